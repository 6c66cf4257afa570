package serate

import (
	"errors"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// TestRateCandidatesMatchesSerate rates testdata/serate_marks.txt's
// candidate lines as SukakuExplainer's serate rates them (its header
// says how they were made): puzzles as their own candidates, the same
// with givens turned into singles a peer shares, and sukakus with no
// given at all. Under -short, every fourth.
func TestRateCandidatesMatchesSerate(t *testing.T) {
	set := loadSeratedFile(t, "testdata/serate_marks.txt")
	for i, p := range set {
		if testing.Short() && i%4 != 0 {
			continue
		}
		pz, err := codec.Parse(p.puzzle)
		if err != nil {
			t.Fatal(err)
		}
		if pz.Candidates == nil {
			t.Fatalf("%.40s...: not a candidate line", p.puzzle)
		}
		if r, err := RateCandidates(pz.Grid, pz.Candidates); err != nil || r.String() != p.want {
			t.Errorf("line %d, %.40s...: RateCandidates = %s, %v; serate says %s", i+1, p.puzzle, r, err, p.want)
		}
	}
}

// TestRateCandidatesStarts holds the start SukakuExplainer takes from a
// candidate grid: a puzzle's own candidates rate as the puzzle, and a
// given whose digit a peer keeps among its marks is no given but a
// single for the path to place.
func TestRateCandidatesStarts(t *testing.T) {
	// Project Euler 96's first grid: hidden singles (1.2, 1.5) and
	// full houses (1.0) solve it.
	g, err := codec.ParseGrid("003020600900305001001806400008102900700000008006708200002609500800203009005010300")
	if err != nil {
		t.Fatal(err)
	}
	want, err := Rate(g)
	if err != nil {
		t.Fatal(err)
	}
	own, err := RateCandidates(g, g.Candidates())
	if err != nil || own.String() != want.String() || len(own.Steps) != len(want.Steps) {
		t.Errorf("RateCandidates(its own candidates) = %s in %d steps, %v; Rate = %s in %d", own, len(own.Steps), err, want, len(want.Steps))
	}
	if nilMarks, err := RateCandidates(g, nil); err != nil || nilMarks.String() != want.String() {
		t.Errorf("RateCandidates(nil marks) = %s, %v; Rate = %s", nilMarks, err, want)
	}
	// Every given's digit back among its peers' marks: no cell is given,
	// and the givens are singles, so 81 steps place 81 digits.
	marks := g.Candidates()
	for c := range sudoku.Cell(81) {
		if d := g.At(c); d != 0 {
			for _, p := range sudoku.Classic.Peers(c) {
				if g.At(p) == 0 {
					marks[p] |= sudoku.Bit(d)
				}
			}
		}
	}
	pz := sudoku.Puzzle{Grid: g, Candidates: marks}
	if givens := pz.Givens(); givens.Filled() != 0 {
		t.Fatalf("Givens() = %s, want none", givens)
	}
	r, err := RateCandidates(g, marks)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Steps) != 81 || r.String() != "2.3/2.3/2.3" {
		t.Errorf("%s in %d steps, want 2.3/2.3/2.3 in one step per cell, 81", r, len(r.Steps))
	}
	// serate --after="%r %s" on this candidate line: the givens come
	// first, each a naked single.
	for i, want := range []string{
		"2.3 Naked Single: r1c3: 3",
		"2.3 Naked Single: r1c5: 2",
		"2.3 Naked Single: r1c7: 6",
		"2.3 Naked Single: r2c1: 9",
		"2.3 Naked Single: r2c4: 3",
		"2.3 Naked Single: r2c6: 5",
	} {
		if got := r.Steps[i].String(); got != want {
			t.Errorf("step %d: %s, serate's %s", i+1, got, want)
		}
	}
}

func TestRateCandidatesRefuses(t *testing.T) {
	g, err := codec.ParseGrid("003020600900305001001806400008102900700000008006708200002609500800203009005010300")
	if err != nil {
		t.Fatal(err)
	}
	wide := make([]sudoku.Set, 81)
	for c := range wide {
		wide[c] = sudoku.FullSet(9)
	}
	none := g.Candidates()
	none[0] = sudoku.Bit(9) // r1c1 is 4 in the solution
	empty := g.Candidates()
	empty[0] = 0
	for _, tc := range []struct {
		name  string
		g     sudoku.Grid
		marks []sudoku.Set
		want  string
	}{
		{"not 9x9", sudoku.NewGrid(sudoku.Shape{BoxRows: 2, BoxCols: 2}), make([]sudoku.Set, 16), "9x9"},
		{"two solutions", sudoku.NewGrid(sudoku.Classic), wide, "more than one solution"},
		{"no solution", g, none, "no solution"},
		{"r1c1 without marks", g, empty, "r1c1 has no candidates"},
	} {
		_, err := RateCandidates(tc.g, tc.marks)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: RateCandidates error = %v, want one saying %q", tc.name, err, tc.want)
		}
	}
	var ce *sudoku.CandidatesError
	if _, err := RateCandidates(g, empty); !errors.As(err, &ce) {
		t.Errorf("r1c1 without marks: error %v, want a *sudoku.CandidatesError", err)
	}
}
