package codec_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// everything is a 9x9 puzzle with one of each kind of rule f-puzzles
// writes.
// at returns the cell at row r, column c (1-based) of a 9x9 grid.
func at(r, c int) sudoku.Cell { return sudoku.Classic.CellAt(r-1, c-1) }

// jigsaw4 is a valid 4x4 jigsaw layout: four L and bar shapes.
var jigsaw4 = []int{
	0, 0, 0, 1,
	2, 0, 1, 1,
	2, 3, 3, 1,
	2, 2, 3, 3,
}

// cells returns the cells at the rows and columns rc, in pairs.
func cells(rc ...int) []sudoku.Cell {
	var out []sudoku.Cell
	for i := 0; i < len(rc); i += 2 {
		out = append(out, at(rc[i], rc[i+1]))
	}
	return out
}

func everything() sudoku.Puzzle {
	g := sudoku.NewGrid(sudoku.Classic)
	g.Set(at(5, 5), 5)
	return sudoku.Puzzle{Grid: g, Rules: sudoku.Rules{
		Extra: append(sudoku.Diagonals(sudoku.Classic), sudoku.ExtraHouse{Kind: sudoku.ExtraRegion, Cells: cells(7, 1, 7, 2, 8, 1)}),
		Constraints: []sudoku.Constraint{
			sudoku.AntiKnight{}, sudoku.AntiKing{},
			sudoku.KropkiNegative{White: true, Black: true}, sudoku.XVNegative{X: true, V: true},
			sudoku.Cage{Cells: cells(1, 1, 1, 2), Sum: 7}, sudoku.Cage{Cells: cells(9, 9, 9, 8)},
			sudoku.Thermo{Cells: cells(2, 2, 2, 3, 3, 4)},
			sudoku.Arrow{Circle: cells(4, 1), Shaft: cells(5, 1, 6, 1)},
			sudoku.Arrow{Circle: cells(4, 8, 4, 9), Shaft: cells(5, 9, 6, 9, 7, 9)},
			sudoku.LittleKiller{Sum: 12, Cells: cells(1, 8, 2, 9)},
			sudoku.LittleKiller{Sum: 20, Cells: cells(9, 3, 8, 2, 7, 1)},
			sudoku.Sandwich{Line: 2, Sum: 10}, sudoku.Sandwich{Line: 9 + 4, Sum: 0},
			sudoku.Kropki{A: at(3, 3), B: at(3, 2)}, sudoku.Kropki{A: at(8, 8), B: at(8, 9), Black: true},
			sudoku.XV{A: at(6, 6), B: at(6, 7), Sum: 10}, sudoku.XV{A: at(6, 6), B: at(7, 6), Sum: 5},
			sudoku.Whisper{Cells: cells(4, 4, 4, 5, 4, 6)}, sudoku.Whisper{Cells: cells(5, 4, 5, 5), Diff: 3},
			sudoku.Renban{Cells: cells(8, 4, 8, 5)},
			sudoku.Between{Cells: cells(2, 6, 2, 7, 2, 8)}, sudoku.Palindrome{Cells: cells(9, 4, 9, 5, 9, 6)},
			sudoku.Parity{Cell: at(1, 5)}, sudoku.Parity{Cell: at(1, 6), Even: true},
		}}}
}

func TestFPuzzlesRoundTrip(t *testing.T) {
	s4 := sudoku.Shape{BoxRows: 2, BoxCols: 2}
	jig := sudoku.Puzzle{Grid: sudoku.NewGrid(s4), Rules: sudoku.Rules{Regions: jigsaw4,
		Constraints: []sudoku.Constraint{sudoku.NonConsecutive{}}}}
	jig.Grid.Set(0, 1)
	disjoint := sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Classic), Rules: sudoku.Rules{Extra: sudoku.DisjointGroups(sudoku.Classic)}}
	for name, p := range map[string]sudoku.Puzzle{"everything": everything(), "jigsaw": jig, "disjoint": disjoint} {
		for _, link := range []string{codec.FPuzzlesURL(p), codec.SudokuPadURL(p)} {
			got, err := codec.Parse(link)
			if err != nil {
				t.Fatalf("%s: %v\n%s", name, err, codec.FPuzzlesJSON(p))
			}
			if got.Grid != p.Grid || !reflect.DeepEqual(got.Rules, p.Rules) {
				t.Errorf("%s: round trip:\n got %+v\nwant %+v", name, got.Rules, p.Rules)
			}
		}
	}
}

func TestFPuzzlesRead(t *testing.T) {
	grid := func(extra string) string {
		row := `[{},{},{},{},{},{},{},{},{}]`
		return `{"size":9,"grid":[` + strings.Repeat(row+",", 8) + row + `]` + extra + `}`
	}
	tests := []struct {
		name, json string
		want       []sudoku.Constraint
		err        string
	}{
		{"arrow with two shafts", grid(`,"arrow":[{"cells":["R1C1"],"lines":[["R1C1","R1C2","R1C3"],["R1C1","R2C1"]]}]`),
			[]sudoku.Constraint{sudoku.Arrow{Circle: cells(1, 1), Shaft: cells(1, 2, 1, 3)}, sudoku.Arrow{Circle: cells(1, 1), Shaft: cells(2, 1)}}, ""},
		{"branching thermo", grid(`,"thermometer":[{"lines":[["R1C1","R1C2"],["R1C1","R2C1"]]}]`),
			[]sudoku.Constraint{sudoku.Thermo{Cells: cells(1, 1, 1, 2)}, sudoku.Thermo{Cells: cells(1, 1, 2, 1)}}, ""},
		{"little killer from below", grid(`,"littlekillersum":[{"cell":"R10C3","direction":"UL","value":"9"}]`),
			[]sudoku.Constraint{sudoku.LittleKiller{Sum: 9, Cells: cells(9, 2, 8, 1)}}, ""},
		{"sandwich on the right", grid(`,"sandwichsum":[{"cell":"R4C10","value":"15"}]`),
			[]sudoku.Constraint{sudoku.Sandwich{Line: 3, Sum: 15}}, ""},
		{"nonconsecutive alone", grid(`,"nonconsecutive":true`), []sudoku.Constraint{sudoku.NonConsecutive{}}, ""},
		{"nonconsecutive with white dots", grid(`,"nonconsecutive":true,"difference":[{"cells":["R1C1","R1C2"]}]`),
			[]sudoku.Constraint{sudoku.KropkiNegative{White: true}, sudoku.Kropki{A: at(1, 1), B: at(1, 2)}}, ""},
		{"killer cage without total", grid(`,"killercage":[{"cells":["R1C1","R1C2"]}]`), []sudoku.Constraint{sudoku.Cage{Cells: cells(1, 1, 1, 2)}}, ""},
		{"unsupported", grid(`,"lockout":[{"lines":[["R1C1","R1C2"]]}]`), nil, `sudoku: f-puzzles link: constraint "lockout" is not supported`},
		{"cosmetic line", grid(`,"line":[{"lines":[["R1C1","R1C2"]],"outlineC":"#000000"}]`), nil,
			`sudoku: f-puzzles link: 'line' 1: a line drawn for no rule the puzzle names is not supported (only lines drawn for a rule, marked fromConstraint)`},
		// f-puzzles' renban and whispers tools write the rule, and a line
		// that draws it, marked with the rule's name.
		{"renban with its drawing", grid(`,"renban":[{"lines":[["R1C1","R1C2","R1C3"]]}],"line":[{"lines":[["R1C1","R1C2","R1C3"]],"outlineC":"#F067F0","width":0.4,"fromConstraint":"Renban"}]`),
			[]sudoku.Constraint{sudoku.Renban{Cells: cells(1, 1, 1, 2, 1, 3)}}, ""},
		{"between line with its drawing", grid(`,"betweenline":[{"lines":[["R1C1","R1C2","R1C3"]]}],"line":[{"lines":[["R1C1","R1C2","R1C3"]],"fromConstraint":"Between Line"}]`),
			[]sudoku.Constraint{sudoku.Between{Cells: cells(1, 1, 1, 2, 1, 3)}}, ""},
		{"a drawing without its rule", grid(`,"line":[{"lines":[["R1C1","R1C2"]],"fromConstraint":"Renban"}]`), nil,
			`sudoku: f-puzzles link: 'line' 1: drawn for "Renban", which the puzzle does not hold, or which is not supported`},
		{"bad cell", grid(`,"thermometer":[{"lines":[["R1C1","R10C1"]]}]`), nil, `sudoku: f-puzzles link: 'thermometer' 1: "R10C1" is not a cell of the 9x9 grid`},
		{"cage too big", grid(`,"killercage":[{"cells":["R1C1","R1C2"],"value":"18"}]`), nil,
			"sudoku: f-puzzles link: killer cage at r1c1: total 18 is out of reach: 2 different digits of 1-9 add up to 3 to 17"},
		{"difference value", grid(`,"difference":[{"cells":["R1C1","R1C2"],"value":"3"}]`), nil,
			`sudoku: f-puzzles link: 'difference' 1: a dot of value "3" is not supported (only 1)`},
		{"negative", grid(`,"negative":["zipper"]`), nil, `sudoku: f-puzzles link: 'negative': negative constraint "zipper" is not supported`},
	}
	for _, tt := range tests {
		p, err := codec.Parse("https://f-puzzles.com/?load=" + lzCompress(tt.json))
		if tt.err != "" {
			if err == nil || err.Error() != tt.err {
				t.Errorf("%s:\n got %v\nwant %s", tt.name, err, tt.err)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(p.Rules.Constraints, tt.want) {
			t.Errorf("%s: got %+v, %v\nwant %+v", tt.name, p.Rules.Constraints, err, tt.want)
		}
	}
}

// lzCompress makes an f-puzzles payload through a classic link's writer:
// it compresses any text the same way.
func lzCompress(s string) string { return codec.LZCompressForTest(s) }

func TestGivensBreakingRules(t *testing.T) {
	p := everything()
	p.Grid.Set(at(1, 5), 4) // an odd cell
	_, err := codec.Parse(codec.FPuzzlesURL(p))
	if err == nil || err.Error() != "sudoku: odd cell r1c5 is broken" {
		t.Errorf("got %v", err)
	}
	if _, err := codec.ParseClassic(codec.FPuzzlesURL(everything())); err == nil ||
		!strings.Contains(err.Error(), "the puzzle has diagonals, extra regions, anti-knight, anti-king, negative kropki, negative XV, killer cages, thermometers") {
		t.Errorf("ParseClassic of a variant: got %v", err)
	}
}

func FuzzFPuzzles(f *testing.F) {
	f.Add(codec.FPuzzlesJSON(everything()))
	f.Add(codec.SudokuPadURL(everything()))
	f.Add(codec.FPuzzlesURL(everything()))
	f.Add(`{"size":4,"grid":[[{"region":0},{"region":0},{"region":0},{"region":1}],[{"region":2},{"region":0},{"region":1},{"region":1}],[{"region":2},{"region":3},{"region":3},{"region":1}],[{"region":2},{"region":2},{"region":3},{"region":3}]],"antiking":true}`)
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 20000 {
			return
		}
		p, err := codec.Parse(s)
		if err != nil {
			return
		}
		q, err := codec.Parse(codec.FPuzzlesURL(p))
		if err != nil {
			t.Fatalf("reading back %s: %v", codec.FPuzzlesJSON(p), err)
		}
		if q.Grid != p.Grid || !reflect.DeepEqual(q.Rules, p.Rules) {
			t.Fatalf("round trip of %s:\n got %+v\nwant %+v", s, q.Rules, p.Rules)
		}
	})
}

// f-puzzles draws windoku windows as extra regions: one that is a window
// reads as a Window; another stays an extra region.
func TestFPuzzlesWindowsFromExtraRegions(t *testing.T) {
	empty := `[{},{},{},{},{},{},{},{},{}]`
	grid := "[" + strings.Repeat(empty+",", 8) + empty + "]"
	text := `{"size":9,"grid":` + grid + `,"extraregion":[` +
		`{"cells":["R2C2","R2C3","R2C4","R3C2","R3C3","R3C4","R4C2","R4C3","R4C4"]},` +
		`{"cells":["R1C1","R1C2","R1C3","R2C1","R2C2","R2C3","R3C1","R3C2","R3C3"]}]}`
	p, err := codec.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Rules.Extra) != 2 || p.Rules.Extra[0].Kind != sudoku.Window || p.Rules.Extra[1].Kind != sudoku.ExtraRegion {
		t.Errorf("extra houses %+v, want a window then an extra region", p.Rules.Extra)
	}
}
