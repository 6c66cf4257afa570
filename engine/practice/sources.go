package practice

import (
	"slices"
	"time"

	"github.com/sudoku-app/sudoku/engine/logic"
)

// source is how the positions of one offered technique are served, with
// the figures of the way chosen: PositionFor's p50 and p95 over seeds 1
// to 20 (BenchmarkPosition), natively and under WebAssembly (Node 20) on
// the machine BENCHMARKS.md describes. A technique is generated when
// generating its positions (BenchmarkGenerated) took at most half the
// budget at p95 in WebAssembly, which leaves room for a slower device and
// for seeds past the twenty measured; otherwise pooled. BENCHMARKS.md
// ("Practice positions") has PositionFor's figures.
type source struct {
	t         logic.Technique
	generated bool
	native    [2]time.Duration // p50, p95
	wasm      [2]time.Duration // p50, p95
}

// budget is the longest a generated technique may take at p95 in
// WebAssembly: the page waits for a practice position no longer.
const budget = time.Second

const (
	ms = time.Millisecond
	us = time.Microsecond
)

// sources lists the techniques offered, in logic.Technique order: static
// data, no code. Left out: TrialAndError (a search, not a pattern to
// practise). CellForcingChain's positions come from paths walked on past
// trial and error (TestBuildPool's pastTrial): before it, a
// contradiction forcing chain, rated lower, applies first wherever one
// does. A pooled technique without positions in the pool would not be
// offered (Techniques); TestBuildPool checks that none is so.
var sources = [...]source{
	{logic.FullHouse, true, [2]time.Duration{836 * us, 1926 * us}, [2]time.Duration{2428 * us, 42 * ms}},
	{logic.HiddenSingleBox, true, [2]time.Duration{586 * us, 3719 * us}, [2]time.Duration{3020 * us, 13 * ms}},
	{logic.HiddenSingleLine, true, [2]time.Duration{1279 * us, 2906 * us}, [2]time.Duration{2508 * us, 8605 * us}},
	{logic.NakedSingle, true, [2]time.Duration{3244 * us, 12 * ms}, [2]time.Duration{11 * ms, 56 * ms}},
	{logic.Pointing, true, [2]time.Duration{1952 * us, 11 * ms}, [2]time.Duration{18 * ms, 47 * ms}},
	{logic.Claiming, true, [2]time.Duration{13 * ms, 39 * ms}, [2]time.Duration{22 * ms, 97 * ms}},
	{logic.NakedPair, true, [2]time.Duration{6809 * us, 41 * ms}, [2]time.Duration{18 * ms, 126 * ms}},
	{logic.XWing, true, [2]time.Duration{43 * ms, 113 * ms}, [2]time.Duration{97 * ms, 223 * ms}},
	{logic.HiddenPair, true, [2]time.Duration{37 * ms, 102 * ms}, [2]time.Duration{75 * ms, 170 * ms}},
	{logic.FinnedXWing, true, [2]time.Duration{11 * ms, 28 * ms}, [2]time.Duration{27 * ms, 86 * ms}},
	{logic.Skyscraper, true, [2]time.Duration{8843 * us, 24 * ms}, [2]time.Duration{26 * ms, 90 * ms}},
	{logic.SashimiXWing, true, [2]time.Duration{35 * ms, 202 * ms}, [2]time.Duration{155 * ms, 609 * ms}},
	{logic.NakedTriple, true, [2]time.Duration{39 * ms, 200 * ms}, [2]time.Duration{78 * ms, 471 * ms}},
	{logic.Swordfish, false, [2]time.Duration{172 * us, 243 * us}, [2]time.Duration{471 * us, 556 * us}},
	{logic.HiddenTriple, false, [2]time.Duration{163 * us, 193 * us}, [2]time.Duration{462 * us, 653 * us}},
	{logic.FinnedSwordfish, true, [2]time.Duration{30 * ms, 85 * ms}, [2]time.Duration{85 * ms, 236 * ms}},
	{logic.TwoStringKite, false, [2]time.Duration{216 * us, 252 * us}, [2]time.Duration{576 * us, 2045 * us}},
	{logic.SashimiSwordfish, false, [2]time.Duration{236 * us, 407 * us}, [2]time.Duration{611 * us, 750 * us}},
	{logic.TurbotFish, false, [2]time.Duration{245 * us, 334 * us}, [2]time.Duration{686 * us, 991 * us}},
	{logic.XYWing, true, [2]time.Duration{8911 * us, 19 * ms}, [2]time.Duration{24 * ms, 56 * ms}},
	{logic.EmptyRectangle, false, [2]time.Duration{258 * us, 364 * us}, [2]time.Duration{667 * us, 1821 * us}},
	{logic.XYZWing, false, [2]time.Duration{370 * us, 422 * us}, [2]time.Duration{948 * us, 1047 * us}},
	{logic.WWing, true, [2]time.Duration{14 * ms, 62 * ms}, [2]time.Duration{41 * ms, 169 * ms}},
	{logic.UniqueRectangle1, false, [2]time.Duration{331 * us, 444 * us}, [2]time.Duration{1007 * us, 5122 * us}},
	{logic.UniqueRectangle2, false, [2]time.Duration{318 * us, 400 * us}, [2]time.Duration{890 * us, 1750 * us}},
	{logic.UniqueRectangle4, false, [2]time.Duration{341 * us, 374 * us}, [2]time.Duration{955 * us, 5112 * us}},
	{logic.UniqueRectangle3, false, [2]time.Duration{372 * us, 484 * us}, [2]time.Duration{996 * us, 5097 * us}},
	{logic.SimpleColouring, false, [2]time.Duration{364 * us, 465 * us}, [2]time.Duration{969 * us, 5180 * us}},
	{logic.NakedQuad, false, [2]time.Duration{333 * us, 404 * us}, [2]time.Duration{918 * us, 1086 * us}},
	{logic.Jellyfish, false, [2]time.Duration{337 * us, 460 * us}, [2]time.Duration{941 * us, 1339 * us}},
	{logic.HiddenQuad, false, [2]time.Duration{329 * us, 493 * us}, [2]time.Duration{931 * us, 1311 * us}},
	{logic.FinnedJellyfish, false, [2]time.Duration{394 * us, 473 * us}, [2]time.Duration{1070 * us, 1233 * us}},
	{logic.SashimiJellyfish, false, [2]time.Duration{456 * us, 726 * us}, [2]time.Duration{1177 * us, 1659 * us}},
	{logic.ALSXZ, true, [2]time.Duration{12 * ms, 29 * ms}, [2]time.Duration{30 * ms, 78 * ms}},
	{logic.BUGPlus1, false, [2]time.Duration{510 * us, 925 * us}, [2]time.Duration{1360 * us, 2135 * us}},
	{logic.XChain, false, [2]time.Duration{1169 * us, 1626 * us}, [2]time.Duration{2812 * us, 7206 * us}},
	{logic.XCycle, false, [2]time.Duration{1152 * us, 3155 * us}, [2]time.Duration{2745 * us, 7718 * us}},
	{logic.YCycle, false, [2]time.Duration{1282 * us, 4262 * us}, [2]time.Duration{4134 * us, 11 * ms}},
	{logic.XYChain, true, [2]time.Duration{81 * ms, 202 * ms}, [2]time.Duration{210 * ms, 573 * ms}},
	{logic.AIC, true, [2]time.Duration{57 * ms, 119 * ms}, [2]time.Duration{117 * ms, 280 * ms}},
	{logic.NiceLoop, false, [2]time.Duration{1469 * us, 8018 * us}, [2]time.Duration{3481 * us, 9787 * us}},
	{logic.ContradictionChain, false, [2]time.Duration{1385 * us, 3989 * us}, [2]time.Duration{3491 * us, 4481 * us}},
	// Measured later than the others, at a load average of 6-7
	// (BENCHMARKS.md): beside it region forcing chain's were 2.4-2.8,
	// 3.2-6.3, 9.9-14 and 17-32 ms.
	{logic.CellForcingChain, false, [2]time.Duration{1900 * us, 3815 * us}, [2]time.Duration{11 * ms, 37 * ms}},
	{logic.RegionForcingChain, false, [2]time.Duration{2826 * us, 7348 * us}, [2]time.Duration{6405 * us, 8594 * us}},
	// The variant techniques (logic.VariantTechniques), generated under
	// their rules (variant.go): the clue techniques from a classic puzzle
	// in a few milliseconds, the killer ones from generated killers. Cage
	// combinations in a house and large innies and outies come near the
	// budget in WebAssembly (0.96 and 0.80 s at p95), past its half: no
	// pool holds variant positions yet (it would need the rules mapped
	// with each isomorph), so they are generated all the same.
	{logic.CageCombination, true, [2]time.Duration{9 * ms, 24 * ms}, [2]time.Duration{45 * ms, 135 * ms}},
	{logic.InniesOuties, true, [2]time.Duration{12 * ms, 33 * ms}, [2]time.Duration{42 * ms, 124 * ms}},
	{logic.CageHouse, true, [2]time.Duration{35 * ms, 90 * ms}, [2]time.Duration{92 * ms, 265 * ms}},
	{logic.HouseCombinations, true, [2]time.Duration{81 * ms, 286 * ms}, [2]time.Duration{205 * ms, 956 * ms}},
	{logic.PairRule, true, [2]time.Duration{3111 * us, 4338 * us}, [2]time.Duration{26 * ms, 32 * ms}},
	{logic.OddEven, true, [2]time.Duration{2652 * us, 3552 * us}, [2]time.Duration{20 * ms, 28 * ms}},
	{logic.BetweenLine, true, [2]time.Duration{3171 * us, 3363 * us}, [2]time.Duration{21 * ms, 30 * ms}},
	{logic.RenbanLine, true, [2]time.Duration{2952 * us, 4146 * us}, [2]time.Duration{28 * ms, 49 * ms}},
	{logic.ArrowSum, true, [2]time.Duration{3217 * us, 4926 * us}, [2]time.Duration{27 * ms, 77 * ms}},
	{logic.LittleKillerSum, true, [2]time.Duration{5001 * us, 9099 * us}, [2]time.Duration{24 * ms, 79 * ms}},
	{logic.SandwichSum, true, [2]time.Duration{4484 * us, 6483 * us}, [2]time.Duration{45 * ms, 79 * ms}},
	{logic.LargeInnies, true, [2]time.Duration{77 * ms, 357 * ms}, [2]time.Duration{184 * ms, 802 * ms}},
}

// variant reports whether s is a variant technique's, whose positions
// are generated under its rules (variant.go).
func (s source) variant() bool { return slices.Contains(logic.VariantTechniques(), s.t) }

// sourceOf returns t's source; false when t is not offered.
func sourceOf(t logic.Technique) (source, bool) {
	for _, s := range sources {
		if s.t == t {
			return s, s.serves()
		}
	}
	return source{}, false
}
