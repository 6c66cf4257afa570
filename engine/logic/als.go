package logic

import (
	"math/bits"
	"slices"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// cellBits is a set of cells as a bit mask, bit c%64 of word c/64, over
// the words of its shape (State.geo.words): two words on a 9x9 grid.
type cellBits []uint64

func (b cellBits) add(c sudoku.Cell) { b[c>>6] |= 1 << (c & 63) }

// within reports whether b&m has no cell outside x.
func (b cellBits) within(m, x cellBits) bool {
	for i := range b {
		if b[i]&m[i]&^x[i] != 0 {
			return false
		}
	}
	return true
}

// meets reports whether b and x share a cell.
func (b cellBits) meets(x cellBits) bool {
	for i := range b {
		if b[i]&x[i] != 0 {
			return true
		}
	}
	return false
}

// cells appends the cells of b&x&y to dst, in order.
func (b cellBits) cells(dst []sudoku.Cell, x, y cellBits) []sudoku.Cell {
	for i := range b {
		for m := b[i] & x[i] & y[i]; m != 0; m &= m - 1 {
			dst = append(dst, sudoku.Cell(i*64+bits.TrailingZeros64(m)))
		}
	}
	return dst
}

// An almost locked set (ALS) is k cells of one house that hold k+1
// candidates between them: take one digit away and the rest are locked in
// those cells. A bivalue cell is the smallest ALS.
type als struct {
	h      sudoku.House
	cells  []sudoku.Cell // in house order
	digits sudoku.Set
	bits   cellBits // its cells
	// see holds, for the i-th digit of digits, the cells that see every
	// cell of the set holding it: words cellBits each.
	see cellBits
	// reach are the digits d of the set for which some candidate d outside
	// it sees every d of the set: only those can link it to another set
	// or be eliminated by it.
	reach sudoku.Set
}

// seeing returns the cells that see every cell of a holding d, a digit of a.
func (a *als) seeing(d sudoku.Digit, words int) cellBits {
	i := bits.OnesCount32(uint32(a.digits & (sudoku.Bit(d) - 1)))
	return a.see[i*words : (i+1)*words]
}

// maxALSCells bounds the size of an almost locked set the search builds,
// so that the search stays polynomial on large grids; on a 9x9 grid it
// leaves out only sets of 7 and 8 cells.
const maxALSCells = 6

// almostLockedSets returns the almost locked sets of s by size (the sets
// of k cells at index k), each once: a bivalue cell from its row, cells
// sharing a line and a box from the line; dig is s.digitBits(). Sets with
// fewer than two digits in reach are left out. Cost: O(3N * C(N, maxALSCells)).
func (s *State) almostLockedSets(dig []cellBits) [][]als {
	w := s.geo.words
	bySize := make([][]als, maxALSCells+1)
	var buf [sudoku.MaxN]sudoku.Cell
	var idx [maxALSCells]int
	// The sets' cells and cellBits live in two buffers that only grow: a
	// set's slices keep the backing array they were cut from.
	var cellBuf []sudoku.Cell
	var wordBuf cellBits
	for h := sudoku.House(0); int(h) < s.houses(); h++ {
		empties := buf[:0]
		for _, c := range s.houseCells(h) {
			if s.cands[c] != 0 {
				empties = append(empties, c)
			}
		}
		kind := s.kind(h)
		for k := 1; k < len(empties) && k <= maxALSCells; k++ {
			if k == 1 && kind != sudoku.RowHouse {
				continue
			}
			for ok := firstCombo(idx[:k], len(empties)); ok; ok = nextCombo(idx[:k], len(empties)) {
				var ds sudoku.Set
				for _, i := range idx[:k] {
					ds |= s.cands[empties[i]]
				}
				if ds.Count() != k+1 {
					continue
				}
				at0 := len(cellBuf)
				for _, i := range idx[:k] {
					cellBuf = append(cellBuf, empties[i])
				}
				cells := cellBuf[at0:len(cellBuf):len(cellBuf)]
				if kind == sudoku.BoxHouse && s.inOneLine(cells) {
					cellBuf = cellBuf[:at0]
					continue
				}
				at := len(wordBuf)
				wordBuf = append(wordBuf, make(cellBits, (k+2)*w)...)
				a := als{h: h, cells: cells, digits: ds}
				a.bits, a.see = wordBuf[at:at+w:at+w], wordBuf[at+w:len(wordBuf):len(wordBuf)]
				for i := range a.see {
					a.see[i] = ^uint64(0)
				}
				var dbuf [sudoku.MaxN]sudoku.Digit
				digits := dbuf[:0]
				for es := ds; es != 0; es &= es - 1 {
					digits = append(digits, es.Lowest())
				}
				for _, c := range cells {
					a.bits.add(c)
					for i, d := range digits {
						if s.cands[c].Has(d) {
							see, peers := a.see[i*w:(i+1)*w], s.peerBits(c)
							for j := range see {
								see[j] &= peers[j]
							}
						}
					}
				}
				for i, d := range digits {
					if a.see[i*w : (i+1)*w].meets(dig[d-1]) {
						a.reach = a.reach.With(d)
					}
				}
				// A set needs two digits in reach to take part (see
				// findALSXZ).
				if a.reach.Count() < 2 {
					cellBuf, wordBuf = cellBuf[:at0], wordBuf[:at]
					continue
				}
				bySize[k] = append(bySize[k], a)
			}
		}
	}
	return bySize
}

// inOneLine reports whether cells share a row or a column.
func (s *State) inOneLine(cells []sudoku.Cell) bool {
	h0 := s.housesOf(cells[0])
	row, col := true, true
	for _, c := range cells[1:] {
		hs := s.housesOf(c)
		row = row && hs[sudoku.RowHouse] == h0[sudoku.RowHouse]
		col = col && hs[sudoku.ColHouse] == h0[sudoku.ColHouse]
	}
	return row || col
}

// digitBits returns, for each digit d, the cells where d is a candidate,
// at index d-1. Cost: O(N^2).
func (s *State) digitBits() []cellBits {
	w := s.geo.words
	flat := make(cellBits, s.n*w)
	out := make([]cellBits, s.n)
	for i := range out {
		out[i] = flat[i*w : (i+1)*w]
	}
	for c := sudoku.Cell(0); int(c) < s.shape.Cells(); c++ {
		for ds := s.cands[c]; ds != 0; ds &= ds - 1 {
			out[ds.Lowest()-1].add(c)
		}
	}
	return out
}

// findALSXZ finds two almost locked sets A and B with no cell in common
// and a restricted common candidate x: every x of A sees every x of B, so
// at most one of them holds x, and the other, without x, is locked. So for
// any other digit z they share, A or B holds z, and cells seeing every z of
// both lose it. When they have two restricted common candidates x and y
// (doubly linked), each set lacks one of them and holds all its other
// digits: x and y are each in A or B, and A's and B's other digits are
// locked in their own set; cells seeing every copy lose them.
// Pairs are tried by increasing total size. Cost: O(ALS^2 * N * N^2/64).
func findALSXZ(s *State) (Step, bool) {
	dig := s.digitBits()
	bySize := s.almostLockedSets(dig)
	for total := 2; total <= 2*maxALSCells; total++ {
		for ka := max(1, total-maxALSCells); 2*ka <= total; ka++ {
			kb := total - ka
			for i := range bySize[ka] {
				a := &bySize[ka][i]
				bs := bySize[kb]
				if ka == kb {
					bs = bs[i+1:]
				}
				for j := range bs {
					b := &bs[j]
					// The restricted common candidates, and the digits
					// eliminated when there is one, are among both
					// sets' reach.
					common := a.digits & b.digits
					if (common&a.reach&b.reach).Count() < 2 || a.bits.meets(b.bits) {
						continue
					}
					if st, ok := s.alsStep(a, b, common, dig); ok {
						return st, true
					}
				}
			}
		}
	}
	return Step{}, false
}

// alsStep returns the ALS-XZ step of the disjoint sets a and b sharing the
// digits common, if it eliminates anything; dig is s.digitBits().
func (s *State) alsStep(a, b *als, common sudoku.Set, dig []cellBits) (Step, bool) {
	w := s.geo.words
	var rcc sudoku.Set
	for ds := common & a.reach & b.reach; ds != 0; ds &= ds - 1 {
		d := ds.Lowest()
		if b.bits.within(dig[d-1], a.seeing(d, w)) {
			rcc = rcc.With(d)
		}
	}
	if rcc == 0 || rcc.Count() > 2 {
		return Step{}, false
	}
	var elims []Mark
	var buf [sudoku.MaxCells]sudoku.Cell
	// eliminate removes d from the cells that see every d of x and y.
	eliminate := func(d sudoku.Digit, x, y *als) {
		for _, c := range dig[d-1].cells(buf[:0], x.seeing(d, w), y.seeing(d, w)) {
			elims = addMark(elims, c, sudoku.Bit(d))
		}
	}
	x, y := rcc.Lowest(), rcc.Without(rcc.Lowest()).Lowest()
	if y == 0 {
		for ds := common.Without(x); ds != 0; ds &= ds - 1 {
			eliminate(ds.Lowest(), a, b)
		}
	} else {
		eliminate(x, a, b)
		eliminate(y, a, b)
		for _, o := range [2]*als{a, b} {
			for ds := o.digits &^ rcc; ds != 0; ds &= ds - 1 {
				eliminate(ds.Lowest(), o, o)
			}
		}
	}
	if len(elims) == 0 {
		return Step{}, false
	}
	slices.SortFunc(elims, func(p, q Mark) int { return int(p.Cell) - int(q.Cell) })
	var cause []Mark
	for _, x := range [2]*als{a, b} {
		for _, c := range x.cells {
			cause = addMark(cause, c, s.cands[c])
		}
	}
	st := Step{
		Technique:    ALSXZ,
		Rating:       alsRating(a, b),
		Eliminations: elims,
		Cause:        cause,
		Houses:       []sudoku.House{a.h, b.h},
	}
	sets := []Arg{a.arg("First"), b.arg("Second"), elimsArg(elims), argTechnique(ALSXZ)}
	if y == 0 {
		zs := common.Without(x)
		s.say(&st, "als-xz", append(sets, argDigit("Link", x), argDigits("Shared", zs, JoinAnd), argCount(zs.Count()))...)
	} else {
		s.say(&st, "als-xz-double", append(sets, argDigit("Link1", x), argDigit("Link2", y))...)
	}
	return st, true
}

// arg names the set a and its digits: "r1c1 and r1c2 hold only 1, 2
// and 3".
func (a *als) arg(name string) Arg {
	return argMessage(name, msg("als", argCells("Cells", a.cells, JoinAnd), argDigits("Digits", a.digits, JoinAnd),
		argCount(len(a.cells))))
}

// alsRating rates the ALS-XZ of a and b: ALSXZ's rating plus SE's chain
// length bonus for twice their cells, about the nodes of the chain SE,
// which has no almost locked sets, would need to go through them; this
// brings our ratings closer to SE's (TestSECorrelation).
func alsRating(a, b *als) float64 {
	return ALSXZ.Rating() + lengthBonus(2*(len(a.cells)+len(b.cells)))
}
