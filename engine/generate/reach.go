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
	techniques0 = run{20 * time.Second, "TestReach -reach=techniques, 9x9, seeds 0-9, e684e54, 2026-11-24, machine otherwise idle"}
	techniques1 = run{20 * time.Second, "TestReach -reach=<the slower targets>, 9x9, seeds 10-19, 7d34e47, 2026-11-24, another job sharing the cores"}
	levelRun    = run{20 * time.Second, "TestReach -reach=levels, seeds 0-4 per side, aa02717, 2026-11-24; slowest times not recorded"}
	levelRun9   = run{20 * time.Second, "BenchmarkLevel, 9x9, 40 seeds, 30a2d90, 2026-11-24; the median is its p50, slowest times not recorded"}
)

// techniqueReach holds each technique target's measurements on 9x9 (10
// seeds a run), by its name in TechniqueNames: static data, no code. An
// X-cycle comes only where the shortest X-chain found is a loop. Cell and
// region forcing chains almost never come first: a contradiction forcing
// chain, rated lower, nearly always applies where they do. Trial and
// error is Extreme, which digging does not reach.
var techniqueReach = [...]struct {
	name string
	ms   []measurement
}{
	{"full house", []measurement{{&techniques0, 10, 10, 10 * ms, 20 * ms, false}}},
	{"hidden single", []measurement{{&techniques0, 10, 10, 0, 10 * ms, false}}},
	{"naked single", []measurement{{&techniques0, 10, 10, 0, 20 * ms, false}}},
	{"pointing", []measurement{{&techniques0, 10, 10, 0, 40 * ms, false}}},
	{"claiming", []measurement{{&techniques0, 10, 10, 20 * ms, 80 * ms, false}}},
	{"naked pair", []measurement{{&techniques0, 10, 10, 10 * ms, 60 * ms, false}}},
	{"X-Wing", []measurement{{&techniques0, 10, 10, 30 * ms, 220 * ms, false}}},
	{"hidden pair", []measurement{{&techniques0, 10, 10, 40 * ms, 120 * ms, false}}},
	{"finned X-Wing", []measurement{{&techniques0, 10, 10, 20 * ms, 90 * ms, false}}},
	{"skyscraper", []measurement{{&techniques0, 10, 10, 10 * ms, 80 * ms, false}}},
	{"sashimi X-Wing", []measurement{{&techniques0, 10, 10, 80 * ms, 390 * ms, false}}},
	{"naked triple", []measurement{{&techniques0, 10, 10, 90 * ms, 270 * ms, false}}},
	{"Swordfish", []measurement{{&techniques0, 10, 10, 180 * ms, 1000 * ms, false}}},
	{"hidden triple", []measurement{{&techniques0, 10, 10, 500 * ms, 2120 * ms, false}, {&techniques1, 10, 10, 480 * ms, 1700 * ms, false}}},
	{"finned Swordfish", []measurement{{&techniques0, 10, 10, 60 * ms, 470 * ms, false}}},
	{"2-string kite", []measurement{{&techniques0, 10, 10, 50 * ms, 530 * ms, false}}},
	{"sashimi Swordfish", []measurement{{&techniques0, 10, 10, 130 * ms, 1270 * ms, false}}},
	{"turbot fish", []measurement{{&techniques0, 10, 10, 450 * ms, 3260 * ms, false}, {&techniques1, 10, 10, 1400 * ms, 2420 * ms, false}}},
	{"XY-Wing", []measurement{{&techniques0, 10, 10, 10 * ms, 40 * ms, false}}},
	{"empty rectangle", []measurement{{&techniques0, 10, 10, 490 * ms, 1300 * ms, false}}},
	{"XYZ-Wing", []measurement{{&techniques0, 10, 10, 60 * ms, 290 * ms, false}}},
	{"W-Wing", []measurement{{&techniques0, 10, 10, 60 * ms, 180 * ms, false}}},
	{"unique rectangle type 1", []measurement{{&techniques0, 10, 10, 160 * ms, 450 * ms, false}}},
	{"unique rectangle type 2", []measurement{{&techniques0, 10, 10, 500 * ms, 870 * ms, false}}},
	{"unique rectangle type 4", []measurement{{&techniques0, 10, 10, 490 * ms, 1630 * ms, false}}},
	{"unique rectangle type 3", []measurement{{&techniques0, 10, 9, 2230 * ms, 6400 * ms, false}, {&techniques1, 10, 10, 2980 * ms, 18510 * ms, false}}},
	{"simple colouring", []measurement{{&techniques0, 10, 10, 1460 * ms, 3850 * ms, false}, {&techniques1, 10, 10, 5080 * ms, 13780 * ms, false}}},
	{"naked quad", []measurement{{&techniques0, 10, 10, 500 * ms, 2530 * ms, false}, {&techniques1, 10, 10, 1370 * ms, 8270 * ms, false}}},
	{"Jellyfish", []measurement{{&techniques0, 10, 9, 3030 * ms, 9310 * ms, false}, {&techniques1, 10, 8, 5620 * ms, 18200 * ms, false}}},
	{"hidden quad", []measurement{{&techniques0, 10, 8, 3830 * ms, 13140 * ms, false}, {&techniques1, 10, 6, 5840 * ms, 19370 * ms, false}}},
	{"finned Jellyfish", []measurement{{&techniques0, 10, 10, 490 * ms, 1950 * ms, false}}},
	{"sashimi Jellyfish", []measurement{{&techniques0, 10, 10, 1270 * ms, 5110 * ms, false}, {&techniques1, 10, 10, 850 * ms, 13690 * ms, false}}},
	{"ALS-XZ", []measurement{{&techniques0, 10, 10, 20 * ms, 60 * ms, false}}},
	{"BUG+1", []measurement{{&techniques0, 10, 10, 2420 * ms, 6100 * ms, false}, {&techniques1, 10, 10, 3180 * ms, 9140 * ms, false}}},
	{"X-chain", []measurement{{&techniques0, 10, 10, 220 * ms, 1550 * ms, false}, {&techniques1, 10, 10, 680 * ms, 3840 * ms, false}}},
	{"X-cycle", []measurement{{&techniques0, 10, 3, 11100 * ms, 14860 * ms, false}, {&techniques1, 10, 6, 9810 * ms, 18430 * ms, false}}},
	{"Y-cycle", []measurement{{&techniques0, 10, 10, 1040 * ms, 4530 * ms, false}, {&techniques1, 10, 10, 1910 * ms, 6450 * ms, false}}},
	{"XY-chain", []measurement{{&techniques0, 10, 10, 140 * ms, 370 * ms, false}}},
	{"alternating inference chain", []measurement{{&techniques0, 10, 10, 50 * ms, 160 * ms, false}}},
	{"continuous nice loop", []measurement{{&techniques0, 10, 10, 1670 * ms, 2620 * ms, false}, {&techniques1, 10, 10, 1040 * ms, 5300 * ms, false}}},
	{"contradiction forcing chain", []measurement{{&techniques0, 10, 10, 140 * ms, 390 * ms, false}}},
	{"cell forcing chain", []measurement{{&techniques0, 10, 0, 0, 0, false}}},
	{"region forcing chain", []measurement{{&techniques0, 10, 0, 0, 0, false}}},
	{"trial and error", []measurement{{&techniques0, 10, 0, 0, 0, false}}},
}

// techniqueMeasurements returns the measurements of the technique target
// name, as TechniqueNames writes it; nil when there are none.
func techniqueMeasurements(name string) []measurement {
	for _, t := range techniqueReach {
		if t.name == name {
			return t.ms
		}
	}
	return nil
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
	return reachOf(techniqueMeasurements(ts[0].Name()), budget), nil
}

// levelReach holds each level's measurement, Easy to Extreme, on the grids
// of each side with the shape sudoku.ShapeForSize gives it (5 seeds a
// level, 40 on 9x9). Where the run kept no slowest time, slowest is the
// bound the run's classification implies: a quarter of the budget for a
// level it found Dependable, the budget for one it found Slow. On 9x9 the
// levels are Sudoku Explainer's, and Extreme comes from the pool
// (Options.Level).
var levelReach = [...]struct {
	side   int
	levels [logic.Extreme + 1]measurement
}{
	{4, [...]measurement{
		{&levelRun, 5, 5, 0, 5 * time.Second, true},
		{&levelRun, 5, 0, 0, 0, false},
		{&levelRun, 5, 0, 0, 0, false},
		{&levelRun, 5, 0, 0, 0, false},
		{&levelRun, 5, 0, 0, 0, false},
		{&levelRun, 5, 0, 0, 0, false},
	}},
	{6, [...]measurement{
		{&levelRun, 5, 5, 10 * ms, 5 * time.Second, true},
		{&levelRun, 5, 5, 110 * ms, 5 * time.Second, true},
		{&levelRun, 5, 5, 70 * ms, 5 * time.Second, true},
		{&levelRun, 5, 5, 390 * ms, 5 * time.Second, true},
		{&levelRun, 5, 3, 1480 * ms, 20 * time.Second, true},
		{&levelRun, 5, 0, 0, 0, false},
	}},
	{8, [...]measurement{
		{&levelRun, 5, 5, 10 * ms, 5 * time.Second, true},
		{&levelRun, 5, 5, 10 * ms, 5 * time.Second, true},
		{&levelRun, 5, 5, 40 * ms, 5 * time.Second, true},
		{&levelRun, 5, 5, 70 * ms, 5 * time.Second, true},
		{&levelRun, 5, 5, 210 * ms, 5 * time.Second, true},
		{&levelRun, 5, 0, 0, 0, false},
	}},
	{9, [...]measurement{
		{&levelRun9, 40, 40, 4 * ms, 5 * time.Second, true},
		{&levelRun9, 40, 40, 11 * ms, 5 * time.Second, true},
		{&levelRun9, 40, 40, 8 * ms, 5 * time.Second, true},
		{&levelRun9, 40, 40, 41 * ms, 5 * time.Second, true},
		{&levelRun9, 40, 40, 26 * ms, 5 * time.Second, true},
		{&levelRun9, 40, 40, 41 * ms, 5 * time.Second, true},
	}},
	{12, [...]measurement{
		{&levelRun, 5, 5, 100 * ms, 5 * time.Second, true},
		{&levelRun, 5, 5, 40 * ms, 5 * time.Second, true},
		{&levelRun, 5, 5, 70 * ms, 5 * time.Second, true},
		{&levelRun, 5, 5, 90 * ms, 5 * time.Second, true},
		{&levelRun, 5, 5, 170 * ms, 5 * time.Second, true},
		{&levelRun, 5, 0, 0, 0, false},
	}},
	{16, [...]measurement{
		{&levelRun, 5, 5, 170 * ms, 5 * time.Second, true},
		{&levelRun, 5, 5, 960 * ms, 5 * time.Second, true},
		{&levelRun, 5, 5, 860 * ms, 5 * time.Second, true},
		{&levelRun, 5, 5, 1020 * ms, 5 * time.Second, true},
		{&levelRun, 5, 5, 880 * ms, 5 * time.Second, true},
		{&levelRun, 5, 4, 5070 * ms, 20 * time.Second, true},
	}},
	{25, [...]measurement{
		{&levelRun, 5, 5, 1000 * ms, 5 * time.Second, true},
		{&levelRun, 5, 3, 11320 * ms, 20 * time.Second, true},
		{&levelRun, 5, 5, 11540 * ms, 20 * time.Second, true},
		{&levelRun, 5, 5, 11520 * ms, 20 * time.Second, true},
		{&levelRun, 5, 5, 10940 * ms, 20 * time.Second, true},
		{&levelRun, 5, 0, 0, 0, false},
	}},
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
	if err != nil || sh != want || l < logic.Easy || l > logic.Extreme {
		return Unreliable
	}
	for _, row := range levelReach {
		if row.side == sh.N() {
			return reachOf(row.levels[l:l+1], budget)
		}
	}
	return Unreliable
}
