// Package app is the browser UI: go-app components for the board and the
// page, and the client that runs engine jobs in a Web Worker. It compiles
// natively too (go-app stubs the browser), so components are tested with
// app.NewClientTester. app/client runs it in the browser (web/app.wasm) and
// the root serve.go serves it; both import it under the alias ui.
//
// The page is one route, "/": the puzzle to show travels in the URL
// fragment (/#<81 characters>), so links work on any static host.
//
// Input is rendered at once (gamePage.instant, paintNow) instead of on
// go-app's frame ticker, so a key press is painted in the next frame; the
// page therefore never uses ctx.Async or ctx.After, which that would wait
// for.
//
// What a key press does not change is not drawn again: the cells, the top
// bar, the keypad and the settings are memos (memo.go), components drawn
// from a comparable state, which go-app skips while that state is
// unchanged.
//
// A cold load shows the board first: the engine worker starts, and the
// service worker registers (web/defer-sw.js holds go-app's registration),
// only once the first board is painted (gamePage.onStarted); jobs posted
// before then wait for the worker.
package app
