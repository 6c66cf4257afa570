package logic

import (
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// beyondCases are steps in wordings no path of the English corpus takes,
// each found by its search on a position made for it, with the sentence
// sudoku-cli explain's code wrote for it before steps became messages.
func beyondCases(t *testing.T) []struct {
	name string
	find finder
	s    *State
	want string
} {
	t.Helper()
	sh := sudoku.Classic
	parity := func(even bool) *State {
		return ruled(t, sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Parity{Cell: cell(sh, "r9c9"), Even: even}}})
	}
	// A position of serate.txt's 42nd puzzle, where a cell forcing chain
	// places a digit; Next takes an easier step there.
	p, err := codec.Parse("1..4.6.8.1......8.....5.....2.4.6.....3......12.4.6.........7...2.4.6.8.........91..4.67.91.3...7.9...4.67.9.2.4.6..91..4.6..9.......8..2.4.6.......5....1234.6...1..4.6.89.2..........4.6.89...4.6..9......7......5.......4.6.8...34.6.8.1.34.6.8..2..56789....5.789..3.........456.89...4.6..9...4.6..9.2.456.8.1.........2.45678.....56.8.....5..8.1..............7...2.........3..............9...4.6.8....456.8..2..56789...4..........6789....56.891....6..91....6..9..3.......2...6.8..2..5678....4...89.......89...4...891............5.....2.4.6..9.2.4.6.8.......7...234.6.8.1..45.789.....6......4..789..3.........4....9.2.4..7.9.2.45..8..2.4...89.2.45..8...3..........5.7.9.2..........4.6..9.......8....4.67.91...........4.6..9...456...")
	if err != nil {
		t.Fatal(err)
	}
	forcing, err := FromCandidates(p.Givens(), p.Marks())
	if err != nil {
		t.Fatal(err)
	}
	return []struct {
		name string
		find finder
		s    *State
		want string
	}{
		{"odd cells alone", findOddEven, parity(false),
			"Odd cells hold odd digits and even cells even ones, so the even digits come out of the odd cell r9c9 (odd and even cells)"},
		{"even cells alone", findOddEven, parity(true),
			"Odd cells hold odd digits and even cells even ones, so the odd digits come out of the even cell r9c9 (odd and even cells)"},
		{"a cell forcing chain that places", findCellForcingChain, forcing,
			"Whichever of 4 and 9 r8c5 holds, the singles that follow put 1 in r1c2, so it goes there (cell forcing chain)"},
	}
}

// TestBeyondCorpus finds the steps of beyondCases in their words.
func TestBeyondCorpus(t *testing.T) {
	for _, tc := range beyondCases(t) {
		st, ok := tc.find(tc.s)
		if !ok || st.Text != tc.want {
			t.Errorf("%s: got %v %q, want\n%q", tc.name, ok, st.Text, tc.want)
		}
	}
}
