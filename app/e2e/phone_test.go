//go:build !js

package e2e

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// phones are the phones a player's first minutes are tried on: an
// iPhone's screen, a small Android's and a large one's.
var phones = []screen{{"iphone", 390, 844, true}, {"small-android", 360, 640, true}, {"large-android", 412, 915, true}}

// keysPlace is where the keypad's keys and Hint and Solve are, on the
// page (scrolling counts), and the keys of them not wholly on the
// screen, named.
func keysPlace(t testing.TB, ctx context.Context) (place, off string) {
	t.Helper()
	got := run(t, ctx, chromedp.Evaluate[[]string](`(() => {
		const keys = [...document.querySelectorAll('.keypad button, .actions button')];
		const place = keys.map(b => { const r = b.getBoundingClientRect(); return Math.round(r.left) + ',' + Math.round(r.top + scrollY); }).join(' ');
		const off = keys.filter(b => { const r = b.getBoundingClientRect(); return r.top < 0 || r.bottom > innerHeight + 0.5 || r.height < 40; })
			.map(b => b.id || b.textContent.trim()).join(', ');
		return [place, off];
	})()`))
	return got[0], got[1]
}

// On a phone every key of the keypad, and Hint and Solve, is on the
// screen, 40 px tall at least, without a scroll, and stays where it is
// (under the player's thumb) when the verdict on a full grid shows, and
// when a banner (a shared link's progress on offer) shows and is put
// away: those come after the keys. The build before had, on a 360x640
// Android, Hint, Solve and the last rows of keys under the screen's
// edge, and on every phone the verdict and the banner above the keypad,
// which moved it down as they came and up as they went.
func TestPhoneKeysStayOnScreen(t *testing.T) {
	sol := solutionOf(t, easyPuzzle)
	a := strings.IndexByte(easyPuzzle, '.')
	b := a + 1 + strings.IndexByte(easyPuzzle[a+1:9], '.')
	swapped := []byte(sol)
	swapped[a], swapped[b] = sol[b], sol[a]
	// The progress a friend's link brings: one digit.
	cells := make([]game.CellState, 81)
	cells[a].Digit = sudoku.Digit(sol[a] - '0')
	link := share.Encode(share.Link{Puzzle: mustParse(t, easyPuzzle), Cells: cells})
	for _, sc := range phones {
		t.Run(sc.name, func(t *testing.T) {
			ctx, url := openPhoneSized(t, sc.width, sc.height, easyPuzzle)
			before, off := keysPlace(t, ctx)
			if off != "" {
				t.Errorf("off the screen or under 40 px: %s", off)
			}
			if y := run(t, ctx, chromedp.Evaluate[float64](`scrollY`)); y != 0 {
				t.Errorf("the page opened scrolled by %v px", y)
			}
			x, y := cellCentre(t, ctx, 0)
			do(t, ctx, chromedp.TapXY(x, y))
			do(t, ctx, typeSolution(easyPuzzle, string(swapped))...)
			waitText(t, ctx, "#verdict", "The grid is full, but some digits do not fit.")
			after, off := keysPlace(t, ctx)
			if after != before || off != "" {
				t.Errorf("with the verdict on show the keys moved (%s, were %s) or are off the screen: %s", after, before, off)
			}
			screenshot(t, ctx, "phone-verdict-"+sc.name)

			do(t, ctx, chromedp.Navigate(url+"/#"+link), chromedp.Reload())
			waitBoard(t, ctx)
			waitText(t, ctx, "#offer", "already have this puzzle")
			withBanner, off := keysPlace(t, ctx)
			if withBanner != before || off != "" {
				t.Errorf("with the banner on show the keys moved (%s, were %s) or are off the screen: %s", withBanner, before, off)
			}
			screenshot(t, ctx, "phone-banner-"+sc.name)
			do(t, ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector('#keep-mine').scrollIntoView({block: 'nearest'})`))
			x, y = centreOf(t, ctx, "#keep-mine")
			do(t, ctx, chromedp.TapXY(x, y), chromedp.WaitNotPresent("#offer"))
			if got, _ := keysPlace(t, ctx); got != before {
				t.Errorf("Keep mine moved the keys: %s, were %s", got, before)
			}
		})
	}
}

// On a phone a hint's words are on the screen when they come, though
// they sit below the keypad: the page scrolls as little as it takes. On
// a 360x640 Android the build before left the second hint's second line
// under the screen's edge.
func TestPhoneHintWordsOnScreen(t *testing.T) {
	for _, sc := range phones {
		t.Run(sc.name, func(t *testing.T) {
			ctx, _ := openPhoneSized(t, sc.width, sc.height, easyPuzzle)
			tap(t, ctx, "#hint")
			vague := run(t, ctx, chromedp.Poll[string](`document.querySelector('.status').textContent`, chromedp.WithPollingTimeout(20*time.Second)))
			tap(t, ctx, "#hint")
			concrete := run(t, ctx, chromedp.Poll[string](`(s => s !== `+strconv.Quote(vague)+` && s)(document.querySelector('.status').textContent)`, chromedp.WithPollingTimeout(20*time.Second)))
			// The scroll comes a frame after the words.
			where := `(r => r.top >= 0 && r.bottom <= innerHeight + 0.5 ? '' : 'top ' + r.top + ', bottom ' + r.bottom + ' of ' + innerHeight)(document.querySelector('.status').getBoundingClientRect())`
			off := run(t, ctx, chromedp.Evaluate[string](where))
			for end := time.Now().Add(3 * time.Second); off != "" && time.Now().Before(end); off = run(t, ctx, chromedp.Evaluate[string](where)) {
				time.Sleep(50 * time.Millisecond)
			}
			if off != "" {
				t.Errorf("the hint's words %q are not wholly on the screen: %s px", concrete, off)
			}
			if n := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('.cell.hinted').length`)); n == 0 {
				t.Errorf("the hint %q highlights no cell", concrete)
			}
			screenshot(t, ctx, "phone-hint-"+sc.name)
		})
	}
}
