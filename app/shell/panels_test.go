package shell

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/browser"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/panel/sharepanel"
	"github.com/sudoku-app/sudoku/app/share"
)

// The Share panel gets the open game's link with the player's progress,
// and shows it without the progress until asked (the panel's own tests,
// in app/panel/sharepanel, ask).
func TestSharePanel(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	pt.enter(1, 6, game.Normal)
	l := pt.p.s.link(true)
	if l.Cells == nil || l.Cells[1].Digit != 6 {
		t.Errorf("the game's link with progress is %v, want the 6 entered in cell 1", l)
	}
	// The page's own panel, with the page's engine for its exports.
	sp := pt.p.panelOf(panelShare).(*sharepanel.Panel).At("https://example.org/sub/")
	apptest.Mount(t, sp).Consume()
	html := app.HTMLString(sp)
	link := apptest.AttrOf(t, html, `id="share-link"`, "value")
	if !strings.HasPrefix(link, "https://example.org/sub/#p=") || strings.Contains(link, "c=") {
		t.Errorf("link %q, want the puzzle alone under the app's address", link)
	}
	for _, id := range []string{"export-line", "export-solo", "export-sudokuwiki", "export-fpuzzles", "export-sudokupad"} {
		if !strings.Contains(html, `id="`+id+`"`) {
			t.Errorf("no %s", id)
		}
	}
	withCells := share.Encode(l)
	back, err := share.Decode(withCells)
	if err != nil || back.Cells == nil || back.Cells[1].Digit != 6 {
		t.Errorf("with progress, link %q reads as %v, %v", withCells, back, err)
	}
}

// Settings are drawn from the game's, once unfolded, and handed back whole
// when changed.
func TestSettingsChange(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	html := app.HTMLString(pt.p)
	if strings.Contains(html, `id="set-hidetimer"`) || !strings.Contains(html, "<summary>Settings</summary>") {
		t.Errorf("folded, the settings show their controls or no title: %s", html)
	}
	pt.do(func(ctx app.Context) { pt.p.settingsToggled.Call(ctx, true) })
	// Two changes in one frame: the second drawn before the first applied.
	pt.do(func(ctx app.Context) {
		pt.p.settingsChanged.Call(ctx, func(s *game.Settings) { s.HideTimer = true })
		pt.p.settingsChanged.Call(ctx, func(s *game.Settings) { s.Mistakes = game.CheckSolution })
	})
	st := game.DefaultSettings()
	st.HideTimer, st.Mistakes = true, game.CheckSolution
	html = app.HTMLString(pt.p)
	if strings.Contains(html, `id="timer"`) || !apptest.HasAttr(apptest.TagOf(html, `id="set-hidetimer"`), "checked") {
		t.Errorf("with the timer hidden, the page shows %s", html)
	}
	q := newPageTest(t, pt.store)
	q.open(testPuzzle)
	if q.p.s.game.Settings != st {
		t.Errorf("settings saved as %+v, want %+v", q.p.s.game.Settings, st)
	}
}

// unreadable is storage that cannot be read, as a blocked localStorage.
type unreadable struct{ game.MemoryStorage }

func (*unreadable) Keys() ([]string, error) { return nil, browser.ErrNoStorage }
