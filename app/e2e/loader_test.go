//go:build !js

package e2e

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// loaderSays waits until the loader's label says want, and returns
// whether it offers to reload.
func loaderSays(t *testing.T, ctx context.Context, want string) bool {
	t.Helper()
	// Polled by hand: a poll fails when the page it runs in reloads.
	label := ""
	for deadline := time.Now().Add(30 * time.Second); !strings.HasPrefix(label, want); time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the loader says %q, want %q", label, want)
		}
		label, _ = chromedp.Run(ctx, chromedp.Evaluate[string](`(l => l ? l.innerText : '(no loader)')(document.getElementById('app-wasm-loader-label'))`))
	}
	return run(t, ctx, chromedp.Evaluate[bool](`(b => !!b && b.textContent === 'Reload' && b.checkVisibility())(document.getElementById('app-wasm-retry'))`))
}

// When app.wasm does not come (a host that lost it, the network gone in
// the middle of its download), a shared link's first visit says so in
// words and offers to reload, which loads the board once the file comes;
// a browser without WebAssembly is told it cannot run the app, where
// go-app's loader would spin for ever.
func TestLoaderSaysWhenTheAppCannotLoad(t *testing.T) {
	dir := t.TempDir()
	cmd := exec.Command(serverBin, "-export", dir, "-base", "/sub/")
	cmd.Dir = rootDir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("export: %v\n%s", err, out)
	}
	wasm, err := os.ReadFile(filepath.Join(dir, "web", "app.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	var phase atomic.Int32 // 0: app.wasm is not found; 1: its download breaks off; 2: it comes
	var asked atomic.Int32 // the requests for app.wasm
	files := http.StripPrefix("/sub/", http.FileServer(http.Dir(dir)))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/sub/web/app.wasm") {
			asked.Add(1)
			switch phase.Load() {
			case 0:
				http.NotFound(w, r)
				return
			case 1:
				w.Header().Set("Content-Type", "application/wasm")
				w.Header().Set("Content-Length", strconv.Itoa(len(wasm)))
				w.Write(wasm[:len(wasm)/3])
				w.(http.Flusher).Flush()
				if conn, _, err := http.NewResponseController(w).Hijack(); err == nil {
					conn.Close()
				}
				return
			}
		}
		files.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	const failed = "Sudoku could not load. Check the connection, then reload the page."

	ctx := newBrowser(t)
	shotOnFailure(t, ctx)
	do(t, ctx, phone(390, 844), chromedp.Navigate("about:blank"))
	// Navigate waits for the load event, which a page whose app.wasm
	// fails may not reach soon.
	go chromedp.Run(ctx, chromedp.Navigate(srv.URL+"/sub/#"+shareOf(t, easyPuzzle)))
	if !loaderSays(t, ctx, failed) {
		t.Error("app.wasm not found: the loader offers no Reload")
	}
	screenshot(t, ctx, "loader-failed-phone")
	phase.Store(1)
	before := asked.Load()
	do(t, ctx, chromedp.Click("#app-wasm-retry"))
	// The page reloads: the label read next is the new page's.
	for deadline := time.Now().Add(10 * time.Second); asked.Load() == before; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("Reload asked for no app.wasm")
		}
	}
	if !loaderSays(t, ctx, failed) {
		t.Error("app.wasm broken off: the loader offers no Reload")
	}
	phase.Store(2)
	do(t, ctx, chromedp.Click("#app-wasm-retry"))
	waitBoard(t, ctx)
	if got := boardText(t, ctx); got != easyPuzzle {
		t.Errorf("after Reload the board shows %s, want %s", got, easyPuzzle)
	}

	old := newBrowser(t)
	shotOnFailure(t, old)
	do(t, old, onNewDocument(`delete window.WebAssembly;`), chromedp.Navigate("about:blank"))
	go chromedp.Run(old, chromedp.Navigate(srv.URL+"/sub/#"+easyPuzzle))
	if loaderSays(t, old, "This browser cannot run Sudoku: it has no WebAssembly") {
		t.Error("without WebAssembly the loader offers a Reload, which cannot help")
	}
	if spinning := run(t, old, chromedp.Evaluate[bool](`document.getElementById('app-wasm-loader-icon').classList.contains('goapp-spin')`)); spinning {
		t.Error("without WebAssembly the loader's icon spins on")
	}
}
