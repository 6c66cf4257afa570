package bench

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/setter"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// samplePuzzle is the page's sample puzzle: unique; its r1c3 is a given
// 3, its r1c5 a given 2.
const samplePuzzle = apptest.Sample

// benchTest is a bench mounted alone in go-app's client tester, with its
// draft kept in memory and its jobs run by the test engine.
type benchTest struct {
	b      *Bench
	store  *game.MemoryStorage
	engine *apptest.Engine
	disp   app.ClientDispatcher
}

// openBench mounts a bench, the sample puzzle the open game's, and opens
// it as the page's Set does: on an empty 9x9 grid, nothing being kept.
// Its jobs go to jobs, or to the test engine when jobs is nil.
func openBench(t *testing.T, jobs panel.Jobs) *benchTest {
	t.Helper()
	bt := &benchTest{store: &game.MemoryStorage{}, engine: &apptest.Engine{}}
	if jobs == nil {
		jobs = bt.engine
	}
	bt.b = New().Jobs(jobs).Store(bt.store).Playing(apptest.MustGrid(t, samplePuzzle), sudoku.Rules{})
	bt.disp = apptest.Mount(t, bt.b)
	bt.do(bt.b.Open)
	if bt.b.ed.draft == nil {
		t.Fatal("the bench did not open")
	}
	return bt
}

// do runs f with the bench's context, as one of its event handlers runs,
// then everything it set off, and renders.
func (bt *benchTest) do(f func(ctx app.Context)) { apptest.Act(bt.disp, bt.b, f) }

// press gives the bench a key press, as the page hands it on.
func (bt *benchTest) press(code string) {
	bt.do(func(ctx app.Context) { bt.b.Key(ctx, board.KeyPress{Code: code}) })
}

// edit makes an edit as the bench's buttons do: when it changed the
// draft, the draft is kept and the engine asked.
func (bt *benchTest) edit(f func() bool) {
	bt.do(func(ctx app.Context) {
		if f() {
			bt.b.edited(ctx)
		}
	})
}

// The bench asks the engine after every edit, and an answer about a draft
// edited since is dropped: the count on show is always the draft's.
func TestSetterAnswersFollowTheDraft(t *testing.T) {
	bt := openBench(t, nil)
	b := bt.b
	if b.engine.counted != b.engine.rev || b.engine.solutions != 2 {
		t.Fatalf("an empty grid: counted rev %d of %d, %d solutions", b.engine.counted, b.engine.rev, b.engine.solutions)
	}
	bt.edit(func() bool {
		b.ed.start(mustDraftFrom(t, samplePuzzle), "the sample")
		return true
	})
	if !b.engine.unique() {
		t.Fatalf("the sample: %d solutions (%q)", b.engine.solutions, b.engine.countErr)
	}
	// Answers held back: two edits, then the answers come.
	bt.engine.Hold = true
	b.ed.Select(2, false) // r1c3, a given 3
	bt.press("Delete")
	afterFirst := b.engine.rev
	b.ed.Select(4, false) // r1c5, a given 2
	bt.press("Delete")
	if b.engine.rev != afterFirst+1 {
		t.Fatalf("rev %d after two edits from %d", b.engine.rev, afterFirst)
	}
	if b.engine.unique() {
		t.Fatal("the bench says unique before the engine answered")
	}
	for range 4 { // the stale count, then the fresh one, then candidates
		bt.do(func(ctx app.Context) { bt.engine.Release() })
	}
	if b.engine.counted != b.engine.rev {
		t.Fatalf("count of rev %d, the draft is at %d", b.engine.counted, b.engine.rev)
	}
	p, err := codec.ParseGrid(samplePuzzle)
	if err != nil {
		t.Fatal(err)
	}
	p.Set(2, 0)
	p.Set(4, 0)
	if got := b.ed.draft.Givens(); got != p {
		t.Fatalf("draft %s, want %s", got.String(), p.String())
	}
	counts := len(apptest.Posted[protocol.Count](bt.engine))
	// The empty grid, the sample, and the two edits: no more (the
	// second edit came while the first's count was out).
	if counts != 4 {
		t.Errorf("%d counts posted, want 4", counts)
	}
}

// Without a worker every job is answered at once, with an error: the
// bench says so and does not wait for ever.
func TestSetterWithoutWorker(t *testing.T) {
	bt := openBench(t, apptest.Failing("the engine worker is not available in this browser"))
	b := bt.b
	if b.engine.running != 0 {
		t.Fatal("a job is waited for though none can run")
	}
	b.ed.Select(0, false)
	bt.press("Digit5")
	if b.engine.running != 0 || b.engine.counted != b.engine.rev {
		t.Fatalf("after an edit: running %d, counted rev %d of %d", b.engine.running, b.engine.counted, b.engine.rev)
	}
	if !strings.Contains(b.engine.countErr, "not available") {
		t.Errorf("the count's error is %q", b.engine.countErr)
	}
}

func mustDraftFrom(t *testing.T, puzzle string) *setter.Draft {
	t.Helper()
	d, err := setter.From(sudoku.Puzzle{Grid: apptest.MustGrid(t, puzzle)})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// Cages drawn with the keys: a second cage selected across into the
// first joins them, the status says so in words, and one undo brings
// the two cages back; Out of cage takes a cell out again.
func TestSetterJoinsCages(t *testing.T) {
	bt := openBench(t, nil)
	b := bt.b
	b.ed.tool = setter.Cage
	draw := func(cells ...sudoku.Cell) {
		t.Helper()
		for i, c := range cells {
			b.ed.Select(c, i > 0)
		}
		bt.press("Enter")
		if b.ed.errMsg != "" {
			t.Fatalf("cage over %v: %s", cells, b.ed.errMsg)
		}
	}
	cages := func() (n int) {
		for _, k := range b.ed.draft.Rules().Constraints {
			if _, ok := k.(sudoku.Cage); ok {
				n++
			}
		}
		return n
	}
	draw(0, 1) // r1c1, r1c2: total 17 typed
	bt.press("Digit1")
	bt.press("Digit7")
	draw(3, 4)
	if cages() != 2 {
		t.Fatalf("%d cages drawn, want 2", cages())
	}
	draw(1, 2, 3)
	if got, want := b.ed.status, "2 cages joined: 4 cells → 5 cells, total 17 kept."; got != want {
		t.Errorf("status %q, want %q", got, want)
	}
	if cages() != 1 {
		t.Fatalf("%d cages after the join, want 1", cages())
	}
	if cage := b.ed.draft.Rules().Constraints[0].(sudoku.Cage); len(cage.Cells) != 5 || cage.Sum != 17 {
		t.Fatalf("the joined cage: %v", cage)
	}
	bt.edit(b.ed.undo)
	if cages() != 2 {
		t.Fatalf("%d cages after undo, want 2", cages())
	}
	bt.edit(b.ed.redo)
	b.ed.Select(4, false)
	bt.edit(b.ed.uncage)
	if got, want := b.ed.status, "Cage shrunk: 5 cells → 4 cells, total 17 kept."; got != want {
		t.Errorf("out of cage: status %q, want %q", got, want)
	}
	b.ed.Select(2, false)
	bt.edit(b.ed.uncage)
	if !strings.Contains(b.ed.errMsg, "fall in two") {
		t.Errorf("taking the middle out says %q", b.ed.errMsg)
	}
}
