package sharepanel

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

const testPuzzle = apptest.Puzzle

func TestSharePanel(t *testing.T) {
	e := &apptest.Engine{Hold: true}
	sp := New().Link(playing(t, testPuzzle)).At("https://example.org/sub/").Jobs(e)
	disp := apptest.Mount(t, sp)
	disp.Consume()
	// The link and the line show at once, the other formats once the
	// worker has written them.
	if html := app.HTMLString(sp); !strings.Contains(html, `id="share-link"`) || !strings.Contains(html, `id="export-line"`) || strings.Contains(html, `id="export-solo"`) {
		t.Errorf("before the worker's answer: %s", html)
	}
	e.Release()
	disp.Consume()
	html := app.HTMLString(sp)
	link := apptest.AttrOf(t, html, `id="share-link"`, "value")
	if !strings.HasPrefix(link, "https://example.org/sub/#p=") || strings.Contains(link, "c=") {
		t.Errorf("link %q, want the puzzle alone under the app's address", link)
	}
	for _, id := range []string{"export-line", "export-solo", "export-sudokuwiki", "export-fpuzzles", "export-sudokupad"} {
		if !strings.Contains(html, `id="`+id+`"`) {
			t.Errorf("no %s", id)
		}
	}
	apptest.Act(disp, sp, func(app.Context) { sp.withProgress = true })
	withCells := apptest.AttrOf(t, app.HTMLString(sp), `id="share-link"`, "value")
	l, err := share.Decode(withCells[strings.IndexByte(withCells, '#')+1:])
	if err != nil || l.Cells == nil || l.Cells[1].Digit != 6 {
		t.Errorf("with progress, link %q reads as %v, %v", withCells, l, err)
	}
	// Opened again, it is as a new one: the link without the progress,
	// the last copy's outcome gone.
	apptest.Act(disp, sp, func(app.Context) { sp.status = "Link copied."; sp.Reopen() })
	if html := app.HTMLString(sp); strings.Contains(apptest.AttrOf(t, html, `id="share-link"`, "value"), "c=") || strings.Contains(html, "Link copied.") {
		t.Errorf("opened again: %s", html)
	}
	// The game's progress changes nothing of the puzzle: no new export job.
	apptest.Act(disp, sp, func(ctx app.Context) { sp.Game.Cells = nil; sp.OnUpdate(ctx) })
	if got := apptest.Posted[protocol.Export](e); len(got) != 1 || got[0].Puzzle != testPuzzle {
		t.Errorf("export jobs %+v; want one, of the puzzle", got)
	}
	small := New().Link(share.Link{Puzzle: apptest.MustGrid(t, "1...............")}).Jobs(&apptest.Engine{})
	sdisp := apptest.Mount(t, small)
	sdisp.Consume()
	if html := app.HTMLString(small); strings.Contains(html, "export-sudokuwiki") || !strings.Contains(html, "export-solo") {
		t.Errorf("a 4x4 puzzle's exports: %s", html)
	}
	// A variant has no line, and its Solo ID when Solo writes its rules.
	x := New().Link(share.Link{Puzzle: apptest.MustGrid(t, testPuzzle), Rules: sudoku.Rules{Extra: sudoku.Diagonals(sudoku.Classic)}}).Jobs(&apptest.Engine{})
	xdisp := apptest.Mount(t, x)
	xdisp.Consume()
	if html := app.HTMLString(x); strings.Contains(html, "export-line") || strings.Contains(html, "export-sudokuwiki") || !strings.Contains(html, "export-solo") || !strings.Contains(html, "export-fpuzzles") {
		t.Errorf("an X puzzle's exports: %s", html)
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
