package solve

import (
	"math/bits"
	"slices"
	"sync"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// The propagators. Each keeps in its cells only the digits that take
// part in some way of keeping its rule, given the other cells'
// candidates (for the sums, ignoring whether other rules let digits
// repeat); the exact search does the rest.

func popcount(w uint64) int { return bits.OnesCount64(w) }

// watched returns the cells a propagator reads.
func watched(p propagator) []sudoku.Cell {
	switch x := p.(type) {
	case *pairProp:
		return []sudoku.Cell{x.a, x.b}
	case *cageProp:
		return x.cells
	case *thermoProp:
		return x.cells
	case *sumProp:
		return append(append([]sudoku.Cell(nil), x.cells...), x.circle...)
	case *sandwichProp:
		return x.line
	case *renbanProp:
		return x.cells
	case *betweenProp:
		return x.cells
	}
	return nil
}

// relation is a relation between the digits of two cells, a and b:
// ok[x] holds the digits b may hold when a holds x.
type relation struct {
	ok [sudoku.MaxN + 1]sudoku.Set
}

// support returns the digits allowed beside any digit of s.
func (r *relation) support(s sudoku.Set) sudoku.Set {
	var out sudoku.Set
	for ; s != 0; s &= s - 1 {
		out |= r.ok[s.Lowest()]
	}
	return out
}

// relations tabulates the rules between two cells (sudoku.PairRule) on a
// grid of side n, keeping one copy of each distinct table (a few): the
// dots of a puzzle share theirs, as they would a table written by hand,
// which keeps the search's working set small.
type relations struct {
	n    int
	seen []*relation
}

// tables tabulates allow, a rule between two cells (sudoku.PairRule),
// both ways: ab[x] holds the digits b may hold when a holds x, and ba the
// converse. It is done once, at compile time, so that propagation never
// calls allow. ok is false when allow keeps every two digits: a
// propagator of it would never remove a candidate, only weigh on the
// guesses (pick).
func (t *relations) tables(allow func(x, y sudoku.Digit) bool) (ab, ba *relation, ok bool) {
	var fwd, back relation
	full := sudoku.FullSet(t.n)
	all := true
	for x := 1; x <= t.n; x++ {
		var row sudoku.Set
		for y := 1; y <= t.n; y++ {
			if allow(sudoku.Digit(x), sudoku.Digit(y)) {
				row |= 1 << (y - 1)
			}
		}
		fwd.ok[x] = row
		all = all && row == full
		for ; row != 0; row &= row - 1 {
			back.ok[row.Lowest()] |= 1 << (x - 1)
		}
	}
	if all {
		return nil, nil, false
	}
	return t.intern(&fwd), t.intern(&back), true
}

// intern returns the shared copy of r.
func (t *relations) intern(r *relation) *relation {
	for _, p := range t.seen {
		if *p == *r {
			return p
		}
	}
	p := new(relation)
	*p = *r
	t.seen = append(t.seen, p)
	return p
}

// pairProp keeps a rule between two cells (arc consistency): ab relates
// a's digits to b's, ba the other way (the same table when the rule is
// symmetric).
type pairProp struct {
	a, b   sudoku.Cell
	ab, ba *relation
}

func (p *pairProp) run(v *variant, st []sudoku.Set) bool {
	return v.restrict(st, p.b, p.ab.support(st[p.a])) && v.restrict(st, p.a, p.ba.support(st[p.b]))
}

// thermoProp keeps digits strictly increasing along a thermometer: each
// cell above the least digit before it, below the greatest after it.
type thermoProp struct{ cells []sudoku.Cell }

// above returns the digits greater than d; below those less than d.
func above(d sudoku.Digit) sudoku.Set { return ^(sudoku.Set(1)<<d - 1) }
func below(d sudoku.Digit) sudoku.Set { return sudoku.Set(1)<<(d-1) - 1 }

func highest(s sudoku.Set) sudoku.Digit { return sudoku.Digit(bits.Len32(uint32(s))) }

func (p *thermoProp) run(v *variant, st []sudoku.Set) bool {
	c := p.cells
	for i := 1; i < len(c); i++ {
		if !v.restrict(st, c[i], above(st[c[i-1]].Lowest())) {
			return false
		}
	}
	for i := len(c) - 2; i >= 0; i-- {
		if !v.restrict(st, c[i], below(highest(st[c[i+1]]))) {
			return false
		}
	}
	return true
}

// masks is the scratch space of the distinct-digit sums: a stamp for
// every set of digits (2^N of them, N <= 16) and the layers of the search.
type masks struct {
	seen   []uint32
	epoch  uint32
	layers [][]uint32
	sums   [][]int32
}

func (m *masks) next(n int) uint32 {
	if m.seen == nil {
		m.seen = make([]uint32, 1<<n)
	}
	m.epoch++
	if m.epoch == 0 { // wrapped: old stamps could collide
		clear(m.seen)
		m.epoch = 1
	}
	return m.epoch
}

// forward walks the sets of distinct digits the cells with candidates
// dom can take, layer by layer (the first i cells, then i+1), keeping
// only those whose total can still end between lo and hi. It returns
// false when no set of len(dom) digits does. N <= 16.
func (m *masks) forward(n int, dom []sudoku.Set, lo, hi int) bool {
	k := len(dom)
	for len(m.layers) <= k {
		m.layers = append(m.layers, nil)
		m.sums = append(m.sums, nil)
	}
	m.layers[0] = append(m.layers[0][:0], 0)
	m.sums[0] = append(m.sums[0][:0], 0)
	// The cells after cell i can take digits of rest[i+1] only: their
	// least and greatest totals bound the sets worth keeping.
	var rest [sudoku.MaxN + 2]sudoku.Set
	for i := k - 1; i >= 0; i-- {
		rest[i] = rest[i+1] | dom[i]
	}
	for i := 0; i < k; i++ {
		stamp := m.next(n)
		r := k - i - 1
		minRest, maxRest, ok := rest[i+1].SumRange(r)
		if !ok {
			return false
		}
		next, nextSums := m.layers[i+1][:0], m.sums[i+1][:0]
		for j, mk := range m.layers[i] {
			s := int(m.sums[i][j])
			for ds := dom[i] &^ sudoku.Set(mk); ds != 0; ds &= ds - 1 {
				bit := ds & -ds
				ns := s + int(bit.Lowest())
				if ns+minRest > hi || ns+maxRest < lo {
					continue
				}
				m2 := mk | uint32(bit)
				if m.seen[m2] != stamp {
					m.seen[m2] = stamp
					next, nextSums = append(next, m2), append(nextSums, int32(ns))
				}
			}
		}
		m.layers[i+1], m.sums[i+1] = next, nextSums
		if len(next) == 0 {
			return false
		}
	}
	return true
}

// backward follows forward: from the final sets whose total ok accepts,
// it collects into sup the digits of each cell that take part in one,
// and returns the digits every such set holds; ok is false when none does.
func (m *masks) backward(n int, dom []sudoku.Set, accept func(total int) bool, sup []sudoku.Set) (required sudoku.Set, ok bool) {
	k := len(dom)
	good := m.next(n)
	required = ^sudoku.Set(0)
	for j, mk := range m.layers[k] {
		if accept(int(m.sums[k][j])) {
			m.seen[mk] = good
			required &= sudoku.Set(mk)
			ok = true
		}
	}
	if !ok {
		return 0, false
	}
	for i := range sup[:k] {
		sup[i] = 0
	}
	for i := k - 1; i >= 0; i-- {
		for _, mk := range m.layers[i] {
			isGood := false
			for ds := dom[i] &^ sudoku.Set(mk); ds != 0; ds &= ds - 1 {
				bit := ds & -ds
				if m.seen[mk|uint32(bit)] == good {
					sup[i] |= bit
					isGood = true
				}
			}
			if isGood {
				m.seen[mk] = good
			}
		}
	}
	return required, true
}

// distinctSum finds, for cells with candidates dom, the digits of each
// cell that appear in some assignment of distinct digits adding up to
// sum, into sup, and the digits every such assignment uses; ok is false
// when there is none. Cost: at most 2^N sets of digits, far fewer with
// the bounds on the total. N <= 16.
func (m *masks) distinctSum(n int, dom []sudoku.Set, sum int, sup []sudoku.Set) (required sudoku.Set, ok bool) {
	if !m.forward(n, dom, sum, sum) {
		return 0, false
	}
	return m.backward(n, dom, func(t int) bool { return t == sum }, sup)
}

// combos[k][s] lists the sets of k distinct digits 1-9 adding up to s.
var (
	combosOnce sync.Once
	combos     [10][46][]sudoku.Set
	// combosOfSize[k] lists the sets of k digits 1-9; comboSum[m] is the
	// total of the digits of m.
	combosOfSize [10][]sudoku.Set
	comboSum     [512]uint8
	// subsetsOf[subsetsAt[u][k]:subsetsAt[u][k+1]] lists the sets of k
	// digits within u (3^9 entries in all).
	subsetsOf []uint16
	subsetsAt [512][11]uint16
)

func fillCombos() {
	for m := sudoku.Set(0); m < 1<<9; m++ {
		t := 0
		for x := m; x != 0; x &= x - 1 {
			t += int(x.Lowest())
		}
		combos[m.Count()][t] = append(combos[m.Count()][t], m)
		combosOfSize[m.Count()] = append(combosOfSize[m.Count()], m)
		comboSum[m] = uint8(t)
	}
	subsetsOf = make([]uint16, 0, 19683)
	for u := range subsetsAt {
		for k := 0; k <= 9; k++ {
			subsetsAt[u][k] = uint16(len(subsetsOf))
			for _, m := range combosOfSize[k] {
				if m&^sudoku.Set(u) == 0 {
					subsetsOf = append(subsetsOf, uint16(m))
				}
			}
		}
		subsetsAt[u][10] = uint16(len(subsetsOf))
	}
}

// tableSupport is distinctSum for grids up to 9x9, by the table of
// combinations of k digits adding up to sum instead of by sets of digits
// cell by cell, with the same result. A combination is kept when the
// cells can take its k digits one each (a perfect matching of cells to
// digits); cell i then keeps digit b when some such matching gives it b:
// b is its own digit in the matching found, or the cells can pass digits
// round a cycle from b back to it (Régin's rule for all-different, here
// on bitsets: the closure of "the cell holding digit d can take e").
// Cost: for each combination whose digits the cells hold (at most 12 for
// any total, usually a few), about k^2 steps of a bit operation.
func tableSupport(dom []sudoku.Set, sum int, sup []sudoku.Set) (required sudoku.Set, ok bool) {
	return tableSupportWith(dom, sum, 0, true, sup)
}

// tableSupportWith is tableSupport for the combinations holding every
// digit of must. Without match, a combination is kept once each cell
// can take one of its digits and together they can take all of them,
// without the matching: each cell then keeps every digit of a kept
// combination it can take, a superset of tableSupport's (and required a
// subset), for a fraction of the cost.
func tableSupportWith(dom []sudoku.Set, sum int, must sudoku.Set, match bool, sup []sudoku.Set) (required sudoku.Set, ok bool) {
	combosOnce.Do(fillCombos)
	k := len(dom)
	if sum < 0 || sum > 45 || k > 9 || k == 0 {
		return 0, false
	}
	if k == 2 {
		return pairSupport(dom[0], dom[1], sum, must, sup)
	}
	var union sudoku.Set
	for _, d := range dom {
		union |= d
	}
	for i := range sup[:k] {
		sup[i] = 0
	}
	required = ^sudoku.Set(0)
	var m cageMatch
	for _, c := range combos[k][sum] {
		if c&^union != 0 || c&must != must {
			continue
		}
		free, covers := m.cover(dom, c)
		if !covers {
			continue
		}
		if free || !match {
			// Every cell can take every digit (or the matching is
			// skipped): each keeps those it can take.
			for i := range dom {
				sup[i] |= m.cand[i]
			}
			required &= c
			ok = true
			continue
		}
		if k <= 4 {
			if !m.small(k, c, sup) {
				continue
			}
		} else {
			if !m.perfect(k) {
				continue
			}
			// The cycles need looking for only when some cell has a
			// digit of c no combination so far gave it.
			for i := 0; i < k; i++ {
				if m.cand[i]&^sup[i] != 0 {
					m.support(k, c, sup)
					break
				}
			}
		}
		required &= c
		ok = true
	}
	return required, ok
}

// pairSupport is tableSupportWith for two cells, the most common cage,
// without the table: a digit a of one cell stays when the other can take
// sum-a, another digit. The pairs of digits adding up to sum are
// disjoint, so the digits both cells may hold are required when they are
// one pair. Cost: a few bit operations.
func pairSupport(d0, d1 sudoku.Set, sum int, must sudoku.Set, sup []sudoku.Set) (required sudoku.Set, ok bool) {
	if sum < 3 || sum > 17 {
		return 0, false
	}
	allowed := sudoku.FullSet(9)
	if sum%2 == 0 {
		allowed &^= sudoku.Bit(sudoku.Digit(sum / 2)) // it would repeat
	}
	switch must.Count() {
	case 0:
	case 1:
		allowed &= must | mirror(must, sum)
	case 2:
		if mirror(must, sum) != must {
			return 0, false
		}
		allowed &= must
	default:
		return 0, false
	}
	d0, d1 = d0&allowed, d1&allowed
	s0, s1 := d0&mirror(d1, sum), d1&mirror(d0, sum)
	if s0 == 0 {
		return 0, false
	}
	sup[0], sup[1] = s0, s1
	if u := s0 | s1; u.Count() == 2 {
		return u, true
	}
	return 0, true
}

// mirror returns the digits sum-d for the digits d of x (of 1-9) that
// have one in 1-9.
func mirror(x sudoku.Set, sum int) sudoku.Set {
	// Reversed, digit d (bit d-1) is at bit 9-d; digit sum-d belongs at
	// bit sum-d-1, sum-10 higher.
	r := uint32(bits.Reverse16(uint16(x&sudoku.FullSet(9)))) >> 7
	if sum >= 10 {
		r <<= uint(sum - 10)
	} else {
		r >>= uint(10 - sum)
	}
	return sudoku.Set(r) & sudoku.FullSet(9)
}

// cageMatch matches the cells of a cage (up to 9) to the digits of one
// combination: cand[i] holds the combination's digits cell i may take.
type cageMatch struct {
	cand  [9]sudoku.Set
	owner [9]int8 // digit index -> the cell holding it, or -1
	digit [9]int8 // cell -> the index of its digit
	seen  sudoku.Set
}

// cover sets m.cand to what each cell of dom can take of combination c,
// and reports whether every cell can take some digit of c and together
// they can take all of c (ok), and whether each can take every digit of
// c (free: then any assignment works, and no matching is needed).
func (m *cageMatch) cover(dom []sudoku.Set, c sudoku.Set) (free, ok bool) {
	free = true
	var covered sudoku.Set
	for i, d := range dom {
		x := d & c
		if x == 0 {
			return false, false
		}
		free = free && x == c
		covered |= x
		m.cand[i] = x
	}
	return free, covered == c
}

// fits is perfect without the matching, when every digit of the
// combination is some cell's: by Hall's rule for three cells or fewer.
func (m *cageMatch) fits(k int) bool {
	switch k {
	case 1, 2:
		return true
	case 3:
		return (m.cand[0]|m.cand[1]).Count() >= 2 && (m.cand[0]|m.cand[2]).Count() >= 2 &&
			(m.cand[1]|m.cand[2]).Count() >= 2
	}
	return m.perfect(k)
}

// small is perfect and support at once for four cells or fewer, whose
// every digit of c is some cell's: it walks the ways of giving the cells
// c's digits one each (at most 24), adds each cell's digit in them to
// sup, and reports whether there is one.
func (m *cageMatch) small(k int, c sudoku.Set, sup []sudoku.Set) bool {
	cand := &m.cand
	var s0, s1, s2, s3 sudoku.Set
	switch k {
	case 1:
		sup[0] |= cand[0]
		return true
	case 2:
		for x := cand[0]; x != 0; x &= x - 1 {
			a := x & -x
			if b := c &^ a; cand[1]&b != 0 {
				s0, s1 = s0|a, s1|b
			}
		}
		sup[0], sup[1] = sup[0]|s0, sup[1]|s1
	case 3:
		for x := cand[0]; x != 0; x &= x - 1 {
			a := x & -x
			for y := cand[1] &^ a; y != 0; y &= y - 1 {
				b := y & -y
				if r := c &^ (a | b); cand[2]&r != 0 {
					s0, s1, s2 = s0|a, s1|b, s2|r
				}
			}
		}
		sup[0], sup[1], sup[2] = sup[0]|s0, sup[1]|s1, sup[2]|s2
	case 4:
		for x := cand[0]; x != 0; x &= x - 1 {
			a := x & -x
			for y := cand[1] &^ a; y != 0; y &= y - 1 {
				b := y & -y
				for z := cand[2] &^ (a | b); z != 0; z &= z - 1 {
					d := z & -z
					if r := c &^ (a | b | d); cand[3]&r != 0 {
						s0, s1, s2, s3 = s0|a, s1|b, s2|d, s3|r
					}
				}
			}
		}
		sup[0], sup[1], sup[2], sup[3] = sup[0]|s0, sup[1]|s1, sup[2]|s2, sup[3]|s3
	}
	return s0 != 0
}

// perfect reports whether cells 0..k-1 can take k distinct digits from
// their cand; it leaves the matching in owner and digit.
func (m *cageMatch) perfect(k int) bool {
	for d := range m.owner {
		m.owner[d] = -1
	}
	var taken sudoku.Set
	for i := 0; i < k; i++ {
		m.digit[i] = -1
		if x := m.cand[i] &^ taken; x != 0 {
			d := bits.TrailingZeros32(uint32(x))
			taken |= x & -x
			m.owner[d], m.digit[i] = int8(i), int8(d)
		}
	}
	for i := 0; i < k; i++ {
		if m.digit[i] < 0 {
			m.seen = 0
			if !m.augment(i) {
				return false
			}
		}
	}
	return true
}

// augment finds cell i a digit, moving others along an alternating path.
func (m *cageMatch) augment(i int) bool {
	for {
		x := m.cand[i] &^ m.seen
		if x == 0 {
			return false
		}
		m.seen |= x & -x
		d := bits.TrailingZeros32(uint32(x))
		if m.owner[d] < 0 || m.augment(int(m.owner[d])) {
			m.owner[d], m.digit[i] = int8(i), int8(d)
			return true
		}
	}
}

// support adds to sup[i] the digits of combination c that cell i takes
// in some perfect matching, given the matching perfect found.
func (m *cageMatch) support(k int, c sudoku.Set, sup []sudoku.Set) {
	// reach[d]: the digits that the cell holding d can pass on to,
	// directly or along a chain of cells.
	var reach [9]sudoku.Set
	for x := c; x != 0; x &= x - 1 {
		d := bits.TrailingZeros32(uint32(x))
		reach[d] = m.cand[m.owner[d]]
	}
	for x := c; x != 0; x &= x - 1 {
		e := bits.TrailingZeros32(uint32(x))
		be := x & -x
		for y := c; y != 0; y &= y - 1 {
			d := bits.TrailingZeros32(uint32(y))
			if reach[d]&be != 0 {
				reach[d] |= reach[e]
			}
		}
	}
	for i := 0; i < k; i++ {
		own := sudoku.Set(1) << m.digit[i]
		s := own
		for x := m.cand[i] &^ own; x != 0; x &= x - 1 {
			if reach[bits.TrailingZeros32(uint32(x))]&own != 0 {
				s |= x & -x
			}
		}
		sup[i] |= s
	}
}

// matchCells is the most open cells of a cage whose combinations are
// matched to its cells (tableSupportWith). Larger cages, whose matching
// costs most and prunes least, keep a combination's digits once each
// cell can take one: a few more guesses, each much cheaper.
const matchCells = 4

// cageProp keeps a killer cage's total with distinct digits, and removes
// a digit every way of making the total uses from the rest of each house
// that holds every cell of the cage that can take it (the whole cage, or
// the part of it in a row, column or box).
type cageProp struct {
	cells  []sudoku.Cell
	sum    int
	parts  []cagePart // the houses that hold two cells of the cage or more
	partOf []uint32   // cell i of the cage -> the parts holding it, as bits
	dom    []sudoku.Set
	sup    []sudoku.Set
	order  []sudoku.Cell
	pos    []int // order[i] is cells[pos[i]]
}

// cagePart is a house that holds cells of a cage: out is the rest of it.
type cagePart struct{ out []sudoku.Cell }

func (p *cageProp) run(v *variant, st []sudoku.Set) bool {
	k := len(p.cells)
	if p.dom == nil {
		p.dom, p.sup, p.order, p.pos = make([]sudoku.Set, k), make([]sudoku.Set, k), make([]sudoku.Cell, k), make([]int, k)
	}
	// Solved cells leave the search: their digits come off the total and
	// off the other cells (which their peers' singles do too, later).
	var fixed sudoku.Set
	sum, open := p.sum, 0
	for ci, c := range p.cells {
		x := st[c]
		if x&(x-1) == 0 {
			if fixed&x != 0 {
				return false
			}
			fixed |= x
			sum -= int(x.Lowest())
			continue
		}
		p.order[open], p.pos[open] = c, ci
		open++
	}
	if open == 0 {
		return sum == 0
	}
	// A digit the rest of a house holding cells of the cage cannot take
	// is in the cage, in that house: every combination holds it, and
	// the cage's cells outside that house do not.
	var must sudoku.Set
	for pi := range p.parts {
		var outU sudoku.Set
		for _, c := range p.parts[pi].out {
			outU |= st[c]
		}
		need := v.full &^ outU
		if need == 0 {
			continue
		}
		must |= need
		for i, c := range p.cells {
			if p.partOf[i]&(1<<pi) == 0 && !v.restrict(st, c, ^need) {
				return false
			}
		}
	}
	must &^= fixed
	order, pos, dom, sup := p.order[:open], p.pos[:open], p.dom[:open], p.sup[:open]
	if v.n > 9 {
		// The cells with the fewest candidates first keep the layers of
		// distinctSum narrow.
		for i := 1; i < open; i++ {
			for j := i; j > 0 && st[order[j]].Count() < st[order[j-1]].Count(); j-- {
				order[j], order[j-1] = order[j-1], order[j]
				pos[j], pos[j-1] = pos[j-1], pos[j]
			}
		}
	}
	for i, c := range order {
		dom[i] = st[c] &^ fixed
	}
	var required sudoku.Set
	var ok bool
	if v.n <= 9 {
		required, ok = tableSupportWith(dom, sum, must, open <= matchCells, sup)
	} else {
		required, ok = v.scratch.distinctSum(v.n, dom, sum, sup)
	}
	if !ok {
		return false
	}
	for i, c := range order {
		if !v.restrict(st, c, sup[i]) {
			return false
		}
	}
	for ; required != 0; required &= required - 1 {
		b := required & -required
		in := ^uint32(0)
		for i := range order {
			if sup[i]&b != 0 {
				in &= p.partOf[pos[i]]
			}
		}
		for ; in != 0; in &= in - 1 {
			for _, c := range p.parts[bits.TrailingZeros32(in)].out {
				if !v.restrict(st, c, ^b) {
					return false
				}
			}
		}
	}
	return true
}

// sumProp keeps the digits of cells adding up to a total: total, or
// the number an arrow's circle spells. The cells fall into groups of
// cells that see each other (a line's cells within one box or row:
// sumGroups), whose digits differ; digits in different groups may repeat.
// It tracks the totals the first groups can reach as a bitset, then
// walks back from the totals wanted; within a group, the sets of
// distinct digits come from the table of digit sets on grids up to 9x9
// (tableSums, tableBack: a few hundred bit operations a group, nothing
// when its cells are as the last run left them) and from masks above.
type sumProp struct {
	cells []sudoku.Cell
	// mirror[i], when set, makes cell i count as N+1 minus its digit:
	// the sum of innies less the sum of outies (addInnies) is a sum of
	// the innies and the outies' mirrors.
	mirror []bool
	// lazy: a derived sum of many cells, which rarely prunes before its
	// bounds bite: it runs in full only then (groupBounds).
	lazy     bool
	n        int
	circle   []sudoku.Cell // in reading order
	total    int
	maxTotal int
	groups   [][]int // indexes into cells
	words    int
	reach    [][]uint64 // reach[g]: totals of the first g groups
	sums     [][]uint64 // sums[g]: totals group g can make
	want     []uint64
	tmp      []uint64
	valid    []uint64
	dom      []sudoku.Set
	sup      []sudoku.Set
	csup     []sudoku.Set
	feas     [][]sudoku.Set // feas[g]: the sets of digits group g can take (N <= 9)
	// The last answers of tableSums and tableBack for each group, by the
	// candidates of its cells (domKey): a run after a change to one group
	// reads the others' from here.
	key, backKey []uint64
	backValid    [][]uint64
	backSup      [][]sudoku.Set
}

// newSumProp returns the propagator for cells adding up to total, or to
// the circle's number; peer reports whether two cells may not repeat a
// digit.
func newSumProp(cells, circle []sudoku.Cell, total, n int, peer func(a, b sudoku.Cell) bool) *sumProp {
	return sumPropOf(cells, nil, circle, total, n, peer)
}

// newDiffProp returns the propagator for the digits of plus adding up to
// total more than those of minus.
func newDiffProp(plus, minus []sudoku.Cell, total, n int, peer func(a, b sudoku.Cell) bool) *sumProp {
	cells := append(slices.Clone(plus), minus...)
	mirror := make([]bool, len(cells))
	for i := len(plus); i < len(cells); i++ {
		mirror[i] = true
	}
	// sum(plus) - sum(minus) = total is
	// sum(plus) + sum(N+1-minus) = total + len(minus)*(N+1).
	return sumPropOf(cells, mirror, nil, total+len(minus)*(n+1), n, peer)
}

// sumPropOf is newSumProp with cells counted as N+1 less their digit
// where mirror says so.
func sumPropOf(cells []sudoku.Cell, mirror []bool, circle []sudoku.Cell, total, n int, peer func(a, b sudoku.Cell) bool) *sumProp {
	maxTotal := total
	if circle != nil {
		circle = slices.Clone(circle)
		slices.Sort(circle)
		maxTotal = 1
		for range circle {
			maxTotal *= 10
		}
		maxTotal = max(maxTotal, n+1)
	}
	maxTotal = min(maxTotal, len(cells)*n+1)
	p := &sumProp{cells: cells, mirror: mirror, circle: circle, total: total, maxTotal: maxTotal, words: maxTotal/64 + 1, n: n}
	p.groups = sumGroups(cells, mirror, n, peer)
	mk := func(k int) [][]uint64 {
		out := make([][]uint64, k)
		for i := range out {
			out[i] = make([]uint64, p.words)
		}
		return out
	}
	p.reach, p.sums = mk(len(p.groups)+1), mk(len(p.groups))
	p.want, p.tmp, p.valid = make([]uint64, p.words), make([]uint64, p.words), make([]uint64, p.words)
	p.dom, p.sup = make([]sudoku.Set, len(cells)), make([]sudoku.Set, len(cells))
	p.csup = make([]sudoku.Set, len(circle))
	p.feas = make([][]sudoku.Set, len(p.groups))
	p.key, p.backKey = make([]uint64, len(p.groups)), make([]uint64, len(p.groups))
	p.backValid, p.backSup = make([][]uint64, len(p.groups)), make([][]sudoku.Set, len(p.groups))
	return p
}

// minCliqueCells is the fewest cells of a sum that sumGroups looks for
// cliques in: fewer lie in two or three houses, where runs do as well,
// and the derived sums of the killers keep the groups they were tuned
// with.
const minCliqueCells = 9

// sumGroups splits cells into the groups of a sumProp: cells that see
// each other (peer), counted the same way (mirror), at most n of them,
// on grids up to 16x16. The larger the groups, the tighter the totals
// they bound, so for minCliqueCells cells or more it takes the better
// (by the sum of the squares of the sizes) of two splits: runs of
// consecutive cells, which suit lines through boxes, and the largest
// cliques first (cliqueSplit), which suit a line that leaves a box and
// comes back or turns along a row (a long arrow's shaft: Long sums 2
// from 2.6 million nodes to 15). Fewer cells keep their runs. Cost, at
// compile time: O(k^2) calls of peer for k cells below minCliqueCells;
// above, O(k^4) up to 48 cells (the lookahead), O(k^3) beyond.
func sumGroups(cells []sudoku.Cell, mirror []bool, n int, peer func(a, b sudoku.Cell) bool) [][]int {
	same := func(i, j int) bool { return mirror == nil || mirror[i] == mirror[j] }
	var runs [][]int
	for i, c := range cells {
		last := len(runs) - 1
		// A group's digits differ as the sum counts them: a cell and a
		// mirrored peer may count the same (3 and 10-7).
		fits := last >= 0 && n <= 16 && len(runs[last]) < n && same(runs[last][0], i)
		for j := 0; fits && j < len(runs[last]); j++ {
			fits = peer(cells[runs[last][j]], c)
		}
		if fits {
			runs[last] = append(runs[last], i)
		} else {
			runs = append(runs, []int{i})
		}
	}
	if n > 16 || len(cells) < minCliqueCells {
		return runs
	}
	squares := func(gs [][]int) int {
		t := 0
		for _, g := range gs {
			t += len(g) * len(g)
		}
		return t
	}
	linked := func(i, j int) bool { return same(i, j) && peer(cells[i], cells[j]) }
	left := make([]bool, len(cells))
	for i := range left {
		left[i] = true
	}
	if cliques := cliqueSplit(linked, left, n, len(cells) <= 48); squares(cliques) > squares(runs) {
		return cliques
	}
	return runs
}

// cliqueSplit splits the cells i with left[i] into cliques of at most n
// under linked, sorted by their first cell, taking the largest clique
// first. Cliques grow from each cell in turn by the cell that sees the
// most of those left to add. Of cliques of the same size, with lookahead
// it takes the one whose split of the rest (without lookahead) is
// best by the sum of the squares of the sizes. left is as given on
// return. Cost: O(k^3) calls of linked for k cells, times k with
// lookahead.
func cliqueSplit(linked func(i, j int) bool, left []bool, n int, lookahead bool) [][]int {
	k := len(left)
	var out [][]int
	var cand []int
	var taken []int
	defer func() {
		for _, i := range taken {
			left[i] = true
		}
	}()
	for {
		var ties [][]int
		for s := 0; s < k; s++ {
			if !left[s] {
				continue
			}
			clique := []int{s}
			cand = cand[:0]
			for j := 0; j < k; j++ {
				if j != s && left[j] && linked(s, j) {
					cand = append(cand, j)
				}
			}
			for len(cand) > 0 && len(clique) < n {
				pick, most := -1, -1
				for _, a := range cand {
					m := 0
					for _, b := range cand {
						if a != b && linked(a, b) {
							m++
						}
					}
					if m > most {
						pick, most = a, m
					}
				}
				clique = append(clique, pick)
				cand = slices.DeleteFunc(cand, func(b int) bool { return b == pick || !linked(pick, b) })
			}
			slices.Sort(clique)
			switch {
			case len(ties) == 0 || len(clique) > len(ties[0]):
				ties = append(ties[:0], clique)
			case len(clique) == len(ties[0]) && lookahead && !slices.ContainsFunc(ties, func(t []int) bool { return slices.Equal(t, clique) }):
				ties = append(ties, clique)
			}
		}
		if len(ties) == 0 {
			break
		}
		best, bestScore := ties[0], -1
		if len(ties) > 1 {
			for _, t := range ties {
				for _, i := range t {
					left[i] = false
				}
				score := 0
				for _, g := range cliqueSplit(linked, left, n, false) {
					score += len(g) * len(g)
				}
				for _, i := range t {
					left[i] = true
				}
				if score > bestScore {
					best, bestScore = t, score
				}
			}
		}
		for _, i := range best {
			left[i] = false
		}
		taken = append(taken, best...)
		out = append(out, best)
	}
	slices.SortFunc(out, func(a, b []int) int { return a[0] - b[0] })
	return out
}

// orShifted sets dst |= src << d (or >> d when left is false), within
// dst's length.
func orShifted(dst, src []uint64, d int, left bool) {
	w, b := d/64, uint(d%64)
	n := len(dst)
	for i := 0; i < n; i++ {
		var x uint64
		if left {
			j := i - w
			if j >= 0 {
				x = src[j] << b
				if b != 0 && j > 0 {
					x |= src[j-1] >> (64 - b)
				}
			}
		} else {
			j := i + w
			if j < n {
				x = src[j] >> b
				if b != 0 && j+1 < n {
					x |= src[j+1] << (64 - b)
				}
			}
		}
		dst[i] |= x
	}
}

func hasBit(s []uint64, t int) bool { return t >= 0 && t/64 < len(s) && s[t/64]&(1<<(t%64)) != 0 }
func setBit(s []uint64, t int) {
	if t >= 0 && t/64 < len(s) {
		s[t/64] |= 1 << (t % 64)
	}
}

// groupDom fills p.dom with group g's candidates and returns them.
func (p *sumProp) groupDom(st []sudoku.Set, g int) []sudoku.Set {
	dom := p.dom[:len(p.groups[g])]
	for j, i := range p.groups[g] {
		dom[j] = p.at(st, i)
	}
	return dom
}

// at returns the candidates of cell i as the sum counts them.
func (p *sumProp) at(st []sudoku.Set, i int) sudoku.Set {
	if p.mirror != nil && p.mirror[i] {
		return mirrorSet(st[p.cells[i]], p.n)
	}
	return st[p.cells[i]]
}

// keep restricts cell i to the digits of keep, as the sum counts them.
func (p *sumProp) keep(v *variant, st []sudoku.Set, i int, keep sudoku.Set) bool {
	if p.mirror != nil && p.mirror[i] {
		keep = mirrorSet(keep, p.n)
	}
	return v.restrict(st, p.cells[i], keep)
}

// mirrorSet returns {n+1-d : d in s} for the digits 1..n of s.
func mirrorSet(s sudoku.Set, n int) sudoku.Set {
	return sudoku.Set(bits.Reverse32(uint32(s)) >> (32 - n))
}

// groupSums sets p.sums[g] to the totals group g can make. ok is false
// when it can make none.
func (p *sumProp) groupSums(v *variant, st []sudoku.Set, g int) bool {
	out := p.sums[g]
	dom := p.groupDom(st, g)
	if len(dom) == 1 {
		clear(out)
		for ds := dom[0]; ds != 0; ds &= ds - 1 {
			setBit(out, int(ds.Lowest()))
		}
		return dom[0] != 0
	}
	if v.n <= 9 {
		return p.tableSums(g, dom, out)
	}
	clear(out)
	if !v.scratch.forward(v.n, dom, 0, p.maxTotal) {
		return false
	}
	k := len(dom)
	for _, s := range v.scratch.sums[k] {
		setBit(out, int(s))
	}
	return true
}

// tableSums is groupSums on grids up to 9x9: it tries every set of
// len(dom) digits (at most 126) whose total is at most p.maxTotal
// against the cells by a perfect matching (cageMatch), and keeps those
// that fit in p.feas[g] for tableBack.
func (p *sumProp) tableSums(g int, dom []sudoku.Set, out []uint64) bool {
	combosOnce.Do(fillCombos)
	k := len(dom)
	key := domKey(dom)
	if key != 0 && key == p.key[g] {
		// The cells are as the last run left them: so are out and feas.
		return len(p.feas[g]) > 0
	}
	p.key[g], p.backKey[g] = key, 0
	clear(out)
	if k == 2 {
		// Two cells: the pairs of digits themselves (at most 72).
		feas := p.feas[g][:0]
		for x := dom[0]; x != 0; x &= x - 1 {
			a := x & -x
			ta := int(a.Lowest())
			for y := dom[1] &^ a; y != 0; y &= y - 1 {
				if t := ta + int((y & -y).Lowest()); t <= p.maxTotal {
					setBit(out, t)
					if len(feas) == 0 {
						feas = append(feas, a|y&-y) // only its length is read
					}
				}
			}
		}
		p.feas[g] = feas
		return len(feas) > 0
	}
	var union sudoku.Set
	for _, d := range dom {
		union |= d
	}
	var m cageMatch
	feas := p.feas[g][:0]
	at := &subsetsAt[union]
	for _, c16 := range subsetsOf[at[k]:at[k+1]] {
		c := sudoku.Set(c16)
		t := int(comboSum[c])
		if t > p.maxTotal {
			continue
		}
		if free, ok := m.cover(dom, c); !ok || !free && !m.fits(k) {
			continue
		}
		feas = append(feas, c)
		setBit(out, t)
	}
	p.feas[g] = feas
	return len(feas) > 0
}

// tableBack keeps in sup the digits each cell of group g takes in some
// set tableSums kept whose total is in p.valid.
func (p *sumProp) tableBack(g int, dom []sudoku.Set, sup []sudoku.Set) bool {
	k := len(dom)
	key := domKey(dom)
	if key != 0 && key == p.backKey[g] && slices.Equal(p.valid, p.backValid[g]) {
		copy(sup, p.backSup[g])
		return true
	}
	for i := range sup[:k] {
		sup[i] = 0
	}
	var m cageMatch
	ok := false
	if k == 2 {
		for x := dom[0]; x != 0; x &= x - 1 {
			a := x & -x
			ta := int(a.Lowest())
			for y := dom[1] &^ a; y != 0; y &= y - 1 {
				if t := ta + int((y & -y).Lowest()); t <= p.maxTotal && hasBit(p.valid, t) {
					sup[0], sup[1] = sup[0]|a, sup[1]|y&-y
					ok = true
				}
			}
		}
		return ok
	}
next:
	for _, c := range p.feas[g] {
		if !hasBit(p.valid, int(comboSum[c])) {
			continue
		}
		ok = true
		free := true
		for i, d := range dom {
			x := d & c
			free = free && x == c
			m.cand[i] = x
		}
		if free {
			for i := range sup[:k] {
				sup[i] |= c
			}
			continue
		}
		if k <= 4 {
			m.small(k, c, sup)
			continue
		}
		for i := 0; i < k; i++ {
			if m.cand[i]&^sup[i] != 0 {
				m.perfect(k)
				m.support(k, c, sup)
				continue next
			}
		}
	}
	if ok && key != 0 && key == p.key[g] {
		p.backKey[g] = key
		p.backValid[g] = append(p.backValid[g][:0], p.valid...)
		p.backSup[g] = append(p.backSup[g][:0], sup[:k]...)
	}
	return ok
}

// domKey packs the candidates of up to 7 cells of a grid up to 9x9 into
// one word, never 0; it returns 0 for more cells.
func domKey(dom []sudoku.Set) uint64 {
	if len(dom) > 7 {
		return 0
	}
	var key uint64
	for _, d := range dom {
		key = key<<9 | uint64(d)
	}
	return key
}

func (p *sumProp) run(v *variant, st []sudoku.Set) bool {
	if len(p.cells) <= 3 && p.circle == nil {
		return p.runSmall(v, st)
	}
	if p.lazy {
		switch ok, loose := p.groupBounds(st); {
		case !ok:
			return false
		case loose:
			return true
		}
	}
	if p.mirror != nil {
		// Innies less outies: they rarely prune when their bounds
		// cannot, and their exact run costs most of all.
		switch ok, loose := p.bounds(st); {
		case !ok:
			return false
		case loose:
			return true
		}
	}
	if p.words == 1 {
		return p.runWord(v, st)
	}
	G := len(p.groups)
	clear(p.reach[0])
	p.reach[0][0] = 1
	for g := 0; g < G; g++ {
		if !p.groupSums(v, st, g) {
			return false
		}
		clear(p.reach[g+1])
		for w, word := range p.sums[g] {
			for ; word != 0; word &= word - 1 {
				orShifted(p.reach[g+1], p.reach[g], w*64+bits.TrailingZeros64(word), true)
			}
		}
	}
	clear(p.want)
	if p.circle == nil {
		if !hasBit(p.reach[G], p.total) {
			return false
		}
		setBit(p.want, p.total)
	} else if !p.circleTotals(v, st) {
		return false
	}
	// Back from the totals wanted: cur holds the totals the groups before
	// g must make.
	cur := p.want
	for g := G - 1; g >= 0; g-- {
		clear(p.tmp)
		clear(p.valid)
		for w, word := range p.sums[g] {
			for ; word != 0; word &= word - 1 {
				s := w*64 + bits.TrailingZeros64(word)
				// totals t of the groups before with t+s wanted
				hit := false
				for x := range p.tmp {
					var y uint64
					j, b := x+s/64, uint(s%64)
					if j < len(cur) {
						y = cur[j] >> b
						if b != 0 && j+1 < len(cur) {
							y |= cur[j+1] << (64 - b)
						}
					}
					y &= p.reach[g][x]
					if y != 0 {
						hit = true
						p.tmp[x] |= y
					}
				}
				if hit {
					setBit(p.valid, s)
				}
			}
		}
		if !p.keepGroup(v, st, g) {
			return false
		}
		copy(cur, p.tmp)
	}
	return true
}

// bounds checks that the total lies between the least and the greatest
// the cells can make, ignoring whether digits repeat (ok false when not),
// and reports whether the bounds leave every cell free: each cell's
// digits differ by no more than the total's distance from either bound,
// so no digit of any cell is out of reach by the bounds alone.
func (p *sumProp) bounds(st []sudoku.Set) (ok, loose bool) {
	lo, hi, wide := 0, 0, 0
	for i := range p.cells {
		x := p.at(st, i)
		a, b := int(x.Lowest()), int(highest(x))
		lo, hi, wide = lo+a, hi+b, max(wide, b-a)
	}
	if p.total < lo || p.total > hi {
		return false, false
	}
	return true, wide <= p.total-lo && wide <= hi-p.total
}

// tight reports whether total lies at or next to the least or the
// greatest total groups of cells (of the sizes of groups, each of
// distinct digits 1..n) can make: then each group's set of digits is all
// but fixed. Such a sum prunes from the start; one with its total
// further in rarely prunes, and costs. Cost: O(len(groups)).
func tight(groups [][]int, total, n int) bool {
	lo, hi := groupsRange(groups, n)
	return min(total-lo, hi-total) <= 1
}

// groupsRange returns the least and the greatest total of groups of
// cells whose digits, 1 to n, differ within a group: k cells make
// 1+...+k at least, n+...+(n-k+1) at most.
func groupsRange(groups [][]int, n int) (lo, hi int) {
	for _, g := range groups {
		k := len(g)
		lo += k * (k + 1) / 2
		hi += k*n - k*(k-1)/2
	}
	return lo, hi
}

// groupBounds is bounds with the digits of each group distinct: a
// group of k cells makes at least the k least digits of its cells'
// candidates, at most the k greatest. Cost: linear in the cells.
func (p *sumProp) groupBounds(st []sudoku.Set) (ok, loose bool) {
	lo, hi, wide := 0, 0, 0
	for _, g := range p.groups {
		var union sudoku.Set
		for _, i := range g {
			x := p.at(st, i)
			union |= x
			wide = max(wide, int(highest(x))-int(x.Lowest()))
		}
		if union.Count() < len(g) {
			return false, false
		}
		u := union
		for range g {
			lo += int(u.Lowest())
			u &= u - 1
		}
		u = union
		for range g {
			h := highest(u)
			hi += int(h)
			u &^= sudoku.Bit(h)
		}
	}
	if p.total < lo || p.total > hi {
		return false, false
	}
	return true, wide <= p.total-lo && wide <= hi-p.total
}

// runWord is run when every total fits in one word (below 64: every sum
// of a 9x9 killer), without the loops over words.
func (p *sumProp) runWord(v *variant, st []sudoku.Set) bool {
	G := len(p.groups)
	p.reach[0][0] = 1
	for g := 0; g < G; g++ {
		if !p.groupSums(v, st, g) {
			return false
		}
		var next uint64
		for word := p.sums[g][0]; word != 0; word &= word - 1 {
			next |= p.reach[g][0] << bits.TrailingZeros64(word)
		}
		p.reach[g+1][0] = next
	}
	var want uint64
	if p.circle == nil {
		if p.reach[G][0]>>uint(p.total)&1 == 0 {
			return false
		}
		want = 1 << uint(p.total)
	} else {
		p.want[0] = 0
		if !p.circleTotals(v, st) {
			return false
		}
		want = p.want[0]
	}
	// Back from the totals wanted: cur holds the totals the groups before
	// g must make.
	cur := want
	for g := G - 1; g >= 0; g-- {
		var before, valid uint64
		for word := p.sums[g][0]; word != 0; word &= word - 1 {
			s := bits.TrailingZeros64(word)
			if y := cur >> uint(s) & p.reach[g][0]; y != 0 {
				before |= y
				valid |= word & -word
			}
		}
		p.valid[0] = valid
		if !p.keepGroup(v, st, g) {
			return false
		}
		cur = before
	}
	return true
}

// keepGroup keeps in the cells of group g the digits that take part in a
// set of digits whose total is in p.valid.
func (p *sumProp) keepGroup(v *variant, st []sudoku.Set, g int) bool {
	dom := p.groupDom(st, g)
	switch {
	case len(dom) == 1:
		var sup sudoku.Set
		for ds := dom[0]; ds != 0; ds &= ds - 1 {
			if hasBit(p.valid, int(ds.Lowest())) {
				sup |= ds & -ds
			}
		}
		return p.keep(v, st, p.groups[g][0], sup)
	case v.n <= 9:
		if !p.tableBack(g, dom, p.sup) {
			return false
		}
	default:
		if !v.scratch.forward(v.n, dom, 0, p.maxTotal) {
			return false
		}
		if _, ok := v.scratch.backward(v.n, dom, func(t int) bool { return hasBit(p.valid, t) }, p.sup); !ok {
			return false
		}
	}
	for j, i := range p.groups[g] {
		if !p.keep(v, st, i, p.sup[j]) {
			return false
		}
	}
	return true
}

// runSmall is run for three cells or fewer adding up to p.total: it
// walks their digits (at most N^2 pairs) instead of the sets of totals.
func (p *sumProp) runSmall(v *variant, st []sudoku.Set) bool {
	k := len(p.cells)
	var dom, sup [3]sudoku.Set
	for i := range k {
		dom[i] = p.at(st, i)
	}
	// digit returns the set of t, or 0 when t is not a digit.
	digit := func(t int) sudoku.Set {
		if t < 1 || t > p.n {
			return 0
		}
		return sudoku.Bit(sudoku.Digit(t))
	}
	switch k {
	case 1:
		sup[0] = dom[0] & digit(p.total)
	case 2:
		apart := len(p.groups) == 1
		for x := dom[0]; x != 0; x &= x - 1 {
			a := x & -x
			if b := digit(p.total-int(a.Lowest())) & dom[1]; b != 0 && !(apart && a == b) {
				sup[0], sup[1] = sup[0]|a, sup[1]|b
			}
		}
	case 3:
		// Which of the cells must differ: those in one group.
		ab := p.groupOf(0) == p.groupOf(1)
		bc := p.groupOf(1) == p.groupOf(2)
		ac := ab && bc
		for x := dom[0]; x != 0; x &= x - 1 {
			a := x & -x
			ta := p.total - int(a.Lowest())
			ys := dom[1]
			if ab {
				ys &^= a
			}
			for ; ys != 0; ys &= ys - 1 {
				b := ys & -ys
				c := digit(ta-int(b.Lowest())) & dom[2]
				if c == 0 || bc && c == b || ac && c == a {
					continue
				}
				sup[0], sup[1], sup[2] = sup[0]|a, sup[1]|b, sup[2]|c
			}
		}
	}
	for i := range k {
		if !p.keep(v, st, i, sup[i]) {
			return false
		}
	}
	return true
}

// groupOf returns the group holding cell i.
func (p *sumProp) groupOf(i int) int {
	for g, cells := range p.groups {
		if slices.Contains(cells, i) {
			return g
		}
	}
	return -1
}

// circleTotals sets p.want to the numbers the circle can spell that the
// shaft can reach, and keeps in the circle's cells the digits of those.
func (p *sumProp) circleTotals(v *variant, st []sudoku.Set) bool {
	reach := p.reach[len(p.groups)]
	for i := range p.csup {
		p.csup[i] = 0
	}
	var digits [3]sudoku.Digit
	var walk func(i, val int)
	walk = func(i, val int) {
		if i == len(p.circle) {
			if hasBit(reach, val) {
				setBit(p.want, val)
				for j := range p.circle {
					p.csup[j] = p.csup[j].With(digits[j])
				}
			}
			return
		}
		for ds := st[p.circle[i]]; ds != 0; ds &= ds - 1 {
			d := ds.Lowest()
			digits[i] = d
			walk(i+1, val*10+int(d))
		}
	}
	walk(0, 0)
	for j, c := range p.circle {
		if !v.restrict(st, c, p.csup[j]) {
			return false
		}
	}
	return true
}

// sandwichProp keeps a sandwich clue: for every place the 1 and the N of
// the line may take, the digits between them add up to the total.
type sandwichProp struct {
	line []sudoku.Cell
	sum  int
	dom  []sudoku.Set
	sup  []sudoku.Set
	all  []sudoku.Set
}

func (p *sandwichProp) run(v *variant, st []sudoku.Set) bool {
	n := v.n
	if n > 16 {
		return true
	}
	if p.all == nil {
		p.dom, p.sup, p.all = make([]sudoku.Set, n), make([]sudoku.Set, n), make([]sudoku.Set, n)
	}
	one, big := sudoku.Bit(1), sudoku.Bit(sudoku.Digit(n))
	inner := v.full &^ (one | big)
	for i := range p.all {
		p.all[i] = 0
	}
	any := false
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			a, b := st[p.line[i]], st[p.line[j]]
			var ends [2]sudoku.Set // what i and j may hold in this placement
			if a&one != 0 && b&big != 0 {
				ends[0], ends[1] = one, big
			}
			if a&big != 0 && b&one != 0 {
				ends[0], ends[1] = ends[0]|big, ends[1]|one
			}
			if ends[0] == 0 {
				continue
			}
			mid := p.line[i+1 : j]
			if len(mid) == 0 {
				if p.sum != 0 {
					continue
				}
			} else {
				lo, hi := sumRange(len(mid), 2, n-1)
				if p.sum < lo || p.sum > hi {
					continue
				}
				for k, c := range mid {
					p.dom[k] = st[c] & inner
				}
				if _, ok := v.scratch.distinctSum(n, p.dom[:len(mid)], p.sum, p.sup); !ok {
					continue
				}
			}
			any = true
			p.all[i] |= ends[0]
			p.all[j] |= ends[1]
			for k := range mid {
				p.all[i+1+k] |= p.sup[k]
			}
			for k := 0; k < i; k++ {
				p.all[k] |= st[p.line[k]] & inner
			}
			for k := j + 1; k < n; k++ {
				p.all[k] |= st[p.line[k]] & inner
			}
		}
	}
	if !any {
		return false
	}
	for k, c := range p.line {
		if !v.restrict(st, c, p.all[k]) {
			return false
		}
	}
	return true
}

// sumRange returns the least and greatest totals of k distinct digits
// from lo to hi.
func sumRange(k, lo, hi int) (int, int) {
	if k > hi-lo+1 {
		return 1, 0
	}
	return k*lo + k*(k-1)/2, k*hi - k*(k-1)/2
}

// renbanProp keeps a renban line: its cells hold distinct digits (the
// line is a group of peers, compile's) forming a run of consecutive
// digits as long as the line. A run is possible when its digits can be
// given to the cells one each (up to 9x9, by cageMatch: naked subsets on
// the line count; on larger grids, when each cell can take one of its
// digits and together they can take all); each cell keeps the digits it
// takes in some possible run, all it could hold in a solution of the
// line alone. The digits every possible run holds are required: the line
// holds each once, so a required digit with one place left on the line
// goes there (a hidden single on the line), and leaves every cell off the
// line that sees all its places on it (link lists those cells).
//
// Cost: for a line of k cells on a grid of side n, up to n-k+1 runs, each
// k steps of a bit operation and, when some cell cannot take every digit
// of the run, a matching of k cells (up to 24 orderings for k <= 4,
// Régin's closure above); a line of two cells takes a few bit operations;
// then, when some digit is required, k steps and one per cell off the
// line that sees two of its cells or more (a few dozen on 9x9). It
// settles (variant.settles): a second run right after the first could
// only take what a hidden single it placed rules out in the line's other
// cells, which the next change to the line brings.
type renbanProp struct {
	cells []sudoku.Cell
	// out holds the cells off the line that see two of its cells or
	// more, and sees[i] the line's cells out[i] sees: bit j for cells[j].
	out  []sudoku.Cell
	sees []uint32
}

// link fills p.out and p.sees from peers, the cells that may not repeat
// each cell's digit (variant.peers); compile calls it once the peers are
// complete. Until then, the line's required digits only place hidden
// singles.
func (p *renbanProp) link(peers [][]sudoku.Cell) {
	p.out, p.sees = p.out[:0], p.sees[:0]
	seen := map[sudoku.Cell]uint32{}
	for j, c := range p.cells {
		for _, o := range peers[c] {
			if !slices.Contains(p.cells, o) {
				seen[o] |= 1 << j
			}
		}
	}
	for o := range seen {
		if bits.OnesCount32(seen[o]) >= 2 {
			p.out = append(p.out, o)
		}
	}
	slices.Sort(p.out)
	for _, o := range p.out {
		p.sees = append(p.sees, seen[o])
	}
}

func (p *renbanProp) run(v *variant, st []sudoku.Set) bool {
	k := len(p.cells)
	var domBuf, supBuf [sudoku.MaxN]sudoku.Set
	dom, sup := domBuf[:k], supBuf[:k]
	var union sudoku.Set
	solved := true
	for i, c := range p.cells {
		x := st[c]
		dom[i] = x
		union |= x
		solved = solved && x&(x-1) == 0
	}
	if solved {
		// Distinct digits (the cells are peers) forming a run.
		r := union >> bits.TrailingZeros32(uint32(union))
		return union.Count() == k && r&(r+1) == 0
	}
	if k == 2 {
		return p.pair(v, st, dom[0], dom[1])
	}
	// Up to 9x9, a run is matched to the cells (cageMatch), and each
	// cell keeps the digits it takes in some matching; on larger grids,
	// the digits of the run it can take.
	match := v.n <= 9
	var m cageMatch
	found := false
	required := ^sudoku.Set(0)
	for run := sudoku.Set(1)<<k - 1; run <= v.full; run <<= 1 {
		if run&union != run {
			continue // a digit of the run has no place
		}
		if !match {
			// Every digit of the run has a place (above): each cell
			// needs one of them.
			fits := true
			for _, x := range dom {
				if x&run == 0 {
					fits = false
					break
				}
			}
			if !fits {
				continue
			}
			for i, x := range dom {
				sup[i] |= x & run
			}
		} else {
			free, ok := m.cover(dom, run)
			switch {
			case !ok:
				continue
			case free:
				for i := range dom {
					sup[i] |= m.cand[i]
				}
			case k <= 4:
				if !m.small(k, run, sup) {
					continue
				}
			default:
				if !m.perfect(k) {
					continue
				}
				m.support(k, run, sup)
			}
		}
		found = true
		required &= run
	}
	if !found {
		return false
	}
	for i, c := range p.cells {
		if !v.restrict(st, c, sup[i]) {
			return false
		}
	}
	return p.require(v, st, required)
}

// pair is run for a line of two cells with candidates a and b: each
// keeps the digits one apart from one of the other's; the line requires
// the digits of its one possible run, or the middle digit of two.
func (p *renbanProp) pair(v *variant, st []sudoku.Set, a, b sudoku.Set) bool {
	full := v.full
	sa := a & (b<<1 | b>>1) & full
	sb := b & (a<<1 | a>>1) & full
	if sa == 0 || sb == 0 {
		return false
	}
	if !v.restrict(st, p.cells[0], sa) || !v.restrict(st, p.cells[1], sb) {
		return false
	}
	// Bit i of starts: the run of digits i+1 and i+2 is possible.
	starts := sa&(sb>>1) | sb&(sa>>1)
	var required sudoku.Set
	switch low := starts & -starts; starts {
	case low:
		required = low * 3
	case low * 3:
		required = low << 1
	default:
		return true
	}
	return p.require(v, st, required)
}

// require places each digit of required, which the line must hold, where
// it has one place left on the line, and removes it from the cells off
// the line that see all its places on it.
func (p *renbanProp) require(v *variant, st []sudoku.Set, required sudoku.Set) bool {
	// Where each required digit not yet placed can go on the line.
	var places [sudoku.MaxN + 1]uint32
	var placed sudoku.Set
	for j, c := range p.cells {
		x := st[c]
		if x&(x-1) == 0 {
			placed |= x
			continue
		}
		for r := x & required; r != 0; r &= r - 1 {
			places[r.Lowest()] |= 1 << j
		}
	}
	required &^= placed
	if required == 0 {
		return true
	}
	var spread sudoku.Set // required digits with two places or more
	for r := required; r != 0; r &= r - 1 {
		d := r.Lowest()
		switch m := places[d]; {
		case m == 0:
			return false
		case m&(m-1) == 0:
			if !v.restrict(st, p.cells[bits.TrailingZeros32(m)], sudoku.Bit(d)) {
				return false
			}
		default:
			spread = spread.With(d)
		}
	}
	if spread == 0 {
		return true
	}
	for i, o := range p.out {
		for r := st[o] & spread; r != 0; r &= r - 1 {
			d := r.Lowest()
			if p.sees[i]&places[d] == places[d] && !v.restrict(st, o, ^sudoku.Bit(d)) {
				return false
			}
		}
	}
	return true
}

// betweenProp keeps a between line: for each pair of end digits, the
// cells on the line take digits strictly between them.
type betweenProp struct{ cells []sudoku.Cell }

func (p *betweenProp) run(v *variant, st []sudoku.Set) bool {
	first, last := p.cells[0], p.cells[len(p.cells)-1]
	inner := p.cells[1 : len(p.cells)-1]
	var supA, supB, supIn sudoku.Set
	for xs := st[first]; xs != 0; xs &= xs - 1 {
		x := xs.Lowest()
		for ys := st[last]; ys != 0; ys &= ys - 1 {
			y := ys.Lowest()
			lo, hi := min(x, y), max(x, y)
			if hi-lo < 2 {
				continue
			}
			open := above(lo) & below(hi)
			fits := true
			for _, c := range inner {
				if st[c]&open == 0 {
					fits = false
					break
				}
			}
			if fits {
				supA, supB, supIn = supA.With(x), supB.With(y), supIn|open
			}
		}
	}
	if !v.restrict(st, first, supA) || !v.restrict(st, last, supB) {
		return false
	}
	for _, c := range inner {
		if !v.restrict(st, c, supIn) {
			return false
		}
	}
	return true
}
