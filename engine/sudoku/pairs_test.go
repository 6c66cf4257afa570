package sudoku_test

import (
	"slices"
	"testing"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// TestPairRules checks the rules between two cells: each names its
// constraint's index, the negative rules leave out the marked edges, and
// the rules of one constraint allow the same digits.
func TestPairRules(t *testing.T) {
	s := sudoku.Classic
	r := sudoku.Rules{Constraints: []sudoku.Constraint{
		sudoku.Kropki{A: at(1, 1), B: at(1, 2)},
		sudoku.Cage{Cells: cells(9, 9), Sum: 5},
		sudoku.KropkiNegative{White: true, Black: true},
		sudoku.XV{A: at(1, 1), B: at(2, 1), Sum: 10},
		sudoku.XVNegative{V: true},
		sudoku.Whisper{Cells: cells(5, 1, 5, 2, 5, 3)},
		sudoku.Palindrome{Cells: cells(7, 1, 7, 2, 7, 3, 7, 4)},
		sudoku.Thermo{Cells: cells(8, 1, 8, 2)},
	}}
	rules, covered := sudoku.PairRules(s, &r)
	if want := []bool{true, false, true, true, true, true, true, true}; !slices.Equal(covered, want) {
		t.Errorf("covered %v, want %v", covered, want)
	}
	edges := 2 * 9 * 8
	count := map[int]int{}
	last := -1
	for _, pr := range rules {
		if pr.Constraint < last {
			t.Fatalf("rule of constraint %d after one of %d: want the constraints' order", pr.Constraint, last)
		}
		last = pr.Constraint
		count[pr.Constraint]++
		if pr.Constraint == 2 && pr.A == at(1, 1) && pr.B == at(1, 2) || pr.Constraint == 4 && pr.A == at(1, 1) && pr.B == at(2, 1) {
			t.Errorf("%s between r1c1 and %s: the edge is marked", pr.Name, s.CellName(pr.B))
		}
		first := rules[firstOf(rules, pr.Constraint)]
		for a := sudoku.Digit(1); a <= 9; a++ {
			for b := sudoku.Digit(1); b <= 9; b++ {
				if pr.Allow(a, b) != first.Allow(a, b) {
					t.Fatalf("%s: %s-%s and %s-%s allow %d, %d differently", pr.Name,
						s.CellName(first.A), s.CellName(first.B), s.CellName(pr.A), s.CellName(pr.B), a, b)
				}
			}
		}
	}
	want := map[int]int{0: 1, 2: edges - 1, 3: 1, 4: edges - 1, 5: 2, 6: 2, 7: 1}
	for i, n := range want {
		if count[i] != n {
			t.Errorf("constraint %d (%s): %d rules, want %d", i, r.Constraints[i].Name(s), count[i], n)
		}
	}
	for _, tc := range []struct {
		i    int
		a, b sudoku.Digit
		want bool
	}{
		{0, 4, 5, true}, {0, 4, 8, false}, // white dot
		{2, 4, 5, false}, {2, 4, 8, false}, {2, 4, 6, true}, // neither beside no dot
		{3, 3, 7, true}, {3, 3, 2, false}, // X
		{4, 3, 2, false}, {4, 3, 7, true}, // no V beside no mark
		{5, 1, 6, true}, {5, 6, 2, false}, // whispers, 5 apart
		{6, 3, 3, true}, {6, 3, 4, false}, // palindrome
		{7, 3, 4, true}, {7, 4, 3, false}, // thermometer, up from the bulb
	} {
		pr := rules[firstOf(rules, tc.i)]
		if got := pr.Allow(tc.a, tc.b); got != tc.want {
			t.Errorf("%s: Allow(%d, %d) = %v, want %v", pr.Name, tc.a, tc.b, got, tc.want)
		}
	}
}

// firstOf returns the index of the first rule of constraint i.
func firstOf(rules []sudoku.PairRule, i int) int {
	return slices.IndexFunc(rules, func(pr sudoku.PairRule) bool { return pr.Constraint == i })
}
