//go:build js && wasm

// Command worker is the engine's Web Worker, built as web/worker.wasm and
// started by web/worker.js. It is only an adapter: each message is a JSON
// protocol.Call, answered by jobs.HandleJSON with one postMessage (a
// protocol.Answer), after any progress reports.
package main

import (
	"context"
	"syscall/js"

	"github.com/sudoku-app/sudoku/app/worker/jobs"
)

func main() {
	handle := js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) == 0 || args[0].Type() != js.TypeString {
			return nil
		}
		post := func(msg string) { js.Global().Call("postMessage", msg) }
		post(jobs.HandleJSON(context.Background(), args[0].String(), post))
		return nil
	})
	// worker.js queues messages that arrive while the module loads and hands
	// them over once the handler is registered.
	js.Global().Call("goWorkerReady", handle)
	select {}
}
