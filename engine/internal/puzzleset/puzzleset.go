// Package puzzleset loads the standard benchmark puzzle sets for tests and
// benchmarks. The sets live outside the module, in ../shared/puzzles beside
// the repository root (see that folder's README); SUDOKU_PUZZLES overrides
// the folder.
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

// ErrMissing means the puzzle folder could not be found.
var ErrMissing = errors.New("puzzleset: puzzle folder not found (set SUDOKU_PUZZLES)")

// Dir returns the puzzle folder: $SUDOKU_PUZZLES, or shared/puzzles next to
// the directory holding go.mod, found by walking up from the working directory.
func Dir() (string, error) {
	if d := os.Getenv("SUDOKU_PUZZLES"); d != "" {
		return d, nil
	}
	wd, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for d := wd; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			p := filepath.Join(filepath.Dir(d), "shared", "puzzles")
			if _, err := os.Stat(p); err != nil {
				return "", ErrMissing
			}
			return p, nil
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

// ForTest is Load for tests and benchmarks: it skips tb when the sets are
// not there (a checkout without ../shared), and fails it on a broken file.
func ForTest(tb testing.TB, name string, max int) []string {
	tb.Helper()
	ps, err := Load(name, max)
	if errors.Is(err, ErrMissing) {
		tb.Skip(err)
	}
	if err != nil {
		tb.Fatal(err)
	}
	return ps
}
