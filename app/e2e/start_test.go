//go:build !js

package e2e

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/sudoku-app/sudoku/engine/logic"
)

// moreOptions unfolds the New panel's More options with the mouse, unless
// it is unfolded already (the panel keeps it so), and waits for its form.
func moreOptions(t testing.TB, ctx context.Context) {
	t.Helper()
	run(t, ctx, chromedp.Poll[bool](`!!document.querySelector('#more-options summary')`))
	if !run(t, ctx, chromedp.Evaluate[bool](`document.querySelector('#more-options').open`)) {
		do(t, ctx, chromedp.Click("#more-options summary"))
	}
	run(t, ctx, chromedp.Poll[bool](`!!document.querySelector('#gen-size')`))
}

// statsPlayed opens Statistics and returns what it says of 9×9 games at
// level: the Played figure, or "none" when there is no such line; and
// closes it again.
func statsPlayed(t testing.TB, ctx context.Context, level string) string {
	t.Helper()
	clickTop(t, ctx, "stats")
	run(t, ctx, chromedp.Poll[bool](`!!document.querySelector('#sheet #stats-panel')`))
	got := run(t, ctx, chromedp.Evaluate[string](`(td => td ? td.textContent : 'none')(document.querySelector('#sheet #stats-panel tr[data-key="9-`+level+`"] td[data-label="Played"]'))`))
	clickTop(t, ctx, "stats")
	run(t, ctx, chromedp.Poll[bool](`!document.querySelector('#sheet #stats-panel')`))
	return got
}

// gamesInProgress opens Games and returns how many games it lists in
// progress; and closes it again.
func gamesInProgress(t testing.TB, ctx context.Context) int {
	t.Helper()
	clickTop(t, ctx, "games")
	run(t, ctx, chromedp.Poll[bool](`!!document.querySelector('#sheet #games-progress')`))
	n := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('#sheet #games-progress .game-row').length`))
	clickTop(t, ctx, "games")
	run(t, ctx, chromedp.Poll[bool](`!document.querySelector('#sheet #games-panel')`))
	return n
}

// A first visit, on a desktop and on a phone: the start sheet offers a
// level in one tap, each variant, the daily, Paste and Set, the full
// form folded; the sample behind it is no game. One tap on Easy brings an
// Easy puzzle, which counts from its first move.
func TestStartSheetFirstVisit(t *testing.T) {
	for _, size := range screens {
		func() {
			ctx := openOn(t, size, "")
			sample := boardText(t, ctx)
			run(t, ctx, chromedp.Poll[bool](`!!document.querySelector('#sheet #new-panel #start-easy')`))
			screenshot(t, ctx, "start-"+size.name)
			// Every start is on screen, in a target a finger can take.
			var ids []string
			for _, l := range logic.Levels() {
				ids = append(ids, "#start-"+strings.ToLower(l.String()))
			}
			ids = append(ids, "#start-killer", "#start-jigsaw", "#start-x", "#start-daily", "#start-paste", "#start-set", "#more-options summary")
			bad := run(t, ctx, chromedp.Evaluate[[]string](`[`+quoteAll(ids)+`].filter(sel => {
				const e = document.querySelector(sel);
				if (!e) return true;
				e.scrollIntoView({block: 'nearest'});
				const r = e.getBoundingClientRect();
				return r.left < 0 || r.right > innerWidth || r.height < 44 || r.width < 44;
			})`))
			if len(bad) > 0 {
				t.Errorf("missing, off screen or under 44 px: %q", bad)
			}
			if run(t, ctx, chromedp.Evaluate[bool](`!!document.querySelector('#gen-size') || !!document.querySelector('#start-continue')`)) {
				t.Error("the full form is not folded, or Continue is offered on a first visit")
			}
			if w := run(t, ctx, chromedp.Evaluate[float64](`document.documentElement.scrollWidth`)); w > float64(size.width) {
				t.Errorf("the page is %v px wide", w)
			}

			// The sample, untouched, is no game.
			if got := statsPlayed(t, ctx, "Easy"); got != "none" {
				t.Errorf("Statistics with the sample untouched: Played %s, want no line", got)
			}
			if n := gamesInProgress(t, ctx); n != 0 {
				t.Errorf("Games with the sample untouched: %d in progress, want none", n)
			}

			// One tap on Easy: the progress shows, then an Easy puzzle.
			clickTop(t, ctx, "new")
			run(t, ctx, chromedp.Poll[bool](`!!document.querySelector('#start-easy')`))
			do(t, ctx, chromedp.Click("#start-easy"))
			waitText(t, ctx, ".controls .status", "A new puzzle")
			run(t, ctx, chromedp.Poll[bool](`!document.querySelector('#sheet #new-panel')`, chromedp.WithPollingTimeout(5*time.Second)))
			if got := boardText(t, ctx); got == sample {
				t.Fatal("Easy left the sample on the board")
			}
			level := waitText(t, ctx, ".topbar .level", "Easy · SE ")
			if strings.Contains(level, "(") {
				t.Errorf("the top bar names the hardest step: %q", level)
			}
			screenshot(t, ctx, "start-easy-"+size.name)
			if got := statsPlayed(t, ctx, "Easy"); got != "none" {
				t.Errorf("Statistics with the new puzzle untouched: Played %s, want no line", got)
			}
			firstMove(t, ctx)
			if got := statsPlayed(t, ctx, "Easy"); got != "1" {
				t.Errorf("Statistics after one move: Played %s, want 1", got)
			}
			if n := gamesInProgress(t, ctx); n != 1 {
				t.Errorf("Games after one move: %d in progress, want 1", n)
			}

			// New again: Continue goes back to it.
			clickTop(t, ctx, "new")
			waitText(t, ctx, "#start-continue", "Easy · SE ")
			do(t, ctx, chromedp.Click("#start-continue"))
			run(t, ctx, chromedp.Poll[bool](`!document.querySelector('#sheet #new-panel')`, chromedp.WithPollingTimeout(5*time.Second)))
		}()
	}
}

// A first visit, on a desktop and on a phone: a tap on a cell of the
// board beside the start sheet (above it on a phone) puts the sheet away
// and selects that cell, whose digit the next key types. A sheet closed
// with Esc while nothing is selected gives the keyboard back to the
// cursor's cell selected: a digit typed goes where the focus ring is. On
// a phone, a tap on a cell beside the unfolded menu selects it likewise.
func TestStartSheetTapOnTheBoard(t *testing.T) {
	for _, size := range screens {
		t.Run(size.name, func(t *testing.T) {
			ctx := openOn(t, size, "")
			run(t, ctx, chromedp.Poll[bool](`!!document.querySelector('#sheet #new-panel #start-easy')`))
			// The last blank cell of the first row: not the cursor's, and
			// beside the sheet, under its scrim.
			row := boardText(t, ctx)[:9]
			c := strings.LastIndexByte(row, '.')
			if c <= 0 {
				t.Fatalf("the sample's first row %q has no blank cell but the first", row)
			}
			sel := `[data-cell="` + strconv.Itoa(c) + `"]`
			x, y := centreOf(t, ctx, sel)
			if under := run(t, ctx, chromedp.Evaluate[string](fmt.Sprintf(`document.elementFromPoint(%v, %v).className`, x, y))); under != "scrim" {
				t.Fatalf("cell %d is under %q, not the sheet's scrim", c, under)
			}
			do(t, ctx, chromedp.MouseClickXY(x, y))
			run(t, ctx, chromedp.Poll[bool](`!document.querySelector('#sheet')`, chromedp.WithPollingTimeout(5*time.Second)))
			if got, want := run(t, ctx, chromedp.Evaluate[string](focused)), "div["+strconv.Itoa(c)+"]"; got != want {
				t.Errorf("after the tap the keyboard is on %s, want the cell tapped, %s", got, want)
			}
			do(t, ctx, key("5"))
			expectCell(t, ctx, c, "5||")
			screenshot(t, ctx, "start-tap-"+size.name)

			// Esc deselects; New, then Esc: the cursor's cell is selected
			// again, and takes the next digit.
			do(t, ctx, key(kb.Escape))
			run(t, ctx, chromedp.Poll[bool](`!document.querySelector('.board .selected')`, chromedp.WithPollingTimeout(5*time.Second)))
			clickTop(t, ctx, "new")
			run(t, ctx, chromedp.Poll[bool](`!!document.querySelector('#sheet #new-panel')`))
			do(t, ctx, key(kb.Escape))
			run(t, ctx, chromedp.Poll[bool](`!document.querySelector('#sheet')`, chromedp.WithPollingTimeout(5*time.Second)))
			do(t, ctx, key("7"))
			expectCell(t, ctx, c, "7||")
			if !size.phone {
				return
			}

			// On a phone, a tap on a cell beside the unfolded menu folds it
			// and selects that cell.
			do(t, ctx, chromedp.Click("#menu-toggle"), chromedp.WaitVisible("#menu"))
			other := -1
			for i, ch := range boardText(t, ctx) {
				if ch != '.' {
					continue
				}
				x, y = centreOf(t, ctx, `[data-cell="`+strconv.Itoa(i)+`"]`)
				if run(t, ctx, chromedp.Evaluate[string](fmt.Sprintf(`document.elementFromPoint(%v, %v).className`, x, y))) == "menu-scrim" {
					other = i
					break
				}
			}
			if other < 0 {
				t.Fatal("no blank cell beside the unfolded menu")
			}
			do(t, ctx, chromedp.MouseClickXY(x, y), chromedp.WaitNotVisible("#menu"))
			want := "div[" + strconv.Itoa(other) + "]"
			wait, cancel := context.WithTimeout(ctx, 5*time.Second)
			_, err := chromedp.Run(wait, chromedp.Poll[bool](focused+` === '`+want+`'`))
			cancel()
			if err != nil {
				t.Fatalf("after the tap beside the menu the keyboard is on %s, want the cell tapped, %s", run(t, ctx, chromedp.Evaluate[string](focused)), want)
			}
			do(t, ctx, key("3"))
			expectCell(t, ctx, other, "3||")
		})
	}
}

// A first visit with the keyboard alone: the start sheet has it on Easy,
// Enter brings an Easy puzzle, and its top-left cell, which then has the
// keyboard, is selected: the first arrow moves from it.
func TestStartSheetByKeyboard(t *testing.T) {
	ctx := openOn(t, screens[0], "")
	run(t, ctx, chromedp.Poll[bool](focused+` === 'button#start-easy'`, chromedp.WithPollingTimeout(10*time.Second)))
	do(t, ctx, key(kb.Enter))
	waitText(t, ctx, ".topbar .level", "Easy · SE ")
	run(t, ctx, chromedp.Poll[bool](focused+` === 'div[0]'`, chromedp.WithPollingTimeout(5*time.Second)))
	if sel := run(t, ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('.board .selected')].map(e => e.dataset.cell).join()`)); sel != "0" {
		t.Errorf("with the keyboard on the new board's first cell, the cells selected are %q, want 0", sel)
	}
	do(t, ctx, key(kb.ArrowDown))
	wait, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if _, err := chromedp.Run(wait, chromedp.Poll[bool](focused+` === 'div[9]'`)); err != nil {
		t.Errorf("after the first arrow down the keyboard is on %s, want the cell below, div[9]", run(t, ctx, chromedp.Evaluate[string](focused)))
	}
}

// quoteAll writes strings as a JavaScript list's items.
func quoteAll(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = strconv.Quote(s)
	}
	return strings.Join(q, ",")
}
