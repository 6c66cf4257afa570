package logic

import (
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// findFullHouse finds a house with one empty cell: it takes the one digit
// the house is missing. Houses are searched rows, columns, then boxes.
// Cost: O(N^2).
func findFullHouse(s *State) (Step, bool) {
	for h := sudoku.House(0); int(h) < s.houses(); h++ {
		var last sudoku.Cell
		empty := 0
		for _, c := range s.houseCells(h) {
			if s.grid.At(c) == 0 {
				empty++
				last = c
			}
		}
		if empty != 1 {
			continue
		}
		d, ok := s.cands[last].Single()
		if !ok {
			continue // a broken state; Next reports it
		}
		st := Step{
			Technique:  FullHouse,
			Placements: []Placement{{last, d}},
			Cause:      []Mark{{last, sudoku.Bit(d)}},
			Houses:     []sudoku.House{h},
		}
		s.say(&st, "full-house", argCell("Cell", last), s.houseArg("House", h), argDigit("Digit", d), argTechnique(FullHouse))
		return st, true
	}
	return Step{}, false
}
