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
	var out explained
	var text strings.Builder
	err := eachCorpusPuzzle(func(s *State) error {
		path, err := Solve(s, Options{})
		if err != nil {
			return err
		}
		if text.Len() > 0 {
			text.WriteString("\n")
		}
		for i, st := range path.Steps {
			fmt.Fprintf(&text, "%d. %s\n", i+1, st.Text)
		}
		text.WriteString("\n" + codec.FormatPretty(path.Final))
		out.steps = append(out.steps, path.Steps...)
		return nil
	})
	out.text = text.String()
	return out, err
})

// hintCorpus walks the corpus's paths hint by hint, as the page's hints
// do, once for the tests that read the hints.
var hintCorpus = sync.OnceValues(func() ([]Hint, error) {
	var hints []Hint
	err := eachCorpusPuzzle(func(s *State) error {
		for !s.Solved() {
			h, ok := Next(s)
			if !ok {
				return fmt.Errorf("no hint with %d cells empty", s.Empty())
			}
			hints = append(hints, h)
			if err := h.Step.Apply(s); err != nil {
				return err
			}
		}
		return nil
	})
	return hints, err
})

// eachCorpusPuzzle calls f with the state of each puzzle of the corpus
// in turn, as sudoku-cli explain starts it (startState), and stops at
// its first error, naming the corpus's line.
func eachCorpusPuzzle(f func(s *State) error) error {
	file, err := os.Open(corpusFile)
	if err != nil {
		return err
	}
	defer file.Close()
	sc := bufio.NewScanner(file)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		s, err := startState(line)
		if err == nil {
			err = f(s)
		}
		if err != nil {
			return fmt.Errorf("%s:%d: %w", corpusFile, n, err)
		}
	}
	return sc.Err()
}

// startState starts the puzzle of line as sudoku-cli explain does
// (FromPuzzleMarks).
func startState(line string) (*State, error) {
	p, err := codec.Parse(line)
	if err != nil {
		return nil, err
	}
	return FromPuzzleMarks(p)
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
// catalogue to each other: every step's message of the corpus, every
// hint's nudge, and the messages of names its steps do not reach
// (keyCases), has the key and
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
	hints, err := hintCorpus()
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range hints {
		if err := checkMessage(h.Nudge(), used); err != nil {
			t.Errorf("%q: %v", h.Vague(), err)
		}
	}
	for _, m := range keyCases(t) {
		if err := checkMessage(m, used); err != nil {
			t.Error(err)
		}
	}
	for _, key := range []string{wordsCell, wordsCellsInRow, wordsCellsInColumn, wordsCellInList} {
		used[key] = true // read by RenderWords: TestRenderWords
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

// TestVagueUnchanged holds the English of every hint's nudge along the
// corpus's paths (Hint.Vague) to what it was before a nudge became a
// Message (vagueBefore), byte for byte, but for the two names the old
// article rule got wrong, which now take none ("Look for innies and
// outies", not "a innies and outies").
func TestVagueUnchanged(t *testing.T) {
	hints, err := hintCorpus()
	if err != nil {
		t.Fatal(err)
	}
	mended := strings.NewReplacer("Look for a innies and outies", "Look for innies and outies", "Look for a odd and even cells", "Look for odd and even cells")
	for _, h := range hints {
		if got, want := h.Vague(), mended.Replace(vagueBefore(h.shape, h.geo, h.Step)); got != want {
			t.Errorf("%q: got nudge %q, want %q", h.Step.Text, got, want)
		}
	}
}
