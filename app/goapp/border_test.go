package goapp

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// banned are the go-app calls no package of the page makes outside this
// one, by the method's name, on a receiver named ctx (every app.Context
// of the page is): what each does instead is in the package doc.
var banned = map[string]string{
	"Async":         "PaintNow waits for it: use Later, or a goroutine and Quietly",
	"After":         "PaintNow waits for it: use After",
	"PreventUpdate": "it cancels a click's render in the same frame: use Quietly",
}

// TestNoAsyncOutsideTheBorder holds the page's packages to the contracts
// of this one: no ctx.Async, ctx.After or ctx.PreventUpdate, and no
// Window().AddEventListener (Listen).
func TestNoAsyncOutsideTheBorder(t *testing.T) {
	fset := token.NewFileSet()
	checked := 0
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != ".." && (d.Name() == "goapp" || strings.HasPrefix(d.Name(), "_") || d.Name() == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		checked++
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if recv, ok := sel.X.(*ast.Ident); ok && recv.Name == "ctx" {
				if why, ok := banned[sel.Sel.Name]; ok {
					t.Errorf("%s: ctx.%s: %s", fset.Position(call.Pos()), sel.Sel.Name, why)
				}
			}
			if sel.Sel.Name == "AddEventListener" {
				t.Errorf("%s: AddEventListener renders the page after every event: use goapp.Listen", fset.Position(call.Pos()))
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 20 {
		t.Fatalf("checked %d files under app/: the walk missed the page", checked)
	}
}
