package logic

import (
	"fmt"

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
			return Step{
				Technique:    ContradictionChain,
				Rating:       ContradictionChain.Rating() + lengthBonus(n+1),
				Eliminations: elims,
				Cause:        []Mark{{c, s.cands[c]}},
				Text: fmt.Sprintf("If %s were %s, the %d %s that follow would leave %s, so %s (%s)",
					s.shape.CellName(c), d, n, plural(n, "single", "singles"), brokenReason(&t),
					elimText(s.shape, elims), ContradictionChain.Name()),
			}, true
		}
	}
	return Step{}, false
}

// brokenReason describes a broken state's contradiction for a sentence.
func brokenReason(t *State) string {
	err := t.Broken()
	if err == nil {
		return "no solution"
	}
	return err.(*StateError).Msg
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
		if st, ok := forcedStep(s, branches, CellForcingChain, []Mark{{c, s.cands[c]}},
			fmt.Sprintf("Whichever of %s %s holds", digitNames(s.cands[c]), s.shape.CellName(c))); ok {
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
				if st, ok := forcedStep(s, branches, RegionForcingChain, digitMarks(cells, d),
					fmt.Sprintf("Wherever %s goes in %s (%s)", d, s.houseName(h), cellNames(s.shape, cells))); ok {
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
// chain, rated lower, would already have removed their assumption).
func forcedStep(s *State, branches []State, t Technique, cause []Mark, lead string) (Step, bool) {
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
		return Step{
			Technique:  t,
			Rating:     rating,
			Placements: []Placement{p},
			Cause:      cause,
			Text: fmt.Sprintf("%s, the singles that follow put %s in %s, so it goes there (%s)",
				lead, p.Digit, s.shape.CellName(p.Cell), t.Name()),
		}, true
	}
	if len(elims) == 0 {
		return Step{}, false
	}
	return Step{
		Technique:    t,
		Rating:       rating,
		Eliminations: elims,
		Cause:        cause,
		Text: fmt.Sprintf("%s, the singles that follow remove the same candidates, so %s (%s)",
			lead, elimText(s.shape, elims), t.Name()),
	}, true
}
