// Package sharepanel is the Share panel: a link to a game, with the
// player's progress if they choose, and the puzzle in other formats. The
// page gives it the game as a share.Link, its own address, and the engine
// (panel.Jobs), whose export job writes the other formats (protocol.Export:
// their writers are the worker's alone). The link and the line show at
// once, the other formats when the worker's answer comes.
package sharepanel

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/browser"
	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Panel is the Share panel: a link to the open game, with the
// player's progress if they choose, and the puzzle in other formats.
type Panel struct {
	app.Compo

	Game   share.Link // the open game: its puzzle, seed and cells
	AppURL string     // the app's address, without query or fragment

	jobs         panel.Jobs
	withProgress bool     // the link carries the player's digits and notes
	status       string   // the outcome of the last copy
	exported     exported // the exports of the puzzle last asked for
}

// New returns the Share panel, with no game yet.
func New() *Panel { return &Panel{} }

// Link sets the game to share.
func (sp *Panel) Link(l share.Link) *Panel { sp.Game = l; return sp }

// Jobs sets the engine that writes the puzzle in other formats.
func (sp *Panel) Jobs(j panel.Jobs) *Panel { sp.jobs = j; return sp }

// At sets the page's address the links lead to.
func (sp *Panel) At(appURL string) *Panel { sp.AppURL = appURL; return sp }

// Reopen readies the panel, kept on the page while closed, to be shown
// again as a new one would be: without the progress, and without the
// outcome of the last copy. The game comes with the props. The page draws
// it after.
func (sp *Panel) Reopen() { sp.withProgress, sp.status = false, "" }

// link returns the share link, with the progress when chosen.
func (sp *Panel) link() string {
	l := sp.Game
	if !sp.withProgress {
		l.Cells = nil
	}
	return sp.AppURL + "#" + share.Encode(l)
}

// copy copies text to the clipboard and says so.
func (sp *Panel) copy(what, text string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		browser.CopyText(ctx, text, func(ctx app.Context, err string) {
			if err != "" {
				sp.status = i18n.T("Could not copy ({{.Reason}}): select the text and copy it by hand.", i18n.Str("Reason", err))
			} else {
				sp.status = i18n.T("{{.What}} copied.", i18n.Str("What", what))
			}
			goapp.Refresh(sp)
		})
	}
}

func (sp *Panel) webShare(ctx app.Context, e app.Event) {
	nav := app.Window().Get("navigator")
	if !nav.Get("share").Truthy() {
		return
	}
	// The promise's rejection (the player closed the sheet) needs no answer.
	nav.Call("share", map[string]any{"title": sp.title(), "url": sp.link()})
}

// title names what is shared: "Sudoku", or the daily puzzle it is
// ("Daily, 24 Nov 2026, Hard").
func (sp *Panel) title() string {
	if sp.isDaily() {
		return daily.Name(sp.Game.Daily.Date, sp.Game.Daily.Level)
	}
	return i18n.T("Sudoku")
}

// isDaily reports whether the game shared is a daily puzzle.
func (sp *Panel) isDaily() bool { return sp.Game.Daily != (game.Daily{}) }

// export is the puzzle in another format: its field's ID, the format's
// name and the text.
type export struct{ id, label, text string }

// exported is the exports of a puzzle, by its givens and the code of its
// rules, as the worker wrote them: the panel is drawn again with every
// change of the game shown, which changes them only when it is another
// puzzle.
type exported struct {
	puzzle sudoku.Grid
	rules  string
	reply  *protocol.ExportReply // nil until the worker answers
	err    string                // why the worker could not, in a player's words
}

// OnMount asks the worker for the exports of the puzzle shown.
func (sp *Panel) OnMount(ctx app.Context) { sp.ask(ctx) }

// OnUpdate asks the worker for the exports of the puzzle shown, when the
// game given is another puzzle.
func (sp *Panel) OnUpdate(ctx app.Context) { sp.ask(ctx) }

// ask posts the export job of the puzzle shown, unless it was asked for
// already; the answer for a puzzle no longer shown is dropped.
func (sp *Panel) ask(ctx app.Context) {
	g := sp.Game.Puzzle
	if g.Shape().N() == 0 || sp.jobs == nil {
		return
	}
	code := sudoku.EncodeRules(g.Shape(), &sp.Game.Rules)
	if x := sp.exported; x.puzzle == g && x.rules == code {
		return
	}
	sp.exported = exported{puzzle: g, rules: code}
	panel.Post(ctx, sp.jobs, sp, protocol.Export{Puzzle: g.String(), Rules: code}, nil, func(ctx app.Context, reply protocol.ExportReply, err error) {
		if x := sp.exported; x.puzzle != g || x.rules != code {
			return // another puzzle is shown
		}
		if err != nil {
			sp.exported.err = i18n.T("The other formats could not be written: {{.Error}}", i18n.Str("Error", words.Error(err)))
			return
		}
		sp.exported.reply = &reply
	})
}

// exports returns the puzzle's exports: its line at once, when it has
// no rules that a line would drop, and the formats the worker wrote once
// it has answered. Cost: the line, of the puzzle's cells.
func (sp *Panel) exports() []export {
	g := sp.Game.Puzzle
	var exports []export
	if sp.Game.Rules.Bare() {
		exports = append(exports, export{"export-line", i18n.T("Line"), g.String()})
	}
	x := sp.exported
	if x.reply == nil || x.puzzle != g || x.rules != sudoku.EncodeRules(g.Shape(), &sp.Game.Rules) {
		return exports
	}
	if x.reply.Solo != "" {
		exports = append(exports, export{"export-solo", i18n.T("Solo game ID"), x.reply.Solo})
	}
	if x.reply.Sudokuwiki != "" {
		exports = append(exports, export{"export-sudokuwiki", "sudokuwiki.org", x.reply.Sudokuwiki})
	}
	// f-puzzles and SudokuPad read every rule of the app, and its drawings.
	return append(exports, export{"export-fpuzzles", "f-puzzles", x.reply.FPuzzles}, export{"export-sudokupad", "SudokuPad", x.reply.SudokuPad})
}

func (sp *Panel) Render() app.UI {
	link := sp.link()
	exports := sp.exports()
	canShare := app.Window().Get("navigator").Get("share").Truthy()
	return app.Section().Class("panel").ID("share-panel").Aria("label", i18n.T("Share")).Body(
		app.H2().Text(i18n.T("Share this puzzle")),
		app.If(sp.isDaily(), app.P().ID("share-name").Text(i18n.T("The link names it: {{.Name}}.", i18n.Str("Name", sp.title())))),
		app.If(sp.Game.Cells != nil, app.Label().Body(
			app.Input().Type("checkbox").ID("share-progress").Checked(sp.withProgress).
				OnChange(func(ctx app.Context, e app.Event) { sp.withProgress = ctx.JSSrc().Get("checked").Bool() }),
			app.Text(" "+i18n.T("Include my digits and notes")),
		)),
		app.Div().Class("form-row").Body(
			copyField("share-link", i18n.T("Link"), link),
			app.Button().Class("btn", "btn-primary").ID("copy-link").Text(i18n.T("Copy link")).OnClick(sp.copy(i18n.T("Link"), link), link),
			app.If(canShare, app.Button().Class("btn").ID("web-share").Text(i18n.T("Share…")).OnClick(sp.webShare)),
		),
		app.H3().Text(i18n.T("Export")),
		app.Range(exports).Slice(func(i int) app.UI {
			x := exports[i]
			return app.Div().Class("form-row").Body(
				app.Span().Class("export-label").Text(x.label),
				copyField(x.id, x.label, x.text),
				app.Button().Class("btn", "btn-small").Text(i18n.T("Copy")).OnClick(sp.copy(x.label, x.text), x.text),
			)
		}),
		app.If(sp.exported.err != "", app.P().Class("error").ID("export-error").Text(sp.exported.err)),
		app.P().Class("status").Attr("role", "status").Text(sp.status),
	)
}

// copyField shows text to copy, selected whole when focused.
func copyField(id, label, text string) app.UI {
	return app.Input().Type("text").ID(id).ReadOnly(true).Value(text).Aria("label", label).
		OnFocus(func(ctx app.Context, e app.Event) { ctx.JSSrc().Call("select") })
}
