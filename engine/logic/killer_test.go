package logic

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// TestKillerPaths solves the published killers of killers.tsv (hard
// killers from the forums among them), every step checked against the
// published solution, and logs which needed trial and error: the share
// BENCHMARKS.md gives. A puzzle gets killerBudget of steps' time before
// it counts as unsolved (where the killer techniques run out, the chains
// and trial and error take long); -short gives it a tenth of a second.
func TestKillerPaths(t *testing.T) {
	vs := readVariants(t, "killers.tsv")
	budget := killerBudget
	if testing.Short() {
		budget = killerBudget / 30
	}
	noTrial := 0
	for _, v := range vs {
		s, err := FromPuzzle(v.puzzle)
		if err != nil {
			t.Fatalf("%s: FromPuzzle: %v", v.name, err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), budget)
		start := time.Now()
		var steps []Step
		var stopped error
		for !s.Solved() {
			h, ok, err := NextWithinContext(ctx, s, Extreme)
			if err != nil {
				stopped = err
				break
			}
			if !ok {
				t.Fatalf("%s: Next found no step after %d steps, grid %s", v.name, len(steps), s.Grid())
			}
			checkStep(t, v.name, len(steps)+1, s, h.Step, v.solution)
			if err := h.Step.Apply(s); err != nil {
				t.Fatalf("%s: step %d: %v", v.name, len(steps)+1, err)
			}
			steps = append(steps, h.Step)
		}
		cancel()
		if stopped != nil {
			t.Logf("%-16s stopped after %d steps (%v): %v", v.name, len(steps), time.Since(start).Round(time.Millisecond), stopped)
			continue
		}
		if s.Grid() != v.solution {
			t.Fatalf("%s: solved to %s, want %s", v.name, s.Grid(), v.solution)
		}
		gr := GradePath(steps)
		if !gr.Trial {
			noTrial++
		}
		t.Logf("%-16s %3d steps, %v, trial %v, %v", v.name, len(steps), gr, gr.Trial, time.Since(start).Round(time.Millisecond))
	}
	t.Logf("%d of %d killers solved without trial", noTrial, len(vs))
}

// killerBudget bounds the time TestKillerPaths spends on one killer.
const killerBudget = 3 * time.Second

// form maps a cell "r<row>c<col>" of a 9x9 grid to its place in one of
// the four forms every killer technique is tested in.
type form struct {
	name string
	at   func(r, c int) (int, int)
}

var forms = []form{
	{"rows", func(r, c int) (int, int) { return r, c }},
	{"columns", func(r, c int) (int, int) { return c, r }},
	{"mirrored", func(r, c int) (int, int) { return r, 10 - c }},
	{"transposed and mirrored", func(r, c int) (int, int) { return 10 - c, r }},
}

// cells returns the named cells in form f.
func (f form) cells(names ...string) []sudoku.Cell {
	out := make([]sudoku.Cell, len(names))
	for i, n := range names {
		var r, c int
		if _, err := fmt.Sscanf(n, "r%dc%d", &r, &c); err != nil {
			panic(err)
		}
		r, c = f.at(r, c)
		out[i] = sudoku.Classic.CellAt(r-1, c-1)
	}
	return out
}

// killerState returns an empty 9x9 grid with the cages of cages (sum,
// then cell names) in form f.
func killerState(t *testing.T, f form, cages ...[]any) *State {
	t.Helper()
	var r sudoku.Rules
	for _, cg := range cages {
		names := make([]string, len(cg)-1)
		for i, n := range cg[1:] {
			names[i] = n.(string)
		}
		r.Constraints = append(r.Constraints, sudoku.Cage{Sum: cg[0].(int), Cells: f.cells(names...)})
	}
	return ruled(t, r)
}

// candidatesOf returns the candidates of the named cells in form f.
func candidatesOf(s *State, f form, names ...string) []sudoku.Set {
	var out []sudoku.Set
	for _, c := range f.cells(names...) {
		out = append(out, s.Candidates(c))
	}
	return out
}

// afterStep applies find's step to s, failing unless it is of technique
// tech.
func afterStep(t *testing.T, name string, find finder, tech Technique, s *State) Step {
	t.Helper()
	st, ok := find(s)
	if !ok {
		t.Fatalf("%s: no step", name)
	}
	if st.Technique != tech || !strings.HasSuffix(st.Text, "("+tech.Name()+")") {
		t.Fatalf("%s: %v step %q, want %v", name, st.Technique, st.Text, tech)
	}
	if err := st.Apply(s); err != nil {
		t.Fatal(err)
	}
	return st
}

func TestCageCombination(t *testing.T) {
	set := sudoku.SetOf
	for _, f := range forms {
		// 3 in two cells is 1+2.
		s := killerState(t, f, []any{3, "r1c1", "r1c2"})
		afterStep(t, f.name+": 3 in two", findCageCombination, CageCombination, s)
		if got := candidatesOf(s, f, "r1c1", "r1c2"); !reflect.DeepEqual(got, []sudoku.Set{set(1, 2), set(1, 2)}) {
			t.Errorf("%s: 3 in two leaves %v, want 1 and 2", f.name, got)
		}
		// 10 in two cells is 1+9, 2+8, 3+7 or 4+6: with r1c1 only 1 or
		// 7, r1c2 keeps 9 and 3.
		s = killerState(t, f, []any{10, "r1c1", "r1c2"})
		for _, c := range f.cells("r1c1") {
			for _, d := range []sudoku.Digit{2, 3, 4, 5, 6, 8, 9} {
				s.Eliminate(c, d)
			}
		}
		afterStep(t, f.name+": 10 in two", findCageCombination, CageCombination, s)
		if got := candidatesOf(s, f, "r1c2"); got[0] != set(3, 9) {
			t.Errorf("%s: r1c2 keeps %v, want 3 and 9", f.name, got[0])
		}
		// Row 1 can put 3 only in the cage: of 1+9, 2+8, 3+7 and 4+6
		// only 3+7 is left (a hidden cage).
		s = killerState(t, f, []any{10, "r1c1", "r1c2"})
		for _, c := range f.cells("r1c3", "r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9") {
			s.Eliminate(c, 3)
		}
		st := afterStep(t, f.name+": hidden cage", findCageCombination, CageCombination, s)
		if got := candidatesOf(s, f, "r1c1", "r1c2"); !reflect.DeepEqual(got, []sudoku.Set{set(3, 7), set(3, 7)}) {
			t.Errorf("%s: the hidden cage leaves %v, want 3 and 7: %s", f.name, got, st.Text)
		}
	}
}

func TestCageHouse(t *testing.T) {
	for _, f := range forms {
		// 6 in three cells is 1+2+3; the cage lies in box 1 (and two of
		// its cells in row 1), so 1 leaves the rest of box 1.
		s := killerState(t, f, []any{6, "r1c1", "r1c2", "r2c1"})
		afterStep(t, f.name, findCageCombination, CageCombination, s)
		st := afterStep(t, f.name, findCageHouse, CageHouse, s)
		want := f.cells("r1c3", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3")
		slices.Sort(want)
		if got := markCells(st.Eliminations); !reflect.DeepEqual(got, want) || st.Eliminations[0].Digits != sudoku.Bit(1) {
			t.Errorf("%s: %s, want 1 out of %s", f.name, st.Text, cellNames(sudoku.Classic, want))
		}
		if len(st.Houses) != 1 || s.Shape().Kind(st.Houses[0]) != sudoku.BoxHouse {
			t.Errorf("%s: houses %v, want box 1", f.name, st.Houses)
		}
	}
}

func TestInnies(t *testing.T) {
	set := sudoku.SetOf
	for _, f := range forms {
		// Row 1's cages make 36 without r1c9: r1c9 is 9.
		s := killerState(t, f, []any{3, "r1c1", "r1c2"}, []any{7, "r1c3", "r1c4"}, []any{11, "r1c5", "r1c6"}, []any{15, "r1c7", "r1c8"})
		st := afterStep(t, f.name+": innie", findInnies, InniesOuties, s)
		if want := []Placement{{f.cells("r1c9")[0], 9}}; !reflect.DeepEqual(st.Placements, want) {
			t.Errorf("%s: %s, want r1c9 = 9", f.name, st.Text)
		}
		// Two cages cover row 1, one reaching out to r2c1: their 50 is
		// 5 more than the row, so r2c1 is 5 (an outie).
		s = killerState(t, f, []any{25, "r1c1", "r1c2", "r1c3", "r1c4", "r1c5", "r2c1"}, []any{25, "r1c6", "r1c7", "r1c8", "r1c9"})
		st = afterStep(t, f.name+": outie", findInnies, InniesOuties, s)
		if want := []Placement{{f.cells("r2c1")[0], 5}}; !reflect.DeepEqual(st.Placements, want) {
			t.Errorf("%s: %s, want r2c1 = 5", f.name, st.Text)
		}
		// r1c9 is in no cage and a cage of 25 reaches from row 1 to
		// r2c5: r1c9 is 5 more than r2c5.
		s = killerState(t, f, []any{25, "r1c1", "r1c2", "r1c3", "r1c4", "r1c5", "r2c5"}, []any{15, "r1c6", "r1c7", "r1c8"})
		st = afterStep(t, f.name+": innie less outie", findInnies, InniesOuties, s)
		if got := candidatesOf(s, f, "r1c9", "r2c5"); !reflect.DeepEqual(got, []sudoku.Set{set(6, 7, 8, 9), set(1, 2, 3, 4)}) {
			t.Errorf("%s: %s leaves %v, want 6-9 and 1-4", f.name, st.Text, got)
		}
	}
}

// TestCageBroken checks that a cage that cannot make its total breaks
// the state, and that propagation places a cage's last digit.
func TestCageBroken(t *testing.T) {
	f := forms[0]
	s := killerState(t, f, []any{3, "r1c1", "r1c2"})
	s.Place(f.cells("r1c1")[0], 5)
	if err := s.Broken(); err == nil || !strings.Contains(err.Error(), "cage 3 at r1c1 cannot add up to 3") {
		t.Errorf("5 in a cage of 3: Broken() = %v", err)
	}
	s = killerState(t, f, []any{12, "r1c1", "r1c2", "r1c3"})
	s.Place(f.cells("r1c1")[0], 2)
	s.Place(f.cells("r1c2")[0], 4)
	if _, ok := propagate(s); !ok || s.At(f.cells("r1c3")[0]) != 6 {
		t.Errorf("2 and 4 in a cage of 12: propagation leaves r1c3 %v (ok %v), want 6", s.At(f.cells("r1c3")[0]), ok)
	}
}

func TestHouseCombinations(t *testing.T) {
	set := sudoku.SetOf
	for _, f := range forms {
		// In row 1, 3 in two cells is 1+2, so 7 in two cells cannot be
		// 1+6 or 2+5: only 3+4.
		s := killerState(t, f, []any{3, "r1c1", "r1c2"}, []any{7, "r1c3", "r1c4"})
		st := afterStep(t, f.name, findHouseCombinations, HouseCombinations, s)
		if got := candidatesOf(s, f, "r1c3", "r1c4"); !reflect.DeepEqual(got, []sudoku.Set{set(3, 4), set(3, 4)}) {
			t.Errorf("%s: %s leaves %v, want 3 and 4", f.name, st.Text, got)
		}
		if len(st.Houses) != 1 || s.Shape().Kind(st.Houses[0]) == sudoku.BoxHouse {
			t.Errorf("%s: houses %v, want the line", f.name, st.Houses)
		}
	}
}

// TestLargeInnies checks the innies of five cells that do not all see
// each other, in the four forms: rows 1 and 2 add up to 90 and their
// cages to 81, so r1c1, r1c9, r2c2, r2c5 and r2c8 make 9: r1c1 and r1c9
// differ in row 1, the other three in row 2, so the least they make is
// 1+2 and 1+2+3, which is 9.
func TestLargeInnies(t *testing.T) {
	for _, f := range forms {
		s := killerState(t, f,
			[]any{42, "r1c2", "r1c3", "r1c4", "r1c5", "r1c6", "r1c7", "r1c8"},
			[]any{4, "r2c1"}, []any{11, "r2c3", "r2c4"}, []any{15, "r2c6", "r2c7"}, []any{9, "r2c9"})
		steps := 0
		for range 20 {
			st, ok := findLargeInnies(s)
			if !ok {
				break
			}
			if st.Technique != LargeInnies || st.Rating < LargeInnies.Rating() || !strings.HasSuffix(st.Text, "(large innies and outies)") {
				t.Fatalf("%s: %v %.1f: %s", f.name, st.Technique, st.Rating, st.Text)
			}
			if err := st.Apply(s); err != nil {
				t.Fatal(err)
			}
			steps++
		}
		got := candidatesOf(s, f, "r1c1", "r1c9", "r2c2", "r2c5", "r2c8")
		want := []sudoku.Set{sudoku.SetOf(1, 2), sudoku.SetOf(1, 2), sudoku.SetOf(1, 2, 3), sudoku.SetOf(1, 2, 3), sudoku.SetOf(1, 2, 3)}
		if steps == 0 || !slices.Equal(got, want) {
			t.Errorf("%s: after %d steps the innies hold %v, want %v", f.name, steps, got, want)
		}
	}
}
