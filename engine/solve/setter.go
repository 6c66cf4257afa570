package solve

import (
	"context"
	"math/bits"
	"math/rand/v2"
	"runtime"
	"slices"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// TrueCandidates returns, for every cell of p, the digits it holds in at
// least one solution of p under its rules, in cell order: a setter's view
// of what the givens still allow. A given's set is its digit; a puzzle
// with one solution has exactly that solution's digits. Pencil marks in
// p are not read: counting the same solutions (0, 1, 2 or more) is
// CountPuzzle(p, 2) with p.Candidates nil.
//
// It returns the errors of CountPuzzle for a puzzle that is not valid
// (p.Rules.Validate's, p.Rules.Check's, or the grid's *sudoku.ConflictError
// for classic rules), ErrNoSolution when p has no solution, and ErrBudget
// or the context's error when o runs out: o.Budget caps the nodes of all
// its searches together, and o.Context is checked between searches as
// well as within them. It never returns a partial answer.
//
// Method: every solution found marks each cell's digit in it; where the
// rules treat digits alike (houses, anti-knight, anti-king), a digit no
// given holds marks every such digit, since swapping them throughout a
// solution gives another (interchangeable). The first
// search collects up to 32 solutions on classic grids, up to N*N under
// other rules (where one search keeps every solution it meets); when p
// has fewer, they are all of them and that is the answer (a puzzle with
// one solution, the usual end of a setting, costs one count). Otherwise
// each cell in turn is asked for a solution in which it holds a digit
// not yet marked, until there is none: one search per digit found (which
// marks the digits of its whole solution) plus one that fails, per cell.
// The searches are the package's own: the band solver for classic 9x9,
// the general solver with its restarts for other classic shapes, and the
// variant solver, compiled once for all the searches, for any other
// rules.
//
// Cost: classic, with fewer than 32 solutions, a count of p and then a
// search per solution, each at most that count; other rules, with fewer
// than N*N, a count of p to that many; with more, about N*N + (digits
// found) searches for one solution with one cell restricted, the
// failing ones each about a uniqueness check. Natively
// (BenchmarkTrueCandidates): 3 to 90 µs on 9x9 classic grids (their
// count to 2 takes 3 to 6 µs); 0.6 ms on a 9x9 killer with 3 solutions
// and 18 ms on a hard one with 10 (twice its count: its nodes are
// costly); 0.9 ms on a thermo with 35; 7 to 150 ms on 16x16 grids a few
// givens short of unique, and on a few of those seconds. Where a person
// waits, pass a context with a deadline.
func (o Options) TrueCandidates(p sudoku.Puzzle) ([]sudoku.Set, error) {
	if err := contextErr(o.Context); err != nil {
		return nil, err
	}
	f, cands, err := o.newFinder(p)
	if err != nil {
		return nil, err
	}
	if f == nil {
		return nil, ErrNoSolution
	}
	seen := make([]sudoku.Set, len(cands))
	free := interchangeable(p)
	mark := func(sol sudoku.Grid) {
		for i := range seen {
			d := sudoku.Bit(sol.At(sudoku.Cell(i)))
			if d&free != 0 {
				d = free // each of them, by a swap of digits
			}
			seen[i] |= d
		}
	}
	budget := o.budget()
	sols, all, nodes, err := f.solutions(f.collects(len(cands)), budget)
	budget -= nodes
	if err != nil {
		return nil, err
	}
	if len(sols) == 0 {
		return nil, ErrNoSolution
	}
	for _, sol := range sols {
		mark(sol)
	}
	if all {
		return seen, nil
	}
	for c := range cands {
		for cands[c]&^seen[c] != 0 {
			if err := contextErr(o.Context); err != nil {
				return nil, err
			}
			sol, found, nodes, err := f.find(sudoku.Cell(c), cands[c]&^seen[c], budget)
			budget -= nodes
			if err != nil {
				return nil, err
			}
			if !found {
				break
			}
			mark(sol)
		}
	}
	return seen, nil
}

// interchangeable returns the digits no given of p holds when p's rules
// treat every digit alike (houses, and the rules of the same digit:
// anti-knight, anti-king), 0 otherwise. Swapping two such digits
// throughout a solution gives another solution, so a cell that holds one
// of them in some solution holds each of them in some solution: on an
// empty or sparse grid, one solution marks most true candidates.
func interchangeable(p sudoku.Puzzle) sudoku.Set {
	for _, c := range p.Rules.Constraints {
		switch c.(type) {
		case sudoku.AntiKnight, sudoku.AntiKing:
		default:
			return 0
		}
	}
	s := p.Grid.Shape()
	free := sudoku.FullSet(s.N())
	for c := range s.Cells() {
		if d := p.Grid.At(sudoku.Cell(c)); d != 0 {
			free &^= sudoku.Bit(d)
		}
	}
	return free
}

// contextErr returns the error of ctx, if any, after letting a
// deadline's timer fire (under js/wasm, only a yield lets it): for
// checks between searches too short to check it themselves.
func contextErr(ctx context.Context) error {
	if ctx == nil {
		return nil
	}
	runtime.Gosched()
	return ctx.Err()
}

// trueCollect is how many solutions TrueCandidates' first search
// collects where each solution costs a search of its own (bandFinder,
// generalFinder: see finder.collects). Below it, that search is the
// answer; each further solution costs at most a count of the puzzle, so
// the limit is about where the searches cell by cell (N*N of them, most
// failing) cost less.
const trueCollect = 32

// finder answers questions about the solutions of one puzzle. It keeps
// the puzzle's state after its first propagation, and every search
// starts from there.
type finder interface {
	// solutions returns up to limit distinct solutions, and all true
	// when they are every solution of the puzzle (fewer than limit),
	// within budget nodes. It returns the nodes spent, and ErrBudget or
	// the context's error when the search could not answer.
	solutions(limit int, budget int64) (sols []sudoku.Grid, all bool, nodes int64, err error)
	// collects returns how many solutions TrueCandidates' first search
	// collects on a grid of cells cells: trueCollect where each costs a
	// search; cells where one search collects them all (variantFinder),
	// whose cost grows by a solution's few nodes rather than a search's.
	collects(cells int) int
	// find looks for a solution with c holding a digit of allowed within
	// budget nodes; its results are those of solutions.
	find(c sudoku.Cell, allowed sudoku.Set, budget int64) (sol sudoku.Grid, found bool, nodes int64, err error)
}

// newFinder returns a finder for p and the candidates of every cell after
// propagation: a superset of its true candidates. A nil finder with a nil
// error means that propagation alone shows p has no solution. The error
// is that of a puzzle that is not valid, as CountPuzzle returns it.
func (o Options) newFinder(p sudoku.Puzzle) (finder, []sudoku.Set, error) {
	g := p.Grid
	if p.Rules.Classic() && g.Shape() == sudoku.Classic {
		st, ok := newBands(&g)
		if !ok {
			return nil, nil, g.Validate()
		}
		if !st.propagate() {
			return nil, nil, nil
		}
		return &bandFinder{root: st, ctx: o.Context}, st.candidates(), nil
	}
	if p.Rules.Classic() {
		if err := g.Validate(); err != nil {
			return nil, nil, err
		}
		return &generalFinder{g: g, ctx: o.Context}, g.Candidates(), nil
	}
	if err := p.Rules.Check(&g); err != nil {
		return nil, nil, err
	}
	f, ok := newVariantFinder(g, &p.Rules, o.Context)
	if !ok {
		return nil, nil, nil
	}
	return f, slices.Clone(f.root), nil
}

// addDistinct appends sol to sols unless it is there already, and
// reports whether it was new.
func addDistinct(sols *[]sudoku.Grid, sol sudoku.Grid) bool {
	if slices.Contains(*sols, sol) {
		return false
	}
	*sols = append(*sols, sol)
	return true
}

// The searches record only their first solution. A search that starts
// with found at 1-k records its k-th instead (and stops there), so
// bandFinder and variantFinder collect the solutions of a count below
// its limit by running the same search again for each k: the same
// search from the same state, so the same order of solutions. Should the
// order differ, a solution found twice says so, and the collection is
// not taken as complete.

// bandFinder is a finder for classic 9x9 grids, on the band solver.
type bandFinder struct {
	root bands // propagated
	ctx  context.Context
}

// candidates returns the candidates of every cell of a 9x9 band state.
func (s *bands) candidates() []sudoku.Set {
	cands := make([]sudoku.Set, 81)
	for i, a := range s.cand[:27] {
		d, b := i/3, i%3
		for ; a != 0; a &= a - 1 {
			cands[b*27+bits.TrailingZeros32(a)] |= sudoku.Bit(sudoku.Digit(d + 1))
		}
	}
	return cands
}

func (f *bandFinder) solutions(limit int, budget int64) ([]sudoku.Grid, bool, int64, error) {
	var first sudoku.Grid
	s := bandSearch{limit: limit, budget: budget, ctx: f.ctx, first: &first}
	s.search(f.root)
	spent := s.nodes
	if s.err != nil {
		return nil, false, spent, s.err
	}
	if s.found == 0 {
		return nil, true, spent, nil
	}
	sols := []sudoku.Grid{first}
	if s.found >= limit {
		return sols, false, spent, nil
	}
	for k := 2; k <= s.found; k++ {
		if err := contextErr(f.ctx); err != nil {
			return nil, false, spent, err
		}
		r := bandSearch{found: 1 - k, limit: 1, budget: budget - spent, ctx: f.ctx, first: &first}
		r.search(f.root)
		spent += r.nodes
		if r.err != nil {
			return nil, false, spent, r.err
		}
		if r.found != 1 || !addDistinct(&sols, first) {
			return sols, false, spent, nil
		}
	}
	return sols, true, spent, nil
}

func (f *bandFinder) find(c sudoku.Cell, allowed sudoku.Set, budget int64) (sudoku.Grid, bool, int64, error) {
	st := f.root
	b, bit := int(c)/27, uint32(1)<<(int(c)%27)
	for d := 0; d < 9; d++ {
		if !allowed.Has(sudoku.Digit(d + 1)) {
			st.clear(3*d+b, bit)
		}
	}
	var first sudoku.Grid
	s := bandSearch{limit: 1, budget: budget, ctx: f.ctx, first: &first}
	s.search(st)
	return first, s.found > 0, s.nodes, s.err
}

// generalFinder is a finder for classic grids of every shape but 9x9, on
// the general solver and its restarts, which keep the searches of sparse
// 16x16 and 25x25 grids out of their heavy tails (see countRestarts). It
// places one digit at a time: a question about several digits is a
// search per digit until one has a solution.
type generalFinder struct {
	g   sudoku.Grid
	ctx context.Context
}

func (f *generalFinder) solutions(limit int, budget int64) ([]sudoku.Grid, bool, int64, error) {
	n, _, sols, used, err := restarts(f.g, limit, budget, f.ctx, true)
	if err != nil {
		return nil, false, used, err
	}
	return sols, n < limit && len(sols) == n, used, nil
}

func (f *generalFinder) find(c sudoku.Cell, allowed sudoku.Set, budget int64) (sudoku.Grid, bool, int64, error) {
	spent := int64(0)
	for ; allowed != 0; allowed &= allowed - 1 {
		g := f.g
		g.Set(c, allowed.Lowest())
		if g.FirstConflict() != nil {
			continue
		}
		n, first, _, nodes, err := restarts(g, 1, budget-spent, f.ctx, false)
		spent += nodes
		if err != nil || n > 0 {
			return first, n > 0, spent, err
		}
	}
	return sudoku.Grid{}, false, spent, nil
}

// restarts is countRestarts, returning the nodes it spent as well. With
// collect, the complete searches keep the solutions they find too, with
// those of the randomized ones, so that a count below limit returns
// every solution.
func restarts(g sudoku.Grid, limit int, budget int64, ctx context.Context, collect bool) (n int, first sudoku.Grid, sols []sudoku.Grid, used int64, err error) {
	var known []sudoku.Grid
	var complete *[]sudoku.Grid
	if collect {
		complete = &known
	}
	run := int64(firstRun)
	if g.Shape().N() >= probeFrom {
		run = firstProbeRun
	}
	for r := uint64(0); ; r, run = r+1, 2*run {
		if used >= budget {
			return 0, sudoku.Grid{}, nil, used, ErrBudget
		}
		s := runGeneral(g, limit, min(run, budget-used), ctx, nil, complete, true)
		used += s.nodes
		if s.err != ErrBudget {
			if collect && len(known) > 0 {
				s.first = known[0] // the run counted from the solutions known
			}
			return s.found, s.first, known, used, s.err
		}
		if used >= budget {
			return 0, sudoku.Grid{}, nil, used, ErrBudget
		}
		rng := rand.New(rand.NewPCG(restartSeed, r))
		s = runGeneral(g, limit, min(run, budget-used), ctx, rng, &known, true)
		used += s.nodes
		if s.err != nil && s.err != ErrBudget {
			return 0, sudoku.Grid{}, nil, used, s.err
		}
		if len(known) >= limit {
			return limit, known[0], known, used, nil
		}
	}
}

// variantFinder is a finder on the variant solver, for any rules: the
// rules are compiled once, and the cells' scores (see pick) carry over
// from one search to the next.
type variantFinder struct {
	v    *variant
	root []sudoku.Set // propagated
}

// newVariantFinder compiles rules r (valid for g, and kept by its digits)
// and propagates g's givens, as countVariant does. ok is false when that
// leaves a cell without a candidate.
func newVariantFinder(g sudoku.Grid, r *sudoku.Rules, ctx context.Context) (f *variantFinder, ok bool) {
	v, ok := compile(g.Shape(), r)
	if !ok {
		return nil, false
	}
	v.ctx = ctx
	st := slices.Clone(v.start)
	if !v.seed(st, &g) || !v.propagate(st) {
		return nil, false
	}
	return &variantFinder{v: v, root: st}, true
}

// run searches from the root state, with c (when not negative)
// restricted to allowed, as countVariant does: in one run of at most
// budget nodes. It returns the nodes spent.
func (f *variantFinder) run(c sudoku.Cell, allowed sudoku.Set, limit int, budget int64) (int64, error) {
	v := f.v
	v.limit, v.found, v.nodes, v.err, v.last = limit, 0, 0, nil, -1
	v.collect = v.collect[:0]
	v.budget = budget
	copy(v.state(0), f.root)
	v.reset()
	// The root is a fixpoint: no house is left to read but those a run
	// stopped by its budget left dirty.
	for _, h := range v.dirtyList {
		v.dirty[h] = false
	}
	v.dirtyList = v.dirtyList[:0]
	if c >= 0 && !v.restrict(v.state(0), c, allowed) {
		v.reset()
		return 0, nil
	}
	v.search(0)
	return v.nodes, v.err
}

func (f *bandFinder) collects(int) int          { return trueCollect }
func (f *generalFinder) collects(int) int       { return trueCollect }
func (f *variantFinder) collects(cells int) int { return max(trueCollect, cells) }

func (f *variantFinder) solutions(limit int, budget int64) ([]sudoku.Grid, bool, int64, error) {
	// One run keeps the solutions it finds: a run that answers (not
	// stopped by its budget) found each once, in one search.
	v := f.v
	v.collecting = true
	defer func() { v.collecting = false }()
	spent, err := f.run(-1, 0, limit, budget)
	if err != nil {
		return nil, false, spent, err
	}
	if v.found == 0 {
		return nil, true, spent, nil
	}
	return slices.Clone(v.collect), v.found < limit, spent, nil
}

func (f *variantFinder) find(c sudoku.Cell, allowed sudoku.Set, budget int64) (sudoku.Grid, bool, int64, error) {
	spent, err := f.run(c, allowed, 1, budget)
	if err != nil || f.v.found == 0 {
		return sudoku.Grid{}, false, spent, err
	}
	return f.v.first, true, spent, nil
}
