package bench

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/setter"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// editor is the draft as the setter edits it: the cells selected, the
// tool in use, and what the last edit came to. Each edit reports whether
// it changed the draft; the bench then keeps the draft and asks the
// engine about it (Bench.edited). Not a component, and no go-app but
// the pointer's events.
type editor struct {
	draft *setter.Draft // nil until the bench opens
	board.Selection
	tool   setter.Tool
	total  string // the total typed for a tool whose clue takes one
	first  firstTotal
	size   int    // the side of a new empty grid
	status string // the outcome of the last action
	errMsg string // why the last edit or job failed

	// earlier holds the drafts a new start put away, the last one last,
	// and later those an undo past a start put back: Undo and Redo go
	// on past a new start, so that Empty grid pressed by mistake loses
	// no work.
	earlier, later []*setter.Draft
}

// maxEarlier is how many drafts put away by new starts Undo can bring
// back.
const maxEarlier = 20

// firstTotal is a cage's total typed in the Cage tool before Apply
// draws the cage, as SudokuPad's and f-puzzles' setters type it: its
// digits so far, and the selection they are for, known by its first
// cell. A selection that grows keeps it; another forgets it. A total
// Apply refused is done: it stays on show, and the next digit starts
// another, as a calculator's next digit after =.
type firstTotal struct {
	digits string
	cell   sudoku.Cell
	done   bool
}

// typedFirst returns the digits of the total typed for the selection
// before its cage is drawn; "" when none.
func (e *editor) typedFirst() string {
	if e.tool != setter.Cage || len(e.Selected) == 0 || e.Selected[0] != e.first.cell {
		return ""
	}
	return e.first.digits
}

// typeFirst types digit v into the total of the cage Apply is to draw
// over the selection (setter.NextTotal, bounded by the biggest cage: the
// cage's own reach is checked when it is drawn). The draft is unchanged.
func (e *editor) typeFirst(v sudoku.Digit) {
	n := e.draft.Shape().N()
	typed := e.typedFirst()
	if e.first.done {
		typed = ""
	}
	e.first = firstTotal{digits: setter.NextTotal(typed, v, n, n), cell: e.Selected[0]}
	e.errMsg = ""
}

// start replaces the draft with d, a new start (an empty grid, or a
// puzzle). The draft it replaces is put away, unless it is blank and
// has no edits to undo: Undo brings it back, and the status says so.
func (e *editor) start(d *setter.Draft, status string) {
	if old := e.draft; old != nil && (old.CanUndo() || !blank(old)) {
		e.earlier = append(e.earlier, old)
		if len(e.earlier) > maxEarlier {
			e.earlier = e.earlier[1:]
		}
		if !blank(old) {
			status += " " + i18n.T("Undo brings the last draft back.")
		}
	}
	e.later = nil
	e.show(d)
	e.status, e.errMsg = status, ""
}

// show puts draft d on the bench, nothing selected.
func (e *editor) show(d *setter.Draft) {
	e.draft, e.Selected, e.Cursor = d, nil, 0
	e.first = firstTotal{}
}

// blank reports whether draft d holds nothing: no given, no rule, no
// region drawn.
func blank(d *setter.Draft) bool {
	g := d.Givens()
	return g.Filled() == 0 && d.RulesCode() == "" && d.RegionsDrawn() == 0
}

// startEmpty starts an empty grid of side n, reporting false, with the
// reason in errMsg, when there is no such grid.
func (e *editor) startEmpty(n int) bool {
	s, err := sudoku.ShapeForSize(n)
	if err != nil {
		e.errMsg = words.Error(err)
		return false
	}
	d, err := setter.New(s)
	if err != nil {
		e.errMsg = words.Error(err)
		return false
	}
	e.start(d, i18n.T("A new empty {{.N}}×{{.N}} grid.", i18n.Num("N", n)))
	return true
}

// startFrom starts from puzzle p, the open game's, reporting false, with
// the reason in errMsg, when it is not a puzzle the bench can set.
func (e *editor) startFrom(p sudoku.Puzzle) bool {
	d, err := setter.From(p)
	if err != nil {
		e.errMsg = words.Error(err)
		return false
	}
	e.start(d, i18n.T("The open game's puzzle, to set from."))
	return true
}

// do takes in how an edit to the draft went, reporting whether it
// changed the draft: a refused edit leaves the draft as it was and says
// why.
func (e *editor) do(what string, err error) bool {
	switch {
	case errors.Is(err, setter.ErrNothing):
		return false
	case err != nil:
		e.errMsg = words.Error(err)
		return false
	}
	e.errMsg, e.status = "", what
	e.later = nil // a new edit: the drafts an undo put away stay away
	return true
}

// place puts digit v (0 to clear) in the selected cells as givens, or, in
// the Cage tool, types it (0 too) into a cage's total: that of the cage
// under the cursor, or, when the cursor is in no cage, that of the cage
// Apply is to draw (typeFirst). It reports whether the draft changed.
func (e *editor) place(v sudoku.Digit) bool {
	d := e.draft
	if len(e.Selected) == 0 {
		e.errMsg = i18n.T("Select a cell first.")
		return false
	}
	if e.tool == setter.Cage {
		if _, ok := d.CageAt(e.Cursor); ok {
			return e.do(i18n.T("Cage total typed."), d.TypeCageDigit(e.Cursor, v))
		}
		e.typeFirst(v)
		return false
	}
	digit := i18n.Str("Digit", v.String())
	what := i18n.N(len(e.Selected), "Given {{.Digit}} in {{.Count}} cell.", "Given {{.Digit}} in {{.Count}} cells.", digit)
	if cell, ok := e.oneCell(); ok {
		what = i18n.T("Given {{.Digit}} in {{.Cell}}.", digit, cell)
	}
	return e.do(what, d.Place(e.Selected, v))
}

// typingTotal reports whether a 0 typed in the Cage tool goes into a
// total (1 then 0 makes 10) rather than erasing: a total is being typed
// for the cage Apply is to draw, or the cage under the cursor has digits
// of one.
func (e *editor) typingTotal() bool {
	if e.tool != setter.Cage || len(e.Selected) == 0 {
		return false
	}
	if e.typedFirst() != "" {
		return true
	}
	i, ok := e.draft.CageAt(e.Cursor)
	if !ok {
		return false
	}
	_, typing := e.draft.Typed(e.Cursor)
	return typing || e.draft.Rules().Constraints[i].(sudoku.Cage).Sum != 0
}

// erase clears the selected cells: their givens first; where there are
// none, the rules drawn on them (a cage total being typed loses a digit).
func (e *editor) erase() bool {
	d := e.draft
	if len(e.Selected) == 0 {
		return false
	}
	if typed := e.typedFirst(); typed != "" {
		e.first.digits = typed[:len(typed)-1] // a digit of the total typed first
		e.first.done = false
		return false
	}
	if e.tool == setter.Cage {
		// A cage's total loses its last digit; a cage without one goes.
		if err := d.EraseCageDigit(e.Cursor); !errors.Is(err, setter.ErrNothing) {
			return e.do(i18n.T("The cage's total lost a digit."), err)
		}
	}
	g := d.Givens()
	if slices.ContainsFunc(e.Selected, func(c sudoku.Cell) bool { return g.At(c) != 0 }) {
		what := i18n.N(len(e.Selected), "Givens cleared from {{.Count}} cell.", "Givens cleared from {{.Count}} cells.")
		if cell, ok := e.oneCell(); ok {
			what = i18n.T("Givens cleared from {{.Cell}}.", cell)
		}
		return e.do(what, d.Place(e.Selected, 0))
	}
	n, err := d.Remove(e.Selected)
	// The English says "rules" of one rule too, as it always has.
	what := i18n.N(n, "Removed {{.Count}} rule drawn on {{.Cells}}.", "Removed {{.Count}} rules drawn on {{.Cells}}.",
		i18n.Str("Cells", i18n.N(len(e.Selected), "{{.Count}} cell", "{{.Count}} cells")))
	if cell, ok := e.oneCell(); ok {
		what = i18n.N(n, "Removed {{.Count}} rule drawn on {{.Cell}}.", "Removed {{.Count}} rules drawn on {{.Cell}}.", cell)
	}
	return e.do(what, err)
}

// apply draws the tool over the selection.
func (e *editor) apply() bool {
	if e.tool == setter.Givens {
		e.errMsg = i18n.T("Givens are typed: select cells and type their digit.")
		return false
	}
	if e.tool == setter.Cage {
		return e.drawCage()
	}
	name := e.tool.Info().Name
	var err error
	if e.tool.TakesTotal() {
		total, aerr := strconv.Atoi(strings.TrimSpace(e.total))
		if aerr != nil {
			e.errMsg = i18n.T("Type the sandwich's total first: a whole number.")
			if e.tool == setter.LittleKiller {
				e.errMsg = i18n.T("Type the little killer's total first: a whole number.")
			}
			return false
		}
		err = e.draft.ApplyTotal(e.tool, e.Selected, total)
	} else {
		err = e.draft.Apply(e.tool, e.Selected)
	}
	if err != nil {
		return e.do("", err)
	}
	tool := i18n.Str("Tool", name)
	what := i18n.N(len(e.Selected), "{{.Tool}} drawn on {{.Count}} cell.", "{{.Tool}} drawn on {{.Count}} cells.", tool)
	if cell, ok := e.oneCell(); ok {
		what = i18n.T("{{.Tool}} drawn on {{.Cell}}.", tool, cell)
	}
	e.do(what, nil)
	e.Selected = e.Selected[:0] // ready for the next one
	return true
}

// drawCage draws a cage over the selection, joining the cages it takes
// in cells of, with the total typed first if any, and says so; the
// selection stays, for its total to be typed now.
func (e *editor) drawCage() bool {
	total, _ := strconv.Atoi(e.typedFirst())
	change, err := e.draft.DrawCageTotal(e.Selected, total)
	if err == nil {
		e.first = firstTotal{}
	} else {
		e.first.done = true
	}
	status := change.String()
	if change.Total == 0 {
		status += " " + i18n.T("Type its total now, or leave it without one.")
	}
	return e.do(status, err)
}

// drawCageOver draws a cage of its own over the selection, overlapping
// the cages it takes in cells of, with the total typed first if any, and
// says so; the selection stays, for its total to be typed now (it goes
// to the new cage, the one drawn last: setter.Draft.CageAt).
func (e *editor) drawCageOver() bool {
	total, _ := strconv.Atoi(e.typedFirst())
	change, err := e.draft.DrawCageOver(e.Selected, total)
	if err == nil {
		e.first = firstTotal{}
	} else {
		e.first.done = true
	}
	status := change.String()
	if change.Total == 0 {
		status += " " + i18n.T("Type its total now, or leave it without one.")
	}
	return e.do(status, err)
}

// uncage takes the selected cells out of their cage.
func (e *editor) uncage() bool {
	change, err := e.draft.Uncage(e.Selected)
	return e.do(change.String(), err)
}

// undo takes back the draft's last edit, or, with none left, the new
// start that put the draft before it away: that draft comes back.
func (e *editor) undo() bool {
	if !e.draft.Undo() && !e.swapDraft(&e.earlier, &e.later) {
		return false
	}
	e.status, e.errMsg = i18n.T("Undone."), ""
	return true
}

// redo makes the edit undo took back again, or, with none left, the new
// start it took back.
func (e *editor) redo() bool {
	if !e.draft.Redo() && !e.swapDraft(&e.later, &e.earlier) {
		return false
	}
	e.status, e.errMsg = i18n.T("Redone."), ""
	return true
}

// swapDraft puts the last draft of from on the bench, the draft on it at
// the end of to, and reports whether from had one.
func (e *editor) swapDraft(from, to *[]*setter.Draft) bool {
	if len(*from) == 0 {
		return false
	}
	*to = append(*to, e.draft)
	last := len(*from) - 1
	e.show((*from)[last])
	*from = (*from)[:last]
	return true
}

// canUndo and canRedo report whether undo and redo have anything to do.
func (e *editor) canUndo() bool { return e.draft.CanUndo() || len(e.earlier) > 0 }
func (e *editor) canRedo() bool { return e.draft.CanRedo() || len(e.later) > 0 }

// toggle switches rule g over the whole grid on or off.
func (e *editor) toggle(g setter.Global) bool {
	return e.do(i18n.T("{{.Rule}} switched.", i18n.Str("Rule", g.Name())), e.draft.Toggle(g))
}

// adopt makes the givens a job sent back (a line) the draft's, as one
// edit undo takes back. It reports false, and says why in the status or
// the error, when they are not a grid of the draft's size or change
// nothing (the status is then unchanged).
func (e *editor) adopt(line, unchanged string) bool {
	g, err := sudoku.ParseLine(line)
	if err == nil {
		err = e.draft.SetGivens(g)
	}
	switch {
	case errors.Is(err, setter.ErrNothing):
		e.status = unchanged
		return false
	case err != nil:
		e.status, e.errMsg = "", words.Error(err)
		return false
	}
	e.later = nil
	return true
}

// oneCell returns the argument Cell, the name of the one cell selected
// ("r1c1"), and whether one cell alone is selected; a status says more
// cells by their count.
func (e *editor) oneCell() (i18n.Arg, bool) {
	if len(e.Selected) != 1 {
		return i18n.Arg{}, false
	}
	return i18n.Str("Cell", e.draft.Shape().CellName(e.Selected[0])), true
}

// classic9 reports whether the draft is classic 9x9 Sudoku, which Sudoku
// Explainer rates.
func (e *editor) classic9() bool {
	return e.draft.Shape() == sudoku.Classic && e.draft.Rules().Classic()
}

// --- input ---

// key carries out a key press on the bench: digits place givens or type
// a cage's total (0 too, after a total's digits), Delete erases, arrows
// move, Enter applies the tool, Ctrl+Z and Ctrl+Y undo and redo. It
// reports whether the key was the bench's, and whether it changed the
// draft.
func (e *editor) key(p board.KeyPress) (ok, changed bool) {
	if (p.Code == "Digit0" || p.Code == "Numpad0") && p.Mods == (board.KeyMods{}) && e.typingTotal() {
		return true, e.place(0) // 0 erases elsewhere
	}
	cmd, ok := board.KeyCommand(p, board.KeyState{N: e.draft.Shape().N()})
	if !ok {
		return false, false
	}
	switch cmd.Kind {
	case board.CmdDigit:
		changed = e.place(cmd.Digit)
	case board.CmdErase:
		changed = e.erase()
	case board.CmdMove:
		e.Move(e.draft.Shape(), cmd.DR, cmd.DC, cmd.Extend)
	case board.CmdUndo:
		changed = e.undo()
	case board.CmdRedo:
		changed = e.redo()
	case board.CmdDeselect:
		e.Selected = e.Selected[:0]
	case board.CmdApply:
		changed = e.apply()
	default:
		return false, false
	}
	return true, changed
}

// pointerDown selects the cell a pointer went down on, and gives it the
// keys (Enter applies the tool), not the tool's button pressed before; a
// double tap on a given selects every given of its digit.
func (e *editor) pointerDown(ev app.Event) {
	c, double, ok := e.PointerDown(ev)
	if !ok {
		return
	}
	if double {
		e.selectSame(c)
	}
	if cell := ev.Get("target").Call("closest", "[data-cell]"); cell.Truthy() {
		cell.Call("focus", map[string]any{"preventScroll": true})
	}
}

// pointerMove extends the selection over the cell a dragging pointer
// reaches.
func (e *editor) pointerMove(ev app.Event) { e.PointerMove(ev) }

// selectSame selects every given of the digit in cell c, as a double click
// or double tap on it does; nothing changes on an empty cell.
func (e *editor) selectSame(c sudoku.Cell) {
	g := e.draft.Givens()
	e.SelectSame(e.draft.Shape(), c, g.At)
}
