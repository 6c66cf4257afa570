package codec

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// bom is the UTF-8 byte-order mark some editors put at the start of a file.
const bom = "\ufeff"

// ParseGrid reads a classic puzzle as ParseClassic does and returns its
// grid.
func ParseGrid(text string) (sudoku.Grid, error) {
	p, err := ParseClassic(text)
	return p.Grid, err
}

// ParseClassic is Parse for classic Sudoku only: a variant puzzle (any
// rules beyond classic Sudoku) is refused with a *sudoku.ParseError that
// names its rules. A classic puzzle that draws on its grid is classic:
// its Rules hold the drawing (sudoku.Rules.Decor) and nothing else. Repeated digits in a house are a
// *sudoku.ConflictError naming both cells. Cost: that of Parse.
func ParseClassic(text string) (sudoku.Puzzle, error) {
	p, err := Parse(text)
	if err != nil {
		return sudoku.Puzzle{}, err
	}
	if !p.Rules.Classic() {
		return sudoku.Puzzle{}, &sudoku.ParseError{Msg: fmt.Sprintf("the puzzle has %s: only classic Sudoku is supported", p.Rules.Describe())}
	}
	return p, nil
}

// Parse reads one puzzle with its rules, classic or variant, in any of
// the formats the package doc lists, working out the format from the
// text's shape. The puzzle's Rules hold what the input asks beyond
// classic Sudoku; they are valid for the grid (sudoku.Rules.Validate),
// and the givens break none of them (sudoku.Rules.Check: a
// *sudoku.BrokenError names the rule, a *sudoku.ConflictError the house
// of a classic puzzle). A rule the input names that is not supported is a
// *sudoku.ParseError that names it ("f-puzzles link: constraint 'lockout'
// is not supported"): nothing is dropped. Candidates holds the pencil
// marks of a candidate line or pencil-mark grid, and Format the format
// read.
//
// Errors: *sudoku.ParseError says where (line and column, counted in
// characters from 1, in the text as given) and what. Input over
// sudoku.MaxInput bytes is refused at once. Parse never panics. Cost:
// linear in the input, plus O(N^2 * peers) to check the grid and the size
// of the rules.
func Parse(text string) (sudoku.Puzzle, error) {
	if g, ok := plainLine(text); ok && g.FirstConflict() == nil {
		return sudoku.Puzzle{Grid: g, Format: sudoku.LineFormat}, nil
	}
	return parse(text)
}

// plainLine reads the commonest input, a 9x9 grid in line format (a
// saved game's givens, a share link's), by sudoku.ParseLine, whose own
// shortcut reads a plain line without allocating; ok is false for any
// other text, which the parser reads as the same grid (FuzzPlainLine).
// The grid's digits are not checked against each other.
func plainLine(text string) (g sudoku.Grid, ok bool) {
	if len(text) != 81 {
		return sudoku.Grid{}, false
	}
	g, err := sudoku.ParseLine(text)
	return g, err == nil
}

// parse is Parse without plainLine.
func parse(text string) (sudoku.Puzzle, error) {
	if len(text) > sudoku.MaxInput {
		return sudoku.Puzzle{}, sudoku.NewParseError(0, 0, textTooLarge, "Bytes", itoa(len(text)), "Limit", itoa(sudoku.MaxInput))
	}
	if strings.HasPrefix(text, "\xff\xfe") || strings.HasPrefix(text, "\xfe\xff") {
		return sudoku.Puzzle{}, sudoku.NewParseError(0, 0, textUTF16)
	}
	in := newInput(strings.TrimPrefix(text, bom))
	if len(in.lines) == 0 {
		return sudoku.Puzzle{}, sudoku.NewParseError(0, 0, textNoPuzzle)
	}
	first := in.lines[0]
	start := first.start
	body := in.text[start:in.lines[len(in.lines)-1].end]
	var (
		p   sudoku.Puzzle
		err error
	)
	switch {
	case body[0] == '[':
		p, err = in.parseJSONBoard(start, body)
	case body[0] == '{':
		p, err = parsePuzzleObject(body, "puzzle object", func(off int, msg string) *sudoku.ParseError {
			return in.errAt(start+off, "puzzle object: %s", msg)
		})
	case len(in.lines) == 1 && isLink(body):
		p, err = in.parseLink(start, body)
	case len(in.lines) == 1 && isSumoCue(body):
		p, err = in.parseSumoCue(start, body)
	case len(in.lines) == 1 && isSoloID(body):
		p, err = in.parseSolo(start, body)
	case len(in.lines) == 1 && isHoDoKuLine(body):
		p, err = in.parseHoDoKu(start, body)
	case len(in.lines) == 1 && isKillerString(body):
		p, err = in.parseKillerString(first)
	case len(in.lines) == 1:
		p, err = in.parseLine(first)
	default:
		p, err = in.parseGrid()
	}
	if err != nil {
		return sudoku.Puzzle{}, err
	}
	if err := p.Rules.Check(&p.Grid); err != nil {
		return sudoku.Puzzle{}, err
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

// newInput splits text into its meaningful lines: not blank, not a '#'
// comment, and not a file's labels around a grid: Project Euler's
// "Grid 01" before it, and SadMan Sudoku's sections (.sdk files), of
// which the "[Puzzle]" section's lines are the grid and the others
// ("[State]", "[Solution]", ...) are left out.
func newInput(text string) *input {
	in := &input{text: text}
	num := 0
	inOtherSection := false // inside a SadMan section other than [Puzzle]
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
		off = end + 1
		if trimmed == "" || trimmed[0] == '#' {
			continue
		}
		if name, ok := sectionName(trimmed); ok {
			inOtherSection = !strings.EqualFold(name, "puzzle")
			continue
		}
		if inOtherSection || (len(in.lines) == 0 && isGridLabel(trimmed)) {
			continue
		}
		s := off - 1 - len(line) + strings.Index(line, trimmed)
		in.lines = append(in.lines, span{start: s, end: s + len(trimmed), num: num})
	}
	return in
}

// sectionName reads a SadMan Sudoku section header, "[Puzzle]": a name of
// letters and spaces in brackets (a JSON board's "[[" is none).
func sectionName(line string) (string, bool) {
	if len(line) < 3 || line[0] != '[' || line[len(line)-1] != ']' {
		return "", false
	}
	name := line[1 : len(line)-1]
	for _, r := range name {
		if !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r == ' ') {
			return "", false
		}
	}
	return name, true
}

// isGridLabel reports whether line is Project Euler's label before a
// grid: "Grid" and a number.
func isGridLabel(line string) bool {
	rest, ok := strings.CutPrefix(line, "Grid ")
	if !ok || rest == "" {
		return false
	}
	for _, r := range strings.TrimSpace(rest) {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// errAt returns a *ParseError for the byte offset off of the text, its
// message in English alone (errorAt's has a template).
func (in *input) errAt(off int, format string, args ...any) *sudoku.ParseError {
	line, col := in.place(off)
	return &sudoku.ParseError{Line: line, Column: col, Msg: fmt.Sprintf(format, args...)}
}

// unexpected returns the error for the character at off.
func (in *input) unexpected(off int) *sudoku.ParseError {
	line, col := in.place(off)
	return sudoku.NewUnexpectedError(line, col, in.text[off:])
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

// sizeList is sizes in words, for error messages.
func sizeList(f func(n int) int) string {
	var b strings.Builder
	sizes := sudoku.Sizes()
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

// parseLine reads a single line: N*N symbols, or N*N*N candidate symbols.
// Spaces and tabs inside the line are ignored.
func (in *input) parseLine(l span) (sudoku.Puzzle, error) {
	cells, offs, bad := in.lineCells(l)
	if bad >= 0 {
		return sudoku.Puzzle{}, in.unexpected(bad)
	}
	for _, n := range sudoku.Sizes() {
		switch len(cells) {
		case n * n:
			return in.gridFromCells(n, cells, offs, sudoku.LineFormat)
		case n * n * n:
			if n != 4 {
				return in.candidateLine(n, cells, offs)
			}
		}
	}
	return sudoku.Puzzle{}, lineLengthError(l, len(cells), strings.Contains(strings.TrimSpace(in.text[l.start:l.end]), "  "))
}

// lineLengthError returns the error for line l of k symbols, which is no
// puzzle line: spaced tells whether spaces stand among them, which a line
// of blanks written as spaces has. A count within a tenth of a grid's,
// 78 for 81, is a symbol missing or there twice, and is called so.
func lineLengthError(l span, k int, spaced bool) *sudoku.ParseError {
	if spaced {
		return lineError(l, textLineSpaces, "Symbols", itoa(k))
	}
	for _, n := range sudoku.Sizes() {
		want := n * n
		switch d := k - want; {
		case d < 0 && -d*10 <= want:
			return lineError(l, textLineShort, "Symbols", itoa(k), "Missing", itoa(-d), "Side", itoa(n), "Want", itoa(want))
		case d > 0 && d*10 <= want:
			return lineError(l, textLineLong, "Symbols", itoa(k), "Extra", itoa(d), "Side", itoa(n), "Want", itoa(want))
		}
	}
	return lineError(l, textLineLength, append([]string{"Symbols", itoa(k)}, sizeArgs(func(n int) int { return n * n })...)...)
}

// lineCells returns the symbols of line l, spaces and tabs skipped, and
// each one's offset in the text; bad is the offset of the first byte that
// is no symbol, -1 when there is none.
func (in *input) lineCells(l span) (cells []byte, offs []int, bad int) {
	for i := l.start; i < l.end; i++ {
		b := in.text[i]
		if b == ' ' || b == '\t' {
			continue
		}
		if !isBlank(b) && !isWordByte(b) {
			return cells, offs, i
		}
		cells = append(cells, b)
		offs = append(offs, i)
	}
	return cells, offs, -1
}

// gridFromCells fills a grid of side n from one symbol a cell; offs holds
// each symbol's offset in the text, for errors.
func (in *input) gridFromCells(n int, cells []byte, offs []int, f sudoku.Format) (sudoku.Puzzle, error) {
	shape, err := sudoku.ShapeForSize(n)
	if err != nil {
		return sudoku.Puzzle{}, err
	}
	sch := sudoku.SymbolsOf(n, cells)
	g := sudoku.NewGrid(shape)
	for i, b := range cells {
		d, ok := sch.Digit(b, n)
		if !ok {
			return sudoku.Puzzle{}, in.unexpected(offs[i])
		}
		g.Set(sudoku.Cell(i), d)
	}
	return sudoku.Puzzle{Grid: g, Format: f}, nil
}

// candidateLine reads n*n groups of n symbols: in each group the k-th symbol
// is digit k (possible) or a blank (not possible).
func (in *input) candidateLine(n int, cells []byte, offs []int) (sudoku.Puzzle, error) {
	shape, err := sudoku.ShapeForSize(n)
	if err != nil {
		return sudoku.Puzzle{}, err
	}
	g := sudoku.NewGrid(shape)
	cands := make([]sudoku.Set, n*n)
	for c := range cands {
		for k := 0; k < n; k++ {
			i := c*n + k
			want := sudoku.Digit(k + 1)
			switch b := cells[i]; {
			case sameSymbol(b, want):
				cands[c] = cands[c].With(want)
			case !isBlank(b):
				return sudoku.Puzzle{}, in.errorAt(offs[i], textCandidateAt, "Symbol", strconv.QuoteRune(rune(b)),
					"Position", itoa(k+1), "Cell", shape.CellName(sudoku.Cell(c)), "Digit", want.String())
			}
		}
		if err := in.setCandidates(&g, cands, sudoku.Cell(c), offs[c*n]); err != nil {
			return sudoku.Puzzle{}, err
		}
	}
	return sudoku.Puzzle{Grid: g, Candidates: cands, Format: sudoku.CandidateLineFormat}, nil
}

// sameSymbol reports whether b writes d, letters in either case.
func sameSymbol(b byte, d sudoku.Digit) bool {
	s := d.Symbol()
	return b == s || s >= 'A' && b == s|0x20
}

// setCandidates checks cell c's candidates and places the digit of a single.
func (in *input) setCandidates(g *sudoku.Grid, cands []sudoku.Set, c sudoku.Cell, off int) error {
	switch cands[c].Count() {
	case 0:
		return in.errorAt(off, textNoCandidates, "Cell", g.Shape().CellName(c))
	case 1:
		g.Set(sudoku.Cell(c), cands[c].Lowest())
	}
	return nil
}
