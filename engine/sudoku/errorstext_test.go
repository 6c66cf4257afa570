package sudoku_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/message"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// englishErrorCases are errors of this package a player can meet, by
// what makes them, and their English, as it read before the messages
// became templates: it must not change (the command line writes it).
var englishErrorCases = []struct {
	name string
	err  func() error
	want string
}{
	{"too long", func() error { _, err := sudoku.ParseLine(string(make([]byte, sudoku.MaxInput+1))); return err }, "sudoku: the line is too long"},
	{"two lines", func() error { _, err := sudoku.ParseLine("123\n456"); return err }, "sudoku: not one line"},
	{"no line", func() error { _, err := sudoku.ParseLine("# nothing\n"); return err }, "sudoku: not one line"},
	{"length", func() error { _, err := sudoku.ParseLine("\n12 3"); return err }, "sudoku: line 2: 3 symbols is not a grid line (want one of 16, 36, 64, 81, 144, 256, 625)"},
	{"symbol", func() error { _, err := sudoku.ParseLine(dots(78) + "é1"); return err }, `sudoku: line 1, column 79: unexpected 'é'`},
	{"not utf-8", func() error { _, err := sudoku.ParseLine("1234\xff23412344321"); return err }, "sudoku: line 1, column 5: unexpected byte 0xFF (the text is not UTF-8)"},
	{"placeholder in input", func() error { _, err := sudoku.ParseLine("{{.Symbol}}" + string(make([]byte, 70))); return err }, ""},
	{"row conflict", func() error { g, _ := sudoku.ParseLine("1.1" + dots(78)); return g.Validate() }, "sudoku: 1 appears twice in row 1, at r1c1 and r1c3"},
	{"column conflict", func() error { g, _ := sudoku.ParseLine("..5......" + dots(45) + "..5" + dots(24)); return g.Validate() }, "sudoku: 5 appears twice in column 3, at r1c3 and r7c3"},
	{"box conflict", func() error { g, _ := sudoku.ParseLine(dots(30) + "9" + dots(9) + "9" + dots(40)); return g.Validate() }, "sudoku: 9 appears twice in box 5, at r4c4 and r5c5"},
	{"candidate sets", func() error {
		p := sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Classic), Candidates: make([]sudoku.Set, 3)}
		return p.CheckCandidates()
	}, "sudoku: 3 candidate sets for 81 cells"},
	{"no candidates", func() error {
		p := sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Classic), Candidates: fullMarks(81)}
		p.Candidates[10] = 0
		return p.CheckCandidates()
	}, "sudoku: r2c2 has no candidates"},
	{"candidate above", func() error {
		p := sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Classic), Candidates: fullMarks(81)}
		p.Candidates[0] |= 1 << 10
		return p.CheckCandidates()
	}, "sudoku: r1c1 has candidate 11, above 9"},
	{"digit not a candidate", func() error {
		g, _ := sudoku.ParseLine("7" + dots(80))
		p := sudoku.Puzzle{Grid: g, Candidates: fullMarks(81)}
		p.Candidates[0] = sudoku.Bit(1) | sudoku.Bit(2)
		return p.CheckCandidates()
	}, "sudoku: r1c1 holds 7, not among its candidates {1 2}"},
}

func dots(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = '.'
	}
	return string(b)
}

func fullMarks(n int) []sudoku.Set {
	m := make([]sudoku.Set, n)
	for i := range m {
		m[i] = sudoku.FullSet(9)
	}
	return m
}

// The errors read in English as they always have.
func TestErrorEnglish(t *testing.T) {
	for _, tc := range englishErrorCases {
		err := tc.err()
		if err == nil {
			t.Errorf("%s: no error", tc.name)
			continue
		}
		if tc.want != "" && err.Error() != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, err.Error(), tc.want)
		}
		checkTemplated(t, tc.name, err)
	}
}

// checkTemplated checks that err is a message.Templated whose template,
// and its place's, are listed (ErrorTemplates) and, filled, are its
// English.
func checkTemplated(t *testing.T, name string, err error) {
	t.Helper()
	var tm message.Templated
	if !errors.As(err, &tm) {
		t.Errorf("%s: %T is not a message.Templated", name, err)
		return
	}
	listed := sudoku.ErrorTemplates()
	tmpl, args := tm.Template()
	if !slices.Contains(listed, tmpl) {
		t.Errorf("%s: template %q is not listed", name, tmpl)
	}
	text := fill(t, tmpl, args)
	if p, ok := tm.(interface {
		Place() (string, map[string]string)
	}); ok {
		if place, pargs := p.Place(); place != "" {
			if !slices.Contains(listed, place) {
				t.Errorf("%s: place %q is not listed", name, place)
			}
			pargs["Message"] = text
			text = fill(t, place, pargs)
		}
	}
	if want := strings.TrimPrefix(err.Error(), "sudoku: "); text != want {
		t.Errorf("%s: template filled reads %q, want %q", name, text, want)
	}
}

func fill(t *testing.T, tmpl string, args map[string]string) string {
	t.Helper()
	parsed, err := message.ParseTemplate(tmpl)
	if err != nil {
		t.Fatal(err)
	}
	for _, seg := range parsed {
		if _, ok := args[seg.Arg]; seg.Arg != "" && !ok {
			t.Errorf("%q: no argument %s", tmpl, seg.Arg)
		}
	}
	return parsed.Fill(message.StringArgs(args)...)
}

// Every listed template parses, and none is listed twice.
func TestErrorTemplates(t *testing.T) {
	seen := map[string]bool{}
	for _, tmpl := range sudoku.ErrorTemplates() {
		if _, err := message.ParseTemplate(tmpl); err != nil {
			t.Error(err)
		}
		if seen[tmpl] {
			t.Errorf("%q listed twice", tmpl)
		}
		seen[tmpl] = true
	}
}
