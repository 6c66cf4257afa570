package logic

import (
	"bytes"
	"fmt"
	"strconv"

	"github.com/sudoku-app/sudoku/engine/message"
)

// The keys of cells in a player's words (Catalogue.RenderWords), with the
// arguments each gives: numbers of rows and columns from 1, lists of them
// joined as JoinAnd's, and Count, the number of cells.
const (
	wordsCell          = "words-cell"            // Row Column: "row 5, column 3"
	wordsCellsInRow    = "words-cells-in-row"    // Row Columns Count: "row 3, columns 1, 4 and 7"
	wordsCellsInColumn = "words-cells-in-column" // Column Rows Count: "column 3, rows 1 and 2"
	wordsCellInList    = "words-cell-in-list"    // Row Column: "row 1 column 2", an item of a list
)

// sayCells puts the cells noted in r.cells in words: runs of cells joined
// by a list's words (listSeparators) together, and a capital where a run
// opens the sentence or was marked to. Cells of one argument join over
// any of a list's words; cells of two arguments only over the words
// before a list's last item (" and "), so that "from {{.Start}},
// {{.Cell1}} and {{.Cell2}}" keeps its start apart and says the two
// cells together. It leaves r writing the engine's notation.
func (r *renderer) sayCells() error {
	if len(r.cells) == 0 {
		return nil
	}
	seps, lasts, err := r.listSeparators()
	if err != nil {
		return err
	}
	text, cells := r.buf, r.cells
	joined := func(a, b cellSpan) bool {
		between := text[a.end:b.start]
		return isSeparator(between, lasts) || a.arg == b.arg && isSeparator(between, seps)
	}
	r.buf, r.cells, r.words = make([]byte, 0, len(text)+16*len(cells)), nil, false
	last := 0 // text[last:] is not yet written
	for i := 0; i < len(cells); {
		j := i + 1
		for j < len(cells) && joined(cells[j-1], cells[j]) {
			j++
		}
		run := cells[i:j]
		r.buf = append(r.buf, text[last:run[0].start]...)
		start := len(r.buf)
		if err := r.cellWords(run); err != nil {
			return err
		}
		if run[0].capital || run[0].start == 0 {
			r.capitalise(start)
		}
		last, i = run[len(run)-1].end, j
	}
	r.buf = append(r.buf, text[last:]...)
	return nil
}

// isSeparator reports whether between is one of seps.
func isSeparator(between []byte, seps [][]byte) bool {
	for _, sep := range seps {
		if bytes.Equal(between, sep) {
			return true
		}
	}
	return false
}

// listSeparators returns the words a list of JoinAnd puts between its
// items: seps, those of "list-and-sep" (", ") and those before its last
// item; lasts, those of "list-and" between its {{.Init}} and its
// {{.Last}} (" and ") alone. Empty words are none.
func (r *renderer) listSeparators() (seps, lasts [][]byte, err error) {
	keys := joinKeys[JoinAnd]
	last, _, err := r.lookup(keys[0])
	if err != nil {
		return nil, nil, err
	}
	sep, _, err := r.lookup(keys[1])
	if err != nil {
		return nil, nil, err
	}
	if s := sep.Form(message.PluralOther).Literal(); s != "" {
		seps = append(seps, []byte(s))
	}
	t := last.Form(message.PluralOther)
	for i := 0; i+2 < len(t); i++ {
		if t[i].Arg == "Init" && t[i+1].Arg == "" && t[i+1].Text != "" && t[i+2].Arg == "Last" {
			lasts = append(lasts, []byte(t[i+1].Text))
		}
	}
	return append(seps, lasts...), lasts, nil
}

// cellWords writes the cells of run in words: one cell alone, cells of
// one row or one column together, else each in a list.
func (r *renderer) cellWords(run []cellSpan) error {
	if len(run) == 1 {
		return r.cellsTemplate(wordsCell, run[0].row, run[0].col, nil, nil)
	}
	sameRow, sameCol := true, true
	rows, cols := make([]int, len(run)), make([]int, len(run))
	for i, c := range run {
		rows[i], cols[i] = c.row, c.col
		sameRow = sameRow && c.row == run[0].row
		sameCol = sameCol && c.col == run[0].col
	}
	switch {
	case sameRow:
		return r.cellsTemplate(wordsCellsInRow, run[0].row, 0, nil, cols)
	case sameCol:
		return r.cellsTemplate(wordsCellsInColumn, 0, run[0].col, rows, nil)
	}
	return r.list(wordsCellInList, Arg{Name: "Cells", Join: JoinAnd}, len(run), func(i int) error {
		return r.cellsTemplate(wordsCellInList, run[i].row, run[i].col, nil, nil)
	})
}

// cellsTemplate writes the template of key, one of the words of cells,
// its placeholders filled: Row and Column by row and col, Rows and
// Columns by the lists rows and cols, Count by the number of cells.
func (r *renderer) cellsTemplate(key string, row, col int, rows, cols []int) error {
	e, plural, err := r.lookup(key)
	if err != nil {
		return err
	}
	n := max(len(rows), len(cols), 1)
	for _, seg := range e.Select(plural, n) {
		switch seg.Arg {
		case "":
			r.buf = append(r.buf, seg.Text...)
		case "Row":
			r.buf = strconv.AppendInt(r.buf, int64(row), 10)
		case "Column":
			r.buf = strconv.AppendInt(r.buf, int64(col), 10)
		case "Count":
			r.buf = strconv.AppendInt(r.buf, int64(n), 10)
		case "Rows", "Columns":
			ns := rows
			if seg.Arg == "Columns" {
				ns = cols
			}
			err := r.list(key, Arg{Name: seg.Arg, Join: JoinAnd}, len(ns), func(i int) error {
				r.buf = strconv.AppendInt(r.buf, int64(ns[i]), 10)
				return nil
			})
			if err != nil {
				return err
			}
		default:
			return fmt.Errorf("logic: message %q: no argument for {{.%s}}", key, seg.Arg)
		}
	}
	return nil
}
