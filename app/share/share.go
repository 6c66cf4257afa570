// Package share writes and reads the app's share links: a puzzle, and
// optionally the player's entries and notes and the generator seed, packed
// into the URL fragment, so a link is self-contained and no server sees it.
//
// A link's fragment is a list of key=value fields joined by '&':
//
//	n  the box shape, "RxC", when it is not 3x3
//	p  the givens of a classic puzzle
//	r  a variant's rules, in the engine's rules code (sudoku.EncodeRules),
//	   which carries its own version: a reader refuses a rule it does not know;
//	   a classic puzzle that draws on its grid (decoration) is written so too
//	v  the givens of a variant puzzle, as p writes them; a link has p or
//	   v and r. A variant's givens are not in p so that a reader without
//	   variants, which knows only p, refuses the link rather than drops
//	   its rules
//	e  the player's entries, when there are any
//	m  the player's notes, when there are any
//	c  the player's colours, when there are any
//	s  the generator seed, in decimal
//	t  the time the player took to solve it, in whole seconds
//	d  the daily puzzle it is, as date.level: "2026-11-24.Hard" (package
//	   daily); the link's puzzle must be that day's
//
// p, e and m are bit strings in unpadded base64url (RFC 4648 §5), bits
// filled from the low bit of each byte up:
//
//	p  one bit per cell, set for a given; then each given in cell order,
//	   as digit-1 in bits.Len(N-1) bits (4 bits on 9x9)
//	e  each non-given cell in order, as its entry 0..N in bits.Len(N) bits
//	m  one bit per non-given cell, set when it has notes; then for each
//	   such cell its corner notes and its centre notes, N bits each
//	c  one bit per cell (givens too), set when it has a colour; then each
//	   such cell's colour, 1..game.Colours, in 4 bits
//
// A 9x9 puzzle of 25 givens takes 31 characters ("p=" and 29). A later
// version of the format uses new keys; readers ignore keys they do not
// know, so a key whose loss would change the puzzle must come with a
// change that older readers refuse, as r comes with v.
package share

import (
	"encoding/base64"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/engine/quote"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Link is what a share link carries.
type Link struct {
	Puzzle sudoku.Grid // the givens; the board's shape is its shape
	// Rules are the puzzle's rules, classic when zero. Decode returns
	// valid rules that the givens keep.
	Rules sudoku.Rules
	// Cells holds the player's entries and notes, one state per cell, or is
	// nil for a link to the bare puzzle.
	Cells   []game.CellState
	Seed    uint64 // the generator seed, when HasSeed
	HasSeed bool
	// Time is how long the sharer took to solve the puzzle, in whole
	// seconds; 0 when the link carries no time.
	Time time.Duration
	// Daily names the daily puzzle Puzzle is; the zero Daily for another.
	Daily game.Daily
}

// MaxTime bounds the time a link carries: a thousand hours.
const MaxTime = 1000 * time.Hour

// colourBits is the width of a colour in field c.
const colourBits = 4

// MaxLength bounds the fragments Decode reads: the longest link, a 25x25
// board with notes in every cell, is under 7,000 characters.
const MaxLength = 8 << 10

// IsLink reports whether fragment (without its '#') is meant as a share
// link rather than a puzzle in another format; Decode says if it is a good one.
func IsLink(fragment string) bool {
	return strings.HasPrefix(fragment, "p=") || strings.HasPrefix(fragment, "n=") || strings.HasPrefix(fragment, "r=")
}

// Encode returns l's fragment, without the '#'. The cells' entries and
// notes are written only when there are some.
func Encode(l Link) string {
	shape := l.Puzzle.Shape()
	n := shape.N()
	var fields []string
	if shape != sudoku.Classic {
		fields = append(fields, "n="+shape.String())
	}
	var p bitWriter
	for c := sudoku.Cell(0); int(c) < shape.Cells(); c++ {
		p.write(b2u(l.Puzzle.At(c) != 0), 1)
	}
	for c := sudoku.Cell(0); int(c) < shape.Cells(); c++ {
		if d := l.Puzzle.At(c); d != 0 {
			p.write(uint32(d-1), bits.Len(uint(n-1)))
		}
	}
	if l.Rules.Bare() {
		fields = append(fields, "p="+p.String())
	} else {
		fields = append(fields, "r="+sudoku.EncodeRules(shape, &l.Rules), "v="+p.String())
	}
	if len(l.Cells) == shape.Cells() {
		var e, marks, notes, coloured, colours bitWriter
		var anyEntry, anyNote, anyColour bool
		for _, st := range l.Cells {
			coloured.write(b2u(st.Colour != 0), 1)
			if st.Colour != 0 {
				anyColour = true
				colours.write(uint32(st.Colour), colourBits)
			}
		}
		for c, st := range l.Cells {
			if l.Puzzle.At(sudoku.Cell(c)) != 0 {
				continue
			}
			e.write(uint32(st.Digit), bits.Len(uint(n)))
			anyEntry = anyEntry || st.Digit != 0
			hasNotes := st.Corner != 0 || st.Centre != 0
			marks.write(b2u(hasNotes), 1)
			if hasNotes {
				anyNote = true
				notes.write(uint32(st.Corner), n)
				notes.write(uint32(st.Centre), n)
			}
		}
		if anyEntry {
			fields = append(fields, "e="+e.String())
		}
		if anyNote {
			marks.append(&notes)
			fields = append(fields, "m="+marks.String())
		}
		if anyColour {
			coloured.append(&colours)
			fields = append(fields, "c="+coloured.String())
		}
	}
	if l.HasSeed {
		fields = append(fields, "s="+strconv.FormatUint(l.Seed, 10))
	}
	if secs := int64(min(l.Time, MaxTime) / time.Second); secs > 0 {
		fields = append(fields, "t="+strconv.FormatInt(secs, 10))
	}
	if l.Daily != (game.Daily{}) {
		fields = append(fields, "d="+strings.Replace(l.Daily.String(), " ", ".", 1))
	}
	return strings.Join(fields, "&")
}

// Error says which field of a share link is bad, and why: Msg in the
// page's language, but for what it quotes of the engine's errors.
type Error struct {
	Field string // "n", "p", "r", "v", "e", "m", "c", "s", "t", "d", or "" for the whole link
	Msg   string
}

func (e *Error) Error() string {
	if e.Field == "" {
		return i18n.T("share link: {{.Error}}", i18n.Str("Error", e.Msg))
	}
	return fieldText(e.Field, e.Msg)
}

// fieldText says that field of a share link is bad, and why.
func fieldText(field, why string) string {
	return i18n.T("share link, field {{.Field}}: {{.Error}}", i18n.Str("Field", field), i18n.Str("Error", why))
}

func fieldErr(field, msg string) error { return &Error{field, msg} }

// puzzleErr is the error of a link's givens that break its rules, which
// it wraps (a *sudoku.ConflictError).
type puzzleErr struct {
	field string
	err   error
}

func (e *puzzleErr) Error() string { return fieldText(e.field, e.err.Error()) }
func (e *puzzleErr) Unwrap() error { return e.err }

// Decode reads a fragment written by Encode (with or without its '#'). It
// trusts nothing: any malformed field, a puzzle that breaks the rules, or
// notes or entries out of range is an *Error (or wraps the puzzle's
// *sudoku.ConflictError), and no input makes it panic.
func Decode(fragment string) (Link, error) {
	fragment = strings.TrimPrefix(fragment, "#")
	if len(fragment) > MaxLength {
		return Link{}, fieldErr("", i18n.N(len(fragment), "{{.Count}} character, more than the {{.Most}} a link can have",
			"{{.Count}} characters, more than the {{.Most}} a link can have", i18n.Num("Most", MaxLength)))
	}
	values := map[string]string{}
	for _, kv := range strings.Split(fragment, "&") {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			return Link{}, fieldErr("", i18n.T("{{.Text}} is not a key=value field", i18n.Str("Text", quote.String(kv))))
		}
		if _, dup := values[k]; dup {
			return Link{}, fieldErr(k, i18n.T("given twice"))
		}
		values[k] = v
	}
	shape := sudoku.Classic
	if v, ok := values["n"]; ok {
		var err error
		if shape, err = sudoku.ParseShape(v); err != nil {
			return Link{}, fieldErr("n", err.Error())
		}
	}
	n, cells := shape.N(), shape.Cells()
	var l Link
	givensKey := "p"
	pv, classic := values["p"]
	rv, hasR := values["r"]
	vv, variant := values["v"]
	switch {
	case classic && (hasR || variant):
		return Link{}, fieldErr("", i18n.T("both a classic puzzle (field p) and a variant (fields r and v)"))
	case variant != hasR:
		return Link{}, fieldErr("", i18n.T("a variant needs its rules (field r) and its givens (field v)"))
	case variant:
		var err error
		if l.Rules, err = sudoku.DecodeRules(shape, rv); err != nil {
			return Link{}, fieldErr("r", err.Error())
		}
		givensKey, pv = "v", vv
	case !classic:
		return Link{}, fieldErr("", i18n.T("no puzzle (field p)"))
	}
	p, err := newBitReader(givensKey, pv)
	if err != nil {
		return Link{}, err
	}
	l.Puzzle = sudoku.NewGrid(shape)
	given := make([]bool, cells)
	for c := range given {
		given[c] = p.read(1) == 1
	}
	for c := range given {
		if given[c] {
			d := p.read(bits.Len(uint(n-1))) + 1
			if int(d) > n {
				return Link{}, fieldErr(givensKey, digitErr(int(d), shape, sudoku.Cell(c)))
			}
			l.Puzzle.Set(sudoku.Cell(c), sudoku.Digit(d))
		}
	}
	if err := p.finish(); err != nil {
		return Link{}, err
	}
	if err := l.Rules.Check(&l.Puzzle); err != nil {
		return Link{}, &puzzleErr{givensKey, err}
	}
	ev, hasE := values["e"]
	mv, hasM := values["m"]
	cv, hasC := values["c"]
	if hasE || hasM || hasC {
		l.Cells = make([]game.CellState, cells)
	}
	if hasE {
		e, err := newBitReader("e", ev)
		if err != nil {
			return Link{}, err
		}
		for c := range given {
			if given[c] {
				continue
			}
			d := e.read(bits.Len(uint(n)))
			if int(d) > n {
				return Link{}, fieldErr("e", digitErr(int(d), shape, sudoku.Cell(c)))
			}
			l.Cells[c].Digit = sudoku.Digit(d)
		}
		if err := e.finish(); err != nil {
			return Link{}, err
		}
	}
	if hasM {
		m, err := newBitReader("m", mv)
		if err != nil {
			return Link{}, err
		}
		noted := make([]bool, cells)
		for c := range given {
			noted[c] = !given[c] && m.read(1) == 1
		}
		for c := range noted {
			if noted[c] {
				l.Cells[c].Corner = sudoku.Set(m.read(n))
				l.Cells[c].Centre = sudoku.Set(m.read(n))
			}
		}
		if err := m.finish(); err != nil {
			return Link{}, err
		}
	}
	if hasC {
		r, err := newBitReader("c", cv)
		if err != nil {
			return Link{}, err
		}
		coloured := make([]bool, cells)
		for c := range coloured {
			coloured[c] = r.read(1) == 1
		}
		for c := range coloured {
			if !coloured[c] {
				continue
			}
			colour := r.read(colourBits)
			if colour == 0 || colour > game.Colours {
				return Link{}, fieldErr("c", i18n.T("colour {{.Colour}} at {{.Cell}}: colours are 1 to {{.Most}}",
					i18n.Num("Colour", int(colour)), i18n.Str("Cell", shape.CellName(sudoku.Cell(c))), i18n.Num("Most", game.Colours)))
			}
			l.Cells[c].Colour = uint8(colour)
		}
		if err := r.finish(); err != nil {
			return Link{}, err
		}
	}
	if l.Cells != nil && !slices.ContainsFunc(l.Cells, func(st game.CellState) bool { return st != (game.CellState{}) }) {
		l.Cells = nil // fields with nothing in them: the bare puzzle, as Encode writes it
	}
	if v, ok := values["s"]; ok {
		if l.Seed, err = strconv.ParseUint(v, 10, 64); err != nil {
			return Link{}, fieldErr("s", i18n.T("{{.Text}} is not a seed", i18n.Str("Text", quote.String(v))))
		}
		l.HasSeed = true
	}
	if v, ok := values["t"]; ok {
		secs, err := strconv.ParseInt(v, 10, 64)
		if err != nil || secs <= 0 || time.Duration(secs) > MaxTime/time.Second {
			return Link{}, fieldErr("t", i18n.T("{{.Text}} is not a time in seconds (1 to {{.Most}})",
				i18n.Str("Text", quote.String(v)), i18n.Num("Most", int(MaxTime/time.Second))))
		}
		l.Time = time.Duration(secs) * time.Second
	}
	if v, ok := values["d"]; ok {
		d, err := game.ParseDaily(strings.Replace(v, ".", " ", 1))
		if err != nil {
			return Link{}, fieldErr("d", i18n.T("{{.Text}} names no daily puzzle", i18n.Str("Text", quote.String(v))))
		}
		g, err := game.NewVariant(l.Puzzle, l.Rules, game.DefaultSettings())
		if err == nil {
			_, err = g.MarkDaily(d)
		}
		if err != nil {
			return Link{}, fieldErr("d", i18n.T("the link names the daily {{.Level}} puzzle of {{.Date}}, but carries another puzzle",
				i18n.Str("Level", i18n.Name(d.Level.String())), i18n.Str("Date", d.Date.Label())))
		}
		l.Daily = d
	}
	return l, nil
}

// digitErr says that a field has digit d, too big for the board of shape
// s, at cell c.
func digitErr(d int, s sudoku.Shape, c sudoku.Cell) string {
	return i18n.T("digit {{.Digit}} at {{.Cell}} on a {{.N}}x{{.N}} board",
		i18n.Num("Digit", d), i18n.Str("Cell", s.CellName(c)), i18n.Num("N", s.N()))
}

func b2u(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}

// bitWriter packs values into bits, low bit first.
type bitWriter struct {
	buf  []byte
	nbit int
}

func (w *bitWriter) write(v uint32, width int) {
	for i := 0; i < width; i++ {
		if w.nbit%8 == 0 {
			w.buf = append(w.buf, 0)
		}
		w.buf[w.nbit/8] |= byte(v>>i&1) << (w.nbit % 8)
		w.nbit++
	}
}

func (w *bitWriter) append(o *bitWriter) {
	for i := 0; i < o.nbit; i++ {
		w.write(uint32(o.buf[i/8]>>(i%8)&1), 1)
	}
}

func (w *bitWriter) String() string { return base64.RawURLEncoding.EncodeToString(w.buf) }

// bitReader unpacks a bitWriter's string. Reading past the end yields
// zeros and is reported by finish, so callers check once.
type bitReader struct {
	field   string
	buf     []byte
	pos     int
	overrun bool
}

func newBitReader(field, s string) (*bitReader, error) {
	// Strict: the unused bits of the last character must be zero, so every
	// link has one spelling.
	buf, err := base64.RawURLEncoding.Strict().DecodeString(s)
	if err != nil {
		return nil, fieldErr(field, i18n.T("not base64url: {{.Error}}", i18n.Str("Error", err.Error())))
	}
	return &bitReader{field: field, buf: buf}, nil
}

func (r *bitReader) read(width int) uint32 {
	var v uint32
	for i := 0; i < width; i++ {
		if r.pos >= 8*len(r.buf) {
			r.overrun = true
			return 0
		}
		v |= uint32(r.buf[r.pos/8]>>(r.pos%8)&1) << i
		r.pos++
	}
	return v
}

// finish reports a field that was too short, or longer than its content:
// a link cut short or padded is refused rather than half read.
func (r *bitReader) finish() error {
	if r.overrun {
		return fieldErr(r.field, i18n.T("cut short"))
	}
	if len(r.buf) != (r.pos+7)/8 {
		return fieldErr(r.field, i18n.N(len(r.buf)-(r.pos+7)/8, "{{.Count}} byte too long", "{{.Count}} bytes too long"))
	}
	if r.pos%8 != 0 && r.buf[len(r.buf)-1]>>(r.pos%8) != 0 {
		return fieldErr(r.field, i18n.T("stray bits after the end"))
	}
	return nil
}
