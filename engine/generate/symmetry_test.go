package generate_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func TestImages(t *testing.T) {
	sh := sudoku.Classic
	c := sh.CellAt(0, 1) // r1c2
	tests := []struct {
		s    generate.Symmetry
		want []string
	}{
		{generate.None, []string{"r1c2"}},
		{generate.Rot180, []string{"r1c2", "r9c8"}},
		{generate.Rot90, []string{"r1c2", "r2c9", "r9c8", "r8c1"}},
		{generate.Mirror, []string{"r1c2", "r1c8"}},
		{generate.Diagonal, []string{"r1c2", "r2c1"}},
		{generate.Mirror4, []string{"r1c2", "r1c8", "r9c2", "r9c8"}},
		{generate.Diagonal4, []string{"r1c2", "r2c1", "r9c8", "r8c9"}},
		{generate.Full8, []string{"r1c2", "r1c8", "r9c2", "r9c8", "r2c1", "r8c1", "r2c9", "r8c9"}},
	}
	for _, tc := range tests {
		var got []string
		for _, d := range tc.s.Images(sh, c) {
			got = append(got, sh.CellName(d))
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%v.Images(r1c2): got %v, want %v", tc.s, got, tc.want)
		}
	}
	if got := len(generate.Symmetries()); got != len(tests) {
		t.Errorf("Symmetries: got %d, want %d", got, len(tests))
	}
}

func TestParseSymmetry(t *testing.T) {
	for _, s := range generate.Symmetries() {
		got, err := generate.ParseSymmetry(s.String())
		if err != nil || got != s {
			t.Errorf("ParseSymmetry(%q): got %v, %v; want %v", s.String(), got, err, s)
		}
	}
	for name, want := range map[string]generate.Symmetry{"R2": generate.Rot180, "a": generate.None, "md4": generate.Diagonal4, "M8": generate.Full8, "Mirror": generate.Mirror} {
		if got, err := generate.ParseSymmetry(name); err != nil || got != want {
			t.Errorf("ParseSymmetry(%q): got %v, %v; want %v", name, got, err, want)
		}
	}
	if _, err := generate.ParseSymmetry("spiral"); err == nil {
		t.Error(`ParseSymmetry("spiral"): got no error, want one`)
	}
}

func TestHolds(t *testing.T) {
	g := sudoku.NewGrid(sudoku.Classic)
	g.Set(sudoku.Classic.CellAt(0, 1), 5)
	for _, s := range generate.Symmetries() {
		if got, want := s.Holds(g), s == generate.None; got != want {
			t.Errorf("%v.Holds(one clue at r1c2): got %v, want %v", s, got, want)
		}
	}
}

func TestParseTechnique(t *testing.T) {
	got, err := generate.ParseTechnique("Hidden-Single")
	if len(got) != 2 || err != nil {
		t.Errorf(`ParseTechnique("Hidden-Single"): got %v, %v; want its box and line forms`, got, err)
	}
}

// Unknown names are quoted in errors, at most their first 40 characters.
func TestParseErrorsQuoteLittle(t *testing.T) {
	long := strings.Repeat("x", 500_000)
	quoted := `"` + long[:40] + `…" (500000 characters)`
	_, err1 := generate.ParseSymmetry(long)
	_, err2 := generate.ParseTechnique(long)
	for _, tt := range []struct {
		name string
		err  error
		want string
	}{
		{"ParseSymmetry", err1, "generate: unknown symmetry " + quoted + " (want one of "},
		{"ParseTechnique", err2, "generate: unknown technique " + quoted + " (want one of "},
	} {
		if tt.err == nil || !strings.HasPrefix(tt.err.Error(), tt.want) || len(tt.err.Error()) > 1000 {
			t.Errorf("%s(long): got %.200v (%d bytes), want %s...", tt.name, tt.err, len(fmt.Sprint(tt.err)), tt.want)
		}
	}
}
