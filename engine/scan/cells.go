package scan

import (
	"math"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// The warped grid's geometry: a square of 9 by 9 cells, cellPx pixels
// each; a cell's digit is looked for inside a margin that keeps the lines
// out.
const (
	cellPx   = 40
	gridPx   = 9 * cellPx
	margin   = 4
	window   = cellPx - 2*margin
	raster   = 16   // a digit's normalised raster is raster by raster
	minTall  = 0.36 // a digit is at least this share of a cell tall; pencil marks are less
	maxDigit = 0.85 // a digit's box is at most this share of a cell a side
	mergeGap = 3    // pixels between a digit's shape and a piece of its broken stroke

	// minSimilarity is the least cosine to a prototype of a digit read:
	// the test set's digits come at 0.78 or more; a shape less like any
	// digit is a smudge. (Stacked pencil marks are told apart by their
	// own prototypes.)
	minSimilarity = 0.72
)

// warped is the grid warped to a square, gridPx a side, grey (dark ink)
// and colour.
type warped struct {
	gray, r, g, b []uint8
}

// warp samples p's grid, outlined by q, into a square. Cost: O(gridPx^2).
func warp(p *planes, q quad) *warped {
	m := squareTo(q)
	n := gridPx * gridPx
	w := &warped{gray: make([]uint8, n), r: make([]uint8, n), g: make([]uint8, n), b: make([]uint8, n)}
	for v := 0; v < gridPx; v++ {
		for u := 0; u < gridPx; u++ {
			x, y := m.at((float64(u)+0.5)/gridPx, (float64(v)+0.5)/gridPx)
			x -= 0.5
			y -= 0.5
			i := v*gridPx + u
			w.gray[i] = uint8(bilinear(p.gray, p.w, p.h, x, y) + 0.5)
			w.r[i] = uint8(bilinear(p.r, p.w, p.h, x, y) + 0.5)
			w.g[i] = uint8(bilinear(p.g, p.w, p.h, x, y) + 0.5)
			w.b[i] = uint8(bilinear(p.b, p.w, p.h, x, y) + 0.5)
		}
	}
	return w
}

// turned returns the warp of the grid turned by k quarter turns, as warp
// gives for the outline whose corners start at q[k]: its pixel (x, y) is
// w's pixel one quarter turn back, k times. Cost: O(gridPx^2), copies.
func (w *warped) turned(k int) *warped {
	out := w
	for range k % 4 {
		n := gridPx * gridPx
		t := &warped{gray: make([]uint8, n), r: make([]uint8, n), g: make([]uint8, n), b: make([]uint8, n)}
		for y := range gridPx {
			for x := range gridPx {
				i, j := y*gridPx+x, x*gridPx+gridPx-1-y
				t.gray[i], t.r[i], t.g[i], t.b[i] = out.gray[j], out.r[j], out.g[j], out.b[j]
			}
		}
		out = t
	}
	return out
}

// cellStats are a cell's paper (its 75th percentile of grey) and its
// darkest ink (the 2nd percentile), inside the margin.
func cellStats(gray []uint8, stride, x0, y0 int) (bg, dk float64) {
	var hist [256]int
	for y := y0 + margin; y < y0+cellPx-margin; y++ {
		for x := x0 + margin; x < x0+cellPx-margin; x++ {
			hist[gray[y*stride+x]]++
		}
	}
	n := window * window
	seen := 0
	dk = -1
	for v, c := range hist {
		seen += c
		if dk < 0 && seen >= n*2/100 {
			dk = float64(v)
		}
		if seen >= n*3/4 {
			return float64(v), dk
		}
	}
	return 255, dk
}

// digitInk is what a cell holds: the shape of a digit found, or none.
type digitInk struct {
	found   bool
	tallest int        // the tallest shape of ink's height, found or not
	feature []float32  // raster*raster, the digit's ink, 0..1
	colour  [3]float64 // the mean colour of the digit's core, when found
	box     [4]int     // x0, y0, x1, y1 in the cell's plane
}

// findDigit looks for a digit in the cell at (x0, y0) of a grey plane
// with rows of stride pixels: ink is a pixel darker than the cell's paper
// bg by rel of it; the digit is the largest shape of ink at least minTall
// of a cell tall whose middle is in the cell's middle, with the small
// shapes inside its box (a broken stroke). Cost: O(cellPx^2).
func findDigit(gray []uint8, stride, x0, y0 int, bg, dk, rel float64) digitInk {
	var ink [window * window]bool
	limit := bg * (1 - rel)
	for y := range window {
		for x := range window {
			ink[y*window+x] = float64(gray[(y0+margin+y)*stride+x0+margin+x]) < limit
		}
	}
	// A grid line's edge inside the margin: a nearly full row or column
	// at the window's edge is cleared.
	for k := 0; k < 3; k++ {
		for _, at := range []int{k, window - 1 - k} {
			col, row := 0, 0
			for i := range window {
				if ink[i*window+at] {
					col++
				}
				if ink[at*window+i] {
					row++
				}
			}
			for i := range window {
				if col >= window*4/5 {
					ink[i*window+at] = false
				}
				if row >= window*4/5 {
					ink[at*window+i] = false
				}
			}
		}
	}
	var labels [window * window]int32
	comps := components(ink[:], window, window, labels[:])
	var d digitInk
	best := -1
	for i, c := range comps {
		d.tallest = max(d.tallest, c.y1-c.y0)
		cx, cy := float64(margin)+float64(c.x0+c.x1)/2, float64(margin)+float64(c.y0+c.y1)/2
		if float64(c.y1-c.y0) < minTall*cellPx || c.x1-c.x0 < 2 ||
			cx < 0.3*cellPx || cx > 0.7*cellPx || cy < 0.3*cellPx || cy > 0.7*cellPx {
			continue
		}
		if best < 0 || c.n > comps[best].n {
			best = i
		}
	}
	if best < 0 {
		return d
	}
	b := comps[best]
	// A broken stroke: the shapes inside the box or within mergeGap of
	// it, away from the window's edge (a line's remains), join it, while
	// the box stays a digit's size.
	for merged := true; merged; {
		merged = false
		for i, c := range comps {
			if i == best || c.n < 3 || c.x0 == 0 || c.y0 == 0 || c.x1 == window || c.y1 == window {
				continue
			}
			gapX := max(c.x0-b.x1, b.x0-c.x1, 0)
			gapY := max(c.y0-b.y1, b.y0-c.y1, 0)
			if gapX > mergeGap || gapY > mergeGap {
				continue
			}
			x0, y0, x1, y1 := min(b.x0, c.x0), min(b.y0, c.y0), max(b.x1, c.x1), max(b.y1, c.y1)
			if x0 == b.x0 && y0 == b.y0 && x1 == b.x1 && y1 == b.y1 {
				continue
			}
			if float64(x1-x0) > maxDigit*cellPx || float64(y1-y0) > maxDigit*cellPx {
				continue
			}
			b.x0, b.y0, b.x1, b.y1 = x0, y0, x1, y1
			merged = true
		}
	}
	d.found = true
	d.box = [4]int{x0 + margin + b.x0, y0 + margin + b.y0, x0 + margin + b.x1, y0 + margin + b.y1}
	d.feature = rasterOf(gray, stride, d.box, bg, dk)
	return d
}

// rasterOf normalises the digit in box to raster by raster, its longer
// side filling it, centred, as ink from 0 (paper, bg) to 1 (dk or
// darker); what lies outside the box is paper.
func rasterOf(gray []uint8, stride int, box [4]int, bg, dk float64) []float32 {
	const sub = 4
	f := make([]float32, raster*raster)
	bw, bh := float64(box[2]-box[0]), float64(box[3]-box[1])
	side := max(bw, bh)
	s := side / raster
	ox := float64(box[0]) + bw/2 - side/2
	oy := float64(box[1]) + bh/2 - side/2
	span := max(bg-dk, 1)
	h := len(gray) / stride
	for j := range raster {
		for i := range raster {
			var sum float64
			for a := range sub {
				y := oy + (float64(j)+(float64(a)+0.5)/sub)*s
				if y < float64(box[1]) || y >= float64(box[3]) {
					continue
				}
				for c := range sub {
					x := ox + (float64(i)+(float64(c)+0.5)/sub)*s
					if x < float64(box[0]) || x >= float64(box[2]) {
						continue
					}
					v := bilinear(gray, stride, h, x-0.5, y-0.5)
					sum += min(max((bg-v)/span, 0), 1)
				}
			}
			f[j*raster+i] = float32(sum / (sub * sub))
		}
	}
	return f
}

// read reads the warped grid's 81 cells, and says how like digits upright
// the shapes of a digit's size in them are (likeness).
func (w *warped) read() (Result, likeness) {
	var bgs, dks [81]float64
	rel := 0.0
	for c := range 81 {
		x0, y0 := c%9*cellPx, c/9*cellPx
		bgs[c], dks[c] = cellStats(w.gray, gridPx, x0, y0)
		if bgs[c] > 0 {
			rel = max(rel, (bgs[c]-dks[c])/bgs[c])
		}
	}
	// A cell's ink is what differs from its paper by half its darkest
	// ink's difference (a thin or pale digit's strokes whole), and by 12%
	// at least (noise); a cell whose darkest ink differs by less than a
	// quarter of the grid's strongest is blank (a shadow, a smudge; a
	// hairline digit's, blurred, comes at a third).
	faint := rel / 4
	var res Result
	res.Givens = sudoku.NewGrid(sudoku.Shape{BoxRows: 3, BoxCols: 3})
	res.Entries = res.Givens
	var reads [81]recognised
	var like likeness
	var colours [][3]float64
	var at []int
	for c := range 81 {
		x0, y0 := c%9*cellPx, c/9*cellPx
		var d digitInk
		if (bgs[c]-dks[c])/max(bgs[c], 1) >= faint {
			d = findDigit(w.gray, gridPx, x0, y0, bgs[c], dks[c], cellInk(bgs[c], dks[c]))
		}
		if !d.found {
			// Blank: sure while the tallest ink is at most half a digit's
			// least height (pencil marks, specks), less sure as it nears it.
			res.Confidence[c] = float32(min(max(1.5-float64(d.tallest)/(minTall*cellPx), 0.5), 1))
			continue
		}
		reads[c] = recognise(d.feature)
		like.shapes++
		like.sum += float64(reads[c].similarity[reads[c].digit])
		reads[c] = reads[c].withHoles(holes(w.gray, gridPx, d.box, bgs[c], dks[c]))
		if reads[c].similarity[reads[c].digit] < minSimilarity || reads[c].marks() || stacked(d) {
			// Like no digit, or more like a stack of pencil marks: blank.
			res.Confidence[c] = 0.5
			continue
		}
		res.Confidence[c] = reads[c].confidence
		colours = append(colours, w.inkColour(d.box, x0, y0, bgs[c]))
		at = append(at, c)
	}
	entry := splitColours(colours)
	for i, c := range at {
		if entry[i] {
			res.Entries.Set(sudoku.Cell(c), sudoku.Digit(reads[c].digit))
		} else {
			res.Givens.Set(sudoku.Cell(c), sudoku.Digit(reads[c].digit))
		}
	}
	return res, like
}

// likeness is how like upright digits a grid's shapes of a digit's size
// are: how many, and the sum of their cosines to the nearest digit's
// prototype.
type likeness struct {
	shapes int
	sum    float64
}

// upright says whether the shapes are digits read the right way up: at
// least minGivens of them (a puzzle has 17 givens or more), near a digit
// by uprightMean on average. A grid turned by a quarter has fewer (a
// digit on its side is seldom a digit's height), and those less alike.
func (l likeness) upright() bool {
	return l.shapes >= minGivens && l.sum >= uprightMean*float64(l.shapes)
}

// better says whether l is likelier the right way up than m: its shapes'
// cosines, less minSimilarity each, sum to more.
func (l likeness) better(m likeness) bool {
	return l.sum-minSimilarity*float64(l.shapes) > m.sum-minSimilarity*float64(m.shapes)
}

const (
	minGivens   = 17
	uprightMean = 0.86 // the test set's upright grids come at 0.9 or more
)

// stacked says whether a narrow shape (under 0.42 of its height wide) is
// small marks stacked one above another rather than a digit: across its
// middle three fifths, a row whose darkest ink is under stackGap of the
// cell's darkest. A 1 is one stroke top to bottom, its rows' ink the
// test set's at 0.8 or more; stacked pencil marks, where they meet, 0.4
// to 0.8. (A wider digit's hairline, a serif 3's or 5's, may be fainter:
// it is not asked.) Cost: O(raster^2).
func stacked(d digitInk) bool {
	w, h := d.box[2]-d.box[0], d.box[3]-d.box[1]
	if float64(w) >= 0.42*float64(h) {
		return false
	}
	// The raster's rows the box fills: all of them, its height the longer.
	for j := raster / 5; j < raster-raster/5; j++ {
		var top float32
		for _, v := range d.feature[j*raster : (j+1)*raster] {
			top = max(top, v)
		}
		if top < stackGap {
			return true
		}
	}
	return false
}

// stackGap is the least ink across a narrow digit's every row, a share
// of its cell's darkest.
const stackGap = 0.72

// cellInk is the share of a cell's paper bg that its ink differs by, dk
// its darkest.
func cellInk(bg, dk float64) float64 {
	return max(0.45*(bg-dk)/max(bg, 1), 0.12)
}

// inkColour is the hue of the ink in box, as the paper's colour turns
// into it: the sum over the box, and 2 pixels about it, of the pixels'
// differences in colour from the paper's (the mean of the cell's pixels
// at bg or lighter, the cell at (x0, y0)), less their grey, per grey
// level of the sum's difference: (dr-m, dg-m, db-m) / |m|, m the mean of
// dr, dg and db. Sums, not the darkest pixels' colour: a thin stroke,
// part ink and part paper, whose colour a JPEG has spread about it at
// half its resolution, sums to its ink's hue, and uneven light changes
// it little. Cost: O(cellPx^2).
func (w *warped) inkColour(box [4]int, x0, y0 int, bg float64) [3]float64 {
	var paper [3]float64
	np := 0
	for y := y0 + margin; y < y0+cellPx-margin; y++ {
		for x := x0 + margin; x < x0+cellPx-margin; x++ {
			if i := y*gridPx + x; float64(w.gray[i]) >= bg {
				paper[0] += float64(w.r[i])
				paper[1] += float64(w.g[i])
				paper[2] += float64(w.b[i])
				np++
			}
		}
	}
	if np == 0 {
		return [3]float64{}
	}
	for k := range paper {
		paper[k] /= float64(np)
	}
	var d [3]float64
	for y := max(box[1]-2, y0+margin); y < min(box[3]+2, y0+cellPx-margin); y++ {
		for x := max(box[0]-2, x0+margin); x < min(box[2]+2, x0+cellPx-margin); x++ {
			i := y*gridPx + x
			d[0] += float64(w.r[i]) - paper[0]
			d[1] += float64(w.g[i]) - paper[1]
			d[2] += float64(w.b[i]) - paper[2]
		}
	}
	m := (d[0] + d[1] + d[2]) / 3
	if math.Abs(m) < 1 {
		return [3]float64{}
	}
	return [3]float64{(d[0] - m) / math.Abs(m), (d[1] - m) / math.Abs(m), (d[2] - m) / math.Abs(m)}
}

// minColourGap is the distance between two groups of digits' hues
// (inkColour's) that makes them givens and entries: black or white ink
// has a hue near 0, the entries' blues, reds and greens 0.3 to 1.
const minColourGap = 0.15

// splitColours says which of the digits' colours (inkColour's) are
// entries: it splits them in two by 2-means; when the two groups' colours
// are far apart, the greyer group is the givens'.
func splitColours(cs [][3]float64) []bool {
	entry := make([]bool, len(cs))
	if len(cs) < 2 {
		return entry
	}
	chroma := func(c [3]float64) float64 { return math.Sqrt(c[0]*c[0] + c[1]*c[1] + c[2]*c[2]) }
	dist := func(a, b [3]float64) float64 {
		return math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
	}
	// Start from the two colours farthest apart.
	var ca, cb [3]float64
	far := -1.0
	for i := range cs {
		for j := i + 1; j < len(cs); j++ {
			if d := dist(cs[i], cs[j]); d > far {
				ca, cb, far = cs[i], cs[j], d
			}
		}
	}
	if far < minColourGap {
		return entry
	}
	inB := make([]bool, len(cs))
	for range 8 {
		var sa, sb [3]float64
		na, nb := 0, 0
		for i, c := range cs {
			inB[i] = dist(c, cb) < dist(c, ca)
			for k := range 3 {
				if inB[i] {
					sb[k] += c[k]
				} else {
					sa[k] += c[k]
				}
			}
			if inB[i] {
				nb++
			} else {
				na++
			}
		}
		if na == 0 || nb == 0 {
			return entry
		}
		for k := range 3 {
			ca[k], cb[k] = sa[k]/float64(na), sb[k]/float64(nb)
		}
	}
	if dist(ca, cb) < minColourGap {
		return entry
	}
	givensB := chroma(cb) < chroma(ca)
	for i := range cs {
		entry[i] = inB[i] != givensB
	}
	return entry
}

// holes counts the holes in the digit in box: the shapes of paper,
// 4-connected, of 3 pixels or more, that ink closes all round (none
// reaches the box's edge). Ink here is what differs from the paper bg
// by half the way to dk. Cost: O(box area).
func holes(gray []uint8, stride int, box [4]int, bg, dk float64) int {
	w, h := box[2]-box[0]+2, box[3]-box[1]+2
	if w <= 2 || h <= 2 || w > cellPx+2 || h > cellPx+2 {
		return 0
	}
	// The box with a border of paper a pixel wide: what reaches the
	// border is outside.
	var paper [(cellPx + 2) * (cellPx + 2)]bool
	limit := (bg + dk) / 2
	for y := range h {
		for x := range w {
			paper[y*w+x] = x == 0 || y == 0 || x == w-1 || y == h-1 ||
				float64(gray[(box[1]+y-1)*stride+box[0]+x-1]) > limit
		}
	}
	var seen [(cellPx + 2) * (cellPx + 2)]bool
	var stack []int
	n := 0
	for start := range w * h {
		if !paper[start] || seen[start] {
			continue
		}
		size, outside := 0, false
		seen[start] = true
		stack = append(stack[:0], start)
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			size++
			x, y := i%w, i/w
			if x == 0 || y == 0 || x == w-1 || y == h-1 {
				outside = true
			}
			for _, j := range [4]int{i - 1, i + 1, i - w, i + w} {
				if j >= 0 && j < w*h && (j%w-x == 1 || x-j%w == 1 || j/w != y) && paper[j] && !seen[j] {
					seen[j] = true
					stack = append(stack, j)
				}
			}
		}
		if !outside && size >= 3 {
			n++
		}
	}
	return n
}
