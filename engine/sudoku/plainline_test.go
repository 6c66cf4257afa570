package sudoku

import (
	"strings"
	"testing"
)

// FuzzPlainLine holds ParseLine's shortcut for a plain 9x9 line to its
// reader: a text the shortcut reads, the reader reads as the same grid.
// Package codec's FuzzPlainLine holds the line reader to the parser of
// every format.
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
	})
}
