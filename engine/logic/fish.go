package logic

import (
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

var basicFish = [5]Technique{2: XWing, 3: Swordfish, 4: Jellyfish}

func findXWing(s *State) (Step, bool)     { return findFish(s, 2) }
func findSwordfish(s *State) (Step, bool) { return findFish(s, 3) }
func findJellyfish(s *State) (Step, bool) { return findFish(s, 4) }

// findFish finds a basic fish of size k: k rows (the base) where a digit
// fits only in the same k columns (the cover), so the digit comes out of
// the rest of those columns; and the same with rows and columns swapped.
// Digits are searched in increasing order, rows as base first.
// Cost: O(2N * C(N, k)).
func findFish(s *State, k int) (Step, bool) {
	var lines [sudoku.MaxN]int
	var idx [4]int
	for d := sudoku.Digit(1); int(d) <= s.n; d++ {
		for _, base := range [2]sudoku.HouseKind{sudoku.RowHouse, sudoku.ColHouse} {
			n := 0
			for i := 0; i < s.n; i++ {
				if cnt := popcount(s.pos[s.line(base, i)][d-1]); cnt >= 2 && cnt <= k {
					lines[n] = i
					n++
				}
			}
			for ok := firstCombo(idx[:k], n); ok; ok = nextCombo(idx[:k], n) {
				var union, baseMask uint32
				for _, i := range idx[:k] {
					union |= s.pos[s.line(base, lines[i])][d-1]
					baseMask |= 1 << lines[i]
				}
				if popcount(union) != k {
					continue
				}
				if st, ok := s.fishStep(d, base, baseMask, union, basicFish[k], -1); ok {
					return st, true
				}
			}
		}
	}
	return Step{}, false
}

// line returns the i-th house of kind k (a row or a column).
func (s *State) line(k sudoku.HouseKind, i int) sudoku.House {
	return sudoku.House(int(k)*s.n + i)
}

// fishStep builds the step of a fish on d whose base lines (of kind base)
// and cover lines (of the other kind) are given as index masks. With
// finBox < 0 it eliminates d from every cover cell outside the base; with
// a fin box only from cover cells inside that box. It reports false when
// nothing would be eliminated.
func (s *State) fishStep(d sudoku.Digit, base sudoku.HouseKind, baseMask, coverMask uint32, t Technique, finBox sudoku.House) (Step, bool) {
	cover := sudoku.RowHouse + sudoku.ColHouse - base
	var elims []Mark
	for m := coverMask; m != 0; m &= m - 1 {
		h := s.line(cover, trailing(m))
		for e := s.pos[h][d-1] &^ baseMask; e != 0; e &= e - 1 {
			c := s.houseCells(h)[trailing(e)]
			if finBox < 0 || s.housesOf(c)[sudoku.BoxHouse] == finBox {
				elims = append(elims, Mark{c, sudoku.Bit(d)})
			}
		}
	}
	if len(elims) == 0 {
		return Step{}, false
	}
	var cause []Mark
	var houses []sudoku.House
	var fins []sudoku.Cell
	for m := baseMask; m != 0; m &= m - 1 {
		h := s.line(base, trailing(m))
		houses = append(houses, h)
		for p := s.pos[h][d-1]; p != 0; p &= p - 1 {
			cause = append(cause, Mark{s.houseCells(h)[trailing(p)], sudoku.Bit(d)})
			if coverMask&(p&-p) == 0 {
				fins = append(fins, s.houseCells(h)[trailing(p)])
			}
		}
	}
	for m := coverMask; m != 0; m &= m - 1 {
		houses = append(houses, s.line(cover, trailing(m)))
	}
	st := Step{
		Technique:    t,
		Eliminations: elims,
		Cause:        cause,
		Houses:       houses,
	}
	if finBox < 0 {
		s.say(&st, "fish", linesArg("Base", base, baseMask), argDigit("Digit", d), linesArg("Cover", cover, coverMask),
			elimsArg(elims), argTechnique(t))
		return st, true
	}
	st.Houses = append(st.Houses, finBox)
	s.say(&st, "fish-finned", linesArg("Base", base, baseMask), argDigit("Digit", d), linesArg("Cover", cover, coverMask),
		argCells("Fins", fins, JoinAnd), s.houseArg("Box", finBox), argCount(len(fins)), elimsArg(elims), argTechnique(t))
	return st, true
}

// linesArg names the lines of kind k in mask: "rows 2 and 7", "column 3".
func linesArg(name string, k sudoku.HouseKind, mask uint32) Arg {
	key := "lines-rows"
	if k == sudoku.ColHouse {
		key = "lines-columns"
	}
	return argMessage(name, msg(key, argNumbers("Numbers", mask, JoinAnd), argCount(popcount(mask))))
}
