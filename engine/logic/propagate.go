package logic

import "github.com/sudoku-app/sudoku/engine/sudoku"

// propagate places naked and hidden singles in s until none is left (and
// the last digit of a killer cage; a placed digit clears what a rule
// between two cells forbids beside it), and reports false as soon as s
// shows a contradiction: an empty cell with no candidate, a house with no
// place for a digit it lacks, a cage that cannot make its total, or two
// placed digits that break a rule between them. It returns the
// number of digits placed. Forcing chains and trial and error build on it.
// Cost: O(N^2) per round, one round per wave of placements.
func propagate(s *State) (int, bool) {
	placed := 0
	cells, houses, all := s.shape.Cells(), s.houses(), sudoku.FullSet(s.n)
	for changed := true; changed; {
		changed = false
		for c := sudoku.Cell(0); int(c) < cells; c++ {
			if s.grid.At(c) != 0 {
				continue
			}
			cs := s.cands[c]
			if cs == 0 {
				return placed, false
			}
			if cs&(cs-1) == 0 {
				s.Place(c, cs.Lowest())
				placed++
				changed = true
			}
		}
		for h := sudoku.House(0); int(h) < houses; h++ {
			for ds := all &^ s.placed[h]; ds != 0; ds &= ds - 1 {
				d := ds.Lowest()
				m := s.pos[h][d-1]
				if m == 0 {
					return placed, false
				}
				if m&(m-1) == 0 {
					s.Place(s.houseCells(h)[trailing(m)], d)
					placed++
					changed = true
				}
			}
		}
		if len(s.geo.cages) > 0 {
			n, ok := s.cageSingles()
			if !ok {
				return placed + n, false
			}
			placed += n
			changed = changed || n > 0
		}
		if len(s.geo.pairs) > 0 {
			cut, ok := s.pairChecks()
			if !ok {
				return placed, false
			}
			changed = changed || cut
		}
		if len(s.geo.clues) > 0 {
			cut, ok := s.clueChecks()
			if !ok {
				return placed, false
			}
			changed = changed || cut
		}
	}
	return placed, true
}
