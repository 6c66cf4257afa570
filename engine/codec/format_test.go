package codec_test

import (
	"errors"
	"fmt"
	"math/rand"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// shapes lists every supported box shape, and a few unusual ones.
var shapes = []sudoku.Shape{{BoxRows: 2, BoxCols: 2}, {BoxRows: 2, BoxCols: 3}, {BoxRows: 3, BoxCols: 2}, {BoxRows: 2, BoxCols: 4}, {BoxRows: 3, BoxCols: 3}, {BoxRows: 3, BoxCols: 4}, {BoxRows: 4, BoxCols: 3}, {BoxRows: 4, BoxCols: 4}, {BoxRows: 5, BoxCols: 5}, {BoxRows: 1, BoxCols: 4}, {BoxRows: 2, BoxCols: 5}}

// randomGrid returns a valid grid of shape s: a pattern solution with its
// digits permuted, each cell kept with probability keep/256.
func randomGrid(rng *rand.Rand, s sudoku.Shape, keep int) sudoku.Grid {
	n := s.N()
	perm := rng.Perm(n)
	g := sudoku.NewGrid(s)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			if rng.Intn(256) < keep {
				v := (r%s.BoxRows*s.BoxCols + r/s.BoxRows + c) % n
				g.Set(s.CellAt(r, c), sudoku.Digit(perm[v]+1))
			}
		}
	}
	return g
}

func TestFormatSolo(t *testing.T) {
	g, err := codec.ParseGrid(classic)
	if err != nil {
		t.Fatal(err)
	}
	// Encoded by hand following Solo's encode_grid.
	want := "3x3:5_3b7d6b1_9_5d9_8d6a8c6c3_4b8a3b1_7c2c6a6d2_8d4_1_9b5d8b7_9"
	if got := codec.FormatSolo(g); got != want {
		t.Errorf("FormatSolo: got %s, want %s", got, want)
	}
	g, _ = codec.ParseGrid("G" + strings.Repeat(".", 40) + "GA" + strings.Repeat(".", 213))
	if got, want := codec.FormatSolo(g), "4x4:16zn16_10zzzzzzzze"; got != want {
		t.Errorf("FormatSolo 16x16: got %s, want %s", got, want)
	}
}

func TestFormatPretty6x6(t *testing.T) {
	g, _ := codec.ParseGrid("123456" + strings.Repeat(".", 29) + "1")
	want := `1 2 3 | 4 5 6
. . . | . . .
------+------
. . . | . . .
. . . | . . .
------+------
. . . | . . .
. . . | . . 1
`
	if got := codec.FormatPretty(g); got != want {
		t.Errorf("FormatPretty 6x6:\n got\n%s\nwant\n%s", got, want)
	}
}

func TestFormatCandidates(t *testing.T) {
	g, _ := codec.ParseGrid("1...............")
	// r1c1 holds 1; the rest of row 1, column 1 and box 1 lose 1.
	want := "1..." + ".234" + ".234" + ".234" + ".234" + ".234" + "1234" + "1234" +
		".234" + "1234" + "1234" + "1234" + ".234" + "1234" + "1234" + "1234"
	if got := codec.FormatCandidates(g, nil); got != want {
		t.Errorf("FormatCandidates: got %s, want %s", got, want)
	}
	marks := make([]sudoku.Set, 16)
	for i := range marks {
		marks[i] = sudoku.SetOf(2, 3)
	}
	if got, want := codec.FormatCandidates(g, marks), "1..."+strings.Repeat(".23.", 15); got != want {
		t.Errorf("FormatCandidates with marks: got %s, want %s", got, want)
	}
}

func TestLinks(t *testing.T) {
	g, _ := codec.ParseGrid(classic)
	want := "https://www.sudokuwiki.org/sudoku.htm?bd=" + strings.ReplaceAll(classic, ".", "0")
	if got := codec.SudokuwikiURL(g); got != want {
		t.Errorf("SudokuwikiURL: got %s, want %s", got, want)
	}
	want = "https://sudokuexchange.com/play/?s=" + strings.ReplaceAll(classic, ".", "0")
	if got := codec.SudokuExchangeURL(g); got != want {
		t.Errorf("SudokuExchangeURL: got %s, want %s", got, want)
	}
	for _, link := range []string{codec.FPuzzlesURL(sudoku.Puzzle{Grid: g}), codec.SudokuPadURL(sudoku.Puzzle{Grid: g}), codec.SudokuExchangeURL(g), codec.SudokuwikiURL(g)} {
		p, err := codec.ParseClassic(link)
		if err != nil || p.Grid != g {
			t.Errorf("ParseClassic(%s): got %v, %v, want %v", link, p.Grid, err, g)
		}
	}
}

// checkRoundTrip checks that every writer's output parses back to g.
func checkRoundTrip(t *testing.T, g sudoku.Grid) { checkWriters(t, g, -1) }

// checkWriters checks writer number which (all when which < 0; the
// candidate line is number 6) parses back to g.
func checkWriters(t *testing.T, g sudoku.Grid, which int) {
	t.Helper()
	writers := []struct {
		name   string
		format func(sudoku.Grid) string
	}{
		{"String", sudoku.Grid.String},
		{"FormatPretty", codec.FormatPretty},
		{"FormatSolo", codec.FormatSolo},
		{"FPuzzlesURL", func(g sudoku.Grid) string { return codec.FPuzzlesURL(sudoku.Puzzle{Grid: g}) }},
		{"SudokuPadURL", func(g sudoku.Grid) string { return codec.SudokuPadURL(sudoku.Puzzle{Grid: g}) }},
		{"SudokuwikiURL", codec.SudokuwikiURL},
		{"SudokuExchangeURL", codec.SudokuExchangeURL},
	}
	if canon, err := sudoku.ShapeForSize(g.N()); err != nil || canon != g.Shape() || g.N() == 10 {
		writers = writers[2:3] // only Solo IDs name the box shape
	}
	for i, w := range writers {
		if which >= 0 && which != i {
			continue
		}
		text := w.format(g)
		got, err := codec.ParseGrid(text)
		if err != nil || got != g {
			t.Fatalf("%s of %v (%v): got %v, %v from\n%s", w.name, g, g.Shape(), got, err, text)
		}
	}
	if len(writers) == 1 || g.N() == 4 || which >= 0 && which != len(writers) {
		return // a 4x4 candidate line reads as an 8x8 grid
	}
	// Reading candidates places every single, which can make two equal
	// digits meet in a house: then the parse must fail with a conflict.
	cands := g.Candidates()
	placed := g
	for c := range cands {
		if d, single := cands[c].Single(); single {
			placed.Set(sudoku.Cell(c), d)
		}
	}
	p, err := codec.ParseClassic(codec.FormatCandidates(g, cands))
	// An empty cell whose peers hold every digit is written with no
	// candidate, which the reader refuses, naming the cell.
	for c := range cands {
		if g.At(sudoku.Cell(c)) == 0 && cands[c] == 0 {
			var pe *sudoku.ParseError
			if !errors.As(err, &pe) || !strings.Contains(err.Error(), "has no candidates") {
				t.Fatalf("FormatCandidates of %v with a dead cell: got %v, want a *ParseError about it", g, err)
			}
			return
		}
	}
	if placed.Validate() != nil {
		var ce *sudoku.ConflictError
		if !errors.As(err, &ce) {
			t.Fatalf("FormatCandidates of %v with conflicting singles: got %v, want a *ConflictError", g, err)
		}
		return
	}
	if err != nil {
		t.Fatalf("FormatCandidates of %v: %v", g, err)
	}
	if p.Grid != placed {
		t.Fatalf("FormatCandidates of %v: got grid %v, want %v", g, p.Grid, placed)
	}
	for c := range cands {
		if p.Candidates[c] != cands[c] {
			t.Fatalf("FormatCandidates of %v: cell %d: got %v, want %v", g, c, p.Candidates[c], cands[c])
		}
	}
}

func TestRoundTripShapes(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for _, s := range shapes {
		for _, keep := range []int{0, 40, 128, 256} {
			checkRoundTrip(t, randomGrid(rng, s, keep))
		}
	}
}

// FuzzRoundTrip checks one writer a run (the fuzzer picks it) on a random
// valid grid of a random shape.
func FuzzRoundTrip(f *testing.F) {
	f.Add(int64(1), uint8(4), uint8(100), uint8(0))
	f.Add(int64(2), uint8(8), uint8(255), uint8(3))
	f.Fuzz(func(t *testing.T, seed int64, shape, keep, writer uint8) {
		s := shapes[int(shape)%len(shapes)]
		checkWriters(t, randomGrid(rand.New(rand.NewSource(seed)), s, int(keep)+1), int(writer)%8)
	})
}

// maxErrorLen bounds a parse error message, whatever the input: it quotes
// at most 40 characters of it (each at most 10 bytes escaped).
const maxErrorLen = 640

// FuzzParse checks that no input panics ParseClassic, that its errors are
// short UTF-8 text, and that whatever it reads, every writer's output
// reads back the same.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		classic,
		"3x3:5_3b7d6b1_9_5d9_8d6a8c6c3_4b8a3b1_7c2c6a6d2_8d4_1_9b5d8b7_9",
		"1 2 | 3 4\n34 34 | 12 12\n------\n2 1 | 4 3\n34 . | 12 12\n",
		`[[1,0,0,0],[0,0,0,0],[0,0,0,0],[0,0,0,"4"]]`,
		"https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3vyGCRfALrJCwgTOlyJU0XKVKFsles1c1yrRu2S9R+Yd1nVp/Vdk7r58WK5A",
		"https://sudokupad.app/sclN4Ig",
		"bd=" + strings.Repeat("0", 81),
		`{"cs":50,"ce":[[{v:1},,,],[,,,],[,,,],[,,,]]}`,
		"0F" + strings.Repeat(".", 254),
		"....5...." + strings.Repeat("123456789", 80),
		"3x3:" + strings.Repeat("9", 1000),
		`[["` + strings.Repeat("\u0001", 50) + `"]]`,
		"Grid 01\n003020600\n900305001\n001806400\n008102900\n700000008\n006708200\n002609500\n800203009\n005010300\n",
		"#A x\n[Puzzle]\n..3.2.6..\n9..3.5..1\n..18.64..\n..81.29..\n7.......8\n..67.82..\n..26.95..\n8..2.3..9\n..5.1.3..\n[State]\n1\n",
		":0100:4:+4+1.+3+5.+8..:414 416::",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p, err := codec.ParseClassic(text)
		if err != nil {
			if msg := err.Error(); len(msg) > maxErrorLen || !utf8.ValidString(msg) {
				t.Fatalf("ParseClassic(%.100q): got a %d-byte error, want at most %d bytes of UTF-8: %.1000q", text, len(msg), maxErrorLen, msg)
			}
			return
		}
		if err := p.Grid.Validate(); err != nil {
			t.Fatalf("ParseClassic(%q) returned an invalid grid: %v", text, err)
		}
		if p.Candidates != nil && len(p.Candidates) != p.Grid.Shape().Cells() {
			t.Fatalf("ParseClassic(%q): got %d candidate sets", text, len(p.Candidates))
		}
		checkRoundTrip(t, p.Grid)
	})
}

func ExampleParseGrid() {
	g, err := codec.ParseGrid(`
5 3 . | . 7 . | . . .
6 . . | 1 9 5 | . . .
. 9 8 | . . . | . 6 .
------+-------+------
8 . . | . 6 . | . . 3
4 . . | 8 . 3 | . . 1
7 . . | . 2 . | . . 6
------+-------+------
. 6 . | . . . | 2 8 .
. . . | 4 1 9 | . . 5
. . . | . 8 . | . 7 9`)
	fmt.Println(g, err)
	_, err = codec.ParseGrid("55" + strings.Repeat(".", 79))
	fmt.Println(err)
	// Output:
	// 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79 <nil>
	// sudoku: 5 appears twice in row 1, at r1c1 and r1c2
}

func ExampleParseClassic() {
	p, err := codec.ParseClassic("3x3:5_3b7d6b1_9_5d9_8d6a8c6c3_4b8a3b1_7c2c6a6d2_8d4_1_9b5d8b7_9")
	fmt.Println(p.Format, p.Grid, err)
	// Output:
	// solo 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79 <nil>
}

func ExampleFormatPretty() {
	g, _ := codec.ParseGrid("1234....2143....")
	fmt.Print(codec.FormatPretty(g))
	// Output:
	// 1 2 | 3 4
	// . . | . .
	// ----+----
	// 2 1 | 4 3
	// . . | . .
}

func ExampleFormatSolo() {
	g, _ := codec.ParseGrid("1234....2143....")
	fmt.Println(codec.FormatSolo(g))
	// Output:
	// 2x2:1_2_3_4d2_1_4_3d
}
