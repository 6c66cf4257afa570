package board

import (
	"slices"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/rulesvg"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// RuleView is what a board draws of its puzzle's rules, worked out once
// per game: the layer of shapes under the digits (rulesvg.SVG) and the room
// around the grid its outside clues take, each cell's region and what the
// rules say of it, with the puzzle's decoration. A classic puzzle's that
// draws nothing is empty.
type RuleView struct {
	svg                      string
	top, right, bottom, left int              // cells of room around the grid (rulesvg.Margins)
	jigsaw                   bool             // regions in place of boxes
	regions                  []int            // each cell's region, when jigsaw
	cages                    bool             // killer cages: the digits keep clear of their totals
	cageTotal                []rulesvg.Corner // the corners of each cell that hold a cage's total (rulesvg.TotalCorners)
	words                    []string         // what the rules say of each cell (rulesvg.CellWords)
	Statements               []string         // the rules in the player's words, a sentence per kind (sudoku.Rules.Statements)
	decorated                bool             // the last statement says the drawings carry no rule
}

// NewRuleView works out the rule view of a puzzle of shape s under r.
// Cost: that of drawing the rules, once.
func NewRuleView(s sudoku.Shape, r *sudoku.Rules) *RuleView {
	n := s.Cells()
	v := &RuleView{cageTotal: make([]rulesvg.Corner, n), words: make([]string, n)}
	if r.Bare() {
		return v
	}
	v.svg = rulesvg.SVG(s, r)
	v.top, v.right, v.bottom, v.left = rulesvg.Margins(s, r)
	v.words = rulesvg.CellWords(s, r)
	for _, st := range r.Statements(s) {
		v.Statements = append(v.Statements, Statement(st))
	}
	v.decorated = len(r.Decor) > 0
	if r.Regions != nil {
		v.jigsaw, v.regions = true, r.Regions
	}
	for _, c := range r.Constraints {
		if cage, ok := c.(sudoku.Cage); ok && len(cage.Cells) > 0 {
			v.cages = true
		}
	}
	if v.cages {
		v.cageTotal = rulesvg.TotalCorners(s, r) // a cage's first cell's top-left corner, unless cages overlap
	}
	for _, d := range r.Decor {
		// A drawn cage's label sits where a killer cage's total does.
		if d.Kind == sudoku.DecorCage && d.Text != "" {
			v.cages = true
			v.cageTotal[slices.Min(d.Cells)] |= rulesvg.TopLeft
		}
	}
	return v
}

// Statement returns a sentence of the rules in the player's words: its
// template's translation, filled by its arguments, a list's items each
// translated and joined as the player's language lists them (i18n.List).
// In English it is st.String().
func Statement(st sudoku.Statement) string {
	args := make([]i18n.Arg, len(st.Args))
	for i, a := range st.Args {
		value := a.Value
		if a.List != nil {
			items := make([]string, len(a.List))
			for j, item := range a.List {
				items[j] = i18n.Template(item)
			}
			value = i18n.List(items)
		}
		args[i] = i18n.Str(a.Name, value)
	}
	return i18n.Template(st.Template, args...)
}

// Region returns the Region of cell c of a board of shape s: its box, or
// its jigsaw Region.
func (v *RuleView) Region(s sudoku.Shape, c sudoku.Cell) int {
	if v.jigsaw {
		return v.regions[c]
	}
	return s.Box(c)
}

// Cell returns the state of Cell c of a board of shape s as far as the
// rules go (its region, whether a cage's total sits in it, what the rules
// say of it); the board adds the digit and the rest.
func (v *RuleView) Cell(s sudoku.Shape, c sudoku.Cell) CellState {
	return CellState{Shape: s, Cell: c, Region: v.Region(s, c), Jigsaw: v.jigsaw,
		CageTotal: v.cageTotal[c]&rulesvg.TopLeft != 0, CageTotalRight: v.cageTotal[c]&rulesvg.TopRight != 0, Words: v.words[c]}
}

// RulesText states a puzzle's rules beside the board: the rules over
// the whole grid (anti-knight and the like) are drawn nowhere else, and
// a drawing that carries no rule is said to be one, after them, so that
// no player takes a drawn line for a rule. Nothing for classic Sudoku
// that draws nothing.
func RulesText(v *RuleView) app.UI {
	rules, decor := v.Statements, ""
	if v.decorated && len(rules) > 0 {
		rules, decor = rules[:len(rules)-1], rules[len(rules)-1]
	}
	if len(rules) == 0 && decor == "" {
		return nil
	}
	intro := app.P().Text(i18n.T("Classic Sudoku."))
	var list app.UI
	if len(rules) > 0 {
		intro = app.P().Text(i18n.T("Classic Sudoku, and:"))
		list = app.Ul().Body(app.Range(rules).Slice(func(i int) app.UI { return app.Li().Text(rules[i]) }))
	}
	var drawn app.UI
	if decor != "" {
		drawn = app.P().Class("rules-decor").Text(decor)
	}
	return app.Section().Class("rules-text").Aria("label", i18n.T("Rules")).Body(app.H2().Text(i18n.T("Rules")), intro, list, drawn)
}
