package sudoku

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/sudoku-app/sudoku/engine/quote"
)

// The rules code: a puzzle's Rules as a short, URL-safe line of text, for
// share links, saved games and the engine's Web Worker. The code does not
// carry the grid's shape: the reader is given it.
//
// A code is the version, '1', then a stream of bits written six to a
// character in the base64url alphabet (RFC 4648 §5: A-Z a-z 0-9 - _, no
// padding), low bit first: bit i of the stream is bit i%6 of the value of
// character i/6; the last character's unused bits are 0. Classic rules
// without decoration are the empty code. The stream is a number, how many
// items follow, then the items: the region layout first when there is
// one, then the extra houses, the constraints and the decorations, each
// list in its order in Rules. (A reader takes
// the items in any order, with one region layout at most, and a cell
// written whole where a step would do, or a standard house cell by cell:
// EncodeRules writes the shortest code.)
//
// Fields are fixed widths that follow from the side N of the grid:
//
//	cell    a cell index, 0 to N*N-1: bits.Len(N*N-1) bits (7 on 9x9)
//	digit   bits.Len(N-1) bits (4 on 9x9): a region, a whispers difference
//	total   bits.Len(N*(N+1)/2) bits (6 on 9x9): a cage's or sandwich's total
//	flag    one bit, 1 for true
//
// and two that do not:
//
//	number  groups of 3 bits, low group first, each followed by a bit that is
//	        1 when another group follows: 0-7 in 4 bits, 8-63 in 8; at most
//	        7 groups
//	cells   a list of cells in order: number of cells, the first cell, then
//	        for each next cell either 1 and a 3-bit king's step from the cell
//	        before (0 up-left, 1 up, 2 up-right, 3 left, 4 right, 5
//	        down-left, 6 down, 7 down-right), or 0 and the cell
//
// An item is its kind, 5 bits, then the kind's fields:
//
//	 0 region layout    N*N digits, each cell's region in cell order
//	 1 extra region     flag: standard; then, standard, the house's index
//	 2 main diagonal    among the kind's standard houses (Diagonals,
//	 3 anti-diagonal    Windows, DisjointGroups; bits.Len(count-1) bits, so
//	 4 window           none for a diagonal), or else cells; an extra
//	 5 disjoint group   region has no standard houses
//	 6 anti-knight, 7 anti-king, 8 non-consecutive: no fields
//	 9 kropki dot       cell A, 2 bits: the step to B (0 up, 1 left, 2 right,
//	                    3 down), flag: black
//	10 negative kropki  flags: white, black
//	11 XV               cell A, the step to B as for 9, flag: X (sum 10; V is 5)
//	12 negative XV      flags: X, V
//	13 killer cage      total (0: none given), cells
//	14 thermometer      cells, bulb first
//	15 arrow            circle cells, shaft cells
//	16 little killer    total in bits.Len(N*N) bits, cells
//	17 sandwich clue    the row or column as a House in bits.Len(2N-1) bits, total
//	18 whispers line    digit: the difference (0: the usual one), cells
//	19 renban line      cells
//	20 between line     cells
//	21 palindrome       cells
//	22 parity cell      cell, flag: even
//	23 decoration       3 bits: its DecorKind (0 line, 1 circle, 2 rectangle,
//	                    3 text, 4 cage); cells; then the fields the kind
//	                    takes (see Decoration), in this order:
//	                      stroke, fill, text colour: flag: given; then the
//	                        colour in full, 0xRRGGBB in 24 bits
//	                      width, height: number, in hundredths of a cell
//	                      angle: number, in degrees
//	                      text: number of bytes, then each byte in 8 bits
//	                        (UTF-8)
//
// A line takes its cells, stroke and width; a circle or rectangle every
// field; text its text colour, height, angle and text; a cage its stroke,
// text colour and text. A decoration's cell list may hold 2*N*N cells
// where a rule's holds N*N. Colours are written in full, not quantised:
// 25 bits each, 4 characters or so, since a setter picks them by eye.
//
// A reader refuses a version or a kind it does not know: a later app adds
// kinds with the next codes (24 on; new kinds of decoration take the
// next DecorKind under item 23) and keeps version 1 for as long as the
// items above keep their meaning, so an older reader says what it cannot
// read rather than drop a rule. One item kind for every decoration keeps
// the 5-bit kinds for rules to come.
//
// Sudoku X is "1i4I"; the killer of Wikipedia (9x9, 29 cages) takes 144
// characters, a 16x16 jigsaw 174.

// MaxRulesCode is the longest code DecodeRules reads, in bytes (64 KiB):
// longer ones are refused before any other work. The rules of a published
// puzzle take a few hundred characters; 25x25 rules with a constraint on
// every edge of the grid a few thousand.
const MaxRulesCode = 64 << 10

// rulesCodeVersion is the first character of every code EncodeRules writes.
const rulesCodeVersion = '1'

// codeAlphabet is base64url: character i stands for the value i.
const codeAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

// The kinds of item, by their code in the kindBits-bit kind field. These
// numbers are the format: never renumber them.
const (
	itemRegions        = 0
	itemExtraRegion    = 1
	itemMainDiagonal   = 2
	itemAntiDiagonal   = 3
	itemWindow         = 4
	itemDisjointGroup  = 5
	itemAntiKnight     = 6
	itemAntiKing       = 7
	itemNonConsecutive = 8
	itemKropki         = 9
	itemKropkiNegative = 10
	itemXV             = 11
	itemXVNegative     = 12
	itemCage           = 13
	itemThermo         = 14
	itemArrow          = 15
	itemLittleKiller   = 16
	itemSandwich       = 17
	itemWhisper        = 18
	itemRenban         = 19
	itemBetween        = 20
	itemPalindrome     = 21
	itemParity         = 22
	itemDecoration     = 23

	kindBits      = 5
	decorKindBits = 3
)

// extraItems gives each ExtraKind its item kind; extraKinds is the reverse.
var (
	extraItems = [...]int{ExtraRegion: itemExtraRegion, MainDiagonal: itemMainDiagonal,
		AntiDiagonal: itemAntiDiagonal, Window: itemWindow, DisjointGroup: itemDisjointGroup}
	extraKinds = map[int]ExtraKind{itemExtraRegion: ExtraRegion, itemMainDiagonal: MainDiagonal,
		itemAntiDiagonal: AntiDiagonal, itemWindow: Window, itemDisjointGroup: DisjointGroup}
)

// itemNames names the kinds of item in errors.
var itemNames = [...]string{
	itemRegions: "region layout", itemExtraRegion: "extra region", itemMainDiagonal: "main diagonal",
	itemAntiDiagonal: "anti-diagonal", itemWindow: "window", itemDisjointGroup: "disjoint group",
	itemAntiKnight: "anti-knight", itemAntiKing: "anti-king", itemNonConsecutive: "non-consecutive",
	itemKropki: "kropki dot", itemKropkiNegative: "negative kropki", itemXV: "XV",
	itemXVNegative: "negative XV", itemCage: "killer cage", itemThermo: "thermometer",
	itemArrow: "arrow", itemLittleKiller: "little killer", itemSandwich: "sandwich clue",
	itemWhisper: "whispers line", itemRenban: "renban line", itemBetween: "between line",
	itemPalindrome: "palindrome", itemParity: "parity cell", itemDecoration: "decoration",
}

// kingSteps are the steps a cell list takes, by their 3-bit code, with
// their names; edgeSteps are those that cross an edge, by their 2-bit code
// (kropki dots and XV).
var (
	kingSteps = [8][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}
	stepNames = [8]string{"up-left", "up", "up-right", "left", "right", "down-left", "down", "down-right"}
	edgeSteps = [4]int{1, 3, 4, 6}
)

// maxNumberGroups bounds a number field: 7 groups of 3 bits.
const maxNumberGroups = 7

// codeWidths are the widths of the fixed fields for one shape.
type codeWidths struct {
	cell, digit, total, diagonalTotal, house int
}

func widthsFor(s Shape) codeWidths {
	n := uint(s.N())
	return codeWidths{
		cell:          bits.Len(n*n - 1),
		digit:         bits.Len(n - 1),
		total:         bits.Len(n * (n + 1) / 2),
		diagonalTotal: bits.Len(n * n),
		house:         bits.Len(2*n - 1),
	}
}

// standardHouses returns the extra houses of kind k that an item names by
// index: the diagonal, the windows or the disjoint groups of s (nil for
// extra regions).
func standardHouses(s Shape, k ExtraKind) []ExtraHouse {
	switch k {
	case MainDiagonal:
		return Diagonals(s)[:1]
	case AntiDiagonal:
		return Diagonals(s)[1:]
	case Window:
		return Windows(s)
	case DisjointGroup:
		return DisjointGroups(s)
	}
	return nil
}

// standardSets computes each kind's standard houses once per code.
type standardSets struct {
	s    Shape
	sets map[ExtraKind][]ExtraHouse
}

func (st *standardSets) of(k ExtraKind) []ExtraHouse {
	if hs, ok := st.sets[k]; ok {
		return hs
	}
	if st.sets == nil {
		st.sets = map[ExtraKind][]ExtraHouse{}
	}
	st.sets[k] = standardHouses(st.s, k)
	return st.sets[k]
}

// kingStep returns the code of the step from a to b, when they touch.
func kingStep(s Shape, a, b Cell) (int, bool) {
	if !s.Touching(a, b) {
		return 0, false
	}
	d := [2]int{s.Row(b) - s.Row(a), s.Col(b) - s.Col(a)}
	return slices.Index(kingSteps[:], d), true
}

// stepFrom returns the cell step d (a kingSteps code) leads to from c, and
// false when it leaves the grid.
func stepFrom(s Shape, c Cell, d int) (Cell, bool) {
	r, col := s.Row(c)+kingSteps[d][0], s.Col(c)+kingSteps[d][1]
	if r < 0 || col < 0 || r >= s.N() || col >= s.N() {
		return 0, false
	}
	return s.CellAt(r, col), true
}

// EncodeRules returns the rules code of r for a grid of shape s: "" for
// bare rules (classic, without decoration: Rules.Bare; a nil r too), else the version '1' and base64url
// characters (A-Z a-z 0-9 - _), safe in a URL, a URL fragment's key=value
// field and JSON without escaping. Equal rules give equal codes, and
// DecodeRules(s, code) gives r back (see DecodeRules for the one
// normalisation). A 9x9 killer of 30 cages takes about 150 characters.
//
// r must be valid for s: EncodeRules panics if r.Validate(s) fails or an
// extra house has a Kind this package does not define, which rules from
// codec.Parse, DecodeRules or the package's helpers never do. Rules whose
// code would pass MaxRulesCode (tens of thousands of constraints) encode
// to a code DecodeRules refuses.
//
// Cost: O(N^2) plus the size of the rules (r.Validate's). The code takes
// about two characters per cell a rule names, less along lines and in a
// region layout.
func EncodeRules(s Shape, r *Rules) string {
	if r == nil || r.Bare() {
		return ""
	}
	if err := r.Validate(s); err != nil {
		panic("sudoku: EncodeRules of rules that are not valid: " + err.Error())
	}
	w := rulesWriter{s: s, w: widthsFor(s), std: standardSets{s: s}}
	items := len(r.Extra) + len(r.Constraints) + len(r.Decor)
	if r.Regions != nil {
		items++
	}
	w.number(items)
	if r.Regions != nil {
		w.bits(itemRegions, kindBits)
		for _, reg := range r.Regions {
			w.bits(reg, w.w.digit)
		}
	}
	for _, h := range r.Extra {
		w.extra(h)
	}
	for _, c := range r.Constraints {
		w.constraint(c)
	}
	for _, d := range r.Decor {
		w.decoration(d)
	}
	return w.String()
}

// rulesWriter writes a rules code's bit stream.
type rulesWriter struct {
	s    Shape
	w    codeWidths
	std  standardSets
	vals []byte // the characters' values, six bits each
	n    int    // bits written
}

// bits writes v in width bits. v must fit: it does for valid rules.
func (w *rulesWriter) bits(v, width int) {
	if v < 0 || v >= 1<<width {
		panic(fmt.Sprintf("sudoku: EncodeRules: %d does not fit in %d bits", v, width))
	}
	for i := 0; i < width; i++ {
		if w.n%6 == 0 {
			w.vals = append(w.vals, 0)
		}
		w.vals[len(w.vals)-1] |= byte(v>>i&1) << (w.n % 6)
		w.n++
	}
}

func (w *rulesWriter) flag(b bool) {
	if b {
		w.bits(1, 1)
	} else {
		w.bits(0, 1)
	}
}

func (w *rulesWriter) number(v int) {
	for {
		w.bits(v&7, 3)
		v >>= 3
		w.flag(v != 0)
		if v == 0 {
			return
		}
	}
}

func (w *rulesWriter) cell(c Cell) { w.bits(int(c), w.w.cell) }

func (w *rulesWriter) cells(cells []Cell) {
	w.number(len(cells))
	for i, c := range cells {
		if i > 0 {
			d, ok := kingStep(w.s, cells[i-1], c)
			w.flag(ok)
			if ok {
				w.bits(d, 3)
				continue
			}
		}
		w.cell(c)
	}
}

// edge writes cells a and b, which share an edge: a, then the step to b.
func (w *rulesWriter) edge(a, b Cell) {
	d, _ := kingStep(w.s, a, b)
	w.cell(a)
	w.bits(slices.Index(edgeSteps[:], d), 2)
}

func (w *rulesWriter) extra(h ExtraHouse) {
	if h.Kind < 0 || int(h.Kind) >= len(extraItems) {
		panic(fmt.Sprintf("sudoku: EncodeRules: extra house kind %d is not one this package defines", h.Kind))
	}
	w.bits(extraItems[h.Kind], kindBits)
	std := w.std.of(h.Kind)
	i := slices.IndexFunc(std, func(o ExtraHouse) bool { return slices.Equal(o.Cells, h.Cells) })
	w.flag(i >= 0)
	if i >= 0 {
		w.bits(i, bits.Len(uint(len(std)-1)))
		return
	}
	w.cells(h.Cells)
}

func (w *rulesWriter) constraint(c Constraint) {
	switch x := c.(type) {
	case AntiKnight:
		w.bits(itemAntiKnight, kindBits)
	case AntiKing:
		w.bits(itemAntiKing, kindBits)
	case NonConsecutive:
		w.bits(itemNonConsecutive, kindBits)
	case Kropki:
		w.bits(itemKropki, kindBits)
		w.edge(x.A, x.B)
		w.flag(x.Black)
	case KropkiNegative:
		w.bits(itemKropkiNegative, kindBits)
		w.flag(x.White)
		w.flag(x.Black)
	case XV:
		w.bits(itemXV, kindBits)
		w.edge(x.A, x.B)
		w.flag(x.Sum == 10)
	case XVNegative:
		w.bits(itemXVNegative, kindBits)
		w.flag(x.X)
		w.flag(x.V)
	case Cage:
		w.bits(itemCage, kindBits)
		w.bits(x.Sum, w.w.total)
		w.cells(x.Cells)
	case Thermo:
		w.bits(itemThermo, kindBits)
		w.cells(x.Cells)
	case Arrow:
		w.bits(itemArrow, kindBits)
		w.cells(x.Circle)
		w.cells(x.Shaft)
	case LittleKiller:
		w.bits(itemLittleKiller, kindBits)
		w.bits(x.Sum, w.w.diagonalTotal)
		w.cells(x.Cells)
	case Sandwich:
		w.bits(itemSandwich, kindBits)
		w.bits(int(x.Line), w.w.house)
		w.bits(x.Sum, w.w.total)
	case Whisper:
		w.bits(itemWhisper, kindBits)
		w.bits(x.Diff, w.w.digit)
		w.cells(x.Cells)
	case Renban:
		w.bits(itemRenban, kindBits)
		w.cells(x.Cells)
	case Between:
		w.bits(itemBetween, kindBits)
		w.cells(x.Cells)
	case Palindrome:
		w.bits(itemPalindrome, kindBits)
		w.cells(x.Cells)
	case Parity:
		w.bits(itemParity, kindBits)
		w.cell(x.Cell)
		w.flag(x.Even)
	default:
		panic(fmt.Sprintf("sudoku: EncodeRules: constraint %T has no code", c)) // Validate refuses nil; the set is closed
	}
}

// decoration writes item 23: d's kind, cells and the fields its kind
// takes. d is valid (Validate).
func (w *rulesWriter) decoration(d Decoration) {
	w.bits(itemDecoration, kindBits)
	w.bits(int(d.Kind), decorKindBits)
	w.cells(d.Cells)
	fields := decorFields[d.Kind]
	for _, f := range [...]struct {
		bit    int
		colour string
	}{{fieldStroke, d.Stroke}, {fieldFill, d.Fill}, {fieldTextColour, d.TextColour}} {
		if fields&f.bit != 0 {
			rgb, ok := ColourRGB(f.colour)
			w.flag(ok)
			if ok {
				w.bits(rgb, 24)
			}
		}
	}
	for _, f := range [...]struct{ bit, v int }{{fieldWidth, d.Width}, {fieldHeight, d.Height}, {fieldAngle, d.Angle}} {
		if fields&f.bit != 0 {
			w.number(f.v)
		}
	}
	if fields&fieldText != 0 {
		w.number(len(d.Text))
		for i := 0; i < len(d.Text); i++ {
			w.bits(int(d.Text[i]), 8)
		}
	}
}

// String returns the code: the version, then the bits as characters.
func (w *rulesWriter) String() string {
	var b strings.Builder
	b.Grow(1 + len(w.vals))
	b.WriteByte(rulesCodeVersion)
	for _, v := range w.vals {
		b.WriteByte(codeAlphabet[v])
	}
	return b.String()
}

// RulesCodeError reports a rules code DecodeRules refuses: what is wrong
// and where, the item of the code counted from 1 (0 when the fault is not
// in one item), with its kind when it is known.
type RulesCodeError struct {
	Item int
	Kind string // "killer cage", ...; "" when not known or named in Msg
	Msg  string
	// Err is the *RuleError behind Msg when the code reads as rules that
	// are not valid for the grid (Rules.Validate's error); nil otherwise.
	Err error
}

func (e *RulesCodeError) Error() string {
	switch {
	case e.Item == 0:
		return "sudoku: rules code: " + e.Msg
	case e.Kind == "":
		return fmt.Sprintf("sudoku: rules code: item %d: %s", e.Item, e.Msg)
	}
	return fmt.Sprintf("sudoku: rules code: item %d (%s): %s", e.Item, e.Kind, e.Msg)
}

// Unwrap returns Err, so errors.As finds the *RuleError of invalid rules.
func (e *RulesCodeError) Unwrap() error { return e.Err }

// DecodeRules reads a rules code EncodeRules wrote for a grid of shape s.
// The empty code is classic Sudoku, Rules{}. The rules are exactly those
// encoded, in their order, with two normalisations: an empty Extra,
// Constraints or Decor slice comes back nil (and so does every empty
// slice: valid rules have none), and a decoration's colours come back as
// "#rrggbb" in lower case (RGBColour), whatever case or length they were
// given in. Every slice is new.
//
// The rules pass r.Validate(s). Errors: s.Validate's for an unsupported
// shape; otherwise a *RulesCodeError that says where (the item, counted
// from 1) and what: a version or a kind of item this app does not know
// (never dropped: a later version may have written it), a code cut short
// or going on past its last item, a character outside the alphabet, a
// cell outside the grid, a second region layout; rules that are not valid
// wrap Validate's *RuleError (errors.As finds it), naming the item when
// one item alone is at fault.
//
// DecodeRules never panics. Cost: codes over MaxRulesCode bytes are
// refused at once; otherwise O(N^2) plus linear in the code.
func DecodeRules(s Shape, code string) (Rules, error) {
	if err := s.Validate(); err != nil {
		return Rules{}, err
	}
	if code == "" {
		return Rules{}, nil
	}
	if len(code) > MaxRulesCode {
		return Rules{}, &RulesCodeError{Msg: fmt.Sprintf("%d bytes, over the %d-byte limit", len(code), MaxRulesCode)}
	}
	if code[0] != rulesCodeVersion {
		v, _ := utf8.DecodeRuneInString(code)
		return Rules{}, &RulesCodeError{Msg: fmt.Sprintf("version %s is not one this app reads (a newer version wrote it?)", quote.String(string(v)))}
	}
	vals := make([]byte, len(code)-1)
	for i := range vals {
		v := strings.IndexByte(codeAlphabet, code[1+i])
		if v < 0 {
			r, _ := utf8.DecodeRuneInString(code[1+i:])
			// Every character before it is ASCII: its byte offset counts characters.
			return Rules{}, &RulesCodeError{Msg: fmt.Sprintf("character %d, %s, is not one of A-Z a-z 0-9 - _", 2+i, quote.String(string(r)))}
		}
		vals[i] = byte(v)
	}
	d := rulesReader{s: s, w: widthsFor(s), std: standardSets{s: s}, vals: vals}
	var r Rules
	count := d.number()
	for d.item = 1; d.item <= count && d.err == nil; d.item++ {
		d.readItem(&r)
	}
	if d.err != nil {
		return Rules{}, d.err
	}
	if rest := 6*len(vals) - d.pos; rest >= 6 || vals[len(vals)-1]>>(6-rest) != 0 {
		return Rules{}, &RulesCodeError{Msg: fmt.Sprintf("the code goes on after its %d items", count)}
	}
	if err := r.Validate(s); err != nil {
		return Rules{}, invalidRules(0, err)
	}
	return r, nil
}

// invalidRules wraps Validate's error for item (0: for the code as a whole).
func invalidRules(item int, err error) *RulesCodeError {
	msg := err.Error()
	if re, ok := err.(*RuleError); ok {
		msg = re.Rule + ": " + re.Msg
	}
	return &RulesCodeError{Item: item, Msg: msg, Err: err}
}

// rulesReader reads a rules code's bit stream. The first error sticks:
// once err is set every read returns 0, so no loop runs on.
type rulesReader struct {
	s    Shape
	w    codeWidths
	std  standardSets
	vals []byte // the characters' values
	pos  int    // bits read
	item int    // the item being read, from 1; 0 before the first
	kind int    // its kind, -1 before it is read
	err  *RulesCodeError
}

func (d *rulesReader) fail(format string, args ...any) {
	if d.err != nil {
		return
	}
	d.err = &RulesCodeError{Item: d.item, Msg: fmt.Sprintf(format, args...)}
	if d.item > 0 && d.kind >= 0 && d.kind < len(itemNames) {
		d.err.Kind = itemNames[d.kind]
	}
}

func (d *rulesReader) bits(width int) int {
	if d.err != nil {
		return 0
	}
	if d.pos+width > 6*len(d.vals) {
		if d.item == 0 {
			d.fail("the code ends before its count of items (cut short?)")
		} else {
			d.fail("the code ends inside it (cut short?)")
		}
		return 0
	}
	v := 0
	for i := 0; i < width; i++ {
		v |= int(d.vals[d.pos/6]>>(d.pos%6)&1) << i
		d.pos++
	}
	return v
}

func (d *rulesReader) flag() bool { return d.bits(1) == 1 }

func (d *rulesReader) number() int {
	v := 0
	for g := 0; g < maxNumberGroups; g++ {
		v |= d.bits(3) << (3 * g)
		if !d.flag() {
			return v
		}
	}
	d.fail("a number runs past %d bits", 3*maxNumberGroups)
	return 0
}

// cell reads a cell; what and i name it in errors ("cell", 2).
func (d *rulesReader) cell(what string, i int) Cell {
	v := d.bits(d.w.cell)
	if v >= d.s.Cells() {
		d.fail("%s is index %d, past the %dx%d grid's last cell, %d", cellLabel(what, i), v, d.s.N(), d.s.N(), d.s.Cells()-1)
		return 0
	}
	return Cell(v)
}

func cellLabel(what string, i int) string {
	if i == 0 {
		return what
	}
	return fmt.Sprintf("%s %d", what, i)
}

// step reads the cell a step code leads to from c; codes is kingSteps's
// codes in the field's order (nil: the code itself), width its width.
func (d *rulesReader) step(c Cell, codes []int, width int, what string, i int) Cell {
	k := d.bits(width)
	if d.err != nil {
		return 0
	}
	if codes != nil {
		k = codes[k]
	}
	next, ok := stepFrom(d.s, c, k)
	if !ok {
		d.fail("%s steps %s from %s, off the grid", cellLabel(what, i), stepNames[k], d.s.CellName(c))
	}
	return next
}

// cells reads a cell list of at most N*N cells; what names its cells
// in errors.
func (d *rulesReader) cells(what string) []Cell { return d.cellsUpTo(what, d.s.Cells()) }

// cellsUpTo reads a cell list of at most most cells.
func (d *rulesReader) cellsUpTo(what string, most int) []Cell {
	n := d.number()
	if d.err != nil || n == 0 {
		return nil
	}
	if n > most {
		if most == d.s.Cells() {
			d.fail("a list of %d cells, more than the %dx%d grid's %d", n, d.s.N(), d.s.N(), d.s.Cells())
		} else {
			d.fail("a list of %d cells, more than %d", n, most)
		}
		return nil
	}
	cells := make([]Cell, n)
	for i := range cells {
		if i > 0 && d.flag() {
			cells[i] = d.step(cells[i-1], nil, 3, what, i+1)
		} else {
			cells[i] = d.cell(what, i+1)
		}
		if d.err != nil {
			return nil
		}
	}
	return cells
}

// edge reads cells a and b of a kropki dot or an XV.
func (d *rulesReader) edge() (a, b Cell) {
	a = d.cell("cell A", 0)
	return a, d.step(a, edgeSteps[:], 2, "cell B", 0)
}

// readItem reads one item into r, and checks it alone against the grid.
func (d *rulesReader) readItem(r *Rules) {
	d.kind = -1
	d.kind = d.bits(kindBits)
	if d.err != nil {
		return
	}
	var one Rules // the item, to validate alone
	var c Constraint
	switch d.kind {
	case itemRegions:
		if r.Regions != nil {
			d.fail("a second region layout")
			return
		}
		one.Regions = make([]int, d.s.Cells())
		for i := range one.Regions {
			one.Regions[i] = d.bits(d.w.digit)
		}
	case itemExtraRegion, itemMainDiagonal, itemAntiDiagonal, itemWindow, itemDisjointGroup:
		one.Extra = []ExtraHouse{d.extra(extraKinds[d.kind])}
	case itemAntiKnight:
		c = AntiKnight{}
	case itemAntiKing:
		c = AntiKing{}
	case itemNonConsecutive:
		c = NonConsecutive{}
	case itemKropki:
		a, b := d.edge()
		c = Kropki{A: a, B: b, Black: d.flag()}
	case itemKropkiNegative:
		c = KropkiNegative{White: d.flag(), Black: d.flag()}
	case itemXV:
		a, b := d.edge()
		sum := 5
		if d.flag() {
			sum = 10
		}
		c = XV{A: a, B: b, Sum: sum}
	case itemXVNegative:
		c = XVNegative{X: d.flag(), V: d.flag()}
	case itemCage:
		sum := d.bits(d.w.total)
		c = Cage{Sum: sum, Cells: d.cells("cell")}
	case itemThermo:
		c = Thermo{Cells: d.cells("cell")}
	case itemArrow:
		circle := d.cells("circle cell")
		c = Arrow{Circle: circle, Shaft: d.cells("shaft cell")}
	case itemLittleKiller:
		sum := d.bits(d.w.diagonalTotal)
		c = LittleKiller{Sum: sum, Cells: d.cells("cell")}
	case itemSandwich:
		line := House(d.bits(d.w.house))
		c = Sandwich{Line: line, Sum: d.bits(d.w.total)}
	case itemWhisper:
		diff := d.bits(d.w.digit)
		c = Whisper{Diff: diff, Cells: d.cells("cell")}
	case itemRenban:
		c = Renban{Cells: d.cells("cell")}
	case itemBetween:
		c = Between{Cells: d.cells("cell")}
	case itemPalindrome:
		c = Palindrome{Cells: d.cells("cell")}
	case itemParity:
		cell := d.cell("cell", 0)
		c = Parity{Cell: cell, Even: d.flag()}
	case itemDecoration:
		dec, ok := d.decoration()
		if !ok {
			return
		}
		one.Decor = []Decoration{dec}
	default:
		d.fail("kind %d is not a rule this app knows (a newer version wrote it?)", d.kind)
		return
	}
	if d.err != nil {
		return
	}
	if c != nil {
		one.Constraints = []Constraint{c}
	}
	if err := one.Validate(d.s); err != nil {
		d.err = invalidRules(d.item, err)
		return
	}
	switch {
	case one.Regions != nil:
		r.Regions = one.Regions
	case c != nil:
		r.Constraints = append(r.Constraints, c)
	case one.Decor != nil:
		r.Decor = append(r.Decor, one.Decor[0])
	default:
		r.Extra = append(r.Extra, one.Extra[0])
	}
}

// decoration reads item 23 after its kind; false when the code is at
// fault (d.err says how).
func (d *rulesReader) decoration() (Decoration, bool) {
	kind := DecorKind(d.bits(decorKindBits))
	if d.err != nil {
		return Decoration{}, false
	}
	if int(kind) >= len(decorFields) {
		d.fail("decoration kind %d is not one this app knows (a newer version wrote it?)", kind)
		return Decoration{}, false
	}
	most := d.s.Cells()
	if kind == DecorLine {
		most *= 2
	}
	dec := Decoration{Kind: kind, Cells: d.cellsUpTo("cell", most)}
	fields := decorFields[kind]
	for _, f := range [...]struct {
		bit    int
		colour *string
	}{{fieldStroke, &dec.Stroke}, {fieldFill, &dec.Fill}, {fieldTextColour, &dec.TextColour}} {
		if fields&f.bit != 0 && d.flag() {
			*f.colour = RGBColour(d.bits(24))
		}
	}
	for _, f := range [...]struct {
		bit int
		v   *int
	}{{fieldWidth, &dec.Width}, {fieldHeight, &dec.Height}, {fieldAngle, &dec.Angle}} {
		if fields&f.bit != 0 {
			*f.v = d.number()
		}
	}
	if fields&fieldText != 0 {
		n := d.number()
		if n > MaxDecorText {
			d.fail("text of %d bytes, over %d", n, MaxDecorText)
		}
		if d.err == nil && n > 0 {
			text := make([]byte, n)
			for i := range text {
				text[i] = byte(d.bits(8))
			}
			dec.Text = string(text)
		}
	}
	return dec, d.err == nil
}

// extra reads an extra house of kind k.
func (d *rulesReader) extra(k ExtraKind) ExtraHouse {
	if !d.flag() {
		return ExtraHouse{Kind: k, Cells: d.cells("cell")}
	}
	std := d.std.of(k)
	if len(std) == 0 {
		d.fail("the %dx%d grid has no standard %s", d.s.N(), d.s.N(), k)
		return ExtraHouse{}
	}
	i := d.bits(bits.Len(uint(len(std) - 1)))
	if i >= len(std) {
		d.fail("standard %s %d of the %dx%d grid's %d", k, i+1, d.s.N(), d.s.N(), len(std))
		return ExtraHouse{}
	}
	return ExtraHouse{Kind: k, Cells: slices.Clone(std[i].Cells)}
}
