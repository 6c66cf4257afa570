package main

import (
	"regexp"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// sukakuSolution is magictour #1's solution; sukakuMarks, every cell
// with its digit there and the next (d%9+1: the digits of a second
// solution), but r1c1 with 4 or 9, which leaves sukakuSolution the only
// one; no cell has one mark, so nothing is placed.
const sukakuSolution = "417369825632158947958724316825437169791586432346912758289643571573291684164875293"

func sukakuMarks() []sudoku.Set {
	marks := make([]sudoku.Set, 81)
	for c, r := range sukakuSolution {
		d := sudoku.Digit(r - '0')
		marks[c] = sudoku.SetOf(d, d%9+1)
	}
	marks[0] = sudoku.SetOf(4, 9)
	return marks
}

// candidateLine writes marks as a candidate line of shape s, nothing placed.
func candidateLine(s sudoku.Shape, marks []sudoku.Set) string {
	return codec.FormatCandidates(sudoku.NewGrid(s), marks)
}

// TestPencilMarks: a candidate line's marks are its puzzle for every
// command, where its placed digits alone would say otherwise; input that
// contradicts itself is an error line or "no solution".
func TestPencilMarks(t *testing.T) {
	sukaku := candidateLine(sudoku.Classic, sukakuMarks())
	// Project Euler 96's first grid, every given's digit also among its
	// empty peers' marks: the same solution, but no cell given.
	pe, err := codec.ParseGrid(pe96Grid01)
	if err != nil {
		t.Fatal(err)
	}
	peMarks := pe.Candidates()
	for c := range sudoku.Cell(81) {
		if d := pe.At(c); d != 0 {
			for _, p := range sudoku.Classic.Peers(c) {
				if pe.At(p) == 0 {
					peMarks[p] |= sudoku.Bit(d)
				}
			}
		}
	}
	peShared := codec.FormatCandidates(pe, peMarks)
	// A 6x6 solution and the next digits, r1c1 held to its own: one
	// solution, which the empty 6x6 grid does not have.
	s6 := sudoku.Shape{BoxRows: 2, BoxCols: 3}
	sol6, err := codec.ParseGrid("123456456123231564564231312645645312")
	if err != nil {
		t.Fatal(err)
	}
	marks6 := make([]sudoku.Set, 36)
	for c := range marks6 {
		d := sol6.At(sudoku.Cell(c))
		marks6[c] = sudoku.SetOf(d, d%6+1)
	}
	marks6[0] = sudoku.SetOf(1, 3)
	six := candidateLine(s6, marks6)
	if n, err := solve.CountPuzzle(sudoku.Puzzle{Grid: sudoku.NewGrid(s6), Candidates: marks6}, 2); n != 1 || err != nil {
		t.Fatalf("the 6x6 marks: %d solutions, %v; want 1 (the test's premise)", n, err)
	}
	// Contradictions: r1c1 and r1c2 with one mark each, 5; r1c1 without a mark (codec
	// refuses it); row 1 without a 9 among its marks.
	twice := "....5...." + "....5...." + strings.Repeat("123456789", 79)
	noMark := "........." + strings.Repeat("123456789", 80)
	no9 := strings.Repeat("12345678.", 9) + strings.Repeat("123456789", 72)

	tests := []struct {
		name string
		args []string
		in   string
		code int
		want string // output lines; an error line by its prefix
	}{
		{"count", []string{"count"}, lines(sukaku, strings.Repeat(".", 81), six, strings.Repeat(".", 36)), 0, lines("1", "2", "1", "2")},
		{"count -sat", []string{"count", "-sat"}, lines(sukaku, six), 0, lines("1", "1")},
		{"solve", []string{"solve"}, lines(sukaku, peShared, six), 0, lines(sukakuSolution, solution(t, pe96Grid01), sol6.String())},
		{"solve -sat", []string{"solve", "-sat"}, lines(sukaku, six), 0, lines(sukakuSolution, sol6.String())},
		// Sudoku Explainer's ratings: SukakuExplainer's serate gives
		// these lines 1.2/1.2/1.2 and 2.3/2.3/2.3 (its first steps
		// naked singles, the givens no longer given).
		{"grade", []string{"grade"}, lines(sukaku, peShared), 0,
			lines(sukaku+" 1.2/1.2/1.2 Easy (Hidden Single)", peShared+" 2.3/2.3/2.3 Easy (Naked Single)")},
		{"grade -format serate", []string{"grade", "-format", "serate"}, lines(sukaku), 0, lines(sukaku + " ED=1.2/1.2/1.2")},
		{"solve contradictions", []string{"solve"}, lines(twice, noMark, no9), 1,
			lines("error: line 1: 5 appears twice in row 1, at r1c1 and r1c2", "error: line 2: column 1: r1c1 has no candidates", "no solution")},
		{"count contradictions", []string{"count", "-sat"}, lines(twice, no9), 1,
			lines("error: line 1: 5 appears twice in row 1, at r1c1 and r1c2", "0")},
		{"grade contradictions", []string{"grade"}, lines(twice, no9), 1,
			lines("error: line 1: 5 appears twice in row 1, at r1c1 and r1c2", "error: line 2: no solution")},
	}
	for _, tt := range tests {
		code, out, errOut := cli(tt.args, tt.in)
		if code != tt.code || errOut != "" {
			t.Errorf("%s: got status %d, stderr %q; want %d, none", tt.name, code, errOut, tt.code)
		}
		got, want := strings.Split(out, "\n"), strings.Split(tt.want, "\n")
		if len(got) != len(want) {
			t.Errorf("%s: got output\n%s\nwant\n%s", tt.name, out, tt.want)
			continue
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("%s: output line %d: got %.120q, want %.120q", tt.name, i+1, got[i], want[i])
			}
		}
	}

	// grade on 6x6 takes the logic solver's grade, from the marks.
	if code, out, _ := cli([]string{"grade"}, lines(six)); code != 0 || !strings.HasPrefix(out, six+" ") {
		t.Errorf("grade 6x6 candidate line: status %d, output %q", code, out)
	}

	// explain starts from the marks: the sukaku's steps reach its one
	// solution; Project Euler's, with no given, place all 81 digits.
	step := regexp.MustCompile(`(?m)^\d+\. `)
	for _, tc := range []struct {
		line, sol string
		steps     int // at least
	}{
		{sukaku, sukakuSolution, 1},
		{peShared, solution(t, pe96Grid01), 81},
		{six, sol6.String(), 1},
	} {
		code, out, errOut := cli([]string{"explain"}, lines(tc.line))
		sol, err := codec.ParseGrid(tc.sol)
		if err != nil {
			t.Fatal(err)
		}
		if n := len(step.FindAllString(out, -1)); code != 0 || errOut != "" || n < tc.steps || !strings.HasSuffix(out, "\n"+codec.FormatPretty(sol)) {
			t.Errorf("explain %.40s...: status %d, %d steps, stderr %q, output ending %q; want 0, at least %d steps, the solution",
				tc.line, code, n, errOut, out[max(0, len(out)-200):], tc.steps)
		}
	}
	if code, out, _ := cli([]string{"explain"}, lines(no9)); code != 1 || !strings.Contains(out, "error: line 1: no solution") {
		t.Errorf("explain without a solution: status %d, output %q", code, out)
	}

	// dimacs: a unit clause per mark left out, 7 in each of 81 cells,
	// after Encode's 10,530 clauses for a 9x9 grid without givens.
	code, out, _ := cli([]string{"dimacs"}, lines(sukaku))
	if code != 0 || !strings.Contains(out, "c pencil marks: 567 candidates of empty cells left out, the last 567 clauses\n") ||
		!strings.Contains(out, "\np cnf 729 11097\n") || !strings.HasSuffix(out, "\n-729 0\n") {
		t.Errorf("dimacs: status %d, output %.400q...", code, out)
	}
}
