package message

import (
	"slices"
	"strings"
	"testing"
)

// parse parses a catalogue for a test, failing it on an error.
func parse(t *testing.T, json string, plural PluralFunc) *Catalogue {
	t.Helper()
	c, err := Parse([]byte(json), plural)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		name, json, err string // err: a part of the error, "" for none
	}{
		{"flat", `{"broken-cell": "{{.Cell}} hat keinen Kandidaten mehr"}`, ""},
		{"empty", `{}`, ""},
		{"spaces in braces", `{"broken-cell": "{{ .Cell }} hat keinen Kandidaten mehr"}`, ""},
		{"plural forms", `{"als": {"description": "an almost locked set", "hash": "sha1-x", "one": "{{.Cells}}: {{.Digits}}", "other": "{{.Cells}}: {{.Digits}}"}}`, ""},
		{"a single brace", `{"k": "{a} }}"}`, ""},
		{"not an object", `["broken-cell"]`, "line 1: want an object of keys"},
		{"not JSON", "{\n\"a\": \"b\",\n\"c\" \"d\"}", "line 3: expected colon"},
		{"cut short", "{\n\"a\": \"b\",\n", "unexpected EOF"},
		{"more after", `{} {}`, "line 1: more after the object"},
		{"a number", "{\n  \"broken-cell\": 3}", `line 2: "broken-cell": want a string or an object`},
		{"given twice", "{\"a\": \"x\",\n\"a\": \"y\"}", `line 2: "a" is given twice`},
		{"an empty key", `{"": "x"}`, "an empty key"},
		{"no other", `{"als": {"one": "{{.Cells}}"}}`, `"als": no "other" form`},
		{"not a form", `{"als": {"several": "{{.Cells}}", "other": "x"}}`, `"als": "several" is not a plural form`},
		{"a form twice", `{"als": {"one": "a", "one": "b", "other": "x"}}`, `"als": its one form is given twice`},
		{"form not a string", `{"als": {"other": 1}}`, `"als": its other form is not a string`},
		{"unclosed", `{"broken-cell": "{{.Cell hat"}`, `"broken-cell": "{{.Cell hat" has no closing }}`},
		{"no dot", `{"broken-cell": "{{Cell}}"}`, `"broken-cell": "{{Cell}}" is not a placeholder`},
		{"a pipeline", `{"broken-cell": "{{.Cell | upper}}"}`, `"broken-cell": "{{.Cell | upper}}" is not a placeholder`},
		{"empty name", `{"broken-cell": "{{.}}"}`, `"broken-cell": "{{.}}" is not a placeholder`},
		{"a digit first", `{"k": "{{.1st}}"}`, `"k": "{{.1st}}" is not a placeholder`},
	} {
		_, err := Parse([]byte(tc.json), Plural("en"))
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s: got %v, want an error with %q", tc.name, err, tc.err)
		case err != nil && !strings.HasPrefix(err.Error(), "message: catalogue: line "):
			t.Errorf("%s: %q does not say where", tc.name, err)
		}
	}
}

func TestRender(t *testing.T) {
	en := parse(t, `{
		"games": {"one": "{{.Count}} game", "other": "{{.Count}} games"},
		"welcome": "Welcome, {{.Name}}: {{.Count}} new",
		"only-en": "only in English",
		"plain": "no placeholder"
	}`, Plural("en"))
	ru := parse(t, `{
		"games": {"one": "{{.Count}} игра", "few": "{{.Count}} игры", "many": "{{.Count}} игр", "other": "{{.Count}} игры"},
		"welcome": "{{.Name}}, добро пожаловать"
	}`, Plural("ru")).WithFallback(en)
	for _, tc := range []struct {
		c    *Catalogue
		key  string
		args []Arg
		want string
	}{
		{en, "games", []Arg{Count(1)}, "1 game"},
		{en, "games", []Arg{Count(0)}, "0 games"},
		{en, "welcome", []Arg{String("Name", "Ada"), Int("Count", -3)}, "Welcome, Ada: -3 new"},
		{en, "plain", nil, "no placeholder"},
		{ru, "games", []Arg{Count(21)}, "21 игра"},
		{ru, "games", []Arg{Count(3)}, "3 игры"},
		{ru, "games", []Arg{Count(11)}, "11 игр"},
		{ru, "welcome", []Arg{String("Name", "Ада"), Count(2)}, "Ада, добро пожаловать"},
		{ru, "only-en", nil, "only in English"},
	} {
		got, err := tc.c.Render(tc.key, tc.args...)
		if err != nil || got != tc.want {
			t.Errorf("Render(%q, %v) = %q, %v, want %q", tc.key, tc.args, got, err, tc.want)
		}
		if got := tc.c.Text(tc.key, tc.args...); got != tc.want {
			t.Errorf("Text(%q, %v) = %q, want %q", tc.key, tc.args, got, tc.want)
		}
	}
	// The faults: Render says them, Text writes what it can.
	for _, tc := range []struct {
		key      string
		args     []Arg
		err      string
		wantText string
	}{
		{"no-such-key", nil, `message: "no-such-key": no such key`, "no-such-key"},
		{"welcome", []Arg{Count(1)}, `message: "welcome": no argument for {{.Name}}`, "{{.Name}}, добро пожаловать"},
		{"games", nil, `message: "games": plural forms, but no Count`, "{{.Count}} игры"},
	} {
		if got, err := ru.Render(tc.key, tc.args...); err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("Render(%q, %v) = %q, %v, want an error with %q", tc.key, tc.args, got, err, tc.err)
		}
		if got := ru.Text(tc.key, tc.args...); got != tc.wantText {
			t.Errorf("Text(%q, %v) = %q, want %q", tc.key, tc.args, got, tc.wantText)
		}
	}
}

func TestLookup(t *testing.T) {
	en := parse(t, `{"technique-x-wing": "X-Wing", "technique-x-wing-nudge": "an X-Wing", "other": "o"}`, Plural("en"))
	de := parse(t, `{"technique-x-wing": "X-Flügel"}`, Plural("de")).WithFallback(en)
	ja := parse(t, `{}`, Plural("ja")).WithFallback(en)
	for _, tc := range []struct {
		c    *Catalogue
		keys []string
		want string
	}{
		{de, []string{"technique-x-wing-nudge", "technique-x-wing"}, "X-Flügel"},
		{ja, []string{"technique-x-wing-nudge", "technique-x-wing"}, "an X-Wing"},
		{de, []string{"other"}, "o"},
		{de, []string{"none", "other"}, "o"},
	} {
		e, _, ok := tc.c.Lookup(tc.keys...)
		if !ok || e.Form(PluralOther).String() != tc.want {
			t.Errorf("Lookup(%q): got %v, want %q", tc.keys, ok, tc.want)
		}
	}
	if _, _, ok := de.Lookup("none"); ok {
		t.Error("Lookup found a key no catalogue has")
	}
	if de.Fallback() != en || en.Fallback() != nil || !de.Has("technique-x-wing") || de.Has("other") {
		t.Error("a catalogue's own keys and fallback are not as given")
	}
	if got := de.Keys(); !slices.Equal(got, []string{"technique-x-wing"}) {
		t.Errorf("Keys = %q, want the catalogue's own", got)
	}
}

func TestCheck(t *testing.T) {
	schema := Schema{
		"games":         {Args: []string{"Count"}},
		"games-in":      {Args: []string{"Count", "Place"}},
		"welcome":       {Args: []string{"Name"}},
		"title":         {},
		"title-variant": {Optional: true},
	}
	for _, tc := range []struct {
		name, json string
		plural     PluralFunc
		want       []string // parts of the errors, in order
		missing    []string
	}{
		{"fits", `{"games": {"one": "a game", "other": "{{.Count}} games"}, "games-in": "{{.Count}} in {{.Place}}", "welcome": "Hi {{.Name}}", "title": "T"}`,
			Plural("en"), nil, nil},
		{"Russian's forms", `{"games": {"one": "{{.Count}} игра", "few": "{{.Count}} игры", "many": "{{.Count}} игр", "other": "{{.Count}} игры"}}`,
			Plural("ru"), nil, []string{"games-in", "title", "welcome"}},
		{"a plain string for a count", `{"games": "{{.Count}} partite"}`, Plural("it"), nil, []string{"games-in", "title", "welcome"}},
		{"Russian short of a form", `{"games": {"one": "{{.Count}} игра", "other": "{{.Count}} игры"}}`, Plural("ru"),
			[]string{`"games": no few form, which its language gives 2, 3, 4, ...`, `"games": no many form, which its language gives 0, 5, 6, ...`}, nil},
		{"a form the language never gives", `{"games": {"one": "1", "few": "x", "other": "{{.Count}}"}}`, Plural("en"),
			[]string{`"games": a few form, which its language never gives`}, nil},
		{"Japanese needs no one", `{"games": {"one": "1", "other": "{{.Count}}"}}`, Plural("ja"),
			[]string{`"games": a one form, which its language never gives`}, nil},
		{"a million's many is not needed, but may be written", `{"games": {"one": "1", "many": "{{.Count}} de parties", "other": "{{.Count}}"}}`, Plural("fr"), nil, nil},
		{"Arabic's six", `{"games": {"zero": "0", "one": "1", "two": "2", "few": "{{.Count}}", "many": "{{.Count}}", "other": "{{.Count}}"}}`, Plural("ar"), nil, nil},
		{"an unknown key", `{"gamez": "x"}`, Plural("en"), []string{`"gamez": no message has this key`}, nil},
		{"a placeholder not given", `{"welcome": "{{.Name}} {{.Nmae}}"}`, Plural("en"),
			[]string{`"welcome": {{.Nmae}} is no argument of its message (Name)`}, nil},
		{"an argument not written", `{"games-in": "{{.Count}} games"}`, Plural("en"), []string{`"games-in": no form writes {{.Place}}`}, nil},
		{"plural forms without a Count", `{"welcome": {"one": "{{.Name}}", "other": "{{.Name}}"}}`, Plural("en"),
			[]string{`"welcome": a one form, but its message has no Count`}, nil},
	} {
		c := parse(t, tc.json, tc.plural)
		var got []string
		for _, err := range c.Check(schema) {
			got = append(got, err.Error())
		}
		ok := len(got) == len(tc.want)
		for i := 0; ok && i < len(got); i++ {
			ok = strings.Contains(got[i], tc.want[i])
		}
		if !ok {
			t.Errorf("%s: got %q, want errors with %q", tc.name, got, tc.want)
		}
		if tc.missing != nil {
			if got := c.Missing(schema); !slices.Equal(got, tc.missing) {
				t.Errorf("%s: Missing = %q, want %q", tc.name, got, tc.missing)
			}
		}
	}
}

func TestMarshalJSON(t *testing.T) {
	in := `{"b": {"description": "d", "one": "<{{ .Count }}> & \"x\"", "other": "{{.Count}}s"}, "a": "ä {{.X}}\n"}`
	c := parse(t, in, Plural("en"))
	out, err := c.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	want := "{\n  \"a\": \"ä {{.X}}\\n\",\n  \"b\": {\n    \"one\": \"<{{.Count}}> & \\\"x\\\"\",\n    \"other\": \"{{.Count}}s\"\n  }\n}\n"
	if string(out) != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
	back := parse(t, string(out), Plural("en"))
	if !sameWords(c, back) {
		t.Errorf("%s does not read back as itself", out)
	}
}

// sameWords reports whether a and b hold the same words.
func sameWords(a, b *Catalogue) bool {
	if !slices.Equal(a.Keys(), b.Keys()) {
		return false
	}
	for key, e := range a.entries {
		f := b.entries[key]
		for form := range numPluralForms {
			if e.has[form] != f.has[form] || !slices.Equal(e.forms[form], f.forms[form]) {
				return false
			}
		}
	}
	return true
}
