package shell

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func (s *session) keypad(run *goapp.Handle[board.Command], parts *board.KeypadParts) board.Keypad {
	g := s.game
	st := board.Keypad{N: g.Shape().N(), Mode: s.mode, Paused: s.paused, CanUndo: g.CanUndo(), CanRedo: g.CanRedo(),
		Rewind: g.Settings.Mistakes != game.CheckOff, HasSolution: s.hasSolution, NotesFixed: s.practice != nil, Run: run, Parts: parts}
	for d := 1; d <= st.N; d++ {
		st.Left[d] = uint8(st.N)
	}
	for c := range g.Shape().Cells() {
		if d := g.Digit(sudoku.Cell(c)); d != 0 && st.Left[d] > 0 {
			st.Left[d]--
		}
	}
	return st
}

// boardView is what the board shows beyond the game itself: the selection
// and the marks derived from it, computed once per render.
type boardView struct {
	s        *session
	selected map[sudoku.Cell]bool
	single   bool                 // one cell is selected: its peers and digit light up
	only     sudoku.Cell          // that cell
	digit    sudoku.Digit         // its digit, or 0
	wrong    map[sudoku.Cell]bool // conflicts or mistakes, per the settings
	step     *board.StepMarks     // the hint shown on the board, at its concrete stage
}

func newBoardView(s *session) boardView {
	v := boardView{s: s, selected: map[sudoku.Cell]bool{}, wrong: map[sudoku.Cell]bool{}}
	for _, c := range s.Selected {
		v.selected[c] = true
	}
	if len(s.Selected) == 1 {
		v.single, v.only, v.digit = true, s.Selected[0], s.game.Digit(s.Selected[0])
	}
	for _, c := range s.wrongCells() {
		v.wrong[c] = true
	}
	if s.hint != nil && s.hintLevel >= 2 {
		m := board.NewStepMarks(s.hint)
		v.step = &m
	}
	return v
}

// highlightClasses returns the board's classes that board.HighlightCSS reads.
func (v boardView) highlightClasses() []string {
	if !v.single {
		return nil
	}
	shape, c := v.s.game.Shape(), v.only
	classes := []string{"selected-row-" + strconv.Itoa(shape.Row(c)), "selected-col-" + strconv.Itoa(shape.Col(c)), "selected-box-" + strconv.Itoa(v.s.region(c))}
	if v.digit != 0 {
		classes = append(classes, "selected-digit-"+strconv.Itoa(int(v.digit)))
	}
	return classes
}

// renderBoard draws the open game's board as an ARIA grid: one row element
// per row, one gridcell per cell, thick lines between boxes; one cell (the
// cursor) is in the tab order and arrows move it. Pointer events are
// handled once, on the board, for every cell: a press selects, a drag
// extends, a double click or double tap on a digit selects its cells; so
// is the keyboard's coming (Tab), which selects the cursor when nothing
// is, so that a digit typed goes there.
func (p *gamePage) renderBoard() app.UI {
	s := p.s
	v := newBoardView(s)
	n := s.game.Shape().N()
	grid := app.Div().
		Class("board", "board-"+strconv.Itoa(n)).
		Class(v.highlightClasses()...).
		Aria("label", i18n.T("Sudoku board, {{.N}} by {{.N}}", i18n.Num("N", n))).
		Attr("role", "grid").
		On("pointerdown", goapp.Instant(p, func(ctx app.Context, e app.Event) {
			if p.s == nil {
				return
			}
			if c, double, ok := p.s.PointerDown(e); ok && double {
				p.s.selectSame(c)
			}
		})).
		On("dblclick", goapp.Instant(p, func(ctx app.Context, e app.Event) {
			if c, ok := board.DoubleClick(e); ok && p.s != nil {
				p.s.selectSame(c)
			}
		})).
		On("focusin", goapp.Instant(p, func(ctx app.Context, e app.Event) {
			if c, ok := board.KeyboardFocus(e); ok && p.s != nil {
				p.s.Reach(c)
			}
		}))
	if s.Dragging {
		// Only then: a re-render for every move of the mouse over the
		// board would be work for nothing.
		grid = grid.On("pointermove", goapp.Instant(p, func(ctx app.Context, e app.Event) {
			if p.s != nil {
				p.s.PointerMove(e)
			}
		}))
	}
	return board.WithRules(grid, &p.rulesLayer, s.rules(), board.Rows(&p.cells, s.game.Shape(), v.cell))
}

// cell returns what cell c of the game shows.
func (v boardView) cell(c sudoku.Cell) board.CellState {
	g := v.s.game
	cs := g.Cell(c)
	st := v.s.rules().Cell(g.Shape(), c)
	st.Digit, st.Given = g.Digit(c), g.IsGiven(c)
	st.Corner, st.Centre, st.Colour, st.Candidates = cs.Corner, cs.Centre, cs.Colour, cs.Candidates
	st.Selected, st.Wrong, st.Cursor = v.selected[c], v.wrong[c], c == v.s.Cursor
	st.Completed, st.Wave = v.s.mark.at(c)
	if v.step != nil {
		v.step.Mark(&st, false)
	}
	return st
}

// rules returns the session's rule view, working it out on first use.
func (s *session) rules() *board.RuleView {
	if s.ruleView == nil {
		r := s.game.Rules()
		s.ruleView = board.NewRuleView(s.game.Shape(), &r)
	}
	return s.ruleView
}

// selectSame selects every cell holding the digit of cell c (given or
// entered), as a double click or double tap on it does; nothing changes
// on an empty cell.
func (s *session) selectSame(c sudoku.Cell) { s.SelectSame(s.game.Shape(), c, s.game.Digit) }

// region returns the region of cell c: its box, or its jigsaw region.
func (s *session) region(c sudoku.Cell) int { return s.rules().Region(s.game.Shape(), c) }
