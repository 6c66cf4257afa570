package logic

import (
	"fmt"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// findPointing finds a box where a digit fits only inside one row or
// column: the digit comes out of the rest of that line. Cost: O(N^3).
func findPointing(s *State) (Step, bool) {
	for b := 2 * s.n; b < 3*s.n; b++ {
		for d := sudoku.Digit(1); int(d) <= s.n; d++ {
			if st, ok := s.lockedCandidates(sudoku.House(b), d, Pointing); ok {
				return st, true
			}
		}
	}
	return Step{}, false
}

// findClaiming finds a row or column where a digit fits only inside one
// box: the digit comes out of the rest of that box. Cost: O(N^3).
func findClaiming(s *State) (Step, bool) {
	for l := 0; l < 2*s.n; l++ {
		for d := sudoku.Digit(1); int(d) <= s.n; d++ {
			if st, ok := s.lockedCandidates(sudoku.House(l), d, Claiming); ok {
				return st, true
			}
		}
	}
	return Step{}, false
}

// lockedCandidates checks whether d's places in house h all lie in one
// other house (a line for a box, a box for a line) that has d elsewhere.
func (s *State) lockedCandidates(h sudoku.House, d sudoku.Digit, t Technique) (Step, bool) {
	m := s.pos[h][d-1]
	if popcount(m) < 2 {
		return Step{}, false
	}
	var buf [sudoku.MaxN]sudoku.Cell
	cells := s.cellsOf(buf[:0], h, m)
	first := s.housesOf(cells[0])
	for k := range first {
		other := first[k]
		if other == h || (t == Pointing) == (s.shape.Kind(other) == sudoku.BoxHouse) {
			continue
		}
		inside := true
		for _, c := range cells[1:] {
			inside = inside && s.housesOf(c)[k] == other
		}
		if !inside {
			continue
		}
		var elims []Mark
		for _, c := range s.houseCells(other) {
			if s.cands[c].Has(d) && s.housesOf(c)[s.shape.Kind(h)] != h {
				elims = append(elims, Mark{c, sudoku.Bit(d)})
			}
		}
		if len(elims) == 0 {
			continue
		}
		cause := digitMarks(cells, d)
		return Step{
			Technique:    t,
			Eliminations: elims,
			Cause:        cause,
			Houses:       []sudoku.House{h, other},
			Text: fmt.Sprintf("In %s, %s fits only in %s, which lie in %s, so %s (%s)",
				s.shape.HouseName(h), d, cellNames(s.shape, cells), s.shape.HouseName(other),
				elimText(s.shape, elims), t.Name()),
		}, true
	}
	return Step{}, false
}
