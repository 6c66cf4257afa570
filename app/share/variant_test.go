package share

import (
	"reflect"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// variantLink is a 9x9 puzzle under a killer cage, a thermometer and the
// diagonals, with one entry.
func variantLink(t testing.TB) Link {
	t.Helper()
	g := sudoku.NewGrid(sudoku.Classic)
	g.Set(40, 5) // r5c5, on both diagonals
	rules := sudoku.Rules{
		Extra: sudoku.Diagonals(sudoku.Classic),
		Constraints: []sudoku.Constraint{
			sudoku.Cage{Cells: []sudoku.Cell{0, 1, 10}, Sum: 10},
			sudoku.Thermo{Cells: []sudoku.Cell{20, 21, 22}},
		},
	}
	if err := rules.Check(&g); err != nil {
		t.Fatal(err)
	}
	cells := make([]game.CellState, 81)
	cells[0].Digit = 1
	return Link{Puzzle: g, Rules: rules, Cells: cells}
}

func TestVariantRoundTrip(t *testing.T) {
	l := variantLink(t)
	frag := Encode(l)
	if !strings.HasPrefix(frag, "r=") || !strings.Contains(frag, "&v=") || strings.Contains(frag, "p=") {
		t.Fatalf("a variant's link %q: want its rules (r) and givens (v), no p", frag)
	}
	if !IsLink(frag) {
		t.Errorf("IsLink(%q) = false", frag)
	}
	got, err := Decode(frag)
	if err != nil {
		t.Fatal(err)
	}
	if got.Puzzle != l.Puzzle || got.Cells[0].Digit != 1 ||
		sudoku.EncodeRules(got.Puzzle.Shape(), &got.Rules) != sudoku.EncodeRules(l.Puzzle.Shape(), &l.Rules) {
		t.Errorf("Decode(Encode(l)) = %+v, want %+v", got, l)
	}
	t.Logf("a 9x9 variant with a cage, a thermometer and the diagonals: %d characters", len(frag))
}

// A classic puzzle that draws on its grid travels as a variant does, its
// drawing in the rules code, so that a reader without drawings refuses
// the link rather than drop them; pasted as an f-puzzles link, it reads
// the same.
func TestDecoratedRoundTrip(t *testing.T) {
	g := sudoku.NewGrid(sudoku.Classic)
	g.Set(40, 5)
	l := Link{Puzzle: g, Rules: sudoku.Rules{Decor: []sudoku.Decoration{
		{Kind: sudoku.DecorLine, Cells: []sudoku.Cell{0, 1, 2}, Stroke: "#f067f0", Width: 20},
		{Kind: sudoku.DecorCircle, Cells: []sudoku.Cell{30, 31}, Fill: "#ffffff", Stroke: "#000000", Width: 60, Height: 60, Text: "x"},
	}}}
	frag := Encode(l)
	if !strings.HasPrefix(frag, "r=") || !strings.Contains(frag, "&v=") || strings.Contains(frag, "p=") {
		t.Fatalf("a drawn-on puzzle's link %q: want its drawing (r) and givens (v), no p", frag)
	}
	got, err := Decode(frag)
	if err != nil || got.Puzzle != l.Puzzle || !reflect.DeepEqual(got.Rules, l.Rules) {
		t.Errorf("Decode(Encode(l)) = %+v, %v; want %+v", got.Rules, err, l.Rules)
	}
}

func TestVariantDecodeErrors(t *testing.T) {
	l := variantLink(t)
	frag := Encode(l)
	r, v, _ := strings.Cut(frag, "&")
	classic := Encode(Link{Puzzle: l.Puzzle})
	broken := sudoku.NewGrid(sudoku.Classic)
	broken.Set(0, 9) // the cage over r1c1, r1c2 and r2c2 totals 10: a 9 leaves 1 for two cells
	broken.Set(1, 8)
	tests := []struct{ name, fragment, want string }{
		{"rules without givens", r, "needs its rules (field r) and its givens (field v)"},
		{"givens without rules", v, "needs its rules"},
		{"classic and variant", classic + "&" + r, "both a classic puzzle"},
		{"rules unreadable", "r=%%%&" + v, "field r:"},
		{"a rule from a newer version", "r=" + strings.TrimPrefix(r, "r=") + "Zz9&" + v, "field r:"},
		{"givens break the rules", Encode(Link{Puzzle: broken, Rules: l.Rules}), "field v:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Decode(tt.fragment)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Decode(%.60q) = %v, want an error containing %q", tt.fragment, err, tt.want)
			}
		})
	}
}
