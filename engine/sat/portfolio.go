package sat

import (
	"errors"

	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// DefaultEffort is the node count Portfolio gives the exact solver
// before the CNF route takes over, when Portfolio.Effort is 0: above the
// most any published puzzle takes (about 120,000, Hard renban 2, 2 s
// natively; the hard killers take a few hundred to a thousand), since
// gophersat takes longer than the exact search on every one the exact
// search needs over 20,000 for (2 to 30 times; BENCHMARKS.md).
// The CNF route is the fallback for puzzles unlike any published one.
const DefaultEffort = 500_000

// Portfolio answers puzzles by two routes: the exact solver
// (engine/solve) up to Effort nodes, then, when that does not settle the
// puzzle, the CNF formula of EncodePuzzle through gophersat, whose
// clause learning does not share the exact search's blind spots. Where
// EncodePuzzle cannot encode a rule (sandwich clues) the exact solver
// goes on instead. The zero value is ready to use, with solve's default
// budget. Both routes are
// deterministic, and they count the same solutions (the tests check it
// on every published puzzle), so the answer does not depend on which
// one gave it; only the time does.
//
// Bounds: Options.Budget bounds the exact solver's nodes over the whole
// call, and Options.Context is checked throughout the exact search and
// before the CNF route starts. The CNF route itself cannot be stopped
// (gophersat v1.4.0 has neither a conflict limit nor cancellation), so
// it is taken only when the budget is larger than Effort: a call with
// a budget of Effort or less stays on the exact route and is bounded as
// solve's is. Classic puzzles (the zero rules) take solve's classic path
// alone.
type Portfolio struct {
	Options solve.Options
	Effort  int64 // nodes before the CNF route; 0 means DefaultEffort
}

// CountPuzzle returns the number of solutions of p up to limit, with
// solve.CountPuzzle's contract and errors (solve.ErrBudget, the
// context's error, the rules' errors).
func (pf Portfolio) CountPuzzle(p sudoku.Puzzle, limit int) (int, error) {
	n, _, err := pf.count(p, limit)
	return n, err
}

// SolvePuzzle returns a solution of p and whether it is the only one,
// with solve.SolvePuzzle's contract and errors (solve.ErrNoSolution when
// there is none).
func (pf Portfolio) SolvePuzzle(p sudoku.Puzzle) (sudoku.Grid, bool, error) {
	n, first, err := pf.count(p, 2)
	if err != nil {
		return sudoku.Grid{}, false, err
	}
	if n == 0 {
		return sudoku.Grid{}, false, solve.ErrNoSolution
	}
	return first, n == 1, nil
}

func (pf Portfolio) count(p sudoku.Puzzle, limit int) (int, sudoku.Grid, error) {
	budget := pf.Options.Budget
	if budget <= 0 {
		budget = solve.DefaultBudget
	}
	effort := pf.Effort
	if effort <= 0 {
		effort = DefaultEffort
	}
	if p.Rules.Classic() || budget <= effort {
		return exact(pf.Options, p, limit)
	}
	o := pf.Options
	o.Budget = effort
	n, first, err := exact(o, p, limit)
	if err != solve.ErrBudget {
		return n, first, err
	}
	if ctx := pf.Options.Context; ctx != nil && ctx.Err() != nil {
		return 0, sudoku.Grid{}, ctx.Err()
	}
	n, first, err = countPuzzle(p, limit)
	var ue *UnsupportedError
	if errors.As(err, &ue) {
		o.Budget = budget - effort
		return exact(o, p, limit)
	}
	return n, first, err
}

// exact counts through engine/solve, keeping the first solution.
func exact(o solve.Options, p sudoku.Puzzle, limit int) (int, sudoku.Grid, error) {
	if limit == 2 {
		sol, unique, err := o.SolvePuzzle(p)
		switch {
		case err == solve.ErrNoSolution:
			return 0, sudoku.Grid{}, nil
		case err != nil:
			return 0, sudoku.Grid{}, err
		case unique:
			return 1, sol, nil
		}
		return 2, sol, nil
	}
	n, err := o.CountPuzzle(p, limit)
	return n, sudoku.Grid{}, err
}
