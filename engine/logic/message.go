package logic

import (
	"slices"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Message is a sentence as data: Key names its wording in a catalogue
// (messages/en.json: "hidden-single" is "In {{.House}}, {{.Digit}} fits
// only in {{.Cell}} ({{.Technique}})"), and Args fill its placeholders by
// name, so a translation may put them in any order. A Catalogue renders it
// in a language (Catalogue.Render). Keys name a wording, not a technique:
// pointing and claiming share "intersection", and a chain has a wording
// for a loop and one for an open chain.
//
// A message whose wording varies with a count (a plural) has an argument
// named Count, which picks the plural form and may be left out of a
// template. Every key the engine builds, with the names of its arguments,
// is listed in messageArgs; Catalogue.Check holds a catalogue to them.
//
// Shape names the cells of a step's message (r5c3 on its grid); a message
// nested in another one is rendered on the shape of the outermost, and
// leaves it zero. A Message shares its slices: do not modify them.
type Message struct {
	Key   string
	Args  []Arg
	Shape sudoku.Shape
}

// ArgKind says which field of an Arg holds its value, and how it is
// written.
type ArgKind uint8

// The kinds of argument. Cells and digits are written in the engine's
// notation (r5c3, 7, and A for 10); lists are joined by the catalogue's
// words for their Join.
const (
	ArgNumber         ArgKind = iota + 1 // Number, in decimal: a total, a count
	ArgNumbers                           // the numbers of Digits' bits (1 to 25), a list: line numbers
	ArgDigit                             // Digit
	ArgDigits                            // Digits, a list
	ArgCell                              // Cell
	ArgCells                             // Cells, a list
	ArgTechnique                         // Technique, by its name (the catalogue's "technique-" key)
	ArgMessage                           // Messages[0], a clause or a name, rendered in place
	ArgMessages                          // Messages, a list
	ArgChain                             // Nodes in Eureka notation: "5r1c2=5r1c7-5r4c7", '=' a strong link, '-' a weak one
	ArgLoop                              // Nodes as a chain closed on its first node: "5r1c2=5r1c7-...-5r1c2"
	ArgTechniqueNudge                    // Technique, by its name as a nudge says it: its "-nudge" key ("an X-Wing"), else its name
)

// nudgeSuffix ends the key of a technique's name as a nudge says it
// ("technique-x-wing-nudge": "an X-Wing"), with the article or the case
// its language's nudge wants. A catalogue may lack it: its plain name
// ("technique-x-wing") is read in its place, before English's nudge
// form.
const nudgeSuffix = "-nudge"

// Join says how a list is joined: each is a pair of catalogue keys, the
// words before the last item ("list-and": "{{.Init}} and {{.Last}}") and
// those between the others ("list-and-sep": ", ").
type Join uint8

// The joins of lists.
const (
	JoinAnd          Join = iota // "1, 2 and 3"
	JoinOr                       // "1, 2 or 3"
	JoinSum                      // "1+2+3", the digits of a way to make a total
	JoinAlternatives             // "1+8 or 2+7 or 3+6", ways to make a total
	JoinComma                    // "r1c1 can only be 5, r1c2 only 6", clauses in a row
)

// joinKeys are the catalogue keys of each Join: the words before the last
// item, then those between the others.
var joinKeys = [...][2]string{
	JoinAnd:          {"list-and", "list-and-sep"},
	JoinOr:           {"list-or", "list-or-sep"},
	JoinSum:          {"list-sum", "list-sum-sep"},
	JoinAlternatives: {"list-alternatives", "list-alternatives-sep"},
	JoinComma:        {"list-comma", "list-comma-sep"},
}

// Arg is one named value of a Message: Name is the placeholder it fills
// ("House" fills {{.House}}), Kind which of the other fields holds it. A
// list of one item is the item; of none, nothing.
type Arg struct {
	Name string
	Kind ArgKind
	// Join joins a list: ArgNumbers, ArgDigits, ArgCells, ArgMessages.
	Join Join
	// Capital marks a value that opens its sentence in English ("Row 4
	// adds up to 45"): where a template starts with its placeholder, its
	// first letter is written in upper case.
	Capital   bool
	Number    int
	Digit     sudoku.Digit
	Digits    sudoku.Set
	Cell      sudoku.Cell
	Cells     []sudoku.Cell
	Technique Technique
	Nodes     []Mark // a chain's nodes, one digit each
	Messages  []Message
}

// The arguments' constructors. Those that take a slice copy it, so a
// search may hand them its scratch buffers.

func argNumber(name string, n int) Arg { return Arg{Name: name, Kind: ArgNumber, Number: n} }

// argCount is the Count of a message whose wording varies with n.
func argCount(n int) Arg { return argNumber("Count", n) }

// argNumbers lists the numbers i+1 of the bits i of mask: "2 and 7".
func argNumbers(name string, mask uint32, j Join) Arg {
	return Arg{Name: name, Kind: ArgNumbers, Digits: sudoku.Set(mask), Join: j}
}

func argDigit(name string, d sudoku.Digit) Arg { return Arg{Name: name, Kind: ArgDigit, Digit: d} }

func argDigits(name string, ds sudoku.Set, j Join) Arg {
	return Arg{Name: name, Kind: ArgDigits, Digits: ds, Join: j}
}

func argCell(name string, c sudoku.Cell) Arg { return Arg{Name: name, Kind: ArgCell, Cell: c} }

func argCells(name string, cells []sudoku.Cell, j Join) Arg {
	return Arg{Name: name, Kind: ArgCells, Cells: slices.Clone(cells), Join: j}
}

// argTechnique is a step's Technique argument.
func argTechnique(t Technique) Arg { return argTechniqueNamed("Technique", t) }

func argTechniqueNamed(name string, t Technique) Arg {
	return Arg{Name: name, Kind: ArgTechnique, Technique: t}
}

// argTechniqueNudge is a nudge's Technique argument: the technique's
// name as a nudge says it.
func argTechniqueNudge(t Technique) Arg {
	return Arg{Name: "Technique", Kind: ArgTechniqueNudge, Technique: t}
}

func argMessage(name string, m Message) Arg {
	return Arg{Name: name, Kind: ArgMessage, Messages: []Message{m}}
}

// argShared is argMessage for a message of a slice of one that is never
// changed (a house's name): it costs no allocation.
func argShared(name string, ms []Message) Arg {
	return Arg{Name: name, Kind: ArgMessage, Messages: ms}
}

func argMessages(name string, ms []Message, j Join) Arg {
	return Arg{Name: name, Kind: ArgMessages, Messages: ms, Join: j}
}

// msg is a nested message: a clause or a name.
func msg(key string, args ...Arg) Message { return Message{Key: key, Args: args} }

// say sets st's Message, of key and args on s's shape, and its Text, the
// message in English. Cost: the rendering, a few hundred nanoseconds.
func (s *State) say(st *Step, key string, args ...Arg) {
	st.Message = Message{Key: key, Args: args, Shape: s.shape}
	st.Text = english(st.Message)
}

// english renders m in English. The catalogue's tests make every message
// the engine builds render; were one not to, its sentence says why rather
// than failing the solve.
func english(m Message) string {
	text, err := English().Render(m)
	if err != nil {
		return err.Error()
	}
	return text
}

// houseArg names house h of s.
func (s *State) houseArg(name string, h sudoku.House) Arg {
	return argShared(name, s.geo.houseMsgs[h:h+1:h+1])
}

// elimsArg says what elims remove, as Elims: "7 comes out of r1c2 and
// r1c3" ("elims-same") when every cell loses the same digits, else
// "r1c2 loses 3 and r1c3 loses 3 and 7" ("elims-cell" for each cell).
func elimsArg(elims []Mark) Arg {
	same := true
	for _, e := range elims[1:] {
		same = same && e.Digits == elims[0].Digits
	}
	if same {
		return argMessage("Elims", msg("elims-same",
			argDigits("Digits", elims[0].Digits, JoinAnd), argCells("Cells", markCells(elims), JoinAnd),
			argCount(elims[0].Digits.Count())))
	}
	ms := make([]Message, len(elims))
	for i, e := range elims {
		ms[i] = msg("elims-cell", argCell("Cell", e.Cell), argDigits("Digits", e.Digits, JoinAnd))
	}
	return argMessages("Elims", ms, JoinAnd)
}

// houseMsg names house h of shape sh by its kind: "row 4", "column 2",
// "box 7".
func houseMsg(sh sudoku.Shape, h sudoku.House) Message {
	key := [...]string{"house-row", "house-column", "house-box"}[sh.Kind(h)]
	return msg(key, argNumber("Number", int(h)%sh.N()+1))
}

// extraMsg names the i-th (from 1) extra house of kind k.
func extraMsg(k sudoku.ExtraKind, i int) Message {
	switch k {
	case sudoku.MainDiagonal:
		return msg("house-main-diagonal")
	case sudoku.AntiDiagonal:
		return msg("house-anti-diagonal")
	}
	return msg(extraKey(k), argNumber("Number", i))
}

// extraKey is the key of the name of an extra house of kind k that is
// not a diagonal.
func extraKey(k sudoku.ExtraKind) string {
	switch k {
	case sudoku.ExtraRegion:
		return "house-extra-region"
	case sudoku.Window:
		return "house-window"
	case sudoku.DisjointGroup:
		return "house-disjoint-group"
	}
	return "house-extra"
}
