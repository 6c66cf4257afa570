package setter

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func newDraft(t *testing.T) *Draft {
	t.Helper()
	d, err := New(sudoku.Classic)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// cells names cells as r1c1-style pairs of a 9x9 grid: cells(11, 12) is
// r1c1 and r1c2.
func cells(rc ...int) []sudoku.Cell {
	out := make([]sudoku.Cell, len(rc))
	for i, x := range rc {
		out[i] = sudoku.Classic.CellAt(x/10-1, x%10-1)
	}
	return out
}

func filled(d *Draft) int { g := d.Givens(); return g.Filled() }

func TestPlaceUndoRedo(t *testing.T) {
	d := newDraft(t)
	if err := d.Place(cells(11, 55), 5); err != nil {
		t.Fatal(err)
	}
	g := d.Givens()
	if g.At(cells(11)[0]) != 5 || g.At(cells(55)[0]) != 5 || g.Filled() != 2 {
		t.Fatalf("givens %s", d.Givens())
	}
	if err := d.Place(cells(11), 5); !errors.Is(err, ErrNothing) {
		t.Fatalf("placing the same digit again: %v, want ErrNothing", err)
	}
	if err := d.Place(cells(11), 10); err == nil {
		t.Fatal("10 on a 9x9 grid was placed")
	}
	if !d.Undo() || filled(d) != 0 || !d.CanRedo() {
		t.Fatalf("after undo: %s, redo offered %v", d.Givens(), d.CanRedo())
	}
	if d.Undo() {
		t.Fatal("undid past the start")
	}
	if !d.Redo() || filled(d) != 2 {
		t.Fatalf("after redo: %s", d.Givens())
	}
	if d.Redo() {
		t.Fatal("redid past the end")
	}
	// A new edit drops what was undone.
	d.Undo()
	if err := d.Place(cells(99), 1); err != nil {
		t.Fatal(err)
	}
	if d.CanRedo() {
		t.Fatal("redo offered after a new edit")
	}
}

func TestApply(t *testing.T) {
	tests := []struct {
		tool  Tool
		cells []sudoku.Cell
		want  string // the kind of constraint it adds
	}{
		{Cage, cells(11, 12, 22), "Cage"},
		{Thermo, cells(11, 12, 13), "Thermo"},
		{Arrow, cells(11, 12, 13), "Arrow"},
		{PillArrow, cells(11, 12, 13), "Arrow"},
		{Whisper, cells(11, 22, 33), "Whisper"},
		{Renban, cells(11, 12), "Renban"},
		{Between, cells(11, 12, 13), "Between"},
		{Palindrome, cells(11, 12, 13), "Palindrome"},
		{WhiteDot, cells(11, 12), "Kropki"},
		{BlackDot, cells(11, 21), "Kropki"},
		{XSum, cells(11, 12), "XV"},
		{VSum, cells(11, 12), "XV"},
		{Odd, cells(11, 99), "Parity"},
		{Even, cells(11), "Parity"},
	}
	for _, tc := range tests {
		t.Run(tc.tool.Info().Name, func(t *testing.T) {
			d := newDraft(t)
			if err := d.Apply(tc.tool, tc.cells); err != nil {
				t.Fatal(err)
			}
			if err := d.Rules().Validate(d.Shape()); err != nil {
				t.Fatal(err)
			}
			if d.RulesCode() == "" || d.Rules().Classic() {
				t.Fatal("no rule added")
			}
			var kinds []string
			for _, c := range d.Rules().Constraints {
				kinds = append(kinds, typeName(c))
			}
			if !strings.Contains(strings.Join(kinds, " "), tc.want) {
				t.Fatalf("constraints %v, want a %s", kinds, tc.want)
			}
			if got := sudoku.CellsOf(d.Rules().Constraints[0]); got[0] != tc.cells[0] && tc.tool != VSum && tc.tool != XSum {
				t.Fatalf("first cell %v, want %v", got, tc.cells)
			}
			// Applying it again changes nothing.
			if err := d.Apply(tc.tool, tc.cells); !errors.Is(err, ErrNothing) {
				t.Fatalf("applied twice: %v", err)
			}
			if !d.Undo() || !d.Rules().Classic() {
				t.Fatal("undo left rules")
			}
		})
	}
}

func typeName(c sudoku.Constraint) string {
	switch c.(type) {
	case sudoku.Cage:
		return "Cage"
	case sudoku.Thermo:
		return "Thermo"
	case sudoku.Arrow:
		return "Arrow"
	case sudoku.Whisper:
		return "Whisper"
	case sudoku.Renban:
		return "Renban"
	case sudoku.Between:
		return "Between"
	case sudoku.Palindrome:
		return "Palindrome"
	case sudoku.Kropki:
		return "Kropki"
	case sudoku.XV:
		return "XV"
	case sudoku.Parity:
		return "Parity"
	}
	return "other"
}

// Edits the rules refuse leave the draft as it was, with a reason.
func TestApplyRefused(t *testing.T) {
	tests := []struct {
		name  string
		tool  Tool
		cells []sudoku.Cell
		want  string
	}{
		{"cage apart", Cage, cells(11, 13), "must touch"},
		{"thermo gap", Thermo, cells(11, 13), "does not touch"},
		{"arrow alone", Arrow, cells(11), "circle"},
		{"pill apart", PillArrow, cells(11, 13, 14), "share an edge"},
		{"pill alone", PillArrow, cells(11, 12), "shaft"},
		{"dot far", WhiteDot, cells(11, 22), "share an edge"},
		{"dot three", XSum, cells(11, 12, 13), "two cells"},
		{"region short", Region, cells(11, 12), "9 cells"},
		{"nothing", Cage, nil, "select"},
		// A line's length in a setter's words, not the rules' ("has 10
		// cells, want at most 9", "has 1 cells").
		{"thermo long", Thermo, cells(11, 12, 13, 14, 15, 16, 17, 18, 19, 29), "Thermo takes 9 cells at most: this one would have 10"},
		{"thermo bulb alone", Thermo, cells(11), "Thermo takes 2 cells or more: select them in order, then Apply"},
		{"renban long", Renban, cells(11, 12, 13, 14, 15, 16, 17, 18, 19, 29), "Renban takes 9 cells at most: this one would have 10"},
		{"whispers alone", Whisper, cells(11), "Whispers takes 2 cells or more"},
		{"palindrome alone", Palindrome, cells(11), "Palindrome takes 2 cells or more"},
		{"between two", Between, cells(11, 12), "Between takes 3 cells or more"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := newDraft(t)
			err := d.Apply(tc.tool, tc.cells)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one saying %q", err, tc.want)
			}
			if !d.Rules().Classic() || d.CanUndo() {
				t.Fatal("a refused edit changed the draft")
			}
		})
	}
}

// draftWith returns an empty 9x9 draft under constraints cs.
func draftWith(t *testing.T, cs ...sudoku.Constraint) *Draft {
	t.Helper()
	d, err := From(sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Classic), Rules: sudoku.Rules{Constraints: cs}})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func cage(sum int, rc ...int) sudoku.Cage { return sudoku.Cage{Cells: cells(rc...), Sum: sum} }

// cageEditTest is a cage edit on a draft: the rules it leaves and what it
// says, or the error it is refused with.
type cageEditTest struct {
	name   string
	before []sudoku.Constraint
	sel    []sudoku.Cell
	after  []sudoku.Constraint // nil: refused
	says   string              // the change's String, or words of the error
}

// check runs the edit through do on a draft with tc's rules: a refused
// edit leaves the draft as it was; an edit done leaves valid rules, is
// one edit Undo takes back whole, and Redo puts back.
func (tc cageEditTest) check(t *testing.T, do func(*Draft, []sudoku.Cell) (CageChange, error)) {
	d := draftWith(t, tc.before...)
	code := d.RulesCode()
	change, err := do(d, tc.sel)
	if tc.after == nil {
		if err == nil || !strings.Contains(err.Error(), tc.says) {
			t.Fatalf("error %v, want one saying %q", err, tc.says)
		}
		if d.RulesCode() != code || d.CanUndo() {
			t.Fatalf("a refused edit changed the rules: %v", d.Rules().Constraints)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	if got := d.Rules().Constraints; !reflect.DeepEqual(got, tc.after) {
		t.Errorf("rules %v, want %v", got, tc.after)
	}
	if err := d.Rules().Validate(d.Shape()); err != nil {
		t.Errorf("the rules left are not valid: %v", err)
	}
	if got := change.String(); got != tc.says {
		t.Errorf("says %q, want %q", got, tc.says)
	}
	after := d.RulesCode()
	if !d.Undo() || d.RulesCode() != code || d.CanUndo() {
		t.Fatalf("undo: rules %v, want %v in one step", d.Rules().Constraints, tc.before)
	}
	if !d.Redo() || d.RulesCode() != after {
		t.Fatalf("redo: rules %v, want %v", d.Rules().Constraints, tc.after)
	}
}

// A cage drawn over cells of cages already drawn joins them into one,
// in the place of the first, keeping a total only when one of them had
// one that the bigger cage can reach.
func TestDrawCage(t *testing.T) {
	thermo := sudoku.Thermo{Cells: cells(55, 56)}
	for _, tc := range []cageEditTest{
		{name: "new", sel: cells(11, 12),
			after: []sudoku.Constraint{cage(0, 11, 12)}, says: "Cage drawn on 2 cells."},
		{name: "beside a cage, apart from it", before: []sudoku.Constraint{cage(10, 11, 12)}, sel: cells(13, 14),
			after: []sudoku.Constraint{cage(10, 11, 12), cage(0, 13, 14)}, says: "Cage drawn on 2 cells."},
		{name: "grow, total kept", before: []sudoku.Constraint{cage(10, 11, 12)}, sel: cells(12, 13),
			after: []sudoku.Constraint{cage(10, 11, 12, 13)}, says: "Cage grown: 2 cells → 3 cells, total 10 kept."},
		{name: "grow, total out of reach", before: []sudoku.Constraint{cage(3, 11, 12)}, sel: cells(13, 12),
			after: []sudoku.Constraint{cage(0, 11, 12, 13)}, says: "Cage grown: 2 cells → 3 cells, total 3 dropped: 3 cells add up to 6 at least."},
		{name: "grow through a selection apart on its own", before: []sudoku.Constraint{cage(0, 12, 13)}, sel: cells(11, 12, 14),
			after: []sudoku.Constraint{cage(0, 12, 13, 11, 14)}, says: "Cage grown: 2 cells → 4 cells, no total."},
		{name: "join two, one total", before: []sudoku.Constraint{cage(17, 11, 12), thermo, cage(0, 14, 15)}, sel: cells(12, 13, 14),
			after: []sudoku.Constraint{cage(17, 11, 12, 14, 15, 13), thermo}, says: "2 cages joined: 4 cells → 5 cells, total 17 kept."},
		{name: "join in the place of the first in the rules", before: []sudoku.Constraint{cage(0, 14, 15), thermo, cage(17, 11, 12)}, sel: cells(12, 13, 14),
			after: []sudoku.Constraint{cage(17, 14, 15, 11, 12, 13), thermo}, says: "2 cages joined: 4 cells → 5 cells, total 17 kept."},
		{name: "join two totals", before: []sudoku.Constraint{cage(16, 11, 12), cage(17, 14, 15)}, sel: cells(12, 13, 14),
			after: []sudoku.Constraint{cage(0, 11, 12, 14, 15, 13)}, says: "2 cages joined: 4 cells → 5 cells, totals 16 and 17 dropped."},
		{name: "join three, no new cell", before: []sudoku.Constraint{cage(0, 11, 21), cage(0, 12, 22), cage(9, 13, 23)}, sel: cells(21, 22, 23),
			after: []sudoku.Constraint{cage(0, 11, 21, 12, 22, 13, 23)}, says: "3 cages joined: 6 cells → 6 cells, total 9 dropped: 6 cells add up to 21 at least."},
		{name: "inside one cage", before: []sudoku.Constraint{cage(10, 11, 12, 13)}, sel: cells(12, 13),
			says: "nothing to change"},
		{name: "apart", before: []sudoku.Constraint{cage(10, 11, 12)}, sel: cells(12, 15),
			says: "a cage's cells must touch: r1c5 is apart from r1c1"},
		{name: "two cages apart", before: []sudoku.Constraint{cage(0, 11, 12), cage(0, 15, 16)}, sel: cells(12, 15),
			says: "a cage's cells must touch: r1c5 is apart from r1c1"},
		{name: "too big", before: []sudoku.Constraint{cage(45, 11, 12, 13, 14, 15, 16, 17, 18, 19)}, sel: cells(19, 29),
			says: "a cage holds 9 cells at most: this one would have 10"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.check(t, (*Draft).DrawCage)
		})
	}
}

// A total typed before the cage is drawn is the cage's, in place of any
// it would keep; one it cannot reach is refused, nothing drawn.
func TestDrawCageTotal(t *testing.T) {
	for _, tc := range []struct {
		cageEditTest
		total int
	}{
		{cageEditTest{name: "new", sel: cells(11, 12),
			after: []sudoku.Constraint{cage(12, 11, 12)}, says: "Cage drawn on 2 cells, total 12."}, 12},
		{cageEditTest{name: "none typed", sel: cells(11, 12),
			after: []sudoku.Constraint{cage(0, 11, 12)}, says: "Cage drawn on 2 cells."}, 0},
		{cageEditTest{name: "grow, total replaced", before: []sudoku.Constraint{cage(10, 11, 12)}, sel: cells(12, 13),
			after: []sudoku.Constraint{cage(20, 11, 12, 13)}, says: "Cage grown: 2 cells → 3 cells, total 20 in place of 10."}, 20},
		{cageEditTest{name: "join two totals, one typed again", before: []sudoku.Constraint{cage(16, 11, 12), cage(17, 14, 15)}, sel: cells(12, 13, 14),
			after: []sudoku.Constraint{cage(17, 11, 12, 14, 15, 13)}, says: "2 cages joined: 4 cells → 5 cells, total 17 in place of 16."}, 17},
		{cageEditTest{name: "one cage's cells: its total", before: []sudoku.Constraint{cage(10, 11, 12)}, sel: cells(11, 12),
			after: []sudoku.Constraint{cage(11, 11, 12)}, says: "Cage of 2 cells: total 11 in place of 10."}, 11},
		{cageEditTest{name: "grow, no total before", before: []sudoku.Constraint{cage(0, 11, 12)}, sel: cells(12, 13),
			after: []sudoku.Constraint{cage(15, 11, 12, 13)}, says: "Cage grown: 2 cells → 3 cells, total 15."}, 15},
		{cageEditTest{name: "one cage's cells, its total again", before: []sudoku.Constraint{cage(10, 11, 12)}, sel: cells(11, 12),
			says: "nothing to change"}, 10},
		{cageEditTest{name: "out of reach", sel: cells(11, 12),
			says: "2 cells of a cage add up to 3 to 17: the total 19 is out of reach"}, 19},
		{cageEditTest{name: "too small", sel: cells(11, 12, 13),
			says: "3 cells of a cage add up to 6 to 24: the total 5 is out of reach"}, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.check(t, func(d *Draft, cells []sudoku.Cell) (CageChange, error) { return d.DrawCageTotal(cells, tc.total) })
		})
	}
}

func TestNextTotal(t *testing.T) {
	for _, tc := range []struct {
		typed string
		v     sudoku.Digit
		k, n  int
		want  string
	}{
		{"", 1, 2, 9, "1"},
		{"1", 7, 2, 9, "17"},
		{"1", 9, 2, 9, "9"}, // 19: two cells reach 17 at most
		{"1", 0, 2, 9, "10"},
		{"17", 0, 2, 9, "17"}, // 170 is out of reach, and a total of 0 is none
		{"", 0, 2, 9, ""},
		{"4", 5, 9, 9, "45"},
		{"1", 10, 3, 16, "10"}, // A, a letter's digit: its number
		{"13", 6, 16, 16, "136"},
	} {
		if got := NextTotal(tc.typed, tc.v, tc.k, tc.n); got != tc.want {
			t.Errorf("NextTotal(%q, %d, %d, %d) = %q, want %q", tc.typed, tc.v, tc.k, tc.n, got, tc.want)
		}
	}
}

// Apply(Cage) is DrawCage: it joins cages, and again changes nothing.
func TestApplyCageJoins(t *testing.T) {
	d := draftWith(t, cage(0, 11, 12), cage(0, 14, 15))
	if err := d.Apply(Cage, cells(12, 13, 14)); err != nil {
		t.Fatal(err)
	}
	if got, want := d.Rules().Constraints, []sudoku.Constraint{cage(0, 11, 12, 14, 15, 13)}; !reflect.DeepEqual(got, want) {
		t.Fatalf("rules %v, want %v", got, want)
	}
	if err := d.Apply(Cage, cells(12, 13, 14)); !errors.Is(err, ErrNothing) {
		t.Fatalf("applied twice: %v", err)
	}
	// The total typed goes to the joined cage.
	if err := d.TypeCageDigit(cells(15)[0], 2); err != nil {
		t.Fatal(err)
	}
	if err := d.TypeCageDigit(cells(15)[0], 5); err != nil {
		t.Fatal(err)
	}
	if got := d.Rules().Constraints[0].(sudoku.Cage).Sum; got != 25 {
		t.Fatalf("the joined cage's total is %d, want 25", got)
	}
}

// A cage drawn over others is one of its own: the cages it shares cells
// with stay as they were, and the cages overlap.
func TestDrawCageOver(t *testing.T) {
	thermo := sudoku.Thermo{Cells: cells(55, 56)}
	for _, tc := range []struct {
		cageEditTest
		total int
	}{
		{cageEditTest{name: "over one", before: []sudoku.Constraint{cage(3, 11, 12), thermo}, sel: cells(12, 13),
			after: []sudoku.Constraint{cage(3, 11, 12), thermo, cage(5, 12, 13)}, says: "Cage drawn on 2 cells over another cage, total 5."}, 5},
		{cageEditTest{name: "over two, no total", before: []sudoku.Constraint{cage(0, 11, 12), cage(0, 14, 15)}, sel: cells(12, 13, 14),
			after: []sudoku.Constraint{cage(0, 11, 12), cage(0, 14, 15), cage(0, 12, 13, 14)}, says: "Cage drawn on 3 cells over 2 other cages."}, 0},
		{cageEditTest{name: "inside another", before: []sudoku.Constraint{cage(10, 11, 12, 13)}, sel: cells(12, 13),
			after: []sudoku.Constraint{cage(10, 11, 12, 13), cage(3, 12, 13)}, says: "Cage drawn on 2 cells over another cage, total 3."}, 3},
		{cageEditTest{name: "over none", before: []sudoku.Constraint{cage(10, 11, 12)}, sel: cells(13, 14),
			after: []sudoku.Constraint{cage(10, 11, 12), cage(0, 13, 14)}, says: "Cage drawn on 2 cells."}, 0},
		{cageEditTest{name: "a cell selected twice", sel: cells(11, 12, 11),
			after: []sudoku.Constraint{cage(0, 11, 12)}, says: "Cage drawn on 2 cells."}, 0},
		{cageEditTest{name: "a cage's own cells", before: []sudoku.Constraint{cage(10, 11, 12)}, sel: cells(12, 11),
			says: "these cells are a cage already, the killer cage at r1c1: type its total instead"}, 5},
		{cageEditTest{name: "apart", before: []sudoku.Constraint{cage(10, 11, 12)}, sel: cells(12, 14),
			says: "a cage's cells must touch: r1c4 is apart from r1c2"}, 0},
		{cageEditTest{name: "out of reach", before: []sudoku.Constraint{cage(10, 11, 12)}, sel: cells(12, 13),
			says: "2 cells of a cage add up to 3 to 17: the total 18 is out of reach"}, 18},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.check(t, func(d *Draft, cells []sudoku.Cell) (CageChange, error) { return d.DrawCageOver(cells, tc.total) })
		})
	}
}

// Where cages overlap, a shared cell's cage is the one drawn last: its
// total is typed there, and its cells taken out there.
func TestOverlappingCageEdits(t *testing.T) {
	d := draftWith(t, cage(0, 11, 12))
	if _, err := d.DrawCageOver(cells(12, 13), 0); err != nil {
		t.Fatal(err)
	}
	if i, ok := d.CageAt(cells(12)[0]); !ok || i != 1 {
		t.Fatalf("CageAt(r1c2) = %d, %v; want 1, the cage drawn last", i, ok)
	}
	for _, v := range []sudoku.Digit{1, 2} {
		if err := d.TypeCageDigit(cells(12)[0], v); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := d.Rules().Constraints, []sudoku.Constraint{cage(0, 11, 12), cage(12, 12, 13)}; !reflect.DeepEqual(got, want) {
		t.Fatalf("1 2 typed in r1c2: rules %v, want %v", got, want)
	}
	// Typed in r1c1, it is the first cage's: its digits apart from the
	// second's.
	if err := d.TypeCageDigit(cells(11)[0], 4); err != nil {
		t.Fatal(err)
	}
	if typed, pending := d.Typed(cells(12)[0]); pending {
		t.Errorf("r1c2's cage shows %q typed, the first cage's digit", typed)
	}
	// Out of the second cage, r1c2 leaves r1c3 alone, which 12 is out
	// of reach of.
	if _, err := d.Uncage(cells(12)); err != nil {
		t.Fatal(err)
	}
	if got, want := d.Rules().Constraints, []sudoku.Constraint{cage(4, 11, 12), cage(0, 13)}; !reflect.DeepEqual(got, want) {
		t.Fatalf("r1c2 taken out: rules %v, want %v", got, want)
	}
	// Drawn over both, a selection joins them, as DrawCage does.
	if _, err := d.DrawCage(cells(12, 13)); err != nil {
		t.Fatal(err)
	}
	if got, want := d.Rules().Constraints, []sudoku.Constraint{cage(0, 11, 12, 13)}; !reflect.DeepEqual(got, want) {
		t.Fatalf("joined: rules %v, want %v", got, want)
	}
}

// Cells taken out of a cage leave it in its place, touching as one piece.
func TestUncage(t *testing.T) {
	thermo := sudoku.Thermo{Cells: cells(55, 56)}
	for _, tc := range []cageEditTest{
		{name: "an end", before: []sudoku.Constraint{cage(10, 11, 12, 13), thermo}, sel: cells(13),
			after: []sudoku.Constraint{cage(10, 11, 12), thermo}, says: "Cage shrunk: 3 cells → 2 cells, total 10 kept."},
		{name: "total out of reach", before: []sudoku.Constraint{thermo, cage(24, 11, 12, 13)}, sel: cells(11, 44),
			after: []sudoku.Constraint{thermo, cage(0, 12, 13)}, says: "Cage shrunk: 3 cells → 2 cells, total 24 dropped: 2 cells add up to 17 at most."},
		{name: "every cell", before: []sudoku.Constraint{cage(10, 11, 12), thermo}, sel: cells(12, 11, 55),
			after: []sudoku.Constraint{thermo}, says: "Cage of 2 cells removed."},
		{name: "the middle", before: []sudoku.Constraint{cage(10, 11, 12, 13)}, sel: cells(12),
			says: "the cage would fall in two: r1c3 is apart from r1c1"},
		{name: "two cages", before: []sudoku.Constraint{cage(0, 11, 12), cage(0, 14, 15)}, sel: cells(12, 14),
			says: "r1c2 and r1c4 are in different cages"},
		{name: "no cage", before: []sudoku.Constraint{cage(0, 11, 12), thermo}, sel: cells(55),
			says: "none of the selected cells is in a cage"},
	} {
		t.Run(tc.name, func(t *testing.T) { tc.check(t, (*Draft).Uncage) })
	}
}

func TestCageTotalTyped(t *testing.T) {
	d := newDraft(t)
	if err := d.TypeCageDigit(cells(11)[0], 1); err == nil {
		t.Fatal("a total typed outside a cage")
	}
	if err := d.Apply(Cage, cells(11, 12, 13)); err != nil {
		t.Fatal(err)
	}
	total := func() int {
		i, _ := d.CageAt(cells(13)[0])
		return d.Rules().Constraints[i].(sudoku.Cage).Sum
	}
	steps := []struct {
		digit sudoku.Digit
		erase bool
		want  int    // the cage's total
		typed string // the digits on show, when not the total yet
	}{
		{digit: 1, want: 0, typed: "1"}, // on the way to 17: three cells make 6 at least
		{digit: 7, want: 17},
		{digit: 5, want: 17, typed: "5"}, // 175 is out of reach: starts again; 17 stands until 5 becomes a total
		{erase: true, want: 0},
		{digit: 2, want: 0, typed: "2"}, {digit: 4, want: 24},
		{digit: 9, want: 9}, // 249 is out of reach: starts again
		{erase: true, want: 0},
		{digit: 1, want: 0, typed: "1"}, {digit: 0, want: 10}, // 1 then 0 makes 10
		{digit: 0, want: 10}, // 100 is out of reach, and 0 no total
	}
	for i, st := range steps {
		var err error
		if st.erase {
			err = d.EraseCageDigit(cells(12)[0])
		} else {
			err = d.TypeCageDigit(cells(12)[0], st.digit)
		}
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		if got := total(); got != st.want {
			t.Fatalf("step %d: total %d, want %d", i, got, st.want)
		}
		typed, pending := d.Typed(cells(11)[0])
		if pending != (st.typed != "") || pending && typed != st.typed {
			t.Fatalf("step %d: typed %q (pending %v), want %q", i, typed, pending, st.typed)
		}
	}
	// A total of 3 cells must reach 6 at least: typed 2 alone it is refused.
	if err := d.SetCageTotal(cells(11)[0], 2); err == nil {
		t.Fatal("a total out of reach was set")
	}
}

func TestDotReplaced(t *testing.T) {
	d := newDraft(t)
	if err := d.Apply(WhiteDot, cells(11, 12)); err != nil {
		t.Fatal(err)
	}
	if err := d.Apply(XSum, cells(12, 11)); err != nil {
		t.Fatal(err)
	}
	cs := d.Rules().Constraints
	if len(cs) != 1 {
		t.Fatalf("constraints %v: want the X alone", cs)
	}
	if x, ok := cs[0].(sudoku.XV); !ok || x.Sum != 10 {
		t.Fatalf("constraint %v, want an X", cs[0])
	}
}

func TestToggle(t *testing.T) {
	for _, g := range Globals() {
		t.Run(g.String(), func(t *testing.T) {
			d := newDraft(t)
			if err := d.Toggle(g); err != nil {
				t.Fatal(err)
			}
			if !d.Has(g) || d.Rules().Classic() {
				t.Fatalf("%s not on", g)
			}
			if err := d.Toggle(g); err != nil {
				t.Fatal(err)
			}
			if d.Has(g) || !d.Rules().Classic() {
				t.Fatalf("%s not off: %s", g, d.Rules().Describe())
			}
		})
	}
	d := newDraft(t)
	d.Toggle(Diagonals)
	if n := len(d.Rules().Extra); n != 2 {
		t.Fatalf("diagonals: %d extra houses, want 2", n)
	}
}

func TestRemove(t *testing.T) {
	d := newDraft(t)
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(d.Apply(Cage, cells(11, 12)))
	must(d.Apply(Thermo, cells(55, 56, 57)))
	must(d.Toggle(AntiKnight))
	n, err := d.Remove(cells(12))
	if err != nil || n != 1 {
		t.Fatalf("removed %d (%v), want the cage", n, err)
	}
	if len(d.Rules().Constraints) != 2 {
		t.Fatalf("left %v", d.Rules().Constraints)
	}
	if _, err := d.Remove(cells(99)); !errors.Is(err, ErrNothing) {
		t.Fatalf("removing from an empty cell: %v", err)
	}
	if !d.Has(AntiKnight) {
		t.Fatal("a rule over the whole grid was removed with a cell")
	}
}

// Regions drawn one by one become the rules' regions once they cover the
// grid, and leave them when one is removed.
func TestRegions(t *testing.T) {
	d := newDraft(t)
	s := d.Shape()
	// Nine regions: the rows.
	for r := range 9 {
		var row []sudoku.Cell
		for c := range 9 {
			row = append(row, s.CellAt(r, c))
		}
		if err := d.Apply(Region, row); err != nil {
			t.Fatalf("row %d: %v", r+1, err)
		}
		if got, want := d.Rules().Regions != nil, r == 8; got != want {
			t.Fatalf("after %d regions, rules' regions set %v", r+1, got)
		}
	}
	if d.RegionsDrawn() != 9 {
		t.Fatalf("%d regions drawn", d.RegionsDrawn())
	}
	if err := d.Apply(Region, cells(11, 12, 13, 14, 15, 16, 17, 18, 19)); err == nil {
		t.Fatal("a cell drawn into two regions")
	}
	if _, err := d.Remove(cells(55)); err != nil {
		t.Fatal(err)
	}
	if d.Rules().Regions != nil || d.RegionsDrawn() != 8 {
		t.Fatalf("after removing a region: rules' regions %v, %d drawn", d.Rules().Regions, d.RegionsDrawn())
	}
	if d.Regions()[s.CellAt(8, 0)] != 7 {
		t.Fatal("the regions after the one removed were not renumbered")
	}
	if !d.Undo() || d.Rules().Regions == nil {
		t.Fatal("undo did not bring the region back")
	}
}

// A draft from a puzzle keeps its givens and rules; bad rules are refused.
func TestFrom(t *testing.T) {
	g := sudoku.NewGrid(sudoku.Classic)
	g.Set(0, 3)
	rules := sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Cage{Cells: cells(11, 12), Sum: 9}}}
	d, err := From(sudoku.Puzzle{Grid: g, Rules: rules})
	if err != nil {
		t.Fatal(err)
	}
	if d.Givens() != g || d.RulesCode() != sudoku.EncodeRules(sudoku.Classic, &rules) {
		t.Fatal("the draft is not the puzzle")
	}
	bad := sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Cage{Cells: cells(11, 12), Sum: 99}}}
	if _, err := From(sudoku.Puzzle{Grid: g, Rules: bad}); err == nil {
		t.Fatal("a cage of 99 in two cells was taken")
	}
}

// TestApplyTotal draws little killers and sandwiches: the whole diagonal
// from the edge behind the first cell selected, the row or column of the
// selection; a second total on the same line replaces the first; bad
// selections say why.
func TestApplyTotal(t *testing.T) {
	sh := sudoku.Classic
	cells := func(names ...string) []sudoku.Cell {
		var out []sudoku.Cell
		for _, n := range names {
			var r, c int
			fmt.Sscanf(n, "r%dc%d", &r, &c)
			out = append(out, sh.CellAt(r-1, c-1))
		}
		return out
	}
	d, err := New(sh)
	if err != nil {
		t.Fatal(err)
	}
	// r3c2 then r2c3: the diagonal runs up and right, from r4c1 (its
	// edge) to r1c4.
	if err := d.ApplyTotal(LittleKiller, cells("r3c2", "r2c3"), 20); err != nil {
		t.Fatal(err)
	}
	if err := d.ApplyTotal(Sandwich, cells("r5c2", "r5c7"), 12); err != nil {
		t.Fatal(err)
	}
	if err := d.ApplyTotal(Sandwich, cells("r5c3", "r5c4"), 0); err != nil {
		t.Fatal(err)
	}
	if err := d.ApplyTotal(Sandwich, cells("r1c9", "r7c9"), 35); err != nil {
		t.Fatal(err)
	}
	want := []sudoku.Constraint{
		sudoku.LittleKiller{Sum: 20, Cells: cells("r4c1", "r3c2", "r2c3", "r1c4")},
		sudoku.Sandwich{Line: 4, Sum: 0},
		sudoku.Sandwich{Line: 9 + 8, Sum: 35},
	}
	if got := d.Rules().Constraints; !reflect.DeepEqual(got, want) {
		t.Errorf("rules %v, want %v", got, want)
	}
	if !d.Undo() || len(d.Rules().Constraints) != 2 {
		t.Errorf("undo: %v", d.Rules().Constraints)
	}
	for _, tc := range []struct {
		tool  Tool
		cells []sudoku.Cell
		total int
		want  string
	}{
		{LittleKiller, cells("r3c2"), 10, "two cells"},
		{LittleKiller, cells("r3c2", "r3c3"), 10, "not diagonal"},
		{LittleKiller, cells("r3c2", "r2c3", "r5c5"), 10, "off the diagonal"},
		{LittleKiller, cells("r3c2", "r2c3"), 99, "out of reach"},
		{Sandwich, cells("r1c1", "r2c2"), 10, "one row or one column"},
		{Sandwich, cells("r1c1"), 10, "two cells"},
		{Sandwich, cells("r1c1", "r1c2"), 40, "out of reach"},
	} {
		if err := d.ApplyTotal(tc.tool, tc.cells, tc.total); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v %v %d: %v, want an error saying %q", tc.tool.Info().Name, tc.cells, tc.total, err, tc.want)
		}
	}
	if err := d.Apply(Sandwich, cells("r1c1", "r1c2")); err == nil || !strings.Contains(err.Error(), "a sandwich needs its total") {
		t.Errorf("Apply(Sandwich) = %v, want it to ask for the total", err)
	}
}
