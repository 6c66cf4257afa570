package codec_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/internal/sourceconst"
	"github.com/sudoku-app/sudoku/engine/message"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// codecCases are inputs the readers refuse, and their errors' English as
// it read before the messages became templates: it must not change (the
// command line writes it).
var codecCases = []struct{ name, in, want string }{
	{"too large", strings.Repeat("1", sudoku.MaxInput+1),
		"sudoku: input is 1048577 bytes, over the 1048576-byte limit"},
	{"utf-16", "\xff\xfe1\x002\x00",
		"sudoku: the text is UTF-16: save it as UTF-8"},
	{"no puzzle", "\n  \n",
		"sudoku: no puzzle in the input"},
	{"unexpected", strings.Repeat(".", 40) + "x" + strings.Repeat(".", 40),
		"sudoku: line 1, column 41: unexpected 'x'"},
	{"not utf-8", strings.Repeat(".", 40) + "\xff" + strings.Repeat(".", 40),
		"sudoku: line 1, column 41: unexpected byte 0xFF (the text is not UTF-8)"},
	{"line length", "123",
		"sudoku: line 1: 3 symbols is not a puzzle line (want 16, 36, 64, 81, 144, 256 or 625 for a grid, or 729 candidates for 9x9)"},
	{"line short", strings.Repeat(".", 80),
		"sudoku: line 1: 80 cells on one line, 1 short of a 9x9 puzzle's 81: look for a digit or a blank (0 or .) left out"},
	{"line long", strings.Repeat(".", 37),
		"sudoku: line 1: 37 cells on one line, 1 more than a 6x6 puzzle's 36: look for a digit or a blank typed twice"},
	{"line spaced", "1  2  3",
		"sudoku: line 1: 3 cells on one line, with spaces among them: on one line, an empty cell is 0 or ., not a space"},
	{"puzzle lines", strings.Repeat(".", 81) + "\n" + strings.Repeat(".", 81) + "\n" + strings.Repeat(".", 81),
		"sudoku: 3 puzzles, one on each line: paste one at a time"},
	{"candidate position", "153456789" + strings.Repeat("123456789", 80),
		"sudoku: line 1, column 2: unexpected '5': position 2 of r1c1's candidates holds 2 or a blank"},
	{"no candidates", "........." + strings.Repeat("123456789", 80),
		"sudoku: line 1, column 1: r1c1 has no candidates"},
	{"separators only", "---+---+---\n---+---+---\n",
		"sudoku: no grid rows, only separator lines"},
	{"grid rows", "1 2 3 4 5\n1 2 3 4 5\n1 2 3 4 5\n1 2 3 4 5\n1 2 3 4 5\n",
		"sudoku: found 5 grid rows; a grid has N rows of N cells, N = 4, 6, 8, 9, 12, 16 or 25"},
	{"row cells", strings.Repeat("1 2 3 4 5 6 7 8 9\n", 8) + "1 2 3 4 5 6 7 8\n",
		"sudoku: line 9: row has 8 cells, want 9"},
	{"grid number", "10 . . . . . . . .\n" + strings.Repeat(". . . . . . . . .\n", 8),
		"sudoku: line 1, column 2: unexpected '0'"},
	{"unrecognised link", "https://example.com/?x=1",
		"sudoku: line 1, column 1: unrecognised link: want a sudokuwiki ?bd=, SudokuExchange ?s=, f-puzzles ?load= or SudokuPad link"},
	{"sudokupad server", "https://sudokupad.app/abcdef",
		"sudoku: SudokuPad puzzle \"abcdef\" is kept on SudokuPad's server, which this app does not reach: paste the puzzle's digits, or a SudokuPad link with the whole puzzle in it (its ID starts with scl, ctc, fpuz or fpuzzles)"},
	{"killer length", "3<<^",
		"sudoku: line 1: killer cage string of 4 cells: want 16, 36, 64, 81, 144, 256 or 625"},
	{"killer backtick", "`" + strings.Repeat("3", 80),
		"sudoku: line 1, column 1: unexpected '`'"},
	{"killer outside", "^" + strings.Repeat("3", 80),
		"sudoku: line 1, column 1: r1c1: \"^\" points outside the grid"},
	{"killer second total", "3" + strings.Repeat("<", 0) + "4" + strings.Repeat("5", 79),
		"sudoku: 5 appears twice in row 1, at r1c3 and r1c4"},
	{"killer no total", "><" + strings.Repeat("5", 79),
		"sudoku: line 1, column 1: r1c1: its cage has no cell with a total"},
	{"sumocue shape", "3y3::k:" + strings.Repeat("1:", 81),
		"sudoku: line 1, column 5: unexpected ':'"},
	{"sumocue cells", "3x3::k:1:2:3",
		"sudoku: line 1, column 1: SumoCue code has 3 cells, want 81"},
	{"sumocue number", "3x3::k:x:" + strings.Repeat("1:", 80),
		"sudoku: line 1, column 8: SumoCue code: \"x\" at r1c1 is not a cage number"},
	{"solo j flag", "3x3dj:" + strings.Repeat("i", 9),
		"sudoku: line 1, column 5: Solo parameters: 'j' (jigsaw) follows the grid size alone, as in 9j"},
	{"solo seed", "3x3#123456",
		"sudoku: line 1, column 4: a Solo random seed is not a puzzle: paste the game ID (with ':')"},
	{"solo jigsaw side", "11j:" + strings.Repeat("i", 9),
		"sudoku: line 1, column 1: Solo jigsaw of side 11: a grid of that side has no box shape here"},
	{"solo shape", "3x0:" + strings.Repeat("i", 9),
		"sudoku: line 1, column 1: Solo parameters: unsupported box shape \"3x0\""},
	{"solo above", "2x2:a5" + strings.Repeat("a", 14),
		"sudoku: line 1, column 6: \"5\" is above 4"},
	{"solo blocks past", "9j:" + strings.Repeat("i", 9) + ",zzzzzy",
		"sudoku: line 1, column 19: Solo block structure runs past the 144 lines between cells"},
	{"solo blocks short", "9j:" + strings.Repeat("i", 9) + ",a",
		"sudoku: line 1, column 15: Solo block structure covers 2 of the 144 lines between cells"},
}

// The readers' errors read in English as they always have; those with a
// template carry one of the listed templates (codec.ErrorTemplates, or
// sudoku.ErrorTemplates for the unexpected character and the places),
// which, filled and framed by its place, is that English.
func TestErrorTemplatesEnglish(t *testing.T) {
	listed := append(codec.ErrorTemplates(), sudoku.ErrorTemplates()...)
	templated := 0
	for _, tc := range codecCases {
		_, err := codec.Parse(tc.in)
		if err == nil {
			t.Errorf("%s: no error", tc.name)
			continue
		}
		if err.Error() != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, err.Error(), tc.want)
		}
		var tm message.Templated
		if !errors.As(err, &tm) {
			continue
		}
		tmpl, args := tm.Template()
		if tmpl == "" {
			continue
		}
		templated++
		if !slices.Contains(listed, tmpl) {
			t.Errorf("%s: template %q is not listed", tc.name, tmpl)
		}
		text := fill(t, tmpl, args)
		if perr, ok := tm.(*sudoku.ParseError); ok {
			if place, pargs := perr.Place(); place != "" {
				if !slices.Contains(listed, place) {
					t.Errorf("%s: place %q is not listed", tc.name, place)
				}
				pargs["Message"] = text
				text = fill(t, place, pargs)
			}
		}
		if want := strings.TrimPrefix(tc.want, "sudoku: "); text != want {
			t.Errorf("%s: template filled reads %q, want %q", tc.name, text, want)
		}
	}
	if templated < len(codecCases)/2 {
		t.Errorf("only %d of %d errors have a template", templated, len(codecCases))
	}
	seen := map[string]bool{}
	for _, tmpl := range codec.ErrorTemplates() {
		if _, err := message.ParseTemplate(tmpl); err != nil {
			t.Error(err)
		}
		if seen[tmpl] {
			t.Errorf("%q listed twice", tmpl)
		}
		seen[tmpl] = true
	}
}

func fill(t *testing.T, tmpl string, args map[string]string) string {
	t.Helper()
	parsed, err := message.ParseTemplate(tmpl)
	if err != nil {
		t.Fatal(err)
	}
	for _, seg := range parsed {
		if _, ok := args[seg.Arg]; seg.Arg != "" && !ok {
			t.Errorf("%q: no argument %s", tmpl, seg.Arg)
		}
	}
	return parsed.Fill(message.StringArgs(args)...)
}

// TestTemplatesListed checks that ErrorTemplates lists every text
// constant of errorstext.go, then unread.go's, in order, and nothing
// else.
func TestTemplatesListed(t *testing.T) {
	consts, err := sourceconst.Strings("errorstext.go")
	if err != nil {
		t.Fatal(err)
	}
	unreads, err := sourceconst.Strings("unread/unread.go")
	if err != nil {
		t.Fatal(err)
	}
	consts = append(consts, unreads...)
	if list := codec.ErrorTemplates(); !slices.Equal(consts, list) {
		t.Errorf("the list is not the file's constants:\nlist   %q\nconsts %q", list, consts)
	}
}
