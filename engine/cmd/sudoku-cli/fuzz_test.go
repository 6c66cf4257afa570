package main

import (
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// FuzzSolve runs "solve" on any input and checks the contract: one answer
// per puzzle line, each a complete grid that keeps the line's givens and
// rules, "no
// solution", "multiple solutions" or "error: line N: ..." (at most 700
// bytes, however long the line), and status 1 exactly when some line failed.
func FuzzSolve(f *testing.F) {
	f.Add(lines("# comment", pe96Grid01, "", puzzle4x4, multiSol4x4, noSol4x4, badSymbol, twice4x4))
	f.Add("\r\n\n" + hard9x9 + "\r\n#\n" + empty9x9)
	f.Add("3x3:5_3b7d6b1_9")
	f.Add("2x3k:zj,aa_aa_aa_a_a_a_aba___a_______a____c_baa,7a4a12_7_9a6c6a7b9_6a14_8b7b12_12g")
	f.Add("8j:6c7_8_5k5a8_7g6_8_7_2_3_6g8_1a4k6_3_7c1,_dbbeba_bdabcb_a_dacbaabba_aa____bb____bc__fc")
	f.Add("\ufeff# BOM\n" + strings.Repeat("12", 1000) + "\n" + strings.Repeat("1 ", 16) + "\n")
	// Grids over several lines: whole, with borders, cut short before a
	// line, a row too many, a separator alone, pencil marks.
	f.Add("3 . | . 4\n. 4 | 3 .\n----+----\n4 . | . 3\n. 3 | 4 .\n" + puzzle4x4 + "\n")
	f.Add("+-----+-----+\n| 1 . | . . |\r\n| . . | 2 . |\r\n+-----+-----+\n| . 1 | . . |\n| . . | . 4 |\n+-----+-----+\n")
	f.Add("003020600\n900305001\n001806400\n\n008102900\n" + puzzle4x4 + "\n003020600\n900305001\n-----\n")
	f.Add("1234 . . 4\n. 1234 . .\n12 12 34 34\n. . . .\n. . . .\n")
	f.Fuzz(func(t *testing.T, in string) {
		code, out, errOut := cli([]string{"solve", "-budget", "1000"}, in)
		if errOut != "" {
			t.Fatalf("got stderr %q, want none", errOut)
		}
		var puzzles []string // the puzzle lines, by the reader's rules
		if err := eachPuzzle(strings.NewReader(in), func(at where, text string) bool {
			puzzles = append(puzzles, text)
			return true
		}); err != nil {
			t.Fatal(err)
		}
		answers := strings.Split(out, "\n")
		if answers[len(answers)-1] != "" || len(answers)-1 != len(puzzles) {
			t.Fatalf("got %d answer lines %q for %d puzzles %q", len(answers)-1, out, len(puzzles), puzzles)
		}
		failed := false
		for i, a := range answers[:len(puzzles)] {
			switch {
			case strings.HasPrefix(a, "error: line "):
				if len(a) > 700 {
					t.Fatalf("puzzle %.100q: got a %d-byte error line %.200q, want at most 700 bytes", puzzles[i], len(a), a)
				}
				failed = true
			case a == "no solution" || a == "multiple solutions":
			default:
				p, err := parseLine(puzzles[i]) // the CLI's own reading
				if err != nil {
					t.Fatalf("puzzle %q: got answer %q, but it does not parse: %v", puzzles[i], a, err)
				}
				// The answer keeps the givens and every rule (a jigsaw's
				// answer breaks the boxes: it is read cell by cell).
				sol := sudoku.NewGrid(p.Grid.Shape())
				for c := 0; c < len(a) && c < p.Grid.Shape().Cells(); c++ {
					for d := sudoku.Digit(1); int(d) <= p.Grid.N(); d++ {
						if d.Symbol() == a[c] {
							sol.Set(sudoku.Cell(c), d)
						}
					}
				}
				if len(a) != p.Grid.Shape().Cells() || p.CheckSolution(sol) != nil {
					t.Fatalf("puzzle %q: got answer %q, want a solution: %v", puzzles[i], a, p.CheckSolution(sol))
				}
			}
		}
		if want := map[bool]int{false: 0, true: 1}[failed]; code != want {
			t.Fatalf("got status %d, want %d for output %q", code, want, out)
		}
	})
}
