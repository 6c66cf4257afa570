package sat_test

import (
	"testing"

	"github.com/sudoku-app/sudoku/engine/sat"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// FuzzCount builds a 4x4 or 6x6 grid from the input, one byte a cell, and
// checks that the SAT route counts what the exact solver counts, and that
// every solution it returns keeps the givens and breaks no rule.
func FuzzCount(f *testing.F) {
	f.Add([]byte(puzzle4x4))
	f.Add([]byte(puzzle6x6))
	f.Add([]byte("12........3...4."))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		shape := sudoku.Shape{BoxRows: 2, BoxCols: 2}
		if len(data) > 16 {
			shape = sudoku.Shape{BoxRows: 2, BoxCols: 3}
		}
		g := sudoku.NewGrid(shape)
		for c := 0; c < shape.Cells() && c < len(data); c++ {
			d := sudoku.Digit(data[c] % byte(shape.N()+3)) // 0 more often than any digit
			if int(d) > shape.N() {
				d = 0
			}
			g.Set(sudoku.Cell(c), d)
		}
		want, wantErr := solve.Count(g, 3)
		got, err := sat.Count(g, 3)
		if (err != nil) != (wantErr != nil) || got != want {
			t.Fatalf("Count(%s, 3): got %d, %v; exact solver says %d, %v", g, got, err, want, wantErr)
		}
		if sol, _, err := sat.Solve(g); err == nil {
			if err := g.CheckSolution(sol); err != nil {
				t.Fatal(err)
			}
		}
	})
}
