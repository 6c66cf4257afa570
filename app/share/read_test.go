package share

import (
	"strings"
	"testing"

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
		"https://example.org/sub/#" + Encode(Link{Puzzle: mustParse(t, testPuzzle)}),
		"  https://example.org/#" + strings.ReplaceAll(testPuzzle, ".", "0") + "\n",
	} {
		l, format, err := Read(text)
		if err != nil || l.Puzzle.String() != testPuzzle || !strings.Contains(format, "link from this app") {
			t.Errorf("Read(%q) = %v, %q, %v; want the puzzle", text, l.Puzzle, format, err)
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
	} {
		if _, _, err := Read(tc.text); err == nil && tc.text != "" {
			t.Errorf("Read(%q) read a puzzle", tc.text)
		}
		if got := HoldsNoPuzzle(tc.text); got != tc.want {
			t.Errorf("HoldsNoPuzzle(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
