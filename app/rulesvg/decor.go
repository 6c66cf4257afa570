package rulesvg

import (
	"math"
	"slices"
	"strconv"

	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// A puzzle's decoration (sudoku.Rules.Decor): the drawings that carry no
// rule, in the puzzle's own colours. Lines, shapes and cage outlines go
// under the rules' marks, text and labels over them: all of it under the
// digits, as f-puzzles and SudokuPad draw it. A colour is drawn as
// light-dark(colour, its dark twin) (darkTwin), so that what the setter
// drew on white stands out on the dark theme's board (ink: lines, text,
// empty outlines) or lies as quietly under the digits (fills, and a
// filled shape's outline and label), and print (which takes the light
// scheme) shows the colour itself.

// What a decoration's zero sizes draw, in cell units, and the sizes
// nothing sets.
const (
	decorLineWidth   = 0.2  // a line
	decorShapeSize   = 0.6  // a circle or rectangle, each way
	decorTextHeight  = 0.5  // text (f-puzzles' size 1, as SudokuPad draws it)
	decorShapeStroke = 0.03 // a circle's or rectangle's outline
	decorLabelMax    = 0.5  // a shape's label: at most this, else 0.6 of the shape's smaller side
	decorLabelMin    = 0.15
	decorHalo        = 0.14 // text's outline in the board's colour, a part of its height
)

// decorUnder draws the decorations that lie under the rules' marks: lines,
// circles and rectangles, cage outlines, in their order.
func (d *rulesDrawing) decorUnder() {
	for _, x := range d.r.Decor {
		switch x.Kind {
		case sudoku.DecorLine:
			width := decorLineWidth
			if x.Width > 0 {
				width = float64(x.Width) / 100
			}
			d.start("polyline", "rule-decor-line")
			d.paint(paintOf{"stroke", x.Stroke, ink})
			d.attr("stroke-width", width)
			d.b.WriteString(` points="`)
			pts := d.centres(x.Cells)
			if len(pts) == 1 {
				pts = append(pts, pts[0]) // a dot: a line of no length, with round ends
			}
			for i, p := range pts {
				if i > 0 {
					d.b.WriteByte(' ')
				}
				d.pt(p)
			}
			d.b.WriteString(`"/>`)
		case sudoku.DecorCircle, sudoku.DecorRectangle:
			d.decorShape(x)
		case sudoku.DecorCage:
			// The outline takes its colour from the group, so that the
			// cages' own outline drawing serves.
			d.b.WriteString(`<g class="rule-decor-cage"`)
			d.paint(paintOf{"stroke", x.Stroke, ink})
			d.b.WriteByte('>')
			d.outline("rule-decor-cage-line", cageStroke, cageInset, x.Cells, cageDash)
			d.b.WriteString("</g>")
		}
	}
}

// decorShape draws a circle (an ellipse when its width and height differ)
// or a rectangle, centred on its cells, turned by its angle.
func (d *rulesDrawing) decorShape(x sudoku.Decoration) {
	o := d.decorCentre(x.Cells)
	w, h := decorSize(x.Width), decorSize(x.Height)
	if x.Kind == sudoku.DecorCircle {
		d.start("ellipse", "rule-decor-circle")
		d.attr("cx", o.x)
		d.attr("cy", o.y)
		d.attr("rx", w/2)
		d.attr("ry", h/2)
	} else {
		d.start("rect", "rule-decor-rectangle")
		d.attr("x", o.x-w/2)
		d.attr("y", o.y-h/2)
		d.attr("width", w)
		d.attr("height", h)
	}
	// A filled shape's outline is a part of it; an empty one is ink.
	d.paint(paintOf{"fill", x.Fill, ground}, paintOf{"stroke", x.Stroke, inkUnless(x.Fill)})
	d.attr("stroke-width", decorShapeStroke)
	d.turn(x.Angle, o)
	d.b.WriteString("/>")
}

// decorOver draws the decorations' words over the rules' marks: text,
// the labels of circles and rectangles (centred in them) and of cages
// (in their first cell's corner, as a killer cage's total).
func (d *rulesDrawing) decorOver() {
	for _, x := range d.r.Decor {
		if x.Text == "" {
			continue
		}
		switch x.Kind {
		case sudoku.DecorText:
			size := decorTextHeight
			if x.Height > 0 {
				size = float64(x.Height) / 100
			}
			d.decorText("rule-decor-text", d.decorCentre(x.Cells), size, x.Angle, x.TextColour, ink, x.Text, true)
		case sudoku.DecorCircle, sudoku.DecorRectangle:
			// A label on a fill keeps its contrast with the fill.
			size := max(decorLabelMin, min(decorLabelMax, 0.6*min(decorSize(x.Width), decorSize(x.Height))))
			d.decorText("rule-decor-label", d.decorCentre(x.Cells), size, x.Angle, x.TextColour, inkUnless(x.Fill), x.Text, true)
		case sudoku.DecorCage:
			first := slices.Min(x.Cells)
			corner := point{float64(d.s.Col(first)), float64(d.s.Row(first))}
			width := 0.6*cageSumFont*float64(len([]rune(x.Text))) + 2*cageSumPad
			d.start("rect", "rule-cage-sum-bg")
			d.attr("x", corner.x+cageSumAt)
			d.attr("y", corner.y+cageSumAt)
			d.attr("width", width)
			d.attr("height", 0.73*cageSumFont+2*cageSumPadY)
			d.b.WriteString("/>")
			base := point{corner.x + cageSumAt + cageSumPad, corner.y + cageSumAt + cageSumPadY + 0.73*cageSumFont}
			d.decorText("rule-decor-label", base, cageSumFont, 0, x.TextColour, ink, x.Text, false)
		}
	}
}

// decorText writes text of height size at p (centred on it, or else
// starting there on its baseline), turned by angle about p, in colour
// (the class's when "") of role r; haloed text has an outline in the
// board's colour (web/app.css), so it reads over lines.
func (d *rulesDrawing) decorText(class string, p point, size float64, angle int, colour string, r role, text string, centred bool) {
	d.start("text", class)
	d.attr("x", p.x)
	d.attr("y", p.y)
	d.attr("font-size", size)
	if centred {
		d.b.WriteString(` text-anchor="middle" dominant-baseline="central"`)
	}
	if class == "rule-decor-text" {
		d.attr("stroke-width", decorHalo*size)
	}
	d.paint(paintOf{"fill", colour, r})
	d.turn(angle, p)
	d.b.WriteByte('>')
	xmlEscape(&d.b, text)
	d.b.WriteString("</text>")
}

// decoration records the text a decoration draws, for each of its
// cells: lines and shapes themselves carry no rule and say nothing.
func (w *ruleWords) decoration(x sudoku.Decoration) {
	if x.Text != "" {
		w.all(x.Cells, i18n.T(`drawn text "{{.Text}}"`, i18n.Str("Text", x.Text)))
	}
}

// decorCentre returns the centre of the bounding box of cells: a cell's
// centre, the middle of two cells' shared edge, four cells' shared corner.
func (d *rulesDrawing) decorCentre(cells []sudoku.Cell) point {
	lo := point{math.Inf(1), math.Inf(1)}
	hi := point{math.Inf(-1), math.Inf(-1)}
	for _, c := range cells {
		p := d.centre(c)
		lo = point{min(lo.x, p.x), min(lo.y, p.y)}
		hi = point{max(hi.x, p.x), max(hi.y, p.y)}
	}
	return lo.add(hi).scale(0.5)
}

// decorSize returns a shape's side: hundredths of a cell, or the default.
func decorSize(v int) float64 {
	if v <= 0 {
		return decorShapeSize
	}
	return float64(v) / 100
}

// turn writes a rotation by angle degrees about o, when there is one.
func (d *rulesDrawing) turn(angle int, o point) {
	if angle == 0 {
		return
	}
	d.b.WriteString(` transform="rotate(` + strconv.Itoa(angle) + ` `)
	d.pt(o)
	d.b.WriteString(`)"`)
}

// role is what a colour does on the board, which its dark twin keeps.
type role bool

const (
	ink    role = true  // stands out: lines, text, empty outlines
	ground role = false // lies under the digits: fills
)

// inkUnless returns ground when fill is a colour (a filled shape's
// outline and label go with it), else ink.
func inkUnless(fill string) role { return role(fill == "") }

// paintOf is a colour for a property (fill or stroke) of an element,
// in a role.
type paintOf struct {
	property, colour string
	role             role
}

// paint writes a style that sets each property to its colour, a valid
// "#rgb" or "#rrggbb" (Rules.Validate), as light-dark(colour,
// darkTwin(colour, role)); a colour "" keeps the class's own, and with
// none the element has no style.
func (d *rulesDrawing) paint(ps ...paintOf) {
	open := false
	for _, p := range ps {
		rgb, ok := sudoku.ColourRGB(p.colour)
		if !ok {
			continue
		}
		if open {
			d.b.WriteByte(';')
		} else {
			d.b.WriteString(` style="`)
			open = true
		}
		d.b.WriteString(p.property + `:light-dark(` + sudoku.RGBColour(rgb) + `,` + sudoku.RGBColour(darkTwin(rgb, p.role)) + `)`)
	}
	if open {
		d.b.WriteByte('"')
	}
}

// darkTwin returns the colour that does on the dark theme's board what
// rgb (0xRRGGBB) does on the light one's. Ground is mirrored in lightness
// (OKLab's L) between the boards, so a white fill turns as dark as the
// dark board and a pale tint a dark one, and the digits stay readable on
// them. Ink is mirrored too (black turns white) but never ends up closer
// to the dark board than inkContrast, and ink that already stands that
// far from it keeps its colour (a bright cyan line stays bright). Hue and
// colourfulness are kept, the chroma lessened where the colour would
// leave sRGB. The boards' colours are web/app.css's --surface.
func darkTwin(rgb int, r role) int {
	l, a, b := oklab(rgb)
	if r == ink && l >= darkBoardL+inkContrast {
		return rgb
	}
	l = 1 - l*(1-darkBoardL)/lightBoardL
	if r == ink {
		l = max(l, darkBoardL+inkContrast)
	}
	lo, hi := 0.0, 1.0 // the part of the chroma kept
	if !inGamut(l, a, b) {
		for range 20 {
			mid := (lo + hi) / 2
			if inGamut(l, a*mid, b*mid) {
				lo = mid
			} else {
				hi = mid
			}
		}
		a, b = a*lo, b*lo
	}
	return fromOklab(l, a, b)
}

// inkContrast is the least OKLab lightness between ink and the dark
// board.
const inkContrast = 0.35

// The OKLab lightness of the boards: web/app.css's --surface, light and
// dark.
var (
	lightBoardL, _, _ = oklab(0xffffff)
	darkBoardL, _, _  = oklab(0x1e2127)
)

// oklab converts sRGB 0xRRGGBB to OKLab (Björn Ottosson's matrices).
func oklab(rgb int) (l, a, b float64) {
	r, g, bl := linear(rgb>>16&0xff), linear(rgb>>8&0xff), linear(rgb&0xff)
	lc := math.Cbrt(0.4122214708*r + 0.5363325363*g + 0.0514459929*bl)
	mc := math.Cbrt(0.2119034982*r + 0.6806995451*g + 0.1073969566*bl)
	sc := math.Cbrt(0.0883024619*r + 0.2817188376*g + 0.6299787005*bl)
	return 0.2104542553*lc + 0.7936177850*mc - 0.0040720468*sc,
		1.9779984951*lc - 2.4285922050*mc + 0.4505937099*sc,
		0.0259040371*lc + 0.7827717662*mc - 0.8086757660*sc
}

// linearRGB converts OKLab to linear sRGB, each channel 0 to 1 when in
// gamut.
func linearRGB(l, a, b float64) (r, g, bl float64) {
	lc := l + 0.3963377774*a + 0.2158037573*b
	mc := l - 0.1055613458*a - 0.0638541728*b
	sc := l - 0.0894841775*a - 1.2914855480*b
	lc, mc, sc = lc*lc*lc, mc*mc*mc, sc*sc*sc
	return 4.0767416621*lc - 3.3077115913*mc + 0.2309699292*sc,
		-1.2684380046*lc + 2.6097574011*mc - 0.3413193965*sc,
		-0.0041960863*lc - 0.7034186147*mc + 1.7076147010*sc
}

func inGamut(l, a, b float64) bool {
	r, g, bl := linearRGB(l, a, b)
	const e = 1e-6
	return r >= -e && r <= 1+e && g >= -e && g <= 1+e && bl >= -e && bl <= 1+e
}

// fromOklab converts OKLab to 0xRRGGBB, clamping each channel.
func fromOklab(l, a, b float64) int {
	r, g, bl := linearRGB(l, a, b)
	return encoded(r)<<16 | encoded(g)<<8 | encoded(bl)
}

// linear returns an 8-bit sRGB channel as linear light, 0 to 1.
func linear(c int) float64 {
	x := float64(c) / 255
	if x <= 0.04045 {
		return x / 12.92
	}
	return math.Pow((x+0.055)/1.055, 2.4)
}

// encoded returns linear light as an 8-bit sRGB channel.
func encoded(x float64) int {
	x = max(0, min(1, x))
	if x <= 0.0031308 {
		x *= 12.92
	} else {
		x = 1.055*math.Pow(x, 1/2.4) - 0.055
	}
	return int(math.Round(x * 255))
}
