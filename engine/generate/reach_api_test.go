package generate_test

import (
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// budget is the one the reach tables were measured under (the worker's).
const budget = 20 * time.Second

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
		if got, err := generate.TechniqueReach(tc.name, budget); err != nil || got != tc.want {
			t.Errorf("TechniqueReach(%q) = %v, %v; want %v", tc.name, got, err, tc.want)
		}
	}
	for _, name := range generate.TechniqueNames() {
		if _, err := generate.TechniqueReach(name, budget); err != nil {
			t.Errorf("TechniqueReach(%q): %v", name, err)
		}
	}
	if _, err := generate.TechniqueReach("magic", budget); err == nil {
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
		if r, _ := generate.TechniqueReach(name, budget); r != generate.Dependable {
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
		if got := generate.LevelReach(tc.shape, tc.level, budget); got != tc.want {
			t.Errorf("LevelReach(%v, %v) = %v, want %v", tc.shape, tc.level, got, tc.want)
		}
	}
	// Every size Generate is made for was measured: Easy is dependable on
	// each.
	for _, n := range generate.Sizes() {
		sh, _ := sudoku.ShapeForSize(n)
		if r := generate.LevelReach(sh, logic.Easy, budget); r != generate.Dependable {
			t.Errorf("LevelReach(%v, Easy) = %v, want dependable", sh, r)
		}
	}
}

// TestReachBudget reads the tables against budgets other than the one
// measured: a smaller budget makes a target no more dependable, a larger
// one no less.
func TestReachBudget(t *testing.T) {
	for _, tc := range []struct {
		name   string
		budget time.Duration
		want   generate.Reach
	}{
		{"X-Wing", 2 * time.Second, generate.Dependable},      // median 0.03 s, slowest 0.22 s
		{"Swordfish", 2 * time.Second, generate.Slow},         // median 0.18 s: over 7.5% of 2 s
		{"Swordfish", 0, generate.Unreliable},                 // no time at all
		{"hidden quad", 5 * time.Second, generate.Unreliable}, // 8 of 10 met, slowest 13 s: only 4 proven within 5 s
		{"naked quad", 40 * time.Second, generate.Dependable}, // slowest 8.3 s: within a quarter of 40 s
		{"Jellyfish", 40 * time.Second, generate.Slow},        // a seed missed: more time does not make it met
		{"X-cycle", time.Hour, generate.Unreliable},           // 3 of 10 met
	} {
		if got, err := generate.TechniqueReach(tc.name, tc.budget); err != nil || got != tc.want {
			t.Errorf("TechniqueReach(%q, %v) = %v, %v; want %v", tc.name, tc.budget, got, err, tc.want)
		}
	}
	for _, tc := range []struct {
		shape  sudoku.Shape
		level  logic.Level
		budget time.Duration
		want   generate.Reach
	}{
		{sudoku.Classic, logic.Master, time.Minute, generate.Dependable},
		{sudoku.Classic, logic.Master, 2 * time.Second, generate.Slow},             // slowest not recorded: only known to be within 5 s
		{sudoku.Classic, logic.Master, 20 * time.Millisecond, generate.Unreliable}, // median 26 ms
		{sudoku.Shape{BoxRows: 5, BoxCols: 5}, logic.Easy, 5 * time.Second, generate.Slow},
		{sudoku.Shape{BoxRows: 5, BoxCols: 5}, logic.Hard, 10 * time.Second, generate.Unreliable}, // median 11.5 s
		{sudoku.Shape{BoxRows: 5, BoxCols: 5}, logic.Hard, 160 * time.Second, generate.Dependable},
		{sudoku.Shape{BoxRows: 2, BoxCols: 2}, logic.Medium, time.Hour, generate.Unreliable}, // always Easy
	} {
		if got := generate.LevelReach(tc.shape, tc.level, tc.budget); got != tc.want {
			t.Errorf("LevelReach(%v, %v, %v) = %v, want %v", tc.shape, tc.level, tc.budget, got, tc.want)
		}
	}
}
