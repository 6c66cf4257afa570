package board

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// StepMarks is how a logical step shows on a board, as Explain and a
// concrete hint draw it: the cells that justify it and their candidates
// that make the pattern, the houses it reasons about, the digits it
// places and the candidates it strikes out, over the candidates before it.
type StepMarks struct {
	cands           []uint32
	cause, target   map[sudoku.Cell]bool
	house           map[sudoku.Cell]bool
	pattern, struck map[sudoku.Cell]sudoku.Set
}

func NewStepMarks(h *protocol.Step) StepMarks {
	m := StepMarks{cands: h.Candidates, cause: map[sudoku.Cell]bool{}, target: map[sudoku.Cell]bool{}, house: map[sudoku.Cell]bool{},
		pattern: map[sudoku.Cell]sudoku.Set{}, struck: map[sudoku.Cell]sudoku.Set{}}
	for _, c := range h.Cause {
		m.cause[sudoku.Cell(c)] = true
	}
	for _, p := range h.Pattern {
		m.pattern[sudoku.Cell(p[0])] = m.pattern[sudoku.Cell(p[0])].With(sudoku.Digit(p[1]))
	}
	for _, p := range h.Placements {
		m.target[sudoku.Cell(p[0])] = true
	}
	for _, e := range h.Eliminations {
		m.struck[sudoku.Cell(e[0])] = m.struck[sudoku.Cell(e[0])].With(sudoku.Digit(e[1]))
	}
	for _, c := range h.HouseCells {
		m.house[sudoku.Cell(c)] = true
	}
	return m
}

// Mark draws the step on cell st. With every set, an empty cell shows its
// candidates even where the step does not touch it (an explanation);
// otherwise only the cells of the step do, and the others keep the
// player's notes (a hint).
func (m StepMarks) Mark(st *CellState, every bool) {
	c := st.Cell
	st.Hinted, st.Target, st.InHouse = m.cause[c], m.target[c], m.house[c]
	st.Pattern, st.Struck = m.pattern[c], m.struck[c]
	touched := st.Hinted || st.Target || st.Struck != 0
	if st.Digit == 0 && int(c) < len(m.cands) && (every || touched) {
		st.Cands = sudoku.Set(m.cands[c])
	}
}

// HighlightCSS returns the style rules that light up what a single
// selected cell points at: its peers, the cells holding its digit, and that
// digit among notes. Every cell carries its row, column, box and digit as
// classes (row-r, col-c, box-b, has-d; a note, note-d), and the board the
// selected cell's (selected-row-r, ...: highlightClasses), so moving the
// selection changes the board's classes and the two cells whose selection
// changed, not the classes of the 20 to 72 peers. The rules cover every
// board up to 25x25 and never change, so the browser never reparses them;
// the page's head carries them (app/server). :where keeps their specificity at zero, so the cells' own
// states (.cell.selected, .cell.hinted, colours) show over them; on paper
// they do not show.
func HighlightCSS() string {
	var peers, same, notes []string
	for i := range sudoku.MaxN {
		for _, house := range []string{"row", "col", "box"} {
			n := strconv.Itoa(i)
			peers = append(peers, ".selected-"+house+"-"+n+" ."+house+"-"+n)
		}
		d := strconv.Itoa(i + 1)
		same = append(same, ".selected-digit-"+d+" .has-"+d)
		notes = append(notes, ".selected-digit-"+d+" .note-"+d)
	}
	return "@media screen {\n" +
		":where(" + strings.Join(peers, ", ") + ") { background: var(--peer); }\n" +
		":where(" + strings.Join(same, ", ") + ") { background: var(--same); }\n" +
		":where(" + strings.Join(notes, ", ") + ") { font-weight: 800; color: var(--accent); }\n" +
		"}\n"
}

// WithRules gives a board its rows and its rules' layer, which lies over
// the cells' backgrounds and under their digits (web/app.css), reaching
// out over the room its outside clues take, which the board leaves
// around the grid. The layer is there, hidden, on a classic board too:
// go-app matches children by position, so a layer coming and going would
// move the rows' memos to another place. A board with killer cages is
// marked so (has-cages): its digits keep clear of the cages' totals.
func WithRules(board app.HTMLDiv, layer *goapp.Slot[RulesLayer], rv *RuleView, rows app.UI) app.UI {
	board = board.Body(layer.View(RulesLayer{svg: rv.svg}), rows)
	if rv.svg == "" {
		return board
	}
	if rv.cages {
		board = board.Class("has-cages")
	}
	return board.Class("has-rules").
		Style("--room-top", strconv.Itoa(rv.top)).Style("--room-right", strconv.Itoa(rv.right)).
		Style("--room-bottom", strconv.Itoa(rv.bottom)).Style("--room-left", strconv.Itoa(rv.left))
}

// RulesLayer is the rules' layer of a board: its SVG, drawn once per
// puzzle; a memo, so a key press does not compare or redraw it.
type RulesLayer struct{ svg string }

func (st RulesLayer) Render() app.UI {
	if st.svg == "" {
		return app.Div().Class("rules-layer").Hidden(true)
	}
	return app.Div().Class("rules-layer").Aria("hidden", true).Body(app.Raw(st.svg))
}

// Rows draws a board's rows: the cells, as memos from slots whose
// place is their row and column, so a cell's DOM node keeps its slot
// whatever board of any size is drawn there.
func Rows(slots *[sudoku.MaxCells]goapp.Slot[CellState], shape sudoku.Shape, state func(sudoku.Cell) CellState) app.UI {
	n := shape.N()
	return app.Range(make([]struct{}, n)).Slice(func(r int) app.UI {
		return app.Div().Class("board-row").Attr("role", "row").Body(
			app.Range(make([]struct{}, n)).Slice(func(c int) app.UI {
				return slots[r*sudoku.MaxN+c].View(state(shape.CellAt(r, c)))
			}),
		)
	})
}

// CellState is everything a cell shows: the state of its memo.
type CellState struct {
	Shape          sudoku.Shape
	Cell           sudoku.Cell
	Region         int          // the box, or a jigsaw's region: its highlight, and its borders when Jigsaw
	Jigsaw         bool         // regions in place of boxes: the region layer draws their borders
	CageTotal      bool         // a cage's total sits in the top-left corner: corner notes keep out of it
	CageTotalRight bool         // one sits in the top-right corner (cages overlap): corner notes keep out of it
	Words          string       // what the rules say of the cell, for its label ("" for classic)
	Digit          sudoku.Digit // given or entry; 0 when empty
	Given          bool
	Corner, Centre sudoku.Set
	Colour         uint8 // the player's colour, 0 for none
	Candidates     bool  // the centre notes are candidates (Fill candidates): in their places, not in a row
	Selected       bool
	Wrong          bool // a conflict or mistake, per the settings
	Cursor         bool // the cell in the tab order

	// A step on show (StepMarks): the cell's candidates, drawn in place
	// (digit d in slot d), those of the step's pattern and those it
	// eliminates; whether the cell justifies the step (Hinted), gets its
	// digit (Target), or lies in a house it reasons about.
	Cands, Pattern, Struck  sudoku.Set
	Hinted, Target, InHouse bool

	// Completed marks a cell of a house or a digit the player's last
	// move completed (game.Game.Completes) for a brief glow: 0 for none,
	// or 1 or 2, the two alike animations (web/app.css, completed-1 and
	// completed-2) that one completion and the next take in turn, so
	// that a cell marked by both plays it again. Wave is the cell's step
	// in the glow's sweep, which starts at the cells the move filled
	// (0) and reaches a cell N-1 steps away last. The class changes
	// nothing of the cell's size or place, and plays nothing under
	// prefers-reduced-motion.
	Completed, Wave uint8
}

func (s CellState) Render() app.UI {
	tab := -1
	if s.Cursor {
		tab = 0
	}
	var content app.UI
	switch {
	case s.Digit != 0:
		content = app.Span().Class("digit").Text(s.Digit.String())
	case s.Cands != 0:
		content = s.renderCands()
	case s.Corner != 0 || s.Centre != 0:
		content = s.renderNotes()
	}
	cell := app.Div().
		Class(s.classes()).
		Attr("role", "gridcell").
		Attr("data-cell", int(s.Cell)).
		Attr("tabindex", tab).
		Aria("selected", s.Selected).
		Aria("label", s.label())
	if s.Completed != 0 {
		cell = cell.Style("--wave", strconv.Itoa(int(s.Wave)))
	}
	return cell.Body(content)
}

// classes returns the cell's class attribute.
func (s CellState) classes() string {
	r, col := s.Shape.Row(s.Cell), s.Shape.Col(s.Cell)
	classes := []string{"cell", "row-" + strconv.Itoa(r), "col-" + strconv.Itoa(col), "box-" + strconv.Itoa(s.Region)}
	add := func(ok bool, class string) {
		if ok {
			classes = append(classes, class)
		}
	}
	add(s.Digit != 0, "has-"+strconv.Itoa(int(s.Digit)))
	add(!s.Jigsaw && r > 0 && r%s.Shape.BoxRows == 0, "box-top")
	add(!s.Jigsaw && col > 0 && col%s.Shape.BoxCols == 0, "box-left")
	add(s.CageTotal, "cage-total")
	add(s.CageTotalRight, "cage-total-right")
	add(s.Given, "given")
	add(!s.Given && s.Digit != 0, "entry")
	add(s.Selected, "selected")
	add(s.Wrong, "wrong")
	add(s.Hinted, "hinted")
	add(s.Target, "target")
	add(s.InHouse, "in-house")
	add(s.Colour != 0, "colour-"+strconv.Itoa(int(s.Colour)))
	add(s.Completed != 0, "completed-"+strconv.Itoa(int(s.Completed)))
	return strings.Join(classes, " ")
}

// label returns what a screen reader says of the cell: its facts, each a
// message, in a list.
func (s CellState) label() string {
	label := []string{words.Cell(s.Shape, s.Cell)}
	switch {
	case s.Given:
		label = append(label, i18n.T("{{.Digit}} given", i18n.Str("Digit", s.Digit.String())))
	case s.Digit != 0:
		label = append(label, s.Digit.String())
	default:
		label = append(label, i18n.T("empty"))
		if s.Corner != 0 {
			label = append(label, i18n.T("corner notes {{.Digits}}", i18n.Str("Digits", digitList(s.Corner))))
		}
		switch {
		case s.Centre != 0 && s.Candidates:
			label = append(label, i18n.T("candidates {{.Digits}}", i18n.Str("Digits", digitList(s.Centre))))
		case s.Centre != 0:
			label = append(label, i18n.T("centre notes {{.Digits}}", i18n.Str("Digits", digitList(s.Centre))))
		}
	}
	if s.Wrong {
		label = append(label, i18n.T("mistake"))
	}
	if s.Colour != 0 {
		label = append(label, i18n.T("colour {{.Colour}}", i18n.Num("Colour", int(s.Colour))))
	}
	if s.Words != "" {
		label = append(label, s.Words)
	}
	if s.Digit == 0 && s.Cands != 0 {
		label = append(label, i18n.T("candidates {{.Digits}}", i18n.Str("Digits", digitList(s.Cands))))
		if s.Struck != 0 {
			label = append(label, i18n.T("eliminated {{.Digits}}", i18n.Str("Digits", digitList(s.Struck))))
		}
	}
	return strings.Join(label, ", ")
}

// renderNotes draws the corner notes (in the corners, then the edges) and
// the centre notes: in a row, centred, as SudokuPad draws them, the row
// shrinking to fit the cell as it grows (web/app.css reads its length,
// --k) and wrapping before its digits would be smaller than a note, but
// for a cell with corner notes or a cage's total, where it stays one line
// between them, however small; or,
// when they are candidates (Fill candidates), in their places, digit d in
// slot d of a small box-shaped grid, as the explanation and a hint draw
// a step's candidates. Each note has its digit as a class (HighlightCSS).
// Every note is laid over the cell: notes coming and going move nothing
// else.
func (s CellState) renderNotes() app.UI {
	corner, centre := s.Corner.Digits(), s.Centre.Digits()
	slots := s.cornerSlots()
	return app.Div().Class("notes").Body(
		app.Range(corner).Slice(func(i int) app.UI {
			d := corner[i]
			return app.Span().Class("corner-note", "slot-"+strconv.Itoa(slots[min(i, len(slots)-1)]), noteClass(d)).Text(d.String())
		}),
		panel.When(len(centre) > 0 && !s.Candidates, func() app.UI {
			row := app.Span().Class("centre-notes").Style("--k", strconv.Itoa(len(centre)))
			if len(corner) > 0 || s.CageTotal || s.CageTotalRight {
				row = row.Class("one-line") // the corners' notes or total above and below leave it one line
			}
			return row.Body(
				app.Range(centre).Slice(func(i int) app.UI {
					return app.Span().Class(noteClass(centre[i])).Text(centre[i].String())
				}),
			)
		}),
		panel.When(len(centre) > 0 && s.Candidates, func() app.UI {
			class := "centre-grid"
			if len(corner) > 0 {
				class = "centre-grid-inset" // the corners stay the corner notes'
			}
			return s.renderPlaces(class, func(d sudoku.Digit) app.UI {
				if s.Centre.Has(d) {
					return app.Span().Class(noteClass(d)).Text(d.String())
				}
				return app.Span()
			})
		}),
	)
}

// cornerSlots returns the slots the corner notes take, in order (web/app.css
// places them: the corners, then the edges' middles, then the centre).
// Slot 0, the top-left corner, and slot 1, the top-right, may hold a
// cage's total: the notes keep out of it, and out of slot 4 too, the top
// edge's middle, where a note beside a total of two digits read as a
// third ("15" and a 7: 157); and under a top-left total, the right
// edge's middle (7) comes before the left's (6), which is close under it.
func (s CellState) cornerSlots() []int {
	order := []int{0, 1, 2, 3, 4, 5, 6, 7, 8}
	if s.CageTotal && !s.CageTotalRight {
		order[6], order[7] = 7, 6
	}
	slots := make([]int, 0, 9)
	for _, slot := range order {
		switch {
		case slot == 0 && s.CageTotal, slot == 1 && s.CageTotalRight, slot == 4 && (s.CageTotal || s.CageTotalRight):
			continue
		}
		slots = append(slots, slot)
	}
	return slots
}

// renderPlaces draws one span per digit, digit d in slot d of a grid of
// the box's shape (3x3 on 9x9, 4x4 on 16x16).
func (s CellState) renderPlaces(class string, digit func(sudoku.Digit) app.UI) app.UI {
	return app.Div().Class("cands", class, "cols-"+strconv.Itoa(s.Shape.BoxCols)).Body(
		app.Range(make([]struct{}, s.Shape.N())).Slice(func(i int) app.UI { return digit(sudoku.Digit(i + 1)) }),
	)
}

// renderCands draws the candidates of a step on show in their places, the
// step's pattern and eliminations marked.
func (s CellState) renderCands() app.UI {
	return s.renderPlaces("step-cands", func(d sudoku.Digit) app.UI {
		switch {
		case s.Struck.Has(d):
			return app.Span().Class("cand", "struck").Text(d.String())
		case s.Pattern.Has(d):
			return app.Span().Class("cand", "pattern").Text(d.String())
		case s.Cands.Has(d):
			return app.Span().Class("cand").Text(d.String())
		}
		return app.Span().Class("cand")
	})
}

func noteClass(d sudoku.Digit) string { return "note-" + strconv.Itoa(int(d)) }

func digitList(s sudoku.Set) string {
	var parts []string
	for _, d := range s.Digits() {
		parts = append(parts, d.String())
	}
	return strings.Join(parts, " ")
}
