package codec_test

import (
	"bufio"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// overlapping is an f-puzzles puzzle of two killer cages sharing r1c2,
// as f-puzzles writes it.
var overlapping = `{"size":9,"grid":[` + strings.Repeat(`[{},{},{},{},{},{},{},{},{}],`, 8) + `[{},{},{},{},{},{},{},{},{}]],` +
	`"killercage":[{"cells":["R1C1","R1C2"],"value":"3"},{"cells":["R1C2","R1C3"],"value":"5"}]}`

// TestOverlappingCagesRead reads killer cages that share cells from the
// formats that can carry them (f-puzzles JSON and links, SudokuPad's
// JSON, the rules code) and writes them back: the same two cages, in
// order. The formats that give each cell one cage refuse them, naming
// the cell and both cages.
func TestOverlappingCagesRead(t *testing.T) {
	want := sudoku.Rules{Constraints: []sudoku.Constraint{
		sudoku.Cage{Cells: cells(1, 1, 1, 2), Sum: 3}, sudoku.Cage{Cells: cells(1, 2, 1, 3), Sum: 5}}}
	sudokuPad := `{"cells":[` + strings.Repeat(`[{},{},{},{},{},{},{},{},{}],`, 8) + `[{},{},{},{},{},{},{},{},{}]],` +
		`"cages":[{"cells":[[0,0],[0,1]],"value":"3"},{"cells":[[0,1],[0,2]],"value":5}]}`
	for name, text := range map[string]string{
		"f-puzzles JSON": overlapping,
		"f-puzzles link": "https://www.f-puzzles.com/?load=" + lzCompress(overlapping),
		"SudokuPad JSON": "https://sudokupad.app/scl" + lzCompress(sudokuPad),
	} {
		p, err := codec.Parse(text)
		if err != nil || p.Grid != sudoku.NewGrid(sudoku.Classic) || !reflect.DeepEqual(p.Rules, want) {
			t.Errorf("%s: got %+v, %v\nwant %+v", name, p.Rules, err, want)
			continue
		}
		// Back through every writer that carries cages.
		for writer, out := range map[string]string{
			"FPuzzlesJSON": codec.FPuzzlesJSON(p), "FPuzzlesURL": codec.FPuzzlesURL(p), "SudokuPadURL": codec.SudokuPadURL(p),
		} {
			q, err := codec.Parse(out)
			if err != nil || q.Grid != p.Grid || !reflect.DeepEqual(q.Rules, want) {
				t.Errorf("%s through %s: got %+v, %v\nwant %+v", name, writer, q.Rules, err, want)
			}
		}
		if got, err := sudoku.DecodeRules(sudoku.Classic, sudoku.EncodeRules(sudoku.Classic, &p.Rules)); err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("%s through the rules code: got %+v, %v", name, got, err)
		}
		for _, w := range []struct {
			name   string
			format func(sudoku.Puzzle) (string, error)
			who    string
		}{
			{"FormatKillerString", codec.FormatKillerString, "the killer formats give"},
			{"FormatSumoCue", codec.FormatSumoCue, "the killer formats give"},
			{"FormatSoloPuzzle", codec.FormatSoloPuzzle, "Solo gives"},
		} {
			wantErr := "sudoku: r1c2 is in killer cage at r1c1 and in killer cage at r1c2: " + w.who + " each cell one cage, and cannot write cages that overlap"
			if out, err := w.format(p); err == nil || err.Error() != wantErr {
				t.Errorf("%s: %s = %q, %v; want the error %q", name, w.name, out, err, wantErr)
			}
		}
	}
}

// TestOverlappingKillersRoundTrip reads engine/solve's killers of
// overlapping cages (f-puzzles JSON) and writes them back through
// f-puzzles and SudokuPad links: the same rules, cage for cage.
func TestOverlappingKillersRoundTrip(t *testing.T) {
	f, err := os.Open("../solve/testdata/overlapping.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	read := 0
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) != 5 {
			continue
		}
		p, err := codec.Parse(cols[4])
		if err != nil {
			t.Fatalf("%s: %v", cols[1], err)
		}
		read++
		if _, _, _, ok := p.Rules.CageOverlap(); !ok || p.Rules.Describe() != "killer cages" {
			t.Errorf("%s: read as %q, overlapping %v", cols[1], p.Rules.Describe(), ok)
		}
		for _, link := range []string{codec.FPuzzlesURL(p), codec.SudokuPadURL(p)} {
			q, err := codec.Parse(link)
			if err != nil || q.Grid != p.Grid || !reflect.DeepEqual(q.Rules, p.Rules) {
				t.Errorf("%s: round trip through %.40s…: %v\n got %+v\nwant %+v", cols[1], link, err, q.Rules, p.Rules)
			}
		}
	}
	if read == 0 {
		t.Error("overlapping.tsv: no puzzle read")
	}
}
