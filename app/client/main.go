//go:build js && wasm

// Command client is the page's WebAssembly, built as web/app.wasm: it
// registers the app's routes and runs go-app in the browser. The server
// side (the dev server, the static exporter and go-app's Handler) is the
// root's serve.go, built natively.
//
// `make wasm` builds it against go-app with go-app.patch applied. Published
// go-app compiles its Handler into the browser build as well, and with it
// net/http and crypto/tls, whose initialisers alone keep about 0.4 MB of
// brotli in app.wasm (1.6 MB instead of 1.2). The patch only leaves the
// Handler's files out of GOOS=js builds; it is applied to a copy in .cache/
// used through an alternate go.mod (.cache/client.mod), so that native
// builds and tests use go-app as published. Built without the patch (a
// plain `go build`), the client works the same and is only larger.
package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	ui "github.com/sudoku-app/sudoku/app"
)

func main() {
	ui.Routes()
	app.RunWhenOnBrowser()
}
