//go:build !js

package e2e

import (
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// A classic puzzle pasted as an f-puzzles link with cosmetics (a black
// line, a labelled white circle) plays with them drawn on the board's
// rules layer, under the digits (a click on the circle selects its cell),
// and the rules beside the board say they carry no rule. Drawn in the
// puzzle's colours in the light theme, they turn light in the dark one.
// With SCREENSHOTS set, decor-<width>-<theme>.png show it at a desktop's
// and a phone's size.
func TestFPuzzlesCosmeticsDrawn(t *testing.T) {
	p := sudoku.Puzzle{Grid: mustParse(t, hardPuzzle)}
	p.Rules.Decor = []sudoku.Decoration{
		{Kind: sudoku.DecorLine, Cells: []sudoku.Cell{0, 1, 11, 21}, Stroke: "#000000", Width: 10},
		{Kind: sudoku.DecorCircle, Cells: []sudoku.Cell{40}, Stroke: "#000000", Fill: "#ffffff", Width: 90, Height: 90},
		{Kind: sudoku.DecorText, Cells: []sudoku.Cell{79, 80}, TextColour: "#d23be7", Height: 30, Text: "A note"},
	}
	_, ctx := openGame(t, easyPuzzle)
	shotOnFailure(t, ctx)
	do(t, ctx, chromedp.Click("#paste"), setValue("#paste-text", codec.FPuzzlesURL(p)))
	waitText(t, ctx, "#paste-result", "a drawing that carries no rule")
	do(t, ctx, chromedp.Click("#paste-play"))
	run(t, ctx, chromedp.Poll[bool](`!!document.querySelector('.board .rules-layer svg .rule-decor-circle')`))
	counts := run(t, ctx, chromedp.Evaluate[[]int](`['rule-decor-line', 'rule-decor-circle', 'rule-decor-text'].map(c => document.querySelectorAll('.board .rules-layer svg .' + c).length)`))
	if counts[0] != 1 || counts[1] != 1 || counts[2] != 1 {
		t.Errorf("drawn: %v lines, circles and texts; want one of each", counts)
	}
	if got := boardText(t, ctx); got != hardPuzzle {
		t.Errorf("board %s, want the pasted givens %s", got, hardPuzzle)
	}
	stated := waitText(t, ctx, ".rules-text", "decoration")
	for _, want := range []string{"Classic Sudoku.", "The lines, shapes and text drawn on the grid are decoration: they carry no rule."} {
		if !strings.Contains(stated, want) {
			t.Errorf("the rules beside the board say %q, want %q", stated, want)
		}
	}
	// The drawing lies under the cells' digits and lets clicks through.
	do(t, ctx, chromedp.Click(`[data-cell="40"]`))
	if sel := run(t, ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('.board .cell.selected')].map(c => c.dataset.cell).join(' ')`)); sel != "40" {
		t.Errorf("a click on the circle selected %q, want its cell, 40", sel)
	}
	for _, theme := range []string{"light", "dark"} {
		do(t, ctx, motion(false, theme))
		stroke := run(t, ctx, chromedp.Evaluate[string](`getComputedStyle(document.querySelector('.board .rule-decor-line')).stroke`))
		if dark := brightness(stroke) < 128; dark != (theme == "light") {
			t.Errorf("%s theme: the black line is drawn %s, want it to stand out on the board", theme, stroke)
		}
		for _, size := range [][2]int64{{1280, 900}, {390, 844}} {
			if size[0] < 500 {
				do(t, ctx, phone(size[0], size[1]))
			} else {
				do(t, ctx, chromedp.EmulateViewport(size[0], size[1]))
			}
			run(t, ctx, chromedp.Poll[bool](`innerWidth === `+strconv.FormatInt(size[0], 10)))
			screenshot(t, ctx, "decor-"+strconv.FormatInt(size[0], 10)+"-"+theme)
		}
	}
}
