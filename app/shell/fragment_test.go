package shell

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// The app's own links and plain lines open at once, with no job: a
// shared link's first board waits for no worker. Any other format opens
// once the worker has read it, the page saying meanwhile that it reads;
// a puzzle opened meanwhile wins.
func TestFragmentsOpen(t *testing.T) {
	g := apptest.MustGrid(t, testPuzzle)
	pt := newPageTest(t, nil)
	pt.engine.Hold = true
	for _, fragment := range []string{share.Encode(share.Link{Puzzle: g}), testPuzzle, strings.ReplaceAll(testPuzzle, ".", "0"), ""} {
		pt.p.s = nil
		pt.open(fragment)
		if pt.p.s == nil || len(apptest.Posted[protocol.Read](pt.engine)) != 0 {
			t.Errorf("fragment %q: opened %v, read jobs %v; want it open at once", fragment, pt.p.s != nil, pt.engine.Posted)
		}
	}

	fp := codec.FPuzzlesURL(sudoku.Puzzle{Grid: g})
	pt = newPageTest(t, nil)
	pt.engine.Hold = true
	pt.open(fp)
	if pt.p.s != nil || !strings.Contains(app.HTMLString(pt.p), "Reading the puzzle…") {
		t.Fatalf("while the worker reads: game %v, page %s", pt.p.s != nil, app.HTMLString(pt.p))
	}
	pt.engine.Release()
	pt.disp.Consume()
	if pt.p.s == nil || pt.p.s.game.Givens() != g || pt.p.errMsg != "" {
		t.Fatalf("the f-puzzles fragment opened %v (%q)", pt.p.s != nil, pt.p.errMsg)
	}

	// A newer opening drops the read's answer.
	pt.open(codec.FormatSolo(apptest.MustGrid(t, samplePuzzle)))
	pt.open(testPuzzle)
	pt.engine.Release()
	pt.disp.Consume()
	if pt.p.s.game.Givens() != g {
		t.Errorf("an older fragment's read opened %v over the newer", pt.p.s.game.Givens())
	}

	// A fragment that does not read says why, in plain words, with its place.
	pt.open("3x3:4e8a5x")
	pt.engine.Release()
	pt.disp.Consume()
	if msg := pt.p.errMsg; msg == "" || strings.Contains(msg, "sudoku:") || pt.p.s.game.Givens() != g {
		t.Errorf("a bad fragment: error %q, game %v", msg, pt.p.s.game.Givens())
	}
}
