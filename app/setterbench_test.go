package app

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/job"
	"github.com/sudoku-app/sudoku/app/setter"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// openSetter opens the setter's bench on the page and starts an empty
// 9x9 grid.
func openSetter(t *testing.T, pt *pageTest) *setterBench {
	t.Helper()
	pt.toggleBench()
	b := pt.p.setter
	if !pt.p.setting || b.draft == nil {
		t.Fatal("the bench did not open")
	}
	return b
}

// press gives the bench a key press, as the page hands it on.
func (pt *pageTest) press(b *setterBench, code string) {
	pt.do(func(ctx app.Context) { b.key(ctx, board.KeyPress{Code: code}) })
}

// The bench asks the engine after every edit, and an answer about a draft
// edited since is dropped: the count on show is always the draft's.
func TestSetterAnswersFollowTheDraft(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(samplePuzzle)
	b := openSetter(t, pt)
	if b.engine.counted != b.rev || b.engine.solutions != 2 {
		t.Fatalf("an empty grid: counted rev %d of %d, %d solutions", b.engine.counted, b.rev, b.engine.solutions)
	}
	pt.do(func(ctx app.Context) {
		b.start(ctx, mustDraftFrom(t, samplePuzzle), "the sample")
	})
	if !b.unique() {
		t.Fatalf("the sample: %d solutions (%q)", b.engine.solutions, b.engine.countErr)
	}
	// Answers held back: two edits, then the answers come.
	pt.engine.Hold = true
	b.Select(2, false) // r1c3, a given 3
	pt.press(b, "Delete")
	afterFirst := b.rev
	b.Select(4, false) // r1c5, a given 2
	pt.press(b, "Delete")
	if b.rev != afterFirst+1 {
		t.Fatalf("rev %d after two edits from %d", b.rev, afterFirst)
	}
	if b.unique() {
		t.Fatal("the bench says unique before the engine answered")
	}
	for range 4 { // the stale count, then the fresh one, then candidates
		pt.do(func(ctx app.Context) { pt.engine.Release() })
	}
	if b.engine.counted != b.rev {
		t.Fatalf("count of rev %d, the draft is at %d", b.engine.counted, b.rev)
	}
	p, err := codec.ParseGrid(samplePuzzle)
	if err != nil {
		t.Fatal(err)
	}
	p.Set(2, 0)
	p.Set(4, 0)
	if got := b.draft.Givens(); got != p {
		t.Fatalf("draft %s, want %s", got.String(), p.String())
	}
	counts := 0
	for _, req := range pt.engine.Posted {
		if req.Op == job.OpCount {
			counts++
		}
	}
	// The empty grid, the sample, and the two edits: no more (the
	// second edit came while the first's count was out).
	if counts != 4 {
		t.Errorf("%d counts posted, want 4", counts)
	}
}

// Without a worker every job is answered at once, with an error: the
// bench says so and does not wait for ever.
func TestSetterWithoutWorker(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.p.setter.jobs = apptest.Failing("the engine worker is not available in this browser")
	pt.open(samplePuzzle)
	b := openSetter(t, pt)
	if b.engine.running != 0 {
		t.Fatal("a job is waited for though none can run")
	}
	b.Select(0, false)
	pt.press(b, "Digit5")
	if b.engine.running != 0 || b.engine.counted != b.rev {
		t.Fatalf("after an edit: running %d, counted rev %d of %d", b.engine.running, b.engine.counted, b.rev)
	}
	if !strings.Contains(b.engine.countErr, "not available") {
		t.Errorf("the count's error is %q", b.engine.countErr)
	}
}

func mustDraftFrom(t *testing.T, puzzle string) *setter.Draft {
	t.Helper()
	g, err := codec.ParseGrid(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	d, err := setter.From(sudoku.Puzzle{Grid: g})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// Cages drawn with the keys: a second cage selected across into the
// first joins them, the status says so in words, and one undo brings
// the two cages back; Out of cage takes a cell out again.
func TestSetterJoinsCages(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(samplePuzzle)
	b := openSetter(t, pt)
	b.tool = setter.Cage
	draw := func(cells ...sudoku.Cell) {
		t.Helper()
		for i, c := range cells {
			b.Select(c, i > 0)
		}
		pt.press(b, "Enter")
		if b.errMsg != "" {
			t.Fatalf("cage over %v: %s", cells, b.errMsg)
		}
	}
	cages := func() (n int) {
		for _, k := range b.draft.Rules().Constraints {
			if _, ok := k.(sudoku.Cage); ok {
				n++
			}
		}
		return n
	}
	draw(0, 1) // r1c1, r1c2: total 17 typed
	pt.press(b, "Digit1")
	pt.press(b, "Digit7")
	draw(3, 4)
	if cages() != 2 {
		t.Fatalf("%d cages drawn, want 2", cages())
	}
	draw(1, 2, 3)
	if got, want := b.status, "2 cages joined: 4 cells → 5 cells, total 17 kept."; got != want {
		t.Errorf("status %q, want %q", got, want)
	}
	if cages() != 1 {
		t.Fatalf("%d cages after the join, want 1", cages())
	}
	if cage := b.draft.Rules().Constraints[0].(sudoku.Cage); len(cage.Cells) != 5 || cage.Sum != 17 {
		t.Fatalf("the joined cage: %v", cage)
	}
	pt.do(func(ctx app.Context) { b.undo(ctx) })
	if cages() != 2 {
		t.Fatalf("%d cages after undo, want 2", cages())
	}
	pt.do(func(ctx app.Context) { b.redo(ctx) })
	b.Select(4, false)
	pt.do(func(ctx app.Context) { b.uncage(ctx) })
	if got, want := b.status, "Cage shrunk: 5 cells → 4 cells, total 17 kept."; got != want {
		t.Errorf("out of cage: status %q, want %q", got, want)
	}
	b.Select(2, false)
	pt.do(func(ctx app.Context) { b.uncage(ctx) })
	if !strings.Contains(b.errMsg, "fall in two") {
		t.Errorf("taking the middle out says %q", b.errMsg)
	}
}
