package solve_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/engine/internal/puzzleset"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// published is a variant puzzle with its published solution.
type published struct {
	families []string
	name     string
	source   string
	solution string
	puzzle   sudoku.Puzzle
}

// loadPublished reads a testdata file of published puzzles
// (puzzleset.ReadPublished).
func loadPublished(tb testing.TB, file string) []published {
	tb.Helper()
	var out []published
	for _, p := range puzzleset.ReadPublished(tb, "testdata/"+file) {
		out = append(out, published{p.Families, p.Name, p.Source, p.Solution, p.Puzzle})
	}
	return out
}

// TestPublishedVariants solves every published puzzle: one solution, the
// published one, which keeps every rule.
func TestPublishedVariants(t *testing.T) {
	for _, file := range []string{"variants.tsv", "killers.tsv"} {
		for _, p := range loadPublished(t, file) {
			t.Run(p.name, func(t *testing.T) {
				if testing.Short() && solve.SlowPuzzles[p.name] {
					t.Skip("slow: run without -short")
				}
				start := time.Now()
				sol, unique, err := solve.SolvePuzzle(p.puzzle)
				if err != nil || !unique {
					t.Fatalf("SolvePuzzle = unique %v, %v; want one solution", unique, err)
				}
				if got := sol.String(); got != p.solution {
					t.Errorf("solution\n got %s\nwant %s", got, p.solution)
				}
				if err := p.puzzle.CheckSolution(sol); err != nil {
					t.Errorf("CheckSolution: %v", err)
				}
				t.Logf("%s: %v", p.name, time.Since(start))
			})
		}
	}
}

// TestVariantMatchesClassic solves classic puzzles through the variant
// solver (the boxes given as a region layout) and checks each answer
// against the classic path's.
func TestVariantMatchesClassic(t *testing.T) {
	boxes := make([]int, 81)
	for c := range boxes {
		boxes[c] = sudoku.Classic.Box(sudoku.Cell(c))
	}
	for _, line := range []string{
		"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
		"..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
		strings.Repeat(".", 81),
		"12345678." + "........9" + strings.Repeat(".", 63),
	} {
		g := parse(t, line)
		want, err := solve.Count(g, 3)
		if err != nil {
			t.Fatal(err)
		}
		got, err := solve.CountPuzzle(sudoku.Puzzle{Grid: g, Rules: sudoku.Rules{Regions: boxes}}, 3)
		if err != nil || got != want {
			t.Errorf("%s: variant count %d, %v; classic %d", line, got, err, want)
		}
	}
}

func TestCountPuzzleErrors(t *testing.T) {
	g := sudoku.NewGrid(sudoku.Classic)
	bad := sudoku.Puzzle{Grid: g, Rules: sudoku.Rules{Constraints: []sudoku.Constraint{
		sudoku.Cage{Cells: []sudoku.Cell{0, 1}, Sum: 20}}}}
	var re *sudoku.RuleError
	if _, err := solve.CountPuzzle(bad, 2); !errors.As(err, &re) {
		t.Errorf("cage of 20 in two cells: got %v, want a *sudoku.RuleError", err)
	}
	g.Set(0, 9)
	broken := sudoku.Puzzle{Grid: g, Rules: sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Parity{Cell: 0, Even: true}}}}
	var be *sudoku.BrokenError
	if _, _, err := solve.SolvePuzzle(broken); !errors.As(err, &be) {
		t.Errorf("9 in an even cell: got %v, want a *sudoku.BrokenError", err)
	}
	// No solution: a thermometer of nine cells in a row must be 1..9, and
	// the given 9 at its bulb forbids it.
	var thermo []sudoku.Cell
	for c := sudoku.Cell(0); c < 9; c++ {
		thermo = append(thermo, c)
	}
	none := sudoku.Puzzle{Grid: g, Rules: sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Thermo{Cells: thermo}}}}
	if _, _, err := solve.SolvePuzzle(none); err != solve.ErrNoSolution {
		t.Errorf("9 on a thermometer's bulb: got %v, want ErrNoSolution", err)
	}
	// An empty grid under anti-knight has many solutions; a budget of one
	// node runs out, and so does a cancelled context.
	open := sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Classic), Rules: sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.AntiKnight{}}}}
	if _, err := (solve.Options{Budget: 1}).CountPuzzle(open, 1000); err != solve.ErrBudget {
		t.Errorf("budget 1: got %v, want ErrBudget", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := (solve.Options{Context: ctx}).CountPuzzle(open, 1_000_000); err != context.Canceled {
		t.Errorf("cancelled: got %v, want context.Canceled", err)
	}
	if n, err := solve.CountPuzzle(open, 5); n != 5 || err != nil {
		t.Errorf("anti-knight, empty: got %d, %v, want 5", n, err)
	}
}

// BenchmarkPublished solves every published puzzle of a family
// (SolvePuzzle: the solution and its uniqueness), one after the other,
// and reports the median and 95th percentile time of one puzzle;
// "hardkiller" is the 20 hard killers of the rcbroughton forum. In short
// mode the slow puzzles are left out. A puzzle of several families
// counts in each. Puzzles over 20 ms are logged by name, with their time
// in the first pass.
func BenchmarkPublished(b *testing.B) {
	var ps []puzzleset.Family
	for _, file := range []string{"variants.tsv", "killers.tsv"} {
		for _, p := range loadPublished(b, file) {
			if !testing.Short() || !solve.SlowPuzzles[p.name] {
				ps = append(ps, puzzleset.Family{Name: p.name, Families: p.families, Puzzle: p.puzzle})
			}
		}
	}
	puzzleset.BenchFamilies(b, ps, func(p sudoku.Puzzle) (bool, error) {
		_, unique, err := solve.SolvePuzzle(p)
		return unique, err
	})
}
