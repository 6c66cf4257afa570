//go:build !wasm

package server

import (
	"bytes"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/app/shell"
)

// The site's app.js fetches app.wasm plainly, under any base, and the
// loading label promises no percentage it cannot count.
func TestRenderFetchesWasmPlainly(t *testing.T) {
	shell.Routes(nil)
	for _, base := range []string{"/", "/sub/", "/a/b"} {
		site, err := Render("v1", base, 0)
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
	site, err := Render("v1", "/", 0)
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
		site, err := Render("v1", base, 0)
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
