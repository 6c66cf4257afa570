package main

import (
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/logic"
)

// practice writes candidate lines whose next step, as explain reads them
// (their pencil marks honoured), is of the technique asked for; the same
// seed writes the same lines; "hidden single" takes its box and line
// forms in turn.
func TestPractice(t *testing.T) {
	tests := []struct {
		technique string
		step      string // how the first step's sentence ends
	}{
		{"xwing", "(X-Wing)"},
		{"hidden single", "(hidden single)"},
		{"naked single", "(naked single)"},
		{"skyscraper", "(skyscraper)"},
		{"W-Wing", "(W-Wing)"},
		{"swordfish", "(Swordfish)"},
		{"unique rectangle type 1", "(unique rectangle type 1)"},
		{"xychain", "(XY-chain)"},
	}
	for _, tt := range tests {
		args := []string{"practice", "-technique", tt.technique, "-n", "3", "-seed", "11"}
		code, out, errOut := cli(args, "")
		if code != 0 || errOut != "" {
			t.Fatalf("%v: status %d, stderr %q", args, code, errOut)
		}
		if _, again, _ := cli(args, ""); again != out {
			t.Errorf("%v: another run wrote other lines", args)
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if len(lines) != 3 {
			t.Fatalf("%v: %d lines, want 3", args, len(lines))
		}
		for i, line := range lines {
			if len(line) != 729 {
				t.Errorf("%v: line %d of %d characters, want 729", args, i+1, len(line))
			}
			code, explained, errOut := cli([]string{"explain"}, line+"\n")
			if code != 0 || errOut != "" {
				t.Fatalf("explain of %s: status %d, stderr %q", line, code, errOut)
			}
			step, _, _ := strings.Cut(explained, "\n")
			if !strings.HasPrefix(step, "1. ") || !strings.HasSuffix(step, tt.step) {
				t.Errorf("%s, position %d: explain starts %q, want a step ending %s", tt.technique, i+1, step, tt.step)
			}
			// The hidden singles: positions 1 and 3 the box form, 2 the line form.
			if tt.technique == "hidden single" && (i%2 == 0) != strings.HasPrefix(step, "1. In box ") {
				t.Errorf("%s, position %d: explain starts %q", tt.technique, i+1, step)
			}
		}
	}
}

// practice writes a variant technique's positions as f-puzzles links
// that carry the rules and the candidates: explain starts each with a
// step of the technique, and every command that reads puzzles reads it.
func TestPracticeVariant(t *testing.T) {
	for _, tech := range logic.VariantTechniques() {
		args := []string{"practice", "-technique", tech.Name(), "-n", "2", "-seed", "5"}
		code, out, errOut := cli(args, "")
		if code != 0 || errOut != "" {
			t.Fatalf("%v: status %d, stderr %q", args, code, errOut)
		}
		for i, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
			if !strings.HasPrefix(line, "https://f-puzzles.com/?load=") {
				t.Errorf("%s, position %d: %.40s..., want an f-puzzles link", tech.Name(), i+1, line)
			}
			_, explained, errOut := cli([]string{"explain"}, line+"\n")
			step, _, _ := strings.Cut(explained, "\n")
			if errOut != "" || !strings.HasPrefix(step, "1. ") || !strings.HasSuffix(step, "("+tech.Name()+")") {
				t.Errorf("%s, position %d: explain starts %q (stderr %q)", tech.Name(), i+1, step, errOut)
			}
			for _, cmd := range [][]string{{"solve"}, {"count"}, {"grade"}, {"dimacs"}, {"solve", "-format", "fpuzzles"}} {
				if cmd[0] == "dimacs" && tech == logic.SandwichSum {
					continue // sandwich clues have no CNF (sat), whatever the format
				}
				code, got, errOut := cli(cmd, line+"\n")
				if code != 0 || errOut != "" || got == "" {
					t.Errorf("%s, position %d: %v: status %d, stderr %q", tech.Name(), i+1, cmd, code, errOut)
				}
				if cmd[0] == "count" && got != "1\n" {
					t.Errorf("%s, position %d: count says %q, want 1", tech.Name(), i+1, got)
				}
			}
		}
	}
}
