package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"io"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

const (
	pe96Grid01  = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
	puzzle4x4   = ".......1.24.3..."
	multiSol4x4 = "12..34.........."
	noSol4x4    = "12........3...4."                                                                  // r1c3 sees 1, 2 in its row and 3, 4 in its column
	hard9x9     = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......" // magictour #1
	empty9x9    = "................................................................................." // no guess decides it: a one-guess budget runs out
	badSymbol   = "12.x............"
	twice4x4    = "11.............."
)

// cli runs the program on args and stdin and returns its status, its
// output with the per-line error lines ("error: ...", which go to stderr)
// in their places, as a terminal shows them, and the rest of stderr.
// TestErrorLinesOnStderr checks that those lines are stderr's.
func cli(args []string, stdin string) (int, string, string) {
	var transcript, errOut strings.Builder
	code := run(args, strings.NewReader(stdin), &transcript, errorLines{&transcript, &errOut})
	return code, transcript.String(), errOut.String()
}

// errorLines is cli's stderr: per-line error lines go to lines, the rest
// to rest. The program writes a line at a time.
type errorLines struct{ lines, rest io.Writer }

func (e errorLines) Write(b []byte) (int, error) {
	if bytes.HasPrefix(b, []byte("error: ")) {
		return e.lines.Write(b)
	}
	return e.rest.Write(b)
}

// Per-line errors go to stderr, in the input's order, so that stdout holds
// the answers alone.
func TestErrorLinesOnStderr(t *testing.T) {
	in := lines(puzzle4x4, badSymbol, multiSol4x4, twice4x4)
	for _, cmd := range [][]string{{"solve"}, {"count"}, {"grade", "-j", "2"}, {"explain"}} {
		var out, errOut strings.Builder
		code := run(cmd, strings.NewReader(in), &out, &errOut)
		errs := strings.Split(strings.TrimSuffix(errOut.String(), "\n"), "\n")
		if code != 1 || strings.Contains(out.String(), "error") || len(errs) < 2 ||
			!strings.HasPrefix(errs[0], "error: line 2: ") || !strings.HasPrefix(errs[len(errs)-1], "error: line 4: ") {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want 1, answers alone, line 2's error first and line 4's last", cmd, code, out.String(), errOut.String())
		}
	}
}

// solution returns the exact solver's solution of text, for the expected output.
func solution(t *testing.T, text string) string {
	t.Helper()
	g, err := codec.ParseGrid(text)
	if err != nil {
		t.Fatal(err)
	}
	sol, unique, err := solve.Solve(g)
	if err != nil || !unique {
		t.Fatalf("solve.Solve(%s): unique %v, err %v", text, unique, err)
	}
	return sol.String()
}

// count returns the exact solver's count of text's solutions, for the expected output.
func count(t *testing.T, text string, limit int) string {
	t.Helper()
	g, err := codec.ParseGrid(text)
	if err != nil {
		t.Fatal(err)
	}
	n, err := solve.Count(g, limit)
	if err != nil {
		t.Fatal(err)
	}
	return strconv.Itoa(n)
}

func lines(ss ...string) string { return strings.Join(ss, "\n") + "\n" }

func TestSolveAndCount(t *testing.T) {
	input := lines("# a comment", pe96Grid01, "", "  "+puzzle4x4+"  ", multiSol4x4, noSol4x4, badSymbol, twice4x4, "#"+badSymbol)
	solved := lines(solution(t, pe96Grid01), solution(t, puzzle4x4), "multiple solutions", "no solution", "error: line 7: ", "error: line 8: ")
	tests := []struct {
		name string
		args []string
		in   string
		code int
		want string
	}{
		{"solve", []string{"solve"}, input, 1, solved},
		{"solve -sat", []string{"solve", "-sat"}, input, 1, solved},
		{"solve all good", []string{"solve"}, lines(puzzle4x4, hard9x9), 0, lines(solution(t, puzzle4x4), solution(t, hard9x9))},
		{"solve CRLF, no final newline", []string{"solve"}, "#x\r\n" + puzzle4x4 + "\r\n" + noSol4x4, 0, lines(solution(t, puzzle4x4), "no solution")},
		{"solve empty input", []string{"solve"}, "", 0, ""},
		{"solve budget", []string{"solve", "-budget", "1"}, lines(puzzle4x4, empty9x9), 1, lines(solution(t, puzzle4x4), "error: line 2: "+solve.ErrBudget.Error())},
		{"count", []string{"count"}, input, 1, lines("1", "1", "2", "0", "error: line 7: ", "error: line 8: ")},
		{"count -sat", []string{"count", "-sat"}, input, 1, lines("1", "1", "2", "0", "error: line 7: ", "error: line 8: ")},
		{"count -limit", []string{"count", "-limit", "1000"}, lines(multiSol4x4, "................", puzzle4x4), 0, lines(count(t, multiSol4x4, 1000), "288", "1")},
		{"count -limit -sat", []string{"count", "-sat", "-limit", "300"}, lines("................"), 0, lines("288")},
		{"count -limit 1", []string{"count", "-limit=1"}, lines(multiSol4x4, noSol4x4), 0, lines("1", "0")},
		{"count budget", []string{"count", "-budget", "1"}, lines(empty9x9), 1, lines("error: line 1: " + solve.ErrBudget.Error())},
	}
	for _, tt := range tests {
		code, out, errOut := cli(tt.args, tt.in)
		if code != tt.code {
			t.Errorf("%s: got status %d, want %d (stderr %q)", tt.name, code, tt.code, errOut)
		}
		if errOut != "" {
			t.Errorf("%s: got stderr %q, want none", tt.name, errOut)
		}
		gotLines, wantLines := strings.Split(out, "\n"), strings.Split(tt.want, "\n")
		if len(gotLines) != len(wantLines) {
			t.Errorf("%s: got output\n%s\nwant\n%s", tt.name, out, tt.want)
			continue
		}
		for i, want := range wantLines {
			// An error line is checked by its prefix; the message is Parse's.
			if got := gotLines[i]; got != want && !(strings.HasSuffix(want, ": ") && strings.HasPrefix(got, want)) {
				t.Errorf("%s: output line %d: got %q, want %q", tt.name, i+1, got, want)
			}
		}
	}
}

func TestErrorLinesSayWhat(t *testing.T) {
	_, out, _ := cli([]string{"solve"}, lines(badSymbol, twice4x4))
	got := strings.Split(strings.TrimSpace(out), "\n")
	if len(got) != 2 || !strings.Contains(got[0], "'x'") || !strings.Contains(got[1], "r1c1") || !strings.Contains(got[1], "r1c2") {
		t.Errorf("got error lines %q, want the bad symbol 'x', then both cells r1c1 and r1c2", got)
	}
}

func TestLongLines(t *testing.T) {
	long := strings.Repeat(".", maxLine+10)
	tests := []struct {
		name, in, want string
	}{
		{"in the middle", lines(puzzle4x4, long, noSol4x4), lines(solution(t, puzzle4x4), "error: line 2: longer than 1048576 bytes", "no solution")},
		{"first", lines(long, puzzle4x4), lines("error: line 1: longer than 1048576 bytes", solution(t, puzzle4x4))},
		{"last, no newline", puzzle4x4 + "\n" + long, lines(solution(t, puzzle4x4), "error: line 2: longer than 1048576 bytes")},
		{"two in a row", lines(long+long, long, puzzle4x4), lines("error: line 1: longer than 1048576 bytes", "error: line 2: longer than 1048576 bytes", solution(t, puzzle4x4))},
	}
	for _, tt := range tests {
		code, out, errOut := cli([]string{"solve"}, tt.in)
		if code != 1 || out != tt.want || errOut != "" {
			t.Errorf("%s: got status %d, output %q, stderr %q; want 1, %q, none", tt.name, code, out, errOut, tt.want)
		}
	}
	// A line of exactly maxLine bytes is not cut: it reaches Parse, which says what is wrong with it.
	_, out, _ := cli([]string{"solve"}, lines(strings.Repeat(".", maxLine), puzzle4x4))
	if !strings.HasPrefix(out, "error: line 1: ") || strings.Contains(out, "longer than 1048576 bytes") || !strings.HasSuffix(out, lines(solution(t, puzzle4x4))) {
		t.Errorf("line of %d bytes: got %q, want Parse's error on line 1, then the solution", maxLine, out)
	}
}

func TestDIMACS(t *testing.T) {
	code, out, errOut := cli([]string{"dimacs"}, lines("# header", "", puzzle4x4, pe96Grid01))
	if code != 0 || errOut != "" {
		t.Fatalf("got status %d, stderr %q; want 0, none", code, errOut)
	}
	ls := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if !strings.HasPrefix(ls[0], "c ") || !strings.Contains(out, "c "+puzzle4x4+"\n") {
		t.Errorf("got first lines %q, want comments naming %s", ls[:3], puzzle4x4)
	}
	header, clauses := "", 0
	for _, l := range ls {
		switch {
		case strings.HasPrefix(l, "p "):
			header = l
		case !strings.HasPrefix(l, "c "):
			clauses++
		}
	}
	// 4x4: 64 variables; 48 cell, row and column groups and 16 box groups of
	// 1 + 6 clauses, less 4 shared pairs per box group; 4 givens.
	if want := "p cnf 64 388"; header != want || clauses != 388 {
		t.Errorf("got header %q and %d clauses, want %q", header, clauses, want)
	}
}

func TestDIMACSErrors(t *testing.T) {
	tests := []struct{ name, in, stderr string }{
		{"no puzzle", "# nothing\n\n", "sudoku-cli dimacs: no puzzle in the input\n"},
		{"bad first puzzle", lines("#", twice4x4, puzzle4x4), "sudoku-cli dimacs: "},
	}
	for _, tt := range tests {
		code, out, errOut := cli([]string{"dimacs"}, tt.in)
		if code != 1 || out != "" || !strings.HasPrefix(errOut, tt.stderr) {
			t.Errorf("%s: got status %d, output %q, stderr %q; want 1, none, %q...", tt.name, code, out, errOut, tt.stderr)
		}
	}
}

func TestUsage(t *testing.T) {
	tests := []struct {
		name     string
		args     []string
		code     int
		out, err []string // substrings each stream must hold; nil means empty
	}{
		{"help", []string{"help"}, 0, []string{"solve", "count", "dimacs", "practice", "scan", "help", "Usage"}, nil},
		{"help scan", []string{"help", "scan"}, 0, []string{"usage: sudoku-cli scan file ...", "picture"}, nil},
		{"help practice", []string{"help", "practice"}, 0, []string{"usage: sudoku-cli practice -technique T", "-seed", "X-Wing", "region forcing chain"}, nil},
		{"practice without technique", []string{"practice"}, 2, nil, []string{"sudoku-cli practice: -technique: name one: full house, hidden single"}},
		{"practice unknown", []string{"practice", "-technique", "frob"}, 2, nil, []string{`sudoku-cli practice: -technique: unknown technique "frob"`}},
		{"practice trial", []string{"practice", "-technique", "trial and error"}, 2, nil, []string{"sudoku-cli practice: -technique: trial and error is not offered for practice (want one of full house"}},
		{"practice -n 0", []string{"practice", "-technique", "xwing", "-n", "0"}, 2, nil, []string{"sudoku-cli practice: -n 0: want 1 or more"}},
		{"practice's argument", []string{"practice", "-technique", "xwing", "a.txt"}, 2, nil, []string{`unexpected argument "a.txt": practice reads no puzzles`}},
		{"-h", []string{"-h"}, 0, []string{"solve", "count", "dimacs"}, nil},
		{"--help", []string{"--help"}, 0, []string{"solve", "count", "dimacs"}, nil},
		{"help solve", []string{"help", "solve"}, 0, []string{"usage: sudoku-cli solve", "-budget", "-sat"}, nil},
		{"count -h", []string{"count", "-h"}, 0, []string{"usage: sudoku-cli count", "-limit"}, nil},
		{"no arguments", nil, 2, nil, []string{"Usage", "solve"}},
		{"unknown", []string{"frob"}, 2, nil, []string{`unknown command "frob"`, "solve"}},
		{"help unknown", []string{"help", "frob"}, 2, nil, []string{`unknown command "frob"`}},
		{"bad flag", []string{"solve", "-x"}, 2, nil, []string{"-x", "usage: sudoku-cli solve"}},
		{"missing file", []string{"solve", "puzzles.txt"}, 1, nil, []string{`sudoku-cli solve: "puzzles.txt": no such file or directory`}},
		{"generate's argument", []string{"generate", "puzzles.txt"}, 2, nil, []string{`unexpected argument "puzzles.txt": generate reads no puzzles`, "usage: sudoku-cli generate"}},
		{"bad budget", []string{"solve", "-budget", "many"}, 2, nil, []string{"-budget"}},
		{"negative budget", []string{"solve", "-budget", "-1"}, 2, nil, []string{"-budget -1"}},
		{"budget with sat", []string{"count", "-sat", "-budget", "5"}, 2, nil, []string{"-budget and -sat"}},
		{"limit 0", []string{"count", "-limit", "0"}, 2, nil, []string{"-limit 0"}},
	}
	for _, tt := range tests {
		code, out, errOut := cli(tt.args, lines(puzzle4x4))
		if code != tt.code {
			t.Errorf("%s: got status %d, want %d", tt.name, code, tt.code)
		}
		for _, s := range []struct {
			name, got string
			want      []string
		}{{"stdout", out, tt.out}, {"stderr", errOut, tt.err}} {
			if s.want == nil && s.got != "" {
				t.Errorf("%s: got %s %q, want none", tt.name, s.name, s.got)
			}
			for _, w := range s.want {
				if !strings.Contains(s.got, w) {
					t.Errorf("%s: got %s %q, want it to hold %q", tt.name, s.name, s.got, w)
				}
			}
		}
	}
}

// failing is an io.Reader and io.Writer whose calls fail.
type failing struct{}

func (failing) Read([]byte) (int, error)  { return 0, errors.New("device gone") }
func (failing) Write([]byte) (int, error) { return 0, errors.New("pipe closed") }

func TestIOErrors(t *testing.T) {
	var out, errOut strings.Builder
	if code := run([]string{"solve"}, failing{}, &out, &errOut); code != 1 || !strings.Contains(errOut.String(), "device gone") {
		t.Errorf("read error: got status %d, stderr %q; want 1 and the error", code, errOut.String())
	}
	errOut.Reset()
	if code := run([]string{"count"}, strings.NewReader(lines(puzzle4x4, puzzle4x4)), failing{}, &errOut); code != 1 || strings.Count(errOut.String(), "pipe closed") != 1 {
		t.Errorf("write error: got status %d, stderr %q; want 1 and the error once", code, errOut.String())
	}
	errOut.Reset()
	if code := run([]string{"dimacs"}, strings.NewReader(puzzle4x4), failing{}, &errOut); code != 1 || !strings.Contains(errOut.String(), "pipe closed") {
		t.Errorf("dimacs write error: got status %d, stderr %q; want 1 and the error", code, errOut.String())
	}
}

// Errors quote at most the first 40 characters of a bad token, whether it
// comes on standard input or in the arguments.
func TestErrorsQuoteLittle(t *testing.T) {
	long := strings.Repeat("1", 500_000)
	tests := []struct {
		name string
		args []string
		in   string
		code int
		out  string // stdout, exactly
		err  string // a substring of stderr
	}{
		{"solo number", []string{"solve"}, lines("3x3:" + long), 1,
			lines(`error: line 1: column 5: "` + long[:40] + `…" (500000 characters) is above 9`), ""},
		{"unknown command", []string{long}, "", 2, "", `sudoku-cli: unknown command "` + long[:40] + `…" (500000 characters)`},
		{"file name", []string{"solve", long}, "", 1, "", `sudoku-cli solve: "` + long[:40] + `…" (500000 characters): file name too long`},
		{"puzzle as argument", []string{"solve", hard9x9}, "", 1, "", `sudoku-cli solve: "` + hard9x9[:40] + `…" (81 characters) is a puzzle, not a file: give puzzles in a file or on standard input`},
		{"short file name", []string{"solve", strings.Repeat("1", 64)}, "", 1, "", `sudoku-cli solve: "` + long[:64] + `": no such file or directory`},
		{"technique name", []string{"generate", "-technique", strings.Repeat("x", 64)}, "", 2, "", `sudoku-cli generate: -technique: generate: unknown technique "` + strings.Repeat("x", 40) + `…" (64 characters) (want one of `},
		{"flag value", []string{"generate", "-size=" + long}, "", 2, "", `sudoku-cli generate: argument "-size=` + long[:34] + `…" (500006 characters) is too long`},
		{"flag name", []string{"generate", "-" + long}, "", 2, "", `sudoku-cli generate: argument "-` + long[:39] + `…" (500001 characters) is too long`},
		{"technique", []string{"generate", "-technique", strings.Repeat("x", 200)}, "", 2, "", `sudoku-cli generate: argument "` + strings.Repeat("x", 40) + `…" (200 characters) is too long`},
	}
	for _, tt := range tests {
		code, out, errOut := cli(tt.args, tt.in)
		// 3,000 bytes: the usage that follows an unknown command, and
		// far from the token's 500,000.
		if code != tt.code || out != tt.out || !strings.Contains(errOut, tt.err) || len(errOut) > 3000 {
			t.Errorf("%s: got status %d, stdout %.300q, stderr %.300q (%d bytes); want %d, %q, stderr holding %q",
				tt.name, code, out, errOut, len(errOut), tt.code, tt.out, tt.err)
		}
	}
}

// A UTF-8 byte-order mark at the start of a line is skipped, as at the
// start of a file (files joined by cat keep theirs).
func TestBOM(t *testing.T) {
	const bom = "\ufeff"
	for _, tt := range []struct{ name, in, want string }{
		{"puzzle first", lines(bom+puzzle4x4, noSol4x4), lines(solution(t, puzzle4x4), "no solution")},
		{"comment first", lines(bom+"# from a file", puzzle4x4), lines(solution(t, puzzle4x4))},
		{"blank first", lines(bom+"  ", puzzle4x4), lines(solution(t, puzzle4x4))},
		{"joined files", lines(bom+"# a", puzzle4x4, bom+"# b", bom+noSol4x4), lines(solution(t, puzzle4x4), "no solution")},
		{"BOM inside a line", lines(puzzle4x4[:3] + bom + puzzle4x4[3:]), lines(`error: line 1: column 4: unexpected '\ufeff'`)},
		// A UTF-16 file is said once, not a line for each of its lines.
		{"UTF-16", utf16LE(lines(puzzle4x4, puzzle4x4, puzzle4x4)), lines("error: line 1: the text is UTF-16: save it as UTF-8")},
	} {
		_, out, errOut := cli([]string{"solve"}, tt.in)
		if out != tt.want || errOut != "" {
			t.Errorf("%s: got output %q, stderr %q; want %q, none", tt.name, out, errOut, tt.want)
		}
	}
}

// utf16LE is s in UTF-16, little-endian, after its byte-order mark, as
// Windows' Notepad saves "Unicode".
func utf16LE(s string) string {
	b := []byte{0xff, 0xfe}
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u), byte(u>>8))
	}
	return string(b)
}

// Variant puzzles, one a line in the formats players share: an f-puzzles
// link to a thermometer puzzle and a SudokuPad one to a killer (both
// written by the engine from published puzzles), a hard killer's cage
// string, Solo X and jigsaw IDs.
func TestVariants(t *testing.T) {
	thermo, err := codec.Parse(`{"size":9,"grid":[[{},{"value":4,"given":true},{},{},{},{},{},{"value":1,"given":true},{}],[{"value":2,"given":true},{},{},{},{},{},{},{},{"value":6,"given":true}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{"value":9,"given":true},{},{},{},{},{},{},{},{"value":2,"given":true}],[{},{"value":1,"given":true},{},{},{},{},{},{"value":9,"given":true},{}]],"thermometer":[{"lines":[["R9C4","R8C3","R7C2","R6C1","R5C2","R4C3"]]},{"lines":[["R4C1","R3C2","R2C3","R1C4","R2C5","R3C6"]]},{"lines":[["R1C6","R2C7","R3C8","R4C9","R5C8","R6C7"]]},{"lines":[["R6C9","R7C8","R8C7","R9C6","R8C5","R7C4"]]}]}`)
	if err != nil {
		t.Fatal(err)
	}
	const (
		thermoSol = "847632519295471386631598247129743865486259173753816924368924751974185632512367498"
		killer    = "G<<L<K<L<^G>^>^E^^>^IJ<G^<G^>^^I^<>^HC<C^<B^N^^G^<>^>^^E^<DF<^PG^<>^^J<^^<H<<>^>^"
		killerSol = "432851769786239415159467823263974581971583642548612397397148256614725938825396174"
		soloX     = "3x3x:a5a6b1c2_7a4j3_2_5e6_7_4k8_6_2e8_6_1j3a9_6c5b4a1a"
	)
	kp, err := codec.Parse(killer)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		args     []string
		in, want string
	}{
		{[]string{"solve"}, lines(codec.FPuzzlesURL(thermo), codec.SudokuPadURL(kp), killer, soloX),
			lines(thermoSol, killerSol, killerSol, solutionOf(t, soloX))},
		// Through CNF a hard killer takes a second: the thermometer and X.
		{[]string{"solve", "-sat"}, lines(codec.SudokuPadURL(thermo), soloX), lines(thermoSol, solutionOf(t, soloX))},
	} {
		code, out, errOut := cli(tt.args, tt.in)
		if code != 0 || out != tt.want || errOut != "" {
			t.Errorf("%v: got status %d, output\n%s(stderr %q), want\n%s", tt.args, code, out, errOut, tt.want)
		}
	}
	var lone strings.Builder // a SumoCue code of 81 lone cells: no rule
	lone.WriteString("3x3::k:")
	for i := 1; i <= 81; i++ {
		lone.WriteString(strconv.Itoa(i) + ":")
	}
	if code, out, _ := cli([]string{"count", "-limit", "5"}, lines(killer, lone.String())); code != 0 || out != lines("1", "5") {
		t.Errorf("count: got %d, %q, want 1 and 5", code, out)
	}
	// Unsupported rules are named, on the line that has them.
	lockout := `{"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"lockout":[{"lines":[["R1C1","R1C2"]]}]}`
	sandwich := sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Classic), Rules: sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Sandwich{Line: 0, Sum: 35}}}}
	code, out, _ := cli([]string{"solve", "-sat"}, lines(lockout, codec.FPuzzlesURL(sandwich)))
	wantErr := lines(`error: line 1: puzzle object: constraint "lockout" is not supported`,
		"error: line 2: sat: sandwich clue of row 1 is not encoded in CNF: use the exact solver (engine/solve)")
	if code != 1 || out != wantErr {
		t.Errorf("unsupported: got %d,\n%s\nwant\n%s", code, out, wantErr)
	}
	// grade and explain reason with killer cages and with arrows.
	arrow := publishedLine(t, "Arrow sudoku")
	gen, err := generate.VariantFromSeed(1, generate.VariantOptions{Kind: "killer", Shape: sudoku.Classic})
	if err != nil {
		t.Fatal(err)
	}
	want, err := logic.GradePuzzle(gen.Puzzle)
	if err != nil {
		t.Fatal(err)
	}
	arrowPuzzle, err := codec.Parse(arrow)
	if err != nil {
		t.Fatal(err)
	}
	wantArrow, err := logic.GradePuzzle(arrowPuzzle)
	if err != nil {
		t.Fatal(err)
	}
	graded := lines(codec.FPuzzlesURL(gen.Puzzle)+" "+logicRating(want, true).String(), arrow+" "+logicRating(wantArrow, true).String())
	if code, out, _ := cli([]string{"grade"}, lines(codec.FPuzzlesURL(gen.Puzzle), arrow)); code != 0 || out != graded {
		t.Errorf("grade of a killer and an arrow: got %d, %q, want %q", code, out, graded)
	}
	// What grade writes reads back, the JSON board's commas included.
	if code, out, _ := cli([]string{"grade"}, graded); code != 0 || out != graded {
		t.Errorf("grade of grade's output: got %d, %q, want it unchanged", code, out)
	}
	if code, out, _ := cli([]string{"explain"}, lines(codec.FPuzzlesURL(gen.Puzzle))); code != 0 ||
		!strings.Contains(out, "(cage combination)") || !strings.HasSuffix(out, codec.FormatPretty(gen.Solution)) {
		t.Errorf("explain of a killer: got %d, %.300q", code, out)
	}
	code, out, errOut := cli([]string{"dimacs"}, lines(killer))
	if code != 0 || errOut != "" || !strings.HasPrefix(out, "c sudoku 9x9, boxes 3x3, 0 givens, rules: killer cages\n") {
		t.Errorf("dimacs of a killer: got %d, %.100q, %q", code, out, errOut)
	}
}

// publishedLine returns the puzzle named name of the published variants
// (engine/solve/testdata/variants.tsv), as the file writes it.
func publishedLine(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile("../../solve/testdata/variants.tsv")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if f := strings.Split(line, "\t"); len(f) == 5 && f[1] == name {
			return f[4]
		}
	}
	t.Fatalf("no published variant %q", name)
	return ""
}

// solutionOf returns the variant solver's unique solution of text.
func solutionOf(t *testing.T, text string) string {
	t.Helper()
	p, err := codec.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	sol, unique, err := solve.SolvePuzzle(p)
	if err != nil || !unique {
		t.Fatalf("SolvePuzzle(%s): %v, %v", text, unique, err)
	}
	return sol.String()
}

// What one command prints with its puzzles reads back into every command
// that takes puzzles, its extra columns read past; and so do the lines of
// the community's lists (Sudoku Explainer's, a forum's, a CSV), whose
// puzzle comes first.
func TestOutputsReadBack(t *testing.T) {
	produced := map[string][]string{
		"generate -rate":                 {"generate", "-n", "2", "-seed", "7", "-rate"},
		"generate -level":                {"generate", "-level", "easy", "-seed", "3"},
		"generate -variant -level":       {"generate", "-variant", "killer", "-size", "6", "-level", "easy", "-seed", "1"},
		"generate -variant -level -rate": {"generate", "-variant", "killer", "-size", "6", "-level", "easy", "-seed", "1", "-rate"},
		"generate -format csv":           {"generate", "-n", "2", "-seed", "7", "-format", "csv"},
		"generate -rate -format csv":     {"generate", "-n", "2", "-seed", "7", "-rate", "-format", "csv"},
		"generate -variant -rate csv":    {"generate", "-variant", "killer", "-size", "6", "-seed", "2", "-rate", "-format", "csv"},
		"generate -format json":          {"generate", "-variant", "jigsaw", "-size", "6", "-seed", "2", "-format", "json"},
		"practice":                       {"practice", "-technique", "xwing", "-n", "2", "-seed", "1"},
		"practice pooled":                {"practice", "-technique", "swordfish", "-n", "2", "-seed", "1"},
		"scan":                           {"scan", scanPicture(t, pe96Grid01)},
	}
	inputs := map[string]string{
		"Sudoku Explainer's list": lines(hard9x9 + " ED=9.0/1.2/1.2"),
		"a forum's list":          lines(hard9x9 + ";11.9;11.9;11.3"),
		"a comment after":         lines(hard9x9 + " # magictour 1"),
		"a CSV's first column":    lines(hard9x9 + "," + solution(t, hard9x9) + ",1"),
		"a tab's columns":         lines(pe96Grid01 + "\t1.2\tEasy"),
		"qqwing's CSV":            lines("Puzzle,Solution,Difficulty", hard9x9+","+solution(t, hard9x9)+",Expert"),
	}
	for name, args := range produced {
		code, out, errOut := cli(args, "")
		if code != 0 || errOut != "" {
			t.Fatalf("%s: status %d, stderr %q", name, code, errOut)
		}
		inputs[name] = out
	}
	code, graded, errOut := cli([]string{"grade"}, inputs["generate -variant -level -rate"]+inputs["generate -rate"])
	if code != 0 || errOut != "" {
		t.Fatalf("grade: status %d, stderr %q", code, errOut)
	}
	inputs["grade"] = graded
	mixed := inputs["generate -variant -level -rate"] + inputs["generate -rate"] + inputs["generate -format json"]
	for _, args := range [][]string{{"grade", "-format", "csv"}, {"grade", "-format", "json"}, {"solve"}, {"solve", "-format", "csv"}} {
		in := mixed
		if args[0] == "solve" {
			in = lines(pe96Grid01)
		}
		code, out, errOut := cli(args, in)
		if code != 0 || errOut != "" {
			t.Fatalf("%v: status %d, stderr %q", args, code, errOut)
		}
		inputs[strings.Join(args, " ")] = out
	}
	code, rated, errOut := cli([]string{"grade", "-format", "serate"}, inputs["generate -rate"])
	if code != 0 || errOut != "" {
		t.Fatalf("grade -format serate: status %d, stderr %q", code, errOut)
	}
	inputs["grade -format serate"] = rated
	for name, in := range inputs {
		puzzles := 0
		for _, line := range strings.Split(strings.TrimSuffix(in, "\n"), "\n") {
			if !isHeader(line) {
				puzzles++
			}
		}
		for _, consumer := range [][]string{{"count"}, {"solve"}, {"grade"}, {"explain"}} {
			code, out, errOut := cli(consumer, in)
			if code != 0 || errOut != "" || strings.Contains(out, "error:") {
				t.Errorf("%s | %s: status %d, stderr %q, output %q", name, consumer[0], code, errOut, out)
				continue
			}
			if consumer[0] != "explain" && strings.Count(out, "\n") != puzzles {
				t.Errorf("%s | %s: %d lines for %d puzzles: %q", name, consumer[0], strings.Count(out, "\n"), puzzles, out)
			}
			if consumer[0] == "count" && strings.Trim(out, "1\n") != "" {
				t.Errorf("%s | count: %q, want 1 for each", name, out)
			}
		}
	}
	// A grid that does not read is not read by its first part, which may
	// read as a smaller grid: what follows it is more of the grid.
	if code, out, _ := cli([]string{"count"}, lines("0000000102403000 0000000000000000")); code != 1 || !strings.Contains(out, "error: line 1: ") {
		t.Errorf("a grid in two parts: status %d, output %q; want the line refused", code, out)
	}
	// A line whose first field is no puzzle either is still an error, in
	// the whole line's words.
	code, out, _ := cli([]string{"count"}, lines("12.x............ ED=1.0/1.0/1.0"))
	if code != 1 || !strings.Contains(out, "error: line 1") {
		t.Errorf("a bad puzzle with columns: status %d, output %q", code, out)
	}
}

func TestVersion(t *testing.T) {
	for _, arg := range []string{"version", "--version", "-version"} {
		code, out, errOut := cli([]string{arg}, "")
		if code != 0 || errOut != "" || !strings.HasPrefix(out, "sudoku-cli ") || !strings.Contains(out, " go1.") || strings.Count(out, "\n") != 1 {
			t.Errorf("%s: status %d, output %q, stderr %q; want one line naming the program and Go", arg, code, out, errOut)
		}
	}
}

// Puzzles come from the files named after the flags, in turn, "-" for
// standard input; an error line names the file and the line.
func TestFileArguments(t *testing.T) {
	dir := t.TempDir()
	a, b := dir+"/a.txt", dir+"/b.txt"
	if err := os.WriteFile(a, []byte(lines("# a", puzzle4x4)), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(b, []byte(lines(pe96Grid01, badSymbol)), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := cli([]string{"count", a, "-", b}, lines(multiSol4x4))
	want := lines("1", count(t, multiSol4x4, 2), "1")
	if code != 1 || errOut != "" || !strings.HasPrefix(out, want+"error: "+b+":2: ") {
		t.Errorf("count a - b: status %d, stderr %q, output %q; want 1, none, %q then b's line 2", code, errOut, out, want)
	}
	// One "-" is standard input as without arguments.
	if code, out, _ := cli([]string{"count", "-"}, lines(badSymbol)); code != 1 || !strings.HasPrefix(out, "error: line 1: ") {
		t.Errorf("count -: status %d, output %q", code, out)
	}
	// explain and grade read files too; a file that does not open stops
	// the command before it writes anything.
	if code, out, _ := cli([]string{"grade", "-j", "2", b, a}, ""); code != 1 || !strings.HasPrefix(out, pe96Grid01+" 1.2/1.2/1.2") || !strings.Contains(out, "\nerror: "+b+":2: ") || !strings.Contains(out, "\n"+puzzle4x4+" ") {
		t.Errorf("grade b a: status %d, output %q", code, out)
	}
	if code, out, errOut := cli([]string{"explain", a, dir + "/none.txt"}, ""); code != 1 || out != "" || !strings.Contains(errOut, "none.txt") {
		t.Errorf("explain with a missing file: status %d, output %q, stderr %q", code, out, errOut)
	}
}

// A puzzle file's blocks (Project Euler's "Grid 01" and nine rows,
// SadMan's "[Puzzle]" section) are one puzzle each, named by the label's
// line (or an error by the line of the block it is on), and written back
// as one line.
func TestBlocks(t *testing.T) {
	rows := func(p string) string {
		var b strings.Builder
		for r := 0; r < 9; r++ {
			b.WriteString(p[9*r:9*r+9] + "\n")
		}
		return b.String()
	}
	pe := "Grid 01\n" + rows(pe96Grid01) + "Grid 02\n" + rows(strings.Replace(pe96Grid01, "0030", "0x30", 1)) + "\n" + puzzle4x4 + "\n"
	code, out, errOut := cli([]string{"count"}, pe)
	if want := lines("1", "error: line 12: column 2: unexpected 'x'", "1"); code != 1 || errOut != "" || !strings.HasPrefix(out, want[:2]) ||
		!strings.Contains(out, "error: line 12: column 2: unexpected 'x'") || !strings.HasSuffix(out, "1\n") || strings.Count(out, "\n") != 3 {
		t.Errorf("count of Project Euler's blocks: status %d, output %q, stderr %q", code, out, errOut)
	}
	sdk := "#A someone\n[Puzzle]\n" + rows(pe96Grid01) + "[State]\n" + rows(solution(t, pe96Grid01))
	g, _ := codec.ParseGrid(pe96Grid01)
	if code, out, errOut := cli([]string{"grade"}, sdk); code != 0 || errOut != "" || out != g.String()+" 1.2/1.2/1.2 Easy (Hidden Single)\n" {
		t.Errorf("grade of an .sdk file: status %d, output %q, stderr %q", code, out, errOut)
	}
}

// grade writes one row shape for every kind of puzzle: the puzzle, then
// rating/pearl/diamond ("-" where SE's numbers do not apply), the level,
// and the hardest technique in parentheses, capitalised; its CSV and JSON
// rows hold the same columns.
func TestGradeRows(t *testing.T) {
	six, err := sudoku.ShapeForSize(6)
	if err != nil {
		t.Fatal(err)
	}
	killer, err := generate.VariantFromSeed(4, generate.VariantOptions{Kind: "killer", Shape: six})
	if err != nil {
		t.Fatal(err)
	}
	in := lines(hard9x9, pe96Grid01, puzzle4x4, codec.FPuzzlesURL(killer.Puzzle))
	shape := regexp.MustCompile(`^(\S+) ((?:\d+\.\d|-)/(?:\d+\.\d|-)/(?:\d+\.\d|-)\+?) ([A-Z][a-z]+)(?: \(([A-Z][^()]*)\))?$`)
	code, text, errOut := cli([]string{"grade"}, in)
	if code != 0 || errOut != "" {
		t.Fatalf("grade: status %d, stderr %q", code, errOut)
	}
	var want [][]string // each row's puzzle, rating, pearl, diamond, level, technique
	for i, row := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		m := shape.FindStringSubmatch(row)
		if m == nil {
			t.Errorf("row %d: %q is not puzzle r/p/d Level (Technique)", i+1, row)
			continue
		}
		numbers := strings.Split(strings.TrimSuffix(m[2], "+"), "/")
		want = append(want, []string{m[1], numbers[0], numbers[1], numbers[2], m[3], m[4]})
	}
	if len(want) != 4 || want[0][2] == "-" || want[2][2] != "-" || want[3][2] != "-" {
		t.Fatalf("grade rows %q: want SE's pearl on the 9x9 rows only", text)
	}
	code, table, errOut := cli([]string{"grade", "-format", "csv", "-j", "3"}, in)
	rows, err := csv.NewReader(strings.NewReader(table)).ReadAll()
	if code != 0 || errOut != "" || err != nil || len(rows) != len(want)+1 {
		t.Fatalf("grade -format csv: status %d, %q (%v), stderr %q", code, table, err, errOut)
	}
	if !slices.Equal(rows[0], ratingHeader) {
		t.Errorf("csv header %q, want %q", rows[0], ratingHeader)
	}
	for i, row := range rows[1:] {
		if !slices.Equal(row, want[i]) {
			t.Errorf("csv row %d: %q, want %q", i+1, row, want[i])
		}
	}
	code, objects, errOut := cli([]string{"grade", "-format", "json"}, in)
	if code != 0 || errOut != "" {
		t.Fatalf("grade -format json: status %d, stderr %q", code, errOut)
	}
	for i, line := range strings.Split(strings.TrimSuffix(objects, "\n"), "\n") {
		var rec map[string]any
		if err := json.Unmarshal([]byte(line), &rec); err != nil || i >= len(want) {
			t.Errorf("json row %d: %q: %v", i+1, line, err)
			continue
		}
		w := want[i]
		number := func(s string) any {
			if s == "-" {
				return nil
			}
			f, _ := strconv.ParseFloat(s, 64)
			return f
		}
		got := []any{rec["puzzle"], rec["rating"], rec["pearl"], rec["diamond"], rec["level"], rec["technique"]}
		exp := []any{w[0], number(w[1]), number(w[2]), number(w[3]), w[4], w[5]}
		if w[5] == "" {
			exp[5] = nil
		}
		if !slices.Equal(got, exp) {
			t.Errorf("json row %d: %v, want %v", i+1, got, exp)
		}
	}
}

// solve -format csv writes a header, then each puzzle as read and its
// answer; generate -format csv, the puzzles under "puzzle".
func TestSolveAndGenerateTables(t *testing.T) {
	code, out, errOut := cli([]string{"solve", "-format", "csv"}, lines(pe96Grid01, multiSol4x4, noSol4x4))
	want := lines("puzzle,solution", pe96Grid01+","+solution(t, pe96Grid01), multiSol4x4+",multiple solutions", noSol4x4+",no solution")
	if code != 0 || errOut != "" || out != want {
		t.Errorf("solve -format csv: status %d, %q, stderr %q; want %q", code, out, errOut, want)
	}
	code, out, errOut = cli([]string{"generate", "-n", "2", "-seed", "5", "-format", "csv"}, "")
	_, plain, _ := cli([]string{"generate", "-n", "2", "-seed", "5"}, "")
	if code != 0 || errOut != "" || out != "puzzle\n"+plain {
		t.Errorf("generate -format csv: status %d, %q, stderr %q; want a header over %q", code, out, errOut, plain)
	}
}

// A puzzle whose text holds spaces or line ends (digits spaced out, a
// JSON object with spaces, a block of lines, a CSV's quoted field) is
// written back by grade, and by solve's and grade's tables, as one field
// without spaces, the same puzzle, rules and pencil marks kept: the text
// itself would not read back as a line's first field.
func TestSpacedPuzzlesReadBack(t *testing.T) {
	spaced := func(s string) string { return strings.Join(strings.Split(s, ""), " ") }
	_, killer, _ := cli([]string{"generate", "-variant", "killer", "-size", "6", "-seed", "1", "-format", "json"}, "")
	_, marked, _ := cli([]string{"practice", "-technique", "xwing", "-seed", "1"}, "")
	pm, err := codec.Parse(strings.TrimSpace(marked))
	if err != nil {
		t.Fatal(err)
	}
	var pmGrid strings.Builder // marked as a pencil-mark grid
	pmGrid.WriteString("[Puzzle]\n")
	for r, marks := range slices.Collect(slices.Chunk(pm.Marks(), 9)) {
		for c, m := range marks {
			if c > 0 {
				pmGrid.WriteString(" ")
			}
			for d := sudoku.Digit(1); d <= 9; d++ {
				if m.Has(d) {
					pmGrid.WriteByte(d.Symbol())
				}
			}
		}
		if r < 8 {
			pmGrid.WriteString("\n")
		}
	}
	inputs := map[string]string{
		"digits spaced out":         spaced(pe96Grid01),
		"a JSON board with spaces":  `[[".", ".", ".", "."], [".", ".", ".", "1"], [".", "2", "4", "."], ["3", ".", ".", "."]]`,
		"f-puzzles JSON with space": strings.ReplaceAll(strings.TrimSpace(killer), ",", ", "),
		"a pencil-mark grid":        pmGrid.String(),
		"a CSV's quoted field":      `"` + spaced(pe96Grid01) + `",x`,
	}
	for name, in := range inputs {
		want, err := parseLine(in)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, args := range [][]string{{"grade"}, {"grade", "-format", "csv"}, {"grade", "-format", "json"}, {"solve", "-format", "csv"}} {
			code, out, errOut := cli(args, in+"\n")
			if code != 0 || errOut != "" {
				t.Fatalf("%s | %v: status %d, stderr %q, output %q", name, args, code, errOut, out)
			}
			rows := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if args[len(args)-1] == "csv" {
				rows = rows[1:] // the header
			}
			if len(rows) != 1 {
				t.Fatalf("%s | %v: output %q, want one row", name, args, out)
			}
			got, err := parseLine(rows[0])
			if err != nil || got.Grid != want.Grid || !slices.Equal(got.Marks(), want.Marks()) ||
				sudoku.EncodeRules(got.Grid.Shape(), &got.Rules) != sudoku.EncodeRules(want.Grid.Shape(), &want.Rules) {
				t.Errorf("%s | %v: %.120q reads back as %v, want the puzzle read", name, args, rows[0], err)
			}
			if code, counted, _ := cli([]string{"count"}, out); code != 0 || counted != "1\n" {
				t.Errorf("%s | %v | count: status %d, output %q; want 1", name, args, code, counted)
			}
		}
	}
}

// A grid written over several lines, as -format grid writes it (the
// rating a comment line before it with -rate), or as a person pastes it
// (borders, Project Euler's lines of digits without their label), reads
// back as one puzzle; a grid cut short is an error at its first line, and
// the puzzle line after it is still read.
func TestGridLinesReadBack(t *testing.T) {
	var inputs []string
	big := map[string]bool{} // 16x16: grade and explain take a second
	for _, size := range []string{"4", "6", "9", "16"} {
		for _, rate := range []bool{false, true} {
			args := []string{"generate", "-size", size, "-n", "2", "-seed", "5", "-format", "grid"}
			if rate {
				args = append(args, "-rate")
			}
			code, out, errOut := cli(args, "")
			if code != 0 || errOut != "" {
				t.Fatalf("%v: status %d, stderr %q", args, code, errOut)
			}
			inputs = append(inputs, out)
			big[out] = size == "16"
		}
		_, line, _ := cli([]string{"generate", "-size", size, "-n", "2", "-seed", "5"}, "")
		_, solved, _ := cli([]string{"solve", "-format", "grid"}, line)
		inputs = append(inputs, solved)
	}
	bordered := "+-------+-------+-------+\n"
	for i, row := range strings.Split(strings.TrimSuffix(codec.FormatPretty(mustGrid(t, pe96Grid01)), "\n"), "\n") {
		if i%4 == 3 {
			continue // the inner separators
		}
		bordered += "| " + row + " |\r\n"
		if i%4 == 2 {
			bordered += "+-------+-------+-------+\n"
		}
	}
	inputs = append(inputs, bordered+puzzle4x4+"\n", lines(puzzle4x4)+string(bytes.Join(slices.Collect(slices.Chunk([]byte(pe96Grid01), 9)), []byte("\n")))+"\n")
	for _, in := range inputs {
		for _, consumer := range [][]string{{"count"}, {"solve"}, {"grade"}, {"explain"}, {"dimacs"}} {
			if big[in] && (consumer[0] == "grade" || consumer[0] == "explain") {
				continue
			}
			code, out, errOut := cli(consumer, in)
			if code != 0 || errOut != "" || strings.Contains(out, "error:") {
				t.Errorf("%.300q | %s: status %d, stderr %q, output %.300q", in, consumer[0], code, errOut, out)
				continue
			}
			if consumer[0] == "count" && out != "1\n1\n" {
				t.Errorf("%.300q | count: %q, want 1 for each of 2 puzzles", in, out)
			}
		}
	}
	grid := codec.FormatPretty(mustGrid(t, pe96Grid01))
	cut := grid[:strings.LastIndex(strings.TrimSuffix(grid, "\n"), "\n")+1] // without its last row
	for _, tt := range []struct{ name, in, want string }{
		{"cut short", "#\n" + cut + puzzle4x4 + "\n", lines("error: line 2: the grid has 8 rows of 9 cells: a grid has as many rows as cells in a row", solution(t, puzzle4x4))},
		{"a bad cell", strings.Replace(grid, "3", "x", 1) + puzzle4x4 + "\n", lines("error: line 1: column 5: unexpected 'x'", solution(t, puzzle4x4))},
		{"a row too many", grid + "0 0 3 | 0 2 0 | 6 0 0\n" + puzzle4x4 + "\n", lines(solution(t, pe96Grid01), "error: line 12: column 7: unexpected '|'", solution(t, puzzle4x4))},
		{"a line cut short", lines(pe96Grid01[:78], puzzle4x4), lines("error: line 1: 78 cells on one line, 3 short of a 9x9 puzzle's 81: look for a digit or a blank (0 or .) left out", solution(t, puzzle4x4))},
	} {
		if code, out, _ := cli([]string{"solve"}, tt.in); code != 1 || out != tt.want {
			t.Errorf("%s: status %d, output\n%s\nwant 1,\n%s", tt.name, code, out, tt.want)
		}
	}
}

func mustGrid(t *testing.T, text string) sudoku.Grid {
	t.Helper()
	g, err := codec.ParseGrid(text)
	if err != nil {
		t.Fatal(err)
	}
	return g
}
