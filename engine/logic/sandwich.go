package logic

import (
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// sandwichSupport is clueSupport for a sandwich clue: for each place of
// the 1 and the N, the cells between them take a set of digits adding up
// to the total and the cells outside the rest, each cell one of its
// options.
func (s *State) sandwichSupport(cl *clue, opts, sup []sudoku.Set) {
	n := s.n
	one, top := sudoku.Bit(1), sudoku.Bit(sudoku.Digit(n))
	fillings := sudoku.FullSet(n) &^ one &^ top
	var m matcher
	var midSup, outSup [sudoku.MaxN]sudoku.Set
	mid := make([]sudoku.Set, 0, n)
	out := make([]sudoku.Set, 0, n)
	for i := range opts {
		for j := range opts {
			if i == j || opts[i]&one == 0 || opts[j]&top == 0 {
				continue
			}
			a, b := min(i, j), max(i, j)
			mid, out = mid[:0], out[:0]
			var union sudoku.Set
			for x := range opts {
				switch {
				case x == i || x == j:
				case x > a && x < b:
					mid = append(mid, opts[x]&fillings)
					union |= opts[x] & fillings
				default:
					out = append(out, opts[x]&fillings)
				}
			}
			sets, ok := digitSets(union, len(mid), cl.total, maxCageWays)
			if !ok {
				// Too many ways to look at: keep every option.
				copy(sup, opts)
				return
			}
			for _, set := range sets {
				clear(midSup[:len(mid)])
				clear(outSup[:len(out)])
				if !m.support(mid, set, midSup[:len(mid)]) || !m.support(out, fillings&^set, outSup[:len(out)]) {
					continue
				}
				sup[i], sup[j] = sup[i]|one, sup[j]|top
				im, io := 0, 0
				for x := range opts {
					switch {
					case x == i || x == j:
					case x > a && x < b:
						sup[x] |= midSup[im]
						im++
					default:
						sup[x] |= outSup[io]
						io++
					}
				}
			}
		}
	}
}
