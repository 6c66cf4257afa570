package app

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/engine/logic"
)

// The levels are the engine's, each with its ratings and what it needs.
func TestHelpPanelLevels(t *testing.T) {
	h := newHelpPanel()
	apptest.Mount(t, h)
	html := app.HTMLString(h)
	prev := ""
	for _, l := range logic.Levels() {
		rating := "above " + prev
		if c, ok := l.Ceiling(); ok {
			prev = strconv.FormatFloat(c, 'f', 1, 64)
			rating = "up to " + prev
		}
		want := fmt.Sprintf(`<td>%s</td>`+"\n"+`<td class="help-rating">%s</td>`+"\n"+`<td>%s</td>`, l, rating, words.Capitalised(l.Summary()))
		if !strings.Contains(html, want) {
			t.Errorf("the help lacks the row %q", want)
		}
	}
	for _, want := range []string{"Sudoku Explainer", "localStorage", "Nothing is sent anywhere"} {
		if !strings.Contains(html, want) {
			t.Errorf("the help does not say %q", want)
		}
	}
}

func TestHelpPanelCloses(t *testing.T) {
	closed := 0
	h := newHelpPanel().OnClose(func(app.Context) { closed++ })
	disp := apptest.Mount(t, h)
	if !strings.Contains(app.HTMLString(h), `id="help-close"`) {
		t.Fatal("no Close button")
	}
	apptest.Act(disp, h, func(ctx app.Context) { h.close(ctx, app.Event{}) })
	if closed != 1 {
		t.Errorf("Close called back %d times, want 1", closed)
	}
}

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
	if strings.Contains(app.HTMLString(pt.p), `id="help-panel"`) || len(pt.p.s.Selected) != 1 {
		t.Fatalf("after Esc: panel %v, %d cells selected; want the help closed and the selection kept", pt.p.panel, len(pt.p.s.Selected))
	}
	key("Escape", "Escape", board.KeyMods{})
	if len(pt.p.s.Selected) != 0 {
		t.Errorf("the second Esc left %d cells selected", len(pt.p.s.Selected))
	}
}
