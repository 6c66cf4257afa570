package practice

import (
	"math/rand/v2"
	"slices"

	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Answer is what a player marks on a position: the candidates eliminated
// and the digits placed (a single's answer is a placement, every other
// technique's eliminations). Marks of one cell may be split over several
// entries; their order does not matter.
type Answer struct {
	Eliminated []logic.Mark
	Placed     []logic.Placement
}

// Verdict is Check's judgement of an answer.
type Verdict int

// The verdicts.
const (
	// Right: the answer is exactly the position's step: its placements
	// and eliminations, nothing more, nothing less.
	Right Verdict = iota
	// RightAnother: the answer is exactly another step of the same
	// technique in the position (Judgement.Step), not the solver's.
	RightAnother
	// Partly: the answer is a part of a step (the position's, or another
	// of the technique), nothing outside it; Judgement.Missing* say what
	// is left. An empty answer is Partly, with all of the step missing.
	Partly
	// Wrong: the answer marks something no step found holds:
	// Judgement.Wrong* name those marks, measured against the position's
	// step, and Missing* what the answer lacks of it.
	Wrong
)

func (v Verdict) String() string {
	switch v {
	case Right:
		return "right"
	case RightAnother:
		return "right-another"
	case Partly:
		return "partly"
	case Wrong:
		return "wrong"
	}
	return "Verdict(?)"
}

// Judgement is Check's answer: data for the page to render in a player's
// words, no sentences.
type Judgement struct {
	Verdict Verdict
	// Step is the step the answer was measured against: the position's,
	// or the other step of the technique that the answer is (RightAnother)
	// or is a part of (Partly). Another step comes from an isomorph of the
	// position, mapped back: its cells, digits and houses are the
	// position's, but its Message and Text are empty (they would name the
	// isomorph's cells).
	Step logic.Step
	// MissingEliminations and MissingPlacements are Step's that the
	// answer lacks; WrongEliminations and WrongPlacements the answer's
	// that Step does not make. Each mark is one cell's digits, in cell
	// order; nil when there are none.
	MissingEliminations []logic.Mark
	MissingPlacements   []logic.Placement
	WrongEliminations   []logic.Mark
	WrongPlacements     []logic.Placement
}

// others is the number of isomorphs of a position Check searches for
// other steps of its technique; cheapOthers for the intersections, whose
// search takes microseconds and whose positions often hold a dozen
// instances or more, which 24 isomorphs would not all meet.
const (
	others      = 24
	cheapOthers = 400
)

// Check judges answer a on position p. It compares a with p.Step first;
// when a marks something outside it, with the other steps of p's
// technique it finds: logic.Next searches in a fixed order and returns the
// first step it meets, so Check runs it on up to 24 isomorphs of p (the
// same ones for every call), which meet the position's patterns in other
// orders, and reads their steps back. That finds most other instances,
// not all: an answer that is another instance Check did not meet is
// judged Wrong against p.Step, which Judgement.Step names. A variant
// technique's position (p.Rules not classic) is judged against p.Step
// alone.
//
// A single's answer, one digit placed, is judged on the position itself,
// every instance of the single found: a full house, a hidden single or a
// naked single other than the solver's is always right.
//
// Cost: comparing sets, when a is part of p.Step; otherwise up to 24
// logic.Next calls on the position (400 for pointing and claiming), each
// as costly as finding p.Step (microseconds for singles, intersections,
// subsets, fish and wings; milliseconds for chains; up to tens of
// milliseconds for forcing chains).
func Check(p Position, a Answer) Judgement {
	ans := marksOf(a.Eliminated, a.Placed)
	step := marksOf(p.Step.Eliminations, p.Step.Placements)
	if ans.within(step) || !p.Rules.Classic() {
		// An isomorph of a variant's position would need its rules mapped
		// too: a variant's answer is measured against its step alone.
		return judge(p.Step, ans, step, false)
	}
	if len(a.Eliminated) == 0 && len(a.Placed) == 1 {
		if st, ok := single(p, a.Placed[0]); ok {
			return judge(st, ans, ans, true)
		}
	}
	n := others
	if t := p.Step.Technique; t == logic.Pointing || t == logic.Claiming {
		n = cheapOthers
	}
	rng := rand.New(rand.NewPCG(1, 2))
	grid, cands := p.Grid, p.Candidates[:]
	var seen []marks
	for range n {
		m := generate.RandomIsomorph(rng)
		s, err := logic.FromCandidates(m.Grid(grid), m.Candidates(cands))
		if err != nil {
			break
		}
		h, ok := logic.Next(s)
		if !ok || h.Step.Technique != p.Step.Technique {
			continue
		}
		other := mapStep(h.Step, m.Inverse())
		om := marksOf(other.Eliminations, other.Placements)
		if om == step || slices.Contains(seen, om) {
			continue
		}
		seen = append(seen, om)
		if ans.within(om) {
			return judge(other, ans, om, true)
		}
	}
	return judge(p.Step, ans, step, false)
}

// single returns the step of p's technique, when it is a single, that
// places pl: pl's digit is the last of its row, column or box (a full
// house), has no other place in its box or its line (a hidden single), or
// is its cell's last candidate (a naked single). The step names its
// house and its cell, as the solver's would, without its Message or Text.
// Cost: O(81).
func single(p Position, pl logic.Placement) (logic.Step, bool) {
	t := p.Step.Technique
	c, d := pl.Cell, pl.Digit
	if c < 0 || c >= 81 || d < 1 || d > 9 || p.Grid.At(c) != 0 || !p.Candidates[c].Has(d) {
		return logic.Step{}, false
	}
	step := func(hs ...sudoku.House) (logic.Step, bool) {
		return logic.Step{Technique: t, Rating: p.Step.Rating, Placements: []logic.Placement{pl},
			Cause: []logic.Mark{{Cell: c, Digits: sudoku.Bit(d)}}, Houses: hs}, true
	}
	houses := sudoku.Classic.HousesOf(c)
	switch t {
	case logic.NakedSingle:
		if p.Candidates[c] == sudoku.Bit(d) {
			return step(houses[:]...)
		}
	case logic.FullHouse, logic.HiddenSingleBox, logic.HiddenSingleLine:
		for k, h := range houses {
			if t == logic.HiddenSingleBox && k != 2 || t == logic.HiddenSingleLine && k == 2 {
				continue
			}
			empty, places, held := 0, 0, false
			for _, o := range sudoku.Classic.HouseCells(h) {
				held = held || p.Grid.At(o) == d
				if p.Grid.At(o) == 0 {
					empty++
					if p.Candidates[o].Has(d) {
						places++
					}
				}
			}
			if !held && (t == logic.FullHouse && empty == 1 || t != logic.FullHouse && places == 1) {
				return step(h)
			}
		}
	}
	return logic.Step{}, false
}

// judge measures ans against st, whose marks are want, another step of
// the technique than the position's when another.
func judge(st logic.Step, ans, want marks, another bool) Judgement {
	j := Judgement{Step: st}
	j.MissingEliminations, j.MissingPlacements = want.minus(ans)
	j.WrongEliminations, j.WrongPlacements = ans.minus(want)
	switch {
	case ans == want:
		j.Verdict = Right
		if another {
			j.Verdict = RightAnother
		}
	case j.WrongEliminations == nil && j.WrongPlacements == nil:
		j.Verdict = Partly
	default:
		j.Verdict = Wrong
	}
	return j
}

// marks is a set of candidates eliminated and digits placed, by cell.
type marks struct {
	elim, place [81]sudoku.Set
}

// marksOf returns the marks of eliminations es and placements ps; cells
// outside the grid are dropped.
func marksOf(es []logic.Mark, ps []logic.Placement) marks {
	var m marks
	for _, e := range es {
		if e.Cell >= 0 && e.Cell < 81 {
			m.elim[e.Cell] |= e.Digits & sudoku.FullSet(9)
		}
	}
	for _, p := range ps {
		if p.Cell >= 0 && p.Cell < 81 && p.Digit >= 1 && p.Digit <= 9 {
			m.place[p.Cell] = m.place[p.Cell].With(p.Digit)
		}
	}
	return m
}

// within reports whether every mark of m is one of o's.
func (m marks) within(o marks) bool {
	for c := range 81 {
		if m.elim[c]&^o.elim[c] != 0 || m.place[c]&^o.place[c] != 0 {
			return false
		}
	}
	return true
}

// minus returns the marks of m that o lacks, in cell order (and digit
// order within a cell, for placements).
func (m marks) minus(o marks) ([]logic.Mark, []logic.Placement) {
	var es []logic.Mark
	var ps []logic.Placement
	for c := range 81 {
		if ds := m.elim[c] &^ o.elim[c]; ds != 0 {
			es = append(es, logic.Mark{Cell: sudoku.Cell(c), Digits: ds})
		}
		for ds := m.place[c] &^ o.place[c]; ds != 0; ds &= ds - 1 {
			ps = append(ps, logic.Placement{Cell: sudoku.Cell(c), Digit: ds.Lowest()})
		}
	}
	return es, ps
}

// mapStep returns st's placements, eliminations, cause and houses mapped
// by m, with no Message or Text.
func mapStep(st logic.Step, m generate.Isomorph) logic.Step {
	out := logic.Step{Technique: st.Technique, Rating: st.Rating}
	for _, p := range st.Placements {
		out.Placements = append(out.Placements, logic.Placement{Cell: m.Cell(p.Cell), Digit: m.Digit(p.Digit)})
	}
	mark := func(ms []logic.Mark) []logic.Mark {
		var out []logic.Mark
		for _, k := range ms {
			out = append(out, logic.Mark{Cell: m.Cell(k.Cell), Digits: m.Set(k.Digits)})
		}
		return out
	}
	out.Eliminations, out.Cause = mark(st.Eliminations), mark(st.Cause)
	for _, h := range st.Houses {
		out.Houses = append(out.Houses, mapHouse(h, m))
	}
	return out
}

// mapHouse returns the house m maps house h onto: the one holding the
// images of its cells.
func mapHouse(h sudoku.House, m generate.Isomorph) sudoku.House {
	cells := sudoku.Classic.HouseCells(h)
	a, b := m.Cell(cells[0]), m.Cell(cells[1])
	ha, hb := sudoku.Classic.HousesOf(a), sudoku.Classic.HousesOf(b)
	// Two cells of a house share it, and a box's first two cells a row
	// too: a row or column maps to the line the images share; a box (h
	// of kind box) to the images' box.
	if int(h) >= 18 {
		return ha[2]
	}
	for k := range 2 {
		if ha[k] == hb[k] {
			return ha[k]
		}
	}
	return h
}
