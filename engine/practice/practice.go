package practice

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Position is a classic 9x9 position to practise a technique on: the
// digits placed, the candidates of every empty cell, and the step of the
// technique the logic solver takes there. It is a value; copies share
// nothing but Step's slices, which are not to be changed.
type Position struct {
	Technique logic.Technique
	// Grid holds the digits placed: the puzzle's givens and those placed
	// on the way to the position.
	Grid sudoku.Grid
	// Givens are the puzzle's clues, a part of Grid: a page draws them as
	// givens and Grid's other digits as placed.
	Givens sudoku.Grid
	// Candidates are each empty cell's candidates, by cell; 0 for a
	// filled cell.
	Candidates [81]sudoku.Set
	// Solution is the puzzle's one solution.
	Solution sudoku.Grid
	// Step is the step logic.Next takes in the position (from Grid and
	// Candidates alone, as State and Line give them): a step of
	// Technique.
	Step logic.Step
	// Rules are the puzzle's rules: the zero Rules (classic) but for the
	// variant techniques' positions (logic.VariantTechniques), whose
	// rules the step reasons with.
	Rules sudoku.Rules
	// Seed is the seed the position was made from; Pooled says it came
	// from the pool (an isomorph of a stored position) rather than from
	// a puzzle generated for it.
	Seed   uint64
	Pooled bool
}

// Line writes p as a 729-character candidate line (codec.FormatCandidates):
// nine symbols a cell, a placed digit as its one candidate. codec.Parse
// reads it back, and logic.FromPuzzleMarks starts from it the position
// whose next step is p.Step (the CLI's explain and grade do so).
// Cost: O(729).
func (p Position) Line() string { return codec.FormatCandidates(p.Grid, p.Candidates[:]) }

// Puzzle returns p as a puzzle with pencil marks, as codec.Parse reads
// Text back: its grid (givens and placed digits), its rules, and every
// cell's candidates (a filled cell's its digit). Cost: O(81).
func (p Position) Puzzle() sudoku.Puzzle {
	marks := make([]sudoku.Set, 81)
	for c := range marks {
		marks[c] = p.Candidates[c]
		if d := p.Grid.At(sudoku.Cell(c)); d != 0 {
			marks[c] = sudoku.Bit(d)
		}
	}
	return sudoku.Puzzle{Grid: p.Grid, Candidates: marks, Rules: p.Rules}
}

// Text writes p in the one line every command of the CLI reads: for
// classic rules its candidate line (Line); for a variant's an f-puzzles
// link (codec.FPuzzlesURL of Puzzle), which carries the rules and, as
// f-puzzles' given pencil marks, the candidates. codec.Parse reads it
// back and logic.FromPuzzleMarks starts from it the position whose next
// step is p.Step. Cost: O(729), and lz-string's compression for a link.
func (p Position) Text() string {
	if p.Rules.Classic() {
		return p.Line()
	}
	return codec.FPuzzlesURL(p.Puzzle())
}

// State returns the logic solver's state of p: its grid and candidates
// under its rules (logic.FromPuzzleCandidates). It fails only for a
// Position not made by this package. Cost: that of
// logic.FromPuzzleCandidates.
func (p Position) State() (*logic.State, error) {
	return logic.FromPuzzleCandidates(sudoku.Puzzle{Grid: p.Grid, Rules: p.Rules}, p.Candidates[:])
}

// Techniques returns the techniques offered, in logic.Technique order
// (rating, as Sudoku Explainer's): those for which PositionFor serves a
// position for every seed. The UI's list of lessons is this one. The
// slice is new on each call. Cost: O(techniques).
func Techniques() []logic.Technique {
	var ts []logic.Technique
	for _, s := range sources {
		if s.serves() {
			ts = append(ts, s.t)
		}
	}
	return ts
}

// Offered reports whether Techniques lists t. Cost: reading the pool,
// the first time.
func Offered(t logic.Technique) bool {
	_, ok := sourceOf(t)
	return ok
}

// serves reports whether s can serve positions: it is generated, or the
// pool has some for it.
func (s source) serves() bool {
	if s.generated {
		return true
	}
	es, err := poolOf(s.t)
	return err == nil && len(es) > 0
}

// Error is a failure to serve a position, with the technique and seed.
type Error struct {
	Technique logic.Technique
	Seed      uint64
	Err       error
}

func (e *Error) Error() string {
	return fmt.Sprintf("practice: %s, seed %d: %v", e.Technique.Name(), e.Seed, e.Err)
}

func (e *Error) Unwrap() error { return e.Err }

// ErrNotOffered is the error (inside an *Error) for a technique that
// Techniques does not list.
var ErrNotOffered = errors.New("technique not offered")

// PositionFor returns a position whose next logical step is a step of
// technique t, the same for the same t and seed on every platform. t must
// be one of Techniques, else the error wraps ErrNotOffered. ctx cancels
// the generation of a position (the pool's are immediate), and its error
// is then returned.
//
// Cost: for a generated technique, generating a puzzle aimed at t and
// walking its logical path, the p50 and p95 of which BENCHMARKS.md gives
// per technique (all under a second in WebAssembly at p95); for a pooled
// one, one logic.Next on the position and a solve, about a millisecond
// (a forcing chain's search, tens of milliseconds).
func PositionFor(ctx context.Context, t logic.Technique, seed uint64) (Position, error) {
	src, ok := sourceOf(t)
	if !ok {
		return Position{}, &Error{t, seed, ErrNotOffered}
	}
	var p Position
	var err error
	switch {
	case src.variant():
		p, err = generatedVariant(ctx, t, seed)
	case src.generated:
		p, err = generated(ctx, t, seed)
		if err != nil && ctx.Err() == nil {
			p, err = pooled(t, seed) // never seen in the benchmarks' seeds; a fallback
		}
	default:
		p, err = pooled(t, seed)
	}
	if err != nil {
		return Position{}, &Error{t, seed, err}
	}
	return p, nil
}

// generatedTries caps the puzzles PositionFor generates for one seed
// before it falls back to the pool.
const generatedTries = 4

// subSeed is the seed of the k-th puzzle generated for seed: the seeds
// of one position's puzzles are apart from those of another's.
func subSeed(seed uint64, k int) uint64 {
	// SplitMix64's finaliser over seed and k.
	z := seed*0x9e3779b97f4a7c15 + uint64(k+1)*0xbf58476d1ce4e5b9
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// generated makes a position of t from a puzzle generated for it: the
// state before the first step of t on the puzzle's logical path that
// reads back whole from its candidate line.
func generated(ctx context.Context, t logic.Technique, seed uint64) (Position, error) {
	for k := range generatedTries {
		r, err := generate.FromSeed(subSeed(seed, k), generate.Options{Technique: t.Name(), Context: ctx})
		if err != nil {
			if ctx.Err() != nil {
				return Position{}, err
			}
			continue
		}
		s, err := logic.FromGrid(r.Puzzle)
		if err != nil {
			continue
		}
		for !s.Solved() {
			h, ok := logic.Next(s)
			if !ok {
				break
			}
			if h.Step.Technique == t {
				if p, ok := positionOf(t, s, r.Puzzle, sudoku.Rules{}, r.Solution); ok {
					p.Seed = seed
					return p, nil
				}
			}
			if h.Step.Apply(s) != nil {
				break
			}
		}
	}
	return Position{}, fmt.Errorf("no position in %d generated puzzles", generatedTries)
}

// positionOf returns the position of state s, a position of the puzzle
// with givens and solution sol under rules, when its text (Text: a
// candidate line for classic rules) reads back to a state whose next
// step is of technique t; false when it does not (a cell with one
// candidate no peer shares reads back as given).
func positionOf(t logic.Technique, s *logic.State, givens sudoku.Grid, rules sudoku.Rules, sol sudoku.Grid) (Position, bool) {
	p := Position{Technique: t, Grid: s.Grid(), Givens: givens, Solution: sol, Rules: rules}
	for c := range p.Candidates {
		p.Candidates[c] = s.Candidates(sudoku.Cell(c))
	}
	st, ok := readBack(p.Text())
	if !ok || st.Grid() != p.Grid {
		return Position{}, false
	}
	h, ok := logic.Next(st)
	if !ok || h.Step.Technique != t {
		return Position{}, false
	}
	p.Step = h.Step
	return p, true
}

// readBack returns the state the logic solver starts a position's text
// (a candidate line, an f-puzzles link with pencil marks) from, as the
// CLI does (codec.Parse, logic.FromPuzzleMarks).
func readBack(line string) (*logic.State, bool) {
	q, err := codec.Parse(line)
	if err != nil {
		return nil, false
	}
	st, err := logic.FromPuzzleMarks(q)
	return st, err == nil
}

// pooled serves a position of t from the pool: one of its positions for
// t, drawn by seed, as a random isomorph drawn by seed.
func pooled(t logic.Technique, seed uint64) (Position, error) {
	entries, err := poolOf(t)
	if err != nil {
		return Position{}, err
	}
	if len(entries) == 0 {
		return Position{}, errors.New("no position in the pool")
	}
	rng := rand.New(rand.NewPCG(seed, poolStream))
	e := entries[rng.IntN(len(entries))]
	// An isomorph keeps every pattern, so its next step is of t too; the
	// check below stands guard, and the stored position itself is the
	// last resort.
	for try := range isomorphTries + 1 {
		grid, givens, cands := e.grid, e.givens, e.cands[:]
		if try < isomorphTries {
			m := generate.RandomIsomorph(rng)
			grid, givens, cands = m.Grid(grid), m.Grid(givens), m.Candidates(cands)
		}
		s, err := logic.FromCandidates(grid, cands)
		if err != nil {
			return Position{}, fmt.Errorf("pool position %s: %w", codec.FormatCandidates(e.grid, e.cands[:]), err)
		}
		sol, unique, err := solve.Solve(givens)
		if err != nil || !unique {
			return Position{}, fmt.Errorf("pool position %s: not one solution (%v)", codec.FormatCandidates(e.grid, e.cands[:]), err)
		}
		if p, ok := positionOf(t, s, givens, sudoku.Rules{}, sol); ok {
			p.Seed, p.Pooled = seed, true
			return p, nil
		}
	}
	return Position{}, fmt.Errorf("pool position %s: no step of %s", codec.FormatCandidates(e.grid, e.cands[:]), t.Name())
}

// poolStream is the second half of the pool's PCG state.
const poolStream = 0x9a3c71ce

// isomorphTries caps the isomorphs tried for one pooled position.
const isomorphTries = 4
