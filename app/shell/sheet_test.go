package shell

import (
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/engine/logic"
)

// Every panel opens as a modal dialog over the page, after the game in the
// page's order, with the game under it inert; its Close shuts it and the
// game is live again.
func TestPanelsOpenAsSheets(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	for _, id := range []panelID{panelNew, panelDaily, panelPaste, panelShare, panelGames, panelStats, panelHelp} {
		pt.openPanel(id)
		html := app.HTMLString(pt.p)
		sheet := apptest.TagOf(html, `id="sheet"`)
		if !strings.Contains(sheet, `role="dialog"`) || !apptest.HasAttr(sheet, "aria-modal") || !strings.Contains(sheet, `aria-label="`+id.name()+`"`) {
			t.Errorf("%s opens as %q, want a modal dialog named for it", id.name(), sheet)
		}
		if !apptest.HasAttr(apptest.TagOf(html, `class="play-wrap"`), "inert") {
			t.Errorf("with %s open, the game under it is not inert", id.name())
		}
		// The panel comes after the board in the page: nothing it draws
		// is above the board in the flow.
		if b, s := strings.Index(html, `role="grid"`), strings.Index(html, `id="sheet"`); b < 0 || s < b {
			t.Errorf("with %s open, the sheet is drawn before the board", id.name())
		}
		if !strings.Contains(html, `id="sheet-close"`) {
			t.Errorf("%s has no Close", id.name())
		}
		pt.do(func(ctx app.Context) { pt.p.closeSheet.Call(ctx, struct{}{}) })
		html = app.HTMLString(pt.p)
		if pt.p.panel != panelNone || strings.Contains(html, `id="sheet"`) || apptest.HasAttr(apptest.TagOf(html, `class="play-wrap"`), "inert") {
			t.Errorf("after Close, %s is still open, or the game inert", id.name())
		}
	}
}

// The banners and notices sit in the controls, after the board, never
// above it.
func TestBannersSitBesideTheBoard(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	pt.p.s.friendTime, pt.p.updatable, pt.p.s.notice = 90e9, true, "A notice."
	pt.do(func(app.Context) {})
	html := app.HTMLString(pt.p)
	board := strings.Index(html, `role="grid"`)
	for _, marker := range []string{`id="friend-time"`, `id="update"`, `class="notice"`} {
		if i := strings.Index(html, marker); i < board {
			t.Errorf("%s is drawn at %d, before the board at %d", marker, i, board)
		}
	}
}

// The phone's menu unfolds and folds from its button; choosing a panel
// or the setter's bench folds it.
func TestPhoneMenu(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	unfolded := func() bool {
		html := app.HTMLString(pt.p)
		open := strings.Contains(apptest.TagOf(html, `id="menu"`), "open")
		if expanded := apptest.HasAttr(apptest.TagOf(html, `id="menu-toggle"`), "aria-expanded"); expanded != open {
			t.Errorf("the menu button says expanded %v, the menu open %v", expanded, open)
		}
		return open
	}
	if unfolded() {
		t.Fatal("the menu starts unfolded")
	}
	pt.do(func(ctx app.Context) { pt.p.phoneMenu.Call(ctx, true) })
	if !unfolded() {
		t.Fatal("the menu button does not unfold the menu")
	}
	pt.openPanel(panelStats)
	if unfolded() || pt.p.panel != panelStats {
		t.Errorf("choosing Stats: menu unfolded %v, panel %d", unfolded(), pt.p.panel)
	}
	pt.do(func(ctx app.Context) { pt.p.phoneMenu.Call(ctx, true) })
	pt.toggleBench()
	if unfolded() || !pt.p.setting {
		t.Errorf("choosing Set: menu unfolded %v, bench %v", unfolded(), pt.p.setting)
	}
	pt.do(func(ctx app.Context) { pt.p.phoneMenu.Call(ctx, true) })
	pt.do(func(ctx app.Context) { pt.p.phoneMenu.Call(ctx, false) })
	if unfolded() {
		t.Error("the menu stays unfolded after its button is pressed again")
	}
}

// A panel closed stays on the page, put away, and opens again as a new
// one would: with the games as they are then (here saved by another tab
// of the app).
func TestPanelsReopenAsNew(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	today := pt.p.clock.today()
	pt.openPanel(panelDaily)
	if got := apptest.TagOf(openSheet(pt), `data-level="Easy"`); !strings.Contains(got, "daily-new") {
		t.Fatalf("today's Easy daily, not played: %s", got)
	}
	pt.openPanel(panelDaily)
	if !strings.Contains(apptest.TagOf(app.HTMLString(pt.p), `class="sheet sheet-daily`), "sheet-shelved") {
		t.Fatal("the Daily panel closed is not kept on the page, put away")
	}
	drawn := pt.p.shelf[panelDaily].Mounted()

	other := game.NewLibrary(pt.store)
	other.Now = pt.p.lib.Now
	apptest.SaveSolvedDaily(t, other, game.Daily{Date: today, Level: logic.Easy}, 4*time.Minute)
	pt.p.lib.Changed("") // the storage event
	pt.openPanel(panelDaily)
	sheet := openSheet(pt)
	if got := apptest.TagOf(sheet, `data-level="Easy"`); !strings.Contains(got, "daily-solved") || !strings.Contains(sheet, "Solved in 4:00") {
		t.Errorf("today's Easy daily, solved while the panel was closed: %s", got)
	}
	if pt.p.shelf[panelDaily].Mounted() != drawn {
		t.Error("the Daily panel was made again, not opened again")
	}
}
