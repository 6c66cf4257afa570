package logic

import (
	"slices"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// clue is a rule over some cells that the logic solver reasons with by
// the ways its cells can keep it: an arrow, a little killer, a sandwich
// clue, a renban or between line, an odd or even cell. Its technique
// takes out the candidates no way of keeping it gives (findClue).
type clue struct {
	t     Technique
	kind  clueKind
	title Message // the constraint's name: "arrow from r1c1" ("rule-arrow")
	// rule and ruleArgs are the key of its step's message, which says
	// what it asks ("arrow-sum": "The shaft of the arrow from r1c1 adds
	// up to its circle: ..."), and the arguments that say it.
	rule     string
	ruleArgs []Arg
	cells    []sudoku.Cell // the cells it reads, in the order its ways take them
	// A sum clue: cell i counts coef[i] times, and they add up to total.
	// A sandwich: total is the sum between the crusts.
	coef  []int
	total int
	// A between line: groups of its inner cells (indexes into cells)
	// that share a house, so take different digits.
	groups [][]int
	even   bool // a parity cell: even, not odd
}

type clueKind uint8

const (
	sumClue clueKind = iota
	sandwichClue
	renbanClue
	betweenClue
	parityClue
)

// newClue returns the clue of constraint c on shape sh, and false for a
// constraint that is not a clue.
func newClue(sh sudoku.Shape, c sudoku.Constraint) (clue, bool) {
	cl, ok := newClueOf(sh, c)
	if ok {
		cl.title = ruleTitle(sh, c)
	}
	return cl, ok
}

// newClueOf is newClue but for the clue's title.
func newClueOf(sh sudoku.Shape, c sudoku.Constraint) (clue, bool) {
	switch x := c.(type) {
	case sudoku.Arrow:
		// The circle reads as a number in cell order: the shaft's sum
		// less the circle's digits times their place values is 0.
		circle := slices.Sorted(slices.Values(x.Circle))
		cells := append(circle, x.Shaft...)
		coef := make([]int, len(cells))
		place := 1
		for i := len(circle) - 1; i >= 0; i-- {
			coef[i] = -place
			place *= 10
		}
		for i := len(circle); i < len(cells); i++ {
			coef[i] = 1
		}
		return clue{t: ArrowSum, kind: sumClue, cells: cells, coef: coef,
			rule: "arrow-sum", ruleArgs: []Arg{argCell("Cell", x.Circle[0])}}, true
	case sudoku.LittleKiller:
		coef := make([]int, len(x.Cells))
		for i := range coef {
			coef[i] = 1
		}
		return clue{t: LittleKillerSum, kind: sumClue, cells: slices.Clone(x.Cells), coef: coef, total: x.Sum,
			rule: "little-killer-sum", ruleArgs: []Arg{argCell("Cell", x.Cells[0]), argNumber("Total", x.Sum)}}, true
	case sudoku.Sandwich:
		return clue{t: SandwichSum, kind: sandwichClue, cells: slices.Clone(sh.HouseCells(x.Line)), total: x.Sum,
			rule: "sandwich-sum", ruleArgs: []Arg{argMessage("House", houseMsg(sh, x.Line)), argNumber("Top", sh.N()), argNumber("Total", x.Sum)}}, true
	case sudoku.Renban:
		return clue{t: RenbanLine, kind: renbanClue, cells: slices.Clone(x.Cells),
			rule: "renban-line", ruleArgs: []Arg{argCell("Cell", x.Cells[0])}}, true
	case sudoku.Between:
		return clue{t: BetweenLine, kind: betweenClue, cells: slices.Clone(x.Cells),
			rule: "between-line", ruleArgs: []Arg{argCell("Cell", x.Cells[0])}}, true
	case sudoku.Parity:
		return clue{t: OddEven, kind: parityClue, cells: []sudoku.Cell{x.Cell}, even: x.Even}, true
	}
	return clue{}, false
}

// clueOptions returns into opts (len(cl.cells)) what each cell of cl can
// hold: its digit when placed, else its candidates.
func (s *State) clueOptions(cl *clue, opts []sudoku.Set) {
	for i, c := range cl.cells {
		if d := s.grid.At(c); d != 0 {
			opts[i] = sudoku.Bit(d)
		} else {
			opts[i] = s.cands[c]
		}
	}
}

// clueSupport sets sup[i] (len(cl.cells)) to the digits of opts[i] that
// cell i takes in some way of keeping cl, each cell holding one of its
// opts and cells that see each other holding different digits. It may
// keep a digit it could not decide about within its budget (a long sum
// over many candidates), never drop one some way gives. Cost: a sum clue,
// a bounded search per cell and digit; a sandwich, for each place of its
// crusts, a matching per way of making its sum; a renban line, a matching
// per run; a between line, a matching per group for each pair of ends.
func (s *State) clueSupport(cl *clue, opts, sup []sudoku.Set) {
	clear(sup)
	switch cl.kind {
	case parityClue:
		sup[0] = opts[0] & parityDigits(s.n, cl.even)
	case renbanClue:
		var m matcher
		k := len(cl.cells)
		for lo := 1; lo+k-1 <= s.n; lo++ {
			m.support(opts, runOf(lo, k), sup)
		}
	case betweenClue:
		s.betweenSupport(cl, opts, sup)
	case sandwichClue:
		s.sandwichSupport(cl, opts, sup)
	case sumClue:
		s.linearSupport(cl.cells, cl.coef, cl.total, opts, sup)
	}
}

// quietClue fills opts with what the cells of clue k can hold and, unless
// the state's memo (quietMemo) knows that on these options the clue takes
// nothing out, sup with their support (clueSupport). It reports true when
// the clue takes nothing out: then sup is not filled. A support is a pure
// function of the options, so the searches of later steps, and of the
// states forcing chains copy, are not run again.
func (s *State) quietClue(k int, cl *clue, opts, sup []sudoku.Set) bool {
	s.clueOptions(cl, opts)
	h := quietMix(quietMix(quietSeed, quietClue), uint64(k))
	for _, o := range opts {
		h = quietMix(h, uint64(o))
	}
	if s.quiet.has(h) {
		return true
	}
	s.clueSupport(cl, opts, sup)
	if slices.Equal(opts, sup) && !slices.Contains(sup, 0) {
		s.quiet.add(h)
		return true
	}
	return false
}

// parityDigits returns the odd or even digits up to n.
func parityDigits(n int, even bool) sudoku.Set {
	var ds sudoku.Set
	for d := 1; d <= n; d++ {
		if d%2 == 0 == even {
			ds = ds.With(sudoku.Digit(d))
		}
	}
	return ds
}

// findClue finds a clue of technique t with a candidate no way of keeping
// it gives (clueSupport); the candidate comes out. The odd and even
// cells come out as one step. A clue no way keeps is left to Broken.
// Cost: that of clueSupport, for each clue.
func findClue(s *State, t Technique) (Step, bool) {
	var opts, sup [sudoku.MaxN * sudoku.MaxN]sudoku.Set
	var elims, cause []Mark
	var rule *clue
	var cells []sudoku.Cell
	var keeps []sudoku.Set
	for k := range s.geo.clues {
		cl := &s.geo.clues[k]
		if cl.t != t {
			continue
		}
		o, p := opts[:len(cl.cells)], sup[:len(cl.cells)]
		if s.quietClue(k, cl, o, p) {
			continue
		}
		if slices.Contains(p, 0) {
			continue // broken
		}
		var out []Mark
		for i, c := range cl.cells {
			if s.grid.At(c) == 0 && o[i]&^p[i] != 0 {
				out = append(out, Mark{c, o[i] &^ p[i]})
			}
		}
		if out == nil {
			continue
		}
		elims, rule = append(elims, out...), cl
		for i, c := range cl.cells {
			if s.grid.At(c) != 0 {
				continue
			}
			cause = append(cause, Mark{c, p[i]})
			if o[i] != p[i] {
				cells, keeps = append(cells, c), append(keeps, p[i])
			}
		}
		if t != OddEven {
			break
		}
	}
	if elims == nil {
		return Step{}, false
	}
	st := Step{Technique: t, Eliminations: elims, Cause: cause}
	if t == OddEven {
		s.sayParity(&st)
		return st, true
	}
	args := append(rule.ruleArgs[:len(rule.ruleArgs):len(rule.ruleArgs)], keepsArg(cells, keeps), elimsArg(elims), argTechnique(t))
	s.say(&st, rule.rule, args...)
	return st, true
}

// sayParity says what the odd and even cells of st lose, by their kind
// rather than cell by cell: the step often clears a dozen cells at once.
func (s *State) sayParity(st *Step) {
	var odd, even []sudoku.Cell
	for _, m := range st.Eliminations {
		if m.Digits&parityDigits(s.n, true) != 0 {
			odd = append(odd, m.Cell) // an odd cell loses even digits
		} else {
			even = append(even, m.Cell)
		}
	}
	oddArg := argMessage("Odd", msg("odd-cells", argCells("Cells", odd, JoinAnd), argCount(len(odd))))
	evenArg := argMessage("Even", msg("even-cells", argCells("Cells", even, JoinAnd), argCount(len(even))))
	switch {
	case even == nil:
		s.say(st, "odd-even-odd", oddArg, argTechnique(OddEven))
	case odd == nil:
		s.say(st, "odd-even-even", evenArg, argTechnique(OddEven))
	default:
		s.say(st, "odd-even", oddArg, evenArg, argTechnique(OddEven))
	}
}

// countEmpty returns how many of cells are empty in s.
func countEmpty(s *State, cells []sudoku.Cell) int {
	n := 0
	for _, c := range cells {
		if s.grid.At(c) == 0 {
			n++
		}
	}
	return n
}

// keepsArg says what cells can still hold, as Keeps, cells with the same
// digits together: "r1c1 can only be 6 or 7, r1c2 and r1c3 only 1 or 2".
func keepsArg(cells []sudoku.Cell, keeps []sudoku.Set) Arg {
	var parts []Message
	done := make([]bool, len(cells))
	for i := range cells {
		if done[i] {
			continue
		}
		var same []sudoku.Cell
		for j := i; j < len(cells); j++ {
			if !done[j] && keeps[j] == keeps[i] {
				same, done[j] = append(same, cells[j]), true
			}
		}
		key := "keeps-more"
		if len(parts) == 0 {
			key = "keeps-first"
		}
		parts = append(parts, msg(key, argCells("Cells", same, JoinAnd), argDigits("Digits", keeps[i], JoinOr)))
	}
	return argMessages("Keeps", parts, JoinComma)
}

// clueTitle returns the title of the clue of technique t that holds
// cell c, for a nudge.
func (g *geometry) clueTitle(t Technique, c sudoku.Cell) (Message, bool) {
	for _, cl := range g.clues {
		if cl.t == t && slices.Contains(cl.cells, c) {
			return cl.title, true
		}
	}
	return Message{}, false
}

// cluesBroken reports a clue no way keeps, and says which.
func (s *State) cluesBroken() (why Message, broken bool) {
	var opts, sup [sudoku.MaxN * sudoku.MaxN]sudoku.Set
	for k := range s.geo.clues {
		cl := &s.geo.clues[k]
		o, p := opts[:len(cl.cells)], sup[:len(cl.cells)]
		if !s.quietClue(k, cl, o, p) && slices.Contains(p, 0) {
			return msg("broken-clue", argMessage("Clue", cl.title)), true
		}
	}
	return Message{}, false
}

// propagateOpen is the most empty cells a clue may have for propagate to
// read it: searches (forcing chains, trial) propagate at every node, and
// a long clue's support (a little killer or a shaft of many cells) costs
// more than the chains gain; up to 9, the chains read every renban and
// between line of a 9x9 and most sums (BENCHMARKS.md has the effect).
const propagateOpen = 9

// clueChecks is propagate's part of the clues: a clue with few empty
// cells (propagateOpen) loses the candidates no way of keeping it gives.
// cut reports a removal; ok is false on a clue no way keeps.
func (s *State) clueChecks() (cut, ok bool) {
	var opts, sup [sudoku.MaxN * sudoku.MaxN]sudoku.Set
	for k := range s.geo.clues {
		cl := &s.geo.clues[k]
		if countEmpty(s, cl.cells) > propagateOpen {
			continue
		}
		o, p := opts[:len(cl.cells)], sup[:len(cl.cells)]
		if s.quietClue(k, cl, o, p) {
			continue
		}
		for i, c := range cl.cells {
			if p[i] == 0 {
				return cut, false
			}
			if s.grid.At(c) != 0 {
				continue
			}
			for ds := o[i] &^ p[i]; ds != 0; ds &= ds - 1 {
				s.Eliminate(c, ds.Lowest())
				cut = true
			}
		}
	}
	return cut, true
}

func findOddEven(s *State) (Step, bool)         { return findClue(s, OddEven) }
func findBetweenLine(s *State) (Step, bool)     { return findClue(s, BetweenLine) }
func findRenbanLine(s *State) (Step, bool)      { return findClue(s, RenbanLine) }
func findArrowSum(s *State) (Step, bool)        { return findClue(s, ArrowSum) }
func findLittleKillerSum(s *State) (Step, bool) { return findClue(s, LittleKillerSum) }
func findSandwichSum(s *State) (Step, bool)     { return findClue(s, SandwichSum) }
