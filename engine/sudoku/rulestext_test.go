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
