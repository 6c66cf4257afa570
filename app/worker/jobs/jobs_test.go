package jobs_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/app/job"
	"github.com/sudoku-app/sudoku/app/worker/jobs"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

const easy = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"

func TestHandleSolve(t *testing.T) {
	resp := jobs.Handle(context.Background(), job.Request{ID: 7, Op: job.OpSolve, Puzzle: easy})
	if resp.ID != 7 || resp.Error != "" || !resp.Unique || !strings.HasPrefix(resp.Grade, "Easy") {
		t.Fatalf("Handle = %+v; want id 7, a unique solution, graded Easy", resp)
	}
	sol, err := sudoku.Parse(resp.Solution)
	if err != nil || !sol.Complete() {
		t.Fatalf("solution %q is not a complete grid (%v)", resp.Solution, err)
	}
	for i := range easy {
		if easy[i] != '0' && easy[i] != resp.Solution[i] {
			t.Fatalf("solution changes the given at %d", i)
		}
	}
}

func TestHandleErrors(t *testing.T) {
	tests := []struct {
		name    string
		req     job.Request
		wantErr string
	}{
		{"bad puzzle", job.Request{ID: 1, Op: job.OpSolve, Puzzle: "12x"}, "sudoku:"},
		{"duplicate givens", job.Request{ID: 2, Op: job.OpSolve, Puzzle: "11" + strings.Repeat(".", 79)}, "appears twice"},
		{"no solution", job.Request{ID: 3, Op: job.OpSolve, Puzzle: "12345678." + strings.Repeat(".", 8) + "9" + strings.Repeat(".", 63)}, "no solution"},
		{"unknown op", job.Request{ID: 4, Op: "dance"}, "unknown operation"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp := jobs.Handle(context.Background(), tt.req)
			if resp.ID != tt.req.ID || !strings.Contains(resp.Error, tt.wantErr) || resp.Solution != "" {
				t.Errorf("Handle(%+v) = %+v; want id %d and an error containing %q", tt.req, resp, tt.req.ID, tt.wantErr)
			}
		})
	}
}

func TestHandleJSON(t *testing.T) {
	out := jobs.HandleJSON(context.Background(), `{"id":3,"op":"solve","puzzle":"`+easy+`"}`)
	var resp job.Response
	if err := json.Unmarshal([]byte(out), &resp); err != nil || resp.ID != 3 || len(resp.Solution) != 81 {
		t.Fatalf("HandleJSON = %s (%v); want a solution for id 3", out, err)
	}
	out = jobs.HandleJSON(context.Background(), `not json`)
	if err := json.Unmarshal([]byte(out), &resp); err != nil || !strings.Contains(resp.Error, "bad request") {
		t.Fatalf("HandleJSON(not json) = %s; want a bad request error", out)
	}
}

func FuzzHandleJSON(f *testing.F) {
	f.Add(`{"id":1,"op":"solve","puzzle":"` + easy + `"}`)
	f.Add(`{"id":1,"op":"solve","puzzle":"<script>alert(1)</script>"}`)
	f.Fuzz(func(t *testing.T, msg string) {
		var resp job.Response
		if err := json.Unmarshal([]byte(jobs.HandleJSON(context.Background(), msg)), &resp); err != nil {
			t.Fatalf("response is not JSON: %v", err)
		}
		if resp.Solution != "" {
			if g, err := sudoku.Parse(resp.Solution); err != nil || !g.Complete() {
				t.Fatalf("solution %q is not a complete grid", resp.Solution)
			}
		}
	})
}

func TestHandleHint(t *testing.T) {
	resp := jobs.Handle(context.Background(), job.Request{ID: 9, Op: job.OpHint, Puzzle: easy})
	h := resp.Hint
	if resp.Error != "" || h == nil || h.Text == "" || h.Vague == "" || len(h.Placements)+len(h.Eliminations) == 0 {
		t.Fatalf("Handle(hint) = %+v; want a step with text and an effect", resp)
	}
	// The step agrees with the solution: placements right, eliminations not solution digits.
	sol := jobs.Handle(context.Background(), job.Request{Op: job.OpSolve, Puzzle: easy}).Solution
	for _, p := range h.Placements {
		if got := int(sol[p[0]] - '0'); got != p[1] {
			t.Errorf("hint places %d at cell %d, solution has %d", p[1], p[0], got)
		}
	}
	for _, e := range h.Eliminations {
		if int(sol[e[0]]-'0') == e[1] {
			t.Errorf("hint eliminates the solution digit %d at cell %d", e[1], e[0])
		}
	}
	if resp := jobs.Handle(context.Background(), job.Request{Op: job.OpHint, Puzzle: sol}); !strings.Contains(resp.Error, "solved") {
		t.Errorf("hint on a solved grid: %+v; want an error saying it is solved", resp)
	}
}
