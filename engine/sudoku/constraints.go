package sudoku

import (
	"fmt"
	"slices"
)

// The constraints. Each is a small value type whose doc comment states its
// rule; lines list their cells in order, each cell touching the next
// (sharing an edge or a corner). Digits are 1..N of the grid they are on.

// AntiKnight forbids the same digit in two cells a chess knight's move
// apart.
type AntiKnight struct{}

// AntiKing forbids the same digit in two cells a chess king's move apart
// (diagonal neighbours: orthogonal ones already share a row or column).
type AntiKing struct{}

// NonConsecutive forbids consecutive digits (such as 4 and 5) in two cells
// that share an edge.
type NonConsecutive struct{}

// Kropki is a dot on the edge between cells A and B, which share an edge.
// A white dot says their digits are consecutive (differ by 1); a black dot
// (Black) says one is double the other.
type Kropki struct {
	A, B  Cell
	Black bool
}

// KropkiNegative says every dot is given: two cells that share an edge
// and have no dot between them (of either colour) are not consecutive
// (White) and not one double the other (Black).
type KropkiNegative struct {
	White, Black bool
}

// XV is an X or a V on the edge between cells A and B, which share an
// edge: their digits sum to Sum, 10 for X and 5 for V.
type XV struct {
	A, B Cell
	Sum  int
}

// XVNegative says every X and V is given: two cells that share an edge and
// have no X or V between them do not sum to 10 (X) and do not sum to 5 (V).
type XVNegative struct {
	X, V bool
}

// Cage is a killer cage: its digits never repeat and, when Sum is not 0,
// add up to Sum. Cages may overlap (f-puzzles allows it): a cell in two
// cages counts in both, and each cage's rule holds on its own.
type Cage struct {
	Cells []Cell
	Sum   int // 0: no total given
}

// Thermo is a thermometer: digits strictly increase from the bulb,
// Cells[0], to the tip.
type Thermo struct {
	Cells []Cell
}

// Arrow is an arrow: the digits on its shaft add up to the number in its
// circle. A circle of one cell holds that number; a pill of two or three
// cells (grids up to 9x9) reads its digits as a decimal number left to
// right or top to bottom: in cell order, whatever order Circle lists
// them in. Digits on a shaft may
// repeat where no other rule forbids it. An arrow with several shafts is
// several Arrows with the same circle.
type Arrow struct {
	Circle []Cell
	Shaft  []Cell
}

// LittleKiller is a little killer clue: the digits along a whole diagonal
// of the grid, Cells, from one edge to the other, add up to Sum. Digits
// may repeat where no other rule forbids it.
type LittleKiller struct {
	Sum   int
	Cells []Cell
}

// Sandwich is a sandwich clue on a row or column (Line): the digits
// between the 1 and the N of that line (the crusts) add up to Sum; 0 when
// the crusts touch.
type Sandwich struct {
	Line House // a row or a column
	Sum  int
}

// Whisper is a German whispers line: digits next to each other on the
// line differ by at least Diff. Diff 0 means the usual difference, half
// of N rounded up (5 on 9x9, Dutch whispers are Diff 4).
type Whisper struct {
	Cells []Cell
	Diff  int
}

// MinDiff returns the difference w asks for on a grid of side n.
func (w Whisper) MinDiff(n int) int {
	if w.Diff != 0 {
		return w.Diff
	}
	return (n + 1) / 2
}

// Renban is a renban line: its digits are distinct and form a run of
// consecutive digits, in any order.
type Renban struct {
	Cells []Cell
}

// Between is a between line: the digits on the line strictly between its
// two ends (the circles, Cells[0] and the last cell) lie strictly between
// the digits of the ends.
type Between struct {
	Cells []Cell
}

// Palindrome is a palindrome line: it reads the same from either end,
// Cells[i] holding the digit of Cells[len-1-i].
type Palindrome struct {
	Cells []Cell
}

// Parity marks a cell that holds an odd digit, or an even one (Even).
type Parity struct {
	Cell Cell
	Even bool
}

// kindOf names a constraint's kind, singular.
func kindOf(c Constraint) string {
	switch x := c.(type) {
	case AntiKnight:
		return kindAntiKnight
	case AntiKing:
		return kindAntiKing
	case NonConsecutive:
		return kindNonConsecutive
	case Kropki:
		if x.Black {
			return "black dot"
		}
		return "white dot"
	case KropkiNegative:
		return kindKropkiNegative
	case XV:
		if x.Sum == 5 {
			return "V"
		}
		return "X"
	case XVNegative:
		return kindXVNegative
	case Cage:
		return "killer cage"
	case Thermo:
		return "thermometer"
	case Arrow:
		return "arrow"
	case LittleKiller:
		return "little killer"
	case Sandwich:
		return "sandwich clue"
	case Whisper:
		return "whispers line"
	case Renban:
		return "renban line"
	case Between:
		return "between line"
	case Palindrome:
		return "palindrome"
	case Parity:
		if x.Even {
			return "even cell"
		}
		return "odd cell"
	}
	return "constraint"
}

// pluralKind names a constraint's kind for Rules.Kinds: one of
// RuleTemplates.
func pluralKind(c Constraint) string {
	switch c.(type) {
	case AntiKnight, AntiKing, NonConsecutive, KropkiNegative, XVNegative:
		return kindOf(c)
	case Kropki:
		return kindKropkis
	case XV:
		return kindXVs
	case Cage:
		return kindCages
	case Thermo:
		return kindThermos
	case Arrow:
		return kindArrows
	case LittleKiller:
		return kindLittleKillers
	case Sandwich:
		return kindSandwiches
	case Whisper:
		return kindWhispers
	case Renban:
		return kindRenbans
	case Between:
		return kindBetweens
	case Palindrome:
		return kindPalindromes
	case Parity:
		return kindParities
	}
	return kindConstraints
}

// constraintCells lists the cells a constraint names (nil for the rules
// over the whole grid).
func CellsOf(c Constraint) []Cell {
	switch x := c.(type) {
	case Kropki:
		return []Cell{x.A, x.B}
	case XV:
		return []Cell{x.A, x.B}
	case Cage:
		return x.Cells
	case Thermo:
		return x.Cells
	case Arrow:
		return append(append([]Cell(nil), x.Circle...), x.Shaft...)
	case LittleKiller:
		return x.Cells
	case Whisper:
		return x.Cells
	case Renban:
		return x.Cells
	case Between:
		return x.Cells
	case Palindrome:
		return x.Cells
	case Parity:
		return []Cell{x.Cell}
	}
	return nil
}

// Names.

func (AntiKnight) Name(Shape) string     { return "anti-knight" }
func (AntiKing) Name(Shape) string       { return "anti-king" }
func (NonConsecutive) Name(Shape) string { return "non-consecutive" }
func (KropkiNegative) Name(Shape) string { return "negative kropki" }
func (XVNegative) Name(Shape) string     { return "negative XV" }

func (k Kropki) Name(s Shape) string {
	return kindOf(k) + " between " + s.CellName(k.A) + " and " + s.CellName(k.B)
}

func (x XV) Name(s Shape) string {
	return kindOf(x) + " between " + s.CellName(x.A) + " and " + s.CellName(x.B)
}

func (c Cage) Name(s Shape) string         { return "killer cage at " + s.CellName(minCell(c.Cells)) }
func (t Thermo) Name(s Shape) string       { return "thermometer from " + firstName(s, t.Cells) }
func (a Arrow) Name(s Shape) string        { return "arrow from " + firstName(s, a.Circle) }
func (l LittleKiller) Name(s Shape) string { return "little killer along " + firstName(s, l.Cells) }
func (w Whisper) Name(s Shape) string      { return "whispers line from " + firstName(s, w.Cells) }
func (r Renban) Name(s Shape) string       { return "renban line from " + firstName(s, r.Cells) }
func (b Between) Name(s Shape) string      { return "between line from " + firstName(s, b.Cells) }
func (p Palindrome) Name(s Shape) string   { return "palindrome from " + firstName(s, p.Cells) }
func (p Parity) Name(s Shape) string       { return kindOf(p) + " " + s.CellName(p.Cell) }

func (w Sandwich) Name(s Shape) string {
	if w.Line < 0 || int(w.Line) >= 2*s.N() {
		return "sandwich clue"
	}
	return "sandwich clue of " + s.HouseName(w.Line)
}

func firstName(s Shape, cells []Cell) string {
	if len(cells) == 0 {
		return "nowhere"
	}
	return s.CellName(cells[0])
}

func minCell(cells []Cell) Cell {
	if len(cells) == 0 {
		return 0
	}
	m := cells[0]
	for _, c := range cells {
		m = min(m, c)
	}
	return m
}

// Validation.

func (AntiKnight) validate(Shape) error     { return nil }
func (AntiKing) validate(Shape) error       { return nil }
func (NonConsecutive) validate(Shape) error { return nil }
func (KropkiNegative) validate(Shape) error { return nil }
func (XVNegative) validate(Shape) error     { return nil }

func (k Kropki) validate(s Shape) error { return edgeCells(s, k.A, k.B) }

func (x XV) validate(s Shape) error {
	if x.Sum != 5 && x.Sum != 10 {
		return fmt.Errorf("sum %d: want 10 (X) or 5 (V)", x.Sum)
	}
	return edgeCells(s, x.A, x.B)
}

func edgeCells(s Shape, a, b Cell) error {
	if !inGrid(s, a) || !inGrid(s, b) {
		return fmt.Errorf("cells %d and %d: want two cells of the %dx%d grid", a, b, s.N(), s.N())
	}
	if !s.Orthogonal(a, b) {
		return fmt.Errorf("%s and %s do not share an edge", s.CellName(a), s.CellName(b))
	}
	return nil
}

// line checks a line of cells: in the grid, distinct, each touching the
// next, between lo and hi cells.
func line(s Shape, cells []Cell, lo, hi int) error {
	if err := distinctCells(s, cells, lo, hi); err != nil {
		return err
	}
	for i := 1; i < len(cells); i++ {
		if !s.Touching(cells[i-1], cells[i]) {
			return fmt.Errorf("%s does not touch %s, the cell before it", s.CellName(cells[i]), s.CellName(cells[i-1]))
		}
	}
	return nil
}

// sumRange returns the least and greatest totals of k distinct digits 1..n.
func sumRange(k, n int) (lo, hi int) {
	return k * (k + 1) / 2, k * (2*n - k + 1) / 2
}

func (c Cage) validate(s Shape) error {
	n := s.N()
	if err := distinctCells(s, c.Cells, 1, n); err != nil {
		return err
	}
	if c.Sum == 0 {
		return nil
	}
	lo, hi := sumRange(len(c.Cells), n)
	if c.Sum < lo || c.Sum > hi {
		return fmt.Errorf("total %d is out of reach: %d different digits of 1-%d add up to %d to %d", c.Sum, len(c.Cells), n, lo, hi)
	}
	return nil
}

func (t Thermo) validate(s Shape) error { return line(s, t.Cells, 2, s.N()) }

func (a Arrow) validate(s Shape) error {
	n := s.N()
	maxCircle := 1
	if n <= 9 {
		maxCircle = 3
	}
	if err := distinctCells(s, a.Circle, 1, maxCircle); err != nil {
		return fmt.Errorf("circle: %v", err)
	}
	if err := line(s, a.Shaft, 1, s.Cells()); err != nil {
		return fmt.Errorf("shaft: %v", err)
	}
	for _, c := range a.Shaft {
		for _, o := range a.Circle {
			if c == o {
				return fmt.Errorf("%s is on the shaft and in the circle", s.CellName(c))
			}
		}
	}
	return nil
}

func (l LittleKiller) validate(s Shape) error {
	n := s.N()
	if err := distinctCells(s, l.Cells, 1, n); err != nil {
		return err
	}
	dr, dc := 1, 1
	if len(l.Cells) > 1 {
		dr, dc = s.Row(l.Cells[1])-s.Row(l.Cells[0]), s.Col(l.Cells[1])-s.Col(l.Cells[0])
		if absInt(dr) != 1 || absInt(dc) != 1 {
			return fmt.Errorf("%s is not diagonal from %s", s.CellName(l.Cells[1]), s.CellName(l.Cells[0]))
		}
	}
	for i := 1; i < len(l.Cells); i++ {
		if s.Row(l.Cells[i])-s.Row(l.Cells[i-1]) != dr || s.Col(l.Cells[i])-s.Col(l.Cells[i-1]) != dc {
			return fmt.Errorf("%s leaves the diagonal", s.CellName(l.Cells[i]))
		}
	}
	out := func(r, c int) bool { return r < 0 || c < 0 || r >= n || c >= n }
	first, last := l.Cells[0], l.Cells[len(l.Cells)-1]
	if len(l.Cells) > 1 && (!out(s.Row(first)-dr, s.Col(first)-dc) || !out(s.Row(last)+dr, s.Col(last)+dc)) {
		return fmt.Errorf("covers part of a diagonal: want it from edge to edge")
	}
	if l.Sum < 1 || l.Sum > len(l.Cells)*n {
		return fmt.Errorf("total %d is out of reach for %d cells", l.Sum, len(l.Cells))
	}
	return nil
}

func (w Sandwich) validate(s Shape) error {
	n := s.N()
	if w.Line < 0 || int(w.Line) >= 2*n {
		return fmt.Errorf("line %d: want a row or a column", w.Line)
	}
	if hi := n*(n+1)/2 - 1 - n; w.Sum < 0 || w.Sum > hi {
		return fmt.Errorf("total %d is out of reach: the digits between 1 and %d add up to 0 to %d", w.Sum, n, hi)
	}
	return nil
}

func (w Whisper) validate(s Shape) error {
	if d := w.MinDiff(s.N()); d < 1 || d >= s.N() {
		return fmt.Errorf("difference %d: want 1 to %d", d, s.N()-1)
	}
	return line(s, w.Cells, 2, s.Cells())
}

func (r Renban) validate(s Shape) error     { return line(s, r.Cells, 1, s.N()) }
func (b Between) validate(s Shape) error    { return line(s, b.Cells, 3, s.Cells()) }
func (p Palindrome) validate(s Shape) error { return line(s, p.Cells, 2, s.Cells()) }

func (p Parity) validate(s Shape) error {
	if !inGrid(s, p.Cell) {
		return fmt.Errorf("cell %d is outside the %dx%d grid", p.Cell, s.N(), s.N())
	}
	return nil
}

// Checks. Each reads the filled cells of g only.

// knightCells and kingCells list the cells a knight's or king's move
// from c (diagonal only for the king).
func knightCells(s Shape, c Cell) []Cell {
	return offsets(s, c, [][2]int{{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}})
}

func kingCells(s Shape, c Cell) []Cell {
	return offsets(s, c, [][2]int{{-1, -1}, {-1, 1}, {1, -1}, {1, 1}})
}

// KnightCells returns the cells a chess knight's move from c.
func (s Shape) KnightCells(c Cell) []Cell { return knightCells(s, c) }

// KingDiagonalCells returns the cells diagonally next to c.
func (s Shape) KingDiagonalCells(c Cell) []Cell { return kingCells(s, c) }

// EdgeCells returns the cells that share an edge with c.
func (s Shape) EdgeCells(c Cell) []Cell { return orthogonalNeighbours(s, c) }

func offsets(s Shape, c Cell, ds [][2]int) []Cell {
	var out []Cell
	r, col, n := s.Row(c), s.Col(c), s.N()
	for _, d := range ds {
		if rr, cc := r+d[0], col+d[1]; rr >= 0 && rr < n && cc >= 0 && cc < n {
			out = append(out, s.CellAt(rr, cc))
		}
	}
	return out
}

// pairBreaks finds two filled cells, related by near, whose digits bad
// rejects.
func pairBreaks(g *Grid, near func(Cell) []Cell, bad func(a, b Digit) bool) (Cell, Cell, bool) {
	s := g.Shape()
	for c := Cell(0); int(c) < s.Cells(); c++ {
		a := g.cells[c]
		if a == 0 {
			continue
		}
		for _, p := range near(c) {
			if b := g.cells[p]; b != 0 && p > c && bad(a, b) {
				return c, p, true
			}
		}
	}
	return 0, 0, false
}

func consecutive(a, b Digit) bool { return a == b+1 || b == a+1 }
func double(a, b Digit) bool      { return a == 2*b || b == 2*a }

// unmarked returns, for the negative rules, the cells that share an edge
// with a cell and carry no dot between them (dots), or no X or V (!dots),
// under r: the negative rule holds on those edges only.
func unmarked(s Shape, r *Rules, dots bool) func(Cell) []Cell {
	// The marked edges by number (edge): a slice, not a map, as
	// PairRules asks about every edge of the grid.
	m := make([]bool, 2*s.Cells())
	for _, c := range r.Constraints {
		switch x := c.(type) {
		case Kropki:
			if dots && s.Orthogonal(x.A, x.B) {
				m[edge(s, x.A, x.B)] = true
			}
		case XV:
			if !dots && s.Orthogonal(x.A, x.B) {
				m[edge(s, x.A, x.B)] = true
			}
		}
	}
	return func(c Cell) []Cell {
		return slices.DeleteFunc(s.EdgeCells(c), func(p Cell) bool { return m[edge(s, c, p)] })
	}
}

// edge numbers the edge between two cells that share one: 2c for the
// edge right of c, 2c+1 for the one below it.
func edge(s Shape, a, b Cell) int {
	a, b = min(a, b), max(a, b)
	if b == a+1 && s.Row(a) == s.Row(b) {
		return 2 * int(a)
	}
	return 2*int(a) + 1
}

// pairRule returns, for a rule over the whole grid, which cells are near
// a cell and when two near cells' digits break it; ok is false for other
// constraints. Every two near cells break it on the same digits (the
// negative rules' near leaves out the marked edges).
func pairRule(c Constraint, s Shape, r *Rules) (near func(Cell) []Cell, bad func(a, b Digit) bool, ok bool) {
	switch x := c.(type) {
	case AntiKnight:
		return s.KnightCells, func(a, b Digit) bool { return a == b }, true
	case AntiKing:
		return s.KingDiagonalCells, func(a, b Digit) bool { return a == b }, true
	case NonConsecutive:
		return s.EdgeCells, consecutive, true
	case KropkiNegative:
		return unmarked(s, r, true), func(a, b Digit) bool {
			return x.White && consecutive(a, b) || x.Black && double(a, b)
		}, true
	case XVNegative:
		return unmarked(s, r, false), func(a, b Digit) bool {
			return x.X && a+b == 10 || x.V && a+b == 5
		}, true
	}
	return nil, nil, false
}

// globalBreak finds two cells breaking a rule over the whole grid.
func globalBreak(c Constraint, g *Grid, r *Rules) (Cell, Cell, bool) {
	near, bad, ok := pairRule(c, g.Shape(), r)
	if !ok {
		return 0, 0, false
	}
	return pairBreaks(g, near, bad)
}

// brokenPair returns the cells and message for a broken rule over the
// whole grid.
func brokenPair(c Constraint, g *Grid, r *Rules) ([]Cell, string) {
	s := g.Shape()
	p, q, _ := globalBreak(c, g, r)
	return []Cell{p, q}, fmt.Sprintf("%s and %s break the %s rule (%s and %s)", s.CellName(p), s.CellName(q), c.Name(s), g.cells[p], g.cells[q])
}

func (c AntiKnight) holds(g *Grid, r *Rules) bool { _, _, bad := globalBreak(c, g, r); return !bad }
func (c AntiKing) holds(g *Grid, r *Rules) bool   { _, _, bad := globalBreak(c, g, r); return !bad }
func (c NonConsecutive) holds(g *Grid, r *Rules) bool {
	_, _, bad := globalBreak(c, g, r)
	return !bad
}
func (c KropkiNegative) holds(g *Grid, r *Rules) bool {
	_, _, bad := globalBreak(c, g, r)
	return !bad
}
func (c XVNegative) holds(g *Grid, r *Rules) bool { _, _, bad := globalBreak(c, g, r); return !bad }

func (k Kropki) holds(g *Grid, _ *Rules) bool {
	a, b := g.cells[k.A], g.cells[k.B]
	if a == 0 || b == 0 {
		return true
	}
	if k.Black {
		return double(a, b)
	}
	return consecutive(a, b)
}

func (x XV) holds(g *Grid, _ *Rules) bool {
	a, b := g.cells[x.A], g.cells[x.B]
	return a == 0 || b == 0 || int(a)+int(b) == x.Sum
}

func (c Cage) holds(g *Grid, _ *Rules) bool {
	sum, empty := 0, 0
	var seen Set
	for _, cell := range c.Cells {
		d := g.cells[cell]
		if d == 0 {
			empty++
			continue
		}
		if seen.Has(d) {
			return false
		}
		seen = seen.With(d)
		sum += int(d)
	}
	if c.Sum == 0 {
		return true
	}
	if empty == 0 {
		return sum == c.Sum
	}
	return sum+empty <= c.Sum
}

func (t Thermo) holds(g *Grid, _ *Rules) bool {
	for i, a := range t.Cells {
		for j := i + 1; j < len(t.Cells); j++ {
			da, db := int(g.cells[a]), int(g.cells[t.Cells[j]])
			if da != 0 && db != 0 && db-da < j-i {
				return false
			}
		}
	}
	return true
}

// circleValue returns the number the circle cells of g spell, and false
// when one is empty.
func circleValue(g *Grid, circle []Cell) (int, bool) {
	v := 0
	for _, c := range slices.Sorted(slices.Values(circle)) {
		d := g.cells[c]
		if d == 0 {
			return 0, false
		}
		v = v*10 + int(d)
	}
	return v, true
}

// filledSum returns the sum of cells in g and whether all are filled.
func filledSum(g *Grid, cells []Cell) (int, bool) {
	sum, full := 0, true
	for _, c := range cells {
		if g.cells[c] == 0 {
			full = false
		}
		sum += int(g.cells[c])
	}
	return sum, full
}

func (a Arrow) holds(g *Grid, _ *Rules) bool {
	v, ok := circleValue(g, a.Circle)
	sum, full := filledSum(g, a.Shaft)
	switch {
	case ok && full:
		return v == sum
	case ok:
		return sum < v
	}
	return true
}

func (l LittleKiller) holds(g *Grid, _ *Rules) bool {
	sum, full := filledSum(g, l.Cells)
	if full {
		return sum == l.Sum
	}
	return sum < l.Sum
}

func (w Sandwich) holds(g *Grid, _ *Rules) bool {
	s := g.Shape()
	cells := s.HouseCells(w.Line)
	n := Digit(s.N())
	lo, hi := -1, -1
	for i, c := range cells {
		switch g.cells[c] {
		case 1:
			lo = i
		case n:
			hi = i
		}
	}
	if lo < 0 || hi < 0 {
		return true
	}
	sum, full := filledSum(g, cells[min(lo, hi)+1:max(lo, hi)])
	if full {
		return sum == w.Sum
	}
	return sum < w.Sum
}

func (w Whisper) holds(g *Grid, _ *Rules) bool {
	d := w.MinDiff(g.N())
	for i := 1; i < len(w.Cells); i++ {
		a, b := int(g.cells[w.Cells[i-1]]), int(g.cells[w.Cells[i]])
		if a != 0 && b != 0 && absInt(a-b) < d {
			return false
		}
	}
	return true
}

func (r Renban) holds(g *Grid, _ *Rules) bool {
	var seen Set
	lo, hi := MaxN+1, 0
	for _, c := range r.Cells {
		d := g.cells[c]
		if d == 0 {
			continue
		}
		if seen.Has(d) {
			return false
		}
		seen = seen.With(d)
		lo, hi = min(lo, int(d)), max(hi, int(d))
	}
	return seen == 0 || hi-lo < len(r.Cells)
}

func (b Between) holds(g *Grid, _ *Rules) bool {
	x, y := int(g.cells[b.Cells[0]]), int(g.cells[b.Cells[len(b.Cells)-1]])
	lo, hi := min(x, y), max(x, y)
	for _, c := range b.Cells[1 : len(b.Cells)-1] {
		d := int(g.cells[c])
		if d == 0 {
			continue
		}
		if x != 0 && y != 0 && (d <= lo || d >= hi) {
			return false
		}
		if (x != 0 && d == x) || (y != 0 && d == y) {
			return false
		}
	}
	return true
}

func (p Palindrome) holds(g *Grid, _ *Rules) bool {
	n := len(p.Cells)
	for i := 0; i < n/2; i++ {
		a, b := g.cells[p.Cells[i]], g.cells[p.Cells[n-1-i]]
		if a != 0 && b != 0 && a != b {
			return false
		}
	}
	return true
}

func (p Parity) holds(g *Grid, _ *Rules) bool {
	d := g.cells[p.Cell]
	return d == 0 || (d%2 == 0) == p.Even
}
