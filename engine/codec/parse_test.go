package codec_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// classic is the puzzle most examples below write in other formats.
const classic = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

func TestParseClassicFormats(t *testing.T) {
	dots := func(n int) string { return strings.Repeat(".", n) }
	tests := []struct {
		name, in, want string
		format         sudoku.Format
	}{
		{"line dots", classic, classic, sudoku.LineFormat},
		{"line zeros", strings.ReplaceAll(classic, ".", "0"), classic, sudoku.LineFormat},
		{"line mixed blanks", "53_-7*..." + classic[9:], classic, sudoku.LineFormat},
		{"line with spaces and comment", "# a comment\n  " + classic[:40] + " " + classic[40:] + "  \n", classic, sudoku.LineFormat},
		{"4x4 line", "1234....2143....", "1234....2143....", sudoku.LineFormat},
		{"6x6 line", "123456" + dots(30), "123456" + dots(30), sudoku.LineFormat},
		{"12x12 letters", "ABC" + dots(141), "ABC" + dots(141), sudoku.LineFormat},
		{"16x16 letters", "G" + dots(255), "G" + dots(255), sudoku.LineFormat},
		{"16x16 F is 15", "F" + dots(255), "F" + dots(255), sudoku.LineFormat},
		{"16x16 zero blanks", "1G" + strings.Repeat("0", 254), "1G" + dots(254), sudoku.LineFormat},
		{"16x16 in 0-F", "0F" + dots(254), "1G" + dots(254), sudoku.LineFormat},
		{"16x16 in 0-F lower case", "0af" + dots(253), "1BG" + dots(253), sudoku.LineFormat},
		{"25x25 letters", "aP" + dots(623), "AP" + dots(623), sudoku.LineFormat},
		{"25x25 in A-Y", "AYQ" + dots(622), "1PH" + dots(622), sudoku.LineFormat},
		{"grid under its title, words under it", `Sudoku 214 (Medium)
5 3 0 0 7 0 0 0 0
6 0 0 1 9 5 0 0 0
0 9 8 0 0 0 0 6 0
8 0 0 0 6 0 0 0 3
4 0 0 8 0 3 0 0 1
7 0 0 0 2 0 0 0 6
0 6 0 0 0 0 2 8 0
0 0 0 4 1 9 0 0 5
0 0 0 0 8 0 0 7 9
Solution on page 12.
`, classic, sudoku.GridFormat},
		{"pretty grid", `
5 3 . | . 7 . | . . .
6 . . | 1 9 5 | . . .
. 9 8 | . . . | . 6 .
------+-------+------
8 . . | . 6 . | . . 3
4 . . | 8 . 3 | . . 1
7 . . | . 2 . | . . 6
------+-------+------
. 6 . | . . . | 2 8 .
. . . | 4 1 9 | . . 5
. . . | . 8 . | . 7 9
`, classic, sudoku.GridFormat},
		{"bordered grid", `
*-----------*
|53.|.7.|...|
|6..|195|...|
|.98|...|.6.|
|---+---+---|
|8..|.6.|..3|
|4..|8.3|..1|
|7..|.2.|..6|
|---+---+---|
|.6.|...|28.|
|...|419|..5|
|...|.8.|.79|
*-----------*`, classic, sudoku.GridFormat},
		{"compact rows", strings.Join([]string{classic[0:9], classic[9:18], classic[18:27], classic[27:36],
			classic[36:45], classic[45:54], classic[54:63], classic[63:72], classic[72:81]}, "\r\n"), classic, sudoku.GridFormat},
		{"dash blanks and a blank row", `
1 2 - | - - - | - - -
- - - | - - - | - - -
- - - | - - - | - - -
------+-------+------
- - - | - - - | - - -
- - - | - - - | - - -
- - - | - - - | - - -
------+-------+------
- - - | - - - | - - -
- - - | - - - | - - -
- - - | - - - | - - 9`, "12" + dots(78) + "9", sudoku.GridFormat},
		{"16x16 decimal tokens", strings.Repeat("16 0 0 0 0 0 0 0 0 0 0 0 0 0 0 10\n", 1) +
			strings.Repeat(". . . . . . . . . . . . . . . .\n", 15), "G..............A" + dots(240), sudoku.GridFormat},
		{"leetcode json", `[
[".",".",".",".",".",".",".","1","."],
[".",".",".",".",".","2",".",".","3"],
[".",".",".","4",".",".",".",".","."],
[".",".",".",".",".",".","5",".","."],
["4",".","1","6",".",".",".",".","."],
[".",".","7","1",".",".",".",".","."],
[".","5",".",".",".",".","2",".","."],
[".",".",".",".","8",".",".","4","."],
[".","3",".","9","1",".",".",".","."]
]`, ".......1......2..3...4...........5..4.16.......71......5....2......8..4..3.91....", sudoku.JSONFormat},
		{"json numbers", `[[1,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,4]]`, "1..............4", sudoku.JSONFormat},
		{"json strings", `[["10","","",""],["","","",""],["","","",""],["","","","4"]]`, "", 0},
		{"solo", "3x3:5_3b7d6b1_9_5d9_8d6a8c6c3_4b8a3b1_7c2c6a6d2_8d4_1_9b5d8b7_9", classic, sudoku.SoloFormat},
		{"solo with params", "3x3dbr4:5_3b7d6b1_9_5d9_8d6a8c6c3_4b8a3b1_7c2c6a6d2_8d4_1_9b5d8b7_9", classic, sudoku.SoloFormat},
		{"solo 2x3", "2x3:1_2_3_4_5_6zd", "123456" + dots(30), sudoku.SoloFormat},
		{"solo 4x4 runs", "4x4:16zn16_10zzzzzzzze", "G" + dots(40) + "GA" + dots(213), sudoku.SoloFormat},
		{"sudokuwiki", "https://www.sudokuwiki.org/sudoku.htm?bd=" + strings.ReplaceAll(classic, ".", "0"), classic, sudoku.SudokuwikiFormat},
		{"sudokuwiki bare", "bd=" + strings.ReplaceAll(classic, ".", "0"), classic, sudoku.SudokuwikiFormat},
		{"sudokuexchange", "https://sudokuexchange.com/play/?s=" + classic, classic, sudoku.SudokuExchangeFormat},
		{"sudokuexchange no scheme", "sudokuexchange.com/play/?s=" + classic + "#x", classic, sudoku.SudokuExchangeFormat},
		{"f-puzzles", "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3vyGCRfALrJCwgTOlyJU0XKVKFsles1c1yrRu2S9R+Yd1nVp/Vdk7r58WK5A", "1" + dots(80), sudoku.FPuzzlesFormat},
		{"f-puzzles escaped", "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54%2Bx1kANwEMAbAK5x4ARlRoI3GADsEAFwzCmK1kQ5tVmug216VGrUbWG1ZyjwHCEAJglTZCpTAO7j%2BnZw%2F7atIkA%3D", dots(20) + "1" + dots(39) + "2" + dots(20), sudoku.FPuzzlesFormat},
		{"sudokupad fpuzzles", "https://sudokupad.app/fpuzzlesN4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3vyGCRfALrJCwgTOlyJU0XKVKFsles1c1yrRu2S9R+Yd1nVp/Vdk7r58WK5A", "1" + dots(80), sudoku.SudokuPadFormat},
		{"ctc app", "https://app.crackingthecryptic.com/sudoku/fpuzN4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3vyGCRfALrJCwgTOlyJU0XKVKFsles1c1yrRu2S9R+Yd1nVp/Vdk7r58WK5A", "1" + dots(80), sudoku.SudokuPadFormat},
		{"f-puzzles object", `{"size":4,"title":"t","grid":[[{"value":1,"given":true},{"value":2}],[{},{}],[{},{}],[{},{}]]}`, "", 0},
		{"f-puzzles object 4x4", `{"size":4,"title":"t","grid":[[{"value":1,"given":true},{"value":2},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{"value":4,"given":true,"region":3}]]}`, "1..............4", sudoku.FPuzzlesFormat},
	}
	for _, tt := range tests {
		p, err := codec.ParseClassic(tt.in)
		if tt.want == "" {
			if err == nil {
				t.Errorf("%s: got %v, want an error", tt.name, p.Grid)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: got error %v", tt.name, err)
			continue
		}
		if got := p.Grid.String(); got != tt.want || p.Format != tt.format {
			t.Errorf("%s: got %s (%v), want %s (%v)", tt.name, got, p.Format, tt.want, tt.format)
		}
		if p.Candidates != nil {
			t.Errorf("%s: got candidates, want none", tt.name)
		}
	}
}

func TestParseCandidates(t *testing.T) {
	full := "123456789"
	line := "....5...." + strings.Repeat(full, 79) + "1.3......"
	p, err := codec.ParseClassic(line)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := p.Grid.String(), "5"+strings.Repeat(".", 80); got != want || p.Format != sudoku.CandidateLineFormat {
		t.Errorf("candidate line: got %s (%v), want %s", got, p.Format, want)
	}
	if got, want := p.Candidates[80], sudoku.SetOf(1, 3); got != want {
		t.Errorf("candidate line r9c9: got %v, want %v", got, want)
	}
	if got, want := p.Candidates[1], sudoku.FullSet(9); got != want {
		t.Errorf("candidate line r1c2: got %v, want %v", got, want)
	}

	pencil := `
.-------.-------.
| 1  2  | 3  4  |
| 34 34 | 12 12 |
:-------+-------:
| 2  1  | 4  3  |
| 34 .  | 12 12 |
'-------'-------'`
	p, err = codec.ParseClassic(pencil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := p.Grid.String(), "1234....2143...."; got != want || p.Format != sudoku.PencilMarkFormat {
		t.Errorf("pencil marks: got %s (%v), want %s", got, p.Format, want)
	}
	want := []sudoku.Set{1, 2, 4, 8, 12, 12, 3, 3, 2, 1, 8, 4, 12, 15, 3, 3}
	for c, w := range want {
		if p.Candidates[c] != w {
			t.Errorf("pencil marks cell %d: got %v, want %v", c, p.Candidates[c], w)
		}
	}
}

// utf16Text is s as a UTF-16 file with its byte-order mark.
func utf16Text(s string, bigEndian bool) string {
	var b strings.Builder
	for _, u := range utf16.Encode([]rune("\ufeff" + s)) {
		if bigEndian {
			b.WriteByte(byte(u >> 8))
			b.WriteByte(byte(u))
		} else {
			b.WriteByte(byte(u))
			b.WriteByte(byte(u >> 8))
		}
	}
	return b.String()
}

func TestParseErrors(t *testing.T) {
	dots := func(n int) string { return strings.Repeat(".", n) }
	tests := []struct{ name, in, want string }{
		{"empty", " \n# only a comment\n", "sudoku: no puzzle in the input"},
		{"short line", classic[1:], "sudoku: line 1: 80 cells on one line, 1 short of a 9x9 puzzle's 81: look for a digit or a blank (0 or .) left out"},
		{"line 3 short", classic[3:], "sudoku: line 1: 78 cells on one line, 3 short of a 9x9 puzzle's 81: look for a digit or a blank (0 or .) left out"},
		{"long line", classic + "12", "sudoku: line 1: 83 cells on one line, 2 more than a 9x9 puzzle's 81: look for a digit or a blank typed twice"},
		{"far from any size", classic[:50], "sudoku: line 1: 50 symbols is not a puzzle line (want 16, 36, 64, 81, 144, 256 or 625 for a grid, or 729 candidates for 9x9)"},
		{"blanks as spaces", strings.ReplaceAll(classic, ".", " "), "sudoku: line 1: 30 cells on one line, with spaces among them: on one line, an empty cell is 0 or ., not a space"},
		{"two puzzles", classic + "\n" + classic + "\n", "sudoku: 2 puzzles, one on each line: paste one at a time"},
		{"a 9x9 and a 6x6", classic + "\n" + strings.Repeat(".", 36), "sudoku: 2 puzzles, one on each line: paste one at a time"},
		{"bad symbol", classic[:16] + "x" + classic[17:], "sudoku: line 1, column 17: unexpected 'x'"},
		{"digit above N", "12345...........", "sudoku: line 1, column 5: unexpected '5'"},
		{"non-ascii", "é" + classic[1:], "sudoku: line 1, column 1: unexpected 'é'"},
		{"huge", strings.Repeat(".", sudoku.MaxInput+1), "sudoku: input is 1048577 bytes, over the 1048576-byte limit"},
		{"grid bad symbol", "1 2 | 3 4\n3 4 | 1 2\n2 1 | 4 3\n4 ? | 2 1\n", "sudoku: line 4, column 3: unexpected '?'"},
		{"grid short row", "1 2 | 3 4\n3 4 | 1\n2 1 | 4 3\n4 3 | 2 1\n", "sudoku: line 2: row has 3 cells, want 4"},
		{"grid rows", "1 2 | 3 4\n3 4 | 1 2\n2 1 | 4 3\n", "sudoku: the grid has 3 rows of 4 cells: a grid has as many rows as cells in a row"},
		{"rows of no size", "1 2 3 4 5\n1 2 3 4 5\n", "sudoku: found 2 grid rows; a grid has N rows of N cells, N = 4, 6, 8, 9, 12, 16 or 25"},
		{"grid a row short", strings.Repeat("1 2 3 | 4 5 6 | 7 8 9\n", 8), "sudoku: the grid has 8 rows of 9 cells: a grid has as many rows as cells in a row"},
		{"grid a row too many", strings.Repeat("1234\n", 6), "sudoku: the grid has 6 rows of 4 cells: a grid has as many rows as cells in a row"},
		{"grid only separators", "----\n----", "sudoku: no grid rows, only separator lines"},
		{"pencil digit above N", "1 2 3 4\n1 2 3 4\n1 2 3 4\n1 2 3 45\n", "sudoku: line 4, column 8: unexpected '5'"},
		{"candidate wrong digit", "....5...3" + strings.Repeat("123456789", 80), "sudoku: line 1, column 9: unexpected '3': position 9 of r1c1's candidates holds 9 or a blank"},
		{"candidate none", "........." + strings.Repeat("123456789", 80), "sudoku: line 1, column 1: r1c1 has no candidates"},
		{"json syntax", "[[1,2,3,4],\n [1,2,3,4],\n [1 2]]", "sudoku: line 3, column 5: unexpected '2' in an array"},
		{"json rows", `[[1,2,3],[1,2,3],[1,2,3]]`, "sudoku: line 1, column 1: JSON board: 3 rows: unsupported grid size 3 (want 4 to 25)"},
		{"json cell", `[[1,0,0,0],[0,0,0,0],[0,0,"x",0],[0,0,0,0]]`, `sudoku: line 1, column 1: JSON board: row 3, cell 3: unexpected "x"`},
		{"json deep", strings.Repeat("[", 100), "sudoku: line 1, column 65: JSON nested deeper than 64"},
		{"solo short", "3x3:5_3", "sudoku: line 1, column 8: Solo description covers 2 cells, want 81"},
		{"solo long", "3x3:zzzz", "sudoku: line 1, column 8: Solo description runs past the 81 cells"},
		{"solo jigsaw", "9j:a", "sudoku: line 1, column 5: Solo description covers 1 cells, want 81"},
		{"solo jigsaw shape", "3x3j:a", "sudoku: line 1, column 4: Solo parameters: 'j' (jigsaw) follows the grid size alone, as in 9j"},
		{"solo x", "3x3x:a", "sudoku: line 1, column 7: Solo description covers 1 cells, want 81"},
		{"solo seed", "3x3#12345", "sudoku: line 1, column 4: a Solo random seed is not a puzzle: paste the game ID (with ':')"},
		{"solo big number", "3x3:10z", `sudoku: line 1, column 5: "10" is above 9`},
		{"solo shape", "7x7:a", `sudoku: line 1, column 1: Solo parameters: unsupported box shape "7x7"`},
		{"solo char", "2x2:a!", "sudoku: line 1, column 6: unexpected '!'"},
		{"link unknown", "https://example.com/puzzle", "sudoku: line 1, column 1: unrecognised link: want a sudokuwiki ?bd=, SudokuExchange ?s=, f-puzzles ?load= or SudokuPad link"},
		{"link bad value", "https://www.sudokuwiki.org/sudoku.htm?bd=" + classic[:16] + "x" + classic[17:], "sudoku: line 1, column 58: unexpected 'x'"},
		{"sudokupad short id", "https://sudokupad.app/abc123", `sudoku: SudokuPad puzzle "abc123" is kept on SudokuPad's server, which this app does not reach: paste the puzzle's digits, or a SudokuPad link with the whole puzzle in it (its ID starts with scl, ctc, fpuz or fpuzzles)`},
		{"f-puzzles bad payload", "https://f-puzzles.com/?load=N4Ig!!", "sudoku: the puzzle in this link is cut short or damaged: copy the whole link again"},
		{"f-puzzles not a puzzle", "https://f-puzzles.com/?load=N4IgHiBcDMC+Q===", `sudoku: f-puzzles link: no grid: want an f-puzzles "grid" or SudokuPad "cells"`},
		{"f-puzzles 3x3", "fpuzzlesN4IgzglgXgpiBcBmANCA5gJwgEwQbT2AF9ljSiBdZQks4qm88iiooA==", "sudoku: SudokuPad link: 3 rows: unsupported grid size 3 (want 4 to 25)"},
		{"object variant", `{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"antiknight":true}`, `sudoku: the puzzle has anti-knight: only classic Sudoku is supported`},
		{"object jigsaw", `{"size":4,"grid":[[{"region":1},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}`, `sudoku: puzzle object: region 1: has 3 cells, want 4`},
		{"object lockout", `{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"lockout":[{"lines":[["R1C1","R1C2"]]}]}`, `sudoku: puzzle object: constraint "lockout" is not supported`},
		{"object size", `{"size":9,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}`, `sudoku: puzzle object: size 9 does not match the 4-row grid`},
		{"16x16 letter too big", "H" + dots(255), "sudoku: line 1, column 1: unexpected 'H'"},
		{"json character after the value", "[[1,2,3,4],[1,2,3,4]]é", "sudoku: line 1, column 22: unexpected 'é' after the JSON value"},
		{"json character in an array", "[[1,2,3,4] é]", "sudoku: line 1, column 12: unexpected 'é' in an array"},
		{"object syntax says line and column", "{\n\"size\":4,\n\"grid\" [[{},{},{},{}]]}", `sudoku: line 3, column 8: puzzle object: want ':' after key "grid"`},
		{"not UTF-8", "\xff" + classic[1:], "sudoku: line 1, column 1: unexpected byte 0xFF (the text is not UTF-8)"},
		{"json not UTF-8", "[[1,2,3,4] \xe9]", "sudoku: line 1, column 12: unexpected byte 0xE9 (the text is not UTF-8) in an array"},
		{"UTF-16 little-endian", utf16Text(classic, false), "sudoku: the text is UTF-16: save it as UTF-8"},
		{"UTF-16 big-endian", utf16Text(classic, true), "sudoku: the text is UTF-16: save it as UTF-8"},
	}
	for _, tt := range tests {
		_, err := codec.ParseClassic(tt.in)
		var pe *sudoku.ParseError
		if err == nil || !errors.As(err, &pe) {
			t.Errorf("%s: got error %v, want a *ParseError", tt.name, err)
			continue
		}
		if got := err.Error(); got != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.name, got, tt.want)
		}
	}
}

func TestParseConflicts(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"line", "55" + classic[2:], "sudoku: 5 appears twice in row 1, at r1c1 and r1c2"},
		{"grid column", "1...\n1...\n....\n....", "sudoku: 1 appears twice in column 1, at r1c1 and r2c1"},
		{"json box", `[[1,0,0,0],[0,1,0,0],[0,0,0,0],[0,0,0,0]]`, "sudoku: 1 appears twice in box 1, at r1c1 and r2c2"},
		{"solo", "2x2:1_1n", "sudoku: 1 appears twice in row 1, at r1c1 and r1c2"},
		{"candidates", "1........1........" + strings.Repeat("123456789", 79), "sudoku: 1 appears twice in row 1, at r1c1 and r1c2"},
		{"sudokuwiki", "bd=" + "99" + strings.Repeat("0", 79), "sudoku: 9 appears twice in row 1, at r1c1 and r1c2"},
	}
	for _, tt := range tests {
		_, err := codec.ParseClassic(tt.in)
		var ce *sudoku.ConflictError
		if !errors.As(err, &ce) {
			t.Errorf("%s: got error %v, want a *ConflictError", tt.name, err)
			continue
		}
		if got := err.Error(); got != tt.want {
			t.Errorf("%s: got %s, want %s", tt.name, got, tt.want)
		}
	}
}

func TestParseReturnsGrid(t *testing.T) {
	g, err := codec.ParseGrid(classic)
	if err != nil || g.String() != classic {
		t.Errorf("Parse: got %v, %v, want %s", g.String(), err, classic)
	}
	if _, err := codec.ParseGrid("x"); err == nil {
		t.Errorf("Parse(x): got no error")
	}
}

func TestFormatStrings(t *testing.T) {
	tests := []struct{ name, got, want string }{
		{"format names", sudoku.LineFormat.String() + "," + sudoku.FPuzzlesFormat.String() + "," + sudoku.Format(0).String() + "," + sudoku.Format(99).String(),
			"line,f-puzzles,unknown,unknown"},
		{"parse error without column", (&sudoku.ParseError{Line: 2, Msg: "m"}).Error(), "sudoku: line 2: m"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.name, tt.got, tt.want)
		}
	}
}

// long is a 500,000-digit token: errors must not echo it whole.
var long = strings.Repeat("1", 500_000)

func TestParseErrorsQuoteLittle(t *testing.T) {
	row16 := func(first string) string { return first + strings.Repeat(" .", 15) + "\n" }
	grid16 := row16(long) + strings.Repeat(row16("."), 15)
	board4 := func(cell string) string {
		return `[[` + cell + `,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]]`
	}
	fpuzzles := func(extra string) string {
		return `{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]` + extra + `}`
	}
	quoted := `"` + long[:40] + `…" (500000 characters)`
	tests := []struct{ name, in, want string }{
		{"solo number", "3x3:" + long, "sudoku: line 1, column 5: " + quoted + " is above 9"},
		{"solo shape", long + "x3:a", "sudoku: line 1, column 1: Solo parameters: unsupported box shape " + `"` + long[:40] + `…" (500002 characters)`},
		{"grid token", grid16, "sudoku: line 1, column 1: unexpected " + quoted + ": want a symbol or a number 1 to 16"},
		{"json word", board4(long + "x"), "sudoku: line 1, column 3: unexpected " + `"` + long[:40] + `…" (500001 characters)`},
		{"json string cell", board4(`"` + long + `"`), "sudoku: line 1, column 1: JSON board: row 1, cell 1: unexpected " + quoted},
		{"json key without colon", `{"` + long + `" 1}`, "sudoku: line 1, column " + fmt.Sprint(len(long)+5) + ": puzzle object: want ':' after key " + quoted},
		{"object constraint", fpuzzles(`,"` + long + `":1`), "sudoku: puzzle object: constraint " + quoted + " is not supported"},
		{"object size", strings.Replace(fpuzzles(""), `4`, `"`+long+`"`, 1), "sudoku: puzzle object: size " + quoted + " does not match the 4-row grid"},
		{"sudokupad server id", "https://sudokupad.app/" + long, "sudoku: SudokuPad puzzle " + quoted + " is kept on SudokuPad's server, which this app does not reach: paste the puzzle's digits, or a SudokuPad link with the whole puzzle in it (its ID starts with scl, ctc, fpuz or fpuzzles)"},
	}
	for _, tt := range tests {
		_, err := codec.ParseClassic(tt.in)
		if err == nil {
			t.Errorf("%s: got no error", tt.name)
			continue
		}
		if got := err.Error(); got != tt.want {
			if len(got) > 300 {
				got = got[:150] + fmt.Sprintf("... (%d bytes)", len(got))
			}
			t.Errorf("%s:\n got %s\nwant %s", tt.name, got, tt.want)
		}
	}
	if _, err := sudoku.ParseShape(long); err == nil || err.Error() != "sudoku: "+quoted+" is not a box shape like 3x3" {
		t.Errorf("ParseShape(long): got %.200v, want the first 40 characters quoted", err)
	}
}

// A Solo game ID's shape is reported as written, however large.
func TestParseSoloShapeAsWritten(t *testing.T) {
	for _, tt := range []struct{ in, shape string }{
		{"30x30:abc", "30x30"},
		{"6x6:abc", "6x6"},
		{"30:abc", "30"},
		{"99999x3:abc", "99999x3"},
		{"3x123456:abc", "3x123456"},
		{"0x3:abc", "0x3"},
	} {
		want := `sudoku: line 1, column 1: Solo parameters: unsupported box shape "` + tt.shape + `"`
		if _, err := codec.ParseClassic(tt.in); err == nil || err.Error() != want {
			t.Errorf("ParseClassic(%q): got %v, want %s", tt.in, err, want)
		}
	}
}

// A UTF-8 byte-order mark at the start of the input is skipped; columns
// are counted after it.
func TestParseSkipsBOM(t *testing.T) {
	const bom = "\ufeff"
	for _, tt := range []struct{ name, in, want string }{
		{"line", bom + classic, classic},
		{"comment first", bom + "# from a file\n" + classic + "\n", classic},
		{"grid", bom + "1 2 | 3 4\n3 4 | 1 2\n2 1 | 4 3\n4 3 | 2 1\n", "1234341221434321"},
		{"json", bom + `[[1,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,0]]`, "1..............."},
		{"solo", bom + "2x2:1o", "1..............."},
		{"link", bom + "bd=" + strings.ReplaceAll(classic, ".", "0"), classic},
	} {
		g, err := codec.ParseGrid(tt.in)
		if err != nil || g.String() != tt.want {
			t.Errorf("%s: got %v, %v; want %s", tt.name, g.String(), err, tt.want)
		}
	}
	for _, tt := range []struct{ name, in, want string }{
		{"only a BOM", bom, "sudoku: no puzzle in the input"},
		{"column after the BOM", bom + classic[:16] + "x" + classic[17:], "sudoku: line 1, column 17: unexpected 'x'"},
		{"a BOM later is not skipped", classic[:16] + bom + classic[17:], "sudoku: line 1, column 17: unexpected '\\ufeff'"},
	} {
		if _, err := codec.ParseGrid(tt.in); err == nil || err.Error() != tt.want {
			t.Errorf("%s: got %v, want %s", tt.name, err, tt.want)
		}
	}
}

// Input up to MaxInput reads to its puzzle or its error; how fast is
// BenchmarkParseHugeInput's to say (the contract is O(n)).
func TestParseHugeInput(t *testing.T) {
	for _, tt := range hugeInputs() {
		g, err := codec.ParseGrid(tt.in)
		if tt.want != "" && (err != nil || g.String() != tt.want) {
			t.Errorf("%s: got %v, %v; want %s", tt.name, g.String(), err, tt.want)
		}
		if tt.want == "" && err == nil {
			t.Errorf("%s: got no error", tt.name)
		}
	}
}

// BenchmarkParseHugeInput times each of hugeInputs: each reads in
// linear time: under 100 ms natively at sudoku.MaxInput.
func BenchmarkParseHugeInput(b *testing.B) {
	for _, tt := range hugeInputs() {
		b.Run(strings.ReplaceAll(tt.name, " ", "-"), func(b *testing.B) {
			for range b.N {
				codec.ParseGrid(tt.in)
			}
		})
	}
}

// hugeInputs are inputs as long as Parse reads (sudoku.MaxInput), each
// with the puzzle it holds ("" for an error).
func hugeInputs() []struct{ name, in, want string } {
	var keys strings.Builder
	keys.WriteString("https://www.sudokuwiki.org/sudoku.htm?")
	for i := 0; keys.Len() < sudoku.MaxInput-100; i++ {
		fmt.Fprintf(&keys, "k%d=1&", i)
	}
	keys.WriteString("bd=" + strings.ReplaceAll(classic, ".", "0"))
	return []struct{ name, in, want string }{
		{"link with many query keys", keys.String(), classic},
		{"many rows", strings.Repeat("1\n", sudoku.MaxInput/2), ""},
		{"many separator lines", strings.Repeat("-\n", sudoku.MaxInput/2), ""},
		{"long Solo description", "3x3:" + strings.Repeat("_", sudoku.MaxInput-10), ""},
		{"long JSON board", "[" + strings.Repeat("[1,2,3,4],", sudoku.MaxInput/11) + "[1]]", ""},
		{"error on the last line", "[" + strings.Repeat("\n", sudoku.MaxInput-10) + "x]", ""},
	}
}
