package sudoku

import (
	"strings"
	"testing"
)

func TestCheckSolution(t *testing.T) {
	const (
		puzzle   = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
		solution = "483921657967345821251876493548132976729564138136798245372689514814253769695417382"
	)
	p, err := ParseLine(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	good, err := ParseLine(solution)
	if err != nil {
		t.Fatal(err)
	}
	swap := func(i, j Cell) Grid {
		g := good
		a, b := g.At(i), g.At(j)
		g.Set(i, b)
		g.Set(j, a)
		return g
	}
	empty := good
	empty.Set(0, 0)
	small, _ := ParseLine("1234341221434321")
	tests := []struct {
		name string
		sol  Grid
		want string
	}{
		{"solution", good, ""},
		{"empty cell", empty, "leaves r1c1 empty"},
		{"given changed", swap(2, 3), "puts 9 at r1c3, the puzzle gives 3"},
		{"rule broken", swap(0, 1), "appears twice"}, // r1c1 and r1c2 are not givens
		{"other shape", small, "solution is 2x2"},
	}
	for _, tt := range tests {
		err := p.CheckSolution(tt.sol)
		if (tt.want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("%s: CheckSolution = %v, want %q", tt.name, err, tt.want)
		}
	}
}
