package logic

import (
	"context"
	"fmt"
	"runtime"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// finder searches a state for one technique's step, in a fixed order, and
// reports false when the technique does not apply. It does not change s.
type finder func(s *State) (Step, bool)

// finders lists the searches in the order Next tries them: by the
// technique's rating, then in the order of the Technique constants.
// Those marked classic run only under classic rules: unique rectangles
// and BUG+1 argue that a pattern's digits could be swapped, which extra
// houses, irregular regions and forbidden moves do not allow. Those
// marked cages run only when the rules have killer cages, pairs when
// they have rules between two cells, and clues when they have clues.
// A statically initialised variable, which the linker leaves out of a
// program that never reads it (the page): built by code at init, it
// would link every search.
var finders = []struct {
	t       Technique
	find    finder
	classic bool
	cages   bool
	pairs   bool
	clues   bool
}{
	{t: FullHouse, find: findFullHouse},
	{t: OddEven, find: findOddEven, clues: true},
	{t: HiddenSingleBox, find: findHiddenSingleBox},
	{t: HiddenSingleLine, find: findHiddenSingleLine},
	{t: PairRule, find: findPairRule, pairs: true},
	{t: BetweenLine, find: findBetweenLine, clues: true},
	{t: CageCombination, find: findCageCombination, cages: true},
	{t: RenbanLine, find: findRenbanLine, clues: true},
	{t: ArrowSum, find: findArrowSum, clues: true},
	{t: LittleKillerSum, find: findLittleKillerSum, clues: true},
	{t: NakedSingle, find: findNakedSingle},
	{t: SandwichSum, find: findSandwichSum, clues: true},
	{t: InniesOuties, find: findInnies, cages: true},
	{t: Pointing, find: findPointing},
	{t: CageHouse, find: findCageHouse, cages: true},
	{t: Claiming, find: findClaiming},
	{t: NakedPair, find: findNakedPair},
	{t: HouseCombinations, find: findHouseCombinations, cages: true},
	{t: XWing, find: findXWing},
	{t: HiddenPair, find: findHiddenPair},
	{t: FinnedXWing, find: findFinnedXWing},
	{t: Skyscraper, find: findSkyscraper},
	{t: SashimiXWing, find: findSashimiXWing},
	{t: LargeInnies, find: findLargeInnies, cages: true},
	{t: NakedTriple, find: findNakedTriple},
	{t: Swordfish, find: findSwordfish},
	{t: HiddenTriple, find: findHiddenTriple},
	{t: FinnedSwordfish, find: findFinnedSwordfish},
	{t: TwoStringKite, find: findTwoStringKite},
	{t: SashimiSwordfish, find: findSashimiSwordfish},
	{t: TurbotFish, find: findTurbotFish},
	{t: XYWing, find: findXYWing},
	{t: EmptyRectangle, find: findEmptyRectangle},
	{t: XYZWing, find: findXYZWing},
	{t: WWing, find: findWWing},
	{t: UniqueRectangle1, find: findUniqueRectangle1, classic: true},
	{t: UniqueRectangle2, find: findUniqueRectangle2, classic: true},
	{t: UniqueRectangle4, find: findUniqueRectangle4, classic: true},
	{t: UniqueRectangle3, find: findUniqueRectangle3, classic: true},
	{t: SimpleColouring, find: findSimpleColouring},
	{t: NakedQuad, find: findNakedQuad},
	{t: Jellyfish, find: findJellyfish},
	{t: HiddenQuad, find: findHiddenQuad},
	{t: FinnedJellyfish, find: findFinnedJellyfish},
	{t: SashimiJellyfish, find: findSashimiJellyfish},
	{t: ALSXZ, find: findALSXZ},
	{t: BUGPlus1, find: findBUGPlus1, classic: true},
	{t: XChain, find: findXChain},
	{t: XYChain, find: findXYChain},
	{t: AIC, find: findAIC},
	{t: ContradictionChain, find: findContradictionChain},
	{t: CellForcingChain, find: findCellForcingChain},
	{t: RegionForcingChain, find: findRegionForcingChain},
	{t: TrialAndError, find: findTrial},
}

// Hint is the next step in the three forms a player asks for, from least
// to most revealing: Nudge names the technique and where to look ("Look
// for a hidden single in row 4"), a Message, which Vague writes in
// English; Step is the concrete step, with its sentence; Step.Apply makes
// it.
type Hint struct {
	Step  Step
	shape sudoku.Shape
	geo   *geometry
}

// Nudge says where to look for the step without giving it away, as a
// Message: "Look for an X-Wing in row 4" ("nudge-house"), "Look at the
// white dot between r1c1 and r1c2" ("nudge-rule"). It is built on
// demand, not with the step: graders and Solve, which never show it, do
// not pay for it. Cost: a few small allocations.
func (h Hint) Nudge() Message { return nudge(h.shape, h.geo, h.Step) }

// Vague is the Nudge in English. Cost: Nudge's and its rendering, a
// microsecond or so.
func (h Hint) Vague() string { return english(h.Nudge()) }

// Next returns the easiest step available in s: the first technique, in
// rating order, that applies. It reports false when s is solved, broken
// (see State.Broken), or when no technique applies (possible only when the
// trial step runs out of its budget). Next does not change s.
// Cost: that of the techniques tried, from O(N^2) for singles upwards.
func Next(s *State) (Hint, bool) {
	return NextWithin(s, Extreme)
}

// NextWithin is Next limited to the techniques of level or easier: it
// reports false also when only a harder technique would apply. A caller
// that only needs to know whether a puzzle is at most that hard (the
// generator seeking a level) is spared the costly searches of chains and
// forcing chains. A step it returns may still rate above level, as a long
// chain's length bonus can lift it.
// Cost: that of the techniques tried.
func NextWithin(s *State, level Level) (Hint, bool) {
	h, ok, _ := nextWithin(s, level, nil)
	return h, ok
}

// NextWithinContext is NextWithin bounded by ctx, as Options.Context
// bounds Solve: when ctx is done it returns ctx's error.
func NextWithinContext(ctx context.Context, s *State, level Level) (Hint, bool, error) {
	return nextWithin(s, level, ctx)
}

// slowRating is the rating from which a search may take tens of
// milliseconds on a 25x25 grid (ALS-XZ, chains, forcing chains, trial):
// a context is checked before each of them.
const slowRating = 5.5

// nextWithin is NextWithin that checks ctx, when not nil, before each
// search from slowRating up and within trial and error, and returns its
// error when it is done.
func nextWithin(s *State, level Level, ctx context.Context) (Hint, bool, error) {
	if s.Solved() || s.Broken() != nil {
		return Hint{}, false, nil
	}
	limit := level.maxRating()
	if ctx != nil {
		s.ctx = ctx
		defer func() { s.ctx = nil }()
	}
	for _, f := range finders {
		if f.t.Rating() > limit {
			break // finders run in rating order: the rest are harder still
		}
		if ctx != nil && f.t.Rating() >= slowRating {
			if err := yieldErr(ctx); err != nil {
				return Hint{}, false, err
			}
		}
		if f.classic && !s.geo.plain || f.cages && len(s.geo.cages) == 0 || f.pairs && len(s.geo.pairs) == 0 || f.clues && len(s.geo.clues) == 0 {
			continue
		}
		if st, ok := f.find(s); ok {
			st.Rating = max(st.Rating, st.Technique.Rating())
			return Hint{Step: st, shape: s.shape, geo: s.geo}, true, nil
		}
	}
	if ctx != nil {
		if err := ctx.Err(); err != nil {
			return Hint{}, false, err // a search gave up when it was done
		}
	}
	return Hint{}, false, nil
}

// yieldErr lets other goroutines run, then returns ctx's error: under
// js/wasm nothing preempts a running goroutine, so a deadline's timer
// fires only when the solver yields.
func yieldErr(ctx context.Context) error {
	if ctx.Done() == nil {
		return nil // never done: no need to yield
	}
	runtime.Gosched()
	return ctx.Err()
}

// nudge says where to look for st without giving it away: at the rule
// between two cells or the clue of its cause, for its technique in the
// cage of its cause or in its first house, or just for its technique.
func nudge(sh sudoku.Shape, geo *geometry, st Step) Message {
	technique := argTechniqueNudge(st.Technique)
	m := msg("nudge", technique)
	switch {
	case len(st.Houses) > 0:
		house := houseMsg
		if geo != nil && geo.houseMsgs != nil {
			house = func(_ sudoku.Shape, h sudoku.House) Message { return geo.houseMsgs[h] }
		}
		m = msg("nudge-house", technique, argMessage("House", house(sh, st.Houses[0])))
	case geo == nil || len(st.Cause) == 0:
	case st.Technique == PairRule && len(st.Cause) == 2 && geo.pairAt(st.Cause[0].Cell, st.Cause[1].Cell) >= 0:
		pr := geo.pairs[geo.pairAt(st.Cause[0].Cell, st.Cause[1].Cell)]
		title := geo.titles[pr.Constraint]
		m = msg("nudge-rule", argMessage("Rule", title))
		if wholeGridRule(title) {
			m = msg("nudge-rule-at", argMessage("Rule", title), argCell("A", pr.A), argCell("B", pr.B))
		}
	case st.Technique == OddEven:
		m = msg("nudge-odd-even")
	default:
		if title, ok := geo.clueTitle(st.Technique, st.Cause[0].Cell); ok {
			m = msg("nudge-rule", argMessage("Rule", title))
		} else if cg, ok := geo.cageAt(st.Cause); ok {
			m = msg("nudge-cage", technique, argMessage("Cage", cg.title[0]))
		}
	}
	m.Shape = sh
	return m
}

// Options tune Solve. The zero value solves with every technique.
type Options struct {
	// NoTrial stops Solve, as stuck, where only trial and error would go on.
	NoTrial bool
	// MaxSteps caps the number of steps; 0 means no cap beyond the
	// number of candidates, which every step reduces.
	MaxSteps int
	// Context, when not nil, bounds Solve in time: it is checked before
	// each step and before each search from ALS-XZ up (no other search
	// takes more than milliseconds, even on 25x25), and when it is done
	// Solve returns the path so far and its error. A worker grades a
	// large grid within a deadline this way (BENCHMARKS.md has the times
	// per size).
	Context context.Context
}

// Path is the result of Solve: the steps taken, in order, and the state
// they lead to.
type Path struct {
	Steps []Step
	Final sudoku.Grid
}

// StuckError reports where Solve stopped without solving, and why.
type StuckError struct {
	Empty  int    // empty cells left
	Reason string // what stopped it
}

func (e *StuckError) Error() string {
	return fmt.Sprintf("logic: stuck with %d empty cells: %s", e.Empty, e.Reason)
}

// Solve applies Next until s is solved and returns the path. It changes s
// to the final state. When it cannot go on it returns the path so far and
// a *StuckError saying why: no technique applies, only trial and error
// would (with NoTrial), the state is broken (a player's wrong notes or
// digits), or MaxSteps was reached; or the context's error when
// o.Context is done.
// Cost: the sum of the steps' Next calls.
func Solve(s *State, o Options) (Path, error) {
	var p Path
	for !s.Solved() {
		if o.Context != nil {
			if err := yieldErr(o.Context); err != nil {
				p.Final = s.Grid()
				return p, err
			}
		}
		if o.MaxSteps > 0 && len(p.Steps) >= o.MaxSteps {
			p.Final = s.Grid()
			return p, &StuckError{Empty: s.Empty(), Reason: fmt.Sprintf("step limit %d reached", o.MaxSteps)}
		}
		if err := s.Broken(); err != nil {
			p.Final = s.Grid()
			return p, &StuckError{Empty: s.Empty(), Reason: err.Error()}
		}
		h, ok, err := nextWithin(s, Extreme, o.Context)
		if err != nil {
			p.Final = s.Grid()
			return p, err
		}
		if !ok {
			p.Final = s.Grid()
			return p, &StuckError{Empty: s.Empty(), Reason: "no technique applies"}
		}
		if o.NoTrial && h.Step.Technique == TrialAndError {
			p.Final = s.Grid()
			return p, &StuckError{Empty: s.Empty(), Reason: "only trial and error would go on"}
		}
		if err := h.Step.Apply(s); err != nil {
			panic(err) // Next built the step from s itself
		}
		p.Steps = append(p.Steps, h.Step)
	}
	p.Final = s.Grid()
	return p, nil
}
