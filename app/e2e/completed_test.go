//go:build !js

package e2e

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// completedSnap is what watchCompleted saw the moment a completion's
// class reached the board: the cells with a completed-N class, the
// cells' CSS animation names, and the cells a completed-N animation
// runs on (document.getAnimations).
type completedSnap struct {
	Marked  []int
	Named   []string // "cell:name", for the cells whose animation-name is not none
	Running []int
}

// watchCompleted makes the page record a completedSnap in
// window.__completed the moment a cell of the board gets class cls, as a
// move's render puts it there (a MutationObserver: no timing to miss);
// with freezeAt >= 0 it then pauses the glow's animations freezeAt ms
// in (window.__frozen), for a screenshot mid-glow.
func watchCompleted(cls string, freezeAt int) chromedp.Action[chromedp.Void] {
	return chromedp.Evaluate[chromedp.Void](`(() => {
		window.__completed = null;
		const board = document.querySelector('.board');
		const obs = new MutationObserver(() => {
			const cells = [...board.querySelectorAll('.cell')];
			if (!cells.some(c => c.classList.contains(` + strconv.Quote(cls) + `))) return;
			obs.disconnect();
			const anims = document.getAnimations().filter(a => (a.animationName || '').startsWith('completed-'));
			const named = cells.map(c => [c, getComputedStyle(c).animationName]).filter(([c, n]) => n !== 'none');
			window.__completed = {
				marked: cells.filter(c => /\bcompleted-[12]\b/.test(c.className)).map(c => +c.dataset.cell),
				named: named.map(([c, n]) => c.dataset.cell + ':' + n),
				running: anims.map(a => +a.effect.target.dataset.cell).sort((a, b) => a - b),
			};
			if (` + strconv.Itoa(freezeAt) + ` >= 0) anims.forEach(a => { a.pause(); a.currentTime = ` + strconv.Itoa(freezeAt) + `; });
			window.__frozen = anims;
		});
		obs.observe(board, {subtree: true, attributes: true, attributeFilter: ['class']});
	})()`)
}

// motion makes the page see prefers-reduced-motion: reduce when reduce,
// or the browser's own setting, and prefers-color-scheme scheme ("" for
// the browser's).
func motion(reduce bool, scheme string) chromedp.Action[chromedp.Void] {
	value := ""
	if reduce {
		value = "reduce"
	}
	return func(ctx context.Context, t *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: value}, {Name: "prefers-color-scheme", Value: scheme}}})
		return chromedp.Void{}, err
	}
}

// cellRange returns the cells from a to b, inclusive.
func cellRange(a, b int) []int {
	var out []int
	for c := a; c <= b; c++ {
		out = append(out, c)
	}
	return out
}

// The last digit of a row, typed with real keys, gives the row's cells a
// brief glow, and no other cell; a move that completes a box sharing
// three of those cells plays it again on them; the glow ends by itself
// and moves nothing; under prefers-reduced-motion no animation runs. At
// a desktop's size in the light theme and a phone's in the dark; with
// SCREENSHOTS set, mid-glow pictures completed-row-*, completed-box-*
// and completed-reduced-*.
func TestCompletedHouseGlows(t *testing.T) {
	sol := solutionOf(t, easyPuzzle)
	// Rows 1-3 filled but for r1c4, r2c1 and r2c5; rows 4-9 as in
	// easyPuzzle, so that no column and no digit is near complete.
	p := []byte(easyPuzzle)
	copy(p, sol[:27])
	for _, c := range []int{3, 9, 13} {
		p[c] = '.'
	}
	row1, box2 := cellRange(0, 8), []int{3, 4, 5, 12, 13, 14, 21, 22, 23}
	row2box1 := []int{0, 1, 2, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20}

	url, _ := startServer(t)
	ctx := newBrowser(t)
	shotOnFailure(t, ctx)
	for i, sc := range sizes {
		// Each size plays a puzzle of its own: the digits relabelled.
		relabel := func(s string) string {
			return strings.Map(func(r rune) rune {
				if r >= '1' && r <= '9' {
					return '1' + (r-'1'+rune(i))%9
				}
				return r
			}, s)
		}
		puzzle, solution := relabel(string(p)), relabel(sol)
		digit := func(c int) string { return string(solution[c]) }
		scheme := []string{"light", "dark"}[i] // the phone in the dark theme
		do(t, ctx, motion(false, scheme), chromedp.EmulateViewport(sc.width, sc.height), chromedp.Navigate(url+"/#"+puzzle))
		waitBoard(t, ctx)
		before := boardBox(t, ctx)

		// Row 1's last digit: row 1 glows, nothing else.
		do(t, ctx, chromedp.Click(`[data-cell="3"]`))
		expectSelected(t, ctx, "a click on r1c4", "3") // drawn: r1c1 has the row's highlight
		plain := run(t, ctx, chromedp.Evaluate[string](`getComputedStyle(document.querySelector('[data-cell="0"]')).backgroundColor`))
		do(t, ctx, watchCompleted("completed-2", 250), key(digit(3)))
		got := waitCompleted(t, ctx)
		expectGlow(t, sc.name+", row 1", got, row1, "completed-2")
		if now := boardBox(t, ctx); now != before {
			t.Errorf("%s: the board moved from %s to %s as it glowed", sc.name, before, now)
		}
		screenshot(t, ctx, "completed-row-"+sc.name)
		endGlow(t, ctx, sc.name)
		if now := run(t, ctx, chromedp.Evaluate[string](`getComputedStyle(document.querySelector('[data-cell="0"]')).backgroundColor`)); now != plain {
			t.Errorf("%s: r1c1's background is %s after the glow, want %s as before", sc.name, now, plain)
		}

		// Box 2 next: r1c4-r1c6 glow again, with the other animation;
		// the rest of row 1 does not.
		do(t, ctx, chromedp.Click(`[data-cell="13"]`), watchCompleted("completed-1", 250), key(digit(13)))
		got = waitCompleted(t, ctx)
		expectGlow(t, sc.name+", box 2", got, box2, "completed-1")
		screenshot(t, ctx, "completed-box-"+sc.name)
		endGlow(t, ctx, sc.name)

		// Reduced motion: row 2 and box 1 are marked, and nothing moves.
		do(t, ctx, motion(true, scheme))
		run(t, ctx, chromedp.Poll[bool](`matchMedia('(prefers-reduced-motion: reduce)').matches`, chromedp.WithPollingTimeout(5*time.Second)))
		do(t, ctx, chromedp.Click(`[data-cell="9"]`), watchCompleted("completed-2", -1), key(digit(9)))
		got = waitCompleted(t, ctx)
		if !slices.Equal(got.Marked, row2box1) || len(got.Named) != 0 || len(got.Running) != 0 {
			t.Errorf("%s, reduced motion: marked %v, animations %v on %v; want row 2 and box 1 marked, no animation", sc.name, got.Marked, got.Named, got.Running)
		}
		screenshot(t, ctx, "completed-reduced-"+sc.name)
	}
	do(t, ctx, motion(false, ""))
}

// waitCompleted waits for the snapshot watchCompleted takes.
func waitCompleted(t testing.TB, ctx context.Context) completedSnap {
	t.Helper()
	return run(t, ctx, chromedp.Poll[completedSnap](`window.__completed`, chromedp.WithPollingTimeout(5*time.Second)))
}

// expectGlow checks that the cells want, and no other, carry class cls
// and run its animation.
func expectGlow(t testing.TB, what string, got completedSnap, want []int, cls string) {
	t.Helper()
	var named []string
	for _, c := range want {
		named = append(named, strconv.Itoa(c)+":"+cls)
	}
	if !slices.Equal(got.Marked, want) || !slices.Equal(got.Named, named) || !slices.Equal(got.Running, want) {
		t.Errorf("%s: marked %v, animations %v, running on %v; want %v marked and running %s", what, got.Marked, got.Named, got.Running, want, cls)
	}
}

// endGlow lets the glow frozen for a screenshot play on, and waits until
// it has ended by itself.
func endGlow(t testing.TB, ctx context.Context, what string) {
	t.Helper()
	do(t, ctx, chromedp.Evaluate[chromedp.Void](`(window.__frozen || []).forEach(a => a.play())`))
	wait, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	if _, err := chromedp.Run(wait, chromedp.Poll[bool](`!document.getAnimations().some(a => (a.animationName || '').startsWith('completed-'))`)); err != nil {
		t.Errorf("%s: the glow did not end within 3 s", what)
	}
}
