package logic

import (
	"fmt"
	"slices"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// RulesError reports rules a State cannot reason with: the logic solver
// does not drop a rule it cannot honour, it refuses the puzzle and names
// the rules.
type RulesError struct {
	Rules []string // the rules, by name: "non-consecutive", "killer cage at r1c1"
	Msg   string   // why
}

func (e *RulesError) Error() string {
	return "logic: " + e.Msg + ": " + joinAnd(e.Rules)
}

// FromPuzzle returns the state of puzzle p with every candidate its rules
// allow: a digit is a candidate of an empty cell when no peer holds it.
// The houses are the rows, the columns, the rules' regions (or the boxes),
// and every extra house of N cells (diagonals, windows, disjoint groups,
// extra regions); an extra house of fewer cells only makes its cells
// peers. Anti-knight and anti-king make the cells a move apart peers. For
// classic rules it is FromGrid(p.Grid); p.Candidates is not read.
//
// Killer cages make their cells peers, and the cage techniques
// (CageCombination, InniesOuties, CageHouse, HouseCombinations) read
// their totals. Kropki dots, X and V, their negative rules,
// non-consecutive, whispers, palindromes and thermometers are rules
// between two cells (sudoku.PairRules; PairRule). Arrows, little
// killers, sandwiches, renban and between lines and odd and even cells
// are clues (ArrowSum, LittleKillerSum, SandwichSum, RenbanLine,
// BetweenLine, OddEven); a renban line's cells are peers.
//
// It fails when the rules are not valid for the grid, the givens break
// them, an empty cell has no candidate, or the rules hold a constraint no
// technique reasons with: then the error is a *RulesError naming them.
// Cost: O(N^2 * peers) for variant rules.
func FromPuzzle(p sudoku.Puzzle) (*State, error) {
	if p.Rules.Classic() {
		return FromGrid(p.Grid)
	}
	geo, err := rulesGeometry(p.Grid.Shape(), &p.Rules)
	if err != nil {
		return nil, err
	}
	if err := p.Rules.Check(&p.Grid); err != nil {
		return nil, err
	}
	return newStateOf(p.Grid, rulesCandidates(p.Grid, geo), geo)
}

// FromPuzzleMarks returns the position the logic solver starts p from, as
// the CLI's grade and explain do: FromPuzzle, or, for a puzzle with pencil
// marks (p.Candidates), FromPuzzleCandidates with the digits its marks
// give placed and every other cell's marks as its candidates. It fails
// as those do, and on marks that contradict themselves
// (p.CheckCandidates).
func FromPuzzleMarks(p sudoku.Puzzle) (*State, error) {
	if p.Candidates == nil {
		return FromPuzzle(p)
	}
	if err := p.CheckCandidates(); err != nil {
		return nil, err
	}
	given := p
	given.Grid = p.Givens()
	return FromPuzzleCandidates(given, p.Marks())
}

// FromPuzzleCandidates is FromCandidates for a puzzle with rules: the
// player's grid p.Grid with the player's notes cands (len N*N), less the
// digits a peer holds. It fails as FromPuzzle and FromCandidates do.
func FromPuzzleCandidates(p sudoku.Puzzle, cands []sudoku.Set) (*State, error) {
	if p.Rules.Classic() {
		return FromCandidates(p.Grid, cands)
	}
	shape := p.Grid.Shape()
	geo, err := rulesGeometry(shape, &p.Rules)
	if err != nil {
		return nil, err
	}
	if err := p.Rules.Check(&p.Grid); err != nil {
		return nil, err
	}
	if len(cands) != shape.Cells() {
		return nil, &StateError{Cell: -1, Msg: fmt.Sprintf("%d candidate sets for %d cells", len(cands), shape.Cells())}
	}
	allowed := rulesCandidates(p.Grid, geo)
	full := sudoku.FullSet(shape.N())
	for c := range allowed {
		allowed[c] &= cands[c] & full
	}
	return newStateOf(p.Grid, allowed, geo)
}

// rulesCandidates returns, for each empty cell of g, the digits no peer
// holds under geo.
func rulesCandidates(g sudoku.Grid, geo *geometry) []sudoku.Set {
	sh := g.Shape()
	full := sudoku.FullSet(sh.N())
	out := make([]sudoku.Set, sh.Cells())
	for c := range out {
		if g.At(sudoku.Cell(c)) != 0 {
			continue
		}
		ds := full
		for _, p := range geo.peers[c] {
			if d := g.At(p); d != 0 {
				ds = ds.Without(d)
			}
		}
		out[c] = ds
	}
	return out
}

// rulesGeometry returns the geometry of rules r on shape sh: the shared
// classic one for classic rules, else a new one (see FromPuzzle). It
// fails with a *RulesError for a constraint it cannot honour or too many
// houses, and with Validate's error for rules that do not fit sh.
func rulesGeometry(sh sudoku.Shape, r *sudoku.Rules) (*geometry, error) {
	if r.Classic() {
		return geometryOf(sh), nil
	}
	if err := r.Validate(sh); err != nil {
		return nil, err
	}
	var antiKnight, antiKing bool
	var refused []string
	var cages []cage
	var clues []clue
	pairs, paired := sudoku.PairRules(sh, r)
	for i, c := range r.Constraints {
		if paired[i] {
			continue
		}
		switch x := c.(type) {
		case sudoku.AntiKnight:
			antiKnight = true
		case sudoku.AntiKing:
			antiKing = true
		case sudoku.Cage:
			cages = append(cages, newCage(sh, x.Cells, x.Sum))
		default:
			if cl, ok := newClue(sh, c); ok {
				clues = append(clues, cl)
				continue
			}
			if name := c.Name(sh); !slices.Contains(refused, name) {
				refused = append(refused, name)
			}
		}
	}
	if len(refused) > 0 {
		return nil, &RulesError{Rules: refused, Msg: "no technique reasons with these rules yet"}
	}
	n := sh.N()
	g := &geometry{
		houses:   make([][]sudoku.Cell, 0, 3*n+len(r.Extra)),
		peers:    make([][]sudoku.Cell, sh.Cells()),
		housesOf: make([][3]sudoku.House, sh.Cells()),
		index:    make([][3]uint8, sh.Cells()),
		words:    (sh.Cells() + 63) / 64,
		more:     make([][]slot, sh.Cells()),
		rules:    r.Describe(),
		cages:    cages,
		pairs:    pairs,
		clues:    clues,
	}
	if len(r.Constraints) > 0 {
		g.constrained = r
	}
	if len(pairs) > 0 {
		g.titles = make([]Message, len(r.Constraints))
		for i, c := range r.Constraints {
			if paired[i] {
				g.titles[i] = ruleTitle(sh, c)
			}
		}
	}
	for h := sudoku.House(0); int(h) < 2*n; h++ {
		g.houses = append(g.houses, sh.HouseCells(h))
		g.houseMsgs = append(g.houseMsgs, houseMsg(sh, h))
	}
	if r.Regions == nil {
		for h := sudoku.House(2 * n); int(h) < 3*n; h++ {
			g.houses = append(g.houses, sh.HouseCells(h))
			g.houseMsgs = append(g.houseMsgs, houseMsg(sh, h))
		}
	} else {
		regions := make([][]sudoku.Cell, n)
		for c, reg := range r.Regions {
			regions[reg] = append(regions[reg], sudoku.Cell(c))
		}
		for i, cells := range regions {
			g.houses = append(g.houses, cells)
			g.houseMsgs = append(g.houseMsgs, msg("house-region", argNumber("Number", i+1)))
		}
	}
	// Extra houses of N cells hold every digit: houses. Smaller groups
	// only keep their digits apart: their cells are peers, as a cage's.
	var groups [][]sudoku.Cell
	for _, cg := range cages {
		groups = append(groups, cg.cells)
	}
	for _, cl := range clues {
		if cl.kind == renbanClue {
			groups = append(groups, cl.cells)
		}
	}
	count := map[sudoku.ExtraKind]int{}
	for _, x := range r.Extra {
		count[x.Kind]++
		if len(x.Cells) < n {
			groups = append(groups, x.Cells)
			continue
		}
		g.houses = append(g.houses, slices.Clone(x.Cells))
		g.houseMsgs = append(g.houseMsgs, extraMsg(x.Kind, count[x.Kind]))
	}
	if len(g.houses) > 3*sudoku.MaxN {
		return nil, &RulesError{Rules: []string{r.Describe()},
			Msg: fmt.Sprintf("%d houses, over the %d a state holds", len(g.houses), 3*sudoku.MaxN)}
	}
	g.nh = len(g.houses)
	for h, cells := range g.houses {
		for i, c := range cells {
			if h < 3*n {
				g.housesOf[c][h/n] = sudoku.House(h)
				g.index[c][h/n] = uint8(i)
			} else {
				g.more[c] = append(g.more[c], slot{sudoku.House(h), uint8(i)})
			}
		}
		groups = append(groups, cells)
	}
	// Peers: cells sharing a house or a group, and cells a forbidden move
	// apart; in cell order.
	see := make([]uint64, sh.Cells()*g.words)
	link := func(a, b sudoku.Cell) {
		if a != b {
			cellBits(see[int(a)*g.words:]).add(b)
			cellBits(see[int(b)*g.words:]).add(a)
		}
	}
	for _, cells := range groups {
		for i, a := range cells {
			for _, b := range cells[i+1:] {
				link(a, b)
			}
		}
	}
	var moves [][2]int
	if antiKnight {
		moves = append(moves, [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}}...)
	}
	if antiKing {
		moves = append(moves, [][2]int{{0, 1}, {1, -1}, {1, 0}, {1, 1}}...)
	}
	for c := sudoku.Cell(0); int(c) < sh.Cells(); c++ {
		for _, m := range moves {
			if r, col := sh.Row(c)+m[0], sh.Col(c)+m[1]; r < n && col >= 0 && col < n {
				link(c, sh.CellAt(r, col))
			}
		}
	}
	g.peerBits = see
	g.betweenGroups()
	g.leftovers = leftovers(sh, r, g)
	for c := sudoku.Cell(0); int(c) < sh.Cells(); c++ {
		bits := cellBits(see[int(c)*g.words : (int(c)+1)*g.words])
		for p := sudoku.Cell(0); int(p) < sh.Cells(); p++ {
			if bits.has(p) {
				g.peers[c] = append(g.peers[c], p)
			}
		}
	}
	return g, nil
}

// has reports whether c is in b.
func (b cellBits) has(c sudoku.Cell) bool { return b[c>>6]&(1<<(c&63)) != 0 }
