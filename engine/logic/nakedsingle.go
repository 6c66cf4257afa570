package logic

import (
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// findNakedSingle finds an empty cell with one candidate left.
// Cost: O(N^2).
func findNakedSingle(s *State) (Step, bool) {
	for c := sudoku.Cell(0); int(c) < s.shape.Cells(); c++ {
		d, ok := s.cands[c].Single()
		if !ok {
			continue
		}
		hs := s.housesOf(c)
		st := Step{
			Technique:  NakedSingle,
			Houses:     hs[:],
			Placements: []Placement{{c, d}},
			Cause:      []Mark{{c, sudoku.Bit(d)}},
		}
		s.say(&st, "naked-single", argDigit("Digit", d), argCell("Cell", c), argTechnique(NakedSingle))
		return st, true
	}
	return Step{}, false
}
