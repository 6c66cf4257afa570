package logic

import (
	"context"
	"errors"

	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Trial-and-error budgets, in search nodes (one node is one assumption
// followed by propagation of singles). The budget starts small and grows
// by trialGrowth until trialMaxBudget, so the step found is the cheapest
// refutation within reach.
const (
	trialFirstBudget = 4
	trialGrowth      = 8
	trialMaxBudget   = 1 << 18
)

// findTrial is the last resort, labelled as such: it assumes a candidate,
// searches from there (propagating singles, then guessing in the cell with
// fewest candidates) and, when every branch ends in a contradiction within
// the budget, eliminates the candidate. This is a proof, not a guess: no
// solution holds the candidate. Cells with fewest candidates are tried
// first. It reports false when no candidate is refuted within the largest
// budget. Cost: up to O(candidates * trialMaxBudget * N^2).
func findTrial(s *State) (Step, bool) {
	if s.geo.constrained != nil {
		return findTrialBySearch(s)
	}
	order := candidateOrder(s)
	r := refuter{ctx: s.ctx}
	for budget := trialFirstBudget; budget <= trialMaxBudget; budget *= trialGrowth {
		for _, c := range order {
			for ds := s.cands[c]; ds != 0; ds &= ds - 1 {
				d := ds.Lowest()
				t := r.state(0)
				*t = *s
				t.Place(c, d)
				r.left = budget
				if !r.refutable(t, 1) {
					if r.stopped {
						return Step{}, false
					}
					continue
				}
				return s.trialStep(c, d, "trial", argCount(budget-r.left)), true
			}
		}
	}
	return Step{}, false
}

// findTrialBySearch is findTrial under rules with constraints (cages,
// lines, dots, sums): there the search from the assumption is the exact
// solver's (engine/solve), which propagates every constraint in full,
// where the state's propagation reads only what is cheap at every node.
// A refutation is the same proof: no solution of the puzzle, its rules
// and the digits placed so far holds the candidate. The candidates tried
// are those a solution of the state does not hold, cells with fewest
// candidates first; the others cannot be refuted. Cost: a solution, then
// a count per candidate tried, each one search of the exact solver.
func findTrialBySearch(s *State) (Step, bool) {
	o := solve.Options{Context: s.ctx}
	p := sudoku.Puzzle{Grid: s.grid, Rules: *s.geo.constrained}
	sol, _, err := o.SolvePuzzle(p)
	if err != nil {
		return Step{}, false // no solution (Broken says why), or out of time
	}
	for _, c := range candidateOrder(s) {
		for ds := s.cands[c].Without(sol.At(c)); ds != 0; ds &= ds - 1 {
			d := ds.Lowest()
			p.Grid = s.grid
			p.Grid.Set(c, d)
			n, err := o.CountPuzzle(p, 1)
			var broken *sudoku.BrokenError
			switch {
			case errors.As(err, &broken):
				n = 0 // the digit breaks a rule where it stands
			case err != nil:
				return Step{}, false // out of time or budget
			}
			if n > 0 {
				continue
			}
			return s.trialStep(c, d, "trial-search"), true
		}
	}
	return Step{}, false
}

// trialStep is the step of a refuted candidate d of c, said by the
// message of key, how it was refuted, with the arguments more.
func (s *State) trialStep(c sudoku.Cell, d sudoku.Digit, key string, more ...Arg) Step {
	elims := []Mark{{c, sudoku.Bit(d)}}
	st := Step{
		Technique:    TrialAndError,
		Eliminations: elims,
		Cause:        []Mark{{c, s.cands[c]}},
	}
	s.say(&st, key, append(more, argDigit("Digit", d), argCell("Cell", c), elimsArg(elims), argTechnique(TrialAndError))...)
	return st
}

// refuter searches for refutations. It keeps one scratch state per search
// depth, reused from node to node, so that the search does not allocate a
// State (about 10 KB) per node.
type refuter struct {
	stack []*State
	left  int // the nodes the search may still visit
	// ctx, when not nil, is checked every 1024 nodes; stopped says it
	// was done, which ends the search.
	ctx     context.Context
	stopped bool
}

// state returns the scratch state of depth i.
func (r *refuter) state(i int) *State {
	for len(r.stack) <= i {
		r.stack = append(r.stack, new(State))
	}
	return r.stack[i]
}

// refutable reports whether s, the state at search depth depth, has no
// solution, proved by search within r.left nodes; it spends the nodes it
// uses. False means a solution was found or the budget ran out. It
// changes s and the scratch states below depth.
func (r *refuter) refutable(s *State, depth int) bool {
	r.left--
	if r.ctx != nil && r.left&1023 == 0 && yieldErr(r.ctx) != nil {
		r.stopped, r.left = true, 0
		return false
	}
	if _, ok := propagate(s); !ok {
		return true
	}
	if s.Solved() || r.left <= 0 {
		return false
	}
	best, bestCount := sudoku.Cell(-1), s.n+1
	for c := sudoku.Cell(0); int(c) < s.shape.Cells(); c++ {
		if k := s.cands[c].Count(); k > 0 && k < bestCount {
			best, bestCount = c, k
		}
	}
	for ds := s.cands[best]; ds != 0; ds &= ds - 1 {
		t := r.state(depth)
		*t = *s
		t.Place(best, ds.Lowest())
		if !r.refutable(t, depth+1) {
			return false
		}
	}
	return true
}
