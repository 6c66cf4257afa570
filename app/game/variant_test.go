package game

import (
	"reflect"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// cageRules are rules the PE96 puzzle keeps: a cage over r1c1 and r1c2,
// which its solution fills with 4 and 8, totalling sum.
func cageRules(sum int) sudoku.Rules {
	return sudoku.Rules{Constraints: []sudoku.Constraint{
		sudoku.Cage{Cells: []sudoku.Cell{0, 1}, Sum: sum},
		sudoku.Thermo{Cells: []sudoku.Cell{9 + 1, 9 + 2}}, // r2c2 < r2c3: 6 < 7 in the solution
	}}
}

func newVariantGame(t *testing.T, rules sudoku.Rules) *Game {
	t.Helper()
	p, err := codec.ParseGrid(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewVariant(p, rules, DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestVariantGame(t *testing.T) {
	g := newVariantGame(t, cageRules(12))
	if !g.Variant() || g.RulesCode() == "" || !strings.Contains(ID(g), "~") {
		t.Fatalf("a variant game: Variant %v, code %q, ID %q", g.Variant(), g.RulesCode(), ID(g))
	}
	// The cage's rule shows as a conflict once both cells are filled.
	g.Enter([]sudoku.Cell{0}, 5, Normal)
	if c := g.Conflicts(); len(c) != 0 {
		t.Errorf("one cell of the cage filled: conflicts %v", c)
	}
	g.Enter([]sudoku.Cell{1}, 8, Normal)
	if c := g.Conflicts(); !reflect.DeepEqual(c, []sudoku.Cell{0, 1}) {
		t.Errorf("a cage of 5 and 8 for 12: conflicts %v, want r1c1 and r1c2", c)
	}
	// Solved means solved under the rules.
	sol := solutionGrid(t)
	for _, sum := range []int{12, 13} {
		g := newVariantGame(t, cageRules(sum))
		for c := sudoku.Cell(0); c < 81; c++ {
			g.Enter([]sudoku.Cell{c}, sol.At(c), Normal)
		}
		if got := g.Solved(); got != (sum == 12) {
			t.Errorf("the classic solution, cage total %d: Solved = %v", sum, got)
		}
	}
}

// A classic puzzle that draws on its grid is played as classic (no
// variant: its solution is the classic one), and saved with its drawing,
// under an ID of its own.
func TestDecoratedGame(t *testing.T) {
	rules := sudoku.Rules{Decor: []sudoku.Decoration{{Kind: sudoku.DecorLine, Cells: []sudoku.Cell{0, 1, 2}, Stroke: "#ff0000"}}}
	g := newVariantGame(t, rules)
	if g.Variant() || g.RulesCode() == "" || !strings.Contains(ID(g), "~") {
		t.Fatalf("a drawn-on classic game: Variant %v, code %q, ID %q; want classic play and a code for the drawing", g.Variant(), g.RulesCode(), ID(g))
	}
	sol := solutionGrid(t)
	for c := sudoku.Cell(0); c < 81; c++ {
		g.Enter([]sudoku.Cell{c}, sol.At(c), Normal)
	}
	if !g.Solved() {
		t.Errorf("the classic solution does not solve the drawn-on puzzle")
	}
	h, err := Load(g.Save())
	if err != nil || !reflect.DeepEqual(h.Rules(), g.Rules()) || ID(h) != ID(g) {
		t.Errorf("loaded: %+v, %v; want the drawing back", h, err)
	}
}

func TestVariantSaveLoadAndID(t *testing.T) {
	g := newVariantGame(t, cageRules(12))
	g.Enter([]sudoku.Cell{0}, 4, Normal)
	h, err := Load(g.Save())
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(h.Rules(), g.Rules()) || ID(h) != ID(g) || h.Digit(0) != 4 {
		t.Errorf("loaded: rules %+v, ID %q, r1c1 %d; saved: rules %+v, ID %q", h.Rules(), ID(h), h.Digit(0), g.Rules(), ID(g))
	}
	givens, rules, err := ParseID(ID(g))
	if err != nil || givens != g.Givens() || !reflect.DeepEqual(rules, g.Rules()) {
		t.Errorf("ParseID(%q) = %v, %+v, %v", ID(g), givens, rules, err)
	}
	// A classic game's ID is its givens, as before variants.
	if c := newGame(t); ID(c) != c.Givens().String() || c.Variant() {
		t.Errorf("classic ID %q", ID(c))
	}
	// Rules the record cannot read, or givens that break them, refuse the record.
	rec := string(g.Save())
	for _, bad := range []string{
		strings.Replace(rec, `"rules":"`+g.RulesCode()+`"`, `"rules":"`+g.RulesCode()+`!"`, 1),
		strings.Replace(rec, `"rules":"`+g.RulesCode()+`"`, `"rules":"`+sudoku.EncodeRules(sudoku.Classic, &sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Cage{Cells: []sudoku.Cell{2}, Sum: 5}}})+`"`, 1),
	} {
		if bad == rec {
			t.Fatal("the record was not changed")
		}
		if _, err := Load([]byte(bad)); err == nil {
			t.Errorf("a record with bad rules loaded: %s", bad[:120])
		}
	}
	if _, _, err := ParseID(puzzle + "~!!"); err == nil {
		t.Error("ParseID took rules it cannot read")
	}
}

// A variant is no daily puzzle, even on a daily's givens.
func TestVariantIsNoDaily(t *testing.T) {
	g := newVariantGame(t, cageRules(12))
	if _, err := g.MarkDaily(Daily{}); err == nil {
		t.Error("a variant was marked as a daily")
	}
}

// In a jigsaw, notes and candidates follow the regions, not the boxes.
func TestJigsawPeers(t *testing.T) {
	s := sudoku.Classic
	regions := make([]int, 81)
	for c := range regions {
		regions[c] = s.Box(sudoku.Cell(c))
	}
	regions[s.CellAt(2, 2)], regions[s.CellAt(0, 3)] = 1, 0 // r3c3 to region 2, r1c4 to region 1
	rules := sudoku.Rules{Regions: regions}
	g, err := NewVariant(sudoku.NewGrid(s), rules, DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	g.Settings.AutoRemoveNotes = true
	r2c2, r3c3 := s.CellAt(1, 1), s.CellAt(2, 2)
	g.Enter([]sudoku.Cell{r2c2, r3c3}, 7, Centre)
	g.Enter([]sudoku.Cell{0}, 7, Normal) // r1c1, region 1
	if g.Cell(r2c2).Centre.Has(7) || !g.Cell(r3c3).Centre.Has(7) {
		t.Errorf("7 in r1c1: r2c2's notes %v, r3c3's %v; want it gone from r2c2 only", g.Cell(r2c2).Centre, g.Cell(r3c3).Centre)
	}
	g.FillCandidates()
	if g.Cell(r3c3).Centre.Has(7) == false || g.Cell(s.CellAt(0, 3)).Centre.Has(7) {
		t.Errorf("candidates: r3c3 %v (7 allowed), r1c4 %v (7 not: region 1 and row 1)", g.Cell(r3c3).Centre, g.Cell(s.CellAt(0, 3)).Centre)
	}
	// Two 7s in one box but different regions are no conflict.
	g.Enter([]sudoku.Cell{r3c3}, 7, Normal)
	if c := g.Conflicts(); len(c) != 0 {
		t.Errorf("7 in r1c1 and r3c3, different regions: conflicts %v", c)
	}
}
