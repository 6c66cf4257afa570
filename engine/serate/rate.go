package serate

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"strings"
	"sync"

	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/quote"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// This file is the rating run: the API, SE's position and what a run
// remembers between steps, and SE's producers in SE's order. It follows
// Sudoku Explainer's rating rules (SukakuExplainer 1.18.1 with serate's
// default settings; the package doc lists them) step by step, so that its
// number is SE's. It works on its own small position type, because SE's
// scan orders, its first-step-wins policy and its chain complexity decide
// the number and differ from the order logic.Next uses to teach.

// Rating is a puzzle's rating on Sudoku Explainer's scale, in tenths
// (72 is 7.2): Rating is the hardest step of SE's path, Pearl the hardest
// step up to and including the first that places a digit, Diamond the
// first step's rating. Steps is the path, step by step.
type Rating struct {
	Rating, Pearl, Diamond int
	Steps                  []Step
	// Beyond says the path stopped where SE needs a technique this
	// package does not have: the ratings are lower bounds (Rate's
	// ErrBeyond).
	Beyond bool
}

// Step is one step of SE's path: its rating in tenths, SE's name for
// the technique ("Hidden Single", "Direct Pointing") and what it does, in
// SE's words ("r2c2: 6 in block").
type Step struct {
	Rating int
	Name   string
	Detail string
}

// String formats r as serate does: "7.2/7.2/2.6".
func (r Rating) String() string {
	return fmt.Sprintf("%s/%s/%s", tenths(r.Rating), tenths(r.Pearl), tenths(r.Diamond))
}

// String formats st as serate's --after="%r %s" does:
// "1.2 Hidden Single: r2c2: 6 in block".
func (st Step) String() string {
	return fmt.Sprintf("%s %s: %s", tenths(st.Rating), st.Name, st.Detail)
}

// ParseRating reads a rating as String writes it: "9.2/9.2/8.3".
func ParseRating(text string) (Rating, error) {
	var r Rating
	var a, b, c, d, e, f int
	if n, err := fmt.Sscanf(text, "%d.%1d/%d.%1d/%d.%1d", &a, &b, &c, &d, &e, &f); err != nil || n != 6 || r.String() == "" {
		return r, fmt.Errorf("serate: %s is not a Sudoku Explainer rating (want rating/pearl/diamond, like 9.2/9.2/8.3)", quote.String(text))
	}
	r.Rating, r.Pearl, r.Diamond = a*10+b, c*10+d, e*10+f
	if r.String() != text {
		return Rating{}, fmt.Errorf("serate: %s is not a Sudoku Explainer rating (want rating/pearl/diamond, like 9.2/9.2/8.3)", quote.String(text))
	}
	return r, nil
}

// Level returns the level of r's rating: Extreme when Beyond.
func (r Rating) Level() logic.Level {
	if r.Beyond {
		return logic.Extreme
	}
	return logic.LevelOf(float64(r.Rating) / 10)
}

// Number is r's rating as SE writes it, "7.2"; "10.5+" when Beyond (a
// lower bound).
func (r Rating) Number() string {
	if r.Beyond {
		return tenths(r.Rating) + "+"
	}
	return tenths(r.Rating)
}

// Summary is r with its level and hardest step, as the CLI prints a
// grade: "7.2/7.2/2.6 Master (Forcing Chain)"; "10.5/1.2/1.2+ Extreme
// (needs dynamic chains nested)" when Beyond; without the step when r
// has no Steps.
func (r Rating) Summary() string {
	switch {
	case r.Beyond:
		return fmt.Sprintf("%s+ %s (needs dynamic chains nested)", r, r.Level())
	case r.Hardest() == "":
		return fmt.Sprintf("%s %s", r, r.Level())
	}
	return fmt.Sprintf("%s %s (%s)", r, r.Level(), r.Hardest())
}

// Hardest returns SE's name of the first step that rates r.Rating, e.g.
// "Forcing Chain"; "" for an empty path.
func (r Rating) Hardest() string {
	for _, st := range r.Steps {
		if st.Rating == r.Rating {
			return st.Name
		}
	}
	return ""
}

// tenths formats a rating kept in tenths: 72 as "7.2".
func tenths(r int) string { return fmt.Sprintf("%d.%d", r/10, r%10) }

// ErrBeyond reports a position where none of the package's techniques
// applies: SE would go on with a harder one this package does not have
// (dynamic chains nested). The rating is then a lower bound, BeyondRating
// or more.
var ErrBeyond = errors.New("serate: the puzzle needs a technique beyond this rater (dynamic chains nested)")

// BeyondRating is the least rating, in tenths, of SE's techniques this
// package does not have (forcing chains with dynamic chains nested, 10.5
// and up): a rating that stops with ErrBeyond is at least this.
const BeyondRating = 105

// Options bound a rating; the zero value rates without a bound.
type Options struct {
	// Context, when not nil, bounds a rating in time: it is checked
	// before each step and inside the longest searches, and when it is
	// done the rating stops with its error.
	Context context.Context
}

// Rate rates the classic 9x9 puzzle g as Sudoku Explainer does. It
// fails when g is not 9x9, has no or several solutions, or needs a
// technique beyond this package's (ErrBeyond, with a lower bound).
// Cost: milliseconds for most puzzles; forcing chains make it tens.
func Rate(g sudoku.Grid) (Rating, error) { return Options{}.Rate(g) }

// Rate is the package function Rate, bounded by o.Context.
func (o Options) Rate(g sudoku.Grid) (Rating, error) {
	r, _, err := o.rate(g, maxRating)
	return r, err
}

// RateWithin is Rate for a caller that only needs to know whether SE
// rates g at level or below (a generator aiming at a level): it tries
// only SE's techniques that can rate that low, and stops at the first
// step above the level. within is false when SE's rating is above level;
// r.Rating is then a lower bound. The error is Rate's.
// Cost: that of the techniques up to level: microseconds to
// milliseconds up to Expert, where Rate may take tens.
func (o Options) RateWithin(g sudoku.Grid, level logic.Level) (r Rating, within bool, err error) {
	ceiling := maxRating
	if c, ok := level.Ceiling(); ok {
		ceiling = int(c*10 + 0.5)
	}
	return o.rate(g, ceiling)
}

// RateUpTo is RateWithin with the ceiling in SE's tenths (72 for
// 7.2) rather than a level: within is false when SE rates g harder
// than ceiling, and r.Rating is then only a lower bound. A search for harder
// puzzles uses it to drop a candidate no harder than the best so far
// without trying the techniques above it. Cost: as RateWithin's.
func (o Options) RateUpTo(g sudoku.Grid, ceiling int) (r Rating, within bool, err error) {
	return o.rate(g, max(ceiling, 0))
}

// maxRating is a ceiling above every rating.
const maxRating = 1 << 30

// RateCandidates rates the classic 9x9 puzzle g with its pencil marks
// cands (len 81, a set per cell, as codec reads a candidate line: a
// sukaku) as SukakuExplainer rates a 729-character candidate line: SE's
// position starts from the marks, not from the candidates g's digits
// leave. A cell whose one mark no peer shares is a given; a cell whose
// one mark a peer shares is not, and the path places it, most often by
// a naked single (2.3), whose placement removes the shared mark
// (sudoku.Puzzle.Givens; SE's Grid.adjustPencilmarks). A filled cell of
// g has its digit as its marks. Everything else is Rate's: the same
// producers in the same order, and a grid with no or several solutions
// under its marks (solve.CountPuzzle) refused. With cands nil it is
// Rate(g). It fails as Rate does, and with sudoku.Puzzle.CheckCandidates'
// error for marks that do not fit g. Cost: Rate's; a position with more
// candidates than its givens leave takes longer in the chains.
func RateCandidates(g sudoku.Grid, cands []sudoku.Set) (Rating, error) {
	return Options{}.RateCandidates(g, cands)
}

// RateCandidates is the package function RateCandidates, bounded by
// o.Context.
func (o Options) RateCandidates(g sudoku.Grid, cands []sudoku.Set) (Rating, error) {
	r, _, err := o.ratePuzzle(sudoku.Puzzle{Grid: g, Candidates: cands}, maxRating)
	return r, err
}

// rate follows SE's path with the producers that can rate ceiling or
// less, and stops with within false at a step rated above it.
func (o Options) rate(g sudoku.Grid, ceiling int) (r Rating, within bool, err error) {
	return o.ratePuzzle(sudoku.Puzzle{Grid: g}, ceiling)
}

// ratePuzzle is rate for a classic puzzle, from its pencil marks when it
// has them (RateCandidates).
func (o Options) ratePuzzle(pz sudoku.Puzzle, ceiling int) (r Rating, within bool, err error) {
	if s := pz.Grid.Shape(); s != sudoku.Classic {
		return Rating{}, false, fmt.Errorf("serate: Sudoku Explainer rates 9x9 puzzles only, not %s", s)
	}
	if err := uniqueSolution(pz); err != nil {
		return Rating{}, false, err
	}
	var p *grid
	if pz.Candidates == nil {
		p = newGrid(pz.Grid)
	} else {
		p = newGridMarks(pz.Givens(), pz.Marks())
	}
	defer func() {
		if p.memo.chainer != nil {
			chainers.Put(p.memo.chainer)
		}
	}()
	return o.follow(p, ceiling)
}

// follow is rateSE from position p, which it changes. Without p.memo the
// producers start afresh at each step: the rating is the same, only
// slower.
func (o Options) follow(p *grid, ceiling int) (r Rating, within bool, err error) {
	placed := false
	for !p.solved() {
		if o.Context != nil {
			if err := o.Context.Err(); err != nil {
				return r, false, err
			}
		}
		h, ok := p.next(o.Context, ceiling)
		if !ok {
			if ceiling < maxRating {
				return r, false, nil
			}
			r.Beyond, r.Rating = true, max(r.Rating, BeyondRating)
			return r, false, ErrBeyond
		}
		r.Steps = append(r.Steps, Step{h.rating, h.name, h.detail})
		r.Rating = max(r.Rating, h.rating)
		if len(r.Steps) == 1 {
			r.Diamond = r.Rating
		}
		if !placed && h.cell >= 0 {
			r.Pearl, placed = r.Rating, true
		}
		if r.Rating > ceiling {
			return r, false, nil
		}
		p.apply(&h)
	}
	return r, true, nil
}

// uniqueSolution fails unless p has exactly one solution (under its
// marks, when it has them), as SE refuses to rate other grids.
func uniqueSolution(p sudoku.Puzzle) error {
	var n int
	var err error
	if p.Candidates == nil {
		n, err = solve.Count(p.Grid, 2)
	} else {
		n, err = solve.CountPuzzle(p, 2)
	}
	if err != nil {
		return err
	}
	switch n {
	case 1:
		return nil
	case 0:
		return errors.New("serate: the puzzle has no solution")
	default:
		return errors.New("serate: the puzzle has more than one solution")
	}
}

// grid is a 9x9 position as SE sees it: each cell's digit (0 when
// empty) and candidates (bit d-1 for digit d), and where each digit can
// go in each region (bit k for the region's k-th cell), kept in step by
// place and drop.
type grid struct {
	value [81]uint8
	cands [81]uint16
	where [27][9]uint16 // [t*9+i][d-1]
	memo  *memo         // nil for a position outside a rating run
}

// memo is what a rating run remembers of the positions where its
// slowest searches that fail on most positions found nothing, so that a
// later run skips what has not changed since: a search whose inputs
// are as they were finds nothing again.
type memo struct {
	aligned [4]snapshot  // by degree, the last position aligned exclusion found nothing in
	links   [5]digitMemo // strong links, by number of links
	nishio  digitMemo    // Nishio forcing chains
	xChains digitMemo    // X-cycles and forcing X-chains (static chains' first pass)
	chainer *chainer     // the run's chainer between producers
}

// digitMemo serves the searches that follow one digit only, whose
// finding nothing depends on nothing but the digit's places and the
// cells the search starts from: by digit, those of the last position
// where the search found nothing on it.
type digitMemo [10]struct {
	valid           bool
	places, sources cellSet
}

// unchanged reports whether digit d found nothing with these places and
// sources before.
func (m *digitMemo) unchanged(d int, places, sources cellSet) bool {
	e := &m[d]
	return e.valid && e.places == places && e.sources == sources
}

// nothing records that digit d found nothing with these places and
// sources.
func (m *digitMemo) nothing(d int, places, sources cellSet) {
	m[d].valid, m[d].places, m[d].sources = true, places, sources
}

// digitCells returns, by digit, the cells where it is a candidate and
// those of them with two candidates or more (where chains start).
func (p *grid) digitCells() (places, sources [10]cellSet) {
	for c := range 81 {
		m := p.cands[c]
		many := m&(m-1) != 0
		for ; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m) + 1
			places[d].add(c)
			if many {
				sources[d].add(c)
			}
		}
	}
	return places, sources
}

// snapshot is a position's candidates, when valid.
type snapshot struct {
	valid bool
	cands [81]uint16
}

// changed returns the cells whose candidates differ from the snapshot's,
// every cell when it is not valid.
func (s *snapshot) changed(p *grid) cellSet {
	var out cellSet
	for c := range 81 {
		if !s.valid || p.cands[c] != s.cands[c] {
			out.add(c)
		}
	}
	return out
}

const allDigits = 0x1ff

// SE's region types, with SE's indices, and the order SE scans them in.
const (
	blockType  = 0
	rowType    = 1
	columnType = 2
)

var scanOrder = [3]int{blockType, columnType, rowType}

// regions[t*9+i] lists the cells of region i of type t in SE's order:
// a block row by row, a row left to right, a column top to bottom.
var regions = func() (rs [27][9]uint8) {
	for i := range 9 {
		for k := range 9 {
			rs[blockType*9+i][k] = uint8((i/3*3+k/3)*9 + i%3*3 + k%3)
			rs[rowType*9+i][k] = uint8(i*9 + k)
			rs[columnType*9+i][k] = uint8(k*9 + i)
		}
	}
	return rs
}()

// peersOf[c] are the 20 cells that share a region with c; regionOf[c][t]
// is the index of c's region of type t, and indexIn[c][t] c's place in
// that region. peerSet[c] holds c's peers as a set. Package-level
// variables, made before any init function runs (those of links.go and
// wings.go read them).
var peersOf, regionOf, indexIn, peerSet = peerTables()

func peerTables() (peers [81][20]uint8, of, in [81][3]uint8, set [81]cellSet) {
	for ri, r := range regions {
		for k, c := range r {
			in[c][ri/9] = uint8(k)
		}
	}
	for c := range 81 {
		r, col := c/9, c%9
		of[c] = [3]uint8{uint8(r/3*3 + col/3), uint8(r), uint8(col)}
		n := 0
		for d := range 81 {
			if d != c && (d/9 == r || d%9 == col || (d/27 == c/27 && d%9/3 == col/3)) {
				peers[c][n] = uint8(d)
				set[c].add(d)
				n++
			}
		}
	}
	return peers, of, in, set
}

// cellSet is a set of cells, bit c of word c/64.
type cellSet [2]uint64

func (s *cellSet) add(c int)            { s[c>>6] |= 1 << (c & 63) }
func (s cellSet) has(c int) bool        { return s[c>>6]>>(c&63)&1 != 0 }
func (s cellSet) and(t cellSet) cellSet { return cellSet{s[0] & t[0], s[1] & t[1]} }
func (s cellSet) count() int            { return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) }
func (s cellSet) empty() bool           { return s[0]|s[1] == 0 }

// cellsOr returns the cells of s or t; cellsMinus those of s not in t.
func cellsOr(s, t cellSet) cellSet    { return cellSet{s[0] | t[0], s[1] | t[1]} }
func cellsMinus(s, t cellSet) cellSet { return cellSet{s[0] &^ t[0], s[1] &^ t[1]} }

// shared[a][b] holds the places of region a (t*9+i) that lie in region
// b: bit k for a's k-th cell.
var shared = func() (places [27][27]uint16) {
	for a, r := range regions {
		for k, c := range r {
			for t := range 3 {
				places[a][t*9+int(regionOf[c][t])] |= 1 << k
			}
		}
	}
	return places
}()

// region returns the cells of region i of type t.
func region(t, i int) *[9]uint8 { return &regions[t*9+i] }

// regionName is SE's name of a region type: "block", "row", "column".
func regionName(t int) string { return [3]string{"block", "row", "column"}[t] }

// cellName is SE's name of a cell: "r1c1".
func cellName(c int) string { return fmt.Sprintf("r%dc%d", c/9+1, c%9+1) }

// cellNames joins cells' names with commas.
func cellNames(cells ...int) string {
	names := make([]string, len(cells))
	for i, c := range cells {
		names[i] = cellName(c)
	}
	return strings.Join(names, ",")
}

// digitList writes a candidate mask as SE lists values: "1,7".
func digitList(mask uint16) string {
	var b strings.Builder
	for m := mask; m != 0; m &= m - 1 {
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		b.WriteByte(byte('1' + bits.TrailingZeros16(m)))
	}
	return b.String()
}

// newGrid starts from g's givens with every candidate a peer allows.
func newGrid(g sudoku.Grid) *grid {
	p := &grid{memo: &memo{}}
	for c := range 81 {
		p.cands[c] = allDigits
	}
	for ri := range p.where {
		for d := range p.where[ri] {
			p.where[ri][d] = 1<<9 - 1
		}
	}
	for c := range 81 {
		if d := g.At(sudoku.Cell(c)); d != 0 {
			p.place(c, int(d))
		}
	}
	return p
}

// newGridMarks returns SE's position of a candidate grid: the digits of
// givens placed, and every other cell with its marks as they are (SE
// does not clear its peers' digits from them: Givens leaves none to
// clear).
func newGridMarks(givens sudoku.Grid, marks []sudoku.Set) *grid {
	p := &grid{memo: &memo{}}
	for c := range 81 {
		if d := givens.At(sudoku.Cell(c)); d != 0 {
			p.value[c] = uint8(d)
		} else {
			p.cands[c] = uint16(marks[c])
		}
	}
	p.rebuild()
	return p
}

// place puts digit d in cell c and removes d from c's peers.
func (p *grid) place(c, d int) {
	p.value[c] = uint8(d)
	p.drop(c, p.cands[c])
	bit := uint16(1) << (d - 1)
	for _, q := range peersOf[c] {
		p.drop(int(q), bit)
	}
}

// rebuild sets where from cands, for a position set up cell by cell.
func (p *grid) rebuild() {
	p.where = [27][9]uint16{}
	for c, m := range p.cands {
		for ; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m)
			for t := range 3 {
				p.where[t*9+int(regionOf[c][t])][d] |= 1 << indexIn[c][t]
			}
		}
	}
}

// drop removes the candidates mask from cell c.
func (p *grid) drop(c int, mask uint16) {
	mask &= p.cands[c]
	p.cands[c] &^= mask
	for m := mask; m != 0; m &= m - 1 {
		d := bits.TrailingZeros16(m)
		for t := range 3 {
			p.where[t*9+int(regionOf[c][t])][d] &^= 1 << indexIn[c][t]
		}
	}
}

// at returns where digit d can go in region i of type t, bit k for the
// region's k-th cell.
func (p *grid) at(t, i, d int) uint16 { return p.where[t*9+i][d-1] }

func (p *grid) solved() bool {
	for _, v := range p.value {
		if v == 0 {
			return false
		}
	}
	return true
}

// has reports whether digit d is a candidate of cell c.
func (p *grid) has(c, d int) bool { return p.cands[c]>>(d-1)&1 != 0 }

// positions returns where digit d can go in region r, bit k for r's k-th
// cell. Cost: O(1).
func (p *grid) positions(r *[9]uint8, d int) uint16 {
	c0, c1 := int(r[0]), int(r[1])
	t := rowType
	switch {
	case c1 == c0+9:
		t = columnType
	case regionOf[c0][blockType] == regionOf[int(r[3])][blockType]:
		t = blockType
	}
	return p.at(t, int(regionOf[c0][t]), d)
}

// emptyCount returns the number of empty cells of region r.
func (p *grid) emptyCount(r *[9]uint8) int {
	n := 0
	for _, c := range r {
		if p.value[c] == 0 {
			n++
		}
	}
	return n
}

// occurrences returns how many times digit d is placed.
func (p *grid) occurrences(d int) int {
	n := 0
	for _, v := range p.value {
		if int(v) == d {
			n++
		}
	}
	return n
}

// hint is one step as an SE producer finds it: its eliminations (a
// candidate mask per cell), and for a step that places, the cell and digit.
type hint struct {
	rating int // tenths
	name   string
	detail string
	remove [81]uint16
	cell   int // -1 when the step places nothing
	value  int
}

// worth reports whether h changes anything: SE emits no step that does not.
func (h *hint) worth() bool {
	if h.cell >= 0 {
		return true
	}
	for _, m := range h.remove {
		if m != 0 {
			return true
		}
	}
	return false
}

// apply makes h's eliminations, then its placement.
func (p *grid) apply(h *hint) {
	for c, m := range h.remove {
		if m != 0 {
			p.drop(c, m)
		}
	}
	if h.cell >= 0 {
		p.place(h.cell, h.value)
	}
}

// producer searches p for its technique's step in SE's scan order and
// returns the step SE would take first. It does not change p.
type producer func(p *grid, ctx context.Context) (hint, bool)

// producers returns SE's hint producers in SE's order (SE_RATING.md's
// table), each with the lowest rating it or a later one gives, in tenths;
// the first that finds a step decides it. The list is built on first use,
// not at package init, so that a program that takes only the package's
// names and levels (the page) links none of the producers: a package
// variable set at init, even to a sync.OnceValue, would link them all.
func producers() []producerEntry {
	producersOnce.Do(func() { producerList = newProducers() })
	return producerList
}

var (
	producersOnce sync.Once
	producerList  []producerEntry
)

func newProducers() []producerEntry {
	list := []producer{
		hiddenSingles,
		directLocking,
		directHiddenSet(2),
		nakedSingles,
		directHiddenSet(3),
		locking,
		nakedSet(2),
		fish(2),
		hiddenSet(2),
		nakedSet(3),
		fish(3),
		hiddenSet(3),
		strongLinks(2),
		xyWings,
		uniqueLoops,
		nakedSet(4),
		fish(4),
		hiddenSet(4),
		strongLinks(3),
		wxyzWing,
		bug,
		strongLinks(4),
		vwxyzWing,
		alignedPairExclusion,
		uvwxyzWing,
		staticChains,
		tuvwxyzWing,
		alignedTripletExclusion,
		nishioChains,
		multipleChains,
		dynamicChains,
		dynamicPlusChains,
		nestedChains(2),
		nestedChains(3),
	}
	least := []int{10, 17, 20, 23, 25, 26, 30, 32, 34, 36, 38, 40, 40, 42, 45, 50, 52, 54, 54, 55, 56, 58, 62, 62, 66, 65, 75, 75, 75, 80, 85, 90, 95, 100}
	// A bounded run must still try a producer that rates above its
	// ceiling when a later one rates within it (UVWXYZ-Wing, 6.6, comes
	// before static chains, 6.5): SE would take the first one's step.
	for i := len(least) - 2; i >= 0; i-- {
		least[i] = min(least[i], least[i+1])
	}
	producers := make([]producerEntry, len(list))
	for i, produce := range list {
		producers[i] = producerEntry{produce, least[i]}
	}
	return producers
}

// producerEntry is a producer of producers and the lowest rating it
// or a later one gives.
type producerEntry struct {
	produce producer
	least   int
}

// next returns SE's next step: the first producer's first step, among
// the producers that can rate ceiling or less.
func (p *grid) next(ctx context.Context, ceiling int) (hint, bool) {
	for _, pr := range producers() {
		if ctx != nil && ctx.Err() != nil {
			return hint{}, false
		}
		if pr.least > ceiling {
			continue
		}
		if h, ok := pr.produce(p, ctx); ok {
			return h, true
		}
	}
	return hint{}, false
}

// newHint returns a step that places nothing yet.
func newHint(rating int, name string) hint {
	return hint{rating: rating, name: name, cell: -1}
}

// combinations calls f with every k-subset of 0..n-1 in SE's order
// (Gosper's: {0,1},{0,2},{1,2},{0,3},...) as a bit mask, until f returns
// false.
func combinations(k, n int, f func(mask uint16) bool) {
	if k > n || k <= 0 {
		return
	}
	m := uint16(1)<<k - 1
	for m < 1<<n {
		if !f(m) {
			return
		}
		low := m & -m
		r := m + low
		m = (((r ^ m) >> 2) / low) | r
	}
}
