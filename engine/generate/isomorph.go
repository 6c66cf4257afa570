package generate

import (
	"math/rand/v2"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Isomorph is one of the 9! x 3,359,232 transformations that map every
// classic 9x9 Sudoku to another with the same solutions and difficulty:
// a relabelling of the digits, a permutation of the bands, of the rows
// within each band, of the stacks and of the columns within each stack,
// and perhaps a transposition. It maps a position as a whole (Grid,
// Candidates) and its parts one by one (Cell, Digit), so that a step
// found in the image can be read back in the original (Inverse). The
// zero Isomorph is not usable; RandomIsomorph draws one.
type Isomorph struct {
	digit     [10]sudoku.Digit // digit[d] replaces d; digit[0] stays 0
	row, col  [9]int           // the cell at (r, c) comes from (row[r], col[c])
	transpose bool
}

// RandomIsomorph draws an isomorph from rng, each with equal chance.
// Cost: a few dozen draws from rng.
func RandomIsomorph(rng *rand.Rand) Isomorph {
	var m Isomorph
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

// source returns the cell whose content m moves to cell c.
func (m Isomorph) source(c sudoku.Cell) sudoku.Cell {
	sr, sc := m.row[int(c)/9], m.col[int(c)%9]
	if m.transpose {
		sr, sc = sc, sr
	}
	return sudoku.Cell(sr*9 + sc)
}

// Grid returns g transformed by m. g must be classic 9x9. Cost: O(81).
func (m Isomorph) Grid(g sudoku.Grid) sudoku.Grid {
	out := sudoku.NewGrid(sudoku.Classic)
	for c := sudoku.Cell(0); c < 81; c++ {
		out.Set(c, m.digit[g.At(m.source(c))])
	}
	return out
}

// Candidates returns the candidate sets of a classic 9x9 position, one
// per cell (len 81), transformed by m: the set m.Cell(c) of the result
// is cands[c] with each digit d replaced by m.Digit(d). The slice is
// new. Cost: O(81 * 9).
func (m Isomorph) Candidates(cands []sudoku.Set) []sudoku.Set {
	out := make([]sudoku.Set, len(cands))
	for c := sudoku.Cell(0); c < 81; c++ {
		out[c] = m.Set(cands[m.source(c)])
	}
	return out
}

// Set returns the digits of s, each replaced by m.Digit. Cost: O(9).
func (m Isomorph) Set(s sudoku.Set) sudoku.Set {
	var out sudoku.Set
	for ; s != 0; s &= s - 1 {
		out = out.With(m.digit[s.Lowest()])
	}
	return out
}

// Cell returns the cell that m moves the content of cell c to.
// Cost: O(81).
func (m Isomorph) Cell(c sudoku.Cell) sudoku.Cell {
	for to := sudoku.Cell(0); to < 81; to++ {
		if m.source(to) == c {
			return to
		}
	}
	panic("generate: isomorph is not a permutation of the cells")
}

// Digit returns the digit that m writes for d (0 stays 0).
func (m Isomorph) Digit(d sudoku.Digit) sudoku.Digit { return m.digit[d] }

// Inverse returns the isomorph that undoes m: m.Inverse().Grid(m.Grid(g))
// is g, and so for candidates, cells and digits. Cost: O(81).
func (m Isomorph) Inverse() Isomorph {
	var inv Isomorph
	for d := 1; d <= 9; d++ {
		inv.digit[m.digit[d]] = sudoku.Digit(d)
	}
	// m moves (row[r], col[c]) to (r, c): its inverse moves (a, b) back
	// to (rowInv[a], colInv[b]). Transposed, m moves (col[c], row[r]) to
	// (r, c), so its inverse, transposed too, moves (a, b) to
	// (rowInv[b], colInv[a]): its rows are colInv and its columns rowInv.
	var rowInv, colInv [9]int
	for i := range 9 {
		rowInv[m.row[i]] = i
		colInv[m.col[i]] = i
	}
	inv.transpose = m.transpose
	inv.row, inv.col = rowInv, colInv
	if m.transpose {
		inv.row, inv.col = colInv, rowInv
	}
	return inv
}
