//go:build !js

package e2e

import (
	"bufio"
	"context"
	"fmt"
	"html"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/sudoku-app/sudoku/app/rulesvg"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// rulesPuzzle is a published variant puzzle to draw.
type rulesPuzzle struct {
	name   string
	puzzle sudoku.Puzzle
}

// readRulesPuzzles reads the published puzzles of a testdata file of
// engine/solve (families, name, source, solution, puzzle; tab-separated),
// keeping the lines keep accepts (by number, from 0).
func readRulesPuzzles(t *testing.T, file string, keep func(i int) bool) []rulesPuzzle {
	t.Helper()
	f, err := os.Open(filepath.Join(rootDir, "engine", "solve", "testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []rulesPuzzle
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for i := 0; sc.Scan(); {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "\t")
		if keep(i) {
			p, err := codec.Parse(fields[len(fields)-1])
			if err != nil {
				t.Fatalf("%s: %s: %v", file, fields[1], err)
			}
			out = append(out, rulesPuzzle{fields[1], p})
		}
		i++
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// specimen returns an empty puzzle of shape s (16x16 or larger) with
// every kind of rule that draws, for drawings of the large grids that no
// published puzzle of the testdata has: killer cages, thermometers,
// arrows, dots, lines, outside clues.
func specimen(t *testing.T, s sudoku.Shape) rulesPuzzle {
	t.Helper()
	n := s.N()
	at := func(rc ...int) []sudoku.Cell {
		var cells []sudoku.Cell
		for i := 0; i < len(rc); i += 2 {
			cells = append(cells, s.CellAt(rc[i], rc[i+1]))
		}
		return cells
	}
	one := func(r, c int) sudoku.Cell { return s.CellAt(r, c) }
	r := sudoku.Rules{
		Extra: append(sudoku.Diagonals(s), sudoku.Windows(s)[0]),
		Constraints: []sudoku.Constraint{
			sudoku.Cage{Cells: at(0, 0, 1, 0, 1, 1), Sum: 20},
			sudoku.Cage{Cells: at(0, 1, 0, 2, 0, 3)},
			sudoku.Cage{Cells: at(3, 3, 3, 4, 4, 3, 4, 4), Sum: 30},
			sudoku.Thermo{Cells: at(2, 0, 3, 1, 4, 2, 5, 2, 6, 2)},
			sudoku.Arrow{Circle: at(0, 5), Shaft: at(1, 6, 2, 7, 2, 8)},
			sudoku.Arrow{Circle: at(0, 5), Shaft: at(0, 6, 0, 7)},
			sudoku.Kropki{A: one(6, 0), B: one(6, 1)},
			sudoku.Kropki{A: one(7, 0), B: one(7, 1), Black: true},
			sudoku.XV{A: one(8, 0), B: one(8, 1), Sum: 10},
			sudoku.XV{A: one(8, 1), B: one(9, 1), Sum: 5},
			sudoku.Parity{Cell: one(9, 4)},
			sudoku.Parity{Cell: one(9, 5), Even: true},
			sudoku.Whisper{Cells: at(10, 0, 10, 1, 11, 2)},
			sudoku.Renban{Cells: at(12, 0, 12, 1, 12, 2)},
			sudoku.Between{Cells: at(13, 0, 13, 1, 13, 2, 13, 3)},
			sudoku.Palindrome{Cells: at(14, 0, 14, 1, 15, 2)},
			sudoku.LittleKiller{Cells: at(0, n-3, 1, n-2, 2, n-1), Sum: 20},
			sudoku.LittleKiller{Cells: at(n-1, 2, n-2, 1, n-3, 0), Sum: 7},
			sudoku.Sandwich{Line: 3, Sum: 10},
			sudoku.Sandwich{Line: sudoku.House(n + 5), Sum: 25},
		},
	}
	if err := r.Validate(s); err != nil {
		t.Fatal(err)
	}
	return rulesPuzzle{fmt.Sprintf("%dx%d specimen", n, n), sudoku.Puzzle{Grid: sudoku.NewGrid(s), Rules: r}}
}

// TestRulesDrawing draws published variant puzzles (every line of
// variants.tsv and a few of killers.tsv, the killers of overlapping cages
// of overlapping.tsv, then a specimen of every kind on
// 16x16 and 25x25) as the board will: the real
// web/app.css, a board of the puzzle's size with its givens, and the
// rules' SVG (rulesvg.SVG) laid over it and its margins, in the light
// and the dark theme. It checks that the browser reads every element the
// SVG holds, as many of each kind as the rules ask for, that each is
// coloured by the style sheet, that nothing lies outside the viewBox, that
// the grid of the drawing lies on the board's cells, that every text is
// large enough to read, and that the colours follow the system's scheme
// and turn light on paper. With $SCREENSHOTS set it saves each drawing
// there as rules-NN-name-theme.png.
func TestRulesDrawing(t *testing.T) {
	puzzles := readRulesPuzzles(t, "variants.tsv", func(int) bool { return true })
	puzzles = append(puzzles, readRulesPuzzles(t, "killers.tsv", func(i int) bool { return i == 0 || i == 20 })...)
	puzzles = append(puzzles, readRulesPuzzles(t, "overlapping.tsv", func(int) bool { return true })...)
	for _, shape := range []sudoku.Shape{{BoxRows: 4, BoxCols: 4}, {BoxRows: 5, BoxCols: 5}} {
		puzzles = append(puzzles, specimen(t, shape))
	}

	mux := http.NewServeMux()
	mux.Handle("/web/", http.StripPrefix("/web/", http.FileServer(http.Dir(filepath.Join(rootDir, "web")))))
	mux.HandleFunc("/draw", func(w http.ResponseWriter, r *http.Request) {
		i, err := strconv.Atoi(r.URL.Query().Get("i"))
		if err != nil || i < 0 || i >= len(puzzles) {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, rulesPage(puzzles[i].puzzle, r.URL.Query().Get("theme")))
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()

	ctx := newBrowser(t)
	shotOnFailure(t, ctx)
	do(t, ctx, chromedp.EmulateViewport(1000, 1000))
	for i, p := range puzzles {
		svg := rulesvg.SVG(p.puzzle.Grid.Shape(), &p.puzzle.Rules)
		top, right, bottom, left := rulesvg.Margins(p.puzzle.Grid.Shape(), &p.puzzle.Rules)
		want := wantRuleElements(p.puzzle.Grid.Shape(), p.puzzle.Rules)
		if got := classCounts(svg); !mapsEqual(got, want) {
			t.Errorf("%s: the SVG has %v, want %v", p.name, got, want)
		}
		for _, theme := range []string{"light", "dark"} {
			do(t, ctx, chromedp.Navigate(srv.URL+"/draw?i="+strconv.Itoa(i)+"&theme="+theme))
			got := run(t, ctx, chromedp.Evaluate[drawnRules](checkDrawing))
			name := p.name + " (" + theme + ")"
			if !mapsEqual(got.Counts, want) {
				t.Errorf("%s: the page shows %v, want %v", name, got.Counts, want)
			}
			if len(got.Outside) > 0 {
				t.Errorf("%s: drawn outside the viewBox: %v", name, got.Outside)
			}
			if len(got.Unstyled) > 0 {
				t.Errorf("%s: not coloured by web/app.css: %v", name, got.Unstyled)
			}
			if m := [4]int{top, right, bottom, left}; got.Margins != m {
				t.Errorf("%s: the viewBox leaves margins %v (top, right, bottom, left), want %v", name, got.Margins, m)
			}
			if got.Misaligned > 1.5 {
				t.Errorf("%s: the drawing's grid is %.1f px off the board's cells", name, got.Misaligned)
			}
			if got.SmallestText > 0 && got.SmallestText < 8 {
				t.Errorf("%s: a text is %.1f px high, too small to read", name, got.SmallestText)
			}
			screenshotOf(t, ctx, ".frame", fmt.Sprintf("rules-%02d-%s-%s", i, slug(p.name), theme))
		}
	}

	// Without a data-theme the drawing follows the system's scheme; on
	// paper it takes the light colours, whatever the theme.
	killer := slices.IndexFunc(puzzles, func(p rulesPuzzle) bool { return p.name == "Killer sudoku (Wikipedia)" })
	const light, dark = "rgb(31, 41, 55)", "rgb(229, 231, 235)" // --ink
	for _, tc := range []struct{ name, theme, media, scheme, want string }{
		{"system-dark", "", "", "dark", dark},
		{"system-light", "", "", "light", light},
		{"print-from-dark", "dark", "print", "dark", light},
	} {
		do(t, ctx, emulateMedia(tc.media, tc.scheme), chromedp.Navigate(srv.URL+"/draw?i="+strconv.Itoa(killer)+"&theme="+tc.theme))
		got := run(t, ctx, chromedp.Evaluate[[2]string](`[getComputedStyle(document.querySelector('.rule-cage')).stroke, getComputedStyle(document.querySelector('.rule-cage-sum')).fill]`))
		if got != [2]string{tc.want, tc.want} {
			t.Errorf("%s: a cage is drawn in %s, its total in %s; want both %s", tc.name, got[0], got[1], tc.want)
		}
		screenshotOf(t, ctx, ".frame", "rules-"+tc.name)
	}
	do(t, ctx, emulateMedia("", ""))
}

// emulateMedia makes the page see media type media ("" for the screen)
// and prefers-color-scheme scheme ("" for the browser's).
func emulateMedia(media, scheme string) chromedp.Action[chromedp.Void] {
	return func(ctx context.Context, t *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Media: media, Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}})
		return chromedp.Void{}, err
	}
}

// drawnRules is what checkDrawing finds on the page.
type drawnRules struct {
	Counts       map[string]int
	Outside      []string // the classes of elements that reach outside the viewBox
	Unstyled     []string // elements painted black with no stroke: no rule of the style sheet reached them
	Margins      [4]int   // the viewBox's margins, in cells: top, right, bottom, left
	Misaligned   float64  // px between the drawing's grid and the board's cells, at worst
	SmallestText float64  // the height in px of the smallest text, 0 when none
}

// checkDrawing measures the drawing on the page (drawnRules).
const checkDrawing = `(() => {
	const svg = document.querySelector('.frame svg.rules');
	const out = {Counts: {}, Outside: [], Unstyled: [], Margins: [0, 0, 0, 0], Misaligned: 0, SmallestText: 0};
	if (!svg) return out;
	const n = +document.querySelector('.frame').dataset.n;
	const vb = svg.viewBox.baseVal;
	out.Margins = [-vb.y, vb.x + vb.width - n, vb.y + vb.height - n, -vb.x];
	const eps = 1e-3;
	for (const el of svg.querySelectorAll('[class]')) {
		if (el.tagName === 'g') continue; // a group draws nothing of its own
		const cls = el.getAttribute('class');
		out.Counts[cls] = (out.Counts[cls] || 0) + 1;
		const st = getComputedStyle(el);
		// The shape must lie inside; a stroke may pass the edge by half a
		// region border's width, where the board's own border covers it.
		const pad = st.stroke === 'none' ? 0 : parseFloat(st.strokeWidth) / 2;
		let b = el.getBBox();
		if (el.tagName === 'text') {
			// A text's box is its font's, ascent to descent; what shows of
			// figures and capitals (the rules' only texts) is the baseline up
			// to 0.75 of the font (centred on it, when the text is centred).
			const fs = parseFloat(el.getAttribute('font-size') || st.fontSize), base = el.y.baseVal[0].value;
			const top = el.getAttribute('dominant-baseline') === 'central' ? base - 0.375 * fs : base - 0.75 * fs;
			b = {x: b.x, width: b.width, y: top, height: 0.75 * fs};
		}
		const within = (p, slack) => b.x - p >= vb.x - slack && b.y - p >= vb.y - slack &&
			b.x + b.width + p <= vb.x + vb.width + slack && b.y + b.height + p <= vb.y + vb.height + slack;
		if (!within(0, eps) || !within(pad, 0.02 + eps)) out.Outside.push(cls);
		if (st.fill === 'rgb(0, 0, 0)' && st.stroke === 'none') out.Unstyled.push(cls);
		if (el.tagName === 'text') {
			const h = el.getBoundingClientRect().height;
			if (!out.SmallestText || h < out.SmallestText) out.SmallestText = h;
		}
	}
	// Where the drawing puts the grid's corners, against the board's first
	// and last cells.
	const box = svg.getBoundingClientRect();
	const unit = box.width / vb.width;
	const cells = document.querySelectorAll('.frame .cell');
	const first = cells[0].getBoundingClientRect(), last = cells[cells.length - 1].getBoundingClientRect();
	const x0 = box.left - vb.x * unit, y0 = box.top - vb.y * unit;
	out.Misaligned = Math.max(Math.abs(x0 - first.left), Math.abs(y0 - first.top),
		Math.abs(x0 + n * unit - last.right), Math.abs(y0 + n * unit - last.bottom));
	return out;
})()`

// wantRuleElements returns how many elements of each class the drawing of
// r holds.
func wantRuleElements(s sudoku.Shape, r sudoku.Rules) map[string]int {
	n := s.N()
	want := map[string]int{}
	add := func(class string, k int) {
		if k > 0 {
			want[class] += k
		}
	}
	if r.Regions != nil {
		add("rule-region-border", 1)
	}
	for _, h := range r.Extra {
		switch h.Kind {
		case sudoku.MainDiagonal, sudoku.AntiDiagonal:
			add("rule-diagonal", 1)
		case sudoku.Window:
			add("rule-window", 1)
		case sudoku.DisjointGroup:
			add("rule-disjoint", 1)
		default:
			add("rule-extra-region", 1)
		}
	}
	var circles [][]sudoku.Cell
	for _, c := range r.Constraints {
		switch x := c.(type) {
		case sudoku.Cage:
			add("rule-cage", 1)
			if x.Sum != 0 {
				add("rule-cage-sum", 1)
				add("rule-cage-sum-bg", 1)
			}
		case sudoku.Thermo:
			add("rule-thermo-bulb", 1)
			add("rule-thermo-line", 1)
		case sudoku.Arrow:
			add("rule-arrow-shaft", 1)
			circle := slices.Sorted(slices.Values(x.Circle))
			if !slices.ContainsFunc(circles, func(o []sudoku.Cell) bool { return slices.Equal(o, circle) }) {
				circles = append(circles, circle)
				add("rule-arrow-circle", 1)
			}
		case sudoku.Kropki:
			if x.Black {
				add("rule-kropki-black", 1)
			} else {
				add("rule-kropki-white", 1)
			}
		case sudoku.XV:
			add("rule-xv", 1)
		case sudoku.Parity:
			if x.Even {
				add("rule-even", 1)
			} else {
				add("rule-odd", 1)
			}
		case sudoku.Whisper:
			switch diff := x.MinDiff(n); {
			case diff == (n+1)/2:
				add("rule-whisper", 1)
			case diff == 4 && n == 9:
				add("rule-whisper-dutch", 1)
			default:
				add("rule-whisper-other", 1)
				add("rule-whisper-diff", 1) // its difference, written
			}
		case sudoku.Renban:
			add("rule-renban", 1)
		case sudoku.Palindrome:
			add("rule-palindrome", 1)
		case sudoku.Between:
			add("rule-between", 1)
			add("rule-between-end", 2)
		case sudoku.LittleKiller:
			add("rule-little-killer", 1)
			add("rule-little-killer-arrow", 1)
		case sudoku.Sandwich:
			add("rule-sandwich", 1)
		}
	}
	return want
}

// classAttr finds the class of an element that draws: not a group's.
var classAttr = regexp.MustCompile(`<[a-fh-z][a-z]* class="(rule-[a-z-]+)"`)

// classCounts counts the elements of each rule class in svg.
func classCounts(svg string) map[string]int {
	counts := map[string]int{}
	for _, m := range classAttr.FindAllStringSubmatch(svg, -1) {
		counts[m[1]]++
	}
	return counts
}

func mapsEqual(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// rulesPage is a page of the real style sheet that shows puzzle p's
// board, with its givens, and the drawing of its rules laid over the
// board and its margins, in theme ("light" or "dark"). The board takes
// the app's classes; its box lines are left out for a jigsaw, as the app
// does. The drawing sits over the cells' backgrounds and under their
// digits.
func rulesPage(p sudoku.Puzzle, theme string) string {
	s := p.Grid.Shape()
	n := s.N()
	svg := rulesvg.SVG(s, &p.Rules)
	top, right, bottom, left := rulesvg.Margins(s, &p.Rules)
	board := 540
	if n > 9 {
		board = 720
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<!doctype html><html data-theme="%s"><head><meta charset="utf-8">
<link rel="stylesheet" href="/web/app.css">
<style>
body { padding: 12px; }
.frame, .frame .board { --board: %dpx; }
.frame { --cell: calc((var(--board) - 6px) / %d); position: relative; display: inline-block; background: var(--paper);
  padding: calc(%d * var(--cell)) calc(%d * var(--cell)) calc(%d * var(--cell)) calc(%d * var(--cell)); }
.frame .layer { position: absolute; left: 3px; top: 3px; z-index: 1; width: calc(%d * var(--cell)); height: calc(%d * var(--cell)); }
.frame .layer svg { width: 100%%; height: 100%%; }
.frame .cell > * { position: relative; z-index: 2; }
</style></head><body>
<div class="frame" data-n="%d"><div class="board board-%d" role="grid">`,
		html.EscapeString(theme), board, n, top, right, bottom, left, n+left+right, n+top+bottom, n, n)
	for r := range n {
		b.WriteString(`<div class="board-row" role="row">`)
		for c := range n {
			cell := s.CellAt(r, c)
			classes := "cell"
			if p.Rules.Regions == nil && r > 0 && r%s.BoxRows == 0 {
				classes += " box-top"
			}
			if p.Rules.Regions == nil && c > 0 && c%s.BoxCols == 0 {
				classes += " box-left"
			}
			digit := ""
			if d := p.Grid.At(cell); d != 0 {
				classes += " given"
				digit = `<span class="digit">` + d.String() + `</span>`
			}
			fmt.Fprintf(&b, `<div class="%s" role="gridcell">%s</div>`, classes, digit)
		}
		b.WriteString(`</div>`)
	}
	b.WriteString(`</div><div class="layer">` + svg + `</div></div></body></html>`)
	return b.String()
}

// screenshotOf saves the element sel as name.png in $SCREENSHOTS, when
// set.
func screenshotOf(t testing.TB, ctx context.Context, sel, name string) {
	dir := os.Getenv("SCREENSHOTS")
	if dir == "" {
		return
	}
	clip := run(t, ctx, chromedp.Evaluate[page.Viewport](`(r => ({x: Math.floor(r.left), y: Math.floor(r.top), width: Math.ceil(r.width), height: Math.ceil(r.height), scale: 1}))(document.querySelector(`+strconv.Quote(sel)+`).getBoundingClientRect())`))
	png := run(t, ctx, chromedp.Action[[]byte](func(ctx context.Context, tg *chromedp.Target) ([]byte, error) {
		res, err := cdp.Call(ctx, tg, page.CaptureScreenshot, page.CaptureScreenshotParams{
			Format: page.CaptureScreenshotFormatPng, Clip: &clip})
		if err != nil {
			return nil, err
		}
		return res.Data, nil
	}))
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// slug turns a puzzle's name into a file name's part.
func slug(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}
