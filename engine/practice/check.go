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
// other steps of its technique.
const others = 24

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
// Cost: comparing sets, when a is part of p.Step; otherwise up to 24
// logic.Next calls on the position, each as costly as finding p.Step
// (microseconds for singles, subsets, fish and wings; milliseconds for
// chains; up to tens of milliseconds for forcing chains).
func Check(p Position, a Answer) Judgement {
	ans := marksOf(a.Eliminated, a.Placed)
	step := marksOf(p.Step.Eliminations, p.Step.Placements)
	if ans.within(step) || !p.Rules.Classic() {
		// An isomorph of a variant's position would need its rules mapped
		// too: a variant's answer is measured against its step alone.
		return judge(p.Step, ans, step, false)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	grid, cands := p.Grid, p.Candidates[:]
	var seen []marks
	for range others {
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
