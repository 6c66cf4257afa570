package logic

import (
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// strongLink is a conjugate pair: the only two places of a digit in house h.
type strongLink struct {
	h    sudoku.House
	a, b sudoku.Cell
}

// strongLinks appends to dst the conjugate pairs of d, houses in order.
func (s *State) strongLinks(dst []strongLink, d sudoku.Digit) []strongLink {
	for h := sudoku.House(0); int(h) < s.houses(); h++ {
		m := s.pos[h][d-1]
		if popcount(m) == 2 {
			cells := s.houseCells(h)
			dst = append(dst, strongLink{h, cells[trailing(m)], cells[trailing(m&(m-1))]})
		}
	}
	return dst
}

// sees reports whether a and b are distinct peers: cells sharing a house
// or, under variant rules, a group or a forbidden move.
func (s *State) sees(a, b sudoku.Cell) bool {
	if a == b {
		return false
	}
	if !s.geo.plain {
		return s.peerBits(a).has(b) // extra houses and forbidden moves too
	}
	ha, hb := s.housesOf(a), s.housesOf(b)
	return ha[0] == hb[0] || ha[1] == hb[1] || ha[2] == hb[2]
}

// sharedHouse returns a house holding both a and b: row, column, box,
// then the extra houses; -1 when they share none (peers by a move).
func (s *State) sharedHouse(a, b sudoku.Cell) sudoku.House {
	ha, hb := s.housesOf(a), s.housesOf(b)
	for k := range ha {
		if ha[k] == hb[k] {
			return ha[k]
		}
	}
	for _, x := range s.moreOf(a) {
		if s.inHouse(b, x.h) {
			return x.h
		}
	}
	return -1
}

// seeAll returns the marks of digit d in cells, other than the given ones,
// that see every one of them.
func (s *State) seeAll(d sudoku.Digit, cells ...sudoku.Cell) []Mark {
	var out []Mark
	for _, p := range s.peers(cells[0]) {
		if !s.cands[p].Has(d) {
			continue
		}
		all := true
		for _, c := range cells[1:] {
			all = all && s.sees(p, c)
		}
		if all {
			out = append(out, Mark{p, sudoku.Bit(d)})
		}
	}
	return out
}

func findSkyscraper(s *State) (Step, bool)    { return findTwoLinks(s, Skyscraper) }
func findTwoStringKite(s *State) (Step, bool) { return findTwoLinks(s, TwoStringKite) }
func findTurbotFish(s *State) (Step, bool)    { return findTwoLinks(s, TurbotFish) }

// findTwoLinks finds two conjugate pairs of one digit, a1-b1 and a2-b2,
// whose inner ends b1 and b2 see each other: they cannot both hold the
// digit, so a1 or a2 does, and cells seeing both lose it. The shape names
// it: two parallel lines joined by a line (skyscraper), a row and a column
// joined in a box (2-string kite), anything else (turbot fish); only steps
// of technique t are returned. Cost: O(N * links^2 * N).
func findTwoLinks(s *State, t Technique) (Step, bool) {
	var buf [3 * sudoku.MaxN]strongLink
	for d := sudoku.Digit(1); int(d) <= s.n; d++ {
		links := s.strongLinks(buf[:0], d)
		for i, l1 := range links {
			for _, l2 := range links[i+1:] {
				for _, o := range [4][4]sudoku.Cell{
					{l1.a, l1.b, l2.a, l2.b}, {l1.a, l1.b, l2.b, l2.a},
					{l1.b, l1.a, l2.a, l2.b}, {l1.b, l1.a, l2.b, l2.a},
				} {
					a1, b1, b2, a2 := o[0], o[1], o[2], o[3]
					if a1 == b2 || a1 == a2 || b1 == b2 || b1 == a2 || !s.sees(b1, b2) {
						continue
					}
					if s.twoLinkKind(l1.h, l2.h, b1, b2) != t {
						continue
					}
					elims := s.seeAll(d, a1, a2)
					if len(elims) == 0 {
						continue
					}
					st := Step{
						Technique:    t,
						Eliminations: elims,
						Cause:        digitMarks([]sudoku.Cell{a1, b1, b2, a2}, d),
						Houses:       []sudoku.House{l1.h, l2.h},
					}
					args := []Arg{s.houseArg("House1", l1.h), argDigit("Digit", d), argCell("End1", a1), argCell("Inner1", b1),
						s.houseArg("House2", l2.h), argCell("End2", a2), argCell("Inner2", b2), elimsArg(elims), argTechnique(t)}
					if weak := s.sharedHouse(b1, b2); weak >= 0 {
						st.Houses = append(st.Houses, weak)
						s.say(&st, "two-links-shared", append(args, s.houseArg("Shared", weak))...)
					} else {
						s.say(&st, "two-links", args...)
					}
					return st, true
				}
			}
		}
	}
	return Step{}, false
}

// twoLinkKind names the pattern of two conjugate pairs in houses h1 and h2
// joined by inner ends b1 and b2.
func (s *State) twoLinkKind(h1, h2 sudoku.House, b1, b2 sudoku.Cell) Technique {
	k1, k2 := s.kind(h1), s.kind(h2)
	hb1, hb2 := s.housesOf(b1), s.housesOf(b2)
	switch {
	case k1 == sudoku.RowHouse && k2 == sudoku.RowHouse && hb1[sudoku.ColHouse] == hb2[sudoku.ColHouse],
		k1 == sudoku.ColHouse && k2 == sudoku.ColHouse && hb1[sudoku.RowHouse] == hb2[sudoku.RowHouse]:
		return Skyscraper
	case k1 < sudoku.BoxHouse && k2 < sudoku.BoxHouse && k1 != k2 && hb1[sudoku.BoxHouse] == hb2[sudoku.BoxHouse]:
		return TwoStringKite
	}
	return TurbotFish
}
