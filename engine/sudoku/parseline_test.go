package sudoku_test

import (
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func TestParseLine(t *testing.T) {
	// Two 5s in box 1: a jigsaw may have them; Parse refuses them.
	line := "55" + strings.Repeat(".", 79)
	if _, err := sudoku.Parse(line); err == nil {
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
