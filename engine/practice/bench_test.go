package practice

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/engine/logic"
)

// BenchmarkPosition times PositionFor per technique offered, iteration i
// on seed i+1, and reports the p50 and p95 over the iterations (run it
// with -benchtime=20x: seeds 1 to 20, as sources records) and the share
// served from the pool:
//
//	go test -run '^$' -bench Position -benchtime 20x ./engine/practice/
//	GOOS=js GOARCH=wasm go test -run '^$' -bench Position -benchtime 20x ./engine/practice/  (go_js_wasm_exec on PATH)
func BenchmarkPosition(b *testing.B) {
	for _, t := range Techniques() {
		b.Run(benchName(t), func(b *testing.B) {
			benchSeeds(b, func(seed uint64) bool {
				p, err := PositionFor(context.Background(), t, seed)
				if err != nil {
					b.Fatal(err)
				}
				return p.Pooled
			})
		})
	}
}

// BenchmarkGenerated times generating a position (not the pool) for
// every technique from FullHouse to RegionForcingChain, as
// BenchmarkPosition does: the measurement that chose each technique's
// source. It takes many minutes: the slowest techniques take seconds a
// seed, and cell and region forcing chains, which generation does not
// reach, fail (reported as a p95 of the time spent in vain).
func BenchmarkGenerated(b *testing.B) {
	for t := logic.FullHouse; t <= logic.RegionForcingChain; t++ {
		b.Run(benchName(t), func(b *testing.B) {
			benchSeeds(b, func(seed uint64) bool {
				ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
				defer cancel()
				generated(ctx, t, seed)
				return false
			})
		})
	}
}

// benchSeeds runs one(seed) for seeds 1 to b.N and reports the p50 and
// p95 of its times, and the share of calls that reported true (pooled).
func benchSeeds(b *testing.B, one func(seed uint64) bool) {
	times := make([]time.Duration, 0, b.N)
	pooled := 0
	for i := range b.N {
		start := time.Now()
		if one(uint64(i + 1)) {
			pooled++
		}
		times = append(times, time.Since(start))
	}
	slices.Sort(times)
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	b.ReportMetric(ms(times[(len(times)-1)/2]), "p50-ms")
	b.ReportMetric(ms(times[(len(times)*95+99)/100-1]), "p95-ms")
	b.ReportMetric(float64(pooled)/float64(b.N), "pooled")
}

// benchName is t's catalogue key without its "technique-": one word,
// and the box and line forms of the hidden single apart.
func benchName(t logic.Technique) string { return strings.TrimPrefix(t.Key(), "technique-") }
