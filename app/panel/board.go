package panel

import (
	"html"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// MiniBoard draws g small and static, its givens (those of puzzle) bold.
// It is one element of raw HTML rather than an element built per cell:
// the Games panel draws a page of them, which the browser builds from
// text many times faster than go-app does one node at a time. Its text
// is only digits and class names.
func MiniBoard(puzzle, g sudoku.Grid) app.UI {
	var b strings.Builder
	WriteMiniBoard(&b, puzzle, g)
	return app.Raw(b.String())
}

// WriteMiniBoard writes MiniBoard's HTML to b, having grown it by
// miniBoardSize first.
func WriteMiniBoard(b *strings.Builder, puzzle, g sudoku.Grid) {
	shape := g.Shape()
	b.Grow(MiniBoardSize(shape))
	b.WriteString(`<div class="mini-board board-` + strconv.Itoa(shape.N()) + `" aria-label="The puzzle read">`)
	for i := range shape.Cells() {
		c := sudoku.Cell(i)
		r, col := shape.Row(c), shape.Col(c)
		b.WriteString(`<span class="mini-cell`)
		if r > 0 && r%shape.BoxRows == 0 {
			b.WriteString(" box-top")
		}
		if col > 0 && col%shape.BoxCols == 0 {
			b.WriteString(" box-left")
		}
		if puzzle.At(c) != 0 {
			b.WriteString(" given")
		}
		b.WriteString(`">`)
		if d := g.At(c); d != 0 {
			b.WriteString(html.EscapeString(d.String()))
		}
		b.WriteString(`</span>`)
	}
	b.WriteString(`</div>`)
}

// MiniBoardSize is about the length of the HTML of a mini board of shape:
// about 48 bytes a cell.
func MiniBoardSize(shape sudoku.Shape) int { return 48 * shape.Cells() }
