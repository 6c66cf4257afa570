package board

import (
	"regexp"
	"slices"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// A cell holding a cage's total keeps its corner notes out of that
// corner: the top-left as usual, and the top-right where a cage that
// overlaps another has its total there (rulesvg.TotalCorners).
func TestCageTotalsKeepCornerNotesOut(t *testing.T) {
	s := sudoku.Classic
	// r1c2 is in both cages: the 5's total goes to r1c3's top-right.
	r := &sudoku.Rules{Constraints: []sudoku.Constraint{
		sudoku.Cage{Cells: []sudoku.Cell{0, 1}, Sum: 3}, sudoku.Cage{Cells: []sudoku.Cell{1, 2}, Sum: 5}}}
	v := NewRuleView(s, r)
	slot := regexp.MustCompile(`corner-note slot-([0-9])`)
	for _, tt := range []struct {
		cell        sudoku.Cell
		left, right bool
		slots       []string // of corner notes 1, 2 and 3
	}{
		{0, true, false, []string{"1", "2", "3"}},
		{1, false, false, []string{"0", "1", "2"}},
		{2, false, true, []string{"0", "2", "3"}},
	} {
		st := v.Cell(s, tt.cell)
		if st.CageTotal != tt.left || st.CageTotalRight != tt.right {
			t.Errorf("%s: total top-left %v, top-right %v; want %v, %v", s.CellName(tt.cell), st.CageTotal, st.CageTotalRight, tt.left, tt.right)
		}
		st.Corner = sudoku.SetOf(1, 2, 3)
		var got []string
		for _, m := range slot.FindAllStringSubmatch(app.HTMLString(st.Render()), -1) {
			got = append(got, m[1])
		}
		if !slices.Equal(got, tt.slots) {
			t.Errorf("%s: corner notes in slots %v, want %v", s.CellName(tt.cell), got, tt.slots)
		}
	}
}
