package panel

import (
	"errors"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// ParseSolution reads a solution the engine sent (the Solution of a
// protocol.SolveReply or CountReply) for a puzzle of shape s. It is read
// as a line only (a jigsaw's solution repeats digits in a box), and must
// be complete: the engine checked it against the rules.
func ParseSolution(line string, s sudoku.Shape) (sudoku.Grid, error) {
	sol, err := sudoku.ParseLine(line)
	if err == nil && (sol.Shape() != s || sol.Filled() != s.Cells()) {
		err = errors.New("not a whole solution of the puzzle")
	}
	return sol, err
}
