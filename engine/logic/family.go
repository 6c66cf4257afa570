package logic

// Family is a group of techniques that a player learns together, as a
// school of techniques lists them: the singles, the intersections, the
// subsets, the fish, the single-digit patterns, the wings, the uniqueness
// techniques, the chains and the forcing chains, then the variant
// techniques, all of FamilyVariant.
type Family int

// The families, in the order a player learns them.
const (
	FamilySingles Family = iota
	FamilyIntersections
	FamilySubsets
	FamilyFish
	FamilySingleDigit
	FamilyWings
	FamilyUniqueness
	FamilyChains
	FamilyForcing
	FamilyVariant
	numFamilies
)

// familyKeys are the catalogue keys of the families' names.
var familyKeys = [numFamilies]string{
	"family-singles", "family-intersections", "family-subsets", "family-fish",
	"family-single-digit", "family-wings", "family-uniqueness", "family-chains",
	"family-forcing", "family-variant",
}

// Families returns the families in the order a player learns them. The
// slice is new on each call.
func Families() []Family {
	out := make([]Family, numFamilies)
	for i := range out {
		out[i] = Family(i)
	}
	return out
}

// Key returns the catalogue key of f's name ("family-fish").
func (f Family) Key() string { return familyKeys[f] }

// String returns f's name in English.
func (f Family) String() string { return english(Message{Key: f.Key()}) }

// Family returns the family t belongs to.
func (t Technique) Family() Family {
	switch t {
	case FullHouse, HiddenSingleBox, HiddenSingleLine, NakedSingle:
		return FamilySingles
	case Pointing, Claiming:
		return FamilyIntersections
	case NakedPair, HiddenPair, NakedTriple, HiddenTriple, NakedQuad, HiddenQuad:
		return FamilySubsets
	case XWing, FinnedXWing, SashimiXWing, Swordfish, FinnedSwordfish, SashimiSwordfish,
		Jellyfish, FinnedJellyfish, SashimiJellyfish:
		return FamilyFish
	case Skyscraper, TwoStringKite, TurbotFish, EmptyRectangle, SimpleColouring:
		return FamilySingleDigit
	case XYWing, XYZWing, WWing, ALSXZ:
		return FamilyWings
	case UniqueRectangle1, UniqueRectangle2, UniqueRectangle3, UniqueRectangle4, BUGPlus1:
		return FamilyUniqueness
	case XChain, XCycle, YCycle, XYChain, AIC, NiceLoop:
		return FamilyChains
	case ContradictionChain, CellForcingChain, RegionForcingChain, TrialAndError:
		return FamilyForcing
	}
	return FamilyVariant
}

// The keys of a technique's lesson in a catalogue, after its own key
// (Technique.Key): its title as a school lists it ("X-Wing", "Hidden
// single in a box"), what a player looks for, and why it works.
const (
	lessonTitle = "-lesson-title"
	lessonLook  = "-lesson-look"
	lessonWhy   = "-lesson-why"
)

// Lesson is the messages of a technique's lesson: its title, what to
// look for and why it works, each a Message without arguments that a
// Catalogue renders.
type Lesson struct {
	Title, Look, Why Message
}

// Lesson returns t's lesson. Every technique has one, the classic ones
// (FullHouse to TrialAndError) and the variant ones (CageCombination to
// LargeInnies) alike; ok is false only for a value that is no technique.
func (t Technique) Lesson() (l Lesson, ok bool) {
	if t < 0 || t >= numTechniques {
		return Lesson{}, false
	}
	k := t.Key()
	return Lesson{Message{Key: k + lessonTitle}, Message{Key: k + lessonLook}, Message{Key: k + lessonWhy}}, true
}

// ClassicTechniques returns the techniques of classic Sudoku, FullHouse
// to TrialAndError, in order: Sudoku Explainer's, the order Next tries
// them in. The slice is new on each call.
func ClassicTechniques() []Technique {
	out := make([]Technique, 0, TrialAndError+1)
	for t := FullHouse; t <= TrialAndError; t++ {
		out = append(out, t)
	}
	return out
}

// VariantTechniques returns the techniques of the variants, CageCombination
// to LargeInnies, in logic's order, that of the Technique constants after
// the classic ones (Next tries them at their rating): the killer cages'
// techniques, the rules between two cells, odd and even cells, the lines
// and the sums. The slice is new on each call.
func VariantTechniques() []Technique {
	out := make([]Technique, 0, numTechniques-CageCombination)
	for t := CageCombination; t < numTechniques; t++ {
		out = append(out, t)
	}
	return out
}
