package codec

import (
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec/unread"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// A classic 4x4 SudokuPad puzzle in PuzzleZipper's compact form: short keys,
// single quotes, elided empty cells, and a title cage without cells.
const sclZipped = `{id:'t1',cs:50,ce:[[{v:1},,,],[,,,],[,,,],[,,,{v:'4'}]],` +
	`re:[[[0,0],[0,1],[1,0],[1,1]],[[0,2],[0,3],[1,2],[1,3]],[[2,0],[2,1],[3,0],[3,1]],[[2,2],[2,3],[3,2],[3,3]]],` +
	`ca:[{v:'title: Bob\'s',c:'#000000'}]}`

func TestSudokuPadSCL(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"scl", "https://sudokupad.app/scl" + lzCompressBase64(sclZipped), "1..............4"},
		{"ctc alias, bare", "ctc" + lzCompressBase64(sclZipped), "1..............4"},
		{"puzzleid param", "https://sudokupad.app/?puzzleid=scl" + lzCompressBase64(sclZipped), "1..............4"},
		{"strict json", "https://sudokupad.app/scl" + lzCompressBase64(`{"cells":[[{"value":1},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{"value":4}]]}`), "1..............4"},
	}
	for _, tt := range tests {
		p, err := ParseClassic(tt.in)
		if err != nil || p.Grid.String() != tt.want || p.Format != sudoku.SudokuPadFormat {
			t.Errorf("%s: got %v (%v), %v, want %s", tt.name, p.Grid, p.Format, err, tt.want)
		}
	}
}

func TestSudokuPadClassicRefusesVariants(t *testing.T) {
	tests := []struct{ name, json, want string }{
		{"jigsaw", strings.Replace(sclZipped, "[[0,0],[0,1],[1,0],[1,1]]", "[[0,0],[0,1],[1,0],[2,0]]", 1),
			"sudoku: SudokuPad link: region 3: r3c1 is also in region 1"},
		{"killer", strings.Replace(sclZipped, "c:'#000000'", "ce:[[0,0],[0,1]]", 1),
			`sudoku: SudokuPad link: cage 1: total "title: Bob's" is not a number`},
		{"lines", strings.Replace(sclZipped, "cs:50", "l:[{wp:[[0.5,0.5],[1.5,1.5]]}]", 1),
			`sudoku: SudokuPad link: constraint "lines" is not supported: SudokuPad draws it as graphics that do not name the rule (open the puzzle in f-puzzles and paste that link)`},
		{"f-puzzles thermometer", `{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"thermometer":[{"lines":[["R1C1","R1C2"]]}]}`,
			`sudoku: the puzzle has thermometers: only classic Sudoku is supported`},
		{"bad json", `{"cells":[[`, "sudoku: the puzzle in this link is cut short or damaged: copy the whole link again"},
	}
	for _, tt := range tests {
		prefix := "scl"
		if strings.Contains(tt.json, `"size"`) {
			prefix = "fpuzzles"
		}
		_, err := ParseClassic("https://sudokupad.app/" + prefix + lzCompressBase64(tt.json))
		if err == nil || err.Error() != tt.want {
			t.Errorf("%s:\n got %v\nwant %s", tt.name, err, tt.want)
		}
	}
}

func TestParseJSONZipped(t *testing.T) {
	v, err := parseJSON(`{a:t,b:f,c:#0,d:#F,e:ff8800,f:[,],g:'it\'s',h:-1.5e1}`, true)
	if err != nil {
		t.Fatal(err.msg)
	}
	m := v.(map[string]any)
	want := map[string]any{"a": true, "b": false, "c": "#000000", "d": "#FFFFFF", "e": "#ff8800", "g": "it's", "h": -15.0}
	for k, w := range want {
		if m[k] != w {
			t.Errorf("key %s: got %v, want %v", k, m[k], w)
		}
	}
	if f := m["f"].([]any); len(f) != 2 {
		t.Errorf("key f: got %v, want two empty objects", f)
	}
}

// The readers' errors for a puzzle named but not read are unread's, which
// the page tells from text without a puzzle.
func TestUnreadErrors(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"https://sudokupad.app/abc123", true},
		{"https://app.crackingthecryptic.com/sudoku/abc123", true},
		{"https://f-puzzles.com/?load=N4Ig!!", true}, // a damaged link
		{"hello there", false},
		{"12345", false},
	} {
		_, err := Parse(tc.text)
		if err == nil {
			t.Fatalf("%q reads", tc.text)
		}
		if got := unread.Is(err); got != tc.want {
			t.Errorf("unread.Is(%v) = %v, want %v", err, got, tc.want)
		}
	}
	if unread.Is(nil) {
		t.Error("unread.Is(nil) is true")
	}
}
