package serate

import (
	"context"
	"fmt"
	"math/bits"
	"slices"
	"strings"
)

// SE's wings and aligned exclusions: XY- and XYZ-Wing, the ALS wings
// (WXYZ- to TUVWXYZ-Wing: an almost locked set of 3 to 6 cells joined to
// a bivalue cell) and aligned pair and triplet exclusion. Each follows
// SE's own scan so that the step it returns is the one SE takes.

// forwardPeers[c] are c's peers after it in cell order: SE grows a
// wing's cells through them, so each set of cells is met once, in
// ascending order.
var forwardPeers [81]cellSet

// everyCell holds all 81 cells.
var everyCell cellSet

func init() {
	for c := range 81 {
		everyCell.add(c)
		for _, q := range peersOf[c] {
			if int(q) > c {
				forwardPeers[c].add(int(q))
			}
		}
	}
}

// nextCell returns the first cell of s after cell c (pass -1 for the
// first of all), or -1 when there is none.
func nextCell(s cellSet, c int) int {
	c++
	for w := c >> 6; w < 2; w++ {
		m := s[w]
		if w == c>>6 {
			m &= ^uint64(0) << (c & 63)
		}
		if m != 0 {
			return w<<6 + bits.TrailingZeros64(m)
		}
	}
	return -1
}

// cellsOr and cellsMinus are set union and difference.

// xyWings finds SE's XY-Wing (4.2) and, only when there is none, its
// XYZ-Wing (4.4): SE runs them as two producers, one after the other.
func xyWings(p *grid, _ context.Context) (hint, bool) {
	if h, ok := xyWing(p, false); ok {
		return h, true
	}
	return xyWing(p, true)
}

// xyWing finds the first XY-Wing (xyz false) or XYZ-Wing in SE's
// order: pivot cells 0 to 80 with 2 (3) candidates, then its bivalue
// peer xz, then its bivalue peer yz, both in cell order. z, the digit xz
// and yz share, goes from the cells that see both wings, and the pivot
// too for an XYZ-Wing.
func xyWing(p *grid, xyz bool) (hint, bool) {
	pivotSize := 2
	if xyz {
		pivotSize = 3
	}
	for pivot := range 81 {
		xy := p.cands[pivot]
		if bits.OnesCount16(xy) != pivotSize {
			continue
		}
		for _, xzCell := range peersOf[pivot] {
			xz := p.cands[xzCell]
			if bits.OnesCount16(xz) != 2 || bits.OnesCount16(xy&^xz) != 1 {
				continue
			}
			for _, yzCell := range peersOf[pivot] {
				yz := p.cands[yzCell]
				if bits.OnesCount16(yz) != 2 || !isXYWing(xy, xz, yz, xyz) {
					continue
				}
				if h, ok := xyWingHint(p, pivot, int(xzCell), int(yzCell), xyz); ok {
					return h, true
				}
			}
		}
	}
	return hint{}, false
}

// isXYWing reports whether the candidates of pivot and wings make the
// pattern: three digits in all, none common to the three cells in an
// XY-Wing, one (z) in an XYZ-Wing.
func isXYWing(xy, xz, yz uint16, xyz bool) bool {
	common := 0
	if xyz {
		common = 1
	}
	return bits.OnesCount16(xy|xz|yz) == 3 && bits.OnesCount16(xy&xz&yz) == common
}

// xyWingHint builds the step: z leaves the cells that see both wings
// (and the pivot, for an XYZ-Wing). ok is false when none holds z.
func xyWingHint(p *grid, pivot, xz, yz int, xyz bool) (h hint, ok bool) {
	rating, name := 42, "XY-Wing"
	if xyz {
		rating, name = 44, "XYZ-Wing"
	}
	h = newHint(rating, name)
	zBit := p.cands[xz] & p.cands[yz]
	zBit &= -zBit
	victims := peerSet[xz].and(peerSet[yz])
	if xyz {
		victims = victims.and(peerSet[pivot])
	}
	for c := nextCell(victims, -1); c >= 0; c = nextCell(victims, c) {
		if c != pivot && p.cands[c]&zBit != 0 {
			h.remove[c] |= zBit
		}
	}
	if !h.worth() {
		return hint{}, false
	}
	h.detail = fmt.Sprintf("Cells %s on value %d", cellNames(pivot, xz, yz), bits.TrailingZeros16(zBit)+1)
	return h, true
}

// wingKind is one of SE's ALS wings: how many cells its almost locked
// set has, its name, and its rating (tenths) from the largest number of
// candidates in one of those cells.
type wingKind struct {
	cells  int
	name   string
	rating func(biggest int) int
}

// SE rates the 3- and 4-cell wings by the ALS's largest cell, hardest
// when it holds 3 candidates; the larger wings have fixed ratings.
var (
	wxyz    = wingKind{3, "WXYZ-Wing", func(b int) int { return 55 + 1 - wingAbs(3-b) }}
	vwxyz   = wingKind{4, "VWXYZ-Wing", func(b int) int { return 62 + 2 - wingAbs(3-b) }}
	uvwxyz  = wingKind{5, "UVWXYZ-Wing", func(int) int { return 66 }}
	tuvwxyz = wingKind{6, "TUVWXYZ-Wing", func(int) int { return 75 }}
)

// wingAbs is |x|.
func wingAbs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// wxyzWing finds SE's WXYZ-Wing: 5.5, or 5.6 when the ALS's largest
// cell has 3 candidates.
func wxyzWing(p *grid, _ context.Context) (hint, bool) { return alsWing(p, &wxyz) }

// vwxyzWing finds SE's VWXYZ-Wing: 6.2 to 6.4 by the ALS's largest
// cell (6.4 for 3 candidates).
func vwxyzWing(p *grid, _ context.Context) (hint, bool) { return alsWing(p, &vwxyz) }

// uvwxyzWing finds SE's UVWXYZ-Wing (6.6).
func uvwxyzWing(p *grid, _ context.Context) (hint, bool) { return alsWing(p, &uvwxyz) }

// tuvwxyzWing finds SE's TUVWXYZ-Wing (7.5).
func tuvwxyzWing(p *grid, _ context.Context) (hint, bool) { return alsWing(p, &tuvwxyz) }

// wingStep is a wing step found, with the keys SE sorts by.
type wingStep struct {
	hint   hint
	elims  int
	suffix string
}

// alsWing finds every wing of the kind, as SE does, and returns the one
// SE sorts first: lowest rating, then most eliminations, then the name's
// number highest as a string, then the first found.
//
// A wing is an almost locked set: cells in ascending order, each a peer
// of the others, with 2 or more candidates each and one more digit than
// cells in all; and a bivalue cell yz that sees one of them, both of
// whose digits are in the set. A digit of yz is restricted when every
// cell of the set that holds it sees yz. With one restricted digit x,
// the other one, z, goes from the cells that see yz and each of the
// set's cells holding z. With both restricted (doubly linked), each
// other digit of the set goes from the cells that see all its places
// in the set, and each of yz's digits as z would.
//
// The name's number is 2 for a doubly linked step (1 otherwise), the
// largest cell's candidates, and the set's candidates counted cell by
// cell: "WXYZ-Wing 138".
func alsWing(p *grid, kind *wingKind) (hint, bool) {
	s := wingSearch{p: p, kind: kind}
	// Only cells of two candidates up to one more than the wing's cells
	// can be in it.
	var usable cellSet
	for c := range 81 {
		n := bits.OnesCount16(p.cands[c])
		if n >= 2 && n <= kind.cells+1 {
			usable.add(c)
		}
		if n == 2 {
			s.bivalue.add(c)
		}
	}
	s.grow(0, 0, usable)
	if len(s.found) == 0 {
		return hint{}, false
	}
	slices.SortStableFunc(s.found, func(a, b wingStep) int {
		if a.hint.rating != b.hint.rating {
			return a.hint.rating - b.hint.rating
		}
		if a.elims != b.elims {
			return b.elims - a.elims
		}
		return strings.Compare(b.suffix, a.suffix)
	})
	return s.found[0].hint, true
}

// wingSearch is one search for ALS wings of a kind: the set being
// grown and the steps found so far.
type wingSearch struct {
	p       *grid
	kind    *wingKind
	cells   [6]int
	found   []wingStep
	bivalue cellSet // the cells that can be yz
}

// grow adds the set's cell number depth from next (cells after the last
// one that see all chosen so far), in cell order, keeping at most one
// digit more than the set will have cells.
func (s *wingSearch) grow(depth int, union uint16, next cellSet) {
	if depth == s.kind.cells {
		if bits.OnesCount16(union) == depth+1 {
			s.wings(union)
		}
		return
	}
	if next.count() < s.kind.cells-depth {
		return // too few cells left to complete the set
	}
	for c := nextCell(next, -1); c >= 0; c = nextCell(next, c) {
		m := s.p.cands[c]
		u := union | m
		if bits.OnesCount16(m) < 2 || bits.OnesCount16(u) > s.kind.cells+1 {
			continue
		}
		s.cells[depth] = c
		s.grow(depth+1, u, next.and(forwardPeers[c]))
	}
}

// wings tries each yz cell, in cell order, among the peers of the
// almost locked set s.cells, whose digits are digits.
func (s *wingSearch) wings(digits uint16) {
	als := s.cells[:s.kind.cells]
	var set, near cellSet
	for _, c := range als {
		set.add(c)
		near = cellsOr(near, peerSet[c])
	}
	near = cellsMinus(near, set).and(s.bivalue)
	for yz := nextCell(near, -1); yz >= 0; yz = nextCell(near, yz) {
		m := s.p.cands[yz]
		if m&digits != m {
			continue
		}
		low := m & -m
		high := m &^ low
		lowLinked, highLinked := s.restricted(yz, low), s.restricted(yz, high)
		switch {
		case lowLinked:
			s.add(yz, digits, low, high, highLinked)
		case highLinked:
			s.add(yz, digits, high, low, false)
		}
	}
}

// restricted reports whether every cell of the set holding digit bit
// sees yz.
func (s *wingSearch) restricted(yz int, bit uint16) bool {
	for _, c := range s.cells[:s.kind.cells] {
		if s.p.cands[c]&bit != 0 && !peerSet[yz].has(c) {
			return false
		}
	}
	return true
}

// seeingAll returns the cells of from that see every cell of the set
// holding digit bit.
func (s *wingSearch) seeingAll(from cellSet, bit uint16) cellSet {
	for _, c := range s.cells[:s.kind.cells] {
		if s.p.cands[c]&bit != 0 {
			from = from.and(peerSet[c])
		}
	}
	return from
}

// wingEliminate takes digit bit from the cells of victims that hold it and
// returns how many did.
func wingEliminate(p *grid, h *hint, victims cellSet, bit uint16) int {
	n := 0
	for c := nextCell(victims, -1); c >= 0; c = nextCell(victims, c) {
		if p.cands[c]&bit != 0 {
			h.remove[c] |= bit
			n++
		}
	}
	return n
}

// add builds the step of the wing with yz, x restricted (and z too when
// double), and keeps it if it eliminates. A doubly linked wing whose
// only eliminations are of one of yz's digits is named as the single
// link that makes them.
func (s *wingSearch) add(yz int, digits, x, z uint16, double bool) {
	h := newHint(0, "")
	var weak, strongX, strongZ int
	if double {
		for others := digits &^ (x | z); others != 0; others &= others - 1 {
			w := others & -others
			weak += wingEliminate(s.p, &h, s.seeingAll(everyCell, w), w)
		}
		strongX = wingEliminate(s.p, &h, s.seeingAll(peerSet[yz], x), x)
	}
	strongZ = wingEliminate(s.p, &h, s.seeingAll(peerSet[yz], z), z)
	elims := weak + strongX + strongZ
	if elims == 0 {
		return
	}
	if double && weak == 0 {
		if strongZ == 0 {
			x, z = z, x
		}
		double = strongZ > 0 && strongX > 0
	}
	suffix := s.name(&h, yz, x, z, double)
	s.found = append(s.found, wingStep{h, elims, suffix})
}

// name gives h SE's rating, name and detail for the wing with yz, and
// returns the number in the name: links (1 or 2), the largest cell's
// candidates, and the set's candidates counted cell by cell.
func (s *wingSearch) name(h *hint, yz int, x, z uint16, double bool) string {
	biggest, size := 0, 0
	for _, c := range s.cells[:s.kind.cells] {
		k := bits.OnesCount16(s.p.cands[c])
		biggest, size = max(biggest, k), size+k
	}
	links := 1
	on := fmt.Sprintf("value %d", bits.TrailingZeros16(z)+1)
	if double {
		links = 2
		on = fmt.Sprintf("values %d,%d", bits.TrailingZeros16(x)+1, bits.TrailingZeros16(z)+1)
	}
	suffix := fmt.Sprintf("%d%d%d", links, biggest, size)
	h.rating = s.kind.rating(biggest)
	h.name = s.kind.name + " " + suffix
	cells := append(slices.Clone(s.cells[:s.kind.cells]), yz)
	h.detail = fmt.Sprintf("Cells %s on %s", cellNames(cells...), on)
	return suffix
}

// alignedPairExclusion finds SE's aligned pair exclusion (6.2).
func alignedPairExclusion(p *grid, _ context.Context) (hint, bool) {
	return alignedExclusion(p, 2)
}

// alignedTripletExclusion finds SE's aligned triplet exclusion (7.5).
func alignedTripletExclusion(p *grid, _ context.Context) (hint, bool) {
	return alignedExclusion(p, 3)
}

// alignedExclusion finds the first aligned exclusion of degree 2 or 3
// in SE's order. SE considers the cells, in cell order, with 2 or more
// candidates, no peer left with a single candidate, and some "small" peer
// of 2 to degree candidates. It takes them in pairs in colex order; a
// triplet adds to a pair a third considered cell among the first cell's
// small peers, then the second's, each in cell order. The cells need
// not see each other, but they must share 2 or more small peers. A
// combination of one candidate per cell is impossible when two cells
// that see each other would hold the same digit, or when it would take
// every candidate of a shared small peer; a candidate that is in no
// possible combination goes.
//
// A set of cells whose candidates, and those of its shared small peers,
// are as they were in the last position of the rating run where this
// search found nothing, excludes nothing now (a peer that has left the
// small ones only allowed more), and is skipped.
func alignedExclusion(p *grid, degree int) (hint, bool) {
	var a aligned
	a.consider(p, degree)
	memo := &snapshot{} // not valid: every cell has changed
	if p.memo != nil {
		memo = &p.memo.aligned[degree]
	}
	a.changed = memo.changed(p)
	var cells [3]int
	for j := 1; j < a.n; j++ {
		for i := 0; i < j; i++ {
			cells[0], cells[1] = a.cells[i], a.cells[j]
			common := a.small[cells[0]].and(a.small[cells[1]])
			if common.count() < 2 {
				// A third cell only narrows the shared small peers.
				continue
			}
			if degree == 2 {
				if !a.dirty(cells[:2], common) {
					continue
				}
				if h, ok := exclude(p, cells[:2], common); ok {
					return h, true
				}
				continue
			}
			if h, ok := a.triplets(p, &cells, common); ok {
				return h, true
			}
		}
	}
	memo.valid, memo.cands = true, p.cands
	return hint{}, false
}

// dirty reports whether cells or their shared small peers common have
// changed since the search last found nothing.
func (a *aligned) dirty(cells []int, common cellSet) bool {
	for _, c := range cells {
		if a.changed.has(c) {
			return true
		}
	}
	return !common.and(a.changed).empty()
}

// aligned are the cells SE considers for aligned exclusions, in cell
// order, with each one's small peers.
type aligned struct {
	cells   [81]int
	n       int
	in      cellSet
	small   [81]cellSet
	changed cellSet // cells changed since the search last found nothing
}

// consider finds the cells with 2 or more candidates, no peer with a
// single candidate, and some peer of 2 to degree candidates.
func (a *aligned) consider(p *grid, degree int) {
	for c := range 81 {
		if bits.OnesCount16(p.cands[c]) < 2 {
			continue
		}
		var peers cellSet
		single := false
		for _, q := range peersOf[c] {
			switch n := bits.OnesCount16(p.cands[q]); {
			case n == 1:
				single = true
			case n >= 2 && n <= degree:
				peers.add(int(q))
			}
		}
		if !single && !peers.empty() {
			a.cells[a.n] = c
			a.n++
			a.in.add(c)
			a.small[c] = peers
		}
	}
}

// triplets tries the pair cells[0], cells[1], whose shared small peers
// are common, with each third cell in SE's order: the considered small
// peers of the first cell, then those of the second, each in cell order.
func (a *aligned) triplets(p *grid, cells *[3]int, common cellSet) (hint, bool) {
	var pair cellSet
	pair.add(cells[0])
	pair.add(cells[1])
	first := cellsMinus(a.small[cells[0]].and(a.in), pair)
	then := cellsMinus(cellsMinus(a.small[cells[1]].and(a.in), pair), first)
	if !a.dirty(cells[:2], common) {
		// A third cell only narrows common: the triplet has changed only
		// if the third cell has.
		first, then = first.and(a.changed), then.and(a.changed)
	}
	for _, thirds := range [2]cellSet{first, then} {
		for c := nextCell(thirds, -1); c >= 0; c = nextCell(thirds, c) {
			cells[2] = c
			shared := common.and(a.small[c])
			if !a.dirty(cells[:], shared) {
				continue
			}
			if h, ok := exclude(p, cells[:], shared); ok {
				return h, true
			}
		}
	}
	return hint{}, false
}

// exclude is the aligned exclusion step on cells, whose shared small
// peers are common; ok is false when there are fewer than 2 such peers
// or nothing goes.
func exclude(p *grid, cells []int, common cellSet) (hint, bool) {
	if common.count() < 2 {
		return hint{}, false
	}
	// Only a peer whose candidates the cells could take all of can rule
	// a combination out.
	var union uint16
	for _, c := range cells {
		union |= p.cands[c]
	}
	var peerCands [20]uint16
	nPeers := 0
	for c := nextCell(common, -1); c >= 0; c = nextCell(common, c) {
		if p.cands[c]&^union == 0 {
			peerCands[nPeers] = p.cands[c]
			nPeers++
		}
	}
	if nPeers == 0 && !anyPeers(cells) {
		return hint{}, false
	}
	allowed := allowedDigits(p, cells, peerCands[:nPeers])
	gone := false
	for i, c := range cells {
		gone = gone || p.cands[c]&^allowed[i] != 0
	}
	if !gone {
		return hint{}, false
	}
	rating, name := 62, "Aligned Pair Exclusion"
	if len(cells) == 3 {
		rating, name = 75, "Aligned Triplet Exclusion"
	}
	h := newHint(rating, name)
	for i, c := range cells {
		h.remove[c] = p.cands[c] &^ allowed[i]
	}
	h.detail = cellNames(cells...)
	return h, true
}

// allowedDigits returns, for each of the 2 or 3 cells, the digits
// that are in some possible combination: one candidate per cell, no
// digit twice in cells that see each other, and no peer in peerCands
// left without a candidate. It stops as soon as every candidate is
// allowed, as most cell sets exclude nothing.
func allowedDigits(p *grid, cells []int, peerCands []uint16) [3]uint16 {
	var allowed [3]uint16
	var all [3]uint16
	for i, c := range cells {
		all[i] = p.cands[c]
	}
	seen01 := peerSet[cells[0]].has(cells[1])
	seen02 := len(cells) == 3 && peerSet[cells[0]].has(cells[2])
	seen12 := len(cells) == 3 && peerSet[cells[1]].has(cells[2])
	for m0 := p.cands[cells[0]]; m0 != 0 && allowed != all; m0 &= m0 - 1 {
		b0 := m0 & -m0
		for m1 := p.cands[cells[1]]; m1 != 0 && allowed != all; m1 &= m1 - 1 {
			b1 := m1 & -m1
			if b0 == b1 && seen01 {
				continue
			}
			if len(cells) == 2 {
				if leavesEveryPeer(b0|b1, peerCands) {
					allowed[0] |= b0
					allowed[1] |= b1
				}
				continue
			}
			// The third cell's digits that complete a combination: a
			// peer is emptied by b0, b1 and the third digit when it has
			// nothing else, or only that digit, left.
			thirds := p.cands[cells[2]]
			if seen02 {
				thirds &^= b0
			}
			if seen12 {
				thirds &^= b1
			}
			for _, m := range peerCands {
				if thirds == 0 {
					break
				}
				switch rest := m &^ (b0 | b1); {
				case rest == 0:
					thirds = 0
				case rest&(rest-1) == 0:
					thirds &^= rest
				}
			}
			if thirds != 0 {
				allowed[0] |= b0
				allowed[1] |= b1
				allowed[2] |= thirds
			}
		}
	}
	return allowed
}

// anyPeers reports whether two of cells see each other.
func anyPeers(cells []int) bool {
	for i, c := range cells {
		for _, d := range cells[i+1:] {
			if peerSet[c].has(d) {
				return true
			}
		}
	}
	return false
}

// leavesEveryPeer reports whether digits leave each of the peers'
// candidate masks a candidate.
func leavesEveryPeer(digits uint16, peerCands []uint16) bool {
	for _, m := range peerCands {
		if m&^digits == 0 {
			return false
		}
	}
	return true
}
