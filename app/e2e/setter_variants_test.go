//go:build !js

package e2e

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// publishedPuzzle returns the published puzzle name of
// engine/solve/testdata/variants.tsv or killers.tsv.
func publishedPuzzle(t *testing.T, name string) sudoku.Puzzle {
	t.Helper()
	for _, file := range []string{"variants.tsv", "killers.tsv"} {
		for _, p := range readRulesPuzzles(t, file, func(int) bool { return true }) {
			if p.name == name {
				return p.puzzle
			}
		}
	}
	t.Fatalf("no published puzzle %q", name)
	return sudoku.Puzzle{}
}

// TestSetterCountsHardVariants opens the slowest published variants for
// the exact search as shared links, and at once the setter's bench from
// the open game, on a phone and on a desktop: the live count settles on
// one solution (the worker's exact search, in WASM, within setterCount's
// wait). The game's grade, which the page asks for as it opens, runs in
// the background: the count does not wait behind it (Hard renban 2's
// grade runs to its 15 s limit), and on Hailstone, back at the game, the
// grade the count stopped runs again and shows.
func TestSetterCountsHardVariants(t *testing.T) {
	for _, c := range []struct {
		name          string
		width, height int64
		graded        bool // the game shows its level in the end
	}{
		{"Hailstone - little killer", 390, 844, true},
		{"Hard renban 2", 1280, 900, false},
	} {
		t.Run(strings.Fields(c.name)[0], func(t *testing.T) {
			p := publishedPuzzle(t, c.name)
			url, _ := startServer(t)
			ctx := newBrowser(t)
			shotOnFailure(t, ctx)
			logConsole(t, ctx)
			onPhone := c.width < 600
			if onPhone {
				do(t, ctx, phone(c.width, c.height))
			} else {
				do(t, ctx, chromedp.EmulateViewport(c.width, c.height))
			}
			do(t, ctx, chromedp.Navigate(url+"/#"+share.Encode(share.Link{Puzzle: p.Grid, Rules: p.Rules})))
			waitBoard(t, ctx)
			toggleSetter := func() {
				if onPhone {
					do(t, ctx, chromedp.Click("#menu-toggle"), chromedp.WaitVisible("#set"))
				}
				do(t, ctx, chromedp.Click("#set"))
			}
			toggleSetter()
			do(t, ctx, chromedp.WaitVisible(".setter-board"))
			setterCount(t, ctx) // the bench's own draft, before the game's
			draft := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('#setter-count').dataset.draft`))
			do(t, ctx, chromedp.Click(".setter-start summary"), chromedp.Click("#setter-from-game"))
			start := time.Now()
			// The click is handled after it returns: wait for the game's draft.
			run(t, ctx, chromedp.Poll[bool](`document.querySelector('#setter-count').dataset.draft !== `+strconv.Quote(draft),
				chromedp.WithPollingTimeout(5*time.Second)))
			if got := setterCount(t, ctx); got != "1" {
				t.Fatalf("%s: the setter counts %s, want 1", c.name, got)
			}
			t.Logf("%s: counted in %.1f s from the click", c.name, time.Since(start).Seconds())
			screenshot(t, ctx, "setter-"+strings.Fields(c.name)[0])
			if !c.graded {
				return
			}
			toggleSetter()
			level := run(t, ctx, chromedp.Poll[string](`document.querySelector('.topbar .level').textContent`,
				chromedp.WithPollingTimeout(60*time.Second)))
			t.Logf("%s: graded %q %.1f s after the click", c.name, level, time.Since(start).Seconds())
			screenshot(t, ctx, "setter-"+strings.Fields(c.name)[0]+"-graded")
		})
	}
}
