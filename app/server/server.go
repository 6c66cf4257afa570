//go:build !wasm

// Package server renders the page's site for the dev server and the
// static exporter (serve.go at the repository's root): go-app's Handler,
// run once per version and base path with requests made of constants,
// its output patched (goapp.PlainWasmFetch, goapp.WithoutOGURL,
// goapp.OfflineAnyQuery, goapp.WithoutBarePath, goapp.Zoomable) and checked. It is native only: app.wasm is built
// without go-app's server side (app/goapp's overlay).
package server

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/shell"
	"github.com/sudoku-app/sudoku/engine/message"
)

// WorkerFiles are the files the engine worker loads, relative to the site
// root; the service worker must precache them for offline use (one missing
// file there breaks the whole install).
var WorkerFiles = []string{"/web/worker.js", "/web/worker.wasm"}

// Site is what go-app's Handler serves for one version of the app under
// one base path, rendered once by Render: the page and go-app's own files.
// Nothing in it comes from a request.
type Site struct {
	// Page is the page pre-rendered for the base path, without og:url (see
	// Render). It serves embed mode too (EmbedQuery): the page reads the
	// query once it runs.
	Page []byte
	// Files are go-app's scripts, web manifest and styles, by URL path
	// below the base: /app.js, /app-worker.js, /manifest.webmanifest and
	// /app.css. Not wasm_exec.js: go-app's copy must not be used.
	Files map[string]File
}

// A File is one of go-app's files, as it is to be sent.
type File struct {
	ContentType string
	Body        []byte
}

// goAppFiles are the files besides the page that go-app's Handler makes,
// and their types.
var goAppFiles = []struct{ path, contentType string }{
	{"/app.js", "text/javascript; charset=utf-8"},
	{"/app-worker.js", "text/javascript; charset=utf-8"},
	{"/manifest.webmanifest", "application/manifest+json"},
	{"/app.css", "text/css; charset=utf-8"},
}

// renderHost is the host of the requests Render makes: a name reserved
// never to resolve (RFC 2606), which must not appear in what it renders.
const renderHost = "sudoku.invalid"

// iconSVG is the manifest's scalable icon.
const iconSVG = "/web/icon.svg"

// Render renders the site for version under base, "/" or a path such as
// "/sudoku/" (see CheckBase), through go-app's Handler, with requests made
// of constants. go-app puts the request's host and URL in the page's
// og:url; the page has no public URL to give there (the dev server runs on
// any address, an export on any host), so Render takes the tag out, and
// Open Graph readers use the URL they fetched. The page's viewport lets
// the player zoom (goapp.Zoomable). Its loader counts app.wasm's download
// against wasmSize, app.wasm's size in bytes (0: unknown, no percentage;
// goapp.PlainWasmFetch). The loader starts the page's language
// (goapp.StartWords), its words in that language when labels (by tag, as
// LoaderWords reads them) has them, else in English. Render fails when
// go-app's output is not as it expects, as after an upgrade of go-app.
func Render(version, base string, wasmSize int64, labels map[string]goapp.LoaderWords) (*Site, error) {
	if err := CheckBase(base); err != nil {
		return nil, err
	}
	h := handler(version, base)
	get := func(target string) ([]byte, error) {
		req := httptest.NewRequest(http.MethodGet, target, nil)
		req.Host = renderHost
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			return nil, fmt.Errorf("server: rendering %s: go-app's handler answered %d", target, rec.Code)
		}
		return rec.Body.Bytes(), nil
	}
	site := &Site{Files: map[string]File{}}
	page, err := get("/")
	if err != nil {
		return nil, err
	}
	if page, err = goapp.WithoutOGURL(page, "http://"+renderHost+"/"); err != nil {
		return nil, fmt.Errorf("server: rendering the page: %w", err)
	}
	if site.Page, err = goapp.Zoomable(page); err != nil {
		return nil, fmt.Errorf("server: rendering the page: %w", err)
	}
	for _, f := range goAppFiles {
		body, err := get(f.path)
		if err != nil {
			return nil, err
		}
		switch f.path {
		case "/app.js":
			if body, err = goapp.PlainWasmFetch(body, base, wasmSize); err != nil {
				return nil, err
			}
			if body, err = goapp.StartWords(body, loaderWords(labels)); err != nil {
				return nil, err
			}
		case "/app-worker.js":
			if body, err = goapp.OfflineAnyQuery(body); err != nil {
				return nil, err
			}
			if base != "/" {
				if body, err = goapp.WithoutBarePath(body, base); err != nil {
					return nil, err
				}
			}
		}
		site.Files[f.path] = File{ContentType: f.contentType, Body: body}
	}
	if bytes.Contains(site.Page, []byte(renderHost)) {
		return nil, fmt.Errorf("server: rendering the page: the request's host is in it")
	}
	for path, f := range site.Files {
		if bytes.Contains(f.Body, []byte(renderHost)) {
			return nil, fmt.Errorf("server: rendering %s: the request's host is in it", path)
		}
	}
	return site, nil
}

// englishLoader is what the loader says in English, the keys of its
// translations.
func englishLoader() goapp.LoaderWords {
	return goapp.LoaderWords{
		Loading:     i18n.T("Loading Sudoku…"),
		Failed:      i18n.T("Sudoku could not load. Check the connection, then reload the page."),
		Retry:       i18n.T("Reload"),
		Unsupported: i18n.T("This browser cannot run Sudoku: it has no WebAssembly (too old, or turned off by a security setting). Open the page in an up-to-date browser."),
	}
}

// loadingLabel is the loader's label in English.
func loadingLabel() string { return englishLoader().Loading }

// loaderWords is what the loader needs to start a language, its words
// those of labels and the English ones.
func loaderWords(labels map[string]goapp.LoaderWords) goapp.Words {
	w := goapp.Words{Labels: map[string]goapp.LoaderWords{}, SavedKey: game.LanguageKey}
	for _, l := range message.Languages {
		w.Tags = append(w.Tags, l.Tag)
		if message.Dir(l.Tag) == "rtl" {
			w.RTL = append(w.RTL, l.Tag)
		}
		if words, ok := labels[l.Tag]; ok {
			w.Labels[l.Tag] = words
		}
	}
	w.Labels[message.Fallback] = englishLoader()
	return w
}

// LoaderWords reads what the loader says in each language from the
// page's catalogues in web (i18n/<tag>.json, as the site serves them
// under /web/), by tag. A language without a catalogue has none (a site
// of other pages, or a test's); a catalogue that does not read, or lacks
// one of the loader's words, is an error that names it.
func LoaderWords(web fs.FS) (map[string]goapp.LoaderWords, error) {
	english := englishLoader()
	labels := map[string]goapp.LoaderWords{}
	for _, l := range message.Languages[1:] {
		name := "i18n/" + l.Tag + ".json"
		data, err := fs.ReadFile(web, name)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("server: the loader's words: %w", err)
		}
		c, err := message.Parse(data, message.Plural(l.Tag))
		if err != nil {
			return nil, fmt.Errorf("server: the loader's words: web/%s: %w", name, err)
		}
		var words goapp.LoaderWords
		for _, w := range []struct {
			to  *string
			key string
		}{
			{&words.Loading, english.Loading},
			{&words.Failed, english.Failed},
			{&words.Retry, english.Retry},
			{&words.Unsupported, english.Unsupported},
		} {
			e, _, ok := c.Lookup(w.key)
			if !ok || e.Plural() {
				return nil, fmt.Errorf("server: the loader's words: web/%s has no %q", name, w.key)
			}
			*w.to = e.Form(message.PluralOther).Literal()
		}
		labels[l.Tag] = words
	}
	return labels, nil
}

// CheckBase reports an error unless base is a URL path the site can be
// served under: "/", or names made of letters, digits and - . _ ~ between
// slashes, none of them . or .., such as "/sudoku/" ("/sudoku" means the
// same). go-app writes the base into HTML, JavaScript and JSON without
// escaping it, so nothing else is safe there.
func CheckBase(base string) error {
	bad := func() error {
		return fmt.Errorf("base path %q: want / or names made of letters, digits and - . _ ~ between slashes, such as /sudoku/", base)
	}
	if !strings.HasPrefix(base, "/") {
		return bad()
	}
	if base == "/" {
		return nil
	}
	for _, name := range strings.Split(strings.TrimSuffix(base[1:], "/"), "/") {
		if name == "" || name == "." || name == ".." {
			return bad()
		}
		for _, c := range name {
			if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.ContainsRune("-._~", c)) {
				return bad()
			}
		}
	}
	return nil
}

// handler returns the go-app handler that serves the page from the URL
// path base: "/" for the site root, or a sub-path such as "/sub/" for a
// static export hosted there. version must change whenever a served file
// does (serve.go hashes them), or browsers keep running a stale app.wasm.
func handler(version, base string) *app.Handler {
	base = strings.Trim(base, "/")
	root := "/"
	var resources app.ResourceProvider
	var cacheable []string
	if base != "" {
		root = "/" + base + "/"
		resources = app.CustomProvider("", "/"+base)
		// go-app precaches the page as "/sub" (which Render takes out:
		// goapp.WithoutBarePath); a browser asks for "/sub/".
		cacheable = append(cacheable, root)
	}
	cacheable = append(cacheable, root+"?"+shell.EmbedQuery)
	// go-app resolves these under the base itself. It precaches the
	// manifest's PNG icons, not its SVG one.
	cacheable = append(cacheable, WorkerFiles...)
	cacheable = append(cacheable, iconSVG)
	return &app.Handler{
		Name:            "Sudoku",
		ShortName:       "Sudoku",
		Title:           "Sudoku",
		Description:     "Play, solve, explain and generate Sudoku puzzles, offline.",
		Lang:            "en",
		BackgroundColor: "#f7f5f0",
		ThemeColor:      "#f7f5f0",
		LoadingLabel:    loadingLabel(), // the percentage follows it: see goapp.PlainWasmFetch
		Icon: app.Icon{
			Default: "/web/icon-192.png",
			Large:   "/web/icon-512.png",
			SVG:     iconSVG,
		},
		// The browser fetches app.wasm while it parses the page, not only
		// once app.js has run: on a real network that download is most of
		// a cold load. At low priority, so that it waits for the styles and
		// scripts the page needs first instead of slowing them down
		// (measured in BENCHMARKS.md, issue 6).
		RawHeaders: []string{
			`<link rel="preload" href="` + root + `web/app.wasm" as="fetch" type="application/wasm" crossorigin="anonymous" fetchpriority="low">`,
			"<style>" + board.HighlightCSS() + "</style>",
		},
		Styles:                  []string{"/web/app.css"},
		Scripts:                 []string{"/web/storage-guard.js", "/web/defer-sw.js"}, // run before go-app starts
		CacheableResources:      cacheable,
		Version:                 version,
		Resources:               resources,
		WasmContentLengthHeader: UncompressedLengthHeader,
		// An open page asks for a new version this often, and when the
		// player comes back to it (web/defer-sw.js).
		AutoUpdateInterval: time.Hour,
	}
}

// UncompressedLengthHeader carries a precompressed file's original size, so
// the loading progress counts the bytes the browser actually sees.
const UncompressedLengthHeader = "X-Uncompressed-Length"
