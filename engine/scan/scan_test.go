package scan

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

var pages = flag.Int("pages", 0, "pages of the test set TestTestSet reads (default 6 with -short, 200 without)")

// TestTestSet reads pages of the test set (makePage) and checks that at
// least 98% read exactly (givens and entries) and that no cell is read
// as a given that is not that given.
func TestTestSet(t *testing.T) {
	n := *pages
	if n == 0 {
		n = 200
		if testing.Short() {
			n = 6
		}
		if runtime.GOARCH == "wasm" && testing.Short() {
			n = 3
		}
	}
	readPages(t, "test set", n, makePage, 0.98)
}

// readPages reads pages 1 to n of a set (page makes them), logs each one
// not read exactly, and checks that at least floor of them are (every
// given and entry right, a page without a grid found counting against
// it) and that no cell is read as a given it is not.
func readPages(t *testing.T, set string, n int, page func(testing.TB, uint64) testPage, floor float64) {
	exact, falseGivens, missed, wrongEntries := 0, 0, 0, 0
	var times []time.Duration
	for seed := uint64(1); seed <= uint64(n); seed++ {
		tp := page(t, seed)
		img, err := Decode(bytes.NewReader(tp.jpeg))
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		res, err := Read(img)
		times = append(times, time.Since(start))
		if err != nil {
			t.Logf("page %d (%s): %v", seed, tp.style, err)
			missed += 81
			continue
		}
		var bad []string
		for c := range 81 {
			g, e := int(res.Givens.At(sudoku.Cell(c))), int(res.Entries.At(sudoku.Cell(c)))
			if g != 0 && g != tp.givens[c] {
				falseGivens++
				bad = append(bad, fmt.Sprintf("r%dc%d given %d want %d/%d", c/9+1, c%9+1, g, tp.givens[c], tp.entries[c]))
			}
			if tp.givens[c] != 0 && g != tp.givens[c] {
				missed++
				if g == 0 {
					bad = append(bad, fmt.Sprintf("r%dc%d given %d read as %d/%d", c/9+1, c%9+1, tp.givens[c], g, e))
				}
			}
			if e != tp.entries[c] && tp.givens[c] == 0 {
				wrongEntries++
				bad = append(bad, fmt.Sprintf("r%dc%d entry %d want %d", c/9+1, c%9+1, e, tp.entries[c]))
			}
		}
		if len(bad) == 0 {
			exact++
		} else {
			t.Logf("page %d (%s): %s", seed, tp.style, strings.Join(bad[:min(len(bad), 6)], ", "))
		}
	}
	slices.Sort(times)
	t.Logf("%s, %d pages: %d read exactly (%.1f%%); %d cells read as givens they are not; %d givens missed or wrong; %d entries wrong; Read p50 %v, p95 %v",
		set, n, exact, 100*float64(exact)/float64(n), falseGivens, missed, wrongEntries, times[len(times)/2], times[len(times)*95/100])
	if float64(exact) < floor*float64(n) {
		t.Errorf("%s: %d of %d pages read exactly, want %.0f%%", set, exact, n, 100*floor)
	}
	if falseGivens > 0 {
		t.Errorf("%s: %d cells read as givens they are not, want none", set, falseGivens)
	}
}

var heldOutPages = flag.Int("heldout", 0, "pages of the held-out set TestHeldOut reads (default 4 with -short, 200 without)")

// TestHeldOut reads pages of the held-out set (makeHeldOutPage: faces
// and styles the recogniser was not made from, nor the test set drawn
// in), an estimate of how pictures nobody has seen read: at least 95%
// exactly, and no cell read as a given it is not.
func TestHeldOut(t *testing.T) {
	n := *heldOutPages
	if n == 0 {
		n = 200
		if testing.Short() {
			n = 4
		}
		if runtime.GOARCH == "wasm" && testing.Short() {
			n = 2
		}
	}
	t.Logf("held out: %d faces", len(heldOutFaces()))
	readPages(t, "held-out set", n, makeHeldOutPage, 0.95)
}

// A warp turned by quarter turns is the warp of the outline whose
// corners start one corner on for each (Read's orientation search).
func TestTurnedWarp(t *testing.T) {
	img, err := Decode(bytes.NewReader(makePage(t, 1).jpeg))
	if err != nil {
		t.Fatal(err)
	}
	p, _ := newPlanes(img)
	q, _, ok := findGrid(p)
	if !ok {
		t.Fatal("page 1: no grid")
	}
	w := warp(p, q)
	for _, k := range []int{0, 1, 2, 3, 4} {
		want := warp(p, quad{q[k%4], q[(k+1)%4], q[(k+2)%4], q[(k+3)%4]})
		got := w.turned(k)
		off := 0
		for i := range got.gray {
			if d := int(got.gray[i]) - int(want.gray[i]); d > 1 || d < -1 {
				off++
			}
		}
		// Sampling at the same points up to rounding: a few pixels may
		// differ by more than a level.
		if off > len(got.gray)/1000 {
			t.Errorf("turned(%d): %d of %d pixels differ from the turned outline's warp by more than 1", k, off, len(got.gray))
		}
	}
}

// A picture without a grid is ErrNoGrid, never a panic.
func TestNoGrid(t *testing.T) {
	blank := image.NewRGBA(image.Rect(0, 0, 300, 200))
	draw.Draw(blank, blank.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
	box := image.NewGray(image.Rect(0, 0, 400, 400))
	for i := range box.Pix {
		box.Pix[i] = 255
	}
	for y := 100; y < 300; y++ {
		for x := 100; x < 300; x++ {
			if x < 104 || x >= 296 || y < 104 || y >= 296 {
				box.Pix[y*box.Stride+x] = 0
			}
		}
	}
	for name, img := range map[string]image.Image{
		"blank": blank, "a square without cells": box,
		"tiny": image.NewGray(image.Rect(0, 0, 3, 3)), "empty": image.NewGray(image.Rect(0, 0, 0, 0)),
	} {
		if _, err := Read(img); !errors.Is(err, ErrNoGrid) {
			t.Errorf("%s: got %v, want ErrNoGrid", name, err)
		}
	}
	if ErrNoGrid.Error() != "scan: no Sudoku grid found in the picture" {
		t.Errorf("ErrNoGrid says %q", ErrNoGrid)
	}
}

// The corners are the grid's, top-left first, in the picture's pixels.
func TestCorners(t *testing.T) {
	tp := makePage(t, 1)
	img, _ := Decode(bytes.NewReader(tp.jpeg))
	res, err := Read(img)
	if err != nil {
		t.Fatal(err)
	}
	c := res.Corners
	if !(c[0].X < c[1].X && c[3].X < c[2].X && c[0].Y < c[3].Y && c[1].Y < c[2].Y) {
		t.Errorf("corners %v: want top-left, top-right, bottom-right, bottom-left", c)
	}
	for i, v := range res.Confidence {
		if v < 0 || v > 1 {
			t.Errorf("cell %d: confidence %v", i, v)
		}
	}
}

func TestDecodeErrors(t *testing.T) {
	for _, tt := range []struct {
		in, want string
	}{
		{"hello", "scan: not a picture in a format this program reads"},
		{"\x89PNG\r\n\x1a\n\x00\x00", "scan: the picture does not decode"},
	} {
		if _, err := Decode(strings.NewReader(tt.in)); err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("Decode(%q): got %v, want %q", tt.in, err, tt.want)
		}
	}
}

// FuzzRead decodes and reads any bytes: an error or a result, never a
// panic.
func FuzzRead(f *testing.F) {
	var buf bytes.Buffer
	m := image.NewGray(image.Rect(0, 0, 60, 60))
	for i := range m.Pix {
		if i%60%7 == 0 || i/60%7 == 0 {
			m.Pix[i] = 0
		} else {
			m.Pix[i] = 255
		}
	}
	png.Encode(&buf, m)
	f.Add(buf.Bytes())
	if !testing.Short() || runtime.GOARCH != "wasm" {
		f.Add(makePage(f, 2).jpeg)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		img, err := Decode(bytes.NewReader(b))
		if err != nil {
			return
		}
		if b := img.Bounds(); b.Dx()*b.Dy() > 4<<20 {
			return
		}
		Read(img)
	})
}

// BenchmarkRead reads test-set pages, reporting p50 and p95.
func BenchmarkRead(b *testing.B) {
	var imgs []image.Image
	for seed := uint64(1); seed <= 8; seed++ {
		img, err := Decode(bytes.NewReader(makePage(b, seed).jpeg))
		if err != nil {
			b.Fatal(err)
		}
		imgs = append(imgs, img)
	}
	var times []time.Duration
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		start := time.Now()
		Read(imgs[i%len(imgs)])
		times = append(times, time.Since(start))
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(times[len(times)*95/100].Microseconds())/1000, "p95-ms")
}
