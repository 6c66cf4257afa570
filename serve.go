//go:build !js

// Command sudoku is the Sudoku app's dev server and static exporter:
//
//	sudoku [-addr 127.0.0.1:8080] [-web web]       serve the app
//	sudoku -export dist [-base /sub/] [-web web]   write a static site to dist
//
// Both run from the repository root, where wasm_exec.js and web/ live. The
// page itself is app/client, built to web/app.wasm by `make wasm`; the
// engine's worker is app/worker (web/worker.wasm).
package main

import (
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log"
	"mime"
	"net"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	ui "github.com/sudoku-app/sudoku/app"
)

func main() {
	ui.Routes() // go-app's Handler pre-renders the page on the server
	log.SetFlags(0)
	log.SetPrefix("sudoku: ")
	addr := flag.String("addr", "127.0.0.1:8080", "address to serve on (host:port)")
	webDir := flag.String("web", "web", "directory of static files (built wasm, styles, icons)")
	exportDir := flag.String("export", "", "write a static site to this directory instead of serving")
	base := flag.String("base", "/", "with -export: the URL path the site will be served under, e.g. /sudoku/")
	flag.Parse()

	var err error
	if *exportDir != "" {
		err = export(*exportDir, *base, *webDir)
	} else {
		err = serve(*addr, *webDir)
	}
	if err != nil {
		log.Fatal(err)
	}
}

// wasmExecPath is the toolchain's wasm_exec.js kept at the repository root.
// go-app embeds its own copy, which must not be used: it has to match the Go
// version that built the wasm files.
const wasmExecPath = "wasm_exec.js"

// serve runs the dev server until it fails. It prints the URL it serves on,
// which matters when addr asks for port 0.
func serve(addr, webDir string) error {
	version, err := contentVersion(webDir)
	if err != nil {
		return err
	}
	wasmExec, err := os.ReadFile(wasmExecPath)
	if err != nil {
		return err
	}
	root, err := os.OpenRoot(webDir)
	if err != nil {
		return err
	}
	mux := http.NewServeMux()
	mux.Handle("/web/", http.StripPrefix("/web/", staticFiles{root}))
	mux.HandleFunc("/wasm_exec.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		http.ServeContent(w, r, "wasm_exec.js", time.Time{}, strings.NewReader(string(wasmExec)))
	})
	mux.Handle("/", ui.Handler(version, "/"))

	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	fmt.Printf("serving on http://%s/\n", ln.Addr())
	srv := &http.Server{
		Handler:           securityHeaders(mux),
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    64 << 10,
	}
	return srv.Serve(ln)
}

// contentSecurityPolicy allows only the site's own files; wasm needs
// 'wasm-unsafe-eval', and go-app sets inline styles from the DOM.
const contentSecurityPolicy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; " +
	"worker-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
	"connect-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors *"

func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		next.ServeHTTP(w, r)
	})
}

// staticFiles serves the regular files of one directory: no listings, no
// dotfiles, nothing outside it (os.Root refuses escapes, symlinks included).
// A file with a fresh .br or .gz sibling is sent compressed to browsers that
// accept it.
type staticFiles struct{ root *os.Root }

func (s staticFiles) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name, ok := cleanStaticPath(r.URL.Path)
	if !ok {
		http.NotFound(w, r)
		return
	}
	f, info, err := s.open(name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()

	h := w.Header()
	if ct := mime.TypeByExtension(path.Ext(name)); ct != "" {
		h.Set("Content-Type", ct)
	}
	h.Set("Cache-Control", "no-cache")
	h.Add("Vary", "Accept-Encoding")
	for _, enc := range []struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
		if !acceptsEncoding(r, enc.token) {
			continue
		}
		cf, cinfo, err := s.open(name + enc.ext)
		if err != nil {
			continue
		}
		defer cf.Close()
		if cinfo.ModTime().Before(info.ModTime()) {
			continue // stale: built before the file it compresses
		}
		h.Set("Content-Encoding", enc.token)
		h.Set(ui.UncompressedLengthHeader, strconv.FormatInt(info.Size(), 10))
		http.ServeContent(w, r, name, cinfo.ModTime(), cf)
		return
	}
	http.ServeContent(w, r, name, info.ModTime(), f)
}

// open opens a regular file of the root.
func (s staticFiles) open(name string) (*os.File, fs.FileInfo, error) {
	f, err := s.root.Open(name)
	if err != nil {
		return nil, nil, err
	}
	info, err := f.Stat()
	if err != nil || !info.Mode().IsRegular() {
		f.Close()
		return nil, nil, fs.ErrNotExist
	}
	return f, info, nil
}

// cleanStaticPath turns a URL path (already unescaped, without /web/) into a
// file name under the root, refusing dotfiles, parent references and
// anything odd rather than trying to repair it.
func cleanStaticPath(p string) (string, bool) {
	if p == "" || strings.ContainsAny(p, "\\\x00") || strings.HasPrefix(p, "/") {
		return "", false
	}
	for _, seg := range strings.Split(p, "/") {
		if seg == "" || strings.HasPrefix(seg, ".") {
			return "", false
		}
	}
	return p, true
}

func acceptsEncoding(r *http.Request, token string) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(name), token) && strings.TrimSpace(q) != "q=0" {
			return true
		}
	}
	return false
}

// contentVersion hashes every file the app serves from disk (web/ and
// wasm_exec.js), so the service worker updates exactly when one changes.
func contentVersion(webDir string) (string, error) {
	files := []string{wasmExecPath}
	err := filepath.WalkDir(webDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Type().IsRegular() && !strings.HasPrefix(d.Name(), ".") {
			files = append(files, p)
		}
		return nil
	})
	if err != nil {
		return "", err
	}
	sort.Strings(files)
	h := sha256.New()
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s\x00", filepath.ToSlash(name))
		_, err = io.Copy(h, f)
		f.Close()
		if err != nil {
			return "", err
		}
	}
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}

// export writes the static site for base to dir: go-app's pages and
// scripts, then web/ (go-app does not copy it) and the toolchain's
// wasm_exec.js in place of go-app's.
func export(dir, base, webDir string) error {
	if !strings.HasPrefix(base, "/") {
		return fmt.Errorf("-base %q must start with /", base)
	}
	base = "/" + strings.Trim(base, "/")
	version, err := contentVersion(webDir)
	if err != nil {
		return err
	}
	h := ui.Handler(version, base)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := app.GenerateStaticWebsite(dir, h); err != nil {
		return fmt.Errorf("generating the static site: %w", err)
	}
	if err := copyFile(wasmExecPath, filepath.Join(dir, "wasm_exec.js")); err != nil {
		return err
	}
	return filepath.WalkDir(webDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(webDir, p)
		if err != nil {
			return err
		}
		dst := filepath.Join(dir, "web", rel)
		switch {
		case strings.HasPrefix(d.Name(), ".") && rel != ".":
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		case d.IsDir():
			return os.MkdirAll(dst, 0o755)
		case strings.HasSuffix(p, ".br") || strings.HasSuffix(p, ".gz"):
			return nil // static hosts compress for themselves
		}
		return copyFile(p, dst)
	})
}

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(dst)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
