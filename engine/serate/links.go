package serate

import (
	"context"
	"fmt"
	"math/bits"
	"strings"
	"sync"
)

// SE's strong-link patterns (skyscrapers, kites, "n Strong links", their
// grouped forms and X-loops), unique rectangles and loops, and the BUG,
// each finding the step SE would take first.

// --- Strong links -----------------------------------------------------

// cellGroup is one end of a strong link: a cell, then up to two more cells
// standing with it (-1 when unused). A grouped end sees what all its
// cells see.
type cellGroup [3]int8

// link is a strong link as SE builds it: a region (t*9+i) in which a
// digit's places split into two ends, one of which is true. grouped marks
// SE's "empty rectangle" links: more than two places, in two blades.
type link struct {
	region  int
	grouped bool
	ends    [2]cellGroup
	sees    [2]cellSet // cells seen by all cells of each end
	within  [2][3]int8 // the region of each type holding all of an end, -1 for none
}

// within returns, for each region type, the region holding every cell
// of g, or -1.
func within(g cellGroup) [3]int8 {
	var out [3]int8
	for t := range 3 {
		out[t] = int8(regionOf[g[0]][t])
		for _, c := range g[1:] {
			if c >= 0 && regionOf[c][t] != uint8(out[t]) {
				out[t] = -1
			}
		}
	}
	return out
}

// linkShape holds, for each of SE's layouts of a region, the region
// positions that must be free of the digit and the two blades the places
// fall in. Blocks have 15 layouts: a "heart" cell (0-8) whose row and
// column form the cross, then a free row (9-11) or column (12-14). Lines
// have 3: a free segment of three cells.
type linkShape struct{ free, blade1, blade2 uint16 }

var blockShapes [15]linkShape
var lineShapes [3]linkShape

// regionCells[t*9+i] is region i of type t as a cell set.
var regionCells [27]cellSet

func init() {
	rowOf := func(r int) uint16 { return 7 << (3 * r) }
	colOf := func(c int) uint16 { return 0x49 << c }
	for e := range 9 {
		r, c := e/3, e%3
		heart := uint16(1) << e
		blockShapes[e] = linkShape{allDigits &^ rowOf(r) &^ colOf(c), colOf(c) &^ heart, rowOf(r) &^ heart}
	}
	for k := range 3 {
		free := 2 - k // SE lists the free bottom row (right column) first
		o := others3(free)
		blockShapes[9+k] = linkShape{rowOf(free), rowOf(o[0]), rowOf(o[1])}
		blockShapes[12+k] = linkShape{colOf(free), colOf(o[0]), colOf(o[1])}
		o = others3(k)
		lineShapes[k] = linkShape{rowOf(k), rowOf(o[0]), rowOf(o[1])} // a line's thirds
	}
	for r := range 27 {
		for _, c := range regions[r] {
			regionCells[r].add(int(c))
		}
	}
}

// others3 returns the two of 0, 1, 2 other than k, in order.
func others3(k int) [2]int {
	switch k {
	case 0:
		return [2]int{1, 2}
	case 1:
		return [2]int{0, 2}
	}
	return [2]int{0, 1}
}

// allCells is every cell of the grid.
var allCells = cellSet{^uint64(0), 1<<(81-64) - 1}

// sameLine reports whether cells a and b share a row or a column.
func sameLine(a, b int) bool { return a/9 == b/9 || a%9 == b%9 }

// sees returns the cells that see every cell of g.
func (g cellGroup) sees() cellSet {
	s := allCells
	for _, c := range g {
		if c >= 0 {
			s = s.and(peerSet[c])
		}
	}
	return s
}

// bitsOf lists the set bit positions of m, lowest first.
func bitsOf(m uint16) []int {
	out := make([]int, 0, bits.OnesCount16(m))
	for ; m != 0; m &= m - 1 {
		out = append(out, bits.TrailingZeros16(m))
	}
	return out
}

// linksIn appends the strong links SE builds for digit d in region i of
// type t, in SE's order: none, one, or for a block split both ways into
// two rows and two columns, two.
func linksIn(p *grid, d, t, i int, out []link) []link {
	r := region(t, i)
	pos := p.positions(r, d)
	n := bits.OnesCount16(pos)
	if n < 2 || n > 6 {
		return out
	}
	cell := func(k int) int8 { return int8(r[k]) }
	add := func(a, b cellGroup, grouped bool) {
		out = append(out, link{region: t*9 + i, grouped: grouped, ends: [2]cellGroup{a, b}, sees: [2]cellSet{a.sees(), b.sees()}})
	}
	if n == 2 {
		k := bitsOf(pos)
		if t == blockType && sameLine(int(r[k[0]]), int(r[k[1]])) {
			return out // the line's link, not the block's
		}
		add(cellGroup{cell(k[0]), -1, -1}, cellGroup{cell(k[1]), -1, -1}, false)
		return out
	}
	shape, e, ok := linkShapeOf(t, pos, n)
	if !ok {
		return out
	}
	b1, b2 := bitsOf(pos&shape.blade1), bitsOf(pos&shape.blade2)
	group := func(k []int, extra int8) cellGroup {
		g := cellGroup{cell(k[0]), -1, -1}
		j := 1
		if extra >= 0 {
			g[j], j = extra, j+1
		}
		for _, x := range k[1:] {
			if j < 3 {
				g[j], j = cell(x), j+1
			}
		}
		return g
	}
	heart := int8(-1)
	if t == blockType && e < 9 {
		heart = cell(e) // a layout with a free row or column has no heart
	}
	switch {
	case len(b2) == 1:
		// With both blades single SE keeps only this orientation.
		add(cellGroup{cell(b2[0]), -1, -1}, group(b1, heart), true)
	case len(b1) == 1:
		add(cellGroup{cell(b1[0]), -1, -1}, group(b2, heart), true)
	default:
		g1, g2 := group(b1, -1), group(b2, -1)
		if e > 8 && n == 4 && sameLine(int(g1[1]), int(g2[1])) && sameLine(int(g1[0]), int(g2[0])) {
			// Two rows and two columns: the split both ways.
			add(g1, g2, true)
			add(cellGroup{g1[0], g2[0], -1}, cellGroup{g1[1], g2[1], -1}, true)
			return out
		}
		if heart >= 0 && pos>>e&1 != 0 {
			// The heart holds the digit too: it joins both blades.
			if len(b1) == 2 {
				g1[2] = heart
			}
			if len(b2) == 2 {
				g2[2] = heart
			}
		}
		add(g1, g2, true)
	}
	return out
}

// linkShapeOf returns SE's first layout of region type t with no place
// of the digit (pos, n places) in its free area; ok is false unless both
// blades then hold places.
func linkShapeOf(t int, pos uint16, n int) (linkShape, int, bool) {
	shapes := lineShapes[:]
	if t == blockType {
		shapes = blockShapes[:]
	}
	for e, s := range shapes {
		if e > 8 && n < 4 {
			continue
		}
		if pos&s.free == 0 {
			return s, e, pos&s.blade1 != 0 && pos&s.blade2 != 0
		}
	}
	return linkShape{}, 0, false
}

// linkTypeSets returns the region types of n links SE tries, in its
// order: non-decreasing sequences of block, row, column, drawn from
// Gosper's order of n-subsets of 3n.
func linkTypeSets(n int) [][]int {
	var out [][]int
	combinations(n, 3*n, func(mask uint16) bool {
		set := make([]int, 0, n)
		for k, m := 0, mask; m != 0; k, m = k+1, m&(m-1) {
			x := bits.TrailingZeros16(m)
			if x%n != k {
				return true
			}
			set = append(set, x/n) // SE's variant index: block, row, column
		}
		out = append(out, set)
		return true
	})
	return out
}

// linkOrders returns the orders SE chains n links in: the permutations
// of 0..n-1 in Heap's countdown order (QuickPerm), keeping one of each
// permutation and its reverse.
func linkOrders(n int) [][]int {
	q := make([]int, n)
	r := make([]int, n+1)
	for s := range n {
		q[s], r[s] = s, s
	}
	r[n] = n
	var out [][]int
	visit := func() {
		if lexNotAbove(q) {
			out = append(out, append([]int(nil), q...))
		}
	}
	visit()
	for s := 1; s < n; {
		r[s]--
		t := s % 2 * r[s]
		q[t], q[s] = q[s], q[t]
		visit()
		for s = 1; r[s] == 0; s++ {
			r[s] = s
		}
	}
	return out
}

// lexNotAbove reports whether the digits of a, read forwards, are not
// after them read backwards.
func lexNotAbove(a []int) bool {
	for i, j := 0, len(a)-1; i < j; i, j = i+1, j-1 {
		if a[i] != a[j] {
			return a[i] < a[j]
		}
	}
	return true
}

var linkTypeSetsByN, linkOrdersByN [5][][]int

func init() {
	for n := 2; n <= 4; n++ {
		linkTypeSetsByN[n] = linkTypeSets(n)
		linkOrdersByN[n] = linkOrders(n)
	}
}

// maxLinks bounds the strong links of one digit: two per region.
const maxLinks = 54

// linkSearch is one run of SE's strong-link producer for n links. It
// keeps the best step met so far in SE's sort: lowest rating, then most
// eliminations, then smallest suffix, then first found in SE's order
// (region types, then digit, then links, orders and directions).
type linkSearch struct {
	p     *grid
	n     int
	digit int
	has   cellSet // cells holding the digit
	types []int
	set   int // index of types in SE's list
	*digitLinks
	tables [10]*digitLinks // by digit, kept while the digit's places stay
	chosen [4]int
	base   cellSet // cells of the chosen links' regions
	found  bool
	best   hint
	key    linkKey
	any    bool // the digit gave a step, kept or not
}

// digitLinks are a digit's links and which of their ends meet, for
// the places the digit had when they were made. The 2-, 3- and 4-link
// producers ask for the same ones on a position.
type digitLinks struct {
	places cellSet
	links  []link           // the digit's links, by region
	first  [28]int          // links[first[r]:first[r+1]] are region r's
	share  []int8           // region shared by two links' ends, -1 if none
	near   [maxLinks]uint64 // links some end of which shares a region with one of this link's
}

// linkKey is what SE sorts strong-link steps by, then where SE's
// enumeration met the step.
type linkKey struct {
	rating, eliminations int
	suffix               string
	set, digit           int
}

// before reports whether SE's stable sort puts k before o; among steps of
// the same set of types and digit, the one found first stays first.
func (k linkKey) before(o linkKey) bool {
	switch {
	case k.rating != o.rating:
		return k.rating < o.rating
	case k.eliminations != o.eliminations:
		return k.eliminations > o.eliminations
	case k.suffix != o.suffix:
		return k.suffix < o.suffix
	case k.set != o.set:
		return k.set < o.set
	}
	return k.digit < o.digit
}

// strongLinks returns SE's producer of n chained strong links on one
// digit (n = 2, 3, 4; base ratings 4.0, 5.4, 5.8): Skyscraper,
// 2-String Kite, "n Strong links", their grouped forms (+0.3) and X-loops.
// Links on parallel lines only rate the base, mixed forms +0.1 or +0.2.
// SE collects every step and takes the best of its sort.
func strongLinks(n int) producer {
	return func(p *grid, _ context.Context) (hint, bool) {
		s := linkSearches.Get().(*linkSearch)
		*s = linkSearch{p: p, n: n, tables: s.tables}
		defer linkSearches.Put(s)
		places, _ := p.digitCells()
		for d := 1; d <= 9; d++ {
			// A digit's steps depend on its places only: a digit whose
			// places are as they were when it gave none gives none.
			has := places[d]
			if p.memo != nil && p.memo.links[n].unchanged(d, has, cellSet{}) {
				continue
			}
			s.setDigit(d, has)
			s.any = false
			for set, types := range linkTypeSetsByN[n] {
				s.set, s.types = set, types
				s.extend(0, 0)
			}
			if p.memo != nil && !s.any {
				p.memo.links[n].nothing(d, has, cellSet{})
			}
		}
		return s.best, s.found
	}
}

// linkSearches keeps searches, with their tables, from one run to the
// next.
var linkSearches = sync.Pool{New: func() any { return &linkSearch{} }}

// setDigit prepares the links of digit d, whose places are has, in every
// region and which of their ends share a region, or takes them from the
// last time the digit had these places.
func (s *linkSearch) setDigit(d int, has cellSet) {
	s.digit, s.has = d, has
	t := s.tables[d]
	if t != nil && t.places == has {
		s.digitLinks = t
		return
	}
	if t == nil {
		t = &digitLinks{share: make([]int8, maxLinks*maxLinks*4)}
		s.tables[d] = t
	}
	s.digitLinks = t
	t.places = has
	s.links = s.links[:0]
	for r := range 27 {
		s.first[r] = len(s.links)
		s.links = linksIn(s.p, d, r/9, r%9, s.links)
	}
	s.first[27] = len(s.links)
	for a := range s.links {
		l := &s.links[a]
		l.within = [2][3]int8{within(l.ends[0]), within(l.ends[1])}
	}
	for a := range s.links {
		s.near[a] = 0
		for b := range s.links {
			for e := range 4 {
				s.share[(a*maxLinks+b)*4+e] = -1
				if a == b {
					continue
				}
				// SE tries a column, then a row, then a block.
				wa, wb := &s.links[a].within[e>>1], &s.links[b].within[e&1]
				for _, t := range [3]int{columnType, rowType, blockType} {
					if wa[t] >= 0 && wa[t] == wb[t] {
						s.share[(a*maxLinks+b)*4+e] = int8(t*9 + int(wa[t]))
						s.near[a] |= 1 << b
						break
					}
				}
			}
		}
	}
}

// shareOf returns the region end ea of link a and end eb of link b share.
func (s *linkSearch) shareOf(a, ea, b, eb int) (int, bool) {
	r := s.share[(a*maxLinks+b)*4+ea*2+eb]
	return int(r), r >= 0
}

// extend chooses the link at depth, in SE's order: regions of the depth's
// type by index (after the previous link's when the types repeat), links
// whose regions share no place of the digit with earlier ones.
func (s *linkSearch) extend(depth, prev int) {
	if depth == s.n {
		if s.connected() {
			s.chain()
		}
		return
	}
	t := s.types[depth]
	from := 0
	if depth > 0 && s.types[depth-1] == t {
		from = prev + 1
	}
	for i := from; i < 9; i++ {
		r := t*9 + i
		if s.first[r] == s.first[r+1] || !regionCells[r].and(s.has).and(s.base).empty() {
			continue
		}
		saved := s.base
		s.base = cellsOr(s.base, regionCells[r])
		for k := s.first[r]; k < s.first[r+1]; k++ {
			s.chosen[depth] = k
			s.extend(depth+1, i)
		}
		s.base = saved
	}
}

// connected reports whether the chosen links can form one chain: no
// order can chain links that fall apart.
func (s *linkSearch) connected() bool {
	var set uint64
	for _, k := range s.chosen[:s.n] {
		set |= 1 << k
	}
	reached := uint64(1) << s.chosen[0]
	for {
		next := reached
		for m := reached; m != 0; m &= m - 1 {
			next |= s.near[bits.TrailingZeros64(m)] & set
		}
		if next == reached {
			return reached == set
		}
		reached = next
	}
}

// chain tries the chosen links in each of SE's orders and directions.
func (s *linkSearch) chain() {
	for _, q := range linkOrdersByN[s.n] {
		var u [4]int
		var share [3]int
		s.directions(q, 0, &u, &share)
	}
}

// directions chooses the end each link from w on is entered by, as SE
// counts them (the first link's slowest, 0 before 1), skipping every
// choice whose link w cannot chain to link w-1.
func (s *linkSearch) directions(q []int, w int, u *[4]int, share *[3]int) {
	n := s.n
	if w == n {
		_, isRing := s.shareOf(s.chosen[q[0]], u[0], s.chosen[q[n-1]], 1-u[n-1])
		if isRing && (u[0] != 0 || !s.firstIsLowest(q)) {
			return // SE takes each loop once
		}
		s.consider(q, u, share[:n-1], isRing)
		return
	}
	for e := range 2 {
		u[w] = e
		if w > 0 {
			r, ok := s.shareOf(s.chosen[q[w-1]], 1-u[w-1], s.chosen[q[w]], e)
			if !ok {
				continue
			}
			share[w-1] = r
		}
		s.directions(q, w+1, u, share)
	}
}

// firstIsLowest reports whether the link chained first has the lowest
// region of all (blocks, then rows, then columns, by index).
func (s *linkSearch) firstIsLowest(q []int) bool {
	first := s.links[s.chosen[q[0]]].region
	for k := 0; k < s.n; k++ {
		if s.links[s.chosen[k]].region < first {
			return false
		}
	}
	return true
}

// consider builds the step of the chain in order q and directions u and
// keeps it if it is the best so far. A chain's ends eliminate the digit
// from cells that see both, outside its regions; an X-loop also from
// cells that see both sides of each weak link.
func (s *linkSearch) consider(q []int, u *[4]int, share []int, isRing bool) {
	n := s.n
	endsSee := s.links[s.chosen[q[0]]].sees[u[0]].and(s.links[s.chosen[q[n-1]]].sees[1-u[n-1]])
	victims := cellsMinus(endsSee, s.base).and(s.has)
	if !isRing {
		for _, r := range share {
			victims = cellsMinus(victims, regionCells[r])
		}
	}
	count := victims.count()
	if isRing {
		for w := 0; w < n-1; w++ {
			weak := s.links[s.chosen[q[w]]].sees[1-u[w]].and(s.links[s.chosen[q[w+1]]].sees[u[w+1]])
			weak = cellsMinus(weak, s.base).and(s.has)
			count += weak.count() // SE counts a cell once per weak link
			victims = cellsOr(victims, weak)
		}
	}
	if count == 0 {
		return
	}
	s.any = true
	grouped := 0
	for k := 0; k < n; k++ {
		if s.links[s.chosen[k]].grouped {
			grouped++
		}
	}
	types := make([]int, n)
	for k := range n {
		types[k] = s.types[q[k]]
	}
	suffix := linkSuffix(grouped, types)
	key := linkKey{linkRating(n, grouped, suffix), count, suffix, s.set, s.digit}
	if s.found && !key.before(s.key) {
		return
	}
	h := newHint(key.rating, linkName(n, grouped, suffix, isRing))
	bit := uint16(1) << (s.digit - 1)
	for c := range 81 {
		if victims.has(c) {
			h.remove[c] = bit
		}
	}
	h.detail = s.detail(q, u)
	s.best, s.key, s.found = h, key, true
}

// detail writes the chain as serate does: "Cell r8c2,r7c3,r3c3,r3c5 on
// value 8", the ends' first cells from start to end.
func (s *linkSearch) detail(q []int, u *[4]int) string {
	n := s.n
	cells := []int{int(s.links[s.chosen[q[0]]].ends[u[0]][0])}
	for w := 0; w < n-1; w++ {
		cells = append(cells, int(s.links[s.chosen[q[w]]].ends[1-u[w]][0]), int(s.links[s.chosen[q[w+1]]].ends[u[w+1]][0]))
	}
	cells = append(cells, int(s.links[s.chosen[q[n-1]]].ends[1-u[n-1]][0]))
	return fmt.Sprintf("Cell %s on value %d", cellNames(cells...), s.digit)
}

// linkSuffix is SE's code of a chain: the number of grouped links, then
// the links' region types (0 block, 1 and 2 the two line kinds), read in
// the direction and line naming that give the smallest code.
func linkSuffix(grouped int, types []int) string {
	if !lexNotAbove(types) {
		rev := make([]int, len(types))
		for k, t := range types {
			rev[len(types)-1-k] = t
		}
		types = rev
	}
	var orig, swapped, swappedRev, columnsOnly string
	hasRow := false
	for _, t := range types {
		orig += fmt.Sprint(t)
		switch t {
		case rowType:
			hasRow = true
			swapped += "2"
			swappedRev = "2" + swappedRev
			columnsOnly += "1"
		case columnType:
			swapped += "1"
			swappedRev = "1" + swappedRev
			columnsOnly += "1"
		default:
			swapped += "0"
			swappedRev = "0" + swappedRev
			columnsOnly += "0"
		}
	}
	code := columnsOnly
	if hasRow {
		code = min(orig, swapped, swappedRev)
	}
	return fmt.Sprint(grouped) + code
}

// linkRating is SE's rating of a chain of n links in tenths.
func linkRating(n, grouped int, suffix string) int {
	base := [5]int{2: 40, 3: 54, 4: 58}[n]
	block := strings.Contains(suffix[1:], "0")
	other := strings.Contains(suffix[1:], "2")
	switch {
	case grouped > 0:
		return base + 3
	case !block && !other:
		return base
	case block && other:
		return base + 2
	}
	return base + 1
}

// linkName is SE's name of a chain: "Skyscraper 011", "2-String Kite
// 012", "Grouped 3 Strong links 1011", "(3 Strong Links) X-Loop 0001".
func linkName(n, grouped int, suffix string, isRing bool) string {
	block := strings.Contains(suffix[1:], "0")
	other := strings.Contains(suffix[1:], "2")
	var name string
	switch {
	case isRing:
		name = fmt.Sprintf("(%d Strong Links) X-Loop", n)
		if grouped > 0 {
			name = fmt.Sprintf("(%d Strong Links) Grouped X-Loop", n)
		}
		return name + " " + suffix
	case !block && !other && n < 3:
		name = "Skyscraper"
	case !block && !other:
		name = fmt.Sprintf("%d Skyscrapers", n)
	case block || n > 3:
		name = fmt.Sprintf("%d Strong links", n)
	default:
		name = fmt.Sprintf("%d-String Kite", n)
	}
	if grouped > 0 {
		name = "Grouped " + name
	}
	return name + " " + suffix
}

// --- Unique loops -----------------------------------------------------

// ulHint is a unique-loop step with what SE sorts those by.
type ulHint struct {
	hint
	kind int // SE's type, 1 to 4
}

// uniqueLoops finds unique rectangles and loops, types 1 to 4 (4.5;
// +0.1 for 6 cells, +0.2 for 8, +0.5 for 10 or more; a type 3 naked set
// +0.1 per value beyond two, a hidden one +0.1 per cell beyond one). SE
// collects every loop from each bivalue cell in order and takes the
// lowest rating, then the lowest type, first found.
func uniqueLoops(p *grid, _ context.Context) (hint, bool) {
	var best ulHint
	found := false
	keep := func(h ulHint) {
		if !h.worth() {
			return
		}
		if !found || h.rating < best.rating || h.rating == best.rating && h.kind < best.kind {
			best, found = h, true
		}
	}
	for c := range 81 {
		if bits.OnesCount16(p.cands[c]) != 2 {
			continue
		}
		s := loopSearch{p: p, pair: p.cands[c]}
		s.extend(c, 2, 0, -1)
		for _, loop := range s.loops {
			if validLoop(loop) {
				loopHints(p, loop, p.cands[c], keep)
			}
		}
	}
	return best.hint, found
}

// loopSearch walks SE's candidate loops: cells holding both digits of
// pair, each step within a region of another type than the last, with at
// most two cells holding more (more when they add one same digit).
type loopSearch struct {
	p     *grid
	pair  uint16
	loop  []int
	in    cellSet
	loops [][]int
}

// extend adds cell to the loop and goes on from it through its block,
// row and column, in SE's order, saving each loop that closes.
func (s *loopSearch) extend(cell, allowedExtra int, extra uint16, lastType int) {
	s.loop = append(s.loop, cell)
	s.in.add(cell)
	for t := range 3 {
		if t == lastType {
			continue
		}
		for _, next := range region(t, int(regionOf[cell][t])) {
			c := int(next)
			if c == s.loop[0] && len(s.loop) >= 4 {
				s.loops = append(s.loops, append([]int(nil), s.loop...))
				continue
			}
			cands := s.p.cands[c]
			if s.in.has(c) || cands&s.pair != s.pair {
				continue
			}
			ex := extra | cands&^s.pair
			n := bits.OnesCount16(cands)
			if n == 2 || bits.OnesCount16(ex) == 1 || allowedExtra > 0 {
				left := allowedExtra
				if n > 2 {
					left--
				}
				s.extend(c, left, ex, t)
			}
		}
	}
	s.loop = s.loop[:len(s.loop)-1]
	s.in[cell>>6] &^= 1 << (cell & 63)
}

// validLoop reports whether every region the loop enters holds exactly
// two of its cells, one at an even and one at an odd place.
func validLoop(loop []int) bool {
	var seen [2]uint32
	for k, c := range loop {
		for t := range 3 {
			bit := uint32(1) << (t*9 + int(regionOf[c][t]))
			if seen[k&1]&bit != 0 {
				return false
			}
			seen[k&1] |= bit
		}
	}
	return seen[0] == seen[1]
}

// loopHints calls keep with each step loop gives, in SE's order: type 1
// with one cell holding more than the pair, type 2 with one more digit
// in all such cells, types 3 then 4 with two such cells.
func loopHints(p *grid, loop []int, pair uint16, keep func(ulHint)) {
	var extra []int
	for _, c := range loop {
		if bits.OnesCount16(p.cands[c]) > 2 {
			extra = append(extra, c)
		}
	}
	switch {
	case len(extra) == 1:
		h := newULHint(loop, pair, 1, 0)
		h.remove[extra[0]] = pair
		keep(h)
	case len(extra) > 2:
		keep(loopType2(p, loop, pair, extra))
	case len(extra) == 2:
		more := (p.cands[extra[0]] | p.cands[extra[1]]) &^ pair
		if bits.OnesCount16(more) == 1 {
			keep(loopType2(p, loop, pair, extra))
		} else {
			loopType3(p, loop, pair, extra[0], extra[1], keep)
		}
		if h, ok := loopType4(p, loop, pair, extra[0], extra[1]); ok {
			keep(h)
		}
	}
}

// newULHint starts a unique-loop step of a type; bonus adds to the
// loop's rating.
func newULHint(loop []int, pair uint16, kind, bonus int) ulHint {
	rating := 45
	switch n := len(loop); {
	case n >= 10:
		rating += 5
	case n >= 8:
		rating += 2
	case n >= 6:
		rating++
	}
	shape := "Rectangle"
	if len(loop) > 4 {
		shape = fmt.Sprintf("Loop %d", len(loop))
	}
	h := ulHint{newHint(rating+bonus, fmt.Sprintf("Unique %s type %d", shape, kind)), kind}
	d := bitsOf(pair)
	h.detail = fmt.Sprintf("Cells %s on %d, %d", cellNames(loop...), d[0]+1, d[1]+1)
	return h
}

// loopType2: the cells holding more share one more digit; it goes from
// the cells that see them all.
func loopType2(p *grid, loop []int, pair uint16, extra []int) ulHint {
	h := newULHint(loop, pair, 2, 0)
	more := p.cands[extra[0]] &^ pair
	bit := more & -more
	sees := allCells
	for _, c := range extra {
		sees = sees.and(peerSet[c])
	}
	for c := range 81 {
		if sees.has(c) && p.cands[c]&bit != 0 {
			h.remove[c] = bit
		}
	}
	return h
}

// loopType4: one digit of the pair has no other place in a region of
// both cells c1, c2 holding more; the other goes from both. SE takes the
// last such region, the first digit before the second.
func loopType4(p *grid, loop []int, pair uint16, c1, c2 int) (ulHint, bool) {
	d := bitsOf(pair)
	var locked [2]bool
	for t := range 3 {
		i := int(regionOf[c1][t])
		if int(regionOf[c2][t]) != i {
			continue
		}
		for k, v := range d {
			elsewhere := false
			for _, c := range region(t, i) {
				if int(c) != c1 && int(c) != c2 && p.has(int(c), v+1) {
					elsewhere = true
				}
			}
			locked[k] = locked[k] || !elsewhere
		}
	}
	rem := -1
	switch {
	case locked[0]:
		rem = d[1]
	case locked[1]:
		rem = d[0]
	default:
		return ulHint{}, false
	}
	h := newULHint(loop, pair, 4, 0)
	h.remove[c1] = 1 << rem
	h.remove[c2] = 1 << rem
	lock := d[0] + d[1] - rem
	h.detail = fmt.Sprintf("Cells %s on %d, %d", cellNames(loop...), lock+1, rem+1) // SE names the locked digit first
	return h, true
}

// loopType3 looks, in each region of both cells c1, c2 holding more,
// for a naked set the two cells' extra digits join as one cell, then a
// hidden set of the pair and other digits within c1 and other cells;
// degrees 2 to 7, then block, row, column.
func loopType3(p *grid, loop []int, pair uint16, c1, c2 int, keep func(ulHint)) {
	extra := (p.cands[c1] | p.cands[c2]) &^ pair
	for degree := 2; degree <= 7; degree++ {
		for t := range 3 {
			i := int(regionOf[c1][t])
			if int(regionOf[c2][t]) != i {
				continue
			}
			r := region(t, i)
			empty := p.emptyCount(r)
			if degree*2 <= empty && degree >= bits.OnesCount16(extra) {
				loopNaked(p, loop, pair, extra, c1, c2, t, i, degree, keep)
			}
			if degree*2 < empty {
				loopHidden(p, loop, pair, extra, c1, c2, t, i, degree, keep)
			}
		}
	}
}

// regionIndex returns c's place in its region of type t.
func regionIndex(t, c int) int {
	switch t {
	case rowType:
		return c % 9
	case columnType:
		return c / 9
	}
	return c/9%3*3 + c%3
}

// loopNaked finds naked sets of degree cells of region (t, i) that
// include c1, standing for both extra cells, and not c2; their digits go
// from the region's other cells.
func loopNaked(p *grid, loop []int, pair, extra uint16, c1, c2, t, i, degree int, keep func(ulHint)) {
	r := region(t, i)
	i1, i2 := regionIndex(t, c1), regionIndex(t, c2)
	var sets [7]uint16
	combinations(degree, 9, func(idx uint16) bool {
		if idx>>i1&1 == 0 || idx>>i2&1 != 0 {
			return true
		}
		values := extra & p.cands[c1] & p.cands[c2]
		k := 0
		for m := idx; m != 0; m &= m - 1 {
			x := bits.TrailingZeros16(m)
			if x == i1 {
				sets[k] = extra
			} else {
				sets[k] = p.cands[r[x]]
				values |= sets[k]
			}
			k++
		}
		if bits.OnesCount16(values) != degree {
			return true
		}
		naked, ok := commonTuple(sets[:degree], degree)
		if !ok {
			return true
		}
		h := newULHint(loop, pair, 3, degree-1)
		for k, c := range r {
			if idx>>k&1 == 0 && int(c) != c2 {
				h.remove[c] = p.cands[c] & naked
			}
		}
		keep(h)
		return true
	})
}

// loopHidden finds hidden sets of the pair and degree-2 other digits
// (not extra ones) in degree cells of region (t, i) other than c2.
func loopHidden(p *grid, loop []int, pair, extra uint16, c1, c2, t, i, degree int, keep func(ulHint)) {
	r := region(t, i)
	i1, i2 := regionIndex(t, c1), regionIndex(t, c2)
	rest := bitsOf(allDigits &^ pair &^ extra)
	try := func(pick uint16) bool {
		values := pair
		for m := pick; m != 0; m &= m - 1 {
			values |= 1 << rest[bits.TrailingZeros16(m)]
		}
		var union uint16
		for m := values; m != 0; m &= m - 1 {
			pos := p.positions(r, bits.TrailingZeros16(m)+1) &^ (1 << i2)
			if pos == 0 {
				return true
			}
			union |= pos
		}
		if bits.OnesCount16(union) != degree {
			return true
		}
		cells := union &^ (1 << i1) &^ (1 << i2)
		h := newULHint(loop, pair, 3, bits.OnesCount16(cells)-1)
		for m := cells; m != 0; m &= m - 1 {
			c := int(r[bits.TrailingZeros16(m)])
			h.remove[c] = p.cands[c] &^ values
		}
		keep(h)
		return true
	}
	switch k := degree - 2; {
	case k > len(rest):
	case k == 0:
		if len(rest) > 0 {
			try(0)
		}
	default:
		combinations(k, len(rest), try)
	}
}

// --- BUG ----------------------------------------------------------------

// bugState is what SE's BUG producer learns from the position: the
// cells holding the digits beyond a bivalue grave (BUG cells, in the
// order found), each one's BUG digits, all BUG digits, and the cells that
// see every BUG cell.
type bugState struct {
	cells  []int
	values [81]uint16
	all    uint16
	common cellSet
	seen   bool // common is set once a BUG cell is found
}

// bug finds SE's Bivalue Universal Grave with the lkSudoku fix: type 1
// (5.6), type 2 (5.7), type 4 (5.7), type 3 (5.7 +0.1 per naked digit
// beyond two), the first SE's order emits.
func bug(p *grid, _ context.Context) (hint, bool) {
	b, ok := findBug(p)
	if !ok {
		return hint{}, false
	}
	switch {
	case len(b.cells) == 1:
		c := b.cells[0]
		h := newHint(56, "BUG type 1")
		h.remove[c] = p.cands[c] &^ b.all
		h.detail = cellName(c)
		return h, true
	case bits.OnesCount16(b.all) == 1:
		if h, ok := bugType2(p, b); ok {
			return h, true
		}
		if len(b.cells) == 2 {
			return bugType4(p, b)
		}
	case b.seen && !b.common.empty():
		if len(b.cells) == 2 {
			if h, ok := bugType4(p, b); ok {
				return h, true
			}
		}
		return bugType3(p, b)
	}
	return hint{}, false
}

// findBug finds the BUG cells: in each region (blocks, rows, columns),
// a digit with neither zero nor two places must have exactly one place in
// a cell of three or more candidates, or, lkSudoku's fix, all such
// anomalies are of one digit. Without the BUG digits every cell must be
// bivalue and every digit have two places in each region.
func findBug(p *grid) (*bugState, bool) {
	b := &bugState{}
	rest := p.cands // the grid without the BUG digits
	var oneDigit cellSet
	firstDigit, single, started := 0, true, false
	for t := range 3 {
		for i := range 9 {
			r := region(t, i)
			for d := 1; d <= 9; d++ {
				pos := p.positions(r, d)
				if n := bits.OnesCount16(pos); n == 0 || n == 2 {
					continue
				}
				var found []int
				for m := pos; m != 0; m &= m - 1 {
					if c := int(r[bits.TrailingZeros16(m)]); bits.OnesCount16(p.cands[c]) >= 3 {
						found = append(found, c)
					}
				}
				switch {
				case !started:
					started, firstDigit = true, d
					for _, c := range found {
						oneDigit.add(c)
					}
				case single && firstDigit == d:
					for _, c := range found {
						oneDigit.add(c)
					}
				default:
					single = false
				}
				if len(found) == 0 {
					return nil, false
				}
				if len(found) == 1 {
					b.all |= 1 << (d - 1)
					if !b.addCell(found[0], d, &rest) {
						return nil, false
					}
				}
			}
		}
	}
	if single && started && oneDigit.count() > len(b.cells) {
		for c := range 81 {
			if oneDigit.has(c) && !slicesContains(b.cells, c) {
				b.values[c] = 0 // SE starts the cell's digits afresh
				if !b.addCell(c, firstDigit, &rest) {
					return nil, false
				}
			}
		}
	}
	return b, isGrave(p, &rest)
}

// addCell records d as a BUG digit of cell c; it reports false when SE
// gives up: several BUG cells and digits that no cell sees together.
func (b *bugState) addCell(c, d int, rest *[81]uint16) bool {
	if !slicesContains(b.cells, c) {
		b.cells = append(b.cells, c)
	}
	b.values[c] |= 1 << (d - 1)
	rest[c] &^= 1 << (d - 1)
	if !b.seen {
		b.common, b.seen = peerSet[c], true
	} else {
		b.common = b.common.and(peerSet[c])
	}
	for _, x := range b.cells {
		b.common[x>>6] &^= 1 << (x & 63)
	}
	return len(b.cells) <= 1 || bits.OnesCount16(b.all) <= 1 || !b.common.empty()
}

// isGrave reports whether cands, on p's empty cells, is a bivalue
// universal grave: two candidates a cell, each digit zero or two places
// in each region.
func isGrave(p *grid, cands *[81]uint16) bool {
	for c := range 81 {
		if p.value[c] == 0 && bits.OnesCount16(cands[c]) != 2 {
			return false
		}
	}
	for r := range 27 {
		var once, twice, more uint16
		for _, c := range regions[r] {
			m := cands[c]
			more |= twice & m
			twice |= once & m
			once |= m
		}
		if more != 0 || once&^twice != 0 {
			return false
		}
	}
	return true
}

// slicesContains reports whether x is in s.
func slicesContains(s []int, x int) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

// bugType2: the BUG cells' one BUG digit goes from the cells that see
// them all.
func bugType2(p *grid, b *bugState) (hint, bool) {
	if !b.seen {
		return hint{}, false
	}
	h := newHint(57, "BUG type 2")
	for c := range 81 {
		if b.common.has(c) && p.cands[c]&b.all != 0 {
			h.remove[c] = b.all
		}
	}
	h.detail = fmt.Sprintf("%s on %s", cellNames(b.cells...), digitList(b.all))
	return h, h.worth()
}

// bugType4: two BUG cells in one region (block, row, column first)
// share one digit beyond their BUG digits; it stays true in one of them,
// so each loses its other non-BUG digit.
func bugType4(p *grid, b *bugState) (hint, bool) {
	c1, c2 := b.cells[0], b.cells[1]
	shared := p.cands[c1] & p.cands[c2] &^ b.all
	if bits.OnesCount16(shared) != 1 {
		return hint{}, false
	}
	for t := range 3 {
		if regionOf[c1][t] != regionOf[c2][t] {
			continue
		}
		h := newHint(57, "BUG type 4")
		h.remove[c1] = p.cands[c1] &^ b.values[c1] &^ shared
		h.remove[c2] = p.cands[c2] &^ b.values[c2] &^ shared
		h.detail = fmt.Sprintf("%s,%s on %s", cellName(c1), cellName(c2), digitList(shared))
		return h, true
	}
	return hint{}, false
}

// bugType3: the BUG digits, as one cell, form a naked set with degree-1
// cells of a region all BUG cells share (degrees 2 to 6, then block, row,
// column); its digits go from the region's other cells that see every
// BUG cell.
func bugType3(p *grid, b *bugState) (hint, bool) {
	for degree := 2; degree <= 6; degree++ {
		for t := range 3 {
			region := int(regionOf[b.cells[0]][t])
			shared := true
			for _, c := range b.cells {
				shared = shared && int(regionOf[c][t]) == region
			}
			if !shared {
				continue
			}
			var others []int
			for c := range 81 {
				if b.common.has(c) && int(regionOf[c][t]) == region {
					others = append(others, c)
				}
			}
			if len(others) < degree {
				continue
			}
			if h, ok := bugNaked(p, b, others, degree); ok {
				return h, true
			}
		}
	}
	return hint{}, false
}

// bugNaked tries the (degree-1)-subsets of others, in SE's order.
func bugNaked(p *grid, b *bugState, others []int, degree int) (hint, bool) {
	var out hint
	found := false
	sets := make([]uint16, degree)
	combinations(degree-1, len(others), func(idx uint16) bool {
		var union uint16
		naked := make([]int, 0, degree-1)
		for k, m := 0, idx; m != 0; k, m = k+1, m&(m-1) {
			c := others[bits.TrailingZeros16(m)]
			naked = append(naked, c)
			sets[k] = p.cands[c]
			union |= sets[k]
		}
		sets[degree-1] = b.all
		if bits.OnesCount16(union) != degree {
			return true
		}
		values, ok := commonTuple(sets, degree)
		if !ok {
			return true
		}
		h := newHint(57+bits.OnesCount16(values)-1, "BUG type 3")
		for _, c := range others {
			if !slicesContains(naked, c) {
				h.remove[c] = p.cands[c] & values
			}
		}
		if !h.worth() {
			return true
		}
		h.detail = fmt.Sprintf("%s on %s", cellNames(b.cells...), digitList(values))
		out, found = h, true
		return false
	})
	return out, found
}
