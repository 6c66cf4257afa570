package logic

import (
	"context"
	"math/bits"
)

// SE's Dynamic Forcing Chains (+) (SE_RATING.md, row 28): dynamic
// chains whose searches, each time they run out of implications, ask
// four of SE's rules for more. The rules run on the search's position,
// from which it has removed every candidate it turned off: intersections,
// then hidden pairs, then naked pairs, then X-Wings, the first rule that
// gives anything being the last asked. Each elimination a rule makes
// becomes an off potential whose parents are the candidates the search
// removed that the rule needed gone (SE's getRuleParents); a rule that
// needs none of them would hold without the chain and adds nothing.

// seDynamicPlusChains is SE's dynamic forcing chains (+) (9.0): those
// of seDynamicChains, with intersections, hidden and naked pairs and
// X-Wings as implications.
func seDynamicPlusChains(p *seGrid, ctx context.Context) (seHint, bool) {
	ch := newSEChainer(p)
	ch.multiple, ch.dynamic, ch.plus, ch.base = true, true, true, 90
	return ch.multipleChains(ctx)
}

// advanced adds to off, and to the queue of off potentials, what the
// first of SE's rules that finds something on the search's position
// removes and off does not hold yet, in SE's order.
// The position is ch.grid; ch.save is the one the search started from.
func (ch *seChainer) advanced(off *sePotSet) {
	g := ch.grid
	found := false
	// step takes one of a rule's steps: it removes mask[k] from cells[k]
	// (in the order the rule lists them) once the search has removed
	// need, the candidates the rule relies on being gone.
	step := func(cells []int, masks []uint16, need []sePot) {
		if len(need) == 0 {
			return
		}
		found = true
		seHashOrder(cells, masks)
		for k, c := range cells {
			for m := masks[k]; m != 0; m &= m - 1 {
				q := sePotOf(c, bits.TrailingZeros16(m)+1, false)
				if off.has(q) {
					continue
				}
				n := int32(-1)
				for _, r := range need {
					parent, ok := off.get(r)
					if !ok {
						continue
					}
					if n < 0 {
						n = ch.node(q, parent)
					} else {
						ch.addParent(n, parent)
					}
				}
				if n < 0 {
					n = ch.node(q, -1)
				}
				off.add(q, n)
				ch.pendOff.push(n)
			}
		}
	}
	cells, masks, need := ch.advCells[:0], ch.advMasks[:0], ch.advNeed[:0]
	defer func() { ch.advCells, ch.advMasks, ch.advNeed = cells, masks, need }()
	removed := func(c, d int) bool { return ch.save.has(c, d) && !g.has(c, d) }

	// Intersections: d's places in region 1 all lie in region 2, so d
	// leaves the rest of region 2; region 1 had to lose d's places
	// outside region 2.
	seLocked(g, func(t1, i1, t2, i2, d int) bool {
		cells, masks, need = cells[:0], masks[:0], need[:0]
		bit := uint16(1) << (d - 1)
		for _, c := range seRegion(t2, i2) {
			if g.cands[c]&bit != 0 && seRegionOf[c][t1] != uint8(i1) {
				cells, masks = append(cells, int(c)), append(masks, bit)
			}
		}
		if len(cells) == 0 {
			return true
		}
		for _, c := range seRegion(t1, i1) {
			if removed(int(c), d) && seRegionOf[c][t2] != uint8(i2) {
				need = append(need, sePotOf(int(c), d, false))
			}
		}
		step(cells, masks, need)
		return true
	})
	if found {
		return
	}

	// Hidden pairs: the pair's digits had to leave the region's other
	// cells.
	seEachHiddenSet(g, 2, false, func(t, i int, digits, common uint16) bool {
		cells, masks, need = cells[:0], masks[:0], need[:0]
		r := seRegion(t, i)
		for m := common; m != 0; m &= m - 1 {
			c := int(r[bits.TrailingZeros16(m)])
			if extra := g.cands[c] &^ digits; extra != 0 {
				cells, masks = append(cells, c), append(masks, extra)
			}
		}
		if len(cells) == 0 {
			return true
		}
		for k, c := range r {
			if common>>k&1 != 0 {
				continue
			}
			for m := digits; m != 0; m &= m - 1 {
				if d := bits.TrailingZeros16(m) + 1; ch.save.has(int(c), d) {
					need = append(need, sePotOf(int(c), d, false))
				}
			}
		}
		step(cells, masks, need)
		return true
	})
	if found {
		return
	}

	// Naked pairs: the pair's cells had to lose their other digits.
	seEachNakedSet(g, 2, func(t, i int, idx, digits uint16) bool {
		cells, masks, need = cells[:0], masks[:0], need[:0]
		r := seRegion(t, i)
		for k, c := range r {
			if idx>>k&1 == 0 {
				if m := g.cands[c] & digits; m != 0 {
					cells, masks = append(cells, int(c)), append(masks, m)
				}
			}
		}
		if len(cells) == 0 {
			return true
		}
		for m := idx; m != 0; m &= m - 1 {
			c := int(r[bits.TrailingZeros16(m)])
			for o := ch.save.cands[c] &^ digits; o != 0; o &= o - 1 {
				need = append(need, sePotOf(c, bits.TrailingZeros16(o)+1, false))
			}
		}
		step(cells, masks, need)
		return true
	})
	if found {
		return
	}

	// X-Wings: the base lines had to lose d's places outside the cover
	// lines.
	seEachFish(g, 2, func(base int, lines, cover uint16, d int) bool {
		cells, masks, need = cells[:0], masks[:0], need[:0]
		out, _ := seFishRemovals(g, base, lines, cover, d)
		if len(out) == 0 {
			return true
		}
		bit := uint16(1) << (d - 1)
		for _, c := range out {
			cells, masks = append(cells, c), append(masks, bit)
		}
		coverType := seRow + seColumn - base
		for m := lines; m != 0; m &= m - 1 {
			for _, c := range seRegion(base, bits.TrailingZeros16(m)) {
				if removed(int(c), d) && cover>>seRegionOf[c][coverType]&1 == 0 {
					need = append(need, sePotOf(int(c), d, false))
				}
			}
		}
		step(cells, masks, need)
		return true
	})
}

// seHashOrder puts cells, with their masks, in the order Java's HashMap
// iterates cells put into it in the given order: by the cell's index
// modulo the table's size (16, doubled each time it is more than three
// quarters full), then in the order they were put. SE lists a rule's
// eliminations in that order, and the order of a search's potentials
// decides which implication comes first.
func seHashOrder(cells []int, masks []uint16) {
	size := 16
	for len(cells) > size*3/4 {
		size *= 2
	}
	for i := 1; i < len(cells); i++ {
		for j := i; j > 0 && cells[j]&(size-1) < cells[j-1]&(size-1); j-- {
			cells[j], cells[j-1] = cells[j-1], cells[j]
			masks[j], masks[j-1] = masks[j-1], masks[j]
		}
	}
}
