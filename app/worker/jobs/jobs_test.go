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

func TestHandleSolve(t *testing.T) {
	resp := jobs.Handle(context.Background(), protocol.Request{ID: 7, Op: protocol.OpSolve, Puzzle: easy}, nil)
	if resp.ID != 7 || resp.Error != "" || !resp.Unique || !resp.Grade.IsZero() {
		t.Fatalf("Handle = %+v; want id 7, a unique solution, not yet graded", resp)
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
			resp := jobs.Handle(tc.ctx, protocol.Request{ID: 3, Op: protocol.OpGrade, Puzzle: tc.puzzle}, nil)
			if tc.wantErr != "" {
				if !strings.Contains(resp.Error, tc.wantErr) || !resp.Grade.IsZero() {
					t.Errorf("Handle = %+v; want an error with %q", resp, tc.wantErr)
				}
				return
			}
			if resp.Grade.IsZero() || resp.Error != "" || !strings.HasPrefix(resp.Grade.String(), tc.wantGrade) {
				t.Errorf("Handle = %+v; want a grade starting %q", resp, tc.wantGrade)
			}
		})
	}
}

func TestHandleErrors(t *testing.T) {
	tests := []struct {
		name    string
		req     protocol.Request
		wantErr string
	}{
		{"bad puzzle", protocol.Request{ID: 1, Op: protocol.OpSolve, Puzzle: "12x"}, "sudoku:"},
		{"duplicate givens", protocol.Request{ID: 2, Op: protocol.OpSolve, Puzzle: "11" + strings.Repeat(".", 79)}, "appears twice"},
		{"no solution", protocol.Request{ID: 3, Op: protocol.OpSolve, Puzzle: "12345678." + strings.Repeat(".", 8) + "9" + strings.Repeat(".", 63)}, "no solution"},
		{"unknown op", protocol.Request{ID: 4, Op: "dance"}, "unknown operation"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp := jobs.Handle(context.Background(), tt.req, nil)
			if resp.ID != tt.req.ID || !strings.Contains(resp.Error, tt.wantErr) || resp.Solution != "" {
				t.Errorf("Handle(%+v) = %+v; want id %d and an error containing %q", tt.req, resp, tt.req.ID, tt.wantErr)
			}
		})
	}
}

func TestHandleJSON(t *testing.T) {
	out := jobs.HandleJSON(context.Background(), `{"id":3,"op":"solve","puzzle":"`+easy+`"}`, nil)
	var resp protocol.Response
	if err := json.Unmarshal([]byte(out), &resp); err != nil || resp.ID != 3 || len(resp.Solution) != 81 {
		t.Fatalf("HandleJSON = %s (%v); want a solution for id 3", out, err)
	}
	out = jobs.HandleJSON(context.Background(), `not json`, nil)
	if err := json.Unmarshal([]byte(out), &resp); err != nil || !strings.Contains(resp.Error, "bad request") {
		t.Fatalf("HandleJSON(not json) = %s; want a bad request error", out)
	}
}

func FuzzHandleJSON(f *testing.F) {
	f.Add(`{"id":1,"op":"solve","puzzle":"` + easy + `"}`)
	f.Add(`{"id":1,"op":"solve","puzzle":"<script>alert(1)</script>"}`)
	f.Add(`{"id":2,"op":"generate","gen":{"size":4,"level":"easy","seed":3}}`)
	f.Add(`{"id":3,"op":"explain","puzzle":"` + easy + `"}`)
	f.Add(`{"id":4,"op":"harder","puzzle":"` + easy + `","seed":9}`)
	f.Fuzz(func(t *testing.T, msg string) {
		// Generating a big board takes seconds; the deadline keeps the
		// fuzzer quick and exercises the budget path.
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		defer cancel()
		var resp protocol.Response
		if err := json.Unmarshal([]byte(jobs.HandleJSON(ctx, msg, nil)), &resp); err != nil {
			t.Fatalf("response is not JSON: %v", err)
		}
		if resp.Solution != "" {
			if g, err := codec.ParseGrid(resp.Solution); err != nil || !g.Complete() {
				t.Fatalf("solution %q is not a complete grid", resp.Solution)
			}
		}
	})
}

func TestHandleHint(t *testing.T) {
	resp := jobs.Handle(context.Background(), protocol.Request{ID: 9, Op: protocol.OpHint, Puzzle: easy}, nil)
	h := resp.Hint
	if resp.Error != "" || h == nil || h.Text == "" || h.Vague == "" || len(h.Placements)+len(h.Eliminations) == 0 {
		t.Fatalf("Handle(hint) = %+v; want a step with text and an effect", resp)
	}
	// The step agrees with the solution: placements right, eliminations not solution digits.
	sol := jobs.Handle(context.Background(), protocol.Request{Op: protocol.OpSolve, Puzzle: easy}, nil).Solution
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
	if resp := jobs.Handle(context.Background(), protocol.Request{Op: protocol.OpHint, Puzzle: sol}, nil); !strings.Contains(resp.Error, "solved") {
		t.Errorf("hint on a solved grid: %+v; want an error saying it is solved", resp)
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
	req := protocol.Request{Op: protocol.OpHint, Puzzle: string(two), Givens: string(two)}
	if resp := jobs.Handle(context.Background(), req, nil); !strings.Contains(resp.Error, "the board has no mistake") {
		t.Errorf("hint on a board of two solutions: %+v; want an error that does not blame the board", resp)
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
		resp := jobs.Handle(context.Background(), protocol.Request{Op: protocol.OpSolve, Puzzle: tt.puzzle}, nil)
		if resp.Error != "" || resp.Solutions != tt.solutions || resp.More != tt.more || resp.Unique != (tt.solutions == 1) {
			t.Errorf("%s: solutions %d, more %v, unique %v (%s); want %d, %v", tt.name, resp.Solutions, resp.More, resp.Unique, resp.Error, tt.solutions, tt.more)
		}
	}
}

func TestHandleExplain(t *testing.T) {
	resp := jobs.Handle(context.Background(), protocol.Request{Op: protocol.OpExplain, Puzzle: easy}, nil)
	if resp.Error != "" || len(resp.Steps) == 0 || len(resp.Techniques) == 0 || !strings.HasPrefix(resp.Grade.String(), "Easy") {
		t.Fatalf("explain = %+v; want steps, techniques and an Easy grade", resp)
	}
	sol := jobs.Handle(context.Background(), protocol.Request{Op: protocol.OpSolve, Puzzle: easy}, nil).Solution
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
		if resp := jobs.Handle(context.Background(), protocol.Request{Op: protocol.OpExplain, Puzzle: bad}, nil); resp.Error == "" || len(resp.Steps) > 0 {
			t.Errorf("explain(%.20s…) = %+v; want an error and no steps", bad, resp)
		}
	}
}

func TestHandleGenerate(t *testing.T) {
	gen := &protocol.Generate{Size: 9, Level: "medium", Symmetry: "mirror", Seed: 11}
	var reports []float64
	resp := jobs.Handle(context.Background(), protocol.Request{ID: 5, Op: protocol.OpGenerate, Gen: gen}, func(f float64) { reports = append(reports, f) })
	if resp.Error != "" || !resp.MetTarget || !strings.HasPrefix(resp.Grade.String(), "Medium") || resp.Seed != 11 {
		t.Fatalf("generate = %+v; want a Medium puzzle from seed 11", resp)
	}
	check := jobs.Handle(context.Background(), protocol.Request{Op: protocol.OpSolve, Puzzle: resp.Puzzle}, nil)
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
	if again := jobs.Handle(context.Background(), protocol.Request{Op: protocol.OpGenerate, Gen: gen}, nil); again.Puzzle != resp.Puzzle {
		t.Errorf("seed 11 gave %s, then %s", resp.Puzzle, again.Puzzle)
	}
	small := jobs.Handle(context.Background(), protocol.Request{Op: protocol.OpGenerate, Gen: &protocol.Generate{Size: 6}}, nil)
	if len(small.Puzzle) != 36 || small.Error != "" {
		t.Errorf("6x6 generate = %+v", small)
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
		if resp := jobs.Handle(context.Background(), protocol.Request{Op: protocol.OpGenerate, Gen: &bad.gen}, nil); !strings.Contains(resp.Error, bad.want) || resp.Puzzle != "" {
			t.Errorf("generate(%+v) = %+v; want an error with %q", bad.gen, resp, bad.want)
		}
	}
}

func TestHandleHintFromNotes(t *testing.T) {
	g, _ := codec.ParseGrid(easy)
	sol, _ := codec.ParseGrid(jobs.Handle(context.Background(), protocol.Request{Op: protocol.OpSolve, Puzzle: easy}, nil).Solution)
	cands := g.Candidates()
	notes := make([]uint32, len(cands))
	// The player's notes: only the answer in every empty cell of row 1.
	for c := range cands {
		notes[c] = uint32(cands[c])
		if c < 9 && g.At(sudoku.Cell(c)) == 0 {
			notes[c] = uint32(sudoku.Bit(sol.At(sudoku.Cell(c))))
		}
	}
	resp := jobs.Handle(context.Background(), protocol.Request{Op: protocol.OpHint, Puzzle: easy, Notes: notes}, nil)
	if resp.Error != "" || resp.Hint == nil || len(resp.Hint.Placements) == 0 {
		t.Fatalf("hint from notes = %+v; want a placement", resp)
	}
	// The step agrees with the solution and only removes notes there are.
	for _, p := range resp.Hint.Placements {
		if sudoku.Digit(p[1]) != sol.At(sudoku.Cell(p[0])) {
			t.Errorf("hint from notes places %v, the answer is %d (%s)", p, sol.At(sudoku.Cell(p[0])), resp.Hint.Text)
		}
	}
	for _, e := range resp.Hint.Eliminations {
		if notes[e[0]]&(1<<(e[1]-1)) == 0 || sudoku.Digit(e[1]) == sol.At(sudoku.Cell(e[0])) {
			t.Errorf("hint from notes eliminates %v: not a note, or the answer (%s)", e, resp.Hint.Text)
		}
	}

	// Notes that rule out an answer are pointed out, not built on.
	notes[0] &^= uint32(sudoku.Bit(sol.At(0)))
	notes[0] |= uint32(sudoku.Bit(sol.At(1)))
	resp = jobs.Handle(context.Background(), protocol.Request{Op: protocol.OpHint, Puzzle: easy, Notes: notes}, nil)
	if !strings.Contains(resp.Error, "notes in r1c1 rule out its answer") || resp.Hint != nil {
		t.Errorf("hint from wrong notes = %+v; want an error naming r1c1", resp)
	}
	if resp := jobs.Handle(context.Background(), protocol.Request{Op: protocol.OpHint, Puzzle: easy, Notes: notes[:5]}, nil); resp.Error == "" {
		t.Error("hint with 5 note sets did not fail")
	}
}

// A hint checks the board against the puzzle first: a wrong digit is
// pointed out instead of a step, and a puzzle without a solution says so.
func TestHandleHintChecksTheBoard(t *testing.T) {
	sol := jobs.Handle(context.Background(), protocol.Request{Op: protocol.OpSolve, Puzzle: easy}, nil).Solution
	board := []byte(easy)
	board[0] = '0' + (sol[0]-'0')%9 + 1 // cell 0 is empty in easy: a wrong digit there
	resp := jobs.Handle(context.Background(), protocol.Request{Op: protocol.OpHint, Puzzle: string(board), Givens: easy}, nil)
	if resp.Error != "" || resp.Hint != nil || len(resp.Mistakes) != 1 || resp.Mistakes[0] != 0 {
		t.Errorf("hint with a wrong digit in r1c1 = %+v; want the mistake and no step", resp)
	}
	right := []byte(easy)
	right[0] = sol[0]
	resp = jobs.Handle(context.Background(), protocol.Request{Op: protocol.OpHint, Puzzle: string(right), Givens: easy}, nil)
	if resp.Error != "" || resp.Hint == nil || resp.Mistakes != nil {
		t.Errorf("hint with a right digit = %+v; want a step", resp)
	}
	noSolution := "12....3...4....." // 4x4: r1c3 has no digit left
	resp = jobs.Handle(context.Background(), protocol.Request{Op: protocol.OpHint, Puzzle: noSolution, Givens: noSolution}, nil)
	if !strings.Contains(resp.Error, "no solution") || resp.Hint != nil {
		t.Errorf("hint on a puzzle without solution = %+v; want an error saying so", resp)
	}
}

// A hint carries what the board needs to show it: the pattern's candidates
// in cause cells, the houses, the candidates before the step; in words.
func TestHandleHintShowsTheStep(t *testing.T) {
	const pointing = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
	// Fill every single first, so the step is an intersection.
	resp := jobs.Handle(context.Background(), protocol.Request{Op: protocol.OpExplain, Puzzle: pointing}, nil)
	var h *protocol.Hint
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
	resp := jobs.Handle(context.Background(), protocol.Request{Op: protocol.OpExplain, Puzzle: easy}, nil)
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
