package scan

import (
	"image"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gobolditalic"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/gomediumitalic"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/gomonobold"
	"golang.org/x/image/font/gofont/gomonobolditalic"
	"golang.org/x/image/font/gofont/gomonoitalic"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/gofont/gosmallcaps"
	"golang.org/x/image/font/gofont/gosmallcapsitalic"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// fontDirs are the Debian packages' fonts the recogniser and the test
// set are made from: fonts-dejavu-core, fonts-liberation and
// fonts-freefont-ttf (apt-get install -y fonts-dejavu-core
// fonts-liberation fonts-freefont-ttf); the Go fonts, which
// golang.org/x/image carries, come always.
var fontDirs = []string{
	"/usr/share/fonts/truetype/dejavu",
	"/usr/share/fonts/truetype/liberation",
	"/usr/share/fonts/truetype/freefont",
}

// skipFonts are faces whose digits are not a text face's.
var skipFonts = map[string]bool{"DejaVuMathTeXGyre.ttf": true}

// testFace is a font face by name.
type testFace struct {
	name string
	font *opentype.Font
}

// loadFaces returns the Go fonts and every face found in fontDirs, in
// name order.
var loadFaces = sync.OnceValue(func() []testFace {
	var faces []testFace
	for name, ttf := range map[string][]byte{
		"Go-Regular": goregular.TTF, "Go-Bold": gobold.TTF, "Go-Medium": gomedium.TTF,
		"Go-Mono": gomono.TTF, "Go-Mono-Bold": gomonobold.TTF,
	} {
		f, err := opentype.Parse(ttf)
		if err != nil {
			panic(err)
		}
		faces = append(faces, testFace{name, f})
	}
	for _, dir := range fontDirs {
		files, _ := filepath.Glob(filepath.Join(dir, "*.ttf"))
		for _, file := range files {
			if skipFonts[filepath.Base(file)] {
				continue
			}
			b, err := os.ReadFile(file)
			if err != nil {
				continue
			}
			f, err := opentype.Parse(b)
			if err != nil {
				continue
			}
			faces = append(faces, testFace{filepath.Base(file), f})
		}
	}
	sort.Slice(faces, func(i, j int) bool { return faces[i].name < faces[j].name })
	return faces
})

// heldOutDirs are the fonts of the held-out set, none of them the
// recogniser's: fonts-urw-base35 (apt-get install -y fonts-urw-base35:
// Nimbus Sans, Roman and Mono, C059, P052, URW Bookman, URW Gothic) and
// fonts-noto-cjk's Latin digits; a face missing is left out.
var heldOutDirs = []string{
	"/usr/share/fonts/opentype/urw-base35",
	"/usr/share/fonts/opentype/noto",
}

// heldOutSkip are faces there whose digits are no text face's: symbols,
// dingbats, a script.
var heldOutSkip = map[string]bool{"D050000L.otf": true, "StandardSymbolsPS.otf": true, "Z003-MediumItalic.otf": true}

// heldOutFaces returns the faces of the held-out set, in name order: the
// Go fonts' italics and small capitals (golang.org/x/image carries
// them; the recogniser is made from the upright ones) and every face
// found in heldOutDirs (of a collection, its first).
var heldOutFaces = sync.OnceValue(func() []testFace {
	var faces []testFace
	for name, ttf := range map[string][]byte{
		"Go-Italic": goitalic.TTF, "Go-Bold-Italic": gobolditalic.TTF, "Go-Medium-Italic": gomediumitalic.TTF,
		"Go-Mono-Italic": gomonoitalic.TTF, "Go-Mono-Bold-Italic": gomonobolditalic.TTF,
		"Go-Smallcaps": gosmallcaps.TTF, "Go-Smallcaps-Italic": gosmallcapsitalic.TTF,
	} {
		f, err := opentype.Parse(ttf)
		if err != nil {
			panic(err)
		}
		faces = append(faces, testFace{name, f})
	}
	for _, dir := range heldOutDirs {
		files, _ := filepath.Glob(filepath.Join(dir, "*.[ot]t[fc]"))
		for _, file := range files {
			if heldOutSkip[filepath.Base(file)] {
				continue
			}
			b, err := os.ReadFile(file)
			if err != nil {
				continue
			}
			var f *opentype.Font
			if filepath.Ext(file) == ".ttc" {
				c, err := opentype.ParseCollection(b)
				if err != nil {
					continue
				}
				if f, err = c.Font(0); err != nil {
					continue
				}
			} else if f, err = opentype.Parse(b); err != nil {
				continue
			}
			faces = append(faces, testFace{filepath.Base(file), f})
		}
	}
	sort.Slice(faces, func(i, j int) bool { return faces[i].name < faces[j].name })
	return faces
})

// glyph is a digit rendered large: its coverage, 0..255, cut to its ink.
type glyph struct {
	mask *image.Alpha
}

// glyphSize is the em size glyphs are rendered at.
const glyphSize = 160

// renderGlyph renders digit d of f at glyphSize pixels an em.
func renderGlyph(t testing.TB, f *opentype.Font, d int) glyph {
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: glyphSize, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		t.Fatal(err)
	}
	defer face.Close()
	s := string(rune('0' + d))
	b, _ := font.BoundString(face, s)
	r := image.Rect(b.Min.X.Floor()-1, b.Min.Y.Floor()-1, b.Max.X.Ceil()+1, b.Max.Y.Ceil()+1)
	mask := image.NewAlpha(r)
	dr := font.Drawer{Dst: mask, Src: image.Opaque, Face: face, Dot: fixed.P(0, 0)}
	dr.DrawString(s)
	return glyph{mask}
}

// coverage samples the glyph's ink at (x, y) in its own pixels,
// bilinearly, 0 outside.
func (g glyph) coverage(x, y float64) float64 {
	b := g.mask.Rect
	x -= 0.5
	y -= 0.5
	x0, y0 := int(floor(x)), int(floor(y))
	fx, fy := x-float64(x0), y-float64(y0)
	at := func(x, y int) float64 {
		if x < b.Min.X || y < b.Min.Y || x >= b.Max.X || y >= b.Max.Y {
			return 0
		}
		return float64(g.mask.Pix[(y-b.Min.Y)*g.mask.Stride+x-b.Min.X]) / 255
	}
	return (at(x0, y0)*(1-fx)+at(x0+1, y0)*fx)*(1-fy) + (at(x0, y0+1)*(1-fx)+at(x0+1, y0+1)*fx)*fy
}

func floor(x float64) float64 {
	if x < 0 && x != float64(int(x)) {
		return float64(int(x) - 1)
	}
	return float64(int(x))
}
