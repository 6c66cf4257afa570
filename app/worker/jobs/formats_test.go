package jobs_test

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/worker/jobs"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// overTheWire runs req as the worker does and reads its answer as the
// page receives it, through JSON.
func overTheWire(t *testing.T, req protocol.Request) protocol.Answer {
	t.Helper()
	b, err := json.Marshal(jobs.Handle(context.Background(), 1, req, nil))
	if err != nil {
		t.Fatal(err)
	}
	var a protocol.Answer
	if err := json.Unmarshal(b, &a); err != nil {
		t.Fatal(err)
	}
	return a
}

// A read job gives the puzzle as the app's own link, and the format by
// the engine's name; a text that does not read gives the error with its
// place and its template, as the page renders it in the player's words.
func TestRead(t *testing.T) {
	const puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	g, _ := codec.ParseGrid(puzzle)
	killer := sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Classic), Rules: sudoku.Rules{Constraints: []sudoku.Constraint{
		sudoku.Cage{Cells: []sudoku.Cell{0, 1}, Sum: 3}}}}
	tests := []struct {
		name, text   string
		format       string
		inLink       bool
		cands        bool
		rules        bool   // the puzzle has rules beyond classic Sudoku
		err          string // a part of the error's English, "" for none
		template     string // the error's template, "" for none
		line, column int
	}{
		{name: "line", text: puzzle, format: "line"},
		{name: "grid", text: grid(puzzle), format: "grid"},
		{name: "f-puzzles", text: codec.FPuzzlesURL(sudoku.Puzzle{Grid: g}), format: "f-puzzles"},
		{name: "sudokupad", text: codec.SudokuPadURL(sudoku.Puzzle{Grid: g}), format: "sudokupad"},
		{name: "solo", text: codec.FormatSolo(g), format: "solo"},
		{name: "killer", text: codec.FPuzzlesURL(killer), format: "f-puzzles", rules: true},
		{name: "app link", text: "https://example.org/#" + share.Encode(share.Link{Puzzle: g})},
		{name: "in an app address", text: "https://example.org/sub/#" + strings.ReplaceAll(puzzle, ".", "0"), format: "line", inLink: true},
		{name: "candidates", text: strings.Repeat("123456789", 81), format: "candidate line", cands: true},
		{name: "bad symbol", text: "\n 4..x" + puzzle[4:], err: "unexpected 'x'", template: "unexpected {{.Symbol}}", line: 2, column: 5},
		{name: "short line", text: "12345", err: "5 symbols", line: 1},
		{name: "unknown format", text: "https://www.example.com/page?id=42", err: "unrecognised link", line: 1, column: 1},
		{name: "damaged app link", text: "p=AAAA", err: "p:"},
		{name: "huge", text: strings.Repeat("1", sudoku.MaxInput+1), err: "bytes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := overTheWire(t, protocol.Read{Text: tt.text})
			reply, err := protocol.ReplyOf(protocol.Read{}, a)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("error %v, want one with %q", err, tt.err)
				}
				if a.ErrorLine != tt.line || a.ErrorColumn != tt.column {
					t.Errorf("error %q at %d:%d, want %d:%d", a.Error, a.ErrorLine, a.ErrorColumn, tt.line, tt.column)
				}
				if tt.template != "" && a.ErrorTemplate != tt.template {
					t.Errorf("error %q has template %q, want %q", a.Error, a.ErrorTemplate, tt.template)
				}
				if a.ErrorTemplate != "" && !slices.Contains(codec.ErrorTemplates(), a.ErrorTemplate) && !slices.Contains(sudoku.ErrorTemplates(), a.ErrorTemplate) {
					t.Errorf("template %q is not one the page's catalogues translate", a.ErrorTemplate)
				}
				// The page is handed the error as it was: a ParseError with
				// its place, its words the worker's.
				var pe *sudoku.ParseError
				if tt.line > 0 && (!errors.As(err, &pe) || pe.Line != tt.line || pe.Column != tt.column || err.Error() != a.Error) {
					t.Errorf("the page is handed %#v, want the ParseError at %d:%d", err, tt.line, tt.column)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			l, err := share.Decode(reply.Link)
			if err != nil || reply.Format != tt.format || reply.InLink != tt.inLink || reply.Candidates != tt.cands {
				t.Fatalf("reply %+v (%v); want format %q, in a link %v, candidates %v", reply, err, tt.format, tt.inLink, tt.cands)
			}
			if tt.rules == l.Rules.Bare() {
				t.Errorf("rules %v, want rules beyond classic: %v", l.Rules.Describe(), tt.rules)
			}
			if !tt.cands && !tt.rules && l.Puzzle != g {
				t.Errorf("read %v, want %v", l.Puzzle, g)
			}
			if tt.cands && (l.Cells == nil || l.Cells[0].Centre != 0x1ff) {
				t.Errorf("the candidates are not the link's notes: %+v", l.Cells)
			}
		})
	}
}

// An export job writes the formats the Share panel offers, those that
// can write the puzzle, each of which reads back.
func TestExport(t *testing.T) {
	const puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	g, _ := codec.ParseGrid(puzzle)
	x := sudoku.Rules{Extra: sudoku.Diagonals(sudoku.Classic)}
	thermo := sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Thermo{Cells: []sudoku.Cell{1, 2, 3}}}}
	small, _ := sudoku.ParseLine("1...............")
	clash, _ := sudoku.ParseLine("11" + puzzle[2:])
	tests := []struct {
		name             string
		grid             sudoku.Grid
		rules            sudoku.Rules
		solo, sudokuwiki bool
	}{
		{"classic", g, sudoku.Rules{}, true, true},
		{"4x4", small, sudoku.Rules{}, true, false},
		{"X", g, x, true, false},
		{"thermo", sudoku.NewGrid(sudoku.Classic), thermo, false, false},
		{"a setter's clashing draft", clash, sudoku.Rules{}, true, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			job := protocol.Export{Puzzle: tt.grid.String(), Rules: sudoku.EncodeRules(tt.grid.Shape(), &tt.rules)}
			reply, err := protocol.ReplyOf(job, overTheWire(t, job))
			if err != nil {
				t.Fatal(err)
			}
			if (reply.Solo != "") != tt.solo || (reply.Sudokuwiki != "") != tt.sudokuwiki || reply.FPuzzles == "" || reply.SudokuPad == "" {
				t.Fatalf("exports %+v; want Solo %v, sudokuwiki %v, f-puzzles and SudokuPad", reply, tt.solo, tt.sudokuwiki)
			}
			if tt.name == "a setter's clashing draft" {
				return // written as it stands: the readers refuse it
			}
			for _, text := range []string{reply.Solo, reply.Sudokuwiki, reply.FPuzzles, reply.SudokuPad} {
				if text == "" {
					continue
				}
				p, err := codec.Parse(text)
				if err != nil || p.Grid != tt.grid || p.Rules.Describe() != tt.rules.Describe() {
					t.Errorf("%.50s reads as %v, %s, %v", text, p.Grid, p.Rules.Describe(), err)
				}
			}
		})
	}
	for _, bad := range []protocol.Export{{Puzzle: "12x"}, {Puzzle: puzzle, Rules: "%%%"}, {Puzzle: strings.Repeat("1", sudoku.MaxInput+1)}} {
		if _, err := jobs.Run(context.Background(), bad, nil); err == nil {
			t.Errorf("%.40v: exported", bad)
		}
	}
	if got, want := codec.SudokuwikiURL(g), "https://www.sudokuwiki.org/sudoku.htm?bd="; !strings.HasPrefix(got, want) {
		t.Errorf("sudokuwiki %q", got)
	}
}

// grid writes a 9x9 line as nine rows.
func grid(line string) string {
	var rows []string
	for i := 0; i < len(line); i += 9 {
		rows = append(rows, line[i:i+9])
	}
	return strings.Join(rows, "\n")
}
