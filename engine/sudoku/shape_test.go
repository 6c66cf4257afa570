package sudoku_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func TestShapeForSize(t *testing.T) {
	tests := []struct {
		n    int
		want sudoku.Shape
		ok   bool
	}{
		{4, sudoku.Shape{2, 2}, true}, {6, sudoku.Shape{2, 3}, true}, {8, sudoku.Shape{2, 4}, true},
		{9, sudoku.Shape{3, 3}, true}, {12, sudoku.Shape{3, 4}, true}, {16, sudoku.Shape{4, 4}, true},
		{25, sudoku.Shape{5, 5}, true}, {3, sudoku.Shape{}, false}, {7, sudoku.Shape{}, false},
		{26, sudoku.Shape{}, false},
	}
	for _, tt := range tests {
		got, err := sudoku.ShapeForSize(tt.n)
		if got != tt.want || (err == nil) != tt.ok {
			t.Errorf("ShapeForSize(%d): got %v, %v, want %v (ok %v)", tt.n, got, err, tt.want, tt.ok)
		}
	}
}

func TestParseShape(t *testing.T) {
	tests := []struct {
		in      string
		want    sudoku.Shape
		wantErr string
	}{
		{"3x3", sudoku.Shape{3, 3}, ""},
		{"2x3", sudoku.Shape{2, 3}, ""},
		{"3x2", sudoku.Shape{3, 2}, ""},
		{"5x5", sudoku.Shape{5, 5}, ""},
		{"6x6", sudoku.Shape{}, "sudoku: unsupported box shape 6x6"},
		{"1x3", sudoku.Shape{}, "sudoku: unsupported box shape 1x3"},
		{"-3x-3", sudoku.Shape{}, "sudoku: unsupported box shape -3x-3"},
		{"4611686018427387905x4", sudoku.Shape{}, "sudoku: unsupported box shape 4611686018427387905x4"}, // N overflows to 4
		{"26x1", sudoku.Shape{}, "sudoku: unsupported box shape 26x1"},
		{"3y3", sudoku.Shape{}, `sudoku: "3y3" is not a box shape like 3x3`},
		{"3x", sudoku.Shape{}, `sudoku: "3x" is not a box shape like 3x3`},
		{"x3", sudoku.Shape{}, `sudoku: "x3" is not a box shape like 3x3`},
		{" 3x3", sudoku.Shape{}, `sudoku: " 3x3" is not a box shape like 3x3`},
		{"3x3x3", sudoku.Shape{}, `sudoku: "3x3x3" is not a box shape like 3x3`},
		{"", sudoku.Shape{}, `sudoku: "" is not a box shape like 3x3`},
		{"123456789012345678901234", sudoku.Shape{}, `sudoku: "123456789012345678901234" is not a box shape like 3x3`},
		{strings.Repeat("3x", 30), sudoku.Shape{}, `sudoku: "` + strings.Repeat("3x", 20) + `…" (60 characters) is not a box shape like 3x3`},
	}
	for _, tt := range tests {
		got, err := sudoku.ParseShape(tt.in)
		gotErr := ""
		if err != nil {
			gotErr = err.Error()
		}
		if got != tt.want || gotErr != tt.wantErr {
			t.Errorf("ParseShape(%q) = %v, %q, want %v, %q", tt.in, got, gotErr, tt.want, tt.wantErr)
		}
	}
	// Every shape a grid size has reads back from its String.
	for n := 4; n <= sudoku.MaxN; n++ {
		s, err := sudoku.ShapeForSize(n)
		if err != nil {
			continue
		}
		if got, err := sudoku.ParseShape(s.String()); got != s || err != nil {
			t.Errorf("ParseShape(%q) = %v, %v, want %v", s.String(), got, err, s)
		}
	}
}

func TestGeometry(t *testing.T) {
	for _, s := range []sudoku.Shape{{2, 2}, {2, 3}, {2, 4}, {3, 3}, {3, 4}, {4, 4}, {5, 5}, {3, 2}} {
		n := s.N()
		in := make([][]bool, n*n) // in[c][h]: cell c is in house h
		for c := range in {
			in[c] = make([]bool, s.Houses())
		}
		for h := sudoku.House(0); int(h) < s.Houses(); h++ {
			cells := s.HouseCells(h)
			if len(cells) != n {
				t.Fatalf("%v: %s has %d cells, want %d", s, s.HouseName(h), len(cells), n)
			}
			for _, c := range cells {
				if in[c][h] {
					t.Fatalf("%v: %s holds %s twice", s, s.HouseName(h), s.CellName(c))
				}
				in[c][h] = true
			}
		}
		wantPeers := 2*(n-1) + n - s.BoxRows - s.BoxCols + 1
		for c := sudoku.Cell(0); int(c) < n*n; c++ {
			count := 0
			for h := range in[c] {
				if in[c][h] {
					count++
				}
			}
			hs := s.HousesOf(c)
			if count != 3 || !in[c][hs[0]] || !in[c][hs[1]] || !in[c][hs[2]] {
				t.Fatalf("%v: %s is in %d houses, HousesOf says %v", s, s.CellName(c), count, hs)
			}
			if s.Kind(hs[0]) != sudoku.RowHouse || s.Kind(hs[1]) != sudoku.ColHouse || s.Kind(hs[2]) != sudoku.BoxHouse {
				t.Fatalf("%v: %s: got kinds %v %v %v", s, s.CellName(c), s.Kind(hs[0]), s.Kind(hs[1]), s.Kind(hs[2]))
			}
			if got := len(s.Peers(c)); got != wantPeers {
				t.Fatalf("%v: %s has %d peers, want %d", s, s.CellName(c), got, wantPeers)
			}
		}
	}
}

func TestSymbols(t *testing.T) {
	tests := []struct {
		d    sudoku.Digit
		want string
	}{{0, "."}, {1, "1"}, {9, "9"}, {10, "A"}, {16, "G"}, {25, "P"}, {26, "26"}}
	for _, tt := range tests {
		if got := tt.d.String(); got != tt.want {
			t.Errorf("Digit(%d).String(): got %q, want %q", tt.d, got, tt.want)
		}
	}
	if got, want := sudoku.SetOf(1, 10, 25).String(), "{1 A P}"; got != want {
		t.Errorf("Set.String: got %q, want %q", got, want)
	}
	if got, want := (sudoku.Shape{2, 3}).String(), "2x3"; got != want {
		t.Errorf("Shape.String: got %q, want %q", got, want)
	}
}

func TestSizes(t *testing.T) {
	got := sudoku.Sizes()
	want := []int{4, 6, 8, 9, 12, 16, 25}
	if !slices.Equal(got, want) {
		t.Fatalf("Sizes() = %v, want %v", got, want)
	}
	got[0] = 99
	if sudoku.Sizes()[0] != 4 {
		t.Errorf("Sizes() shares its slice: changing it changed the next call's")
	}
	// Every side has a box shape, and its puzzles read back from the line
	// and grid formats.
	for _, n := range want {
		shape, err := sudoku.ShapeForSize(n)
		if err != nil {
			t.Errorf("ShapeForSize(%d): %v", n, err)
			continue
		}
		g := sudoku.NewGrid(shape)
		g.Set(0, sudoku.Digit(n))
		for _, text := range []string{g.String(), codec.FormatPretty(g)} {
			if back, err := codec.ParseGrid(text); err != nil || back != g {
				t.Errorf("side %d: Parse(%.40q) = %v, %v; want the grid back", n, text, back, err)
			}
		}
	}
}
