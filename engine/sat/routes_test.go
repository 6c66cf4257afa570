package sat_test

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/internal/puzzleset"

	"github.com/sudoku-app/sudoku/engine/sat"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// publishedPuzzle is one line of engine/solve's testdata.
type publishedPuzzle struct {
	families, name, solution string
	puzzle                   sudoku.Puzzle
}

func loadPublishedPuzzles(tb testing.TB) []publishedPuzzle {
	tb.Helper()
	var out []publishedPuzzle
	for _, file := range []string{"variants.tsv", "killers.tsv"} {
		f, err := os.Open("../solve/testdata/" + file)
		if err != nil {
			tb.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			cols := strings.Split(sc.Text(), "\t")
			if len(cols) != 5 || strings.HasPrefix(cols[0], "#") {
				continue
			}
			p, err := codec.Parse(cols[4])
			if err != nil {
				tb.Fatal(err)
			}
			out = append(out, publishedPuzzle{cols[0], cols[1], cols[3], p})
		}
		f.Close()
	}
	return out
}

// BenchmarkRoutes solves each published puzzle (the solution and its
// uniqueness) by the exact solver (solve.SolvePuzzle) and through CNF
// (sat.SolvePuzzle), one sub-benchmark each, so that one run compares
// the two routes puzzle by puzzle:
//
//	go test -run='^$' -bench='Routes/Hard_killer' -benchtime=1x ./engine/sat/
func BenchmarkRoutes(b *testing.B) {
	for _, p := range loadPublishedPuzzles(b) {
		b.Run(p.name, func(b *testing.B) {
			b.Run("exact", func(b *testing.B) {
				for b.Loop() {
					if _, unique, err := solve.SolvePuzzle(p.puzzle); err != nil || !unique {
						b.Fatalf("unique %v, %v", unique, err)
					}
				}
			})
			b.Run("sat", func(b *testing.B) {
				for b.Loop() {
					if _, unique, err := sat.SolvePuzzle(p.puzzle); err != nil || !unique {
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
		ps = append(ps, puzzleset.Family{Name: p.name, Families: strings.Split(p.families, ","), Puzzle: p.puzzle})
	}
	puzzleset.BenchFamilies(b, ps, func(p sudoku.Puzzle) (bool, error) {
		_, unique, err := (sat.Portfolio{}).SolvePuzzle(p)
		return unique, err
	})
}
