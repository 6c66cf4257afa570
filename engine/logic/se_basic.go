package logic

import (
	"context"
	"fmt"
	"math/bits"
)

// SE's singles, intersections, subsets and fish, each scanning as SE
// does (se.go's seScanOrder, digits 1 to 9, combinations in
// seCombinations' order).

// seHiddenSingles finds first a region's last empty cell (1.0), then a
// digit with one place in a block (1.2) or a line (1.5).
func seHiddenSingles(p *seGrid, _ context.Context) (seHint, bool) {
	for _, alone := range [2]bool{true, false} {
		for _, t := range seScanOrder {
			for i := range 9 {
				r := seRegion(t, i)
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
					case t == seBlock:
						rating = 12
					}
					h := newSEHint(rating, "Hidden Single")
					h.cell, h.value = c, d
					h.detail = fmt.Sprintf("%s: %d in %s", seCellName(c), d, seRegionName(t))
					return h, true
				}
			}
		}
	}
	return seHint{}, false
}

// seNakedSingles finds a cell with one candidate (2.3), cells in order.
func seNakedSingles(p *seGrid, _ context.Context) (seHint, bool) {
	for c := range 81 {
		if p.value[c] == 0 && bits.OnesCount16(p.cands[c]) == 1 {
			h := newSEHint(23, "Naked Single")
			h.cell, h.value = c, bits.TrailingZeros16(p.cands[c])+1
			h.detail = fmt.Sprintf("%s: %d", seCellName(c), h.value)
			return h, true
		}
	}
	return seHint{}, false
}

// seLockingPairs are the region types SE's intersections pair, in order:
// a block's digit confined to a column or a row (pointing), then a
// column's or a row's confined to a block (claiming).
var seLockingPairs = [4][2]int{{seBlock, seColumn}, {seBlock, seRow}, {seColumn, seBlock}, {seRow, seBlock}}

// seCrosses reports whether regions a (type ta) and b (type tb), one a
// block and the other a line, share cells.
func seCrosses(ta, a, tb, b int) bool {
	if ta != seBlock {
		ta, a, tb, b = tb, b, ta, a
	}
	if tb == seRow {
		return a/3 == b/3
	}
	return a%3 == b/3
}

// seLocked calls f for each digit of a region of type t1 whose places all
// lie in a crossing region of type t2, in SE's order, until f returns
// false. Two places or more lie in one crossing region at most: the
// first place's.
func seLocked(p *seGrid, f func(t1, i1, t2, i2, d int) bool) {
	for _, pair := range seLockingPairs {
		t1, t2 := pair[0], pair[1]
		for d := 1; d <= 9; d++ {
			for i1 := range 9 {
				pos := p.at(t1, i1, d)
				if pos&(pos-1) == 0 {
					continue // fewer than two places
				}
				first := seRegion(t1, i1)[bits.TrailingZeros16(pos)]
				i2 := int(seRegionOf[first][t2])
				if pos&^seShared[t1*9+i1][t2*9+i2] == 0 && !f(t1, i1, t2, i2, d) {
					return
				}
			}
		}
	}
}

// seLockingHint builds the intersection step: d goes from region (t2, i2)
// outside region (t1, i1). A step that removes nothing is left unnamed.
func seLockingHint(p *seGrid, rating int, name string, t1, i1, t2, i2, d int) seHint {
	h := newSEHint(rating, name)
	bit := uint16(1) << (d - 1)
	var cells []int
	for _, c := range seRegion(t2, i2) {
		if p.cands[c]&bit == 0 {
			continue
		}
		if seRegionOf[c][t1] == uint8(i1) {
			cells = append(cells, int(c))
		} else {
			h.remove[c] |= bit
		}
	}
	if h.worth() {
		h.detail = fmt.Sprintf("Cells %s: %d in %s and %s", seCellNames(cells...), d, seRegionName(t1), seRegionName(t2))
	}
	return h
}

// seLocking finds pointing (2.6) and claiming (2.8).
func seLocking(p *seGrid, _ context.Context) (seHint, bool) {
	var out seHint
	found := false
	seLocked(p, func(t1, i1, t2, i2, d int) bool {
		rating, name := 28, "Claiming"
		if t1 == seBlock {
			rating, name = 26, "Pointing"
		}
		h := seLockingHint(p, rating, name, t1, i1, t2, i2, d)
		if h.worth() {
			out, found = h, true
			return false
		}
		return true
	})
	return out, found
}

// seDirectLocking finds an intersection whose eliminations leave a hidden
// single in another region of the first region's type crossing the
// second: direct pointing (1.7) and direct claiming (1.9). It places the
// single.
func seDirectLocking(p *seGrid, _ context.Context) (seHint, bool) {
	var out seHint
	found := false
	seLocked(p, func(t1, i1, t2, i2, d int) bool {
		for i3 := range 9 {
			if i3 == i1 || !seCrosses(t1, i3, t2, i2) {
				continue
			}
			r3 := seRegion(t1, i3)
			pos := p.positions(r3, d)
			if bits.OnesCount16(pos) < 2 {
				continue
			}
			remain, last := 0, -1
			for m := pos; m != 0; m &= m - 1 {
				c := int(r3[bits.TrailingZeros16(m)])
				if seRegionOf[c][t2] != uint8(i2) {
					remain, last = remain+1, c
				}
			}
			if remain != 1 {
				continue
			}
			rating, name := 19, "Direct Claiming"
			if t1 == seBlock {
				rating, name = 17, "Direct Pointing"
			}
			h := seLockingHint(p, rating, name, t1, i1, t2, i2, d)
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

// seSubsetNames are SE's names of subsets by degree.
var seSubsetNames = [5]string{2: "Pair", 3: "Triplet", 4: "Quad"}

// seCommonTuple is the union of sets when each has at least two members
// and the union has degree members; ok is false otherwise.
func seCommonTuple(sets []uint16, degree int) (uint16, bool) {
	var u uint16
	for _, s := range sets {
		if bits.OnesCount16(s) <= 1 {
			return 0, false
		}
		u |= s
	}
	return u, bits.OnesCount16(u) == degree
}

// seEachHiddenSet calls f, in SE's scan order, for each set of degree
// digits confined to degree cells of a region (common, bit k for the
// region's k-th cell), until f returns false. SE looks only in regions
// of more than twice degree empty cells, or, for its direct form, more
// than degree.
func seEachHiddenSet(p *seGrid, degree int, direct bool, f func(t, i int, digits, common uint16) bool) {
	least := degree * 2
	if direct {
		least = degree
	}
	for _, t := range seScanOrder {
		for i := range 9 {
			r := seRegion(t, i)
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
			seCombinations(degree, 9, func(digits uint16) bool {
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

// seHiddenSetHint is the step of a hidden set: the set's cells lose their
// other digits. direct asks for SE's direct form: that leaves one of them
// a single place left in the region, which the step places instead
// (false when it does not).
func seHiddenSetHint(p *seGrid, t, i int, digits, common uint16, direct bool, rating int, name string) (seHint, bool) {
	r := seRegion(t, i)
	h := newSEHint(rating, name)
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
	h.detail = fmt.Sprintf("Cells %s: %s in %s", seCellNames(cells...), seDigits(digits), seRegionName(t))
	return h, true
}

// seHiddenSet returns SE's producer of hidden subsets of a degree: pairs
// 3.4, triplets 4.0, quads 5.4.
func seHiddenSet(degree int) seProducer {
	rating := [5]int{2: 34, 3: 40, 4: 54}[degree]
	name := "Hidden " + seSubsetNames[degree]
	return func(p *seGrid, _ context.Context) (seHint, bool) {
		var out seHint
		found := false
		seEachHiddenSet(p, degree, false, func(t, i int, digits, common uint16) bool {
			out, found = seHiddenSetHint(p, t, i, digits, common, false, rating, name)
			return !found
		})
		return out, found
	}
}

// seDirectHiddenSet returns SE's producer of direct hidden pairs (2.0)
// and triplets (2.5).
func seDirectHiddenSet(degree int) seProducer {
	rating := [4]int{2: 20, 3: 25}[degree]
	name := "Direct Hidden " + seSubsetNames[degree]
	return func(p *seGrid, _ context.Context) (seHint, bool) {
		var out seHint
		found := false
		seEachHiddenSet(p, degree, true, func(t, i int, digits, common uint16) bool {
			out, found = seHiddenSetHint(p, t, i, digits, common, true, rating, name)
			return !found
		})
		return out, found
	}
}

// seEachNakedSet calls f, in SE's scan order, for each set of degree
// cells of a region (idx, bit k for the region's k-th cell) whose
// candidates are degree digits, until f returns false. SE looks only in
// regions of at least twice degree empty cells.
func seEachNakedSet(p *seGrid, degree int, f func(t, i int, idx, digits uint16) bool) {
	for _, t := range seScanOrder {
		for i := range 9 {
			r := seRegion(t, i)
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
			seCombinations(degree, 9, func(idx uint16) bool {
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

// seNakedSet returns SE's producer of naked subsets: pairs 3.0, triplets
// 3.6, quads 5.0.
func seNakedSet(degree int) seProducer {
	rating := [5]int{2: 30, 3: 36, 4: 50}[degree]
	name := "Naked " + seSubsetNames[degree]
	return func(p *seGrid, _ context.Context) (seHint, bool) {
		var out seHint
		found := false
		seEachNakedSet(p, degree, func(t, i int, idx, digits uint16) bool {
			h := newSEHint(rating, name)
			var cells []int
			for k, c := range seRegion(t, i) {
				if idx>>k&1 != 0 {
					cells = append(cells, int(c))
				} else {
					h.remove[c] = p.cands[c] & digits
				}
			}
			if !h.worth() {
				return true
			}
			h.detail = fmt.Sprintf("Cells %s: %s in %s", seCellNames(cells...), seDigits(digits), seRegionName(t))
			out, found = h, true
			return false
		})
		return out, found
	}
}

// seEachFish calls f, in SE's order, for each basic fish of a degree:
// degree base lines (lines, bit i for line i; columns as the base
// first, then rows) where digit d's places lie in degree cover lines
// (cover, the same way), until f returns false. Only digits with at
// least twice degree places left count.
func seEachFish(p *seGrid, degree int, f func(base int, lines, cover uint16, d int) bool) {
	var occ [10]int
	for d := 1; d <= 9; d++ {
		occ[d] = p.occurrences(d)
	}
	for _, base := range [2]int{seColumn, seRow} {
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
		seCombinations(degree, 9, func(lines uint16) bool {
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

// seFishRemovals returns the cells that lose digit d to a fish: d's
// places in the cover lines outside the base lines, in cover line order.
func seFishRemovals(p *seGrid, base int, lines, cover uint16, d int) (removed, cells []int) {
	bit := uint16(1) << (d - 1)
	for m := cover; m != 0; m &= m - 1 {
		for k, c := range seRegion(seRow+seColumn-base, bits.TrailingZeros16(m)) {
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

// seFish returns SE's producer of basic fish: X-Wing 3.2, Swordfish 3.8,
// Jellyfish 5.2.
func seFish(degree int) seProducer {
	rating := [5]int{2: 32, 3: 38, 4: 52}[degree]
	name := [5]string{2: "X-Wing", 3: "Swordfish", 4: "Jellyfish"}[degree]
	return func(p *seGrid, _ context.Context) (seHint, bool) {
		var out seHint
		found := false
		seEachFish(p, degree, func(base int, lines, cover uint16, d int) bool {
			removed, cells := seFishRemovals(p, base, lines, cover, d)
			if len(removed) == 0 {
				return true
			}
			h := newSEHint(rating, name)
			for _, c := range removed {
				h.remove[c] |= 1 << (d - 1)
			}
			h.detail = fmt.Sprintf("Cells %s: %d in %d %ss and %d %ss", seCellNames(cells...), d, degree, seRegionName(base), degree, seRegionName(seRow+seColumn-base))
			out, found = h, true
			return false
		})
		return out, found
	}
}
