package logic

// Technique names a solving technique. Its Rating is its difficulty on the
// Sudoku Explainer (SE) scale.
type Technique int

// The techniques. Next tries them by rating, then as listed here; the
// variant techniques come last in the list so that the classic ones,
// FullHouse to TrialAndError, keep their order and values (the
// generator's technique targets walk that range), and Next tries them at
// their rating all the same.
// Each comment starts with the technique's Rating (a test checks them
// against the code). Techniques SE does not rate on its own, marked
// "not SE", sit just above the SE technique of their size. Chains, forcing
// chains and ALS-XZ add SE's length bonus (lengthBonus) to their step's
// rating. The loops (X-cycle, Y-cycle, continuous nice loop) come out of
// the search for chains of the same links (X-chain, XY-chain, alternating
// inference chain), which returns the shortest chain or loop it finds.
// The skyscraper rates as the sashimi X-Wing and comes before it: every
// skyscraper that eliminates something holds a sashimi X-Wing (the same
// two lines, one top as the fin) whose eliminations are some of its own,
// so a skyscraper tried after it would never be taken.
const (
	FullHouse          Technique = iota // 1.0
	HiddenSingleBox                     // 1.2, a hidden single in a box or jigsaw region
	HiddenSingleLine                    // 1.5, a hidden single in a row, column or extra house
	NakedSingle                         // 2.3
	Pointing                            // 2.6, a box's digit confined to another house (a line)
	Claiming                            // 2.8, another house's digit confined to one house (a line's to a box)
	NakedPair                           // 3.0
	XWing                               // 3.2
	HiddenPair                          // 3.4
	FinnedXWing                         // 3.4, not SE
	Skyscraper                          // 3.5, not SE: a sashimi X-Wing seen as two conjugate pairs
	SashimiXWing                        // 3.5, not SE
	NakedTriple                         // 3.6
	Swordfish                           // 3.8
	HiddenTriple                        // 4.0
	FinnedSwordfish                     // 4.0, not SE
	TwoStringKite                       // 4.1, not SE
	SashimiSwordfish                    // 4.1, not SE
	TurbotFish                          // 4.2, not SE
	XYWing                              // 4.2
	EmptyRectangle                      // 4.3, not SE
	XYZWing                             // 4.4
	WWing                               // 4.4, not SE
	UniqueRectangle1                    // 4.5
	UniqueRectangle2                    // 4.5
	UniqueRectangle4                    // 4.5
	UniqueRectangle3                    // 4.6 with a naked pair, 0.1 more per extra cell of its subset
	SimpleColouring                     // 4.6, not SE
	NakedQuad                           // 5.0
	Jellyfish                           // 5.2
	HiddenQuad                          // 5.4
	FinnedJellyfish                     // 5.4, not SE
	SashimiJellyfish                    // 5.5, not SE
	ALSXZ                               // 5.5 plus the bonus for twice its cells (up to 6.0), not SE
	BUGPlus1                            // 5.6
	XChain                              // 6.5 plus the length bonus
	XCycle                              // 6.5 plus the length bonus
	YCycle                              // 6.5 plus the length bonus
	XYChain                             // 6.6 plus the length bonus
	AIC                                 // 7.0 plus the length bonus
	NiceLoop                            // 7.0 plus the length bonus, a continuous nice loop
	ContradictionChain                  // 8.0 plus the bonus for the singles followed
	CellForcingChain                    // 8.3 plus the bonus for the singles followed
	RegionForcingChain                  // 8.3 plus the bonus for the singles followed
	TrialAndError                       // 10.0, the bounded last resort
	CageCombination                     // 2.0, not SE: a killer cage's ways of making its total
	InniesOuties                        // 2.5, not SE: the 45 rule, 0.1 more per house past the first
	CageHouse                           // 2.7, not SE: a digit every way of making a cage uses, out of what sees its places
	HouseCombinations                   // 3.0, not SE: the cages inside one house take different digits
	PairRule                            // 1.7, not SE: a dot, X or V, whisper, thermometer or palindrome step between two cells
	OddEven                             // 1.0, not SE: odd and even cells keep their digits' parity
	BetweenLine                         // 1.8, not SE: a between line's inner digits lie between its ends
	RenbanLine                          // 2.0, not SE: a renban line's digits are a run
	ArrowSum                            // 2.0, not SE: an arrow's shaft adds up to its circle
	LittleKillerSum                     // 2.2, not SE: a little killer's diagonal adds up to its total
	SandwichSum                         // 2.4, not SE: the digits between a line's 1 and N add up to its clue
	LargeInnies                         // 3.5, not SE: innies and outies of 5 to 7 cells, 0.1 more per cell past 5 and per house past the first
	numTechniques
)

var techniqueInfo = [numTechniques]struct {
	name   string
	rating float64
	key    string // the catalogue key of its name
}{
	FullHouse:          {"full house", 1.0, "technique-full-house"},
	HiddenSingleBox:    {"hidden single", 1.2, "technique-hidden-single-box"},
	HiddenSingleLine:   {"hidden single", 1.5, "technique-hidden-single-line"},
	NakedSingle:        {"naked single", 2.3, "technique-naked-single"},
	Pointing:           {"pointing", 2.6, "technique-pointing"},
	Claiming:           {"claiming", 2.8, "technique-claiming"},
	NakedPair:          {"naked pair", 3.0, "technique-naked-pair"},
	XWing:              {"X-Wing", 3.2, "technique-x-wing"},
	HiddenPair:         {"hidden pair", 3.4, "technique-hidden-pair"},
	FinnedXWing:        {"finned X-Wing", 3.4, "technique-finned-x-wing"},
	Skyscraper:         {"skyscraper", 3.5, "technique-skyscraper"},
	SashimiXWing:       {"sashimi X-Wing", 3.5, "technique-sashimi-x-wing"},
	NakedTriple:        {"naked triple", 3.6, "technique-naked-triple"},
	Swordfish:          {"Swordfish", 3.8, "technique-swordfish"},
	HiddenTriple:       {"hidden triple", 4.0, "technique-hidden-triple"},
	FinnedSwordfish:    {"finned Swordfish", 4.0, "technique-finned-swordfish"},
	TwoStringKite:      {"2-string kite", 4.1, "technique-two-string-kite"},
	SashimiSwordfish:   {"sashimi Swordfish", 4.1, "technique-sashimi-swordfish"},
	TurbotFish:         {"turbot fish", 4.2, "technique-turbot-fish"},
	XYWing:             {"XY-Wing", 4.2, "technique-xy-wing"},
	EmptyRectangle:     {"empty rectangle", 4.3, "technique-empty-rectangle"},
	XYZWing:            {"XYZ-Wing", 4.4, "technique-xyz-wing"},
	WWing:              {"W-Wing", 4.4, "technique-w-wing"},
	UniqueRectangle1:   {"unique rectangle type 1", 4.5, "technique-unique-rectangle-1"},
	UniqueRectangle2:   {"unique rectangle type 2", 4.5, "technique-unique-rectangle-2"},
	UniqueRectangle4:   {"unique rectangle type 4", 4.5, "technique-unique-rectangle-4"},
	UniqueRectangle3:   {"unique rectangle type 3", 4.6, "technique-unique-rectangle-3"},
	SimpleColouring:    {"simple colouring", 4.6, "technique-simple-colouring"},
	NakedQuad:          {"naked quad", 5.0, "technique-naked-quad"},
	Jellyfish:          {"Jellyfish", 5.2, "technique-jellyfish"},
	HiddenQuad:         {"hidden quad", 5.4, "technique-hidden-quad"},
	FinnedJellyfish:    {"finned Jellyfish", 5.4, "technique-finned-jellyfish"},
	SashimiJellyfish:   {"sashimi Jellyfish", 5.5, "technique-sashimi-jellyfish"},
	ALSXZ:              {"ALS-XZ", 5.5, "technique-als-xz"},
	BUGPlus1:           {"BUG+1", 5.6, "technique-bug-plus-1"},
	XChain:             {"X-chain", 6.5, "technique-x-chain"},
	XCycle:             {"X-cycle", 6.5, "technique-x-cycle"},
	YCycle:             {"Y-cycle", 6.5, "technique-y-cycle"},
	XYChain:            {"XY-chain", 6.6, "technique-xy-chain"},
	AIC:                {"alternating inference chain", 7.0, "technique-aic"},
	NiceLoop:           {"continuous nice loop", 7.0, "technique-nice-loop"},
	ContradictionChain: {"contradiction forcing chain", 8.0, "technique-contradiction-chain"},
	CellForcingChain:   {"cell forcing chain", 8.3, "technique-cell-forcing-chain"},
	RegionForcingChain: {"region forcing chain", 8.3, "technique-region-forcing-chain"},
	TrialAndError:      {"trial and error", 10.0, "technique-trial-and-error"},
	CageCombination:    {"cage combination", 2.0, "technique-cage-combination"},
	InniesOuties:       {"innies and outies", 2.5, "technique-innies-outies"},
	CageHouse:          {"cage in a house", 2.7, "technique-cage-house"},
	HouseCombinations:  {"cage combinations in a house", 3.0, "technique-house-combinations"},
	PairRule:           {"rule between two cells", 1.7, "technique-pair-rule"},
	OddEven:            {"odd and even cells", 1.0, "technique-odd-even"},
	BetweenLine:        {"between line", 1.8, "technique-between-line"},
	RenbanLine:         {"renban line", 2.0, "technique-renban-line"},
	ArrowSum:           {"arrow sum", 2.0, "technique-arrow-sum"},
	LittleKillerSum:    {"little killer sum", 2.2, "technique-little-killer-sum"},
	SandwichSum:        {"sandwich sum", 2.4, "technique-sandwich-sum"},
	LargeInnies:        {"large innies and outies", 3.5, "technique-large-innies"},
}

// Name returns the technique's name as a player knows it, e.g. "hidden single".
func (t Technique) Name() string { return techniqueInfo[t].name }

// Rating returns the technique's base rating on the Sudoku Explainer scale.
// Chains add a bonus for their length on top (see Step.Rating).
func (t Technique) Rating() float64 { return techniqueInfo[t].rating }

func (t Technique) String() string { return t.Name() }

// Key returns the catalogue key of the technique's name, e.g.
// "technique-hidden-single-box".
func (t Technique) Key() string { return techniqueInfo[t].key }

// lengthBonus is Sudoku Explainer's extra rating for a chain of n links:
// 0 up to 4, then 0.1 more each time n passes 4, 6, 8, 12, 16, 24, 32, ...
func lengthBonus(n int) float64 {
	bonus, ceil, odd := 0.0, 4, false
	for n > ceil {
		bonus += 0.1
		if odd {
			ceil = ceil * 4 / 3
		} else {
			ceil = ceil * 3 / 2
		}
		odd = !odd
	}
	return bonus
}
