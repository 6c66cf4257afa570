package logic_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// TestGeneratedKillers solves the killers New generates (seeds 1-10, 1-4
// with -short) step by step, every step checked against the generated
// solution, and asks that most need no trial and error: the killers a
// player meets get hints and explanations made of the cage techniques.
// Each gets two seconds.
func TestGeneratedKillers(t *testing.T) {
	seeds := uint64(10)
	if testing.Short() {
		seeds = 4
	}
	noTrial := 0
	for seed := uint64(1); seed <= seeds; seed++ {
		r, err := generate.VariantFromSeed(seed, generate.VariantOptions{Kind: "killer", Shape: sudoku.Classic})
		if err != nil {
			t.Fatal(err)
		}
		s, err := logic.FromPuzzle(r.Puzzle)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		var steps []logic.Step
		for !s.Solved() {
			h, ok, err := logic.NextWithinContext(ctx, s, logic.Extreme)
			if err != nil || !ok {
				break
			}
			st := h.Step
			for _, p := range st.Placements {
				if r.Solution.At(p.Cell) != p.Digit {
					t.Fatalf("seed %d, step %d places %s in %s: %s", seed, len(steps)+1, p.Digit, sudoku.Classic.CellName(p.Cell), st.Text)
				}
			}
			for _, e := range st.Eliminations {
				if e.Digits.Has(r.Solution.At(e.Cell)) {
					t.Fatalf("seed %d, step %d removes the solution's %s from %s: %s", seed, len(steps)+1, r.Solution.At(e.Cell), sudoku.Classic.CellName(e.Cell), st.Text)
				}
			}
			if err := st.Apply(s); err != nil {
				t.Fatal(err)
			}
			steps = append(steps, st)
		}
		cancel()
		if !s.Solved() {
			t.Logf("seed %d: stopped after %d steps", seed, len(steps))
			continue
		}
		if s.Grid() != r.Solution {
			t.Fatalf("seed %d: solved to %s, want %s", seed, s.Grid(), r.Solution)
		}
		g := logic.GradePath(steps)
		if !g.Trial {
			noTrial++
		}
		t.Logf("seed %d: %d steps, %v", seed, len(steps), g)
	}
	if want := int(seeds) * 8 / 10; noTrial < want {
		t.Errorf("%d of %d generated killers solved without trial and error, want %d", noTrial, seeds, want)
	}
}

// BenchmarkGradeGeneratedKillers grades the killers New generates for
// seeds 1-20, with no level and aimed at Hard and at Expert (GradePuzzle,
// the grader of the worker's rating), and reports
// the median, 95th percentile, second slowest and slowest time of one, in
// milliseconds (of 20, the 95th percentile is the slowest).
func BenchmarkGradeGeneratedKillers(b *testing.B) {
	for _, level := range []*logic.Level{nil, new(logic.Hard), new(logic.Expert)} {
		name := "any"
		if level != nil {
			name = level.String()
		}
		b.Run(name, func(b *testing.B) { benchmarkGradeKillers(b, level) })
	}
}

// benchmarkGradeKillers is BenchmarkGradeGeneratedKillers for killers
// aimed at level (nil: none).
func benchmarkGradeKillers(b *testing.B, level *logic.Level) {
	var ps []sudoku.Puzzle
	for seed := uint64(1); seed <= 20; seed++ {
		r, err := generate.VariantFromSeed(seed, generate.VariantOptions{Kind: "killer", Shape: sudoku.Classic, Level: level})
		if err != nil {
			b.Fatal(err)
		}
		ps = append(ps, r.Puzzle)
	}
	var times []time.Duration
	for b.Loop() {
		times = times[:0]
		for _, p := range ps {
			start := time.Now()
			if _, err := logic.GradePuzzle(p); err != nil {
				b.Fatal(err)
			}
			times = append(times, time.Since(start))
		}
	}
	slices.Sort(times)
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	b.ReportMetric(ms(times[len(times)/2]), "p50-ms")
	b.ReportMetric(ms(times[len(times)*95/100]), "p95-ms")
	b.ReportMetric(ms(times[len(times)-2]), "second-max-ms")
	b.ReportMetric(ms(times[len(times)-1]), "max-ms")
	b.ReportMetric(0, "ns/op")
}
