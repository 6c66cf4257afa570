package app

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/panel"
)

// settingsState is what the Settings panel shows: the player's settings,
// each change handed to change as an edit of the settings. The panel is
// folded until the player opens it (toggled says when it opens or
// closes); folded, it draws only its title, which keeps its controls out
// of the first board's way on a cold start.
type settingsState struct {
	settings game.Settings
	open     bool
	change   *goapp.Handle[settingsEdit]
	toggled  *goapp.Handle[bool]
}

// settingsEdit changes one setting (the control's new value is in it).
type settingsEdit func(s *game.Settings)

func (st settingsState) Render() app.UI {
	details := app.Details().Class("settings").On("toggle", func(ctx app.Context, e app.Event) {
		if open := ctx.JSSrc().Get("open").Bool(); open != st.open {
			st.toggled.Call(ctx, open)
		}
	}, st.open)
	if !st.open {
		return details.Body(app.Summary().Text("Settings"))
	}
	details = details.Open(true)
	s := st.settings
	on := func(apply func(s *game.Settings, v app.Value)) app.EventHandler {
		return func(ctx app.Context, e app.Event) {
			v := ctx.JSSrc()
			st.change.Call(ctx, func(s *game.Settings) { apply(s, v) })
		}
	}
	return details.Body(
		app.Summary().Text("Settings"),
		app.Label().Body(
			app.Input().Type("checkbox").ID("set-autoremove").Checked(s.AutoRemoveNotes).
				OnChange(on(func(s *game.Settings, v app.Value) { s.AutoRemoveNotes = v.Get("checked").Bool() }), s),
			app.Text(" Remove notes when a digit is placed"),
		),
		app.Label().Body(
			app.Input().Type("checkbox").ID("set-hidetimer").Checked(s.HideTimer).
				OnChange(on(func(s *game.Settings, v app.Value) { s.HideTimer = v.Get("checked").Bool() }), s),
			app.Text(" Hide the timer"),
		),
		app.Label().Body(
			app.Text("Mistakes "),
			app.Select().ID("set-mistakes").
				OnChange(on(func(s *game.Settings, v app.Value) {
					s.Mistakes = game.MistakeCheck(settingValue(v.Get("value").String()))
				}), s).
				Body(
					panel.Option("0", "Not shown", s.Mistakes == game.CheckOff),
					panel.Option("1", "Show rule conflicts", s.Mistakes == game.CheckConflicts),
					panel.Option("2", "Check against the solution", s.Mistakes == game.CheckSolution),
				),
		),
		app.Label().Body(
			app.Text("Theme "),
			app.Select().ID("set-theme").
				OnChange(on(func(s *game.Settings, v app.Value) { s.Theme = game.Theme(settingValue(v.Get("value").String())) }), s).
				Body(
					panel.Option("0", "Like the system", s.Theme == game.ThemeSystem),
					panel.Option("1", "Light", s.Theme == game.ThemeLight),
					panel.Option("2", "Dark", s.Theme == game.ThemeDark),
				),
		),
	)
}

// settingValue reads a setting's value; anything unexpected is 0, the
// default.
func settingValue(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 2 {
		return 0
	}
	return n
}
