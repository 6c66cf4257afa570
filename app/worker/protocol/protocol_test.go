package protocol_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/app/grade"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// roundTrip sends job as a Call and reply as its Answer through JSON, as
// the page and the worker do, and checks that each reads back the same.
func roundTrip[R any](t *testing.T, job protocol.Job[R], reply R) {
	t.Helper()
	call, err := protocol.NewCall(7, job)
	if err != nil {
		t.Fatal(err)
	}
	sent, err := json.Marshal(call)
	if err != nil {
		t.Fatal(err)
	}
	var got protocol.Call
	if err := json.Unmarshal(sent, &got); err != nil || got.ID != 7 || got.Op != job.Op() {
		t.Fatalf("%s: the call %s reads as %+v, %v", job.Op(), sent, got, err)
	}
	req, err := got.Request()
	if err != nil || !reflect.DeepEqual(req, job) {
		t.Errorf("%s: the request %s reads as %#v, %v; want %#v", job.Op(), sent, req, err, job)
	}
	back, err := json.Marshal(protocol.NewAnswer(got.ID, job, reply, nil))
	if err != nil {
		t.Fatal(err)
	}
	var a protocol.Answer
	if err := json.Unmarshal(back, &a); err != nil || a.ID != 7 || a.Op != job.Op() || a.Error != "" || a.Partial {
		t.Fatalf("%s: the answer %s reads as %+v, %v", job.Op(), back, a, err)
	}
	r, err := protocol.ReplyOf(job, a)
	if err != nil || !reflect.DeepEqual(r, reply) {
		t.Errorf("%s: the reply %s reads as %#v, %v; want %#v", job.Op(), back, r, err, reply)
	}
}

// Every operation's request and reply go through JSON and back whole,
// each in its own type.
func TestRoundTrip(t *testing.T) {
	const puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	const rules = "1i4I"
	const line = "417369825632158947958724316825437169791586432346912758289643571573291684164875293"
	hard := grade.Grade{Level: logic.Hard, Rating: 4.2, Hardest: "XY-Wing"}
	se := grade.Grade{Level: logic.Extreme, Rating: 10.5, SE: true, AtLeast: true}
	step := protocol.Step{Technique: "XYWing", Vague: "Look at row 1", Text: "An XY-Wing…", Rating: 4.2, Cause: []int{0, 4, 40},
		Pattern: [][2]int{{0, 1}, {0, 2}}, HouseCells: []int{0, 1, 2}, Placements: [][2]int{{3, 5}}, Eliminations: [][2]int{{7, 2}}, Candidates: []uint32{3, 0x1ff}}
	t.Run("solve", func(t *testing.T) {
		roundTrip(t, protocol.Solve{Puzzle: puzzle, Rules: rules}, protocol.SolveReply{Solution: line, Solutions: 2, More: true})
		roundTrip(t, protocol.Solve{Puzzle: puzzle}, protocol.SolveReply{Solution: line, Unique: true, Solutions: 1})
	})
	t.Run("grade", func(t *testing.T) {
		roundTrip(t, protocol.Grade{Puzzle: puzzle, Rules: rules}, protocol.GradeReply{Grade: hard})
		roundTrip(t, protocol.Grade{Puzzle: puzzle}, protocol.GradeReply{Grade: se})
	})
	t.Run("hint", func(t *testing.T) {
		roundTrip(t, protocol.Hint{Puzzle: puzzle, Givens: puzzle, Rules: rules, Notes: []uint32{1, 0x1ff, 0}}, protocol.HintReply{Step: &step})
		roundTrip(t, protocol.Hint{Puzzle: puzzle}, protocol.HintReply{Mistakes: []int{3, 80}})
	})
	t.Run("explain", func(t *testing.T) {
		roundTrip(t, protocol.Explain{Puzzle: puzzle, Rules: rules},
			protocol.ExplainReply{Steps: []protocol.Step{step, {Technique: "FullHouse", Vague: "v", Text: "t"}}, Grade: hard, Techniques: []string{"hidden single ×12"}, Solution: line})
	})
	t.Run("generate", func(t *testing.T) {
		roundTrip(t, protocol.Generate{Size: 16, Level: "Hard", Symmetry: "mirror", Technique: "X-Wing", Variant: "killer", Seed: 1 << 63},
			protocol.GenerateReply{Puzzle: puzzle, Rules: rules, Solution: line, Seed: 1 << 63, MetTarget: true, Grade: hard, Techniques: []string{"X-Wing ×1"}})
		roundTrip(t, protocol.Generate{}, protocol.GenerateReply{Puzzle: puzzle, Solution: line})
	})
	t.Run("count", func(t *testing.T) {
		roundTrip(t, protocol.Count{Puzzle: puzzle, Rules: rules}, protocol.CountReply{Solutions: 2, More: true, Solution: line})
		roundTrip(t, protocol.Count{Puzzle: puzzle}, protocol.CountReply{})
	})
	t.Run("candidates", func(t *testing.T) {
		roundTrip(t, protocol.Candidates{Puzzle: puzzle, Rules: rules}, protocol.CandidatesReply{Candidates: []uint32{1, 0x1ff, 1 << 24}})
	})
	t.Run("minimise", func(t *testing.T) {
		roundTrip(t, protocol.Minimise{Puzzle: puzzle, Rules: rules, Keep: []int{0, 80}, Seed: 11}, protocol.MinimiseReply{Puzzle: puzzle})
	})
	t.Run("harder", func(t *testing.T) {
		roundTrip(t, protocol.Harder{Puzzle: puzzle, Seed: 5}, protocol.HarderReply{Puzzle: puzzle, Grade: se, MetTarget: true})
	})
	lang := protocol.Language{Lang: "de", Catalogue: `{"x": "y"}`}
	t.Run("school", func(t *testing.T) {
		roundTrip(t, protocol.School{Language: lang}, protocol.SchoolReply{Lessons: []protocol.Lesson{{Key: "technique-x-wing",
			Family: "family-fish", FamilyName: "Fische", Title: "X-Wing", Look: "Schau", Why: "Weil", Rating: 3.2}}})
	})
	t.Run("scan", func(t *testing.T) {
		roundTrip(t, protocol.Scan{Image: []byte{0x89, 'P', 'N', 'G', 0, 255}}, protocol.ScanReply{Puzzle: puzzle, Entries: line,
			Confidence: []float32{1, 0.5}, Corners: [4][2]int{{1, 2}, {300, 4}, {301, 305}, {3, 306}}})
	})
	t.Run("practice", func(t *testing.T) {
		roundTrip(t, protocol.Practice{Technique: "technique-x-wing", Seed: 1<<63 + 5, Language: lang}, protocol.PracticeReply{Puzzle: puzzle, Step: step})
		roundTrip(t, protocol.PracticeCheck{Technique: "technique-x-wing", Seed: 3, Placed: [][2]int{{1, 2}}, Eliminated: [][2]int{{3, 4}}},
			protocol.PracticeCheckReply{Verdict: protocol.VerdictPartly, Step: step, Missing: [][2]int{{7, 2}}, Wrong: [][2]int{{3, 4}}})
	})
	t.Run("read", func(t *testing.T) {
		roundTrip(t, protocol.Read{Text: "https://f-puzzles.com/?load=N4Ig…"}, protocol.ReadReply{Link: "p=Agg", Candidates: true, Format: "f-puzzles", InLink: true})
		roundTrip(t, protocol.Read{Text: "p=Agg"}, protocol.ReadReply{Link: "p=Agg"})
	})
	t.Run("export", func(t *testing.T) {
		roundTrip(t, protocol.Export{Puzzle: puzzle, Rules: rules}, protocol.ExportReply{Solo: "3x3:4e8a5", FPuzzles: "https://f-puzzles.com/?load=x", SudokuPad: "https://sudokupad.app/fpuzzlesx"})
		roundTrip(t, protocol.Export{Puzzle: puzzle}, protocol.ExportReply{Solo: "3x3:4e8a5", Sudokuwiki: "https://www.sudokuwiki.org/sudoku.htm?bd=4", FPuzzles: "f", SudokuPad: "s"})
	})
}

// A parse error travels with its template and its place, and the page is
// handed it back whole: the same words, line and column, and template,
// which the page writes in the player's language framed by its place. An
// error without a place travels as a Failure, its template beside it.
func TestParseErrorTravels(t *testing.T) {
	for _, want := range []*sudoku.ParseError{
		sudoku.NewUnexpectedError(2, 5, "x"),
		sudoku.NewParseError(3, 0, "{{.Symbols}} symbols is not a grid line (want one of {{.Sizes}})", "Symbols", "3", "Sizes", "81"),
		{Line: 1, Column: 1, Msg: "unrecognised link: want a sudokuwiki ?bd= link"}, // the engine's own words
	} {
		b, err := json.Marshal(protocol.NewAnswer(9, protocol.Read{}, protocol.ReadReply{}, want))
		if err != nil {
			t.Fatal(err)
		}
		var a protocol.Answer
		if err := json.Unmarshal(b, &a); err != nil {
			t.Fatal(err)
		}
		_, err = protocol.ReplyOf(protocol.Read{}, a)
		got, ok := err.(*sudoku.ParseError)
		if !ok || !reflect.DeepEqual(got, want) && !(len(got.MsgArgs) == 0 && len(want.MsgArgs) == 0 && got.Line == want.Line && got.Column == want.Column && got.Msg == want.Msg && got.MsgTemplate == want.MsgTemplate) {
			t.Errorf("%s is handed back as %#v, want %#v", b, err, want)
		}
	}
	placeless := sudoku.NewParseError(0, 0, "the text holds no puzzle")
	a := protocol.NewAnswer(9, protocol.Read{}, protocol.ReadReply{}, placeless)
	if _, err := protocol.ReplyOf(protocol.Read{}, a); err != protocol.Failure(placeless.Error()) || a.ErrorTemplate != "the text holds no puzzle" || a.ErrorLine != 0 {
		t.Errorf("an error without a place: %+v, handed back as %#v", a, err)
	}
}

// The wire keeps the names the page's shim and the worker's tests read:
// the envelope's id, op, reply, error, partial, progress and crashed.
func TestWire(t *testing.T) {
	call, _ := protocol.NewCall(3, protocol.Candidates{Puzzle: "1..."})
	for _, tc := range []struct {
		v    any
		want string
	}{
		{call, `{"id":3,"op":"candidates","job":{"puzzle":"1..."}}`},
		{protocol.NewAnswer(3, protocol.Candidates{}, protocol.CandidatesReply{Candidates: []uint32{15}}, nil), `{"id":3,"op":"candidates","reply":{"cands":[15]}}`},
		{protocol.NewAnswer(3, protocol.Solve{}, protocol.SolveReply{Solution: "x"}, protocol.Failure("this puzzle has no solution")), `{"id":3,"op":"solve","error":"this puzzle has no solution"}`},
		{protocol.Answer{ID: 4, Op: protocol.OpGenerate, Partial: true, Progress: 0.25}, `{"id":4,"op":"generate","partial":true,"progress":0.25}`},
	} {
		if b, err := json.Marshal(tc.v); err != nil || string(b) != tc.want {
			t.Errorf("%+v is written %s (%v), want %s", tc.v, b, err, tc.want)
		}
	}
	// web/worker.js writes a crash by hand.
	var a protocol.Answer
	if err := json.Unmarshal([]byte(`{"id":0,"crashed":true,"error":"the engine stopped unexpectedly (exit code 2)"}`), &a); err != nil || !a.Crashed || a.Error == "" {
		t.Errorf("the shim's crash reads as %+v, %v", a, err)
	}
}

// A call that names no operation this package knows, or holds a job that
// is not its operation's request, does not read; a reply that is an error
// or does not read is a Failure with the zero reply.
func TestRefusals(t *testing.T) {
	for _, tc := range []struct {
		call protocol.Call
		want string
	}{
		{protocol.Call{ID: 1, Op: "dance"}, `unknown operation "dance"`},
		{protocol.Call{ID: 1, Op: protocol.OpSolve, Job: json.RawMessage(`{"puzzle":7}`)}, "solve request"},
		{protocol.Call{ID: 1, Op: protocol.OpGenerate, Job: json.RawMessage(`[]`)}, "generate request"},
	} {
		if req, err := tc.call.Request(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v reads as %#v, %v; want an error with %q", tc.call, req, err, tc.want)
		}
	}
	if req, err := (protocol.Call{Op: protocol.OpGenerate}).Request(); err != nil || req != (protocol.Generate{}) {
		t.Errorf("a generate call without a job reads as %#v, %v; want the defaults", req, err)
	}
	for _, a := range []protocol.Answer{
		{ID: 1, Op: protocol.OpSolve, Error: "this puzzle has no solution"},
		{ID: 1, Op: protocol.OpSolve, Reply: json.RawMessage(`{"solution":7}`)},
		{ID: 1, Op: protocol.OpSolve},
	} {
		r, err := protocol.ReplyOf(protocol.Solve{}, a)
		if _, ok := err.(protocol.Failure); !ok || !reflect.DeepEqual(r, protocol.SolveReply{}) {
			t.Errorf("%+v reads as %+v, %v; want a Failure and no reply", a, r, err)
		}
	}
	if _, err := protocol.ReplyOf(protocol.Solve{}, protocol.Answer{Error: string(protocol.ErrCancelled)}); err != protocol.ErrCancelled {
		t.Errorf("a cancelled job's error is %v, want ErrCancelled", err)
	}
}

// Each job's own bound is below the page's watchdog's, and both are set.
func TestBudgets(t *testing.T) {
	for _, req := range []protocol.Request{
		protocol.Solve{}, protocol.Solve{Rules: "1i4I"}, protocol.Grade{}, protocol.Hint{}, protocol.Explain{}, protocol.Generate{},
		protocol.Count{}, protocol.Count{Rules: "1i4I"}, protocol.Candidates{}, protocol.Candidates{Rules: "1i4I"}, protocol.Minimise{}, protocol.Harder{},
		protocol.School{}, protocol.Practice{}, protocol.PracticeCheck{}, protocol.Scan{},
		protocol.Read{}, protocol.Export{},
	} {
		if b := req.Budget(); b.Job <= 0 || b.Watchdog <= b.Job {
			t.Errorf("%#v: budget %+v; want 0 < job < watchdog", req, b)
		}
	}
	if (protocol.Solve{Rules: "1i4I"}).Budget().Job != protocol.VariantSolveTime || (protocol.Solve{}).Budget().Job != protocol.SolveTime {
		t.Error("a variant's solve has no more time than a classic one")
	}
}
