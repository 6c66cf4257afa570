package main

import (
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/serate"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// A puzzle read with pencil marks (a candidate line, a pencil-mark grid)
// is its marks: solve, count and dimacs keep them through the solvers
// (solve.CountPuzzle, sat.EncodePuzzle), and grade and explain start
// from them through the helpers below, as SukakuExplainer does a
// candidate grid: a cell whose one mark a peer shares is not given, and
// a step places it (sudoku.Puzzle.Givens).

// rateSE rates a classic 9x9 puzzle on Sudoku Explainer's scale: from
// its pencil marks when it has them (serate.RateCandidates), else from
// its givens (serate.Rate).
func rateSE(p sudoku.Puzzle) (serate.Rating, error) {
	if p.Candidates != nil {
		return serate.RateCandidates(p.Grid, p.Candidates)
	}
	return serate.Rate(p.Grid)
}

// seLine writes p as Sudoku Explainer reads it: 81 digits, or with
// pencil marks its 729-character candidate line.
func seLine(p sudoku.Puzzle) string {
	if p.Candidates != nil {
		return codec.FormatCandidates(p.Grid, p.Marks())
	}
	return p.Grid.String()
}

// logicState returns the position the logic solver starts p from
// (logic.FromPuzzleMarks).
func logicState(p sudoku.Puzzle) (*logic.State, error) { return logic.FromPuzzleMarks(p) }

// gradeLogic is logic.GradePuzzle from logicState: the grade of the
// logic solver's path, pencil marks and all.
func gradeLogic(p sudoku.Puzzle) (logic.Grade, error) {
	s, err := logicState(p)
	if err != nil {
		return logic.Grade{}, err
	}
	path, err := logic.Solve(s, logic.Options{})
	if err != nil {
		return logic.Grade{}, err
	}
	return logic.GradePath(path.Steps), nil
}
