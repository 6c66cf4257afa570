package shell

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/game"
)

// pageTheme is the colour scheme on the page.
type pageTheme struct {
	current game.Theme
	set     bool // the page has been given a scheme
}

// use gives the page the colour scheme t, unless it has it already:
// applyTheme reads the page's style back, which makes the browser compute
// it there and then, in the middle of a click.
func (th *pageTheme) use(t game.Theme) {
	if th.set && th.current == t {
		return
	}
	th.current, th.set = t, true
	applyTheme(t)
}

// applyTheme sets the page's colour scheme, and the browser's colour for
// its own frame (theme-color) to the page's background as it now is.
func applyTheme(t game.Theme) {
	theme := "system"
	switch t {
	case game.ThemeLight:
		theme = "light"
	case game.ThemeDark:
		theme = "dark"
	}
	doc := app.Window().Get("document")
	doc.Get("documentElement").Call("setAttribute", "data-theme", theme)
	body, meta := doc.Get("body"), doc.Call("querySelector", `meta[name="theme-color"]`)
	if body.Truthy() && meta.Truthy() {
		paper := app.Window().Call("getComputedStyle", body).Get("backgroundColor").String()
		meta.Call("setAttribute", "content", paper)
	}
}
