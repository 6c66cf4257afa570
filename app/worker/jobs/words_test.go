package jobs

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/logic"
)

// englishCorpus is the engine's English corpus: puzzles whose paths take
// every technique in every wording (engine/logic/testdata/english).
const englishCorpus = "../../../engine/logic/testdata/english/corpus.txt"

// TestStepsInWordsUnchanged holds the worker's steps in English to what
// they were when the page put the engine's English in words by scanning
// it (words.Cells): for every hint along the paths of the engine's
// English corpus, the Text and the Vague of stepOf, rendered from the
// step's Message and the hint's Nudge in a player's words, are
// words.Cells of the step's Text and the hint's Vague, byte for byte.
//
// The messages of apart name two cell arguments one after the other,
// joined by a comma that is not a list's: those cells are no longer said
// together (logic.Catalogue.RenderWords; TestRenderWordsKeepsArgumentsApart
// there).
func TestStepsInWordsUnchanged(t *testing.T) {
	apart := map[string]bool{"cage-combination": true, "colouring-wrap": true}
	f, err := os.Open(englishCorpus)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	steps, kept := 0, 0
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		s := corpusState(t, line)
		for !s.Solved() {
			h, ok := logic.Next(s)
			if !ok {
				t.Fatalf("line %d: no hint with %d cells empty", n, s.Empty())
			}
			out := stepOf(s, h, logic.English())
			if want := words.Cells(h.Step.Text); out.Text != want {
				if apart[h.Step.Message.Key] {
					kept++
				} else {
					t.Errorf("line %d: %s: %q\ngot  %q\nwant %q", n, h.Step.Message.Key, h.Step.Text, out.Text, want)
				}
			}
			if want := words.Cells(h.Vague()); out.Vague != want {
				t.Errorf("line %d: %q\ngot  %q\nwant %q", n, h.Vague(), out.Vague, want)
			}
			if err := h.Step.Apply(s); err != nil {
				t.Fatalf("line %d: %v", n, err)
			}
			steps++
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if steps < 1000 {
		t.Errorf("%d steps: the corpus was not read whole", steps)
	}
	t.Logf("%d steps, each in words as before, but %d whose cell arguments are kept apart", steps, kept)
}

// corpusState starts the puzzle of a line of the corpus as sudoku-cli
// explain does (logic.FromPuzzleMarks).
func corpusState(t *testing.T, line string) *logic.State {
	t.Helper()
	p, err := codec.Parse(line)
	if err != nil {
		t.Fatal(err)
	}
	s, err := logic.FromPuzzleMarks(p)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
