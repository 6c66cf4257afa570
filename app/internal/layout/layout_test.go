// Package layout holds the module to its layout's rules, which the
// compiler does not check: imports run one way, and each package keeps to
// its border (docs/ARCHITECTURE.md). It has tests only.
package layout

import (
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/sudoku-app/sudoku"

// pkg is one package of the module as a build context sees it: its path
// and the packages its non-test files import.
type pkg struct {
	path    string
	dir     string
	imports []string
}

// root returns the module's root, the directory holding go.mod.
func root(t *testing.T) string {
	t.Helper()
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for d := wd; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d
		}
		if filepath.Dir(d) == d {
			t.Fatal("no go.mod above the working directory")
		}
	}
}

// packages returns every package of the module under ctx, natively and
// for the browser alike (GOOS=js GOARCH=wasm): the imports of both.
func packages(t *testing.T) []pkg {
	t.Helper()
	top := root(t)
	native := build.Default
	wasm := build.Default
	wasm.GOOS, wasm.GOARCH = "js", "wasm"
	var out []pkg
	err := filepath.WalkDir(top, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		name := d.Name()
		if path != top && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "testdata" || name == "node_modules" || name == "web" || name == "dist") {
			return filepath.SkipDir
		}
		rel, _ := filepath.Rel(top, path)
		p := pkg{path: module, dir: rel}
		if rel != "." {
			p.path += "/" + filepath.ToSlash(rel)
		}
		found := false
		for _, ctx := range []build.Context{native, wasm} {
			bp, err := ctx.ImportDir(path, 0)
			if err != nil {
				continue // no Go files for this context
			}
			found = true
			for _, imp := range bp.Imports {
				if !slices.Contains(p.imports, imp) {
					p.imports = append(p.imports, imp)
				}
			}
		}
		if found {
			out = append(out, p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(out) < 30 {
		t.Fatalf("found %d packages: the walk missed the module", len(out))
	}
	return out
}

func under(path, prefix string) bool {
	return path == prefix || strings.HasPrefix(path, prefix+"/")
}

func std(imp string) bool { return !strings.Contains(strings.Split(imp, "/")[0], ".") }

// The engine imports only the standard library, itself, and the SAT
// library in engine/sat; nothing in it knows the app.
func TestEngineImportsOnlyTheStandardLibrary(t *testing.T) {
	for _, p := range packages(t) {
		if !under(p.path, module+"/engine") {
			continue
		}
		for _, imp := range p.imports {
			switch {
			case std(imp), under(imp, module+"/engine"):
			case imp == "github.com/crillab/gophersat/solver" && p.path == module+"/engine/sat":
			default:
				t.Errorf("%s imports %s", p.path, imp)
			}
		}
	}
}

// The catalogues of every language (engine/logic/messages) are linked
// by the CLI and the server alone: the page's app.wasm, whose size is its
// first visit's wait, and the worker link English alone, which
// engine/logic embeds. Only programs may import the package, so no
// package brings it to the page.
func TestEveryLanguageOnlyInTheCLIAndServer(t *testing.T) {
	for _, p := range packages(t) {
		if slices.Contains(p.imports, module+"/engine/logic/messages") && p.path != module && p.path != module+"/engine/cmd/sudoku-cli" {
			t.Errorf("%s imports the catalogues of every language", p.path)
		}
	}
}

// No panel imports another, and none imports the page, the setter's
// bench, the server or the engine's worker (a panel posts its jobs through
// panel.Jobs): a panel reaches the page through callbacks alone.
func TestPanelsStandAlone(t *testing.T) {
	panels := 0
	for _, p := range packages(t) {
		if !under(p.path, module+"/app/panel") || p.path == module+"/app/panel" {
			continue
		}
		panels++
		for _, imp := range p.imports {
			switch {
			case under(imp, module+"/app/panel") && imp != module+"/app/panel":
				t.Errorf("panel %s imports panel %s", p.path, imp)
			case imp == module+"/app/shell", under(imp, module+"/app/setter/bench"), imp == module+"/app/server", imp == module+"/app/worker", under(imp, module+"/app/worker/jobs"):
				t.Errorf("panel %s imports %s", p.path, imp)
			}
		}
	}
	if panels < 8 {
		t.Errorf("found %d panels under app/panel", panels)
	}
}

// Only the page's binary and the server import the shell; go-app's
// border imports nothing of ours; the page's models (the saved games,
// statistics, dailies, links, grades, words, the setter's draft, the
// worker's protocol, the rules' drawing) do not import go-app.
func TestBorders(t *testing.T) {
	goApp := "github.com/maxence-charriere/go-app/v9/pkg/app"
	pure := []string{"game", "stats", "daily", "share", "grade", "words", "setter", "rulesvg", "worker/protocol", "worker/jobs"}
	for _, p := range packages(t) {
		for _, imp := range p.imports {
			if imp == module+"/app/shell" && p.path != module+"/app/cmd/page" && p.path != module+"/app/server" && p.path != module {
				t.Errorf("%s imports the shell", p.path)
			}
			if p.path == module+"/app/goapp" && under(imp, module) {
				t.Errorf("go-app's border imports %s", imp)
			}
			for _, name := range pure {
				if p.path == module+"/app/"+name && (imp == goApp || under(imp, module+"/app/goapp")) {
					t.Errorf("%s, a model, imports %s", p.path, imp)
				}
			}
		}
	}
}

// syscall/js is used only in files built for the browser alone, and
// those are thin: the rest of the page goes through go-app's app.Window,
// which has native stubs.
func TestSyscallJSOnlyInBrowserFiles(t *testing.T) {
	top := root(t)
	fset := token.NewFileSet()
	err := filepath.WalkDir(top, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != top && (strings.HasPrefix(d.Name(), ".") || d.Name() == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly|parser.ParseComments)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			if v, _ := strconv.Unquote(imp.Path.Value); v != "syscall/js" {
				continue
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			if !strings.Contains(string(src), "//go:build js && wasm") {
				rel, _ := filepath.Rel(top, path)
				t.Errorf("%s imports syscall/js without //go:build js && wasm", rel)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// No package under app/ holds more than 4,000 lines of non-test code, and
// no go-app component (a type embedding app.Compo) has more than 25
// methods: the page stays in parts a reader can hold.
func TestSizes(t *testing.T) {
	const maxLines, maxMethods = 4000, 25
	top := root(t)
	components := 0
	for _, p := range packages(t) {
		if !under(p.path, module+"/app") {
			continue
		}
		dir := filepath.Join(top, p.dir)
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		fset := token.NewFileSet()
		lines := 0
		compos := map[string]bool{}
		methods := map[string]int{}
		for _, e := range entries {
			name := e.Name()
			if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
				continue
			}
			src, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			lines += strings.Count(string(src), "\n")
			f, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range f.Decls {
				switch d := d.(type) {
				case *ast.GenDecl:
					for _, s := range d.Specs {
						ts, ok := s.(*ast.TypeSpec)
						if !ok {
							continue
						}
						st, ok := ts.Type.(*ast.StructType)
						if !ok {
							continue
						}
						for _, fd := range st.Fields.List {
							if sel, ok := fd.Type.(*ast.SelectorExpr); ok && len(fd.Names) == 0 && sel.Sel.Name == "Compo" {
								compos[ts.Name.Name] = true
							}
						}
					}
				case *ast.FuncDecl:
					if d.Recv == nil || len(d.Recv.List) == 0 {
						continue
					}
					typ := d.Recv.List[0].Type
					if star, ok := typ.(*ast.StarExpr); ok {
						typ = star.X
					}
					if ix, ok := typ.(*ast.IndexExpr); ok {
						typ = ix.X
					}
					if id, ok := typ.(*ast.Ident); ok {
						methods[id.Name]++
					}
				}
			}
		}
		if lines > maxLines {
			t.Errorf("%s: %d lines of non-test code, more than %d", p.path, lines, maxLines)
		}
		for c := range compos {
			components++
			if methods[c] > maxMethods {
				t.Errorf("%s.%s: %d methods, more than %d", p.path, c, methods[c], maxMethods)
			}
		}
	}
	if components < 10 {
		t.Errorf("found %d components under app/: the parser missed them", components)
	}
}
