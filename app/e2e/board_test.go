//go:build !js

package e2e

import (
	"context"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// cellCentre returns the middle of cell i on the screen.
func cellCentre(t testing.TB, ctx context.Context, i int) (x, y float64) {
	t.Helper()
	xy := run(t, ctx, chromedp.Evaluate[[]float64](`(r => [r.x + r.width/2, r.y + r.height/2])(document.querySelector('[data-cell="`+strconv.Itoa(i)+`"]').getBoundingClientRect())`))
	return xy[0], xy[1]
}

// doubleClick is a mouse's double click: two clicks, the second counted
// as the second of a double click, as the system reports one.
func doubleClick(x, y float64) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(chromedp.MouseClickXY(x, y), chromedp.MouseClickXY(x, y, func(p *input.DispatchMouseEventParams) { p.ClickCount = 2 }))
}

// phone emulates a phone of width x height CSS pixels: a touch screen
// that reads the page's viewport.
func phone(width, height int64) chromedp.Action[chromedp.Void] {
	return chromedp.EmulateViewport(width, height, chromedp.EmulateMobile, chromedp.EmulateTouch)
}

// openPhone opens the app at fragment in a browser of its own on a
// 390x844 phone, with touch, once the board is drawn, with a screenshot
// if the test fails.
func openPhone(t *testing.T, fragment string) context.Context {
	t.Helper()
	ctx, _ := openPhoneSized(t, 390, 844, fragment)
	return ctx
}

// openPhoneSized is openPhone on a phone of the size given; it returns
// the server's address too.
func openPhoneSized(t *testing.T, width, height int64, fragment string) (context.Context, string) {
	t.Helper()
	url, _ := startServer(t)
	ctx := newBrowser(t)
	shotOnFailure(t, ctx)
	do(t, ctx, phone(width, height), chromedp.Navigate(url+"/#"+fragment))
	waitBoard(t, ctx)
	return ctx, url
}

// tap taps the element sel with a finger, once it is shown.
func tap(t testing.TB, ctx context.Context, sel string) {
	t.Helper()
	do(t, ctx, chromedp.WaitVisible(sel))
	x, y := centreOf(t, ctx, sel)
	do(t, ctx, chromedp.TapXY(x, y))
}

// A double click on a digit selects every cell holding it, as on
// SudokuPad, and so does a double tap on a phone; a double click on an
// empty cell selects it alone, and a double tap zooms nothing.
func TestDoubleClickSelectsADigit(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	shotOnFailure(t, ctx)
	// The 3s: given in r1c3, r2c4, r8c6 and r9c7; r4c1 takes one as an
	// entry.
	do(t, ctx, chromedp.Click(`[data-cell="27"]`), key("3"))
	expectCell(t, ctx, 27, "3||")
	const threes = "2 12 27 68 78"

	x, y := cellCentre(t, ctx, 12)
	do(t, ctx, doubleClick(x, y))
	expectSelected(t, ctx, "a double click on r2c4's 3", threes)
	x, y = cellCentre(t, ctx, 0)
	do(t, ctx, doubleClick(x, y))
	expectSelected(t, ctx, "a double click on the empty r1c1", "0")

	// A phone: two taps on a digit. Chromium makes a double tap a
	// dblclick too, Safari on iOS does not: the page counts the taps
	// itself, which only shows where no dblclick reaches it.
	do(t, ctx, phone(390, 844), chromedp.Evaluate[chromedp.Void](`addEventListener('dblclick', e => e.stopPropagation(), true)`))
	run(t, ctx, chromedp.Poll[bool](`innerWidth === 390`))
	x, y = cellCentre(t, ctx, 78)
	do(t, ctx, chromedp.TapXY(x, y), chromedp.TapXY(x, y))
	expectSelected(t, ctx, "a double tap on r9c7's 3", threes)
	if scale := run(t, ctx, chromedp.Evaluate[float64](`visualViewport.scale`)); scale != 1 {
		t.Errorf("the double tap zoomed the page to %v", scale)
	}
	// Two taps on two cells are two taps.
	x1, y1 := cellCentre(t, ctx, 2)
	do(t, ctx, chromedp.TapXY(x, y), chromedp.TapXY(x1, y1))
	expectSelected(t, ctx, "taps on r9c7 then r1c3", "2")
}

// expectSelected waits until the board's cells selected are want ("3
// 4"), and fails, saying what did it, when they do not come to be.
func expectSelected(t testing.TB, ctx context.Context, what, want string) {
	t.Helper()
	wait, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	js := `[...document.querySelectorAll('.board .cell.selected')].map(c => c.dataset.cell).join(' ')`
	if _, err := chromedp.Run(wait, chromedp.Poll[bool](js+` === `+strconv.Quote(want))); err != nil {
		t.Errorf("%s selected %q, want %q", what, run(t, ctx, chromedp.Evaluate[string](js)), want)
	}
}

// pinch pinches at x, y to scale as a trackpad does; the browser honours
// the page's viewport as it does for fingers. (Headless Chromium zooms
// nothing for synthetic fingers.)
func pinch(x, y, scale float64) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, input.SynthesizePinchGesture, input.SynthesizePinchGestureParams{
			X: x, Y: y, ScaleFactor: scale, GestureSourceType: input.GestureSourceTypeMouse})
		return err
	})
}

// On a phone the player can pinch-zoom the page, the board too, and its
// layout stays as it was: zooming is the browser's, over it. A finger
// on the board selects (it does not pan), two fingers pinch.
func TestPinchZoom(t *testing.T) {
	ctx := openPhone(t, easyPuzzle)
	boardBox := `(r => [r.left, r.top, r.width].map(Math.round).join())(document.querySelector('.board').getBoundingClientRect())`
	before := run(t, ctx, chromedp.Evaluate[string](boardBox))
	x, y := cellCentre(t, ctx, 40)
	do(t, ctx, pinch(x, y, 2))
	if scale := run(t, ctx, chromedp.Evaluate[float64](`visualViewport.scale`)); scale < 1.5 {
		t.Errorf("a pinch on the board zoomed the page to %v, want about 2", scale)
	}
	// getBoundingClientRect is in the layout's pixels, which zooming
	// leaves as they were.
	if after := run(t, ctx, chromedp.Evaluate[string](boardBox)); after != before {
		t.Errorf("zooming moved the board in the layout: %s, was %s", after, before)
	}
	touch := run(t, ctx, chromedp.Evaluate[string](`getComputedStyle(document.querySelector('.board')).touchAction + ', ' + getComputedStyle(document.documentElement).touchAction`))
	if touch != "pinch-zoom, manipulation" {
		t.Errorf("touch-action of the board, the page: %s; want pinch-zoom (a finger selects, two zoom), manipulation (no double-tap zoom)", touch)
	}
}

// digitClearOfTotalJS measures, in every cell of the board holding a
// cage's total and a digit, the gap between the digit's ink and the
// total's background (which holds the total's ink), and returns the
// smallest, in CSS pixels, with where it is. The ink of a digit is the
// font's own measure of the glyph (canvas measureText), placed on the
// digit's baseline; the gap is positive when the two are apart,
// across or down.
const digitClearOfTotalJS = `(() => {
	const cv = document.createElement('canvas').getContext('2d');
	const ink = el => {
		const cs = getComputedStyle(el);
		cv.font = cs.fontWeight + ' ' + cs.fontSize + ' ' + cs.fontFamily;
		const m = cv.measureText(el.textContent);
		const range = document.createRange();
		range.selectNodeContents(el);
		const r = range.getBoundingClientRect();
		const base = r.top + m.fontBoundingBoxAscent;
		return {left: r.left - m.actualBoundingBoxLeft, top: base - m.actualBoundingBoxAscent};
	};
	const bgs = [...document.querySelectorAll('.board .rule-cage-sum-bg')].map(e => e.getBoundingClientRect());
	let worst = {gap: 1e9, where: 'no digit beside a total'};
	for (const c of document.querySelectorAll('.board .cell.cage-total')) {
		const d = c.querySelector('.digit');
		if (!d) continue;
		const cr = c.getBoundingClientRect();
		const bg = bgs.find(b => b.left >= cr.left - 1 && b.top >= cr.top - 1 && b.left < cr.left + cr.width/2 && b.top < cr.top + cr.height/2);
		if (!bg) return {gap: -1e9, where: 'cell ' + c.dataset.cell + ': no total drawn in its corner'};
		const k = ink(d);
		const gap = Math.max(k.left - bg.right, k.top - bg.bottom);
		if (gap < worst.gap) worst = {gap, where: 'cell ' + c.dataset.cell + ' (' + d.textContent + ')'};
	}
	return worst;
})()`

// Killer totals sit clear of the digits: on a killer with givens, and an
// entry, every digit in a cell with a cage's total keeps a pixel or more
// from the total, on a desktop and on a phone.
func TestKillerTotalsClearOfDigits(t *testing.T) {
	url, _ := startServer(t)
	ctx := newBrowser(t)
	shotOnFailure(t, ctx)
	do(t, ctx, chromedp.Navigate(url+"/#"+killerLink(t, easyPuzzle)))
	waitBoard(t, ctx)
	// r1c1 holds a cage's total and no given: an entry, not bold.
	do(t, ctx, chromedp.Click(`[data-cell="0"]`), key("4"))
	expectCell(t, ctx, 0, "4||")
	for _, size := range [][2]int64{{1280, 900}, {390, 844}} {
		do(t, ctx, chromedp.EmulateViewport(size[0], size[1]))
		run(t, ctx, chromedp.Poll[bool](`innerWidth === `+strconv.FormatInt(size[0], 10)))
		got := run(t, ctx, chromedp.Evaluate[struct {
			Gap   float64
			Where string
		}](digitClearOfTotalJS))
		if got.Gap < 1 {
			t.Errorf("%d px wide: a digit comes within %.1f px of its cage's total (%s), want 1 px at least", size[0], got.Gap, got.Where)
		}
		screenshotOf(t, ctx, ".board", "killer-totals-"+strconv.FormatInt(size[0], 10))
	}
}
