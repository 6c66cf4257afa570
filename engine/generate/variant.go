package generate

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/quote"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// VariantKind is a kind of variant puzzle GenerateVariant makes: its name
// (what VariantOptions.Kind and job requests carry), a label and a
// one-sentence description for a menu, and the board sides it makes.
type VariantKind struct {
	Name        string // "x", "jigsaw", "killer", "windoku", "anti-knight", "non-consecutive"
	Label       string // "Sudoku X", "Jigsaw", ...
	Description string // the rule it adds, in a sentence
	Sizes       []int  // the sides it makes, smallest first (9 is always one)
}

// The kinds' names.
const (
	KindX              = "x"
	KindJigsaw         = "jigsaw"
	KindKiller         = "killer"
	KindWindoku        = "windoku"
	KindAntiKnight     = "anti-knight"
	KindNonConsecutive = "non-consecutive"
)

// variantKinds is the one list of kinds; Variants hands out copies.
var variantKinds = []VariantKind{
	{KindX, "Sudoku X", "Both main diagonals hold every digit once, too.", []int{6, 9, 16}},
	{KindJigsaw, "Jigsaw", "Irregular regions take the place of the boxes.", []int{6, 9, 16}},
	{KindKiller, "Killer", "Cages give the sum of their digits, which do not repeat in a cage; few or no digits are given.", []int{6, 9}},
	{KindWindoku, "Windoku", "Extra windows, one cell in from the boxes, hold every digit once, too.", []int{9, 16}},
	{KindAntiKnight, "Anti-knight", "Cells a chess knight's move apart never hold the same digit.", []int{6, 9}},
	{KindNonConsecutive, "Non-consecutive", "Cells that share an edge never hold consecutive digits.", []int{9}},
}

// Variants returns the kinds of variant GenerateVariant makes, in menu
// order: Sudoku X, jigsaw, killer, windoku, anti-knight, non-consecutive.
// It is the one list of them: a menu reads it rather than copying it. The
// slice is new on each call.
func Variants() []VariantKind {
	out := slices.Clone(variantKinds)
	for i := range out {
		out[i].Sizes = slices.Clone(out[i].Sizes)
	}
	return out
}

// LookupVariant returns the kind named name (in any case), or an error
// that lists the names.
func LookupVariant(name string) (VariantKind, error) {
	for _, k := range variantKinds {
		if strings.EqualFold(k.Name, name) {
			k.Sizes = slices.Clone(k.Sizes)
			return k, nil
		}
	}
	names := make([]string, len(variantKinds))
	for i, k := range variantKinds {
		names[i] = k.Name
	}
	return VariantKind{}, fmt.Errorf("generate: unknown variant %s (want one of %s)", quote.String(name), strings.Join(names, ", "))
}

// VariantOptions choose a variant puzzle. The zero value but for Kind
// asks for a 9x9 puzzle whose givens have 180-degree rotational symmetry.
type VariantOptions struct {
	// Kind is the name of one of Variants.
	Kind string
	// Shape is the box shape; the zero value means sudoku.Classic. Its
	// side must be one of the kind's Sizes.
	Shape sudoku.Shape
	// Symmetry of the givens; the zero value is Rot180. A killer's givens,
	// when it has any, are those its cages need, with no symmetry.
	Symmetry Symmetry
	// Minimal asks for givens of which none can go (Minimise after the
	// symmetric digging), which may break the symmetry. A killer's givens
	// are always minimised. Each check has a node budget, and a given
	// whose check runs out stays: on non-consecutive puzzles, whose sparse
	// checks are the costliest, a few givens that could go may stay.
	Minimal bool
	// Level, when not nil, is the level the puzzle should grade at
	// (logic.GradePuzzle): a dug puzzle keeps the givens it needs to stay
	// within it; a killer gets givens where it needs a harder step, and
	// its neighbouring cages merge while it stays unique and within it.
	// Up to levelTries puzzles are drawn; the first at the level wins,
	// else the closest (VariantResult.MetTarget false).
	Level *logic.Level
	// Context, when not nil, cancels generation.
	Context context.Context
	// Progress, when not nil, is called as work is done with the steps
	// done and the steps there are (given orbits tried, for a killer the
	// cage layouts and givens tried); it ends at (total, total).
	Progress func(done, total int)
}

// VariantResult is a generated variant puzzle. With a Level asked for,
// it carries its grade.
type VariantResult struct {
	// Puzzle holds the givens and the rules; it has exactly one solution
	// under its rules.
	Puzzle   sudoku.Puzzle
	Solution sudoku.Grid
	// Seed is the seed VariantFromSeed was given (0 from GenerateVariant).
	Seed uint64
	// Attempts counts the layouts (jigsaw regions, killer cages) or full
	// grids drawn, this one included.
	Attempts int
	// Grade is the puzzle's grade when VariantOptions.Level was given
	// (Graded), and MetTarget whether it is at that level.
	Grade     logic.Grade
	Graded    bool
	MetTarget bool
}

// VariantFromSeed is GenerateVariant with a generator seeded from seed as
// FromSeed seeds it: the same seed and options give the same puzzle on
// every platform.
func VariantFromSeed(seed uint64, o VariantOptions) (VariantResult, error) {
	r, err := GenerateVariant(rand.New(rand.NewPCG(seed, seedStream)), o)
	r.Seed = seed
	return r, err
}

// variantBudget bounds each search of a variant generation, in solver
// nodes: a check that runs out counts as "not unique" (a given stays, a
// layout or full grid is drawn again), so no single search can stall
// generation. Measured on 9x9 (seeds 0-19): 1,000 nodes halves the time
// of non-consecutive puzzles against 5,000 and costs half a given.
const variantBudget = 1000

// minimiseBudget bounds each check of Minimise: a given whose check runs
// out of it stays. Sparse non-consecutive puzzles are where checks run
// out, and there it is a tenth: at 50,000 their time triples and some
// checks still run out.
const minimiseBudget = 50_000

func (v *variantGen) minimiseOptions(kind string) solve.Options {
	if kind == KindNonConsecutive {
		return solve.Options{Budget: minimiseBudget / 10, Context: v.o.Context}
	}
	return solve.Options{Budget: minimiseBudget, Context: v.o.Context}
}

// maxLayouts caps the jigsaw layouts and killer cage sets drawn before
// GenerateVariant gives up.
const maxLayouts = 200

// ErrNoLayout means GenerateVariant drew maxLayouts jigsaw layouts or
// killer cage sets and none made a puzzle; it has not been seen in tests.
var ErrNoLayout = errors.New("generate: no layout found for the variant")

// GenerateVariant makes a variant puzzle with exactly one solution under
// its rules. It draws the rules (a random jigsaw layout, retried until one
// admits a solution; the fixed houses or constraints of the others), a
// random full grid under them (solve.RandomPuzzleSolution), and then:
//
//   - for every kind but killer, removes given orbits of o.Symmetry in
//     random order, each only while the puzzle stays unique
//     (solve.Options.CountPuzzle to 2), then with o.Minimal every given
//     that can go (Minimise);
//   - for killer, draws cages over the full grid (connected groups of 2
//     to 5 cells whose digits do not repeat, each with its sum), splits
//     or draws again the cages where a second solution differs, and when
//     that does not make the puzzle unique, gives the digits of cells
//     that differ until it is; Minimise then drops every given that can
//     go. 98 of 100 9x9 killers come with no givens.
//
// With o.Level, each puzzle is aimed at the level (VariantOptions.Level;
// the grader is logic's), and up to levelTries are drawn: the first at
// the level is returned, else the closest, with MetTarget false.
//
// The same rng state and options give the same puzzle on every platform.
// It fails on an unknown kind or a size the kind does not make, with the
// context's error when o.Context is done, and with ErrNoLayout when no
// layout works (not seen). Cost, most of it uniqueness checks: natively a
// median of 7 to 17 ms for a 9x9 puzzle of most kinds and 90 ms for
// non-consecutive (at most about 0.5 s), two to three times that under
// WebAssembly; BENCHMARKS.md has the figures per kind (BenchmarkVariant).
func GenerateVariant(rng *rand.Rand, o VariantOptions) (VariantResult, error) {
	kind, err := LookupVariant(o.Kind)
	if err != nil {
		return VariantResult{}, err
	}
	if o.Shape == (sudoku.Shape{}) {
		o.Shape = sudoku.Classic
	}
	if err := o.Shape.Validate(); err != nil {
		return VariantResult{}, err
	}
	if !slices.Contains(kind.Sizes, o.Shape.N()) {
		return VariantResult{}, fmt.Errorf("generate: %s puzzles come in sizes %s, not %d×%d", kind.Label, sizesText(kind.Sizes), o.Shape.N(), o.Shape.N())
	}
	if o.Symmetry < 0 || o.Symmetry >= numSymmetries {
		return VariantResult{}, fmt.Errorf("generate: unknown symmetry %d", int(o.Symmetry))
	}
	ctx := o.Context
	if ctx == nil {
		ctx = context.Background()
	}
	if o.Level != nil && (*o.Level < logic.Easy || *o.Level > logic.Extreme) {
		return VariantResult{}, fmt.Errorf("generate: unknown level %d", int(*o.Level))
	}
	v := &variantGen{rng: rng, o: o, shape: o.Shape, ctx: ctx,
		solver: solve.Options{Budget: variantBudget, Context: o.Context}}
	if o.Level == nil {
		return v.one(kind.Name)
	}
	var best VariantResult
	attempts, try := 0, 0
	if progress := o.Progress; progress != nil {
		// One scale over all the tries, each try's steps its share; it
		// ends at (1, 1) whichever try meets the level.
		v.o.Progress = func(done, total int) { progress(try*total+done, levelTries*total) }
		defer progress(1, 1)
	}
	for ; try < levelTries; try++ {
		r, err := v.one(kind.Name)
		attempts += r.Attempts
		if err != nil {
			return VariantResult{Attempts: attempts}, err
		}
		r.Attempts = attempts
		if r.MetTarget {
			return r, nil
		}
		if try == 0 || r.Graded && (!best.Graded || levelGap(r.Grade.Level, *o.Level) < levelGap(best.Grade.Level, *o.Level)) {
			best = r
		}
	}
	best.Attempts = attempts
	return best, nil
}

// one makes one puzzle of kind, aimed at v.o.Level when it is set.
func (v *variantGen) one(kind string) (VariantResult, error) {
	if kind == KindKiller {
		return v.killer()
	}
	return v.dug(kind)
}

// levelGap is how far level l is from want.
func levelGap(l, want logic.Level) int { return max(int(l)-int(want), int(want)-int(l)) }

func sizesText(sizes []int) string {
	var parts []string
	for _, n := range sizes {
		parts = append(parts, fmt.Sprintf("%d×%d", n, n))
	}
	return strings.Join(parts, " and ")
}

// variantGen is one GenerateVariant call's state.
type variantGen struct {
	rng    *rand.Rand
	o      VariantOptions
	shape  sudoku.Shape
	ctx    context.Context
	solver solve.Options
}

func (v *variantGen) progress(done, total int) {
	if v.o.Progress != nil {
		v.o.Progress(done, total)
	}
}

// fixedRules returns the rules of the kinds whose rules are not drawn.
func fixedRules(kind string, s sudoku.Shape) sudoku.Rules {
	switch kind {
	case KindX:
		return sudoku.Rules{Extra: sudoku.Diagonals(s)}
	case KindWindoku:
		return sudoku.Rules{Extra: sudoku.Windows(s)}
	case KindAntiKnight:
		return sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.AntiKnight{}}}
	case KindNonConsecutive:
		return sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.NonConsecutive{}}}
	}
	return sudoku.Rules{}
}

// full draws the rules of kind and a random full grid under them: for a
// jigsaw, layouts until one admits a solution.
func (v *variantGen) full(kind string) (sudoku.Rules, sudoku.Grid, int, error) {
	for attempt := 1; attempt <= maxLayouts; attempt++ {
		rules := fixedRules(kind, v.shape)
		if kind == KindJigsaw {
			rules.Regions = randomLayout(v.shape, v.rng)
		}
		sol, err := v.solver.RandomPuzzleSolution(sudoku.Puzzle{Grid: sudoku.NewGrid(v.shape), Rules: rules}, v.rng)
		switch {
		case err == nil:
			return rules, sol, attempt, nil
		case errors.Is(err, solve.ErrNoSolution), errors.Is(err, solve.ErrBudget):
			if err := v.ctx.Err(); err != nil {
				return sudoku.Rules{}, sudoku.Grid{}, attempt, err
			}
			continue // another layout, or another draw
		default:
			return sudoku.Rules{}, sudoku.Grid{}, attempt, err
		}
	}
	return sudoku.Rules{}, sudoku.Grid{}, maxLayouts, ErrNoLayout
}

// dug makes a puzzle of any kind but killer: a full grid dug by orbits.
func (v *variantGen) dug(kind string) (VariantResult, error) {
	rules, sol, attempts, err := v.full(kind)
	if err != nil {
		return VariantResult{Attempts: attempts}, err
	}
	orbits := v.o.Symmetry.orbits(v.shape)
	v.rng.Shuffle(len(orbits), func(i, j int) { orbits[i], orbits[j] = orbits[j], orbits[i] })
	q := sudoku.Puzzle{Grid: sol, Rules: rules}
	for i, orbit := range orbits {
		if err := v.ctx.Err(); err != nil {
			return VariantResult{Attempts: attempts}, err
		}
		v.progress(i, len(orbits))
		for _, c := range orbit {
			q.Grid.Set(c, 0)
		}
		n, err := v.solver.CountPuzzle(q, 2)
		if err != nil && !errors.Is(err, solve.ErrBudget) {
			return VariantResult{Attempts: attempts}, err
		}
		if err != nil || n != 1 || v.o.Level != nil && !v.isWithin(q, *v.o.Level) {
			for _, c := range orbit {
				q.Grid.Set(c, sol.At(c))
			}
		}
	}
	if v.o.Minimal {
		g, err := Minimise(q, nil, v.rng, v.minimiseOptions(kind))
		if err != nil && !errors.Is(err, solve.ErrBudget) {
			return VariantResult{Attempts: attempts}, err
		}
		q.Grid = g
	}
	v.progress(len(orbits), len(orbits))
	r := VariantResult{Puzzle: q, Solution: sol, Attempts: attempts}
	if v.o.Level != nil {
		r.Grade, r.Graded = v.within(q, logic.Extreme)
		r.MetTarget = r.Graded && r.Grade.Level == *v.o.Level
	}
	return r, v.ctx.Err()
}

// randomLayout draws a jigsaw layout: N connected regions of N cells,
// from the boxes by many random swaps of two cells between neighbouring
// regions that keep both connected. Cost: O(N^4) cell visits, well under
// a millisecond on 9x9.
func randomLayout(s sudoku.Shape, rng *rand.Rand) []int {
	n := s.N()
	regions := make([]int, s.Cells())
	for c := range regions {
		regions[c] = s.Box(sudoku.Cell(c))
	}
	nb := make([][]sudoku.Cell, s.Cells())
	for c := range nb {
		nb[c] = neighbours(s, sudoku.Cell(c))
	}
	touches := func(c sudoku.Cell, region int, except sudoku.Cell) bool {
		for _, d := range nb[c] {
			if d != except && regions[d] == region {
				return true
			}
		}
		return false
	}
	seen := make([]int, s.Cells())
	mark := 0
	connected := func(region int) bool {
		mark++
		start := sudoku.Cell(-1)
		for c, r := range regions {
			if r == region {
				start = sudoku.Cell(c)
				break
			}
		}
		stack, count := []sudoku.Cell{start}, 1
		seen[start] = mark
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, d := range nb[c] {
				if regions[d] == region && seen[d] != mark {
					seen[d] = mark
					count++
					stack = append(stack, d)
				}
			}
		}
		return count == n
	}
	var cand []sudoku.Cell
	for swaps, tries := 0, 0; swaps < 3*s.Cells() && tries < 40*s.Cells(); tries++ {
		// a leaves region A for B, which it touches; b leaves B for A.
		a := sudoku.Cell(rng.IntN(s.Cells()))
		ra := regions[a]
		var rbs []int
		for _, d := range nb[a] {
			if regions[d] != ra && !slices.Contains(rbs, regions[d]) {
				rbs = append(rbs, regions[d])
			}
		}
		if len(rbs) == 0 {
			continue
		}
		rb := rbs[rng.IntN(len(rbs))]
		cand = cand[:0]
		for c, r := range regions {
			if r == rb && touches(sudoku.Cell(c), ra, a) {
				cand = append(cand, sudoku.Cell(c))
			}
		}
		if len(cand) == 0 {
			continue
		}
		b := cand[rng.IntN(len(cand))]
		regions[a], regions[b] = rb, ra
		if connected(ra) && connected(rb) {
			swaps++
		} else {
			regions[a], regions[b] = ra, rb
		}
	}
	return regions
}

// VariantOf returns the name of the kind of variant whose rules r are on
// a board of shape s, as GenerateVariant draws them, or "" when r are
// classic or not one of Variants at s's size: a jigsaw is regions alone,
// Sudoku X the two diagonals, windoku the windows, a killer cages with
// totals, anti-knight and non-consecutive their one constraint. It lets
// "another like this" ask for the same kind. Cost: O(N^2).
func VariantOf(s sudoku.Shape, r *sudoku.Rules) string {
	kind := ""
	sameHouses := func(a, b []sudoku.ExtraHouse) bool {
		return slices.EqualFunc(a, b, func(x, y sudoku.ExtraHouse) bool {
			return x.Kind == y.Kind && slices.Equal(x.Cells, y.Cells)
		})
	}
	switch {
	case r == nil || r.Classic():
		return ""
	case r.Regions != nil:
		if len(r.Extra) == 0 && len(r.Constraints) == 0 {
			kind = KindJigsaw
		}
	case len(r.Extra) > 0:
		if len(r.Constraints) > 0 {
			return ""
		}
		if sameHouses(r.Extra, sudoku.Diagonals(s)) {
			kind = KindX
		} else if sameHouses(r.Extra, sudoku.Windows(s)) {
			kind = KindWindoku
		}
	case len(r.Constraints) == 1 && r.Constraints[0] == sudoku.Constraint(sudoku.AntiKnight{}):
		kind = KindAntiKnight
	case len(r.Constraints) == 1 && r.Constraints[0] == sudoku.Constraint(sudoku.NonConsecutive{}):
		kind = KindNonConsecutive
	default:
		kind = KindKiller
		for _, c := range r.Constraints {
			if cage, ok := c.(sudoku.Cage); !ok || cage.Sum == 0 {
				return ""
			}
		}
	}
	if k, err := LookupVariant(kind); err != nil || !slices.Contains(k.Sizes, s.N()) {
		return ""
	}
	return kind
}
