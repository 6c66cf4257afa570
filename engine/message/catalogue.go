package message

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"unicode"
)

// A Catalogue holds the words of one language: for every key, a template,
// or one per plural form. Its file is go-i18n v2's JSON message format, a
// flat object of keys:
//
//	{
//	  "games-saved": {
//	    "description": "the games list's title",
//	    "one": "{{.Count}} game saved",
//	    "other": "{{.Count}} games saved"
//	  },
//	  "welcome": "Welcome, {{.Name}}"
//	}
//
// A template is text with placeholders {{.Name}} (spaces allowed inside
// the braces), each the argument of that name, and nothing else of Go's
// templates. A key with plural forms holds an object of CLDR plural
// categories (zero, one, two, few, many, other; "other" required), and
// may hold a "description" for translators and a "hash" (go-i18n's),
// which are not read; the message's Count picks the form through the
// catalogue's PluralFunc, and a form the catalogue lacks falls back to
// "other".
//
// A catalogue may have a fallback (WithFallback), English for a
// translation: a key it lacks is read from its fallback, with the
// fallback's plural rules, so a catalogue still short of a few keys
// renders every message, those in the fallback's words.
//
// A Catalogue is read-only once parsed: safe for concurrent use.
type Catalogue struct {
	entries  map[string]*Entry
	plural   PluralFunc
	fallback *Catalogue
}

// Entry is the wording of one key: a template, or one per plural form.
type Entry struct {
	forms [numPluralForms]Template
	has   [numPluralForms]bool
}

// Template is a parsed template: literal text and placeholders, in
// turn. Read-only.
type Template []Segment

// Segment is a piece of a template: literal Text, or, when Arg is not
// empty, the placeholder of the argument named Arg.
type Segment struct {
	Text string
	Arg  string
}

// Parse parses a catalogue in go-i18n v2's JSON message format (see
// Catalogue) whose plural forms plural picks (nil: other for every count,
// as Plural gives Japanese). It fails, naming the line and the key, on a
// file that is not one JSON object, a key given twice, a value that is
// neither a string nor an object of plural forms, an object without
// "other", or a template with a brace it cannot read. It does not check
// the keys against a program's messages: Check does. Cost: linear in the
// file's size.
func Parse(data []byte, plural PluralFunc) (*Catalogue, error) {
	c := &Catalogue{entries: map[string]*Entry{}, plural: plural}
	err := eachMember(data, func(key string, value json.RawMessage, line int) error {
		if _, dup := c.entries[key]; dup {
			return fmt.Errorf("message: catalogue: line %d: %q is given twice", line, key)
		}
		e, err := parseEntry(key, value)
		if err != nil {
			return fmt.Errorf("message: catalogue: line %d: %w", line, err)
		}
		c.entries[key] = e
		return nil
	})
	if err != nil {
		return nil, err
	}
	return c, nil
}

// eachMember calls f with each member of the JSON object data, in order:
// its name, its value and the line (from 1) it starts on. It fails on
// anything but one object, naming the line.
func eachMember(data []byte, f func(name string, value json.RawMessage, line int) error) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	fail := func(err error) error {
		var syntax *json.SyntaxError
		if errors.As(err, &syntax) {
			return fmt.Errorf("message: catalogue: line %d: %v", lineAt(data, syntax.Offset), err)
		}
		if errors.Is(err, io.EOF) {
			err = io.ErrUnexpectedEOF
		}
		return fmt.Errorf("message: catalogue: line %d: %v", lineAt(data, dec.InputOffset()), err)
	}
	if tok, err := dec.Token(); err != nil {
		return fail(err)
	} else if tok != json.Delim('{') {
		return fmt.Errorf("message: catalogue: line %d: want an object of keys, not %v", lineAt(data, dec.InputOffset()), tok)
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return fail(err)
		}
		name, _ := tok.(string) // an object's member names are strings
		line := lineAt(data, dec.InputOffset())
		var value json.RawMessage
		if err := dec.Decode(&value); err != nil {
			return fail(err)
		}
		if err := f(name, value, line); err != nil {
			return err
		}
	}
	if _, err := dec.Token(); err != nil { // the closing brace
		return fail(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("message: catalogue: line %d: more after the object", lineAt(data, dec.InputOffset()))
	}
	return nil
}

// lineAt returns the line (from 1) of data's byte offset.
func lineAt(data []byte, offset int64) int {
	offset = min(max(offset, 0), int64(len(data)))
	return 1 + bytes.Count(data[:offset], []byte{'\n'})
}

// parseEntry parses the value of key: a template, or an object of plural
// forms.
func parseEntry(key string, raw json.RawMessage) (*Entry, error) {
	if key == "" {
		return nil, errors.New("an empty key")
	}
	e := &Entry{}
	var text string
	if err := json.Unmarshal(raw, &text); err == nil {
		t, err := ParseTemplate(text)
		if err != nil {
			return nil, fmt.Errorf("%q: %w", key, err)
		}
		e.forms[PluralOther], e.has[PluralOther] = t, true
		return e, nil
	}
	if len(raw) == 0 || raw[0] != '{' {
		return nil, fmt.Errorf("%q: want a string or an object of plural forms", key)
	}
	err := eachMember(raw, func(name string, value json.RawMessage, _ int) error {
		if name == "description" || name == "hash" {
			return nil
		}
		f, ok := pluralFormNamed(name)
		if !ok {
			return fmt.Errorf("%q: %q is not a plural form (zero, one, two, few, many, other)", key, name)
		}
		if e.has[f] {
			return fmt.Errorf("%q: its %s form is given twice", key, f)
		}
		var text string
		if err := json.Unmarshal(value, &text); err != nil {
			return fmt.Errorf("%q: its %s form is not a string", key, f)
		}
		t, err := ParseTemplate(text)
		if err != nil {
			return fmt.Errorf("%q: %w", key, err)
		}
		e.forms[f], e.has[f] = t, true
		return nil
	})
	if err != nil {
		return nil, err
	}
	if !e.has[PluralOther] {
		return nil, fmt.Errorf("%q: no \"other\" form", key)
	}
	return e, nil
}

// ParseTemplate parses a template: text with placeholders {{.Name}},
// spaces allowed inside the braces, a name a letter then letters and
// digits. It fails, quoting it, on a "{{" without its "}}" or with
// something else inside. Cost: linear in len(text).
func ParseTemplate(text string) (Template, error) {
	var t Template
	for text != "" {
		i := strings.Index(text, "{{")
		if i < 0 {
			t = append(t, Segment{Text: text})
			break
		}
		if i > 0 {
			t = append(t, Segment{Text: text[:i]})
		}
		j := strings.Index(text[i:], "}}")
		if j < 0 {
			return nil, fmt.Errorf("%q has no closing }}", text[i:])
		}
		inside := strings.TrimSpace(text[i+2 : i+j])
		name, ok := strings.CutPrefix(inside, ".")
		if !ok || !isName(name) {
			return nil, fmt.Errorf("%q is not a placeholder {{.Name}}", text[i:i+j+2])
		}
		t = append(t, Segment{Arg: name})
		text = text[i+j+2:]
	}
	return t, nil
}

// isName reports whether s is a placeholder's name: a letter, then
// letters and digits.
func isName(s string) bool {
	for i, r := range s {
		if !unicode.IsLetter(r) && (i == 0 || !unicode.IsDigit(r)) {
			return false
		}
	}
	return s != ""
}

// String writes t back as template text, each placeholder as {{.Name}}:
// ParseTemplate(t.String()) is t.
func (t Template) String() string {
	var b strings.Builder
	for _, s := range t {
		if s.Arg != "" {
			b.WriteString("{{." + s.Arg + "}}")
		} else {
			b.WriteString(s.Text)
		}
	}
	return b.String()
}

// Literal returns t's literal text, its placeholders left out: the whole
// of a template without any, such as a list's separator ", ".
func (t Template) Literal() string {
	var b strings.Builder
	for _, s := range t {
		b.WriteString(s.Text)
	}
	return b.String()
}

// Plural reports whether e has plural forms: a form but other.
func (e *Entry) Plural() bool {
	return e.has[PluralZero] || e.has[PluralOne] || e.has[PluralTwo] || e.has[PluralFew] || e.has[PluralMany]
}

// Has reports whether e has form f. A template without plural forms has
// other alone.
func (e *Entry) Has(f PluralForm) bool { return f < numPluralForms && e.has[f] }

// Form returns e's template of form f, or of other when e lacks f.
func (e *Entry) Form(f PluralForm) Template {
	if e.Has(f) {
		return e.forms[f]
	}
	return e.forms[PluralOther]
}

// Select returns the template of e that the count n takes under the
// plural rules plural (other when e has no plural forms).
func (e *Entry) Select(plural PluralFunc, n int) Template {
	if !e.Plural() {
		return e.forms[PluralOther]
	}
	return e.Form(plural.Of(n))
}

// WithFallback returns a catalogue of c's words that reads a key c lacks
// from fallback (and from fallback's own fallback, in turn). c is not
// changed; the two share their words. Cost: one small allocation.
func (c *Catalogue) WithFallback(fallback *Catalogue) *Catalogue {
	d := *c
	d.fallback = fallback
	return &d
}

// Fallback returns the catalogue c reads the keys it lacks from, or nil.
func (c *Catalogue) Fallback() *Catalogue { return c.fallback }

// Plural returns c's plural rules, as Parse was given them.
func (c *Catalogue) Plural() PluralFunc { return c.plural }

// Has reports whether c has key of its own, not from its fallback.
func (c *Catalogue) Has(key string) bool {
	_, ok := c.entries[key]
	return ok
}

// Keys returns c's own keys, sorted.
func (c *Catalogue) Keys() []string { return slices.Sorted(maps.Keys(c.entries)) }

// Lookup returns the entry of the first of keys that c has, with the
// plural rules to read it with; when c has none of them, the first its
// fallback has, and so on down the fallbacks. A key's variant before its
// plain form ("technique-x-wing-nudge", "technique-x-wing") finds a
// translation's plain form before its fallback's variant. Cost: a map
// look-up per key and catalogue.
func (c *Catalogue) Lookup(keys ...string) (*Entry, PluralFunc, bool) {
	for cat := c; cat != nil; cat = cat.fallback {
		for _, key := range keys {
			if e, ok := cat.entries[key]; ok {
				return e, cat.plural, true
			}
		}
	}
	return nil, nil, false
}

// MarshalJSON writes c's own words (not its fallback's) in go-i18n v2's
// JSON message format, keys sorted, a template as a string and plural
// forms as an object: Parse reads it back as c.
func (c *Catalogue) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("{")
	for i, key := range c.Keys() {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString("\n  ")
		writeJSONString(&b, key)
		b.WriteString(": ")
		e := c.entries[key]
		if !e.Plural() {
			writeJSONString(&b, e.forms[PluralOther].String())
			continue
		}
		b.WriteString("{")
		first := true
		for f := range numPluralForms {
			if !e.has[f] {
				continue
			}
			if !first {
				b.WriteString(",")
			}
			first = false
			b.WriteString("\n    ")
			writeJSONString(&b, f.String())
			b.WriteString(": ")
			writeJSONString(&b, e.forms[f].String())
		}
		b.WriteString("\n  }")
	}
	b.WriteString("\n}\n")
	return b.Bytes(), nil
}

// writeJSONString writes s as a JSON string, without escaping HTML's
// characters.
func writeJSONString(b *bytes.Buffer, s string) {
	enc := json.NewEncoder(b)
	enc.SetEscapeHTML(false)
	enc.Encode(s) // a string always encodes, with a newline after it
	b.Truncate(b.Len() - 1)
}
