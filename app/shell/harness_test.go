package shell

import (
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// pageTest is a page mounted in go-app's client tester, with its games in
// memory, the test engine, and edits saved once "painted": at the next
// dispatch, as afterPaint does in the browser.
type pageTest struct {
	t      testing.TB
	p      *gamePage
	store  *game.MemoryStorage
	engine *apptest.Engine
	disp   app.ClientDispatcher
}

func newPageTest(t testing.TB, store *game.MemoryStorage) *pageTest {
	if store == nil {
		store = &game.MemoryStorage{}
	}
	e := &apptest.Engine{}
	p := newGamePage(pageEnv{storage: store, engine: e, afterPaint: goapp.NextDispatch})
	pt := &pageTest{t: t, p: p, store: store, engine: e}
	pt.disp = apptest.Mount(t, p)
	return pt
}

// do runs f with the page's context, as one of the page's event handlers
// runs, then everything it set off, and renders.
func (pt *pageTest) do(f func(ctx app.Context)) { apptest.Act(pt.disp, pt.p, f) }

// open opens a puzzle as the address bar's fragment does.
func (pt *pageTest) open(fragment string) {
	pt.do(func(ctx app.Context) { pt.p.open(ctx, fragment) })
}

// run gives the page a command, as a key or a button does.
func (pt *pageTest) run(cmd board.Command) {
	pt.do(func(ctx app.Context) { pt.p.run(ctx, cmd) })
}

// openPanel toggles panel id, as its button in the top bar does.
func (pt *pageTest) openPanel(id panelID) {
	pt.do(func(ctx app.Context) { pt.p.menu.Call(ctx, id) })
}

// toggleBench opens or closes the setter's bench, as Set does.
func (pt *pageTest) toggleBench() {
	pt.do(func(ctx app.Context) { pt.p.bench.Call(ctx, struct{}{}) })
}

// enter selects cell c alone and gives it digit d in mode m.
func (pt *pageTest) enter(c sudoku.Cell, d sudoku.Digit, m game.Mode) {
	pt.p.s.Select(c, false)
	pt.run(board.Command{Kind: board.CmdDigit, Digit: d, Mode: m})
}
