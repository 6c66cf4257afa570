package sudoku

import "fmt"

// Puzzle is a puzzle as read: its grid, its rules, the pencil marks when
// the input had them, and the format it was written in.
type Puzzle struct {
	Grid Grid
	// Candidates holds, for every cell, the digits the input left possible.
	// It is nil unless the input gave pencil marks (CandidateLineFormat and
	// PencilMarkFormat). A cell whose marks are a single digit is placed in
	// Grid as well.
	Candidates []Set
	Format     Format
	// Rules are the puzzle's rules: the zero Rules (classic Sudoku) unless
	// the input was a variant puzzle.
	Rules Rules
}

// Format names the text format a puzzle was read from. Package codec
// reads and writes them all; this package reads only the line format
// (ParseLine).
type Format int

// The formats package codec reads. The zero Format is not a format.
const (
	LineFormat           Format = iota + 1 // one line of N*N symbols
	GridFormat                             // N lines of N cells, with optional separators
	JSONFormat                             // a JSON array of N rows (the LeetCode board)
	CandidateLineFormat                    // one line of N*N*N candidate symbols (729 for 9x9)
	PencilMarkFormat                       // N lines of N candidate groups, such as "123 4 56"
	SoloFormat                             // a Tatham Solo game ID, "3x3:5_3b7d..."
	SudokuwikiFormat                       // a sudokuwiki.org link or bd= value
	SudokuExchangeFormat                   // a sudokuexchange.com link or s= value
	SudokuPadFormat                        // a SudokuPad link or scl/fpuz puzzle ID
	FPuzzlesFormat                         // an f-puzzles link or its JSON
	KillerStringFormat                     // a killer cage string, one character a cell
	SumoCueFormat                          // a SumoCue (JSudoku) killer code, "3x3::k:..."
)

func (f Format) String() string {
	names := [...]string{"unknown", "line", "grid", "json", "candidate line",
		"pencil marks", "solo", "sudokuwiki", "sudokuexchange", "sudokupad", "f-puzzles",
		"killer cage string", "sumocue"}
	if f < 0 || int(f) >= len(names) {
		return names[0]
	}
	return names[f]
}

// ParseError reports input that is not a puzzle, and where. ParseLine
// and package codec's readers return it.
type ParseError struct {
	Line, Column int // 1-based; 0 when not known
	Msg          string
}

func (e *ParseError) Error() string {
	switch {
	case e.Line == 0:
		return "sudoku: " + e.Msg
	case e.Column == 0:
		return fmt.Sprintf("sudoku: line %d: %s", e.Line, e.Msg)
	}
	return fmt.Sprintf("sudoku: line %d, column %d: %s", e.Line, e.Column, e.Msg)
}
