// Package sat solves Sudoku grids as Boolean satisfiability problems, the
// route of seed 001: the puzzle becomes a formula in conjunctive normal form
// (CNF), a SAT solver finds an assignment that makes it true, and the
// assignment is read back as a grid.
//
// Vocabulary:
//
//   - A variable v(c, d) is true when cell c holds digit d. A grid of side N
//     has N^3 of them, numbered from 1 as in DIMACS: v(c, d) = c*N + d.
//   - A literal is a variable (v) or its negation (-v).
//   - A clause is a set of literals of which at least one must be true; a
//     formula is a set of clauses that must all hold.
//   - "Exactly one of x1..xN" is written as one at-least-one clause
//     (x1 ∨ ... ∨ xN) and the pairwise at-most-one clauses (¬xi ∨ ¬xj).
//
// Solving goes through github.com/crillab/gophersat, a CDCL solver in pure Go.
package sat

import (
	"bufio"
	"fmt"
	"io"
	"strconv"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// CNF is a formula in conjunctive normal form.
type CNF struct {
	// Vars is the number of variables; they are numbered 1..Vars.
	Vars int
	// Clauses lists the clauses, each a list of non-zero literals: v for
	// variable v, -v for its negation.
	Clauses [][]int
	// Comment holds lines written as "c ..." before the DIMACS header.
	Comment []string
}

// Var returns the variable saying "c holds d" in a grid of shape s: c*N + d.
func Var(s sudoku.Shape, c sudoku.Cell, d sudoku.Digit) int {
	return int(c)*s.N() + int(d)
}

// Encode returns the formula whose models are the solutions of g (seed 001):
//
//   - every cell holds exactly one digit;
//   - every digit appears exactly once in every row, column and box;
//   - every given is a unit clause.
//
// Each "exactly one" is an at-least-one clause plus pairwise at-most-one
// clauses. Inside a box, the pairs of cells that also share a row or a column
// are left out, because the row or column already has that clause. So for a
// grid of side N = R*C with k givens there are N^3 variables and
//
//	4*N^2*(1 + N(N-1)/2) - N^2*(R*C(C-1)/2 + C*R(R-1)/2) + k
//
// clauses: 10,530 + k for 9x9. Clauses are in that order: cells, then rows,
// columns and boxes digit by digit, then givens.
//
// Encode returns g.Validate's error for a grid that breaks the rules.
// Cost: O(N^4) time and memory, about 750,000 clauses for 25x25.
func Encode(g sudoku.Grid) (*CNF, error) {
	if err := g.Validate(); err != nil {
		return nil, err
	}
	return encode(g, false), nil
}

// encode builds Encode's formula from a valid grid. When reduced is true it
// leaves out what the givens already decide: the given cells, the digits
// already placed in a house, and the candidates a given rules out in its
// peers. The variable numbers stay those of Var, and the reduced formula's
// models are the full one's, restricted to the empty cells. It is what Solve
// hands to the solver: about a third of the clauses for a 9x9 puzzle. A cell
// or a house-digit with nowhere left to go becomes the empty clause.
func encode(g sudoku.Grid, reduced bool) *CNF {
	s := g.Shape()
	n := s.N()
	var cands []sudoku.Set
	if reduced {
		cands = g.Candidates()
	}
	// live reports whether v(c, d) is in the formula.
	live := func(c sudoku.Cell, d sudoku.Digit) bool {
		return !reduced || g.At(c) == 0 && cands[c].Has(d)
	}
	placed := make([]sudoku.Set, s.Houses()) // the givens of each house
	for c := sudoku.Cell(0); int(c) < s.Cells(); c++ {
		if d := g.At(c); d != 0 {
			for _, h := range s.HousesOf(c) {
				placed[h] = placed[h].With(d)
			}
		}
	}

	// The full formula's size bounds the reduced one's.
	pairs := clauseCount(s, 0) - 4*n*n
	flat := make([]int, 0, 4*n*n*n+2*pairs+g.Filled()) // every literal, clause after clause
	ends := make([]int, 0, clauseCount(s, g.Filled())) // where each clause ends in flat
	end := func() { ends = append(ends, len(flat)) }
	exactlyOne := func(vars []int, skip func(i, j int) bool) {
		flat = append(flat, vars...)
		end()
		for i := range vars {
			for j := i + 1; j < len(vars); j++ {
				if skip == nil || !skip(i, j) {
					flat = append(flat, -vars[i], -vars[j])
					end()
				}
			}
		}
	}
	vars := make([]int, 0, n)
	for c := sudoku.Cell(0); int(c) < s.Cells(); c++ {
		if reduced && g.At(c) != 0 {
			continue
		}
		vars = vars[:0]
		for d := sudoku.Digit(1); int(d) <= n; d++ {
			if live(c, d) {
				vars = append(vars, Var(s, c, d))
			}
		}
		exactlyOne(vars, nil)
	}
	var cells []sudoku.Cell // the cells behind vars
	for h := sudoku.House(0); int(h) < s.Houses(); h++ {
		var skip func(i, j int) bool
		if s.Kind(h) == sudoku.BoxHouse {
			skip = func(i, j int) bool {
				return s.Row(cells[i]) == s.Row(cells[j]) || s.Col(cells[i]) == s.Col(cells[j])
			}
		}
		for d := sudoku.Digit(1); int(d) <= n; d++ {
			if reduced && placed[h].Has(d) {
				continue
			}
			vars, cells = vars[:0], cells[:0]
			for _, c := range s.HouseCells(h) {
				if live(c, d) {
					vars, cells = append(vars, Var(s, c, d)), append(cells, c)
				}
			}
			exactlyOne(vars, skip)
		}
	}
	for c := sudoku.Cell(0); !reduced && int(c) < s.Cells(); c++ {
		if d := g.At(c); d != 0 {
			flat = append(flat, Var(s, c, d))
			end()
		}
	}
	f := &CNF{
		Vars:    n * s.Cells(),
		Clauses: make([][]int, len(ends)),
		Comment: []string{
			fmt.Sprintf("sudoku %dx%d, boxes %s, %d givens", n, n, s, g.Filled()),
			g.String(),
			fmt.Sprintf("variable (r-1)*%d + (c-1)*%d + d: cell rXcY holds digit d", n*n, n),
		},
	}
	start := 0
	for i, e := range ends {
		f.Clauses[i] = flat[start:e:e]
		start = e
	}
	return f
}

// clauseCount is the number of clauses of Encode's formula for a grid of
// shape s with k givens.
func clauseCount(s sudoku.Shape, k int) int {
	n, r, c := s.N(), s.BoxRows, s.BoxCols
	pairs := func(m int) int { return m * (m - 1) / 2 }
	group := 1 + pairs(n)
	boxGroup := group - r*pairs(c) - c*pairs(r)
	return 3*n*n*group + n*n*boxGroup + k
}

// WriteDIMACS writes f in the DIMACS CNF format: its comment lines as
// "c ...", the header "p cnf Vars Clauses", then one clause a line ending in 0.
// It returns the first write error. Cost: O(total literals).
func (f *CNF) WriteDIMACS(w io.Writer) error {
	bw := bufio.NewWriter(w)
	for _, line := range f.Comment {
		bw.WriteString("c ")
		bw.WriteString(line)
		bw.WriteByte('\n')
	}
	fmt.Fprintf(bw, "p cnf %d %d\n", f.Vars, len(f.Clauses))
	var buf []byte
	for _, cl := range f.Clauses {
		buf = buf[:0]
		for _, lit := range cl {
			buf = strconv.AppendInt(buf, int64(lit), 10)
			buf = append(buf, ' ')
		}
		buf = append(buf, '0', '\n')
		bw.Write(buf)
	}
	return bw.Flush()
}
