package daily

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/logic"
)

var makePool = flag.Int("daily.pool", 0, "write pool.txt anew with this many puzzles per level (TestMakePool)")

// TestMakePool writes pool.txt, only when asked: the pool is made once,
// and a new pool changes every daily puzzle (see the package doc). It
// keeps generated puzzles that meet their level and whose transformed
// images (three drawn at random) grade at the same level.
//
//	go test ./app/daily/ -run=MakePool -daily.pool=120
func TestMakePool(t *testing.T) {
	if *makePool == 0 {
		t.Skip("run with -daily.pool=N to make the pool anew")
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# The daily puzzles' pool (package doc): level, puzzle, rating when made.\n# Made by: go test ./app/daily/ -run=MakePool -daily.pool=%d\n", *makePool)
	for _, l := range logic.Levels()[:logic.Master+1] {
		kept := 0
		for seed := uint64(1); kept < *makePool; seed++ {
			r, err := generate.FromSeed(seed, generate.Options{Level: &l})
			if err != nil || !r.MetTarget {
				continue
			}
			p := r.Puzzle.String()
			same := true
			for i := range 3 {
				src := source(seed*3 + uint64(i))
				gr, err := logic.GradeGrid(transform(p, &src))
				same = same && err == nil && gr.Level == l
			}
			if !same {
				continue
			}
			fmt.Fprintf(&b, "%s %s %.1f\n", l, p, r.Grade.Rating)
			kept++
		}
	}
	if err := os.WriteFile("pool.txt", []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
