package serate

import (
	"bufio"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// serated is a puzzle with serate's rating/pearl/diamond.
type serated struct {
	puzzle string
	want   string
}

// loadSerated reads testdata/serate.txt (its header says how serate
// rated it).
func loadSerated(t testing.TB) []serated { return loadSeratedFile(t, "testdata/serate.txt") }

// loadSeratedFile reads a file of puzzles with serate's ratings, one a
// line after '#' comments.
func loadSeratedFile(t testing.TB, name string) []serated {
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []serated
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		if len(fields) != 2 {
			t.Fatalf("%s: line %d: want a puzzle and rating/pearl/diamond", name, line)
		}
		out = append(out, serated{fields[0], fields[1]})
	}
	return out
}

// The SE profile's floors on its test set, in percent of the puzzles:
// rating, pearl and diamond all equal to serate's, and rating within 0.2.
// They rise as SE's techniques are built; BENCHMARKS.md has the figures
// by band.
const (
	exactFloor = 100
	nearFloor  = 100
)

func TestRateMatchesSerate(t *testing.T) {
	set := loadSerated(t)
	if testing.Short() { // every fourth puzzle
		var some []serated
		for i := 0; i < len(set); i += 4 {
			some = append(some, set[i])
		}
		set = some
	}
	exact, near := 0, 0
	for _, p := range set {
		g, err := codec.ParseGrid(p.puzzle)
		if err != nil {
			t.Fatal(err)
		}
		r, err := Rate(g)
		if err != nil && !errors.Is(err, ErrBeyond) {
			t.Fatalf("%s: %v", p.puzzle, err)
		}
		want, perr := ParseRating(p.want)
		if perr != nil {
			t.Fatal(perr)
		}
		if err == nil && r.String() == want.String() {
			exact++
		}
		if diff := want.Rating - r.Rating; err == nil && diff >= -2 && diff <= 2 {
			near++
		}
	}
	pe, pn := 100*exact/len(set), 100*near/len(set)
	t.Logf("SE profile: %d of %d exact (%d%%), %d within 0.2 (%d%%)", exact, len(set), pe, near, pn)
	if pe < exactFloor || pn < nearFloor {
		t.Errorf("exact %d%% (floor %d%%), within 0.2 %d%% (floor %d%%)", pe, exactFloor, pn, nearFloor)
	}
}

// The puzzles that need nested forcing chains all rate as serate rates
// them (only the three fastest under -short: each takes about a second).
func TestRateNestedMatchesSerate(t *testing.T) {
	set := loadSeratedFile(t, "testdata/serate_nested.txt")
	if testing.Short() {
		set = set[:3]
	}
	for _, p := range set {
		g, err := codec.ParseGrid(p.puzzle)
		if err != nil {
			t.Fatal(err)
		}
		if r, err := Rate(g); err != nil || r.String() != p.want {
			t.Errorf("%s: Rate = %s, %v; serate says %s", p.puzzle, r, err, p.want)
		}
	}
}

func TestRateRefuses(t *testing.T) {
	for _, tc := range []struct{ name, puzzle, want string }{
		{"not 9x9", "1.......2.......", "9x9"},
		{"two solutions", strings.Repeat(".", 81), "more than one solution"},
		{"no solution", "12345678.........9" + strings.Repeat(".", 63), "no solution"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := codec.ParseGrid(tc.puzzle)
			if err != nil {
				t.Fatal(err)
			}
			_, err = Rate(g)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Rate(%s) error = %v, want one saying %q", tc.name, err, tc.want)
			}
		})
	}
}

// The path of an easy puzzle as serate prints it (`serate --after="%r %s"`
// on Project Euler 96's first grid): SE's hidden singles, full houses
// rated 1.0, in SE's scan order.
func TestRatePath(t *testing.T) {
	g, err := codec.ParseGrid("003020600900305001001806400008102900700000008006708200002609500800203009005010300")
	if err != nil {
		t.Fatal(err)
	}
	r, err := Rate(g)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"1.2 Hidden Single: r2c2: 6 in block",
		"1.2 Hidden Single: r1c2: 8 in block",
		"1.2 Hidden Single: r1c6: 1 in block",
	}
	for i, w := range want {
		if got := r.Steps[i].String(); got != w {
			t.Errorf("step %d = %q, want %q", i+1, got, w)
		}
	}
	if r.String() != "1.2/1.2/1.2" || len(r.Steps) != 49 {
		t.Errorf("rating %s in %d steps, want 1.2/1.2/1.2 in 49", r, len(r.Steps))
	}
}

// RateWithin says what Rate's full rating says about each level.
func TestRateWithin(t *testing.T) {
	set := loadSerated(t)
	for i := 0; i < len(set); i += 9 {
		g, err := codec.ParseGrid(set[i].puzzle)
		if err != nil {
			t.Fatal(err)
		}
		full, err := Rate(g)
		if err != nil {
			continue // beyond the profile: no full rating to compare with
		}
		for _, l := range logic.Levels()[:logic.Extreme] {
			r, within, err := Options{}.RateWithin(g, l)
			ceil, _ := l.Ceiling()
			want := float64(full.Rating)/10 <= ceil+1e-9
			if err != nil || within != want || (within && r.String() != full.String()) || (!within && r.Rating > full.Rating) {
				t.Errorf("%s within %v: %s, %v, %v; Rate says %s", set[i].puzzle, l, r, within, err, full)
			}
		}
	}
}

// TestRateUpTo holds RateUpTo to Rate's rating on both sides of it:
// within at the rating itself, not within a tenth below it.
func TestRateUpTo(t *testing.T) {
	set := loadSerated(t)
	for i := 0; i < len(set); i += 13 {
		g, err := codec.ParseGrid(set[i].puzzle)
		if err != nil {
			t.Fatal(err)
		}
		full, err := Rate(g)
		if err != nil {
			continue
		}
		if r, within, err := (Options{}).RateUpTo(g, full.Rating); err != nil || !within || r.String() != full.String() {
			t.Errorf("%s up to %d: %s, %v, %v; Rate says %s", set[i].puzzle, full.Rating, r, within, err, full)
		}
		if r, within, err := (Options{}).RateUpTo(g, full.Rating-1); err != nil || within || r.Rating > full.Rating {
			t.Errorf("%s up to %d: %s, %v, %v; Rate says %s", set[i].puzzle, full.Rating-1, r, within, err, full)
		}
	}
}

// TestProducersBoundedInOrder holds the producers' lowest ratings in
// order: a run bounded by a ceiling then skips only producers after every
// one it tries, so it never takes a later producer's step where SE would
// take an earlier one's.
func TestProducersBoundedInOrder(t *testing.T) {
	producers := producers()
	for i := 1; i < len(producers); i++ {
		if producers[i].least < producers[i-1].least {
			t.Errorf("producer %d rates from %d, after producer %d from %d", i, producers[i].least, i-1, producers[i-1].least)
		}
	}
}

// FuzzRateMemory holds a rating run's memory to its promise: the
// producers that skip what has not changed since they last found
// nothing give the path a run without the memory gives. The seeds are
// the whole test set (every 25th puzzle under -short): the skips matter
// only on the few paths that take such a producer's step late.
func FuzzRateMemory(f *testing.F) {
	set := loadSerated(f)
	step := 1
	if testing.Short() {
		step = 25
	}
	for i := 0; i < len(set); i += step {
		f.Add(set[i].puzzle)
	}
	f.Fuzz(func(t *testing.T, text string) {
		g, err := codec.ParseGrid(text)
		if err != nil || g.Shape() != sudoku.Classic || uniqueSolution(sudoku.Puzzle{Grid: g}) != nil {
			return
		}
		with, err1 := Rate(g)
		p := newGrid(g)
		p.memo = nil
		without, _, err2 := Options{}.follow(p, maxRating)
		for i := range min(len(with.Steps), len(without.Steps)) {
			if with.Steps[i] != without.Steps[i] {
				t.Fatalf("%s: step %d with the memory %s, without %s", text, i+1, with.Steps[i], without.Steps[i])
			}
		}
		if with.String() != without.String() || len(with.Steps) != len(without.Steps) || (err1 == nil) != (err2 == nil) {
			t.Fatalf("%s: with the memory %s in %d steps (%v), without %s in %d (%v)", text, with, len(with.Steps), err1, without, len(without.Steps), err2)
		}
	})
}
