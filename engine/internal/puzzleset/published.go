package puzzleset

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Published is one puzzle of engine/solve/testdata's published lists
// (PublishedFiles): a line each, tab-separated, the constraint families
// (comma-separated), the name, where it was published, the solution as a
// line, and the puzzle as f-puzzles JSON or a link, which codec.Parse
// reads. Lines that start with # are comments.
type Published struct {
	Families []string
	Name     string
	Source   string
	Solution string
	Puzzle   sudoku.Puzzle
}

// PublishedFiles are the published lists, in the order AllPublished
// reads them.
var PublishedFiles = []string{"variants.tsv", "killers.tsv"}

// ReadPublished reads the published list at path; a line that does not
// read fails tb, naming the file, the line and the puzzle.
func ReadPublished(tb testing.TB, path string) []Published {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []Published
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if text == "" || text[0] == '#' {
			continue
		}
		cols := strings.Split(text, "\t")
		if len(cols) != 5 {
			tb.Fatalf("%s:%d: %d columns, want 5", path, line, len(cols))
		}
		p, err := codec.Parse(cols[4])
		if err != nil {
			tb.Fatalf("%s:%d (%s): %v", path, line, cols[1], err)
		}
		out = append(out, Published{strings.Split(cols[0], ","), cols[1], cols[2], cols[3], p})
	}
	if err := sc.Err(); err != nil {
		tb.Fatalf("%s: %v", path, err)
	}
	return out
}

// AllPublished reads every list of PublishedFiles in dir (engine/solve's
// testdata).
func AllPublished(tb testing.TB, dir string) []Published {
	tb.Helper()
	var out []Published
	for _, file := range PublishedFiles {
		out = append(out, ReadPublished(tb, filepath.Join(dir, file))...)
	}
	return out
}
