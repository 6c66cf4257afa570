package issform

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/internal/puzzleset"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// published is a puzzle of engine/solve/testdata with its solution.
type published struct {
	families, name string
	solution       sudoku.Grid
	puzzle         sudoku.Puzzle
}

// loadPublished reads engine/solve/testdata's published puzzles
// (puzzleset.AllPublished), each solution as a grid.
func loadPublished(t *testing.T) []published {
	t.Helper()
	var out []published
	for _, p := range puzzleset.AllPublished(t, filepath.Join("..", "..", "solve", "testdata")) {
		sol, err := sudoku.ParseLine(p.Solution)
		if err != nil {
			t.Fatalf("%s: solution: %v", p.Name, err)
		}
		out = append(out, published{strings.Join(p.Families, ","), p.Name, sol, p.Puzzle})
	}
	if len(out) < 70 {
		t.Fatalf("read %d published puzzles, want the 76 of testdata", len(out))
	}
	return out
}

// unsupportedPublished lists the published puzzles Write cannot write,
// with the reason: none today (ISS collected most of them).
var unsupportedPublished = map[string]string{}

// TestWritePublished writes every published puzzle, or finds it listed
// in unsupportedPublished with an *UnsupportedError, and checks that the
// string has an entry for each of the puzzle's constraints.
func TestWritePublished(t *testing.T) {
	for _, p := range loadPublished(t) {
		got, err := Write(&p.puzzle)
		if reason, ok := unsupportedPublished[p.name]; ok {
			if _, isUE := err.(*UnsupportedError); !isUE {
				t.Errorf("%s: listed as unsupported (%s) but Write = %v", p.name, reason, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", p.name, err)
			continue
		}
		// Every constraint but the global ones and parity (a candidate
		// given) is at least one entry of its own.
		entries := strings.Count(got, ".")
		min := 0
		for _, c := range p.puzzle.Rules.Constraints {
			if _, isParity := c.(sudoku.Parity); !isParity {
				min++
			}
		}
		if entries < min {
			t.Errorf("%s: %d entries for %d constraints: %s", p.name, entries, min, got)
		}
	}
}

// issDir returns the ISS folder: $ISS, or ../shared/tools/iss beside the
// module's root (the directory holding go.mod).
func issDir(t *testing.T) string {
	if d := os.Getenv("ISS"); d != "" {
		return d
	}
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return filepath.Join(dir, "..", "shared", "tools", "iss")
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// startISS starts an ISS worker, or skips the test, saying why, when node
// or the ISS folder is missing.
func startISS(t *testing.T) *Worker {
	t.Helper()
	dir := issDir(t)
	if err := Available(dir); err != nil {
		t.Skipf("ISS not run: %v (set ISS to its folder, or put it at ../shared/tools/iss)", err)
	}
	w, err := StartWorker(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	return w
}

// TestISSCountsPublished has ISS count every published puzzle as Write
// writes it: one solution each, as our solver finds (TestPublishedVariants
// checks ours, and that it is the published one: ours is not run again
// here, where it would take minutes). About 10 s of ISS: skipped with
// -short (make test), where TestISSAgreesOnRules checks the writer's
// every form.
func TestISSCountsPublished(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: run without -short")
	}
	w := startISS(t)
	for _, p := range loadPublished(t) {
		if _, ok := unsupportedPublished[p.name]; ok {
			continue
		}
		iss, err := Write(&p.puzzle)
		if err != nil {
			t.Fatalf("%s: %v", p.name, err)
		}
		r, err := w.Count(iss)
		if err != nil {
			t.Fatal(err)
		}
		if r.Err != "" || r.Count != 1 {
			t.Errorf("%s: ISS counts %d (%s); want 1, as ours\n%s", p.name, r.Count, r.Err, iss)
		}
	}
}

// TestISSAgreesOnRules counts, with ISS and with ours, puzzles that carry
// the rules the published ones lack or that Write writes in more than one
// way: one-colour negative kropki and XV, 3x2 boxes, a pill ISS's
// PillArrow refuses, a one-cell cage, parity on a given. The counts (0, 1
// or 2) must agree.
func TestISSAgreesOnRules(t *testing.T) {
	w := startISS(t)
	pub := map[string]published{}
	for _, p := range loadPublished(t) {
		pub[p.name] = p
	}
	type tc struct {
		name string
		p    sudoku.Puzzle
	}
	var cases []tc
	replace := func(name string, from string, keep func(sudoku.Constraint) bool, add ...sudoku.Constraint) {
		p, ok := pub[from]
		if !ok {
			t.Fatalf("no published puzzle %q", from)
		}
		q := p.puzzle
		q.Rules.Constraints = append(slices.DeleteFunc(slices.Clone(q.Rules.Constraints), func(c sudoku.Constraint) bool { return !keep(c) }), add...)
		cases = append(cases, tc{name, q})
	}
	notNeg := func(c sudoku.Constraint) bool {
		switch c.(type) {
		case sudoku.KropkiNegative, sudoku.XVNegative:
			return false
		}
		return true
	}
	all := func(sudoku.Constraint) bool { return true }
	replace("white negative only", "Strict kropki", notNeg, sudoku.KropkiNegative{White: true})
	replace("black negative only", "Strict kropki", notNeg, sudoku.KropkiNegative{Black: true})
	replace("no dots at all", "Strict kropki", func(c sudoku.Constraint) bool { _, dot := c.(sudoku.Kropki); return !dot })
	replace("X negative only", "Strict XV", notNeg, sudoku.XVNegative{X: true})
	replace("V negative only", "Strict XV", notNeg, sudoku.XVNegative{V: true})
	replace("kropki, then white negative", "Kropki sudoku", all, sudoku.KropkiNegative{White: true})

	// A one-cell cage and parity, kept and broken, on a classic puzzle with
	// its first row left open.
	th := pub["Thermosudoku"]
	open := th.solution
	for c := 0; c < 9; c++ {
		open.Set(sudoku.Cell(c), 0)
	}
	d := int(th.solution.At(0))
	for _, k := range []struct {
		name string
		c    sudoku.Constraint
	}{
		{"one-cell cage kept", sudoku.Cage{Cells: []sudoku.Cell{0}, Sum: d}},
		{"one-cell cage broken", sudoku.Cage{Cells: []sudoku.Cell{0}, Sum: d%9 + 1}},
		{"parity kept", sudoku.Parity{Cell: 0, Even: d%2 == 0}},
		{"parity broken", sudoku.Parity{Cell: 0, Even: d%2 == 1}},
	} {
		cases = append(cases, tc{k.name, sudoku.Puzzle{Grid: open, Rules: sudoku.Rules{Constraints: []sudoku.Constraint{k.c}}}})
	}
	// A two-cell pill up a diagonal (r1c2 over r2c1, so read r1c2 first),
	// its shaft a run of a row that adds up to the number it reads.
	sol := th.solution
	s9 := sudoku.Classic
	found := false
	for r := 0; r < 8 && !found; r++ {
		for c := 0; c < 8 && !found; c++ {
			x, y := s9.CellAt(r, c+1), s9.CellAt(r+1, c)
			v := 10*int(sol.At(x)) + int(sol.At(y))
			for row := 0; row < 9 && !found; row++ {
				for from := 0; from < 9 && !found; from++ {
					var shaft []sudoku.Cell
					sum := 0
					for to := from; to < 9 && sum < v; to++ {
						cell := s9.CellAt(row, to)
						if cell == x || cell == y {
							break
						}
						shaft = append(shaft, cell)
						sum += int(sol.At(cell))
					}
					if sum != v || len(shaft) < 2 {
						continue
					}
					found = true
					g := sol
					for _, cell := range append([]sudoku.Cell{x, y}, shaft...) {
						g.Set(cell, 0)
					}
					for _, k := range []struct {
						name  string
						shaft []sudoku.Cell
					}{{"diagonal pill", shaft}, {"diagonal pill, short shaft", shaft[1:]}} {
						rules := sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Arrow{Circle: []sudoku.Cell{y, x}, Shaft: k.shaft}}}
						cases = append(cases, tc{k.name, sudoku.Puzzle{Grid: g, Rules: rules}})
					}
				}
			}
		}
	}
	if !found {
		t.Fatal("no diagonal pill found in the Thermosudoku solution")
	}

	// 6x6 of 3x2 boxes: a grid that keeps them, half of it given.
	s32 := sudoku.Shape{BoxRows: 3, BoxCols: 2}
	// A one-cell extra region: rules that are not classic, so that ours
	// takes the variant solver, as Write takes the layout.
	trivial := sudoku.Rules{Extra: []sudoku.ExtraHouse{{Kind: sudoku.ExtraRegion, Cells: []sudoku.Cell{0}}}}
	full, unique, err := solve.SolvePuzzle(sudoku.Puzzle{Grid: sudoku.NewGrid(s32), Rules: trivial})
	if err != nil || unique {
		t.Fatalf("6x6 3x2: %v, unique %v", err, unique)
	}
	for _, k := range []struct {
		name string
		step int
	}{{"3x2 boxes, a third open", 3}, {"3x2 boxes, half open", 2}} {
		g := full
		for c := 0; c < 36; c += k.step {
			g.Set(sudoku.Cell(c), 0)
		}
		cases = append(cases, tc{k.name, sudoku.Puzzle{Grid: g, Rules: trivial}})
	}

	counts := map[int]int{}
	for _, k := range cases {
		if err := k.p.Rules.Validate(k.p.Grid.Shape()); err != nil {
			t.Fatalf("%s: bad case: %v", k.name, err)
		}
		iss, err := Write(&k.p)
		if err != nil {
			t.Fatalf("%s: %v", k.name, err)
		}
		r, err := w.Count(iss)
		if err != nil {
			t.Fatal(err)
		}
		ours, err := solve.CountPuzzle(k.p, 2)
		if err != nil && err != solve.ErrNoSolution {
			t.Fatalf("%s: ours: %v", k.name, err)
		}
		if r.Err != "" || r.Count != ours {
			t.Errorf("%s: ISS counts %d (%s), ours %d\n%s", k.name, r.Count, r.Err, ours, iss)
		}
		counts[ours]++
		t.Logf("%-32s %d", k.name, ours)
	}
	// The cases are only a check if they tell the rules apart.
	if counts[0] == 0 || counts[1] == 0 || counts[2] == 0 {
		t.Errorf("counts %v: want cases of 0, 1 and 2 solutions", counts)
	}
}
