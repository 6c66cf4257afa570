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
	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/engine/logic"
)

// A player opens today's Easy daily from the Daily panel, solves it,
// reloads, and finds it solved there, the streak begun, and the game in
// the statistics. The link in the address bar names the daily. A backup
// file carries it all to another browser; a file that is no backup is
// refused.
func TestDailyStreakAndStats(t *testing.T) {
	url, ctx := openGame(t, easyPuzzle)
	shotOnFailure(t, ctx)
	today := daily.Today(time.Now())
	puzzle, err := daily.Puzzle(today, logic.Easy)
	if err != nil {
		t.Fatal(err)
	}
	do(t, ctx, chromedp.Click("#daily"))
	waitText(t, ctx, "#daily-streak", "Solve today's puzzle at any level to start a streak.")
	screenshot(t, ctx, "daily-panel")
	do(t, ctx, chromedp.Click(`.daily-level[data-level="Easy"]`))
	waitText(t, ctx, ".level", daily.Name(today, logic.Easy))
	if got := boardText(t, ctx); got != puzzle.String() {
		t.Fatalf("the board shows %s, want today's Easy daily %s", got, puzzle)
	}
	l, err := share.Decode(fragment(t, ctx))
	if err != nil || l.Daily.Date != today || l.Daily.Level != logic.Easy {
		t.Errorf("the address bar holds %q (%v), want a link naming the daily", fragment(t, ctx), err)
	}

	do(t, ctx, chromedp.Click("#share"))
	waitText(t, ctx, "#share-name", "The link names it: "+daily.Name(today, logic.Easy)+".")
	do(t, ctx, chromedp.Click("#share"))

	do(t, ctx, chromedp.Click(`[data-cell="0"]`))
	do(t, ctx, typeSolution(puzzle.String(), solutionOf(t, puzzle.String()))...)
	waitText(t, ctx, ".overlay.done", "Solved!")
	// The result card counts this solve in the streak.
	waitText(t, ctx, ".overlay.done", "Streak: 1 day (best 1 day).")
	screenshot(t, ctx, "daily-solved")
	do(t, ctx, chromedp.Reload())
	waitBoard(t, ctx)

	do(t, ctx, chromedp.Click("#daily"))
	waitText(t, ctx, "#daily-streak", "Streak: 1 day (best 1 day).")
	state := waitText(t, ctx, `.daily-level[data-level="Easy"]`, "Solved in ")
	if !strings.HasPrefix(state, "Easy") {
		t.Errorf("today's Easy button says %q", state)
	}
	do(t, ctx, chromedp.Click("#stats"))
	waitText(t, ctx, "#stats-streak", "Streak: 1 day")
	row := waitText(t, ctx, `#sheet #stats-panel tr[data-key="9-Easy"]`, "9×9 Easy")
	// Played, finished, solved, without hints: the sample puzzle the page
	// opened first and the daily; one of them solved.
	if !strings.Contains(row, "9×9 Easy") {
		t.Errorf("stats row %q", row)
	}
	cells := run(t, ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#sheet #stats-panel tr[data-key="9-Easy"] td')].map(td => td.textContent)`))
	if len(cells) != 8 || cells[2] != "1" || cells[3] != "1" || cells[5] == "–" {
		t.Errorf("the 9×9 Easy statistics read %q; want one solved without hints, with its time", cells)
	}
	if n := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('#sheet #stats-panel svg circle.chart-daily').length`)); n != 1 {
		t.Errorf("the chart has %d daily dots, want 1", n)
	}
	screenshot(t, ctx, "stats-panel")

	// The backup file moves the games and the streak to another browser.
	dir := t.TempDir()
	do(t, ctx, allowDownloads(dir))
	do(t, ctx, chromedp.Click("#export-games"))
	name := "sudoku-games-" + today.String() + ".json"
	waitText(t, ctx, "#backup-status", "Saved "+name+".")
	file := filepath.Join(dir, name)
	for i := 0; i < 100; i++ {
		if _, err := os.Stat(file); err == nil {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	other := newBrowser(t)
	do(t, other, chromedp.Navigate(url+"/"))
	waitBoard(t, other)
	do(t, other, chromedp.Click("#stats"))
	waitText(t, other, "#stats-streak", "Solve today's puzzle at any level to start a streak.")
	do(t, other, chromedp.SetUploadFiles("#import-games", []string{file}))
	waitText(t, other, "#backup-status", "Restored: 1 game added")
	waitText(t, other, "#stats-streak", "Streak: 1 day (best 1 day).")

	// A file that is no backup is refused in words, and changes nothing.
	bad := filepath.Join(dir, "notes.json")
	if err := os.WriteFile(bad, []byte(`{"shopping":["eggs"]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	do(t, other, chromedp.SetUploadFiles("#import-games", []string{bad}))
	waitText(t, other, "#backup-status", "Nothing restored: This is not a backup of this app's games.")
	waitText(t, other, "#stats-streak", "Streak: 1 day")
}

// allowDownloads saves the page's downloads in dir, under their names.
func allowDownloads(dir string) chromedp.Action[chromedp.Void] {
	return func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, tg, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
			Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dir})
		return chromedp.Void{}, err
	}
}

// A player with a long history, more finished games than the library
// keeps whole, opens the app: the board takes their keys at once, while
// the page reads the games a few at a time; then the oldest games are
// archived, and the statistics still count every game. Games lists the
// ones kept whole a page at a time.
func TestStartArchivesOldGames(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	shotOnFailure(t, ctx)
	const n = game.MaxFinished + 30
	reloadWithGames(t, ctx, daily.Today(time.Now()), n)
	empty := strings.IndexByte(easyPuzzle, '.')
	do(t, ctx, chromedp.Click(`[data-cell="`+strconv.Itoa(empty)+`"]`), key("5"))
	run(t, ctx, chromedp.Poll[bool](`(document.querySelectorAll('.board .cell')[`+strconv.Itoa(empty)+`].querySelector('.digit') || {}).textContent === '5'`))
	whole := run(t, ctx, chromedp.Poll[int](`(() => {
		if (!localStorage.getItem('sudoku/archive')) return 0;
		let whole = 0;
		for (let i = 0; i < localStorage.length; i++) {
			const k = localStorage.key(i);
			if (k.startsWith('sudoku/game/') && !k.endsWith('.bak')) whole++;
		}
		return whole;
	})()`))
	if whole != game.MaxFinished+1 {
		t.Errorf("%d games kept whole, want the %d finished last and the game on the board", whole, game.MaxFinished)
	}
	do(t, ctx, chromedp.Click("#stats"))
	waitText(t, ctx, "#sheet #stats-panel", "Played")
	played := run(t, ctx, chromedp.Evaluate[int](`[...document.querySelectorAll('#sheet #stats-panel tbody tr')].reduce((n, tr) => n + Number(tr.querySelector('td').textContent), 0)`))
	if played != n+1 {
		t.Errorf("the statistics count %d games played, want %d: the %d finished and the game on the board", played, n+1, n)
	}

	// Games draws the completed ones a page at a time.
	do(t, ctx, chromedp.Click("#games"))
	rows := func() int {
		return run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('#games-done .game-row').length`))
	}
	more := waitText(t, ctx, "#games-done-more", "Show ")
	if got := rows(); got != 20 || more != "Show 20 more of 180" {
		t.Fatalf("Games shows %d completed games and %q", got, more)
	}
	do(t, ctx, chromedp.Click("#games-done-more"))
	waitText(t, ctx, "#games-done-more", "Show 20 more of 160")
	focused := run(t, ctx, chromedp.Evaluate[string](`(() => { const r = document.activeElement.closest('.game-row'); return r ? [...r.parentNode.children].indexOf(r) + ' ' + document.activeElement.textContent : document.activeElement.tagName; })()`))
	if got := rows(); got != 40 || focused != "20 Open" {
		t.Errorf("after Show more: %d completed games, focus on %q; want 40, and the 21st row's Open", got, focused)
	}
	screenshot(t, ctx, "games-more")
}

// On a phone and in the drawer beside a desktop's board, every figure of
// the statistics is in view, under its column's title, without a sideways
// scroll. The build before cut the drawer's table after Best.
func TestStatsOnPhone(t *testing.T) {
	for _, size := range [][2]int64{{360, 740}, {1280, 900}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			_, ctx := openGame(t, easyPuzzle)
			shotOnFailure(t, ctx)
			reloadWithGames(t, ctx, daily.Today(time.Now()), 12)
			do(t, ctx, chromedp.EmulateViewport(size[0], size[1]))
			clickTop(t, ctx, "stats")
			waitText(t, ctx, `#sheet #stats-panel tr[data-key="9-Easy"]`, "9×9 Easy")
			off := run(t, ctx, chromedp.Poll[string](`(() => {
				const out = [];
				const heads = [...document.querySelectorAll('#sheet #stats-panel thead th')].slice(1).map(th => th.textContent);
				const sheet = document.querySelector('#sheet').getBoundingClientRect();
				for (const tr of document.querySelectorAll('#sheet #stats-panel tbody tr')) {
					const tds = [...tr.querySelectorAll('td')];
					tds.forEach((td, i) => {
						const r = td.getBoundingClientRect();
						const label = getComputedStyle(td, '::before').content;
						if (r.width === 0 || r.left < sheet.left || r.right > sheet.right) out.push(tr.dataset.key + ' ' + heads[i] + ' off the sheet');
						if (label !== JSON.stringify(heads[i])) out.push(tr.dataset.key + ' ' + heads[i] + ' labelled ' + label);
					});
					if (tds.length !== heads.length) out.push(tr.dataset.key + ' has ' + tds.length + ' figures');
				}
				const scroll = document.querySelector('#sheet #stats-panel .stats-scroll');
				if (scroll.scrollWidth > scroll.clientWidth) out.push('the table scrolls sideways');
				if (document.documentElement.scrollWidth > innerWidth) out.push('page ' + document.documentElement.scrollWidth + 'px wide');
				return innerWidth === `+strconv.Itoa(int(size[0]))+` && (out.join(', ') || 'none');
			})()`, chromedp.WithPollingTimeout(5*time.Second)))
			screenshot(t, ctx, fmt.Sprintf("stats-%d", size[0]))
			if off != "none" {
				t.Errorf("the statistics, %d px wide: %s", size[0], off)
			}
		})
	}
}

// Yesterday's puzzle is played late from the Daily panel's earlier days,
// which it opens folded; solved, its card offers the day's next level.
func TestDailyPlayedLate(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	shotOnFailure(t, ctx)
	yesterday := daily.Today(time.Now()).AddDays(-1)
	puzzle, err := daily.Puzzle(yesterday, logic.Hard)
	if err != nil {
		t.Fatal(err)
	}
	late := func() int {
		return run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('.daily-late').length`))
	}
	do(t, ctx, chromedp.Click("#daily"))
	waitText(t, ctx, ".daily-earlier summary", "Earlier days")
	if n := late(); n != 0 {
		t.Errorf("folded, the earlier days draw %d buttons", n)
	}
	do(t, ctx, chromedp.Click(".daily-earlier summary"))
	button := `.daily-day[data-date="` + yesterday.String() + `"] .daily-late[data-level="Hard"]`
	waitText(t, ctx, button, "Hard")
	if n, want := late(), 30*len(daily.Levels()); n != want {
		t.Errorf("unfolded, the earlier days draw %d buttons, want %d", n, want)
	}
	screenshot(t, ctx, "daily-earlier")
	do(t, ctx, chromedp.Click(button))
	waitText(t, ctx, ".level", daily.Name(yesterday, logic.Hard))
	if got := boardText(t, ctx); got != puzzle.String() {
		t.Errorf("the board shows %s, want yesterday's Hard daily %s", got, puzzle)
	}

	// Solved late, it offers the day's next level; the clock has stopped.
	do(t, ctx, chromedp.Click(`[data-cell="0"]`))
	do(t, ctx, typeSolution(puzzle.String(), solutionOf(t, puzzle.String()))...)
	waitText(t, ctx, ".overlay.done", "A late puzzle counts in your statistics, not in your streak.")
	waitText(t, ctx, "#next-daily", "Next daily: Expert")
	if !run(t, ctx, chromedp.Evaluate[bool](`document.querySelector('#pause').disabled`)) {
		t.Error("Pause is on for a finished game")
	}
	screenshot(t, ctx, "daily-next")
	// The keyboard is on the card's first action: Enter takes it.
	if got := run(t, ctx, chromedp.Evaluate[string](`document.activeElement.id`)); got != "next-daily" {
		t.Errorf("with the card on show the focus is on %q, want Next daily", got)
	}
	do(t, ctx, key(kb.Enter))
	waitText(t, ctx, ".level", daily.Name(yesterday, logic.Expert))
	next, err := daily.Puzzle(yesterday, logic.Expert)
	if err != nil {
		t.Fatal(err)
	}
	if got := boardText(t, ctx); got != next.String() {
		t.Errorf("Next daily shows %s, want yesterday's Expert daily %s", got, next)
	}
}

// On a phone the result card, taller than the board, runs down over the
// keypad rather than up over the menu, and every button on it takes a
// click, whatever it covers.
func TestResultCardOnPhone(t *testing.T) {
	url, ctx := openGame(t, easyPuzzle)
	shotOnFailure(t, ctx)
	yesterday := daily.Today(time.Now()).AddDays(-1)
	puzzle, err := daily.Puzzle(yesterday, logic.Hard)
	if err != nil {
		t.Fatal(err)
	}
	do(t, ctx, chromedp.EmulateViewport(360, 740))
	do(t, ctx, chromedp.Navigate(url+"/#"+share.Encode(share.Link{Puzzle: puzzle, Daily: game.Daily{Date: yesterday, Level: logic.Hard}})))
	waitText(t, ctx, ".level", daily.Name(yesterday, logic.Hard))
	do(t, ctx, chromedp.Click(`[data-cell="0"]`))
	// The keys go to the board only once the click has put the cursor
	// on it; and should the card not come (this wait timed out twice
	// under load), the board says whether every key arrived.
	run(t, ctx, chromedp.Poll[bool](`document.activeElement.dataset.cell === '0'`, chromedp.WithPollingTimeout(5*time.Second)))
	do(t, ctx, typeSolution(puzzle.String(), solutionOf(t, puzzle.String()))...)
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`(document.querySelector('#next-daily') || {}).textContent === 'Next daily: Expert'`,
		chromedp.WithPollingTimeout(30*time.Second))); err != nil {
		t.Fatalf("no result card (%v); the board reads %s", err, boardText(t, ctx))
	}
	screenshot(t, ctx, "result-card-phone")
	hidden := run(t, ctx, chromedp.Evaluate[[]string](`(() => {
		const out = [];
		const card = document.querySelector('.overlay.done .result').getBoundingClientRect();
		const bar = document.querySelector('.topbar').getBoundingClientRect();
		if (card.top < bar.bottom) out.push('the card covers the menu: its top ' + card.top + ', the menu ends at ' + bar.bottom);
		for (const b of document.querySelectorAll('.overlay.done button')) {
			const r = b.getBoundingClientRect();
			const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
			if (!b.contains(at)) out.push(b.id + ' is under ' + (at ? at.outerHTML.slice(0, 60) : 'nothing'));
		}
		return out;
	})()`))
	for _, h := range hidden {
		t.Error(h)
	}
	do(t, ctx, chromedp.Click("#back-to-board"))
	run(t, ctx, chromedp.Poll[bool](`!document.querySelector('.overlay.done')`, personPace))
	if !run(t, ctx, chromedp.Evaluate[bool](`'cell' in document.activeElement.dataset`)) {
		t.Error("Back to the board left the focus off the board")
	}
}
