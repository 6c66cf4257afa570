package browser

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// CellAt returns the number (data-cell) of the element matching sel
// whose box holds the point (x, y) of the viewport, and whether there is
// one. It reads the boxes, not the hit test, so it finds a cell under a
// scrim, or in a part of the page made inert. Cost: a query and a box
// read per element matched.
func CellAt(sel string, x, y float64) (int, bool) {
	els := app.Window().Get("document").Call("querySelectorAll", sel)
	for i := 0; i < els.Length(); i++ {
		el := els.Index(i)
		r := el.Call("getBoundingClientRect")
		if x >= r.Get("left").Float() && x < r.Get("right").Float() && y >= r.Get("top").Float() && y < r.Get("bottom").Float() {
			n, err := strconv.Atoi(el.Get("dataset").Get("cell").String())
			return n, err == nil
		}
	}
	return 0, false
}
