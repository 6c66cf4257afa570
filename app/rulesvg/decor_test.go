package rulesvg

import (
	"maps"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// drawn is a classic grid with a thermometer and one decoration of each
// kind on it.
func drawn() sudoku.Rules {
	return sudoku.Rules{
		Constraints: []sudoku.Constraint{sudoku.Thermo{Cells: cells(5, 1, 5, 2)}},
		Decor: []sudoku.Decoration{
			{Kind: sudoku.DecorLine, Cells: cells(1, 1, 1, 2, 2, 3), Stroke: "#F067F0", Width: 20},
			{Kind: sudoku.DecorCircle, Cells: cells(1, 1, 1, 2, 2, 1, 2, 2), Fill: "#ffffff", Stroke: "#000", Width: 70, Height: 50, Text: "7"},
			{Kind: sudoku.DecorRectangle, Cells: cells(3, 3), Angle: 30},
			{Kind: sudoku.DecorCage, Cells: cells(4, 4, 4, 5), Text: "A"},
			{Kind: sudoku.DecorText, Cells: cells(9, 9), TextColour: "#0000ff", Text: "<&> Ω"},
		},
	}
}

// TestDecorationSVG draws a puzzle's decoration: an element for each,
// the shapes before the rules' marks and the words after them, in the
// puzzle's colours with a dark twin, placed on their cells.
func TestDecorationSVG(t *testing.T) {
	r := drawn()
	if err := r.Validate(sudoku.Classic); err != nil {
		t.Fatal(err)
	}
	svg := SVG(sudoku.Classic, &r)
	checkSVG(t, svg, "0 0 9 9")
	want := map[string]int{"rule-decor-line": 1, "rule-decor-circle": 1, "rule-decor-rectangle": 1, "rule-decor-cage": 1,
		"rule-decor-cage-line": 1, "rule-decor-text": 1, "rule-decor-label": 2, "rule-cage-sum-bg": 1,
		"rule-thermo-bulb": 1, "rule-thermo-line": 1}
	if got := ruleClasses(svg); !maps.Equal(got, want) {
		t.Errorf("classes %v, want %v\n%s", got, want, svg)
	}
	for _, part := range []string{
		`<ellipse class="rule-decor-circle" cx="1" cy="1" rx="0.35" ry="0.25" style="fill:light-dark(#ffffff,#212121);stroke:light-dark(#000000,#ffffff)"`,
		`class="rule-decor-text" x="8.5" y="8.5" font-size="0.5" text-anchor="middle" dominant-baseline="central" stroke-width="0.07" style="fill:light-dark(#0000ff,`,
		`class="rule-decor-line" style="stroke:light-dark(#f067f0,`,
		`stroke-width="0.2" points="0.5 0.5 1.5 0.5 2.5 1.5"`,
		`transform="rotate(30 2.5 2.5)"`,
		`&lt;&amp;&gt; Ω</text>`,
	} {
		if !strings.Contains(svg, part) {
			t.Errorf("no %s in\n%s", part, svg)
		}
	}
	under, thermo, over := strings.Index(svg, "rule-decor-line"), strings.Index(svg, "rule-thermo-line"), strings.Index(svg, "rule-decor-text")
	if !(under < thermo && thermo < over) {
		t.Errorf("lines at %d, the thermometer at %d, text at %d: want the decoration's lines under the rules' marks and its text over them", under, thermo, over)
	}
	words := CellWords(sudoku.Classic, &r)
	if w := words[cell(9, 9)]; w != `drawn text "<&> Ω"` {
		t.Errorf("r9c9's words %q, want the text drawn there", w)
	}
	if w := words[cell(1, 3)]; w != "" {
		t.Errorf("r1c3's words %q: a line says nothing", w)
	}
	if !Draws(&sudoku.Rules{Decor: r.Decor[:1]}) {
		t.Errorf("Draws of a line on a classic grid: false")
	}
}

// TestDarkTwin checks that a colour's dark twin does on the dark board
// what it did on the light one: ink stands out (black turns white, dark
// blue light, bright cyan stays), ground lies low (white turns as dark
// as the board, a pale tint dark), a hue stays.
func TestDarkTwin(t *testing.T) {
	channels := func(rgb int) (int, int, int) { return rgb >> 16 & 0xff, rgb >> 8 & 0xff, rgb & 0xff }
	lightness := func(rgb int) float64 { l, _, _ := oklab(rgb); return l }
	if got := darkTwin(0x000000, ink); got != 0xffffff {
		t.Errorf("black ink's twin %06x, want white", got)
	}
	if l := lightness(darkTwin(0xffffff, ground)); l < darkBoardL-0.005 || l > darkBoardL+0.005 {
		t.Errorf("a white fill's twin %06x, want as light as the dark board's #1e2127", darkTwin(0xffffff, ground))
	}
	if got := darkTwin(0x2ecbff, ink); got != 0x2ecbff {
		t.Errorf("bright cyan ink's twin %06x, want it kept", got)
	}
	for _, r := range []role{ink, ground} {
		if red, g, b := channels(darkTwin(0xf067f0, r)); !(red > g && b > g) {
			t.Errorf("renban pink's twin #%02x%02x%02x is not a purple", red, g, b)
		}
		if red, g, b := channels(darkTwin(0x808080, r)); red != g || g != b {
			t.Errorf("grey's twin #%02x%02x%02x is not grey", red, g, b)
		}
	}
	for _, c := range []int{0x0000ff, 0x8b0000, 0x123456, 0xd23be7, 0xcfcfcf} {
		if tl := lightness(darkTwin(c, ink)); tl < darkBoardL+inkContrast-0.01 {
			t.Errorf("%06x as ink: twin %06x (L %.2f), too close to the dark board (L %.2f)", c, darkTwin(c, ink), tl, darkBoardL)
		}
	}
	for _, c := range []int{0xffff00, 0xcfcfcf, 0xfdf1a6, 0xffee99} {
		if l, tl := lightness(c), lightness(darkTwin(c, ground)); tl >= l || tl > 0.5 {
			t.Errorf("%06x (L %.2f) as ground: twin %06x (L %.2f), want it dark", c, l, darkTwin(c, ground), tl)
		}
	}
}
