package sudoku

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sudoku-app/sudoku/engine/quote"
)

// DecorKind is what a Decoration draws.
type DecorKind int

// The kinds of decoration: f-puzzles' cosmetics ("line", "circle",
// "rectangle", "text" and "cage").
const (
	DecorLine      DecorKind = iota // a line through its cells' centres
	DecorCircle                     // a circle or ellipse, with an optional label
	DecorRectangle                  // a rectangle, with an optional label
	DecorText                       // text
	DecorCage                       // an outline of cells, with an optional label in its corner
)

func (k DecorKind) String() string {
	names := [...]string{"line", "circle", "rectangle", "text", "cage"}
	if k < 0 || int(k) >= len(names) {
		return "decoration"
	}
	return names[k]
}

// MaxDecorText bounds a decoration's Text, in bytes.
const MaxDecorText = 200

// Decoration is a drawing on the grid that carries no rule: a setter's
// lines, shapes and words (f-puzzles' cosmetics), there to look at or to
// point at in the puzzle's own text. Nothing in the engine reads it but
// the formats that carry it: the solvers, the logic solver and the
// graders ignore it, and a puzzle whose only rules are classic is
// classic whatever it draws (Rules.Classic).
//
// Each kind uses some of the fields; the others must be zero
// (Rules.Validate says which field is out of place):
//
//	line       Cells, Stroke, Width
//	circle     Cells, Stroke, Fill, TextColour, Width, Height, Angle, Text
//	rectangle  as circle
//	text       Cells, TextColour, Height, Angle, Text
//	cage       Cells, Stroke, TextColour, Text
//
// A zero size or colour is the kind's own: the page's ink for a line,
// text and a cage, no fill and no outline for a circle or rectangle, and
// sizes a drawing picks.
type Decoration struct {
	Kind DecorKind
	// Cells places the drawing. A line runs through their centres in
	// order (a cell may come again: a loop ends on its first cell); a
	// cage outlines them; a circle, a rectangle or text is centred on
	// the centre of their bounding box (one cell: its centre; two side
	// by side: their shared edge; four in a square: their shared
	// corner). At least one cell, all in the grid, distinct but on a
	// line; at most N*N of them (2*N*N on a line).
	Cells []Cell
	// Colours, each "#rgb" or "#rrggbb" (hexadecimal, either case), or ""
	// for the kind's own: the line, or the outline of a shape or cage
	// (Stroke); the inside of a shape (Fill); the text or label
	// (TextColour).
	Stroke, Fill, TextColour string
	// Sizes in hundredths of a cell (100 is a cell's side), 0 for the
	// kind's own: a line's thickness is Width (at most 100); a circle's
	// or rectangle's size is Width by Height; text's height (its font
	// size) is Height. At most 100*N.
	Width, Height int
	// Angle turns a circle, rectangle or text about its centre, in
	// degrees clockwise, 0 to 359.
	Angle int
	// Text is a shape's or cage's label, or the text itself (which text
	// must have): at most MaxDecorText bytes of UTF-8 without control
	// characters.
	Text string
}

// Name names the decoration for errors and lists: "decorative circle at
// r5c5", by its first cell. d's cells must be in the grid of shape s.
func (d Decoration) Name(s Shape) string {
	name := "decorative " + d.Kind.String()
	if len(d.Cells) > 0 {
		name += " at " + s.CellName(d.Cells[0])
	}
	return name
}

// decorFields are the fields a kind of decoration uses, as bits of
// the field order the rules code writes them in.
const (
	fieldStroke = 1 << iota
	fieldFill
	fieldTextColour
	fieldWidth
	fieldHeight
	fieldAngle
	fieldText
)

// decorFields gives each kind's fields (its Cells always).
var decorFields = [...]int{
	DecorLine:      fieldStroke | fieldWidth,
	DecorCircle:    fieldStroke | fieldFill | fieldTextColour | fieldWidth | fieldHeight | fieldAngle | fieldText,
	DecorRectangle: fieldStroke | fieldFill | fieldTextColour | fieldWidth | fieldHeight | fieldAngle | fieldText,
	DecorText:      fieldTextColour | fieldHeight | fieldAngle | fieldText,
	DecorCage:      fieldStroke | fieldTextColour | fieldText,
}

// fieldNames name the fields in errors, in their bits' order.
var fieldNames = [...]string{"a stroke colour", "a fill", "a text colour", "a width", "a height", "an angle", "text"}

// set returns the bits of the fields of d that are not zero.
func (d Decoration) set() int {
	f := 0
	for i, on := range [...]bool{d.Stroke != "", d.Fill != "", d.TextColour != "", d.Width != 0, d.Height != 0, d.Angle != 0, d.Text != ""} {
		if on {
			f |= 1 << i
		}
	}
	return f
}

// validate checks d against shape s; the error names no decoration
// (Rules.Validate does).
func (d Decoration) validate(s Shape) error {
	if d.Kind < 0 || int(d.Kind) >= len(decorFields) {
		return fmt.Errorf("kind %d is not one this package defines", int(d.Kind))
	}
	n := s.N()
	if d.Kind == DecorLine {
		if len(d.Cells) == 0 || len(d.Cells) > 2*s.Cells() {
			return fmt.Errorf("has %d cells, want 1 to %d", len(d.Cells), 2*s.Cells())
		}
		for _, c := range d.Cells {
			if !inGrid(s, c) {
				return fmt.Errorf("cell %d is outside the %dx%d grid", c, n, n)
			}
		}
	} else if err := distinctCells(s, d.Cells, 1, s.Cells()); err != nil {
		return err
	}
	if extra := d.set() &^ decorFields[d.Kind]; extra != 0 {
		for i, name := range fieldNames {
			if extra&(1<<i) != 0 {
				return fmt.Errorf("has %s, which a %s does not take", name, d.Kind)
			}
		}
	}
	for _, c := range [...]struct{ what, colour string }{{"colour", d.Stroke}, {"fill", d.Fill}, {"text colour", d.TextColour}} {
		if c.colour != "" && !validColour(c.colour) {
			return fmt.Errorf("%s %s: want #rgb or #rrggbb", c.what, quote.String(c.colour))
		}
	}
	maxWidth := 100 * n
	if d.Kind == DecorLine {
		maxWidth = 100
	}
	if d.Width < 0 || d.Width > maxWidth {
		return fmt.Errorf("width %d: want 0 to %d hundredths of a cell", d.Width, maxWidth)
	}
	if d.Height < 0 || d.Height > 100*n {
		return fmt.Errorf("height %d: want 0 to %d hundredths of a cell", d.Height, 100*n)
	}
	if d.Angle < 0 || d.Angle >= 360 {
		return fmt.Errorf("angle %d: want 0 to 359 degrees", d.Angle)
	}
	if d.Kind == DecorText && d.Text == "" {
		return fmt.Errorf("has no text")
	}
	if len(d.Text) > MaxDecorText {
		return fmt.Errorf("text of %d bytes, over %d", len(d.Text), MaxDecorText)
	}
	if !utf8.ValidString(d.Text) {
		return fmt.Errorf("text is not valid UTF-8")
	}
	if i := strings.IndexFunc(d.Text, unicode.IsControl); i >= 0 {
		return fmt.Errorf("text holds a control character at byte %d", i)
	}
	return nil
}

// validColour reports whether c is "#rgb" or "#rrggbb".
func validColour(c string) bool {
	if (len(c) != 4 && len(c) != 7) || c[0] != '#' {
		return false
	}
	for i := 1; i < len(c); i++ {
		if !strings.ContainsRune("0123456789abcdefABCDEF", rune(c[i])) {
			return false
		}
	}
	return true
}

// ColourRGB returns colour c, "#rgb" or "#rrggbb" in either case, as
// 0xRRGGBB, and false for anything else ("" too).
func ColourRGB(c string) (int, bool) {
	if !validColour(c) {
		return 0, false
	}
	if len(c) == 4 {
		c = string([]byte{'#', c[1], c[1], c[2], c[2], c[3], c[3]})
	}
	v, err := strconv.ParseUint(c[1:], 16, 32)
	return int(v), err == nil
}

// RGBColour returns 0xRRGGBB as "#rrggbb", the form DecodeRules gives
// colours back in.
func RGBColour(rgb int) string {
	return fmt.Sprintf("#%06x", rgb&0xffffff)
}

// DecorationStatement says in words that r's decoration carries no rule:
// "Any other lines and shapes drawn on the grid are decoration: they
// carry no rule.", naming what r draws (lines, shapes, outlines, text:
// its Things, a list), "other" when r has rules beyond classic Sudoku;
// text alone is said in a sentence of its own. It returns the zero
// Statement (Template "") when r draws nothing. Statements ends with it.
// Cost: linear in r.Decor.
func (r *Rules) DecorationStatement() Statement {
	if len(r.Decor) == 0 {
		return Statement{}
	}
	var has [len(drawnThings)]bool
	for _, d := range r.Decor {
		switch d.Kind {
		case DecorLine:
			has[0] = true
		case DecorCircle, DecorRectangle:
			has[1] = true
			has[3] = has[3] || d.Text != ""
		case DecorCage:
			has[2] = true
			has[3] = has[3] || d.Text != ""
		default:
			has[3] = true
		}
	}
	var things []string
	for i, thing := range drawnThings {
		if has[i] {
			things = append(things, thing)
		}
	}
	classic := r.Classic()
	if len(things) == 1 && things[0] == drawnText {
		if classic {
			return Statement{Template: textDecorTheText}
		}
		return Statement{Template: textDecorOtherText}
	}
	list := []StatementArg{{Name: "Things", List: things}}
	if classic {
		return Statement{Template: textDecorThe, Args: list}
	}
	return Statement{Template: textDecorOther, Args: list}
}
