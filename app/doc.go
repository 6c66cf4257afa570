// Package app is the browser UI: go-app components for the page, and the
// client that runs engine jobs in a Web Worker. It compiles natively too
// (go-app stubs the browser), so components are tested with
// app.NewClientTester. app/client runs it in the browser (web/app.wasm) and
// the root serve.go serves it; both import it under the alias ui.
//
// The page is one route, "/": the puzzle to show travels in the URL
// fragment (/#<81 characters>), so links work on any static host.
//
// # Where things live
//
//   - page.go: gamePage, the page's shell: its life cycle, opening puzzles,
//     the library of saved games, the settings. view.go draws it.
//   - session.go: session, the open game and everything that belongs to
//     it (selection, mode, hint, solution, offered progress, pause). The
//     page replaces it whole when another puzzle opens.
//   - play.go: the commands every key and button gives (keys.go maps keys
//     to them), hints and solving through the engine, pointer input.
//   - board.go: the board and its cells; topbar.go, keypad.go: the top
//     bar and the keypad. A variant's rules: rulesdraw.go draws them (one
//     SVG layer under the digits) and says them in words for each cell's
//     label; variantview.go keeps that per game (session.rules).
//   - The panels, one component each, with their own state, handlers and
//     render: newpanel.go (New), pastepanel.go (Paste), sharepanel.go
//     (Share), gamespanel.go (Games), dailypanel.go (Daily: the day's
//     puzzles, app/daily), statspanel.go (Statistics, app/stats, and the
//     backup files), explain.go (Explanation, shown in place of the game),
//     settingspanel.go (Settings), helppanel.go (Help: the key map,
//     keyMap, and the engine's levels). They reach the page
//     through callbacks: open a puzzle, show an explanation, change the
//     settings; and post their own jobs to the engine (jobRunner).
//   - app/setter/bench: the setter's bench (Set), shown in place of the
//     game: a draft (app/setter: givens, rules, undo) on a board of its
//     own, its tools, and the engine's live answers about it (the count,
//     the true candidates, the rating), each for the draft's revision it
//     was asked about. The page hands it the keys and the open game's
//     puzzle, and draws its Share panel.
//   - engine.go: the Web Worker client; saver.go: saving after the paint;
//     storage.go: localStorage; clipboard.go: copying; files.go: saving
//     and reading files; paint.go: painting input at once; memo.go: memos.
//
// # Contracts
//
// Input is rendered at once (instant, paintNow) instead of on go-app's
// frame ticker, so a key press is painted in the next frame; the page
// therefore never uses ctx.Async or ctx.After, which that would wait for.
//
// What need not show is not drawn: a window listener (listen) and the work
// after a paint (afterPaint: a save, the address bar) render nothing of
// themselves, and a second on the clock redraws the top bar alone, so
// that a click never waits for a render of the whole page it did not ask
// for.
//
// What a key press does not change is not drawn again: the cells, the top
// bar, the keypad and the settings are memos (memo.go), components drawn
// from a comparable state, which go-app skips while that state is
// unchanged. Their callbacks are handles made once by the page.
//
// A component that changes outside its own event handlers (a job's reply,
// a callback into the page) calls its own Update: go-app updates only the
// component an event came from.
//
// A cold load shows the board first: the engine worker starts, and the
// service worker registers (web/defer-sw.js holds go-app's registration),
// only once the first board is painted (gamePage.onStarted); jobs posted
// before then wait for the worker.
//
// What the page works on (storage, engine, paint clock) comes in a
// pageEnv: the browser's in production, doubles in tests.
package app
