// Package protocol is the protocol between the page and the engine worker: the
// requests the page posts and the responses the worker posts back. It holds
// types only, so the page does not carry the engine; app/worker/jobs runs
// the requests.
//
// Messages travel as JSON strings. Every response carries the ID of its
// request, so the page can drop replies to requests it no longer waits for.
// A job may send progress reports (Partial set) before its one final
// response.
package protocol

import (
	"time"

	"github.com/sudoku-app/sudoku/app/grade"
)

// Operations a Request can ask for.
const (
	OpSolve    = "solve"    // solve Puzzle: a solution, uniqueness, the count of solutions
	OpGrade    = "grade"    // grade Puzzle, which has one solution, by its logical path, within GradeBudget
	OpHint     = "hint"     // the next logical step from Puzzle (the board as it stands)
	OpExplain  = "explain"  // the whole logical path from Puzzle, with the grade
	OpGenerate = "generate" // a new puzzle by Generate, with progress reports

	// The setter's jobs, on the puzzle being drawn (any rules): each edit
	// may post a new one, the page dropping the replies it no longer
	// waits for by ID.

	// OpCount counts Puzzle's solutions as 0, 1 or 2 and more: Solutions
	// (0, omitted, for none), More when there are 2 or more, Unique when
	// there is 1, and Solution, the first found, when there is one. No
	// solution is an answer, not an error.
	OpCount = "count"
	// OpCandidates finds Puzzle's true candidates: Candidates holds, per
	// cell, the digits it takes in at least one solution (a given's is
	// its digit). A puzzle without a solution is an error that says so.
	OpCandidates = "candidates"
	// OpMinimise removes every given of Puzzle that can go while it keeps
	// one solution, never those of Keep, trying them in an order drawn
	// from Seed (the same seed, the same result): Puzzle in the response
	// is the minimal puzzle, in line format. Puzzle must have exactly one
	// solution; the error says when it has none or more.
	OpMinimise = "minimise"
	// OpHarder looks near Puzzle, a classic 9x9 puzzle with one
	// solution, for puzzles Sudoku Explainer rates higher: givens moved
	// one at a time, each kept unique and minimal (generate.Harder,
	// moves drawn from Seed), for a few seconds. Puzzle and Grade in the
	// response are the hardest found; MetTarget says whether it is
	// harder than Puzzle was.
	OpHarder = "harder"
)

// Request is one job for the worker.
type Request struct {
	ID     int64  `json:"id"`
	Op     string `json:"op"`
	Puzzle string `json:"puzzle,omitempty"` // any format codec.ParseGrid reads; a variant's givens in line format
	// Rules are a variant's rules, in the engine's rules code
	// (sudoku.EncodeRules); "" for classic Sudoku. OpSolve and the
	// setter's jobs (OpCount, OpCandidates, OpMinimise) work under them;
	// the logic jobs (OpGrade, OpHint, OpExplain) refuse them, in words,
	// until the logic solver knows variants; OpHarder takes classic 9x9
	// puzzles only, the ones Sudoku Explainer rates.
	Rules string    `json:"rules,omitempty"`
	Gen   *Generate `json:"gen,omitempty"` // for OpGenerate
	// Notes, for OpHint, are the player's candidates, one set per cell (bit
	// d-1 for digit d): the hint then works from them, as the player sees
	// the board. Without them it works from every candidate the rules allow.
	Notes []uint32 `json:"notes,omitempty"`
	// Givens, for OpHint, is the puzzle Puzzle is a position of: the hint
	// checks the player's digits against its solution first (Mistakes).
	// Puzzle is then in the line format sudoku.Grid.String writes, and
	// may hold clashing digits.
	Givens string `json:"givens,omitempty"`
	// Keep, for OpMinimise, are the cells (0 to N*N-1, row by row) whose
	// givens stay; Seed draws the order in which the others are tried.
	Keep []int  `json:"keep,omitempty"`
	Seed uint64 `json:"seed,omitempty"`
}

// Generate chooses the puzzle an OpGenerate job makes. Empty strings take
// the generator's defaults: 9x9, classic, any level, 180-degree symmetry.
type Generate struct {
	Size      int    `json:"size,omitempty"`      // N, the board's side: 4, 6, 8, 9, 12, 16 or 25
	Level     string `json:"level,omitempty"`     // a logic.Level name
	Symmetry  string `json:"symmetry,omitempty"`  // a generate.Symmetry name
	Technique string `json:"technique,omitempty"` // a technique the solving path must use
	// Variant names a kind of variant (a generate.VariantKind's Name:
	// "killer", "jigsaw", ...), "" for classic Sudoku. A variant comes
	// in the sizes its kind lists, aimed at Level when one is given
	// (generate.VariantOptions.Level), with no technique: asking for one
	// is an error. The response carries its rules code in Rules.
	Variant string `json:"variant,omitempty"`
	Seed    uint64 `json:"seed"`
}

// Response answers the Request with the same ID. Error is set, and nothing
// else is, when the job failed; Crashed is set by the worker shim when the
// engine itself died and the worker must be restarted.
type Response struct {
	ID       int64  `json:"id"`
	Op       string `json:"op,omitempty"`
	Solution string `json:"solution,omitempty"` // line format
	Unique   bool   `json:"unique,omitempty"`
	// Solutions counts the solutions (OpSolve, OpCount); with More it is
	// a lower bound: counting stops at SolutionLimit (at 2 for OpCount),
	// or when its budget runs out.
	Solutions int         `json:"solutions,omitempty"`
	More      bool        `json:"more,omitempty"`
	Grade     grade.Grade `json:"grade,omitzero"` // the puzzle's grade (OpGrade, OpExplain, OpGenerate, OpHarder)
	Hint      *Hint       `json:"hint,omitempty"`
	// Candidates (OpCandidates) are the true candidates of every cell,
	// one set per cell in cell order (bit d-1 for digit d).
	Candidates []uint32 `json:"cands,omitempty"`
	// Mistakes (OpHint) are the cells whose digits keep the board from its
	// solution, when there are any: no step is given then.
	Mistakes []int `json:"mistakes,omitempty"`
	// Steps is the logical path (OpExplain); Techniques names the
	// techniques it uses with their counts, e.g. "hidden single ×12" (and
	// those of a generated puzzle's path, OpGenerate).
	Steps      []Hint   `json:"steps,omitempty"`
	Techniques []string `json:"techniques,omitempty"`
	// Puzzle, Seed and MetTarget describe a generated puzzle (OpGenerate):
	// MetTarget is false when the level or technique asked for was not
	// reached and Puzzle is the closest found, with its true Grade.
	// Puzzle is also the minimal puzzle of OpMinimise. A generated
	// variant's givens are in line format (sudoku.Grid.String) and its
	// rules in Rules, the engine's rules code (sudoku.EncodeRules).
	Puzzle    string `json:"puzzle,omitempty"`
	Rules     string `json:"rules,omitempty"`
	Seed      uint64 `json:"seed,omitempty"`
	MetTarget bool   `json:"met,omitempty"`
	// Partial marks a progress report: Progress (0 to 1) of the job so far;
	// the final response follows.
	Partial  bool    `json:"partial,omitempty"`
	Progress float64 `json:"progress,omitempty"`
	Error    string  `json:"error,omitempty"`
	Crashed  bool    `json:"crashed,omitempty"`
}

// GenerateBudget bounds an OpGenerate job's search for its level or
// technique: past it the job returns the closest puzzle found, honestly
// graded (MetTarget false). The page's watchdog allows more, for the
// slowest devices.
const GenerateBudget = 20 * time.Second

// GradeBudget bounds an OpGrade job. Grading takes milliseconds on most
// 9x9 puzzles, a few seconds on those that need Sudoku Explainer's nested
// forcing chains, and seconds at most on 25x25; past the budget the job
// fails and the puzzle is left ungraded.
const GradeBudget = 15 * time.Second

// ErrCancelled is the Error of a job the page cancelled before it ended.
const ErrCancelled = "cancelled"

// SolutionLimit is where OpSolve stops counting solutions.
const SolutionLimit = 1000

// Hint is one logical step, in the forms a player asks for, in words
// (cells read "row 2, column 5"): Vague names the technique and where to
// look, Text explains the step. Cause holds the cells that justify it and
// Pattern their candidates that make the pattern, HouseCells the cells of
// the houses it reasons about (rows, columns, boxes or a jigsaw's regions,
// a variant's extra houses), Placements and Eliminations what it
// changes, as (cell, digit) pairs. Candidates are the candidates of every
// cell before the step, as sets (bit d-1 for digit d).
type Hint struct {
	Technique    string   `json:"technique"`
	Vague        string   `json:"vague"`
	Text         string   `json:"text"`
	Rating       float64  `json:"rating,omitempty"`
	Cause        []int    `json:"cause,omitempty"`
	Pattern      [][2]int `json:"pattern,omitempty"`
	HouseCells   []int    `json:"housecells,omitempty"`
	Placements   [][2]int `json:"place,omitempty"`
	Eliminations [][2]int `json:"elim,omitempty"`
	Candidates   []uint32 `json:"cands,omitempty"`
}
