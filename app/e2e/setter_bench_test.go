//go:build !js

package e2e

import (
	"math/rand/v2"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// setterProbe records, for every key press on the setter's bench, from
// the keydown event's time stamp to the frame that paints the engine's
// answer about the draft the key made: its solution count (__count) and
// its true candidates (__cands).
const setterProbe = `(() => {
	window.__count = [];
	window.__cands = [];
	let start = 0, from = 0, counted = false;
	const count = () => document.querySelector('#setter-count');
	addEventListener('keydown', e => { start = e.timeStamp; from = +count().dataset.draft; counted = false; }, true);
	new MutationObserver(() => {
		if (!start) return;
		const c = count(), draft = +c.dataset.draft, s = start;
		if (draft <= from) return;
		if (!counted && c.dataset.version === c.dataset.draft) {
			counted = true;
			requestAnimationFrame(() => window.__count.push(performance.now() - s));
		}
		if (counted && document.querySelector('.setter-board').dataset.cands === c.dataset.draft) {
			start = 0;
			requestAnimationFrame(() => window.__cands.push(performance.now() - s));
		}
	}).observe(document.querySelector('.setter'), {subtree: true, attributes: true, childList: true, characterData: true});
})()`

// BenchmarkSetter reports, on the setter's bench, the time from a key
// press that edits the draft to the paint of its solution count
// (count-p50/p95-ms) and of its true candidates (cands-p50/p95-ms). Each
// board is a puzzle a few givens (or cage totals) short of unique, as a
// puzzle is while it is being set, so every edit asks the worker for a
// count and then for the true candidates; the edits type a digit into an
// empty cell and erase it, at a person's pace (typing), after warm-up
// rounds.
func BenchmarkSetter(b *testing.B) {
	published := publishedVariants(b)
	classic, err := codec.ParseGrid(generated(b, sudoku.Classic))
	if err != nil {
		b.Fatal(err)
	}
	cases := []struct {
		name   string
		puzzle sudoku.Puzzle
	}{
		{"classic", sudoku.Puzzle{Grid: classic}},
		{"x", published["Sudoku X"].puzzle},
		{"jigsaw", published["Jigsaw"].puzzle},
		{"killer-29-cages", published["Killer sudoku (Wikipedia)"].puzzle},
	}
	for _, tc := range cases {
		b.Run(tc.name, func(b *testing.B) { measureSetter(b, tc.puzzle) })
	}
}

// openNotUnique takes givens, then cage totals, away from p (a copy)
// until it has more than one solution, and returns it.
func openNotUnique(b testing.TB, p sudoku.Puzzle) sudoku.Puzzle {
	g := p.Grid
	rules, err := sudoku.DecodeRules(g.Shape(), sudoku.EncodeRules(g.Shape(), &p.Rules))
	if err != nil {
		b.Fatal(err)
	}
	q := sudoku.Puzzle{Grid: g, Rules: rules}
	for c := 0; c < g.Shape().Cells() && count(b, q) < 2; c++ {
		q.Grid.Set(sudoku.Cell(c), 0)
	}
	for i, k := range q.Rules.Constraints {
		if count(b, q) >= 2 {
			break
		}
		if cage, ok := k.(sudoku.Cage); ok {
			cage.Sum = 0
			q.Rules.Constraints[i] = cage
		}
	}
	if count(b, q) < 2 {
		b.Fatal("the puzzle stays unique")
	}
	return q
}

func measureSetter(b *testing.B, p sudoku.Puzzle) {
	sol, _, err := solve.Options{}.SolvePuzzle(p)
	if err != nil {
		b.Fatal(err)
	}
	q := openNotUnique(b, p)
	url, _ := startServer(b)
	ctx := newBrowser(b)
	defer chromedp.Cancel(ctx)
	do(b, ctx, chromedp.Navigate(url+"/#"+share.Encode(share.Link{Puzzle: q.Grid, Rules: q.Rules})))
	waitCells(b, ctx, q.Grid.Shape().Cells())
	do(b, ctx, chromedp.Click("#set"), chromedp.WaitVisible(".setter-board"),
		chromedp.Click(".setter-start summary"), chromedp.Click("#setter-from-game"))
	if got := setterCount(b, ctx); got != "2" {
		b.Fatalf("the setter counts %s solutions, want 2 or more", got)
	}
	// The first empty cell, and the digit the solution puts there.
	cell := 0
	for q.Grid.At(sudoku.Cell(cell)) != 0 {
		cell++
	}
	digit := sol.At(sudoku.Cell(cell)).String()
	do(b, ctx, chromedp.Evaluate[chromedp.Void](setterProbe), chromedp.Click(`.setter-board [data-cell="`+strconv.Itoa(cell)+`"]`))
	rng := rand.New(rand.NewPCG(1, 2))
	press := func(k chromedp.Action[chromedp.Void]) {
		n := run(b, ctx, chromedp.Evaluate[int](`window.__cands.length`))
		time.Sleep(typing.gap(rng))
		do(b, ctx, k)
		do(b, ctx, chromedp.Poll[chromedp.Void](`window.__cands.length > `+strconv.Itoa(n),
			chromedp.WithPollingTimeout(20*time.Second), chromedp.WithPollingInterval(5*time.Millisecond)))
	}
	rounds := func(n int) {
		for range n {
			press(key(digit))
			press(key(kb.Backspace))
		}
	}
	taken := func() (count, cands []float64) {
		all := run(b, ctx, chromedp.Evaluate[[][]float64](`(() => { const all = [window.__count, window.__cands]; window.__count = []; window.__cands = []; return all; })()`))
		return all[0], all[1]
	}
	rounds(warmupRounds)
	taken()
	waitServiceWorker(b, ctx)
	time.Sleep(time.Second)
	b.ResetTimer()
	rounds(b.N)
	b.StopTimer()
	counts, cands := taken()
	b.ReportMetric(percentile(counts, 50), "count-p50-ms")
	b.ReportMetric(percentile(counts, 95), "count-p95-ms")
	b.ReportMetric(percentile(cands, 50), "cands-p50-ms")
	b.ReportMetric(percentile(cands, 95), "cands-p95-ms")
	b.ReportMetric(float64(len(counts)), "edits")
	b.ReportMetric(0, "ns/op")
}
