package practice

import (
	"context"
	"flag"
	"fmt"
	"os"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/internal/puzzleset"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

var update = flag.Bool("update", false, "rewrite what the test checks: pool.txt (TestBuildPool, minutes), testdata/golden.txt (TestGolden)")

// poolSize is the number of positions the pool keeps per pooled technique.
const poolSize = 16

// TestBuildPool rebuilds pool.txt with -update: for each pooled
// technique, up to poolSize positions, each the state before the first
// step of the technique on the logical path of a different puzzle: first
// the puzzles of the benchmark lists (engine/internal/puzzleset:
// magictour top1465, the forum's hardest of 2011 and the sample of 2019),
// every path a chance for every technique still short; then, for those
// still short, puzzles generated for them in turn (generate.FromSeed,
// seeds from 1,000,000). Without -update it checks that the pool reads
// and that each pooled technique has positions. Rebuilding takes minutes.
func TestBuildPool(t *testing.T) {
	if !*update {
		for _, s := range sources {
			if s.generated {
				continue
			}
			es, err := poolOf(s.t)
			if err != nil || len(es) == 0 {
				t.Errorf("%s: %d pool positions (%v), want some", s.t.Name(), len(es), err)
			}
		}
		return
	}
	want := map[logic.Technique]bool{}
	for _, s := range sources {
		if !s.generated {
			want[s.t] = true
		}
	}
	b := builder{want: want, got: map[logic.Technique][]entry{}}
	var jobs []func() []found
	for _, list := range []string{"magictour_top1465.txt", "forum_hardest_1106.txt", "forum_hardest_1905_11plus.txt"} {
		ps, err := puzzleset.Load(list, 0)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < len(ps) && b.short() > 0; i += 64 {
			jobs = jobs[:0]
			for _, line := range ps[i:min(i+64, len(ps))] {
				jobs = append(jobs, func() []found {
					g, err := codec.ParseGrid(line)
					if err != nil {
						return nil
					}
					sol, unique, err := solve.Solve(g)
					if err != nil || !unique {
						return nil
					}
					return b.walk(g, sol, 5*time.Second)
				})
			}
			b.run(jobs)
		}
		t.Logf("%s: %d positions short", list, b.short())
	}
	deadline := time.Now().Add(10 * time.Minute)
	for round := 0; round < 40 && time.Now().Before(deadline) && b.short() > 0; round++ {
		jobs = jobs[:0]
		for _, s := range sources {
			if !want[s.t] || len(b.got[s.t]) >= poolSize {
				continue
			}
			seed := uint64(1_000_000 + 100*round + int(s.t))
			name := s.t.Name()
			jobs = append(jobs, func() []found {
				ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
				defer cancel()
				r, err := generate.FromSeed(seed, generate.Options{Technique: name, Context: ctx})
				if err != nil {
					return nil
				}
				return b.walk(r.Puzzle, r.Solution, 10*time.Second)
			})
		}
		b.run(jobs)
		t.Logf("generated, round %d: %d positions short", round, b.short())
	}
	var out strings.Builder
	fmt.Fprintf(&out, "# The practice pool: positions of the techniques served from it, one a line,\n")
	fmt.Fprintf(&out, "# \"<technique key> <position>\" (pool.go's encodeEntry: %d bytes in base64).\n", entryBytes)
	fmt.Fprintf(&out, "# Written by TestBuildPool -update: states before a technique's first step on\n")
	fmt.Fprintf(&out, "# the logical paths of the benchmark lists' puzzles (magictour top1465, the\n")
	fmt.Fprintf(&out, "# forum's hardest of 2011 and 2019: engine/internal/puzzleset/testdata, whose\n")
	fmt.Fprintf(&out, "# README names their sources), then of puzzles generated for the technique\n")
	fmt.Fprintf(&out, "# (generate.FromSeed, seeds from 1,000,000).\n")
	for _, s := range sources {
		for _, e := range b.got[s.t] {
			fmt.Fprintf(&out, "%s %s\n", s.t.Key(), encodeEntry(e))
		}
	}
	if err := os.WriteFile("pool.txt", []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, s := range sources {
		if want[s.t] && len(b.got[s.t]) < poolSize {
			t.Logf("%s: %d positions", s.t.Name(), len(b.got[s.t]))
		}
	}
}

// builder gathers pool positions.
type builder struct {
	want map[logic.Technique]bool
	mu   sync.Mutex
	got  map[logic.Technique][]entry
}

// found is a position a walk found.
type found struct {
	t logic.Technique
	e entry
}

// short returns how many positions the pool still lacks.
func (b *builder) short() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	n := 0
	for t := range b.want {
		n += max(0, poolSize-len(b.got[t]))
	}
	return n
}

// run runs jobs on every core and adds what they found in the jobs'
// order, so the pool is the same from run to run on the same machine.
func (b *builder) run(jobs []func() []found) {
	out := make([][]found, len(jobs))
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.NumCPU())
	for i, job := range jobs {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			out[i] = job()
		}()
	}
	wg.Wait()
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, fs := range out {
		for _, f := range fs {
			if len(b.got[f.t]) < poolSize {
				b.got[f.t] = append(b.got[f.t], f.e)
			}
		}
	}
}

// walk walks the logical path of puzzle p (solution sol) for at most
// limit and returns the position before the first step of each wanted
// technique that reads back whole.
func (b *builder) walk(p, sol sudoku.Grid, limit time.Duration) []found {
	s, err := logic.FromGrid(p)
	if err != nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	seen := map[logic.Technique]bool{}
	var out []found
	for !s.Solved() {
		h, ok, err := logic.NextWithinContext(ctx, s, logic.Extreme)
		if err != nil || !ok || h.Step.Technique == logic.TrialAndError {
			break
		}
		if t := h.Step.Technique; b.want[t] && !seen[t] {
			if pos, ok := positionOf(t, s, p, sudoku.Rules{}, sol); ok {
				seen[t] = true
				e := entry{grid: pos.Grid, givens: pos.Givens, cands: pos.Candidates}
				out = append(out, found{t, e})
			}
		}
		if h.Step.Apply(s) != nil {
			break
		}
	}
	return out
}
