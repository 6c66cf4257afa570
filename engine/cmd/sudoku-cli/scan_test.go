package main

import (
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// scanPicture writes a screenshot of puzzle (81 characters) as a PNG
// file in a test's directory and returns its name.
func scanPicture(t *testing.T, puzzle string) string {
	t.Helper()
	f, err := opentype.Parse(goregular.TTF)
	if err != nil {
		t.Fatal(err)
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: 34, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		t.Fatal(err)
	}
	defer face.Close()
	const cell, at = 44, 30
	m := image.NewRGBA(image.Rect(0, 0, 9*cell+2*at, 9*cell+2*at))
	draw.Draw(m, m.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
	for i := 0; i <= 9; i++ {
		w := 1
		if i%3 == 0 {
			w = 3
		}
		p := at + i*cell - w/2
		draw.Draw(m, image.Rect(p, at-1, p+w, at+9*cell+2), image.Black, image.Point{}, draw.Src)
		draw.Draw(m, image.Rect(at-1, p, at+9*cell+2, p+w), image.Black, image.Point{}, draw.Src)
	}
	for c, ch := range puzzle {
		if ch < '1' || ch > '9' {
			continue
		}
		s := string(ch)
		b, _ := font.BoundString(face, s)
		x := fixed.I(at+c%9*cell+cell/2) - (b.Min.X+b.Max.X)/2
		y := fixed.I(at+c/9*cell+cell/2) - (b.Min.Y+b.Max.Y)/2
		(&font.Drawer{Dst: m, Src: image.Black, Face: face, Dot: fixed.Point26_6{X: x, Y: y}}).DrawString(s)
	}
	name := filepath.Join(t.TempDir(), "puzzle.png")
	out, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	if err := png.Encode(out, m); err != nil {
		t.Fatal(err)
	}
	return name
}

// scan writes each picture's givens as a line; a picture that does not
// read is an error line naming its file, and the status is then 1.
func TestScan(t *testing.T) {
	pic := scanPicture(t, pe96Grid01)
	want := strings.ReplaceAll(pe96Grid01, "0", ".") + "\n"
	if code, out, errOut := cli([]string{"scan", pic}, ""); code != 0 || out != want || errOut != "" {
		t.Errorf("scan: status %d, output %q, stderr %q; want 0, %q", code, out, errOut, want)
	}
	data, _ := os.ReadFile(pic)
	if code, out, errOut := cli([]string{"scan", "-"}, string(data)); code != 0 || out != want || errOut != "" {
		t.Errorf("scan -: status %d, output %q, stderr %q; want 0, %q", code, out, errOut, want)
	}
	text := filepath.Join(t.TempDir(), "notes.txt")
	os.WriteFile(text, []byte("hello"), 0o644)
	blank := filepath.Join(t.TempDir(), "blank.png")
	f, _ := os.Create(blank)
	png.Encode(f, image.NewGray(image.Rect(0, 0, 200, 200)))
	f.Close()
	code, out, errOut := cli([]string{"scan", text, pic, blank, "missing.jpg"}, "")
	wantOut := "error: " + text + ": not a picture in a format this program reads\n" + want +
		"error: " + blank + ": no Sudoku grid found in the picture\n" +
		"error: missing.jpg: no such file or directory\n"
	if code != exitFail || out != wantOut || errOut != "" {
		t.Errorf("scan of four: status %d, output %q, stderr %q; want 1, %q", code, out, errOut, wantOut)
	}
	if code, _, errOut := cli([]string{"scan"}, ""); code != exitUsage || !strings.Contains(errOut, "name the pictures") {
		t.Errorf("scan without files: status %d, stderr %q", code, errOut)
	}
}
