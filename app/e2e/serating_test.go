//go:build !js

package e2e

import (
	"testing"

	"github.com/chromedp/chromedp"
)

// The first puzzle of the forum's hardest list, pasted and played, is
// graded as Sudoku Explainer rates it (serate: 10.3/1.2/1.2): its steps
// need dynamic forcing chains with static multiple chains nested in
// them, which the worker follows in a few seconds.
func TestPastedHardestPuzzleGradedOnSEScale(t *testing.T) {
	const hardest = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"
	_, ctx := openGame(t, easyPuzzle)
	shotOnFailure(t, ctx)
	do(t, ctx, chromedp.Click("#paste"))
	pasteText(t, ctx, hardest)
	do(t, ctx, chromedp.Click("#paste-play"))
	waitText(t, ctx, ".level", "Extreme · SE 10.3")
	if got := boardText(t, ctx); got != hardest {
		t.Errorf("the board shows %s, want %s", got, hardest)
	}
	screenshot(t, ctx, "hardest-graded")
}
