package app

import (
	"cmp"
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/browser"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/job"
	"github.com/sudoku-app/sudoku/app/panel/dailypanel"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/stats"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/logic"
)

// togglePanel opens panel id, or closes it when it is open: the top bar's
// menu.
func (p *gamePage) togglePanel(id panelID) { p.panel = id.toggled(p.panel) }

// toggleBench shows the setter's bench in place of the game, or the game
// again.
func (p *gamePage) toggleBench(ctx app.Context) {
	p.setting, p.panel = !p.setting, panelNone
	if p.setting {
		p.setter.Open(ctx)
	}
}

// run carries out a command from the keyboard, the keypad or the buttons
// beside the board.
func (p *gamePage) run(ctx app.Context, cmd board.Command) {
	switch cmd.Kind {
	case board.CmdHelp:
		p.togglePanel(panelHelp)
		return
	case board.CmdCloseHelp:
		p.panel = panelNone
		return
	}
	s := p.s
	if s == nil || s.paused && !cmd.Kind.WhilePaused() {
		return
	}
	switch cmd.Kind {
	case board.CmdMove:
		if s.cardShown() {
			return // the board is under the result card, which has the keyboard
		}
		s.move(cmd.DR, cmd.DC, cmd.Extend)
		// Focus follows the cursor once drawn, for screen readers
		// following the roving tabindex.
		p.focusCursor(ctx, s)
	case board.CmdHint:
		p.hint(ctx)
	case board.CmdSolve:
		if !s.game.Solved() {
			s.confirmReveal = true
			// The question takes Solve's place: the keyboard goes to its
			// safe answer, so that a second Enter reveals nothing.
			goapp.AfterRender(ctx, p, func(app.Context) { browser.Focus("#reveal-no") })
		}
	case board.CmdKeepPlaying:
		p.done(ctx, s.do(cmd))
		goapp.AfterRender(ctx, p, func(app.Context) { browser.Focus("#solve") })
	case board.CmdReveal:
		p.solve(ctx)
	case board.CmdShareTime:
		l := s.link(false)
		l.Time = s.game.Elapsed()
		browser.CopyText(ctx, p.appURL+"#"+share.Encode(l), func(ctx app.Context, err string) {
			s.status = "A link to this puzzle with your time is copied: send it to a friend."
			if err != "" {
				s.status = "Could not copy the link (" + err + ")."
			}
			p.Update()
		})
	case board.CmdNewAtLevel:
		p.panel = panelNew
		rules := s.game.Rules()
		p.newGame.GenerateLike(ctx, s.game.Shape().N(), levelOf(s.grade), generate.VariantOf(s.game.Shape(), &rules))
	case board.CmdNextDaily:
		if s.nextDaily == (game.Daily{}) {
			return
		}
		o, err := dailypanel.Opening(s.nextDaily)
		if err != nil {
			p.errMsg = "That daily puzzle cannot be made: " + words.Plain(err.Error())
			return
		}
		p.openPuzzle(ctx, o)
	case board.CmdBackToBoard:
		p.done(ctx, s.do(cmd))
		p.focusCursor(ctx, s) // from the card's button, which is gone
	case board.CmdPause:
		// A finished game's clock has stopped: there is nothing to pause.
		s.paused = !s.paused && !s.game.Solved()
	default:
		p.done(ctx, s.do(cmd))
	}
}

// done takes in what a command did to the open game: an edit drops the
// hint on show, is announced, and saved once painted.
func (p *gamePage) done(ctx app.Context, o outcome) {
	s := p.s
	if o.what != "" {
		p.announce = o.what
	}
	switch {
	case o.edited:
		s.hint = nil
		if d, ok := s.game.Daily(); ok && s.game.Solved() {
			s.nextDaily = p.dailyAfter(d)
			if !s.game.Revealed() {
				s.dailyDone = p.dailySolved(d)
			}
		}
		if s.cardShown() {
			// The card is a dialog: the keyboard goes to its first action.
			goapp.AfterRender(ctx, p, func(app.Context) { browser.Focus(".result-actions button:enabled") })
		}
		if s.game.Solved() && !s.game.Revealed() {
			p.announce = "Solved! " + s.summary()
		} else if conflicts := s.game.Conflicts(); len(conflicts) > 0 && s.game.Settings.Mistakes != game.CheckOff {
			p.announce += fmt.Sprintf(". %d cells conflict", len(conflicts))
		}
		p.saves.soon(ctx, s.game)
	case o.saved:
		p.saves.soon(ctx, s.game)
	}
}

// dailySolved says what solving daily d, the open game, just did: the
// streak, with this solve counted, when d is today's; "" when the games
// cannot be read. A daily of another day counts in the statistics only:
// an earlier one, or a later one (a link from a time zone ahead).
func (p *gamePage) dailySolved(d game.Daily) string {
	today := p.today()
	switch {
	case d.Date.Sub(today) > 0:
		return earlyDaily
	case d.Date != today:
		return lateDaily
	}
	sum := live(p.s.game)
	if sum.Finish.At.IsZero() {
		sum.Finish.At = p.now() // as its save, after the paint, will stamp it
	}
	st, err := stats.CountGames(today, p.lib, sum)
	if err != nil {
		return ""
	}
	return st.Streak.Text()
}

// focusCursor moves keyboard focus to the cursor's cell once drawn.
func (p *gamePage) focusCursor(ctx app.Context, s *session) {
	goapp.AfterRender(ctx, p, func(app.Context) {
		if el := app.Window().Get("document").Call("querySelector", fmt.Sprintf("[data-cell='%d']", s.Cursor)); el.Truthy() {
			el.Call("focus", map[string]any{"preventScroll": true})
		}
	})
}

// dailyAfter returns the daily to offer once the open game, daily d, is
// finished (stats.NextDaily): the zero Daily for none, or when the games
// cannot be read.
func (p *gamePage) dailyAfter(d game.Daily) game.Daily {
	games, err := p.lib.List()
	archived, aerr := p.lib.Archived()
	if err != nil || aerr != nil {
		return game.Daily{}
	}
	next, _ := stats.NextDaily(d, p.today(), stats.PlayedDailies(games, archived), live(p.s.game))
	return next
}

// lateDaily and earlyDaily are what a daily solved after its day, or
// before it, counts for.
const (
	lateDaily  = stats.LateDaily
	earlyDaily = "This puzzle is for a day still to come here: it counts in your statistics, not in your streak."
)

// hint moves the hint on (session.nextHint), asking the engine for a new
// one when the player has none on show.
func (p *gamePage) hint(ctx app.Context) {
	s := p.s
	if s.busy || s.game.Solved() {
		return
	}
	if o, ok := s.nextHint(); ok {
		p.done(ctx, o)
		return
	}
	s.busy, p.errMsg = true, ""
	req := job.Request{Op: job.OpHint, Puzzle: s.game.Grid().String(), Givens: s.game.Givens().String(), Rules: s.game.RulesCode(), Notes: s.candidateNotes()}
	p.engine.Post(ctx, req, nil, func(ctx app.Context, resp job.Response) {
		s.busy = false
		switch {
		case p.s != s:
		case len(resp.Mistakes) > 0:
			p.done(ctx, s.showMistakes(resp.Mistakes))
		case resp.Error != "" || resp.Hint == nil:
			s.status = words.Plain(cmp.Or(resp.Error, "the engine found no step to take from here"))
		default:
			p.done(ctx, s.showHint(resp.Hint))
		}
	})
}

// solve reveals the solution, asking the engine for it when it has not
// sent it yet.
func (p *gamePage) solve(ctx app.Context) {
	s := p.s
	if s.busy {
		return
	}
	if s.hasSolution {
		p.done(ctx, s.reveal())
		return
	}
	s.busy, p.errMsg, s.status = true, "", "Solving…"
	puzzle := s.game.Givens()
	p.engine.Post(ctx, puzzleRequest(job.OpSolve, s.game), nil, func(ctx app.Context, resp job.Response) {
		s.busy, s.status = false, ""
		if p.s != s {
			return
		}
		if resp.Error != "" {
			p.errMsg = words.Plain(resp.Error)
			return
		}
		sol, err := parseSolution(resp.Solution, puzzle.Shape())
		if err != nil || sol.Shape() != puzzle.Shape() {
			p.errMsg = "The engine sent back an unreadable solution."
			return
		}
		s.solution, s.hasSolution = sol, true
		p.done(ctx, s.reveal())
		if !resp.Unique {
			s.status += " This puzzle has more than one solution; this is one of them."
		}
	})
}

func (p *gamePage) onKeyDown(ctx app.Context, e app.Event) {
	tag := strings.ToLower(e.Get("target").Get("tagName").String())
	if tag == "input" || tag == "textarea" || tag == "select" {
		return // typing in a form field
	}
	if code := e.Get("code").String(); (code == "Space" || code == "Enter") && (tag == "button" || tag == "summary" || tag == "a") {
		return // pressing the control that has the focus
	}
	if p.explained != nil {
		return // the explanation listens for its own keys
	}
	press := board.ReadKey(e)
	if p.setting {
		if p.setter.Key(ctx, press) {
			e.PreventDefault()
		}
		return
	}
	if p.s == nil {
		return
	}
	cmd, ok := board.KeyCommand(press, board.KeyState{N: p.s.game.Shape().N(), Mode: p.s.mode, Help: p.panel == panelHelp, Card: p.s.cardShown()})
	if !ok {
		return
	}
	e.PreventDefault()
	p.run(ctx, cmd)
}

func (p *gamePage) onBoardDown(ctx app.Context, e app.Event) {
	c, ok := board.CellAt(e)
	if !ok || p.s == nil {
		return
	}
	p.s.Press(c, e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool(), e.Get("shiftKey").Bool())
	if e.Get("pointerType").String() != "mouse" {
		// Touch captures the pointer to the first cell; release it so the
		// drag can be followed across cells.
		e.Get("target").Call("releasePointerCapture", e.Get("pointerId"))
	}
}

// onBoardMove extends the selection while a drag goes on; the board listens
// to pointermove only then.
func (p *gamePage) onBoardMove(ctx app.Context, e app.Event) {
	if p.s == nil {
		return
	}
	if e.Get("buttons").Int() == 0 {
		p.s.Dragging = false
		return
	}
	if c, ok := board.CellAt(e); ok {
		p.s.Drag(c)
	}
}

// levelOf returns the level a grade names ("Hard 4.2 (XY-Wing)" is Hard),
// or "" when it names none.
func levelOf(grade string) string {
	name, _, _ := strings.Cut(grade, " ")
	for _, l := range logic.Levels() {
		if l.String() == name {
			return name
		}
	}
	return ""
}
