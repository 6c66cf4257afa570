// An external test, so that it can list the error templates of the
// worker's jobs: package jobs imports i18n (through app/grade).
package i18n_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/app/worker/jobs"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/message"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

var update = flag.Bool("update", false, "rewrite web/i18n/en.json from the page's code")

// pageMessage is one message the page's code writes: its English forms
// (other alone, unless it counts) and the names of its arguments.
type pageMessage struct {
	one, other string
	args       []string
	at         string // where it is first written
}

// pageMessages lists every i18n.T and i18n.N call in app/ (tests and
// app/e2e aside), by key; a call whose texts are not string literals is
// an error, since no catalogue could hold it.
func pageMessages(t *testing.T) map[string]pageMessage {
	t.Helper()
	msgs := map[string]pageMessage{}
	fset := token.NewFileSet()
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && (d.Name() == "e2e" || d.Name() == "testdata" || path == "."):
			return filepath.SkipDir
		case d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go"):
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			name := i18nFunc(f, call)
			at := fset.Position(call.Pos()).String()
			if name == "Template" {
				if lit, ok := call.Args[0].(*ast.BasicLit); ok {
					t.Errorf("%s: i18n.Template of %s: the page's own words go through i18n.T", at, lit.Value)
				}
				return true
			}
			if name != "T" && name != "N" {
				return true
			}
			texts := call.Args[:1]
			if name == "N" {
				texts = call.Args[1:3]
			}
			var words []string
			for _, arg := range texts {
				lit, ok := arg.(*ast.BasicLit)
				s, err := strconv.Unquote(litValue(lit, ok))
				if !ok || lit.Kind != token.STRING || err != nil {
					t.Errorf("%s: i18n.%s of %s, not a string literal: no catalogue can hold it", at, name, source(fset, arg))
					return true
				}
				words = append(words, s)
			}
			m := pageMessage{other: words[len(words)-1], at: at}
			if len(words) == 2 {
				m.one, m.args = words[0], []string{"Count"}
			}
			for _, w := range words {
				tmpl, err := message.ParseTemplate(w)
				if err != nil {
					t.Errorf("%s: %v", at, err)
				}
				for _, seg := range tmpl {
					if seg.Arg != "" && !slices.Contains(m.args, seg.Arg) {
						m.args = append(m.args, seg.Arg)
					}
				}
			}
			if prev, ok := msgs[m.other]; ok && prev.one != m.one {
				t.Errorf("%s: %q counts differently from %s", at, m.other, prev.at)
			}
			if _, ok := msgs[m.other]; !ok {
				msgs[m.other] = m
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	engineNames(msgs)
	return msgs
}

// i18nFunc names the function of package i18n that call calls, in
// file f ("T" for i18n.T, or for T in package i18n itself), or "".
func i18nFunc(f *ast.File, call *ast.CallExpr) string {
	switch fun := call.Fun.(type) {
	case *ast.SelectorExpr:
		if pkg, ok := fun.X.(*ast.Ident); ok && pkg.Name == "i18n" {
			return fun.Sel.Name
		}
	case *ast.Ident:
		if f.Name.Name == "i18n" {
			return fun.Name
		}
	}
	return ""
}

func litValue(lit *ast.BasicLit, ok bool) string {
	if !ok {
		return ""
	}
	return lit.Value
}

// source writes an expression as it stands in the code.
func source(fset *token.FileSet, e ast.Expr) string {
	var b bytes.Buffer
	printer.Fprint(&b, fset, e)
	return b.String()
}

// engineNames adds to msgs the names and sentences the page takes from
// the engine's lists and writes through i18n.Name and i18n.Template:
// levels and their summaries, symmetries, variants and their
// descriptions, and the techniques the generator aims at, as the
// new-game panel writes them; the rules' sentences, the words of their
// lists and the kinds of rule (sudoku.RuleTemplates), with their
// placeholders; the errors of the worker's jobs a player can meet
// (jobs.ErrorTemplates), which the page writes through i18n.Template;
// the errors of reading a puzzle (sudoku.ErrorTemplates,
// codec.ErrorTemplates), which
// words.Error writes.
func engineNames(msgs map[string]pageMessage) {
	add := func(en, from string) {
		if _, ok := msgs[en]; ok {
			return
		}
		m := pageMessage{other: en, at: from}
		if tmpl, err := message.ParseTemplate(en); err == nil {
			for _, seg := range tmpl {
				if seg.Arg != "" && !slices.Contains(m.args, seg.Arg) {
					m.args = append(m.args, seg.Arg)
				}
			}
		}
		msgs[en] = m
	}
	for _, l := range logic.Levels() {
		add(l.String(), "logic.Level")
		add(l.Summary(), "logic.Level.Summary")
	}
	for _, s := range generate.Symmetries() {
		add(s.Label(), "generate.Symmetry")
	}
	for _, v := range generate.Variants() {
		add(v.Label, "generate.VariantKind")
		add(v.Description, "generate.VariantKind")
	}
	for _, name := range generate.TechniqueNames() {
		add(words.Capitalised(name), "generate.TechniqueNames")
	}
	for _, tmpl := range sudoku.RuleTemplates() {
		add(tmpl, "sudoku.RuleTemplates")
	}
	for _, tmpl := range jobs.ErrorTemplates() {
		add(tmpl, "jobs.ErrorTemplates")
	}
	for _, tmpl := range sudoku.ErrorTemplates() {
		add(tmpl, "sudoku.ErrorTemplates")
	}
	for _, tmpl := range codec.ErrorTemplates() {
		add(tmpl, "codec.ErrorTemplates")
	}
}

// englishSource writes msgs as the English catalogue: a key's text, or
// its one and other forms.
func englishSource(msgs map[string]pageMessage) []byte {
	out := map[string]any{}
	for key, m := range msgs {
		if m.one != "" {
			out[key] = map[string]string{"one": m.one, "other": m.other}
		} else {
			out[key] = m.other
		}
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		panic(err)
	}
	return b.Bytes()
}

// schema is what the page gives each message, as catalogues are held to.
func schema(msgs map[string]pageMessage) message.Schema {
	s := message.Schema{}
	for key, m := range msgs {
		s[key] = message.Spec{Args: m.args}
	}
	return s
}

const catalogueDir = "../../web/i18n"

// web/i18n/en.json is exactly the messages the page's code writes, in
// English (go test ./app/i18n -update rewrites it), and reads back as
// a catalogue that passes its own check.
func TestEnglishSource(t *testing.T) {
	msgs := pageMessages(t)
	if len(msgs) == 0 {
		t.Fatal("no i18n.T or i18n.N call in app/")
	}
	want := englishSource(msgs)
	path := filepath.Join(catalogueDir, "en.json")
	if *update {
		if err := os.WriteFile(path, want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s is not the page's messages: run go test ./app/i18n -update, and have its new keys translated", path)
	}
	cat, err := message.Parse(got, message.Plural("en"))
	if err != nil {
		t.Fatal(err)
	}
	for _, err := range cat.Check(schema(msgs)) {
		t.Error(err)
	}
}

// Every language's catalogue has every message the page writes, and no
// other; each placeholder is one its message gives, each argument is
// written, and each plural message has the forms its language needs.
func TestCatalogues(t *testing.T) {
	msgs := schema(pageMessages(t))
	for _, lang := range message.Languages[1:] {
		t.Run(lang.Tag, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(catalogueDir, lang.Tag+".json"))
			if err != nil {
				t.Fatal(err)
			}
			cat, err := message.Parse(data, message.Plural(lang.Tag))
			if err != nil {
				t.Fatal(err)
			}
			for _, err := range cat.Check(msgs) {
				t.Error(err)
			}
			if missing := cat.Missing(msgs); len(missing) > 0 {
				t.Errorf("%d messages untranslated, the first %q", len(missing), missing[0])
			}
		})
	}
}
