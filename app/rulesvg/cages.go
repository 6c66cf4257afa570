package rulesvg

import (
	"cmp"
	"slices"
	"strconv"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Killer cages may overlap (a cell in two cages, as f-puzzles allows).
// Each cage is outlined around its own cells; where cages share a cell
// their outlines would run on the same lines, so a cage that overlaps
// another is drawn further in: its level (0 for a cage that overlaps
// none) sets its inset, cageInset plus cageLevelStep a level. Its total
// sits in a corner of its outline where no other cage's line runs.

// Sizes of overlapping cages, in cell units.
const (
	cageLevelStep = 0.08 // a level's outline, further in than the one before
	maxCageLevel  = 3    // deeper levels share the last one's inset
)

// Corner is a set of corners of a cell that hold a killer cage's total.
type Corner uint8

// The corners a total sits in.
const (
	TopLeft  Corner = 1 << iota // the usual one: a cage's first cell's
	TopRight                    // for a cage whose top-left corners are another's
)

// TotalCorners returns, for every cell of shape s (the index is the cell
// number), the corners where SVG draws a killer cage's total under rules
// r: the top-left corner of each cage's first cell in reading order,
// unless cages overlap (see cageLayout). r must be valid for s. Cost:
// that of laying out the cages, linear in N² and their cells.
func TotalCorners(s sudoku.Shape, r *sudoku.Rules) []Corner {
	out := make([]Corner, s.Cells())
	for _, t := range layoutCages(s, r).totals {
		out[t.cell] |= t.corner
	}
	return out
}

// cageLayout is where the killer cages of a set of rules are drawn: each
// cage's level (its outline's inset) and where its total sits.
type cageLayout struct {
	cages  []sudoku.Cage // the rules' cages, in their order
	level  []int         // by cage
	totals []cageTotal   // the cages with a total, in their order
}

// cageTotal is where a cage's total is drawn: a corner of one of its cells.
type cageTotal struct {
	cage   int
	cell   sudoku.Cell
	corner Corner
}

// inset returns the inset of cage i's outline.
func (l *cageLayout) inset(i int) float64 {
	return cageInset + cageLevelStep*float64(min(l.level[i], maxCageLevel))
}

// layoutCages lays out the killer cages of r on shape s. A cage that
// shares no cell with another is at level 0 and its total in the
// top-left corner of its first cell in reading order, as every killer
// draws it. Where cages overlap, the larger cages are placed first (so
// that a cage inside another is drawn inside it), each at the least
// level no cage sharing a cell with it has. A total goes, in turn, to:
// the top-left corner of a cell of its cage where the outline turns
// (neither the cell above nor the one to the left in the cage) and no
// other cage holding the cell has a line (it holds the cells above, to
// the left and between them too), in reading order; the top-right corner
// of such a cell (mirrored); then either corner with other lines
// through it; in each case where no total sits yet. A cage with no such
// corner left shares its first cell's. Cost: linear in N² and the cages'
// cells, quadratic in the cages that overlap.
func layoutCages(s sudoku.Shape, r *sudoku.Rules) cageLayout {
	l := cageLayout{cages: make([]sudoku.Cage, 0, len(r.Constraints))}
	for _, c := range r.Constraints {
		if cage, ok := c.(sudoku.Cage); ok && len(cage.Cells) > 0 {
			l.cages = append(l.cages, cage)
		}
	}
	l.level = make([]int, len(l.cages))
	if len(l.cages) == 0 {
		return l
	}
	caged := make([]bool, s.Cells())
	overlap := false
	for _, cage := range l.cages {
		for _, c := range cage.Cells {
			overlap = overlap || caged[c]
			caged[c] = true
		}
	}
	if !overlap {
		// Every total in its first cell's top-left corner, as below,
		// without the work.
		l.totals = make([]cageTotal, 0, len(l.cages))
		for i, cage := range l.cages {
			if cage.Sum != 0 {
				l.totals = append(l.totals, cageTotal{i, slices.Min(cage.Cells), TopLeft})
			}
		}
		return l
	}
	// The cages holding each cell.
	of := make([][]int, s.Cells())
	for i, cage := range l.cages {
		for _, c := range cage.Cells {
			of[c] = append(of[c], i)
		}
	}
	l.levels(of)
	n := s.N()
	holds := func(i, r, c int) bool {
		return r >= 0 && c >= 0 && r < n && c < n && slices.Contains(of[s.CellAt(r, c)], i)
	}
	// corner reports whether the outline of cage i turns at the top
	// corner of cell x on side dx (-1 left, 1 right), and whether no
	// other cage holding x has a line there.
	corner := func(i int, x sudoku.Cell, dx int) (turns, clean bool) {
		r, c := s.Row(x), s.Col(x)
		if holds(i, r-1, c) || holds(i, r, c+dx) {
			return false, false
		}
		for _, j := range of[x] {
			if j != i && !(holds(j, r-1, c) && holds(j, r, c+dx) && holds(j, r-1, c+dx)) {
				return true, false
			}
		}
		return true, true
	}
	taken := make([]Corner, s.Cells())
	widths := make([]float64, 2*s.Cells()) // the width of the total in each corner
	fits := func(x sudoku.Cell, k Corner, w float64) bool {
		other := widths[2*int(x)+1]
		if k == TopRight {
			other = widths[2*int(x)]
		}
		return taken[x]&k == 0 && (other == 0 || w+other+2*cageSumAt <= 1)
	}
	for i, cage := range l.cages {
		if cage.Sum == 0 {
			continue
		}
		w := sumWidth(cage.Sum)
		cells := slices.Sorted(slices.Values(cage.Cells))
		at := cageTotal{i, cells[0], TopLeft}
	find:
		for _, wantClean := range []bool{true, false} {
			for _, k := range []Corner{TopLeft, TopRight} {
				dx := -1
				if k == TopRight {
					dx = 1
				}
				for _, x := range cells {
					if turns, clean := corner(i, x, dx); turns && (clean || !wantClean) && fits(x, k, w) {
						at = cageTotal{i, x, k}
						break find
					}
				}
			}
		}
		taken[at.cell] |= at.corner
		slot := 2 * int(at.cell)
		if at.corner == TopRight {
			slot++
		}
		widths[slot] = w
		l.totals = append(l.totals, at)
	}
	return l
}

// levels gives each cage of l the least level that no cage sharing a
// cell with it has, the cages taken largest first (in the rules' order
// among those of a size). of lists the cages holding each cell.
func (l *cageLayout) levels(of [][]int) {
	order := make([]int, len(l.cages))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(len(l.cages[b].Cells), len(l.cages[a].Cells)) })
	done := make([]bool, len(l.cages))
	for _, i := range order {
		var used []int
		for _, c := range l.cages[i].Cells {
			for _, j := range of[c] {
				if j != i && done[j] {
					used = append(used, l.level[j])
				}
			}
		}
		for slices.Contains(used, l.level[i]) {
			l.level[i]++
		}
		done[i] = true
	}
}

// sumWidth returns the width of a total's background: as wide as the
// widest system font's figures (0.6 of the font), and a pad each side.
func sumWidth(sum int) float64 {
	return 0.6*cageSumFont*float64(len(strconv.Itoa(sum))) + 2*cageSumPad
}
