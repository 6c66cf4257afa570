package shell

import (
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// A practice puts a position on the board with its candidates, never
// saves it, judges the player's marks through the engine, counts the
// first answer in the player's school, and gives the player's game back.
func TestPractice(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	pt.enter(1, 6, game.Normal) // the player's game, saved
	mine := game.ID(pt.p.s.game)
	lesson := protocol.Lesson{Key: "technique-x-wing", Title: "X-Wing"}
	pt.do(func(ctx app.Context) { drills{pt.p}.start(ctx, lesson) })
	s := pt.p.s
	if s == nil || s.practice == nil {
		t.Fatalf("no practice on the board: %s", pt.p.errMsg)
	}
	if html := app.HTMLString(pt.p); !strings.Contains(html, `id="practice-check"`) || !strings.Contains(html, "Practice: X-Wing") {
		t.Errorf("no practice bar, or no title: %s", apptest.TextOf(apptest.ElementOf(html, `id="practice"`)))
	}
	cells := s.game.Cells()
	notes := 0
	for c, st := range cells {
		if st.Centre != 0 && st.Candidates && st.Centre == s.practice.start[c] {
			notes++
		}
	}
	if notes == 0 || notes != countSets(s.practice.start) {
		t.Errorf("%d cells show the position's candidates, want every empty one", notes)
	}
	// Fill candidates and Clear notes would lose the position: off on
	// the keypad, and refused when run, every note kept.
	html := app.HTMLString(pt.p)
	for _, id := range []string{"fill-candidates", "clear-notes"} {
		if key := apptest.ElementOf(html, `id="`+id+`"`); !strings.Contains(key, "disabled") {
			t.Errorf("in practice the %s key is on: %s", id, key)
		}
	}
	before := notesOf(s)
	for _, k := range []board.Kind{board.CmdClearNotes, board.CmdFillCandidates} {
		pt.run(board.Command{Kind: k})
		if got := notesOf(s); !slices.Equal(got, before) || !strings.HasPrefix(pt.p.live.text, "In practice the notes") {
			t.Errorf("command %d in practice: the notes changed (%d cells with notes, of %d), announced %q", k, countSets(got), notes, pt.p.live.text)
		}
	}
	// Check with nothing done: partly, nothing counted.
	pt.do(func(ctx app.Context) { pt.p.practiceAct.Call(ctx, actCheck) })
	if !strings.HasPrefix(s.practice.verdict, "Nothing marked yet.") || s.practice.answered {
		t.Errorf("nothing marked: %q, answered %v", s.practice.verdict, s.practice.answered)
	}
	// The step's eliminations, taken out as centre notes.
	for _, el := range s.practice.step.Eliminations {
		s.Select(sudoku.Cell(el[0]), false)
		pt.run(board.Command{Kind: board.CmdDigit, Digit: sudoku.Digit(el[1]), Mode: game.Centre})
	}
	pt.do(func(ctx app.Context) { pt.p.practiceAct.Call(ctx, actCheck) })
	if !s.practice.right || !strings.HasPrefix(s.practice.verdict, "Right!") || s.practice.run != 1 {
		t.Errorf("the step's eliminations: %q, run %d", s.practice.verdict, s.practice.run)
	}
	school, err := game.LoadSchool(pt.store)
	if err != nil || school.Skill(lesson.Key).Right != 1 {
		t.Errorf("the school after a right answer: %+v, %v", school, err)
	}
	if _, ok, _ := pt.store.Get(game.StoragePrefix + "game/" + game.ID(s.game)); ok {
		t.Error("the practice board was saved as a game")
	}
	list, _ := pt.p.lib.List()
	for _, g := range list {
		if g.ID == game.ID(s.game) {
			t.Error("the practice board is in the list of games")
		}
	}
	// Show me counts nothing more on a position answered already.
	pt.do(func(ctx app.Context) { pt.p.practiceAct.Call(ctx, actShow) })
	if s.hint == nil || s.hintLevel != 2 {
		t.Error("Show me shows no step")
	}
	pt.do(func(ctx app.Context) { pt.p.practiceAct.Call(ctx, actEnd) })
	if pt.p.s == nil || pt.p.s.practice != nil || game.ID(pt.p.s.game) != mine {
		t.Errorf("after the practice, the board is not the player's game")
	}
}

func countSets(sets []sudoku.Set) int {
	n := 0
	for _, s := range sets {
		if s != 0 {
			n++
		}
	}
	return n
}

// A variant technique's practice opens its position with its rules, which
// the board draws (a killer's cages), and its step judged right under
// them.
func TestPracticeVariant(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	lesson := protocol.Lesson{Key: "technique-cage-combination", Title: "Cage combination", Practice: true}
	pt.do(func(ctx app.Context) { drills{pt.p}.start(ctx, lesson) })
	s := pt.p.s
	if s == nil || s.practice == nil {
		t.Fatalf("no practice on the board: %s", pt.p.errMsg)
	}
	rules := s.game.Rules()
	cages := 0
	for _, c := range rules.Constraints {
		if _, ok := c.(sudoku.Cage); ok {
			cages++
		}
	}
	if cages == 0 {
		t.Fatalf("the killer's practice has no cages: %+v", rules)
	}
	if html := app.HTMLString(pt.p); !strings.Contains(html, "cage") {
		t.Errorf("the board draws no cage")
	}
	for _, pl := range s.practice.step.Placements {
		s.Select(sudoku.Cell(pl[0]), false)
		pt.run(board.Command{Kind: board.CmdDigit, Digit: sudoku.Digit(pl[1]), Mode: game.Normal})
	}
	for _, el := range s.practice.step.Eliminations {
		s.Select(sudoku.Cell(el[0]), false)
		pt.run(board.Command{Kind: board.CmdDigit, Digit: sudoku.Digit(el[1]), Mode: game.Centre})
	}
	pt.do(func(ctx app.Context) { pt.p.practiceAct.Call(ctx, actCheck) })
	if !s.practice.right || !strings.HasPrefix(s.practice.verdict, "Right!") {
		t.Errorf("the step's marks: %q", s.practice.verdict)
	}
}

// notesOf returns the centre notes of the empty cells of s's game.
func notesOf(s *session) []sudoku.Set {
	out := make([]sudoku.Set, s.game.Shape().Cells())
	for c := range out {
		out[c] = s.game.Cell(sudoku.Cell(c)).Centre
	}
	return out
}
