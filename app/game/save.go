package game

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sudoku-app/sudoku/app/grade"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// RecordVersion is the version of the saved record that Save writes. Load
// reads it and every earlier version:
//
//	1  moves record cell, then digit, corner and centre before and after
//	2  adds cell colours: the colours field, and a colour after each centre in moves
//	3  adds what the list of games and statistics need: the grade, when the
//	   game was last played, and its finish (time played, when, revealed)
//	4  adds the daily puzzle a game plays: "daily":"2026-11-24 Hard"
//	5  adds a variant's rules, as sudoku.EncodeRules writes them: "rules":"..."
//	6  writes the grade as grade.Grade's JSON, an object:
//	   "grade":{"level":"Hard","rating":4.2,"hardest":"XY-Wing"}
//	7  adds the mistake limit: the mistakes counted, "strikes":2, the
//	   setting, "MistakeLimit":true, and a game lost at the third,
//	   "finish":{...,"lost":true};
//	   and marks centre notes that are candidates (CellState.Candidates)
//	   with bit 31 of their set (candidatesBit), in centre and in moves
//
// The grade of versions 3 to 5 is text, "Hard 4.2 (XY-Wing)", which
// grade.Parse reads. A grade that does not read, in any version, never
// makes a record unloadable: the game loads ungraded, and the page grades
// it again when it opens (savedGrade).
//
// A record of version 1 or 2 whose board is complete loads as finished,
// with its time played but no date and Revealed false: those versions did
// not say when or how a game ended (Finish.At).
//
// The fields version 3 adds, for a game solved in 5:12 (an absent field is
// empty: no grade, never stamped, not finished, not revealed):
//
//	"grade":"Hard 4.2 (XY-Wing)", "played":"2025-11-03T14:05:09+01:00",
//	"finish":{"elapsed_ms":312000,"at":"2025-11-03T14:05:09+01:00"}
//
// Statistics count each record once, from its finish: solved when
// finish.revealed is false and finish.at is known; the solution shown when
// revealed; before version 3 (no at) completed, how not known.
const RecordVersion = 7

// changeLen is the length of one recorded cell change, by record version.
var changeLen = map[int]int{1: 7, 2: 9, 3: 9, 4: 9, 5: 9, 6: 9, 7: 9}

// candidatesBit marks, in a record of version 7 or later, a centre set
// that holds candidates (CellState.Candidates): above every digit's bit.
const candidatesBit = 1 << 31

// savedCentre returns the centre notes of s as a record writes them.
func savedCentre(s CellState) uint64 {
	if s.Candidates {
		return uint64(s.Centre) | candidatesBit
	}
	return uint64(s.Centre)
}

// loadCentre reads centre notes as a record of version v writes them:
// the set, and whether they are candidates.
func loadCentre(centre uint64, v int) (sudoku.Set, bool) {
	if v >= 7 && centre&candidatesBit != 0 {
		return sudoku.Set(centre &^ candidatesBit), true
	}
	return sudoku.Set(centre), false
}

// timeFormat is how a record writes a time: to the second, with the
// player's offset from UTC, so the local day a game was played stays known.
const timeFormat = time.RFC3339

// MaxHistory is how many moves a saved record keeps, newest first, so a
// long game cannot outgrow the browser's storage.
const MaxHistory = 1000

// record is the saved form of a Game: JSON, compact, and checked field by
// field on load, since storage can hold anything.
type record struct {
	V       int      `json:"v"`
	Shape   string   `json:"shape"`   // "3x3": box rows x box columns
	Givens  string   `json:"givens"`  // line format
	Entries string   `json:"entries"` // line format, '.' where the player has no digit
	Corner  []uint32 `json:"corner"`  // a Set per cell
	Centre  []uint32 `json:"centre"`
	Colours string   `json:"colours,omitempty"` // a colour 1-9 per cell, '.' for none; absent when none
	// Moves, oldest first, as [[[cell, before..., after...], ...], ...]:
	// each change is a cell, then its state before and after it (digit,
	// corner, centre, colour). Save writes them after the other fields
	// (appendMoves); Load reads them as [][][]int.
	Undo     json.RawMessage `json:"undo,omitempty"`
	Redo     json.RawMessage `json:"redo,omitempty"`
	Elapsed  int64           `json:"elapsed_ms"`
	Hints    int             `json:"hints,omitempty"`
	Settings Settings        `json:"settings"`
	// Since version 3.
	Grade  savedGrade    `json:"grade,omitzero"`   // as the engine graded the puzzle, absent when not graded
	Played string        `json:"played,omitempty"` // when last saved by a Library with a clock (timeFormat)
	Finish *finishRecord `json:"finish,omitempty"` // absent until the game is finished
	// Since version 4.
	Daily string `json:"daily,omitempty"` // Daily.String, absent for another puzzle
	// Since version 5.
	Rules string `json:"rules,omitempty"` // sudoku.EncodeRules, absent for classic Sudoku
	// Since version 7.
	Strikes int `json:"strikes,omitempty"` // mistakes counted under the mistake limit
}

// finishRecord is the saved form of a Finish.
type finishRecord struct {
	Elapsed  int64  `json:"elapsed_ms"`         // the time played at the finish, at most the record's elapsed_ms
	At       string `json:"at,omitempty"`       // timeFormat; absent when not known
	Revealed bool   `json:"revealed,omitempty"` // the solution was shown: completed, not solved
	Lost     bool   `json:"lost,omitempty"`     // ended at the last mistake the limit allows (since version 7)
}

// formatTime writes t as a record does: "" for the zero time.
func formatTime(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.Format(timeFormat)
}

// parseTime reads a time written by formatTime, to the second.
func parseTime(s string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	t, err := time.Parse(timeFormat, s)
	return t.Truncate(time.Second), err
}

// Save returns the game's record.
func (g *Game) Save() []byte {
	n := g.Shape().Cells()
	r := record{
		V:        RecordVersion,
		Shape:    g.Shape().String(),
		Givens:   g.givens.String(),
		Corner:   make([]uint32, n),
		Centre:   make([]uint32, n),
		Elapsed:  g.elapsed.Milliseconds(),
		Hints:    g.hints,
		Settings: g.Settings,
		Grade:    savedGrade(g.grade),
		Played:   formatTime(g.played),
		Rules:    g.rulesID,
		Strikes:  g.strikes,
	}
	if g.daily != (Daily{}) {
		r.Daily = g.daily.String()
	}
	if g.finished {
		f := g.finish
		r.Finish = &finishRecord{Elapsed: f.Elapsed.Milliseconds(), At: formatTime(f.At), Revealed: f.Revealed, Lost: f.Lost}
	}
	var entries, colours strings.Builder
	coloured := false
	for c := 0; c < n; c++ {
		entries.WriteByte(g.cells[c].Digit.Symbol())
		colours.WriteByte(sudoku.Digit(g.cells[c].Colour).Symbol())
		coloured = coloured || g.cells[c].Colour != 0
		r.Corner[c], r.Centre[c] = uint32(g.cells[c].Corner), uint32(savedCentre(g.cells[c]))
	}
	r.Entries = entries.String()
	if coloured {
		r.Colours = colours.String()
	}
	b, err := json.Marshal(r)
	if err != nil { // cannot happen for these field types
		panic(err)
	}
	// The history, most of the record, goes in by hand: json.Marshal
	// would check and compact it again, on every key press.
	b = b[:len(b)-1] // the closing brace
	// Room for it at once (a change takes about 30 bytes), rather than
	// doubling the buffer through the record's size several times.
	changes := 0
	for _, ms := range [][]move{g.undo, g.redo} {
		for _, m := range saved(ms) {
			changes += len(m)
		}
	}
	b = slices.Grow(b, 32*changes+32)
	b = appendMoves(b, `,"undo":`, g.undo)
	b = appendMoves(b, `,"redo":`, g.redo)
	return append(b, '}')
}

// saved returns the moves of ms a record keeps: the newest MaxHistory.
func saved(ms []move) []move { return ms[max(0, len(ms)-MaxHistory):] }

// appendMoves appends field and then the saved moves of ms to b, as the
// JSON that json.Marshal writes for [][][]int, and returns b unchanged when
// there are none.
func appendMoves(b []byte, field string, ms []move) []byte {
	if len(ms) == 0 {
		return b
	}
	ms = saved(ms)
	b = append(b, field...)
	b = append(b, '[')
	for i, m := range ms {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '[')
		for j, ch := range m {
			if j > 0 {
				b = append(b, ',')
			}
			bf, af := ch.before, ch.after
			for k, v := range [...]uint64{uint64(ch.cell), uint64(bf.Digit), uint64(bf.Corner), savedCentre(bf), uint64(bf.Colour),
				uint64(af.Digit), uint64(af.Corner), savedCentre(af), uint64(af.Colour)} {
				if k == 0 {
					b = append(b, '[')
				} else {
					b = append(b, ',')
				}
				b = strconv.AppendUint(b, v, 10)
			}
			b = append(b, ']')
		}
		b = append(b, ']')
	}
	return append(b, ']')
}

// savedGrade is a grade as a record or an archived game holds it:
// grade.Grade's JSON, or the text of earlier versions. One that does not
// read (a text grade.Parse refuses, an unknown level) reads as no grade:
// a grade is the engine's to give again, and never costs a game.
type savedGrade grade.Grade

func (g savedGrade) MarshalJSON() ([]byte, error) { return grade.Grade(g).MarshalJSON() }

func (g *savedGrade) UnmarshalJSON(b []byte) error {
	var gr grade.Grade
	if err := gr.UnmarshalJSON(b); err != nil {
		gr = grade.Grade{}
	}
	*g = savedGrade(gr)
	return nil
}

// storable returns gr as a saved record reads it back: its technique's
// name in UTF-8 and cut to grade.MaxHardest bytes (no character cut in
// two), and no grade for one that would not read back (a level or a
// rating out of range).
func storable(gr grade.Grade) grade.Grade {
	if !slices.Contains(logic.Levels(), gr.Level) || !(gr.Rating >= 0 && gr.Rating <= 100) {
		return grade.Grade{}
	}
	gr.Hardest = strings.ToValidUTF8(gr.Hardest, "")
	if len(gr.Hardest) > grade.MaxHardest {
		gr.Hardest = strings.ToValidUTF8(gr.Hardest[:grade.MaxHardest], "")
	}
	return gr
}

// LoadError says why a saved record cannot be restored.
type LoadError struct{ Msg string }

func (e *LoadError) Error() string { return "game: saved game unreadable: " + e.Msg }

func loadErr(format string, args ...any) error { return &LoadError{fmt.Sprintf(format, args...)} }

// Load restores a game from a record written by Save. Anything malformed
// (truncated JSON, a later version, a digit out of range, an entry over a
// given, a conflicting puzzle) is a *LoadError: a record is never trusted.
func Load(data []byte) (*Game, error) {
	var r record
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, loadErr("%v", err)
	}
	if changeLen[r.V] == 0 {
		return nil, loadErr("version %d, this app reads versions 1 to %d", r.V, RecordVersion)
	}
	shape, err := sudoku.ParseShape(r.Shape)
	if err != nil {
		return nil, loadErr("bad shape: %v", err)
	}
	n := shape.Cells()
	if len(r.Givens) != n || len(r.Entries) != n || len(r.Corner) != n || len(r.Centre) != n {
		return nil, loadErr("%d cells do not match shape %s", len(r.Givens), shape)
	}
	// A variant's givens are checked against its rules below.
	p, err := sudoku.ParseCoded(r.Givens, r.Rules)
	if err != nil {
		return nil, loadErr("givens or rules: %v", err)
	}
	givens := p.Grid
	if givens.Shape() != shape {
		return nil, loadErr("givens are %s, record says %s", givens.Shape(), shape)
	}
	g := &Game{givens: givens, elapsed: time.Duration(r.Elapsed) * time.Millisecond, hints: r.Hints, Settings: r.Settings, grade: grade.Grade(r.Grade)}
	if r.Rules != "" {
		g.rules, g.rulesID = p.Rules, sudoku.EncodeRules(shape, &p.Rules)
	}
	if r.Elapsed < 0 || r.Hints < 0 || r.Settings.check() != nil {
		return nil, loadErr("bad clock, hint count or settings")
	}
	if r.Strikes < 0 || r.Strikes > MaxStrikes {
		return nil, loadErr("%d mistakes counted, at most %d", r.Strikes, MaxStrikes)
	}
	g.strikes = r.Strikes
	if g.played, err = parseTime(r.Played); err != nil {
		return nil, loadErr("when played: %v", err)
	}
	if r.Daily != "" {
		d, err := ParseDaily(r.Daily)
		if err != nil {
			return nil, loadErr("%v", err)
		}
		if _, err := g.MarkDaily(d); err != nil {
			return nil, loadErr("%v", err)
		}
	}
	if f := r.Finish; f != nil {
		if f.Elapsed < 0 || f.Elapsed > r.Elapsed {
			return nil, loadErr("finished after %d ms of %d played", f.Elapsed, r.Elapsed)
		}
		at, err := parseTime(f.At)
		if err != nil {
			return nil, loadErr("when finished: %v", err)
		}
		if f.Lost && (f.Revealed || r.Strikes != MaxStrikes) {
			return nil, loadErr("lost with %d mistakes counted, or revealed", r.Strikes)
		}
		g.finished = true
		g.finish = Finish{Elapsed: time.Duration(f.Elapsed) * time.Millisecond, At: at, Revealed: f.Revealed, Lost: f.Lost}
	}
	if r.Colours != "" && len(r.Colours) != n {
		return nil, loadErr("%d colours for %d cells", len(r.Colours), n)
	}
	for c := 0; c < n; c++ {
		d, ok := digitOf(r.Entries[c], shape.N())
		if !ok {
			return nil, loadErr("entry %q at %s", r.Entries[c], shape.CellName(sudoku.Cell(c)))
		}
		s := CellState{Digit: d, Corner: sudoku.Set(r.Corner[c])}
		s.Centre, s.Candidates = loadCentre(uint64(r.Centre[c]), r.V)
		if r.Colours != "" {
			colour, ok := digitOf(r.Colours[c], Colours)
			if !ok {
				return nil, loadErr("colour %q at %s", r.Colours[c], shape.CellName(sudoku.Cell(c)))
			}
			s.Colour = uint8(colour)
		}
		if err := g.checkState(sudoku.Cell(c), s); err != nil {
			return nil, loadErr("%v", err)
		}
		g.cells[c] = s
	}
	if g.undo, err = g.loadMoves(r.Undo, r.V); err != nil {
		return nil, err
	}
	if g.redo, err = g.loadMoves(r.Redo, r.V); err != nil {
		return nil, err
	}
	// A complete board without a finish is one completed before version 3:
	// finished, when and how not known.
	if g.settle() {
		g.stampDue = false
	}
	return g, nil
}

// digitOf reads one symbol of a line: '.' or a digit 1..n.
func digitOf(b byte, n int) (sudoku.Digit, bool) {
	if b == '.' {
		return 0, true
	}
	for d := sudoku.Digit(1); int(d) <= n; d++ {
		if d.Symbol() == b {
			return d, true
		}
	}
	return 0, false
}

// checkState reports a cell state that no play could have produced.
func (g *Game) checkState(c sudoku.Cell, s CellState) error {
	full := sudoku.FullSet(g.Shape().N())
	if int(s.Digit) > g.Shape().N() || s.Corner&^full != 0 || s.Centre&^full != 0 || s.Colour > Colours {
		return fmt.Errorf("out-of-range digit, note or colour at %s", g.Shape().CellName(c))
	}
	if s.Candidates && s.Centre == 0 {
		return fmt.Errorf("candidates without centre notes at %s", g.Shape().CellName(c))
	}
	if g.IsGiven(c) && s != (CellState{Colour: s.Colour}) {
		return fmt.Errorf("player marks over the given at %s", g.Shape().CellName(c))
	}
	return nil
}

// loadMoves reads the moves of a record of version v; a version 1 change
// has no colours.
func (g *Game) loadMoves(raw json.RawMessage, v int) ([]move, error) {
	var rs [][][]int
	if len(raw) > 0 {
		var err error
		if rs, err = readMoves(raw); err != nil {
			return nil, loadErr("moves: %v", err)
		}
	}
	if len(rs) > MaxHistory {
		return nil, loadErr("%d moves of history, at most %d", len(rs), MaxHistory)
	}
	ms := make([]move, len(rs))
	for i, rm := range rs {
		for _, rc := range rm {
			if len(rc) != changeLen[v] {
				return nil, loadErr("move %d: %d numbers for a change, want %d", i+1, len(rc), changeLen[v])
			}
			if v == 1 { // no colours: before and after gain a zero colour
				rc = []int{rc[0], rc[1], rc[2], rc[3], 0, rc[4], rc[5], rc[6], 0}
			}
			c := sudoku.Cell(rc[0])
			if rc[0] < 0 || rc[0] >= g.Shape().Cells() {
				return nil, loadErr("move %d: cell %d out of range", i+1, rc[0])
			}
			var st [2]CellState
			for k := range st {
				f := rc[1+4*k : 5+4*k] // digit, corner, centre, colour
				if f[0] < 0 || f[1] < 0 || f[2] < 0 || f[3] < 0 || f[1] > 1<<25 || f[2] > 1<<25|candidatesBit || f[3] > Colours {
					return nil, loadErr("move %d: bad cell state", i+1)
				}
				st[k] = CellState{Digit: sudoku.Digit(f[0]), Corner: sudoku.Set(f[1]), Colour: uint8(f[3])}
				st[k].Centre, st[k].Candidates = loadCentre(uint64(f[2]), v)
				if f[0] > sudoku.MaxN {
					return nil, loadErr("move %d: digit %d out of range", i+1, f[0])
				}
				if err := g.checkState(c, st[k]); err != nil {
					return nil, loadErr("move %d: %v", i+1, err)
				}
			}
			ms[i] = append(ms[i], change{cell: c, before: st[0], after: st[1]})
		}
	}
	return ms, nil
}
