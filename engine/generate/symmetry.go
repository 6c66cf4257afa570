package generate

import (
	"fmt"
	"strings"

	"github.com/sudoku-app/sudoku/engine/quote"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Symmetry is the symmetry of a puzzle's clue pattern: the set of grid
// transformations that map clues to clues. The list is Tatham's Solo's.
// The zero value is Rot180, the default of Solo and of most newspapers.
type Symmetry int

// The symmetries, with Solo's game-parameter codes in brackets.
const (
	Rot180    Symmetry = iota // 2-way rotation by 180 degrees (r2)
	None                      // no symmetry (a)
	Rot90                     // 4-way rotation by 90 degrees (r4)
	Mirror                    // 2-way mirror, left to right (m2)
	Diagonal                  // 2-way mirror in the main diagonal (md2)
	Mirror4                   // 4-way mirror, left to right and top to bottom (m4)
	Diagonal4                 // 4-way mirror in both diagonals (md4)
	Full8                     // 8-way: every rotation and mirror of the square (m8)
	numSymmetries
)

var symmetryNames = [numSymmetries]struct{ name, solo, label string }{
	Rot180:    {"rot180", "r2", "180° rotation"},
	None:      {"none", "a", "None"},
	Rot90:     {"rot90", "r4", "90° rotation"},
	Mirror:    {"mirror", "m2", "Mirror"},
	Diagonal:  {"diagonal", "md2", "Diagonal"},
	Mirror4:   {"mirror4", "m4", "4-way mirror"},
	Diagonal4: {"diagonal4", "md4", "4-way diagonal"},
	Full8:     {"8way", "m8", "8-way"},
}

// Symmetries lists every symmetry, Rot180 first.
func Symmetries() []Symmetry {
	s := make([]Symmetry, numSymmetries)
	for i := range s {
		s[i] = Symmetry(i)
	}
	return s
}

// String returns the symmetry's name as ParseSymmetry reads it: "rot180",
// "none", "rot90", "mirror", "diagonal", "mirror4", "diagonal4", "8way".
func (s Symmetry) String() string {
	if s < 0 || s >= numSymmetries {
		return fmt.Sprintf("Symmetry(%d)", int(s))
	}
	return symmetryNames[s].name
}

// Label returns the symmetry as a player reads it in a menu: "180°
// rotation", "None", "90° rotation", "Mirror", "Diagonal", "4-way mirror",
// "4-way diagonal", "8-way". Labels are for display; ParseSymmetry reads
// the names String gives, not labels.
func (s Symmetry) Label() string {
	if s < 0 || s >= numSymmetries {
		return s.String()
	}
	return symmetryNames[s].label
}

// ParseSymmetry reads a symmetry by its name (see Symmetry.String) or its
// Solo code ("r2", "a", "r4", "m2", "md2", "m4", "md4", "m8"), in any case.
func ParseSymmetry(name string) (Symmetry, error) {
	for s, n := range symmetryNames {
		if strings.EqualFold(name, n.name) || strings.EqualFold(name, n.solo) {
			return Symmetry(s), nil
		}
	}
	names := make([]string, len(symmetryNames))
	for i, n := range symmetryNames {
		names[i] = n.name
	}
	return 0, fmt.Errorf("generate: unknown symmetry %s (want one of %s)", quote.String(name), strings.Join(names, ", "))
}

// Images returns the cells that c maps to under s on a grid of the given
// shape, c itself first, with repeats where c lies on an axis. The cells of
// a symmetric puzzle's orbit are all clues or all blanks.
// Cost: O(1), one small allocation.
func (s Symmetry) Images(shape sudoku.Shape, c sudoku.Cell) []sudoku.Cell {
	n := shape.N()
	y, x := shape.Row(c), shape.Col(c)
	at := func(r, c int) sudoku.Cell { return shape.CellAt(r, c) }
	out := []sudoku.Cell{c}
	// The transformations follow Solo's symmetries() in solo.c, with x the
	// column and y the row.
	switch s {
	case Rot180:
		out = append(out, at(n-1-y, n-1-x))
	case Rot90:
		out = append(out, at(x, n-1-y), at(n-1-y, n-1-x), at(n-1-x, y))
	case Mirror:
		out = append(out, at(y, n-1-x))
	case Diagonal:
		out = append(out, at(x, y))
	case Mirror4:
		out = append(out, at(y, n-1-x), at(n-1-y, x), at(n-1-y, n-1-x))
	case Diagonal4:
		out = append(out, at(x, y), at(n-1-y, n-1-x), at(n-1-x, n-1-y))
	case Full8:
		out = append(out, at(y, n-1-x), at(n-1-y, x), at(n-1-y, n-1-x),
			at(x, y), at(n-1-x, y), at(x, n-1-y), at(n-1-x, n-1-y))
	}
	return out
}

// Holds reports whether the clue pattern of g (which cells are filled, not
// their digits) is symmetric under s. Cost: O(N^2).
func (s Symmetry) Holds(g sudoku.Grid) bool {
	shape := g.Shape()
	for c := range sudoku.Cell(shape.Cells()) {
		for _, d := range s.Images(shape, c) {
			if (g.At(c) == 0) != (g.At(d) == 0) {
				return false
			}
		}
	}
	return true
}

// orbits partitions the cells of shape into the orbits of s, ordered by
// their first cell.
func (s Symmetry) orbits(shape sudoku.Shape) [][]sudoku.Cell {
	seen := make([]bool, shape.Cells())
	var out [][]sudoku.Cell
	for c := range sudoku.Cell(shape.Cells()) {
		if seen[c] {
			continue
		}
		var orbit []sudoku.Cell
		for _, d := range s.Images(shape, c) {
			if !seen[d] {
				seen[d] = true
				orbit = append(orbit, d)
			}
		}
		out = append(out, orbit)
	}
	return out
}
