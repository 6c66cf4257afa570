package logic

import (
	"reflect"
	"testing"

	"github.com/sudoku-app/sudoku/engine/internal/puzzleset"
)

// TestNextWithin walks the paths of magictour puzzles and checks at every
// state and level that NextWithin gives Next's step when that step's
// technique is of the level or easier, and nothing otherwise.
func TestNextWithin(t *testing.T) {
	for _, p := range sample(puzzleset.ForTest(t, puzzleset.Magictour, 0), 100) {
		s := stateOf(t, p)
		for !s.Solved() {
			h, ok := Next(s)
			if !ok {
				t.Fatalf("%s: Next found no step in %s", p, s.Grid())
			}
			need := LevelOf(h.Step.Technique.Rating())
			for l := Easy; l <= Extreme; l++ {
				w, ok := NextWithin(s, l)
				switch {
				case ok != (need <= l):
					t.Fatalf("%s: NextWithin(%v) = %v at a %v step, want %v", p, l, ok, h.Step.Technique, need <= l)
				case ok && !reflect.DeepEqual(w, h):
					t.Fatalf("%s: NextWithin(%v) = %q, want Next's %q", p, l, w.Step.Text, h.Step.Text)
				}
			}
			if err := h.Step.Apply(s); err != nil {
				t.Fatal(err)
			}
		}
	}
}
