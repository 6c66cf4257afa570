package sudoku

import "testing"

// marks4 returns the marks of a 4x4 grid written cell by cell, each
// cell's digits as a string ("34"), and the grid codec reads them as:
// the cells with one mark placed.
func marks4(t *testing.T, cells ...string) Puzzle {
	t.Helper()
	s := Shape{BoxRows: 2, BoxCols: 2}
	if len(cells) != s.Cells() {
		t.Fatalf("%d cells, want 16", len(cells))
	}
	p := Puzzle{Grid: NewGrid(s), Candidates: make([]Set, 16)}
	for c, ds := range cells {
		for _, r := range ds {
			p.Candidates[c] = p.Candidates[c].With(Digit(r - '0'))
		}
		if d, ok := p.Candidates[c].Single(); ok {
			p.Grid.Set(Cell(c), d)
		}
	}
	return p
}

func TestCheckCandidates(t *testing.T) {
	good := marks4(t, "1", "2", "34", "34", "3", "4", "1", "2", "2", "1", "4", "3", "4", "3", "2", "1")
	short := good
	short.Candidates = good.Candidates[:15]
	empty := marks4(t, "1", "2", "34", "34", "3", "4", "1", "2", "2", "1", "4", "3", "4", "3", "2", "1")
	empty.Candidates[6] = 0
	above := marks4(t, "1", "2", "34", "34", "3", "4", "1", "2", "2", "1", "4", "3", "4", "3", "2", "1")
	above.Candidates[2] |= Bit(5)
	placed := marks4(t, "1", "2", "34", "34", "3", "4", "1", "2", "2", "1", "4", "3", "4", "3", "2", "1")
	placed.Grid.Set(3, 1)
	for _, tt := range []struct {
		name string
		p    Puzzle
		want string
	}{
		{"no marks", Puzzle{Grid: NewGrid(Classic)}, ""},
		{"marks that fit", good, ""},
		{"15 sets", short, "sudoku: 15 candidate sets for 16 cells"},
		{"r2c3 without marks", empty, "sudoku: r2c3 has no candidates"},
		{"r1c3 with 5", above, "sudoku: r1c3 has candidate 5, above 4"},
		{"r1c4 holds 1", placed, "sudoku: r1c4 holds 1, not among its candidates {3 4}"},
	} {
		err := tt.p.CheckCandidates()
		if got := errText(err); got != tt.want {
			t.Errorf("%s: CheckCandidates() = %q, want %q", tt.name, got, tt.want)
		}
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// TestGivens: a cell with one mark is given unless a peer shares the
// mark; then it is left to place.
func TestGivens(t *testing.T) {
	// The solution 1234/3412/2143/4321 with r1c3 and r1c4 unsettled
	// between 3 and 4: r3c3 (4) and r3c4 (3) share a mark with them,
	// every other single shares none.
	p := marks4(t,
		"1", "2", "34", "34",
		"3", "4", "1", "2",
		"2", "1", "4", "3",
		"4", "3", "2", "1")
	if got, want := p.Givens().String(), "12..341221..4321"; got != want {
		t.Errorf("Givens() = %s, want %s", got, want)
	}
	// A placed digit's marks are its digit: r1c3 holds 3, which r1c4
	// shares, and no longer 4, so r3c3's 4 is given.
	q := p
	q.Grid.Set(2, 3)
	if got, want := q.Givens().String(), "12..3412214.4321"; got != want {
		t.Errorf("Givens() with r1c3 placed = %s, want %s", got, want)
	}
	if got := q.Marks()[2]; got != Bit(3) {
		t.Errorf("Marks()[r1c3] = %v, want {3}", got)
	}
	// Without marks, the grid.
	bare := Puzzle{Grid: p.Grid}
	if bare.Givens() != p.Grid || bare.Marks() != nil {
		t.Errorf("without marks: Givens() = %s, Marks() = %v; want the grid and nil", bare.Givens(), bare.Marks())
	}
	// A diagonal's cells are peers too: r1c1's 1 is shared with r4c4,
	// r2c2's 4 with r3c3; r4c4's 2 keeps r4c3 and r2c4 from being given
	// either way.
	x := marks4(t,
		"1", "2", "3", "4",
		"3", "4", "1", "2",
		"2", "1", "4", "3",
		"4", "3", "2", "12")
	if got, want := x.Givens().String(), "1234341.214343.."; got != want {
		t.Errorf("Givens() = %s, want %s", got, want)
	}
	x.Rules.Extra = Diagonals(x.Grid.Shape())[:1]
	if got, want := x.Givens().String(), ".2343.1.21.343.."; got != want {
		t.Errorf("Givens() with the main diagonal = %s, want %s", got, want)
	}
}

func TestCheckSolutionMarks(t *testing.T) {
	p := marks4(t,
		"1", "2", "34", "34",
		"3", "4", "1", "2",
		"2", "1", "4", "3",
		"4", "3", "2", "1")
	p.Candidates[11] = SetOf(3, 4) // r3c4 3 or 4
	p.Grid.Set(11, 0)
	sol, err := ParseLine("1234341221434321")
	if err != nil {
		t.Fatal(err)
	}
	if err := p.CheckSolution(sol); err != nil {
		t.Errorf("CheckSolution(the solution) = %v", err)
	}
	p.Candidates[11] = SetOf(1, 4)
	if got, want := errText(p.CheckSolution(sol)), "sudoku: r3c4 holds 3, not among its candidates {1 4}"; got != want {
		t.Errorf("CheckSolution with r3c4 1 or 4 = %q, want %q", got, want)
	}
}
