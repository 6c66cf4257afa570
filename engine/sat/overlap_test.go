package sat_test

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sat"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// TestOverlappingCages checks the CNF of killer cages that share cells:
// on 4x4 grids the SAT route counts what the exact solver counts (which
// engine/solve checks against brute force) and its solution keeps every
// cage; the killers of engine/solve's overlapping.tsv solve to their one
// solution.
func TestOverlappingCages(t *testing.T) {
	s := sudoku.Shape{BoxRows: 2, BoxCols: 2}
	cage := func(sum int, cells ...sudoku.Cell) sudoku.Constraint { return sudoku.Cage{Cells: cells, Sum: sum} }
	for _, tt := range []struct {
		name  string
		cages []sudoku.Constraint
	}{
		{"two cages sharing a cell", []sudoku.Constraint{cage(3, 0, 1), cage(5, 1, 2)}},
		{"a cage inside a cage", []sudoku.Constraint{cage(10, 0, 1, 4, 5), cage(3, 0, 1)}},
		{"a cage of one cell in two", []sudoku.Constraint{cage(7, 5, 6), cage(6, 5, 9), cage(3, 5)}},
		{"a chain of cages", []sudoku.Constraint{cage(5, 0, 4), cage(4, 4, 8), cage(0, 8, 12, 13), cage(7, 13, 14)}},
		{"the same cells twice, two totals", []sudoku.Constraint{cage(5, 0, 1), cage(6, 0, 1)}},
	} {
		p := sudoku.Puzzle{Grid: sudoku.NewGrid(s), Rules: sudoku.Rules{Constraints: tt.cages}}
		want, err := solve.CountPuzzle(p, 300)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := sat.CountPuzzle(p, 300); err != nil || got != want {
			t.Errorf("%s: SAT counts %d, %v; the exact solver %d", tt.name, got, err, want)
		}
		sol, unique, err := sat.SolvePuzzle(p)
		switch {
		case want == 0 && err != sat.ErrNoSolution:
			t.Errorf("%s: SolvePuzzle of no solution: %v", tt.name, err)
		case want > 0 && (err != nil || unique != (want == 1) || p.CheckSolution(sol) != nil):
			t.Errorf("%s: SolvePuzzle = %s, unique %v, %v; %d solutions", tt.name, sol, unique, err, want)
		}
	}
	f, err := os.Open("../solve/testdata/overlapping.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) != 5 {
			continue
		}
		p, err := codec.Parse(cols[4])
		if err != nil {
			t.Fatal(err)
		}
		sol, unique, err := sat.SolvePuzzle(p)
		if err != nil || !unique || sol.String() != cols[3] {
			t.Errorf("%s: SolvePuzzle = %s, unique %v, %v; want %s", cols[1], sol, unique, err, cols[3])
		}
	}
}
