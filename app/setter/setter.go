// Package setter is the setter's bench apart from the page: a puzzle
// being set (its givens and its rules), the edits a setter makes to it,
// each checked by the engine's rules model before it lands, and undo and
// redo over every edit.
//
// A Draft is always valid: its rules pass sudoku.Rules.Validate for its
// shape, so the engine can count its solutions after every edit. An edit
// that would break that is refused with an error that says why, and the
// draft stays as it was.
package setter

import (
	"errors"
	"reflect"
	"slices"
	"strconv"

	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Tool is what a selection of cells becomes when the setter applies it.
type Tool uint8

// The tools, in the order the bench offers them (Tools).
const (
	Givens       Tool = iota // digits typed into the selected cells are givens
	Cage                     // a killer cage over the selection; digits typed before or after set its total
	Thermo                   // a thermometer, from the bulb, in the order the cells were selected
	Arrow                    // an arrow: the first cell selected is the circle, the others the shaft
	PillArrow                // an arrow with a pill: the first two cells selected, read as a number, then the shaft
	Whisper                  // a German whispers line
	Renban                   // a renban line
	Between                  // a between line
	Palindrome               // a palindrome line
	WhiteDot                 // a white kropki dot between two cells that share an edge
	BlackDot                 // a black kropki dot between two cells that share an edge
	XSum                     // an X (sum 10) between two cells that share an edge
	VSum                     // a V (sum 5) between two cells that share an edge
	LittleKiller             // a little killer: the diagonal through the selection, from the end of its first cell; it takes a total
	Sandwich                 // a sandwich clue on the row or column of the selection; it takes a total
	Odd                      // each selected cell holds an odd digit
	Even                     // each selected cell holds an even digit
	Region                   // the selection is one jigsaw region of N connected cells
	toolCount
)

// ToolInfo describes a tool as the bench offers it, in the player's
// words.
type ToolInfo struct {
	Tool Tool
	ID   string // its part of an element's ID, the same in every language: "white-dot"
	Name string // a button's text: "Cage"
	How  string // how to use it, in a setter's words
}

// TakesTotal reports whether the tool's clue has a total, typed before it
// is drawn (ApplyTotal): little killers and sandwiches.
func (t Tool) TakesTotal() bool { return t == LittleKiller || t == Sandwich }

var toolIDs = [toolCount]string{
	"givens", "cage", "thermo", "arrow", "pill-arrow", "whispers", "renban", "between", "palindrome",
	"white-dot", "black-dot", "x", "v", "little-killer", "sandwich", "odd", "even", "region",
}

// Tools returns every tool, in the bench's order. The slice is new on
// each call.
func Tools() []ToolInfo {
	ts := make([]ToolInfo, toolCount)
	for i := range ts {
		ts[i] = Tool(i).Info()
	}
	return ts
}

// Info returns t's description, in the player's words.
func (t Tool) Info() ToolInfo {
	if t >= toolCount {
		return ToolInfo{Tool: t, ID: "tool-" + strconv.Itoa(int(t)), Name: "tool " + strconv.Itoa(int(t))}
	}
	name, how := t.words()
	return ToolInfo{Tool: t, ID: toolIDs[t], Name: name, How: how}
}

// words returns t's name and how to use it, in the player's words.
func (t Tool) words() (name, how string) {
	switch t {
	case Givens:
		return i18n.T("Givens"), i18n.T("Select cells and type digits; Delete clears them.")
	case Cage:
		return i18n.T("Cage"), i18n.T("Select touching cells, type their total if they have one, then Apply: a selection that takes in cells of cages joins them into one; Overlapping cage draws a cage of its own over them instead. With a cage's cell selected, digits typed set its total.")
	case Thermo:
		return i18n.T("Thermo"), i18n.T("Select cells from the bulb to the tip, in order, then Apply.")
	case Arrow:
		return i18n.T("Arrow"), i18n.T("Select the circle first, then the shaft in order, then Apply.")
	case PillArrow:
		return i18n.T("Pill arrow"), i18n.T("Select the pill's two cells (a number of two digits), then the shaft in order, then Apply.")
	case Whisper:
		return i18n.T("Whispers"), i18n.T("Select the line's cells in order, then Apply: neighbours on it differ by at least half the digits.")
	case Renban:
		return i18n.T("Renban"), i18n.T("Select the line's cells in order, then Apply: its digits form a run, in any order.")
	case Between:
		return i18n.T("Between"), i18n.T("Select the line from one circle to the other, then Apply.")
	case Palindrome:
		return i18n.T("Palindrome"), i18n.T("Select the line's cells in order, then Apply.")
	case WhiteDot:
		return i18n.T("White dot"), i18n.T("Select two cells that share an edge, then Apply: their digits are consecutive.")
	case BlackDot:
		return i18n.T("Black dot"), i18n.T("Select two cells that share an edge, then Apply: one digit is double the other.")
	case XSum:
		return i18n.T("X"), i18n.T("Select two cells that share an edge, then Apply: their digits add up to 10.")
	case VSum:
		return i18n.T("V"), i18n.T("Select two cells that share an edge, then Apply: their digits add up to 5.")
	case LittleKiller:
		return i18n.T("Little killer"), i18n.T("Type the total, select two cells along a diagonal from the clue's end, then Apply: the whole diagonal adds up to it.")
	case Sandwich:
		return i18n.T("Sandwich"), i18n.T("Type the total, select cells of one row or column, then Apply: the digits between its 1 and its highest digit add up to it.")
	case Odd:
		return i18n.T("Odd"), i18n.T("Select cells, then Apply: each holds an odd digit.")
	case Even:
		return i18n.T("Even"), i18n.T("Select cells, then Apply: each holds an even digit.")
	}
	return i18n.T("Region"), i18n.T("Select one region's cells, then Apply; the regions replace the boxes once all are drawn.")
}

// Global is a rule over the whole grid, switched on or off.
type Global uint8

// The rules over the whole grid, in the bench's order (Globals).
const (
	Diagonals      Global = iota // both diagonals are houses (Sudoku X)
	Windoku                      // the windoku windows are houses
	AntiKnight                   // no digit a knight's move from itself
	AntiKing                     // no digit a king's move from itself
	NonConsecutive               // no consecutive digits in cells sharing an edge
	globalCount
)

var globalNames = [globalCount]string{"Diagonals (X)", "Windoku", "Anti-knight", "Anti-king", "Non-consecutive"}

// Globals returns every rule over the whole grid, in the bench's order.
func Globals() []Global {
	gs := make([]Global, globalCount)
	for i := range gs {
		gs[i] = Global(i)
	}
	return gs
}

// String returns g's name in English, as element IDs and tests know it:
// "Diagonals (X)". Name says it in the player's words.
func (g Global) String() string {
	if g >= globalCount {
		return "rule " + strconv.Itoa(int(g))
	}
	return globalNames[g]
}

// Name returns g's name in the player's words, as the bench shows it.
func (g Global) Name() string {
	switch g {
	case Diagonals:
		return i18n.T("Diagonals (X)")
	case Windoku:
		return i18n.T("Windoku")
	case AntiKnight:
		return i18n.T("Anti-knight")
	case AntiKing:
		return i18n.T("Anti-king")
	case NonConsecutive:
		return i18n.T("Non-consecutive")
	}
	return g.String()
}

// Draft is a puzzle being set: a grid of givens under rules, with the
// history of its edits. The zero value is not usable: use New or From.
type Draft struct {
	shape  sudoku.Shape
	givens sudoku.Grid
	rules  sudoku.Rules
	code   string // the rules' code (sudoku.EncodeRules), kept beside them

	// regions are the jigsaw regions drawn so far, each cell's region
	// index or -1; they become the rules' regions once they cover the
	// grid (and leave them when one is removed).
	regions []int

	past, future []snapshot
	typing       typing // a cage total being typed
}

// typing is a cage total being typed, digit by digit: the cage (its index
// among the rules' constraints, which a total set keeps, and any other
// edit clears typing) and the digits so far.
type typing struct {
	cage   int
	digits string
}

// snapshot is a draft's state, for undo and redo: the rules as their
// code, which shares nothing with the draft's live rules.
type snapshot struct {
	givens  sudoku.Grid
	code    string
	regions []int
}

// New returns an empty draft of shape s: no givens, classic rules.
func New(s sudoku.Shape) (*Draft, error) {
	if err := s.Validate(); err != nil {
		return nil, err
	}
	return From(sudoku.Puzzle{Grid: sudoku.NewGrid(s), Rules: sudoku.Rules{}})
}

// From returns a draft of puzzle p: its givens and its rules, which must
// be valid for its shape. The draft copies them.
func From(p sudoku.Puzzle) (*Draft, error) {
	s := p.Grid.Shape()
	if err := p.Rules.Validate(s); err != nil {
		return nil, err
	}
	d := &Draft{shape: s, givens: p.Grid}
	d.restore(snapshot{givens: p.Grid, code: sudoku.EncodeRules(s, &p.Rules), regions: slices.Clone(p.Rules.Regions)})
	if d.regions == nil {
		d.regions = noRegions(s)
	}
	return d, nil
}

func noRegions(s sudoku.Shape) []int {
	r := make([]int, s.Cells())
	for i := range r {
		r[i] = -1
	}
	return r
}

// Shape returns the draft's shape.
func (d *Draft) Shape() sudoku.Shape { return d.shape }

// Givens returns the givens.
func (d *Draft) Givens() sudoku.Grid { return d.givens }

// Rules returns the rules. They are the draft's own: read them, do not
// change them.
func (d *Draft) Rules() *sudoku.Rules { return &d.rules }

// RulesCode returns the rules' code (sudoku.EncodeRules), "" for classic.
func (d *Draft) RulesCode() string { return d.code }

// Puzzle returns the puzzle as it stands, sharing the draft's rules.
func (d *Draft) Puzzle() sudoku.Puzzle { return sudoku.Puzzle{Grid: d.givens, Rules: d.rules} }

// Regions returns the jigsaw regions drawn so far: each cell's region
// index, or -1 for a cell in none. Read it, do not change it.
func (d *Draft) Regions() []int { return d.regions }

// RegionsDrawn returns how many jigsaw regions are drawn.
func (d *Draft) RegionsDrawn() int {
	n := 0
	for _, r := range d.regions {
		n = max(n, r+1)
	}
	return n
}

func (d *Draft) snapshot() snapshot {
	return snapshot{givens: d.givens, code: d.code, regions: slices.Clone(d.regions)}
}

// restore makes s the draft's state. s's code was written by the draft
// from valid rules, so it decodes.
func (d *Draft) restore(s snapshot) {
	rules, err := sudoku.DecodeRules(d.shape, s.code)
	if err != nil {
		panic("setter: a snapshot's rules do not decode: " + err.Error())
	}
	d.givens, d.rules, d.code, d.regions = s.givens, rules, s.code, s.regions
	d.typing = typing{}
}

// commit makes givens, rules and regions the draft's state, as one edit
// that Undo takes back, once the rules are valid; otherwise it changes
// nothing and returns the rules' error, or ErrNothing when nothing would
// change.
func (d *Draft) commit(givens sudoku.Grid, rules sudoku.Rules, regions []int) error {
	if err := rules.Validate(d.shape); err != nil {
		return err
	}
	code := sudoku.EncodeRules(d.shape, &rules)
	if givens == d.givens && code == d.code && slices.Equal(regions, d.regions) {
		return ErrNothing
	}
	d.past = append(d.past, d.snapshot())
	d.future = nil
	d.givens, d.rules, d.code, d.regions = givens, rules, code, regions
	d.typing = typing{}
	return nil
}

// Undo takes back the last edit, and reports whether there was one.
func (d *Draft) Undo() bool { return d.travel(&d.past, &d.future) }

// Redo puts back the last edit undone, and reports whether there was one.
func (d *Draft) Redo() bool { return d.travel(&d.future, &d.past) }

// travel moves the draft to the last state of from, keeping the state it
// leaves at the end of to.
func (d *Draft) travel(from, to *[]snapshot) bool {
	if len(*from) == 0 {
		return false
	}
	*to = append(*to, d.snapshot())
	d.restore((*from)[len(*from)-1])
	*from = (*from)[:len(*from)-1]
	return true
}

// CanUndo and CanRedo report whether Undo and Redo have an edit to take.
func (d *Draft) CanUndo() bool { return len(d.past) > 0 }
func (d *Draft) CanRedo() bool { return len(d.future) > 0 }

// ErrNothing is the error of an edit that would change nothing: no cells
// selected, or the digit already there.
var ErrNothing = errors.New("nothing to change")

// Place makes digit v (0 to clear) the given of each of cells.
func (d *Draft) Place(cells []sudoku.Cell, v sudoku.Digit) error {
	if int(v) > d.shape.N() {
		return errors.New(i18n.T("{{.Digit}} is not a digit of a {{.N}}x{{.N}} grid", i18n.Str("Digit", v.String()), i18n.Num("N", d.shape.N())))
	}
	g := d.givens
	for _, c := range cells {
		g.Set(c, v)
	}
	if g == d.givens {
		return ErrNothing
	}
	return d.commit(g, d.rules, slices.Clone(d.regions))
}

// SetGivens replaces every given at once (as a minimised puzzle does), as
// one edit. g must be of the draft's shape.
func (d *Draft) SetGivens(g sudoku.Grid) error {
	if g.Shape() != d.shape {
		return errors.New(i18n.T("a {{.Size}}x{{.Size}} grid in a {{.N}}x{{.N}} draft", i18n.Num("Size", g.Shape().N()), i18n.Num("N", d.shape.N())))
	}
	if g == d.givens {
		return ErrNothing
	}
	return d.commit(g, d.rules, slices.Clone(d.regions))
}

// Has reports whether rule g is on.
func (d *Draft) Has(g Global) bool {
	_, ok := d.globalAt(g)
	return ok
}

// globalAt finds rule g among the rules: the index of its constraint or,
// for the houses (Diagonals, Windoku), of its first extra house.
func (d *Draft) globalAt(g Global) (int, bool) {
	switch g {
	case Diagonals, Windoku:
		kind := sudoku.MainDiagonal
		if g == Windoku {
			kind = sudoku.Window
		}
		i := slices.IndexFunc(d.rules.Extra, func(h sudoku.ExtraHouse) bool { return h.Kind == kind })
		return i, i >= 0
	}
	want := globalConstraint(g)
	i := slices.IndexFunc(d.rules.Constraints, func(c sudoku.Constraint) bool { return c == want })
	return i, i >= 0
}

func globalConstraint(g Global) sudoku.Constraint {
	switch g {
	case AntiKnight:
		return sudoku.AntiKnight{}
	case AntiKing:
		return sudoku.AntiKing{}
	case NonConsecutive:
		return sudoku.NonConsecutive{}
	}
	return nil
}

// Toggle switches rule g on or off, as one edit.
func (d *Draft) Toggle(g Global) error {
	if g >= globalCount {
		return errors.New(i18n.T("no rule {{.Number}}", i18n.Num("Number", int(g))))
	}
	r := d.cloneRules()
	switch g {
	case Diagonals, Windoku:
		kinds := []sudoku.ExtraKind{sudoku.MainDiagonal, sudoku.AntiDiagonal}
		houses := sudoku.Diagonals(d.shape)
		if g == Windoku {
			kinds, houses = []sudoku.ExtraKind{sudoku.Window}, sudoku.Windows(d.shape)
		}
		if d.Has(g) {
			r.Extra = slices.DeleteFunc(r.Extra, func(h sudoku.ExtraHouse) bool { return slices.Contains(kinds, h.Kind) })
		} else {
			if len(houses) == 0 {
				return errors.New(i18n.T("a {{.N}}x{{.N}} grid has no room for windows", i18n.Num("N", d.shape.N())))
			}
			r.Extra = append(r.Extra, houses...)
		}
	default:
		if i, ok := d.globalAt(g); ok {
			r.Constraints = slices.Delete(r.Constraints, i, i+1)
		} else {
			r.Constraints = append(r.Constraints, globalConstraint(g))
		}
	}
	return d.commit(d.givens, r, slices.Clone(d.regions))
}

// cloneRules returns a copy of the rules that shares no slice with them.
func (d *Draft) cloneRules() sudoku.Rules {
	r, err := sudoku.DecodeRules(d.shape, d.code)
	if err != nil {
		panic("setter: the draft's rules do not decode: " + err.Error())
	}
	return r
}

// Apply makes the selected cells, in the order selected, what tool t
// draws: a cage, a line, a dot, parity marks or a region. Givens is not
// applied (digits are placed with Place). A dot or a parity mark takes
// the place of one already there; a line the same as one there changes
// nothing. A cage is drawn as DrawCage draws it: a selection that shares
// cells with cages joins them.
func (d *Draft) Apply(t Tool, cells []sudoku.Cell) error {
	if len(cells) == 0 {
		return errors.New(i18n.T("select the cells first"))
	}
	switch t {
	case Region:
		return d.addRegion(cells)
	case Cage:
		_, err := d.DrawCage(cells)
		return err
	}
	switch t {
	case LittleKiller:
		return errors.New(i18n.T("a little killer needs its total: type it first"))
	case Sandwich:
		return errors.New(i18n.T("a sandwich needs its total: type it first"))
	}
	r := d.cloneRules()
	cs := slices.Clone(cells)
	var add []sudoku.Constraint
	switch t {
	case Thermo:
		add = []sudoku.Constraint{sudoku.Thermo{Cells: cs}}
	case Arrow:
		if len(cs) < 2 {
			return errors.New(i18n.T("an arrow needs its circle and at least one cell of shaft"))
		}
		add = []sudoku.Constraint{sudoku.Arrow{Circle: cs[:1], Shaft: cs[1:]}}
	case PillArrow:
		if len(cs) < 3 || !d.shape.Orthogonal(cs[0], cs[1]) {
			return errors.New(i18n.T("a pill arrow needs two cells that share an edge for its pill, then at least one cell of shaft"))
		}
		add = []sudoku.Constraint{sudoku.Arrow{Circle: cs[:2], Shaft: cs[2:]}}
	case Whisper:
		add = []sudoku.Constraint{sudoku.Whisper{Cells: cs}}
	case Renban:
		add = []sudoku.Constraint{sudoku.Renban{Cells: cs}}
	case Between:
		add = []sudoku.Constraint{sudoku.Between{Cells: cs}}
	case Palindrome:
		add = []sudoku.Constraint{sudoku.Palindrome{Cells: cs}}
	case WhiteDot, BlackDot, XSum, VSum:
		if len(cs) != 2 {
			return betweenTwo(t)
		}
		a, b := min(cs[0], cs[1]), max(cs[0], cs[1])
		r.Constraints = slices.DeleteFunc(r.Constraints, func(c sudoku.Constraint) bool { return onEdge(c, a, b) })
		switch t {
		case WhiteDot, BlackDot:
			add = []sudoku.Constraint{sudoku.Kropki{A: a, B: b, Black: t == BlackDot}}
		case XSum:
			add = []sudoku.Constraint{sudoku.XV{A: a, B: b, Sum: 10}}
		default:
			add = []sudoku.Constraint{sudoku.XV{A: a, B: b, Sum: 5}}
		}
	case Odd, Even:
		for _, c := range cs {
			r.Constraints = slices.DeleteFunc(r.Constraints, func(k sudoku.Constraint) bool {
				p, ok := k.(sudoku.Parity)
				return ok && p.Cell == c
			})
			add = append(add, sudoku.Parity{Cell: c, Even: t == Even})
		}
	default:
		return errors.New(i18n.T("{{.Tool}} draws nothing on its own", i18n.Str("Tool", t.Info().Name)))
	}
	for _, c := range add {
		if !containsEqual(r.Constraints, c) {
			r.Constraints = append(r.Constraints, c)
		}
	}
	return lineLength(t, d.commit(d.givens, r, slices.Clone(d.regions)))
}

// lineLength words err, the rules' refusal of a line that tool t drew
// through too few or too many cells, in a setter's words: the rules' own
// error says "has 10 cells, want at most 9". Other errors pass as they
// are.
func lineLength(t Tool, err error) error {
	var count *sudoku.CountError
	if !errors.As(err, &count) {
		return err
	}
	tool := i18n.Str("Tool", t.Info().Name)
	if count.Have < count.Min {
		return errors.New(i18n.N(count.Min, "{{.Tool}} takes {{.Count}} cell or more: select them in order, then Apply",
			"{{.Tool}} takes {{.Count}} cells or more: select them in order, then Apply", tool))
	}
	return errors.New(i18n.N(count.Max, "{{.Tool}} takes {{.Count}} cell at most: this one would have {{.Cells}}",
		"{{.Tool}} takes {{.Count}} cells at most: this one would have {{.Cells}}", tool, i18n.Num("Cells", count.Have)))
}

// ApplyTotal draws a clue with a total (TakesTotal) over the selection
// cells, in the order selected: a little killer along the diagonal of
// the first two cells, from the edge behind the first to the other edge;
// a sandwich clue on the one row or column holding every cell. The rules
// then say whether the total fits. It is an undoable edit.
func (d *Draft) ApplyTotal(t Tool, cells []sudoku.Cell, total int) error {
	if !t.TakesTotal() {
		return d.Apply(t, cells)
	}
	s := d.shape
	var clue sudoku.Constraint
	switch t {
	case LittleKiller:
		if len(cells) < 2 {
			return errors.New(i18n.T("a little killer needs two cells along its diagonal, from the clue's end"))
		}
		dr, dc := s.Row(cells[1])-s.Row(cells[0]), s.Col(cells[1])-s.Col(cells[0])
		if dr*dr != 1 || dc*dc != 1 {
			return errors.New(i18n.T("{{.Cell}} is not diagonal from {{.From}}", i18n.Str("Cell", s.CellName(cells[1])), i18n.Str("From", s.CellName(cells[0]))))
		}
		r, c := s.Row(cells[0]), s.Col(cells[0])
		for in(s, r-dr, c-dc) {
			r, c = r-dr, c-dc
		}
		var line []sudoku.Cell
		for ; in(s, r, c); r, c = r+dr, c+dc {
			line = append(line, s.CellAt(r, c))
		}
		for _, x := range cells {
			if !slices.Contains(line, x) {
				return errors.New(i18n.T("{{.Cell}} is off the diagonal", i18n.Str("Cell", s.CellName(x))))
			}
		}
		clue = sudoku.LittleKiller{Sum: total, Cells: line}
	case Sandwich:
		row, col := true, true
		for _, x := range cells[1:] {
			row = row && s.Row(x) == s.Row(cells[0])
			col = col && s.Col(x) == s.Col(cells[0])
		}
		switch {
		case len(cells) < 2:
			return errors.New(i18n.T("a sandwich needs two cells or more of its row or column"))
		case row:
			clue = sudoku.Sandwich{Line: sudoku.House(s.Row(cells[0])), Sum: total}
		case col:
			clue = sudoku.Sandwich{Line: sudoku.House(s.N() + s.Col(cells[0])), Sum: total}
		default:
			return errors.New(i18n.T("a sandwich's cells must lie in one row or one column"))
		}
	}
	r := d.cloneRules()
	// One clue per diagonal or line: a new total replaces the old.
	r.Constraints = slices.DeleteFunc(r.Constraints, func(k sudoku.Constraint) bool {
		switch x := k.(type) {
		case sudoku.LittleKiller:
			lk, ok := clue.(sudoku.LittleKiller)
			return ok && slices.Equal(x.Cells, lk.Cells)
		case sudoku.Sandwich:
			sw, ok := clue.(sudoku.Sandwich)
			return ok && x.Line == sw.Line
		}
		return false
	})
	r.Constraints = append(r.Constraints, clue)
	return d.commit(d.givens, r, slices.Clone(d.regions))
}

// in reports whether row r, column c is on the grid of s.
func in(s sudoku.Shape, r, c int) bool { return r >= 0 && c >= 0 && r < s.N() && c < s.N() }

// betweenTwo is the error of a dot, an X or a V (tool t) over a
// selection of other than two cells.
func betweenTwo(t Tool) error {
	switch t {
	case WhiteDot:
		return errors.New(i18n.T("a white dot goes between two cells: select two that share an edge"))
	case BlackDot:
		return errors.New(i18n.T("a black dot goes between two cells: select two that share an edge"))
	case XSum:
		return errors.New(i18n.T("an X goes between two cells: select two that share an edge"))
	}
	return errors.New(i18n.T("a V goes between two cells: select two that share an edge"))
}

// onEdge reports whether c is a dot, an X or a V between cells a and b.
func onEdge(c sudoku.Constraint, a, b sudoku.Cell) bool {
	switch k := c.(type) {
	case sudoku.Kropki:
		return min(k.A, k.B) == a && max(k.A, k.B) == b
	case sudoku.XV:
		return min(k.A, k.B) == a && max(k.A, k.B) == b
	}
	return false
}

// containsEqual reports whether cs holds a constraint equal to c: the same
// kind over the same cells in the same order.
func containsEqual(cs []sudoku.Constraint, c sudoku.Constraint) bool {
	return slices.ContainsFunc(cs, func(k sudoku.Constraint) bool { return reflect.DeepEqual(k, c) })
}

// connected checks that cells form one group through shared edges.
func (d *Draft) connected(cells []sudoku.Cell) error {
	in := make(map[sudoku.Cell]bool, len(cells))
	for _, c := range cells {
		in[c] = true
	}
	seen := map[sudoku.Cell]bool{cells[0]: true}
	stack := []sudoku.Cell{cells[0]}
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, nb := range d.shape.EdgeCells(c) {
			if in[nb] && !seen[nb] {
				seen[nb] = true
				stack = append(stack, nb)
			}
		}
	}
	for _, c := range cells {
		if !seen[c] {
			return errors.New(i18n.T("{{.Cell}} is apart from {{.From}}", i18n.Str("Cell", d.shape.CellName(c)), i18n.Str("From", d.shape.CellName(cells[0]))))
		}
	}
	return nil
}

// CageAt returns the index among the rules' constraints of the cage that
// holds cell c, and whether there is one: where cages overlap, the one
// drawn last (DrawCageOver), whose total a setter types next.
func (d *Draft) CageAt(c sudoku.Cell) (int, bool) {
	for i, k := range slices.Backward(d.rules.Constraints) {
		if cage, ok := k.(sudoku.Cage); ok && slices.Contains(cage.Cells, c) {
			return i, true
		}
	}
	return 0, false
}

// CageChange says what a cage edit (DrawCage, Uncage) did; its String
// says it in a setter's words, for a status line.
type CageChange struct {
	// Cages counts the cages drawn before that the edit changed: those
	// joined into the cage drawn, or the one cells were taken out of. 0
	// for a new cage.
	Cages int
	From  int   // the cells of those cages before
	To    int   // the cells of the cage after; 0 when it went
	Total int   // the cage's total after, 0 for none
	Lost  []int // the totals that went, in the rules' order
	Over  int   // the cages a cage drawn over others shares cells with (DrawCageOver)

	out   bool // cells were taken out (Uncage)
	typed bool // Total was typed before the cage was drawn (DrawCageTotal)
	n     int  // the grid's side, which bounds a total
}

// String says what the edit did, in the player's words: "2 cages
// joined: 4 cells → 6 cells, total 17 kept."
func (c CageChange) String() string {
	total := i18n.Num("Total", c.Total)
	switch {
	case c.Cages == 0 && c.Over > 0 && c.typed:
		return i18n.N(c.Over, "Cage drawn on {{.Cells}} over another cage, total {{.Total}}.", "Cage drawn on {{.Cells}} over {{.Count}} other cages, total {{.Total}}.", cellsArg("Cells", c.To), total)
	case c.Cages == 0 && c.Over > 0:
		return i18n.N(c.Over, "Cage drawn on {{.Cells}} over another cage.", "Cage drawn on {{.Cells}} over {{.Count}} other cages.", cellsArg("Cells", c.To))
	case c.Cages == 0 && c.typed:
		return i18n.N(c.To, "Cage drawn on {{.Count}} cell, total {{.Total}}.", "Cage drawn on {{.Count}} cells, total {{.Total}}.", total)
	case c.Cages == 0:
		return i18n.N(c.To, "Cage drawn on {{.Count}} cell.", "Cage drawn on {{.Count}} cells.")
	case c.out && c.To == 0:
		return i18n.N(c.From, "Cage of {{.Count}} cell removed.", "Cage of {{.Count}} cells removed.")
	case c.typed && c.Cages == 1 && c.From == c.To && len(c.Lost) > 0:
		return i18n.N(c.To, "Cage of {{.Count}} cell: total {{.Total}} in place of {{.Lost}}.", "Cage of {{.Count}} cells: total {{.Total}} in place of {{.Lost}}.", total, i18n.Str("Lost", andList(c.Lost)))
	case c.typed && c.Cages == 1 && c.From == c.To:
		return i18n.N(c.To, "Cage of {{.Count}} cell: total {{.Total}}.", "Cage of {{.Count}} cells: total {{.Total}}.", total)
	}
	// What the cage came to (a headline), then from how many cells to how many, and its total.
	var what string
	switch {
	case c.out:
		what = i18n.T("Cage shrunk")
	case c.Cages == 1:
		what = i18n.T("Cage grown")
	default:
		what = i18n.N(c.Cages, "{{.Count}} cage joined", "{{.Count}} cages joined")
	}
	args := []i18n.Arg{i18n.Str("What", what), cellsArg("From", c.From), cellsArg("To", c.To)}
	switch lo, hi := reach(c.To, c.n); {
	case c.typed && len(c.Lost) > 0:
		return i18n.T("{{.What}}: {{.From}} → {{.To}}, total {{.Total}} in place of {{.Lost}}.", append(args, total, i18n.Str("Lost", andList(c.Lost)))...)
	case c.typed:
		return i18n.T("{{.What}}: {{.From}} → {{.To}}, total {{.Total}}.", append(args, total)...)
	case c.Total != 0:
		return i18n.T("{{.What}}: {{.From}} → {{.To}}, total {{.Total}} kept.", append(args, total)...)
	case len(c.Lost) == 1 && c.Lost[0] < lo:
		return i18n.T("{{.What}}: {{.From}} → {{.To}}, total {{.Dropped}} dropped: {{.To}} add up to {{.Least}} at least.", append(args, i18n.Num("Dropped", c.Lost[0]), i18n.Num("Least", lo))...)
	case len(c.Lost) == 1:
		return i18n.T("{{.What}}: {{.From}} → {{.To}}, total {{.Dropped}} dropped: {{.To}} add up to {{.Most}} at most.", append(args, i18n.Num("Dropped", c.Lost[0]), i18n.Num("Most", hi))...)
	case len(c.Lost) > 1:
		return i18n.T("{{.What}}: {{.From}} → {{.To}}, totals {{.Lost}} dropped.", append(args, i18n.Str("Lost", andList(c.Lost)))...)
	}
	return i18n.T("{{.What}}: {{.From}} → {{.To}}, no total.", args...)
}

// andList says numbers as a list, in the player's words: "16", "16 and
// 17", "9, 16 and 17".
func andList(ns []int) string {
	if len(ns) == 0 {
		return ""
	}
	list := strconv.Itoa(ns[0])
	for i, n := range ns[1:] {
		next := strconv.Itoa(n)
		if i == len(ns)-2 {
			return i18n.T("{{.List}} and {{.Last}}", i18n.Str("List", list), i18n.Str("Last", next))
		}
		list = i18n.T("{{.List}}, {{.Next}}", i18n.Str("List", list), i18n.Str("Next", next))
	}
	return list
}

// cellsArg is the argument name of value "1 cell", "3 cells": k cells, in
// the player's words.
func cellsArg(name string, k int) i18n.Arg {
	return i18n.Str(name, i18n.N(k, "{{.Count}} cell", "{{.Count}} cells"))
}

// because is an error whose text, msg, says err's in the player's words;
// it wraps err.
func because(msg string, err error) error { return wrapped{msg, err} }

type wrapped struct {
	msg string
	err error
}

func (w wrapped) Error() string { return w.msg }
func (w wrapped) Unwrap() error { return w.err }

// tooBig is the error of a cage of k cells on a grid of side n, more
// than it can hold.
func tooBig(n, k int) error {
	return errors.New(i18n.N(n, "a cage holds {{.Count}} cell at most: this one would have {{.Cells}}", "a cage holds {{.Count}} cells at most: this one would have {{.Cells}}", i18n.Num("Cells", k)))
}

// outOfReach is the error of a total a cage of k cells cannot reach: its
// totals are lo to hi.
func outOfReach(k, lo, hi, total int) error {
	return errors.New(i18n.N(k, "{{.Count}} cell of a cage add up to {{.Least}} to {{.Most}}: the total {{.Total}} is out of reach",
		"{{.Count}} cells of a cage add up to {{.Least}} to {{.Most}}: the total {{.Total}} is out of reach",
		i18n.Num("Least", lo), i18n.Num("Most", hi), i18n.Num("Total", total)))
}

// DrawCage draws a killer cage over cells, as one edit, and says what it
// did. Cells in no cage become a new cage; they must touch, each sharing
// an edge with another. A selection that shares cells with cages already
// drawn grows them: the selection and every cage it shares a cell with
// become one cage, which must touch as one piece (the refusal names a
// cell apart) and hold no more than N cells. The cage joined takes the
// place among the rules of the first of them, so the drawing order
// stays; its cells are theirs in their order, then the selection's new
// cells in the order selected. It keeps a total when exactly one of the
// cages joined had one and the bigger cage can still reach it; otherwise
// it has none, and Lost says which went. A selection of cells of one cage
// only changes nothing (ErrNothing). Undo brings back the cages as they
// were. Cost: the cages' cells times the selection's, and a check of
// the rules.
func (d *Draft) DrawCage(cells []sudoku.Cell) (CageChange, error) { return d.DrawCageTotal(cells, 0) }

// DrawCageTotal is DrawCage with a total typed before the cage is drawn,
// as SudokuPad's and f-puzzles' setters type it: the cage drawn takes
// total in place of any it would keep (Lost names those it replaces), and
// a selection of one cage's cells takes it as that cage's. A total the
// cage cannot reach is refused, and nothing is drawn. A total of 0 is
// none typed: DrawCage.
func (d *Draft) DrawCageTotal(cells []sudoku.Cell, total int) (CageChange, error) {
	if len(cells) == 0 {
		return CageChange{}, errors.New(i18n.T("select the cells first"))
	}
	n := d.shape.N()
	r := d.cloneRules()
	change := CageChange{n: n}
	var joined []int // the cages' indexes among the constraints
	var union []sudoku.Cell
	in := make(map[sudoku.Cell]bool, n)
	add := func(c sudoku.Cell) {
		if !in[c] {
			in[c] = true
			union = append(union, c)
		}
	}
	var totals []int
	for i, k := range r.Constraints {
		cage, ok := k.(sudoku.Cage)
		if !ok || !slices.ContainsFunc(cage.Cells, func(c sudoku.Cell) bool { return slices.Contains(cells, c) }) {
			continue
		}
		joined = append(joined, i)
		change.From += len(cage.Cells)
		for _, c := range cage.Cells {
			add(c)
		}
		if cage.Sum != 0 {
			totals = append(totals, cage.Sum)
		}
	}
	for _, c := range cells {
		add(c)
	}
	if len(joined) == 1 && len(union) == change.From && (total == 0 || slices.Equal(totals, []int{total})) {
		return CageChange{}, ErrNothing
	}
	if err := d.connected(union); err != nil {
		return CageChange{}, because(i18n.T("a cage's cells must touch: {{.Reason}}", i18n.Str("Reason", err.Error())), err)
	}
	if len(union) > n {
		return CageChange{}, tooBig(n, len(union))
	}
	lo, hi := reach(len(union), n)
	if total != 0 && (total < lo || total > hi) {
		return CageChange{}, outOfReach(len(union), lo, hi, total)
	}
	cage := sudoku.Cage{Cells: union}
	change.Cages, change.To = len(joined), len(union)
	switch {
	case total != 0:
		cage.Sum, change.Total, change.typed = total, total, true
		change.Lost = slices.DeleteFunc(totals, func(t int) bool { return t == total })
	case len(totals) == 1 && totals[0] >= lo && totals[0] <= hi:
		cage.Sum, change.Total = totals[0], totals[0]
	default:
		change.Lost = totals
	}
	if len(joined) == 0 {
		r.Constraints = append(r.Constraints, cage)
	} else {
		r.Constraints[joined[0]] = cage
		for _, i := range slices.Backward(joined[1:]) {
			r.Constraints = slices.Delete(r.Constraints, i, i+1)
		}
	}
	if err := d.commit(d.givens, r, slices.Clone(d.regions)); err != nil {
		return CageChange{}, err
	}
	return change, nil
}

// DrawCageOver draws a killer cage of its own over cells, as one edit,
// with total (0 for none), and says what it did: where the selection
// shares cells with cages already drawn, they stay as they are and the
// cages overlap, as f-puzzles allows (DrawCage joins them instead). The
// cells must touch, each sharing an edge with another, be no more than
// N, and not be a cage already; a total the cage cannot reach is
// refused. The cage goes last among the rules: CageAt finds it first
// where cages overlap. Undo takes it back. Cost: the cages' cells times
// the selection's, and a check of the rules.
func (d *Draft) DrawCageOver(cells []sudoku.Cell, total int) (CageChange, error) {
	if len(cells) == 0 {
		return CageChange{}, errors.New(i18n.T("select the cells first"))
	}
	n := d.shape.N()
	var own []sudoku.Cell
	for _, c := range cells {
		if !slices.Contains(own, c) {
			own = append(own, c)
		}
	}
	if err := d.connected(own); err != nil {
		return CageChange{}, because(i18n.T("a cage's cells must touch: {{.Reason}}", i18n.Str("Reason", err.Error())), err)
	}
	if len(own) > n {
		return CageChange{}, tooBig(n, len(own))
	}
	if lo, hi := reach(len(own), n); total != 0 && (total < lo || total > hi) {
		return CageChange{}, outOfReach(len(own), lo, hi, total)
	}
	r := d.cloneRules()
	change := CageChange{To: len(own), Total: total, typed: total != 0, n: n}
	for _, k := range r.Constraints {
		cage, ok := k.(sudoku.Cage)
		if !ok || !slices.ContainsFunc(cage.Cells, func(c sudoku.Cell) bool { return slices.Contains(own, c) }) {
			continue
		}
		if len(cage.Cells) == len(own) && !slices.ContainsFunc(cage.Cells, func(c sudoku.Cell) bool { return !slices.Contains(own, c) }) {
			return CageChange{}, errors.New(i18n.T("these cells are a cage already, the {{.Cage}}: type its total instead", i18n.Str("Cage", cage.Name(d.shape))))
		}
		change.Over++
	}
	r.Constraints = append(r.Constraints, sudoku.Cage{Cells: own, Sum: total})
	if err := d.commit(d.givens, r, slices.Clone(d.regions)); err != nil {
		return CageChange{}, err
	}
	return change, nil
}

// Uncage takes the selected cells out of their cage, as one edit, and
// says what it did. The caged cells among cells must all be of one cage
// (cells in no cage are passed over; a cell in two, of the one CageAt
// finds); what is left of it must still
// touch as one piece, or the edit is refused with a cell that would be
// apart. The cage keeps its place among the rules, and its total while
// the cells left can reach it; a cage left without cells goes. Undo
// brings it back as it was.
func (d *Draft) Uncage(cells []sudoku.Cell) (CageChange, error) {
	at, first := -1, sudoku.Cell(0)
	for _, c := range cells {
		i, ok := d.CageAt(c)
		switch {
		case !ok:
		case at < 0:
			at, first = i, c
		case i != at:
			return CageChange{}, errors.New(i18n.T("{{.Cell}} and {{.Other}} are in different cages: take cells out of one cage at a time", i18n.Str("Cell", d.shape.CellName(first)), i18n.Str("Other", d.shape.CellName(c))))
		}
	}
	if at < 0 {
		return CageChange{}, errors.New(i18n.T("none of the selected cells is in a cage"))
	}
	r := d.cloneRules()
	cage := r.Constraints[at].(sudoku.Cage)
	left := slices.DeleteFunc(slices.Clone(cage.Cells), func(c sudoku.Cell) bool { return slices.Contains(cells, c) })
	change := CageChange{Cages: 1, From: len(cage.Cells), To: len(left), out: true, n: d.shape.N()}
	if len(left) == 0 {
		r.Constraints = slices.Delete(r.Constraints, at, at+1)
	} else {
		if err := d.connected(left); err != nil {
			return CageChange{}, because(i18n.T("the cage would fall in two: {{.Reason}}", i18n.Str("Reason", err.Error())), err)
		}
		if lo, hi := reach(len(left), change.n); cage.Sum != 0 && (cage.Sum < lo || cage.Sum > hi) {
			change.Lost, cage.Sum = []int{cage.Sum}, 0
		}
		cage.Cells, change.Total = left, cage.Sum
		r.Constraints[at] = cage
	}
	if err := d.commit(d.givens, r, slices.Clone(d.regions)); err != nil {
		return CageChange{}, err
	}
	return change, nil
}

// SetCageTotal gives the cage that holds cell c the total sum (0 for
// none), as one edit.
func (d *Draft) SetCageTotal(c sudoku.Cell, sum int) error {
	i, ok := d.CageAt(c)
	if !ok {
		return errors.New(i18n.T("{{.Cell}} is in no cage", i18n.Str("Cell", d.shape.CellName(c))))
	}
	r := d.cloneRules()
	cage := r.Constraints[i].(sudoku.Cage)
	if cage.Sum == sum {
		return ErrNothing
	}
	cage.Sum = sum
	r.Constraints[i] = cage
	return d.commit(d.givens, r, slices.Clone(d.regions))
}

// TypeCageDigit types digit v at the end of the total of the cage that
// holds cell c, as a setter types a number (NextTotal): 1 then 7 makes
// 17, 1 then 0 makes 10. The digits
// typed so far (Typed) become the cage's total as soon as the cage can
// reach it; a number no cage of its size can reach starts again from v.
func (d *Draft) TypeCageDigit(c sudoku.Cell, v sudoku.Digit) error {
	i, ok := d.CageAt(c)
	if !ok {
		return errors.New(i18n.T("{{.Cell}} is in no cage: select cells and apply Cage first", i18n.Str("Cell", d.shape.CellName(c))))
	}
	cage := d.rules.Constraints[i].(sudoku.Cage)
	n, k := d.shape.N(), len(cage.Cells)
	lo, _ := reach(k, n)
	next := NextTotal(d.typedFor(i, cage), v, k, n)
	sum, _ := strconv.Atoi(next)
	if sum < lo {
		d.typing = typing{cage: i, digits: next}
		return nil // on the way to a total: 1 of 17
	}
	err := d.SetCageTotal(c, sum)
	d.typing = typing{cage: i, digits: next}
	if errors.Is(err, ErrNothing) {
		return nil
	}
	return err
}

// NextTotal returns the digits of a cage's total typed so far, typed,
// with v typed after them, for a cage of k cells on a grid of side n: a
// number is typed as a setter types one, digit by digit in decimal (1
// then 7 makes 17; 1 then 0 makes 10). Where that makes more than such a
// cage can reach, the total starts again from v; a 0 then changes
// nothing, nor does a 0 first. A letter's digit (10 and up, on the big
// boards) starts again from its number.
func NextTotal(typed string, v sudoku.Digit, k, n int) string {
	_, hi := reach(k, n)
	d := strconv.Itoa(int(v))
	next := typed + d
	switch sum, _ := strconv.Atoi(next); {
	case v == 0 && (typed == "" || sum > hi):
		return typed
	case v >= 10 || sum > hi:
		return d
	}
	return next
}

// EraseCageDigit takes the last digit off the total of the cage that
// holds cell c, as typed.
func (d *Draft) EraseCageDigit(c sudoku.Cell) error {
	i, ok := d.CageAt(c)
	if !ok {
		return ErrNothing
	}
	cage := d.rules.Constraints[i].(sudoku.Cage)
	typed := d.typedFor(i, cage)
	if typed == "" {
		return ErrNothing
	}
	typed = typed[:len(typed)-1]
	sum, _ := strconv.Atoi(typed)
	n, k := d.shape.N(), len(cage.Cells)
	if lo, hi := reach(k, n); sum != 0 && sum < lo || sum > hi {
		sum = 0 // on the way to a total: none yet
	}
	err := d.SetCageTotal(c, sum)
	d.typing = typing{cage: i, digits: typed}
	if errors.Is(err, ErrNothing) {
		return nil
	}
	return err
}

// reach returns the least and greatest totals of k different digits of
// 1 to n: what a cage of k cells can add up to.
func reach(k, n int) (lo, hi int) { return k * (k + 1) / 2, k * (2*n - k + 1) / 2 }

// typedFor returns the digits of the total of cage, constraint i, as
// typed: those being typed into it, or its total.
func (d *Draft) typedFor(i int, cage sudoku.Cage) string {
	if d.typing.digits != "" && d.typing.cage == i {
		return d.typing.digits
	}
	if cage.Sum == 0 {
		return ""
	}
	return strconv.Itoa(cage.Sum)
}

// Typed returns the digits typed into the total of the cage that holds
// cell c when they are not its total yet (1 on the way to 17), and
// whether there are such digits.
func (d *Draft) Typed(c sudoku.Cell) (string, bool) {
	i, ok := d.CageAt(c)
	if !ok {
		return "", false
	}
	cage := d.rules.Constraints[i].(sudoku.Cage)
	typed := d.typedFor(i, cage)
	sum, _ := strconv.Atoi(typed)
	return typed, typed != "" && sum != cage.Sum
}

// Remove takes away every cage, line, dot, parity mark and region that
// touches any of cells (the rules over the whole grid stay; Toggle
// switches them), as one edit, and reports how many went.
func (d *Draft) Remove(cells []sudoku.Cell) (int, error) {
	touches := func(cs []sudoku.Cell) bool {
		return slices.ContainsFunc(cs, func(c sudoku.Cell) bool { return slices.Contains(cells, c) })
	}
	r := d.cloneRules()
	gone := 0
	r.Constraints = slices.DeleteFunc(r.Constraints, func(c sudoku.Constraint) bool {
		if touches(sudoku.CellsOf(c)) {
			gone++
			return true
		}
		return false
	})
	r.Extra = slices.DeleteFunc(r.Extra, func(h sudoku.ExtraHouse) bool {
		if h.Kind == sudoku.ExtraRegion && touches(h.Cells) {
			gone++
			return true
		}
		return false
	})
	regions := slices.Clone(d.regions)
	for _, c := range cells {
		if k := regions[c]; k >= 0 {
			gone++
			regions = dropRegion(regions, k)
		}
	}
	if gone == 0 {
		return 0, ErrNothing
	}
	r.Regions = complete(d.shape, regions)
	return gone, d.commit(d.givens, r, regions)
}

// dropRegion takes region k out of a layout, numbering the regions after
// it one lower.
func dropRegion(regions []int, k int) []int {
	for i, r := range regions {
		switch {
		case r == k:
			regions[i] = -1
		case r > k:
			regions[i] = r - 1
		}
	}
	return regions
}

// complete returns the layout as rules' regions when every cell is in a
// region, nil otherwise.
func complete(s sudoku.Shape, regions []int) []int {
	if slices.Contains(regions, -1) {
		return nil
	}
	return slices.Clone(regions)
}

// addRegion draws a jigsaw region over cells: N connected cells in no
// region yet. The regions become the rules' once they cover the grid.
func (d *Draft) addRegion(cells []sudoku.Cell) error {
	n := d.shape.N()
	if len(cells) != n {
		return errors.New(i18n.N(n, "a region has {{.Count}} cell: {{.Selected}} are selected", "a region has {{.Count}} cells: {{.Selected}} are selected", i18n.Num("Selected", len(cells))))
	}
	for _, c := range cells {
		if d.regions[c] >= 0 {
			return errors.New(i18n.T("{{.Cell}} is in region {{.Region}} already", i18n.Str("Cell", d.shape.CellName(c)), i18n.Num("Region", d.regions[c]+1)))
		}
	}
	if err := d.connected(cells); err != nil {
		return because(i18n.T("a region's cells must touch: {{.Reason}}", i18n.Str("Reason", err.Error())), err)
	}
	regions := slices.Clone(d.regions)
	k := d.RegionsDrawn()
	for _, c := range cells {
		regions[c] = k
	}
	r := d.cloneRules()
	r.Regions = complete(d.shape, regions)
	if r.Regions != nil {
		// Disjoint groups need boxes; windows stay (they are houses of
		// their own).
		r.Extra = slices.DeleteFunc(r.Extra, func(h sudoku.ExtraHouse) bool { return h.Kind == sudoku.DisjointGroup })
	}
	return d.commit(d.givens, r, regions)
}
