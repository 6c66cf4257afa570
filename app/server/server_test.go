//go:build !wasm

package server

import (
	"bytes"
	"os"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

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
	}
}

// TestLoadingLabels reads the loader's label from the site's catalogues,
// and refuses a catalogue that lacks it.
func TestLoadingLabels(t *testing.T) {
	labels, err := LoadingLabels(os.DirFS("../../web"))
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range message.Languages[1:] {
		if labels[l.Tag] == "" || labels[l.Tag] == loadingLabel() {
			t.Errorf("%s: label %q", l.Tag, labels[l.Tag])
		}
	}
	site, err := Render("v1", "/", 0, labels)
	if err != nil {
		t.Fatal(err)
	}
	if js := site.Files["/app.js"].Body; !bytes.Contains(js, []byte(strconv.Quote(labels["de"]))) {
		t.Error("app.js lacks the German label")
	}
	web := fstest.MapFS{}
	for _, l := range message.Languages[1:] {
		web["i18n/"+l.Tag+".json"] = &fstest.MapFile{Data: []byte(`{"Loading Sudoku…": "x"}`)}
	}
	if _, err := LoadingLabels(web); err != nil {
		t.Fatal(err)
	}
	delete(web, "i18n/ko.json")
	if labels, err := LoadingLabels(web); err != nil || labels["ko"] != "" || labels["ja"] != "x" {
		t.Errorf("without ko.json: %q, %v", labels, err)
	}
	web["i18n/ja.json"] = &fstest.MapFile{Data: []byte(`{"New game": "x"}`)}
	if _, err := LoadingLabels(web); err == nil || !strings.Contains(err.Error(), "ja.json") {
		t.Errorf("a catalogue without the label: %v", err)
	}
}
