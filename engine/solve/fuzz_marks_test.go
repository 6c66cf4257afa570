package solve

import (
	"testing"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// FuzzCountMarks checks counting under pencil marks two ways, the first
// byte choosing. On 4x4 grids with fuzzed rules (fuzzRules) and marks,
// against brute force: the Latin squares that keep the grid and the rules
// and put in every cell one of its marks. On 9x9 classic grids with
// fuzzed givens and marks, the band solver's count (CountPuzzle) against
// the variant solver's from the same marks (countVariantMarks), and
// SolvePuzzle's solution against the marks.
func FuzzCountMarks(f *testing.F) {
	f.Add([]byte{0, 3, 15, 15, 6, 15, 15, 9, 15, 15, 15, 15, 15, 15, 15, 15, 15, 7, 0, 1, 2, 3})
	f.Add([]byte{0, 1, 2, 4, 8, 2, 4, 8, 1, 4, 8, 1, 2, 8, 1, 2, 4, 17})
	f.Add(append([]byte{1}, []byte("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"+
		"\x03\x00\x00\x10\x00\x00\x81\x00\x00\x00\x07")...))
	f.Add(append([]byte{1}, make([]byte, 200)...))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		if data[0]%2 == 0 {
			fuzzMarks4(t, data[1:])
		} else {
			fuzzMarks9(t, data[1:])
		}
	})
}

// fuzzMarks4 is FuzzCountMarks on 4x4: 16 bytes of marks (the low four
// bits of each; none left means every digit), then fuzzRules' data.
func fuzzMarks4(t *testing.T, data []byte) {
	marks := make([]sudoku.Set, 16)
	for c := range marks {
		marks[c] = sudoku.FullSet(4)
		if c < len(data) && data[c]&15 != 0 {
			marks[c] = sudoku.Set(data[c] & 15)
		}
	}
	g, rules := fuzzRules(data[min(16, len(data)):])
	if rules.Validate(g.Shape()) != nil || rules.Check(&g) != nil {
		return
	}
	for c := range marks {
		if d := g.At(sudoku.Cell(c)); d != 0 {
			marks[c] |= sudoku.Bit(d)
		}
	}
	p := sudoku.Puzzle{Grid: g, Rules: rules, Candidates: marks}
	bare := sudoku.Puzzle{Grid: g, Rules: rules}
	want := 0
	for _, sol := range latinSquares() {
		ok := bare.CheckSolution(sol) == nil
		for c := range marks {
			ok = ok && marks[c].Has(sol.At(sudoku.Cell(c)))
		}
		if ok {
			want++
		}
	}
	got, err := CountPuzzle(p, 1000)
	if err != nil || got != min(want, 1000) {
		t.Fatalf("CountPuzzle(%s, %+v, marks %v) = %d, %v; brute force finds %d", g, rules, marks, got, err, want)
	}
	sol, unique, err := SolvePuzzle(p)
	switch {
	case want == 0 && err != ErrNoSolution:
		t.Fatalf("SolvePuzzle of marks without a solution: %v", err)
	case want > 0 && (err != nil || unique != (want == 1) || p.CheckSolution(sol) != nil):
		t.Fatalf("SolvePuzzle(%s, %+v, marks %v) = %s, %v, %v; %d solutions", g, rules, marks, sol, unique, err, want)
	}
}

// fuzzMarks9 is FuzzCountMarks on 9x9: 81 bytes of givens (a digit, or
// the byte mod 10), then a byte of marks left out per cell (shifted by
// the cell's parity, so 9 may go too); a given keeps its digit.
func fuzzMarks9(t *testing.T, data []byte) {
	g := sudoku.NewGrid(sudoku.Classic)
	for i := 0; i < 81 && i < len(data); i++ {
		if data[i] >= '0' && data[i] <= '9' {
			g.Set(sudoku.Cell(i), sudoku.Digit(data[i]-'0'))
		} else {
			g.Set(sudoku.Cell(i), sudoku.Digit(data[i]%10))
		}
	}
	if g.Validate() != nil {
		return
	}
	marks := make([]sudoku.Set, 81)
	for c := range marks {
		marks[c] = sudoku.FullSet(9)
		if k := 81 + c; k < len(data) {
			marks[c] &^= sudoku.Set(data[k]) << (c % 2)
		}
		if d := g.At(sudoku.Cell(c)); d != 0 {
			marks[c] |= sudoku.Bit(d)
		}
		if marks[c] == 0 {
			marks[c] = sudoku.Bit(sudoku.Digit(c%9 + 1))
		}
	}
	p := sudoku.Puzzle{Grid: g, Candidates: marks}
	o := Options{Budget: 5_000}
	n, err := o.CountPuzzle(p, 2)
	if err == ErrBudget {
		return
	}
	if err != nil || n < 0 || n > 2 {
		t.Fatalf("CountPuzzle(%s, marks %v, 2) = %d, %v", g, marks, n, err)
	}
	// The variant solver's nodes cost more: a smaller budget keeps the
	// fuzzer quick, and a count it cannot finish is not compared.
	want, _, err := Options{Budget: 500}.countVariantMarks(&p, p.Marks(), 2)
	if err == nil && want != n {
		t.Fatalf("CountPuzzle(%s, marks %v, 2) = %d, the variant solver says %d", g, marks, n, want)
	}
	sol, unique, err := o.SolvePuzzle(p)
	switch {
	case n == 0 && err != ErrNoSolution:
		t.Fatalf("SolvePuzzle of marks without a solution: err %v, want ErrNoSolution", err)
	case n > 0 && (err != nil || unique != (n == 1) || p.CheckSolution(sol) != nil):
		t.Fatalf("SolvePuzzle(%s, marks %v) = %s, %v, %v with %d solutions", g, marks, sol, unique, err, n)
	}
}
