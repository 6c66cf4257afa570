// Package i18n puts the page's words in the player's language.
//
// The page's English is its source: a component writes
//
//	i18n.T("New game")
//	i18n.T("A friend solved this puzzle in {{.Time}}.", i18n.Str("Time", clock))
//	i18n.N(n, "{{.Count}} game", "{{.Count}} games")
//
// and the English text is both what an English player reads and the key
// of its translation: web/i18n/<tag>.json, one file per language, in
// go-i18n v2's JSON message format (engine/message reads it), with the
// English "other" text as the key of a plural message. Placeholders are
// named, so a translation puts them where its grammar wants them; a
// plural message's count is its Count argument, and picks the form by the
// language's CLDR rules. web/i18n/en.json lists every message the page
// writes, as its source text: the translators' starting point, which
// TestEnglishSource keeps in step with the code.
//
// The language is chosen once, before the app runs (Use); changing it
// reloads the page. An English visitor fetches no catalogue: its words
// are in the code. A key a catalogue lacks reads in English.
//
// Call T and N with string literals, so that the test can list every
// message; words from the engine (levels, techniques) come from the
// engine's own catalogue. The engine's names and rules, which it gives
// in English, go through Name and Template, whose keys the test lists
// from the engine's own lists; List joins words as a sentence lists them.
package i18n

import (
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/sudoku-app/sudoku/engine/message"
)

// Arg is a named value that fills a placeholder: make one with Str or Num.
type Arg = message.Arg

// Str is the argument name of value s, written as it is.
func Str(name, s string) Arg { return message.String(name, s) }

// Num is the argument name of value n, written in decimal.
func Num(name string, n int) Arg { return message.Int(name, n) }

// current is the page's language and its words: nil for English. engine
// is the language's catalogue of the engine (technique names and the
// words of hints), as parsed and as fetched, for the worker.
var current struct {
	tag         string
	words       *message.Catalogue
	engine      *message.Catalogue
	engineWords string
}

// english holds the parsed English templates by their text.
var english = struct {
	sync.Mutex
	templates map[string]message.Template
}{templates: map[string]message.Template{}}

// Use makes tag the page's language, words its catalogue (nil for
// English, or for a language whose catalogue could not be had, whose
// page then reads in English). Call it before the app runs.
func Use(tag string, words *message.Catalogue) {
	current.tag, current.words = tag, words
}

// UseEngine makes text, the engine's catalogue of the page's language
// (engine/logic/messages' format), the words of its techniques and of
// the hints the worker writes (EngineWords). Call it before the app
// runs; without it they are English.
func UseEngine(text string) error {
	c, err := message.Parse([]byte(text), message.Plural(Lang()))
	if err != nil {
		return err
	}
	current.engine, current.engineWords = c, text
	return nil
}

// EngineWords returns the engine's catalogue of the page's language as
// UseEngine was given it, for the worker: "" for English.
func EngineWords() string { return current.engineWords }

// Technique returns the name of a technique in the page's language, by
// its catalogue key ("technique-x-wing"), or en, its English name, when
// the language's catalogue lacks it.
func Technique(key, en string) string {
	if c := current.engine; c != nil && c.Has(key) {
		return c.Text(key)
	}
	return en
}

// Lang returns the page's language: a tag of message.Languages.
func Lang() string {
	if current.tag == "" {
		return message.Fallback
	}
	return current.tag
}

// Dir returns the page's writing direction: "rtl" or "ltr".
func Dir() string { return message.Dir(Lang()) }

// T returns the player's words for the English text en, its placeholders
// ({{.Name}}) filled by args. Cost: a map look-up and the text's length.
func T(en string, args ...Arg) string {
	if w := current.words; w != nil && w.Has(en) {
		return w.Text(en, args...)
	}
	if len(args) == 0 && !strings.Contains(en, "{{") {
		return en // most of a render's words: no parse, no copy
	}
	return englishTemplate(en).Fill(args...)
}

// Name returns the player's words for a name or sentence the engine
// gives in English: a level and its summary, a symmetry, a variant and
// its description, a technique the generator aims at. Its key is the
// English, as T's; TestEnglishSource lists them from the engine's own
// lists (engineNames), so a catalogue holds each.
func Name(en string) string {
	if w := current.words; w != nil && w.Has(en) {
		return w.Text(en)
	}
	return en
}

// Template returns the player's words for a sentence the engine gives as
// data, template its English text and the key of its translation, as
// T's, its placeholders filled by args: a rule of the puzzle
// (sudoku.Statement, sudoku.Rules.Kinds), an error of the worker's jobs
// (protocol.Answer.ErrorTemplate), or an error of reading a puzzle
// (message.Templated, which words.Error writes). Call it only with a
// template of the engine's lists that TestEnglishSource adds to the
// catalogue (engineNames: sudoku.RuleTemplates, jobs.ErrorTemplates,
// sudoku.ErrorTemplates, codec.ErrorTemplates), never with
// the page's own words: those go through T, with a literal, for the test
// to find them.
func Template(template string, args ...Arg) string {
	if w := current.words; w != nil && w.Has(template) {
		return w.Text(template, args...)
	}
	return englishTemplate(template).Fill(args...)
}

// List joins items, words already in the player's language, as a
// sentence lists them: in English "a", "a and b", "a, b and c", by the
// messages "{{.List}}, {{.Next}}" and "{{.List}} and {{.Last}}"; "" for
// none. Cost: a message per item.
func List(items []string) string {
	if len(items) == 0 {
		return ""
	}
	list := items[0]
	for i, item := range items[1:] {
		if i == len(items)-2 {
			return T("{{.List}} and {{.Last}}", Str("List", list), Str("Last", item))
		}
		list = T("{{.List}}, {{.Next}}", Str("List", list), Str("Next", item))
	}
	return list
}

// Decimal writes x with prec digits after the decimal point, the point as
// the page's language writes it: "4.2" in English, "4,2" in German.
func Decimal(x float64, prec int) string {
	whole, fraction, ok := strings.Cut(strconv.FormatFloat(x, 'f', prec, 64), ".")
	if !ok {
		return whole
	}
	return T("{{.Whole}}.{{.Fraction}}", Str("Whole", whole), Str("Fraction", fraction))
}

// N returns the player's words for a count: in English, one for a count
// of 1 and other for the rest; in another language, the form its plural
// rules give count (Russian has four). The message's key is other; count
// is its Count argument, which the texts may write ("{{.Count}} games").
func N(count int, one, other string, args ...Arg) string {
	args = append(args, message.Count(count))
	if w := current.words; w != nil && w.Has(other) {
		return w.Text(other, args...)
	}
	if count == 1 {
		return englishTemplate(one).Fill(args...)
	}
	return englishTemplate(other).Fill(args...)
}

// englishTemplate returns en parsed as a template; a text that does not
// parse is written as it stands (TestEnglishSource rules that out).
func englishTemplate(en string) message.Template {
	english.Lock()
	defer english.Unlock()
	t, ok := english.templates[en]
	if !ok {
		var err error
		if t, err = message.ParseTemplate(en); err != nil {
			t = message.Template{{Text: en}}
		}
		english.templates[en] = t
	}
	return t
}

// ShortMonth names month m briefly, as a date shows it, in the page's
// language: "Nov" in English. One message a month, so that a language
// writes its own (German "Nov.", Japanese "11月").
func ShortMonth(m time.Month) string {
	switch m {
	case time.January:
		return T("Jan")
	case time.February:
		return T("Feb")
	case time.March:
		return T("Mar")
	case time.April:
		return T("Apr")
	case time.May:
		return T("May")
	case time.June:
		return T("Jun")
	case time.July:
		return T("Jul")
	case time.August:
		return T("Aug")
	case time.September:
		return T("Sep")
	case time.October:
		return T("Oct")
	case time.November:
		return T("Nov")
	case time.December:
		return T("Dec")
	}
	return strconv.Itoa(int(m))
}
