package puzzleset

import (
	"slices"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// BenchRate runs rate on every puzzle of ps once per iteration, and
// reports the mean time per puzzle, the 95th percentile and the slowest
// of one puzzle's time in milliseconds, and the share of puzzles rated
// without trial ("%no-trial": what that means is the rater's). It fails
// on a puzzle that does not parse or that rate refuses.
func BenchRate(b *testing.B, ps []string, rate func(sudoku.Grid) (trial bool, err error)) {
	grids := make([]sudoku.Grid, len(ps))
	for i, p := range ps {
		g, err := codec.ParseGrid(p)
		if err != nil {
			b.Fatal(err)
		}
		grids[i] = g
	}
	times := make([]time.Duration, 0, len(grids))
	noTrial := 0
	b.ResetTimer()
	for b.Loop() {
		times, noTrial = times[:0], 0
		for _, g := range grids {
			start := time.Now()
			trial, err := rate(g)
			times = append(times, time.Since(start))
			if err != nil {
				b.Fatalf("%s: %v", g, err)
			}
			if !trial {
				noTrial++
			}
		}
	}
	slices.Sort(times)
	var total time.Duration
	for _, d := range times {
		total += d
	}
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	b.ReportMetric(ms(total)/float64(len(times)), "ms/puzzle")
	b.ReportMetric(ms(times[len(times)*95/100]), "p95-ms")
	b.ReportMetric(ms(times[len(times)-1]), "max-ms")
	b.ReportMetric(100*float64(noTrial)/float64(len(grids)), "%no-trial")
	b.ReportMetric(0, "ns/op")
}
