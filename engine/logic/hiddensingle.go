package logic

import (
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// findHiddenSingleBox finds a digit that fits in only one cell of a box
// (or jigsaw region).
// Cost: O(N^2).
func findHiddenSingleBox(s *State) (Step, bool) {
	return findHiddenSingle(s, sudoku.House(2*s.n), sudoku.House(3*s.n), HiddenSingleBox)
}

// findHiddenSingleLine finds a digit that fits in only one cell of a row
// or column, then of an extra house (a diagonal, a window). Cost: O(N^2).
func findHiddenSingleLine(s *State) (Step, bool) {
	if st, ok := findHiddenSingle(s, 0, sudoku.House(2*s.n), HiddenSingleLine); ok {
		return st, true
	}
	return findHiddenSingle(s, sudoku.House(3*s.n), sudoku.House(s.houses()), HiddenSingleLine)
}

// findHiddenSingle searches houses from..to-1, digits in increasing order.
func findHiddenSingle(s *State, from, to sudoku.House, t Technique) (Step, bool) {
	for h := from; h < to; h++ {
		for d := sudoku.Digit(1); int(d) <= s.n; d++ {
			m := s.pos[h][d-1]
			if m == 0 || m&(m-1) != 0 {
				continue
			}
			c := s.houseCells(h)[trailing(m)]
			st := Step{
				Technique:  t,
				Placements: []Placement{{c, d}},
				Cause:      []Mark{{c, sudoku.Bit(d)}},
				Houses:     []sudoku.House{h},
			}
			s.say(&st, "hidden-single", s.houseArg("House", h), argDigit("Digit", d), argCell("Cell", c), argTechnique(t))
			return st, true
		}
	}
	return Step{}, false
}
