package logic

import (
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// A unique rectangle is four empty cells on two rows, two columns and two
// boxes that all hold candidates a and b. If the puzzle's solution is
// unique, they cannot end as a and b only: swapping a and b in them would
// give a second solution. So the extra candidates of some corner must be
// true. These techniques assume the puzzle has one solution.

func findUniqueRectangle1(s *State) (Step, bool) { return findUniqueRectangle(s, UniqueRectangle1) }
func findUniqueRectangle2(s *State) (Step, bool) { return findUniqueRectangle(s, UniqueRectangle2) }
func findUniqueRectangle3(s *State) (Step, bool) { return findUniqueRectangle(s, UniqueRectangle3) }
func findUniqueRectangle4(s *State) (Step, bool) { return findUniqueRectangle(s, UniqueRectangle4) }

// findUniqueRectangle finds rectangles of technique t:
//   - type 1: three corners hold just {a, b}; the fourth loses a and b.
//   - type 2: two corners of one side hold just {a, b}, the other two
//     {a, b, x}: one of those is x, so cells seeing both lose x.
//   - type 3: two corners of one side hold just {a, b}, the other two
//     {a, b} and extra digits X: one of those is in X, so they act as one
//     cell holding X in each house they share. With m more cells of that
//     house they form a naked subset of m+1 digits (m = 1 to 3), and the
//     house's other cells lose those digits.
//   - type 4: two corners of one side hold just {a, b}; in a house holding
//     the other two, a fits only there: so one of them is a, neither may
//     be b (else the rectangle is a and b only), and both lose b.
//
// Cost: O(N^4).
func findUniqueRectangle(s *State, t Technique) (Step, bool) {
	sh := s.shape
	for r1 := 0; r1 < s.n; r1++ {
		for r2 := r1 + 1; r2 < s.n; r2++ {
			for c1 := 0; c1 < s.n; c1++ {
				for c2 := c1 + 1; c2 < s.n; c2++ {
					corners := [4]sudoku.Cell{sh.CellAt(r1, c1), sh.CellAt(r1, c2), sh.CellAt(r2, c1), sh.CellAt(r2, c2)}
					common := s.cands[corners[0]] & s.cands[corners[1]] & s.cands[corners[2]] & s.cands[corners[3]]
					if common.Count() < 2 || s.boxes(corners) != 2 {
						continue
					}
					for ds := common; ds != 0; ds &= ds - 1 {
						for es := ds & (ds - 1); es != 0; es &= es - 1 {
							ab := sudoku.SetOf(ds.Lowest(), es.Lowest())
							if st, ok := s.rectangleStep(t, corners, ab); ok {
								return st, true
							}
						}
					}
				}
			}
		}
	}
	return Step{}, false
}

// boxes returns how many boxes the corners of a rectangle span.
func (s *State) boxes(corners [4]sudoku.Cell) int {
	n := 1
	for i, c := range corners {
		first := true
		for _, o := range corners[:i] {
			first = first && s.housesOf(o)[sudoku.BoxHouse] != s.housesOf(c)[sudoku.BoxHouse]
		}
		if first && i > 0 {
			n++
		}
	}
	return n
}

// rectangleStep checks corners with common candidates ab for technique t.
func (s *State) rectangleStep(t Technique, corners [4]sudoku.Cell, ab sudoku.Set) (Step, bool) {
	cause := func() []Mark {
		marks := make([]Mark, 4)
		for i, c := range corners {
			marks[i] = Mark{c, ab}
		}
		return marks
	}
	// The rectangle's corners and digits, which every type's message opens with.
	intro := func(args ...Arg) []Arg {
		return append(args, argCells("Corners", corners[:], JoinAnd), argDigits("Digits", ab, JoinAnd))
	}
	switch t {
	case UniqueRectangle1:
		for i, c := range corners {
			if s.cands[c] == ab {
				continue
			}
			ok := true
			for j, o := range corners {
				ok = ok && (j == i || s.cands[o] == ab)
			}
			if !ok {
				continue
			}
			elims := []Mark{{c, ab}}
			st := Step{Technique: t, Eliminations: elims, Cause: cause()}
			s.say(&st, "unique-rectangle-1", intro(argCell("Cell", c), argDigit("First", ab.Lowest()),
				argDigit("Second", ab.Without(ab.Lowest()).Lowest()), elimsArg(elims), argTechnique(t))...)
			return st, true
		}
	case UniqueRectangle2, UniqueRectangle3, UniqueRectangle4:
		// The sides: pairs of corners sharing a row or a column.
		for _, side := range [4][4]int{{0, 1, 2, 3}, {2, 3, 0, 1}, {0, 2, 1, 3}, {1, 3, 0, 2}} {
			f1, f2, r1, r2 := corners[side[0]], corners[side[1]], corners[side[2]], corners[side[3]]
			if s.cands[f1] != ab || s.cands[f2] != ab || s.cands[r1] == ab || s.cands[r2] == ab {
				continue
			}
			if t == UniqueRectangle2 {
				x := s.cands[r1] &^ ab
				if x.Count() != 1 || s.cands[r2] != s.cands[r1] {
					continue
				}
				elims := s.seeAll(x.Lowest(), r1, r2)
				if len(elims) == 0 {
					continue
				}
				st := Step{Technique: t, Eliminations: elims, Cause: append(cause(), Mark{r1, x}, Mark{r2, x})}
				s.say(&st, "unique-rectangle-2", intro(argCell("Cell1", r1), argCell("Cell2", r2), argDigit("Extra", x.Lowest()),
					elimsArg(elims), argTechnique(t))...)
				return st, true
			}
			for _, h := range s.housesOf(r1) {
				if s.housesOf(r2)[s.kind(h)] != h {
					continue
				}
				if t == UniqueRectangle3 {
					if st, ok := s.rectangleSubset(h, r1, r2, ab, intro); ok {
						marks := cause()
						for _, m := range st.Cause {
							marks = addMark(marks, m.Cell, m.Digits)
						}
						st.Cause = marks
						return st, true
					}
					continue
				}
				for _, a := range ab.Digits() {
					if popcount(s.pos[h][a-1]) != 2 {
						continue
					}
					b := ab.Without(a).Lowest()
					elims := []Mark{{r1, sudoku.Bit(b)}, {r2, sudoku.Bit(b)}}
					st := Step{Technique: t, Eliminations: elims, Cause: cause(), Houses: []sudoku.House{h}}
					s.say(&st, "unique-rectangle-4", intro(s.houseArg("House", h), argDigit("Kept", a), argCell("Cell1", r1),
						argCell("Cell2", r2), argDigit("Gone", b), elimsArg(elims), argTechnique(t))...)
					return st, true
				}
			}
		}
	}
	return Step{}, false
}

// maxRectangleSubset is the largest naked subset a type 3 rectangle forms.
const maxRectangleSubset = 4

// rectangleSubset finds the naked subset of unique rectangle type 3 in
// house h, which holds the roof corners r1 and r2 of a rectangle of ab:
// their extra digits X act as one more cell of h. The step's message
// takes the rectangle's arguments from intro; its cause is the roof's
// extras and the subset. Cost: O(C(N, 3)).
func (s *State) rectangleSubset(h sudoku.House, r1, r2 sudoku.Cell, ab sudoku.Set, intro func(...Arg) []Arg) (Step, bool) {
	x := (s.cands[r1] | s.cands[r2]) &^ ab
	var buf [sudoku.MaxN]sudoku.Cell
	others := buf[:0]
	for _, c := range s.houseCells(h) {
		if c != r1 && c != r2 && s.cands[c] != 0 {
			others = append(others, c)
		}
	}
	var idx [maxRectangleSubset - 1]int
	for m := max(1, x.Count()-1); m < maxRectangleSubset && m < len(others); m++ {
		for ok := firstCombo(idx[:m], len(others)); ok; ok = nextCombo(idx[:m], len(others)) {
			u := x
			for _, i := range idx[:m] {
				u |= s.cands[others[i]]
			}
			if u.Count() != m+1 {
				continue
			}
			var elims []Mark
			for _, c := range others {
				if d := s.cands[c] & u; d != 0 && !inCombo(others, idx[:m], c) {
					elims = append(elims, Mark{c, d})
				}
			}
			if len(elims) == 0 {
				continue
			}
			subset := make([]sudoku.Cell, m)
			cause := []Mark{{r1, s.cands[r1] & x}, {r2, s.cands[r2] & x}}
			for j, i := range idx[:m] {
				subset[j] = others[i]
				cause = append(cause, Mark{others[i], s.cands[others[i]]})
			}
			st := Step{
				Technique:    UniqueRectangle3,
				Rating:       UniqueRectangle3.Rating() + 0.1*float64(m-1),
				Eliminations: elims,
				Cause:        cause,
				Houses:       []sudoku.House{h},
			}
			s.say(&st, "unique-rectangle-3", intro(argCell("Cell1", r1), argCell("Cell2", r2), argDigits("Extra", x, JoinOr),
				argCells("Cells", subset, JoinAnd), argDigits("Union", u, JoinAnd), argTechniqueNamed("Subset", nakedSubsetTechnique[m+1]),
				s.houseArg("House", h), elimsArg(elims), argTechnique(UniqueRectangle3))...)
			return st, true
		}
	}
	return Step{}, false
}
