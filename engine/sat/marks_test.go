package sat_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sat"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// twoSolutionsMarks returns marks that hold, in every cell, its digit in
// sol and in sol shifted (each digit d written d%9+1, another solution);
// r1c1 is held to 4 or 9, which rules the shifted solution out.
func twoSolutionsMarks(t *testing.T, unique bool) []sudoku.Set {
	sol, err := codec.ParseGrid("417369825632158947958724316825437169791586432346912758289643571573291684164875293")
	if err != nil {
		t.Fatal(err)
	}
	marks := make([]sudoku.Set, 81)
	for c := range marks {
		d := sol.At(sudoku.Cell(c))
		marks[c] = sudoku.SetOf(d, d%9+1)
	}
	if unique {
		marks[0] = sudoku.SetOf(4, 9)
	}
	return marks
}

// TestCountPuzzleMarks: the SAT route counts the solutions that keep
// the marks, as the exact solver does, on classic grids and under rules.
func TestCountPuzzleMarks(t *testing.T) {
	s4 := sudoku.Shape{BoxRows: 2, BoxCols: 2}
	// Three marks a cell: its digit in a solution under diagonals, and
	// the next two.
	marks4 := make([]sudoku.Set, 16)
	for c, r := range "1234341243212143" {
		d := sudoku.Digit(r - '0')
		marks4[c] = sudoku.SetOf(d, d%4+1, (d+1)%4+1)
	}
	empty := sudoku.NewGrid(sudoku.Classic)
	for _, tt := range []struct {
		name string
		p    sudoku.Puzzle
		want int // -1: whatever the exact solver says
	}{
		{"9x9 two solutions' digits", sudoku.Puzzle{Grid: empty, Candidates: twoSolutionsMarks(t, false)}, 2},
		{"9x9 held to one", sudoku.Puzzle{Grid: empty, Candidates: twoSolutionsMarks(t, true)}, 1},
		{"4x4", sudoku.Puzzle{Grid: sudoku.NewGrid(s4), Candidates: marks4}, -1},
		{"4x4 anti-knight", sudoku.Puzzle{Grid: sudoku.NewGrid(s4), Candidates: marks4,
			Rules: sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.AntiKnight{}}}}, -1},
		{"4x4 diagonals", sudoku.Puzzle{Grid: sudoku.NewGrid(s4), Candidates: marks4,
			Rules: sudoku.Rules{Extra: sudoku.Diagonals(s4)}}, -1},
	} {
		want, err := solve.CountPuzzle(tt.p, 100)
		if err != nil {
			t.Fatal(err)
		}
		if tt.want >= 0 && want != tt.want {
			t.Fatalf("%s: the exact solver counts %d, want %d", tt.name, want, tt.want)
		}
		got, err := sat.CountPuzzle(tt.p, 100)
		if err != nil || got != want {
			t.Errorf("%s: CountPuzzle = %d, %v; the exact solver counts %d", tt.name, got, err, want)
		}
		sol, unique, err := sat.SolvePuzzle(tt.p)
		switch {
		case want == 0 && !errors.Is(err, sat.ErrNoSolution):
			t.Errorf("%s: SolvePuzzle's error %v, want ErrNoSolution", tt.name, err)
		case want > 0 && (err != nil || unique != (want == 1) || tt.p.CheckSolution(sol) != nil):
			t.Errorf("%s: SolvePuzzle = %s, %v, %v; %d solutions", tt.name, sol, unique, err, want)
		}
	}
}

// TestEncodePuzzleMarks: a unit clause per mark an empty cell leaves
// out, after the rest, said in a comment; marks that do not fit are the
// puzzle's error.
func TestEncodePuzzleMarks(t *testing.T) {
	g, err := codec.ParseGrid("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	if err != nil {
		t.Fatal(err)
	}
	bare, err := sat.EncodePuzzle(sudoku.Puzzle{Grid: g})
	if err != nil {
		t.Fatal(err)
	}
	marks := g.Candidates()
	marks[1] = marks[1].Without(1).Without(2) // r1c2
	p := sudoku.Puzzle{Grid: g, Candidates: marks}
	f, err := sat.EncodePuzzle(p)
	if err != nil {
		t.Fatal(err)
	}
	out := 0
	for c, m := range marks {
		if g.At(sudoku.Cell(c)) == 0 {
			out += 9 - m.Count()
		}
	}
	if len(f.Clauses) != len(bare.Clauses)+out {
		t.Errorf("%d clauses, want %d and one per mark left out (%d)", len(f.Clauses), len(bare.Clauses), out)
	}
	for _, cl := range f.Clauses[len(bare.Clauses):] {
		c, d := sudoku.Cell((-cl[0]-1)/9), sudoku.Digit((-cl[0]-1)%9+1)
		if len(cl) != 1 || cl[0] >= 0 || marks[c].Has(d) || g.At(c) != 0 {
			t.Fatalf("clause %v: want ¬v(c, d) for a mark an empty cell leaves out", cl)
		}
	}
	var b strings.Builder
	if err := f.WriteDIMACS(&b); err != nil {
		t.Fatal(err)
	}
	if want := "c pencil marks: " + strconv.Itoa(out) + " candidates of empty cells left out, the last " + strconv.Itoa(out) + " clauses\n"; !strings.Contains(b.String(), want) {
		t.Errorf("DIMACS lacks %q: %.300s", want, b.String())
	}
	marks[1] = 0
	var ce *sudoku.CandidatesError
	if _, err := sat.EncodePuzzle(p); !errors.As(err, &ce) || err.Error() != "sudoku: r1c2 has no candidates" {
		t.Errorf("EncodePuzzle with r1c2 empty: error %v, want a *sudoku.CandidatesError at r1c2", err)
	}
	if _, err := sat.CountPuzzle(p, 2); !errors.As(err, &ce) {
		t.Errorf("CountPuzzle with r1c2 empty: error %v, want a *sudoku.CandidatesError", err)
	}
}
