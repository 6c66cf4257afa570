package puzzleset

import (
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Family names a published puzzle for BenchFamilies: its name, the
// families of rules it belongs to, and the puzzle.
type Family struct {
	Name     string
	Families []string
	Puzzle   sudoku.Puzzle
}

// BenchFamilies runs a sub-benchmark per family, in name order, and one
// named "hardkiller" for the puzzles named "Hard killer ...": each round
// solves every puzzle of the family by solve, which must find it unique,
// and the sub-benchmark reports the puzzles and the 50th, 95th
// percentile and slowest time in milliseconds; a puzzle over 20 ms is
// logged by name on the first round.
func BenchFamilies(b *testing.B, ps []Family, solve func(sudoku.Puzzle) (unique bool, err error)) {
	families := map[string][]Family{}
	for _, p := range ps {
		for _, f := range p.Families {
			families[f] = append(families[f], p)
		}
		if strings.HasPrefix(p.Name, "Hard killer ") {
			families["hardkiller"] = append(families["hardkiller"], p)
		}
	}
	for _, f := range slices.Sorted(maps.Keys(families)) {
		ps := families[f]
		b.Run(f, func(b *testing.B) {
			var times []time.Duration
			for i := 0; i < b.N; i++ {
				for _, p := range ps {
					start := time.Now()
					if unique, err := solve(p.Puzzle); err != nil || !unique {
						b.Fatalf("%s: unique %v, %v", p.Name, unique, err)
					}
					d := time.Since(start)
					times = append(times, d)
					if i == 0 && d > 20*time.Millisecond {
						b.Logf("%s: %.1f ms", p.Name, float64(d)/1e6)
					}
				}
			}
			slices.Sort(times)
			ms := func(q float64) float64 {
				return float64(times[int(q*float64(len(times)-1)+0.5)]) / 1e6
			}
			b.ReportMetric(float64(len(ps)), "puzzles")
			b.ReportMetric(ms(0.5), "p50-ms")
			b.ReportMetric(ms(0.95), "p95-ms")
			b.ReportMetric(ms(1), "max-ms")
		})
	}
}
