package logic

import (
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

var nakedSubsetTechnique = [5]Technique{2: NakedPair, 3: NakedTriple, 4: NakedQuad}

func findNakedPair(s *State) (Step, bool)   { return findNakedSubset(s, 2) }
func findNakedTriple(s *State) (Step, bool) { return findNakedSubset(s, 3) }
func findNakedQuad(s *State) (Step, bool)   { return findNakedSubset(s, 4) }

// findNakedSubset finds k cells of one house whose candidates together
// are just k digits: those digits come out of the house's other cells.
// Cost: O(3N * C(N, k)).
func findNakedSubset(s *State, k int) (Step, bool) {
	var cells [sudoku.MaxN]sudoku.Cell
	var idx [4]int
	for h := sudoku.House(0); int(h) < s.houses(); h++ {
		n := 0
		empty := 0
		for _, c := range s.houseCells(h) {
			if cnt := s.cands[c].Count(); cnt > 0 {
				empty++
				if cnt <= k {
					cells[n] = c
					n++
				}
			}
		}
		if empty <= k {
			continue
		}
		for ok := firstCombo(idx[:k], n); ok; ok = nextCombo(idx[:k], n) {
			var union sudoku.Set
			for _, i := range idx[:k] {
				union |= s.cands[cells[i]]
			}
			if union.Count() != k {
				continue
			}
			var elims []Mark
			for _, c := range s.houseCells(h) {
				if x := s.cands[c] & union; x != 0 && !inCombo(cells[:n], idx[:k], c) {
					elims = append(elims, Mark{c, x})
				}
			}
			if len(elims) == 0 {
				continue
			}
			subset := make([]sudoku.Cell, k)
			cause := make([]Mark, k)
			for j, i := range idx[:k] {
				subset[j] = cells[i]
				cause[j] = Mark{cells[i], s.cands[cells[i]]}
			}
			t := nakedSubsetTechnique[k]
			st := Step{
				Technique:    t,
				Eliminations: elims,
				Cause:        cause,
				Houses:       []sudoku.House{h},
			}
			s.say(&st, "naked-subset", s.houseArg("House", h), argCells("Cells", subset, JoinAnd),
				argDigits("Digits", union, JoinAnd), elimsArg(elims), argTechnique(t))
			return st, true
		}
	}
	return Step{}, false
}

// inCombo reports whether c is one of the cells picked by idx.
func inCombo(cells []sudoku.Cell, idx []int, c sudoku.Cell) bool {
	for _, i := range idx {
		if cells[i] == c {
			return true
		}
	}
	return false
}
