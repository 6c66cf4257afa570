package jobs_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/app/worker/jobs"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

const easy = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"

// answer runs job as Call id (jobs.Handle), checks that the answer
// carries the ID and the operation, and reads its reply as the page does.
func answer[R any](t *testing.T, ctx context.Context, id int64, job protocol.Job[R], progress func(float64)) (R, error) {
	t.Helper()
	a := jobs.Handle(ctx, id, job, progress)
	if a.ID != id || a.Op != job.Op() {
		t.Errorf("the answer to %s call %d is %s's to call %d", job.Op(), id, a.Op, a.ID)
	}
	return protocol.ReplyOf(job, a)
}

// errText is err's text, "" for none.
func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// solution is the solution the engine's solve job gives puzzle.
func solution(t *testing.T, puzzle string) string {
	t.Helper()
	resp, err := jobs.Run(context.Background(), protocol.Solve{Puzzle: puzzle}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return resp.Solution
}

func TestHandleSolve(t *testing.T) {
	resp, err := answer(t, context.Background(), 7, protocol.Solve{Puzzle: easy}, nil)
	if err != nil || !resp.Unique {
		t.Fatalf("Handle = %+v, %v; want id 7, a unique solution", resp, err)
	}
	sol, err := codec.ParseGrid(resp.Solution)
	if err != nil || !sol.Complete() {
		t.Fatalf("solution %q is not a complete grid (%v)", resp.Solution, err)
	}
	for i := range easy {
		if easy[i] != '0' && easy[i] != resp.Solution[i] {
			t.Fatalf("solution changes the given at %d", i)
		}
	}
}

// A grade job grades puzzles of every size the app makes, and says so
// when it cannot: too many solutions, or the page gave up waiting.
func TestHandleGrade(t *testing.T) {
	sixteen, err := generate.FromSeed(3, generate.Options{Shape: sudoku.Shape{BoxRows: 4, BoxCols: 4}, NoGrade: true})
	if err != nil {
		t.Fatal(err)
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, tc := range []struct {
		name, puzzle string
		ctx          context.Context
		wantGrade    string // how the grade starts, when graded
		wantErr      string
	}{
		{"9x9", easy, context.Background(), "Easy ", ""},
		{"16x16", sixteen.Puzzle.String(), context.Background(), "", ""},
		{"two solutions", "1" + strings.Repeat(".", 80), context.Background(), "", "cannot be graded"},
		{"cancelled", easy, cancelled, "", "canceled"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp, err := answer(t, tc.ctx, 3, protocol.Grade{Puzzle: tc.puzzle}, nil)
			if tc.wantErr != "" {
				if !strings.Contains(errText(err), tc.wantErr) || !resp.Grade.IsZero() {
					t.Errorf("Handle = %+v, %v; want an error with %q", resp, err, tc.wantErr)
				}
				return
			}
			if resp.Grade.IsZero() || err != nil || !strings.HasPrefix(resp.Grade.String(), tc.wantGrade) {
				t.Errorf("Handle = %+v, %v; want a grade starting %q", resp, err, tc.wantGrade)
			}
		})
	}
}

func TestHandleErrors(t *testing.T) {
	tests := []struct {
		name    string
		id      int64
		req     protocol.Solve
		wantErr string
	}{
		{"bad puzzle", 1, protocol.Solve{Puzzle: "12x"}, "sudoku:"},
		{"duplicate givens", 2, protocol.Solve{Puzzle: "11" + strings.Repeat(".", 79)}, "appears twice"},
		{"no solution", 3, protocol.Solve{Puzzle: "12345678." + strings.Repeat(".", 8) + "9" + strings.Repeat(".", 63)}, "no solution"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp, err := answer(t, context.Background(), tt.id, tt.req, nil)
			if !strings.Contains(errText(err), tt.wantErr) || resp.Solution != "" {
				t.Errorf("Handle(%+v) = %+v, %v; want id %d and an error containing %q", tt.req, resp, err, tt.id, tt.wantErr)
			}
		})
	}
}

// Messages are read and written as they travel; a message that is not a
// call, or names an operation there is none of (the "unknown op" case of
// TestHandleErrors before requests had types), is answered with an error.
func TestHandleJSON(t *testing.T) {
	out := jobs.HandleJSON(context.Background(), `{"id":3,"op":"solve","job":{"puzzle":"`+easy+`"}}`, nil)
	var a protocol.Answer
	if err := json.Unmarshal([]byte(out), &a); err != nil || a.ID != 3 {
		t.Fatalf("HandleJSON = %s (%v); want an answer for id 3", out, err)
	}
	if resp, err := protocol.ReplyOf(protocol.Solve{}, a); err != nil || len(resp.Solution) != 81 {
		t.Fatalf("HandleJSON = %s (%v); want a solution for id 3", out, err)
	}
	for _, tc := range []struct {
		msg, want string
		id        int64
	}{
		{`not json`, "bad request", 0},
		{`{"id":4,"op":"dance"}`, "unknown operation", 4},
		{`{"id":5,"op":"solve","job":{"puzzle":81}}`, "bad request", 5},
	} {
		out := jobs.HandleJSON(context.Background(), tc.msg, nil)
		var a protocol.Answer
		if err := json.Unmarshal([]byte(out), &a); err != nil || a.ID != tc.id || !strings.Contains(a.Error, tc.want) || a.Reply != nil {
			t.Errorf("HandleJSON(%s) = %s; want id %d and an error containing %q", tc.msg, out, tc.id, tc.want)
		}
	}
	// Progress reports travel as answers too, before the reply.
	var reports []protocol.Answer
	out = jobs.HandleJSON(context.Background(), `{"id":6,"op":"generate","job":{"size":4,"seed":3}}`, func(msg string) {
		var r protocol.Answer
		if err := json.Unmarshal([]byte(msg), &r); err != nil {
			t.Fatalf("progress %s: %v", msg, err)
		}
		reports = append(reports, r)
	})
	if len(reports) == 0 || reports[0].ID != 6 || !reports[0].Partial || reports[0].Op != protocol.OpGenerate {
		t.Errorf("progress reports %+v; want partial answers for id 6", reports)
	}
	if err := json.Unmarshal([]byte(out), &a); err != nil || a.Partial || a.ID != 6 {
		t.Errorf("the final answer %s", out)
	}
}

func FuzzHandleJSON(f *testing.F) {
	f.Add(`{"id":1,"op":"solve","job":{"puzzle":"` + easy + `"}}`)
	f.Add(`{"id":1,"op":"solve","job":{"puzzle":"<script>alert(1)</script>"}}`)
	f.Add(`{"id":2,"op":"generate","job":{"size":4,"level":"easy","seed":3}}`)
	f.Add(`{"id":3,"op":"explain","job":{"puzzle":"` + easy + `"}}`)
	f.Add(`{"id":4,"op":"harder","job":{"puzzle":"` + easy + `","seed":9}}`)
	f.Add(`{"id":5,"op":"hint","job":{"puzzle":"` + easy + `","givens":"` + easy + `","notes":[1,2,3]}}`)
	f.Add(`{"id":6,"op":"minimise","job":{"puzzle":"` + easy + `","keep":[0,99]}}`)
	f.Fuzz(func(t *testing.T, msg string) {
		// Generating a big board takes seconds; the deadline keeps the
		// fuzzer quick and exercises the budget path.
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		defer cancel()
		var a protocol.Answer
		if err := json.Unmarshal([]byte(jobs.HandleJSON(ctx, msg, nil)), &a); err != nil {
			t.Fatalf("answer is not JSON: %v", err)
		}
		var reply struct{ Solution string } // the solution of a solve, count, explain or generate
		if err := json.Unmarshal(a.Reply, &reply); a.Reply != nil && err != nil {
			t.Fatalf("reply is not JSON: %v", err)
		}
		if reply.Solution != "" {
			if g, err := codec.ParseGrid(reply.Solution); err != nil || !g.Complete() {
				t.Fatalf("solution %q is not a complete grid", reply.Solution)
			}
		}
	})
}

func TestHandleHint(t *testing.T) {
	resp, err := answer(t, context.Background(), 9, protocol.Hint{Puzzle: easy}, nil)
	h := resp.Step
	if err != nil || h == nil || h.Text == "" || h.Vague == "" || len(h.Placements)+len(h.Eliminations) == 0 {
		t.Fatalf("Handle(hint) = %+v, %v; want a step with text and an effect", resp, err)
	}
	// The step agrees with the solution: placements right, eliminations not solution digits.
	sol := solution(t, easy)
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
	if resp, err := jobs.Run(context.Background(), protocol.Hint{Puzzle: sol}, nil); !strings.Contains(errText(err), "solved") {
		t.Errorf("hint on a solved grid: %+v, %v; want an error saying it is solved", resp, err)
	}
	// Four cells of two boxes whose digits can swap (a deadly pattern)
	// leave two solutions: no step can decide them, and the board has no
	// mistake, so the message must not blame the player.
	two := []byte(sol)
	found := false
	for r1 := 0; r1 < 9 && !found; r1++ {
		for r2 := r1 + 1; r2 < r1/3*3+3 && !found; r2++ {
			for c1 := 0; c1 < 9 && !found; c1++ {
				for c2 := c1/3*3 + 3; c2 < 9 && !found; c2++ {
					a, b, c, d := 9*r1+c1, 9*r1+c2, 9*r2+c1, 9*r2+c2
					if sol[a] == sol[d] && sol[b] == sol[c] {
						two[a], two[b], two[c], two[d] = '.', '.', '.', '.'
						found = true
					}
				}
			}
		}
	}
	if !found {
		t.Fatal("no swappable rectangle in the solution")
	}
	req := protocol.Hint{Puzzle: string(two), Givens: string(two)}
	if resp, err := jobs.Run(context.Background(), req, nil); !strings.Contains(errText(err), "the board has no mistake") {
		t.Errorf("hint on a board of two solutions: %+v, %v; want an error that does not blame the board", resp, err)
	}
}

func TestHandleSolveCounts(t *testing.T) {
	tests := []struct {
		name      string
		puzzle    string
		solutions int
		more      bool
	}{
		{"unique", easy, 1, false},
		{"empty 4x4", strings.Repeat(".", 16), 288, false},
		{"empty 9x9", strings.Repeat(".", 81), protocol.SolutionLimit, true},
	}
	for _, tt := range tests {
		resp, err := jobs.Run(context.Background(), protocol.Solve{Puzzle: tt.puzzle}, nil)
		if err != nil || resp.Solutions != tt.solutions || resp.More != tt.more || resp.Unique != (tt.solutions == 1) {
			t.Errorf("%s: solutions %d, more %v, unique %v (%v); want %d, %v", tt.name, resp.Solutions, resp.More, resp.Unique, err, tt.solutions, tt.more)
		}
	}
}

func TestHandleExplain(t *testing.T) {
	resp, err := jobs.Run(context.Background(), protocol.Explain{Puzzle: easy}, nil)
	if err != nil || len(resp.Steps) == 0 || len(resp.Techniques) == 0 || !strings.HasPrefix(resp.Grade.String(), "Easy") {
		t.Fatalf("explain = %+v, %v; want steps, techniques and an Easy grade", resp, err)
	}
	sol := solution(t, easy)
	if resp.Solution != sol {
		t.Fatalf("the path ends in %s, the solution is %s", resp.Solution, sol)
	}
	placed := 0
	for i, st := range resp.Steps {
		if st.Text == "" || len(st.Candidates) != 81 || st.Rating <= 0 {
			t.Fatalf("step %d = %+v; want text, 81 candidate sets and a rating", i+1, st)
		}
		for _, p := range st.Placements {
			if got := int(sol[p[0]] - '0'); got != p[1] {
				t.Errorf("step %d places %d at cell %d, solution has %d", i+1, p[1], p[0], got)
			}
			if st.Candidates[p[0]]&(1<<(p[1]-1)) == 0 {
				t.Errorf("step %d places %d at cell %d, not among the candidates before it", i+1, p[1], p[0])
			}
			placed++
		}
		for _, e := range st.Eliminations {
			if int(sol[e[0]]-'0') == e[1] {
				t.Errorf("step %d eliminates the solution digit %d at cell %d", i+1, e[1], e[0])
			}
		}
	}
	if empty := strings.Count(easy, "0"); placed != empty {
		t.Errorf("the steps place %d digits, the puzzle has %d empty cells", placed, empty)
	}
	for _, bad := range []string{strings.Repeat(".", 81), "11" + strings.Repeat(".", 79)} {
		if resp, err := jobs.Run(context.Background(), protocol.Explain{Puzzle: bad}, nil); err == nil || len(resp.Steps) > 0 {
			t.Errorf("explain(%.20s…) = %+v, %v; want an error and no steps", bad, resp, err)
		}
	}
}

func TestHandleGenerate(t *testing.T) {
	gen := protocol.Generate{Size: 9, Level: "medium", Symmetry: "mirror", Seed: 11}
	var reports []float64
	resp, err := answer(t, context.Background(), 5, gen, func(f float64) { reports = append(reports, f) })
	if err != nil || !resp.MetTarget || !strings.HasPrefix(resp.Grade.String(), "Medium") || resp.Seed != 11 {
		t.Fatalf("generate = %+v, %v; want a Medium puzzle from seed 11", resp, err)
	}
	check, _ := jobs.Run(context.Background(), protocol.Solve{Puzzle: resp.Puzzle}, nil)
	if !check.Unique || check.Solution != resp.Solution {
		t.Errorf("generated puzzle: unique %v, solution %s; generator said %s", check.Unique, check.Solution, resp.Solution)
	}
	if len(reports) == 0 || reports[len(reports)-1] > 1 {
		t.Errorf("progress reports %v; want some, up to 1", reports)
	}
	for i := 1; i < len(reports); i++ {
		if reports[i] < reports[i-1] {
			t.Errorf("progress went back: %v", reports)
			break
		}
	}
	if again, _ := jobs.Run(context.Background(), gen, nil); again.Puzzle != resp.Puzzle {
		t.Errorf("seed 11 gave %s, then %s", resp.Puzzle, again.Puzzle)
	}
	small, err := jobs.Run(context.Background(), protocol.Generate{Size: 6}, nil)
	if len(small.Puzzle) != 36 || err != nil {
		t.Errorf("6x6 generate = %+v, %v", small, err)
	}
	for _, bad := range []struct {
		gen  protocol.Generate
		want string
	}{
		{protocol.Generate{Size: 7}, "7×7"},
		// 10x10 has a box shape (2x5) but no line format to answer in.
		{protocol.Generate{Size: 10}, "no 10×10 puzzle to make: boards have sides of 4, 6, 8, 9, 12, 16 and 25"},
		{protocol.Generate{Level: "brutal"}, "brutal"},
		{protocol.Generate{Symmetry: "spiral"}, "spiral"},
		{protocol.Generate{Technique: "magic"}, "magic"},
	} {
		if resp, err := jobs.Run(context.Background(), bad.gen, nil); !strings.Contains(errText(err), bad.want) || resp.Puzzle != "" {
			t.Errorf("generate(%+v) = %+v, %v; want an error with %q", bad.gen, resp, err, bad.want)
		}
	}
}

func TestHandleHintFromNotes(t *testing.T) {
	g, _ := codec.ParseGrid(easy)
	sol, _ := codec.ParseGrid(solution(t, easy))
	cands := g.Candidates()
	notes := make([]uint32, len(cands))
	// The player's notes: only the answer in every empty cell of row 1.
	for c := range cands {
		notes[c] = uint32(cands[c])
		if c < 9 && g.At(sudoku.Cell(c)) == 0 {
			notes[c] = uint32(sudoku.Bit(sol.At(sudoku.Cell(c))))
		}
	}
	resp, err := jobs.Run(context.Background(), protocol.Hint{Puzzle: easy, Notes: notes}, nil)
	if err != nil || resp.Step == nil || len(resp.Step.Placements) == 0 {
		t.Fatalf("hint from notes = %+v, %v; want a placement", resp, err)
	}
	// The step agrees with the solution and only removes notes there are.
	for _, p := range resp.Step.Placements {
		if sudoku.Digit(p[1]) != sol.At(sudoku.Cell(p[0])) {
			t.Errorf("hint from notes places %v, the answer is %d (%s)", p, sol.At(sudoku.Cell(p[0])), resp.Step.Text)
		}
	}
	for _, e := range resp.Step.Eliminations {
		if notes[e[0]]&(1<<(e[1]-1)) == 0 || sudoku.Digit(e[1]) == sol.At(sudoku.Cell(e[0])) {
			t.Errorf("hint from notes eliminates %v: not a note, or the answer (%s)", e, resp.Step.Text)
		}
	}

	// Notes that rule out an answer are pointed out, not built on.
	notes[0] &^= uint32(sudoku.Bit(sol.At(0)))
	notes[0] |= uint32(sudoku.Bit(sol.At(1)))
	resp, err = jobs.Run(context.Background(), protocol.Hint{Puzzle: easy, Notes: notes}, nil)
	if !strings.Contains(errText(err), "notes in r1c1 rule out its answer") || resp.Step != nil {
		t.Errorf("hint from wrong notes = %+v, %v; want an error naming r1c1", resp, err)
	}
	if _, err := jobs.Run(context.Background(), protocol.Hint{Puzzle: easy, Notes: notes[:5]}, nil); err == nil {
		t.Error("hint with 5 note sets did not fail")
	}
}

// A hint checks the board against the puzzle first: a wrong digit is
// pointed out instead of a step, and a puzzle without a solution says so.
func TestHandleHintChecksTheBoard(t *testing.T) {
	sol := solution(t, easy)
	board := []byte(easy)
	board[0] = '0' + (sol[0]-'0')%9 + 1 // cell 0 is empty in easy: a wrong digit there
	resp, err := jobs.Run(context.Background(), protocol.Hint{Puzzle: string(board), Givens: easy}, nil)
	if err != nil || resp.Step != nil || len(resp.Mistakes) != 1 || resp.Mistakes[0] != 0 {
		t.Errorf("hint with a wrong digit in r1c1 = %+v, %v; want the mistake and no step", resp, err)
	}
	right := []byte(easy)
	right[0] = sol[0]
	resp, err = jobs.Run(context.Background(), protocol.Hint{Puzzle: string(right), Givens: easy}, nil)
	if err != nil || resp.Step == nil || resp.Mistakes != nil {
		t.Errorf("hint with a right digit = %+v, %v; want a step", resp, err)
	}
	noSolution := "12....3...4....." // 4x4: r1c3 has no digit left
	resp, err = jobs.Run(context.Background(), protocol.Hint{Puzzle: noSolution, Givens: noSolution}, nil)
	if !strings.Contains(errText(err), "no solution") || resp.Step != nil {
		t.Errorf("hint on a puzzle without solution = %+v, %v; want an error saying so", resp, err)
	}
}

// A hint carries what the board needs to show it: the pattern's candidates
// in cause cells, the houses, the candidates before the step; in words.
func TestHandleHintShowsTheStep(t *testing.T) {
	const pointing = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
	// Fill every single first, so the step is an intersection.
	resp, _ := jobs.Run(context.Background(), protocol.Explain{Puzzle: pointing}, nil)
	var h *protocol.Step
	for i := range resp.Steps {
		if len(resp.Steps[i].Eliminations) > 0 {
			h = &resp.Steps[i]
			break
		}
	}
	if h == nil {
		t.Fatal("no elimination step in the path")
	}
	if len(h.HouseCells) == 0 || len(h.Pattern) == 0 || len(h.Candidates) != 81 {
		t.Fatalf("step %q: house cells %v, pattern %v, %d candidate sets", h.Text, h.HouseCells, h.Pattern, len(h.Candidates))
	}
	for _, p := range h.Pattern {
		if h.Candidates[p[0]]&(1<<(p[1]-1)) == 0 || !slicesContains(h.Cause, p[0]) {
			t.Errorf("pattern mark %v is not a candidate of a cause cell", p)
		}
	}
	if strings.Contains(h.Text, "r5c3") || !strings.Contains(h.Text, "column 3, rows 5 and 6") {
		t.Errorf("the step reads %q; want cells in words", h.Text)
	}
}

func slicesContains(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

func TestExplainTechniquesOneLineEach(t *testing.T) {
	resp, _ := jobs.Run(context.Background(), protocol.Explain{Puzzle: easy}, nil)
	seen := map[string]bool{}
	for _, line := range resp.Techniques {
		name, _, _ := strings.Cut(line, " ×")
		if seen[name] {
			t.Errorf("%q listed twice: %v", name, resp.Techniques)
		}
		seen[name] = true
	}
	if !seen["hidden single"] {
		t.Errorf("techniques %v: want hidden single", resp.Techniques)
	}
}
