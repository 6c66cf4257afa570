package generate_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// checkVariant checks everything a generated variant promises: valid
// rules of its kind, exactly one solution (the solver's count), that
// solution Solution, givens drawn from it, and the kind's own layout.
func checkVariant(t *testing.T, kind string, shape sudoku.Shape, o generate.VariantOptions, r generate.VariantResult) {
	t.Helper()
	p := r.Puzzle
	where := fmt.Sprintf("%s %s seed %d", kind, shape, r.Seed)
	if p.Grid.Shape() != shape {
		t.Fatalf("%s: shape %s", where, p.Grid.Shape())
	}
	if err := p.Rules.Validate(shape); err != nil {
		t.Fatalf("%s: rules not valid: %v", where, err)
	}
	if n, err := solve.CountPuzzle(p, 2); err != nil || n != 1 {
		t.Fatalf("%s: %d solutions (%v), want 1\n%s %s", where, n, err, p.Grid, sudoku.EncodeRules(shape, &p.Rules))
	}
	if err := p.CheckSolution(r.Solution); err != nil {
		t.Fatalf("%s: Solution: %v", where, err)
	}
	if sol, _, _ := solve.SolvePuzzle(p); sol != r.Solution {
		t.Fatalf("%s: the solver's solution is not Solution", where)
	}
	n := shape.N()
	switch kind {
	case generate.KindX:
		if len(p.Rules.Extra) != 2 || p.Rules.Extra[0].Kind != sudoku.MainDiagonal || p.Rules.Extra[1].Kind != sudoku.AntiDiagonal {
			t.Errorf("%s: extra houses %v, want the two diagonals", where, p.Rules.Extra)
		}
	case generate.KindWindoku:
		if !slices.EqualFunc(p.Rules.Extra, sudoku.Windows(shape), func(a, b sudoku.ExtraHouse) bool { return a.Kind == b.Kind && slices.Equal(a.Cells, b.Cells) }) {
			t.Errorf("%s: extra houses %v, want the windows", where, p.Rules.Extra)
		}
	case generate.KindAntiKnight, generate.KindNonConsecutive:
		if len(p.Rules.Constraints) != 1 || p.Rules.Extra != nil || p.Rules.Regions != nil {
			t.Errorf("%s: rules %s", where, p.Rules.Describe())
		}
	case generate.KindJigsaw:
		// Validate checked N connected regions of N cells.
		boxes := true
		for c, reg := range p.Rules.Regions {
			boxes = boxes && reg == shape.Box(sudoku.Cell(c))
		}
		if p.Rules.Regions == nil || boxes {
			t.Errorf("%s: regions %v, want an irregular layout", where, p.Rules.Regions)
		}
	case generate.KindKiller:
		covered := make([]int, shape.Cells())
		for _, k := range p.Rules.Constraints {
			cage, ok := k.(sudoku.Cage)
			if !ok {
				t.Fatalf("%s: constraint %T, want cages only", where, k)
			}
			// Cages of 2 to 5 cells; aimed at a level, two may merge
			// into one of up to 7.
			most := 5
			if o.Level != nil {
				most = 7
			}
			if len(cage.Cells) < 2 || len(cage.Cells) > most {
				t.Errorf("%s: %s has %d cells, want 2 to %d", where, cage.Name(shape), len(cage.Cells), most)
			}
			sum, digits := 0, sudoku.Set(0)
			for _, c := range cage.Cells {
				covered[c]++
				d := r.Solution.At(c)
				if digits.Has(d) {
					t.Errorf("%s: %s repeats %d", where, cage.Name(shape), d)
				}
				sum, digits = sum+int(d), digits.With(d)
			}
			if sum != cage.Sum {
				t.Errorf("%s: %s says %d, its digits sum to %d", where, cage.Name(shape), cage.Sum, sum)
			}
			if !connected(shape, cage.Cells) {
				t.Errorf("%s: %s is not connected: %v", where, cage.Name(shape), cage.Cells)
			}
		}
		for c, k := range covered {
			if k != 1 {
				t.Errorf("%s: %s is in %d cages, want 1", where, shape.CellName(sudoku.Cell(c)), k)
			}
		}
		if g := p.Grid.Filled(); g > n {
			t.Errorf("%s: %d givens, want at most %d", where, g, n)
		}
	}
	if kind != generate.KindKiller && !o.Minimal && !o.Symmetry.Holds(p.Grid) {
		t.Errorf("%s: givens not %s-symmetric", where, o.Symmetry)
	}
}

// connected reports whether cells are connected through shared edges.
func connected(s sudoku.Shape, cells []sudoku.Cell) bool {
	seen := map[sudoku.Cell]bool{cells[0]: true}
	stack := []sudoku.Cell{cells[0]}
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, d := range cells {
			if !seen[d] && s.Orthogonal(c, d) {
				seen[d] = true
				stack = append(stack, d)
			}
		}
	}
	return len(seen) == len(cells)
}

// TestVariantUnique generates every kind at every size from many seeds
// and checks each puzzle.
func TestVariantUnique(t *testing.T) {
	seeds := uint64(40)
	if testing.Short() {
		seeds = 8
	}
	for _, k := range generate.Variants() {
		for _, side := range k.Sizes {
			shape, err := sudoku.ShapeForSize(side)
			if err != nil {
				t.Fatal(err)
			}
			t.Run(fmt.Sprintf("%s/%d", k.Name, side), func(t *testing.T) {
				t.Parallel()
				seen := map[string]bool{}
				seeds := seeds
				if side > 9 {
					seeds /= 4 // a 16x16 takes about half a second
				}
				for seed := range seeds {
					o := generate.VariantOptions{Kind: k.Name, Shape: shape, Symmetry: generate.Symmetry(seed % 3)}
					r, err := generate.VariantFromSeed(seed, o)
					if err != nil {
						t.Fatalf("seed %d: %v", seed, err)
					}
					checkVariant(t, k.Name, shape, o, r)
					seen[r.Puzzle.Grid.String()+sudoku.EncodeRules(shape, &r.Puzzle.Rules)] = true
				}
				if len(seen) != int(seeds) {
					t.Errorf("%d seeds made %d distinct puzzles", seeds, len(seen))
				}
			})
		}
	}
}

func TestVariantDeterministic(t *testing.T) {
	for _, k := range generate.Variants() {
		o := generate.VariantOptions{Kind: k.Name}
		a, errA := generate.VariantFromSeed(77, o)
		b, errB := generate.VariantFromSeed(77, o)
		if errA != nil || errB != nil {
			t.Fatal(errA, errB)
		}
		ca, cb := sudoku.EncodeRules(sudoku.Classic, &a.Puzzle.Rules), sudoku.EncodeRules(sudoku.Classic, &b.Puzzle.Rules)
		if a.Puzzle.Grid != b.Puzzle.Grid || ca != cb || a.Seed != 77 {
			t.Errorf("%s: seed 77 twice gave\n%s %s\n%s %s", k.Name, a.Puzzle.Grid, ca, b.Puzzle.Grid, cb)
		}
	}
}

// TestVariantMinimal: with Minimal, no given can go, but on
// non-consecutive puzzles, where checks may run out of their budget
// (VariantOptions.Minimal) and only uniqueness is promised.
func TestVariantMinimal(t *testing.T) {
	for _, k := range generate.Variants() {
		for seed := range uint64(3) {
			o := generate.VariantOptions{Kind: k.Name, Minimal: true, Symmetry: generate.None}
			r, err := generate.VariantFromSeed(seed, o)
			if err != nil {
				t.Fatal(err)
			}
			checkVariant(t, k.Name, sudoku.Classic, o, r)
			if k.Name == generate.KindNonConsecutive {
				continue
			}
			q := r.Puzzle
			for c := range sudoku.Cell(81) {
				d := q.Grid.At(c)
				if d == 0 {
					continue
				}
				q.Grid.Set(c, 0)
				n, err := solve.CountPuzzle(q, 2)
				if err == nil && n == 1 {
					t.Errorf("%s seed %d: %s can go", k.Name, seed, sudoku.Classic.CellName(c))
				}
				q.Grid.Set(c, d)
			}
		}
	}
}

func TestVariantErrors(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, tc := range []struct {
		o    generate.VariantOptions
		want string
	}{
		{generate.VariantOptions{Kind: "samurai"}, `generate: unknown variant "samurai" (want one of x, jigsaw, killer, windoku, anti-knight, non-consecutive)`},
		{generate.VariantOptions{}, `generate: unknown variant "" (want one of`},
		{generate.VariantOptions{Kind: "windoku", Shape: sudoku.Shape{BoxRows: 2, BoxCols: 3}}, "generate: Windoku puzzles come in sizes 9×9 and 16×16, not 6×6"},
		{generate.VariantOptions{Kind: "killer", Shape: sudoku.Shape{BoxRows: 4, BoxCols: 4}}, "generate: Killer puzzles come in sizes 6×6 and 9×9, not 16×16"},
		{generate.VariantOptions{Kind: "x", Symmetry: 99}, "generate: unknown symmetry 99"},
		{generate.VariantOptions{Kind: "jigsaw", Context: cancelled}, context.Canceled.Error()},
		{generate.VariantOptions{Kind: "killer", Context: cancelled}, context.Canceled.Error()},
	} {
		_, err := generate.VariantFromSeed(1, tc.o)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%+v: got %v, want %s", tc.o, err, tc.want)
		}
	}
}

// TestVariantDeadline: a deadline stops the slowest kind promptly.
func TestVariantDeadline(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := generate.VariantFromSeed(3, generate.VariantOptions{Kind: generate.KindNonConsecutive, Context: ctx})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("got %v, want the deadline's error", err)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("took %v after a 5 ms deadline", d)
	}
}

func TestVariantsList(t *testing.T) {
	ks := generate.Variants()
	ks[0].Name, ks[0].Sizes[0] = "changed", 99
	again := generate.Variants()
	if again[0].Name != generate.KindX || again[0].Sizes[0] == 99 {
		t.Errorf("Variants shares its list: %+v", again[0])
	}
	for _, k := range again {
		if k.Label == "" || !strings.HasSuffix(k.Description, ".") || !slices.Contains(k.Sizes, 9) {
			t.Errorf("%+v: want a label, a sentence, and 9×9", k)
		}
		got, err := generate.LookupVariant(strings.ToUpper(k.Name))
		if err != nil || got.Name != k.Name {
			t.Errorf("LookupVariant(%q) = %v, %v", strings.ToUpper(k.Name), got.Name, err)
		}
	}
}

func ExampleVariants() {
	for _, k := range generate.Variants() {
		fmt.Printf("%-15s %s\n", k.Name, k.Label)
	}
	// Output:
	// x               Sudoku X
	// jigsaw          Jigsaw
	// killer          Killer
	// windoku         Windoku
	// anti-knight     Anti-knight
	// non-consecutive Non-consecutive
}

func ExampleVariantFromSeed() {
	r, err := generate.VariantFromSeed(2024, generate.VariantOptions{Kind: generate.KindKiller})
	if err != nil {
		panic(err)
	}
	n, _ := solve.CountPuzzle(r.Puzzle, 2)
	fmt.Println("solutions:", n)
	fmt.Println("all cages:", len(r.Puzzle.Rules.Constraints) > 0 && r.Puzzle.Rules.Regions == nil)
	// Output:
	// solutions: 1
	// all cages: true
}

func TestVariantOf(t *testing.T) {
	six := sudoku.Shape{BoxRows: 2, BoxCols: 3}
	for _, k := range generate.Variants() {
		for _, side := range k.Sizes {
			shape, _ := sudoku.ShapeForSize(side)
			r, err := generate.VariantFromSeed(5, generate.VariantOptions{Kind: k.Name, Shape: shape})
			if err != nil {
				t.Fatal(err)
			}
			// through the rules code, as a saved game carries them
			p, err := sudoku.ParseCoded(r.Puzzle.Grid.String(), sudoku.EncodeRules(shape, &r.Puzzle.Rules))
			if err != nil {
				t.Fatal(err)
			}
			if got := generate.VariantOf(shape, &p.Rules); got != k.Name {
				t.Errorf("VariantOf(a generated %s %d×%d) = %q", k.Name, side, side, got)
			}
		}
	}
	for _, tc := range []struct {
		name  string
		shape sudoku.Shape
		rules sudoku.Rules
	}{
		{"classic", sudoku.Classic, sudoku.Rules{}},
		{"one diagonal", sudoku.Classic, sudoku.Rules{Extra: sudoku.Diagonals(sudoku.Classic)[:1]}},
		{"X with anti-knight", sudoku.Classic, sudoku.Rules{Extra: sudoku.Diagonals(sudoku.Classic), Constraints: []sudoku.Constraint{sudoku.AntiKnight{}}}},
		{"cage without a total", sudoku.Classic, sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Cage{Cells: []sudoku.Cell{0, 1}}}}},
		{"thermo", sudoku.Classic, sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Thermo{Cells: []sudoku.Cell{0, 1}}}}},
		{"non-consecutive 6×6", six, sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.NonConsecutive{}}}},
	} {
		if got := generate.VariantOf(tc.shape, &tc.rules); got != "" {
			t.Errorf("VariantOf(%s) = %q, want \"\"", tc.name, got)
		}
	}
}

// TestVariantGolden compares a puzzle of each kind at each size, and a
// few aimed at a level, with testdata/variants_golden.txt, written
// natively (-update): the GOOS=js run of this test proves that WASM gives
// the same puzzles.
func TestVariantGolden(t *testing.T) {
	var got strings.Builder
	for i, k := range generate.Variants() {
		for _, side := range k.Sizes {
			shape, _ := sudoku.ShapeForSize(side)
			seed := uint64(1000 + i)
			r, err := generate.VariantFromSeed(seed, generate.VariantOptions{Kind: k.Name, Shape: shape})
			if err != nil {
				t.Fatalf("%s seed %d: %v", k.Name, seed, err)
			}
			fmt.Fprintf(&got, "%s %d %s %s\n", k.Name, seed, r.Puzzle.Grid, sudoku.EncodeRules(shape, &r.Puzzle.Rules))
		}
	}
	// Aimed at a level: the grader's path decides, so it must match too.
	for _, tc := range []struct {
		kind  string
		level logic.Level
	}{{generate.KindKiller, logic.Hard}, {generate.KindX, logic.Expert}, {generate.KindJigsaw, logic.Easy}} {
		r, err := generate.VariantFromSeed(2000, generate.VariantOptions{Kind: tc.kind, Level: &tc.level})
		if err != nil {
			t.Fatalf("%s %v: %v", tc.kind, tc.level, err)
		}
		fmt.Fprintf(&got, "%s %v %s %s %v\n", tc.kind, tc.level, r.Puzzle.Grid, sudoku.EncodeRules(sudoku.Classic, &r.Puzzle.Rules), r.Grade)
	}
	const path = "testdata/variants_golden.txt"
	if *update {
		if err := os.WriteFile(path, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got.String() != string(want) {
		t.Errorf("%s:\ngot\n%s\nwant\n%s", path, got.String(), want)
	}
}

// TestVariantLevels aims killer, X and jigsaw puzzles at each level from
// Easy to Master: each is checked as any variant is (unique by the
// solver's count), its grade is the logic grader's own (GradePuzzle, an
// independent solve), and most meet their level (a few may come closest
// instead).
func TestVariantLevels(t *testing.T) {
	seeds := uint64(3)
	if testing.Short() {
		seeds = 1
	}
	met, made := 0, 0
	for _, kind := range []string{generate.KindKiller, generate.KindX, generate.KindJigsaw} {
		for _, level := range []logic.Level{logic.Easy, logic.Medium, logic.Hard, logic.Expert, logic.Master} {
			for seed := uint64(1); seed <= seeds; seed++ {
				o := generate.VariantOptions{Kind: kind, Level: &level}
				r, err := generate.VariantFromSeed(seed, o)
				if err != nil {
					t.Fatalf("%s %v seed %d: %v", kind, level, seed, err)
				}
				checkVariant(t, kind, sudoku.Classic, o, r)
				g, err := logic.GradePuzzle(r.Puzzle)
				if err != nil || !r.Graded || g.Level != r.Grade.Level || r.MetTarget != (g.Level == level) {
					t.Errorf("%s %v seed %d: result grade %v (graded %v, met %v), GradePuzzle %v, %v", kind, level, seed, r.Grade, r.Graded, r.MetTarget, g, err)
				}
				made++
				if r.MetTarget {
					met++
				}
				t.Logf("%s %v seed %d: %v, %d givens, %d constraints", kind, level, seed, r.Grade, r.Puzzle.Grid.Filled(), len(r.Puzzle.Rules.Constraints))
			}
		}
	}
	if met*10 < made*8 {
		t.Errorf("%d of %d puzzles met their level, want 80%%", met, made)
	}
}
