package logic

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/message"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func TestEnglishCatalogue(t *testing.T) {
	for _, err := range English().Check() {
		t.Error(err)
	}
	if missing := English().Missing(); len(missing) > 0 {
		t.Errorf("en.json lacks %s", strings.Join(missing, ", "))
	}
}

func TestParseCatalogue(t *testing.T) {
	for _, tc := range []struct {
		name, json, err string // err: a part of the error, "" for none
	}{
		{"flat", `{"broken-cell": "{{.Cell}} hat keinen Kandidaten mehr"}`, ""},
		{"spaces in braces", `{"broken-cell": "{{ .Cell }} hat keinen Kandidaten mehr"}`, ""},
		{"plural forms", `{"als": {"description": "an almost locked set", "one": "{{.Cells}}: {{.Digits}}", "other": "{{.Cells}}: {{.Digits}}"}}`, ""},
		{"not an object", `["broken-cell"]`, "catalogue"},
		{"a number", `{"broken-cell": 3}`, `"broken-cell": want a string or an object`},
		{"no other", `{"als": {"one": "{{.Cells}}"}}`, `"als": no "other" form`},
		{"not a form", `{"als": {"several": "{{.Cells}}", "other": "x"}}`, `"als": "several" is not a plural form`},
		{"form not a string", `{"als": {"other": 1}}`, `"als": its other form is not a string`},
		{"unclosed", `{"broken-cell": "{{.Cell hat"}`, `"broken-cell": "{{.Cell hat" has no closing }}`},
		{"no dot", `{"broken-cell": "{{Cell}}"}`, `"broken-cell": "{{Cell}}" is not a placeholder`},
		{"a pipeline", `{"broken-cell": "{{.Cell | upper}}"}`, `"broken-cell": "{{.Cell | upper}}" is not a placeholder`},
		{"empty name", `{"broken-cell": "{{.}}"}`, `"broken-cell": "{{.}}" is not a placeholder`},
	} {
		_, err := ParseCatalogue([]byte(tc.json), message.Plural("en"))
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s: got %v, want an error with %q", tc.name, err, tc.err)
		}
	}
}

// testCatalogue parses a catalogue for a test, failing it on an error.
func testCatalogue(t *testing.T, json string, plural message.PluralFunc) *Catalogue {
	t.Helper()
	c, err := ParseCatalogue([]byte(json), plural)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestRender(t *testing.T) {
	sh := sudoku.Classic
	r5c3, r6c3 := sh.CellAt(4, 2), sh.CellAt(5, 2)
	box4 := houseMsg(sh, 2*9+3)
	pointing := Message{Key: "intersection", Shape: sh, Args: []Arg{
		argMessage("House", box4), argDigit("Digit", 5), argCells("Cells", []sudoku.Cell{r5c3, r6c3}, JoinAnd),
		argMessage("Other", houseMsg(sh, 9+2)), argTechnique(Pointing),
		elimsArg([]Mark{{sh.CellAt(0, 2), sudoku.Bit(5)}, {sh.CellAt(1, 2), sudoku.Bit(5)}, {sh.CellAt(8, 2), sudoku.Bit(5)}})}}
	// A German catalogue that names houses and lists, and puts the
	// digit first; it has no name for the technique, which falls back
	// to English.
	german := testCatalogue(t, `{
		"intersection": "{{.Digit}} passt in {{.House}} nur in {{.Cells}}, die in {{.Other}} liegen, also {{.Elims}} ({{.Technique}})",
		"house-box": "Block {{.Number}}",
		"house-column": "Spalte {{.Number}}",
		"list-and": "{{.Init}} und {{.Last}}",
		"list-and-sep": ", ",
		"elims-same": {"one": "fällt {{.Digits}} aus {{.Cells}} heraus", "other": "fallen {{.Digits}} aus {{.Cells}} heraus"}
	}`, message.Plural("en"))
	// A catalogue of three plural forms (Russian's), whose list puts its
	// last item first.
	slavic := testCatalogue(t, `{
		"trial": {"one": "{{.Count}} próba", "few": "{{.Count}} próby", "many": "{{.Count}} prób", "other": "{{.Count}} próby"},
		"list-and": "{{.Last}} (i {{.Init}})",
		"list-and-sep": "; "
	}`, message.Plural("ru"))
	trial := func(n int) Message {
		return Message{Key: "trial", Shape: sh, Args: []Arg{argCount(n), argDigit("Digit", 3), argCell("Cell", r5c3),
			elimsArg([]Mark{{r5c3, sudoku.Bit(3)}}), argTechnique(TrialAndError)}}
	}
	area := func(capital bool) Message {
		name := Arg{Name: "Area", Kind: ArgMessage, Capital: capital, Messages: []Message{houseMsg(sh, 3)}}
		return Message{Key: "innies-place", Shape: sh, Args: []Arg{name, argNumber("Sum", 45),
			argMessage("Why", msg("innies-inside", argNumber("Total", 40))), argCount(1), argCell("Cell", r5c3),
			argDigit("Digit", 5), argTechnique(InniesOuties)}}
	}
	for _, tc := range []struct {
		name string
		c    *Catalogue
		m    Message
		want string
	}{
		{"English", English(), pointing,
			"In box 4, 5 fits only in r5c3 and r6c3, which lie in column 3, so 5 comes out of r1c3, r2c3 and r9c3 (pointing)"},
		{"German, the technique's name from English", german, pointing,
			"5 passt in Block 4 nur in r5c3 und r6c3, die in Spalte 3 liegen, also fällt 5 aus r1c3, r2c3 und r9c3 heraus (pointing)"},
		{"a form of one", slavic, trial(21), "21 próba"},
		{"a form of few", slavic, trial(3), "3 próby"},
		{"a form of many", slavic, trial(12), "12 prób"},
		{"a list of four, last first", slavic, Message{Key: "broken-house", Shape: sh, Args: []Arg{
			argMessage("House", box4), argDigits("Digit", sudoku.SetOf(1, 2, 3, 4), JoinAnd)}},
			"box 4 has no place left for 4 (i 1; 2; 3)"},
		{"a list of one", English(), Message{Key: "keeps-first", Shape: sh, Args: []Arg{
			argCells("Cells", []sudoku.Cell{r5c3}, JoinAnd), argDigits("Digits", sudoku.SetOf(2, 9), JoinOr)}},
			"r5c3 can only be 2 or 9"},
		{"a list of none", English(), Message{Key: "keeps-more", Shape: sh, Args: []Arg{
			argCells("Cells", nil, JoinAnd), argDigits("Digits", 0, JoinOr)}}, " only "},
		{"ways", English(), Message{Key: "cage-way", Args: []Arg{argDigits("Digits", sudoku.SetOf(1, 7, 9), JoinSum)}}, "1+7+9"},
		{"lines", English(), linesArg("Lines", sudoku.ColHouse, 1<<1|1<<6|1<<8).Messages[0], "columns 2, 7 and 9"},
		{"16x16 digits and cells", English(), Message{Key: "naked-single", Shape: sudoku.Shape{BoxRows: 4, BoxCols: 4},
			Args: []Arg{argDigit("Digit", 12), argCell("Cell", 255), argTechnique(NakedSingle)}},
			"C is the only candidate left in r16c16 (naked single)"},
		{"a chain", English(), Message{Key: "chain-loop", Shape: sh, Args: []Arg{
			{Name: "Loop", Kind: ArgLoop, Nodes: []Mark{{r5c3, sudoku.Bit(5)}, {r6c3, sudoku.Bit(5)}, {r6c3, sudoku.Bit(7)}}},
			elimsArg([]Mark{{r5c3, sudoku.SetOf(1, 2)}, {r6c3, sudoku.SetOf(1)}}), argTechnique(NiceLoop)}},
			"In the loop 5r5c3=5r6c3-7r6c3-5r5c3 every link has exactly one true end, so r5c3 loses 1 and 2 and r6c3 loses 1 (continuous nice loop)"},
		{"a capital at the start", English(), area(true), "Row 4 adds up to 45 and the cages wholly inside make 40, so r5c3 = 5 (innies and outies)"},
		{"no capital unless asked", English(), area(false), "row 4 adds up to 45 and the cages wholly inside make 40, so r5c3 = 5 (innies and outies)"},
		{"no capital inside a sentence", testCatalogue(t, `{"innies-place": "So {{.Cell}} = {{.Digit}}: {{.Area}} makes {{.Sum}} and {{.Why}} ({{.Technique}})"}`, message.Plural("en")),
			area(true), "So r5c3 = 5: row 4 makes 45 and the cages wholly inside make 40 (innies and outies)"},
	} {
		got, err := tc.c.Render(tc.m)
		if err != nil || got != tc.want {
			t.Errorf("%s: got %q, %v, want\n%q", tc.name, got, err, tc.want)
		}
	}
}

func TestRenderErrors(t *testing.T) {
	sh := sudoku.Classic
	for _, tc := range []struct {
		name, json string
		m          Message
		err        string
	}{
		{"no such key", `{}`, Message{Key: "no-such-message"}, `message "no-such-message": no such key`},
		{"no argument", `{}`, Message{Key: "broken-cell", Shape: sh}, `message "broken-cell": no argument for {{.Cell}}`},
		{"a placeholder the message lacks", `{"broken-cell": "{{.Cell}} in {{.House}}"}`,
			Message{Key: "broken-cell", Shape: sh, Args: []Arg{argCell("Cell", 0)}}, `message "broken-cell": no argument for {{.House}}`},
		{"plural forms without a Count", `{"broken-cell": {"one": "{{.Cell}}", "other": "{{.Cell}}"}}`,
			Message{Key: "broken-cell", Shape: sh, Args: []Arg{argCell("Cell", 0)}}, `message "broken-cell": plural forms, but no Count`},
		{"a nested message's error", `{}`, Message{Key: "broken-house", Shape: sh,
			Args: []Arg{argMessage("House", msg("house-row")), argDigit("Digit", 1)}}, `message "house-row": no argument for {{.Number}}`},
		{"an argument of no kind", `{}`, Message{Key: "broken-cell", Args: []Arg{{Name: "Cell"}}}, `message "broken-cell": {{.Cell}} has no kind`},
		{"a list of no join", `{}`, Message{Key: "odd-cells", Shape: sh, Args: []Arg{argCount(2),
			{Name: "Cells", Kind: ArgCells, Cells: []sudoku.Cell{0, 1}, Join: 99}}}, `message "odd-cells": {{.Cells}} has no join`},
		{"a list's words with a stray placeholder", `{"list-and": "{{.Init}} und {{.Rest}}"}`, Message{Key: "odd-cells", Shape: sh,
			Args: []Arg{argCount(2), argCells("Cells", []sudoku.Cell{0, 1}, JoinAnd)}}, `message "list-and": no argument for {{.Rest}}`},
	} {
		c := testCatalogue(t, tc.json, message.Plural("en"))
		got, err := c.Render(tc.m)
		if err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("%s: got %q, %v, want an error with %q", tc.name, got, err, tc.err)
		}
	}
}

func TestCheck(t *testing.T) {
	for _, tc := range []struct {
		name, json string
		want       []string // parts of the errors, in order
	}{
		{"fits", `{"broken-house": "{{.Digit}} hat in {{.House}} keinen Platz", "list-or-sep": "; ", "technique-aic": "AIC"}`, nil},
		{"a plural that need not write its count", `{"elims-same": {"one": "{{.Digits}} aus {{.Cells}}", "other": "{{.Digits}} aus {{.Cells}}"}}`, nil},
		{"an unknown key", `{"broken-nothing": "x"}`, []string{`"broken-nothing": no message has this key`}},
		{"a placeholder not given", `{"broken-house": "{{.Digit}} {{.House}} {{.Cell}}"}`,
			[]string{`"broken-house": {{.Cell}} is no argument of its message (House, Digit)`}},
		{"an argument not written", `{"broken-house": "{{.House}} ist voll"}`, []string{`"broken-house": no form writes {{.Digit}}`}},
		{"plural forms without a Count", `{"broken-cell": {"one": "{{.Cell}}", "other": "{{.Cell}}"}}`,
			[]string{`"broken-cell": a one form, but its message has no Count`}},
		{"each fault", `{"house-row": "Reihe", "zzz": "?", "list-and": "{{.Init}}, {{.Last}}, {{.Rest}}"}`,
			[]string{`"house-row": no form writes {{.Number}}`, `"list-and": {{.Rest}} is no argument`, `"zzz": no message has this key`}},
	} {
		errs := testCatalogue(t, tc.json, message.Plural("en")).Check()
		var got []string
		for _, err := range errs {
			got = append(got, err.Error())
		}
		ok := len(got) == len(tc.want)
		for i := 0; ok && i < len(got); i++ {
			ok = strings.Contains(got[i], tc.want[i])
		}
		if !ok {
			t.Errorf("%s: got %q, want errors with %q", tc.name, got, tc.want)
		}
	}
	german := testCatalogue(t, `{"house-row": "Zeile {{.Number}}"}`, message.Plural("de"))
	required := 0
	for _, spec := range messageSchema() {
		if !spec.Optional {
			required++
		}
	}
	if missing := german.Missing(); len(missing) != required-1 || slices.Contains(missing, "house-row") {
		t.Errorf("a catalogue of one key misses %d keys, want all %d required but house-row", len(missing), required-1)
	}
}

// checkMessage checks m and the messages in it against the schema: its
// key is an engine's message, its arguments are those the schema names
// (each once, of a kind), a plural has its Count; and adds to used every
// catalogue key rendering m reads.
func checkMessage(m Message, used map[string]bool) error {
	spec, ok := messageSchema()[m.Key]
	args := spec.Args
	if !ok {
		return fmt.Errorf("message %q: no such message in messageArgs", m.Key)
	}
	used[m.Key] = true
	var names []string
	for _, a := range m.Args {
		names = append(names, a.Name)
		if a.Kind < ArgNumber || a.Kind > ArgTechniqueNudge {
			return fmt.Errorf("message %q: {{.%s}} has no kind", m.Key, a.Name)
		}
		n := 0
		switch a.Kind {
		case ArgTechnique:
			used[a.Technique.Key()] = true
		case ArgTechniqueNudge:
			used[a.Technique.Key()+nudgeSuffix] = true
		case ArgMessage:
			if len(a.Messages) != 1 {
				return fmt.Errorf("message %q: {{.%s}} holds %d messages", m.Key, a.Name, len(a.Messages))
			}
		case ArgMessages:
			n = len(a.Messages)
		case ArgCells:
			n = len(a.Cells)
		case ArgDigits, ArgNumbers:
			n = a.Digits.Count()
		}
		if n > 1 {
			used[joinKeys[a.Join][0]], used[joinKeys[a.Join][1]] = true, true
		}
		for _, x := range a.Messages {
			if err := checkMessage(x, used); err != nil {
				return err
			}
		}
	}
	slices.Sort(names)
	want := slices.Sorted(slices.Values(args))
	if !slices.Equal(names, want) {
		return fmt.Errorf("message %q: arguments %v, want %v", m.Key, names, want)
	}
	return nil
}

// BenchmarkParseEnglish parses the English catalogue, as English does
// once.
func BenchmarkParseEnglish(b *testing.B) {
	for b.Loop() {
		if _, err := ParseCatalogue(englishJSON, message.Plural("en")); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSay builds and renders the message of a pointing step, as a
// search does for the step it finds.
func BenchmarkSay(b *testing.B) {
	sh := sudoku.Classic
	s, err := FromGrid(sudoku.NewGrid(sh))
	if err != nil {
		b.Fatal(err)
	}
	cells := []sudoku.Cell{sh.CellAt(4, 2), sh.CellAt(5, 2)}
	elims := []Mark{{sh.CellAt(0, 2), sudoku.Bit(5)}, {sh.CellAt(1, 2), sudoku.Bit(5)}, {sh.CellAt(8, 2), sudoku.Bit(5)}}
	for b.Loop() {
		var st Step
		s.say(&st, "intersection", s.houseArg("House", 2*9+3), argDigit("Digit", 5), argCells("Cells", cells, JoinAnd),
			s.houseArg("Other", 9+2), elimsArg(elims), argTechnique(Pointing))
		if st.Text == "" {
			b.Fatal("no text")
		}
	}
}

func TestRenderWords(t *testing.T) {
	sh := sudoku.Classic
	c := func(r, col int) sudoku.Cell { return sh.CellAt(r-1, col-1) }
	cells := func(cs ...sudoku.Cell) Arg { return argCells("Cells", cs, JoinAnd) }
	step := func(key string, args ...Arg) Message { return Message{Key: key, Shape: sh, Args: args} }
	german := testCatalogue(t, `{
		"words-cell": "Zeile {{.Row}}, Spalte {{.Column}}",
		"words-cells-in-row": "Zeile {{.Row}}, Spalten {{.Columns}}",
		"words-cells-in-column": "Spalte {{.Column}}, Zeilen {{.Rows}}",
		"words-cell-in-list": "Z{{.Row}}S{{.Column}}",
		"list-and": "{{.Init}} und {{.Last}}",
		"broken-cell": "{{.Cell}} hat keinen Kandidaten mehr",
		"als": {"one": "{{.Cells}} hat nur {{.Digits}}", "other": "{{.Cells}} haben nur {{.Digits}}"}
	}`, message.Plural("de"))
	// Russian, whose words of cells in a row vary with their count.
	russian := testCatalogue(t, `{
		"words-cells-in-row": {"one": "?", "few": "строка {{.Row}}, {{.Count}} столбца {{.Columns}}", "many": "строка {{.Row}}, {{.Count}} столбцов {{.Columns}}", "other": "?"},
		"list-and": "{{.Init}} и {{.Last}}"
	}`, message.Plural("ru"))
	for _, tc := range []struct {
		name string
		c    *Catalogue
		m    Message
		want string
	}{
		{"a cell, opening the sentence", English(), step("broken-cell", argCell("Cell", c(2, 5))), "Row 2, column 5 has no candidate left"},
		{"cells of a row", English(), step("als", cells(c(3, 1), c(3, 4), c(3, 7)), argDigits("Digits", sudoku.SetOf(1, 2), JoinAnd), argCount(3)),
			"Row 3, columns 1, 4 and 7 hold only 1 and 2"},
		{"cells of a column", English(), step("keeps-more", cells(c(1, 3), c(2, 3)), argDigits("Digits", sudoku.SetOf(4), JoinOr)),
			"Column 3, rows 1 and 2 only 4"},
		{"cells of neither", English(), step("keeps-more", cells(c(1, 2), c(4, 5), c(9, 9)), argDigits("Digits", sudoku.SetOf(4), JoinOr)),
			"Row 1 column 2, row 4 column 5 and row 9 column 9 only 4"},
		{"cells of two arguments joined as a list", English(), step("w-wing", argCell("Cell1", c(1, 1)), argCell("Cell2", c(1, 5)),
			argDigits("Digits", sudoku.SetOf(1, 2), JoinAnd), argMessage("House", houseMsg(sh, 4)), argDigit("Link", 1),
			argCell("End1", c(5, 1)), argCell("End2", c(5, 5)), argDigit("Digit", 2), elimsArg([]Mark{{c(9, 9), sudoku.Bit(2)}}),
			argTechnique(WWing)),
			"Row 1, columns 1 and 5 both hold 1 and 2; in row 5, 1 is in row 5, column 1 or row 5, column 5, which see one each, " +
				"so one of the two is 2 and 2 comes out of row 9, column 9 (W-Wing)"},
		{"cells of two arguments apart by a comma that is not a list's", English(), step("colouring-wrap", argDigit("Digit", 5),
			argCell("Start", c(2, 5)), argCell("Cell1", c(3, 5)), argCell("Cell2", c(7, 5)), elimsArg([]Mark{{c(3, 5), sudoku.Bit(5)}}),
			argTechnique(SimpleColouring)),
			"Colouring the conjugate pairs of 5 from row 2, column 5, column 5, rows 3 and 7 get the same colour but see each other, " +
				"so that colour is false: 5 comes out of row 3, column 5 (simple colouring)"},
		{"a cage's cell apart from its cells", English(), step("cage-sum-open", argMessage("Cage", msg("cage", argNumber("Total", 16), argCell("Cell", c(6, 3)))),
			cells(c(6, 3), c(7, 3), c(7, 4)), argNumber("Total", 8), argDigits("Placed", sudoku.SetOf(8), JoinAnd)),
			"The cage 16 at row 6, column 3 has 8 placed, so its empty cells (row 6 column 3, row 7 column 3 and row 7 column 4) add up to 8 with other digits, all different"},
		{"a cage's last empty cell", English(), step("cage-sum-last", argMessage("Cage", msg("cage", argNumber("Total", 3), argCell("Cell", c(1, 1)))),
			cells(c(1, 2)), argNumber("Total", 1), argDigits("Placed", sudoku.SetOf(2), JoinAnd)),
			"The cage 3 at row 1, column 1 has 2 placed, so its last empty cell, row 1, column 2, holds 1"},
		{"a chain stays in the notation", English(), step("chain-loop", Arg{Name: "Loop", Kind: ArgLoop, Nodes: []Mark{
			{c(5, 3), sudoku.Bit(5)}, {c(6, 3), sudoku.Bit(5)}}}, elimsArg([]Mark{{c(5, 4), sudoku.Bit(5)}}), argTechnique(NiceLoop)),
			"In the loop 5r5c3=5r6c3-5r5c3 every link has exactly one true end, so 5 comes out of row 5, column 4 (continuous nice loop)"},
		{"a capital for a cell that opens a sentence", English(), step("innies-place", Arg{Name: "Area", Kind: ArgMessage, Capital: true,
			Messages: []Message{msg("area-cage", argCell("Cell", c(1, 1)))}}, argNumber("Sum", 45),
			argMessage("Why", msg("innies-inside", argNumber("Total", 40))), argCount(1), argCell("Cell", c(5, 3)),
			argDigit("Digit", 5), argTechnique(InniesOuties)),
			"Killer cage at row 1, column 1 adds up to 45 and the cages wholly inside make 40, so row 5, column 3 = 5 (innies and outies)"},
		{"German", german, step("als", cells(c(3, 1), c(3, 4), c(3, 7)), argDigits("Digits", sudoku.SetOf(1, 2), JoinAnd), argCount(3)),
			"Zeile 3, Spalten 1, 4 und 7 haben nur 1 und 2"},
		{"German, a list", german, step("als", cells(c(1, 2), c(4, 5)), argDigits("Digits", sudoku.SetOf(1, 2), JoinAnd), argCount(2)),
			"Z1S2 und Z4S5 haben nur 1 und 2"},
		{"German, a column", german, step("broken-cell", argCell("Cell", c(4, 5))), "Zeile 4, Spalte 5 hat keinen Kandidaten mehr"},
		{"Russian, a count of three", russian, step("als", cells(c(3, 1), c(3, 4), c(3, 7)), argDigits("Digits", sudoku.SetOf(1, 2), JoinAnd), argCount(3)),
			"Строка 3, 3 столбца 1, 4 и 7 hold only 1 и 2"},
		{"Russian, a count of five", russian, step("als", cells(c(3, 1), c(3, 2), c(3, 3), c(3, 4), c(3, 5)), argDigits("Digits", sudoku.SetOf(1), JoinAnd), argCount(5)),
			"Строка 3, 5 столбцов 1, 2, 3, 4 и 5 hold only 1"},
	} {
		got, err := tc.c.RenderWords(tc.m)
		if err != nil || got != tc.want {
			t.Errorf("%s: got %q, %v, want\n%q", tc.name, got, err, tc.want)
		}
	}
}

func TestNudge(t *testing.T) {
	sh := sudoku.Classic
	row4 := houseMsg(sh, 3)
	german := testCatalogue(t, `{
		"nudge-house": "Suche {{.Technique}} in {{.House}}",
		"nudge": "Suche {{.Technique}}",
		"house-row": "Zeile {{.Number}}",
		"technique-x-wing": "X-Wing",
		"technique-x-wing-nudge": "einen X-Wing",
		"technique-swordfish": "Schwertfisch"
	}`, message.Plural("de"))
	for _, tc := range []struct {
		name string
		c    *Catalogue
		m    Message
		want string
	}{
		{"English", English(), msg("nudge-house", argTechniqueNudge(XWing), argMessage("House", row4)), "Look for an X-Wing in row 4"},
		{"German's nudge form", german, msg("nudge-house", argTechniqueNudge(XWing), argMessage("House", row4)), "Suche einen X-Wing in Zeile 4"},
		{"German's plain name before English's nudge form", german, msg("nudge", argTechniqueNudge(Swordfish)), "Suche Schwertfisch"},
		{"English's nudge form where German has no name", german, msg("nudge", argTechniqueNudge(Jellyfish)), "Suche a Jellyfish"},
	} {
		got, err := tc.c.Render(tc.m)
		if err != nil || got != tc.want {
			t.Errorf("%s: got %q, %v, want %q", tc.name, got, err, tc.want)
		}
	}
}
