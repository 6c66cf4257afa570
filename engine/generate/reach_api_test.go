package generate_test

import (
	"testing"

	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func TestTechniqueReach(t *testing.T) {
	for _, tc := range []struct {
		name string
		want generate.Reach
	}{
		{"X-Wing", generate.Dependable},
		{"skyscraper", generate.Dependable},
		{"hidden single", generate.Dependable},
		{"Jellyfish", generate.Slow},
		{"xcycle", generate.Unreliable},
		{"continuous nice loop", generate.Slow},
		{"cell forcing chain", generate.Unreliable},
		{"trial and error", generate.Unreliable},
	} {
		if got, err := generate.TechniqueReach(tc.name); err != nil || got != tc.want {
			t.Errorf("TechniqueReach(%q) = %v, %v; want %v", tc.name, got, err, tc.want)
		}
	}
	for _, name := range generate.TechniqueNames() {
		if _, err := generate.TechniqueReach(name); err != nil {
			t.Errorf("TechniqueReach(%q): %v", name, err)
		}
	}
	if _, err := generate.TechniqueReach("magic"); err == nil {
		t.Error(`TechniqueReach("magic"): no error`)
	}
}

// TestDependableTechniques holds TechniqueReach to its word: each
// Dependable technique target is met from seed 0 (seconds of work in all,
// not in -short).
func TestDependableTechniques(t *testing.T) {
	if testing.Short() {
		t.Skip("seconds of work")
	}
	for _, name := range generate.TechniqueNames() {
		if r, _ := generate.TechniqueReach(name); r != generate.Dependable {
			continue
		}
		r, err := generate.FromSeed(0, generate.Options{Technique: name})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		checkPuzzle(t, name, r)
		if !r.MetTarget {
			t.Errorf("%s: dependable, but not met in %d attempts (closest %v)", name, r.Attempts, r.Grade)
		}
	}
}

func TestLevelReach(t *testing.T) {
	for _, tc := range []struct {
		shape sudoku.Shape
		level logic.Level
		want  generate.Reach
	}{
		{sudoku.Shape{}, logic.Hard, generate.Dependable},
		{sudoku.Classic, logic.Extreme, generate.Dependable}, // the pool
		{sudoku.Shape{BoxRows: 4, BoxCols: 4}, logic.Master, generate.Dependable},
		{sudoku.Shape{BoxRows: 5, BoxCols: 5}, logic.Easy, generate.Dependable},
		{sudoku.Shape{BoxRows: 5, BoxCols: 5}, logic.Extreme, generate.Unreliable},
		{sudoku.Shape{BoxRows: 5, BoxCols: 5}, logic.Hard, generate.Slow},
		{sudoku.Shape{BoxRows: 2, BoxCols: 2}, logic.Medium, generate.Unreliable},
		{sudoku.Shape{BoxRows: 4, BoxCols: 3}, logic.Easy, generate.Unreliable}, // not ShapeForSize(12)
		{sudoku.Classic, logic.Level(7), generate.Unreliable},
	} {
		if got := generate.LevelReach(tc.shape, tc.level); got != tc.want {
			t.Errorf("LevelReach(%v, %v) = %v, want %v", tc.shape, tc.level, got, tc.want)
		}
	}
	// Every size Generate is made for was measured: Easy is dependable on
	// each.
	for _, n := range generate.Sizes() {
		sh, _ := sudoku.ShapeForSize(n)
		if r := generate.LevelReach(sh, logic.Easy); r != generate.Dependable {
			t.Errorf("LevelReach(%v, Easy) = %v, want dependable", sh, r)
		}
	}
}
