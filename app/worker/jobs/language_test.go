package jobs_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/app/worker/jobs"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/logic/messages"
)

// A hint and an explanation asked for in a language come in its words:
// the technique named in brackets at the end is the language catalogue's
// name of it, where English names it otherwise; the zero Language, and a
// catalogue that does not parse, give English.
func TestStepsInTheLanguageAsked(t *testing.T) {
	for _, tag := range messages.Tags()[1:] {
		data, err := messages.File(tag)
		if err != nil {
			t.Fatal(err)
		}
		var names map[string]any
		if err := json.Unmarshal(data, &names); err != nil {
			t.Fatal(err)
		}
		lang := protocol.Language{Lang: tag, Catalogue: string(data)}
		hint, err := jobs.Run(context.Background(), protocol.Hint{Puzzle: easy, Language: lang}, nil)
		if err != nil {
			t.Fatalf("%s: %v", tag, err)
		}
		english, err := jobs.Run(context.Background(), protocol.Hint{Puzzle: easy}, nil)
		if err != nil {
			t.Fatal(err)
		}
		checkNamed(t, tag, names, *hint.Step, english.Step.Text)
		explained, err := jobs.Run(context.Background(), protocol.Explain{Puzzle: easy, Language: lang}, nil)
		if err != nil {
			t.Fatalf("%s: %v", tag, err)
		}
		for _, st := range explained.Steps[:5] {
			checkNamed(t, tag, names, st, "")
		}
	}
	broken := protocol.Language{Lang: "de", Catalogue: `{"hidden-single": "{{.House"}`}
	hint, err := jobs.Run(context.Background(), protocol.Hint{Puzzle: easy, Language: broken}, nil)
	english, _ := jobs.Run(context.Background(), protocol.Hint{Puzzle: easy}, nil)
	if err != nil || hint.Step.Text != english.Step.Text {
		t.Errorf("with a broken catalogue the hint reads %q (%v), want English %q", hint.Step.Text, err, english.Step.Text)
	}
}

// checkNamed checks that st's sentence ends with the catalogue's name of
// its technique, in brackets, and differs from the English one, when
// given.
func checkNamed(t *testing.T, tag string, names map[string]any, st protocol.Step, english string) {
	t.Helper()
	name, _ := names[st.Key].(string)
	if name == "" {
		t.Fatalf("%s: the catalogue has no %q, the key of %s", tag, st.Key, st.Technique)
	}
	if !strings.Contains(st.Text, name) {
		t.Errorf("%s: %q does not name %q", tag, st.Text, name)
	}
	if english != "" && st.Text == english {
		t.Errorf("%s: the hint reads in English: %q", tag, st.Text)
	}
}
