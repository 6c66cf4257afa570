package solve_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// randomRules are rule sets whose empty 9x9 grid has many solutions.
var randomRules = []struct {
	name  string
	rules sudoku.Rules
}{
	{"x", sudoku.Rules{Extra: sudoku.Diagonals(sudoku.Classic)}},
	{"windoku", sudoku.Rules{Extra: sudoku.Windows(sudoku.Classic)}},
	{"anti-knight", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.AntiKnight{}}}},
	{"non-consecutive", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.NonConsecutive{}}}},
	{"anti-king", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.AntiKing{}}}},
}

func TestRandomPuzzleSolution(t *testing.T) {
	for _, tc := range randomRules {
		t.Run(tc.name, func(t *testing.T) {
			seen := map[string]bool{}
			for seed := uint64(0); seed < 8; seed++ {
				p := sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Classic), Rules: tc.rules}
				// a given the solution must keep
				p.Grid.Set(40, sudoku.Digit(1+seed%9))
				got, err := solve.Options{}.RandomPuzzleSolution(p, rand.New(rand.NewPCG(seed, 7)))
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				if err := p.CheckSolution(got); err != nil {
					t.Fatalf("seed %d: %v\n%s", seed, err, got)
				}
				again, _ := solve.Options{}.RandomPuzzleSolution(p, rand.New(rand.NewPCG(seed, 7)))
				if again != got {
					t.Errorf("seed %d: two grids from one seed:\n%s\n%s", seed, got, again)
				}
				seen[got.String()] = true
			}
			if len(seen) < 6 {
				t.Errorf("8 seeds drew %d distinct grids, want at least 6", len(seen))
			}
		})
	}
}

func TestRandomPuzzleSolutionErrors(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	// Sudoku X with 1 to 8 in r1c2-r1c9 and 9 at r5c5: r1c1 must be 9,
	// which its diagonal already holds. No house repeats a digit.
	g := sudoku.NewGrid(sudoku.Classic)
	for c := 1; c < 9; c++ {
		g.Set(sudoku.Classic.CellAt(0, c), sudoku.Digit(c))
	}
	g.Set(sudoku.Classic.CellAt(4, 4), 9)
	noSol := sudoku.Puzzle{Grid: g, Rules: randomRules[0].rules}
	if _, err := (solve.Options{}).RandomPuzzleSolution(noSol, rng); !errors.Is(err, solve.ErrNoSolution) {
		t.Errorf("no solution: got %v, want ErrNoSolution", err)
	}
	bad := sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Classic), Rules: sudoku.Rules{Regions: make([]int, 81)}}
	var re *sudoku.RuleError
	if _, err := (solve.Options{}).RandomPuzzleSolution(bad, rng); !errors.As(err, &re) {
		t.Errorf("bad regions: got %v, want a *sudoku.RuleError", err)
	}
	if _, err := (solve.Options{Budget: 1}).RandomPuzzleSolution(sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Classic), Rules: randomRules[3].rules}, rng); !errors.Is(err, solve.ErrBudget) {
		t.Errorf("budget 1: got %v, want ErrBudget", err)
	}
	// Classic rules take RandomCompletion's path.
	got, err := solve.Options{}.RandomPuzzleSolution(sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Classic)}, rng)
	if err != nil || !got.Complete() || got.Validate() != nil {
		t.Errorf("classic: got %v, %v; want a full valid grid", got, err)
	}
}

func BenchmarkRandomPuzzle(b *testing.B) {
	for _, tc := range randomRules {
		b.Run(tc.name, func(b *testing.B) {
			rng := rand.New(rand.NewPCG(1, 2))
			p := sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Classic), Rules: tc.rules}
			for b.Loop() {
				if _, err := (solve.Options{}).RandomPuzzleSolution(p, rng); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
