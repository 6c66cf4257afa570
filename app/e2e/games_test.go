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
	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/engine/logic"
)

// The Games panel, as players reported it: Delete took the game being
// played with no way back while its board stayed; solved games stayed
// "in progress" as "solved, 0:00"; a row said only "9x9 / 33 of 81 cells
// filled". Each test drives the page with real clicks and keys.

// gameRow is what one row of the Games panel shows.
type gameRow struct {
	ID      string `json:"id"`      // the puzzle, data-game
	Title   string `json:"title"`   // the level, or the size
	When    string `json:"when"`    // when last played or finished
	Time    string `json:"time"`    // the time so far, or the finish
	Action  string `json:"action"`  // the text of the actions: "Open Delete", or "Playing now"
	Cells   int    `json:"cells"`   // the thumbnail's cells
	Givens  int    `json:"givens"`  // its givens
	Digits  int    `json:"digits"`  // its cells with a digit
	Deletes bool   `json:"deletes"` // a Delete button is offered
}

// gameRows returns the rows of the list sel (#games-progress or
// #games-done); null when the list is not there.
func gameRows(sel string) string {
	return `(l => l && [...l.querySelectorAll('.game-row')].map(r => ({
		id: r.dataset.game,
		title: (r.querySelector('.game-title') || {textContent: ''}).textContent,
		when: (r.querySelector('.game-when') || {textContent: ''}).textContent,
		time: (r.querySelector('.game-time') || {textContent: ''}).textContent,
		action: (r.querySelector('.game-actions') || {innerText: ''}).innerText.replace(/\s+/g, ' ').trim(),
		cells: (b => b ? b.viewBox.baseVal.width * b.viewBox.baseVal.height : 0)(r.querySelector('svg.thumb')),
		givens: (r.querySelector('.thumb-givens') || {textContent: ''}).textContent.length,
		digits: [...r.querySelectorAll('.thumb text')].reduce((n, t) => n + t.textContent.length, 0),
		deletes: !!r.querySelector('.game-delete'),
	})))(document.querySelector(` + strconv.Quote(sel) + `))`
}

// waitRows waits until the list sel shows n rows and returns them.
func waitRows(t testing.TB, ctx context.Context, sel string, n int) []gameRow {
	t.Helper()
	wait, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	rows, err := chromedp.Run(wait, chromedp.Poll[[]gameRow](`(r => r && r.length === `+strconv.Itoa(n)+` && r)(`+gameRows(sel)+`)`))
	if err != nil {
		got, _ := chromedp.Run(ctx, chromedp.Evaluate[[]gameRow](gameRows(sel)))
		panel, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`(document.querySelector('#sheet .games') || {innerText: '(no games panel)'}).innerText`))
		t.Fatalf("%s shows %+v, want %d rows; the panel reads:\n%s", sel, got, n, panel)
	}
	return rows
}

// rowOf returns the row of puzzle among rows.
func rowOf(t testing.TB, rows []gameRow, puzzle string) gameRow {
	t.Helper()
	for _, r := range rows {
		if r.ID == puzzle {
			return r
		}
	}
	t.Fatalf("no row for %s in %+v", puzzle, rows)
	return gameRow{}
}

// firstMove makes the open game's first move, a corner note 1 in its
// first empty cell, with the mouse and a key: a game counts from its
// first move.
func firstMove(t testing.TB, ctx context.Context) {
	t.Helper()
	c := strings.IndexByte(boardText(t, ctx), '.')
	do(t, ctx, chromedp.Click(`[data-cell="`+strconv.Itoa(c)+`"]`), key("1", chromedp.ModifierShift))
	expectCell(t, ctx, c, ".|1|")
}

// openAnother opens puzzle as a shared link does, and waits for its board.
func openAnother(t testing.TB, ctx context.Context, puzzle string) {
	t.Helper()
	do(t, ctx, chromedp.Evaluate[chromedp.Void](`location.hash = '`+puzzle+`'`))
	run(t, ctx, chromedp.Poll[bool](`[...document.querySelectorAll('.board .cell')].map(c => c.classList.contains('given') ? c.querySelector('.digit').textContent : '.').join('') === `+strconv.Quote(puzzle),
		chromedp.WithPollingTimeout(20*time.Second)))
}

// The game being played cannot be deleted from under its board: its row
// says so. Another game's Delete takes it off the list at once and offers
// Undo for a few seconds, which brings it back whole.
func TestGamesDeleteOffersUndoAndSparesTheBoard(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	shotOnFailure(t, ctx)
	do(t, ctx, chromedp.Click(`[data-cell="0"]`), key("4"))
	expectCell(t, ctx, 0, "4||")
	openAnother(t, ctx, hardPuzzle)
	do(t, ctx, chromedp.Click(`[data-cell="0"]`), key("7"))
	expectCell(t, ctx, 0, "7||")

	do(t, ctx, chromedp.Click("#games"))
	rows := waitRows(t, ctx, "#games-progress", 2)
	if cur := rowOf(t, rows, hardPuzzle); cur.Deletes || !strings.Contains(cur.Action, "Playing now") {
		t.Fatalf("the game on the board: %+v; want it marked Playing now, with no Delete", cur)
	}
	if rows[0].ID != hardPuzzle {
		t.Errorf("rows %+v; want the game played last first", rows)
	}
	easyRow := `.game-row[data-game="` + easyPuzzle + `"]`
	do(t, ctx, chromedp.Click(easyRow+` .game-delete`))
	rows = waitRows(t, ctx, "#games-progress", 1)
	undo := waitText(t, ctx, "#games-undo", "Deleted")
	screenshot(t, ctx, "games-deleted")
	if rows[0].ID != hardPuzzle || boardText(t, ctx)[0] != '7' {
		t.Fatalf("after deleting the other game: rows %+v, board %s", rows, boardText(t, ctx))
	}
	t.Logf("undo offer: %q", undo)

	do(t, ctx, chromedp.Click(`#games-undo button`))
	rows = waitRows(t, ctx, "#games-progress", 2)
	if r := rowOf(t, rows, easyPuzzle); r.Digits != 33 {
		t.Errorf("the game brought back shows %d digits, want its 32 givens and the 4", r.Digits)
	}
	// Undo left the keyboard on the game's Open: Enter opens it, and it
	// comes back as it was.
	run(t, ctx, chromedp.Poll[bool](`document.activeElement === document.querySelector('`+easyRow+` .game-open')`, chromedp.WithPollingTimeout(5*time.Second)))
	do(t, ctx, key(kb.Enter))
	expectCell(t, ctx, 0, "4||")
	run(t, ctx, chromedp.Poll[bool](`!document.querySelector('#sheet #games-panel')`, chromedp.WithPollingTimeout(5*time.Second)))

	// Deleted for good once the offer is gone: a reload does not bring it back.
	do(t, ctx, chromedp.Click("#games"))
	waitRows(t, ctx, "#games-progress", 2)
	hardRow := `.game-row[data-game="` + hardPuzzle + `"]`
	do(t, ctx, chromedp.Click(hardRow+` .game-delete`))
	waitRows(t, ctx, "#games-progress", 1)
	run(t, ctx, chromedp.Poll[bool](`!document.querySelector('#games-undo button')`, chromedp.WithPollingTimeout(15*time.Second)))
	do(t, ctx, chromedp.Reload())
	waitBoard(t, ctx)
	expectCell(t, ctx, 0, "4||")
	do(t, ctx, chromedp.Click("#games"))
	if rows := waitRows(t, ctx, "#games-progress", 1); rows[0].ID != easyPuzzle {
		t.Errorf("after the reload the list holds %+v, want the easy game alone", rows)
	}
}

// A solved game and a game whose solution was shown are listed apart from
// the games in progress, with the finishing time or what ended them.
func TestGamesCompletedApart(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	shotOnFailure(t, ctx)
	sol := solutionOf(t, easyPuzzle)
	do(t, ctx, chromedp.Click(`[data-cell="0"]`))
	do(t, ctx, typeSolution(easyPuzzle, sol)...)
	run(t, ctx, chromedp.Poll[string](`(document.querySelector('#summary') || {}).textContent`, chromedp.WithPollingTimeout(10*time.Second)))

	openAnother(t, ctx, hardPuzzle)
	solveOnPage(t, ctx, hardPuzzle)
	openAnother(t, ctx, mediumPuzzle)
	firstMove(t, ctx) // a game from its first move

	do(t, ctx, chromedp.Click("#games"))
	done := waitRows(t, ctx, "#games-done", 2)
	progress := waitRows(t, ctx, "#games-progress", 1)
	screenshot(t, ctx, "games-completed")
	if progress[0].ID != mediumPuzzle || !strings.Contains(progress[0].Action, "Playing now") {
		t.Errorf("in progress: %+v; want the game on the board alone", progress)
	}
	if done[0].ID != hardPuzzle || done[1].ID != easyPuzzle {
		t.Errorf("completed: %+v; want the game finished last first", done)
	}
	if r := rowOf(t, done, easyPuzzle); !strings.HasPrefix(r.Time, "Solved in 0:") || !r.Deletes {
		t.Errorf("the solved game: %+v; want \"Solved in 0:..\" and Delete", r)
	}
	if r := rowOf(t, done, hardPuzzle); !strings.Contains(r.Time, "Solution shown") || strings.Contains(r.Time, "Solved") {
		t.Errorf("the game whose solution was shown: %+v; want \"Solution shown\", not solved", r)
	}
	if r := rowOf(t, done, hardPuzzle); r.Digits != 81 || r.Cells != 81 {
		t.Errorf("the revealed game's mini board: %+v; want it full", r)
	}

	// Play again opens the solved puzzle afresh; the solved game still
	// counts in the statistics.
	do(t, ctx, chromedp.Click(`.game-row[data-game="`+easyPuzzle+`"] .game-replay`))
	waitText(t, ctx, ".status", "A new game of the same puzzle.")
	if got := boardText(t, ctx); got != easyPuzzle {
		t.Errorf("Play again shows %s, want the bare puzzle", got)
	}
	// The panel shows its last count at once and the library's new one
	// when it is read: wait for the row, then read it.
	do(t, ctx, chromedp.Click("#stats"))
	wait, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	chromedp.Run(wait, chromedp.Poll[bool](`document.querySelectorAll('#sheet #stats-panel tr[data-key="9-Easy"] td').length >= 3`))
	if cells := run(t, ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#sheet #stats-panel tr[data-key="9-Easy"] td')].map(td => td.textContent)`)); len(cells) < 3 || cells[2] != "1" {
		t.Errorf("9×9 Easy statistics after Play again: %q; want the solved game still counted", cells)
	}
}

// A row shows the game: a mini board of the puzzle and the player's
// digits, the level, when it was last played, and the time so far.
func TestGamesRowsDescribeGames(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	shotOnFailure(t, ctx)
	// The level comes from the engine's solve job.
	waitText(t, ctx, ".topbar .level", "Easy")
	do(t, ctx, chromedp.Click(`[data-cell="0"]`), key("4"), key(kb.ArrowRight), key("8", chromedp.ModifierShift))
	expectCell(t, ctx, 1, ".|8|")
	time.Sleep(2500 * time.Millisecond) // let the clock run
	openAnother(t, ctx, hardPuzzle)
	firstMove(t, ctx)

	do(t, ctx, chromedp.Click("#games"))
	rows := waitRows(t, ctx, "#games-progress", 2)
	screenshot(t, ctx, "games-rows")
	r := rowOf(t, rows, easyPuzzle)
	if r.Cells != 81 || r.Givens != 32 || r.Digits != 33 {
		t.Errorf("mini board of %d cells, %d givens, %d digits; want 81, 32 and 33", r.Cells, r.Givens, r.Digits)
	}
	if r.Title != "Easy · SE 1.2" {
		t.Errorf("title %q, want the level label, Easy · SE 1.2", r.Title)
	}
	// "today 14:05" in the browser's time zone, within a minute of now.
	now := run(t, ctx, chromedp.Evaluate[[]string](`[-1, 0].map(m => {
		const d = new Date(Date.now() + m * 60000);
		return 'today ' + String(d.getHours()).padStart(2, '0') + ':' + String(d.getMinutes()).padStart(2, '0');
	})`))
	if r.When != now[0] && r.When != now[1] {
		t.Errorf("last played %q, want %q", r.When, now[1])
	}
	if d, err := time.ParseDuration(strings.Replace(strings.TrimSuffix(r.Time, " so far"), ":", "m", 1) + "s"); err != nil || d < 2*time.Second || !strings.HasSuffix(r.Time, " so far") {
		t.Errorf("time %q, want at least 0:02 so far", r.Time)
	}
	if strings.Contains(r.Title+r.When+r.Time, "cells filled") {
		t.Errorf("the row still counts cells: %+v", r)
	}
	// The open game's time runs on in its row, a second at a time, which
	// draws its text again, not its mini board.
	const liveRow = `document.querySelector('#games-progress .game-current').closest('.game-row')`
	before := run(t, ctx, chromedp.Evaluate[string](`(() => { const row = `+liveRow+`; window.__liveThumb = row.querySelector('.game-thumb'); return row.querySelector('.game-time').textContent; })()`))
	run(t, ctx, chromedp.Poll[bool](liveRow+`.querySelector('.game-time').textContent !== `+strconv.Quote(before), personPace, chromedp.WithPollingTimeout(5*time.Second)))
	if !run(t, ctx, chromedp.Evaluate[bool](liveRow+`.querySelector('.game-thumb') === window.__liveThumb`)) {
		t.Error("a second on the clock drew the open game's mini board again")
	}

	// On a phone the rows fit the screen, buttons and all, and a title as
	// long as a daily's reads beside its buttons or above them, not
	// squeezed a word a line under them.
	today := daily.Today(time.Now())
	medium, err := daily.Puzzle(today, logic.Medium)
	if err != nil {
		t.Fatal(err)
	}
	link := share.Encode(share.Link{Puzzle: medium, Daily: game.Daily{Date: today, Level: logic.Medium}})
	do(t, ctx, chromedp.Evaluate[chromedp.Void](`location.hash = `+strconv.Quote(link)))
	waitText(t, ctx, ".topbar .level", daily.Name(today, logic.Medium))
	firstMove(t, ctx)               // a game from its first move
	openAnother(t, ctx, hardPuzzle) // the daily's row has its buttons then
	do(t, ctx, chromedp.Click("#games"))
	waitText(t, ctx, "#games-progress", daily.Name(today, logic.Medium))
	do(t, ctx, chromedp.EmulateViewport(360, 740))
	off := run(t, ctx, chromedp.Poll[string](`(() => {
		const out = [...document.querySelectorAll('#sheet .games .game-row, #sheet .games button, #sheet .games .thumb')]
			.filter(e => { const r = e.getBoundingClientRect(); return r.left < 0 || r.right > innerWidth; })
			.map(e => e.className);
		const overlap = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
		for (const row of document.querySelectorAll('#sheet .games .game-row')) {
			const actions = row.querySelector('.game-actions').getBoundingClientRect();
			for (const text of row.querySelectorAll('.game-info > span')) {
				const r = text.getBoundingClientRect();
				const size = parseFloat(getComputedStyle(text).fontSize);
				if (overlap(r, actions) || text.scrollWidth > text.clientWidth + 1 || r.height > 3.2 * size) {
					out.push(JSON.stringify(text.textContent) + ' squeezed (' + Math.round(r.width) + 'x' + Math.round(r.height) + ' px)');
				}
			}
		}
		if (document.documentElement.scrollWidth > innerWidth) out.push('page ' + document.documentElement.scrollWidth + 'px wide');
		return innerWidth === 360 && (out.join(', ') || 'none');
	})()`, chromedp.WithPollingTimeout(5*time.Second)))
	screenshot(t, ctx, "games-phone")
	if off != "none" {
		t.Errorf("360 px wide, off the screen or squeezed: %s", off)
	}
}

// mediumPuzzle is a third puzzle for the lists (Project Euler 96, grid 02).
const mediumPuzzle = "2...8.3...6..7..84.3.5..2.9...1.54.8.........4.27.6...3.1..7.4.72..4..6...4.1...3"

// A panel closed stays on the page, put away, and opens again with the
// games as they are now: Games lists the game played since, then finished;
// Statistics counts it; Share links the puzzle on the board.
func TestPanelsOpenWithTheGamesAsTheyAre(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	shotOnFailure(t, ctx)
	for _, id := range []string{"games", "stats", "share"} {
		do(t, ctx, chromedp.Click("#"+id), chromedp.WaitVisible("#sheet"), chromedp.Click("#"+id), chromedp.WaitNotPresent("#sheet"))
	}
	if n := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('.sheet-shelved #games-panel, .sheet-shelved #stats-panel, .sheet-shelved #share-panel').length`)); n != 3 {
		t.Fatalf("%d of the panels closed are kept on the page, want 3", n)
	}

	firstMove(t, ctx)
	do(t, ctx, chromedp.Click("#games"))
	if r := waitRows(t, ctx, "#sheet #games-progress", 1); r[0].ID != easyPuzzle || !strings.Contains(r[0].Action, "Playing now") {
		t.Errorf("Games after the first move: %+v; want the game on the board", r)
	}
	do(t, ctx, chromedp.Click("#games"), chromedp.WaitNotPresent("#sheet"))

	do(t, ctx, chromedp.Click(`[data-cell="0"]`))
	do(t, ctx, typeSolution(easyPuzzle, solutionOf(t, easyPuzzle))...)
	run(t, ctx, chromedp.Poll[string](`(document.querySelector('#summary') || {}).textContent`, chromedp.WithPollingTimeout(10*time.Second)))
	do(t, ctx, chromedp.Click("#back-to-board"))
	do(t, ctx, chromedp.Click("#stats"))
	if cells := run(t, ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#sheet #stats-panel tr[data-key="9-Easy"] td')].map(td => td.textContent)`)); len(cells) < 3 || cells[0] != "1" || cells[2] != "1" {
		t.Errorf("9×9 Easy statistics after the game is solved: %q; want it played and solved", cells)
	}
	do(t, ctx, chromedp.Click("#stats"), chromedp.WaitNotPresent("#sheet"))
	do(t, ctx, chromedp.Click("#games"))
	if r := waitRows(t, ctx, "#sheet #games-done", 1); r[0].ID != easyPuzzle || !strings.HasPrefix(r[0].Time, "Solved in") {
		t.Errorf("Games after the game is solved: %+v; want it finished, solved", r)
	}
	waitRows(t, ctx, "#sheet #games-progress", 0)
	do(t, ctx, chromedp.Click("#games"), chromedp.WaitNotPresent("#sheet"))

	openAnother(t, ctx, hardPuzzle)
	do(t, ctx, chromedp.Click("#share"))
	link := run(t, ctx, chromedp.Poll[string](`(e => e && e.value)(document.querySelector('#sheet #share-link'))`))
	if l, err := share.Decode(link[strings.IndexByte(link, '#')+1:]); err != nil || l.Puzzle.String() != hardPuzzle {
		t.Errorf("Share after another puzzle opened links %s (%v), want %s", link, err, hardPuzzle)
	}
}
