package logic

import "testing"

// Every classic technique is of a family a school teaches, and has a
// lesson; every variant technique is of FamilyVariant, without one. The
// families' names are in English's catalogue.
func TestFamilies(t *testing.T) {
	for tech := range numTechniques {
		classic := tech <= TrialAndError
		if got := tech.Family() != FamilyVariant; got != classic {
			t.Errorf("%s: of family %s", tech, tech.Family())
		}
		if _, ok := tech.Lesson(); ok != classic {
			t.Errorf("%s: has a lesson: %v", tech, ok)
		}
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
