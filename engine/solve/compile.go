package solve

import (
	"encoding/binary"
	"slices"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// compile turns rules r, valid for shape s, into a variant solver with
// its starting candidates. ok is false when the rules alone leave a cell
// without a candidate.
func compile(s sudoku.Shape, r *sudoku.Rules) (v *variant, ok bool) {
	n, cells := s.N(), s.Cells()
	v = &variant{shape: s, n: n, full: sudoku.FullSet(n), watch: make([][]int32, cells)}
	v.start = make([]sudoku.Set, cells)
	for c := range v.start {
		v.start[c] = v.full
	}
	peerSets := make([]cellSet, cells)
	for c := range peerSets {
		peerSets[c] = newCellSet(cells)
	}
	addGroup := func(g []sudoku.Cell) {
		for _, a := range g {
			for _, b := range g {
				if a != b {
					peerSets[a].add(b)
				}
			}
		}
	}
	groups := r.Groups(s)
	for _, g := range groups {
		addGroup(g.Cells)
		if len(g.Cells) == n {
			v.houses = append(v.houses, g.Cells)
		}
	}
	// Peers from groups only, for the sums' groups (pairs from other
	// rules are added below).
	peer := func(a, b sudoku.Cell) bool { return peerSets[a].has(b) }
	// The cells an anti-knight or anti-king move apart are peers.
	peerPairs := func(near func(sudoku.Cell) []sudoku.Cell) {
		for a := sudoku.Cell(0); int(a) < cells; a++ {
			for _, b := range near(a) {
				peerSets[a].add(b)
			}
		}
	}
	// The rules between two cells, in the constraints' order, as are the
	// other propagators (the order sets which runs first, and so which
	// cell a contradiction empties, which pick's scores read).
	pairRules, paired := sudoku.PairRules(s, r)
	rels := &relations{n: n}
	var even sudoku.Set
	for d := 2; d <= n; d += 2 {
		even = even.With(sudoku.Digit(d))
	}
	for i, c := range r.Constraints {
		// This constraint's pair rules lead those left (PairRules keeps
		// the constraints' order).
		k := 0
		for k < len(pairRules) && pairRules[k].Constraint == i {
			k++
		}
		ours := pairRules[:k]
		pairRules = pairRules[k:]
		// A thermometer's steps are pair rules too, but thermoProp
		// bounds the whole line in one run, as one rule for pick.
		if _, thermo := c.(sudoku.Thermo); paired[i] && !thermo {
			if len(ours) == 0 {
				continue
			}
			// One table for all: a constraint's rules share their Allow.
			if ab, ba, ok := rels.tables(ours[0].Allow); ok {
				for _, pr := range ours {
					v.add(&pairProp{pr.A, pr.B, ab, ba})
				}
			}
			continue
		}
		switch x := c.(type) {
		case sudoku.AntiKnight:
			peerPairs(s.KnightCells)
		case sudoku.AntiKing:
			peerPairs(s.KingDiagonalCells)
		case sudoku.Cage:
			if x.Sum == 0 {
				continue
			}
			if n > 16 {
				v.add(newSumProp(x.Cells, nil, x.Sum, n, peer))
				continue
			}
			v.add(v.newCageProp(x.Cells, x.Sum))
		case sudoku.Thermo:
			v.add(&thermoProp{x.Cells})
		case sudoku.Arrow:
			v.add(newSumProp(x.Shaft, x.Circle, 0, n, peer))
		case sudoku.LittleKiller:
			v.add(newSumProp(x.Cells, nil, x.Sum, n, peer))
		case sudoku.Sandwich:
			v.add(&sandwichProp{line: s.HouseCells(x.Line), sum: x.Sum})
		case sudoku.Renban:
			addGroup(x.Cells)
			v.add(&renbanProp{cells: x.Cells})
		case sudoku.Between:
			v.add(&betweenProp{x.Cells})
		case sudoku.Parity:
			if x.Even {
				v.start[x.Cell] &= even
			} else {
				v.start[x.Cell] &^= even
			}
			if v.start[x.Cell] == 0 {
				return v, false
			}
		}
	}
	if !v.addInnies(s, r, peer) {
		return v, false
	}
	v.addCrossingSums(r, peer)
	v.peers = make([][]sudoku.Cell, cells)
	for c := range v.peers {
		for p := sudoku.Cell(0); int(p) < cells; p++ {
			if peerSets[c].has(p) {
				v.peers[c] = append(v.peers[c], p)
			}
		}
	}
	for _, p := range v.props {
		if x, ok := p.(*renbanProp); ok {
			x.link(v.peers)
		}
	}
	v.meets = houseMeets(v.houses, cells)
	v.cellHouses = make([][]int32, cells)
	for h, cs := range v.houses {
		for _, c := range cs {
			v.cellHouses[c] = append(v.cellHouses[c], int32(h))
		}
	}
	v.dirty = make([]bool, len(v.houses))
	v.queued = make([]bool, len(v.props))
	v.initScores()
	caged := newCellSet(cells)
	for _, c := range r.Constraints {
		if x, ok := c.(sudoku.Cage); ok {
			for _, cell := range x.Cells {
				caged.add(cell)
			}
		}
	}
	v.pairRatio = 1
	if 2*caged.count() >= cells {
		v.pairRatio = 2
	}
	v.tier = make([]int8, len(v.props))
	v.settles = make([]bool, len(v.props))
	for i, p := range v.props {
		switch x := p.(type) {
		case *cageProp:
			v.settles[i] = true
			if len(x.cells) > smallCage {
				v.tier[i] = 1
			}
		case *sumProp:
			v.settles[i], v.tier[i] = true, 1
		case *sandwichProp:
			v.tier[i] = 1
		case *pairProp, *thermoProp, *renbanProp:
			v.settles[i], v.tier[i] = true, -1
		default:
			v.tier[i] = -1
		}
	}
	return v, true
}

// add registers a propagator and the cells it watches.
func (v *variant) add(p propagator) {
	id := int32(len(v.props))
	v.props = append(v.props, p)
	for _, c := range watched(p) {
		if !slices.Contains(v.watch[c], id) {
			v.watch[c] = append(v.watch[c], id)
		}
	}
}

// houseMeets lists, for every two houses sharing two cells or more, the
// cells they share and those of each outside the other: the
// intersections locked candidates read.
func houseMeets(houses [][]sudoku.Cell, cells int) []meet {
	sets := cellSetsOf(houses, cells)
	var ms []meet
	for i := range houses {
		for j := i + 1; j < len(houses); j++ {
			shared := sets[i].meets(sets[j])
			if shared < 2 || shared == len(houses[i]) {
				continue
			}
			var m meet
			for _, c := range houses[i] {
				if sets[j].has(c) {
					m.both = append(m.both, c)
				} else {
					m.lineOnly = append(m.lineOnly, c)
				}
			}
			for _, c := range houses[j] {
				if !sets[i].has(c) {
					m.boxOnly = append(m.boxOnly, c)
				}
			}
			ms = append(ms, m)
		}
	}
	return ms
}

// maxInnies bounds the cells of the sums addInnies derives: larger ones
// prune little and cost more.
const maxInnies = 5

// maxTight bounds the cells of the innies of more than maxInnies cells
// addInnies derives: those whose cells do not all see each other and
// whose total is at or next to the least or greatest their groups can
// make (tight), which all but fixes their digits; they run in full only
// once their bounds bite (sumProp.lazy). Others of that size prune too
// little for their cost, and those in one house are the rest of cages
// cageProp already weighs. Innies of rows 1-4, 8 cells adding up to
// their most, take a killer from 9,362 nodes to 3. At 9, the killers the
// school's practice generates take longer: its large innies from
// 0.76-0.88 s to 0.93-0.99 s at p95 in WASM (Human solvable zero killer
// 1, which gained most, 128 nodes to 4, has that from
// rangeNarrower.narrow at no cost to the search).
const maxTight = 8

// maxMixed bounds the cells of the innies-less-outies sums addInnies
// derives, and maxMinus their outies (the cells taken off) when there are
// maxMixed: Killing with flowers takes 635 nodes with those of 5 cells
// and 1,793 without; with 3 outies of 5 a killer goes from 2,102 to
// 2,799, and at 6 cells the cost outweighs the nodes they save.
const (
	maxMixed = 5
	maxMinus = 2
)

// smallCage is the largest cage whose propagator runs before the larger
// cages and the sums, in the first tier of the costly ones.
const smallCage = 3

// addInnies adds the sums the rule of leftovers gives killer cages (the
// 45 rule on 9x9, sudoku.LeftoverSums): innies and outies of up to
// maxInnies cells, up to maxTight when tight, innies less outies of up
// to maxMixed (maxMinus outies at most at maxMixed). One cell takes its digit at the start; cells that see
// each other are a cage of their own. Every sum, kept or not, first
// narrows the starting candidates by its bounds (rangeNarrower.narrow).
// It returns false when a sum is out of reach or leaves a cell without a
// candidate. Cost: at compile time, that of sudoku.LeftoverSums and a
// pass or two over each sum's cells; in the search, one propagator per
// sum kept.
func (v *variant) addInnies(s sudoku.Shape, r *sudoku.Rules, peer func(a, b sudoku.Cell) bool) bool {
	n := s.N()
	seen := map[string]bool{}
	var key []byte
	nr := v.newRangeNarrower()
	for _, ls := range sudoku.LeftoverSums(s, r) {
		// Every sum narrows the starting candidates, those left out
		// below too (it costs the search nothing).
		if !nr.narrow(v.start, ls.Plus, ls.Minus, ls.Total) {
			return false
		}
		if len(ls.Minus) > 0 {
			if k := len(ls.Plus) + len(ls.Minus); k > maxMixed || k == maxMixed && len(ls.Minus) > maxMinus {
				continue
			}
		} else if len(ls.Plus) > maxInnies && (len(ls.Plus) > maxTight || n > 16 || allPeers(ls.Plus, peer) ||
			!tight(sumGroups(slices.Sorted(slices.Values(ls.Plus)), nil, n, peer), ls.Total, n)) {
			// Larger innies only when tight (maxTight).
			continue
		}
		plus, minus := slices.Clone(ls.Plus), slices.Clone(ls.Minus)
		slices.Sort(plus)
		slices.Sort(minus)
		// The same sum comes from several areas: one propagator serves.
		key = binary.AppendVarint(key[:0], int64(ls.Total))
		for _, part := range [][]sudoku.Cell{plus, {-1}, minus} {
			for _, c := range part {
				key = binary.AppendVarint(key, int64(c))
			}
		}
		if seen[string(key)] {
			continue
		}
		seen[string(key)] = true
		if len(minus) > 0 {
			v.add(newDiffProp(plus, minus, ls.Total, n, peer))
			continue
		}
		v.addDerived(plus, ls.Total, peer, nil)
	}
	return true
}

// addDerived adds a sum the rules imply, cells adding up to total: one
// cell takes its digit at the start; cells that see each other (on grids
// up to 16x16) are a cage of their own, which also clears its digits from
// the rest of a house that holds it; other cells are a sum, lazy when
// larger than maxInnies, kept only when keep (if not nil) says so.
func (v *variant) addDerived(cells []sudoku.Cell, total int, peer func(a, b sudoku.Cell) bool, keep func() bool) {
	switch {
	case len(cells) == 1:
		if total >= 1 && total <= v.n {
			v.start[cells[0]] &= sudoku.Bit(sudoku.Digit(total))
		} else {
			v.start[cells[0]] = 0
		}
	case allPeers(cells, peer) && v.n <= 16:
		v.add(v.newCageProp(cells, total))
	case keep == nil || keep():
		p := newSumProp(cells, nil, total, v.n, peer)
		p.lazy = len(cells) > maxInnies
		v.add(p)
	}
}

// newCageProp returns the propagator of distinct digits in cells adding
// up to sum; v.houses must be complete.
func (v *variant) newCageProp(cells []sudoku.Cell, sum int) *cageProp {
	p := &cageProp{cells: cells, sum: sum, partOf: make([]uint32, len(cells))}
	for _, h := range v.houses {
		shared := 0
		for _, c := range cells {
			if slices.Contains(h, c) {
				shared++
			}
		}
		if shared < 2 || len(p.parts) == 32 {
			continue
		}
		for i, c := range cells {
			if slices.Contains(h, c) {
				p.partOf[i] |= 1 << len(p.parts)
			}
		}
		p.parts = append(p.parts, cagePart{out: slices.DeleteFunc(slices.Clone(h), func(c sudoku.Cell) bool { return slices.Contains(cells, c) })})
	}
	return p
}

func allPeers(cells []sudoku.Cell, peer func(a, b sudoku.Cell) bool) bool {
	for i, a := range cells {
		for _, b := range cells[i+1:] {
			if !peer(a, b) {
				return false
			}
		}
	}
	return true
}

// rangeNarrower narrows starting candidates by the bounds of sums the
// rules imply (narrow), reusing its counts from one sum to the next.
type rangeNarrower struct {
	n int
	// houseOf[c]: the houses of cell c in the three splits, a byte each:
	// byte f is f*n+i for the i-th house of split f (0 rows, 1 columns,
	// 2 regions), less than 3*MaxN.
	houseOf []uint32
	// count[h], count[mirrored+h]: how many of the sum's cells (2N at
	// most) lie in house h, among those counted as they are and
	// mirrored. Indexed by a byte, it needs no bounds checks.
	count [256]uint8
}

// mirrored is the offset in rangeNarrower.count of the mirrored cells'
// houses.
const mirrored = 128

// newRangeNarrower returns the narrower of v's grid; v.houses must start
// with the rows, the columns and the regions (Rules.Groups' order).
func (v *variant) newRangeNarrower() *rangeNarrower {
	n := v.n
	nr := &rangeNarrower{n: n, houseOf: make([]uint32, len(v.start))}
	for f := range 3 {
		for i, h := range v.houses[f*n : (f+1)*n] {
			for _, c := range h {
				nr.houseOf[c] |= uint32(f*n+i) << (8 * f)
			}
		}
	}
	return nr
}

// narrow narrows st by the digits of plus adding up to total more than
// those of minus, each of minus counted as N+1 less its digit (as
// newDiffProp counts them). Split into groups of cells in one house (by
// rows, by columns, by regions in turn), whose digits differ as counted,
// the sum lies between a least and a greatest total. With slack s above
// the least, a cell in a group of k holds at most k+s as counted, as the
// group's k-1 others make 1+...+(k-1) at least; with s below the
// greatest, at least N+1-k-s. So the nine cells that cages leave in
// Human solvable zero killer 1, one in each row, column and box, add up
// to 9: each holds 1 (128 nodes to 4). Unlike a sum's propagator, this
// costs the search nothing, and it finds what a large sum addInnies
// leaves out would at the root. Sums of more than 2N cells are left
// alone: on the published killers they narrow no cell more, and they
// cost the most, many of them where few cages cover the grid. It
// returns false when the total is out of reach or a cell is left
// without a candidate. Cost: a pass over the sum's cells, and one more
// for each split that narrows.
func (nr *rangeNarrower) narrow(st []sudoku.Set, plus, minus []sudoku.Cell, total int) bool {
	n := nr.n
	if len(plus)+len(minus) > 2*n {
		return true
	}
	total += len(minus) * (n + 1)
	clear(nr.count[:])
	// A group's k-th cell raises its least total by k and its greatest
	// by N+1-k: the greatest is the cells' count times N+1 less the
	// least.
	var lo0, lo1, lo2 int
	for side, cells := range [2][]sudoku.Cell{plus, minus} {
		off := uint8(side * mirrored)
		for _, c := range cells {
			hs := nr.houseOf[c]
			h0, h1, h2 := off+uint8(hs), off+uint8(hs>>8), off+uint8(hs>>16)
			nr.count[h0]++
			nr.count[h1]++
			nr.count[h2]++
			lo0 += int(nr.count[h0])
			lo1 += int(nr.count[h1])
			lo2 += int(nr.count[h2])
		}
	}
	cells := len(plus) + len(minus)
	for f, lo := range [3]int{lo0, lo1, lo2} {
		slackLo, slackHi := total-lo, cells*(n+1)-lo-total
		if slackLo < 0 || slackHi < 0 {
			return false
		}
		if slackLo >= n-1 && slackHi >= n-1 {
			continue // every cell keeps every digit
		}
		for side, cells := range [2][]sudoku.Cell{plus, minus} {
			off := uint8(side * mirrored)
			for _, c := range cells {
				k := int(nr.count[off+uint8(nr.houseOf[c]>>(8*f))])
				least, most := max(1, n+1-k-slackHi), min(n, k+slackLo)
				if side == 1 {
					least, most = n+1-most, n+1-least
				}
				if st[c] &= digitRange(least, most); st[c] == 0 {
					return false
				}
			}
		}
	}
	return true
}

// digitRange returns the digits from least to most, none when least >
// most.
func digitRange(least, most int) sudoku.Set {
	if least > most {
		return 0
	}
	return sudoku.Set(1)<<most - sudoku.Set(1)<<(least-1)
}
