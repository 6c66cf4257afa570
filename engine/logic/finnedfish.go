package logic

import (
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

var (
	finnedFish  = [5]Technique{2: FinnedXWing, 3: FinnedSwordfish, 4: FinnedJellyfish}
	sashimiFish = [5]Technique{2: SashimiXWing, 3: SashimiSwordfish, 4: SashimiJellyfish}
)

func findFinnedXWing(s *State) (Step, bool)      { return findFinnedFish(s, 2, false) }
func findSashimiXWing(s *State) (Step, bool)     { return findFinnedFish(s, 2, true) }
func findFinnedSwordfish(s *State) (Step, bool)  { return findFinnedFish(s, 3, false) }
func findSashimiSwordfish(s *State) (Step, bool) { return findFinnedFish(s, 3, true) }
func findFinnedJellyfish(s *State) (Step, bool)  { return findFinnedFish(s, 4, false) }
func findSashimiJellyfish(s *State) (Step, bool) { return findFinnedFish(s, 4, true) }

// findFinnedFish finds a fish of size k whose base lines also hold the
// digit in a few extra cells, the fins, all in one box. Either a fin holds
// the digit, or the fish is a plain fish; so cover cells that are in the
// fin box and outside the base lose the digit. A sashimi fish is a finned
// fish with a base line left with one cell once its fins are ignored.
// Cost: O(2N * C(N, k) * C(k+R, k)).
func findFinnedFish(s *State, k int, sashimi bool) (Step, bool) {
	var lines [sudoku.MaxN]int
	var idx [4]int
	for d := sudoku.Digit(1); int(d) <= s.n; d++ {
		for _, base := range [2]sudoku.HouseKind{sudoku.RowHouse, sudoku.ColHouse} {
			width := s.shape.BoxCols // how far fins in one box spread across a base line
			if base == sudoku.ColHouse {
				width = s.shape.BoxRows
			}
			n := 0
			for i := 0; i < s.n; i++ {
				if cnt := popcount(s.pos[s.line(base, i)][d-1]); cnt >= 2 && cnt <= k+width {
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
				u := popcount(union)
				if u <= k || u > k+width {
					continue
				}
				// Fins lie in one box, so in one band of width lines across
				// the base: every cover line outside that band is needed.
				for band := uint32(1)<<width - 1; band < 1<<s.n; band <<= width {
					outside := union &^ band
					need := k - popcount(outside)
					if need < 0 {
						continue
					}
					inside := union & band
					for sub := inside; ; sub = (sub - 1) & inside {
						if popcount(sub) == need {
							if st, ok := s.finnedStep(d, base, baseMask, outside|sub, k, sashimi); ok {
								return st, true
							}
						}
						if sub == 0 {
							break
						}
					}
				}
			}
		}
	}
	return Step{}, false
}

// finnedStep returns the step of the fish with the given base and cover
// when its fins lie in one box and its kind (sashimi or not) is the one
// asked for.
func (s *State) finnedStep(d sudoku.Digit, base sudoku.HouseKind, baseMask, coverMask uint32, k int, sashimi bool) (Step, bool) {
	box, isSashimi, fits := s.finBox(d, base, baseMask, coverMask)
	if !fits || isSashimi != sashimi {
		return Step{}, false
	}
	t := finnedFish[k]
	if sashimi {
		t = sashimiFish[k]
	}
	return s.fishStep(d, base, baseMask, coverMask, t, box)
}

// finBox returns the box holding every fin (base cell outside the cover),
// whether some base line has at most one cell in the cover (sashimi), and
// false when the fins span several boxes or a base line has no cover cell.
func (s *State) finBox(d sudoku.Digit, base sudoku.HouseKind, baseMask, coverMask uint32) (sudoku.House, bool, bool) {
	box := sudoku.House(-1)
	sashimi := false
	for m := baseMask; m != 0; m &= m - 1 {
		h := s.line(base, trailing(m))
		p := s.pos[h][d-1]
		in := popcount(p & coverMask)
		if in == 0 {
			return 0, false, false
		}
		sashimi = sashimi || in == 1
		for f := p &^ coverMask; f != 0; f &= f - 1 {
			b := s.housesOf(s.houseCells(h)[trailing(f)])[sudoku.BoxHouse]
			if box >= 0 && b != box {
				return 0, false, false
			}
			box = b
		}
	}
	return box, sashimi, box >= 0
}
