package shell

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/i18n"
)

// topbarState is what the top bar shows: the title, the level, the clock
// with its pause button, and the menu that opens the panels. On a wide
// screen the menu's buttons sit in the bar; on a phone (web/app.css) the
// bar keeps the title, the level, the clock and a menu button, which
// unfolds the same buttons as a list over the page, each a 44 px target.
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
	menuOpen  bool                         // the phone's menu is unfolded
	run       *goapp.Handle[board.Command] // Pause
	menu      *goapp.Handle[panelID]       // a panel opened or closed
	phoneMenu *goapp.Handle[bool]          // the phone's menu unfolded or folded
	menuTap   *goapp.Handle[app.Event]     // a tap beside the phone's unfolded menu (sheets.tapBesideMenu)
	bench     *goapp.Handle[struct{}]      // the setter's bench shown or put away
}

func (s topbarState) Render() app.UI {
	// On the setter's bench Share is off: the bench shares its draft itself.
	menu := func(panel panelID, text string) app.UI {
		return app.Button().Class("btn", "btn-small").ID(panel.buttonID()).Aria("expanded", s.panel == panel).
			Disabled(panel == panelShare && (!s.hasGame || s.setting)).Text(text).OnClick(s.menu.On(panel))
	}
	// Every part is always there, shown or hidden, so that go-app keeps
	// each on its element (and the keyboard's focus with it); the phone's
	// scrim comes last.
	return app.Header().Class("topbar").Body(
		app.If(!s.embedded, app.H1().Class("title").Text(i18n.T("Sudoku"))),
		app.If(s.embedded, app.A().Class("title", "title-link").Href(s.fullApp).Target("_blank").Rel("noopener").Text(i18n.T("Sudoku")+" ↗")),
		app.Span().Class("level").Text(s.level),
		app.Span().Class("strikes").ID("strikes").Hidden(s.strikes == "").Text(s.strikes),
		app.Div().Class("spacer"),
		app.Div().Class("clock").Hidden(!s.clock).Body(
			app.If(!s.hideTimer, app.Span().ID("timer").Attr("role", "timer").Text(s.elapsed)),
			app.Button().Class("btn", "btn-small").ID("pause").
				Aria("pressed", s.paused).Disabled(s.finished || !s.clock).
				Text(pauseText(s.paused)).
				OnClick(s.run.On(board.Command{Kind: board.CmdPause})),
		),
		app.Button().Class("btn", "menu-toggle").ID("menu-toggle").Hidden(s.embedded).
			Aria("expanded", s.menuOpen).Aria("controls", "menu").Aria("label", i18n.T("Menu")).Title(i18n.T("Menu")).
			Body(app.Span().Class("menu-icon").Aria("hidden", true)).
			OnClick(s.phoneMenu.On(!s.menuOpen)),
		app.Div().Class("menu", map[bool]string{true: "open"}[s.menuOpen]).ID("menu").Hidden(s.embedded).Body(
			menu(panelNew, i18n.T("New")),
			menu(panelDaily, i18n.T("Daily")),
			menu(panelPaste, i18n.T("Paste")),
			menu(panelShare, i18n.T("Share")),
			menu(panelGames, i18n.T("Games")),
			menu(panelStats, i18n.T("Stats")),
			menu(panelLearn, i18n.T("Learn")),
			app.Button().Class("btn", "btn-small").ID("set").Aria("pressed", s.setting).Title(i18n.T("The setter's bench: make a puzzle")).
				Text(i18n.T("Set")).OnClick(s.bench.On(struct{}{})),
			app.Button().Class("btn", "btn-small").ID("help").Aria("expanded", s.panel == panelHelp).
				Aria("label", i18n.T("Help")).Title(i18n.T("Help ({{.Key}})", i18n.Str("Key", "?"))).Body(
				app.Span().Class("wide-only").Text("?"),
				app.Span().Class("narrow-only").Text(i18n.T("Help")),
			).OnClick(s.menu.On(panelHelp)),
		),
		app.If(s.menuOpen, app.Div().Class("menu-scrim").OnClick(func(ctx app.Context, e app.Event) { s.menuTap.Call(ctx, e) })),
	)
}

// pauseText is the pause button's text: Pause, or Resume while paused.
func pauseText(paused bool) string {
	if paused {
		return i18n.T("Resume")
	}
	return i18n.T("Pause")
}
