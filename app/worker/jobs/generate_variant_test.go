package jobs_test

import (
	"context"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/app/worker/jobs"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// TestHandleGenerateVariant: every kind the engine lists comes back as
// givens and a rules code that read back to a puzzle with one solution,
// the solution sent, from the seed sent; aimed at a level, with its
// grade at that level.
func TestHandleGenerateVariant(t *testing.T) {
	type tc struct {
		gen   protocol.Generate
		cells int
	}
	var cases []tc
	for i, k := range generate.Variants() {
		cases = append(cases, tc{protocol.Generate{Variant: k.Name, Seed: uint64(100 + i)}, 81})
	}
	cases = append(cases,
		tc{protocol.Generate{Variant: "killer", Size: 6, Seed: 3}, 36},
		tc{protocol.Generate{Variant: "Jigsaw", Size: 6, Symmetry: "mirror", Seed: 4}, 36},
		tc{protocol.Generate{Variant: "x", Size: 9, Symmetry: "none", Seed: 5}, 81},
		tc{protocol.Generate{Variant: "killer", Level: "Hard", Seed: 6}, 81},
		tc{protocol.Generate{Variant: "jigsaw", Level: "Easy", Seed: 7}, 81},
	)
	for _, c := range cases {
		var reports []float64
		gen := c.gen
		resp, err := answer(t, context.Background(), 9, gen, func(f float64) { reports = append(reports, f) })
		if err != nil || resp.Seed != gen.Seed || resp.Rules == "" || !resp.Grade.IsZero() != (gen.Level != "") {
			t.Fatalf("%+v: got %+v, %v; want a puzzle with rules, graded when a level is asked for", gen, resp, err)
		}
		if gen.Level != "" && (!resp.MetTarget || !strings.HasPrefix(resp.Grade.String(), gen.Level+" ")) {
			t.Errorf("%+v: grade %q, met %v; want the level", gen, resp.Grade, resp.MetTarget)
		}
		p, err := sudoku.ParseCoded(resp.Puzzle, resp.Rules)
		if err != nil {
			t.Fatalf("%+v: the response does not read back: %v", gen, err)
		}
		if got := p.Grid.Shape().Cells(); got != c.cells || len(resp.Puzzle) != c.cells {
			t.Errorf("%+v: %d cells, want %d", gen, got, c.cells)
		}
		if n, err := solve.CountPuzzle(p, 2); n != 1 || err != nil {
			t.Errorf("%+v: %d solutions (%v), want 1", gen, n, err)
		}
		sol, _, _ := solve.SolvePuzzle(p)
		if sol.String() != resp.Solution {
			t.Errorf("%+v: solution %s, the solver's %s", gen, resp.Solution, sol)
		}
		kind, _ := generate.LookupVariant(gen.Variant)
		if kind.Name == generate.KindKiller {
			for _, k := range p.Rules.Constraints {
				if _, ok := k.(sudoku.Cage); !ok {
					t.Errorf("%+v: a killer with %T", gen, k)
				}
			}
		}
		for i, f := range reports {
			if f < 0 || f > 1 || i > 0 && f < reports[i-1] {
				t.Errorf("%+v: progress %v", gen, reports)
				break
			}
		}
		again, _ := jobs.Run(context.Background(), gen, nil)
		if again.Puzzle != resp.Puzzle || again.Rules != resp.Rules {
			t.Errorf("%+v: the same seed gave another puzzle", gen)
		}
		// A variant's share of the other jobs: solve takes its rules.
		check, _ := jobs.Run(context.Background(), protocol.Solve{Puzzle: resp.Puzzle, Rules: resp.Rules}, nil)
		if !check.Unique || check.Solution != resp.Solution {
			t.Errorf("%+v: solve job: %+v", gen, check)
		}
	}
}

func TestHandleGenerateVariantErrors(t *testing.T) {
	for _, c := range []struct {
		gen  protocol.Generate
		want string
	}{
		{protocol.Generate{Variant: "samurai"}, `unknown variant "samurai"`},
		{protocol.Generate{Variant: "windoku", Size: 6}, "Windoku puzzles come in sizes 9×9 and 16×16, not 6×6"},
		{protocol.Generate{Variant: "killer", Size: 7}, "7"},
		{protocol.Generate{Variant: "killer", Level: "Hardest"}, `unknown level "Hardest"`},
		{protocol.Generate{Variant: "x", Technique: "X-Wing"}, "Sudoku X puzzles come without a technique"},
		{protocol.Generate{Variant: "jigsaw", Symmetry: "spiral"}, `unknown symmetry "spiral"`},
	} {
		resp, err := jobs.Run(context.Background(), c.gen, nil)
		if !strings.Contains(errText(err), c.want) || resp.Puzzle != "" || resp.Rules != "" {
			t.Errorf("%+v: got %+v, %v, want an error with %q", c.gen, resp, err, c.want)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	resp, err := jobs.Run(ctx, protocol.Generate{Variant: "non-consecutive"}, nil)
	if err == nil || resp.Puzzle != "" {
		t.Errorf("cancelled: got %+v, %v, want an error", resp, err)
	}
}
