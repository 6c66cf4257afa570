//go:build !js

package e2e

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"net/url"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// latencyProbe records, for every key press, from the keydown event's time
// stamp: the time to the board's first DOM change (__dom), the time to the
// first animation frame after it, the frame that paints the change (__lat),
// and how many frames at 60 Hz began between the key press and that frame
// (__late: 0 when the change was painted in the first frame it could be).
const latencyProbe = `(() => {
	window.__lat = [];
	window.__dom = [];
	window.__late = [];
	let start = 0;
	addEventListener('keydown', e => { start = e.timeStamp; }, true);
	new MutationObserver(() => {
		if (!start) return;
		const s = start;
		start = 0;
		window.__dom.push(performance.now() - s);
		requestAnimationFrame(frame => {
			window.__lat.push(performance.now() - s);
			window.__late.push(Math.floor((frame - s) * 60 / 1000));
		});
	}).observe(document.querySelector('.board'), {subtree: true, childList: true, characterData: true, attributes: true});
})()`

// A pace is how BenchmarkKeyToPaint spaces its key presses: the wait
// before a key, once the previous one is painted, and how that paint is
// waited for.
type pace struct {
	gap  func(*rand.Rand) time.Duration
	poll []chromedp.PollOption // beside the timeout; none polls at every animation frame
}

var (
	// typing is a person's pace: 50 to 150 ms between keys (a fast
	// typist's are about 100 ms apart). The wait for a paint polls every
	// 5 ms, so nothing but the app asks for frames: when a key comes the
	// page is idle, and the browser starts the frame that paints it as
	// soon as the change is made. This is what the app costs a player.
	typing = pace{
		gap: func(r *rand.Rand) time.Duration {
			return 50*time.Millisecond + time.Duration(r.Int64N(int64(100*time.Millisecond)))
		},
		poll: []chromedp.PollOption{chromedp.WithPollingInterval(5 * time.Millisecond)},
	}
	// framePhase presses each key at a random point of the 60 Hz frame
	// right after the previous paint. The wait for a paint polls at every
	// animation frame, so frames keep coming and a key waits for the next
	// one, as on a display whose frames follow its refresh: most of that
	// wait is the frame clock's, which the floor page shows. Without the
	// random wait every key would follow the previous paint by the same few
	// milliseconds and see the same wait for the next frame.
	framePhase = pace{
		gap: func(r *rand.Rand) time.Duration { return time.Duration(r.Int64N(int64(time.Second / 60))) },
	}
)

// press presses k after the pace's gap and waits for the frame that
// paints its change, so every key press is one sample rather than several
// sharing a frame.
func (p pace) press(b *testing.B, ctx context.Context, rng *rand.Rand, k chromedp.Action[chromedp.Void]) {
	n := run(b, ctx, chromedp.Evaluate[int](`window.__lat.length`))
	time.Sleep(p.gap(rng))
	do(b, ctx, k)
	opts := append([]chromedp.PollOption{chromedp.WithPollingTimeout(5 * time.Second)}, p.poll...)
	do(b, ctx, chromedp.Poll[chromedp.Void](`window.__lat.length > `+strconv.Itoa(n), opts...))
}

// fraction returns the share of xs for which ok holds.
func fraction(xs []float64, ok func(float64) bool) float64 {
	n := 0
	for _, x := range xs {
		if ok(x) {
			n++
		}
	}
	return float64(n) / float64(max(len(xs), 1))
}

// percentile returns the p-th percentile (0..100) of xs, which it sorts.
func percentile(xs []float64, p float64) float64 {
	sort.Float64s(xs)
	if len(xs) == 0 {
		return 0
	}
	i := int(p / 100 * float64(len(xs)-1))
	return xs[i]
}

// generated returns a unique puzzle of the given shape, the same every run.
func generated(b testing.TB, shape sudoku.Shape) string {
	r, err := generate.FromSeed(7, generate.Options{Shape: shape, NoGrade: true})
	if err != nil {
		b.Fatal(err)
	}
	return r.Puzzle.String()
}

// warmupRounds is how many rounds of four key presses BenchmarkKeyToPaint
// types before it measures.
const warmupRounds = 10

// BenchmarkKeyToPaint types digits and moves around boards of each size and
// reports the key press to repaint latency, p50 and p95, in milliseconds,
// and the key press to DOM change part of it (dom-*), at two paces: typing
// (typing-*), a person's, and framePhase (frame-*), each key at a random
// point of the frame after the previous paint; for the latter also how
// often the change was painted in the first frame after the key press
// (first-frame-%; p95-frames-late counts the frames it came after that
// one). It measures the steady state: warmupRounds of typing right after
// the load, whose p95 it reports apart (warmup-p95-ms), then a pause for the
// page's background start-up to end.
//
// The first sub-benchmark, floor, measures floorPage the same way: what
// the browser and this method take for a page that does almost nothing.
func BenchmarkKeyToPaint(b *testing.B) {
	b.Run("floor", func(b *testing.B) {
		ctx := newBrowser(b)
		defer chromedp.Cancel(ctx)
		do(b, ctx, chromedp.Navigate(floorPage), chromedp.Evaluate[chromedp.Void](latencyProbe))
		measureKeys(b, ctx, aRound, func() {})
	})
	for _, shape := range []sudoku.Shape{sudoku.Classic, {BoxRows: 4, BoxCols: 4}, {BoxRows: 5, BoxCols: 5}} {
		b.Run(shape.String(), func(b *testing.B) { measureBoard(b, shape, false) })
	}
	// 16x16 with every candidate filled in: a digit takes its candidates
	// out of up to 45 peers' notes (one move), and undo puts them back.
	b.Run("4x4-candidates", func(b *testing.B) { measureBoard(b, sudoku.Shape{BoxRows: 4, BoxCols: 4}, true) })
	// A 9x9 killer of 45 cages drawn in the rules' layer.
	b.Run("killer", func(b *testing.B) {
		puzzle := generated(b, sudoku.Classic)
		measureFragment(b, killerLink(b, puzzle), puzzle, sudoku.Classic, false)
	})
}

// killerLink returns the share link of puzzle under killer cages of two
// cells side by side (and one in the last column), 45 cages with the
// totals of its solution.
func killerLink(b testing.TB, puzzle string) string {
	g, err := codec.ParseGrid(puzzle)
	if err != nil {
		b.Fatal(err)
	}
	sol, _, err := solve.Solve(g)
	if err != nil {
		b.Fatal(err)
	}
	var rules sudoku.Rules
	for r := range 9 {
		for c := 0; c < 9; c += 2 {
			cells := []sudoku.Cell{sudoku.Classic.CellAt(r, c)}
			if c < 8 {
				cells = append(cells, sudoku.Classic.CellAt(r, c+1))
			}
			sum := 0
			for _, cell := range cells {
				sum += int(sol.At(cell))
			}
			rules.Constraints = append(rules.Constraints, sudoku.Cage{Cells: cells, Sum: sum})
		}
	}
	return share.Encode(share.Link{Puzzle: g, Rules: rules})
}

// measureBoard measures key presses on a generated board of shape, with
// every candidate filled in as centre notes when candidates is set.
func measureBoard(b *testing.B, shape sudoku.Shape, candidates bool) {
	puzzle := generated(b, shape)
	measureFragment(b, puzzle, puzzle, shape, candidates)
}

// measureFragment measures key presses on the board a link's fragment
// opens, of puzzle (line format) on a board of shape.
func measureFragment(b *testing.B, fragment, puzzle string, shape sudoku.Shape, candidates bool) {
	url, _ := startServer(b)
	ctx := newBrowser(b)
	defer chromedp.Cancel(ctx)
	do(b, ctx, chromedp.Navigate(url+"/#"+fragment))
	waitCells(b, ctx, shape.Cells())
	empty := strings.IndexByte(puzzle, '.')
	round := aRound
	if candidates {
		do(b, ctx, chromedp.Click("#fill-candidates"))
		run(b, ctx, chromedp.Poll[bool](`document.querySelectorAll('.centre-grid').length > 0`))
		round = []chromedp.Action[chromedp.Void]{key("1"), key("z", chromedp.ModifierCtrl), key(kb.ArrowRight), key(kb.ArrowLeft)}
	}
	do(b, ctx, chromedp.Evaluate[chromedp.Void](latencyProbe), chromedp.Click(`[data-cell="`+strconv.Itoa(empty)+`"]`))
	measureKeys(b, ctx, round, func() {
		// The page starts the engine worker and the service worker
		// once the board is painted, so their start-up shares the
		// CPU with the warm-up: let it end.
		waitServiceWorker(b, ctx)
		time.Sleep(time.Second)
	})
}

// floorPage is the least a page can do for a key press: change one text
// node, from a plain JavaScript listener.
var floorPage = "data:text/html," + url.PathEscape(`<!doctype html><div class="board"><span id="n">0</span></div>`+
	`<script>let n = 0; addEventListener('keydown', () => { document.getElementById('n').textContent = ++n; });</script>`)

// aRound is what each round of measureKeys types: it changes the page
// four times, a digit in an empty cell, the digit erased, a move away and
// back.
var aRound = []chromedp.Action[chromedp.Void]{key("1"), key(kb.Backspace), key(kb.ArrowRight), key(kb.ArrowLeft)}

// measureKeys types on the page in ctx, which runs latencyProbe, and
// reports BenchmarkKeyToPaint's figures: warmupRounds of round, then
// settle, then b.N rounds at each pace.
func measureKeys(b *testing.B, ctx context.Context, round []chromedp.Action[chromedp.Void], settle func()) {
	rng := rand.New(rand.NewPCG(1, 2))
	rounds := func(p pace, n int) {
		for range n {
			for _, k := range round {
				p.press(b, ctx, rng, k)
			}
		}
	}
	// taken returns the figures latencyProbe recorded so far, and clears them.
	taken := func() (lat, dom, late []float64) {
		all := run(b, ctx, chromedp.Evaluate[[][]float64](`(() => { const all = [window.__lat, window.__dom, window.__late]; window.__lat = []; window.__dom = []; window.__late = []; return all; })()`))
		return all[0], all[1], all[2]
	}
	// The first key presses after a load run on V8's baseline code, before
	// the optimising tier has compiled the hot functions: reported apart
	// (warmup-p95-ms).
	rounds(framePhase, warmupRounds)
	warm, _, _ := taken()
	settle()
	b.ResetTimer()
	rounds(typing, b.N)
	lat, dom, _ := taken()
	rounds(framePhase, b.N)
	frameLat, frameDom, late := taken()
	b.StopTimer()
	b.ReportMetric(percentile(lat, 50), "typing-p50-ms")
	b.ReportMetric(percentile(lat, 95), "typing-p95-ms")
	b.ReportMetric(percentile(dom, 50), "typing-dom-p50-ms")
	b.ReportMetric(percentile(dom, 95), "typing-dom-p95-ms")
	b.ReportMetric(percentile(frameLat, 50), "frame-p50-ms")
	b.ReportMetric(percentile(frameLat, 95), "frame-p95-ms")
	b.ReportMetric(percentile(frameDom, 50), "frame-dom-p50-ms")
	b.ReportMetric(percentile(frameDom, 95), "frame-dom-p95-ms")
	b.ReportMetric(percentile(late, 95), "p95-frames-late")
	b.ReportMetric(100*fraction(late, func(f float64) bool { return f <= 0 }), "first-frame-%")
	b.ReportMetric(percentile(warm, 95), "warmup-p95-ms")
	b.ReportMetric(0, "ns/op")
}

// BenchmarkLoad reports the time from navigation to the board shown: cold
// (a new profile, nothing cached, the browser settled: settledBrowser) and
// warm (a reload with the service worker and its cache in place).
func BenchmarkLoad(b *testing.B) {
	url, _ := startServer(b)
	var cold, warm []float64
	for i := 0; i < b.N; i++ {
		ctx := settledBrowser(b)
		do(b, ctx, chromedp.Navigate(url+"/#"+easyPuzzle))
		cold = append(cold, waitBoard(b, ctx))
		waitServiceWorker(b, ctx)
		do(b, ctx, chromedp.Reload())
		warm = append(warm, waitBoard(b, ctx))
		// Close it now: browsers left running would slow the next loads.
		if err := chromedp.Cancel(ctx); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(percentile(cold, 50), "cold-ms")
	b.ReportMetric(percentile(warm, 50), "warm-ms")
	b.ReportMetric(0, "ns/op")
	if info, err := os.Stat(rootDir + "/web/app.wasm"); err == nil {
		b.ReportMetric(float64(info.Size())/1e6, "app.wasm-MB")
	}
}

// roundTrips posts n copies of a call (protocol.Call) straight to a fresh
// engine worker (after one warm-up) and returns each round trip in
// milliseconds. Generate requests get seeds 1..n.
const roundTrips = `async (call, n) => {
	const w = new Worker('/web/worker.js');
	const ask = (id) => new Promise(resolve => {
		w.onmessage = e => { const r = JSON.parse(e.data); if (!r.partial) resolve(r); };
		const q = Object.assign({}, call, {id});
		if (q.op === 'generate') q.job = Object.assign({}, q.job, {seed: id});
		w.postMessage(JSON.stringify(q));
	});
	await ask(1000000);
	const times = [];
	for (let i = 1; i <= n; i++) {
		const t0 = performance.now();
		const r = await ask(i);
		if (r.error) throw new Error(r.error);
		times.push(performance.now() - t0);
	}
	w.terminate();
	return times;
}`

// BenchmarkWorkerRoundTrip reports the page-to-worker round trip of a solve
// (the hardest forum puzzle here) and of generating a 9x9 puzzle at each
// level and of each variant kind, p50 and p95 in milliseconds, with b.N
// jobs each (seeds 1 to b.N).
func BenchmarkWorkerRoundTrip(b *testing.B) {
	url, _ := startServer(b)
	type job struct {
		name string
		req  protocol.Request
	}
	jobs := []job{{"solve", protocol.Solve{Puzzle: hardPuzzle}}, {"generate-any", protocol.Generate{}}}
	for _, level := range []string{"Easy", "Medium", "Hard", "Expert", "Master"} {
		jobs = append(jobs, job{"generate-" + level, protocol.Generate{Level: level}})
	}
	for _, k := range generate.Variants() {
		jobs = append(jobs, job{"generate-variant-" + k.Name, protocol.Generate{Variant: k.Name}})
	}
	for _, j := range jobs {
		call, err := protocol.NewCall(0, j.req)
		if err != nil {
			b.Fatal(err)
		}
		msg, err := json.Marshal(call)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(j.name, func(b *testing.B) {
			ctx := newBrowser(b) // a browser's time limit is per job kind
			defer chromedp.Cancel(ctx)
			do(b, ctx, chromedp.Navigate(url+"/#"+easyPuzzle))
			waitBoard(b, ctx)
			ms := run(b, ctx, chromedp.Evaluate[[]float64](`(`+roundTrips+`)(`+string(msg)+`, `+strconv.Itoa(b.N)+`)`, chromedp.EvalAwaitPromise))
			b.ReportMetric(percentile(ms, 50), "p50-ms")
			b.ReportMetric(percentile(ms, 95), "p95-ms")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// frameGaps records the gaps between animation frames until stopped.
const frameGaps = `(() => {
	window.__gaps = [];
	let last = performance.now();
	const tick = now => { window.__gaps.push(now - last); last = now; if (!window.__stopGaps) requestAnimationFrame(tick); };
	window.__stopGaps = false;
	requestAnimationFrame(tick);
})()`

// BenchmarkGenerateFrameGaps generates 16x16 puzzles from the New panel,
// the longest job a player starts, and reports the longest gap between the
// page's frames while it runs and its board is replaced: the page must stay
// responsive. The first puzzle replaces the 9x9 board, mounting 256 new
// cells, and is reported apart (first-gap-ms); the others replace a 16x16
// board (max-gap-ms, and mean-max-gap-ms, the mean of each job's longest).
func BenchmarkGenerateFrameGaps(b *testing.B) {
	url, _ := startServer(b)
	ctx := newBrowser(b)
	defer chromedp.Cancel(ctx)
	do(b, ctx, chromedp.Navigate(url+"/#"+easyPuzzle))
	waitBoard(b, ctx)
	// As in BenchmarkKeyToPaint: the gaps measured are generation's, not
	// those of the workers' start-up after the first paint.
	waitServiceWorker(b, ctx)
	time.Sleep(time.Second)
	do(b, ctx, chromedp.Click("#new"))
	moreOptions(b, ctx)
	do(b, ctx, setValue("#gen-size", "16"))
	var first, worst, sum float64
	for i := 0; i <= b.N; i++ {
		before := boardText(b, ctx)
		do(b, ctx, chromedp.Poll[chromedp.Void](`!!document.querySelector('#sheet #generate') || (document.querySelector('#new').click(), false)`),
			chromedp.Evaluate[chromedp.Void](frameGaps), chromedp.Click("#generate"))
		run(b, ctx, chromedp.Poll[bool](`(b => b.length === 256 && b !== `+strconv.Quote(before)+`)([...document.querySelectorAll('.board .cell')].map(c => (c.querySelector('.digit') || {}).textContent || '.').join(''))`,
			chromedp.WithPollingTimeout(60*time.Second)))
		gaps := run(b, ctx, chromedp.Evaluate[[]float64](`window.__stopGaps = true, window.__gaps.slice(1)`))
		m := percentile(gaps, 100)
		if i == 0 {
			first = m
			continue
		}
		worst, sum = max(worst, m), sum+m
	}
	b.ReportMetric(first, "first-gap-ms")
	b.ReportMetric(worst, "max-gap-ms")
	b.ReportMetric(sum/float64(b.N), "mean-max-gap-ms")
	b.ReportMetric(0, "ns/op")
}
