package app

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// board draws a grid of any shape as an ARIA grid: one row element per
// row, one cell per cell, thick lines between boxes.
type board struct {
	app.Compo

	// Givens are the puzzle's clues; Values are what every cell shows
	// (givens included). Both have the same shape.
	Givens sudoku.Grid
	Values sudoku.Grid
}

func (b *board) Render() app.UI {
	shape := b.Givens.Shape()
	n := shape.N()
	return app.Div().
		Class("board", fmt.Sprintf("board-%d", n)).
		Aria("label", fmt.Sprintf("Sudoku board, %d by %d", n, n)).
		Attr("role", "grid").
		Body(app.Range(make([]struct{}, n)).Slice(func(r int) app.UI {
			return app.Div().Class("board-row").Attr("role", "row").Body(
				app.Range(make([]struct{}, n)).Slice(func(c int) app.UI {
					return b.renderCell(shape.CellAt(r, c))
				}),
			)
		}))
}

func (b *board) renderCell(c sudoku.Cell) app.UI {
	shape := b.Givens.Shape()
	r, col := shape.Row(c), shape.Col(c)
	classes := []string{"cell"}
	if r > 0 && r%shape.BoxRows == 0 {
		classes = append(classes, "box-top")
	}
	if col > 0 && col%shape.BoxCols == 0 {
		classes = append(classes, "box-left")
	}
	d := b.Values.At(c)
	state := "empty"
	switch {
	case b.Givens.At(c) != 0:
		classes = append(classes, "given")
		state = d.String() + ", given"
	case d != 0:
		classes = append(classes, "entry")
		state = d.String()
	}
	text := ""
	if d != 0 {
		text = d.String()
	}
	return app.Div().
		Class(strings.Join(classes, " ")).
		Attr("role", "gridcell").
		Attr("data-cell", int(c)).
		Aria("label", fmt.Sprintf("row %d, column %d, %s", r+1, col+1, state)).
		Text(text)
}
