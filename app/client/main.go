//go:build js && wasm

// Command client is the page's WebAssembly, built as web/app.wasm: it
// registers the app's routes and runs go-app in the browser. The server
// side (the dev server, the static exporter and go-app's Handler) is the
// root's serve.go, built natively.
//
// `make wasm` builds it without go-app's server side, which has no use in
// the browser: the overlay goapp-overlay.json (paths relative to the
// repository root) leaves out go-app's pkg/app/http.go and resource.go (the
// Handler, which links net/http, crypto/tls and text/template) and puts
// _goapp/wasm.go in place of pkg/app/wasm.go: upstream's file without the
// GenerateStaticWebsite stub, which needs the Handler, and with the two
// helpers that the rest of the package takes from http.go. The go command
// refuses to overlay files in the module cache, so the overlay applies to
// a copy of go-app in .cache/go-app, used through an alternate go.mod;
// native builds and tests use go-app as published. _goapp/wasm.go is
// go-app v9.8.0's: `make wasm` stops when go.mod asks for another version
// (GOAPP_VERSION in the Makefile). Built without the overlay (a plain
// `go build`), the client works the same and is larger, and
// TestAppWasmLeavesOutTheServer (app/e2e) fails.
package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	ui "github.com/sudoku-app/sudoku/app"
)

func main() {
	ui.Routes()
	app.RunWhenOnBrowser()
}
