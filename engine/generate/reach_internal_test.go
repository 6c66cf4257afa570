package generate

import (
	"slices"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func TestMeasurementReach(t *testing.T) {
	r := &run{budget: 20 * time.Second, where: "test"}
	s := time.Second
	for _, tc := range []struct {
		m    measurement
		b    time.Duration
		want Reach
	}{
		// Under the measured budget, the thresholds as they were.
		{measurement{r, 10, 10, 1500 * ms, 5 * s, false}, 20 * s, Dependable},
		{measurement{r, 10, 10, 1510 * ms, 5 * s, false}, 20 * s, Slow},
		{measurement{r, 10, 10, 1500 * ms, 5010 * ms, false}, 20 * s, Slow},
		{measurement{r, 10, 9, 100 * ms, 200 * ms, false}, 20 * s, Slow},
		{measurement{r, 10, 5, 100 * ms, 200 * ms, false}, 20 * s, Slow},
		{measurement{r, 10, 4, 100 * ms, 200 * ms, false}, 20 * s, Unreliable},
		{measurement{r, 5, 3, 100 * ms, 200 * ms, false}, 20 * s, Slow},
		{measurement{r, 10, 0, 0, 0, false}, 20 * s, Unreliable},
		{measurement{}, 20 * s, Unreliable}, // not measured
		// The thresholds scale with the budget.
		{measurement{r, 10, 10, 750 * ms, 2500 * ms, false}, 10 * s, Dependable},
		{measurement{r, 10, 10, 760 * ms, 2500 * ms, false}, 10 * s, Slow},
		{measurement{r, 10, 10, 3 * s, 10 * s, false}, 40 * s, Dependable},
		// A larger budget never counts a miss as met.
		{measurement{r, 10, 9, 10 * ms, 20 * ms, false}, time.Hour, Slow},
		{measurement{r, 10, 4, 10 * ms, 20 * ms, false}, time.Hour, Unreliable},
		// Below the slowest, only the seeds no slower than the median are
		// proven met; below the median, fewer than half can be.
		{measurement{r, 10, 10, 1 * s, 12 * s, false}, 10 * s, Slow},      // 5 of 10
		{measurement{r, 10, 9, 1 * s, 12 * s, false}, 10 * s, Slow},       // 5 of 10
		{measurement{r, 10, 8, 1 * s, 12 * s, false}, 10 * s, Unreliable}, // 4 of 10
		{measurement{r, 10, 10, 1 * s, 12 * s, false}, 900 * ms, Unreliable},
		{measurement{r, 10, 10, 0, 10 * ms, false}, 0, Unreliable}, // no budget
	} {
		if got := tc.m.reach(tc.b); got != tc.want {
			t.Errorf("%+v.reach(%v) = %v, want %v", tc.m, tc.b, got, tc.want)
		}
	}
}

// TestReachRecorded holds the tables to the classification BENCHMARKS.md
// recorded under the 20 s budget they were measured with.
func TestReachRecorded(t *testing.T) {
	const budget = 20 * time.Second
	recorded := map[string]Reach{
		"naked quad":              Slow,
		"Y-cycle":                 Slow,
		"unique rectangle type 3": Slow,
		"simple colouring":        Slow,
		"Jellyfish":               Slow,
		"hidden quad":             Slow,
		"sashimi Jellyfish":       Slow,
		"BUG+1":                   Slow,
		"continuous nice loop":    Slow,
		"X-cycle":                 Unreliable,
		"cell forcing chain":      Unreliable,
		"region forcing chain":    Unreliable,
		"trial and error":         Unreliable,
	} // every other technique: Dependable
	names := TechniqueNames()
	for _, name := range names {
		got, err := TechniqueReach(name, budget)
		if want := recorded[name]; err != nil || got != want {
			t.Errorf("TechniqueReach(%q, 20s) = %v, %v; want %v", name, got, err, want)
		}
	}
	for _, tr := range techniqueReach {
		if !slices.Contains(names, tr.name) {
			t.Errorf("techniqueReach has %q, not a target", tr.name)
		}
	}
	D, S, U := Dependable, Slow, Unreliable
	levels := map[int][]Reach{
		4:  {D, U, U, U, U, U},
		6:  {D, D, D, D, S, U},
		8:  {D, D, D, D, D, U},
		9:  {D, D, D, D, D, D},
		12: {D, D, D, D, D, U},
		16: {D, D, D, D, D, S},
		25: {D, S, S, S, S, U},
	}
	for n, want := range levels {
		sh, err := sudoku.ShapeForSize(n)
		if err != nil {
			t.Fatal(err)
		}
		for l := logic.Easy; l <= logic.Extreme; l++ {
			if got := LevelReach(sh, l, budget); got != want[l] {
				t.Errorf("LevelReach(%v, %v, 20s) = %v, want %v", sh, l, got, want[l])
			}
		}
	}
}

// TestReachMonotone: over every measured target, more time never makes a
// target less dependable, and each measurement names its run.
func TestReachMonotone(t *testing.T) {
	var all []measurement
	for _, tr := range techniqueReach {
		all = append(all, tr.ms...)
	}
	for _, row := range levelReach {
		all = append(all, row.levels[:]...)
	}
	budgets := []time.Duration{0, 10 * ms, 100 * ms, 500 * ms, time.Second, 2 * time.Second, 5 * time.Second,
		10 * time.Second, 15 * time.Second, 20 * time.Second, 30 * time.Second, time.Minute, time.Hour}
	for _, m := range all {
		if m.run == nil || m.run.where == "" || m.run.budget <= 0 {
			t.Errorf("%+v: no run", m)
			continue
		}
		if m.met > m.seeds || m.median > m.slowest || m.slowest > m.run.budget {
			t.Errorf("%+v: inconsistent", m)
		}
		for i := 1; i < len(budgets); i++ {
			if a, b := m.reach(budgets[i-1]), m.reach(budgets[i]); b > a {
				t.Errorf("%+v: %v within %v, %v within %v", m, a, budgets[i-1], b, budgets[i])
			}
		}
	}
}
