package jobs_test

import (
	"bufio"
	"context"
	"os"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/app/job"
	"github.com/sudoku-app/sudoku/app/worker/jobs"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// publishedVariants reads the engine's published variant puzzles: family,
// puzzle and published solution.
func publishedVariants(t *testing.T) (families []string, puzzles []sudoku.Puzzle, solutions []string) {
	t.Helper()
	f, err := os.Open("../../../engine/solve/testdata/variants.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		fields := strings.Split(sc.Text(), "\t")
		if len(fields) < 5 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		p, err := sudoku.ParseVariant(fields[len(fields)-1])
		if err != nil {
			t.Fatalf("%s: %v", fields[1], err)
		}
		families, puzzles, solutions = append(families, fields[0]), append(puzzles, p), append(solutions, fields[3])
	}
	return families, puzzles, solutions
}

// A variant's solve job solves under its rules (the givens in line
// format, the rules in the engine's code); the logic jobs refuse it in
// words.
func TestVariantJobs(t *testing.T) {
	families, puzzles, solutions := publishedVariants(t)
	for i, p := range puzzles[:12] {
		req := job.Request{ID: 1, Op: job.OpSolve, Puzzle: p.Grid.String(), Rules: sudoku.EncodeRules(p.Grid.Shape(), &p.Rules)}
		resp := jobs.Handle(context.Background(), req, nil)
		if resp.Error != "" || !resp.Unique || resp.Solution != solutions[i] {
			t.Errorf("%s: Handle = %+v, want the published solution %s", families[i], resp, solutions[i])
		}
	}
	p := puzzles[0]
	for _, op := range []string{job.OpHint, job.OpExplain, job.OpGrade} {
		req := job.Request{ID: 2, Op: op, Puzzle: p.Grid.String(), Rules: sudoku.EncodeRules(p.Grid.Shape(), &p.Rules)}
		if resp := jobs.Handle(context.Background(), req, nil); resp.Error != jobs.ErrVariantLogic {
			t.Errorf("%s on a variant: %+v, want the error %q", op, resp, jobs.ErrVariantLogic)
		}
	}
	bad := job.Request{ID: 3, Op: job.OpSolve, Puzzle: p.Grid.String(), Rules: "not a rules code"}
	if resp := jobs.Handle(context.Background(), bad, nil); resp.Error == "" {
		t.Error("a solve job with unreadable rules did not fail")
	}
}
