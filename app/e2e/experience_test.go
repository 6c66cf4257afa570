//go:build !js

package e2e

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/sudoku-app/sudoku/engine/logic"
)

// The app's own address pastes, from any host and base path (it was an
// "unrecognised link").
func TestPasteTakesTheAppsOwnAddress(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	shotOnFailure(t, ctx)
	do(t, ctx, chromedp.Click("#paste"))
	for _, addr := range []string{"http://example.org/#" + hardPuzzle, "https://example.org/sudoku/?embed=1#" + hardPuzzle} {
		// Emptied first: the first address's words, still on show, would
		// pass for the second's, and Play be clicked while it is read.
		do(t, ctx, setValue("#paste-text", ""))
		run(t, ctx, chromedp.Poll[bool](`!document.querySelector('#paste-play') || document.querySelector('#paste-play').disabled`))
		do(t, ctx, setValue("#paste-text", addr))
		waitText(t, ctx, "#paste-result", "a link from this app")
	}
	do(t, ctx, chromedp.Click("#paste-play"))
	run(t, ctx, chromedp.Poll[bool](`document.querySelectorAll('.board .cell .digit').length === `+strconv.Itoa(81-strings.Count(hardPuzzle, "."))))
	if got := boardText(t, ctx); got != hardPuzzle {
		t.Errorf("playing the pasted address shows %s, want %s", got, hardPuzzle)
	}
}

// A hint looks at the player's digits first, even before the page has the
// solution: a wrong digit is named and selected, not stepped over.
func TestHintNamesAMistakeFirst(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	shotOnFailure(t, ctx)
	sol := solutionOf(t, easyPuzzle)
	wrong := string(rune('1' + (sol[0]-'0')%9))
	do(t, ctx, chromedp.Click(`[data-cell="0"]`), key(wrong), chromedp.Click(`[data-cell="40"]`), chromedp.Click("#hint"))
	msg := waitText(t, ctx, ".controls .status", "First fix row 1, column 1")
	if sel := run(t, ctx, chromedp.Evaluate[bool](`document.querySelector('[data-cell="0"]').classList.contains('selected')`)); !sel {
		t.Errorf("after %q the wrong cell is not selected", msg)
	}
	// Fixed, the next hint is a step, named in words.
	do(t, ctx, key(kb.Backspace), chromedp.Click("#hint"))
	vague := run(t, ctx, chromedp.Poll[string](`(s => !s.startsWith('First fix') && s)(document.querySelector('.controls .status').textContent)`))
	do(t, ctx, chromedp.Click("#hint"))
	concrete := run(t, ctx, chromedp.Poll[string](`(s => s !== `+quoteJS(vague)+` && s)(document.querySelector('.controls .status').textContent)`))
	if strings.Contains(concrete, "r1c") || !strings.Contains(concrete, "row ") && !strings.Contains(concrete, "column ") {
		t.Errorf("the concrete hint reads %q; want cells in words", concrete)
	}
	// Stage 2 draws the step: its house shaded, its cells' candidates.
	if n := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('.board .cell.in-house').length`)); n == 0 {
		t.Error("the concrete hint shades no house")
	}
	if n := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('.board .step-cands').length`)); n == 0 {
		t.Error("the concrete hint shows no candidates")
	}
	screenshot(t, ctx, "hint-stage-2")
}

// On a puzzle without a solution, Hint says so instead of a step.
func TestHintOnAPuzzleWithoutSolution(t *testing.T) {
	url, _ := startServer(t)
	ctx := newBrowser(t)
	shotOnFailure(t, ctx)
	do(t, ctx, chromedp.Navigate(url+"/#12....3...4....."))
	waitCells(t, ctx, 16)
	// The page says so as soon as the engine has looked (the notice comes
	// over the keys, moving them: wait for it before clicking).
	waitText(t, ctx, ".controls", "this puzzle has no solution")
	do(t, ctx, chromedp.Click("#hint"))
	waitText(t, ctx, ".controls .status", "This puzzle has no solution")
}

// New says what to expect before a search that may not find what is asked.
func TestNewSaysWhatToExpect(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	do(t, ctx, chromedp.Click("#new"))
	moreOptions(t, ctx)
	do(t, ctx, setValue("#gen-size", "12"), setValue("#gen-level", "Extreme"))
	waitText(t, ctx, "#sheet #new-panel .expect", "Extreme puzzles are rare on 12×12")
	do(t, ctx, setValue("#gen-size", "9"), setValue("#gen-level", ""), setValue("#gen-technique", "Jellyfish"))
	waitText(t, ctx, "#sheet #new-panel .expect", "A puzzle whose path uses Jellyfish can take up to")
	if label := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('#gen-technique option[value="X-cycle"]').textContent`)); label != "X-cycle (rare)" {
		t.Errorf("the technique list shows X-cycle as %q, want it marked rare", label)
	}
	screenshot(t, ctx, "new-expect")
	do(t, ctx, setValue("#gen-technique", ""))
	do(t, ctx, setValue("#gen-level", "Easy"))
	run(t, ctx, chromedp.Poll[bool](`!document.querySelector('#sheet #new-panel .expect')`))
}

// Small things: the browser's frame follows the dark theme; Rewind to
// correct does not squeeze its row.
func TestThemeColourAndRewindRow(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	openSettings(t, ctx)
	do(t, ctx, setValue("#set-theme", "2"), setValue("#set-mistakes", "2"))
	run(t, ctx, chromedp.Poll[bool](`document.querySelector('meta[name="theme-color"]').content === getComputedStyle(document.body).backgroundColor && document.documentElement.dataset.theme === 'dark'`))
	if c := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('meta[name="theme-color"]').content`)); c == "#f7f5f0" {
		t.Errorf("theme-color stays %s in dark mode", c)
	}
	fits := run(t, ctx, chromedp.Poll[bool](`(() => {
		const r = document.querySelector('#rewind');
		const f = document.querySelector('#fill-candidates');
		return !!r && r.scrollWidth <= r.clientWidth && f.scrollWidth <= f.clientWidth;
	})()`))
	if !fits {
		t.Error("Rewind to correct or Fill candidates is squeezed")
	}
}

func quoteJS(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(s) + "'"
}

// Boards above 9x9 are graded: a 16x16 puzzle opened from a link shows its
// level once the engine has graded it, a 12x12 one pasted and solved says
// its level, and a 12x12 Hard puzzle asked for from New comes as Hard.
// The build before showed no level on any of them.
func TestBigBoardsGraded(t *testing.T) {
	_, ctx := newGame(t, puzzle16, 256)
	shotOnFailure(t, ctx)
	level := waitLevel(t, ctx)
	if level == "" {
		t.Fatal("the 16x16 puzzle shows no level")
	}

	do(t, ctx, chromedp.Click("#new"))
	moreOptions(t, ctx)
	do(t, ctx, setValue("#gen-size", "12"), setValue("#gen-level", "Hard"), chromedp.Click("#generate"))
	waitText(t, ctx, ".status", "A new puzzle")
	waitCells(t, ctx, 144)
	waitText(t, ctx, ".level", "Hard")
	twelve := boardText(t, ctx)

	do(t, ctx, chromedp.Click("#paste"))
	pasteText(t, ctx, twelve)
	do(t, ctx, chromedp.Click("#paste-solve"))
	waitText(t, ctx, "#paste-outcome", "Unique solution. Level Hard")
}

// waitLevel waits until the top bar names a level, and returns what it says.
func waitLevel(t testing.TB, ctx context.Context) string {
	t.Helper()
	var names []string
	for _, l := range logic.Levels() {
		names = append(names, strconv.Quote(l.String()))
	}
	wait, cancel := context.WithTimeout(ctx, 60*time.Second)
	defer cancel()
	got, err := chromedp.Run(wait, chromedp.Poll[string](`(t => [`+strings.Join(names, ",")+`].some(n => t.includes(n)) ? t : '')(document.querySelector('.level').textContent)`))
	if err != nil {
		return ""
	}
	return got
}
