package message

import (
	"strconv"
	"strings"
	"testing"
)

// cldrIntegers is CLDR's plural rules for integers, written out by hand
// from the rules (CLDR 45, unicode.org's "Language Plural Rules"), for
// the counts 0 to 200: for each language, the counts of each form but
// its commonest, and the commonest, which the rest take. big holds
// counts past 200 and their forms (French's, Spanish's, Italian's and
// Portuguese's many: "e = 0 and i != 0 and i % 1000000 = 0 and v = 0").
var cldrIntegers = []struct {
	tags  []string
	forms map[PluralForm]string // counts, "1, 21, 31" and ranges "2~4"
	rest  PluralForm
	big   map[int]PluralForm
}{
	{
		tags:  []string{"en", "de", "nl", "en-GB", "de-AT", "nl-BE"},
		forms: map[PluralForm]string{PluralOne: "1"},
		rest:  PluralOther,
		big:   map[int]PluralForm{1000: PluralOther, 1001: PluralOther, 1000000: PluralOther},
	},
	{
		tags:  []string{"es", "it", "pt-PT", "es-MX"},
		forms: map[PluralForm]string{PluralOne: "1"},
		rest:  PluralOther,
		big: map[int]PluralForm{1000: PluralOther, 1001: PluralOther, 100000: PluralOther, 1000000: PluralMany,
			1000001: PluralOther, 1100000: PluralOther, 2000000: PluralMany, 1000000000: PluralMany},
	},
	{
		tags:  []string{"fr", "pt-BR", "pt", "fr-CA"},
		forms: map[PluralForm]string{PluralOne: "0~1"},
		rest:  PluralOther,
		big:   map[int]PluralForm{1000: PluralOther, 1000000: PluralMany, 1000001: PluralOther, 3000000: PluralMany},
	},
	{
		tags: []string{"ru", "ru-UA"},
		forms: map[PluralForm]string{
			PluralOne: "1, 21, 31, 41, 51, 61, 71, 81, 91, 101, 121, 131, 141, 151, 161, 171, 181, 191",
			PluralFew: "2~4, 22~24, 32~34, 42~44, 52~54, 62~64, 72~74, 82~84, 92~94, " +
				"102~104, 122~124, 132~134, 142~144, 152~154, 162~164, 172~174, 182~184, 192~194",
		},
		rest: PluralMany,
		big: map[int]PluralForm{1000: PluralMany, 1001: PluralOne, 1002: PluralFew, 1011: PluralMany,
			1012: PluralMany, 1021: PluralOne, 1000000: PluralMany, 1000001: PluralOne},
	},
	{
		tags: []string{"pl"},
		forms: map[PluralForm]string{
			PluralOne: "1",
			PluralFew: "2~4, 22~24, 32~34, 42~44, 52~54, 62~64, 72~74, 82~84, 92~94, " +
				"102~104, 122~124, 132~134, 142~144, 152~154, 162~164, 172~174, 182~184, 192~194",
		},
		rest: PluralMany,
		big: map[int]PluralForm{1000: PluralMany, 1001: PluralMany, 1002: PluralFew, 1012: PluralMany,
			1022: PluralFew, 1000000: PluralMany},
	},
	{
		tags:  []string{"ja", "ko", "zh-Hans", "zh", "xx"},
		forms: map[PluralForm]string{},
		rest:  PluralOther,
		big:   map[int]PluralForm{1000: PluralOther, 1000000: PluralOther},
	},
	{
		tags: []string{"ar", "ar-EG"},
		forms: map[PluralForm]string{
			PluralZero:  "0",
			PluralOne:   "1",
			PluralTwo:   "2",
			PluralFew:   "3~10, 103~110",
			PluralOther: "100~102, 200",
		},
		rest: PluralMany,
		big: map[int]PluralForm{1000: PluralOther, 1002: PluralOther, 1003: PluralFew, 1010: PluralFew,
			1011: PluralMany, 1099: PluralMany, 1100: PluralOther, 1000000: PluralOther},
	},
}

// readCounts reads "1, 21" and "2~4" as counts.
func readCounts(t *testing.T, s string) []int {
	t.Helper()
	var out []int
	for part := range strings.SplitSeq(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		lo, hi, isRange := strings.Cut(part, "~")
		a, err := strconv.Atoi(lo)
		b := a
		if err == nil && isRange {
			b, err = strconv.Atoi(hi)
		}
		if err != nil {
			t.Fatalf("bad count %q", part)
		}
		for n := a; n <= b; n++ {
			out = append(out, n)
		}
	}
	return out
}

func TestPlural(t *testing.T) {
	for _, lang := range cldrIntegers {
		want := map[int]PluralForm{}
		for n := 0; n <= 200; n++ {
			want[n] = lang.rest
		}
		for f, s := range lang.forms {
			for _, n := range readCounts(t, s) {
				want[n] = f
			}
		}
		for n, f := range lang.big {
			want[n] = f
		}
		for _, tag := range lang.tags {
			p := Plural(tag)
			for n, f := range want {
				if got := p(n); got != f {
					t.Errorf("Plural(%q)(%d) = %s, want %s", tag, n, got, f)
				}
				if got := p(-n); got != f {
					t.Errorf("Plural(%q)(%d) = %s, want %s, as of %d", tag, -n, got, f, n)
				}
			}
		}
	}
}

func TestPluralOfTheLanguages(t *testing.T) {
	known := map[string]bool{}
	for _, lang := range cldrIntegers {
		for _, tag := range lang.tags {
			known[tag] = true
		}
	}
	for _, l := range Languages {
		if !known[l.Tag] {
			t.Errorf("%s: no CLDR table in the test", l.Tag)
		}
	}
}

func TestPluralFormString(t *testing.T) {
	for f, want := range map[PluralForm]string{PluralZero: "zero", PluralFew: "few", PluralOther: "other", 9: "plural form 9"} {
		if got := f.String(); got != want {
			t.Errorf("%d: got %q, want %q", f, got, want)
		}
	}
	if got := PluralFunc(nil).Of(1); got != PluralOther {
		t.Errorf("a nil PluralFunc gives %s, want other", got)
	}
}
