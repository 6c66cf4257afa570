package rulesvg

import (
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Margins returns how many cells of margin the drawing of r needs
// outside the N by N grid of shape s on each side: 1 where clues sit
// outside the grid (little killer totals, sandwich sums), else 0. The
// page leaves that room around the board; SVG's viewBox includes it.
// Cost: O(number of constraints).
func Margins(s sudoku.Shape, r *sudoku.Rules) (top, right, bottom, left int) {
	if r == nil {
		return 0, 0, 0, 0
	}
	n := s.N()
	for _, c := range r.Constraints {
		row, col, ok := outsideClue(s, c)
		if !ok {
			continue
		}
		if row < 0 {
			top = 1
		}
		if row >= n {
			bottom = 1
		}
		if col < 0 {
			left = 1
		}
		if col >= n {
			right = 1
		}
	}
	return top, right, bottom, left
}

// outsideClue returns where a clue outside the grid sits, as a row and
// column that may be -1 or N: a little killer's total at the start of its
// diagonal, a sandwich sum left of its row or above its column.
func outsideClue(s sudoku.Shape, c sudoku.Constraint) (row, col int, ok bool) {
	switch x := c.(type) {
	case sudoku.LittleKiller:
		if len(x.Cells) == 0 {
			return 0, 0, false
		}
		dr, dc := littleKillerStep(s, x)
		first := x.Cells[0]
		return s.Row(first) - dr, s.Col(first) - dc, true
	case sudoku.Sandwich:
		n := s.N()
		switch line := int(x.Line); {
		case line >= 0 && line < n:
			return line, -1, true
		case line >= n && line < 2*n:
			return -1, line - n, true
		}
	}
	return 0, 0, false
}

// littleKillerStep returns the step, in rows and columns, from one cell
// of a little killer's diagonal to the next. A diagonal of one cell (a
// corner) has no step of its own: it gets the first of down-right,
// down-left, up-right and up-left that enters and leaves the grid there.
func littleKillerStep(s sudoku.Shape, l sudoku.LittleKiller) (dr, dc int) {
	if len(l.Cells) > 1 {
		return sign(s.Row(l.Cells[1]) - s.Row(l.Cells[0])), sign(s.Col(l.Cells[1]) - s.Col(l.Cells[0]))
	}
	n := s.N()
	r, c := s.Row(l.Cells[0]), s.Col(l.Cells[0])
	out := func(r, c int) bool { return r < 0 || c < 0 || r >= n || c >= n }
	for _, d := range [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
		if out(r-d[0], c-d[1]) && out(r+d[0], c+d[1]) {
			return d[0], d[1]
		}
	}
	return 1, 1
}

func sign(x int) int {
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}
