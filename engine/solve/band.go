package solve

import (
	"context"
	"math/bits"
	"runtime"
	"sync"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// The fast 9x9 path, in the formulation of JCZSolve and fsss2.
//
// The candidates of one digit form an 81-bit mask, held as three bands of
// 27 bits (rows 1-3, 4-6, 7-9). Bit (r%3)*9 + c of band r/3 stands for the
// cell at row r, column c. Within a band, a digit occupies exactly one cell
// in each row and each box, so the rows pick their boxes as a permutation:
// the "triads" (the three cells a row shares with a box) that some
// permutation can use are all that survive. One table lookup applies that
// rule, which covers pointing and claiming (locked candidates) and hidden
// singles in boxes. A row left with one cell solves that cell: the other
// digits leave it and its column leaves the digit's other two bands.
// Naked singles are found by counting candidates per cell with bitwise
// adders across the nine digits. When nothing more follows, the search
// guesses on a cell with two candidates when there is one.
//
// The code is shaped for Go's WASM output as much as for the processor.
// There every function is one loop around a dispatch table, and each jump
// to another block (a turn of a loop, most branches) goes through that
// table; a division by a constant is a long 64-bit multiplication; and
// every integer is an i64. So the hot paths unroll their loops over the
// nine digits and the three stacks, change state without branches (drop),
// compute x%3 and x%9 by small multiplications (mod3, mod9), keep locals
// 64-bit and mask indexes rather than have them checked.

const (
	bandMask = 1<<27 - 1
	rowMask  = 1<<9 - 1
	colRep   = 1 | 1<<9 | 1<<18 // times a 9-bit column set: that set in all three rows
)

// The band tables. They are filled on the first 9x9 search (newBands), not
// at package initialisation, so a program that imports the package (or
// one importing it, such as engine/generate for its lists) without
// solving a 9x9 grid neither links nor computes them.
var (
	bandTablesOnce sync.Once
	// triadsOf maps the nine cells of a row to its three triads: bit j is
	// set when the row has a candidate in box column j.
	triadsOf [512]uint32
	// permTriads maps nine triads (bit 3i+j: row i, box column j; or in a
	// stack, band i, column j) to those that at least one permutation of
	// rows to columns uses; 0 means no permutation fits.
	permTriads [512]uint32
	// permMask is permTriads with each triad spread to its three cells.
	permMask [512]uint32
	// loneCell maps the nine cells of a row to themselves when exactly one
	// is set, else to 0.
	loneCell [512]uint32
	// bandPeers maps a cell of a band (0..26) to the other cells of the
	// band that share its row, column or box.
	bandPeers [32]uint32
)

func fillBandTables() {
	triadsOf = makeTriadsOf()
	permTriads = makePermTriads()
	permMask = makePermMask()
	loneCell = makeLoneCell()
	bandPeers = makeBandPeers()
}

func makeTriadsOf() (t [512]uint32) {
	for r := range t {
		for j := 0; j < 3; j++ {
			if r>>(3*j)&7 != 0 {
				t[r] |= 1 << j
			}
		}
	}
	return t
}

func makePermTriads() (t [512]uint32) {
	perms := [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	for tri := range t {
		for _, p := range perms {
			var m uint32
			for i, j := range p {
				m |= 1 << (3*i + j)
			}
			if uint32(tri)&m == m {
				t[tri] |= m
			}
		}
	}
	return t
}

func makePermMask() (t [512]uint32) {
	for tri, kept := range makePermTriads() {
		for k := 0; k < 9; k++ {
			if kept>>k&1 != 0 {
				t[tri] |= 7 << (9*(k/3) + 3*(k%3))
			}
		}
	}
	return t
}

func makeLoneCell() (t [512]uint32) {
	for r := range t {
		if r != 0 && r&(r-1) == 0 {
			t[r] = uint32(r)
		}
	}
	return t
}

func makeBandPeers() (t [32]uint32) {
	for a := 0; a < 27; a++ {
		for b := 0; b < 27; b++ {
			ra, ca, rb, cb := a/9, a%9, b/9, b%9
			if a != b && (ra == rb || ca == cb || ca/3 == cb/3) {
				t[a] |= 1 << b
			}
		}
	}
	return t
}

// bands is the state of the 9x9 search. It is a value of about 140 bytes:
// a guess copies it, so backtracking is dropping the copy.
type bands struct {
	// cand[3d+b] holds the cells of band b that may hold digit d+1
	// (entries 27..31 stay 0; they let indexes be masked, not checked).
	cand [32]uint32
	// open[b] holds the cells of band b not yet solved (open[3] stays 0:
	// it lets indexes be masked), and pairs[b] those of them with two
	// candidates when naked singles last counted them (after a propagate
	// that returns true: now).
	open  [4]uint32
	pairs [3]uint32
	// dirty has bit 3d+b set when cand[3d+b] changed since it was last
	// propagated; stale likewise since the stack rules last saw it. A
	// dirty bit is always stale too, so propagate's changes to the
	// digit-band it reads need no mark.
	dirty, stale uint32
}

// allDigits has bit 3d set for every digit d: shifted by b, the digit-bands
// of band b.
const allDigits = 1 | 1<<3 | 1<<6 | 1<<9 | 1<<12 | 1<<15 | 1<<18 | 1<<21 | 1<<24

// newBands returns the state of g, a 9x9 grid, with its givens placed but
// not yet propagated. ok is false when g is not valid: a digit above 9, or
// a given that a peer given rules out.
func newBands(g *sudoku.Grid) (s bands, ok bool) {
	bandTablesOnce.Do(fillBandTables)
	for i := 0; i < 27; i++ {
		s.cand[i] = bandMask
	}
	s.open = [4]uint32{bandMask, bandMask, bandMask}
	s.dirty, s.stale = bandMask, bandMask // so the givens need no marks
	for b := uint(0); b < 3; b++ {
		for at := uint(0); at < 27; at++ {
			d := uint(g.At(sudoku.Cell(27*b + at)))
			if d == 0 {
				continue
			}
			i, bit := (3*(d-1)+b)&31, uint32(1)<<at
			if d > 9 || s.cand[i]&bit == 0 {
				return s, false
			}
			// The digit leaves the cell's peers in the band and its
			// column in the other two bands (all are dirty already).
			s.place(int(b), bit, int(d-1))
			cols := uint32(colRep) << mod9(at)
			s.cand[(i-b+mod3(b+1))&31] &^= cols
			s.cand[(i-b+mod3(b+2))&31] &^= cols
		}
	}
	return s, true
}

// clear removes cells from cand[i], marking it dirty if that changed it.
func (s *bands) clear(i int, cells uint32) {
	changed := uint32(drop(&s.cand, uint(i), uint64(cells)))
	s.dirty |= changed
	s.stale |= changed
}

// drop removes cells from c[i] (i < 27) and returns 1<<i if that changed
// it, else 0, without a branch.
func drop(c *[32]uint32, i uint, cells uint64) uint64 {
	i &= 31 // spares the index and shift checks
	x := uint64(c[i])
	c[i] = uint32(x &^ cells)
	return (x&cells + bandMask) >> 27 << i
}

// dropped removes cells from p[k] and returns 1 if that changed it, else
// 0, without a branch.
func dropped(p *[25]uint32, k int, cells uint64) uint64 {
	x := uint64(p[k])
	p[k] = uint32(x &^ cells)
	return (x&cells + bandMask) >> 27
}

// dropped3 is dropped on c[i&31].
func dropped3(c *[32]uint32, i uint, cells uint64) uint64 {
	x := uint64(c[i&31])
	c[i&31] = uint32(x &^ cells)
	return (x&cells + bandMask) >> 27
}

// place puts digit d (0-based) in the cell bit of band b, a candidate of
// it: d leaves the cell's peers in the band, which leaves the cell alone
// in its row, and propagate, which sees the digit-band as changed, takes
// the other digits out of it and d out of its column.
func (s *bands) place(b int, bit uint32, d int) {
	i := uint(3*d+b) & 31
	s.cand[i] &^= bandPeers[uint(bits.TrailingZeros32(bit))&31]
	s.dirty |= 1 << i
	s.stale |= 1 << i
}

// bandOf maps a digit-band's index to its band.
var bandOf = [32]uint8{0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2}

// mod3 is x%3 for x < 32, and mod9 x%9 for x < 64, without a division.
func mod3(x uint) uint { return x - 3*(x*11>>5) }
func mod9(x uint) uint { return x - 9*(x*57>>9) }

// propagate applies the band rules, naked singles and hidden singles in
// columns until nothing changes. It returns false on a contradiction.
// Cost: a few table lookups per changed digit-band; no allocation.
func (s *bands) propagate() bool {
	c := &s.cand
	for {
		// dirty and stale stay in locals through the loop, and go back
		// to s before anything else reads them.
		dirty, stale := uint64(s.dirty), uint64(s.stale)
		for dirty != 0 {
			i := uint(bits.TrailingZeros64(dirty)) & 31
			dirty &= dirty - 1
			a0 := uint64(c[i])
			tri := uint64(triadsOf[a0&rowMask]) | uint64(triadsOf[a0>>9&rowMask])<<3 | uint64(triadsOf[a0>>18&rowMask])<<6
			a := a0 & uint64(permMask[tri&511])
			if a == 0 {
				return false
			}
			b := uint(bandOf[i])
			solved := (uint64(loneCell[a&rowMask]) | uint64(loneCell[a>>9&rowMask])<<9 | uint64(loneCell[a>>18&rowMask])<<18) & uint64(s.open[b&3])
			c[i] = uint32(a) // stale already: see bands.dirty
			if solved != 0 {
				// The solved cells leave every digit but their own, and
				// their columns leave the digit's other bands.
				s.open[b&3] &^= uint32(solved)
				p := (*[25]uint32)(c[b&3:]) // p[3k]: digit k in band b
				changed := (dropped(p, 0, solved) |
					dropped(p, 3, solved)<<3 |
					dropped(p, 6, solved)<<6 |
					dropped(p, 9, solved)<<9 |
					dropped(p, 12, solved)<<12 |
					dropped(p, 15, solved)<<15 |
					dropped(p, 18, solved)<<18 |
					dropped(p, 21, solved)<<21 |
					dropped(p, 24, solved)<<24) << b
				// The digit's three bands lose the columns; c[i] gets a
				// back, which held none of them but the solved cells.
				cols := (solved | solved>>9 | solved>>18) & rowMask * colRep
				j := i - b
				changed |= (dropped3(c, j, cols) | dropped3(c, j+1, cols)<<1 | dropped3(c, j+2, cols)<<2) << j
				c[i] = uint32(a)
				changed &^= 1 << i
				dirty |= changed
				stale |= changed
			}
		}
		s.dirty, s.stale = 0, uint32(stale)
		if !s.nakedSingles() {
			return false
		}
		if s.dirty != 0 {
			continue
		}
		if !s.stacks() {
			return false
		}
		if s.dirty == 0 {
			return true
		}
	}
}

// nakedSingles places every open cell that has one candidate left. It
// returns false when an open cell has none. The digit of a single is read
// from four bit planes of the band's digit-bands (plane k: the digits
// with bit k set in their 0-based index), each built once for the band.
func (s *bands) nakedSingles() bool {
	c := &s.cand
	for b := uint(0); b < 3; b++ {
		open := s.open[b]
		// The candidates per cell, counted to three, the nine digits
		// unrolled (see the note at the top).
		one, two, three := c[b], uint32(0), uint32(0)
		one, two, three = tally(one, two, three, c[b+3])
		one, two, three = tally(one, two, three, c[b+6])
		one, two, three = tally(one, two, three, c[b+9])
		one, two, three = tally(one, two, three, c[b+12])
		one, two, three = tally(one, two, three, c[b+15])
		one, two, three = tally(one, two, three, c[b+18])
		one, two, three = tally(one, two, three, c[b+21])
		one, two, three = tally(one, two, three, c[(b+24)&31])
		if open&^one != 0 {
			return false
		}
		s.pairs[b] = open & two &^ three
		single := open & one &^ two
		if single == 0 {
			continue
		}
		p0 := c[b+3] | c[b+9] | c[b+15] | c[b+21]
		p1 := c[b+6] | c[b+9] | c[b+18] | c[b+21]
		p2 := c[b+12] | c[b+15] | c[b+18] | c[b+21]
		p3 := c[(b+24)&31]
		for ; single != 0; single &= single - 1 {
			at := uint(bits.TrailingZeros32(single)) & 31
			d := p0>>at&1 | p1>>at&1<<1 | p2>>at&1<<2 | p3>>at&1<<3
			s.clear(int(3*uint(d)+b), bandPeers[at])
		}
	}
	return true
}

// tally adds the cells of x to the cells seen in at least one, two and
// three digits so far.
func tally(one, two, three, x uint32) (uint32, uint32, uint32) {
	return one | x, two | one&x, three | two&x
}

// stacks applies the band rules to the columns of each stack: a digit
// takes one cell in each column and each box, so the columns of a stack
// pick their bands as a permutation. Then it places every digit that has
// one cell left in a column. It returns false on a contradiction.
func (s *bands) stacks() bool {
	stale := uint64(s.stale)
	s.stale = 0
	// One turn for each digit with a stale band, not a test per digit.
	for digits := (stale | stale>>1 | stale>>2) & allDigits; digits != 0; digits &= digits - 1 {
		i := uint(bits.TrailingZeros64(digits)) // i = 3d: the digit-bands of digit d
		// any0..2: the columns where bands 0..2 have candidates.
		a0, a1, a2 := uint64(s.cand[i&31]), uint64(s.cand[(i+1)&31]), uint64(s.cand[(i+2)&31])
		any0 := (a0 | a0>>9 | a0>>18) & rowMask
		any1 := (a1 | a1>>9 | a1>>18) & rowMask
		any2 := (a2 | a2>>9 | a2>>18) & rowMask
		t0 := uint64(permTriads[(any0&7|any1&7<<3|any2&7<<6)&511])
		t1 := uint64(permTriads[(any0>>3&7|any1>>3&7<<3|any2>>3&7<<6)&511])
		t2 := uint64(permTriads[(any0>>6&7|any1>>6&7<<3|any2>>6&7<<6)&511])
		if t0 == 0 || t1 == 0 || t2 == 0 {
			return false
		}
		k0 := t0&7 | t1&7<<3 | t2&7<<6 // the columns each band keeps
		k1 := t0>>3&7 | t1>>3&7<<3 | t2>>3&7<<6
		k2 := t0>>6&7 | t1>>6&7<<3 | t2>>6&7<<6
		// Most calls would change nothing: only those with work are made.
		if any0&^k0 != 0 || loneCells(a0, k0, k1|k2)&uint64(s.open[0]) != 0 {
			s.stackBand(i, 0, k0, k1|k2)
		}
		if any1&^k1 != 0 || loneCells(a1, k1, k0|k2)&uint64(s.open[1]) != 0 {
			s.stackBand(i+1, 1, k1, k0|k2)
		}
		if any2&^k2 != 0 || loneCells(a2, k2, k0|k1)&uint64(s.open[2]) != 0 {
			s.stackBand(i+2, 2, k2, k0|k1)
		}
	}
	return true
}

// stackBand keeps digit-band i (of band b) to the columns keep, and
// places the digit where a kept column that no other band keeps
// (others) has one cell left.
func (s *bands) stackBand(i, b uint, keep, others uint64) {
	s.clear(int(i), uint32((rowMask&^keep)*colRep))
	for cells := loneCells(uint64(s.cand[i&31]), keep, others) & uint64(s.open[b]); cells != 0; cells &= cells - 1 {
		s.clear(int(i), bandPeers[uint(bits.TrailingZeros64(cells))&31])
	}
}

// loneCells returns the cells of a, a digit-band's candidates, that are
// alone in a column keep holds and others does not.
func loneCells(a, keep, others uint64) uint64 {
	x, y, z := a&rowMask, a>>9&rowMask, a>>18
	return a & ((keep &^ others &^ (x&y | x&z | y&z)) * colRep)
}

// guessCell returns an open cell to guess on: of the cells with two
// candidates, the one whose guesses reach furthest, else one with the
// fewest candidates. ok is false when every cell is solved. Each digit of
// a cell with two candidates reaches the peers that lose the digit when
// it is placed there, and those of them left with one candidate, which
// it solves at once, weigh 3.5 times as much (2 and 5, plus 2 for the
// guess itself); the cell scores the product of its two digits' reaches,
// which favours a cell whose both guesses prune (a sixth fewer guesses on
// the hardest sets than counting open peers, and 1.5-5% fewer than their
// sum). It reads the pairs naked singles counted, so it follows a
// propagate that returned true. Cost: four popcounts and a multiplication
// per cell with two candidates.
func (s *bands) guessCell() (b int, bit uint32, ok bool) {
	c := &s.cand
	pairs := [3]uint64{uint64(s.pairs[0]), uint64(s.pairs[1]), uint64(s.pairs[2])}
	// best packs the score above the cell, so that max keeps the first
	// cell of the highest score without a branch.
	best := uint64(0)
	for band := uint(0); band < 3; band++ {
		o1, o2 := mod3(band+1), mod3(band+2)
		w := (*[25]uint32)(c[band&3:]) // w[3d]: digit d in the band
		for p := pairs[band]; p != 0; p &= p - 1 {
			at := uint(bits.TrailingZeros64(p)) & 31
			col := uint64(colRep) << mod9(at)
			peers := uint64(bandPeers[at])
			// A mask of peers holds the band's in its low 32 bits and the
			// column's in the other bands above, band o2 one bit left.
			solo := pairs[band]&peers | (pairs[o1]&col|pairs[o2]&col<<1)<<32
			ds := w[0]>>at&1 | w[3]>>at&1<<1 | w[6]>>at&1<<2 | // digitsOf, inlined
				w[9]>>at&1<<3 | w[12]>>at&1<<4 | w[15]>>at&1<<5 |
				w[18]>>at&1<<6 | w[21]>>at&1<<7 | w[24]>>at&1<<8
			x, y := 3*uint(bits.TrailingZeros32(ds)), 3*uint(bits.TrailingZeros32(ds&(ds-1)))
			lx := uint64(c[(x+band)&31])&peers | (uint64(c[(x+o1)&31])&col|uint64(c[(x+o2)&31])&col<<1)<<32
			ly := uint64(c[(y+band)&31])&peers | (uint64(c[(y+o1)&31])&col|uint64(c[(y+o2)&31])&col<<1)<<32
			n := (2*bits.OnesCount64(lx) + 5*bits.OnesCount64(lx&solo) + 2) * (2*bits.OnesCount64(ly) + 5*bits.OnesCount64(ly&solo) + 2)
			best = max(best, uint64(n+1)<<8|uint64(2-band)<<5|uint64(31-at))
		}
	}
	if best != 0 {
		return 2 - int(best>>5&3), 1 << (31 - best&31), true // 31 - at: see best
	}
	fewest := 10
	for band := 0; band < 3; band++ {
		for open := s.open[band]; open != 0; open &= open - 1 {
			n, at := 0, bits.TrailingZeros32(open)
			for i := band; i < 27; i += 3 {
				n += int(s.cand[i] >> at & 1)
			}
			if n < fewest {
				fewest, b, bit, ok = n, band, open&-open, true
			}
		}
	}
	return b, bit, ok
}

// digitsOf returns the candidates of the cell at of a band whose
// digit-bands w holds (w[3d]: digit d), bit d for digit d+1.
func digitsOf(w *[25]uint32, at uint) uint32 {
	return w[0]>>at&1 | w[3]>>at&1<<1 | w[6]>>at&1<<2 |
		w[9]>>at&1<<3 | w[12]>>at&1<<4 | w[15]>>at&1<<5 |
		w[18]>>at&1<<6 | w[21]>>at&1<<7 | w[24]>>at&1<<8
}

// grid writes the solved state into g.
func (s *bands) grid(g *sudoku.Grid) {
	for i, a := range s.cand[:27] {
		for ; a != 0; a &= a - 1 {
			g.Set(sudoku.Cell(i%3*27+bits.TrailingZeros32(a)), sudoku.Digit(i/3+1))
		}
	}
}

// bandSearch counts the solutions of a 9x9 grid up to a limit.
type bandSearch struct {
	limit, found int
	first        *sudoku.Grid // where the first solution goes; nil: nowhere
	nodes        int64
	budget       int64
	ctx          context.Context
	err          error
}

// countBands counts the solutions of g, a 9x9 grid, up to limit. It checks
// g as Grid.Validate does, but faster, calling Validate only for the error.
func countBands(g sudoku.Grid, limit int, budget int64, ctx context.Context) (int, sudoku.Grid, error) {
	var first sudoku.Grid
	n, err := countBandsInto(&g, limit, budget, ctx, &first)
	return n, first, err
}

// countBandsInto is countBands writing the first solution, if any, into
// first unless it is nil. It copies no grid: a sudoku.Grid is 640 bytes,
// a copy that shows in a 17-clue count under WASM.
func countBandsInto(g *sudoku.Grid, limit int, budget int64, ctx context.Context, first *sudoku.Grid) (int, error) {
	st, ok := newBands(g)
	if !ok {
		return 0, g.Validate()
	}
	s := bandSearch{limit: limit, budget: budget, ctx: ctx, first: first}
	s.search(st)
	return s.found, s.err
}

// search explores st, a copy of its own (passed by value, so it stays on
// the stack). It stops when the limit is reached or on an error.
func (s *bandSearch) search(st bands) {
	for {
		if !st.propagate() {
			return
		}
		b, bit, ok := st.guessCell()
		if !ok {
			s.found++
			if s.found == 1 {
				if s.first != nil {
					*s.first = sudoku.NewGrid(sudoku.Classic)
					st.grid(s.first)
				}
			}
			return
		}
		s.nodes++
		if s.nodes > s.budget {
			s.err = ErrBudget
			return
		}
		if s.ctx != nil && s.nodes&1023 == 0 {
			runtime.Gosched() // lets a deadline's timer fire under js/wasm
			if err := s.ctx.Err(); err != nil {
				s.err = err
				return
			}
		}
		// Try each of the cell's digits but the last on a copy; each tried
		// digit then leaves the cell, and the last is placed in st itself.
		digits := digitsOf((*[25]uint32)(st.cand[uint(b)&3:]), uint(bits.TrailingZeros32(bit))&31)
		if digits == 0 {
			return // not after propagate, which solves or refuses such a cell
		}
		for ; digits&(digits-1) != 0; digits &= digits - 1 {
			d := bits.TrailingZeros32(digits)
			child := st
			child.place(b, bit, d)
			s.search(child)
			if s.err != nil || s.found >= s.limit {
				return
			}
			st.clear(3*d+b, bit)
		}
		st.place(b, bit, bits.TrailingZeros32(digits))
	}
}
