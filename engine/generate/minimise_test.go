package generate_test

import (
	"bufio"
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// publishedVariant returns the puzzle named name of the solver's
// published variants (engine/solve/testdata/variants.tsv) and its
// solution.
func publishedVariant(tb testing.TB, name string) (sudoku.Puzzle, sudoku.Grid) {
	tb.Helper()
	f, err := os.Open("../solve/testdata/variants.tsv")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) != 5 || cols[1] != name {
			continue
		}
		p, err := codec.Parse(cols[4])
		if err != nil {
			tb.Fatalf("%s: %v", name, err)
		}
		sol, err := sudoku.ParseLine(cols[3])
		if err != nil {
			tb.Fatalf("%s: solution: %v", name, err)
		}
		return p, sol
	}
	tb.Fatalf("variants.tsv: no puzzle %q", name)
	return sudoku.Puzzle{}, sudoku.Grid{}
}

// withGivens returns p with the digits of sol in the cells where keep
// says so, added to its givens.
func withGivens(p sudoku.Puzzle, sol sudoku.Grid, keep func(c sudoku.Cell) bool) sudoku.Puzzle {
	for c := range sudoku.Cell(sol.Shape().Cells()) {
		if keep(c) {
			p.Grid.Set(c, sol.At(c))
		}
	}
	return p
}

// checkMinimal checks what Minimise promises of got for p and keep: the
// givens are p's less some, the kept givens among them, one solution,
// and none of the others can go.
func checkMinimal(t *testing.T, p sudoku.Puzzle, keep []sudoku.Cell, got sudoku.Grid) {
	t.Helper()
	s := p.Grid.Shape()
	if got.Shape() != s {
		t.Fatalf("result is %v, puzzle %v", got.Shape(), s)
	}
	kept := map[sudoku.Cell]bool{}
	for _, c := range keep {
		kept[c] = true
	}
	for c := range sudoku.Cell(s.Cells()) {
		switch d := got.At(c); {
		case d != 0 && d != p.Grid.At(c):
			t.Fatalf("%s: %s, the puzzle has %s", s.CellName(c), d, p.Grid.At(c))
		case kept[c] && d != p.Grid.At(c):
			t.Fatalf("%s: the kept given %s went", s.CellName(c), p.Grid.At(c))
		}
	}
	q := sudoku.Puzzle{Grid: got, Rules: p.Rules}
	if n, err := solve.CountPuzzle(q, 2); err != nil || n != 1 {
		t.Fatalf("result %s: %d solutions, %v; want 1", got, n, err)
	}
	for c := range sudoku.Cell(s.Cells()) {
		if got.At(c) == 0 || kept[c] {
			continue
		}
		r := q
		r.Grid.Set(c, 0)
		if n, err := solve.CountPuzzle(r, 2); err != nil || n != 2 {
			t.Errorf("without the given at %s: %d solutions, %v; want 2 (not minimal)", s.CellName(c), n, err)
		}
	}
}

func TestMinimise(t *testing.T) {
	easy, err := codec.ParseGrid("003020600900305001001806400008102900700000008006708200002609500800203009005010300")
	if err != nil {
		t.Fatal(err)
	}
	easySol, _, err := solve.Solve(easy)
	if err != nil {
		t.Fatal(err)
	}
	seventeen, err := codec.ParseGrid("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	if err != nil {
		t.Fatal(err)
	}
	six, err := generate.FromSeed(5, generate.Options{Shape: shape6x6, NoGrade: true})
	if err != nil {
		t.Fatal(err)
	}
	sixteen, err := generate.FromSeed(2, generate.Options{Shape: sudoku.Shape{BoxRows: 4, BoxCols: 4}, NoGrade: true})
	if err != nil {
		t.Fatal(err)
	}
	thermo, thermoSol := publishedVariant(t, "Thermosudoku")
	jigsaw, jigsawSol := publishedVariant(t, "Jigsaw")
	x, xSol := publishedVariant(t, "Sudoku X")
	killer, _ := publishedVariant(t, "Killer sudoku (Wikipedia)")
	everyThird := func(c sudoku.Cell) bool { return c%3 == 0 }
	all := func(sudoku.Cell) bool { return true }
	for _, tc := range []struct {
		name string
		p    sudoku.Puzzle
		keep []sudoku.Cell
	}{
		{"9x9 easy", sudoku.Puzzle{Grid: easy}, nil},
		{"9x9 easy, keeping r1c3 and r9c7", sudoku.Puzzle{Grid: easy}, []sudoku.Cell{2, 78}},
		{"9x9 easy, keeping an empty cell", sudoku.Puzzle{Grid: easy}, []sudoku.Cell{0}},
		{"9x9 full grid", sudoku.Puzzle{Grid: easySol}, nil},
		{"9x9 17 givens, already minimal", sudoku.Puzzle{Grid: seventeen}, nil},
		{"6x6 full grid", sudoku.Puzzle{Grid: six.Solution}, []sudoku.Cell{0, 35}},
		{"16x16 generated", sudoku.Puzzle{Grid: sixteen.Puzzle}, nil},
		{"thermo", thermo, nil},
		{"thermo with a third of its solution", withGivens(thermo, thermoSol, everyThird), []sudoku.Cell{1}},
		{"jigsaw full grid", withGivens(jigsaw, jigsawSol, all), nil},
		{"sudoku X with a third of its solution", withGivens(x, xSol, everyThird), []sudoku.Cell{0, 40, 80}},
		{"killer without givens", killer, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := generate.Minimise(tc.p, tc.keep, rand.New(rand.NewPCG(1, 2)), solve.Options{})
			if err != nil {
				t.Fatal(err)
			}
			checkMinimal(t, tc.p, tc.keep, got)
			again, err := generate.Minimise(tc.p, tc.keep, rand.New(rand.NewPCG(1, 2)), solve.Options{})
			if err != nil || again != got {
				t.Errorf("the same seed gave %s, %v; first %s", again, err, got)
			}
			t.Logf("%d givens to %d", tc.p.Grid.Filled(), got.Filled())
		})
	}
	// The order matters: other seeds find other minimal puzzles.
	seen := map[sudoku.Grid]bool{}
	for seed := range uint64(4) {
		got, err := generate.Minimise(sudoku.Puzzle{Grid: easySol}, nil, rand.New(rand.NewPCG(seed, 0)), solve.Options{})
		if err != nil {
			t.Fatal(err)
		}
		seen[got] = true
	}
	if len(seen) < 2 {
		t.Errorf("four seeds gave %d puzzle(s) from a full grid, want several", len(seen))
	}
	if got, err := generate.Minimise(sudoku.Puzzle{Grid: easy}, nil, nil, solve.Options{}); err != nil {
		t.Errorf("nil rng: %v", err)
	} else {
		checkMinimal(t, sudoku.Puzzle{Grid: easy}, nil, got)
	}
}

func TestMinimiseErrors(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	easy, err := codec.ParseGrid("003020600900305001001806400008102900700000008006708200002609500800203009005010300")
	if err != nil {
		t.Fatal(err)
	}
	two, err := codec.ParseGrid("..3.2.6..9..3.5..1..18.64....81.29..7.......8..6..82....26.95..8..2.3..9..5.1.3..")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := generate.Minimise(sudoku.Puzzle{Grid: two}, nil, rng, solve.Options{}); err != generate.ErrNotUnique {
		t.Errorf("two solutions: got %v, want ErrNotUnique", err)
	}
	// Row 1 needs its 9 in r1c9, which column 9's 9 rules out.
	none, err := codec.ParseGrid("12345678." + "........9" + strings.Repeat(".", 63))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := generate.Minimise(sudoku.Puzzle{Grid: none}, nil, rng, solve.Options{}); err != solve.ErrNoSolution {
		t.Errorf("no solution: got %v, want solve.ErrNoSolution", err)
	}
	clash := easy
	clash.Set(0, 3) // r1c3 holds 3
	var ce *sudoku.ConflictError
	if _, err := generate.Minimise(sudoku.Puzzle{Grid: clash}, nil, rng, solve.Options{}); !errors.As(err, &ce) {
		t.Errorf("two 3s in row 1: got %v, want a *sudoku.ConflictError", err)
	}
	bad := sudoku.Puzzle{Grid: easy, Rules: sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Cage{Cells: []sudoku.Cell{0, 1}, Sum: 20}}}}
	var re *sudoku.RuleError
	if _, err := generate.Minimise(bad, nil, rng, solve.Options{}); !errors.As(err, &re) {
		t.Errorf("a cage of 20 in two cells: got %v, want a *sudoku.RuleError", err)
	}
	if _, err := generate.Minimise(sudoku.Puzzle{Grid: easy}, []sudoku.Cell{81}, rng, solve.Options{}); err == nil || !strings.Contains(err.Error(), "outside the 9x9 grid") {
		t.Errorf("kept cell 81: got %v, want an error naming it", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	got, err := generate.Minimise(sudoku.Puzzle{Grid: easy}, nil, rng, solve.Options{Context: ctx})
	if err != context.Canceled || got != easy {
		t.Errorf("cancelled: got %s, %v; want the puzzle as it was and context.Canceled", got, err)
	}
	// A 17-given puzzle needs guesses: a budget of one node runs out.
	seventeen, err := codec.ParseGrid("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := generate.Minimise(sudoku.Puzzle{Grid: seventeen}, nil, rng, solve.Options{Budget: 1}); err != solve.ErrBudget {
		t.Errorf("budget 1: got %v, want solve.ErrBudget", err)
	}
}

// BenchmarkMinimise minimises from full grids (every cell a given: a
// check per cell) and a published puzzle: classic 9x9, a thermo and a
// jigsaw under their rules.
func BenchmarkMinimise(b *testing.B) {
	easy, err := codec.ParseGrid("003020600900305001001806400008102900700000008006708200002609500800203009005010300")
	if err != nil {
		b.Fatal(err)
	}
	full, _, err := solve.Solve(easy)
	if err != nil {
		b.Fatal(err)
	}
	all := func(sudoku.Cell) bool { return true }
	thermo, thermoSol := publishedVariant(b, "Thermosudoku")
	jigsaw, jigsawSol := publishedVariant(b, "Jigsaw")
	for _, bc := range []struct {
		name string
		p    sudoku.Puzzle
	}{
		{"classic/easy", sudoku.Puzzle{Grid: easy}},
		{"classic/full", sudoku.Puzzle{Grid: full}},
		{"thermo/full", withGivens(thermo, thermoSol, all)},
		{"jigsaw/full", withGivens(jigsaw, jigsawSol, all)},
	} {
		b.Run(bc.name, func(b *testing.B) {
			var got sudoku.Grid
			for i := uint64(0); b.Loop(); i++ {
				if got, err = generate.Minimise(bc.p, nil, rand.New(rand.NewPCG(i, 0)), solve.Options{}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(got.Filled()), "givens")
		})
	}
}
