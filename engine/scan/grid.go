package scan

import (
	"math"
	"slices"
	"sort"
)

// pt is a point in the working picture's pixels.
type pt struct{ x, y float64 }

// quad is a grid's outline: top-left, top-right, bottom-right,
// bottom-left.
type quad [4]pt

// homography maps the unit square onto a quad: (0,0) to its first corner,
// (1,0) to the second, (1,1) to the third, (0,1) to the fourth.
type homography struct{ a, b, c, d, e, f, g, h float64 }

// squareTo returns the homography from the unit square onto q
// (Heckbert's square-to-quad).
func squareTo(q quad) homography {
	x0, y0, x1, y1, x2, y2, x3, y3 := q[0].x, q[0].y, q[1].x, q[1].y, q[2].x, q[2].y, q[3].x, q[3].y
	sx, sy := x0-x1+x2-x3, y0-y1+y2-y3
	var g, h float64
	if sx != 0 || sy != 0 {
		dx1, dx2, dy1, dy2 := x1-x2, x3-x2, y1-y2, y3-y2
		den := dx1*dy2 - dx2*dy1
		if den != 0 {
			g = (sx*dy2 - dx2*sy) / den
			h = (dx1*sy - sx*dy1) / den
		}
	}
	return homography{
		a: x1 - x0 + g*x1, b: x3 - x0 + h*x3, c: x0,
		d: y1 - y0 + g*y1, e: y3 - y0 + h*y3, f: y0,
		g: g, h: h,
	}
}

// at maps (u, v) of the unit square.
func (m homography) at(u, v float64) (x, y float64) {
	z := m.g*u + m.h*v + 1
	return (m.a*u + m.b*v + m.c) / z, (m.d*u + m.e*v + m.f) / z
}

// bilinear samples plane (w by h) at (x, y), clamped to its edges.
func bilinear(plane []uint8, w, h int, x, y float64) float64 {
	x = min(max(x, 0), float64(w-1))
	y = min(max(y, 0), float64(h-1))
	x0, y0 := int(x), int(y)
	x1, y1 := min(x0+1, w-1), min(y0+1, h-1)
	fx, fy := x-float64(x0), y-float64(y0)
	r0 := float64(plane[y0*w+x0])*(1-fx) + float64(plane[y0*w+x1])*fx
	r1 := float64(plane[y1*w+x0])*(1-fx) + float64(plane[y1*w+x1])*fx
	return r0*(1-fy) + r1*fy
}

// Grid finding's constants.
const (
	inkDelta     = 12   // grey levels from the local mean that make ink
	minGridShare = 0.12 // the grid's box is at least this share of the picture's shorter side
	candidates   = 4    // ink shapes tried as the grid, per polarity
	minLineScore = 10   // grey levels the grid's third weakest line stands out by: a non-grid's come at 0 or under, faint 1-pixel lines over shaded boxes at 12
)

// findGrid returns the grid's outline and whether its ink is dark, or
// false when no shape of ink has the 20 lines of a grid. Cost: O(w*h).
func findGrid(p *planes) (quad, bool, bool) {
	integral := integralOf(p)
	var best quad
	bestScore, bestDark := 0.0, true
	labels := make([]int32, p.w*p.h)
	for _, dark := range []bool{true, false} {
		ink := binarise(p, integral, dark)
		comps := components(ink, p.w, p.h, labels)
		side := float64(min(p.w, p.h))
		var cands []int
		for i, c := range comps {
			if float64(c.x1-c.x0) >= minGridShare*side && float64(c.y1-c.y0) >= minGridShare*side {
				cands = append(cands, i)
			}
		}
		sort.Slice(cands, func(i, j int) bool { return comps[cands[i]].area() > comps[cands[j]].area() })
		for _, ci := range cands[:min(len(cands), candidates)] {
			q, ok := outline(labels, p.w, comps[ci], int32(ci+1))
			if !ok {
				continue
			}
			if s := lineScore(p, q, dark); s > bestScore {
				best, bestScore, bestDark = q, s, dark
			}
			// Refined twice: the second time from sides nearer the border.
			r := q
			for range 2 {
				var ok bool
				if r, ok = refine(labels, p.w, p.h, r, int32(ci+1)); !ok {
					break
				}
				if s := lineScore(p, r, dark); s > bestScore {
					best, bestScore, bestDark = r, s, dark
				}
			}
		}
	}
	return best, bestDark, bestScore >= minLineScore
}

// integralOf returns the summed-area table of p's grey, (w+1) by (h+1).
func integralOf(p *planes) []uint32 {
	w1 := p.w + 1
	s := make([]uint32, w1*(p.h+1))
	for y := 0; y < p.h; y++ {
		var row uint32
		for x := 0; x < p.w; x++ {
			row += uint32(p.gray[y*p.w+x])
			s[(y+1)*w1+x+1] = s[y*w1+x+1] + row
		}
	}
	return s
}

// binarise marks the ink of the polarity: pixels darker (dark) or
// lighter than the mean of a window about 1/40 of the picture wide by
// inkDelta.
func binarise(p *planes, s []uint32, dark bool) []bool {
	r := max(4, max(p.w, p.h)/40)
	w1 := p.w + 1
	ink := make([]bool, p.w*p.h)
	for y := 0; y < p.h; y++ {
		y0, y1 := max(0, y-r), min(p.h, y+r+1)
		for x := 0; x < p.w; x++ {
			x0, x1 := max(0, x-r), min(p.w, x+r+1)
			sum := s[y1*w1+x1] - s[y0*w1+x1] - s[y1*w1+x0] + s[y0*w1+x0]
			n := uint32((y1 - y0) * (x1 - x0))
			v := uint32(p.gray[y*p.w+x]) * n
			if dark {
				ink[y*p.w+x] = v+inkDelta*n < sum
			} else {
				ink[y*p.w+x] = v > sum+inkDelta*n
			}
		}
	}
	return ink
}

// comp is a connected shape of ink: its pixel count and box.
type comp struct {
	n              int
	x0, y0, x1, y1 int // x1, y1 exclusive
}

func (c comp) area() int { return (c.x1 - c.x0) * (c.y1 - c.y0) }

// components labels the 8-connected shapes of ink in labels (0 for none,
// i+1 for the i-th) and returns them. Cost: O(w*h).
func components(ink []bool, w, h int, labels []int32) []comp {
	clear(labels)
	var comps []comp
	var stack []int32
	for start, on := range ink {
		if !on || labels[start] != 0 {
			continue
		}
		id := int32(len(comps) + 1)
		c := comp{x0: start % w, y0: start / w, x1: start%w + 1, y1: start/w + 1}
		labels[start] = id
		stack = append(stack[:0], int32(start))
		for len(stack) > 0 {
			i := int(stack[len(stack)-1])
			stack = stack[:len(stack)-1]
			x, y := i%w, i/w
			c.n++
			c.x0, c.x1 = min(c.x0, x), max(c.x1, x+1)
			c.y0, c.y1 = min(c.y0, y), max(c.y1, y+1)
			for dy := -1; dy <= 1; dy++ {
				yy := y + dy
				if yy < 0 || yy >= h {
					continue
				}
				for dx := -1; dx <= 1; dx++ {
					xx := x + dx
					if xx < 0 || xx >= w {
						continue
					}
					j := yy*w + xx
					if ink[j] && labels[j] == 0 {
						labels[j] = id
						stack = append(stack, int32(j))
					}
				}
			}
		}
		comps = append(comps, c)
	}
	return comps
}

// outline returns the widest quadrilateral on the convex hull of the
// shape labelled id: its diameter, and the hull's farthest points on
// either side of it, ordered clockwise from the corner whose next side
// runs most to the right. Cost: O(box area + hull^2).
func outline(labels []int32, w int, c comp, id int32) (quad, bool) {
	var pts []pt
	for y := c.y0; y < c.y1; y++ {
		row := labels[y*w : (y+1)*w]
		l, r := -1, -1
		for x := c.x0; x < c.x1; x++ {
			if row[x] == id {
				if l < 0 {
					l = x
				}
				r = x
			}
		}
		if l >= 0 {
			pts = append(pts, pt{float64(l), float64(y)}, pt{float64(r) + 1, float64(y)})
		}
	}
	hull := convexHull(pts)
	if len(hull) < 4 {
		return quad{}, false
	}
	var ia, ib int
	var far float64
	for i := range hull {
		for j := i + 1; j < len(hull); j++ {
			if d := dist2(hull[i], hull[j]); d > far {
				ia, ib, far = i, j, d
			}
		}
	}
	a, b := hull[ia], hull[ib]
	var c1, c2 pt
	var d1, d2 float64
	for _, q := range hull {
		s := cross(a, b, q)
		if s > d1 {
			c1, d1 = q, s
		}
		if -s > d2 {
			c2, d2 = q, -s
		}
	}
	if d1 == 0 || d2 == 0 {
		return quad{}, false
	}
	q := quad{a, c1, b, c2}
	if area(q) < 0 {
		q = quad{a, c2, b, c1}
	}
	// The top side is the one that runs most to the right.
	top, most := 0, -2.0
	for i := range q {
		n := q[(i+1)%4]
		dx, dy := n.x-q[i].x, n.y-q[i].y
		if r := dx / math.Hypot(dx, dy); r > most {
			top, most = i, r
		}
	}
	return quad{q[top], q[(top+1)%4], q[(top+2)%4], q[(top+3)%4]}, true
}

func dist2(a, b pt) float64 { return (a.x-b.x)*(a.x-b.x) + (a.y-b.y)*(a.y-b.y) }

// cross is twice the signed area of the triangle a, b, c.
func cross(a, b, c pt) float64 { return (b.x-a.x)*(c.y-a.y) - (b.y-a.y)*(c.x-a.x) }

// area is twice q's signed area: positive when it runs clockwise on the
// screen (y down).
func area(q quad) float64 {
	s := 0.0
	for i := range q {
		n := q[(i+1)%4]
		s += q[i].x*n.y - n.x*q[i].y
	}
	return s
}

// convexHull is Andrew's monotone chain. Cost: O(n log n).
func convexHull(pts []pt) []pt {
	slices.SortFunc(pts, func(a, b pt) int {
		if a.x != b.x {
			if a.x < b.x {
				return -1
			}
			return 1
		}
		if a.y < b.y {
			return -1
		}
		if a.y > b.y {
			return 1
		}
		return 0
	})
	if len(pts) < 3 {
		return pts
	}
	hull := make([]pt, 0, 2*len(pts))
	for _, p := range pts {
		for len(hull) >= 2 && cross(hull[len(hull)-2], hull[len(hull)-1], p) <= 0 {
			hull = hull[:len(hull)-1]
		}
		hull = append(hull, p)
	}
	lower := len(hull) + 1
	for i := len(pts) - 2; i >= 0; i-- {
		p := pts[i]
		for len(hull) >= lower && cross(hull[len(hull)-2], hull[len(hull)-1], p) <= 0 {
			hull = hull[:len(hull)-1]
		}
		hull = append(hull, p)
	}
	return hull[:len(hull)-1]
}

// lineScore says how well q is a grid of the polarity: how much its
// third weakest of 20 lines (10 across, 10 down) stands out from the
// cells' middles beside it, in grey levels (the median along each).
// Cost: O(20 * 100) samples.
func lineScore(p *planes, q quad, dark bool) float64 {
	m := squareTo(q)
	side := (math.Sqrt(dist2(q[0], q[1])) + math.Sqrt(dist2(q[1], q[2])) + math.Sqrt(dist2(q[2], q[3])) + math.Sqrt(dist2(q[3], q[0]))) / 4
	if side < 36 {
		return 0
	}
	delta := 1.2 / side // a pixel and a bit, in the square's units
	const samples = 90
	ink := func(u, v float64) float64 {
		x, y := m.at(u, v)
		g := bilinear(p.gray, p.w, p.h, x, y)
		if dark {
			return 255 - g
		}
		return g
	}
	// along(fixed, across) samples the line at fixed (u when across is
	// false, v when true), the most ink within a few pixels of it.
	buf := make([]float64, samples)
	along := func(at float64, rows, isLine bool) float64 {
		for i := range buf {
			t := (float64(i) + 0.5) / samples
			best := -1.0
			for o := -2; o <= 2; o++ {
				if !isLine && o != 0 {
					continue
				}
				a := min(max(at+float64(o)*delta, delta), 1-delta)
				var v float64
				if rows {
					v = ink(t, a)
				} else {
					v = ink(a, t)
				}
				best = max(best, v)
			}
			buf[i] = best
		}
		slices.Sort(buf)
		return buf[len(buf)/2]
	}
	var contrasts []float64
	for _, rows := range []bool{false, true} {
		var mids [9]float64
		for k := range mids {
			mids[k] = along((float64(k)+0.5)/9, rows, false)
		}
		for k := 0; k <= 9; k++ {
			line := along(float64(k)/9, rows, true)
			bg := mids[min(k, 8)]
			if k > 0 && k < 9 {
				bg = max(bg, mids[k-1])
			}
			contrasts = append(contrasts, line-bg)
		}
	}
	slices.Sort(contrasts)
	return contrasts[2]
}

// refine fits q's four sides to the outer edge of the shape labelled id
// and returns the quad their lines meet in: a grid whose border is
// broken, or whose corner is cut off, has an outline whose corner is
// off the border, and the fitted lines run on past the break. Along each
// side, at refineSamples points, the shape's outermost pixel within a
// few percent of the side's length of it is found; a side with too few
// is not refined (false). Cost: O(refineSamples * side / 25).
func refine(labels []int32, w, h int, q quad, id int32) (quad, bool) {
	var lines [4][3]float64 // a*x + b*y = c, (a, b) the outward unit normal
	centre := pt{(q[0].x + q[1].x + q[2].x + q[3].x) / 4, (q[0].y + q[1].y + q[2].y + q[3].y) / 4}
	pts := make([]pt, 0, refineSamples)
	for i := range q {
		a, b := q[i], q[(i+1)%4]
		length := math.Sqrt(dist2(a, b))
		if length < 20 {
			return q, false
		}
		dx, dy := (b.x-a.x)/length, (b.y-a.y)/length
		nx, ny := dy, -dx // outward on a clockwise quad (y down)
		if (a.x-centre.x)*nx+(a.y-centre.y)*ny < 0 {
			nx, ny = -nx, -ny
		}
		reach := 0.04*length + 3
		pts = pts[:0]
		for k := range refineSamples {
			t := 0.05 + 0.9*(float64(k)+0.5)/refineSamples
			px, py := a.x+(b.x-a.x)*t, a.y+(b.y-a.y)*t
			// From outside in, the first pixel of the shape.
			for o := reach; o >= -reach; o-- {
				x, y := int(px+nx*o), int(py+ny*o)
				if x >= 0 && y >= 0 && x < w && y < h && labels[y*w+x] == id {
					pts = append(pts, pt{px + nx*o, py + ny*o})
					break
				}
			}
		}
		l, ok := fitLine(pts, nx, ny)
		if !ok {
			return q, false
		}
		lines[i] = l
	}
	var r quad
	for i := range r {
		// Corner i is where side i-1 meets side i.
		p, ok := meet(lines[(i+3)%4], lines[i])
		if !ok || math.Sqrt(dist2(p, q[i])) > 0.15*math.Sqrt(dist2(q[i], q[(i+2)%4])) {
			return q, false
		}
		r[i] = p
	}
	return r, true
}

// refineSamples is how many points along a side refine fits its line to.
const refineSamples = 48

// fitLine fits a line, its normal near (nx, ny), to most of pts: of
// the lines through two points a quarter of the side or more apart, the
// one with the most points within 1.5 pixels of it, then refitted to
// those by least squares. False for too few points (under a third of
// refineSamples). Text or a mark touching the border, or a piece of it
// missing, moves none of it. Cost: O(len(pts)^3 / 4).
func fitLine(pts []pt, nx, ny float64) ([3]float64, bool) {
	if len(pts) < refineSamples/3 {
		return [3]float64{}, false
	}
	const near = 1.5
	bestN, bi, bj := 0, 0, 0
	for i := range pts {
		for j := i + len(pts)/4; j < len(pts); j++ {
			a, b := pts[i], pts[j]
			l := math.Sqrt(dist2(a, b))
			if l == 0 {
				continue
			}
			n := 0
			for _, p := range pts {
				if math.Abs(cross(a, b, p))/l <= near {
					n++
				}
			}
			if n > bestN {
				bestN, bi, bj = n, i, j
			}
		}
	}
	if bestN < refineSamples/3 {
		return [3]float64{}, false
	}
	a, b := pts[bi], pts[bj]
	l := math.Sqrt(dist2(a, b))
	var kept []pt
	for _, p := range pts {
		if math.Abs(cross(a, b, p))/l <= near {
			kept = append(kept, p)
		}
	}
	var mx, my float64
	for _, p := range kept {
		mx += p.x
		my += p.y
	}
	mx /= float64(len(kept))
	my /= float64(len(kept))
	var sxx, sxy, syy float64
	for _, p := range kept {
		sxx += (p.x - mx) * (p.x - mx)
		sxy += (p.x - mx) * (p.y - my)
		syy += (p.y - my) * (p.y - my)
	}
	// The normal is across the scatter's principal direction.
	theta := 0.5 * math.Atan2(2*sxy, sxx-syy)
	na, nb := -math.Sin(theta), math.Cos(theta)
	if na*nx+nb*ny < 0 {
		na, nb = -na, -nb
	}
	return [3]float64{na, nb, na*mx + nb*my}, true
}

// meet is where two lines a*x + b*y = c cross; false when nearly
// parallel.
func meet(l, m [3]float64) (pt, bool) {
	det := l[0]*m[1] - l[1]*m[0]
	if math.Abs(det) < 0.2 {
		return pt{}, false
	}
	return pt{(l[2]*m[1] - l[1]*m[2]) / det, (l[0]*m[2] - l[2]*m[0]) / det}, true
}
