package sudoku

import (
	"fmt"
	"strings"
)

// Grid is a Sudoku grid of any supported shape: which digit each cell holds
// (0 for empty). A Grid is a value: assigning it copies it, so two grids
// never share cells. The zero Grid has no shape; make grids with NewGrid.
type Grid struct {
	shape Shape
	cells [MaxCells]Digit
}

// NewGrid returns an empty grid of shape s. It panics if s is not valid,
// which is a programming error: shapes from input are checked by Validate.
func NewGrid(s Shape) Grid {
	if err := s.Validate(); err != nil {
		panic(err)
	}
	return Grid{shape: s}
}

// Shape returns the grid's box shape.
func (g *Grid) Shape() Shape { return g.shape }

// N returns the grid side.
func (g *Grid) N() int { return g.shape.N() }

// At returns the digit in c, 0 when empty.
func (g *Grid) At(c Cell) Digit { return g.cells[c] }

// Set puts d (0 to clear) in c. It does not check the rules; see Conflicts.
func (g *Grid) Set(c Cell, d Digit) { g.cells[c] = d }

// Filled returns the number of non-empty cells.
func (g *Grid) Filled() int {
	n := 0
	for _, d := range g.cells[:g.shape.Cells()] {
		if d != 0 {
			n++
		}
	}
	return n
}

// Complete reports whether every cell holds a digit and no house repeats one.
func (g *Grid) Complete() bool {
	return g.Filled() == g.shape.Cells() && g.FirstConflict() == nil
}

// ConflictError reports two cells of one house holding the same digit.
type ConflictError struct {
	Shape Shape
	A, B  Cell // A < B
	Digit Digit
}

func (e *ConflictError) Error() string {
	return "sudoku: " + fillTemplate(e.Template())
}

// house returns a house the two cells share, preferring row, then column.
func (e *ConflictError) house() House {
	ha, hb := e.Shape.HousesOf(e.A), e.Shape.HousesOf(e.B)
	for i := range ha {
		if ha[i] == hb[i] {
			return ha[i]
		}
	}
	return ha[0]
}

// FirstConflict returns the first pair of peers holding the same digit, in
// cell order, or nil when the grid breaks no rule. Cost: O(N^2 * peers).
func (g *Grid) FirstConflict() *ConflictError {
	for c := Cell(0); int(c) < g.shape.Cells(); c++ {
		d := g.cells[c]
		if d == 0 {
			continue
		}
		for _, p := range g.shape.Peers(c) {
			if p > c && g.cells[p] == d {
				return &ConflictError{Shape: g.shape, A: c, B: p, Digit: d}
			}
		}
	}
	return nil
}

// Validate checks that every digit is in range and that no house repeats a
// digit. The error is a *ConflictError for repeated digits.
func (g *Grid) Validate() error {
	if err := g.shape.Validate(); err != nil {
		return err
	}
	n := Digit(g.shape.N())
	for c := Cell(0); int(c) < g.shape.Cells(); c++ {
		if g.cells[c] > n {
			return fmt.Errorf("sudoku: %s holds %d, above %d", g.shape.CellName(c), g.cells[c], n)
		}
	}
	if e := g.FirstConflict(); e != nil {
		return e
	}
	return nil
}

// Candidates returns, for every cell, the digits not already placed in its
// peers; a filled cell's set is just its digit.
func (g *Grid) Candidates() []Set {
	n := g.shape.N()
	used := make([]Set, 3*n)
	for c := Cell(0); int(c) < g.shape.Cells(); c++ {
		if d := g.cells[c]; d != 0 {
			for _, h := range g.shape.HousesOf(c) {
				used[h] = used[h].With(d)
			}
		}
	}
	cands := make([]Set, g.shape.Cells())
	full := FullSet(n)
	for c := range cands {
		if d := g.cells[c]; d != 0 {
			cands[c] = Bit(d)
			continue
		}
		hs := g.shape.HousesOf(Cell(c))
		cands[c] = full &^ (used[hs[0]] | used[hs[1]] | used[hs[2]])
	}
	return cands
}

// String returns the grid in line format: N*N symbols row by row, '.' for
// empty cells, letters above 9.
func (g Grid) String() string {
	var b strings.Builder
	b.Grow(g.shape.Cells())
	for _, d := range g.cells[:g.shape.Cells()] {
		b.WriteByte(d.Symbol())
	}
	return b.String()
}

// CheckSolution reports whether sol solves the puzzle g: same shape, every
// cell filled, no rule broken, every given kept. The error says where it
// fails. Cost: that of FirstConflict.
func (g *Grid) CheckSolution(sol Grid) error {
	if err := g.checkFills(sol); err != nil {
		return err
	}
	if e := sol.FirstConflict(); e != nil {
		return e
	}
	return nil
}

// checkFills reports whether sol has g's shape, fills every cell and
// keeps every given of g, whatever the rules.
func (g *Grid) checkFills(sol Grid) error {
	if sol.shape != g.shape {
		return fmt.Errorf("sudoku: solution is %s, puzzle is %s", sol.shape, g.shape)
	}
	for c := Cell(0); int(c) < g.shape.Cells(); c++ {
		switch {
		case sol.cells[c] == 0:
			return fmt.Errorf("sudoku: solution leaves %s empty", g.shape.CellName(c))
		case g.cells[c] != 0 && sol.cells[c] != g.cells[c]:
			return fmt.Errorf("sudoku: solution puts %s at %s, the puzzle gives %s", sol.cells[c], g.shape.CellName(c), g.cells[c])
		}
	}
	return nil
}
