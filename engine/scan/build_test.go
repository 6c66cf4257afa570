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

// samplesPerDigit is how many distorted renderings of a face's digit
// its prototype averages.
const samplesPerDigit = 48

// TestBuildRecogniser rebuilds digits.bin with -update:
//
//	apt-get install -y fonts-dejavu-core fonts-liberation fonts-freefont-ttf
//	go test ./engine/scan -run TestBuildRecogniser -update
//
// For each face (loadFaces) and digit, samplesPerDigit cells rendered
// from seed 1 with the digit at 42-80% of a cell's height, moved, turned,
// slanted, rendered small and enlarged as a warp does, blurred and
// noised, read as Read reads a cell, and averaged into one prototype.
// Without -update it checks that the embedded file parses and that every
// digit has prototypes.
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
		for d := 1; d <= 9; d++ {
			if per[d] == 0 {
				t.Errorf("digit %d has no prototype", d)
			}
		}
		t.Logf("%d prototypes, %d bytes", len(ps), len(digitsBin))
		return
	}
	rng := rand.New(rand.NewPCG(1, 1))
	var out bytes.Buffer
	out.WriteString(protoMagic)
	faces := loadFaces()
	count := 0
	var body bytes.Buffer
	for _, f := range faces {
		for d := 1; d <= 9; d++ {
			g := renderGlyph(t, f.font, d)
			sum := make([]float64, raster*raster)
			n := 0
			for range samplesPerDigit {
				cell := synthCell(g, rng)
				bg, dk := cellStats(cell, cellPx, 0, 0)
				ink := findDigit(cell, cellPx, 0, 0, bg, dk, cellInk(bg, dk))
				if !ink.found {
					continue
				}
				for i, v := range ink.feature {
					sum[i] += float64(v)
				}
				n++
			}
			if n < samplesPerDigit/2 {
				t.Fatalf("%s %d: %d of %d renderings read", f.name, d, n, samplesPerDigit)
			}
			body.WriteByte(byte(d))
			for _, v := range sum {
				body.WriteByte(byte(math.Round(255 * v / float64(n))))
			}
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

// synthCell renders g into a cell of cellPx pixels as a warp would give
// it: drawn at a smaller size (14 to 48 pixels a cell) with its lines,
// then enlarged, blurred or noised.
func synthCell(g glyph, rng *rand.Rand) []uint8 {
	src := 14 + rng.IntN(35)
	tall := 0.42 + 0.38*rng.Float64()
	gb := g.mask.Rect
	gh := float64(gb.Dy() - 2)
	k := gh / (tall * float64(src)) // glyph pixels per source pixel
	angle := (rng.Float64()*2 - 1) * 4 * math.Pi / 180
	shear := (rng.Float64()*2 - 1) * 0.12
	sx := 0.9 + 0.2*rng.Float64()
	jx, jy := (rng.Float64()*2-1)*0.06*float64(src), (rng.Float64()*2-1)*0.06*float64(src)
	gcx, gcy := float64(gb.Min.X+gb.Max.X)/2, float64(gb.Min.Y+gb.Max.Y)/2
	ca, sa := math.Cos(angle), math.Sin(angle)
	ink := 0.75 + 0.25*rng.Float64()
	line := 1 + rng.IntN(3)
	small := make([]float64, src*src)
	for y := range src {
		for x := range src {
			var cov float64
			for a := range 3 {
				for b := range 3 {
					px := float64(x) + (float64(b)+0.5)/3 - float64(src)/2 - jx
					py := float64(y) + (float64(a)+0.5)/3 - float64(src)/2 - jy
					rx := (ca*px - sa*py) / sx
					ry := sa*px + ca*py
					rx -= shear * ry
					cov += g.coverage(gcx+rx*k, gcy+ry*k)
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
