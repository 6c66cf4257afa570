package solve

import "github.com/sudoku-app/sudoku/engine/sudoku"

// littleLeftovers returns the sums the rule of leftovers gives when the
// little killers of r count as cages too: an area's digits add up to a
// known total whatever repeats inside a piece, so a little killer of
// fewer than N cells is a piece like a killer cage (one of N cells
// would read as a house). Where pieces overlap, the cages win
// (sudoku.LeftoverSums keeps the first). The sums the cages alone give
// come again among them: addInnies keeps one of each. Nil when r has no
// such little killer. Cost: that of sudoku.LeftoverSums.
func littleLeftovers(s sudoku.Shape, r *sudoku.Rules) []sudoku.LeftoverSum {
	n := s.N()
	var cs []sudoku.Constraint
	little := false
	for _, c := range r.Constraints {
		switch x := c.(type) {
		case sudoku.Cage:
			cs = append(cs, x)
		case sudoku.LittleKiller:
			if x.Sum > 0 && len(x.Cells) < n {
				cs = append(cs, sudoku.Cage{Cells: x.Cells, Sum: x.Sum})
				little = true
			}
		}
	}
	if !little {
		return nil
	}
	fake := sudoku.Rules{Regions: r.Regions, Extra: r.Extra, Constraints: cs}
	return sudoku.LeftoverSums(s, &fake)
}
