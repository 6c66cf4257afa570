package app

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// boardView is what the board shows beyond the game itself: the selection
// and the marks derived from it, computed once per render.
type boardView struct {
	g        *game.Game
	selected map[sudoku.Cell]bool
	cursor   sudoku.Cell
	peers    map[sudoku.Cell]bool // peers of the single selected cell
	digit    sudoku.Digit         // the digit of the selected cell, highlighted everywhere
	wrong    map[sudoku.Cell]bool // conflicts or mistakes, per the settings
	hinted   map[sudoku.Cell]bool // cells a concrete hint points at
}

func (p *gamePage) newBoardView() boardView {
	v := boardView{g: p.g, cursor: p.cursor, selected: map[sudoku.Cell]bool{}, peers: map[sudoku.Cell]bool{},
		wrong: map[sudoku.Cell]bool{}, hinted: map[sudoku.Cell]bool{}}
	for _, c := range p.selected {
		v.selected[c] = true
	}
	if len(p.selected) == 1 {
		c := p.selected[0]
		for _, q := range p.g.Shape().Peers(c) {
			v.peers[q] = true
		}
		v.digit = p.g.Digit(c)
	}
	var wrong []sudoku.Cell
	switch p.g.Settings.Mistakes {
	case game.CheckConflicts:
		wrong = p.g.Conflicts()
	case game.CheckSolution:
		if p.hasSolution {
			wrong = p.g.Mistakes(p.solution)
		}
	}
	for _, c := range wrong {
		v.wrong[c] = true
	}
	if p.hint != nil && p.hintLevel >= 2 {
		for _, c := range p.hint.Cause {
			v.hinted[sudoku.Cell(c)] = true
		}
		for _, pl := range p.hint.Placements {
			v.hinted[sudoku.Cell(pl[0])] = true
		}
		for _, el := range p.hint.Eliminations {
			v.hinted[sudoku.Cell(el[0])] = true
		}
	}
	return v
}

// renderBoard draws the grid as an ARIA grid: one row element per row, one
// gridcell per cell, thick lines between boxes; one cell (the cursor) is in
// the tab order and arrows move it.
func (p *gamePage) renderBoard() app.UI {
	v := p.newBoardView()
	shape := p.g.Shape()
	n := shape.N()
	return app.Div().
		Class("board", fmt.Sprintf("board-%d", n)).
		Aria("label", fmt.Sprintf("Sudoku board, %d by %d", n, n)).
		Attr("role", "grid").
		On("pointermove", p.onBoardMove).
		Body(app.Range(make([]struct{}, n)).Slice(func(r int) app.UI {
			return app.Div().Class("board-row").Attr("role", "row").Body(
				app.Range(make([]struct{}, n)).Slice(func(c int) app.UI {
					return p.renderCell(v, shape.CellAt(r, c))
				}),
			)
		}))
}

func (p *gamePage) renderCell(v boardView, c sudoku.Cell) app.UI {
	shape := p.g.Shape()
	r, col := shape.Row(c), shape.Col(c)
	st := p.g.Cell(c)
	d := p.g.Digit(c)

	classes := []string{"cell"}
	add := func(ok bool, class string) {
		if ok {
			classes = append(classes, class)
		}
	}
	add(r > 0 && r%shape.BoxRows == 0, "box-top")
	add(col > 0 && col%shape.BoxCols == 0, "box-left")
	add(p.g.IsGiven(c), "given")
	add(!p.g.IsGiven(c) && d != 0, "entry")
	add(v.selected[c], "selected")
	add(v.peers[c], "peer")
	add(v.digit != 0 && d == v.digit, "same-digit")
	add(v.wrong[c], "wrong")
	add(v.hinted[c], "hinted")

	label := []string{fmt.Sprintf("row %d, column %d", r+1, col+1)}
	switch {
	case p.g.IsGiven(c):
		label = append(label, d.String()+" given")
	case d != 0:
		label = append(label, d.String())
	default:
		label = append(label, "empty")
		if st.Corner != 0 {
			label = append(label, "corner notes "+digitList(st.Corner))
		}
		if st.Centre != 0 {
			label = append(label, "centre notes "+digitList(st.Centre))
		}
	}
	if v.wrong[c] {
		label = append(label, "mistake")
	}
	tab := -1
	if c == v.cursor {
		tab = 0
	}

	var content app.UI
	switch {
	case d != 0:
		content = app.Span().Class("digit").Text(d.String())
	default:
		content = p.renderNotes(v, st)
	}
	return app.Div().
		Class(strings.Join(classes, " ")).
		Attr("role", "gridcell").
		Attr("data-cell", int(c)).
		Attr("tabindex", tab).
		Aria("selected", v.selected[c]).
		Aria("label", strings.Join(label, ", ")).
		On("pointerdown", p.onCellDown(c)).
		Body(content)
}

// renderNotes draws a cell's corner notes (in the corners, then the edges)
// and centre notes (centred), highlighting the selected digit.
func (p *gamePage) renderNotes(v boardView, st game.CellState) app.UI {
	corner := st.Corner.Digits()
	return app.Div().Class("notes").Body(
		app.Range(corner).Slice(func(i int) app.UI {
			d := corner[i]
			return app.Span().Class("corner-note", fmt.Sprintf("slot-%d", min(i, 8)), hl(d == v.digit)).Text(d.String())
		}),
		app.If(st.Centre != 0, app.Span().Class("centre-notes").Body(
			app.Range(st.Centre.Digits()).Slice(func(i int) app.UI {
				d := st.Centre.Digits()[i]
				return app.Span().Class(hl(d == v.digit)).Text(d.String())
			}),
		)),
	)
}

func hl(on bool) string {
	if on {
		return "note-hl"
	}
	return ""
}

func digitList(s sudoku.Set) string {
	var parts []string
	for _, d := range s.Digits() {
		parts = append(parts, d.String())
	}
	return strings.Join(parts, " ")
}
