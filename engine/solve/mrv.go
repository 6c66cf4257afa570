package solve

import (
	"context"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// mrv is the plain baseline of seeds 002 and 004: place forced cells, then
// guess on the cell with the fewest candidates, recursively.
type mrv struct {
	shape  sudoku.Shape
	cells  []sudoku.Digit
	cands  []sudoku.Set
	limit  int
	found  int
	first  sudoku.Grid
	nodes  int64
	budget int64
	ctx    context.Context
	err    error
}

func countMRV(g sudoku.Grid, limit int, budget int64, ctx context.Context) (int, sudoku.Grid, error) {
	s := &mrv{shape: g.Shape(), limit: limit, budget: budget, ctx: ctx}
	n := s.shape.Cells()
	s.cells = make([]sudoku.Digit, n)
	for c := range s.cells {
		s.cells[c] = g.At(sudoku.Cell(c))
	}
	s.cands = g.Candidates()
	s.recurse()
	return s.found, s.first, s.err
}

func (s *mrv) recurse() {
	best, bestCount := -1, sudoku.MaxN+1
	for c, d := range s.cells {
		if d != 0 {
			continue
		}
		k := s.cands[c].Count()
		if k == 0 {
			return
		}
		if k < bestCount {
			best, bestCount = c, k
			if k == 1 {
				break
			}
		}
	}
	if best < 0 {
		s.found++
		if s.found == 1 {
			s.first = sudoku.NewGrid(s.shape)
			for c, d := range s.cells {
				s.first.Set(sudoku.Cell(c), d)
			}
		}
		return
	}
	s.nodes++
	if s.nodes > s.budget {
		s.err = ErrBudget
		return
	}
	if s.ctx != nil && s.nodes&1023 == 0 && s.ctx.Err() != nil {
		s.err = s.ctx.Err()
		return
	}
	saved := append([]sudoku.Set(nil), s.cands...)
	for set := s.cands[best]; set != 0; set &= set - 1 {
		d := set.Lowest()
		s.cells[best] = d
		for _, p := range s.shape.Peers(sudoku.Cell(best)) {
			s.cands[p] = s.cands[p].Without(d)
		}
		s.recurse()
		if s.err != nil || s.found >= s.limit {
			return
		}
		copy(s.cands, saved)
	}
	s.cells[best] = 0
}
