package issform

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

var s9 = sudoku.Classic

func c9(r, c int) sudoku.Cell { return s9.CellAt(r-1, c-1) }

// ruleCases write one rule each on an empty 9x9 grid (unless grid says).
var ruleCases = []struct {
	name  string
	rules sudoku.Rules
	want  string
}{
	{"anti-knight", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.AntiKnight{}}}, ".AntiKnight"},
	{"anti-king", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.AntiKing{}}}, ".AntiKing"},
	{"nonconsecutive", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.NonConsecutive{}}}, ".AntiConsecutive"},
	{"white dot", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Kropki{A: c9(1, 1), B: c9(1, 2)}}}, ".WhiteDot~R1C1~R1C2"},
	{"black dot", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Kropki{A: c9(2, 1), B: c9(1, 1), Black: true}}}, ".BlackDot~R2C1~R1C1"},
	{"strict kropki", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.KropkiNegative{White: true, Black: true}}}, ".StrictKropki"},
	{"X", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.XV{A: c9(9, 8), B: c9(9, 9), Sum: 10}}}, ".X~R9C8~R9C9"},
	{"V", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.XV{A: c9(9, 8), B: c9(9, 9), Sum: 5}}}, ".V~R9C8~R9C9"},
	{"strict XV", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.XVNegative{X: true, V: true}}}, ".StrictXV"},
	{"cage", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Cage{Cells: []sudoku.Cell{c9(1, 1), c9(1, 2)}, Sum: 17}}}, ".Cage~17~R1C1~R1C2"},
	{"cage without total", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Cage{Cells: []sudoku.Cell{c9(1, 1), c9(2, 2), c9(3, 3)}}}}, ".AllDifferent~R1C1~R2C2~R3C3"},
	{"one-cell cage", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Cage{Cells: []sudoku.Cell{c9(4, 5)}, Sum: 7}}}, ".~R4C5_7"},
	{"thermo", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Thermo{Cells: []sudoku.Cell{c9(9, 4), c9(8, 3), c9(7, 2)}}}}, ".Thermo~R9C4~R8C3~R7C2"},
	{"arrow", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Arrow{Circle: []sudoku.Cell{c9(5, 5)}, Shaft: []sudoku.Cell{c9(5, 6), c9(6, 7)}}}}, ".Arrow~R5C5~R5C6~R6C7"},
	{"pill arrow", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Arrow{Circle: []sudoku.Cell{c9(1, 2), c9(1, 1)}, Shaft: []sudoku.Cell{c9(2, 2), c9(3, 2)}}}}, ".PillArrow~2~R1C1~R1C2~R2C2~R3C2"},
	{"3-digit pill", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Arrow{Circle: []sudoku.Cell{c9(1, 1), c9(2, 2), c9(2, 3)}, Shaft: []sudoku.Cell{c9(3, 3)}}}}, ".PillArrow~3~R1C1~R2C2~R2C3~R3C3"},
	// A pill up a positive diagonal ISS's PillArrow refuses: the Sum it
	// would build, the digits read in cell order.
	{"pill up a diagonal", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Arrow{Circle: []sudoku.Cell{c9(2, 1), c9(1, 2)}, Shaft: []sudoku.Cell{c9(1, 3), c9(1, 4)}}}}, ".Sum~0_=_-10_-1_1_1~R1C2~R2C1~R1C3~R1C4"},
	{"little killer", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.LittleKiller{Sum: 12, Cells: []sudoku.Cell{c9(1, 3), c9(2, 2), c9(3, 1)}}}}, ".Sum~12~R1C3~R2C2~R3C1"},
	{"sandwich row", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Sandwich{Line: 2, Sum: 0}}}, ".Sandwich~0~R3"},
	{"sandwich column", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Sandwich{Line: 9 + 8, Sum: 35}}}, ".Sandwich~35~C9"},
	{"german whispers", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Whisper{Cells: []sudoku.Cell{c9(1, 1), c9(2, 2)}}}}, ".Whisper~5~R1C1~R2C2"},
	{"dutch whispers", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Whisper{Cells: []sudoku.Cell{c9(1, 1), c9(2, 2)}, Diff: 4}}}, ".Whisper~4~R1C1~R2C2"},
	{"renban", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Renban{Cells: []sudoku.Cell{c9(1, 1), c9(1, 2), c9(1, 3)}}}}, ".Renban~R1C1~R1C2~R1C3"},
	{"between", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Between{Cells: []sudoku.Cell{c9(1, 1), c9(1, 2), c9(1, 3)}}}}, ".Between~R1C1~R1C2~R1C3"},
	{"palindrome", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Palindrome{Cells: []sudoku.Cell{c9(1, 1), c9(2, 1)}}}}, ".Palindrome~R1C1~R2C1"},
	{"odd", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Parity{Cell: c9(1, 1)}}}, ".~R1C1_1_3_5_7_9"},
	{"even", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Parity{Cell: c9(9, 9), Even: true}}}, ".~R9C9_2_4_6_8"},
	{"diagonals", sudoku.Rules{Extra: sudoku.Diagonals(s9)}, ".Diagonal~-1.Diagonal~1"},
	{"windoku", sudoku.Rules{Extra: sudoku.Windows(s9)}, ".Windoku"},
	{"one window", sudoku.Rules{Extra: sudoku.Windows(s9)[1:2]}, ".AllDifferent~R2C6~R2C7~R2C8~R3C6~R3C7~R3C8~R4C6~R4C7~R4C8"},
	{"disjoint groups", sudoku.Rules{Extra: sudoku.DisjointGroups(s9)}, ".DisjointSets"},
	{"extra region", sudoku.Rules{Extra: []sudoku.ExtraHouse{{Kind: sudoku.ExtraRegion, Cells: []sudoku.Cell{c9(1, 1), c9(5, 5), c9(9, 9)}}}}, ".AllDifferent~R1C1~R5C5~R9C9"},
	{"decoration", sudoku.Rules{Decor: []sudoku.Decoration{{Kind: sudoku.DecorText, Cells: []sudoku.Cell{c9(1, 1)}, Text: "hi"}}}, ""},
}

func TestWriteRules(t *testing.T) {
	for _, tc := range ruleCases {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.rules.Validate(s9); err != nil {
				t.Fatalf("bad case: %v", err)
			}
			p := sudoku.Puzzle{Grid: sudoku.NewGrid(s9), Rules: tc.rules}
			got, err := Write(&p)
			if err != nil || got != tc.want {
				t.Errorf("Write = %q, %v; want %q", got, err, tc.want)
			}
		})
	}
}

// TestEveryConstraintType checks that ruleCases write every constraint
// type of engine/sudoku (each type with a holds method there), so a new
// rule cannot reach Write unwritten and untested.
func TestEveryConstraintType(t *testing.T) {
	files, err := filepath.Glob("../../sudoku/*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("engine/sudoku sources: %v", err)
	}
	types := map[string]bool{}
	fset := token.NewFileSet()
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, file, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Name.Name != "holds" || fn.Recv == nil {
				continue
			}
			if id, ok := fn.Recv.List[0].Type.(*ast.Ident); ok {
				types["sudoku."+id.Name] = true
			}
		}
	}
	if len(types) < 15 {
		t.Fatalf("found %d constraint types in engine/sudoku: the parse missed them", len(types))
	}
	for _, tc := range ruleCases {
		for _, c := range tc.rules.Constraints {
			delete(types, fmt.Sprintf("%T", c))
		}
	}
	for ty := range types {
		t.Errorf("no case writes %s: add it to Write and ruleCases", ty)
	}
}

func TestWriteGivensAndShapes(t *testing.T) {
	g := sudoku.NewGrid(s9)
	g.Set(c9(1, 2), 4)
	g.Set(c9(9, 9), 1)
	p := sudoku.Puzzle{Grid: g, Rules: sudoku.Rules{Constraints: []sudoku.Constraint{
		sudoku.Parity{Cell: c9(1, 2), Even: true}, // kept by the given
		sudoku.Parity{Cell: c9(9, 9), Even: true}, // breaks it: no candidate left
	}}}
	if got, err := Write(&p); err != nil || got != ".~R1C2_4~R9C9" {
		t.Errorf("givens with parity: %q, %v", got, err)
	}

	// 16x16: rows and columns past 9 in base 17, digits in decimal.
	s16 := sudoku.Shape{BoxRows: 4, BoxCols: 4}
	g = sudoku.NewGrid(s16)
	g.Set(s16.CellAt(9, 15), 12)
	p = sudoku.Puzzle{Grid: g}
	if got, err := Write(&p); err != nil || got != ".~RaCg_12.Shape~16x16" {
		t.Errorf("16x16: %q, %v", got, err)
	}

	// 6x6 of 2x3 boxes are ISS's own; 3x2 boxes are written as a layout.
	p = sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Shape{BoxRows: 2, BoxCols: 3})}
	if got, err := Write(&p); err != nil || got != ".Shape~6x6" {
		t.Errorf("6x6 2x3: %q, %v", got, err)
	}
	p = sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Shape{BoxRows: 3, BoxCols: 2})}
	want := ".Shape~6x6.Jigsaw~001122001122001122334455334455334455.NoBoxes"
	if got, err := Write(&p); err != nil || got != want {
		t.Errorf("6x6 3x2: %q, %v; want %q", got, err, want)
	}

	// Jigsaw regions: the layout, by region number.
	regions := make([]int, 81)
	for c := range regions {
		regions[c] = c / 9 // rows as regions: valid for Write's purpose
	}
	p = sudoku.Puzzle{Grid: sudoku.NewGrid(s9), Rules: sudoku.Rules{Regions: regions}}
	want = ".Jigsaw~" + strings.Repeat("0", 9) + strings.Repeat("1", 9) + strings.Repeat("2", 9) +
		strings.Repeat("3", 9) + strings.Repeat("4", 9) + strings.Repeat("5", 9) +
		strings.Repeat("6", 9) + strings.Repeat("7", 9) + strings.Repeat("8", 9) + ".NoBoxes"
	if got, err := Write(&p); err != nil || got != want {
		t.Errorf("jigsaw: %q, %v", got, err)
	}

	// Pencil marks: a cell's marks are its candidates.
	p = sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Shape{BoxRows: 2, BoxCols: 2}), Candidates: make([]sudoku.Set, 16)}
	for c := range p.Candidates {
		p.Candidates[c] = sudoku.FullSet(4)
	}
	p.Candidates[5] = sudoku.SetOf(1, 3)
	if got, err := Write(&p); err != nil || got != ".~R2C2_1_3.Shape~4x4" {
		t.Errorf("marks: %q, %v", got, err)
	}
}

func TestWriteUnsupported(t *testing.T) {
	s25 := sudoku.Shape{BoxRows: 5, BoxCols: 5}
	p := sudoku.Puzzle{Grid: sudoku.NewGrid(s25)}
	_, err := Write(&p)
	var ue *UnsupportedError
	if !errors.As(err, &ue) || ue.Rule != "grid" || !strings.Contains(err.Error(), "25x25") {
		t.Errorf("25x25: %v; want an UnsupportedError for the grid", err)
	}
}

// TestWriteOneColourNegatives: ISS's strict rules forbid both colours (or
// X and V); one alone is a Pair on every unmarked edge.
func TestWriteOneColourNegatives(t *testing.T) {
	s4 := sudoku.Shape{BoxRows: 2, BoxCols: 2}
	p := sudoku.Puzzle{Grid: sudoku.NewGrid(s4), Rules: sudoku.Rules{Constraints: []sudoku.Constraint{
		sudoku.KropkiNegative{White: true},
		sudoku.Kropki{A: 0, B: 1},
		sudoku.XV{A: 0, B: 4, Sum: 5}, // not a dot: the edge stays in the Pair
	}}}
	got, err := Write(&p)
	if err != nil {
		t.Fatal(err)
	}
	key := PairKey(4, func(a, b int) bool { return a-b != 1 && b-a != 1 })
	// The 24 edges of a 4x4 grid less the dotted one, each a group.
	var edges []string
	for c := sudoku.Cell(0); c < 16; c++ {
		for _, o := range s4.EdgeCells(c) {
			if o > c && !(c == 0 && o == 1) {
				edges = append(edges, fmt.Sprintf("R%dC%d~R%dC%d", s4.Row(c)+1, s4.Col(c)+1, s4.Row(o)+1, s4.Col(o)+1))
			}
		}
	}
	if len(edges) != 23 {
		t.Fatalf("%d edges", len(edges))
	}
	want := ".Shape~4x4.Pair~" + key + "~" + strings.Join(edges, "~~") + ".WhiteDot~R1C1~R1C2.V~R1C1~R2C1"
	if got != want {
		t.Errorf("Write =\n %q\nwant\n %q", got, want)
	}
}

// TestPairKey checks keys against those ISS computes (fnToBinaryKey) for
// the same relations.
func TestPairKey(t *testing.T) {
	for _, tc := range []struct {
		n     int
		allow func(a, b int) bool
		want  string
	}{
		{4, func(a, b int) bool { return a == b }, "hQI"},                                                  // Palindrome.fnKey(4)
		{9, func(a, b int) bool { return a != 2*b && b != 2*a && a-b != 1 && b-a != 1 }, "9X-VPtXf1f9W_F"}, // StrictKropki
		{9, func(a, b int) bool { return a+b != 5 && a+b != 10 }, "3bv927v_-7v_-H"},                        // StrictXV
		{9, func(a, b int) bool { return a-b != 1 && b-a != 1 }, "9X_1f9X_1f9X_F"},
		{16, func(a, b int) bool { return a+b != 5 }, "3__-_3__-_________________________________P"},
		{4, func(a, b int) bool { return false }, ""},
	} {
		if got := PairKey(tc.n, tc.allow); got != tc.want {
			t.Errorf("PairKey(%d) = %q, want %q", tc.n, got, tc.want)
		}
	}
}
