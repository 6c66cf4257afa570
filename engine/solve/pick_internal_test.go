package solve

import (
	"testing"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// TestPick checks the variant search's choice of a guess on hand-made
// states of an empty 9x9 grid's solver (every cell starts with the same
// score, its 20 peers): fewer candidates win on equal scores, a cell's
// contradictions weigh against its candidates, a digit with two places in
// a house is taken on a high-scoring cell (pairRatio times the best
// cell's score per candidate), and the digit that failed most draws the
// choice to the cells that hold it.
func TestPick(t *testing.T) {
	full := sudoku.FullSet(9)
	tests := []struct {
		name   string
		state  func(st []sudoku.Set)
		scores map[sudoku.Cell]int32
		digits map[sudoku.Digit]int32
		ratio  int64 // pairRatio, when not the rules' own
		cell   sudoku.Cell
		digit  sudoku.Digit
	}{
		{"fewest candidates on equal scores", func(st []sudoku.Set) {
			st[rc(4, 4)] = sudoku.SetOf(3, 6)
		}, nil, nil, 0, rc(4, 4), 3},
		{"a cell's score against its candidates, too low", func(st []sudoku.Set) {
			st[rc(4, 4)] = sudoku.SetOf(3, 6)
		}, map[sudoku.Cell]int32{rc(7, 7): 40}, nil, 0, rc(4, 4), 3},
		{"a cell's score against its candidates, high enough", func(st []sudoku.Set) {
			st[rc(4, 4)] = sudoku.SetOf(3, 6)
		}, map[sudoku.Cell]int32{rc(7, 7): 100}, nil, 0, rc(7, 7), 1},
		{"a digit with two places in a house, on the better cell", func(st []sudoku.Set) {
			for c := 1; c <= 9; c++ {
				if c != 2 && c != 8 {
					st[rc(1, c)] = full.Without(5)
				}
			}
		}, map[sudoku.Cell]int32{rc(1, 8): 100, rc(1, 2): 60}, nil, 0, rc(1, 8), 5},
		{"the digit that failed most draws the guess", func(st []sudoku.Set) {
			st[rc(4, 4)] = sudoku.SetOf(1, 2)
			st[rc(6, 6)] = sudoku.SetOf(7, 8)
		}, nil, map[sudoku.Digit]int32{7: 30, 1: 10}, 0, rc(6, 6), 7},
		{"a digit that fails alone does not stand out", func(st []sudoku.Set) {
			st[rc(4, 4)] = sudoku.SetOf(1, 2)
			st[rc(6, 6)] = sudoku.SetOf(7, 8)
		}, nil, map[sudoku.Digit]int32{7: 30}, 0, rc(4, 4), 1},
		{"a house pair on a cell of half the ratio: taken at ratio 1", func(st []sudoku.Set) {
			for c := 1; c <= 9; c++ {
				if c != 2 && c != 8 {
					st[rc(1, c)] = full.Without(5)
				}
			}
		}, map[sudoku.Cell]int32{rc(7, 7): 200, rc(1, 8): 30, rc(1, 2): 25}, nil, 1, rc(1, 8), 5},
		{"a house pair on a cell of half the ratio: not at ratio 2 (killers)", func(st []sudoku.Set) {
			for c := 1; c <= 9; c++ {
				if c != 2 && c != 8 {
					st[rc(1, c)] = full.Without(5)
				}
			}
		}, map[sudoku.Cell]int32{rc(7, 7): 200, rc(1, 8): 30, rc(1, 2): 25}, nil, 2, rc(7, 7), 1},
		{"solved", func(st []sudoku.Set) {
			for c := range st {
				st[c] = sudoku.Bit(sudoku.Digit(c%9 + 1))
			}
		}, nil, nil, 0, -1, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v, ok := compile(sudoku.Classic, &sudoku.Rules{})
			if !ok {
				t.Fatal("no candidates")
			}
			for c, s := range v.score {
				if s != 20 {
					t.Fatalf("cell %d starts at %d, want its 20 peers", c, s)
				}
			}
			st := v.state(0)
			copy(st, v.start)
			tc.state(st)
			for c, s := range tc.scores {
				v.score[c] = s
			}
			for d, s := range tc.digits {
				v.digitScore[d] = s
			}
			if tc.ratio != 0 {
				v.pairRatio = tc.ratio
			}
			if c, d := v.pick(st); c != tc.cell || d != tc.digit {
				t.Errorf("pick = %v, %d; want %v, %d", c, d, tc.cell, tc.digit)
			}
		})
	}
}

// TestFailCharges checks what a contradiction is charged to: the cell
// set last (and its digit), the last single propagated, the emptied cell
// and the cells of a small rule that failed, once each; and that the
// scores halve (the digits' quarter) every decayEvery charges.
func TestFailCharges(t *testing.T) {
	dot := sudoku.Kropki{A: rc(5, 5), B: rc(5, 6)}
	v, _ := compile(sudoku.Classic, &sudoku.Rules{Constraints: []sudoku.Constraint{dot}})
	v.failed = 0 // the dot's pair rule
	a, b, c := rc(1, 1), rc(2, 5), rc(9, 9)
	v.last, v.lastDigit, v.single, v.emptied = a, 4, b, c
	v.fail()
	if v.score[a] != 21 || v.score[b] != 21 || v.score[c] != 21 || v.score[rc(5, 5)] != 23 || v.score[rc(5, 6)] != 23 || v.score[rc(5, 7)] != 20 || v.digitScore[4] != 1 {
		t.Fatalf("after one contradiction: scores %d %d %d, the dot's %d %d, beside it %d, digit 4 %d; want 21 21 21, 23 23 (20 peers and the dot's 2 cells, and 1), 20, 1",
			v.score[a], v.score[b], v.score[c], v.score[rc(5, 5)], v.score[rc(5, 6)], v.score[rc(5, 7)], v.digitScore[4])
	}
	v.last, v.single, v.emptied, v.failed = -1, -1, c, -1
	v.digitScore[4] = 8
	v.untilDecay = 1
	v.fail()
	if v.score[c] != 11 || v.score[a] != 10 || v.score[rc(5, 7)] != 10 || v.digitScore[4] != 2 || v.untilDecay != decayEvery {
		t.Fatalf("after a decay: scores %d %d %d, digit 4 %d, next decay in %d; want 11 10 10, 2, %d",
			v.score[c], v.score[a], v.score[rc(5, 7)], v.digitScore[4], v.untilDecay, decayEvery)
	}
}

// TestPairRatio checks compile's pairRatio: 2 where killer cages cover
// half the grid or more, 1 elsewhere.
func TestPairRatio(t *testing.T) {
	cages := func(cells int) sudoku.Rules {
		var r sudoku.Rules
		for c := 0; c+1 < cells; c += 2 {
			// Two cells of one row each (a row's last cell pairs with none),
			// without totals: four cages of one total in a row would have
			// no solution, which compile sees (addInnies).
			if c%9 == 8 {
				c--
				continue
			}
			r.Constraints = append(r.Constraints, sudoku.Cage{Cells: []sudoku.Cell{sudoku.Cell(c), sudoku.Cell(c + 1)}})
		}
		return r
	}
	for _, tc := range []struct {
		name  string
		rules sudoku.Rules
		want  int64
	}{
		{"classic", sudoku.Rules{}, 1},
		{"a thermometer", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Thermo{Cells: line(1, 1, 1, 2, 1, 3)}}}, 1},
		{"cages over a third", cages(27), 1},
		{"cages over half", cages(50), 2},
	} {
		v, _ := compile(sudoku.Classic, &tc.rules)
		if v == nil {
			t.Fatalf("%s: no solver", tc.name)
		}
		if v.pairRatio != tc.want {
			t.Errorf("%s: pairRatio %d, want %d", tc.name, v.pairRatio, tc.want)
		}
	}
}
