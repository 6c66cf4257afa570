// Package issform writes puzzles as constraint strings of sigh's
// Interactive Sudoku Solver (ISS, github.com/sigh/Interactive-Sudoku-Solver),
// so that tests and benchmarks can count the same puzzles with ISS and
// with engine/solve. It is test and benchmark tooling: no product code
// imports it.
//
// A constraint string is a run of "."-prefixed entries, each a type and
// its "~"-separated arguments: ".Shape~6x6.~R1C2_4~R3C3_1_3.Thermo~R9C4~R8C3".
// Cells are "R<row>C<col>", rows and columns from 1 in base 17 (R10 is
// "Ra", R16 "Rg"), as ISS writes them. Write turns every rule of
// sudoku.Rules into the ISS constraint with the same meaning, or into the
// handlers ISS itself builds for it where it has no named constraint of
// its own (odd and even cells become candidate givens, a little killer a
// Sum, a one-colour negative kropki or XV rule binary Pair relations on
// the unmarked edges). A rule with no faithful ISS form is never dropped:
// Write fails with an *UnsupportedError naming it. Decoration carries no
// rule and is not written.
package issform

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// MaxN is the largest grid side ISS solves (its CellGeometry.MAX_SIZE).
const MaxN = 16

// UnsupportedError reports a rule (or a grid) that ISS cannot express.
type UnsupportedError struct {
	Rule   string // the rule's name, as sudoku.Constraint.Name gives it, or "grid"
	Reason string
}

func (e *UnsupportedError) Error() string {
	return "issform: " + e.Rule + ": " + e.Reason
}

// Write returns p as an ISS constraint string: its shape, its givens (and
// pencil marks, when it has them), its regions and extra houses, and
// every constraint of p.Rules. p's rules must be valid for its shape
// (sudoku.Rules.Validate). It fails with an *UnsupportedError for a grid
// larger than MaxN or a rule ISS has no form for. Cost: linear in the
// grid and the rules' cells, plus O(N^2) for a one-colour negative rule.
func Write(p *sudoku.Puzzle) (string, error) {
	s := p.Grid.Shape()
	n := s.N()
	if n > MaxN {
		return "", &UnsupportedError{"grid", fmt.Sprintf("%dx%d: ISS grids are at most %dx%d", n, n, MaxN, MaxN)}
	}
	w := &writer{s: s, n: n, r: &p.Rules}
	if n != 9 {
		w.entry("Shape", fmt.Sprintf("%dx%d", n, n))
	}
	w.cands = make([]sudoku.Set, s.Cells())
	full := sudoku.FullSet(n)
	marks := p.Marks()
	for c := range w.cands {
		w.cands[c] = full
		if marks != nil {
			w.cands[c] = marks[c]
		} else if d := p.Grid.At(sudoku.Cell(c)); d != 0 {
			w.cands[c] = sudoku.Bit(d)
		}
	}
	w.layout()
	w.extra()
	for i, c := range p.Rules.Constraints {
		if err := w.constraint(i, c); err != nil {
			return "", err
		}
	}
	var given strings.Builder
	for c, set := range w.cands {
		if set == full {
			continue
		}
		given.WriteString("~" + w.cell(sudoku.Cell(c)))
		for _, d := range set.Digits() {
			given.WriteString("_" + strconv.Itoa(int(d)))
		}
	}
	out := w.b.String()
	if given.Len() > 0 {
		// Givens first, as ISS writes them: "." then an empty type.
		out = "." + given.String() + out
	}
	return out, nil
}

type writer struct {
	s     sudoku.Shape
	n     int
	r     *sudoku.Rules
	cands []sudoku.Set // each cell's digits: givens, marks, parity
	b     strings.Builder
}

// entry writes ".typ~arg~arg...".
func (w *writer) entry(typ string, args ...string) {
	w.b.WriteString("." + typ)
	for _, a := range args {
		w.b.WriteString("~" + a)
	}
}

// cell names c as ISS does: R and C, then row and column from 1 in base 17.
func (w *writer) cell(c sudoku.Cell) string {
	return "R" + strconv.FormatInt(int64(w.s.Row(c)+1), 17) + "C" + strconv.FormatInt(int64(w.s.Col(c)+1), 17)
}

func (w *writer) cells(cs []sudoku.Cell) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = w.cell(c)
	}
	return out
}

// issBoxes reports whether ISS's default boxes for an n x n grid are those
// of s: ISS takes the most square factorisation with fewer rows than
// columns, as sudoku.ShapeForSize does.
func issBoxes(s sudoku.Shape) bool {
	want, err := sudoku.ShapeForSize(s.N())
	return err == nil && want == s
}

// layout writes the regions: nothing for boxes ISS draws itself, else a
// Jigsaw layout of the regions (or of our boxes) and NoBoxes.
func (w *writer) layout() {
	regions := w.r.Regions
	if regions == nil {
		if issBoxes(w.s) {
			return
		}
		regions = make([]int, w.s.Cells())
		for c := range regions {
			regions[c] = w.s.Box(sudoku.Cell(c))
		}
	}
	var lay strings.Builder
	for _, r := range regions {
		lay.WriteString(strconv.FormatInt(int64(r), 36))
	}
	w.entry("Jigsaw", lay.String())
	w.entry("NoBoxes")
}

// sameHouses reports whether got and want hold the same cell sets, in
// any order.
func sameHouses(got []sudoku.ExtraHouse, want []sudoku.ExtraHouse) bool {
	key := func(h sudoku.ExtraHouse) string {
		cs := slices.Sorted(slices.Values(h.Cells))
		return fmt.Sprint(cs)
	}
	if len(got) != len(want) {
		return false
	}
	var a, b []string
	for i := range got {
		a, b = append(a, key(got[i])), append(b, key(want[i]))
	}
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// extra writes the extra houses: ISS's Diagonal, Windoku and DisjointSets
// where our houses are exactly those, AllDifferent otherwise.
func (w *writer) extra() {
	var windows, disjoint []sudoku.ExtraHouse
	diag := sudoku.Diagonals(w.s)
	for _, h := range w.r.Extra {
		switch {
		case h.Kind == sudoku.MainDiagonal && sameHouses([]sudoku.ExtraHouse{h}, diag[:1]):
			w.entry("Diagonal", "-1") // ╲
		case h.Kind == sudoku.AntiDiagonal && sameHouses([]sudoku.ExtraHouse{h}, diag[1:]):
			w.entry("Diagonal", "1") // ╱
		case h.Kind == sudoku.Window:
			windows = append(windows, h)
		case h.Kind == sudoku.DisjointGroup:
			disjoint = append(disjoint, h)
		default:
			w.entry("AllDifferent", w.cells(h.Cells)...)
		}
	}
	// ISS places its windows as sudoku.Windows does when boxes are square.
	if len(windows) > 0 && w.s.BoxRows == w.s.BoxCols && sameHouses(windows, sudoku.Windows(w.s)) {
		w.entry("Windoku")
	} else {
		for _, h := range windows {
			w.entry("AllDifferent", w.cells(h.Cells)...)
		}
	}
	// ISS's disjoint sets follow its default boxes.
	if len(disjoint) > 0 && w.r.Regions == nil && issBoxes(w.s) && sameHouses(disjoint, sudoku.DisjointGroups(w.s)) {
		w.entry("DisjointSets")
	} else {
		for _, h := range disjoint {
			w.entry("AllDifferent", w.cells(h.Cells)...)
		}
	}
}

// constraint writes one constraint.
func (w *writer) constraint(i int, c sudoku.Constraint) error {
	s := w.s
	switch x := c.(type) {
	case sudoku.AntiKnight:
		w.entry("AntiKnight")
	case sudoku.AntiKing:
		w.entry("AntiKing")
	case sudoku.NonConsecutive:
		w.entry("AntiConsecutive")
	case sudoku.Kropki:
		typ := "WhiteDot"
		if x.Black {
			typ = "BlackDot"
		}
		w.entry(typ, w.cell(x.A), w.cell(x.B))
	case sudoku.XV:
		switch x.Sum {
		case 10:
			w.entry("X", w.cell(x.A), w.cell(x.B))
		case 5:
			w.entry("V", w.cell(x.A), w.cell(x.B))
		default:
			return &UnsupportedError{c.Name(s), fmt.Sprintf("sum %d: ISS has X (10) and V (5) only", x.Sum)}
		}
	case sudoku.KropkiNegative:
		switch {
		case x.White && x.Black:
			w.entry("StrictKropki")
		case x.White:
			w.unmarkedPairs(i)
		case x.Black:
			w.unmarkedPairs(i)
		}
	case sudoku.XVNegative:
		switch {
		case x.X && x.V:
			w.entry("StrictXV")
		case x.X:
			w.unmarkedPairs(i)
		case x.V:
			w.unmarkedPairs(i)
		}
	case sudoku.Cage:
		switch {
		case x.Sum == 0:
			w.entry("AllDifferent", w.cells(x.Cells)...)
		case len(x.Cells) == 1:
			// ISS's cages have two cells or more: one cell is its total.
			w.restrict(x.Cells[0], sumSet(x.Sum, w.n))
		default:
			w.entry("Cage", append([]string{strconv.Itoa(x.Sum)}, w.cells(x.Cells)...)...)
		}
	case sudoku.Thermo:
		w.entry("Thermo", w.cells(x.Cells)...)
	case sudoku.Arrow:
		w.arrow(x)
	case sudoku.LittleKiller:
		// ISS builds a LittleKiller as a Sum over its diagonal; Sum takes
		// the cells themselves, not ISS's name for the diagonal.
		w.entry("Sum", append([]string{strconv.Itoa(x.Sum)}, w.cells(x.Cells)...)...)
	case sudoku.Sandwich:
		if x.Line < 0 || int(x.Line) >= 2*w.n {
			return &UnsupportedError{c.Name(s), "not a row or a column"}
		}
		line := "R" + strconv.Itoa(int(x.Line)+1)
		if int(x.Line) >= w.n {
			line = "C" + strconv.Itoa(int(x.Line)-w.n+1)
		}
		w.entry("Sandwich", strconv.Itoa(x.Sum), line)
	case sudoku.Whisper:
		w.entry("Whisper", append([]string{strconv.Itoa(x.MinDiff(w.n))}, w.cells(x.Cells)...)...)
	case sudoku.Renban:
		w.entry("Renban", w.cells(x.Cells)...)
	case sudoku.Between:
		w.entry("Between", w.cells(x.Cells)...)
	case sudoku.Palindrome:
		w.entry("Palindrome", w.cells(x.Cells)...)
	case sudoku.Parity:
		var keep sudoku.Set
		for d := 1; d <= w.n; d++ {
			if (d%2 == 0) == x.Even {
				keep = keep.With(sudoku.Digit(d))
			}
		}
		w.restrict(x.Cell, keep)
	default:
		return &UnsupportedError{c.Name(s), fmt.Sprintf("%T has no ISS equivalent", c)}
	}
	return nil
}

// restrict keeps only the digits of keep among c's candidates.
func (w *writer) restrict(c sudoku.Cell, keep sudoku.Set) { w.cands[c] &= keep }

// sumSet returns {sum} when it is a digit of 1..n, else the empty set.
func sumSet(sum, n int) sudoku.Set {
	if sum < 1 || sum > n {
		return 0
	}
	return sudoku.Bit(sudoku.Digit(sum))
}

// arrow writes an arrow: Arrow for a one-cell circle, PillArrow for a pill
// ISS reads as we do (its cells, sorted, each one step right, down or
// down-right of the one before), and otherwise the weighted Sum ISS
// builds for a pill, which reads the circle's cells in cell order.
func (w *writer) arrow(a sudoku.Arrow) {
	shaft := w.cells(a.Shaft)
	if len(a.Circle) == 1 {
		w.entry("Arrow", append([]string{w.cell(a.Circle[0])}, shaft...)...)
		return
	}
	pill := slices.Sorted(slices.Values(a.Circle))
	readable := true
	for i := 1; i < len(pill); i++ {
		dr, dc := w.s.Row(pill[i])-w.s.Row(pill[i-1]), w.s.Col(pill[i])-w.s.Col(pill[i-1])
		if !(dr == 0 && dc == 1 || dr == 1 && dc == 0 || dr == 1 && dc == 1) {
			readable = false
		}
	}
	if readable && (len(pill) == 2 || len(pill) == 3) {
		w.entry("PillArrow", append(append([]string{strconv.Itoa(len(pill))}, w.cells(pill)...), shaft...)...)
		return
	}
	// 0 = -100*p1 - 10*p2 - p3 + shaft.
	coeffs := []string{"0", "="}
	for i := range pill {
		p := 1
		for range len(pill) - 1 - i {
			p *= 10
		}
		coeffs = append(coeffs, strconv.Itoa(-p))
	}
	for range shaft {
		coeffs = append(coeffs, "1")
	}
	w.entry("Sum", append([]string{strings.Join(coeffs, "_")}, append(w.cells(pill), shaft...)...)...)
}

// unmarkedPairs writes constraint i, a one-colour negative rule, as one
// ISS Pair entry: its relation (PairKey) on every edge the engine's
// sudoku.PairRules gives it (each edge with no mark of its kind), each
// edge a group of its own.
func (w *writer) unmarkedPairs(i int) {
	rules, _ := sudoku.PairRules(w.s, w.r)
	var args []string
	for _, pr := range rules {
		if pr.Constraint != i {
			continue
		}
		if args == nil {
			args = []string{PairKey(w.n, func(a, b int) bool { return pr.Allow(sudoku.Digit(a), sudoku.Digit(b)) })}
		} else {
			args = append(args, "") // a new group: a new pair
		}
		args = append(args, w.cell(pr.A), w.cell(pr.B))
	}
	if args != nil {
		w.entry("Pair", args...)
	}
}

// PairKey returns ISS's key for the binary relation allow on digits 1..n
// (its Pair and PairX constraints): bit (i-1)*n + (j-1) is set when
// allow(i, j), the bits six to a character of the URL-safe base64
// alphabet, the lowest bit first, and trailing zero characters dropped.
func PairKey(n int, allow func(a, b int) bool) string {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	var out []byte
	v, bit := 0, 0
	for i := 1; i <= n; i++ {
		for j := 1; j <= n; j++ {
			if allow(i, j) {
				v |= 1 << bit
			}
			if bit++; bit == 6 {
				out = append(out, alphabet[v])
				v, bit = 0, 0
			}
		}
	}
	out = append(out, alphabet[v])
	for len(out) > 0 && out[len(out)-1] == 'A' {
		out = out[:len(out)-1]
	}
	return string(out)
}
