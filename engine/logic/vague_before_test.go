package logic

import (
	"fmt"
	"slices"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// The vague hints as they were worded before they became messages.

// vagueBefore is how Hint.Vague said where to look for st before a
// nudge became a Message (a Sprintf and an English article rule), kept
// to hold the English of Hint.Vague to it (TestVagueUnchanged).
func vagueBefore(sh sudoku.Shape, geo *geometry, st Step) string {
	name := st.Technique.Name()
	article := "a"
	if name[0] == 'a' || name[0] == 'A' || name[0] == 'X' || name[0] == 'e' {
		article = "an"
	}
	if len(st.Houses) == 0 {
		if geo != nil && st.Technique == PairRule && len(st.Cause) == 2 {
			for _, pr := range geo.pairs {
				if pr.A == st.Cause[0].Cell && pr.B == st.Cause[1].Cell {
					return "Look at the " + pairRuleNameBefore(sh, pr)
				}
			}
		}
		if geo != nil && len(st.Cause) > 0 {
			if name, ok := geo.clueNameBefore(st.Technique, st.Cause[0].Cell); ok {
				return "Look at the " + name
			}
			if cg, ok := geo.cageAt(st.Cause); ok {
				return fmt.Sprintf("Look for %s %s in the %s", article, name, cg.name(sh))
			}
		}
		return fmt.Sprintf("Look for %s %s", article, name)
	}
	return fmt.Sprintf("Look for %s %s in %s", article, name, houseName(sh, geo, st.Houses[0]))
}

// pairRuleNameBefore names a rule between two cells for a vague hint: its
// constraint's name ("white dot between r1c1 and r1c2"), and for a rule
// over the whole grid, the rule at the two cells ("non-consecutive rule
// at r1c1 and r1c2").
func pairRuleNameBefore(sh sudoku.Shape, pr sudoku.PairRule) string {
	if t := pairRuleTitle(pr); t != pr.Name {
		return fmt.Sprintf("%s at %s and %s", t, sh.CellName(pr.A), sh.CellName(pr.B))
	}
	return pr.Name
}

// pairRuleTitle names the constraint of a rule between two cells: its
// name, and "non-consecutive rule" for a rule over the whole grid.
func pairRuleTitle(pr sudoku.PairRule) string {
	switch pr.Name {
	case "non-consecutive", "negative kropki", "negative XV":
		return pr.Name + " rule"
	}
	return pr.Name
}

// clueNameBefore returns the name of the clue of technique t that holds cell
// c, for a vague hint.
func (g *geometry) clueNameBefore(t Technique, c sudoku.Cell) (string, bool) {
	if t == OddEven {
		return "odd and even cells", true
	}
	for _, cl := range g.clues {
		if cl.t == t && slices.Contains(cl.cells, c) {
			return english(cl.title), true
		}
	}
	return "", false
}

// name names cg on shape sh in English: "cage 17 at r1c1".
func (cg cage) name(sh sudoku.Shape) string {
	m := cg.title[0]
	m.Shape = sh
	return english(m)
}
