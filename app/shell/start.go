package shell

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/panel/gamespanel"
	"github.com/sudoku-app/sudoku/app/panel/newpanel"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/stats"
	"github.com/sudoku-app/sudoku/app/words"
)

// starts is the page's side of the start sheet (the New panel), beyond
// the new puzzles the panel makes itself: Continue back to the game in
// progress, today's daily, Paste and Set. The sheet opens on a first
// visit (no saved game and no puzzle in the link) over the sample
// puzzle, which is no game until its first move, and from New.
type starts struct{ p *gamePage }

// show opens the start sheet (sheets.set), offering Continue when a game
// is in progress. The page keeps the panel, so what Continue goes back to
// is set before it goes on the page.
func (st starts) show(ctx app.Context) {
	p := st.p
	sheets{p}.set(ctx, panelNew)
	what := ""
	if s, _, ok := st.continuable(); ok {
		what = i18n.T("{{.Game}}, {{.Time}}", i18n.Str("Game", gamespanel.Title(s)), i18n.Str("Time", stats.GameTime(s)))
	}
	p.newGame.Continuing(what)
}

// continuable returns the game Continue goes back to: the open game when
// it is in progress (it has a move and is not over; onBoard), or else the
// game in progress played last; ok is false when there is none. Cost: the
// library's List when the open game is not in progress (nothing when the
// saved games did not change since it last listed them).
func (st starts) continuable() (s game.Summary, onBoard, ok bool) {
	g := st.p.playing()
	if g != nil && g.Started() && !over(g) {
		return game.Summarize(g), true, true
	}
	games, err := st.p.lib.List()
	if err != nil {
		return game.Summary{}, false, false
	}
	for _, s := range games { // those in progress first, the last played first
		if s.Finished {
			break
		}
		if g == nil || s.ID != game.ID(g) {
			return s, false, true
		}
	}
	return game.Summary{}, false, false
}

// over reports whether game g is over: finished, solved or revealed.
func over(g *game.Game) bool {
	_, finished := g.Finished()
	return finished
}

// resume is Continue: it puts the start sheet away over the game in
// progress, or opens the game in progress played last.
func (st starts) resume(ctx app.Context) {
	p := st.p
	s, onBoard, ok := st.continuable()
	if !ok || onBoard {
		sheets{p}.set(ctx, panelNone) // the keyboard goes back to the board
		goapp.PaintNow(ctx, p)
		return
	}
	givens, rules, err := game.ParseID(s.ID)
	if err != nil {
		p.errMsg = i18n.T("That game cannot be opened: {{.Error}}", i18n.Str("Error", words.Error(err)))
		goapp.PaintNow(ctx, p)
		return
	}
	p.openPuzzle(ctx, panel.Opening{Link: share.Link{Puzzle: givens, Rules: rules, Daily: s.Daily}})
}

// sheet returns what the start sheet's other buttons do.
func (st starts) sheet() newpanel.Starts {
	p := st.p
	return newpanel.Starts{
		Continue: st.resume,
		Daily:    func(ctx app.Context) { p.menu.Call(ctx, panelDaily) },
		Paste:    func(ctx app.Context) { p.menu.Call(ctx, panelPaste) },
		Set: func(ctx app.Context) {
			if p.setting { // the bench is on show already, under the sheet
				sheets{p}.set(ctx, panelNone)
				goapp.PaintNow(ctx, p)
				return
			}
			p.bench.Call(ctx, struct{}{})
		},
	}
}
