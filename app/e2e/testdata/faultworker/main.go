//go:build js && wasm

// Command faultworker is a worker.wasm that fails on purpose, for the
// browser tests of the page's worker handling: an explain job panics (the
// Go program dies, as a bug in the engine would kill it), a hint job never
// ends (as a runaway search would). Every other job runs as in the real
// worker.
package main

import (
	"context"
	"encoding/json"
	"syscall/js"

	"github.com/sudoku-app/sudoku/app/worker/jobs"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
)

var spin int

func main() {
	handle := js.FuncOf(func(this js.Value, args []js.Value) any {
		msg := args[0].String()
		var call protocol.Call
		json.Unmarshal([]byte(msg), &call)
		switch call.Op {
		case protocol.OpExplain:
			panic("faultworker: a bug in the engine")
		case protocol.OpHint:
			for {
				spin++ // busy, as a search that never ends
			}
		}
		post := func(m string) { js.Global().Call("postMessage", m) }
		post(jobs.HandleJSON(context.Background(), msg, post))
		return nil
	})
	js.Global().Call("goWorkerReady", handle)
	select {}
}
