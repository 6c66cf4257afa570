//go:build !js

package e2e

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// fakeWasm stands in for a built wasm file: the exporter copies it, never
// runs it.
const fakeWasm = "\x00asm\x01\x00\x00\x00"

// sourceTree returns a new directory laid out as the repository root is
// for the exporter: wasm_exec.js and web/ (the repository's files, with
// small stand-ins for the wasm files, which are left out when wasm is
// false, and without the compressed copies and screenshots). The exporter
// runs there, so that a mistake cannot harm the repository.
func sourceTree(t *testing.T, wasm bool) string {
	t.Helper()
	dir := t.TempDir()
	copyTo(t, filepath.Join(rootDir, "wasm_exec.js"), filepath.Join(dir, "wasm_exec.js"))
	if err := os.Mkdir(filepath.Join(dir, "web"), 0o755); err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(filepath.Join(rootDir, "web"))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		name := e.Name()
		if !e.Type().IsRegular() || strings.Contains(name, ".wasm") || strings.HasPrefix(name, ".") {
			continue
		}
		copyTo(t, filepath.Join(rootDir, "web", name), filepath.Join(dir, "web", name))
	}
	if wasm {
		for _, name := range []string{"app.wasm", "worker.wasm"} {
			if err := os.WriteFile(filepath.Join(dir, "web", name), []byte(fakeWasm), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	return dir
}

// exportIn runs the exporter in dir with args and returns its output and
// whether it succeeded.
func exportIn(t *testing.T, dir string, args ...string) (string, bool) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, serverBin, args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if ctx.Err() != nil {
		t.Fatalf("%s: still running after a minute", strings.Join(args, " "))
	}
	return string(out), err == nil
}

// snapshot returns every file, directory and link under dir, with its
// content's hash or its link's target.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		switch {
		case d.Type()&fs.ModeSymlink != 0:
			target, err := os.Readlink(p)
			files[p] = "-> " + target
			return err
		case d.IsDir():
			files[p] = "dir"
			return nil
		}
		b, err := os.ReadFile(p)
		sum := sha256.Sum256(b)
		files[p] = hex.EncodeToString(sum[:])
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// changes lists what differs between two snapshots.
func changes(before, after map[string]string) []string {
	var diff []string
	for p, v := range before {
		if w, ok := after[p]; !ok {
			diff = append(diff, "removed "+p)
		} else if v != w {
			diff = append(diff, "changed "+p)
		}
	}
	for p := range after {
		if _, ok := before[p]; !ok {
			diff = append(diff, "added "+p)
		}
	}
	return diff
}

// The exporter refuses, before it writes anything, a directory that is,
// holds or lies inside what it reads (wasm_exec.js and web/), a directory
// that holds other files, and a base path that is not a plain URL path.
// `-export .` used to truncate wasm_exec.js and every file in web/ and
// exit 0.
func TestExportRefusesBadTargets(t *testing.T) {
	for _, tt := range []struct {
		name string
		args func(src string) []string
		want string // in the error
	}{
		{"the source tree", func(string) []string { return []string{"-export", "."} }, "source tree"},
		{"the source tree by its full path", func(src string) []string { return []string{"-export", src} }, "source tree"},
		{"the source tree through a link", func(src string) []string {
			link := filepath.Join(t.TempDir(), "link")
			if err := os.Symlink(src, link); err != nil {
				t.Fatal(err)
			}
			return []string{"-export", link}
		}, "source tree"},
		{"a directory above the sources", func(string) []string { return []string{"-export", ".."} }, "source tree"},
		{"the web directory", func(string) []string { return []string{"-export", "web"} }, "web directory"},
		{"a new directory inside web", func(string) []string { return []string{"-export", "web/dist"} }, "web directory"},
		{"a directory that holds other files", func(string) []string {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("someone's page\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			return []string{"-export", dir}
		}, "not empty"},
		{"a base with HTML in it", func(string) []string {
			return []string{"-export", filepath.Join(t.TempDir(), "out"), "-base", `/x"><script>alert(1)</script>/`}
		}, "-base"},
		{"a base with a space", func(string) []string {
			return []string{"-export", filepath.Join(t.TempDir(), "out"), "-base", "/my sudoku/"}
		}, "-base"},
		{"a base with a parent", func(string) []string {
			return []string{"-export", filepath.Join(t.TempDir(), "out"), "-base", "/a/../b/"}
		}, "-base"},
		{"a base with a query", func(string) []string {
			return []string{"-export", filepath.Join(t.TempDir(), "out"), "-base", "/a/?x=1"}
		}, "-base"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			src := sourceTree(t, true)
			args := tt.args(src)
			// Everything the export could touch: the sources and what lies
			// beside them, and the target's parent.
			target := args[1]
			if !filepath.IsAbs(target) {
				target = filepath.Join(src, target)
			}
			watch := []string{filepath.Dir(src)}
			if rel, err := filepath.Rel(watch[0], target); err != nil || strings.HasPrefix(rel, "..") {
				watch = append(watch, filepath.Dir(target))
			}
			var before []map[string]string
			for _, dir := range watch {
				before = append(before, snapshot(t, dir))
			}
			out, ok := exportIn(t, src, args...)
			if ok {
				t.Errorf("%s: succeeded, want an error", strings.Join(args, " "))
			}
			if !strings.Contains(out, tt.want) {
				t.Errorf("%s said %q, want it to mention %q", strings.Join(args, " "), out, tt.want)
			}
			for i, dir := range watch {
				if diff := changes(before[i], snapshot(t, dir)); len(diff) != 0 {
					t.Errorf("%s wrote in %s: %s", strings.Join(args, " "), dir, strings.Join(diff, ", "))
				}
			}
		})
	}
}

// Without the built wasm files there is nothing to export: the exporter
// says how to build them and writes nothing.
func TestExportNeedsBuiltWasm(t *testing.T) {
	for _, missing := range []string{"app.wasm", "worker.wasm"} {
		src := sourceTree(t, true)
		if err := os.Remove(filepath.Join(src, "web", missing)); err != nil {
			t.Fatal(err)
		}
		dist := filepath.Join(t.TempDir(), "dist")
		out, ok := exportIn(t, src, "-export", dist)
		if ok || !strings.Contains(out, missing) || !strings.Contains(out, "make wasm") {
			t.Errorf("without web/%s: ok %v, said %q; want an error naming it and `make wasm`", missing, ok, out)
		}
		if _, err := os.Stat(dist); err == nil {
			t.Errorf("without web/%s: %s was created", missing, dist)
		}
	}
}

// The export holds only files from inside web/: a link in web/ to a file
// outside it is refused, by name, before anything is written (the server
// would not send it either); a link to a file inside web/ is copied as
// that file.
func TestExportSymlinks(t *testing.T) {
	src := sourceTree(t, true)
	secret := filepath.Join(t.TempDir(), "secret.txt")
	if err := os.WriteFile(secret, []byte("a private file\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(secret, filepath.Join(src, "web", "notes.txt")); err != nil {
		t.Fatal(err)
	}
	dist := filepath.Join(t.TempDir(), "dist")
	out, ok := exportIn(t, src, "-export", dist)
	if ok || !strings.Contains(out, "notes.txt") {
		t.Errorf("with web/notes.txt linking outside web: ok %v, said %q; want an error naming it", ok, out)
	}
	if _, err := os.Stat(dist); err == nil {
		t.Errorf("with web/notes.txt linking outside web: %s was created", dist)
	}

	if err := os.Remove(filepath.Join(src, "web", "notes.txt")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("app.css", filepath.Join(src, "web", "alias.css")); err != nil {
		t.Fatal(err)
	}
	if out, ok := exportIn(t, src, "-export", dist); !ok {
		t.Fatalf("with web/alias.css linking to app.css: %s", out)
	}
	info, err := os.Lstat(filepath.Join(dist, "web", "alias.css"))
	if err != nil || !info.Mode().IsRegular() {
		t.Fatalf("web/alias.css exported as %v (%v), want a regular file", info, err)
	}
	got, _ := os.ReadFile(filepath.Join(dist, "web", "alias.css"))
	want, _ := os.ReadFile(filepath.Join(src, "web", "app.css"))
	if string(got) != string(want) {
		t.Errorf("web/alias.css exported with %d bytes, want app.css's %d", len(got), len(want))
	}
}

// The exported page names no host: the exporter renders it without a
// server, and a page has no public URL to give (go-app's og:url held
// the random port of the server it used).
func TestExportPageNamesNoHost(t *testing.T) {
	src := sourceTree(t, true)
	dist := filepath.Join(t.TempDir(), "dist")
	if out, ok := exportIn(t, src, "-export", dist, "-base", "/sub/"); !ok {
		t.Fatalf("export: %s", out)
	}
	page, err := os.ReadFile(filepath.Join(dist, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"127.0.0.1", "localhost", "og:url", "http://"} {
		if i := strings.Index(string(page), bad); i >= 0 {
			t.Errorf("index.html holds %q: %s", bad, page[max(0, i-60):i+len(bad)])
		}
	}
	if !strings.Contains(string(page), `src="/sub/app.js"`) {
		t.Errorf("index.html does not load /sub/app.js")
	}
	// What the site is made of, and nothing else.
	// The page and its scripts have a gzipped copy each, which a host
	// configured for it sends (TestExportOnPlainNginx).
	want := []string{"index.html", "app.js", "app-worker.js", "manifest.webmanifest", "app.css", "wasm_exec.js", "_headers", "web",
		"index.html.gz", "app.js.gz", "app-worker.js.gz", "wasm_exec.js.gz"}
	entries, err := os.ReadDir(dist)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range entries {
		got = append(got, e.Name())
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("the export holds %q, want %q", got, want)
	}
	wasmExec, _ := os.ReadFile(filepath.Join(src, "wasm_exec.js"))
	if got, _ := os.ReadFile(filepath.Join(dist, "wasm_exec.js")); string(got) != string(wasmExec) {
		t.Errorf("the export's wasm_exec.js is not the root's")
	}
	for _, name := range []string{"index.html", "app.js", "app-worker.js", "wasm_exec.js"} {
		plain, _ := os.ReadFile(filepath.Join(dist, name))
		gz, _ := os.ReadFile(filepath.Join(dist, name+".gz"))
		z, err := gzip.NewReader(bytes.NewReader(gz))
		var got []byte
		if err == nil {
			got, err = io.ReadAll(z)
		}
		if err != nil || !bytes.Equal(got, plain) {
			t.Errorf("%s.gz is not %s gzipped: %v", name, name, err)
		}
	}
}

// A command line the program cannot follow is refused, rather than
// serving the site when the user meant to export it.
func TestCommandLineMistakes(t *testing.T) {
	src := sourceTree(t, true)
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"dist"}, `unexpected argument "dist"`},
		{[]string{"-export", ""}, "-export needs a directory"},
		{[]string{"-base", "/sub/", "-addr", "127.0.0.1:0"}, "-base goes with -export"},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		cmd := exec.CommandContext(ctx, serverBin, tt.args...)
		cmd.Dir = src
		out, err := cmd.CombinedOutput()
		timedOut := ctx.Err() != nil
		cancel()
		if err == nil || timedOut || !strings.Contains(string(out), tt.want) {
			t.Errorf("sudoku %q: %v (still running after 10 s: %v), said %q; want an error saying %q",
				tt.args, err, timedOut, out, tt.want)
		}
	}
}

// An export ships the wasm files' precompressed copies that are fresh (a
// stale one, older than its file, would send an old app), a _headers file
// for its base, and not the README's pictures.
func TestExportShipsCompressed(t *testing.T) {
	src := sourceTree(t, true)
	web := filepath.Join(src, "web")
	for name, body := range map[string]string{"app.wasm.br": "br", "app.wasm.gz": "gz", "worker.wasm.gz": "old", "screenshots/play.png": "png"} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(web, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(web, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	old := time.Now().Add(-time.Hour)
	if err := os.Chtimes(filepath.Join(web, "worker.wasm.gz"), old, old); err != nil {
		t.Fatal(err)
	}
	dist := filepath.Join(t.TempDir(), "dist")
	if out, ok := exportIn(t, src, "-export", dist, "-base", "/sub/"); !ok {
		t.Fatalf("export: %s", out)
	}
	for name, want := range map[string]string{"app.wasm.br": "br", "app.wasm.gz": "gz", "app.wasm": fakeWasm} {
		if got, err := os.ReadFile(filepath.Join(dist, "web", name)); err != nil || string(got) != want {
			t.Errorf("web/%s in the export: %q, %v; want %q", name, got, err, want)
		}
	}
	for _, name := range []string{"web/worker.wasm.gz", "web/screenshots"} {
		if _, err := os.Stat(filepath.Join(dist, name)); err == nil {
			t.Errorf("the export holds %s", name)
		}
	}
	headers, err := os.ReadFile(filepath.Join(dist, "_headers"))
	if err != nil || !strings.Contains(string(headers), "/sub/web/*.wasm\n  Content-Type: application/wasm\n") {
		t.Errorf("_headers: %q, %v", headers, err)
	}
}
