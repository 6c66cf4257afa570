//go:build js && wasm

// Command page is the page's WebAssembly, built as web/app.wasm: it
// registers the app's routes and runs go-app in the browser. The server
// side (the dev server, the static exporter and go-app's Handler) is the
// root's serve.go, built natively.
//
// `make wasm` builds it without go-app's server side, through the go
// command's -overlay that app/goapp/overlay.go writes (app/goapp's doc
// says why and how). Built without it (a plain `go build`), the page
// works the same and is larger, and TestAppWasmLeavesOutTheServer
// (app/e2e) fails.
package main

import (
	"runtime/debug"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"github.com/sudoku-app/sudoku/app/browser"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/shell"
)

// gcPercent is the page's GOGC. A render allocates about 100 KB and the
// live heap is a few MB, so at Go's default of 100 a collection comes every
// twenty clicks or so; in wasm its marking runs on the page's one thread,
// inside the click it lands in. At 400 collections come a quarter as
// often, and the heap may grow to five times what is live (tens of MB at
// most).
const gcPercent = 400

// journalWait is the longest the page waits for IndexedDB at its start
// (a few milliseconds, as a rule) before it plays on localStorage alone.
const journalWait = 2 * time.Second

func main() {
	debug.SetGCPercent(gcPercent)
	store := browser.OpenDurable(game.StoragePrefix, journalWait)
	shell.UseLanguage(store)
	shell.Routes(store)
	app.RunWhenOnBrowser()
}
