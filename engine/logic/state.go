package logic

import (
	"context"
	"fmt"
	"sync"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// State is a position during solving: the digits placed so far and the
// candidates of every empty cell. It also keeps, for every house and digit,
// the positions in that house where the digit is still a candidate, so a
// technique asks "where can 7 go in row 4?" in O(1).
//
// A State is a value of fixed size (about 10 KB): assigning it copies it,
// which the forcing-chain and trial steps use to explore an assumption.
// The zero State is not usable; make one with FromGrid, FromCandidates,
// FromPuzzle or FromPuzzleCandidates. Houses are numbered as the shape
// numbers them (rows, columns, boxes or regions), then the extra houses.
type State struct {
	shape sudoku.Shape
	n     int
	geo   *geometry // shared, never changed
	grid  sudoku.Grid
	empty int
	// cands[c] are the candidates of c when it is empty, 0 when it is filled.
	cands [sudoku.MaxCells]sudoku.Set
	// pos[h][d-1] has bit i set when HouseCells(h)[i] is empty and holds
	// candidate d.
	pos [3 * sudoku.MaxN][sudoku.MaxN]uint32
	// placed[h] are the digits placed in house h.
	placed [3 * sudoku.MaxN]sudoku.Set
	// ctx, when not nil, is the context of the search under way: trial
	// and error, which may run long on a large grid, checks it.
	ctx context.Context
	// quiet remembers the searches over one cage, sum or clue that
	// found nothing (quietMemo); copies of the state share it. nil
	// without cages and clues.
	quiet quietMemo
}

// StateError reports a grid or candidate set that cannot start a solve, and where.
type StateError struct {
	Cell sudoku.Cell // -1 when the problem is not one cell's
	Msg  string
}

func (e *StateError) Error() string { return "logic: " + e.Msg }

// FromGrid returns the state of grid g with every candidate the rules allow:
// a digit is a candidate of an empty cell when no peer holds it.
// It fails when g breaks a rule or an empty cell has no candidate.
// Cost: O(N^2 * N).
func FromGrid(g sudoku.Grid) (*State, error) {
	if err := g.Validate(); err != nil {
		return nil, err
	}
	return newState(g, g.Candidates())
}

// FromCandidates returns the state of a player's grid g with the player's
// own candidates (notes): cands[c] for every empty cell c, len(cands) =
// N*N. Digits a peer already holds are dropped from the notes, since no
// technique is needed to see them; entries for filled cells are ignored.
// It fails when g breaks a rule, cands has the wrong length, or an empty
// cell is left with no candidate.
func FromCandidates(g sudoku.Grid, cands []sudoku.Set) (*State, error) {
	if err := g.Validate(); err != nil {
		return nil, err
	}
	shape := g.Shape()
	if len(cands) != shape.Cells() {
		return nil, &StateError{Cell: -1, Msg: fmt.Sprintf("%d candidate sets for %d cells", len(cands), shape.Cells())}
	}
	allowed := g.Candidates()
	full := sudoku.FullSet(shape.N())
	for c := range allowed {
		if g.At(sudoku.Cell(c)) == 0 {
			allowed[c] &= cands[c] & full
		}
	}
	return newState(g, allowed)
}

func newState(g sudoku.Grid, cands []sudoku.Set) (*State, error) {
	return newStateOf(g, cands, geometryOf(g.Shape()))
}

func newStateOf(g sudoku.Grid, cands []sudoku.Set, geo *geometry) (*State, error) {
	s := &State{shape: g.Shape(), n: g.N(), grid: g, geo: geo}
	if len(geo.cages) > 0 || len(geo.clues) > 0 {
		s.quiet = quietMemo{}
	}
	for c := sudoku.Cell(0); int(c) < s.shape.Cells(); c++ {
		if d := g.At(c); d != 0 {
			for _, h := range s.housesOf(c) {
				s.placed[h] = s.placed[h].With(d)
			}
			for _, x := range s.moreOf(c) {
				s.placed[x.h] = s.placed[x.h].With(d)
			}
			continue
		}
		s.empty++
		if cands[c] == 0 {
			return nil, &StateError{Cell: c, Msg: s.shape.CellName(c) + " has no candidate"}
		}
		s.cands[c] = cands[c]
		for ds := cands[c]; ds != 0; ds &= ds - 1 {
			s.setPos(c, ds.Lowest(), true)
		}
	}
	return s, nil
}

// Shape returns the grid's box shape.
func (s *State) Shape() sudoku.Shape { return s.shape }

// Grid returns the digits placed so far.
func (s *State) Grid() sudoku.Grid { return s.grid }

// Empty returns the number of empty cells.
func (s *State) Empty() int { return s.empty }

// Solved reports whether every cell holds a digit.
func (s *State) Solved() bool { return s.empty == 0 }

// At returns the digit in c, 0 when empty.
func (s *State) At(c sudoku.Cell) sudoku.Digit { return s.grid.At(c) }

// Candidates returns the candidates of c; empty for a filled cell.
func (s *State) Candidates(c sudoku.Cell) sudoku.Set { return s.cands[c] }

// Where returns the cells of house h where d is still a candidate, as a
// bit mask over HouseCells(h): bit i stands for HouseCells(h)[i]. O(1).
func (s *State) Where(h sudoku.House, d sudoku.Digit) uint32 { return s.pos[h][d-1] }

// geometry holds the shape's tables the techniques read in their inner
// loops, so they need no lookups or divisions there.
type geometry struct {
	houses   [][]sudoku.Cell   // the cells of each house
	nh       int               // len(houses)
	peers    [][]sudoku.Cell   // the peers of each cell
	housesOf [][3]sudoku.House // the row, column and box (or region) of each cell
	index    [][3]uint8        // a cell's position in each of its houses
	words    int               // the length of a cellBits of this shape
	peerBits []uint64          // the peers of each cell as cellBits, words each
	// houseMsgs names each house ("row 4", "region 2", "diagonal ↘"):
	// messages that steps share, never changed.
	houseMsgs []Message
	// The rest is set only for a puzzle with rules (rulesGeometry): a
	// classic geometry leaves them nil, and plain true.
	plain bool     // rows, columns and the shape's boxes, no other rule
	more  [][]slot // each cell's houses after its row, column and region
	rules string   // the rules beyond classic, in words (Rules.Describe)
	cages []cage   // the killer cages, in the rules' order
	// leftovers are the sums the rule of leftovers gives the cages.
	leftovers []leftover
	pairs     []sudoku.PairRule // rules between two cells (sudoku.PairRules)
	titles    []Message         // the names of the rules' constraints that are rules between two cells (ruleTitle), by index
	clues     []clue            // arrows, little killers, sandwiches, renban and between lines, odd and even cells
	// constrained is the rules when they hold constraints, for the
	// exact solver that trial and error calls on (findTrialBySearch).
	constrained *sudoku.Rules
}

// slot is a house and a cell's position in it.
type slot struct {
	h sudoku.House
	i uint8
}

// geometries caches a geometry per shape: graders and generators make
// many states of one shape, and a geometry never changes once built.
var geometries sync.Map // sudoku.Shape -> *geometry

// geometryOf returns the shared geometry of sh.
func geometryOf(sh sudoku.Shape) *geometry {
	if g, ok := geometries.Load(sh); ok {
		return g.(*geometry)
	}
	g, _ := geometries.LoadOrStore(sh, newGeometry(sh))
	return g.(*geometry)
}

func newGeometry(sh sudoku.Shape) *geometry {
	n := sh.N()
	g := &geometry{
		houses:   make([][]sudoku.Cell, sh.Houses()),
		peers:    make([][]sudoku.Cell, sh.Cells()),
		housesOf: make([][3]sudoku.House, sh.Cells()),
		index:    make([][3]uint8, sh.Cells()),
		words:    (sh.Cells() + 63) / 64,
		plain:    true,
	}
	g.peerBits = make([]uint64, sh.Cells()*g.words)
	g.houseMsgs = make([]Message, len(g.houses))
	for h := range g.houses {
		g.houses[h] = sh.HouseCells(sudoku.House(h))
		g.houseMsgs[h] = houseMsg(sh, sudoku.House(h))
		g.nh++
		for i, c := range g.houses[h] {
			g.index[c][h/n] = uint8(i)
		}
	}
	for c := range g.peers {
		g.peers[c] = sh.Peers(sudoku.Cell(c))
		g.housesOf[c] = sh.HousesOf(sudoku.Cell(c))
		for _, p := range g.peers[c] {
			cellBits(g.peerBits[c*g.words:]).add(p)
		}
	}
	return g
}

// houseCells returns the cells of house h in order; do not modify.
func (s *State) houseCells(h sudoku.House) []sudoku.Cell { return s.geo.houses[h] }

// peers returns the peers of c; do not modify.
func (s *State) peers(c sudoku.Cell) []sudoku.Cell { return s.geo.peers[c] }

// peerBits returns the peers of c as a cellBits; do not modify.
func (s *State) peerBits(c sudoku.Cell) cellBits {
	w := s.geo.words
	return s.geo.peerBits[int(c)*w : (int(c)+1)*w]
}

// houses returns the number of houses: 3N for classic rules, more with
// extra houses.
func (s *State) houses() int { return s.geo.nh }

// extraHouse is the kind of the houses after the rows, columns and
// regions: diagonals, windows, disjoint groups, extra regions.
const extraHouse = sudoku.HouseKind(3)

// kind returns the kind of house h: a row, a column, a box (or jigsaw
// region), or an extra house.
func (s *State) kind(h sudoku.House) sudoku.HouseKind {
	if int(h) >= 3*s.n {
		return extraHouse
	}
	return sudoku.HouseKind(int(h) / s.n)
}

// houseName names house h as a player reads it: "row 4", "box 2",
// "region 4", "diagonal ↘", "window 2".
func (s *State) houseName(h sudoku.House) string { return houseName(s.shape, s.geo, h) }

// houseName names house h of geometry geo on shape sh, in English.
func houseName(sh sudoku.Shape, geo *geometry, h sudoku.House) string {
	if geo != nil && geo.houseMsgs != nil {
		return english(geo.houseMsgs[h])
	}
	return sh.HouseName(h)
}

// moreOf returns the houses of c after its row, column and region, with
// c's position in each; nil for classic rules. Do not modify.
func (s *State) moreOf(c sudoku.Cell) []slot {
	if s.geo.more == nil {
		return nil
	}
	return s.geo.more[c]
}

// inHouse reports whether c is a cell of house h.
func (s *State) inHouse(c sudoku.Cell, h sudoku.House) bool {
	if k := s.kind(h); k != extraHouse {
		return s.housesOf(c)[k] == h
	}
	for _, x := range s.moreOf(c) {
		if x.h == h {
			return true
		}
	}
	return false
}

// Houses returns the number of houses of s's puzzle: rows, columns, boxes
// or regions (houses 0 to 3N-1, as sudoku.Shape numbers them), then the
// extra houses of its rules that hold every digit, in the rules' order.
func (s *State) Houses() int { return s.geo.nh }

// HouseName names house h in a player's words: "row 4", "box 2",
// "region 4" (jigsaw), "diagonal ↘", "window 2", "disjoint group 5".
func (s *State) HouseName(h sudoku.House) string { return s.houseName(h) }

// HouseCells returns the cells of house h in the order Where's bits
// follow. The slice is shared: do not modify it.
func (s *State) HouseCells(h sudoku.House) []sudoku.Cell { return s.geo.houses[h] }

// housesOf returns the row, column and box (or region) of c.
func (s *State) housesOf(c sudoku.Cell) [3]sudoku.House { return s.geo.housesOf[c] }

// indexIn returns the position of c in the list of cells of the house of
// kind k that holds it.
func (s *State) indexIn(k sudoku.HouseKind, c sudoku.Cell) int { return int(s.geo.index[c][k]) }

func (s *State) setPos(c sudoku.Cell, d sudoku.Digit, on bool) {
	hs := s.housesOf(c)
	for k, h := range hs {
		bit := uint32(1) << s.indexIn(sudoku.HouseKind(k), c)
		if on {
			s.pos[h][d-1] |= bit
		} else {
			s.pos[h][d-1] &^= bit
		}
	}
	if s.geo.more != nil {
		for _, x := range s.geo.more[c] {
			if on {
				s.pos[x.h][d-1] |= 1 << x.i
			} else {
				s.pos[x.h][d-1] &^= 1 << x.i
			}
		}
	}
}

// Place puts d in the empty cell c and removes d from the candidates of
// its peers. It does not check that d is a candidate of c. Cost: O(peers).
func (s *State) Place(c sudoku.Cell, d sudoku.Digit) {
	for ds := s.cands[c]; ds != 0; ds &= ds - 1 {
		s.setPos(c, ds.Lowest(), false)
	}
	s.cands[c] = 0
	s.grid.Set(c, d)
	s.empty--
	for _, h := range s.housesOf(c) {
		s.placed[h] = s.placed[h].With(d)
	}
	for _, x := range s.moreOf(c) {
		s.placed[x.h] = s.placed[x.h].With(d)
	}
	for _, p := range s.peers(c) {
		s.Eliminate(p, d)
	}
}

// Eliminate removes candidate d from c and reports whether it was there.
// Removing the last candidate leaves c empty with no candidate: Broken
// then reports it.
func (s *State) Eliminate(c sudoku.Cell, d sudoku.Digit) bool {
	if !s.cands[c].Has(d) {
		return false
	}
	s.cands[c] = s.cands[c].Without(d)
	s.setPos(c, d, false)
	return true
}

// Broken returns an error naming the first reason the state has no
// solution that is visible without search: an empty cell without
// candidates, a house where a missing digit has no place, a killer cage
// that cannot make its total, or a clue no way keeps. Cost: O(N^2).
func (s *State) Broken() error {
	why, c, broken := s.broken()
	if !broken {
		return nil
	}
	why.Shape = s.shape
	return &StateError{Cell: c, Msg: english(why)}
}

// broken is Broken's reason as a message (a clause: "r1c1 has no
// candidate left"), and its cell, -1 when it is not one cell's.
func (s *State) broken() (why Message, cell sudoku.Cell, broken bool) {
	for c := sudoku.Cell(0); int(c) < s.shape.Cells(); c++ {
		if s.grid.At(c) == 0 && s.cands[c] == 0 {
			return msg("broken-cell", argCell("Cell", c)), c, true
		}
	}
	for h := sudoku.House(0); int(h) < s.houses(); h++ {
		for d := sudoku.Digit(1); int(d) <= s.n; d++ {
			if !s.placed[h].Has(d) && s.pos[h][d-1] == 0 {
				return msg("broken-house", s.houseArg("House", h), argDigit("Digit", d)), -1, true
			}
		}
	}
	if why, broken := s.cagesBroken(); broken {
		return why, -1, true
	}
	if why, broken := s.cluesBroken(); broken {
		return why, -1, true
	}
	return Message{}, -1, false
}

// cellsOf returns the cells of house h picked by mask, in house order,
// appended to dst.
func (s *State) cellsOf(dst []sudoku.Cell, h sudoku.House, mask uint32) []sudoku.Cell {
	cells := s.houseCells(h)
	for ; mask != 0; mask &= mask - 1 {
		dst = append(dst, cells[trailing(mask)])
	}
	return dst
}
