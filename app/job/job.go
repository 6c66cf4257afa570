// Package job is the protocol between the page and the engine worker: the
// requests the page posts, the responses the worker posts back, and Handle,
// which turns one into the other by calling the engine. It is pure Go, so
// the protocol is tested natively; app/worker is only its browser adapter.
//
// Messages travel as JSON strings. Every response carries the ID of its
// request, so the page can drop replies to requests it no longer waits for.
package job

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Operations a Request can ask for.
const (
	OpSolve = "solve" // solve Puzzle and report uniqueness
)

// SolveBudget bounds a solve job, in search nodes: hard 9x9 puzzles need a
// few thousand, so only pathological input reaches it.
const SolveBudget = 5_000_000

// Request is one job for the worker.
type Request struct {
	ID     int64  `json:"id"`
	Op     string `json:"op"`
	Puzzle string `json:"puzzle,omitempty"` // any format sudoku.Parse reads
}

// Response answers the Request with the same ID. Error is set, and nothing
// else is, when the job failed; Crashed is set by the worker shim when the
// engine itself died and the worker must be restarted.
type Response struct {
	ID       int64  `json:"id"`
	Op       string `json:"op,omitempty"`
	Solution string `json:"solution,omitempty"` // line format
	Unique   bool   `json:"unique,omitempty"`
	Error    string `json:"error,omitempty"`
	Crashed  bool   `json:"crashed,omitempty"`
}

// Handle runs req and returns its response. It never panics on bad input:
// every failure becomes Response.Error.
func Handle(ctx context.Context, req Request) Response {
	resp := Response{ID: req.ID, Op: req.Op}
	switch req.Op {
	case OpSolve:
		sol, unique, err := solvePuzzle(ctx, req.Puzzle)
		if err != nil {
			resp.Error = err.Error()
			return resp
		}
		resp.Solution, resp.Unique = sol.String(), unique
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

// HandleJSON decodes a request, runs it and encodes the response. A message
// that is not a request gets an error response with ID 0.
func HandleJSON(ctx context.Context, msg string) string {
	var req Request
	var resp Response
	if err := json.Unmarshal([]byte(msg), &req); err != nil {
		resp = Response{Error: "job: bad request: " + err.Error()}
	} else {
		resp = Handle(ctx, req)
	}
	b, err := json.Marshal(resp)
	if err != nil { // cannot happen for these field types
		panic(err)
	}
	return string(b)
}
