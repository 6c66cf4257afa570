package words_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/engine/message"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// A parse error reads in the player's language, its place too; in
// English as Plain writes it; an error that wraps one with words of its
// own (Plain drops a wrapper's prefix, as ever), and one without a
// template, as Plain writes them.
func TestError(t *testing.T) {
	_, perr := sudoku.ParseLine("12x4567890123456")
	_, lerr := sudoku.ParseLine("123")
	g, _ := sudoku.ParseLine("1.1" + dots(78))
	cerr := g.Validate()
	tests := []struct {
		name    string
		err     error
		english string
		german  string
	}{
		{"symbol", perr, "Line 1, column 3: unexpected 'x'.", "Zeile 1, Spalte 3: unerwartetes Zeichen 'x'."},
		{"length", lerr, "Line 1: 3 symbols is not a grid line (want one of 16, 36, 64, 81, 144, 256, 625).", "Zeile 1: 3 Zeichen ergeben keine Gitterzeile (erwartet: 16, 36, 64, 81, 144, 256, 625)."},
		{"conflict", cerr, "1 appears twice in row 1, at row 1, columns 1 and 3.", "1 steht zweimal in Zeile 1: in r1c1 und r1c3."},
		{"wrapped", fmt.Errorf("opening: %w", lerr), "Sudoku: line 1: 3 symbols is not a grid line (want one of 16, 36, 64, 81, 144, 256, 625).", ""},
		{"plain", errors.New("sudoku: r1c2 is wrong"), "Row 1, column 2 is wrong.", "Row 1, column 2 is wrong."},
	}
	for _, tc := range tests {
		if got := words.Error(tc.err); got != tc.english {
			t.Errorf("%s: English %q, want %q", tc.name, got, tc.english)
		}
		if got := words.Plain(tc.err.Error()); got != tc.english {
			t.Errorf("%s: Plain %q, want %q", tc.name, got, tc.english)
		}
	}
	cat, err := message.Parse([]byte(`{
  "line {{.Line}}: {{.Message}}": "Zeile {{.Line}}: {{.Message}}",
  "line {{.Line}}, column {{.Column}}: {{.Message}}": "Zeile {{.Line}}, Spalte {{.Column}}: {{.Message}}",
  "unexpected {{.Symbol}}": "unerwartetes Zeichen {{.Symbol}}",
  "{{.Symbols}} symbols is not a grid line (want one of {{.Sizes}})": "{{.Symbols}} Zeichen ergeben keine Gitterzeile (erwartet: {{.Sizes}})",
  "{{.Digit}} appears twice in row {{.House}}, at {{.Cell}} and {{.Other}}": "{{.Digit}} steht zweimal in Zeile {{.House}}: in {{.Cell}} und {{.Other}}"
}`), message.Plural("de"))
	if err != nil {
		t.Fatal(err)
	}
	i18n.Use("de", cat)
	defer i18n.Use("", nil)
	for _, tc := range tests {
		if tc.german == "" {
			continue
		}
		if got := words.Error(tc.err); got != tc.german {
			t.Errorf("%s: German %q, want %q", tc.name, got, tc.german)
		}
	}
}

func dots(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = '.'
	}
	return string(b)
}
