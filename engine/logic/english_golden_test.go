package logic

import (
	"bufio"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// The English corpus: puzzles whose paths take every technique in every
// wording, and what sudoku-cli explain wrote for them before a step's
// sentence became a Message (testdata/english has how they were chosen).
const (
	corpusFile = "testdata/english/corpus.txt"
	goldenFile = "testdata/english/explain.golden"
)

// explained is the corpus explained: what sudoku-cli explain writes for
// it, and every step's message.
type explained struct {
	text  string
	steps []Step
}

// explainCorpus explains the corpus once for the tests that read it.
var explainCorpus = sync.OnceValues(func() (explained, error) {
	f, err := os.Open(corpusFile)
	if err != nil {
		return explained{}, err
	}
	defer f.Close()
	var out explained
	var text strings.Builder
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		steps, final, err := explainPuzzle(line)
		if err != nil {
			return explained{}, fmt.Errorf("%s:%d: %w", corpusFile, n, err)
		}
		if text.Len() > 0 {
			text.WriteString("\n")
		}
		for i, st := range steps {
			fmt.Fprintf(&text, "%d. %s\n", i+1, st.Text)
		}
		text.WriteString("\n" + codec.FormatPretty(final))
		out.steps = append(out.steps, steps...)
	}
	out.text = text.String()
	return out, sc.Err()
})

// explainPuzzle solves the puzzle of line as sudoku-cli explain does:
// from its pencil marks when it has them (a cell's one mark given unless
// a peer shares it), else from its givens.
func explainPuzzle(line string) ([]Step, sudoku.Grid, error) {
	p, err := codec.Parse(line)
	if err != nil {
		return nil, sudoku.Grid{}, err
	}
	var s *State
	if p.Candidates == nil {
		s, err = FromPuzzle(p)
	} else {
		given := p
		given.Grid = p.Givens()
		s, err = FromPuzzleCandidates(given, p.Marks())
	}
	if err != nil {
		return nil, sudoku.Grid{}, err
	}
	path, err := Solve(s, Options{})
	return path.Steps, path.Final, err
}

// TestEnglishUnchanged holds the steps' English to what it was before
// they became messages: the corpus explained as sudoku-cli explain does,
// byte for byte.
func TestEnglishUnchanged(t *testing.T) {
	got, err := explainCorpus()
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(goldenFile)
	if err != nil {
		t.Fatal(err)
	}
	if got.text == string(want) {
		return
	}
	g, w := strings.Split(got.text, "\n"), strings.Split(string(want), "\n")
	for i := range max(len(g), len(w)) {
		if i >= len(g) || i >= len(w) || g[i] != w[i] {
			t.Fatalf("%s:%d differs:\ngot  %q\nwant %q", goldenFile, i+1, at(g, i), at(w, i))
		}
	}
}

// at returns lines[i], or "" past the end.
func at(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return "(end)"
}

// TestMessageKeys holds the messages the engine builds and the English
// catalogue to each other: every step's message of the corpus, and the
// messages of names its steps do not reach (keyCases), has the key and
// the arguments messageArgs lists (checkMessage), and every key of the
// catalogue is read by one of them. With TestEnglishCatalogue, which
// holds the catalogue to messageArgs, every placeholder of en.json is an
// argument some message gives and every argument a placeholder.
func TestMessageKeys(t *testing.T) {
	corpus, err := explainCorpus()
	if err != nil {
		t.Fatal(err)
	}
	used := map[string]bool{}
	for _, st := range corpus.steps {
		if st.Message.Shape == (sudoku.Shape{}) {
			t.Errorf("%q: a step's message has no shape", st.Text)
		}
		if err := checkMessage(st.Message, used); err != nil {
			t.Errorf("%q: %v", st.Text, err)
		}
	}
	for _, m := range keyCases(t) {
		if err := checkMessage(m, used); err != nil {
			t.Error(err)
		}
	}
	var unused []string
	for key := range messageSchema() {
		if !used[key] {
			unused = append(unused, key)
		}
	}
	slices.Sort(unused)
	if len(unused) > 0 {
		t.Errorf("no message reads %s", strings.Join(unused, ", "))
	}
}
