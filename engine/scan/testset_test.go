package scan

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"math"
	"math/rand/v2"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// testPage is a picture of a puzzle from the test set, and what it
// holds: givens and entries, row by row, 0 for none.
type testPage struct {
	jpeg    []byte
	givens  [81]int
	entries [81]int
	style   string
}

// solution is a valid grid the test set's puzzles are shuffled from.
const solution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"

// shuffled returns a random valid grid: digits relabelled, rows and
// columns moved within their bands and stacks, bands and stacks moved,
// perhaps transposed.
func shuffled(rng *rand.Rand) [81]int {
	perm := rng.Perm(9)
	order := func() [9]int {
		var o [9]int
		bands := rng.Perm(3)
		for b := range 3 {
			rows := rng.Perm(3)
			for r := range 3 {
				o[b*3+r] = bands[b]*3 + rows[r]
			}
		}
		return o
	}
	rows, cols := order(), order()
	transpose := rng.IntN(2) == 0
	var g [81]int
	for r := range 9 {
		for c := range 9 {
			rr, cc := rows[r], cols[c]
			if transpose {
				rr, cc = cc, rr
			}
			g[r*9+c] = perm[int(solution[rr*9+cc]-'1')] + 1
		}
	}
	return g
}

// makePage renders test page seed: a puzzle drawn in a random style (a
// face, line widths, digit sizes, light or dark, pencil marks, a
// player's digits in another colour, words and shapes around), then
// turned up to 15 degrees, put in perspective, unevenly lit, blurred,
// noised, for a quarter of the pages turned by 90, 180 or 270 degrees,
// and saved as a low-quality JPEG. The same seed gives the same page.
func makePage(t testing.TB, seed uint64) testPage {
	return makePageOf(t, seed, false)
}

// makeHeldOutPage renders page seed of the held-out set: as makePage,
// but in faces the recogniser was not made from (heldOutFaces), and in
// styles the test set does not have: for half the pages the boxes
// shaded in turn, for half of the light ones newsprint (grey ink on
// yellowed paper), digits 45-78% of a cell tall, set up to 5% of a cell
// off its centre.
func makeHeldOutPage(t testing.TB, seed uint64) testPage {
	return makePageOf(t, seed, true)
}

func makePageOf(t testing.TB, seed uint64, heldOut bool) testPage {
	rng := rand.New(rand.NewPCG(seed, 0x5ca9))
	faces := loadFaces()
	// The held-out set's own draws come from a stream of their own.
	xr := rand.New(rand.NewPCG(seed, 0x4e1d))
	if heldOut {
		rng = rand.New(rand.NewPCG(seed, 0xb1d))
		faces = heldOutFaces()
		if len(faces) == 0 {
			t.Skip("no held-out faces")
		}
	}
	var tp testPage
	sol := shuffled(rng)
	nGivens := 22 + rng.IntN(15)
	for _, c := range rng.Perm(81)[:nGivens] {
		tp.givens[c] = sol[c]
	}
	var empty []int
	for c := range 81 {
		if tp.givens[c] == 0 {
			empty = append(empty, c)
		}
	}
	rng.Shuffle(len(empty), func(i, j int) { empty[i], empty[j] = empty[j], empty[i] })
	nEntries, nMarked := 0, 0
	if rng.IntN(2) == 0 {
		nEntries = 3 + rng.IntN(18)
	}
	if rng.IntN(2) == 0 {
		nMarked = 2 + rng.IntN(10)
	}
	for _, c := range empty[:nEntries] {
		tp.entries[c] = sol[c]
	}
	marked := empty[nEntries : nEntries+nMarked]

	dark := rng.IntN(4) == 0
	paper := color.RGBA{uint8(235 + rng.IntN(21)), uint8(235 + rng.IntN(21)), uint8(225 + rng.IntN(31)), 255}
	ink := color.RGBA{uint8(rng.IntN(40)), uint8(rng.IntN(40)), uint8(rng.IntN(50)), 255}
	entryInks := []color.RGBA{{30, 80, 200, 255}, {200, 30, 30, 255}, {20, 120, 40, 255}, {40, 90, 230, 255}, {90, 40, 170, 255}}
	markInk := color.RGBA{110, 110, 115, 255}
	if dark {
		paper = color.RGBA{uint8(15 + rng.IntN(30)), uint8(15 + rng.IntN(30)), uint8(20 + rng.IntN(30)), 255}
		ink = color.RGBA{uint8(215 + rng.IntN(41)), uint8(215 + rng.IntN(41)), uint8(215 + rng.IntN(41)), 255}
		entryInks = []color.RGBA{{110, 170, 255, 255}, {255, 130, 120, 255}, {120, 220, 140, 255}, {200, 150, 255, 255}}
		markInk = color.RGBA{150, 150, 150, 255}
	}
	if heldOut && !dark && xr.IntN(2) == 0 {
		grey := uint8(50 + xr.IntN(40))
		paper = color.RGBA{uint8(222 + xr.IntN(18)), uint8(218 + xr.IntN(18)), uint8(195 + xr.IntN(25)), 255}
		ink = color.RGBA{grey, grey, grey, 255}
	}
	entryInk := entryInks[rng.IntN(len(entryInks))]
	givenFace := faces[rng.IntN(len(faces))]
	entryFace := faces[rng.IntN(len(faces))]

	size := 420 + rng.IntN(300)
	cell := float64(size) / 9
	mx, my := 40+rng.IntN(160), 80+rng.IntN(160)
	cw, ch := size+mx+40+rng.IntN(160), size+my+60+rng.IntN(200)
	canvas := image.NewRGBA(image.Rect(0, 0, cw, ch))
	draw.Draw(canvas, canvas.Bounds(), image.NewUniform(paper), image.Point{}, draw.Src)
	shaded := heldOut && xr.IntN(2) == 0
	if shaded {
		shade := color.RGBA{uint8(float64(paper.R) * 0.87), uint8(float64(paper.G) * 0.87), uint8(float64(paper.B) * 0.87), 255}
		if dark {
			shade = color.RGBA{paper.R + 25, paper.G + 25, paper.B + 25, 255}
		}
		for b := 0; b < 9; b += 2 {
			x0, y0 := mx+int(math.Round(float64(b%3*3)*cell)), my+int(math.Round(float64(b/3*3)*cell))
			draw.Draw(canvas, image.Rect(x0, y0, x0+int(3*cell), y0+int(3*cell)), image.NewUniform(shade), image.Point{}, draw.Src)
		}
	}
	thin := 1 + rng.IntN(2)
	thick := thin + 1 + rng.IntN(4)
	if rng.IntN(5) == 0 {
		thick = thin // no box lines thicker than the rest
	}
	for i := 0; i <= 9; i++ {
		w := thin
		if i%3 == 0 {
			w = thick
		}
		at := int(math.Round(float64(i) * cell))
		draw.Draw(canvas, image.Rect(mx+at-w/2, my-thick/2, mx+at-w/2+w, my+size-thick/2+thick), image.NewUniform(ink), image.Point{}, draw.Src)
		draw.Draw(canvas, image.Rect(mx-thick/2, my+at-w/2, mx+size-thick/2+thick, my+at-w/2+w), image.NewUniform(ink), image.Point{}, draw.Src)
	}
	tall := 0.5 + 0.25*rng.Float64()
	if heldOut {
		tall = 0.45 + 0.33*xr.Float64()
	}
	gface := sizedFace(t, givenFace.font, tall*cell)
	eface := sizedFace(t, entryFace.font, (tall+0.05*(rng.Float64()*2-1))*cell)
	mface := sizedFace(t, faces[rng.IntN(len(faces))].font, (0.2+0.08*rng.Float64())*cell)
	defer gface.Close()
	defer eface.Close()
	defer mface.Close()
	centre := func(c int) (float64, float64) {
		return float64(mx) + (float64(c%9)+0.5)*cell, float64(my) + (float64(c/9)+0.5)*cell
	}
	for c := range 81 {
		x, y := centre(c)
		if heldOut {
			x += (xr.Float64()*2 - 1) * 0.05 * cell
			y += (xr.Float64()*2 - 1) * 0.05 * cell
		}
		switch {
		case tp.givens[c] != 0:
			drawDigit(canvas, gface, ink, tp.givens[c], x, y)
		case tp.entries[c] != 0:
			drawDigit(canvas, eface, entryInk, tp.entries[c], x, y)
		}
	}
	for _, c := range marked {
		x, y := centre(c)
		for _, d := range rng.Perm(9)[:1+rng.IntN(4)] {
			drawDigit(canvas, mface, markInk, d+1, x+(float64(d%3)-1)*cell*0.3, y+(float64(d/3)-1)*cell*0.3)
		}
	}
	// Words above and below, and a box beside.
	tface := sizedFace(t, faces[rng.IntN(len(faces))].font, 18+float64(rng.IntN(20)))
	defer tface.Close()
	dr := font.Drawer{Dst: canvas, Src: image.NewUniform(ink), Face: tface, Dot: fixed.P(mx, my-20-rng.IntN(30))}
	dr.DrawString(fmt.Sprintf("Sudoku No. %d  Medium  ***", rng.IntN(1000)))
	dr.Dot = fixed.P(mx+rng.IntN(40), my+size+40+rng.IntN(20))
	dr.DrawString("Fill every row, column and box with 1-9.")
	if rng.IntN(2) == 0 {
		bx := mx + size + 10 + rng.IntN(20)
		draw.Draw(canvas, image.Rect(bx, my, bx+30, my+30), image.NewUniform(ink), image.Point{}, draw.Src)
	}
	tp.style = fmt.Sprintf("%s/%s dark=%v size=%d lines=%d,%d tall=%.2f entries=%d marked=%d", givenFace.name, entryFace.name, dark, size, thin, thick, tall, nEntries, nMarked)
	if shaded {
		tp.style += " shaded"
	}

	// The photograph: the page in perspective on a table.
	ow, oh := 700+rng.IntN(500), 700+rng.IntN(500)
	angle := (rng.Float64()*2 - 1) * 15 * math.Pi / 180
	fill := 0.8 + 0.15*rng.Float64()
	scale := fill * min(float64(ow)/float64(cw), float64(oh)/float64(ch))
	ca, sa := math.Cos(angle), math.Sin(angle)
	var q quad
	for i, c := range [4][2]float64{{0, 0}, {1, 0}, {1, 1}, {0, 1}} {
		px, py := (c[0]-0.5)*float64(cw)*scale, (c[1]-0.5)*float64(ch)*scale
		jit := 0.05 * float64(min(ow, oh))
		q[i] = pt{float64(ow)/2 + ca*px - sa*py + (rng.Float64()*2-1)*jit, float64(oh)/2 + sa*px + ca*py + (rng.Float64()*2-1)*jit}
	}
	inv := invert(squareTo(q))
	table := color.RGBA{uint8(60 + rng.IntN(120)), uint8(50 + rng.IntN(100)), uint8(40 + rng.IntN(80)), 255}
	light := 0.45 * rng.Float64()
	lightAngle := rng.Float64() * 2 * math.Pi
	noise := 6 * rng.Float64()
	photo := image.NewRGBA(image.Rect(0, 0, ow, oh))
	for y := range oh {
		for x := range ow {
			u, v := inv.at(float64(x)+0.5, float64(y)+0.5)
			var r, g, b float64
			if u >= 0 && u < 1 && v >= 0 && v < 1 {
				r, g, b = sampleRGBA(canvas, u*float64(cw)-0.5, v*float64(ch)-0.5)
			} else {
				r, g, b = float64(table.R), float64(table.G), float64(table.B)
			}
			nx, ny := float64(x)/float64(ow)-0.5, float64(y)/float64(oh)-0.5
			l := 1 - light*(0.5+nx*math.Cos(lightAngle)+ny*math.Sin(lightAngle))
			n := rng.NormFloat64() * noise
			i := y*photo.Stride + x*4
			photo.Pix[i] = clamp8(r*l + n)
			photo.Pix[i+1] = clamp8(g*l + n)
			photo.Pix[i+2] = clamp8(b*l + n)
			photo.Pix[i+3] = 255
		}
	}
	var img image.Image = photo
	if rng.IntN(2) == 0 {
		img = boxBlur(photo)
	}
	// One page in twelve each is photographed a quarter, a half or three
	// quarters turned (a phone held sideways or upside down), from a
	// stream of its own, so that the rest of the page is as it was.
	if turn := rand.New(rand.NewPCG(seed, 0x90)).IntN(12); turn <= 3 && turn > 0 {
		img = turned(img, turn)
		tp.style += fmt.Sprintf(" turned=%d", 90*turn)
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 30 + rng.IntN(50)}); err != nil {
		t.Fatal(err)
	}
	tp.jpeg = buf.Bytes()
	return tp
}

func clamp8(v float64) uint8 { return uint8(min(max(v+0.5, 0), 255)) }

// sizedFace returns a face of f whose digits are tall pixels high.
func sizedFace(t testing.TB, f *opentype.Font, tall float64) font.Face {
	probe, err := opentype.NewFace(f, &opentype.FaceOptions{Size: 100, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := font.BoundString(probe, "5")
	probe.Close()
	h := float64(b.Max.Y-b.Min.Y) / 64
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: 100 * tall / h, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		t.Fatal(err)
	}
	return face
}

// drawDigit draws d with its ink's box centred on (x, y).
func drawDigit(dst draw.Image, face font.Face, c color.Color, d int, x, y float64) {
	s := string(rune('0' + d))
	b, _ := font.BoundString(face, s)
	dx := x - float64(b.Min.X+b.Max.X)/128
	dy := y - float64(b.Min.Y+b.Max.Y)/128
	dr := font.Drawer{Dst: dst, Src: image.NewUniform(c), Face: face, Dot: fixed.Point26_6{X: fixed.Int26_6(dx * 64), Y: fixed.Int26_6(dy * 64)}}
	dr.DrawString(s)
}

func sampleRGBA(m *image.RGBA, x, y float64) (r, g, b float64) {
	w, h := m.Rect.Dx(), m.Rect.Dy()
	x = min(max(x, 0), float64(w-1))
	y = min(max(y, 0), float64(h-1))
	x0, y0 := int(x), int(y)
	x1, y1 := min(x0+1, w-1), min(y0+1, h-1)
	fx, fy := x-float64(x0), y-float64(y0)
	var out [3]float64
	for k := range 3 {
		at := func(x, y int) float64 { return float64(m.Pix[y*m.Stride+x*4+k]) }
		out[k] = (at(x0, y0)*(1-fx)+at(x1, y0)*fx)*(1-fy) + (at(x0, y1)*(1-fx)+at(x1, y1)*fx)*fy
	}
	return out[0], out[1], out[2]
}

// turned returns m turned clockwise by k quarter turns.
func turned(m image.Image, k int) image.Image {
	b := m.Bounds()
	w, h := b.Dx(), b.Dy()
	if k%2 == 1 {
		w, h = h, w
	}
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range b.Dy() {
		for x := range b.Dx() {
			var u, v int
			switch k % 4 {
			case 0:
				u, v = x, y
			case 1:
				u, v = b.Dy()-1-y, x
			case 2:
				u, v = b.Dx()-1-x, b.Dy()-1-y
			case 3:
				u, v = y, b.Dx()-1-x
			}
			out.Set(u, v, m.At(b.Min.X+x, b.Min.Y+y))
		}
	}
	return out
}

// boxBlur blurs m by a 3x3 box.
func boxBlur(m *image.RGBA) *image.RGBA {
	b := m.Rect
	out := image.NewRGBA(b)
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			for k := range 4 {
				var s, n int
				for dy := -1; dy <= 1; dy++ {
					for dx := -1; dx <= 1; dx++ {
						xx, yy := x+dx, y+dy
						if xx >= 0 && yy >= 0 && xx < b.Dx() && yy < b.Dy() {
							s += int(m.Pix[yy*m.Stride+xx*4+k])
							n++
						}
					}
				}
				out.Pix[y*out.Stride+x*4+k] = uint8(s / n)
			}
		}
	}
	return out
}

// invert returns the inverse of m, as a homography of the plane.
func invert(m homography) homography {
	a, b, c, d, e, f, g, h, i := m.a, m.b, m.c, m.d, m.e, m.f, m.g, m.h, 1.0
	A, B, C := e*i-f*h, -(d*i - f*g), d*h-e*g
	D, E, F := -(b*i - c*h), a*i-c*g, -(a*h - b*g)
	G, H, I := b*f-c*e, -(a*f - c*d), a*e-b*d
	// The inverse is the adjugate's transpose, scaled so its last entry is 1.
	return homography{a: A / I, b: D / I, c: G / I, d: B / I, e: E / I, f: H / I, g: C / I, h: F / I}
}
