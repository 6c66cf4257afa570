package generate

import (
	"math/rand/v2"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// isomorph is one of the 9! x 3,359,232 transformations that map every
// classic 9x9 Sudoku to another with the same solutions and difficulty:
// a relabelling of the digits, a permutation of the bands, of the rows
// within each band, of the stacks and of the columns within each stack,
// and perhaps a transposition.
type isomorph struct {
	digit     [10]sudoku.Digit // digit[d] replaces d; digit[0] stays 0
	row, col  [9]int           // the cell at (r, c) comes from (row[r], col[c])
	transpose bool
}

// randomIsomorph draws an isomorph from rng, each with equal chance.
func randomIsomorph(rng *rand.Rand) isomorph {
	var m isomorph
	for i, d := range rng.Perm(9) {
		m.digit[i+1] = sudoku.Digit(d + 1)
	}
	m.row = lines(rng)
	m.col = lines(rng)
	m.transpose = rng.IntN(2) == 1
	return m
}

// lines draws a permutation of nine lines that keeps each band (or
// stack) of three together: the bands in random order, and the lines
// within each band in random order.
func lines(rng *rand.Rand) [9]int {
	var out [9]int
	for b, band := range rng.Perm(3) {
		for l, line := range rng.Perm(3) {
			out[b*3+l] = band*3 + line
		}
	}
	return out
}

// apply returns g transformed by m. g must be classic 9x9.
func (m isomorph) apply(g sudoku.Grid) sudoku.Grid {
	out := sudoku.NewGrid(sudoku.Classic)
	for r := range 9 {
		for c := range 9 {
			sr, sc := m.row[r], m.col[c]
			if m.transpose {
				sr, sc = sc, sr
			}
			out.Set(sudoku.Cell(r*9+c), m.digit[g.At(sudoku.Cell(sr*9+sc))])
		}
	}
	return out
}
