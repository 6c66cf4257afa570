package message

import (
	"slices"
	"testing"
)

// FuzzParse parses any bytes as a catalogue: a catalogue that parses
// writes itself back (MarshalJSON) as a file that parses as the same
// words, each template writes back as itself (Template.String), and every
// key renders under every plural rule, by Text without a fault it did not
// report by Render.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		`{}`,
		`{"a": "b"}`,
		`{"hidden-single": "In {{.House}}, {{.Digit}} fits only in {{.Cell}} ({{.Technique}})"}`,
		`{"als": {"description": "d", "one": "{{ .Cells }} holds", "other": "{{.Cells}} hold"}}`,
		`{"x": {"zero": "0", "one": "1", "two": "2", "few": "f", "many": "m", "other": "o {{.Count}}"}}`,
		`{"a": "{{.A", "b": 1}`,
		`{"a": "x", "a": "y"}`,
		"{\"k\": \"\\u00e9 {{.N\\u00e4me}} }} {\"}",
		`[1]`,
	} {
		f.Add([]byte(s))
	}
	plurals := []PluralFunc{nil, Plural("en"), Plural("ru"), Plural("ar"), Plural("fr")}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Parse(data, Plural("en"))
		if err != nil {
			return
		}
		out, err := c.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		back, err := Parse(out, Plural("en"))
		if err != nil {
			t.Fatalf("%q wrote %q, which does not parse: %v", data, out, err)
		}
		if !sameWords(c, back) {
			t.Fatalf("%q wrote %q, which parses as other words", data, out)
		}
		for _, key := range c.Keys() {
			e := c.entries[key]
			for form := range numPluralForms {
				if !e.has[form] {
					continue
				}
				again, err := ParseTemplate(e.forms[form].String())
				if err != nil || !slices.Equal(again, e.forms[form]) {
					t.Fatalf("%q: its %s form %q reads back as %q, %v", key, form, e.forms[form], again, err)
				}
			}
			for _, p := range plurals {
				d := &Catalogue{entries: c.entries, plural: p}
				for n := range 30 {
					text, err := d.render(key, []Arg{Count(n)}, false)
					strict, serr := d.Render(key, Count(n))
					if serr == nil && (err != nil || text != strict) {
						t.Fatalf("%q, %d: Text %q, %v, Render %q", key, n, text, err, strict)
					}
				}
			}
		}
	})
}
