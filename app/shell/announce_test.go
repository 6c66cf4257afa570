package shell

import (
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/engine/message"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// What the page tells a screen reader names cells as the cells' own
// labels do, in words and in the page's language: "row 1, column 2", not
// the engine's r1c2, which a screen reader spells out letter by letter.
func TestAnnouncementsNameCellsInWords(t *testing.T) {
	sol := testSolution(t)
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	var empty sudoku.Cell
	for pt.p.s.game.IsGiven(empty) {
		empty++
	}
	name := words.Cell(sudoku.Classic, empty)
	if !strings.HasPrefix(name, "row 1, column ") {
		t.Fatalf("cell %d is named %q", empty, name)
	}
	wrong := sol.At(empty)%9 + 1
	pt.enter(empty, wrong, game.Normal)
	if want := wrong.String() + " in " + name; pt.p.live.text != want {
		t.Errorf("a digit typed: announced %q, want %q", pt.p.live.text, want)
	}
	pt.run(board.Command{Kind: board.CmdHint}) // the wrong digit is pointed at
	if want := "First fix " + name + ": "; !strings.HasPrefix(pt.p.live.text, want) {
		t.Errorf("a hint over a mistake: announced %q, want it to start %q", pt.p.live.text, want)
	}
	pt.run(board.Command{Kind: board.CmdErase})
	if want := "Erased " + name; pt.p.live.text != want {
		t.Errorf("erased: announced %q, want %q", pt.p.live.text, want)
	}

	c, err := message.Parse([]byte(`{
		"row {{.Row}}, column {{.Column}}": "Zeile {{.Row}}, Spalte {{.Column}}",
		"Corner note {{.Digit}} in {{.Cells}}": "Eckennotiz {{.Digit}} in {{.Cells}}"
	}`), message.Plural("de"))
	if err != nil {
		t.Fatal(err)
	}
	i18n.Use("de", c)
	defer i18n.Use("", nil)
	pt.enter(empty, 5, game.Corner)
	if want := "Eckennotiz 5 in Zeile 1, Spalte " + strings.TrimPrefix(name, "row 1, column "); pt.p.live.text != want {
		t.Errorf("in German: announced %q, want %q", pt.p.live.text, want)
	}
}

// A screen reader reads a live region when its text changes: two Undos
// in a row, each "Undone: …", are both said, the region's text changing
// each time (a no-break space, which is not read, on every other).
func TestAnnouncementsRepeat(t *testing.T) {
	sol := testSolution(t)
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	spoken := func() string {
		return apptest.ElementOf(app.HTMLString(pt.p), `aria-live="polite"`)
	}
	for c := range sudoku.Cell(4) {
		if !pt.p.s.game.IsGiven(c) {
			pt.enter(c, sol.At(c), game.Normal)
		}
	}
	var said []string
	for range 2 {
		pt.run(board.Command{Kind: board.CmdUndo})
		said = append(said, spoken())
	}
	if !strings.HasPrefix(pt.p.live.text, "Undone: ") || said[0] == said[1] || !strings.Contains(said[0], "Undone") || !strings.Contains(said[1], "Undone") {
		t.Errorf("two Undos: the live region said %q, then %q", said[0], said[1])
	}
}

// The input mode picked with a key (Space, Z X C V) is said: the
// keyboard is on the board, not on the mode's key, which alone shows it.
func TestModeIsAnnounced(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	pt.run(board.Command{Kind: board.CmdCycleMode})
	if pt.p.live.text != "Corner mode" {
		t.Errorf("Space: announced %q, want Corner mode", pt.p.live.text)
	}
	pt.run(board.Command{Kind: board.CmdMode, Mode: game.Colour})
	if pt.p.live.text != "Colour mode" {
		t.Errorf("V: announced %q, want Colour mode", pt.p.live.text)
	}
}

// A digit against the solution, when mistakes are checked against it,
// is said to be a mistake, as the cell's label and its red say: the build
// before said "4 in row 1, column 2" alone unless the digit also broke a
// rule. Under the mistake limit, with mistakes not shown, a mistake
// counted is said too.
func TestMistakeIsAnnounced(t *testing.T) {
	sol := testSolution(t)
	for _, tt := range []struct {
		name  string
		check game.MistakeCheck
		limit bool
	}{{"checked against the solution", game.CheckSolution, false}, {"counted by the limit", game.CheckOff, true}} {
		t.Run(tt.name, func(t *testing.T) {
			pt := newPageTest(t, nil)
			pt.open(testPuzzle)
			s := pt.p.s
			s.game.Settings.Mistakes, s.game.Settings.MistakeLimit = tt.check, tt.limit
			if !s.hasSolution {
				t.Fatal("no solution known")
			}
			var empty sudoku.Cell
			for s.game.IsGiven(empty) {
				empty++
			}
			pt.enter(empty, sol.At(empty), game.Normal)
			if strings.Contains(pt.p.live.text, "mistake") {
				t.Errorf("the right digit: announced %q", pt.p.live.text)
			}
			pt.run(board.Command{Kind: board.CmdErase})
			// A wrong digit that breaks no rule: none of its peers has it.
			wrong := sudoku.Digit(1)
			for ; wrong == sol.At(empty) || slices.ContainsFunc(sudoku.Classic.Peers(empty), func(c sudoku.Cell) bool { return s.game.Digit(c) == wrong }); wrong++ {
			}
			pt.enter(empty, wrong, game.Normal)
			if len(s.game.Conflicts()) != 0 {
				t.Fatalf("%d in cell %d conflicts", wrong, empty)
			}
			if want := ", mistake"; !strings.HasSuffix(pt.p.live.text, want) {
				t.Errorf("a wrong digit: announced %q, want it to end %q", pt.p.live.text, want)
			}
		})
	}
}

// Undo and Redo say what they took back or played again, in the words
// the move was said in, in the page's language: the build before said
// "Undone" and "Redone" alone.
func TestUndoRedoSayWhat(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	var empty []sudoku.Cell
	for c := sudoku.Cell(0); len(empty) < 2; c++ {
		if !pt.p.s.game.IsGiven(c) {
			empty = append(empty, c)
		}
	}
	a, b := empty[0], empty[1]
	nameA, nameB := words.Cell(sudoku.Classic, a), words.Cell(sudoku.Classic, b)
	pt.enter(b, 7, game.Corner)
	pt.enter(a, 5, game.Normal)
	for _, tt := range []struct {
		cmd  board.Kind
		want string
	}{
		{board.CmdUndo, "Undone: 5 in " + nameA},
		{board.CmdUndo, "Undone: Corner note 7 in " + nameB},
		{board.CmdRedo, "Redone: Corner note 7 in " + nameB},
		{board.CmdRedo, "Redone: 5 in " + nameA},
	} {
		pt.run(board.Command{Kind: tt.cmd})
		if pt.p.live.text != tt.want {
			t.Errorf("announced %q, want %q", pt.p.live.text, tt.want)
		}
	}
	pt.run(board.Command{Kind: board.CmdErase}) // a is selected: its 5
	pt.run(board.Command{Kind: board.CmdUndo})
	if want := "Undone: Cleared " + nameA; pt.p.live.text != want {
		t.Errorf("Erase undone: announced %q, want %q", pt.p.live.text, want)
	}
	pt.run(board.Command{Kind: board.CmdFillCandidates})
	pt.run(board.Command{Kind: board.CmdUndo})
	if !strings.HasPrefix(pt.p.live.text, "Undone: ") || !strings.HasSuffix(pt.p.live.text, " cells") {
		t.Errorf("Fill candidates undone: announced %q, want the cells it changed counted", pt.p.live.text)
	}

	c, err := message.Parse([]byte(`{
		"row {{.Row}}, column {{.Column}}": "Zeile {{.Row}}, Spalte {{.Column}}",
		"{{.Digit}} in {{.Cells}}": "{{.Digit}} in {{.Cells}}",
		"Undone: {{.Move}}": "Rückgängig gemacht: {{.Move}}"
	}`), message.Plural("de"))
	if err != nil {
		t.Fatal(err)
	}
	i18n.Use("de", c)
	defer i18n.Use("", nil)
	pt.enter(a, 6, game.Normal) // in place of its 5
	pt.run(board.Command{Kind: board.CmdUndo})
	if want := "Rückgängig gemacht: 6 in Zeile 1, Spalte " + strings.TrimPrefix(nameA, "row 1, column "); pt.p.live.text != want {
		t.Errorf("in German: announced %q, want %q", pt.p.live.text, want)
	}
}
