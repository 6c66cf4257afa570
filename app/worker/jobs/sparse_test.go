package jobs_test

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/app/worker/jobs"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/codec"
)

// workerBound is the longest a person may wait for a solve, hint or explain
// job on any board (issue 23); protocol.SolveTime keeps below it.
const workerBound = 5 * time.Second

// sparsePuzzles returns the puzzles of engine/solve's sparse sets with
// their counts to 2 ("1" or "2").
func sparsePuzzles(t testing.TB) (puzzles, counts []string) {
	for _, name := range []string{"sparse16.txt", "sparse25.txt"} {
		f, err := os.Open(filepath.Join("..", "..", "..", "engine", "solve", "testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			if fs := strings.Fields(sc.Text()); len(fs) >= 2 && !strings.HasPrefix(fs[0], "#") {
				puzzles, counts = append(puzzles, fs[0]), append(counts, fs[1])
			}
		}
		f.Close()
	}
	return puzzles, counts
}

// Every solve job on the sparse 16x16 and 25x25 sets answers rightly
// when it answers, and says so when it runs out of time; and so do hints
// with notes and explanations of them (with -short: a sample of each).
// How long they take is BenchmarkSparseJobs' to say: tests assert no
// times.
func TestSparseJobs(t *testing.T) {
	puzzles, counts := sparsePuzzles(t)
	step := 1
	if testing.Short() {
		step = 4
	}
	for i := 0; i < len(puzzles); i += step {
		resp, err := jobs.Run(context.Background(), protocol.Solve{Puzzle: puzzles[i]}, nil)
		switch {
		case err != nil && !strings.Contains(err.Error(), "time allowed"):
			t.Errorf("solve %d: %s", i, err)
		case err == nil && resp.Unique != (counts[i] == "1"):
			t.Errorf("solve %d: unique %v; want count %s", i, resp.Unique, counts[i])
		}
	}
	for i := 0; i < len(puzzles); i += 4 * step {
		g, err := codec.ParseGrid(puzzles[i])
		if err != nil {
			t.Fatal(err)
		}
		notes := make([]uint32, g.Shape().Cells())
		cands := g.Candidates()
		for c := range notes {
			notes[c] = uint32(cands[c])
		}
		if resp, err := jobs.Run(context.Background(), protocol.Hint{Puzzle: puzzles[i], Notes: notes}, nil); err == nil && resp.Step == nil {
			t.Errorf("hint %d: neither a hint nor an error", i)
		}
		jobs.Run(context.Background(), protocol.Explain{Puzzle: puzzles[i]}, nil)
	}
}

// BenchmarkSparseJobs runs a solve, a hint with notes and an explanation
// on every 4th puzzle of the sparse sets, and reports the slowest job in
// milliseconds against workerBound, the longest a person may wait.
func BenchmarkSparseJobs(b *testing.B) {
	puzzles, _ := sparsePuzzles(b)
	var slowest time.Duration
	for b.Loop() {
		for i := 0; i < len(puzzles); i += 4 {
			g, err := codec.ParseGrid(puzzles[i])
			if err != nil {
				b.Fatal(err)
			}
			notes := make([]uint32, g.Shape().Cells())
			for c, cands := range g.Candidates() {
				notes[c] = uint32(cands)
			}
			for _, req := range []protocol.Request{protocol.Solve{Puzzle: puzzles[i]}, protocol.Hint{Puzzle: puzzles[i], Notes: notes}, protocol.Explain{Puzzle: puzzles[i]}} {
				t0 := time.Now()
				jobs.Handle(context.Background(), 0, req, nil)
				slowest = max(slowest, time.Since(t0))
			}
		}
	}
	b.ReportMetric(float64(slowest)/1e6, "slowest-ms")
	b.ReportMetric(float64(workerBound)/1e6, "bound-ms")
}
