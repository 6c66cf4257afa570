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

// BrokenStatements returns the sentences of r's Statements whose rules
// the digits of g break, in Statements' order: a digit twice in a
// region, an extra house or a killer cage, two cells a rule over the
// whole grid forbids, a constraint that does not hold (as Conflicts
// finds them). A digit twice in a row, column or box breaks classic
// Sudoku, which no sentence states: it adds none. Empty cells break
// nothing. r must be valid for g's shape (Validate). Cost: that of
// Conflicts.
func (r *Rules) BrokenStatements(g *Grid) []Statement {
	s := g.Shape()
	broken := map[string]bool{}
	groups := r.Groups(s)
	for i, gr := range groups {
		if i < 3*s.N() && (r.Regions == nil || i < 2*s.N()) || !repeats(g, gr.Cells) {
			continue
		}
		switch j := i - 3*s.N(); {
		case j < 0:
			broken["regions"] = true
		case j < len(r.Extra):
			key, _ := extraStatement(r.Extra[j].Kind)
			broken[key] = true
		default:
			broken["cage"] = true
		}
	}
	for _, c := range r.Constraints {
		key, _ := constraintStatement(c, s)
		if key == "" || broken[key] {
			continue
		}
		if _, _, ok := pairRule(c, s, r); ok {
			_, _, broken[key] = globalBreak(c, g, r)
		} else {
			broken[key] = !c.holds(g, r)
		}
	}
	var out []Statement
	for _, k := range r.keyedStatements(s) {
		if broken[k.key] {
			out = append(out, k.Statement)
		}
	}
	return out
}

// repeats reports whether a digit of g repeats in cells.
func repeats(g *Grid, cells []Cell) bool {
	var seen [MaxN + 1]bool
	for _, c := range cells {
		d := g.cells[c]
		if d == 0 || int(d) > MaxN {
			continue
		}
		if seen[d] {
			return true
		}
		seen[d] = true
	}
	return false
}
