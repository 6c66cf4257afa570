package sudoku

import (
	"strconv"
	"strings"

	"github.com/sudoku-app/sudoku/engine/quote"
)

// Tatham's Solo (Simon Tatham's Portable Puzzle Collection) writes a game ID
// as "<c>x<r>:<desc>". Solo's c is the number of columns of boxes, which is
// the number of rows in a box, so "2x3" is boxes of 2 rows by 3 columns:
// the same as Shape{2, 3}.String(). The description lists the cells in
// reading order: a decimal number for a given, a letter a-z for a run of
// 1-26 empty cells, and '_' between two adjacent numbers.

// isSoloID reports whether s starts like a Solo game ID or random seed:
// digits, optionally "x" and digits, parameter letters, then ':' or '#'.
func isSoloID(s string) bool {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 {
		return false
	}
	for i < len(s) && (s[i] >= 'a' && s[i] <= 'z' || s[i] >= '0' && s[i] <= '9') {
		i++
	}
	return i < len(s) && (s[i] == ':' || s[i] == '#')
}

// parseSolo reads a Solo game ID that starts at offset start of the input.
func (in *input) parseSolo(start int, id string) (Puzzle, error) {
	i := 0
	number := func() int {
		v, from := 0, i
		for i < len(id) && id[i] >= '0' && id[i] <= '9' {
			if i-from < 4 {
				v = v*10 + int(id[i]-'0')
			} else {
				v = MaxN + 1 // too large; Validate says so
			}
			i++
		}
		return v
	}
	c := number()
	r := c
	if i+1 < len(id) && id[i] == 'x' && id[i+1] >= '0' && id[i+1] <= '9' {
		i++
		r = number()
	}
	written := id[:i] // the box shape as written; number clamps what it reads
	for i < len(id) && id[i] != ':' && id[i] != '#' {
		switch id[i] {
		case 'j':
			return Puzzle{}, in.errAt(start+i, "Solo jigsaw puzzles are not supported")
		case 'x':
			return Puzzle{}, in.errAt(start+i, "Solo X puzzles (diagonals) are not supported")
		case 'k':
			return Puzzle{}, in.errAt(start+i, "Solo killer puzzles are not supported")
		}
		i++ // difficulty (d...), symmetry (r2, m4, a...): not needed to read the grid
	}
	if id[i] == '#' {
		return Puzzle{}, in.errAt(start+i, "a Solo random seed is not a puzzle: paste the game ID (with ':')")
	}
	shape := Shape{BoxRows: c, BoxCols: r}
	if err := shape.Validate(); err != nil {
		return Puzzle{}, in.errAt(start, "Solo parameters: unsupported box shape %s", quote.String(written))
	}
	i++ // ':'
	g := NewGrid(shape)
	n, cells := shape.N(), shape.Cells()
	pos := 0
	for i < len(id) {
		switch ch := id[i]; {
		case ch >= 'a' && ch <= 'z':
			pos += int(ch-'a') + 1
			if pos > cells {
				return Puzzle{}, in.errAt(start+i, "Solo description runs past the %d cells", cells)
			}
			i++
		case ch == '_':
			i++
		case ch >= '1' && ch <= '9':
			from := i
			v := number()
			if v > n {
				return Puzzle{}, in.errAt(start+from, "%s is above %d", quote.String(id[from:i]), n)
			}
			if pos >= cells {
				return Puzzle{}, in.errAt(start+from, "Solo description runs past the %d cells", cells)
			}
			g.cells[pos] = Digit(v)
			pos++
		case ch == ',':
			return Puzzle{}, in.errAt(start+i, "Solo jigsaw and killer data are not supported")
		default:
			return Puzzle{}, in.unexpected(start + i)
		}
	}
	if pos < cells {
		return Puzzle{}, in.errAt(start+i, "Solo description covers %d cells, want %d", pos, cells)
	}
	return Puzzle{Grid: g, Format: SoloFormat}, nil
}

// FormatSolo returns g as a Tatham Solo game ID, such as
// "3x3:5_3b7d6b1_9_5c...": Solo opens it, and ParsePuzzle reads it back to
// g. Cost: O(N^2).
func FormatSolo(g Grid) string {
	var b strings.Builder
	b.WriteString(g.shape.String())
	b.WriteByte(':')
	prefix := b.Len()
	run := 0
	flush := func() {
		for run > 0 {
			k := min(run, 26)
			b.WriteByte(byte('a' + k - 1))
			run -= k
		}
	}
	for _, d := range g.cells[:g.shape.Cells()] {
		switch {
		case d == 0:
			run++
			continue
		case run > 0:
			flush()
		case b.Len() > prefix:
			b.WriteByte('_') // the last thing written was a number
		}
		b.WriteString(strconv.Itoa(int(d)))
	}
	flush()
	return b.String()
}
