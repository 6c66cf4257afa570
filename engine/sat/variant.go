package sat

import (
	"fmt"
	"maps"
	"slices"

	"github.com/crillab/gophersat/solver"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// UnsupportedError says that the SAT route does not encode a rule: the
// exact solver, engine/solve, answers it.
type UnsupportedError struct {
	Rule string // "sandwich clue of row 3"
}

func (e *UnsupportedError) Error() string {
	return "sat: " + e.Rule + " is not encoded in CNF: use the exact solver (engine/solve)"
}

// EncodePuzzle returns the formula whose models are the solutions of p,
// its grid under its rules. Classic rules give Encode's formula. Other
// rules add, on the same variables v(c, d) (then auxiliary ones, numbered
// after N^3):
//
//   - regions in place of the boxes, and extra houses: exactly one of
//     each digit in a group of N cells, at most one in a smaller group;
//   - anti-knight and anti-king: the two cells never both hold d;
//   - relations between two cells (dots, X and V, non-consecutive and the
//     negative rules, whispers, palindromes, thermometer steps): for every
//     digit x of one cell, a clause "not x here, or one of the digits x
//     allows there";
//   - parity: the digits of the wrong parity are false;
//   - killer cages and renban lines through their allowed combinations:
//     an auxiliary variable per set of digits that keeps the rule, at
//     least one of them true, each implying that every cell takes a digit
//     of its set (the cells' digits differ, so they are the set);
//   - arrows and little killers through running totals: an auxiliary
//     variable "the first i cells add up to t", implied by the cell's
//     digit and the total before it, at most one true per i, and the last
//     tied to the circle's number (or to the clue);
//   - between lines: for each pair of end digits, a clause per cell on
//     the line "not both ends, or a digit strictly between".
//
// Pencil marks, when p has them (p.Candidates), close the formula: a
// unit clause ¬v(c, d) for every digit d an empty cell's marks leave
// out, after every other clause, so the models are the solutions that
// keep the marks (as solve.CountPuzzle counts them). Marks that do not
// fit the grid are p.CheckCandidates's *sudoku.CandidatesError.
//
// Sandwich clues are not encoded: EncodePuzzle returns an
// *UnsupportedError for them. It returns p.Rules.Check's error for rules
// that do not fit the grid or givens that break them. Cost: Encode's
// plus, for a cage of k cells, the combinations of k digits times k*N
// literals (126 at most on 9x9), and for an arrow or little killer of k
// cells, k*T*N clauses for totals up to T; and a clause per mark left
// out.
func EncodePuzzle(p sudoku.Puzzle) (*CNF, error) {
	if err := p.CheckCandidates(); err != nil {
		return nil, err
	}
	f, err := encodeRules(p)
	if err != nil || p.Candidates == nil {
		return f, err
	}
	s := p.Grid.Shape()
	out := 0
	for c, m := range p.Candidates {
		if p.Grid.At(sudoku.Cell(c)) != 0 {
			continue // its given's clause rules out the rest
		}
		for d := sudoku.Digit(1); int(d) <= s.N(); d++ {
			if !m.Has(d) {
				f.Clauses = append(f.Clauses, []int{-Var(s, sudoku.Cell(c), d)})
				out++
			}
		}
	}
	f.Comment = append(f.Comment, fmt.Sprintf("pencil marks: %d candidates of empty cells left out, the last %d clauses", out, out))
	return f, nil
}

// encodeRules is EncodePuzzle without the marks.
func encodeRules(p sudoku.Puzzle) (*CNF, error) {
	if p.Rules.Classic() {
		return Encode(p.Grid)
	}
	if err := p.Rules.Check(&p.Grid); err != nil {
		return nil, err
	}
	g := p.Grid
	s := g.Shape()
	n := s.N()
	e := &encoder{s: s, n: n, vars: n * s.Cells()}
	for c := sudoku.Cell(0); int(c) < s.Cells(); c++ {
		vars := make([]int, 0, n)
		for d := sudoku.Digit(1); int(d) <= n; d++ {
			vars = append(vars, Var(s, c, d))
		}
		e.exactlyOne(vars)
	}
	for i, gr := range p.Rules.Groups(s) {
		if _, cage := ruleAt(p.Rules, i, s); cage {
			// Cages' digits differ: at most one of each digit.
			e.group(gr.Cells, false)
			continue
		}
		e.group(gr.Cells, len(gr.Cells) == n)
	}
	var dots, xvs map[[2]sudoku.Cell]bool
	for _, c := range p.Rules.Constraints {
		if err := e.constraint(c, &p.Rules, &dots, &xvs); err != nil {
			return nil, err
		}
	}
	for c := sudoku.Cell(0); int(c) < s.Cells(); c++ {
		if d := g.At(c); d != 0 {
			e.clause(Var(s, c, d))
		}
	}
	return &CNF{
		Vars:    e.vars,
		Clauses: e.clauses,
		Comment: []string{
			fmt.Sprintf("sudoku %dx%d, boxes %s, %d givens, rules: %s", n, n, s, g.Filled(), p.Rules.Describe()),
			g.String(),
			fmt.Sprintf("variable (r-1)*%d + (c-1)*%d + d: cell rXcY holds digit d; variables above %d are auxiliary", n*n, n, n*s.Cells()),
		},
	}, nil
}

// ruleAt reports whether group i of Rules.Groups is a killer cage: the
// groups list houses, extra houses, then cages.
func ruleAt(r sudoku.Rules, i int, s sudoku.Shape) (int, bool) {
	first := 3*s.N() + len(r.Extra)
	return i - first, i >= first
}

// encoder builds a formula clause by clause.
type encoder struct {
	s       sudoku.Shape
	n       int
	vars    int
	clauses [][]int
}

func (e *encoder) clause(lits ...int) { e.clauses = append(e.clauses, lits) }

func (e *encoder) aux() int {
	e.vars++
	return e.vars
}

func (e *encoder) exactlyOne(vars []int) {
	e.clause(append([]int(nil), vars...)...)
	e.atMostOne(vars)
}

func (e *encoder) atMostOne(vars []int) {
	for i := range vars {
		for j := i + 1; j < len(vars); j++ {
			e.clause(-vars[i], -vars[j])
		}
	}
}

// group says that cells repeat no digit (and, when all is true, hold
// every digit).
func (e *encoder) group(cells []sudoku.Cell, all bool) {
	for d := sudoku.Digit(1); int(d) <= e.n; d++ {
		vars := make([]int, len(cells))
		for i, c := range cells {
			vars[i] = Var(e.s, c, d)
		}
		if all {
			e.exactlyOne(vars)
		} else {
			e.atMostOne(vars)
		}
	}
}

// relation says that the digits x of a and y of b keep ok(x, y).
func (e *encoder) relation(a, b sudoku.Cell, ok func(x, y int) bool) {
	for _, pair := range [2][2]sudoku.Cell{{a, b}, {b, a}} {
		for x := 1; x <= e.n; x++ {
			cl := []int{-Var(e.s, pair[0], sudoku.Digit(x))}
			for y := 1; y <= e.n; y++ {
				if (pair[0] == a && ok(x, y)) || (pair[0] != a && ok(y, x)) {
					cl = append(cl, Var(e.s, pair[1], sudoku.Digit(y)))
				}
			}
			e.clause(cl...)
		}
	}
}

// combinations says that the cells (whose digits differ) take one of the
// sets of digits sets: the set's variable implies that every cell takes
// a digit of the set and that every digit of the set is in some cell.
// The second half follows from the first by counting (k distinct digits
// in a set of k), but CDCL cannot count: without it unit propagation
// never places a cage's last digit, and killers take seconds.
func (e *encoder) combinations(cells []sudoku.Cell, sets []sudoku.Set) {
	var any []int
	for _, set := range sets {
		z := e.aux()
		any = append(any, z)
		for _, c := range cells {
			cl := []int{-z}
			for _, d := range set.Digits() {
				cl = append(cl, Var(e.s, c, d))
			}
			e.clause(cl...)
		}
		for _, d := range set.Digits() {
			cl := []int{-z}
			for _, c := range cells {
				cl = append(cl, Var(e.s, c, d))
			}
			e.clause(cl...)
		}
	}
	e.clause(any...) // empty when no set fits: no model
}

// sums returns, for the cells, variables total[t] meaning "the digits of
// cells add up to t", for t up to maxTotal (0 where no way reaches t):
// running totals, one layer per cell. The total before and a cell's digit
// imply the total after (and, when backward is true, the total after and
// the digit the total before), a total past maxTotal is forbidden, and
// at most one total per layer is true, so the true one is the real
// running total.
func (e *encoder) sums(cells []sudoku.Cell, maxTotal int, backward bool) []int {
	prev := map[int]int{0: 0} // total -> variable; 0 stands for true
	for _, c := range cells {
		next := map[int]int{}
		for _, t := range slices.Sorted(maps.Keys(prev)) { // in order: the same formula every time
			v := prev[t]
			for d := 1; d <= e.n; d++ {
				if t+d > maxTotal {
					// past every total wanted: this digit cannot follow
					if v == 0 {
						e.clause(-Var(e.s, c, sudoku.Digit(d)))
					} else {
						e.clause(-v, -Var(e.s, c, sudoku.Digit(d)))
					}
					continue
				}
				w, ok := next[t+d]
				if !ok {
					w = e.aux()
					next[t+d] = w
				}
				// the total before and the digit give the total after
				if v == 0 {
					e.clause(-Var(e.s, c, sudoku.Digit(d)), w)
				} else {
					e.clause(-v, -Var(e.s, c, sudoku.Digit(d)), w)
				}
			}
		}
		totals := slices.Sorted(maps.Keys(next))
		var layer []int
		for _, t := range totals {
			layer = append(layer, next[t])
		}
		e.atMostOne(layer)
		// Backwards: the total after and the cell's digit give the total
		// before, so a wanted total prunes the digits from the end too.
		// This pays for a little killer's one clue (Hailstone: 193 s to
		// 16 s) but not for an arrow's many totals (Long sums 2: 20 s to
		// 85 s), so the caller chooses.
		for _, t := range totals {
			if !backward {
				break
			}
			w := next[t]
			for d := 1; d <= e.n && d <= t; d++ {
				if v, ok := prev[t-d]; !ok {
					e.clause(-w, -Var(e.s, c, sudoku.Digit(d)))
				} else if v != 0 {
					e.clause(-w, -Var(e.s, c, sudoku.Digit(d)), v)
				}
			}
		}
		prev = next
	}
	out := make([]int, maxTotal+1)
	for t, v := range prev {
		out[t] = v
	}
	return out
}

func (e *encoder) constraint(c sudoku.Constraint, r *sudoku.Rules, dots, xvs *map[[2]sudoku.Cell]bool) error {
	s, n := e.s, e.n
	cons := func(x, y int) bool { return x-y == 1 || y-x == 1 }
	dbl := func(x, y int) bool { return x == 2*y || y == 2*x }
	marks := func(dotsOnly bool) map[[2]sudoku.Cell]bool {
		m := map[[2]sudoku.Cell]bool{}
		for _, c := range r.Constraints {
			switch x := c.(type) {
			case sudoku.Kropki:
				if dotsOnly {
					m[[2]sudoku.Cell{min(x.A, x.B), max(x.A, x.B)}] = true
				}
			case sudoku.XV:
				if !dotsOnly {
					m[[2]sudoku.Cell{min(x.A, x.B), max(x.A, x.B)}] = true
				}
			}
		}
		return m
	}
	edges := func(m map[[2]sudoku.Cell]bool, ok func(x, y int) bool) {
		for a := sudoku.Cell(0); int(a) < s.Cells(); a++ {
			for _, b := range s.EdgeCells(a) {
				if b > a && !m[[2]sudoku.Cell{a, b}] {
					e.relation(a, b, ok)
				}
			}
		}
	}
	near := func(cells func(sudoku.Cell) []sudoku.Cell) {
		for a := sudoku.Cell(0); int(a) < s.Cells(); a++ {
			for _, b := range cells(a) {
				if b > a {
					for d := sudoku.Digit(1); int(d) <= n; d++ {
						e.clause(-Var(s, a, d), -Var(s, b, d))
					}
				}
			}
		}
	}
	switch x := c.(type) {
	case sudoku.AntiKnight:
		near(s.KnightCells)
	case sudoku.AntiKing:
		near(s.KingDiagonalCells)
	case sudoku.NonConsecutive:
		edges(nil, func(a, b int) bool { return !cons(a, b) })
	case sudoku.KropkiNegative:
		edges(marks(true), func(a, b int) bool { return !(x.White && cons(a, b)) && !(x.Black && dbl(a, b)) })
	case sudoku.XVNegative:
		edges(marks(false), func(a, b int) bool { return !(x.X && a+b == 10) && !(x.V && a+b == 5) })
	case sudoku.Kropki:
		if x.Black {
			e.relation(x.A, x.B, dbl)
		} else {
			e.relation(x.A, x.B, cons)
		}
	case sudoku.XV:
		e.relation(x.A, x.B, func(a, b int) bool { return a+b == x.Sum })
	case sudoku.Whisper:
		d := x.MinDiff(n)
		for i := 1; i < len(x.Cells); i++ {
			e.relation(x.Cells[i-1], x.Cells[i], func(a, b int) bool { return a-b >= d || b-a >= d })
		}
	case sudoku.Palindrome:
		for i, j := 0, len(x.Cells)-1; i < j; i, j = i+1, j-1 {
			e.relation(x.Cells[i], x.Cells[j], func(a, b int) bool { return a == b })
		}
	case sudoku.Thermo:
		for i := 1; i < len(x.Cells); i++ {
			e.relation(x.Cells[i-1], x.Cells[i], func(a, b int) bool { return a < b })
		}
	case sudoku.Parity:
		for d := sudoku.Digit(1); int(d) <= n; d++ {
			if (d%2 == 0) != x.Even {
				e.clause(-Var(s, x.Cell, d))
			}
		}
	case sudoku.Cage:
		if x.Sum != 0 {
			e.combinations(x.Cells, digitSets(n, len(x.Cells), func(set sudoku.Set) bool { return setSum(set) == x.Sum }))
		}
	case sudoku.Renban:
		e.group(x.Cells, false)
		k := len(x.Cells)
		var runs []sudoku.Set
		for lo := 1; lo+k-1 <= n; lo++ {
			runs = append(runs, (sudoku.Set(1)<<k-1)<<(lo-1))
		}
		e.combinations(x.Cells, runs)
	case sudoku.LittleKiller:
		total := e.sums(x.Cells, x.Sum, true)
		if total[x.Sum] == 0 {
			e.clause() // out of reach
		} else {
			e.clause(total[x.Sum])
		}
	case sudoku.Arrow:
		circle := append([]sudoku.Cell(nil), x.Circle...)
		sortCells(circle)
		maxV := 1
		for range circle {
			maxV *= 10
		}
		maxV = min(max(maxV, n+1), len(x.Shaft)*n+1)
		total := e.sums(x.Shaft, maxV, false)
		// The circle spells t exactly when the shaft adds up to t: for
		// every way the circle's digits spell a number, that number's
		// total; and each total implies some spelling of it.
		spell := map[int][][]sudoku.Digit{}
		var walk func(i, v int, ds []sudoku.Digit)
		walk = func(i, v int, ds []sudoku.Digit) {
			if i == len(circle) {
				spell[v] = append(spell[v], append([]sudoku.Digit(nil), ds...))
				return
			}
			for d := sudoku.Digit(1); int(d) <= n && (len(circle) == 1 || d <= 9); d++ {
				walk(i+1, v*10+int(d), append(ds, d))
			}
		}
		walk(0, 0, nil)
		for _, v := range slices.Sorted(maps.Keys(spell)) {
			ways := spell[v]
			for _, ds := range ways {
				cl := make([]int, 0, len(ds)+1)
				for i, d := range ds {
					cl = append(cl, -Var(s, circle[i], d))
				}
				if v < len(total) && total[v] != 0 {
					cl = append(cl, total[v])
				}
				e.clause(cl...) // this spelling needs that total
			}
		}
		for t, w := range total {
			if w == 0 || t == 0 {
				continue
			}
			if len(circle) == 1 {
				if t <= n {
					e.clause(-w, Var(s, circle[0], sudoku.Digit(t)))
				} else {
					e.clause(-w)
				}
				continue
			}
			// t must be spelled: its digits, one per circle cell.
			ways := spell[t]
			if len(ways) == 0 {
				e.clause(-w)
				continue
			}
			for i := range circle {
				cl := []int{-w}
				for _, ds := range ways {
					cl = append(cl, Var(s, circle[i], ds[i]))
				}
				e.clause(cl...)
			}
		}
	case sudoku.Between:
		a, b := x.Cells[0], x.Cells[len(x.Cells)-1]
		for dx := 1; dx <= n; dx++ {
			for dy := 1; dy <= n; dy++ {
				lo, hi := min(dx, dy), max(dx, dy)
				for _, c := range x.Cells[1 : len(x.Cells)-1] {
					cl := []int{-Var(s, a, sudoku.Digit(dx)), -Var(s, b, sudoku.Digit(dy))}
					for d := lo + 1; d < hi; d++ {
						cl = append(cl, Var(s, c, sudoku.Digit(d)))
					}
					e.clause(cl...)
				}
			}
		}
	case sudoku.Sandwich:
		return &UnsupportedError{Rule: x.Name(s)}
	default:
		return &UnsupportedError{Rule: c.Name(s)}
	}
	return nil
}

// digitSets lists the sets of k digits 1..n that keep ok.
func digitSets(n, k int, ok func(sudoku.Set) bool) []sudoku.Set {
	var out []sudoku.Set
	var walk func(from sudoku.Digit, set sudoku.Set, left int)
	walk = func(from sudoku.Digit, set sudoku.Set, left int) {
		if left == 0 {
			if ok(set) {
				out = append(out, set)
			}
			return
		}
		for d := from; int(d) <= n; d++ {
			walk(d+1, set.With(d), left-1)
		}
	}
	walk(1, 0, k)
	return out
}

func setSum(s sudoku.Set) int {
	t := 0
	for _, d := range s.Digits() {
		t += int(d)
	}
	return t
}

func sortCells(cs []sudoku.Cell) {
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && cs[j] < cs[j-1]; j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
}

// SolvePuzzle returns a solution of p and whether it is the only one,
// through EncodePuzzle's formula, pencil marks and all; see Solve for
// how uniqueness is checked. It returns ErrNoSolution when there is none, and
// EncodePuzzle's errors (an *UnsupportedError for a rule it does not
// encode). Like Solve it takes no budget.
func SolvePuzzle(p sudoku.Puzzle) (sudoku.Grid, bool, error) {
	n, first, err := countPuzzle(p, 2)
	if err != nil {
		return sudoku.Grid{}, false, err
	}
	if n == 0 {
		return sudoku.Grid{}, false, ErrNoSolution
	}
	return first, n == 1, nil
}

// CountPuzzle is Count for a puzzle with rules or pencil marks, through
// EncodePuzzle: it counts the solutions that keep p's marks.
func CountPuzzle(p sudoku.Puzzle, limit int) (int, error) {
	n, _, err := countPuzzle(p, limit)
	return n, err
}

func countPuzzle(p sudoku.Puzzle, limit int) (int, sudoku.Grid, error) {
	if p.Rules.Classic() && p.Candidates == nil {
		return count(p.Grid, limit)
	}
	if limit <= 0 {
		limit = 1
	}
	f, err := EncodePuzzle(p)
	if err != nil {
		return 0, sudoku.Grid{}, err
	}
	for _, cl := range f.Clauses {
		if len(cl) == 0 {
			return 0, sudoku.Grid{}, nil // gophersat wants no empty clause
		}
	}
	slv := solver.New(solver.ParseSliceNb(f.Clauses, f.Vars))
	var first sudoku.Grid
	found := 0
	for found < limit && slv.Solve() == solver.Sat {
		sol := decode(p.Grid, slv.Model())
		found++
		if found == 1 {
			first = sol
		}
		block := blocking(p.Grid, sol)
		if len(block) == 0 {
			break
		}
		slv.AppendClause(solver.NewClause(block))
	}
	return found, first, nil
}
