package sudoku_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// cellsNamed returns the cells "r1c2 r3c4 ..." of a 9x9 grid.
func cellsNamed(names ...string) []sudoku.Cell {
	var out []sudoku.Cell
	for _, n := range names {
		var r, c int
		if _, err := fmt.Sscanf(n, "r%dc%d", &r, &c); err != nil {
			panic(err)
		}
		out = append(out, sudoku.Classic.CellAt(r-1, c-1))
	}
	return out
}

// TestLeftoverSums checks the rule of leftovers on row 1 of a 9x9 grid:
// innies, outies and innies less outies, and a cage without a total.
func TestLeftoverSums(t *testing.T) {
	cage := func(sum int, names ...string) sudoku.Constraint {
		return sudoku.Cage{Sum: sum, Cells: cellsNamed(names...)}
	}
	type sum struct {
		kind        sudoku.LeftoverKind
		plus, minus []sudoku.Cell
		total       int
	}
	tests := []struct {
		name  string
		cages []sudoku.Constraint
		want  []sum // row 1's sums
	}{
		{"innie", []sudoku.Constraint{cage(3, "r1c1", "r1c2"), cage(7, "r1c3", "r1c4"), cage(11, "r1c5", "r1c6"), cage(15, "r1c7", "r1c8")},
			[]sum{{sudoku.Innies, cellsNamed("r1c9"), nil, 9}}},
		{"outie", []sudoku.Constraint{cage(25, "r1c1", "r1c2", "r1c3", "r1c4", "r1c5", "r2c1"), cage(25, "r1c6", "r1c7", "r1c8", "r1c9")},
			[]sum{
				{sudoku.Innies, cellsNamed("r1c1", "r1c2", "r1c3", "r1c4", "r1c5"), nil, 20},
				{sudoku.Outies, cellsNamed("r2c1"), nil, 5},
			}},
		{"innies less outies", []sudoku.Constraint{cage(25, "r1c1", "r1c2", "r1c3", "r1c4", "r1c5", "r2c5"), cage(15, "r1c6", "r1c7", "r1c8")},
			[]sum{
				{sudoku.Innies, cellsNamed("r1c1", "r1c2", "r1c3", "r1c4", "r1c5", "r1c9"), nil, 30},
				{sudoku.InniesLessOuties, cellsNamed("r1c9"), cellsNamed("r2c5"), 5},
			}},
		{"a cage without a total inside", []sudoku.Constraint{cage(0, "r1c1", "r1c2"), cage(7, "r1c3", "r1c4")},
			nil},
		{"a cage without a total reaching out", []sudoku.Constraint{cage(0, "r1c1", "r2c1"), cage(7, "r1c3", "r1c4")},
			[]sum{{sudoku.Innies, cellsNamed("r1c1", "r1c2", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9"), nil, 38}}},
		// Overlapping cages: a set that shares no cell, the later cage
		// sharing a cell left out.
		{"overlapping cages", []sudoku.Constraint{cage(3, "r1c1", "r1c2"), cage(7, "r1c3", "r1c4"), cage(11, "r1c5", "r1c6"),
			cage(15, "r1c7", "r1c8"), cage(17, "r1c8", "r1c9")},
			[]sum{{sudoku.Innies, cellsNamed("r1c9"), nil, 9}}},
		{"overlapping cages, the one with a total kept", []sudoku.Constraint{cage(0, "r1c8", "r1c9"), cage(3, "r1c1", "r1c2"),
			cage(7, "r1c3", "r1c4"), cage(11, "r1c5", "r1c6"), cage(15, "r1c7", "r1c8")},
			[]sum{{sudoku.Innies, cellsNamed("r1c9"), nil, 9}}},
		{"a cage inside a cage", []sudoku.Constraint{cage(3, "r1c1", "r1c2"), cage(6, "r1c1", "r1c2", "r1c3"), cage(7, "r1c3", "r1c4")},
			[]sum{{sudoku.Innies, cellsNamed("r1c5", "r1c6", "r1c7", "r1c8", "r1c9"), nil, 35}}},
	}
	for _, tt := range tests {
		r := sudoku.Rules{Constraints: tt.cages}
		var got []sum
		for _, ls := range sudoku.LeftoverSums(sudoku.Classic, &r) {
			if ls.AreaName == "row 1" {
				if ls.Houses != 1 || len(ls.Area) != 9 {
					t.Errorf("%s: row 1 as %d houses of %d cells", tt.name, ls.Houses, len(ls.Area))
				}
				got = append(got, sum{ls.Kind, slices.Sorted(slices.Values(ls.Plus)), slices.Sorted(slices.Values(ls.Minus)), ls.Total})
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(tt.want) {
			t.Errorf("%s: row 1 gives %v, want %v", tt.name, got, tt.want)
		}
	}
	if got := sudoku.LeftoverSums(sudoku.Classic, &sudoku.Rules{}); got != nil {
		t.Errorf("no cages: %v", got)
	}
}

// BenchmarkLeftoverSums times the sums of a killer of 27 cages of three
// cells: what every compilation of a killer for the solver, and every
// logic state of one, starts with.
func BenchmarkLeftoverSums(b *testing.B) {
	s := sudoku.Classic
	var r sudoku.Rules
	for row := 0; row < 9; row++ {
		for k := 0; k < 3; k++ {
			cells := []sudoku.Cell{s.CellAt(row, 3*k), s.CellAt(row, 3*k+1), s.CellAt(row, 3*k+2)}
			r.Constraints = append(r.Constraints, sudoku.Cage{Cells: cells, Sum: 15})
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		sudoku.LeftoverSums(s, &r)
	}
}
