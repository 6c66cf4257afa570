package logic

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// blank returns the state of an empty grid of shape sh with every candidate.
func blank(t *testing.T, sh sudoku.Shape) *State {
	t.Helper()
	s, err := FromGrid(sudoku.NewGrid(sh))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// cell parses a cell name "r2c3".
func cell(sh sudoku.Shape, name string) sudoku.Cell {
	var r, c int
	if _, err := fmt.Sscanf(name, "r%dc%d", &r, &c); err != nil {
		panic(err)
	}
	return sh.CellAt(r-1, c-1)
}

// only removes d from every cell of house h but the named ones.
func only(s *State, h sudoku.House, d sudoku.Digit, names ...string) {
	keep := map[sudoku.Cell]bool{}
	for _, n := range names {
		keep[cell(s.Shape(), n)] = true
	}
	for _, c := range s.Shape().HouseCells(h) {
		if !keep[c] {
			s.Eliminate(c, d)
		}
	}
}

// set gives the named cell exactly the candidates ds.
func set(s *State, name string, ds ...sudoku.Digit) {
	c := cell(s.Shape(), name)
	keep := sudoku.SetOf(ds...)
	for _, d := range s.Candidates(c).Digits() {
		if !keep.Has(d) {
			s.Eliminate(c, d)
		}
	}
}

// transpose mirrors s about its main diagonal: rows become columns.
func transpose(t *testing.T, s *State) *State {
	t.Helper()
	sh := s.Shape()
	g := sudoku.NewGrid(sh)
	cands := make([]sudoku.Set, sh.Cells())
	for r := 0; r < sh.N(); r++ {
		for c := 0; c < sh.N(); c++ {
			g.Set(sh.CellAt(c, r), s.At(sh.CellAt(r, c)))
			cands[sh.CellAt(c, r)] = s.Candidates(sh.CellAt(r, c))
		}
	}
	ts, err := FromCandidates(g, cands)
	if err != nil {
		t.Fatal(err)
	}
	return ts
}

// marks builds marks of digits ds for the named cells.
func marks(sh sudoku.Shape, ds sudoku.Set, names ...string) []Mark {
	out := make([]Mark, len(names))
	for i, n := range names {
		out[i] = Mark{cell(sh, n), ds}
	}
	return out
}

// want is the expected part of a step.
type want struct {
	places []Placement
	elims  []Mark
	text   string
}

func checkFound(t *testing.T, name string, find finder, s *State, w want) {
	t.Helper()
	st, ok := find(s)
	if !ok {
		t.Fatalf("%s: found nothing, want %q", name, w.text)
	}
	if !reflect.DeepEqual(st.Placements, w.places) {
		t.Errorf("%s: got placements %v, want %v", name, st.Placements, w.places)
	}
	if !reflect.DeepEqual(st.Eliminations, w.elims) {
		t.Errorf("%s: got eliminations %v, want %v", name, st.Eliminations, w.elims)
	}
	if st.Text != w.text {
		t.Errorf("%s: got text\n%q, want\n%q", name, st.Text, w.text)
	}
	if len(st.Cause) == 0 {
		t.Errorf("%s: step has no cause", name)
	}
}

func TestHiddenSingle(t *testing.T) {
	sh := sudoku.Classic
	s := blank(t, sh)
	only(s, 3, 7, "r4c2")
	checkFound(t, "row", findHiddenSingleLine, s, want{
		places: []Placement{{cell(sh, "r4c2"), 7}},
		text:   "In row 4, 7 fits only in r4c2 (hidden single)",
	})
	checkFound(t, "column", findHiddenSingleLine, transpose(t, s), want{
		places: []Placement{{cell(sh, "r2c4"), 7}},
		text:   "In column 4, 7 fits only in r2c4 (hidden single)",
	})
	if st, ok := findHiddenSingleBox(s); ok {
		t.Errorf("box search found %q, want nothing", st.Text)
	}
}

func TestNakedSingleAndFullHouse(t *testing.T) {
	sh := sudoku.Classic
	s := blank(t, sh)
	set(s, "r5c6", 8)
	checkFound(t, "naked", findNakedSingle, s, want{
		places: []Placement{{cell(sh, "r5c6"), 8}},
		text:   "8 is the only candidate left in r5c6 (naked single)",
	})
	g, err := codec.ParseGrid("123456780" + "000000000000000000000000000000000000000000000000000000000000000000000000")
	if err != nil {
		t.Fatal(err)
	}
	fs, err := FromGrid(g)
	if err != nil {
		t.Fatal(err)
	}
	checkFound(t, "full house", findFullHouse, fs, want{
		places: []Placement{{cell(sh, "r1c9"), 9}},
		text:   "r1c9 is the last empty cell of row 1, so it takes the missing 9 (full house)",
	})
}

func TestPointing(t *testing.T) {
	sh := sudoku.Classic
	s := blank(t, sh)
	only(s, 18, 5, "r2c1", "r2c2")
	checkFound(t, "row", findPointing, s, want{
		elims: marks(sh, sudoku.Bit(5), "r2c4", "r2c5", "r2c6", "r2c7", "r2c8", "r2c9"),
		text:  "In box 1, 5 fits only in r2c1 and r2c2, which lie in row 2, so 5 comes out of r2c4, r2c5, r2c6, r2c7, r2c8 and r2c9 (pointing)",
	})
	checkFound(t, "column", findPointing, transpose(t, s), want{
		elims: marks(sh, sudoku.Bit(5), "r4c2", "r5c2", "r6c2", "r7c2", "r8c2", "r9c2"),
		text:  "In box 1, 5 fits only in r1c2 and r2c2, which lie in column 2, so 5 comes out of r4c2, r5c2, r6c2, r7c2, r8c2 and r9c2 (pointing)",
	})
}

func TestClaiming(t *testing.T) {
	sh := sudoku.Classic
	s := blank(t, sh)
	only(s, 1, 5, "r2c1", "r2c3")
	checkFound(t, "row", findClaiming, s, want{
		elims: marks(sh, sudoku.Bit(5), "r1c1", "r1c2", "r1c3", "r3c1", "r3c2", "r3c3"),
		text:  "In row 2, 5 fits only in r2c1 and r2c3, which lie in box 1, so 5 comes out of r1c1, r1c2, r1c3, r3c1, r3c2 and r3c3 (claiming)",
	})
	checkFound(t, "column", findClaiming, transpose(t, s), want{
		elims: marks(sh, sudoku.Bit(5), "r1c1", "r1c3", "r2c1", "r2c3", "r3c1", "r3c3"),
		text:  "In column 2, 5 fits only in r1c2 and r3c2, which lie in box 1, so 5 comes out of r1c1, r1c3, r2c1, r2c3, r3c1 and r3c3 (claiming)",
	})
}

func TestNakedPair(t *testing.T) {
	sh := sudoku.Classic
	s := blank(t, sh)
	set(s, "r1c2", 3, 7)
	set(s, "r1c5", 3, 7)
	checkFound(t, "row", findNakedPair, s, want{
		elims: marks(sh, sudoku.SetOf(3, 7), "r1c1", "r1c3", "r1c4", "r1c6", "r1c7", "r1c8", "r1c9"),
		text:  "In row 1, r1c2 and r1c5 hold only 3 and 7 between them, so 3 and 7 come out of r1c1, r1c3, r1c4, r1c6, r1c7, r1c8 and r1c9 (naked pair)",
	})
}

func TestHiddenPair(t *testing.T) {
	sh := sudoku.Classic
	s := blank(t, sh)
	only(s, 0, 3, "r1c2", "r1c5")
	only(s, 0, 7, "r1c2", "r1c5")
	checkFound(t, "row", findHiddenPair, s, want{
		elims: marks(sh, sudoku.SetOf(1, 2, 4, 5, 6, 8, 9), "r1c2", "r1c5"),
		text:  "In row 1, 3 and 7 fit only in r1c2 and r1c5, so those cells hold nothing else: 1, 2, 4, 5, 6, 8 and 9 come out of r1c2 and r1c5 (hidden pair)",
	})
}

func TestXWing(t *testing.T) {
	sh := sudoku.Classic
	s := blank(t, sh)
	only(s, 1, 4, "r2c3", "r2c8")
	only(s, 6, 4, "r7c3", "r7c8")
	rest := []string{"r1c3", "r3c3", "r4c3", "r5c3", "r6c3", "r8c3", "r9c3", "r1c8", "r3c8", "r4c8", "r5c8", "r6c8", "r8c8", "r9c8"}
	checkFound(t, "rows", findXWing, s, want{
		elims: marks(sh, sudoku.Bit(4), rest...),
		text:  "In rows 2 and 7, 4 fits only in columns 3 and 8, so 4 comes out of r1c3, r3c3, r4c3, r5c3, r6c3, r8c3, r9c3, r1c8, r3c8, r4c8, r5c8, r6c8, r8c8 and r9c8 (X-Wing)",
	})
	var trest []string
	for _, n := range rest {
		trest = append(trest, "r"+n[3:]+"c"+n[1:2])
	}
	checkFound(t, "columns", findXWing, transpose(t, s), want{
		elims: marks(sh, sudoku.Bit(4), trest...),
		text:  "In columns 2 and 7, 4 fits only in rows 3 and 8, so 4 comes out of r3c1, r3c3, r3c4, r3c5, r3c6, r3c8, r3c9, r8c1, r8c3, r8c4, r8c5, r8c6, r8c8 and r8c9 (X-Wing)",
	})
}

// TestXWing6x6 checks that fish work on other sizes: a 6x6 grid of 2x3 boxes.
func TestXWing6x6(t *testing.T) {
	sh := sudoku.Shape{BoxRows: 2, BoxCols: 3}
	s := blank(t, sh)
	only(s, 0, 2, "r1c1", "r1c4")
	only(s, 2, 2, "r3c1", "r3c4")
	checkFound(t, "6x6", findXWing, s, want{
		elims: marks(sh, sudoku.Bit(2), "r2c1", "r4c1", "r5c1", "r6c1", "r2c4", "r4c4", "r5c4", "r6c4"),
		text:  "In rows 1 and 3, 2 fits only in columns 1 and 4, so 2 comes out of r2c1, r4c1, r5c1, r6c1, r2c4, r4c4, r5c4 and r6c4 (X-Wing)",
	})
}

func TestSwordfish(t *testing.T) {
	sh := sudoku.Classic
	s := blank(t, sh)
	only(s, 0, 6, "r1c1", "r1c5")
	only(s, 4, 6, "r5c5", "r5c9")
	only(s, 8, 6, "r9c1", "r9c9")
	var rest []string
	for _, c := range []int{1, 5, 9} {
		for _, r := range []int{2, 3, 4, 6, 7, 8} {
			rest = append(rest, fmt.Sprintf("r%dc%d", r, c))
		}
	}
	checkFound(t, "rows", findSwordfish, s, want{
		elims: marks(sh, sudoku.Bit(6), rest...),
		text:  "In rows 1, 5 and 9, 6 fits only in columns 1, 5 and 9, so 6 comes out of " + cellNames(sh, markCells(marks(sh, 0, rest...))) + " (Swordfish)",
	})
}

func TestFinnedXWing(t *testing.T) {
	sh := sudoku.Classic
	s := blank(t, sh)
	only(s, 1, 4, "r2c3", "r2c8")
	only(s, 6, 4, "r7c3", "r7c8", "r7c9")
	checkFound(t, "rows", findFinnedXWing, s, want{
		elims: marks(sh, sudoku.Bit(4), "r8c8", "r9c8"),
		text:  "In rows 2 and 7, 4 fits only in columns 3 and 8 or in the fin r7c9 of box 9; either way 4 comes out of r8c8 and r9c8 (finned X-Wing)",
	})
}

func TestSkyscraper(t *testing.T) {
	sh := sudoku.Classic
	s := blank(t, sh)
	only(s, 0, 1, "r1c1", "r1c5")
	only(s, 3, 1, "r4c3", "r4c5")
	checkFound(t, "rows", findSkyscraper, s, want{
		elims: marks(sh, sudoku.Bit(1), "r2c3", "r3c3", "r5c1", "r6c1"),
		text:  "In row 1, 1 is in r1c1 or r1c5; in row 4, in r4c3 or r4c5; r1c5 and r4c5 share column 5, so r1c1 or r4c3 holds 1, and 1 comes out of r2c3, r3c3, r5c1 and r6c1 (skyscraper)",
	})
	checkFound(t, "columns", findSkyscraper, transpose(t, s), want{
		elims: marks(sh, sudoku.Bit(1), "r1c5", "r1c6", "r3c2", "r3c3"),
		text:  "In column 1, 1 is in r1c1 or r5c1; in column 4, in r3c4 or r5c4; r5c1 and r5c4 share row 5, so r1c1 or r3c4 holds 1, and 1 comes out of r1c5, r1c6, r3c2 and r3c3 (skyscraper)",
	})

	// The same two rows are a sashimi X-Wing (r1c1 the fin), which removes
	// some of the skyscraper's candidates: the skyscraper, tried first,
	// is the step Next gives.
	checkFound(t, "sashimi", findSashimiXWing, s, want{
		elims: marks(sh, sudoku.Bit(1), "r2c3", "r3c3"),
		text:  "In rows 1 and 4, 1 fits only in columns 3 and 5 or in the fin r1c1 of box 1; either way 1 comes out of r2c3 and r3c3 (sashimi X-Wing)",
	})
	if h, ok := Next(s); !ok || h.Step.Technique != Skyscraper {
		t.Errorf("Next: got %v (%v), want the skyscraper", h.Step.Technique, ok)
	}
}

func TestXYWing(t *testing.T) {
	sh := sudoku.Classic
	s := blank(t, sh)
	set(s, "r1c1", 1, 2)
	set(s, "r1c5", 1, 3)
	set(s, "r5c1", 2, 3)
	checkFound(t, "wing", findXYWing, s, want{
		elims: marks(sh, sudoku.Bit(3), "r5c5"),
		text:  "Whatever r1c1 holds of 1 and 2, r1c5 or r5c1 is 3, so 3 comes out of r5c5 (XY-Wing)",
	})
}

func TestNextOrder(t *testing.T) {
	sh := sudoku.Classic
	s := blank(t, sh)
	set(s, "r5c6", 8)      // a naked single (2.3)
	only(s, 3, 7, "r4c2")  // a hidden single in a row (1.5)
	only(s, 26, 2, "r9c9") // a hidden single in a box (1.2)
	h, ok := Next(s)
	if !ok {
		t.Fatal("Next found nothing")
	}
	if h.Step.Technique != HiddenSingleBox || h.Vague() != "Look for a hidden single in box 9" {
		t.Errorf("got %v %q, want the box hidden single first", h.Step.Technique, h.Vague())
	}
}

func TestLevelOf(t *testing.T) {
	for _, tc := range []struct {
		rating float64
		want   Level
	}{{1.0, Easy}, {2.3, Easy}, {2.6, Medium}, {3.4, Medium}, {3.6, Hard}, {4.6, Hard}, {5.0, Expert}, {6.6, Master}, {9.0, Master}, {10.0, Extreme}} {
		if got := LevelOf(tc.rating); got != tc.want {
			t.Errorf("LevelOf(%.1f) = %v, want %v", tc.rating, got, tc.want)
		}
	}
}

func TestLengthBonus(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want float64
	}{{4, 0}, {5, 0.1}, {6, 0.1}, {7, 0.2}, {8, 0.2}, {9, 0.3}, {12, 0.3}, {13, 0.4}, {16, 0.4}, {17, 0.5}} {
		if got := lengthBonus(tc.n); got < tc.want-1e-9 || got > tc.want+1e-9 {
			t.Errorf("lengthBonus(%d) = %.2f, want %.1f", tc.n, got, tc.want)
		}
	}
}

func TestFromCandidates(t *testing.T) {
	g := sudoku.NewGrid(sudoku.Classic)
	g.Set(0, 5)
	cands := make([]sudoku.Set, 81)
	for i := range cands {
		cands[i] = sudoku.SetOf(5, 6)
	}
	cands[1] = sudoku.Bit(5)
	s, err := FromCandidates(g, cands)
	if err == nil {
		t.Fatalf("got state %v, want an error: r1c2's only note, 5, is in r1c1", s.Grid())
	}
	if se, ok := err.(*StateError); !ok || se.Cell != 1 {
		t.Fatalf("got error %v, want a StateError for r1c2", err)
	}
	cands[1] = sudoku.SetOf(5, 6, 7)
	for i := 2; i < 81; i++ {
		cands[i] = sudoku.FullSet(9)
	}
	s, err = FromCandidates(g, cands)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := s.Candidates(1), sudoku.SetOf(6, 7); got != want {
		t.Errorf("got candidates %v for r1c2, want %v", got, want)
	}
}

func TestSolveStuckWithoutTrial(t *testing.T) {
	// Easter Monster, a famously hard puzzle: stop after 3 steps.
	g, err := codec.ParseGrid("1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1")
	if err != nil {
		t.Fatal(err)
	}
	s, err := FromGrid(g)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Solve(s, Options{MaxSteps: 3})
	if _, ok := err.(*StuckError); !ok || len(p.Steps) != 3 {
		t.Fatalf("got %d steps, error %v; want 3 steps and a StuckError", len(p.Steps), err)
	}
}

func TestParseLevel(t *testing.T) {
	for _, tc := range []struct {
		name string
		want Level
	}{{"easy", Easy}, {"Medium", Medium}, {"HARD", Hard}, {"expert", Expert}, {"master", Master}, {"Extreme", Extreme}} {
		if got, err := ParseLevel(tc.name); got != tc.want || err != nil {
			t.Errorf("ParseLevel(%q) = %v, %v; want %v", tc.name, got, err, tc.want)
		}
	}
	long := strings.Repeat("x", 500_000)
	for _, tc := range []struct{ name, want string }{
		{"brutal", `logic: unknown level "brutal" (want one of easy, medium, hard, expert, master, extreme)`},
		{"", `logic: unknown level "" (want one of easy, medium, hard, expert, master, extreme)`},
		{long, `logic: unknown level "` + long[:40] + `…" (500000 characters) (want one of easy, medium, hard, expert, master, extreme)`},
	} {
		if _, err := ParseLevel(tc.name); err == nil || err.Error() != tc.want {
			t.Errorf("ParseLevel(%.50q): got %.200v, want %s", tc.name, err, tc.want)
		}
	}
}

func TestLevels(t *testing.T) {
	got := Levels()
	want := []Level{Easy, Medium, Hard, Expert, Master, Extreme}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Levels() = %v, want %v", got, want)
	}
	// Easiest first: each level's ratings lie above the previous level's,
	// and each reads back from its name.
	for i, l := range got {
		if back, err := ParseLevel(l.String()); back != l || err != nil {
			t.Errorf("ParseLevel(%q) = %v, %v; want %v", l.String(), back, err, l)
		}
		if i > 0 && LevelOf(levelCeil[i-1]+0.05) != l {
			t.Errorf("LevelOf(%.2f) = %v, want %v", levelCeil[i-1]+0.05, LevelOf(levelCeil[i-1]+0.05), l)
		}
	}
}

func TestLevelCeilingAndSummary(t *testing.T) {
	for _, l := range Levels() {
		ceil, ok := l.Ceiling()
		if ok != (l != Extreme) || l.Summary() == "" {
			t.Errorf("%s: ceiling %v, %v; summary %q", l, ceil, ok, l.Summary())
		}
		if ok && (LevelOf(ceil) != l || LevelOf(ceil+0.1) != l+1) {
			t.Errorf("%s: ceiling %.1f is not its top rating", l, ceil)
		}
	}
}
