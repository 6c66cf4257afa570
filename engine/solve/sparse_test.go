package solve_test

import (
	"bufio"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/sat"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// The sparse sets (testdata/sparse16.txt, sparse25.txt) are big grids with
// few givens: minimal unique puzzles from engine/generate, and puzzles made
// from them or from random full grids by removing givens at random, most of
// them with many solutions. Each line is a puzzle and its count to 2 from
// the SAT route (engine/sat), an independent solver.
var genSparse = flag.Bool("gen-sparse", false, "write testdata/sparse16.txt and sparse25.txt anew")

// sparseCase is a puzzle of a sparse set and its count to 2.
type sparseCase struct {
	name  string
	grid  sudoku.Grid
	count int
}

// loadSparse reads testdata/<name>.
func loadSparse(tb testing.TB, name string) []sparseCase {
	tb.Helper()
	f, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var cs []sparseCase
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for line := 1; sc.Scan(); line++ {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		g, err := codec.ParseGrid(fields[0])
		if err != nil {
			tb.Fatalf("%s:%d: %v", name, line, err)
		}
		n, err := strconv.Atoi(fields[1])
		if err != nil {
			tb.Fatalf("%s:%d: %v", name, line, err)
		}
		cs = append(cs, sparseCase{fmt.Sprintf("%s:%d", name, line), g, n})
	}
	return cs
}

// TestGenSparse writes the sparse sets when run with -gen-sparse.
func TestGenSparse(t *testing.T) {
	if !*genSparse {
		t.Skip("run with -gen-sparse to write the sparse sets")
	}
	for _, set := range []struct {
		file     string
		shape    sudoku.Shape
		puzzles  int
		fullKeep []int // percent of a full grid's cells kept
	}{
		{"sparse16.txt", sudoku.Shape{BoxRows: 4, BoxCols: 4}, 8, []int{10, 20, 30}},
		{"sparse25.txt", sudoku.Shape{BoxRows: 5, BoxCols: 5}, 4, []int{10, 20, 30}},
	} {
		var b strings.Builder
		fmt.Fprintf(&b, "# %s sparse puzzles: puzzle, then its count to 2 (engine/sat).\n", set.shape)
		fmt.Fprintf(&b, "# Written by go test -run TestGenSparse -gen-sparse ./engine/solve/ (sparse_test.go).\n")
		add := func(g sudoku.Grid, how string) {
			n, err := sat.Count(g, 2)
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(&b, "%s %d %s\n", g, n, how)
			t.Logf("%s: %s count %d", set.file, how, n)
		}
		for seed := uint64(1); seed <= uint64(set.puzzles); seed++ {
			rng := rand.New(rand.NewPCG(seed, 0x5a4e))
			r, err := generate.Generate(rng, generate.Options{Shape: set.shape, Minimal: true, NoGrade: true})
			if err != nil {
				t.Fatal(err)
			}
			add(r.Puzzle, fmt.Sprintf("minimal#%d", seed))
			var givens []sudoku.Cell
			for c := range set.shape.Cells() {
				if r.Puzzle.At(sudoku.Cell(c)) != 0 {
					givens = append(givens, sudoku.Cell(c))
				}
			}
			for _, drop := range []int{1, 2, 4, 10, 25, 50} {
				k := len(givens) * drop / 100
				if drop < 10 {
					k = drop
				}
				g := r.Puzzle
				for _, i := range rng.Perm(len(givens))[:k] {
					g.Set(givens[i], 0)
				}
				how := fmt.Sprintf("minimal#%d-less-%d", seed, k)
				add(g, how)
			}
			full, err := solve.RandomGrid(set.shape, rng, solve.Options{})
			if err != nil {
				t.Fatal(err)
			}
			for _, keep := range set.fullKeep {
				g := sudoku.NewGrid(set.shape)
				for _, c := range rng.Perm(set.shape.Cells())[:set.shape.Cells()*keep/100] {
					g.Set(sudoku.Cell(c), full.At(sudoku.Cell(c)))
				}
				add(g, fmt.Sprintf("full#%d-keep-%d%%", seed, keep))
			}
		}
		if err := os.WriteFile(filepath.Join("testdata", set.file), []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestSparse checks Count(g, 2) on the sparse sets against the SAT route's
// counts, within a node budget.
func TestSparse(t *testing.T) {
	for _, file := range []string{"sparse16.txt", "sparse25.txt"} {
		cs := loadSparse(t, file)
		if testing.Short() && len(cs) > 20 {
			cs = cs[:20]
		}
		for _, c := range cs {
			n, err := solve.Count(c.grid, 2)
			if err != nil || n != c.count {
				t.Errorf("%s: Count(g, 2) = %d, %v; want %d", c.name, n, err, c.count)
			}
		}
	}
}

// BenchmarkSparse measures Count(g, 2) over each sparse set, one pass per
// iteration, and reports the median, p95 and worst time per puzzle.
func BenchmarkSparse(b *testing.B) {
	for _, file := range []string{"sparse16.txt", "sparse25.txt"} {
		b.Run(strings.TrimSuffix(file, ".txt"), func(b *testing.B) {
			cs := loadSparse(b, file)
			var times []time.Duration
			for b.Loop() {
				for _, c := range cs {
					t0 := time.Now()
					if _, err := solve.Count(c.grid, 2); err != nil {
						b.Fatal(c.name, err)
					}
					times = append(times, time.Since(t0))
				}
			}
			slices.Sort(times)
			at := func(q float64) float64 { return float64(times[int(q*float64(len(times)-1))].Microseconds()) / 1000 }
			b.ReportMetric(at(0.5), "p50-ms")
			b.ReportMetric(at(0.95), "p95-ms")
			b.ReportMetric(at(1), "max-ms")
			b.ReportMetric(0, "ns/op")
		})
	}
}
