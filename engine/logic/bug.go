package logic

import (
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// findBUGPlus1 finds a bivalue universal grave plus one: every empty cell
// holds two candidates but one, which holds three, and without one digit of
// that cell every house would have each missing digit in exactly two
// cells. That pattern has two solutions or none, so, for a puzzle with one
// solution, the cell takes the digit. Assumes a unique solution.
// Cost: O(N^2).
func findBUGPlus1(s *State) (Step, bool) {
	var three sudoku.Cell = -1
	for c := sudoku.Cell(0); int(c) < s.shape.Cells(); c++ {
		switch s.cands[c].Count() {
		case 0, 2:
		case 3:
			if three >= 0 {
				return Step{}, false
			}
			three = c
		default:
			return Step{}, false
		}
	}
	if three < 0 {
		return Step{}, false
	}
	hs := s.housesOf(three)
	for ds := s.cands[three]; ds != 0; ds &= ds - 1 {
		d := ds.Lowest()
		ok := true
		for h := sudoku.House(0); int(h) < s.houses() && ok; h++ {
			for e := sudoku.Digit(1); int(e) <= s.n && ok; e++ {
				n := popcount(s.pos[h][e-1])
				if e == d && (h == hs[0] || h == hs[1] || h == hs[2]) {
					n--
				}
				ok = n == 0 || n == 2
			}
		}
		if !ok {
			continue
		}
		st := Step{
			Technique:  BUGPlus1,
			Placements: []Placement{{three, d}},
			Cause:      []Mark{{three, s.cands[three]}},
			Houses:     hs[:],
		}
		s.say(&st, "bug-plus-1", argCell("Cell", three), argDigit("Digit", d), argTechnique(BUGPlus1))
		return st, true
	}
	return Step{}, false
}
