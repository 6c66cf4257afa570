// Package shell is the page: one go-app component (gamePage) that holds
// what the rest of the page shares and wires the parts together. It
// compiles natively too (go-app stubs the browser), so it is tested with
// go-app's client tester; app/cmd/page runs it in the browser
// (web/app.wasm), and app/server renders it for serve.go.
//
// The page is one route, "/": the puzzle to show travels in the URL
// fragment (/#<81 characters>, or a share link), so links work on any
// static host.
//
// # Where things live
//
//   - page.go: gamePage, its life (mount, the first board, settling after
//     the start, the clock's seconds) and opening puzzles (a fragment, a
//     panel's Opening, a game played again). view.go draws it; topbar.go
//     draws the top bar, a memo, with the phone's menu; sheet.go opens,
//     closes and draws the panel open as a sheet over the page, which
//     never moves the board, and moves the keyboard's focus with it.
//   - session.go: session, the open game and everything that belongs to
//     it (selection, mode, hint, solution, offered progress, pause). The
//     page replaces it whole when another puzzle opens.
//   - play.go: the commands every key and button gives (board.Command),
//     and what they come to; asks.go: the engine asked about the open game
//     (its solution and grade once it opens, a hint, the solution shown);
//     daily.go: what finishing a daily comes to (the streak, the next);
//     start.go: the page's side of the start sheet (the New panel: Continue,
//     the daily, Paste, Set), which a first visit opens over the sample.
//   - boardview.go: the open game turned into the board's cell states and
//     the keypad's (app/board draws them); completed.go: the brief glow
//     on the houses and digits a player's move completed
//     (game.Game.Completes), which web/app.css plays.
//   - saver.go: saving after the paint; clock.go and theme.go: the page's
//     clock and colour scheme.
//
// The panels (app/panel/...) and the setter's bench (app/setter/bench)
// are components of their own: the page builds each with its data and
// callbacks (open a puzzle, show an explanation, change the settings) and
// hands them the engine's jobs (panel.Jobs). The engine's worker is
// app/worker.
//
// # Contracts
//
// go-app's rules are app/goapp's: input is painted at once (PaintNow,
// Instant), never with ctx.Async or ctx.After; what a key press does not
// change is not drawn again (the cells, the top bar, the keypad and the
// settings are memos, their callbacks handles made once by the page);
// window listeners and the work after a paint render nothing of
// themselves; a second on the clock redraws the top bar alone.
//
// A cold load shows the board first: the engine worker starts, and the
// service worker registers (web/defer-sw.js holds go-app's registration),
// only once the first board is painted (gamePage.onStarted); jobs posted
// before then wait for the worker. Then the page settles a step at a time
// (goapp.InTurn): the saved games are read, old ones summarised, the
// panels drawn once off the page (goapp.Warm).
//
// What the page works on (storage, engine, paint clock) comes in a
// pageEnv: the browser's in production, doubles in tests.
package shell
