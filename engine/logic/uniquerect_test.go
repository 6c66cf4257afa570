package logic

import (
	"reflect"
	"testing"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func TestUniqueRectangle3(t *testing.T) {
	sh := sudoku.Classic
	s := blank(t, sh)
	// Floor r1c1, r1c4 = {1, 2}; roof r2c1 = {1, 2, 3}, r2c4 = {1, 2, 4};
	// r2c7 = {3, 4} makes a naked pair with the roof's extras in row 2.
	set(s, "r1c1", 1, 2)
	set(s, "r1c4", 1, 2)
	set(s, "r2c1", 1, 2, 3)
	set(s, "r2c4", 1, 2, 4)
	set(s, "r2c7", 3, 4)
	checkFound(t, "row", findUniqueRectangle3, s, want{
		elims: marks(sh, sudoku.SetOf(3, 4), "r2c2", "r2c3", "r2c5", "r2c6", "r2c8", "r2c9"),
		text: "r1c1, r1c4, r2c1 and r2c4 would be a deadly pattern of 1 and 2 with two solutions unless r2c1 or r2c4 holds 3 or 4, " +
			"so with r2c7 they hold only 3 and 4: a naked pair in row 2, so 3 and 4 come out of r2c2, r2c3, r2c5, r2c6, r2c8 and r2c9 (unique rectangle type 3)",
	})
	checkFound(t, "column", findUniqueRectangle3, transpose(t, s), want{
		elims: marks(sh, sudoku.SetOf(3, 4), "r2c2", "r3c2", "r5c2", "r6c2", "r8c2", "r9c2"),
		text: "r1c1, r1c2, r4c1 and r4c2 would be a deadly pattern of 1 and 2 with two solutions unless r1c2 or r4c2 holds 3 or 4, " +
			"so with r7c2 they hold only 3 and 4: a naked pair in column 2, so 3 and 4 come out of r2c2, r3c2, r5c2, r6c2, r8c2 and r9c2 (unique rectangle type 3)",
	})
	st, _ := findUniqueRectangle3(s)
	if st.Rating != 4.6 {
		t.Errorf("got rating %.2f for a pair, want 4.6", st.Rating)
	}
	wantCause := []Mark{
		{cell(sh, "r1c1"), sudoku.SetOf(1, 2)}, {cell(sh, "r1c4"), sudoku.SetOf(1, 2)},
		{cell(sh, "r2c1"), sudoku.SetOf(1, 2, 3)}, {cell(sh, "r2c4"), sudoku.SetOf(1, 2, 4)},
		{cell(sh, "r2c7"), sudoku.SetOf(3, 4)},
	}
	if !reflect.DeepEqual(st.Cause, wantCause) {
		t.Errorf("got cause %v, want %v", st.Cause, wantCause)
	}
}

// TestUniqueRectangle3Box has the roof in one box and row, and a naked
// triple with two more cells of the box.
func TestUniqueRectangle3Box(t *testing.T) {
	sh := sudoku.Classic
	s := blank(t, sh)
	// Floor r4c1, r4c2 = {5, 6}; roof r1c1 = {5, 6, 7}, r1c2 = {5, 6, 8};
	// r2c3 = {7, 9} and r3c3 = {8, 9} make a naked triple of 7, 8 and 9
	// with the roof in box 1 (row 1 has no subset).
	set(s, "r4c1", 5, 6)
	set(s, "r4c2", 5, 6)
	set(s, "r1c1", 5, 6, 7)
	set(s, "r1c2", 5, 6, 8)
	set(s, "r2c3", 7, 9)
	set(s, "r3c3", 8, 9)
	checkFound(t, "box", findUniqueRectangle3, s, want{
		elims: marks(sh, sudoku.SetOf(7, 8, 9), "r1c3", "r2c1", "r2c2", "r3c1", "r3c2"),
		text: "r1c1, r1c2, r4c1 and r4c2 would be a deadly pattern of 5 and 6 with two solutions unless r1c1 or r1c2 holds 7 or 8, " +
			"so with r2c3 and r3c3 they hold only 7, 8 and 9: a naked triple in box 1, so 7, 8 and 9 come out of r1c3, r2c1, r2c2, r3c1 and r3c2 (unique rectangle type 3)",
	})
	st, _ := findUniqueRectangle3(s)
	if st.Rating < 4.7-1e-9 || st.Rating > 4.7+1e-9 {
		t.Errorf("got rating %.2f for a triple, want 4.7", st.Rating)
	}
}

// TestUniqueRectangle3Puzzle solves puzzles (magictour top1465) whose
// hardest step is a unique rectangle type 3.
func TestUniqueRectangle3Puzzle(t *testing.T) {
	needs(t, ".5....1.....16..7....5.9.3.5.9..........3.2.72..4...6..4...1.....7.4...8.6.3.8...", UniqueRectangle3)
	needs(t, "1......9....3.1..4....6.......8.67.9.69......78....4..4....3.575...176.......48..", UniqueRectangle3)
}
