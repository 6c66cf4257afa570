package sudoku

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// MaxInput is the largest text a reader takes, in bytes (1 MB): ParseLine
// and package codec's readers refuse longer input before any other work.
const MaxInput = 1 << 20

// sizes lists the grid sides the text formats read; see Sizes.
var sizes = [...]int{4, 6, 8, 9, 12, 16, 25}

// Sizes returns the grid sides every text format reads, smallest first:
// 4, 6, 8, 9, 12, 16 and 25, each with the box shape ShapeForSize gives
// it. (Other sides with a box shape, such as 10 with 2x5 boxes, have no
// line or grid format: package codec reads them only as Solo game IDs,
// JSON boards and f-puzzles or SudokuPad puzzles.)
// The slice is new on each call.
func Sizes() []int { return append([]int(nil), sizes[:]...) }

// Symbols is how a text writes the digits of a puzzle, one symbol a cell,
// chosen per puzzle (SymbolsOf). Blanks are '.', '0', '_', '-' and '*',
// but where a scheme gives '0' a digit.
type Symbols int

const (
	// StandardSymbols: 1-9, then letters for 10 and up, A=10 ... P=25,
	// either case; Grid.String writes them.
	StandardSymbols Symbols = iota
	// HexSymbols (16x16): '0' to '9' then 'A' to 'F' for 1 to 16.
	HexSymbols
	// LetterSymbols (25x25): 'A' to 'Y' for 1 to 25.
	LetterSymbols
)

// SymbolsOf picks the symbols of a puzzle of side n whose cells are
// written as the single bytes in cells: HexSymbols on 16x16 when no 'G'
// appears, '0' does, and either another blank marker appears or '0'
// appears at most 16 times (more than 16 zeros cannot all be digits, so
// they are blanks); LetterSymbols on 25x25 when no digit 1-9 appears and
// some letter Q-Y (beyond StandardSymbols' P) does; StandardSymbols
// otherwise. Cost: one pass over cells.
func SymbolsOf(n int, cells []byte) Symbols {
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
			return HexSymbols
		}
	case 25:
		if !has('1', '9') && has('Q', 'Y') {
			return LetterSymbols
		}
	}
	return StandardSymbols
}

// Digit decodes the symbol b of a puzzle of side n: 0 for a blank; ok is
// false when b writes no digit up to n.
func (s Symbols) Digit(b byte, n int) (d Digit, ok bool) {
	var v int
	switch {
	case s == HexSymbols && b == '0':
		v = 1
	case b == '_' || b == '-' || b == '*' || b == '.' || b == '0':
		return 0, true
	case b >= '1' && b <= '9':
		v = int(b - '0')
		if s == HexSymbols {
			v++
		} else if s == LetterSymbols {
			return 0, false
		}
	case b|0x20 >= 'a' && b|0x20 <= 'z':
		v = int(b|0x20-'a') + 10
		switch s {
		case HexSymbols:
			v++
		case LetterSymbols:
			v -= 9
		}
	default:
		return 0, false
	}
	if v > n {
		return 0, false
	}
	return Digit(v), true
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

// ParseLine reads a grid in line format, a symbol per cell as Grid.String
// writes it, without checking its digits against any rules: for a puzzle
// whose rules are kept apart (a saved game, a share link), which the
// caller then checks with Rules.Check. A jigsaw's givens may repeat a
// digit in a box, which a classic reader would refuse.
//
// The line holds N*N symbols for a side N that Sizes lists, in any of the
// schemes Symbols names; spaces and tabs within it are ignored, and so
// are blank lines and lines starting with '#' around it. Errors are
// *ParseError, with the line and column (in characters) of a bad
// symbol. Cost: linear in the line.
func ParseLine(line string) (Grid, error) {
	if g, ok := plainLine(line); ok {
		return g, nil
	}
	return parseLine(line)
}

// parseLine is ParseLine without plainLine.
func parseLine(text string) (Grid, error) {
	if len(text) > MaxInput {
		return Grid{}, NewParseError(0, 0, textLineTooLong)
	}
	// The one line that is not blank or a comment: text[from:to], its
	// number num, starting at offset bol.
	from, to, bol, num := -1, 0, 0, 0
	for off, n := 0, 1; off <= len(text); n++ {
		end := strings.IndexByte(text[off:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += off
		}
		if t := strings.TrimSpace(text[off:end]); t != "" && t[0] != '#' {
			if from >= 0 {
				return Grid{}, NewParseError(0, 0, textNotOneLine)
			}
			from = off + strings.Index(text[off:end], t)
			to, bol, num = from+len(t), off, n
		}
		off = end + 1
	}
	if from < 0 {
		return Grid{}, NewParseError(0, 0, textNotOneLine)
	}
	var cells []byte
	var offs []int
	for i := from; i < to; i++ {
		if b := text[i]; b != ' ' && b != '\t' {
			cells, offs = append(cells, b), append(offs, i)
		}
	}
	n := 0
	for _, size := range sizes {
		if size*size == len(cells) {
			n = size
		}
	}
	if n == 0 {
		var want strings.Builder
		for i, size := range sizes {
			if i > 0 {
				want.WriteString(", ")
			}
			want.WriteString(strconv.Itoa(size * size))
		}
		return Grid{}, NewParseError(num, 0, textLineLength, "Symbols", strconv.Itoa(len(cells)), "Sizes", want.String())
	}
	shape, err := ShapeForSize(n)
	if err != nil {
		return Grid{}, err
	}
	symbols := SymbolsOf(n, cells)
	g := NewGrid(shape)
	for i, b := range cells {
		d, ok := symbols.Digit(b, n)
		if !ok {
			col := 1 + utf8.RuneCountInString(text[bol:offs[i]])
			return Grid{}, NewUnexpectedError(num, col, text[offs[i]:])
		}
		g.cells[i] = d
	}
	return g, nil
}

// ParseCoded reads a puzzle carried as its givens and its rules apart (a
// saved game, a worker's answer): the givens in line format (ParseLine)
// under the rules of rulesCode (DecodeRules; "" for classic Sudoku),
// which the givens must keep (Rules.Check: a classic puzzle's givens may
// not repeat a digit in a house). Package codec reads a classic puzzle in
// any other format. Cost: that of ParseLine, DecodeRules and Check.
func ParseCoded(line, rulesCode string) (Puzzle, error) {
	g, err := ParseLine(line)
	if err != nil {
		return Puzzle{}, err
	}
	var r Rules
	if rulesCode != "" {
		if r, err = DecodeRules(g.Shape(), rulesCode); err != nil {
			return Puzzle{}, err
		}
	}
	if err := r.Check(&g); err != nil {
		return Puzzle{}, err
	}
	return Puzzle{Grid: g, Rules: r}, nil
}
