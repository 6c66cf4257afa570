package codec

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-app/sudoku/engine/codec/unread"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// errorTemplates lists the English template of each reader's error
// message (a *sudoku.ParseError's, through errorAt and lineError): every
// text constant below, as TestTemplatesListed checks.
var errorTemplates = [...]string{
	textTooLarge,
	textUTF16,
	textNoPuzzle,
	textLineLength,
	textLineShort,
	textLineLong,
	textLineSpaces,
	textCandidateAt,
	textNoCandidates,
	textNoGridRows,
	textGridRows,
	textPuzzleLines,
	textRowCells,
	textRowsOfCells,
	textGridToken,
	textUnknownLink,
	textKillerLength,
	textKillerTick,
	textKillerOutside,
	textKillerTotals,
	textKillerNoTotal,
	textSumoCueShape,
	textSumoCueCells,
	textSumoCueNumber,
	textSoloJigsawFlag,
	textSoloSeed,
	textSoloJigsawSide,
	textSoloShape,
	textSoloAbove,
	textSoloBlocksPast,
	textSoloBlocksShort,
}

// ErrorTemplates returns the English template of every message of the
// readers' errors that has one (sudoku.ParseError.Template), package
// unread's last: the keys of their translations, as
// sudoku.ErrorTemplates' (which lists the places that frame them, and
// the unexpected character's). Placeholders are {{.Name}}, filled by the
// error's arguments of the same names; the values quoted from the input
// are written as they stand. The slice is the caller's.
//
// The errors of the JSON formats (f-puzzles, SudokuPad, a puzzle
// object), a Solo game ID's sections that end early or run long, a rule
// the input breaks, and the writers' stay English.
func ErrorTemplates() []string {
	return append(slices.Clone(errorTemplates[:]), unread.Templates()...)
}

// The messages of the readers' errors.
const (
	textTooLarge      = "input is {{.Bytes}} bytes, over the {{.Limit}}-byte limit"
	textUTF16         = "the text is UTF-16: save it as UTF-8"
	textNoPuzzle      = "no puzzle in the input"
	textLineLength    = "{{.Symbols}} symbols is not a puzzle line (want {{.Sizes}} or {{.Last}} for a grid, or 729 candidates for 9x9)"
	textLineShort     = "{{.Symbols}} cells on one line, {{.Missing}} short of a {{.Side}}x{{.Side}} puzzle's {{.Want}}: look for a digit or a blank (0 or .) left out"
	textLineLong      = "{{.Symbols}} cells on one line, {{.Extra}} more than a {{.Side}}x{{.Side}} puzzle's {{.Want}}: look for a digit or a blank typed twice"
	textLineSpaces    = "{{.Symbols}} cells on one line, with spaces among them: on one line, an empty cell is 0 or ., not a space"
	textCandidateAt   = "unexpected {{.Symbol}}: position {{.Position}} of {{.Cell}}'s candidates holds {{.Digit}} or a blank"
	textNoCandidates  = "{{.Cell}} has no candidates"
	textNoGridRows    = "no grid rows, only separator lines"
	textGridRows      = "found {{.Rows}} grid rows; a grid has N rows of N cells, N = {{.Sizes}} or {{.Last}}"
	textPuzzleLines   = "{{.Count}} puzzles, one on each line: paste one at a time"
	textRowCells      = "row has {{.Cells}} cells, want {{.Want}}"
	textRowsOfCells   = "the grid has {{.Rows}} rows of {{.Cells}} cells: a grid has as many rows as cells in a row"
	textGridToken     = "unexpected {{.Symbol}}: want a symbol or a number 1 to {{.N}}"
	textUnknownLink   = "unrecognised link: want a sudokuwiki ?bd=, SudokuExchange ?s=, f-puzzles ?load= or SudokuPad link"
	textKillerLength  = "killer cage string of {{.Cells}} cells: want {{.Sizes}} or {{.Last}}"
	textKillerTick    = "{{.Cell}}: the direction '`' is not supported (a cage string points with <, >, ^ and v)"
	textKillerOutside = "{{.Cell}}: {{.Arrow}} points outside the grid"
	textKillerTotals  = "{{.Cell}}: a second total in the cage of {{.Other}}"
	textKillerNoTotal = "{{.Cell}}: its cage has no cell with a total"
	textSumoCueShape  = "SumoCue code: unsupported box shape {{.Shape}}"
	textSumoCueCells  = "SumoCue code has {{.Cells}} cells, want {{.Want}}"
	textSumoCueNumber = "SumoCue code: {{.Value}} at {{.Cell}} is not a cage number"

	textSoloJigsawFlag  = "Solo parameters: 'j' (jigsaw) follows the grid size alone, as in 9j"
	textSoloSeed        = "a Solo random seed is not a puzzle: paste the game ID (with ':')"
	textSoloJigsawSide  = "Solo jigsaw of side {{.Side}}: a grid of that side has no box shape here"
	textSoloShape       = "Solo parameters: unsupported box shape {{.Shape}}"
	textSoloAbove       = "{{.Value}} is above {{.N}}"
	textSoloBlocksPast  = "Solo block structure runs past the {{.Lines}} lines between cells"
	textSoloBlocksShort = "Solo block structure covers {{.Covered}} of the {{.Lines}} lines between cells"
)

// place returns the line and column, counted in characters from 1, of
// the byte offset off of the text.
func (in *input) place(off int) (line, col int) {
	line, col = 1, 1
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
	return line, col
}

// errorAt returns the *ParseError for the byte offset off of the text
// whose message is template (errorText's) filled by args, pairs of a
// name and its value.
func (in *input) errorAt(off int, template string, args ...string) *sudoku.ParseError {
	line, col := in.place(off)
	return sudoku.NewParseError(line, col, template, args...)
}

// lineError returns the *ParseError for the whole line l whose message
// is template (errorText's) filled by args.
func lineError(l span, template string, args ...string) *sudoku.ParseError {
	return sudoku.NewParseError(l.num, 0, template, args...)
}

// sizeArgs returns the arguments Sizes and Last of a message that lists
// the sizes of grid (f of each side) as sizeList does: Sizes all but the
// last, joined by ", ", and Last.
func sizeArgs(f func(n int) int) []string {
	sizes := sudoku.Sizes()
	var b strings.Builder
	for i, n := range sizes[:len(sizes)-1] {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(f(n)))
	}
	return []string{"Sizes", b.String(), "Last", strconv.Itoa(f(sizes[len(sizes)-1]))}
}

// itoa writes n in decimal, for an error's argument.
func itoa(n int) string { return strconv.Itoa(n) }
