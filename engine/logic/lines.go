package logic

import (
	"slices"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Renban and between lines: the ways their cells can keep them (clueSupport).

// runOf returns the k digits from lo up.
func runOf(lo, k int) sudoku.Set { return sudoku.FullSet(k) << (lo - 1) }

// betweenGroups sets the groups of the between lines of g: their inner
// cells that share one of g's houses.
func (g *geometry) betweenGroups() {
	for k := range g.clues {
		cl := &g.clues[k]
		if cl.kind != betweenClue {
			continue
		}
		inner := cl.cells[1 : len(cl.cells)-1]
		for _, house := range g.houses {
			var group []int
			for i, c := range inner {
				if slices.Contains(house, c) {
					group = append(group, i+1)
				}
			}
			if len(group) > 1 && !slices.ContainsFunc(cl.groups, func(o []int) bool { return slices.Equal(o, group) }) {
				cl.groups = append(cl.groups, group)
			}
		}
	}
}

// betweenSupport is clueSupport for a between line: for each pair of end
// digits at least two apart, the inner cells take digits strictly between
// them, different where they share a house.
func (s *State) betweenSupport(cl *clue, opts, sup []sudoku.Set) {
	last := len(cl.cells) - 1
	var m matcher
	var scratch [sudoku.MaxN]sudoku.Set
	cands := make([]sudoku.Set, 0, sudoku.MaxN)
	for as := opts[0]; as != 0; as &= as - 1 {
		a := int(as.Lowest())
	ends:
		for bs := opts[last]; bs != 0; bs &= bs - 1 {
			b := int(bs.Lowest())
			lo, hi := min(a, b), max(a, b)
			if hi-lo < 2 {
				continue
			}
			inside := runOf(lo+1, hi-lo-1)
			for i := 1; i < last; i++ {
				if opts[i]&inside == 0 {
					continue ends
				}
			}
			for _, group := range cl.groups {
				cands = cands[:0]
				for _, i := range group {
					cands = append(cands, opts[i])
				}
				if !m.support(cands, inside, scratch[:len(group)]) {
					continue ends
				}
			}
			sup[0] = sup[0].With(sudoku.Digit(a))
			sup[last] = sup[last].With(sudoku.Digit(b))
			for i := 1; i < last; i++ {
				sup[i] |= opts[i] & inside
			}
		}
	}
}
