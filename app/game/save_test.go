package game

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func TestSaveLoadRoundTrip(t *testing.T) {
	g := newGame(t)
	g.Settings.Mistakes = CheckSolution
	g.Enter([]sudoku.Cell{r1c1}, 4, Normal)
	g.Enter([]sudoku.Cell{r1c2, r2c2}, 7, Corner)
	g.Enter([]sudoku.Cell{r1c2}, 2, Centre)
	g.Undo()
	g.Tick(1234e6)
	g.CountHint()

	data := g.Save()
	h, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(h.Save(), data) {
		t.Fatalf("Save(Load(x)) != x:\n%s\n%s", h.Save(), data)
	}
	if h.Digit(r1c1) != 4 || !h.Cell(r2c2).Corner.Has(7) || h.Cell(r1c2).Centre != 0 ||
		h.Elapsed() != 1234e6 || h.Hints() != 1 || h.Settings != g.Settings {
		t.Fatal("loaded game differs from the saved one")
	}
	if !h.Redo() || !h.Cell(r1c2).Centre.Has(2) {
		t.Fatal("redo history not restored")
	}
	if !h.Undo() || !h.Undo() || !h.Undo() || h.Digit(r1c1) != 0 || h.Undo() {
		t.Fatal("undo history not restored")
	}
}

// The history is written by hand; it must be the JSON that json.Marshal
// writes for the same [][][]int, multi-cell moves and 16x16 notes included.
func TestAppendMovesIsJSON(t *testing.T) {
	g := newGame(t)
	g.Enter([]sudoku.Cell{r1c1}, 4, Normal)
	g.Enter([]sudoku.Cell{r1c2, r2c2}, 7, Corner)
	g.Enter([]sudoku.Cell{r1c2, r2c2}, 7, Colour)
	g.Erase([]sudoku.Cell{r1c1})
	big, err := New(sudoku.NewGrid(sudoku.Shape{BoxRows: 4, BoxCols: 4}), DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	big.FillCandidates()
	for _, ms := range [][]move{nil, g.undo, big.undo} {
		got := appendMoves(nil, "", ms)
		var decoded [][][]int
		if len(ms) > 0 {
			if err := json.Unmarshal(got, &decoded); err != nil {
				t.Fatalf("%s: %v", got, err)
			}
		}
		if len(decoded) != len(ms) {
			t.Fatalf("%d moves written as %d", len(ms), len(decoded))
		}
		if want, _ := json.Marshal(decoded); len(ms) > 0 && !bytes.Equal(got, want) {
			t.Errorf("appendMoves wrote\n%s\njson.Marshal writes\n%s", got, want)
		}
	}
}

func TestLoadRejects(t *testing.T) {
	good := string(newGame(t).Save())
	tests := []struct {
		name, data, want string
	}{
		{"not json", "{", "unexpected end"},
		{"empty", "", "unexpected end"},
		{"future version", strings.Replace(good, `"v":2`, `"v":3`, 1), "version 3"},
		{"bad shape", strings.Replace(good, `"shape":"3x3"`, `"shape":"9x9"`, 1), "bad shape"},
		{"short givens", strings.Replace(good, `"givens":"..3`, `"givens":"3`, 1), "do not match"},
		{"conflicting givens", strings.Replace(good, `"givens":"..3.2`, `"givens":"..3.3`, 1), "givens"},
		{"entry over a given", strings.Replace(good, `"entries":"..`+".", `"entries":"..5`, 1), "over the given"},
		{"entry out of range", strings.Replace(good, `"entries":".`, `"entries":"x`, 1), "entry"},
		{"negative clock", strings.Replace(good, `"elapsed_ms":0`, `"elapsed_ms":-5`, 1), "clock"},
		{"move off the board", strings.Replace(good, `"elapsed_ms"`, `"undo":[[[81,0,0,0,0,1,0,0,0]]],"elapsed_ms"`, 1), "out of range"},
		{"note out of range", strings.Replace(good, `"elapsed_ms"`, `"undo":[[[0,0,0,0,0,1,1024,0,0]]],"elapsed_ms"`, 1), "out-of-range"},
		{"colour out of range", strings.Replace(good, `"elapsed_ms"`, `"undo":[[[0,0,0,0,0,1,0,0,10]]],"elapsed_ms"`, 1), "bad cell state"},
		{"version 1 change in version 2", strings.Replace(good, `"elapsed_ms"`, `"undo":[[[0,0,0,0,1,0,0]]],"elapsed_ms"`, 1), "7 numbers for a change, want 9"},
		{"moves not a list", strings.Replace(good, `"elapsed_ms"`, `"undo":"x","elapsed_ms"`, 1), "moves"},
		{"bad colours", strings.Replace(good, `"elapsed_ms"`, `"colours":"x`+strings.Repeat(".", 80)+`","elapsed_ms"`, 1), "colour"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.data == good {
				t.Fatal("the case did not change the record")
			}
			_, err := Load([]byte(tt.data))
			if _, ok := err.(*LoadError); !ok || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Load = %v, want a *LoadError containing %q", err, tt.want)
			}
		})
	}
}

func FuzzLoad(f *testing.F) {
	p, err := sudoku.Parse(puzzle)
	if err != nil {
		f.Fatal(err)
	}
	g, err := New(p, DefaultSettings())
	if err != nil {
		f.Fatal(err)
	}
	g.Enter([]sudoku.Cell{r1c1}, 4, Normal)
	g.Enter([]sudoku.Cell{r1c2}, 5, Corner)
	f.Add(g.Save())
	f.Add([]byte(`{"v":1,"shape":"2x2","givens":"1...............","entries":"................","corner":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],"centre":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],"elapsed_ms":0,"settings":{}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := Load(data)
		if err != nil {
			return
		}
		// Whatever loads saves to a record that loads to the same game, and
		// can be played: undo and redo all the way, then edit.
		again := g.Save()
		h, err := Load(again)
		if err != nil || !bytes.Equal(h.Save(), again) {
			t.Fatalf("round trip failed: %v", err)
		}
		for h.Undo() {
		}
		for h.Redo() {
		}
		h.Enter([]sudoku.Cell{0}, 1, Normal)
		h.Erase([]sudoku.Cell{0})
	})
}

// A record saved by version 1 (no colours, seven numbers a change) still
// loads, history and all.
func TestLoadVersion1(t *testing.T) {
	g := newGame(t)
	g.Enter([]sudoku.Cell{r1c1}, 4, Normal)
	g.Enter([]sudoku.Cell{r2c2}, 7, Corner)
	v2 := string(g.Save())
	v1 := strings.Replace(v2, `"v":2`, `"v":1`, 1)
	// Drop the colours from each change: [c,d,co,ce,col,d,co,ce,col] -> 7 numbers.
	v1 = strings.Replace(v1, `[0,0,0,0,0,4,0,0,0]`, `[0,0,0,0,4,0,0]`, 1)
	v1 = strings.Replace(v1, `[10,0,0,0,0,0,64,0,0]`, `[10,0,0,0,0,64,0]`, 1)
	if v1 == strings.Replace(v2, `"v":2`, `"v":1`, 1) {
		t.Fatalf("the fixture did not rewrite the moves: %s", v2)
	}
	h, err := Load([]byte(v1))
	if err != nil {
		t.Fatal(err)
	}
	if !h.Undo() || h.Cell(r2c2).Corner != 0 || !h.Undo() || h.Digit(r1c1) != 0 {
		t.Fatal("a version 1 history does not undo")
	}
}
