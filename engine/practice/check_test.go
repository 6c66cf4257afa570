package practice

import (
	"reflect"
	"testing"

	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Check's verdicts, on an X-Wing with two eliminations or more and on a
// hidden single in a box, where other hidden singles stand too.
func TestCheck(t *testing.T) {
	var fish Position
	for seed := uint64(1); ; seed++ {
		fish = positionFor(t, logic.XWing, seed)
		if len(fish.Step.Eliminations) >= 2 {
			break
		}
	}
	fe := fish.Step.Eliminations
	first, rest := fe[:1], fe[1:]
	other := otherCandidate(fish)

	single := positionFor(t, logic.HiddenSingleBox, 1)
	sp := single.Step.Placements[0]
	another := otherHiddenSingle(t, single)
	wrongDigit := logic.Placement{Cell: sp.Cell, Digit: (single.Candidates[sp.Cell] &^ sudoku.Bit(sp.Digit)).Lowest()}

	tests := []struct {
		name string
		p    Position
		a    Answer
		want Judgement
	}{
		{"the step", fish, Answer{Eliminated: fe}, Judgement{Verdict: Right, Step: fish.Step}},
		{"the step, marks split", fish, Answer{Eliminated: append(append([]logic.Mark{}, rest...), first...)}, Judgement{Verdict: Right, Step: fish.Step}},
		{"a part", fish, Answer{Eliminated: first}, Judgement{Verdict: Partly, Step: fish.Step, MissingEliminations: rest}},
		{"nothing", fish, Answer{}, Judgement{Verdict: Partly, Step: fish.Step, MissingEliminations: fe}},
		{"one more", fish, Answer{Eliminated: append(append([]logic.Mark{}, fe...), other)}, Judgement{Verdict: Wrong, Step: fish.Step, WrongEliminations: []logic.Mark{other}}},
		{"a part and a wrong one", fish, Answer{Eliminated: []logic.Mark{first[0], other}}, Judgement{Verdict: Wrong, Step: fish.Step, MissingEliminations: rest, WrongEliminations: []logic.Mark{other}}},
		{"a placement for a fish", fish, Answer{Placed: []logic.Placement{{Cell: other.Cell, Digit: other.Digits.Lowest()}}}, Judgement{Verdict: Wrong, Step: fish.Step, MissingEliminations: fe, WrongPlacements: []logic.Placement{{Cell: other.Cell, Digit: other.Digits.Lowest()}}}},
		{"the single", single, Answer{Placed: []logic.Placement{sp}}, Judgement{Verdict: Right, Step: single.Step}},
		{"the single's wrong digit", single, Answer{Placed: []logic.Placement{wrongDigit}}, Judgement{Verdict: Wrong, Step: single.Step, MissingPlacements: []logic.Placement{sp}, WrongPlacements: []logic.Placement{wrongDigit}}},
	}
	for _, tt := range tests {
		got := Check(tt.p, tt.a)
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: got %+v, want %+v", tt.name, got, tt.want)
		}
	}

	// Another hidden single than the solver's: right, and that step the
	// one meant, its cells the position's own.
	got := Check(single, Answer{Placed: []logic.Placement{another}})
	if got.Verdict != RightAnother || !reflect.DeepEqual(got.Step.Placements, []logic.Placement{another}) || got.Step.Technique != logic.HiddenSingleBox {
		t.Errorf("another hidden single %v: got %+v", another, got)
	}
	if got.Step.Text != "" || len(got.Step.Houses) != 1 || got.Step.Houses[0] != sudoku.Classic.HousesOf(another.Cell)[2] {
		t.Errorf("another hidden single %v: its step names houses %v (text %q), want its box alone", another, got.Step.Houses, got.Step.Text)
	}
	for _, v := range []Verdict{Right, RightAnother, Partly, Wrong, 9} {
		if v.String() == "" {
			t.Errorf("verdict %d has no name", v)
		}
	}
}

// otherCandidate returns a candidate of p that its step does not take out.
func otherCandidate(p Position) logic.Mark {
	for c := range 81 {
		ds := p.Candidates[c]
		for _, e := range p.Step.Eliminations {
			if int(e.Cell) == c {
				ds &^= e.Digits
			}
		}
		if ds != 0 {
			return logic.Mark{Cell: sudoku.Cell(c), Digits: sudoku.Bit(ds.Lowest())}
		}
	}
	panic("no other candidate")
}

// otherHiddenSingle returns a hidden single in a box of p other than its
// step's, found by looking at every box and digit.
func otherHiddenSingle(t *testing.T, p Position) logic.Placement {
	for b := sudoku.House(18); b < 27; b++ {
		for d := sudoku.Digit(1); d <= 9; d++ {
			var at []sudoku.Cell
			for _, c := range sudoku.Classic.HouseCells(b) {
				if p.Candidates[c].Has(d) {
					at = append(at, c)
				}
			}
			if len(at) == 1 && at[0] != p.Step.Placements[0].Cell {
				return logic.Placement{Cell: at[0], Digit: d}
			}
		}
	}
	t.Fatal("no other hidden single")
	return logic.Placement{}
}

// Check's verdicts on variant positions: a killer's and an arrow's, each
// judged against its step under its rules.
func TestCheckVariant(t *testing.T) {
	for _, tech := range []logic.Technique{logic.CageCombination, logic.InniesOuties, logic.ArrowSum, logic.PairRule} {
		var p Position
		for seed := uint64(1); ; seed++ {
			p = positionFor(t, tech, seed)
			if len(p.Step.Eliminations)+len(p.Step.Placements) >= 2 {
				break
			}
		}
		if p.Rules.Classic() {
			t.Fatalf("%s: classic rules", tech.Name())
		}
		all := Answer{Eliminated: p.Step.Eliminations, Placed: p.Step.Placements}
		if got := Check(p, all); got.Verdict != Right || got.Step.Text != p.Step.Text {
			t.Errorf("%s, the step: got %+v, want right", tech.Name(), got)
		}
		var part Answer
		if len(p.Step.Eliminations) > 0 {
			part.Eliminated = p.Step.Eliminations[:1]
		} else {
			part.Placed = p.Step.Placements[:1]
		}
		if got := Check(p, part); got.Verdict != Partly || len(got.MissingEliminations)+len(got.MissingPlacements) == 0 {
			t.Errorf("%s, a part: got %+v, want partly with some missing", tech.Name(), got)
		}
		other := otherCandidate(p)
		wrong := Answer{Eliminated: append(append([]logic.Mark{}, p.Step.Eliminations...), other), Placed: p.Step.Placements}
		if got := Check(p, wrong); got.Verdict != Wrong || !reflect.DeepEqual(got.WrongEliminations, []logic.Mark{other}) {
			t.Errorf("%s, one more: got %+v, want wrong with %v", tech.Name(), got, other)
		}
	}
}

// Check's verdicts on a cell forcing chain (a pooled position): its step,
// a part of it, and the step with one candidate more.
func TestCheckCellForcingChain(t *testing.T) {
	var p Position
	var all []logic.Mark
	for seed := uint64(1); ; seed++ {
		p = positionFor(t, logic.CellForcingChain, seed)
		all = p.Step.Eliminations
		n := 0
		for _, m := range all {
			n += m.Digits.Count()
		}
		if n >= 2 {
			break
		}
		if seed == 20 {
			t.Fatal("no cell forcing chain of two eliminations or more in seeds 1 to 20")
		}
	}
	if got := Check(p, Answer{Eliminated: all}); got.Verdict != Right || got.Step.Text != p.Step.Text {
		t.Errorf("the step: got %+v, want right", got)
	}
	first := all[0].Digits.Lowest()
	part := []logic.Mark{{Cell: all[0].Cell, Digits: sudoku.Bit(first)}}
	rest, _ := marksOf(all, nil).minus(marksOf(part, nil))
	if got := Check(p, Answer{Eliminated: part}); got.Verdict != Partly || !reflect.DeepEqual(got.MissingEliminations, rest) {
		t.Errorf("a part: got %+v, want partly, missing %v", got, rest)
	}
	other := otherCandidate(p)
	wrong := Answer{Eliminated: append(append([]logic.Mark{}, all...), other)}
	if got := Check(p, wrong); got.Verdict != Wrong || !reflect.DeepEqual(got.WrongEliminations, []logic.Mark{other}) || got.MissingEliminations != nil {
		t.Errorf("one more: got %+v, want wrong with %v", got, other)
	}
}

// Every instance of a single or an intersection in a position is a right
// answer, the solver's or another: each is found here by looking at
// every house, digit and cell, on the positions of seeds 1 to 40, and
// Check must judge it right, never wrong.
func TestCheckEveryInstance(t *testing.T) {
	for _, tech := range []logic.Technique{logic.FullHouse, logic.HiddenSingleBox, logic.HiddenSingleLine, logic.NakedSingle, logic.Pointing, logic.Claiming} {
		n := 0
		for seed := uint64(1); seed <= 40; seed++ {
			p := positionFor(t, tech, seed)
			for _, a := range instances(p, tech) {
				n++
				if got := Check(p, a); got.Verdict != Right && got.Verdict != RightAnother {
					t.Errorf("%s, seed %d: %+v is judged %s", tech.Name(), seed, a, got.Verdict)
				}
			}
		}
		if n < 40 {
			t.Errorf("%s: %d instances in 40 positions", tech.Name(), n)
		}
	}
}

// instances returns the answer of every step of technique tech (a single
// or an intersection) in p.
func instances(p Position, tech logic.Technique) []Answer {
	places := func(h sudoku.House, d sudoku.Digit) (at []sudoku.Cell) {
		for _, c := range sudoku.Classic.HouseCells(h) {
			if p.Grid.At(c) == 0 && p.Candidates[c].Has(d) {
				at = append(at, c)
			}
		}
		return at
	}
	var out []Answer
	place := func(c sudoku.Cell, d sudoku.Digit) {
		out = append(out, Answer{Placed: []logic.Placement{{Cell: c, Digit: d}}})
	}
	switch tech {
	case logic.NakedSingle:
		for c := range sudoku.Cell(81) {
			if d, ok := p.Candidates[c].Single(); ok && p.Grid.At(c) == 0 {
				place(c, d)
			}
		}
		return out
	case logic.FullHouse:
		seen := map[sudoku.Cell]bool{}
		for h := range sudoku.House(27) {
			var empty []sudoku.Cell
			for _, c := range sudoku.Classic.HouseCells(h) {
				if p.Grid.At(c) == 0 {
					empty = append(empty, c)
				}
			}
			if len(empty) == 1 && !seen[empty[0]] {
				seen[empty[0]] = true
				place(empty[0], p.Solution.At(empty[0]))
			}
		}
		return out
	}
	// The houses searched, and those an intersection reaches into.
	from, to := sudoku.House(0), sudoku.House(18)
	if tech == logic.HiddenSingleBox || tech == logic.Pointing {
		from, to = 18, 27
	}
	seen := map[[2]int]bool{}
	for h := from; h < to; h++ {
		for d := sudoku.Digit(1); d <= 9; d++ {
			at := places(h, d)
			if tech == logic.HiddenSingleBox || tech == logic.HiddenSingleLine {
				if len(at) == 1 && !seen[[2]int{int(at[0]), int(d)}] {
					seen[[2]int{int(at[0]), int(d)}] = true
					place(at[0], d)
				}
				continue
			}
			if len(at) < 2 {
				continue
			}
			for k := range 3 {
				other := sudoku.Classic.HousesOf(at[0])[k]
				if other == h || (tech == logic.Pointing) == (k == 2) {
					continue
				}
				inside := true
				for _, c := range at[1:] {
					inside = inside && sudoku.Classic.HousesOf(c)[k] == other
				}
				var els []logic.Mark
				for _, c := range places(other, d) {
					if sudoku.Classic.HousesOf(c)[sudoku.Classic.Kind(h)] != h {
						els = append(els, logic.Mark{Cell: c, Digits: sudoku.Bit(d)})
					}
				}
				if inside && len(els) > 0 {
					out = append(out, Answer{Eliminated: els})
				}
			}
		}
	}
	return out
}
