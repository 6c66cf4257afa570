package app

import (
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

const testPuzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"

// newTestPage returns a page with storage in memory and no worker (jobs
// fail at once, as they do in a browser without workers).
func newTestPage(store game.Storage) *gamePage {
	p := newGamePage()
	p.lib = game.NewLibrary(store)
	p.engine = &engineWorker{waiting: map[int64]*pendingJob{}, started: true}
	return p
}

func TestGamePageOpen(t *testing.T) {
	tests := []struct {
		name     string
		fragment string
		want     string // the givens shown, or "" when none
		wantErr  string
	}{
		{"puzzle", testPuzzle, testPuzzle, ""},
		{"empty shows the sample", "", strings.ReplaceAll(samplePuzzle, "0", "."), ""},
		{"surrounding space", "  " + testPuzzle + "\n", testPuzzle, ""},
		{"bad character", "12x", "", "sudoku:"},
		{"duplicate givens", "55" + strings.Repeat(".", 79), "", "appears twice"},
		{"markup stays text", "<b>x</b>", "", "sudoku:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := newTestPage(&game.MemoryStorage{})
			p.open(nil, tt.fragment)
			if tt.want != "" && (p.g == nil || p.g.Givens().String() != tt.want) {
				t.Errorf("open(%q) shows %v, want %s", tt.fragment, p.g, tt.want)
			}
			if tt.want == "" && p.g != nil {
				t.Errorf("open(%q) shows a puzzle, want none", tt.fragment)
			}
			if !strings.Contains(p.errMsg, tt.wantErr) || (tt.wantErr == "") != (p.errMsg == "") {
				t.Errorf("open(%q) error %q, want one containing %q", tt.fragment, p.errMsg, tt.wantErr)
			}
		})
	}
}

func TestGamePageKeepsGames(t *testing.T) {
	store := &game.MemoryStorage{}
	p := newTestPage(store)
	p.open(nil, testPuzzle)
	p.selectCell(1, false)
	p.run(nil, command{kind: cmdDigit, digit: 6, mode: game.Normal})
	if p.g.Digit(1) != 6 {
		t.Fatal("typing 6 did not place it")
	}
	// A bad link does not replace the game.
	p.open(nil, "not a puzzle")
	if p.g == nil || p.g.Digit(1) != 6 || p.errMsg == "" {
		t.Fatal("a bad link replaced the game in progress")
	}
	// Another puzzle starts a new game; the first is kept and comes back.
	p.open(nil, samplePuzzle)
	if p.g.Givens().String() == testPuzzle {
		t.Fatal("the second puzzle did not open")
	}
	q := newTestPage(store) // a reload: a new page over the same storage
	q.open(nil, testPuzzle)
	if q.g.Digit(1) != 6 {
		t.Fatal("the first game was not restored")
	}
	// With no fragment, the last game played comes back.
	r := newTestPage(store)
	r.open(nil, "")
	if r.g.Givens().String() != testPuzzle {
		t.Fatalf("empty fragment opened %s, want the last game", r.g.Givens())
	}
}

func TestGamePageStorageBlocked(t *testing.T) {
	store := &game.MemoryStorage{Fail: errNoStorage}
	p := newTestPage(store)
	p.open(nil, testPuzzle)
	p.selectCell(1, false)
	p.run(nil, command{kind: cmdDigit, digit: 6, mode: game.Normal})
	if p.g.Digit(1) != 6 || !strings.HasPrefix(p.notice, "Not saved") {
		t.Fatalf("with storage blocked: digit %d, notice %q; want play to go on with a notice", p.g.Digit(1), p.notice)
	}
}

func TestBoardCells(t *testing.T) {
	p := newTestPage(&game.MemoryStorage{})
	p.open(nil, testPuzzle)
	p.g.Settings.Mistakes = game.CheckConflicts
	p.selectCell(1, false)
	p.run(nil, command{kind: cmdDigit, digit: 4, mode: game.Normal}) // r1c2=4 conflicts with the given 4 in r1c1
	p.selectCell(2, false)
	p.run(nil, command{kind: cmdDigit, digit: 7, mode: game.Corner})
	p.run(nil, command{kind: cmdDigit, digit: 9, mode: game.Centre})
	p.selectCell(0, false) // the given 4: its peers and every 4 light up

	v := p.newBoardView()
	tests := []struct {
		cell      sudoku.Cell
		classes   []string
		notClass  []string
		label     string
		innerText string
	}{
		{0, []string{"cell", "row-0", "col-0", "box-0", "has-4", "given", "selected", "wrong"}, []string{"entry"}, "row 1, column 1, 4 given, mistake", ">4<"},
		{1, []string{"row-0", "col-1", "box-0", "has-4", "entry", "wrong"}, []string{"given", "selected"}, "row 1, column 2, 4, mistake", ">4<"},
		{2, []string{"row-0", "col-2"}, []string{"has-", "entry", "wrong"}, "row 1, column 3, empty, corner notes 7, centre notes 9", `<span class="corner-note slot-0 note-7">7</span>`},
		{30, []string{"row-3", "col-3", "box-4", "box-left"}, []string{"has-", "selected"}, "row 4, column 4, empty", ""},
	}
	want := []string{"selected-row-0", "selected-col-0", "selected-box-0", "selected-digit-4"}
	if got := v.highlightClasses(); !slices.Equal(got, want) {
		t.Errorf("with r1c1 (a 4) selected, the board's classes %q, want %q", got, want)
	}
	css := HighlightCSS()
	for _, rule := range []string{".selected-row-0 .row-0,", ".selected-box-24 .box-24)", ".selected-digit-4 .has-4,", ".selected-digit-25 .note-25)"} {
		if !strings.Contains(css, rule) {
			t.Errorf("the highlight rules lack %q", rule)
		}
	}
	for _, tt := range tests {
		st := p.cellState(v, tt.cell)
		html, classes := app.HTMLString(st.render()), strings.Fields(st.classes())
		for _, c := range tt.classes {
			if !slices.Contains(classes, c) {
				t.Errorf("cell %d lacks class %q: %s", tt.cell, c, html)
			}
		}
		for _, prefix := range tt.notClass {
			if slices.ContainsFunc(classes, func(c string) bool { return strings.HasPrefix(c, prefix) }) {
				t.Errorf("cell %d has a class %q: %s", tt.cell, prefix, html)
			}
		}
		if !strings.Contains(html, `aria-label="`+tt.label+`"`) || !strings.Contains(html, tt.innerText) {
			t.Errorf("cell %d: want label %q and %q in %s", tt.cell, tt.label, tt.innerText, html)
		}
	}
}

// The page renders before any puzzle is loaded (server-side pre-rendering
// does exactly that) and after one is.
func TestPageRendersWithAndWithoutGame(t *testing.T) {
	p := newTestPage(&game.MemoryStorage{})
	disp := app.NewClientTester(p)
	defer disp.Close()
	if err := app.TestMatch(p, app.TestUIDescriptor{
		Path:     app.TestPath(0, 2, 0), // header, bars, main
		Expected: app.Div().Class("board-placeholder").Text("No puzzle to show"),
	}); err != nil {
		t.Errorf("no placeholder without a game: %v", err)
	}
	p.open(nil, testPuzzle)
	p.Update()
	disp.Consume()
	board := app.Div().Class("board", "board-9").Aria("label", "Sudoku board, 9 by 9").Attr("role", "grid").On("pointerdown", func(app.Context, app.Event) {})
	at := app.TestPath(0, 2, 0, 0) // the same place, whatever notices show
	if err := app.TestMatch(p, app.TestUIDescriptor{Path: at, Expected: board}); err != nil {
		t.Errorf("no board with a game: %v", err)
	}
	// The board follows pointer moves only while a drag selects cells.
	p.dragging = true
	p.Update()
	disp.Consume()
	if err := app.TestMatch(p, app.TestUIDescriptor{Path: at, Expected: board.On("pointermove", func(app.Context, app.Event) {})}); err != nil {
		t.Errorf("no pointermove listener while dragging: %v", err)
	}
}

func TestCandidateNotes(t *testing.T) {
	p := newTestPage(&game.MemoryStorage{})
	p.open(nil, testPuzzle)
	if notes := p.candidateNotes(); notes != nil {
		t.Fatalf("notes %v without any notes on the board", notes)
	}
	p.g.FillCandidates()
	notes := p.candidateNotes()
	if len(notes) != 81 || notes[1] != uint32(p.g.Cell(1).Centre) || notes[0] != 0 {
		t.Fatalf("after Fill candidates, notes = %v", notes)
	}
	p.selectCell(1, false)
	p.run(nil, command{kind: cmdErase}) // one empty cell without notes
	if notes := p.candidateNotes(); notes != nil {
		t.Errorf("notes %v with an empty cell unmarked", notes)
	}
}

// While the game is paused its board is hidden: no button or key edits it.
func TestGamePagePausedTakesNoEdits(t *testing.T) {
	actions := []struct {
		name string
		do   func(p *gamePage)
	}{
		{"digit", func(p *gamePage) { p.run(nil, command{kind: cmdDigit, digit: 7, mode: game.Normal}) }},
		{"erase", func(p *gamePage) { p.run(nil, command{kind: cmdErase}) }},
		{"undo", func(p *gamePage) { p.run(nil, command{kind: cmdUndo}) }},
		{"fill candidates", func(p *gamePage) { p.onFillCandidates(nil, app.Event{}) }},
		{"clear notes", func(p *gamePage) { p.onClearNotes(nil, app.Event{}) }},
		{"rewind", func(p *gamePage) { p.onRewind(nil, app.Event{}) }},
		{"hint", func(p *gamePage) { p.onHint(nil, app.Event{}) }},
		{"solve", func(p *gamePage) { p.onSolve(nil, app.Event{}) }},
	}
	puzzle, err := sudoku.Parse(testPuzzle)
	if err != nil {
		t.Fatal(err)
	}
	solution, unique, err := solve.Solve(puzzle)
	if err != nil || !unique {
		t.Fatalf("test puzzle: unique %v, %v", unique, err)
	}
	for _, a := range actions {
		t.Run(a.name, func(t *testing.T) {
			p := newTestPage(&game.MemoryStorage{})
			p.open(nil, testPuzzle)
			p.solution, p.hasSolution = solution, true
			p.g.Settings.Mistakes = game.CheckSolution
			// A wrong digit and a note, so every action would change something.
			p.selectCell(1, false)
			p.run(nil, command{kind: cmdDigit, digit: solution.At(1)%9 + 1, mode: game.Normal})
			p.selectCell(2, false)
			p.run(nil, command{kind: cmdDigit, digit: 5, mode: game.Corner})
			before, hints := p.g.Cells(), p.g.Hints()
			p.paused = true
			a.do(p)
			if !slices.Equal(p.g.Cells(), before) || p.g.Hints() != hints || p.status != "" {
				t.Errorf("%s while paused: board changed %v, hints %d -> %d, status %q",
					a.name, !slices.Equal(p.g.Cells(), before), hints, p.g.Hints(), p.status)
			}
			// Resumed, the same action does change something (so the test can fail).
			p.paused = false
			a.do(p)
			if slices.Equal(p.g.Cells(), before) && p.g.Hints() == hints && p.status == "" {
				t.Errorf("%s after resuming changed nothing", a.name)
			}
		})
	}
}
