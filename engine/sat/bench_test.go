package sat_test

import (
	"testing"

	"github.com/sudoku-app/sudoku/engine/internal/puzzleset"
	"github.com/sudoku-app/sudoku/engine/sat"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// benchSet solves (and proves unique) up to max puzzles of a set, round robin.
func benchSet(b *testing.B, name string, max int) {
	ps, err := puzzleset.Load(name, max)
	if err != nil {
		b.Fatal(err)
	}
	gs := make([]sudoku.Grid, len(ps))
	for i, p := range ps {
		gs[i] = parse(b, p)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		if _, _, err := sat.Solve(gs[i%len(gs)]); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
}

func BenchmarkSolvePE96(b *testing.B)      { benchSet(b, puzzleset.PE96Lines, 0) }
func BenchmarkSolveMagictour(b *testing.B) { benchSet(b, puzzleset.Magictour, 200) }
func BenchmarkSolve17Clue(b *testing.B)    { benchSet(b, puzzleset.Clue17, 200) }
func BenchmarkSolveForum1106(b *testing.B) { benchSet(b, puzzleset.Forum1106, 200) }

func benchEmpty(b *testing.B, s sudoku.Shape) {
	g := sudoku.NewGrid(s)
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := sat.Solve(g); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSolveEmpty9x9(b *testing.B)   { benchEmpty(b, sudoku.Classic) }
func BenchmarkSolveEmpty16x16(b *testing.B) { benchEmpty(b, sudoku.Shape{BoxRows: 4, BoxCols: 4}) }
func BenchmarkSolveEmpty25x25(b *testing.B) { benchEmpty(b, sudoku.Shape{BoxRows: 5, BoxCols: 5}) }

func BenchmarkCountEmpty4x4(b *testing.B) {
	g := sudoku.NewGrid(sudoku.Shape{BoxRows: 2, BoxCols: 2})
	for b.Loop() {
		if n, err := sat.Count(g, 1000); n != 288 || err != nil {
			b.Fatalf("got %d, %v; want 288 solutions", n, err)
		}
	}
}

func BenchmarkEncode9x9(b *testing.B) {
	g := parse(b, "003020600900305001001806400008102900700000008006708200002609500800203009005010300")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := sat.Encode(g); err != nil {
			b.Fatal(err)
		}
	}
}
