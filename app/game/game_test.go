package game

import (
	"math"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/sudoku-app/sudoku/app/grade"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// PE96 grid 01 and its solution (checked against the rules in TestFixture).
const (
	puzzle   = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
	solution = "483921657967345821251876493548132976729564138136798245372689514814253769695417382"
)

func newGame(t testing.TB) *Game {
	t.Helper()
	p, err := codec.ParseGrid(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(p, DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func solutionGrid(t *testing.T) sudoku.Grid {
	t.Helper()
	s, err := codec.ParseGrid(solution)
	if err != nil || !s.Complete() {
		t.Fatalf("fixture solution is not a solved grid: %v", err)
	}
	return s
}

func TestFixture(t *testing.T) {
	solutionGrid(t)
	for i := range puzzle {
		if puzzle[i] != '0' && puzzle[i] != solution[i] {
			t.Fatalf("fixture solution breaks given %d", i)
		}
	}
}

var (
	shape = sudoku.Classic
	r1c1  = shape.CellAt(0, 0) // empty in the puzzle
	r1c2  = shape.CellAt(0, 1) // empty
	r1c3  = shape.CellAt(0, 2) // given 3
	r2c1  = shape.CellAt(1, 0) // given 9
	r2c2  = shape.CellAt(1, 1) // empty
)

func TestEnterNormal(t *testing.T) {
	tests := []struct {
		name   string
		before func(g *Game)
		cells  []sudoku.Cell
		digit  sudoku.Digit
		want   map[sudoku.Cell]sudoku.Digit
		change bool
	}{
		{"place", nil, []sudoku.Cell{r1c1}, 4, map[sudoku.Cell]sudoku.Digit{r1c1: 4}, true},
		{"given untouched", nil, []sudoku.Cell{r1c3}, 4, map[sudoku.Cell]sudoku.Digit{r1c3: 3}, false},
		{"replace", func(g *Game) { g.Enter([]sudoku.Cell{r1c1}, 5, Normal) }, []sudoku.Cell{r1c1}, 4, map[sudoku.Cell]sudoku.Digit{r1c1: 4}, true},
		{"same digit clears", func(g *Game) { g.Enter([]sudoku.Cell{r1c1}, 4, Normal) }, []sudoku.Cell{r1c1}, 4, map[sudoku.Cell]sudoku.Digit{r1c1: 0}, true},
		{"multi-cell skips givens", nil, []sudoku.Cell{r1c1, r1c2, r1c3}, 8, map[sudoku.Cell]sudoku.Digit{r1c1: 8, r1c2: 8, r1c3: 3}, true},
		{"digit out of range", nil, []sudoku.Cell{r1c1}, 10, map[sudoku.Cell]sudoku.Digit{r1c1: 0}, false},
		{"cell out of range", nil, []sudoku.Cell{-1, 81}, 1, nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t)
			if tt.before != nil {
				tt.before(g)
			}
			if got := g.Enter(tt.cells, tt.digit, Normal); got != tt.change {
				t.Errorf("Enter changed = %v, want %v", got, tt.change)
			}
			for c, d := range tt.want {
				if got := g.Digit(c); got != d {
					t.Errorf("%s holds %d, want %d", shape.CellName(c), got, d)
				}
			}
		})
	}
}

func TestNotesAndAutoRemove(t *testing.T) {
	g := newGame(t)
	g.Enter([]sudoku.Cell{r1c2, r2c2}, 4, Corner)
	g.Enter([]sudoku.Cell{r1c2}, 7, Centre)
	if got := g.Cell(r1c2); got.Corner != sudoku.SetOf(4) || got.Centre != sudoku.SetOf(7) {
		t.Fatalf("r1c2 notes = %v/%v, want corner {4} centre {7}", got.Corner, got.Centre)
	}
	// Toggling a note all selected cells have removes it from all.
	g.Enter([]sudoku.Cell{r1c2, r2c2}, 4, Corner)
	if g.Cell(r1c2).Corner != 0 || g.Cell(r2c2).Corner != 0 {
		t.Fatalf("corner 4 not toggled off: %v %v", g.Cell(r1c2).Corner, g.Cell(r2c2).Corner)
	}
	// Mixed selection: the note goes to all.
	g.Enter([]sudoku.Cell{r1c2}, 4, Corner)
	g.Enter([]sudoku.Cell{r1c2, r2c2}, 4, Corner)
	if !g.Cell(r1c2).Corner.Has(4) || !g.Cell(r2c2).Corner.Has(4) {
		t.Fatal("corner 4 not added to every selected cell")
	}
	// Placing 4 in r1c1 (a peer of both) removes the 4s, in one move.
	g.Enter([]sudoku.Cell{r1c1}, 4, Normal)
	if g.Cell(r1c2).Corner.Has(4) || g.Cell(r2c2).Corner.Has(4) {
		t.Fatal("placing 4 left 4 in peers' notes")
	}
	g.Undo()
	if g.Digit(r1c1) != 0 || !g.Cell(r1c2).Corner.Has(4) || !g.Cell(r2c2).Corner.Has(4) {
		t.Fatal("one undo did not restore the digit and the peers' notes")
	}
	// Without the setting, notes stay.
	g.Settings.AutoRemoveNotes = false
	g.Enter([]sudoku.Cell{r1c1}, 4, Normal)
	if !g.Cell(r1c2).Corner.Has(4) {
		t.Fatal("notes removed with AutoRemoveNotes off")
	}
	// Notes do not go into filled cells or givens.
	if g.Enter([]sudoku.Cell{r1c1, r1c3}, 2, Centre) {
		t.Fatal("a note went into a filled cell or a given")
	}
}

func TestEraseUndoRedo(t *testing.T) {
	g := newGame(t)
	g.Enter([]sudoku.Cell{r1c1}, 4, Normal)
	g.Enter([]sudoku.Cell{r1c2}, 5, Corner)
	// Erase on a selection holding a digit clears digits only.
	g.Erase([]sudoku.Cell{r1c1, r1c2})
	if g.Digit(r1c1) != 0 || !g.Cell(r1c2).Corner.Has(5) {
		t.Fatalf("erase: r1c1 %d, r1c2 corner %v; want digit gone, notes kept", g.Digit(r1c1), g.Cell(r1c2).Corner)
	}
	g.Erase([]sudoku.Cell{r1c2})
	if g.Cell(r1c2).Corner != 0 {
		t.Fatal("second erase left the notes")
	}
	if g.Erase([]sudoku.Cell{r1c3}) {
		t.Fatal("erase changed a given")
	}
	for i := 0; i < 4; i++ {
		if !g.Undo() {
			t.Fatalf("undo %d failed", i+1)
		}
	}
	if g.Undo() || g.Digit(r1c1) != 0 || g.Cell(r1c2).Corner != 0 {
		t.Fatal("undoing every move does not give back the start")
	}
	g.Redo()
	g.Redo()
	if g.Digit(r1c1) != 4 || !g.Cell(r1c2).Corner.Has(5) {
		t.Fatal("redo did not replay the moves")
	}
	g.Enter([]sudoku.Cell{r2c2}, 1, Normal)
	if g.CanRedo() {
		t.Fatal("a new move kept the redo list")
	}
}

func TestFillCandidatesAndClear(t *testing.T) {
	g := newGame(t)
	g.Enter([]sudoku.Cell{r1c1}, 4, Normal)
	g.FillCandidates()
	grid := g.Grid()
	cands := grid.Candidates()
	for c := sudoku.Cell(0); c < 81; c++ {
		want := sudoku.Set(0)
		if g.Digit(c) == 0 {
			want = cands[c]
		}
		if got := g.Cell(c).Centre; got != want {
			t.Fatalf("%s centre notes %v, want %v", shape.CellName(c), got, want)
		}
	}
	if g.Cell(r1c2).Centre.Has(4) {
		t.Fatal("candidates include a digit placed in a peer")
	}
	g.ClearNotes()
	for c := sudoku.Cell(0); c < 81; c++ {
		if s := g.Cell(c); s.Centre != 0 || s.Corner != 0 {
			t.Fatalf("%s keeps notes after ClearNotes", shape.CellName(c))
		}
	}
	g.Undo()
	if g.Cell(r1c2).Centre == 0 {
		t.Fatal("undo of ClearNotes did not restore the candidates")
	}
}

// Centre notes that Fill candidates wrote are candidates, drawn in their
// places; the player's edits to them keep them so, until the last goes;
// notes the player writes are not; undo and redo and a saved record keep
// which are which.
func TestCandidatesStayCandidates(t *testing.T) {
	g := newGame(t)
	g.Enter([]sudoku.Cell{r1c1}, 5, Centre) // the player's note, before the fill
	if g.Cell(r1c1).Candidates {
		t.Fatal("a centre note the player wrote is a candidate")
	}
	g.FillCandidates()
	if !g.Cell(r1c1).Candidates || !g.Cell(r1c2).Candidates {
		t.Fatal("Fill candidates wrote notes that are not candidates")
	}
	d := g.Cell(r1c2).Centre.Digits()[0]
	g.Enter([]sudoku.Cell{r1c2}, d, Centre) // the player takes one out
	if s := g.Cell(r1c2); !s.Candidates || s.Centre.Has(d) {
		t.Fatalf("r1c2 after taking %d out: %+v, want candidates without it", d, s)
	}
	g.Erase([]sudoku.Cell{r1c2})
	g.Enter([]sudoku.Cell{r1c2}, d, Centre)
	if s := g.Cell(r1c2); s.Candidates || s.Centre != sudoku.SetOf(d) {
		t.Fatalf("r1c2 erased, then %d written: %+v, want the player's note", d, s)
	}
	h, err := Load(g.Save())
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range []*Game{g, h} {
		if !x.Cell(r2c2).Candidates || x.Cell(r1c2).Candidates {
			t.Fatal("candidates and the player's notes mixed up")
		}
		x.Undo() // the note written
		x.Undo() // the erase
		if !x.Cell(r1c2).Candidates {
			t.Fatal("undo did not bring back the candidates")
		}
		x.Undo() // the note taken out
		x.Undo() // the fill
		if s := x.Cell(r1c1); s.Candidates || s.Centre != sudoku.SetOf(5) {
			t.Fatalf("after undoing the fill r1c1 is %+v, want the player's note", s)
		}
		x.Redo()
		if !x.Cell(r1c1).Candidates {
			t.Fatal("redo of the fill did not make candidates")
		}
	}
}

func TestConflictsMistakesRewind(t *testing.T) {
	g := newGame(t)
	sol := solutionGrid(t)
	g.Enter([]sudoku.Cell{r1c1}, sol.At(r1c1), Normal) // right
	g.Enter([]sudoku.Cell{r1c2}, 3, Normal)            // conflicts with the given 3 in r1c3
	g.Enter([]sudoku.Cell{r2c2}, sol.At(r2c2), Normal) // right, after the mistake
	if got, want := g.Conflicts(), []sudoku.Cell{r1c2, r1c3}; !slices.Equal(got, want) {
		t.Errorf("Conflicts = %v, want %v", got, want)
	}
	if got, want := g.Mistakes(sol), []sudoku.Cell{r1c2}; !slices.Equal(got, want) {
		t.Errorf("Mistakes = %v, want %v", got, want)
	}
	if n := g.RewindToCorrect(sol); n != 2 {
		t.Errorf("RewindToCorrect undid %d moves, want 2", n)
	}
	if len(g.Mistakes(sol)) != 0 || g.Digit(r1c1) != sol.At(r1c1) {
		t.Error("rewind did not stop at the last correct state")
	}
}

func TestSolvedAndClock(t *testing.T) {
	g := newGame(t)
	sol := solutionGrid(t)
	g.Tick(3e9)
	for c := sudoku.Cell(0); c < 81; c++ {
		if !g.IsGiven(c) {
			g.Enter([]sudoku.Cell{c}, sol.At(c), Normal)
		}
	}
	if !g.Solved() {
		t.Fatal("a board filled with the solution is not solved")
	}
	g.Tick(5e9)
	if g.Elapsed() != 3e9 {
		t.Errorf("clock %v after solving, want it stopped at 3s", g.Elapsed())
	}
}

func TestModeCycle(t *testing.T) {
	if got := Normal.Next().Next().Next(); got != Colour {
		t.Errorf("three Next from Normal = %v, want colour", got)
	}
	if got := Colour.Next(); got != Normal {
		t.Errorf("Next from Colour = %v, want normal", got)
	}
}

func TestColour(t *testing.T) {
	g := newGame(t)
	cells := []sudoku.Cell{r1c1, r1c3} // an empty cell and a given
	if !g.Enter(cells, 3, Colour) || g.Cell(r1c1).Colour != 3 || g.Cell(r1c3).Colour != 3 {
		t.Fatal("colour 3 did not paint both cells, given included")
	}
	if g.Digit(r1c3) != 3 || g.Digit(r1c1) != 0 {
		t.Fatal("painting changed a digit")
	}
	if !g.Enter(cells, 3, Colour) || g.Cell(r1c1).Colour != 0 || g.Cell(r1c3).Colour != 0 {
		t.Fatal("colour 3 twice did not clear it")
	}
	g.Enter(cells, 5, Colour)
	g.Enter([]sudoku.Cell{r1c1}, 8, Normal)
	// Erase takes the digit, then (nothing else there) the colours.
	if !g.Erase(cells) || g.Digit(r1c1) != 0 || g.Cell(r1c1).Colour != 5 {
		t.Fatal("erase did not take the digit first")
	}
	if !g.Erase(cells) || g.Cell(r1c1).Colour != 0 || g.Cell(r1c3).Colour != 0 {
		t.Fatal("erase did not take the colours next")
	}
	if g.Enter(cells, Colours+1, Colour) {
		t.Error("a colour past the palette was accepted")
	}
	// Undo brings the colours back; a reload keeps them.
	g.Undo()
	h, err := Load(g.Save())
	if err != nil || h.Cell(r1c3).Colour != 5 {
		t.Fatalf("colours after undo and reload: %v, %v", h.Cell(r1c3), err)
	}
}

func TestApply(t *testing.T) {
	g := newGame(t)
	g.Enter([]sudoku.Cell{r1c2}, 4, Centre)
	g.Enter([]sudoku.Cell{r1c2}, 8, Centre)
	g.Enter([]sudoku.Cell{r2c2}, 5, Corner)
	changed := g.Apply(
		[]Mark{{r1c1, 4}, {r1c3, 9}, {r2c2, 99}}, // a given and an out-of-range digit are skipped
		[]Mark{{r1c2, 8}},
	)
	if !changed || g.Digit(r1c1) != 4 || g.Digit(r1c3) != 3 || g.Digit(r2c2) != 0 {
		t.Fatalf("Apply placed r1c1=%d r1c3=%d r2c2=%d; want 4, the given 3, and nothing", g.Digit(r1c1), g.Digit(r1c3), g.Digit(r2c2))
	}
	if got := g.Cell(r1c2).Centre; got != 0 {
		t.Fatalf("r1c2 centre notes %v; want 8 unmarked and 4 auto-removed", got)
	}
	g.Undo()
	if g.Digit(r1c1) != 0 || g.Cell(r1c2).Centre != sudoku.SetOf(4, 8) {
		t.Fatal("Apply is not undone as one move")
	}
	if g.Apply(nil, nil) {
		t.Fatal("an empty Apply recorded a move")
	}
}

// TestApplyStep checks a hint's eliminations on a board without notes:
// the bare cells get their candidates first, the player's notes stay,
// the step's digits come out, and one undo takes it all back.
func TestApplyStep(t *testing.T) {
	g := newGame(t)
	g.Enter([]sudoku.Cell{r1c2}, 4, Centre)
	g.Enter([]sudoku.Cell{r1c2}, 8, Centre)
	before := g.Cells()
	fresh := newGame(t)
	fresh.FillCandidates()
	if !g.ApplyStep(nil, []Mark{{r1c1, fresh.Cell(r1c1).Centre.Lowest()}, {r1c2, 8}}) {
		t.Fatal("ApplyStep changed nothing")
	}
	if got, want := g.Cell(r1c1).Centre, fresh.Cell(r1c1).Centre.Without(fresh.Cell(r1c1).Centre.Lowest()); got != want {
		t.Errorf("r1c1 notes %v, want its candidates %v less the step's", got, want)
	}
	if got := g.Cell(r1c2).Centre; got != sudoku.SetOf(4) {
		t.Errorf("r1c2 notes %v, want the player's 4 and 8 less 8", got)
	}
	if got, want := g.Cell(r2c2).Centre, fresh.Cell(r2c2).Centre; got != want || got == 0 {
		t.Errorf("r2c2 notes %v, want its candidates %v", got, want)
	}
	g.Undo()
	if !slices.Equal(g.Cells(), before) {
		t.Error("ApplyStep is not undone as one move")
	}
	// Placements alone fill nothing.
	g.ApplyStep([]Mark{{r1c1, 4}}, nil)
	if g.Cell(r2c2).Centre != 0 {
		t.Error("a placement filled notes")
	}
}

func TestResume(t *testing.T) {
	g := newGame(t)
	g.Enter([]sudoku.Cell{r1c1}, 4, Normal)
	g.Enter([]sudoku.Cell{r1c2}, 7, Corner)
	h, err := Resume(g.Givens(), g.Rules(), g.Cells(), g.Settings)
	if err != nil {
		t.Fatal(err)
	}
	if h.Digit(r1c1) != 4 || !h.Cell(r1c2).Corner.Has(7) || h.CanUndo() {
		t.Errorf("Resume gave %v, %v, undo %v; want the cells with no history", h.Digit(r1c1), h.Cell(r1c2), h.CanUndo())
	}
	bad := func(edit func(cells []CellState) []CellState) error {
		_, err := Resume(g.Givens(), g.Rules(), edit(g.Cells()), g.Settings)
		return err
	}
	tests := []struct {
		name string
		edit func([]CellState) []CellState
		want string
	}{
		{"too few cells", func(cs []CellState) []CellState { return cs[:80] }, "80 cell states"},
		{"mark over a given", func(cs []CellState) []CellState { cs[r1c3].Digit = 5; return cs }, "over the given at r1c3"},
		{"digit out of range", func(cs []CellState) []CellState { cs[r2c2].Digit = 10; return cs }, "out-of-range digit, note or colour at r2c2"},
		{"colour out of range", func(cs []CellState) []CellState { cs[r2c2].Colour = 10; return cs }, "out-of-range"},
		{"note out of range", func(cs []CellState) []CellState { cs[r2c2].Centre = sudoku.Bit(12); return cs }, "out-of-range"},
	}
	for _, tt := range tests {
		if err := bad(tt.edit); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: Resume error %v, want one containing %q", tt.name, err, tt.want)
		}
	}
}

// solve enters the solution in every empty cell, one move each.
func solve(g *Game, sol sudoku.Grid) {
	for c := sudoku.Cell(0); int(c) < g.Shape().Cells(); c++ {
		if !g.IsGiven(c) && g.Digit(c) != sol.At(c) {
			g.Enter([]sudoku.Cell{c}, sol.At(c), Normal)
		}
	}
}

// A game finishes the first time its board is complete, however it got
// there, and keeps that finish whatever follows.
func TestFinish(t *testing.T) {
	sol := solutionGrid(t)
	wrong := sol
	wrong.Set(r1c1, sol.At(r1c2)) // breaks a rule
	last := shape.CellAt(8, 8)
	tests := []struct {
		name     string
		play     func(g *Game) bool // returns what its last call returned
		ok       bool
		finished bool
		want     Finish
		board    bool // the board is complete at the end
	}{
		{"not yet", func(g *Game) bool { g.Tick(7e9); return g.Enter([]sudoku.Cell{r1c1}, 4, Normal) }, true, false, Finish{}, false},
		{"solved by typing", func(g *Game) bool { g.Tick(7e9); solve(g, sol); return g.Solved() }, true, true, Finish{Elapsed: 7e9}, true},
		{"solved, then undone", func(g *Game) bool {
			g.Tick(7e9)
			solve(g, sol)
			g.Tick(1e9)
			ok := g.Undo()
			g.Tick(2e9)
			return ok
		},
			true, true, Finish{Elapsed: 7e9}, false},
		{"solved by a redo", func(g *Game) bool {
			solve(g, sol)
			g.Undo()
			g.finished = false // as a record of version 2 saved after the undo loads
			g.Tick(4e9)
			return g.Redo()
		}, true, true, Finish{Elapsed: 4e9}, true},
		{"solved by a hint applied", func(g *Game) bool {
			g.Tick(4e9)
			solve(g, sol)
			g.Erase([]sudoku.Cell{last})
			g.finished = false
			g.Tick(1e9)
			return g.Apply([]Mark{{Cell: last, Digit: sol.At(last)}}, nil)
		}, true, true, Finish{Elapsed: 5e9}, true},
		{"revealed", func(g *Game) bool { g.Tick(9e9); g.Enter([]sudoku.Cell{r1c1}, 1, Normal); return g.Reveal(sol) },
			true, true, Finish{Elapsed: 9e9, Revealed: true}, true},
		{"revealed, then undone", func(g *Game) bool { g.Reveal(sol); return g.Undo() }, true, true, Finish{Revealed: true}, false},
		{"solved, undone, revealed", func(g *Game) bool { g.Tick(7e9); solve(g, sol); g.Undo(); return g.Reveal(sol) },
			true, true, Finish{Elapsed: 7e9}, true},
		{"revealed when solved already", func(g *Game) bool { solve(g, sol); return g.Reveal(sol) }, false, true, Finish{}, true},
		{"reveal with a wrong solution", func(g *Game) bool { return g.Reveal(wrong) }, false, false, Finish{}, false},
		{"reveal of another size", func(g *Game) bool { return g.Reveal(sudoku.NewGrid(sudoku.Shape{BoxRows: 2, BoxCols: 2})) }, false, false, Finish{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t)
			ok := tt.play(g)
			got, finished := g.Finished()
			if ok != tt.ok || finished != tt.finished || got != tt.want || g.Revealed() != tt.want.Revealed || g.Solved() != tt.board {
				t.Errorf("last call %v; finished %v with %+v (revealed %v), board complete %v; want %v; %v with %+v, board %v",
					ok, finished, got, g.Revealed(), g.Solved(), tt.ok, tt.finished, tt.want, tt.board)
			}
		})
	}
}

// Reveal is one move: undo takes the whole solution back, notes and all.
func TestRevealIsOneMove(t *testing.T) {
	g := newGame(t)
	g.Enter([]sudoku.Cell{r1c2}, 5, Corner)
	g.Enter([]sudoku.Cell{r1c1}, 1, Normal)
	before := g.Cells()
	if !g.Reveal(solutionGrid(t)) || g.Grid().String() != solution {
		t.Fatalf("Reveal left %s", g.Grid())
	}
	if !g.Undo() || !slices.Equal(g.Cells(), before) {
		t.Error("one undo does not take the revealed solution back")
	}
}

// A shared link that brings the whole board gives a game that was not
// solved here: it counts as revealed.
func TestResumeCompleteBoard(t *testing.T) {
	g := newGame(t)
	g.Reveal(solutionGrid(t))
	h, err := Resume(g.Givens(), g.Rules(), g.Cells(), g.Settings)
	if err != nil {
		t.Fatal(err)
	}
	if f, ok := h.Finished(); !ok || !f.Revealed {
		t.Errorf("Resume of a complete board: finished %v, %+v; want revealed", ok, f)
	}
}

func TestGrade(t *testing.T) {
	g := newGame(t)
	if !g.Grade().IsZero() || g.SetGrade(grade.Grade{}) {
		t.Fatal("a new game has a grade")
	}
	hard := grade.Grade{Level: logic.Hard, Rating: 4.2, Hardest: "XY-Wing"}
	if !g.SetGrade(hard) || g.SetGrade(hard) || g.Grade() != hard {
		t.Errorf("SetGrade twice: grade %v; want it set once", g.Grade())
	}
	long := strings.Repeat("é", grade.MaxHardest) // 2 bytes each
	g.SetGrade(grade.Grade{Level: logic.Hard, Rating: 4.2, Hardest: long})
	if got := g.Grade().Hardest; len(got) != grade.MaxHardest || got != long[:grade.MaxHardest] {
		t.Errorf("a long technique name kept as %d bytes, want the first %d", len(got), grade.MaxHardest)
	}
	g.SetGrade(grade.Grade{Level: logic.Hard, Rating: 4.2, Hardest: "x" + long})
	if got := g.Grade().Hardest; len(got) != grade.MaxHardest-1 || !utf8.ValidString(got) {
		t.Errorf("a technique name cut inside a character: %d bytes, valid %v", len(got), utf8.ValidString(got))
	}
	// A grade a saved record would not read back is none.
	for _, bad := range []grade.Grade{{Level: logic.Hard, Rating: -1}, {Level: logic.Hard, Rating: math.NaN()}, {Level: logic.Level(42), Rating: 4.2}} {
		g.SetGrade(hard)
		if g.SetGrade(bad); !g.Grade().IsZero() {
			t.Errorf("SetGrade(%+v) kept %+v; want no grade", bad, g.Grade())
		}
	}
}

// The mistake limit: the third mistake counted ends the game as lost, for
// good, and the clock stops; the count and the loss are saved, and a
// record from before the limit loads with none.
func TestMistakeLimit(t *testing.T) {
	g := newGame(t)
	if g.Settings.MistakeLimit {
		t.Fatal("the mistake limit is on by default")
	}
	g.Settings.MistakeLimit = true
	g.Enter([]sudoku.Cell{r1c1}, 1, Normal) // 4 is right
	g.Tick(time.Minute)
	for i := 1; i < MaxStrikes; i++ {
		if g.Strike() || g.Strikes() != i || g.Ended() {
			t.Fatalf("after %d mistakes: lost %v, counted %d", i, g.Lost(), g.Strikes())
		}
	}
	h, err := Load(g.Save())
	if err != nil || h.Strikes() != MaxStrikes-1 || !h.Settings.MistakeLimit || h.Lost() {
		t.Fatalf("saved with %d mistakes, loads with %d, limit %v, lost %v (%v)", MaxStrikes-1, h.Strikes(), h.Settings.MistakeLimit, h.Lost(), err)
	}
	if !g.Strike() || !g.Lost() || !g.Ended() || g.Strikes() != MaxStrikes || g.Revealed() {
		t.Fatalf("the last mistake: lost %v, ended %v, counted %d", g.Lost(), g.Ended(), g.Strikes())
	}
	f, finished := g.Finished()
	if !finished || !f.Lost || f.Elapsed != time.Minute {
		t.Errorf("finish %+v, %v; want lost after a minute", f, finished)
	}
	g.Tick(time.Minute)
	if g.Elapsed() != time.Minute {
		t.Errorf("the clock ran on after the loss: %v", g.Elapsed())
	}
	if g.Strike(); g.Strikes() != MaxStrikes {
		t.Errorf("a lost game counted %d mistakes", g.Strikes())
	}
	// Lost for good: a board completed after stays lost.
	if !g.Reveal(solutionGrid(t)) || !g.Lost() || g.Revealed() {
		t.Errorf("after the board was completed: lost %v, revealed %v", g.Lost(), g.Revealed())
	}
	h, err = Load(g.Save())
	if err != nil || !h.Lost() || h.Strikes() != MaxStrikes || !h.Started() {
		t.Fatalf("a lost game loads lost %v with %d mistakes (%v)", h.Lost(), h.Strikes(), err)
	}
	// A game of an earlier version: no limit, nothing counted.
	old := strings.Replace(string(newGame(t).Save()), `"v":7`, `"v":6`, 1)
	if h, err := Load([]byte(old)); err != nil || h.Strikes() != 0 || h.Settings.MistakeLimit {
		t.Errorf("a version 6 record loads with %v mistakes, limit %v (%v)", h.Strikes(), h.Settings.MistakeLimit, err)
	}
}

// UndoMove and RedoMove say what Undo and Redo would change, the cell
// acted on first; nothing when there is nothing to undo or redo.
func TestUndoMoveRedoMove(t *testing.T) {
	g := newGame(t)
	if g.UndoMove() != nil || g.RedoMove() != nil {
		t.Fatal("a new game has a move to undo or redo")
	}
	g.Enter([]sudoku.Cell{r1c2}, 4, Corner)
	g.Enter([]sudoku.Cell{r1c1}, 4, Normal) // takes the 4 from r1c2's corner
	m := g.UndoMove()
	if len(m) != 2 || m[0].Cell != r1c1 || m[0].Before.Digit != 0 || m[0].After.Digit != 4 ||
		m[1].Cell != r1c2 || !m[1].Before.Corner.Has(4) || m[1].After.Corner.Has(4) {
		t.Fatalf("the digit's move is %+v", m)
	}
	g.Undo()
	if r := g.RedoMove(); len(r) != 2 || r[0] != m[0] {
		t.Errorf("after Undo, Redo would play %+v, want %+v", r, m)
	}
	if u := g.UndoMove(); len(u) != 1 || u[0].Cell != r1c2 || !u[0].After.Corner.Has(4) {
		t.Errorf("after Undo, Undo would take back %+v, want the corner note", u)
	}
}
