package logic

import (
	"reflect"
	"testing"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func TestXCycle(t *testing.T) {
	sh := sudoku.Classic
	s := blank(t, sh)
	// 1 is a conjugate pair in row 1 (r1c1, r1c5), row 5 (r5c5, r5c2) and
	// box 7 (r8c2, r9c1); the pairs join by weak links in columns 5, 2
	// and 1 into a loop. r8c5, r9c5, r2c2, r3c2, r4c1 and r6c1 lose 1,
	// or shorter chains would eliminate first.
	only(s, 0, 1, "r1c1", "r1c5")
	only(s, 4, 1, "r5c5", "r5c2")
	only(s, 24, 1, "r8c2", "r9c1")
	for _, name := range []string{"r8c5", "r9c5", "r2c2", "r3c2", "r4c1", "r6c1"} {
		s.Eliminate(cell(sh, name), 1)
	}
	checkFound(t, "rows", findXChain, s, want{
		elims: marks(sh, sudoku.Bit(1), "r2c1", "r2c5", "r3c1", "r3c5", "r4c2", "r4c5", "r6c2", "r6c5", "r7c5"),
		text: "In the loop 1r1c1=1r1c5-1r5c5=1r5c2-1r8c2=1r9c1-1r1c1 every link has exactly one true end, " +
			"so 1 comes out of r2c1, r2c5, r3c1, r3c5, r4c2, r4c5, r6c2, r6c5 and r7c5 (X-cycle)",
	})
	checkFound(t, "columns", findXChain, transpose(t, s), want{
		elims: marks(sh, sudoku.Bit(1), "r1c2", "r1c3", "r2c4", "r2c6", "r5c2", "r5c3", "r5c4", "r5c6", "r5c7"),
		text: "In the loop 1r1c1=1r5c1-1r5c5=1r2c5-1r2c8=1r1c9-1r1c1 every link has exactly one true end, " +
			"so 1 comes out of r1c2, r1c3, r2c4, r2c6, r5c2, r5c3, r5c4, r5c6 and r5c7 (X-cycle)",
	})
	st, _ := findXChain(s)
	if want := marks(sh, sudoku.Bit(1), "r1c1", "r1c5", "r5c5", "r5c2", "r8c2", "r9c1"); !reflect.DeepEqual(st.Cause, want) {
		t.Errorf("got cause %v, want the loop's candidates %v", st.Cause, want)
	}
	if st.Technique != XCycle || st.Rating < 6.6-1e-9 || st.Rating > 6.6+1e-9 {
		t.Errorf("got %v rated %.2f, want an X-cycle of 6 nodes rated 6.5+0.1", st.Technique, st.Rating)
	}
}

// TestLoopSteps checks the first loop step on puzzles that need one, and
// on the transposed puzzle (the column form) when it takes the same step.
func TestLoopSteps(t *testing.T) {
	sh := sudoku.Classic
	for _, tc := range []struct {
		puzzle string
		tech   Technique
		rating float64
		elims  []Mark
		text   string
	}{{
		// magictour top1465
		"5..7.........3..7...8..5..36..1..4...8..2..9...9..8..1...4..3...6..9..4...2..6..9", XCycle, 6.6,
		marks(sh, sudoku.Bit(7), "r7c5", "r8c7"),
		"In the loop 7r4c5=7r5c6-7r5c9=7r8c9-7r9c7=7r9c5-7r4c5 every link has exactly one true end, so 7 comes out of r7c5 and r8c7 (X-cycle)",
	}, {
		// 17-clue, a Y-cycle is its hardest step
		"................12..3.45..............6..34...1.....7...8...5...2.76.....9.1.....", YCycle, 6.8,
		marks(sh, sudoku.SetOf(8, 9), "r4c9"),
		"In the loop 9r3c9=6r3c9-6r3c2=8r3c2-8r3c8=9r3c8-9r7c8=4r7c8-4r8c9=8r8c9-8r5c9=9r5c9-9r3c9 every link has exactly one true end, so 8 and 9 come out of r4c9 (Y-cycle)",
	}, {
		transposed("................12..3.45..............6..34...1.....7...8...5...2.76.....9.1....."), YCycle, 6.8,
		marks(sh, sudoku.SetOf(8, 9), "r9c4"),
		"In the loop 9r9c3=6r9c3-6r2c3=8r2c3-8r8c3=9r8c3-9r8c7=4r8c7-4r9c8=8r9c8-8r9c5=9r9c5-9r9c3 every link has exactly one true end, so 8 and 9 come out of r9c4 (Y-cycle)",
	}, {
		// magictour top1465, a continuous nice loop is its hardest step
		"...9.....9.3..18.2....3.5....7....688...6..3..4...5...2.......3..175.........41..", NiceLoop, 7.4,
		[]Mark{
			{cell(sh, "r1c1"), sudoku.SetOf(5)}, {cell(sh, "r3c4"), sudoku.SetOf(8)}, {cell(sh, "r4c2"), sudoku.SetOf(1)},
			{cell(sh, "r6c7"), sudoku.SetOf(2)}, {cell(sh, "r8c8"), sudoku.SetOf(4, 9)}, {cell(sh, "r9c8"), sudoku.SetOf(7, 9)},
		},
		"In the loop 1r4c1=5r4c1-5r9c1=5r9c8-8r9c8=8r8c8-2r8c8=2r6c8-2r6c4=8r6c4-8r7c4=1r7c4-1r5c4=1r5c2-1r4c1 every link has exactly one true end, " +
			"so r1c1 loses 5, r3c4 loses 8, r4c2 loses 1, r6c7 loses 2, r8c8 loses 4 and 9 and r9c8 loses 7 and 9 (continuous nice loop)",
	}, {
		transposed("...9.....9.3..18.2....3.5....7....688...6..3..4...5...2.......3..175.........41.."), NiceLoop, 7.4,
		[]Mark{
			{cell(sh, "r1c1"), sudoku.SetOf(5)}, {cell(sh, "r2c4"), sudoku.SetOf(1)}, {cell(sh, "r4c3"), sudoku.SetOf(8)},
			{cell(sh, "r7c6"), sudoku.SetOf(2)}, {cell(sh, "r8c8"), sudoku.SetOf(4, 9)}, {cell(sh, "r8c9"), sudoku.SetOf(7, 9)},
		},
		"In the loop 1r1c4=5r1c4-5r1c9=5r8c9-8r8c9=8r8c8-2r8c8=2r8c6-2r4c6=8r4c6-8r4c7=1r4c7-1r4c5=1r2c5-1r1c4 every link has exactly one true end, " +
			"so r1c1 loses 5, r2c4 loses 1, r4c3 loses 8, r7c6 loses 2, r8c8 loses 4 and 9 and r8c9 loses 7 and 9 (continuous nice loop)",
	}} {
		st := firstStep(t, tc.puzzle, tc.tech)
		if !reflect.DeepEqual(st.Eliminations, tc.elims) || st.Text != tc.text || len(st.Placements) != 0 {
			t.Errorf("%s: got eliminations %v, text\n%q, want %v,\n%q", tc.puzzle, st.Eliminations, st.Text, tc.elims, tc.text)
		}
		if st.Rating < tc.rating-1e-9 || st.Rating > tc.rating+1e-9 {
			t.Errorf("%s: got rating %.2f, want %.1f", tc.puzzle, st.Rating, tc.rating)
		}
	}
}

// TestLoopPuzzles solves puzzles whose hardest step is a loop.
func TestLoopPuzzles(t *testing.T) {
	needs(t, "................12..3.45..............6..34...1.....7...8...5...2.76.....9.1.....", YCycle)
	needs(t, "................12..3.45.........4.3....2.5...6.1..........6.....5..7....2.8...7.", YCycle)
	needs(t, "...9.....9.3..18.2....3.5....7....688...6..3..4...5...2.......3..175.........41..", NiceLoop)
	needs(t, "................12..3.45........63...4....5...7.1........21..7...5.......8.7.....", NiceLoop)
}
