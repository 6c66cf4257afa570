package codec

import (
	"reflect"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// FuzzPlainLine holds Parse's shortcut for a 9x9 line (sudoku.ParseLine,
// itself with a shortcut for a plain line, which package sudoku's
// FuzzPlainLine holds to its own reader) to the parser: a text the
// shortcut reads, the parser reads as the same puzzle, and a conflict the
// shortcut lets through, the parser refuses (Parse then goes to the
// parser for its error).
func FuzzPlainLine(f *testing.F) {
	for _, s := range []string{
		"003020600900305001001806400008102900700000008006708200002609500800203009005010300",
		strings.Repeat(".", 81),
		strings.Repeat("0", 80) + "9",
		"11" + strings.Repeat(".", 79), // a conflict
		strings.Repeat(".", 80) + "a",
		strings.Repeat(".", 80),
		" " + strings.Repeat(".", 80),
		strings.Repeat("1234567890", 8) + "1",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		g, ok := plainLine(text)
		if !ok {
			return
		}
		p, err := parse(text)
		if conflict := g.FirstConflict(); conflict != nil {
			if err == nil {
				t.Fatalf("the parser takes %q, with a conflict (%v)", text, conflict)
			}
			return
		}
		want := sudoku.Puzzle{Grid: g, Format: sudoku.LineFormat}
		if err != nil || !reflect.DeepEqual(p, want) {
			t.Fatalf("parse(%q) = %+v, %v; the shortcut read %+v", text, p, err, want)
		}
		if got, err := Parse(text); err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("Parse(%q) = %+v, %v", text, got, err)
		}
	})
}

// BenchmarkParsePlainLine reads a saved game's givens, as the library
// does for every game it lists.
func BenchmarkParsePlainLine(b *testing.B) {
	const puzzle = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
	b.ReportAllocs()
	for range b.N {
		if _, err := ParseGrid(puzzle); err != nil {
			b.Fatal(err)
		}
	}
}
