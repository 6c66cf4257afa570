// Package job is the protocol between the page and the engine worker: the
// requests the page posts and the responses the worker posts back. It holds
// types only, so the page does not carry the engine; app/worker/jobs runs
// the requests.
//
// Messages travel as JSON strings. Every response carries the ID of its
// request, so the page can drop replies to requests it no longer waits for.
package job

// Operations a Request can ask for.
const (
	OpSolve = "solve" // solve Puzzle and report uniqueness
	OpHint  = "hint"  // the next logical step from Puzzle (the board as it stands)
)

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
	Grade    string `json:"grade,omitempty"` // a unique 9x9 (or smaller) puzzle's level, e.g. "Hard 4.2 (XY-Wing)"
	Hint     *Hint  `json:"hint,omitempty"`
	Error    string `json:"error,omitempty"`
	Crashed  bool   `json:"crashed,omitempty"`
}

// Hint is the next logical step, in the forms a player asks for: Vague
// names the technique and where to look, Text explains the step; Cause
// holds the cells that justify it, Placements and Eliminations what it
// changes as (cell, digit) pairs.
type Hint struct {
	Technique    string   `json:"technique"`
	Vague        string   `json:"vague"`
	Text         string   `json:"text"`
	Cause        []int    `json:"cause,omitempty"`
	Placements   [][2]int `json:"place,omitempty"`
	Eliminations [][2]int `json:"elim,omitempty"`
}
