package codec_test

import (
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// variantWriters are the writers of puzzles with rules: each writes p, or
// says why it cannot (rules its format has no room for).
var variantWriters = []struct {
	name  string
	write func(sudoku.Puzzle) (string, error)
}{
	{"FPuzzlesURL", func(p sudoku.Puzzle) (string, error) { return codec.FPuzzlesURL(p), nil }},
	{"SudokuPadURL", func(p sudoku.Puzzle) (string, error) { return codec.SudokuPadURL(p), nil }},
	{"FPuzzlesJSON", func(p sudoku.Puzzle) (string, error) { return codec.FPuzzlesJSON(p), nil }},
	{"FormatSoloPuzzle", codec.FormatSoloPuzzle},
	{"FormatKillerString", codec.FormatKillerString},
	{"FormatSumoCue", codec.FormatSumoCue},
}

// sameRules reports whether a and b are the same rules, whatever the
// order of their houses and constraints (each format writes its own
// order, and decorations grouped by kind), and whatever rules repeat (f-puzzles has one anti-knight flag,
// one negative-XV flag for X and one for V).
func sameRules(a, b sudoku.Rules) bool {
	if !slices.Equal(a.Regions, b.Regions) {
		return false
	}
	key := func(r sudoku.Rules) []string {
		var keys []string
		var xv sudoku.XVNegative
		var kropki sudoku.KropkiNegative
		for _, h := range r.Extra {
			// A house is a house, whatever its kind: f-puzzles draws a
			// window, or some of the disjoint groups, as extra regions.
			keys = append(keys, fmt.Sprintf("house %v", slices.Sorted(slices.Values(h.Cells))))
		}
		for _, c := range r.Constraints {
			switch c := c.(type) {
			case sudoku.XVNegative:
				xv.X, xv.V = xv.X || c.X, xv.V || c.V
			case sudoku.KropkiNegative:
				kropki.White, kropki.Black = kropki.White || c.White, kropki.Black || c.Black
			case sudoku.Cage: // a set of cells
				c.Cells = slices.Sorted(slices.Values(c.Cells))
				keys = append(keys, fmt.Sprintf("%T %+v", c, c))
			case sudoku.Renban:
				c.Cells = slices.Sorted(slices.Values(c.Cells))
				keys = append(keys, fmt.Sprintf("%T %+v", c, c))
			default:
				keys = append(keys, fmt.Sprintf("%T %+v", c, c))
			}
		}
		// f-puzzles has one flag for both: with no white dot, "not
		// consecutive unless a white dot says so" is non-consecutive.
		if kropki.White && !slices.ContainsFunc(r.Constraints, isWhiteDot) {
			kropki.White = false
			keys = append(keys, fmt.Sprintf("%T %+v", sudoku.NonConsecutive{}, sudoku.NonConsecutive{}))
		}
		keys = append(keys, fmt.Sprintf("%+v %+v", xv, kropki))
		for _, d := range r.Decor { // f-puzzles groups them by kind
			keys = append(keys, fmt.Sprintf("decor %+v", d))
		}
		slices.Sort(keys)
		return slices.Compact(keys)
	}
	return slices.Equal(key(a), key(b))
}

func isWhiteDot(c sudoku.Constraint) bool {
	k, ok := c.(sudoku.Kropki)
	return ok && !k.Black
}

// fpuzzlesGap reports rules f-puzzles has no words for, which its writer
// widens (a known gap): a negative XV rule for X alone or V alone (its
// "xv" is both), and non-consecutive beside white dots (its
// "nonconsecutive" then spares the dotted pairs).
func fpuzzlesGap(r sudoku.Rules) bool {
	for _, c := range r.Constraints {
		switch c := c.(type) {
		case sudoku.XVNegative:
			if c.X != c.V {
				return true
			}
		case sudoku.NonConsecutive:
			if slices.ContainsFunc(r.Constraints, isWhiteDot) {
				return true
			}
		}
	}
	return false
}

// checkVariantWriters writes p with every variant writer that has room
// for its rules and reads each text back: the same grid and rules. A
// writer that refuses says why in a short line.
func checkVariantWriters(t *testing.T, p sudoku.Puzzle) {
	t.Helper()
	for _, w := range variantWriters {
		if strings.HasPrefix(w.name, "FPuzzles") || w.name == "SudokuPadURL" {
			if fpuzzlesGap(p.Rules) {
				continue
			}
		}
		text, err := w.write(p)
		if err != nil {
			if msg := err.Error(); msg == "" || len(msg) > maxErrorLen || !utf8.ValidString(msg) || strings.Contains(msg, "\n") {
				t.Fatalf("%s refuses %s with %q: want a short line", w.name, sudoku.EncodeRules(p.Grid.Shape(), &p.Rules), msg)
			}
			continue
		}
		q, err := codec.Parse(text)
		if err != nil {
			t.Fatalf("%s of rules %q on %v: %v\n%s", w.name, sudoku.EncodeRules(p.Grid.Shape(), &p.Rules), p.Grid, err, text)
		}
		if q.Grid != p.Grid || !sameRules(q.Rules, p.Rules) {
			t.Fatalf("%s of rules %q on %v:\n got %v %+v\nwant %v %+v\n%s", w.name, sudoku.EncodeRules(p.Grid.Shape(), &p.Rules), p.Grid, q.Grid, q.Rules, p.Grid, p.Rules, text)
		}
	}
}

// Every variant writer reads back, on the puzzles the tests know.
func TestVariantWriters(t *testing.T) {
	for _, s := range []string{hardKiller, sumoCueX, soloX, soloJigsaw, soloKiller, soloXK, solo8j} {
		p, err := codec.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		checkVariantWriters(t, p)
	}
	checkVariantWriters(t, everything())
	decorated := everything()
	decorated.Rules.Decor = []sudoku.Decoration{
		{Kind: sudoku.DecorLine, Cells: []sudoku.Cell{0, 1, 10}, Stroke: "#ff8000", Width: 20},
		{Kind: sudoku.DecorCircle, Cells: []sudoku.Cell{30, 31}, Fill: "#ffffff", Width: 60, Height: 60, Text: "7"},
	}
	if err := decorated.Rules.Validate(sudoku.Classic); err != nil {
		t.Fatal(err)
	}
	checkVariantWriters(t, decorated)
	// Houses f-puzzles has no flag for go as extra regions: one disjoint
	// group of nine, part of a diagonal (the flags are every group, the
	// whole diagonal).
	groups := sudoku.DisjointGroups(sudoku.Classic)
	for _, extra := range [][]sudoku.ExtraHouse{
		groups[:1], groups[1:],
		{{Kind: sudoku.MainDiagonal, Cells: []sudoku.Cell{0, 10, 20}}},
		{{Kind: sudoku.AntiDiagonal, Cells: []sudoku.Cell{8}}},
	} {
		checkVariantWriters(t, sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Classic), Rules: sudoku.Rules{Extra: extra}})
	}
}

// FuzzVariantWriters reads rules from a fuzzed rules code (the shape
// picked among the sizes the formats write) and givens from a seed, and
// checks that every writer's text reads back as the same puzzle.
func FuzzVariantWriters(f *testing.F) {
	classic := sudoku.Classic
	for _, s := range []string{hardKiller, sumoCueX, soloX, soloJigsaw, soloKiller, soloXK, solo8j} {
		p, err := codec.Parse(s)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(uint8(slices.Index(shapes, p.Grid.Shape())), sudoku.EncodeRules(p.Grid.Shape(), &p.Rules), int64(1), uint8(20))
	}
	e := everything()
	f.Add(uint8(slices.Index(shapes, classic)), sudoku.EncodeRules(classic, &e.Rules), int64(2), uint8(0))
	e.Rules.Decor = []sudoku.Decoration{
		{Kind: sudoku.DecorLine, Cells: []sudoku.Cell{0, 1, 10}, Stroke: "#ff8000", Width: 20},
		{Kind: sudoku.DecorCircle, Cells: []sudoku.Cell{30, 31}, Fill: "#ffffff", Width: 60, Height: 60, Text: "7"},
		{Kind: sudoku.DecorText, Cells: []sudoku.Cell{80}, Text: "end", Angle: 90},
	}
	f.Add(uint8(slices.Index(shapes, classic)), sudoku.EncodeRules(classic, &e.Rules), int64(3), uint8(10))
	f.Fuzz(func(t *testing.T, shape uint8, code string, seed int64, keep uint8) {
		s := shapes[int(shape)%len(shapes)]
		if canon, err := sudoku.ShapeForSize(s.N()); err != nil || canon != s || len(code) > 2000 {
			return // f-puzzles and SudokuPad know one box shape for a size
		}
		rules, err := sudoku.DecodeRules(s, code)
		if err != nil || rules.Validate(s) != nil {
			return
		}
		g := randomGrid(rand.New(rand.NewSource(seed)), s, int(keep))
		if rules.Check(&g) != nil {
			g = sudoku.NewGrid(s) // givens that break the rules do not read
		}
		checkVariantWriters(t, sudoku.Puzzle{Grid: g, Rules: rules})
	})
}
