// Command marks writes candidate lines (729 characters, codec's
// FormatCandidates) made from 9x9 puzzles, for serate's tests of
// RateCandidates against SukakuExplainer's serate, which reads them.
//
//	go run ./engine/serate/testdata/marks -kind K [-seed S] < puzzles > lines
//
// Puzzles are one a line (81 characters; a second field is ignored). The
// kinds:
//
//   - givens: the puzzle's own candidates, every given a single that no
//     peer shares (SE rates them as the puzzle itself);
//   - shared: the same, and then, for three givens drawn at random, the
//     given's digit added to the marks of an empty peer drawn at random:
//     the solutions are the same (no solution puts a given's digit in its
//     peer), but the given is no longer one, a single to place;
//   - sukaku: no given at all: every cell's digit in the solution and
//     each other digit with probability 1/3, then marks other than the
//     solution's dropped at random until the solution is the only one,
//     and then up to -add of the marks left out put back, in a random
//     order, each where the solution stays the only one (the more, the
//     harder the puzzle).
//
// The draws come from a PCG seeded with S and the puzzle's line number, so
// a seed gives the same lines.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func main() {
	kind := flag.String("kind", "", "givens, shared or sukaku")
	seed := flag.Uint64("seed", 1, "the draws' seed")
	add := flag.Int("add", 0, "sukaku: marks put back once the solution is the only one")
	flag.Parse()
	sc := bufio.NewScanner(os.Stdin)
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	for line := uint64(1); sc.Scan(); line++ {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		g, err := codec.ParseGrid(fields[0])
		if err != nil {
			fatal("line %d: %v", line, err)
		}
		rng := rand.New(rand.NewPCG(*seed, line))
		var marks []sudoku.Set
		switch *kind {
		case "givens":
			marks = g.Candidates()
		case "shared":
			marks = shared(g, rng)
		case "sukaku":
			marks = sukaku(g, rng, *add)
		default:
			fatal("-kind %q: want givens, shared or sukaku", *kind)
		}
		fmt.Fprintln(w, codec.FormatCandidates(sudoku.NewGrid(sudoku.Classic), marks))
	}
	if err := sc.Err(); err != nil {
		fatal("%v", err)
	}
}

// shared is the kind shared: g's candidates, three givens' digits added
// to an empty peer's marks.
func shared(g sudoku.Grid, rng *rand.Rand) []sudoku.Set {
	marks := g.Candidates()
	var givens []sudoku.Cell
	for c := range sudoku.Cell(81) {
		if g.At(c) != 0 {
			givens = append(givens, c)
		}
	}
	for range 3 {
		c := givens[rng.IntN(len(givens))]
		var empty []sudoku.Cell
		for _, p := range sudoku.Classic.Peers(c) {
			if g.At(p) == 0 {
				empty = append(empty, p)
			}
		}
		if len(empty) > 0 {
			p := empty[rng.IntN(len(empty))]
			marks[p] |= sudoku.Bit(g.At(c))
		}
	}
	return marks
}

// sukaku is the kind sukaku: marks around g's solution, cut until it is
// the only one, then up to add marks put back.
func sukaku(g sudoku.Grid, rng *rand.Rand, add int) []sudoku.Set {
	sol, unique, err := solve.Solve(g)
	if err != nil || !unique {
		fatal("%s: not a puzzle with one solution", g)
	}
	marks := make([]sudoku.Set, 81)
	for c := range marks {
		marks[c] = sudoku.Bit(sol.At(sudoku.Cell(c)))
		for d := sudoku.Digit(1); d <= 9; d++ {
			if rng.IntN(3) == 0 {
				marks[c] |= sudoku.Bit(d)
			}
		}
	}
	isUnique := func() bool {
		n, err := solve.CountPuzzle(sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Classic), Candidates: marks}, 2)
		if err != nil {
			fatal("%v", err)
		}
		return n == 1
	}
	for !isUnique() {
		c := rng.IntN(81)
		others := (marks[c] &^ sudoku.Bit(sol.At(sudoku.Cell(c)))).Digits()
		if len(others) > 0 {
			marks[c] &^= sudoku.Bit(others[rng.IntN(len(others))])
		}
	}
	var out [][2]int // the marks left out: cell, digit
	for c := range marks {
		for d := sudoku.Digit(1); d <= 9; d++ {
			if !marks[c].Has(d) {
				out = append(out, [2]int{c, int(d)})
			}
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	for _, cd := range out {
		if add == 0 {
			break
		}
		marks[cd[0]] |= sudoku.Bit(sudoku.Digit(cd[1]))
		if isUnique() {
			add--
		} else {
			marks[cd[0]] &^= sudoku.Bit(sudoku.Digit(cd[1]))
		}
	}
	return marks
}

func fatal(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "marks: "+format+"\n", args...)
	os.Exit(1)
}
