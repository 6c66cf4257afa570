package solve

import (
	"slices"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// fixedSum is a rule's cells adding up to total: a killer cage's, or a
// little killer's (line), whose digits may repeat.
type fixedSum struct {
	cells []sudoku.Cell
	total int
	line  bool
}

// crossingSums derives sums from the sums that cross each house (n cells
// of distinct digits adding up to n(n+1)/2), as sigh's Interactive Sudoku
// Solver does (its hidden cages and sum intersections):
//
//  1. the sums with a cell in the house are taken greedily, fewest
//     overlaps with the others first, so that no two share a cell;
//  2. the house's cells outside those of them that lie wholly in it add
//     up to the rest of the house's total (innies);
//  3. the house's cells the sums leave uncovered are filled by other
//     houses that meet it there in two cells or more and share no cell
//     with what is taken so far; when cells stay uncovered, there are no
//     outies;
//  4. what the sums and the filling houses hold outside the house adds up
//     to their totals less the house's, less every house that lies
//     wholly in those cells (outies).
//
// In Hailstone, the four little killers beside the main diagonal and the
// diagonal itself fill box 1; they also hold boxes 5 and 9 whole, and
// twelve cells more, which add up to 81 (56,259 nodes to 7,790).
//
// A house is read only when a little killer is among the sums taken (for
// innies, among those inside): on cages alone, sudoku.LeftoverSums gives
// addInnies the same sums, which keeps those that pay for themselves. Each
// sum is returned once, its cells sorted. Cost: O(houses * (sums^2 +
// houses)) operations on sets of cells.
func crossingSums(houses [][]sudoku.Cell, sums []fixedSum, cells, n int) []fixedSum {
	if len(sums) == 0 || n > 16 {
		return nil
	}
	houseSum := n * (n + 1) / 2
	houseSets := cellSetsOf(houses, cells)
	sumCells := make([][]sudoku.Cell, len(sums))
	for i, s := range sums {
		sumCells[i] = s.cells
	}
	sumSets := cellSetsOf(sumCells, cells)
	var out []fixedSum
	seen := map[string]bool{}
	emit := func(set cellSet, total int) {
		var in []sudoku.Cell
		for c := sudoku.Cell(0); int(c) < cells; c++ {
			if set.has(c) {
				in = append(in, c)
			}
		}
		if len(in) == 0 {
			return
		}
		key := string(appendCells(appendCells(nil, in), []sudoku.Cell{sudoku.Cell(total)}))
		if !seen[key] {
			seen[key] = true
			out = append(out, fixedSum{in, total, false})
		}
	}
	covered, rest := newCellSet(cells), newCellSet(cells)
	for b, base := range houseSets {
		var crossing []int
		for i := range sums {
			if base.meets(sumSets[i]) > 0 {
				crossing = append(crossing, i)
			}
		}
		if len(crossing) == 0 {
			continue
		}
		overlaps := make(map[int]int, len(crossing))
		for _, i := range crossing {
			for _, j := range crossing {
				if i != j && sumSets[i].meets(sumSets[j]) > 0 {
					overlaps[i]++
				}
			}
		}
		slices.SortStableFunc(crossing, func(i, j int) int { return overlaps[i] - overlaps[j] })
		clear(covered)
		copy(rest, base)
		total, line := 0, false
		inside, insideLine := 0, false
		for _, i := range crossing {
			if covered.meets(sumSets[i]) > 0 {
				continue
			}
			total += sums[i].total
			line = line || sums[i].line
			if base.meets(sumSets[i]) == len(sums[i].cells) {
				inside += sums[i].total
				insideLine = insideLine || sums[i].line
				for k := range rest {
					rest[k] &^= sumSets[i][k]
				}
			}
			for k := range covered {
				covered[k] |= sumSets[i][k]
			}
		}
		if insideLine {
			emit(rest, houseSum-inside)
		}
		uncovered := func() int {
			k := 0
			for i := range base {
				k += popcount(base[i] &^ covered[i])
			}
			return k
		}
		for g, gap := range houseSets {
			if uncovered() == 0 {
				break
			}
			if g == b || covered.meets(gap) > 0 || base.meets(gap) < 2 {
				continue
			}
			total += houseSum
			for k := range covered {
				covered[k] |= gap[k]
			}
		}
		if !line || uncovered() > 0 {
			continue
		}
		for k := range covered {
			covered[k] &^= base[k]
		}
		total -= houseSum
		for _, h := range houseSets {
			if covered.meets(h) == n {
				total -= houseSum
				for k := range covered {
					covered[k] &^= h[k]
				}
			}
		}
		emit(covered, total)
	}
	return out
}

// nearBound reports whether total lies in the outer quarter of the range
// the groups' cells can make (each group's digits distinct), or outside
// it: close enough to an end that the sum fixes much of its digits.
func nearBound(groups [][]int, total, n int) bool {
	lo, hi := groupsRange(groups, n)
	return 4*min(total-lo, hi-total) < hi-lo
}

// appendCells appends the cells to key as 16-bit values.
func appendCells(key []byte, cells []sudoku.Cell) []byte {
	for _, c := range cells {
		key = append(key, byte(c), byte(c>>8))
	}
	return key
}

// addCrossingSums adds the sums crossingSums derives from r's killer cages
// and little killers (addDerived), those of cells that do not all see
// each other only when their total lies near the least or the greatest
// their cells can make (nearBound; the rest prune too little for their
// cost). A sum a rule already adds up is not added again. Cost: at
// compile time, crossingSums'; in the search, one propagator per sum kept.
func (v *variant) addCrossingSums(r *sudoku.Rules, peer func(a, b sudoku.Cell) bool) {
	sums, lines := fixedSums(r)
	if !lines {
		return // crossingSums reads houses that little killers cross
	}
	for _, s := range crossingSums(v.houses, sums, len(v.start), v.n) {
		if !v.hasSum(s) {
			v.addDerived(s.cells, s.total, peer, func() bool {
				return nearBound(sumGroups(s.cells, nil, v.n, peer), s.total, v.n)
			})
		}
	}
}

// fixedSums returns the sums of r's killer cages with totals and of its
// little killers, and whether there is a little killer among them.
func fixedSums(r *sudoku.Rules) (sums []fixedSum, lines bool) {
	for _, c := range r.Constraints {
		switch x := c.(type) {
		case sudoku.Cage:
			if x.Sum != 0 {
				sums = append(sums, fixedSum{x.Cells, x.Sum, false})
			}
		case sudoku.LittleKiller:
			sums = append(sums, fixedSum{x.Cells, x.Sum, true})
			lines = true
		}
	}
	return sums, lines
}

// hasSum reports whether a cage or sum propagator of v already adds up
// s's cells to s's total.
func (v *variant) hasSum(s fixedSum) bool {
	same := func(cells []sudoku.Cell, total int) bool {
		return total == s.total && len(cells) == len(s.cells) &&
			!slices.ContainsFunc(cells, func(c sudoku.Cell) bool { _, ok := slices.BinarySearch(s.cells, c); return !ok })
	}
	for _, p := range v.props {
		switch x := p.(type) {
		case *cageProp:
			if same(x.cells, x.sum) {
				return true
			}
		case *sumProp:
			if x.circle == nil && x.mirror == nil && same(x.cells, x.total) {
				return true
			}
		}
	}
	return false
}
