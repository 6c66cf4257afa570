package board

import "github.com/sudoku-app/sudoku/engine/sudoku"

// Selection is the cells a board has selected, as a player or a setter
// chooses them: by pointer (press, drag), by arrows (move), in order.
type Selection struct {
	Selected []sudoku.Cell // in the order chosen, no repeats
	Cursor   sudoku.Cell   // where arrows move from; the focusable cell
	Dragging bool          // a pointer drag is extending the selection

	tapCell sudoku.Cell // the cell of the last tap (Tap)
	tapAt   float64     // when it was, in milliseconds; 0 for none, or when it was a double tap's second
}

// DoubleTapTime is the longest time between the two taps of a double tap,
// in milliseconds, as phones count it. A mouse's double click is the
// system's (the browser's dblclick).
const DoubleTapTime = 300

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

// Reach is the keyboard reaching cell c (Tab brought it to the board):
// with nothing selected, c is selected, so that the digit the player
// types next goes where the keyboard is, as the focus ring and a screen
// reader say it is. It reports whether the selection changed.
func (s *Selection) Reach(c sudoku.Cell) bool {
	if len(s.Selected) > 0 {
		return false
	}
	s.Select(c, false)
	return true
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

// Tap records a press of a finger or a pen on cell c at time at, in
// milliseconds (an event's timeStamp), and reports whether it is the
// second tap of a double tap: on the same cell, within DoubleTapTime of
// the first. A third tap starts again.
func (s *Selection) Tap(c sudoku.Cell, at float64) bool {
	double := s.tapAt != 0 && c == s.tapCell && at >= s.tapAt && at-s.tapAt <= DoubleTapTime
	s.tapCell, s.tapAt = c, at
	if double {
		s.tapAt = 0
	}
	return double
}

// SelectSame selects every cell of a board of shape sh that holds the
// digit of cell c (digit says what each cell holds, 0 for none), in
// reading order, the cursor staying on c: what a double click or double
// tap on a digit does, as on SudokuPad. On an empty cell it changes
// nothing and reports false. Cost: one call of digit per cell.
func (s *Selection) SelectSame(sh sudoku.Shape, c sudoku.Cell, digit func(sudoku.Cell) sudoku.Digit) bool {
	d := digit(c)
	if d == 0 {
		return false
	}
	s.Selected = s.Selected[:0]
	for i := range sh.Cells() {
		if digit(sudoku.Cell(i)) == d {
			s.Selected = append(s.Selected, sudoku.Cell(i))
		}
	}
	s.Cursor = c
	return true
}
