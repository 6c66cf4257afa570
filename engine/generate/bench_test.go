package generate_test

import (
	"slices"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// benchGenerate makes b.N puzzles from seeds 0, 1, ... and reports puzzles
// per second and the 50th and 95th percentile time per puzzle, with the
// share of puzzles that met the target.
func benchGenerate(b *testing.B, o generate.Options) {
	times, met := timeEach(b, func(i int) (bool, error) {
		r, err := generate.FromSeed(uint64(i), o)
		return r.MetTarget, err
	})
	pct := func(p int) float64 { return float64(times[(len(times)-1)*p/100]) / 1e6 }
	b.ReportMetric(float64(len(times))/b.Elapsed().Seconds(), "puzzles/s")
	b.ReportMetric(pct(50), "p50-ms")
	b.ReportMetric(pct(95), "p95-ms")
	b.ReportMetric(100*float64(met)/float64(len(times)), "%met")
}

// BenchmarkAnyLevel: unique 9x9 puzzles at any level, graded and not.
func BenchmarkAnyLevel(b *testing.B) {
	b.Run("graded", func(b *testing.B) { benchGenerate(b, generate.Options{}) })
	b.Run("ungraded", func(b *testing.B) { benchGenerate(b, generate.Options{NoGrade: true}) })
}

// BenchmarkLevel: time to a graded 9x9 puzzle at each level, on Sudoku
// Explainer's scale (Extreme from the pool). Run with -benchtime=200x or
// so for stable percentiles.
func BenchmarkLevel(b *testing.B) {
	for l := logic.Easy; l <= logic.Extreme; l++ {
		o := generate.Options{Level: new(l)}
		b.Run(l.String(), func(b *testing.B) { benchGenerate(b, o) })
	}
}

// BenchmarkSize: unique ungraded puzzles of larger sizes.
func BenchmarkSize(b *testing.B) {
	for _, sh := range []sudoku.Shape{{BoxRows: 3, BoxCols: 4}, {BoxRows: 4, BoxCols: 4}, {BoxRows: 5, BoxCols: 5}} {
		b.Run(sh.String(), func(b *testing.B) { benchGenerate(b, generate.Options{Shape: sh, NoGrade: true}) })
	}
}

// BenchmarkGradeSize: logic.GradeGrid on puzzles generated (not timed) at
// each larger size, seeds 0, 1, ...; reports the 50th and 95th percentile
// and the slowest grading, and the share of puzzles graded. Run with
// -benchtime=20x or so: each 25x25 puzzle takes seconds to generate.
func BenchmarkGradeSize(b *testing.B) {
	for _, sh := range []sudoku.Shape{{BoxRows: 3, BoxCols: 4}, {BoxRows: 4, BoxCols: 4}, {BoxRows: 5, BoxCols: 5}} {
		b.Run(sh.String(), func(b *testing.B) {
			var times []time.Duration
			graded := 0
			for i := 0; b.Loop(); i++ {
				b.StopTimer()
				r, err := generate.FromSeed(uint64(i), generate.Options{Shape: sh, NoGrade: true})
				if err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				start := time.Now()
				_, err = logic.GradeGrid(r.Puzzle)
				times = append(times, time.Since(start))
				if err == nil {
					graded++
				}
			}
			slices.Sort(times)
			pct := func(p int) float64 { return float64(times[(len(times)-1)*p/100]) / 1e6 }
			b.ReportMetric(pct(50), "p50-ms")
			b.ReportMetric(pct(95), "p95-ms")
			b.ReportMetric(pct(100), "max-ms")
			b.ReportMetric(100*float64(graded)/float64(len(times)), "%graded")
		})
	}
}

// BenchmarkVariant: a 9x9 puzzle of each variant kind, from seeds 0, 1,
// ...; run with -benchtime=100x or so for stable percentiles.
func BenchmarkVariant(b *testing.B) {
	for _, k := range generate.Variants() {
		b.Run(k.Name, func(b *testing.B) {
			var times []time.Duration
			givens := 0
			for i := 0; b.Loop(); i++ {
				start := time.Now()
				r, err := generate.VariantFromSeed(uint64(i), generate.VariantOptions{Kind: k.Name})
				times = append(times, time.Since(start))
				if err != nil {
					b.Fatal(err)
				}
				givens += r.Puzzle.Grid.Filled()
			}
			slices.Sort(times)
			pct := func(p int) float64 { return float64(times[(len(times)-1)*p/100]) / 1e6 }
			b.ReportMetric(pct(50), "p50-ms")
			b.ReportMetric(pct(95), "p95-ms")
			b.ReportMetric(float64(times[len(times)-1])/1e6, "max-ms")
			b.ReportMetric(float64(givens)/float64(len(times)), "givens")
		})
	}
}

// BenchmarkVariantLevel times killer, X and jigsaw puzzles aimed at each
// level from Easy to Expert (VariantOptions.Level), puzzle i from seed i:
// the percentiles of one puzzle's time and the share that met the level.
func BenchmarkVariantLevel(b *testing.B) {
	for _, kind := range []string{generate.KindKiller, generate.KindX, generate.KindJigsaw} {
		for _, level := range []logic.Level{logic.Easy, logic.Medium, logic.Hard, logic.Expert} {
			b.Run(kind+"/"+level.String(), func(b *testing.B) {
				times, met := timeEach(b, func(i int) (bool, error) {
					r, err := generate.VariantFromSeed(uint64(i), generate.VariantOptions{Kind: kind, Level: &level})
					return r.MetTarget, err
				})
				pct := func(p int) float64 { return float64(times[(len(times)-1)*p/100]) / 1e6 }
				b.ReportMetric(pct(50), "p50-ms")
				b.ReportMetric(pct(95), "p95-ms")
				b.ReportMetric(float64(times[len(times)-1])/1e6, "max-ms")
				b.ReportMetric(100*float64(met)/float64(len(times)), "met-%")
				b.ReportMetric(0, "ns/op")
			})
		}
	}
}

// timeEach makes puzzle i (one(i), which says whether it met its target)
// until b.Loop is done, and returns the time of each, sorted, and how many
// met their target.
func timeEach(b *testing.B, one func(i int) (bool, error)) (times []time.Duration, met int) {
	for i := 0; b.Loop(); i++ {
		start := time.Now()
		ok, err := one(i)
		times = append(times, time.Since(start))
		if err != nil {
			b.Fatal(err)
		}
		if ok {
			met++
		}
	}
	slices.Sort(times)
	return times, met
}
