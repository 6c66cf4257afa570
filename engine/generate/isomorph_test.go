package generate

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/serate"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// An isomorph of a puzzle is a puzzle with one solution, the isomorph of
// the puzzle's, and the same number of givens; different draws give
// different puzzles.
func TestIsomorph(t *testing.T) {
	p, err := codec.ParseGrid("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	if err != nil {
		t.Fatal(err)
	}
	sol, _, err := solve.Solve(p)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	seen := map[sudoku.Grid]bool{}
	for range 20 {
		m := RandomIsomorph(rng)
		q, qsol := m.Grid(p), m.Grid(sol)
		got, unique, err := solve.Solve(q)
		if err != nil || !unique || got != qsol || q.Filled() != p.Filled() {
			t.Fatalf("isomorph %+v of %s: %s solves to %s (unique %v, %v), want %s", m, p, q, got, unique, err, qsol)
		}
		if err := qsol.Validate(); err != nil || !qsol.Complete() {
			t.Fatalf("isomorph %+v: solution %s is not a valid grid: %v", m, qsol, err)
		}
		seen[q] = true
	}
	if len(seen) < 20 {
		t.Errorf("20 draws gave %d different puzzles", len(seen))
	}
}

// The pool's ratings hold for every puzzle of the pool as it is.
func TestPoolRatings(t *testing.T) {
	if testing.Short() {
		t.Skip("rates every pool puzzle: seconds")
	}
	pool, err := extremePool()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pool {
		r, err := serate.Rate(p.puzzle)
		if err != nil || r.String() != p.se.String() || r.Level() != logic.Extreme {
			t.Errorf("%s: pool says %v, serate.Rate says %v (%v)", p.puzzle, p.se, r, err)
		}
	}
}

// An isomorph maps candidates cell by cell and digit by digit, as it
// maps the grid, and its inverse undoes it.
func TestIsomorphCandidates(t *testing.T) {
	p, err := codec.ParseGrid("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	if err != nil {
		t.Fatal(err)
	}
	cands := p.Candidates()
	rng := rand.New(rand.NewPCG(3, 4))
	for range 20 {
		m := RandomIsomorph(rng)
		q, qc := m.Grid(p), m.Candidates(cands)
		for c := sudoku.Cell(0); c < 81; c++ {
			to := m.Cell(c)
			if got, want := q.At(to), m.Digit(p.At(c)); got != want {
				t.Fatalf("isomorph %+v: cell %d goes to %d, holding %v, want %v", m, c, to, got, want)
			}
			if got, want := qc[to], m.Set(cands[c]); got != want {
				t.Fatalf("isomorph %+v: candidates of cell %d at %d: got %v, want %v", m, c, to, got, want)
			}
		}
		if got, want := qc, q.Candidates(); !slices.Equal(got, want) {
			t.Fatalf("isomorph %+v: mapped candidates differ from the image's own", m)
		}
		inv := m.Inverse()
		if got := inv.Grid(q); got != p {
			t.Fatalf("isomorph %+v: inverse gives %s, want %s", m, got, p)
		}
		if got := inv.Candidates(qc); !slices.Equal(got, cands) {
			t.Fatalf("isomorph %+v: inverse does not give the candidates back", m)
		}
		for c := sudoku.Cell(0); c < 81; c++ {
			if got := inv.Cell(m.Cell(c)); got != c {
				t.Fatalf("isomorph %+v: inverse takes cell %d to %d", m, c, got)
			}
		}
	}
}
