package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/grade"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/logic"
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
	g.SetGrade(grade.Grade{Level: logic.Hard, Rating: 4.2, Hardest: "XY-Wing <b>"})
	paris := time.FixedZone("Paris", 3600)
	g.played = time.Date(2025, 11, 3, 14, 5, 9, 0, paris)
	g.finished, g.finish = true, Finish{Elapsed: 1e9, At: time.Date(2025, 11, 3, 13, 0, 0, 0, paris), Revealed: true}

	data := g.Save()
	if !strings.Contains(string(data), `"played":"2025-11-03T14:05:09+01:00"`) {
		t.Errorf("the record does not keep the local time and offset: %s", data)
	}
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
	hf, hdone := h.Finished()
	if h.Grade() != g.Grade() || !h.Played().Equal(g.played) || !hdone || hf.Elapsed != 1e9 || !hf.At.Equal(g.finish.At) || !hf.Revealed {
		t.Fatalf("loaded grade %+v, played %v, finish %v %+v; want %+v, %v, %+v", h.Grade(), h.Played(), hdone, hf, g.Grade(), g.played, g.finish)
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
		{"future version", strings.Replace(good, `"v":7`, `"v":8`, 1), "version 8"},
		{"daily of another puzzle", strings.Replace(good, `"v":7`, `"v":7,"daily":"2026-11-24 Hard"`, 1), "not the puzzle of Daily, 24 Nov 2026, Hard"},
		{"daily without a date", strings.Replace(good, `"v":7`, `"v":7,"daily":"2026-11-31 Hard"`, 1), "not a date"},
		{"daily Extreme", strings.Replace(good, `"v":7`, `"v":7,"daily":"2026-11-24 Extreme"`, 1), "no daily puzzle"},
		{"rules unreadable", strings.Replace(good, `"v":7`, `"v":7,"rules":"1!"`, 1), "rules:"},
		{"bad shape", strings.Replace(good, `"shape":"3x3"`, `"shape":"9x9"`, 1), "bad shape"},
		{"short givens", strings.Replace(good, `"givens":"..3`, `"givens":"3`, 1), "do not match"},
		{"conflicting givens", strings.Replace(good, `"givens":"..3.2`, `"givens":"..3.3`, 1), "givens"},
		{"entry over a given", strings.Replace(good, `"entries":"..`+".", `"entries":"..5`, 1), "over the given"},
		{"entry out of range", strings.Replace(good, `"entries":".`, `"entries":"x`, 1), "entry"},
		{"negative clock", strings.Replace(good, `"elapsed_ms":0`, `"elapsed_ms":-5`, 1), "clock"},
		{"move off the board", strings.Replace(good, `"elapsed_ms"`, `"undo":[[[81,0,0,0,0,1,0,0,0]]],"elapsed_ms"`, 1), "out of range"},
		{"note out of range", strings.Replace(good, `"elapsed_ms"`, `"undo":[[[0,0,0,0,0,1,1024,0,0]]],"elapsed_ms"`, 1), "out-of-range"},
		{"colour out of range", strings.Replace(good, `"elapsed_ms"`, `"undo":[[[0,0,0,0,0,1,0,0,10]]],"elapsed_ms"`, 1), "bad cell state"},
		{"candidates without notes", strings.Replace(good, `"centre":[0,`, `"centre":[2147483648,`, 1), "candidates without centre notes"},
		{"candidates without notes in a move", strings.Replace(good, `"elapsed_ms"`, `"undo":[[[0,0,0,0,0,0,0,2147483648,0]]],"elapsed_ms"`, 1), "candidates without centre notes"},
		{"candidates in version 6", strings.Replace(strings.Replace(good, `"v":7`, `"v":6`, 1), `"centre":[0,`, `"centre":[2147483650,`, 1), "out-of-range"},
		{"version 1 change in version 2", strings.Replace(good, `"elapsed_ms"`, `"undo":[[[0,0,0,0,1,0,0]]],"elapsed_ms"`, 1), "7 numbers for a change, want 9"},
		{"moves not a list", strings.Replace(good, `"elapsed_ms"`, `"undo":"x","elapsed_ms"`, 1), "moves"},
		{"bad colours", strings.Replace(good, `"elapsed_ms"`, `"colours":"x`+strings.Repeat(".", 80)+`","elapsed_ms"`, 1), "colour"},
		{"grade not JSON", strings.Replace(good, `"elapsed_ms"`, `"grade":{"level":,"elapsed_ms"`, 1), "invalid character"},
		{"bad played", strings.Replace(good, `"elapsed_ms"`, `"played":"yesterday","elapsed_ms"`, 1), "when played"},
		{"finished before starting", strings.Replace(good, `"elapsed_ms"`, `"finish":{"elapsed_ms":-1},"elapsed_ms"`, 1), "finished after -1 ms"},
		{"finished after the clock", strings.Replace(good, `"elapsed_ms"`, `"finish":{"elapsed_ms":5},"elapsed_ms"`, 1), "finished after 5 ms of 0"},
		{"bad finish time", strings.Replace(good, `"elapsed_ms"`, `"finish":{"elapsed_ms":0,"at":"2025-13-01T00:00:00Z"},"elapsed_ms"`, 1), "when finished"},
		{"finish not an object", strings.Replace(good, `"elapsed_ms"`, `"finish":true,"elapsed_ms"`, 1), "finish"},
		{"mistakes past the limit", strings.Replace(good, `"elapsed_ms"`, `"strikes":4,"elapsed_ms"`, 1), "4 mistakes counted, at most 3"},
		{"mistakes below nothing", strings.Replace(good, `"elapsed_ms"`, `"strikes":-1,"elapsed_ms"`, 1), "-1 mistakes"},
		{"lost before the last mistake", strings.Replace(good, `"elapsed_ms"`, `"strikes":2,"finish":{"elapsed_ms":0,"lost":true},"elapsed_ms"`, 1), "lost with 2 mistakes"},
		{"lost and revealed", strings.Replace(good, `"elapsed_ms"`, `"strikes":3,"finish":{"elapsed_ms":0,"lost":true,"revealed":true},"elapsed_ms"`, 1), "or revealed"},
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
	p, err := codec.ParseGrid(puzzle)
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
	g.SetGrade(grade.Grade{Level: logic.Easy, Rating: 1.2, Hardest: "hidden single"})
	g.Reveal(solutionOf(f))
	g.played, g.finish.At = time.Date(2025, 11, 3, 14, 5, 9, 0, time.FixedZone("", -7*3600)), time.Date(2025, 11, 3, 14, 5, 0, 0, time.UTC)
	f.Add(g.Save())
	for _, name := range []string{"v2-progress.json", "v2-solved.json"} {
		b, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	for _, rec := range oldGradeRecords {
		f.Add([]byte(rec.data))
	}
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
	v3 := string(g.Save())
	v1 := strings.Replace(v3, fmt.Sprintf(`"v":%d`, RecordVersion), `"v":1`, 1)
	// Drop the colours from each change: [c,d,co,ce,col,d,co,ce,col] -> 7 numbers.
	v1 = strings.Replace(v1, `[0,0,0,0,0,4,0,0,0]`, `[0,0,0,0,4,0,0]`, 1)
	v1 = strings.Replace(v1, `[10,0,0,0,0,0,64,0,0]`, `[10,0,0,0,0,64,0]`, 1)
	if v1 == strings.Replace(v3, fmt.Sprintf(`"v":%d`, RecordVersion), `"v":1`, 1) {
		t.Fatalf("the fixture did not rewrite the moves: %s", v3)
	}
	h, err := Load([]byte(v1))
	if err != nil {
		t.Fatal(err)
	}
	if !h.Undo() || h.Cell(r2c2).Corner != 0 || !h.Undo() || h.Digit(r1c1) != 0 {
		t.Fatal("a version 1 history does not undo")
	}
}

// Records written by version 2 of this code (testdata, made by its Save)
// still load whole, and are counted as far as they can be: the solved one
// as finished, with its time but no date, and not known to be revealed.
// Saved again, they become version 3 records that load the same.
func TestLoadVersion2Records(t *testing.T) {
	tests := []struct {
		file     string
		digits   int
		elapsed  time.Duration
		hints    int
		finished bool
	}{
		{"v2-progress.json", 33, 95 * time.Second, 2, false},
		{"v2-solved.json", 81, 312 * time.Second, 1, true},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Contains(data, []byte(`"v":2,`)) {
				t.Fatalf("%s is not a version 2 record", tt.file)
			}
			g, err := Load(data)
			if err != nil {
				t.Fatal(err)
			}
			for _, h := range []*Game{g, mustLoad(t, g.Save())} {
				grid := h.Grid()
				f, finished := h.Finished()
				if grid.Filled() != tt.digits || h.Elapsed() != tt.elapsed || h.Hints() != tt.hints || !h.Grade().IsZero() || !h.Played().IsZero() {
					t.Errorf("loaded %d digits, %v, %d hints, grade %v, played %v; want %d, %v, %d, none, not known",
						grid.Filled(), h.Elapsed(), h.Hints(), h.Grade(), h.Played(), tt.digits, tt.elapsed, tt.hints)
				}
				if want := (Finish{Elapsed: tt.elapsed}); finished != tt.finished || tt.finished && f != want {
					t.Errorf("finished %v, %+v; want %v, %+v", finished, f, tt.finished, want)
				}
			}
			if !tt.finished {
				if !g.CanUndo() || !g.CanRedo() || g.Cell(2).Colour != 3 || !g.Cell(10).Corner.Has(8) {
					t.Error("the history, colours or notes did not survive")
				}
				return
			}
			// A Library with a clock stamps it played, never finished: when
			// it finished is not known.
			lib := NewLibrary(&MemoryStorage{})
			lib.Now = clockAt(time.Date(2025, 11, 3, 14, 5, 9, 0, time.UTC))
			if err := lib.Save(g); err != nil {
				t.Fatal(err)
			}
			if f, _ := g.Finished(); !f.At.IsZero() || g.Played().IsZero() {
				t.Errorf("after a save with a clock, finished at %v, played %v; want not known, and now", f.At, g.Played())
			}
		})
	}
}

// oldGradeRecords are records of versions 3 to 5, which hold the grade
// as text, with the grade each loads with: the text's, or none when the
// text does not read (nothing the engine wrote, or cut short).
var oldGradeRecords = []struct {
	name, data string
	want       grade.Grade
}{
	{"version 5, classic", `{"v":5,"shape":"3x3","givens":"` + puzzle + `","entries":"` + strings.Repeat(".", 81) + `","corner":` + zeros81 + `,"centre":` + zeros81 +
		`,"elapsed_ms":95000,"settings":{},"grade":"Hard 4.2 (XY-Wing)","played":"2026-11-24T09:00:00Z"}`,
		grade.Grade{Level: logic.Hard, Rating: 4.2, Hardest: "XY-Wing"}},
	{"version 5, SE's rating", `{"v":5,"shape":"3x3","givens":"` + puzzle + `","entries":"` + strings.Repeat(".", 81) + `","corner":` + zeros81 + `,"centre":` + zeros81 +
		`,"elapsed_ms":95000,"settings":{},"grade":"Master SE 7.2 (Forcing Chain)"}`,
		grade.Grade{Level: logic.Master, Rating: 7.2, SE: true, Hardest: "Forcing Chain"}},
	{"version 4, SE's lower bound", `{"v":4,"shape":"3x3","givens":"` + puzzle + `","entries":"` + strings.Repeat(".", 81) + `","corner":` + zeros81 + `,"centre":` + zeros81 +
		`,"elapsed_ms":0,"settings":{},"grade":"Extreme SE 10.5+"}`,
		grade.Grade{Level: logic.Extreme, Rating: 10.5, SE: true, AtLeast: true}},
	{"version 3, 4x4", `{"v":3,"shape":"2x2","givens":"1...............","entries":"................","corner":` + zeros16 + `,"centre":` + zeros16 +
		`,"elapsed_ms":20000,"settings":{},"grade":"Easy 1.0 (full house)"}`,
		grade.Grade{Level: logic.Easy, Rating: 1, Hardest: "full house"}},
	{"version 5, a grade that does not read", `{"v":5,"shape":"3x3","givens":"` + puzzle + `","entries":"` + strings.Repeat(".", 81) + `","corner":` + zeros81 + `,"centre":` + zeros81 +
		`,"elapsed_ms":95000,"settings":{},"grade":"Tough 4.2 (XY-Wing)"}`,
		grade.Grade{}},
	{"version 5, a grade too long", `{"v":5,"shape":"3x3","givens":"` + puzzle + `","entries":"` + strings.Repeat(".", 81) + `","corner":` + zeros81 + `,"centre":` + zeros81 +
		`,"elapsed_ms":95000,"settings":{},"grade":"` + strings.Repeat("x", 201) + `"}`,
		grade.Grade{}},
	{"version 6, a level it does not know", `{"v":6,"shape":"3x3","givens":"` + puzzle + `","entries":"` + strings.Repeat(".", 81) + `","corner":` + zeros81 + `,"centre":` + zeros81 +
		`,"elapsed_ms":95000,"settings":{},"grade":{"level":"Tough","rating":4.2}}`,
		grade.Grade{}},
}

// zeros81 and zeros16 are a record's notes for a board without any.
var (
	zeros81 = "[" + strings.Repeat("0,", 80) + "0]"
	zeros16 = "[" + strings.Repeat("0,", 15) + "0]"
)

// Records of earlier versions load with the grade their text says, and
// save it as an object; a grade that does not read leaves the game
// ungraded, never unloadable.
func TestLoadOldGrades(t *testing.T) {
	for _, tc := range oldGradeRecords {
		t.Run(tc.name, func(t *testing.T) {
			g, err := Load([]byte(tc.data))
			if err != nil {
				t.Fatal(err)
			}
			if g.Grade() != tc.want {
				t.Errorf("loaded grade %+v, want %+v", g.Grade(), tc.want)
			}
			saved := g.Save()
			if tc.want.IsZero() == bytes.Contains(saved, []byte(`"grade":{`)) {
				t.Errorf("saved again as %s", saved)
			}
			if h := mustLoad(t, saved); h.Grade() != tc.want || Summarize(h).Grade != tc.want {
				t.Errorf("saved and loaded again: grade %+v, summary's %+v; want %+v", h.Grade(), Summarize(h).Grade, tc.want)
			}
		})
	}
}

func mustLoad(t testing.TB, data []byte) *Game {
	t.Helper()
	g, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func solutionOf(t testing.TB) sudoku.Grid {
	t.Helper()
	s, err := codec.ParseGrid(solution)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// A daily game keeps its date and level through a save, and only the
// day's puzzle can be marked as it.
func TestDailyRecord(t *testing.T) {
	d := Daily{Date: daily.Date{Year: 2026, Month: time.November, Day: 24}, Level: logic.Hard}
	puzzle, err := daily.Puzzle(d.Date, d.Level)
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(puzzle, DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := g.Daily(); ok {
		t.Fatal("a new game is a daily")
	}
	if changed, err := g.MarkDaily(d); !changed || err != nil {
		t.Fatalf("MarkDaily = %v, %v", changed, err)
	}
	if changed, err := g.MarkDaily(d); changed || err != nil {
		t.Fatalf("MarkDaily again = %v, %v; want no change", changed, err)
	}
	rec := g.Save()
	if !strings.Contains(string(rec), `"daily":"2026-11-24 Hard"`) {
		t.Fatalf("record %s", rec)
	}
	h, err := Load(rec)
	if err != nil {
		t.Fatal(err)
	}
	if got, ok := h.Daily(); !ok || got != d {
		t.Errorf("loaded daily %v, %v; want %v", got, ok, d)
	}
	if _, err := newGame(t).MarkDaily(d); err == nil {
		t.Error("another puzzle was marked as the daily")
	}
	if _, err := ParseDaily("2026-11-24 Easy"); err != nil {
		t.Error(err)
	}
}

// readMoves reads what json.Unmarshal reads into a [][][]int, to the same
// value, and refuses what it refuses.
func FuzzReadMoves(f *testing.F) {
	for _, seed := range []string{
		`[[[0,0,0,0,0,4,0,0,0]],[[1,0,0,0,0,0,16,0,0],[2,0,0,0,0,0,16,0,0]]]`,
		`null`, `[]`, `[null]`, `[[]]`, `[[null]]`, `[[[]]]`, " [ [ [ -0 , 1 ]\t]\n]\r", `[[[1.5]]]`, `[[[1e2]]]`,
		`[[[01]]]`, `[[[-]]]`, `[[[9223372036854775807]]]`, `[[[9223372036854775808]]]`, `[[["1"]]]`,
		`[[[[1]]]]`, `[[[1]]]x`, `[[[1],]]`, `[[[1 2]]]`, `{}`, `[true]`, ``, `nul`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := readMoves(data)
		var want [][][]int
		jerr := json.Unmarshal(data, &want)
		if (err == nil) != (jerr == nil) {
			t.Fatalf("readMoves(%q): %v; json.Unmarshal: %v", data, err, jerr)
		}
		if err == nil && !reflect.DeepEqual(got, want) {
			t.Fatalf("readMoves(%q) = %#v, json.Unmarshal reads %#v", data, got, want)
		}
	})
}
