package generate

import (
	"slices"

	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Aiming a variant at a level (VariantOptions.Level): a dug puzzle keeps
// a given whose removal would need a step above the level; a killer is
// eased by givens where it needs a step above the level and made harder
// by merging two neighbouring cages while it stays unique and within the
// level. Each puzzle drawn is graded; the first at the level wins, else
// the closest after levelTries.

// levelTries caps the puzzles GenerateVariant draws for a level.
const levelTries = 8

// killerMerges caps the cage merges tried on one killer, and
// maxMergedCage the size of a merged cage: players' hard killers have
// cages of up to six or seven cells.
const (
	killerMerges  = 40
	maxMergedCage = 7
	killerEasings = 12
	mergeEasings  = 2
	killerBatch   = 2
)

// within solves p step by step with the techniques up to level and
// returns the grade of the path; ok is false when p needs a step above
// level (or the context is done).
func (v *variantGen) within(p sudoku.Puzzle, level logic.Level) (logic.Grade, bool) {
	g, _, ok := v.solveWithin(p, level)
	return g, ok
}

// solveWithin is within, and when p needs a step above level, the state
// where the techniques up to level ran out (nil when p cannot be read
// or the context is done).
func (v *variantGen) solveWithin(p sudoku.Puzzle, level logic.Level) (g logic.Grade, stuck *logic.State, ok bool) {
	s, err := logic.FromPuzzle(p)
	if err != nil {
		return logic.Grade{}, nil, false
	}
	var steps []logic.Step
	for !s.Solved() {
		h, found, err := logic.NextWithinContext(v.ctx, s, level)
		if err != nil {
			return logic.Grade{}, nil, false
		}
		if !found {
			return logic.Grade{}, s, false
		}
		if err := h.Step.Apply(s); err != nil {
			return logic.Grade{}, nil, false
		}
		steps = append(steps, h.Step)
	}
	return logic.GradePath(steps), nil, true
}

// isWithin reports whether p needs no step above level.
func (v *variantGen) isWithin(p sudoku.Puzzle, level logic.Level) bool {
	_, ok := v.within(p, level)
	return ok
}

// hardCell returns a cell of state s, where the techniques up to a level
// ran out, that the next, harder step places a digit in or takes one
// from; false when there is none.
func (v *variantGen) hardCell(s *logic.State) (sudoku.Cell, bool) {
	h, found, err := logic.NextWithinContext(v.ctx, s, logic.Extreme)
	if err != nil || !found {
		return 0, false
	}
	switch st := h.Step; {
	case len(st.Placements) > 0:
		return st.Placements[0].Cell, true
	case len(st.Eliminations) > 0:
		return st.Eliminations[0].Cell, true
	}
	return 0, false
}

// killerAt aims killer p (solution sol) at level want: givens where it
// needs a harder step, then merges of neighbouring cages while it stays
// unique and within want. It returns the puzzle and its grade.
func (v *variantGen) killerAt(p sudoku.Puzzle, sol sudoku.Grid, want logic.Level) (sudoku.Puzzle, logic.Grade, bool) {
	p, g, ok := v.ease(p, sol, want, killerEasings)
	if !ok {
		g, ok = v.within(p, logic.Extreme)
		return p, g, ok
	}
	// Merges go in batches, halved each time a batch goes too far: far
	// below the level, one check covers several merges.
	batch := killerBatch
	for range killerMerges {
		if g.Level == want || v.ctx.Err() != nil {
			break
		}
		q, merged := p, false
		for range batch {
			var ok bool
			if q, ok = v.mergeCages(q, sol); ok {
				merged = true
			}
		}
		if !merged {
			break
		}
		if n, err := v.solver.CountPuzzle(q, 2); err != nil || n != 1 {
			batch = max(1, batch/2)
			continue
		}
		// A merge can take a killer from Medium past Hard in one go: a
		// given where it needs the harder step may bring it back, to the
		// level or below (ease solves q first, and gives none when it
		// is within want already).
		q, gq, ok := v.ease(q, sol, want, mergeEasings)
		if !ok {
			batch = max(1, batch/2)
			continue
		}
		p, g = q, gq
	}
	return p, g, true
}

// ease gives p (solution sol) the digits of cells where it needs a step
// above want, up to most of them, until it is within want. It returns
// the puzzle, its grade, and false when it is still above want.
func (v *variantGen) ease(p sudoku.Puzzle, sol sudoku.Grid, want logic.Level, most int) (sudoku.Puzzle, logic.Grade, bool) {
	for i := 0; ; i++ {
		g, stuck, ok := v.solveWithin(p, want)
		if ok {
			return p, g, true
		}
		if i == most || stuck == nil {
			return p, logic.Grade{}, false
		}
		c, ok := v.hardCell(stuck)
		if !ok {
			return p, logic.Grade{}, false
		}
		p.Grid.Set(c, sol.At(c))
	}
}

// mergeCages returns p with two random neighbouring cages merged into
// one, of up to maxMergedCage cells whose digits in sol differ; false
// when no two cages can merge. p's cages must not overlap, as the
// generator draws them (a cell's cage is the last that holds it).
func (v *variantGen) mergeCages(p sudoku.Puzzle, sol sudoku.Grid) (sudoku.Puzzle, bool) {
	s := v.shape
	cageOf := make([]int, s.Cells())
	var cages []sudoku.Cage
	for i := range cageOf {
		cageOf[i] = -1
	}
	for _, c := range p.Rules.Constraints {
		if cg, ok := c.(sudoku.Cage); ok {
			for _, x := range cg.Cells {
				cageOf[x] = len(cages)
			}
			cages = append(cages, cg)
		}
	}
	var pairs [][2]int
	for a := range cages {
		for _, c := range cages[a].Cells {
			for _, d := range neighbours(s, c) {
				b := cageOf[d]
				if b <= a || slices.Contains(pairs, [2]int{a, b}) || len(cages[a].Cells)+len(cages[b].Cells) > maxMergedCage {
					continue
				}
				var digits sudoku.Set
				distinct := true
				for _, x := range append(slices.Clone(cages[a].Cells), cages[b].Cells...) {
					distinct = distinct && !digits.Has(sol.At(x))
					digits = digits.With(sol.At(x))
				}
				if distinct {
					pairs = append(pairs, [2]int{a, b})
				}
			}
		}
	}
	if len(pairs) == 0 {
		return p, false
	}
	pick := pairs[v.rng.IntN(len(pairs))]
	a, b := cages[pick[0]], cages[pick[1]]
	merged := sudoku.Cage{Cells: append(slices.Clone(a.Cells), b.Cells...), Sum: a.Sum + b.Sum}
	q := p
	q.Rules.Constraints = nil
	for i, cg := range cages {
		switch i {
		case pick[0]:
			q.Rules.Constraints = append(q.Rules.Constraints, merged)
		case pick[1]:
		default:
			q.Rules.Constraints = append(q.Rules.Constraints, cg)
		}
	}
	return q, true
}
