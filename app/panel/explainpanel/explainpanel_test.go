package explainpanel

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

const testPuzzle = apptest.Puzzle

// opened records what a panel asks the page to open.
type opened struct{ got []panel.Opening }

func (o *opened) open(ctx app.Context, op panel.Opening) { o.got = append(o.got, op) }

func TestExplanationSteps(t *testing.T) {
	x := New(explained(t, testPuzzle))
	closed := 0
	var o opened
	x.OnClose(func(app.Context) { closed++ }).OnPlay(o.open)
	disp := apptest.Mount(t, x)
	html := app.HTMLString(x)
	if !strings.Contains(html, "Step 1 of ") || !apptest.HasAttr(apptest.TagOf(html, `id="explain-back"`), "disabled") {
		t.Errorf("at the start: %s", html)
	}
	first := *x.frames[0].step
	if !strings.Contains(html, first.Text) {
		t.Errorf("the first step's text %q is not shown", first.Text)
	}
	apptest.Act(disp, x, func(app.Context) { x.move(1) })
	g := x.frames[x.at].grid
	for _, pl := range first.Placements {
		if g.At(sudoku.Cell(pl[0])) != sudoku.Digit(pl[1]) {
			t.Errorf("after the first step, cell %d holds %d, want %d", pl[0], g.At(sudoku.Cell(pl[0])), pl[1])
		}
	}
	if !strings.HasPrefix(x.announce, "Step 2 of ") {
		t.Errorf("announced %q", x.announce)
	}
	apptest.Act(disp, x, func(app.Context) { x.move(len(x.frames) + 5) })
	if solved := x.frames[x.at].grid; x.at != len(x.frames)-1 || !strings.Contains(app.HTMLString(x), ">Solved.<") || solved.Filled() != 81 {
		t.Errorf("past the end: at %d of %d frames", x.at, len(x.frames))
	}
	apptest.Act(disp, x, func(ctx app.Context) { x.onClose(ctx) })
	apptest.Act(disp, x, func(ctx app.Context) { x.onPlay(ctx, panel.Opening{Link: share.Link{Puzzle: x.puzzle}}) })
	if closed != 1 || len(o.got) != 1 || o.got[0].Link.Puzzle != x.puzzle {
		t.Errorf("close called %d times, play opened %v", closed, o.got)
	}
}

// explained returns the logical path of a classic puzzle, from the test
// engine's reply to the Explain job the Paste panel posts for it.
func explained(t *testing.T, puzzle string) panel.Explained {
	t.Helper()
	e := &apptest.Engine{}
	host := &app.Compo{}
	x := panel.Explained{Puzzle: apptest.MustGrid(t, puzzle)}
	replied := false
	var err error
	apptest.Act(apptest.Mount(t, host), host, func(ctx app.Context) {
		panel.Post(ctx, e, host, protocol.Explain{Puzzle: x.Puzzle.String()}, nil, func(ctx app.Context, resp protocol.ExplainReply, jerr error) {
			x.Reply, err, replied = resp, jerr, true
		})
	})
	if !replied || err != nil {
		t.Fatalf("explaining %s: replied %v, %v", puzzle, replied, err)
	}
	return x
}
