package serate

import (
	"context"
	"math/bits"
	"slices"
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
//
// SE's nested forcing chains (row 29) are the same searches with more
// rules behind the four: level 2 (9.5) then asks SE's static "Forcing
// Chains & Cycles" on the search's position, and level 3 (10.0) its
// static multiple forcing chains after that. A nested producer gives
// every step it finds, sorted as SE sorts them, and each elimination of
// a step that needs some removed candidate becomes an off potential
// that carries the nested chain: a step whose chains took it adds the
// nested chain's complexity to its own. Deeper levels (10.5 and up, with
// dynamic chains nested) are not built: Rate stops there with
// ErrBeyond.

// dynamicPlusChains is SE's dynamic forcing chains (+) (9.0): those
// of dynamicChains, with intersections, hidden and naked pairs and
// X-Wings as implications.
func dynamicPlusChains(p *grid, ctx context.Context) (hint, bool) {
	ch := newChainer(p)
	ch.multiple, ch.dynamic, ch.level, ch.base = true, true, 1, 90
	return ch.run(ctx)
}

// advanced adds to off, and to the queue of off potentials, what the
// first of SE's rules that finds something on the search's position
// removes and off does not hold yet, in SE's order.
// The position is ch.grid; ch.save is the one the search started from.
func (ch *chainer) advanced(off *potSet) {
	g := ch.grid
	found := false
	// step takes one of a rule's steps: it removes masks[k] from
	// cells[k] (in the order the rule lists them) once the search has
	// removed need, the candidates the rule relies on being gone.
	step := func(cells []int, masks []uint16, need []pot) {
		if len(need) > 0 && ch.offer(off, cells, masks, need, 0) {
			found = true
		}
	}
	cells, masks, need := ch.advCells[:0], ch.advMasks[:0], ch.advNeed[:0]
	defer func() { ch.advCells, ch.advMasks, ch.advNeed = cells, masks, need }()
	removed := func(c, d int) bool { return ch.save.has(c, d) && !g.has(c, d) }

	// Intersections: d's places in region 1 all lie in region 2, so d
	// leaves the rest of region 2; region 1 had to lose d's places
	// outside region 2.
	locked(g, func(t1, i1, t2, i2, d int) bool {
		cells, masks, need = cells[:0], masks[:0], need[:0]
		bit := uint16(1) << (d - 1)
		for _, c := range region(t2, i2) {
			if g.cands[c]&bit != 0 && regionOf[c][t1] != uint8(i1) {
				cells, masks = append(cells, int(c)), append(masks, bit)
			}
		}
		if len(cells) == 0 {
			return true
		}
		for _, c := range region(t1, i1) {
			if removed(int(c), d) && regionOf[c][t2] != uint8(i2) {
				need = append(need, potOf(int(c), d, false))
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
	eachHiddenSet(g, 2, false, func(t, i int, digits, common uint16) bool {
		cells, masks, need = cells[:0], masks[:0], need[:0]
		r := region(t, i)
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
					need = append(need, potOf(int(c), d, false))
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
	eachNakedSet(g, 2, func(t, i int, idx, digits uint16) bool {
		cells, masks, need = cells[:0], masks[:0], need[:0]
		r := region(t, i)
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
				need = append(need, potOf(c, bits.TrailingZeros16(o)+1, false))
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
	eachFish(g, 2, func(base int, lines, cover uint16, d int) bool {
		cells, masks, need = cells[:0], masks[:0], need[:0]
		out, _ := fishRemovals(g, base, lines, cover, d)
		if len(out) == 0 {
			return true
		}
		bit := uint16(1) << (d - 1)
		for _, c := range out {
			cells, masks = append(cells, c), append(masks, bit)
		}
		coverType := rowType + columnType - base
		for m := lines; m != 0; m &= m - 1 {
			for _, c := range region(base, bits.TrailingZeros16(m)) {
				if removed(int(c), d) && cover>>regionOf[c][coverType]&1 == 0 {
					need = append(need, potOf(int(c), d, false))
				}
			}
		}
		step(cells, masks, need)
		return true
	})
	if found || ch.level < 2 {
		return
	}

	// Nested chains: static chains, then static multiple chains.
	if !ch.nestedRule(off, false) && ch.level >= 3 {
		ch.nestedRule(off, true)
	}
}

// hashOrder puts cells, with their masks, in the order Java's HashMap
// iterates cells put into it in the given order: by the cell's index
// modulo the table's size (16, doubled each time it is more than three
// quarters full), then in the order they were put. SE lists a rule's
// eliminations in that order, and the order of a search's potentials
// decides which implication comes first.
func hashOrder(cells []int, masks []uint16) {
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

// nestedChains returns SE's nested forcing chains of a level, 2 (9.5)
// or 3 (10.0).
func nestedChains(level int) producer {
	base := 95 + 5*(level-2)
	return func(p *grid, ctx context.Context) (hint, bool) {
		ch := newChainer(p)
		ch.multiple, ch.dynamic, ch.level, ch.base = true, true, level, base
		return ch.run(ctx)
	}
}

const (
	rootNone int8 = -2 // a search's start, which SE gives no cause
	rootCell int8 = -1 // SE's NakedSingle cause: a link within a cell
)

// nestedStep is a step a nested producer found: what it removes, its
// key (rating, complexity, sort key), the candidates it needs gone from
// the position its caller's search started from, and a fingerprint of
// its chains (chainPrint): SE counts a nested chain once in a step
// however many of its potentials took it, two equal chains being one.
type nestedStep struct {
	remove [81]uint16
	key    [3]int
	need   []pot
	chain  uint64
}

// nestedRule runs SE's static chains (multiple: its static multiple
// chains) on the search's position as a nested producer, and adds to off
// and queues the eliminations of each step that needs some candidate the
// search removed, in SE's order: the steps sorted by key, the first of
// those that remove the same candidates kept. It reports whether any
// step gave an elimination.
func (ch *chainer) nestedRule(off *potSet, multiple bool) bool {
	steps := ch.nestedSteps(multiple)
	found := false
	for i := range steps {
		st := &steps[i]
		id, ok := ch.nestedIDs[st.chain]
		if !ok {
			id = int32(len(ch.nestedCost))
			ch.nestedCost = append(ch.nestedCost, st.key[1])
			if ch.nestedIDs == nil {
				ch.nestedIDs = map[uint64]int32{}
			}
			ch.nestedIDs[st.chain] = id
		}
		cells, masks := ch.advCells[:0], ch.advMasks[:0]
		for c, m := range st.remove {
			if m != 0 {
				cells, masks = append(cells, c), append(masks, m)
			}
		}
		ch.advCells, ch.advMasks = cells, masks
		if ch.offer(off, cells, masks, st.need, id) {
			found = true
		}
	}
	return found
}

// offer adds to off, and queues, each candidate of masks[k] in cells[k]
// that off does not hold yet, as an off potential whose parents are the
// nodes of need in off and which carries nested chain nested (0 for
// none). The cells go in the order SE's HashMap lists them, each cell's
// digits in order. It reports whether there was any candidate.
func (ch *chainer) offer(off *potSet, cells []int, masks []uint16, need []pot, nested int32) bool {
	hashOrder(cells, masks)
	for k, c := range cells {
		for m := masks[k]; m != 0; m &= m - 1 {
			q := potOf(c, bits.TrailingZeros16(m)+1, false)
			if off.has(q) {
				continue
			}
			n := int32(-1)
			for _, r := range need {
				if parent, ok := off.get(r); ok {
					if n < 0 {
						n = ch.node(q, parent)
					} else {
						ch.addParent(n, parent)
					}
				}
			}
			if n < 0 {
				n = ch.node(q, -1)
			}
			ch.nodes[n].nested = nested
			off.add(q, n)
			ch.pendOff.push(n)
		}
	}
	return len(cells) > 0
}

// nestedSteps runs the nested producer on the search's position and
// returns the steps SE would take eliminations from, in SE's order: those
// that need some candidate the search removed, sorted by key, the first
// of those that remove the same candidates kept.
func (ch *chainer) nestedSteps(multiple bool) []nestedStep {
	g := *ch.grid
	g.memo = nil
	in := newChainer(&g)
	in.collect, in.outer = true, &ch.save
	if multiple {
		in.multiple, in.base = true, 80
		in.multipleChains(nil)
	} else {
		in.staticChains(nil)
	}
	all := in.steps
	slices.SortStableFunc(all, func(a, b nestedStep) int {
		switch {
		case keyLess(a.key, b.key):
			return -1
		case keyLess(b.key, a.key):
			return 1
		}
		return 0
	})
	var steps []nestedStep
	for i := range all {
		st := &all[i]
		if len(st.need) > 0 && !slices.ContainsFunc(all[:i], func(o nestedStep) bool { return o.remove == st.remove }) {
			steps = append(steps, *st)
		}
	}
	in.done()
	return steps
}

// cause is the cause SE records for node n's potential in a static
// search: rootCell for a link within a cell, else the type of the
// region of the link (for an off potential the first of block, row and
// column it shares with its parent; for an on one, the first where the
// digit has two places left); root for the search's start.
func (ch *chainer) cause(n int32, root int8) int8 {
	nd := ch.nodes[n]
	if nd.n == 0 {
		return root
	}
	q, from := nd.pot, ch.nodes[ch.parents[nd.first]].pot
	c, f := q.cell(), from.cell()
	if c == f {
		return rootCell
	}
	for _, t := range [3]int{blockType, rowType, columnType} {
		i := regionOf[c][t]
		if i != regionOf[f][t] {
			continue
		}
		if !q.on() || bits.OnesCount16(ch.grid.at(t, int(i), q.digit())) == 2 {
			return int8(t)
		}
	}
	return rootNone
}

// ruleParents is SE's getRuleParents of a step whose chains end at
// targets: for each on potential among each target's ancestors, the
// candidates that were in ch.outer and are gone from ch.grid in its cell
// (a link within the cell) or in the region of its digit (a link in a
// region). A cycle's reversed chain adds those of its off potentials,
// turned on with the same cause. root is the cause of the searches'
// start.
func (ch *chainer) ruleParents(targets []int32, root int8, cycle bool) []pot {
	var need []pot
	ch.marked++
	if ch.marked == 0 {
		ch.mark = [numPots]uint32{}
		ch.marked = 1
	}
	gone := func(q pot, cause int8) {
		c, d := q.cell(), q.digit()
		add := func(r pot) {
			if ch.mark[r] != ch.marked {
				ch.mark[r] = ch.marked
				need = append(need, r)
			}
		}
		if cause == rootCell {
			for m := ch.outer.cands[c] &^ ch.grid.cands[c]; m != 0; m &= m - 1 {
				add(potOf(c, bits.TrailingZeros16(m)+1, false))
			}
			return
		}
		t := int(cause)
		i := int(regionOf[c][t])
		for m := ch.outer.at(t, i, d) &^ ch.grid.at(t, i, d); m != 0; m &= m - 1 {
			add(potOf(int(regions[t*9+i][bits.TrailingZeros16(m)]), d, false))
		}
	}
	for _, t := range targets {
		for _, n := range ch.lineage(t) {
			if q := ch.nodes[n].pot; q.on() {
				if cause := ch.cause(n, root); cause != rootNone {
					gone(q, cause)
				}
			}
		}
	}
	if cycle {
		for n := targets[0]; ch.nodes[n].n > 0; n = ch.parents[ch.nodes[n].first] {
			if q := ch.nodes[n].pot; !q.on() {
				gone(q, ch.cause(n, root))
			}
		}
	}
	return need
}

// nestedComplexity is the sum of the complexities of the distinct
// nested chains among the ancestors of targets.
func (ch *chainer) nestedComplexity(targets []int32) int {
	sum := 0
	var seen []int32
	for _, t := range targets {
		for _, n := range ch.lineage(t) {
			if id := ch.nodes[n].nested; id != 0 && !slices.Contains(seen, id) {
				seen = append(seen, id)
				sum += ch.nestedCost[id]
			}
		}
	}
	return sum
}

// chainPrint is a fingerprint of the chains that end at targets: each
// target's lineage. SE's FullChain holds two nested chains equal when
// these lists are.
func (ch *chainer) chainPrint(targets []int32) uint64 {
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	for _, t := range targets {
		for _, n := range ch.lineage(t) {
			h = (h ^ uint64(ch.nodes[n].pot)) * prime
		}
		h = (h ^ numPots) * prime // the end of a target's chain
	}
	return h
}
