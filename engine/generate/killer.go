package generate

import (
	"errors"
	"math/rand/v2"
	"slices"

	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Killer cages: the sizes drawn, and how many times a layout is reshaped
// (a cage split, or the cages about a difference drawn again) before
// givens make it unique.
const (
	minCage, maxCage = 2, 5
	maxReshapes      = 30
)

// killer makes a killer: cages over a random full grid, made unique by
// splitting cages and, failing that, by givens, which Minimise then thins.
func (v *variantGen) killer() (VariantResult, error) {
	sol, err := solve.RandomGrid(v.shape, v.rng, solve.Options{Context: v.o.Context})
	if err != nil {
		return VariantResult{}, err
	}
	for attempt := 1; attempt <= maxLayouts; attempt++ {
		if err := v.ctx.Err(); err != nil {
			return VariantResult{Attempts: attempt}, err
		}
		cages := drawCages(sol, v.rng)
		if cages == nil {
			continue
		}
		p, err := v.uniqueKiller(sol, cages)
		if errors.Is(err, solve.ErrBudget) {
			continue // a layout too hard to settle: another
		}
		if err != nil {
			return VariantResult{Attempts: attempt}, err
		}
		r := VariantResult{Puzzle: p, Solution: sol, Attempts: attempt}
		if v.o.Level != nil {
			r.Puzzle, r.Grade, r.Graded = v.killerAt(p, sol, *v.o.Level)
			r.MetTarget = r.Graded && r.Grade.Level == *v.o.Level
		}
		return r, v.ctx.Err()
	}
	return VariantResult{Attempts: maxLayouts}, ErrNoLayout
}

// uniqueKiller makes the killer of cages over sol unique: while it has
// other solutions, it reshapes the cages where a second solution differs
// from sol (up to maxReshapes times): it splits the largest such cage,
// or when that has under four cells draws those cages and the cages
// beside them again. Then it gives such cells' digits; last, Minimise
// drops the givens that can go. It returns ErrBudget when a check runs
// out of its budget.
func (v *variantGen) uniqueKiller(sol sudoku.Grid, cages [][]sudoku.Cell) (sudoku.Puzzle, error) {
	p := sudoku.Puzzle{Grid: sudoku.NewGrid(v.shape)}
	build := func() {
		p.Rules.Constraints = p.Rules.Constraints[:0]
		for _, cells := range cages {
			sum := 0
			for _, c := range cells {
				sum += int(sol.At(c))
			}
			p.Rules.Constraints = append(p.Rules.Constraints, sudoku.Cage{Cells: slices.Clone(cells), Sum: sum})
		}
	}
	build()
	reshapes, givens := 0, 0
	total := maxReshapes + v.shape.Cells()/4
	for step := 0; ; step++ {
		v.progress(min(step, total-1), total)
		if err := v.ctx.Err(); err != nil {
			return sudoku.Puzzle{}, err
		}
		n, err := v.solver.CountPuzzle(p, 2)
		if err != nil {
			return sudoku.Puzzle{}, err
		}
		if n == 1 {
			break
		}
		differ, err := v.differences(p, sol)
		if err != nil {
			return sudoku.Puzzle{}, err
		}
		if reshapes < maxReshapes {
			reshapes++
			if i := largestCage(cages, differ); i >= 0 && len(cages[i]) >= 2*minCage {
				if a, b, ok := splitCage(v.shape, cages[i], v.rng); ok {
					cages[i] = a
					cages = append(cages, b)
					build()
					continue
				}
			}
			if next := redrawCages(sol, v.rng, cages, differ); next != nil {
				cages = next
				build()
				continue
			}
		}
		c := differ[v.rng.IntN(len(differ))]
		p.Grid.Set(c, sol.At(c))
		givens++
	}
	if givens > 0 {
		g, err := Minimise(p, nil, v.rng, v.minimiseOptions(KindKiller))
		if err != nil {
			return sudoku.Puzzle{}, err
		}
		p.Grid = g
	}
	v.progress(total, total)
	return p, nil
}

// differences returns the empty cells of p whose digit differs from sol's
// in some other solution of p, which has more than one: those of its
// first solution, or of a random one, or else its true candidates'.
func (v *variantGen) differences(p sudoku.Puzzle, sol sudoku.Grid) ([]sudoku.Cell, error) {
	diff := func(other sudoku.Grid) []sudoku.Cell {
		var cells []sudoku.Cell
		for c := range sudoku.Cell(v.shape.Cells()) {
			if other.At(c) != sol.At(c) {
				cells = append(cells, c)
			}
		}
		return cells
	}
	first, _, err := v.solver.SolvePuzzle(p)
	if err != nil {
		return nil, err
	}
	if cells := diff(first); cells != nil {
		return cells, nil
	}
	for range 2 {
		other, err := v.solver.RandomPuzzleSolution(p, v.rng)
		if err != nil {
			return nil, err
		}
		if cells := diff(other); cells != nil {
			return cells, nil
		}
	}
	cands, err := v.solver.TrueCandidates(p)
	if err != nil {
		return nil, err
	}
	var cells []sudoku.Cell
	for c, set := range cands {
		if set.Count() > 1 {
			cells = append(cells, sudoku.Cell(c))
		}
	}
	if cells == nil {
		return nil, solve.ErrBudget // cannot be: p has two solutions
	}
	return cells, nil
}

// largestCage returns the index of the largest cage holding a cell of
// cells, the first of equals, or -1.
func largestCage(cages [][]sudoku.Cell, cells []sudoku.Cell) int {
	best := -1
	for i, cage := range cages {
		if (best < 0 || len(cage) > len(cages[best])) && slices.ContainsFunc(cage, func(c sudoku.Cell) bool { return slices.Contains(cells, c) }) {
			best = i
		}
	}
	return best
}

// drawCages partitions the grid into cages over sol (growCages over
// every cell), or returns nil.
func drawCages(sol sudoku.Grid, rng *rand.Rand) [][]sudoku.Cell {
	all := make([]sudoku.Cell, sol.Shape().Cells())
	for i := range all {
		all[i] = sudoku.Cell(i)
	}
	return growCages(sol, rng, nil, all)
}

// redrawCages draws again the cages that hold a cell of cells and the
// cages beside them, keeping the others, or returns nil.
func redrawCages(sol sudoku.Grid, rng *rand.Rand, cages [][]sudoku.Cell, cells []sudoku.Cell) [][]sudoku.Cell {
	s := sol.Shape()
	cageOf := make([]int, s.Cells())
	for i, cage := range cages {
		for _, c := range cage {
			cageOf[c] = i
		}
	}
	redraw := make([]bool, len(cages))
	for _, c := range cells {
		redraw[cageOf[c]] = true
		for _, d := range neighbours(s, c) {
			redraw[cageOf[d]] = true
		}
	}
	var keep [][]sudoku.Cell
	var free []sudoku.Cell
	for i, cage := range cages {
		if redraw[i] {
			free = append(free, cage...)
		} else {
			keep = append(keep, slices.Clone(cage))
		}
	}
	return growCages(sol, rng, keep, free)
}

// growCages covers the cells free with new cages beside the cages given
// (which it may change, and returns with the new ones): each grown from a
// random uncovered cell to a random size of 2 to 5 through uncovered
// neighbours whose digits it does not hold yet. A cell left alone joins
// a neighbouring cage that lacks its digit, or pairs with a cell taken
// from a neighbouring cage that stays connected without it. It returns
// nil when a cell is still alone (rare; the caller draws again).
func growCages(sol sudoku.Grid, rng *rand.Rand, cages [][]sudoku.Cell, free []sudoku.Cell) [][]sudoku.Cell {
	s := sol.Shape()
	cageOf := make([]int, s.Cells())
	for i := range cageOf {
		cageOf[i] = -1
	}
	for i, cage := range cages {
		for _, c := range cage {
			cageOf[c] = i
		}
	}
	order := slices.Clone(free)
	rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	// Sizes 2 to 5, the small ones likelier: small cages settle a killer.
	sizes := []int{2, 2, 2, 3, 3, 3, 3, 4, 4, 5}
	var frontier []sudoku.Cell
	for _, start := range order {
		if cageOf[start] >= 0 {
			continue
		}
		id := len(cages)
		cage := []sudoku.Cell{start}
		cageOf[start] = id
		held := sudoku.Bit(sol.At(start))
		for want := sizes[rng.IntN(len(sizes))]; len(cage) < want; {
			frontier = frontier[:0]
			for _, c := range cage {
				for _, d := range neighbours(s, c) {
					if cageOf[d] < 0 && !held.Has(sol.At(d)) && !slices.Contains(frontier, d) {
						frontier = append(frontier, d)
					}
				}
			}
			if len(frontier) == 0 {
				break
			}
			d := frontier[rng.IntN(len(frontier))]
			cage = append(cage, d)
			cageOf[d] = id
			held = held.With(sol.At(d))
		}
		cages = append(cages, cage)
	}
	for i := range cages {
		if len(cages[i]) != 1 {
			continue
		}
		c := cages[i][0]
		if !adoptAlone(s, sol, cages, cageOf, i, c) {
			return nil
		}
	}
	out := cages[:0]
	for _, cage := range cages {
		if len(cage) > 0 {
			slices.Sort(cage)
			out = append(out, cage)
		}
	}
	return out
}

// adoptAlone gives cell c, alone in cage i, a cage: a neighbouring cage
// of under maxCage cells without its digit takes it in, or c pairs with a
// neighbour taken from a cage of three or more that stays connected
// without it (two neighbours never hold the same digit). Cage i is left
// empty or is the pair.
func adoptAlone(s sudoku.Shape, sol sudoku.Grid, cages [][]sudoku.Cell, cageOf []int, i int, c sudoku.Cell) bool {
	for _, d := range neighbours(s, c) {
		j := cageOf[d]
		if j == i || len(cages[j]) >= maxCage || len(cages[j]) < minCage {
			continue
		}
		if slices.ContainsFunc(cages[j], func(e sudoku.Cell) bool { return sol.At(e) == sol.At(c) }) {
			continue
		}
		cages[j] = append(cages[j], c)
		cageOf[c] = j
		cages[i] = nil
		return true
	}
	for _, d := range neighbours(s, c) {
		j := cageOf[d]
		if j == i || len(cages[j]) <= minCage {
			continue
		}
		rest := slices.DeleteFunc(slices.Clone(cages[j]), func(e sudoku.Cell) bool { return e == d })
		if !connectedCells(s, rest) {
			continue
		}
		cages[j] = rest
		cages[i] = []sudoku.Cell{c, d}
		cageOf[d] = i
		return true
	}
	return false
}

// splitCage splits a connected cage of four or more cells into two
// connected parts of two or more, drawn at random, and reports false
// when there is none (a T of four cells).
func splitCage(s sudoku.Shape, cage []sudoku.Cell, rng *rand.Rand) (a, b []sudoku.Cell, ok bool) {
	// Every connected part of two cells or more holds an adjacent pair:
	// grow each pair, in random order, to half the cage.
	var pairs [][2]sudoku.Cell
	for i, c := range cage {
		for _, d := range cage[i+1:] {
			if s.Orthogonal(c, d) {
				pairs = append(pairs, [2]sudoku.Cell{c, d})
			}
		}
	}
	rng.Shuffle(len(pairs), func(i, j int) { pairs[i], pairs[j] = pairs[j], pairs[i] })
	for _, pair := range pairs {
		part := []sudoku.Cell{pair[0], pair[1]}
		for len(part) < len(cage)/2 {
			var frontier []sudoku.Cell
			for _, c := range part {
				for _, d := range neighbours(s, c) {
					if slices.Contains(cage, d) && !slices.Contains(part, d) && !slices.Contains(frontier, d) {
						frontier = append(frontier, d)
					}
				}
			}
			part = append(part, frontier[rng.IntN(len(frontier))])
		}
		rest := slices.DeleteFunc(slices.Clone(cage), func(c sudoku.Cell) bool { return slices.Contains(part, c) })
		if len(rest) >= minCage && connectedCells(s, rest) {
			slices.Sort(part)
			return part, rest, true
		}
	}
	return nil, nil, false
}

// connectedCells reports whether cells (not empty) are connected through
// shared edges.
func connectedCells(s sudoku.Shape, cells []sudoku.Cell) bool {
	if len(cells) == 0 {
		return false
	}
	seen := []sudoku.Cell{cells[0]}
	for i := 0; i < len(seen); i++ {
		for _, d := range neighbours(s, seen[i]) {
			if slices.Contains(cells, d) && !slices.Contains(seen, d) {
				seen = append(seen, d)
			}
		}
	}
	return len(seen) == len(cells)
}

// neighbours returns the cells that share an edge with c.
func neighbours(s sudoku.Shape, c sudoku.Cell) []sudoku.Cell {
	n := s.N()
	r, k := s.Row(c), s.Col(c)
	var out []sudoku.Cell
	if r > 0 {
		out = append(out, c-sudoku.Cell(n))
	}
	if r < n-1 {
		out = append(out, c+sudoku.Cell(n))
	}
	if k > 0 {
		out = append(out, c-1)
	}
	if k < n-1 {
		out = append(out, c+1)
	}
	return out
}
