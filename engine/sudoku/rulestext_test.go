package sudoku_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/internal/sourceconst"
	"github.com/sudoku-app/sudoku/engine/message"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// english writes statements in English.
func english(statements []sudoku.Statement) []string {
	var out []string
	for _, st := range statements {
		out = append(out, st.String())
	}
	return out
}

func TestStatements(t *testing.T) {
	s := sudoku.Classic
	if got := (&sudoku.Rules{}).Statements(s); got != nil {
		t.Errorf("classic: %q", got)
	}
	r := sudoku.Rules{
		Extra: sudoku.Diagonals(s),
		Constraints: []sudoku.Constraint{
			sudoku.AntiKnight{},
			sudoku.Cage{Cells: []sudoku.Cell{0, 1}, Sum: 3},
			sudoku.Cage{Cells: []sudoku.Cell{2, 3}, Sum: 4},
			sudoku.Whisper{Cells: []sudoku.Cell{9, 10}},
		},
	}
	got := english(r.Statements(s))
	want := []string{"diagonals", "knight's move", "killer cage", "at least 5"}
	if len(got) != len(want) {
		t.Fatalf("Statements = %q, want %d sentences (one per kind)", got, len(want))
	}
	for i, w := range want {
		if !strings.Contains(got[i], w) || !strings.HasSuffix(got[i], ".") {
			t.Errorf("sentence %d = %q, want one saying %q", i, got[i], w)
		}
	}
	r.Constraints = append(r.Constraints, sudoku.Cage{Cells: []sudoku.Cell{1, 2}, Sum: 5})
	got = english(r.Statements(s))
	if len(got) != len(want)+1 || !strings.Contains(got[3], "overlap") || !strings.Contains(got[2], "killer cage") {
		t.Errorf("overlapping cages: Statements = %q, want the cages' sentence then one saying they overlap", got)
	}
}

// TestDecorationStatement checks the sentence that ends the rules of a
// puzzle that draws: what it draws, and "other" beside rules.
func TestDecorationStatement(t *testing.T) {
	line := sudoku.Decoration{Kind: sudoku.DecorLine, Cells: cells(1, 1, 1, 2)}
	tests := []struct {
		name  string
		rules sudoku.Rules
		want  []string
	}{
		{"nothing drawn", sudoku.Rules{}, nil},
		{"a line on a classic grid", sudoku.Rules{Decor: []sudoku.Decoration{line}},
			[]string{"The lines drawn on the grid are decoration: they carry no rule."}},
		{"text beside a rule", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.AntiKnight{}},
			Decor: []sudoku.Decoration{{Kind: sudoku.DecorText, Cells: cells(1, 1), Text: "A"}}},
			[]string{"Cells a chess knight's move apart hold different digits.", "Any other text drawn on the grid is decoration: it carries no rule."}},
		{"a labelled circle, a cage and a line", sudoku.Rules{Decor: []sudoku.Decoration{
			{Kind: sudoku.DecorCircle, Cells: cells(1, 1), Text: "1"}, {Kind: sudoku.DecorCage, Cells: cells(2, 2)}, line}},
			[]string{"The lines, shapes, outlines and text drawn on the grid are decoration: they carry no rule."}},
	}
	for _, tt := range tests {
		got := english(tt.rules.Statements(sudoku.Classic))
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("%s: Statements = %q, want %q", tt.name, got, tt.want)
		}
	}
}

// statementWords are the English sentences of each of ruleCases (the
// words the rules were said in before they were data) and its Describe.
var statementWords = map[string]struct {
	statements []string
	describe   string
}{
	"regions":                          {[]string{"The outlined regions take the place of the boxes: each holds every digit once."}, "jigsaw regions"},
	"diagonals":                        {[]string{"Digits do not repeat on the marked diagonals."}, "diagonals"},
	"windows":                          {[]string{"Each shaded window holds every digit once."}, "windoku windows"},
	"disjoint groups":                  {[]string{"Cells in the same place of their boxes hold different digits."}, "disjoint groups"},
	"extra region":                     {[]string{"Digits do not repeat in a shaded region."}, "extra regions"},
	"anti-knight":                      {[]string{"Cells a chess knight's move apart hold different digits."}, "anti-knight"},
	"anti-king":                        {[]string{"Cells a chess king's move apart hold different digits."}, "anti-king"},
	"non-consecutive":                  {[]string{"Cells that share an edge do not hold consecutive digits."}, "non-consecutive"},
	"negative kropki, both":            {[]string{"All the white and black dots are given: where there is none, the two cells are not related that way."}, "negative kropki"},
	"negative kropki, white":           {[]string{"All the white dots are given: where there is none, the two cells are not related that way."}, "negative kropki"},
	"negative kropki, black":           {[]string{"All the black dots are given: where there is none, the two cells are not related that way."}, "negative kropki"},
	"negative XV":                      {[]string{"All the Xs and Vs are given: where there is none, the two cells do not sum to 10 or 5."}, "negative XV"},
	"negative X":                       {[]string{"All the Xs and Vs are given: where there is none, the two cells do not sum to 10 or 5."}, "negative XV"},
	"kropki":                           {[]string{"A white dot joins consecutive digits; a black dot, two digits of which one is double the other."}, "kropki dots"},
	"XV":                               {[]string{"Digits joined by an X sum to 10; by a V, to 5."}, "XV"},
	"cage":                             {[]string{"Digits in a killer cage do not repeat and add up to its total, when it has one."}, "killer cages"},
	"overlapping cages":                {[]string{"Digits in a killer cage do not repeat and add up to its total, when it has one.", "Cages may overlap: a digit in two cages counts in both."}, "killer cages"},
	"thermo":                           {[]string{"Digits on a thermometer increase from the bulb."}, "thermometers"},
	"arrow":                            {[]string{"Digits on an arrow add up to the number in its circle (a pill reads as a number of two or three digits); they may repeat."}, "arrows"},
	"little killer":                    {[]string{"A number outside the grid is the sum of the digits along the diagonal its arrow points down; they may repeat."}, "little killers"},
	"sandwich":                         {[]string{"A number outside the grid is the sum of the digits between the 1 and the 9 of that row or column."}, "sandwich sums"},
	"sandwich 6x6":                     {[]string{"A number outside the grid is the sum of the digits between the 1 and the 6 of that row or column."}, "sandwich sums"},
	"whispers":                         {[]string{"Neighbours on a green (whispers) line differ by at least 5."}, "whispers"},
	"whispers 6x6":                     {[]string{"Neighbours on a green (whispers) line differ by at least 3."}, "whispers"},
	"whispers of 4":                    {[]string{"Neighbours on a whispers line of 4 differ by at least 4."}, "whispers"},
	"whispers of 5 and of 4 and green": {[]string{"Neighbours on a whispers line of 5 differ by at least 5.", "Neighbours on a whispers line of 4 differ by at least 4.", "Neighbours on a green (whispers) line differ by at least 5."}, "whispers"},
	"renban":                           {[]string{"A purple (renban) line holds a set of consecutive digits, in any order, without repeats."}, "renban lines"},
	"between":                          {[]string{"Digits on a between line lie strictly between the digits in its two circles."}, "between lines"},
	"palindrome":                       {[]string{"A grey (palindrome) line reads the same from either end."}, "palindromes"},
	"odd":                              {[]string{"A circle holds an odd digit; a square, an even one."}, "odd and even cells"},
	"even and odd":                     {[]string{"A circle holds an odd digit; a square, an even one."}, "odd and even cells"},
	"everything":                       {[]string{"The outlined regions take the place of the boxes: each holds every digit once.", "Digits do not repeat on the marked diagonals.", "Each shaded window holds every digit once.", "Cells a chess king's move apart hold different digits.", "Digits on a thermometer increase from the bulb.", "Digits in a killer cage do not repeat and add up to its total, when it has one.", "Cages may overlap: a digit in two cages counts in both.", "A number outside the grid is the sum of the digits between the 1 and the 9 of that row or column.", "A white dot joins consecutive digits; a black dot, two digits of which one is double the other.", "Digits joined by an X sum to 10; by a V, to 5.", "All the Xs and Vs are given: where there is none, the two cells do not sum to 10 or 5.", "A circle holds an odd digit; a square, an even one.", "Any other shapes drawn on the grid are decoration: they carry no rule."}, "jigsaw regions, diagonals, windoku windows, anti-king, thermometers, killer cages, sandwich sums, kropki dots, XV, negative XV, odd and even cells"},
	"drawn 0001, rule false":           {[]string{"The lines drawn on the grid are decoration: they carry no rule."}, ""},
	"drawn 0010, rule false":           {[]string{"The shapes drawn on the grid are decoration: they carry no rule."}, ""},
	"drawn 0011, rule false":           {[]string{"The lines and shapes drawn on the grid are decoration: they carry no rule."}, ""},
	"drawn 0100, rule false":           {[]string{"The outlines drawn on the grid are decoration: they carry no rule."}, ""},
	"drawn 0101, rule false":           {[]string{"The lines and outlines drawn on the grid are decoration: they carry no rule."}, ""},
	"drawn 0110, rule false":           {[]string{"The shapes and outlines drawn on the grid are decoration: they carry no rule."}, ""},
	"drawn 0111, rule false":           {[]string{"The lines, shapes and outlines drawn on the grid are decoration: they carry no rule."}, ""},
	"drawn 1000, rule false":           {[]string{"The text drawn on the grid is decoration: it carries no rule."}, ""},
	"drawn 1001, rule false":           {[]string{"The lines and text drawn on the grid are decoration: they carry no rule."}, ""},
	"drawn 1010, rule false":           {[]string{"The shapes and text drawn on the grid are decoration: they carry no rule."}, ""},
	"drawn 1011, rule false":           {[]string{"The lines, shapes and text drawn on the grid are decoration: they carry no rule."}, ""},
	"drawn 1100, rule false":           {[]string{"The outlines and text drawn on the grid are decoration: they carry no rule."}, ""},
	"drawn 1101, rule false":           {[]string{"The lines, outlines and text drawn on the grid are decoration: they carry no rule."}, ""},
	"drawn 1110, rule false":           {[]string{"The shapes, outlines and text drawn on the grid are decoration: they carry no rule."}, ""},
	"drawn 1111, rule false":           {[]string{"The lines, shapes, outlines and text drawn on the grid are decoration: they carry no rule."}, ""},
	"drawn 0001, rule true":            {[]string{"Cells a chess knight's move apart hold different digits.", "Any other lines drawn on the grid are decoration: they carry no rule."}, "anti-knight"},
	"drawn 0010, rule true":            {[]string{"Cells a chess knight's move apart hold different digits.", "Any other shapes drawn on the grid are decoration: they carry no rule."}, "anti-knight"},
	"drawn 0011, rule true":            {[]string{"Cells a chess knight's move apart hold different digits.", "Any other lines and shapes drawn on the grid are decoration: they carry no rule."}, "anti-knight"},
	"drawn 0100, rule true":            {[]string{"Cells a chess knight's move apart hold different digits.", "Any other outlines drawn on the grid are decoration: they carry no rule."}, "anti-knight"},
	"drawn 0101, rule true":            {[]string{"Cells a chess knight's move apart hold different digits.", "Any other lines and outlines drawn on the grid are decoration: they carry no rule."}, "anti-knight"},
	"drawn 0110, rule true":            {[]string{"Cells a chess knight's move apart hold different digits.", "Any other shapes and outlines drawn on the grid are decoration: they carry no rule."}, "anti-knight"},
	"drawn 0111, rule true":            {[]string{"Cells a chess knight's move apart hold different digits.", "Any other lines, shapes and outlines drawn on the grid are decoration: they carry no rule."}, "anti-knight"},
	"drawn 1000, rule true":            {[]string{"Cells a chess knight's move apart hold different digits.", "Any other text drawn on the grid is decoration: it carries no rule."}, "anti-knight"},
	"drawn 1001, rule true":            {[]string{"Cells a chess knight's move apart hold different digits.", "Any other lines and text drawn on the grid are decoration: they carry no rule."}, "anti-knight"},
	"drawn 1010, rule true":            {[]string{"Cells a chess knight's move apart hold different digits.", "Any other shapes and text drawn on the grid are decoration: they carry no rule."}, "anti-knight"},
	"drawn 1011, rule true":            {[]string{"Cells a chess knight's move apart hold different digits.", "Any other lines, shapes and text drawn on the grid are decoration: they carry no rule."}, "anti-knight"},
	"drawn 1100, rule true":            {[]string{"Cells a chess knight's move apart hold different digits.", "Any other outlines and text drawn on the grid are decoration: they carry no rule."}, "anti-knight"},
	"drawn 1101, rule true":            {[]string{"Cells a chess knight's move apart hold different digits.", "Any other lines, outlines and text drawn on the grid are decoration: they carry no rule."}, "anti-knight"},
	"drawn 1110, rule true":            {[]string{"Cells a chess knight's move apart hold different digits.", "Any other shapes, outlines and text drawn on the grid are decoration: they carry no rule."}, "anti-knight"},
	"drawn 1111, rule true":            {[]string{"Cells a chess knight's move apart hold different digits.", "Any other lines, shapes, outlines and text drawn on the grid are decoration: they carry no rule."}, "anti-knight"},
	"labelled cage and rectangle":      {[]string{"The shapes, outlines and text drawn on the grid are decoration: they carry no rule."}, ""},
}

// Each sentence the rules are said in writes, in English, the words it
// always has; Describe and Kinds name the same kinds.
func TestStatementTable(t *testing.T) {
	for _, c := range ruleCases() {
		want, ok := statementWords[c.name]
		if !ok {
			t.Errorf("%s: no words to check", c.name)
			continue
		}
		if got := english(c.rules.Statements(c.shape)); !slices.Equal(got, want.statements) {
			t.Errorf("%s: Statements = %q, want %q", c.name, got, want.statements)
		}
		if got := c.rules.Describe(); got != want.describe {
			t.Errorf("%s: Describe = %q, want %q", c.name, got, want.describe)
		}
		if got := strings.Join(c.rules.Kinds(), ", "); got != want.describe {
			t.Errorf("%s: Kinds = %q, want %q", c.name, got, want.describe)
		}
	}
	if got := (&sudoku.Rules{}).DecorationStatement(); got.Template != "" || got.String() != "" {
		t.Errorf("nothing drawn: DecorationStatement = %+v, want the zero Statement", got)
	}
}

// Every text a Statement, its lists and Kinds carry is one of
// RuleTemplates, which lists each once; each template parses as a
// catalogue's message, its placeholders are the arguments its Statement
// gives, and a list's items have none. Every template is said by some
// case, but the name of a constraint of no known kind.
func TestRuleTemplates(t *testing.T) {
	all := sudoku.RuleTemplates()
	if len(all) == 0 {
		t.Fatal("no RuleTemplates")
	}
	listed := map[string]bool{}
	for _, tmpl := range all {
		if listed[tmpl] {
			t.Errorf("RuleTemplates lists %q twice", tmpl)
		}
		listed[tmpl] = true
		if _, err := message.ParseTemplate(tmpl); err != nil {
			t.Errorf("%q: %v", tmpl, err)
		}
	}
	said := map[string]bool{"constraints": true}
	check := func(name, text string, args []string) {
		said[text] = true
		if !listed[text] {
			t.Errorf("%s: %q is not in RuleTemplates", name, text)
		}
		tmpl, err := message.ParseTemplate(text)
		if err != nil {
			return
		}
		var holes []string
		for _, seg := range tmpl {
			if seg.Arg != "" && !slices.Contains(holes, seg.Arg) {
				holes = append(holes, seg.Arg)
			}
		}
		slices.Sort(holes)
		if slices.Sort(args); !slices.Equal(holes, args) {
			t.Errorf("%s: %q has placeholders %q, given arguments %q", name, text, holes, args)
		}
	}
	for _, c := range ruleCases() {
		for _, st := range c.rules.Statements(c.shape) {
			var args []string
			for _, a := range st.Args {
				args = append(args, a.Name)
				for _, item := range a.List {
					check(c.name, item, nil)
				}
			}
			check(c.name, st.Template, args)
		}
		for _, k := range c.rules.Kinds() {
			check(c.name, k, nil)
		}
	}
	for _, tmpl := range all {
		if !said[tmpl] {
			t.Errorf("no case says %q", tmpl)
		}
	}
}

// TestTemplatesListed checks that RuleTemplates and ErrorTemplates list
// every text constant of their files, in order, and nothing else.
func TestTemplatesListed(t *testing.T) {
	for _, tc := range []struct {
		file string
		list []string
	}{
		{"rulestext.go", sudoku.RuleTemplates()},
		{"errorstext.go", sudoku.ErrorTemplates()},
	} {
		consts, err := sourceconst.Strings(tc.file)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(consts, tc.list) {
			t.Errorf("%s: the list is not the file's constants:\nlist   %q\nconsts %q", tc.file, tc.list, consts)
		}
	}
}
