package logic

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/internal/puzzleset"
	"github.com/sudoku-app/sudoku/engine/sudoku"
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

// TestSolveContext: a context bounds Solve and GradeGrid, also inside
// trial and error, and under js/wasm, where a deadline's timer fires only
// when the solver yields.
func TestSolveContext(t *testing.T) {
	g, err := codec.ParseGrid(".6...5.....14...9.5...2.3..2..8..7..6.7...2.4..8..7..9..6.7...1.5...96.....1...2.") // Hard
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := (Options{Context: ctx}).GradeGrid(g); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: got err %v, want context.Canceled", err)
	}
	gr, err := (Options{Context: context.Background()}).GradeGrid(g)
	if want, err2 := GradeGrid(g); err != nil || err2 != nil || !reflect.DeepEqual(gr, want) {
		t.Errorf("with a live context: got %v (err %v), want GradeGrid's %v (err %v)", gr, err, want, err2)
	}

	// 11 cells of a 16x16 row with 10 digits between them: no technique
	// sees it, and trial and error would search for hours (about 65 ms
	// natively go to the searches before it).
	sh := sudoku.Shape{BoxRows: 4, BoxCols: 4}
	empty := sudoku.NewGrid(sh)
	cands := empty.Candidates()
	for c := range 11 {
		cands[c] = sudoku.FullSet(10)
	}
	s, err := FromCandidates(empty, cands)
	if err != nil {
		t.Fatal(err)
	}
	const deadline = 300 * time.Millisecond
	ctx, cancel = context.WithTimeout(context.Background(), deadline)
	defer cancel()
	start := time.Now()
	p, err := Solve(s, Options{Context: ctx})
	// Hours without the deadline; the margin is wide for a loaded machine
	// (this is a test that the deadline is honoured, not a benchmark).
	if took := time.Since(start); took > deadline+5*time.Second {
		t.Errorf("a %v deadline: Solve returned after %v", deadline, took)
	}
	if !errors.Is(err, context.DeadlineExceeded) || len(p.Steps) != 0 || p.Final != s.Grid() {
		t.Errorf("got err %v, %d steps, final %v; want context.DeadlineExceeded, no step, the grid", err, len(p.Steps), p.Final == s.Grid())
	}
}
