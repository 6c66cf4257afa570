package logic

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"regexp"
	"testing"
)

// constComments returns the name and line comment of each constant in the
// const block of file whose first constant has type typ.
func constComments(t *testing.T, file, typ string) (names, comments []string) {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	for _, decl := range f.Decls {
		gd, ok := decl.(*ast.GenDecl)
		if !ok || gd.Tok != token.CONST {
			continue
		}
		first := gd.Specs[0].(*ast.ValueSpec)
		if id, ok := first.Type.(*ast.Ident); !ok || id.Name != typ {
			continue
		}
		for _, spec := range gd.Specs {
			vs := spec.(*ast.ValueSpec)
			names = append(names, vs.Names[0].Name)
			comments = append(comments, vs.Comment.Text())
		}
		return names, comments
	}
	t.Fatalf("%s: no const block of type %s", file, typ)
	return nil, nil
}

// TestRatingDocs checks the ratings that the comments of the Technique and
// Level constants give against the code: techniqueInfo and levelCeil.
func TestRatingDocs(t *testing.T) {
	names, comments := constComments(t, "technique.go", "Technique")
	if len(names) != int(numTechniques)+1 {
		t.Fatalf("technique.go lists %d constants, want %d techniques and numTechniques", len(names), numTechniques)
	}
	leading := regexp.MustCompile(`^\d+\.\d\b`)
	for i, comment := range comments[:numTechniques] {
		tech := Technique(i)
		if got, want := leading.FindString(comment), fmt.Sprintf("%.1f", tech.Rating()); got != want {
			t.Errorf("%s (%q): comment gives rating %q, Rating() is %s", names[i], tech.Name(), got, want)
		}
	}

	names, comments = constComments(t, "grade.go", "Level")
	if len(names) != len(Levels()) {
		t.Fatalf("grade.go lists %d levels, Levels() %d", len(names), len(Levels()))
	}
	bound := regexp.MustCompile(`^(?:rating )?(up to|above) (\d+\.\d)\b`)
	for i, comment := range comments {
		l := Level(i)
		want := fmt.Sprintf("up to %.1f", levelCeil[min(l, Master)])
		if l == Extreme {
			want = fmt.Sprintf("above %.1f", levelCeil[Master])
		}
		m := bound.FindStringSubmatch(comment)
		if m == nil || m[1]+" "+m[2] != want {
			t.Errorf("%s: comment %q, want it to start %q", names[i], comment, want)
		}
	}
}
