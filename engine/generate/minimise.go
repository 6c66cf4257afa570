package generate

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"

	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// ErrNotUnique means a puzzle that must have one solution has more.
var ErrNotUnique = errors.New("generate: the puzzle has more than one solution")

// Minimise returns the givens of p less every one that can go, for a
// setter's "minimise givens": it tries the givens of p.Grid one at a
// time, in an order drawn from rng, and drops each one whose removal
// leaves the puzzle with exactly one solution under p.Rules
// (solve.Options.CountPuzzle to 2), never dropping a cell of keep. The
// result is p's solution's puzzle, a subset of p's givens that holds
// every kept given, and minimal: without any one of its givens outside
// keep it has a second solution. One pass suffices, as removing givens
// only adds solutions: a given that could not go once cannot go later.
// The same rng state gives the same result; a nil rng tries the givens
// in reading order. Kept cells that are empty are left empty.
//
// p must have exactly one solution: Minimise returns solve.ErrNoSolution
// for none, ErrNotUnique for more, the errors of CountPuzzle for a
// puzzle that is not valid (bad rules, givens that break them), and an
// error naming the cell for a kept cell outside the grid. o bounds each
// uniqueness check (o.Budget is one CountPuzzle's budget) and o.Context
// the whole: when either runs out, Minimise returns the puzzle so far,
// unique but perhaps not minimal, with ErrBudget or the context's error.
//
// Cost: one count to 2 per given of p, plus one for p itself: natively
// under a millisecond for a 9x9 puzzle, a few for a full 9x9 grid, and
// for variants the solver's time on each (BenchmarkMinimise).
func Minimise(p sudoku.Puzzle, keep []sudoku.Cell, rng *rand.Rand, o solve.Options) (sudoku.Grid, error) {
	switch n, err := o.CountPuzzle(p, 2); {
	case err != nil:
		return sudoku.Grid{}, err
	case n == 0:
		return sudoku.Grid{}, solve.ErrNoSolution
	case n > 1:
		return sudoku.Grid{}, ErrNotUnique
	}
	s := p.Grid.Shape()
	kept := make([]bool, s.Cells())
	for _, c := range keep {
		if c < 0 || int(c) >= s.Cells() {
			return sudoku.Grid{}, fmt.Errorf("generate: kept cell %d is outside the %dx%d grid", c, s.N(), s.N())
		}
		kept[c] = true
	}
	var order []sudoku.Cell
	for c := range sudoku.Cell(s.Cells()) {
		if p.Grid.At(c) != 0 && !kept[c] {
			order = append(order, c)
		}
	}
	if rng != nil {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	}
	q := sudoku.Puzzle{Grid: p.Grid, Rules: p.Rules}
	for _, c := range order {
		if o.Context != nil {
			runtime.Gosched() // lets a deadline's timer fire under js/wasm
			if err := o.Context.Err(); err != nil {
				return q.Grid, err
			}
		}
		d := q.Grid.At(c)
		q.Grid.Set(c, 0)
		n, err := o.CountPuzzle(q, 2)
		if err != nil || n != 1 {
			q.Grid.Set(c, d)
		}
		if err != nil {
			return q.Grid, err
		}
	}
	return q.Grid, nil
}
