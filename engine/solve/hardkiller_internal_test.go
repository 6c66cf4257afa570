package solve

import (
	"bufio"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/engine/codec"
)

// TestHardKillerNodes logs, for each of the 20 hard killers of
// testdata/killers.tsv, the nodes and time SolvePuzzle's search takes
// (limit 2; the best of three runs), and the median and slowest of each: the figures of
// BENCHMARKS.md's hard killer passes. Run with -v; skipped with -short.
func TestHardKillerNodes(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: run without -short")
	}
	f, err := os.Open("testdata/killers.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	var nodes []int64
	var times []time.Duration
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) != 5 || !strings.HasPrefix(cols[1], "Hard killer ") {
			continue
		}
		p, err := codec.Parse(cols[4])
		if err != nil {
			t.Fatal(err)
		}
		// The best of three runs: one run's time swings with the
		// machine's other work.
		var d time.Duration
		var v *variant
		for round := 0; round < 3; round++ {
			start := time.Now()
			var ok bool
			v, ok = compile(p.Grid.Shape(), &p.Rules)
			if !ok {
				t.Fatalf("%s: no candidates", cols[1])
			}
			n, sol, err := v.count(p.Grid, 2, DefaultBudget, nil, nil)
			if took := time.Since(start); round == 0 || took < d {
				d = took
			}
			if err != nil || n != 1 || sol.String() != cols[3] {
				t.Fatalf("%s: %d solutions, %v", cols[1], n, err)
			}
		}
		t.Logf("%-15s %6d nodes %8.1f ms", cols[1], v.spent, float64(d)/1e6)
		nodes, times = append(nodes, v.spent), append(times, d)
	}
	if len(nodes) == 0 {
		t.Fatal("no hard killers")
	}
	slices.Sort(nodes)
	slices.Sort(times)
	t.Logf("%d hard killers: nodes median %d, max %d; time median %.1f ms, max %.1f ms",
		len(nodes), nodes[len(nodes)/2], nodes[len(nodes)-1], float64(times[len(times)/2])/1e6, float64(times[len(times)-1])/1e6)
}
