package shell

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// tick runs a second of the page's clock, as its ticker does.
func (pt *pageTest) tick() {
	pt.disp.Dispatch(app.Dispatch{Mode: app.Next, Source: pt.p, Function: pt.p.onTick})
	pt.disp.Consume()
}

// fillButSwap fills every empty cell of the open game with the solution
// but for two cells of the first row, whose digits are swapped; the last
// digit typed is the second of them. It returns the two.
func fillButSwap(t *testing.T, pt *pageTest, solution sudoku.Grid) (a, b sudoku.Cell) {
	t.Helper()
	g := pt.p.s.game
	var empty []sudoku.Cell
	for c := sudoku.Cell(0); c < 9; c++ {
		if g.Digit(c) == 0 {
			empty = append(empty, c)
		}
	}
	if len(empty) < 2 {
		t.Fatal("the first row has fewer than two empty cells")
	}
	a, b = empty[0], empty[1]
	for c := sudoku.Cell(0); c < 81; c++ {
		if g.Digit(c) == 0 && c != a && c != b {
			pt.enter(c, solution.At(c), game.Normal)
		}
	}
	pt.enter(a, solution.At(b), game.Normal)
	pt.enter(b, solution.At(a), game.Normal)
	return a, b
}

// A full grid that is wrong is named at once, whatever the mistake
// setting (off here, the default), with Show where; the clock runs on.
// Show where marks the two digits swapped, and a mark goes once its cell
// is right.
func TestFullGridThatIsWrongIsNamed(t *testing.T) {
	solution := testSolution(t)
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	if pt.p.s.game.Settings.Mistakes != game.CheckOff {
		t.Fatal("mistakes are checked by default")
	}
	a, b := fillButSwap(t, pt, solution)
	s := pt.p.s
	html := app.HTMLString(pt.p)
	verdict := apptest.TextOf(html[strings.Index(html, `id="verdict"`):])
	if !strings.HasPrefix(verdict, fullButWrongText()+"|Show where") || !strings.Contains(html, `role="alert"`) {
		t.Fatalf("a full grid that is wrong: the verdict reads %q", verdict[:min(len(verdict), 120)])
	}
	if pt.p.live.text != fullButWrongText() || s.cardShown() || len(s.wrongCells()) != 0 {
		t.Errorf("announced %q, card %v, marked %v; want the words, no card, nothing marked yet", pt.p.live.text, s.cardShown(), s.wrongCells())
	}
	before := s.game.Elapsed()
	pt.tick()
	if s.game.Elapsed() != before+time.Second {
		t.Error("the clock stopped on a full grid that is wrong")
	}

	pt.run(board.Command{Kind: board.CmdShowWrong})
	if got := s.wrongCells(); !slices.Equal(got, []sudoku.Cell{a, b}) {
		t.Errorf("Show where marked %v, want the two swapped, %v", got, []sudoku.Cell{a, b})
	}
	if html := app.HTMLString(pt.p); strings.Contains(html, `id="show-wrong"`) || !strings.Contains(html, "2 cells marked do not fit.") {
		t.Errorf("after Show where: %s", html)
	}
	pt.enter(a, solution.At(a), game.Normal) // right now; b still holds a's digit, the grid full
	if got := s.wrongCells(); !slices.Equal(got, []sudoku.Cell{b}) {
		t.Errorf("with a fixed, marked %v, want %v", got, []sudoku.Cell{b})
	}
	s.Select(b, false)
	pt.run(board.Command{Kind: board.CmdErase})
	if strings.Contains(app.HTMLString(pt.p), fullButWrongText()) || len(s.wrongCells()) != 0 {
		t.Errorf("a grid no longer full: verdict shown %v, marked %v", strings.Contains(app.HTMLString(pt.p), fullButWrongText()), s.wrongCells())
	}
	pt.enter(b, solution.At(b), game.Normal)
	if !s.game.Solved() || !s.cardShown() || strings.Contains(app.HTMLString(pt.p), fullButWrongText()) {
		t.Errorf("fixed: solved %v, card %v", s.game.Solved(), s.cardShown())
	}
}

// The mistake limit, off by default: each move that places a digit the
// solution does not have counts, the count shows, and the third ends the
// game as lost, counted so; Try again plays the puzzle afresh.
func TestMistakeLimitEndsTheGame(t *testing.T) {
	solution := testSolution(t)
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	wrong := func(c sudoku.Cell) sudoku.Digit { return solution.At(c)%9 + 1 }
	empties := func() []sudoku.Cell {
		var out []sudoku.Cell
		for c := sudoku.Cell(0); c < 81; c++ {
			if pt.p.s.game.Digit(c) == 0 {
				out = append(out, c)
			}
		}
		return out
	}
	// Off: nothing counted, nothing shown.
	e := empties()
	pt.enter(e[0], wrong(e[0]), game.Normal)
	if pt.p.s.game.Strikes() != 0 || pt.p.topbarState().strikes != "" {
		t.Fatalf("with the limit off: %d counted, top bar %q", pt.p.s.game.Strikes(), pt.p.topbarState().strikes)
	}
	pt.run(board.Command{Kind: board.CmdUndo})

	pt.do(func(ctx app.Context) {
		pt.p.settingsChanged.Call(ctx, func(s *game.Settings) { s.MistakeLimit = true })
	})
	s := pt.p.s
	if got := pt.p.topbarState().strikes; got != "Mistakes 0/3" {
		t.Errorf("the top bar reads %q", got)
	}
	// A right digit, a note and a wrong colour count nothing; a wrong
	// digit in two cells at once counts once.
	pt.enter(e[0], solution.At(e[0]), game.Normal)
	pt.enter(e[1], wrong(e[1]), game.Corner)
	pt.enter(e[1], wrong(e[1]), game.Colour)
	s.Select(e[1], false)
	s.Select(e[2], true)
	pt.run(board.Command{Kind: board.CmdDigit, Digit: wrong(e[1]), Mode: game.Normal})
	if s.game.Strikes() != 1 || !strings.Contains(app.HTMLString(pt.p), "Mistakes 1/3") {
		t.Fatalf("after one wrong move: %d counted", s.game.Strikes())
	}
	pt.enter(e[3], wrong(e[3]), game.Normal)
	pt.enter(e[3], wrong(e[3]), game.Normal) // typed again: cleared, not counted
	if s.game.Strikes() != 2 || s.game.Ended() {
		t.Fatalf("after two: %d counted, ended %v", s.game.Strikes(), s.game.Ended())
	}
	pt.enter(e[4], wrong(e[4]), game.Normal)
	html := app.HTMLString(pt.p)
	if !s.game.Lost() || !s.cardShown() || pt.p.live.text != lostText() {
		t.Fatalf("after three: lost %v, card %v, announced %q", s.game.Lost(), s.cardShown(), pt.p.live.text)
	}
	for _, want := range []string{"Game over", lostText(), `id="try-again"`, `id="new-at-level"`, `id="back-to-board"`} {
		if !strings.Contains(html, want) {
			t.Errorf("the card lacks %q", want)
		}
	}
	if strings.Contains(html, `id="share-time"`) || strings.Contains(html, "Solved!") {
		t.Error("a lost game offers to share its time, or says solved")
	}
	// Over: the board takes nothing more, the clock has stopped.
	board0 := s.game.Grid()
	elapsed := s.game.Elapsed()
	pt.run(board.Command{Kind: board.CmdBackToBoard})
	pt.enter(e[5], solution.At(e[5]), game.Normal)
	pt.run(board.Command{Kind: board.CmdUndo})
	pt.run(board.Command{Kind: board.CmdHint})
	pt.tick()
	if s.game.Grid() != board0 || s.game.Elapsed() != elapsed || s.hint != nil {
		t.Error("a lost game was played on")
	}
	// Saved lost, and counted so.
	pt.p.saves.flush()
	saved := mustGame(t, game.NewLibrary(pt.store), testPuzzle)
	if !saved.Lost() || saved.Strikes() != 3 {
		t.Errorf("saved: lost %v, %d counted", saved.Lost(), saved.Strikes())
	}
	level := s.grade.Level.String()
	pt.openPanel(panelStats)
	if got := statsRow(app.HTMLString(pt.p), "9-"+level); !slices.Equal(got[:4], []string{"Played 1", "Finished 0", "Solved 0", "Lost 1"}) {
		t.Errorf("Statistics: %q", got)
	}
	pt.openPanel(panelStats)

	// Try again: the same puzzle afresh, nothing counted; the loss stays
	// in the statistics.
	pt.run(board.Command{Kind: board.CmdTryAgain})
	if pt.p.s == s || pt.p.s.game.Givens() != s.game.Givens() || pt.p.s.game.Strikes() != 0 || pt.p.s.game.Ended() || pt.p.s.game.Started() {
		t.Fatalf("Try again opened %v", pt.p.s.game.Grid())
	}
	if !pt.p.s.game.Settings.MistakeLimit {
		t.Error("Try again dropped the mistake limit")
	}
	pt.openPanel(panelStats)
	if got := statsRow(app.HTMLString(pt.p), "9-"+level); len(got) < 4 || got[0] != "Played 1" || got[3] != "Lost 1" {
		t.Errorf("Statistics after Try again: %q", got)
	}
}
