package sat

import (
	"errors"

	"github.com/crillab/gophersat/solver"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// ErrNoSolution means the grid has no solution: its formula is unsatisfiable.
var ErrNoSolution = errors.New("sat: no solution")

// Solve returns a solution of g and whether it is the only one. It returns
// ErrNoSolution when there is none, and g.Validate's error for a grid that
// breaks the rules.
//
// Uniqueness is checked the SAT way: after the first model, a clause that
// forbids that placement of the non-given cells is added and the formula is
// solved again.
//
// Bound: gophersat v1.4.0 has neither a conflict limit nor cancellation, so a
// call runs until the solver answers and takes no budget or context. The
// formula is finite (see Encode; Solve hands the solver a smaller one with
// the givens propagated) and CDCL solves Sudoku formulas without much
// search: milliseconds for 9x9, about a second and 200 MB for an empty
// 25x25 grid. For a call that is bounded on every input use the exact
// solver, engine/solve, with its Options.
func Solve(g sudoku.Grid) (sudoku.Grid, bool, error) {
	n, first, err := count(g, 2)
	if err != nil {
		return sudoku.Grid{}, false, err
	}
	if n == 0 {
		return sudoku.Grid{}, false, ErrNoSolution
	}
	return first, n == 1, nil
}

// Count returns the number of solutions of g, counting no further than
// limit (limit <= 0 counts as 1). It solves the formula up to limit times,
// each time with one more clause that blocks a solution already found; the
// solver keeps what it learned between calls. The bound is Solve's, about
// limit/2 times over.
func Count(g sudoku.Grid, limit int) (int, error) {
	n, _, err := count(g, limit)
	return n, err
}

// count solves the reduced formula of g until it is unsatisfiable or limit
// models are found, and returns how many were and the first.
func count(g sudoku.Grid, limit int) (int, sudoku.Grid, error) {
	if err := g.Validate(); err != nil {
		return 0, sudoku.Grid{}, err
	}
	if limit <= 0 {
		limit = 1
	}
	f := encode(g, true)
	slv := solver.New(solver.ParseSliceNb(f.Clauses, f.Vars))
	var first sudoku.Grid
	found := 0
	for found < limit && slv.Solve() == solver.Sat {
		sol := decode(g, slv.Model())
		found++
		if found == 1 {
			first = sol
		}
		block := blocking(g, sol)
		if len(block) == 0 { // no empty cell: the one solution is g itself
			break
		}
		slv.AppendClause(solver.NewClause(block))
	}
	return found, first, nil
}

// decode returns g with its empty cells filled from a model: model[v-1] is
// the value of variable v.
func decode(g sudoku.Grid, model []bool) sudoku.Grid {
	s := g.Shape()
	for c := sudoku.Cell(0); int(c) < s.Cells(); c++ {
		for d := sudoku.Digit(1); g.At(c) == 0 && int(d) <= s.N(); d++ {
			if model[Var(s, c, d)-1] {
				g.Set(c, d)
			}
		}
	}
	return g
}

// blocking returns the clause "some empty cell of g holds another digit than
// in sol", which every solution but sol satisfies.
func blocking(g, sol sudoku.Grid) []solver.Lit {
	s := g.Shape()
	var lits []solver.Lit
	for c := sudoku.Cell(0); int(c) < s.Cells(); c++ {
		if g.At(c) == 0 {
			lits = append(lits, solver.IntToLit(int32(-Var(s, c, sol.At(c)))))
		}
	}
	return lits
}
