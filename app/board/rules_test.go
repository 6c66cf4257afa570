package board

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/rulesvg"
	"github.com/sudoku-app/sudoku/engine/message"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// The rules beside the board read in the player's language: in English
// as the engine writes them, in another the catalogue's sentences with
// the engine's numbers and the catalogue's words for what is drawn,
// listed its way; a sentence the catalogue lacks in English.
func TestStatementsInPlayersWords(t *testing.T) {
	six := sudoku.Shape{BoxRows: 2, BoxCols: 3}
	line := []sudoku.Cell{0, 1, 2}
	r := sudoku.Rules{
		Constraints: []sudoku.Constraint{sudoku.Thermo{Cells: line}, sudoku.Whisper{Cells: line}, sudoku.Sandwich{}},
		Decor: []sudoku.Decoration{{Kind: sudoku.DecorLine, Cells: line}, {Kind: sudoku.DecorCage, Cells: line},
			{Kind: sudoku.DecorText, Cells: line[:1], Text: "A"}},
	}
	statements := r.Statements(six)
	en := NewRuleView(six, &r).Statements
	if len(en) != len(statements) {
		t.Fatalf("the view says %q, want %d sentences", en, len(statements))
	}
	for i, st := range statements {
		if en[i] != st.String() {
			t.Errorf("English: %q, want the engine's %q", en[i], st.String())
		}
	}
	c, err := message.Parse([]byte(`{
		"{{.List}} and {{.Last}}": "{{.List}} und {{.Last}}",
		"{{.List}}, {{.Next}}": "{{.List}}, {{.Next}}",
		"lines": "Linien", "outlines": "Umrisse", "text": "Text",
		"Neighbours on a green (whispers) line differ by at least {{.Diff}}.": "Nachbarn auf einer grünen Linie unterscheiden sich um mindestens {{.Diff}}.",
		"A number outside the grid is the sum of the digits between the 1 and the {{.N}} of that row or column.": "Eine Zahl am Rand ist die Summe der Ziffern zwischen der 1 und der {{.N}} ihrer Zeile oder Spalte.",
		"Any other {{.Things}} drawn on the grid are decoration: they carry no rule.": "Alle anderen {{.Things}} im Gitter sind Dekoration: sie tragen keine Regel."
	}`), message.Plural("de"))
	if err != nil {
		t.Fatal(err)
	}
	i18n.Use("de", c)
	defer i18n.Use("", nil)
	want := []string{
		"Digits on a thermometer increase from the bulb.",
		"Nachbarn auf einer grünen Linie unterscheiden sich um mindestens 3.",
		"Eine Zahl am Rand ist die Summe der Ziffern zwischen der 1 und der 6 ihrer Zeile oder Spalte.",
		"Alle anderen Linien, Umrisse und Text im Gitter sind Dekoration: sie tragen keine Regel.",
	}
	if got := NewRuleView(six, &r).Statements; !slices.Equal(got, want) {
		t.Errorf("German: %q, want %q", got, want)
	}
}

// TestRulesTextSaysDecorationIsNoRule checks the rules beside the board:
// nothing for bare classic rules; for a drawing, the sentence that says it
// carries no rule, after the rules when there are any; the drawing on the
// board's layer, a drawn cage's label where a cage total would sit.
func TestRulesTextSaysDecorationIsNoRule(t *testing.T) {
	s := sudoku.Classic
	line := sudoku.Decoration{Kind: sudoku.DecorLine, Cells: []sudoku.Cell{0, 1}}
	cage := sudoku.Decoration{Kind: sudoku.DecorCage, Cells: []sudoku.Cell{12, 13}, Text: "A"}
	tests := []struct {
		name  string
		rules sudoku.Rules
		want  []string // in this order; none: no rules text
	}{
		{"classic", sudoku.Rules{}, nil},
		{"classic, drawn on", sudoku.Rules{Decor: []sudoku.Decoration{line, cage}},
			[]string{"Classic Sudoku.</p>", `<p class="rules-decor">The lines, outlines and text drawn on the grid are decoration: they carry no rule.</p>`}},
		{"a rule and a drawing", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.AntiKnight{}}, Decor: []sudoku.Decoration{line}},
			[]string{"Classic Sudoku, and:", "<li>Cells a chess knight", `<p class="rules-decor">Any other lines drawn`}},
		{"a rule alone", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.AntiKnight{}}},
			[]string{"Classic Sudoku, and:", "<li>Cells a chess knight"}},
	}
	for _, tt := range tests {
		v := NewRuleView(s, &tt.rules)
		text := RulesText(v)
		if tt.want == nil {
			if text != nil {
				t.Errorf("%s: rules text %s, want none", tt.name, app.HTMLString(text))
			}
			continue
		}
		html := app.HTMLString(text)
		at := 0
		for _, w := range tt.want {
			i := strings.Index(html[at:], w)
			if i < 0 {
				t.Errorf("%s: no %q (in order) in %s", tt.name, w, html)
				break
			}
			at += i + len(w)
		}
		if strings.Contains(html, "rules-decor") != (len(tt.rules.Decor) > 0) {
			t.Errorf("%s: %s: the decoration's sentence where there is no drawing, or none where there is", tt.name, html)
		}
		if (v.svg != "") != (len(tt.rules.Decor) > 0) {
			t.Errorf("%s: layer %q", tt.name, v.svg)
		}
	}
	v := NewRuleView(s, &sudoku.Rules{Decor: []sudoku.Decoration{cage}})
	if !v.cages || v.cageTotal[12] != rulesvg.TopLeft || v.cageTotal[13] != 0 {
		t.Errorf("a drawn cage labelled A over r2c4, r2c5: cages %v, label cells r2c4 %v, r2c5 %v; want the digits clear of the label in r2c4", v.cages, v.cageTotal[12], v.cageTotal[13])
	}
}

// A cell holding a cage's total keeps its corner notes out of that
// corner: the top-left as usual, and the top-right where a cage that
// overlaps another has its total there (rulesvg.TotalCorners); and out
// of the top edge's middle, slot 4, where a note beside a total of two
// digits reads as its third; under a top-left total, the right edge's
// middle comes before the left's, close under the total.
func TestCageTotalsKeepCornerNotesOut(t *testing.T) {
	s := sudoku.Classic
	// r1c2 is in both cages: the 5's total goes to r1c3's top-right.
	r := &sudoku.Rules{Constraints: []sudoku.Constraint{
		sudoku.Cage{Cells: []sudoku.Cell{0, 1}, Sum: 3}, sudoku.Cage{Cells: []sudoku.Cell{1, 2}, Sum: 5}}}
	v := NewRuleView(s, r)
	slot := regexp.MustCompile(`corner-note slot-([0-9])`)
	for _, tt := range []struct {
		cell        sudoku.Cell
		left, right bool
		slots       []string // of corner notes 1 to 6
	}{
		{0, true, false, []string{"1", "2", "3", "5", "7", "6"}},
		{1, false, false, []string{"0", "1", "2", "3", "4", "5"}},
		{2, false, true, []string{"0", "2", "3", "5", "6", "7"}},
	} {
		st := v.Cell(s, tt.cell)
		if st.CageTotal != tt.left || st.CageTotalRight != tt.right {
			t.Errorf("%s: total top-left %v, top-right %v; want %v, %v", s.CellName(tt.cell), st.CageTotal, st.CageTotalRight, tt.left, tt.right)
		}
		st.Corner = sudoku.SetOf(1, 2, 3, 4, 5, 6)
		var got []string
		for _, m := range slot.FindAllStringSubmatch(app.HTMLString(st.Render()), -1) {
			got = append(got, m[1])
		}
		if !slices.Equal(got, tt.slots) {
			t.Errorf("%s: corner notes in slots %v, want %v", s.CellName(tt.cell), got, tt.slots)
		}
	}
}
