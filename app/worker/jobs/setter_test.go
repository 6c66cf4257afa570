package jobs_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/app/worker/jobs"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/serate"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// setterPuzzles are the cases of the setter's jobs: classic puzzles with
// one solution, two and none, and a published thermo with all its givens
// (one solution) and with fewer (several), as the page sends them.
type setterPuzzle struct {
	name          string
	puzzle, rules string
	solutions     int // counted to 2
	p             sudoku.Puzzle
}

func setterPuzzles(t *testing.T) []setterPuzzle {
	t.Helper()
	families, puzzles, _ := publishedVariants(t)
	var thermo sudoku.Puzzle
	for i, f := range families {
		if f == "thermo" {
			thermo = puzzles[i]
			break
		}
	}
	less := thermo
	for c, k := sudoku.Cell(0), 3; k > 0; c++ {
		if less.Grid.At(c) != 0 {
			less.Grid.Set(c, 0)
			k--
		}
	}
	rules := sudoku.EncodeRules(thermo.Grid.Shape(), &thermo.Rules)
	classic := func(name, line string, n int) setterPuzzle {
		g, err := codec.ParseGrid(line)
		if err != nil {
			t.Fatal(err)
		}
		return setterPuzzle{name, line, "", n, sudoku.Puzzle{Grid: g}}
	}
	return []setterPuzzle{
		classic("classic, unique", easy, 1),
		classic("classic, two solutions", "..3.2.6..9..3.5..1..18.64....81.29..7.......8..6..82....26.95..8..2.3..9..5.1.3..", 2),
		classic("classic, no solution", "12345678."+"........9"+strings.Repeat(".", 63), 0),
		classic("6x6, empty", strings.Repeat(".", 36), 2),
		{"thermo", thermo.Grid.String(), rules, 1, thermo},
		{"thermo less three givens", less.Grid.String(), rules, 2, less},
	}
}

func TestHandleCount(t *testing.T) {
	for _, tc := range setterPuzzles(t) {
		t.Run(tc.name, func(t *testing.T) {
			resp, err := answer(t, context.Background(), 5, protocol.Count{Puzzle: tc.puzzle, Rules: tc.rules}, nil)
			if err != nil || resp.Solutions != tc.solutions || resp.More != (tc.solutions > 1) || resp.Unique != (tc.solutions == 1) {
				t.Fatalf("count = %+v, %v; want %d solutions", resp, err, tc.solutions)
			}
			if tc.solutions == 0 {
				if resp.Solution != "" {
					t.Errorf("a solution %q of a puzzle without one", resp.Solution)
				}
				return
			}
			sol, err := sudoku.ParseLine(resp.Solution)
			if err != nil {
				t.Fatal(err)
			}
			if err := tc.p.CheckSolution(sol); err != nil {
				t.Errorf("the solution %s: %v", resp.Solution, err)
			}
		})
	}
}

func TestHandleCandidates(t *testing.T) {
	for _, tc := range setterPuzzles(t) {
		t.Run(tc.name, func(t *testing.T) {
			resp, err := answer(t, context.Background(), 6, protocol.Candidates{Puzzle: tc.puzzle, Rules: tc.rules}, nil)
			if tc.solutions == 0 {
				if errText(err) != "this puzzle has no solution" || resp.Candidates != nil {
					t.Errorf("candidates = %+v, %v; want the error that there is no solution", resp, err)
				}
				return
			}
			if err != nil || len(resp.Candidates) != tc.p.Grid.Shape().Cells() {
				t.Fatalf("candidates = %+v, %v; want a set per cell", resp, err)
			}
			want, err := solve.Options{}.TrueCandidates(tc.p)
			if err != nil {
				t.Fatal(err)
			}
			sol, _, err := solve.SolvePuzzle(tc.p)
			if err != nil {
				t.Fatal(err)
			}
			for c, got := range resp.Candidates {
				if sudoku.Set(got) != want[c] {
					t.Fatalf("cell %d: %v, want %v", c, sudoku.Set(got), want[c])
				}
				d := sol.At(sudoku.Cell(c))
				if tc.solutions == 1 && sudoku.Set(got) != sudoku.Bit(d) || got&(1<<(d-1)) == 0 {
					t.Fatalf("cell %d: %v, the solution has %s", c, sudoku.Set(got), d)
				}
			}
		})
	}
}

func TestHandleMinimise(t *testing.T) {
	for _, tc := range setterPuzzles(t) {
		t.Run(tc.name, func(t *testing.T) {
			var keep []int
			for c := 0; c < tc.p.Grid.Shape().Cells() && len(keep) < 2; c++ {
				if tc.p.Grid.At(sudoku.Cell(c)) != 0 {
					keep = append(keep, c)
				}
			}
			req := protocol.Minimise{Puzzle: tc.puzzle, Rules: tc.rules, Keep: keep, Seed: 11}
			resp, err := answer(t, context.Background(), 7, req, nil)
			switch tc.solutions {
			case 0:
				if !strings.Contains(errText(err), "no solution") || resp.Puzzle != "" {
					t.Errorf("minimise = %+v, %v; want the error that there is no solution", resp, err)
				}
				return
			case 2:
				if !strings.Contains(errText(err), "more than one solution") || resp.Puzzle != "" {
					t.Errorf("minimise = %+v, %v; want the error that there are several solutions", resp, err)
				}
				return
			}
			if err != nil {
				t.Fatalf("minimise = %+v, %v", resp, err)
			}
			g, err := sudoku.ParseLine(resp.Puzzle)
			if err != nil {
				t.Fatal(err)
			}
			for c := range sudoku.Cell(g.Shape().Cells()) {
				if d := g.At(c); d != 0 && d != tc.p.Grid.At(c) {
					t.Fatalf("%s: %s, not the puzzle's given %s", g.Shape().CellName(c), d, tc.p.Grid.At(c))
				}
			}
			for _, c := range keep {
				if g.At(sudoku.Cell(c)) == 0 {
					t.Errorf("the kept given of cell %d went", c)
				}
			}
			q := sudoku.Puzzle{Grid: g, Rules: tc.p.Rules}
			if n, err := solve.CountPuzzle(q, 2); n != 1 || err != nil {
				t.Fatalf("the minimal puzzle %s has %d solutions, %v", resp.Puzzle, n, err)
			}
			if g.Filled() >= tc.p.Grid.Filled() && tc.rules == "" {
				t.Errorf("nothing removed: %d givens of %d", g.Filled(), tc.p.Grid.Filled())
			}
			if again, _ := jobs.Run(context.Background(), req, nil); again.Puzzle != resp.Puzzle {
				t.Errorf("the same seed gave %s, then %s", resp.Puzzle, again.Puzzle)
			}
		})
	}
}

// The setter's jobs fail in words on what the page might send wrong, and
// say when the time ran out.
func TestSetterErrors(t *testing.T) {
	tcs := setterPuzzles(t)
	thermo := tcs[4]
	past, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	empty25 := strings.Repeat(".", 625)
	for _, tc := range []struct {
		name    string
		ctx     context.Context
		req     protocol.Request
		wantErr string
	}{
		{"count, bad rules", nil, protocol.Count{Puzzle: thermo.puzzle, Rules: "not a rules code"}, "rules"},
		{"candidates, bad rules", nil, protocol.Candidates{Puzzle: thermo.puzzle, Rules: "not a rules code"}, "rules"},
		{"minimise, bad rules", nil, protocol.Minimise{Puzzle: thermo.puzzle, Rules: "not a rules code"}, "rules"},
		{"candidates, rules of another size", nil, protocol.Candidates{Puzzle: strings.Repeat(".", 16), Rules: thermo.rules}, "rules"},
		{"count, bad puzzle", nil, protocol.Count{Puzzle: "12x"}, "sudoku:"},
		{"candidates, clashing givens", nil, protocol.Candidates{Puzzle: "11" + strings.Repeat(".", 79)}, "appears twice"},
		{"minimise, kept cell outside", nil, protocol.Minimise{Puzzle: easy, Keep: []int{81}}, "kept cell 81"},
		{"count, out of time", past, protocol.Count{Puzzle: empty25}, "too hard to count within the time allowed"},
		{"candidates, out of time", past, protocol.Candidates{Puzzle: strings.Repeat(".", 81)}, "too hard to decide within the time allowed"},
		{"minimise, out of time", past, protocol.Minimise{Puzzle: easy}, "too hard to minimise within the time allowed"},
		{"harder, a variant", nil, protocol.Harder{Puzzle: thermo.puzzle, Rules: thermo.rules}, "only a classic 9×9 puzzle"},
		{"harder, 4x4", nil, protocol.Harder{Puzzle: "1234341221434321"}, "only a classic 9×9 puzzle"},
		{"harder, several solutions", nil, protocol.Harder{Puzzle: tcs[1].puzzle}, "more than one solution"},
		{"harder, no solution", nil, protocol.Harder{Puzzle: tcs[2].puzzle}, "no solution"},
		{"harder, out of time", past, protocol.Harder{Puzzle: easy}, "longer than the time allowed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := tc.ctx
			if ctx == nil {
				ctx = context.Background()
			}
			a := jobs.Handle(ctx, 8, tc.req, nil)
			if a.ID != 8 || !strings.Contains(a.Error, tc.wantErr) || a.Reply != nil {
				t.Errorf("Handle = %+v; want only an error containing %q", a, tc.wantErr)
			}
		})
	}
}

// The candidates travel as "cands", a number per cell.
func TestCandidatesJSON(t *testing.T) {
	out := jobs.HandleJSON(context.Background(), `{"id":4,"op":"candidates","job":{"puzzle":"`+strings.Repeat(".", 16)+`"}}`, nil)
	var raw struct {
		ID    int64 `json:"id"`
		Reply struct {
			Cands []uint32 `json:"cands"`
		} `json:"reply"`
	}
	if err := json.Unmarshal([]byte(out), &raw); err != nil || raw.ID != 4 || len(raw.Reply.Cands) != 16 {
		t.Fatalf("HandleJSON = %s (%v); want 16 sets for id 4", out, err)
	}
	for c, s := range raw.Reply.Cands {
		if s != 0b1111 {
			t.Errorf("empty 4x4, cell %d: %b, want every digit", c, s)
		}
	}
}

// A harder job answers, within its time, a puzzle with one solution that
// SE rates higher than the easy one it started from, reporting progress
// as it finds harder ones; the same seed gives the same puzzle.
func TestHarder(t *testing.T) {
	from, err := jobs.Run(context.Background(), protocol.Grade{Puzzle: easy}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var reports []float64
	start := time.Now()
	resp, err := answer(t, context.Background(), 3, protocol.Harder{Puzzle: easy, Seed: 5}, func(f float64) { reports = append(reports, f) })
	took := time.Since(start)
	if err != nil || !resp.MetTarget {
		t.Fatalf("harder = %+v, %v; want a harder puzzle", resp, err)
	}
	if took > protocol.HarderTime+2*time.Second {
		t.Errorf("the job took %v, past its %v", took, protocol.HarderTime)
	}
	g, err := sudoku.ParseLine(resp.Puzzle)
	if err != nil {
		t.Fatal(err)
	}
	if n, err := (solve.Options{}).Count(g, 2); err != nil || n != 1 {
		t.Fatalf("the harder puzzle %s has %d solutions (%v)", resp.Puzzle, n, err)
	}
	graded, _ := jobs.Run(context.Background(), protocol.Grade{Puzzle: resp.Puzzle}, nil)
	if graded.Grade != resp.Grade {
		t.Errorf("the job says %q, grading the puzzle says %q", resp.Grade, graded.Grade)
	}
	if rateSE(t, resp.Puzzle) <= rateSE(t, easy) {
		t.Errorf("from %q to %q: not harder", from.Grade, resp.Grade)
	}
	if len(reports) == 0 {
		t.Error("no progress reported")
	}
	for _, f := range reports {
		if f < 0 || f > 1 {
			t.Errorf("progress %v outside 0 to 1", f)
		}
	}
	t.Logf("%s (%s) in %v, %d reports", resp.Grade, resp.Puzzle, took, len(reports))
}

// rateSE is the engine's SE rating of a puzzle, in tenths (a lower bound
// past the SE profile).
func rateSE(t *testing.T, puzzle string) int {
	t.Helper()
	g, err := codec.ParseGrid(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	r, err := serate.Rate(g)
	if err != nil && !errors.Is(err, serate.ErrBeyond) {
		t.Fatal(err)
	}
	return r.Rating
}
