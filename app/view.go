package app

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Render draws the page. Conditional parts sit in containers that are
// always there, or come last among their siblings: go-app matches children
// by position, so a part appearing before others would shift their DOM
// nodes (and keyboard focus, and an open <details>) onto different elements.
func (p *gamePage) Render() app.UI {
	level := p.grade
	if p.explanation != nil {
		level = "" // the explanation shows its own puzzle's grade
	}
	return app.Div().Class("page", map[bool]string{true: "embedded"}[p.embedded]).Body(
		p.topbar.view(p.topbarState(level)),
		p.renderBars(),
		p.renderPlay(),
		app.Div().Class("sr-only").Attr("aria-live", "polite").Text(p.announce),
	)
}

// The page is drawn in parts, one function each: V8 compiles a hot
// function again with its optimising compiler, at a cost that grows faster
// than the function's size, and one function for the whole page took half a
// second of CPU to compile during a cold load.

// topbarState is what the top bar shows.
type topbarState struct {
	page      *gamePage
	level     string
	embedded  bool
	fullApp   string // the link to the full app, when embedded
	panel     string // the panel open
	gamesOpen bool
	hasGame   bool
	clock     bool   // the clock and its pause button are shown
	elapsed   string // the time on the clock
	hideTimer bool
	paused    bool
}

func (p *gamePage) topbarState(level string) topbarState {
	s := topbarState{page: p, level: level, embedded: p.embedded, panel: p.panel, gamesOpen: p.games != nil,
		hasGame: p.g != nil, clock: p.g != nil && p.explanation == nil, paused: p.paused}
	if s.embedded {
		s.fullApp = p.fullAppLink()
	}
	if s.clock {
		s.elapsed, s.hideTimer = clock(p.g.Elapsed()), p.g.Settings.HideTimer
	}
	return s
}

func (s topbarState) render() app.UI {
	p := s.page
	return app.Header().Class("topbar").Body(
		app.If(!s.embedded, app.H1().Class("title").Text("Sudoku")),
		app.If(s.embedded, app.A().Class("title", "title-link").Href(s.fullApp).Target("_blank").Rel("noopener").Text("Sudoku ↗")),
		app.Span().Class("level").Text(s.level),
		app.Div().Class("spacer"),
		app.Div().Class("menu").Hidden(s.embedded).Body(
			app.Button().Class("btn", "btn-small").ID("new").Aria("expanded", s.panel == panelNew).Text("New").OnClick(p.onPanel(panelNew)),
			app.Button().Class("btn", "btn-small").ID("paste").Aria("expanded", s.panel == panelPaste).Text("Paste").OnClick(p.onPanel(panelPaste)),
			app.Button().Class("btn", "btn-small").ID("share").Aria("expanded", s.panel == panelShare).Disabled(!s.hasGame).Text("Share").OnClick(p.onPanel(panelShare)),
			app.Button().Class("btn", "btn-small").ID("games").Aria("expanded", s.gamesOpen).Text("Games").OnClick(p.onGames),
		),
		app.If(s.clock, app.Div().Class("clock").Body(
			app.If(!s.hideTimer, app.Span().ID("timer").Attr("role", "timer").Text(s.elapsed)),
			app.Button().Class("btn", "btn-small").ID("pause").
				Aria("pressed", s.paused).
				Text(map[bool]string{false: "Pause", true: "Resume"}[s.paused]).
				OnClick(p.onPause),
		)),
	)
}

// renderBars draws the open panel, banners and notices above the board.
func (p *gamePage) renderBars() app.UI {
	return app.Div().Class("bars").Body(
		when(p.games != nil, p.renderGames),
		when(p.panel == panelNew, p.renderNew),
		when(p.panel == panelPaste, p.renderPaste),
		when(p.panel == panelShare && p.g != nil, p.renderShare),
		when(p.offered != nil, p.renderOffer),
		when(p.updatable, p.renderUpdateReady),
		app.If(p.notice != "", app.Div().Class("notice").Attr("role", "status").Text(p.notice)),
	)
}

// renderOffer offers the progress a shared link brought for a puzzle the
// player has going already.
func (p *gamePage) renderOffer() app.UI {
	return app.Div().Class("banner").ID("offer").Body(
		app.Span().Text("You already have this puzzle in progress, so your game was kept."),
		app.Button().Class("btn").ID("take-offered").Text("Open the shared progress instead").OnClick(p.onTakeOffered),
		app.Button().Class("btn").ID("keep-mine").Text("Keep mine").OnClick(p.onKeepMine),
	)
}

func (p *gamePage) renderUpdateReady() app.UI {
	return app.Div().Class("banner").ID("update").Body(
		app.Span().Text("A new version is ready."),
		app.Button().Class("btn").ID("update-reload").Text("Reload").OnClick(p.onReload),
	)
}

// renderPlay draws the board and, beside it, the controls.
func (p *gamePage) renderPlay() app.UI {
	noActions := p.g == nil || p.busy || p.paused
	return app.Main().Class("play").Body(
		p.renderBoardSlot(),
		app.Aside().Class("controls").Body(
			when(p.explanation != nil, p.renderExplainControls),
			when(p.explanation == nil && p.g != nil, func() app.UI { return p.keypad.view(p.keypadState()) }),
			app.Div().Class("actions").Hidden(p.explanation != nil).Body(
				button("hint", "Hint", noActions, p.onHint),
				button("solve", "Solve", noActions, p.onSolve),
			),
			app.P().Class("status").Attr("role", "status").Text(p.status),
			app.P().Class("error").Attr("role", "alert").Text(p.errMsg),
			when(p.g != nil && p.explanation == nil && !p.embedded, func() app.UI {
				return p.settings.view(settingsState{page: p, settings: p.g.Settings})
			}),
		),
	)
}

// fullAppLink leads from an embedded board to the full app, in a new tab,
// on the same puzzle.
func (p *gamePage) fullAppLink() string {
	u := app.Window().URL()
	u.RawQuery, u.Fragment, u.RawFragment = "", "", ""
	href := u.String()
	if p.g != nil {
		href += "#" + share.Encode(share.Link{Puzzle: p.g.Givens(), Seed: p.seed, HasSeed: p.hasSeed})
	}
	return href
}

// renderBoardSlot draws what the board's place holds: an explanation, the
// game, or a placeholder.
func (p *gamePage) renderBoardSlot() app.UI {
	switch {
	case p.explanation != nil:
		return p.renderExplainBoard()
	case p.g != nil:
		return p.renderBoardArea()
	}
	return app.Div().Class("board-placeholder").Text("No puzzle to show")
}

// renderGames lists the games in progress (the home screen).
func (p *gamePage) renderGames() app.UI {
	return app.Section().Class("games").Aria("label", "Games in progress").Body(
		app.H2().Text("Games in progress"),
		app.If(len(p.games) == 0, app.P().Text("No saved games yet.")),
		app.Ul().Body(app.Range(p.games).Slice(func(i int) app.UI {
			s := p.games[i]
			state := fmt.Sprintf("%d of %d cells filled", s.Filled, s.Cells)
			if s.Solved {
				state = "solved"
			}
			return app.Li().Class("game-row").Body(
				app.Span().Class("game-size").Text(fmt.Sprintf("%dx%d", s.Shape.N(), s.Shape.N())),
				app.Span().Class("game-state").Text(state+", "+clock(s.Elapsed)),
				app.Button().Class("btn", "btn-small").Text("Open").OnClick(p.onOpenGame(s.ID)),
				app.Button().Class("btn", "btn-small").Aria("label", "Delete this game").Text("Delete").OnClick(p.onDeleteGame(s.ID)),
			)
		})),
	)
}

func (p *gamePage) renderBoardArea() app.UI {
	return app.Div().Class("board-area").Body(
		p.renderBoard(),
		when(p.paused, p.renderPaused),
		when(p.g.Solved(), p.renderSolved),
	)
}

func (p *gamePage) renderPaused() app.UI {
	return app.Div().Class("overlay").Body(
		app.P().Text("Paused"),
		app.Button().Class("btn", "btn-primary").Text("Resume").OnClick(p.onPause),
	)
}

func (p *gamePage) renderSolved() app.UI {
	return app.Div().Class("overlay", "done").Attr("role", "dialog").Aria("label", "Solved").Body(
		app.P().Class("done-title").Text("Solved!"),
		app.P().ID("summary").Text(p.summary()),
	)
}

// keypadState is what the keypad shows.
type keypadState struct {
	page             *gamePage
	n                int // digits 1 to n
	mode             game.Mode
	paused           bool
	canUndo, canRedo bool
	rewind           bool // mistakes are checked, so rewinding is offered
	hasSolution      bool
}

func (p *gamePage) keypadState() keypadState {
	return keypadState{page: p, n: p.g.Shape().N(), mode: p.mode, paused: p.paused, canUndo: p.g.CanUndo(), canRedo: p.g.CanRedo(),
		rewind: p.g.Settings.Mistakes != game.CheckOff, hasSolution: p.hasSolution}
}

func (s keypadState) render() app.UI {
	p, n := s.page, s.n
	modes := []struct {
		m    game.Mode
		name string
		key  string
	}{{game.Normal, "Digit", "Z"}, {game.Corner, "Corner", "X"}, {game.Centre, "Centre", "C"}, {game.Colour, "Colour", "V"}}
	return app.Div().Class("keypad").Body(
		app.Div().Class("modes").Attr("role", "group").Aria("label", "Input mode").Body(
			app.Range(modes).Slice(func(i int) app.UI {
				md := modes[i]
				return app.Button().
					Class("btn", "mode", map[bool]string{true: "active"}[s.mode == md.m]).
					ID("mode-"+md.m.String()).
					Aria("pressed", s.mode == md.m).
					Title(md.name + " mode (" + md.key + ")").
					Text(md.name).
					OnClick(p.onModeButton(md.m))
			}),
		),
		app.Div().Class("digits", "digits-"+strconv.Itoa(n)).Body(
			app.Range(make([]struct{}, n)).Slice(func(i int) app.UI {
				d := sudoku.Digit(i + 1)
				if s.mode == game.Colour {
					if d > game.Colours {
						return app.Button().Class("btn", "digit-key").Disabled(true)
					}
					return app.Button().Class("btn", "digit-key", "swatch", fmt.Sprintf("colour-%d", d)).
						Aria("label", fmt.Sprintf("Colour %d", d)).
						Text(d.String()).
						OnClick(p.onDigitButton(d))
				}
				return app.Button().Class("btn", "digit-key").
					Aria("label", "Enter "+d.String()).
					Text(d.String()).
					OnClick(p.onDigitButton(d))
			}),
		),
		app.Div().Class("edit-keys").Body(
			button("erase", "Erase", s.paused, p.onCommand(cmdErase)),
			button("undo", "Undo", !s.canUndo || s.paused, p.onCommand(cmdUndo)),
			button("redo", "Redo", !s.canRedo || s.paused, p.onCommand(cmdRedo)),
		),
		app.Div().Class("edit-keys").Body(
			button("fill-candidates", "Fill candidates", s.paused, p.instant(p.onFillCandidates)),
			button("clear-notes", "Clear notes", s.paused, p.instant(p.onClearNotes)),
			app.If(s.rewind,
				button("rewind", "Rewind to correct", !s.hasSolution || s.paused, p.onRewind)),
		),
	)
}

// settingsState is what the settings show.
type settingsState struct {
	page     *gamePage
	settings game.Settings
}

func (st settingsState) render() app.UI {
	p, s := st.page, st.settings
	return app.Details().Class("settings").Body(
		app.Summary().Text("Settings"),
		app.Label().Body(
			app.Input().Type("checkbox").ID("set-autoremove").Checked(s.AutoRemoveNotes).
				OnChange(p.onSetting(func(s *game.Settings, v app.Value) { s.AutoRemoveNotes = v.Get("checked").Bool() })),
			app.Text(" Remove notes when a digit is placed"),
		),
		app.Label().Body(
			app.Input().Type("checkbox").ID("set-hidetimer").Checked(s.HideTimer).
				OnChange(p.onSetting(func(s *game.Settings, v app.Value) { s.HideTimer = v.Get("checked").Bool() })),
			app.Text(" Hide the timer"),
		),
		app.Label().Body(
			app.Text("Mistakes "),
			app.Select().ID("set-mistakes").
				OnChange(p.onSetting(func(s *game.Settings, v app.Value) {
					s.Mistakes = game.MistakeCheck(atoi(v.Get("value").String()))
				})).
				Body(
					option("0", "Not shown", s.Mistakes == game.CheckOff),
					option("1", "Show rule conflicts", s.Mistakes == game.CheckConflicts),
					option("2", "Check against the solution", s.Mistakes == game.CheckSolution),
				),
		),
		app.Label().Body(
			app.Text("Theme "),
			app.Select().ID("set-theme").
				OnChange(p.onSetting(func(s *game.Settings, v app.Value) { s.Theme = game.Theme(atoi(v.Get("value").String())) })).
				Body(
					option("0", "Like the system", s.Theme == game.ThemeSystem),
					option("1", "Light", s.Theme == game.ThemeLight),
					option("2", "Dark", s.Theme == game.ThemeDark),
				),
		),
	)
}

// when renders f only if cond holds: app.If evaluates its content even
// when the condition is false, which fails for content that needs a game.
func when(cond bool, f func() app.UI) app.UI {
	if cond {
		return f()
	}
	return nil
}

func button(id, text string, disabled bool, h app.EventHandler) app.UI {
	return app.Button().Class("btn").ID(id).Disabled(disabled).Text(text).OnClick(h)
}

func option(value, text string, selected bool) app.UI {
	return app.Option().Value(value).Selected(selected).Text(text)
}

// atoi reads a setting's value; anything unexpected is 0, the default.
func atoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 2 {
		return 0
	}
	return n
}
