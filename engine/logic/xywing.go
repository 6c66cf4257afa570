package logic

import (
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// findXYWing finds a pivot cell with candidates {x, y} that sees two
// pincers {x, z} and {y, z}: whichever the pivot holds, one pincer is z,
// so cells seeing both pincers lose z. Cost: O(N^2 * peers^2).
func findXYWing(s *State) (Step, bool) {
	return findWing(s, 2, XYWing)
}

// findWing finds XY-Wings (pivot of 2 candidates) and XYZ-Wings (pivot of
// 3 candidates, which also holds z, so eliminated cells must see it too).
func findWing(s *State, pivotSize int, t Technique) (Step, bool) {
	for pivot := sudoku.Cell(0); int(pivot) < s.shape.Cells(); pivot++ {
		pc := s.cands[pivot]
		if pc.Count() != pivotSize {
			continue
		}
		peers := s.peers(pivot)
		for i, p1 := range peers {
			c1 := s.cands[p1]
			if c1.Count() != 2 || (c1&pc).Count() != 1 && pivotSize == 2 || c1&^pc != 0 && pivotSize == 3 {
				continue
			}
			for _, p2 := range peers[i+1:] {
				c2 := s.cands[p2]
				if c2.Count() != 2 || c2 == c1 {
					continue
				}
				var z sudoku.Set
				if pivotSize == 2 {
					z = c1 & c2 &^ pc
					if z.Count() != 1 || (c1|c2|pc).Count() != 3 {
						continue
					}
				} else {
					z = c1 & c2
					if c2&^pc != 0 || z.Count() != 1 {
						continue
					}
				}
				zd := z.Lowest()
				cells := []sudoku.Cell{p1, p2}
				if pivotSize == 3 {
					cells = append(cells, pivot)
				}
				elims := s.seeAll(zd, cells...)
				if len(elims) == 0 {
					continue
				}
				st := Step{
					Technique:    t,
					Eliminations: elims,
					Cause:        []Mark{{pivot, pc}, {p1, c1}, {p2, c2}},
					Houses:       s.sharedHouses(pivot, p1, p2),
				}
				s.say(&st, "wing", argCell("Pivot", pivot), argDigits("Digits", pc, JoinAnd), argCell("Pincer1", p1),
					argCell("Pincer2", p2), argDigit("Digit", zd), elimsArg(elims), argTechnique(t))
				return st, true
			}
		}
	}
	return Step{}, false
}

// sharedHouses returns the house pivot shares with each of p1 and p2, but
// none for a pincer that sees the pivot only by a move (anti-knight).
func (s *State) sharedHouses(pivot, p1, p2 sudoku.Cell) []sudoku.House {
	hs := make([]sudoku.House, 0, 2)
	for _, p := range [2]sudoku.Cell{p1, p2} {
		if h := s.sharedHouse(pivot, p); h >= 0 {
			hs = append(hs, h)
		}
	}
	return hs
}
