package sudoku

// PairRule is a rule between the digits of two cells: Allow reports
// whether A holding a and B holding b keep it. Name names the constraint
// it comes from as a player reads it ("white dot between r1c1 and r1c2",
// "thermometer from r3c3", "non-consecutive").
type PairRule struct {
	A, B  Cell
	Name  string
	Allow func(a, b Digit) bool
}

// PairRules returns the rules between two cells that the constraints of r
// come down to on shape s, in the constraints' order: kropki dots, X and
// V, their negative rules, non-consecutive, whispers (each step of the
// line), palindromes (each pair of cells the same distance from the
// ends) and thermometers (each step up the line: a thermometer's bounds
// are those of its steps). covered[i] reports whether r.Constraints[i] is
// wholly such rules. Anti-knight and anti-king, which only keep digits
// apart, are left to the peers. Cost: O(N^2) for the rules over the
// whole grid, O(cells) for the others.
func PairRules(s Shape, r *Rules) (rules []PairRule, covered []bool) {
	covered = make([]bool, len(r.Constraints))
	add := func(a, b Cell, name string, allow func(a, b Digit) bool) {
		rules = append(rules, PairRule{a, b, name, allow})
	}
	for i, c := range r.Constraints {
		name := c.Name(s)
		covered[i] = true
		switch x := c.(type) {
		case Kropki:
			if x.Black {
				add(x.A, x.B, name, double)
			} else {
				add(x.A, x.B, name, consecutive)
			}
		case XV:
			sum := x.Sum
			add(x.A, x.B, name, func(a, b Digit) bool { return int(a)+int(b) == sum })
		case Whisper:
			d := x.MinDiff(s.N())
			for j := 1; j < len(x.Cells); j++ {
				add(x.Cells[j-1], x.Cells[j], name, func(a, b Digit) bool { return absInt(int(a)-int(b)) >= d })
			}
		case Palindrome:
			for j, k := 0, len(x.Cells)-1; j < k; j, k = j+1, k-1 {
				add(x.Cells[j], x.Cells[k], name, func(a, b Digit) bool { return a == b })
			}
		case Thermo:
			for j := 1; j < len(x.Cells); j++ {
				add(x.Cells[j-1], x.Cells[j], name, func(a, b Digit) bool { return a < b })
			}
		case NonConsecutive, KropkiNegative, XVNegative:
			near, bad, _ := pairRule(c, s, r)
			for p := Cell(0); int(p) < s.Cells(); p++ {
				for _, q := range near(p) {
					if q > p {
						add(p, q, name, func(a, b Digit) bool { return !bad(p, q, a, b) })
					}
				}
			}
		default:
			covered[i] = false
		}
	}
	return rules, covered
}
