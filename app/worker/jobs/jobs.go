// Package jobs runs the engine worker's jobs: it turns job.Requests into
// job.Responses by calling the engine. It is pure Go, so it is tested
// natively; app/worker is only its browser adapter.
package jobs

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/sudoku-app/sudoku/app/job"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// SolveBudget bounds a solve job, in search nodes: hard 9x9 puzzles need a
// few thousand, so only pathological input reaches it.
const SolveBudget = 5_000_000

// Handle runs req and returns its response. It never panics on bad input:
// every failure becomes job.Response.Error.
func Handle(ctx context.Context, req job.Request) job.Response {
	resp := job.Response{ID: req.ID, Op: req.Op}
	switch req.Op {
	case job.OpSolve:
		sol, unique, err := solvePuzzle(ctx, req.Puzzle)
		if err != nil {
			resp.Error = err.Error()
			return resp
		}
		resp.Solution, resp.Unique = sol.String(), unique
		resp.Grade = grade(req.Puzzle, unique)
	case job.OpHint:
		h, err := hint(req.Puzzle)
		if err != nil {
			resp.Error = err.Error()
			return resp
		}
		resp.Hint = h
	default:
		resp.Error = fmt.Sprintf("job: unknown operation %q", req.Op)
	}
	return resp
}

func solvePuzzle(ctx context.Context, text string) (sudoku.Grid, bool, error) {
	g, err := sudoku.Parse(text)
	if err != nil {
		return sudoku.Grid{}, false, err
	}
	sol, unique, err := solve.Options{Budget: SolveBudget, Context: ctx}.Solve(g)
	if errors.Is(err, solve.ErrBudget) {
		return sudoku.Grid{}, false, errors.New("this puzzle is too hard to solve within the time allowed")
	}
	return sol, unique, err
}

// grade rates a unique puzzle by the logic solver, for grids up to 9x9
// where that takes milliseconds; "" when it does not apply or fails.
func grade(text string, unique bool) string {
	g, err := sudoku.Parse(text)
	if err != nil || !unique || g.N() > 9 {
		return ""
	}
	gr, err := logic.GradeGrid(g)
	if err != nil {
		return ""
	}
	return fmt.Sprintf("%s %.1f (%s)", gr.Level, gr.Rating, gr.Hardest.Name())
}

// hint finds the easiest step from the board in text (givens and entries;
// the player's notes are not trusted as candidates).
func hint(text string) (*job.Hint, error) {
	g, err := sudoku.Parse(text)
	if err != nil {
		return nil, err
	}
	s, err := logic.FromGrid(g)
	if err != nil {
		return nil, err
	}
	if s.Solved() {
		return nil, errors.New("the puzzle is already solved")
	}
	h, ok := logic.Next(s)
	if !ok {
		return nil, errors.New("no logical step applies: check the board for a mistake")
	}
	out := &job.Hint{Technique: h.Step.Technique.String(), Vague: h.Vague, Text: h.Step.Text}
	for _, m := range h.Step.Cause {
		out.Cause = append(out.Cause, int(m.Cell))
	}
	for _, p := range h.Step.Placements {
		out.Placements = append(out.Placements, [2]int{int(p.Cell), int(p.Digit)})
	}
	for _, m := range h.Step.Eliminations {
		for _, d := range m.Digits.Digits() {
			out.Eliminations = append(out.Eliminations, [2]int{int(m.Cell), int(d)})
		}
	}
	return out, nil
}

// HandleJSON decodes a request, runs it and encodes the response. A message
// that is not a request gets an error response with ID 0.
func HandleJSON(ctx context.Context, msg string) string {
	var req job.Request
	var resp job.Response
	if err := json.Unmarshal([]byte(msg), &req); err != nil {
		resp = job.Response{Error: "job: bad request: " + err.Error()}
	} else {
		resp = Handle(ctx, req)
	}
	b, err := json.Marshal(resp)
	if err != nil { // cannot happen for these field types
		panic(err)
	}
	return string(b)
}
