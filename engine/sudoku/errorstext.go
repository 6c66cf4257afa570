package sudoku

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// errorTemplates lists the English template of each error's message (a
// ParseError's, a CandidatesError's, a ConflictError's, or a place one
// frames them with): every text constant below, as TestTemplatesListed
// checks. Constants and a static array cost the page's wasm no init code.
var errorTemplates = [...]string{
	textPlaceLine,
	textPlaceLineColumn,
	textLineTooLong,
	textNotOneLine,
	textLineLength,
	textUnexpected,
	textUnexpectedUTF,
	textCandidateSets,
	textCandidateAbove,
	textNoCandidates,
	textNotInCandidates,
	textConflictRow,
	textConflictCol,
	textConflictBox,
}

// ErrorTemplates returns the English template of every message this
// package's errors carry (their Template, ParseError's Place): the keys
// of their translations, which a page that writes them in its player's
// language holds. Placeholders are {{.Name}}, filled by the error's
// arguments of the same names. The slice is the caller's.
func ErrorTemplates() []string { return slices.Clone(errorTemplates[:]) }

// The messages of this package's errors.
const (
	textPlaceLine       = "line {{.Line}}: {{.Message}}"
	textPlaceLineColumn = "line {{.Line}}, column {{.Column}}: {{.Message}}"

	textLineTooLong   = "the line is too long"
	textNotOneLine    = "not one line"
	textLineLength    = "{{.Symbols}} symbols is not a grid line (want one of {{.Sizes}})"
	textUnexpected    = "unexpected {{.Symbol}}"
	textUnexpectedUTF = "unexpected byte {{.Byte}} (the text is not UTF-8)"

	textCandidateSets   = "{{.Sets}} candidate sets for {{.Cells}} cells"
	textCandidateAbove  = "{{.Cell}} has candidate {{.Digit}}, above {{.N}}"
	textNoCandidates    = "{{.Cell}} has no candidates"
	textNotInCandidates = "{{.Cell}} holds {{.Digit}}, not among its candidates {{.Candidates}}"

	textConflictRow = "{{.Digit}} appears twice in row {{.House}}, at {{.Cell}} and {{.Other}}"
	textConflictCol = "{{.Digit}} appears twice in column {{.House}}, at {{.Cell}} and {{.Other}}"
	textConflictBox = "{{.Digit}} appears twice in box {{.House}}, at {{.Cell}} and {{.Other}}"
)

// textConflict is a ConflictError's template by the kind of its house.
var textConflict = [...]string{RowHouse: textConflictRow, ColHouse: textConflictCol, BoxHouse: textConflictBox}

// fillTemplate fills the placeholders {{.Name}} of template by args, in
// one pass: a value is written as it stands, even one that looks like a
// placeholder. A placeholder without an argument stays as it is.
func fillTemplate(template string, args map[string]string) string {
	var b strings.Builder
	for {
		i := strings.Index(template, "{{")
		if i < 0 {
			break
		}
		j := strings.Index(template[i:], "}}")
		if j < 0 {
			break
		}
		name := strings.TrimSpace(template[i+2 : i+j])
		v, ok := args[strings.TrimPrefix(name, ".")]
		if !ok || !strings.HasPrefix(name, ".") {
			b.WriteString(template[:i+j+2])
		} else {
			b.WriteString(template[:i])
			b.WriteString(v)
		}
		template = template[i+j+2:]
	}
	b.WriteString(template)
	return b.String()
}

// pairs makes a map of args, names and their values in turn.
func pairs(args []string) map[string]string {
	if len(args) < 2 {
		return nil
	}
	m := make(map[string]string, len(args)/2)
	for i := 0; i+1 < len(args); i += 2 {
		m[args[i]] = args[i+1]
	}
	return m
}

// NewParseError returns the ParseError at line and column (0 when not
// known) whose message is template, one of a package's listed templates
// (ErrorTemplates, codec.ErrorTemplates), its placeholders filled by
// args, pairs of a name and its value: its Msg is the English filled.
func NewParseError(line, column int, template string, args ...string) *ParseError {
	m := pairs(args)
	return &ParseError{Line: line, Column: column, Msg: fillTemplate(template, m), MsgTemplate: template, MsgArgs: m}
}

// NewUnexpectedError returns the ParseError at line and column of the
// character text starts with, which is not what the input wants there:
// "unexpected 'x'", or "unexpected byte 0xFF (the text is not UTF-8)"
// when text starts with no UTF-8 character. text is not empty.
func NewUnexpectedError(line, column int, text string) *ParseError {
	r, size := utf8.DecodeRuneInString(text)
	if r == utf8.RuneError && size == 1 {
		return NewParseError(line, column, textUnexpectedUTF, "Byte", fmt.Sprintf("0x%02X", text[0]))
	}
	return NewParseError(line, column, textUnexpected, "Symbol", strconv.QuoteRune(r))
}

// Template returns the template of e's message and its arguments
// (message.Templated): "" when its Msg has none, being another's words.
// Its place is Place's.
func (e *ParseError) Template() (template string, args map[string]string) {
	return e.MsgTemplate, maps.Clone(e.MsgArgs)
}

// Place returns the template that frames e's message with its place, and
// its arguments: {{.Message}} stands for the message, which the caller
// fills, written in its language ("line {{.Line}}, column {{.Column}}:
// {{.Message}}"); "" when e has no place.
func (e *ParseError) Place() (template string, args map[string]string) {
	switch {
	case e.Line == 0:
		return "", nil
	case e.Column == 0:
		return textPlaceLine, map[string]string{"Line": strconv.Itoa(e.Line)}
	}
	return textPlaceLineColumn, map[string]string{"Line": strconv.Itoa(e.Line), "Column": strconv.Itoa(e.Column)}
}

// Template returns the template of e's message and its arguments
// (message.Templated): "" when its Msg has none.
func (e *CandidatesError) Template() (template string, args map[string]string) {
	return e.MsgTemplate, maps.Clone(e.MsgArgs)
}

// newCandidatesError is the CandidatesError of cell whose message is
// template filled by args, pairs of a name and its value.
func newCandidatesError(cell Cell, template string, args ...string) *CandidatesError {
	m := pairs(args)
	return &CandidatesError{Cell: cell, Msg: fillTemplate(template, m), MsgTemplate: template, MsgArgs: m}
}

// Template returns the template of e's message and its arguments
// (message.Templated); its Error is "sudoku: " and the template filled.
func (e *ConflictError) Template() (template string, args map[string]string) {
	h := e.house()
	return textConflict[e.Shape.Kind(h)], map[string]string{
		"Digit": e.Digit.String(),
		"House": strconv.Itoa(int(h)%e.Shape.N() + 1),
		"Cell":  e.Shape.CellName(e.A),
		"Other": e.Shape.CellName(e.B),
	}
}
