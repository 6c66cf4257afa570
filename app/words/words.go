// Package words puts the engine's terse notation into a player's words:
// the cell names in a hint, an explanation or an error ("r2c5") read as
// "row 2, column 5", and lists of cells in one row or column are said
// once ("row 3, columns 1, 4 and 7"). The engine and its command line
// keep the compact names; the page and the worker's replies use these.
// Plain and Sentence make an engine's error message a player's sentence;
// Error writes an error in the player's language when it can.
package words

import (
	"errors"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/engine/message"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Cell names cell c of a board of shape sh as a player reads it, in the
// page's language: "row 2, column 5" (the engine's notation, r2c5, is
// for the command line). The cells' labels, the rules' words and what
// the page tells a screen reader name cells so.
func Cell(sh sudoku.Shape, c sudoku.Cell) string {
	return i18n.T("row {{.Row}}, column {{.Column}}", i18n.Num("Row", sh.Row(c)+1), i18n.Num("Column", sh.Col(c)+1))
}

// Cells returns text with every cell name and list of cell names in words,
// the first word a capital when a cell name began the text. A cell name is
// r<digits>c<digits> standing as a word of its own; a list is names joined
// by ", " and a final " and ", as the engine writes them. Cost: linear in
// len(text). (A scanner, not a regexp: package regexp and the Unicode
// tables it keeps would add half a megabyte to the page's app.wasm.)
func Cells(text string) string {
	var out strings.Builder
	last := 0 // text[last:i] is not yet written
	for i := 0; i < len(text); i++ {
		if text[i] != 'r' || i > 0 && isWordByte(text[i-1]) {
			continue
		}
		r, c, end, ok := cellAt(text, i)
		if !ok {
			continue
		}
		rows, cols := []int{r}, []int{c}
		for {
			sep := listSeparator(text[end:])
			if sep == 0 {
				break
			}
			r, c, next, ok := cellAt(text, end+sep)
			if !ok {
				break
			}
			rows, cols, end = append(rows, r), append(cols, c), next
		}
		out.WriteString(text[last:i])
		out.WriteString(cellsInWords(rows, cols))
		last, i = end, end-1
	}
	if last == 0 {
		return text
	}
	out.WriteString(text[last:])
	s := out.String()
	if strings.HasPrefix(s, "row ") && !strings.HasPrefix(text, "row ") || strings.HasPrefix(s, "column ") && !strings.HasPrefix(text, "column ") {
		s = strings.ToUpper(s[:1]) + s[1:]
	}
	return s
}

// cellAt reads the cell name r<digits>c<digits> at text[i:], which must end
// at a word's end; it returns the row, the column (0 when a number is too
// long to read) and the index after the name.
func cellAt(text string, i int) (row, col, end int, ok bool) {
	if i >= len(text) || text[i] != 'r' {
		return 0, 0, 0, false
	}
	rowEnd := digitsEnd(text, i+1)
	if rowEnd == i+1 || rowEnd >= len(text) || text[rowEnd] != 'c' {
		return 0, 0, 0, false
	}
	end = digitsEnd(text, rowEnd+1)
	if end == rowEnd+1 || end < len(text) && isWordByte(text[end]) {
		return 0, 0, 0, false
	}
	row, _ = strconv.Atoi(text[i+1 : rowEnd])
	col, _ = strconv.Atoi(text[rowEnd+1 : end])
	return row, col, end, true
}

// listSeparator returns the length of the ", " or " and " that text starts
// with, or 0.
func listSeparator(text string) int {
	for _, sep := range [...]string{", ", " and "} {
		if strings.HasPrefix(text, sep) {
			return len(sep)
		}
	}
	return 0
}

func digitsEnd(text string, i int) int {
	for i < len(text) && '0' <= text[i] && text[i] <= '9' {
		i++
	}
	return i
}

// isWordByte reports an ASCII word character, as a regexp's \b sees one.
func isWordByte(b byte) bool {
	return '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || b == '_'
}

func cellsInWords(rows, cols []int) string {
	if len(rows) == 1 {
		return "row " + strconv.Itoa(rows[0]) + ", column " + strconv.Itoa(cols[0])
	}
	switch {
	case same(rows):
		return "row " + strconv.Itoa(rows[0]) + ", columns " + List(cols)
	case same(cols):
		return "column " + strconv.Itoa(cols[0]) + ", rows " + List(rows)
	}
	cells := make([]string, len(rows))
	for i := range rows {
		cells[i] = "row " + strconv.Itoa(rows[i]) + " column " + strconv.Itoa(cols[i])
	}
	return join(cells)
}

func same(ns []int) bool {
	for _, n := range ns {
		if n != ns[0] {
			return false
		}
	}
	return true
}

// List writes numbers as words join them: "4", "4 and 6", "4, 6 and 8".
func List(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = strconv.Itoa(n)
	}
	return join(s)
}

// join joins words as "a", "a and b", "a, b and c".
func join(ws []string) string {
	if len(ws) == 1 {
		return ws[0]
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " and " + ws[len(ws)-1]
}

// Plain puts a message from the engine in a player's words: without the
// package's prefix ("sudoku: "), cells named in words, as a sentence.
func Plain(msg string) string {
	return Sentence(Cells(stripPrefix(msg)))
}

// Sentence makes an error message a sentence: capitalised, with a full stop.
func Sentence(msg string) string {
	if msg == "" || strings.HasSuffix(msg, ".") {
		return Capitalised(msg)
	}
	return Capitalised(msg) + "."
}

// Capitalised returns s with its first letter a capital, as a sentence or
// a menu shows it ("hidden single" is "Hidden single"; "X-Wing" stays).
func Capitalised(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError {
		return s // empty, or not UTF-8
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// Error writes err, an error from the engine or the page, in the
// player's language, as a sentence. When err is a message.Templated (a
// *sudoku.ParseError, a *sudoku.ConflictError, a codec error: errors.As
// finds it, and err's words are its own) with a template, it is
// i18n.Template of its template and arguments, framed by its place (a
// parse error's "line 3, column 5: …", its Place) the same way; in
// English, its cells are named in words (Cells), whose words are
// English; in another language, its cell names stay as the engine writes
// them ("r2c5"). Any other error is Plain's, in English. Cost: a
// catalogue look-up and the message's length.
func Error(err error) string {
	if err == nil {
		return ""
	}
	var t message.Templated
	if !errors.As(err, &t) {
		return Plain(err.Error())
	}
	tmpl, args := t.Template()
	if e, ok := t.(error); tmpl == "" || !ok || !sameWords(err.Error(), e.Error()) {
		return Plain(err.Error())
	}
	text := i18n.Template(tmpl, message.StringArgs(args)...)
	if p, ok := t.(interface {
		Place() (template string, args map[string]string)
	}); ok {
		if place, pargs := p.Place(); place != "" {
			if pargs == nil {
				pargs = map[string]string{}
			}
			pargs["Message"] = text
			text = i18n.Template(place, message.StringArgs(pargs)...)
		}
	}
	if i18n.Lang() == message.Fallback {
		return Sentence(Cells(text))
	}
	return Sentence(text)
}

// sameWords reports whether outer, an error's words, are those of inner,
// an error it wraps, but for a package's prefix ("sudoku: "): a wrapper
// that adds words of its own is written as it stands.
func sameWords(outer, inner string) bool {
	return outer == inner || stripPrefix(outer) == stripPrefix(inner)
}

// stripPrefix returns msg without its package's prefix ("sudoku: ").
func stripPrefix(msg string) string {
	if i := strings.Index(msg, ": "); i > 0 && strings.IndexFunc(msg[:i], func(r rune) bool { return r < 'a' || r > 'z' }) < 0 {
		return msg[i+2:]
	}
	return msg
}
