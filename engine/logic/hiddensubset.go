package logic

import (
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

var hiddenSubsetTechnique = [5]Technique{2: HiddenPair, 3: HiddenTriple, 4: HiddenQuad}

func findHiddenPair(s *State) (Step, bool)   { return findHiddenSubset(s, 2) }
func findHiddenTriple(s *State) (Step, bool) { return findHiddenSubset(s, 3) }
func findHiddenQuad(s *State) (Step, bool)   { return findHiddenSubset(s, 4) }

// findHiddenSubset finds k digits that fit, within one house, only in the
// same k cells: those cells lose their other candidates.
// Cost: O(3N * C(N, k)).
func findHiddenSubset(s *State, k int) (Step, bool) {
	var digits [sudoku.MaxN]sudoku.Digit
	var idx [4]int
	for h := sudoku.House(0); int(h) < s.houses(); h++ {
		n, missing := 0, 0
		for d := sudoku.Digit(1); int(d) <= s.n; d++ {
			if cnt := popcount(s.pos[h][d-1]); cnt > 0 {
				missing++
				if cnt <= k {
					digits[n] = d
					n++
				}
			}
		}
		if missing <= k {
			continue
		}
		for ok := firstCombo(idx[:k], n); ok; ok = nextCombo(idx[:k], n) {
			var where uint32
			var set sudoku.Set
			for _, i := range idx[:k] {
				where |= s.pos[h][digits[i]-1]
				set = set.With(digits[i])
			}
			if popcount(where) != k {
				continue
			}
			var buf [4]sudoku.Cell
			cells := s.cellsOf(buf[:0], h, where)
			var elims []Mark
			for _, c := range cells {
				if x := s.cands[c] &^ set; x != 0 {
					elims = append(elims, Mark{c, x})
				}
			}
			if len(elims) == 0 {
				continue
			}
			cause := make([]Mark, len(cells))
			for i, c := range cells {
				cause[i] = Mark{c, s.cands[c] & set}
			}
			t := hiddenSubsetTechnique[k]
			st := Step{
				Technique:    t,
				Eliminations: elims,
				Cause:        cause,
				Houses:       []sudoku.House{h},
			}
			s.say(&st, "hidden-subset", s.houseArg("House", h), argDigits("Digits", set, JoinAnd),
				argCells("Cells", cells, JoinAnd), elimsArg(elims), argTechnique(t))
			return st, true
		}
	}
	return Step{}, false
}
