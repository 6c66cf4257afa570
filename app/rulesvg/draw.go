package rulesvg

import (
	"math"
	"slices"
	"strconv"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Sizes, in cell units.
const (
	cageInset       = 0.08 // a killer cage's dashed outline, in from the cell edges
	cageStroke      = 0.025
	cageDash        = "0.1 0.065"
	cageSumFont     = 0.25  // the total in a cage's corner
	cageSumAt       = 0.015 // the total's background, in from the cell's corner
	cageSumPad      = 0.02  // the total's background, beside the text
	cageSumPadY     = 0.01  // the total's background, above and below the text
	regionStroke    = 0.04  // jigsaw region borders
	diagonalStroke  = 0.03
	bulbRadius      = 0.4 // thermometer bulbs
	thermoStroke    = 0.3
	circleRadius    = 0.4 // arrow circles and pills, between lines' ends
	arrowStroke     = 0.045
	arrowHead       = 0.26 // the length of an arrowhead's sides
	dotRadius       = 0.13 // kropki dots
	dotStroke       = 0.03
	xvFont          = 0.36
	whisperStroke   = 0.18
	whisperDiffSize = 0.24 // the difference of a whispers line of an unusual one
	renbanStroke    = 0.24
	palinStroke     = 0.24
	betweenStroke   = 0.07
	parityRadius    = 0.38 // odd cells' circles; even cells' squares are as wide
	disjointRadius  = 0.035
	outsideFont     = 0.42 // sandwich sums and little killer totals
	littleKillerAim = 0.44 // how far from its cell's centre a little killer's arrow reaches
)

// SVG draws every rule of r on a grid of shape s as one <svg>
// element, for a layer under the board's digits: jigsaw region borders,
// diagonals, windows and extra regions (shaded), disjoint groups (a small
// dot placed as the cell sits in its box), killer cages (dashed, inset,
// with their totals in the first cell's corner on a background; a cage
// that overlaps another further in, its total in a corner of its own,
// cageLayout), thermometers,
// arrows, kropki dots, X and V, odd and even cells, whispers, renban,
// between and palindrome lines, little killer totals and sandwich sums
// outside the grid. The rules over the whole grid (anti-knight, anti-king,
// non-consecutive, negative kropki and XV) draw nothing: they are stated
// in words. A puzzle's decoration is drawn too (decor.go: lines and
// shapes first, text last, in the setter's colours, text escaped).
//
// It returns "" when nothing is drawn (bare rules, or only rules in
// words). Otherwise the viewBox is in cell units: the grid is 0..N on both
// axes, extended by Margins' cells on the sides that have clues
// outside the grid, so the page lays the element over the board and its
// margins. Every shape has a class (rule-cage, rule-thermo-bulb, ...)
// that web/app.css colours; sizes are attributes. The text is digits,
// escaped anyway; the output depends on r and s only. r must be valid
// for s (Rules.Validate). Cost: linear in N² plus the size of the rules;
// one string builder.
//
// The page lays it out so that the viewBox's 0..N spans the cells (inside
// the board's border): for a cell of size u, at left -left*u and top
// -top*u from the first cell's corner, (N+left+right)*u wide and
// (N+top+bottom)*u high; over the cells' backgrounds and under their
// digits and notes (which take a higher z-index). web/app.css turns off
// its pointer events, so clicks reach the cells.
func SVG(s sudoku.Shape, r *sudoku.Rules) string {
	if r == nil || !Draws(r) {
		return ""
	}
	d := newRulesDrawing(s, r)
	d.open()
	d.decorUnder()
	d.extraHouses()
	d.parity()
	d.thermometers()
	d.lines()
	d.arrows()
	d.regionBorders()
	d.cages()
	d.edgeMarks()
	d.outsideClues()
	d.cageSums()
	d.decorOver()
	d.b.WriteString("</svg>")
	return d.b.String()
}

// Draws reports whether r has a rule or decoration SVG draws.
func Draws(r *sudoku.Rules) bool {
	if r.Regions != nil || len(r.Extra) > 0 || len(r.Decor) > 0 {
		return true
	}
	for _, c := range r.Constraints {
		if !wholeGrid(c) {
			return true
		}
	}
	return false
}

// Undrawn returns the rules of r that SVG draws nowhere, those over the
// whole grid (anti-knight, anti-king, non-consecutive, the negative dots
// and XV), as rules of their own, whose Statements say them: classic
// rules when r has none. Cost: linear in the rules.
func Undrawn(r *sudoku.Rules) sudoku.Rules {
	var u sudoku.Rules
	for _, c := range r.Constraints {
		if wholeGrid(c) {
			u.Constraints = append(u.Constraints, c)
		}
	}
	return u
}

// wholeGrid reports whether c is a rule over the whole grid, which
// nothing draws.
func wholeGrid(c sudoku.Constraint) bool {
	switch c.(type) {
	case sudoku.AntiKnight, sudoku.AntiKing, sudoku.NonConsecutive, sudoku.KropkiNegative, sudoku.XVNegative:
		return true
	}
	return false
}

// rulesDrawing is one drawing in progress: the shape, the rules, the
// output, and scratch space that every outline reuses.
type rulesDrawing struct {
	s sudoku.Shape
	n int
	r *sudoku.Rules
	svgWriter

	// Scratch space of outline, reused: the cells being outlined (in,
	// and sorted), the edges of their boundary, the vertices of a loop.
	in     []bool
	sorted []sudoku.Cell
	edges  []edge
	loop   []vertex

	layout *cageLayout // the cages' levels and totals, once worked out
}

func newRulesDrawing(s sudoku.Shape, r *sudoku.Rules) *rulesDrawing {
	d := &rulesDrawing{s: s, n: s.N(), r: r, in: make([]bool, s.Cells())}
	d.b.Grow(512 + 160*len(r.Constraints) + 64*len(r.Extra))
	return d
}

// open writes the root element and its viewBox.
func (d *rulesDrawing) open() {
	top, right, bottom, left := Margins(d.s, d.r)
	d.b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" class="rules" aria-hidden="true" focusable="false" viewBox="`)
	d.num(float64(-left))
	d.b.WriteByte(' ')
	d.num(float64(-top))
	d.b.WriteByte(' ')
	d.num(float64(d.n + left + right))
	d.b.WriteByte(' ')
	d.num(float64(d.n + top + bottom))
	d.b.WriteString(`">`)
}

// centre returns the centre of cell c.
func (d *rulesDrawing) centre(c sudoku.Cell) point {
	return point{float64(d.s.Col(c)) + 0.5, float64(d.s.Row(c)) + 0.5}
}

// centres returns the centres of cells.
func (d *rulesDrawing) centres(cells []sudoku.Cell) []point {
	pts := make([]point, len(cells))
	for i, c := range cells {
		pts[i] = d.centre(c)
	}
	return pts
}

// extraHouses draws windows and extra regions shaded (extra regions in
// tints that set apart those that touch, since they may tile the grid),
// disjoint groups as a small dot in each cell, diagonals as thin lines
// corner to corner.
func (d *rulesDrawing) extraHouses() {
	tints := d.extraRegionTints()
	for i, h := range d.r.Extra {
		switch h.Kind {
		case sudoku.Window:
			d.shade("rule-window", -1, h.Cells)
		case sudoku.ExtraRegion:
			d.shade("rule-extra-region", tints[i], h.Cells)
		case sudoku.DisjointGroup:
			d.disjointDots(h.Cells)
		}
	}
	for _, h := range d.r.Extra {
		if h.Kind == sudoku.MainDiagonal || h.Kind == sudoku.AntiDiagonal {
			d.diagonal(h.Cells)
		}
	}
}

// extraRegionTints returns a tint, 0 to extraRegionTintCount-1, for each
// extra region (by index in r.Extra; -1 for the other houses): the
// smallest that no extra region before it sharing an edge or a cell with
// it has, so regions that tile the grid stay apart.
func (d *rulesDrawing) extraRegionTints() []int {
	tints := make([]int, len(d.r.Extra))
	owner := make([]int, d.s.Cells()) // the first extra region of each cell, +1
	for i, h := range d.r.Extra {
		tints[i] = -1
		if h.Kind != sudoku.ExtraRegion {
			continue
		}
		var taken [extraRegionTintCount]bool
		for _, c := range h.Cells {
			for _, nb := range append(d.s.EdgeCells(c), c) {
				if o := owner[nb] - 1; o >= 0 && o != i {
					taken[tints[o]] = true
				}
			}
		}
		tints[i] = i % extraRegionTintCount // every tint is taken: any will do
		for t, used := range taken {
			if !used {
				tints[i] = t
				break
			}
		}
		for _, c := range h.Cells {
			if owner[c] == 0 {
				owner[c] = i + 1
			}
		}
	}
	return tints
}

// extraRegionTintCount is how many tints web/app.css has for extra
// regions (.rule-extra-region[data-tint]).
const extraRegionTintCount = 4

// shade draws cells as one path of unit squares, with a tint (data-tint)
// unless tint is negative.
func (d *rulesDrawing) shade(class string, tint int, cells []sudoku.Cell) {
	if len(cells) == 0 {
		return
	}
	d.start("path", class)
	if tint >= 0 {
		d.b.WriteString(` data-tint="` + strconv.Itoa(tint) + `"`)
	}
	d.b.WriteString(` d="`)
	for _, c := range cells {
		d.b.WriteByte('M')
		d.pt(point{float64(d.s.Col(c)), float64(d.s.Row(c))})
		d.b.WriteString("h1v1h-1z")
	}
	d.b.WriteString(`"/>`)
}

// disjointDots marks each cell of a disjoint group with a small dot
// placed in the cell as the cell sits in its box (top-left for the first
// cell of a box), so cells of one group carry the same mark.
func (d *rulesDrawing) disjointDots(cells []sudoku.Cell) {
	if len(cells) == 0 {
		return
	}
	br, bc := d.s.BoxRows, d.s.BoxCols
	d.start("path", "rule-disjoint")
	d.b.WriteString(` d="`)
	for _, c := range cells {
		row, col := d.s.Row(c), d.s.Col(c)
		// The box position, mapped into the middle 70% of the cell.
		x := float64(col) + 0.5 + 0.7*((float64(col%bc)+0.5)/float64(bc)-0.5)
		y := float64(row) + 0.5 + 0.7*((float64(row%br)+0.5)/float64(br)-0.5)
		d.b.WriteByte('M')
		d.pt(point{x - disjointRadius, y})
		d.b.WriteString("a")
		d.dotArc()
	}
	d.b.WriteString(`"/>`)
}

// dotArc writes the two arcs of a disjoint dot after "a".
func (d *rulesDrawing) dotArc() {
	r := disjointRadius
	d.num(r)
	d.b.WriteByte(' ')
	d.num(r)
	d.b.WriteString(" 0 1 0 ")
	d.num(2 * r)
	d.b.WriteString(" 0a")
	d.num(r)
	d.b.WriteByte(' ')
	d.num(r)
	d.b.WriteString(" 0 1 0 ")
	d.num(-2 * r)
	d.b.WriteString(" 0z")
}

// diagonal draws a line from the outer corner of a diagonal's first cell
// to that of its last.
func (d *rulesDrawing) diagonal(cells []sudoku.Cell) {
	if len(cells) < 2 {
		return
	}
	first, last := cells[0], cells[len(cells)-1]
	step := point{float64(sign(d.s.Col(last) - d.s.Col(first))), float64(sign(d.s.Row(last) - d.s.Row(first)))}
	a := d.centre(first).sub(step.scale(0.5))
	b := d.centre(last).add(step.scale(0.5))
	d.start("line", "rule-diagonal")
	d.attr("x1", a.x)
	d.attr("y1", a.y)
	d.attr("x2", b.x)
	d.attr("y2", b.y)
	d.attr("stroke-width", diagonalStroke)
	d.b.WriteString("/>")
}

// parity draws odd cells as grey circles and even cells as grey squares.
func (d *rulesDrawing) parity() {
	for _, c := range d.r.Constraints {
		p, ok := c.(sudoku.Parity)
		if !ok {
			continue
		}
		o := d.centre(p.Cell)
		if !p.Even {
			d.circle("rule-odd", o, parityRadius, 0)
			continue
		}
		d.start("rect", "rule-even")
		d.attr("x", o.x-parityRadius)
		d.attr("y", o.y-parityRadius)
		d.attr("width", 2*parityRadius)
		d.attr("height", 2*parityRadius)
		d.b.WriteString("/>")
	}
}

// thermometers draws each thermometer as a bulb and a thick rounded line
// from it through its cells' centres.
func (d *rulesDrawing) thermometers() {
	for _, c := range d.r.Constraints {
		t, ok := c.(sudoku.Thermo)
		if !ok || len(t.Cells) == 0 {
			continue
		}
		d.circle("rule-thermo-bulb", d.centre(t.Cells[0]), bulbRadius, 0)
		d.polyline("rule-thermo-line", thermoStroke, d.centres(t.Cells))
	}
}

// lines draws palindromes and between lines (grey), then renban (purple)
// and whispers (green; whisperClass) lines, through their cells'
// centres. A between line has a circle at each end, the line stopping at
// their edges.
func (d *rulesDrawing) lines() {
	for _, c := range d.r.Constraints {
		switch x := c.(type) {
		case sudoku.Palindrome:
			d.polyline("rule-palindrome", palinStroke, d.centres(x.Cells))
		case sudoku.Between:
			d.between(x.Cells)
		}
	}
	for _, c := range d.r.Constraints {
		switch x := c.(type) {
		case sudoku.Renban:
			// One cell is a dot: a line of no length, with round ends.
			d.polyline("rule-renban", renbanStroke, d.centres(x.Cells))
		case sudoku.Whisper:
			class := whisperClass(x, d.n)
			d.polyline(class, whisperStroke, d.centres(x.Cells))
			if class == "rule-whisper-other" && len(x.Cells) > 0 {
				// Its difference, which no colour says, by its first cell's
				// top right corner.
				at := d.centre(x.Cells[0]).add(point{0.3, -0.3})
				d.text("rule-whisper-diff", at, whisperDiffSize, true, strconv.Itoa(x.MinDiff(d.n)))
			}
		}
	}
}

// whisperClass returns the class of a whispers line on a grid of side n:
// German whispers (the usual difference) are green, Dutch ones (4 on
// 9x9) orange, any other difference another colour.
func whisperClass(w sudoku.Whisper, n int) string {
	switch diff := w.MinDiff(n); {
	case diff == (n+1)/2:
		return "rule-whisper"
	case diff == 4 && n == 9:
		return "rule-whisper-dutch"
	}
	return "rule-whisper-other"
}

// between draws a between line: a circle at each end, and the line from
// one circle's edge to the other's.
func (d *rulesDrawing) between(cells []sudoku.Cell) {
	if len(cells) < 2 {
		return
	}
	pts := d.centres(cells)
	first, last := pts[0], pts[len(pts)-1]
	pts[0] = first.towards(pts[1], circleRadius)
	pts[len(pts)-1] = last.towards(pts[len(pts)-2], circleRadius)
	d.polyline("rule-between", betweenStroke, pts)
	d.circle("rule-between-end", first, circleRadius, arrowStroke)
	d.circle("rule-between-end", last, circleRadius, arrowStroke)
}

// arrows draws each arrow's circle (one cell) or pill (two or three cells
// in a line; other shapes get a rounded outline), once however many
// shafts share it, then each shaft: a thin line from the circle's edge
// through its cells' centres, with an arrowhead on the last.
func (d *rulesDrawing) arrows() {
	var drawn [][]sudoku.Cell
	for _, c := range d.r.Constraints {
		a, ok := c.(sudoku.Arrow)
		if !ok || len(a.Circle) == 0 {
			continue
		}
		circle := slices.Sorted(slices.Values(a.Circle))
		if slices.ContainsFunc(drawn, func(o []sudoku.Cell) bool { return slices.Equal(o, circle) }) {
			continue
		}
		drawn = append(drawn, circle)
		d.arrowCircle(circle)
	}
	for _, c := range d.r.Constraints {
		if a, ok := c.(sudoku.Arrow); ok && len(a.Circle) > 0 && len(a.Shaft) > 0 {
			d.arrowShaft(a)
		}
	}
}

// arrowCircle draws the circle of sorted cells: a circle for one cell, a
// pill for a straight run, else a rounded outline of the cells.
func (d *rulesDrawing) arrowCircle(cells []sudoku.Cell) {
	if len(cells) == 1 {
		d.circle("rule-arrow-circle", d.centre(cells[0]), circleRadius, arrowStroke)
		return
	}
	a, b := d.centre(cells[0]), d.centre(cells[len(cells)-1])
	if !d.straight(cells) {
		d.outline("rule-arrow-circle", arrowStroke, 0.5-circleRadius, cells, "")
		return
	}
	d.start("rect", "rule-arrow-circle")
	d.attr("x", a.x-circleRadius)
	d.attr("y", a.y-circleRadius)
	d.attr("width", b.x-a.x+2*circleRadius)
	d.attr("height", b.y-a.y+2*circleRadius)
	d.attr("rx", circleRadius)
	d.attr("stroke-width", arrowStroke)
	d.b.WriteString("/>")
}

// straight reports whether sorted cells are a run along one row or one
// column, each next to the one before.
func (d *rulesDrawing) straight(cells []sudoku.Cell) bool {
	alongRow, alongCol := true, true
	for i := 1; i < len(cells); i++ {
		prev, c := cells[i-1], cells[i]
		alongRow = alongRow && d.s.Row(c) == d.s.Row(prev) && d.s.Col(c) == d.s.Col(prev)+1
		alongCol = alongCol && d.s.Col(c) == d.s.Col(prev) && d.s.Row(c) == d.s.Row(prev)+1
	}
	return alongRow || alongCol
}

// arrowShaft draws the shaft of a: from the edge of its circle, on the
// way from the circle cell nearest the shaft's first cell, through the
// shaft's centres, with an arrowhead at the end.
func (d *rulesDrawing) arrowShaft(a sudoku.Arrow) {
	circle := slices.Sorted(slices.Values(a.Circle))
	first := d.centre(a.Shaft[0])
	from := d.centre(circle[0])
	for _, c := range circle[1:] {
		if p := d.centre(c); p.sub(first).length() < from.sub(first).length() {
			from = p
		}
	}
	pts := make([]point, 0, len(a.Shaft)+1)
	pts = append(pts, d.circleExit(circle, from, first))
	pts = append(pts, d.centres(a.Shaft)...)
	tip, back := pts[len(pts)-1], pts[len(pts)-2]
	d.start("path", "rule-arrow-shaft")
	d.attr("stroke-width", arrowStroke)
	d.b.WriteString(` d="M`)
	for i, p := range pts {
		if i > 0 {
			d.b.WriteByte('L')
		}
		d.pt(p)
	}
	// The arrowhead: two sides at 45 degrees either side of the last step.
	u := back.sub(tip).scale(1 / back.sub(tip).length())
	for _, turn := range [2]float64{math.Pi / 4, -math.Pi / 4} {
		sin, cos := math.Sincos(turn)
		side := point{u.x*cos - u.y*sin, u.x*sin + u.y*cos}.scale(arrowHead)
		d.b.WriteByte('M')
		d.pt(tip.add(side))
		d.b.WriteByte('L')
		d.pt(tip)
	}
	d.b.WriteString(`"/>`)
}

// circleExit returns where the way from p (a circle cell's centre)
// towards q leaves the circle or pill of cells: the first point at
// circleRadius from the pill's axis. Found by bisection, since a pill's
// edge is flat along its sides and round at its ends.
func (d *rulesDrawing) circleExit(cells []sudoku.Cell, p, q point) point {
	a, b := d.centre(cells[0]), d.centre(cells[len(cells)-1])
	if !d.straight(cells) {
		a, b = p, p // an irregular outline: round about its own cell
	}
	inside := func(t float64) bool { return distToSegment(p.towards(q, t), a, b) < circleRadius }
	lo, hi := 0.0, q.sub(p).length()
	for range 24 {
		mid := (lo + hi) / 2
		if inside(mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return p.towards(q, hi)
}

// distToSegment returns the distance from p to the segment ab.
func distToSegment(p, a, b point) float64 {
	ab := b.sub(a)
	l2 := ab.x*ab.x + ab.y*ab.y
	if l2 == 0 {
		return p.sub(a).length()
	}
	t := max(0, min(1, ((p.x-a.x)*ab.x+(p.y-a.y)*ab.y)/l2))
	return p.sub(a.add(ab.scale(t))).length()
}

// regionBorders draws the borders between jigsaw regions as one path,
// each run of edges along a grid line one segment.
func (d *rulesDrawing) regionBorders() {
	reg := d.r.Regions
	if reg == nil {
		return
	}
	n := d.n
	d.start("path", "rule-region-border")
	d.attr("stroke-width", regionStroke)
	d.b.WriteString(` d="`)
	// Vertical lines x = c between columns c-1 and c, then horizontal ones.
	for _, vertical := range [2]bool{true, false} {
		for line := 1; line < n; line++ {
			runStart := -1
			for i := 0; i <= n; i++ {
				border := false
				if i < n {
					a, b := d.s.CellAt(i, line-1), d.s.CellAt(i, line)
					if !vertical {
						a, b = d.s.CellAt(line-1, i), d.s.CellAt(line, i)
					}
					border = reg[a] != reg[b]
				}
				switch {
				case border && runStart < 0:
					runStart = i
				case !border && runStart >= 0:
					d.borderRun(vertical, line, runStart, i)
					runStart = -1
				}
			}
		}
	}
	d.b.WriteString(`"/>`)
}

// borderRun writes one straight run of region border along grid line
// line, from cell from to cell to (exclusive).
func (d *rulesDrawing) borderRun(vertical bool, line, from, to int) {
	d.b.WriteByte('M')
	if vertical {
		d.pt(point{float64(line), float64(from)})
		d.b.WriteByte('V')
	} else {
		d.pt(point{float64(from), float64(line)})
		d.b.WriteByte('H')
	}
	d.num(float64(to))
}

// cages draws each killer cage's dashed outline, inset from its cells'
// edges: further in for a cage that overlaps another (cageLayout).
func (d *rulesDrawing) cages() {
	l := d.cageLayout()
	for i, cage := range l.cages {
		d.outline("rule-cage", cageStroke, l.inset(i), cage.Cells, cageDash)
	}
}

// cageLayout returns the layout of the drawing's cages, worked out once.
func (d *rulesDrawing) cageLayout() *cageLayout {
	if d.layout == nil {
		l := layoutCages(d.s, d.r)
		d.layout = &l
	}
	return d.layout
}

// cageSums draws each cage's total in the top-left corner of its first
// cell in reading order (or where cageLayout puts it when cages
// overlap), on a small background that hides the dashes.
// The background is as tall as a figure (0.73 of the font: figures have
// no descenders) and as wide as the widest system font's figures (0.6),
// and sits in the corner, its bottom at 0.22 of the cell: clear of the
// cell's own digit, which web/app.css draws a little smaller on a board
// with cages (0.55 of the cell), its top at 0.27 or so. A total in a
// top-right corner is its mirror image.
func (d *rulesDrawing) cageSums() {
	l := d.cageLayout()
	for _, t := range l.totals {
		total := strconv.Itoa(l.cages[t.cage].Sum)
		width := sumWidth(l.cages[t.cage].Sum)
		height := 0.73*cageSumFont + 2*cageSumPadY
		x := float64(d.s.Col(t.cell)) + cageSumAt
		if t.corner == TopRight {
			x = float64(d.s.Col(t.cell)+1) - cageSumAt - width
		}
		y := float64(d.s.Row(t.cell)) + cageSumAt
		// The total and its background are one group, which the page
		// scales up from its corner where cells are small (web/app.css,
		// --clue-min).
		group := "rule-cage-total"
		if t.corner == TopRight {
			group += " rule-cage-total-right"
		}
		d.start("g", group)
		d.b.WriteByte('>')
		d.start("rect", "rule-cage-sum-bg")
		d.attr("x", x)
		d.attr("y", y)
		d.attr("width", width)
		d.attr("height", height)
		d.b.WriteString("/>")
		base := point{x + cageSumPad, y + cageSumPadY + 0.73*cageSumFont}
		d.text("rule-cage-sum", base, cageSumFont, false, total)
		d.b.WriteString("</g>")
	}
}

// outline draws the outline of a set of cells inset by inset: one closed
// subpath per boundary loop (a cage with a hole has two), corners
// mitred in or out as the boundary turns; dashed when dash is set.
// Cost: O(cells²) for the tracing, which is small next to writing.
func (d *rulesDrawing) outline(class string, width, inset float64, cells []sudoku.Cell, dash string) {
	if len(cells) == 0 {
		return
	}
	d.start("path", class)
	d.attr("stroke-width", width)
	if dash != "" {
		d.b.WriteString(` stroke-dasharray="` + dash + `"`)
	}
	d.b.WriteString(` d="`)
	d.boundary(cells, func(loop []vertex) {
		first := topLeft(loop)
		for i := range loop {
			if i == 0 {
				d.b.WriteByte('M')
			} else {
				d.b.WriteByte('L')
			}
			d.pt(loop[(first+i)%len(loop)].inset(inset))
		}
		d.b.WriteByte('Z')
	})
	d.b.WriteString(`"/>`)
}

// vertex is a corner of a boundary loop on the grid's lattice, with the
// directions of the boundary into and out of it.
type vertex struct {
	x, y    int
	in, out [2]int // unit steps (dx, dy)
}

// inset moves the vertex by k towards the inside: the inside lies to the
// right of the boundary's direction (it runs clockwise on screen).
func (v vertex) inset(k float64) point {
	nx := -v.in[1] - v.out[1]
	ny := v.in[0] + v.out[0]
	return point{float64(v.x) + k*float64(nx), float64(v.y) + k*float64(ny)}
}

// edge is a unit step of a boundary on the lattice, from (x, y) by dir.
type edge struct {
	x, y int
	dir  [2]int
	used bool
}

// boundary calls loop with each boundary loop of cells, clockwise on
// screen (the inside on the right), as the vertices where the boundary
// turns; the slice is reused after loop returns. Where two cells of the
// set touch only at a corner, the loop keeps them apart (it turns right
// there). Cost: O(cells²) at worst, in scratch space of the drawing.
func (d *rulesDrawing) boundary(cells []sudoku.Cell, loop func([]vertex)) {
	for _, c := range cells {
		d.in[c] = true
	}
	defer func() {
		for _, c := range cells {
			d.in[c] = false
		}
	}()
	d.sorted = append(d.sorted[:0], cells...)
	slices.Sort(d.sorted)
	has := func(r, c int) bool { return r >= 0 && c >= 0 && r < d.n && c < d.n && d.in[d.s.CellAt(r, c)] }
	edges := d.edges[:0]
	for _, cell := range d.sorted {
		r, c := d.s.Row(cell), d.s.Col(cell)
		if !has(r-1, c) {
			edges = append(edges, edge{x: c, y: r, dir: [2]int{1, 0}})
		}
		if !has(r, c+1) {
			edges = append(edges, edge{x: c + 1, y: r, dir: [2]int{0, 1}})
		}
		if !has(r+1, c) {
			edges = append(edges, edge{x: c + 1, y: r + 1, dir: [2]int{-1, 0}})
		}
		if !has(r, c-1) {
			edges = append(edges, edge{x: c, y: r + 1, dir: [2]int{0, -1}})
		}
	}
	d.edges = edges
	// next finds the edge leaving (x, y) that continues a loop begun with
	// edge start, turning right first: an unused one, or start itself
	// when the loop closes.
	next := func(x, y int, dir [2]int, start int) int {
		right, left := [2]int{-dir[1], dir[0]}, [2]int{dir[1], -dir[0]}
		for _, want := range [3][2]int{right, dir, left} {
			for i, e := range edges {
				if (!e.used || i == start) && e.x == x && e.y == y && e.dir == want {
					return i
				}
			}
		}
		return start // unreachable for a set of whole cells: every loop closes
	}
	for start := range edges {
		if edges[start].used {
			continue
		}
		edges[start].used = true
		vs := d.loop[:0]
		e := edges[start]
		for {
			x, y := e.x+e.dir[0], e.y+e.dir[1]
			j := next(x, y, e.dir, start)
			if edges[j].dir != e.dir {
				vs = append(vs, vertex{x, y, e.dir, edges[j].dir})
			}
			if j == start {
				break
			}
			edges[j].used = true
			e = edges[j]
		}
		d.loop = vs
		loop(vs)
	}
}

// topLeft returns the index of a loop's top-most, then left-most vertex,
// where its drawing starts.
func topLeft(loop []vertex) int {
	best := 0
	for i, v := range loop {
		if v.y < loop[best].y || v.y == loop[best].y && v.x < loop[best].x {
			best = i
		}
	}
	return best
}

// edgeMarks draws kropki dots, and X and V, centred on the edge between
// their two cells.
func (d *rulesDrawing) edgeMarks() {
	for _, c := range d.r.Constraints {
		switch x := c.(type) {
		case sudoku.Kropki:
			class := "rule-kropki-white"
			if x.Black {
				class = "rule-kropki-black"
			}
			d.start("circle", class)
			mid := d.centre(x.A).add(d.centre(x.B)).scale(0.5)
			d.attr("cx", mid.x)
			d.attr("cy", mid.y)
			d.attr("r", dotRadius)
			d.attr("stroke-width", dotStroke)
			d.b.WriteString("/>")
		case sudoku.XV:
			letter := "X"
			if x.Sum == 5 {
				letter = "V"
			}
			mid := d.centre(x.A).add(d.centre(x.B)).scale(0.5)
			d.text("rule-xv", mid, xvFont, true, letter)
		}
	}
}

// outsideClues draws sandwich sums and little killer totals in their
// cells outside the grid, a little killer's with a small arrow pointing
// along its diagonal.
func (d *rulesDrawing) outsideClues() {
	for _, c := range d.r.Constraints {
		row, col, ok := outsideClue(d.s, c)
		if !ok {
			continue
		}
		o := point{float64(col) + 0.5, float64(row) + 0.5}
		switch x := c.(type) {
		case sudoku.Sandwich:
			d.text("rule-sandwich", o, outsideFont, true, strconv.Itoa(x.Sum))
		case sudoku.LittleKiller:
			dr, dc := littleKillerStep(d.s, x)
			step := point{float64(dc), float64(dr)}
			d.text("rule-little-killer", o.sub(step.scale(0.08)), 0.85*outsideFont, true, strconv.Itoa(x.Sum))
			d.littleKillerArrow(o, step)
		}
	}
}

// littleKillerArrow draws a small arrow in the clue's cell, centred at o,
// pointing by step towards the grid.
func (d *rulesDrawing) littleKillerArrow(o, step point) {
	from := o.add(step.scale(littleKillerAim - 0.22))
	tip := o.add(step.scale(littleKillerAim))
	head := 0.12
	d.start("path", "rule-little-killer-arrow")
	d.attr("stroke-width", arrowStroke)
	d.b.WriteString(` d="M`)
	d.pt(from)
	d.b.WriteByte('L')
	d.pt(tip)
	// The head's sides run back along one axis each.
	d.b.WriteByte('M')
	d.pt(tip.sub(point{step.x * head, 0}))
	d.b.WriteByte('L')
	d.pt(tip)
	d.b.WriteByte('L')
	d.pt(tip.sub(point{0, step.y * head}))
	d.b.WriteString(`"/>`)
}
