package app

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// Routes registers the app's only route. Call it before
// app.RunWhenOnBrowser, natively and in the browser alike.
func Routes() {
	app.RouteFunc("/", func() app.Composer { return newGamePage() })
}

// WorkerFiles are the files the engine worker loads, relative to the site
// root; the service worker must precache them for offline use (one missing
// file there breaks the whole install).
var WorkerFiles = []string{"/web/worker.js", "/web/worker.wasm"}

// Handler returns the go-app handler that serves the page. version must
// change whenever a served file does (serve.go hashes them), or browsers
// keep running a stale app.wasm; resources locates static files (nil means
// web/ under the site root).
func Handler(version string, resources app.ResourceProvider) *app.Handler {
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
		Styles:                  []string{"/web/app.css"},
		Scripts:                 []string{"/web/storage-guard.js"}, // runs before go-app starts
		CacheableResources:      append([]string(nil), WorkerFiles...),
		Version:                 version,
		Resources:               resources,
		WasmContentLengthHeader: UncompressedLengthHeader,
	}
}

// UncompressedLengthHeader carries a precompressed file's original size, so
// the loading progress counts the bytes the browser actually sees.
const UncompressedLengthHeader = "X-Uncompressed-Length"
