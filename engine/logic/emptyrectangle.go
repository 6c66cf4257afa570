package logic

import (
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// findEmptyRectangle finds a box where a digit's places all lie on one row
// and one column of the box (a cross, with cells on both arms), and a
// conjugate pair of the digit in a line outside the box with one end X on
// the cross's row (or column). If X holds the digit, the box's digit sits
// on the cross's column; if not, the pair's other end Y does. Either way
// the cell on the cross's column in Y's row loses it (and the same with
// rows and columns swapped). Cost: O(N * N * R * C * N).
func findEmptyRectangle(s *State) (Step, bool) {
	var buf [3 * sudoku.MaxN]strongLink
	for d := sudoku.Digit(1); int(d) <= s.n; d++ {
		links := s.strongLinks(buf[:0], d)
		for b := sudoku.House(2 * s.n); int(b) < 3*s.n; b++ {
			m := s.pos[b][d-1]
			if popcount(m) < 2 {
				continue
			}
			var cbuf [sudoku.MaxN]sudoku.Cell
			cells := s.cellsOf(cbuf[:0], b, m)
			for _, pivot := range s.houseCells(b) {
				ph := s.housesOf(pivot)
				row, col := ph[sudoku.RowHouse], ph[sudoku.ColHouse]
				if !onCross(s, cells, row, col) {
					continue
				}
				for _, l := range links {
					if s.kind(l.h) == sudoku.BoxHouse {
						continue
					}
					for _, o := range [2][2]sudoku.Cell{{l.a, l.b}, {l.b, l.a}} {
						x, y := o[0], o[1]
						xh, yh := s.housesOf(x), s.housesOf(y)
						if xh[sudoku.BoxHouse] == b || yh[sudoku.BoxHouse] == b {
							continue
						}
						// The arm X lies on, and the arm the target lies on.
						var armX, armT sudoku.House
						var target sudoku.Cell
						switch {
						case s.kind(l.h) == sudoku.ColHouse && xh[sudoku.RowHouse] == row:
							armX, armT = row, col
							target = s.shape.CellAt(s.shape.Row(y), s.shape.Col(pivot))
						case s.kind(l.h) == sudoku.RowHouse && xh[sudoku.ColHouse] == col:
							armX, armT = col, row
							target = s.shape.CellAt(s.shape.Row(pivot), s.shape.Col(y))
						default:
							continue
						}
						if !s.cands[target].Has(d) || s.housesOf(target)[sudoku.BoxHouse] == b {
							continue
						}
						elims := []Mark{{target, sudoku.Bit(d)}}
						st := Step{
							Technique:    EmptyRectangle,
							Eliminations: elims,
							Cause:        append(digitMarks(cells, d), Mark{x, sudoku.Bit(d)}, Mark{y, sudoku.Bit(d)}),
							Houses:       []sudoku.House{b, l.h, armX, armT},
						}
						s.say(&st, "empty-rectangle", s.houseArg("Box", b), argDigit("Digit", d), s.houseArg("Row", row),
							s.houseArg("Column", col), s.houseArg("Link", l.h), argCell("Near", x), argCell("Far", y),
							s.houseArg("Arm", armT), elimsArg(elims), argTechnique(EmptyRectangle))
						return st, true
					}
				}
			}
		}
	}
	return Step{}, false
}

// onCross reports whether cells all lie on row or col, with at least one
// off each of them.
func onCross(s *State, cells []sudoku.Cell, row, col sudoku.House) bool {
	offRow, offCol := false, false
	for _, c := range cells {
		h := s.housesOf(c)
		if h[sudoku.RowHouse] != row && h[sudoku.ColHouse] != col {
			return false
		}
		offRow = offRow || h[sudoku.RowHouse] != row
		offCol = offCol || h[sudoku.ColHouse] != col
	}
	return offRow && offCol
}
