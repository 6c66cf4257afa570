package shell

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/browser"
	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

const testPuzzle = apptest.Puzzle

// testSolution returns testPuzzle's solution.
func testSolution(t testing.TB) sudoku.Grid { return apptest.Solution(t) }

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
		{"bad character", "12x", "", "Line 1: 3 symbols is not a puzzle line"},
		{"duplicate givens", "55" + strings.Repeat(".", 79), "", "appears twice"},
		{"markup stays text", "<b>x</b>", "", "Line 1, column 1: unexpected '<'."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pt := newPageTest(t, nil)
			pt.open(tt.fragment)
			p := pt.p
			if tt.want != "" && (p.s == nil || p.s.game.Givens().String() != tt.want) {
				t.Errorf("open(%q) shows %v, want %s", tt.fragment, p.s, tt.want)
			}
			if tt.want == "" && p.s != nil {
				t.Errorf("open(%q) shows a puzzle, want none", tt.fragment)
			}
			if !strings.Contains(p.errMsg, tt.wantErr) || (tt.wantErr == "") != (p.errMsg == "") {
				t.Errorf("open(%q) error %q, want one containing %q", tt.fragment, p.errMsg, tt.wantErr)
			}
			html := app.HTMLString(p)
			if strings.Contains(html, "<b>") {
				t.Errorf("open(%q): markup reached the page: %s", tt.fragment, html)
			}
		})
	}
}

func TestGamePageKeepsGames(t *testing.T) {
	store := &game.MemoryStorage{}
	pt := newPageTest(t, store)
	pt.open(testPuzzle)
	pt.enter(1, 6, game.Normal)
	if pt.p.s.game.Digit(1) != 6 {
		t.Fatal("typing 6 did not place it")
	}
	// A bad link does not replace the game.
	pt.open("not a puzzle")
	if pt.p.s.game.Digit(1) != 6 || pt.p.errMsg == "" {
		t.Fatal("a bad link replaced the game in progress")
	}
	// Another puzzle starts a new game; the first is kept and comes back.
	pt.open(samplePuzzle)
	if pt.p.s.game.Givens().String() == testPuzzle {
		t.Fatal("the second puzzle did not open")
	}
	q := newPageTest(t, store) // a reload: a new page over the same storage
	q.open(testPuzzle)
	if q.p.s.game.Digit(1) != 6 {
		t.Fatal("the first game was not restored")
	}
	// With no fragment, the last game played comes back.
	r := newPageTest(t, store)
	r.open("")
	if r.p.s.game.Givens().String() != testPuzzle {
		t.Fatalf("empty fragment opened %s, want the last game", r.p.s.game.Givens())
	}
}

// Everything that belongs to a game goes when another opens: the session
// is replaced whole, and a reply to the game left is dropped.
func TestOpenReplacesTheSession(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	first := pt.p.s
	if !first.hasSolution || first.grade.IsZero() {
		t.Fatalf("the engine's solve job did not reach the game: solution %v, grade %v", first.hasSolution, first.grade)
	}
	pt.p.s.Select(5, false)
	pt.run(board.Command{Kind: board.CmdMode, Mode: game.Corner})
	pt.run(board.Command{Kind: board.CmdHint})
	if first.hint == nil || first.mode != game.Corner {
		t.Fatalf("no hint (%v) or mode (%v) to carry over", first.hint, first.mode)
	}
	// A hint asked for the first game comes back after the second opened.
	pt.engine.Hold = true
	pt.run(board.Command{Kind: board.CmdHint}) // concrete: no job
	pt.run(board.Command{Kind: board.CmdHint}) // applied
	pt.run(board.Command{Kind: board.CmdHint}) // a new hint: held
	pt.open(samplePuzzle)
	pt.engine.Release()
	s := pt.p.s
	if s == first {
		t.Fatal("the second puzzle opened in the first one's session")
	}
	want := session{game: s.game, solution: s.solution, hasSolution: s.hasSolution, grade: s.grade}
	if s.Selected != nil || s.Cursor != 0 || s.mode != game.Normal || s.hint != nil || s.busy || s.status != "" ||
		s.paused || s.offered != nil || s.hasSeed || s.notice != "" {
		t.Errorf("the new session carries state over: %+v, want %+v", *s, want)
	}
	if s.hasSolution && s.solution.String() == first.solution.String() {
		t.Error("the new game got the first game's solution")
	}
}

func TestGamePageStorageBlocked(t *testing.T) {
	pt := newPageTest(t, &game.MemoryStorage{Fail: browser.ErrNoStorage})
	pt.open(testPuzzle)
	pt.enter(1, 6, game.Normal)
	if pt.p.s.game.Digit(1) != 6 || !strings.Contains(app.HTMLString(pt.p), "Not saved") {
		t.Fatalf("with storage blocked: digit %d, page %s; want play to go on with a notice", pt.p.s.game.Digit(1), app.HTMLString(pt.p))
	}
}

// A save after the paint draws nothing of itself, but the notice that it
// failed, or that saving works again, is drawn at once.
func TestSaveNoticeAfterPaint(t *testing.T) {
	store := &game.MemoryStorage{}
	var painted []func(app.Context)
	p := newGamePage(pageEnv{storage: store, engine: &apptest.Engine{}, afterPaint: func(ctx app.Context, f func(app.Context)) { painted = append(painted, f) }})
	disp := apptest.Mount(t, p)
	apptest.Act(disp, p, func(ctx app.Context) { p.open(ctx, testPuzzle) })
	// The browser's paint, then the save, in a dispatch of its own that
	// asks for no render (as afterPaint makes it).
	paint := func() {
		t.Helper()
		if len(painted) != 1 {
			t.Fatalf("%d saves waiting for the paint, want 1", len(painted))
		}
		disp.Dispatch(app.Dispatch{Mode: app.Next, Source: p, Function: painted[0]})
		disp.Consume()
		painted = nil
	}
	paint()
	notice := func() bool { return strings.Contains(app.HTMLString(p), "Not saved") }
	p.s.Select(1, false)
	store.Fail = browser.ErrNoStorage
	apptest.Act(disp, p, func(ctx app.Context) { p.run(ctx, board.Command{Kind: board.CmdDigit, Digit: 6}) })
	if notice() {
		t.Fatal("a notice before the save")
	}
	paint()
	if !notice() {
		t.Fatalf("after a failed save, the page shows no notice: %s", app.HTMLString(p))
	}
	store.Fail = nil
	apptest.Act(disp, p, func(ctx app.Context) { p.run(ctx, board.Command{Kind: board.CmdDigit, Digit: 7}) })
	paint()
	if notice() {
		t.Error("the notice stays after a save that worked")
	}
}

// An edit is saved once the page has painted it, not before; and at once
// when the page is hidden or left before that. A game opened is saved
// from its first move on, not before.
func TestEditSavedAfterPaint(t *testing.T) {
	store := &game.MemoryStorage{}
	var painted []func(app.Context)
	e := &apptest.Engine{}
	p := newGamePage(pageEnv{storage: store, engine: e, afterPaint: func(ctx app.Context, f func(app.Context)) { painted = append(painted, f) }})
	disp := apptest.Mount(t, p)
	apptest.Act(disp, p, func(ctx app.Context) { p.open(ctx, testPuzzle) })
	for _, f := range painted {
		apptest.Act(disp, p, f)
	}
	painted = nil
	if _, _, err := game.NewLibrary(store).Open(game.ID(p.s.game)); !errors.Is(err, game.ErrNoGame) {
		t.Fatalf("a game opened, painted and untouched: Open says %v; want nothing saved", err)
	}
	saved := func() sudoku.Digit {
		g, _, err := game.NewLibrary(store).Open(game.ID(p.s.game))
		if errors.Is(err, game.ErrNoGame) {
			return 0
		}
		if err != nil {
			t.Fatal(err)
		}
		return g.Digit(1)
	}
	p.s.Select(1, false)
	apptest.Act(disp, p, func(ctx app.Context) { p.run(ctx, board.Command{Kind: board.CmdDigit, Digit: 6}) })
	apptest.Act(disp, p, func(ctx app.Context) { p.run(ctx, board.Command{Kind: board.CmdDigit, Digit: 7}) })
	if got := saved(); got != 0 || len(painted) != 1 {
		t.Fatalf("before the paint: saved digit %d, %d saves waiting; want none saved, one save waiting", got, len(painted))
	}
	apptest.Act(disp, p, painted[0])
	if got := saved(); got != 7 {
		t.Fatalf("after the paint, saved digit %d, want 7", got)
	}
	apptest.Act(disp, p, func(ctx app.Context) { p.run(ctx, board.Command{Kind: board.CmdDigit, Digit: 8}) })
	p.saves.flush() // what pagehide and visibilitychange do
	if got := saved(); got != 8 {
		t.Fatalf("after the page was hidden, saved digit %d, want 8", got)
	}
}

func TestBoardCells(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	pt.p.s.game.Settings.Mistakes = game.CheckConflicts
	pt.enter(1, 4, game.Normal) // r1c2=4 conflicts with the given 4 in r1c1
	pt.enter(2, 7, game.Corner)
	pt.run(board.Command{Kind: board.CmdDigit, Digit: 9, Mode: game.Centre})
	pt.p.s.Select(0, false) // the given 4: its peers and every 4 light up

	v := newBoardView(pt.p.s)
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
	css := board.HighlightCSS()
	for _, rule := range []string{".selected-row-0 .row-0,", ".selected-box-24 .box-24)", ".selected-digit-4 .has-4,", ".selected-digit-25 .note-25)"} {
		if !strings.Contains(css, rule) {
			t.Errorf("the highlight rules lack %q", rule)
		}
	}
	for _, tt := range tests {
		st := v.cell(tt.cell)
		html := app.HTMLString(st.Render())
		classes := strings.Fields(apptest.AttrOf(t, html, `role="gridcell"`, "class"))
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
	pt := newPageTest(t, nil)
	if err := app.TestMatch(pt.p, app.TestUIDescriptor{
		Path:     app.TestPath(0, 1, 0, 0), // header, the play's wrapper, main
		Expected: app.Div().Class("board-placeholder").Text("No puzzle to show"),
	}); err != nil {
		t.Errorf("no placeholder without a game: %v", err)
	}
	pt.open(testPuzzle)
	board := app.Div().Class("board", "board-9").Aria("label", "Sudoku board, 9 by 9").Attr("role", "grid").On("pointerdown", func(app.Context, app.Event) {}).On("dblclick", func(app.Context, app.Event) {}).On("focusin", func(app.Context, app.Event) {})
	at := app.TestPath(0, 1, 0, 0, 0) // the same place, whatever notices show
	if err := app.TestMatch(pt.p, app.TestUIDescriptor{Path: at, Expected: board}); err != nil {
		t.Errorf("no board with a game: %v", err)
	}
	// The board follows pointer moves only while a drag selects cells.
	pt.do(func(app.Context) { pt.p.s.Press(3, false, false) })
	board = board.Class("selected-row-0", "selected-col-3", "selected-box-1").On("pointermove", func(app.Context, app.Event) {})
	if err := app.TestMatch(pt.p, app.TestUIDescriptor{Path: at, Expected: board}); err != nil {
		t.Errorf("no pointermove listener while dragging: %v", err)
	}
}

func TestCandidateNotes(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	s := pt.p.s
	if notes := s.candidateNotes(); notes != nil {
		t.Fatalf("notes %v without any notes on the board", notes)
	}
	pt.run(board.Command{Kind: board.CmdFillCandidates})
	notes := s.candidateNotes()
	if len(notes) != 81 || notes[1] != uint32(s.game.Cell(1).Centre) || notes[0] != 0 || notes[1] == 0 {
		t.Fatalf("after Fill candidates, notes = %v", notes)
	}
	s.Select(1, false)
	pt.run(board.Command{Kind: board.CmdErase}) // one empty cell without notes
	if notes := s.candidateNotes(); notes != nil {
		t.Errorf("notes %v with an empty cell unmarked", notes)
	}
}

// A hint goes in stages: the player's mistakes first, then the technique
// and where to look, then the step shown on the board, then applied.
func TestHintStages(t *testing.T) {
	solution := testSolution(t)
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	s := pt.p.s
	s.game.Settings.Mistakes = game.CheckSolution
	pt.enter(1, solution.At(1)%9+1, game.Normal) // a wrong digit
	pt.run(board.Command{Kind: board.CmdHint})
	if !strings.HasPrefix(s.status, "First fix row 1, column 2:") || !slices.Equal(s.Selected, []sudoku.Cell{1}) || s.game.Hints() != 1 || s.hint != nil {
		t.Fatalf("with a mistake on the board: status %q, selected %v, %d hints, hint %v; want row 1, column 2 named and selected, one hint, no step",
			s.status, s.Selected, s.game.Hints(), s.hint)
	}
	pt.run(board.Command{Kind: board.CmdErase})

	pt.run(board.Command{Kind: board.CmdHint})
	if s.hint == nil || s.status != s.hint.Vague || s.hintLevel != 1 || s.game.Hints() != 2 {
		t.Fatalf("first stage: hint %+v, status %q, level %d, %d hints", s.hint, s.status, s.hintLevel, s.game.Hints())
	}
	if strings.Contains(app.HTMLString(pt.p), "hinted") {
		t.Error("the vague stage highlights cells")
	}
	pt.run(board.Command{Kind: board.CmdHint})
	if s.status != s.hint.Text || !strings.Contains(app.HTMLString(pt.p), "hinted") {
		t.Errorf("second stage: status %q, want %q and cells highlighted", s.status, s.hint.Text)
	}
	h := *s.hint
	pt.run(board.Command{Kind: board.CmdHint})
	if s.hint != nil || s.status != "Applied: "+h.Text {
		t.Fatalf("third stage: hint %v, status %q", s.hint, s.status)
	}
	for _, pl := range h.Placements {
		if got := s.game.Digit(sudoku.Cell(pl[0])); got != sudoku.Digit(pl[1]) {
			t.Errorf("applied hint: r%dc%d holds %d, want %d", pl[0]/9+1, pl[0]%9+1, got, pl[1])
		}
	}
	if s.game.Hints() != 2 {
		t.Errorf("%d hints counted, want 2 (a hint counts once, whatever its stages)", s.game.Hints())
	}
}

// What a hint or a mistake pointed at says under the controls speaks of
// the board as it stood: the next edit drops it, as it drops the hint's
// drawing. The build before kept "First fix row 1, column 2" after the
// player had fixed it, and a hint's "Look for …" to the end of the game.
// What the player did (a hint applied) and how the game opened stay.
func TestHintWordsGoWithTheBoardTheySpokeOf(t *testing.T) {
	solution := testSolution(t)
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	s := pt.p.s
	s.status = "A new puzzle."
	pt.enter(0, solution.At(0), game.Normal)
	if s.status != "A new puzzle." {
		t.Errorf("a move took the opening's words away: status %q", s.status)
	}
	pt.enter(1, solution.At(1)%9+1, game.Normal) // a wrong digit
	pt.run(board.Command{Kind: board.CmdHint})
	if !strings.HasPrefix(s.status, "First fix row 1, column 2:") {
		t.Fatalf("with a mistake on the board the hint says %q", s.status)
	}
	pt.run(board.Command{Kind: board.CmdErase})
	if s.status != "" {
		t.Errorf("the mistake erased, the status still says %q", s.status)
	}
	for stage := 1; stage <= 2; stage++ {
		for range stage {
			pt.run(board.Command{Kind: board.CmdHint})
		}
		if s.hint == nil || s.status == "" {
			t.Fatalf("stage %d: hint %v, status %q", stage, s.hint, s.status)
		}
		said := s.status
		pt.enter(80, solution.At(80), game.Corner) // a note elsewhere
		if s.hint != nil || s.status != "" {
			t.Errorf("stage %d: after an edit the hint is %v and the status says %q (was %q)", stage, s.hint, s.status, said)
		}
		pt.run(board.Command{Kind: board.CmdUndo})
	}
	for range 3 {
		pt.run(board.Command{Kind: board.CmdHint})
	}
	applied := s.status
	if !strings.HasPrefix(applied, "Applied: ") {
		t.Fatalf("the third stage says %q", applied)
	}
	pt.enter(80, solution.At(80), game.Corner)
	if s.status != applied {
		t.Errorf("after an edit the status says %q, want what the hint did, %q", s.status, applied)
	}
}

// Solve asks first; the solution comes as one move that undo takes back,
// and the game ends as revealed, not solved.
func TestSolveAsksThenReveals(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	s := pt.p.s
	pt.run(board.Command{Kind: board.CmdSolve})
	html := app.HTMLString(pt.p)
	if s.game.Solved() || !strings.Contains(html, `id="reveal-yes"`) || strings.Contains(html, `id="solve"`) {
		t.Fatalf("Solve revealed at once, or asked nothing: solved %v", s.game.Solved())
	}
	pt.run(board.Command{Kind: board.CmdKeepPlaying})
	if strings.Contains(app.HTMLString(pt.p), `id="reveal-yes"`) || s.game.Solved() {
		t.Fatal("Keep playing did not take the question back")
	}
	pt.run(board.Command{Kind: board.CmdSolve})
	pt.run(board.Command{Kind: board.CmdReveal})
	html = app.HTMLString(pt.p)
	if !s.game.Solved() || !strings.Contains(html, "Solution revealed") || strings.Contains(html, "Solved!") ||
		strings.Contains(html, `id="share-time"`) || !strings.Contains(html, "Solve used") {
		t.Fatalf("after revealing: solved %v, page %s", s.game.Solved(), html)
	}
	if strings.Contains(pt.p.live.text, "Solved!") {
		t.Errorf("announced %q for a revealed game", pt.p.live.text)
	}
	pt.run(board.Command{Kind: board.CmdBackToBoard})
	if strings.Contains(app.HTMLString(pt.p), "Solution revealed") {
		t.Error("Back to the board left the card")
	}
	pt.run(board.Command{Kind: board.CmdUndo})
	if grid, givens := s.game.Grid(), s.game.Givens(); grid != givens {
		t.Errorf("one undo left %s, want the givens %s", &grid, &givens)
	}
}

// A daily solved on its day ends with the streak, this solve counted; one
// solved late says it counts in the statistics, not in the streak; one
// revealed says neither.
func TestResultCardDaily(t *testing.T) {
	today := daily.Today(time.Now())
	for _, tt := range []struct {
		name   string
		date   daily.Date
		reveal bool
		want   string
	}{
		{"today", today, false, "Streak: 1 day (best 1 day)."},
		{"late", today.AddDays(-3), false, lateDaily()},
		{"early", today.AddDays(1), false, earlyDaily()},
		{"revealed", today, true, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			d := game.Daily{Date: tt.date, Level: logic.Medium}
			puzzle, err := daily.Puzzle(d.Date, d.Level)
			if err != nil {
				t.Fatal(err)
			}
			solution, _, err := solve.Solve(puzzle)
			if err != nil {
				t.Fatal(err)
			}
			pt := newPageTest(t, nil)
			pt.open(share.Encode(share.Link{Puzzle: puzzle, Daily: d}))
			s := pt.p.s
			if tt.reveal {
				pt.run(board.Command{Kind: board.CmdSolve})
				pt.run(board.Command{Kind: board.CmdReveal})
			}
			for c := range sudoku.Cell(81) {
				if s.game.Digit(c) == 0 {
					pt.enter(c, solution.At(c), game.Normal)
				}
			}
			if !s.game.Solved() {
				t.Fatal("the daily is not solved")
			}
			html := app.HTMLString(pt.p)
			streak, late, early := strings.Contains(html, "Streak:"), strings.Contains(html, lateDaily()), strings.Contains(html, earlyDaily())
			if streak != strings.HasPrefix(tt.want, "Streak:") || late != (tt.want == lateDaily()) || early != (tt.want == earlyDaily()) {
				t.Errorf("the result card tells the streak: %v, that the puzzle was late: %v, early: %v; want %q", streak, late, early, tt.want)
			}
			if tt.want != "" && (!strings.Contains(html, tt.want) || !strings.HasSuffix(pt.p.live.text, tt.want)) {
				t.Errorf("the result card or the announcement (%q) lacks %q", pt.p.live.text, tt.want)
			}
			// Then the day's next level, which opens as that daily; none
			// for a day still to come.
			if tt.date.Sub(today) > 0 {
				if strings.Contains(html, `id="next-daily"`) {
					t.Error("the result card of a day to come offers its next daily")
				}
				return
			}
			if !strings.Contains(html, `id="next-daily"`) || !strings.Contains(html, "Next daily: Hard") {
				t.Fatalf("the result card offers no next daily: %s", html)
			}
			pt.run(board.Command{Kind: board.CmdNextDaily})
			next := game.Daily{Date: tt.date, Level: logic.Hard}
			want, err := daily.Puzzle(next.Date, next.Level)
			if err != nil {
				t.Fatal(err)
			}
			if got, ok := pt.p.s.game.Daily(); !ok || got != next || pt.p.s.game.Givens() != want {
				t.Errorf("Next daily opened %v (daily %v), want %v", pt.p.s.game.Givens(), got, next)
			}
		})
	}
}

// A game the player finishes ends with the result card: time, level,
// hints, and a friend's time when a link brought one.
func TestResultCard(t *testing.T) {
	solution := testSolution(t)
	pt := newPageTest(t, nil)
	pt.open(share.Encode(share.Link{Puzzle: apptest.MustGrid(t, testPuzzle), Time: 90 * time.Minute}))
	s := pt.p.s
	if !strings.Contains(app.HTMLString(pt.p), "A friend solved this puzzle in 1:30:00") {
		t.Error("no banner with the friend's time")
	}
	for c := range 81 {
		if s.game.Digit(sudoku.Cell(c)) == 0 {
			pt.enter(sudoku.Cell(c), solution.At(sudoku.Cell(c)), game.Normal)
		}
	}
	html := app.HTMLString(pt.p)
	for _, want := range []string{"Solved!", "Time 0:00", "Level " + s.grade.Label(), "No hints", "you were faster by 1:30:00", `id="share-time"`, `id="new-at-level"`} {
		if !strings.Contains(html, want) {
			t.Errorf("the result card lacks %q", want)
		}
	}
	// The hardest step is there for the asking, folded: never in the
	// summary's lines, nor in the top bar.
	summary := html[strings.Index(html, `id="summary"`):]
	summary = summary[:strings.Index(summary, "</ul>")]
	hardest := words.Capitalised(s.grade.Hardest)
	if s.grade.Hardest == "" || strings.Contains(summary, hardest) || strings.Contains(pt.p.topbarState().level, s.grade.Hardest) {
		t.Errorf("the hardest step %q shows unasked: summary %s, top bar %q", s.grade.Hardest, summary, pt.p.topbarState().level)
	}
	if d := apptest.Tags(html, `id="hardest-step"`); len(d) != 1 || strings.Contains(d[0], " open") || !strings.Contains(html, "<summary>Hardest step</summary>") || !strings.Contains(html, hardest) {
		t.Errorf("no folded Hardest step on the card: %q", d)
	}
	if !strings.HasPrefix(pt.p.live.text, "Solved! ") {
		t.Errorf("announced %q", pt.p.live.text)
	}
	// The clock has stopped: Pause is off, and pauses nothing.
	if found, disabled := apptest.ButtonDisabled(html, "pause"); !found || !disabled {
		t.Errorf("Pause on a finished game: shown %v, disabled %v", found, disabled)
	}
	if pt.run(board.Command{Kind: board.CmdPause}); s.paused {
		t.Error("a finished game paused")
	}
	// The board is under the card: the arrows move nothing until it is
	// put away.
	at := s.Cursor
	if pt.run(board.Command{Kind: board.CmdMove, DC: 1}); s.Cursor != at {
		t.Error("an arrow moved the cursor under the result card")
	}
	pt.run(board.Command{Kind: board.CmdBackToBoard})
	if pt.run(board.Command{Kind: board.CmdMove, DC: 1}); strings.Contains(app.HTMLString(pt.p), `id="back-to-board"`) || s.Cursor == at {
		t.Error("Back to the board left the card, or the arrows still move nothing")
	}
	pt.run(board.Command{Kind: board.CmdNewAtLevel})
	gens := apptest.Posted[protocol.Generate](pt.engine)
	if len(gens) == 0 {
		t.Fatal("New puzzle at this level asked for no puzzle")
	}
	if gen := gens[0]; gen.Size != 9 || s.grade.IsZero() || gen.Level != s.grade.Level.String() {
		t.Errorf("New puzzle at this level asked for %+v (grade %v)", gen, s.grade)
	}
	if pt.p.s == s || pt.p.s.grade.IsZero() || pt.p.s.grade.Level != s.grade.Level {
		t.Errorf("the new puzzle did not open, or is not at the level: %v", pt.p.s.grade)
	}
}

// A game that ends before the engine has rated its puzzle keeps a line
// for the level on the card (so the buttons move less when the grade
// comes), and New puzzle at this level waits, disabled, for the level.
func TestResultCardBeforeTheGrade(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.engine.Hold = true
	pt.open(testPuzzle)
	pt.do(func(app.Context) { pt.engine.Release() }) // the solve job; it asks for the grade, held
	s := pt.p.s
	if !s.hasSolution || !s.grade.IsZero() || !s.grading {
		t.Fatalf("after the solve job: solution %v, grade %v, grading %v", s.hasSolution, s.grade, s.grading)
	}
	pt.run(board.Command{Kind: board.CmdSolve})
	pt.run(board.Command{Kind: board.CmdReveal})
	disabled := func(html string) bool { _, d := apptest.ButtonDisabled(html, "new-at-level"); return d }
	html := app.HTMLString(pt.p)
	if !strings.Contains(html, "Level: being rated") || !disabled(html) {
		t.Fatalf("the card before the grade: %s", html)
	}
	pt.do(func(app.Context) { pt.engine.Release() })
	html = app.HTMLString(pt.p)
	if s.grading || s.grade.IsZero() || !strings.Contains(html, "Level "+s.grade.Label()) || disabled(html) {
		t.Fatalf("the card after the grade %v: %s", s.grade, html)
	}
}

// A shared link with progress for a puzzle in progress keeps the player's
// game and offers the link's; taking it replaces theirs.
func TestSharedProgressIsOffered(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	pt.enter(1, 6, game.Normal)
	puzzle := pt.p.s.game.Givens()
	cells := make([]game.CellState, 81)
	cells[2].Centre = sudoku.Set(0).With(3)
	pt.open(share.Encode(share.Link{Puzzle: puzzle, Cells: cells}))
	s := pt.p.s
	if s.game.Digit(1) != 6 || s.offered == nil || !strings.Contains(app.HTMLString(pt.p), `id="offer"`) {
		t.Fatalf("the link's progress: digit %d kept, offered %v; want the game kept and the progress offered", s.game.Digit(1), s.offered != nil)
	}
	pt.run(board.Command{Kind: board.CmdTakeOffered})
	if s.game.Digit(1) != 0 || s.game.Cell(2).Centre != cells[2].Centre || s.offered != nil {
		t.Errorf("taking the offer: digit %d, centre %v", s.game.Digit(1), s.game.Cell(2).Centre)
	}
}

// While the game is paused its board is hidden: no button or key edits it,
// and the keypad shows it, its keys all off.
func TestGamePagePausedTakesNoEdits(t *testing.T) {
	keys := func(html string) (on, off int) {
		for _, tag := range regexp.MustCompile(`<button[^>]*class="[^"]*\b(digit-key|mode)\b[^>]*>`).FindAllString(html, -1) {
			if regexp.MustCompile(`\sdisabled[\s>]`).MatchString(tag) {
				off++
			} else {
				on++
			}
		}
		return on, off
	}
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	if on, off := keys(app.HTMLString(pt.p)); on != 9+4 || off != 0 {
		t.Errorf("playing: %d digit and mode keys on, %d off; want 13 on", on, off)
	}
	pt.run(board.Command{Kind: board.CmdPause})
	if on, off := keys(app.HTMLString(pt.p)); on != 0 || off != 9+4 {
		t.Errorf("paused: %d digit and mode keys on, %d off; want 13 off", on, off)
	}

	solution := testSolution(t)
	actions := []struct {
		name string
		cmd  board.Command
	}{
		{"digit", board.Command{Kind: board.CmdDigit, Digit: 7, Mode: game.Normal}},
		{"erase", board.Command{Kind: board.CmdErase}},
		{"undo", board.Command{Kind: board.CmdUndo}},
		{"fill candidates", board.Command{Kind: board.CmdFillCandidates}},
		{"clear notes", board.Command{Kind: board.CmdClearNotes}},
		{"rewind", board.Command{Kind: board.CmdRewind}},
		{"hint", board.Command{Kind: board.CmdHint}},
		{"reveal", board.Command{Kind: board.CmdReveal}},
	}
	for _, a := range actions {
		cmd := a.cmd
		t.Run(a.name, func(t *testing.T) {
			pt := newPageTest(t, nil)
			pt.open(testPuzzle)
			s := pt.p.s
			s.game.Settings.Mistakes = game.CheckSolution
			// A wrong digit and a note, so every action would change something.
			pt.enter(1, solution.At(1)%9+1, game.Normal)
			pt.enter(2, 5, game.Corner)
			before, hints, posted := s.game.Cells(), s.game.Hints(), len(pt.engine.Posted)
			pt.run(board.Command{Kind: board.CmdPause})
			pt.run(cmd)
			if !slices.Equal(s.game.Cells(), before) || s.game.Hints() != hints || s.status != "" || len(pt.engine.Posted) != posted {
				t.Errorf("while paused: board changed %v, hints %d -> %d, status %q, %d jobs",
					!slices.Equal(s.game.Cells(), before), hints, s.game.Hints(), s.status, len(pt.engine.Posted))
			}
			// Resumed, the same action does change something (so the test can fail).
			pt.run(board.Command{Kind: board.CmdPause})
			pt.run(cmd)
			if slices.Equal(s.game.Cells(), before) && s.game.Hints() == hints && s.status == "" {
				t.Errorf("after resuming, changed nothing")
			}
		})
	}
}

func TestPanelsOpenOneAtATime(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	ids := map[panelID]string{panelNew: `id="new-panel"`, panelPaste: `id="paste-panel"`, panelShare: `id="share-panel"`, panelGames: `class="games"`}
	for id := range ids {
		pt.openPanel(id)
		shown := openSheet(pt)
		for other, m := range ids {
			if strings.Contains(shown, m) != (other == id) {
				t.Errorf("with panel %d open, %s shown: %v", id, m, other != id)
			}
		}
		pt.openPanel(id)
		if openSheet(pt) != "" {
			t.Errorf("panel %d stays after its button is pressed again", id)
		}
	}
}

// openSheet returns the sheet open on the page, "" for none: the panels
// put away stay on the page, out of sight.
func openSheet(pt *pageTest) string {
	return apptest.ElementOf(app.HTMLString(pt.p), `id="sheet"`)
}

// The share and games panels see the game as it stands.
func TestPanelsFollowTheGame(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	pt.openPanel(panelShare)
	linkIn := func() share.Link {
		v := apptest.AttrOf(t, app.HTMLString(pt.p), `id="share-link"`, "value")
		l, err := share.Decode(v[strings.IndexByte(v, '#')+1:])
		if err != nil {
			t.Fatalf("the share panel shows %q: %v", v, err)
		}
		return l
	}
	if l := linkIn(); l.Puzzle.String() != testPuzzle || l.Cells != nil {
		t.Errorf("share link %v, want the puzzle without progress", l)
	}
	pt.open(samplePuzzle)
	pt.openPanel(panelShare)
	if l := linkIn(); l.Puzzle.String() == testPuzzle {
		t.Errorf("after another puzzle opened, the share panel still shows the first")
	}
}

// The keypad counts what is left of each digit; a digit placed as often as
// the board has rows is greyed.
func TestKeypadCountsDigits(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle) // three 4s among the givens, no 9
	st := pt.p.s.keypad(nil, nil)
	if st.Left[4] != 6 || st.Left[9] != 9 {
		t.Errorf("left: 4 -> %d, 9 -> %d; want 6 and 9", st.Left[4], st.Left[9])
	}
	solution := testSolution(t)
	for c := range 81 {
		if d := solution.At(sudoku.Cell(c)); d == 4 && pt.p.s.game.Digit(sudoku.Cell(c)) == 0 {
			pt.enter(sudoku.Cell(c), 4, game.Normal)
		}
	}
	html := app.HTMLString(pt.p)
	tag := apptest.TagOf(html, `aria-label="Enter 4, 0 left"`)
	if !strings.Contains(tag, "done") || strings.Contains(apptest.TagOf(html, `aria-label="Enter 5,`), "done") {
		t.Errorf("with every 4 placed: key 4 %q, key 5 %q; want 4 greyed, 5 not", tag, apptest.TagOf(html, `aria-label="Enter 5,`))
	}
}

// Centre notes sit in their places (digit d in slot d), as Fill candidates
// leaves them; beside corner notes they keep to the middle.
func TestCentreNotesInPlace(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	pt.run(board.Command{Kind: board.CmdFillCandidates})
	v := newBoardView(pt.p.s)
	html := app.HTMLString(v.cell(1).Render())
	want := pt.p.s.game.Cell(1).Centre
	if !strings.Contains(html, `class="cands centre-grid cols-3"`) || strings.Count(html, "<span") != 9 {
		t.Fatalf("cell 1's notes: %s; want nine places in a 3x3 grid", html)
	}
	for _, d := range want.Digits() {
		if !strings.Contains(html, `class="note-`+d.String()+`">`+d.String()+"<") {
			t.Errorf("candidate %s not in its place: %s", d, html)
		}
	}
	pt.enter(1, 7, game.Corner)
	if html := app.HTMLString(newBoardView(pt.p.s).cell(1).Render()); !strings.Contains(html, "centre-grid-inset") {
		t.Errorf("with a corner note, centre notes: %s", html)
	}
}

// Each second on the clock is drawn: in the top bar, which a tick draws
// alone, and in the panel open, which may show the time so far.
func TestTickDrawsTheClock(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	pt.enter(1, 6, game.Normal) // a game, which Games lists
	tick := func() {
		// As the page's ticker dispatches it: asking for no render.
		pt.disp.Dispatch(app.Dispatch{Mode: app.Next, Source: pt.p, Function: pt.p.onTick})
		pt.disp.Consume()
	}
	tick()
	tick()
	timer := func(html string) string { return apptest.TextAfterTag(html, `id="timer"`) }
	if html := app.HTMLString(pt.p); timer(html) != "0:02" {
		t.Fatalf("after two ticks the page shows %s", html)
	}
	pt.openPanel(panelGames)
	tick()
	if html := app.HTMLString(pt.p); timer(html) != "0:03" || !strings.Contains(html, "0:03 so far") {
		t.Errorf("with Games open, after a third tick the page shows %s", html)
	}
	pt.openPanel(panelStats)
	tick()
	if html := app.HTMLString(pt.p); timer(html) != "0:04" || !strings.Contains(html, `id="stats-panel"`) {
		t.Errorf("with Statistics open, after a fourth tick the page shows %s", html)
	}
}

// The running clock saves the game every clockSave, not every second;
// hiding or leaving the page saves the seconds in between.
func TestClockSavesEveryTenSeconds(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	pt.enter(1, 6, game.Normal) // a game, which is saved
	savedElapsed := func() time.Duration {
		g, _, err := game.NewLibrary(pt.store).Open(game.ID(pt.p.s.game))
		if err != nil {
			t.Fatal(err)
		}
		return g.Elapsed()
	}
	for range clockSave/time.Second - 1 {
		pt.do(pt.p.onTick)
	}
	if got := savedElapsed(); got != 0 {
		t.Errorf("after %v on the clock, %v saved; want none yet", clockSave-time.Second, got)
	}
	pt.do(pt.p.onTick)
	if got := savedElapsed(); got != clockSave {
		t.Errorf("after %v on the clock, %v saved", clockSave, got)
	}
	pt.do(pt.p.onTick)
	pt.p.saves.flush() // what pagehide and visibilitychange do
	if got := savedElapsed(); got != clockSave+time.Second {
		t.Errorf("after the page was hidden, %v saved, want %v", got, clockSave+time.Second)
	}
}

// Centre notes the player writes are a row in the middle of the cell, its
// length given to the CSS that shrinks it (--k), not the candidates' places.
func TestCentreNotesInARow(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	for _, d := range []sudoku.Digit{2, 5, 7} {
		pt.enter(1, d, game.Centre)
	}
	html := app.HTMLString(newBoardView(pt.p.s).cell(1).Render())
	if !strings.Contains(html, `class="centre-notes"`) || !strings.Contains(html, "--k:3") || strings.Contains(html, "centre-grid") {
		t.Fatalf("cell 1's centre notes 2 5 7: %s; want a row of three", html)
	}
	pt.enter(1, 9, game.Corner)
	if html := app.HTMLString(newBoardView(pt.p.s).cell(1).Render()); !strings.Contains(html, "centre-notes one-line") {
		t.Errorf("with a corner note, centre notes: %s; want one line", html)
	}
}

// journalStore is a storage that learns of a failed save after the write,
// as browser.Durable does when its journal's transaction fails.
type journalStore struct {
	game.MemoryStorage
	onFail func(error)
}

func (s *journalStore) OnFail(f func(error)) { s.onFail = f }

// A save that fails after the fact (the journal's transaction, storage
// full) is told at once, and play goes on.
func TestSaveFailedAfterTheFact(t *testing.T) {
	store := &journalStore{}
	p := newGamePage(pageEnv{storage: store, engine: &apptest.Engine{}, afterPaint: goapp.NextDispatch})
	disp := apptest.Mount(t, p)
	apptest.Act(disp, p, func(ctx app.Context) { p.open(ctx, testPuzzle) })
	if store.onFail == nil {
		t.Fatal("the page did not ask to hear of failed saves")
	}
	p.s.Select(1, false)
	apptest.Act(disp, p, func(ctx app.Context) { p.run(ctx, board.Command{Kind: board.CmdDigit, Digit: 6}) })
	if strings.Contains(app.HTMLString(p), "Not saved") {
		t.Fatal("a notice before any failure")
	}
	store.onFail(fmt.Errorf("%w: QuotaExceededError", browser.ErrNoStorage))
	disp.Consume()
	if html := app.HTMLString(p); !strings.Contains(html, "Not saved") || !strings.Contains(html, "QuotaExceededError") {
		t.Fatalf("after a failed save, the page shows no notice: %s", html)
	}
	apptest.Act(disp, p, func(ctx app.Context) { p.run(ctx, board.Command{Kind: board.CmdDigit, Digit: 7}) })
	if p.s.game.Digit(1) != 7 {
		t.Errorf("play stopped: cell 1 holds %d, want 7", p.s.game.Digit(1))
	}
}
