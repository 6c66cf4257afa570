package logic

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Placement puts Digit in Cell.
type Placement struct {
	Cell  sudoku.Cell
	Digit sudoku.Digit
}

// Mark is a cell and some of its candidates: the digits a step removes
// from it, or the candidates that take part in a step's reasoning.
type Mark struct {
	Cell   sudoku.Cell
	Digits sudoku.Set
}

// Step is one move of the solver: a technique applied at one place.
// Placements and Eliminations are what it changes; Cause is the cells and
// candidates whose pattern justifies it, Houses the houses it reasons about.
// Message is the sentence that explains it to a player, as data: its
// wording's key and the houses, cells, digits, links and clauses it names,
// which a Catalogue renders in a language, naming the technique in
// brackets at the end. Text is that sentence in English (English().Render
// of Message), written when the step is found.
type Step struct {
	Technique    Technique
	Rating       float64 // Technique.Rating(), plus a length bonus for chains
	Placements   []Placement
	Eliminations []Mark
	Cause        []Mark
	Houses       []sudoku.House
	Message      Message
	Text         string
}

// ApplyError reports a step that does not fit the state it is applied to:
// it places a digit that is not a candidate of its cell.
type ApplyError struct {
	Cell  string
	Digit sudoku.Digit
}

func (e *ApplyError) Error() string {
	return fmt.Sprintf("logic: step places %s in %s, which is not a candidate there", e.Digit, e.Cell)
}

// Apply makes st's placements and eliminations on s. It fails, changing
// nothing, when a placement is not a candidate of its cell (the step came
// from another state). Cost: O(peers) per placement.
func (st Step) Apply(s *State) error {
	for _, p := range st.Placements {
		if !s.cands[p.Cell].Has(p.Digit) {
			return &ApplyError{Cell: s.shape.CellName(p.Cell), Digit: p.Digit}
		}
	}
	for _, p := range st.Placements {
		if s.cands[p.Cell].Has(p.Digit) {
			s.Place(p.Cell, p.Digit)
		}
	}
	for _, e := range st.Eliminations {
		for ds := e.Digits; ds != 0; ds &= ds - 1 {
			s.Eliminate(e.Cell, ds.Lowest())
		}
	}
	return nil
}

// trailing returns the index of the lowest set bit of m.
func trailing(m uint32) int { return bits.TrailingZeros32(m) }

// popcount returns the number of set bits of m.
func popcount(m uint32) int { return bits.OnesCount32(m) }

// joinAnd joins words as "a", "a and b", "a, b and c".
func joinAnd(words []string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// addMark adds digits ds of c to marks, merging with an existing mark of c.
func addMark(marks []Mark, c sudoku.Cell, ds sudoku.Set) []Mark {
	for i := range marks {
		if marks[i].Cell == c {
			marks[i].Digits |= ds
			return marks
		}
	}
	return append(marks, Mark{Cell: c, Digits: ds})
}

// digitMarks returns one mark of digit d per cell.
func digitMarks(cells []sudoku.Cell, d sudoku.Digit) []Mark {
	marks := make([]Mark, len(cells))
	for i, c := range cells {
		marks[i] = Mark{Cell: c, Digits: sudoku.Bit(d)}
	}
	return marks
}
