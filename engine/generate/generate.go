package generate

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"

	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/quote"
	"github.com/sudoku-app/sudoku/engine/serate"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// DefaultAttempts is the number of puzzles Generate digs while seeking a
// level or technique target when Options.Attempts is 0.
const DefaultAttempts = 2000

// Options choose the puzzle. The zero value asks for a 9x9 puzzle with
// 180-degree rotational symmetry at any level.
type Options struct {
	// Shape is the box shape; the zero value means sudoku.Classic (9x9).
	Shape sudoku.Shape
	// Symmetry of the clue pattern; the zero value is Rot180.
	Symmetry Symmetry
	// Minimal asks for a puzzle from which no clue can be removed. After
	// digging whole orbits of the symmetry it tries each remaining clue on
	// its own, so a minimal puzzle keeps its symmetry only when no single
	// clue could go.
	Minimal bool
	// Level, when not nil, is the level the puzzle must grade at
	// (new(logic.Hard) asks for a Hard puzzle), on any size; LevelReach
	// says how dependably each is met per size. A classic 9x9 Extreme
	// puzzle without a Technique comes from a pool of puzzles Sudoku
	// Explainer rates above 9.0, through a random isomorph (digits
	// relabelled, rows, columns, bands and stacks swapped, perhaps
	// transposed): it keeps the pool puzzle's clue pattern, whatever
	// Symmetry and Minimal ask.
	Level *logic.Level
	// Technique, when not empty, names a technique the puzzle's logical
	// solving path (logic.Solve's, which hints follow) must use, like
	// HoDoKu's practice mode: one of TechniqueNames, in any case, with or
	// without spaces and hyphens ("X-Wing", "xwing", "hidden pair").
	// Without a Level the puzzle must need nothing above the technique's
	// level but the technique's own steps (a long chain's length bonus may
	// lift those); with one, it must have that level, which cannot be
	// below the technique's. TechniqueReach says how dependably each is
	// met on 9x9.
	Technique string
	// Attempts caps the puzzles dug while seeking a Level or Technique;
	// 0 means DefaultAttempts. Without a target one puzzle is dug.
	Attempts int
	// NoGrade skips grading when there is no target (grading a 16x16 or
	// 25x25 puzzle can take longer than digging it); Graded is then false.
	NoGrade bool
	// Context, when not nil, cancels generation.
	Context context.Context
	// Progress, when not nil, is called as work is done with the work done
	// so far and the most there can be, in clue orbits tried: it rises to
	// total across all attempts and ends at (total, total).
	Progress func(done, total int)
}

// Result is a generated puzzle.
type Result struct {
	Puzzle   sudoku.Grid // the clues; it has exactly one solution
	Solution sudoku.Grid
	// Grade is the puzzle's true grade, from logic.GradeGrid, when Graded.
	// Graded is false with NoGrade, when the grader gave up (its
	// trial-and-error step ran out of budget), or when the context ended
	// the grading of a grid larger than 9x9; such a puzzle never meets a
	// target.
	Grade  logic.Grade
	Graded bool
	// SE is a classic 9x9 puzzle's rating on Sudoku Explainer's scale
	// (serate.Rate), when SERated: levels of classic 9x9 puzzles are SE's
	// (Level). A puzzle from the Extreme pool has no SE.Steps.
	SE      serate.Rating
	SERated bool
	// Seed is the seed FromSeed was given (0 from Generate).
	Seed uint64
	// Attempts is the number of puzzles dug, this one included (when the
	// context ended the search, the one under way counts).
	Attempts int
	// MetTarget says whether the puzzle has the level and uses the
	// technique asked for (always true without a target). When no attempt
	// met the target, the result is the closest puzzle dug, with its true
	// grade, whose Uses say what it needs instead: one that uses the
	// technique but needs a harder one too, the fewest levels above,
	// else the fewest levels from the level asked for (the technique's
	// level, for a technique).
	MetTarget bool
}

// Level is the puzzle's level: SE's rating's for a classic 9x9 puzzle
// rated on that scale, else its grade's.
func (r Result) Level() logic.Level {
	if r.SERated {
		return r.SE.Level()
	}
	return r.Grade.Level
}

// FromSeed is Generate with a generator seeded from seed (a PCG source),
// so that the same seed and options give the same puzzle on every
// platform, natively and under WebAssembly; share links can carry it.
func FromSeed(seed uint64, o Options) (Result, error) {
	r, err := Generate(rand.New(rand.NewPCG(seed, seedStream)), o)
	r.Seed = seed
	return r, err
}

// seedStream is the second half of FromSeed's PCG state.
const seedStream = 0x5d0c0_9e17a7e

// Generate makes a puzzle with exactly one solution: it draws a random
// full grid (solve.RandomGrid, seed 000's method), then removes clue
// orbits of o.Symmetry in random order, each only when the puzzle stays
// unique (solve.Count(g, 2) == 1), and grades the result. With a level or
// technique target it moves from a puzzle too easy to its harder
// neighbours and from one too hard to its easier ones, repeats this up to
// o.Attempts times and returns the first puzzle that meets the target, or
// else the closest one (MetTarget false).
//
// The same rng state and options give the same puzzle on every platform.
// It fails on invalid options, and with the context's error when
// o.Context is done (returning the closest puzzle so far, if any).
// Cost: a few hundred microseconds of uniqueness checks for a 9x9
// puzzle, plus its grading, times the attempts a target takes; about a
// tenth of a second for 16x16 and seconds for 25x25, ungraded, and
// grading them (a level) costs about as much again. BENCHMARKS.md has
// the figures per level, technique and size.
func Generate(rng *rand.Rand, o Options) (Result, error) {
	g, err := newGenerator(rng, o)
	if err != nil {
		return Result{}, err
	}
	if g.pooled() {
		return fromPool(rng, o)
	}
	return g.run()
}

// pooled reports whether the puzzle comes from the Extreme pool: a
// classic 9x9 Extreme puzzle without a technique target.
func (g *generator) pooled() bool {
	return g.shape == sudoku.Classic && g.o.Level != nil && *g.o.Level == logic.Extreme && g.techniques == nil
}

// generator is one Generate call's state.
type generator struct {
	rng        *rand.Rand
	o          Options
	shape      sudoku.Shape
	orbits     [][]sudoku.Cell
	techniques []logic.Technique // the target technique's forms; nil: none
	targeted   bool
	// ceiling is the hardest level wanted: the target level, or the level
	// of the target technique, or Extreme.
	ceiling logic.Level
	// want is the level digging steers toward when targeted: the target
	// level, or else the target technique's.
	want logic.Level
	// focus is what digging empties first for a technique target.
	focus focus
	// rounds caps harden's moves on one dug puzzle.
	rounds int
	// pinned is how many of the attempt's first removals emptied the
	// focus: harden and the way back from too hard never put them back.
	pinned int
	// singles says that a clue goes only while singles still solve the
	// puzzle, instead of while it stays unique: for an Easy target on a
	// grid larger than 12x12, where a dug puzzle is far harder and
	// grading the puzzles on the way back to Easy takes seconds (on
	// 12x12 the usual way is faster).
	singles bool
	// se says that levels are Sudoku Explainer's: a classic 9x9 level
	// target without a technique (but for Extreme, from the pool).
	se       bool
	attempts int
	count    solve.Options // bounds each uniqueness check
	ctx      context.Context
}

func newGenerator(rng *rand.Rand, o Options) (*generator, error) {
	g := &generator{rng: rng, o: o, shape: o.Shape, ctx: o.Context}
	if g.shape == (sudoku.Shape{}) {
		g.shape = sudoku.Classic
	}
	if err := g.shape.Validate(); err != nil {
		return nil, fmt.Errorf("generate: %w", err)
	}
	if o.Symmetry < 0 || o.Symmetry >= numSymmetries {
		return nil, fmt.Errorf("generate: unknown symmetry %d", int(o.Symmetry))
	}
	if o.Level != nil && (*o.Level < logic.Easy || *o.Level > logic.Extreme) {
		return nil, fmt.Errorf("generate: unknown level %d", int(*o.Level))
	}
	if o.Attempts < 0 {
		return nil, fmt.Errorf("generate: %d attempts: want 0 or more", o.Attempts)
	}
	if o.Technique != "" {
		ts, err := ParseTechnique(o.Technique)
		if err != nil {
			return nil, err
		}
		g.techniques = ts
	}
	if g.ctx == nil {
		g.ctx = context.Background()
	}
	g.targeted = o.Level != nil || g.techniques != nil
	g.ceiling = logic.Extreme
	switch {
	case o.Level != nil:
		g.ceiling = *o.Level
	case g.techniques != nil:
		g.ceiling = logic.LevelOf(g.techniques[len(g.techniques)-1].Rating())
	}
	if o.Level != nil && g.techniques != nil {
		if l := logic.LevelOf(g.techniques[0].Rating()); l > *o.Level {
			return nil, fmt.Errorf("generate: technique %s is %v, above level %v", g.techniques[0].Name(), l, *o.Level)
		}
	}
	g.want = g.ceiling
	g.se = g.shape == sudoku.Classic && o.Level != nil && g.techniques == nil
	g.focus = focusFor(g.techniques)
	g.rounds = hardenRounds
	g.singles = o.Level != nil && *o.Level == logic.Easy && g.techniques == nil && g.shape.N() > 12
	g.attempts = 1
	if g.targeted {
		g.attempts = orDefault(o.Attempts, DefaultAttempts)
	}
	g.orbits = o.Symmetry.orbits(g.shape)
	g.count = solve.Options{Budget: countBudget(g.shape), Context: o.Context}
	return g, nil
}

// orDefault returns v, or def when v is 0.
func orDefault(v, def int) int {
	if v == 0 {
		return def
	}
	return v
}

// countBudget is the node budget of one uniqueness check while digging.
// A check that runs out keeps the clue, so the puzzle stays unique and
// digging stays fast on large grids at the price of a few extra clues.
// The large-grid budgets are the smallest that leave about as few clues
// as a much larger budget.
func countBudget(shape sudoku.Shape) int64 {
	switch {
	case shape.N() <= 9:
		return 100_000
	case shape.N() <= 16:
		return 300
	}
	return 200
}

func (g *generator) run() (Result, error) {
	var best candidate
	bestScore, attempts := -1, 0
	total := g.attempts * len(g.orbits)
	for a := range g.attempts {
		attempts = a + 1
		c, err := g.attempt(a * len(g.orbits))
		if err != nil {
			if g.ctx.Err() != nil {
				// The puzzle of the attempt cut short, when it was dug:
				// on a large grid, what the context leaves time for.
				if c.Puzzle.N() != 0 && (bestScore < 0 || g.distance(c) < bestScore) {
					best = c
				}
				return g.finish(best, attempts), err
			}
			if errors.Is(err, solve.ErrBudget) && a+1 < g.attempts {
				continue // a full grid that ran out of budget: draw another
			}
			return g.finish(best, attempts), fmt.Errorf("generate: %w", err)
		}
		if score := g.distance(c); bestScore < 0 || score < bestScore {
			best, bestScore = c, score
		}
		if bestScore == 0 {
			break
		}
	}
	g.progress(total, total)
	return g.finish(best, attempts), nil
}

// finish returns best as the result of attempts attempts: with its full
// grade when the one it has stops where the path left the target's level
// (the closest puzzle says what it needs) or was cut short by the
// context, and whether it met the target.
// Up to 9x9 that grading takes milliseconds and is done even when the
// context is done; larger grids are graded only within the context, else
// left ungraded. The zero candidate (no attempt finished) stays the zero
// Result.
func (g *generator) finish(best candidate, attempts int) Result {
	if best.Puzzle.N() == 0 {
		return Result{}
	}
	if g.shape == sudoku.Classic && (best.partial || !best.SERated) && (g.targeted || !g.o.NoGrade) {
		// A classic puzzle's level is SE's, in full: up to where the
		// profile goes, else the rating so far as a lower bound.
		r, err := serate.Rate(best.Puzzle)
		if err == nil || errors.Is(err, serate.ErrBeyond) {
			best.SE, best.SERated, best.seLevel = r, true, r.Level()
		}
	}
	if best.partial || !best.Graded && (g.targeted || !g.o.NoGrade) {
		o := logic.Options{Context: g.ctx}
		if g.shape.N() <= 9 {
			o.Context = nil
		}
		var err error
		best.Grade, err = o.GradeGrid(best.Puzzle)
		best.Graded, best.partial = err == nil, false
	}
	best.Attempts = attempts
	best.MetTarget = g.distance(best) == 0
	return best.Result
}

// candidate is a dug puzzle and what is known of its grade.
type candidate struct {
	Result
	// seLevel is the level SE's rating gives, when SERated: above the
	// target when partial.
	seLevel logic.Level
	// partial says that Grade covers the solving path only up to where it
	// first needs a step above the target: its Level is then a lower bound,
	// above the target.
	partial bool
}

// attempt draws one full grid, digs a unique puzzle from it and grades it.
// When that puzzle is easier than the target level, harden moves it to
// harder neighbours. When it is harder than the target, it tries the
// puzzles one orbit of clues easier (each removed orbit put back in turn,
// the last removed first): they are unique and symmetric too. done is the
// progress so far.
func (g *generator) attempt(done int) (candidate, error) {
	sol, err := solve.RandomGrid(g.shape, g.rng, solve.Options{Context: g.o.Context})
	if err != nil {
		return candidate{}, err
	}
	p, removals, err := g.dig(sol, done)
	if err != nil {
		return candidate{}, err
	}
	c := g.grade(p, sol)
	if g.o.Minimal {
		return c, g.ctx.Err() // a neighbour would not be minimal
	}
	c, removals = g.harden(c, removals)
	if g.tooHard(c) {
		// The neighbours of the puzzle harden settled on, which need not
		// be the one dug.
		hardened := c.Puzzle
		for i := len(removals) - 1; i >= g.pinned && g.distance(c) > 0 && g.err() == nil; i-- {
			q := hardened
			for _, cell := range removals[i] {
				q.Set(cell, sol.At(cell))
			}
			if v := g.grade(q, sol); g.distance(v) < g.distance(c) {
				c = v
			}
		}
	}
	return c, g.ctx.Err()
}

// hardenRounds caps the moves harden tries on one dug puzzle.
const hardenRounds = 8

// harden looks near a puzzle that misses the target for one that meets
// it: each move puts back one removed clue orbit, at random, and digs the
// other orbits again. For a level, a move that removes something and
// grades at least as hard is kept, until the puzzle reaches the level. For
// a technique, a move that comes closer (g.closer) is kept, until the
// puzzle meets the target or grades above it. A dug puzzle is Expert or
// harder about one time in eleven, so starting over is dear; the puzzles a
// few moves away share most of their clues and are often harder.
func (g *generator) harden(c candidate, removals [][]sudoku.Cell) (candidate, [][]sudoku.Cell) {
	if !g.targeted {
		return c, removals
	}
	for range g.rounds {
		if !g.known(c) || g.distance(c) == 0 || g.level(c) > g.want || len(removals) == g.pinned || g.err() != nil {
			break
		}
		if g.techniques == nil && g.level(c) >= g.want {
			break
		}
		q, sol := c.Puzzle, c.Solution
		back := g.pinned + g.rng.IntN(len(removals)-g.pinned)
		kept := removals[back]
		for _, cell := range kept {
			q.Set(cell, sol.At(cell))
		}
		moved := slices.Delete(slices.Clone(removals), back, back+1)
		n := len(moved)
		for _, o := range g.rng.Perm(len(g.orbits)) {
			// Orbits partition the cells: a first cell names its orbit.
			cells := g.orbits[o]
			if q.At(cells[0]) == 0 || cells[0] == kept[0] {
				continue
			}
			if ok, err := g.tryRemove(&q, sol, cells); err != nil {
				return c, removals
			} else if ok {
				moved = append(moved, cells)
			}
		}
		if len(moved) == n {
			continue // nothing else could go: the same puzzle
		}
		if v := g.grade(q, sol); g.closer(v, c) {
			c, removals = v, moved
		}
	}
	return c, removals
}

// closer reports whether harden should move from c to v: for a level, v
// grades at least as hard as c; for a technique, v is nearer the target,
// or as near and no harder than the level wanted.
func (g *generator) closer(v, c candidate) bool {
	if !g.known(v) {
		return false
	}
	if g.techniques == nil {
		return g.level(v) >= g.level(c)
	}
	dv, dc := g.distance(v), g.distance(c)
	return dv < dc || dv == dc && v.Grade.Level <= g.want
}

// grade grades puzzle p: fully without a target (unless NoGrade), and with
// one only as far as needed to tell that p is harder than the target,
// which spares the costly chain searches of puzzles far too hard.
func (g *generator) grade(p, sol sudoku.Grid) candidate {
	c := candidate{Result: Result{Puzzle: p, Solution: sol}}
	if g.se {
		r, within, err := serate.Options{Context: g.ctx}.RateWithin(p, g.ceiling)
		if err != nil {
			return c
		}
		c.SE, c.SERated, c.seLevel = r, true, r.Level()
		if !within {
			c.partial, c.seLevel = true, max(c.seLevel, g.ceiling+1)
		}
		return c
	}
	if !g.targeted {
		if !g.o.NoGrade {
			var err error
			c.Grade, err = logic.Options{Context: g.ctx}.GradeGrid(p)
			c.Graded = err == nil
		}
		return c
	}
	s, err := logic.FromGrid(p)
	if err != nil {
		return c
	}
	var gr logic.Grader
	for !s.Solved() {
		h, ok, err := logic.NextWithinContext(g.ctx, s, g.ceiling)
		if err != nil {
			return c // not graded: the context is done
		}
		if !ok {
			if g.ceiling == logic.Extreme || s.Broken() != nil {
				return c // the grader gave up
			}
			// Only a technique above the ceiling would go on.
			c.Grade, c.Graded, c.partial = gr.Grade(), true, true
			c.Grade.Level = g.ceiling + 1
			return c
		}
		gr.Add(h.Step)
		if logic.LevelOf(h.Step.Rating) > g.ceiling && !g.own(h.Step) {
			c.partial = true
			break
		}
		if err := h.Step.Apply(s); err != nil {
			return c
		}
	}
	c.Grade, c.Graded = gr.Grade(), true
	return c
}

// tooHard reports whether c is graded above g.ceiling, or not graded.
func (g *generator) tooHard(c candidate) bool {
	return !g.known(c) || g.level(c) > g.ceiling
}

// level returns c's level as the target reads it: SE's for SE levels,
// else the grade's.
func (g *generator) level(c candidate) logic.Level {
	if g.se {
		return c.seLevel
	}
	return c.Grade.Level
}

// known reports whether c's level is known.
func (g *generator) known(c candidate) bool {
	if g.se {
		return c.SERated
	}
	return c.Graded
}

// dig removes the clue orbits of sol in random order while the puzzle stays
// unique, then, for a minimal puzzle, single clues. It returns the puzzle
// and the removals made, in order. One pass suffices: a removal that fails
// once fails again later, as removing more clues only adds solutions.
func (g *generator) dig(sol sudoku.Grid, done int) (sudoku.Grid, [][]sudoku.Cell, error) {
	p := sol
	var removals [][]sudoku.Cell
	try := func(cells []sudoku.Cell) error {
		ok, err := g.tryRemove(&p, sol, cells)
		if ok {
			removals = append(removals, cells)
		}
		return err
	}
	order, focused := g.digOrder(sol)
	g.pinned = 0
	for i, o := range order {
		if err := try(g.orbits[o]); err != nil {
			return p, nil, err
		}
		if i < focused {
			g.pinned = len(removals)
		}
		g.progress(done+i+1, g.attempts*len(g.orbits))
	}
	if g.o.Minimal && g.o.Symmetry != None {
		for _, c := range g.rng.Perm(g.shape.Cells()) {
			if p.At(sudoku.Cell(c)) == 0 {
				continue
			}
			if err := try([]sudoku.Cell{sudoku.Cell(c)}); err != nil {
				return p, nil, err
			}
		}
	}
	return p, removals, nil
}

// focus is what digging for a technique target empties first, so that
// the patterns the technique needs can form.
type focus int

const (
	focusNone focus = iota
	// focusDigit digs the orbits that hold one digit first: a fish of
	// four lines is the first fish to see its eliminations only where the
	// digit is placed at most once (else the fish on the other lines, of
	// size lines left minus four, sees them), and a digit without clues
	// keeps its lines open longest.
	focusDigit
	// focusHouse digs the orbits that meet one house first: a naked quad
	// comes first only in a house with 8 or more empty cells, a hidden
	// quad only in an empty one (else the naked subset of the other cells,
	// smaller and rated lower, makes the same eliminations).
	focusHouse
)

// focusFor returns the focus of digging for techniques ts.
func focusFor(ts []logic.Technique) focus {
	for _, t := range ts {
		switch t {
		case logic.Jellyfish, logic.FinnedJellyfish, logic.SashimiJellyfish:
			return focusDigit
		case logic.NakedQuad, logic.HiddenQuad:
			return focusHouse
		}
	}
	return focusNone
}

// digOrder returns the order in which dig tries the orbits: random, with
// the orbits of g.focus (for a digit or house drawn at random) first, and
// how many of those there are.
func (g *generator) digOrder(sol sudoku.Grid) (order []int, focused int) {
	order = g.rng.Perm(len(g.orbits))
	var first func(c sudoku.Cell) bool
	switch g.focus {
	case focusDigit:
		d := sudoku.Digit(1 + g.rng.IntN(g.shape.N()))
		first = func(c sudoku.Cell) bool { return sol.At(c) == d }
	case focusHouse:
		h := sudoku.House(g.rng.IntN(g.shape.Houses()))
		first = func(c sudoku.Cell) bool { hs := g.shape.HousesOf(c); return slices.Contains(hs[:], h) }
	default:
		return order, 0
	}
	in := func(o int) bool { return slices.ContainsFunc(g.orbits[o], first) }
	slices.SortStableFunc(order, func(a, b int) int {
		switch fa, fb := in(a), in(b); {
		case fa && !fb:
			return -1
		case fb && !fa:
			return 1
		}
		return 0
	})
	for focused < len(order) && in(order[focused]) {
		focused++
	}
	return order, focused
}

// tryRemove blanks cells in p and reports whether p stays unique; if not,
// it restores them from sol. A check that runs out of budget restores them
// too.
func (g *generator) tryRemove(p *sudoku.Grid, sol sudoku.Grid, cells []sudoku.Cell) (bool, error) {
	if err := g.err(); err != nil {
		return false, err
	}
	for _, c := range cells {
		p.Set(c, 0)
	}
	if g.singles {
		if !singlesSolve(*p) {
			for _, c := range cells {
				p.Set(c, sol.At(c))
			}
			return false, nil
		}
		return true, nil
	}
	n, err := g.count.Count(*p, 2)
	if err != nil && !errors.Is(err, solve.ErrBudget) {
		return false, err
	}
	if err != nil || n != 1 {
		for _, c := range cells {
			p.Set(c, sol.At(c))
		}
		return false, nil
	}
	return true, nil
}

// singlesSolve reports whether singles alone solve p; then p has exactly
// one solution and grades Easy. Cost: a solve by singles, O(N^4).
func singlesSolve(p sudoku.Grid) bool {
	s, err := logic.FromGrid(p)
	if err != nil {
		return false
	}
	for !s.Solved() {
		h, ok := logic.NextWithin(s, logic.Easy)
		if !ok || h.Step.Apply(s) != nil {
			return false
		}
	}
	return true
}

// distance scores how far c is from the target: 0 when it meets it, then
// the number of levels away from the level wanted, plus 10 when it misses
// the technique. A partial grade's level is above the ceiling, so such a
// puzzle never meets the target, even when it uses the technique before
// it needs a harder one.
func (g *generator) distance(c candidate) int {
	if !g.targeted {
		return 0
	}
	if !g.known(c) {
		return 1000
	}
	d := int(g.level(c) - g.want)
	d = max(d, -d)
	switch {
	case g.techniques == nil:
	case !uses(c.Grade, g.techniques):
		d += 10
	case g.o.Level == nil && !c.partial && slices.Contains(g.techniques, c.Grade.Hardest):
		d = 0 // the technique's own step, lifted above its level by a bonus
	}
	return d
}

// own reports whether st is a step of the target technique that a
// technique target without a level accepts above the ceiling: a unique
// rectangle type 3 with a larger subset, or a long chain, rates above its
// technique's level, yet it is the technique asked for.
func (g *generator) own(st logic.Step) bool {
	return g.o.Level == nil && slices.Contains(g.techniques, st.Technique)
}

// uses reports whether gr's path uses one of ts.
func uses(gr logic.Grade, ts []logic.Technique) bool {
	for _, u := range gr.Uses {
		for _, t := range ts {
			if u.Technique == t {
				return true
			}
		}
	}
	return false
}

// err yields to other goroutines, then returns the context's error. Under
// js/wasm nothing preempts a running goroutine, so a deadline's timer
// fires only when the generator yields: without it, a worker's time budget
// ran seconds over, until a garbage collection happened to switch.
func (g *generator) err() error {
	if g.ctx.Done() == nil {
		return nil // never done: no need to yield
	}
	runtime.Gosched()
	return g.ctx.Err()
}

func (g *generator) progress(done, total int) {
	if g.o.Progress != nil {
		g.o.Progress(done, total)
	}
}

// Sizes returns the grid sides Generate is made for, smallest first: 4,
// 6, 8, 9, 12, 16 and 25, those of sudoku.Sizes, each with the box shape
// sudoku.ShapeForSize gives it (Options.Shape). Generate accepts any valid
// shape; these are the sides every text format reads back. The slice is
// new on each call.
func Sizes() []int { return sudoku.Sizes() }

// TechniqueNames returns the names Options.Technique takes, one per
// target, in logic.Technique order: logic.Technique.Name, once for the
// techniques that share it ("hidden single" is both the box and the line
// form; each unique rectangle type has its own name). ParseTechnique reads
// each of them. The slice is new on each call.
func TechniqueNames() []string {
	var names []string
	for t := logic.FullHouse; t <= logic.TrialAndError; t++ {
		same := func(n string) bool { return squash(n) == squash(t.Name()) }
		if !slices.ContainsFunc(names, same) {
			names = append(names, t.Name())
		}
	}
	return names
}

// ParseTechnique returns the techniques named name: those whose
// logic.Technique.Name matches it ignoring case, spaces and hyphens
// ("xwing" is X-Wing; "hidden single" is both its box and line forms).
// TechniqueNames lists the names it reads.
func ParseTechnique(name string) ([]logic.Technique, error) {
	want := squash(name)
	var ts []logic.Technique
	for t := logic.FullHouse; t <= logic.TrialAndError; t++ {
		if squash(t.Name()) == want {
			ts = append(ts, t)
		}
	}
	if ts == nil {
		return nil, fmt.Errorf("generate: unknown technique %s (want one of %s)", quote.String(name), strings.Join(TechniqueNames(), ", "))
	}
	return ts, nil
}

// squash lowercases s and drops everything but letters and digits.
func squash(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}
