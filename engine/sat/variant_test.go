package sat_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/internal/puzzleset"
	"github.com/sudoku-app/sudoku/engine/sat"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// quickSAT are the published puzzles the SAT route answers in well
// under 100 ms: the ones short mode runs.
var quickSAT = map[string]bool{
	"Thermosudoku": true, "Killer sudoku (Wikipedia)": true, "Arrow sudoku": true,
	"Little killer": true, "XV-kropki": true, "German whispers": true, "Between lines": true,
	"Palindromes": true, "Jigsaw": true, "Odd even": true, "Kropki sudoku": true,
	"Strict XV": true, "Windoku": true, "Anti-knight anti-king": true, "Sudoku X": true,
	"Human solvable zero killer 2": true,
}

// slowSAT take seconds through CNF: left out.
var slowSAT = map[string]bool{"Hailstone - little killer": true, "Killing with flowers": true, "3-digit pill arrow": true, "Disjoint little killer": true}

// TestPublishedVariantsSAT checks the SAT route against the published
// solutions (engine/solve's testdata): the same unique solution, reached
// by another road. Sandwich clues are refused with an *UnsupportedError.
func TestPublishedVariantsSAT(t *testing.T) {
	for _, file := range puzzleset.PublishedFiles {
		kill := 0
		for _, p := range puzzleset.ReadPublished(t, "../solve/testdata/"+file) {
			if slowSAT[p.Name] {
				continue
			}
			if file == "killers.tsv" {
				if kill++; kill > 3 {
					continue // each takes about a second through CNF
				}
			}
			if testing.Short() && !quickSAT[p.Name] {
				continue
			}
			start := time.Now()
			sol, unique, err := sat.SolvePuzzle(p.Puzzle)
			t.Logf("%s: %v", p.Name, time.Since(start))
			if slices.Contains(p.Families, "sandwich") {
				var ue *sat.UnsupportedError
				if !errors.As(err, &ue) {
					t.Errorf("%s: got %v, want an *UnsupportedError", p.Name, err)
				}
				continue
			}
			if err != nil || !unique || sol.String() != p.Solution {
				t.Errorf("%s: SolvePuzzle = %s, unique %v, %v; want %s", p.Name, sol, unique, err, p.Solution)
			}
		}
	}
}

// TestEncodePuzzleCounts compares the SAT count with the exact solver's
// on small puzzles with several solutions.
func TestEncodePuzzleCounts(t *testing.T) {
	s := sudoku.Shape{BoxRows: 2, BoxCols: 2}
	for _, rules := range []sudoku.Rules{
		{Constraints: []sudoku.Constraint{sudoku.Cage{Cells: []sudoku.Cell{0, 1}, Sum: 5}}},
		{Constraints: []sudoku.Constraint{sudoku.Arrow{Circle: []sudoku.Cell{0}, Shaft: []sudoku.Cell{5, 10}}}},
		{Constraints: []sudoku.Constraint{sudoku.Arrow{Circle: []sudoku.Cell{1, 0}, Shaft: []sudoku.Cell{4, 9, 14, 15, 11, 7}}}},
		{Constraints: []sudoku.Constraint{sudoku.LittleKiller{Sum: 7, Cells: []sudoku.Cell{1, 6, 11}}, sudoku.Thermo{Cells: []sudoku.Cell{12, 13}}}},
		{Regions: []int{0, 0, 0, 1, 2, 0, 1, 1, 2, 3, 3, 1, 2, 2, 3, 3}, Constraints: []sudoku.Constraint{sudoku.AntiKing{}}},
		{Extra: sudoku.Diagonals(s), Constraints: []sudoku.Constraint{sudoku.Renban{Cells: []sudoku.Cell{0, 1, 2}}, sudoku.Parity{Cell: 3, Even: true}}},
		{Constraints: []sudoku.Constraint{sudoku.Between{Cells: []sudoku.Cell{0, 5, 10}}, sudoku.Whisper{Cells: []sudoku.Cell{12, 13}, Diff: 2},
			sudoku.Kropki{A: 3, B: 7, Black: true}, sudoku.KropkiNegative{Black: true}, sudoku.XV{A: 14, B: 15, Sum: 5}, sudoku.XVNegative{V: true}}},
	} {
		p := sudoku.Puzzle{Grid: sudoku.NewGrid(s), Rules: rules}
		want, err := solve.CountPuzzle(p, 300)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := sat.CountPuzzle(p, 300); err != nil || got != want {
			t.Errorf("%s: SAT counts %d, %v; the exact solver %d", rules.Describe(), got, err, want)
		}
	}
}

func TestEncodePuzzleDIMACS(t *testing.T) {
	p, err := codec.Parse("G<<L<K<L<^G>^>^E^^>^IJ<G^<G^>^^I^<>^HC<C^<B^N^^G^<>^>^^E^<DF<^PG^<>^^J<^^<H<<>^>^")
	if err != nil {
		t.Fatal(err)
	}
	f, err := sat.EncodePuzzle(p)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := f.WriteDIMACS(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "c sudoku 9x9, boxes 3x3, 0 givens, rules: killer cages\n") || f.Vars <= 729 {
		t.Errorf("got %d variables and header %.200q", f.Vars, b.String())
	}
}

// TestPortfolio checks that the portfolio counts what the exact solver
// counts whichever route answers: with an effort of one node the CNF
// route answers, and a sandwich clue (which CNF does not encode) sends
// the count back to the exact solver; a budget no larger than the
// effort, and a cancelled context, bound the call as solve's.
func TestPortfolio(t *testing.T) {
	s := sudoku.Shape{BoxRows: 2, BoxCols: 2}
	puzzles := []sudoku.Puzzle{
		{Grid: sudoku.NewGrid(s), Rules: sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Cage{Cells: []sudoku.Cell{0, 1}, Sum: 5}}}},
		{Grid: sudoku.NewGrid(s), Rules: sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Thermo{Cells: []sudoku.Cell{0, 5, 10}}, sudoku.AntiKing{}}}},
		{Grid: sudoku.NewGrid(s), Rules: sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Sandwich{Line: 0, Sum: 5}}}},
		{Grid: sudoku.NewGrid(sudoku.Classic), Rules: sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Sandwich{Line: 0, Sum: 35}}}},
	}
	for _, p := range puzzles {
		want, err := solve.CountPuzzle(p, 50)
		if err != nil {
			t.Fatal(err)
		}
		for _, effort := range []int64{1, 0} {
			if got, err := (sat.Portfolio{Effort: effort}).CountPuzzle(p, 50); got != want || err != nil {
				t.Errorf("%s, effort %d: portfolio counts %d, %v; the exact solver %d", p.Rules.Describe(), effort, got, err, want)
			}
		}
	}
	open := sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Classic), Rules: sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.AntiKnight{}}}}
	if _, err := (sat.Portfolio{Options: solve.Options{Budget: 10}, Effort: 10}).CountPuzzle(open, 1_000_000); err != solve.ErrBudget {
		t.Errorf("budget 10, effort 10: got %v, want solve.ErrBudget", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := (sat.Portfolio{Options: solve.Options{Context: ctx}, Effort: 1}).CountPuzzle(open, 1_000_000); err != context.Canceled {
		t.Errorf("cancelled: got %v, want context.Canceled", err)
	}
	none := sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Classic), Rules: sudoku.Rules{Constraints: []sudoku.Constraint{
		sudoku.Cage{Cells: []sudoku.Cell{0, 1}, Sum: 3}, sudoku.Cage{Cells: []sudoku.Cell{2, 3}, Sum: 3}}}}
	for _, effort := range []int64{1, 0} {
		if _, _, err := (sat.Portfolio{Effort: effort}).SolvePuzzle(none); err != solve.ErrNoSolution {
			t.Errorf("two cages of 3 in a row, effort %d: got %v, want solve.ErrNoSolution", effort, err)
		}
	}
}

// TestPublishedPortfolio solves every published puzzle through the
// portfolio (short mode: the ones quick by either route) and checks the
// published solution and its uniqueness.
func TestPublishedPortfolio(t *testing.T) {
	for _, p := range loadPublishedPuzzles(t) {
		t.Run(p.Name, func(t *testing.T) {
			if testing.Short() && !quickSAT[p.Name] {
				t.Skip("through CNF it can take seconds: run without -short")
			}
			start := time.Now()
			sol, unique, err := (sat.Portfolio{}).SolvePuzzle(p.Puzzle)
			if err != nil || !unique || sol.String() != p.Solution {
				t.Errorf("SolvePuzzle = %s, unique %v, %v; want %s", sol, unique, err, p.Solution)
			}
			t.Logf("%v", time.Since(start))
		})
	}
}
