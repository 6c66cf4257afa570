package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/logic/messages"
	"github.com/sudoku-app/sudoku/engine/message"
	"github.com/sudoku-app/sudoku/engine/quote"
	"github.com/sudoku-app/sudoku/engine/serate"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// generated returns generate.FromSeed's puzzle for seed and o, and its
// grade columns, for the expected output.
func generated(t *testing.T, seed uint64, o generate.Options) (string, string) {
	t.Helper()
	r, err := generate.FromSeed(seed, o)
	if err != nil {
		t.Fatal(err)
	}
	return r.Puzzle.String(), resultRating(r).String()
}

// grade returns grade's columns for the classic puzzle text, for the
// expected output: Sudoku Explainer's rating/pearl/diamond by the SE
// profile, the level and SE's hardest step.
func grade(t *testing.T, text string) string {
	t.Helper()
	g, err := codec.ParseGrid(text)
	if err != nil {
		t.Fatal(err)
	}
	r, err := serate.Rate(g)
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("%s %s (%s)", r, r.Level(), r.Hardest())
}

func TestGenerate(t *testing.T) {
	hard := logic.Hard
	p7, _ := generated(t, 7, generate.Options{})
	p8, _ := generated(t, 8, generate.Options{})
	h3, h3grade := generated(t, 3, generate.Options{Level: &hard, Symmetry: generate.Mirror})
	x1, x1grade := generated(t, 1, generate.Options{Technique: "xwing"})
	s6, _ := generated(t, 2, generate.Options{Shape: sudoku.Shape{BoxRows: 2, BoxCols: 3}, Symmetry: generate.None, Minimal: true})
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"two from seed 7", []string{"generate", "-n", "2", "-seed", "7"}, 0, lines(p7, p8)},
		{"hard mirror rated", []string{"generate", "-level", "HARD", "-symmetry", "mirror", "-seed", "3", "-rate"}, 0, lines(h3 + " " + h3grade)},
		{"technique", []string{"generate", "-technique", "xwing", "-seed", "1", "-rate"}, 0, lines(x1 + " " + x1grade)},
		{"6x6 minimal", []string{"generate", "-size", "6", "-symmetry", "none", "-minimal", "-seed", "2"}, 0, lines(s6)},
	}
	for _, tt := range tests {
		code, out, errOut := cli(tt.args, "")
		if code != tt.code || out != tt.want || errOut != "" {
			t.Errorf("%s: got status %d, output %q, stderr %q; want %d, %q, none", tt.name, code, out, errOut, tt.code, tt.want)
		}
	}
	if !strings.Contains(h3grade, " Hard (") { // SE's level
		t.Errorf("seed 3 at level Hard graded %q, want Hard", h3grade)
	}
}

func TestGenerateRandomSeed(t *testing.T) {
	_, a, _ := cli([]string{"generate", "-n", "2"}, "")
	_, b, _ := cli([]string{"generate", "-n", "2"}, "")
	ls := strings.Fields(a)
	if len(ls) != 2 || a == b {
		t.Errorf("two runs without -seed: got %q and %q, want two different lines each", a, b)
	}
	for _, l := range ls {
		if n := count(t, l, 2); n != "1" {
			t.Errorf("puzzle %s: got %s solutions, want 1", l, n)
		}
	}
}

func TestGenerateMissedTarget(t *testing.T) {
	// A 4x4 puzzle is always Easy.
	code, out, errOut := cli([]string{"generate", "-size", "4", "-level", "hard", "-attempts", "1", "-seed", "1", "-rate"}, "")
	fields := strings.Fields(out)
	if code != 1 || len(fields) < 3 || fields[2] == "Hard" || !strings.Contains(errOut, "seed 1: target not met in 1 attempts; closest: "+fields[1]+" "+fields[2]) {
		t.Errorf("got status %d, output %q, stderr %q; want 1, the puzzle with its true grade, and a note", code, out, errOut)
	}
}

// TestGenerateSE: -se finds a puzzle Sudoku Explainer rates that high
// (seed 1 finds one in well under a second).
func TestGenerateSE(t *testing.T) {
	code, out, errOut := cli([]string{"generate", "-se", "8.5", "-seed", "1", "-rate"}, "")
	fields := strings.Fields(out)
	if code != 0 || errOut != "" || len(fields) < 3 {
		t.Fatalf("got status %d, output %q, stderr %q; want 0, a rated puzzle", code, out, errOut)
	}
	if got := grade(t, fields[0]); out != lines(fields[0]+" "+got) {
		t.Errorf("got %q, want the puzzle with its grade, %s", out, got)
	}
	if r, err := serate.ParseRating(fields[1]); err != nil || r.Rating < 85 {
		t.Errorf("got %s (%v), want 8.5 or more", fields[1], err)
	}
	if n := count(t, fields[0], 2); n != "1" {
		t.Errorf("puzzle %s: got %s solutions, want 1", fields[0], n)
	}
}

func TestGenerateUsageErrors(t *testing.T) {
	tests := []struct {
		args []string
		err  string
	}{
		{[]string{"generate", "-n", "0"}, "-n 0: want 1 or more"},
		{[]string{"generate", "-size", "7"}, "-size: sudoku: unsupported grid size 7"},
		{[]string{"generate", "-level", "brutal"}, `-level: logic: unknown level "brutal" (want one of easy, medium, hard, expert, master, extreme)`},
		{[]string{"generate", "-symmetry", "spiral"}, `-symmetry: generate: unknown symmetry "spiral"`},
		{[]string{"generate", "-technique", "magic"}, `-technique: generate: unknown technique "magic"`},
		{[]string{"generate", "-attempts", "-2"}, "-attempts -2: want 0 or more"},
		{[]string{"generate", "-se", "hard"}, "-se hard: want a rating on Sudoku Explainer's scale, like 8.0"},
		{[]string{"generate", "-se", "8", "-size", "6"}, "-se: classic 9x9 puzzles only"},
		{[]string{"generate", "-se", "8", "-technique", "xwing"}, "-se: classic 9x9 puzzles only"},
		{[]string{"generate", "-se", "8", "-time", "-1s"}, "-time -1s: want more than 0"},
	}
	for _, tt := range tests {
		code, out, errOut := cli(tt.args, "")
		if code != exitUsage || out != "" || !strings.HasPrefix(errOut, "sudoku-cli generate: "+tt.err) {
			t.Errorf("%v: got status %d, output %q, stderr %q; want 2, none, %q", tt.args, code, out, errOut, tt.err)
		}
	}
}

// grade writes each puzzle, as it was read, then its rating columns: the
// shape generate -rate writes, which reads back.
func TestGrade(t *testing.T) {
	in := lines(pe96Grid01, hard9x9, multiSol4x4, noSol4x4, badSymbol)
	code, out, errOut := cli([]string{"grade"}, in)
	want := lines(pe96Grid01+" "+grade(t, pe96Grid01), hard9x9+" "+grade(t, hard9x9),
		"error: line 3: multiple solutions: only a puzzle with one solution has a grade",
		"error: line 4: no solution", "error: line 5: ")
	// serate rates Project Euler's first grid 1.2/1.2/1.2.
	if !strings.HasPrefix(out, pe96Grid01+" 1.2/1.2/1.2 Easy (Hidden Single)\n") {
		t.Errorf("grade of PE96 grid 1: %q, want SE's 1.2/1.2/1.2 Easy (Hidden Single)", out)
	}
	gotLines, wantLines := strings.Split(out, "\n"), strings.Split(want, "\n")
	if code != 1 || errOut != "" || len(gotLines) != len(wantLines) {
		t.Fatalf("got status %d, output %q, stderr %q; want 1, %q, none", code, out, errOut, want)
	}
	for i := range wantLines {
		if gotLines[i] != wantLines[i] && !(strings.HasSuffix(wantLines[i], ": ") && strings.HasPrefix(gotLines[i], wantLines[i])) {
			t.Errorf("line %d: got %q, want %q", i+1, gotLines[i], wantLines[i])
		}
	}
}

// explained is what explain writes for one puzzle that logic solves.
func explained(t *testing.T, puzzle string) string {
	t.Helper()
	g, _ := codec.ParseGrid(puzzle)
	s, _ := logic.FromGrid(g)
	path, err := logic.Solve(s, logic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var want strings.Builder
	for i, st := range path.Steps {
		fmt.Fprintf(&want, "%d. %s\n", i+1, st.Text)
	}
	sol, _ := codec.ParseGrid(solution(t, puzzle))
	want.WriteString("\n" + codec.FormatPretty(sol))
	return want.String()
}

func TestExplain(t *testing.T) {
	// Every puzzle, a blank line between them; a comment skipped.
	code, out, errOut := cli([]string{"explain"}, lines("# two puzzles", puzzle4x4, pe96Grid01+" ED=1.2/1.2/1.2"))
	if want := explained(t, puzzle4x4) + "\n" + explained(t, pe96Grid01); code != 0 || errOut != "" || out != want {
		t.Errorf("got status %d, stderr %q, output\n%s\nwant 0, none, \n%s", code, errOut, out, want)
	}
	// A line that fails is said where it stands (on stderr); the others
	// are explained.
	code, out, errOut = cli([]string{"explain"}, lines(multiSol4x4, puzzle4x4, twice4x4))
	first, rest, _ := strings.Cut(out, "\n")
	want := explained(t, puzzle4x4) + "error: line 3: "
	if code != 1 || errOut != "" || !strings.HasPrefix(first, "error: line 1: multiple solutions") || !strings.HasPrefix(rest, want) {
		t.Errorf("with bad lines: status %d, stderr %q, output\n%s\nwant 1, none, line 1's error, then\n%s...", code, errOut, out, want)
	}
	if code, out, errOut := cli([]string{"explain"}, ""); code != 1 || out != "" || errOut != "sudoku-cli explain: no puzzle in the input\n" {
		t.Errorf("no input: status %d, output %q, stderr %q", code, out, errOut)
	}
}

func TestExplainLang(t *testing.T) {
	// English, by default or asked for, is what explain wrote before.
	want := explained(t, puzzle4x4)
	for _, args := range [][]string{{"explain", "-lang", "en"}, {"explain", "-lang=EN"}} {
		if code, out, errOut := cli(args, lines(puzzle4x4)); code != 0 || errOut != "" || out != want {
			t.Errorf("%q: got status %d, stderr %q, output\n%s\nwant 0, none,\n%s", args, code, errOut, out, want)
		}
	}
	// A language without a catalogue is a usage error naming those there
	// are.
	for _, tag := range []string{"xx", "de-AT", "tlh"} {
		code, out, errOut := cli([]string{"explain", "-lang", tag}, lines(puzzle4x4))
		wantErr := "sudoku-cli explain: -lang " + quote.String(tag) + ": no such language: want " + strings.Join(messages.Tags(), ", ") + "\n"
		if code != exitUsage || out != "" || errOut != wantErr {
			t.Errorf("-lang %s: got status %d, output %q, stderr %q; want 2, none, %q", tag, code, out, errOut, wantErr)
		}
	}
	// A catalogue of a few keys: its words where it has them, English's
	// where it lacks them.
	test, err := logic.ParseCatalogue([]byte(`{
		"hidden-single": "{{.Digit}} → {{.Cell}} ({{.House}}, {{.Technique}})",
		"house-box": "Kasten {{.Number}}",
		"technique-hidden-single-box": "versteckt"
	}`), message.Plural("de"))
	if err != nil {
		t.Fatal(err)
	}
	defer func(f func(string) (*logic.Catalogue, error)) { catalogueOf = f }(catalogueOf)
	catalogueOf = func(tag string) (*logic.Catalogue, error) {
		if tag == "test" {
			return test, nil
		}
		return messages.Catalogue(tag)
	}
	code, out, errOut := cli([]string{"explain", "-lang", "test"}, lines(puzzle4x4))
	g, _ := codec.ParseGrid(puzzle4x4)
	s, _ := logic.FromGrid(g)
	path, err := logic.Solve(s, logic.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var steps strings.Builder
	for i, st := range path.Steps {
		text, err := test.Render(st.Message)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&steps, "%d. %s\n", i+1, text)
	}
	if code != 0 || errOut != "" || !strings.HasPrefix(out, steps.String()) || strings.HasPrefix(out, want[:20]) {
		t.Errorf("-lang test: got status %d, stderr %q, output\n%s\nwant 0, none, the steps\n%s", code, errOut, out, steps.String())
	}
	for _, part := range []string{"→", "Kasten 3", "versteckt", "(full house)"} {
		if !strings.Contains(out, part) {
			t.Errorf("-lang test: no %q in\n%s", part, out)
		}
	}
}

// TestGenerateVariant checks generate -variant: f-puzzles links that read
// back as the generator's puzzles, their grade with -rate, and the flags
// a variant refuses.
func TestGenerateVariant(t *testing.T) {
	code, out, errOut := cli([]string{"generate", "-variant", "killer", "-seed", "3", "-n", "2", "-rate"}, "")
	if code != 0 || errOut != "" {
		t.Fatalf("generate -variant killer: %d, %q", code, errOut)
	}
	outLines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(outLines) != 2 {
		t.Fatalf("got %d lines, want 2: %q", len(outLines), out)
	}
	for i, line := range outLines {
		link, rating, _ := strings.Cut(line, " ")
		want, err := generate.VariantFromSeed(uint64(3+i), generate.VariantOptions{Kind: "killer"})
		if err != nil {
			t.Fatal(err)
		}
		p, err := codec.Parse(link)
		if err != nil || p.Grid != want.Puzzle.Grid || !strings.HasPrefix(link, "https://f-puzzles.com/?load=") ||
			sudoku.EncodeRules(p.Grid.Shape(), &p.Rules) != sudoku.EncodeRules(want.Puzzle.Grid.Shape(), &want.Puzzle.Rules) {
			t.Errorf("line %d: %.60q reads as %v, want seed %d's killer", i+1, link, err, 3+i)
		}
		g, err := logic.GradePuzzle(want.Puzzle)
		if err != nil || rating != logicRating(g, true).String() {
			t.Errorf("line %d: rating %q, want %q (%v)", i+1, rating, g, err)
		}
	}
	// -level writes a puzzle that grades at it; with -rate, its grade too.
	code, out, errOut = cli([]string{"generate", "-variant", "killer", "-seed", "5", "-level", "medium"}, "")
	if link := strings.TrimSuffix(out, "\n"); code != 0 || errOut != "" || strings.Contains(link, " ") {
		t.Errorf("generate -variant killer -level medium, without -rate: %d, %.80q, %q; want the link alone", code, link, errOut)
	}
	code, out, errOut = cli([]string{"generate", "-variant", "killer", "-seed", "5", "-level", "medium", "-rate"}, "")
	if link, rating, _ := strings.Cut(strings.TrimSuffix(out, "\n"), " "); code != 0 || errOut != "" || !strings.HasPrefix(rating, "2.") || !strings.Contains(rating, "Medium") {
		t.Errorf("generate -variant killer -level medium -rate: %d, %q (%.40q), %q", code, rating, link, errOut)
	} else if p, err := codec.Parse(link); err != nil {
		t.Errorf("the medium killer's link: %v", err)
	} else if g, err := logic.GradePuzzle(p); err != nil || logicRating(g, true).String() != rating {
		t.Errorf("the medium killer grades %v (%v), the line says %q", g, err, rating)
	}
	for _, tt := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"-variant", "nope"}, exitUsage, "unknown variant \"nope\""},
		{[]string{"-variant", "x", "-technique", "xwing"}, exitUsage, "-technique: classic puzzles only"},
	} {
		code, _, errOut := cli(append([]string{"generate"}, tt.args...), "")
		if code != tt.code || !strings.Contains(errOut, tt.want) {
			t.Errorf("generate %v: %d, %q, want %d and %q", tt.args, code, errOut, tt.code, tt.want)
		}
	}
}

// grade -j answers line for line as grade does, bad lines included, in
// the input's order.
func TestGradeAtOnceMatches(t *testing.T) {
	_, list, _ := cli([]string{"generate", "-n", "12", "-seed", "40"}, "")
	_, killers, _ := cli([]string{"generate", "-variant", "killer", "-size", "6", "-n", "3", "-seed", "2"}, "")
	in := list + lines(hard9x9+" ED=11.9/11.9/11.3", badSymbol, multiSol4x4, pe96Grid01) + killers
	code1, one, err1 := cli([]string{"grade", "-j", "1"}, in)
	for _, j := range []string{"3", "0"} {
		code, out, errOut := cli([]string{"grade", "-j", j}, in)
		if code != code1 || out != one || errOut != err1 {
			t.Errorf("grade -j %s: status %d, output\n%s\nwant grade -j 1's: status %d, output\n%s", j, code, out, code1, one)
		}
	}
	if code1 != 1 || strings.Count(one, "\n") != strings.Count(in, "\n") || !strings.Contains(one, "error: line 14:") {
		t.Errorf("grade: status %d, %d lines for %d, output\n%s", code1, strings.Count(one, "\n"), strings.Count(in, "\n"), one)
	}
	if code, _, errOut := cli([]string{"grade", "-j", "-1"}, in); code != exitUsage || !strings.Contains(errOut, "-j -1") {
		t.Errorf("grade -j -1: status %d, stderr %q", code, errOut)
	}
}

// generate -format writes each format codec reads back: the same puzzle,
// rules and all; a format without room for a variant's rules refuses it.
func TestFormats(t *testing.T) {
	_, plain, _ := cli([]string{"generate", "-seed", "3"}, "")
	_, killer, _ := cli([]string{"generate", "-variant", "killer", "-size", "6", "-seed", "1"}, "")
	want := map[string]sudoku.Puzzle{}
	for name, line := range map[string]string{"classic": plain, "killer": killer} {
		p, err := codec.Parse(strings.TrimSpace(line))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		want[name] = p
	}
	// The same givens, and rules that give the same one solution (a
	// format may list a killer's cages in another order).
	same := func(a, b sudoku.Puzzle) bool {
		if a.Grid != b.Grid || a.Rules.Classic() != b.Rules.Classic() {
			return false
		}
		sa, ua, ea := solve.SolvePuzzle(a)
		sb, ub, eb := solve.SolvePuzzle(b)
		return ea == nil && eb == nil && ua && ub && sa == sb
	}
	for _, f := range formats {
		if f == "csv" {
			continue // a table, not a puzzle format: TestOutputsReadBack and TestTables
		}
		for _, kind := range []string{"classic", "killer"} {
			args := []string{"generate", "-seed", "3", "-format", f}
			if kind == "killer" {
				args = []string{"generate", "-variant", "killer", "-size", "6", "-seed", "1", "-format", f}
			}
			code, out, errOut := cli(args, "")
			switch {
			case kind == "killer" && (f == "line" || f == "grid" || f == "sudokuwiki" || f == "sudokuexchange"):
				if code != exitUsage || !strings.Contains(errOut, "-format "+f) || out != "" {
					t.Errorf("%s as %s: status %d, output %q, stderr %q; want a refusal", kind, f, code, out, errOut)
				}
				continue
			case code != 0 || errOut != "":
				t.Errorf("%s as %s: status %d, stderr %q", kind, f, code, errOut)
				continue
			}
			if f == "grid" {
				out = strings.ReplaceAll(strings.ReplaceAll(strings.ReplaceAll(out, " ", ""), "|", ""), "-", "")
				out = strings.ReplaceAll(strings.ReplaceAll(out, "+", ""), "\n", "")
			}
			got, err := codec.Parse(strings.TrimSpace(out))
			if err != nil || !same(got, want[kind]) {
				t.Errorf("%s as %s: %.100q reads as %v, want the same puzzle", kind, f, out, err)
			}
		}
	}
	// solve writes a solution in a format too, with the puzzle's rules.
	code, out, errOut := cli([]string{"solve", "-format", "fpuzzles"}, killer)
	got, err := codec.Parse(strings.TrimSpace(out))
	k := want["killer"]
	if code != 0 || errOut != "" || err != nil || strings.Contains(got.Grid.String(), ".") ||
		sudoku.EncodeRules(got.Grid.Shape(), &got.Rules) != sudoku.EncodeRules(k.Grid.Shape(), &k.Rules) {
		t.Errorf("solve -format fpuzzles: status %d, %.80q (%v), stderr %q; want the killer's solution with its cages", code, out, err, errOut)
	}
	if code, _, errOut := cli([]string{"solve", "-format", "nope"}, killer); code != exitUsage || !strings.Contains(errOut, "want one of line, grid") {
		t.Errorf("solve -format nope: status %d, stderr %q", code, errOut)
	}
}

// grade -format serate writes Sudoku Explainer's own lines, which read
// back; a variant is refused on its line.
func TestGradeSErateFormat(t *testing.T) {
	g, _ := codec.ParseGrid(pe96Grid01)
	code, out, errOut := cli([]string{"grade", "-format", "serate"}, lines(pe96Grid01, puzzle4x4))
	want := g.String() + " ED=1.2/1.2/1.2\n"
	if code != 1 || errOut != "" || !strings.HasPrefix(out, want) || !strings.Contains(out, "error: line 2: -format serate: Sudoku Explainer rates classic 9x9 puzzles only") {
		t.Errorf("grade -format serate: status %d, output %q, stderr %q; want 1, %q and line 2 refused", code, out, errOut, want)
	}
	if code, again, _ := cli([]string{"grade", "-format", "serate"}, want); code != 0 || again != want {
		t.Errorf("grade -format serate of its own output: %d, %q", code, again)
	}
	if code, _, errOut := cli([]string{"grade", "-format", "fpuzzles"}, want); code != exitUsage || !strings.Contains(errOut, "-format fpuzzles") {
		t.Errorf("grade -format fpuzzles: %d, %q; want a usage error", code, errOut)
	}
}
