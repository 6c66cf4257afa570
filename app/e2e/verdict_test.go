//go:build !js

package e2e

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// sizes are the screens a test of the page's look runs at: a desktop's
// and a phone's.
var sizes = []struct {
	name          string
	width, height int64
}{{"desktop", 1280, 900}, {"phone", 390, 844}}

// A full grid with two digits swapped is named at once, with the mistake
// setting at its default (off): the words beside the board, Show where,
// which marks the two cells; the clock runs on; no result card.
func TestFullGridThatIsWrongIsNamed(t *testing.T) {
	sol := solutionOf(t, easyPuzzle)
	a := strings.IndexByte(easyPuzzle, '.')
	b := a + 1 + strings.IndexByte(easyPuzzle[a+1:9], '.')
	if b <= a {
		t.Fatal("the first row has fewer than two empty cells")
	}
	swapped := []byte(sol)
	swapped[a], swapped[b] = sol[b], sol[a]
	for _, size := range sizes {
		url, _ := startServer(t)
		ctx := newBrowser(t)
		shotOnFailure(t, ctx)
		do(t, ctx, chromedp.EmulateViewport(size.width, size.height), chromedp.Navigate(url+"/#"+easyPuzzle))
		waitBoard(t, ctx)
		do(t, ctx, chromedp.Click(`[data-cell="0"]`))
		do(t, ctx, typeSolution(easyPuzzle, string(swapped))...)
		waitText(t, ctx, "#verdict", "The grid is full, but some digits do not fit.")
		if run(t, ctx, chromedp.Evaluate[bool](`!!document.querySelector('.overlay.done')`)) {
			t.Errorf("%s: a result card on a wrong grid", size.name)
		}
		// On screen without scrolling: beside the board on a desktop,
		// right under it on a phone.
		if r := run(t, ctx, chromedp.Evaluate[[]float64](`(r => [r.top, r.bottom])(document.querySelector('#verdict').getBoundingClientRect())`)); r[1] > float64(size.height) || r[0] < 0 {
			t.Errorf("%s: the words are off the screen, at %v", size.name, r)
		}
		timer := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('#timer').textContent`))
		run(t, ctx, chromedp.Poll[bool](`document.querySelector('#timer').textContent !== `+strconv.Quote(timer), chromedp.WithPollingTimeout(3*time.Second)))
		screenshot(t, ctx, "full-wrong-"+size.name)

		do(t, ctx, chromedp.Click("#show-wrong"))
		marked := run(t, ctx, chromedp.Poll[[]int](`(m => m.length > 0 && m)([...document.querySelectorAll('.board .cell.wrong')].map(c => +c.dataset.cell))`,
			chromedp.WithPollingTimeout(5*time.Second)))
		if len(marked) != 2 || marked[0] != a || marked[1] != b {
			t.Errorf("%s: Show where marked cells %v, want %d and %d", size.name, marked, a, b)
		}
		screenshot(t, ctx, "full-wrong-shown-"+size.name)
		// Right digits put in: solved.
		do(t, ctx, chromedp.Click(`[data-cell="`+strconv.Itoa(a)+`"]`), key(string(sol[a])),
			chromedp.Click(`[data-cell="`+strconv.Itoa(b)+`"]`), key(string(sol[b])))
		waitText(t, ctx, ".overlay.done", "Solved!")
		chromedp.Cancel(ctx)
	}
}

// The mistake limit, switched on in Settings with the mouse: each wrong
// digit counts in the top bar, the third ends the game with a card that
// says so; Try again starts the puzzle afresh (desktop). Back on the
// board, it takes no digit and the clock has stopped; Statistics count it
// lost, Games lists it so, and Play again starts it afresh (phone).
func TestMistakeLimitEndsTheGame(t *testing.T) {
	sol := solutionOf(t, easyPuzzle)
	var empty []int
	for i := range easyPuzzle {
		if easyPuzzle[i] == '.' {
			empty = append(empty, i)
		}
	}
	wrong := func(i int) string { return strconv.Itoa(int(sol[i]-'0')%9 + 1) }
	for _, size := range sizes {
		url, _ := startServer(t)
		ctx := newBrowser(t)
		shotOnFailure(t, ctx)
		do(t, ctx, chromedp.EmulateViewport(size.width, size.height), chromedp.Navigate(url+"/#"+easyPuzzle))
		waitBoard(t, ctx)
		waitText(t, ctx, ".topbar .level", "Easy · SE ") // graded: the solution is known
		if run(t, ctx, chromedp.Evaluate[bool](`document.querySelector('#strikes').checkVisibility()`)) {
			t.Errorf("%s: a count of mistakes shows with the limit off", size.name)
		}
		openSettings(t, ctx)
		run(t, ctx, chromedp.Poll[bool](`!!document.querySelector('#set-mistakelimit')`))
		do(t, ctx, chromedp.Click("#set-mistakelimit"))
		waitText(t, ctx, "#strikes", "Mistakes 0/3")
		// The top bar shows the level whole or not at all, never cut.
		if cut := run(t, ctx, chromedp.Evaluate[bool](`(l => l.checkVisibility() && l.scrollWidth > l.clientWidth)(document.querySelector('.topbar .level'))`)); cut {
			t.Errorf("%s: the level is cut beside the mistakes", size.name)
		}
		for n, i := range empty[:3] {
			do(t, ctx, chromedp.Click(`[data-cell="`+strconv.Itoa(i)+`"]`), key(wrong(i)))
			if n < 2 {
				waitText(t, ctx, "#strikes", "Mistakes "+strconv.Itoa(n+1)+"/3")
			}
		}
		card := waitText(t, ctx, ".overlay.done", "Game over")
		if !strings.Contains(card, "Three mistakes: this game is over.") || strings.Contains(card, "Share your time") {
			t.Errorf("%s: the card reads %q", size.name, card)
		}
		waitText(t, ctx, "#strikes", "Mistakes 3/3")
		screenshot(t, ctx, "lost-"+size.name)
		// The keyboard is on Try again: on the desktop, Enter takes it.
		if got := run(t, ctx, chromedp.Evaluate[string](`document.activeElement.id`)); got != "try-again" {
			t.Errorf("%s: the focus is on %q, want Try again", size.name, got)
		}
		if size.name == "desktop" {
			do(t, ctx, key(kb.Enter))
			waitText(t, ctx, ".status", "A new game of the same puzzle.")
			waitText(t, ctx, "#strikes", "Mistakes 0/3")
			if got := boardText(t, ctx); got != easyPuzzle {
				t.Errorf("%s: Try again shows %s", size.name, got)
			}
			if got := statsPlayed(t, ctx, "Easy"); got != "1" {
				t.Errorf("%s: after Try again, Statistics say Played %s, want the lost game alone", size.name, got)
			}
			chromedp.Cancel(ctx)
			continue
		}
		do(t, ctx, chromedp.Click("#back-to-board"))
		timer := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('#timer').textContent`))
		do(t, ctx, chromedp.Click(`[data-cell="`+strconv.Itoa(empty[3])+`"]`), key(string(sol[empty[3]])))
		time.Sleep(1500 * time.Millisecond)
		if got := boardText(t, ctx)[empty[3]]; got != '.' {
			t.Errorf("%s: a lost game took a digit", size.name)
		}
		if got := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('#timer').textContent`)); got != timer {
			t.Errorf("%s: the clock ran on after the loss: %s, then %s", size.name, timer, got)
		}
		if got := statsPlayed(t, ctx, "Easy"); got != "1" {
			t.Errorf("%s: Statistics say Played %s, want 1", size.name, got)
		}
		clickTop(t, ctx, "stats")
		lost := run(t, ctx, chromedp.Poll[string](`(td => td && td.textContent)(document.querySelector('#sheet #stats-panel tr[data-key="9-Easy"] td[data-label="Lost"]'))`,
			chromedp.WithPollingTimeout(5*time.Second)))
		if lost != "1" {
			t.Errorf("%s: Statistics say Lost %s, want 1", size.name, lost)
		}
		clickTop(t, ctx, "stats")

		// Games lists it as finished, lost; Play again there, or Try
		// again on the card, starts it afresh.
		clickTop(t, ctx, "games")
		if r := waitRows(t, ctx, "#games-done", 1); !strings.HasPrefix(r[0].Time, "Lost: 3 mistakes in ") {
			t.Errorf("%s: the lost game's row: %+v", size.name, r[0])
		}
		do(t, ctx, chromedp.Click(".game-row .game-replay"))
		waitText(t, ctx, ".status", "A new game of the same puzzle.")
		waitText(t, ctx, "#strikes", "Mistakes 0/3")
		if got := boardText(t, ctx); got != easyPuzzle {
			t.Errorf("%s: Play again shows %s", size.name, got)
		}
		chromedp.Cancel(ctx)
	}
}
