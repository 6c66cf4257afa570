package sudoku

// PairRule is a rule between the digits of two cells: Allow reports
// whether A holding a and B holding b keep it. Name names the constraint
// it comes from as a player reads it ("white dot between r1c1 and r1c2",
// "thermometer from r3c3", "non-consecutive"), and Constraint is that
// constraint's index in the Rules' Constraints.
type PairRule struct {
	A, B       Cell
	Name       string
	Allow      func(a, b Digit) bool
	Constraint int
}

// PairRules returns the rules between two cells that the constraints of r
// come down to on shape s, in the constraints' order: kropki dots, X and
// V, their negative rules (each edge without a mark), non-consecutive,
// whispers (each step of the line), palindromes (each pair of cells the
// same distance from the ends) and thermometers (each step up the line: a
// thermometer's bounds are those of its steps). The rules of one
// constraint share one Allow, which a caller may tabulate once (the exact
// solver does). covered[i] reports whether r.Constraints[i] is wholly
// such rules. Anti-knight and anti-king, which only keep digits apart,
// are left to the peers. Cost: O(N^2) for the rules over the whole grid,
// O(cells) for the others.
func PairRules(s Shape, r *Rules) (rules []PairRule, covered []bool) {
	covered = make([]bool, len(r.Constraints))
	// Room for a rule per constraint, and one per edge of the grid for a
	// rule over the whole grid: the exact solver asks on every solve.
	size := len(r.Constraints)
	for _, c := range r.Constraints {
		switch c.(type) {
		case NonConsecutive, KropkiNegative, XVNegative:
			size += 2 * s.N() * (s.N() - 1)
		}
	}
	rules = make([]PairRule, 0, size)
	for i, c := range r.Constraints {
		name := c.Name(s)
		add := func(a, b Cell, allow func(a, b Digit) bool) {
			rules = append(rules, PairRule{a, b, name, allow, i})
		}
		covered[i] = true
		switch x := c.(type) {
		case Kropki:
			if x.Black {
				add(x.A, x.B, double)
			} else {
				add(x.A, x.B, consecutive)
			}
		case XV:
			sum := x.Sum
			add(x.A, x.B, func(a, b Digit) bool { return int(a)+int(b) == sum })
		case Whisper:
			d := x.MinDiff(s.N())
			apart := func(a, b Digit) bool { return absInt(int(a)-int(b)) >= d }
			for j := 1; j < len(x.Cells); j++ {
				add(x.Cells[j-1], x.Cells[j], apart)
			}
		case Palindrome:
			for j, k := 0, len(x.Cells)-1; j < k; j, k = j+1, k-1 {
				add(x.Cells[j], x.Cells[k], func(a, b Digit) bool { return a == b })
			}
		case Thermo:
			for j := 1; j < len(x.Cells); j++ {
				add(x.Cells[j-1], x.Cells[j], func(a, b Digit) bool { return a < b })
			}
		case NonConsecutive, KropkiNegative, XVNegative:
			near, bad, _ := pairRule(c, s, r)
			allow := func(a, b Digit) bool { return !bad(a, b) }
			for p := Cell(0); int(p) < s.Cells(); p++ {
				for _, q := range near(p) {
					if q > p {
						add(p, q, allow)
					}
				}
			}
		default:
			covered[i] = false
		}
	}
	return rules, covered
}
