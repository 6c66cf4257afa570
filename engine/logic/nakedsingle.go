package logic

import (
	"fmt"

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
		return Step{
			Technique:  NakedSingle,
			Houses:     hs[:],
			Placements: []Placement{{c, d}},
			Cause:      []Mark{{c, sudoku.Bit(d)}},
			Text: fmt.Sprintf("%s is the only candidate left in %s (naked single)",
				d, s.shape.CellName(c)),
		}, true
	}
	return Step{}, false
}
