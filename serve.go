//go:build !js

// Command sudoku is the Sudoku app's dev server and static exporter:
//
//	sudoku [-addr 127.0.0.1:8080] [-web web]       serve the app
//	sudoku -export dist [-base /sub/] [-web web]   write a static site to dist
//
// Both run from the repository root, where wasm_exec.js and web/ live. The
// page itself is app/cmd/page, built to web/app.wasm by `make wasm`; the
// engine's worker is app/cmd/worker (web/worker.wasm).
//
// Both send or write the same files: the page and go-app's scripts,
// rendered once at start (app.Render), the root's wasm_exec.js, and the
// files of web/ under /web/. Nothing in them comes from a request.
package main

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log"
	"maps"
	"mime"
	"net"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sudoku-app/sudoku/app/server"
	"github.com/sudoku-app/sudoku/app/shell"
	"github.com/sudoku-app/sudoku/engine/logic/messages"
)

func main() {
	shell.Routes(nil) // go-app's Handler pre-renders the page on the server
	log.SetFlags(0)
	log.SetPrefix("sudoku: ")
	addr := flag.String("addr", "127.0.0.1:8080", "address to serve on (host:port)")
	webDir := flag.String("web", "web", "directory of static files (built wasm, styles, icons)")
	exportDir := flag.String("export", "", "write a static site to this new or empty directory instead of serving")
	base := flag.String("base", "/", "with -export: the URL path the site will be served under, e.g. /sudoku/")
	flag.Parse()
	set := map[string]bool{}
	flag.Visit(func(f *flag.Flag) { set[f.Name] = true })
	switch {
	case flag.NArg() > 0:
		log.Fatalf("unexpected argument %q (see -h)", flag.Arg(0))
	case set["export"] && *exportDir == "":
		log.Fatal("-export needs a directory, such as -export dist")
	case set["base"] && *exportDir == "":
		log.Fatal("-base goes with -export: the dev server serves the site at /")
	}

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

func readWasmExec() ([]byte, error) {
	b, err := os.ReadFile(wasmExecPath)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("no %s in the current directory: run from the repository root", wasmExecPath)
	}
	return b, err
}

func openWebDir(webDir string) (*os.Root, error) {
	root, err := os.OpenRoot(webDir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("no web directory %s: run from the repository root, or name it with -web", webDir)
	}
	return root, err
}

// builtWasm are the files `make wasm` builds into the web directory.
var builtWasm = []string{"app.wasm", "worker.wasm"}

// serve runs the dev server until it fails. It prints the URL it serves on,
// which matters when addr asks for port 0.
func serve(addr, webDir string) error {
	h, err := newHandler(webDir)
	if err != nil {
		return err
	}
	for _, name := range builtWasm {
		if _, err := os.Stat(filepath.Join(webDir, name)); errors.Is(err, fs.ErrNotExist) {
			log.Printf("warning: %s is missing: run `make wasm` to build it", filepath.Join(webDir, name))
		}
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	fmt.Printf("serving on http://%s/\n", ln.Addr())
	srv := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    64 << 10,
	}
	return srv.Serve(ln)
}

// newHandler returns the dev server's handler: the site for the root path
// (app.Render), the
// root's wasm_exec.js, and webDir's files under /web/ (staticFiles). Every
// other path is 404, every method but GET and HEAD 405, and every answer
// carries the security headers.
func newHandler(webDir string) (http.Handler, error) {
	root, err := openWebDir(webDir)
	if err != nil {
		return nil, err
	}
	wasmExec, err := readWasmExec()
	if err != nil {
		return nil, err
	}
	version, err := contentVersion(webDir)
	if err != nil {
		return nil, err
	}
	labels, err := server.LoaderWords(os.DirFS(webDir))
	if err != nil {
		return nil, err
	}
	site, err := server.Render(version, "/", wasmSize(webDir), labels)
	if err != nil {
		return nil, err
	}
	page := newMemFile("text/html; charset=utf-8", site.Page)
	files := map[string]memFile{"/wasm_exec.js": newMemFile("text/javascript; charset=utf-8", wasmExec)}
	for p, f := range site.Files {
		files[p] = newMemFile(f.ContentType, f.Body)
	}

	words, err := engineWords()
	if err != nil {
		return nil, err
	}
	for name, body := range words {
		files["/web/"+name] = newMemFile("application/json; charset=utf-8", body)
	}

	mux := http.NewServeMux()
	mux.Handle("/web/", http.StripPrefix("/web/", staticFiles{root}))
	mux.HandleFunc("/web/"+engineWordsDir, func(w http.ResponseWriter, r *http.Request) {
		if f, ok := files[r.URL.Path]; ok {
			f.ServeHTTP(w, r)
			return
		}
		http.NotFound(w, r)
	})
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/" {
			page.ServeHTTP(w, r) // whatever the query: embed mode too
			return
		}
		if f, ok := files[r.URL.Path]; ok {
			f.ServeHTTP(w, r)
			return
		}
		http.NotFound(w, r)
	})
	return securityHeaders(readOnly(mux)), nil
}

// contentSecurityPolicy allows only the site's own files; wasm needs
// 'wasm-unsafe-eval', go-app sets inline styles from the DOM, and Paste
// shows a player's picture from a blob: address.
const contentSecurityPolicy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; " +
	"worker-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
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

// readOnly answers 405 to every method but GET and HEAD, on every path.
func readOnly(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// A memFile is a file held in memory, sent with an ETag of its content's
// hash, so that a browser revalidates it (no-cache) and gets a 304 while
// it is unchanged; gzipped to browsers that accept it, when that saves
// bytes (the page, go-app's scripts, wasm_exec.js: all fetched before the
// board shows).
type memFile struct {
	contentType, etag string
	body, gz          []byte // gz: nil when gzip does not pay
}

func newMemFile(contentType string, body []byte) memFile {
	sum := sha256.Sum256(body)
	return memFile{contentType, `"` + hex.EncodeToString(sum[:16]) + `"`, body, gzipped(body)}
}

// gzipped returns body gzipped, or nil when that does not save a packet's
// worth of bytes.
func gzipped(body []byte) []byte {
	var b bytes.Buffer
	z, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
	z.Write(body)
	z.Close()
	if b.Len()+1000 > len(body) {
		return nil
	}
	return b.Bytes()
}

func (f memFile) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Type", f.contentType)
	h.Set("Cache-Control", "no-cache")
	body, etag := f.body, f.etag
	if f.gz != nil {
		h.Add("Vary", "Accept-Encoding")
		if len(encodings(r.Header.Values("Accept-Encoding"), []coding{{"gzip", ".gz"}})) > 0 {
			body, etag = f.gz, strings.TrimSuffix(etag, `"`)+`-gzip"`
			h.Set("Content-Encoding", "gzip")
		}
	}
	h.Set("ETag", etag)
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
}

// staticFiles serves the regular files of one directory: no listings, no
// dotfiles, nothing outside it (os.Root refuses escapes, symlinks included).
// A file with a fresh .br or .gz sibling is sent compressed to browsers that
// accept it (see encodings). Every file has an ETag made of its size and
// modification time (or its sibling's, when compressed).
type staticFiles struct{ root *os.Root }

func (s staticFiles) ServeHTTP(w http.ResponseWriter, r *http.Request) {
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
	for _, enc := range encodings(r.Header.Values("Accept-Encoding"), compressedCopies) {
		cf, cinfo, err := s.open(name + enc.ext)
		if err != nil {
			continue
		}
		defer cf.Close()
		if stale(cinfo, info) {
			continue
		}
		h.Set("Content-Encoding", enc.token)
		h.Set(server.UncompressedLengthHeader, strconv.FormatInt(info.Size(), 10))
		h.Set("ETag", fileETag(cinfo, enc.token))
		http.ServeContent(w, r, name, cinfo.ModTime(), cf)
		return
	}
	h.Set("ETag", fileETag(info, ""))
	http.ServeContent(w, r, name, info.ModTime(), f)
}

// fileETag is a file's validator: its size and modification time, and the
// content coding it is sent with.
func fileETag(info fs.FileInfo, coding string) string {
	tag := strconv.FormatInt(info.Size(), 36) + "-" + strconv.FormatInt(info.ModTime().UnixNano(), 36)
	if coding != "" {
		tag += "-" + coding
	}
	return `"` + tag + `"`
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

// A coding is a content coding the server has precompressed copies for,
// and their file name extension.
type coding struct{ token, ext string }

// compressedCopies are the codings of the copies `make wasm` writes, in
// the server's order of preference.
var compressedCopies = []coding{{"br", ".br"}, {"gzip", ".gz"}}

// encodings returns the codings of offered that the Accept-Encoding header
// values accept, best first: by the weight the client gives them (its
// coding's q, or else the q of "*"), then in offered's order. A coding the
// client does not name, or weighs 0 ("q=0", "q=0.0", "Q=0.000"), or weighs
// with something that is not a number, is left out. The file as it is
// (identity) is always acceptable and is the caller's fallback.
func encodings(header []string, offered []coding) []coding {
	weights := map[string]float64{}
	for _, value := range header {
		for _, elem := range strings.Split(value, ",") {
			params := strings.Split(elem, ";")
			name := strings.ToLower(strings.TrimSpace(params[0]))
			if name == "" {
				continue
			}
			q := 1.0
			for _, p := range params[1:] {
				k, v, _ := strings.Cut(p, "=")
				if strings.EqualFold(strings.TrimSpace(k), "q") {
					var err error
					if q, err = strconv.ParseFloat(strings.TrimSpace(v), 64); err != nil || !(q > 0 && q <= 1) {
						q = 0
					}
				}
			}
			if _, seen := weights[name]; !seen {
				weights[name] = q
			}
		}
	}
	var accepted []coding
	weight := map[string]float64{}
	for _, c := range offered {
		q, ok := weights[c.token]
		if !ok {
			q = weights["*"] // 0 when absent
		}
		if q > 0 {
			accepted = append(accepted, c)
			weight[c.token] = q
		}
	}
	slices.SortStableFunc(accepted, func(a, b coding) int {
		switch {
		case weight[a.token] > weight[b.token]:
			return -1
		case weight[a.token] < weight[b.token]:
			return 1
		}
		return 0
	})
	return accepted
}

// engineWordsDir is where, under web/, the site serves the engine's
// catalogues (engine/logic/messages, built into this program): the page
// fetches its language's for the worker, which writes hints in it.
const engineWordsDir = "i18n/engine/"

// engineWords returns the engine's catalogues by their path under web/
// ("i18n/engine/de.json").
func engineWords() (map[string][]byte, error) {
	words := map[string][]byte{}
	for _, tag := range messages.Tags() {
		body, err := messages.File(tag)
		if err != nil {
			return nil, err
		}
		words[engineWordsDir+tag+".json"] = body
	}
	return words, nil
}

// contentVersion hashes every file the app serves (web/, wasm_exec.js and
// the engine's catalogues), so the service worker updates exactly when
// one changes.
func contentVersion(webDir string) (string, error) {
	files := []string{wasmExecPath}
	err := filepath.WalkDir(webDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p != webDir && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.Type().IsRegular() {
			files = append(files, p)
		}
		return nil
	})
	if err != nil {
		return "", fmt.Errorf("web directory: %w", err)
	}
	slices.Sort(files)
	h := sha256.New()
	words, err := engineWords()
	if err != nil {
		return "", err
	}
	for _, name := range slices.Sorted(maps.Keys(words)) {
		fmt.Fprintf(h, "%s\x00", name)
		h.Write(words[name])
	}
	for _, name := range files {
		f, err := os.Open(name)
		if errors.Is(err, fs.ErrNotExist) && name == wasmExecPath {
			_, err = readWasmExec() // says where to run from
		}
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

// wasmSize returns the size of webDir's app.wasm, for the loader's
// percentage (server.Render), or 0 when there is none yet.
func wasmSize(webDir string) int64 {
	info, err := os.Stat(filepath.Join(webDir, "app.wasm"))
	if err != nil {
		return 0
	}
	return info.Size()
}

// export writes the static site for base to dir: the page and go-app's
// files (app.Render), the root's wasm_exec.js, a _headers file
// (hostHeaders), and the files of webDir under web/, without dotfiles and
// the README's pictures, with the precompressed copies that are fresh (a
// host configured for them sends app.wasm.br for app.wasm: README,
// "Embedding"). It checks everything before it writes
// anything: base (app.CheckBase), the built wasm files, every file of
// webDir (exportFiles), and dir itself (exportTarget).
func export(dir, base, webDir string) error {
	if err := server.CheckBase(base); err != nil {
		return fmt.Errorf("-base: %w", err)
	}
	root, err := openWebDir(webDir)
	if err != nil {
		return err
	}
	defer root.Close()
	files, err := exportFiles(root, webDir)
	if err != nil {
		return err
	}
	wasmExec, err := readWasmExec()
	if err != nil {
		return err
	}
	target, err := exportTarget(dir, webDir)
	if err != nil {
		return err
	}
	version, err := contentVersion(webDir)
	if err != nil {
		return err
	}
	labels, err := server.LoaderWords(os.DirFS(webDir))
	if err != nil {
		return err
	}
	site, err := server.Render(version, base, wasmSize(webDir), labels)
	if err != nil {
		return err
	}

	if err := os.MkdirAll(target, 0o755); err != nil {
		return err
	}
	write := func(name string, body []byte) error {
		return os.WriteFile(filepath.Join(target, name), body, 0o644)
	}
	// The page and its scripts, with a gzipped copy beside each that
	// gains by it, as the wasm files have (a host configured for them
	// sends index.html.gz for index.html).
	writeText := func(name string, body []byte) error {
		if err := write(name, body); err != nil {
			return err
		}
		if gz := gzipped(body); gz != nil {
			return write(name+".gz", gz)
		}
		return nil
	}
	if err := writeText("index.html", site.Page); err != nil {
		return err
	}
	for p, f := range site.Files {
		if err := writeText(strings.TrimPrefix(p, "/"), f.Body); err != nil {
			return err
		}
	}
	if err := writeText("wasm_exec.js", wasmExec); err != nil {
		return err
	}
	if err := write("_headers", hostHeaders(base)); err != nil {
		return err
	}
	words, err := engineWords()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Join(target, "web", filepath.FromSlash(engineWordsDir)), 0o755); err != nil {
		return err
	}
	for name, body := range words {
		if err := writeText(filepath.Join("web", filepath.FromSlash(name)), body); err != nil {
			return err
		}
	}
	for _, name := range files {
		dst := filepath.Join(target, "web", filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		if err := copyFromRoot(root, name, dst); err != nil {
			return err
		}
	}
	return nil
}

// exportFiles returns the files of the web directory (root, named webDir)
// that an export copies, as slash-separated paths below it: every file
// but dotfiles (and what dot-directories hold), the README's pictures
// (readmeShots) and stale precompressed copies (freshCopy).
// A symbolic link counts as the file it leads to inside the directory, as
// the server sends it. It refuses a directory without the built wasm
// files, and one with a link that leads out of it (or nowhere, or to a
// directory) or with anything else that is not a file: an export holds
// only what the web directory holds, and a file left out would break the
// site's offline install.
func exportFiles(root *os.Root, webDir string) ([]string, error) {
	for _, name := range builtWasm {
		info, err := root.Stat(name)
		if err != nil || !info.Mode().IsRegular() || info.Size() == 0 {
			return nil, fmt.Errorf("%s is missing: run `make wasm` to build it", filepath.Join(webDir, name))
		}
	}
	var files []string
	err := fs.WalkDir(root.FS(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := filepath.Join(webDir, filepath.FromSlash(p))
		switch {
		case p == ".":
			return nil
		case strings.HasPrefix(d.Name(), "."):
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		case d.IsDir() && p == readmeShots:
			return fs.SkipDir
		case d.IsDir():
			return nil
		case strings.HasSuffix(p, ".br") || strings.HasSuffix(p, ".gz"):
			if !freshCopy(root, p) {
				return nil
			}
		case d.Type()&fs.ModeSymlink != 0:
			info, err := root.Stat(p)
			if err != nil {
				return fmt.Errorf("%s is a link that leads out of %s, or nowhere: an export copies only what lies inside it", name, webDir)
			}
			if !info.Mode().IsRegular() {
				return fmt.Errorf("%s is a link to something other than a file: an export copies files and directories only", name)
			}
		case !d.Type().IsRegular():
			return fmt.Errorf("%s is not a file (%v): an export copies files and directories only", name, d.Type())
		}
		files = append(files, p)
		return nil
	})
	return files, err
}

// readmeShots is the directory of web/ that holds the README's pictures,
// which the site never shows: an export leaves it out.
const readmeShots = "screenshots"

// freshCopy reports whether p, a precompressed copy (name.br, name.gz),
// is as new as the file it compresses, which exists: what the dev server
// would send for it (staticFiles).
func freshCopy(root *os.Root, p string) bool {
	copyInfo, err := root.Stat(p)
	if err != nil {
		return false
	}
	info, err := root.Stat(strings.TrimSuffix(strings.TrimSuffix(p, ".br"), ".gz"))
	return err == nil && info.Mode().IsRegular() && !stale(copyInfo, info)
}

// stale reports whether a precompressed copy was written before the file
// it compresses: it holds an older version, and is neither sent nor
// exported.
func stale(copyInfo, info fs.FileInfo) bool { return copyInfo.ModTime().Before(info.ModTime()) }

// hostHeaders is the _headers file an export writes for the hosts that
// read one (Netlify, Cloudflare Pages), for base: the wasm files' type,
// and no-cache everywhere, as the dev server sends, so that a new
// version's page never meets an old app.wasm (the service worker keeps
// the app offline).
func hostHeaders(base string) []byte {
	base = "/" + strings.Trim(base, "/")
	if base != "/" {
		base += "/"
	}
	return []byte("# For hosts that read a _headers file (Netlify, Cloudflare Pages).\n" +
		base + "web/*.wasm\n  Content-Type: application/wasm\n" +
		base + "*\n  Cache-Control: no-cache\n")
}

// exportTarget returns dir with its symbolic links resolved, where an
// export writes, or an error when dir is, holds or lies inside the web
// directory (which the export copies), is or holds the current directory
// (the source tree, whose wasm_exec.js it copies), or exists and is not an
// empty directory (the export would overwrite or mix with its files). A
// directory inside the source tree but outside the web directory, such as
// dist/, is fine.
func exportTarget(dir, webDir string) (string, error) {
	target, err := realPath(dir)
	if err != nil {
		return "", fmt.Errorf("-export %s: %w", dir, err)
	}
	src, err := realPath(".")
	if err != nil {
		return "", err
	}
	web, err := realPath(webDir)
	if err != nil {
		return "", fmt.Errorf("web directory: %w", err)
	}
	switch {
	case within(target, web):
		return "", fmt.Errorf("-export %s: that is, or lies inside, the web directory %s, which the export copies: choose another directory, such as dist", dir, webDir)
	case within(src, target):
		return "", fmt.Errorf("-export %s: that is, or holds, the source tree %s, whose files the export would overwrite: choose another directory, such as dist", dir, src)
	case within(web, target):
		return "", fmt.Errorf("-export %s: that holds the web directory %s, whose files the export would overwrite: choose another directory, such as dist", dir, webDir)
	}
	if info, err := os.Stat(target); err == nil && !info.IsDir() {
		return "", fmt.Errorf("-export %s: that is a file, not a directory", dir)
	}
	entries, err := os.ReadDir(target)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return "", fmt.Errorf("-export %s: %w", dir, err)
	case len(entries) > 0:
		return "", fmt.Errorf("-export %s: the directory is not empty (it holds %s): export to a new or empty directory, so that the site neither overwrites nor mixes with other files", dir, entries[0].Name())
	}
	return target, nil
}

// realPath returns p as an absolute path with its symbolic links
// resolved, as far as it exists: the missing part is joined as written.
func realPath(p string) (string, error) {
	p, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	var missing []string
	for {
		real, err := filepath.EvalSymlinks(p)
		if err == nil {
			return filepath.Join(append([]string{real}, missing...)...), nil
		}
		parent := filepath.Dir(p)
		if !errors.Is(err, fs.ErrNotExist) || parent == p {
			return "", err
		}
		missing = append([]string{filepath.Base(p)}, missing...)
		p = parent
	}
}

// within reports whether path is dir or lies inside it; both are clean
// absolute paths.
func within(path, dir string) bool {
	rel, err := filepath.Rel(dir, path)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// copyFromRoot copies the file name of root to the new file dst.
func copyFromRoot(root *os.Root, name, dst string) error {
	in, err := root.Open(name)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
