package logic

import "github.com/sudoku-app/sudoku/engine/sudoku"

// englishArg renders argument a alone in English, on shape sh.
func englishArg(sh sudoku.Shape, a Arg) string {
	r := renderer{c: English().words, shape: sh}
	if err := r.arg("", a); err != nil {
		return err.Error()
	}
	return string(r.buf)
}

// cellNames names cells in English: "r1c2, r1c5 and r3c4".
func cellNames(sh sudoku.Shape, cells []sudoku.Cell) string {
	return englishArg(sh, argCells("Cells", cells, JoinAnd))
}

// elimText says what elims remove in English: "7 comes out of r1c2 and
// r1c3", "r1c2 loses 3 and r1c3 loses 3 and 7".
func elimText(sh sudoku.Shape, elims []Mark) string { return englishArg(sh, elimsArg(elims)) }
