package shell

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/setter/bench"
)

// keyEvent is a keydown on the page's body as go-app hands it on,
// natively: its code, no modifier; preventDefault is recorded.
type keyEvent struct {
	app.Value // nil: the methods the page does not call panic
	code      string
	prevented *bool
}

func (e keyEvent) Get(p string) app.Value {
	switch p {
	case "code":
		return jsString{s: e.code}
	case "target":
		return jsTarget{}
	}
	return jsString{} // key; shiftKey, ctrlKey, metaKey, altKey are false
}

func (e keyEvent) Call(m string, _ ...any) app.Value {
	if m == "preventDefault" {
		*e.prevented = true
	}
	return nil
}

// jsString is a JavaScript string, or false.
type jsString struct {
	app.Value
	s string
}

func (s jsString) String() string { return s.s }
func (s jsString) Bool() bool     { return false }

// jsTarget is the page's body, which a key press with no focus goes to.
type jsTarget struct{ app.Value }

func (jsTarget) Get(string) app.Value { return jsString{s: "BODY"} } // tagName

// pressKey gives the page a key press as the browser does (onKeyDown),
// reporting whether the page took it (preventDefault).
func (pt *pageTest) pressKey(code string) (taken bool) {
	pt.do(func(ctx app.Context) {
		pt.p.onKeyDown(ctx, app.Event{Value: keyEvent{code: code, prevented: &taken}})
	})
	return taken
}

// Set opens the setter's bench in place of the game, on the draft kept
// from the last visit; a key the page is given reaches the bench; and
// Test solve opens the draft as a game, closing the bench.
func TestSetterBenchThroughThePage(t *testing.T) {
	store := &game.MemoryStorage{}
	kept := apptest.MustGrid(t, samplePuzzle)
	if err := store.Set(bench.StorageKey, game.PuzzleID(kept, "")); err != nil {
		t.Fatal(err)
	}
	pt := newPageTest(t, store)
	pt.open(testPuzzle)
	pt.toggleBench()
	html := app.HTMLString(pt.p)
	if !pt.p.setting || len(apptest.Tags(html, "setter-board")) != 1 {
		t.Fatalf("Set did not show the setter's board: %s", html)
	}
	if got := apptest.TextAfterTag(html, `id="setter-count"`); got != "Unique solution" {
		t.Errorf("the kept draft counted %q", got)
	}

	// r1c1 selected (the arrow selects the cursor's cell first), then its
	// solution's digit given.
	if !pt.pressKey("ArrowRight") || !pt.pressKey("Digit4") {
		t.Fatal("the bench did not take the keys")
	}
	html = app.HTMLString(pt.p)
	if want := ">Given 4 in r1c1.<"; !strings.Contains(html, want) {
		t.Errorf("after the keys, the bench does not say %q: %s", want, html)
	}
	if got := apptest.TextAfterTag(html, `id="setter-count"`); got != "Unique solution" {
		t.Errorf("the draft with r1c1 counted %q", got)
	}

	pt.do(pt.p.setter.TestSolve)
	want := kept
	want.Set(0, 4)
	if pt.p.setting || pt.p.s == nil || pt.p.s.game.Givens() != want {
		t.Fatalf("Test solve: bench on show %v, the game's puzzle is not the draft %s", pt.p.setting, want.String())
	}
	if !strings.HasPrefix(pt.p.s.status, "Test solve:") {
		t.Errorf("Test solve: the game says %q", pt.p.s.status)
	}
}

// The tab keeps whether the setter's bench is open, for a reload to open
// it again: opened, it is kept; closed, or left for a link's game or a
// practice, it is not.
func TestBenchKeptForAReload(t *testing.T) {
	tab := &game.MemoryStorage{}
	pt := newPageTest(t, nil)
	pt.p.tab = tab
	pt.open(testPuzzle)
	if benchKept(tab) {
		t.Fatal("a new tab says the bench was open")
	}
	pt.do(pt.p.toggleBench)
	if !pt.p.setting || !benchKept(tab) {
		t.Fatalf("the bench open (%v) is not kept for a reload", pt.p.setting)
	}
	pt.do(pt.p.toggleBench)
	if pt.p.setting || benchKept(tab) {
		t.Fatalf("the bench closed (open: %v) is still kept for a reload", pt.p.setting)
	}
	pt.do(pt.p.toggleBench)
	pt.open(apptest.Easy) // a link opened over the bench: its game shows
	if pt.p.setting || benchKept(tab) {
		t.Errorf("a link opened over the bench: bench open %v, kept %v", pt.p.setting, benchKept(tab))
	}
	if keepBench(nil, true); benchKept(nil) {
		t.Error("a tab that keeps nothing says the bench was open")
	}
}
