package app

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// The drawing of a variant's rules: one SVG layer under the board's
// digits, in the conventions of SudokuPad and f-puzzles, and the words a
// screen reader says for each cell. Geometry is in cell units (a cell is
// 1 by 1, the grid spans 0..N on both axes, x to the right, y down), so
// one drawing fits every board size; colours come from web/app.css (the
// section "Variant constraints"), so the light and dark themes and paper
// all work. Nothing here touches the browser.

// Sizes, in cell units.
const (
	cageInset       = 0.08 // a killer cage's dashed outline, in from the cell edges
	cageStroke      = 0.025
	cageDash        = "0.1 0.065"
	cageSumFont     = 0.25 // the total in a cage's corner
	cageSumPad      = 0.03 // the total's background, around the text
	regionStroke    = 0.04 // jigsaw region borders
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

// rulesMargins returns how many cells of margin the drawing of r needs
// outside the N by N grid of shape s on each side: 1 where clues sit
// outside the grid (little killer totals, sandwich sums), else 0. The
// page leaves that room around the board; rulesSVG's viewBox includes it.
// Cost: O(number of constraints).
func rulesMargins(s sudoku.Shape, r *sudoku.Rules) (top, right, bottom, left int) {
	if r == nil {
		return 0, 0, 0, 0
	}
	n := s.N()
	for _, c := range r.Constraints {
		row, col, ok := outsideClue(s, c)
		if !ok {
			continue
		}
		if row < 0 {
			top = 1
		}
		if row >= n {
			bottom = 1
		}
		if col < 0 {
			left = 1
		}
		if col >= n {
			right = 1
		}
	}
	return top, right, bottom, left
}

// outsideClue returns where a clue outside the grid sits, as a row and
// column that may be -1 or N: a little killer's total at the start of its
// diagonal, a sandwich sum left of its row or above its column.
func outsideClue(s sudoku.Shape, c sudoku.Constraint) (row, col int, ok bool) {
	switch x := c.(type) {
	case sudoku.LittleKiller:
		if len(x.Cells) == 0 {
			return 0, 0, false
		}
		dr, dc := littleKillerStep(s, x)
		first := x.Cells[0]
		return s.Row(first) - dr, s.Col(first) - dc, true
	case sudoku.Sandwich:
		n := s.N()
		switch line := int(x.Line); {
		case line >= 0 && line < n:
			return line, -1, true
		case line >= n && line < 2*n:
			return -1, line - n, true
		}
	}
	return 0, 0, false
}

// littleKillerStep returns the step, in rows and columns, from one cell
// of a little killer's diagonal to the next. A diagonal of one cell (a
// corner) has no step of its own: it gets the first of down-right,
// down-left, up-right and up-left that enters and leaves the grid there.
func littleKillerStep(s sudoku.Shape, l sudoku.LittleKiller) (dr, dc int) {
	if len(l.Cells) > 1 {
		return sign(s.Row(l.Cells[1]) - s.Row(l.Cells[0])), sign(s.Col(l.Cells[1]) - s.Col(l.Cells[0]))
	}
	n := s.N()
	r, c := s.Row(l.Cells[0]), s.Col(l.Cells[0])
	out := func(r, c int) bool { return r < 0 || c < 0 || r >= n || c >= n }
	for _, d := range [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
		if out(r-d[0], c-d[1]) && out(r+d[0], c+d[1]) {
			return d[0], d[1]
		}
	}
	return 1, 1
}

func sign(x int) int {
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}

// rulesSVG draws every rule of r on a grid of shape s as one <svg>
// element, for a layer under the board's digits: jigsaw region borders,
// diagonals, windows and extra regions (shaded), disjoint groups (a small
// dot placed as the cell sits in its box), killer cages (dashed, inset,
// with their totals in the first cell's corner on a background), thermometers,
// arrows, kropki dots, X and V, odd and even cells, whispers, renban,
// between and palindrome lines, little killer totals and sandwich sums
// outside the grid. The rules over the whole grid (anti-knight, anti-king,
// non-consecutive, negative kropki and XV) draw nothing: they are stated
// in words.
//
// It returns "" when nothing is drawn (classic rules, or only rules in
// words). Otherwise the viewBox is in cell units: the grid is 0..N on both
// axes, extended by rulesMargins' cells on the sides that have clues
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
func rulesSVG(s sudoku.Shape, r *sudoku.Rules) string {
	if r == nil || !drawsSomething(r) {
		return ""
	}
	d := newRulesDrawing(s, r)
	d.open()
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
	d.b.WriteString("</svg>")
	return d.b.String()
}

// drawsSomething reports whether r has a rule rulesSVG draws.
func drawsSomething(r *sudoku.Rules) bool {
	if r.Regions != nil || len(r.Extra) > 0 {
		return true
	}
	for _, c := range r.Constraints {
		switch c.(type) {
		case sudoku.AntiKnight, sudoku.AntiKing, sudoku.NonConsecutive, sudoku.KropkiNegative, sudoku.XVNegative:
		default:
			return true
		}
	}
	return false
}

// rulesDrawing is one drawing in progress: the shape, the rules, the
// output, and scratch space that every outline reuses.
type rulesDrawing struct {
	s sudoku.Shape
	n int
	r *sudoku.Rules
	b strings.Builder

	// Scratch space of outline, reused: the cells being outlined (in,
	// and sorted), the edges of their boundary, the vertices of a loop.
	in     []bool
	sorted []sudoku.Cell
	edges  []edge
	loop   []vertex
}

func newRulesDrawing(s sudoku.Shape, r *sudoku.Rules) *rulesDrawing {
	d := &rulesDrawing{s: s, n: s.N(), r: r, in: make([]bool, s.Cells())}
	d.b.Grow(512 + 160*len(r.Constraints) + 64*len(r.Extra))
	return d
}

// open writes the root element and its viewBox.
func (d *rulesDrawing) open() {
	top, right, bottom, left := rulesMargins(d.s, d.r)
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

// Output helpers: numbers rounded to 3 decimals, points, elements.

// num writes x rounded to a thousandth of a cell, without trailing zeros
// (integer arithmetic: strconv's shortest float is slower).
func (d *rulesDrawing) num(x float64) {
	m := int64(math.Round(x * 1000))
	if m < 0 {
		d.b.WriteByte('-')
		m = -m
	}
	var buf [24]byte
	out := strconv.AppendInt(buf[:0], m/1000, 10)
	if frac := m % 1000; frac != 0 {
		out = append(out, '.', byte('0'+frac/100), byte('0'+frac/10%10), byte('0'+frac%10))
		for out[len(out)-1] == '0' {
			out = out[:len(out)-1]
		}
	}
	d.b.Write(out)
}

// attr writes ` name="x"`.
func (d *rulesDrawing) attr(name string, x float64) {
	d.b.WriteByte(' ')
	d.b.WriteString(name)
	d.b.WriteString(`="`)
	d.num(x)
	d.b.WriteByte('"')
}

// pt writes "x y".
func (d *rulesDrawing) pt(p point) {
	d.num(p.x)
	d.b.WriteByte(' ')
	d.num(p.y)
}

// start writes `<tag class="class"`; the caller adds attributes and
// closes the tag.
func (d *rulesDrawing) start(tag, class string) {
	d.b.WriteByte('<')
	d.b.WriteString(tag)
	d.b.WriteString(` class="`)
	d.b.WriteString(class)
	d.b.WriteByte('"')
}

// circle draws a circle; a stroke width of 0 leaves the stroke to the
// style sheet (a filled circle has none).
func (d *rulesDrawing) circle(class string, c point, radius, width float64) {
	d.start("circle", class)
	d.attr("cx", c.x)
	d.attr("cy", c.y)
	d.attr("r", radius)
	if width > 0 {
		d.attr("stroke-width", width)
	}
	d.b.WriteString("/>")
}

// polyline draws a line through points (the style sheet rounds its joins
// and ends); one point makes a dot.
func (d *rulesDrawing) polyline(class string, width float64, pts []point) {
	d.start("polyline", class)
	d.attr("stroke-width", width)
	d.b.WriteString(` points="`)
	for i, p := range pts {
		if i > 0 {
			d.b.WriteByte(' ')
		}
		d.pt(p)
	}
	if len(pts) == 1 {
		d.b.WriteByte(' ')
		d.pt(pts[0])
	}
	d.b.WriteString(`"/>`)
}

// text writes a text element: centred on p, or else with p at the start
// of its baseline.
func (d *rulesDrawing) text(class string, p point, size float64, centred bool, s string) {
	d.start("text", class)
	d.attr("x", p.x)
	d.attr("y", p.y)
	d.attr("font-size", size)
	if centred {
		d.b.WriteString(` text-anchor="middle" dominant-baseline="central"`)
	}
	d.b.WriteByte('>')
	xmlEscape(&d.b, s)
	d.b.WriteString("</text>")
}

// xmlEscape writes s with the characters XML reserves escaped.
func xmlEscape(b *strings.Builder, s string) {
	for _, r := range s {
		switch r {
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '&':
			b.WriteString("&amp;")
		case '"':
			b.WriteString("&quot;")
		case '\'':
			b.WriteString("&#39;")
		default:
			b.WriteRune(r)
		}
	}
}

// point is a position in cell units.
type point struct{ x, y float64 }

func (p point) add(q point) point     { return point{p.x + q.x, p.y + q.y} }
func (p point) sub(q point) point     { return point{p.x - q.x, p.y - q.y} }
func (p point) scale(k float64) point { return point{p.x * k, p.y * k} }
func (p point) length() float64       { return math.Hypot(p.x, p.y) }

// towards returns the point t cell units from p on the way to q.
func (p point) towards(q point, t float64) point {
	v := q.sub(p)
	if l := v.length(); l > 0 {
		return p.add(v.scale(t / l))
	}
	return p
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
// edges.
func (d *rulesDrawing) cages() {
	for _, c := range d.r.Constraints {
		if cage, ok := c.(sudoku.Cage); ok {
			d.outline("rule-cage", cageStroke, cageInset, cage.Cells, cageDash)
		}
	}
}

// cageSums draws each cage's total in the top-left corner of its first
// cell in reading order, on a small background that hides the dashes.
func (d *rulesDrawing) cageSums() {
	for _, c := range d.r.Constraints {
		cage, ok := c.(sudoku.Cage)
		if !ok || cage.Sum == 0 || len(cage.Cells) == 0 {
			continue
		}
		first := slices.Min(cage.Cells)
		corner := point{float64(d.s.Col(first)), float64(d.s.Row(first))}
		total := strconv.Itoa(cage.Sum)
		width := 0.56*cageSumFont*float64(len(total)) + 2*cageSumPad
		height := 0.78*cageSumFont + 2*cageSumPad
		d.start("rect", "rule-cage-sum-bg")
		d.attr("x", corner.x+cageInset/2)
		d.attr("y", corner.y+cageInset/2)
		d.attr("width", width)
		d.attr("height", height)
		d.b.WriteString("/>")
		base := point{corner.x + cageInset/2 + cageSumPad, corner.y + cageInset/2 + cageSumPad + 0.72*cageSumFont}
		d.text("rule-cage-sum", base, cageSumFont, false, total)
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

// cellRuleWords returns, for every cell of shape s (the index is the cell
// number), what the rules r say about that cell, in plain words for its
// ARIA label: its jigsaw region, the extra houses it is in, and each
// constraint that names it ("killer cage of 3 cells, total 15",
// "thermometer, 3rd of 5 cells", "white dot with the cell to the right",
// "on an arrow from row 2, column 3", ...), in the order of the rules,
// joined by "; ". A cell nothing names gets "". Cells are named "row R,
// column C". The rules over the whole grid (anti-knight and the like) are
// stated elsewhere and add nothing here. r must be valid for s. The slice
// always has s.Cells() entries. Cost: O(N²) plus the size of the rules.
func cellRuleWords(s sudoku.Shape, r *sudoku.Rules) []string {
	w := ruleWords{s: s, facts: make([][]string, s.Cells())}
	if r != nil {
		w.regions(r.Regions)
		w.extraHouses(r.Extra)
		for _, c := range r.Constraints {
			w.constraint(c)
		}
	}
	out := make([]string, s.Cells())
	for c, facts := range w.facts {
		out[c] = strings.Join(facts, "; ")
	}
	return out
}

// ruleWords gathers the facts about each cell.
type ruleWords struct {
	s     sudoku.Shape
	facts [][]string
}

// add records a fact about cell c, once.
func (w *ruleWords) add(c sudoku.Cell, fact string) {
	if int(c) < 0 || int(c) >= len(w.facts) || slices.Contains(w.facts[c], fact) {
		return
	}
	w.facts[c] = append(w.facts[c], fact)
}

// cellWords names cell c as a person reads it: "row 2, column 3".
func (w *ruleWords) cellWords(c sudoku.Cell) string {
	return "row " + strconv.Itoa(w.s.Row(c)+1) + ", column " + strconv.Itoa(w.s.Col(c)+1)
}

// regions names each cell's jigsaw region; a cell in none (-1, a layout
// a setter is still drawing) gets nothing.
func (w *ruleWords) regions(regions []int) {
	for c, reg := range regions {
		if reg < 0 {
			continue
		}
		w.add(sudoku.Cell(c), "region "+strconv.Itoa(reg+1))
	}
}

// extraHouses names each cell's extra houses, numbering windows, extra
// regions and disjoint groups each in their own order.
func (w *ruleWords) extraHouses(extra []sudoku.ExtraHouse) {
	count := map[sudoku.ExtraKind]int{}
	for _, h := range extra {
		count[h.Kind]++
		var fact string
		switch h.Kind {
		case sudoku.MainDiagonal:
			fact = "on the main diagonal"
		case sudoku.AntiDiagonal:
			fact = "on the anti-diagonal"
		case sudoku.Window:
			fact = "in window " + strconv.Itoa(count[h.Kind])
		case sudoku.DisjointGroup:
			fact = "in disjoint group " + strconv.Itoa(count[h.Kind])
		default:
			fact = "in extra region " + strconv.Itoa(count[h.Kind])
		}
		for _, c := range h.Cells {
			w.add(c, fact)
		}
	}
}

// constraint records what constraint c says of each cell it names.
func (w *ruleWords) constraint(c sudoku.Constraint) {
	switch x := c.(type) {
	case sudoku.Cage:
		fact := "killer cage of " + cellCount(len(x.Cells))
		if x.Sum != 0 {
			fact += ", total " + strconv.Itoa(x.Sum)
		} else {
			fact += " without a total"
		}
		w.all(x.Cells, fact)
	case sudoku.Thermo:
		w.thermo(x.Cells)
	case sudoku.Arrow:
		w.arrow(x)
	case sudoku.Kropki:
		colour := "white dot"
		if x.Black {
			colour = "black dot"
		}
		w.pair(x.A, x.B, colour)
	case sudoku.XV:
		letter := "X"
		if x.Sum == 5 {
			letter = "V"
		}
		w.pair(x.A, x.B, letter)
	case sudoku.Parity:
		if x.Even {
			w.add(x.Cell, "even")
		} else {
			w.add(x.Cell, "odd")
		}
	case sudoku.Whisper:
		fact := "on a German whispers line"
		if x.Diff != 0 {
			fact = "on a whispers line, neighbours " + strconv.Itoa(x.Diff) + " or more apart"
		}
		w.all(x.Cells, fact)
	case sudoku.Renban:
		w.all(x.Cells, "on a renban line of "+cellCount(len(x.Cells)))
	case sudoku.Between:
		w.between(x.Cells)
	case sudoku.Palindrome:
		w.palindrome(x.Cells)
	case sudoku.LittleKiller:
		w.littleKiller(x)
	case sudoku.Sandwich:
		w.sandwich(x)
	}
}

// all records fact for every cell of cells.
func (w *ruleWords) all(cells []sudoku.Cell, fact string) {
	for _, c := range cells {
		w.add(c, fact)
	}
}

func (w *ruleWords) thermo(cells []sudoku.Cell) {
	for i, c := range cells {
		if i == 0 {
			w.add(c, "thermometer bulb, "+cellCount(len(cells))+" long")
			continue
		}
		w.add(c, "thermometer, "+ordinal(i+1)+" of "+strconv.Itoa(len(cells))+" cells")
	}
}

func (w *ruleWords) arrow(a sudoku.Arrow) {
	if len(a.Circle) == 0 {
		return
	}
	circle := slices.Sorted(slices.Values(a.Circle))
	fact := "arrow circle"
	if len(circle) > 1 {
		fact = "arrow pill of " + cellCount(len(circle))
	}
	w.all(circle, fact)
	w.all(a.Shaft, "on an arrow from "+w.cellWords(circle[0]))
}

// pair records a mark on the edge between a and b for both cells: "white
// dot with the cell to the right".
func (w *ruleWords) pair(a, b sudoku.Cell, mark string) {
	w.add(a, mark+" with the cell "+w.direction(a, b))
	w.add(b, mark+" with the cell "+w.direction(b, a))
}

// direction says where b lies from a, a neighbour: "to the right",
// "below", ...
func (w *ruleWords) direction(a, b sudoku.Cell) string {
	switch dr, dc := w.s.Row(b)-w.s.Row(a), w.s.Col(b)-w.s.Col(a); {
	case dr < 0:
		return "above"
	case dr > 0:
		return "below"
	case dc < 0:
		return "to the left"
	}
	return "to the right"
}

func (w *ruleWords) between(cells []sudoku.Cell) {
	if len(cells) < 2 {
		return
	}
	first, last := cells[0], cells[len(cells)-1]
	w.add(first, "between line end, the other end at "+w.cellWords(last))
	w.add(last, "between line end, the other end at "+w.cellWords(first))
	w.all(cells[1:len(cells)-1], "on a between line from "+w.cellWords(first)+" to "+w.cellWords(last))
}

func (w *ruleWords) palindrome(cells []sudoku.Cell) {
	for i, c := range cells {
		mirror := cells[len(cells)-1-i]
		if mirror == c {
			w.add(c, "centre of a palindrome line")
			continue
		}
		w.add(c, "on a palindrome line, mirrors "+w.cellWords(mirror))
	}
}

func (w *ruleWords) littleKiller(l sudoku.LittleKiller) {
	if len(l.Cells) == 0 {
		return
	}
	total := strconv.Itoa(l.Sum)
	dr, dc := littleKillerStep(w.s, l)
	way := map[[2]int]string{{1, 1}: "down and to the right", {1, -1}: "down and to the left",
		{-1, 1}: "up and to the right", {-1, -1}: "up and to the left"}[[2]int{dr, dc}]
	w.add(l.Cells[0], "little killer clue "+total+" starts here, going "+way)
	w.all(l.Cells[1:], "on the diagonal of little killer clue "+total)
}

// sandwich records a sandwich clue on the cell next to it: the first of
// its row or column.
func (w *ruleWords) sandwich(x sudoku.Sandwich) {
	n := w.s.N()
	line := int(x.Line)
	if line < 0 || line >= 2*n {
		return
	}
	w.add(w.s.HouseCells(x.Line)[0], "sandwich clue "+strconv.Itoa(x.Sum)+" for "+w.s.HouseName(x.Line))
}

// cellCount says "1 cell" or "k cells".
func cellCount(k int) string {
	if k == 1 {
		return "1 cell"
	}
	return strconv.Itoa(k) + " cells"
}

// ordinal says 1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, ..., 21st.
func ordinal(k int) string {
	suffix := "th"
	if k%100 < 11 || k%100 > 13 {
		switch k % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return strconv.Itoa(k) + suffix
}

// RulesDrawing returns rulesSVG(s, r) and rulesMargins(s, r) together:
// the browser tests of app/e2e lay the drawing over a board of their own.
func RulesDrawing(s sudoku.Shape, r *sudoku.Rules) (svg string, top, right, bottom, left int) {
	top, right, bottom, left = rulesMargins(s, r)
	return rulesSVG(s, r), top, right, bottom, left
}
