package logic

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// variant is a published variant puzzle of ../solve/testdata/variants.tsv
// or killers.tsv.
type variant struct {
	families, name string
	puzzle         sudoku.Puzzle
	solution       sudoku.Grid
}

// readVariants reads the published variant puzzles of file (in
// ../solve/testdata) with their solutions.
func readVariants(t *testing.T, file string) []variant {
	t.Helper()
	data, err := os.ReadFile("../solve/testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	var out []variant
	for i, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 5 {
			t.Fatalf(file+" line %d: %d fields, want 5", i+1, len(f))
		}
		p, err := codec.Parse(f[4])
		if err != nil {
			t.Fatalf(file+" line %d (%s): %v", i+1, f[1], err)
		}
		sol := sudoku.NewGrid(p.Grid.Shape())
		if len(f[3]) != sol.Shape().Cells() {
			t.Fatalf(file+" line %d (%s): solution of %d digits", i+1, f[1], len(f[3]))
		}
		for c, r := range f[3] {
			d := strings.IndexRune("123456789ABCDEFGHIJKLMNOP", r) + 1
			if d == 0 {
				t.Fatalf(file+" line %d (%s): solution holds %q", i+1, f[1], r)
			}
			sol.Set(sudoku.Cell(c), sudoku.Digit(d))
		}
		out = append(out, variant{f[0], f[1], p, sol})
	}
	return out
}

// variantBudget bounds the time TestVariantPaths gives one puzzle.
const variantBudget = 4 * time.Second

// slowVariants need trial and error on 16x16, which takes tens of
// seconds: they are checked up to their first trial step, and skipped in
// short mode.
var slowVariants = map[string]bool{"16x16: Sudoku X, hard": true, "16x16: Windoku": true}

// TestVariantPaths solves every published variant puzzle whose rules the
// solver reasons with, every step checked against the published solution,
// and checks that the others are refused with a *RulesError. It logs
// which needed trial and error.
func TestVariantPaths(t *testing.T) {
	solved := 0
	for _, v := range readVariants(t, "variants.tsv") {
		if testing.Short() && slowVariants[v.name] {
			continue
		}
		s, err := FromPuzzle(v.puzzle)
		var re *RulesError
		if errors.As(err, &re) {
			if len(re.Rules) == 0 {
				t.Errorf("%s: %v names no rule", v.name, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: FromPuzzle: %v", v.name, err)
		}
		if err := v.puzzle.CheckSolution(v.solution); err != nil {
			t.Fatalf("%s: published solution: %v", v.name, err)
		}
		var steps []Step
		start := time.Now()
		budget := variantBudget
		if testing.Short() {
			budget /= 4
		}
		ctx, cancel := context.WithTimeout(context.Background(), budget)
		for !s.Solved() {
			h, ok, err := NextWithinContext(ctx, s, Extreme)
			if err != nil || !ok && time.Since(start) > budget/2 {
				// Trial and error ran long (or out of its budget): where
				// the rules' techniques run out on a hard puzzle.
				t.Logf("%s (%s): %d steps checked, then stopped after %v (%v)", v.name, v.families, len(steps), time.Since(start).Round(time.Millisecond), err)
				break
			}
			if !ok {
				t.Fatalf("%s: Next found no step after %d steps, grid %s", v.name, len(steps), s.Grid())
			}
			if h.Step.Technique == TrialAndError && slowVariants[v.name] {
				t.Logf("%s (%s): %d steps checked, then trial and error, %v", v.name, v.families, len(steps), time.Since(start).Round(time.Millisecond))
				break
			}
			checkStep(t, v.name, len(steps)+1, s, h.Step, v.solution)
			for _, hs := range h.Step.Houses {
				if hs < 0 || int(hs) >= s.Houses() {
					t.Fatalf("%s: step %d names house %d of %d: %s", v.name, len(steps)+1, hs, s.Houses(), h.Step.Text)
				}
			}
			if h.Step.Technique >= UniqueRectangle1 && h.Step.Technique <= UniqueRectangle3 || h.Step.Technique == BUGPlus1 {
				t.Fatalf("%s: step %d assumes classic rules: %s", v.name, len(steps)+1, h.Step.Text)
			}
			if err := h.Step.Apply(s); err != nil {
				t.Fatalf("%s: step %d: %v", v.name, len(steps)+1, err)
			}
			steps = append(steps, h.Step)
		}
		cancel()
		if !s.Solved() {
			continue
		}
		if s.Grid() != v.solution {
			t.Fatalf("%s: solved to %s, want %s", v.name, s.Grid(), v.solution)
		}
		solved++
		gr := GradePath(steps)
		t.Logf("%s (%s): %d steps, %v, trial %v, %v", v.name, v.families, len(steps), gr, gr.Trial, time.Since(start).Round(time.Millisecond))
	}
	// 34 natively, 32 under WASM in short mode: the others are among the
	// slowest for the exact solver too (BENCHMARKS.md, published variants).
	if want := 28; solved < want {
		t.Errorf("solved %d variant puzzles step by step, want %d or more", solved, want)
	}
}

// ruled returns the state of an empty 9x9 grid under rules r.
func ruled(t *testing.T, r sudoku.Rules) *State {
	t.Helper()
	s, err := FromPuzzle(sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Classic), Rules: r})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// layout reads a jigsaw layout, one digit 1-9 per cell, rows apart by
// "/"; transposed, the layout mirrored about the main diagonal.
func layout(rows string, transposed bool) []int {
	rs := strings.Split(rows, "/")
	out := make([]int, 81)
	for r, row := range rs {
		for c, ch := range row {
			if transposed {
				out[c*9+r] = int(ch - '1')
			} else {
				out[r*9+c] = int(ch - '1')
			}
		}
	}
	return out
}

// onlyIn removes d from every cell of house h of s but the named ones.
func onlyIn(s *State, h sudoku.House, d sudoku.Digit, names ...string) {
	keep := map[sudoku.Cell]bool{}
	for _, n := range names {
		keep[cell(s.Shape(), n)] = true
	}
	for _, c := range s.HouseCells(h) {
		if !keep[c] {
			s.Eliminate(c, d)
		}
	}
}

// jigsaw is a layout whose region 1 reaches r4c2 and gives r3c1 to
// region 4: region 1 spans rows 1-4 of column 2.
const jigsaw = "111222333/111222333/411222333/414555666/444555666/444555666/777888999/777888999/777888999"

func TestJigsawPointing(t *testing.T) {
	sh := sudoku.Classic
	for _, tc := range []struct {
		name       string
		transposed bool
		keep       []string
		want       want
	}{
		{"column", false, []string{"r3c2", "r4c2"}, want{
			elims: marks(sh, sudoku.Bit(5), "r5c2", "r6c2", "r7c2", "r8c2", "r9c2"),
			text:  "In region 1, 5 fits only in r3c2 and r4c2, which lie in column 2, so 5 comes out of r5c2, r6c2, r7c2, r8c2 and r9c2 (pointing)",
		}},
		{"row", true, []string{"r2c3", "r2c4"}, want{
			elims: marks(sh, sudoku.Bit(5), "r2c5", "r2c6", "r2c7", "r2c8", "r2c9"),
			text:  "In region 1, 5 fits only in r2c3 and r2c4, which lie in row 2, so 5 comes out of r2c5, r2c6, r2c7, r2c8 and r2c9 (pointing)",
		}},
	} {
		s := ruled(t, sudoku.Rules{Regions: layout(jigsaw, tc.transposed)})
		onlyIn(s, 18, 5, tc.keep...)
		checkFound(t, tc.name, findPointing, s, tc.want)
		h, ok := Next(s)
		if !ok || h.Step.Technique != Pointing || h.Vague() != "Look for a pointing in region 1" {
			t.Errorf("%s: Next gave %q (%q), want the pointing step", tc.name, h.Step.Text, h.Vague())
		}
	}
}

func TestDiagonalClaiming(t *testing.T) {
	sh := sudoku.Classic
	for _, tc := range []struct {
		name string
		diag sudoku.House
		keep []string
		want want
	}{
		{"main", 27, []string{"r1c1", "r2c2"}, want{
			elims: marks(sh, sudoku.Bit(3), "r1c2", "r1c3", "r2c1", "r2c3", "r3c1", "r3c2"),
			text:  "In diagonal ↘, 3 fits only in r1c1 and r2c2, which lie in box 1, so 3 comes out of r1c2, r1c3, r2c1, r2c3, r3c1 and r3c2 (claiming)",
		}},
		{"anti", 28, []string{"r9c1", "r8c2"}, want{
			elims: marks(sh, sudoku.Bit(3), "r7c1", "r7c2", "r8c1", "r8c3", "r9c2", "r9c3"),
			text:  "In diagonal ↗, 3 fits only in r9c1 and r8c2, which lie in box 7, so 3 comes out of r7c1, r7c2, r8c1, r8c3, r9c2 and r9c3 (claiming)",
		}},
	} {
		s := ruled(t, sudoku.Rules{Extra: sudoku.Diagonals(sh)})
		onlyIn(s, tc.diag, 3, tc.keep...)
		if st, ok := findPointing(s); ok {
			t.Errorf("%s: pointing found %q, want nothing", tc.name, st.Text)
		}
		checkFound(t, tc.name, findClaiming, s, tc.want)
	}
}

func TestHouseNames(t *testing.T) {
	sh := sudoku.Classic
	extra := append(sudoku.Diagonals(sh), sudoku.Windows(sh)...)
	s := ruled(t, sudoku.Rules{Regions: layout(jigsaw, false), Extra: extra})
	for h, want := range map[sudoku.House]string{
		0: "row 1", 10: "column 2", 18: "region 1", 26: "region 9",
		27: "diagonal ↘", 28: "diagonal ↗", 29: "window 1", 32: "window 4",
	} {
		if got := s.HouseName(h); got != want {
			t.Errorf("HouseName(%d) = %q, want %q", h, got, want)
		}
	}
	if got, want := s.Houses(), 33; got != want {
		t.Errorf("Houses() = %d, want %d", got, want)
	}
	d := ruled(t, sudoku.Rules{Extra: sudoku.DisjointGroups(sh)})
	if got, want := d.HouseName(27+4), "disjoint group 5"; got != want {
		t.Errorf("HouseName(31) = %q, want %q", got, want)
	}
}

// TestFromPuzzleRefuses checks that rules a state cannot hold are
// refused by name: more houses than a state has room for.
func TestFromPuzzleRefuses(t *testing.T) {
	sh := sudoku.Classic
	var extra []sudoku.ExtraHouse
	for range 25 {
		extra = append(extra, sudoku.Diagonals(sh)...)
	}
	p := sudoku.Puzzle{Grid: sudoku.NewGrid(sh), Rules: sudoku.Rules{Extra: extra}}
	_, err := FromPuzzle(p)
	var re *RulesError
	if !errors.As(err, &re) || len(re.Rules) != 1 || !strings.Contains(err.Error(), "77 houses") {
		t.Fatalf("FromPuzzle(50 diagonals) = %v, want a *RulesError counting 77 houses", err)
	}
	if _, err := GradePuzzle(p); !errors.As(err, &re) {
		t.Errorf("GradePuzzle = %v, want a *RulesError", err)
	}
}

func TestPeersFromRules(t *testing.T) {
	sh := sudoku.Classic
	p := sudoku.Puzzle{Grid: sudoku.NewGrid(sh), Rules: sudoku.Rules{
		Constraints: []sudoku.Constraint{sudoku.AntiKnight{}, sudoku.AntiKing{}},
	}}
	p.Grid.Set(cell(sh, "r5c5"), 7)
	s, err := FromPuzzle(p)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		cell string
		has  bool
	}{
		{"r3c4", false}, {"r6c7", false}, {"r4c6", false}, {"r6c4", false}, // knight, king
		{"r3c3", true}, {"r7c8", true}, // neither
		{"r5c1", false}, {"r1c5", false}, {"r4c4", false}, // row, column, box
	} {
		if got := s.Candidates(cell(sh, tc.cell)).Has(7); got != tc.has {
			t.Errorf("%s has 7: got %v, want %v", tc.cell, got, tc.has)
		}
	}
}

func TestFromPuzzleCandidates(t *testing.T) {
	sh := sudoku.Classic
	p := sudoku.Puzzle{Grid: sudoku.NewGrid(sh), Rules: sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.AntiKnight{}}}}
	p.Grid.Set(cell(sh, "r5c5"), 7)
	notes := make([]sudoku.Set, sh.Cells())
	for c := range notes {
		notes[c] = sudoku.SetOf(1, 7)
	}
	s, err := FromPuzzleCandidates(p, notes)
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]sudoku.Set{
		"r3c4": sudoku.SetOf(1),    // a knight's move from the 7
		"r3c3": sudoku.SetOf(1, 7), // not a peer
		"r5c5": 0,                  // filled
	} {
		if got := s.Candidates(cell(sh, name)); got != want {
			t.Errorf("%s: got candidates %v, want %v", name, got, want)
		}
	}
	if _, err := FromPuzzleCandidates(p, notes[:80]); err == nil {
		t.Error("80 candidate sets: got no error")
	}
}
