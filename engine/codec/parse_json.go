package codec

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode/utf16"

	"github.com/sudoku-app/sudoku/engine/quote"
	"github.com/sudoku-app/sudoku/engine/sudoku"
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
func (in *input) parseJSONBoard(start int, body string) (sudoku.Puzzle, error) {
	v, jerr := parseJSON(body, false)
	if jerr != nil {
		return sudoku.Puzzle{}, in.errAt(start+jerr.off, "%s", jerr.msg)
	}
	g, err := boardGrid(v, func(v any) (any, bool) { return v, true })
	if err != nil {
		return sudoku.Puzzle{}, in.errAt(start, "JSON board: %s", err)
	}
	return sudoku.Puzzle{Grid: g, Format: sudoku.JSONFormat}, nil
}

// boardGrid reads a list of N rows of N cells, each cell's content taken
// from the element by cell (false: the cell is empty). The content may be
// a number 0..N or a string: a symbol, a blank, "" or a decimal number.
func boardGrid(v any, cell func(any) (any, bool)) (sudoku.Grid, error) {
	rows, ok := v.([]any)
	if !ok {
		return sudoku.Grid{}, fmt.Errorf("want a list of rows")
	}
	shape, err := sudoku.ShapeForSize(len(rows))
	if err != nil {
		return sudoku.Grid{}, fmt.Errorf("%d rows: %v", len(rows), strings.TrimPrefix(err.Error(), "sudoku: "))
	}
	n := len(rows)
	g := sudoku.NewGrid(shape)
	for r, row := range rows {
		cols, ok := row.([]any)
		if !ok || len(cols) != n {
			return sudoku.Grid{}, fmt.Errorf("row %d: want a list of %d cells", r+1, n)
		}
		for c, x := range cols {
			content, ok := cell(x)
			if !ok {
				continue
			}
			d, ok := cellDigit(content, n)
			if !ok {
				return sudoku.Grid{}, fmt.Errorf("row %d, cell %d: unexpected %s", r+1, c+1, describe(content))
			}
			g.Set(sudoku.Cell(shape.CellAt(r, c)), d)
		}
	}
	return g, nil
}

// cellDigit reads one cell's JSON content.
func cellDigit(v any, n int) (sudoku.Digit, bool) {
	switch x := v.(type) {
	case nil:
		return 0, true
	case float64:
		if x >= 0 && x <= float64(n) && x == float64(int(x)) {
			return sudoku.Digit(x), true
		}
	case string:
		if x == "" {
			return 0, true
		}
		if len(x) == 1 {
			return sudoku.StandardSymbols.Digit(x[0], n)
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
func parsePuzzleObject(text, source string, syntaxErr func(off int, msg string) *sudoku.ParseError) (sudoku.Puzzle, error) {
	v, jerr := parseJSON(text, false)
	if jerr != nil {
		var zerr *jsonError
		if v, zerr = parseJSON(text, true); zerr != nil {
			return sudoku.Puzzle{}, syntaxErr(jerr.off, jerr.msg)
		}
		v = unzipKeys(v)
	}
	obj, ok := v.(map[string]any)
	if !ok {
		return sudoku.Puzzle{}, &sudoku.ParseError{Msg: source + ": want a JSON object"}
	}
	var p sudoku.Puzzle
	var err error
	switch {
	case obj["grid"] != nil:
		p.Format = sudoku.FPuzzlesFormat
		p.Grid, p.Rules, p.Candidates, err = readFPuzzles(obj)
	case obj["cells"] != nil:
		p.Format = sudoku.SudokuPadFormat
		p.Grid, p.Rules, err = sudokuPadGrid(obj)
	default:
		err = fmt.Errorf("no grid: want an f-puzzles \"grid\" or SudokuPad \"cells\"")
	}
	if err != nil {
		var re *sudoku.RuleError
		if errors.As(err, &re) {
			return sudoku.Puzzle{}, &sudoku.ParseError{Msg: source + ": " + re.Rule + ": " + re.Msg}
		}
		return sudoku.Puzzle{}, &sudoku.ParseError{Msg: source + ": " + err.Error()}
	}
	return p, nil
}

// sudokuPadAllowed lists the SudokuPad keys that carry no rule, or that
// sudokuPadGrid reads.
var sudokuPadAllowed = map[string]bool{
	"id": true, "cellSize": true, "cells": true, "regions": true, "metadata": true,
	"settings": true, "title": true, "author": true, "rules": true, "cages": true,
}

// sudokuPadGrid reads a SudokuPad puzzle: {"cells":[[{"value":5},{},...],
// ...],"regions":[[[0,0],[0,1],...],...],"cages":[{"cells":[[0,0],[0,1]],
// "value":"10"}]}. Regions other than the boxes are a jigsaw layout;
// cages with cells are killer cages. SudokuPad's own format draws every
// other constraint (lines, arrows, dots: "lines", "arrows", "overlays",
// "underlays") as graphics that do not say which rule they stand for:
// those are refused by name.
func sudokuPadGrid(obj map[string]any) (sudoku.Grid, sudoku.Rules, error) {
	var rules sudoku.Rules
	for _, k := range slices.Sorted(maps.Keys(obj)) {
		if sudokuPadAllowed[k] || isEmptyValue(obj[k]) {
			continue
		}
		return sudoku.Grid{}, rules, fmt.Errorf("constraint %s is not supported: SudokuPad draws it as graphics "+
			"that do not name the rule (open the puzzle in f-puzzles and paste that link)", quote.String(k))
	}
	g, err := boardGrid(obj["cells"], func(v any) (any, bool) {
		m, _ := v.(map[string]any)
		val, ok := m["value"]
		return val, ok
	})
	if err != nil {
		return sudoku.Grid{}, rules, err
	}
	s := g.Shape()
	n := s.N()
	rc := func(v any) (sudoku.Cell, bool) {
		pair, _ := v.([]any)
		if len(pair) != 2 {
			if r, c, ok := rcOf(v); ok && r >= 1 && c >= 1 && r <= n && c <= n {
				return s.CellAt(r-1, c-1), true
			}
			return 0, false
		}
		r, ok1 := pair[0].(float64)
		c, ok2 := pair[1].(float64)
		if !ok1 || !ok2 || r < 0 || c < 0 || r >= float64(n) || c >= float64(n) || r != float64(int(r)) || c != float64(int(c)) {
			return 0, false
		}
		return s.CellAt(int(r), int(c)), true
	}
	if regions, ok := obj["regions"]; ok {
		list, ok := regions.([]any)
		if !ok || len(list) != n {
			return sudoku.Grid{}, rules, fmt.Errorf("want %d regions", n)
		}
		layout := make([]int, s.Cells())
		for i := range layout {
			layout[i] = -1
		}
		irregular := false
		for i, reg := range list {
			cells, ok := reg.([]any)
			if !ok || len(cells) != n {
				return sudoku.Grid{}, rules, fmt.Errorf("region %d: want %d cells", i+1, n)
			}
			for _, x := range cells {
				c, ok := rc(x)
				if !ok {
					return sudoku.Grid{}, rules, fmt.Errorf("region %d: %s is not a cell of the grid", i+1, describe(x))
				}
				if layout[c] >= 0 {
					return sudoku.Grid{}, rules, fmt.Errorf("region %d: %s is also in region %d", i+1, s.CellName(c), layout[c]+1)
				}
				layout[c] = i
			}
		}
		// Regular when every region is one box.
		box := make([]int, n)
		for i := range box {
			box[i] = -1
		}
		for c, r := range layout {
			b := s.Box(sudoku.Cell(c))
			if box[r] < 0 {
				box[r] = b
			}
			irregular = irregular || box[r] != b
		}
		if irregular {
			rules.Regions = layout
		}
	}
	list, _ := obj["cages"].([]any)
	for i, x := range list {
		m, _ := x.(map[string]any)
		if isEmptyValue(m["cells"]) {
			continue // a cage without cells carries a title or the rules
		}
		raw, _ := m["cells"].([]any)
		var cells []sudoku.Cell
		for _, v := range raw {
			c, ok := rc(v)
			if !ok {
				return sudoku.Grid{}, rules, fmt.Errorf("cage %d: %s is not a cell of the grid", i+1, describe(v))
			}
			cells = append(cells, c)
		}
		sum := 0
		if v, ok := m["value"]; ok && !isEmptyValue(v) {
			if sum, ok = number(v); !ok || sum <= 0 {
				return sudoku.Grid{}, rules, fmt.Errorf("cage %d: total %s is not a number", i+1, describe(v))
			}
		}
		rules.Constraints = append(rules.Constraints, sudoku.Cage{Cells: cells, Sum: sum})
	}
	if err := rules.Validate(s); err != nil {
		return sudoku.Grid{}, rules, err
	}
	return g, rules, nil
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
