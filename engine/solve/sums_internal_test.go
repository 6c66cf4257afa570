package solve

import (
	"slices"
	"testing"

	"github.com/sudoku-app/sudoku/engine/internal/puzzleset"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// patternDigit is the digit of row r, column c of a valid 9x9 solution:
// 123456789, 456789123, 789123456, 234567891, ...
func patternDigit(r, c int) sudoku.Digit {
	return sudoku.Digit((3*(r%3)+r/3+c)%9 + 1)
}

// cellsAt returns the cells of (row, column) pairs of a 9x9 grid.
func cellsAt(rc ...int) []sudoku.Cell {
	var out []sudoku.Cell
	for i := 0; i < len(rc); i += 2 {
		out = append(out, sudoku.Classic.CellAt(rc[i], rc[i+1]))
	}
	return out
}

// total adds up the pattern's digits of cells.
func total(cells []sudoku.Cell) int {
	t := 0
	for _, c := range cells {
		t += int(patternDigit(int(c)/9, int(c)%9))
	}
	return t
}

// propagatedPattern compiles r on an empty 9x9 grid and returns the candidates
// after the first propagation; it fails t when any cell loses the
// pattern's digit (the pattern keeps every rule of the tests).
func propagatedPattern(t *testing.T, r *sudoku.Rules) (*variant, []sudoku.Set) {
	t.Helper()
	v, ok := compile(sudoku.Classic, r)
	if !ok {
		t.Fatal("compile: no candidates")
	}
	g := sudoku.NewGrid(sudoku.Classic)
	st := v.state(0)
	copy(st, v.start)
	if !v.seed(st, &g) || !v.propagate(st) {
		t.Fatal("propagate: contradiction")
	}
	for c, x := range st {
		if d := patternDigit(c/9, c%9); !x.Has(d) {
			t.Fatalf("r%dc%d lost its digit %d: %v", c/9+1, c%9+1, d, x)
		}
	}
	return v, st
}

// TestSumGroupsCliques checks that a long sum's cells are grouped by the
// largest cliques when runs split a box: a line from r7c3 through eight
// cells of box 8 (r7c4 first, then down and back) has its runs {r7c3,
// r7c4} and seven, its cliques {r7c3} and the eight of box 8, whose
// least total is 37. A total of 37 fixes r7c3 to 1 and box 8's eight to
// 1-8; 38 leaves r7c3 1 or 2 and every digit to the box.
func TestSumGroupsCliques(t *testing.T) {
	line := cellsAt(6, 2, 6, 3, 7, 3, 8, 3, 8, 4, 7, 4, 6, 4, 6, 5, 7, 5)
	peer := func(a, b sudoku.Cell) bool {
		s := sudoku.Classic
		return a/9 == b/9 || a%9 == b%9 || s.Box(a) == s.Box(b)
	}
	groups := sumGroups(line, nil, 9, peer)
	if want := [][]int{{0}, {1, 2, 3, 4, 5, 6, 7, 8}}; !slices.EqualFunc(groups, want, slices.Equal[[]int]) {
		t.Fatalf("groups %v, want %v", groups, want)
	}
	for _, tc := range []struct {
		sum        int
		first, box sudoku.Set
	}{
		{37, sudoku.Bit(1), sudoku.FullSet(8)},
		{38, sudoku.Bit(1) | sudoku.Bit(2), sudoku.FullSet(9)},
	} {
		v, ok := compile(sudoku.Classic, &sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.LittleKiller{Sum: tc.sum, Cells: line}}})
		if !ok {
			t.Fatal("compile")
		}
		g := sudoku.NewGrid(sudoku.Classic)
		st := v.state(0)
		copy(st, v.start)
		if !v.seed(st, &g) || !v.propagate(st) {
			t.Fatalf("sum %d: contradiction", tc.sum)
		}
		if st[line[0]] != tc.first {
			t.Errorf("sum %d: r7c3 %v, want %v", tc.sum, st[line[0]], tc.first)
		}
		var box sudoku.Set
		for _, c := range line[1:] {
			box |= st[c]
		}
		if box != tc.box {
			t.Errorf("sum %d: box 8's cells %v, want %v", tc.sum, box, tc.box)
		}
	}
	// Short sums keep their runs.
	short := cellsAt(0, 0, 0, 1, 1, 1, 1, 2)
	if got := sumGroups(short, nil, 9, peer); len(got) != 1 {
		t.Errorf("four cells of box 1: groups %v, want one", got)
	}
}

// TestTightInnies checks the innies of more than maxInnies cells across
// houses: rows 1-2 less three cages inside them leave r1c7-9 and r2c4-6,
// which add up to 48, the most two groups of three can make, so each
// holds 7, 8 and 9; the same cages moved so the innies (r1c4-6, r2c7-9)
// add up to 21, in the middle of their range, give no sum.
func TestTightInnies(t *testing.T) {
	for _, tc := range []struct {
		name   string
		cages  [][]sudoku.Cell
		innies []sudoku.Cell
		tight  bool
	}{
		{"at the most", [][]sudoku.Cell{
			cellsAt(0, 0, 0, 1, 0, 2, 1, 0, 1, 1, 1, 2),
			cellsAt(0, 3, 0, 4, 0, 5),
			cellsAt(1, 6, 1, 7, 1, 8),
		}, cellsAt(0, 6, 0, 7, 0, 8, 1, 3, 1, 4, 1, 5), true},
		{"in the middle", [][]sudoku.Cell{
			cellsAt(0, 0, 0, 1, 0, 2, 1, 0, 1, 1, 1, 2),
			cellsAt(0, 6, 0, 7, 0, 8),
			cellsAt(1, 3, 1, 4, 1, 5),
		}, cellsAt(0, 3, 0, 4, 0, 5, 1, 6, 1, 7, 1, 8), false},
	} {
		var r sudoku.Rules
		for _, cells := range tc.cages {
			r.Constraints = append(r.Constraints, sudoku.Cage{Cells: cells, Sum: total(cells)})
		}
		v, st := propagatedPattern(t, &r)
		found := false
		for _, p := range v.props {
			if x, ok := p.(*sumProp); ok && x.lazy && slices.Equal(x.cells, tc.innies) {
				found = x.total == total(tc.innies)
			}
		}
		if found != tc.tight {
			t.Errorf("%s: the innies' sum kept %v, want %v", tc.name, found, tc.tight)
		}
		if tc.tight {
			for _, c := range tc.innies {
				if want := sudoku.Bit(7) | sudoku.Bit(8) | sudoku.Bit(9); st[c] != want {
					t.Errorf("%s: r%dc%d %v, want %v", tc.name, c/9+1, c%9+1, st[c], want)
				}
			}
		}
	}
}

// TestLazySum checks a lazy sum (sumProp.lazy) alone on open cells: two
// groups of three (r1c7-9, r2c4-6) adding up to 48 hold 7, 8 and 9
// each; to 47, one group 7, 8, 9 and the other 6, 8, 9, so every cell
// keeps 6-9; to 33, in the middle, the bounds leave every digit and the
// sum does not run.
func TestLazySum(t *testing.T) {
	cells := cellsAt(0, 6, 0, 7, 0, 8, 1, 3, 1, 4, 1, 5)
	v, _ := compile(sudoku.Classic, &sudoku.Rules{})
	peer := func(a, b sudoku.Cell) bool { return slices.Contains(v.peers[a], b) }
	for _, tc := range []struct {
		total int
		want  sudoku.Set
	}{
		{48, sudoku.Bit(7) | sudoku.Bit(8) | sudoku.Bit(9)},
		{47, sudoku.Bit(6) | sudoku.Bit(7) | sudoku.Bit(8) | sudoku.Bit(9)},
		{33, sudoku.FullSet(9)},
	} {
		p := newSumProp(cells, nil, tc.total, 9, peer)
		p.lazy = true
		if got := tight(p.groups, tc.total, 9); got != (tc.total != 33) {
			t.Errorf("total %d: tight %v", tc.total, got)
		}
		st := slices.Repeat([]sudoku.Set{sudoku.FullSet(9)}, 81)
		if !p.run(v, st) {
			t.Fatalf("total %d: contradiction", tc.total)
		}
		v.reset()
		for _, c := range cells {
			if st[c] != tc.want {
				t.Errorf("total %d: r%dc%d %v, want %v", tc.total, c/9+1, c%9+1, st[c], tc.want)
			}
		}
	}
}

// TestRangeNarrower checks the starting candidates a sum's bounds leave
// (rangeNarrower.narrow) on an empty 9x9 grid: at or near the least or
// the greatest total its groups (cells in one row, column or box) can
// make, its cells keep only the digits that reach it; in the middle,
// every digit; beyond, none; over 2N cells, it is left alone.
func TestRangeNarrower(t *testing.T) {
	// One cell a row, column and box, as the nine cells the cages of
	// Human solvable zero killer 1 leave.
	spread := cellsAt(0, 0, 1, 3, 2, 6, 3, 1, 4, 4, 5, 7, 6, 2, 7, 5, 8, 8)
	digits := func(ds ...sudoku.Digit) sudoku.Set { return sudoku.SetOf(ds...) }
	for _, tc := range []struct {
		name        string
		plus, minus []sudoku.Cell
		total       int
		ok          bool
		want        []sudoku.Set // plus then minus; nil: every digit
	}{
		{"nine apart, the least", spread, nil, 9, true, slices.Repeat([]sudoku.Set{digits(1)}, 9)},
		{"nine apart, one over", spread, nil, 10, true, slices.Repeat([]sudoku.Set{digits(1, 2)}, 9)},
		{"two in a row, the most", cellsAt(0, 0, 0, 1), nil, 17, true, []sudoku.Set{digits(8, 9), digits(8, 9)}},
		{"three in a row, one over", cellsAt(0, 0, 0, 1, 0, 2), nil, 7, true,
			slices.Repeat([]sudoku.Set{digits(1, 2, 3, 4)}, 3)},
		{"a cell less another, the most", cellsAt(0, 0), cellsAt(1, 1), 8, true, []sudoku.Set{digits(9), digits(1)}},
		{"two apart, the middle", cellsAt(0, 0, 4, 4), nil, 10, true, nil},
		{"two in a row, beyond", cellsAt(0, 0, 0, 1), nil, 18, false, nil},
		// Rows 1-2 and r3c1 at their least would fix r3c1 to 1, but
		// sums of more than 2N cells are left alone.
		{"nineteen cells, left alone", append(cellsAt(2, 0), rowCells(0, 1)...), nil, 91, true, nil},
	} {
		v, ok := compile(sudoku.Classic, &sudoku.Rules{})
		if !ok {
			t.Fatal("compile")
		}
		st := slices.Clone(v.start)
		if got := v.newRangeNarrower().narrow(st, tc.plus, tc.minus, tc.total); got != tc.ok {
			t.Errorf("%s: ok %v, want %v", tc.name, got, tc.ok)
			continue
		}
		if !tc.ok {
			continue
		}
		for i, c := range append(slices.Clone(tc.plus), tc.minus...) {
			want := sudoku.FullSet(9)
			if tc.want != nil {
				want = tc.want[i]
			}
			if st[c] != want {
				t.Errorf("%s: r%dc%d %v, want %v", tc.name, c/9+1, c%9+1, st[c], want)
			}
		}
	}
}

// rowCells returns the cells of the given rows of a 9x9 grid.
func rowCells(rows ...int) []sudoku.Cell {
	var out []sudoku.Cell
	for _, r := range rows {
		for c := range 9 {
			out = append(out, sudoku.Classic.CellAt(r, c))
		}
	}
	return out
}

// TestZeroKillerInnies checks that compile fixes the nine cells the
// cages of Human solvable zero killer 1 leave, which add up to 9 (the
// grid's 405 less the cages' 396), to 1 at the start: a sum of nine
// cells that see none of the others, too large to be kept (maxTight),
// whose bounds narrow the cells all the same.
func TestZeroKillerInnies(t *testing.T) {
	for _, p := range puzzleset.AllPublished(t, "testdata") {
		if p.Name != "Human solvable zero killer 1" {
			continue
		}
		v, ok := compile(p.Puzzle.Grid.Shape(), &p.Puzzle.Rules)
		if !ok {
			t.Fatal("compile: no candidates")
		}
		caged := make([]bool, 81)
		for _, c := range p.Puzzle.Rules.Constraints {
			if x, ok := c.(sudoku.Cage); ok {
				for _, cell := range x.Cells {
					caged[cell] = true
				}
			}
		}
		free := 0
		for c, in := range caged {
			if in {
				continue
			}
			free++
			if v.start[c] != sudoku.Bit(1) {
				t.Errorf("r%dc%d starts with %v, want 1", c/9+1, c%9+1, v.start[c])
			}
		}
		if free != 9 {
			t.Errorf("%d cells outside the cages, want 9", free)
		}
		return
	}
	t.Fatal("Human solvable zero killer 1 not found")
}
