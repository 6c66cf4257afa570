//go:build !js

package e2e

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/sudoku-app/sudoku/app/daily"
)

// masterPuzzle rates Master, SE 9.0: the README's game, and the longest
// level label the tests show.
const masterPuzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"

// TestREADMEScreenshots takes the README's pictures of the app, at a
// desktop's width and a phone's, into the directory $README_SHOTS
// (an absolute path: the test runs in app/e2e, e.g.
// $PWD/web/screenshots); it is skipped when that is not set. Look at each
// before committing them.
func TestREADMEScreenshots(t *testing.T) {
	dir := os.Getenv("README_SHOTS")
	if dir == "" {
		t.Skip("README_SHOTS names no directory")
	}
	const puzzle = masterPuzzle
	for _, size := range []struct {
		name          string
		width, height int64
	}{{"desktop", 1100, 760}, {"phone", 390, 844}} {
		url, _ := startServer(t)
		ctx := newBrowser(t)
		shot := func(name string) {
			time.Sleep(300 * time.Millisecond)
			png := run(t, ctx, chromedp.CaptureScreenshot())
			if err := os.WriteFile(filepath.Join(dir, name+"-"+size.name+".png"), png, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		// A first visit: the start sheet over the sample.
		do(t, ctx, chromedp.EmulateViewport(size.width, size.height), chromedp.Navigate(url+"/"))
		waitBoard(t, ctx)
		run(t, ctx, chromedp.Poll[bool](`!!document.querySelector('#start-easy')`))
		shot("start")
		do(t, ctx, chromedp.Navigate(url+"/#"+puzzle))
		run(t, ctx, chromedp.Poll[bool](`!document.querySelector('#sheet #new-panel') && document.querySelector('[data-cell="0"] .digit') !== null`))
		// Twelve days of dailies solved, for the Daily and Stats pictures.
		reloadWithGames(t, ctx, daily.Today(time.Now()), 12)
		// A game in progress: digits, notes, the selection's highlights.
		sol := solutionOf(t, puzzle)
		for _, c := range []int{1, 2, 10, 19, 20} {
			do(t, ctx, chromedp.Click(`[data-cell="`+strconv.Itoa(c)+`"]`), key(string(sol[c])))
		}
		do(t, ctx, chromedp.Click(`[data-cell="3"]`), key("2", chromedp.ModifierShift), key("5", chromedp.ModifierShift))
		do(t, ctx, chromedp.Click(`[data-cell="20"]`))
		shot("play")
		do(t, ctx, chromedp.Click("#fill-candidates"), chromedp.Click(`[data-cell="40"]`))
		shot("candidates")
		do(t, ctx, chromedp.Click("#hint"))
		waitText(t, ctx, ".controls .status", " ")
		do(t, ctx, chromedp.Click("#hint"))
		shot("hint")
		// The panels, each through the top bar (a phone's menu) and shut
		// with its Close.
		phone := size.width < 700
		closeSheet := func() { do(t, ctx, chromedp.Click("#sheet-close"), chromedp.WaitNotPresent("#sheet")) }
		clickMenu(t, ctx, phone, "help")
		shot("help")
		closeSheet()
		clickMenu(t, ctx, phone, "games")
		shot("games")
		closeSheet()
		do(t, ctx, chromedp.Click("#solve"), chromedp.Click("#reveal-yes"))
		waitText(t, ctx, ".overlay.done", "revealed")
		shot("result")
		do(t, ctx, chromedp.Click("#back-to-board"))
		clickMenu(t, ctx, phone, "daily")
		waitText(t, ctx, "#daily-streak", " ")
		shot("daily")
		closeSheet()
		clickMenu(t, ctx, phone, "stats")
		waitText(t, ctx, "#stats-streak", " ")
		shot("stats")
		chromedp.Cancel(ctx)
	}
}
