package sat_test

import (
	"testing"

	"github.com/sudoku-app/sudoku/engine/internal/puzzleset"

	"github.com/sudoku-app/sudoku/engine/sat"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// loadPublishedPuzzles reads engine/solve's published puzzles
// (puzzleset.AllPublished).
func loadPublishedPuzzles(tb testing.TB) []puzzleset.Published {
	return puzzleset.AllPublished(tb, "../solve/testdata")
}

// BenchmarkRoutes solves each published puzzle (the solution and its
// uniqueness) by the exact solver (solve.SolvePuzzle) and through CNF
// (sat.SolvePuzzle), one sub-benchmark each, so that one run compares
// the two routes puzzle by puzzle:
//
//	go test -run='^$' -bench='Routes/Hard_killer' -benchtime=1x ./engine/sat/
func BenchmarkRoutes(b *testing.B) {
	for _, p := range loadPublishedPuzzles(b) {
		b.Run(p.Name, func(b *testing.B) {
			b.Run("exact", func(b *testing.B) {
				for b.Loop() {
					if _, unique, err := solve.SolvePuzzle(p.Puzzle); err != nil || !unique {
						b.Fatalf("unique %v, %v", unique, err)
					}
				}
			})
			b.Run("sat", func(b *testing.B) {
				for b.Loop() {
					if _, unique, err := sat.SolvePuzzle(p.Puzzle); err != nil || !unique {
						b.Skipf("unique %v, %v", unique, err)
					}
				}
			})
		})
	}
}

// BenchmarkPublishedPortfolio is engine/solve's BenchmarkPublished
// through the Portfolio: per constraint family, the median, 95th
// percentile and slowest time of one puzzle (the solution and its
// uniqueness), "hardkiller" being the 20 hard killers; puzzles over
// 20 ms are logged by name.
func BenchmarkPublishedPortfolio(b *testing.B) {
	var ps []puzzleset.Family
	for _, p := range loadPublishedPuzzles(b) {
		ps = append(ps, puzzleset.Family{Name: p.Name, Families: p.Families, Puzzle: p.Puzzle})
	}
	puzzleset.BenchFamilies(b, ps, func(p sudoku.Puzzle) (bool, error) {
		_, unique, err := (sat.Portfolio{}).SolvePuzzle(p)
		return unique, err
	})
}
