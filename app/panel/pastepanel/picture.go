package pastepanel

import (
	"fmt"
	"strings"

	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// picture is a picture the player gave the panel (pasted, dropped, chosen
// or photographed), and what the worker read in it: the panel draws the
// read over the picture, and the player fixes a cell by picking it and
// typing its digit.
type picture struct {
	url     string // the picture as the page shows it (browser.ReadPicture's)
	reading bool   // the browser or the worker is reading it
	err     string // why it gave no grid, a sentence in the player's words
	read    bool   // the worker read a grid: the fields below hold it

	width, height   int           // the picture's pixels as the worker read it
	corners         [4][2]float64 // the grid's, in those pixels: top-left first, clockwise
	givens, entries sudoku.Grid   // the digits read, the entries in another colour
	unsure          [81]bool      // the reader was unsure of the cell; a fix makes it sure
	picked          int           // the cell picked for a fix, -1 for none
}

// fill takes the worker's read of the picture. The first unsure cell is
// picked, so that typing its digit fixes it.
func (p *picture) fill(r protocol.ScanReply) error {
	givens, err := sudoku.ParseLine(r.Puzzle)
	if err != nil || givens.Shape() != sudoku.Classic {
		return fmt.Errorf("pastepanel: the worker's read %q: %v", r.Puzzle, err)
	}
	entries := sudoku.NewGrid(sudoku.Classic)
	if r.Entries != "" {
		if entries, err = sudoku.ParseLine(r.Entries); err != nil || entries.Shape() != sudoku.Classic {
			return fmt.Errorf("pastepanel: the worker's entries %q: %v", r.Entries, err)
		}
	}
	p.reading, p.read, p.err = false, true, ""
	p.givens, p.entries = givens, entries
	p.width, p.height = max(r.Width, 1), max(r.Height, 1)
	for i, c := range r.Corners {
		p.corners[i] = [2]float64{float64(c[0]), float64(c[1])}
	}
	p.picked = -1
	for c := range p.unsure {
		p.unsure[c] = r.Unsure(c)
		if p.unsure[c] && p.picked < 0 {
			p.picked = c
		}
	}
	return nil
}

// set makes digit d (0 for a blank) the given of cell c: the player's fix.
func (p *picture) set(c int, d sudoku.Digit) {
	p.givens.Set(sudoku.Cell(c), d)
	p.entries.Set(sudoku.Cell(c), 0)
	p.unsure[c] = false
}

// move picks the cell dr rows and dc columns from the one picked, staying
// on the grid; with none picked, the top-left cell.
func (p *picture) move(dr, dc int) {
	if p.picked < 0 {
		p.picked = 0
		return
	}
	r := min(max(p.picked/9+dr, 0), 8)
	c := min(max(p.picked%9+dc, 0), 8)
	p.picked = r*9 + c
}

// all returns the givens and the entries in one grid.
func (p *picture) all() sudoku.Grid {
	g := p.givens
	for c := range sudoku.Classic.Cells() {
		if d := p.entries.At(sudoku.Cell(c)); d != 0 {
			g.Set(sudoku.Cell(c), d)
		}
	}
	return g
}

// clashing returns the cells whose digits, givens or entries, clash.
func (p *picture) clashing() [81]bool {
	var bad [81]bool
	g := p.all()
	for _, c := range (&sudoku.Rules{}).Conflicts(&g) {
		bad[c] = true
	}
	return bad
}

// link returns the puzzle read as a link: its givens, the entries as the
// player's digits (nil Cells when there are none).
func (p *picture) link() share.Link {
	l := share.Link{Puzzle: p.givens}
	if p.entries.Filled() == 0 {
		return l
	}
	l.Cells = make([]game.CellState, sudoku.Classic.Cells())
	for c := range l.Cells {
		l.Cells[c].Digit = p.entries.At(sudoku.Cell(c))
	}
	return l
}

// homography maps the grid's square, 9 cells a side, onto the picture:
// the perspective that takes its corners to the picture's.
type homography struct{ a, b, c, d, e, f, g, h float64 }

// homographyOf returns the map of the unit square's corners (0,0), (1,0),
// (1,1), (0,1) to q's, as Heckbert's projective mapping; a degenerate
// quadrilateral gets the affine map of three of its corners.
func homographyOf(q [4][2]float64) homography {
	x0, y0, x1, y1, x2, y2, x3, y3 := q[0][0], q[0][1], q[1][0], q[1][1], q[2][0], q[2][1], q[3][0], q[3][1]
	sx, sy := x0-x1+x2-x3, y0-y1+y2-y3
	var g, h float64
	if det := (x1-x2)*(y3-y2) - (x3-x2)*(y1-y2); det != 0 && (sx != 0 || sy != 0) {
		g = (sx*(y3-y2) - (x3-x2)*sy) / det
		h = ((x1-x2)*sy - sx*(y1-y2)) / det
	}
	return homography{
		a: x1 - x0 + g*x1, b: x3 - x0 + h*x3, c: x0,
		d: y1 - y0 + g*y1, e: y3 - y0 + h*y3, f: y0,
		g: g, h: h,
	}
}

// at returns the picture's point at column u and row v of the grid, in
// cells (0 to 9 each).
func (m homography) at(u, v float64) (x, y float64) {
	u, v = u/9, v/9
	w := m.g*u + m.h*v + 1
	return (m.a*u + m.b*v + m.c) / w, (m.d*u + m.e*v + m.f) / w
}

// overlay writes the picture and the read over it as an SVG, framed on
// the grid (a margin of a cell around it): each cell an outline
// (data-cell its index) marked when unsure, clashing or picked, and each
// digit read in a badge at its cell's top-right corner, where it hides
// little of the digit in the picture. Cost: O(cells), a few KB.
func (p *picture) overlay(b *strings.Builder) {
	m := homographyOf(p.corners)
	bad := p.clashing()
	x0, y0, x1, y1 := p.corners[0][0], p.corners[0][1], p.corners[0][0], p.corners[0][1]
	for _, c := range p.corners {
		x0, y0, x1, y1 = min(x0, c[0]), min(y0, c[1]), max(x1, c[0]), max(y1, c[1])
	}
	margin := max(x1-x0, y1-y0) / 9
	x0, y0 = max(x0-margin, 0), max(y0-margin, 0)
	x1, y1 = min(x1+margin, float64(p.width)), min(y1+margin, float64(p.height))
	fmt.Fprintf(b, `<svg xmlns="http://www.w3.org/2000/svg" class="scan-read" viewBox="%.0f %.0f %.0f %.0f">`, x0, y0, max(x1-x0, 1), max(y1-y0, 1))
	if p.url != "" {
		fmt.Fprintf(b, `<image href="%s" x="0" y="0" width="%d" height="%d"/>`, attrEscaper.Replace(p.url), p.width, p.height)
	}
	pt := func(u, v float64) string {
		x, y := m.at(u, v)
		return fmt.Sprintf("%.1f,%.1f", x, y)
	}
	fmt.Fprintf(b, `<polygon class="scan-grid" points="%s %s %s %s"/>`, pt(0, 0), pt(9, 0), pt(9, 9), pt(0, 9))
	for c := range 81 {
		u, v := float64(c%9), float64(c/9)
		class := "scan-cell"
		switch {
		case bad[c]:
			class += " scan-clash"
		case p.unsure[c]:
			class += " scan-unsure"
		}
		if c == p.picked {
			class += " scan-picked"
		}
		fmt.Fprintf(b, `<polygon class="%s" data-cell="%d" points="%s %s %s %s"/>`, class, c, pt(u, v), pt(u+1, v), pt(u+1, v+1), pt(u, v+1))
	}
	for c := range 81 {
		d, kind := p.givens.At(sudoku.Cell(c)), "scan-given"
		if d == 0 {
			d, kind = p.entries.At(sudoku.Cell(c)), "scan-entry"
		}
		if d == 0 {
			continue
		}
		u, v := float64(c%9), float64(c/9)
		x0, y0 := m.at(u, v)
		x1, y1 := m.at(u+1, v+1)
		size := max(y1-y0, x1-x0) * 0.36 // the badge's side, in the picture's pixels
		x, y := m.at(u+1, v)
		fmt.Fprintf(b, `<g class="%s" data-cell="%d"><rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" rx="%.1f"/><text x="%.1f" y="%.1f" font-size="%.1f">%d</text></g>`,
			kind, c, x-size, y, size, size, size/5, x-size/2, y+size*0.8, size*0.85, d)
	}
	b.WriteString(`</svg>`)
}

// attrEscaper makes a string safe in a double-quoted attribute (package
// html would bring its entity tables into app.wasm).
var attrEscaper = strings.NewReplacer("&", "&amp;", `"`, "&quot;", "<", "&lt;")
