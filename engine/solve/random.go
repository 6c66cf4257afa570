package solve

import (
	"math/rand/v2"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// RandomGrid draws a random complete grid of the given shape, by seed 000's
// method: propagate singles, then make likelihood-ordered random guesses (a
// random cell among those with the fewest candidates, a random digit of it),
// and on a conflict revert to the last determined state without that guess.
// The same rng state gives the same grid on every platform. It returns
// ErrBudget or the context's error when o runs out first; 9x9 to 16x16
// grids take well under a second, 25x25 usually does too.
func RandomGrid(shape sudoku.Shape, rng *rand.Rand, o Options) (sudoku.Grid, error) {
	if err := shape.Validate(); err != nil {
		return sudoku.Grid{}, err
	}
	return RandomCompletion(sudoku.NewGrid(shape), rng, o)
}

// RandomCompletion is RandomGrid starting from the digits of g: it returns a
// random solution of g, ErrNoSolution when g has none, or the error of an
// invalid grid, an exhausted budget or a done context.
func RandomCompletion(g sudoku.Grid, rng *rand.Rand, o Options) (sudoku.Grid, error) {
	if err := g.Validate(); err != nil {
		return sudoku.Grid{}, err
	}
	n, sol, err := countGeneral(g, 1, o.budget(), o.Context, rng)
	if err != nil {
		return sudoku.Grid{}, err
	}
	if n == 0 {
		return sudoku.Grid{}, ErrNoSolution
	}
	return sol, nil
}

// RandomPuzzleSolution returns a random solution of p, its grid under its
// rules: the variant solver's search (see CountPuzzle) with each guess a
// random digit of its cell, so solving an empty grid under a variant's
// rules draws a random full grid of that variant. Classic rules take
// RandomCompletion's path; pencil marks in p are not read. The same rng
// state gives the same grid on every platform. It returns ErrNoSolution
// when p has none, the errors of CountPuzzle for rules or givens that
// are not valid, ErrBudget or the context's error when o runs out first. Cost, natively, for an empty 9x9
// grid (BenchmarkRandomPuzzle): about 0.3 ms under Sudoku X, windoku,
// anti-knight or anti-king rules; non-consecutive grids are hard to
// fill, tens of milliseconds on average and some hundreds (a node budget
// bounds it, and a new rng state draws again).
func (o Options) RandomPuzzleSolution(p sudoku.Puzzle, rng *rand.Rand) (sudoku.Grid, error) {
	if p.Rules.Classic() {
		return RandomCompletion(p.Grid, rng, o)
	}
	if err := p.Rules.Check(&p.Grid); err != nil {
		return sudoku.Grid{}, err
	}
	n, sol, err := countVariant(p.Grid, &p.Rules, 1, o.budget(), o.Context, rng)
	if err != nil {
		return sudoku.Grid{}, err
	}
	if n == 0 {
		return sudoku.Grid{}, ErrNoSolution
	}
	return sol, nil
}
