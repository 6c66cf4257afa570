package logic

import (
	"testing"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// TestPairRule checks the rules between two cells in the four forms of
// the killer tests: a white dot beside a 5, a black dot's digits, an X
// beside a 3, whispers beside a 1, a thermometer's bounds.
func TestPairRule(t *testing.T) {
	set := sudoku.SetOf
	for _, f := range forms {
		two := func(a, b string) (sudoku.Cell, sudoku.Cell) {
			cs := f.cells(a, b)
			return cs[0], cs[1]
		}
		a, b := two("r1c1", "r1c2")
		c, _ := two("r1c3", "r1c3")
		tests := []struct {
			name   string
			rule   sudoku.Constraint
			givens map[sudoku.Cell]sudoku.Digit
			cell   sudoku.Cell
			want   sudoku.Set
		}{
			{"white dot", sudoku.Kropki{A: a, B: b}, map[sudoku.Cell]sudoku.Digit{a: 5}, b, set(4, 6)},
			{"black dot", sudoku.Kropki{A: a, B: b, Black: true}, nil, b, set(1, 2, 3, 4, 6, 8)},
			{"X", sudoku.XV{A: a, B: b, Sum: 10}, map[sudoku.Cell]sudoku.Digit{a: 3}, b, set(7)},
			{"whispers", sudoku.Whisper{Cells: []sudoku.Cell{a, b}}, map[sudoku.Cell]sudoku.Digit{a: 1}, b, set(6, 7, 8, 9)},
			{"thermometer bulb", sudoku.Thermo{Cells: []sudoku.Cell{a, b, c}}, nil, a, set(1, 2, 3, 4, 5, 6, 7)},
			{"thermometer tip", sudoku.Thermo{Cells: []sudoku.Cell{a, b, c}}, nil, c, set(3, 4, 5, 6, 7, 8, 9)},
		}
		for _, tt := range tests {
			g := sudoku.NewGrid(sudoku.Classic)
			for cell, d := range tt.givens {
				g.Set(cell, d)
			}
			s, err := FromPuzzle(sudoku.Puzzle{Grid: g, Rules: sudoku.Rules{Constraints: []sudoku.Constraint{tt.rule}}})
			if err != nil {
				t.Fatalf("%s, %s: %v", f.name, tt.name, err)
			}
			// The rule's steps until it rests.
			for range 10 {
				st, ok := findPairRule(s)
				if !ok {
					break
				}
				if st.Technique != PairRule {
					t.Fatalf("%s, %s: %v", f.name, tt.name, st.Technique)
				}
				if err := st.Apply(s); err != nil {
					t.Fatal(err)
				}
			}
			if got := s.Candidates(tt.cell); got != tt.want {
				t.Errorf("%s, %s: %s holds %v, want %v", f.name, tt.name, sudoku.Classic.CellName(tt.cell), got, tt.want)
			}
		}
	}
}
