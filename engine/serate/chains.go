package serate

import (
	"context"
	"fmt"
	"math/bits"
	"sync"
)

// SE's chains (SE_RATING.md, rows 22 and 25 to 28). Every chain is a
// breadth-first search of implications between potentials: a candidate
// assumed on or off. A potential keeps the potentials it was deduced
// from (its parents), and a step's complexity, which sets its length
// bonus, is the number of distinct potentials among its targets'
// ancestors. Among the steps a producer finds, SE takes the one of lowest
// rating, then complexity, then kind (its sort key), then the first found.

// pot is a potential: (cell*9 + digit-1)*2, plus 1 when on.
type pot uint16

const numPots = 81 * 9 * 2

func potOf(c, d int, on bool) pot {
	q := pot((c*9 + d - 1) * 2)
	if on {
		q++
	}
	return q
}

func (q pot) cell() int  { return int(q) / 18 }
func (q pot) digit() int { return int(q)/2%9 + 1 }
func (q pot) on() bool   { return q&1 != 0 }
func (q pot) flip() pot  { return q ^ 1 }

// String is SE's name of the candidate: "r4c6.2".
func (q pot) String() string { return fmt.Sprintf("%s.%d", cellName(q.cell()), q.digit()) }

// onOff is SE's word for a potential's state.
func (q pot) onOff() string {
	if q.on() {
		return "on"
	}
	return "off"
}

// node is one deduction of a potential within a search: its parents
// are chainer.parents[first : first+n].
type node struct {
	pot      pot
	first, n int32
	depth    int32 // links from the search's start along first parents
	nested   int32 // the nested chain that implied pot (ch.nestedCost's index), or 0
}

// potSet is a set of potentials in the order they were added, each with
// the node that added it (SE's LinkedSet).
type potSet struct {
	at    [numPots]int32 // node index + 1; 0 when absent
	order []pot
}

// add adds q, deduced by node n, unless q is there; it reports whether it
// added.
func (s *potSet) add(q pot, n int32) bool {
	if s.at[q] != 0 {
		return false
	}
	s.at[q] = n + 1
	s.order = append(s.order, q)
	return true
}

// get returns the node that added q.
func (s *potSet) get(q pot) (int32, bool) { return s.at[q] - 1, s.at[q] != 0 }

func (s *potSet) has(q pot) bool { return s.at[q] != 0 }

func (s *potSet) reset() {
	for _, q := range s.order {
		s.at[q] = 0
	}
	s.order = s.order[:0]
}

// chainer runs SE's chaining searches of one producer on a position.
type chainer struct {
	grid    *grid // the position; dynamic searches remove candidates and put them back
	save    grid  // the position as a dynamic search started (SE's source grid)
	nodes   []node
	parents []int32
	free    []*potSet
	seen    [numPots]uint32 // ancestors' marks
	stamp   uint32
	queue   []int32 // ancestors' breadth-first queue
	pendOn  nodeQueue
	pendOff nodeQueue
	offs    []pot    // onToOff's answer
	ons     []onEdge // offToOn's answer

	// The producer: Nishio, multiple and dynamic chains differ in what
	// they search and in the rules an implication may use.
	dynamic, nishio, multiple bool
	level                     int    // SE's: 1 (Dynamic+) and more let rules add implications (plus.go)
	base                      int    // rating in tenths before the length bonus
	skip                      uint16 // digits a Nishio search leaves out (digitMemo)

	best     hint
	bestKey  [3]int // rating, complexity, sort key
	haveBest bool
	cutFor   [4]int // the best key and base cutIs was found for
	cutIs    int32

	// closures caches the searches from potentials on within one
	// multiple chains producer; cached lists the potentials that have one.
	closures [numPots]closure
	cached   []pot

	reach  *reachability // the static chains' graph, kept for its arrays
	static *reachability // reach, built for a static multiple chains search; else nil

	// home is the rating run that keeps ch between producers, if any.
	home *memo

	// advanced's scratch lists.
	advCells []int
	advMasks []uint16
	advNeed  []pot

	// nestedCost is the complexity of each nested chain whose
	// eliminations a search took (index 0 unused); nodes name them, and
	// nestedIDs names equal chains alike.
	nestedCost []int
	nestedIDs  map[uint64]int32 // by chainPrint

	// A nested producer (collect) gives every step it finds, in steps,
	// with the candidates of outer, the position its caller's search
	// started from, that the step needs gone (SE's rule parents).
	collect bool
	outer   *grid
	steps   []nestedStep
	mark    [numPots]uint32 // ruleParents' marks
	marked  uint32

	branches []int32 // reductions' scratch list
}

// closure is a search from one potential on, as chain left it with the
// cut it ran with: what the potential implies, and the contradiction
// that stopped the search, if one did.
type closure struct {
	on, off       *potSet
	cut           int32
	absOn, absOff int32
	absurd        bool
}

// nodeQueue is a first-in first-out queue of nodes that keeps its array
// from one search to the next.
type nodeQueue struct {
	items []int32
	head  int
}

func (q *nodeQueue) push(n int32) { q.items = append(q.items, n) }
func (q *nodeQueue) empty() bool  { return q.head == len(q.items) }
func (q *nodeQueue) reset()       { q.items, q.head = q.items[:0], 0 }

// pop takes the oldest node; the array starts over once the queue is
// empty.
func (q *nodeQueue) pop() int32 {
	n := q.items[q.head]
	q.head++
	if q.head == len(q.items) {
		q.reset()
	}
	return n
}

// chainers keeps chainers, their node arenas and potential sets, from
// one search to the next: a search makes thousands of nodes.
var chainers = sync.Pool{New: func() any { return &chainer{} }}

// newChainer returns a chainer for p: the rating run's, or one from the
// pool; done gives it back.
func newChainer(p *grid) *chainer {
	var ch *chainer
	if m := p.memo; m != nil && m.chainer != nil {
		ch, m.chainer = m.chainer, nil
	} else {
		ch = chainers.Get().(*chainer)
	}
	ch.home = p.memo
	ch.grid, ch.dynamic, ch.nishio, ch.multiple, ch.level, ch.base, ch.skip = p, false, false, false, 0, 0, 0
	ch.collect, ch.outer, ch.steps = false, nil, ch.steps[:0]
	ch.best, ch.bestKey, ch.haveBest = hint{}, [3]int{}, false
	ch.clear()
	return ch
}

// done returns the producer's step and gives ch back to the pool.
func (ch *chainer) done() (hint, bool) {
	h, ok := ch.best, ch.haveBest
	ch.grid = nil
	for _, q := range ch.cached {
		e := &ch.closures[q]
		ch.release(e.on, e.off)
		*e = closure{}
	}
	ch.cached = ch.cached[:0]
	if ch.home != nil {
		ch.home.chainer, ch.home = ch, nil
	} else {
		chainers.Put(ch)
	}
	return h, ok
}

// node adds a deduction of q from parent (none when parent < 0).
func (ch *chainer) node(q pot, parent int32) int32 {
	n := node{pot: q, first: int32(len(ch.parents))}
	if parent >= 0 {
		ch.parents = append(ch.parents, parent)
		n.n = 1
		n.depth = ch.nodes[parent].depth + 1
	}
	ch.nodes = append(ch.nodes, n)
	return int32(len(ch.nodes) - 1)
}

// addParent gives node n, the last one made, another parent.
func (ch *chainer) addParent(n, parent int32) {
	ch.parents = append(ch.parents, parent)
	ch.nodes[n].n++
}

func (ch *chainer) set() *potSet {
	if k := len(ch.free); k > 0 {
		s := ch.free[k-1]
		ch.free = ch.free[:k-1]
		return s
	}
	return &potSet{}
}

func (ch *chainer) release(sets ...*potSet) {
	for _, s := range sets {
		s.reset()
		ch.free = append(ch.free, s)
	}
}

// closure returns the search from q on with the current cut. A multiple
// chains producer asks for the same search from a cell and from each of
// its regions: the search runs once, and again only when the cut has
// grown since (a search under a deeper cut serves a shallower one, as a
// cut search serves the full one: see chain). Its sets stay the cache's
// until done; nodes must outlive the cache, so a producer that uses it
// clears them only at its start.
func (ch *chainer) closure(q pot) *closure {
	e, cut := &ch.closures[q], ch.searchCut()
	switch {
	case e.on == nil:
		e.on, e.off = ch.set(), ch.set()
		ch.cached = append(ch.cached, q)
	case e.cut >= cut:
		return e
	default:
		e.on.reset()
		e.off.reset()
	}
	e.on.add(q, ch.node(q, -1))
	e.absOn, e.absOff, e.absurd = ch.chain(e.on, e.off)
	e.cut = cut
	return e
}

// clear forgets every node.
func (ch *chainer) clear() {
	ch.nodes, ch.parents = ch.nodes[:0], ch.parents[:0]
	ch.nestedCost = append(ch.nestedCost[:0], 0)
	clear(ch.nestedIDs)
}

// ancestors returns the number of distinct potentials among n and its
// ancestors (SE's getAncestorCount).
func (ch *chainer) ancestors(n int32) int { return len(ch.lineage(n)) }

// lineage returns n and its ancestors as SE's getChain lists them:
// breadth first, each potential once (by its first node). The slice is
// ch.queue's: it holds until the next call.
func (ch *chainer) lineage(n int32) []int32 {
	ch.stamp++
	if ch.stamp == 0 {
		ch.seen = [numPots]uint32{}
		ch.stamp = 1
	}
	q := append(ch.queue[:0], n)
	w := 0
	for i := 0; i < len(q); i++ {
		m := q[i]
		nd := ch.nodes[m]
		if ch.seen[nd.pot] == ch.stamp {
			continue
		}
		ch.seen[nd.pot] = ch.stamp
		q = append(q, ch.parents[nd.first:nd.first+nd.n]...)
		q[w] = m // w <= i: a slot already read
		w++
	}
	ch.queue = q
	return q[:w]
}

// isAncestor reports whether q is on the first-parent line above n.
func (ch *chainer) isAncestor(n int32, q pot) bool {
	for ch.nodes[n].n > 0 {
		n = ch.parents[ch.nodes[n].first]
		if ch.nodes[n].pot == q {
			return true
		}
	}
	return false
}

// onToOff appends the potentials that node n's potential (on) turns off.
func (ch *chainer) onToOff(out []pot, n int32, y bool) []pot {
	return ch.grid.onToOff(out, ch.nodes[n].pot, y)
}

// offToOn appends the potentials that node n's potential (off) turns on.
func (ch *chainer) offToOn(out []onEdge, n int32, y, x bool) []onEdge {
	return ch.grid.offToOn(out, ch.nodes[n].pot, y, x)
}

// onToOff appends the potentials that potential q (on) turns off: with
// y, the cell's other candidates; then the digit's other places in the
// block, the row and the column, in that order.
func (g *grid) onToOff(out []pot, q pot, y bool) []pot {
	c, d := q.cell(), q.digit()
	if y {
		for m := g.cands[c] &^ (1 << (d - 1)); m != 0; m &= m - 1 {
			out = append(out, potOf(c, bits.TrailingZeros16(m)+1, false))
		}
	}
	block := regionOf[c][blockType]
	for m := g.at(blockType, int(block), d) &^ (1 << indexIn[c][blockType]); m != 0; m &= m - 1 {
		out = append(out, potOf(int(regions[blockType*9+int(block)][bits.TrailingZeros16(m)]), d, false))
	}
	for _, t := range [2]int{rowType, columnType} {
		i := int(regionOf[c][t])
		for m := g.at(t, i, d) &^ (1 << indexIn[c][t]); m != 0; m &= m - 1 {
			if x := regions[t*9+i][bits.TrailingZeros16(m)]; regionOf[x][blockType] != block {
				out = append(out, potOf(int(x), d, false))
			}
		}
	}
	return out
}

// onEdge is a potential an off potential turns on, and the rule that
// does it: the cell (-1) or the region type whose last other place it is.
type onEdge struct {
	pot  pot
	rule int8
}

// offToOn appends the potentials that potential q (off) turns on: with y,
// the other candidate of a cell left with two; with x, the other place of
// the digit in a block, row or column left with two, each once.
func (g *grid) offToOn(out []onEdge, q pot, y, x bool) []onEdge {
	start := len(out)
	c, d := q.cell(), q.digit()
	if y && bits.OnesCount16(g.cands[c]) == 2 {
		other := bits.TrailingZeros16(g.cands[c]&^(1<<(d-1))) + 1
		out = append(out, onEdge{potOf(c, other, true), -1})
	}
	if !x {
		return out
	}
next:
	for _, t := range [3]int{blockType, rowType, columnType} {
		i := int(regionOf[c][t])
		pos := g.at(t, i, d)
		if bits.OnesCount16(pos) != 2 {
			continue
		}
		other := regions[t*9+i][bits.TrailingZeros16(pos&^(1<<indexIn[c][t]))]
		target := potOf(int(other), d, true)
		for _, e := range out[start:] {
			if e.pot == target {
				continue next
			}
		}
		out = append(out, onEdge{target, int8(t)})
	}
	return out
}

// onNode makes the node of edge e from parent. In a dynamic search it
// also has as parents the candidates earlier steps removed from the cell
// or region of its rule (found in off).
func (ch *chainer) onNode(e onEdge, parent int32, off *potSet) int32 {
	on := ch.node(e.pot, parent)
	if !ch.dynamic {
		return on
	}
	c, d := e.pot.cell(), e.pot.digit()
	g := ch.grid
	if e.rule < 0 {
		for m := ch.save.cands[c] &^ g.cands[c]; m != 0; m &= m - 1 {
			if p, ok := off.get(potOf(c, bits.TrailingZeros16(m)+1, false)); ok {
				ch.addParent(on, p)
			}
		}
		return on
	}
	t := int(e.rule)
	i := int(regionOf[c][t])
	for m := ch.save.at(t, i, d) &^ g.at(t, i, d); m != 0; m &= m - 1 {
		if p, ok := off.get(potOf(int(regions[t*9+i][bits.TrailingZeros16(m)]), d, false)); ok {
			ch.addParent(on, p)
		}
	}
	return on
}

// chain completes on and off with every potential they imply, a step at a
// time, on potentials first (SE's doChaining). It stops at the first
// potential implied both on and off and returns the two nodes. A dynamic
// search removes each off potential from the grid as it goes, so later
// steps see the smaller grid; the grid is restored before it returns.
func (ch *chainer) chain(on, off *potSet) (absOn, absOff int32, absurd bool) {
	ch.save = *ch.grid
	defer func() { *ch.grid = ch.save }()
	pendOn, pendOff := &ch.pendOn, &ch.pendOff
	pendOn.reset()
	pendOff.reset()
	for _, q := range on.order {
		n, _ := on.get(q)
		pendOn.push(n)
	}
	for _, q := range off.order {
		n, _ := off.get(q)
		pendOff.push(n)
	}
	y := !ch.nishio
	cut := ch.searchCut()
	for {
		if pendOn.empty() && pendOff.empty() {
			if ch.level > 0 {
				ch.advanced(off) // queues what its rules remove
			}
			if pendOff.empty() {
				break
			}
		}
		if !pendOn.empty() {
			p := pendOn.pop()
			if ch.nodes[p].depth+1 >= cut {
				continue
			}
			ch.offs = ch.onToOff(ch.offs[:0], p, y)
			for _, q := range ch.offs {
				if n, ok := on.get(q.flip()); ok {
					return n, ch.node(q, p), true
				}
				if !off.has(q) {
					o := ch.node(q, p)
					off.add(q, o)
					pendOff.push(o)
				}
			}
			continue
		}
		p := pendOff.pop()
		if ch.nodes[p].depth+1 >= cut {
			continue
		}
		ch.ons = ch.offToOn(ch.ons[:0], p, y, true)
		// The hidden parents are read before p leaves the grid.
		var made [4]int32
		for k, e := range ch.ons {
			made[k] = -1
			if off.has(e.pot.flip()) || !on.has(e.pot) {
				made[k] = ch.onNode(e, p, off)
			}
		}
		if ch.dynamic {
			q := ch.nodes[p].pot
			ch.grid.drop(q.cell(), 1<<(q.digit()-1))
		}
		for k, e := range ch.ons {
			if n, ok := off.get(e.pot.flip()); ok {
				return made[k], n, true
			}
			if made[k] >= 0 && on.add(e.pot, made[k]) {
				pendOn.push(made[k])
			}
		}
	}
	return 0, 0, false
}

// searchCut is the cut a search runs with (see cut): none in Dynamic+,
// whose searches do not run in order of depth, as its rules add
// potentials of any depth once the queues run dry.
func (ch *chainer) searchCut() int32 {
	if ch.level > 0 {
		return 1 << 30
	}
	return ch.cut()
}

// cut is the complexity from which no step can be taken over the best
// found so far (any, when none is found yet). chain leaves unexpanded a
// potential whose depth d has d+1 >= cut: every step that would differ
// from a full search has a potential at least that deep, or one found
// after SE's search would have stopped from one, so its complexity is at
// least cut. The searches run in order of depth (SE's queues, on
// potentials first, add potentials of each state in order of depth),
// which is what makes this hold.
func (ch *chainer) cut() int32 {
	if !ch.haveBest {
		return 1 << 30
	}
	if ch.cutFor == [4]int{ch.bestKey[0], ch.bestKey[1], ch.bestKey[2], ch.base} {
		return ch.cutIs
	}
	c := 1
	for keyLess([3]int{ch.base + lengthBonus(c), c, 1}, ch.bestKey) {
		c++
	}
	ch.cutFor, ch.cutIs = [4]int{ch.bestKey[0], ch.bestKey[1], ch.bestKey[2], ch.base}, int32(c)
	return ch.cutIs
}

// lengthBonus is SE's rating for a chain's complexity, in tenths: 0 up
// to a length (complexity - 2) of 4, then 1 more each time the length
// passes 4, 6, 8, 12, 16, 24, 32, ...
func lengthBonus(complexity int) int {
	length, ceil, odd, bonus := complexity-2, 4, false, 0
	for length > ceil {
		bonus++
		if odd {
			ceil = ceil * 4 / 3
		} else {
			ceil = ceil * 3 / 2
		}
		odd = !odd
	}
	return bonus
}

// wins reports whether a step found with base rating base, complexity
// and sort key would be easier than every step found so far, and its
// key (rating first) if so. A step is built only once it wins: most lose.
func (ch *chainer) wins(base, complexity, sortKey int) ([3]int, bool) {
	key := [3]int{base + lengthBonus(complexity), complexity, sortKey}
	return key, ch.collect || !ch.haveBest || keyLess(key, ch.bestKey)
}

// keep makes h, whose key won, the producer's step.
func (ch *chainer) keep(h hint, key [3]int) {
	h.rating = key[0]
	ch.best, ch.bestKey, ch.haveBest = h, key, true
}

// take keeps h, whose key won and whose chains end at targets; a nested
// producer adds it to its steps instead, with the candidates it needs
// gone (ruleParents, with root and cycle).
func (ch *chainer) take(h hint, key [3]int, root int8, cycle bool, targets ...int32) {
	if !ch.collect {
		ch.keep(h, key)
		return
	}
	st := nestedStep{remove: h.remove, key: key, need: ch.ruleParents(targets, root, cycle)}
	if len(st.need) > 0 { // the caller drops the others
		st.chain = ch.chainPrint(targets)
	}
	ch.steps = append(ch.steps, st)
}

// complexity is SE's complexity of a step whose chains end at targets:
// the distinct potentials among each target's ancestors, summed over the
// targets, plus the complexity of each distinct nested chain whose
// eliminations they took.
func (ch *chainer) complexity(targets ...int32) int {
	c := 0
	for _, t := range targets {
		c += ch.ancestors(t)
	}
	if len(ch.nestedCost) > 1 {
		c += ch.nestedComplexity(targets)
	}
	return c
}

func keyLess(a, b [3]int) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// targetHint is the step a chain's target gives: an off target removes
// its candidate; an on target places its digit and removes the cell's
// other candidates. It reports false when an on target's cell has no
// other candidate (SE's reductions then remove nothing and are dropped).
func (ch *chainer) targetHint(name, detail string, target pot, alwaysWorth bool) (hint, bool) {
	h := newHint(0, name)
	h.detail = detail
	c, d := target.cell(), target.digit()
	if !target.on() {
		h.remove[c] = 1 << (d - 1)
		return h, true
	}
	h.remove[c] = ch.grid.cands[c] &^ (1 << (d - 1))
	if h.remove[c] == 0 && !alwaysWorth {
		return h, false
	}
	h.cell, h.value = c, d
	return h, true
}

// staticChains is SE's "Forcing Chains & Cycles": X-cycles and forcing
// X-chains, then Y-cycles, then cycles and forcing chains of both links,
// from every candidate of every cell, in cell order.
//
// X links follow one digit: in the first pass, a digit whose places and
// sources are as they were when that pass last found nothing is not
// searched.
func staticChains(p *grid, ctx context.Context) (hint, bool) {
	ch := newChainer(p)
	if !ch.staticChains(ctx) {
		ch.done()
		return hint{}, false
	}
	return ch.done()
}

// staticChains runs staticChains' searches on ch.grid; it reports
// false when ctx ended them.
func (ch *chainer) staticChains(ctx context.Context) bool {
	p := ch.grid
	if ch.reach == nil {
		ch.reach = &reachability{}
	}
	reach := ch.reach
	var places, sources [10]cellSet
	var skipX uint16
	if p.memo != nil {
		places, sources = p.digitCells()
		for d := 1; d <= 9; d++ {
			if p.memo.xChains.unchanged(d, places[d], sources[d]) {
				skipX |= 1 << (d - 1)
			}
		}
	}
	for _, links := range [3][2]bool{{false, true}, {true, false}, {true, true}} {
		y, x := links[0], links[1]
		skip := uint16(0)
		if !y {
			skip = skipX
			if skip == allDigits {
				continue
			}
		}
		reach.build(p, y, x, allDigits&^skip)
		for c := range 81 {
			if ctx != nil && ctx.Err() != nil {
				return false
			}
			n := bits.OnesCount16(p.cands[c])
			if p.value[c] != 0 || n < 2 || (n > 2 && !x) {
				continue
			}
			for m := p.cands[c] &^ skip; m != 0; m &= m - 1 {
				source := potOf(c, bits.TrailingZeros16(m)+1, true)
				// The searches that can find something: a cycle needs
				// the source on one, a forcing chain a way from the
				// source to its opposite.
				var parts unaryParts
				if reach.onCycle(source) {
					parts |= sourceCycles
				}
				if x && reach.reaches(source, source.flip()) {
					parts |= forcingOn
				}
				if x && reach.reaches(source.flip(), source) {
					parts |= forcingOff
				}
				if parts != 0 {
					ch.unary(source, y, x, parts)
				}
			}
		}
		if !y && !ch.haveBest && p.memo != nil {
			// Nothing found, so every search ran in full.
			for d := 1; d <= 9; d++ {
				p.memo.xChains.nothing(d, places[d], sources[d])
			}
		}
	}
	return true
}

// minBase is the lowest base rating of a unary chain with these links:
// cycles of one kind of link rate 6.5, of both 7.0.
func (ch *chainer) minBase(y, x bool) int {
	if y && x {
		return 70
	}
	return 65
}

// beyondBest reports whether a chain of at least complexity, base rating
// and sort key found now could not be taken over the best step so far.
// A unary search stops there: every potential it reaches at depth d has
// d+1 distinct potentials on its line (d for the one closing a cycle).
func (ch *chainer) beyondBest(base, complexity, key int) bool {
	if !ch.haveBest {
		return false
	}
	return !keyLess([3]int{base + lengthBonus(complexity), complexity, key}, ch.bestKey)
}

// chainKindKey is SE's sort key of a unary chain by its links.
func chainKindKey(y, x bool) int {
	switch {
	case y && x:
		return 4
	case y:
		return 3
	}
	return 2
}

// unaryParts are the searches of a unary chaining, as a set.
type unaryParts uint8

const (
	sourceCycles unaryParts = 1 << iota // cycles through the source
	forcingOn                           // forcing chains from the source on
	forcingOff                          // forcing chains from the source off
)

// unary searches the cycles through source (on) and, with x links, the
// forcing chains from source on and from source off (SE's unary chaining),
// those of them parts names: the caller leaves out the searches that
// cannot find anything.
func (ch *chainer) unary(source pot, y, x bool, parts unaryParts) {
	ch.clear()
	on, off := ch.set(), ch.set()
	defer ch.release(on, off)
	root := ch.node(source, -1)
	var cycles, targets []int32
	if parts&sourceCycles != 0 {
		on.add(source, root)
		cycles = ch.cycles(root, on, off, y, x)
	}
	if x && parts&forcingOn != 0 {
		on.reset()
		off.reset()
		on.add(source, root)
		targets = ch.forcing(root, on, off, y, targets)
	}
	if x && parts&forcingOff != 0 {
		on.reset()
		off.reset()
		rootOff := ch.node(source.flip(), -1)
		off.add(source.flip(), rootOff)
		targets = ch.forcing(rootOff, on, off, y, targets)
	}
	key := chainKindKey(y, x)
	for _, dst := range cycles {
		ch.cycleHint(dst, y, x, key)
	}
	base := 66
	if y && x {
		base = 70
	}
	for _, t := range targets {
		complexity := ch.complexity(t)
		target := ch.nodes[t].pot
		name := "Forcing Chain"
		if !y {
			name = "Forcing X-Chain"
			if complexity == 6 {
				name = "Turbot Fish"
			}
		}
		k, ok := ch.wins(base, complexity, key)
		if !ok {
			continue
		}
		if h, ok := ch.targetHint(name, target.String()+" "+target.onOff(), target, true); ok {
			ch.take(h, k, rootNone, false, t)
		}
	}
}

// cycles searches, breadth first, the implications from root (on) that
// come back to it after at least four links, never turning off an
// ancestor of the potential that would do it (SE's doCycles). It returns
// the nodes that close a cycle. It follows the links of ch.reach, built
// for y and x on the position.
func (ch *chainer) cycles(root int32, on, off *potSet, y, x bool) []int32 {
	source := ch.nodes[root].pot
	var found []int32
	// An off potential turned off again adds nothing to on: its first
	// node, ahead of it in the queue, adds every potential it implies.
	// It matters only if it turns the source on, closing a cycle: only
	// then is it made again. The partners are those that turn the
	// source on (strong links go both ways).
	graph := ch.reach
	var partners [4]pot
	nPartners := 0
	for _, q := range graph.next(source.flip()) {
		partners[nPartners] = q.flip()
		nPartners++
	}
	isPartner := func(q pot) bool {
		for _, r := range partners[:nPartners] {
			if r == q {
				return true
			}
		}
		return false
	}
	pendOn, pendOff := &ch.pendOn, &ch.pendOff
	pendOn.reset()
	pendOff.reset()
	pendOn.push(root)
	floor := ch.minBase(y, x)
	key := chainKindKey(y, x)
	for length := 0; !pendOn.empty() || !pendOff.empty(); {
		length++
		if ch.beyondBest(floor, length, key) {
			break
		}
		for !pendOn.empty() {
			p := pendOn.pop()
			for _, q := range graph.next(ch.nodes[p].pot) {
				// Every off node is in off: one not there is no
				// ancestor of p.
				if off.has(q) && (!isPartner(q) || ch.isAncestor(p, q)) {
					continue
				}
				o := ch.node(q, p)
				pendOff.push(o)
				off.add(q, o)
			}
		}
		length++
		if ch.beyondBest(floor, length, key) {
			break
		}
		for !pendOff.empty() {
			p := pendOff.pop()
			for _, q := range graph.next(ch.nodes[p].pot) {
				if length >= 4 && q == source {
					found = append(found, ch.node(q, p))
				}
				if !on.has(q) {
					o := ch.node(q, p)
					on.add(q, o)
					pendOn.push(o)
				}
			}
		}
	}
	return found
}

// forcing searches the implications from root until one contradicts root
// itself (SE's doForcingChains): such a potential is a target, added to
// targets once. It follows the links of ch.reach, as cycles does.
func (ch *chainer) forcing(root int32, on, off *potSet, y bool, targets []int32) []int32 {
	source := ch.nodes[root].pot
	addTarget := func(n int32) {
		q := ch.nodes[n].pot
		for _, t := range targets {
			if ch.nodes[t].pot == q {
				return
			}
		}
		targets = append(targets, n)
	}
	graph := ch.reach
	pendOn, pendOff := &ch.pendOn, &ch.pendOff
	pendOn.reset()
	pendOff.reset()
	if source.on() {
		pendOn.push(root)
	} else {
		pendOff.push(root)
	}
	floor, key := ch.minBase(y, true), chainKindKey(y, true)
	for length := 0; !pendOn.empty() || !pendOff.empty(); {
		length++
		if ch.beyondBest(floor, length, key) {
			break
		}
		for !pendOn.empty() {
			p := pendOn.pop()
			for _, q := range graph.next(ch.nodes[p].pot) {
				o := int32(-1)
				if q.flip() == source {
					o = ch.node(q, p)
					addTarget(o)
				}
				if !off.has(q) {
					if o < 0 {
						o = ch.node(q, p)
					}
					off.add(q, o)
					pendOff.push(o)
				}
			}
		}
		length++
		if ch.beyondBest(floor, length, key) {
			break
		}
		for !pendOff.empty() {
			p := pendOff.pop()
			for _, q := range graph.next(ch.nodes[p].pot) {
				o := int32(-1)
				if q.flip() == source {
					o = ch.node(q, p)
					addTarget(o)
				}
				if !on.has(q) {
					if o < 0 {
						o = ch.node(q, p)
					}
					on.add(q, o)
					pendOn.push(o)
				}
			}
		}
	}
	return targets
}

// cycleHint offers the cycle that dst closes: every candidate that sees
// an on potential of the cycle in both directions of travel goes.
func (ch *chainer) cycleHint(dst int32, y, x bool, key int) {
	base := 65
	if y && x {
		base = 70
	}
	k, ok := ch.wins(base, ch.complexity(dst), key)
	if !ok {
		return
	}
	var cells cellSet
	var line []int32
	for n := dst; ch.nodes[n].n > 0; n = ch.parents[ch.nodes[n].first] {
		line = append(line, n)
		cells.add(ch.nodes[n].pot.cell())
	}
	var forward, backward [81]uint16
	for _, n := range line {
		q := ch.nodes[n].pot
		bit := uint16(1) << (q.digit() - 1)
		for _, peer := range peersOf[q.cell()] {
			if cells.has(int(peer)) || ch.grid.cands[peer]&bit == 0 {
				continue
			}
			if q.on() {
				forward[peer] |= bit
			} else {
				backward[peer] |= bit
			}
		}
	}
	h := newHint(0, "")
	for c := range 81 {
		h.remove[c] = forward[c] & backward[c]
	}
	if !h.worth() {
		return
	}
	switch {
	case y && x:
		h.name = "Bidirectional Cycle"
	case y:
		h.name = "Bidirectional Y-Cycle"
	case cells.count() == 4:
		h.name = "Generalized X-Wing"
	default:
		h.name = "Bidirectional X-Cycle"
	}
	var list []int
	seenCell := cellSet{}
	for i := len(line) - 1; i >= 0; i-- {
		if c := ch.nodes[line[i]].pot.cell(); !seenCell.has(c) {
			seenCell.add(c)
			list = append(list, c)
		}
	}
	h.detail = cellNames(list...)
	ch.take(h, k, rootNone, true, dst)
}

// nishioChains is SE's Nishio forcing chains (7.5): dynamic searches
// with X links only, from each candidate on and off, kept when they
// reach a contradiction.
//
// A Nishio search follows one digit: a digit whose places and sources are
// as they were when the producer last found nothing is not searched.
func nishioChains(p *grid, ctx context.Context) (hint, bool) {
	ch := newChainer(p)
	ch.dynamic, ch.nishio, ch.base = true, true, 75
	var places, sources [10]cellSet
	if p.memo != nil {
		places, sources = p.digitCells()
		for d := 1; d <= 9; d++ {
			if p.memo.nishio.unchanged(d, places[d], sources[d]) {
				ch.skip |= 1 << (d - 1)
			}
		}
	}
	h, ok := ch.run(ctx)
	if !ok && p.memo != nil && (ctx == nil || ctx.Err() == nil) {
		for d := 1; d <= 9; d++ {
			p.memo.nishio.nothing(d, places[d], sources[d])
		}
	}
	return h, ok
}

// multipleChains is SE's multiple forcing chains (8.0): static cell and
// region forcing chains from cells of three candidates or more.
func multipleChains(p *grid, ctx context.Context) (hint, bool) {
	ch := newChainer(p)
	ch.multiple, ch.base = true, 80
	return ch.run(ctx)
}

// dynamicChains is SE's dynamic forcing chains (8.5): contradiction,
// double, cell and region forcing chains whose searches see the
// candidates they remove.
func dynamicChains(p *grid, ctx context.Context) (hint, bool) {
	ch := newChainer(p)
	ch.multiple, ch.dynamic, ch.base = true, true, 85
	return ch.run(ctx)
}

// run runs multipleChains and returns the easiest step, if ctx did not
// end the searches first; ch goes back to the pool.
func (ch *chainer) run(ctx context.Context) (hint, bool) {
	if !ch.multipleChains(ctx) {
		ch.done()
		return hint{}, false
	}
	return ch.done()
}

// multipleChains runs the binary, region and cell chainings from every
// cell SE's producer starts from, in cell order (SE's
// getMultipleChainsHintList). It reports false when ctx ended them.
//
// A static search (multiple chains, 8.0) implies what its source reaches
// in the static graph (reachability): a cell or region whose sources reach
// nothing in common gives no step, and its searches are not run.
func (ch *chainer) multipleChains(ctx context.Context) bool {
	p := ch.grid
	ch.clear()
	ch.static = nil
	if !ch.dynamic && !ch.nishio {
		if ch.reach == nil {
			ch.reach = &reachability{}
		}
		ch.static = ch.reach
		ch.static.build(p, true, true, allDigits)
	}
	for c := range 81 {
		if ctx != nil && ctx.Err() != nil {
			return false
		}
		n := bits.OnesCount16(p.cands[c])
		if p.value[c] != 0 || n < 2 || (n == 2 && !ch.dynamic) {
			continue
		}
		ch.cellChains(c, n)
	}
	return true
}

// cellChains runs SE's chainings from cell c with n candidates.
func (ch *chainer) cellChains(c, n int) {
	var valueOn, valueOff [10]*potSet
	cands := ch.grid.cands[c]
	for m := cands &^ ch.skip; m != 0; m &= m - 1 {
		d := bits.TrailingZeros16(m) + 1
		var on, off *potSet
		if ch.static == nil {
			// A static search has no contradiction or double chain:
			// binary would find nothing, and its search from d on is
			// made when a reduction needs it.
			on, off = ch.binary(c, d, n)
		}
		valueOn[d], valueOff[d] = on, off
		if !ch.nishio {
			ch.regionChains(c, d, on, off)
		}
	}
	if ch.nishio || !(n == 2 || ch.multiple) {
		return
	}
	if ch.static != nil {
		var sources [9]pot
		k := 0
		for m := cands; m != 0; m &= m - 1 {
			sources[k] = potOf(c, bits.TrailingZeros16(m)+1, true)
			k++
		}
		if !ch.static.common(sources[:k]) {
			return
		}
		for m := cands; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m) + 1
			e := ch.closure(potOf(c, d, true))
			valueOn[d], valueOff[d] = e.on, e.off
		}
	}
	var on, off []*potSet
	for m := cands; m != 0; m &= m - 1 {
		d := bits.TrailingZeros16(m) + 1
		on, off = append(on, valueOn[d]), append(off, valueOff[d])
	}
	for _, sets := range [2][]*potSet{on, off} {
		ch.reductions(sets, "Cell Forcing Chains", 5, rootCell, func(q pot) string {
			return fmt.Sprintf("%s ==> %s %s", cellName(c), q, q.onOff())
		})
	}
}

// reductions offers, as steps of SE's sort key, every potential that
// each branch's search (sets, one per candidate of a cell or place of a
// digit) implies: its complexity is the sum of its ancestors in every
// branch. The order is that of the first branch's search.
//
// root is the cause SE gives the branches' sources when it asks which
// removed candidates the step needs (rootCell, or a region type).
func (ch *chainer) reductions(sets []*potSet, name string, sortKey int, root int8, detail func(pot) string) {
	cut := int(ch.cut())
	for _, q := range sets[0].order {
		// A potential's line has depth+1 distinct potentials, so the
		// sum over the branches bounds the complexity from below.
		least := 0
		for _, s := range sets {
			n, ok := s.get(q)
			if !ok {
				least = -1
				break
			}
			least += int(ch.nodes[n].depth) + 1
		}
		if least < 0 || least >= cut {
			continue
		}
		branches := ch.branches[:0]
		for _, s := range sets {
			n, _ := s.get(q)
			branches = append(branches, n)
		}
		ch.branches = branches
		if k, ok := ch.wins(ch.base, ch.complexity(branches...), sortKey); ok {
			if h, ok := ch.targetHint(name, detail(q), q, false); ok {
				ch.take(h, k, root, false, branches...)
			}
		}
	}
}

// binary assumes digit d of cell c on, then off, and returns what "on"
// implies (the closure's sets). A contradiction from either assumption is a step
// (dynamic and Nishio searches); so is, in a dynamic search from a cell of
// three candidates or more, a potential both assumptions imply.
func (ch *chainer) binary(c, d, n int) (on, off *potSet) {
	srcOn := potOf(c, d, true)
	e := ch.closure(srcOn)
	on, off = e.on, e.off
	absOn, absOff, absurd := e.absOn, e.absOff, e.absurd
	contradiction := ch.dynamic || ch.nishio
	name := "Contradiction Forcing Chain"
	if ch.nishio {
		name = "Nishio Forcing Chain"
	}
	if contradiction && absurd {
		if k, ok := ch.wins(ch.base, ch.complexity(absOn, absOff), 7); ok {
			detail := fmt.Sprintf("%s on ==> %s both on & off", srcOn, ch.nodes[absOff].pot)
			h, _ := ch.targetHint(name, detail, srcOn.flip(), true)
			ch.take(h, k, rootNone, false, absOn, absOff)
		}
	}
	offOn, offOff := ch.set(), ch.set()
	defer ch.release(offOn, offOff)
	rootOff := ch.node(srcOn.flip(), -1)
	offOff.add(srcOn.flip(), rootOff)
	absOn, absOff, absurd = ch.chain(offOn, offOff)
	if contradiction && absurd {
		if k, ok := ch.wins(ch.base, ch.complexity(absOn, absOff), 7); ok {
			detail := fmt.Sprintf("%s off ==> %s both on & off", srcOn, ch.nodes[absOff].pot)
			if h, ok := ch.targetHint(name, detail, srcOn, false); ok {
				ch.take(h, k, rootNone, false, absOn, absOff)
			}
		}
	}
	if !(n >= 3 && ch.dynamic && !ch.nishio) {
		return on, off
	}
	for _, pair := range [2][2]*potSet{{on, offOn}, {off, offOff}} {
		for _, q := range pair[0].order {
			b, ok := pair[1].get(q)
			if !ok {
				continue
			}
			a, _ := pair[0].get(q)
			k, ok := ch.wins(ch.base, ch.complexity(a, b), 1)
			if !ok {
				continue
			}
			detail := fmt.Sprintf("%s on & off ==> %s %s", srcOn, q, q.onOff())
			if h, ok := ch.targetHint("Double Forcing Chain", detail, q, false); ok {
				ch.take(h, k, rootNone, false, a, b)
			}
		}
	}
	return on, off
}

// regionChains runs, for each region of cell c where digit d has two
// places (or more, in a multiple search) and c is the first, the search
// from each place: what all of them imply is a step. on and off are what
// c holding d implies (nil in a static search, which makes them when a
// region needs them).
func (ch *chainer) regionChains(c, d int, on, off *potSet) {
	for _, t := range [3]int{blockType, rowType, columnType} {
		r := region(t, int(regionOf[c][t]))
		pos := ch.grid.positions(r, d)
		k := bits.OnesCount16(pos)
		if !(k == 2 || (ch.multiple && k > 2)) || int(r[bits.TrailingZeros16(pos)]) != c {
			continue
		}
		if ch.static != nil {
			var sources [9]pot
			k := 0
			for m := pos; m != 0; m &= m - 1 {
				sources[k] = potOf(int(r[bits.TrailingZeros16(m)]), d, true)
				k++
			}
			if !ch.static.common(sources[:k]) {
				continue
			}
		}
		var posOn, posOff []*potSet
		for m := pos; m != 0; m &= m - 1 {
			x := int(r[bits.TrailingZeros16(m)])
			if x == c && on != nil {
				posOn, posOff = append(posOn, on), append(posOff, off)
				continue
			}
			e := ch.closure(potOf(x, d, true))
			posOn, posOff = append(posOn, e.on), append(posOff, e.off)
		}
		for _, sets := range [2][]*potSet{posOn, posOff} {
			ch.reductions(sets, "Region Forcing Chains", 6, int8(t), func(q pot) string {
				return fmt.Sprintf("%d in %s ==> %s %s", d, regionName(t), q, q.onOff())
			})
		}
	}
}
