package shell

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/goapp"
)

// topbarState is what the top bar shows: the title, the level, the menu
// that opens the panels, and the clock with its pause button.
type topbarState struct {
	level     string
	embedded  bool
	fullApp   string  // the link to the full app, when embedded
	panel     panelID // the panel open
	hasGame   bool
	setting   bool   // the setter's bench is on show
	clock     bool   // the clock and its pause button are shown
	elapsed   string // the time on the clock
	strikes   string // the mistakes counted, "Mistakes 1/3", with the mistake limit on; "" otherwise
	hideTimer bool
	paused    bool
	finished  bool                         // the game is finished: its clock has stopped, Pause is off
	run       *goapp.Handle[board.Command] // Pause
	menu      *goapp.Handle[panelID]       // a panel opened or closed
	bench     *goapp.Handle[struct{}]      // the setter's bench shown or put away
}

func (s topbarState) Render() app.UI {
	// On the setter's bench Share is off: the bench shares its draft itself.
	menu := func(id, text string, panel panelID) app.UI {
		return app.Button().Class("btn", "btn-small").ID(id).Aria("expanded", s.panel == panel).
			Disabled(panel == panelShare && (!s.hasGame || s.setting)).Text(text).OnClick(s.menu.On(panel))
	}
	return app.Header().Class("topbar").Body(
		app.If(!s.embedded, app.H1().Class("title").Text("Sudoku")),
		app.If(s.embedded, app.A().Class("title", "title-link").Href(s.fullApp).Target("_blank").Rel("noopener").Text("Sudoku ↗")),
		app.Span().Class("level").Text(s.level),
		app.Span().Class("strikes").ID("strikes").Hidden(s.strikes == "").Text(s.strikes),
		app.Div().Class("spacer"),
		app.Div().Class("menu").Hidden(s.embedded).Body(
			menu("new", "New", panelNew),
			menu("daily", "Daily", panelDaily),
			menu("paste", "Paste", panelPaste),
			menu("share", "Share", panelShare),
			menu("games", "Games", panelGames),
			menu("stats", "Stats", panelStats),
			app.Button().Class("btn", "btn-small").ID("set").Aria("pressed", s.setting).Title("The setter's bench: make a puzzle").
				Text("Set").OnClick(s.bench.On(struct{}{})),
			app.Button().Class("btn", "btn-small").ID("help").Aria("expanded", s.panel == panelHelp).
				Aria("label", "Help").Title("Help (?)").Text("?").OnClick(s.menu.On(panelHelp)),
		),
		app.If(s.clock, app.Div().Class("clock").Body(
			app.If(!s.hideTimer, app.Span().ID("timer").Attr("role", "timer").Text(s.elapsed)),
			app.Button().Class("btn", "btn-small").ID("pause").
				Aria("pressed", s.paused).Disabled(s.finished).
				Text(map[bool]string{false: "Pause", true: "Resume"}[s.paused]).
				OnClick(s.run.On(board.Command{Kind: board.CmdPause})),
		)),
	)
}
