package solve

import (
	"context"
	"runtime"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// mrv is the plain baseline of seeds 002 and 004, kept so benchmarks can
// measure the real solvers against it: backtracking that always fills a
// cell with the fewest candidates, found in a bucket queue (the empty cells
// filed by candidate count, seed 004's "array of sets of cells"). Placing a
// digit updates the candidates and buckets of the cell's peers; a trail
// undoes that on backtrack. Cost per placement: O(peers); no propagation
// beyond that.
type mrv struct {
	shape  sudoku.Shape
	cells  []sudoku.Digit
	cands  []sudoku.Set
	bucket [sudoku.MaxN + 1][]sudoku.Cell // bucket[k]: empty cells with k candidates
	pos    []int                          // pos[c]: index of empty cell c in its bucket
	trail  []sudoku.Cell                  // peers that lost a digit, in order
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
	s.pos = make([]int, n)
	s.cands = g.Candidates()
	for c := range s.cells {
		s.cells[c] = g.At(sudoku.Cell(c))
		if s.cells[c] == 0 {
			s.file(sudoku.Cell(c))
		}
	}
	s.recurse()
	return s.found, s.first, s.err
}

// file puts empty cell c in the bucket of its candidate count.
func (s *mrv) file(c sudoku.Cell) {
	k := s.cands[c].Count()
	s.pos[c] = len(s.bucket[k])
	s.bucket[k] = append(s.bucket[k], c)
}

// unfile takes empty cell c out of its bucket.
func (s *mrv) unfile(c sudoku.Cell) {
	b := s.bucket[s.cands[c].Count()]
	last := b[len(b)-1]
	b[s.pos[c]] = last
	s.pos[last] = s.pos[c]
	s.bucket[s.cands[c].Count()] = b[:len(b)-1]
}

func (s *mrv) recurse() {
	k := 0
	for k <= sudoku.MaxN && len(s.bucket[k]) == 0 {
		k++
	}
	if k > sudoku.MaxN {
		s.found++
		if s.found == 1 {
			s.first = sudoku.NewGrid(s.shape)
			for c, d := range s.cells {
				s.first.Set(sudoku.Cell(c), d)
			}
		}
		return
	}
	if k == 0 {
		return // an empty cell has no candidate left
	}
	s.nodes++
	if s.nodes > s.budget {
		s.err = ErrBudget
		return
	}
	if s.ctx != nil && s.nodes&1023 == 0 && s.yieldErr() != nil {
		s.err = s.ctx.Err()
		return
	}
	best := s.bucket[k][len(s.bucket[k])-1]
	s.unfile(best)
	for set := s.cands[best]; set != 0; set &= set - 1 {
		d := set.Lowest()
		s.cells[best] = d
		mark := len(s.trail)
		for _, p := range s.shape.Peers(best) {
			if s.cells[p] == 0 && s.cands[p].Has(d) {
				s.unfile(p)
				s.cands[p] = s.cands[p].Without(d)
				s.file(p)
				s.trail = append(s.trail, p)
			}
		}
		s.recurse()
		for len(s.trail) > mark {
			p := s.trail[len(s.trail)-1]
			s.trail = s.trail[:len(s.trail)-1]
			s.unfile(p)
			s.cands[p] = s.cands[p].With(d)
			s.file(p)
		}
		if s.err != nil || s.found >= s.limit {
			break
		}
	}
	s.cells[best] = 0
	s.file(best)
}

// yieldErr lets other goroutines run (under js/wasm, the timer of a
// deadline) and returns the context's error.
func (s *mrv) yieldErr() error {
	runtime.Gosched()
	return s.ctx.Err()
}
