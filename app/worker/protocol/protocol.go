// Package protocol is the protocol between the page and the engine worker:
// one request type per operation and the reply it gets, the envelopes they
// travel in, and the time each job may take (Budget). It holds types only,
// so the page does not carry the engine; app/worker/jobs runs the
// requests.
//
// A request names the type of its reply: Solve is a Job[SolveReply], so
// whoever posts a Solve is handed a SolveReply and nothing else, as the
// compiler checks (app/panel.Post on the page, jobs.Run natively). A
// request has only the fields its operation reads, and a reply only those
// it fills. The operations, each a request and its reply:
//
//	Solve       SolveReply       a solution, whether it is unique, the count of solutions
//	Grade       GradeReply       the grade of a puzzle with one solution
//	Hint        HintReply        the next logical step from the board as it stands, or its mistakes
//	Explain     ExplainReply     the whole logical path, with the grade
//	Generate    GenerateReply    a new puzzle, with progress reports
//	Count       CountReply       the setter's: the solutions, counted to 2
//	Candidates  CandidatesReply  the setter's: each cell's true candidates
//	Minimise    MinimiseReply    the setter's: every given that can go, gone
//	Harder      HarderReply      the setter's: a harder puzzle near a classic one
//	Read        ReadReply        what a pasted text or an address's fragment holds, as the app's own link
//	Export      ExportReply      a puzzle in the formats the Share panel offers
//
// Messages travel as JSON strings. The page sends a Call: an ID, the
// operation, and the request under "job". The worker sends Answers back,
// each with the ID of its Call, so the page drops replies to requests it no
// longer waits for: progress reports first (Partial set), if the job makes
// any, then one final Answer, the reply under "reply" or an Error. When
// the engine itself dies, the worker's shim (web/worker.js) sends
// {"id":0,"crashed":true,"error":"..."}, and the page restarts it.
//
// A puzzle travels as text: classic givens in any format codec.ParseGrid
// reads, a variant's in line format (sudoku.Grid.String) with its rules in
// the engine's rules code (sudoku.EncodeRules; "" for classic Sudoku).
// The solver's jobs (Solve and the setter's Count, Candidates and
// Minimise) work under any rules; the logic jobs (Grade, Hint, Explain)
// refuse, in words, rules the logic solver does not reason with yet;
// Harder takes classic 9x9 puzzles only, the ones Sudoku Explainer rates.
// Read and Export are the page's formats: the readers and writers of
// engine/codec, the largest package of the engine, live in the worker
// alone, so that the page's app.wasm is smaller by them.
package protocol

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/sudoku-app/sudoku/app/grade"
	"github.com/sudoku-app/sudoku/engine/message"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Op names an operation, as a Call and an Answer carry it.
type Op string

// The operations, one per request type.
const (
	OpSolve      Op = "solve"
	OpGrade      Op = "grade"
	OpHint       Op = "hint"
	OpExplain    Op = "explain"
	OpGenerate   Op = "generate"
	OpCount      Op = "count"
	OpCandidates Op = "candidates"
	OpMinimise   Op = "minimise"
	OpHarder     Op = "harder"
	OpRead       Op = "read"
	OpExport     Op = "export"
)

// Request is a job for the worker: a value of one of this package's
// request types (Solve, Grade, ...).
type Request interface {
	// Op names the request's operation.
	Op() Op
	// Budget is the time the job may take, in the worker and on the
	// page's watchdog.
	Budget() Budget
}

// Job is a Request whose reply is R: Solve is a Job[SolveReply]. Only
// this package's request types are Jobs.
type Job[R any] interface {
	Request
	reply(R) // names R; never called
}

// Solve asks for a solution of Puzzle, whether it is unique, and how many
// there are, counted to SolutionLimit.
type Solve struct {
	Puzzle string `json:"puzzle"`          // classic givens in any format, or a variant's in line format
	Rules  string `json:"rules,omitempty"` // the engine's rules code, "" for classic Sudoku
}

// SolutionLimit is where Solve stops counting solutions.
const SolutionLimit = 1000

// SolveReply answers a Solve. A puzzle without a solution is an error
// that says so.
type SolveReply struct {
	Solution string `json:"solution"` // line format: the first found
	Unique   bool   `json:"unique,omitempty"`
	// Solutions counts the solutions; with More it is a lower bound:
	// counting stops at SolutionLimit, or when the budget runs out.
	Solutions int  `json:"solutions"`
	More      bool `json:"more,omitempty"`
}

// Grade asks for the grade of Puzzle, which has one solution: Sudoku
// Explainer's rating on a classic 9x9 puzzle, the logic solver's path's on
// any other. A puzzle that cannot be graded in time is an error.
type Grade struct {
	Puzzle string `json:"puzzle"`
	Rules  string `json:"rules,omitempty"`
}

// GradeReply answers a Grade.
type GradeReply struct {
	Grade grade.Grade `json:"grade"`
}

// Hint asks for the easiest logical step from Puzzle, the board as it
// stands (givens and the player's digits).
type Hint struct {
	Puzzle string `json:"puzzle"`
	// Givens, when set, is the puzzle Puzzle is a position of: the hint
	// checks the player's digits against its solution first (Mistakes).
	// Puzzle is then in line format, and may hold clashing digits.
	Givens string `json:"givens,omitempty"`
	Rules  string `json:"rules,omitempty"`
	// Notes are the player's candidates, one set per cell (bit d-1 for
	// digit d): the hint then works from them, as the player sees the
	// board. Without them it works from every candidate the rules allow.
	Notes []uint32 `json:"notes,omitempty"`
	// Language is the language of the step's sentences.
	Language Language `json:"language,omitzero"`
}

// Language is the language a job writes its sentences in: Lang, a tag of
// message.Languages, and Catalogue, the engine's catalogue of that
// language as the site serves it (engine/logic/messages' <tag>.json,
// under web/i18n/engine/). The zero value, and a catalogue that does not
// parse, is English. The worker keeps the last catalogue it parsed, so
// sending it with every job costs its bytes, not a parse.
type Language struct {
	Lang      string `json:"lang,omitempty"`
	Catalogue string `json:"catalogue,omitempty"`
}

// HintReply answers a Hint: the step, or, when the player's digits keep
// the board from its solution, the Mistakes and no step.
type HintReply struct {
	Step     *Step `json:"step,omitempty"`
	Mistakes []int `json:"mistakes,omitempty"` // cells, in cell order
}

// Explain asks for the whole logical path from Puzzle, which has one
// solution, with its grade.
type Explain struct {
	Puzzle string `json:"puzzle"`
	Rules  string `json:"rules,omitempty"`
	// Language is the language of the steps' sentences.
	Language Language `json:"language,omitzero"`
}

// ExplainReply answers an Explain.
type ExplainReply struct {
	Steps []Step      `json:"steps"`
	Grade grade.Grade `json:"grade,omitzero"` // SE's on a classic 9x9 puzzle, as Grade's
	// Techniques names the techniques the path uses with their counts,
	// one line per name: "hidden single ×12".
	Techniques []string `json:"techniques,omitempty"`
	Solution   string   `json:"solution"` // line format: where the path ends
}

// Generate asks for a new puzzle, reporting progress. Empty strings take
// the generator's defaults: 9x9, classic, any level, 180-degree symmetry;
// Seed draws the puzzle (the same choices and seed, the same puzzle).
type Generate struct {
	Size      int    `json:"size,omitempty"`      // N, the board's side: 4, 6, 8, 9, 12, 16 or 25
	Level     string `json:"level,omitempty"`     // a logic.Level name
	Symmetry  string `json:"symmetry,omitempty"`  // a generate.Symmetry name
	Technique string `json:"technique,omitempty"` // a technique the solving path must use
	// Variant names a kind of variant (a generate.VariantKind's Name:
	// "killer", "jigsaw", ...), "" for classic Sudoku. A variant comes
	// in the sizes its kind lists, aimed at Level when one is given
	// (generate.VariantOptions.Level), with no technique: asking for one
	// is an error.
	Variant string `json:"variant,omitempty"`
	Seed    uint64 `json:"seed"`
}

// GenerateReply answers a Generate. MetTarget is false when the level or
// technique asked for was not reached within GenerateTime: Puzzle is then
// the closest found, with its true Grade.
type GenerateReply struct {
	Puzzle    string `json:"puzzle"`          // line format
	Rules     string `json:"rules,omitempty"` // a variant's rules code
	Solution  string `json:"solution"`        // line format
	Seed      uint64 `json:"seed"`
	MetTarget bool   `json:"met,omitempty"`
	// Grade is the puzzle's, when it was graded (not a big board made
	// at no level); Techniques are those of the logic solver's path,
	// as ExplainReply's.
	Grade      grade.Grade `json:"grade,omitzero"`
	Techniques []string    `json:"techniques,omitempty"`
}

// Count counts the solutions of the puzzle being set, to 2. No solution
// is an answer, not an error.
type Count struct {
	Puzzle string `json:"puzzle"`
	Rules  string `json:"rules,omitempty"`
}

// CountReply answers a Count: Solutions is 0, 1, or 2 with More for 2 and
// more; Solution is the first found, when there is one.
type CountReply struct {
	Solutions int    `json:"solutions,omitempty"`
	More      bool   `json:"more,omitempty"`
	Unique    bool   `json:"unique,omitempty"`
	Solution  string `json:"solution,omitempty"`
}

// Candidates asks for the true candidates of the puzzle being set: per
// cell, the digits it takes in at least one solution (a given's is its
// digit). A puzzle without a solution is an error that says so.
type Candidates struct {
	Puzzle string `json:"puzzle"`
	Rules  string `json:"rules,omitempty"`
}

// CandidatesReply answers a Candidates: a set per cell, in cell order
// (bit d-1 for digit d).
type CandidatesReply struct {
	Candidates []uint32 `json:"cands"`
}

// Minimise removes every given of Puzzle that can go while it keeps its
// one solution, never those of Keep, trying them in an order drawn from
// Seed (the same seed, the same result). Puzzle must have exactly one
// solution; the error says when it has none or more.
type Minimise struct {
	Puzzle string `json:"puzzle"`
	Rules  string `json:"rules,omitempty"`
	Keep   []int  `json:"keep,omitempty"` // cells, 0 to N*N-1 row by row
	Seed   uint64 `json:"seed,omitempty"`
}

// MinimiseReply answers a Minimise: the minimal puzzle, in line format.
type MinimiseReply struct {
	Puzzle string `json:"puzzle"`
}

// Harder looks near Puzzle, a classic 9x9 puzzle with one solution, for
// puzzles Sudoku Explainer rates higher, for HarderTime: givens moved one
// at a time, each kept unique and minimal (generate.Harder, the moves
// drawn from Seed), reporting progress each time it finds a harder one.
// A puzzle of other rules (Rules) is refused, in words.
type Harder struct {
	Puzzle string `json:"puzzle"`
	Rules  string `json:"rules,omitempty"`
	Seed   uint64 `json:"seed,omitempty"`
}

// HarderReply answers a Harder: the hardest puzzle found, in line format,
// with its grade; MetTarget says whether it is harder than Puzzle was.
type HarderReply struct {
	Puzzle    string      `json:"puzzle"`
	Grade     grade.Grade `json:"grade,omitzero"`
	MetTarget bool        `json:"met,omitempty"`
}

// Read asks what Text holds, as a player pastes it or an address carries
// it in its fragment: one of the app's share links (or its fragment), an
// address of the app from any host or base path with a puzzle in its
// fragment, or a puzzle in any format engine/codec reads. An error says
// where in Text it is (a *sudoku.ParseError's line and column, Answer's
// ErrorLine and ErrorColumn), in the player's language. Text over
// sudoku.MaxInput bytes is refused at once.
type Read struct {
	Text string `json:"text"`
}

// ReadReply answers a Read: the puzzle as the app's own share link, and
// what it was read as.
type ReadReply struct {
	// Link is the puzzle read as the fragment of the app's share link,
	// without the '#' (share.Encode): its givens, rules, and any pencil
	// marks as centre notes; share.Decode reads it.
	Link string `json:"link"`
	// Candidates says that the link's centre notes are the pencil marks
	// of a candidate line or grid, which keep their places
	// (game.CellState.Candidates).
	Candidates bool `json:"cands,omitempty"`
	// Format names the format read by the engine's name (sudoku.Format's
	// String: "line", "f-puzzles", …), "" when Text is one of the app's
	// own links; the page says it in the player's words (share.Format).
	Format string `json:"format,omitempty"`
	// InLink says that the format was found in the fragment of an
	// address of the app.
	InLink bool `json:"inLink,omitempty"`
}

// Export asks for a puzzle in the formats the Share panel offers but its
// line, which the page writes itself. Puzzle is in line format
// (sudoku.Grid.String), Rules its rules code ("" for classic Sudoku);
// neither is checked for clashing digits, so a setter's draft exports as
// it stands.
type Export struct {
	Puzzle string `json:"puzzle"`
	Rules  string `json:"rules,omitempty"`
}

// ExportReply answers an Export. A format that cannot write the puzzle is
// "": Solo writes what its IDs carry (classic Sudoku, X, jigsaw and
// killer puzzles: codec.FormatSoloPuzzle), sudokuwiki classic 9x9 puzzles
// without rules or drawing; f-puzzles and SudokuPad write every rule of
// the app, and its drawings.
type ExportReply struct {
	Solo       string `json:"solo,omitempty"`       // a Solo game ID
	Sudokuwiki string `json:"sudokuwiki,omitempty"` // a sudokuwiki.org address
	FPuzzles   string `json:"fpuzzles"`             // an f-puzzles address
	SudokuPad  string `json:"sudokupad"`            // a SudokuPad address
}

// Each request's operation, and the reply it names.

func (Solve) Op() Op      { return OpSolve }
func (Grade) Op() Op      { return OpGrade }
func (Hint) Op() Op       { return OpHint }
func (Explain) Op() Op    { return OpExplain }
func (Generate) Op() Op   { return OpGenerate }
func (Count) Op() Op      { return OpCount }
func (Candidates) Op() Op { return OpCandidates }
func (Minimise) Op() Op   { return OpMinimise }
func (Harder) Op() Op     { return OpHarder }
func (Read) Op() Op       { return OpRead }
func (Export) Op() Op     { return OpExport }

func (Solve) reply(SolveReply)           {}
func (Grade) reply(GradeReply)           {}
func (Hint) reply(HintReply)             {}
func (Explain) reply(ExplainReply)       {}
func (Generate) reply(GenerateReply)     {}
func (Count) reply(CountReply)           {}
func (Candidates) reply(CandidatesReply) {}
func (Minimise) reply(MinimiseReply)     {}
func (Harder) reply(HarderReply)         {}
func (Read) reply(ReadReply)             {}
func (Export) reply(ExportReply)         {}

// Step is one logical step, in the forms a player asks for, in words
// (cells read "row 2, column 5"): Vague names the technique and where to
// look, Text explains the step. Cause holds the cells that justify it and
// Pattern their candidates that make the pattern, HouseCells the cells of
// the houses it reasons about (rows, columns, boxes or a jigsaw's regions,
// a variant's extra houses), Placements and Eliminations what it
// changes, as (cell, digit) pairs. Candidates are the candidates of every
// cell before the step, as sets (bit d-1 for digit d).
type Step struct {
	Technique string `json:"technique"` // its English name
	// Key is the catalogue key of the technique's name, by which a
	// language's catalogue names it ("technique-x-wing").
	Key          string   `json:"key,omitempty"`
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

// Call is a request as it travels to the worker: its ID, which the page
// gives it, its operation, and the request itself under "job":
//
//	{"id":7,"op":"solve","job":{"puzzle":"..3.2.6.."}}
type Call struct {
	ID  int64           `json:"id"`
	Op  Op              `json:"op"`
	Job json.RawMessage `json:"job,omitempty"`
}

// NewCall returns req as a Call with ID id.
func NewCall(id int64, req Request) (Call, error) {
	job, err := json.Marshal(req)
	if err != nil {
		return Call{}, fmt.Errorf("protocol: %s request: %v", req.Op(), err)
	}
	return Call{ID: id, Op: req.Op(), Job: job}, nil
}

// Request reads the request c carries, of the type its operation names.
// A missing job is the request's zero value. It fails on an operation it
// does not know, or a job that is not that operation's request.
func (c Call) Request() (Request, error) {
	switch c.Op {
	case OpSolve:
		return readJob[Solve](c)
	case OpGrade:
		return readJob[Grade](c)
	case OpHint:
		return readJob[Hint](c)
	case OpExplain:
		return readJob[Explain](c)
	case OpGenerate:
		return readJob[Generate](c)
	case OpCount:
		return readJob[Count](c)
	case OpCandidates:
		return readJob[Candidates](c)
	case OpMinimise:
		return readJob[Minimise](c)
	case OpHarder:
		return readJob[Harder](c)
	case OpSchool:
		return readJob[School](c)
	case OpPractice:
		return readJob[Practice](c)
	case OpPracticeCheck:
		return readJob[PracticeCheck](c)
	case OpScan:
		return readJob[Scan](c)
	case OpRead:
		return readJob[Read](c)
	case OpExport:
		return readJob[Export](c)
	}
	return nil, fmt.Errorf("protocol: unknown operation %q", c.Op)
}

// readJob reads c's job as a request of type T.
func readJob[T Request](c Call) (Request, error) {
	var req T
	if len(c.Job) > 0 {
		if err := json.Unmarshal(c.Job, &req); err != nil {
			return nil, fmt.Errorf("protocol: %s request: %v", c.Op, err)
		}
	}
	return req, nil
}

// Answer is what comes back for a Call, as it travels to the page: a
// progress report (Partial, with Progress from 0 to 1), or the final
// answer, which is the reply under "reply" or an Error, and nothing else.
// Crashed is set, with ID 0, when the engine itself died (web/worker.js):
// the worker cannot say which job killed it.
//
//	{"id":7,"op":"solve","reply":{"solution":"4839...","unique":true,"solutions":1}}
//	{"id":7,"op":"solve","error":"this puzzle has no solution","errorTemplate":"this puzzle has no solution"}
//	{"id":9,"op":"solve","error":"sudoku: line 1: 3 symbols is not a puzzle line (want 16, 36, 64, 81, …)"}
//	{"id":8,"op":"generate","partial":true,"progress":0.25}
type Answer struct {
	ID       int64           `json:"id"`
	Op       Op              `json:"op,omitempty"`
	Reply    json.RawMessage `json:"reply,omitempty"`
	Partial  bool            `json:"partial,omitempty"`
	Progress float64         `json:"progress,omitempty"`
	Error    string          `json:"error,omitempty"`
	// ErrorTemplate is Error's English template, with named placeholders
	// (message's format), when the job's error is one a player can meet
	// (a TemplatedError): the key of its translation in the page's
	// catalogues. ErrorArgs fills its placeholders. The page writes the
	// error in the player's language from them; Error is the English.
	ErrorTemplate string            `json:"errorTemplate,omitempty"`
	ErrorArgs     map[string]string `json:"errorArgs,omitempty"`
	// ErrorLine and ErrorColumn say where in the job's input its error
	// is, 1-based, when the error is a *sudoku.ParseError with a place
	// (ErrorColumn 0 for a whole line's): ErrorTemplate is then its
	// message alone, which the page frames with the place in the
	// player's language (ReplyOf gives the ParseError back whole).
	ErrorLine   int  `json:"errorLine,omitempty"`
	ErrorColumn int  `json:"errorColumn,omitempty"`
	Crashed     bool `json:"crashed,omitempty"`
}

// TemplatedError is a job's error that the page can write in the
// player's language: its Error is its English template filled by its
// arguments, which Template returns, by name (message.Templated).
type TemplatedError interface {
	error
	message.Templated
}

// NewAnswer is the final Answer to job, Call id: reply, or err when the
// job failed. It is err's words alone, in a player's words, that the page
// shows: in the player's language when err is a TemplatedError, its place
// too when it is a *sudoku.ParseError (ErrorLine).
func NewAnswer[R any](id int64, job Job[R], reply R, err error) Answer {
	a := Answer{ID: id, Op: job.Op()}
	if err == nil {
		if a.Reply, err = json.Marshal(reply); err != nil {
			err = fmt.Errorf("protocol: %s reply: %v", job.Op(), err)
		}
	}
	if err != nil {
		a := Answer{ID: id, Op: job.Op(), Error: err.Error()}
		if pe, ok := err.(*sudoku.ParseError); ok && pe.Line > 0 {
			a.ErrorLine, a.ErrorColumn = pe.Line, pe.Column
		}
		if t, ok := err.(TemplatedError); ok {
			a.ErrorTemplate, a.ErrorArgs = t.Template()
			if a.ErrorTemplate == "" {
				a.ErrorArgs = nil
			}
		}
		return a
	}
	return a
}

// ReplyOf reads the reply to job from its final Answer a: the reply, or,
// when a is an error, the zero reply and the error: a *sudoku.ParseError
// when a carries one with its place (ErrorLine), which reads as it did in
// the worker, else a Failure. A reply that does not read is a Failure
// too.
func ReplyOf[R any](job Job[R], a Answer) (R, error) {
	var r R
	if a.Error != "" {
		if pe := parseErrorOf(a); pe != nil {
			return r, pe
		}
		return r, Failure(a.Error)
	}
	if err := json.Unmarshal(a.Reply, &r); err != nil {
		return r, Failure(fmt.Sprintf("the engine's %s reply is unreadable: %v", job.Op(), err))
	}
	return r, nil
}

// parseErrorOf rebuilds the *sudoku.ParseError a carries with its place
// (ErrorLine): its line, column, message and the message's template; nil
// when a carries none, or one whose words it cannot rebuild.
func parseErrorOf(a Answer) *sudoku.ParseError {
	if a.ErrorLine <= 0 {
		return nil
	}
	pe := &sudoku.ParseError{Line: a.ErrorLine, Column: max(a.ErrorColumn, 0), MsgTemplate: a.ErrorTemplate, MsgArgs: a.ErrorArgs}
	prefix := pe.Error() // the place alone, Msg being ""
	if !strings.HasPrefix(a.Error, prefix) {
		return nil
	}
	pe.Msg = a.Error[len(prefix):]
	return pe
}

// Failure is a job's error as the page is handed it: the worker's words,
// or its client's (the engine took too long, is not available, was
// cancelled), in a player's words.
type Failure string

func (f Failure) Error() string { return string(f) }

// ErrCancelled is the error of a job the page cancelled before it ended.
const ErrCancelled Failure = "cancelled"
