package sudoku_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// at returns the cell at row r, column c (1-based) of a 9x9 grid.
func at(r, c int) sudoku.Cell { return sudoku.Classic.CellAt(r-1, c-1) }

func cells(rc ...int) []sudoku.Cell {
	var out []sudoku.Cell
	for i := 0; i < len(rc); i += 2 {
		out = append(out, at(rc[i], rc[i+1]))
	}
	return out
}

// jigsaw4 is a valid 4x4 jigsaw layout: four L and bar shapes.
var jigsaw4 = []int{
	0, 0, 0, 1,
	2, 0, 1, 1,
	2, 3, 3, 1,
	2, 2, 3, 3,
}

func TestRulesValidate(t *testing.T) {
	s4 := sudoku.Shape{BoxRows: 2, BoxCols: 2}
	cut := append([]int(nil), jigsaw4...)
	cut[0] = 2 // r1c1 leaves region 1 for region 3
	apart := []int{
		0, 0, 1, 1,
		0, 1, 0, 1,
		2, 2, 3, 3,
		2, 2, 3, 3,
	}
	tests := []struct {
		name  string
		shape sudoku.Shape
		rules sudoku.Rules
		want  string // "" for valid
	}{
		{"classic", sudoku.Classic, sudoku.Rules{}, ""},
		{"jigsaw", s4, sudoku.Rules{Regions: jigsaw4}, ""},
		{"region sizes", s4, sudoku.Rules{Regions: cut}, "sudoku: region 1: has 3 cells, want 4"},
		{"region apart", s4, sudoku.Rules{Regions: apart}, "sudoku: region 1: is not connected: r2c3 is apart from r1c1"},
		{"region number", s4, sudoku.Rules{Regions: []int{4}}, "sudoku: regions: layout has 1 cells, want 16"},
		{"diagonals", sudoku.Classic, sudoku.Rules{Extra: sudoku.Diagonals(sudoku.Classic)}, ""},
		{"extra too big", s4, sudoku.Rules{Extra: []sudoku.ExtraHouse{{Cells: []sudoku.Cell{0, 1, 2, 3, 4}}}}, "sudoku: extra region at r1c1: has 5 cells, want at most 4"},
		{"cage over 45", sudoku.Classic, sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Cage{Cells: cells(1, 1, 1, 2), Sum: 18}}},
			"sudoku: killer cage at r1c1: total 18 is out of reach: 2 different digits of 1-9 add up to 3 to 17"},
		{"cage of 9 over 45", sudoku.Classic, sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Cage{Cells: cells(1, 1, 1, 2, 1, 3, 1, 4, 1, 5, 1, 6, 1, 7, 1, 8, 1, 9), Sum: 46}}},
			"sudoku: killer cage at r1c1: total 46 is out of reach: 9 different digits of 1-9 add up to 45 to 45"},
		{"cages sharing a cell", sudoku.Classic, sudoku.Rules{Constraints: []sudoku.Constraint{
			sudoku.Cage{Cells: cells(1, 1, 1, 2), Sum: 3}, sudoku.Cage{Cells: cells(1, 2, 1, 3), Sum: 5}}}, ""},
		{"a cage inside a cage", sudoku.Classic, sudoku.Rules{Constraints: []sudoku.Constraint{
			sudoku.Cage{Cells: cells(1, 1, 1, 2, 2, 1, 2, 2), Sum: 10}, sudoku.Cage{Cells: cells(1, 1, 1, 2), Sum: 3},
			sudoku.Cage{Cells: cells(1, 1, 1, 2, 2, 1, 2, 2)}}}, ""},
		{"overlapping cage over its total", sudoku.Classic, sudoku.Rules{Constraints: []sudoku.Constraint{
			sudoku.Cage{Cells: cells(1, 1, 1, 2), Sum: 3}, sudoku.Cage{Cells: cells(1, 2, 1, 3), Sum: 18}}},
			"sudoku: killer cage at r1c2: total 18 is out of reach: 2 different digits of 1-9 add up to 3 to 17"},
		{"thermo loops", sudoku.Classic, sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Thermo{Cells: cells(1, 1, 1, 2, 2, 2, 1, 1)}}},
			"sudoku: thermometer from r1c1: has r1c1 twice"},
		{"thermo too long", s4, sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Thermo{Cells: []sudoku.Cell{0, 1, 2, 3, 7}}}},
			"sudoku: thermometer from r1c1: has 5 cells, want at most 4"},
		{"thermo jumps", sudoku.Classic, sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Thermo{Cells: cells(1, 1, 1, 3)}}},
			"sudoku: thermometer from r1c1: r1c3 does not touch r1c1, the cell before it"},
		{"kropki apart", sudoku.Classic, sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Kropki{A: at(1, 1), B: at(2, 2)}}},
			"sudoku: white dot between r1c1 and r2c2: r1c1 and r2c2 do not share an edge"},
		{"xv sum", sudoku.Classic, sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.XV{A: at(1, 1), B: at(1, 2), Sum: 7}}},
			"sudoku: X between r1c1 and r1c2: sum 7: want 10 (X) or 5 (V)"},
		{"cell outside", sudoku.Classic, sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Renban{Cells: []sudoku.Cell{80, 81}}}},
			"sudoku: renban line 1: cell 81 is outside the 9x9 grid"},
		{"little killer part", sudoku.Classic, sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.LittleKiller{Sum: 10, Cells: cells(2, 2, 3, 3)}}},
			"sudoku: little killer along r2c2: covers part of a diagonal: want it from edge to edge"},
		{"little killer", sudoku.Classic, sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.LittleKiller{Sum: 10, Cells: cells(1, 8, 2, 9)}}}, ""},
		{"sandwich total", sudoku.Classic, sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Sandwich{Line: 3, Sum: 36}}},
			"sudoku: sandwich clue of row 4: total 36 is out of reach: the digits between 1 and 9 add up to 0 to 35"},
		{"whisper difference", s4, sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Whisper{Cells: []sudoku.Cell{0, 1}, Diff: 4}}},
			"sudoku: whispers line from r1c1: difference 4: want 1 to 3"},
		{"arrow overlaps", sudoku.Classic, sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Arrow{Circle: cells(1, 1), Shaft: cells(1, 2, 1, 1)}}},
			"sudoku: arrow from r1c1: r1c1 is on the shaft and in the circle"},
		{"pill on 16x16", sudoku.Shape{BoxRows: 4, BoxCols: 4}, sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Arrow{Circle: []sudoku.Cell{0, 1}, Shaft: []sudoku.Cell{2}}}},
			"sudoku: arrow from r1c1: circle: has 2 cells, want at most 1"},
		{"nil", sudoku.Classic, sudoku.Rules{Constraints: []sudoku.Constraint{nil}}, "sudoku: constraint 1: is nil"},
		{"disjoint jigsaw", s4, sudoku.Rules{Regions: jigsaw4, Extra: sudoku.DisjointGroups(s4)}, "sudoku: disjoint group 1: disjoint groups need boxes, not irregular regions"},
		{"decoration", sudoku.Classic, decorated(sudoku.Decoration{Kind: sudoku.DecorCircle, Cells: cells(1, 1, 1, 2), Stroke: "#ABC", Fill: "#f0f0f0",
			TextColour: "#000", Width: 80, Height: 80, Angle: 359, Text: "Ω 🙂"}), ""},
		{"loop of a line", sudoku.Classic, decorated(sudoku.Decoration{Kind: sudoku.DecorLine, Cells: cells(1, 1, 1, 2, 2, 2, 1, 1), Width: 100}), ""},
		{"decoration of no cells", sudoku.Classic, decorated(sudoku.Decoration{Kind: sudoku.DecorText, Text: "A"}),
			"sudoku: decorative text 1: has 0 cells, want at least 1"},
		{"decoration outside", sudoku.Classic, decorated(sudoku.Decoration{Kind: sudoku.DecorLine, Cells: []sudoku.Cell{80, 81}}),
			"sudoku: decorative line at r9c9: cell 81 is outside the 9x9 grid"},
		{"decoration of an unknown kind", sudoku.Classic, decorated(sudoku.Decoration{Kind: 7, Cells: cells(1, 1)}),
			"sudoku: decoration 1: kind 7 is not one this package defines"},
		{"circle on a cell twice", sudoku.Classic, decorated(sudoku.Decoration{Kind: sudoku.DecorCircle, Cells: cells(1, 1, 1, 1)}),
			"sudoku: decorative circle at r1c1: has r1c1 twice"},
		{"bad colour", sudoku.Classic, decorated(sudoku.Decoration{Kind: sudoku.DecorLine, Cells: cells(1, 1), Stroke: "red"}),
			`sudoku: decorative line at r1c1: colour "red": want #rgb or #rrggbb`},
		{"colour of 4 digits", sudoku.Classic, decorated(sudoku.Decoration{Kind: sudoku.DecorCage, Cells: cells(1, 1), TextColour: "#0000"}),
			`sudoku: decorative cage at r1c1: text colour "#0000": want #rgb or #rrggbb`},
		{"line with a fill", sudoku.Classic, decorated(sudoku.Decoration{Kind: sudoku.DecorLine, Cells: cells(1, 1), Fill: "#fff"}),
			"sudoku: decorative line at r1c1: has a fill, which a line does not take"},
		{"text with a width", sudoku.Classic, decorated(sudoku.Decoration{Kind: sudoku.DecorText, Cells: cells(1, 1), Width: 50, Text: "A"}),
			"sudoku: decorative text at r1c1: has a width, which a text does not take"},
		{"line too thick", sudoku.Classic, decorated(sudoku.Decoration{Kind: sudoku.DecorLine, Cells: cells(1, 1, 1, 2), Width: 101}),
			"sudoku: decorative line at r1c1: width 101: want 0 to 100 hundredths of a cell"},
		{"circle beyond the grid", s4, decorated(sudoku.Decoration{Kind: sudoku.DecorCircle, Cells: []sudoku.Cell{0}, Height: 401}),
			"sudoku: decorative circle at r1c1: height 401: want 0 to 400 hundredths of a cell"},
		{"angle", sudoku.Classic, decorated(sudoku.Decoration{Kind: sudoku.DecorRectangle, Cells: cells(1, 1), Angle: -90}),
			"sudoku: decorative rectangle at r1c1: angle -90: want 0 to 359 degrees"},
		{"long text", sudoku.Classic, decorated(sudoku.Decoration{Kind: sudoku.DecorText, Cells: cells(1, 1), Text: strings.Repeat("x", sudoku.MaxDecorText+1)}),
			"sudoku: decorative text at r1c1: text of 201 bytes, over 200"},
		{"text not UTF-8", sudoku.Classic, decorated(sudoku.Decoration{Kind: sudoku.DecorText, Cells: cells(1, 1), Text: "\xff"}),
			"sudoku: decorative text at r1c1: text is not valid UTF-8"},
		{"text on two lines", sudoku.Classic, decorated(sudoku.Decoration{Kind: sudoku.DecorText, Cells: cells(1, 1), Text: "a\nb"}),
			"sudoku: decorative text at r1c1: text holds a control character at byte 1"},
	}
	for _, tt := range tests {
		err := tt.rules.Validate(tt.shape)
		if tt.want == "" {
			if err != nil {
				t.Errorf("%s: got %v, want valid", tt.name, err)
			}
			continue
		}
		var re *sudoku.RuleError
		if err == nil || !errors.As(err, &re) || err.Error() != tt.want {
			t.Errorf("%s:\n got %v\nwant %s (a *RuleError)", tt.name, err, tt.want)
		}
	}
}

// A line of too few or too many cells says how many it has and takes, as
// a *CountError under the *RuleError, for a program to word its own way.
func TestRulesValidateCounts(t *testing.T) {
	for _, tt := range []struct {
		c    sudoku.Constraint
		want sudoku.CountError
	}{
		{sudoku.Thermo{Cells: []sudoku.Cell{0}}, sudoku.CountError{Have: 1, Min: 2, Max: 9}},
		{sudoku.Thermo{Cells: []sudoku.Cell{0, 1, 2, 3, 4, 5, 6, 7, 8, 17}}, sudoku.CountError{Have: 10, Min: 2, Max: 9}},
		{sudoku.Between{Cells: []sudoku.Cell{0, 1}}, sudoku.CountError{Have: 2, Min: 3, Max: 81}},
	} {
		r := sudoku.Rules{Constraints: []sudoku.Constraint{tt.c}}
		var count *sudoku.CountError
		if err := r.Validate(sudoku.Classic); !errors.As(err, &count) || *count != tt.want {
			t.Errorf("%T of %d cells: got %v (%+v), want %+v", tt.c, tt.want.Have, err, count, tt.want)
		}
	}
	r := sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Thermo{Cells: []sudoku.Cell{0, 0}}}}
	var count *sudoku.CountError
	if err := r.Validate(sudoku.Classic); err == nil || errors.As(err, &count) {
		t.Errorf("a thermometer on a cell twice: got %v, want an error that is no *CountError", err)
	}
}

// decorated returns classic rules that draw ds.
func decorated(ds ...sudoku.Decoration) sudoku.Rules { return sudoku.Rules{Decor: ds} }

// TestDecorationIsNoRule checks that decoration leaves the rules classic
// (Classic, Check, CheckSolution and Describe see none) but not bare.
func TestDecorationIsNoRule(t *testing.T) {
	r := decorated(sudoku.Decoration{Kind: sudoku.DecorLine, Cells: cells(1, 1, 1, 2, 1, 3)})
	if !r.Classic() || r.Bare() || r.Describe() != "" {
		t.Errorf("a line on a classic grid: Classic %v, Bare %v, Describe %q; want classic, not bare, no rule", r.Classic(), r.Bare(), r.Describe())
	}
	if !(&sudoku.Rules{}).Bare() {
		t.Errorf("the zero Rules are not bare")
	}
	g := sudoku.NewGrid(sudoku.Classic)
	g.Set(at(1, 1), 5)
	g.Set(at(1, 3), 5)
	if err := r.Check(&g); err == nil || !strings.Contains(err.Error(), "5 appears twice in row 1") {
		t.Errorf("Check of a repeat under a line: got %v, want the row's conflict", err)
	}
	bad := decorated(sudoku.Decoration{Kind: sudoku.DecorLine, Cells: []sudoku.Cell{81}})
	if err := bad.Check(&g); err == nil || !strings.Contains(err.Error(), "outside the 9x9 grid") {
		t.Errorf("Check under a line off the grid: got %v, want Validate's error", err)
	}
}

func TestExtraHouses(t *testing.T) {
	s := sudoku.Classic
	d := sudoku.Diagonals(s)
	if d[0].Cells[8] != at(9, 9) || d[1].Cells[0] != at(9, 1) || d[1].Cells[8] != at(1, 9) {
		t.Errorf("Diagonals: got %v", d)
	}
	w := sudoku.Windows(s)
	if len(w) != 4 || w[0].Cells[0] != at(2, 2) || w[3].Cells[8] != at(8, 8) {
		t.Errorf("Windows: got %v", w)
	}
	if got := len(sudoku.Windows(sudoku.Shape{BoxRows: 4, BoxCols: 4})); got != 9 {
		t.Errorf("16x16 windows: got %d, want 9", got)
	}
	if got := sudoku.Windows(sudoku.Shape{BoxRows: 1, BoxCols: 4}); got != nil {
		t.Errorf("1x4 windows: got %v, want none", got)
	}
	g := sudoku.DisjointGroups(s)
	if len(g) != 9 || g[4].Cells[0] != at(2, 2) || g[4].Cells[8] != at(8, 8) {
		t.Errorf("DisjointGroups: got %v", g)
	}
}

// TestConstraintCheck checks each constraint's rule on partial and full
// grids through Rules.Check: what it allows and what it forbids.
func TestConstraintCheck(t *testing.T) {
	type place map[sudoku.Cell]sudoku.Digit
	tests := []struct {
		name  string
		c     sudoku.Constraint
		grid  place
		broke bool
	}{
		{"anti-knight ok", sudoku.AntiKnight{}, place{at(1, 1): 5, at(4, 4): 5}, false},
		{"anti-knight", sudoku.AntiKnight{}, place{at(1, 1): 5, at(2, 3): 5}, true},
		{"anti-king", sudoku.AntiKing{}, place{at(1, 1): 5, at(2, 2): 5}, true},
		{"anti-king ok", sudoku.AntiKing{}, place{at(1, 1): 5, at(2, 4): 5}, false},
		{"non-consecutive", sudoku.NonConsecutive{}, place{at(1, 1): 5, at(1, 2): 6}, true},
		{"non-consecutive diagonal ok", sudoku.NonConsecutive{}, place{at(1, 1): 5, at(2, 2): 6}, false},
		{"white dot", sudoku.Kropki{A: at(1, 1), B: at(1, 2)}, place{at(1, 1): 5, at(1, 2): 7}, true},
		{"white dot ok", sudoku.Kropki{A: at(1, 1), B: at(1, 2)}, place{at(1, 1): 5, at(1, 2): 4}, false},
		{"black dot", sudoku.Kropki{A: at(1, 1), B: at(1, 2), Black: true}, place{at(1, 1): 3, at(1, 2): 7}, true},
		{"black dot ok", sudoku.Kropki{A: at(1, 1), B: at(1, 2), Black: true}, place{at(1, 1): 4, at(1, 2): 8}, false},
		{"negative white", sudoku.KropkiNegative{White: true}, place{at(5, 5): 3, at(5, 6): 4}, true},
		{"negative black", sudoku.KropkiNegative{Black: true}, place{at(5, 5): 3, at(6, 5): 6}, true},
		{"negative black ok", sudoku.KropkiNegative{Black: true}, place{at(5, 5): 3, at(6, 5): 4}, false},
		{"X", sudoku.XV{A: at(1, 1), B: at(1, 2), Sum: 10}, place{at(1, 1): 3, at(1, 2): 6}, true},
		{"V ok", sudoku.XV{A: at(1, 1), B: at(1, 2), Sum: 5}, place{at(1, 1): 1, at(1, 2): 4}, false},
		{"negative XV", sudoku.XVNegative{X: true, V: true}, place{at(1, 1): 1, at(1, 2): 4}, true},
		{"cage repeats", sudoku.Cage{Cells: cells(1, 1, 2, 2)}, place{at(1, 1): 4, at(2, 2): 4}, true},
		{"cage total", sudoku.Cage{Cells: cells(1, 1, 1, 2), Sum: 10}, place{at(1, 1): 4, at(1, 2): 5}, true},
		{"cage partial too big", sudoku.Cage{Cells: cells(1, 1, 1, 2, 1, 3), Sum: 10}, place{at(1, 1): 9}, true},
		{"cage partial ok", sudoku.Cage{Cells: cells(1, 1, 1, 2, 1, 3), Sum: 12}, place{at(1, 1): 9}, false},
		{"thermo", sudoku.Thermo{Cells: cells(1, 1, 1, 2, 1, 3)}, place{at(1, 1): 4, at(1, 3): 5}, true},
		{"thermo ok", sudoku.Thermo{Cells: cells(1, 1, 1, 2, 1, 3)}, place{at(1, 1): 4, at(1, 3): 6}, false},
		{"arrow", sudoku.Arrow{Circle: cells(1, 1), Shaft: cells(1, 2, 1, 3)}, place{at(1, 1): 9, at(1, 2): 4, at(1, 3): 4}, true},
		{"pill", sudoku.Arrow{Circle: cells(1, 1, 1, 2), Shaft: cells(2, 3, 3, 4, 4, 5)}, place{at(1, 1): 1, at(1, 2): 5, at(2, 3): 9, at(3, 4): 5, at(4, 5): 1}, false},
		{"little killer", sudoku.LittleKiller{Sum: 10, Cells: cells(1, 8, 2, 9)}, place{at(1, 8): 4, at(2, 9): 5}, true},
		{"sandwich", sudoku.Sandwich{Line: 0, Sum: 5}, place{at(1, 1): 1, at(1, 2): 2, at(1, 3): 3, at(1, 4): 9}, false},
		{"sandwich wrong", sudoku.Sandwich{Line: 9, Sum: 5}, place{at(1, 1): 9, at(2, 1): 2, at(3, 1): 4, at(4, 1): 1}, true},
		{"whisper", sudoku.Whisper{Cells: cells(1, 1, 1, 2)}, place{at(1, 1): 3, at(1, 2): 7}, true},
		{"whisper ok", sudoku.Whisper{Cells: cells(1, 1, 1, 2)}, place{at(1, 1): 3, at(1, 2): 8}, false},
		{"dutch whisper ok", sudoku.Whisper{Cells: cells(1, 1, 1, 2), Diff: 4}, place{at(1, 1): 3, at(1, 2): 7}, false},
		{"renban", sudoku.Renban{Cells: cells(1, 1, 1, 2, 1, 3)}, place{at(1, 1): 3, at(1, 3): 6}, true},
		{"renban ok", sudoku.Renban{Cells: cells(1, 1, 1, 2, 1, 3)}, place{at(1, 1): 3, at(1, 3): 5}, false},
		{"between", sudoku.Between{Cells: cells(1, 1, 1, 2, 1, 3)}, place{at(1, 1): 3, at(1, 2): 7, at(1, 3): 6}, true},
		{"between ok", sudoku.Between{Cells: cells(1, 1, 1, 2, 1, 3)}, place{at(1, 1): 7, at(1, 2): 5, at(1, 3): 3}, false},
		{"palindrome", sudoku.Palindrome{Cells: cells(1, 1, 2, 1, 3, 1)}, place{at(1, 1): 3, at(3, 1): 4}, true},
		{"odd", sudoku.Parity{Cell: at(1, 1)}, place{at(1, 1): 4}, true},
		{"even ok", sudoku.Parity{Cell: at(1, 1), Even: true}, place{at(1, 1): 4}, false},
		{"X ok", sudoku.XV{A: at(1, 1), B: at(1, 2), Sum: 10}, place{at(1, 1): 3, at(1, 2): 7}, false},
		{"negative white ok", sudoku.KropkiNegative{White: true}, place{at(5, 5): 3, at(5, 6): 5}, false},
		{"negative XV ok", sudoku.XVNegative{X: true, V: true}, place{at(1, 1): 1, at(1, 2): 5}, false},
		{"cage ok", sudoku.Cage{Cells: cells(1, 1, 1, 2), Sum: 10}, place{at(1, 1): 4, at(1, 2): 6}, false},
		{"cage without total ok", sudoku.Cage{Cells: cells(1, 1, 2, 2)}, place{at(1, 1): 4, at(2, 2): 5}, false},
		{"arrow ok", sudoku.Arrow{Circle: cells(1, 1), Shaft: cells(1, 2, 1, 3)}, place{at(1, 1): 9, at(1, 2): 4, at(1, 3): 5}, false},
		{"pill wrong", sudoku.Arrow{Circle: cells(1, 1, 1, 2), Shaft: cells(2, 3, 3, 4, 4, 5)}, place{at(1, 1): 1, at(1, 2): 6, at(2, 3): 9, at(3, 4): 5, at(4, 5): 1}, true},
		{"little killer ok", sudoku.LittleKiller{Sum: 10, Cells: cells(1, 8, 2, 9)}, place{at(1, 8): 4, at(2, 9): 6}, false},
		{"whisper of 3 ok", sudoku.Whisper{Cells: cells(1, 1, 1, 2), Diff: 3}, place{at(1, 1): 3, at(1, 2): 6}, false},
		{"whisper of 3", sudoku.Whisper{Cells: cells(1, 1, 1, 2), Diff: 3}, place{at(1, 1): 3, at(1, 2): 5}, true},
		{"palindrome ok", sudoku.Palindrome{Cells: cells(1, 3, 2, 4, 3, 5)}, place{at(1, 3): 3, at(3, 5): 3}, false},
		{"odd ok", sudoku.Parity{Cell: at(1, 1)}, place{at(1, 1): 5}, false},
		{"even", sudoku.Parity{Cell: at(1, 1), Even: true}, place{at(1, 1): 5}, true},
	}
	for _, tt := range tests {
		g := sudoku.NewGrid(sudoku.Classic)
		for c, d := range tt.grid {
			g.Set(c, d)
		}
		r := sudoku.Rules{Constraints: []sudoku.Constraint{tt.c}}
		err := r.Check(&g)
		var be *sudoku.BrokenError
		if tt.broke != (err != nil) || (err != nil && !errors.As(err, &be)) {
			t.Errorf("%s: Check = %v, want broken %v", tt.name, err, tt.broke)
		}
	}
}

func TestCheckNamesTheGroup(t *testing.T) {
	s := sudoku.Shape{BoxRows: 2, BoxCols: 2}
	g := sudoku.NewGrid(s)
	g.Set(0, 1)
	g.Set(5, 1) // r2c2: region 1 of jigsaw4, as r1c1
	r := sudoku.Rules{Regions: jigsaw4}
	err := r.Check(&g)
	if err == nil || err.Error() != "sudoku: 1 appears twice in region 1, at r1c1 and r2c2" {
		t.Errorf("got %v", err)
	}
	// Without the jigsaw, r1c1 and r2c2 share box 1.
	var ce *sudoku.ConflictError
	if err := (&sudoku.Rules{}).Check(&g); !errors.As(err, &ce) {
		t.Errorf("classic: got %v, want a *ConflictError", err)
	}
}

func TestDescribe(t *testing.T) {
	r := sudoku.Rules{Regions: jigsaw4, Extra: sudoku.Diagonals(sudoku.Classic), Constraints: []sudoku.Constraint{
		sudoku.Cage{}, sudoku.Thermo{}, sudoku.Cage{}, sudoku.Parity{Even: true}, sudoku.Parity{}}}
	if got, want := r.Describe(), "jigsaw regions, diagonals, killer cages, thermometers, odd and even cells"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := (&sudoku.Rules{}).Describe(); got != "" || !(&sudoku.Rules{}).Classic() {
		t.Errorf("classic: got %q", got)
	}
}

func TestPuzzleCheckSolution(t *testing.T) {
	const sol = "123456789456789123789123456214365897365897214897214365531642978642978531978531642"
	g, err := codec.ParseGrid(sol)
	if err != nil {
		t.Fatal(err)
	}
	p := sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Classic), Rules: sudoku.Rules{Constraints: []sudoku.Constraint{
		sudoku.Thermo{Cells: cells(1, 1, 1, 2, 1, 3)}}}}
	if err := p.CheckSolution(g); err != nil {
		t.Errorf("thermo 1-2-3: %v", err)
	}
	p.Rules.Constraints = append(p.Rules.Constraints, sudoku.Cage{Cells: cells(1, 1, 2, 1), Sum: 6})
	if err := p.CheckSolution(g); err == nil || !strings.Contains(err.Error(), "killer cage at r1c1 is broken") {
		t.Errorf("cage 1+4 = 6: got %v", err)
	}
}

// TestOverlappingCagesCheck checks that each of two cages sharing a cell
// keeps its own rule: the grid of TestPuzzleCheckSolution keeps
// r1c1+r1c2 = 3 and r1c2+r1c3 = 5, and a total either cage misses is
// broken, named by that cage.
func TestOverlappingCagesCheck(t *testing.T) {
	g, err := codec.ParseGrid("123456789456789123789123456214365897365897214897214365531642978642978531978531642")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name        string
		left, right int // the totals of r1c1+r1c2 and r1c2+r1c3
		want        string
	}{
		{"both kept", 3, 5, ""},
		{"the first broken", 4, 5, "killer cage at r1c1 is broken"},
		{"the second broken", 3, 6, "killer cage at r1c2 is broken"},
	}
	for _, tt := range tests {
		p := sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Classic), Rules: sudoku.Rules{Constraints: []sudoku.Constraint{
			sudoku.Cage{Cells: cells(1, 1, 1, 2), Sum: tt.left}, sudoku.Cage{Cells: cells(1, 2, 1, 3), Sum: tt.right}}}}
		err := p.CheckSolution(g)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("%s: got %v, want a solution", tt.name, err)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("%s: got %v, want %q", tt.name, err, tt.want)
		}
	}
}

func TestCageOverlap(t *testing.T) {
	cage := func(sum int, rc ...int) sudoku.Constraint { return sudoku.Cage{Cells: cells(rc...), Sum: sum} }
	tests := []struct {
		name          string
		rules         []sudoku.Constraint
		cell          sudoku.Cell
		first, second int
		ok            bool
	}{
		{"none", []sudoku.Constraint{cage(3, 1, 1, 1, 2), cage(5, 1, 3, 1, 4)}, 0, 0, 0, false},
		{"a thermometer over a cage", []sudoku.Constraint{cage(3, 1, 1, 1, 2), sudoku.Thermo{Cells: cells(1, 1, 1, 2)}}, 0, 0, 0, false},
		{"a shared cell", []sudoku.Constraint{sudoku.AntiKing{}, cage(3, 1, 1, 1, 2), cage(5, 1, 3, 1, 2)}, at(1, 2), 1, 2, true},
		{"the first shared cell met", []sudoku.Constraint{cage(0, 2, 2, 1, 2), cage(3, 1, 1, 1, 2, 2, 2)}, at(1, 2), 0, 1, true},
	}
	for _, tt := range tests {
		r := sudoku.Rules{Constraints: tt.rules}
		cell, first, second, ok := r.CageOverlap()
		if cell != tt.cell || first != tt.first || second != tt.second || ok != tt.ok {
			t.Errorf("%s: got %s, %d, %d, %v, want %s, %d, %d, %v", tt.name, sudoku.Classic.CellName(cell), first, second, ok,
				sudoku.Classic.CellName(tt.cell), tt.first, tt.second, tt.ok)
		}
	}
}
