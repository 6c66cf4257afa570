package serate

// reachability is the static implication graph of a position for one kind of
// links (X, Y or both), as SE's static chains follow it, reduced to its
// strongly connected components and which of them reach which. A static
// search from a potential finds a forcing chain only if the potential
// reaches its own opposite, and a cycle only if it lies on a cycle of the
// graph: the static chains producer asks here first and skips the
// searches that cannot find anything.
// Cost: one pass over the graph's edges, and a bitset row per component.
type reachability struct {
	comp  [numPots]int32 // component of each potential; -1 if not in the position
	size  []int32        // potentials per component
	reach []uint64       // row per component: the components it reaches
	words int            // words per row

	// The graph, as adjacency lists, and Tarjan's scratch.
	first       [numPots + 1]int32
	edges       []pot
	nodes       []pot // the potentials in the graph, in order
	index, low  [numPots]int32
	onStack     [numPots]bool
	stack, path []pot
	at          []int32 // path's next edge, per frame
	offs        []pot
	ons         []onEdge
	and         []uint64 // common's scratch row

	// The candidates and links of the graph r holds, if built: static
	// multiple chains ask again for the graph static chains built last
	// on the same position (with Nishio chains, which find nothing,
	// between them).
	builtFor   [81]uint16
	builtLinks [2]bool
	built      bool

	digits uint16 // the digits whose potentials are in the graph
}

// build makes the graph of p with y (cell) and x (region) links, on the
// potentials of digits only (a mask): X links never leave a digit, so an
// X graph of fewer digits is the same graph on them. With y, digits must
// be allDigits.
func (r *reachability) build(p *grid, y, x bool, digits uint16) {
	if r.built && r.builtLinks == [2]bool{y, x} && r.digits == digits && r.builtFor == p.cands {
		return
	}
	r.built, r.builtLinks, r.digits, r.builtFor = true, [2]bool{y, x}, digits, p.cands
	r.edges, r.nodes = r.edges[:0], r.nodes[:0]
	for q := range pot(numPots) {
		r.first[q] = int32(len(r.edges))
		if !r.in(p, q) {
			continue
		}
		r.nodes = append(r.nodes, q)
		if q.on() {
			r.offs = p.onToOff(r.offs[:0], q, y)
			r.edges = append(r.edges, r.offs...)
			continue
		}
		r.ons = p.offToOn(r.ons[:0], q, y, x)
		for _, e := range r.ons {
			r.edges = append(r.edges, e.pot)
		}
	}
	r.first[numPots] = int32(len(r.edges))
	r.components()
}

// next returns the potentials q implies through one link, in the order
// onToOff and offToOn give them.
func (r *reachability) next(q pot) []pot { return r.edges[r.first[q]:r.first[q+1]] }

// in reports whether potential q is a node of the graph.
func (r *reachability) in(p *grid, q pot) bool {
	c, d := q.cell(), q.digit()
	return r.digits>>(d-1)&1 != 0 && p.value[c] == 0 && p.has(c, d)
}

// components finds the strongly connected components (Tarjan's, without
// recursion) and, as each completes, the components it reaches: Tarjan's
// completes a component after every component it leads to.
func (r *reachability) components() {
	for i := range r.comp {
		r.comp[i] = -1
	}
	for _, q := range r.nodes {
		r.index[q], r.onStack[q] = 0, false
	}
	r.words = (len(r.nodes) + 63) / 64
	r.size, r.reach = r.size[:0], r.reach[:0]
	next := int32(1)
	for _, root := range r.nodes {
		if r.index[root] != 0 {
			continue
		}
		r.path, r.at = append(r.path[:0], root), append(r.at[:0], r.first[root])
		r.index[root], r.low[root] = next, next
		next++
		r.stack = append(r.stack, root)
		r.onStack[root] = true
		for len(r.path) > 0 {
			top := len(r.path) - 1
			v := r.path[top]
			if e := r.at[top]; e < r.first[v+1] {
				r.at[top]++
				w := r.edges[e]
				switch {
				case r.index[w] == 0:
					r.index[w], r.low[w] = next, next
					next++
					r.stack = append(r.stack, w)
					r.onStack[w] = true
					r.path, r.at = append(r.path, w), append(r.at, r.first[w])
				case r.onStack[w]:
					r.low[v] = min(r.low[v], r.index[w])
				}
				continue
			}
			r.path, r.at = r.path[:top], r.at[:top]
			if top > 0 {
				u := r.path[top-1]
				r.low[u] = min(r.low[u], r.low[v])
			}
			if r.low[v] == r.index[v] {
				r.complete(v)
			}
		}
	}
}

// complete pops the component whose root is v off the stack and, in a
// graph with X links, fills its row. Without X links only cycles are
// asked for, and the components answer them without rows.
func (r *reachability) complete(v pot) {
	id := int32(len(r.size))
	r.size = append(r.size, 0)
	k := len(r.stack)
	for {
		k--
		w := r.stack[k]
		r.onStack[w] = false
		r.comp[w] = id
		r.size[id]++
		if w == v {
			break
		}
	}
	members := r.stack[k:]
	r.stack = r.stack[:k]
	if !r.builtLinks[1] {
		return
	}
	start := len(r.reach)
	r.reach = append(r.reach, make([]uint64, r.words)...)
	row := r.reach[start:]
	row[id/64] |= 1 << (id % 64)
	for _, w := range members {
		for _, t := range r.edges[r.first[w]:r.first[w+1]] {
			if ct := r.comp[t]; ct != id {
				other := r.reach[int(ct)*r.words:][:r.words]
				for i := range row {
					row[i] |= other[i]
				}
			}
		}
	}
}

// reaches reports whether potential a implies b, through one link or
// more (a potential reaches itself only on a cycle).
func (r *reachability) reaches(a, b pot) bool {
	ca, cb := r.comp[a], r.comp[b]
	if ca < 0 || cb < 0 {
		return false
	}
	if ca == cb {
		return r.size[ca] > 1
	}
	return r.reach[int(ca)*r.words+int(cb)/64]>>(cb%64)&1 != 0
}

// common reports whether potentials sources all reach some potential
// (counting each one as reaching itself).
func (r *reachability) common(sources []pot) bool {
	acc := r.and[:0]
	for i, q := range sources {
		cq := r.comp[q]
		if cq < 0 {
			return false
		}
		row := r.reach[int(cq)*r.words:][:r.words]
		if i == 0 {
			acc = append(acc, row...)
			continue
		}
		any := uint64(0)
		for k := range acc {
			acc[k] &= row[k]
			any |= acc[k]
		}
		if any == 0 {
			return false
		}
	}
	r.and = acc
	return len(acc) > 0
}

// onCycle reports whether potential a lies on a cycle of the graph.
func (r *reachability) onCycle(a pot) bool { return r.reaches(a, a) }
