package generate

import (
	"fmt"
	"time"

	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Reach says how dependably Generate meets a target within a time budget
// (a context deadline, as a caller sets), judged from what TestReach
// measured under WebAssembly on the machine BENCHMARKS.md describes
// ("Generator: targets within the worker's budget"). A device slower than
// that machine meets Slow targets less often in the same time.
//
// Each target keeps its measured figures: of the seeds tried, how many met
// it within the run's budget, and the median and slowest time of those
// that did. Against a budget b they classify as below, the thresholds
// scaling with b (1.5 s and 5 s of a 20 s budget). A seed that met the
// target within the run's budget is counted met within b only when the
// figures prove it (all of them when b is at least the slowest, half of
// them when b is at least the median); a seed that missed stays a miss
// however large b is. So a budget above the measured one never makes a
// target less dependable (it can make it more so, through the times), and
// one below it can only make it less so.
type Reach int

// The reaches, most dependable first.
const (
	// Dependable: every seed measured met the target within the budget,
	// the median within 7.5% of it and the slowest within a quarter
	// (1.5 s and 5 s of 20 s): a device a few times slower still fits.
	Dependable Reach = iota
	// Slow: at least half the seeds measured met the target within the
	// budget, but the median or the slowest took longer, or one missed:
	// it may take the whole budget and end with the closest puzzle
	// (MetTarget false).
	Slow
	// Unreliable: fewer than half the seeds measured met the target
	// within the budget (or it was not measured); expect the closest
	// puzzle (on 25x25 it may be ungraded: grading it did not fit in the
	// budget).
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

// A run is one measurement of a set of targets: the time each seed was
// allowed, and how, where and when it ran.
type run struct {
	budget time.Duration
	where  string
}

// A measurement is what one run recorded of one target: of seeds tried,
// met met it within the run's budget, in median and slowest time (of those
// met; times as printed, to 10 ms). Where the run's record kept no
// slowest time, slowest is the bound the run's own classification implies
// (a quarter of its budget for a target it found Dependable, the budget
// otherwise) and bound says so.
type measurement struct {
	run             *run
	seeds, met      int
	median, slowest time.Duration
	bound           bool
}

// reach classifies m against budget b (see Reach).
func (m measurement) reach(b time.Duration) Reach {
	if m.seeds == 0 || b <= 0 {
		return Unreliable
	}
	met := m.met // the seeds proven to meet the target within b
	if b < m.slowest {
		met = 0
		if b >= m.median {
			met = (m.met-1)/2 + 1 // those no slower than the (lower) median
		}
	}
	switch {
	case met == m.seeds && m.median <= b*3/40 && m.slowest <= b/4:
		return Dependable
	case met > 0 && 2*met >= m.seeds:
		return Slow
	}
	return Unreliable
}

// reachOf is the least dependable reach of ms against budget b:
// Unreliable when nothing was measured.
func reachOf(ms []measurement, b time.Duration) Reach {
	if len(ms) == 0 {
		return Unreliable
	}
	r := Dependable
	for _, m := range ms {
		r = max(r, m.reach(b))
	}
	return r
}

const ms = time.Millisecond

// The runs behind the tables, all under WebAssembly in Node 20 on the
// project's 2-core CI machine, each seed with a 20 s context deadline (the
// 9x9 levels' benchmark had none, and met every seed).
var (
	techniques0 = &run{20 * time.Second, "TestReach -reach=techniques, 9x9, seeds 0-9, e684e54, 2026-11-24, machine otherwise idle"}
	techniques1 = &run{20 * time.Second, "TestReach -reach=<the slower targets>, 9x9, seeds 10-19, 7d34e47, 2026-11-24, another job sharing the cores"}
	levelRun    = &run{20 * time.Second, "TestReach -reach=levels, seeds 0-4 per side, aa02717, 2026-11-24; slowest times not recorded"}
	levelRun9   = &run{20 * time.Second, "BenchmarkLevel, 9x9, 40 seeds, 30a2d90, 2026-11-24; the median is its p50, slowest times not recorded"}
)

// tm is a technique's measurement: 10 seeds, met of them, the median and
// slowest in milliseconds.
func tm(r *run, met int, median, slowest time.Duration) measurement {
	return measurement{run: r, seeds: 10, met: met, median: median * ms, slowest: slowest * ms}
}

// techniqueReach holds each technique target's measurements on 9x9, by
// its name in TechniqueNames. An X-cycle comes only where the shortest
// X-chain found is a loop. Cell and region forcing chains almost never
// come first: a contradiction forcing chain, rated lower, nearly always
// applies where they do. Trial and error is Extreme, which digging does
// not reach.
var techniqueReach = map[string][]measurement{
	"full house":                  {tm(techniques0, 10, 10, 20)},
	"hidden single":               {tm(techniques0, 10, 0, 10)},
	"naked single":                {tm(techniques0, 10, 0, 20)},
	"pointing":                    {tm(techniques0, 10, 0, 40)},
	"claiming":                    {tm(techniques0, 10, 20, 80)},
	"naked pair":                  {tm(techniques0, 10, 10, 60)},
	"X-Wing":                      {tm(techniques0, 10, 30, 220)},
	"hidden pair":                 {tm(techniques0, 10, 40, 120)},
	"finned X-Wing":               {tm(techniques0, 10, 20, 90)},
	"skyscraper":                  {tm(techniques0, 10, 10, 80)},
	"sashimi X-Wing":              {tm(techniques0, 10, 80, 390)},
	"naked triple":                {tm(techniques0, 10, 90, 270)},
	"Swordfish":                   {tm(techniques0, 10, 180, 1000)},
	"hidden triple":               {tm(techniques0, 10, 500, 2120), tm(techniques1, 10, 480, 1700)},
	"finned Swordfish":            {tm(techniques0, 10, 60, 470)},
	"2-string kite":               {tm(techniques0, 10, 50, 530)},
	"sashimi Swordfish":           {tm(techniques0, 10, 130, 1270)},
	"turbot fish":                 {tm(techniques0, 10, 450, 3260), tm(techniques1, 10, 1400, 2420)},
	"XY-Wing":                     {tm(techniques0, 10, 10, 40)},
	"empty rectangle":             {tm(techniques0, 10, 490, 1300)},
	"XYZ-Wing":                    {tm(techniques0, 10, 60, 290)},
	"W-Wing":                      {tm(techniques0, 10, 60, 180)},
	"unique rectangle type 1":     {tm(techniques0, 10, 160, 450)},
	"unique rectangle type 2":     {tm(techniques0, 10, 500, 870)},
	"unique rectangle type 4":     {tm(techniques0, 10, 490, 1630)},
	"unique rectangle type 3":     {tm(techniques0, 9, 2230, 6400), tm(techniques1, 10, 2980, 18510)},
	"simple colouring":            {tm(techniques0, 10, 1460, 3850), tm(techniques1, 10, 5080, 13780)},
	"naked quad":                  {tm(techniques0, 10, 500, 2530), tm(techniques1, 10, 1370, 8270)},
	"Jellyfish":                   {tm(techniques0, 9, 3030, 9310), tm(techniques1, 8, 5620, 18200)},
	"hidden quad":                 {tm(techniques0, 8, 3830, 13140), tm(techniques1, 6, 5840, 19370)},
	"finned Jellyfish":            {tm(techniques0, 10, 490, 1950)},
	"sashimi Jellyfish":           {tm(techniques0, 10, 1270, 5110), tm(techniques1, 10, 850, 13690)},
	"ALS-XZ":                      {tm(techniques0, 10, 20, 60)},
	"BUG+1":                       {tm(techniques0, 10, 2420, 6100), tm(techniques1, 10, 3180, 9140)},
	"X-chain":                     {tm(techniques0, 10, 220, 1550), tm(techniques1, 10, 680, 3840)},
	"X-cycle":                     {tm(techniques0, 3, 11100, 14860), tm(techniques1, 6, 9810, 18430)},
	"Y-cycle":                     {tm(techniques0, 10, 1040, 4530), tm(techniques1, 10, 1910, 6450)},
	"XY-chain":                    {tm(techniques0, 10, 140, 370)},
	"alternating inference chain": {tm(techniques0, 10, 50, 160)},
	"continuous nice loop":        {tm(techniques0, 10, 1670, 2620), tm(techniques1, 10, 1040, 5300)},
	"contradiction forcing chain": {tm(techniques0, 10, 140, 390)},
	"cell forcing chain":          {tm(techniques0, 0, 0, 0)},
	"region forcing chain":        {tm(techniques0, 0, 0, 0)},
	"trial and error":             {tm(techniques0, 0, 0, 0)},
}

// TechniqueReach returns how dependably Generate meets the technique
// target name (as Options.Technique reads it) on a 9x9 grid, without a
// Level, within budget. Technique targets on other sizes were not
// measured. It fails for an unknown name. Cost: that of ParseTechnique.
func TechniqueReach(name string, budget time.Duration) (Reach, error) {
	ts, err := ParseTechnique(name)
	if err != nil {
		return Unreliable, err
	}
	// The techniques a name reads share it (TechniqueNames).
	return reachOf(techniqueReach[ts[0].Name()], budget), nil
}

// lm is a level's measurement in levelRun: 5 seeds, met of them, the
// median in milliseconds; the slowest is the bound the run's
// classification implies (see measurement).
func lm(met int, median time.Duration, r Reach) measurement {
	m := measurement{run: levelRun, seeds: 5, met: met, median: median * ms, bound: true}
	switch {
	case met == 0:
		m.bound = false
	case r == Dependable:
		m.slowest = levelRun.budget / 4
	default:
		m.slowest = levelRun.budget
	}
	return m
}

// l9 is a 9x9 level's measurement in levelRun9: every one of 40 seeds
// met, the median in milliseconds, and the slowest the bound that the
// level's being classified Dependable implies.
func l9(median time.Duration) measurement {
	return measurement{run: levelRun9, seeds: 40, met: 40, median: median * ms, slowest: levelRun9.budget / 4, bound: true}
}

// levelReach[side] holds each level's measurement, Easy to Extreme, on the
// grids of that side with the shape sudoku.ShapeForSize gives it. On 9x9
// the levels are Sudoku Explainer's, and Extreme comes from the pool
// (Options.Level).
var levelReach = map[int][logic.Extreme + 1]measurement{
	4:  {lm(5, 0, Dependable), lm(0, 0, Unreliable), lm(0, 0, Unreliable), lm(0, 0, Unreliable), lm(0, 0, Unreliable), lm(0, 0, Unreliable)},
	6:  {lm(5, 10, Dependable), lm(5, 110, Dependable), lm(5, 70, Dependable), lm(5, 390, Dependable), lm(3, 1480, Slow), lm(0, 0, Unreliable)},
	8:  {lm(5, 10, Dependable), lm(5, 10, Dependable), lm(5, 40, Dependable), lm(5, 70, Dependable), lm(5, 210, Dependable), lm(0, 0, Unreliable)},
	9:  {l9(4), l9(11), l9(8), l9(41), l9(26), l9(41)},
	12: {lm(5, 100, Dependable), lm(5, 40, Dependable), lm(5, 70, Dependable), lm(5, 90, Dependable), lm(5, 170, Dependable), lm(0, 0, Unreliable)},
	16: {lm(5, 170, Dependable), lm(5, 960, Dependable), lm(5, 860, Dependable), lm(5, 1020, Dependable), lm(5, 880, Dependable), lm(4, 5070, Slow)},
	25: {lm(5, 1000, Dependable), lm(3, 11320, Slow), lm(5, 11540, Slow), lm(5, 11520, Slow), lm(5, 10940, Slow), lm(0, 0, Unreliable)},
}

// LevelReach returns how dependably Generate meets level l, without a
// technique, on a grid of shape sh (the zero Shape is 9x9), within
// budget: Unreliable for a shape or level that was not measured (the
// measured shapes are those sudoku.ShapeForSize gives). A 4x4 puzzle is
// always Easy; on 25x25 digging alone took about 10 s of the 20 s
// measured, so every level but Easy (dug while singles solve it) was Slow.
// Cost: a map lookup.
func LevelReach(sh sudoku.Shape, l logic.Level, budget time.Duration) Reach {
	if sh == (sudoku.Shape{}) {
		sh = sudoku.Classic
	}
	want, err := sudoku.ShapeForSize(sh.N())
	row, ok := levelReach[sh.N()]
	if err != nil || sh != want || !ok || l < logic.Easy || l > logic.Extreme {
		return Unreliable
	}
	return reachOf(row[l:l+1], budget)
}
