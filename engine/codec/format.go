package codec

import (
	"strings"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// FormatPretty returns g as a grid of N lines with box separators, cells
// separated by spaces, '.' for empty cells and letters above 9:
//
//	5 3 . | . 7 . | . . .
//	6 . . | 1 9 5 | . . .
//	. 9 8 | . . . | . 6 .
//	------+-------+------
//	...
//
// Each line ends with a newline. ParseClassic reads it back to g. Cost: O(N^2).
func FormatPretty(g sudoku.Grid) string {
	s := g.Shape()
	n := s.N()
	var sep strings.Builder
	boxes := n / s.BoxCols
	for b := 0; b < boxes; b++ {
		w := 2*s.BoxCols - 1 // a box's cells and the spaces between them
		if b > 0 {
			sep.WriteByte('+')
			w++
		}
		if b < boxes-1 {
			w++
		}
		sep.WriteString(strings.Repeat("-", w))
	}
	var b strings.Builder
	for r := 0; r < n; r++ {
		if r > 0 && r%s.BoxRows == 0 {
			b.WriteString(sep.String())
			b.WriteByte('\n')
		}
		for c := 0; c < n; c++ {
			switch {
			case c == 0:
			case c%s.BoxCols == 0:
				b.WriteString(" | ")
			default:
				b.WriteByte(' ')
			}
			b.WriteByte(g.At(s.CellAt(r, c)).Symbol())
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// FormatCandidates returns a candidate line: for every cell N symbols, the
// k-th being digit k when it is a candidate and '.' when it is not (729
// characters for 9x9, the Sukaku and Sudoku Explainer form). cands gives
// each cell's candidates; nil means g.Candidates(). A filled cell is written
// as its digit alone. ParseClassic reads the line back for every size but
// 4x4, whose 64 symbols read as an 8x8 grid; cells with a single candidate
// come back placed. Cost: O(N^3).
func FormatCandidates(g sudoku.Grid, cands []sudoku.Set) string {
	if cands == nil {
		cands = g.Candidates()
	}
	n := g.N()
	var b strings.Builder
	b.Grow(n * n * n)
	for c := sudoku.Cell(0); int(c) < n*n; c++ {
		set := cands[c]
		if d := g.At(c); d != 0 {
			set = sudoku.Bit(d)
		}
		for d := sudoku.Digit(1); int(d) <= n; d++ {
			if set.Has(d) {
				b.WriteByte(d.Symbol())
			} else {
				b.WriteByte('.')
			}
		}
	}
	return b.String()
}

// SudokuwikiURL returns a link that opens g in sudokuwiki.org's solver
// (which takes 9x9 puzzles): the line format with '0' for empty cells.
func SudokuwikiURL(g sudoku.Grid) string {
	return "https://www.sudokuwiki.org/sudoku.htm?bd=" + strings.ReplaceAll(g.String(), ".", "0")
}

// SudokuExchangeURL returns a link that opens g in SudokuExchange's player
// (9x9 classic puzzles): the line format, '0' for empty cells, after ?s=.
func SudokuExchangeURL(g sudoku.Grid) string {
	return "https://sudokuexchange.com/play/?s=" + strings.ReplaceAll(g.String(), ".", "0")
}
