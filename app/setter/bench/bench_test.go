package bench

import (
	"reflect"
	"regexp"
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

// A cage's total typed before Apply is the new cage's, as SudokuPad's and
// f-puzzles' setters type it: drag r1c1-r1c2, type 1 2, Enter makes a
// cage of total 12, and no givens; one undo takes it back. Typed after
// Apply, it is the cage's too (TestSetterJoinsCages).
func TestSetterTotalTypedFirst(t *testing.T) {
	bt := openBench(t, nil)
	b := bt.b
	b.ed.tool = setter.Cage
	cages := func() []sudoku.Cage {
		var out []sudoku.Cage
		for _, k := range b.ed.draft.Rules().Constraints {
			if c, ok := k.(sudoku.Cage); ok {
				out = append(out, c)
			}
		}
		return out
	}
	b.ed.Select(0, false)
	b.ed.Select(1, true)
	bt.press("Digit1")
	bt.press("Digit2")
	if g := b.ed.draft.Givens(); g.Filled() != 0 {
		t.Fatalf("a total typed before Apply made givens: %s", g.String())
	}
	if !strings.Contains(b.ed.status+" "+renderedHow(b), "12") {
		t.Errorf("the bench does not show the total typed: status %q", b.ed.status)
	}
	bt.press("Enter")
	if got := cages(); len(got) != 1 || got[0].Sum != 12 || len(got[0].Cells) != 2 {
		t.Fatalf("after 1 2 Enter: cages %v, want one of r1c1-r1c2 with total 12", got)
	}
	if got, want := b.ed.status, "Cage drawn on 2 cells, total 12."; got != want {
		t.Errorf("status %q, want %q", got, want)
	}
	bt.edit(b.ed.undo)
	if got := cages(); len(got) != 0 {
		t.Fatalf("after one undo: cages %v, want none", got)
	}

	// A total no cage of its cells can reach is refused, the cage not
	// drawn; Backspace takes back a digit typed.
	b.ed.Select(9, false)
	b.ed.Select(10, true)
	for _, k := range []string{"Digit1", "Digit6", "Digit9", "Backspace", "Digit7"} { // 16, then 9 alone (169 is out of reach), erased, 7
		bt.press(k)
	}
	bt.press("Enter")
	if got := cages(); len(got) != 1 || got[0].Sum != 7 {
		t.Fatalf("after 1 6 9 ⌫ 7 Enter: cages %v, want one of total 7", got)
	}
	// A total Apply refused is done: the next digit starts another, as
	// a calculator's after =, not 23.
	b.ed.Select(45, false)
	b.ed.Select(46, true)
	bt.press("Digit2")
	bt.press("Enter")
	if got := cages(); len(got) != 1 || b.ed.errMsg == "" {
		t.Fatalf("2 Enter over two cells: cages %v, error %q; want the total refused", got, b.ed.errMsg)
	}
	bt.press("Digit3")
	bt.press("Enter")
	if got := cages(); len(got) != 2 || got[1].Sum != 3 {
		t.Fatalf("2 Enter, refused, then 3 Enter: cages %v, want a second of total 3", got)
	}
	bt.edit(b.ed.undo)
	// A fresh selection forgets a total typed for another.
	b.ed.Select(18, false)
	bt.press("Digit8")
	b.ed.Select(27, false)
	b.ed.Select(28, true)
	bt.press("Enter")
	if got := cages(); len(got) != 2 || got[1].Sum != 0 {
		t.Fatalf("cages %v: the second should have no total", got)
	}
	// 0 is a digit of a total, typed after (1 0 makes 10) or first; it
	// erases elsewhere.
	bt.press("Digit1")
	bt.press("Digit0")
	if got := cages(); got[1].Sum != 10 {
		t.Fatalf("1 0 typed into the second cage: total %d, want 10", got[1].Sum)
	}
	b.ed.Select(36, false)
	b.ed.Select(37, true)
	b.ed.Select(38, true)
	for _, k := range []string{"Digit2", "Digit0", "Enter"} {
		bt.press(k)
	}
	if got := cages(); len(got) != 3 || got[2].Sum != 20 {
		t.Fatalf("2 0 Enter: cages %v, want a third of total 20", got)
	}
	b.ed.tool = setter.Givens
	b.ed.Select(80, false)
	bt.press("Digit4")
	bt.press("Digit0")
	if g := b.ed.draft.Givens(); g.At(80) != 0 {
		t.Errorf("0 in the Givens tool left the given %s", g.At(80))
	}
}

// renderedHow is what the Cage tool's line says.
func renderedHow(b *Bench) string { return toolHow(&b.ed) }

// Overlapping cage draws the selection as a cage of its own over the
// cages it takes in cells of, with the total typed first, where Apply
// would join them; a total typed after is the new cage's, and one undo
// takes the cage back.
func TestSetterOverlappingCage(t *testing.T) {
	bt := openBench(t, nil)
	b := bt.b
	b.ed.tool = setter.Cage
	b.ed.Select(0, false)
	b.ed.Select(1, true)
	bt.press("Digit3")
	bt.press("Enter") // r1c1-r1c2, total 3
	// The button's tag, and whether it is enabled (go-app writes
	// disabled, or disabled="false" once updated).
	button := func() (string, bool) {
		tag := regexp.MustCompile(`<button[^>]* id="setter-cage-over"[^>]*>`).FindString(app.HTMLString(b.Render()))
		return tag, tag != "" && (!strings.Contains(tag, "disabled") || strings.Contains(tag, `disabled="false"`))
	}
	b.ed.Select(2, false)
	if tag, on := button(); tag == "" || on {
		t.Errorf("Overlapping cage on offer for r1c3 alone, in no cage (Apply draws it): %q", tag)
	}
	b.ed.Select(1, false)
	b.ed.Select(2, true)
	if tag, on := button(); !on {
		t.Fatalf("Overlapping cage not on offer for a selection taking in a caged cell: %q", tag)
	}
	bt.press("Digit5")
	bt.edit(b.ed.drawCageOver)
	if got, want := b.ed.status, "Cage drawn on 2 cells over another cage, total 5."; got != want || b.ed.errMsg != "" {
		t.Errorf("status %q (error %q), want %q", got, b.ed.errMsg, want)
	}
	want := []sudoku.Constraint{sudoku.Cage{Cells: []sudoku.Cell{0, 1}, Sum: 3}, sudoku.Cage{Cells: []sudoku.Cell{1, 2}, Sum: 5}}
	if got := b.ed.draft.Rules().Constraints; !reflect.DeepEqual(got, want) {
		t.Fatalf("rules %v, want %v", got, want)
	}
	// Typed now, a total is the new cage's, the one drawn last.
	bt.press("Backspace")
	bt.press("Digit6")
	want[1] = sudoku.Cage{Cells: []sudoku.Cell{1, 2}, Sum: 6}
	if got := b.ed.draft.Rules().Constraints; !reflect.DeepEqual(got, want) {
		t.Fatalf("6 typed after: rules %v, want %v", got, want)
	}
	for range 3 {
		bt.edit(b.ed.undo)
	}
	if got := b.ed.draft.Rules().Constraints; len(got) != 1 {
		t.Fatalf("after undo: rules %v, want the first cage alone", got)
	}
}

// A new start (Start again's Empty grid, or the open game's puzzle) is no
// edit undo stops at: pressed by mistake over a draft, Ctrl+Z brings the
// draft back whole, cage and all, with its own undo after it, and keeps
// it; Ctrl+Y goes to the new start again. The status says Undo brings
// the draft back. A blank draft is not put away: Undo has nothing to do.
func TestSetterUndoesANewStart(t *testing.T) {
	bt := openBench(t, nil)
	b := bt.b
	empty := func() bool {
		g := b.ed.draft.Givens()
		return g.Filled() == 0 && b.ed.draft.RulesCode() == ""
	}
	b.ed.Select(0, false)
	bt.press("Digit5")
	b.ed.tool = setter.Cage
	b.ed.Select(10, false)
	b.ed.Select(11, true)
	bt.press("Enter")
	bt.press("Digit9")
	want, wantRules := b.ed.draft.Givens(), b.ed.draft.RulesCode()
	if want.At(0) != 5 || wantRules == "" {
		t.Fatalf("the draft holds %s ~%s", want.String(), wantRules)
	}
	ctrl := func(code string) {
		bt.do(func(ctx app.Context) { b.Key(ctx, board.KeyPress{Code: code, Mods: board.KeyMods{Ctrl: true}}) })
	}

	bt.edit(func() bool { return b.ed.startEmpty(6) })
	if !empty() || b.ed.draft.Shape().N() != 6 {
		t.Fatalf("Empty grid gave %s", b.ed.draft.Givens().String())
	}
	if !strings.Contains(b.ed.status, "Undo brings the last draft back") {
		t.Errorf("the status says %q", b.ed.status)
	}
	ctrl("KeyZ")
	if got := b.ed.draft.Givens(); got != want || b.ed.draft.RulesCode() != wantRules {
		t.Fatalf("undo after Empty grid: %s ~%s, want %s ~%s", got.String(), b.ed.draft.RulesCode(), want.String(), wantRules)
	}
	if text, _, _ := bt.store.Get(StorageKey); text != game.PuzzleID(want, wantRules) {
		t.Errorf("the draft kept is %q", text)
	}
	// Its own edits undo as before: the cage's total, then the cage.
	ctrl("KeyZ")
	if b.ed.draft.RulesCode() == wantRules || b.ed.draft.RulesCode() == "" {
		t.Errorf("the second undo left the rules %q", b.ed.draft.RulesCode())
	}
	ctrl("KeyY")
	ctrl("KeyY")
	if !empty() || b.ed.draft.Shape().N() != 6 {
		t.Fatalf("redo past the draft's edits: %s, want the new empty 6x6 grid", b.ed.draft.Givens().String())
	}

	// A new edit after undoing a start: redo no longer goes to it.
	ctrl("KeyZ")
	b.ed.tool = setter.Givens
	b.ed.Select(1, false)
	bt.press("Digit7")
	ctrl("KeyY")
	if got := b.ed.draft.Givens(); got.At(1) != 7 {
		t.Errorf("after a new edit redo went on to %s", got.String())
	}

	// A blank draft is not put away.
	bt.edit(func() bool { return b.ed.startEmpty(9) })
	bt.edit(func() bool { return b.ed.startEmpty(9) })
	if strings.Contains(b.ed.status, "Undo brings") {
		t.Errorf("a blank draft replaced: the status says %q", b.ed.status)
	}
	ctrl("KeyZ")
	if got := b.ed.draft.Givens(); got.At(1) != 7 {
		t.Fatalf("one undo after two empty grids: %s, want the draft before them", got.String())
	}
}
