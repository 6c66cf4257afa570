package message

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
)

// Arg is one named argument of a message: a string or a number, which
// fills the placeholder of its name ({{.Name}}). An argument named Count
// also picks a plural form. Make one with String, Int or Count.
type Arg struct {
	name     string
	text     string
	number   int
	isNumber bool
}

// String returns the argument name of value s, written as it is.
func String(name, s string) Arg { return Arg{name: name, text: s} }

// Int returns the argument name of value n, written in decimal ("1234",
// ASCII digits, no grouping).
func Int(name string, n int) Arg { return Arg{name: name, number: n, isNumber: true} }

// Count returns the argument Count of value n: the count that picks a
// plural form ("{{.Count}} games saved"), which a template may also
// write.
func Count(n int) Arg { return Int("Count", n) }

// StringArgs returns the arguments of named string values, as a
// Templated gives them, in the order of their names.
func StringArgs(values map[string]string) []Arg {
	args := make([]Arg, 0, len(values))
	for _, name := range slices.Sorted(maps.Keys(values)) {
		args = append(args, String(name, values[name]))
	}
	return args
}

// Name returns the name of the placeholder a fills.
func (a Arg) Name() string { return a.name }

// Text renders the message of key in c's language with args, as Render
// does, but never fails, so that a fault in a catalogue shows on the page
// rather than breaking it: a key no catalogue has is written as the key,
// a placeholder without an argument as the placeholder ("{{.Name}}"), and
// a plural message without a Count takes its other form. Cost: linear in
// the text's length, and one allocation for it.
func (c *Catalogue) Text(key string, args ...Arg) string {
	text, _ := c.render(key, args, false)
	return text
}

// Render renders the message of key in c's language (or its fallback's,
// for a key c lacks), each placeholder filled by the argument of its
// name, the plural form picked by the Count argument. It fails, naming
// the key and the placeholder, on a key neither c nor its fallbacks
// have, a placeholder without an argument, or a plural message without a
// Count. Cost: linear in the text's length, and one allocation for it.
func (c *Catalogue) Render(key string, args ...Arg) (string, error) {
	return c.render(key, args, true)
}

// render is Render, or Text when not strict: the text written so far and
// the first fault.
func (c *Catalogue) render(key string, args []Arg, strict bool) (string, error) {
	e, plural, ok := c.Lookup(key)
	if !ok {
		return key, fmt.Errorf("message: %q: no such key in the catalogue", key)
	}
	var fault error
	t := e.Form(PluralOther)
	if e.Plural() {
		if n, ok := findArg(args, "Count"); ok {
			t = e.Select(plural, n.number)
		} else {
			fault = fmt.Errorf("message: %q: plural forms, but no Count", key)
		}
	}
	if fault != nil && strict {
		return "", fault
	}
	text, err := t.fill(key, args, strict)
	if err != nil {
		return "", err
	}
	return text, fault
}

// Fill writes t with each placeholder filled by the argument of its name,
// a placeholder without one as it stands ("{{.Name}}"): the text of a
// message a program holds in its own code, such as its source language's.
// Cost: linear in the text's length, and one allocation for it.
func (t Template) Fill(args ...Arg) string {
	text, _ := t.fill("", args, false)
	return text
}

// fill writes t with args; when strict, a placeholder without an
// argument is an error, naming key.
func (t Template) fill(key string, args []Arg, strict bool) (string, error) {
	buf := make([]byte, 0, 64)
	for _, seg := range t {
		if seg.Arg == "" {
			buf = append(buf, seg.Text...)
			continue
		}
		a, ok := findArg(args, seg.Arg)
		switch {
		case !ok && strict:
			return "", fmt.Errorf("message: %q: no argument for {{.%s}}", key, seg.Arg)
		case !ok:
			buf = append(buf, "{{."+seg.Arg+"}}"...)
		case a.isNumber:
			buf = strconv.AppendInt(buf, int64(a.number), 10)
		default:
			buf = append(buf, a.text...)
		}
	}
	return string(buf), nil
}

// findArg returns the argument of args named name.
func findArg(args []Arg, name string) (Arg, bool) {
	for _, a := range args {
		if a.name == name {
			return a, true
		}
	}
	return Arg{}, false
}
