//go:build !js

package e2e

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/sudoku-app/sudoku/app/share"
)

// screen is a size the browser tests check the page at.
type screen struct {
	name          string
	width, height int64
	phone         bool // the top bar folds its menu
}

var screens = []screen{{"desktop", 1280, 900, false}, {"phone", 390, 844, true}}

// openOn opens the app at fragment ("" for none) in a browser of its own
// the size of sc, once the board is drawn, with a screenshot if the test
// fails.
func openOn(t *testing.T, sc screen, fragment string) context.Context {
	t.Helper()
	url, _ := startServer(t)
	ctx := newBrowser(t)
	shotOnFailure(t, ctx)
	path := "/"
	if fragment != "" {
		path += "#" + fragment
	}
	do(t, ctx, chromedp.EmulateViewport(sc.width, sc.height), chromedp.Navigate(url+path))
	waitBoard(t, ctx)
	return ctx
}

// boardBox returns where the board is on the screen and its size, to the
// pixel: "x,y wxh".
func boardBox(t testing.TB, ctx context.Context) string {
	t.Helper()
	return run(t, ctx, chromedp.Evaluate[string](`(r => [r.x, r.y].join(',') + ' ' + [r.width, r.height].join('x'))(document.querySelector('.board').getBoundingClientRect())`))
}

// clickMenu clicks the top bar's button id as a player does: on a phone,
// through the menu button first.
func clickMenu(t testing.TB, ctx context.Context, phone bool, id string) {
	t.Helper()
	if phone && !run(t, ctx, chromedp.Evaluate[bool](`document.querySelector('#menu').classList.contains('open')`)) {
		do(t, ctx, chromedp.Click("#menu-toggle"), chromedp.WaitVisible("#menu #"+id))
	}
	do(t, ctx, chromedp.Click("#"+id))
}

// clickTop clicks the top bar's button id, through the menu when the
// page is narrow enough to fold it there (the menu's toggle is shown).
func clickTop(t testing.TB, ctx context.Context, id string) {
	t.Helper()
	phone := run(t, ctx, chromedp.Evaluate[bool](`(b => !!b && getComputedStyle(b).display !== 'none')(document.querySelector('#menu-toggle'))`))
	clickMenu(t, ctx, phone, id)
}

// focused describes the element that has the keyboard: its tag, ID and
// cell, as "tag#id[cell]".
const focused = `(e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.dataset.cell ? '[' + e.dataset.cell + ']' : ''))(document.activeElement)`

// Every panel opens as a sheet over the page, at a desktop's size and a
// phone's: the board keeps its place and size to the pixel, before, with
// each panel open, and after; the panel takes the keyboard (Paste in its
// text box), keys do not reach the board under it, and Esc or Close give
// the keyboard back to the board's cursor. With SCREENSHOTS set, each
// sheet is saved as sheet-<panel>-<screen>.png.
func TestPanelsKeepTheBoard(t *testing.T) {
	url, _ := startServer(t)
	ctx := newBrowser(t)
	shotOnFailure(t, ctx)
	panels := []struct{ id, name, focus string }{
		{"new", "New puzzle", ""}, // its first control, whichever
		{"daily", "Daily puzzles", "button"},
		{"paste", "Paste a puzzle", "textarea#paste-text"},
		{"share", "Share", "input#share-progress"},
		{"games", "Games", "h2"},
		{"stats", "Statistics", "h2"},
		{"help", "Help", "h2"},
	}
	for _, sc := range screens {
		do(t, ctx, chromedp.EmulateViewport(sc.width, sc.height), chromedp.Navigate(url+"/#"+easyPuzzle))
		waitBoard(t, ctx)
		do(t, ctx, chromedp.Click(`[data-cell="10"]`), key("5"))
		expectCell(t, ctx, 10, "5||")
		before := boardBox(t, ctx)
		for i, pn := range panels {
			clickMenu(t, ctx, sc.phone, pn.id)
			do(t, ctx, chromedp.WaitVisible("#sheet"))
			run(t, ctx, chromedp.Poll[bool](`document.activeElement.closest('#sheet') !== null`, chromedp.WithPollingTimeout(5*time.Second)))
			if got := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('#sheet').getAttribute('role') + ' ' + document.querySelector('#sheet').getAttribute('aria-label')`)); got != "dialog "+pn.name {
				t.Errorf("%s, %s: the sheet is %q, want a dialog named %q", sc.name, pn.id, got, pn.name)
			}
			if got := boardBox(t, ctx); got != before {
				t.Errorf("%s: with %s open the board is at %s, was at %s", sc.name, pn.id, got, before)
			}
			if got := run(t, ctx, chromedp.Evaluate[string](focused)); !strings.HasPrefix(got, pn.focus) {
				t.Errorf("%s: %s opened with the keyboard on %s, want %s", sc.name, pn.id, got, pn.focus)
			}
			// The sheet is on the screen, over the board's side at most.
			if off := run(t, ctx, chromedp.Evaluate[string](`(r => r.left < 0 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5 || r.height < 100 ? JSON.stringify(r) : '')(document.querySelector('#sheet').getBoundingClientRect())`)); off != "" {
				t.Errorf("%s: the %s sheet is at %s", sc.name, pn.id, off)
			}
			// Close covers nothing: what comes under the heading starts
			// below it (the build before had Paste's text box 4-6 px under
			// the button).
			if over := run(t, ctx, chromedp.Evaluate[float64](`(h => h.nextElementSibling.getBoundingClientRect().top - document.querySelector('#sheet-close').getBoundingClientRect().bottom)(document.querySelector('#sheet .sheet-body > * > h2:first-child'))`)); over < 0 {
				t.Errorf("%s: the %s sheet's Close is %v px over what comes under its heading", sc.name, pn.id, -over)
			}
			screenshot(t, ctx, "sheet-"+pn.id+"-"+sc.name)
			if pn.id != "paste" {
				// A digit typed over the sheet does not reach the board.
				do(t, ctx, key("7"))
			}
			if pn.id == "stats" {
				// Tab goes round the sheet and the top bar, never to the
				// game under the sheet.
				for range 12 {
					do(t, ctx, key(kb.Tab))
					if got := run(t, ctx, chromedp.Evaluate[string](`document.activeElement.closest('.play-wrap') ? `+focused+` : ''`)); got != "" {
						t.Fatalf("%s: Tab reached %s under the Stats sheet", sc.name, got)
					}
				}
			}
			// Esc and Close take turns at closing.
			if i%2 == 0 {
				do(t, ctx, key(kb.Escape))
			} else {
				do(t, ctx, chromedp.Click("#sheet-close"))
			}
			do(t, ctx, chromedp.WaitNotPresent("#sheet"))
			run(t, ctx, chromedp.Poll[bool](`document.activeElement.dataset.cell === '10'`, chromedp.WithPollingTimeout(5*time.Second)))
			if got := boardBox(t, ctx); got != before {
				t.Errorf("%s: after %s closed the board is at %s, was at %s", sc.name, pn.id, got, before)
			}
			expectCell(t, ctx, 10, "5||")
		}
		// The keyboard is the board's again.
		do(t, ctx, key("6"))
		expectCell(t, ctx, 10, "6||")
		do(t, ctx, key(kb.Backspace))
		// The panels closed stay on the page, put away: out of the
		// keyboard's and screen readers' reach.
		if n := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('.sheet-shelved').length`)); n != len(panels) {
			t.Errorf("%s: %d panels put away, want %d", sc.name, n, len(panels))
		}
		for i := range panels {
			if read := readable(t, ctx, `document.querySelectorAll('.sheet-shelved')[`+strconv.Itoa(i)+`]`); len(read) > 0 {
				t.Errorf("%s: a screen reader reads a panel put away: %q", sc.name, read)
			}
		}
		reached := map[string]bool{}
		for range 40 {
			do(t, ctx, key(kb.Tab))
			if got := run(t, ctx, chromedp.Evaluate[string](`document.activeElement.closest('.sheet-shelved') ? `+focused+` : ''`)); got != "" {
				t.Fatalf("%s: Tab reached %s in a panel put away", sc.name, got)
			}
			reached[run(t, ctx, chromedp.Evaluate[string](focused))] = true
		}
		if len(reached) < 5 {
			t.Errorf("%s: Tab went round %d places: %v", sc.name, len(reached), reached)
		}
		do(t, ctx, chromedp.Click(`[data-cell="10"]`))
		// Over a sheet, ? switches to the help, and again closes it.
		clickMenu(t, ctx, sc.phone, "stats")
		do(t, ctx, chromedp.WaitVisible("#sheet #stats-panel"), key("?"), chromedp.WaitVisible("#sheet #help-panel"), key("?"), chromedp.WaitNotPresent("#sheet"))
	}
}

// The banners (a friend's time here) and notices sit beside the board,
// or under it on a phone: the board is where it is without them.
func TestBannersKeepTheBoard(t *testing.T) {
	url, _ := startServer(t)
	ctx := newBrowser(t)
	shotOnFailure(t, ctx)
	withTime := share.Encode(share.Link{Puzzle: mustParse(t, hardPuzzle), Time: 5 * time.Minute})
	for _, sc := range screens {
		do(t, ctx, chromedp.EmulateViewport(sc.width, sc.height), chromedp.Navigate(url+"/#"+easyPuzzle))
		waitBoard(t, ctx)
		want := boardBox(t, ctx)
		do(t, ctx, chromedp.Navigate(url+"/#"+withTime))
		waitText(t, ctx, "#friend-time", "A friend solved this puzzle in 5:00")
		if got := boardBox(t, ctx); got != want {
			t.Errorf("%s: with a friend's time on show the board is at %s, without at %s", sc.name, got, want)
		}
		screenshot(t, ctx, "banner-"+sc.name)
	}
}

// On a phone the top bar is one row: the title, the level, the clock and
// Pause, and a menu button; the rest is in the menu, which unfolds over
// the page and folds with Esc. Every target there is 44 px at least.
func TestPhoneTopBar(t *testing.T) {
	url, _ := startServer(t)
	ctx := newBrowser(t)
	shotOnFailure(t, ctx)
	for _, width := range []int64{360, 390} {
		do(t, ctx, chromedp.EmulateViewport(width, 844), chromedp.Navigate(url+"/#"+easyPuzzle))
		waitBoard(t, ctx)
		waitText(t, ctx, ".level", "Easy")
		// What shows in the bar, and how large.
		shown := `[...document.querySelectorAll('.topbar *')].filter(e => e.getClientRects().length && !e.closest('.menu'))`
		targets := run(t, ctx, chromedp.Evaluate[[]string](shown+`.filter(e => e.matches('button, a')).map(e => (r => e.id + ' ' + Math.round(r.width) + 'x' + Math.round(r.height))(e.getBoundingClientRect()))`))
		if got := strings.Join(targets, ", "); !strings.Contains(got, "pause ") || !strings.Contains(got, "menu-toggle ") || len(targets) != 2 {
			t.Errorf("%d px: the top bar shows %s; want Pause and the menu button alone", width, got)
		}
		for _, tg := range targets {
			checkTarget(t, width, tg)
		}
		bar := run(t, ctx, chromedp.Evaluate[[]float64](`(r => [r.height, document.querySelector('.level').getBoundingClientRect().width, document.documentElement.scrollWidth])(document.querySelector('.topbar').getBoundingClientRect())`))
		if bar[0] > 60 || bar[1] < 20 || bar[2] > float64(width) {
			t.Errorf("%d px: the top bar is %.0f px tall, its level %.0f px wide, the page %.0f px wide", width, bar[0], bar[1], bar[2])
		}
		// A long level shows whole, on two lines if it must.
		do(t, ctx, chromedp.Navigate(url+"/#"+masterPuzzle))
		waitText(t, ctx, ".level", "Master · SE ")
		if cut := run(t, ctx, chromedp.Evaluate[string](`(l => l.scrollWidth > l.clientWidth || l.scrollHeight > l.clientHeight + 1 ? l.textContent : '')(document.querySelector('.topbar .level'))`)); cut != "" {
			t.Errorf("%d px: the level %q is cut", width, cut)
		}
		before := boardBox(t, ctx)
		do(t, ctx, chromedp.Click("#menu-toggle"), chromedp.WaitVisible("#menu"))
		run(t, ctx, chromedp.Poll[bool](`document.activeElement.id === 'new'`, chromedp.WithPollingTimeout(5*time.Second)))
		items := run(t, ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('#menu button')].map(e => (r => e.id + ' ' + Math.round(r.width) + 'x' + Math.round(r.height) + (r.right > innerWidth || r.left < 0 ? ' off' : ''))(e.getBoundingClientRect()))`))
		if len(items) != 9 {
			t.Errorf("%d px: the menu holds %q, want nine items", width, items)
		}
		for _, it := range items {
			checkTarget(t, width, it)
		}
		if got := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('#help').innerText`)); got != "Help" {
			t.Errorf("%d px: the menu's help item says %q", width, got)
		}
		screenshot(t, ctx, "menu-phone-"+strconv.FormatInt(width, 10))
		if got := boardBox(t, ctx); got != before {
			t.Errorf("%d px: with the menu unfolded the board is at %s, was at %s", width, got, before)
		}
		do(t, ctx, key(kb.Escape), chromedp.WaitNotVisible("#menu"))
		run(t, ctx, chromedp.Poll[bool](`document.activeElement.id === 'menu-toggle'`, chromedp.WithPollingTimeout(5*time.Second)))
		// A click beside the menu folds it too; a click on an item opens
		// its panel.
		do(t, ctx, chromedp.Click("#menu-toggle"), chromedp.WaitVisible("#menu"), chromedp.MouseClickXY(20, 600), chromedp.WaitNotVisible("#menu"))
		clickMenu(t, ctx, true, "stats")
		do(t, ctx, chromedp.WaitVisible("#sheet #stats-panel"))
		if run(t, ctx, chromedp.Evaluate[bool](`document.querySelector('#menu').classList.contains('open')`)) {
			t.Errorf("%d px: the menu stays unfolded over the Stats sheet", width)
		}
		do(t, ctx, chromedp.Click("#sheet-close"), chromedp.WaitNotPresent("#sheet"))
	}
	// A desktop keeps its buttons in the bar.
	do(t, ctx, chromedp.EmulateViewport(1280, 900))
	run(t, ctx, chromedp.Poll[bool](`innerWidth === 1280`))
	if got := run(t, ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('.topbar button')].filter(e => e.getClientRects().length).map(e => e.id).join(' ')`)); got != "pause new daily paste share games stats learn set help" {
		t.Errorf("at 1280 px the top bar shows %q", got)
	}
}

// readable returns the roles and names of what a screen reader reads in
// the element that the JavaScript expression el gives: the nodes of its
// accessibility tree that are not ignored.
func readable(t testing.TB, ctx context.Context, el string) []string {
	t.Helper()
	return run(t, ctx, chromedp.Action[[]string](func(ctx context.Context, tg *chromedp.Target) ([]string, error) {
		obj, err := cdp.Call(ctx, tg, runtime.Evaluate, runtime.EvaluateParams{Expression: el})
		if err != nil {
			return nil, err
		}
		if obj.Result == nil || obj.Result.ObjectID == "" {
			return nil, fmt.Errorf("%s is no element", el)
		}
		tree, err := cdp.Call(ctx, tg, accessibility.QueryAXTree, accessibility.QueryAXTreeParams{ObjectID: obj.Result.ObjectID})
		if err != nil {
			return nil, err
		}
		var read []string
		for _, n := range tree.Nodes {
			if !n.Ignored {
				read = append(read, fmt.Sprintf("%s %s", value(n.Role), value(n.Name)))
			}
		}
		return read, nil
	}))
}

// value is an accessibility value as text.
func value(v *accessibility.Value) string {
	if v == nil {
		return ""
	}
	return strings.Trim(string(v.Value), `"`)
}

// checkTarget fails t unless target, "id WxH", is 44 px each way at least.
func checkTarget(t *testing.T, width int64, target string) {
	t.Helper()
	var id string
	var w, h int
	if _, err := fmt.Sscanf(strings.Replace(target, "x", " ", 1), "%s %d %d", &id, &w, &h); err != nil || w < 44 || h < 44 || strings.HasSuffix(target, "off") {
		t.Errorf("%d px: %s, want 44x44 at least, on the screen", width, target)
	}
}

// Paste takes the keyboard into its text box; text with no puzzle in it
// is told so, and what the panel reads, with the engine's words after
// and the place marked.
func TestPasteFindsNoPuzzle(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	shotOnFailure(t, ctx)
	do(t, ctx, chromedp.Click("#paste"))
	run(t, ctx, chromedp.Poll[bool](`document.activeElement.id === 'paste-text'`, chromedp.WithPollingTimeout(5*time.Second)))
	do(t, ctx, chromedp.KeyEvent("Lunch at 12: pizza"))
	none := waitText(t, ctx, "#paste-none", "No puzzle found in this text.")
	for _, want := range []string{"81 digits", "a grid", "SudokuPad"} {
		if !strings.Contains(none, want) {
			t.Errorf("the panel says %q, without %q", none, want)
		}
	}
	waitText(t, ctx, "#paste-result .paste-detail", "Line 1, column 12: unexpected ':'")
	waitText(t, ctx, "#paste-result .paste-place mark", ":")
	screenshot(t, ctx, "paste-no-puzzle")
	// A puzzle named, kept on SudokuPad's server, is not "no puzzle"; a
	// link cut short is told so in words, not in its format's.
	do(t, ctx, chromedp.Click("#paste-text"), key("a", chromedp.ModifierCtrl), chromedp.KeyEvent("https://sudokupad.app/abc123"))
	waitText(t, ctx, "#paste-result .error", "kept on SudokuPad's server")
	if run(t, ctx, chromedp.Evaluate[bool](`!!document.querySelector('#paste-none')`)) {
		t.Error("a SudokuPad puzzle's ID is said to be no puzzle")
	}
	do(t, ctx, chromedp.Click("#paste-text"), key("a", chromedp.ModifierCtrl), chromedp.KeyEvent("https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwh"))
	waitText(t, ctx, "#paste-result .error", "cut short or damaged: copy the whole link again")
	// A puzzle with a typo is told the typo.
	do(t, ctx, chromedp.Click("#paste-text"), key("a", chromedp.ModifierCtrl), chromedp.KeyEvent(easyPuzzle[:80]+"x"))
	waitText(t, ctx, "#paste-result .error", "Line 1, column 81: unexpected 'x'")
	if run(t, ctx, chromedp.Evaluate[bool](`!!document.querySelector('#paste-none')`)) {
		t.Error("a puzzle with a typo is said to be no puzzle")
	}
	// Played, the puzzle's board has the keyboard.
	do(t, ctx, key(kb.Backspace), chromedp.KeyEvent("."))
	waitText(t, ctx, "#paste-result", "Read as")
	do(t, ctx, chromedp.Click("#paste-play"), chromedp.WaitNotPresent("#sheet"))
	run(t, ctx, chromedp.Poll[bool](`document.activeElement.dataset.cell !== undefined`, chromedp.WithPollingTimeout(5*time.Second)))
}

// A tablet held upright, and a small laptop in longer words: the top
// bar's buttons wrap onto a second row rather than run off the screen,
// and a sheet opens under the bar, not under its second row; widened
// again, the bar is one row and the sheet follows it up.
func TestTopBarWrapsBetweenPhoneAndDesktop(t *testing.T) {
	url, _ := startServer(t)
	for _, c := range []struct {
		lang   string
		width  int64
		height int64
	}{{"en", 768, 1024}, {"ru", 768, 1024}, {"ru", 1024, 768}, {"de", 820, 1180}} {
		t.Run(fmt.Sprintf("%s-%d", c.lang, c.width), func(t *testing.T) {
			ctx := newBrowser(t, chromedp.Flag("accept-lang", c.lang))
			shotOnFailure(t, ctx)
			do(t, ctx, chromedp.EmulateViewport(c.width, c.height), chromedp.Navigate(url+"/#"+hardPuzzle))
			waitBoard(t, ctx)
			waitText(t, ctx, ".topbar .level", "SE ")
			checkFits(t, ctx, int(c.width))
			do(t, ctx, chromedp.Click("#stats"), chromedp.WaitVisible("#sheet"))
			under := `(() => { const b = document.querySelector('.topbar').getBoundingClientRect(), s = document.querySelector('#sheet').getBoundingClientRect(); return Math.abs(s.top - b.bottom) <= 1; })()`
			if !run(t, ctx, chromedp.Evaluate[bool](under)) {
				t.Errorf("the sheet's top is at %v, the bar's bottom at %v", run(t, ctx, chromedp.Evaluate[float64](`document.querySelector('#sheet').getBoundingClientRect().top`)), run(t, ctx, chromedp.Evaluate[float64](`document.querySelector('.topbar').getBoundingClientRect().bottom`)))
			}
			screenshot(t, ctx, fmt.Sprintf("topbar-%s-%d", c.lang, c.width))
			// Widened: one row again, and the sheet under it.
			do(t, ctx, chromedp.EmulateViewport(1600, c.height))
			if _, err := chromedp.Run(ctx, chromedp.Poll[bool](under+` && document.querySelector('.topbar').getBoundingClientRect().height < 60`, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
				t.Errorf("at 1600 px the bar is %v px tall and the sheet's top at %v", run(t, ctx, chromedp.Evaluate[float64](`document.querySelector('.topbar').getBoundingClientRect().height`)), run(t, ctx, chromedp.Evaluate[float64](`document.querySelector('#sheet').getBoundingClientRect().top`)))
			}
		})
	}
}

// A phone on its side: the top bar folds its buttons into the menu, as
// upright, and the whole board is on the screen, its last row too,
// without a scroll; the panels still open from the menu.
func TestPhoneOnItsSide(t *testing.T) {
	url, _ := startServer(t)
	for _, size := range [][2]int64{{844, 390}, {667, 375}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			ctx := newBrowser(t)
			shotOnFailure(t, ctx)
			do(t, ctx, chromedp.EmulateViewport(size[0], size[1]), chromedp.Navigate(url+"/#"+hardPuzzle))
			waitBoard(t, ctx)
			waitText(t, ctx, ".topbar .level", "SE ")
			if !run(t, ctx, chromedp.Evaluate[bool](`getComputedStyle(document.querySelector('#menu-toggle')).display !== 'none'`)) {
				t.Error("the top bar shows its buttons, not the menu button")
			}
			if bottom := run(t, ctx, chromedp.Evaluate[float64](`document.querySelector('.board').getBoundingClientRect().bottom`)); bottom > float64(size[1]) {
				t.Errorf("the board's bottom is at %v px on a screen %d px tall", bottom, size[1])
			}
			checkFits(t, ctx, int(size[0]))
			screenshot(t, ctx, fmt.Sprintf("phone-side-%dx%d", size[0], size[1]))
			clickTop(t, ctx, "stats")
			do(t, ctx, chromedp.WaitVisible("#sheet #stats-panel"))
		})
	}
}

// The big boards (16x16 and 25x25 take more room than 9x9) fit a
// landscape screen's height too, and an embedding frame's: the 16x16
// board's last row is on the screen at a laptop's, a short netbook's and
// a phone on its side, and still larger than a 9x9 board on a desktop.
// The build before put its bottom 14-46 px under the screen's.
func TestBigBoardOnAShortScreen(t *testing.T) {
	url, _ := startServer(t)
	for _, v := range []struct {
		name          string
		width, height int64
		path          string
		phone         bool
	}{
		{"desktop", 1280, 900, "/", false},
		{"laptop", 1280, 720, "/", false},
		{"netbook", 1024, 600, "/", false},
		{"phone-side", 844, 390, "/", true},
		{"embedded", 1000, 600, "/?embed=1", false},
	} {
		t.Run(v.name, func(t *testing.T) {
			ctx := newBrowser(t)
			shotOnFailure(t, ctx)
			view := chromedp.EmulateViewport(v.width, v.height)
			if v.phone {
				view = phone(v.width, v.height)
			}
			do(t, ctx, view, chromedp.Navigate(url+v.path+"#"+puzzle16))
			waitCells(t, ctx, 256)
			box := run(t, ctx, chromedp.Evaluate[[]float64](`(r => [r.bottom, r.height])(document.querySelector('.board').getBoundingClientRect())`))
			if box[0] > float64(v.height) {
				t.Errorf("the 16x16 board's bottom is at %v px on a screen %d px tall", box[0], v.height)
			}
			if v.name == "desktop" && box[1] <= 640 {
				t.Errorf("the 16x16 board is %v px tall at %dx%d, no larger than a 9x9 board", box[1], v.width, v.height)
			}
			checkFits(t, ctx, int(v.width))
			screenshot(t, ctx, "big-board-"+v.name)
		})
	}
}

// The New sheet in longer words than English's (Russian, Polish) fits its
// screen with More options open: no field runs past the sheet, no button's
// words past its border. The build before had the Technique list past the
// sheet's edge and "Экстремальный" past its button's on a phone.
func TestNewSheetInLongerWords(t *testing.T) {
	url, _ := startServer(t)
	for _, c := range []struct {
		lang          string
		width, height int64
	}{{"ru", 390, 844}, {"pl", 390, 844}, {"ru", 1280, 900}} {
		t.Run(fmt.Sprintf("%s-%d", c.lang, c.width), func(t *testing.T) {
			ctx := newBrowser(t, chromedp.Flag("accept-lang", c.lang))
			shotOnFailure(t, ctx)
			do(t, ctx, chromedp.EmulateViewport(c.width, c.height), chromedp.Navigate(url+"/#"+easyPuzzle))
			waitBoard(t, ctx)
			clickTop(t, ctx, "new")
			do(t, ctx, chromedp.WaitVisible("#sheet #more-options summary"))
			x, y := centreOf(t, ctx, "#sheet #more-options summary")
			do(t, ctx, chromedp.MouseClickXY(x, y), chromedp.WaitVisible("#gen-technique"))
			checkFits(t, ctx, int(c.width))
			past := run(t, ctx, chromedp.Evaluate[[]string](`(s => [...s.querySelectorAll('*')].filter(e => {
				const r = e.getBoundingClientRect();
				return r.width > 0 && (r.right > s.getBoundingClientRect().right + 1 || e.tagName === 'BUTTON' && e.scrollWidth > e.clientWidth + 1);
			}).map(e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + ': ' + e.textContent.slice(0, 30)))(document.querySelector('#sheet'))`))
			for _, p := range past {
				t.Errorf("past the sheet or its border: %s", p)
			}
			screenshot(t, ctx, "new-more-"+c.lang+"-"+strconv.Itoa(int(c.width)))
		})
	}
}

// Settings, under a phone's keypad, unfold on the screen: a tap on it
// scrolls the page to what it unfolded. The build before unfolded them
// past the screen's bottom edge, and the tap seemed to do nothing.
func TestSettingsUnfoldOnAPhone(t *testing.T) {
	ctx := openPhone(t, easyPuzzle)
	x, y := centreOf(t, ctx, ".settings summary")
	if y > 844 {
		t.Fatalf("Settings is at y %v, off the phone's screen before it is tapped", y)
	}
	do(t, ctx, chromedp.TapXY(x, y))
	run(t, ctx, chromedp.Poll[bool](`!!document.querySelector('#set-language')`))
	onScreen := `['#set-mistakes', '#set-theme', '#set-language'].every(sel => (r => r.top >= 0 && r.bottom <= innerHeight)(document.querySelector(sel).getBoundingClientRect()))`
	wait, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if _, err := chromedp.Run(wait, chromedp.Poll[bool](onScreen)); err != nil {
		t.Errorf("Settings unfolded off the screen: the language's choice is at %s in a screen %v px high",
			run(t, ctx, chromedp.Evaluate[string](`JSON.stringify(document.querySelector('#set-language').getBoundingClientRect())`)),
			run(t, ctx, chromedp.Evaluate[float64](`innerHeight`)))
	}
}
