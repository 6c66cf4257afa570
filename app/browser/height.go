package browser

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// FollowHeight keeps the CSS custom property prop, set on the element
// matching root, equal to the height in pixels of the element matching
// sel, as that height changes (a ResizeObserver: a top bar that wraps
// onto a second row in a narrower window or in longer words). It returns
// a function that stops following; it does nothing, and returns a
// function that does nothing, when either element is missing or the
// browser has no ResizeObserver. Cost: a call into Go per change of size.
func FollowHeight(sel, root, prop string) (stop func()) {
	doc := app.Window().Get("document")
	el, to := doc.Call("querySelector", sel), doc.Call("querySelector", root)
	observer := app.Window().Get("ResizeObserver")
	if !el.Truthy() || !to.Truthy() || !observer.Truthy() {
		return func() {}
	}
	f := app.FuncOf(func(app.Value, []app.Value) any {
		h := el.Call("getBoundingClientRect").Get("height").Float()
		to.Get("style").Call("setProperty", prop, strconv.FormatFloat(h, 'f', 2, 64)+"px")
		return nil
	})
	o := observer.New(f)
	o.Call("observe", el)
	return func() {
		o.Call("disconnect")
		f.Release()
	}
}
