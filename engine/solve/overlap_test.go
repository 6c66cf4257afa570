package solve_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// overlappingCages returns k killer cages over the full grid sol, each of
// 1 to 4 cells sharing edges, with different digits in sol, every cage
// after the first starting on a cell of the one before, so that it
// overlaps it. Totals are sol's, but where wild is set a quarter of them
// are any total the cage can reach (the puzzle may then have no
// solution) and an eighth none.
func overlappingCages(sol sudoku.Grid, rng *rand.Rand, k int, wild bool) []sudoku.Constraint {
	s := sol.Shape()
	n := s.N()
	var out []sudoku.Constraint
	for len(out) < k {
		start := sudoku.Cell(rng.IntN(s.Cells()))
		if len(out) > 0 {
			prev := out[len(out)-1].(sudoku.Cage).Cells
			start = prev[rng.IntN(len(prev))]
		}
		cells := []sudoku.Cell{start}
		for size := 1 + rng.IntN(4); len(cells) < size; {
			nb := s.EdgeCells(cells[rng.IntN(len(cells))])
			c := nb[rng.IntN(len(nb))]
			if slices.ContainsFunc(cells, func(x sudoku.Cell) bool { return sol.At(x) == sol.At(c) }) {
				break
			}
			cells = append(cells, c)
		}
		cage := sudoku.Cage{Cells: cells}
		for _, c := range cells {
			cage.Sum += int(sol.At(c))
		}
		if wild {
			switch rng.IntN(8) {
			case 0:
				cage.Sum = 0
			case 1, 2:
				lo, hi := len(cells)*(len(cells)+1)/2, len(cells)*(2*n-len(cells)+1)/2
				cage.Sum = lo + rng.IntN(hi-lo+1)
			}
		}
		out = append(out, cage)
	}
	return out
}

// TestOverlappingCagesCount checks the solver on 4x4 puzzles of
// overlapping cages against brute force: the classic grids that keep
// every cage (sudoku.Puzzle.CheckSolution) are the solutions, which
// CountPuzzle counts and SolvePuzzle returns one of.
func TestOverlappingCagesCount(t *testing.T) {
	s := sudoku.Shape{BoxRows: 2, BoxCols: 2}
	grids := bruteSolutions(sudoku.NewGrid(s))
	rng := rand.New(rand.NewPCG(4, 4))
	counts := map[bool]int{} // puzzles with and without solutions
	for i := 0; i < 300; i++ {
		p := sudoku.Puzzle{Grid: sudoku.NewGrid(s)}
		p.Rules.Constraints = overlappingCages(grids[rng.IntN(len(grids))], rng, 2+rng.IntN(6), true)
		if err := p.Rules.Validate(s); err != nil {
			t.Fatalf("%+v: %v", p.Rules, err)
		}
		want := 0
		for _, g := range grids {
			if p.CheckSolution(g) == nil {
				want++
			}
		}
		counts[want > 0]++
		got, err := solve.CountPuzzle(p, 1000)
		if err != nil || got != want {
			t.Fatalf("CountPuzzle(%+v) = %d, %v; brute force finds %d", p.Rules, got, err, want)
		}
		sol, unique, err := solve.SolvePuzzle(p)
		switch {
		case want == 0 && err != solve.ErrNoSolution:
			t.Fatalf("SolvePuzzle(%+v) of no solution: %v", p.Rules, err)
		case want > 0 && (err != nil || unique != (want == 1) || p.CheckSolution(sol) != nil):
			t.Fatalf("SolvePuzzle(%+v) = %s, unique %v, %v; %d solutions", p.Rules, sol, unique, err, want)
		}
	}
	if counts[true] < 50 || counts[false] < 20 {
		t.Errorf("%d puzzles with solutions and %d without: the test reaches too few of one kind", counts[true], counts[false])
	}
}

// TestOverlappingCagesSolve solves 9x9 killers of overlapping cages whose
// totals come from a random full grid: the solver finds a grid (not
// always that one) that keeps every cage, those sharing a cell included.
func TestOverlappingCagesSolve(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	for i := 0; i < 20; i++ {
		full, err := solve.RandomGrid(sudoku.Classic, rng, solve.Options{})
		if err != nil {
			t.Fatal(err)
		}
		p := sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Classic)}
		p.Rules.Constraints = overlappingCages(full, rng, 16+rng.IntN(16), false)
		if _, _, _, ok := p.Rules.CageOverlap(); !ok {
			t.Fatalf("%+v: no cages overlap", p.Rules)
		}
		sol, _, err := solve.SolvePuzzle(p)
		if err != nil {
			t.Fatalf("SolvePuzzle(%+v): %v; %s is a solution", p.Rules, err, full)
		}
		if err := p.CheckSolution(sol); err != nil {
			t.Fatalf("SolvePuzzle(%+v) = %s: %v", p.Rules, sol, err)
		}
	}
}

// TestOverlappingPuzzles solves the killers of overlapping.tsv: one
// solution each, the one they were made from, which keeps every cage.
func TestOverlappingPuzzles(t *testing.T) {
	for _, p := range loadPublished(t, "overlapping.tsv") {
		if _, _, _, ok := p.puzzle.Rules.CageOverlap(); !ok {
			t.Errorf("%s: no cages overlap", p.name)
		}
		sol, unique, err := solve.SolvePuzzle(p.puzzle)
		if err != nil || !unique || sol.String() != p.solution {
			t.Errorf("%s: SolvePuzzle = %s, unique %v, %v; want %s", p.name, sol, unique, err, p.solution)
		}
		if err := p.puzzle.CheckSolution(sol); err != nil {
			t.Errorf("%s: CheckSolution: %v", p.name, err)
		}
	}
}
