package solve_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// bruteMarks counts, up to limit, the fillings of g that keep the
// classic rules and put in every cell one of its marks, by plain
// backtracking on the cell with the fewest digits left, without the
// package: the independent answer for the tests of marks.
func bruteMarks(g sudoku.Grid, marks []sudoku.Set, limit int) int {
	s := g.Shape()
	if g.Validate() != nil {
		return 0
	}
	for c := range marks {
		if d := g.At(sudoku.Cell(c)); d != 0 && !marks[c].Has(d) {
			return 0
		}
	}
	found := 0
	var fill func()
	fill = func() {
		best, bestSet := sudoku.Cell(-1), sudoku.Set(0)
		for c := sudoku.Cell(0); int(c) < s.Cells(); c++ {
			if g.At(c) != 0 {
				continue
			}
			left := marks[c]
			for _, p := range s.Peers(c) {
				if d := g.At(p); d != 0 {
					left = left.Without(d)
				}
			}
			if best < 0 || left.Count() < bestSet.Count() {
				best, bestSet = c, left
			}
		}
		if best < 0 {
			found++
			return
		}
		for _, d := range bestSet.Digits() {
			g.Set(best, d)
			fill()
			g.Set(best, 0)
			if found >= limit {
				return
			}
		}
	}
	fill()
	return found
}

// marksOf returns the marks a candidate line writes: for every cell of
// sol, its digit and the digits of others at the same cell.
func marksOf(sol sudoku.Grid, others ...sudoku.Grid) []sudoku.Set {
	out := make([]sudoku.Set, sol.Shape().Cells())
	for c := range out {
		out[c] = sudoku.Bit(sol.At(sudoku.Cell(c)))
		for _, o := range others {
			out[c] |= sudoku.Bit(o.At(sudoku.Cell(c)))
		}
	}
	return out
}

// shifted returns g with every digit d written d%N+1: another solution
// when g is one.
func shifted(g sudoku.Grid) sudoku.Grid {
	out := sudoku.NewGrid(g.Shape())
	for c := range g.Shape().Cells() {
		if d := g.At(sudoku.Cell(c)); d != 0 {
			out.Set(sudoku.Cell(c), d%sudoku.Digit(g.N())+1)
		}
	}
	return out
}

// fromMarks returns the puzzle a candidate line of marks reads as: the
// marks, and every cell with one of them placed (codec's reading).
func fromMarks(shape sudoku.Shape, marks []sudoku.Set) sudoku.Puzzle {
	g := sudoku.NewGrid(shape)
	for c, m := range marks {
		if d, ok := m.Single(); ok {
			g.Set(sudoku.Cell(c), d)
		}
	}
	return sudoku.Puzzle{Grid: g, Candidates: marks, Format: sudoku.CandidateLineFormat}
}

// TestCountPuzzleMarks counts puzzles whose pencil marks change the
// answer, each against bruteMarks, and checks that the count differs
// from that of the placed digits alone where the case says so.
func TestCountPuzzleMarks(t *testing.T) {
	const hard = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	sol := parse(t, "417369825632158947958724316825437169791586432346912758289643571573291684164875293")
	random := func(s sudoku.Shape, seed uint64) sudoku.Grid {
		g, err := solve.RandomGrid(s, rand.New(rand.NewPCG(seed, 1)), solve.Options{})
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	// Two solutions' digits in every cell: those two solutions, and
	// perhaps more mixing them.
	pairs := marksOf(sol, shifted(sol))
	// ... but r5c5 held to the first: a single, so a given.
	narrowed := marksOf(sol, shifted(sol))
	narrowed[40] = sudoku.Bit(sol.At(40))
	// The hard puzzle's own candidates, and then the solution's digit
	// left out of r1c2.
	hardGrid := parse(t, hard)
	hardMarks := hardGrid.Candidates()
	wrong := hardGrid.Candidates()
	wrong[1] = wrong[1].Without(sol.At(1))
	// The deadly rectangle: r1c2, r1c4, r2c2, r2c4 of sol blank, the
	// two ways of filling them (1 3 / 3 1) told apart by r1c2's marks.
	rect := sol
	for _, c := range []sudoku.Cell{1, 3, 10, 12} {
		rect.Set(c, 0)
	}
	rectMarks := rect.Candidates()
	rectMarks[1] = sudoku.Bit(sol.At(1))
	s6 := sudoku.Shape{BoxRows: 2, BoxCols: 3}
	s16 := sudoku.Shape{BoxRows: 4, BoxCols: 4}
	sol6, sol16 := random(s6, 6), random(s16, 16)
	pairs6, pairs16 := marksOf(sol6, shifted(sol6)), marksOf(sol16, shifted(sol16))
	narrowed16 := marksOf(sol16, shifted(sol16))
	narrowed16[100] = sudoku.Bit(sol16.At(100))
	tests := []struct {
		name string
		p    sudoku.Puzzle
		// differs: the count is not that of the placed digits alone
		differs bool
	}{
		{"9x9 two solutions' digits, no given", fromMarks(sudoku.Classic, pairs), true},
		{"9x9 two solutions' digits, r5c5 one", fromMarks(sudoku.Classic, narrowed), true},
		{"9x9 hard, its own candidates", sudoku.Puzzle{Grid: hardGrid, Candidates: hardMarks}, false},
		{"9x9 hard, r1c2 without its digit", sudoku.Puzzle{Grid: hardGrid, Candidates: wrong}, true},
		{"9x9 deadly rectangle, r1c2 one mark", sudoku.Puzzle{Grid: rect, Candidates: rectMarks}, true},
		{"9x9 deadly rectangle, r1c2 placed", fromMarks(sudoku.Classic, rectMarks), false},
		{"6x6 two solutions' digits", fromMarks(s6, pairs6), true},
		{"16x16 two solutions' digits", fromMarks(s16, pairs16), true},
		{"16x16 two solutions' digits, r7c5 one", fromMarks(s16, narrowed16), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want := bruteMarks(tt.p.Grid, tt.p.Candidates, 10)
			got, err := solve.CountPuzzle(tt.p, 10)
			if err != nil || got != want {
				t.Fatalf("CountPuzzle = %d, %v; brute force finds %d", got, err, want)
			}
			alone, err := solve.CountPuzzle(sudoku.Puzzle{Grid: tt.p.Grid}, 10)
			if err != nil {
				t.Fatal(err)
			}
			if (alone != got) != tt.differs {
				t.Errorf("%d solutions with the marks, %d without: want them to differ %v", got, alone, tt.differs)
			}
			sol, unique, err := solve.SolvePuzzle(tt.p)
			switch {
			case want == 0 && !errors.Is(err, solve.ErrNoSolution):
				t.Errorf("SolvePuzzle: error %v, want ErrNoSolution", err)
			case want > 0 && (err != nil || unique != (want == 1)):
				t.Errorf("SolvePuzzle = unique %v, %v; want unique %v", unique, err, want == 1)
			case want > 0:
				if err := tt.p.CheckSolution(sol); err != nil {
					t.Errorf("SolvePuzzle's solution: %v", err)
				}
			}
		})
	}
}

// TestCountPuzzleMarksUnique holds the point of the marks: a grid
// without a digit, many solutions, made unique by its marks alone.
func TestCountPuzzleMarksUnique(t *testing.T) {
	sol := parse(t, "417369825632158947958724316825437169791586432346912758289643571573291684164875293")
	// Every cell has two marks, its digit in sol and in shifted(sol),
	// but r1c1: 4 or 9, not shifted's 5.
	marks := marksOf(sol, shifted(sol))
	marks[0] = sudoku.SetOf(4, 9)
	p := fromMarks(sudoku.Classic, marks)
	if p.Grid.Filled() != 0 {
		t.Fatalf("%d digits placed, want none", p.Grid.Filled())
	}
	if n := bruteMarks(p.Grid, marks, 10); n != 1 {
		t.Fatalf("brute force finds %d solutions, want 1 (the test's premise)", n)
	}
	if n, err := solve.CountPuzzle(sudoku.Puzzle{Grid: p.Grid}, 2); n != 2 || err != nil {
		t.Fatalf("the empty grid: %d, %v solutions, want 2 (to the limit)", n, err)
	}
	got, err := solve.CountPuzzle(p, 2)
	if got != 1 || err != nil {
		t.Errorf("CountPuzzle = %d, %v; want 1", got, err)
	}
	line := codec.FormatCandidates(p.Grid, marks)
	q, err := codec.Parse(line)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := solve.CountPuzzle(q, 2); got != 1 || err != nil {
		t.Errorf("CountPuzzle(codec.Parse(%s...)) = %d, %v; want 1", line[:27], got, err)
	}
}

// TestCountPuzzleMarksErrors: marks that do not fit their grid are
// errors that name the cell; marks that fit and leave no solution count
// 0; givens in conflict are the grid's error, marks or not.
func TestCountPuzzleMarksErrors(t *testing.T) {
	full := func(s sudoku.Shape) []sudoku.Set {
		m := make([]sudoku.Set, s.Cells())
		for c := range m {
			m[c] = sudoku.FullSet(s.N())
		}
		return m
	}
	empty := sudoku.NewGrid(sudoku.Classic)
	given := sudoku.NewGrid(sudoku.Classic)
	given.Set(0, 5)
	noMark := full(sudoku.Classic)
	noMark[10] = 0
	notAmong := full(sudoku.Classic)
	notAmong[0] = sudoku.SetOf(1, 2)
	above := full(sudoku.Classic)
	above[3] |= sudoku.Bit(12)
	twice := given
	twice.Set(8, 5)
	// r1c1-r1c8 hold only 1..8 between them: r1c9 must be 9, which
	// its marks leave out.
	row := full(sudoku.Classic)
	for c := range 8 {
		row[c] = sudoku.FullSet(8)
	}
	row[8] = sudoku.FullSet(8)
	for _, tt := range []struct {
		name    string
		p       sudoku.Puzzle
		wantErr string // "" for none, and then no solution
	}{
		{"80 sets", sudoku.Puzzle{Grid: empty, Candidates: full(sudoku.Classic)[:80]}, "sudoku: 80 candidate sets for 81 cells"},
		{"a cell without marks", sudoku.Puzzle{Grid: empty, Candidates: noMark}, "sudoku: r2c2 has no candidates"},
		{"a given not among its marks", sudoku.Puzzle{Grid: given, Candidates: notAmong}, "sudoku: r1c1 holds 5, not among its candidates {1 2}"},
		{"a mark above 9", sudoku.Puzzle{Grid: empty, Candidates: above}, "sudoku: r1c4 has candidate 12, above 9"},
		{"two 5s in row 1", sudoku.Puzzle{Grid: twice, Candidates: full(sudoku.Classic)}, "sudoku: 5 appears twice in row 1, at r1c1 and r1c9"},
		{"row 1 without a 9", sudoku.Puzzle{Grid: empty, Candidates: row}, ""},
		{"6x6 row 1 without a 6", sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Shape{BoxRows: 2, BoxCols: 3}),
			Candidates: append(repeat(sudoku.FullSet(5), 6), full(sudoku.Shape{BoxRows: 2, BoxCols: 3})[6:]...)}, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			n, err := solve.CountPuzzle(tt.p, 2)
			_, _, serr := solve.SolvePuzzle(tt.p)
			if tt.wantErr == "" {
				if n != 0 || err != nil || !errors.Is(serr, solve.ErrNoSolution) {
					t.Errorf("CountPuzzle = %d, %v, SolvePuzzle's error %v; want 0, nil and ErrNoSolution", n, err, serr)
				}
				return
			}
			if err == nil || err.Error() != tt.wantErr || serr == nil || serr.Error() != tt.wantErr {
				t.Errorf("CountPuzzle = %d, %v, SolvePuzzle's error %v; want the error %q", n, err, serr, tt.wantErr)
			}
		})
	}
	var ce *sudoku.CandidatesError
	if _, err := solve.CountPuzzle(sudoku.Puzzle{Grid: empty, Candidates: noMark}, 2); !errors.As(err, &ce) || ce.Cell != 10 {
		t.Errorf("a cell without marks: error %v, want a *sudoku.CandidatesError at r2c2", err)
	}
}

// repeat returns n copies of s.
func repeat(s sudoku.Set, n int) []sudoku.Set {
	out := make([]sudoku.Set, n)
	for i := range out {
		out[i] = s
	}
	return out
}
