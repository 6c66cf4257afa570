package sudoku

import (
	"fmt"
	"slices"
	"strings"
)

// Rules are what a puzzle asks of its digits beyond its grid. The zero
// Rules is classic Sudoku of the grid's shape: every row, column and box
// holds each digit once. Rules hold slices: a copy shares them, so treat
// Rules built by a parser or by hand as read-only once they are in use.
//
// One model covers every variant: an irregular layout of regions in place
// of the boxes (jigsaw), extra houses (diagonals, windows, disjoint groups,
// extra regions), and constraints, each a small type of this package whose
// doc comment states its rule. Validate checks a set of rules against a
// shape; engine/solve solves any of them exactly.
//
// Decor is apart from the rules: drawings that carry none (Decoration),
// which only the formats and the page read.
type Rules struct {
	// Regions, when not nil, gives each cell's region, 0 to N-1, in cell
	// order: an irregular (jigsaw) layout of N regions of N connected cells
	// that takes the place of the boxes. nil means the boxes of the shape.
	Regions []int
	// Extra lists houses beyond the rows, columns and regions: groups of
	// cells that never hold a digit twice.
	Extra []ExtraHouse
	// Constraints lists every other rule.
	Constraints []Constraint
	// Decor lists the drawings on the grid that carry no rule, in the
	// order they are drawn: the solvers, the logic solver and the
	// graders never read it.
	Decor []Decoration
}

// Classic reports whether r is classic Sudoku: no regions, no extra houses,
// no constraints. Decoration carries no rule and does not count: a
// classic grid with a drawing on it is solved, graded and rated as
// classic. Bare tells whether r draws anything too.
func (r *Rules) Classic() bool {
	return r.Regions == nil && len(r.Extra) == 0 && len(r.Constraints) == 0
}

// Bare reports whether r holds nothing at all: classic rules and no
// decoration. Its rules code is "" (EncodeRules), and a format that
// carries digits alone writes the whole puzzle only when its rules are
// bare.
func (r *Rules) Bare() bool {
	return r.Classic() && len(r.Decor) == 0
}

// ExtraKind says where an extra house comes from, for its name and for
// the formats that write it back.
type ExtraKind int

// The kinds of extra house.
const (
	ExtraRegion   ExtraKind = iota // cells a puzzle lists (f-puzzles "extraregion")
	MainDiagonal                   // r1c1 to rNcN, the negative diagonal (f-puzzles "diagonal-")
	AntiDiagonal                   // rNc1 to r1cN, the positive diagonal (f-puzzles "diagonal+")
	Window                         // a windoku (hyper) window: a box-sized block set off by one cell
	DisjointGroup                  // the cells at one position of every box
)

func (k ExtraKind) String() string {
	names := [...]string{"extra region", "main diagonal", "anti-diagonal", "window", "disjoint group"}
	if k < 0 || int(k) >= len(names) {
		return "extra house"
	}
	return names[k]
}

// ExtraHouse is a group of up to N cells that never holds a digit twice.
// A group of exactly N cells holds every digit once.
type ExtraHouse struct {
	Kind  ExtraKind
	Cells []Cell
}

// Diagonals returns the two diagonals of shape s, main then anti: the
// extra houses of Sudoku X.
func Diagonals(s Shape) []ExtraHouse {
	n := s.N()
	main, anti := make([]Cell, n), make([]Cell, n)
	for i := 0; i < n; i++ {
		main[i] = s.CellAt(i, i)
		anti[i] = s.CellAt(n-1-i, i)
	}
	return []ExtraHouse{{MainDiagonal, main}, {AntiDiagonal, anti}}
}

// Windows returns the windoku (hyper) windows of shape s: blocks of the
// box's size whose corners sit one cell in from the boxes' corners, one
// row and column apart from each other (four on 9x9, at r2c2, r2c6, r6c2
// and r6c6). It returns nil when no window fits (boxes of one row).
func Windows(s Shape) []ExtraHouse {
	var hs []ExtraHouse
	n := s.N()
	for r := 1; r+s.BoxRows <= n-1; r += s.BoxRows + 1 {
		for c := 1; c+s.BoxCols <= n-1; c += s.BoxCols + 1 {
			var cells []Cell
			for i := 0; i < s.BoxRows; i++ {
				for j := 0; j < s.BoxCols; j++ {
					cells = append(cells, s.CellAt(r+i, c+j))
				}
			}
			hs = append(hs, ExtraHouse{Window, cells})
		}
	}
	return hs
}

// DisjointGroups returns the N disjoint groups of shape s: group k holds
// the k-th cell (in reading order) of every box.
func DisjointGroups(s Shape) []ExtraHouse {
	n := s.N()
	hs := make([]ExtraHouse, n)
	for k := range hs {
		hs[k].Kind = DisjointGroup
		for b := 0; b < n; b++ {
			hs[k].Cells = append(hs[k].Cells, s.HouseCells(House(2*n + b))[k])
		}
	}
	return hs
}

// Constraint is one rule of a variant puzzle. The implementations are the
// types of this package (Cage, Thermo, Arrow, Kropki, ...): a solver knows
// each of them, so the set is closed.
type Constraint interface {
	// Name is what the rule is called, and where: "killer cage at r1c1".
	Name(s Shape) string
	// holds reports whether the digits of g keep the rule, under rules r
	// (the negative constraints read the others). Empty cells keep it
	// open: it is false only when the filled cells already break it, so
	// on a complete grid it is the rule itself.
	holds(g *Grid, r *Rules) bool
	// validate checks the constraint against shape s; Rules.Validate
	// names the constraint in the error.
	validate(s Shape) error
}

// RuleError reports rules that are not valid for their grid, and which
// rule: a region that is not connected, a cage over its largest total, a
// thermometer that visits a cell twice.
type RuleError struct {
	Rule string // "region 3", "killer cage at r1c1", ...
	Msg  string
	Err  error // the cause behind Msg when it has a type (a *CountError); nil otherwise
}

func (e *RuleError) Error() string { return "sudoku: " + e.Rule + ": " + e.Msg }

// Unwrap returns Err, so errors.As finds the *CountError of a line too
// long or too short.
func (e *RuleError) Unwrap() error { return e.Err }

// CountError is a rule with too few or too many cells: it has Have, and
// takes at least Min and at most Max. A program words it its own way (a
// setter's "a thermometer takes 9 cells at most").
type CountError struct{ Have, Min, Max int }

func (e *CountError) Error() string {
	if e.Have < e.Min {
		return fmt.Sprintf("has %d cells, want at least %d", e.Have, e.Min)
	}
	return fmt.Sprintf("has %d cells, want at most %d", e.Have, e.Max)
}

// ruleError names the rule that err, from a check of its cells, is about.
func ruleError(rule string, err error) *RuleError {
	re := &RuleError{Rule: rule, Msg: err.Error()}
	if _, ok := err.(*CountError); ok {
		re.Err = err
	}
	return re
}

// Validate reports whether r are rules for a grid of shape s: a layout of
// N connected regions of N cells, extra houses of at most N distinct
// cells, and constraints that fit the grid (cells inside it, lines of
// adjacent cells, totals a cage can reach). Killer cages may overlap, as
// f-puzzles allows: a cell in two cages keeps both (CageOverlap finds
// one). The error is a *RuleError that names the rule. Cost: O(N^2) plus
// the size of the constraints.
func (r *Rules) Validate(s Shape) error {
	if err := s.Validate(); err != nil {
		return err
	}
	if r.Regions != nil {
		if err := validateRegions(s, r.Regions); err != nil {
			return err
		}
	}
	n := s.N()
	for i, h := range r.Extra {
		name := fmt.Sprintf("%s %d", h.Kind, i+1)
		if len(h.Cells) > 0 && inGrid(s, h.Cells[0]) {
			name = fmt.Sprintf("%s at %s", h.Kind, s.CellName(h.Cells[0]))
		}
		if err := distinctCells(s, h.Cells, 1, n); err != nil {
			return ruleError(name, err)
		}
	}
	for i, c := range r.Constraints {
		if c == nil {
			return &RuleError{Rule: fmt.Sprintf("constraint %d", i+1), Msg: "is nil"}
		}
		if err := c.validate(s); err != nil {
			return ruleError(safeName(c, s, i), err)
		}
	}
	for i, h := range r.Extra {
		if h.Kind == DisjointGroup && r.Regions != nil {
			return &RuleError{Rule: fmt.Sprintf("%s %d", h.Kind, i+1), Msg: "disjoint groups need boxes, not irregular regions"}
		}
	}
	for i, d := range r.Decor {
		if err := d.validate(s); err != nil {
			name := fmt.Sprintf("decoration %d", i+1)
			if d.Kind >= 0 && int(d.Kind) < len(decorFields) {
				name = fmt.Sprintf("decorative %s %d", d.Kind, i+1)
				if len(d.Cells) > 0 && inGrid(s, d.Cells[0]) {
					name = d.Name(s)
				}
			}
			return ruleError(name, err)
		}
	}
	return nil
}

// CageOverlap returns a cell that two killer cages of r share, and the
// indexes among r.Constraints of the first cage that holds it and of a
// later one; ok is false when no cell is in two cages. The cell is the
// first such one met, cage by cage in the rules' order, each cage's cells
// in its order. The formats that write a cage per cell (killer cage
// strings, SumoCue codes, Solo) refuse overlapping cages with it. Cost:
// linear in the cages' cells.
func (r *Rules) CageOverlap() (cell Cell, first, second int, ok bool) {
	in := make(map[Cell]int)
	for i, c := range r.Constraints {
		cage, isCage := c.(Cage)
		if !isCage {
			continue
		}
		for _, x := range cage.Cells {
			if j, seen := in[x]; seen && j != i {
				return x, j, i, true
			}
			in[x] = i
		}
	}
	return 0, 0, 0, false
}

// safeName names constraint i for an error when its cells may be outside
// the grid.
func safeName(c Constraint, s Shape, i int) (name string) {
	defer func() {
		if recover() != nil {
			name = fmt.Sprintf("constraint %d", i+1)
		}
	}()
	for _, cell := range CellsOf(c) {
		if !inGrid(s, cell) {
			return fmt.Sprintf("%s %d", kindOf(c), i+1)
		}
	}
	return c.Name(s)
}

func inGrid(s Shape, c Cell) bool { return c >= 0 && int(c) < s.Cells() }

// distinctCells checks that cells are in the grid, distinct, and between
// lo and hi in number.
func distinctCells(s Shape, cells []Cell, lo, hi int) error {
	if len(cells) < lo || len(cells) > hi {
		return &CountError{Have: len(cells), Min: lo, Max: hi}
	}
	seen := make(map[Cell]bool, len(cells))
	for _, c := range cells {
		if !inGrid(s, c) {
			return fmt.Errorf("cell %d is outside the %dx%d grid", c, s.N(), s.N())
		}
		if seen[c] {
			return fmt.Errorf("has %s twice", s.CellName(c))
		}
		seen[c] = true
	}
	return nil
}

// validateRegions checks a jigsaw layout: N*N entries 0..N-1, each region
// N cells, each connected (through edges).
func validateRegions(s Shape, regions []int) error {
	n := s.N()
	if len(regions) != s.Cells() {
		return &RuleError{Rule: "regions", Msg: fmt.Sprintf("layout has %d cells, want %d", len(regions), s.Cells())}
	}
	cells := make([][]Cell, n)
	for c, r := range regions {
		if r < 0 || r >= n {
			return &RuleError{Rule: "regions", Msg: fmt.Sprintf("%s is in region %d, want 1 to %d", s.CellName(Cell(c)), r+1, n)}
		}
		cells[r] = append(cells[r], Cell(c))
	}
	for r, cs := range cells {
		rule := fmt.Sprintf("region %d", r+1)
		if len(cs) != n {
			return &RuleError{Rule: rule, Msg: fmt.Sprintf("has %d cells, want %d", len(cs), n)}
		}
		seen := map[Cell]bool{cs[0]: true}
		stack := []Cell{cs[0]}
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, nb := range orthogonalNeighbours(s, c) {
				if regions[nb] == r && !seen[nb] {
					seen[nb] = true
					stack = append(stack, nb)
				}
			}
		}
		for _, c := range cs {
			if !seen[c] {
				return &RuleError{Rule: rule, Msg: fmt.Sprintf("is not connected: %s is apart from %s", s.CellName(c), s.CellName(cs[0]))}
			}
		}
	}
	return nil
}

// orthogonalNeighbours returns the cells that share an edge with c.
func orthogonalNeighbours(s Shape, c Cell) []Cell {
	var out []Cell
	r, col, n := s.Row(c), s.Col(c), s.N()
	for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		if rr, cc := r+d[0], col+d[1]; rr >= 0 && rr < n && cc >= 0 && cc < n {
			out = append(out, s.CellAt(rr, cc))
		}
	}
	return out
}

// Orthogonal reports whether cells a and b share an edge.
func (s Shape) Orthogonal(a, b Cell) bool {
	dr, dc := absInt(s.Row(a)-s.Row(b)), absInt(s.Col(a)-s.Col(b))
	return dr+dc == 1
}

// Touching reports whether a and b are different cells that share an edge
// or a corner (a king's move apart): the steps a line may take.
func (s Shape) Touching(a, b Cell) bool {
	dr, dc := absInt(s.Row(a)-s.Row(b)), absInt(s.Col(a)-s.Col(b))
	return a != b && dr <= 1 && dc <= 1
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Group is a set of cells that never holds a digit twice, with its name:
// a row, column, box or region, an extra house, a killer cage.
type Group struct {
	Name  string
	Cells []Cell
}

// Groups returns every group of cells r keeps free of repeated digits on
// a grid of shape s: rows, columns, boxes or regions, extra houses and
// killer cages, in that order. The first 3N are the houses that hold every
// digit. r must be valid for s. Cost: O(N^2); the slices are new.
func (r *Rules) Groups(s Shape) []Group {
	n := s.N()
	gs := make([]Group, 0, 3*n+len(r.Extra))
	for h := House(0); int(h) < 2*n; h++ {
		gs = append(gs, Group{s.HouseName(h), slices.Clone(s.HouseCells(h))})
	}
	if r.Regions == nil {
		for h := House(2 * n); int(h) < 3*n; h++ {
			gs = append(gs, Group{s.HouseName(h), slices.Clone(s.HouseCells(h))})
		}
	} else {
		regions := make([]Group, n)
		for c, reg := range r.Regions {
			regions[reg].Cells = append(regions[reg].Cells, Cell(c))
		}
		for i := range regions {
			regions[i].Name = fmt.Sprintf("region %d", i+1)
		}
		gs = append(gs, regions...)
	}
	for i, h := range r.Extra {
		name := fmt.Sprintf("%s %d", h.Kind, i+1)
		switch h.Kind {
		case MainDiagonal, AntiDiagonal:
			name = "the " + h.Kind.String()
		}
		gs = append(gs, Group{name, slices.Clone(h.Cells)})
	}
	for _, c := range r.Constraints {
		if cage, ok := c.(Cage); ok {
			gs = append(gs, Group{cage.Name(s), slices.Clone(cage.Cells)})
		}
	}
	return gs
}

// BrokenError reports digits that break a puzzle's rules, naming the rule
// and the cells.
type BrokenError struct {
	Rule  string // "region 4", "thermometer from r1c2", ...
	Cells []Cell
	Msg   string
}

func (e *BrokenError) Error() string { return "sudoku: " + e.Msg }

// Check reports the first rule of r that the digits of g break, or nil.
// Empty cells break nothing: a constraint is broken only when its filled
// cells already break it. It returns the error
// of Validate for rules that do not fit g, g.Validate's for classic rules
// (a *ConflictError), and otherwise a *BrokenError: a digit twice in a
// group (Groups), two cells a forbidden move apart, or a constraint that
// does not hold. Cost: O(N^2 * N) plus the constraints' size.
func (r *Rules) Check(g *Grid) error {
	if r.Classic() {
		if len(r.Decor) > 0 {
			if err := r.Validate(g.Shape()); err != nil {
				return err
			}
		}
		return g.Validate()
	}
	s := g.Shape()
	if err := r.Validate(s); err != nil {
		return err
	}
	n := Digit(s.N())
	for c := Cell(0); int(c) < s.Cells(); c++ {
		if g.cells[c] > n {
			return fmt.Errorf("sudoku: %s holds %d, above %d", s.CellName(c), g.cells[c], n)
		}
	}
	for _, gr := range r.Groups(s) {
		var at [MaxN + 1]Cell
		for i := range at {
			at[i] = -1
		}
		for _, c := range gr.Cells {
			d := g.cells[c]
			if d == 0 {
				continue
			}
			if at[d] >= 0 {
				return &BrokenError{Rule: gr.Name, Cells: []Cell{at[d], c},
					Msg: fmt.Sprintf("%s appears twice in %s, at %s and %s", d, gr.Name, s.CellName(at[d]), s.CellName(c))}
			}
			at[d] = c
		}
	}
	for _, c := range r.Constraints {
		if !c.holds(g, r) {
			cells := CellsOf(c)
			msg := c.Name(s) + " is broken"
			if len(cells) == 0 {
				cells, msg = brokenPair(c, g, r)
			}
			return &BrokenError{Rule: c.Name(s), Cells: cells, Msg: msg}
		}
	}
	return nil
}

// CheckSolution reports whether sol solves p: same shape, every cell
// filled, every given kept, every rule of p.Rules kept, and, when p has
// pencil marks, every cell's digit among its marks (Marks). The error
// says where it fails. Cost: that of Rules.Check.
func (p *Puzzle) CheckSolution(sol Grid) error {
	if p.Rules.Classic() {
		if err := p.Grid.CheckSolution(sol); err != nil {
			return err
		}
		return p.checkMarks(&sol)
	}
	if err := p.Grid.checkFills(sol); err != nil {
		return err
	}
	if err := p.Rules.Check(&sol); err != nil {
		return err
	}
	return p.checkMarks(&sol)
}

// Describe lists the kinds of rule r has beyond classic Sudoku, in words
// and in a stable order: "jigsaw regions, diagonals, killer cages", the
// kinds Kinds names joined by ", ". It returns "" for classic rules.
func (r *Rules) Describe() string {
	return strings.Join(r.Kinds(), ", ")
}

// Kinds names the kinds of rule r has beyond classic Sudoku, each once,
// in a stable order (Statements'): "jigsaw regions", "diagonals",
// "killer cages". Each is one of RuleTemplates, for a page to translate.
// It returns nil for classic rules. Cost: linear in the rules.
func (r *Rules) Kinds() []string {
	var kinds []string
	add := func(k string) {
		if !slices.Contains(kinds, k) {
			kinds = append(kinds, k)
		}
	}
	if r.Regions != nil {
		add(kindJigsaw)
	}
	for _, h := range r.Extra {
		switch h.Kind {
		case MainDiagonal, AntiDiagonal:
			add(kindDiagonals)
		case Window:
			add(kindWindows)
		case DisjointGroup:
			add(kindDisjoint)
		default:
			add(kindExtra)
		}
	}
	for _, c := range r.Constraints {
		add(pluralKind(c))
	}
	return kinds
}
