//go:build !wasm

package server

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/shell"
	"github.com/sudoku-app/sudoku/engine/message"
)

// The site's app.js fetches app.wasm plainly, under any base, and the
// loading label promises no percentage it cannot count.
func TestRenderFetchesWasmPlainly(t *testing.T) {
	shell.Routes(nil)
	for _, base := range []string{"/", "/sub/", "/a/b"} {
		site, err := Render("v1", base, 0, nil)
		if err != nil {
			t.Fatalf("Render(%q): %v", base, err)
		}
		js := site.Files["/app.js"].Body
		want := `fetch("` + strings.TrimSuffix(base, "/") + `/web/app.wasm")`
		if !bytes.Contains(js, []byte(want)) || bytes.Contains(js, []byte(`fetchWithProgress("`)) {
			t.Errorf("base %q: app.js does not fetch app.wasm as %s", base, want)
		}
		if bytes.Contains(site.Page, []byte("%</")) || !bytes.Contains(site.Page, []byte("Loading Sudoku…")) {
			t.Errorf("base %q: the loading label is not as set", base)
		}
	}
}

// The page lets the player pinch-zoom: go-app's viewport forbids it.
func TestRenderLetsThePlayerZoom(t *testing.T) {
	shell.Routes(nil)
	site, err := Render("v1", "/", 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	// go-app writes a tag's attributes in either order.
	content := `content="width=device-width, initial-scale=1, viewport-fit=cover"`
	tags := [][]byte{[]byte(`<meta name="viewport" ` + content + `>`), []byte(`<meta ` + content + ` name="viewport">`)}
	if !bytes.Contains(site.Page, tags[0]) && !bytes.Contains(site.Page, tags[1]) || bytes.Contains(site.Page, []byte("user-scalable")) || bytes.Contains(site.Page, []byte("maximum-scale")) {
		t.Errorf("the page's viewport is not %s", tags[0])
	}
}

// The service worker caches every icon of the manifest, and offline it
// opens the page for an address with a query the cache does not hold.
func TestRenderWorksOfflineWhole(t *testing.T) {
	shell.Routes(nil)
	for _, base := range []string{"/", "/sub/"} {
		site, err := Render("v1", base, 0, nil)
		if err != nil {
			t.Fatalf("Render(%q): %v", base, err)
		}
		worker := site.Files["/app-worker.js"].Body
		manifest := site.Files["/manifest.webmanifest"].Body
		for _, icon := range []string{"web/icon.svg", "web/icon-192.png", "web/icon-512.png"} {
			if !bytes.Contains(manifest, []byte(icon)) || !bytes.Contains(worker, []byte(`"`+strings.TrimSuffix(base, "/")+"/"+icon+`"`)) {
				t.Errorf("base %q: %s is in the manifest, not in the worker's cache", base, icon)
			}
		}
		if !bytes.Contains(worker, []byte(`page.search = "";`)) {
			t.Errorf("base %q: the worker opens no page for an address with a query", base)
		}
		// The page's path without its slash is outside the worker's
		// scope, and a host may not answer it: asked for, it would fail
		// the whole install.
		if base != "/" && bytes.Contains(worker, []byte(`"`+strings.TrimSuffix(base, "/")+`"`)) {
			t.Errorf("base %q: the worker precaches %s", base, strings.TrimSuffix(base, "/"))
		}
	}
}

// whole reports whether the loader has every word of w.
func whole(w goapp.LoaderWords) bool {
	return w.Loading != "" && w.Failed != "" && w.Retry != "" && w.Unsupported != ""
}

// TestLoaderWords reads the loader's words from the site's catalogues,
// and refuses a catalogue that lacks one.
func TestLoaderWords(t *testing.T) {
	labels, err := LoaderWords(os.DirFS("../../web"))
	if err != nil {
		t.Fatal(err)
	}
	english := englishLoader()
	for _, l := range message.Languages[1:] {
		w := labels[l.Tag]
		if w.Loading == english.Loading || w.Failed == english.Failed || w.Unsupported == english.Unsupported || w.Retry == english.Retry || !whole(w) {
			t.Errorf("%s: words %q", l.Tag, w)
		}
	}
	site, err := Render("v1", "/", 0, labels)
	if err != nil {
		t.Fatal(err)
	}
	js := site.Files["/app.js"].Body
	for _, word := range []string{labels["de"].Loading, labels["de"].Failed, labels["de"].Unsupported} {
		if !bytes.Contains(js, []byte(strconv.Quote(word))) {
			t.Errorf("app.js lacks the German %q", word)
		}
	}
	web := fstest.MapFS{}
	all := fmt.Sprintf(`{%q: "x", %q: "x", %q: "x", %q: "x"}`, english.Loading, english.Failed, english.Retry, english.Unsupported)
	for _, l := range message.Languages[1:] {
		web["i18n/"+l.Tag+".json"] = &fstest.MapFile{Data: []byte(all)}
	}
	if _, err := LoaderWords(web); err != nil {
		t.Fatal(err)
	}
	delete(web, "i18n/ko.json")
	if labels, err := LoaderWords(web); err != nil || whole(labels["ko"]) || labels["ja"].Loading != "x" {
		t.Errorf("without ko.json: %q, %v", labels, err)
	}
	web["i18n/ja.json"] = &fstest.MapFile{Data: []byte(fmt.Sprintf(`{%q: "x"}`, english.Loading))}
	if _, err := LoaderWords(web); err == nil || !strings.Contains(err.Error(), "ja.json") {
		t.Errorf("a catalogue without the failure's words: %v", err)
	}
}
