package gamespanel

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/browser"
	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/stats"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

const (
	testPuzzle     = apptest.Puzzle
	samplePuzzle   = apptest.Sample
	sampleSolution = apptest.SampleSolution
	easyPuzzle     = apptest.Easy
)

// savedGames saves in store the games a player left as the page saves
// them, each graded by the engine: testPuzzle in progress (one digit,
// 0:42, played yesterday evening), samplePuzzle solved at 14:05 today in
// 3:07 with a hint, and easyPuzzle opened at 15:30 and given a corner
// note, the game on the board. It returns the library over store, its clock at 15:30, and the
// game on the board.
func savedGames(t *testing.T, store game.Storage) (*game.Library, *game.Game) {
	t.Helper()
	clock := &apptest.Clock{T: time.Date(2025, 11, 3, 21, 10, 0, 0, apptest.Paris).AddDate(0, 0, -1)}
	lib := game.NewLibrary(store)
	lib.Now = clock.Now
	g := newGame(t, testPuzzle)
	g.Enter([]sudoku.Cell{1}, 6, game.Normal)
	g.Tick(42 * time.Second)
	save(t, lib, g)

	clock.T = time.Date(2025, 11, 3, 14, 5, 0, 0, apptest.Paris)
	g = newGame(t, samplePuzzle)
	g.Tick(187 * time.Second)
	g.CountHint()
	sol := apptest.MustGrid(t, sampleSolution)
	for c := sudoku.Cell(0); c < 81; c++ {
		if !g.IsGiven(c) {
			g.Enter([]sudoku.Cell{c}, sol.At(c), game.Normal)
		}
	}
	if !g.Solved() {
		t.Fatal("the sample is not solved")
	}
	save(t, lib, g)
	clock.T = time.Date(2025, 11, 3, 15, 30, 0, 0, apptest.Paris)
	g = newGame(t, easyPuzzle)
	g.Enter([]sudoku.Cell{1}, 5, game.Corner) // a game from its first move
	save(t, lib, g)
	return lib, g
}

// newGame starts a game of puzzle, graded by the engine, as the page
// opens one.
func newGame(t *testing.T, puzzle string) *game.Game {
	t.Helper()
	g, err := game.New(apptest.MustGrid(t, puzzle), game.DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	g.SetGrade(apptest.Grade(t, puzzle))
	return g
}

func save(t *testing.T, lib *game.Library, g *game.Game) {
	t.Helper()
	if err := lib.Save(g); err != nil {
		t.Fatal(err)
	}
}

// rows returns the rows of the list id in html, each as its text.
func rows(html, id string) []string {
	i := strings.Index(html, `id="`+id+`"`)
	if i < 0 {
		return nil
	}
	list := html[i : i+strings.Index(html[i:], "</ul>")]
	var out []string
	for _, row := range strings.Split(list, `<li `)[1:] {
		if tag, _, _ := strings.Cut(row, ">"); strings.Contains(tag, `class="game-row"`) {
			out = append(out, apptest.TextOf(row))
		}
	}
	return out
}

func TestGamesPanelLists(t *testing.T) {
	lib, open := savedGames(t, &game.MemoryStorage{})
	gp := New().From(lib).Playing(game.Summarize(open)).Clock(lib.Now)
	apptest.Mount(t, gp)
	html := app.HTMLString(gp)
	progress, done := rows(html, "games-progress"), rows(html, "games-done")
	if len(progress) != 2 || len(done) != 1 {
		t.Fatalf("in progress %q, completed %q; want 2 and 1", progress, done)
	}
	// The mini board's digits come first in a row's text: look at the end.
	tests := []struct{ row, want string }{
		{progress[0], "|Easy · SE 1.2|today 15:30|0:00 so far|Playing now"},
		{progress[1], "|yesterday|0:42 so far|Open|Delete"},
		{done[0], "|Easy · SE 1.2|today 14:05|Solved in 3:07, 1 hint|Open|Delete"},
	}
	for _, tt := range tests {
		if !strings.HasSuffix(tt.row, tt.want) {
			t.Errorf("row %q, want it to end %q", tt.row, tt.want)
		}
	}
	if strings.Contains(html, "cells filled") {
		t.Error("rows still count cells")
	}
	// Each row has its mini board, the player's digits in it; hidden from
	// screen readers, whom the buttons' labels tell which game they act on.
	if n := len(apptest.Tags(html, `class="thumb board-9"`)); n != 3 {
		t.Errorf("%d mini boards, want 3", n)
	}
	if !strings.HasPrefix(progress[1], "48") || !strings.Contains(progress[1], "|6|") {
		t.Errorf("testPuzzle's mini board reads %q, want the givens 4, 8, ..., then the entry 6", progress[1])
	}
	if !strings.Contains(html, `aria-label="Delete the game: Easy · SE 1.2, today 14:05"`) || len(apptest.Tags(html, `class="game-thumb"`, ` aria-hidden`)) != 3 {
		t.Errorf("labels: %s", html)
	}
	// testPuzzle's title is its level, as the engine graded it.
	if l := gp.games[1].Grade.Label(); l == "" || !strings.HasSuffix(progress[1], "|"+l+"|yesterday|0:42 so far|Open|Delete") {
		t.Errorf("testPuzzle graded %v, its row %q", gp.games[1].Grade, progress[1])
	}
}

// The game on the board cannot be deleted; another's Delete takes it off at
// once and offers Undo, which brings it back whole, for undoTime.
func TestGamesPanelDeleteUndo(t *testing.T) {
	lib, open := savedGames(t, &game.MemoryStorage{})
	current := game.ID(open)
	gp := New().From(lib).Playing(game.Summarize(open)).Clock(lib.Now)
	disp := apptest.Mount(t, gp)
	click := func(h app.EventHandler) { apptest.Act(disp, gp, func(ctx app.Context) { h(ctx, app.Event{}) }) }

	apptest.Act(disp, gp, func(ctx app.Context) { gp.delete(ctx, current) }) // no button: a stale click
	if len(gp.games) != 3 || gp.deleted != nil {
		t.Fatal("the game on the board was deleted")
	}
	if len(apptest.Tags(app.HTMLString(gp), `data-game="`+current+`"`)) != 1 || strings.Count(app.HTMLString(gp), `game-delete`) != 2 {
		t.Errorf("Delete offered for the game on the board: %s", app.HTMLString(gp))
	}

	other := game.ID(mustGame(t, lib, testPuzzle))
	pressRow(t, disp, gp, other, actDelete)
	html := app.HTMLString(gp)
	if len(rows(html, "games-progress")) != 1 || gp.deleted == nil || !strings.Contains(html, "Deleted the game: ") || !strings.Contains(html, ">Undo<") {
		t.Fatalf("after Delete: %s", html)
	}
	if _, _, err := lib.Open(other); !errors.Is(err, game.ErrNoGame) {
		t.Errorf("the deleted game still opens: %v", err)
	}
	click(gp.undo)
	if g := mustGame(t, lib, testPuzzle); g.Digit(1) != 6 || len(rows(app.HTMLString(gp), "games-progress")) != 2 || gp.deleted != nil {
		t.Errorf("after Undo: %s", app.HTMLString(gp))
	}

	// The offer ends: the game is gone for good.
	pressRow(t, disp, gp, other, actDelete)
	del := gp.deleted
	apptest.Act(disp, gp, func(app.Context) { gp.expire(del) })
	if gp.deleted != nil || strings.Contains(app.HTMLString(gp), ">Undo<") {
		t.Error("Undo is still offered once its time is up")
	}
	// A second Delete replaces the first offer; the first's time running
	// out leaves the second alone.
	done := game.ID(mustGame(t, lib, samplePuzzle))
	pressRow(t, disp, gp, done, actDelete)
	apptest.Act(disp, gp, func(app.Context) { gp.expire(del) })
	if gp.deleted == nil || gp.deleted.game.ID != done {
		t.Error("an earlier Delete's timer ended a later offer")
	}
}

// pressRow clicks the button of the row of game id that does a, as the
// list's click handler reads it (data-act), after checking that the row
// has it.
func pressRow(t *testing.T, disp app.ClientDispatcher, gp *Panel, id string, a rowAct) {
	t.Helper()
	html := app.HTMLString(gp)
	i := strings.Index(html, `data-game="`+id+`"`)
	if i < 0 {
		t.Fatalf("no row for %s: %s", id, html)
	}
	row := html[i : i+strings.Index(html[i:], "</li>")]
	if !strings.Contains(row, `data-act="`+string(a)+`"`) {
		t.Fatalf("the row of %s has no %s button: %s", id, a, row)
	}
	apptest.Act(disp, gp, func(ctx app.Context) { gp.rowAction(ctx, a, id) })
}

// Play again is offered on finished games only, and plays the game of
// its row.
func TestGamesPanelPlayAgain(t *testing.T) {
	lib, open := savedGames(t, &game.MemoryStorage{})
	var replayed []string
	gp := New().From(lib).Playing(game.Summarize(open)).Clock(lib.Now).OnReplay(func(_ app.Context, s game.Summary) {
		replayed = append(replayed, s.ID)
	})
	disp := apptest.Mount(t, gp)
	done := game.ID(mustGame(t, lib, samplePuzzle))
	pressRow(t, disp, gp, done, actReplay)
	if len(replayed) != 1 || replayed[0] != done {
		t.Errorf("Play again played %q, want %q", replayed, done)
	}
	html := app.HTMLString(gp)
	if n := strings.Count(html, `data-act="replay"`); n != 1 {
		t.Errorf("%d Play again buttons, want 1 for the one finished game: %s", n, html)
	}
}

// A storage that refuses changes: the game stays, the player is told, and
// Undo stays offered until it works.
func TestGamesPanelStorageFails(t *testing.T) {
	store := &removeFails{}
	lib, open := savedGames(t, &store.MemoryStorage)
	gp := New().From(game.NewLibrary(store)).Playing(game.Summarize(open))
	disp := apptest.Mount(t, gp)
	click := func(h app.EventHandler) { apptest.Act(disp, gp, func(ctx app.Context) { h(ctx, app.Event{}) }) }
	other := game.ID(mustGame(t, lib, testPuzzle))

	store.fail = true
	pressRow(t, disp, gp, other, actDelete)
	if !strings.Contains(gp.err, "could not be deleted") || gp.deleted != nil || len(gp.games) != 3 {
		t.Errorf("Delete on a failing storage: %q, %d games", gp.err, len(gp.games))
	}
	store.fail = false
	pressRow(t, disp, gp, other, actDelete)
	store.Fail = errors.New("quota exceeded")
	click(gp.undo)
	del := gp.deleted
	apptest.Act(disp, gp, func(app.Context) { gp.expire(del) })
	if !strings.Contains(gp.err, "could not be brought back") || gp.deleted == nil || !strings.Contains(app.HTMLString(gp), ">Undo<") {
		t.Errorf("Undo on a failing storage: %q, offer %v", gp.err, gp.deleted)
	}
	store.Fail = nil
	click(gp.undo)
	if gp.err != "" || len(gp.games) != 3 {
		t.Errorf("Undo again: %q, %d games", gp.err, len(gp.games))
	}

	broken := New().From(game.NewLibrary(&unreadable{}))
	apptest.Mount(t, broken)
	if html := app.HTMLString(broken); !strings.Contains(html, "cannot be read here") || strings.Contains(html, "storage unavailable") {
		t.Errorf("a library that cannot be read: %s", html)
	}
}

// A game deleted, then started again, cannot come back over the new one.
func TestGamesPanelUndoAfterRestart(t *testing.T) {
	lib, open := savedGames(t, &game.MemoryStorage{})
	gp := New().From(lib).Playing(game.Summarize(open)).Clock(lib.Now)
	disp := apptest.Mount(t, gp)
	other := game.ID(mustGame(t, lib, testPuzzle))
	pressRow(t, disp, gp, other, actDelete)
	save(t, lib, newGame(t, testPuzzle))
	apptest.Act(disp, gp, func(ctx app.Context) { gp.undo(ctx, app.Event{}) })
	if !strings.Contains(gp.err, "has a new game since") || gp.deleted != nil || mustGame(t, lib, testPuzzle).Digit(1) != 0 {
		t.Errorf("Undo after the puzzle started again: %q", gp.err)
	}
}

// removeFails is storage whose Remove fails while fail is set.
type removeFails struct {
	game.MemoryStorage
	fail bool
}

func (s *removeFails) Remove(k string) error {
	if s.fail {
		return browser.ErrNoStorage
	}
	return s.MemoryStorage.Remove(k)
}

// unreadable is storage that cannot be read, as a blocked localStorage.
type unreadable struct{ game.MemoryStorage }

func (*unreadable) Keys() ([]string, error) { return nil, browser.ErrNoStorage }

func mustGame(t testing.TB, lib *game.Library, puzzle string) *game.Game {
	t.Helper()
	g, _, err := lib.Open(apptest.MustGrid(t, puzzle).String())
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestWhenPlayed(t *testing.T) {
	now := time.Date(2025, 11, 3, 0, 30, 0, 0, apptest.Paris)
	tests := []struct {
		t    time.Time
		want string
	}{
		{time.Time{}, ""},
		{now, "today 00:30"},
		{time.Date(2025, 11, 2, 23, 10, 0, 0, time.UTC), "today 00:10"}, // told in now's time zone
		{time.Date(2025, 11, 2, 22, 50, 0, 0, time.UTC), "yesterday"},
		{time.Date(2025, 11, 2, 0, 0, 0, 0, apptest.Paris), "yesterday"},
		{time.Date(2025, 11, 1, 23, 59, 0, 0, apptest.Paris), "1 Nov"},
		{time.Date(2025, 1, 31, 12, 0, 0, 0, apptest.Paris), "31 Jan"},
		{time.Date(2024, 12, 31, 12, 0, 0, 0, apptest.Paris), "31 Dec 2024"},
		{time.Date(2025, 11, 4, 9, 0, 0, 0, apptest.Paris), "4 Nov"}, // a clock put back
	}
	for _, tt := range tests {
		if got := whenPlayed(tt.t, now); got != tt.want {
			t.Errorf("whenPlayed(%v) = %q, want %q", tt.t, got, tt.want)
		}
	}
}

func TestGameTitleAndTime(t *testing.T) {
	at := time.Date(2025, 11, 3, 14, 5, 0, 0, apptest.Paris)
	four := sudoku.Shape{BoxRows: 2, BoxCols: 2}
	tests := []struct {
		s           game.Summary
		title, time string
	}{
		{game.Summary{Shape: sudoku.Classic, Grade: apptest.MustGrade(t, "Hard 4.2 (XY-Wing)"), Elapsed: 75 * time.Second}, "Hard · SE 4.2", "1:15 so far"},
		{game.Summary{Shape: sudoku.Classic, Elapsed: 3725 * time.Second, Hints: 2}, "9×9", "1:02:05 so far"},
		{game.Summary{Shape: four, Grade: apptest.MustGrade(t, "Easy 1.0 (full house)"), Finished: true, Finish: game.Finish{Elapsed: 20 * time.Second, At: at}}, "4×4, Easy · SE 1.0", "Solved in 0:20"},
		{game.Summary{Shape: sudoku.Shape{BoxRows: 4, BoxCols: 4}, Hints: 3, Finished: true, Finish: game.Finish{Elapsed: 20 * time.Second, At: at}}, "16×16", "Solved in 0:20, 3 hints"},
		{game.Summary{Shape: sudoku.Classic, Finished: true, Finish: game.Finish{At: at, Revealed: true}}, "9×9", "Solution shown"},
		{game.Summary{Shape: sudoku.Classic, Hints: 1, Finished: true, Finish: game.Finish{Elapsed: 61 * time.Second, At: at, Revealed: true}}, "9×9", "Solution shown after 1:01, 1 hint"},
		{game.Summary{Shape: sudoku.Classic, Finished: true, Finish: game.Finish{Elapsed: 61 * time.Second}}, "9×9", "Completed in 1:01"},
		{game.Summary{Shape: sudoku.Classic, Rules: "1i4I", Elapsed: 5 * time.Second}, "9×9 Sudoku X", "0:05 so far"},
		{game.Summary{Shape: sudoku.Classic, Rules: "1i4I", Grade: apptest.MustGrade(t, "Expert 6.0 (ALS-XZ)")}, "9×9 Sudoku X, Expert · SE 6.0", "0:00 so far"},
		{game.Summary{Shape: sudoku.Classic, Rules: sudoku.EncodeRules(sudoku.Classic, &sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Thermo{Cells: []sudoku.Cell{0, 1}}}})}, "9×9 variant", "0:00 so far"},
	}
	for _, tt := range tests {
		if got := Title(tt.s); got != tt.title {
			t.Errorf("Title(%+v) = %q, want %q", tt.s, got, tt.title)
		}
		if got := stats.GameTime(tt.s); got != tt.time {
			t.Errorf("stats.GameTime(%+v) = %q, want %q", tt.s, got, tt.time)
		}
	}
}

// A long history opens a page of rows at a time: "Show more" adds the
// next page, and goes when every row is shown.
func TestGamesPanelPages(t *testing.T) {
	today := daily.Date{Year: 2026, Month: time.November, Day: 24}
	lib := game.NewLibrary(&game.MemoryStorage{})
	n := 2*gamesPageSize + 5
	apptest.SavedDailies(t, lib, today, n)
	gp := New().From(lib).Clock(lib.Now)
	disp := apptest.Mount(t, gp)
	html := app.HTMLString(gp)
	if got := len(rows(html, "games-done")); got != gamesPageSize {
		t.Fatalf("%d rows at first, want %d", got, gamesPageSize)
	}
	want := fmt.Sprintf(">Show %d more of %d<", gamesPageSize, n-gamesPageSize)
	if !strings.Contains(html, want) || strings.Contains(html, `id="games-progress-more"`) {
		t.Fatalf("want %q for the completed games alone: %s", want, html)
	}
	for i, want := range []struct {
		rows int
		more string
	}{{2 * gamesPageSize, ">Show 5 more of 5<"}, {n, ""}} {
		done := gp.games[min(gamesPageSize*(i+1), n-1)].ID
		apptest.Act(disp, gp, func(ctx app.Context) { gp.more("games-done", done)(ctx, app.Event{}) })
		html = app.HTMLString(gp)
		if got := len(rows(html, "games-done")); got != want.rows {
			t.Errorf("after %d clicks, %d rows, want %d", i+1, got, want.rows)
		}
		if has := strings.Contains(html, `id="games-done-more"`); has != (want.more != "") || !strings.Contains(html, want.more) {
			t.Errorf("after %d clicks, want %q: %s", i+1, want.more, html)
		}
	}
}

// A render writes the rows that changed since the last one, and on a new
// day all of them (they say "today" and "yesterday").
func TestRowCache(t *testing.T) {
	var c rowCache
	writes := 0
	write := func() drawnRow { writes++; return drawnRow{html: "<li></li>"} }
	a, b := rowKey{s: game.Summary{ID: "a"}}, rowKey{s: game.Summary{ID: "b"}}
	now := time.Date(2025, 11, 3, 21, 10, 0, 0, apptest.Paris)
	for _, step := range []struct {
		name string
		now  time.Time
		rows []rowKey
		want int
	}{
		{"first render", now, []rowKey{a, b}, 2},
		{"nothing changed", now.Add(time.Minute), []rowKey{a, b}, 0},
		{"b played on", now, []rowKey{a, {s: game.Summary{ID: "b", Elapsed: time.Second}}}, 1},
		{"a new day", now.Add(3 * time.Hour), []rowKey{a}, 1},
		{"b again, not drawn last", now.Add(3 * time.Hour), []rowKey{a, b}, 1},
	} {
		writes = 0
		c.next(step.now)
		for _, k := range step.rows {
			c.row(k, write)
		}
		if writes != step.want {
			t.Errorf("%s: %d rows written, want %d", step.name, writes, step.want)
		}
	}
}
