package unread_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec/unread"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// templated is an error that carries only its template, as one carried
// across a worker does.
type templated struct{ text, template string }

func (e templated) Error() string                         { return e.text }
func (e templated) Template() (string, map[string]string) { return e.template, nil }

func TestIs(t *testing.T) {
	for _, tc := range []struct {
		name string
		err  error
		want bool
	}{
		{"a damaged link", sudoku.NewParseError(0, 0, unread.TextDamagedLink), true},
		{"a puzzle on a server", sudoku.NewParseError(0, 0, unread.TextStoredOnline, "ID", `"abc"`), true},
		{"wrapped", fmt.Errorf("paste: %w", sudoku.NewParseError(0, 0, unread.TextDamagedLink)), true},
		{"across a worker", templated{"kaputt", unread.TextDamagedLink}, true},
		{"another reader's error", sudoku.NewParseError(1, 3, "unexpected {{.Symbol}}", "Symbol", "'x'"), false},
		{"no template", errors.New(unread.TextDamagedLink), false},
		{"none", nil, false},
	} {
		if got := unread.Is(tc.err); got != tc.want {
			t.Errorf("%s: Is(%v) = %v, want %v", tc.name, tc.err, got, tc.want)
		}
	}
}
