package solve

import (
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/internal/puzzleset"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// counter is a solver under benchmark: Count(g, 2) by some route.
type counter func(g sudoku.Grid) (int, error)

func fast(g sudoku.Grid) (int, error) { return Count(g, 2) }

func baseline(g sudoku.Grid) (int, error) {
	n, _, err := countMRV(g, 2, DefaultBudget, nil)
	return n, err
}

// benchGrids runs count over grids, one grid per iteration, and reports
// puzzles/s and us/puzzle.
func benchGrids(b *testing.B, grids []sudoku.Grid, count counter) {
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := count(grids[i%len(grids)]); err != nil {
			b.Fatal(err)
		}
	}
	sec := b.Elapsed().Seconds()
	b.ReportMetric(float64(b.N)/sec, "puzzles/s")
	b.ReportMetric(sec*1e6/float64(b.N), "us/puzzle")
}

func loadGrids(b *testing.B, name string, max int) []sudoku.Grid {
	ps, err := puzzleset.Load(name, max)
	if err != nil {
		b.Fatal(err)
	}
	grids := make([]sudoku.Grid, len(ps))
	for i, p := range ps {
		if grids[i], err = codec.ParseGrid(p); err != nil {
			b.Fatal(err)
		}
	}
	return grids
}

// The sets, with the 1905 list sampled to its first 10,000 puzzles.
var benchSets = []struct {
	name, file string
	max        int
}{
	{"17_clue", puzzleset.Clue17, 0},
	{"magictour_top1465", puzzleset.Magictour, 0},
	{"forum_hardest_1905_11plus", puzzleset.Forum1905, 10_000},
	{"forum_hardest_1106", puzzleset.Forum1106, 0},
	{"serg_benchmark", puzzleset.Serg, 0},
}

// BenchmarkCount measures Count(g, 2) per set: the fast 9x9 path through
// the public API, and the plain MRV baseline.
func BenchmarkCount(b *testing.B) {
	for _, set := range benchSets {
		for _, solver := range []struct {
			name  string
			count counter
		}{{"fast", fast}, {"mrv", baseline}} {
			b.Run(set.name+"/"+solver.name, func(b *testing.B) {
				benchGrids(b, loadGrids(b, set.file, set.max), solver.count)
			})
		}
	}
}

var (
	dugOnce sync.Once
	dug16   []sudoku.Grid
	dug25   []sudoku.Grid
)

// dugGrids returns unique 16x16 puzzles with 65% of cells empty and 25x25
// grids with 45% of cells emptied at random (not always unique), made once.
func dugGrids(b *testing.B) ([]sudoku.Grid, []sudoku.Grid) {
	dugOnce.Do(func() {
		for seed := uint64(1); seed <= 4; seed++ {
			g, _ := dig(b, sudoku.Shape{BoxRows: 4, BoxCols: 4}, seed, 0.65)
			dug16 = append(dug16, g)
			shape := sudoku.Shape{BoxRows: 5, BoxCols: 5}
			rng := rand.New(rand.NewPCG(seed, 25))
			full, err := RandomGrid(shape, rng, Options{})
			if err != nil {
				b.Fatal(err)
			}
			for _, c := range rng.Perm(shape.Cells())[:shape.Cells()*45/100] {
				full.Set(sudoku.Cell(c), 0)
			}
			dug25 = append(dug25, full)
		}
	})
	return dug16, dug25
}

func BenchmarkSize16(b *testing.B) {
	g16, _ := dugGrids(b)
	b.Run("fast", func(b *testing.B) { benchGrids(b, g16, fast) })
	b.Run("mrv", func(b *testing.B) { benchGrids(b, g16, baseline) })
}

func BenchmarkSize25(b *testing.B) {
	_, g25 := dugGrids(b)
	b.Run("fast", func(b *testing.B) { benchGrids(b, g25, fast) })
}

func BenchmarkRandomGrid(b *testing.B) {
	for _, shape := range []sudoku.Shape{sudoku.Classic, {BoxRows: 4, BoxCols: 4}, {BoxRows: 5, BoxCols: 5}} {
		b.Run(shape.String(), func(b *testing.B) {
			rng := rand.New(rand.NewPCG(1, 2))
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if _, err := RandomGrid(shape, rng, Options{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkCountPuzzleMarks measures CountPuzzle(p, 2) on puzzles with
// pencil marks, each grid with its givens' candidates as marks (so the
// answers are Count's, and BenchmarkCount/<set>/fast the figure to
// compare): what the marks' start costs on the band solver.
func BenchmarkCountPuzzleMarks(b *testing.B) {
	for _, set := range benchSets[:4] {
		b.Run(set.name, func(b *testing.B) {
			grids := loadGrids(b, set.file, set.max)
			puzzles := make([]sudoku.Puzzle, len(grids))
			for i, g := range grids {
				puzzles[i] = sudoku.Puzzle{Grid: g, Candidates: g.Candidates()}
			}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := CountPuzzle(puzzles[i%len(puzzles)], 2); err != nil {
					b.Fatal(err)
				}
			}
			sec := b.Elapsed().Seconds()
			b.ReportMetric(float64(b.N)/sec, "puzzles/s")
			b.ReportMetric(sec*1e6/float64(b.N), "us/puzzle")
		})
	}
}
