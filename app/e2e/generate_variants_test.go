//go:build !js

package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// New makes variants in the worker at the level chosen: choosing Killer
// (then Jigsaw) says how its level is judged, and the puzzle opens with
// its rules drawn (the cages, the regions' borders), unique under them,
// at that level, its link carrying the rules and the seed.
func TestGenerateVariantsInWorker(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	shotOnFailure(t, ctx)
	for _, tc := range []struct{ kind, label, class, level string }{
		{generate.KindKiller, "Killer", "rule-cage", "Hard"},
		{generate.KindJigsaw, "Jigsaw", "rule-region-border", "Medium"},
	} {
		do(t, ctx, chromedp.Click("#new"))
		moreOptions(t, ctx)
		do(t, ctx, setValue("#gen-variant", tc.kind), setValue("#gen-level", tc.level))
		waitText(t, ctx, "#variant-note", "Its level is judged by the techniques its hints use")
		screenshot(t, ctx, "new-"+tc.kind)
		do(t, ctx, chromedp.Click("#generate"))
		// The page's seed is random: a few seeds in a hundred bring the
		// closest puzzle instead, and the status says so.
		status := waitText(t, ctx, ".controls .status", " "+tc.label+" puzzle")
		met := strings.HasPrefix(status, "A new "+tc.label+" puzzle.")
		if !met && !strings.HasPrefix(status, "No "+tc.level+" "+tc.label+" puzzle turned up.") {
			t.Errorf("%s: status %q", tc.kind, status)
		}
		drawn := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('.board .rules-layer svg .`+tc.class+`').length`))
		if drawn == 0 {
			t.Errorf("%s: no .%s drawn", tc.kind, tc.class)
		}
		l, err := share.Decode(fragment(t, ctx))
		if err != nil || !l.HasSeed || l.Rules.Classic() {
			t.Fatalf("%s: the address bar holds %q (%v); want the puzzle's link with its rules and seed", tc.kind, fragment(t, ctx), err)
		}
		if got := generate.VariantOf(l.Puzzle.Shape(), &l.Rules); got != tc.kind {
			t.Errorf("%s: the link's rules are a %q", tc.kind, got)
		}
		if n, err := solve.CountPuzzle(sudoku.Puzzle{Grid: l.Puzzle, Rules: l.Rules}, 2); n != 1 || err != nil {
			t.Errorf("%s: %d solutions (%v), want 1", tc.kind, n, err)
		}
		if g, err := logic.GradePuzzle(sudoku.Puzzle{Grid: l.Puzzle, Rules: l.Rules}); err != nil || met != (g.Level.String() == tc.level) {
			t.Errorf("%s: the puzzle grades %v (%v), the status says %q", tc.kind, g, err, status)
		}
		if got := boardText(t, ctx); got != l.Puzzle.String() {
			t.Errorf("%s: the board shows %s, the link %s", tc.kind, got, l.Puzzle)
		}
		if tc.kind == generate.KindKiller {
			if n := len(l.Rules.Constraints); drawn < n {
				t.Errorf("killer: %d cages drawn, the puzzle has %d", drawn, n)
			}
		}
		screenshot(t, ctx, "generated-"+tc.kind)
	}
}
