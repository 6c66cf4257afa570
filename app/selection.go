package app

import "github.com/sudoku-app/sudoku/engine/sudoku"

// selection is the cells a board has selected, as a player or a setter
// chooses them: by pointer (press, drag), by arrows (move), in order.
type selection struct {
	selected []sudoku.Cell // in the order chosen, no repeats
	cursor   sudoku.Cell   // where arrows move from; the focusable cell
	dragging bool          // a pointer drag is extending the selection
}

func (s *selection) isSelected(c sudoku.Cell) bool {
	for _, sel := range s.selected {
		if sel == c {
			return true
		}
	}
	return false
}

func (s *selection) selectCell(c sudoku.Cell, extend bool) {
	if !extend {
		s.selected = s.selected[:0]
	}
	if !s.isSelected(c) {
		s.selected = append(s.selected, c)
	}
	s.cursor = c
}

func (s *selection) deselect(c sudoku.Cell) {
	for i, sel := range s.selected {
		if sel == c {
			s.selected = append(s.selected[:i], s.selected[i+1:]...)
			return
		}
	}
}

// move moves the cursor on a board of shape sh, wrapping around it as
// the best players' apps do, and selects the cell it lands on.
func (s *selection) move(sh sudoku.Shape, dr, dc int, extend bool) {
	n := sh.N()
	r, c := sh.Row(s.cursor), sh.Col(s.cursor)
	if len(s.selected) > 0 {
		r, c = (r+dr+n)%n, (c+dc+n)%n
	}
	s.selectCell(sh.CellAt(r, c), extend)
}

// press selects cell c as a pointer pressed on it does: toggle (Ctrl or
// Cmd held) adds it to the selection or takes it out, extend (Shift) adds
// it. A drag that follows extends the selection (drag).
func (s *selection) press(c sudoku.Cell, toggle, extend bool) {
	if toggle && s.isSelected(c) {
		s.deselect(c)
	} else {
		s.selectCell(c, toggle || extend)
	}
	s.dragging = true
}

// drag adds the cell a dragging pointer reaches to the selection.
func (s *selection) drag(c sudoku.Cell) {
	if !s.isSelected(c) {
		s.selectCell(c, true)
	}
}
