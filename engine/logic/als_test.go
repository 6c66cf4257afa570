package logic

import (
	"reflect"
	"testing"

	"github.com/sudoku-app/sudoku/engine/internal/puzzleset"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func TestALSXZ(t *testing.T) {
	sh := sudoku.Classic
	s := blank(t, sh)
	// A = r1c1, r1c2 = {1, 2, 3}; B = r5c1, r5c4 = {1, 3, 4}. Their 1s
	// share column 1 (restricted common), so A or B holds 3: r1c4 sees
	// every 3 of both.
	set(s, "r1c1", 1, 2, 3)
	set(s, "r1c2", 2, 3)
	set(s, "r5c1", 1, 4)
	set(s, "r5c4", 3, 4)
	checkFound(t, "rows", findALSXZ, s, want{
		elims: marks(sh, sudoku.Bit(3), "r1c4"),
		text: "r1c1 and r1c2 hold only 1, 2 and 3, and r5c1 and r5c4 hold only 1, 3 and 4 (almost locked sets); " +
			"their 1s all see each other, so one set has no 1 and holds all its other digits: 3 is in one set or the other, so 3 comes out of r1c4 (ALS-XZ)",
	})
	checkFound(t, "columns", findALSXZ, transpose(t, s), want{
		elims: marks(sh, sudoku.Bit(3), "r4c1"),
		text: "r1c1 and r2c1 hold only 1, 2 and 3, and r1c5 and r4c5 hold only 1, 3 and 4 (almost locked sets); " +
			"their 1s all see each other, so one set has no 1 and holds all its other digits: 3 is in one set or the other, so 3 comes out of r4c1 (ALS-XZ)",
	})
	st, _ := findALSXZ(s)
	wantCause := []Mark{
		{cell(sh, "r1c1"), sudoku.SetOf(1, 2, 3)}, {cell(sh, "r1c2"), sudoku.SetOf(2, 3)},
		{cell(sh, "r5c1"), sudoku.SetOf(1, 4)}, {cell(sh, "r5c4"), sudoku.SetOf(3, 4)},
	}
	if !reflect.DeepEqual(st.Cause, wantCause) || !reflect.DeepEqual(st.Houses, []sudoku.House{0, 4}) {
		t.Errorf("got cause %v, houses %v; want %v, rows 1 and 5", st.Cause, st.Houses, wantCause)
	}
	// Four cells: 5.5 and SE's bonus for a chain of 8 nodes.
	if st.Rating < 5.7-1e-9 || st.Rating > 5.7+1e-9 {
		t.Errorf("got rating %.2f, want 5.7", st.Rating)
	}
}

// TestALSXZDoubly has two restricted common candidates: each set then
// locks its other digits, and the two links' digits lie in one set or the
// other.
func TestALSXZDoubly(t *testing.T) {
	sh := sudoku.Classic
	s := blank(t, sh)
	// A = r1c1, r1c5 = {1, 3, 4}; B = r2c1, r2c6 = {2, 3, 4}: their 3s
	// share column 1 and their 4s box 2.
	set(s, "r1c1", 1, 3)
	set(s, "r2c1", 2, 3)
	set(s, "r1c5", 1, 4)
	set(s, "r2c6", 2, 4)
	var elims []Mark
	add := func(ds sudoku.Set, names ...string) { elims = append(elims, marks(sh, ds, names...)...) }
	add(sudoku.SetOf(1, 3), "r1c2", "r1c3")
	add(sudoku.SetOf(1, 4), "r1c4", "r1c6")
	add(sudoku.SetOf(1), "r1c7", "r1c8", "r1c9")
	add(sudoku.SetOf(2, 3), "r2c2", "r2c3")
	add(sudoku.SetOf(2, 4), "r2c4", "r2c5")
	add(sudoku.SetOf(2), "r2c7", "r2c8", "r2c9")
	add(sudoku.SetOf(3), "r3c1", "r3c2", "r3c3")
	add(sudoku.SetOf(4), "r3c4", "r3c5", "r3c6")
	add(sudoku.SetOf(3), "r4c1", "r5c1", "r6c1", "r7c1", "r8c1", "r9c1")
	checkFound(t, "doubly", findALSXZ, s, want{
		elims: elims,
		text: "r1c1 and r1c5 hold only 1, 3 and 4, and r2c1 and r2c6 hold only 2, 3 and 4 (almost locked sets); " +
			"their 3s all see each other, and their 4s too, so each set lacks one of 3 and 4 and holds all its other digits, so " +
			elimText(sh, elims) + " (ALS-XZ)",
	})
}

// TestALSXZPuzzle solves 17-clue puzzles whose hardest step is ALS-XZ.
func TestALSXZPuzzle(t *testing.T) {
	needs(t, ".................1.....2.34.....56....7....8..8..1.7.....8.....3..6.....9.5.....3", ALSXZ)
	needs(t, ".................1..2..3..4.......5.....3..6247..1.........7.8...6...9...1.8.....", ALSXZ)
}

// BenchmarkFindALSXZ times one ALS-XZ search on the states of magictour
// puzzles (every 25th) where the solver reaches it.
func BenchmarkFindALSXZ(b *testing.B) {
	var states []*State
	for _, p := range sample(puzzleset.ForTest(b, puzzleset.Magictour, 0), 25) {
		s := stateOf(b, p)
		for !s.Solved() {
			h, _ := Next(s)
			if h.Step.Technique >= ALSXZ {
				c := *s
				states = append(states, &c)
			}
			h.Step.Apply(s)
		}
	}
	b.ResetTimer()
	for b.Loop() {
		for _, s := range states {
			findALSXZ(s)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*len(states)), "µs/search")
}
