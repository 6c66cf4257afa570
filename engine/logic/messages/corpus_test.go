package messages

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/logic"
)

// corpusMessages walks the paths of the engine's English corpus (every
// technique in every wording: engine/logic/testdata/english) and returns
// each step's message and each hint's nudge; with -short, those of its
// first puzzles.
func corpusMessages(t *testing.T) []logic.Message {
	t.Helper()
	f, err := os.Open("../testdata/english/corpus.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	var msgs []logic.Message
	puzzles := 0
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if puzzles++; testing.Short() && puzzles > 12 {
			break
		}
		p, err := codec.Parse(line)
		if err != nil {
			t.Fatal(err)
		}
		s, err := logic.FromPuzzleMarks(p)
		if err != nil {
			t.Fatal(err)
		}
		for !s.Solved() {
			h, ok := logic.Next(s)
			if !ok {
				break
			}
			msgs = append(msgs, h.Step.Message, h.Nudge())
			if err := h.Step.Apply(s); err != nil {
				t.Fatal(err)
			}
		}
	}
	return msgs
}

// Every language writes every step and nudge of the corpus, in the
// engine's notation and in a player's words, without a fault and in its
// own words: none reads as English does.
func TestCorpusInEveryLanguage(t *testing.T) {
	msgs := corpusMessages(t)
	en := logic.English()
	for _, tag := range Tags()[1:] {
		c, err := Catalogue(tag)
		if err != nil {
			t.Fatal(err)
		}
		faults := 0
		for _, m := range msgs {
			for _, render := range []func(*logic.Catalogue, logic.Message) (string, error){(*logic.Catalogue).Render, (*logic.Catalogue).RenderWords} {
				text, err := render(c, m)
				english, _ := render(en, m)
				switch {
				case err != nil:
					t.Errorf("%s: %s: %v", tag, m.Key, err)
				case text == english:
					t.Errorf("%s: %s reads as in English: %q", tag, m.Key, text)
				default:
					continue
				}
				if faults++; faults == 5 {
					t.Fatalf("%s: and more", tag)
				}
			}
		}
	}
}
