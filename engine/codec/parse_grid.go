package codec

import (
	"slices"
	"strings"

	"github.com/sudoku-app/sudoku/engine/quote"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// token is one cell's text in a grid row, with its offset in the input.
type token struct {
	text string
	off  int
}

// separatorChars may make up a separator line; see ParseClassic.
const separatorChars = " \t-=+|*.:'"

// parseGrid reads a multi-line grid or pencil-mark grid; see ParseClassic.
func (in *input) parseGrid() (sudoku.Puzzle, error) {
	type line struct {
		span
		maybeSep bool
	}
	var lines []line
	rows := 0
	for _, l := range in.lines {
		s := in.text[l.start:l.end]
		sep := strings.Trim(s, separatorChars) == "" && strings.ContainsAny(s, "-=")
		lines = append(lines, line{l, sep})
		if !sep {
			rows++
		}
	}
	if rows == 0 {
		return sudoku.Puzzle{}, sudoku.NewParseError(0, 0, textNoGridRows)
	}
	// rowLike reports whether a separator-like line is a row of n blanks.
	rowLike := func(l line, n int) bool {
		s := in.text[l.start:l.end]
		return !strings.ContainsAny(s, "+=:'") && strings.Count(s, "-")+strings.Count(s, ".")+strings.Count(s, "*") == n
	}
	// size returns the grid's size the lines make, 0 for none.
	size := func(lines []line, rows int) int {
		for _, size := range sudoku.Sizes() {
			r := rows
			for _, l := range lines {
				if l.maybeSep && rowLike(l, size) {
					r++
				}
			}
			if r == size {
				return size
			}
		}
		return 0
	}
	n := size(lines, rows)
	if n == 0 {
		// A grid copied with its title above it or a line of words under
		// it ("Puzzle 12 (Medium)", "Solution tomorrow"): read past those
		// lines, at the top and the bottom alone, when the rest is a grid.
		trimmed, r := lines, rows
		for len(trimmed) > 0 && isWords(in.text[trimmed[0].start:trimmed[0].end]) {
			trimmed, r = trimmed[1:], r-1
		}
		for len(trimmed) > 0 && isWords(in.text[trimmed[len(trimmed)-1].start:trimmed[len(trimmed)-1].end]) {
			trimmed, r = trimmed[:len(trimmed)-1], r-1
		}
		if len(trimmed) < len(lines) && r > 0 {
			if n = size(trimmed, r); n > 0 {
				lines = trimmed
			}
		}
	}
	if n == 0 && rows > 1 && in.puzzlePerLine() {
		return sudoku.Puzzle{}, sudoku.NewParseError(0, 0, textPuzzleLines, "Count", itoa(rows))
	}
	if n == 0 {
		// Rows all of a grid's width, too few or too many of them: said
		// so, "2 rows of 9 cells", rather than as a count of rows alone.
		for _, w := range sudoku.Sizes() {
			if !slices.ContainsFunc(lines, func(l line) bool {
				toks, chars := in.rowTokens(l.span)
				return !l.maybeSep && len(toks) != w && chars != w
			}) {
				return sudoku.Puzzle{}, sudoku.NewParseError(0, 0, textRowsOfCells, "Rows", itoa(rows), "Cells", itoa(w))
			}
		}
		return sudoku.Puzzle{}, sudoku.NewParseError(0, 0, textGridRows, append([]string{"Rows", itoa(rows)}, sizeArgs(func(n int) int { return n })...)...)
	}

	// rowsWidth returns the width of the rows when they are all of one
	// width other than n, their number; else 0.
	rowsWidth := func() int {
		width := 0
		for _, l := range lines {
			if l.maybeSep && !rowLike(l, n) {
				continue
			}
			toks, chars := in.rowTokens(l.span)
			w := max(len(toks), chars)
			if len(toks) == n || chars == n || width > 0 && w != width {
				return 0
			}
			width = w
		}
		return width
	}

	// Split the rows into cells.
	var cells []token
	multi := false // some cell is several characters
	for _, l := range lines {
		if l.maybeSep && !rowLike(l, n) {
			continue
		}
		toks, chars := in.rowTokens(l.span)
		switch {
		case len(toks) == n:
			for _, t := range toks {
				multi = multi || len(t.text) > 1
			}
			cells = append(cells, toks...)
		case chars == n:
			for _, t := range toks {
				for i := 0; i < len(t.text); i++ {
					cells = append(cells, token{t.text[i : i+1], t.off + i})
				}
			}
		default:
			if w := rowsWidth(); w > 0 {
				// Rows all of one width that is not their number: a row
				// too many or too few, said so rather than as this row's.
				return sudoku.Puzzle{}, sudoku.NewParseError(0, 0, textRowsOfCells, "Rows", itoa(n), "Cells", itoa(w))
			}
			return sudoku.Puzzle{}, lineError(l.span, textRowCells, "Cells", itoa(min(len(toks), chars)), "Want", itoa(n))
		}
	}

	shape, err := sudoku.ShapeForSize(n)
	if err != nil {
		return sudoku.Puzzle{}, err
	}
	var singles []byte
	for _, t := range cells {
		if len(t.text) == 1 {
			singles = append(singles, t.text[0])
		}
	}
	pencil := multi && n <= 9
	sch := sudoku.StandardSymbols // decimal numbers make '0' a blank
	if !multi {
		sch = sudoku.SymbolsOf(n, singles)
	}
	g := sudoku.NewGrid(shape)
	var cands []sudoku.Set
	if pencil {
		cands = make([]sudoku.Set, n*n)
	}
	for c, t := range cells {
		switch {
		case pencil:
			for i := 0; i < len(t.text); i++ {
				d, ok := sch.Digit(t.text[i], n)
				if !ok || d == 0 && len(t.text) > 1 {
					return sudoku.Puzzle{}, in.unexpected(t.off + i)
				}
				if d == 0 {
					cands[c] = sudoku.FullSet(n)
				} else {
					cands[c] = cands[c].With(d)
				}
			}
			if err := in.setCandidates(&g, cands, sudoku.Cell(c), t.off); err != nil {
				return sudoku.Puzzle{}, err
			}
		case len(t.text) == 1:
			d, ok := sch.Digit(t.text[0], n)
			if !ok {
				return sudoku.Puzzle{}, in.unexpected(t.off)
			}
			g.Set(sudoku.Cell(c), d)
		default:
			d, ok := decimal(t.text, n)
			if !ok {
				return sudoku.Puzzle{}, in.errorAt(t.off, textGridToken, "Symbol", quote.String(t.text), "N", itoa(n))
			}
			g.Set(sudoku.Cell(c), d)
		}
	}
	if pencil {
		return sudoku.Puzzle{Grid: g, Candidates: cands, Format: sudoku.PencilMarkFormat}, nil
	}
	return sudoku.Puzzle{Grid: g, Format: sudoku.GridFormat}, nil
}

// rowTokens splits a row at spaces, tabs, '|' and '+', and counts its
// characters outside those.
func (in *input) rowTokens(l span) (toks []token, chars int) {
	start := -1
	for i := l.start; i <= l.end; i++ {
		if i == l.end || strings.IndexByte(" \t|+", in.text[i]) >= 0 {
			if start >= 0 {
				toks = append(toks, token{in.text[start:i], start})
				chars += i - start
				start = -1
			}
			continue
		}
		if start < 0 {
			start = i
		}
	}
	return toks, chars
}

// decimal reads s as a number 0..n (0 is an empty cell).
func decimal(s string, n int) (sudoku.Digit, bool) {
	if len(s) == 0 || len(s) > 2 {
		return 0, false
	}
	v := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		v = v*10 + int(s[i]-'0')
	}
	if v > n {
		return 0, false
	}
	return sudoku.Digit(v), true
}

// isWords reports whether a line is words, not a grid's row: it holds a
// word of three letters or more, one of them lower case ("Puzzle",
// "tomorrow"), which no row of any size's symbols does.
func isWords(s string) bool {
	run, lower := 0, false
	for i := 0; i <= len(s); i++ {
		c := byte(' ')
		if i < len(s) {
			c = s[i]
		}
		switch {
		case c >= 'a' && c <= 'z' || c >= 0x80:
			run, lower = run+1, true
		case c >= 'A' && c <= 'Z':
			run++
		default:
			if run >= 3 && lower {
				return true
			}
			run, lower = 0, false
		}
	}
	return false
}

// puzzlePerLine reports whether each line of the text holds a whole grid
// of one symbol a cell, as a list of puzzles does: a reader of one puzzle
// says so rather than count them as a grid's rows. A 4x4 puzzle's line
// is not looked for: it is a 16x16 grid's row.
func (in *input) puzzlePerLine() bool {
	for _, l := range in.lines {
		cells, _, bad := in.lineCells(l)
		if bad >= 0 || !slices.ContainsFunc(sudoku.Sizes(), func(n int) bool { return n >= 6 && len(cells) == n*n }) {
			return false
		}
	}
	return true
}
