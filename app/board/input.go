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
// (Ctrl or Cmd toggles, Shift extends), and reports the cell, false when
// the pointer is on no cell. A touch captures the pointer to the first
// cell: it is released, so that the drag that follows (PointerMove) can
// be followed across cells.
func (s *Selection) PointerDown(e app.Event) (sudoku.Cell, bool) {
	c, ok := CellAt(e)
	if !ok {
		return 0, false
	}
	s.Press(c, e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool(), e.Get("shiftKey").Bool())
	if e.Get("pointerType").String() != "mouse" {
		e.Get("target").Call("releasePointerCapture", e.Get("pointerId"))
	}
	return c, true
}

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
