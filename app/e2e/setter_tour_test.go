//go:build !js

package e2e

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// touchDrag puts a finger on the first cell, slides it over the others in
// order, a few steps between each, and lifts it: a line or a cage as a
// setter draws one on a phone.
func touchDrag(t testing.TB, ctx context.Context, cells ...int) {
	t.Helper()
	var xs, ys []float64
	for _, c := range cells {
		x, y := cellXY(t, ctx, c)
		xs, ys = append(xs, x), append(ys, y)
	}
	do(t, ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		one, id := 1.0, 0.0
		send := func(typ input.DispatchTouchEventType, x, y float64) error {
			p := input.DispatchTouchEventParams{Type: typ, TouchPoints: []*input.TouchPoint{{X: x, Y: y, RadiusX: &one, RadiusY: &one, Force: &one, ID: &id}}}
			if typ == input.DispatchTouchEventTypeTouchEnd {
				p.TouchPoints = []*input.TouchPoint{} // a touchEnd has no points
			}
			_, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, p)
			return err
		}
		if err := send(input.DispatchTouchEventTypeTouchStart, xs[0], ys[0]); err != nil {
			return err
		}
		for i := 1; i < len(xs); i++ {
			for step := 1; step <= 4; step++ {
				f := float64(step) / 4
				if err := send(input.DispatchTouchEventTypeTouchMove, xs[i-1]+(xs[i]-xs[i-1])*f, ys[i-1]+(ys[i]-ys[i-1])*f); err != nil {
					return err
				}
			}
		}
		return send(input.DispatchTouchEventTypeTouchEnd, 0, 0)
	}))
}

// On a phone the bench is taller than the screen, and a refused edit's
// reason is drawn under the tools: a cage of ten cells drawn with a
// finger and Apply tapped at the screen's bottom edge, the reason comes
// on the screen. The build before drew it 240 px past the screen's
// bottom, and the setter saw nothing happen.
func TestSetterPhoneShowsWhyAnEditIsRefused(t *testing.T) {
	ctx := openPhone(t, easyPuzzle)
	clickMenu(t, ctx, true, "set")
	do(t, ctx, chromedp.WaitVisible(".setter-board"))
	setterCount(t, ctx)
	tap(t, ctx, "#tool-cage")
	run(t, ctx, chromedp.Poll[bool](`document.querySelector('#tool-cage').classList.contains('active')`))
	// Row 4, then r5c9: ten cells.
	cells := []int{27, 28, 29, 30, 31, 32, 33, 34, 35, 44}
	touchDrag(t, ctx, cells...)
	run(t, ctx, chromedp.Poll[bool](`document.querySelectorAll('.setter-board .cell.selected').length === 10`, chromedp.WithPollingTimeout(3*time.Second)))
	// Apply, on the screen as the bench opens, under the tools.
	if bottom := run(t, ctx, chromedp.Evaluate[float64](`document.querySelector('#setter-apply').getBoundingClientRect().bottom`)); bottom > 844 {
		t.Fatalf("Apply is past the screen's bottom (%v px)", bottom)
	}
	// The finger lifted moves to Apply: a tap at once after a slide is
	// taken by the browser as stopping the slide's fling, not as a tap.
	time.Sleep(500 * time.Millisecond)
	tap(t, ctx, "#setter-apply")
	waitText(t, ctx, ".setter-controls .error", "A cage holds 9 cells at most")
	onScreen := `(r => r.top >= 0 && r.bottom <= innerHeight)(document.querySelector('.setter-controls .error').getBoundingClientRect())`
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](onScreen, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		r := run(t, ctx, chromedp.Evaluate[[]float64](`(r => [r.top, r.bottom, innerHeight])(document.querySelector('.setter-controls .error').getBoundingClientRect())`))
		t.Fatalf("the reason is at %v-%v px on a screen %v px tall", r[0], r[1], r[2])
	}
	screenshot(t, ctx, "setter-phone-refused")
}

// Start again's Empty grid, clicked by mistake over a draft, is undone
// with the mouse like any edit: the draft comes back, cage and all, and
// a reload keeps it. The build before greyed out Undo and the draft
// was gone.
func TestSetterUndoesEmptyGrid(t *testing.T) {
	ctx := openOn(t, screen{"desktop", 1280, 900, false}, easyPuzzle)
	logConsole(t, ctx)
	clickAt := func(sel string) {
		t.Helper()
		// As a person would, scrolled into view first: the bench is
		// taller than the screen.
		do(t, ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector('`+sel+`').scrollIntoView({block: 'nearest'})`))
		x, y := centreOf(t, ctx, sel)
		do(t, ctx, chromedp.MouseClickXY(x, y))
	}
	clickAt("#set")
	do(t, ctx, chromedp.WaitVisible(".setter-board"))
	clickAt(".setter-start summary")
	clickAt("#setter-from-game")
	// The click is handled after it returns: until the game's givens are
	// on the bench, the count is the empty grid's.
	run(t, ctx, chromedp.Poll[bool](`[...document.querySelectorAll('.setter-board .cell')].map(c => (c.querySelector('.digit') || {}).textContent || '.').join('') === '`+easyPuzzle+`'`,
		chromedp.WithPollingTimeout(5*time.Second)))
	if got := setterCount(t, ctx); got != "1" {
		t.Fatalf("the open game's puzzle: count %s", got)
	}
	clickAt("#tool-thermo")
	dragCells(t, ctx, 0, 1)
	clickAt("#setter-apply")
	run(t, ctx, chromedp.Poll[bool](`!!document.querySelector('.setter-board .rule-thermo-bulb')`, chromedp.WithPollingTimeout(5*time.Second)))
	want := setterGivens(t, ctx)

	clickAt("#setter-empty") // Start again is still unfolded
	waitText(t, ctx, ".setter-controls .status", "Undo brings the last draft back.")
	if got := setterGivens(t, ctx); got != strings.Repeat(".", 81) {
		t.Fatalf("Empty grid left %s", got)
	}
	clickAt("#setter-undo")
	run(t, ctx, chromedp.Poll[bool](`!!document.querySelector('.setter-board .rule-thermo-bulb')`, chromedp.WithPollingTimeout(5*time.Second)))
	if got := setterGivens(t, ctx); got != want {
		t.Fatalf("undo after Empty grid: %s, want %s", got, want)
	}

	// A reload opens the bench again, the draft on it.
	do(t, ctx, chromedp.Reload())
	do(t, ctx, chromedp.WaitVisible(".setter-board"))
	if got := setterGivens(t, ctx); got != want || !run(t, ctx, chromedp.Evaluate[bool](`!!document.querySelector('.setter-board .rule-thermo-bulb')`)) {
		t.Fatalf("after a reload the draft is %s, want %s with its thermometer", got, want)
	}
	screenshot(t, ctx, "setter-undone-empty-grid")
}
