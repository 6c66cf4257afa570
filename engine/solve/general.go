package solve

import (
	"context"
	"math/rand/v2"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// general searches grids of any shape. The state is one candidate Set per
// cell; a cell is solved when its set holds one digit, and at rest every
// solved cell's digit is gone from its peers. Propagation applies naked
// singles (a cell left with one digit) and hidden singles (a digit left
// with one cell in a house); the search guesses on a cell with the fewest
// candidates (MRV).
//
// With a random source, the guess is seed 000's: among all (cell, digit)
// guesses, one of the most likely (on a cell with the fewest candidates) is
// drawn at random, which is what shuffling the guesses and then sorting
// them by 1/candidates picks first. A guess that fails is removed from the
// last determined state, which is then propagated again.
type general struct {
	shape  sudoku.Shape
	houses [][]sudoku.Cell
	full   sudoku.Set
	rng    *rand.Rand

	limit, found int
	first        sudoku.Grid
	nodes        int64
	budget       int64
	ctx          context.Context
	err          error

	queue  []sudoku.Cell  // solved cells whose digit has yet to leave their peers
	states [][]sudoku.Set // the state of each search depth, reused
}

func countGeneral(g sudoku.Grid, limit int, budget int64, ctx context.Context, rng *rand.Rand) (int, sudoku.Grid, error) {
	shape := g.Shape()
	s := &general{
		shape:  shape,
		full:   sudoku.FullSet(shape.N()),
		rng:    rng,
		limit:  limit,
		budget: budget,
		ctx:    ctx,
		queue:  make([]sudoku.Cell, 0, shape.Cells()),
	}
	for h := sudoku.House(0); int(h) < shape.Houses(); h++ {
		s.houses = append(s.houses, shape.HouseCells(h))
	}
	st := s.state(0)
	for c := range st {
		if d := g.At(sudoku.Cell(c)); d != 0 {
			st[c] = sudoku.Bit(d)
			s.queue = append(s.queue, sudoku.Cell(c))
		} else {
			st[c] = s.full
		}
	}
	s.search(0)
	return s.found, s.first, s.err
}

// state returns the buffer for the state at depth, making it on first use.
func (s *general) state(depth int) []sudoku.Set {
	if depth == len(s.states) {
		s.states = append(s.states, make([]sudoku.Set, s.shape.Cells()))
	}
	return s.states[depth]
}

// solveCell makes d the only candidate of c.
func (s *general) solveCell(st []sudoku.Set, c sudoku.Cell, d sudoku.Digit) {
	st[c] = sudoku.Bit(d)
	s.queue = append(s.queue, c)
}

// propagate applies naked and hidden singles until nothing changes. It
// returns false on a contradiction. The queue is empty when it returns.
// Cost: O(peers) per solved cell plus O(N*N) per hidden-single sweep.
func (s *general) propagate(st []sudoku.Set) bool {
	defer func() { s.queue = s.queue[:0] }()
	for {
		for len(s.queue) > 0 {
			c := s.queue[len(s.queue)-1]
			s.queue = s.queue[:len(s.queue)-1]
			bit := st[c]
			for _, p := range s.shape.Peers(c) {
				x := st[p]
				if x&bit == 0 {
					continue
				}
				x &^= bit
				st[p] = x
				if x == 0 {
					return false
				}
				if x&(x-1) == 0 {
					s.queue = append(s.queue, p)
				}
			}
		}
		for _, cells := range s.houses {
			var one, two sudoku.Set
			for _, c := range cells {
				two |= one & st[c]
				one |= st[c]
			}
			if one != s.full {
				return false
			}
			for hidden := one &^ two; hidden != 0; hidden &= hidden - 1 {
				bit := hidden & -hidden
				for _, c := range cells {
					if st[c]&bit != 0 {
						if st[c] != bit {
							s.solveCell(st, c, bit.Lowest())
						}
						break
					}
				}
			}
		}
		if len(s.queue) == 0 {
			return true
		}
	}
}

// pick returns an unsolved cell with the fewest candidates, or -1 when all
// are solved. With a random source, ties are broken uniformly at random.
func (s *general) pick(st []sudoku.Set) sudoku.Cell {
	best, bestN, ties := sudoku.Cell(-1), sudoku.MaxN+1, 0
	for c, x := range st {
		if x&(x-1) == 0 {
			continue
		}
		n := x.Count()
		switch {
		case n < bestN:
			best, bestN, ties = sudoku.Cell(c), n, 1
		case n == bestN && s.rng != nil:
			ties++
			if s.rng.IntN(ties) == 0 {
				best = sudoku.Cell(c)
			}
		}
	}
	return best
}

// digit returns the digit to try first in cell c: the lowest, or with a
// random source one drawn uniformly.
func (s *general) digit(x sudoku.Set) sudoku.Digit {
	if s.rng != nil {
		for k := s.rng.IntN(x.Count()); k > 0; k-- {
			x &= x - 1
		}
	}
	return x.Lowest()
}

// search explores the state at depth, whose queue holds its unpropagated
// cells. It stops at the limit or on an error.
func (s *general) search(depth int) {
	st := s.state(depth)
	for {
		if !s.propagate(st) {
			return
		}
		c := s.pick(st)
		if c < 0 {
			s.found++
			if s.found == 1 {
				s.first = sudoku.NewGrid(s.shape)
				for c, x := range st {
					s.first.Set(sudoku.Cell(c), x.Lowest())
				}
			}
			return
		}
		s.nodes++
		if s.nodes > s.budget {
			s.err = ErrBudget
			return
		}
		if s.ctx != nil && s.nodes&255 == 0 {
			if err := s.ctx.Err(); err != nil {
				s.err = err
				return
			}
		}
		d := s.digit(st[c])
		child := s.state(depth + 1)
		copy(child, st)
		s.solveCell(child, c, d)
		s.search(depth + 1)
		if s.err != nil || s.found >= s.limit {
			return
		}
		// Every solution with d in c is counted: d leaves c.
		st[c] = st[c].Without(d)
		if st[c]&(st[c]-1) == 0 {
			s.queue = append(s.queue, c)
		}
	}
}
