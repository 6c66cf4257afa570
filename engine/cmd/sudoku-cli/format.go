package main

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// formats are -format's names, in the help's order: each a format that
// codec writes and reads back, then csv, a table whose rows read back: a
// header, then the puzzle (as without -format) and the command's other
// columns.
var formats = []string{"line", "grid", "solo", "fpuzzles", "sudokupad", "sudokuwiki", "sudokuexchange", "json", "csv"}

// checkFormat reports an error unless name is one of formats, or "" (the
// command's own).
func checkFormat(name string) error {
	if name == "" || slices.Contains(formats, name) {
		return nil
	}
	return fmt.Errorf("-format %s: want one of %s", name, strings.Join(formats, ", "))
}

// formatPuzzle writes p in the format name (checkFormat's). A format that
// has no room for p's rules is an error, never p without them: line, grid,
// sudokuwiki and sudokuexchange carry the digits alone, and the last two
// 9x9 grids alone;
// solo fails on the rules Tatham's Solo does not have. So with drawings
// that carry no rule (f-puzzles' cosmetics): only fpuzzles, sudokupad and
// json keep them. grid is several lines, for a person to read, which the
// commands read back as one puzzle (gridBlock).
func formatPuzzle(p sudoku.Puzzle, name string) (string, error) {
	switch name {
	case "line", "grid", "sudokuwiki", "sudokuexchange":
		if !p.Rules.Classic() {
			return "", fmt.Errorf("-format %s writes the digits alone, and this puzzle has rules beyond the classic ones (try fpuzzles)", name)
		}
		if !p.Rules.Bare() {
			return "", fmt.Errorf("-format %s writes the digits alone, and this puzzle has lines, shapes or text drawn on its grid (try fpuzzles)", name)
		}
	}
	switch name {
	case "line":
		return p.Grid.String(), nil
	case "grid":
		return strings.TrimSuffix(codec.FormatPretty(p.Grid), "\n"), nil
	case "sudokuwiki", "sudokuexchange":
		if p.Grid.Shape() != sudoku.Classic {
			return "", fmt.Errorf("-format %s: it takes 9x9 puzzles, not %dx%d", name, p.Grid.Shape().N(), p.Grid.Shape().N())
		}
		if name == "sudokuexchange" {
			return codec.SudokuExchangeURL(p.Grid), nil
		}
		return codec.SudokuwikiURL(p.Grid), nil
	case "solo":
		return codec.FormatSoloPuzzle(p)
	case "fpuzzles":
		return codec.FPuzzlesURL(p), nil
	case "sudokupad":
		return codec.SudokuPadURL(p), nil
	case "json":
		return codec.FPuzzlesJSON(p), nil
	case "csv":
		return "", errors.New("-format csv: a table of the command's columns, not a puzzle format")
	}
	return "", checkFormat(name)
}
