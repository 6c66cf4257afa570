package serate

import (
	"context"
	"fmt"
	"math/bits"
)

// SE's singles, intersections, subsets and fish, each scanning as SE
// does (rate.go's scanOrder, digits 1 to 9, combinations in
// combinations' order).

// hiddenSingles finds first a region's last empty cell (1.0), then a
// digit with one place in a block (1.2) or a line (1.5).
func hiddenSingles(p *grid, _ context.Context) (hint, bool) {
	for _, alone := range [2]bool{true, false} {
		for _, t := range scanOrder {
			for i := range 9 {
				r := region(t, i)
				isAlone := p.emptyCount(r) == 1
				if isAlone != alone {
					continue
				}
				for d := 1; d <= 9; d++ {
					pos := p.positions(r, d)
					if bits.OnesCount16(pos) != 1 {
						continue
					}
					c := int(r[bits.TrailingZeros16(pos)])
					rating := 15
					switch {
					case alone:
						rating = 10
					case t == blockType:
						rating = 12
					}
					h := newHint(rating, "Hidden Single")
					h.cell, h.value = c, d
					h.detail = fmt.Sprintf("%s: %d in %s", cellName(c), d, regionName(t))
					return h, true
				}
			}
		}
	}
	return hint{}, false
}

// nakedSingles finds a cell with one candidate (2.3), cells in order.
func nakedSingles(p *grid, _ context.Context) (hint, bool) {
	for c := range 81 {
		if p.value[c] == 0 && bits.OnesCount16(p.cands[c]) == 1 {
			h := newHint(23, "Naked Single")
			h.cell, h.value = c, bits.TrailingZeros16(p.cands[c])+1
			h.detail = fmt.Sprintf("%s: %d", cellName(c), h.value)
			return h, true
		}
	}
	return hint{}, false
}

// lockingPairs are the region types SE's intersections pair, in order:
// a block's digit confined to a column or a row (pointing), then a
// column's or a row's confined to a block (claiming).
var lockingPairs = [4][2]int{{blockType, columnType}, {blockType, rowType}, {columnType, blockType}, {rowType, blockType}}

// crosses reports whether regions a (type ta) and b (type tb), one a
// block and the other a line, share cells.
func crosses(ta, a, tb, b int) bool {
	if ta != blockType {
		ta, a, tb, b = tb, b, ta, a
	}
	if tb == rowType {
		return a/3 == b/3
	}
	return a%3 == b/3
}

// locked calls f for each digit of a region of type t1 whose places all
// lie in a crossing region of type t2, in SE's order, until f returns
// false. Two places or more lie in one crossing region at most: the
// first place's.
func locked(p *grid, f func(t1, i1, t2, i2, d int) bool) {
	for _, pair := range lockingPairs {
		t1, t2 := pair[0], pair[1]
		for d := 1; d <= 9; d++ {
			for i1 := range 9 {
				pos := p.at(t1, i1, d)
				if pos&(pos-1) == 0 {
					continue // fewer than two places
				}
				first := region(t1, i1)[bits.TrailingZeros16(pos)]
				i2 := int(regionOf[first][t2])
				if pos&^shared[t1*9+i1][t2*9+i2] == 0 && !f(t1, i1, t2, i2, d) {
					return
				}
			}
		}
	}
}

// lockingHint builds the intersection step: d goes from region (t2, i2)
// outside region (t1, i1). A step that removes nothing is left unnamed.
func lockingHint(p *grid, rating int, name string, t1, i1, t2, i2, d int) hint {
	h := newHint(rating, name)
	bit := uint16(1) << (d - 1)
	var cells []int
	for _, c := range region(t2, i2) {
		if p.cands[c]&bit == 0 {
			continue
		}
		if regionOf[c][t1] == uint8(i1) {
			cells = append(cells, int(c))
		} else {
			h.remove[c] |= bit
		}
	}
	if h.worth() {
		h.detail = fmt.Sprintf("Cells %s: %d in %s and %s", cellNames(cells...), d, regionName(t1), regionName(t2))
	}
	return h
}

// locking finds pointing (2.6) and claiming (2.8).
func locking(p *grid, _ context.Context) (hint, bool) {
	var out hint
	found := false
	locked(p, func(t1, i1, t2, i2, d int) bool {
		rating, name := 28, "Claiming"
		if t1 == blockType {
			rating, name = 26, "Pointing"
		}
		h := lockingHint(p, rating, name, t1, i1, t2, i2, d)
		if h.worth() {
			out, found = h, true
			return false
		}
		return true
	})
	return out, found
}

// directLocking finds an intersection whose eliminations leave a hidden
// single in another region of the first region's type crossing the
// second: direct pointing (1.7) and direct claiming (1.9). It places the
// single.
func directLocking(p *grid, _ context.Context) (hint, bool) {
	var out hint
	found := false
	locked(p, func(t1, i1, t2, i2, d int) bool {
		for i3 := range 9 {
			if i3 == i1 || !crosses(t1, i3, t2, i2) {
				continue
			}
			r3 := region(t1, i3)
			pos := p.positions(r3, d)
			if bits.OnesCount16(pos) < 2 {
				continue
			}
			remain, last := 0, -1
			for m := pos; m != 0; m &= m - 1 {
				c := int(r3[bits.TrailingZeros16(m)])
				if regionOf[c][t2] != uint8(i2) {
					remain, last = remain+1, c
				}
			}
			if remain != 1 {
				continue
			}
			rating, name := 19, "Direct Claiming"
			if t1 == blockType {
				rating, name = 17, "Direct Pointing"
			}
			h := lockingHint(p, rating, name, t1, i1, t2, i2, d)
			if !h.worth() {
				continue
			}
			// SE's direct steps only place: the eliminations
			// that show the single stay on the board.
			h.cell, h.value, h.remove = last, d, [81]uint16{}
			out, found = h, true
			return false
		}
		return true
	})
	return out, found
}

// subsetNames are SE's names of subsets by degree.
var subsetNames = [5]string{2: "Pair", 3: "Triplet", 4: "Quad"}

// commonTuple is the union of sets when each has at least two members
// and the union has degree members; ok is false otherwise.
func commonTuple(sets []uint16, degree int) (uint16, bool) {
	var u uint16
	for _, s := range sets {
		if bits.OnesCount16(s) <= 1 {
			return 0, false
		}
		u |= s
	}
	return u, bits.OnesCount16(u) == degree
}

// eachHiddenSet calls f, in SE's scan order, for each set of degree
// digits confined to degree cells of a region (common, bit k for the
// region's k-th cell), until f returns false. SE looks only in regions
// of more than twice degree empty cells, or, for its direct form, more
// than degree.
func eachHiddenSet(p *grid, degree int, direct bool, f func(t, i int, digits, common uint16) bool) {
	least := degree * 2
	if direct {
		least = degree
	}
	for _, t := range scanOrder {
		for i := range 9 {
			r := region(t, i)
			if p.emptyCount(r) <= least {
				continue
			}
			// Only digits with two to degree places can be in the set.
			var pos [9]uint16
			var eligible uint16
			for d := range 9 {
				pos[d] = p.at(t, i, d+1)
				if n := bits.OnesCount16(pos[d]); n >= 2 && n <= degree {
					eligible |= 1 << d
				}
			}
			if bits.OnesCount16(eligible) < degree {
				continue
			}
			more := true
			combinations(degree, 9, func(digits uint16) bool {
				if digits&^eligible != 0 {
					return true
				}
				var common uint16
				for m := digits; m != 0; m &= m - 1 {
					common |= pos[bits.TrailingZeros16(m)]
				}
				if bits.OnesCount16(common) != degree {
					return true
				}
				more = f(t, i, digits, common)
				return more
			})
			if !more {
				return
			}
		}
	}
}

// hiddenSetHint is the step of a hidden set: the set's cells lose their
// other digits. direct asks for SE's direct form: that leaves one of them
// a single place left in the region, which the step places instead
// (false when it does not).
func hiddenSetHint(p *grid, t, i int, digits, common uint16, direct bool, rating int, name string) (hint, bool) {
	r := region(t, i)
	h := newHint(rating, name)
	var cells []int
	for m := common; m != 0; m &= m - 1 {
		c := int(r[bits.TrailingZeros16(m)])
		cells = append(cells, c)
		h.remove[c] = p.cands[c] &^ digits
	}
	if direct {
		for d := 1; d <= 9 && h.cell < 0; d++ {
			if digits>>(d-1)&1 != 0 {
				continue
			}
			pos := p.at(t, i, d)
			if bits.OnesCount16(pos) > 1 && bits.OnesCount16(pos&^common) == 1 {
				h.cell, h.value = int(r[bits.TrailingZeros16(pos&^common)]), d
			}
		}
		if h.cell < 0 {
			return h, false
		}
		h.remove = [81]uint16{}
	}
	if !h.worth() {
		return h, false
	}
	h.detail = fmt.Sprintf("Cells %s: %s in %s", cellNames(cells...), digitList(digits), regionName(t))
	return h, true
}

// hiddenSet returns SE's producer of hidden subsets of a degree: pairs
// 3.4, triplets 4.0, quads 5.4.
func hiddenSet(degree int) producer {
	rating := [5]int{2: 34, 3: 40, 4: 54}[degree]
	name := "Hidden " + subsetNames[degree]
	return func(p *grid, _ context.Context) (hint, bool) {
		var out hint
		found := false
		eachHiddenSet(p, degree, false, func(t, i int, digits, common uint16) bool {
			out, found = hiddenSetHint(p, t, i, digits, common, false, rating, name)
			return !found
		})
		return out, found
	}
}

// directHiddenSet returns SE's producer of direct hidden pairs (2.0)
// and triplets (2.5).
func directHiddenSet(degree int) producer {
	rating := [4]int{2: 20, 3: 25}[degree]
	name := "Direct Hidden " + subsetNames[degree]
	return func(p *grid, _ context.Context) (hint, bool) {
		var out hint
		found := false
		eachHiddenSet(p, degree, true, func(t, i int, digits, common uint16) bool {
			out, found = hiddenSetHint(p, t, i, digits, common, true, rating, name)
			return !found
		})
		return out, found
	}
}

// eachNakedSet calls f, in SE's scan order, for each set of degree
// cells of a region (idx, bit k for the region's k-th cell) whose
// candidates are degree digits, until f returns false. SE looks only in
// regions of at least twice degree empty cells.
func eachNakedSet(p *grid, degree int, f func(t, i int, idx, digits uint16) bool) {
	for _, t := range scanOrder {
		for i := range 9 {
			r := region(t, i)
			if p.emptyCount(r) < degree*2 {
				continue
			}
			// Only cells of two to degree candidates can be in the set.
			var eligible uint16
			for k, c := range r {
				if n := bits.OnesCount16(p.cands[c]); n >= 2 && n <= degree {
					eligible |= 1 << k
				}
			}
			if bits.OnesCount16(eligible) < degree {
				continue
			}
			more := true
			combinations(degree, 9, func(idx uint16) bool {
				if idx&^eligible != 0 {
					return true
				}
				var digits uint16
				for m := idx; m != 0; m &= m - 1 {
					digits |= p.cands[r[bits.TrailingZeros16(m)]]
				}
				if bits.OnesCount16(digits) != degree {
					return true
				}
				more = f(t, i, idx, digits)
				return more
			})
			if !more {
				return
			}
		}
	}
}

// nakedSet returns SE's producer of naked subsets: pairs 3.0, triplets
// 3.6, quads 5.0.
func nakedSet(degree int) producer {
	rating := [5]int{2: 30, 3: 36, 4: 50}[degree]
	name := "Naked " + subsetNames[degree]
	return func(p *grid, _ context.Context) (hint, bool) {
		var out hint
		found := false
		eachNakedSet(p, degree, func(t, i int, idx, digits uint16) bool {
			h := newHint(rating, name)
			var cells []int
			for k, c := range region(t, i) {
				if idx>>k&1 != 0 {
					cells = append(cells, int(c))
				} else {
					h.remove[c] = p.cands[c] & digits
				}
			}
			if !h.worth() {
				return true
			}
			h.detail = fmt.Sprintf("Cells %s: %s in %s", cellNames(cells...), digitList(digits), regionName(t))
			out, found = h, true
			return false
		})
		return out, found
	}
}

// eachFish calls f, in SE's order, for each basic fish of a degree:
// degree base lines (lines, bit i for line i; columns as the base
// first, then rows) where digit d's places lie in degree cover lines
// (cover, the same way), until f returns false. Only digits with at
// least twice degree places left count.
func eachFish(p *grid, degree int, f func(base int, lines, cover uint16, d int) bool) {
	var occ [10]int
	for d := 1; d <= 9; d++ {
		occ[d] = p.occurrences(d)
	}
	for _, base := range [2]int{columnType, rowType} {
		// Only lines where a digit has two to degree places can be in
		// its fish.
		var eligible [10]uint16
		for d := 1; d <= 9; d++ {
			for i := range 9 {
				if n := bits.OnesCount16(p.at(base, i, d)); n >= 2 && n <= degree {
					eligible[d] |= 1 << i
				}
			}
		}
		more := true
		combinations(degree, 9, func(lines uint16) bool {
			for d := 1; d <= 9 && more; d++ {
				if occ[d]+degree*2 > 9 || lines&^eligible[d] != 0 {
					continue
				}
				var common uint16
				for m := lines; m != 0; m &= m - 1 {
					common |= p.at(base, bits.TrailingZeros16(m), d)
				}
				if bits.OnesCount16(common) == degree {
					more = f(base, lines, common, d)
				}
			}
			return more
		})
		if !more {
			return
		}
	}
}

// fishRemovals returns the cells that lose digit d to a fish: d's
// places in the cover lines outside the base lines, in cover line order.
func fishRemovals(p *grid, base int, lines, cover uint16, d int) (removed, cells []int) {
	bit := uint16(1) << (d - 1)
	for m := cover; m != 0; m &= m - 1 {
		for k, c := range region(rowType+columnType-base, bits.TrailingZeros16(m)) {
			if p.cands[c]&bit == 0 {
				continue
			}
			if lines>>k&1 != 0 {
				cells = append(cells, int(c))
			} else {
				removed = append(removed, int(c))
			}
		}
	}
	return removed, cells
}

// fish returns SE's producer of basic fish: X-Wing 3.2, Swordfish 3.8,
// Jellyfish 5.2.
func fish(degree int) producer {
	rating := [5]int{2: 32, 3: 38, 4: 52}[degree]
	name := [5]string{2: "X-Wing", 3: "Swordfish", 4: "Jellyfish"}[degree]
	return func(p *grid, _ context.Context) (hint, bool) {
		var out hint
		found := false
		eachFish(p, degree, func(base int, lines, cover uint16, d int) bool {
			removed, cells := fishRemovals(p, base, lines, cover, d)
			if len(removed) == 0 {
				return true
			}
			h := newHint(rating, name)
			for _, c := range removed {
				h.remove[c] |= 1 << (d - 1)
			}
			h.detail = fmt.Sprintf("Cells %s: %d in %d %ss and %d %ss", cellNames(cells...), d, degree, regionName(base), degree, regionName(rowType+columnType-base))
			out, found = h, true
			return false
		})
		return out, found
	}
}
