package pastepanel

import (
	"bytes"
	"image"
	"image/png"
	"math"
	"os"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// The perspective takes the grid's corners to the picture's, keeps a
// row's cells on one line, and is the plain scaling for an upright
// square.
func TestHomography(t *testing.T) {
	for _, q := range [][4][2]float64{
		{{10, 20}, {370, 20}, {370, 380}, {10, 380}},  // upright
		{{40, 30}, {300, 60}, {330, 320}, {20, 280}},  // turned and tilted
		{{100, 50}, {400, 80}, {450, 500}, {60, 420}}, // in perspective
	} {
		m := homographyOf(q)
		for i, uv := range [4][2]float64{{0, 0}, {9, 0}, {9, 9}, {0, 9}} {
			x, y := m.at(uv[0], uv[1])
			if math.Abs(x-q[i][0]) > 1e-6 || math.Abs(y-q[i][1]) > 1e-6 {
				t.Errorf("%v: corner %d goes to (%.2f, %.2f)", q, i, x, y)
			}
		}
		// Row 4's line: every point of it on the line through its ends.
		ax, ay := m.at(0, 4)
		bx, by := m.at(9, 4)
		for u := 1.0; u < 9; u++ {
			x, y := m.at(u, 4)
			if cross := (bx-ax)*(y-ay) - (by-ay)*(x-ax); math.Abs(cross) > 1e-6*math.Hypot(bx-ax, by-ay)*400 {
				t.Errorf("%v: (%v, 4) is off its row's line by %v", q, u, cross)
			}
		}
	}
	m := homographyOf([4][2]float64{{10, 20}, {370, 20}, {370, 380}, {10, 380}})
	if x, y := m.at(4.5, 4.5); math.Abs(x-190) > 1e-9 || math.Abs(y-200) > 1e-9 {
		t.Errorf("an upright square's centre goes to (%v, %v), want (190, 200)", x, y)
	}
}

// The worker's read fills the picture: its unsure cells marked, the
// first picked; entries apart from givens; a link with the entries as
// the player's digits; a fix makes a cell a sure given, or blank.
func TestPictureFill(t *testing.T) {
	puzzle := strings.Repeat(".", 81)
	puzzle = "5" + puzzle[1:]
	entries := strings.Repeat(".", 81)
	entries = entries[:10] + "7" + entries[11:]
	conf := make([]float32, 81)
	for i := range conf {
		conf[i] = 0.99
	}
	conf[40], conf[60] = 0.3, protocol.UnsureBelow-0.01
	var p picture
	err := p.fill(protocol.ScanReply{Puzzle: puzzle, Entries: entries, Confidence: conf, Corners: [4][2]int{{1, 2}, {91, 2}, {91, 92}, {1, 92}}, Width: 100, Height: 100})
	if err != nil {
		t.Fatal(err)
	}
	if !p.unsure[40] || !p.unsure[60] || p.unsure[0] || p.picked != 40 {
		t.Errorf("unsure 40 %v, 60 %v, 0 %v, picked %d", p.unsure[40], p.unsure[60], p.unsure[0], p.picked)
	}
	l := p.link()
	if l.Puzzle.String() != puzzle || len(l.Cells) != 81 || l.Cells[10].Digit != 7 || l.Cells[0].Digit != 0 {
		t.Errorf("link %v, cells %v", l.Puzzle, l.Cells)
	}
	p.set(40, 3)
	if p.givens.At(40) != 3 || p.unsure[40] {
		t.Errorf("after a fix: %d, unsure %v", p.givens.At(40), p.unsure[40])
	}
	p.set(10, 0)
	if p.entries.Filled() != 0 || p.link().Cells != nil {
		t.Errorf("the entry blanked stays: %v", p.entries)
	}
	// Two 5s in the first row clash; both are marked.
	p.set(8, 5)
	if bad := p.clashing(); !bad[0] || !bad[8] || bad[40] {
		t.Errorf("clashing cells: 0 %v, 8 %v, 40 %v", bad[0], bad[8], bad[40])
	}
	for _, tc := range []struct {
		from, dr, dc, want int
	}{{40, -1, 0, 31}, {40, 0, 1, 41}, {0, -1, -1, 0}, {80, 1, 1, 80}, {-1, 1, 0, 0}, {8, 0, 1, 8}} {
		p.picked = tc.from
		if p.move(tc.dr, tc.dc); p.picked != tc.want {
			t.Errorf("move(%d, %d) from %d picks %d, want %d", tc.dr, tc.dc, tc.from, p.picked, tc.want)
		}
	}
	bad := []protocol.ScanReply{{Puzzle: "12"}, {Puzzle: puzzle, Entries: "x"}}
	for _, r := range bad {
		if err := new(picture).fill(r); err == nil {
			t.Errorf("fill(%+v) took it", r)
		}
	}
}

// A screenshot of the app, read by the worker (the real scan job), is
// shown as the puzzle it holds, drawn over the picture; a fix that
// clashes is told and disables Play, and taking it back enables it; a
// file that is no picture, and a picture without a grid, are told in
// the player's words.
func TestPastePanelReadsAPicture(t *testing.T) {
	shot, err := os.ReadFile("../../worker/jobs/testdata/example-phone.png")
	if err != nil {
		t.Fatal(err)
	}
	var o opened
	ps := New().Jobs(&apptest.Engine{}).OnOpen(o.open)
	disp := apptest.Mount(t, ps)
	scan := func(b []byte) *picture {
		pic := &picture{reading: true, picked: -1}
		apptest.Act(disp, ps, func(ctx app.Context) {
			ps.read(ctx, "")
			ps.pic = pic
			ps.scanPicture(ctx, pic, b)
		})
		return pic
	}
	pic := scan(shot)
	html := app.HTMLString(ps)
	givens := 81 - strings.Count(ps.text, ".")
	if !ps.ok() || !ps.format.Picture || ps.link.Puzzle.String() != ps.text || givens < 17 {
		t.Fatalf("read %q (ok %v, picture %v): %s", ps.text, ps.ok(), ps.format.Picture, ps.err)
	}
	if !strings.Contains(html, "Read as a picture: a 9×9 puzzle with") || strings.Count(html, `class="scan-given"`) != givens || strings.Count(html, "<polygon") != 82 {
		t.Errorf("the panel shows %s", html)
	}
	// A clash: the digit of a given in its row, typed into a blank cell.
	blank := strings.IndexByte(ps.text, '.')
	row := ps.text[blank/9*9 : blank/9*9+9]
	d := strings.Trim(row, ".")[0] - '0'
	apptest.Act(disp, ps, func(ctx app.Context) { pic.picked = blank; ps.fixPicture(sudoku.Digit(d)) })
	if ps.ok() || !strings.Contains(ps.err, "Tap a marked cell") || !apptest.HasAttr(apptest.TagOf(app.HTMLString(ps), `id="paste-play"`), "disabled") ||
		!strings.Contains(app.HTMLString(ps), "scan-clash") {
		t.Errorf("a clash: ok %v, err %q", ps.ok(), ps.err)
	}
	apptest.Act(disp, ps, func(ctx app.Context) { pic.picked = blank; ps.fixPicture(0) })
	if !ps.ok() || ps.err != "" || 81-strings.Count(ps.text, ".") != givens {
		t.Errorf("the clash taken back: ok %v, err %q", ps.ok(), ps.err)
	}
	apptest.Act(disp, ps, ps.play)
	if len(o.got) != 1 || o.got[0].Link.Puzzle.Filled() != givens || ps.pic != nil {
		t.Errorf("Play opened %v; the picture is kept: %v", o.got, ps.pic != nil)
	}

	var blankPNG bytes.Buffer
	if err := png.Encode(&blankPNG, image.NewGray(image.Rect(0, 0, 300, 200))); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		image []byte
		want  string
	}{
		{"not a picture", []byte("..3.2.6..9"), "not a picture"},
		{"no grid", blankPNG.Bytes(), "No Sudoku grid"},
	} {
		pic := scan(tc.image)
		if !strings.Contains(pic.err, tc.want) || pic.reading || ps.ok() || !strings.Contains(app.HTMLString(ps), pic.err) {
			t.Errorf("%s: %q", tc.name, pic.err)
		}
	}
}
