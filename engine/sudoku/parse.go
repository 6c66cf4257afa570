package sudoku

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// MaxInput is the largest text ParsePuzzle reads, in bytes (1 MB). Longer
// input is refused before any other work.
const MaxInput = 1 << 20

// bom is the UTF-8 byte-order mark some editors put at the start of a file.
const bom = "\ufeff"

// Format names the text format a puzzle was read from.
type Format int

// The formats ParsePuzzle reads. The zero Format is not a format.
const (
	LineFormat           Format = iota + 1 // one line of N*N symbols
	GridFormat                             // N lines of N cells, with optional separators
	JSONFormat                             // a JSON array of N rows (the LeetCode board)
	CandidateLineFormat                    // one line of N*N*N candidate symbols (729 for 9x9)
	PencilMarkFormat                       // N lines of N candidate groups, such as "123 4 56"
	SoloFormat                             // a Tatham Solo game ID, "3x3:5_3b7d..."
	SudokuwikiFormat                       // a sudokuwiki.org link or bd= value
	SudokuExchangeFormat                   // a sudokuexchange.com link or s= value
	SudokuPadFormat                        // a SudokuPad link or scl/fpuz puzzle ID
	FPuzzlesFormat                         // an f-puzzles link or its JSON
	KillerStringFormat                     // a killer cage string, one character a cell
	SumoCueFormat                          // a SumoCue (JSudoku) killer code, "3x3::k:..."
)

func (f Format) String() string {
	names := [...]string{"unknown", "line", "grid", "json", "candidate line",
		"pencil marks", "solo", "sudokuwiki", "sudokuexchange", "sudokupad", "f-puzzles",
		"killer cage string", "sumocue"}
	if f < 0 || int(f) >= len(names) {
		return names[0]
	}
	return names[f]
}

// Puzzle is a parsed puzzle: its grid, the pencil marks when the input had
// them, and the format it was written in.
type Puzzle struct {
	Grid Grid
	// Candidates holds, for every cell, the digits the input left possible.
	// It is nil unless the input gave pencil marks (CandidateLineFormat and
	// PencilMarkFormat). A cell whose marks are a single digit is placed in
	// Grid as well.
	Candidates []Set
	Format     Format
	// Rules are the puzzle's rules: the zero Rules (classic Sudoku) unless
	// the input was a variant puzzle read by ParseVariant.
	Rules Rules
}

// ParseError reports input that is not a puzzle, and where.
type ParseError struct {
	Line, Column int // 1-based; 0 when not known
	Msg          string
}

func (e *ParseError) Error() string {
	switch {
	case e.Line == 0:
		return "sudoku: " + e.Msg
	case e.Column == 0:
		return fmt.Sprintf("sudoku: line %d: %s", e.Line, e.Msg)
	}
	return fmt.Sprintf("sudoku: line %d, column %d: %s", e.Line, e.Column, e.Msg)
}

// Parse reads a puzzle in any format ParsePuzzle accepts and returns its grid.
func Parse(text string) (Grid, error) {
	p, err := ParsePuzzle(text)
	return p.Grid, err
}

// ParsePuzzle reads one classic puzzle, working out its format from its
// shape. A variant puzzle (any rules beyond classic Sudoku) is refused
// with a *ParseError that names its rules: ParseVariant reads it.
//
//   - Input over MaxInput bytes is refused at once, and so is UTF-16 text
//     (it starts with bytes FF FE or FE FF). A UTF-8 byte-order mark
//     (U+FEFF) at the very start is skipped, and columns count from the
//     character after it. Leading and trailing white space is ignored,
//     and so are lines starting with '#'.
//   - Text starting with '[' is a JSON board, a list of N rows of N strings
//     or numbers: "5", "." or "" (empty), "0" or 0 (empty), "A" or "10"
//     (ten), as in LeetCode's sudoku-solver problem. Text starting with '{'
//     is an f-puzzles ("size", "grid") or SudokuPad ("cells") puzzle object.
//   - A link (it has "://", starts with "www." or a known host) or a bare
//     query value ("bd=...", "s=...", "load=...") is read by its site:
//     sudokuwiki.org ?bd=, sudokuexchange.com ?s=, f-puzzles.com ?load=,
//     sudokupad.app/ and app.crackingthecryptic.com/sudoku/ with an
//     "scl", "ctc", "fpuz" or "fpuzzles" puzzle ID (also bare IDs). The f-puzzles
//     and SudokuPad payloads are lz-string compressed JSON (see
//     fpuzzles.go for the constraints read). Short SudokuPad IDs name
//     puzzles stored on SudokuPad's server and cannot be read offline.
//   - "<c>x<r>:<desc>" or "<n>:<desc>" is a Tatham Solo game ID: boxes of c
//     rows by r columns, then the cells in reading order, a-z for runs of
//     1-26 empty cells, decimal numbers, '_' between adjacent numbers.
//     Difficulty and symmetry letters in the parameters are ignored; X
//     ('x'), jigsaw ("9j") and killer ('k') game IDs are variants (see
//     parseSolo). "3x3::k:..." and "3x3:d:k:..." are SumoCue killer codes.
//   - A line of N*N arrows and base-62 totals is a killer cage string
//     (see killer.go).
//   - Any other single line, spaces and tabs removed, is a line of N*N
//     symbols for N in 4, 6, 8, 9, 12, 16, 25 (16, 36, 64, 81, 144, 256 or
//     625 symbols), or a candidate line of N*N*N symbols for N in 6, 8, 9,
//     12, 16, 25 (729 for 9x9; a 64-symbol line is an 8x8 grid, never 4x4
//     candidates). In a candidate line each cell is N symbols, the k-th being
//     digit k when k is possible and a blank when it is not (Sukaku, Sudoku
//     Explainer).
//   - Several lines are a grid: N rows of N cells. Separator lines (made of
//     '-', '=', '+', '|', '*', '.', ':' and '\”, such as "------+------"
//     or Hodoku's ".----.") are skipped, except that a line of exactly N
//     blank markers ('-', '.', '*') and '|' is a row. Within a row, '|' and
//     '+' separate boxes; cells are either single characters (spaces
//     optional) or space-separated tokens. When some token has several
//     digits and N <= 9 the grid is a pencil-mark grid: each token lists a
//     cell's candidates. For N > 9 a token may be a decimal number ("16").
//
// Symbols. A cell holds a digit 1-9 or a letter for 10 and up (A=10 ...
// P=25, either case); blanks are '.', '0', '_', '-' and '*'. Two common
// alternatives are also read, chosen per puzzle:
//
//   - 16x16 in 0-F: '0' to '9' then 'A' to 'F' stand for 1 to 16, blanks are
//     '.', '_', '-', '*'. Chosen when no 'G' appears, '0' does, and either
//     another blank marker appears or '0' appears at most 16 times (more
//     than 16 zeros cannot all be digits, so they are blanks).
//   - 25x25 in A-Y: 'A' to 'Y' stand for 1 to 25. Chosen when no digit 1-9
//     appears and some letter Q-Y (beyond the usual scheme's P) does.
//
// Candidate formats cannot tell a given from a cell with one candidate left:
// both are placed in Grid (and keep their one candidate in Candidates). An
// empty cell written as a blank in a pencil-mark grid has every digit as a
// candidate.
//
// Errors: *ParseError says where (line and column, counted in characters
// from 1, in the text as given) and what; repeated digits in a house are a
// *ConflictError naming both cells. ParsePuzzle never panics. Cost: linear
// in the input, plus O(N^2 * peers) to check the grid.
func ParsePuzzle(text string) (Puzzle, error) {
	p, err := ParseVariant(text)
	if err != nil {
		return Puzzle{}, err
	}
	if !p.Rules.Classic() {
		return Puzzle{}, &ParseError{Msg: fmt.Sprintf("the puzzle has %s: only classic Sudoku is supported", p.Rules.Describe())}
	}
	return p, nil
}

// ParseVariant reads one puzzle with its rules, classic or variant: every
// format below, the variant puzzles of f-puzzles and SudokuPad links and
// JSON, Solo game IDs, killer cage strings and SumoCue codes. The
// puzzle's Rules hold what the input asks beyond classic Sudoku; they are
// valid for the grid (Rules.Validate), and the givens break none of them
// (Rules.Check: a *BrokenError names the rule, a *ConflictError the house
// of a classic puzzle). A rule the input names that is not supported is a
// *ParseError that names it ("f-puzzles link: constraint 'lockout' is not
// supported"): nothing is dropped. ParseVariant never panics. Cost: that
// of ParsePuzzle plus the size of the rules.
func ParseVariant(text string) (Puzzle, error) {
	if g, ok := plainLine(text); ok && g.FirstConflict() == nil {
		return Puzzle{Grid: g, Format: LineFormat}, nil
	}
	return parseVariant(text)
}

// plainLine reads the commonest input without the parser: a classic 9x9
// grid as 81 symbols, a digit 1-9 or '.' or '0' for an empty cell, and
// nothing else (a saved game's givens, a share link's). ok is false for
// any other text, which the parser reads; the parser reads a plain line
// as the same grid (FuzzPlainLine). The grid's digits are not checked
// against each other. Cost: one pass over the text, no allocation.
func plainLine(text string) (g Grid, ok bool) {
	if len(text) != 81 {
		return Grid{}, false
	}
	g.shape = Classic
	for i := range 81 {
		switch b := text[i]; {
		case b >= '1' && b <= '9':
			g.cells[i] = Digit(b - '0')
		case b != '.' && b != '0':
			return Grid{}, false
		}
	}
	return g, true
}

// parseVariant is ParseVariant without plainLine.
func parseVariant(text string) (Puzzle, error) {
	if len(text) > MaxInput {
		return Puzzle{}, &ParseError{Msg: fmt.Sprintf("input is %d bytes, over the %d-byte limit", len(text), MaxInput)}
	}
	if strings.HasPrefix(text, "\xff\xfe") || strings.HasPrefix(text, "\xfe\xff") {
		return Puzzle{}, &ParseError{Msg: "the text is UTF-16: save it as UTF-8"}
	}
	in := newInput(strings.TrimPrefix(text, bom))
	if len(in.lines) == 0 {
		return Puzzle{}, &ParseError{Msg: "no puzzle in the input"}
	}
	first := in.lines[0]
	start := first.start
	body := in.text[start:in.lines[len(in.lines)-1].end]
	var (
		p   Puzzle
		err error
	)
	switch {
	case body[0] == '[':
		p, err = in.parseJSONBoard(start, body)
	case body[0] == '{':
		p, err = parsePuzzleObject(body, "puzzle object", func(off int, msg string) *ParseError {
			return in.errAt(start+off, "puzzle object: %s", msg)
		})
	case len(in.lines) == 1 && isLink(body):
		p, err = in.parseLink(start, body)
	case len(in.lines) == 1 && isSumoCue(body):
		p, err = in.parseSumoCue(start, body)
	case len(in.lines) == 1 && isSoloID(body):
		p, err = in.parseSolo(start, body)
	case len(in.lines) == 1 && isKillerString(body):
		p, err = in.parseKillerString(first)
	case len(in.lines) == 1:
		p, err = in.parseLine(first)
	default:
		p, err = in.parseGrid()
	}
	if err != nil {
		return Puzzle{}, err
	}
	if err := p.Rules.Check(&p.Grid); err != nil {
		return Puzzle{}, err
	}
	return p, nil
}

// input is the text being parsed, split into its meaningful lines.
type input struct {
	text  string
	lines []span // non-blank, non-comment lines, trimmed, in order
}

// span is a line of the input: text[start:end], with its 1-based number.
type span struct {
	start, end, num int
}

func newInput(text string) *input {
	in := &input{text: text}
	num := 0
	for off := 0; off < len(text); {
		end := strings.IndexByte(text[off:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += off
		}
		num++
		line := text[off:end]
		trimmed := strings.TrimSpace(line)
		if trimmed != "" && trimmed[0] != '#' {
			s := off + strings.Index(line, trimmed)
			in.lines = append(in.lines, span{start: s, end: s + len(trimmed), num: num})
		}
		off = end + 1
	}
	return in
}

// errAt returns a *ParseError for the byte offset off of the text.
func (in *input) errAt(off int, format string, args ...any) *ParseError {
	line, col := 1, 1
	for i, r := range in.text {
		if i >= off {
			break
		}
		if r == '\n' {
			line++
			col = 1
		} else {
			col++
		}
	}
	return &ParseError{Line: line, Column: col, Msg: fmt.Sprintf(format, args...)}
}

// unexpected returns the error for the character at off.
func (in *input) unexpected(off int) *ParseError {
	return in.errAt(off, "unexpected %s", charAt(in.text, off))
}

// charAt names the character starting at text[off] (off < len(text)) for
// an error message: 'x', or "byte 0xFF (the text is not UTF-8)" when
// text[off] starts no UTF-8 character.
func charAt(text string, off int) string {
	r, size := utf8.DecodeRuneInString(text[off:])
	if r == utf8.RuneError && size == 1 {
		return fmt.Sprintf("byte 0x%02X (the text is not UTF-8)", text[off])
	}
	return strconv.QuoteRune(r)
}

// lineErr returns a *ParseError for a whole line.
func lineErr(l span, format string, args ...any) *ParseError {
	return &ParseError{Line: l.num, Msg: fmt.Sprintf(format, args...)}
}

// sizes lists the grid sides the text formats read; see Sizes.
var sizes = [...]int{4, 6, 8, 9, 12, 16, 25}

// Sizes returns the grid sides every text format reads, smallest first:
// 4, 6, 8, 9, 12, 16 and 25, each with the box shape ShapeForSize gives
// it. (Other sides with a box shape, such as 10 with 2x5 boxes, have no
// line or grid format: ParsePuzzle reads them only as Solo game IDs, JSON
// boards and f-puzzles or SudokuPad puzzles.)
// The slice is new on each call.
func Sizes() []int { return append([]int(nil), sizes[:]...) }

// sizeList is sizes in words, for error messages.
func sizeList(f func(n int) int) string {
	var b strings.Builder
	for i, n := range sizes {
		switch {
		case i == len(sizes)-1:
			b.WriteString(" or ")
		case i > 0:
			b.WriteString(", ")
		}
		fmt.Fprint(&b, f(n))
	}
	return b.String()
}

func isBlank(b byte) bool {
	return b == '.' || b == '0' || b == '_' || b == '-' || b == '*'
}

// scheme maps the symbols of one puzzle to digits; see ParsePuzzle.
type scheme int

const (
	schemeLetters scheme = iota // 1-9, A=10 .. P=25
	schemeHex                   // 16x16: 0-9, A-F = 1..16
	schemeAY                    // 25x25: A-Y = 1..25
)

// detectScheme picks the symbol scheme for a puzzle of side n whose cell
// symbols are the single bytes in cells.
func detectScheme(n int, cells []byte) scheme {
	var count [256]int
	for _, b := range cells {
		count[b]++
	}
	has := func(lo, hi byte) bool {
		for b := lo; b <= hi; b++ {
			if count[b] > 0 || count[b|0x20] > 0 {
				return true
			}
		}
		return false
	}
	switch n {
	case 16:
		otherBlank := count['.']+count['_']+count['-']+count['*'] > 0
		if !has('G', 'G') && count['0'] > 0 && (otherBlank || count['0'] <= 16) {
			return schemeHex
		}
	case 25:
		if !has('1', '9') && has('Q', 'Y') {
			return schemeAY
		}
	}
	return schemeLetters
}

// digit decodes one symbol under the scheme for side n.
func (s scheme) digit(b byte, n int) (Digit, bool) {
	var d int
	switch {
	case s == schemeHex && b == '0':
		d = 1
	case b == '_' || b == '-' || b == '*' || b == '.' || b == '0':
		return 0, true
	case b >= '1' && b <= '9':
		d = int(b - '0')
		if s == schemeHex {
			d++
		} else if s == schemeAY {
			return 0, false
		}
	case b|0x20 >= 'a' && b|0x20 <= 'z':
		d = int(b|0x20-'a') + 10
		switch s {
		case schemeHex:
			d++
		case schemeAY:
			d -= 9
		}
	default:
		return 0, false
	}
	if d > n {
		return 0, false
	}
	return Digit(d), true
}

// parseLine reads a single line: N*N symbols, or N*N*N candidate symbols.
// Spaces and tabs inside the line are ignored.
func (in *input) parseLine(l span) (Puzzle, error) {
	var cells []byte
	var offs []int
	for i := l.start; i < l.end; i++ {
		b := in.text[i]
		if b == ' ' || b == '\t' {
			continue
		}
		if !isBlank(b) && !isWordByte(b) {
			return Puzzle{}, in.unexpected(i)
		}
		cells = append(cells, b)
		offs = append(offs, i)
	}
	for _, n := range sizes {
		switch len(cells) {
		case n * n:
			return in.gridFromCells(n, cells, offs, LineFormat)
		case n * n * n:
			if n != 4 {
				return in.candidateLine(n, cells, offs)
			}
		}
	}
	return Puzzle{}, lineErr(l, "%d symbols is not a puzzle line (want %s for a grid, or 729 candidates for 9x9)",
		len(cells), sizeList(func(n int) int { return n * n }))
}

// gridFromCells fills a grid of side n from one symbol a cell; offs holds
// each symbol's offset in the text, for errors.
func (in *input) gridFromCells(n int, cells []byte, offs []int, f Format) (Puzzle, error) {
	shape, err := ShapeForSize(n)
	if err != nil {
		return Puzzle{}, err
	}
	sch := detectScheme(n, cells)
	g := NewGrid(shape)
	for i, b := range cells {
		d, ok := sch.digit(b, n)
		if !ok {
			return Puzzle{}, in.unexpected(offs[i])
		}
		g.cells[i] = d
	}
	return Puzzle{Grid: g, Format: f}, nil
}

// candidateLine reads n*n groups of n symbols: in each group the k-th symbol
// is digit k (possible) or a blank (not possible).
func (in *input) candidateLine(n int, cells []byte, offs []int) (Puzzle, error) {
	shape, err := ShapeForSize(n)
	if err != nil {
		return Puzzle{}, err
	}
	g := NewGrid(shape)
	cands := make([]Set, n*n)
	for c := range cands {
		for k := 0; k < n; k++ {
			i := c*n + k
			want := Digit(k + 1)
			switch b := cells[i]; {
			case sameSymbol(b, want):
				cands[c] = cands[c].With(want)
			case !isBlank(b):
				return Puzzle{}, in.errAt(offs[i], "unexpected %q: position %d of %s's candidates holds %s or a blank",
					rune(b), k+1, shape.CellName(Cell(c)), want)
			}
		}
		if err := in.setCandidates(&g, cands, Cell(c), offs[c*n]); err != nil {
			return Puzzle{}, err
		}
	}
	return Puzzle{Grid: g, Candidates: cands, Format: CandidateLineFormat}, nil
}

// sameSymbol reports whether b writes d, letters in either case.
func sameSymbol(b byte, d Digit) bool {
	s := d.Symbol()
	return b == s || s >= 'A' && b == s|0x20
}

// setCandidates checks cell c's candidates and places the digit of a single.
func (in *input) setCandidates(g *Grid, cands []Set, c Cell, off int) error {
	switch cands[c].Count() {
	case 0:
		return in.errAt(off, "%s has no candidates", g.shape.CellName(c))
	case 1:
		g.cells[c] = cands[c].Lowest()
	}
	return nil
}
