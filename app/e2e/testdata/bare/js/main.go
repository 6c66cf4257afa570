//go:build js && wasm

// Command js is a bare page for BenchmarkDaily (bare-js): the least a Go
// program can do to show a board, 81 cells made through syscall/js without
// go-app, built and served as the app is. Its load is what Go's WebAssembly
// costs this browser before any framework.
package main

import (
	"strconv"
	"syscall/js"
)

func main() {
	doc := js.Global().Get("document")
	board := doc.Call("createElement", "div")
	board.Set("className", "board")
	for i := range 81 {
		cell := doc.Call("createElement", "div")
		cell.Set("className", "cell")
		cell.Set("textContent", strconv.Itoa(i%9+1))
		board.Call("appendChild", cell)
	}
	doc.Get("body").Call("appendChild", board)
	select {} // running on, as the app does
}
