package solve

import (
	"context"
	"math/rand/v2"
	"runtime"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// general searches grids of any shape. The state is one candidate Set per
// cell; a cell is solved when its set holds one digit, and at rest every
// solved cell's digit is gone from its peers. Propagation applies naked
// singles (a cell left with one digit), hidden singles (a digit left
// with one cell in a house) and locked candidates; the search guesses on a cell with the fewest
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
	meets  []meet         // every box's intersections with rows and columns
}

// meet is the intersection of a box and a line (row or column): the cells
// they share, and the cells of each outside the other.
type meet struct {
	both, lineOnly, boxOnly []sudoku.Cell
}

// meets lists the intersections of every box with its rows and columns.
func meets(shape sudoku.Shape) []meet {
	var ms []meet
	n := shape.N()
	for box := 2 * n; box < 3*n; box++ {
		boxCells := shape.HouseCells(sudoku.House(box))
		lines := make([]bool, 2*n)
		for _, c := range boxCells {
			hs := shape.HousesOf(c)
			lines[hs[0]], lines[hs[1]] = true, true
		}
		for line := range lines {
			if !lines[line] {
				continue
			}
			var m meet
			inLine := make([]bool, shape.Cells())
			for _, c := range shape.HouseCells(sudoku.House(line)) {
				inLine[c] = true
				if shape.HousesOf(c)[2] == sudoku.House(box) {
					m.both = append(m.both, c)
				} else {
					m.lineOnly = append(m.lineOnly, c)
				}
			}
			for _, c := range boxCells {
				if !inLine[c] {
					m.boxOnly = append(m.boxOnly, c)
				}
			}
			ms = append(ms, m)
		}
	}
	return ms
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
		meets:  meets(shape),
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

// propagate applies naked and hidden singles, then locked candidates, until
// nothing changes. It
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
		if len(s.queue) > 0 {
			continue
		}
		changed, ok := s.lockedCandidates(st)
		if !ok {
			return false
		}
		if !changed && len(s.queue) == 0 {
			return true
		}
	}
}

// lockedCandidates removes a digit from the rest of a line when, in a box,
// it only fits where the box meets that line (pointing), and from the rest
// of the box when, in the line, it only fits there (claiming). It reports
// whether anything changed, and false for ok on a contradiction.
// Cost: O(N) per intersection, O(N*N*(R+C)) in all.
func (s *general) lockedCandidates(st []sudoku.Set) (changed, ok bool) {
	for _, m := range s.meets {
		var both, line, box sudoku.Set
		for _, c := range m.both {
			both |= st[c]
		}
		for _, c := range m.lineOnly {
			line |= st[c]
		}
		for _, c := range m.boxOnly {
			box |= st[c]
		}
		if pointing := both &^ box & line; pointing != 0 {
			if !s.remove(st, m.lineOnly, pointing) {
				return true, false
			}
			changed = true
		}
		if claiming := both &^ line & box; claiming != 0 {
			if !s.remove(st, m.boxOnly, claiming) {
				return true, false
			}
			changed = true
		}
	}
	return changed, true
}

// remove takes the digits ds out of cells, queueing cells left with one
// digit. It returns false when a cell is left with none.
func (s *general) remove(st []sudoku.Set, cells []sudoku.Cell, ds sudoku.Set) bool {
	for _, c := range cells {
		x := st[c]
		if x&ds == 0 {
			continue
		}
		x &^= ds
		st[c] = x
		if x == 0 {
			return false
		}
		if x&(x-1) == 0 {
			s.queue = append(s.queue, c)
		}
	}
	return true
}

// pick returns the guess to make, a candidate d of cell c, or c = -1 when
// every cell is solved. With a random source it is seed 000's guess: a cell
// with the fewest candidates drawn uniformly, and a digit of it drawn
// uniformly. Without, it is the first cell with the fewest candidates,
// unless that is more than two and some digit has only two places left in
// a house (then a wrong guess there forces the other place).
func (s *general) pick(st []sudoku.Set) (c sudoku.Cell, d sudoku.Digit) {
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
	if best < 0 {
		return -1, 0
	}
	x := st[best]
	if s.rng != nil {
		for k := s.rng.IntN(bestN); k > 0; k-- {
			x &= x - 1
		}
		return best, x.Lowest()
	}
	if bestN > 2 {
		for _, cells := range s.houses {
			var one, two, three sudoku.Set
			for _, c := range cells {
				three |= two & st[c]
				two |= one & st[c]
				one |= st[c]
			}
			if pair := two &^ three; pair != 0 {
				bit := pair & -pair
				for _, c := range cells {
					if st[c]&bit != 0 {
						return c, bit.Lowest()
					}
				}
			}
		}
	}
	return best, x.Lowest()
}

// search explores the state at depth, whose queue holds its unpropagated
// cells. It stops at the limit or on an error.
func (s *general) search(depth int) {
	st := s.state(depth)
	for {
		if !s.propagate(st) {
			return
		}
		c, d := s.pick(st)
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
			runtime.Gosched() // lets a deadline's timer fire under js/wasm
			if err := s.ctx.Err(); err != nil {
				s.err = err
				return
			}
		}
		child := s.state(depth + 1)
		copy(child, st)
		s.solveCell(child, c, d)
		s.search(depth + 1)
		if s.err != nil || s.found >= s.limit {
			return
		}
		// Every solution with d in c is counted: d leaves c.
		st[c] = st[c].Without(d)
		if st[c] == 0 {
			return
		}
		if st[c]&(st[c]-1) == 0 {
			s.queue = append(s.queue, c)
		}
	}
}
