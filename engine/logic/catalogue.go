package logic

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// A Catalogue holds the words of one language: for every message key, a
// template, or one per plural form. Its file is go-i18n v2's JSON message
// format, a flat object of keys:
//
//	{
//	  "hidden-single": "In {{.House}}, {{.Digit}} fits only in {{.Cell}} ({{.Technique}})",
//	  "elims-same": {
//	    "one": "{{.Digits}} comes out of {{.Cells}}",
//	    "other": "{{.Digits}} come out of {{.Cells}}"
//	  }
//	}
//
// A template is text with placeholders {{.Name}} (spaces allowed inside
// the braces), each the argument of that name, and nothing else of Go's
// templates. A key with plural forms holds an object of CLDR plural
// categories (zero, one, two, few, many, other; "other" required), and
// may hold a "description" for translators, which is not read; the
// message's Count picks the form through the catalogue's PluralFunc, and
// a form the catalogue lacks falls back to "other".
//
// The keys are those of messages/en.json, the English catalogue (English):
// message keys, the names of houses, rules and techniques
// ("technique-hidden-single-box"), and the words of lists (Join).
// Check holds a catalogue to the messages the engine builds.
//
// A Catalogue is read-only once parsed: safe for concurrent use.
type Catalogue struct {
	entries map[string]*entry
	plural  PluralFunc
}

// PluralForm is a CLDR plural category.
type PluralForm uint8

// The plural categories, as CLDR names them.
const (
	PluralZero PluralForm = iota
	PluralOne
	PluralTwo
	PluralFew
	PluralMany
	PluralOther
	numPluralForms
)

var pluralNames = [numPluralForms]string{"zero", "one", "two", "few", "many", "other"}

func (f PluralForm) String() string {
	if f < numPluralForms {
		return pluralNames[f]
	}
	return "plural form " + strconv.Itoa(int(f))
}

// PluralFunc returns a language's plural category of the count n, as
// CLDR's rules for integers give it: English says one of 1 and other of
// the rest, Japanese other of every n.
type PluralFunc func(n int) PluralForm

// EnglishPlural is English's PluralFunc: one for 1, other otherwise.
func EnglishPlural(n int) PluralForm {
	if n == 1 {
		return PluralOne
	}
	return PluralOther
}

// entry is the parsed templates of a key; has marks the forms given.
// A key without plural forms has only other.
type entry struct {
	forms [numPluralForms]template
	has   [numPluralForms]bool
}

// template is a parsed template: literal text and placeholders in turn.
type template []segment

// segment is literal text, or, when arg is not empty, the placeholder of
// the argument named arg.
type segment struct {
	text string
	arg  string
}

//go:embed messages/en.json
var englishJSON []byte

// English returns the English catalogue, messages/en.json: the words of
// every Step's Text, and those a catalogue lacks. It is parsed on first
// use (about a hundred microseconds), then shared. It panics if the
// embedded file does not parse, which its tests rule out.
func English() *Catalogue { return englishCatalogue() }

var englishCatalogue = sync.OnceValue(func() *Catalogue {
	c, err := ParseCatalogue(englishJSON, EnglishPlural)
	if err != nil {
		panic(err)
	}
	return c
})

// ParseCatalogue parses a catalogue in go-i18n v2's JSON message format
// (see Catalogue) whose plural forms plural picks (nil: "other" for
// every count, as in Japanese). It fails, naming the
// key, on a value that is neither a string nor an object of plural forms,
// an object without "other", or a template with a brace it cannot read.
// It does not check the keys against the engine's messages: Check does.
// Cost: linear in the file's size.
func ParseCatalogue(data []byte, plural PluralFunc) (*Catalogue, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, fmt.Errorf("logic: catalogue: %w", err)
	}
	c := &Catalogue{entries: make(map[string]*entry, len(raw)), plural: plural}
	for _, key := range slices.Sorted(maps.Keys(raw)) {
		e, err := parseEntry(key, raw[key])
		if err != nil {
			return nil, err
		}
		c.entries[key] = e
	}
	return c, nil
}

// parseEntry parses the value of key: a template, or an object of plural
// forms.
func parseEntry(key string, raw json.RawMessage) (*entry, error) {
	e := &entry{}
	var text string
	if err := json.Unmarshal(raw, &text); err == nil {
		t, err := parseTemplate(key, text)
		e.forms[PluralOther], e.has[PluralOther] = t, true
		return e, err
	}
	var forms map[string]json.RawMessage
	if err := json.Unmarshal(raw, &forms); err != nil {
		return nil, fmt.Errorf("logic: catalogue: %q: want a string or an object of plural forms", key)
	}
	for _, name := range slices.Sorted(maps.Keys(forms)) {
		if name == "description" || name == "hash" {
			continue
		}
		f := PluralForm(slices.Index(pluralNames[:], name))
		if f >= numPluralForms {
			return nil, fmt.Errorf("logic: catalogue: %q: %q is not a plural form (zero, one, two, few, many, other)", key, name)
		}
		if err := json.Unmarshal(forms[name], &text); err != nil {
			return nil, fmt.Errorf("logic: catalogue: %q: its %s form is not a string", key, name)
		}
		t, err := parseTemplate(key, text)
		if err != nil {
			return nil, err
		}
		e.forms[f], e.has[f] = t, true
	}
	if !e.has[PluralOther] {
		return nil, fmt.Errorf("logic: catalogue: %q: no \"other\" form", key)
	}
	return e, nil
}

// parseTemplate parses the template text of key.
func parseTemplate(key, text string) (template, error) {
	var t template
	for text != "" {
		i := strings.Index(text, "{{")
		if i < 0 {
			t = append(t, segment{text: text})
			break
		}
		if i > 0 {
			t = append(t, segment{text: text[:i]})
		}
		j := strings.Index(text[i:], "}}")
		if j < 0 {
			return nil, fmt.Errorf("logic: catalogue: %q: %q has no closing }}", key, text[i:])
		}
		inside := strings.TrimSpace(text[i+2 : i+j])
		name, ok := strings.CutPrefix(inside, ".")
		if !ok || !isName(name) {
			return nil, fmt.Errorf("logic: catalogue: %q: %q is not a placeholder {{.Name}}", key, text[i:i+j+2])
		}
		t = append(t, segment{arg: name})
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

// Render writes m in c's language. A key c lacks is read from English,
// with English's plural forms; so is each message nested in m, in turn,
// so a catalogue that lacks a few keys renders every message, those
// parts in English. It fails, naming the key and the placeholder, on a
// key neither catalogue has, a placeholder m gives no argument for, or a
// plural message without a Count. Cost: linear in the sentence's length,
// and one allocation for it.
func (c *Catalogue) Render(m Message) (string, error) {
	r := renderer{c: c, shape: m.Shape, buf: make([]byte, 0, 160)}
	if err := r.message(m); err != nil {
		return "", err
	}
	return string(r.buf), nil
}

// renderer writes messages into buf.
type renderer struct {
	c     *Catalogue
	shape sudoku.Shape
	buf   []byte
}

// lookup returns the entry of key and the plural function to read it
// with: c's, or English's when c lacks it.
func (r *renderer) lookup(key string) (*entry, PluralFunc, error) {
	if e, ok := r.c.entries[key]; ok {
		return e, r.c.plural, nil
	}
	if en := English(); r.c != en {
		if e, ok := en.entries[key]; ok {
			return e, en.plural, nil
		}
	}
	return nil, nil, fmt.Errorf("logic: message %q: no such key in the catalogue", key)
}

// message writes m.
func (r *renderer) message(m Message) error {
	e, plural, err := r.lookup(m.Key)
	if err != nil {
		return err
	}
	form := PluralOther
	if e.has[PluralOne] || e.has[PluralZero] || e.has[PluralTwo] || e.has[PluralFew] || e.has[PluralMany] {
		n, ok := findArg(m.Args, "Count")
		if !ok {
			return fmt.Errorf("logic: message %q: plural forms, but no Count", m.Key)
		}
		if plural != nil {
			if f := plural(n.Number); f < numPluralForms && e.has[f] {
				form = f
			}
		}
	}
	for i, seg := range e.forms[form] {
		if seg.arg == "" {
			r.buf = append(r.buf, seg.text...)
			continue
		}
		a, ok := findArg(m.Args, seg.arg)
		if !ok {
			return fmt.Errorf("logic: message %q: no argument for {{.%s}}", m.Key, seg.arg)
		}
		start := len(r.buf)
		if err := r.arg(m.Key, a); err != nil {
			return err
		}
		if a.Capital && i == 0 {
			r.capitalise(start)
		}
	}
	return nil
}

// findArg returns the argument of args named name.
func findArg(args []Arg, name string) (Arg, bool) {
	for _, a := range args {
		if a.Name == name {
			return a, true
		}
	}
	return Arg{}, false
}

// capitalise writes the first letter from buf[start:] in upper case.
func (r *renderer) capitalise(start int) {
	ch, size := utf8.DecodeRune(r.buf[start:])
	up := unicode.ToUpper(ch)
	if up == ch {
		return
	}
	rest := string(r.buf[start+size:])
	r.buf = utf8.AppendRune(r.buf[:start], up)
	r.buf = append(r.buf, rest...)
}

// arg writes argument a of the message of key.
func (r *renderer) arg(key string, a Arg) error {
	switch a.Kind {
	case ArgNumber:
		r.buf = strconv.AppendInt(r.buf, int64(a.Number), 10)
	case ArgNumbers:
		return r.list(key, a, a.Digits.Count(), func(i int) error {
			r.buf = strconv.AppendInt(r.buf, int64(nth(a.Digits, i)), 10)
			return nil
		})
	case ArgDigit:
		r.buf = append(r.buf, a.Digit.String()...)
	case ArgDigits:
		return r.list(key, a, a.Digits.Count(), func(i int) error {
			r.buf = append(r.buf, nth(a.Digits, i).String()...)
			return nil
		})
	case ArgCell:
		r.cell(a.Cell)
	case ArgCells:
		return r.list(key, a, len(a.Cells), func(i int) error {
			r.cell(a.Cells[i])
			return nil
		})
	case ArgTechnique:
		return r.message(Message{Key: a.Technique.key()})
	case ArgMessage:
		if len(a.Messages) != 1 {
			return fmt.Errorf("logic: message %q: {{.%s}} holds %d messages, not one", key, a.Name, len(a.Messages))
		}
		return r.message(a.Messages[0])
	case ArgMessages:
		return r.list(key, a, len(a.Messages), func(i int) error { return r.message(a.Messages[i]) })
	case ArgChain, ArgLoop:
		for i, x := range a.Nodes {
			if i > 0 {
				r.buf = append(r.buf, "-="[i%2])
			}
			r.node(x)
		}
		if a.Kind == ArgLoop && len(a.Nodes) > 0 {
			r.buf = append(r.buf, '-')
			r.node(a.Nodes[0])
		}
	default:
		return fmt.Errorf("logic: message %q: {{.%s}} has no kind", key, a.Name)
	}
	return nil
}

// nth returns the i-th (from 0) digit of ds.
func nth(ds sudoku.Set, i int) sudoku.Digit {
	for ; i > 0; i-- {
		ds &= ds - 1
	}
	return ds.Lowest()
}

// cell writes c's name: "r5c3".
func (r *renderer) cell(c sudoku.Cell) {
	r.buf = append(r.buf, 'r')
	r.buf = strconv.AppendInt(r.buf, int64(r.shape.Row(c)+1), 10)
	r.buf = append(r.buf, 'c')
	r.buf = strconv.AppendInt(r.buf, int64(r.shape.Col(c)+1), 10)
}

// node writes a chain's node: its digit, then its cell.
func (r *renderer) node(x Mark) {
	r.buf = append(r.buf, x.Digits.Lowest().String()...)
	r.cell(x.Cell)
}

// list writes the n items of list a, item(i) writing the i-th: one as it
// is, more joined by the words of a.Join.
func (r *renderer) list(key string, a Arg, n int, item func(i int) error) error {
	switch {
	case n == 0:
		return nil
	case n == 1:
		return item(0)
	case int(a.Join) >= len(joinKeys):
		return fmt.Errorf("logic: message %q: {{.%s}} has no join", key, a.Name)
	}
	keys := joinKeys[a.Join]
	last, _, err := r.lookup(keys[0])
	if err != nil {
		return err
	}
	sep, _, err := r.lookup(keys[1])
	if err != nil {
		return err
	}
	for _, seg := range last.forms[PluralOther] {
		switch seg.arg {
		case "":
			r.buf = append(r.buf, seg.text...)
		case "Init":
			for i := 0; i < n-1; i++ {
				if i > 0 {
					for _, s := range sep.forms[PluralOther] {
						r.buf = append(r.buf, s.text...)
					}
				}
				if err := item(i); err != nil {
					return err
				}
			}
		case "Last":
			if err := item(n - 1); err != nil {
				return err
			}
		default:
			return fmt.Errorf("logic: message %q: no argument for {{.%s}}", keys[0], seg.arg)
		}
	}
	return nil
}
