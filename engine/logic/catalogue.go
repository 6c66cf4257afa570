package logic

import (
	_ "embed"
	"fmt"
	"strconv"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/sudoku-app/sudoku/engine/message"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// A Catalogue holds one language's words for the engine's messages: for
// every key, a template, or one per plural form, in go-i18n v2's JSON
// message format (package message reads it):
//
//	{
//	  "hidden-single": "In {{.House}}, {{.Digit}} fits only in {{.Cell}} ({{.Technique}})",
//	  "elims-same": {
//	    "one": "{{.Digits}} comes out of {{.Cells}}",
//	    "other": "{{.Digits}} come out of {{.Cells}}"
//	  }
//	}
//
// The keys are those of messages/en.json, the English catalogue
// (English): message keys, the names of houses, rules and techniques
// ("technique-hidden-single-box") and their forms in a nudge
// ("technique-hidden-single-box-nudge", optional), the words of lists
// (Join), and the words of cells in a player's words ("words-cell").
// Check holds a catalogue to the messages the engine builds.
//
// A catalogue says a step in two ways: Render in the engine's notation
// (cells r5c3), as the CLI writes it, and RenderWords in a player's words
// (cells "row 5, column 3"), as the page shows it. One file holds the
// words of both.
//
// A Catalogue is read-only once parsed: safe for concurrent use.
type Catalogue struct {
	words *message.Catalogue // with English's as its fallback, but English's own
}

//go:embed messages/en.json
var englishJSON []byte

// English returns the English catalogue, messages/en.json: the words of
// every Step's Text, and those a catalogue lacks. It is parsed on first
// use (about a hundred microseconds), then shared. It panics if the
// embedded file does not parse, which its tests rule out.
func English() *Catalogue {
	theEnglish.once.Do(func() {
		c, err := message.Parse(englishJSON, message.Plural("en"))
		if err != nil {
			panic(err)
		}
		theEnglish.catalogue = &Catalogue{words: c}
	})
	return theEnglish.catalogue
}

// theEnglish is the English catalogue once parsed. A variable set by a
// function, not by a call at init (sync.OnceValue), so that a program
// that never renders a message (the page) links neither the parser nor
// en.json.
var theEnglish struct {
	once      sync.Once
	catalogue *Catalogue
}

// ParseCatalogue parses a language's catalogue, in go-i18n v2's JSON
// message format, whose plural forms plural picks (message.Plural of the
// language's tag); a key it lacks is read from English. It fails as
// message.Parse does, naming the line and the key. It does not check the
// keys against the engine's messages: Check does. Cost: linear in the
// file's size.
func ParseCatalogue(data []byte, plural message.PluralFunc) (*Catalogue, error) {
	c, err := message.Parse(data, plural)
	if err != nil {
		return nil, err
	}
	return &Catalogue{words: c.WithFallback(English().words)}, nil
}

// Render writes m in c's language, in the engine's notation: cells as
// r5c3, digits as 7 (and A for 10). A key c lacks is read from English,
// with English's plural forms; so is each message nested in m, in turn,
// so a catalogue that lacks a few keys renders every message, those
// parts in English. It fails, naming the key and the placeholder, on a
// key neither catalogue has, a placeholder m gives no argument for, or a
// plural message without a Count. Cost: linear in the sentence's length,
// and one allocation for it.
func (c *Catalogue) Render(m Message) (string, error) {
	r := renderer{c: c.words, shape: m.Shape, buf: make([]byte, 0, 160)}
	if err := r.message(m); err != nil {
		return "", err
	}
	return string(r.buf), nil
}

// RenderWords writes m in c's language as Render does, but in a player's
// words: each cell as the catalogue's "words-cell" says it ("row 5,
// column 3"). Cells named one after another, joined by the catalogue's
// words of a list (those between its items: "list-and-sep", and those
// of "list-and" between {{.Init}} and {{.Last}}; only the latter between
// two arguments, so "from {{.Start}}, {{.Cell1}} and {{.Cell2}}" keeps
// the start apart), are said together: in one row by "words-cells-in-row"
// ("row 3, columns 1, 4 and 7"), in one column by
// "words-cells-in-column" ("column 3, rows 1 and 2"), else each by
// "words-cell-in-list" ("row 1 column 2"), joined as a list. A sentence
// that starts with a cell's words starts with a capital letter. The
// cells of a chain stay in the engine's notation (5r1c2=5r1c7). In
// English this is what app/words.Cells made of the English Text.
// Cost: Render's, and as much again for a sentence that names cells.
func (c *Catalogue) RenderWords(m Message) (string, error) {
	r := renderer{c: c.words, shape: m.Shape, buf: make([]byte, 0, 160), words: true}
	if err := r.message(m); err != nil {
		return "", err
	}
	if err := r.sayCells(); err != nil {
		return "", err
	}
	return string(r.buf), nil
}

// renderer writes messages into buf. With words, it notes each cell it
// writes in cells, which sayCells puts in words at the end.
type renderer struct {
	c     *message.Catalogue
	shape sudoku.Shape
	buf   []byte
	words bool
	cells []cellSpan
	args  int // the cell arguments written so far
}

// cellSpan is a cell written in buf[start:end], to be put in words: its
// row and column from 1, the cell argument it is of (counted from 1 in
// the order written), and whether it opens a sentence with a capital.
type cellSpan struct {
	start, end int
	row, col   int
	arg        int
	capital    bool
}

// lookup returns the entry of the first of keys that c (or English,
// where c lacks them) has, and the plural rules to read it with.
func (r *renderer) lookup(keys ...string) (*message.Entry, message.PluralFunc, error) {
	e, plural, ok := r.c.Lookup(keys...)
	if !ok {
		return nil, nil, fmt.Errorf("logic: message %q: no such key in the catalogue", keys[0])
	}
	return e, plural, nil
}

// message writes m.
func (r *renderer) message(m Message) error {
	e, plural, err := r.lookup(m.Key)
	if err != nil {
		return err
	}
	return r.entry(m.Key, e, plural, m.Args)
}

// entry writes the entry e of key, whose plural forms plural picks, with
// args.
func (r *renderer) entry(key string, e *message.Entry, plural message.PluralFunc, args []Arg) error {
	t := e.Form(message.PluralOther)
	if e.Plural() {
		n, ok := findArg(args, "Count")
		if !ok {
			return fmt.Errorf("logic: message %q: plural forms, but no Count", key)
		}
		t = e.Select(plural, n.Number)
	}
	for i, seg := range t {
		if seg.Arg == "" {
			r.buf = append(r.buf, seg.Text...)
			continue
		}
		a, ok := findArg(args, seg.Arg)
		if !ok {
			return fmt.Errorf("logic: message %q: no argument for {{.%s}}", key, seg.Arg)
		}
		start := len(r.buf)
		if err := r.arg(key, a); err != nil {
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

// capitalise writes the first letter from buf[start:] in upper case; or,
// where a cell that will be put in words starts there, marks it to start
// with a capital.
func (r *renderer) capitalise(start int) {
	for i := len(r.cells) - 1; i >= 0 && r.cells[i].start >= start; i-- {
		if r.cells[i].start == start {
			r.cells[i].capital = true
			return
		}
	}
	ch, size := utf8.DecodeRune(r.buf[start:])
	up := unicode.ToUpper(ch)
	if up == ch {
		return
	}
	rest := string(r.buf[start+size:])
	r.buf = utf8.AppendRune(r.buf[:start], up)
	r.buf = append(r.buf, rest...)
	if shift := utf8.RuneLen(up) - size; shift != 0 {
		for i := range r.cells {
			if r.cells[i].start > start {
				r.cells[i].start += shift
				r.cells[i].end += shift
			}
		}
	}
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
		r.args++
		r.cell(a.Cell)
	case ArgCells:
		r.args++
		return r.list(key, a, len(a.Cells), func(i int) error {
			r.cell(a.Cells[i])
			return nil
		})
	case ArgTechnique:
		return r.message(Message{Key: a.Technique.Key()})
	case ArgTechniqueNudge:
		name := a.Technique.Key()
		e, plural, err := r.lookup(name+nudgeSuffix, name)
		if err != nil {
			return err
		}
		return r.entry(name, e, plural, nil)
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

// cell writes c's name, "r5c3", and notes it to be put in words when
// the renderer writes a player's words.
func (r *renderer) cell(c sudoku.Cell) {
	start := len(r.buf)
	r.notation(c)
	if r.words {
		r.cells = append(r.cells, cellSpan{start: start, end: len(r.buf), row: r.shape.Row(c) + 1, col: r.shape.Col(c) + 1, arg: r.args})
	}
}

// notation writes c's name in the engine's notation: "r5c3".
func (r *renderer) notation(c sudoku.Cell) {
	r.buf = append(r.buf, 'r')
	r.buf = strconv.AppendInt(r.buf, int64(r.shape.Row(c)+1), 10)
	r.buf = append(r.buf, 'c')
	r.buf = strconv.AppendInt(r.buf, int64(r.shape.Col(c)+1), 10)
}

// node writes a chain's node: its digit, then its cell, in the engine's
// notation whatever the words.
func (r *renderer) node(x Mark) {
	r.buf = append(r.buf, x.Digits.Lowest().String()...)
	r.notation(x.Cell)
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
	between := sep.Form(message.PluralOther).Literal()
	for _, seg := range last.Form(message.PluralOther) {
		switch seg.Arg {
		case "":
			r.buf = append(r.buf, seg.Text...)
		case "Init":
			for i := 0; i < n-1; i++ {
				if i > 0 {
					r.buf = append(r.buf, between...)
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
			return fmt.Errorf("logic: message %q: no argument for {{.%s}}", keys[0], seg.Arg)
		}
	}
	return nil
}
