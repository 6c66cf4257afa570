package board

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// CellAt finds the board cell under a pointer event, following the
// pointer across cells while a touch drags (touch events stay with the
// element they started on).
func CellAt(e app.Event) (sudoku.Cell, bool) {
	el := app.Window().Get("document").Call("elementFromPoint", e.Get("clientX").Float(), e.Get("clientY").Float())
	if !el.Truthy() {
		return 0, false
	}
	if el = el.Call("closest", "[data-cell]"); !el.Truthy() {
		return 0, false
	}
	c, err := strconv.Atoi(el.Call("getAttribute", "data-cell").String())
	if err != nil {
		return 0, false
	}
	return sudoku.Cell(c), true
}

// ReadKey reads a key press from a KeyboardEvent: its physical key, the
// character it types and the modifiers held.
func ReadKey(e app.Event) KeyPress {
	mods := KeyMods{Shift: e.Get("shiftKey").Bool(), Ctrl: e.Get("ctrlKey").Bool(), Meta: e.Get("metaKey").Bool(), Alt: e.Get("altKey").Bool()}
	return KeyPress{Code: e.Get("code").String(), Key: e.Get("key").String(), Mods: mods}
}

// PointerDown selects the cell a pointer went down on, as Press does
// (Ctrl or Cmd toggles, Shift extends), and reports the cell, whether
// the press is a double tap's second (Tap; a finger or a pen: a mouse's
// double click comes as its own event, DoubleClick), and ok false when
// the pointer is on no cell. Only a first finger selects: a second is a
// pinch, which zooms. A touch captures the pointer to the first cell: it
// is released, so that the drag that follows (PointerMove) can be
// followed across cells.
func (s *Selection) PointerDown(e app.Event) (c sudoku.Cell, double, ok bool) {
	if !e.Get("isPrimary").Bool() {
		return 0, false, false
	}
	if c, ok = CellAt(e); !ok {
		return 0, false, false
	}
	s.Press(c, e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool(), e.Get("shiftKey").Bool())
	if e.Get("pointerType").String() != "mouse" {
		e.Get("target").Call("releasePointerCapture", e.Get("pointerId"))
		double = s.Tap(c, e.Get("timeStamp").Float())
	}
	return c, double, true
}

// KeyboardFocus reads a focusin event on a board: the cell that took the
// focus from the keyboard (Tab), false when it is no cell or a pointer
// gave it (a click selects on its own; see Selection.Reach).
func KeyboardFocus(e app.Event) (sudoku.Cell, bool) {
	el := e.Get("target")
	if !el.Truthy() || !el.Call("matches", "[data-cell]:focus-visible").Bool() {
		return 0, false
	}
	c, err := strconv.Atoi(el.Call("getAttribute", "data-cell").String())
	return sudoku.Cell(c), err == nil
}

// DoubleClick reads a dblclick event: the cell double-clicked, false
// when it was on no cell.
func DoubleClick(e app.Event) (sudoku.Cell, bool) { return CellAt(e) }

// PointerMove extends the selection over the cell a dragging pointer
// reaches; a move with no button held ends the drag.
func (s *Selection) PointerMove(e app.Event) {
	if !s.Dragging {
		return
	}
	if e.Get("buttons").Int() == 0 {
		s.Dragging = false
		return
	}
	if c, ok := CellAt(e); ok {
		s.Drag(c)
	}
}
