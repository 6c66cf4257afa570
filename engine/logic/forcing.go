package logic

import (
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// candidateOrder returns the empty cells by increasing number of
// candidates, then in cell order: forcing chains and trial and error try
// the most constrained cells first.
func candidateOrder(s *State) []sudoku.Cell {
	var order []sudoku.Cell
	for k := 2; k <= s.n; k++ {
		for c := sudoku.Cell(0); int(c) < s.shape.Cells(); c++ {
			if s.cands[c].Count() == k {
				order = append(order, c)
			}
		}
	}
	return order
}

// findContradictionChain assumes each candidate in turn and follows the
// singles it forces; when they reach a contradiction (a cell with no
// candidate, or a house with no place for a digit) the candidate goes.
// The rating grows with the number of singles followed.
// Cost: O(candidates * N^2 * rounds).
func findContradictionChain(s *State) (Step, bool) {
	for _, c := range candidateOrder(s) {
		for ds := s.cands[c]; ds != 0; ds &= ds - 1 {
			d := ds.Lowest()
			t := *s
			t.Place(c, d)
			n, ok := propagate(&t)
			if ok {
				continue
			}
			elims := []Mark{{c, sudoku.Bit(d)}}
			st := Step{
				Technique:    ContradictionChain,
				Rating:       ContradictionChain.Rating() + lengthBonus(n+1),
				Eliminations: elims,
				Cause:        []Mark{{c, s.cands[c]}},
			}
			reason, _, broken := t.broken()
			if !broken {
				reason = msg("broken-none")
			}
			s.say(&st, "contradiction-chain", argCell("Cell", c), argDigit("Digit", d), argCount(n),
				argMessage("Reason", reason), elimsArg(elims), argTechnique(ContradictionChain))
			return st, true
		}
	}
	return Step{}, false
}

// findCellForcingChain tries every candidate of one cell, following the
// singles each forces: a digit placed in a cell by every branch is
// certain. Cells are tried most constrained first.
// Cost: O(candidates * N^2 * rounds).
func findCellForcingChain(s *State) (Step, bool) {
	var branches []State
	for _, c := range candidateOrder(s) {
		branches = branches[:0]
		for ds := s.cands[c]; ds != 0; ds &= ds - 1 {
			branches = append(branches, *s)
			branches[len(branches)-1].Place(c, ds.Lowest())
		}
		if st, ok := forcedStep(s, branches, CellForcingChain, []Mark{{c, s.cands[c]}}, "cell-forcing",
			argDigits("Digits", s.cands[c], JoinAnd), argCell("Cell", c)); ok {
			return st, true
		}
	}
	return Step{}, false
}

// findRegionForcingChain tries every place of a digit in a house,
// following the singles each forces: a digit placed in a cell by every
// branch is certain. Cost: O(3N * N * N * N^2 * rounds).
func findRegionForcingChain(s *State) (Step, bool) {
	var branches []State
	for size := 2; size <= s.n; size++ {
		for h := sudoku.House(0); int(h) < s.houses(); h++ {
			for d := sudoku.Digit(1); int(d) <= s.n; d++ {
				m := s.pos[h][d-1]
				if popcount(m) != size {
					continue
				}
				var buf [sudoku.MaxN]sudoku.Cell
				cells := s.cellsOf(buf[:0], h, m)
				branches = branches[:0]
				for _, c := range cells {
					branches = append(branches, *s)
					branches[len(branches)-1].Place(c, d)
				}
				if st, ok := forcedStep(s, branches, RegionForcingChain, digitMarks(cells, d), "region-forcing",
					argDigit("Digit", d), s.houseArg("House", h), argCells("Cells", cells, JoinAnd)); ok {
					st.Houses = []sudoku.House{h}
					return st, true
				}
			}
		}
	}
	return Step{}, false
}

// forcedStep propagates singles in every branch and returns the
// placements all branches agree on; when there are none, the candidates
// every branch removes. Branches that break are left out (a contradiction
// chain, rated lower, would already have removed their assumption). The
// step's message is kind+"-place" or kind+"-elims", with the branches'
// arguments lead.
func forcedStep(s *State, branches []State, t Technique, cause []Mark, kind string, lead ...Arg) (Step, bool) {
	longest := 0
	live := branches[:0]
	for i := range branches {
		n, ok := propagate(&branches[i])
		if ok {
			live = append(live, branches[i])
			longest = max(longest, n)
		}
	}
	if len(live) < 2 {
		return Step{}, false
	}
	var places []Placement
	var elims []Mark
	for c := sudoku.Cell(0); int(c) < s.shape.Cells(); c++ {
		if s.grid.At(c) != 0 {
			continue
		}
		d := live[0].grid.At(c)
		gone := s.cands[c]
		for i := range live {
			b := &live[i]
			if b.grid.At(c) != d {
				d = 0
			}
			still := b.cands[c]
			if p := b.grid.At(c); p != 0 {
				still = sudoku.Bit(p)
			}
			gone &^= still
		}
		if d != 0 {
			places = append(places, Placement{c, d})
		}
		if gone != 0 {
			elims = append(elims, Mark{c, gone})
		}
	}
	rating := t.Rating() + lengthBonus(longest+1)
	if len(places) > 0 {
		p := places[0]
		st := Step{
			Technique:  t,
			Rating:     rating,
			Placements: []Placement{p},
			Cause:      cause,
		}
		s.say(&st, kind+"-place", append(lead, argDigit("Placed", p.Digit), argCell("Target", p.Cell), argTechnique(t))...)
		return st, true
	}
	if len(elims) == 0 {
		return Step{}, false
	}
	st := Step{
		Technique:    t,
		Rating:       rating,
		Eliminations: elims,
		Cause:        cause,
	}
	s.say(&st, kind+"-elims", append(lead, elimsArg(elims), argTechnique(t))...)
	return st, true
}
