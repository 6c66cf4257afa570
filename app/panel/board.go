package panel

import (
	"html"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// MiniBoard draws g small and static, its givens (those of puzzle) bold.
// It is one element of raw HTML rather than an element built per cell:
// the Games panel draws a page of them, which the browser builds from
// text many times faster than go-app does one node at a time. Its text
// is only digits, class names and its label. It is an image to a screen
// reader, named by its label: its digits, which skip the blanks, would
// be read as one long number (in Paste's status, as each key is typed).
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
	b.WriteString(`<div class="mini-board board-` + strconv.Itoa(shape.N()) + `" role="img" aria-label="` + html.EscapeString(i18n.T("The puzzle read")) + `">`)
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

// WriteThumb writes to b a thumbnail of g, its givens (those of puzzle)
// bold: one SVG element of its lines and, on boards up to 9×9, two texts,
// the givens and the player's digits, each glyph placed at its cell's
// centre. A list of games draws a page of them: the browser lays one out
// and paints it as a few shapes, where a mini board's is 81 boxes. Its
// text is only digits, numbers and class names.
func WriteThumb(b *strings.Builder, puzzle, g sudoku.Grid) {
	shape := g.Shape()
	n := shape.N()
	side := strconv.Itoa(n)
	b.WriteString(`<svg class="thumb board-` + side + `" viewBox="0 0 ` + side + ` ` + side + `">`)
	writeLines(b, shape, "thumb-cells", false)
	writeLines(b, shape, "thumb-boxes", true)
	if n <= 9 {
		writeDigits(b, "thumb-givens", g, func(c sudoku.Cell) bool { return puzzle.At(c) != 0 })
		writeDigits(b, "thumb-digits", g, func(c sudoku.Cell) bool { return puzzle.At(c) == 0 })
	}
	b.WriteString(`</svg>`)
}

// writeLines writes the path of shape's lines between cells, those between
// boxes when boxes is set, the others otherwise.
func writeLines(b *strings.Builder, shape sudoku.Shape, class string, boxes bool) {
	side := strconv.Itoa(shape.N())
	b.WriteString(`<path class="` + class + `" d="`)
	for i := 1; i < shape.N(); i++ {
		at := strconv.Itoa(i)
		if (i%shape.BoxCols == 0) == boxes {
			b.WriteString("M" + at + " 0v" + side)
		}
		if (i%shape.BoxRows == 0) == boxes {
			b.WriteString("M0 " + at + "h" + side)
		}
	}
	b.WriteString(`"/>`)
}

// writeDigits writes a text of g's digits in the cells of which holds,
// each glyph at its cell's centre; nothing when there is none.
func writeDigits(b *strings.Builder, class string, g sudoku.Grid, of func(sudoku.Cell) bool) {
	var xs, ys, text strings.Builder
	shape := g.Shape()
	for i := range shape.Cells() {
		c := sudoku.Cell(i)
		d := g.At(c)
		if d == 0 || !of(c) {
			continue
		}
		if text.Len() > 0 {
			xs.WriteByte(' ')
			ys.WriteByte(' ')
		}
		xs.WriteString(strconv.Itoa(shape.Col(c)) + ".5")
		ys.WriteString(strconv.Itoa(shape.Row(c)) + ".5")
		text.WriteString(d.String())
	}
	if text.Len() == 0 {
		return
	}
	b.WriteString(`<text class="` + class + `" x="` + xs.String() + `" y="` + ys.String() + `">` + text.String() + `</text>`)
}
