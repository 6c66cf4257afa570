package game

import (
	"slices"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Completion is what one move completed, for the board to mark: the
// houses whose last empty cell it filled (a row, column, box or jigsaw
// region, an extra house of the rules), the digits whose last place it
// filled, and the cells of them all. The zero Completion is nothing.
type Completion struct {
	Houses []sudoku.Group // in the order of sudoku.Rules.Groups, named as it names them
	Digits []sudoku.Digit // ascending
	Cells  []sudoku.Cell  // every cell of the houses, and every cell holding one of the digits, once each, ascending
	placed []sudoku.Cell  // the cells the move filled, of those Completes was given
}

// Empty reports whether the move completed nothing.
func (c Completion) Empty() bool { return len(c.Cells) == 0 }

// Placed returns the cells the move filled that Completes was told of:
// where the board's mark starts. The slice is the Completion's own.
func (c Completion) Placed() []sudoku.Cell { return c.placed }

// Completes returns what a move completed, given placed: the cells to which
// it just gave a digit. The caller, who knows what the move was, calls it
// for the player's moves that place digits (a digit typed, a hint applied)
// and for no other change of the board (undo, redo, a game loaded, the
// solution revealed), which completes nothing a player did.
//
// A house is complete when every one of its cells holds a digit and none
// of them is in conflict (Conflicts: the rules' own check, the one the
// board's conflict marks read, so a cell whose digit repeats in another of
// its houses keeps its houses from completing); a digit is complete when N
// cells hold it, none in conflict. Complete is not correct: Completes never
// reads the solution, so what it marks tells the player nothing about
// their digits that the rules on the board do not (a full house of
// distinct digits may still hold a mistake, and shows no sign of it). The
// houses are those of the rules (sudoku.Rules.Groups, killer cages left
// out: a cage is finished without holding every digit, and its sum is the
// rules' to judge): rows, columns, boxes or jigsaw regions, and the extra
// houses (the diagonals of Sudoku X, windows, disjoint groups, extra
// regions). Only the houses of the placed cells and the digits placed
// count: a house completed by a move elsewhere, that cleared its last
// conflict, is not.
//
// Cost: O(houses of the placed cells × N), the houses worked out once per
// game; plus O(cells) for each digit placed; plus, only when a house is
// full or a digit has its N cells, one Conflicts.
func (g *Game) Completes(placed []sudoku.Cell) Completion {
	s := g.Shape()
	houses, of := g.houses()
	var full []int // indexes into houses
	var digits sudoku.Set
	var from []sudoku.Cell
	for _, c := range placed {
		if c < 0 || int(c) >= s.Cells() || g.Digit(c) == 0 || slices.Contains(from, c) {
			continue
		}
		from = append(from, c)
		digits = digits.With(g.Digit(c))
		for _, h := range of[c] {
			if !slices.Contains(full, h) && g.filled(houses[h].Cells) {
				full = append(full, h)
			}
		}
	}
	var whole []sudoku.Digit
	for _, d := range digits.Digits() {
		if g.count(d) == s.N() {
			whole = append(whole, d)
		}
	}
	if len(full) == 0 && len(whole) == 0 {
		return Completion{}
	}
	bad := make([]bool, s.Cells())
	for _, c := range g.Conflicts() {
		bad[c] = true
	}
	noConflict := func(cells []sudoku.Cell) bool {
		return !slices.ContainsFunc(cells, func(c sudoku.Cell) bool { return bad[c] })
	}
	out := Completion{placed: from}
	marked := make([]bool, s.Cells())
	slices.Sort(full)
	for _, h := range full {
		if noConflict(houses[h].Cells) {
			out.Houses = append(out.Houses, houses[h])
			for _, c := range houses[h].Cells {
				marked[c] = true
			}
		}
	}
	for _, d := range whole {
		cells := g.holding(d)
		if noConflict(cells) {
			out.Digits = append(out.Digits, d)
			for _, c := range cells {
				marked[c] = true
			}
		}
	}
	for c, m := range marked {
		if m {
			out.Cells = append(out.Cells, sudoku.Cell(c))
		}
	}
	if len(out.Cells) == 0 {
		return Completion{}
	}
	return out
}

// houses returns the houses of the game's rules (sudoku.Rules.Groups
// without the cages) and, for each cell, the indexes of its houses.
// Worked out once per game: O(N^2).
func (g *Game) houses() ([]sudoku.Group, [][]int) {
	if g.houseList == nil {
		s := g.Shape()
		g.houseList = g.rules.Groups(s)[:3*s.N()+len(g.rules.Extra)]
		g.housesOf = make([][]int, s.Cells())
		for h, gr := range g.houseList {
			for _, c := range gr.Cells {
				g.housesOf[c] = append(g.housesOf[c], h)
			}
		}
	}
	return g.houseList, g.housesOf
}

// filled reports whether every one of cells holds a digit.
func (g *Game) filled(cells []sudoku.Cell) bool {
	return !slices.ContainsFunc(cells, func(c sudoku.Cell) bool { return g.Digit(c) == 0 })
}

// count returns how many cells hold d. Cost: O(cells).
func (g *Game) count(d sudoku.Digit) int {
	n := 0
	for c := sudoku.Cell(0); int(c) < g.Shape().Cells(); c++ {
		if g.Digit(c) == d {
			n++
		}
	}
	return n
}

// holding returns the cells that hold d, ascending. Cost: O(cells).
func (g *Game) holding(d sudoku.Digit) []sudoku.Cell {
	var out []sudoku.Cell
	for c := sudoku.Cell(0); int(c) < g.Shape().Cells(); c++ {
		if g.Digit(c) == d {
			out = append(out, c)
		}
	}
	return out
}
