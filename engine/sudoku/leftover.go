package sudoku

import (
	"strconv"
)

// LeftoverKind says which cells a LeftoverSum adds up.
type LeftoverKind int

const (
	// Innies: the cells of the area outside the cages wholly inside it.
	Innies LeftoverKind = iota
	// Outies: the cells that the cages covering the area have outside it.
	Outies
	// InniesLessOuties: each cage reaching out of the area counted by its
	// smaller side, its cells inside (added) or its total less its cells
	// outside (taken off).
	InniesLessOuties
)

// LeftoverSum is a total the rule of leftovers (the 45 rule on 9x9) gives
// killer cages: the digits of an area, Houses whole houses of N cells (a
// row, a column, a region, an extra house or a cage of N cells, or a run
// of consecutive rows or columns), add up to Houses times 1+2+...+N; so
// what the cages inside and around it do not account for is known. The
// digits of Plus add up to Total more than those of Minus (Minus is empty
// but for InniesLessOuties). Digits may repeat unless other rules forbid
// it.
type LeftoverSum struct {
	Kind        LeftoverKind
	Area        []Cell
	AreaName    string // "row 4", "rows 1-3", "region 2"
	Houses      int
	Plus, Minus []Cell
	Total       int
	Inside      int // the totals of the cages wholly inside the area
	Covering    int // the totals of the cages with a cell in the area
}

// LeftoverSums returns the sums the rule of leftovers gives the killer
// cages of r on shape s, area by area: the runs of 1 to N consecutive
// rows, then of columns, then the groups of N cells after the rows and
// columns (Rules.Groups: regions, extra houses, whole-house cages); for
// each area its innies, its outies and its innies less outies, in that
// order, when the cages they rest on have totals and they hold a cell.
// The sums of one area share its Area slice, and areas share backing
// arrays: callers must not change them.
// Cages without a total stop the rule for the areas they touch. Nil when
// r has no cages. Cost: O(areas * N^2), about 2N^2 areas.
//
// The rule counts each cell in one cage at most, so it reads a set of
// cages that share no cell (leftoverCages): where cages overlap, the
// cages with totals first, in the rules' order, each kept when none of
// its cells is in a cage kept before it. A cage left out is as if not
// drawn, which only leaves its cells uncaged: every sum stays true.
func LeftoverSums(s Shape, r *Rules) []LeftoverSum {
	n := s.N()
	cages, cageOf := leftoverCages(s, r)
	if len(cages) == 0 {
		return nil
	}
	type area struct {
		cells  []Cell
		name   string
		houses int
	}
	var areas []area
	// A run of rows is a run of cells in row-major order, a run of
	// columns one in column-major order: each area is a window on one
	// of two slices, which the sums share (read-only).
	for kind, word := range []string{"row", "column"} {
		order := make([]Cell, 0, s.Cells())
		for i := 0; i < n; i++ {
			for j := 0; j < n; j++ {
				if kind == 0 {
					order = append(order, s.CellAt(i, j))
				} else {
					order = append(order, s.CellAt(j, i))
				}
			}
		}
		for from := 0; from < n; from++ {
			for k := 1; from+k <= n; k++ {
				name := word + " " + strconv.Itoa(from+1)
				if k > 1 {
					name = word + "s " + strconv.Itoa(from+1) + "-" + strconv.Itoa(from+k)
				}
				areas = append(areas, area{order[from*n : (from+k)*n : (from+k)*n], name, k})
			}
		}
	}
	for _, g := range r.Groups(s)[2*n:] {
		if len(g.Cells) == n {
			areas = append(areas, area{g.Cells, g.Name, 1})
		}
	}
	houseSum := n * (n + 1) / 2
	in := make([]bool, s.Cells())
	// Per area: seen[i] == stamp when cage i touches it, whole[i] when it
	// lies inside. The cells of the sums are carved from one arena.
	seen, whole := make([]int, len(cages)), make([]bool, len(cages))
	arena := make([]Cell, 0, 4*len(areas)*n)
	carve := func(from int) []Cell { return arena[from:len(arena):len(arena)] }
	out := make([]LeftoverSum, 0, 3*len(areas))
	var touched []int
	for stamp, a := range areas {
		stamp++
		clear(in)
		for _, c := range a.cells {
			in[c] = true
		}
		touched = touched[:0]
		uncaged := false
		for _, c := range a.cells {
			if i := cageOf[c]; i < 0 {
				uncaged = true
			} else if seen[i] != stamp {
				seen[i] = stamp
				touched = append(touched, i)
				whole[i] = true
				for _, x := range cages[i].Cells {
					whole[i] = whole[i] && in[x]
				}
			}
		}
		inner, outer := 0, 0
		innerOK, totals := true, true
		from := len(arena)
		for _, i := range touched {
			w := whole[i]
			if cages[i].Sum == 0 {
				totals = false
				innerOK = innerOK && !w
			}
			outer += cages[i].Sum
			if w {
				inner += cages[i].Sum
			} else {
				for _, c := range cages[i].Cells {
					if !in[c] {
						arena = append(arena, c)
					}
				}
			}
		}
		outside := carve(from)
		total := a.houses * houseSum
		sum := LeftoverSum{Area: a.cells, AreaName: a.name, Houses: a.houses, Inside: inner, Covering: outer}
		if innerOK {
			from := len(arena)
			for _, c := range a.cells {
				if i := cageOf[c]; i < 0 || !whole[i] {
					arena = append(arena, c)
				}
			}
			if rest := carve(from); len(rest) > 0 {
				innies := sum
				innies.Kind, innies.Plus, innies.Total = Innies, rest, total-inner
				out = append(out, innies)
			}
		}
		if totals && !uncaged && len(outside) > 0 {
			outies := sum
			outies.Kind, outies.Plus, outies.Total = Outies, outside, outer-total
			out = append(out, outies)
		}
		if !innerOK || !totals {
			continue
		}
		mixed := sum
		mixed.Kind, mixed.Total = InniesLessOuties, total-inner
		from = len(arena)
		for _, c := range a.cells {
			if cageOf[c] < 0 {
				arena = append(arena, c)
			}
		}
		var minus []Cell
		for _, i := range touched {
			if whole[i] {
				continue
			}
			inside, beyond := 0, 0
			for _, c := range cages[i].Cells {
				if in[c] {
					inside++
				} else {
					beyond++
				}
			}
			if inside <= beyond {
				for _, c := range cages[i].Cells {
					if in[c] {
						arena = append(arena, c)
					}
				}
			} else {
				for _, c := range cages[i].Cells {
					if !in[c] {
						minus = append(minus, c)
					}
				}
				mixed.Total -= cages[i].Sum
			}
		}
		mixed.Plus, mixed.Minus = carve(from), minus
		if len(mixed.Plus) > 0 && len(mixed.Minus) > 0 {
			out = append(out, mixed)
		}
	}
	return out
}

// leftoverCages returns the killer cages of r that LeftoverSums reads, in
// the rules' order, and for every cell of shape s the index among them of
// the cage that holds it, or -1: all the cages when none overlap;
// otherwise those with totals first, then those without, each kept when
// none of its cells is in a cage kept before it. Cost: linear in the
// cages' cells and the grid.
func leftoverCages(s Shape, r *Rules) (cages []Cage, cageOf []int) {
	var all []Cage
	for _, c := range r.Constraints {
		if cage, ok := c.(Cage); ok {
			all = append(all, cage)
		}
	}
	if len(all) == 0 {
		return nil, nil
	}
	taken := make([]bool, s.Cells())
	kept := make([]bool, len(all))
	for _, withTotal := range []bool{true, false} {
		for i, cage := range all {
			if (cage.Sum != 0) != withTotal {
				continue
			}
			free := true
			for _, c := range cage.Cells {
				free = free && !taken[c]
			}
			if !free {
				continue
			}
			kept[i] = true
			for _, c := range cage.Cells {
				taken[c] = true
			}
		}
	}
	cageOf = make([]int, s.Cells())
	for i := range cageOf {
		cageOf[i] = -1
	}
	for i, cage := range all {
		if !kept[i] {
			continue
		}
		for _, c := range cage.Cells {
			cageOf[c] = len(cages)
		}
		cages = append(cages, cage)
	}
	return cages, cageOf
}
