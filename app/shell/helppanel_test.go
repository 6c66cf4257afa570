package shell

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
)

// On the page: ? opens the help for the board on show and marks the top
// bar's button; Esc closes it, and only then deselects.
func TestPageHelp(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	pt.p.s.Select(4, false)
	key := func(code, char string, mods board.KeyMods) {
		cmd, ok := board.KeyCommand(board.KeyPress{Code: code, Key: char, Mods: mods}, board.KeyState{N: 9, Mode: pt.p.s.mode, Help: pt.p.panel == panelHelp})
		if !ok {
			t.Fatalf("%s does nothing", code)
		}
		pt.run(cmd)
	}
	key("Slash", "?", board.KeyMods{Shift: true})
	html := app.HTMLString(pt.p)
	if !strings.Contains(html, `id="help-panel"`) || !apptest.HasAttr(apptest.TagOf(html, `id="help"`), "aria-expanded") {
		t.Fatalf("after ?, the page shows %s", html)
	}
	if !strings.Contains(html, `<kbd>Z</kbd>`) {
		t.Error("the help on a 9x9 board does not show plain Z")
	}
	key("Escape", "Escape", board.KeyMods{})
	if strings.Contains(openSheet(pt), `id="help-panel"`) || len(pt.p.s.Selected) != 1 {
		t.Fatalf("after Esc: panel %v, %d cells selected; want the help closed and the selection kept", pt.p.panel, len(pt.p.s.Selected))
	}
	key("Escape", "Escape", board.KeyMods{})
	if len(pt.p.s.Selected) != 0 {
		t.Errorf("the second Esc left %d cells selected", len(pt.p.s.Selected))
	}
}
