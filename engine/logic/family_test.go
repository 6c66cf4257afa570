package logic

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// Every classic technique is of a family a school teaches, every variant
// technique of FamilyVariant, and every technique has a lesson of its own
// three keys, in English's catalogue without placeholders (what to look
// for in 250 characters at most, why it works in 450);
// ClassicTechniques and VariantTechniques list them all, in order. The
// families' names are in English's catalogue.
func TestFamilies(t *testing.T) {
	all := append(ClassicTechniques(), VariantTechniques()...)
	if len(all) != int(numTechniques) {
		t.Errorf("ClassicTechniques and VariantTechniques list %d techniques, want %d", len(all), numTechniques)
	}
	for i, tech := range all {
		if tech != Technique(i) {
			t.Errorf("technique %d listed as %s", i, tech)
		}
	}
	for tech := range numTechniques {
		classic := tech <= TrialAndError
		if got := tech.Family() != FamilyVariant; got != classic {
			t.Errorf("%s: of family %s", tech, tech.Family())
		}
		l, ok := tech.Lesson()
		if !ok {
			t.Errorf("%s: no lesson", tech)
			continue
		}
		for _, m := range []struct {
			msg    Message
			suffix string
		}{{l.Title, lessonTitle}, {l.Look, lessonLook}, {l.Why, lessonWhy}} {
			if m.msg.Key != tech.Key()+m.suffix || len(m.msg.Args) != 0 {
				t.Errorf("%s: lesson message %+v, want key %s", tech, m.msg, tech.Key()+m.suffix)
			}
			text := english(m.msg)
			if text == "" || strings.HasPrefix(text, "logic:") || strings.Contains(text, "{{") {
				t.Errorf("%s: %s in English is %q", tech, m.suffix, text)
			}
			if n := utf8.RuneCountInString(text); m.suffix == lessonLook && n > 250 || m.suffix == lessonWhy && n > 450 {
				t.Errorf("%s: %s in English is %d characters long", tech, m.suffix, n)
			}
		}
	}
	if _, ok := numTechniques.Lesson(); ok {
		t.Errorf("a value past the techniques has a lesson")
	}
	for _, tc := range []struct {
		tech Technique
		want string
	}{
		{HiddenSingleLine, "singles"}, {Claiming, "intersections"}, {HiddenQuad, "subsets"},
		{SashimiJellyfish, "fish"}, {EmptyRectangle, "single-digit patterns"}, {WWing, "wings"},
		{BUGPlus1, "uniqueness"}, {NiceLoop, "chains"}, {RegionForcingChain, "forcing chains"},
		{ArrowSum, "variant techniques"},
	} {
		if got := tc.tech.Family().String(); got != tc.want {
			t.Errorf("%s: family %q, want %q", tc.tech, got, tc.want)
		}
	}
	if n := len(Families()); n != int(numFamilies) || Families()[0] != FamilySingles {
		t.Errorf("Families: %v", Families())
	}
}
