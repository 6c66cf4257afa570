package browser

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// Focus moves the keyboard's focus to the first element that matches one
// of the CSS selectors sels, tried in order, and is on show (it has a
// box: not hidden, not in a folded menu). An element that does not take
// the keyboard of itself, a heading, is made to take it from script only
// (tabindex -1), so a screen reader reads it and Tab goes on from there.
// It does nothing when no element matches. Cost: a query per selector.
func Focus(sels ...string) {
	doc := app.Window().Get("document")
	for _, sel := range sels {
		el := doc.Call("querySelector", sel)
		if !el.Truthy() || el.Call("getClientRects").Length() == 0 {
			continue
		}
		if !el.Call("hasAttribute", "tabindex").Bool() && el.Get("tabIndex").Int() < 0 {
			el.Call("setAttribute", "tabindex", "-1")
		}
		el.Call("focus")
		return
	}
}

// Reveal scrolls the page, as little as it takes, so that the element
// matching the CSS selector sel is on the screen: a panel or a message
// that opened past the screen's edge, under a phone's keypad. It does
// nothing when no element matches or the element is on the screen
// already. Cost: a query and a layout.
func Reveal(sel string) {
	el := app.Window().Get("document").Call("querySelector", sel)
	if !el.Truthy() {
		return
	}
	opts := app.Window().Get("Object").New()
	opts.Set("block", "nearest")
	opts.Set("inline", "nearest")
	el.Call("scrollIntoView", opts)
}
