package solve

import (
	"sync"
	"testing"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

var (
	latinOnce sync.Once
	latin4    []sudoku.Grid // every 4x4 Latin square
)

// latinSquares returns the 576 Latin squares of side 4, by brute force.
func latinSquares() []sudoku.Grid {
	latinOnce.Do(func() {
		s := sudoku.Shape{BoxRows: 2, BoxCols: 2}
		g := sudoku.NewGrid(s)
		var fill func(c int)
		fill = func(c int) {
			if c == 16 {
				latin4 = append(latin4, g)
				return
			}
			r, col := c/4, c%4
			for d := sudoku.Digit(1); d <= 4; d++ {
				ok := true
				for i := 0; i < 4; i++ {
					if g.At(s.CellAt(r, i)) == d || g.At(s.CellAt(i, col)) == d {
						ok = false
					}
				}
				if ok {
					g.Set(sudoku.Cell(c), d)
					fill(c + 1)
					g.Set(sudoku.Cell(c), 0)
				}
			}
		}
		fill(0)
	})
	return latin4
}

// fuzzRules builds 4x4 rules from data: each step picks a kind of
// constraint and the cells it takes.
func fuzzRules(data []byte) (sudoku.Grid, sudoku.Rules) {
	s := sudoku.Shape{BoxRows: 2, BoxCols: 2}
	g := sudoku.NewGrid(s)
	var r sudoku.Rules
	next := func() int {
		if len(data) == 0 {
			return 0
		}
		b := int(data[0])
		data = data[1:]
		return b
	}
	// walk returns a line of k cells from a start, each step a king's move.
	walk := func(k int) []sudoku.Cell {
		c := sudoku.Cell(next() % 16)
		out := []sudoku.Cell{c}
		for len(out) < k {
			dir := next() % 8
			d := [8][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}[dir]
			rr, cc := s.Row(c)+d[0], s.Col(c)+d[1]
			if rr < 0 || cc < 0 || rr > 3 || cc > 3 {
				break
			}
			c = s.CellAt(rr, cc)
			out = append(out, c)
		}
		return out
	}
	edge := func() (sudoku.Cell, sudoku.Cell) {
		a := sudoku.Cell(next() % 16)
		nb := s.EdgeCells(a)
		return a, nb[next()%len(nb)]
	}
	for steps := 0; len(data) > 0 && steps < 6; steps++ {
		switch next() % 20 {
		case 0:
			g.Set(sudoku.Cell(next()%16), sudoku.Digit(next()%5))
		case 1:
			r.Constraints = append(r.Constraints, sudoku.AntiKnight{})
		case 2:
			r.Constraints = append(r.Constraints, sudoku.AntiKing{})
		case 3:
			r.Constraints = append(r.Constraints, sudoku.NonConsecutive{})
		case 4:
			a, b := edge()
			r.Constraints = append(r.Constraints, sudoku.Kropki{A: a, B: b, Black: next()%2 == 0})
		case 5:
			r.Constraints = append(r.Constraints, sudoku.KropkiNegative{White: next()%2 == 0, Black: next()%2 == 0})
		case 6:
			a, b := edge()
			r.Constraints = append(r.Constraints, sudoku.XV{A: a, B: b, Sum: 5})
		case 7:
			r.Constraints = append(r.Constraints, sudoku.Cage{Cells: walk(1 + next()%4), Sum: next() % 11})
		case 8:
			r.Constraints = append(r.Constraints, sudoku.Thermo{Cells: walk(2 + next()%3)})
		case 9:
			w := walk(1 + next()%4)
			if len(w) > 1 {
				r.Constraints = append(r.Constraints, sudoku.Arrow{Circle: w[:1], Shaft: w[1:]})
			}
		case 10:
			start := []sudoku.Cell{0, 1, 2, 4, 8, 3, 7, 11}[next()%8]
			var cells []sudoku.Cell
			dc := 1
			if s.Col(start) == 3 || (s.Row(start) == 0 && s.Col(start) > 1) {
				dc = -1
			}
			for c := start; ; {
				cells = append(cells, c)
				rr, cc := s.Row(c)+1, s.Col(c)+dc
				if rr > 3 || cc < 0 || cc > 3 {
					break
				}
				c = s.CellAt(rr, cc)
			}
			r.Constraints = append(r.Constraints, sudoku.LittleKiller{Sum: 1 + next()%12, Cells: cells})
		case 11:
			r.Constraints = append(r.Constraints, sudoku.Sandwich{Line: sudoku.House(next() % 8), Sum: next() % 6})
		case 12:
			r.Constraints = append(r.Constraints, sudoku.Whisper{Cells: walk(2 + next()%3), Diff: 2})
		case 13:
			r.Constraints = append(r.Constraints, sudoku.Renban{Cells: walk(2 + next()%3)})
		case 14:
			r.Constraints = append(r.Constraints, sudoku.Between{Cells: walk(3 + next()%2)})
		case 15:
			r.Constraints = append(r.Constraints, sudoku.Palindrome{Cells: walk(2 + next()%3)})
		case 16:
			r.Constraints = append(r.Constraints, sudoku.Parity{Cell: sudoku.Cell(next() % 16), Even: next()%2 == 0})
		case 17:
			r.Extra = append(r.Extra, sudoku.Diagonals(s)[next()%2])
		case 18:
			r.Regions = []int{0, 0, 0, 1, 2, 0, 1, 1, 2, 3, 3, 1, 2, 2, 3, 3}
		case 19:
			a, b := edge()
			r.Constraints = append(r.Constraints, sudoku.XV{A: a, B: b, Sum: 5})
			r.Constraints = append(r.Constraints, sudoku.XVNegative{V: true})
		}
	}
	return g, r
}

// FuzzCountPuzzle checks the variant solver against brute force on 4x4
// grids with fuzzed rules: every Latin square that keeps the givens and
// the rules (sudoku.Rules.Check) is a solution, and CountPuzzle must
// count them, up to its limit, and SolvePuzzle return one of them.
func FuzzCountPuzzle(f *testing.F) {
	f.Add([]byte{7, 0, 1, 2, 3, 8, 5, 4, 3})
	f.Add([]byte{4, 5, 1, 8, 0, 6, 6, 3, 9, 2, 6, 1, 12, 3, 0, 4})
	f.Add([]byte{18, 10, 3, 5, 11, 0, 3, 14, 5, 7, 7, 16, 9, 1})
	f.Add([]byte{1, 2, 3, 19, 4, 0, 15, 0, 4, 6, 13, 6, 2, 5})
	f.Fuzz(func(t *testing.T, data []byte) {
		g, rules := fuzzRules(data)
		p := sudoku.Puzzle{Grid: g, Rules: rules}
		if rules.Validate(g.Shape()) != nil || rules.Check(&g) != nil {
			return
		}
		want := 0
		for _, sol := range latinSquares() {
			if p.CheckSolution(sol) == nil {
				want++
			}
		}
		got, err := CountPuzzle(p, 1000)
		if err != nil || got != min(want, 1000) {
			t.Fatalf("CountPuzzle(%s, %+v) = %d, %v; brute force finds %d", g, rules, got, err, want)
		}
		sol, unique, err := SolvePuzzle(p)
		switch {
		case want == 0 && err != ErrNoSolution:
			t.Fatalf("SolvePuzzle of a puzzle without solution: %v", err)
		case want > 0 && (err != nil || unique != (want == 1) || p.CheckSolution(sol) != nil):
			t.Fatalf("SolvePuzzle(%s, %+v) = %s, %v, %v; %d solutions", g, rules, sol, unique, err, want)
		}
	})
}
