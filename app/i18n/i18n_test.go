package i18n

import (
	"testing"

	"github.com/sudoku-app/sudoku/engine/message"
)

// useCatalogue makes text the page's catalogue of language tag for the
// rest of the test, English again after it.
func useCatalogue(t *testing.T, tag, text string) {
	t.Helper()
	c, err := message.Parse([]byte(text), message.Plural(tag))
	if err != nil {
		t.Fatal(err)
	}
	Use(tag, c)
	t.Cleanup(func() { Use("", nil) })
}

// List joins words as a sentence does, in the page's language; Template
// fills a template from the engine, translated when the catalogue has it.
func TestListAndTemplate(t *testing.T) {
	lists := []struct {
		items []string
		en    string
		de    string
	}{
		{nil, "", ""},
		{[]string{"a"}, "a", "a"},
		{[]string{"a", "b"}, "a and b", "a und b"},
		{[]string{"a", "b", "c"}, "a, b and c", "a, b und c"},
		{[]string{"a", "b", "c", "d"}, "a, b, c and d", "a, b, c und d"},
	}
	const whispers = "Neighbours on a green (whispers) line differ by at least {{.Diff}}."
	diff := Str("Diff", "5")
	for _, l := range lists {
		if got := List(l.items); got != l.en {
			t.Errorf("English: List(%q) = %q, want %q", l.items, got, l.en)
		}
	}
	if got, want := Template(whispers, diff), "Neighbours on a green (whispers) line differ by at least 5."; got != want {
		t.Errorf("English: Template = %q, want %q", got, want)
	}
	useCatalogue(t, "de", `{
		"{{.List}} and {{.Last}}": "{{.List}} und {{.Last}}",
		"{{.List}}, {{.Next}}": "{{.List}}, {{.Next}}",
		"Neighbours on a green (whispers) line differ by at least {{.Diff}}.": "Nachbarn auf einer grünen Linie unterscheiden sich um mindestens {{.Diff}}."
	}`)
	for _, l := range lists {
		if got := List(l.items); got != l.de {
			t.Errorf("German: List(%q) = %q, want %q", l.items, got, l.de)
		}
	}
	if got, want := Template(whispers, diff), "Nachbarn auf einer grünen Linie unterscheiden sich um mindestens 5."; got != want {
		t.Errorf("German: Template = %q, want %q", got, want)
	}
	if got, want := Template("Digits on a thermometer increase from the bulb."), "Digits on a thermometer increase from the bulb."; got != want {
		t.Errorf("German, a key the catalogue lacks: Template = %q, want the English %q", got, want)
	}
}

// Decimal writes the decimal point as the page's language does.
func TestDecimal(t *testing.T) {
	tests := []struct {
		x          float64
		prec       int
		en, de, ja string
	}{
		{4.2, 1, "4.2", "4,2", "4.2"},
		{10, 1, "10.0", "10,0", "10.0"},
		{1.25, 2, "1.25", "1,25", "1.25"},
		{7, 0, "7", "7", "7"},
	}
	for _, lang := range []struct{ tag, catalogue string }{
		{"en", ""},
		{"de", `{"{{.Whole}}.{{.Fraction}}": "{{.Whole}},{{.Fraction}}"}`},
		{"ja", `{"{{.Whole}}.{{.Fraction}}": "{{.Whole}}.{{.Fraction}}"}`},
	} {
		if lang.catalogue != "" {
			useCatalogue(t, lang.tag, lang.catalogue)
		}
		for _, tt := range tests {
			want := map[string]string{"en": tt.en, "de": tt.de, "ja": tt.ja}[lang.tag]
			if got := Decimal(tt.x, tt.prec); got != want {
				t.Errorf("%s: Decimal(%v, %d) = %q, want %q", lang.tag, tt.x, tt.prec, got, want)
			}
		}
	}
}
