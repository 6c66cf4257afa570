package scan

import (
	"bytes"
	"encoding/binary"
	"flag"
	"math"
	"math/rand/v2"
	"os"
	"testing"
)

var update = flag.Bool("update", false, "rewrite digits.bin from the fonts (TestBuildRecogniser)")

// The recogniser's make: how many distorted renderings of each face's
// digit, and of pencil marks, it learns from, and how many prototypes
// it keeps of each digit and of the marks.
const (
	samplesPerDigit = 48
	markSamples     = 1200
	protosPerDigit  = 16
	protosOfMarks   = 8
)

// TestBuildRecogniser rebuilds digits.bin with -update:
//
//	apt-get install -y fonts-dejavu-core fonts-liberation fonts-freefont-ttf
//	go test ./engine/scan -run TestBuildRecogniser -update
//
// From seed 1: for each face (loadFaces) and digit, samplesPerDigit
// cells rendered with the digit at 42-80% of a cell's height, moved,
// turned, slanted, rendered small and enlarged as a warp does, blurred
// and noised, and read as Read reads a cell; markSamples cells of pencil
// marks stacked into a digit's height, read the same way; each digit's
// reads, and the marks', clustered by cosine (k-means) into
// protosPerDigit and protosOfMarks prototypes, each quantised to a
// signed byte a weight. Without -update it checks that the embedded
// file parses, that every digit and the marks have prototypes, and that
// the file is at most 40 KB.
func TestBuildRecogniser(t *testing.T) {
	if !*update {
		ps, err := parsePrototypes(digitsBin)
		if err != nil {
			t.Fatal(err)
		}
		var per [10]int
		for _, p := range ps {
			per[p.digit]++
		}
		for d := range 10 {
			if per[d] == 0 {
				t.Errorf("class %d (0: pencil marks) has no prototype", d)
			}
		}
		if len(digitsBin) > 40<<10 {
			t.Errorf("digits.bin is %d bytes, want at most 40 KiB", len(digitsBin))
		}
		t.Logf("%d prototypes, %d bytes", len(ps), len(digitsBin))
		return
	}
	rng := rand.New(rand.NewPCG(1, 1))
	faces := loadFaces()
	var samples [10][][]float32
	var marks []glyph
	for _, f := range faces {
		for d := 1; d <= 9; d++ {
			g := renderGlyph(t, f.font, d)
			marks = append(marks, g)
			n := 0
			for range samplesPerDigit {
				if v, ok := readCell(synthCell(g, rng)); ok {
					samples[d] = append(samples[d], v)
					n++
				}
			}
			if n < samplesPerDigit/2 {
				t.Fatalf("%s %d: %d of %d renderings read", f.name, d, n, samplesPerDigit)
			}
		}
	}
	for tries := 0; len(samples[0]) < markSamples; tries++ {
		if tries > 50*markSamples {
			t.Fatalf("pencil marks: %d of %d read as a digit's shape", len(samples[0]), markSamples)
		}
		if v, ok := readCell(synthMarks(marks, rng)); ok {
			samples[0] = append(samples[0], v)
		}
	}
	var out bytes.Buffer
	out.WriteString(protoMagic)
	var body bytes.Buffer
	count := 0
	for d, vs := range samples {
		k := protosPerDigit
		if d == 0 {
			k = protosOfMarks
		}
		for _, c := range kmeans(vs, k, rng) {
			body.WriteByte(byte(d))
			body.Write(quantise(c))
			count++
		}
	}
	binary.Write(&out, binary.LittleEndian, uint16(count))
	out.Write(body.Bytes())
	if err := os.WriteFile("digits.bin", out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d faces, %d prototypes, %d bytes", len(faces), count, out.Len())
}

// readCell reads a synthesised cell as Read reads one: its digit's
// raster, normalised, or false when it holds no digit's shape.
func readCell(cell []uint8) ([]float32, bool) {
	bg, dk := cellStats(cell, cellPx, 0, 0)
	ink := findDigit(cell, cellPx, 0, 0, bg, dk, cellInk(bg, dk))
	if !ink.found {
		return nil, false
	}
	return normalised(ink.feature), true
}

// kmeans clusters unit vectors by cosine into k centres, unit vectors:
// k-means++ seeding from rng, then 20 rounds of assigning each vector
// to its nearest centre and moving the centre to their mean.
func kmeans(vs [][]float32, k int, rng *rand.Rand) [][]float32 {
	dot := func(a, b []float32) float64 {
		var s float64
		for i := range a {
			s += float64(a[i]) * float64(b[i])
		}
		return s
	}
	centres := [][]float32{vs[rng.IntN(len(vs))]}
	far := make([]float64, len(vs))
	for len(centres) < k {
		var sum float64
		for i, v := range vs {
			best := 2.0
			for _, c := range centres {
				best = min(best, 1-dot(v, c))
			}
			far[i] = best * best
			sum += far[i]
		}
		x := rng.Float64() * sum
		pick := len(vs) - 1
		for i, f := range far {
			if x -= f; x < 0 {
				pick = i
				break
			}
		}
		centres = append(centres, vs[pick])
	}
	for range 20 {
		sums := make([][]float64, k)
		for j := range sums {
			sums[j] = make([]float64, len(vs[0]))
		}
		for _, v := range vs {
			best, bj := -2.0, 0
			for j, c := range centres {
				if s := dot(v, c); s > best {
					best, bj = s, j
				}
			}
			for i, x := range v {
				sums[bj][i] += float64(x)
			}
		}
		for j, s := range sums {
			f := make([]float32, len(s))
			for i, x := range s {
				f[i] = float32(x)
			}
			if n := normalised(f); dot(n, n) > 0 {
				centres[j] = n
			}
		}
	}
	return centres
}

// quantise writes a centre as signed bytes, its largest weight +-127.
func quantise(c []float32) []byte {
	var top float32
	for _, x := range c {
		top = max(top, x, -x)
	}
	out := make([]byte, len(c))
	for i, x := range c {
		out[i] = byte(int8(math.Round(float64(127 * x / top))))
	}
	return out
}

// weightShift is how far synthCellOf moves a glyph's edges, a share of
// its height: a regular face made about as bold as its bold, or as light
// as its light.
const weightShift = 0.025

// placed is a glyph in a synthesised cell: its box's centre, as shares of
// the cell from the cell's centre, and its height, a share of the cell.
type placed struct {
	g          glyph
	x, y, tall float64
}

// synthCell renders g into a cell of cellPx pixels as a warp would give
// it: a digit 42-80% of the cell tall, moved a little off the centre.
func synthCell(g glyph, rng *rand.Rand) []uint8 {
	tall := 0.42 + 0.38*rng.Float64()
	jx, jy := (rng.Float64()*2-1)*0.06, (rng.Float64()*2-1)*0.06
	return synthCellOf([]placed{{g, jx, jy, tall}}, rng)
}

// synthMarks renders pencil marks into a cell: 2 to 4 small digits of
// gs, 16-30% of a cell tall, in their places of a 3 by 3 layout, 0.3
// of a cell apart, at least two in one column, where they stack into a
// shape as tall as a digit.
func synthMarks(gs []glyph, rng *rand.Rand) []uint8 {
	col := rng.IntN(3)
	rows := rng.Perm(3)[:2]
	spots := [][2]int{{col, rows[0]}, {col, rows[1]}}
	for range rng.IntN(3) {
		spots = append(spots, [2]int{rng.IntN(3), rng.IntN(3)})
	}
	tall := 0.16 + 0.14*rng.Float64()
	var items []placed
	for _, sp := range spots {
		items = append(items, placed{gs[rng.IntN(len(gs))], float64(sp[0]-1)*0.3 + (rng.Float64()*2-1)*0.02,
			float64(sp[1]-1)*0.3 + (rng.Float64()*2-1)*0.02, tall})
	}
	return synthCellOf(items, rng)
}

// synthCellOf renders items into a cell of cellPx pixels as a warp would
// give it: drawn at a smaller size (14 to 48 pixels a cell) with its
// lines, turned, slanted, stretched and made bolder or lighter a little,
// then enlarged, blurred or noised.
func synthCellOf(items []placed, rng *rand.Rand) []uint8 {
	src := 14 + rng.IntN(35)
	angle := (rng.Float64()*2 - 1) * 4 * math.Pi / 180
	shear := (rng.Float64()*2 - 1) * 0.2
	sx := 0.82 + 0.36*rng.Float64()
	// The strokes made bolder or lighter by up to weightShift of the
	// glyph's height: the most (or least) ink of the coverage at the
	// point and four about it.
	weight := (rng.Float64()*2 - 1) * weightShift
	ca, sa := math.Cos(angle), math.Sin(angle)
	ink := 0.75 + 0.25*rng.Float64()
	line := 1 + rng.IntN(3)
	small := make([]float64, src*src)
	for y := range src {
		for x := range src {
			var cov float64
			for a := range 3 {
				for b := range 3 {
					px := float64(x) + (float64(b)+0.5)/3 - float64(src)/2
					py := float64(y) + (float64(a)+0.5)/3 - float64(src)/2
					rx := (ca*px - sa*py) / sx
					ry := sa*px + ca*py
					rx -= shear * ry
					var c float64
					for _, it := range items {
						gb := it.g.mask.Rect
						k := float64(gb.Dy()-2) / (it.tall * float64(src)) // glyph pixels per source pixel
						gcx, gcy := float64(gb.Min.X+gb.Max.X)/2, float64(gb.Min.Y+gb.Max.Y)/2
						gx, gy := gcx+(rx-it.x*float64(src))*k, gcy+(ry-it.y*float64(src))*k
						v := it.g.coverage(gx, gy)
						if r := math.Abs(weight) * float64(gb.Dy()); r >= 0.5 {
							for _, o := range [4][2]float64{{r, 0}, {-r, 0}, {0, r}, {0, -r}} {
								if u := it.g.coverage(gx+o[0], gy+o[1]); (weight > 0) == (u > v) {
									v = u
								}
							}
						}
						c += v
					}
					cov += min(c, 1)
				}
			}
			v := 1 - ink*cov/9
			if x < line || y < line || x >= src-line || y >= src-line {
				v = 1 - ink
			}
			small[y*src+x] = v
		}
	}
	cell := make([]uint8, cellPx*cellPx)
	blur := rng.Float64() < 0.4
	noise := 8 * rng.Float64()
	paper := 200 + 55*rng.Float64()
	for y := range cellPx {
		for x := range cellPx {
			fx := (float64(x)+0.5)*float64(src)/cellPx - 0.5
			fy := (float64(y)+0.5)*float64(src)/cellPx - 0.5
			var v float64
			if blur {
				for _, o := range [][2]float64{{-0.5, 0}, {0.5, 0}, {0, -0.5}, {0, 0.5}} {
					v += sampleF(small, src, fx+o[0], fy+o[1]) / 4
				}
			} else {
				v = sampleF(small, src, fx, fy)
			}
			v = paper*v + rng.NormFloat64()*noise
			cell[y*cellPx+x] = uint8(min(max(v, 0), 255))
		}
	}
	return cell
}

func sampleF(p []float64, n int, x, y float64) float64 {
	x = min(max(x, 0), float64(n-1))
	y = min(max(y, 0), float64(n-1))
	x0, y0 := int(x), int(y)
	x1, y1 := min(x0+1, n-1), min(y0+1, n-1)
	fx, fy := x-float64(x0), y-float64(y0)
	return (p[y0*n+x0]*(1-fx)+p[y0*n+x1]*fx)*(1-fy) + (p[y1*n+x0]*(1-fx)+p[y1*n+x1]*fx)*fy
}
