//go:build !js

package e2e

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// killProfile kills, with SIGKILL, every process of the Chromium that runs
// on profile (the browser and its children), as a phone's system kills a
// browser in the background, and waits until they are gone.
func killProfile(t *testing.T, profile string) {
	t.Helper()
	procs := func() []int {
		var pids []int
		dirs, _ := os.ReadDir("/proc")
		for _, d := range dirs {
			cmdline, err := os.ReadFile(filepath.Join("/proc", d.Name(), "cmdline"))
			if err != nil || !strings.Contains(string(cmdline), profile) {
				continue
			}
			if pid, err := strconv.Atoi(d.Name()); err == nil {
				pids = append(pids, pid)
			}
		}
		return pids
	}
	pids := procs()
	if len(pids) == 0 {
		t.Fatal("no Chromium runs on the profile")
	}
	for _, pid := range pids {
		syscall.Kill(pid, syscall.SIGKILL)
	}
	for deadline := time.Now().Add(10 * time.Second); len(procs()) > 0; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("Chromium still runs after SIGKILL: %v", procs())
		}
	}
}

// waitRestored waits until cell i shows want after a start that may
// reload the page once (a first visit whose journal has records to give
// back: OpenDurable), so a page between two documents counts as not yet.
func waitRestored(t *testing.T, ctx context.Context, i int, want string) {
	t.Helper()
	got := ""
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		v, err := chromedp.Run(ctx, chromedp.Evaluate[string](cellState(i)))
		if got = v; err == nil && v == want {
			time.Sleep(300 * time.Millisecond) // a reload on its way
			if v, err := chromedp.Run(ctx, chromedp.Evaluate[string](cellState(i))); err == nil && v == want {
				return
			}
		}
	}
	t.Fatalf("cell %d shows %q after the restart, want %q", i, got, want)
}

// oldRecords returns, as a JSON object of storage keys and values, what the
// app kept in localStorage before it had a journal: puzzle's game, current,
// with the solution's digits in the cells moves.
func oldRecords(t *testing.T, puzzle string, moves ...sudoku.Cell) string {
	t.Helper()
	p, err := codec.ParseGrid(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	sol := solutionOf(t, puzzle)
	g, err := game.New(p, game.DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range moves {
		g.Enter([]sudoku.Cell{c}, sudoku.Digit(sol[c]-'0'), game.Normal)
	}
	store := &game.MemoryStorage{}
	if err := game.NewLibrary(store).Save(g); err != nil {
		t.Fatal(err)
	}
	items := map[string]string{}
	keys, _ := store.Keys()
	for _, k := range keys {
		items[k], _, _ = store.Get(k)
	}
	out, _ := json.Marshal(items)
	return string(out)
}

// The player's moves are on disk half a second after they are made: a
// browser killed then (SIGKILL, as a phone kills one in the background)
// opens again on them. The profile starts with a game saved the old way,
// in localStorage alone, which the journal takes in at the first start.
// Without the journal, the kill loses the moves: Chromium puts
// localStorage on disk seconds after a write.
func TestSavesSurviveAKill(t *testing.T) {
	url, _ := startServer(t)
	profile := t.TempDir()
	sol := solutionOf(t, easyPuzzle)

	ctx := newBrowser(t, chromedp.UserDataDir(profile))
	// The old build's records, written in a page of the site that does not
	// run the app, so they are there before the app's first start.
	do(t, ctx, chromedp.Navigate(url+"/web/icon.svg"),
		chromedp.Evaluate[chromedp.Void](`(items => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); })(`+oldRecords(t, easyPuzzle, 0, 1)+`)`))
	do(t, ctx, chromedp.Navigate(url+"/"))
	waitBoard(t, ctx)
	want := func(c int) string { return sol[c:c+1] + "||" }
	expectCell(t, ctx, 0, want(0))
	expectCell(t, ctx, 1, want(1))

	// Two moves, then the kill half a second later.
	for _, c := range []int{3, 5} {
		do(t, ctx, chromedp.Click(`[data-cell="`+strconv.Itoa(c)+`"]`), key(sol[c:c+1]))
		expectCell(t, ctx, c, want(c))
	}
	time.Sleep(500 * time.Millisecond)
	killProfile(t, profile)

	ctx = newBrowser(t, chromedp.UserDataDir(profile))
	do(t, ctx, chromedp.Navigate(url+"/"))
	waitRestored(t, ctx, 5, want(5))
	for _, c := range []int{0, 1, 3, 5} {
		expectCell(t, ctx, c, want(c))
	}

	// Once more, now that the journal has every record: a third move, a
	// kill, and it is there.
	do(t, ctx, chromedp.Click(`[data-cell="7"]`), key(sol[7:8]))
	expectCell(t, ctx, 7, want(7))
	time.Sleep(500 * time.Millisecond)
	killProfile(t, profile)
	ctx = newBrowser(t, chromedp.UserDataDir(profile))
	do(t, ctx, chromedp.Navigate(url+"/"))
	waitRestored(t, ctx, 7, want(7))
	for _, c := range []int{0, 1, 3, 5, 7} {
		expectCell(t, ctx, c, want(c))
	}
}

// waitJournalInUse waits until the journal in IndexedDB holds the count
// of writes that localStorage holds: the page's writes go to it.
func waitJournalInUse(t *testing.T, ctx context.Context) {
	t.Helper()
	counter := game.StoragePrefix + "written"
	run(t, ctx, chromedp.Poll[bool](`(async () => {
		const local = localStorage.getItem(`+strconv.Quote(counter)+`);
		if (local === null || !(await indexedDB.databases()).some(d => d.name === "sudoku" && d.version === 1)) return false;
		return await new Promise(done => {
			const open = indexedDB.open("sudoku", 1);
			open.onerror = () => done(false);
			open.onsuccess = () => {
				const db = open.result;
				if (!db.objectStoreNames.contains("records")) { db.close(); return done(false); }
				const get = db.transaction("records").objectStore("records").get(`+strconv.Quote(counter)+`);
				get.onsuccess = () => { db.close(); done(get.result === local); };
				get.onerror = () => { db.close(); done(false); };
			};
		});
	})()`, chromedp.WithPollingTimeout(10*time.Second), chromedp.WithPollingInterval(50*time.Millisecond)))
}

// A browser without IndexedDB (or that refuses it) keeps the games in
// localStorage alone, as before the journal, and says nothing of it: the
// game is saved, if not against a kill.
func TestSavesWithoutIndexedDB(t *testing.T) {
	url, _ := startServer(t)
	ctx := newBrowser(t)
	do(t, ctx, onNewDocument(blockedStorage("indexedDB", false)))
	do(t, ctx, chromedp.Navigate(url+"/#"+easyPuzzle))
	waitBoard(t, ctx)
	do(t, ctx, chromedp.Click(`[data-cell="0"]`), key("4"))
	expectCell(t, ctx, 0, "4||")
	if notice := run(t, ctx, chromedp.Evaluate[string](`(document.querySelector('.notice') || {}).textContent || ''`)); notice != "" {
		t.Errorf("the page says %q with its games in localStorage", notice)
	}
	do(t, ctx, chromedp.Reload())
	waitBoard(t, ctx)
	expectCell(t, ctx, 0, "4||")
}

// A save the browser's database refuses after the write returned (storage
// filling up while the player plays): the page says "Not saved" at once,
// and play goes on. The refusal is made here by a second write of the
// same key in the transaction (add after put), which aborts it with an
// error as a full disk does; Chromium's quota override reaches only
// databases opened after it.
func TestNotSavedWhenTheDatabaseRefuses(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	shotOnFailure(t, ctx)
	do(t, ctx, chromedp.Click(`[data-cell="0"]`), key("4"))
	expectCell(t, ctx, 0, "4||")
	// On a first visit the journal opens beside the page and takes in
	// what the page saved meanwhile; a refusal then leaves the page on
	// localStorage alone, with nothing to report. The refusal under test
	// is of a move's write, once the journal holds the first move.
	waitJournalInUse(t, ctx)
	do(t, ctx, chromedp.Evaluate[chromedp.Void](`(() => {
		const put = IDBObjectStore.prototype.put;
		IDBObjectStore.prototype.put = function (v, k) { const r = put.call(this, v, k); this.add(v, k); return r; };
	})()`))
	do(t, ctx, chromedp.Click(`[data-cell="1"]`), key("5"))
	expectCell(t, ctx, 1, "5||")
	notice := run(t, ctx, chromedp.Poll[string](`((document.querySelector('.notice') || {}).textContent || '').includes('Not saved') ? document.querySelector('.notice').textContent : ''`,
		chromedp.WithPollingTimeout(5*time.Second)))
	if !strings.Contains(notice, "ConstraintError") {
		t.Errorf("the notice %q does not say why", notice)
	}
	do(t, ctx, chromedp.Click(`[data-cell="3"]`), key("6"))
	expectCell(t, ctx, 3, "6||")
}
