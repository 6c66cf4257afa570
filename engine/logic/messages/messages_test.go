package messages

import (
	"errors"
	"io/fs"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/message"
)

// TestCatalogues holds every catalogue file here to the engine's
// messages: it is named after a language of message.Languages, parses
// with its language's plural rules, passes logic's Check (every key an
// engine's message, every placeholder an argument and every argument
// written, every plural key with each form its language needs: Russian's
// one, few and many, Arabic's six) and lacks no key but the optional
// nudge forms of techniques' names.
func TestCatalogues(t *testing.T) {
	names, err := fs.Glob(FS(), "*.json")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(names, "en.json") {
		t.Fatalf("the catalogues %q lack en.json", names)
	}
	for _, name := range names {
		tag := strings.TrimSuffix(name, ".json")
		if l, ok := message.Find(tag); !ok || l.Tag != tag {
			t.Errorf("%s: not a language of message.Languages, by its tag", name)
			continue
		}
		data, err := fs.ReadFile(FS(), name)
		if err != nil {
			t.Fatal(err)
		}
		c, err := logic.ParseCatalogue(data, message.Plural(tag))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		for _, err := range c.Check() {
			t.Errorf("%s: %v", name, err)
		}
		if missing := c.Missing(); len(missing) > 0 {
			t.Errorf("%s: lacks %d keys: %s", name, len(missing), strings.Join(missing, ", "))
		}
	}
}

func TestCatalogue(t *testing.T) {
	if got := Tags(); len(got) != len(message.Languages) || got[0] != "en" {
		t.Errorf("Tags() = %q, want every language of message.Languages, English first", got)
	}
	for _, tag := range Tags() {
		c, err := Catalogue(strings.ToLower(tag))
		if err != nil {
			t.Errorf("%s: %v", tag, err)
			continue
		}
		if _, err := c.Render(logic.Message{Key: "broken-none"}); err != nil {
			t.Errorf("%s: %v", tag, err)
		}
	}
	if c, err := Catalogue("en"); err != nil || c != logic.English() {
		t.Errorf("Catalogue(en) = %p, %v, want logic.English()", c, err)
	}
	for _, tag := range []string{"xx", "de-AT", "", "../en"} {
		_, err := Catalogue(tag)
		var lang *LanguageError
		if !errors.As(err, &lang) || lang.Tag != tag || !strings.Contains(err.Error(), "the languages are en") {
			t.Errorf("Catalogue(%q): got %v, want a *LanguageError naming the languages", tag, err)
		}
	}
}
