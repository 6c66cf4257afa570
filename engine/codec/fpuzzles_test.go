package codec_test

import (
	"reflect"
	"slices"
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
		},
		Decor: decorations(),
	}}
}

// decorations returns a drawing of every kind f-puzzles has, in the
// order the reader gives them (by key: line, rectangle, circle, cage,
// text), colours as it gives them.
func decorations() []sudoku.Decoration {
	return []sudoku.Decoration{
		{Kind: sudoku.DecorLine, Cells: cells(3, 1, 3, 2, 4, 2, 3, 1), Stroke: "#f067f0", Width: 20},
		{Kind: sudoku.DecorLine, Cells: cells(9, 1)},
		{Kind: sudoku.DecorRectangle, Cells: cells(5, 5), Fill: "#cfcfcf", Width: 150, Height: 50, Angle: 30},
		{Kind: sudoku.DecorCircle, Cells: cells(1, 1, 1, 2, 2, 1, 2, 2), Stroke: "#000000", Fill: "#ffffff", TextColour: "#123456",
			Width: 70, Height: 70, Text: "7"},
		{Kind: sudoku.DecorCage, Cells: cells(6, 1, 6, 2), Stroke: "#d23be7", TextColour: "#000000", Text: "note: a cage"},
		{Kind: sudoku.DecorText, Cells: cells(9, 9), TextColour: "#0000ff", Height: 60, Angle: 350, Text: `Ω "quoted" \ 🙂 <&>`},
	}
}

func TestFPuzzlesRoundTrip(t *testing.T) {
	s4 := sudoku.Shape{BoxRows: 2, BoxCols: 2}
	jig := sudoku.Puzzle{Grid: sudoku.NewGrid(s4), Rules: sudoku.Rules{Regions: jigsaw4,
		Constraints: []sudoku.Constraint{sudoku.NonConsecutive{}}}}
	jig.Grid.Set(0, 1)
	disjoint := sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Classic), Rules: sudoku.Rules{Extra: sudoku.DisjointGroups(sudoku.Classic)}}
	drawn := sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Classic), Rules: sudoku.Rules{Decor: decorations()}}
	for name, p := range map[string]sudoku.Puzzle{"everything": everything(), "jigsaw": jig, "disjoint": disjoint, "classic, drawn on": drawn} {
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

// TestFPuzzlesCosmetics reads f-puzzles' cosmetics as decoration, and
// refuses those drawn for a rule the puzzle lacks.
func TestFPuzzlesCosmetics(t *testing.T) {
	grid := func(extra string) string {
		row := `[{},{},{},{},{},{},{},{},{}]`
		return `{"size":9,"grid":[` + strings.Repeat(row+",", 8) + row + `]` + extra + `}`
	}
	tests := []struct {
		name, json string
		want       []sudoku.Decoration
		err        string
	}{
		{"plain lines", grid(`,"line":[{"lines":[["R1C1","R1C2"],["R2C1","R3C2","R2C1"]],"outlineC":"#FF0000","width":0.4}]`),
			[]sudoku.Decoration{{Kind: sudoku.DecorLine, Cells: cells(1, 1, 1, 2), Stroke: "#ff0000", Width: 20},
				{Kind: sudoku.DecorLine, Cells: cells(2, 1, 3, 2, 2, 1), Stroke: "#ff0000", Width: 20}}, ""},
		{"a line beside the rule it draws", grid(`,"renban":[{"lines":[["R1C1","R1C2"]]}],"line":[{"lines":[["R1C1","R1C2"]],"fromConstraint":"Renban"},{"lines":[["R5C5","R5C6"]]}]`),
			[]sudoku.Decoration{{Kind: sudoku.DecorLine, Cells: cells(5, 5, 5, 6)}}, ""},
		{"circle on a corner", grid(`,"circle":[{"cells":["R1C1","R1C2","R2C1","R2C2"],"baseC":"#FFFFFF","outlineC":"#000000","fontC":"#000","width":0.7,"height":0.7,"angle":-90,"value":"7"}]`),
			[]sudoku.Decoration{{Kind: sudoku.DecorCircle, Cells: cells(1, 1, 1, 2, 2, 1, 2, 2), Fill: "#ffffff", Stroke: "#000000", TextColour: "#000000",
				Width: 70, Height: 70, Angle: 270, Text: "7"}}, ""},
		{"rectangle on one cell, sizes as text", grid(`,"rectangle":[{"cell":"R5C5","width":"1.5","height":0.5,"value":12}]`),
			[]sudoku.Decoration{{Kind: sudoku.DecorRectangle, Cells: cells(5, 5), Width: 150, Height: 50, Text: "12"}}, ""},
		{"text", grid(`,"text":[{"cells":["R9C9"],"value":"Hi
there","fontC":"#0000FF","size":1.2,"angle":370}]`),
			[]sudoku.Decoration{{Kind: sudoku.DecorText, Cells: cells(9, 9), TextColour: "#0000ff", Height: 60, Angle: 10, Text: "Hi there"}}, ""},
		{"empty text", grid(`,"text":[{"cells":["R1C1"],"value":""}]`), nil, ""},
		{"cage", grid(`,"cage":[{"cells":["R1C1","R1C2"],"value":"A","outlineC":"#D23BE7","fontC":"#000000"}]`),
			[]sudoku.Decoration{{Kind: sudoku.DecorCage, Cells: cells(1, 1, 1, 2), Stroke: "#d23be7", TextColour: "#000000", Text: "A"}}, ""},
		{"SudokuPad's metadata cages", grid(`,"cage":[{"cells":[],"value":"title: T"},{"cells":["R1C1"],"value":"rules: x","outlineC":"#0000","fontC":"#FFFFFF00"}]`), nil, ""},
		{"transparent and odd colours", grid(`,"circle":[{"cells":["R1C1"],"baseC":"#FFFFFF00","outlineC":"#000000FF","fontC":"red"}]`),
			[]sudoku.Decoration{{Kind: sudoku.DecorCircle, Cells: cells(1, 1), Stroke: "#000000"}}, ""},
		{"sizes brought within range", grid(`,"line":[{"lines":[["R1C1"]],"width":5}],"rectangle":[{"cells":["R1C1"],"width":-1,"height":100}]`),
			[]sudoku.Decoration{{Kind: sudoku.DecorLine, Cells: cells(1, 1), Width: 100}, {Kind: sudoku.DecorRectangle, Cells: cells(1, 1), Height: 900}}, ""},
		{"circle without cells", grid(`,"circle":[{"width":1}]`), nil, `sudoku: f-puzzles link: 'circle' 1: want "cells"`},
		{"text off the grid", grid(`,"text":[{"cells":["R0C1"],"value":"x"}]`), nil, `sudoku: f-puzzles link: 'text' 1: "R0C1" is not a cell of the 9x9 grid`},
		{"circle on a cell twice", grid(`,"circle":[{"cells":["R1C1","R1C1"]}]`), nil, `sudoku: f-puzzles link: decorative circle at r1c1: has r1c1 twice`},
		{"cage drawn for a rule not supported", grid(`,"cage":[{"cells":["R1C1"],"fromConstraint":"Row Indexer"}]`), nil,
			`sudoku: f-puzzles link: 'cage' 1: drawn for "Row Indexer", which the puzzle does not hold, or which is not supported`},
		{"line drawn for a rule not held", grid(`,"line":[{"lines":[["R1C1","R1C2"]],"fromConstraint":"Whispers"}]`), nil,
			`sudoku: f-puzzles link: 'line' 1: drawn for "Whispers", which the puzzle does not hold, or which is not supported`},
		{"lines not a list", grid(`,"line":{"lines":[]}`), nil, `sudoku: f-puzzles link: 'line': want a list`},
	}
	for _, tt := range tests {
		p, err := codec.Parse("https://f-puzzles.com/?load=" + lzCompress(tt.json))
		if tt.err != "" {
			if err == nil || err.Error() != tt.err {
				t.Errorf("%s:\n got %v\nwant %s", tt.name, err, tt.err)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(p.Rules.Decor, tt.want) {
			t.Errorf("%s: got %+v, %v\nwant %+v", tt.name, p.Rules.Decor, err, tt.want)
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
	f.Add(`{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"line":[{"lines":[["R1C1","R2C2"]],"outlineC":"#F0F","width":0.3}],` +
		`"circle":[{"cells":["R3C3","R3C4"],"baseC":"#FFFFFF80","width":0.6,"height":0.6,"angle":45,"value":"x"}],"cage":[{"cells":["R4C1"],"value":"t: u","outlineC":"#0000","fontC":"#0000"}],` +
		`"text":[{"cell":"R1C4","value":"A\tB","size":"0.8"}],"rectangle":[{"cells":["R2C1"],"fromConstraint":"Clone"}]}`)
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

// FuzzDecorations builds one decoration of each kind from the fuzzer's
// values and checks that, when it is valid, the rules code and an
// f-puzzles link both carry it back whole (its colours as #rrggbb in
// lower case), and that the f-puzzles JSON reads (its text escaped).
func FuzzDecorations(f *testing.F) {
	f.Add(uint8(0), []byte{0, 1, 10, 0}, uint32(0xf067f0), uint32(0), uint32(0), uint8(1), uint16(20), uint16(0), uint16(0), "")
	f.Add(uint8(1), []byte{0, 1, 9, 10}, uint32(0), uint32(0xffffff), uint32(0x123456), uint8(7), uint16(70), uint16(35), uint16(45), "7")
	f.Add(uint8(3), []byte{80}, uint32(0), uint32(0), uint32(0xff), uint8(4), uint16(0), uint16(60), uint16(359), `Ω "q" \ 🙂 <&>  `)
	f.Add(uint8(4), []byte{3, 4, 12}, uint32(0xd23be7), uint32(0), uint32(0), uint8(5), uint16(0), uint16(0), uint16(0), "note: x")
	f.Fuzz(func(t *testing.T, kind uint8, at []byte, stroke, fill, ink uint32, colours uint8, width, height, angle uint16, text string) {
		s := sudoku.Classic
		d := sudoku.Decoration{Kind: sudoku.DecorKind(kind % 5)}
		for _, b := range at {
			d.Cells = append(d.Cells, sudoku.Cell(int(b)%s.Cells()))
		}
		colour := func(bit uint8, v uint32) string {
			if colours&bit == 0 {
				return ""
			}
			return sudoku.RGBColour(int(v & 0xffffff))
		}
		switch d.Kind {
		case sudoku.DecorLine:
			d.Stroke, d.Width = colour(1, stroke), int(width)%101
		case sudoku.DecorCircle, sudoku.DecorRectangle:
			d.Stroke, d.Fill, d.TextColour = colour(1, stroke), colour(2, fill), colour(4, ink)
			d.Width, d.Height, d.Angle, d.Text = int(width)%901, int(height)%901, int(angle)%360, text
		case sudoku.DecorText:
			d.TextColour, d.Height, d.Angle, d.Text = colour(4, ink), int(height)%901, int(angle)%360, text
		case sudoku.DecorCage:
			d.Stroke, d.TextColour, d.Text = colour(1, stroke), colour(4, ink), text
		}
		r := sudoku.Rules{Decor: []sudoku.Decoration{d}}
		if r.Validate(s) != nil {
			return
		}
		back, err := sudoku.DecodeRules(s, sudoku.EncodeRules(s, &r))
		if err != nil || !reflect.DeepEqual(back, r) {
			t.Fatalf("rules code of %+v: read back %+v, %v", d, back, err)
		}
		p := sudoku.Puzzle{Grid: sudoku.NewGrid(s), Rules: r}
		for _, text := range []string{codec.FPuzzlesJSON(p), codec.FPuzzlesURL(p)} {
			q, err := codec.Parse(text)
			if err != nil || !reflect.DeepEqual(q.Rules, r) {
				t.Fatalf("f-puzzles of %+v: %s\nread back %+v, %v", d, codec.FPuzzlesJSON(p), q.Rules, err)
			}
		}
	})
}

// A position in play, its candidates as f-puzzles' given pencil marks,
// reads back from its link with its grid, rules and candidates; marks
// that are not digits are refused by cell.
func TestFPuzzlesPencilMarks(t *testing.T) {
	g, err := sudoku.ParseLine("1" + strings.Repeat(".", 80))
	if err != nil {
		t.Fatal(err)
	}
	marks := make([]sudoku.Set, 81)
	for c := range marks {
		marks[c] = sudoku.FullSet(9).Without(1)
	}
	marks[0] = sudoku.Bit(1)
	marks[1] = sudoku.Bit(2).With(3)
	p := sudoku.Puzzle{Grid: g, Candidates: marks, Rules: sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Cage{Cells: []sudoku.Cell{1, 2}, Sum: 5}}}}
	q, err := codec.Parse(codec.FPuzzlesURL(p))
	if err != nil {
		t.Fatal(err)
	}
	if q.Grid != p.Grid || !slices.Equal(q.Candidates, p.Candidates) || sudoku.EncodeRules(sudoku.Classic, &q.Rules) != sudoku.EncodeRules(sudoku.Classic, &p.Rules) {
		t.Errorf("read back %v %v %+v, want %v %v %+v", q.Grid, q.Candidates[:3], q.Rules, p.Grid, p.Candidates[:3], p.Rules)
	}
	// A single mark places its digit, as a candidate line's does.
	marks[1] = sudoku.Bit(2)
	q, err = codec.Parse(codec.FPuzzlesURL(sudoku.Puzzle{Grid: g, Candidates: marks}))
	if err != nil || q.Grid.At(1) != 2 {
		t.Errorf("a single mark: %v, %v", q.Grid, err)
	}
	bad := strings.Replace(codec.FPuzzlesJSON(sudoku.Puzzle{Grid: g, Candidates: marks}), `"givenPencilMarks":[2]`, `"givenPencilMarks":[12]`, 1)
	if _, err := codec.Parse(bad); err == nil || !strings.Contains(err.Error(), "r1c2: givenPencilMarks: 12 is not a digit") {
		t.Errorf("a mark of 12: %v", err)
	}
}
