package logic

import (
	"testing"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// englishOn renders m in English on shape sh.
func englishOn(sh sudoku.Shape, m Message) string {
	m.Shape = sh
	return english(m)
}

// ruleCases are a constraint of every kind a step or a broken clue names
// on the 9x9, with the name the rules give them: the constraint's own,
// and for a rule over the whole grid that name and " rule".
func ruleCases() []struct {
	c    sudoku.Constraint
	want string
} {
	sh := sudoku.Classic
	c := func(r, col int) sudoku.Cell { return sh.CellAt(r-1, col-1) }
	return []struct {
		c    sudoku.Constraint
		want string
	}{
		{sudoku.Kropki{A: c(1, 1), B: c(1, 2)}, "white dot between r1c1 and r1c2"},
		{sudoku.Kropki{A: c(2, 1), B: c(3, 1), Black: true}, "black dot between r2c1 and r3c1"},
		{sudoku.XV{A: c(4, 4), B: c(4, 5), Sum: 10}, "X between r4c4 and r4c5"},
		{sudoku.XV{A: c(5, 4), B: c(5, 5), Sum: 5}, "V between r5c4 and r5c5"},
		{sudoku.Whisper{Cells: []sudoku.Cell{c(9, 1), c(9, 2)}}, "whispers line from r9c1"},
		{sudoku.Palindrome{Cells: []sudoku.Cell{c(8, 1), c(8, 2), c(8, 3)}}, "palindrome from r8c1"},
		{sudoku.Thermo{Cells: []sudoku.Cell{c(7, 7), c(7, 8)}}, "thermometer from r7c7"},
		{sudoku.NonConsecutive{}, "non-consecutive rule"},
		{sudoku.KropkiNegative{White: true}, "negative kropki rule"},
		{sudoku.XVNegative{X: true}, "negative XV rule"},
		{sudoku.Arrow{Circle: []sudoku.Cell{c(6, 6)}, Shaft: []sudoku.Cell{c(6, 7), c(6, 8)}}, "arrow from r6c6"},
		{sudoku.LittleKiller{Sum: 10, Cells: []sudoku.Cell{c(1, 9), c(2, 8)}}, "little killer along r1c9"},
		{sudoku.Sandwich{Line: 9 + 2, Sum: 10}, "sandwich clue of column 3"},
		{sudoku.Renban{Cells: []sudoku.Cell{c(3, 3), c(3, 4)}}, "renban line from r3c3"},
		{sudoku.Between{Cells: []sudoku.Cell{c(4, 1), c(5, 1), c(6, 1)}}, "between line from r4c1"},
		{sudoku.Parity{Cell: c(5, 5)}, "odd cell r5c5"},
		{sudoku.Parity{Cell: c(5, 6), Even: true}, "even cell r5c6"},
	}
}

// TestRuleTitles names every kind of constraint a step names as the
// rules do (sudoku.Constraint's Name, and pairRuleTitle for a rule
// between two cells).
func TestRuleTitles(t *testing.T) {
	sh := sudoku.Classic
	for _, tc := range ruleCases() {
		got := english(ruleTitle(sh, tc.c))
		if got != tc.want {
			t.Errorf("%T: got %q, want %q", tc.c, got, tc.want)
		}
		name := tc.c.Name(sh)
		if _, ok := newClue(sh, tc.c); !ok {
			name = pairRuleTitle(sudoku.PairRule{Name: name})
		}
		if got != name {
			t.Errorf("%T: got %q, the rules name it %q", tc.c, got, name)
		}
	}
	if m := ruleTitle(sh, sudoku.AntiKnight{}); m.Key != "" {
		t.Errorf("anti-knight has the title %q, want none", m.Key)
	}
}

// TestHouseMessages names houses as the shapes do, and extra houses by
// their kind and number.
func TestHouseMessages(t *testing.T) {
	sh := sudoku.Shape{BoxRows: 2, BoxCols: 3}
	for h := sudoku.House(0); int(h) < sh.Houses(); h++ {
		if got, want := english(houseMsg(sh, h)), sh.HouseName(h); got != want {
			t.Errorf("house %d: got %q, want %q", h, got, want)
		}
	}
	for _, tc := range []struct {
		k    sudoku.ExtraKind
		i    int
		want string
	}{
		{sudoku.MainDiagonal, 1, "diagonal ↘"},
		{sudoku.AntiDiagonal, 1, "diagonal ↗"},
		{sudoku.ExtraRegion, 2, "extra region 2"},
		{sudoku.Window, 4, "window 4"},
		{sudoku.DisjointGroup, 9, "disjoint group 9"},
		{sudoku.ExtraKind(9), 3, "extra house 3"},
	} {
		if got := english(extraMsg(tc.k, tc.i)); got != tc.want {
			t.Errorf("%v %d: got %q, want %q", tc.k, tc.i, got, tc.want)
		}
	}
}

// areaRules are killer rules whose areas have every kind of name: runs of
// rows and columns, houses, a cage of nine cells that is no house (which
// a cage drawn before it overlaps, so that the sums read its area), and
// extra regions drawn over box 1 and the diagonals (two houses each,
// named as the rules name them).
func areaRules(t *testing.T) (sudoku.Shape, *geometry) {
	t.Helper()
	sh := sudoku.Classic
	var box1, row9 []sudoku.Cell
	for i := range 9 {
		box1 = append(box1, sh.CellAt(i/3, i%3))
		row9 = append(row9, sh.CellAt(8, i))
	}
	ninth := []sudoku.Cell{sh.CellAt(3, 3), sh.CellAt(3, 4), sh.CellAt(3, 5), sh.CellAt(4, 3), sh.CellAt(4, 4),
		sh.CellAt(4, 5), sh.CellAt(5, 3), sh.CellAt(5, 4), sh.CellAt(6, 4)}
	diagonals := sudoku.Diagonals(sh)
	r := sudoku.Rules{
		Extra: append(diagonals, sudoku.ExtraHouse{Kind: sudoku.ExtraRegion, Cells: box1},
			sudoku.ExtraHouse{Kind: sudoku.ExtraRegion, Cells: diagonals[0].Cells},
			sudoku.ExtraHouse{Kind: sudoku.ExtraRegion, Cells: diagonals[1].Cells}),
		Constraints: []sudoku.Constraint{
			sudoku.Cage{Cells: []sudoku.Cell{sh.CellAt(0, 0), sh.CellAt(0, 1)}, Sum: 3},
			sudoku.Cage{Cells: []sudoku.Cell{sh.CellAt(2, 3), sh.CellAt(3, 3)}, Sum: 5},
			sudoku.Cage{Cells: ninth, Sum: 45},
			sudoku.Cage{Cells: row9, Sum: 45},
		},
	}
	g, err := rulesGeometry(sh, &r)
	if err != nil {
		t.Fatal(err)
	}
	return sh, g
}

// TestAreaNames names the areas of the rule of leftovers as before they
// were messages: by the one house they are, else as
// sudoku.LeftoverSums names them.
func TestAreaNames(t *testing.T) {
	sh, g := areaRules(t)
	seen := map[string]bool{}
	for _, lo := range g.leftovers {
		want := lo.AreaName
		if len(lo.houses) == 1 {
			want = houseName(sh, g, lo.houses[0])
		}
		if got := englishOn(sh, lo.name); got != want {
			t.Errorf("area %s: got %q, want %q", lo.AreaName, got, want)
		}
		seen[lo.name.Key] = true
	}
	for _, key := range []string{"area-rows", "area-columns", "area-cage", "area-main-diagonal", "area-anti-diagonal", "house-extra-region", "house-box"} {
		if !seen[key] {
			t.Errorf("no area is named by %s", key)
		}
	}
}

// keyCases returns messages whose keys the corpus's steps do not all
// reach: the steps of beyondCases, the names of every kind of rule and
// house, of the areas of areaRules and of a cage without a total (which
// only a vague hint names), the reasons a state is broken, the nudges
// naming a technique alone, the families' names and the lessons.
func keyCases(t *testing.T) []Message {
	sh := sudoku.Classic
	var out []Message
	for _, tc := range beyondCases(t) {
		if st, ok := tc.find(tc.s); ok {
			out = append(out, st.Message)
		}
	}
	out = append(out, newCage(sh, []sudoku.Cell{0, 1}, 0).title[0])
	for _, tc := range ruleCases() {
		out = append(out, ruleTitle(sh, tc.c))
	}
	for k := sudoku.ExtraRegion; k <= sudoku.DisjointGroup+1; k++ {
		out = append(out, extraMsg(k, 1))
	}
	_, g := areaRules(t)
	for _, lo := range g.leftovers {
		out = append(out, lo.name)
	}
	for _, tc := range brokenCases(t) {
		m, _, _ := tc.s.broken()
		out = append(out, m)
	}
	// The nudges of a step whose rule or clue is not found name the
	// technique alone, whichever it is.
	for tech := range numTechniques {
		out = append(out, nudge(sh, nil, Step{Technique: tech}))
	}
	// The families' names and the lessons of every technique, classic and
	// variant, which a page of techniques reads.
	for _, f := range Families() {
		out = append(out, Message{Key: f.Key()})
	}
	for tech := range numTechniques {
		if l, ok := tech.Lesson(); ok {
			out = append(out, l.Title, l.Look, l.Why)
		}
	}
	return out
}

// brokenCases are states broken in each way Broken names.
func brokenCases(t *testing.T) []struct {
	s    *State
	want string
} {
	t.Helper()
	sh := sudoku.Classic
	c := func(r, col int) sudoku.Cell { return sh.CellAt(r-1, col-1) }
	puzzle := func(r sudoku.Rules, givens map[sudoku.Cell]sudoku.Digit) *State {
		g := sudoku.NewGrid(sh)
		for cell, d := range givens {
			g.Set(cell, d)
		}
		s, err := FromPuzzle(sudoku.Puzzle{Grid: g, Rules: r})
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	noCandidate := puzzle(sudoku.Rules{}, nil)
	for d := sudoku.Digit(1); d <= 9; d++ {
		noCandidate.Eliminate(c(2, 3), d)
	}
	noPlace := puzzle(sudoku.Rules{}, nil)
	for col := 1; col <= 9; col++ {
		noPlace.Eliminate(c(4, col), 7)
	}
	cage := puzzle(sudoku.Rules{Constraints: []sudoku.Constraint{
		sudoku.Cage{Cells: []sudoku.Cell{c(1, 1), c(1, 2)}, Sum: 4}}}, nil)
	cage.Eliminate(c(1, 1), 1)
	cage.Eliminate(c(1, 2), 1)
	arrow := puzzle(sudoku.Rules{Constraints: []sudoku.Constraint{
		sudoku.Arrow{Circle: []sudoku.Cell{c(5, 5)}, Shaft: []sudoku.Cell{c(5, 6), c(6, 6)}}}},
		map[sudoku.Cell]sudoku.Digit{c(5, 5): 3})
	for _, d := range []sudoku.Digit{1, 2} {
		arrow.Eliminate(c(5, 6), d)
	}
	return []struct {
		s    *State
		want string
	}{
		{noCandidate, "logic: r2c3 has no candidate left"},
		{noPlace, "logic: row 4 has no place left for 7"},
		{cage, "logic: the cage 4 at r1c1 cannot add up to 4"},
		{arrow, "logic: the arrow from r5c5 cannot be kept"},
	}
}

// TestBroken says why states are broken as before: their StateError's
// message, in English.
func TestBroken(t *testing.T) {
	for _, tc := range brokenCases(t) {
		err := tc.s.Broken()
		if err == nil || err.Error() != tc.want {
			t.Errorf("got %v, want %s", err, tc.want)
		}
	}
}
