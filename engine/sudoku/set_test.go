package sudoku_test

import (
	"testing"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func TestSumRange(t *testing.T) {
	tests := []struct {
		s        sudoku.Set
		r        int
		lo, hi   int
		feasible bool
	}{
		{sudoku.SetOf(1, 2, 3, 4, 5, 6, 7, 8, 9), 2, 3, 17, true},
		{sudoku.SetOf(2, 5, 9), 3, 16, 16, true},
		{sudoku.SetOf(3, 8), 1, 3, 8, true},
		{sudoku.SetOf(3, 8), 3, 0, 0, false},
		{sudoku.SetOf(1, 16, 25), 2, 17, 41, true},
		{0, 0, 0, 0, true},
	}
	for _, tt := range tests {
		lo, hi, ok := tt.s.SumRange(tt.r)
		if lo != tt.lo || hi != tt.hi || ok != tt.feasible {
			t.Errorf("%v.SumRange(%d) = %d, %d, %v; want %d, %d, %v", tt.s, tt.r, lo, hi, ok, tt.lo, tt.hi, tt.feasible)
		}
	}
}
