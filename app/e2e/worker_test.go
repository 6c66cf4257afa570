//go:build !js

package e2e

import (
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

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

// When the server has a new version, a page running the old one from the
// service worker offers a reload, and the reload brings the new version.
func TestUpdatePromptOnNewVersion(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	web := webDirWithWorker(t, filepath.Join(rootDir, "web", "worker.wasm"))
	url, stop := startServer(t, "-addr", addr, "-web", web)
	ctx := newBrowser(t)
	shotOnFailure(t, ctx)
	do(t, ctx, chromedp.Navigate(url+"/#"+easyPuzzle))
	waitBoard(t, ctx)
	waitServiceWorker(t, ctx)
	if n := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('#update').length`)); n != 0 {
		t.Fatal("an update is offered before there is one")
	}

	// A new version: any change to web/ changes the content hash.
	stop()
	if err := os.WriteFile(filepath.Join(web, "release-note.txt"), []byte("v2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	startServer(t, "-addr", addr, "-web", web)
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
