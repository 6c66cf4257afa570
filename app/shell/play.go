package shell

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/browser"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/panel/dailypanel"
	"github.com/sudoku-app/sudoku/app/rulesvg"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/stats"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// toggleBench shows the setter's bench in place of the game, or the game
// again.
func (p *gamePage) toggleBench(ctx app.Context) {
	p.setting, p.panel = !p.setting, panelNone
	keepBench(p.tab, p.setting)
	if p.s != nil {
		p.s.mark.drop() // the board comes back drawn afresh: no glow plays again
	}
	if p.setting {
		p.setter.Open(ctx)
	}
}

// benchOpenKey is the key in the tab's storage that says the setter's
// bench is open.
const benchOpenKey = game.StoragePrefix + "bench-open"

// keepBench keeps in tab whether the setter's bench is open, for a reload
// to open it again (benchKept). A tab that keeps nothing (nil, storage
// refused) opens on the game.
func keepBench(tab game.Storage, open bool) {
	if tab == nil {
		return
	}
	if open {
		tab.Set(benchOpenKey, "1") // refused: the next reload opens on the game
		return
	}
	tab.Remove(benchOpenKey)
}

// benchKept reports whether the tab was left with the setter's bench
// open (keepBench).
func benchKept(tab game.Storage) bool {
	if tab == nil {
		return false
	}
	_, ok, _ := tab.Get(benchOpenKey)
	return ok
}

// run carries out a command from the keyboard, the keypad or the buttons
// beside the board.
func (p *gamePage) run(ctx app.Context, cmd board.Command) {
	switch cmd.Kind {
	case board.CmdHelp:
		sheets{p}.set(ctx, panelHelp.toggled(p.panel))
		return
	case board.CmdCloseHelp:
		sheets{p}.set(ctx, panelNone)
		return
	}
	s := p.s
	if s == nil || s.paused && !cmd.Kind.WhilePaused() || s.game.Lost() && editsBoard(cmd.Kind) {
		return // a game lost is over: its board stays as it ended
	}
	switch cmd.Kind {
	case board.CmdMove:
		if s.cardShown() {
			return // the board is under the result card, which has the keyboard
		}
		s.move(cmd.DR, cmd.DC, cmd.Extend)
		// Focus follows the cursor once drawn, for screen readers
		// following the roving tabindex.
		focusCursor(ctx, p, s)
	case board.CmdHint:
		if s.practice != nil {
			drills{p}.act(ctx, actShow) // a practice's hint is its answer
			return
		}
		p.asks.hint(ctx, s)
	case board.CmdSolve:
		if !s.game.Solved() && s.practice == nil && !s.busy {
			s.confirmReveal = true
			// The question takes Solve's place: the keyboard goes to its
			// safe answer, so that a second Enter reveals nothing.
			goapp.AfterRender(ctx, p, func(app.Context) { browser.Focus("#reveal-no") })
		}
	case board.CmdKeepPlaying:
		p.done(ctx, s.do(cmd))
		goapp.AfterRender(ctx, p, func(app.Context) { browser.Focus("#solve") })
	case board.CmdReveal:
		p.asks.solve(ctx, s)
	case board.CmdShareTime:
		l := s.link(false)
		l.Time = s.game.Elapsed()
		browser.CopyText(ctx, p.appURL+"#"+share.Encode(l), func(ctx app.Context, err string) {
			s.status = i18n.T("A link to this puzzle with your time is copied: send it to a friend.")
			if err != "" {
				s.status = i18n.T("Could not copy the link ({{.Error}}).", i18n.Str("Error", err))
			}
			p.Update()
		})
	case board.CmdNewAtLevel:
		starts{p}.show(ctx)
		rules := s.game.Rules()
		level := "" // any, when the puzzle is not graded
		if !s.grade.IsZero() {
			level = s.grade.Level.String()
		}
		p.newGame.GenerateLike(ctx, s.game.Shape().N(), level, generate.VariantOf(s.game.Shape(), &rules))
	case board.CmdNextDaily:
		if s.nextDaily == (game.Daily{}) {
			return
		}
		o, err := dailypanel.Opening(s.nextDaily)
		if err != nil {
			p.errMsg = i18n.T("That daily puzzle cannot be made: {{.Error}}", i18n.Str("Error", words.Error(err)))
			return
		}
		p.openPuzzle(ctx, o)
	case board.CmdKeepMine, board.CmdTakeOffered:
		// Either way the offer is settled: the address keeps the puzzle
		// alone (a reload offers nothing again), and the keyboard, on
		// the banner's button that is gone, goes back to the board.
		p.done(ctx, s.do(cmd))
		p.afterPaint(ctx, settleAddress(s))
		focusCursor(ctx, p, s)
	case board.CmdBackToBoard:
		p.done(ctx, s.do(cmd))
		focusCursor(ctx, p, s) // from the card's button, which is gone
	case board.CmdTryAgain:
		if s.game.Lost() {
			p.replay(ctx, game.Summarize(s.game))
		}
	case board.CmdPause:
		// A finished game's clock has stopped: there is nothing to pause.
		s.paused = !s.paused && !s.game.Ended()
	default:
		p.done(ctx, s.do(cmd))
	}
}

// done takes in what a command did to the open game: an edit drops the
// hint on show and the status's words about the board as it stood (a
// hint's, a mistake's: "First fix row 1, column 1" once it is fixed), is
// announced, and saved once painted.
func (p *gamePage) done(ctx app.Context, o outcome) {
	s := p.s
	say := o.what
	switch {
	case o.edited:
		s.hint = nil
		if s.status == s.boardSaid {
			s.status = ""
		}
		s.boardSaid = ""
		if d, ok := s.game.Daily(); ok && s.game.Solved() {
			s.nextDaily = dailyAfter(p.lib, p.clock.today(), s.game, d)
			if !s.game.Revealed() {
				s.dailyDone = dailySolved(p.lib, p.clock.now(), s.game, d)
			}
		}
		if s.cardShown() {
			// The card is a dialog: the keyboard goes to its first action.
			goapp.AfterRender(ctx, p, func(app.Context) { browser.Focus(".result-actions button:enabled") })
		}
		switch conflicts := s.game.Conflicts(); {
		case s.game.Lost():
			say = lostText()
		case s.game.Solved() && !s.game.Revealed():
			say = i18n.T("Solved!") + " " + s.summary()
		case s.fullButWrong():
			say = fullButWrongText() // whatever the mistake setting
		case len(conflicts) > 0 && s.game.Settings.Mistakes != game.CheckOff:
			// The English of one is that of many, as it always was.
			say += ". " + i18n.N(len(conflicts), "{{.Count}} cell conflicts", "{{.Count}} cells conflict")
			// Not scrolled onto a short phone's screen, as a hint's words
			// are: the cells would move under the finger.
			if broken := s.brokenRule(); broken != "" {
				s.sayOfBoard(broken)
				say += ". " + broken
			}
		}
		p.saves.soon(ctx, s.game)
	case o.saved:
		p.saves.soon(ctx, s.game)
	}
	if say != "" {
		p.live.say(say)
	}
}

// brokenRule says which of a variant's rules the digits on the board
// break, where the red alone would not tell (a knight's move, a dot, a
// cage's total): the rule's sentence beside the board, the first when
// they break several; "" when they break none but classic Sudoku's.
func (s *session) brokenRule() string {
	if !s.game.Variant() {
		return ""
	}
	rules, grid := s.game.Rules(), s.game.Grid()
	broken := rules.BrokenStatements(&grid)
	if len(broken) == 0 {
		return ""
	}
	return i18n.T("A rule is broken: {{.Rule}}", i18n.Str("Rule", board.Statement(broken[0])))
}

// sayUndrawnRules says, as a puzzle opens, the rules its board draws
// nowhere (anti-knight and the like): such a board looks classic, and on
// a phone the rules' words beside it are under the keypad. The first
// edit takes the words away.
func (s *session) sayUndrawnRules() {
	r := s.game.Rules()
	u := rulesvg.Undrawn(&r)
	said := u.Statements(s.game.Shape())
	if len(said) == 0 {
		return
	}
	parts := make([]string, len(said))
	for i, st := range said {
		parts[i] = board.Statement(st)
	}
	s.sayOfBoard(i18n.T("Rules the board does not draw: {{.Rules}}", i18n.Str("Rules", strings.Join(parts, " "))))
}

// editsBoard reports whether a command of kind k changes the board or
// asks the engine about it: what a game lost at the mistake limit no
// longer takes.
func editsBoard(k board.Kind) bool {
	switch k {
	case board.CmdDigit, board.CmdErase, board.CmdUndo, board.CmdRedo, board.CmdFillCandidates, board.CmdClearNotes,
		board.CmdRewind, board.CmdHint, board.CmdSolve, board.CmdReveal, board.CmdTakeOffered, board.CmdShowWrong:
		return true
	}
	return false
}

// fullButWrongText says a full grid is not a solution.
func fullButWrongText() string { return i18n.T("The grid is full, but some digits do not fit.") }

// lostText says that the mistake limit ended the game.
func lostText() string { return i18n.T("Three mistakes: this game is over.") }

// lateDaily is what a daily solved after its day counts for.
func lateDaily() string { return stats.LateDaily() }

// earlyDaily is what a daily solved before its day counts for.
func earlyDaily() string {
	return i18n.T("This puzzle is for a day still to come here: it counts in your statistics, not in your streak.")
}

func (p *gamePage) onKeyDown(ctx app.Context, e app.Event) {
	if (sheets{p}).key(ctx, e) {
		return // a sheet or the menu is open over the board
	}
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

// parseSolution reads a solution the engine sent for a puzzle of shape s
// (panel.ParseSolution).
func parseSolution(line string, s sudoku.Shape) (sudoku.Grid, error) {
	return panel.ParseSolution(line, s)
}
