package board

import "github.com/sudoku-app/sudoku/engine/sudoku"

// Selection is the cells a board has selected, as a player or a setter
// chooses them: by pointer (press, drag), by arrows (move), in order.
type Selection struct {
	Selected []sudoku.Cell // in the order chosen, no repeats
	Cursor   sudoku.Cell   // where arrows move from; the focusable cell
	Dragging bool          // a pointer drag is extending the selection
}

func (s *Selection) IsSelected(c sudoku.Cell) bool {
	for _, sel := range s.Selected {
		if sel == c {
			return true
		}
	}
	return false
}

func (s *Selection) Select(c sudoku.Cell, extend bool) {
	if !extend {
		s.Selected = s.Selected[:0]
	}
	if !s.IsSelected(c) {
		s.Selected = append(s.Selected, c)
	}
	s.Cursor = c
}

func (s *Selection) Deselect(c sudoku.Cell) {
	for i, sel := range s.Selected {
		if sel == c {
			s.Selected = append(s.Selected[:i], s.Selected[i+1:]...)
			return
		}
	}
}

// Move moves the cursor on a board of shape sh, wrapping around it as
// the best players' apps do, and selects the cell it lands on.
func (s *Selection) Move(sh sudoku.Shape, dr, dc int, extend bool) {
	n := sh.N()
	r, c := sh.Row(s.Cursor), sh.Col(s.Cursor)
	if len(s.Selected) > 0 {
		r, c = (r+dr+n)%n, (c+dc+n)%n
	}
	s.Select(sh.CellAt(r, c), extend)
}

// Press selects cell c as a pointer pressed on it does: toggle (Ctrl or
// Cmd held) adds it to the selection or takes it out, extend (Shift) adds
// it. A drag that follows extends the selection (drag).
func (s *Selection) Press(c sudoku.Cell, toggle, extend bool) {
	if toggle && s.IsSelected(c) {
		s.Deselect(c)
	} else {
		s.Select(c, toggle || extend)
	}
	s.Dragging = true
}

// Drag adds the cell a dragging pointer reaches to the selection.
func (s *Selection) Drag(c sudoku.Cell) {
	if !s.IsSelected(c) {
		s.Select(c, true)
	}
}
