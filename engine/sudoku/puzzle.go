package sudoku

import (
	"fmt"
	"strconv"
)

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
	// MsgTemplate is Msg's English template (Template), one of
	// ErrorTemplates or codec.ErrorTemplates, and MsgArgs fill its
	// placeholders; "" when Msg has none (NewParseError makes one that
	// has).
	MsgTemplate string
	MsgArgs     map[string]string
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

// CandidatesError reports pencil marks that contradict themselves or the
// grid they go with, and where.
type CandidatesError struct {
	Cell Cell // -1 when the problem is not one cell's
	Msg  string
	// MsgTemplate is Msg's English template (Template), one of
	// ErrorTemplates, and MsgArgs fill its placeholders.
	MsgTemplate string
	MsgArgs     map[string]string
}

func (e *CandidatesError) Error() string { return "sudoku: " + e.Msg }

// CheckCandidates reports whether p's pencil marks fit its grid: one set
// per cell, each of digits 1..N and not empty, and every digit placed in
// Grid among its cell's marks. A filled cell's marks are its digit: the
// others it may list are not read. It returns nil when p has no marks,
// and a *CandidatesError naming the first cell at fault otherwise. Marks
// that fit may still leave no solution: that is the solver's to find.
// Cost: O(N^2).
func (p *Puzzle) CheckCandidates() error {
	if p.Candidates == nil {
		return nil
	}
	s := p.Grid.Shape()
	if len(p.Candidates) != s.Cells() {
		return newCandidatesError(-1, textCandidateSets, "Sets", strconv.Itoa(len(p.Candidates)), "Cells", strconv.Itoa(s.Cells()))
	}
	full := FullSet(s.N())
	for c, marks := range p.Candidates {
		cell := Cell(c)
		switch d := p.Grid.At(cell); {
		case marks&^full != 0:
			return newCandidatesError(cell, textCandidateAbove, "Cell", s.CellName(cell), "Digit", strconv.Itoa(int((marks &^ full).Lowest())), "N", strconv.Itoa(s.N()))
		case marks == 0:
			return newCandidatesError(cell, textNoCandidates, "Cell", s.CellName(cell))
		case d != 0 && !marks.Has(d):
			return newCandidatesError(cell, textNotInCandidates, "Cell", s.CellName(cell), "Digit", d.String(), "Candidates", marks.String())
		}
	}
	return nil
}

// Marks returns the candidates of every cell that p's pencil marks
// leave, as a solver starts from them: a filled cell's set is its digit,
// an empty cell's its marks. Without marks it returns nil. p's marks
// must fit its grid (CheckCandidates). Cost: O(N^2); the slice is new.
func (p *Puzzle) Marks() []Set {
	if p.Candidates == nil {
		return nil
	}
	out := make([]Set, len(p.Candidates))
	for c, marks := range p.Candidates {
		if d := p.Grid.At(Cell(c)); d != 0 {
			marks = Bit(d)
		}
		out[c] = marks
	}
	return out
}

// checkMarks reports the first cell of sol, a filled grid of p's shape,
// whose digit is not among its marks.
func (p *Puzzle) checkMarks(sol *Grid) error {
	if p.Candidates == nil {
		return nil
	}
	if err := p.CheckCandidates(); err != nil {
		return err
	}
	for c, m := range p.Marks() {
		if d := sol.At(Cell(c)); !m.Has(d) {
			s := sol.Shape()
			return newCandidatesError(Cell(c), textNotInCandidates, "Cell", s.CellName(Cell(c)), "Digit", d.String(), "Candidates", m.String())
		}
	}
	return nil
}

// Givens returns the digits p gives. Without pencil marks that is Grid.
// With them it is the cells whose one candidate (Marks) no other cell of
// a group of p's rules (a row, column, box or region, an extra house, a
// cage) still has among its own: as SukakuExplainer reads a candidate
// grid, a cell with one mark that a peer shares is not given but left to
// be placed, a naked single whose placement removes that mark. So a
// candidate line written from a position in play (placed digits cleared
// from their peers) gives its placed digits. p's marks must fit its grid
// (CheckCandidates) and its rules be valid for it. Cost: O(N^2) and
// that of p.Rules.Groups.
func (p *Puzzle) Givens() Grid {
	if p.Candidates == nil {
		return p.Grid
	}
	marks := p.Marks()
	shared := make([]Set, len(marks)) // the marks of each cell's peers
	for _, gr := range p.Rules.Groups(p.Grid.Shape()) {
		var once, twice Set
		for _, c := range gr.Cells {
			twice |= once & marks[c]
			once |= marks[c]
		}
		for _, c := range gr.Cells {
			// The group's marks but c's own, unless another cell has them too.
			shared[c] |= once&^marks[c] | twice&marks[c]
		}
	}
	g := NewGrid(p.Grid.Shape())
	for c, m := range marks {
		if d, ok := m.Single(); ok && shared[c]&m == 0 {
			g.Set(Cell(c), d)
		}
	}
	return g
}
