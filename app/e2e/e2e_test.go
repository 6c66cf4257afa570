//go:build !js

// Package e2e tests the app end to end: the real server binary (serve.go),
// the real wasm files, in headless Chromium driven by chromedp. TestMain
// builds everything first (the wasm files through `make wasm`), so
// `go test ./app/e2e/` needs nothing else but make, git and node, which the
// Makefile uses, and a Chromium ($CHROMIUM, default /usr/bin/chromium;
// `make test` installs it).
package e2e

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/solve"
)

var (
	rootDir     string // the repository root: go.mod, wasm_exec.js, web/
	serverBin   string // the native build of serve.go
	faultWorker string // a worker.wasm that panics and hangs on purpose
)

func TestMain(m *testing.M) {
	code, err := setup(m)
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		os.Exit(1)
	}
	os.Exit(code)
}

func setup(m *testing.M) (int, error) {
	wd, err := os.Getwd()
	if err != nil {
		return 0, err
	}
	rootDir = filepath.Dir(filepath.Dir(wd)) // app/e2e -> root
	tmp, err := os.MkdirTemp("", "sudoku-e2e-")
	if err != nil {
		return 0, err
	}
	defer os.RemoveAll(tmp)
	serverBin = filepath.Join(tmp, "sudoku")
	faultWorker = filepath.Join(tmp, "faultworker.wasm")
	// The wasm files as `make wasm` builds them (app.wasm without go-app's
	// server side, compressed copies beside them), which is what the
	// server sends.
	cmd := exec.Command("make", "--no-print-directory", "wasm")
	cmd.Dir = rootDir
	if output, err := cmd.CombinedOutput(); err != nil {
		return 0, fmt.Errorf("make wasm: %v\n%s", err, output)
	}
	if err := build(serverBin, ".", false); err != nil {
		return 0, err
	}
	if err := build(faultWorker, "./app/e2e/testdata/faultworker", true); err != nil {
		return 0, err
	}
	return m.Run(), nil
}

// build compiles pkg (relative to the root) to the file out, for the
// browser when wasm is set.
func build(out, pkg string, wasm bool) error {
	env := os.Environ()
	if wasm {
		env = append(env, "GOOS=js", "GOARCH=wasm")
	}
	cmd := exec.Command("go", "build", "-trimpath", "-o", out, pkg)
	cmd.Dir, cmd.Env = rootDir, env
	if output, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build %s: %v\n%s", pkg, err, output)
	}
	return nil
}

// startServer runs the server binary with args on a free port and returns
// its URL (without a trailing slash). The server stops at the end of the
// test, or earlier through the returned stop function.
func startServer(t testing.TB, args ...string) (url string, stop func()) {
	t.Helper()
	cmd := exec.Command(serverBin, append([]string{"-addr", "127.0.0.1:0"}, args...)...)
	cmd.Dir = rootDir
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	stopped := false
	stop = func() {
		if !stopped {
			stopped = true
			cmd.Process.Kill()
			cmd.Wait()
		}
	}
	t.Cleanup(stop)
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatalf("server did not start: %v", err)
	}
	url, ok := strings.CutPrefix(strings.TrimSpace(line), "serving on ")
	if !ok {
		t.Fatalf("server said %q, want \"serving on <url>\"", line)
	}
	return strings.TrimSuffix(url, "/"), stop
}

// newBrowser starts a fresh headless Chromium with an empty profile, and
// any extra options. The returned context carries the test's overall
// deadline for browser work. The browser is closed when the test ends;
// chromedp.Cancel(ctx) closes it sooner (a benchmark that starts one per
// iteration must, or the ones left running slow down the next).
func newBrowser(t testing.TB, extra ...chromedp.ExecAllocatorOption) context.Context {
	t.Helper()
	path := os.Getenv("CHROMIUM")
	if path == "" {
		path = "/usr/bin/chromium"
	}
	if _, err := os.Stat(path); err != nil {
		t.Skipf("no Chromium at %s (make test installs it): %v", path, err)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
		// Headless Chromium builds its omnibox popup (a WebUI page) for every
		// new profile: seconds of CPU that would run alongside the page's
		// first load on two cores.
		chromedp.Flag("disable-features", "WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup"),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1100, 800),
	)
	opts = append(opts, extra...)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(allocCtx)
	ctx, cancelTimeout := context.WithTimeout(ctx, 2*time.Minute)
	t.Cleanup(func() {
		cancelTimeout()
		cancelCtx()
		cancelAlloc()
	})
	return ctx
}

func do(t testing.TB, ctx context.Context, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatal(err)
	}
}

func run[T any](t testing.TB, ctx context.Context, a chromedp.Action[T]) T {
	t.Helper()
	v, err := chromedp.Run(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// openSettings unfolds the page's Settings and waits until the page has
// scrolled them into view and stopped: a click computed while the page
// still scrolls lands on whatever moved under it.
func openSettings(t testing.TB, ctx context.Context) {
	t.Helper()
	do(t, ctx, chromedp.Click(".settings summary"))
	run(t, ctx, chromedp.Poll[bool](`(() => {
		const s = document.querySelector('details.settings'), r = s.getBoundingClientRect();
		const seen = r.top >= -1 && (r.bottom <= innerHeight + 1 || r.top <= 1);
		const still = window.__settingsY === scrollY;
		window.__settingsY = scrollY;
		return s.open && seen && still;
	})()`, chromedp.WithPollingInterval(100*time.Millisecond), chromedp.WithPollingTimeout(10*time.Second)))
}

// openGame serves the app, opens the 9x9 puzzle in a new browser and waits
// for its board; it returns the server's URL and the browser.
func openGame(t testing.TB, puzzle string) (url string, ctx context.Context) {
	t.Helper()
	url, _ = startServer(t)
	ctx = newBrowser(t)
	do(t, ctx, chromedp.Navigate(url+"/#"+puzzle))
	waitBoard(t, ctx)
	return url, ctx
}

// waitBoard waits until a 9x9 board shows and returns the time since
// navigation started, in milliseconds.
func waitBoard(t testing.TB, ctx context.Context) float64 {
	t.Helper()
	return waitCells(t, ctx, 81)
}

// waitCells waits until the board shows n cells and returns the time since
// navigation started, in milliseconds. Right after two navigations in a
// row (about:blank, then the app), the DevTools protocol can refuse the
// first poll with "Cannot find context with specified id": the page it
// was sent to has gone; the poll is then sent again, to the new page.
func waitCells(t testing.TB, ctx context.Context, n int) float64 {
	t.Helper()
	poll := chromedp.Poll[float64](
		`document.querySelectorAll('.board .cell').length === `+strconv.Itoa(n)+` ? performance.now() : 0`,
		chromedp.WithPollingTimeout(60*time.Second))
	for try := 1; ; try++ {
		ms, err := chromedp.Run(ctx, poll)
		if err == nil {
			return ms
		}
		if try == 3 || !strings.Contains(err.Error(), "Cannot find context") {
			t.Fatal(err)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// boardText returns the board as a line: each cell's digit, '.' when empty.
func boardText(t testing.TB, ctx context.Context) string {
	t.Helper()
	return run(t, ctx, chromedp.Evaluate[string](
		`[...document.querySelectorAll('.board .cell')].map(c => (c.querySelector('.digit') || {}).textContent || '.').join('')`))
}

// solveOnPage clicks Solve and checks that the board then holds a solution
// of puzzle.
func solveOnPage(t testing.TB, ctx context.Context, puzzle string) {
	t.Helper()
	do(t, ctx, chromedp.Click("#solve"), chromedp.Click("#reveal-yes")) // Solve asks first
	run(t, ctx, chromedp.Poll[bool](
		`![...document.querySelectorAll('.board .cell')].some(c => !c.querySelector('.digit')) || !!(document.querySelector('.controls .error') || {}).textContent`,
		chromedp.WithPollingTimeout(60*time.Second)))
	if msg := errorText(t, ctx); msg != "" {
		t.Fatalf("solving showed an error: %s", msg)
	}
	checkSolves(t, puzzle, boardText(t, ctx))
}

func errorText(t testing.TB, ctx context.Context) string {
	t.Helper()
	return run(t, ctx, chromedp.Evaluate[string](
		`(document.querySelector('.controls .error') || {textContent: ''}).textContent`))
}

// checkSolves fails unless solution solves puzzle.
func checkSolves(t testing.TB, puzzle, solution string) {
	t.Helper()
	g, err := codec.ParseGrid(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	sol, err := codec.ParseGrid(solution)
	if err == nil {
		err = g.CheckSolution(sol)
	}
	if err != nil {
		t.Fatalf("board shows %s, not a solution of %s: %v", solution, puzzle, err)
	}
}

// waitServiceWorker waits until the page's service worker is activated,
// which is when everything it precaches is stored.
func waitServiceWorker(t testing.TB, ctx context.Context) {
	t.Helper()
	state := run(t, ctx, chromedp.Evaluate[string](`navigator.serviceWorker.ready.then(reg => new Promise(resolve => {
		const w = reg.active;
		if (w.state === 'activated') return resolve(w.state);
		w.addEventListener('statechange', () => { if (w.state === 'activated') resolve(w.state); });
	}))`, chromedp.EvalAwaitPromise))
	if state != "activated" {
		t.Fatalf("service worker state %q, want activated", state)
	}
}

// startTimes records, in window.__started, when the first full board
// appeared, when the page created its first Web Worker, and when the
// service worker's registration actually began.
const startTimes = `(() => {
	const t = window.__started = {};
	const register = ServiceWorkerContainer.prototype.register;
	ServiceWorkerContainer.prototype.register = function (...args) {
		t.serviceWorker ??= performance.now();
		return register.apply(this, args);
	};
	const Worker = window.Worker;
	window.Worker = class extends Worker {
		constructor(...args) {
			super(...args);
			t.engine ??= performance.now();
		}
	};
	new MutationObserver(() => {
		if (!t.board && document.querySelectorAll('.board .cell').length === 81) t.board = performance.now();
	}).observe(document, {subtree: true, childList: true});
})()`

// A cold load shows the board before it starts the engine worker and the
// service worker, which would otherwise share the CPU with it; both start
// soon after, and the service worker still installs.
func TestWorkersStartAfterBoard(t *testing.T) {
	url, _ := startServer(t)
	ctx := newBrowser(t)
	do(t, ctx, onNewDocument(startTimes), chromedp.Navigate(url+"/#"+hardPuzzle))
	waitBoard(t, ctx)
	waitServiceWorker(t, ctx)
	got := run(t, ctx, chromedp.Poll[map[string]float64](`window.__started.engine && window.__started`, chromedp.WithPollingTimeout(10*time.Second)))
	for _, name := range []string{"engine", "serviceWorker"} {
		if _, ok := got[name]; !ok {
			t.Errorf("the %s never started", name)
		} else if got[name] < got["board"] {
			t.Errorf("the %s started at %.0f ms, before the board appeared at %.0f ms", name, got[name], got["board"])
		}
	}
}

// A hard puzzle (forum_hardest_1106, first line): it needs real search.
const hardPuzzle = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"

func TestBoardRendersPuzzleFromFragment(t *testing.T) {
	url, _ := startServer(t)
	ctx := newBrowser(t)
	do(t, ctx, chromedp.Navigate(url+"/#"+hardPuzzle))
	ms := waitBoard(t, ctx)
	t.Logf("cold load, navigation to board shown: %.0f ms", ms)
	if got := boardText(t, ctx); got != hardPuzzle {
		t.Errorf("board shows %s, want %s", got, hardPuzzle)
	}
	givens := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('.board .cell.given').length`))
	if want := strings.Count(hardPuzzle, "."); givens != 81-want {
		t.Errorf("%d cells marked given, want %d", givens, 81-want)
	}
	fetchedWasmOnce(t, ctx)
}

// fetchedWasmOnce checks that the page downloaded app.wasm once: the
// preload in the page's head must be the very request go-app's loader
// makes, or the biggest file would be fetched twice.
func fetchedWasmOnce(t *testing.T, ctx context.Context) {
	t.Helper()
	urls := run(t, ctx, chromedp.Evaluate[[]string](`performance.getEntriesByType('resource').map(e => e.name).filter(n => n.includes('app.wasm'))`))
	if len(urls) != 1 {
		t.Errorf("app.wasm fetched as %q, want one request", urls)
	}
}

func TestSolveThroughWorker(t *testing.T) {
	url, _ := startServer(t)
	ctx := newBrowser(t)
	do(t, ctx, chromedp.Navigate(url+"/#"+hardPuzzle))
	waitBoard(t, ctx)
	solveOnPage(t, ctx, hardPuzzle)
	status := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('.status').textContent`))
	if !strings.Contains(status, "revealed") || strings.Contains(status, "more than one solution") {
		t.Errorf("status %q does not say the solution was revealed", status)
	}
	card := run(t, ctx, chromedp.Evaluate[string](`(document.querySelector('.overlay.done') || {}).textContent`))
	if !strings.Contains(card, "Solution revealed") || strings.Contains(card, "Solved!") {
		t.Errorf("after Solve the card says %q; want it marked revealed, not solved", card)
	}
}

func TestBadFragmentShowsError(t *testing.T) {
	url, _ := startServer(t)
	ctx := newBrowser(t)
	do(t, ctx, chromedp.Navigate(url+"/#12x4"))
	msg := run(t, ctx, chromedp.Poll[string](
		`(document.querySelector('.controls .error') || {}).textContent`, chromedp.WithPollingTimeout(60*time.Second)))
	if !strings.HasPrefix(msg, "Line 1: 4 symbols is not a puzzle line") {
		t.Errorf("error %q does not explain the bad puzzle in plain words", msg)
	}
	if n := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('.board .cell').length`)); n != 0 {
		t.Errorf("a bad puzzle still shows %d cells", n)
	}
	// The page is alive: a good fragment replaces the error with the board.
	do(t, ctx, chromedp.Evaluate[chromedp.Void](`location.hash = '`+hardPuzzle+`'`))
	waitBoard(t, ctx)
	if msg := errorText(t, ctx); msg != "" {
		t.Errorf("error %q stays after a good puzzle", msg)
	}
}

func TestOfflineReload(t *testing.T) {
	url, stop := startServer(t)
	ctx := newBrowser(t)
	shotOnFailure(t, ctx)
	do(t, ctx, chromedp.Navigate(url+"/#"+hardPuzzle))
	waitBoard(t, ctx)
	waitServiceWorker(t, ctx)
	stop()
	if _, err := http.Get(url + "/"); err == nil {
		t.Fatal("the server still answers after stop")
	}
	do(t, ctx, chromedp.Reload())
	waitBoard(t, ctx)
	solveOnPage(t, ctx, hardPuzzle)

	// Paste, explain and generate work offline too: all of it is the worker's.
	do(t, ctx, chromedp.Click("#paste"))
	pasteText(t, ctx, easyPuzzle)
	do(t, ctx, chromedp.Click("#paste-explain"))
	waitText(t, ctx, "#explain-count", "Step 1 of")
	closeExplanation(t, ctx)
	do(t, ctx, chromedp.Click("#new"), chromedp.Click("#start-easy"))
	waitText(t, ctx, ".controls .status", "A new puzzle")
	if n, err := solve.Count(mustParse(t, boardText(t, ctx)), 2); n != 1 || err != nil {
		t.Errorf("offline generation gave %s: %d solutions (%v)", boardText(t, ctx), n, err)
	}

	// Every icon of the manifest is cached, and an address with a query
	// string the cache does not hold (a newsletter's link) opens too.
	if !run(t, ctx, chromedp.Evaluate[bool](`caches.match('/web/icon.svg').then(r => !!r)`, chromedp.EvalAwaitPromise)) {
		t.Error("the manifest's SVG icon is not cached")
	}
	do(t, ctx, chromedp.Navigate(url+"/?utm_source=newsletter#"+easyPuzzle))
	waitBoard(t, ctx)
	if got := boardText(t, ctx); got != easyPuzzle {
		t.Errorf("offline, /?utm_source=newsletter#<puzzle> shows %s", got)
	}
}

// TestAppWasmLeavesOutTheServer checks the built app.wasm for the packages
// that go-app's server side brings in unless `make wasm` leaves it out with
// its overlay (app/goapp/overlay.go), or that some import of ours brings back:
// their initialisers keep a large part of the file alive. It checks too
// that the engine's solvers stay in the worker: the page takes only names
// and levels from them, and a table of searches built at package init
// would link every search (a tenth of the file). Function names stay in a
// stripped binary (panics print them), so their absence means the code is
// absent.
func TestAppWasmLeavesOutTheServer(t *testing.T) {
	wasm, err := os.ReadFile(filepath.Join(rootDir, "web", "app.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(wasm, []byte("github.com/maxence-charriere/go-app/v9/pkg/app.RunWhenOnBrowser")) {
		t.Fatal("app.wasm does not name go-app's functions: cannot tell what it contains")
	}
	// engine/codec, the formats' readers and writers, is the worker's
	// alone (the read and export jobs): about 325 KB of the page's code.
	for _, pkg := range []string{"net/http", "crypto/tls", "crypto/x509", "text/template", "regexp",
		"github.com/sudoku-app/sudoku/engine/solve", "github.com/sudoku-app/sudoku/engine/codec"} {
		if bytes.Contains(wasm, []byte(pkg+".")) {
			t.Errorf("app.wasm contains %s", pkg)
		}
	}
	for _, fn := range []string{"engine/logic.findHiddenSingleBox", "engine/logic.seHiddenSingles", "engine/generate.Generate"} {
		if bytes.Contains(wasm, []byte("github.com/sudoku-app/sudoku/"+fn)) {
			t.Errorf("app.wasm contains %s: the page links a solver", fn)
		}
	}
}

func TestWasmExecMatchesToolchain(t *testing.T) {
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join(rootDir, "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Error("wasm_exec.js differs from the toolchain's copy: cp $(go env GOROOT)/lib/wasm/wasm_exec.js .")
	}
}

// serveExport exports the site for the base path /sub/ and serves it with
// a plain file server, as any static host would.
func serveExport(t testing.TB) *httptest.Server {
	t.Helper()
	dir := t.TempDir()
	cmd := exec.Command(serverBin, "-export", dir, "-base", "/sub/")
	cmd.Dir = rootDir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("export: %v\n%s", err, out)
	}
	mux := http.NewServeMux()
	mux.Handle("/sub/", http.StripPrefix("/sub/", http.FileServer(http.Dir(dir))))
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

func TestStaticExportUnderSubpathOffline(t *testing.T) {
	srv := serveExport(t)

	ctx := newBrowser(t)
	do(t, ctx, chromedp.Navigate(srv.URL+"/sub/#"+hardPuzzle))
	waitBoard(t, ctx)
	fetchedWasmOnce(t, ctx)
	solveOnPage(t, ctx, hardPuzzle)
	waitServiceWorker(t, ctx)

	// Offline: the page, the saved game, and the worker for a new puzzle.
	srv.Close()
	do(t, ctx, chromedp.Navigate(srv.URL+"/sub/#"+hardPuzzle))
	waitBoard(t, ctx)
	checkSolves(t, hardPuzzle, boardText(t, ctx))
	do(t, ctx, chromedp.Navigate(srv.URL+"/sub/#"+easyPuzzle))
	waitBoard(t, ctx)
	solveOnPage(t, ctx, easyPuzzle)
}

// A host that serves the export's folder at /sub/ and nothing at /sub
// (nginx's `location /sub/ { alias …; }`, a bucket behind a CDN) still
// gets the app offline: the service worker's install, which one missing
// file fails whole, asks for nothing outside /sub/.
func TestExportOfflineOnAHostWithoutTheBarePath(t *testing.T) {
	dir := t.TempDir()
	cmd := exec.Command(serverBin, "-export", dir, "-base", "/sub/")
	cmd.Dir = rootDir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("export: %v\n%s", err, out)
	}
	files := http.StripPrefix("/sub/", http.FileServer(http.Dir(dir)))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.URL.Path, "/sub/") {
			http.NotFound(w, r)
			return
		}
		files.ServeHTTP(w, r)
	}))
	defer srv.Close()

	ctx := newBrowser(t)
	shotOnFailure(t, ctx)
	do(t, ctx, chromedp.Navigate(srv.URL+"/sub/#"+hardPuzzle))
	waitBoard(t, ctx)
	// Installed, or not: the registration goes when its install fails.
	state := run(t, ctx, chromedp.Poll[string](`(async () => {
		const r = await navigator.serviceWorker.getRegistration();
		if (r && r.active && r.active.state === 'activated') return 'activated';
		if (window.__registered && !r) return 'install failed';
		window.__registered ||= !!r;
		return '';
	})()`, chromedp.WithPollingTimeout(60*time.Second)))
	if state != "activated" {
		t.Fatalf("the service worker: %s", state)
	}
	srv.Close()
	do(t, ctx, chromedp.Reload())
	waitBoard(t, ctx)
}
