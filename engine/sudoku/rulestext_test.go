package sudoku_test

import (
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func TestStatements(t *testing.T) {
	s := sudoku.Classic
	if got := (&sudoku.Rules{}).Statements(s); got != nil {
		t.Errorf("classic: %q", got)
	}
	r := sudoku.Rules{
		Extra: sudoku.Diagonals(s),
		Constraints: []sudoku.Constraint{
			sudoku.AntiKnight{},
			sudoku.Cage{Cells: []sudoku.Cell{0, 1}, Sum: 3},
			sudoku.Cage{Cells: []sudoku.Cell{2, 3}, Sum: 4},
			sudoku.Whisper{Cells: []sudoku.Cell{9, 10}},
		},
	}
	got := r.Statements(s)
	want := []string{"diagonals", "knight's move", "killer cage", "at least 5"}
	if len(got) != len(want) {
		t.Fatalf("Statements = %q, want %d sentences (one per kind)", got, len(want))
	}
	for i, w := range want {
		if !strings.Contains(got[i], w) || !strings.HasSuffix(got[i], ".") {
			t.Errorf("sentence %d = %q, want one saying %q", i, got[i], w)
		}
	}
	r.Constraints = append(r.Constraints, sudoku.Cage{Cells: []sudoku.Cell{1, 2}, Sum: 5})
	got = r.Statements(s)
	if len(got) != len(want)+1 || !strings.Contains(got[3], "overlap") || !strings.Contains(got[2], "killer cage") {
		t.Errorf("overlapping cages: Statements = %q, want the cages' sentence then one saying they overlap", got)
	}
}

// TestDecorationStatement checks the sentence that ends the rules of a
// puzzle that draws: what it draws, and "other" beside rules.
func TestDecorationStatement(t *testing.T) {
	line := sudoku.Decoration{Kind: sudoku.DecorLine, Cells: cells(1, 1, 1, 2)}
	tests := []struct {
		name  string
		rules sudoku.Rules
		want  []string
	}{
		{"nothing drawn", sudoku.Rules{}, nil},
		{"a line on a classic grid", sudoku.Rules{Decor: []sudoku.Decoration{line}},
			[]string{"The lines drawn on the grid are decoration: they carry no rule."}},
		{"text beside a rule", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.AntiKnight{}},
			Decor: []sudoku.Decoration{{Kind: sudoku.DecorText, Cells: cells(1, 1), Text: "A"}}},
			[]string{"Cells a chess knight's move apart hold different digits.", "Any other text drawn on the grid is decoration: it carries no rule."}},
		{"a labelled circle, a cage and a line", sudoku.Rules{Decor: []sudoku.Decoration{
			{Kind: sudoku.DecorCircle, Cells: cells(1, 1), Text: "1"}, {Kind: sudoku.DecorCage, Cells: cells(2, 2)}, line}},
			[]string{"The lines, shapes, outlines and text drawn on the grid are decoration: they carry no rule."}},
	}
	for _, tt := range tests {
		got := tt.rules.Statements(sudoku.Classic)
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("%s: Statements = %q, want %q", tt.name, got, tt.want)
		}
	}
}
