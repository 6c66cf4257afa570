package sudoku

import "fmt"

// ParseError reports input that is not a puzzle, and where.
type ParseError struct {
	Line, Column int // 1-based; 0 when not known
	Msg          string
}

func (e *ParseError) Error() string {
	if e.Line == 0 {
		return "sudoku: " + e.Msg
	}
	return fmt.Sprintf("sudoku: line %d, column %d: %s", e.Line, e.Column, e.Msg)
}

// Parse reads a puzzle in line format: N*N symbols for a supported N, blanks
// as '.', '0', '_', '-' or '*'. It rejects repeated givens with a
// *ConflictError. (Walking-skeleton slice: the other formats come next.)
func Parse(text string) (Grid, error) {
	n := isqrt(len(text))
	if n*n != len(text) {
		return Grid{}, &ParseError{Msg: fmt.Sprintf("%d characters is not a square grid", len(text))}
	}
	shape, err := ShapeForSize(n)
	if err != nil {
		return Grid{}, err
	}
	g := NewGrid(shape)
	for i := 0; i < len(text); i++ {
		d, ok := symbolDigit(text[i])
		if !ok || int(d) > n {
			return Grid{}, &ParseError{Line: 1, Column: i + 1, Msg: fmt.Sprintf("unexpected %q", text[i])}
		}
		g.cells[i] = d
	}
	if err := g.Validate(); err != nil {
		return Grid{}, err
	}
	return g, nil
}

// symbolDigit maps a symbol to its digit: blanks to 0, '1'-'9', 'A'-'P' (or
// lower case) to 10-25.
func symbolDigit(b byte) (Digit, bool) {
	switch {
	case b == '.' || b == '0' || b == '_' || b == '-' || b == '*':
		return 0, true
	case b >= '1' && b <= '9':
		return Digit(b - '0'), true
	case b >= 'A' && b <= 'P':
		return Digit(b-'A') + 10, true
	case b >= 'a' && b <= 'p':
		return Digit(b-'a') + 10, true
	}
	return 0, false
}
