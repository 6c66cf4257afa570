package shell

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/browser"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// sheets opens, closes and draws the page's panels as sheets: over the
// page, never in its flow, so the board keeps its place and size (a
// drawer at the right on a wide screen, a sheet from the bottom on a
// phone: web/app.css). A sheet is a modal dialog. While one is open the
// game under it is inert (no click, no Tab, no screen reader reaches it)
// and no key reaches the board; Esc, its Close button or a click beside
// it closes it, and the keyboard goes back to the board's cursor (a click
// on a cell of the board selects that cell first). The top bar stays
// above it, live: its buttons switch panels. It is a view of
// the page, made where it is needed: it holds nothing of its own.
type sheets struct{ p *gamePage }

// set opens panel id (panelNone closes the one open) and closes the
// phone's menu. The panel opened takes the keyboard once drawn (its first
// control, or its heading: panelID.focus); a panel closed gives it back
// (sheets.giveBack).
func (sh sheets) set(ctx app.Context, id panelID) {
	p := sh.p
	was := p.panel
	p.panel, p.menuOpen = id, false
	switch {
	case id != panelNone && id != was:
		sh.reopen(id)
		goapp.AfterRender(ctx, p, func(app.Context) { browser.Focus(id.focus()...) })
	case id == panelNone && was != panelNone:
		sh.giveBack(ctx, was)
	}
}

// giveBack gives the keyboard, once the page is drawn without the sheet
// of panel was, back to the board: to its cursor, selected if nothing is
// (a digit typed goes where the focus is), or to the result card or the
// pause's Resume when they cover it. With no board of the game on
// show (the setter's bench, an explanation, no puzzle) it goes to the top
// bar's button of the panel, or the phone's menu button.
func (sh sheets) giveBack(ctx app.Context, was panelID) {
	p := sh.p
	s := p.s
	switch {
	case s == nil || p.setting || p.explained != nil:
		opener := "#" + was.buttonID()
		goapp.AfterRender(ctx, p, func(app.Context) { browser.Focus(opener, "#menu-toggle") })
	case s.cardShown():
		goapp.AfterRender(ctx, p, func(app.Context) { browser.Focus(".result-actions button:enabled") })
	case s.paused:
		goapp.AfterRender(ctx, p, func(app.Context) { browser.Focus("#resume") })
	default:
		focusCursor(ctx, p, s)
	}
}

// key takes a key pressed while a sheet or the phone's menu is open, and
// reports whether one is: then no key reaches the board. Esc closes the
// menu, else the sheet; the help's key (?) opens or closes the help, but
// types itself in a text field.
func (sh sheets) key(ctx app.Context, e app.Event) bool {
	p := sh.p
	if p.panel == panelNone && !p.menuOpen {
		return false
	}
	if e.Get("isComposing").Bool() {
		return true // an input method's keys
	}
	press := board.ReadKey(e)
	if press.Code == "Escape" || press.Key == "Escape" {
		e.PreventDefault()
		if p.menuOpen {
			p.menuOpen = false
			goapp.AfterRender(ctx, p, func(app.Context) { browser.Focus("#menu-toggle") })
			return true
		}
		sh.set(ctx, panelNone)
		return true
	}
	if typing(e) {
		return true
	}
	n := 9 // no game: the classic board's keys
	if p.s != nil {
		n = p.s.game.Shape().N()
	}
	if cmd, ok := board.KeyCommand(press, board.KeyState{N: n, Help: p.panel == panelHelp}); ok && cmd.Kind == board.CmdHelp {
		e.PreventDefault()
		sh.set(ctx, panelHelp.toggled(p.panel))
	}
	return true
}

// typing reports whether key event e is typed in a form field.
func typing(e app.Event) bool {
	switch e.Get("target").Get("tagName").String() {
	case "INPUT", "TEXTAREA", "SELECT", "input", "textarea", "select":
		return true
	}
	return false
}

// sheetPanels are the panels that open as sheets, in the order their
// sheets sit on the page.
var sheetPanels = [...]panelID{panelNew, panelPaste, panelShare, panelGames, panelHelp, panelDaily, panelStats, panelLearn}

// render draws the panels' sheets (gamePage.panelOf), the open one shown,
// and reports whether one is. A panel stays on the page once opened
// (gamePage.shelf): closed, it is put away, its sheet not drawn and out of
// the keyboard's and screen readers' reach (.sheet-shelved in app.css:
// content-visibility: hidden, moved off the screen), and the page's
// renders skip it; opened again it is shown as it is, brought up to date
// (reopen), so an opening builds, styles and lays out no element that did
// not change. Each panel has its place in a container that is always
// there, an empty one until it first opens: go-app matches children by
// position. A panel's first opening builds it, its code compiled already:
// the page drew one off the page to warm it (gamePage.settle).
func (sh sheets) render() (ui app.UI, open bool) {
	p := sh.p
	places := make([]app.UI, 0, len(sheetPanels)+1)
	for _, id := range sheetPanels {
		if id == panelShare && p.setting {
			// The setter's bench shares with a Share panel of its own:
			// the page's is taken off, so that no two are on the page.
			p.shelf[id] = goapp.Kept{}
		}
		shown := id == p.panel
		body := p.shelf[id].View(shown, func() app.UI { return p.panelOf(id) })
		shown = shown && body != nil
		open = open || shown
		places = append(places, sh.sheet(id, body, shown))
	}
	if open {
		places = append(places, app.Div().Class("scrim").OnClick(sh.tapBeside))
	}
	return app.Div().Class("sheets").Body(places...), open
}

// tapBeside closes the sheet on a click or tap beside it, on the scrim.
// On a cell of the game's board (the top of it, above a phone's sheet,
// or beside a wide screen's drawer) it selects that cell too, which then
// has the keyboard, as a tap on the board does with no sheet open.
func (sh sheets) tapBeside(ctx app.Context, e app.Event) {
	sh.selectUnder(e)
	sh.p.closeSheet.Call(ctx, struct{}{})
}

// tapBesideMenu folds the phone's menu on a tap beside it. With no sheet
// open, a tap on a cell of the game's board selects that cell too, which
// then has the keyboard.
func (sh sheets) tapBesideMenu(ctx app.Context, e app.Event) {
	p := sh.p
	if p.panel == panelNone && sh.selectUnder(e) {
		focusCursor(ctx, p, p.s)
	}
	p.phoneMenu.Call(ctx, false)
}

// selectUnder selects the cell of the game's board under pointer event
// e, if there is one and the board takes a selection (no pause, result
// card, setter's bench or explanation over it), and reports whether it
// did.
func (sh sheets) selectUnder(e app.Event) bool {
	p := sh.p
	s := p.s
	if s == nil || p.setting || p.explained != nil || s.paused || s.cardShown() {
		return false
	}
	c, ok := browser.CellAt(".board [data-cell]", e.Get("clientX").Float(), e.Get("clientY").Float())
	if !ok || c >= s.game.Shape().Cells() {
		return false
	}
	s.Select(sudoku.Cell(c), false)
	return true
}

// sheet draws panel id's sheet with body, the panel: a modal dialog when
// shown, put away otherwise; an empty place for none.
func (sh sheets) sheet(id panelID, body app.UI, shown bool) app.UI {
	if body == nil {
		return app.Div().Hidden(true)
	}
	sheet := app.Div().Class("sheet", "sheet-"+id.buttonID())
	closer := app.Button().Class("btn", "sheet-close").Aria("label", i18n.T("Close {{.Panel}}", i18n.Str("Panel", id.name()))).
		Text(i18n.T("Close")).OnClick(sh.p.closeSheet.On(struct{}{}))
	if shown {
		sheet = sheet.ID("sheet").Attr("role", "dialog").Aria("modal", true).Aria("label", id.name()).Attr("tabindex", -1)
		closer = closer.ID("sheet-close")
	} else {
		sheet = sheet.Class("sheet-shelved").Aria("hidden", true)
	}
	return sheet.Body(closer, app.Div().Class("sheet-body").Body(body))
}

// reopen brings panel id, when it is on the page put away, up to date
// before it is shown again: it forgets what was passing and reads its
// games again at its next render (reopener), and it is drawn again. Its
// props are brought up to date by the render (goapp.Kept).
func (sh sheets) reopen(id panelID) {
	if r, ok := sh.p.shelf[id].Mounted().(reopener); ok {
		r.Reopen()
		goapp.Refresh(r)
	}
}

// reopener is a panel that readies itself to be shown again after it was
// put away: the Games, Daily, Statistics and Share panels.
type reopener interface {
	app.Composer
	Reopen()
}

// name is what a panel's sheet is called, for screen readers.
func (id panelID) name() string {
	switch id {
	case panelNew:
		return i18n.T("New puzzle")
	case panelPaste:
		return i18n.T("Paste a puzzle")
	case panelShare:
		return i18n.T("Share")
	case panelGames:
		return i18n.T("Games")
	case panelHelp:
		return i18n.T("Help")
	case panelDaily:
		return i18n.T("Daily puzzles")
	case panelStats:
		return i18n.T("Statistics")
	case panelLearn:
		return i18n.T("Learn")
	}
	return ""
}

// buttonID is the ID of the top bar's button that opens a panel.
func (id panelID) buttonID() string {
	return [...]string{panelNew: "new", panelPaste: "paste", panelShare: "share", panelGames: "games",
		panelHelp: "help", panelDaily: "daily", panelStats: "stats", panelLearn: "learn"}[id]
}

// focus returns where the keyboard goes when the panel opens, the first
// of these selectors found on the page: the text box of Paste, the first
// control of a panel that asks for a choice, the heading of one that is
// mostly read (its first control is at its end, or one of a list); the
// sheet itself at worst.
func (id panelID) focus() []string {
	var first []string
	switch id {
	case panelPaste:
		first = []string{"#paste-text"}
	case panelGames, panelStats, panelHelp, panelLearn:
		first = []string{"#sheet h2"}
	default:
		first = []string{"#sheet .sheet-body :is(button, input, select, textarea, summary, a[href]):not(:disabled)", "#sheet h2"}
	}
	return append(first, "#sheet")
}
