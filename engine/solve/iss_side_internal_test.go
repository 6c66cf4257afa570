package solve

import (
	"cmp"
	"fmt"
	"math"
	"os"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/engine/internal/issform"
	"github.com/sudoku-app/sudoku/engine/internal/puzzleset"
)

// TestISSSideBySide counts every published puzzle of testdata
// (variants.tsv, killers.tsv) to 2 with our exact variant solver and with
// sigh's Interactive Sudoku Solver (ISS) in the same run, puzzle by
// puzzle: ours in this process (compile and count, once to warm up, then
// timed sideRuns times), ISS through one long-lived node worker
// (issform.Worker: a warm-up count, then a timed one, asked sideRuns
// times; the puzzle written by issform.Write). Each side's time is the
// least of its timed runs, so that a pause of the machine's, the
// collector's or node's does not count against either side.
// It prints a row per puzzle (ours ms and nodes, ISS ms and guesses, the
// ratio ours/ISS) and a summary: p50, p90, p95 and max of each, how many
// puzzles ours counts faster, how many take ours over twice ISS's time,
// and whether every count is 1 on both sides, which it checks. Times
// include setup on both sides (our compile, ISS's parse and build, which
// it prints apart too: ten milliseconds or so, most of ISS's time on the
// easy puzzles).
//
// It runs only when $ISS names the ISS folder (make bench-iss), and takes
// minutes: ours takes most of them, on a few puzzles.
// sideRuns is how many timed counts each side makes of a puzzle.
const sideRuns = 3

func TestISSSideBySide(t *testing.T) {
	dir := os.Getenv("ISS")
	if dir == "" {
		t.Skip("side-by-side with ISS: set ISS to its folder (make bench-iss)")
	}
	w, err := issform.StartWorker(dir)
	if err != nil {
		t.Fatalf("ISS=%s: %v", dir, err)
	}
	defer w.Close()

	type row struct {
		name, families   string
		ours, iss, ratio float64 // ms, ms, ours/ISS
		setup            float64 // of iss, ISS's parse and build, ms
		nodes, guesses   int64
	}
	var rows []row
	var unsupported []string
	agree := true
	fmt.Printf("%-44s %-24s %10s %10s %10s %9s %10s %8s\n", "puzzle", "families", "ours ms", "nodes", "ISS ms", "setup ms", "guesses", "ours/ISS")
	for _, pub := range puzzleset.AllPublished(t, "testdata") {
		name, families, p := pub.Name, strings.Join(pub.Families, ","), pub.Puzzle
		iss, err := issform.Write(&p)
		if err != nil {
			unsupported = append(unsupported, fmt.Sprintf("%s: %v", name, err))
			fmt.Printf("%-44s %-24s unsupported by ISS: %v\n", name, families, err)
			continue
		}

		// Ours: a warm-up, then the timed counts.
		d := time.Duration(math.MaxInt64)
		var v *variant
		for run := 0; run <= sideRuns; run++ {
			runtime.GC()
			start := time.Now()
			var ok bool
			v, ok = compile(p.Grid.Shape(), &p.Rules)
			if !ok {
				t.Fatalf("%s: no candidates", name)
			}
			n, sol, err := v.count(p.Grid, 2, DefaultBudget, nil, nil)
			if run > 0 {
				d = min(d, time.Since(start))
			}
			if err != nil || n != 1 || sol.String() != pub.Solution {
				t.Errorf("%s: ours counts %d, %v (or not the published solution)", name, n, err)
				agree = false
			}
		}

		// ISS, the same puzzle, straight after.
		var r issform.Result
		for run := 0; run < sideRuns; run++ {
			got, err := w.Count(iss)
			if err != nil {
				t.Fatal(err)
			}
			if got.Err != "" || got.Count != 1 {
				t.Errorf("%s: ISS counts %d (%s)", name, got.Count, got.Err)
				agree = false
			}
			if run == 0 || got.Ms < r.Ms {
				r = got
			}
		}
		ms := float64(d) / 1e6
		rw := row{name, families, ms, r.Ms, ms / math.Max(r.Ms, 1e-3), r.SetupMs, v.spent, r.Guesses}
		rows = append(rows, rw)
		fmt.Printf("%-44s %-24s %10.2f %10d %10.2f %9.2f %10d %8.2f\n", issTrim(name, 44), issTrim(families, 24), rw.ours, rw.nodes, rw.iss, rw.setup, rw.guesses, rw.ratio)
	}
	if len(rows) == 0 {
		t.Fatal("no puzzle timed")
	}

	col := func(f func(row) float64) []float64 {
		var out []float64
		for _, r := range rows {
			out = append(out, f(r))
		}
		slices.Sort(out)
		return out
	}
	ours, iss, ratio := col(func(r row) float64 { return r.ours }), col(func(r row) float64 { return r.iss }), col(func(r row) float64 { return r.ratio })
	setup := col(func(r row) float64 { return r.setup })
	faster, over2 := 0, 0
	for _, r := range rows {
		if r.ours < r.iss {
			faster++
		}
		if r.ratio > 2 {
			over2++
		}
	}
	fmt.Printf("\n%d puzzles (%d unsupported by ISS)\n", len(rows), len(unsupported))
	fmt.Printf("%-14s %10s %10s %10s %10s %12s\n", "", "p50", "p90", "p95", "max", "total")
	for _, c := range []struct {
		name string
		v    []float64
	}{{"ours ms", ours}, {"ISS ms", iss}, {"ISS setup ms", setup}, {"ours/ISS", ratio}} {
		total := 0.0
		for _, x := range c.v {
			total += x
		}
		tot := fmt.Sprintf("%12.1f", total)
		if c.name == "ours/ISS" {
			tot = ""
		}
		fmt.Printf("%-14s %10.2f %10.2f %10.2f %10.2f %s\n", c.name, issPct(c.v, 50), issPct(c.v, 90), issPct(c.v, 95), c.v[len(c.v)-1], tot)
	}
	fmt.Printf("ours faster on %d of %d; ours over 2x ISS's time on %d\n", faster, len(rows), over2)
	fmt.Printf("every count 1 on both sides: %v\n", agree)
	for _, u := range unsupported {
		fmt.Printf("unsupported: %s\n", u)
	}

	slices.SortFunc(rows, func(a, b row) int { return cmp.Compare(b.ours, a.ours) })
	fmt.Printf("\nslowest for ours:\n")
	for _, r := range rows[:min(15, len(rows))] {
		fmt.Printf("%-44s %-24s ours %10.2f ms  ISS %10.2f ms  ours/ISS %8.2f\n", issTrim(r.name, 44), issTrim(r.families, 24), r.ours, r.iss, r.ratio)
	}
}

// issPct returns the p-th percentile of sorted xs by nearest rank.
func issPct(xs []float64, p float64) float64 {
	i := int(math.Ceil(p/100*float64(len(xs)))) - 1
	return xs[max(0, min(i, len(xs)-1))]
}

// issTrim cuts s to n bytes for a column, ending it with ~ when cut.
func issTrim(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n-1] + "~"
}
