package message

import (
	"strings"
	"testing"
)

func TestMatch(t *testing.T) {
	for _, tc := range []struct {
		preferred []string
		want      string
	}{
		{nil, "en"},
		{[]string{}, "en"},
		{[]string{"de"}, "de"},
		{[]string{"de-AT", "en"}, "de"},
		{[]string{"DE-at"}, "de"},
		{[]string{"de_CH"}, "de"},
		{[]string{"fr-CA"}, "fr"},
		{[]string{"es-419"}, "es"},
		{[]string{"it-CH"}, "it"},
		{[]string{"pt"}, "pt-BR"},
		{[]string{"pt-PT"}, "pt-BR"},
		{[]string{"pt-BR"}, "pt-BR"},
		{[]string{"pt_br"}, "pt-BR"},
		{[]string{"nl-BE"}, "nl"},
		{[]string{"pl-PL"}, "pl"},
		{[]string{"ru-RU"}, "ru"},
		{[]string{"ja-JP"}, "ja"},
		{[]string{"ko-KR"}, "ko"},
		{[]string{"zh"}, "zh-Hans"},
		{[]string{"zh-CN"}, "zh-Hans"},
		{[]string{"zh-SG"}, "zh-Hans"},
		{[]string{"zh-Hans"}, "zh-Hans"},
		{[]string{"zh-Hans-CN"}, "zh-Hans"},
		{[]string{"zh-hans-hk"}, "zh-Hans"},
		{[]string{"zh_CN"}, "zh-Hans"},
		{[]string{"zh-TW"}, "en"},
		{[]string{"zh-HK", "ja"}, "ja"},
		{[]string{"zh-MO", "zh-Hant", "zh-Hant-CN", "ko"}, "ko"},
		{[]string{"ar-EG"}, "ar"},
		{[]string{"ar"}, "ar"},
		{[]string{"sv-SE", "nb", "fi"}, "en"},
		{[]string{"sv-SE", "fr"}, "fr"},
		{[]string{"en-GB", "de"}, "en"},
		{[]string{"de;q=0.9"}, "de"},
		{[]string{"", " ", "-", "x-klingon", "de"}, "de"},
	} {
		if got := Match(tc.preferred); got != tc.want {
			t.Errorf("Match(%q) = %q, want %q", tc.preferred, got, tc.want)
		}
	}
}

func TestDir(t *testing.T) {
	for tag, want := range map[string]string{"ar": "rtl", "ar-EG": "rtl", "AR": "rtl", "he": "rtl", "fa-IR": "rtl",
		"en": "ltr", "de": "ltr", "zh-Hans": "ltr", "ja": "ltr", "": "ltr"} {
		if got := Dir(tag); got != want {
			t.Errorf("Dir(%q) = %q, want %q", tag, got, want)
		}
	}
}

func TestLanguages(t *testing.T) {
	seen := map[string]bool{}
	for i, l := range Languages {
		if l.Tag == "" || l.Name == "" || seen[l.Tag] {
			t.Errorf("Languages[%d] = %+v: want a tag of its own and a name", i, l)
		}
		seen[l.Tag] = true
		if got := Match([]string{l.Tag}); got != l.Tag {
			t.Errorf("Match(%q) = %q, want itself", l.Tag, got)
		}
		if got, ok := Find(strings.ToUpper(l.Tag)); !ok || got != l {
			t.Errorf("Find(%q) = %+v, %v, want %+v", strings.ToUpper(l.Tag), got, ok, l)
		}
	}
	if Languages[0].Tag != Fallback {
		t.Errorf("the first language is %q, want the fallback %q", Languages[0].Tag, Fallback)
	}
	if len(Languages) != 13 {
		t.Errorf("%d languages, want the 13 of the app", len(Languages))
	}
	if _, ok := Find("de-AT"); ok {
		t.Error("Find(de-AT) found a language: want whole tags only")
	}
}
