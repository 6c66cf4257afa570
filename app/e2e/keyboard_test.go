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
)

// tabTo presses Tab until the keyboard is on an element whose
// description (focused's) starts with want, as a player without a mouse
// gets to a control.
func tabTo(t testing.TB, ctx context.Context, want string) {
	t.Helper()
	for range 60 {
		if strings.HasPrefix(run(t, ctx, chromedp.Evaluate[string](focused)), want) {
			return
		}
		do(t, ctx, key(kb.Tab))
	}
	t.Fatalf("Tab never reached %s", want)
}

// A player without a mouse asks for a hint with Enter on Hint, and again
// for its next stages: the keyboard stays on Hint while the engine looks
// for the step. The build before disabled the button meanwhile, which
// dropped the keyboard on the page's body, where the next Enter did
// nothing.
func TestHintKeepsTheKeyboard(t *testing.T) {
	ctx := openOn(t, screens[0], easyPuzzle)
	tabTo(t, ctx, "button#hint")
	do(t, ctx, key(kb.Enter))
	vague := waitText(t, ctx, ".controls .status", "Look for")
	waitFocus(t, ctx, "button#hint")
	do(t, ctx, key(kb.Enter))
	run(t, ctx, chromedp.Poll[bool](`document.querySelector('.controls .status').textContent !== `+strconv.Quote(vague), chromedp.WithPollingTimeout(5*time.Second)))
	waitFocus(t, ctx, "button#hint")
	do(t, ctx, key(kb.Enter))
	if got := waitText(t, ctx, ".page > [aria-live]", "Applied: "); got == "" {
		t.Error("the hint's third Enter applied nothing")
	}
	waitFocus(t, ctx, "button#hint")
}

// Tab brings the keyboard to the board's cursor, and a digit typed then
// goes into that cell: the build before left the cell focused but not
// selected, and the digit went nowhere, unsaid.
func TestTabOntoTheBoardSelects(t *testing.T) {
	ctx := openOn(t, screens[0], easyPuzzle)
	tabTo(t, ctx, "div[0]")
	do(t, ctx, key("4"))
	expectCell(t, ctx, 0, "4||")
	if got := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('[data-cell="0"]').getAttribute('aria-selected')`)); got != "true" {
		t.Errorf("the cell with the keyboard is aria-selected=%q", got)
	}
	// Esc deselects as ever: the keyboard stays, a digit goes nowhere.
	do(t, ctx, key(kb.Escape), key("5"))
	time.Sleep(300 * time.Millisecond)
	expectCell(t, ctx, 0, "4||")

	// The setter's bench, the same.
	tabTo(t, ctx, "button#set")
	do(t, ctx, key(kb.Enter), chromedp.WaitVisible(".setter-board"))
	tabTo(t, ctx, "div[0]")
	do(t, ctx, key("7"))
	run(t, ctx, chromedp.Poll[bool](`(document.querySelector('.setter-board [data-cell="0"] .digit') || {}).textContent === '7'`, chromedp.WithPollingTimeout(5*time.Second)))
}

// Undo and Redo pressed with Enter until there is nothing left to undo
// or redo keep the keyboard: the build before disabled the button under
// it, which dropped the keyboard on the page's body.
func TestUndoRedoKeepTheKeyboard(t *testing.T) {
	ctx := openOn(t, screens[0], easyPuzzle)
	tabTo(t, ctx, "div[0]")
	do(t, ctx, key("4"))
	expectCell(t, ctx, 0, "4||")
	tabTo(t, ctx, "button#undo")
	do(t, ctx, key(kb.Enter))
	expectCell(t, ctx, 0, ".||")
	waitFocus(t, ctx, "button#undo")
	do(t, ctx, key(kb.Tab))
	waitFocus(t, ctx, "button#redo")
	do(t, ctx, key(kb.Enter))
	expectCell(t, ctx, 0, "4||")
	waitFocus(t, ctx, "button#redo")
	// Nothing to redo: a press does nothing, and says so to a screen
	// reader (unavailable).
	if got := run(t, ctx, chromedp.Evaluate[string](`document.activeElement.getAttribute('aria-disabled')`)); got != "true" {
		t.Errorf("Redo with nothing to redo is aria-disabled=%q", got)
	}
	do(t, ctx, key(kb.Enter))
	expectCell(t, ctx, 0, "4||")
}
