package logic

import (
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// lineOf returns the row or column that holds cells, all in one line.
func lineOf(cells []sudoku.Cell) sudoku.House {
	sh := sudoku.Classic
	if sh.Row(cells[0]) == sh.Row(cells[1]) {
		return sudoku.House(sh.Row(cells[0]))
	}
	return sudoku.House(sh.N() + sh.Col(cells[0]))
}

// TestClues checks each clue technique in the four forms of the killer
// tests: the candidates a cell keeps once the clue's steps rest, and the
// technique that took them.
func TestClues(t *testing.T) {
	set := sudoku.SetOf
	for _, f := range forms {
		one := func(name string) sudoku.Cell { return f.cells(name)[0] }
		row1 := f.cells("r1c1", "r1c2", "r1c3", "r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9")
		pill := f.cells("r1c1", "r1c2")
		tens, units := min(pill[0], pill[1]), max(pill[0], pill[1])
		tests := []struct {
			name   string
			rule   sudoku.Constraint
			t      Technique
			givens map[string]sudoku.Digit
			cell   sudoku.Cell
			want   sudoku.Set
		}{
			// Two different digits on the shaft add up to 3 or more.
			{"arrow circle", sudoku.Arrow{Circle: f.cells("r1c1"), Shaft: f.cells("r1c2", "r1c3")}, ArrowSum, nil,
				one("r1c1"), set(3, 4, 5, 6, 7, 8, 9)},
			{"arrow shaft", sudoku.Arrow{Circle: f.cells("r1c1"), Shaft: f.cells("r1c2", "r1c3")}, ArrowSum, nil,
				one("r1c2"), set(1, 2, 3, 4, 5, 6, 7, 8)},
			// A pill of two digits under a shaft of two digits of box 1
			// (at most 17): 12 to 17, the tens a 1.
			{"pill tens", sudoku.Arrow{Circle: pill, Shaft: f.cells("r2c1", "r2c2")}, ArrowSum, nil,
				tens, set(1)},
			{"pill units", sudoku.Arrow{Circle: pill, Shaft: f.cells("r2c1", "r2c2")}, ArrowSum, nil,
				units, set(2, 3, 4, 5, 6, 7)},
			// Three cells of box 1 adding up to 6 are 1, 2 and 3.
			{"little killer", sudoku.LittleKiller{Sum: 6, Cells: f.cells("r1c3", "r2c2", "r3c1")}, LittleKillerSum, nil,
				one("r2c2"), set(1, 2, 3)},
			// 35 is 2 to 8: the crusts are at the ends.
			{"sandwich crust", sudoku.Sandwich{Line: lineOf(row1), Sum: 35}, SandwichSum, nil,
				one("r1c9"), set(1, 9)},
			{"sandwich filling", sudoku.Sandwich{Line: lineOf(row1), Sum: 35}, SandwichSum, nil,
				one("r1c5"), set(2, 3, 4, 5, 6, 7, 8)},
			// With the 9 at r1c2, a sum of 2 puts the 1 at r1c4, a 2
			// between.
			{"sandwich placed crust", sudoku.Sandwich{Line: lineOf(row1), Sum: 2}, SandwichSum, map[string]sudoku.Digit{"r1c2": 9},
				one("r1c3"), set(2)},
			{"renban", sudoku.Renban{Cells: f.cells("r1c1", "r1c2", "r1c3", "r1c4")}, RenbanLine, map[string]sudoku.Digit{"r1c1": 1},
				one("r1c3"), set(2, 3, 4)},
			{"renban far", sudoku.Renban{Cells: f.cells("r1c1", "r2c2", "r3c3")}, RenbanLine, map[string]sudoku.Digit{"r2c9": 9, "r1c1": 7},
				one("r2c2"), set(5, 6, 8)},
			{"between", sudoku.Between{Cells: f.cells("r1c1", "r1c2", "r1c3")}, BetweenLine, map[string]sudoku.Digit{"r1c1": 1, "r1c3": 4},
				one("r1c2"), set(2, 3)},
			// Three inner cells of one row need ends 4 or more apart.
			{"between ends", sudoku.Between{Cells: f.cells("r2c1", "r1c2", "r1c3", "r1c4", "r2c5")}, BetweenLine, map[string]sudoku.Digit{"r2c1": 5},
				one("r2c5"), set(1, 9)},
			{"even", sudoku.Parity{Cell: one("r4c4"), Even: true}, OddEven, nil,
				one("r4c4"), set(2, 4, 6, 8)},
			{"odd", sudoku.Parity{Cell: one("r4c4")}, OddEven, map[string]sudoku.Digit{"r4c5": 1},
				one("r4c4"), set(3, 5, 7, 9)},
		}
		for _, tt := range tests {
			g := sudoku.NewGrid(sudoku.Classic)
			for name, d := range tt.givens {
				g.Set(one(name), d)
			}
			s, err := FromPuzzle(sudoku.Puzzle{Grid: g, Rules: sudoku.Rules{Constraints: []sudoku.Constraint{tt.rule}}})
			if err != nil {
				t.Fatalf("%s, %s: %v", f.name, tt.name, err)
			}
			steps := 0
			for range 10 {
				st, ok := findClue(s, tt.t)
				if !ok {
					break
				}
				if st.Technique != tt.t || !strings.HasSuffix(st.Text, "("+tt.t.Name()+")") {
					t.Fatalf("%s, %s: %v: %s", f.name, tt.name, st.Technique, st.Text)
				}
				if err := st.Apply(s); err != nil {
					t.Fatal(err)
				}
				steps++
			}
			if steps == 0 {
				t.Errorf("%s, %s: no step", f.name, tt.name)
			}
			if got := s.Candidates(tt.cell); got != tt.want {
				t.Errorf("%s, %s: %s holds %v, want %v", f.name, tt.name, sudoku.Classic.CellName(tt.cell), got, tt.want)
			}
		}
	}
}

// TestCluesBroken checks that a clue no digits can keep is named by
// Broken, and that propagation (what forcing chains and trial run) sees
// a full clue that does not hold.
func TestCluesBroken(t *testing.T) {
	sh := sudoku.Classic
	at := func(name string) sudoku.Cell { return cell(sh, name) }
	g := sudoku.NewGrid(sh)
	g.Set(at("r1c1"), 2)
	arrow := sudoku.Arrow{Circle: []sudoku.Cell{at("r1c1")}, Shaft: []sudoku.Cell{at("r1c2"), at("r1c3")}}
	s, err := FromPuzzle(sudoku.Puzzle{Grid: g, Rules: sudoku.Rules{Constraints: []sudoku.Constraint{arrow}}})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Broken(); err == nil || !strings.Contains(err.Error(), "arrow from r1c1") {
		t.Errorf("Broken() = %v, want the arrow from r1c1 named", err)
	}

	// A little killer of 10 along r1c3-r3c1, two digits placed: the
	// last must be 4, and a 5 there breaks it.
	lk := sudoku.LittleKiller{Sum: 10, Cells: []sudoku.Cell{at("r1c3"), at("r2c2"), at("r3c1")}}
	g = sudoku.NewGrid(sh)
	g.Set(at("r1c3"), 1)
	g.Set(at("r2c2"), 5)
	s, err = FromPuzzle(sudoku.Puzzle{Grid: g, Rules: sudoku.Rules{Constraints: []sudoku.Constraint{lk}}})
	if err != nil {
		t.Fatal(err)
	}
	_, ok := propagate(s)
	if g := s.Grid(); !ok || g.At(at("r3c1")) != 4 {
		t.Fatalf("propagate: ok %v, r3c1 holds %v, want 4 placed", ok, g.At(at("r3c1")))
	}
	t2, _ := FromPuzzle(sudoku.Puzzle{Grid: g, Rules: sudoku.Rules{Constraints: []sudoku.Constraint{lk}}})
	t2.Place(at("r3c1"), 6)
	if _, ok := propagate(t2); ok {
		t.Error("propagate kept a little killer of 1+5+6 for 10")
	}
}

// TestClueHints checks the vague hint of a clue step: it names the clue.
func TestClueHints(t *testing.T) {
	sh := sudoku.Classic
	at := func(name string) sudoku.Cell { return cell(sh, name) }
	r := sudoku.Rules{Constraints: []sudoku.Constraint{
		sudoku.Arrow{Circle: []sudoku.Cell{at("r5c5")}, Shaft: []sudoku.Cell{at("r5c6"), at("r5c7")}},
		sudoku.Parity{Cell: at("r9c9"), Even: true},
	}}
	s := ruled(t, r)
	h, ok := Next(s)
	if !ok || h.Step.Technique != OddEven || h.Vague() != "Look at the odd and even cells" {
		t.Fatalf("first hint %v %q: %s", h.Step.Technique, h.Vague(), h.Step.Text)
	}
	if want := "Odd cells hold odd digits and even cells even ones, so the odd digits come out of the even cell r9c9 (odd and even cells)"; h.Step.Text != want {
		t.Errorf("text %q, want %q", h.Step.Text, want)
	}
	if err := h.Step.Apply(s); err != nil {
		t.Fatal(err)
	}
	h, ok = Next(s)
	if !ok || h.Step.Technique != ArrowSum || h.Vague() != "Look at the arrow from r5c5" {
		t.Fatalf("second hint %v %q: %s", h.Step.Technique, h.Vague(), h.Step.Text)
	}
	want := "The shaft of the arrow from r5c5 adds up to its circle: r5c5 can only be 3, 4, 5, 6, 7, 8 or 9, r5c6 and r5c7 only 1, 2, 3, 4, 5, 6, 7 or 8, so "
	if !strings.HasPrefix(h.Step.Text, want) {
		t.Errorf("text %q, want it to start %q", h.Step.Text, want)
	}
}
