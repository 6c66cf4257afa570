package sudoku

import (
	"reflect"
	"strings"
	"testing"
)

// FuzzPlainLine holds ParseVariant's and ParseLine's shortcut for a plain
// 9x9 line to the parser: a text the shortcut reads, the parser reads as
// the same puzzle, and a conflict the shortcut lets through, the parser
// refuses (ParseVariant then goes to the parser for its error).
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
		line, err := parseLine(text)
		if err != nil || line != g {
			t.Fatalf("ParseLine(%q) = %v, %v; the shortcut read %v", text, line, err, g)
		}
		p, err := parseVariant(text)
		if conflict := g.FirstConflict(); conflict != nil {
			if err == nil {
				t.Fatalf("the parser takes %q, with a conflict (%v)", text, conflict)
			}
			return
		}
		want := Puzzle{Grid: g, Format: LineFormat}
		if err != nil || !reflect.DeepEqual(p, want) {
			t.Fatalf("parseVariant(%q) = %+v, %v; the shortcut read %+v", text, p, err, want)
		}
		if got, err := ParseVariant(text); err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("ParseVariant(%q) = %+v, %v", text, got, err)
		}
	})
}

// BenchmarkParsePlainLine reads a saved game's givens, as the library
// does for every game it lists.
func BenchmarkParsePlainLine(b *testing.B) {
	const puzzle = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
	b.ReportAllocs()
	for range b.N {
		if _, err := Parse(puzzle); err != nil {
			b.Fatal(err)
		}
	}
}
