package sudoku_test

import (
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func TestParseLine(t *testing.T) {
	// Two 5s in box 1: a jigsaw may have them; Parse refuses them.
	line := "55" + strings.Repeat(".", 79)
	if _, err := codec.ParseGrid(line); err == nil {
		t.Fatal("Parse took two 5s in a box")
	}
	g, err := sudoku.ParseLine(line)
	if err != nil || g.String() != line {
		t.Fatalf("ParseLine = %v, %v", g, err)
	}
	for _, bad := range []string{"", "5", strings.Repeat(".", 80) + "x", "1\n2"} {
		if _, err := sudoku.ParseLine(bad); err == nil {
			t.Errorf("ParseLine(%q) took it", bad)
		}
	}
}

func TestParseCoded(t *testing.T) {
	s := sudoku.Classic
	x := sudoku.Rules{Extra: sudoku.Diagonals(s)}
	code := sudoku.EncodeRules(s, &x)
	line := "5" + strings.Repeat(".", 80)
	if p, err := sudoku.ParseCoded(line, code); err != nil || p.Rules.Classic() || p.Grid.String() != line {
		t.Errorf("ParseCoded(X) = %+v, %v", p, err)
	}
	if _, err := sudoku.ParseCoded("55"+strings.Repeat(".", 79), ""); err == nil {
		t.Error("a classic puzzle with two 5s in a row was taken")
	}
	if _, err := sudoku.ParseCoded("5"+strings.Repeat(".", 9)+"5"+strings.Repeat(".", 70), code); err == nil {
		t.Error("givens breaking the diagonal were taken") // r1c1 and r2c2
	}
	if _, err := sudoku.ParseCoded(line, code+"!"); err == nil {
		t.Error("an unreadable rules code was taken")
	}
}
