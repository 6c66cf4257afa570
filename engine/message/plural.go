package message

import (
	"strconv"
	"strings"
)

// PluralForm is a CLDR plural category: the form of a word that a count
// asks for in a language ("1 cell", "2 cells"; Russian "1 клетка",
// "2 клетки", "5 клеток").
type PluralForm uint8

// The plural categories, as CLDR names them. Every language has Other;
// which of the others it has, and for which counts, its PluralFunc says.
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

// String returns the category's CLDR name: "zero", "one", "two", "few",
// "many" or "other".
func (f PluralForm) String() string {
	if f < numPluralForms {
		return pluralNames[f]
	}
	return "plural form " + strconv.Itoa(int(f))
}

// pluralFormNamed returns the category of CLDR name name.
func pluralFormNamed(name string) (PluralForm, bool) {
	for f, n := range pluralNames {
		if n == name {
			return PluralForm(f), true
		}
	}
	return 0, false
}

// PluralFunc returns a language's plural category of the count n, as
// CLDR's rules for integers give it (a negative count as its absolute
// value): English gives one for 1 and other for the rest, Japanese other
// for every n. A nil PluralFunc gives other for every n.
type PluralFunc func(n int) PluralForm

// Of returns p's category of n: other when p is nil.
func (p PluralFunc) Of(n int) PluralForm {
	if p == nil {
		return PluralOther
	}
	return p(n)
}

// Plural returns the plural rules of language tag (a BCP 47 tag, case
// and '_' or '-' as a browser writes it), by its language subtag, for the
// languages of Languages: CLDR's rules for integers (CLDR 45), written
// out here.
//
//   - en, de, nl: one for 1; other.
//   - it, es: one for 1; many for a non-zero multiple of a million; other.
//   - fr, pt (pt-BR): one for 0 and 1; many for a non-zero multiple of a
//     million; other. pt-PT is one for 1 only.
//   - pl: one for 1; few for 2-4, 22-24, 32-34, ... (not 12-14); many for
//     the rest.
//   - ru: one for 1, 21, 31, ... (not 11); few for 2-4, 22-24, ... (not
//     12-14); many for the rest.
//   - ja, ko, zh: other for every count.
//   - ar: zero for 0, one for 1, two for 2, few for 3-10, 103-110, ...,
//     many for 11-99, 111-199, ..., other for 100-102, 200-202, ...
//
// A language it does not know gets other for every count. Cost: a
// string comparison or two.
func Plural(tag string) PluralFunc {
	lang, rest := languageOf(tag)
	switch lang {
	case "en", "de", "nl":
		return oneForOne
	case "it", "es":
		return oneForOneManyForMillions
	case "pt":
		if rest == "pt" {
			return oneForOneManyForMillions // Portugal's Portuguese
		}
		return oneForZeroAndOne
	case "fr":
		return oneForZeroAndOne
	case "pl":
		return polish
	case "ru":
		return russian
	case "ar":
		return arabic
	}
	return otherOnly
}

// languageOf returns tag's language subtag in lower case, and its first
// subtag after it (its script or region), also in lower case.
func languageOf(tag string) (lang, next string) {
	tag = strings.ToLower(strings.ReplaceAll(strings.TrimSpace(tag), "_", "-"))
	lang, rest, _ := strings.Cut(tag, "-")
	next, _, _ = strings.Cut(rest, "-")
	return lang, next
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

func otherOnly(int) PluralForm { return PluralOther }

func oneForOne(n int) PluralForm {
	if abs(n) == 1 {
		return PluralOne
	}
	return PluralOther
}

// isMillions reports a non-zero multiple of a million: CLDR's "many" of
// French, Spanish, Italian and Portuguese for integers ("1 000 000 de
// cellules").
func isMillions(n int) bool { return n != 0 && n%1000000 == 0 }

func oneForOneManyForMillions(n int) PluralForm {
	switch n = abs(n); {
	case n == 1:
		return PluralOne
	case isMillions(n):
		return PluralMany
	}
	return PluralOther
}

func oneForZeroAndOne(n int) PluralForm {
	switch n = abs(n); {
	case n <= 1:
		return PluralOne
	case isMillions(n):
		return PluralMany
	}
	return PluralOther
}

// fewOfSlavic reports CLDR's "few" of Polish and Russian: i % 10 = 2..4
// and i % 100 != 12..14.
func fewOfSlavic(n int) bool {
	return n%10 >= 2 && n%10 <= 4 && (n%100 < 12 || n%100 > 14)
}

func polish(n int) PluralForm {
	switch n = abs(n); {
	case n == 1:
		return PluralOne
	case fewOfSlavic(n):
		return PluralFew
	}
	return PluralMany // every other integer: other is for fractions
}

func russian(n int) PluralForm {
	switch n = abs(n); {
	case n%10 == 1 && n%100 != 11:
		return PluralOne
	case fewOfSlavic(n):
		return PluralFew
	}
	return PluralMany // every other integer: other is for fractions
}

func arabic(n int) PluralForm {
	switch n = abs(n); {
	case n == 0:
		return PluralZero
	case n == 1:
		return PluralOne
	case n == 2:
		return PluralTwo
	case n%100 >= 3 && n%100 <= 10:
		return PluralFew
	case n%100 >= 11:
		return PluralMany
	}
	return PluralOther
}

// neededCounts are the counts whose forms a catalogue must write
// (Catalogue.Check): 0 to 1000. The engine and the page count cells,
// steps and games, never a million: French's, Spanish's, Italian's and
// Portuguese's "many" of millions is not needed, and falls back to other.
const neededCounts = 1000

// givenCounts are the counts beyond neededCounts whose forms a catalogue
// may write: those of the millions.
var givenCounts = [...]int{1000000, 2000000, 1000000000}

// needed returns, for each form p gives some count from 0 to
// neededCounts, the first three such counts; other forms have none.
func (p PluralFunc) needed() [numPluralForms][]int {
	var examples [numPluralForms][]int
	for n := 0; n <= neededCounts; n++ {
		if f := p.Of(n); len(examples[f]) < 3 {
			examples[f] = append(examples[f], n)
		}
	}
	return examples
}

// gives reports whether p gives form f to any count, as far as Check
// looks: 0 to neededCounts, and the millions.
func (p PluralFunc) gives(f PluralForm) bool {
	if len(p.needed()[f]) > 0 {
		return true
	}
	for _, n := range givenCounts {
		if p.Of(n) == f {
			return true
		}
	}
	return false
}
