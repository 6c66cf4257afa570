// Package puzzleset loads the standard benchmark puzzle sets for tests and
// benchmarks: tdoku's benchmark lists and Project Euler 96, from the
// package's testdata folder (its README names each list's source), where
// the long lists are samples of 1,000 puzzles. SUDOKU_PUZZLES names a
// folder of the full lists, under the same file names, to use instead.
package puzzleset

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The sets, by file name.
const (
	Clue17       = "17_clue.txt"
	Magictour    = "magictour_top1465.txt"
	Forum1905    = "forum_hardest_1905_11plus.txt"
	Forum1106    = "forum_hardest_1106.txt"
	Serg         = "serg_benchmark.txt"
	PE96Lines    = "pe96_lines.txt"
	PE96Original = "pe96.txt"
)

// ErrMissing means the puzzle folder could not be found: the working
// directory is outside the module, or SUDOKU_PUZZLES names no folder.
var ErrMissing = errors.New("puzzleset: puzzle folder not found")

// Dir returns the puzzle folder: $SUDOKU_PUZZLES when set, else this
// package's testdata, found from the module root (the directory holding
// go.mod, walking up from the working directory).
func Dir() (string, error) {
	if d := os.Getenv("SUDOKU_PUZZLES"); d != "" {
		if _, err := os.Stat(d); err != nil {
			return "", fmt.Errorf("%w: SUDOKU_PUZZLES=%s: %v", ErrMissing, d, err)
		}
		return d, nil
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for d := wd; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return filepath.Join(d, "engine", "internal", "puzzleset", "testdata"), nil
		}
		if filepath.Dir(d) == d {
			return "", ErrMissing
		}
	}
}

// Load returns up to max puzzles (all when max <= 0) of the named set, one
// line each, skipping comments and lines shorter than 81 characters. Lines
// are trimmed to their first 81 characters.
func Load(name string, max int) ([]string, error) {
	dir, err := Dir()
	if err != nil {
		return nil, err
	}
	f, err := os.Open(filepath.Join(dir, name))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() && (max <= 0 || len(out) < max) {
		line := strings.TrimSpace(sc.Text())
		if len(line) < 81 || line[0] == '#' {
			continue
		}
		out = append(out, line[:81])
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("puzzleset: %s: %w", name, err)
	}
	return out, nil
}

// ForTest is Load for tests and benchmarks: it fails tb when the set
// cannot be read.
func ForTest(tb testing.TB, name string, max int) []string {
	tb.Helper()
	ps, err := Load(name, max)
	if err != nil {
		tb.Fatal(err)
	}
	return ps
}
