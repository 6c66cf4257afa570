//go:build !js

package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// screenshot saves the page as name.png in $SCREENSHOTS, when set, so a
// person can look at what a test saw.
func screenshot(t testing.TB, ctx context.Context, name string) {
	dir := os.Getenv("SCREENSHOTS")
	if dir == "" {
		return
	}
	png := run(t, ctx, chromedp.CaptureScreenshot())
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// shotOnFailure saves a screenshot named after the test if it fails.
func shotOnFailure(t *testing.T, ctx context.Context) {
	t.Cleanup(func() {
		if t.Failed() {
			// A subtest's name holds a slash.
			screenshot(t, ctx, "failed-"+strings.ReplaceAll(t.Name(), "/", "-"))
		}
	})
}

// closeExplanation closes the explanation view and waits until it is gone:
// a click lands at a node's coordinates, so clicking the page behind it
// while the view is still closing could hit a stale spot.
func closeExplanation(t testing.TB, ctx context.Context) {
	t.Helper()
	do(t, ctx, chromedp.Click("#explain-close"), chromedp.WaitNotPresent("#explain-close"))
}

// waitText waits until the element sel exists and its text contains want,
// and returns the text.
func waitText(t testing.TB, ctx context.Context, sel, want string) string {
	t.Helper()
	js := `(e => e && e.textContent.includes(` + strconv.Quote(want) + `) ? e.textContent : '')(document.querySelector(` + strconv.Quote(sel) + `))`
	wait, cancel := context.WithTimeout(ctx, 60*time.Second)
	defer cancel()
	text, err := chromedp.Run(wait, chromedp.Poll[string](js))
	if err != nil {
		got, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`(e => e ? e.textContent : '(no element)')(document.querySelector(`+strconv.Quote(sel)+`))`))
		t.Fatalf("%s says %q, want it to contain %q", sel, got, want)
	}
	return text
}

// setValue waits for the field sel, then sets its value the way a paste or
// a choice does: one input and one change event.
func setValue(sel, text string) chromedp.Action[chromedp.Void] {
	return chromedp.Poll[chromedp.Void](`(e => { if (!e) return false; e.focus(); e.value = ` + strconv.Quote(text) + `; e.dispatchEvent(new Event('input', {bubbles: true})); e.dispatchEvent(new Event('change', {bubbles: true})); return true; })(document.querySelector(` + strconv.Quote(sel) + `))`)
}

// pasteText pastes text and waits until the panel has read it.
func pasteText(t testing.TB, ctx context.Context, text string) {
	t.Helper()
	g := mustParse(t, text)
	do(t, ctx, setValue("#paste-text", text))
	want := fmt.Sprintf("with %d givens", g.Filled())
	if g.Filled() == 1 {
		want = "with 1 given."
	}
	waitText(t, ctx, "#paste-result", want)
}

// fragment returns the address bar's fragment once the page has painted:
// the page puts a puzzle's link there after the paint that shows it.
func fragment(t testing.TB, ctx context.Context) string {
	return run(t, ctx, chromedp.Evaluate[string](`new Promise(r => requestAnimationFrame(() => setTimeout(() => r(location.hash.slice(1)), 10)))`, chromedp.EvalAwaitPromise))
}

// grantClipboard lets the page use the Clipboard API, as a user's click
// on a focused page does.
func grantClipboard(url string) chromedp.Action[chromedp.Void] {
	return func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		for _, name := range []string{"clipboard-read", "clipboard-write"} {
			if _, err := cdp.Call(ctx, tg, browser.SetPermission, browser.SetPermissionParams{
				Permission: &browser.PermissionDescriptor{Name: name},
				Setting:    browser.PermissionSettingGranted,
				Origin:     url,
			}); err != nil {
				return chromedp.Void{}, err
			}
		}
		return chromedp.Void{}, nil
	}
}

func TestShareLinkCarriesPuzzleAndProgress(t *testing.T) {
	url, _ := startServer(t)
	ctx := newBrowser(t)
	shotOnFailure(t, ctx)
	do(t, ctx, grantClipboard(url), chromedp.Navigate(url+"/#"+easyPuzzle))
	waitBoard(t, ctx)
	// An entry and a note, then the share panel.
	do(t, ctx, chromedp.Click(`[data-cell="0"]`), key("4"), chromedp.Click(`[data-cell="1"]`), key("5", chromedp.ModifierShift))
	expectCell(t, ctx, 1, ".|5|")
	do(t, ctx, chromedp.Click("#share"))
	link := run(t, ctx, chromedp.Poll[string](`(e => e && e.value)(document.querySelector('#share-link'))`))
	frag, ok := strings.CutPrefix(link, url+"/#")
	if !ok || !strings.HasPrefix(frag, "p=") || strings.Contains(frag, "e=") {
		t.Fatalf("share link %q: want %s/#p=… without progress", link, url)
	}
	if len(frag) > 60 {
		t.Errorf("the givens' link is %d characters, over 60: %s", len(frag), frag)
	}
	t.Logf("9x9 givens link: %d characters", len(frag))
	for sel, want := range map[string]string{
		"#export-line":       easyPuzzle,
		"#export-sudokuwiki": "https://www.sudokuwiki.org/sudoku.htm?bd=" + strings.ReplaceAll(easyPuzzle, ".", "0"),
	} {
		// The formats other than the line come from the worker's export job.
		if got := run(t, ctx, chromedp.Poll[string](`(e => e && e.value)(document.querySelector('`+sel+`'))`)); got != want {
			t.Errorf("%s = %q, want %q", sel, got, want)
		}
	}
	solo := run(t, ctx, chromedp.Poll[string](`(e => e && e.value)(document.querySelector('#export-solo'))`))
	if g, err := codec.ParseGrid(solo); err != nil || g.String() != easyPuzzle {
		t.Errorf("Solo ID %q reads back as %v, %v", solo, g, err)
	}

	// With progress, copied to the clipboard.
	do(t, ctx, chromedp.Click("#share-progress"))
	withProgress := run(t, ctx, chromedp.Poll[string](`(v => v.includes('&e=') && v)(document.querySelector('#share-link').value)`))
	do(t, ctx, chromedp.Click("#copy-link"))
	waitText(t, ctx, "#sheet #share-panel .status", "Link copied")
	if got := run(t, ctx, chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise)); got != withProgress {
		t.Errorf("clipboard holds %q, want %q", got, withProgress)
	}
	screenshot(t, ctx, "share")

	// A fresh browser opens the link with the progress.
	other := newBrowser(t)
	do(t, other, chromedp.Navigate(withProgress))
	waitBoard(t, other)
	expectCell(t, other, 0, "4||")
	expectCell(t, other, 1, ".|5|")
	if got := boardText(t, other); got[2:] != easyPuzzle[2:] {
		t.Errorf("shared board %s, want the puzzle's givens", got)
	}

	// Here, where the game has moved on, the link is offered, not forced.
	do(t, ctx, key(kb.Escape), chromedp.WaitNotPresent("#sheet #share-panel"))
	do(t, ctx, chromedp.Click(`[data-cell="0"]`), key("6"), chromedp.Navigate(withProgress), chromedp.Reload())
	waitBoard(t, ctx)
	waitText(t, ctx, "#offer", "already have this puzzle")
	expectCell(t, ctx, 0, "6||")
	do(t, ctx, chromedp.Click("#take-offered"))
	expectCell(t, ctx, 0, "4||")
	expectCell(t, ctx, 1, ".|5|")
	// The offer settled, the address keeps the puzzle alone: a reload
	// after more moves offers nothing.
	addressSettled(t, ctx)
	do(t, ctx, chromedp.Click(`[data-cell="3"]`), key("9"))
	expectCell(t, ctx, 3, "9||")
	do(t, ctx, chromedp.Reload())
	waitBoard(t, ctx)
	expectCell(t, ctx, 3, "9||")

	// Offered again and declined: Keep mine is kept over a reload, and
	// the keyboard is back on the board.
	do(t, ctx, chromedp.Navigate(withProgress), chromedp.Reload())
	waitBoard(t, ctx)
	waitText(t, ctx, "#offer", "already have this puzzle")
	x, y := centreOf(t, ctx, "#keep-mine")
	do(t, ctx, chromedp.MouseClickXY(x, y), chromedp.WaitNotPresent("#offer"))
	if got := run(t, ctx, chromedp.Evaluate[string](focused)); !strings.HasPrefix(got, "div[") {
		t.Errorf("after Keep mine the keyboard is on %s, want a cell of the board", got)
	}
	addressSettled(t, ctx)
	do(t, ctx, chromedp.Reload())
	waitBoard(t, ctx)
	expectCell(t, ctx, 3, "9||")
	if n := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('#offer').length`)); n != 0 {
		t.Error("after Keep mine and a reload the shared progress is offered again")
	}
}

// addressSettled waits until the address bar holds a link without a
// game's progress.
func addressSettled(t testing.TB, ctx context.Context) {
	t.Helper()
	wait, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if _, err := chromedp.Run(wait, chromedp.Poll[bool](`location.hash.length > 1 && !location.hash.includes('&e=')`)); err != nil {
		t.Errorf("the address keeps the shared progress: %s", run(t, ctx, chromedp.Evaluate[string](`location.hash`)))
	}
}

func TestBadShareLinkKeepsGame(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	do(t, ctx, chromedp.Click(`[data-cell="0"]`), key("4"))
	expectCell(t, ctx, 0, "4||")
	good := share.Encode(share.Link{Puzzle: mustParse(t, easyPuzzle)})
	do(t, ctx, chromedp.Evaluate[chromedp.Void](`location.hash = `+strconv.Quote(good[:len(good)-3]+"&s=<img src=x onerror=alert(1)>")))
	msg := waitText(t, ctx, ".controls .error", "This link is damaged")
	if n := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('.error img').length`)); n != 0 {
		t.Fatal("markup in a link was rendered as HTML")
	}
	t.Logf("bad link: %s", msg)
	expectCell(t, ctx, 0, "4||")
}

func mustParse(t testing.TB, s string) sudoku.Grid {
	t.Helper()
	g, err := codec.ParseGrid(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestPasteSolveExplainPlay(t *testing.T) {
	url, _ := startServer(t)
	ctx := newBrowser(t)
	shotOnFailure(t, ctx)
	do(t, ctx, chromedp.Navigate(url+"/"))
	waitBoard(t, ctx)
	do(t, ctx, chromedp.Click("#paste"))

	// A bad paste points at the problem.
	do(t, ctx, setValue("#paste-text", "\n4..x"+hardPuzzle[4:]))
	waitText(t, ctx, "#paste-result .error", "Line 2, column 4: unexpected 'x'")
	waitText(t, ctx, "#paste-result .paste-place mark", "x")
	if run(t, ctx, chromedp.Evaluate[bool](`document.querySelector('#paste-play').disabled`)) != true {
		t.Error("Play is enabled for a bad paste")
	}

	// A sudokuwiki link: read, shown, solved.
	hard := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	pasteText(t, ctx, "https://www.sudokuwiki.org/sudoku.htm?bd="+strings.ReplaceAll(hard, ".", "0"))
	waitText(t, ctx, "#paste-result", "Read as sudokuwiki format: a 9×9 puzzle with 17 givens")
	do(t, ctx, chromedp.Click("#paste-solve"))
	waitText(t, ctx, "#paste-outcome", "Unique solution")
	want, _, _ := solve.Solve(mustParse(t, hard))
	got := run(t, ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('.mini-cell')].map(c => c.textContent || '.').join('')`))
	if got != want.String() {
		t.Errorf("the mini board shows %s, want the solution %s", got, want.String())
	}
	screenshot(t, ctx, "paste")

	// Many solutions and none.
	pasteText(t, ctx, strings.Repeat(".", 80)+"1")
	do(t, ctx, chromedp.Click("#paste-solve"))
	waitText(t, ctx, "#paste-outcome", "At least 1000 solutions")
	pasteText(t, ctx, "12345678."+strings.Repeat(".", 8)+"9"+strings.Repeat(".", 63))
	do(t, ctx, chromedp.Click("#paste-solve"))
	waitText(t, ctx, "#paste-outcome", "no solution")

	// Explain: steps forward and back, each highlighted on the board.
	pasteText(t, ctx, easyPuzzle)
	do(t, ctx, chromedp.Click("#paste-explain"))
	waitText(t, ctx, "#explain-count", "Step 1 of")
	first := waitText(t, ctx, "#explain-text", "")
	if run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('.explaining .cell.target, .explaining .cand.struck').length`)) == 0 {
		t.Error("the first step marks nothing on the board")
	}
	do(t, ctx, chromedp.Click("#explain-next"))
	waitText(t, ctx, "#explain-count", "Step 2 of")
	if second := waitText(t, ctx, "#explain-text", ""); second == first {
		t.Errorf("step 2 says the same as step 1: %q", second)
	}
	do(t, ctx, key(kb.ArrowLeft))
	waitText(t, ctx, "#explain-count", "Step 1 of")
	screenshot(t, ctx, "explain")
	// To the end: the board is solved.
	n, _ := strconv.Atoi(strings.Fields(waitText(t, ctx, "#explain-count", "of"))[3])
	for i := 0; i < n; i++ {
		do(t, ctx, key(kb.ArrowRight))
	}
	waitText(t, ctx, "#explain-text", "Solved")
	if got := run(t, ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('.explaining .cell')].map(c => (c.querySelector('.digit') || {}).textContent || '.').join('')`)); got != solutionOf(t, easyPuzzle) {
		t.Errorf("the explained path ends in %s", got)
	}

	// Play the pasted puzzle.
	closeExplanation(t, ctx)
	do(t, ctx, chromedp.Click("#paste"))
	pasteText(t, ctx, hard)
	do(t, ctx, chromedp.Click("#paste-play"))
	run(t, ctx, chromedp.Poll[bool](`document.querySelector('[data-cell="0"] .digit') && document.querySelector('[data-cell="1"] .digit') === null`))
	if got := boardText(t, ctx); got != hard {
		t.Errorf("playing the paste shows %s, want %s", got, hard)
	}
	if f := fragment(t, ctx); !strings.HasPrefix(f, "p=") {
		t.Errorf("the address bar holds %q, want the puzzle's link", f)
	}
}

func TestGenerateInWorker(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	do(t, ctx, chromedp.Click("#new"))
	moreOptions(t, ctx)
	do(t, ctx, setValue("#gen-level", "Expert"), chromedp.Click("#generate"))
	waitText(t, ctx, ".status", "A new puzzle")
	board := boardText(t, ctx)
	g := mustParse(t, board)
	if n, err := solve.Count(g, 2); n != 1 || err != nil || board == easyPuzzle {
		t.Fatalf("generated %s: %d solutions (%v)", board, n, err)
	}
	waitText(t, ctx, ".level", "Expert")
	l, err := share.Decode(fragment(t, ctx))
	if err != nil || !l.HasSeed || l.Puzzle != g {
		t.Fatalf("the address bar holds %q (%v); want the puzzle's link with its seed", fragment(t, ctx), err)
	}
	screenshot(t, ctx, "generated")

	// A 25x25 board takes long enough to watch the progress and cancel.
	do(t, ctx, chromedp.Click("#new"))
	moreOptions(t, ctx)
	do(t, ctx, setValue("#gen-size", "25"), setValue("#gen-level", ""), chromedp.Click("#generate"))
	run(t, ctx, chromedp.Poll[bool](`!!document.querySelector('#gen-progress')`))
	do(t, ctx, chromedp.Click("#cancel-generate"))
	waitText(t, ctx, "#sheet #new-panel .status", "Cancelled")
	if got := boardText(t, ctx); got != board {
		t.Errorf("cancelling changed the board to %s", got)
	}
	// The restarted worker answers, once the sheet is put away.
	do(t, ctx, chromedp.Click("#sheet-close"), chromedp.WaitNotPresent("#sheet"))
	solveOnPage(t, ctx, board)
}

// shareOf returns the share link fragment of a puzzle's givens.
func shareOf(t testing.TB, puzzle string) string {
	return share.Encode(share.Link{Puzzle: mustParse(t, puzzle)})
}
