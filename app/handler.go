//go:build !wasm

// The server side of the page, for serve.go. Not in app.wasm: the client
// is built without go-app's Handler (see app/client/main.go).

package app

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// WorkerFiles are the files the engine worker loads, relative to the site
// root; the service worker must precache them for offline use (one missing
// file there breaks the whole install).
var WorkerFiles = []string{"/web/worker.js", "/web/worker.wasm"}

// Handler returns the go-app handler that serves the page from the URL
// path base: "/" for the site root, or a sub-path such as "/sub/" for a
// static export hosted there. version must change whenever a served file
// does (serve.go hashes them), or browsers keep running a stale app.wasm.
func Handler(version, base string) *app.Handler {
	base = strings.Trim(base, "/")
	root := "/"
	var resources app.ResourceProvider
	var cacheable []string
	if base != "" {
		root = "/" + base + "/"
		resources = app.CustomProvider("", "/"+base)
		// go-app precaches the page as "/sub"; a browser asks for "/sub/".
		cacheable = append(cacheable, root)
	}
	cacheable = append(cacheable, root+"?"+EmbedQuery)
	// go-app resolves these under the base itself.
	cacheable = append(cacheable, WorkerFiles...)
	return &app.Handler{
		Name:            "Sudoku",
		ShortName:       "Sudoku",
		Title:           "Sudoku",
		Description:     "Play, solve, explain and generate Sudoku puzzles, offline.",
		Lang:            "en",
		BackgroundColor: "#f7f5f0",
		ThemeColor:      "#f7f5f0",
		LoadingLabel:    "Loading Sudoku… {progress}%",
		Icon: app.Icon{
			Default: "/web/icon-192.png",
			Large:   "/web/icon-512.png",
			SVG:     "/web/icon.svg",
		},
		// The browser fetches app.wasm while it parses the page, not only
		// once app.js has run: on a real network that download is most of
		// a cold load. At low priority, so that it waits for the styles and
		// scripts the page needs first instead of slowing them down (at high
		// priority, a cold load on localhost took 0.1 s longer).
		RawHeaders: []string{
			`<link rel="preload" href="` + root + `web/app.wasm" as="fetch" type="application/wasm" crossorigin="anonymous" fetchpriority="low">`,
			"<style>" + HighlightCSS() + "</style>",
		},
		Styles:                  []string{"/web/app.css"},
		Scripts:                 []string{"/web/storage-guard.js", "/web/defer-sw.js"}, // run before go-app starts
		CacheableResources:      cacheable,
		Version:                 version,
		Resources:               resources,
		WasmContentLengthHeader: UncompressedLengthHeader,
	}
}

// UncompressedLengthHeader carries a precompressed file's original size, so
// the loading progress counts the bytes the browser actually sees.
const UncompressedLengthHeader = "X-Uncompressed-Length"
