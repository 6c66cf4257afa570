package generate

import (
	_ "embed"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"

	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/serate"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// extremePoolText is the Extreme pool: classic 9x9 puzzles Sudoku
// Explainer rates above 9.0, each with that rating (its header says where
// they come from). Digging seldom reaches that far; a random isomorph of
// a pool puzzle is as hard and looks new.
//
//go:embed extreme.txt
var extremePoolText string

// pooled is a puzzle of the Extreme pool and its SE rating.
type pooled struct {
	puzzle sudoku.Grid
	se     serate.Rating
}

// extremePool is the pool, read once.
var extremePool = sync.OnceValues(func() ([]pooled, error) { return readPool(extremePoolText) })

// readPool reads lines of a puzzle and its rating/pearl/diamond; '#'
// starts a comment line.
func readPool(text string) ([]pooled, error) {
	var out []pooled
	for i, line := range strings.Split(text, "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		g, err := poolLine(f[0])
		if err == nil && len(f) != 2 {
			err = fmt.Errorf("want a puzzle and its rating/pearl/diamond")
		}
		var se serate.Rating
		if err == nil {
			se, err = serate.ParseRating(f[1])
		}
		if err != nil {
			return nil, fmt.Errorf("generate: extreme pool line %d: %w", i+1, err)
		}
		out = append(out, pooled{g, se})
	}
	return out, nil
}

// poolLine reads a pool puzzle: a classic 9x9 puzzle in line format, its
// givens clashing nowhere. (Not package codec, whose readers of every
// format the page would link for this package's sake.)
func poolLine(line string) (sudoku.Grid, error) {
	g, err := sudoku.ParseLine(line)
	if err == nil && g.Shape() != sudoku.Classic {
		err = fmt.Errorf("a %s puzzle, not a classic 9x9 one", g.Shape())
	}
	if err == nil {
		if c := g.FirstConflict(); c != nil {
			err = c
		}
	}
	return g, err
}

// fromPool returns an Extreme classic puzzle: a pool puzzle through a
// random isomorph, with the pool's SE rating and, unless o.NoGrade, the
// logic solver's grade. The same rng state gives the same puzzle.
// Cost: one solve and one grade of a hard puzzle, milliseconds.
func fromPool(rng *rand.Rand, o Options) (Result, error) {
	pool, err := extremePool()
	if err == nil && len(pool) == 0 {
		err = fmt.Errorf("generate: the extreme pool is empty")
	}
	if err != nil {
		return Result{}, err
	}
	pick := pool[rng.IntN(len(pool))]
	p := RandomIsomorph(rng).Grid(pick.puzzle)
	sol, unique, err := solve.Options{Context: o.Context}.Solve(p)
	if err != nil || !unique {
		return Result{}, fmt.Errorf("generate: extreme pool puzzle %s: not unique (%v)", pick.puzzle, err)
	}
	r := Result{Puzzle: p, Solution: sol, SE: pick.se, SERated: true, Attempts: 1, MetTarget: true}
	if !o.NoGrade {
		r.Grade, err = logic.Options{Context: o.Context}.GradeGrid(p)
		r.Graded = err == nil
	}
	return r, nil
}
