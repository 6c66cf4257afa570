package logic

import (
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// findPointing finds a box (or jigsaw region) where a digit fits only
// inside one other house: a row or column, or under variant rules an extra
// house such as a diagonal or window. The digit comes out of the rest of
// that house. Cost: O(N^3).
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

// findClaiming finds a row or column, then an extra house, where a digit
// fits only inside one other house: a box, or under variant rules a
// region, an extra house, or a line (a window's digit on one row). The
// digit comes out of the rest of that house. Cost: O(N^3).
func findClaiming(s *State) (Step, bool) {
	for l := 0; l < s.houses(); l++ {
		if l == 2*s.n {
			l = 3 * s.n // the boxes point; they do not claim
			if l >= s.houses() {
				break
			}
		}
		for d := sudoku.Digit(1); int(d) <= s.n; d++ {
			if st, ok := s.lockedCandidates(sudoku.House(l), d, Claiming); ok {
				return st, true
			}
		}
	}
	return Step{}, false
}

// lockedCandidates checks whether d's places in house h all lie in one
// other house that has d elsewhere: a line for a box, a box for a line
// (classic rules); any house but a box for a box, any other house for
// the rest (variant rules). Two houses of classic rules meet in one line
// of a box; under variant rules any two that share two cells or more.
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
		if other == h || (t == Pointing) == (s.kind(other) == sudoku.BoxHouse) && (s.geo.plain || t == Pointing) {
			continue
		}
		inside := true
		for _, c := range cells[1:] {
			inside = inside && s.housesOf(c)[k] == other
		}
		if !inside {
			continue
		}
		if st, ok := s.lockedStep(h, d, t, cells, other); ok {
			return st, true
		}
	}
	for _, x := range s.moreOf(cells[0]) {
		if x.h == h {
			continue
		}
		inside := true
		for _, c := range cells[1:] {
			inside = inside && s.inHouse(c, x.h)
		}
		if !inside {
			continue
		}
		if st, ok := s.lockedStep(h, d, t, cells, x.h); ok {
			return st, true
		}
	}
	return Step{}, false
}

// lockedStep returns the step of d's places in house h, cells, lying in
// house other, when d has places in other outside h.
func (s *State) lockedStep(h sudoku.House, d sudoku.Digit, t Technique, cells []sudoku.Cell, other sudoku.House) (Step, bool) {
	var elims []Mark
	for _, c := range s.houseCells(other) {
		if s.cands[c].Has(d) && !s.inHouse(c, h) {
			elims = append(elims, Mark{c, sudoku.Bit(d)})
		}
	}
	if len(elims) == 0 {
		return Step{}, false
	}
	cause := digitMarks(cells, d)
	st := Step{
		Technique:    t,
		Eliminations: elims,
		Cause:        cause,
		Houses:       []sudoku.House{h, other},
	}
	s.say(&st, "intersection", s.houseArg("House", h), argDigit("Digit", d), argCells("Cells", cells, JoinAnd),
		s.houseArg("Other", other), elimsArg(elims), argTechnique(t))
	return st, true
}
