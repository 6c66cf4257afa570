package solve

import (
	"context"
	"math/bits"
	"math/rand/v2"
	"runtime"
	"slices"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// general searches grids of any shape. The state is one candidate Set per
// cell; a cell is solved when its set holds one digit, and at rest every
// solved cell's digit is gone from its peers. Propagation applies naked
// singles (a cell left with one digit), hidden singles (a digit left
// with one cell in a house, swept only in houses that changed) and locked
// candidates; from 16x16 up, a count also probes every two-candidate cell
// (probeAll). The search guesses on the smallest branching: a cell with
// the fewest candidates (MRV) or a digit with fewer places in a house.
// Nothing is allocated per node: each depth's state buffer is reused.
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
	// known, when not nil, holds solutions already found: a solution in
	// it is not counted again, a new one is added to it.
	known *[]sudoku.Grid

	queue  []sudoku.Cell  // solved cells whose digit has yet to leave their peers
	states [][]sudoku.Set // the state of each search depth, reused
	meets  []meet         // every box's intersections with rows and columns
	unions []sudoku.Set   // scratch: the candidates of each meet's cells
	probe  []sudoku.Set   // scratch: the state a probe tries

	// dirty has bit h set when house h may hold a new hidden single:
	// a cell of it changed since propagate last swept it.
	dirty   [2]uint64
	houses3 [][3]sudoku.House // the houses of each cell
	// singlesOnly makes propagate stop at singles (probes do).
	singlesOnly bool
}

// touch marks the houses of c dirty: c's candidates changed.
func (s *general) touch(c sudoku.Cell) {
	for _, h := range s.houses3[c] {
		s.dirty[h>>6&1] |= 1 << (h & 63)
	}
}

// meet is the intersection of a box and a line (row or column): the cells
// they share, and the cells of each outside the other. lineMeets and
// boxMeets index the other meets of its line, and of its box in lines of
// the same direction: their cells are lineOnly and boxOnly.
type meet struct {
	both, lineOnly, boxOnly []sudoku.Cell
	box, line               int
	lineMeets, boxMeets     []int32
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
			m := meet{box: box, line: line}
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
	n3 := int32(len(ms))
	for i := range ms {
		for j := range n3 {
			if j == int32(i) {
				continue
			}
			if ms[j].line == ms[i].line {
				ms[i].lineMeets = append(ms[i].lineMeets, j)
			}
			if ms[j].box == ms[i].box && (ms[j].line < n) == (ms[i].line < n) {
				ms[i].boxMeets = append(ms[i].boxMeets, j)
			}
		}
	}
	return ms
}

func countGeneral(g sudoku.Grid, limit int, budget int64, ctx context.Context, rng *rand.Rand) (int, sudoku.Grid, error) {
	s := runGeneral(g, limit, budget, ctx, rng, nil, false)
	return s.found, s.first, s.err
}

// Restarts: countRestarts runs complete searches of firstRun nodes, then
// twice as many, and so on, each followed by a randomized search of as many
// nodes that collects distinct solutions; restartSeed seeds those.
const (
	firstRun      = 4096
	firstProbeRun = 1024
	restartSeed   = 0x23
)

// countRestarts counts the solutions of g up to limit as countGeneral
// does, for grids whose search tree can be heavy-tailed (sparse 16x16 and
// 25x25): an early wrong guess can hide every solution under a subtree
// that takes minutes to refute. It alternates complete searches, each with
// twice the node budget of the last, with randomized searches (seed 000's
// guesses) that collect distinct solutions: a complete search that ends
// gives the count, and limit distinct solutions end the count too. From
// 16x16 up every node is probed (probeAll). The answer is the same on
// every platform (budgets are nodes, the random source is seeded).
// Cost: at most about four times the nodes of the complete search that
// ends, and usually the first run ends; a node costs tens of microseconds
// on 25x25, a probed one up to a millisecond. On the sparse sets of
// testdata every count takes under 3 s natively (BENCHMARKS.md).
func countRestarts(g sudoku.Grid, limit int, budget int64, ctx context.Context) (int, sudoku.Grid, error) {
	var known []sudoku.Grid
	used := int64(0)
	run := int64(firstRun)
	if g.Shape().N() >= probeFrom {
		run = firstProbeRun
	}
	for r := uint64(0); ; r, run = r+1, 2*run {
		if used >= budget {
			return 0, sudoku.Grid{}, ErrBudget
		}
		s := runGeneral(g, limit, min(run, budget-used), ctx, nil, nil, true)
		used += s.nodes
		if s.err != ErrBudget {
			return s.found, s.first, s.err
		}
		if used >= budget {
			return 0, sudoku.Grid{}, ErrBudget
		}
		rng := rand.New(rand.NewPCG(restartSeed, r))
		s = runGeneral(g, limit, min(run, budget-used), ctx, rng, &known, true)
		used += s.nodes
		if s.err != nil && s.err != ErrBudget {
			return 0, sudoku.Grid{}, s.err
		}
		if len(known) >= limit {
			return limit, known[0], nil
		}
	}
}

// runGeneral runs one search of g and returns its final state. With probe,
// grids from probeFrom up are probed at every node (see probeAll).
func runGeneral(g sudoku.Grid, limit int, budget int64, ctx context.Context, rng *rand.Rand, known *[]sudoku.Grid, probe bool) *general {
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
		known:  known,
	}
	s.unions = make([]sudoku.Set, len(s.meets))
	s.houses3 = make([][3]sudoku.House, shape.Cells())
	for c := range s.houses3 {
		s.houses3[c] = shape.HousesOf(sudoku.Cell(c))
	}
	for h := range shape.Houses() {
		s.dirty[h>>6] |= 1 << (h & 63)
	}
	if probe && shape.N() >= probeFrom {
		s.probe = make([]sudoku.Set, shape.Cells())
	}
	if known != nil {
		s.found = len(*known)
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
	return s
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
	s.touch(c)
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
			if !s.remove(st, s.shape.Peers(c), st[c]) {
				return false
			}
		}
		if !s.hiddenSingles(st) {
			return false
		}
		if len(s.queue) > 0 {
			continue
		}
		if s.singlesOnly {
			return true
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

// hiddenSingles places every digit left with one cell in a house, reading
// only the dirty houses, and returns false on a contradiction: a house
// where some digit has no cell left. Apart from propagate, its loop over a
// house's cells keeps its sums in registers.
func (s *general) hiddenSingles(st []sudoku.Set) bool {
	for s.dirty != [2]uint64{} {
		w := 0
		if s.dirty[0] == 0 {
			w = 1
		}
		h := w<<6 | bits.TrailingZeros64(s.dirty[w])
		s.dirty[w] &= s.dirty[w] - 1
		cells := s.houses[h]
		one, two, solved := scanHouse(st, cells)
		if one != s.full {
			return false
		}
		for hidden := one &^ two &^ solved; hidden != 0; hidden &= hidden - 1 {
			bit := hidden & -hidden
			if c := placeOf(st, cells, bit); c >= 0 && st[c] != bit {
				s.solveCell(st, c, bit.Lowest())
			}
		}
	}
	return true
}

// lockedCandidates removes a digit from the rest of a line when, in a box,
// it only fits where the box meets that line (pointing), and from the rest
// of the box when, in the line, it only fits there (claiming). It reports
// whether anything changed, and false for ok on a contradiction.
// Cost: O(N*N) to collect each intersection's candidates, then O(R+C) per
// intersection, plus the cells it changes.
func (s *general) lockedCandidates(st []sudoku.Set) (changed, ok bool) {
	u := s.unions
	for i := range s.meets {
		var x sudoku.Set
		for _, c := range s.meets[i].both {
			x |= st[c]
		}
		u[i] = x
	}
	// A removal below leaves the unions of later meets a superset of
	// their cells' candidates; what they then rule out is either true or
	// in a state with no solution (a digit with no place left in a box or
	// line), so the step stays sound.
	for i := range s.meets {
		m := &s.meets[i]
		both, line, box := u[i], sudoku.Set(0), sudoku.Set(0)
		for _, j := range m.lineMeets {
			line |= u[j]
		}
		for _, j := range m.boxMeets {
			box |= u[j]
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
// digit (propagate's peers of a solved cell, lockedCandidates' rest of a
// line or box). It returns false when a cell is left with none. Inlined:
// it is the solver's hottest loop.
func (s *general) remove(st []sudoku.Set, cells []sudoku.Cell, ds sudoku.Set) bool {
	for _, c := range cells {
		x := st[c]
		if x&ds == 0 {
			continue
		}
		x &^= ds
		st[c] = x
		s.touch(c)
		if x == 0 {
			return false
		}
		if x&(x-1) == 0 {
			s.queue = append(s.queue, c)
		}
	}
	return true
}

// scanHouse reads the candidates of a house's cells: one holds the digits
// some cell can take, two those at least two cells can take, and single
// the digits of the cells left with one. A digit of one &^ two &^ single
// is a hidden single; one short of every digit is a contradiction. The
// general and variant solvers' hidden singles share it. Cost: O(len(cells)),
// inlined.
func scanHouse(st []sudoku.Set, cells []sudoku.Cell) (one, two, single sudoku.Set) {
	for _, c := range cells {
		x := st[c]
		two |= one & x
		one |= x
		if x&(x-1) == 0 {
			single |= x
		}
	}
	return one, two, single
}

// placeOf returns the first of cells whose candidates hold bit, or -1:
// where a hidden single goes. Cost: O(len(cells)), inlined.
func placeOf(st []sudoku.Set, cells []sudoku.Cell, bit sudoku.Set) sudoku.Cell {
	for _, c := range cells {
		if st[c]&bit != 0 {
			return c
		}
	}
	return -1
}

// pick returns the guess to make, a candidate d of cell c, or c = -1 when
// every cell is solved. With a random source it is seed 000's guess: a cell
// with the fewest candidates drawn uniformly, and a digit of it drawn
// uniformly. Without, it is the smallest branching: the first cell with
// the fewest candidates, unless some digit has fewer places left in a
// house (then its first place is guessed, and a wrong guess leaves it one
// place fewer). Cost: O(N*N) for the cells and as much for the houses.
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
		// A digit with fewer places in a house than the best cell has
		// candidates is the smaller branching: guess its first place.
		var hc []sudoku.Cell
		var hd sudoku.Set
		for _, cells := range s.houses {
			var c0, c1, c2, over sudoku.Set // bit-sliced counts of places
			for _, c := range cells {
				x := st[c]
				if x&(x-1) == 0 {
					continue
				}
				k0 := c0 & x
				c0 ^= x
				k1 := c1 & k0
				c1 ^= k0
				over |= c2 & k1
				c2 ^= k1
			}
			for k := 2; k < bestN && k < 8; k++ {
				m := ^over
				for i, plane := range [3]sudoku.Set{c0, c1, c2} {
					if k>>i&1 != 0 {
						m &= plane
					} else {
						m &^= plane
					}
				}
				if m != 0 {
					bestN, hc, hd = k, cells, m&-m
					break
				}
			}
			if bestN == 2 {
				break
			}
		}
		for _, c := range hc {
			if st[c]&hd != 0 {
				return c, hd.Lowest()
			}
		}
	}
	return best, x.Lowest()
}

// probeFrom is the smallest side whose searches probe (see probeAll):
// below it, nodes are cheap and trees small, and probing costs more than
// it saves.
const probeFrom = 16

// probeAll tries, on a copy, each candidate of every cell with two: one
// that propagation refutes leaves the cell, which then holds the other
// (a failed literal; a forcing chain of singles, locked candidates and
// hidden singles). It repeats until a pass finds nothing, and returns
// false when st has no solution. st is propagated, its queue empty.
// Cost: one propagation per candidate tried, a pass per change; it turns
// the heavy-tailed trees of sparse 25x25 grids into small ones.
func (s *general) probeAll(st []sudoku.Set) bool {
	for {
		found := false
		for c, x := range st {
			if x == 0 || x&(x-1) == 0 || (x&(x-1))&(x&(x-1)-1) != 0 {
				continue // solved, or more than two candidates
			}
			for y := x; y != 0; y &= y - 1 {
				bit := y & -y
				copy(s.probe, st)
				s.solveCell(s.probe, sudoku.Cell(c), bit.Lowest())
				s.singlesOnly = true
				ok := s.propagate(s.probe)
				s.singlesOnly = false
				if ok {
					continue
				}
				s.solveCell(st, sudoku.Cell(c), (x &^ bit).Lowest())
				if !s.propagate(st) {
					return false
				}
				found = true
				break
			}
		}
		if !found {
			return true
		}
	}
}

// search explores the state at depth, whose queue holds its unpropagated
// cells. It stops at the limit or on an error.
func (s *general) search(depth int) {
	st := s.state(depth)
	for {
		if !s.propagate(st) {
			return
		}
		if s.probe != nil && !s.probeAll(st) {
			return
		}
		c, d := s.pick(st)
		if c < 0 {
			if s.known != nil {
				sol := sudoku.NewGrid(s.shape)
				for c, x := range st {
					sol.Set(sudoku.Cell(c), x.Lowest())
				}
				if slices.Contains(*s.known, sol) {
					return
				}
				*s.known = append(*s.known, sol)
			}
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
		if s.ctx != nil && (s.nodes&255 == 0 || s.probe != nil) {
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
		s.touch(c)
		if st[c] == 0 {
			return
		}
		if st[c]&(st[c]-1) == 0 {
			s.queue = append(s.queue, c)
		}
	}
}
