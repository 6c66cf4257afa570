package logic

import (
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// findWWing finds two cells with the same two candidates {x, y} that do
// not see each other, and a conjugate pair of x whose ends see one cell
// each: x is in one end, so one of the two cells is not x but y, and cells
// seeing both lose y. Cost: O(N^4 * links).
func findWWing(s *State) (Step, bool) {
	var buf [3 * sudoku.MaxN]strongLink
	for c1 := sudoku.Cell(0); int(c1) < s.shape.Cells(); c1++ {
		pair := s.cands[c1]
		if pair.Count() != 2 {
			continue
		}
		for c2 := c1 + 1; int(c2) < s.shape.Cells(); c2++ {
			if s.cands[c2] != pair || s.sees(c1, c2) {
				continue
			}
			for _, x := range pair.Digits() {
				y := pair.Without(x).Lowest()
				elims := s.seeAll(y, c1, c2)
				if len(elims) == 0 {
					continue
				}
				for _, l := range s.strongLinks(buf[:0], x) {
					for _, o := range [2][2]sudoku.Cell{{l.a, l.b}, {l.b, l.a}} {
						e1, e2 := o[0], o[1]
						if e1 == c1 || e2 == c2 || e1 == c2 || e2 == c1 || !s.sees(e1, c1) || !s.sees(e2, c2) {
							continue
						}
						st := Step{
							Technique:    WWing,
							Eliminations: elims,
							Cause:        []Mark{{c1, pair}, {c2, pair}, {e1, sudoku.Bit(x)}, {e2, sudoku.Bit(x)}},
							Houses:       []sudoku.House{l.h},
						}
						s.say(&st, "w-wing", argCell("Cell1", c1), argCell("Cell2", c2), argDigits("Digits", pair, JoinAnd),
							s.houseArg("House", l.h), argDigit("Link", x), argCell("End1", e1), argCell("End2", e2),
							argDigit("Digit", y), elimsArg(elims), argTechnique(WWing))
						return st, true
					}
				}
			}
		}
	}
	return Step{}, false
}
