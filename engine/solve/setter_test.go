package solve_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// union returns, per cell, the digits of every grid of sols.
func union(shape sudoku.Shape, sols []sudoku.Grid) []sudoku.Set {
	u := make([]sudoku.Set, shape.Cells())
	for _, s := range sols {
		for c := range u {
			u[c] |= sudoku.Bit(s.At(sudoku.Cell(c)))
		}
	}
	return u
}

// bruteSolutions returns every solution of a small classic grid by plain
// backtracking, without the package: the independent answer for 4x4 and
// 6x6 grids.
func bruteSolutions(g sudoku.Grid) []sudoku.Grid {
	s := g.Shape()
	var out []sudoku.Grid
	var fill func(c sudoku.Cell)
	fill = func(c sudoku.Cell) {
		for int(c) < s.Cells() && g.At(c) != 0 {
			c++
		}
		if int(c) == s.Cells() {
			out = append(out, g)
			return
		}
		for d := sudoku.Digit(1); int(d) <= s.N(); d++ {
			if !slices.ContainsFunc(s.Peers(c), func(p sudoku.Cell) bool { return g.At(p) == d }) {
				g.Set(c, d)
				fill(c + 1)
				g.Set(c, 0)
			}
		}
	}
	if g.Validate() == nil {
		fill(0)
	}
	return out
}

// enumerate returns every solution of p (at most max, or the test fails)
// by splitting on its first empty cell until each part has one solution
// (SolvePuzzle): the package's counting, not TrueCandidates' searches.
func enumerate(t *testing.T, p sudoku.Puzzle, max int) []sudoku.Grid {
	t.Helper()
	var out []sudoku.Grid
	var split func(q sudoku.Puzzle)
	split = func(q sudoku.Puzzle) {
		sol, unique, err := solve.SolvePuzzle(q)
		switch {
		case errors.Is(err, solve.ErrNoSolution):
			return
		case err != nil:
			t.Fatalf("SolvePuzzle: %v", err)
		case unique:
			out = append(out, sol)
			if len(out) > max {
				t.Fatalf("more than %d solutions", max)
			}
			return
		}
		c := sudoku.Cell(0)
		for q.Grid.At(c) != 0 {
			c++
		}
		for d := sudoku.Digit(1); int(d) <= q.Grid.N(); d++ {
			r := q
			r.Grid.Set(c, d)
			if r.Rules.Check(&r.Grid) == nil {
				split(r)
			}
		}
	}
	split(p)
	return out
}

// byPlacing returns the true candidates of p by their definition: d is
// one of c's when p with d placed in c has a solution (CountPuzzle, a
// search per empty cell and digit).
func byPlacing(t *testing.T, p sudoku.Puzzle) []sudoku.Set {
	t.Helper()
	s := p.Grid.Shape()
	out := make([]sudoku.Set, s.Cells())
	for c := range out {
		if d := p.Grid.At(sudoku.Cell(c)); d != 0 {
			out[c] = sudoku.Bit(d)
			continue
		}
		for d := sudoku.Digit(1); int(d) <= s.N(); d++ {
			q := p
			q.Grid.Set(sudoku.Cell(c), d)
			if q.Rules.Check(&q.Grid) != nil {
				continue
			}
			n, err := solve.CountPuzzle(q, 1)
			if err != nil {
				t.Fatalf("CountPuzzle with %s at %s: %v", d, s.CellName(sudoku.Cell(c)), err)
			}
			if n > 0 {
				out[c] |= sudoku.Bit(d)
			}
		}
	}
	return out
}

// diff describes where got and want differ, or returns "".
func diff(s sudoku.Shape, got, want []sudoku.Set) string {
	if len(got) != len(want) {
		return fmt.Sprintf("%d sets, want %d", len(got), len(want))
	}
	var b strings.Builder
	for c := range got {
		if got[c] != want[c] && b.Len() < 400 {
			fmt.Fprintf(&b, " %s: %v, want %v;", s.CellName(sudoku.Cell(c)), got[c], want[c])
		}
	}
	return b.String()
}

// withoutGivens returns p with its first k givens (in cell order) removed.
func withoutGivens(p sudoku.Puzzle, k int) sudoku.Puzzle {
	for c := sudoku.Cell(0); k > 0 && int(c) < p.Grid.Shape().Cells(); c++ {
		if p.Grid.At(c) != 0 {
			p.Grid.Set(c, 0)
			k--
		}
	}
	return p
}

// withoutConstraints returns p without its first k constraints.
func withoutConstraints(p sudoku.Puzzle, k int) sudoku.Puzzle {
	p.Rules.Constraints = slices.Clone(p.Rules.Constraints[k:])
	return p
}

// publishedByName returns the published puzzle of testdata file named name.
func publishedByName(t testing.TB, file, name string) sudoku.Puzzle {
	t.Helper()
	for _, p := range loadPublished(t, file) {
		if p.name == name {
			return p.puzzle
		}
	}
	t.Fatalf("%s: no puzzle %q", file, name)
	return sudoku.Puzzle{}
}

// TestTrueCandidates checks TrueCandidates against the solutions
// themselves: all of them where they are few (by plain backtracking on
// small grids, else by splitting), else the definition, cell by digit.
func TestTrueCandidates(t *testing.T) {
	classic := func(line string) sudoku.Puzzle { return sudoku.Puzzle{Grid: parse(t, line)} }
	thermo := publishedByName(t, "variants.tsv", "Thermosudoku")
	killer := publishedByName(t, "variants.tsv", "Killer sudoku (Wikipedia)")
	totals := publishedByName(t, "variants.tsv", "Killer sudoku (Wikipedia), without two totals")
	arrow := publishedByName(t, "variants.tsv", "Arrow sudoku")
	little := publishedByName(t, "variants.tsv", "6x6: Little killer")
	jigsaw := publishedByName(t, "variants.tsv", "Jigsaw")
	hard := publishedByName(t, "killers.tsv", "Hard killer 3")
	const (
		brute = iota // every solution by backtracking (small classic grids)
		split        // every solution by splitting (enumerate)
		place        // the definition (byPlacing)
	)
	for _, tc := range []struct {
		name   string
		p      sudoku.Puzzle
		count  int // solutions, counted to 100
		oracle int
		slow   bool // skipped in short mode
	}{
		{"4x4 empty", classic(strings.Repeat(".", 16)), 100, brute, false},
		{"4x4 two givens", classic("1..." + "...." + ".2.." + "...."), 12, brute, false},
		{"4x4 unique", classic("1..." + "..3." + ".4.." + "...2"), 1, brute, false},
		{"6x6 few givens", classic("1....." + "..2..." + "....3." + ".4...." + "...5.." + "......"), 100, brute, false},
		{"6x6 no solution", classic("123..." + "...456" + "......" + "......" + "......" + "......"), 0, brute, false},
		{"9x9 unique, 17 givens", classic("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"), 1, split, false},
		{"9x9 two solutions", classic("..3.2.6..9..3.5..1..18.64....81.29..7.......8..6..82....26.95..8..2.3..9..5.1.3.."), 2, split, false},
		{"9x9 hard, two solutions", classic("4..93.......6..8..........1....5..9..8....6...7..........1.27..5.3....4.9........"), 2, split, false},
		{"9x9 nineteen solutions", classic("..3.2....9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."), 19, split, false},
		{"9x9 17 givens less one", classic("4.....8.5.3..........7......2.....6.....8........1.......6.3.7.5..2.....1.4......"), 100, place, false},
		{"9x9 empty", classic(strings.Repeat(".", 81)), 100, place, true},
		{"16x16 unique", sudoku.Puzzle{Grid: loadSparse(t, "sparse16.txt")[0].grid}, 1, split, false},
		{"thermo", thermo, 1, split, false},
		{"thermo less a given", withoutGivens(thermo, 1), 7, split, false},
		{"thermo less two givens", withoutGivens(thermo, 2), 35, split, false},
		{"thermo less a thermometer", withoutConstraints(thermo, 1), 100, place, true},
		{"killer", killer, 1, split, false},
		{"killer less four cages", withoutConstraints(killer, 4), 3, split, false},
		{"killer less five cages, two without totals", withoutConstraints(totals, 5), 100, place, true},
		{"arrow less a given", withoutGivens(arrow, 1), 2, split, false},
		{"arrow less three givens", withoutGivens(arrow, 3), 100, place, true},
		{"6x6 little killer less two clues", withoutConstraints(little, 2), 100, place, false},
		{"jigsaw less four givens", withoutGivens(jigsaw, 4), 100, place, true},
		{"hard killer less three cages", withoutConstraints(hard, 3), 10, split, true},
		// Rules that treat digits alike: the digits no given holds swap.
		{"6x6 anti-king, few givens", withRules(classic("1....."+"......"+"....3."+"......"+"......"+"......"), sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.AntiKing{}}}), 100, place, false},
		{"6x6 X, two givens", withRules(classic("2....."+"......"+"......"+"......"+"......"+".....5"), sudoku.Rules{Extra: sudoku.Diagonals(sudoku.Shape{BoxRows: 2, BoxCols: 3})}), 100, place, false},
		{"6x6 odd cells, two givens", withRules(classic("2....."+"......"+"......"+"......"+"......"+".....5"), sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Parity{Cell: 7}, sudoku.Parity{Cell: 14}}}), 100, place, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.slow && testing.Short() {
				t.Skip("slow: run without -short")
			}
			p := tc.p
			if n, err := solve.CountPuzzle(p, 100); err != nil || n != tc.count {
				t.Fatalf("CountPuzzle = %d, %v; want %d (the case is wrong)", n, err, tc.count)
			}
			got, err := solve.Options{}.TrueCandidates(p)
			if tc.count == 0 {
				if err != solve.ErrNoSolution {
					t.Fatalf("TrueCandidates = %v, %v; want ErrNoSolution", got, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var want []sudoku.Set
			switch tc.oracle {
			case brute:
				want = union(p.Grid.Shape(), bruteSolutions(p.Grid))
			case split:
				want = union(p.Grid.Shape(), enumerate(t, p, 100))
			case place:
				want = byPlacing(t, p)
			}
			if d := diff(p.Grid.Shape(), got, want); d != "" {
				t.Errorf("TrueCandidates differs:%s", d)
			}
			if strings.HasSuffix(tc.name, "empty") {
				full := sudoku.FullSet(p.Grid.N())
				if slices.ContainsFunc(got, func(s sudoku.Set) bool { return s != full }) {
					t.Errorf("empty grid: a cell lacks a digit: %v", got)
				}
			}
		})
	}
}

// withRules returns p under rules r.
func withRules(p sudoku.Puzzle, r sudoku.Rules) sudoku.Puzzle {
	p.Rules = r
	return p
}

// An empty 16x16 under X: every digit in every cell, at once (a solution
// and the swaps of its digits).
func TestTrueCandidatesEmptyX(t *testing.T) {
	s := sudoku.Shape{BoxRows: 4, BoxCols: 4}
	p := sudoku.Puzzle{Grid: sudoku.NewGrid(s), Rules: sudoku.Rules{Extra: sudoku.Diagonals(s)}}
	got, err := solve.Options{Budget: 100_000}.TrueCandidates(p)
	if err != nil {
		t.Fatal(err)
	}
	if slices.ContainsFunc(got, func(set sudoku.Set) bool { return set != sudoku.FullSet(16) }) {
		t.Fatalf("a cell lacks a digit: %v", got)
	}
}

// sparseByName returns the case of a sparse set by its name ("sparse16.txt:4").
func sparseByName(tb testing.TB, file, name string) sudoku.Grid {
	tb.Helper()
	for _, c := range loadSparse(tb, file) {
		if c.name == name {
			return c.grid
		}
	}
	tb.Fatalf("no case %s", name)
	return sudoku.Grid{}
}

// On a 16x16 minimal puzzle less one given (38 solutions), every cell's
// set holds the first solution's digit, and on every cell with more than
// one digit the set is the definition's (CountPuzzle with each digit
// placed).
func TestTrueCandidatesLarge(t *testing.T) {
	g := sparseByName(t, "sparse16.txt", "sparse16.txt:4")
	p := sudoku.Puzzle{Grid: g}
	got, err := solve.Options{}.TrueCandidates(p)
	if err != nil {
		t.Fatal(err)
	}
	sol, _, err := solve.SolvePuzzle(p)
	if err != nil {
		t.Fatal(err)
	}
	s := g.Shape()
	for c := range got {
		if !got[c].Has(sol.At(sudoku.Cell(c))) {
			t.Fatalf("%s: %v lacks the first solution's %s", s.CellName(sudoku.Cell(c)), got[c], sol.At(sudoku.Cell(c)))
		}
		if got[c].Count() == 1 {
			continue
		}
		for d := sudoku.Digit(1); int(d) <= s.N(); d++ {
			q := p
			q.Grid.Set(sudoku.Cell(c), d)
			n := 0
			if q.Grid.Validate() == nil {
				if n, err = solve.CountPuzzle(q, 1); err != nil {
					t.Fatal(err)
				}
			}
			if (n > 0) != got[c].Has(d) {
				t.Errorf("%s: %v, yet %s there has %d solutions", s.CellName(sudoku.Cell(c)), got[c], d, n)
			}
		}
	}
}

func TestTrueCandidatesErrors(t *testing.T) {
	g := sudoku.NewGrid(sudoku.Classic)
	g.Set(0, 5)
	g.Set(1, 5)
	var ce *sudoku.ConflictError
	if _, err := (solve.Options{}).TrueCandidates(sudoku.Puzzle{Grid: g}); !errors.As(err, &ce) {
		t.Errorf("two 5s in a row: got %v, want a *sudoku.ConflictError", err)
	}
	g16 := sudoku.NewGrid(sudoku.Shape{BoxRows: 4, BoxCols: 4})
	g16.Set(0, 5)
	g16.Set(16, 5)
	if _, err := (solve.Options{}).TrueCandidates(sudoku.Puzzle{Grid: g16}); !errors.As(err, &ce) {
		t.Errorf("16x16, two 5s in a column: got %v, want a *sudoku.ConflictError", err)
	}
	empty := sudoku.NewGrid(sudoku.Classic)
	bad := sudoku.Puzzle{Grid: empty, Rules: sudoku.Rules{Constraints: []sudoku.Constraint{
		sudoku.Cage{Cells: []sudoku.Cell{0, 1}, Sum: 20}}}}
	var re *sudoku.RuleError
	if _, err := (solve.Options{}).TrueCandidates(bad); !errors.As(err, &re) {
		t.Errorf("cage of 20 in two cells: got %v, want a *sudoku.RuleError", err)
	}
	nine := sudoku.NewGrid(sudoku.Classic)
	nine.Set(0, 9)
	broken := sudoku.Puzzle{Grid: nine, Rules: sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Parity{Cell: 0, Even: true}}}}
	var be *sudoku.BrokenError
	if _, err := (solve.Options{}).TrueCandidates(broken); !errors.As(err, &be) {
		t.Errorf("9 in an even cell: got %v, want a *sudoku.BrokenError", err)
	}
	// No solution, found by propagation (a thermometer of a whole row
	// with 9 at its bulb) and by search (a classic grid).
	var row []sudoku.Cell
	for c := sudoku.Cell(0); c < 9; c++ {
		row = append(row, c)
	}
	none := sudoku.Puzzle{Grid: nine, Rules: sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Thermo{Cells: row}}}}
	if _, err := (solve.Options{}).TrueCandidates(none); err != solve.ErrNoSolution {
		t.Errorf("9 on a thermometer's bulb: got %v, want ErrNoSolution", err)
	}
	if _, err := (solve.Options{}).TrueCandidates(sudoku.Puzzle{Grid: parse(t, "12345678."+"........9"+strings.Repeat(".", 63))}); err != solve.ErrNoSolution {
		t.Errorf("classic, no solution: got %v, want ErrNoSolution", err)
	}
	// A budget of one node runs out on every path, and a cancelled
	// context is said before anything is searched.
	antiKnight := sudoku.Puzzle{Grid: empty, Rules: sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.AntiKnight{}}}}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, p := range []sudoku.Puzzle{antiKnight, {Grid: empty}, {Grid: sudoku.NewGrid(sudoku.Shape{BoxRows: 2, BoxCols: 3})}} {
		if _, err := (solve.Options{Budget: 1}).TrueCandidates(p); err != solve.ErrBudget {
			t.Errorf("%s %s, budget 1: got %v, want ErrBudget", p.Grid.Shape(), p.Rules.Describe(), err)
		}
		if _, err := (solve.Options{Context: ctx}).TrueCandidates(p); err != context.Canceled {
			t.Errorf("%s %s, cancelled: got %v, want context.Canceled", p.Grid.Shape(), p.Rules.Describe(), err)
		}
	}
}

// Whatever the budget, TrueCandidates answers right or says it ran out:
// the budget covers all its searches together.
func TestTrueCandidatesBudget(t *testing.T) {
	thermo := withoutGivens(publishedByName(t, "variants.tsv", "Thermosudoku"), 2)
	two := sudoku.Puzzle{Grid: parse(t, "4..93.......6..8..........1....5..9..8....6...7..........1.27..5.3....4.9........")}
	six := sudoku.Puzzle{Grid: parse(t, "1....."+"..2..."+"....3."+".4...."+"...5.."+"......")}
	for _, p := range []sudoku.Puzzle{thermo, two, six} {
		want, err := solve.Options{}.TrueCandidates(p)
		if err != nil {
			t.Fatal(err)
		}
		ran := false
		for budget := int64(1); ; budget *= 2 {
			got, err := solve.Options{Budget: budget}.TrueCandidates(p)
			if err == solve.ErrBudget {
				ran = true
				continue
			}
			if err != nil || !slices.Equal(got, want) {
				t.Errorf("%s, budget %d: %v, %v; want %v", p.Grid.Shape(), budget, got, err, want)
			}
			break
		}
		if !ran {
			t.Errorf("%s: a budget of 1 did not run out", p.Grid.Shape())
		}
	}
}

// benchTrue measures TrueCandidates on p, reporting its digits.
func benchTrue(b *testing.B, p sudoku.Puzzle) {
	var sets []sudoku.Set
	for b.Loop() {
		var err error
		if sets, err = (solve.Options{}).TrueCandidates(p); err != nil {
			b.Fatal(err)
		}
	}
	n := 0
	for _, s := range sets {
		n += s.Count()
	}
	b.ReportMetric(float64(n), "digits")
}

// BenchmarkTrueCandidates measures setters' grids: classic 9x9 with two
// solutions (an easy and a hard published puzzle, each with a given
// moved or removed), with hundreds (a 17-given puzzle less one given)
// and with one; killers less some cages (Wikipedia's with 3 solutions;
// rcbroughton's hard killer 3 with 10, its nodes costly); a thermo with
// 35 solutions; 16x16 puzzles of the sparse set with 7 and with 38. The
// count of the same puzzle (CountPuzzle to 2) is beside each, for scale.
func BenchmarkTrueCandidates(b *testing.B) {
	grid := func(line string) sudoku.Puzzle {
		g, err := codec.ParseGrid(line)
		if err != nil {
			b.Fatal(err)
		}
		return sudoku.Puzzle{Grid: g}
	}
	cases := []struct {
		name string
		p    sudoku.Puzzle
	}{
		{"classic/easy-2", grid("..3.2.6..9..3.5..1..18.64....81.29..7.......8..6..82....26.95..8..2.3..9..5.1.3..")},
		{"classic/hard-2", grid("4..93.......6..8..........1....5..9..8....6...7..........1.27..5.3....4.9........")},
		{"classic/17-less-1", grid("4.....8.5.3..........7......2.....6.....8........1.......6.3.7.5..2.....1.4......")},
		{"classic/unique", grid("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")},
		{"killer/wikipedia-3", withoutConstraints(publishedByName(b, "variants.tsv", "Killer sudoku (Wikipedia)"), 4)},
		{"killer/hard3-10", withoutConstraints(publishedByName(b, "killers.tsv", "Hard killer 3"), 3)},
		{"thermo-35", withoutGivens(publishedByName(b, "variants.tsv", "Thermosudoku"), 2)},
		{"16x16/7", sudoku.Puzzle{Grid: sparseByName(b, "sparse16.txt", "sparse16.txt:44")}},
		{"16x16/38", sudoku.Puzzle{Grid: sparseByName(b, "sparse16.txt", "sparse16.txt:4")}},
	}
	for _, tc := range cases {
		b.Run(tc.name, func(b *testing.B) { benchTrue(b, tc.p) })
		b.Run(tc.name+"/count", func(b *testing.B) {
			for b.Loop() {
				if _, err := solve.CountPuzzle(tc.p, 2); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
