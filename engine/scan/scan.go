package scan

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/color"
	_ "image/gif" // the standard library's formats, for Decode
	_ "image/jpeg"
	_ "image/png"
	"io"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// ErrNoGrid is Read's error for a picture in which no grid is found.
var ErrNoGrid = errors.New("scan: no Sudoku grid found in the picture")

// Limits on what Decode takes.
const (
	maxBytes  = 64 << 20 // a file larger than this is refused unread
	maxPixels = 64 << 20 // a picture of more pixels is refused undecoded
)

// Result is what Read found: a small value.
type Result struct {
	// Givens holds the digits printed in the givens' colour, 0 elsewhere.
	Givens sudoku.Grid
	// Entries holds the digits in another colour (a player's), 0 elsewhere;
	// no cell holds a digit in both.
	Entries sudoku.Grid
	// Confidence is each cell's, row by row: how sure the read of its
	// digit, or of its being blank, is, from 0 to 1.
	Confidence [81]float32
	// Corners are the grid's outer corners in the picture's pixels:
	// top-left, top-right, bottom-right, bottom-left, as the grid reads.
	Corners [4]image.Point
}

// Decode reads a picture in any format registered with package image
// (PNG, JPEG and GIF here; others as the program registers them). A
// picture over 64 megapixels, or a file over 64 MiB, is refused before
// it is decoded. Cost: the decoder's, O(bytes + pixels).
func Decode(r io.Reader) (image.Image, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxBytes+1))
	if err != nil {
		return nil, fmt.Errorf("scan: %w", err)
	}
	if len(data) > maxBytes {
		return nil, fmt.Errorf("scan: the file is over %d MiB", maxBytes>>20)
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, decodeError(err)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width*cfg.Height > maxPixels || cfg.Width > 1<<16 || cfg.Height > 1<<16 {
		return nil, fmt.Errorf("scan: a picture of %dx%d pixels is too large", cfg.Width, cfg.Height)
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, decodeError(err)
	}
	return img, nil
}

func decodeError(err error) error {
	if errors.Is(err, image.ErrFormat) {
		return errors.New("scan: not a picture in a format this program reads")
	}
	return fmt.Errorf("scan: the picture does not decode: %v", err)
}

// Read finds the grid in img and reads its digits, whichever way up the
// picture is: a grid whose digits do not read upright is read in its
// three other quarter turns too, and the turn whose shapes are likest
// digits kept (Corners and the grids then as the puzzle reads, not as
// the picture stands). A picture without a grid is ErrNoGrid. Cost:
// O(pixels) to bring the picture to about maxSide pixels a side, then
// O(maxSide^2) to find and read the grid, and a few milliseconds for
// each turn more: tens of milliseconds natively (BENCHMARKS.md, "Reading
// a picture"); memory O(maxSide^2).
func Read(img image.Image) (Result, error) {
	p, scale := newPlanes(img)
	if p.w < 40 || p.h < 40 {
		return Result{}, ErrNoGrid
	}
	q, dark, ok := findGrid(p)
	if !ok {
		return Result{}, ErrNoGrid
	}
	if !dark {
		p.invert()
	}
	// A grid whose shapes are not digits upright may be turned (a phone
	// held sideways or upside down): its three other turns are read too,
	// and the likeliest kept.
	w := warp(p, q)
	res, like := w.read()
	if !like.upright() {
		q0 := q
		for k := 1; k < 4; k++ {
			if r, l := w.turned(k).read(); l.better(like) {
				res, like, q = r, l, quad{q0[k], q0[(k+1)%4], q0[(k+2)%4], q0[(k+3)%4]}
			}
		}
	}
	b := img.Bounds()
	for i, c := range q {
		res.Corners[i] = image.Pt(b.Min.X+int(c.x*scale+0.5), b.Min.Y+int(c.y*scale+0.5))
	}
	return res, nil
}

// maxSide is about the longest side Read works at: a larger picture is
// shrunk by a whole factor to between 2/3 and 3/2 of it first (a grid
// filling a third of it still has 25-pixel cells).
const maxSide = 1000

// planes is a picture in grey and colour, w by h, a byte a pixel each.
type planes struct {
	w, h          int
	gray, r, g, b []uint8
}

// newPlanes returns img shrunk by a whole factor to at most 1.5*maxSide a
// side, averaging, and the factor. Cost: O(pixels).
func newPlanes(img image.Image) (*planes, float64) {
	b := img.Bounds()
	k := max((max(b.Dx(), b.Dy())+maxSide/2)/maxSide, 1)
	w, h := b.Dx()/k, b.Dy()/k
	p := &planes{w: w, h: h, gray: make([]uint8, w*h), r: make([]uint8, w*h), g: make([]uint8, w*h), b: make([]uint8, w*h)}
	if w == 0 || h == 0 {
		return p, float64(k)
	}
	sr, sg, sb := make([]uint32, w), make([]uint32, w), make([]uint32, w)
	n := uint32(k * k)
	for y := 0; y < h; y++ {
		clear(sr)
		clear(sg)
		clear(sb)
		for yy := 0; yy < k; yy++ {
			iy := b.Min.Y + y*k + yy
			for x := 0; x < w*k; x++ {
				r, g, bl := pixel(img, b.Min.X+x, iy)
				sr[x/k] += r
				sg[x/k] += g
				sb[x/k] += bl
			}
		}
		for x := 0; x < w; x++ {
			i := y*w + x
			r, g, bl := sr[x]/n, sg[x]/n, sb[x]/n
			p.r[i], p.g[i], p.b[i] = uint8(r), uint8(g), uint8(bl)
			p.gray[i] = uint8((r*299 + g*587 + bl*114) / 1000)
		}
	}
	return p, float64(k)
}

// pixel returns the 8-bit colour at (x, y), quickly for the decoders'
// usual types.
func pixel(img image.Image, x, y int) (r, g, b uint32) {
	switch m := img.(type) {
	case *image.YCbCr:
		yi, ci := m.YOffset(x, y), m.COffset(x, y)
		rr, gg, bb := color.YCbCrToRGB(m.Y[yi], m.Cb[ci], m.Cr[ci])
		return uint32(rr), uint32(gg), uint32(bb)
	case *image.Gray:
		v := uint32(m.Pix[m.PixOffset(x, y)])
		return v, v, v
	case *image.RGBA:
		i := m.PixOffset(x, y)
		w := 255 - uint32(m.Pix[i+3]) // premultiplied, over white
		return uint32(m.Pix[i]) + w, uint32(m.Pix[i+1]) + w, uint32(m.Pix[i+2]) + w
	case *image.NRGBA:
		i := m.PixOffset(x, y)
		a := uint32(m.Pix[i+3])
		// Over white: a transparent screenshot's background is the page's.
		return (uint32(m.Pix[i])*a + 255*(255-a)) / 255, (uint32(m.Pix[i+1])*a + 255*(255-a)) / 255, (uint32(m.Pix[i+2])*a + 255*(255-a)) / 255
	}
	r, g, b, a := img.At(x, y).RGBA()
	// Premultiplied over white.
	w := 0xffff - a
	return (r + w) >> 8, (g + w) >> 8, (b + w) >> 8
}

// invert makes light ink dark: the rest of Read reads dark on light.
func (p *planes) invert() {
	for i, v := range p.gray {
		p.gray[i] = 255 - v
	}
}
