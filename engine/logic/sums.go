package logic

// Sums over a line of cells: arrows and little killers (clueSupport), and
// the innies and outies of killer cages (sumSupport).

import (
	"math/bits"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// sumBudget bounds the search a sum clue makes for one cell and digit;
// past it the digit is kept.
const sumBudget = 512

// sumSearch looks for a way of keeping a sum clue: digits for its cells,
// one of opts each, different where cells see each other, whose sum
// (each times its coefficient) is the total.
type sumSearch struct {
	coef   []int
	total  int
	opts   []sudoku.Set
	apart  [][]int // for each cell, the earlier cells it sees
	lo, hi []int   // lo[i], hi[i]: the least and most cells i.. add
	vals   []sudoku.Digit
	nodes  int
}

// linearSupport sets sup[i] to the digits of opts[i] that cells[i] takes
// in some way of making total, each cell holding one of its opts times
// coef[i], cells that see each other holding different digits; sup
// starts empty. A digit the search could not decide about within
// sumBudget nodes is kept. Cost: for each cell and option not yet seen in
// a way, a search for a way with it, at most sumBudget nodes.
func (s *State) linearSupport(cells []sudoku.Cell, coef []int, total int, opts, sup []sudoku.Set) {
	k := len(cells)
	ss := sumSearch{
		coef: coef, total: total,
		opts:  make([]sudoku.Set, k),
		apart: make([][]int, k),
		lo:    make([]int, k+1),
		hi:    make([]int, k+1),
		vals:  make([]sudoku.Digit, k),
	}
	for i, c := range cells {
		for j, o := range cells[:i] {
			if s.peerBits(c).has(o) {
				ss.apart[i] = append(ss.apart[i], j)
			}
		}
	}
	for i := range k {
		for ds := opts[i] &^ sup[i]; ds != 0; ds &= ds - 1 {
			d := ds & -ds
			copy(ss.opts, opts)
			ss.opts[i] = d
			switch ss.search() {
			case found:
				for x, v := range ss.vals {
					sup[x] = sup[x].With(v)
				}
			case undecided:
				sup[i] |= d
			}
		}
	}
}

type searchResult uint8

const (
	none searchResult = iota
	found
	undecided
)

// search looks for one way within sumBudget nodes; vals holds it when
// found.
func (ss *sumSearch) search() searchResult {
	k := len(ss.opts)
	ss.lo[k], ss.hi[k] = 0, 0
	for i := k - 1; i >= 0; i-- {
		if ss.opts[i] == 0 {
			return none
		}
		a := ss.coef[i] * int(ss.opts[i].Lowest())
		b := ss.coef[i] * highest(ss.opts[i])
		ss.lo[i], ss.hi[i] = ss.lo[i+1]+min(a, b), ss.hi[i+1]+max(a, b)
	}
	ss.nodes = 0
	return ss.walk(0, 0)
}

func (ss *sumSearch) walk(i, sum int) searchResult {
	if i == len(ss.opts) {
		if sum == ss.total {
			return found
		}
		return none
	}
	result := none
next:
	for ds := ss.opts[i]; ds != 0; ds &= ds - 1 {
		d := ds.Lowest()
		for _, j := range ss.apart[i] {
			if ss.vals[j] == d {
				continue next
			}
		}
		t := sum + ss.coef[i]*int(d)
		if t+ss.lo[i+1] > ss.total || t+ss.hi[i+1] < ss.total {
			continue
		}
		if ss.nodes++; ss.nodes > sumBudget {
			return undecided
		}
		ss.vals[i] = d
		switch ss.walk(i+1, t) {
		case found:
			return found
		case undecided:
			result = undecided
		}
	}
	return result
}

// highest returns the greatest digit of a non-empty set.
func highest(ds sudoku.Set) int { return bits.Len32(uint32(ds)) }
