package solve

import (
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Each finder collects every solution of a puzzle with fewer than its
// limit (and says when there are more, as with the anti-knight grid): the searches replayed for the k-th solution (band and variant
// solvers) follow the count's path, so TrueCandidates needs no search
// cell by cell there. A finder that fell back would still answer right,
// only slower; this test is what notices.
func TestFinderCollectsAll(t *testing.T) {
	boxes := make([]int, 81)
	for c := range boxes {
		boxes[c] = sudoku.Classic.Box(sudoku.Cell(c))
	}
	grid := func(line string) sudoku.Grid {
		g, err := codec.ParseGrid(line)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	nineteen := grid("..3.2....9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	two := grid("4..93.......6..8..........1....5..9..8....6...7..........1.27..5.3....4.9........")
	for _, tc := range []struct {
		name string
		p    sudoku.Puzzle
	}{
		{"bands, 19", sudoku.Puzzle{Grid: nineteen}},
		{"bands, 2", sudoku.Puzzle{Grid: two}},
		{"general 4x4, 12", sudoku.Puzzle{Grid: grid("1..." + "...." + ".2.." + "....")}},
		{"general 6x6", sudoku.Puzzle{Grid: grid("1..2.." + "..2..." + "....3." + ".4..6." + "...5.." + "6.....")}},
		{"variant, 19", sudoku.Puzzle{Grid: nineteen, Rules: sudoku.Rules{Regions: boxes}}},
		{"variant, 2", sudoku.Puzzle{Grid: two, Rules: sudoku.Rules{Regions: boxes}}},
		{"variant, anti-knight", sudoku.Puzzle{Grid: grid("1........" + "...2....." + strings.Repeat(".", 63)), Rules: sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.AntiKnight{}}}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n, err := CountPuzzle(tc.p, trueCollect)
			if err != nil {
				t.Fatal(err)
			}
			f, _, err := Options{}.newFinder(tc.p)
			if err != nil || f == nil {
				t.Fatalf("newFinder: %v, %v", f, err)
			}
			sols, all, _, err := f.solutions(trueCollect, DefaultBudget)
			if err != nil {
				t.Fatal(err)
			}
			if all != (n < trueCollect) || all && len(sols) != n || len(sols) == 0 {
				t.Errorf("%d solutions, all %v; the count to %d is %d", len(sols), all, trueCollect, n)
			}
			for i, s := range sols {
				if err := tc.p.CheckSolution(s); err != nil {
					t.Errorf("solution %d: %v", i+1, err)
				}
				for _, o := range sols[:i] {
					if o == s {
						t.Errorf("solution %d found twice", i+1)
					}
				}
			}
			t.Logf("count %d, collected %d, all %v", n, len(sols), all)
		})
	}
}
