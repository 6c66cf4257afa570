//go:build !js

package e2e

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/sudoku-app/sudoku/app/share"
)

// A finished game ends with the result card. Its time travels in a link
// that a friend opens with the time to beat; Back to the board puts the
// card away (so does Esc); New puzzle at this level brings a new puzzle of
// that level.
func TestResultCardShareTimeAndNext(t *testing.T) {
	url, _ := startServer(t)
	ctx := newBrowser(t)
	shotOnFailure(t, ctx)
	do(t, ctx, grantClipboard(url), chromedp.Navigate(url+"/#"+easyPuzzle))
	waitBoard(t, ctx)
	sol := solutionOf(t, easyPuzzle)
	// All but the last empty cell, by clicks and keys; then the last.
	empty := []int{}
	for i := range easyPuzzle {
		if easyPuzzle[i] == '.' {
			empty = append(empty, i)
		}
	}
	// The clock counts whole seconds: a game solved within the first has
	// no time to share.
	waitText(t, ctx, "#timer", "0:01")
	for _, c := range empty {
		do(t, ctx, chromedp.Click(`[data-cell="`+strconv.Itoa(c)+`"]`), key(string(sol[c])))
	}
	card := waitText(t, ctx, ".overlay.done", "Solved!")
	for _, want := range []string{"Time ", "Level Easy · SE 1.2", "No hints"} {
		if !strings.Contains(card, want) {
			t.Errorf("the result card %q lacks %q", card, want)
		}
	}
	// The hardest step is folded until asked for; the top bar never
	// names it.
	if top := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('.topbar .level').textContent`)); top != "Easy · SE 1.2" {
		t.Errorf("the top bar reads %q, want the level label alone", top)
	}
	if run(t, ctx, chromedp.Evaluate[bool](`document.querySelector('#hardest-step').open || document.querySelector('#hardest-step p').checkVisibility()`)) {
		t.Error("the hardest step shows before it is asked for")
	}
	screenshot(t, ctx, "result-card")
	// The card is a dialog: the keyboard is on its first action.
	if got := run(t, ctx, chromedp.Evaluate[string](`document.activeElement.closest('.result-actions') ? document.activeElement.id : document.activeElement.outerHTML.slice(0, 80)`)); got != "new-at-level" && got != "share-time" {
		t.Errorf("with the card on show the focus is on %s, want its first action", got)
	}

	do(t, ctx, chromedp.Click("#share-time"))
	waitText(t, ctx, ".controls .status", "your time is copied")
	link := run(t, ctx, chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise))
	frag, ok := strings.CutPrefix(link, url+"/#")
	l, err := share.Decode(frag)
	if !ok || err != nil || l.Puzzle.String() != easyPuzzle || l.Time <= 0 {
		t.Fatalf("the shared link %q reads as %+v, %v; want the puzzle and a time", link, l, err)
	}

	other := newBrowser(t)
	do(t, other, chromedp.Navigate(link))
	waitBoard(t, other)
	waitText(t, other, "#friend-time", "A friend solved this puzzle in ")

	// Esc puts the card away, as Back to the board does, and the
	// keyboard goes back to the board.
	do(t, ctx, key(kb.Escape))
	run(t, ctx, chromedp.Poll[bool](`!document.querySelector('.overlay.done')`))
	if got := boardText(t, ctx); got != sol {
		t.Errorf("the board under the card shows %s, want the solution", got)
	}
	if !run(t, ctx, chromedp.Evaluate[bool](`'cell' in document.activeElement.dataset`)) {
		t.Error("the card put away, the focus is not on the board")
	}

	// Playing on: the solved game keeps Hint and Solve off.
	if !run(t, ctx, chromedp.Evaluate[bool](`document.querySelector('#hint').disabled && document.querySelector('#solve').disabled`)) {
		t.Error("Hint and Solve are offered on a solved board")
	}
}

// Solve asks before it reveals; then New puzzle at this level, from the
// card, generates one of the level.
func TestResultCardNewAtLevel(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	shotOnFailure(t, ctx)
	// Solve asks first, with the keyboard on the safe answer: Enter keeps
	// the game, and the keyboard goes back to Solve.
	do(t, ctx, chromedp.Click("#solve"))
	waitText(t, ctx, "#reveal-no", "Keep playing")
	if got := run(t, ctx, chromedp.Evaluate[string](`document.activeElement.id`)); got != "reveal-no" {
		t.Errorf("Solve asks with the focus on %q, want Keep playing", got)
	}
	do(t, ctx, key(kb.Enter))
	waitText(t, ctx, "#solve", "Solve")
	if got := run(t, ctx, chromedp.Evaluate[string](`document.activeElement.id`)); got != "solve" {
		t.Errorf("after Keep playing the focus is on %q, want Solve", got)
	}
	if got := boardText(t, ctx); got != easyPuzzle {
		t.Errorf("Keep playing changed the board to %s", got)
	}
	do(t, ctx, chromedp.Click("#solve"), chromedp.Click("#reveal-yes"))
	waitText(t, ctx, ".overlay.done", "Solution revealed")
	if run(t, ctx, chromedp.Evaluate[bool](`!!document.querySelector('#share-time')`)) {
		t.Error("a revealed game offers to share its time")
	}
	// The button waits for the puzzle's level, which the worker may still
	// be working out.
	do(t, ctx, chromedp.WaitEnabled("#new-at-level"), chromedp.Click("#new-at-level"))
	waitText(t, ctx, ".controls .status", "A new puzzle")
	waitText(t, ctx, ".level", "Easy")
	time.Sleep(100 * time.Millisecond)
	if got := boardText(t, ctx); got == easyPuzzle || strings.Count(got, ".") == 0 {
		t.Errorf("the new puzzle is %s", got)
	}
}

// The result card has the keyboard: the keys a player was typing the
// game with do nothing to the board under it. The build before took
// Backspace, a digit or Ctrl+Z under the card: the last digit went, the
// card with it, and the finished game was back in play.
func TestResultCardKeepsTheBoard(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	shotOnFailure(t, ctx)
	sol := solutionOf(t, easyPuzzle)
	do(t, ctx, chromedp.Click(`[data-cell="0"]`))
	do(t, ctx, typeSolution(easyPuzzle, sol)...)
	waitText(t, ctx, ".overlay.done", "Solved!")
	for _, k := range []chromedp.Action[chromedp.Void]{key(kb.Backspace), key("5"), key("z", chromedp.ModifierCtrl), key(kb.Delete), key("x"), key(kb.ArrowLeft)} {
		do(t, ctx, k)
	}
	// What the keys did, if anything, is painted in the next frame.
	run(t, ctx, chromedp.Evaluate[bool](`new Promise(r => requestAnimationFrame(() => setTimeout(() => r(true), 50)))`, chromedp.EvalAwaitPromise))
	if !run(t, ctx, chromedp.Evaluate[bool](`!!document.querySelector('.overlay.done')`)) {
		t.Error("keys typed over the result card put it away")
	}
	if got := boardText(t, ctx); got != sol {
		t.Errorf("keys typed over the result card changed the board to %s", got)
	}
	if got := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('#mode-normal').getAttribute('aria-pressed')`)); got != "true" {
		t.Errorf("X over the result card changed the mode (Digit pressed: %s)", got)
	}
	// Esc still puts it away, and the board takes keys again.
	do(t, ctx, key(kb.Escape))
	run(t, ctx, chromedp.Poll[bool](`!document.querySelector('.overlay.done')`))
}
