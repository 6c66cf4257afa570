package logic

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// cage is a killer cage of a puzzle's rules: cells that are peers of each
// other and whose digits add up to sum (0: no total given, the cage only
// keeps its digits apart). title is its name, a slice of one message that
// steps share.
type cage struct {
	cells []sudoku.Cell
	sum   int
	title []Message
}

// newCage returns the cage of cells and sum on shape sh, named after its
// first cell in reading order: "cage 17 at r1c1", "cage at r1c1" without
// a total.
func newCage(sh sudoku.Shape, cells []sudoku.Cell, sum int) cage {
	first := cells[0]
	for _, c := range cells {
		first = min(first, c)
	}
	title := msg("cage", argNumber("Total", sum), argCell("Cell", first))
	if sum == 0 {
		title = msg("cage-no-total", argCell("Cell", first))
	}
	title.Shape = sh
	return cage{cells: slices.Clone(cells), sum: sum, title: []Message{title}}
}

// maxCageWays bounds the digit sets cageWays lists for one cage: only the
// long cages of 16x16 and 25x25 grids have more, and a technique that
// would read them skips the cage rather than spend seconds on it.
const maxCageWays = 2000

// cageArg names cage k as a player reads it: "cage 17 at r1c1".
func (s *State) cageArg(name string, k int) Arg { return argShared(name, s.geo.cages[k].title) }

// cageAt returns the cage a step's cause marks point at, if any: the
// first that holds every marked cell (cages may overlap: the cells of a
// cage's step are its own), or else the first that holds the first.
func (g *geometry) cageAt(marks []Mark) (cage, bool) {
	for _, cg := range g.cages {
		if !slices.ContainsFunc(marks, func(m Mark) bool { return !slices.Contains(cg.cells, m.Cell) }) {
			return cg, true
		}
	}
	for _, cg := range g.cages {
		if slices.Contains(cg.cells, marks[0].Cell) {
			return cg, true
		}
	}
	return cage{}, false
}

// cageOpen returns the empty cells of cage k, appended to buf, the total
// they must make, and the digits the cage has placed. ok is false when
// the placed digits already break the cage: a repeat, or more than the
// total.
func (s *State) cageOpen(k int, buf []sudoku.Cell) (open []sudoku.Cell, need int, placed sudoku.Set, ok bool) {
	cg := s.geo.cages[k]
	need, open = cg.sum, buf
	for _, c := range cg.cells {
		d := s.grid.At(c)
		if d == 0 {
			open = append(open, c)
			continue
		}
		if placed.Has(d) {
			return open, need, placed, false
		}
		placed = placed.With(d)
		need -= int(d)
	}
	return open, need, placed, need >= 0
}

// cageWays finds how the open cells of a cage can make need with
// distinct digits outside placed, every digit of must among them, one
// each from their candidates: the
// sets of digits that fit (ways, in increasing order of their bits), the
// digits each cell takes in some way of filling the cells (into sup,
// len(open)), and the digits every set holds (required). ok is false when
// there are more than maxCageWays sets to look at: then nothing is known.
// A set fits when the cells can take its digits one each (a perfect
// matching); a cell keeps a digit when some such matching gives it.
// Cost: for each set of the right size and total, a matching per cell
// and digit, O(k^3 N) for k cells.
func (s *State) cageWays(open []sudoku.Cell, need int, placed, must sudoku.Set, sup []sudoku.Set) (ways []sudoku.Set, required sudoku.Set, ok bool) {
	return s.cageWaysIn(open, need, placed, must, nil, sup)
}

// cageWaysIn is cageWays that looks only at the sets of only, when not
// nil.
func (s *State) cageWaysIn(open []sudoku.Cell, need int, placed, must sudoku.Set, only []sudoku.Set, sup []sudoku.Set) (ways []sudoku.Set, required sudoku.Set, ok bool) {
	k := len(open)
	var union sudoku.Set
	cands := make([]sudoku.Set, k)
	for i, c := range open {
		cands[i] = s.cands[c] &^ placed
		union |= cands[i]
		sup[i] = 0
	}
	sets, ok := digitSets(union, k, need, maxCageWays)
	if !ok {
		return nil, 0, false
	}
	required = ^sudoku.Set(0)
	var m matcher
	for _, set := range sets {
		if set&must != must || only != nil && !slices.Contains(only, set) {
			continue
		}
		if m.support(cands, set, sup) {
			ways = append(ways, set)
			required &= set
		}
	}
	if ways == nil {
		required = 0
	}
	return ways, required, true
}

// digitSets lists the sets of k distinct digits of union adding up to
// total, in increasing order of their bits; ok is false when there are
// more than limit.
func digitSets(union sudoku.Set, k, total, limit int) (sets []sudoku.Set, ok bool) {
	digits := union.Digits()
	var walk func(from, left, sum int, set sudoku.Set) bool
	walk = func(from, left, sum int, set sudoku.Set) bool {
		if left == 0 {
			if sum == total {
				if len(sets) == limit {
					return false
				}
				sets = append(sets, set)
			}
			return true
		}
		for i := from; i+left <= len(digits); i++ {
			// The least total from here is digits[i] and the next ones;
			// digits only grow, so past total nothing further fits.
			low := sum
			for j := i; j < i+left; j++ {
				low += int(digits[j])
			}
			if low > total {
				break
			}
			high := sum + int(digits[i])
			for j := len(digits) - left + 1; j < len(digits); j++ {
				high += int(digits[j])
			}
			if high < total {
				continue
			}
			if !walk(i+1, left-1, sum+int(digits[i]), set.With(digits[i])) {
				return false
			}
		}
		return true
	}
	if !walk(0, k, 0, 0) {
		return nil, false
	}
	return sets, true
}

// matcher matches up to sudoku.MaxN cells to distinct digits, each cell
// to one of cand[i] (bipartite matching by augmenting paths).
type matcher struct {
	cand  [sudoku.MaxN]sudoku.Set
	owner [sudoku.MaxN + 1]int8 // digit -> the cell holding it, or -1
	digit [sudoku.MaxN]sudoku.Set
	seen  sudoku.Set
}

// match reports whether cells 0..k-1 can take distinct digits, cell fix
// (when not -1) taking the digit of set only.
func (m *matcher) match(k, fix int, only sudoku.Set) bool {
	for d := range m.owner {
		m.owner[d] = -1
	}
	for i := 0; i < k; i++ {
		m.digit[i] = 0
	}
	if fix >= 0 {
		m.digit[fix] = only
		m.owner[only.Lowest()] = int8(fix)
	}
	for i := 0; i < k; i++ {
		if i == fix {
			continue
		}
		m.seen = 0
		if fix >= 0 {
			m.seen = only
		}
		if !m.augment(i, fix) {
			return false
		}
	}
	return true
}

// augment finds cell i a digit, moving other cells along an alternating
// path; the fixed cell keeps its digit.
func (m *matcher) augment(i, fix int) bool {
	for x := m.cand[i] &^ m.seen; x != 0; x &= x - 1 {
		b := x & -x
		m.seen |= b
		d := b.Lowest()
		if o := m.owner[d]; o < 0 || int(o) != fix && m.augment(int(o), fix) {
			m.owner[d], m.digit[i] = int8(i), b
			return true
		}
	}
	return false
}

// support reports whether cells with candidates cands can take distinct
// digits of set, and adds to sup (len(cands)) the digits each cell takes
// in some such matching. Cost: a matching per cell and digit, O(k^3 N).
func (m *matcher) support(cands []sudoku.Set, set sudoku.Set, sup []sudoku.Set) bool {
	k := len(cands)
	for i := range cands {
		m.cand[i] = cands[i] & set
	}
	if !m.match(k, -1, 0) {
		return false
	}
	m.record(k, sup)
	for i := 0; i < k; i++ {
		for ds := m.cand[i] &^ sup[i]; ds != 0; ds &= ds - 1 {
			if m.match(k, i, ds&-ds) {
				m.record(k, sup)
			}
		}
	}
	return true
}

// record adds the matching found to sup.
func (m *matcher) record(k int, sup []sudoku.Set) {
	for i := 0; i < k; i++ {
		sup[i] |= m.digit[i]
	}
}

// openCage is a cage with a total and empty cells: what they must make,
// and the digits the cage has placed (see cageOpen).
type openCage struct {
	k      int
	open   []sudoku.Cell
	need   int
	placed sudoku.Set
}

// openCages returns the cages with a total and at least minOpen empty
// cells whose placed digits do not break them (Broken tells of those).
func (s *State) openCages(minOpen int) []openCage {
	var out []openCage
	for k, cg := range s.geo.cages {
		if cg.sum == 0 {
			continue
		}
		open, need, placed, ok := s.cageOpen(k, nil)
		if ok && len(open) >= minOpen {
			out = append(out, openCage{k, open, need, placed})
		}
	}
	return out
}

// keepOnly returns the eliminations that leave each of cells only the
// digits of keep[i], and the cause marks: each cell with keep[i].
func (s *State) keepOnly(cells []sudoku.Cell, keep []sudoku.Set) (elims, cause []Mark) {
	for i, c := range cells {
		if out := s.cands[c] &^ keep[i]; out != 0 {
			elims = append(elims, Mark{c, out})
		}
		cause = append(cause, Mark{c, keep[i]})
	}
	return elims, cause
}

// waysArg says the sets of digits a cage can take, as Ways: "8+9",
// "1+7+9 or 2+6+9", or "5 ways" past four.
func waysArg(ways []sudoku.Set) Arg {
	if len(ways) > 4 {
		return argMessage("Ways", msg("cage-ways", argCount(len(ways))))
	}
	ms := make([]Message, len(ways))
	for i, w := range ways {
		ms[i] = msg("cage-way", argDigits("Digits", w, JoinSum))
	}
	return argMessages("Ways", ms, JoinAlternatives)
}

// findCageCombination finds a killer cage whose cells hold a candidate
// that no way of making the cage's total gives them: the sets of distinct
// digits adding up to the total that the cells can take one each. The
// candidate comes out. Cost: that of cageWays, for each cage.
func findCageCombination(s *State) (Step, bool) {
	var sup [sudoku.MaxN * sudoku.MaxN]sudoku.Set
	for _, oc := range s.openCages(1) {
		k, cg, open, need, placed := oc.k, s.geo.cages[oc.k], oc.open, oc.need, oc.placed
		must, houses := s.cageMust(open, placed)
		key := s.quietKey(quietCage, k, open, need, uint64(must)|uint64(placed)<<32)
		if s.quiet.has(key) {
			continue
		}
		ways, _, ok := s.cageWays(open, need, placed, must, sup[:len(open)])
		if !ok || ways == nil {
			continue // broken: Broken says so
		}
		elims, cause := s.keepOnly(open, sup[:len(open)])
		if elims == nil {
			s.quiet.add(key)
			continue
		}
		sum, args := "cage-sum", []Arg{s.cageArg("Cage", k), argNumber("Total", cg.sum)}
		if len(open) < len(cg.cells) {
			sum, args = "cage-sum-open", []Arg{s.cageArg("Cage", k), argCells("Cells", open, JoinAnd),
				argNumber("Total", need), argDigits("Placed", placed, JoinAnd)}
			if len(open) == 1 {
				// One cell left holds what the cage still needs: what a
				// house must put there adds nothing to that.
				sum, must = "cage-sum-last", 0
			}
		}
		if must != 0 {
			names := make([]Message, len(houses))
			for i, h := range houses {
				names[i] = s.geo.houseMsgs[h]
			}
			sum, args = sum+"-must", append(args, argDigits("Must", must, JoinAnd), argMessages("Houses", names, JoinAnd),
				argCount(must.Count()))
		}
		st := Step{
			Technique:    CageCombination,
			Eliminations: elims,
			Cause:        cause,
		}
		s.say(&st, "cage-combination", argMessage("Sum", msg(sum, args...)), waysArg(ways), argCount(len(ways)),
			elimsArg(elims), argTechnique(CageCombination))
		return st, true
	}
	return Step{}, false
}

// cageMust returns the digits that some house can only place in the
// open cells of a cage (a hidden cage: every way of filling the cage
// holds them), and those houses.
// Cost: O(houses * N * len(open)).
func (s *State) cageMust(open []sudoku.Cell, placed sudoku.Set) (must sudoku.Set, houses []sudoku.House) {
	all := sudoku.FullSet(s.n)
	// The cells of open in each house they touch, as a mask of the
	// house's positions; the houses in order.
	var masks [3 * sudoku.MaxN]uint32
	var touched []sudoku.House
	mark := func(h sudoku.House, i uint8) {
		if masks[h] == 0 {
			touched = append(touched, h)
		}
		masks[h] |= 1 << i
	}
	for _, c := range open {
		for k, h := range s.housesOf(c) {
			mark(h, s.geo.index[c][k])
		}
		for _, x := range s.moreOf(c) {
			mark(x.h, x.i)
		}
	}
	slices.Sort(touched)
	for _, h := range touched {
		mask := masks[h]
		var found sudoku.Set
		for ds := all &^ s.placed[h] &^ placed; ds != 0; ds &= ds - 1 {
			d := ds.Lowest()
			if m := s.pos[h][d-1]; m != 0 && m&^mask == 0 {
				found = found.With(d)
			}
		}
		if found&^must != 0 {
			must |= found
			houses = append(houses, h)
		}
	}
	return must, houses
}

// findCageHouse finds a digit that every way of making a killer cage's
// total uses (see findCageCombination): it is in the cage, in one of the
// cells that can take it, so no cell outside the cage that sees all of
// those cells holds it. When they lie in one house, that is the rest of
// the house. Cost: that of cageWays, for each cage, and O(N^2) for each
// digit it requires.
func findCageHouse(s *State) (Step, bool) {
	var sup [sudoku.MaxN * sudoku.MaxN]sudoku.Set
	for _, oc := range s.openCages(2) {
		k, cg, open, need, placed := oc.k, s.geo.cages[oc.k], oc.open, oc.need, oc.placed
		ways, required, ok := s.cageWays(open, need, placed, 0, sup[:len(open)])
		if !ok || ways == nil {
			continue
		}
		for ; required != 0; required &= required - 1 {
			d := (required & -required).Lowest()
			var holders []sudoku.Cell
			for i, c := range open {
				if sup[i].Has(d) {
					holders = append(holders, c)
				}
			}
			var elims []Mark
			for _, m := range s.seeAll(d, holders...) {
				if !slices.Contains(cg.cells, m.Cell) {
					elims = append(elims, m)
				}
			}
			if elims == nil {
				continue
			}
			cause := make([]Mark, len(holders))
			for i, c := range holders {
				cause[i] = Mark{c, sudoku.Bit(d)}
			}
			st := Step{Technique: CageHouse, Eliminations: elims, Cause: cause}
			args := []Arg{s.cageArg("Cage", k), waysArg(ways), argDigit("Digit", d), argCells("Holders", holders, JoinAnd),
				argCells("Cells", markCells(elims), JoinAnd), argTechnique(CageHouse)}
			if h, ok := s.commonHouse(holders, elims); ok {
				st.Houses = []sudoku.House{h}
				s.say(&st, "cage-house-rest", append(args, s.houseArg("House", h))...)
			} else {
				s.say(&st, "cage-house-seen", append(args, argCount(len(holders)))...)
			}
			return st, true
		}
	}
	return Step{}, false
}

// commonHouse returns a house holding every cell of holders and every
// cell of elims, if there is one.
func (s *State) commonHouse(holders []sudoku.Cell, elims []Mark) (sudoku.House, bool) {
	for h := sudoku.House(0); int(h) < s.houses(); h++ {
		in := true
		for _, c := range holders {
			in = in && s.inHouse(c, h)
		}
		for _, e := range elims {
			in = in && s.inHouse(e.Cell, h)
		}
		if in {
			return h, true
		}
	}
	return 0, false
}

// cagesBroken returns why a cage cannot be kept ("broken-cage"), visible
// without search: its digits repeat, or its empty cells cannot make what
// is left of its total with digits their candidates and the cage allow
// (by the least and greatest totals of that many distinct digits of their
// candidates).
// Cost: O(cage cells).
func (s *State) cagesBroken() (Message, bool) {
	var buf [sudoku.MaxN * sudoku.MaxN]sudoku.Cell
	for k, cg := range s.geo.cages {
		if cg.sum == 0 {
			continue
		}
		open, need, placed, ok := s.cageOpen(k, buf[:0])
		if ok {
			var union sudoku.Set
			for _, c := range open {
				union |= s.cands[c]
			}
			union &^= placed
			lo, hi, fits := union.SumRange(len(open))
			ok = fits && lo <= need && need <= hi
		}
		if !ok {
			return msg("broken-cage", s.cageArg("Cage", k), argNumber("Total", cg.sum)), true
		}
	}
	return Message{}, false
}

// cageSingles places, in every cage with one empty cell, the digit that
// makes its total, for propagate. It reports false when that digit is
// not a candidate there or a cage is broken (cagesBroken).
func (s *State) cageSingles() (placed int, ok bool) {
	var buf [sudoku.MaxN * sudoku.MaxN]sudoku.Cell
	for k, cg := range s.geo.cages {
		if cg.sum == 0 {
			continue
		}
		open, need, _, ok := s.cageOpen(k, buf[:0])
		if !ok {
			return placed, false
		}
		if len(open) != 1 {
			continue
		}
		if need < 1 || need > s.n || !s.cands[open[0]].Has(sudoku.Digit(need)) {
			return placed, false
		}
		s.Place(open[0], sudoku.Digit(need))
		placed++
	}
	if _, broken := s.cagesBroken(); broken {
		return placed, false
	}
	return placed, true
}

// quietMemo holds keys (quietKey, quietClue) of searches over one cage,
// one sum or one clue that found nothing to take out. Such a search reads only what its key
// hashes (its empty cells' candidates, what they must make, the digits
// they must hold), so while those are the same it finds nothing again:
// a state's next steps skip it. A 64-bit hash stands for the inputs; two
// inputs sharing a hash would only hide a step, never make a wrong one.
type quietMemo map[uint64]struct{}

// The searches quietMemo remembers.
const (
	quietCage = iota + 1
	quietInnies
	quietLargeInnies
	quietClue
)

func (m quietMemo) has(key uint64) bool {
	_, ok := m[key]
	return ok
}

func (m quietMemo) add(key uint64) {
	if m != nil {
		m[key] = struct{}{}
	}
}

// quietKey hashes a search's inputs (FNV-1a): its kind, which cage or
// sum, its empty cells and their candidates, the total they make, and
// digits: for a cage, the digits it must hold and those it has placed.
func (s *State) quietKey(kind, index int, open []sudoku.Cell, need int, digits uint64) uint64 {
	h := quietMix(quietMix(quietMix(quietMix(quietSeed, uint64(kind)), uint64(index)), uint64(need)), digits)
	for _, c := range open {
		h = quietMix(h, uint64(c)<<32|uint64(s.cands[c]))
	}
	return h
}

// quietSeed and quietMix are FNV-1a over 64-bit words: quietKey's hash,
// and quietClue's.
const quietSeed uint64 = 14695981039346656037

func quietMix(h, x uint64) uint64 { return (h ^ x) * 1099511628211 }

// maxInnies bounds the empty cells of the sums findInnies reasons with,
// unless they all see each other (then they are a cage in all but name):
// a player adds up a few cells, not a row. findLargeInnies reads sums of
// up to maxLargeInnies, a harder step.
const (
	maxInnies      = 4
	maxLargeInnies = 7
)

// leftover is a sum the rule of leftovers gives the cages
// (sudoku.LeftoverSums), with the houses of the state its area holds and
// the area's name.
type leftover struct {
	sudoku.LeftoverSum
	houses []sudoku.House
	name   Message
}

// leftovers returns the sums of sudoku.LeftoverSums for geometry g of
// shape sh and rules r, the areas of fewer houses first: a step on one
// house is the easier to see.
func leftovers(sh sudoku.Shape, r *sudoku.Rules, g *geometry) []leftover {
	var out []leftover
	in := make([]bool, sh.Cells())
	housesOf := map[string][]sudoku.House{} // an area's houses, by its name
	for _, ls := range sudoku.LeftoverSums(sh, r) {
		lo := leftover{LeftoverSum: ls}
		// An area has three sums at most: its houses are found once.
		areaHouses, ok := housesOf[ls.AreaName]
		if !ok {
			clear(in)
			for _, c := range ls.Area {
				in[c] = true
			}
		houses:
			for h, cells := range g.houses {
				for _, c := range cells {
					if !in[c] {
						continue houses
					}
				}
				areaHouses = append(areaHouses, sudoku.House(h))
			}
			housesOf[ls.AreaName] = areaHouses
		}
		lo.houses = areaHouses
		lo.name = areaMsg(sh, g, &lo)
		out = append(out, lo)
	}
	slices.SortStableFunc(out, func(a, b leftover) int { return a.Houses - b.Houses })
	return out
}

// areaMsg names the area of lo: its house when it is one house of g,
// else the name sudoku.LeftoverSums gives it ("rows 1-3", "killer cage at
// r1c1", "the main diagonal", or a house as sudoku.Rules.Groups numbers
// it: an extra house drawn over a box is two houses), read back into a
// message, which TestAreaNames holds to that name.
func areaMsg(sh sudoku.Shape, g *geometry, lo *leftover) Message {
	if len(lo.houses) == 1 {
		return g.houseMsgs[lo.houses[0]]
	}
	name := lo.AreaName
	switch name {
	case "the main diagonal":
		return msg("area-main-diagonal")
	case "the anti-diagonal":
		return msg("area-anti-diagonal")
	}
	if at, ok := strings.CutPrefix(name, "killer cage at r"); ok {
		var r, c int
		if _, err := fmt.Sscanf(at, "%dc%d", &r, &c); err == nil {
			return msg("area-cage", argCell("Cell", sh.CellAt(r-1, c-1)))
		}
	}
	i := strings.LastIndexByte(name, ' ')
	word, number := name[:max(i, 0)], name[i+1:]
	var key string
	switch word {
	case "rows", "columns":
		first, last, _ := strings.Cut(number, "-")
		a, _ := strconv.Atoi(first)
		b, _ := strconv.Atoi(last)
		return msg("area-"+word, argNumber("First", a), argNumber("Last", b))
	case "row", "column", "box", "region":
		key = "house-" + word
	default: // an extra house's kind, or past the kinds "extra house"
		for k := sudoku.ExtraRegion; k <= sudoku.DisjointGroup+1; k++ {
			if word == k.String() {
				key = extraKey(k)
			}
		}
	}
	n, _ := strconv.Atoi(number)
	return msg(key, argNumber("Number", n))
}

// findInnies finds a sum the rule of leftovers gives the killer cages
// (the 45 rule on 9x9, sudoku.LeftoverSums): innies, outies, or innies
// less outies, of up to maxInnies empty cells, or of any number that see
// each other. Their candidates are kept to the digits some way of making
// the total gives them (cells that see each other differ); one cell
// takes the digit left. Cost: per sum, the ways of filling its cells.
func findInnies(s *State) (Step, bool) {
	for i := range s.geo.leftovers {
		if st, ok := s.sumStep(i, false); ok {
			return st, true
		}
	}
	return Step{}, false
}

// findLargeInnies is findInnies for the sums of more than maxInnies empty
// cells that do not all see each other, up to maxLargeInnies: a sum a
// player works out on paper, combination by combination. Its rating adds
// 0.1 a cell past maxInnies+1, and 0.1 a house past the first. Cost: per
// sum, a bounded search per cell and candidate (linearSupport).
func findLargeInnies(s *State) (Step, bool) {
	for i := range s.geo.leftovers {
		if st, ok := s.sumStep(i, true); ok {
			return st, true
		}
	}
	return Step{}, false
}

// sumStep is findInnies' step for lo, if its empty cells are few (or see
// each other) and it removes something: the candidates no way of making
// the total gives a cell go, or the one empty cell takes the digit left.
func (s *State) sumStep(i int, large bool) (Step, bool) {
	lo := &s.geo.leftovers[i]
	plus, minus, total := lo.Plus, lo.Minus, lo.Total
	var open []sudoku.Cell
	var neg []bool
	need := total
	for i, c := range append(slices.Clip(plus), minus...) {
		sign := 1
		if i >= len(plus) {
			sign = -1
		}
		if d := s.grid.At(c); d != 0 {
			need -= sign * int(d)
		} else {
			open = append(open, c)
			neg = append(neg, sign < 0)
		}
	}
	if len(open) == 0 {
		return Step{}, false
	}
	kind := quietInnies
	if large {
		kind = quietLargeInnies
	}
	key := s.quietKey(kind, i, open, need, 0)
	if s.quiet.has(key) {
		return Step{}, false
	}
	var sup []sudoku.Set
	var ok bool
	peers := len(minus) == 0 && s.allPeers(open)
	switch {
	case large && (peers || len(open) <= maxInnies || len(open) > maxLargeInnies):
		return Step{}, false // findInnies' sum, or too large
	case large:
		sup, ok = s.sumSupport(open, neg, need)
	case peers:
		// Different digits, as in a cage: its ways, whatever the size.
		// (A placed peer's digit is no candidate of theirs already.)
		sup = make([]sudoku.Set, len(open))
		var ways []sudoku.Set
		ways, _, ok = s.cageWays(open, need, 0, 0, sup)
		ok = ok && ways != nil
	case len(open) <= maxInnies:
		sup, ok = s.sumSupport(open, neg, need)
	}
	if !ok {
		return Step{}, false // too many cells, or broken: the search and Broken say so
	}
	elims, cause := s.keepOnly(open, sup)
	if elims == nil {
		s.quiet.add(key)
		return Step{}, false
	}
	st := Step{Technique: InniesOuties, Cause: cause, Houses: lo.houses}
	st.Rating = InniesOuties.Rating() + 0.1*float64(lo.Houses-1)
	if large {
		st.Technique = LargeInnies
		st.Rating = LargeInnies.Rating() + 0.1*float64(lo.Houses-1) + 0.1*float64(len(open)-maxInnies-1)
	}
	area := Arg{Name: "Area", Kind: ArgMessage, Capital: true, Messages: []Message{lo.name}}
	why := msg("innies-inside", argNumber("Total", lo.Inside))
	switch lo.Kind {
	case sudoku.Outies:
		why = msg("innies-covering", argNumber("Total", lo.Covering))
	case sudoku.InniesLessOuties:
		why = msg("innies-reaching", argNumber("Total", lo.Inside))
	}
	args := []Arg{area, argNumber("Sum", lo.Houses*s.n*(s.n+1)/2), argMessage("Why", why), argCount(lo.Houses),
		argTechnique(st.Technique)}
	if len(plus)+len(minus) == 1 && len(open) == 1 && sup[0].Count() == 1 {
		d := sup[0].Lowest()
		st.Placements = []Placement{{open[0], d}}
		s.say(&st, "innies-place", append(args, argCell("Cell", open[0]), argDigit("Digit", d))...)
		return st, true
	}
	makes := msg("innies-make", argCells("Cells", plus, JoinAnd), argNumber("Total", total), argCount(len(plus)))
	switch {
	case len(minus) > 0 && total >= 0:
		makes = msg("innies-make-more", argCells("Cells", plus, JoinAnd), argNumber("Total", total),
			argCells("Minus", minus, JoinAnd), argCount(len(plus)))
	case len(minus) > 0:
		makes = msg("innies-make-less", argCells("Cells", plus, JoinAnd), argNumber("Total", -total),
			argCells("Minus", minus, JoinAnd), argCount(len(plus)))
	}
	st.Eliminations = elims
	s.say(&st, "innies", append(args, argMessage("Makes", makes), elimsArg(elims))...)
	return st, true
}

// sumSupport returns, for empty cells adding up to need, the digits of
// each that some way of making it gives the cell: cells that see each
// other take different digits, and a cell of minus (when minus is not
// nil and minus[i]) counts less its digit. ok is false when there is no
// way. Cost: that of linearSupport.
func (s *State) sumSupport(cells []sudoku.Cell, minus []bool, need int) (sup []sudoku.Set, ok bool) {
	coef := make([]int, len(cells))
	opts := make([]sudoku.Set, len(cells))
	for i, c := range cells {
		coef[i], opts[i] = 1, s.cands[c]
		if minus != nil && minus[i] {
			coef[i] = -1
		}
	}
	sup = make([]sudoku.Set, len(cells))
	s.linearSupport(cells, coef, need, opts, sup)
	return sup, !slices.Contains(sup, 0)
}

// houseCage is an open cage with its ways of making its total, for
// findHouseCombinations; used marks the ways some filling of a house
// takes.
type houseCage struct {
	openCage
	ways []sudoku.Set
	used []bool
}

// findHouseCombinations finds a house holding two killer cages or more
// wholly inside it: their digits differ, and the digits they leave must
// fit the house's other empty cells. A way of making one cage's total
// that no choice of ways for all of them allows goes, and with it the
// candidates only that way gave. Where cages overlap it reads those that
// share no empty cell, the first met kept (two cages sharing a cell share
// its digit); a cage left out only leaves its cells among the others. Cost:
// cageWays once per cage, then per house the choices of one way per cage
// (a product of a few ways each).
func findHouseCombinations(s *State) (Step, bool) {
	all := sudoku.FullSet(s.n)
	var sup [sudoku.MaxN * sudoku.MaxN]sudoku.Set
	var known []houseCage // the cages whose ways are known
	for _, oc := range s.openCages(1) {
		if ways, _, ok := s.cageWays(oc.open, oc.need, oc.placed, 0, sup[:len(oc.open)]); ok && ways != nil {
			known = append(known, houseCage{openCage: oc, ways: ways})
		}
	}
	for h := sudoku.House(0); int(h) < s.houses(); h++ {
		var cages []houseCage
		var caged []sudoku.Cell
		for _, hc := range known {
			cells := s.geo.cages[hc.k].cells
			inside := true
			for _, c := range cells {
				inside = inside && s.inHouse(c, h)
			}
			for _, c := range hc.open {
				inside = inside && !slices.Contains(caged, c) // not sharing an empty cell with a cage taken
			}
			if inside {
				hc.used = make([]bool, len(hc.ways))
				cages = append(cages, hc)
				caged = append(caged, cells...)
			}
		}
		if len(cages) < 2 {
			continue
		}
		// The house's other empty cells, and what they can hold.
		var restCells int
		var restCands sudoku.Set
		for _, c := range s.houseCells(h) {
			if !slices.Contains(caged, c) && s.grid.At(c) == 0 {
				restCells++
				restCands |= s.cands[c]
			}
		}
		free := all &^ s.placed[h]
		choice := make([]int, len(cages))
		var walk func(i int, taken sudoku.Set)
		walk = func(i int, taken sudoku.Set) {
			if i == len(cages) {
				left := free &^ taken
				if left.Count() != restCells || left&^restCands != 0 {
					return
				}
				for j, w := range choice {
					cages[j].used[w] = true
				}
				return
			}
			for w, set := range cages[i].ways {
				if set&taken == 0 {
					choice[i] = w
					walk(i+1, taken|set)
				}
			}
		}
		walk(0, 0)
		for _, hc := range cages {
			var only []sudoku.Set
			for w, set := range hc.ways {
				if hc.used[w] {
					only = append(only, set)
				}
			}
			if len(only) == len(hc.ways) || len(only) == 0 {
				continue // nothing to remove, or broken: Broken and the search say so
			}
			ways, _, ok := s.cageWaysIn(hc.open, hc.need, hc.placed, 0, only, sup[:len(hc.open)])
			if !ok || ways == nil {
				continue
			}
			elims, _ := s.keepOnly(hc.open, sup[:len(hc.open)])
			if elims == nil {
				continue
			}
			var names []Message
			var cause []Mark
			for _, other := range cages {
				names = append(names, s.geo.cages[other.k].title[0])
				for _, c := range other.open {
					cause = append(cause, Mark{c, s.cands[c]})
				}
			}
			st := Step{
				Technique:    HouseCombinations,
				Eliminations: elims,
				Cause:        cause,
				Houses:       []sudoku.House{h},
			}
			s.say(&st, "house-combinations", s.houseArg("House", h), argMessages("Cages", names, JoinAnd),
				s.cageArg("Cage", hc.k), waysArg(ways), elimsArg(elims), argTechnique(HouseCombinations))
			return st, true
		}
	}
	return Step{}, false
}

// allPeers reports whether the cells all see each other.
func (s *State) allPeers(cells []sudoku.Cell) bool {
	for i, a := range cells {
		for _, b := range cells[i+1:] {
			if !s.peerBits(a).has(b) {
				return false
			}
		}
	}
	return true
}
