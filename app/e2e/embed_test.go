//go:build !js

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// inFrame evaluates js, which must give a string, in the page's first
// iframe (in an isolated world there: the frame's DOM, none of its
// scripts' globals).
func inFrame(js string) chromedp.Action[string] {
	return func(ctx context.Context, tg *chromedp.Target) (string, error) {
		tree, err := cdp.Call(ctx, tg, page.GetFrameTree, cdp.Empty{})
		if err != nil {
			return "", err
		}
		if len(tree.FrameTree.ChildFrames) == 0 {
			return "", fmt.Errorf("no iframe")
		}
		world, err := cdp.Call(ctx, tg, page.CreateIsolatedWorld, page.CreateIsolatedWorldParams{FrameID: tree.FrameTree.ChildFrames[0].Frame.ID})
		if err != nil {
			return "", err
		}
		yes := true
		res, err := cdp.Call(ctx, tg, runtime.Evaluate, runtime.EvaluateParams{
			Expression: js, ContextID: world.ExecutionContextID, ReturnByValue: &yes})
		if err != nil {
			return "", err
		}
		if res.ExceptionDetails != nil {
			return "", fmt.Errorf("in the iframe: %s", res.ExceptionDetails.Text)
		}
		var out string
		err = json.Unmarshal(res.Result.Value, &out)
		return out, err
	}
}

// pollFrame evaluates js in the iframe until it gives want.
func pollFrame(t *testing.T, ctx context.Context, js, want string) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		got, err := chromedp.Run(ctx, inFrame(js))
		if err == nil && got == want {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("in the iframe, %s = %s (%v), want %s", js, got, err, want)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// The static export, under a sub-path, embedded in another site's page
// with its storage blocked: the board plays, the chrome is minimal, and
// the player is told games are not saved.
func TestEmbedExportInCrossOriginIframe(t *testing.T) {
	app := serveExport(t)
	// The host is another site: localhost against the app's 127.0.0.1.
	src := strings.Replace(app.URL, "127.0.0.1", "localhost", 1) + "/sub/?embed=1#" + easyPuzzle
	host := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `<!doctype html><title>Host</title><h1>A blog post</h1>
<iframe src="%s" width="720" height="640" style="border:0" allow="clipboard-write"></iframe>`, src)
	}))
	defer host.Close()

	// One renderer for both sites, so the test can reach into the frame.
	ctx := newBrowser(t, chromedp.Flag("disable-site-isolation-trials", true),
		chromedp.Flag("disable-features", "IsolateOrigins,site-per-process"))
	do(t, ctx, onNewDocument(blockedStorage("localStorage", true)))
	do(t, ctx, chromedp.Navigate(host.URL+"/"))
	pollFrame(t, ctx, `String(document.querySelectorAll('.board .cell').length)`, "81")
	pollFrame(t, ctx, `String(document.querySelector('.page').classList.contains('embedded') && document.querySelector('.menu').hidden)`, "true")
	pollFrame(t, ctx, `document.querySelector('.title-link').href`,
		strings.Replace(app.URL, "127.0.0.1", "localhost", 1)+"/sub/#p="+strings.TrimPrefix(shareOf(t, easyPuzzle), "p="))

	// Click the first cell (the frame sits where the host page put it) and type.
	var rect struct{ X, Y float64 }
	frameRect := run(t, ctx, chromedp.Evaluate[string](`JSON.stringify(document.querySelector('iframe').getBoundingClientRect())`))
	json.Unmarshal([]byte(frameRect), &rect)
	cellRect := run(t, ctx, inFrame(`JSON.stringify(document.querySelector('[data-cell="0"]').getBoundingClientRect())`))
	var cell struct{ X, Y, Width, Height float64 }
	json.Unmarshal([]byte(cellRect), &cell)
	do(t, ctx, chromedp.MouseClickXY(rect.X+cell.X+cell.Width/2, rect.Y+cell.Y+cell.Height/2), key("4"))
	pollFrame(t, ctx, `document.querySelector('[data-cell="0"] .digit') ? document.querySelector('[data-cell="0"] .digit').textContent : ''`, "4")
	pollFrame(t, ctx, `String((document.querySelector('.notice') || {textContent: ''}).textContent.includes('Not saved'))`, "true")
	screenshot(t, ctx, "embedded")
}

// The links the page gives out are the app's own address: the one a
// player shares from an embedded board (the result card's Share your
// time) opens the full app, not the bare board of ?embed=1, and neither
// carries the query of the address the page came from (a newsletter's
// ?utm_source=…).
func TestSharedLinksLeaveTheQuery(t *testing.T) {
	url, _ := startServer(t)
	ctx := newBrowser(t)
	shotOnFailure(t, ctx)
	do(t, ctx, grantClipboard(url), chromedp.Navigate(url+"/?embed=1#"+easyPuzzle))
	waitBoard(t, ctx)
	// The clock counts whole seconds: a game solved within the first has
	// no time to share.
	waitText(t, ctx, "#timer", "0:01")
	do(t, ctx, chromedp.Click(`[data-cell="0"]`))
	do(t, ctx, typeSolution(easyPuzzle, solutionOf(t, easyPuzzle))...)
	waitText(t, ctx, ".overlay.done", "Solved!")
	do(t, ctx, chromedp.Click("#share-time"))
	waitText(t, ctx, ".controls .status", "your time is copied")
	link := run(t, ctx, chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise))
	if !strings.HasPrefix(link, url+"/#") {
		t.Errorf("from the embedded board, Share your time copied %q, want the full app's %s/#…", link, url)
	}

	do(t, ctx, chromedp.Navigate(url+"/?utm_source=newsletter#"+mediumPuzzle))
	waitBoard(t, ctx)
	clickTop(t, ctx, "share")
	if got := run(t, ctx, chromedp.Poll[string](`(e => e && e.value)(document.querySelector('#share-link'))`)); !strings.HasPrefix(got, url+"/#") {
		t.Errorf("opened from /?utm_source=newsletter, Share gives %q, want %s/#…", got, url)
	}
}
