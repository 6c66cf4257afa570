package logic

import "github.com/sudoku-app/sudoku/engine/sudoku"

// findPairRule finds a rule between two cells (sudoku.PairRules: a
// kropki dot, an X or V, a step of a whisper or of a thermometer, the two
// ends of a palindrome, two neighbours under non-consecutive or a
// negative rule) under which a candidate of one cell goes with no
// candidate of the other; cells that see each other also differ. The
// candidate comes out. Cost: O(N^2) per rule.
func findPairRule(s *State) (Step, bool) {
	for _, pr := range s.geo.pairs {
		a, b := s.cands[pr.A], s.cands[pr.B]
		if da := s.grid.At(pr.A); da != 0 {
			a = sudoku.Bit(da)
		}
		if db := s.grid.At(pr.B); db != 0 {
			b = sudoku.Bit(db)
		}
		apart := s.peerBits(pr.A).has(pr.B)
		var keepA, keepB sudoku.Set
		for xs := a; xs != 0; xs &= xs - 1 {
			x := xs.Lowest()
			for ys := b; ys != 0; ys &= ys - 1 {
				y := ys.Lowest()
				if pr.Allow(x, y) && !(apart && x == y) {
					keepA, keepB = keepA.With(x), keepB.With(y)
				}
			}
		}
		var elims []Mark
		if s.grid.At(pr.A) == 0 && a&^keepA != 0 {
			elims = append(elims, Mark{pr.A, a &^ keepA})
		}
		if s.grid.At(pr.B) == 0 && b&^keepB != 0 {
			elims = append(elims, Mark{pr.B, b &^ keepB})
		}
		if elims == nil {
			continue
		}
		st := Step{
			Technique:    PairRule,
			Eliminations: elims,
			Cause:        []Mark{{pr.A, a}, {pr.B, b}},
		}
		i := pr.Constraint
		s.say(&st, "pair-rule", argShared("Rule", s.geo.titles[i:i+1:i+1]), argCell("A", pr.A), argDigits("KeepA", keepA, JoinOr),
			argCell("B", pr.B), argDigits("KeepB", keepB, JoinOr), elimsArg(elims), argTechnique(PairRule))
		return st, true
	}
	return Step{}, false
}

// ruleTitle names constraint c on shape sh as a step says it: "white
// dot between r1c1 and r1c2", "thermometer from r3c3", "non-consecutive
// rule" for a rule over the whole grid, "arrow from r1c1". Its Shape is
// sh. The zero Message for a constraint that is neither a rule between
// two cells nor a clue.
func ruleTitle(sh sudoku.Shape, c sudoku.Constraint) Message {
	var m Message
	switch x := c.(type) {
	case sudoku.Kropki:
		m = msg("rule-white-dot", argCell("A", x.A), argCell("B", x.B))
		if x.Black {
			m.Key = "rule-black-dot"
		}
	case sudoku.XV:
		m = msg("rule-x", argCell("A", x.A), argCell("B", x.B))
		if x.Sum == 5 {
			m.Key = "rule-v"
		}
	case sudoku.Whisper:
		m = msg("rule-whispers", argCell("Cell", x.Cells[0]))
	case sudoku.Palindrome:
		m = msg("rule-palindrome", argCell("Cell", x.Cells[0]))
	case sudoku.Thermo:
		m = msg("rule-thermometer", argCell("Cell", x.Cells[0]))
	case sudoku.NonConsecutive:
		m = msg("rule-non-consecutive")
	case sudoku.KropkiNegative:
		m = msg("rule-negative-kropki")
	case sudoku.XVNegative:
		m = msg("rule-negative-xv")
	case sudoku.Arrow:
		m = msg("rule-arrow", argCell("Cell", x.Circle[0]))
	case sudoku.LittleKiller:
		m = msg("rule-little-killer", argCell("Cell", x.Cells[0]))
	case sudoku.Sandwich:
		m = msg("rule-sandwich", argMessage("House", houseMsg(sh, x.Line)))
	case sudoku.Renban:
		m = msg("rule-renban", argCell("Cell", x.Cells[0]))
	case sudoku.Between:
		m = msg("rule-between", argCell("Cell", x.Cells[0]))
	case sudoku.Parity:
		m = msg("rule-odd", argCell("Cell", x.Cell))
		if x.Even {
			m.Key = "rule-even"
		}
	default:
		return Message{}
	}
	m.Shape = sh
	return m
}

// pairAt returns the index in g.pairs of the first rule between cells a
// and b, in that order, or -1.
func (g *geometry) pairAt(a, b sudoku.Cell) int {
	for i, pr := range g.pairs {
		if pr.A == a && pr.B == b {
			return i
		}
	}
	return -1
}

// wholeGridRule reports whether title names a rule over the whole grid
// (non-consecutive, negative kropki, negative XV), which a nudge places
// at the two cells of its step.
func wholeGridRule(title Message) bool {
	switch title.Key {
	case "rule-non-consecutive", "rule-negative-kropki", "rule-negative-xv":
		return true
	}
	return false
}

// pairChecks is propagate's part of the rules between two cells: two
// placed digits must keep their rule, and a placed digit removes from the
// other cell the candidates its rule forbids beside it. cut reports a
// removal; ok is false on a broken rule.
func (s *State) pairChecks() (cut, ok bool) {
	for _, pr := range s.geo.pairs {
		da, db := s.grid.At(pr.A), s.grid.At(pr.B)
		switch {
		case da != 0 && db != 0:
			if !pr.Allow(da, db) {
				return cut, false
			}
		case da != 0:
			for ys := s.cands[pr.B]; ys != 0; ys &= ys - 1 {
				if y := ys.Lowest(); !pr.Allow(da, y) {
					s.Eliminate(pr.B, y)
					cut = true
				}
			}
		case db != 0:
			for xs := s.cands[pr.A]; xs != 0; xs &= xs - 1 {
				if x := xs.Lowest(); !pr.Allow(x, db) {
					s.Eliminate(pr.A, x)
					cut = true
				}
			}
		}
	}
	return cut, true
}
