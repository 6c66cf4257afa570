package sharepanel

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

const testPuzzle = apptest.Puzzle

func TestSharePanel(t *testing.T) {
	sp := New().Link(playing(t, testPuzzle)).At("https://example.org/sub/")
	disp := apptest.Mount(t, sp)
	html := app.HTMLString(sp)
	link := apptest.AttrOf(t, html, `id="share-link"`, "value")
	if !strings.HasPrefix(link, "https://example.org/sub/#p=") || strings.Contains(link, "c=") {
		t.Errorf("link %q, want the puzzle alone under the app's address", link)
	}
	for _, id := range []string{"export-line", "export-solo", "export-sudokuwiki"} {
		if !strings.Contains(html, `id="`+id+`"`) {
			t.Errorf("no %s", id)
		}
	}
	apptest.Act(disp, sp, func(app.Context) { sp.withProgress = true })
	withCells := apptest.AttrOf(t, app.HTMLString(sp), `id="share-link"`, "value")
	l, _, err := share.Read(withCells)
	if err != nil || l.Cells == nil || l.Cells[1].Digit != 6 {
		t.Errorf("with progress, link %q reads as %v, %v", withCells, l, err)
	}
	// Opened again, it is as a new one: the link without the progress,
	// the last copy's outcome gone.
	apptest.Act(disp, sp, func(app.Context) { sp.status = "Link copied."; sp.Reopen() })
	if html := app.HTMLString(sp); strings.Contains(apptest.AttrOf(t, html, `id="share-link"`, "value"), "c=") || strings.Contains(html, "Link copied.") {
		t.Errorf("opened again: %s", html)
	}
	small := New().Link(share.Link{Puzzle: apptest.MustGrid(t, "1...............")})
	apptest.Mount(t, small)
	if strings.Contains(app.HTMLString(small), "export-sudokuwiki") {
		t.Error("sudokuwiki's link offered for a 4x4 puzzle")
	}
}

// playing returns the link to a game of puzzle, a classic 9×9 one, with a
// 6 entered in its second cell, as the page gives it with the player's
// progress.
func playing(t *testing.T, puzzle string) share.Link {
	t.Helper()
	g, err := game.New(apptest.MustGrid(t, puzzle), game.DefaultSettings())
	if err != nil || !g.Enter([]sudoku.Cell{1}, 6, game.Normal) {
		t.Fatalf("entering a 6 in cell 1 of %s: %v", puzzle, err)
	}
	return share.Link{Puzzle: g.Givens(), Rules: g.Rules(), Cells: g.Cells()}
}
