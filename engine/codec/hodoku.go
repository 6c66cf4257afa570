package codec

import (
	"strings"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// isHoDoKuLine reports whether line is a line of HoDoKu's puzzle library,
// ":0100:4:<puzzle>:<deleted candidates>:<eliminations>:...": a ':', a
// four-digit technique code (a variant of it after a '-'), a candidate
// field, then the puzzle.
func isHoDoKuLine(line string) bool {
	fields := strings.Split(line, ":")
	if len(fields) < 5 || fields[0] != "" {
		return false
	}
	code, variant, _ := strings.Cut(fields[1], "-")
	return len(code) == 4 && allDigits(code) && allDigits(variant)
}

func allDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// parseHoDoKu reads a HoDoKu library line (isHoDoKuLine) at offset start:
// its puzzle field, the givens and, marked by a '+' before them, the
// digits placed before the step, which are read as givens: the position
// the step starts from. The candidates the line deletes are left out, as
// a candidate line's marks are by the solvers.
func (in *input) parseHoDoKu(start int, body string) (sudoku.Puzzle, error) {
	fields := strings.Split(body, ":")
	off := start + len(fields[0]) + len(fields[1]) + len(fields[2]) + 3
	g, err := sudoku.ParseLine(strings.ReplaceAll(fields[3], "+", ""))
	if err != nil {
		return sudoku.Puzzle{}, in.errAt(off, "HoDoKu library line: the puzzle field: %v", err)
	}
	return sudoku.Puzzle{Grid: g, Format: sudoku.LineFormat}, nil
}
