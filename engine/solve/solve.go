// Package solve finds the solutions of Sudoku grids exactly, by search.
//
// Count(g, 2) == 1 means g has exactly one solution. Every call is bounded
// in work by a node budget (Options.Budget, with a generous default) and,
// when one is given, in time by a context: a deadline is checked every few
// milliseconds of search. Running out returns ErrBudget or the context's
// error, never a wrong count. A node budget is not a time bound (a node of
// a 25x25 search costs up to a millisecond): where a person waits, pass a
// context with a deadline.
package solve

import (
	"context"
	"errors"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// DefaultBudget is the node budget when Options.Budget is 0. A node is one
// guess; hard 9x9 puzzles need a few hundred, and the sparse 16x16 and
// 25x25 puzzles of testdata at most tens of thousands. It bounds work, not
// time: 20M nodes is about a minute on 9x9 and hours on 25x25, so callers
// that a person waits for also pass Options.Context with a deadline.
const DefaultBudget = 20_000_000

// ErrBudget means the search ran out of its node budget before it could answer.
var ErrBudget = errors.New("solve: work budget exhausted")

// ErrNoSolution means the grid has no solution.
var ErrNoSolution = errors.New("solve: no solution")

// Options bound a search. The zero value uses DefaultBudget and no context.
type Options struct {
	// Budget caps the number of search nodes; 0 means DefaultBudget.
	Budget int64
	// Context, when not nil, cancels the search; its error is returned.
	Context context.Context
}

// Count returns the number of solutions of g, counting no further than limit
// (limit <= 0 counts as 1). It returns an error for an invalid grid, when the
// budget runs out, or when the context is done.
func Count(g sudoku.Grid, limit int) (int, error) { return Options{}.Count(g, limit) }

// Solve returns a solution of g and whether it is the only one.
// It returns ErrNoSolution when there is none.
func Solve(g sudoku.Grid) (sudoku.Grid, bool, error) { return Options{}.Solve(g) }

// Count is like the package function Count, bounded by o.
func (o Options) Count(g sudoku.Grid, limit int) (int, error) {
	if g.Shape() == sudoku.Classic {
		return countBandsInto(&g, max(limit, 1), o.budget(), o.Context, nil)
	}
	n, _, err := o.search(g, limit)
	return n, err
}

// Solve is like the package function Solve, bounded by o.
func (o Options) Solve(g sudoku.Grid) (sudoku.Grid, bool, error) {
	n, first, err := o.search(g, 2)
	if err != nil {
		return sudoku.Grid{}, false, err
	}
	if n == 0 {
		return sudoku.Grid{}, false, ErrNoSolution
	}
	return first, n == 1, nil
}

// CountPuzzle returns the number of solutions of p, its grid under its
// rules, counting no further than limit (limit <= 0 counts as 1). Classic
// rules (the zero sudoku.Rules) take the path of Count; any other rules
// take the variant solver, which propagates every constraint (cage
// combinations, thermometer bounds, sums, relations between cells)
// before it guesses. It returns p.Rules.Validate's *sudoku.RuleError for
// rules that do not fit the grid, p.Rules.Check's error for givens that
// break them, ErrBudget, or the context's error.
//
// Pencil marks, when p has them (p.Candidates, as codec reads a candidate
// line), are part of the puzzle: only the solutions that put in every
// cell one of its marks count, so marks can make unique a grid whose
// digits alone have many solutions. A filled cell's marks are its digit
// (sudoku.Puzzle.Marks). Marks that do not fit the grid (a cell without
// one, a placed digit not among them) are p.CheckCandidates's
// *sudoku.CandidatesError; marks that fit but leave no solution count 0.
// The search starts from the marks' candidates, on the package's
// solvers: on classic 9x9 the band solver, the marks costing a few
// microseconds (BenchmarkCountPuzzleMarks, each grid with its givens'
// candidates as marks: 8 to 10 µs a puzzle on the 17-clue set, where
// Count takes 4, and 140 to 170 µs on forum_hardest_1106, where it
// takes 130); on other shapes, and under other rules, the variant
// solver, which lacks the general solver's restarts for sparse 16x16
// and 25x25 grids.
func CountPuzzle(p sudoku.Puzzle, limit int) (int, error) { return Options{}.CountPuzzle(p, limit) }

// SolvePuzzle returns a solution of p and whether it is the only one, as
// Solve does for classic grids; see CountPuzzle.
func SolvePuzzle(p sudoku.Puzzle) (sudoku.Grid, bool, error) { return Options{}.SolvePuzzle(p) }

// CountPuzzle is like the package function CountPuzzle, bounded by o.
func (o Options) CountPuzzle(p sudoku.Puzzle, limit int) (int, error) {
	n, _, err := o.searchPuzzle(p, limit)
	return n, err
}

// SolvePuzzle is like the package function SolvePuzzle, bounded by o.
func (o Options) SolvePuzzle(p sudoku.Puzzle) (sudoku.Grid, bool, error) {
	n, first, err := o.searchPuzzle(p, 2)
	if err != nil {
		return sudoku.Grid{}, false, err
	}
	if n == 0 {
		return sudoku.Grid{}, false, ErrNoSolution
	}
	return first, n == 1, nil
}

func (o Options) searchPuzzle(p sudoku.Puzzle, limit int) (int, sudoku.Grid, error) {
	if p.Candidates != nil {
		return o.searchMarks(&p, limit)
	}
	if p.Rules.Classic() {
		return o.search(p.Grid, limit)
	}
	if limit <= 0 {
		limit = 1
	}
	if err := p.Rules.Check(&p.Grid); err != nil {
		return 0, sudoku.Grid{}, err
	}
	return countVariant(p.Grid, &p.Rules, limit, o.budget(), o.Context, nil)
}

func (o Options) search(g sudoku.Grid, limit int) (int, sudoku.Grid, error) {
	if limit <= 0 {
		limit = 1
	}
	if g.Shape() == sudoku.Classic {
		return countBands(g, limit, o.budget(), o.Context)
	}
	if err := g.Validate(); err != nil {
		return 0, sudoku.Grid{}, err
	}
	return countRestarts(g, limit, o.budget(), o.Context)
}

// budget returns the node budget o allows.
func (o Options) budget() int64 {
	if o.Budget <= 0 {
		return DefaultBudget
	}
	return o.Budget
}
