package shell

import (
	"errors"
	"maps"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// gamesPage is a page over store with a clock, and three games: testPuzzle
// in progress (one digit, 0:42, played yesterday evening), samplePuzzle
// solved at 14:05 today in 3:07 with a hint, and easyPuzzle open on the
// board (today 15:30), untouched.
func gamesPage(t *testing.T, store *game.MemoryStorage) (*pageTest, *apptest.Clock) {
	t.Helper()
	clock := &apptest.Clock{T: time.Date(2025, 11, 3, 21, 10, 0, 0, apptest.Paris).AddDate(0, 0, -1)}
	pt := newPageTest(t, store)
	pt.p.lib.Now = clock.Now
	pt.open(testPuzzle)
	pt.enter(1, 6, game.Normal)
	pt.p.s.game.Tick(42 * time.Second)
	pt.p.saves.now(pt.p.s.game)

	clock.T = time.Date(2025, 11, 3, 14, 5, 0, 0, apptest.Paris)
	pt.open(samplePuzzle)
	g := pt.p.s.game
	g.Tick(187 * time.Second)
	g.CountHint()
	sol := apptest.MustGrid(t, sampleSolution)
	for c := sudoku.Cell(0); c < 81; c++ {
		if !g.IsGiven(c) {
			pt.enter(c, sol.At(c), game.Normal)
		}
	}
	if !g.Solved() {
		t.Fatal("the sample is not solved")
	}
	clock.T = time.Date(2025, 11, 3, 15, 30, 0, 0, apptest.Paris)
	pt.open(easyPuzzle)
	return pt, clock
}

const (
	sampleSolution = apptest.SampleSolution
	easyPuzzle     = apptest.Easy
)

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

func mustGame(t testing.TB, lib *game.Library, puzzle string) *game.Game {
	t.Helper()
	g, _, err := lib.Open(apptest.MustGrid(t, puzzle).String())
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// The page's Solve reveals the solution: the game is completed, not
// solved, and listed so; the engine's grade is saved with the game.
func TestPageRevealsAndGrades(t *testing.T) {
	store := &game.MemoryStorage{}
	pt := newPageTest(t, store)
	pt.p.lib.Now = (&apptest.Clock{T: time.Date(2025, 11, 3, 14, 5, 0, 0, apptest.Paris)}).Now
	pt.open(testPuzzle)
	pt.run(board.Command{Kind: board.CmdSolve}) // asks first
	pt.run(board.Command{Kind: board.CmdReveal})
	g := mustGame(t, game.NewLibrary(store), testPuzzle)
	f, finished := g.Finished()
	if !finished || !f.Revealed || !g.Solved() || f.At.IsZero() {
		t.Errorf("after Solve the saved game is finished %v, %+v, solved %v; want revealed, with its time", finished, f, g.Solved())
	}
	if g.Grade().IsZero() || g.Grade() != pt.p.s.grade {
		t.Errorf("saved grade %v, the page shows %v", g.Grade(), pt.p.s.grade)
	}
}

// The row of the game on the board follows the board while the panel is
// open, from the game's first move on (a puzzle opened and left untouched
// is no game in progress), and is there even when the game could not be
// saved.
func TestGamesPanelFollowsTheBoard(t *testing.T) {
	pt, _ := gamesPage(t, nil)
	pt.openPanel(panelGames)
	if got := rows(app.HTMLString(pt.p), "games-progress"); len(got) != 1 || strings.Contains(got[0], "today 15:30") || strings.Contains(got[0], "Playing now") {
		t.Fatalf("rows %q; want the game in progress alone, not the puzzle opened untouched", got)
	}
	if _, _, err := pt.p.lib.Open(game.ID(pt.p.s.game)); !errors.Is(err, game.ErrNoGame) {
		t.Errorf("the untouched puzzle was saved: %v", err)
	}
	pt.enter(1, 1, game.Normal)
	// A row's text starts with its thumbnail's: the givens, then the
	// player's digits.
	if got := rows(app.HTMLString(pt.p), "games-progress"); len(got) != 2 || !strings.Contains(got[0], "|1|Easy · SE 1.2|today 15:30|") || !strings.HasSuffix(got[0], "Playing now") {
		t.Errorf("after typing 1 in r1c2 with the panel open, rows %q; want the open game first", got)
	}
	pt.p.saves.flush()
	if _, _, err := pt.p.lib.Open(game.ID(pt.p.s.game)); err != nil {
		t.Errorf("the game was not saved after its first move: %v", err)
	}
	pt.run(board.Command{Kind: board.CmdSolve}) // asks first
	pt.run(board.Command{Kind: board.CmdReveal})
	html := app.HTMLString(pt.p)
	if p, d := rows(html, "games-progress"), rows(html, "games-done"); len(p) != 1 || len(d) != 2 || !strings.HasSuffix(d[0], "|Solution shown|On the board|Play again") {
		t.Errorf("after Solve with the panel open: in progress %q, completed %q", p, d)
	}

	full := &game.MemoryStorage{Fail: errors.New("quota exceeded")}
	q := newPageTest(t, full)
	q.open(testPuzzle)
	q.enter(1, 6, game.Normal)
	q.openPanel(panelGames)
	q.do(func(app.Context) {})
	if got := rows(app.HTMLString(q.p), "games-progress"); len(got) != 1 || !strings.HasSuffix(got[0], "|Playing now") {
		t.Errorf("with storage full, rows %q; want the game on the board", got)
	}
}

// Play again on a finished game opens its puzzle afresh; the finished
// game goes to the archive and still counts.
func TestGamesPlayAgain(t *testing.T) {
	pt, _ := gamesPage(t, nil)
	pt.run(board.Command{Kind: board.CmdSolve})
	pt.run(board.Command{Kind: board.CmdReveal})
	finished := game.Summarize(pt.p.s.game)
	if !finished.Finished {
		t.Fatal("the game did not finish")
	}
	pt.do(func(ctx app.Context) { pt.p.replay(ctx, finished) })
	s := pt.p.s
	if s == nil || s.game.Givens() != finished.Givens || s.game.Grid() != finished.Givens {
		t.Fatalf("Play again opened %v", s)
	}
	if _, done := s.game.Finished(); done {
		t.Error("the new game is finished")
	}
	pt.p.saves.flush()
	if a, err := pt.p.lib.Archived(); err != nil || len(a) != 1 || a[0].ID != finished.ID || !a[0].Finish.Revealed || a[0].Finish.At.IsZero() {
		t.Errorf("archived %+v (%v); want the finished game", a, err)
	}
	listed := func() *game.Summary {
		games, _ := pt.p.lib.List()
		for i := range games {
			if games[i].ID == finished.ID {
				return &games[i]
			}
		}
		return nil
	}
	if again := listed(); again != nil {
		t.Errorf("the puzzle played again is listed before its first move: %+v", again)
	}
	pt.enter(1, 1, game.Normal)
	pt.p.saves.flush()
	if again := listed(); again == nil || again.Finished {
		t.Errorf("the puzzle's record after Play again and a move: %+v", again)
	}
}

// Warming the panels draws them off the page and changes nothing: not the
// page, not a saved game.
func TestWarmPanelsChangesNothing(t *testing.T) {
	pt, _ := gamesPage(t, nil)
	for _, id := range warmedPanels {
		if _, ok := pt.p.panelOf(id).(app.Composer); !ok {
			t.Errorf("panel %v is not drawn: nothing to warm", id)
		}
	}
	saved := func() map[string]string {
		keys, _ := pt.store.Keys()
		out := map[string]string{}
		for _, k := range keys {
			out[k], _, _ = pt.store.Get(k)
		}
		return out
	}
	// The page's text: go-app writes attributes in any order.
	before, page := saved(), apptest.TextOf(app.HTMLString(pt.p))
	for _, id := range warmedPanels {
		goapp.Warm(pt.p.panelOf(id))
	}
	if after := saved(); !maps.Equal(before, after) {
		t.Errorf("warming changed the saved games: %d keys before, %d after", len(before), len(after))
	}
	if got := apptest.TextOf(app.HTMLString(pt.p)); got != page || pt.p.panel != panelNone {
		t.Errorf("warming changed the page (panel %v):\n%s\n%s", pt.p.panel, page, got)
	}
}
