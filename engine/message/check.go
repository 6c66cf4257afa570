package message

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// Schema lists the messages a program renders, by key: the arguments
// each gives. A catalogue is held to it by Check and Missing.
type Schema map[string]Spec

// Spec is what a program gives the message of a key: the names of its
// Args, each a placeholder a template may write, Count among them when
// its wording varies with a count; and whether a catalogue may lack the
// key without a fault (Optional): a variant of another key, such as a
// name's form in a sentence, which Lookup reads in its place.
type Spec struct {
	Args     []string
	Optional bool
}

// Check holds c's own words (not its fallback's) to schema and to c's
// plural rules, and returns what does not fit, in key order: a key the
// schema has no message for; a placeholder its message gives no argument
// for; an argument (but Count) no form of its template writes; plural
// forms for a message without a Count; and, for a key written with
// plural forms, a form its language needs that it lacks (Russian's few,
// for 2, 3 and 4) or one its language never gives (English's few). The
// forms a language needs are those its PluralFunc gives the counts 0 to
// 1000: a million's many (French, Spanish, Italian, Portuguese) falls
// back to other. A key c lacks is not a fault: Missing lists them. Each
// error names the key, and the placeholder or the form.
// Cost: linear in c's size.
func (c *Catalogue) Check(schema Schema) []error {
	needed := c.plural.needed()
	var errs []error
	fault := func(key, format string, args ...any) {
		errs = append(errs, fmt.Errorf("message: catalogue: %q: "+format, append([]any{key}, args...)...))
	}
	for _, key := range c.Keys() {
		spec, ok := schema[key]
		if !ok {
			fault(key, "no message has this key")
			continue
		}
		e := c.entries[key]
		counted := slices.Contains(spec.Args, "Count")
		used := map[string]bool{}
		for f := range numPluralForms {
			if !e.has[f] {
				if e.Plural() && counted && len(needed[f]) > 0 {
					fault(key, "no %s form, which its language gives %s", f, counts(needed[f]))
				}
				continue
			}
			switch {
			case f != PluralOther && !counted:
				fault(key, "a %s form, but its message has no Count", f)
			case f != PluralOther && !c.plural.gives(f):
				fault(key, "a %s form, which its language never gives", f)
			}
			for _, seg := range e.forms[f] {
				if seg.Arg == "" || used[seg.Arg] {
					continue
				}
				used[seg.Arg] = true
				if !slices.Contains(spec.Args, seg.Arg) {
					fault(key, "{{.%s}} is no argument of its message (%s)", seg.Arg, strings.Join(spec.Args, ", "))
				}
			}
		}
		for _, a := range spec.Args {
			if a != "Count" && !used[a] {
				fault(key, "no form writes {{.%s}}", a)
			}
		}
	}
	return errs
}

// counts writes a few counts of a form: "2, 3, 4, ...".
func counts(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = strconv.Itoa(n)
	}
	if len(ns) == 3 {
		return strings.Join(s, ", ") + ", ..."
	}
	return strings.Join(s, ", ")
}

// Missing returns the keys of schema's messages, but the optional ones,
// that c lacks of its own, sorted: Render reads them from c's fallback.
func (c *Catalogue) Missing(schema Schema) []string {
	var out []string
	for _, key := range slices.Sorted(maps.Keys(schema)) {
		if !schema[key].Optional && !c.Has(key) {
			out = append(out, key)
		}
	}
	return out
}
