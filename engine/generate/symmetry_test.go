package generate_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/logic"
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

func TestSymmetryNamesAndLabels(t *testing.T) {
	tests := []struct {
		s           generate.Symmetry
		name, label string
	}{
		{generate.Rot180, "rot180", "180° rotation"},
		{generate.None, "none", "None"},
		{generate.Rot90, "rot90", "90° rotation"},
		{generate.Mirror, "mirror", "Mirror"},
		{generate.Diagonal, "diagonal", "Diagonal"},
		{generate.Mirror4, "mirror4", "4-way mirror"},
		{generate.Diagonal4, "diagonal4", "4-way diagonal"},
		{generate.Full8, "8way", "8-way"},
		{generate.Symmetry(-1), "Symmetry(-1)", "Symmetry(-1)"},
		{generate.Symmetry(8), "Symmetry(8)", "Symmetry(8)"},
	}
	for _, tt := range tests {
		if got := tt.s.String(); got != tt.name {
			t.Errorf("Symmetry(%d).String() = %q, want %q", int(tt.s), got, tt.name)
		}
		if got := tt.s.Label(); got != tt.label {
			t.Errorf("Symmetry(%d).Label() = %q, want %q", int(tt.s), got, tt.label)
		}
	}
	if got, want := len(generate.Symmetries()), len(tests)-2; got != want {
		t.Errorf("got %d symmetries, the table has %d", got, want)
	}
}

func TestTechniqueNames(t *testing.T) {
	names := generate.TechniqueNames()
	// Every technique is the target of exactly one name, and each name
	// reads back as the techniques that carry it, in Technique order.
	seen := map[logic.Technique]string{}
	last := logic.Technique(-1)
	for _, name := range names {
		ts, err := generate.ParseTechnique(name)
		if err != nil {
			t.Errorf("ParseTechnique(%q): %v", name, err)
			continue
		}
		for _, tech := range ts {
			if tech.Name() != name {
				t.Errorf("ParseTechnique(%q) gave %v, named %q", name, tech, tech.Name())
			}
			if prev, ok := seen[tech]; ok {
				t.Errorf("%v is the target of both %q and %q", tech, prev, name)
			}
			seen[tech] = name
		}
		if ts[0] < last {
			t.Errorf("%q comes after a later technique: want Technique order", name)
		}
		last = ts[0]
	}
	for tech := logic.FullHouse; tech <= logic.TrialAndError; tech++ {
		if _, ok := seen[tech]; !ok {
			t.Errorf("%v (%q) is in no name", tech, tech.Name())
		}
	}
	for _, tt := range []struct {
		name string
		want []logic.Technique
	}{
		{"hidden single", []logic.Technique{logic.HiddenSingleBox, logic.HiddenSingleLine}},
		{"unique rectangle type 1", []logic.Technique{logic.UniqueRectangle1}},
		{"unique rectangle type 3", []logic.Technique{logic.UniqueRectangle3}},
		{"X-Wing", []logic.Technique{logic.XWing}},
		{"trial and error", []logic.Technique{logic.TrialAndError}},
	} {
		n := 0
		for _, name := range names {
			if name == tt.name {
				n++
			}
		}
		if n != 1 {
			t.Errorf("%q is listed %d times, want once", tt.name, n)
		}
		if got, _ := generate.ParseTechnique(tt.name); !slices.Equal(got, tt.want) {
			t.Errorf("ParseTechnique(%q) = %v, want %v", tt.name, got, tt.want)
		}
	}
	if names[0] != "full house" || names[1] != "hidden single" || names[len(names)-1] != "trial and error" {
		t.Errorf("TechniqueNames() = %q, want full house, hidden single first and trial and error last", names)
	}
}
