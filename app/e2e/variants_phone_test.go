//go:build !js

package e2e

import (
	"strconv"
	"strings"
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

// clueFontsJS returns the size on screen, in CSS pixels, of the font of
// every cage's total and little killer's clue on the board, and which
// clue it is: the text's height on screen over its height in the SVG,
// times its font's size there.
const clueFontsJS = `[...document.querySelectorAll('.board .rule-cage-sum, .board .rule-little-killer')].map(e =>
	(e.getBoundingClientRect().height / e.getBBox().height * parseFloat(e.getAttribute('font-size'))).toFixed(1) + ' ' + e.getAttribute('class') + ' ' + e.textContent)`

// The clues in a cell's corner or outside the grid are readable on a
// small phone (360x640, where a 9x9 board's cell is 30 px): a cage's
// total and a little killer's clue are 10 px or more, as a note is 11,
// and a killer's totals keep clear of the digits and corner notes in
// their cells.
func TestCluesReadableOnASmallPhone(t *testing.T) {
	ps := publishedVariants(t)
	url, _ := startServer(t)
	ctx := newBrowser(t)
	shotOnFailure(t, ctx)
	do(t, ctx, phone(360, 640))
	for _, name := range []string{"Killer sudoku (Wikipedia)", "Arrow killer sudoku", "Little killer", "Hailstone - little killer"} {
		p := ps[name].puzzle
		do(t, ctx, chromedp.Navigate(url+"/#"+share.Encode(share.Link{Puzzle: p.Grid, Rules: p.Rules})))
		waitBoard(t, ctx)
		fonts := run(t, ctx, chromedp.Evaluate[[]string](clueFontsJS))
		if len(fonts) == 0 {
			t.Fatalf("%s: no clue drawn", name)
		}
		for _, f := range fonts {
			size, clue, _ := strings.Cut(f, " ")
			if px, _ := strconv.ParseFloat(size, 64); px < 9.5 {
				t.Errorf("%s: %s is %s px on a 360 px phone, want about 10", name, clue, size)
				break
			}
		}
		screenshot(t, ctx, "clues-360-"+strings.ReplaceAll(name, " ", "-"))
	}
	// A killer with givens, and an entry in a cell with a total.
	do(t, ctx, chromedp.Navigate(url+"/#"+killerLink(t, easyPuzzle)))
	waitBoard(t, ctx)
	x, y := cellCentre(t, ctx, 0)
	do(t, ctx, chromedp.TapXY(x, y))
	tap(t, ctx, `.keypad [aria-label^="Enter 4,"]`)
	expectCell(t, ctx, 0, "4||")
	got := run(t, ctx, chromedp.Evaluate[struct {
		Gap   float64
		Where string
	}](digitClearOfTotalJS))
	if got.Gap < 1 {
		t.Errorf("on a 360 px phone a digit comes within %.1f px of its cage's total (%s), want 1 px at least", got.Gap, got.Where)
	}
	screenshotOf(t, ctx, ".board", "killer-totals-360")

	// Corner notes keep clear of a total of two digits: r1c3's 15, with
	// five notes (a note beside it read as its third digit: 157).
	wiki := ps["Killer sudoku (Wikipedia)"].puzzle
	do(t, ctx, chromedp.Navigate(url+"/#"+share.Encode(share.Link{Puzzle: wiki.Grid, Rules: wiki.Rules})))
	waitBoard(t, ctx)
	x, y = cellCentre(t, ctx, 2)
	do(t, ctx, chromedp.TapXY(x, y))
	for _, d := range "13579" {
		do(t, ctx, key(string(d), chromedp.ModifierShift))
	}
	expectCell(t, ctx, 2, ".|13579|")
	gap := run(t, ctx, chromedp.Evaluate[float64](`(() => {
		const cell = document.querySelector('[data-cell="2"]').getBoundingClientRect();
		const bg = [...document.querySelectorAll('.board .rule-cage-sum-bg')].map(e => e.getBoundingClientRect()).find(b => b.left >= cell.left - 1 && b.left < cell.left + cell.width / 2 && b.top >= cell.top - 1 && b.top < cell.top + cell.height / 2);
		return Math.min(...[...document.querySelectorAll('[data-cell="2"] .corner-note')].map(n => n.getBoundingClientRect()).map(n => Math.max(n.left - bg.right, n.top - bg.bottom)));
	})()`))
	if gap < 2 {
		t.Errorf("on a 360 px phone a corner note comes within %.1f px of r1c3's total, want 2 px at least", gap)
	}
	screenshotOf(t, ctx, ".board", "killer-corner-notes-360")
}
