package shell

import (
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// marked returns the cells the board marks as completed, and the
// animation they play (0 when none is marked, -1 when they differ).
func marked(s *session) ([]sudoku.Cell, int) {
	v := newBoardView(s)
	var cells []sudoku.Cell
	anim := 0
	for c := range sudoku.Cell(s.game.Shape().Cells()) {
		if st := v.cell(c); st.Completed != 0 {
			if len(cells) > 0 && int(st.Completed) != anim {
				anim = -1
			} else if len(cells) == 0 {
				anim = int(st.Completed)
			}
			cells = append(cells, c)
		}
	}
	return cells, anim
}

// row1 and box1 are the cells of the first row and the first box.
var (
	row1 = []sudoku.Cell{0, 1, 2, 3, 4, 5, 6, 7, 8}
	box1 = []sudoku.Cell{0, 1, 2, 9, 10, 11, 18, 19, 20}
)

// A player's digit that completes a house marks its cells; one that
// completes another marks that one's with the other animation, so that
// the cells of both play again; undo, redo and a game loaded mark
// nothing, and the setter's bench drops the mark.
func TestCompletionMarks(t *testing.T) {
	sol := testSolution(t)
	pt := newPageTest(t, nil)
	pt.open(testPuzzle) // row 1: 4 . . . . . 8 . 5
	s := pt.p.s
	for _, c := range []sudoku.Cell{1, 2, 3, 4, 5} {
		pt.enter(c, sol.At(c), game.Normal)
	}
	if cells, _ := marked(s); cells != nil {
		t.Fatalf("row 1 not full yet: %v marked", cells)
	}
	pt.enter(7, sol.At(7)%9+1, game.Corner) // a note completes nothing
	if cells, _ := marked(s); cells != nil {
		t.Fatalf("a corner note marked %v", cells)
	}
	pt.enter(7, sol.At(7), game.Normal)
	cells, first := marked(s)
	if !slices.Equal(cells, row1) || first <= 0 {
		t.Fatalf("the last digit of row 1 marked %v (animation %d), want row 1 alike", cells, first)
	}
	if !strings.HasSuffix(pt.p.live.text, ". Completed row 1") {
		t.Errorf("announced %q, want it to end with the row completed", pt.p.live.text)
	}

	// Box 1 next: its cells in row 1 play again, with the other animation.
	var empty []sudoku.Cell
	for _, c := range box1 {
		if s.game.Digit(c) == 0 {
			empty = append(empty, c)
		}
	}
	for _, c := range empty {
		pt.enter(c, sol.At(c), game.Normal)
	}
	cells, second := marked(s)
	if !slices.Equal(cells, box1) || second <= 0 || second == first {
		t.Fatalf("the last digit of box 1 marked %v (animation %d after %d), want box 1 alike, with the other", cells, second, first)
	}

	// Undo and redo complete nothing: the mark goes, and does not come back.
	pt.run(board.Command{Kind: board.CmdUndo})
	if cells, _ := marked(s); cells != nil || strings.Contains(pt.p.live.text, "Completed") {
		t.Errorf("after undo: %v marked, announced %q", cells, pt.p.live.text)
	}
	pt.run(board.Command{Kind: board.CmdRedo})
	if cells, _ := marked(s); cells != nil || strings.Contains(pt.p.live.text, "Completed") {
		t.Errorf("after redo: %v marked, announced %q", cells, pt.p.live.text)
	}

	// The last digit cleared and typed again completes box 1 again; a
	// move that completes nothing then leaves the mark to play out.
	last := empty[len(empty)-1]
	pt.enter(last, sol.At(last), game.Normal) // the same digit again clears it
	pt.enter(last, sol.At(last), game.Normal)
	if cells, _ := marked(s); !slices.Equal(cells, box1) {
		t.Fatalf("box 1 completed again: %v marked", cells)
	}
	pt.enter(80, sol.At(80), game.Centre)
	pt.enter(79, sol.At(79), game.Normal)
	if cells, _ := marked(s); !slices.Equal(cells, box1) {
		t.Fatalf("after moves that complete nothing: %v marked, want box 1 still", cells)
	}
	// The board drawn afresh after the bench plays nothing again.
	pt.toggleBench()
	pt.toggleBench()
	if cells, _ := marked(s); cells != nil {
		t.Errorf("back from the bench: %v marked", cells)
	}

	// A game loaded, with its row and box complete, marks nothing.
	q := newPageTest(t, pt.store)
	q.open(testPuzzle)
	if q.p.s.game.Digit(last) == 0 {
		t.Fatal("the game was not restored")
	}
	if cells, _ := marked(q.p.s); cells != nil {
		t.Errorf("a game loaded: %v marked", cells)
	}
}

// A hint that places the last digit of a house marks it, as the
// player's digit does.
func TestHintCompletionMarks(t *testing.T) {
	sol := testSolution(t)
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	s := pt.p.s
	for _, c := range []sudoku.Cell{1, 2, 3, 4, 5} {
		pt.enter(c, sol.At(c), game.Normal)
	}
	for range 3 { // vague, concrete, applied
		pt.run(board.Command{Kind: board.CmdHint})
	}
	if s.game.Digit(7) != sol.At(7) {
		t.Fatalf("the hint did not fill row 1's last cell (status %q)", s.status)
	}
	if cells, _ := marked(s); !slices.Equal(cells, row1) || !strings.HasSuffix(pt.p.live.text, ". Completed row 1") {
		t.Errorf("the hint marked %v, announced %q; want row 1", cells, pt.p.live.text)
	}
}

func TestCompletedWords(t *testing.T) {
	row := sudoku.Group{Name: "row 3"}
	box := sudoku.Group{Name: "box 2"}
	tests := []struct {
		c    game.Completion
		want string
	}{
		{game.Completion{}, ""},
		{game.Completion{Houses: []sudoku.Group{row}}, ". Completed row 3"},
		{game.Completion{Digits: []sudoku.Digit{5}}, ". Completed every 5"},
		{game.Completion{Houses: []sudoku.Group{row, box}, Digits: []sudoku.Digit{5}}, ". Completed row 3, box 2 and every 5"},
	}
	for _, tt := range tests {
		if got := completedWords(tt.c); got != tt.want {
			t.Errorf("completedWords(%v) = %q, want %q", tt.c, got, tt.want)
		}
	}
}

// The glow sweeps out from the cell filled: its step is the king's
// distance from the nearest cell the move filled.
func TestCompletionMarkWave(t *testing.T) {
	s := sudoku.Classic
	var m completionMark
	var placed []sudoku.Cell
	g, err := game.New(sudoku.NewGrid(s), game.DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range row1 {
		if c != 4 {
			g.Enter([]sudoku.Cell{c}, sudoku.Digit(i+1), game.Normal)
		}
	}
	placed = []sudoku.Cell{4}
	g.Enter(placed, 5, game.Normal)
	m.set(s, g.Completes(placed))
	var steps []uint8
	for _, c := range row1 {
		anim, step := m.at(c)
		if anim != 2 {
			t.Errorf("cell %d: animation %d, want 2 (the first completion)", c, anim)
		}
		steps = append(steps, step)
	}
	if want := []uint8{4, 3, 2, 1, 0, 1, 2, 3, 4}; !slices.Equal(steps, want) {
		t.Errorf("steps %v, want %v", steps, want)
	}
	if anim, _ := m.at(9); anim != 0 {
		t.Errorf("r2c1 marked with %d", anim)
	}
}
