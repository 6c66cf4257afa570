package sudoku

import "slices"

// Conflicts returns the filled cells of g that break a rule of r with
// the digits they hold, in cell order and each once: both cells of a
// digit repeated in a group (Groups), both cells of a pair a rule over
// the whole grid forbids (anti-knight, anti-king, non-consecutive, the
// negative dots and XV), and the filled cells of a constraint that does
// not hold (a sandwich's: its line's). Empty cells break nothing, so a
// board in progress shows only what is already wrong. r must be valid for
// g's shape (Validate). Cost: that of Check, plus O(N^2) per rule over
// the whole grid.
func (r *Rules) Conflicts(g *Grid) []Cell {
	s := g.Shape()
	bad := make([]bool, s.Cells())
	mark := func(cells ...Cell) {
		for _, c := range cells {
			if g.cells[c] != 0 {
				bad[c] = true
			}
		}
	}
	for _, gr := range r.Groups(s) {
		var at [MaxN + 1]Cell
		for i := range at {
			at[i] = -1
		}
		for _, c := range gr.Cells {
			d := g.cells[c]
			if d == 0 || int(d) > MaxN {
				continue
			}
			if at[d] >= 0 {
				mark(at[d], c)
			}
			at[d] = c
		}
	}
	for _, c := range r.Constraints {
		if near, breaks, ok := pairRule(c, s, r); ok {
			for p := Cell(0); int(p) < s.Cells(); p++ {
				a := g.cells[p]
				if a == 0 {
					continue
				}
				for _, q := range near(p) {
					if b := g.cells[q]; b != 0 && q > p && breaks(a, b) {
						mark(p, q)
					}
				}
			}
			continue
		}
		if c.holds(g, r) {
			continue
		}
		if w, ok := c.(Sandwich); ok {
			mark(s.HouseCells(w.Line)...)
			continue
		}
		mark(CellsOf(c)...)
	}
	var out []Cell
	for c, b := range bad {
		if b {
			out = append(out, Cell(c))
		}
	}
	return slices.Clip(out)
}
