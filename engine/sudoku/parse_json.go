package sudoku

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf16"

	"github.com/sudoku-app/sudoku/engine/quote"
)

// jsonMaxDepth bounds nesting, so hostile input cannot exhaust the stack.
const jsonMaxDepth = 64

// jsonError is a syntax error at a byte offset of the JSON text.
type jsonError struct {
	off int
	msg string
}

// parseJSON reads JSON into map[string]any, []any, string, float64, bool
// and nil. With zipped set it reads SudokuPad's compact dialect instead
// (PuzzleZipper): keys may be bare words, strings use single quotes when
// the text has no double quote, an empty slot in an array is an empty
// object, and after ':' the bare words t, f, #0, #F and six hex digits mean
// true, false and colours. Cost: linear in len(s).
func parseJSON(s string, zipped bool) (any, *jsonError) {
	p := &jsonParser{s: s, zipped: zipped, quote: '"'}
	if zipped && !strings.Contains(s, `"`) {
		p.quote = '\''
	}
	v, err := p.value(false)
	if err != nil {
		return nil, err
	}
	p.space()
	if p.i < len(s) {
		return nil, p.fail("unexpected %s after the JSON value", charAt(s, p.i))
	}
	return v, nil
}

type jsonParser struct {
	s      string
	i      int
	zipped bool
	quote  byte
	depth  int
}

func (p *jsonParser) fail(format string, args ...any) *jsonError {
	return &jsonError{off: p.i, msg: fmt.Sprintf(format, args...)}
}

func (p *jsonParser) space() {
	for p.i < len(p.s) && strings.IndexByte(" \t\r\n", p.s[p.i]) >= 0 {
		p.i++
	}
}

// value reads one value; afterColon allows the zipped bare words.
func (p *jsonParser) value(afterColon bool) (any, *jsonError) {
	p.space()
	if p.i >= len(p.s) {
		return nil, p.fail("unexpected end of JSON")
	}
	switch c := p.s[p.i]; {
	case c == '{' || c == '[':
		if p.depth++; p.depth > jsonMaxDepth {
			return nil, p.fail("JSON nested deeper than %d", jsonMaxDepth)
		}
		defer func() { p.depth-- }()
		if c == '{' {
			return p.object()
		}
		return p.array()
	case c == p.quote:
		return p.str()
	}
	start := p.i
	for p.i < len(p.s) && strings.IndexByte(",:]} \t\r\n", p.s[p.i]) < 0 {
		p.i++
	}
	word := p.s[start:p.i]
	switch {
	case word == "true" || p.zipped && afterColon && word == "t":
		return true, nil
	case word == "false" || p.zipped && afterColon && word == "f":
		return false, nil
	case word == "null":
		return nil, nil
	case p.zipped && afterColon && word == "#0":
		return "#000000", nil
	case p.zipped && afterColon && word == "#F":
		return "#FFFFFF", nil
	case p.zipped && afterColon && len(word) == 6 && isHex(word):
		return "#" + word, nil
	}
	if word != "" && (word[0] == '-' || word[0] >= '0' && word[0] <= '9') {
		if f, err := strconv.ParseFloat(word, 64); err == nil {
			return f, nil
		}
	}
	p.i = start
	if word == "" {
		return nil, p.fail("unexpected %s", charAt(p.s, p.i))
	}
	return nil, p.fail("unexpected %s", quote.String(word))
}

func isHex(s string) bool {
	for i := 0; i < len(s); i++ {
		if !strings.ContainsRune("0123456789abcdefABCDEF", rune(s[i])) {
			return false
		}
	}
	return true
}

func (p *jsonParser) object() (any, *jsonError) {
	p.i++ // '{'
	m := map[string]any{}
	p.space()
	if p.i < len(p.s) && p.s[p.i] == '}' {
		p.i++
		return m, nil
	}
	for {
		p.space()
		var key string
		switch {
		case p.i < len(p.s) && p.s[p.i] == p.quote:
			k, err := p.str()
			if err != nil {
				return nil, err
			}
			key = k
		case p.zipped:
			start := p.i
			for p.i < len(p.s) && isWordByte(p.s[p.i]) {
				p.i++
			}
			if p.i == start {
				return nil, p.fail("want a key")
			}
			key = p.s[start:p.i]
		default:
			return nil, p.fail("want a quoted key")
		}
		p.space()
		if p.i >= len(p.s) || p.s[p.i] != ':' {
			return nil, p.fail("want ':' after key %s", quote.String(key))
		}
		p.i++
		v, err := p.value(true)
		if err != nil {
			return nil, err
		}
		m[key] = v
		p.space()
		if p.i >= len(p.s) {
			return nil, p.fail("unexpected end of JSON")
		}
		switch p.s[p.i] {
		case ',':
			p.i++
		case '}':
			p.i++
			return m, nil
		default:
			return nil, p.fail("unexpected %s in an object", charAt(p.s, p.i))
		}
	}
}

func isWordByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

func (p *jsonParser) array() (any, *jsonError) {
	p.i++ // '['
	var a []any
	p.space()
	if !p.zipped && p.i < len(p.s) && p.s[p.i] == ']' {
		p.i++
		return a, nil
	}
	for {
		p.space()
		if p.zipped && p.i < len(p.s) && (p.s[p.i] == ',' || p.s[p.i] == ']') {
			a = append(a, map[string]any{}) // elided empty object
		} else {
			v, err := p.value(false)
			if err != nil {
				return nil, err
			}
			a = append(a, v)
		}
		p.space()
		if p.i >= len(p.s) {
			return nil, p.fail("unexpected end of JSON")
		}
		switch p.s[p.i] {
		case ',':
			p.i++
		case ']':
			p.i++
			return a, nil
		default:
			return nil, p.fail("unexpected %s in an array", charAt(p.s, p.i))
		}
	}
}

func (p *jsonParser) str() (string, *jsonError) {
	q := p.s[p.i]
	p.i++
	var b strings.Builder
	for p.i < len(p.s) {
		c := p.s[p.i]
		p.i++
		switch {
		case c == q:
			return b.String(), nil
		case c != '\\':
			b.WriteByte(c)
			continue
		}
		if p.i >= len(p.s) {
			break
		}
		e := p.s[p.i]
		p.i++
		switch e {
		case 'b':
			b.WriteByte('\b')
		case 'f':
			b.WriteByte('\f')
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		case 'u':
			if p.i+4 > len(p.s) {
				return "", p.fail("short \\u escape")
			}
			u, err := strconv.ParseUint(p.s[p.i:p.i+4], 16, 16)
			if err != nil {
				return "", p.fail("bad \\u escape")
			}
			p.i += 4
			b.WriteRune(utf16.DecodeRune(rune(u), 0xFFFD)) // lone surrogates become U+FFFD
		default:
			b.WriteByte(e)
		}
	}
	return "", p.fail("unterminated string")
}

// parseJSONBoard reads a JSON array of rows, the LeetCode board.
func (in *input) parseJSONBoard(start int, body string) (Puzzle, error) {
	v, jerr := parseJSON(body, false)
	if jerr != nil {
		return Puzzle{}, in.errAt(start+jerr.off, "%s", jerr.msg)
	}
	g, err := boardGrid(v, func(v any) (any, bool) { return v, true })
	if err != nil {
		return Puzzle{}, in.errAt(start, "JSON board: %s", err)
	}
	return Puzzle{Grid: g, Format: JSONFormat}, nil
}

// boardGrid reads a list of N rows of N cells, each cell's content taken
// from the element by cell (false: the cell is empty). The content may be
// a number 0..N or a string: a symbol, a blank, "" or a decimal number.
func boardGrid(v any, cell func(any) (any, bool)) (Grid, error) {
	rows, ok := v.([]any)
	if !ok {
		return Grid{}, fmt.Errorf("want a list of rows")
	}
	shape, err := ShapeForSize(len(rows))
	if err != nil {
		return Grid{}, fmt.Errorf("%d rows: %v", len(rows), strings.TrimPrefix(err.Error(), "sudoku: "))
	}
	n := len(rows)
	g := NewGrid(shape)
	for r, row := range rows {
		cols, ok := row.([]any)
		if !ok || len(cols) != n {
			return Grid{}, fmt.Errorf("row %d: want a list of %d cells", r+1, n)
		}
		for c, x := range cols {
			content, ok := cell(x)
			if !ok {
				continue
			}
			d, ok := cellDigit(content, n)
			if !ok {
				return Grid{}, fmt.Errorf("row %d, cell %d: unexpected %s", r+1, c+1, describe(content))
			}
			g.cells[shape.CellAt(r, c)] = d
		}
	}
	return g, nil
}

// cellDigit reads one cell's JSON content.
func cellDigit(v any, n int) (Digit, bool) {
	switch x := v.(type) {
	case nil:
		return 0, true
	case float64:
		if x >= 0 && x <= float64(n) && x == float64(int(x)) {
			return Digit(x), true
		}
	case string:
		if x == "" {
			return 0, true
		}
		if len(x) == 1 {
			return schemeLetters.digit(x[0], n)
		}
		return decimal(x, n)
	}
	return 0, false
}

// describe names a JSON value for an error message.
func describe(v any) string {
	switch x := v.(type) {
	case string:
		return quote.String(x)
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64)
	case bool:
		return strconv.FormatBool(x)
	case []any:
		return "list"
	case map[string]any:
		return "object"
	}
	return "null"
}

// sudokuPadKeys maps SudokuPad's short keys (PuzzleZipper) to full ones.
var sudokuPadKeys = map[string]string{
	"c": "color", "ca": "cages", "ct": "center", "c1": "borderColor",
	"c2": "backgroundColor", "ce": "cells", "cs": "cellSize", "a": "arrows",
	"o": "overlays", "u": "underlays", "w": "width", "h": "height",
	"v": "value", "vd": "videos", "l": "lines", "r": "rounded",
	"re": "regions", "fs": "fontSize", "th": "thickness", "hl": "headLength",
	"wp": "wayPoints", "t": "title", "te": "text", "d": "duration", "d2": "d",
}

// unzipKeys renames SudokuPad's short keys throughout v.
func unzipKeys(v any) any {
	switch x := v.(type) {
	case []any:
		for i := range x {
			x[i] = unzipKeys(x[i])
		}
	case map[string]any:
		m := make(map[string]any, len(x))
		for k, e := range x {
			if long, ok := sudokuPadKeys[k]; ok {
				k = long
			}
			m[k] = unzipKeys(e)
		}
		return m
	}
	return v
}

// parsePuzzleObject reads a decoded f-puzzles or SudokuPad puzzle: strict
// JSON, or SudokuPad's zipped dialect. source names it in errors;
// syntaxErr makes the error for a JSON syntax error, msg, at byte offset
// off of text, and names the source itself.
func parsePuzzleObject(text, source string, syntaxErr func(off int, msg string) *ParseError) (Puzzle, error) {
	v, jerr := parseJSON(text, false)
	if jerr != nil {
		var zerr *jsonError
		if v, zerr = parseJSON(text, true); zerr != nil {
			return Puzzle{}, syntaxErr(jerr.off, jerr.msg)
		}
		v = unzipKeys(v)
	}
	obj, ok := v.(map[string]any)
	if !ok {
		return Puzzle{}, &ParseError{Msg: source + ": want a JSON object"}
	}
	var p Puzzle
	var err error
	switch {
	case obj["grid"] != nil:
		p.Format = FPuzzlesFormat
		p.Grid, err = fpuzzlesGrid(obj)
	case obj["cells"] != nil:
		p.Format = SudokuPadFormat
		p.Grid, err = sudokuPadGrid(obj)
	default:
		err = fmt.Errorf("no grid: want an f-puzzles \"grid\" or SudokuPad \"cells\"")
	}
	if err != nil {
		return Puzzle{}, &ParseError{Msg: source + ": " + err.Error()}
	}
	return p, nil
}

// fpuzzlesAllowed lists the f-puzzles keys a classic puzzle may have.
var fpuzzlesAllowed = map[string]bool{
	"size": true, "title": true, "author": true, "ruleset": true, "grid": true,
	"solution": true, "highlightConflicts": true, "disabledlogic": true,
	"truecandidatesoptions": true, "cage": true,
}

// fpuzzlesGrid reads an f-puzzles object: {"size":9,"grid":[[{"value":5,
// "given":true},{},...],...]}. Only given values count.
func fpuzzlesGrid(obj map[string]any) (Grid, error) {
	if err := classicOnly(obj, fpuzzlesAllowed, "cage"); err != nil {
		return Grid{}, err
	}
	g, err := boardGrid(obj["grid"], func(v any) (any, bool) {
		m, _ := v.(map[string]any)
		given, _ := m["given"].(bool)
		return m["value"], given
	})
	if err != nil {
		return Grid{}, err
	}
	if size, _ := obj["size"].(float64); size != float64(g.N()) {
		return Grid{}, fmt.Errorf("size %s does not match the %d-row grid", describe(obj["size"]), g.N())
	}
	rows := obj["grid"].([]any)
	for r, row := range rows {
		for c, v := range row.([]any) {
			m, _ := v.(map[string]any)
			if reg, ok := m["region"]; ok {
				if f, _ := reg.(float64); f != float64(g.shape.Box(g.shape.CellAt(r, c))) {
					return Grid{}, fmt.Errorf("r%dc%d is in region %s: irregular (jigsaw) regions are not supported", r+1, c+1, describe(reg))
				}
			}
		}
	}
	return g, nil
}

// sudokuPadAllowed lists the SudokuPad keys a classic puzzle may have.
var sudokuPadAllowed = map[string]bool{
	"id": true, "cellSize": true, "cells": true, "regions": true, "metadata": true,
	"settings": true, "title": true, "author": true, "rules": true, "cages": true,
}

// sudokuPadGrid reads a SudokuPad puzzle: {"cells":[[{"value":5},{},...],
// ...],"regions":[[[0,0],[0,1],...],...]}.
func sudokuPadGrid(obj map[string]any) (Grid, error) {
	if err := classicOnly(obj, sudokuPadAllowed, "cages"); err != nil {
		return Grid{}, err
	}
	g, err := boardGrid(obj["cells"], func(v any) (any, bool) {
		m, _ := v.(map[string]any)
		val, ok := m["value"]
		return val, ok
	})
	if err != nil {
		return Grid{}, err
	}
	regions, ok := obj["regions"]
	if !ok {
		return g, nil
	}
	list, ok := regions.([]any)
	if !ok || len(list) != g.N() {
		return Grid{}, fmt.Errorf("want %d regions", g.N())
	}
	seen := make([]bool, g.N())
	for i, reg := range list {
		cells, ok := reg.([]any)
		box := -1
		if ok && len(cells) == g.N() {
			for _, rc := range cells {
				pair, _ := rc.([]any)
				if len(pair) != 2 {
					box = -2
					break
				}
				r, _ := pair[0].(float64)
				c, _ := pair[1].(float64)
				if r < 0 || c < 0 || r >= float64(g.N()) || c >= float64(g.N()) || r != float64(int(r)) || c != float64(int(c)) {
					box = -2
					break
				}
				b := g.shape.Box(g.shape.CellAt(int(r), int(c)))
				if box == -1 {
					box = b
				} else if b != box {
					box = -2
					break
				}
			}
		}
		if box < 0 || seen[box] {
			return Grid{}, fmt.Errorf("region %d is not a %s box: irregular (jigsaw) regions are not supported", i+1, g.shape)
		}
		seen[box] = true
	}
	return g, nil
}

// classicOnly refuses variant constraints: any key outside allowed with a
// value other than false, null, "", [] or {}, and any cage (key cages)
// that covers cells (cages without cells carry titles and rules).
func classicOnly(obj map[string]any, allowed map[string]bool, cages string) error {
	for k, v := range obj {
		if allowed[k] || isEmptyValue(v) {
			continue
		}
		return fmt.Errorf("the puzzle has %s constraints: only classic Sudoku is supported", quote.String(k))
	}
	list, _ := obj[cages].([]any)
	for _, c := range list {
		m, _ := c.(map[string]any)
		if !isEmptyValue(m["cells"]) {
			return fmt.Errorf("the puzzle has cages: only classic Sudoku is supported")
		}
	}
	return nil
}

func isEmptyValue(v any) bool {
	switch x := v.(type) {
	case nil:
		return true
	case bool:
		return !x
	case string:
		return x == ""
	case []any:
		return len(x) == 0
	case map[string]any:
		return len(x) == 0
	}
	return false
}
