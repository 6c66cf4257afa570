package sudoku

import (
	"slices"
	"strconv"
	"strings"
)

// Statement is a sentence of a puzzle's rules as data, so that a page can
// put it in its player's language: Template is its English text with
// named placeholders ("…differ by at least {{.Diff}}."), the key of its
// translation, and Args fill them. Every template a Statement carries is
// one of RuleTemplates. String writes it in English.
type Statement struct {
	Template string
	Args     []StatementArg
}

// StatementArg fills the placeholder {{.Name}} of a Statement's template:
// with Value, written as it stands (a number, a digit), or, when List is
// not nil, with the list of List's items, names that are each one of
// RuleTemplates and take no argument ("lines", "shapes"), joined as a
// sentence lists them: "a", "a and b", "a, b and c".
type StatementArg struct {
	Name  string
	Value string
	List  []string
}

// English returns what a fills its placeholder with in English: its
// Value, or its List joined with ", " and " and ".
func (a StatementArg) English() string {
	if a.List == nil {
		return a.Value
	}
	if len(a.List) <= 1 {
		return strings.Join(a.List, "")
	}
	last := len(a.List) - 1
	return strings.Join(a.List[:last], ", ") + " and " + a.List[last]
}

// String writes st in English: its template with each placeholder filled
// by its argument; "" for the zero Statement. Cost: linear in the text.
func (st Statement) String() string {
	text := st.Template
	for _, a := range st.Args {
		text = strings.ReplaceAll(text, "{{."+a.Name+"}}", a.English())
	}
	return text
}

// ruleTemplates lists every text a Statement, a StatementArg's List or
// Rules.Kinds can give: every text, drawn and kind constant below, as
// TestTemplatesListed checks.
var ruleTemplates = [...]string{
	textRegions,
	textDiagonals,
	textWindows,
	textDisjoint,
	textExtra,
	textAntiKnight,
	textAntiKing,
	textNonConsecutive,
	textKropkiNegBoth,
	textKropkiNegWhite,
	textKropkiNegBlack,
	textXVNegative,
	textKropki,
	textXV,
	textCage,
	textCageOverlap,
	textThermo,
	textArrow,
	textLittleKiller,
	textSandwich,
	textWhisper,
	textWhisperOf,
	textRenban,
	textBetween,
	textPalindrome,
	textParity,
	textDecorThe,
	textDecorOther,
	textDecorTheText,
	textDecorOtherText,
	drawnLines,
	drawnShapes,
	drawnOutlines,
	drawnText,
	kindJigsaw,
	kindDiagonals,
	kindWindows,
	kindDisjoint,
	kindExtra,
	kindAntiKnight,
	kindAntiKing,
	kindNonConsecutive,
	kindKropkiNegative,
	kindXVNegative,
	kindKropkis,
	kindXVs,
	kindCages,
	kindThermos,
	kindArrows,
	kindLittleKillers,
	kindSandwiches,
	kindWhispers,
	kindRenbans,
	kindBetweens,
	kindPalindromes,
	kindParities,
	kindConstraints,
}

// RuleTemplates returns every text the rules are said in, in English: the
// templates of Statements and DecorationStatement, the items of their
// lists, and the kinds Kinds names (Describe joins). A page that
// translates the rules has each of them in its catalogue, keyed by its
// English. The templates' placeholders are {{.Name}}, filled by a
// Statement's Args of the same names. The slice is the caller's.
func RuleTemplates() []string { return slices.Clone(ruleTemplates[:]) }

// The sentences of Statements.
const (
	textRegions        = "The outlined regions take the place of the boxes: each holds every digit once."
	textDiagonals      = "Digits do not repeat on the marked diagonals."
	textWindows        = "Each shaded window holds every digit once."
	textDisjoint       = "Cells in the same place of their boxes hold different digits."
	textExtra          = "Digits do not repeat in a shaded region."
	textAntiKnight     = "Cells a chess knight's move apart hold different digits."
	textAntiKing       = "Cells a chess king's move apart hold different digits."
	textNonConsecutive = "Cells that share an edge do not hold consecutive digits."
	textKropkiNegBoth  = "All the white and black dots are given: where there is none, the two cells are not related that way."
	textKropkiNegWhite = "All the white dots are given: where there is none, the two cells are not related that way."
	textKropkiNegBlack = "All the black dots are given: where there is none, the two cells are not related that way."
	textXVNegative     = "All the Xs and Vs are given: where there is none, the two cells do not sum to 10 or 5."
	textKropki         = "A white dot joins consecutive digits; a black dot, two digits of which one is double the other."
	textXV             = "Digits joined by an X sum to 10; by a V, to 5."
	textCage           = "Digits in a killer cage do not repeat and add up to its total, when it has one."
	textCageOverlap    = "Cages may overlap: a digit in two cages counts in both."
	textThermo         = "Digits on a thermometer increase from the bulb."
	textArrow          = "Digits on an arrow add up to the number in its circle (a pill reads as a number of two or three digits); they may repeat."
	textLittleKiller   = "A number outside the grid is the sum of the digits along the diagonal its arrow points down; they may repeat."
	textSandwich       = "A number outside the grid is the sum of the digits between the 1 and the {{.N}} of that row or column."
	textWhisper        = "Neighbours on a green (whispers) line differ by at least {{.Diff}}."
	textWhisperOf      = "Neighbours on a whispers line of {{.Diff}} differ by at least {{.Diff}}."
	textRenban         = "A purple (renban) line holds a set of consecutive digits, in any order, without repeats."
	textBetween        = "Digits on a between line lie strictly between the digits in its two circles."
	textPalindrome     = "A grey (palindrome) line reads the same from either end."
	textParity         = "A circle holds an odd digit; a square, an even one."
)

// The sentence of DecorationStatement, and the items of its list: what a
// puzzle draws. Text alone takes a sentence of its own, in the singular.
const (
	textDecorThe       = "The {{.Things}} drawn on the grid are decoration: they carry no rule."
	textDecorOther     = "Any other {{.Things}} drawn on the grid are decoration: they carry no rule."
	textDecorTheText   = "The text drawn on the grid is decoration: it carries no rule."
	textDecorOtherText = "Any other text drawn on the grid is decoration: it carries no rule."
	drawnLines         = "lines"
	drawnShapes        = "shapes"
	drawnOutlines      = "outlines"
	drawnText          = "text"
)

// drawnThings are the things decoration draws, in the order a sentence
// lists them.
var drawnThings = [...]string{drawnLines, drawnShapes, drawnOutlines, drawnText}

// The kinds of rule Kinds names, in the plural: those of the regions and
// extra houses here, a constraint's by pluralKind (and kindOf, for the
// rules over the whole grid, whose names are singular).
const (
	kindJigsaw         = "jigsaw regions"
	kindDiagonals      = "diagonals"
	kindWindows        = "windoku windows"
	kindDisjoint       = "disjoint groups"
	kindExtra          = "extra regions"
	kindAntiKnight     = "anti-knight"
	kindAntiKing       = "anti-king"
	kindNonConsecutive = "non-consecutive"
	kindKropkiNegative = "negative kropki"
	kindXVNegative     = "negative XV"
	kindKropkis        = "kropki dots"
	kindXVs            = "XV"
	kindCages          = "killer cages"
	kindThermos        = "thermometers"
	kindArrows         = "arrows"
	kindLittleKillers  = "little killers"
	kindSandwiches     = "sandwich sums"
	kindWhispers       = "whispers"
	kindRenbans        = "renban lines"
	kindBetweens       = "between lines"
	kindPalindromes    = "palindromes"
	kindParities       = "odd and even cells"
	kindConstraints    = "constraints"
)

// Statements returns the rules of r beyond classic Sudoku as a player reads
// them, one sentence per kind of rule, in Describe's order: what a puzzle
// states beside its grid ("Digits in a killer cage do not repeat and add
// up to its total, when it has one."; when cages overlap, a second
// sentence says so). When r has decoration the last sentence says it
// carries no rule (DecorationStatement), so that no player takes a drawn
// line for one. It returns nil for classic rules that draw nothing. The
// rules over the whole grid (anti-knight, non-consecutive, the negative
// dots) are drawn nowhere, so this is where a player learns of them.
// Each sentence is a Statement: String writes it in English, and its
// template is one of RuleTemplates. Cost: linear in the rules.
func (r *Rules) Statements(s Shape) []Statement {
	var out []Statement
	for _, k := range r.keyedStatements(s) {
		out = append(out, k.Statement)
	}
	return out
}

// keyedStatement is a sentence of Statements with the key of what it
// says: one of a constraint's kind (constraintStatement's) or an extra
// house's (extraStatement's), "regions", "cage-overlap" or "decoration".
type keyedStatement struct {
	key string
	Statement
}

// keyedStatements returns Statements' sentences with their keys, each
// key once.
func (r *Rules) keyedStatements(s Shape) []keyedStatement {
	var out []keyedStatement
	seen := map[string]bool{}
	say := func(key string, st Statement) {
		if !seen[key] {
			seen[key] = true
			out = append(out, keyedStatement{key, st})
		}
	}
	if r.Regions != nil {
		say("regions", Statement{Template: textRegions})
	}
	for _, h := range r.Extra {
		say(extraStatement(h.Kind))
	}
	_, _, _, overlap := r.CageOverlap()
	for _, c := range r.Constraints {
		if key, st := constraintStatement(c, s); key != "" {
			say(key, st)
		}
		if _, ok := c.(Cage); ok && overlap {
			say("cage-overlap", Statement{Template: textCageOverlap})
		}
	}
	if d := r.DecorationStatement(); d.Template != "" {
		say("decoration", d)
	}
	return out
}

// extraStatement returns the key and sentence of an extra house's kind.
func extraStatement(k ExtraKind) (string, Statement) {
	switch k {
	case MainDiagonal, AntiDiagonal:
		return "diagonals", Statement{Template: textDiagonals}
	case Window:
		return "windows", Statement{Template: textWindows}
	case DisjointGroup:
		return "disjoint", Statement{Template: textDisjoint}
	}
	return "extra", Statement{Template: textExtra}
}

// constraintStatement returns the key and sentence of c's kind on a grid
// of shape s: the key tells apart what is said apart (a whispers line of
// another difference, the negative dots of either colour); "" for a
// constraint no sentence states.
func constraintStatement(c Constraint, s Shape) (string, Statement) {
	say := func(key, template string, args ...StatementArg) (string, Statement) {
		return key, Statement{Template: template, Args: args}
	}
	switch x := c.(type) {
	case AntiKnight:
		return say("antiknight", textAntiKnight)
	case AntiKing:
		return say("antiking", textAntiKing)
	case NonConsecutive:
		return say("nonconsecutive", textNonConsecutive)
	case KropkiNegative:
		switch {
		case x.White && x.Black:
			return say("kropki-negative", textKropkiNegBoth)
		case x.White:
			return say("kropki-negative", textKropkiNegWhite)
		default:
			return say("kropki-negative", textKropkiNegBlack)
		}
	case XVNegative:
		return say("xv-negative", textXVNegative)
	case Kropki:
		return say("kropki", textKropki)
	case XV:
		return say("xv", textXV)
	case Cage:
		return say("cage", textCage)
	case Thermo:
		return say("thermo", textThermo)
	case Arrow:
		return say("arrow", textArrow)
	case LittleKiller:
		return say("littlekiller", textLittleKiller)
	case Sandwich:
		return say("sandwich", textSandwich, StatementArg{Name: "N", Value: strconv.Itoa(s.N())})
	case Whisper:
		d := strconv.Itoa(x.MinDiff(s.N()))
		diff := StatementArg{Name: "Diff", Value: d}
		if x.Diff == 0 {
			return say("whisper", textWhisper, diff)
		}
		return say("whisper"+d, textWhisperOf, diff)
	case Renban:
		return say("renban", textRenban)
	case Between:
		return say("between", textBetween)
	case Palindrome:
		return say("palindrome", textPalindrome)
	case Parity:
		return say("parity", textParity)
	}
	return "", Statement{}
}
