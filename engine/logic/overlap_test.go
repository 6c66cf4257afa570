package logic

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// checkTrue fails unless step st keeps every digit some solution of p
// gives a cell (truth, solve.TrueCandidates of p) and places only the
// digit every solution gives: a step true of every solution.
func checkTrue(t *testing.T, name string, p sudoku.Puzzle, truth []sudoku.Set, st Step) {
	t.Helper()
	sh := p.Grid.Shape()
	for _, e := range st.Eliminations {
		if x := e.Digits & truth[e.Cell]; x != 0 {
			t.Errorf("%s: %s removes %v from %s, which a solution has there: %s", name, st.Technique, x, sh.CellName(e.Cell), st.Text)
		}
	}
	for _, pl := range st.Placements {
		if truth[pl.Cell] != sudoku.Bit(pl.Digit) {
			t.Errorf("%s: %s places %s in %s, where the solutions have %v: %s", name, st.Technique, pl.Digit, sh.CellName(pl.Cell), truth[pl.Cell], st.Text)
		}
	}
}

// TestOverlappingCageTechniques runs each killer technique on cages that
// overlap, in the four forms, and checks its step against every solution
// (the puzzle has many), then the logic solver's path as far as it goes
// without trial. In row 1, 4 in r1c1+r1c2 is 1+3, and r1c2+r1c3 make 7,
// sharing r1c2: its digit is one of 1 and 3, so r1c3 is 6 or 4, not the
// 2 or 5 that a cage of r1c2 and r1c3 apart from the first would take
// beside 1+3. Cage combinations in a house read the first cage and the
// 11 of r1c4+r1c5, which share no cell, and leave out the 7. A hint for
// a cage's step names a cage that holds every cell of its cause.
func TestOverlappingCageTechniques(t *testing.T) {
	for _, f := range forms {
		cages := [][]any{{4, "r1c1", "r1c2"}, {7, "r1c2", "r1c3"}, {11, "r1c4", "r1c5"}, {10, "r1c3", "r2c3", "r2c4"}}
		p := sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Classic)}
		for _, cg := range cages {
			names := make([]string, len(cg)-1)
			for i, n := range cg[1:] {
				names[i] = n.(string)
			}
			p.Rules.Constraints = append(p.Rules.Constraints, sudoku.Cage{Sum: cg[0].(int), Cells: f.cells(names...)})
		}
		truth, err := solve.Options{}.TrueCandidates(p)
		if err != nil {
			t.Fatal(err)
		}
		found := map[Technique]bool{}
		for _, tech := range []struct {
			t    Technique
			find finder
		}{
			{CageCombination, findCageCombination}, {CageHouse, findCageHouse}, {HouseCombinations, findHouseCombinations},
			{InniesOuties, findInnies}, {LargeInnies, findLargeInnies},
		} {
			// Each technique from the start, as far as it goes.
			s := killerState(t, f, cages...)
			for range 20 {
				st, ok := tech.find(s)
				if !ok {
					break
				}
				found[tech.t] = true
				checkTrue(t, f.name, p, truth, st)
				if len(st.Houses) == 0 {
					hint := english(nudge(s.shape, s.geo, st))
					if !slices.ContainsFunc(s.geo.cages, func(cg cage) bool {
						return strings.HasSuffix(hint, "the "+cg.name(s.shape)) &&
							!slices.ContainsFunc(st.Cause, func(m Mark) bool { return !slices.Contains(cg.cells, m.Cell) })
					}) {
						t.Errorf("%s: hint %q for %q: want a cage that holds %v", f.name, hint, st.Text, st.Cause)
					}
				}
				if err := st.Apply(s); err != nil {
					t.Fatalf("%s: %v", f.name, err)
				}
			}
		}
		for _, tech := range []Technique{CageCombination, CageHouse, HouseCombinations} {
			if !found[tech] {
				t.Errorf("%s: no %s step: the test reaches too little", f.name, tech.Name())
			}
		}
		// The whole path, every technique in turn.
		s := killerState(t, f, cages...)
		for range 200 {
			h, ok := Next(s)
			if !ok || h.Step.Technique == TrialAndError {
				break
			}
			checkTrue(t, f.name, p, truth, h.Step)
			if err := h.Step.Apply(s); err != nil {
				t.Fatalf("%s: %v", f.name, err)
			}
		}
		// r1c3 is 4 in every solution: with 6, r2c3 and r2c4 would be
		// 1+3, beside the 1 and 3 of r1c1 and r1c2 in box 1.
		if c := f.cells("r1c3")[0]; truth[c] != sudoku.SetOf(4) || s.At(c) != 4 {
			t.Errorf("%s: r1c3 holds %v (candidates %v), want 4, the digit of its solutions (%v)", f.name, s.At(c), s.Candidates(c), truth[c])
		}
	}
}

// overlappingKiller returns a killer of overlapping cages with one
// solution, made as overlapping.tsv's were (see its comment): cages of 2
// to 4 cells grown at random over a random full grid, every third
// starting on a cell caged already, totals from the grid, added until
// the exact solver finds one solution. It returns the puzzle and that
// grid.
func overlappingKiller(t *testing.T, rng *rand.Rand) (sudoku.Puzzle, sudoku.Grid) {
	t.Helper()
	sh := sudoku.Classic
	sol, err := solve.RandomGrid(sh, rng, solve.Options{})
	if err != nil {
		t.Fatal(err)
	}
	p := sudoku.Puzzle{Grid: sudoku.NewGrid(sh)}
	caged := make([]int, sh.Cells())
	for k := 0; ; k++ {
		over := k%3 == 2
		start := sudoku.Cell(rng.IntN(sh.Cells()))
		if (caged[start] > 0) != over {
			continue
		}
		cells := []sudoku.Cell{start}
		for size := 2 + rng.IntN(3); len(cells) < size; {
			nb := sh.EdgeCells(cells[rng.IntN(len(cells))])
			c := nb[rng.IntN(len(nb))]
			if slices.ContainsFunc(cells, func(x sudoku.Cell) bool { return sol.At(x) == sol.At(c) }) || caged[c] > 1 || !over && caged[c] > 0 {
				break
			}
			cells = append(cells, c)
		}
		if len(cells) < 2 {
			continue
		}
		cage := sudoku.Cage{Cells: cells}
		for _, c := range cells {
			cage.Sum += int(sol.At(c))
			caged[c]++
		}
		p.Rules.Constraints = append(p.Rules.Constraints, cage)
		if n, err := solve.CountPuzzle(p, 2); err != nil {
			t.Fatal(err)
		} else if n == 1 {
			return p, sol
		}
	}
}

// TestOverlappingKillerSteps solves killers whose cages overlap step by
// step, every step checked against the solution (checkStep): the two of
// engine/solve's overlapping.tsv, made once, and killers made the same
// way here. A killer gets killerBudget of steps' time; what it solves in
// that time is checked.
func TestOverlappingKillerSteps(t *testing.T) {
	vs := readVariants(t, "overlapping.tsv")
	rng := rand.New(rand.NewPCG(11, 7))
	made := 8
	if testing.Short() {
		made = 2
	}
	for range made {
		p, sol := overlappingKiller(t, rng)
		vs = append(vs, variant{name: "made here", puzzle: p, solution: sol})
	}
	for _, v := range vs {
		if _, _, _, ok := v.puzzle.Rules.CageOverlap(); !ok {
			t.Fatalf("%s: no cages overlap", v.name)
		}
		s, err := FromPuzzle(v.puzzle)
		if err != nil {
			t.Fatalf("%s: FromPuzzle: %v", v.name, err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), killerBudget)
		var steps []Step
		for !s.Solved() {
			h, ok, err := NextWithinContext(ctx, s, Extreme)
			if err != nil {
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
		t.Logf("%-36s %2d cages, %3d steps, solved %v, %v", v.name, len(v.puzzle.Rules.Constraints), len(steps), s.Solved(), GradePath(steps))
		if s.Solved() && s.Grid() != v.solution {
			t.Fatalf("%s: solved to %s, want %s", v.name, s.Grid(), v.solution)
		}
	}
}
