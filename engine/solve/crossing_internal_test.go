package solve

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/sudoku-app/sudoku/engine/internal/puzzleset"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// derivedSums returns the sums crossingSums derives from r's cages and
// little killers on shape s, all of them (addCrossingSums keeps those
// near a bound).
func derivedSums(t *testing.T, s sudoku.Shape, r *sudoku.Rules) []fixedSum {
	t.Helper()
	sums, _ := fixedSums(r)
	v, ok := compile(s, r)
	if !ok {
		t.Fatal("compile: no candidates")
	}
	return crossingSums(v.houses, sums, s.Cells(), s.N())
}

// holds reports whether sum's cells add up to its total in sol.
func holds(sol sudoku.Grid, sum fixedSum) bool {
	t := 0
	for _, c := range sum.cells {
		t += int(sol.At(c))
	}
	return t == sum.total
}

// TestCrossingSumsHailstone checks the two sums Hailstone's little killers
// give around its main diagonals (see crossingSums), that every sum
// derived holds on its published solution, and that the search adds the
// two.
func TestCrossingSumsHailstone(t *testing.T) {
	var p *puzzleset.Published
	for _, q := range puzzleset.AllPublished(t, "testdata") {
		if q.Name == "Hailstone - little killer" {
			p = &q
		}
	}
	if p == nil {
		t.Fatal("no Hailstone in testdata")
	}
	sol, err := sudoku.ParseLine(p.Solution)
	if err != nil {
		t.Fatal(err)
	}
	want := []fixedSum{
		{cellsAt(1, 3, 2, 3, 2, 4, 3, 1, 3, 2, 4, 2, 4, 6, 5, 6, 5, 7, 6, 4, 6, 5, 7, 5), 81, false},
		{cellsAt(1, 5, 2, 4, 2, 5, 3, 6, 3, 7, 4, 2, 4, 6, 5, 1, 5, 2, 6, 3, 6, 4, 7, 3), 83, false},
	}
	got := derivedSums(t, p.Puzzle.Grid.Shape(), &p.Puzzle.Rules)
	for _, w := range want {
		slices.Sort(w.cells)
		if !slices.ContainsFunc(got, func(g fixedSum) bool { return g.total == w.total && slices.Equal(g.cells, w.cells) }) {
			t.Errorf("no sum of %d over %v in %v", w.total, w.cells, got)
		}
	}
	for _, g := range got {
		if !holds(sol, g) {
			t.Errorf("derived sum %d over %v does not hold on the solution", g.total, g.cells)
		}
	}
	v, _ := compile(p.Puzzle.Grid.Shape(), &p.Puzzle.Rules)
	for _, w := range want {
		if !v.hasSum(w) {
			t.Errorf("the search has no propagator for %d over %v", w.total, w.cells)
		}
	}
}

// TestCrossingSumsHold draws grids of Sudoku X, clues random diagonals as
// little killers and random cells as small cages with the grid's totals,
// and checks every sum crossingSums derives on the grid; then the same
// cages without the little killers, from which it derives nothing
// (addInnies reads cages alone).
func TestCrossingSumsHold(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	s := sudoku.Classic
	var diagonals [][]sudoku.Cell
	for k := -7; k <= 7; k++ {
		if k == 0 {
			continue
		}
		var down, up []sudoku.Cell
		for r := 0; r < 9; r++ {
			if c := r - k; c >= 0 && c < 9 {
				down = append(down, s.CellAt(r, c))
			}
			if c := 8 - r - k; c >= 0 && c < 9 {
				up = append(up, s.CellAt(r, c))
			}
		}
		diagonals = append(diagonals, down, up)
	}
	derived := 0
	for trial := 0; trial < 60; trial++ {
		rules := sudoku.Rules{Extra: sudoku.Diagonals(s)}
		sol, err := Options{}.RandomPuzzleSolution(sudoku.Puzzle{Grid: sudoku.NewGrid(s), Rules: rules}, rng)
		if err != nil {
			t.Fatal(err)
		}
		add := func(cells []sudoku.Cell) int {
			total := 0
			for _, c := range cells {
				total += int(sol.At(c))
			}
			return total
		}
		for _, d := range diagonals {
			if rng.IntN(2) == 0 {
				rules.Constraints = append(rules.Constraints, sudoku.LittleKiller{Sum: add(d), Cells: d})
			}
		}
		lines := len(rules.Constraints)
		caged := map[sudoku.Cell]bool{}
		for range 6 {
			c := sudoku.Cell(rng.IntN(81))
			cells := []sudoku.Cell{c}
			if next := c + 1; int(c)%9 < 8 && !caged[next] {
				cells = append(cells, next)
			}
			if slices.ContainsFunc(cells, func(c sudoku.Cell) bool { return caged[c] }) {
				continue
			}
			for _, c := range cells {
				caged[c] = true
			}
			rules.Constraints = append(rules.Constraints, sudoku.Cage{Sum: add(cells), Cells: cells})
		}
		for _, sum := range derivedSums(t, s, &rules) {
			derived++
			if !holds(sol, sum) {
				t.Fatalf("trial %d: derived sum %d over %v does not hold on %s", trial, sum.total, sum.cells, sol)
			}
		}
		cagesOnly := sudoku.Rules{Extra: rules.Extra, Constraints: rules.Constraints[lines:]}
		if got := derivedSums(t, s, &cagesOnly); len(got) > 0 {
			t.Fatalf("trial %d: cages alone gave %v", trial, got)
		}
	}
	if derived == 0 {
		t.Fatal("no trial derived a sum")
	}
	t.Logf("%d sums derived over 60 grids", derived)
}

// TestCrossingSumsPublished checks every sum derived from the published
// puzzles on their solutions.
func TestCrossingSumsPublished(t *testing.T) {
	for _, p := range puzzleset.AllPublished(t, "testdata") {
		sol, err := sudoku.ParseLine(p.Solution)
		if err != nil {
			t.Fatalf("%s: %v", p.Name, err)
		}
		for _, sum := range derivedSums(t, p.Puzzle.Grid.Shape(), &p.Puzzle.Rules) {
			if !holds(sol, sum) {
				t.Errorf("%s: derived sum %d over %v does not hold", p.Name, sum.total, sum.cells)
			}
		}
	}
}

// TestCrossingSumsInnies checks the rest of a box that little killers lie
// in: Disjoint little killer's corner, where r1c2-r2c1 add up to 9 and
// r1c3-r3c1 to 12, leaves r1c1, r2c3, r3c2 and r3c3 adding up to 24, a
// cage the search adds.
func TestCrossingSumsInnies(t *testing.T) {
	r := sudoku.Rules{Constraints: []sudoku.Constraint{
		sudoku.LittleKiller{Sum: 9, Cells: cellsAt(0, 1, 1, 0)},
		sudoku.LittleKiller{Sum: 12, Cells: cellsAt(0, 2, 1, 1, 2, 0)},
	}}
	want := fixedSum{cellsAt(0, 0, 1, 2, 2, 1, 2, 2), 24, false}
	got := derivedSums(t, sudoku.Classic, &r)
	if !slices.ContainsFunc(got, func(g fixedSum) bool { return g.total == want.total && slices.Equal(g.cells, want.cells) }) {
		t.Fatalf("no sum of %d over %v in %v", want.total, want.cells, got)
	}
	v, _ := compile(sudoku.Classic, &r)
	if !v.hasSum(want) {
		t.Fatalf("the search has no propagator for %d over %v", want.total, want.cells)
	}
}
