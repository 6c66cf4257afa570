package sudoku

import "strconv"

// Statements returns the rules of r beyond classic Sudoku as a player reads
// them, one sentence per kind of rule, in Describe's order: what a puzzle
// states beside its grid ("Digits in a killer cage do not repeat and add
// up to its total, when it has one."; when cages overlap, a second
// sentence says so). When r has decoration the last sentence says it
// carries no rule (DecorationStatement), so that no player takes a drawn
// line for one. It returns nil for classic rules that draw nothing. The
// rules over the whole grid (anti-knight, non-consecutive, the negative
// dots) are drawn nowhere, so this is where a player learns of them.
// Cost: linear in the rules.
func (r *Rules) Statements(s Shape) []string {
	var out []string
	seen := map[string]bool{}
	say := func(kind, sentence string) {
		if !seen[kind] {
			seen[kind] = true
			out = append(out, sentence)
		}
	}
	n := strconv.Itoa(s.N())
	if r.Regions != nil {
		say("regions", "The outlined regions take the place of the boxes: each holds every digit once.")
	}
	for _, h := range r.Extra {
		switch h.Kind {
		case MainDiagonal, AntiDiagonal:
			say("diagonals", "Digits do not repeat on the marked diagonals.")
		case Window:
			say("windows", "Each shaded window holds every digit once.")
		case DisjointGroup:
			say("disjoint", "Cells in the same place of their boxes hold different digits.")
		default:
			say("extra", "Digits do not repeat in a shaded region.")
		}
	}
	_, _, _, overlap := r.CageOverlap()
	for _, c := range r.Constraints {
		switch x := c.(type) {
		case AntiKnight:
			say("antiknight", "Cells a chess knight's move apart hold different digits.")
		case AntiKing:
			say("antiking", "Cells a chess king's move apart hold different digits.")
		case NonConsecutive:
			say("nonconsecutive", "Cells that share an edge do not hold consecutive digits.")
		case KropkiNegative:
			var which string
			switch {
			case x.White && x.Black:
				which = "white and black dots are"
			case x.White:
				which = "white dots are"
			default:
				which = "black dots are"
			}
			say("kropki-negative", "All the "+which+" given: where there is none, the two cells are not related that way.")
		case XVNegative:
			say("xv-negative", "All the Xs and Vs are given: where there is none, the two cells do not sum to 10 or 5.")
		case Kropki:
			say("kropki", "A white dot joins consecutive digits; a black dot, two digits of which one is double the other.")
		case XV:
			say("xv", "Digits joined by an X sum to 10; by a V, to 5.")
		case Cage:
			say("cage", "Digits in a killer cage do not repeat and add up to its total, when it has one.")
			if overlap {
				say("cage-overlap", "Cages may overlap: a digit in two cages counts in both.")
			}
		case Thermo:
			say("thermo", "Digits on a thermometer increase from the bulb.")
		case Arrow:
			say("arrow", "Digits on an arrow add up to the number in its circle (a pill reads as a number of two or three digits); they may repeat.")
		case LittleKiller:
			say("littlekiller", "A number outside the grid is the sum of the digits along the diagonal its arrow points down; they may repeat.")
		case Sandwich:
			say("sandwich", "A number outside the grid is the sum of the digits between the 1 and the "+n+" of that row or column.")
		case Whisper:
			d := strconv.Itoa(x.MinDiff(s.N()))
			if x.Diff == 0 {
				say("whisper", "Neighbours on a green (whispers) line differ by at least "+d+".")
			} else {
				say("whisper"+d, "Neighbours on a whispers line of "+d+" differ by at least "+d+".")
			}
		case Renban:
			say("renban", "A purple (renban) line holds a set of consecutive digits, in any order, without repeats.")
		case Between:
			say("between", "Digits on a between line lie strictly between the digits in its two circles.")
		case Palindrome:
			say("palindrome", "A grey (palindrome) line reads the same from either end.")
		case Parity:
			say("parity", "A circle holds an odd digit; a square, an even one.")
		}
	}
	if d := r.DecorationStatement(); d != "" {
		out = append(out, d)
	}
	return out
}
