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
