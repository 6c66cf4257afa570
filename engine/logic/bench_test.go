package logic

import (
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/engine/internal/puzzleset"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// benchGrade grades every puzzle of ps once per iteration and reports the
// mean time per puzzle, the 95th percentile of one puzzle's time, and the
// share of puzzles solved without trial and error.
func benchGrade(b *testing.B, ps []string) {
	benchRate(b, ps, func(g sudoku.Grid) (bool, error) {
		gr, err := GradeGrid(g)
		return gr.Trial, err
	})
}

// benchSE rates every puzzle of ps with the SE profile, reported as
// benchGrade does ("%no-trial" then counts the puzzles SE's techniques
// up to dynamic forcing chains rate).
func benchSE(b *testing.B, ps []string) {
	benchRate(b, ps, func(g sudoku.Grid) (bool, error) {
		_, err := RateSE(g)
		if errors.Is(err, ErrSEBeyond) {
			return true, nil
		}
		return false, err
	})
}

// benchRate runs rate on every puzzle of ps once per iteration.
func benchRate(b *testing.B, ps []string, rate func(sudoku.Grid) (trial bool, err error)) {
	grids := make([]sudoku.Grid, len(ps))
	for i, p := range ps {
		g, err := sudoku.Parse(p)
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

func BenchmarkGradePE96(b *testing.B) {
	benchGrade(b, puzzleset.ForTest(b, puzzleset.PE96Lines, 0))
}

func BenchmarkGradeMagictour(b *testing.B) {
	benchGrade(b, puzzleset.ForTest(b, puzzleset.Magictour, 0))
}

func BenchmarkGradeForum1000(b *testing.B) {
	benchGrade(b, forumSample(puzzleset.ForTest(b, puzzleset.Forum1905, 0)))
}

func BenchmarkRateSEPE96(b *testing.B) {
	benchSE(b, puzzleset.ForTest(b, puzzleset.PE96Lines, 0))
}

func BenchmarkRateSEMagictour(b *testing.B) {
	benchSE(b, puzzleset.ForTest(b, puzzleset.Magictour, 0))
}
