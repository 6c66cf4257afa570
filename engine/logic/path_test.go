package logic

import (
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/internal/puzzleset"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// sample returns every k-th puzzle of ps, all of them when k <= 1.
func sample(ps []string, k int) []string {
	if k <= 1 {
		return ps
	}
	var out []string
	for i := 0; i < len(ps); i += k {
		out = append(out, ps[i])
	}
	return out
}

// stateOf parses puzzle and returns its state with every candidate.
func stateOf(tb testing.TB, puzzle string) *State {
	tb.Helper()
	g, err := codec.ParseGrid(puzzle)
	if err != nil {
		tb.Fatalf("Parse(%s): %v", puzzle, err)
	}
	s, err := FromGrid(g)
	if err != nil {
		tb.Fatalf("FromGrid(%s): %v", puzzle, err)
	}
	return s
}

// checkedSolve solves the puzzle step by step and fails, naming the step,
// when a step places a digit that is not the solution's or removes the
// solution's digit, or when its text or cause is missing. It returns the
// steps.
func checkedSolve(t *testing.T, puzzle string) []Step {
	t.Helper()
	g, err := codec.ParseGrid(puzzle)
	if err != nil {
		t.Fatalf("Parse(%s): %v", puzzle, err)
	}
	sol, unique, err := solve.Solve(g)
	if err != nil || !unique {
		t.Fatalf("solve.Solve(%s) = unique %v, err %v; want one solution", puzzle, unique, err)
	}
	s, err := FromGrid(g)
	if err != nil {
		t.Fatalf("FromGrid(%s): %v", puzzle, err)
	}
	var steps []Step
	for !s.Solved() {
		h, ok := Next(s)
		if !ok {
			t.Fatalf("%s: Next found no step after %d steps, grid %s", puzzle, len(steps), s.Grid())
		}
		st := h.Step
		checkStep(t, puzzle, len(steps)+1, s, st, sol)
		if err := st.Apply(s); err != nil {
			t.Fatalf("%s: step %d: %v", puzzle, len(steps)+1, err)
		}
		steps = append(steps, st)
	}
	if s.Grid() != sol {
		t.Fatalf("%s: solved to %s, want %s", puzzle, s.Grid(), sol)
	}
	return steps
}

// checkStep checks one step against the solution of its puzzle.
func checkStep(t *testing.T, puzzle string, n int, s *State, st Step, sol sudoku.Grid) {
	t.Helper()
	sh := s.Shape()
	if len(st.Placements) == 0 && len(st.Eliminations) == 0 {
		t.Fatalf("%s: step %d changes nothing: %s", puzzle, n, st.Text)
	}
	for _, p := range st.Placements {
		if sol.At(p.Cell) != p.Digit {
			t.Fatalf("%s: step %d places %s in %s, solution has %s: %s", puzzle, n, p.Digit, sh.CellName(p.Cell), sol.At(p.Cell), st.Text)
		}
	}
	for _, e := range st.Eliminations {
		if e.Digits.Has(sol.At(e.Cell)) {
			t.Fatalf("%s: step %d removes solution digit %s from %s: %s", puzzle, n, sol.At(e.Cell), sh.CellName(e.Cell), st.Text)
		}
		if e.Digits&^s.Candidates(e.Cell) != 0 {
			t.Fatalf("%s: step %d removes %s from %s, which has only %s: %s", puzzle, n, e.Digits, sh.CellName(e.Cell), s.Candidates(e.Cell), st.Text)
		}
	}
	if !strings.HasSuffix(st.Text, "("+st.Technique.Name()+")") {
		t.Fatalf("%s: step %d text %q does not end with (%s)", puzzle, n, st.Text, st.Technique.Name())
	}
	if len(st.Cause) == 0 {
		t.Fatalf("%s: step %d has no cause: %s", puzzle, n, st.Text)
	}
}

// forumSample is the 1,000-puzzle sample of forum_hardest_1905_11plus that
// BenchmarkGradeForum1000 grades: checking all 48,766 would take an hour.
func forumSample(ps []string) []string {
	return sample(ps, len(ps)/1000)[:1000]
}

// TestPaths solves every puzzle of each set step by step, every step
// checked against the solution; with -short, every k-th puzzle.
func TestPaths(t *testing.T) {
	for _, set := range []struct {
		name  string
		pick  func([]string) []string // nil: every puzzle
		short int
	}{
		{puzzleset.PE96Lines, nil, 1},
		{puzzleset.Magictour, nil, 25},
		{puzzleset.Clue17, nil, 100},
		{puzzleset.Forum1106, nil, 100},
		{puzzleset.Forum1905, forumSample, 200},
	} {
		t.Run(set.name, func(t *testing.T) {
			ps := puzzleset.ForTest(t, set.name, 0)
			if set.pick != nil {
				ps = set.pick(ps)
			}
			if testing.Short() {
				ps = sample(ps, set.short)
			}
			for _, p := range ps {
				checkedSolve(t, p)
			}
		})
	}
}

// transposed returns an 81-character puzzle mirrored about its main
// diagonal: its rows are the puzzle's columns.
func transposed(puzzle string) string {
	b := []byte(puzzle)
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			b[c*9+r] = puzzle[r*9+c]
		}
	}
	return string(b)
}

// needs checks that technique tech is the hardest step of the puzzle's
// path, and of the transposed puzzle's path, every step checked against
// the solution.
func needs(t *testing.T, puzzle string, tech Technique) {
	t.Helper()
	for _, p := range []string{puzzle, transposed(puzzle)} {
		if gr := GradePath(checkedSolve(t, p)); gr.Hardest != tech {
			t.Errorf("%s: got grade %v, want %v to be the hardest step", p, gr, tech)
		}
	}
}

// firstStep solves the puzzle, checking every step, and returns the first
// step of technique tech; it fails when there is none.
func firstStep(t *testing.T, puzzle string, tech Technique) Step {
	t.Helper()
	for _, st := range checkedSolve(t, puzzle) {
		if st.Technique == tech {
			return st
		}
	}
	t.Fatalf("%s: no %v step", puzzle, tech)
	return Step{}
}
