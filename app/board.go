package app

import (
	"fmt"
	"strconv"
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
// the tab order and arrows move it. Pointer events are handled once, on the
// board, for every cell.
func (p *gamePage) renderBoard() app.UI {
	v := p.newBoardView()
	shape := p.g.Shape()
	n := shape.N()
	board := app.Div().
		Class("board", "board-"+strconv.Itoa(n)).
		Aria("label", "Sudoku board, "+strconv.Itoa(n)+" by "+strconv.Itoa(n)).
		Attr("role", "grid").
		On("pointerdown", p.instant(p.onBoardDown))
	if p.dragging {
		// Only then: a re-render for every move of the mouse over the
		// board would be work for nothing.
		board = board.On("pointermove", p.instant(p.onBoardMove))
	}
	return board.Body(app.Range(make([]struct{}, n)).Slice(func(r int) app.UI {
		return app.Div().Class("board-row").Attr("role", "row").Body(
			app.Range(make([]struct{}, n)).Slice(func(c int) app.UI {
				return p.cellView(v, shape.CellAt(r, c))
			}),
		)
	}))
}

// cellView returns the view of cell c.
func (p *gamePage) cellView(v boardView, c sudoku.Cell) *cellView {
	d := p.g.Digit(c)
	st := p.g.Cell(c)
	// Only a cell with that digit among its notes shows the highlight; the
	// others get none, so a new selected digit repaints just those cells.
	highlight := v.digit
	if d != 0 || !(st.Corner | st.Centre).Has(highlight) {
		highlight = 0
	}
	return &cellView{
		Shape: p.g.Shape(), Cell: c, Digit: d, Given: p.g.IsGiven(c),
		Corner: st.Corner, Centre: st.Centre, Colour: st.Colour,
		Selected: v.selected[c], Peer: v.peers[c], Same: v.digit != 0 && d == v.digit,
		Wrong: v.wrong[c], Hinted: v.hinted[c], Cursor: c == v.cursor, Highlight: highlight,
	}
}

// cellView draws one cell. It is a component with comparable fields, so a
// render of the page repaints only the cells whose fields changed.
type cellView struct {
	app.Compo

	Shape          sudoku.Shape
	Cell           sudoku.Cell
	Digit          sudoku.Digit // given or entry; 0 when empty
	Given          bool
	Corner, Centre sudoku.Set
	Colour         uint8 // the player's colour, 0 for none
	Selected, Peer bool
	Same           bool         // holds the selected cell's digit
	Wrong          bool         // a conflict or mistake, per the settings
	Hinted         bool         // part of the hint on show
	Cursor         bool         // the cell in the tab order
	Highlight      sudoku.Digit // the selected digit, if among this cell's notes

	// For an explanation: the cell's candidates, drawn in place (digit d
	// in slot d), those the step eliminates, and whether it places a digit here.
	Cands, Struck sudoku.Set
	Target        bool
}

func (v *cellView) Render() app.UI {
	tab := -1
	if v.Cursor {
		tab = 0
	}
	var content app.UI
	switch {
	case v.Digit != 0:
		content = app.Span().Class("digit").Text(v.Digit.String())
	case v.Cands != 0:
		content = v.renderCands()
	default:
		content = v.renderNotes()
	}
	return app.Div().
		Class(v.classes()).
		Attr("role", "gridcell").
		Attr("data-cell", int(v.Cell)).
		Attr("tabindex", tab).
		Aria("selected", v.Selected).
		Aria("label", v.label()).
		Body(content)
}

// classes returns the cell's class attribute. (Render is drawn in parts to
// keep each small for V8's optimising compiler: see gamePage.Render.)
func (v *cellView) classes() string {
	r, col := v.Shape.Row(v.Cell), v.Shape.Col(v.Cell)
	classes := []string{"cell"}
	add := func(ok bool, class string) {
		if ok {
			classes = append(classes, class)
		}
	}
	add(r > 0 && r%v.Shape.BoxRows == 0, "box-top")
	add(col > 0 && col%v.Shape.BoxCols == 0, "box-left")
	add(v.Given, "given")
	add(!v.Given && v.Digit != 0, "entry")
	add(v.Selected, "selected")
	add(v.Peer, "peer")
	add(v.Same, "same-digit")
	add(v.Wrong, "wrong")
	add(v.Hinted, "hinted")
	add(v.Target, "target")
	add(v.Colour != 0, "colour-"+strconv.Itoa(int(v.Colour)))
	return strings.Join(classes, " ")
}

// label returns what a screen reader says of the cell.
func (v *cellView) label() string {
	r, col := v.Shape.Row(v.Cell), v.Shape.Col(v.Cell)
	label := []string{"row " + strconv.Itoa(r+1) + ", column " + strconv.Itoa(col+1)}
	switch {
	case v.Given:
		label = append(label, v.Digit.String()+" given")
	case v.Digit != 0:
		label = append(label, v.Digit.String())
	default:
		label = append(label, "empty")
		if v.Corner != 0 {
			label = append(label, "corner notes "+digitList(v.Corner))
		}
		if v.Centre != 0 {
			label = append(label, "centre notes "+digitList(v.Centre))
		}
	}
	if v.Wrong {
		label = append(label, "mistake")
	}
	if v.Colour != 0 {
		label = append(label, "colour "+strconv.Itoa(int(v.Colour)))
	}
	if v.Digit == 0 && v.Cands != 0 {
		label = append(label, "candidates "+digitList(v.Cands))
		if v.Struck != 0 {
			label = append(label, "eliminated "+digitList(v.Struck))
		}
	}
	return strings.Join(label, ", ")
}

// renderNotes draws the corner notes (in the corners, then the edges) and
// centre notes (centred), highlighting the selected cell's digit.
func (v *cellView) renderNotes() app.UI {
	corner, centre := v.Corner.Digits(), v.Centre.Digits()
	return app.Div().Class("notes").Body(
		app.Range(corner).Slice(func(i int) app.UI {
			d := corner[i]
			return app.Span().Class("corner-note", "slot-"+strconv.Itoa(min(i, 8)), hl(d == v.Highlight)).Text(d.String())
		}),
		app.If(len(centre) > 0, app.Span().Class("centre-notes").Body(
			app.Range(centre).Slice(func(i int) app.UI {
				return app.Span().Class(hl(centre[i] == v.Highlight)).Text(centre[i].String())
			}),
		)),
	)
}

// renderCands draws candidates in place, digit d in slot d of a small
// box-shaped grid, the eliminated ones struck through.
func (v *cellView) renderCands() app.UI {
	n := v.Shape.N()
	return app.Div().Class("cands").Style("grid-template-columns", fmt.Sprintf("repeat(%d, 1fr)", v.Shape.BoxCols)).Body(
		app.Range(make([]struct{}, n)).Slice(func(i int) app.UI {
			d := sudoku.Digit(i + 1)
			switch {
			case v.Struck.Has(d):
				return app.Span().Class("cand", "struck").Text(d.String())
			case v.Cands.Has(d):
				return app.Span().Class("cand").Text(d.String())
			}
			return app.Span().Class("cand")
		}),
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
