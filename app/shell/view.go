package shell

import (
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/panel/dailypanel"
	"github.com/sudoku-app/sudoku/app/panel/gamespanel"
	"github.com/sudoku-app/sudoku/app/panel/helppanel"
	"github.com/sudoku-app/sudoku/app/panel/settingspanel"
	"github.com/sudoku-app/sudoku/app/panel/sharepanel"
	"github.com/sudoku-app/sudoku/app/panel/statspanel"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/stats"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// panelID names a panel that opens as a sheet over the page, one at a
// time (sheets).
type panelID uint8

const (
	panelNone panelID = iota
	panelNew
	panelPaste
	panelShare
	panelGames
	panelHelp
	panelDaily
	panelStats
	panelLearn
	panelCount // how many IDs there are, panelNone's included
)

// toggled returns the panel open once id is toggled while open is.
func (id panelID) toggled(open panelID) panelID {
	if id == open {
		return panelNone
	}
	return id
}

// Render draws the page. Conditional parts sit in containers that are
// always there, or come last among their siblings: go-app matches children
// by position, so a part appearing before others would shift their DOM
// nodes (and keyboard focus, and an open <details>) onto different elements.
// The page is drawn in parts, one function each, which V8's optimising
// compiler handles better than one large one. The panel open is a sheet
// over the page (sheets), and the banners and notices sit beside the
// board (renderBars): neither moves it.
func (p *gamePage) Render() app.UI {
	// While a sheet is open the game under it is inert: no click, no Tab,
	// no screen reader reaches it. The wrapper takes no box of its own.
	sheet, open := sheets{p}.render()
	play := app.Div().Class("play-wrap")
	if open {
		play = play.Attr("inert", true)
	}
	return app.Div().Class("page", map[bool]string{true: "embedded"}[p.embedded]).Body(
		p.topbarSlot.View(p.topbarState()),
		play.Body(
			p.renderPlay(),
			// The setter's bench and an explanation draw their own
			// controls: the banners go under them.
			panel.When(p.setting || p.explained != nil, p.renderBars),
		),
		sheet,
		p.live.render(),
	)
}

func (p *gamePage) topbarState() topbarState {
	s := p.s
	st := topbarState{embedded: p.embedded, panel: p.panel, hasGame: s != nil, setting: p.setting, run: p.commands, menu: p.menu, bench: p.bench,
		menuOpen: p.menuOpen, phoneMenu: p.phoneMenu, menuTap: p.menuTap}
	if p.setting {
		st.level = i18n.T("Setter's bench")
	}
	if s == nil || p.setting {
		return st
	}
	if p.embedded {
		st.fullApp = p.appURL + "#" + share.Encode(s.link(false))
	}
	if s.practice != nil {
		if p.explained == nil { // an example of another technique says its own
			st.level = i18n.T("Practice: {{.Technique}}", i18n.Str("Technique", s.practice.lesson.Title))
		}
		return st
	}
	if p.explained == nil {
		st.level, st.clock, st.paused, st.finished = s.grade.Label(), true, s.paused, s.game.Ended()
		if s.game.Settings.MistakeLimit {
			st.strikes = i18n.T("Mistakes {{.Made}}/{{.Most}}", i18n.Num("Made", s.game.Strikes()), i18n.Num("Most", game.MaxStrikes))
		}
		if d, ok := s.game.Daily(); ok {
			st.level = daily.Name(d.Date, d.Level)
		}
		st.elapsed, st.hideTimer = stats.Clock(s.game.Elapsed()), s.game.Settings.HideTimer
	}
	return st
}

// renderBars draws the banners and notices: at the head of the controls
// beside the board, so that none moves the board; on a phone the CSS
// puts them after the keys, so that none moves a key either.
func (p *gamePage) renderBars() app.UI {
	s := p.s
	var notices []string
	if s != nil && s.notice != "" {
		notices = append(notices, s.notice)
	}
	if n := p.saves.notice(); n != "" {
		notices = append(notices, n)
	}
	return app.Div().Class("bars").Body(
		panel.When(s != nil && s.offered != nil, func() app.UI { return offerBanner(p.commands) }),
		panel.When(s != nil && s.friendTime > 0 && !s.game.Solved(), func() app.UI {
			return app.Div().Class("banner").ID("friend-time").
				Text(i18n.T("A friend solved this puzzle in {{.Time}}. Can you beat it?", i18n.Str("Time", stats.Clock(s.friendTime))))
		}),
		panel.When(p.updatable, updateBanner),
		app.If(len(notices) > 0, app.Div().Class("notice").Attr("role", "status").Text(strings.Join(notices, " "))),
	)
}

// showsTime reports whether the panel shows the open game's time so far,
// which changes with every second on the clock.
func (id panelID) showsTime() bool { return id == panelGames || id == panelDaily }

// panelOf returns panel id made with the page's props, nil for none: a
// sheet mounts it at the panel's first opening, and then hands its props
// to the one on the page (sheets.render).
func (p *gamePage) panelOf(id panelID) app.UI {
	switch {
	case id == panelNew:
		return p.newGame
	case id == panelPaste:
		return p.paste
	case id == panelShare && p.s != nil:
		return sharepanel.New().Link(p.s.link(true)).At(p.appURL).Jobs(p.engine)
	case id == panelGames:
		return gamespanel.New().From(p.lib).Playing(live(p.playing())).Clock(p.lib.Now).OnReplay(p.replay)
	case id == panelDaily:
		return dailypanel.New().From(p.lib).On(p.clock.today()).Playing(live(p.playing())).OnOpen(p.openPuzzle)
	case id == panelStats:
		return statspanel.New().From(statsGames{p.lib, &p.statsCount, liveStamped(p.playing(), p.clock.now())}).On(p.clock.today()).Saving(p.saves.notice())
	case id == panelLearn:
		return p.learn
	case id == panelHelp:
		n := 9 // no game: the classic board's keys
		if p.s != nil {
			n = p.s.game.Shape().N()
		}
		return helppanel.New().Board(n)
	}
	return nil
}

// playing returns the open game, nil for none: a practice board is no
// game of the player's (the panels list and count theirs as saved).
func (p *gamePage) playing() *game.Game {
	if p.s == nil || p.s.practice != nil {
		return nil
	}
	return p.s.game
}

// live describes the open game g as it stands, for a panel that lists
// or counts games: the zero Summary (no ID) when there is none, or when
// it is untouched (game.Game.Started), which is no game yet.
func live(g *game.Game) game.Summary {
	if g == nil || !g.Started() {
		return game.Summary{}
	}
	return game.Summarize(g)
}

// liveStamped returns live(g) with a finish the library's next save has
// yet to stamp (game.Game.StampDue) stamped now, as that save will: so
// that the statistics opened in between count the game solved, not
// finished in a way not known.
func liveStamped(g *game.Game, now time.Time) game.Summary {
	sum := live(g)
	if g != nil && g.StampDue() && sum.Finish.At.IsZero() {
		sum.Finish.At = now
	}
	return sum
}

// statsGames is the saved games as the Statistics panel counts them: the
// library, counted with the open game, live, as it stands through the
// count the page keeps, so that opening Statistics again counts nothing
// while no game changed.
type statsGames struct {
	*game.Library
	count *stats.Count
	live  game.Summary
}

func (g statsGames) Count(today daily.Date, width, height int) (stats.Stats, string, error) {
	return g.count.Of(today, g.Library, g.live, width, height)
}

// offerBanner offers the progress a shared link brought for a puzzle the
// player has going already.
func offerBanner(run *goapp.Handle[board.Command]) app.UI {
	return app.Div().Class("banner").ID("offer").Body(
		app.Span().Text(i18n.T("You already have this puzzle in progress, so your game was kept.")),
		app.Button().Class("btn").ID("take-offered").Text(i18n.T("Open the shared progress instead")).OnClick(run.On(board.Command{Kind: board.CmdTakeOffered})),
		app.Button().Class("btn").ID("keep-mine").Text(i18n.T("Keep mine")).OnClick(run.On(board.Command{Kind: board.CmdKeepMine})),
	)
}

func updateBanner() app.UI {
	return app.Div().Class("banner").ID("update").Body(
		app.Span().Text(i18n.T("A new version is ready.")),
		app.Button().Class("btn").ID("update-reload").Text(i18n.T("Reload")).OnClick(func(ctx app.Context, e app.Event) { ctx.Reload() }),
	)
}

// renderPlay draws the board and, beside it, the controls; or the
// explanation on show in their place.
func (p *gamePage) renderPlay() app.UI {
	if p.explained != nil {
		return p.explained
	}
	if p.setting {
		var givens sudoku.Grid // none: no game is open
		var rules sudoku.Rules
		if g := p.playing(); g != nil {
			givens, rules = g.Givens(), g.Rules()
		}
		return p.setter.Playing(givens, rules)
	}
	s := p.s
	if s == nil {
		return app.Main().Class("play").Body(
			app.Div().Class("board-placeholder").Text(map[bool]string{true: i18n.T("Reading the puzzle…"), false: i18n.T("No puzzle to show")}[p.reading]),
			app.Aside().Class("controls").Body(p.renderBars(), app.P().Class("error").Attr("role", "alert").Text(p.errMsg)),
		)
	}
	return app.Main().Class("play").Body(
		app.Div().Class("board-area").Body(
			p.renderBoard(),
			panel.When(s.paused, func() app.UI { return pausedOverlay(p.commands) }),
			panel.When(s.cardShown(), func() app.UI { return resultCard(s, p.commands) }),
		),
		app.Aside().Class("controls").Body(
			p.renderBars(),
			// Always there, so the controls after it keep their elements.
			app.Div().Class("practice-slot").Body(panel.When(s.practice != nil || p.practising != nil, func() app.UI {
				return practiceBar(s, p.practising, p.practiceAct)
			})),
			verdict(s, p.commands),
			p.keypadSlot.View(s.keypad(p.commands, &p.keypadParts)),
			renderActions(s, p.commands),
			// What a hint or a move says, right under Hint: above a
			// variant's rules, which on a phone would push it off the
			// screen.
			app.P().Class("status").Attr("role", "status").Text(s.status),
			app.P().Class("error").Attr("role", "alert").Text(p.errMsg),
			board.RulesText(s.rules()),
			panel.When(!p.embedded, func() app.UI {
				return p.settingsSlot.View(settingspanel.New().Settings(s.game.Settings).Open(p.settingsOpen).
					OnChange(p.settingsChanged).OnToggle(p.settingsToggled).Language(p.language).OnLanguage(p.languageChosen))
			}),
		),
	)
}

// verdict says at once, whatever the mistake setting, that a full grid is
// not a solution, and offers to show where; the clock runs on. It is a
// container always there (empty otherwise), so the controls after it keep
// their elements.
func verdict(s *session, run *goapp.Handle[board.Command]) app.UI {
	return app.Div().Class("verdict").ID("verdict").Body(panel.When(s.fullButWrong(), func() app.UI {
		return app.Div().Class("verdict-full").Attr("role", "alert").Body(
			app.P().Text(fullButWrongText()),
			panel.When(s.shownWrong == nil, func() app.UI {
				return panel.Button("show-wrong", i18n.T("Show where"), false, run.On(board.Command{Kind: board.CmdShowWrong}))
			}),
		)
	}))
}

func pausedOverlay(run *goapp.Handle[board.Command]) app.UI {
	return app.Div().Class("overlay").Body(
		app.P().Text(i18n.T("Paused")),
		app.Button().Class("btn", "btn-primary").ID("resume").Text(i18n.T("Resume")).OnClick(run.On(board.Command{Kind: board.CmdPause})),
	)
}

// renderActions draws Hint and Solve, or, once Solve is pressed, the
// question whether to reveal the solution.
func renderActions(s *session, run *goapp.Handle[board.Command]) app.UI {
	if s.confirmReveal {
		return app.Div().Class("actions", "confirm").Attr("role", "alertdialog").Aria("label", i18n.T("Reveal the solution?")).Body(
			app.P().Text(i18n.T("Show the solution? This game will count as revealed, not solved.")),
			panel.Button("reveal-yes", i18n.T("Show the solution"), false, run.On(board.Command{Kind: board.CmdReveal})),
			panel.Button("reveal-no", i18n.T("Keep playing"), false, run.On(board.Command{Kind: board.CmdKeepPlaying})),
		)
	}
	if s.practice != nil {
		return app.Div().Class("actions") // the practice bar's Show me is the hint
	}
	off := s.paused || s.game.Ended()
	return app.Div().Class("actions").Body(
		panel.SteadyButton("hint", i18n.T("Hint"), off, s.busy, run.On(board.Command{Kind: board.CmdHint})),
		panel.SteadyButton("solve", i18n.T("Solve"), off, s.busy, run.On(board.Command{Kind: board.CmdSolve})),
	)
}

// resultCard ends a game: the time, the level and rating, the hints
// used, whether the solution was revealed, a daily's streak, the hardest
// step folded; then the day's next daily, a new puzzle at this level, a
// link to share the time, or the board again. A game lost at the mistake
// limit says so first, and offers Try again.
func resultCard(s *session, run *goapp.Handle[board.Command]) app.UI {
	var title, label string
	switch {
	case s.game.Lost():
		title = i18n.T("Game over")
		label = title
	case s.game.Revealed():
		title = i18n.T("Solution revealed")
		label = title
	default:
		title, label = i18n.T("Solved!"), i18n.T("Solved")
	}
	var lines []string
	if s.game.Lost() {
		lines = append(lines, lostText())
	}
	lines = append(lines, i18n.T("Time {{.Time}}", i18n.Str("Time", stats.Clock(s.game.Elapsed()))))
	switch {
	case !s.grade.IsZero():
		lines = append(lines, i18n.T("Level {{.Level}}", i18n.Str("Level", s.grade.Label())))
	case s.grading:
		lines = append(lines, i18n.T("Level: being rated…")) // most of the line's place: the buttons move less when the grade comes
	}
	if n := s.game.Hints(); n == 0 {
		lines = append(lines, i18n.T("No hints"))
	} else {
		lines = append(lines, i18n.N(n, "{{.Count}} hint", "{{.Count}} hints"))
	}
	if s.game.Revealed() {
		lines = append(lines, i18n.T("Solve used: the solution was shown"))
	} else if s.friendTime > 0 && !s.game.Lost() {
		lines = append(lines, friendLine(s.game.Elapsed(), s.friendTime))
	}
	if s.dailyDone != "" && !s.game.Revealed() && !s.game.Lost() {
		lines = append(lines, s.dailyDone)
	}
	return app.Div().Class("overlay", "done").Attr("role", "dialog").Aria("label", label).Body(
		app.Div().Class("result").Body(
			app.P().Class("done-title").Text(title),
			app.Ul().ID("summary").Body(app.Range(lines).Slice(func(i int) app.UI { return app.Li().Text(lines[i]) })),
			hardestStep(s.grade.Hardest),
			app.Div().Class("result-actions").Body(
				panel.When(s.game.Lost(), func() app.UI {
					return panel.Button("try-again", i18n.T("Try again"), false, run.On(board.Command{Kind: board.CmdTryAgain}))
				}),
				panel.When(s.nextDaily != (game.Daily{}), func() app.UI {
					next := i18n.T("Next daily: {{.Level}}", i18n.Str("Level", i18n.Name(s.nextDaily.Level.String())))
					return panel.Button("next-daily", next, false, run.On(board.Command{Kind: board.CmdNextDaily}))
				}),
				// The level is not known until the engine has rated the puzzle.
				panel.Button("new-at-level", newLikeLabel(s), s.grade.IsZero() && s.grading && !s.game.Variant(), run.On(board.Command{Kind: board.CmdNewAtLevel})),
				panel.When(!s.game.Revealed() && !s.game.Lost(), func() app.UI {
					return panel.Button("share-time", i18n.T("Share your time"), false, run.On(board.Command{Kind: board.CmdShareTime}))
				}),
				panel.Button("back-to-board", i18n.T("Back to the board"), false, run.On(board.Command{Kind: board.CmdBackToBoard})),
			),
		),
	)
}

// hardestStep draws the puzzle's hardest step folded, for the player to
// unfold: it is the puzzle's secret until they ask, here as everywhere.
// Nothing is drawn when the step is not known. The disclosure keeps its
// place on the card (it sits in a container always there), so the
// buttons after it stay on their elements.
func hardestStep(hardest string) app.UI {
	return app.Div().Class("hardest").Body(panel.When(hardest != "", func() app.UI {
		return app.Details().ID("hardest-step").Body(
			app.Summary().Text(i18n.T("Hardest step")),
			app.P().Text(words.Capitalised(hardest)),
		)
	}))
}

// friendLine compares the player's time with a friend's.
func friendLine(mine, theirs time.Duration) string {
	took := i18n.Str("Time", stats.Clock(theirs))
	switch {
	case mine < theirs:
		return i18n.T("Your friend took {{.Time}}: you were faster by {{.Gap}}", took, i18n.Str("Gap", stats.Clock(theirs-mine)))
	case mine > theirs:
		return i18n.T("Your friend took {{.Time}}: {{.Gap}} faster than you", took, i18n.Str("Gap", stats.Clock(mine-theirs)))
	}
	return i18n.T("Your friend took {{.Time}} too", took)
}

// newLikeLabel names the result card's button for a new puzzle: of the
// level, or for a variant (which has none) of its kind, when the
// generator makes that kind (generate.VariantOf), else a classic one.
func newLikeLabel(s *session) string {
	if !s.game.Variant() {
		return i18n.T("New puzzle at this level")
	}
	rules := s.game.Rules()
	if generate.VariantOf(s.game.Shape(), &rules) != "" {
		return i18n.T("Another puzzle like this")
	}
	return i18n.T("New puzzle")
}
