//go:build !js

package e2e

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// puzzle16 is a 16x16 puzzle (generate.FromSeed(7), 4x4 boxes). Its first
// row reads E 1 F . . . . 6 . . D C . . 4 .: cells 3 to 6 are empty.
const puzzle16 = "E1F....6..DC..4.B...D.F26......E3..8...5.G.9....7.4.C.G....F63..4.D..BE....3F.G.F3...1....G..5.41.....4..6.B.98...B6.D..A.4....78....5.G..C.4D...57.4.9..A.....GA.1..E....3...9B.9.C2....17..6.8..E35....2.A.8.6....3.C.B...G..96......FG3.1...A.4..16..8....2BD"

// alt is a key pressed with Alt held (Option on a Mac).
func alt(k string) chromedp.Action[chromedp.Void] { return key(k, chromedp.ModifierAlt) }

// expectMode waits until the keypad shows mode ("normal", "corner",
// "centre", "colour") as the one picked.
func expectMode(t testing.TB, ctx context.Context, mode string) {
	t.Helper()
	wait, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	js := `(document.querySelector('.modes [aria-pressed="true"]') || {id: 'none'}).id`
	if _, err := chromedp.Run(wait, chromedp.Poll[bool](js+` === 'mode-`+mode+`'`)); err != nil {
		t.Fatalf("the keypad shows %s picked, want mode-%s", run(t, ctx, chromedp.Evaluate[string](js)), mode)
	}
}

// selectedCells returns the cells selected, as "3 4".
func selectedCells(t testing.TB, ctx context.Context) string {
	t.Helper()
	return run(t, ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('.board .cell.selected')].map(c => c.dataset.cell).join(' ')`))
}

// On boards above 9x9 letters are digits (A = 10): they type digits, and
// Alt+Z X C V pick the modes, as on every board; plain X, V, W and S, which
// are not digits of a 16x16 board, do nothing rather than half of the
// small boards' map.
func TestLettersOn16x16(t *testing.T) {
	_, ctx := newGame(t, puzzle16, 256)
	shotOnFailure(t, ctx)

	do(t, ctx, chromedp.Click(`[data-cell="3"]`), key("a"))
	expectCell(t, ctx, 3, "A||")
	do(t, ctx, key(kb.ArrowRight), key("x"), key("v"), key("w"), key("s"))
	expectMode(t, ctx, "normal")
	if got := selectedCells(t, ctx); got != "4" {
		t.Errorf("after →, X, V, W, S the selection is %q, want cell 4 alone", got)
	}
	expectCell(t, ctx, 4, ".||")

	do(t, ctx, alt("x"))
	expectMode(t, ctx, "corner")
	do(t, ctx, key("c"))
	expectCell(t, ctx, 4, ".|C|")

	do(t, ctx, key(kb.ArrowRight), alt("c"))
	expectMode(t, ctx, "centre")
	do(t, ctx, key("d"), key("g"))
	expectCell(t, ctx, 5, ".||DG")

	do(t, ctx, alt("v"))
	expectMode(t, ctx, "colour")
	do(t, ctx, alt("z"))
	expectMode(t, ctx, "normal")
	do(t, ctx, key(kb.ArrowRight), key("g"))
	expectCell(t, ctx, 6, "G||")

	// The mode buttons name the keys that work on this board.
	titles := run(t, ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('.modes button')].map(b => b.title).join('; ')`))
	if want := "Digit mode (Alt+Z); Corner mode (Alt+X); Centre mode (Alt+C); Colour mode (Alt+V)"; titles != want {
		t.Errorf("mode buttons titled %q, want %q", titles, want)
	}
}

// newGame serves the app and opens puzzle, whose board has cells cells.
func newGame(t testing.TB, puzzle string, cells int) (url string, ctx context.Context) {
	t.Helper()
	url, _ = startServer(t)
	ctx = newBrowser(t)
	do(t, ctx, chromedp.Navigate(url+"/#"+puzzle))
	waitCells(t, ctx, cells)
	return url, ctx
}

// The ? key and the top bar's ? button open the help; Esc, the button
// again or Close close it. Typing ? in a field types it. With SCREENSHOTS
// set, the help on the 16x16 board is saved as help-16x16-1100-light.png.
func TestHelpOpensAndCloses(t *testing.T) {
	_, ctx := newGame(t, puzzle16, 256)
	shotOnFailure(t, ctx)
	do(t, ctx, chromedp.Click(`[data-cell="3"]`), key("?"))
	text := waitText(t, ctx, "#sheet #help-panel", "Alt+X")
	fullShot(t, ctx, "help-16x16-1100-light")
	for _, want := range []string{"A = 10", "G = 16", "Expert", "Sudoku Explainer", "localStorage"} {
		if !strings.Contains(text, want) {
			t.Errorf("the help on a 16x16 board does not say %q", want)
		}
	}
	if got := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('#help').getAttribute('aria-expanded')`)); got != "true" {
		t.Errorf("with the help open, the ? button has aria-expanded=%q", got)
	}
	do(t, ctx, key(kb.Escape), chromedp.WaitNotPresent("#sheet #help-panel"))
	if got := selectedCells(t, ctx); got != "3" {
		t.Errorf("Esc closed the help and left the selection %q, want cell 3 still selected", got)
	}
	do(t, ctx, key(kb.Escape))
	run(t, ctx, chromedp.Poll[bool](`!document.querySelector('.board .cell.selected')`))

	do(t, ctx, chromedp.Click("#help"), chromedp.WaitVisible("#sheet #help-panel"),
		chromedp.Click("#help"), chromedp.WaitNotPresent("#sheet #help-panel"),
		chromedp.Click("#help"), chromedp.Click("#sheet-close"), chromedp.WaitNotPresent("#sheet #help-panel"))

	// In the Paste panel's text box, ? is a character.
	do(t, ctx, chromedp.Click("#paste"), chromedp.Click("#paste-text"), key("?"))
	run(t, ctx, chromedp.Poll[bool](`document.querySelector('#paste-text').value === '?'`))
	if run(t, ctx, chromedp.Evaluate[bool](`!!document.querySelector('#sheet #help-panel')`)) {
		t.Error("typing ? in the paste box opened the help")
	}
}

// The help reads on a desktop and a phone, light and dark: nothing wider
// than the screen, and its text in the theme's colours. With SCREENSHOTS
// set, each is saved as help-<width>-<theme>.png.
func TestHelpPanelLayout(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	shotOnFailure(t, ctx)
	// The theme is set from Settings, unfolded first.
	openSettings(t, ctx)
	do(t, ctx, chromedp.Click("#help"), chromedp.WaitVisible("#sheet #help-panel"))
	for _, theme := range []string{"light", "dark"} {
		do(t, ctx, setValue("#set-theme", map[string]string{"light": "1", "dark": "2"}[theme]))
		run(t, ctx, chromedp.Poll[bool](`document.documentElement.dataset.theme === '`+theme+`'`))
		for _, width := range []int64{1100, 390} {
			do(t, ctx, chromedp.EmulateViewport(width, 800))
			run(t, ctx, chromedp.Poll[bool](`innerWidth === `+strconv.FormatInt(width, 10)))
			off := run(t, ctx, chromedp.Evaluate[string](`(() => {
				const out = [...document.querySelectorAll('#sheet #help-panel *')]
					.filter(e => { const r = e.getBoundingClientRect(); return r.width > 0 && (r.left < 0 || r.right > innerWidth); })
					.map(e => e.tagName.toLowerCase() + (e.className ? '.' + e.className : ''));
				for (const c of document.querySelectorAll('#sheet #help-panel .chord')) {
					const cell = c.closest('td').getBoundingClientRect(), r = c.getBoundingClientRect();
					if (r.right > cell.right) out.push('chord ' + c.textContent + ' wider than its cell');
				}
				if (document.documentElement.scrollWidth > innerWidth) out.push('page ' + document.documentElement.scrollWidth + 'px wide');
				return out.join(', ');
			})()`))
			if off != "" {
				t.Errorf("%s, %d px wide: off the screen or out of place: %s", theme, width, off)
			}
			colours := run(t, ctx, chromedp.Evaluate[[]string](`(p => [getComputedStyle(p).backgroundColor, getComputedStyle(p.querySelector('td')).color, getComputedStyle(p.querySelector('kbd')).color])(document.querySelector('#sheet #help-panel'))`))
			if dark := brightness(colours[0]) < 128; dark != (theme == "dark") {
				t.Errorf("%s, %d px: the help's background is %s", theme, width, colours[0])
			}
			for _, c := range colours[1:] {
				if d := brightness(c) - brightness(colours[0]); d < 100 && d > -100 {
					t.Errorf("%s, %d px: text %s on %s is hard to read", theme, width, c, colours[0])
				}
			}
			fullShot(t, ctx, "help-"+strconv.FormatInt(width, 10)+"-"+theme)
		}
	}
}

// brightness returns a CSS rgb() colour's perceived brightness, 0 to 255.
func brightness(rgb string) float64 {
	f := strings.FieldsFunc(rgb, func(r rune) bool { return !(r >= '0' && r <= '9' || r == '.') })
	if len(f) < 3 {
		return -1
	}
	var v [3]float64
	for i := range v {
		v[i], _ = strconv.ParseFloat(f[i], 64)
	}
	return 0.299*v[0] + 0.587*v[1] + 0.114*v[2]
}

// fullShot saves the whole page, beyond the screen too, as name.png in
// $SCREENSHOTS, when set.
func fullShot(t testing.TB, ctx context.Context, name string) {
	dir := os.Getenv("SCREENSHOTS")
	if dir == "" {
		return
	}
	png := run(t, ctx, chromedp.FullScreenshot(100))
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}
