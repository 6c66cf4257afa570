package generate

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func TestZZStuck(t *testing.T) {
	seed, _ := strconv.Atoi(os.Getenv("ZZ"))
	r, err := VariantFromSeed(uint64(seed), VariantOptions{Kind: KindKiller})
	if err != nil {
		t.Fatal(err)
	}
	s, _ := logic.FromPuzzle(r.Puzzle)
	for !s.Solved() {
		h, ok := logic.Next(s)
		if !ok {
			break
		}
		if h.Step.Rating > 3.4 {
			sh := sudoku.Classic
			for row := 0; row < 9; row++ {
				line := ""
				for col := 0; col < 9; col++ {
					c := sh.CellAt(row, col)
					g := s.Grid()
					if d := g.At(c); d != 0 {
						line += fmt.Sprintf("%-10s", "["+d.String()+"]")
					} else {
						ds := ""
						for _, d := range s.Candidates(c).Digits() {
							ds += d.String()
						}
						line += fmt.Sprintf("%-10s", ds)
					}
				}
				t.Log(line)
			}
			for _, c := range r.Puzzle.Rules.Constraints {
				cg := c.(sudoku.Cage)
				names := ""
				for _, x := range cg.Cells {
					names += sh.CellName(x) + " "
				}
				t.Logf("cage %d: %s", cg.Sum, names)
			}
			t.Log(h.Step.Text)
			t.Log(r.Puzzle.FPuzzlesURL())
			break
		}
		h.Step.Apply(s)
	}
}
