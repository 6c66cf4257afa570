//go:build !js

package e2e

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/grade"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// clickProbe records, for every pointerdown, the time from it until
// done(), a test of the page, first holds after a change of the DOM: to
// that change (__dom: the app's work), to the change laid out (__laid:
// the browser's style and layout of it, forced at once), and to the first
// animation frame after it (__open: the paint, which waits for the
// frame's turn too). __painted(n) is a promise of the paint of click n
// (from 0): the test waits on it without polling, so nothing else asks
// for the page's time or frames, and the page is idle at the click, as
// it is for a player.
const clickProbe = `(done => {
	window.__open = [];
	window.__dom = [];
	window.__laid = [];
	const waiters = [];
	window.__painted = n => new Promise(function wait(resolve) {
		if (window.__open.length > n) resolve(window.__open[n]);
		else waiters.push(() => wait(resolve));
	});
	let start = 0;
	addEventListener('pointerdown', e => { start = e.timeStamp; }, true);
	new MutationObserver(() => {
		if (!start || !done()) return;
		const s = start;
		start = 0;
		window.__dom.push(performance.now() - s);
		document.body.getBoundingClientRect();
		window.__laid.push(performance.now() - s);
		requestAnimationFrame(() => {
			window.__open.push(performance.now() - s);
			waiters.splice(0).forEach(w => w());
		});
	}).observe(document.body, {subtree: true, childList: true, characterData: true});
})`

// personPace polls every 5 ms rather than at every animation frame, so
// that the page is idle between polls.
var personPace = chromedp.WithPollingInterval(5 * time.Millisecond)

// clickTimes are a click's times under clickProbe, in milliseconds from
// its pointerdown: to the DOM change, to its layout, to the paint.
type clickTimes struct{ dom, laid, paint float64 }

// clicked waits for the paint of click n (from 0) under clickProbe and
// returns its times.
func clicked(b *testing.B, ctx context.Context, n int) clickTimes {
	i := strconv.Itoa(n)
	paint := run(b, ctx, chromedp.Evaluate[float64](`window.__painted(`+i+`)`, chromedp.EvalAwaitPromise))
	t := run(b, ctx, chromedp.Evaluate[[]float64](`[window.__dom[`+i+`], window.__laid[`+i+`]]`))
	return clickTimes{dom: t[0], laid: t[1], paint: paint}
}

// reportClicks reports the p50 and p95 of clicks' times: dom-*, laid-*,
// and the paint's as p50-ms and p95-ms.
func reportClicks(b *testing.B, clicks []clickTimes) {
	var dom, laid, paint []float64
	for _, c := range clicks {
		dom, laid, paint = append(dom, c.dom), append(laid, c.laid), append(paint, c.paint)
	}
	b.ReportMetric(percentile(dom, 50), "dom-p50-ms")
	b.ReportMetric(percentile(dom, 95), "dom-p95-ms")
	b.ReportMetric(percentile(laid, 50), "laid-p50-ms")
	b.ReportMetric(percentile(laid, 95), "laid-p95-ms")
	report(b, paint)
}

// openProbe times the opening of a panel by a click, for
// BenchmarkDaily's panels/*: window.__arm(sel) says the next click opens
// the panel whose drawn part is sel (a CSS selector: an element at the
// panel's top, inside what the browser may leave out of a frame, such as
// a thumbnail under content-visibility: auto). From the click's input
// event (its time stamp) it records, in milliseconds: dom, when a change
// of the DOM first shows sel (in the DOM, not in a hidden or inert part
// of the page); laid, when that change is laid out (style and layout
// forced at once); paint, when the browser has drawn the frame that
// renders sel on the screen: the time of an IntersectionObserver's entry,
// which Chromium takes at the end of a frame's rendering, from the first
// frame whose layout has sel inside the viewport (an element the frame
// leaves out, under content-visibility, is not); and frames, the animation
// frames begun from the click to that time: 1 when the panel is in the
// first frame after the click. Frames are counted only from an armed
// click to its paint, so the page is idle otherwise, as it is for a
// player. __opened(n) is a promise of open n's times (from 0);
// __shown(sel) tells whether sel is shown in the DOM.
const openProbe = `(() => {
	const opens = [], waiters = [];
	let armed = null, cur = null;
	const shown = sel => {
		const e = document.querySelector(sel);
		return !!e && e.checkVisibility({visibilityProperty: true}) && !e.closest('[inert]');
	};
	window.__shown = shown;
	window.__arm = sel => { armed = sel; };
	window.__opened = n => new Promise(function wait(resolve) {
		if (opens.length > n) resolve(opens[n]);
		else waiters.push(() => wait(resolve));
	});
	const rendered = new IntersectionObserver(entries => {
		const o = cur;
		const e = o && o.dom && entries.find(e => e.target === o.target && e.isIntersecting);
		if (!e) return;
		cur = null;
		rendered.disconnect();
		opens.push({dom: o.dom, laid: o.laid, paint: e.time - o.start, frames: o.frames.filter(t => t <= e.time).length});
		waiters.splice(0).forEach(w => w());
	});
	const watch = o => {
		const e = document.querySelector(o.sel);
		if (e && e !== o.target) {
			rendered.disconnect();
			o.target = e;
			rendered.observe(e);
		}
	};
	addEventListener('click', e => {
		if (!armed) return;
		const o = {sel: armed, start: e.timeStamp, frames: [], dom: 0, laid: 0, target: null};
		armed = null;
		cur = o;
		watch(o);
		const frame = () => {
			if (cur !== o) return;
			o.frames.push(performance.now());
			requestAnimationFrame(frame);
		};
		requestAnimationFrame(frame);
	}, true);
	new MutationObserver(() => {
		const o = cur;
		if (!o || o.dom) return;
		const t = performance.now();
		watch(o);
		if (!shown(o.sel)) return;
		o.dom = t - o.start;
		document.body.getBoundingClientRect();
		o.laid = performance.now() - o.start;
	}).observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true});
})()`

// openTimes are an opening's times under openProbe.
type openTimes struct {
	DOM    float64 `json:"dom"`
	Laid   float64 `json:"laid"`
	Paint  float64 `json:"paint"`
	Frames float64 `json:"frames"`
}

// topPanels are the panels the top bar opens as sheets, each with the
// selector of a part drawn once its content is (openProbe). The settings
// are not among them: they fold out under the keypad, in the page.
var topPanels = []struct{ id, drawn string }{
	{"new", "#new-panel #start-easy"},
	{"daily", "#daily-panel .daily-level"},
	{"paste", "#paste-panel #paste-text"},
	{"share", "#share-panel #share-link"},
	{"games", "#games-panel .game-row :is(.mini-cell, .thumb text)"},
	{"stats", "#stats-panel .stats-table td"},
	{"help", "#help-panel .help-keys"},
}

// laterOpens is how many times BenchmarkDaily's panels/* open a panel
// again after its first opening in a page.
const laterOpens = 5

// reportOpens reports the p50 and p95 of openings' times, each metric's
// name prefixed: dom-*, laid-*, the paint's as p50-ms and p95-ms, and
// frames-* (openProbe).
func reportOpens(b *testing.B, prefix string, opens []openTimes) {
	var dom, laid, paint, frames []float64
	for _, o := range opens {
		dom, laid, paint, frames = append(dom, o.DOM), append(laid, o.Laid), append(paint, o.Paint), append(frames, o.Frames)
	}
	for _, m := range []struct {
		name string
		xs   []float64
	}{{"dom-", dom}, {"laid-", laid}, {"", paint}} {
		b.ReportMetric(percentile(m.xs, 50), prefix+m.name+"p50-ms")
		b.ReportMetric(percentile(m.xs, 95), prefix+m.name+"p95-ms")
	}
	b.ReportMetric(percentile(frames, 50), prefix+"frames-p50")
	b.ReportMetric(percentile(frames, 95), prefix+"frames-p95")
}

// BenchmarkDaily reports, in milliseconds (p50 and p95 of b.N):
//   - cold: a browser that has never seen the app opens it at a daily's
//     link until the day's puzzle is on the board;
//   - returning: the same for a player who has played here before (the
//     app installed for offline play), opening a daily's link afresh;
//   - bare-goapp, bare-js: the cold load of a bare page, one that only
//     draws a board's 81 cells, with go-app and with Go alone, served as
//     the app is: what any such page costs this browser on this machine;
//   - click: in the app, a click on a level of the Daily panel until the
//     board shows that puzzle, painted (and dom-*: until the DOM shows it;
//     laid-*: until that is laid out);
//   - stats: with 1,000 finished games saved (200 whole, the rest
//     archived, as the app keeps them) and the page settled, a click on
//     Stats until the statistics are painted (dom-*, laid-*: until they
//     are in the DOM, and laid out), b.N times, closing them in between;
//   - panels/<id>, each panel of the top bar (topPanels): with 300
//     finished games saved and the page settled, a real click on the
//     panel's button until the panel is painted (openProbe), the first
//     time in the page (first-*) and the laterOpens times after it
//     (later-*), closed by its button in between: first-p50-ms and
//     later-p50-ms until the frame that renders it is drawn, *-dom-*
//     until it is shown in the DOM, *-laid-* until that is laid out,
//     *-frames-* the animation frames from the click to that frame (1:
//     the first);
//   - history: with 1,000 finished games saved, the longest task (a pause
//     in which the page takes no key) in the 3 s after the board is up,
//     0 for none over 50 ms, the browser's threshold; first-ms is the
//     first load's, which archives 800 of them.
func BenchmarkDaily(b *testing.B) {
	// A player's browser is running when they open a link: the browser's
	// own start-up work is over (settledBrowser).
	url, _ := startServer(b)
	today := daily.Today(time.Now())
	b.Run("cold", func(b *testing.B) {
		var ms []float64
		for i := 0; i < b.N; i++ {
			d := game.Daily{Date: today.AddDays(-i % 30), Level: logic.Levels()[i%5]}
			p, err := daily.Puzzle(d.Date, d.Level)
			if err != nil {
				b.Fatal(err)
			}
			ctx := settledBrowser(b)
			ms = append(ms, loadBoard(b, ctx, url+"/#"+share.Encode(share.Link{Puzzle: p, Daily: d})))
			if got := boardText(b, ctx); got != p.String() {
				b.Fatalf("the board shows %s, want %s", got, p)
			}
			chromedp.Cancel(ctx)
		}
		report(b, ms)
	})
	b.Run("returning", func(b *testing.B) {
		var ms []float64
		for i := 0; i < b.N; i++ {
			d := game.Daily{Date: today.AddDays(-i % 30), Level: logic.Levels()[i%5]}
			p, err := daily.Puzzle(d.Date, d.Level)
			if err != nil {
				b.Fatal(err)
			}
			ctx := settledBrowser(b)
			do(b, ctx, chromedp.Navigate(url+"/#"+easyPuzzle))
			waitBoard(b, ctx)
			waitServiceWorker(b, ctx)
			do(b, ctx, chromedp.Navigate("about:blank"))
			ms = append(ms, loadBoard(b, ctx, url+"/#"+share.Encode(share.Link{Puzzle: p, Daily: d})))
			if got := boardText(b, ctx); got != p.String() {
				b.Fatalf("the board shows %s, want %s", got, p)
			}
			chromedp.Cancel(ctx)
		}
		report(b, ms)
	})
	// The bare pages: the same cold load of a page that only draws 81
	// cells, with go-app and with Go alone (testdata/bare), so that a
	// figure from one machine can be read on another: what cold takes
	// beyond bare-goapp is the app's own.
	for _, bare := range []string{"goapp", "js"} {
		b.Run("bare-"+bare, func(b *testing.B) {
			url, _ := startServer(b, "-web", bareWeb(b, bare))
			var ms []float64
			for i := 0; i < b.N; i++ {
				ctx := settledBrowser(b)
				ms = append(ms, loadBoard(b, ctx, url+"/"))
				chromedp.Cancel(ctx)
			}
			report(b, ms)
		})
	}
	b.Run("click", func(b *testing.B) {
		ctx := newBrowser(b)
		do(b, ctx, chromedp.Navigate(url+"/#"+easyPuzzle))
		waitBoard(b, ctx)
		waitServiceWorker(b, ctx)
		// The board is there already: a click is done when the top bar
		// names the day's puzzle (window.__want).
		do(b, ctx, chromedp.Evaluate[chromedp.Void](clickProbe+`(() => {
			const l = document.querySelector('.level');
			return l && l.textContent === window.__want;
		})`))
		var clicks []clickTimes
		for i := 0; i < b.N; i++ {
			level := logic.Levels()[i%5]
			p, _ := daily.Puzzle(today, level)
			do(b, ctx, chromedp.Navigate(url+"/#"+easyPuzzle))
			run(b, ctx, chromedp.Poll[bool](`document.querySelector('.board .cell') && !document.querySelector('.level').textContent.startsWith('Daily')`))
			do(b, ctx, chromedp.Click("#daily"))
			run(b, ctx, chromedp.Poll[bool](`!!document.querySelector('.daily-level')`, personPace))
			do(b, ctx, chromedp.Evaluate[chromedp.Void](`window.__want = `+strconv.Quote(daily.Name(today, level))))
			n := run(b, ctx, chromedp.Evaluate[int](`window.__open.length`))
			do(b, ctx, chromedp.Click(`.daily-level[data-level="`+level.String()+`"]`))
			clicks = append(clicks, clicked(b, ctx, n))
			if got := boardText(b, ctx); got != p.String() {
				b.Fatalf("the board shows %s, want %s", got, p)
			}
		}
		reportClicks(b, clicks)
	})
	b.Run("stats", func(b *testing.B) {
		ctx := newBrowser(b)
		do(b, ctx, chromedp.Navigate(url+"/#"+easyPuzzle))
		waitBoard(b, ctx)
		reloadWithGames(b, ctx, today, 1000)
		// Kept as the app keeps them (200 whole, the rest archived), as a
		// player's are when they come back: the page trims them a moment
		// after it starts, once. Then the page at rest.
		waitSettled(b, ctx)
		do(b, ctx, chromedp.Reload())
		waitBoard(b, ctx)
		waitSettled(b, ctx)
		do(b, ctx, chromedp.Evaluate[chromedp.Void](clickProbe+`(() => !!document.querySelector('#sheet #stats-panel .stats-table'))`))
		var clicks []clickTimes
		for i := 0; i < b.N; i++ {
			do(b, ctx, chromedp.Click("#stats"))
			clicks = append(clicks, clicked(b, ctx, i))
			do(b, ctx, chromedp.Click("#stats"))
			run(b, ctx, chromedp.Poll[bool](`!document.querySelector('#sheet #stats-panel')`, personPace))
		}
		do(b, ctx, chromedp.Click("#stats"))
		if got := waitText(b, ctx, `#sheet #stats-panel tr[data-key="9-Easy"]`, "9×9 Easy"); !strings.Contains(got, "200") {
			b.Logf("9×9 Easy statistics: %q", got)
		}
		reportClicks(b, clicks)
	})
	for _, panel := range topPanels {
		b.Run("panels/"+panel.id, func(b *testing.B) {
			var first, later []openTimes
			for i := 0; i < b.N; i++ {
				ctx := newBrowser(b)
				do(b, ctx, chromedp.Navigate(url+"/#"+easyPuzzle))
				waitBoard(b, ctx)
				reloadWithGames(b, ctx, today, 300)
				waitSettled(b, ctx)
				do(b, ctx, chromedp.Evaluate[chromedp.Void](openProbe))
				for open := 0; open <= laterOpens; open++ {
					// A player's pace: the page idle at the click.
					time.Sleep(200 * time.Millisecond)
					do(b, ctx, chromedp.Evaluate[chromedp.Void](`window.__arm(`+strconv.Quote(panel.drawn)+`)`))
					do(b, ctx, chromedp.Click("#"+panel.id))
					o := run(b, ctx, chromedp.Evaluate[openTimes](`window.__opened(`+strconv.Itoa(open)+`)`, chromedp.EvalAwaitPromise))
					if open == 0 {
						first = append(first, o)
					} else {
						later = append(later, o)
					}
					time.Sleep(100 * time.Millisecond)
					do(b, ctx, chromedp.Click("#"+panel.id))
					run(b, ctx, chromedp.Poll[bool](`!window.__shown(`+strconv.Quote(panel.drawn)+`)`, personPace))
				}
				chromedp.Cancel(ctx)
			}
			reportOpens(b, "first-", first)
			reportOpens(b, "later-", later)
			b.ReportMetric(0, "ns/op")
		})
	}
	b.Run("history", func(b *testing.B) {
		ctx := newBrowser(b)
		do(b, ctx, onNewDocument(longTasks))
		do(b, ctx, chromedp.Navigate(url+"/#"+easyPuzzle))
		waitBoard(b, ctx)
		do(b, ctx, saveFinishedGames(b, today, 1000))
		var ms []float64
		for i := 0; i < b.N; i++ {
			do(b, ctx, chromedp.Reload())
			waitBoard(b, ctx)
			up := run(b, ctx, chromedp.Evaluate[float64](`performance.now()`))
			time.Sleep(3 * time.Second)
			ms = append(ms, run(b, ctx, chromedp.Evaluate[float64](`Math.max(0, ...window.__long.filter(e => e.startTime >= `+strconv.FormatFloat(up, 'f', -1, 64)+`).map(e => e.duration))`)))
		}
		b.ReportMetric(ms[0], "first-ms")
		report(b, ms)
	})
}

// longTasks keeps the page's long tasks (over 50 ms) in window.__long.
const longTasks = `(() => {
	window.__long = [];
	new PerformanceObserver(l => window.__long.push(...l.getEntries())).observe({type: 'longtask', buffered: true});
})()`

// waitSettled waits until the page has settled (the performance mark
// sudoku-settled): the saved games read and trimmed, the panels warmed, a
// moment after the page starts.
func waitSettled(t testing.TB, ctx context.Context) {
	t.Helper()
	run(t, ctx, chromedp.Poll[bool](`performance.getEntriesByName('sudoku-settled').length > 0`, chromedp.WithPollingTimeout(60*time.Second)))
}

// loadBoard navigates to url and returns the time, in milliseconds from
// the navigation, until the page has a board of 81 cells.
func loadBoard(b *testing.B, ctx context.Context, url string) float64 {
	do(b, ctx, chromedp.Navigate(url))
	// The time is the page's own (from its navigation), so a poll begun
	// before the new page's context and lost with it is simply asked
	// again.
	poll := chromedp.Poll[float64](`document.querySelectorAll('.board .cell').length === 81 ? performance.now() : 0`,
		chromedp.WithPollingTimeout(60*time.Second))
	t, err := chromedp.Run(ctx, poll)
	for try := 0; err != nil && strings.Contains(err.Error(), "Cannot find context") && try < 3; try++ {
		t, err = chromedp.Run(ctx, poll)
	}
	if err != nil {
		b.Fatal(err)
	}
	return t
}

// bareWeb returns a copy of web/ whose app.wasm is testdata/bare/name,
// built and compressed as the Makefile builds app.wasm (WASMBUILD, with
// go-app's overlay, which `make wasm` has written).
func bareWeb(b *testing.B, name string) string {
	out := filepath.Join(b.TempDir(), "app.wasm")
	build := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-overlay=.cache/goapp-overlay.json", "-o", out, "./app/e2e/testdata/bare/"+name)
	build.Dir, build.Env = rootDir, append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	compress := exec.Command("make", "--no-print-directory", out+".br", out+".gz")
	compress.Dir = rootDir
	for _, cmd := range []*exec.Cmd{build, compress} {
		if output, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("%s: %v\n%s", strings.Join(cmd.Args, " "), err, output)
		}
	}
	return webDirWith(b, map[string]string{"app.wasm": out, "app.wasm.br": out + ".br", "app.wasm.gz": out + ".gz"})
}

// saveFinishedGames saves in the page's storage the n games of
// finishedGames.
func saveFinishedGames(b testing.TB, today daily.Date, n int) chromedp.Action[chromedp.Void] {
	return chromedp.Evaluate[chromedp.Void](`(items => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); })(` + finishedGames(b, today, n) + `)`)
}

// reloadWithGames saves the n games of finishedGames in the page's
// storage, reloads the page and waits for its board.
func reloadWithGames(t testing.TB, ctx context.Context, today daily.Date, n int) {
	t.Helper()
	do(t, ctx, saveFinishedGames(t, today, n), chromedp.Reload())
	waitBoard(t, ctx)
}

// finishedGames returns, as a JSON object of storage keys and values, n
// games the app would have saved: the dailies of the n days to today, one
// a day at the levels in turn, each solved.
func finishedGames(b testing.TB, today daily.Date, n int) string {
	store := &game.MemoryStorage{}
	lib := game.NewLibrary(store)
	for i := n - 1; i >= 0; i-- {
		d := game.Daily{Date: today.AddDays(-i), Level: logic.Levels()[i%5]}
		at := time.Date(d.Date.Year, d.Date.Month, d.Date.Day, 20, 0, 0, 0, time.Local)
		lib.Now = func() time.Time { return at }
		p, err := daily.Puzzle(d.Date, d.Level)
		if err != nil {
			b.Fatal(err)
		}
		sol, _, err := solve.Solve(p)
		if err != nil {
			b.Fatal(err)
		}
		g, err := game.New(p, game.DefaultSettings())
		if err != nil {
			b.Fatal(err)
		}
		g.MarkDaily(d)
		g.SetGrade(grade.Grade{Level: d.Level, Rating: 2}) // at its level: what the statistics count
		g.Tick(time.Duration(3+i%20) * time.Minute)
		for c := sudoku.Cell(0); c < 81; c++ {
			if !g.IsGiven(c) {
				g.Enter([]sudoku.Cell{c}, sol.At(c), game.Normal)
			}
		}
		if !g.Solved() {
			b.Fatal("the board is not solved")
		}
		if err := lib.Save(g); err != nil {
			b.Fatal(err)
		}
	}
	keys, _ := store.Keys()
	items := map[string]string{}
	for _, k := range keys {
		if !strings.HasPrefix(k, "sudoku/game/") || strings.HasSuffix(k, ".bak") {
			continue
		}
		items[k], _, _ = store.Get(k)
	}
	out, err := json.Marshal(items)
	if err != nil {
		b.Fatal(err)
	}
	return string(out)
}

func report(b *testing.B, ms []float64) {
	b.ReportMetric(percentile(ms, 50), "p50-ms")
	b.ReportMetric(percentile(ms, 95), "p95-ms")
	b.ReportMetric(0, "ns/op")
}

// settledBrowser starts a fresh browser (nothing cached, no app
// installed) and gives it a second on a blank page, so that its own
// start-up work (profile, components) is over before a measured load, as
// it is in a browser a player has open.
func settledBrowser(b *testing.B) context.Context {
	ctx := newBrowser(b)
	do(b, ctx, chromedp.Navigate("about:blank"))
	time.Sleep(time.Second)
	return ctx
}
