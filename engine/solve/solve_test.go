package solve_test

import (
	"testing"

	"github.com/sudoku-app/sudoku/engine/internal/puzzleset"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// puzzles loads a benchmark set, skipping the test when the sets are absent.
func puzzles(t testing.TB, name string, max int) []string {
	t.Helper()
	ps, err := puzzleset.Load(name, max)
	if err != nil {
		t.Skip(err)
	}
	return ps
}

// checkSolution fails unless sol is a complete valid grid that keeps every given of g.
func checkSolution(t *testing.T, g, sol sudoku.Grid) {
	t.Helper()
	if !sol.Complete() {
		t.Fatalf("solution %s of %s is not a complete valid grid", sol, g)
	}
	for c := sudoku.Cell(0); int(c) < g.Shape().Cells(); c++ {
		if d := g.At(c); d != 0 && sol.At(c) != d {
			t.Fatalf("solution %s changes given %s of %s", sol, g.Shape().CellName(c), g)
		}
	}
}

func TestSolveUnique(t *testing.T) {
	for _, p := range puzzles(t, puzzleset.Magictour, 50) {
		g, err := sudoku.Parse(p)
		if err != nil {
			t.Fatal(err)
		}
		sol, unique, err := solve.Solve(g)
		if err != nil || !unique {
			t.Fatalf("Solve(%s) = unique %v, err %v; want a unique solution", p, unique, err)
		}
		checkSolution(t, g, sol)
	}
}
