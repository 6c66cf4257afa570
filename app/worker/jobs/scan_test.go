package jobs_test

import (
	"bytes"
	"context"
	"image"
	"image/draw"
	"image/png"
	"os"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/app/worker/jobs"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
)

// A screenshot of the page at 390 px (the X-Wing's worked example, its
// candidates drawn in the cells) reads back as the position the school's
// practice job makes for it; a file that is no picture, and a picture
// without a grid, are said in a player's words.
func TestScan(t *testing.T) {
	shot, err := os.ReadFile("testdata/example-phone.png")
	if err != nil {
		t.Fatal(err)
	}
	want, err := jobs.Run(context.Background(), protocol.Practice{Technique: "technique-x-wing", Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	got, err := jobs.Run(context.Background(), protocol.Scan{Image: shot}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got.Puzzle != want.Puzzle || got.Entries != "" || len(got.Confidence) != 81 {
		t.Errorf("read %q (entries %q, %d confidences), want %q", got.Puzzle, got.Entries, len(got.Confidence), want.Puzzle)
	}
	if c := got.Corners; c[0][0] >= c[1][0] || c[0][1] >= c[3][1] || c[2][0] > got.Width || c[2][1] > got.Height {
		t.Errorf("corners %v are not the grid's in a %dx%d picture, top-left first, clockwise", c, got.Width, got.Height)
	}
	if got.Width != 390 || got.Height != 844 {
		t.Errorf("picture of %dx%d pixels, want 390x844", got.Width, got.Height)
	}
	for c := range 81 {
		if got.Unsure(c) {
			t.Errorf("the read of cell %d is unsure (%.2f) on the app's own screenshot", c, got.Confidence[c])
		}
	}
	for _, tc := range []struct {
		name  string
		image []byte
		want  string
	}{
		{"not a picture", []byte("..3.2.6..9..3.5..1"), "not a picture"},
		{"a picture without a grid", blankPNG(t), "no Sudoku grid"},
	} {
		_, err := jobs.Run(context.Background(), protocol.Scan{Image: tc.image}, nil)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
}

// blankPNG returns a white picture of 300 by 200 pixels, as a PNG file.
func blankPNG(t *testing.T) []byte {
	m := image.NewRGBA(image.Rect(0, 0, 300, 200))
	draw.Draw(m, m.Bounds(), image.White, image.Point{}, draw.Src)
	var b bytes.Buffer
	if err := png.Encode(&b, m); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}
