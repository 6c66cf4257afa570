package main

import (
	"reflect"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// decoratedPE96 is Project Euler's first grid with a line and a circle
// drawn on it (in the order f-puzzles' keys read back): classic rules,
// and a drawing that carries none.
func decoratedPE96(t *testing.T) sudoku.Puzzle {
	t.Helper()
	p, err := codec.Parse(pe96Grid01)
	if err != nil {
		t.Fatal(err)
	}
	p.Rules.Decor = []sudoku.Decoration{
		{Kind: sudoku.DecorLine, Cells: []sudoku.Cell{1, 2, 11}, Stroke: "#00ff00"},
		{Kind: sudoku.DecorCircle, Cells: []sudoku.Cell{0}, Stroke: "#ff0000", Width: 80, Height: 80},
	}
	return p
}

// A puzzle that draws is solved, counted and graded as its rules say;
// the formats with room for its drawing keep it, the others refuse it.
func TestDecoratedPuzzle(t *testing.T) {
	p := decoratedPE96(t)
	link := codec.FPuzzlesURL(p)
	for _, cmd := range []string{"solve", "count", "grade"} {
		_, plain, _ := cli([]string{cmd}, pe96Grid01)
		code, out, errOut := cli([]string{cmd}, link)
		if code != 0 || errOut != "" {
			t.Errorf("%s of a drawn-on puzzle: status %d, stderr %q", cmd, code, errOut)
		}
		// grade writes the puzzle as read first: compare what follows it.
		plain, out = strings.TrimPrefix(plain, pe96Grid01), strings.TrimPrefix(out, link)
		if out != plain {
			t.Errorf("%s of a drawn-on puzzle: %q, want the classic answer %q", cmd, out, plain)
		}
	}
	for _, f := range formats {
		out, err := formatPuzzle(p, f)
		switch f {
		case "fpuzzles", "sudokupad", "json":
			q, perr := codec.Parse(out)
			if err != nil || perr != nil || !reflect.DeepEqual(q.Rules, p.Rules) {
				t.Errorf("-format %s: %v, %v; read back %+v, want the drawing kept", f, err, perr, q.Rules)
			}
		case "csv":
		default:
			if err == nil || !strings.Contains(err.Error(), "drawn") && !strings.Contains(err.Error(), "decoration") {
				t.Errorf("-format %s of a drawn-on puzzle: %q, %v; want a refusal that names the drawing", f, out, err)
			}
		}
	}
}
