package browser

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// Focus moves the keyboard's focus to the first element that matches the
// CSS selector sel, if there is one.
func Focus(sel string) {
	if el := app.Window().Get("document").Call("querySelector", sel); el.Truthy() {
		el.Call("focus")
	}
}
