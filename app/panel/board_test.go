package panel_test

import (
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// A thumbnail draws the lines between cells and between boxes apart, the
// givens bold apart from the player's digits, each digit at its cell's
// centre; a board above 9×9 has its lines alone.
func TestWriteThumb(t *testing.T) {
	puzzle := apptest.MustGrid(t, "1......2........")
	g := puzzle
	g.Set(1, 3) // row 1, column 2: an entry
	var b strings.Builder
	panel.WriteThumb(&b, puzzle, g)
	got := b.String()
	for _, want := range []string{
		`<svg class="thumb board-4" viewBox="0 0 4 4">`,
		`<path class="thumb-cells" d="M1 0v4M0 1h4M3 0v4M0 3h4"/>`,
		`<path class="thumb-boxes" d="M2 0v4M0 2h4"/>`,
		`<text class="thumb-givens" x="0.5 3.5" y="0.5 1.5">12</text>`,
		`<text class="thumb-digits" x="1.5" y="0.5">3</text>`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the thumbnail lacks %s:\n%s", want, got)
		}
	}

	big := sudoku.NewGrid(sudoku.Shape{BoxRows: 4, BoxCols: 4})
	big.Set(0, 5)
	b.Reset()
	panel.WriteThumb(&b, big, big)
	if got := b.String(); strings.Contains(got, "<text") || !strings.Contains(got, `viewBox="0 0 16 16"`) {
		t.Errorf("a 16×16 thumbnail: %s", got)
	}
}

// A mini board is one image to a screen reader, named: its digits, with
// no blanks between them, read one after another are a long number.
func TestMiniBoardIsAnImage(t *testing.T) {
	g := apptest.MustGrid(t, apptest.Sample)
	var b strings.Builder
	panel.WriteMiniBoard(&b, g, g)
	tag := apptest.TagOf(b.String(), `class="mini-board`)
	if !strings.Contains(tag, ` role="img"`) || !strings.Contains(tag, ` aria-label="The puzzle read"`) {
		t.Errorf("the mini board's tag is %s", tag)
	}
}
