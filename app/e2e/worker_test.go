//go:build !js

package e2e

import (
	"context"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// webDirWithWorker returns a copy of web/ whose worker.wasm is the file
// worker, or missing when worker is "".
func webDirWithWorker(t testing.TB, worker string) string {
	return webDirWith(t, map[string]string{"worker.wasm": worker})
}

// webDirWith returns a copy of web/ (its files, not its folders) with the
// files of replace in place of web/'s own: name to the file to copy, or
// to "" to leave the name out. The precompressed copies of a replaced
// name are left out too, unless replace names them: they would be stale.
func webDirWith(t testing.TB, replace map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	src := filepath.Join(rootDir, "web")
	entries, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		name := e.Name()
		_, replaced := replace[strings.TrimSuffix(strings.TrimSuffix(name, ".br"), ".gz")]
		if e.IsDir() || replaced {
			continue
		}
		copyTo(t, filepath.Join(src, name), filepath.Join(dir, name))
	}
	for name, from := range replace {
		if from != "" {
			copyTo(t, from, filepath.Join(dir, name))
		}
	}
	return dir
}

// copyTo copies file from to to, with its modification time: the server
// sends a precompressed copy only when it is no older than its file, so a
// copy's time must not depend on the order of the copying.
func copyTo(t testing.TB, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(to, info.ModTime(), info.ModTime()); err != nil {
		t.Fatal(err)
	}
}

// A Go panic in the worker is reported and the worker respawns; a job that
// never ends is stopped by the watchdog, and the page stays usable all the
// while.
func TestWorkerCrashAndHang(t *testing.T) {
	url, _ := startServer(t, "-web", webDirWithWorker(t, faultWorker))
	ctx := newBrowser(t)
	shotOnFailure(t, ctx)
	do(t, ctx, chromedp.Navigate(url+"/#"+easyPuzzle))
	waitBoard(t, ctx)

	// Crash: explain panics in the worker.
	do(t, ctx, chromedp.Click("#paste"))
	pasteText(t, ctx, hardPuzzle)
	do(t, ctx, chromedp.Click("#paste-explain"))
	msg := waitText(t, ctx, "#paste-outcome", "restarted")
	t.Logf("after a panic: %s", msg)
	do(t, ctx, chromedp.Click("#paste-solve"))
	waitText(t, ctx, "#paste-outcome", "Unique solution")
	do(t, ctx, chromedp.Click("#paste"))

	// Hang: a hint that never comes. The board still takes input meanwhile.
	do(t, ctx, chromedp.Click("#hint"), chromedp.Click(`[data-cell="0"]`), key("4"))
	expectCell(t, ctx, 0, "4||")
	msg = waitText(t, ctx, ".controls .status", "The engine took too long")
	t.Logf("after a hang: %s", msg)
	do(t, ctx, key(kb.Backspace))
	expectCell(t, ctx, 0, ".||")
	solveOnPage(t, ctx, easyPuzzle)
}

// Without worker.wasm the page says what is missing, and play goes on.
func TestMissingWorkerWasm(t *testing.T) {
	url, _ := startServer(t, "-web", webDirWithWorker(t, ""))
	ctx := newBrowser(t)
	do(t, ctx, chromedp.Navigate(url+"/#"+easyPuzzle))
	waitBoard(t, ctx)
	msg := waitText(t, ctx, ".notice", "could not be loaded")
	t.Logf("without worker.wasm: %s", msg)
	do(t, ctx, chromedp.Click(`[data-cell="0"]`), key("4"))
	expectCell(t, ctx, 0, "4||")
}

// openUpdatable serves the app, its worker with it, from a copy of web/
// on an address of its own, and opens it in a new browser that runs
// before first, its service worker started. newVersion serves a new
// version of the app in its place: any change to web/ changes the
// content hash.
func openUpdatable(t *testing.T, before ...chromedp.Action[chromedp.Void]) (ctx context.Context, newVersion func()) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	web := webDirWithWorker(t, filepath.Join(rootDir, "web", "worker.wasm"))
	url, stop := startServer(t, "-addr", addr, "-web", web)
	ctx = newBrowser(t)
	shotOnFailure(t, ctx)
	for _, a := range before {
		do(t, ctx, a)
	}
	do(t, ctx, chromedp.Navigate(url+"/#"+easyPuzzle))
	waitBoard(t, ctx)
	waitServiceWorker(t, ctx)
	return ctx, func() {
		t.Helper()
		stop()
		if err := os.WriteFile(filepath.Join(web, "release-note.txt"), []byte("v2\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		startServer(t, "-addr", addr, "-web", web)
	}
}

// When the server has a new version, a page running the old one from the
// service worker offers a reload, and the reload brings the new version.
func TestUpdatePromptOnNewVersion(t *testing.T) {
	ctx, newVersion := openUpdatable(t)
	if n := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('#update').length`)); n != 0 {
		t.Fatal("an update is offered before there is one")
	}

	newVersion()
	do(t, ctx, chromedp.Reload())
	waitBoard(t, ctx)
	waitText(t, ctx, "#update", "A new version is ready")
	// Wait for the reload's load event: polling for the board while the
	// old page goes away can lose its execution context.
	run(t, ctx, chromedp.WaitEvent(page.LoadEventFired, nil, chromedp.Click("#update-reload")))
	waitBoard(t, ctx)
	// The reloaded page runs the new version and offers nothing more.
	do(t, ctx, chromedp.Sleep(time.Second))
	if n := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('#update').length`)); n != 0 {
		t.Error("the update is still offered after the reload")
	}
}

// A page left open (a phone's tab, an installed app) asks for a new
// version when the player comes back to it, at most once a minute, and
// offers it without a reload, the game kept: the build before asked only
// when a page loaded, so a tab kept for days ran the old version without
// a word. The page's asks are counted (registration.update, wrapped): the
// browser's own checks, on a load, go past it.
func TestUpdateOfferedWhenThePlayerComesBack(t *testing.T) {
	ctx, newVersion := openUpdatable(t, onNewDocument(`window.updateAsks = 0;
		const update = ServiceWorkerRegistration.prototype.update;
		ServiceWorkerRegistration.prototype.update = function () { window.updateAsks++; return update.call(this); };`))
	// A player back for another game: the service worker runs the page.
	do(t, ctx, chromedp.Reload())
	waitBoard(t, ctx)
	run(t, ctx, chromedp.Poll[bool](`!!navigator.serviceWorker.controller`))
	do(t, ctx, chromedp.Click(`[data-cell="0"]`), key("4"))
	expectCell(t, ctx, 0, "4||")
	// Chromium asks the server for a new version about a second after
	// the page's last request; the new version comes after that.
	do(t, ctx, chromedp.Sleep(3*time.Second))
	asks := func() int { return run(t, ctx, chromedp.Evaluate[int](`window.updateAsks`)) }
	if n := asks(); n != 0 {
		t.Fatalf("the page asked for a new version %d times before the player left it", n)
	}

	newVersion()
	// The player leaves the page and comes back to it.
	leaveAndComeBack := func() {
		do(t, ctx, windowState(browser.WindowStateMinimized))
		run(t, ctx, chromedp.Poll[bool](`document.visibilityState === 'hidden'`, chromedp.WithPollingInterval(50*time.Millisecond)))
		do(t, ctx, windowState(browser.WindowStateNormal))
		run(t, ctx, chromedp.Poll[bool](`document.visibilityState === 'visible'`, chromedp.WithPollingInterval(50*time.Millisecond)))
	}
	leaveAndComeBack()
	if n := asks(); n != 1 {
		t.Errorf("back on the page, it asked for a new version %d times, want once", n)
	}
	waitText(t, ctx, "#update", "A new version is ready")
	expectCell(t, ctx, 0, "4||")
	// Back again within the minute: no second ask.
	leaveAndComeBack()
	if n := asks(); n != 1 {
		t.Errorf("back again at once, the page asked %d times in all, want once", n)
	}
}

// windowState minimizes the browser's window, as a player leaving the
// page does (the page is hidden), or shows it again.
func windowState(state browser.WindowState) chromedp.Action[chromedp.Void] {
	return func(ctx context.Context, t *chromedp.Target) (chromedp.Void, error) {
		w, err := cdp.Call(ctx, t, browser.GetWindowForTarget, browser.GetWindowForTargetParams{})
		if err != nil {
			return chromedp.Void{}, err
		}
		_, err = cdp.Call(ctx, t, browser.SetWindowBounds, browser.SetWindowBoundsParams{WindowID: w.WindowID, Bounds: &browser.Bounds{WindowState: state}})
		return chromedp.Void{}, err
	}
}
