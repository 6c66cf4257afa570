//go:build !js

package e2e

import (
	"context"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// webWith returns a copy of web/ with files added (by path under web/),
// for a server started with -web on it.
func webWith(t *testing.T, files map[string][]byte) string {
	t.Helper()
	dir := t.TempDir()
	src := filepath.Join(rootDir, "web")
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, rel)), 0o755); err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	for rel, data := range files {
		// The file's compressed copies, if any, are another file's.
		os.Remove(filepath.Join(dir, rel+".br"))
		os.Remove(filepath.Join(dir, rel+".gz"))
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, rel)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, rel), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// pseudoCatalogue is the page's messages (web/i18n/en.json) in a
// pseudo-language: each letter accented, the text 40% longer, the
// placeholders kept, so a layout that cannot take a longer language shows
// its faults in English's place.
func pseudoCatalogue(t *testing.T) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(rootDir, "web", "i18n", "en.json"))
	if err != nil {
		t.Fatal(err)
	}
	var msgs map[string]any
	if err := json.Unmarshal(data, &msgs); err != nil {
		t.Fatal(err)
	}
	for key, v := range msgs {
		switch v := v.(type) {
		case string:
			msgs[key] = pseudo(v)
		case map[string]any:
			for form, text := range v {
				v[form] = pseudo(text.(string))
			}
		}
	}
	out, err := json.Marshal(msgs)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// pseudo accents the letters of s outside its placeholders and pads it
// to 1.4 times its length.
func pseudo(s string) string {
	const from, to = "aeiouycnAEIOUYCN", "áéîõüýçñÅÉÎÕÜÝÇÑ"
	accents := map[rune]rune{}
	tr := []rune(to)
	for i, r := range from {
		accents[r] = tr[i]
	}
	var b strings.Builder
	for len(s) > 0 {
		if strings.HasPrefix(s, "{{") {
			end := strings.Index(s, "}}")
			if end >= 0 {
				b.WriteString(s[:end+2])
				s = s[end+2:]
				continue
			}
		}
		r, n := utf8.DecodeRuneInString(s)
		if a, ok := accents[r]; ok {
			r = a
		}
		b.WriteRune(r)
		s = s[n:]
	}
	out := b.String()
	// The padding comes in words, as a longer language's does.
	for pad := utf8.RuneCountInString(out) * 2 / 5; pad > 0; pad -= 4 {
		out += " " + strings.Repeat("ẍ", min(pad, 4))
	}
	return out
}

// The page takes its language from the browser, with the document's lang
// and dir, reads the settings in the language's catalogue, and a language
// chosen in the settings is kept across a reload; at 390 px the
// pseudo-language's longer words fit: nothing off the screen.
func TestPageInTheBrowsersLanguage(t *testing.T) {
	web := webWith(t, map[string][]byte{"i18n/de.json": pseudoCatalogue(t)})
	url, _ := startServer(t, "-web", web)
	ctx := newBrowser(t, chromedp.Flag("accept-lang", "de-AT,de,en"))
	shotOnFailure(t, ctx)
	do(t, ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(url+"/#"+easyPuzzle))
	waitBoard(t, ctx)
	lang := run(t, ctx, chromedp.Evaluate[string](`document.documentElement.lang + " " + document.documentElement.dir`))
	if lang != "de ltr" {
		t.Errorf("the page's lang and dir are %q, want \"de ltr\"", lang)
	}
	// The loader picked German and fetched the page's catalogue once,
	// starting before app.wasm had arrived.
	fetches := run(t, ctx, chromedp.Evaluate[string](`(() => {
		const all = performance.getEntriesByType('resource');
		const words = all.filter(e => e.name.includes('/web/i18n/de.json'));
		const wasm = all.find(e => e.name.includes('/web/app.wasm'));
		return window.sudokuWords.tag + ' ' + words.length + ' ' + (wasm && words.length > 0 && words[0].startTime < wasm.responseEnd);
	})()`))
	if fetches != "de 1 true" {
		t.Errorf("the loader's language, fetches of de.json, and whether it began before app.wasm arrived: %q, want \"de 1 true\"", fetches)
	}
	summary := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('details.settings summary').textContent`))
	if summary != pseudo("Settings") {
		t.Errorf("the settings read %q, want the catalogue's %q", summary, pseudo("Settings"))
	}
	openSettings(t, ctx)
	do(t, ctx, chromedp.WaitVisible(`#set-language`))
	checkFits(t, ctx, 390)
	screenshot(t, ctx, "language-pseudo-390")
	// Every panel, opened through the phone's menu, fits the screen in the
	// longer words; so does the menu.
	do(t, ctx, chromedp.Click("#menu-toggle"), chromedp.WaitVisible("#menu #new"))
	checkFits(t, ctx, 390)
	screenshot(t, ctx, "language-pseudo-390-menu")
	do(t, ctx, key(kb.Escape), chromedp.WaitNotVisible("#menu"))
	for _, id := range []string{"new", "daily", "paste", "share", "games", "stats", "help"} {
		clickMenu(t, ctx, true, id)
		do(t, ctx, chromedp.WaitVisible("#sheet"))
		checkFits(t, ctx, 390)
		screenshot(t, ctx, "language-pseudo-390-"+id)
		do(t, ctx, chromedp.Click("#sheet-close"), chromedp.WaitNotPresent("#sheet"))
	}

	// English, chosen in the settings, is kept: the page reloads in it.
	// Typing a letter on the focused menu picks the first language it
	// begins, as a player's keyboard does.
	do(t, ctx, chromedp.Focus(`#set-language`), chromedp.KeyEvent("e"))
	// The reload ends the old document under a poll: poll again.
	for try := 0; ; try++ {
		_, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.documentElement.lang === "en" && document.querySelectorAll('[data-cell]').length === 81`))
		if err == nil {
			break
		}
		if try == 5 {
			t.Fatal(err)
		}
	}
	summary = run(t, ctx, chromedp.Evaluate[string](`document.querySelector('details.settings summary').textContent`))
	if summary != "Settings" {
		t.Errorf("after choosing English the settings read %q", summary)
	}
}

// checkFits fails the test for each visible element that reaches past
// the screen's width, or whose text is cut by its own box.
func checkFits(t *testing.T, ctx context.Context, width int) {
	t.Helper()
	if w := run(t, ctx, chromedp.Evaluate[float64](`document.documentElement.scrollWidth`)); w > float64(width) {
		t.Errorf("the page is %v px wide on a %d px screen", w, width)
	}
	faults := run(t, ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll('body *')].filter(e => {
		const r = e.getBoundingClientRect();
		// A screen reader's text is clipped to nothing by design, and so is
		// a picture read in Paste beyond the frame around its grid.
		if (r.width === 0 || r.height === 0 || e.closest('.sheet-shelved') || e.closest('.sr-only') || e.matches('.scan-read image') || !e.checkVisibility({visibilityProperty: true, contentVisibilityAuto: true})) return false;
		const style = getComputedStyle(e);
		// An ellipsis is a cut the design makes, and a text field scrolls its
		// text; a hidden overflow otherwise is a fault.
		const cut = !['INPUT', 'TEXTAREA'].includes(e.tagName) && (e.scrollWidth > e.clientWidth + 1) && ['hidden', 'clip'].includes(style.overflowX) && style.textOverflow !== 'ellipsis';
		return r.right > innerWidth + 1 || r.left < -1 || cut;
	}).map(e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + '.' + [...e.classList].join('.') + ': ' + (e.textContent || '').slice(0, 40))`))
	for _, f := range faults {
		t.Errorf("off the screen or cut: %s", f)
	}
}

// Arabic lays the page out right to left, and the grid keeps its rows
// and columns: row 1's first cell on the left.
func TestArabicRightToLeft(t *testing.T) {
	web := webWith(t, map[string][]byte{"i18n/ar.json": pseudoCatalogue(t)})
	url, _ := startServer(t, "-web", web)
	ctx := newBrowser(t, chromedp.Flag("accept-lang", "ar-EG,ar"))
	shotOnFailure(t, ctx)
	for _, size := range []struct {
		name string
		w, h int64
	}{{"1280", 1280, 900}, {"390", 390, 844}} {
		do(t, ctx, chromedp.EmulateViewport(size.w, size.h), chromedp.Navigate(url+"/#"+easyPuzzle))
		waitBoard(t, ctx)
		if got := run(t, ctx, chromedp.Evaluate[string](`document.documentElement.lang + " " + document.documentElement.dir`)); got != "ar rtl" {
			t.Errorf("%s: the page's lang and dir are %q, want \"ar rtl\"", size.name, got)
		}
		if ltr := run(t, ctx, chromedp.Evaluate[bool](`document.querySelector('[data-cell="0"]').getBoundingClientRect().left < document.querySelector('[data-cell="8"]').getBoundingClientRect().left`)); !ltr {
			t.Errorf("%s: the grid's first column is not on the left", size.name)
		}
		if lead := run(t, ctx, chromedp.Evaluate[bool](`document.querySelector('.controls').getBoundingClientRect().left < document.querySelector('[data-cell="0"]').getBoundingClientRect().left`)); size.w > 1000 && !lead {
			t.Errorf("%s: the controls are not on the board's left, as a right-to-left page puts them", size.name)
		}
		checkFits(t, ctx, int(size.w))
		screenshot(t, ctx, "language-rtl-"+size.name)
	}
}

// readCatalogue reads a catalogue's templates by key (a plural message by
// its other form).
func readCatalogue(t *testing.T, path string) map[string]string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(rootDir, path))
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]any
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for k, v := range raw {
		switch v := v.(type) {
		case string:
			out[k] = v
		case map[string]any:
			out[k], _ = v["other"].(string)
		}
	}
	return out
}

// literals returns the words of a template between its placeholders, the
// pieces of three characters or more.
func literals(template string) []string {
	var out []string
	for _, piece := range strings.Split(template, "{{") {
		if i := strings.Index(piece, "}}"); i >= 0 {
			piece = piece[i+2:]
		}
		if piece = strings.TrimSpace(piece); utf8.RuneCountInString(piece) >= 3 {
			out = append(out, piece)
		}
	}
	return out
}

// A browser set to German, Japanese or Arabic opens the app in that
// language, and a hint reads in it: the nudge in the words of the
// language's nudge templates, the step naming its technique by the
// language's name for it.
func TestHintInTheBrowsersLanguage(t *testing.T) {
	url, _ := startServer(t)
	for _, tag := range []string{"de", "ja", "ar"} {
		t.Run(tag, func(t *testing.T) {
			page := readCatalogue(t, "web/i18n/"+tag+".json")
			engine := readCatalogue(t, "engine/logic/messages/"+tag+".json")
			ctx := newBrowser(t, chromedp.Flag("accept-lang", tag))
			shotOnFailure(t, ctx)
			do(t, ctx, chromedp.EmulateViewport(1280, 900), chromedp.Navigate(url+"/#"+easyPuzzle))
			waitBoard(t, ctx)
			if got := run(t, ctx, chromedp.Evaluate[string](`document.documentElement.lang`)); got != tag {
				t.Fatalf("the page's lang is %q", got)
			}
			if got, want := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('#hint').textContent`)), page["Hint"]; got != want {
				t.Errorf("the hint button reads %q, want %q", got, want)
			}
			status := func(not string) string {
				return run(t, ctx, chromedp.Poll[string](`(s => s !== `+strconv.Quote(not)+` && s)(document.querySelector('.status').textContent)`,
					chromedp.WithPollingTimeout(20*time.Second)))
			}
			do(t, ctx, chromedp.Click("#hint"))
			nudge := status("")
			var words []string
			for key, template := range engine {
				if strings.HasPrefix(key, "nudge") {
					words = append(words, literals(template)...)
				}
			}
			if !containsAny(nudge, words) {
				t.Errorf("the nudge %q has none of the words of the %s nudges %q", nudge, tag, words)
			}
			do(t, ctx, chromedp.Click("#hint"))
			step := status(nudge)
			var names []string
			for key, name := range engine {
				if strings.HasPrefix(key, "technique-") && !strings.HasSuffix(key, "-nudge") {
					names = append(names, name)
				}
			}
			if !containsAny(step, names) {
				t.Errorf("the step %q names no technique in %s", step, tag)
			}
			screenshot(t, ctx, "language-hint-"+tag)
		})
	}
}

func containsAny(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
