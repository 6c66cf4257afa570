package share

import (
	"encoding/base64"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/engine/logic"

	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// patterned returns a valid board of shape with about a third of the cells
// given: the classic pattern grid, thinned. Quick for every size, where
// generating a unique 25x25 puzzle takes seconds.
func patterned(shape sudoku.Shape) sudoku.Grid {
	g := sudoku.NewGrid(shape)
	n := shape.N()
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			if (r*7+c*3)%3 == 0 {
				d := ((r%shape.BoxRows)*shape.BoxCols+r/shape.BoxRows+c)%n + 1
				g.Set(shape.CellAt(r, c), sudoku.Digit(d))
			}
		}
	}
	return g
}

// puzzleOf generates the unique puzzle of seed on shape.
func puzzleOf(t testing.TB, shape sudoku.Shape, seed uint64) sudoku.Grid {
	t.Helper()
	r, err := generate.FromSeed(seed, generate.Options{Shape: shape, NoGrade: true})
	if err != nil {
		t.Fatal(err)
	}
	return r.Puzzle
}

// withProgress returns cells with entries and notes in some empty cells of
// puzzle, using every digit value and the largest note sets.
func withProgress(puzzle sudoku.Grid, notes bool) []game.CellState {
	shape := puzzle.Shape()
	cells := make([]game.CellState, shape.Cells())
	k := 0
	for c := range cells {
		if puzzle.At(sudoku.Cell(c)) != 0 {
			continue
		}
		k++
		switch {
		case k%3 == 0:
			cells[c].Digit = sudoku.Digit(k%shape.N() + 1)
		case notes && k%3 == 1:
			cells[c].Corner = sudoku.FullSet(shape.N())
			cells[c].Centre = sudoku.SetOf(1, sudoku.Digit(shape.N()))
		}
	}
	return cells
}

// coloured returns the cells of puzzle with progress, notes and a colour
// in every fifth cell, givens included.
func coloured(puzzle sudoku.Grid) []game.CellState {
	cells := withProgress(puzzle, true)
	for c := range cells {
		if c%5 == 0 {
			cells[c].Colour = uint8(c/5%game.Colours + 1)
		}
	}
	return cells
}

func TestRoundTrip(t *testing.T) {
	classic := puzzleOf(t, sudoku.Classic, 1)
	tests := []struct {
		name string
		link Link
	}{
		{"9x9 givens", Link{Puzzle: classic}},
		{"9x9 seed", Link{Puzzle: classic, Seed: 1<<64 - 1, HasSeed: true}},
		{"9x9 seed 0", Link{Puzzle: classic, HasSeed: true}},
		{"9x9 entries", Link{Puzzle: classic, Cells: withProgress(classic, false)}},
		{"9x9 entries and notes", Link{Puzzle: classic, Cells: withProgress(classic, true), Seed: 42, HasSeed: true}},
		{"empty 9x9", Link{Puzzle: sudoku.NewGrid(sudoku.Classic)}},
		{"9x9 colours, givens too", Link{Puzzle: classic, Cells: coloured(classic)}},
		{"9x9 time", Link{Puzzle: classic, Time: 5*time.Minute + 32*time.Second}},
		{"9x9 everything", Link{Puzzle: classic, Cells: coloured(classic), Seed: 7, HasSeed: true, Time: MaxTime}},
		{"daily", Link{Puzzle: dailyPuzzle(t, todays), Daily: todays, Time: time.Minute}},
	}
	for _, shape := range []sudoku.Shape{{BoxRows: 2, BoxCols: 2}, {BoxRows: 2, BoxCols: 3}, {BoxRows: 2, BoxCols: 4},
		{BoxRows: 3, BoxCols: 4}, {BoxRows: 4, BoxCols: 4}, {BoxRows: 5, BoxCols: 5}} {
		p := patterned(shape)
		if err := p.Validate(); err != nil {
			t.Fatal(err)
		}
		tests = append(tests, struct {
			name string
			link Link
		}{shape.String(), Link{Puzzle: p, Cells: withProgress(p, true)}})
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := Encode(tt.link)
			if !IsLink(s) {
				t.Errorf("IsLink(%q) = false", s)
			}
			got, err := Decode("#" + s)
			if err != nil {
				t.Fatalf("Decode(Encode) = %v", err)
			}
			if !reflect.DeepEqual(got, tt.link) {
				t.Errorf("Decode(%q) = %+v, want %+v", s, got, tt.link)
			}
			if len(s) > MaxLength {
				t.Errorf("a %s link is %d characters, over MaxLength", tt.name, len(s))
			}
		})
	}
}

// Cells with no entries and no notes are not written: the link is the
// bare puzzle's.
func TestEncodeSkipsEmptyProgress(t *testing.T) {
	p := puzzleOf(t, sudoku.Classic, 2)
	bare := Encode(Link{Puzzle: p})
	if got := Encode(Link{Puzzle: p, Cells: make([]game.CellState, 81)}); got != bare {
		t.Errorf("empty progress encodes as %q, want %q", got, bare)
	}
	if strings.Contains(bare, "n=") {
		t.Errorf("a 9x9 link names its shape: %q", bare)
	}
}

// The target: a 9x9 puzzle's givens alone in at most 60 characters.
func TestGivensLinkLength(t *testing.T) {
	longest := ""
	for seed := uint64(0); seed < 200; seed++ {
		s := Encode(Link{Puzzle: puzzleOf(t, sudoku.Classic, seed)})
		if len(s) > len(longest) {
			longest = s
		}
	}
	if len(longest) > 60 {
		t.Errorf("longest 9x9 puzzle link %d characters: %q", len(longest), longest)
	}
	t.Logf("longest of 200 generated 9x9 puzzles: %d characters", len(longest))
}

func TestDecodeErrors(t *testing.T) {
	good := Encode(Link{Puzzle: puzzleOf(t, sudoku.Classic, 1)})
	pv := strings.TrimPrefix(good, "p=")
	// The givens of a 9x9 puzzle end mid-byte (81 bits, then 4 per given):
	// a bit set after the end is stray.
	raw, _ := base64.RawURLEncoding.DecodeString(pv)
	raw[len(raw)-1] |= 0x80
	stray := base64.RawURLEncoding.EncodeToString(raw)
	short := base64.RawURLEncoding.EncodeToString(raw[:len(raw)-2])
	conflict := sudoku.NewGrid(sudoku.Classic)
	conflict.Set(0, 5)
	conflict.Set(1, 5)
	tests := []struct {
		name, fragment, want string
	}{
		{"empty", "", "not a key=value field"},
		{"no puzzle", "s=4", "no puzzle"},
		{"not base64", "p=" + pv[:10] + "*" + pv[11:], "field p: not base64url"},
		{"cut short", "p=" + short, "field p: cut short"},
		{"non-canonical base64", "p=" + pv[:len(pv)-1] + "_", "field p: not base64url"},
		{"too long", good + "AAAA", "field p: 3 bytes too long"},
		{"stray bits", "p=" + stray, "field p: stray bits"},
		{"twice", good + "&" + good, "field p: given twice"},
		{"bad shape", "n=3y3&" + good, "field n:"},
		{"unsupported shape", "n=7x7&" + good, "field n:"},
		{"digit out of range", "n=2x3&p=" + strings.Repeat("_", 24), "field p: digit 8 at r1c1 on a 6x6 board"},
		{"conflict", Encode(Link{Puzzle: conflict}), "appears twice"},
		{"entry out of range", good + "&e=" + strings.Repeat("_", 76), "field e: digit 15"},
		{"seed", good + "&s=-1", `field s: "-1" is not a seed`},
		{"markup", good + "&s=<script>alert(1)</script>", "is not a seed"},
		{"huge", "p=" + strings.Repeat("A", MaxLength), "more than the"},
		{"long seed", good + "&s=" + strings.Repeat("é", 2000), `…" (2000 characters) is not a seed`},
		{"time zero", good + "&t=0", "field t: \"0\" is not a time"},
		{"time too long", good + "&t=99999999999", "is not a time"},
		{"time not a number", good + "&t=5m", "is not a time"},
		{"colour out of range", good + "&c=" + colourField(10), "field c: colour 10 at r1c1"},
		{"colours cut short", good + "&c=AQ", "field c:"},
		{"daily of another puzzle", good + "&d=2026-11-24.Hard", "field d: the link names the daily Hard puzzle of 24 Nov 2026, but carries another puzzle"},
		{"daily no date", Encode(Link{Puzzle: dailyPuzzle(t, todays)}) + "&d=2026-13-01.Hard", `field d: "2026-13-01.Hard" names no daily puzzle`},
		{"daily Extreme", Encode(Link{Puzzle: dailyPuzzle(t, todays)}) + "&d=2026-11-24.Extreme", "names no daily puzzle"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Decode(tt.fragment)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Decode(%.40q) = %v, want an error containing %q", tt.fragment, err, tt.want)
			}
			if msg := err.Error(); len(msg) > 200 || !utf8.ValidString(msg) {
				t.Errorf("the error is %d bytes, valid UTF-8 %v: %.80q", len(msg), utf8.ValidString(msg), msg)
			}
			var serr *Error
			var cerr *sudoku.ConflictError
			if !errors.As(err, &serr) && !errors.As(err, &cerr) {
				t.Errorf("error %T is neither *share.Error nor a puzzle conflict", err)
			}
		})
	}
}

// colourField returns a field c for a 9x9 board that colours r1c1 with
// colour.
func colourField(colour uint32) string {
	var w bitWriter
	w.write(1, 1)
	for range 80 {
		w.write(0, 1)
	}
	w.write(colour, colourBits)
	return w.String()
}

func TestDecodeIgnoresUnknownKeys(t *testing.T) {
	l := Link{Puzzle: puzzleOf(t, sudoku.Classic, 5)}
	got, err := Decode(Encode(l) + "&future=x")
	if err != nil || !reflect.DeepEqual(got, l) {
		t.Fatalf("Decode with an unknown key = %+v, %v", got, err)
	}
}

func TestIsLink(t *testing.T) {
	for s, want := range map[string]bool{
		"p=abc": true, "n=4x4&p=x": true,
		"": false, "003020600900305001": false, "bd=123": false, "s=123": false,
	} {
		if got := IsLink(s); got != want {
			t.Errorf("IsLink(%q) = %v, want %v", s, got, want)
		}
	}
}

// FuzzDecode: no input panics, and whatever decodes re-encodes to a link
// that decodes to the same thing.
func FuzzDecode(f *testing.F) {
	classic := puzzleOf(f, sudoku.Classic, 1)
	f.Add(Encode(Link{Puzzle: classic, Cells: withProgress(classic, true), Seed: 9, HasSeed: true}))
	small := patterned(sudoku.Shape{BoxRows: 2, BoxCols: 2})
	f.Add(Encode(Link{Puzzle: small, Cells: withProgress(small, true)}))
	f.Add(Encode(variantLink(f)))
	f.Add("p=&e=&m=")
	f.Add("n=5x5&p=A")
	f.Fuzz(func(t *testing.T, s string) {
		l, err := Decode(s)
		if err != nil {
			return
		}
		again, err := Decode(Encode(l))
		if err != nil || !reflect.DeepEqual(again, l) {
			t.Fatalf("%q decodes to %+v, which re-encodes to %q and decodes to %+v, %v", s, l, Encode(l), again, err)
		}
		if l.Cells != nil {
			if _, err := game.Resume(l.Puzzle, l.Rules, l.Cells, game.DefaultSettings()); err != nil {
				t.Fatalf("decoded progress does not make a game: %v", err)
			}
		}
	})
}

var todays = game.Daily{Date: daily.Date{Year: 2026, Month: time.November, Day: 24}, Level: logic.Hard}

func dailyPuzzle(t *testing.T, d game.Daily) sudoku.Grid {
	g, err := daily.Puzzle(d.Date, d.Level)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// A daily's link names it: date and level, readable in the link.
func TestDailyLink(t *testing.T) {
	s := Encode(Link{Puzzle: dailyPuzzle(t, todays), Daily: todays})
	if !strings.HasSuffix(s, "&d=2026-11-24.Hard") {
		t.Errorf("daily link %q", s)
	}
}
