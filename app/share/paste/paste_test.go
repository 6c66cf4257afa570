package paste

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// testPuzzle is a classic puzzle, unique.
const testPuzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"

func mustParse(t testing.TB, s string) sudoku.Grid {
	t.Helper()
	g, err := codec.ParseGrid(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// Any address of this app, from any host or base path, pastes.
func TestPasteTakesTheAppsAddress(t *testing.T) {
	for _, text := range []string{
		"http://127.0.0.1:8080/#" + testPuzzle,
		"https://example.org/sudoku/?embed=1#" + testPuzzle,
		"https://example.org/sub/#" + share.Encode(share.Link{Puzzle: mustParse(t, testPuzzle)}),
		"  https://example.org/#" + strings.ReplaceAll(testPuzzle, ".", "0") + "\n",
	} {
		l, format, err := Read(text)
		if err != nil || l.Puzzle.String() != testPuzzle || !strings.Contains(format.Words(), "link from this app") {
			t.Errorf("Read(%q) = %v, %+v, %v; want the puzzle", text, l.Puzzle, format, err)
		}
	}
	if _, _, err := Read("https://example.org/#hello"); err == nil {
		t.Error("an address whose fragment is no puzzle was read")
	}
}

// Text with no puzzle in it is told from a puzzle with a mistake in it,
// which Read refuses too.
func TestHoldsNoPuzzle(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"hello world", true},
		{"I love sudoku: it's fun", true},
		{"Error: something went wrong at 12:30 today, please retry", true},
		{"https://www.example.com/page?id=42", true},
		{"https://www.sudokuwiki.org/sudoku.htm", true},
		{`{"a": 1}`, true},
		{"12x4", true},
		{"", true},
		// A puzzle with a mistake, in several formats.
		{testPuzzle[:80] + "x", false},
		{"\n4..x" + testPuzzle[4:], false},
		{testPuzzle[:27] + "\n" + testPuzzle[27:54], false},
		{"https://www.sudokuwiki.org/sudoku.htm?bd=" + strings.ReplaceAll(testPuzzle[:70], ".", "0"), false},
		{"1234....\n4321....\n", false}, // sixteen marks: a 4x4's cells
		// A puzzle named but not read: kept on SudokuPad's server, or in a
		// link cut short.
		{"https://sudokupad.app/abc123", false},
		{"https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwh", false},
	} {
		_, _, err := Read(tc.text)
		if err == nil && tc.text != "" {
			t.Errorf("Read(%q) read a puzzle", tc.text)
		}
		if got := share.HoldsNoPuzzle(tc.text, err); got != tc.want {
			t.Errorf("HoldsNoPuzzle(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// What Read gives, and what it refuses, with the error's place.
func TestRead(t *testing.T) {
	fp := codec.FPuzzlesURL(sudoku.Puzzle{Grid: mustParse(t, testPuzzle)})
	cands := strings.Repeat("123456789", 81)
	for _, tc := range []struct {
		text, format string
		inLink       bool
		err          string // a part of the error, "" for none
		line, column int
	}{
		{text: testPuzzle, format: "line"},
		{text: fp, format: "f-puzzles"},
		{text: "https://example.org/#" + fp, format: "f-puzzles"},
		{text: "https://example.org/sub/#" + strings.ReplaceAll(testPuzzle, ".", "0"), format: "line", inLink: true},
		{text: share.Encode(share.Link{Puzzle: mustParse(t, testPuzzle)})},
		{text: cands, format: "candidate line"},
		{text: "\n 4..x" + testPuzzle[4:], err: "unexpected 'x'", line: 2, column: 5},
		{text: "p=AAAA", err: "p:"},
		{text: strings.Repeat("1", sudoku.MaxInput+1), err: "bytes"},
	} {
		l, f, err := Read(tc.text)
		if tc.err != "" {
			var pe *sudoku.ParseError
			errors.As(err, &pe)
			if err == nil || !strings.Contains(err.Error(), tc.err) || tc.line != 0 && (pe == nil || pe.Line != tc.line || pe.Column != tc.column) {
				t.Errorf("Read(%.40q) = %v; want an error with %q at %d:%d", tc.text, err, tc.err, tc.line, tc.column)
			}
			continue
		}
		if err != nil || f.Name != tc.format || f.InLink != tc.inLink || l.Puzzle.String() != testPuzzle && tc.format != "candidate line" {
			t.Errorf("Read(%.40q) = %v, %+v, %v; want %q (in a link %v)", tc.text, l.Puzzle, f, err, tc.format, tc.inLink)
		}
	}
}

// share.PlainLine, with which the page reads a plain line at once, reads
// what codec.Parse reads of it, and leaves to it what it refuses or reads
// otherwise.
func TestPlainLineAgreesWithCodec(t *testing.T) {
	sample := "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
	for _, text := range []string{
		testPuzzle, sample, strings.ReplaceAll(testPuzzle, ".", "_"),
		"11" + testPuzzle[2:],               // a clash
		testPuzzle[:80],                     // a cell short
		testPuzzle[:80] + "x",               // a bad symbol
		" " + testPuzzle[1:],                // a space for a blank
		strings.Repeat("123456789", 9) + "", // full, clashing
		strings.Repeat(".", 81),
	} {
		l, ok := share.PlainLine(text)
		p, err := codec.Parse(text)
		if !ok {
			continue
		}
		if err != nil || p.Grid != l.Puzzle || !p.Rules.Bare() || p.Candidates != nil || p.Format != sudoku.LineFormat {
			t.Errorf("PlainLine(%q) = %v; codec.Parse: %v, %v, %v", text, l.Puzzle, p.Grid, p.Format, err)
		}
	}
	if _, ok := share.PlainLine(sample); !ok {
		t.Error("PlainLine does not read the sample")
	}
}

// A drawn-on puzzle pasted as an f-puzzles link keeps its drawing, and so
// does the app's link to it, as the read job sends it.
func TestReadKeepsTheDrawing(t *testing.T) {
	g := mustParse(t, testPuzzle)
	rules := sudoku.Rules{Decor: []sudoku.Decoration{
		{Kind: sudoku.DecorLine, Cells: []sudoku.Cell{0, 1, 2}, Stroke: "#f067f0", Width: 20},
		{Kind: sudoku.DecorCircle, Cells: []sudoku.Cell{30, 31}, Fill: "#ffffff", Stroke: "#000000", Width: 60, Height: 60, Text: "x"},
	}}
	pasted, _, err := Read(codec.FPuzzlesURL(sudoku.Puzzle{Grid: g, Rules: rules}))
	if err != nil || !reflect.DeepEqual(pasted.Rules, rules) {
		t.Fatalf("Read of the f-puzzles link: %+v, %v; want %+v", pasted.Rules, err, rules)
	}
	back, err := share.Decode(share.Encode(pasted))
	if err != nil || back.Puzzle != g || !reflect.DeepEqual(back.Rules, rules) {
		t.Errorf("its link reads back as %+v, %v", back.Rules, err)
	}
}
