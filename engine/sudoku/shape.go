package sudoku

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/sudoku-app/sudoku/engine/quote"
)

// MaxN is the largest supported grid side (25x25, boxes of 5x5).
const MaxN = 25

// MaxCells is the number of cells in the largest supported grid.
const MaxCells = MaxN * MaxN

// Shape is the shape of a grid's boxes: BoxRows rows by BoxCols columns.
// The grid side is N = BoxRows*BoxCols. Valid shapes have both dimensions
// at least 1 and 4 <= N <= 25: the common ones are 2x2 (4x4 grid), 2x3 (6x6),
// 2x4 (8x8), 3x3 (9x9), 3x4 (12x12), 4x4 (16x16) and 5x5 (25x25).
type Shape struct {
	BoxRows, BoxCols int
}

// Classic is the shape of the standard 9x9 grid.
var Classic = Shape{3, 3}

// ShapeForSize returns the conventional box shape for a grid of side n:
// the most square factorisation with no more rows than columns (6 -> 2x3,
// 12 -> 3x4). It fails for sides that have no such shape (primes, > 25).
func ShapeForSize(n int) (Shape, error) {
	if n < 4 || n > MaxN {
		return Shape{}, fmt.Errorf("sudoku: unsupported grid size %d (want 4 to %d)", n, MaxN)
	}
	for r := isqrt(n); r >= 2; r-- {
		if n%r == 0 {
			return Shape{r, n / r}, nil
		}
	}
	return Shape{}, fmt.Errorf("sudoku: unsupported grid size %d: %d has no box shape", n, n)
}

func isqrt(n int) int {
	r := 0
	for (r+1)*(r+1) <= n {
		r++
	}
	return r
}

// N returns the grid side, which is also the number of digits.
func (s Shape) N() int { return s.BoxRows * s.BoxCols }

// Cells returns the number of cells, N*N.
func (s Shape) Cells() int { return s.N() * s.N() }

// Validate reports whether s is a supported shape.
func (s Shape) Validate() error {
	// Each side is bounded before N is computed: a product of huge sides
	// can overflow into the supported range.
	if s.BoxRows < 1 || s.BoxCols < 1 || s.BoxRows > MaxN || s.BoxCols > MaxN || s.N() < 4 || s.N() > MaxN {
		return fmt.Errorf("sudoku: unsupported box shape %dx%d", s.BoxRows, s.BoxCols)
	}
	return nil
}

// String returns the shape as "RxC" (box rows by box columns), which is also
// how Tatham's Solo writes it: Solo's "2x3" has boxes of 2 rows by 3 columns
// (see FormatSolo).
func (s Shape) String() string { return fmt.Sprintf("%dx%d", s.BoxRows, s.BoxCols) }

// ParseShape reads a shape as String writes it, "RxC", and returns it if
// Validate accepts it.
func ParseShape(s string) (Shape, error) {
	r, c, ok := strings.Cut(s, "x")
	rows, err1 := strconv.Atoi(r)
	cols, err2 := strconv.Atoi(c)
	if !ok || err1 != nil || err2 != nil {
		return Shape{}, fmt.Errorf("sudoku: %s is not a box shape like 3x3", quote.String(s))
	}
	shape := Shape{BoxRows: rows, BoxCols: cols}
	if err := shape.Validate(); err != nil {
		return Shape{}, err
	}
	return shape, nil
}

// Cell is a cell index, row*N+col, counted from 0.
type Cell int

// CellAt returns the cell at row r and column c, both from 0.
func (s Shape) CellAt(r, c int) Cell { return Cell(r*s.N() + c) }

// Row returns the row of c, from 0.
func (s Shape) Row(c Cell) int { return int(c) / s.N() }

// Col returns the column of c, from 0.
func (s Shape) Col(c Cell) int { return int(c) % s.N() }

// Box returns the box of c, from 0, numbered row by row.
func (s Shape) Box(c Cell) int {
	return s.Row(c)/s.BoxRows*s.BoxRows + s.Col(c)/s.BoxCols
}

// CellName returns the player's name of c: "r3c5" (1-based).
func (s Shape) CellName(c Cell) string {
	return "r" + strconv.Itoa(s.Row(c)+1) + "c" + strconv.Itoa(s.Col(c)+1)
}

// House is a house index: rows are 0..N-1, columns N..2N-1, boxes 2N..3N-1.
type House int

// HouseKind tells rows, columns and boxes apart.
type HouseKind int

// The three kinds of house.
const (
	RowHouse HouseKind = iota
	ColHouse
	BoxHouse
)

func (k HouseKind) String() string { return [...]string{"row", "column", "box"}[k] }

// Kind returns whether h is a row, a column or a box.
func (s Shape) Kind(h House) HouseKind { return HouseKind(int(h) / s.N()) }

// HouseName returns a player's name of h: "row 4", "column 2", "box 7".
func (s Shape) HouseName(h House) string {
	return fmt.Sprintf("%s %d", s.Kind(h), int(h)%s.N()+1)
}

// Houses returns the number of houses, 3N.
func (s Shape) Houses() int { return 3 * s.N() }

// HouseCells returns the N cells of house h in reading order.
// The slice is shared: callers must not modify it.
func (s Shape) HouseCells(h House) []Cell { return s.geometry().houses[h] }

// HousesOf returns the row, column and box of c.
func (s Shape) HousesOf(c Cell) [3]House {
	n := s.N()
	return [3]House{House(s.Row(c)), House(n + s.Col(c)), House(2*n + s.Box(c))}
}

// Peers returns the cells that share a house with c, c excluded, in
// increasing order. The slice is shared: callers must not modify it.
func (s Shape) Peers(c Cell) []Cell { return s.geometry().peers[c] }

// geometry holds the tables derived from a shape. They are computed once
// per shape and never change, so sharing them is safe.
type geometry struct {
	houses [][]Cell
	peers  [][]Cell
}

var geometries sync.Map // Shape -> *geometry

func (s Shape) geometry() *geometry {
	if g, ok := geometries.Load(s); ok {
		return g.(*geometry)
	}
	g, _ := geometries.LoadOrStore(s, newGeometry(s))
	return g.(*geometry)
}

func newGeometry(s Shape) *geometry {
	n := s.N()
	g := &geometry{houses: make([][]Cell, 3*n), peers: make([][]Cell, n*n)}
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			g.houses[i] = append(g.houses[i], s.CellAt(i, j))
			g.houses[n+i] = append(g.houses[n+i], s.CellAt(j, i))
			br, bc := i/s.BoxRows*s.BoxRows, i%s.BoxRows*s.BoxCols
			g.houses[2*n+i] = append(g.houses[2*n+i], s.CellAt(br+j/s.BoxCols, bc+j%s.BoxCols))
		}
	}
	for c := Cell(0); int(c) < n*n; c++ {
		for p := Cell(0); int(p) < n*n; p++ {
			if p != c && (s.Row(p) == s.Row(c) || s.Col(p) == s.Col(c) || s.Box(p) == s.Box(c)) {
				g.peers[c] = append(g.peers[c], p)
			}
		}
	}
	return g
}
