package solve

import (
	"context"
	"math"
	"math/bits"
	"math/rand/v2"
	"runtime"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// variant searches a grid under any rules (sudoku.Rules), apart from the
// classic fast paths so each can be tuned on its own. The state is one
// candidate Set per cell, as in general. The rules compile to:
//
//   - peers: for every cell, the cells that may not repeat its digit (rows,
//     columns, regions, extra houses, killer cages, renban lines, the cells
//     an anti-knight or anti-king move away);
//   - houses: the groups of N cells that hold every digit (hidden singles),
//     and their intersections (locked candidates);
//   - propagators, one per constraint or pair of cells, each of which
//     removes candidates its rule rules out: cage and sum combinations,
//     thermometer bounds, whisper and dot relations, renban runs and the
//     digits they require, and so on. A propagator runs again when a
//     cell it watches loses a candidate, but for its own changes when it
//     settles them (settles). The costliest prune less than they could
//     where that is cheaper: innies less outies wait until their bounds
//     bite, large cages skip the matching (matchCells).
//
// The search guesses on the cell with the most contradictions for its
// candidates (pick), tries a digit, and on failure removes it, as general
// does.
type variant struct {
	shape sudoku.Shape
	n     int
	full  sudoku.Set

	peers  [][]sudoku.Cell
	houses [][]sudoku.Cell
	meets  []meet
	props  []propagator
	watch  [][]int32 // cell -> the propagators that read it
	start  []sudoku.Set

	queue []sudoku.Cell // solved cells whose digit has yet to leave their peers
	pq    []int32       // cheap propagators to run
	// slow[t] holds the costly propagators of tier t to run once the
	// cheap ones rest, the lower tier first: small cages settle before
	// large sums read them.
	slow   [2][]int32
	head   [2]int // slow[t][head[t]:] are yet to run
	tier   []int8 // which of slow each propagator goes to; -1: pq, the cheap ones
	queued []bool
	// settles[p]: a second run of p right after its first would find
	// little or nothing (cages and sums have weighed every digit of
	// their cells, pair rules and thermometers their bounds, renban
	// lines their runs), so its own changes do not queue it again; what
	// a second run might still find, the next change to its cells brings.
	settles []bool

	// score[c] rates cell c for the next guess: its share of the rules
	// at the start, plus one for every contradiction charged to it (see
	// fail), all halved every decayEvery charges so the scores follow
	// the part of the tree being searched. digitScore[d] counts
	// the contradictions after a guess of d, quartered as often.
	score      []int32
	digitScore []int32
	untilDecay int32
	// The cells a contradiction is charged to: the one the search set
	// last (a guess, or its refutation; -1 at the root) and its digit,
	// the last cell whose single left its peers, the cell left without
	// a candidate, and the cells of the propagator that failed, when it
	// has at most smallRule cells (-1 when none).
	last      sudoku.Cell
	lastDigit sudoku.Digit
	single    sudoku.Cell
	emptied   sudoku.Cell
	failed    int32
	// pairRatio: a digit's two places in a house are guessed on when
	// the better cell scores pairRatio times the chosen cell's score per
	// candidate: 2 (as ISS) where killer cages cover half the grid or
	// more, whose sums prune the cells' candidates, 1 elsewhere, where
	// rules of lines and pairs leave the houses to place digits.
	pairRatio int64
	ruleCells [][]sudoku.Cell // propagator -> its cells, when small

	cellHouses [][]int32 // cell -> the houses that hold it
	dirty      []bool    // houses with a change hidden singles has not read
	dirtyList  []int32

	scratch masks // for the sum propagators

	limit, found int
	first        sudoku.Grid
	nodes        int64      // in this run
	spent        int64      // in every run of count so far
	budget       int64      // for this run
	rng          *rand.Rand // when not nil, a guess tries a random digit of its cell
	ctx          context.Context
	err          error
	states       [][]sudoku.Set
	// collecting keeps every solution a run finds, up to limit, in
	// collect (the setter's true candidates): one search instead of one
	// per solution.
	collecting bool
	collect    []sudoku.Grid
}

// propagator is one compiled rule. run removes the candidates the rule
// rules out, through v.restrict, and returns false on a contradiction.
type propagator interface {
	run(v *variant, st []sudoku.Set) bool
}

// restrict keeps only the digits of keep in c. It returns false when none
// is left; when c changes, the propagators watching it are queued, and a
// cell left with one digit is queued for its peers.
func (v *variant) restrict(st []sudoku.Set, c sudoku.Cell, keep sudoku.Set) bool {
	if x := st[c]; x&keep == x {
		return true // the usual case, inlined
	}
	return v.narrow(st, c, keep)
}

// narrow is restrict when c loses a digit.
func (v *variant) narrow(st []sudoku.Set, c sudoku.Cell, keep sudoku.Set) bool {
	y := st[c] & keep
	st[c] = y
	if y == 0 {
		v.emptied = c
		return false
	}
	if y&(y-1) == 0 {
		v.queue = append(v.queue, c)
	}
	for _, h := range v.cellHouses[c] {
		if !v.dirty[h] {
			v.dirty[h] = true
			v.dirtyList = append(v.dirtyList, h)
		}
	}
	for _, p := range v.watch[c] {
		if !v.queued[p] {
			v.enqueue(p)
		}
	}
	return true
}

// reset empties the queues after a contradiction.
func (v *variant) reset() {
	v.queue = v.queue[:0]
	for _, p := range v.pq {
		v.queued[p] = false
	}
	for t := range v.slow {
		for _, p := range v.slow[t][v.head[t]:] {
			v.queued[p] = false
		}
		v.slow[t], v.head[t] = v.slow[t][:0], 0
	}
	v.pq = v.pq[:0]
}

// propagate runs singles, the propagators, hidden singles and locked
// candidates until nothing changes. It returns false on a contradiction;
// the queues are empty when it returns.
func (v *variant) propagate(st []sudoku.Set) bool {
	if !v.fixpoint(st) {
		v.reset()
		return false
	}
	return true
}

func (v *variant) fixpoint(st []sudoku.Set) bool {
	for {
		for len(v.queue) > 0 || len(v.pq) > 0 {
			for len(v.queue) > 0 {
				c := v.queue[len(v.queue)-1]
				v.queue = v.queue[:len(v.queue)-1]
				v.single = c
				bit := st[c]
				for _, p := range v.peers[c] {
					if st[p]&bit != 0 && !v.restrict(st, p, ^bit) {
						return false
					}
				}
			}
			if len(v.pq) > 0 {
				p := v.pq[len(v.pq)-1]
				v.pq = v.pq[:len(v.pq)-1]
				if !v.run(p, st) {
					return false
				}
			}
		}
		changed, ok := v.hiddenSingles(st)
		if !ok {
			return false
		}
		if changed {
			continue
		}
		if p, ok := v.nextSlow(); ok {
			if !v.run(p, st) {
				return false
			}
			continue
		}
		changed, ok = v.lockedCandidates(st)
		if !ok {
			return false
		}
		if !changed {
			return true
		}
	}
}

// run runs propagator p, taken off its queue. A propagator that settles
// its own cells (settles) is not queued again by its own changes.
func (v *variant) run(p int32, st []sudoku.Set) bool {
	v.queued[p] = v.settles[p]
	ok := v.props[p].run(v, st)
	v.queued[p] = false
	if !ok {
		v.failed = p
	}
	return ok
}

// nextSlow takes the first costly propagator of the lowest tier queued.
func (v *variant) nextSlow() (int32, bool) {
	for t := range v.slow {
		if q, h := v.slow[t], v.head[t]; h < len(q) {
			if h+1 == len(q) {
				// Empty again: the next one starts at the front, so
				// the queue needs no more room than its longest run.
				v.slow[t], v.head[t] = q[:0], 0
			} else {
				v.head[t] = h + 1
			}
			return q[h], true
		}
	}
	return 0, false
}

// hiddenSingles places every digit that has one cell left in a house,
// reading only the houses with a cell changed since they were last read
// (the dirty ones): on killers it runs after every costly propagator,
// which changes a few cells.
func (v *variant) hiddenSingles(st []sudoku.Set) (changed, ok bool) {
	for len(v.dirtyList) > 0 {
		h := v.dirtyList[len(v.dirtyList)-1]
		v.dirtyList = v.dirtyList[:len(v.dirtyList)-1]
		v.dirty[h] = false
		cells := v.houses[h]
		one, two, placed := scanHouse(st, cells)
		if one != v.full {
			return changed, false
		}
		// The digits placed already need no look.
		for hidden := one &^ two &^ placed; hidden != 0; hidden &= hidden - 1 {
			bit := hidden & -hidden
			if c := placeOf(st, cells, bit); c >= 0 && st[c] != bit {
				changed = true
				if !v.restrict(st, c, bit) {
					return changed, false
				}
			}
		}
	}
	return changed, true
}

// dirtyAll marks every house for hidden singles to read.
func (v *variant) dirtyAll() {
	v.dirtyList = v.dirtyList[:0]
	for h := range v.houses {
		v.dirty[h] = true
		v.dirtyList = append(v.dirtyList, int32(h))
	}
}

// lockedCandidates removes a digit from the rest of a house when, in
// another house, it only fits where the two meet.
func (v *variant) lockedCandidates(st []sudoku.Set) (changed, ok bool) {
	for _, m := range v.meets {
		var both, a, b sudoku.Set
		for _, c := range m.both {
			both |= st[c]
		}
		for _, c := range m.lineOnly {
			a |= st[c]
		}
		for _, c := range m.boxOnly {
			b |= st[c]
		}
		if d := both &^ b & a; d != 0 {
			changed = true
			for _, c := range m.lineOnly {
				if !v.restrict(st, c, ^d) {
					return changed, false
				}
			}
		}
		if d := both &^ a & b; d != 0 {
			changed = true
			for _, c := range m.boxOnly {
				if !v.restrict(st, c, ^d) {
					return changed, false
				}
			}
		}
	}
	return changed, true
}

// state returns the buffer for the state at depth.
func (v *variant) state(depth int) []sudoku.Set {
	if depth == len(v.states) {
		v.states = append(v.states, make([]sudoku.Set, v.shape.Cells()))
	}
	return v.states[depth]
}

// pick returns the cell to guess on and its digit, or -1 when every cell
// is solved: the cell with the highest score for its candidates (a cell
// holding the digit that failed most, when one stands out, gains a fifth
// of that digit's score), or the fewest candidates on equal scores. When
// that cell has more than two candidates, a digit with two places left in
// a house is taken instead when the better of its two cells scores at
// least pairRatio times the chosen cell's score per candidate: a guess
// whose failure places the digit. Its cost is a pass over the cells and
// one over the houses.
func (v *variant) pick(st []sudoku.Set) (sudoku.Cell, sudoku.Digit) {
	bonusBit, bonus := v.failingDigit()
	best, bestN, bestS := sudoku.Cell(-1), 0, int64(0)
	for c, x := range st {
		if x&(x-1) == 0 {
			continue
		}
		// Scores are kept five times over, so a fifth of bonus adds up.
		n, s := x.Count(), 5*int64(v.score[c])
		if x&bonusBit != 0 {
			s += bonus
		}
		// s/n > bestS/bestN, or as high on fewer candidates
		if l, r := s*int64(bestN), bestS*int64(n); best < 0 || l > r || l == r && n < bestN {
			best, bestN, bestS = sudoku.Cell(c), n, s
		}
	}
	if best < 0 {
		return -1, 0
	}
	if v.rng != nil {
		ds := st[best].Digits()
		return best, ds[v.rng.IntN(len(ds))]
	}
	if bestN > 2 && bestS > 0 {
		// A house digit of two places, against bestS/bestN.
		pc, pd, pS := sudoku.Cell(-1), sudoku.Digit(0), v.pairRatio*bestS
		for _, cells := range v.houses {
			var one, two, three sudoku.Set
			for _, c := range cells {
				three |= two & st[c]
				two |= one & st[c]
				one |= st[c]
			}
			for pair := two &^ three; pair != 0; pair &= pair - 1 {
				bit := pair & -pair
				a := sudoku.Cell(-1)
				for _, c := range cells {
					if st[c]&bit != 0 && st[c] != bit && (a < 0 || v.score[c] > v.score[a]) {
						a = c
					}
				}
				if a < 0 {
					continue
				}
				if s := 5 * int64(v.score[a]) * int64(bestN); s >= pS {
					pc, pd, pS = a, bit.Lowest(), s
				}
			}
		}
		if pc >= 0 {
			return pc, pd
		}
	}
	return best, st[best].Lowest()
}

// decayEvery is how many charges to the cell set last, the last single
// and the emptied cell (one to three a contradiction) pass between the
// halvings of the cells' scores.
const decayEvery = 1 << 12

// initScores gives each cell its share of the rules as its first score:
// its peers, and the cells of the propagators that watch it, so the
// first guesses go where the rules are dense.
func (v *variant) initScores() {
	v.score = make([]int32, len(v.start))
	for c := range v.score {
		s := len(v.peers[c])
		for _, p := range v.watch[c] {
			s += len(watched(v.props[p]))
		}
		v.score[c] = int32(s)
	}
	v.digitScore = make([]int32, v.n+1)
	v.untilDecay = decayEvery
	v.last, v.single, v.emptied, v.failed = -1, -1, -1, -1
	v.ruleCells = make([][]sudoku.Cell, len(v.props))
	for i, p := range v.props {
		if cells := watched(p); len(cells) <= smallRule {
			v.ruleCells[i] = cells
		}
	}
}

// smallRule is the most cells a failing propagator charges each of:
// a pair, a short line or a small cage pins the contradiction down, a
// long sum does not.
const smallRule = 4

// fail charges a contradiction the propagation found to the cell set
// last, the last single propagated, the cell left empty and the cells of
// a small rule that failed: the cells where it showed, which a guess
// should reach sooner.
func (v *variant) fail() {
	if v.last >= 0 {
		v.digitScore[v.lastDigit]++
	}
	if v.failed >= 0 {
		for _, c := range v.ruleCells[v.failed] {
			v.score[c]++
		}
	}
	for _, c := range [...]sudoku.Cell{v.last, v.single, v.emptied} {
		if c < 0 {
			continue
		}
		v.score[c]++
		if v.untilDecay--; v.untilDecay == 0 {
			for i := range v.score {
				v.score[i] >>= 1
			}
			for i := range v.digitScore {
				v.digitScore[i] >>= 2
			}
			v.untilDecay = decayEvery
		}
	}
}

// failingDigit returns the bit of the digit whose guesses failed most,
// and its score, when it stands out: at least n failures, and more than
// half as many again as the digit that failed least (of those that did).
func (v *variant) failingDigit() (sudoku.Set, int64) {
	var most, least int32 = 0, math.MaxInt32
	var d sudoku.Digit
	for i, s := range v.digitScore {
		if s > most {
			most, d = s, sudoku.Digit(i)
		}
		if s != 0 && s < least {
			least = s
		}
	}
	if int(most) < v.n || 2*most <= 3*least {
		return 0, 0
	}
	return sudoku.Bit(d), int64(most)
}

func (v *variant) search(depth int) {
	st := v.state(depth)
	for {
		v.single, v.emptied, v.failed = -1, -1, -1
		if !v.propagate(st) {
			v.fail()
			return
		}
		c, d := v.pick(st)
		if c < 0 {
			v.found++
			if v.found == 1 || v.collecting {
				sol := sudoku.NewGrid(v.shape)
				for c, x := range st {
					sol.Set(sudoku.Cell(c), x.Lowest())
				}
				if v.found == 1 {
					v.first = sol
				}
				if v.collecting && len(v.collect) < v.limit {
					v.collect = append(v.collect, sol)
				}
			}
			return
		}
		v.nodes++
		if v.nodes > v.budget {
			v.err = ErrBudget
			return
		}
		if v.ctx != nil && v.nodes&255 == 0 {
			runtime.Gosched() // lets a deadline's timer fire under js/wasm
			if err := v.ctx.Err(); err != nil {
				v.err = err
				return
			}
		}
		child := v.state(depth + 1)
		copy(child, st)
		v.restrict(child, c, sudoku.Bit(d))
		v.last, v.lastDigit = c, d
		v.search(depth + 1)
		if v.err != nil || v.found >= v.limit {
			return
		}
		// Every solution with d in c is counted: d leaves c.
		v.last, v.lastDigit = c, d
		if !v.restrict(st, c, ^sudoku.Bit(d)) {
			v.single, v.failed = -1, -1
			v.fail()
			v.reset()
			return
		}
	}
}

// countVariant counts the solutions of g under rules r (valid for g's
// shape, and kept by g's digits) up to limit, in at most budget nodes.
//
// The search learns where the rules bite as it goes (pick's scores), so
// a count searches in one run: a count to 2 must cover the whole tree
// anyway, and a restart would begin it again.
//
// With rng not nil, every guess tries a random digit of its cell, so the
// first solution found is a random one (RandomPuzzleSolution). Such a
// search restarts with twice the nodes each time (1,000, 2,000, ...):
// one unlucky early guess does not hold it, and the scores carry over.
// The budget counts the nodes of every run.
func countVariant(g sudoku.Grid, r *sudoku.Rules, limit int, budget int64, ctx context.Context, rng *rand.Rand) (int, sudoku.Grid, error) {
	v, ok := compile(g.Shape(), r)
	if !ok {
		return 0, sudoku.Grid{}, nil
	}
	return v.count(g, limit, budget, ctx, rng)
}

// count is countVariant's search on the compiled v; v.spent holds the
// nodes of every run when it returns.
func (v *variant) count(g sudoku.Grid, limit int, budget int64, ctx context.Context, rng *rand.Rand) (int, sudoku.Grid, error) {
	v.limit, v.ctx, v.rng = limit, ctx, rng
	v.spent = 0
	for runNodes := int64(1000); ; runNodes *= 2 {
		v.found, v.nodes, v.err, v.last = 0, 0, nil, -1
		v.budget = budget - v.spent
		if rng != nil {
			v.budget = min(runNodes, v.budget)
		}
		st := v.state(0)
		copy(st, v.start)
		if !v.seed(st, &g) {
			return 0, sudoku.Grid{}, nil
		}
		v.search(0)
		v.spent += v.nodes
		if v.err != ErrBudget {
			return v.found, v.first, v.err
		}
		if v.spent >= budget {
			return v.found, v.first, ErrBudget
		}
	}
}

// seed readies st, a copy of v.start, for a first propagation: every
// propagator and house queued, the givens of g placed, and the cells
// with one candidate queued for their peers. It returns false when a
// given leaves a cell without a candidate.
func (v *variant) seed(st []sudoku.Set, g *sudoku.Grid) bool {
	v.reset()
	v.queueAll()
	v.dirtyAll()
	for c := range st {
		if x := st[c]; x&(x-1) == 0 {
			v.queue = append(v.queue, sudoku.Cell(c))
		}
		if d := g.At(sudoku.Cell(c)); d != 0 && !v.restrict(st, sudoku.Cell(c), sudoku.Bit(d)) {
			return false
		}
	}
	return true
}

// queueAll queues every propagator, for the first propagation.
func (v *variant) queueAll() {
	for i := range v.props {
		v.enqueue(int32(i))
	}
}

// enqueue queues propagator p to run: pq or slow by its tier.
func (v *variant) enqueue(p int32) {
	v.queued[p] = true
	if t := v.tier[p]; t >= 0 {
		v.slow[t] = append(v.slow[t], p)
	} else {
		v.pq = append(v.pq, p)
	}
}

// cellSet is a set of cells as a bitset.
type cellSet []uint64

func newCellSet(n int) cellSet           { return make(cellSet, (n+63)/64) }
func (s cellSet) has(c sudoku.Cell) bool { return s[c>>6]&(1<<(c&63)) != 0 }
func (s cellSet) add(c sudoku.Cell)      { s[c>>6] |= 1 << (c & 63) }

// meets returns how many cells s and o (of the same grid) share.
func (s cellSet) meets(o cellSet) int {
	k := 0
	for i := range s {
		k += popcount(s[i] & o[i])
	}
	return k
}

// cellSetsOf returns each group of cells as a set, on a grid of n cells.
func cellSetsOf(groups [][]sudoku.Cell, n int) []cellSet {
	sets := make([]cellSet, len(groups))
	for i, g := range groups {
		sets[i] = newCellSet(n)
		for _, c := range g {
			sets[i].add(c)
		}
	}
	return sets
}
func (s cellSet) count() int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}
