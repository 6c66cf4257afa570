package jobs_test

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/app/worker/jobs"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/message"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Every error template is listed once, parses, and names its
// placeholders; the list is the page's to translate (app/i18n).
func TestErrorTemplates(t *testing.T) {
	list := jobs.ErrorTemplates()
	if len(list) < 20 {
		t.Fatalf("%d error templates, want every error a player can meet", len(list))
	}
	seen := map[string]bool{}
	for _, tmpl := range list {
		if seen[tmpl] {
			t.Errorf("%q is listed twice", tmpl)
		}
		seen[tmpl] = true
		if _, err := message.ParseTemplate(tmpl); err != nil {
			t.Errorf("%q: %v", tmpl, err)
		}
	}
	list[0] = "changed"
	if jobs.ErrorTemplates()[0] == "changed" {
		t.Error("ErrorTemplates hands out its own list")
	}
}

// fill is template tmpl filled by args, as the page fills the English.
func fill(t *testing.T, tmpl string, args map[string]string) string {
	t.Helper()
	p, err := message.ParseTemplate(tmpl)
	if err != nil {
		t.Fatalf("%q: %v", tmpl, err)
	}
	var as []message.Arg
	for name, v := range args {
		as = append(as, message.String(name, v))
	}
	return p.Fill(as...)
}

// An error a player can meet travels with its template and arguments,
// which fill to exactly its English Error; an error in the engine's own
// words (a variant where a classic puzzle is wanted) travels without a
// template. (A puzzle that does not read travels with its place too:
// TestRead.)
func TestErrorsCarryTheirTemplate(t *testing.T) {
	g, _ := codec.ParseGrid(easy)
	sol, _ := codec.ParseGrid(solution(t, easy))
	cands := g.Candidates()
	notes := make([]uint32, len(cands))
	for c := range cands {
		notes[c] = uint32(cands[c])
	}
	notes[0] = uint32(sudoku.Bit(sol.At(1))) // rules out r1c1's answer
	noSolution := "12345678." + strings.Repeat(".", 8) + "9" + strings.Repeat(".", 63)

	tests := []struct {
		name     string
		req      protocol.Request
		template string
		args     map[string]string
		english  string
	}{
		{"no solution", protocol.Solve{Puzzle: noSolution}, "this puzzle has no solution", nil, "this puzzle has no solution"},
		{"solved", protocol.Hint{Puzzle: solution(t, easy)}, "the puzzle is already solved", nil, "the puzzle is already solved"},
		{"notes", protocol.Hint{Puzzle: easy, Notes: notes},
			"no hint: your notes in {{.Cell}} rule out its answer; check them", map[string]string{"Cell": "r1c1"},
			"no hint: your notes in r1c1 rule out its answer; check them"},
		{"engine's words", protocol.Solve{Puzzle: codec.FPuzzlesURL(sudoku.Puzzle{Grid: g, Rules: sudoku.Rules{Extra: sudoku.Diagonals(sudoku.Classic)}})}, "", nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := jobs.Handle(context.Background(), 1, tt.req, nil)
			// As it travels to the page.
			b, err := json.Marshal(a)
			if err != nil {
				t.Fatal(err)
			}
			var got protocol.Answer
			if err := json.Unmarshal(b, &got); err != nil {
				t.Fatal(err)
			}
			if got.Error == "" {
				t.Fatalf("%+v: no error", got)
			}
			if got.ErrorTemplate != tt.template || len(got.ErrorArgs) != len(tt.args) {
				t.Fatalf("error %q has template %q, args %v; want %q, %v", got.Error, got.ErrorTemplate, got.ErrorArgs, tt.template, tt.args)
			}
			for name, v := range tt.args {
				if got.ErrorArgs[name] != v {
					t.Errorf("argument %s = %q, want %q", name, got.ErrorArgs[name], v)
				}
			}
			if tt.template == "" {
				if strings.Contains(string(b), "errorTemplate") {
					t.Errorf("%s: an empty template travels", b)
				}
				return
			}
			if got.Error != tt.english {
				t.Errorf("Error = %q, want %q", got.Error, tt.english)
			}
			if filled := fill(t, got.ErrorTemplate, got.ErrorArgs); filled != got.Error {
				t.Errorf("the template fills to %q, the Error is %q", filled, got.Error)
			}
			if !slices.Contains(jobs.ErrorTemplates(), got.ErrorTemplate) {
				t.Errorf("template %q is not in ErrorTemplates", got.ErrorTemplate)
			}
		})
	}
}
