package practice

import (
	"context"
	"flag"
	"fmt"
	"os"
	"runtime"
	"slices"
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

var only = flag.String("only", "", "with -update, TestBuildPool rebuilds only these pooled techniques' lines (keys, comma-separated) and keeps the others' as pool.txt has them")

// poolSize is the number of positions the pool keeps per pooled technique.
const poolSize = 16

// TestBuildPool rebuilds pool.txt with -update: for each pooled
// technique, up to poolSize positions, each the state before the first
// step of the technique on the logical path of a different puzzle: first
// the puzzles of the benchmark lists (engine/internal/puzzleset:
// magictour top1465, the forum's hardest of 2011 and the sample of 2019),
// every path a chance for every technique still short; then, for those
// still short, puzzles generated for them in turn (generate.FromSeed,
// seeds from 1,000,000). Those paths end at the first step of trial and
// error. The techniques of pastTrial are left out of both and gathered
// last, from the same lists' paths walked on past trial and error to the
// solution. With -only, the techniques it names alone are rebuilt, the
// others' lines kept (a pastTrial technique's lines come out the same
// either way: its walks share nothing with the others'). The generated
// rounds stop at a deadline, so how many positions of the rarest
// techniques a whole rebuild finds depends on the machine and its load
// (one on 2 shared cores found the pool's and 4 hidden quads and an
// X-cycle more). Without -update it checks that the pool reads and that
// each pooled technique has positions. Rebuilding takes minutes (12 on 2
// shared cores), the cell forcing chain's alone under 2:
//
//	go test -run 'TestBuildPool$' -update -timeout 60m ./engine/practice/
//	go test -run 'TestBuildPool$' -update -only technique-cell-forcing-chain ./engine/practice/
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
	rebuild := map[logic.Technique]bool{}
	for _, s := range sources {
		if !s.generated && (*only == "" || slices.Contains(strings.Split(*only, ","), s.t.Key())) {
			rebuild[s.t] = true
		}
	}
	if *only != "" && len(rebuild) != len(strings.Split(*only, ",")) {
		t.Fatalf("-only %s: not the keys of pooled techniques", *only)
	}
	want := map[logic.Technique]bool{}
	for tech := range rebuild {
		if !pastTrial[tech] {
			want[tech] = true
		}
	}
	b := builder{want: want, got: map[logic.Technique][]entry{}}
	lists := []string{"magictour_top1465.txt", "forum_hardest_1106.txt", "forum_hardest_1905_11plus.txt"}
	walkLists := func(limit time.Duration) {
		var jobs []func() []found
		for _, list := range lists {
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
						return b.walk(g, sol, limit)
					})
				}
				b.run(jobs)
			}
			t.Logf("%s: %d positions short", list, b.short())
		}
	}
	walkLists(5 * time.Second)
	var jobs []func() []found
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
	// The techniques of pastTrial, from the lists' paths walked on past
	// trial and error (a walk takes a second or two; the limit is far off).
	b.want, b.pastTrial = map[logic.Technique]bool{}, true
	for tech := range rebuild {
		if pastTrial[tech] {
			b.want[tech] = true
		}
	}
	walkLists(time.Minute)
	var out strings.Builder
	fmt.Fprintf(&out, "# The practice pool: positions of the techniques served from it, one a line,\n")
	fmt.Fprintf(&out, "# \"<technique key> <position>\" (pool.go's encodeEntry: %d bytes in base64).\n", entryBytes)
	fmt.Fprintf(&out, "# Written by TestBuildPool -update: states before a technique's first step on\n")
	fmt.Fprintf(&out, "# the logical paths of the benchmark lists' puzzles (magictour top1465, the\n")
	fmt.Fprintf(&out, "# forum's hardest of 2011 and 2019: engine/internal/puzzleset/testdata, whose\n")
	fmt.Fprintf(&out, "# README names their sources), then of puzzles generated for the technique\n")
	fmt.Fprintf(&out, "# (generate.FromSeed, seeds from 1,000,000). Those paths end at trial and error;\n")
	fmt.Fprintf(&out, "# the cell forcing chain's positions come from the lists' paths walked on past it.\n")
	for _, s := range sources {
		es := b.got[s.t]
		if !rebuild[s.t] {
			es = mustPool(t, s.t) // as pool.txt has them (-only)
		}
		for _, e := range es {
			fmt.Fprintf(&out, "%s %s\n", s.t.Key(), encodeEntry(e))
		}
	}
	if err := os.WriteFile("pool.txt", []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, s := range sources {
		if rebuild[s.t] && len(b.got[s.t]) < poolSize {
			t.Logf("%s: %d positions", s.t.Name(), len(b.got[s.t]))
		}
	}
}

// pastTrial lists the pooled techniques whose positions TestBuildPool
// gathers from paths walked on past trial and error, apart from the
// others (whose pools walking on would reshuffle). The cell forcing
// chain: on the paths that end at trial and error (the benchmark lists'
// 2,840 puzzles, and 15 rounds of puzzles generated for it) it never
// comes first, a contradiction forcing chain, rated lower, applying
// wherever one does; past trial and error, it is the next step on 40
// states of the forum's hardest lists (one on each of 18 of the 375
// paths of 2011 and 22 of the 1,000 of 2019; none of magictour's), each
// after two trial steps or more.
var pastTrial = map[logic.Technique]bool{logic.CellForcingChain: true}

// builder gathers pool positions.
type builder struct {
	want map[logic.Technique]bool
	// pastTrial has walk go on past trial and error.
	pastTrial bool
	mu        sync.Mutex
	got       map[logic.Technique][]entry
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
// limit, to its first step of trial and error (on past it, to the
// solution, when b.pastTrial), and returns the position before the first
// step of each wanted technique that reads back whole.
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
		if err != nil || !ok || h.Step.Technique == logic.TrialAndError && !b.pastTrial {
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
