package generate

import (
	"bufio"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/serate"
)

var (
	poolPuzzles = flag.String("pool.puzzles", "", "make extreme.txt anew from these puzzles (TestMakeExtremePool)")
	poolSerate  = flag.String("pool.serate", "", "serate's output (rating/pearl/diamond lines, --after or not) for -pool.puzzles")
)

// TestMakeExtremePool writes extreme.txt, only when asked: it keeps the
// puzzles serate rates above 9.0 that the SE profile rates the same, as
// they are and through 8 random isomorphs.
//
//	serate --after="%r %s" < puzzles > steps
//	go test ./engine/generate/ -run=MakeExtremePool -pool.puzzles=puzzles -pool.serate=steps
func TestMakeExtremePool(t *testing.T) {
	if *poolPuzzles == "" {
		t.Skip("run with -pool.puzzles and -pool.serate to make the pool anew")
	}
	puzzles := readLines(t, *poolPuzzles, func(s string) bool { return len(s) == 81 })
	ratingLine := regexp.MustCompile(`^\d+\.\d/\d+\.\d/\d+\.\d$`)
	ratings := readLines(t, *poolSerate, ratingLine.MatchString)
	if len(puzzles) != len(ratings) {
		t.Fatalf("%d puzzles, %d ratings", len(puzzles), len(ratings))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# The Extreme pool (pool.go): puzzles Sudoku Explainer rates above 9.0, with serate's rating/pearl/diamond,\n")
	fmt.Fprintf(&b, "# which serate.Rate gives too, on the puzzle and on 8 random isomorphs. From magictour_top1465 (puzzleset).\n")
	fmt.Fprintf(&b, "# Made by: go test ./engine/generate/ -run=MakeExtremePool -pool.puzzles=P -pool.serate=S (see TestMakeExtremePool)\n")
	rng := rand.New(rand.NewPCG(1, 1))
	kept := 0
	for i, p := range puzzles {
		want, err := serate.ParseRating(ratings[i])
		if err != nil || want.Level() != logic.Extreme {
			continue
		}
		g, err := codec.ParseGrid(p)
		if err != nil {
			t.Fatal(err)
		}
		same := true
		for k := 0; k <= 8 && same; k++ {
			q := g
			if k > 0 {
				q = RandomIsomorph(rng).Grid(g)
			}
			r, err := serate.Rate(q)
			same = err == nil && r.String() == want.String()
		}
		if same {
			fmt.Fprintf(&b, "%s %s\n", g, want)
			kept++
		}
	}
	t.Logf("kept %d of %d", kept, len(puzzles))
	if err := os.WriteFile("extreme.txt", []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// readLines returns the lines of file that keep says to keep.
func readLines(t *testing.T, file string, keep func(string) bool) []string {
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		if s := strings.TrimSpace(sc.Text()); keep(s) {
			out = append(out, s)
		}
	}
	return out
}
