package main

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// maxLine is the longest input line read as a puzzle, the most that
// codec.ParseGrid accepts. A longer line is an error for that line only.
const maxLine = sudoku.MaxInput

// where is a line of the input: its 1-based number, and its file's name
// when the command was given files ("" for standard input).
type where struct {
	file string
	line int
}

// String is "line 3" on standard input, "puzzles.txt:3" in a file.
func (w where) String() string {
	if w.file == "" {
		return "line " + strconv.Itoa(w.line)
	}
	return w.file + ":" + strconv.Itoa(w.line)
}

// failure is the error line of a puzzle read at at that failed with err:
// "error: line 5: …", without the engine's "sudoku: " (every error here
// is the engine's). A reader's error that names a line of the puzzle's
// text names it in the input instead (a grid's fifth row read from line 4
// is line 8), and its column after it.
func failure(at where, err error) string {
	var pe *sudoku.ParseError
	if errors.As(err, &pe) && pe.Line > 0 && err.Error() == pe.Error() {
		at.line += pe.Line - 1
		if pe.Column > 0 {
			return fmt.Sprintf("error: %v: column %d: %s", at, pe.Column, pe.Msg)
		}
		return fmt.Sprintf("error: %v: %s", at, pe.Msg)
	}
	return fmt.Sprintf("error: %v: %s", at, strings.TrimPrefix(err.Error(), "sudoku: "))
}

// files is the input of a command given file arguments: each file in
// turn, its lines numbered from 1.
type files []namedReader

type namedReader struct {
	name string
	r    io.Reader
}

// Read reads nothing: eachPuzzle reads files file by file.
func (files) Read([]byte) (int, error) { return 0, io.EOF }

// eachPuzzle calls fn with every puzzle line of r and where it is,
// skipping blank lines and lines starting with '#', until fn returns
// false; r may be files, read in turn. Text is trimmed of a leading UTF-8
// byte-order mark, as codec.ParseClassic trims it from its input (here
// every line may start a file: cat joins them), and of surrounding space;
// a line longer than maxLine is cut to maxLine+1 bytes (parseLine rejects
// it) and the rest of it skipped. It returns the reader's error, if any.
// Memory: O(maxLine).
func eachPuzzle(r io.Reader, fn func(at where, text string) bool) error {
	if fs, ok := r.(files); ok {
		for _, f := range fs {
			more, err := eachPuzzleIn(f.r, f.name, fn)
			if err != nil || !more {
				return err
			}
		}
		return nil
	}
	_, err := eachPuzzleIn(r, "", fn)
	return err
}

// eachPuzzleIn is eachPuzzle on one file, named name; more is false when
// fn asked to stop.
func eachPuzzleIn(r io.Reader, name string, fn func(at where, text string) bool) (more bool, err error) {
	br := bufio.NewReader(r)
	if bom, _ := br.Peek(2); string(bom) == "\xff\xfe" || string(bom) == "\xfe\xff" {
		// A UTF-16 file: its byte-order mark is the puzzle whose error
		// (codec's "save it as UTF-8") is said once, for the file,
		// rather than a line's for each of its lines.
		return fn(where{name, 1}, string(bom)), nil
	}
	sc := bufio.NewScanner(br)
	sc.Buffer(make([]byte, 64*1024), 2*maxLine+2)
	sc.Split(splitLines())
	// A file's block, Project Euler's "Grid 01" or SadMan's "[Puzzle]"
	// and the lines up to the next blank line or label, is one puzzle,
	// given to fn whole (codec reads the labels).
	var block strings.Builder
	blockAt := where{}
	flush := func() bool {
		if block.Len() == 0 {
			return true
		}
		text := block.String()
		block.Reset()
		return fn(blockAt, text)
	}
	// A grid written over several lines (-format grid, a grid pasted
	// whole) is one puzzle too: from a row that does not read alone, its
	// rows of the same width and the separator lines between and after
	// them, up to its last row (grid.side rows), a blank line, or a line
	// of another kind.
	var grid gridBlock
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(strings.TrimPrefix(sc.Text(), "\ufeff"))
		if grid.started() {
			if grid.add(text) {
				continue
			}
			at := grid.at
			if !fn(at, grid.take()) {
				return false, nil
			}
		}
		if block.Len() == 0 && grid.start(where{name, line}, text) {
			continue
		}
		if isBlockLabel(text) {
			if !flush() {
				return false, nil
			}
			blockAt = where{name, line}
			block.WriteString(text + "\n")
			continue
		}
		if block.Len() > 0 {
			if text != "" && block.Len() <= maxLine {
				block.WriteString(text + "\n")
				continue
			}
			if !flush() {
				return false, nil
			}
		}
		if text == "" || text[0] == '#' || isHeader(text) {
			continue
		}
		if !fn(where{name, line}, text) {
			return false, nil
		}
	}
	if !flush() {
		return false, nil
	}
	if at := grid.at; grid.started() && !fn(at, grid.take()) {
		return false, nil
	}
	if err := sc.Err(); err != nil {
		if name != "" {
			return false, fmt.Errorf("reading %s: %w", name, err)
		}
		return false, fmt.Errorf("reading input: %w", err)
	}
	return true, nil
}

// gridBlock gathers the lines of a grid written over several lines, as
// codec.Parse reads them: N rows of N cells, with separator lines
// ("------+-------+------") between them. Only a row that does not read
// as a puzzle alone starts one, and only rows of its width continue it,
// so a puzzle line next to a grid that is cut short is read on its own.
type gridBlock struct {
	at         where
	text       strings.Builder
	side, rows int // side is 0 until the first row
}

func (g *gridBlock) started() bool { return g.text.Len() > 0 }

// start starts a block at line, if it is a separator line or a row of a
// grid that does not read alone, and reports whether it did.
func (g *gridBlock) start(at where, line string) bool {
	_, sep := gridRow(line)
	if !sep && (gridRowSide(line) == 0 || parseLineOK(line)) {
		return false
	}
	g.at = at
	g.add(line)
	return true
}

// add adds line to the block and reports whether it belongs there: a
// row of the block's width before its last row, or a separator line.
func (g *gridBlock) add(line string) bool {
	side, sep := gridRow(line)
	switch {
	case g.text.Len()+len(line) > maxLine:
		return false
	case sep:
	case side == 0 || g.rows == g.side && g.side > 0 || g.side > 0 && side != g.side:
		return false
	default:
		g.side = side
		g.rows++
	}
	g.text.WriteString(line + "\n")
	return true
}

// take returns the block's text and empties it.
func (g *gridBlock) take() string {
	text := g.text.String()
	*g = gridBlock{}
	return text
}

// gridRowSide is gridRow's side alone.
func gridRowSide(line string) int {
	side, _ := gridRow(line)
	return side
}

// gridRow reports whether line is a row of a grid written over several
// lines, and of what side: cells one character each (digits, blanks, and
// in a row with box separators '|' letters too), spaced or not, or
// space-separated tokens of digits (pencil marks, numbers); or else
// whether it is a separator line, made of '-', '=', '+', '|', '*', '.',
// ':' and apostrophes.
func gridRow(line string) (side int, separator bool) {
	cells := strings.Fields(strings.Map(func(r rune) rune {
		if r == '|' || r == '+' {
			return ' '
		}
		return r
	}, line))
	symbols := "0123456789.*_-"
	if strings.Contains(line, "|") {
		symbols += "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	}
	row := len(cells) > 0
	for _, c := range cells {
		if len(cells) == 1 || len(c) == 1 {
			row = row && strings.Trim(c, symbols) == ""
		} else {
			row = row && strings.Trim(c, "0123456789") == ""
		}
	}
	n := len(cells)
	if n == 1 {
		n = len(cells[0])
	}
	if row && slices.Contains([]int{4, 6, 8, 9, 12, 16, 25}, n) {
		return n, false
	}
	return 0, strings.Trim(line, " \t-=+|*.:'") == "" && strings.ContainsAny(line, "-=")
}

// parseLineOK reports whether line reads as a puzzle alone.
func parseLineOK(line string) bool {
	_, err := parseLine(line)
	return err == nil
}

// isHeader reports whether line is a table's header: its first field,
// up to a ',', ';', tab or space, is "puzzle" (the CLI's CSV, qqwing's
// "Puzzle,Solution,...").
func isHeader(line string) bool {
	if i := strings.IndexAny(line, ",; \t"); i >= 0 {
		line = line[:i]
	}
	return strings.EqualFold(strings.Trim(line, `"`), "puzzle")
}

// isBlockLabel reports whether line starts a puzzle of several lines:
// Project Euler's "Grid 01", or SadMan Sudoku's "[Puzzle]".
func isBlockLabel(line string) bool {
	if strings.EqualFold(line, "[puzzle]") {
		return true
	}
	rest, ok := strings.CutPrefix(line, "Grid ")
	if !ok || rest == "" {
		return false
	}
	for _, r := range rest {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// splitLines is bufio.ScanLines, except that a line longer than maxLine
// comes out as its first maxLine+1 bytes, and the rest of it is skipped, so
// the scanner never fails with bufio.ErrTooLong.
func splitLines() bufio.SplitFunc {
	skipping := false // inside the rest of an over-long line
	return func(data []byte, atEOF bool) (int, []byte, error) {
		i := bytes.IndexByte(data, '\n')
		switch {
		case skipping && i >= 0:
			skipping = false
			return i + 1, nil, nil
		case skipping:
			return len(data), nil, nil
		case i > maxLine:
			return i + 1, data[:maxLine+1], nil
		case i >= 0:
			return i + 1, data[:i], nil
		case len(data) > maxLine:
			skipping = true
			return len(data), data[:maxLine+1], nil
		case atEOF && len(data) > 0:
			return len(data), data, nil
		}
		return 0, nil, nil // read more
	}
}

// firstPuzzle reads the first puzzle of r, for the commands that take one.
func firstPuzzle(r io.Reader) (sudoku.Puzzle, error) {
	var (
		p      sudoku.Puzzle
		err    error
		parsed bool
	)
	readErr := eachPuzzle(r, func(at where, text string) bool {
		p, err = parseLine(text)
		parsed = true
		return false
	})
	switch {
	case readErr != nil:
		return p, readErr
	case !parsed:
		return p, errors.New("no puzzle in the input")
	}
	return p, err
}

// parseLine parses one input line as a puzzle, classic or variant: the
// whole line, or else its first field, so that what follows a puzzle on
// its line is read past (the rating columns generate -rate and grade
// write, Sudoku Explainer's "ED=9.0/1.2/1.2", a forum list's
// ";11.9;11.9;11.3", a "#" comment, a CSV's other columns). The whole line
// comes first: some formats hold spaces (digits spaced out). When neither
// parses, the error is the whole line's.
func parseLine(text string) (sudoku.Puzzle, error) {
	p, _, err := parsePuzzleField(text)
	return p, err
}

// parsePuzzleField is parseLine, which also returns the text the puzzle
// was read from: the line, or its first field; or, when that text holds
// a line end, a space or a tab (a block of lines, digits spaced out, a
// JSON object with spaces), the puzzle written as one field (oneField),
// since the commands write the text as their first field.
func parsePuzzleField(text string) (sudoku.Puzzle, string, error) {
	p, field, err := readPuzzleField(text)
	if err == nil && strings.ContainsAny(field, "\n\r\t ") {
		field = oneField(p)
	}
	return p, field, err
}

// oneField writes p as one field, without spaces, in the formats
// generate and practice write, rules and pencil marks kept: its line, its
// candidate line when it has pencil marks, or an f-puzzles link when it
// has rules or drawings (or pencil marks on 4x4, whose candidate line
// would read as an 8x8 grid).
func oneField(p sudoku.Puzzle) string {
	switch {
	case !p.Rules.Bare():
		return codec.FPuzzlesURL(p)
	case p.Candidates == nil:
		return p.Grid.String()
	case p.Grid.N() != 4:
		return codec.FormatCandidates(p.Grid, p.Marks())
	}
	return codec.FPuzzlesURL(p)
}

// readPuzzleField is parsePuzzleField with the text as it stands.
func readPuzzleField(text string) (sudoku.Puzzle, string, error) {
	if len(text) > maxLine {
		return sudoku.Puzzle{}, "", fmt.Errorf("longer than %d bytes", maxLine)
	}
	p, err := codec.Parse(text)
	if err == nil {
		return p, text, nil
	}
	if field, ok := recordPuzzle(text); ok {
		if q, ferr := codec.Parse(field); ferr == nil {
			return q, field, nil
		}
	}
	for _, field := range firstFields(text) {
		if !gridSymbols(text[len(field):]) {
			if q, ferr := codec.Parse(field); ferr == nil {
				return q, field, nil
			}
		}
	}
	return p, "", err
}

// recordPuzzle returns the puzzle field of a record the CLI writes whose
// first field is not plain text: a CSV row whose first field is quoted
// ("a,b",7.2,...), or a JSON object with a "puzzle" string (grade -format
// json).
func recordPuzzle(text string) (string, bool) {
	switch text[0] {
	case '"':
		r := csv.NewReader(strings.NewReader(text))
		r.FieldsPerRecord = -1
		if rec, err := r.Read(); err == nil && len(rec) > 0 {
			return rec[0], true
		}
	case '{':
		var rec struct {
			Puzzle *string `json:"puzzle"`
		}
		if json.Unmarshal([]byte(text), &rec) == nil && rec.Puzzle != nil {
			return *rec.Puzzle, true
		}
	}
	return "", false
}

// gridSymbols reports whether rest, what follows a line's first field, is
// made of what a grid is written with (digits, '.', '0', spaces): more of
// the grid, not columns after it. Then the line is a grid that does not
// read, and its first field, which may read as a smaller one, is not
// what it means.
func gridSymbols(rest string) bool {
	return strings.Trim(rest, "0123456789. \t") == ""
}

// firstFields returns the shorter prefixes of text a puzzle may stand in,
// longest first: up to its first space or tab (a JSON board holds commas),
// then up to its first ';', ',' or '#'.
func firstFields(text string) []string {
	var fields []string
	if i := strings.IndexAny(text, " \t"); i > 0 {
		text = text[:i]
		fields = append(fields, text)
	}
	if i := strings.IndexAny(text, ";,#"); i > 0 {
		fields = append(fields, text[:i])
	}
	return fields
}
