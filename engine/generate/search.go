package generate

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"

	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/serate"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// DefaultCandidates is the number of candidates Harder, or Search over
// all its climbs, rates when SearchOptions.Candidates is 0.
const DefaultCandidates = 1000

// DefaultPatience is Search's SearchOptions.Patience when that is 0: the
// candidates in a row rated no higher than a climb's best after which it
// starts again from a new seed.
const DefaultPatience = 30

// SearchOptions steer Harder and Search. The zero value searches
// DefaultCandidates candidates for the hardest puzzle it can find, with
// a fixed seed.
type SearchOptions struct {
	// MinSE, when above 0, is the rating in tenths of Sudoku Explainer's
	// scale (80 for 8.0) at which the search stops: the first puzzle
	// rated MinSE or more is the result. A puzzle beyond the SE profile
	// (serate.ErrBeyond) rates serate.BeyondRating or more, so it
	// meets any MinSE up to that.
	MinSE int
	// Candidates caps the candidates rated: distinct puzzles with one
	// solution, each rated at least up to the fast bound. 0 means
	// DefaultCandidates.
	Candidates int
	// Patience ends a climb after that many candidates in a row rated
	// no higher than its best: Search then starts again from a new seed.
	// For Harder 0 means no limit; for Search, DefaultPatience.
	Patience int
	// Rand draws the moves; nil means a PCG seeded with 0, so that a nil
	// Rand gives the same search every time.
	Rand *rand.Rand
	// Progress, when not nil, is called with the result so far each time
	// the search finds a puzzle rated higher than the best before it
	// (for Search, higher than the best of every climb before it, seeds
	// included).
	Progress func(SearchResult)
}

// SearchResult is the outcome of a search.
type SearchResult struct {
	// Puzzle is the hardest puzzle found (the seed when nothing harder
	// was): it has exactly one solution, Solution, and SE is its rating
	// by serate.Rate. A puzzle that needs techniques beyond the SE
	// profile has SE.Beyond set and SE.Rating a lower bound.
	Puzzle, Solution sudoku.Grid
	SE               serate.Rating
	// From is the seed's rating.
	From serate.Rating
	// Candidates is the number of distinct candidates rated; the fast
	// bound dropped all but Rated of them, the ones rated in full because
	// SE rates them higher than the best puzzle before them.
	Candidates, Rated int
	// Moves is the number of candidates the search moved to: those rated
	// higher than the best before them, and those rated the same that it
	// walked on to.
	Moves int
	// Climbs is the number of seeds the search climbed from: 1 for
	// Harder. Candidates, Rated and Moves count over all of them; From
	// is the rating of the seed Puzzle came from.
	Climbs int
	// MetTarget says that SearchOptions.MinSE was above 0 and SE.Rating
	// reaches it (a lower bound when SE.Beyond).
	MetTarget bool
}

// Harder searches the neighbourhood of the classic 9x9 puzzle from for
// puzzles that Sudoku Explainer rates higher (serate.Rate), as the
// forum's pattern generators do. From the current puzzle each step makes
// a candidate: it removes one clue (sometimes two) and adds as many,
// each a digit its peers allow in an empty cell (perhaps the cell just
// emptied), keeps the result only when it has exactly one solution, and
// then drops every clue the puzzle can do without (Minimise), so that
// candidates are minimal puzzles. A candidate already rated is skipped.
//
// Each candidate is first rated with the fast bound,
// serate.Options.RateUpTo with the best rating so far as the ceiling,
// which never tries SE's techniques above the best; a candidate rated no
// higher than the best is dropped there (or, when rated the same, walked
// on to, with a chance of one in two), and only a candidate the bound
// shows to be harder is rated in full (serate.Rate) and becomes the current
// puzzle. The search stops when the best reaches o.MinSE, after
// o.Candidates candidates, after o.Patience candidates in a row rated no
// higher than the best, when the best needs techniques beyond the SE
// profile (SE.Beyond: the profile cannot tell harder ones apart), or
// when a thousand steps in a row find no new candidate.
//
// The same o.Rand state gives the same search. It fails when from is not
// 9x9, has no solution or more than one, or on invalid options. When ctx
// is done it returns the best puzzle so far with ctx's error (an empty
// result when the seed itself was not rated yet).
//
// Cost: one rating of the seed, and per candidate a few hundred
// microseconds of uniqueness checks plus its rating up to the bound:
// milliseconds for an easy candidate, tens for one that needs forcing
// chains, the most near 9.0, where SE's dynamic chains decide. The
// memory of the candidates rated grows by about 100 bytes a candidate.
// BENCHMARKS.md has the reach per time budget.
func Harder(ctx context.Context, from sudoku.Grid, o SearchOptions) (SearchResult, error) {
	return harder(ctx, from, nil, o)
}

// harder is Harder, with the seed's rating when known (from serate.Rate).
func harder(ctx context.Context, from sudoku.Grid, known *serate.Rating, o SearchOptions) (SearchResult, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if from.Shape() != sudoku.Classic {
		return SearchResult{}, fmt.Errorf("generate: search: Sudoku Explainer rates 9x9 puzzles only, not %s", from.Shape())
	}
	if err := o.check(); err != nil {
		return SearchResult{}, err
	}
	if err := from.Validate(); err != nil {
		return SearchResult{}, fmt.Errorf("generate: search: %w", err)
	}
	s := searcher{
		ctx:   ctx,
		rng:   o.Rand,
		count: solve.Options{Budget: countBudget(sudoku.Classic), Context: ctx},
		rate:  serate.Options{Context: ctx},
		seen:  map[[81]sudoku.Digit]bool{},
	}
	if s.rng == nil {
		s.rng = defaultSearchRand()
	}
	sol, unique, err := solve.Options{Context: ctx}.Solve(from)
	switch {
	case err != nil:
		return SearchResult{}, fmt.Errorf("generate: search: %w", err)
	case !unique:
		return SearchResult{}, fmt.Errorf("generate: search: %w", ErrNotUnique)
	}
	var se serate.Rating
	if known != nil {
		se = *known
	} else {
		se, err = s.rate.Rate(from)
	}
	if err != nil && !errors.Is(err, serate.ErrBeyond) {
		if ctx.Err() != nil {
			return SearchResult{}, ctx.Err()
		}
		return SearchResult{}, fmt.Errorf("generate: search: rating the seed: %w", err)
	}
	res := SearchResult{Puzzle: from, Solution: sol, SE: se, From: se, Climbs: 1}
	s.seen[key(from)] = true
	limit := orDefault(o.Candidates, DefaultCandidates)
	met := func() bool {
		return o.MinSE > 0 && res.SE.Rating >= o.MinSE
	}
	patience := o.Patience
	if patience == 0 {
		patience = limit
	}
	for stale, flat := 0, 0; res.Candidates < limit && flat < patience && !met() && !res.SE.Beyond && stale < staleSteps; {
		runtime.Gosched() // lets a deadline's timer fire under js/wasm
		if err := ctx.Err(); err != nil {
			return res, err
		}
		q, ok := s.neighbour(res.Puzzle)
		if !ok || s.seen[key(q)] {
			stale++
			continue
		}
		stale = 0
		s.seen[key(q)] = true
		res.Candidates++
		flat++
		r, within, err := s.rate.RateUpTo(q, res.SE.Rating)
		if err == nil && within {
			// Walking on to a candidate rated the same lets the search
			// leave a puzzle none of whose neighbours is harder; doing
			// it every time would leave each neighbourhood before it
			// has seen much of it. One in two did at least as well as
			// never or always in a small trial.
			if r.Rating == res.SE.Rating && s.rng.IntN(2) == 0 {
				res.Puzzle, res.SE = q, r
				res.Moves++
			}
			continue
		}
		if err == nil {
			res.Rated++
			r, err = s.rate.Rate(q)
		}
		if err != nil && !errors.Is(err, serate.ErrBeyond) {
			if ctx.Err() != nil {
				return res, ctx.Err()
			}
			return res, fmt.Errorf("generate: search: rating %s: %w", q, err)
		}
		if r.Rating <= res.SE.Rating {
			continue // the bound's path differed from SE's: no rise after all
		}
		res.Puzzle, res.SE = q, r
		res.Moves++
		flat = 0
		res.Solution, _, err = solve.Options{Context: ctx}.Solve(q)
		if err != nil {
			return res, fmt.Errorf("generate: search: %w", err)
		}
		if o.Progress != nil {
			res.MetTarget = met()
			o.Progress(res)
		}
	}
	res.MetTarget = met()
	return res, nil
}

// check reports options out of range.
func (o SearchOptions) check() error {
	switch {
	case o.MinSE < 0:
		return fmt.Errorf("generate: search: MinSE %d: want 0 or more tenths", o.MinSE)
	case o.Candidates < 0:
		return fmt.Errorf("generate: search: %d candidates: want 0 or more", o.Candidates)
	case o.Patience < 0:
		return fmt.Errorf("generate: search: patience %d: want 0 or more candidates", o.Patience)
	}
	return nil
}

// staleSteps is how many steps in a row may find no new candidate
// before Harder gives up: the neighbourhood is then all rated.
const staleSteps = 1000

// neighbourTries caps the moves one step of Harder tries before it
// finds one that leaves a single solution.
const neighbourTries = 200

// searcher is one Harder call's state.
type searcher struct {
	ctx   context.Context
	rng   *rand.Rand
	count solve.Options
	rate  serate.Options
	seen  map[[81]sudoku.Digit]bool // the candidates rated, and the seed
}

// key is a classic grid's cells, a map key.
func key(g sudoku.Grid) (k [81]sudoku.Digit) {
	for c := range sudoku.Cell(81) {
		k[c] = g.At(c)
	}
	return k
}

// neighbour returns a minimal puzzle with one solution one move from p
// (which has one solution): one clue removed and one added (two and
// two, one move in four), then every clue it can do without dropped. ok
// is false when neighbourTries moves found none, or the context ended.
func (s *searcher) neighbour(p sudoku.Grid) (q sudoku.Grid, ok bool) {
	for range neighbourTries {
		q = p
		k := 1
		if s.rng.IntN(4) == 0 {
			k = 2
		}
		for range k {
			clues := cellsWhere(q, func(d sudoku.Digit) bool { return d != 0 })
			q.Set(clues[s.rng.IntN(len(clues))], 0)
		}
		for range k {
			empty := cellsWhere(q, func(d sudoku.Digit) bool { return d == 0 })
			c := empty[s.rng.IntN(len(empty))]
			allowed := allowedDigits(q, c)
			if len(allowed) == 0 {
				continue
			}
			q.Set(c, allowed[s.rng.IntN(len(allowed))])
		}
		if n, err := s.count.Count(q, 2); err != nil || n != 1 {
			if s.ctx.Err() != nil {
				return p, false
			}
			continue
		}
		m, err := Minimise(sudoku.Puzzle{Grid: q}, nil, s.rng, s.count)
		if err != nil && s.ctx.Err() != nil {
			return p, false
		}
		if m.Shape() == sudoku.Classic {
			q = m // the puzzle so far, unique, when a count ran out of budget
		}
		return q, true
	}
	return p, false
}

// cellsWhere returns the cells of the classic grid g whose digit keep
// accepts, in order.
func cellsWhere(g sudoku.Grid, keep func(sudoku.Digit) bool) []sudoku.Cell {
	var out []sudoku.Cell
	for c := range sudoku.Cell(81) {
		if keep(g.At(c)) {
			out = append(out, c)
		}
	}
	return out
}

// allowedDigits returns the digits no peer of c holds in the classic
// grid g, in increasing order.
func allowedDigits(g sudoku.Grid, c sudoku.Cell) []sudoku.Digit {
	var used [10]bool
	for _, p := range sudoku.Classic.Peers(c) {
		used[g.At(p)] = true
	}
	var out []sudoku.Digit
	for d := sudoku.Digit(1); d <= 9; d++ {
		if !used[d] {
			out = append(out, d)
		}
	}
	return out
}

// defaultSearchRand is the source of a search given no Rand.
func defaultSearchRand() *rand.Rand { return rand.New(rand.NewPCG(0, seedStream)) }

// Search looks for a classic 9x9 puzzle that Sudoku Explainer rates at
// least o.MinSE, or with o.MinSE 0 the hardest it can find: it climbs
// with Harder from a HardSeed puzzle, and when a climb rates o.Patience
// candidates in a row (DefaultPatience when 0) no higher than its best,
// starts again from a new HardSeed puzzle. It stops when a climb meets
// o.MinSE or needs techniques beyond the SE profile, when o.Candidates
// candidates have been rated over all climbs, or when ctx is done, and
// returns the best puzzle of all climbs.
//
// The same o.Rand state gives the same search. It fails on invalid
// options and on HardSeed's errors; when ctx is done it returns the best
// puzzle so far with ctx's error (an empty result when no seed was rated
// yet). Cost: Harder's per candidate, plus tens of milliseconds per
// seed. BENCHMARKS.md has the ratings reached per time budget.
func Search(ctx context.Context, o SearchOptions) (SearchResult, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if err := o.check(); err != nil {
		return SearchResult{}, err
	}
	rng := o.Rand
	if rng == nil {
		rng = defaultSearchRand()
	}
	limit := orDefault(o.Candidates, DefaultCandidates)
	var best, total SearchResult // best: the best climb; total: the sums
	merged := func() SearchResult {
		r := best
		r.Candidates, r.Rated, r.Moves, r.Climbs = total.Candidates, total.Rated, total.Moves, total.Climbs
		return r
	}
	reported := -1 // the rating of the last puzzle Progress was given
	report := func(r SearchResult) {
		if v := r.SE.Rating; o.Progress != nil && v > reported {
			reported = v
			o.Progress(r)
		}
	}
	for spent := 0; spent < limit; {
		seed, err := HardSeed(ctx, rng)
		if err != nil {
			if ctx.Err() != nil {
				return merged(), ctx.Err()
			}
			return merged(), fmt.Errorf("generate: search: %w", err)
		}
		co := o
		co.Rand, co.Patience, co.Candidates = rng, orDefault(o.Patience, DefaultPatience), limit-spent
		before := total
		co.Progress = func(r SearchResult) {
			if best.Climbs == 0 || r.SE.Rating > best.SE.Rating {
				best = r
			}
			total.Candidates, total.Rated, total.Moves = before.Candidates+r.Candidates, before.Rated+r.Rated, before.Moves+r.Moves
			report(merged())
		}
		var known *serate.Rating
		total.Climbs++
		if seed.SERated {
			known = &seed.SE
			if best.Climbs == 0 || seed.SE.Rating > best.SE.Rating {
				best = SearchResult{Puzzle: seed.Puzzle, Solution: seed.Solution, SE: seed.SE, From: seed.SE, Climbs: 1}
				best.MetTarget = o.MinSE > 0 && seed.SE.Rating >= o.MinSE
				report(merged())
			}
		}
		r, err := harder(ctx, seed.Puzzle, known, co)
		total.Candidates, total.Rated, total.Moves = before.Candidates+r.Candidates, before.Rated+r.Rated, before.Moves+r.Moves
		spent += max(r.Candidates, 1) // a climb that found no candidate still counts
		if r.Climbs > 0 && (best.Climbs == 0 || r.SE.Rating > best.SE.Rating) {
			best = r
		}
		if best.Climbs > 0 {
			report(merged())
		}
		if err != nil || best.MetTarget || best.SE.Beyond {
			return merged(), err
		}
	}
	return merged(), nil
}

// HardSeed returns a seed for Harder: a minimal classic 9x9 puzzle that
// Sudoku Explainer rates Master (6.1 to 9.0), made by Generate with
// Level Master and Minimal, so res.SE is its rating. The same rng state
// gives the same puzzle. Errors and cost are Generate's: tens of
// milliseconds.
func HardSeed(ctx context.Context, rng *rand.Rand) (Result, error) {
	return Generate(rng, Options{Level: new(logic.Master), Minimal: true, Context: ctx})
}
