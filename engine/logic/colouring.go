package logic

import (
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// findSimpleColouring follows the conjugate pairs of one digit: along a
// chain of pairs the digit alternates, so the chain's cells split into two
// colours, one of which holds the digit. A cell seeing both colours loses
// it (a colour trap); two cells of one colour seeing each other make that
// colour false everywhere (a colour wrap). Cost: O(N * N^2 * peers).
func findSimpleColouring(s *State) (Step, bool) {
	cells := s.shape.Cells()
	colour := make([]int8, cells) // 0 uncoloured, 1 or 2
	var buf [3 * sudoku.MaxN]strongLink
	for d := sudoku.Digit(1); int(d) <= s.n; d++ {
		links := s.strongLinks(buf[:0], d)
		clear(colour)
		for _, root := range links {
			if colour[root.a] != 0 {
				continue
			}
			// Colour the component of root.a by flooding over the links.
			comp := []sudoku.Cell{root.a}
			colour[root.a] = 1
			for i := 0; i < len(comp); i++ {
				c := comp[i]
				for _, l := range links {
					other := l.b
					switch c {
					case l.a:
					case l.b:
						other = l.a
					default:
						continue
					}
					if colour[other] == 0 {
						colour[other] = 3 - colour[c]
						comp = append(comp, other)
					}
				}
			}
			if len(comp) < 4 {
				continue
			}
			if st, ok := s.colourStep(d, comp, colour); ok {
				return st, true
			}
		}
	}
	return Step{}, false
}

// colourStep looks for a wrap, then a trap, in one coloured component.
func (s *State) colourStep(d sudoku.Digit, comp []sudoku.Cell, colour []int8) (Step, bool) {
	cause := digitMarks(comp, d)
	for i, a := range comp {
		for _, b := range comp[i+1:] {
			if colour[a] != colour[b] || !s.sees(a, b) {
				continue
			}
			var elims []Mark
			for _, c := range comp {
				if colour[c] == colour[a] {
					elims = append(elims, Mark{c, sudoku.Bit(d)})
				}
			}
			st := Step{
				Technique:    SimpleColouring,
				Eliminations: elims,
				Cause:        cause,
			}
			s.say(&st, "colouring-wrap", argDigit("Digit", d), argCell("Start", comp[0]), argCell("Cell1", a), argCell("Cell2", b),
				elimsArg(elims), argTechnique(SimpleColouring))
			return st, true
		}
	}
	var elims []Mark
	for c := sudoku.Cell(0); int(c) < s.shape.Cells(); c++ {
		if !s.cands[c].Has(d) || colour[c] != 0 {
			continue
		}
		seen := int8(0)
		for _, p := range comp {
			if s.sees(c, p) {
				seen |= colour[p]
			}
		}
		if seen == 3 {
			elims = append(elims, Mark{c, sudoku.Bit(d)})
		}
	}
	if len(elims) == 0 {
		return Step{}, false
	}
	st := Step{
		Technique:    SimpleColouring,
		Eliminations: elims,
		Cause:        cause,
	}
	s.say(&st, "colouring-trap", argDigit("Digit", d), argCell("Start", comp[0]), argCells("Cells", markCells(elims), JoinAnd),
		argCount(len(elims)), elimsArg(elims), argTechnique(SimpleColouring))
	return st, true
}

// markCells returns the cells of marks.
func markCells(marks []Mark) []sudoku.Cell {
	cells := make([]sudoku.Cell, len(marks))
	for i, m := range marks {
		cells[i] = m.Cell
	}
	return cells
}
