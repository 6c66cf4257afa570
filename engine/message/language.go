package message

import "strings"

// Language is a language the app speaks: its BCP 47 tag, the name of its
// catalogue files ("pt-BR.json"), and its Name in its own words, as a
// language menu shows it.
type Language struct {
	Tag  string
	Name string
}

// Languages are the languages the app speaks, English first: the one
// list of them, which Match, the catalogues' tests and the page's menu
// read. Read-only.
var Languages = []Language{
	{"en", "English"},
	{"de", "Deutsch"},
	{"fr", "Français"},
	{"es", "Español"},
	{"it", "Italiano"},
	{"pt-BR", "Português (Brasil)"},
	{"nl", "Nederlands"},
	{"pl", "Polski"},
	{"ru", "Русский"},
	{"ja", "日本語"},
	{"ko", "한국어"},
	{"zh-Hans", "简体中文"},
	{"ar", "العربية"},
}

// Fallback is the tag of the language every catalogue falls back to,
// and that Match gives when nothing else fits: English.
const Fallback = "en"

// Find returns the language of Languages whose tag is tag, in any case
// and with '_' for '-' ("pt_br" finds pt-BR); only a whole tag: Match
// finds the language of "de-AT".
func Find(tag string) (Language, bool) {
	tag = strings.ReplaceAll(strings.TrimSpace(tag), "_", "-")
	for _, l := range Languages {
		if strings.EqualFold(l.Tag, tag) {
			return l, true
		}
	}
	return Language{}, false
}

// Match returns the tag of Languages that best fits a browser's list of
// preferred languages (navigator.languages, most wanted first): the
// first preference the app speaks, by its language, in any case, with
// '_' or '-', and with a quality (";q=0.8") ignored. "de-AT" is de,
// "ar-EG" ar; Portuguese of any region ("pt", "pt-PT") is pt-BR; Chinese
// is zh-Hans when it is Simplified Chinese: "zh", "zh-CN", "zh-SG",
// "zh-Hans-HK", but not "zh-TW", "zh-HK", "zh-MO" or "zh-Hant", for
// which the app has no catalogue, so the next preference is tried. It
// returns Fallback ("en") when none fits. Cost: linear in the list.
func Match(preferred []string) string {
	for _, p := range preferred {
		if tag, ok := match(p); ok {
			return tag
		}
	}
	return Fallback
}

// match returns the tag of Languages that fits the one preference p.
func match(p string) (string, bool) {
	p, _, _ = strings.Cut(p, ";")
	if l, ok := Find(p); ok {
		return l.Tag, true
	}
	lang, _ := languageOf(p)
	switch lang {
	case "pt":
		return "pt-BR", true
	case "zh":
		subtags := strings.Split(strings.ToLower(strings.ReplaceAll(strings.TrimSpace(p), "_", "-")), "-")[1:]
		for _, s := range subtags {
			if s == "hans" {
				return "zh-Hans", true
			}
		}
		for _, s := range subtags {
			switch s {
			case "hant", "tw", "hk", "mo":
				return "", false // Traditional Chinese
			}
		}
		return "zh-Hans", true
	}
	for _, l := range Languages {
		if l.Tag == lang {
			return l.Tag, true
		}
	}
	return "", false
}

// Dir returns the direction language tag is written in, as HTML's dir
// attribute takes it: "rtl" for Arabic (and the other languages written
// right to left: Hebrew, Persian, Urdu, Pashto, Sindhi, Uyghur, Yiddish,
// Dhivehi, Central Kurdish), "ltr" for the rest.
func Dir(tag string) string {
	lang, _ := languageOf(tag)
	switch lang {
	case "ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb":
		return "rtl"
	}
	return "ltr"
}
