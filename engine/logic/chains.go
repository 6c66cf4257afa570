package logic

import (
	"slices"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// A node of a chain is a candidate: digit d in cell c, numbered c*N + d-1.
type node int32

func (s *State) node(c sudoku.Cell, d sudoku.Digit) node { return node(int(c)*s.n + int(d) - 1) }
func (s *State) nodeCell(x node) sudoku.Cell             { return sudoku.Cell(int(x) / s.n) }
func (s *State) nodeDigit(x node) sudoku.Digit           { return sudoku.Digit(int(x)%s.n + 1) }

// chainKind limits the links a chain search may use.
type chainKind int

const (
	xChain   chainKind = iota // one digit: conjugate pairs and peers
	xyChain                   // bivalue cells for strong links, peers for weak ones
	anyChain                  // every strong and weak link
)

// chainTechniques names, by chain kind, the technique of an open chain and
// of a continuous loop of those links.
var chainTechniques = [...][2]Technique{
	xChain:   {XChain, XCycle},
	xyChain:  {XYChain, YCycle},
	anyChain: {AIC, NiceLoop},
}

func findXChain(s *State) (Step, bool)  { return findChain(s, xChain) }
func findXYChain(s *State) (Step, bool) { return findChain(s, xyChain) }
func findAIC(s *State) (Step, bool)     { return findChain(s, anyChain) }

// findChain finds the shortest alternating inference chain or nice loop,
// of the links kind allows, that makes progress. The chain starts with a
// strong link from candidate A and ends with one into candidate Z,
// alternating strong links (if one is false the other is true: a
// conjugate pair, or a cell with two candidates) and weak links (if one is
// true the other is false: peers with the same digit, or two digits of one
// cell). If A is false then Z is true, so A or Z holds:
//   - candidates that see both go (chainElims);
//   - and when Z is weakly linked to A, with no candidate twice, the chain
//     closes into a continuous loop: as many strong as weak links, each
//     strong link with at least one true end and each weak one with at
//     most one, so every link has exactly one, and every weak link
//     eliminates like the ends of a chain.
//
// Breadth-first search from every candidate; chains are at most
// maxChainNodes long. Cost: O(candidates^2 * N) per call.
func findChain(s *State, kind chainKind) (Step, bool) {
	total := s.shape.Cells() * s.n
	// Search states: node*2 + 0 when the node is false (reached by a weak
	// link, or the start), node*2 + 1 when it is true.
	parent := make([]int32, 2*total)
	stamp := make([]int32, 2*total)
	queue := make([]int32, 0, 2*total)
	var best chainFind
	gen := int32(0)
	for c := sudoku.Cell(0); int(c) < s.shape.Cells(); c++ {
		for ds := s.cands[c]; ds != 0; ds &= ds - 1 {
			start := s.node(c, ds.Lowest())
			gen++
			queue = append(queue[:0], int32(start)*2)
			stamp[int(start)*2] = gen
			parent[int(start)*2] = -1
			depth, levelEnd := 1, 1
			for i := 0; i < len(queue); i++ {
				if i == levelEnd {
					depth++
					levelEnd = len(queue)
				}
				if depth >= maxChainNodes || best.path != nil && depth >= len(best.path) {
					break
				}
				st := queue[i]
				x := node(st / 2)
				on := st%2 == 1
				if on {
					if f, ok := s.chainEnd(parent, st, start); ok {
						best = f
						break
					}
				}
				s.links(x, on, kind, func(y node) {
					ns := int32(y) * 2
					if !on {
						ns++
					}
					if stamp[ns] != gen {
						stamp[ns] = gen
						parent[ns] = st
						queue = append(queue, ns)
					}
				})
			}
		}
	}
	if best.path == nil {
		return Step{}, false
	}
	return s.chainStep(best, chainTechniques[kind]), true
}

// chainFind is a chain or, when loop is set, a continuous loop, and what
// it eliminates.
type chainFind struct {
	path  []node
	loop  bool
	elims []Mark
}

// chainEnd returns what the chain from start (false) to search state st
// (true) proves, if anything.
func (s *State) chainEnd(parent []int32, st int32, start node) (chainFind, bool) {
	z := node(st / 2)
	elims := s.chainElims(start, z)
	if s.weakLink(z, start) {
		path := chainPath(parent, st)
		if distinctNodes(path) {
			more := slices.Clone(elims)
			for i := 1; i+1 < len(path); i += 2 {
				for _, m := range s.chainElims(path[i], path[i+1]) {
					more = addMark(more, m.Cell, m.Digits)
				}
			}
			if marksCount(more) > marksCount(elims) {
				slices.SortFunc(more, func(p, q Mark) int { return int(p.Cell) - int(q.Cell) })
				return chainFind{path: path, loop: true, elims: more}, true
			}
		}
	}
	if len(elims) == 0 {
		return chainFind{}, false
	}
	return chainFind{path: chainPath(parent, st), elims: elims}, true
}

// chainStep writes the step of f; ts are the techniques of an open chain
// and of a loop.
func (s *State) chainStep(f chainFind, ts [2]Technique) Step {
	cause := make([]Mark, 0, len(f.path))
	for _, x := range f.path {
		cause = addMark(cause, s.nodeCell(x), sudoku.Bit(s.nodeDigit(x)))
	}
	t := ts[0]
	if f.loop {
		t = ts[1]
	}
	st := Step{Technique: t, Rating: t.Rating() + lengthBonus(len(f.path)), Eliminations: f.elims, Cause: cause}
	nodes := make([]Mark, len(f.path))
	for i, x := range f.path {
		nodes[i] = Mark{s.nodeCell(x), sudoku.Bit(s.nodeDigit(x))}
	}
	if f.loop {
		s.say(&st, "chain-loop", Arg{Name: "Loop", Kind: ArgLoop, Nodes: nodes}, elimsArg(f.elims), argTechnique(t))
		return st
	}
	a, z := nodes[0], nodes[len(nodes)-1]
	args := []Arg{argCell("Start", a.Cell), argCell("End", z.Cell), {Name: "Chain", Kind: ArgChain, Nodes: nodes},
		elimsArg(f.elims), argTechnique(t)}
	if da, dz := a.Digits.Lowest(), z.Digits.Lowest(); da != dz {
		s.say(&st, "chain", append(args, argDigit("StartDigit", da), argDigit("EndDigit", dz))...)
	} else {
		s.say(&st, "chain-one-digit", append(args, argDigit("Digit", da))...)
	}
	return st
}

// weakLink reports whether x and y are weakly linked: the same digit in
// two cells that see each other, or two digits of one cell.
func (s *State) weakLink(x, y node) bool {
	cx, cy := s.nodeCell(x), s.nodeCell(y)
	if cx == cy {
		return x != y
	}
	return s.nodeDigit(x) == s.nodeDigit(y) && s.sees(cx, cy)
}

// distinctNodes reports whether no node appears twice in path.
func distinctNodes(path []node) bool {
	for i, x := range path {
		if slices.Contains(path[i+1:], x) {
			return false
		}
	}
	return true
}

// marksCount returns the number of candidates in marks.
func marksCount(marks []Mark) int {
	n := 0
	for _, m := range marks {
		n += m.Digits.Count()
	}
	return n
}

// maxChainNodes bounds the length of a chain.
const maxChainNodes = 24

// chainPath rebuilds the nodes of the chain ending at search state st.
func chainPath(parent []int32, st int32) []node {
	var path []node
	for ; st >= 0; st = parent[st] {
		path = append(path, node(st/2))
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	return path
}

// links calls f for every node linked to x: by a strong link when x is
// false (on == false), by a weak link when x is true.
func (s *State) links(x node, on bool, kind chainKind, f func(node)) {
	c, d := s.nodeCell(x), s.nodeDigit(x)
	if !on {
		if kind != xyChain {
			for k, h := range s.housesOf(c) {
				m := s.pos[h][d-1]
				if popcount(m) != 2 {
					continue
				}
				other := s.houseCells(h)[trailing(m&^(1<<s.indexIn(sudoku.HouseKind(k), c)))]
				f(s.node(other, d))
			}
			for _, x := range s.moreOf(c) {
				if m := s.pos[x.h][d-1]; popcount(m) == 2 {
					f(s.node(s.houseCells(x.h)[trailing(m&^(1<<x.i))], d))
				}
			}
		}
		if kind != xChain && s.cands[c].Count() == 2 {
			f(s.node(c, s.cands[c].Without(d).Lowest()))
		}
		return
	}
	for _, p := range s.peers(c) {
		if s.cands[p].Has(d) {
			f(s.node(p, d))
		}
	}
	if kind == anyChain {
		for ds := s.cands[c].Without(d); ds != 0; ds &= ds - 1 {
			f(s.node(c, ds.Lowest()))
		}
	}
}

// chainElims returns what "a or z is true" eliminates: the digit from
// cells seeing both when a and z share it; the other digits of their cell
// when they share a cell; each one's digit from the other's cell when
// their cells see each other.
func (s *State) chainElims(a, z node) []Mark {
	ca, da, cz, dz := s.nodeCell(a), s.nodeDigit(a), s.nodeCell(z), s.nodeDigit(z)
	switch {
	case da == dz && ca != cz:
		return s.seeAll(da, ca, cz)
	case ca == cz && da != dz:
		if x := s.cands[ca] &^ sudoku.SetOf(da, dz); x != 0 {
			return []Mark{{ca, x}}
		}
	case da != dz && s.sees(ca, cz):
		var out []Mark
		if s.cands[ca].Has(dz) {
			out = append(out, Mark{ca, sudoku.Bit(dz)})
		}
		if s.cands[cz].Has(da) {
			out = append(out, Mark{cz, sudoku.Bit(da)})
		}
		return out
	}
	return nil
}
