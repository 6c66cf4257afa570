// Command sediff rates puzzles with package serate (serate.Rate) and with
// Sudoku Explainer itself (its command-line rater serate, from
// SukakuExplainer 1.18.1), and prints, for each puzzle where the two
// differ, the first step where their paths part. It ends with the share
// of exact ratings (rating, pearl and diamond all equal) and of ratings
// within 0.2, by SE's band.
//
//	go run ./engine/serate/testdata/sediff (-serate path | -steps file) [-all] < puzzles
//
// Puzzles are one a line (81 characters, '.' or '0' for blanks; a second
// field, such as a rating, is ignored). -serate names SE's serate script
// (it needs java), which then runs on them; -steps instead names a file of
// its --after="%r %s" output for the same puzzles, in the same order. One
// of the two is needed: serate is not part of this repository.
package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/serate"
)

// seResult is serate's answer for one puzzle: its steps and rating.
type seResult struct {
	steps                  []string
	rating, pearl, diamond int
}

var ratingLine = regexp.MustCompile(`^(\d+)\.(\d)/(\d+)\.(\d)/(\d+)\.(\d)$`)

// parseSerate reads serate's --after="%r %s" output: each puzzle's steps,
// then its "r/p/d" line.
func parseSerate(r io.Reader) ([]seResult, error) {
	var out []seResult
	var cur seResult
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if m := ratingLine.FindStringSubmatch(line); m != nil {
			t := func(i int) int { a, _ := strconv.Atoi(m[i]); b, _ := strconv.Atoi(m[i+1]); return a*10 + b }
			cur.rating, cur.pearl, cur.diamond = t(1), t(3), t(5)
			out = append(out, cur)
			cur = seResult{}
			continue
		}
		if line != "" {
			cur.steps = append(cur.steps, line)
		}
	}
	return out, sc.Err()
}

// head is a step line's rating and name, without its detail.
func head(step string) string {
	if i := strings.Index(step, ":"); i >= 0 {
		return step[:i]
	}
	return step
}

func main() {
	serateCmd := flag.String("serate", "", "Sudoku Explainer's serate script, run on the puzzles (needs java)")
	stepsFile := flag.String("steps", "", "serate's --after=\"%r %s\" output for the puzzles, instead of running serate")
	all := flag.Bool("all", false, "print every puzzle, not only those that differ")
	flag.Parse()
	if (*serateCmd == "") == (*stepsFile == "") {
		fmt.Fprintf(os.Stderr, "sediff: give either -serate, the path of Sudoku Explainer's serate script (SukakuExplainer 1.18.1; it needs java), or -steps, a file of its --after=\"%%r %%s\" output for the same puzzles\n")
		flag.Usage()
		os.Exit(2)
	}

	var puzzles []string
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		puzzles = append(puzzles, f[0])
	}
	if err := sc.Err(); err != nil {
		fail(err)
	}

	var raw []byte
	var err error
	start := time.Now()
	if *stepsFile != "" {
		raw, err = os.ReadFile(*stepsFile)
	} else {
		cmd := exec.Command(*serateCmd, `--after=%r %s`)
		cmd.Stdin = strings.NewReader(strings.Join(puzzles, "\n") + "\n")
		cmd.Stderr = os.Stderr
		raw, err = cmd.Output()
	}
	if err != nil {
		fail(fmt.Errorf("serate: %w", err))
	}
	seTime := time.Since(start)
	se, err := parseSerate(bytes.NewReader(raw))
	if err != nil {
		fail(err)
	}
	if len(se) != len(puzzles) {
		fail(fmt.Errorf("serate rated %d puzzles, want %d", len(se), len(puzzles)))
	}

	type band struct{ n, exact, near int }
	var bands [21]band
	var ours time.Duration
	for i, pz := range puzzles {
		g, err := codec.ParseGrid(pz)
		if err != nil {
			fmt.Printf("%d %s: %v\n", i+1, pz, err)
			continue
		}
		t0 := time.Now()
		r, err := serate.Rate(g)
		ours += time.Since(t0)
		s := se[i]
		b := &bands[min(s.rating/10, 20)]
		b.n++
		exact := err == nil && r.Rating == s.rating && r.Pearl == s.pearl && r.Diamond == s.diamond
		near := err == nil && abs(r.Rating-s.rating) <= 2
		if exact {
			b.exact++
		}
		if near {
			b.near++
		}
		if exact && !*all {
			continue
		}
		seR := fmt.Sprintf("%d.%d/%d.%d/%d.%d", s.rating/10, s.rating%10, s.pearl/10, s.pearl%10, s.diamond/10, s.diamond%10)
		ourR := r.String()
		if err != nil {
			ourR += " (" + err.Error() + ")"
		}
		fmt.Printf("%d %s SE %s ours %s\n", i+1, pz, seR, ourR)
		for k := 0; k < max(len(s.steps), len(r.Steps)); k++ {
			var a, o string
			if k < len(s.steps) {
				a = s.steps[k]
			}
			if k < len(r.Steps) {
				o = r.Steps[k].String()
			}
			if head(a) != head(o) {
				fmt.Printf("  step %d\n    SE:   %s\n    ours: %s\n", k+1, a, o)
				break
			}
		}
	}
	fmt.Println("band  puzzles  exact  within 0.2")
	var n, exact, near int
	for i, b := range bands {
		if b.n == 0 {
			continue
		}
		n, exact, near = n+b.n, exact+b.exact, near+b.near
		fmt.Printf("%2d.x  %7d  %5.1f%%  %5.1f%%\n", i, b.n, pct(b.exact, b.n), pct(b.near, b.n))
	}
	fmt.Printf("all   %7d  %5.1f%%  %5.1f%%\n", n, pct(exact, n), pct(near, n))
	fmt.Printf("time: ours %v, serate %v\n", ours.Round(time.Millisecond), seTime.Round(time.Millisecond))
}

func pct(a, b int) float64 { return 100 * float64(a) / float64(b) }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func fail(err error) {
	if errors.Is(err, os.ErrNotExist) {
		err = fmt.Errorf("%w (is -serate the path of serate, and is java installed?)", err)
	}
	fmt.Fprintln(os.Stderr, "sediff:", err)
	os.Exit(1)
}
