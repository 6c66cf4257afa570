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
