package practice

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// The variant techniques' positions are generated, each from a puzzle
// made for it: a killer (generate.VariantFromSeed, some of its cages
// merged for the rarer techniques) for the cage techniques; for the others a classic puzzle (generate.FromSeed) with
// clues of the technique's rule drawn over its solution (clueFor), so
// that the puzzle stays unique, and then the givens under the clues taken
// out while it does, so the clues do the work. Then, as for a classic
// technique, the logic solver's path is walked, under the rules, to the
// state before its first step of the technique.

// variantTries caps the puzzles generated for one seed of a variant
// technique.
const variantTries = 32

// variantStream is the second half of the PCG state that draws a
// variant position's clues.
const variantStream = 0x5eed7a41

// killerTechniques are the variant techniques of killer cages.
var killerTechniques = []logic.Technique{logic.CageCombination, logic.InniesOuties, logic.CageHouse, logic.HouseCombinations, logic.LargeInnies}

// walkLevel bounds the searches of the walk to a variant technique's
// step: every variant technique rates below Hard's ceiling, so a search
// of a harder one (chains) can never come before it.
const walkLevel = logic.Hard

// generatedVariant makes a position of variant technique t.
func generatedVariant(ctx context.Context, t logic.Technique, seed uint64) (Position, error) {
	for k := range variantTries {
		sub := subSeed(seed, k)
		puzzle, sol, err := variantPuzzle(ctx, t, sub)
		if err != nil {
			if ctx.Err() != nil {
				return Position{}, ctx.Err()
			}
			continue
		}
		s, err := logic.FromPuzzle(puzzle)
		if err != nil {
			continue
		}
		for !s.Solved() {
			h, ok := logic.NextWithin(s, walkLevel)
			if !ok {
				break
			}
			if h.Step.Technique == t {
				if p, ok := positionOf(t, s, puzzle.Grid, puzzle.Rules, sol); ok {
					p.Seed = seed
					return p, nil
				}
			}
			if h.Step.Apply(s) != nil {
				break
			}
		}
	}
	return Position{}, fmt.Errorf("no position in %d generated puzzles", variantTries)
}

// variantPuzzle returns the puzzle made for t from seed and its solution.
// For the killer techniques that come late on a killer's path (a cage in
// a house, cage combinations in a house, large innies and outies: on a
// tenth to a quarter of the generator's killers), its cages are merged
// first (mergeCages), which makes them come on most.
func variantPuzzle(ctx context.Context, t logic.Technique, seed uint64) (sudoku.Puzzle, sudoku.Grid, error) {
	if slices.Contains(killerTechniques, t) {
		r, err := generate.VariantFromSeed(seed, generate.VariantOptions{Kind: generate.KindKiller, Context: ctx})
		if err != nil {
			return sudoku.Puzzle{}, sudoku.Grid{}, err
		}
		if t.Rating() > logic.InniesOuties.Rating() {
			mergeCages(ctx, rand.New(rand.NewPCG(seed, variantStream)), &r.Puzzle, r.Solution, mergesFor(t))
		}
		return r.Puzzle, r.Solution, nil
	}
	r, err := generate.FromSeed(seed, generate.Options{NoGrade: true, Context: ctx})
	if err != nil {
		return sudoku.Puzzle{}, sudoku.Grid{}, err
	}
	rng := rand.New(rand.NewPCG(seed, variantStream))
	p := sudoku.Puzzle{Grid: r.Puzzle}
	p.Rules.Constraints = clueFor(t, rng, r.Solution)
	if len(p.Rules.Constraints) == 0 {
		return sudoku.Puzzle{}, sudoku.Grid{}, fmt.Errorf("no clue of %s drawn", t.Name())
	}
	if err := p.Rules.Validate(sudoku.Classic); err != nil {
		return sudoku.Puzzle{}, sudoku.Grid{}, err
	}
	// The givens under the clues go first, then a few others, each while
	// the puzzle stays unique.
	var under, others []sudoku.Cell
	on := map[sudoku.Cell]bool{}
	for _, c := range p.Rules.Constraints {
		for _, cell := range clueCells(c) {
			on[cell] = true
		}
	}
	for c := range sudoku.Cell(81) {
		if p.Grid.At(c) == 0 {
			continue
		}
		if on[c] {
			under = append(under, c)
		} else {
			others = append(others, c)
		}
	}
	rng.Shuffle(len(others), func(i, j int) { others[i], others[j] = others[j], others[i] })
	o := solve.Options{Budget: digBudget, Context: ctx}
	for _, c := range append(under, others[:min(len(others), extraDug)]...) {
		d := p.Grid.At(c)
		p.Grid.Set(c, 0)
		if n, err := o.CountPuzzle(p, 2); err != nil || n != 1 {
			p.Grid.Set(c, d)
		}
	}
	return p, r.Solution, nil
}

// mergeCages merges neighbouring cages of p, a killer whose solution is
// sol, while it stays unique: larger cages have more ways to make their
// totals, so the techniques of a cage in a house and of large innies and
// outies come sooner on its path. Up to merges pairs are tried.
func mergeCages(ctx context.Context, rng *rand.Rand, p *sudoku.Puzzle, sol sudoku.Grid, merges int) {
	o := solve.Options{Budget: digBudget, Context: ctx}
	cs := p.Rules.Constraints
	for range merges {
		i := rng.IntN(len(cs))
		a, ok := cs[i].(sudoku.Cage)
		if !ok {
			continue
		}
		var near []int
		for j, c := range cs {
			b, ok := c.(sudoku.Cage)
			if !ok || j == i || len(a.Cells)+len(b.Cells) > maxMerged || !touches(a.Cells, b.Cells) || !disjointDigits(sol, a.Cells, b.Cells) {
				continue
			}
			near = append(near, j)
		}
		if len(near) == 0 {
			continue
		}
		j := near[rng.IntN(len(near))]
		b := cs[j].(sudoku.Cage)
		merged := sudoku.Cage{Cells: append(slices.Clone(a.Cells), b.Cells...), Sum: a.Sum + b.Sum}
		next := slices.Clone(cs)
		next[i] = merged
		next = slices.Delete(next, j, j+1)
		q := *p
		q.Rules.Constraints = next
		if n, err := o.CountPuzzle(q, 2); err == nil && n == 1 {
			cs = next
		}
	}
	p.Rules.Constraints = cs
}

// mergesFor is the number of cage merges mergeCages tries for t
// (measured: cage combinations in a house come no more often with more,
// and slower), and maxMerged the most cells a merged cage has.
func mergesFor(t logic.Technique) int {
	if t == logic.HouseCombinations {
		return 4
	}
	return 12
}

const maxMerged = 7

// touches reports whether a cell of a shares an edge with one of b.
func touches(a, b []sudoku.Cell) bool {
	for _, x := range a {
		for _, y := range b {
			if sudoku.Classic.Orthogonal(x, y) {
				return true
			}
		}
	}
	return false
}

// disjointDigits reports whether sol holds no digit both in cells a and b.
func disjointDigits(sol sudoku.Grid, a, b []sudoku.Cell) bool {
	var da sudoku.Set
	for _, c := range a {
		da = da.With(sol.At(c))
	}
	for _, c := range b {
		if da.Has(sol.At(c)) {
			return false
		}
	}
	return true
}

// digBudget bounds each uniqueness check of the digging, in solver
// nodes: a check that runs out keeps its given.
const digBudget = 20_000

// extraDug is the number of givens away from the clues tried for removal.
const extraDug = 8

// clueCells returns the cells a clue covers, its shaft's, line's or
// cell's; for a sandwich, none (the line is the row's or column's).
func clueCells(c sudoku.Constraint) []sudoku.Cell {
	if s, ok := c.(sudoku.Sandwich); ok {
		return sudoku.Classic.HouseCells(s.Line)
	}
	return sudoku.CellsOf(c)
}

// clueFor draws clues of t's rule that sol keeps.
func clueFor(t logic.Technique, rng *rand.Rand, sol sudoku.Grid) []sudoku.Constraint {
	var out []sudoku.Constraint
	switch t {
	case logic.OddEven:
		for _, c := range rng.Perm(81)[:4+rng.IntN(5)] {
			out = append(out, sudoku.Parity{Cell: sudoku.Cell(c), Even: sol.At(sudoku.Cell(c))%2 == 0})
		}
	case logic.PairRule:
		out = pairClues(rng, sol)
	case logic.BetweenLine:
		out = lines(rng, sol, 2, 3, 6, func(ds []sudoku.Digit) bool {
			lo, hi := min(ds[0], ds[len(ds)-1]), max(ds[0], ds[len(ds)-1])
			for _, d := range ds[1 : len(ds)-1] {
				if d <= lo || d >= hi {
					return false
				}
			}
			return true
		}, func(cells []sudoku.Cell) sudoku.Constraint { return sudoku.Between{Cells: cells} })
	case logic.RenbanLine:
		out = lines(rng, sol, 2, 3, 5, func(ds []sudoku.Digit) bool {
			seen := sudoku.Set(0)
			for _, d := range ds {
				if seen.Has(d) {
					return false
				}
				seen = seen.With(d)
			}
			lo, hi := slices.Min(ds), slices.Max(ds)
			return int(hi-lo) == len(ds)-1
		}, func(cells []sudoku.Cell) sudoku.Constraint { return sudoku.Renban{Cells: cells} })
	case logic.ArrowSum:
		out = arrows(rng, sol, 2+rng.IntN(2))
	case logic.LittleKillerSum:
		out = littleKillers(rng, sol, 2+rng.IntN(2))
	case logic.SandwichSum:
		for _, h := range rng.Perm(18)[:2+rng.IntN(3)] {
			out = append(out, sudoku.Sandwich{Line: sudoku.House(h), Sum: sandwichSum(sol, sudoku.House(h))})
		}
	}
	return out
}

// sandwichSum returns the sum of sol's digits between 1 and 9 on line h.
func sandwichSum(sol sudoku.Grid, h sudoku.House) int {
	cells := sudoku.Classic.HouseCells(h)
	i1, i9 := -1, -1
	for i, c := range cells {
		switch sol.At(c) {
		case 1:
			i1 = i
		case 9:
			i9 = i
		}
	}
	sum := 0
	for i := min(i1, i9) + 1; i < max(i1, i9); i++ {
		sum += int(sol.At(cells[i]))
	}
	return sum
}

// pairClues draws rules between two cells that sol keeps: thermometers,
// kropki dots, or X and V, by rng.
func pairClues(rng *rand.Rand, sol sudoku.Grid) []sudoku.Constraint {
	switch rng.IntN(3) {
	case 0:
		return lines(rng, sol, 2, 3, 5, func(ds []sudoku.Digit) bool {
			for i := 1; i < len(ds); i++ {
				if ds[i] <= ds[i-1] {
					return false
				}
			}
			return true
		}, func(cells []sudoku.Cell) sudoku.Constraint { return sudoku.Thermo{Cells: cells} })
	case 1:
		return edges(rng, sol, 8+rng.IntN(5), func(a, b sudoku.Digit) (sudoku.Constraint, bool) {
			return nil, a == b+1 || b == a+1 || a == 2*b || b == 2*a
		}, func(ca, cb sudoku.Cell, a, b sudoku.Digit) sudoku.Constraint {
			return sudoku.Kropki{A: ca, B: cb, Black: a == 2*b || b == 2*a}
		})
	default:
		return edges(rng, sol, 6+rng.IntN(5), func(a, b sudoku.Digit) (sudoku.Constraint, bool) {
			return nil, a+b == 5 || a+b == 10
		}, func(ca, cb sudoku.Cell, a, b sudoku.Digit) sudoku.Constraint {
			return sudoku.XV{A: ca, B: cb, Sum: int(a + b)}
		})
	}
}

// edges draws up to n pairs of orthogonal neighbours whose digits in sol
// keep (ok) and makes a clue of each.
func edges(rng *rand.Rand, sol sudoku.Grid, n int, ok func(a, b sudoku.Digit) (sudoku.Constraint, bool), mk func(ca, cb sudoku.Cell, a, b sudoku.Digit) sudoku.Constraint) []sudoku.Constraint {
	var out []sudoku.Constraint
	for _, i := range rng.Perm(2 * 9 * 8) {
		if len(out) == n {
			break
		}
		// Edge i: horizontal (r, c)-(r, c+1) for i < 72, else vertical.
		var a, b sudoku.Cell
		if i < 72 {
			a = sudoku.Classic.CellAt(i/8, i%8)
			b = a + 1
		} else {
			i -= 72
			a = sudoku.Classic.CellAt(i/9, i%9)
			b = a + 9
		}
		if _, good := ok(sol.At(a), sol.At(b)); good {
			out = append(out, mk(a, b, sol.At(a), sol.At(b)))
		}
	}
	return out
}

// lines draws up to n lines of lo to hi touching cells, apart from each
// other, whose digits in sol keep ok, and makes a clue of each.
func lines(rng *rand.Rand, sol sudoku.Grid, n, lo, hi int, ok func([]sudoku.Digit) bool, mk func([]sudoku.Cell) sudoku.Constraint) []sudoku.Constraint {
	var out []sudoku.Constraint
	used := map[sudoku.Cell]bool{}
	for _, start := range rng.Perm(81) {
		if len(out) == n {
			break
		}
		if used[sudoku.Cell(start)] {
			continue
		}
		want := lo + rng.IntN(hi-lo+1)
		path := walkLine(rng, sol, []sudoku.Cell{sudoku.Cell(start)}, want, used, ok)
		if path == nil {
			continue
		}
		for _, c := range path {
			used[c] = true
		}
		out = append(out, mk(path))
	}
	return out
}

// walkLine extends path, by depth-first search in random order, to a line
// of want cells, none used, whose digits keep ok; nil when none.
func walkLine(rng *rand.Rand, sol sudoku.Grid, path []sudoku.Cell, want int, used map[sudoku.Cell]bool, ok func([]sudoku.Digit) bool) []sudoku.Cell {
	if len(path) == want {
		ds := make([]sudoku.Digit, len(path))
		for i, c := range path {
			ds[i] = sol.At(c)
		}
		if ok(ds) {
			return slices.Clone(path)
		}
		return nil
	}
	last := path[len(path)-1]
	for _, k := range rng.Perm(9) {
		r, c := sudoku.Classic.Row(last)+k/3-1, sudoku.Classic.Col(last)+k%3-1
		if k == 4 || r < 0 || c < 0 || r > 8 || c > 8 {
			continue
		}
		next := sudoku.Classic.CellAt(r, c)
		if used[next] || slices.Contains(path, next) {
			continue
		}
		if got := walkLine(rng, sol, append(path, next), want, used, ok); got != nil {
			return got
		}
	}
	return nil
}

// arrows draws up to n arrows that sol keeps: a circle and a shaft of two
// or three cells from a neighbour of it, adding up to the circle's digit.
func arrows(rng *rand.Rand, sol sudoku.Grid, n int) []sudoku.Constraint {
	var out []sudoku.Constraint
	used := map[sudoku.Cell]bool{}
	for _, start := range rng.Perm(81) {
		if len(out) == n {
			break
		}
		circle := sudoku.Cell(start)
		if used[circle] || sol.At(circle) < 3 {
			continue
		}
		want := 2 + rng.IntN(2)
		path := walkLine(rng, sol, []sudoku.Cell{circle}, want+1, used, func(ds []sudoku.Digit) bool {
			sum := 0
			for _, d := range ds[1:] {
				sum += int(d)
			}
			return sum == int(ds[0])
		})
		if path == nil {
			continue
		}
		for _, c := range path {
			used[c] = true
		}
		out = append(out, sudoku.Arrow{Circle: path[:1], Shaft: path[1:]})
	}
	return out
}

// littleKillers draws n little killer clues of sol: diagonals of 3 to 8
// cells from edge to edge, each with its total.
func littleKillers(rng *rand.Rand, sol sudoku.Grid, n int) []sudoku.Constraint {
	// The diagonals, by their first cell on the top row or left column
	// and their direction: down-right (dc 1) or down-left (dc -1).
	type diag struct{ r, c, dc int }
	var ds []diag
	for k := 1; k <= 6; k++ { // lengths 8 down to 3
		ds = append(ds, diag{0, k, 1}, diag{k, 0, 1}, diag{0, 8 - k, -1}, diag{k, 8, -1})
	}
	var out []sudoku.Constraint
	for _, i := range rng.Perm(len(ds))[:n] {
		d := ds[i]
		var cells []sudoku.Cell
		sum := 0
		for r, c := d.r, d.c; r <= 8 && c >= 0 && c <= 8; r, c = r+1, c+d.dc {
			cell := sudoku.Classic.CellAt(r, c)
			cells = append(cells, cell)
			sum += int(sol.At(cell))
		}
		out = append(out, sudoku.LittleKiller{Sum: sum, Cells: cells})
	}
	return out
}
