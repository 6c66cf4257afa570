package generate

import (
	"fmt"

	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Reach says how dependably Generate meets a target within the app
// worker's budget of 20 seconds under WebAssembly, as measured on the
// machine and with the command BENCHMARKS.md gives ("Generator: targets
// within the worker's budget"). A device slower than that machine meets
// Slow targets less often in the same time.
type Reach int

// The reaches, most dependable first.
const (
	// Dependable: every seed measured met the target, the median within
	// 1.5 s and the slowest within 5 s: a few times slower still fits.
	Dependable Reach = iota
	// Slow: most seeds measured met the target, but the median took over
	// 1.5 s or the slowest over 5 s, or one missed: it may take the whole
	// budget and end with the closest puzzle (MetTarget false).
	Slow
	// Unreliable: fewer than half the seeds measured met the target
	// within the budget; expect the closest puzzle (on 25x25 it may be
	// ungraded: grading it did not fit in the budget).
	Unreliable
)

func (r Reach) String() string {
	switch r {
	case Dependable:
		return "dependable"
	case Slow:
		return "slow"
	case Unreliable:
		return "unreliable"
	}
	return fmt.Sprintf("Reach(%d)", int(r))
}

// techniqueReach is the reach of the technique targets that are not
// Dependable on 9x9 (BENCHMARKS.md has every technique's figures). An
// X-cycle comes only where the shortest X-chain found is a loop. Cell and
// region forcing chains almost never come first: a contradiction forcing
// chain, rated lower, nearly always applies where they do. Trial and
// error is Extreme, which digging does not reach.
var techniqueReach = map[logic.Technique]Reach{
	logic.NakedQuad:          Slow,
	logic.YCycle:             Slow,
	logic.UniqueRectangle3:   Slow,
	logic.SimpleColouring:    Slow,
	logic.Jellyfish:          Slow,
	logic.HiddenQuad:         Slow,
	logic.SashimiJellyfish:   Slow,
	logic.BUGPlus1:           Slow,
	logic.NiceLoop:           Slow,
	logic.XCycle:             Unreliable,
	logic.CellForcingChain:   Unreliable,
	logic.RegionForcingChain: Unreliable,
	logic.TrialAndError:      Unreliable,
}

// TechniqueReach returns how dependably Generate meets the technique
// target name (as Options.Technique reads it) on a 9x9 grid, without a
// Level. Technique targets on other sizes were not measured. It fails for
// an unknown name. Cost: that of ParseTechnique.
func TechniqueReach(name string) (Reach, error) {
	ts, err := ParseTechnique(name)
	if err != nil {
		return Unreliable, err
	}
	r := Dependable
	for _, t := range ts {
		r = max(r, techniqueReach[t])
	}
	return r, nil
}

// levelReach[side] is the reach of each level, Easy to Extreme, on the
// grids of that side with the shape sudoku.ShapeForSize gives it. On 9x9
// the levels are Sudoku Explainer's, and Extreme comes from the pool
// (Options.Level).
var levelReach = map[int][logic.Extreme + 1]Reach{
	4:  {Dependable, Unreliable, Unreliable, Unreliable, Unreliable, Unreliable},
	6:  {Dependable, Dependable, Dependable, Dependable, Slow, Unreliable},
	8:  {Dependable, Dependable, Dependable, Dependable, Dependable, Unreliable},
	9:  {Dependable, Dependable, Dependable, Dependable, Dependable, Dependable},
	12: {Dependable, Dependable, Dependable, Dependable, Dependable, Unreliable},
	16: {Dependable, Dependable, Dependable, Dependable, Dependable, Slow},
	25: {Dependable, Slow, Slow, Slow, Slow, Unreliable},
}

// LevelReach returns how dependably Generate meets level l, without a
// technique, on a grid of shape sh (the zero Shape is 9x9): Unreliable
// for a shape or level that was not measured (the measured shapes are
// those sudoku.ShapeForSize gives). A 4x4 puzzle is always Easy; on 25x25
// digging alone takes a good part of the budget, so every level but
// Easy (dug while singles solve it) is Slow. Cost: a map lookup.
func LevelReach(sh sudoku.Shape, l logic.Level) Reach {
	if sh == (sudoku.Shape{}) {
		sh = sudoku.Classic
	}
	want, err := sudoku.ShapeForSize(sh.N())
	rs, ok := levelReach[sh.N()]
	if err != nil || sh != want || !ok || l < logic.Easy || l > logic.Extreme {
		return Unreliable
	}
	return rs[l]
}
