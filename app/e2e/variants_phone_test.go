//go:build !js

package e2e

import (
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/sudoku-app/sudoku/app/share"
)

// A board with clues outside the grid fits a phone's width, room and all,
// and its clues are on screen.
func TestVariantBoardFitsPhone(t *testing.T) {
	ps := publishedVariants(t)
	url, _ := startServer(t)
	ctx := newBrowser(t)
	shotOnFailure(t, ctx)
	do(t, ctx, chromedp.EmulateViewport(390, 800))
	for _, name := range []string{"Little killer", "Sandwich sudoku"} {
		p := ps[name].puzzle
		do(t, ctx, chromedp.Navigate(url+"/#"+share.Encode(share.Link{Puzzle: p.Grid, Rules: p.Rules})))
		waitBoard(t, ctx)
		if w := run(t, ctx, chromedp.Evaluate[float64](`document.documentElement.scrollWidth`)); w > 390 {
			t.Errorf("%s: the page is %v px wide on a 390 px screen", name, w)
		}
		if off := run(t, ctx, chromedp.Evaluate[int](`[...document.querySelectorAll('.rules-layer text')].filter(e => { const r = e.getBoundingClientRect(); return r.left < 0 || r.right > innerWidth; }).length`)); off > 0 {
			t.Errorf("%s: %d clues off the screen", name, off)
		}
	}
}
