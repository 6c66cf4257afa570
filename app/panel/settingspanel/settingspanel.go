// Package settingspanel is the Settings panel: the open game's settings
// and the page's language, drawn beside the board as a memo (goapp.Memo)
// of State. The page gives it the settings, the language chosen, whether
// it is unfolded, and handles for a change, a language and for folding.
package settingspanel

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/engine/message"
)

// State is what the Settings panel shows, the state of its memo (the page
// draws it through a goapp.Slot, so it compares equal while it shows the
// same): the player's settings, each change handed to the OnChange handle
// as an Edit. The panel is folded until the player opens it (the OnToggle
// handle is told when it opens or closes); folded, it draws only its
// title, which keeps its controls out of the first board's way on a cold
// start.
type State struct {
	settings game.Settings
	language string // the language the player chose; "" for the browser's
	open     bool
	change   *goapp.Handle[Edit]
	chosen   *goapp.Handle[string]
	toggled  *goapp.Handle[bool]
}

// Edit changes one setting (the control's new value is in it).
type Edit func(s *game.Settings)

// New returns the state of a folded panel with zero settings; each setter
// returns the state changed, a copy.
func New() State { return State{} }

// Settings sets the settings shown.
func (st State) Settings(s game.Settings) State { st.settings = s; return st }

// Language sets the language the player chose, a tag of
// message.Languages, or "" for the browser's.
func (st State) Language(tag string) State { st.language = tag; return st }

// OnLanguage sets what a language chosen is handed to: its tag, or "" for
// the browser's.
func (st State) OnLanguage(h *goapp.Handle[string]) State { st.chosen = h; return st }

// Open sets whether the panel is unfolded.
func (st State) Open(open bool) State { st.open = open; return st }

// OnChange sets what a control's change is handed to, as an edit.
func (st State) OnChange(h *goapp.Handle[Edit]) State { st.change = h; return st }

// OnToggle sets what is told when the player folds or unfolds the panel.
func (st State) OnToggle(h *goapp.Handle[bool]) State { st.toggled = h; return st }

func (st State) Render() app.UI {
	details := app.Details().Class("settings").On("toggle", func(ctx app.Context, e app.Event) {
		if open := ctx.JSSrc().Get("open").Bool(); open != st.open {
			st.toggled.Call(ctx, open)
		}
	}, st.open)
	if !st.open {
		return details.Body(app.Summary().Text(i18n.T("Settings")))
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
		app.Summary().Text(i18n.T("Settings")),
		app.Label().Body(
			app.Input().Type("checkbox").ID("set-autoremove").Checked(s.AutoRemoveNotes).
				OnChange(on(func(s *game.Settings, v app.Value) { s.AutoRemoveNotes = v.Get("checked").Bool() }), s),
			app.Text(" "+i18n.T("Remove notes when a digit is placed")),
		),
		app.Label().Body(
			app.Input().Type("checkbox").ID("set-hidetimer").Checked(s.HideTimer).
				OnChange(on(func(s *game.Settings, v app.Value) { s.HideTimer = v.Get("checked").Bool() }), s),
			app.Text(" "+i18n.T("Hide the timer")),
		),
		app.Label().Body(
			app.Text(i18n.T("Mistakes")+" "),
			app.Select().ID("set-mistakes").
				OnChange(on(func(s *game.Settings, v app.Value) {
					s.Mistakes = game.MistakeCheck(settingValue(v.Get("value").String()))
				}), s).
				Body(
					panel.Option("0", i18n.T("Not shown"), s.Mistakes == game.CheckOff),
					panel.Option("1", i18n.T("Show rule conflicts"), s.Mistakes == game.CheckConflicts),
					panel.Option("2", i18n.T("Check against the solution"), s.Mistakes == game.CheckSolution),
				),
		),
		app.Label().Body(
			app.Input().Type("checkbox").ID("set-mistakelimit").Checked(s.MistakeLimit).
				OnChange(on(func(s *game.Settings, v app.Value) { s.MistakeLimit = v.Get("checked").Bool() }), s),
			app.Text(" "+i18n.T("Three mistakes end the game")),
		),
		app.Label().Body(
			app.Text(i18n.T("Theme")+" "),
			app.Select().ID("set-theme").
				OnChange(on(func(s *game.Settings, v app.Value) { s.Theme = game.Theme(settingValue(v.Get("value").String())) }), s).
				Body(
					panel.Option("0", i18n.T("Like the system"), s.Theme == game.ThemeSystem),
					panel.Option("1", i18n.T("Light"), s.Theme == game.ThemeLight),
					panel.Option("2", i18n.T("Dark"), s.Theme == game.ThemeDark),
				),
		),
		st.languages(),
	)
}

// languages is the language menu: the browser's, or one the app speaks,
// each by its own name. A choice reloads the page in it.
func (st State) languages() app.UI {
	options := []app.UI{panel.Option("", i18n.T("As the browser asks"), st.language == "")}
	for _, l := range message.Languages {
		options = append(options, app.Option().Value(l.Tag).Selected(st.language == l.Tag).Lang(l.Tag).Text(l.Name))
	}
	return app.Label().Body(
		app.Text(i18n.T("Language")+" "),
		app.Select().ID("set-language").
			OnChange(func(ctx app.Context, e app.Event) {
				tag := ctx.JSSrc().Get("value").String()
				if _, ok := message.Find(tag); ok || tag == "" {
					st.chosen.Call(ctx, tag)
				}
			}, st.language).
			Body(options...),
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
