package jobs_test

import (
	"bufio"
	"context"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// publishedVariants reads the engine's published variant puzzles: family,
// puzzle and published solution.
func publishedVariants(t *testing.T) (families []string, puzzles []sudoku.Puzzle, solutions []string) {
	t.Helper()
	f, err := os.Open("../../../engine/solve/testdata/variants.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		fields := strings.Split(sc.Text(), "\t")
		if len(fields) < 5 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		p, err := codec.Parse(fields[len(fields)-1])
		if err != nil {
			t.Fatalf("%s: %v", fields[1], err)
		}
		families, puzzles, solutions = append(families, fields[0]), append(puzzles, p), append(solutions, fields[3])
	}
	return families, puzzles, solutions
}

// A variant's solve job solves under its rules (the givens in line
// format, the rules in the engine's code), and refuses rules it cannot
// read.
func TestVariantJobs(t *testing.T) {
	families, puzzles, solutions := publishedVariants(t)
	for i, p := range puzzles[:12] {
		req := protocol.Solve{Puzzle: p.Grid.String(), Rules: sudoku.EncodeRules(p.Grid.Shape(), &p.Rules)}
		resp, err := answer(t, context.Background(), 1, req, nil)
		if err != nil || !resp.Unique || resp.Solution != solutions[i] {
			t.Errorf("%s: Handle = %+v, %v, want the published solution %s", families[i], resp, err, solutions[i])
		}
	}
	var p sudoku.Puzzle
	if len(puzzles) > 0 {
		p = puzzles[0]
	}
	bad := protocol.Solve{Puzzle: p.Grid.String(), Rules: "not a rules code"}
	if _, err := answer(t, context.Background(), 3, bad, nil); err == nil {
		t.Error("a solve job with unreadable rules did not fail")
	}
}

// The logic jobs reason with the houses of jigsaw, X and windoku, with
// anti-knight and anti-king, and with clues (arrows, little killers,
// sandwiches, between lines, odd and even cells): a hint from the givens,
// a grade, and an explanation whose steps end at the published solution.
func TestVariantLogicJobs(t *testing.T) {
	families, puzzles, solutions := publishedVariants(t)
	tried := 0
	for i, p := range puzzles {
		if !slices.Contains([]string{"jigsaw", "x", "windoku", "windoku,x", "antiknight", "antiking,antiknight", "arrow", "littlekiller", "sandwich", "between", "oddeven"}, families[i]) || p.Grid.Shape() != sudoku.Classic {
			continue
		}
		tried++
		code := sudoku.EncodeRules(p.Grid.Shape(), &p.Rules)
		hint, err := answer(t, context.Background(), 1, protocol.Hint{Puzzle: p.Grid.String(), Givens: p.Grid.String(), Rules: code}, nil)
		if err != nil || hint.Step == nil || len(hint.Step.Placements)+len(hint.Step.Eliminations) == 0 {
			t.Errorf("%s %d: hint %+v, %v", families[i], i, hint, err)
			continue
		}
		for _, pl := range hint.Step.Placements {
			if want := solutions[i][pl[0]]; byte('0'+pl[1]) != want {
				t.Errorf("%s %d: the hint places %d in cell %d, the solution has %c", families[i], i, pl[1], pl[0], want)
			}
		}
		grade, err := answer(t, context.Background(), 2, protocol.Grade{Puzzle: p.Grid.String(), Rules: code}, nil)
		if err != nil && !strings.Contains(err.Error(), "cannot finish") || err == nil && grade.Grade.IsZero() {
			t.Errorf("%s %d: grade %+v, %v", families[i], i, grade, err)
		}
		explain, err := answer(t, context.Background(), 3, protocol.Explain{Puzzle: p.Grid.String(), Rules: code}, nil)
		if err != nil {
			t.Logf("%s %d: explain: %s", families[i], i, err)
			continue
		}
		g := p.Grid
		for _, st := range explain.Steps {
			for _, pl := range st.Placements {
				g.Set(sudoku.Cell(pl[0]), sudoku.Digit(pl[1]))
			}
		}
		if g.String() != solutions[i] {
			t.Errorf("%s %d: the explanation ends at %s, want %s", families[i], i, g.String(), solutions[i])
		}
	}
	if tried < 3 {
		t.Fatalf("%d puzzles tried, want 3 or more", tried)
	}
}
