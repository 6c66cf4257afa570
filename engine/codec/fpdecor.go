package codec

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sudoku-app/sudoku/engine/quote"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// f-puzzles' cosmetics: drawings that carry no rule, read into
// sudoku.Rules.Decor and written back.
//
//	"line":      {"lines":[["R1C1","R1C2",...]],"outlineC":"#RRGGBB","width":0.5}
//	"rectangle", "circle": {"cells":[...],"baseC":fill,"outlineC":stroke,
//	             "fontC":label colour,"width":w,"height":h,"angle":deg,"value":"label"}
//	"text":      {"cells":[...],"fontC":...,"size":1,"angle":0,"value":"..."}
//	"cage":      {"cells":[...],"outlineC":...,"fontC":...,"value":"label"}
//
// A rectangle, circle or text sits at the centre of its cells' bounding
// box ("cell" names one cell where "cells" is missing). Sizes follow
// SudokuPad's reading of them: a rectangle's or circle's width and
// height in cells, a line's width and text's size in half cells. Every
// field but the cells may be missing. Colours are "#rgb" or "#rrggbb", or
// with an alpha digit or two: an alpha of 0 reads as no colour (the
// drawing's own), another as opaque; any other colour reads as none.
// Angles are taken modulo 360; sizes out of range are brought within it;
// control characters in text become spaces, and text is cut to
// sudoku.MaxDecorText bytes.
//
// An item marked "fromConstraint" is f-puzzles' drawing of a rule: read
// past when the puzzle holds that rule (the rule draws itself), refused
// otherwise, since reading it as a drawing would drop the rule. A cage
// with no cells, or with "name: value" text and both colours transparent,
// is SudokuPad's metadata (a title, the rules) and is read past.

// fpMetaCage reports whether a cage's value reads as SudokuPad's
// metadata, "name: value" (a name without spaces or colons).
func fpMetaCage(v string) bool {
	name, value, ok := strings.Cut(v, ":")
	return ok && name != "" && !strings.ContainsAny(name, " ") && strings.TrimSpace(value) != ""
}

// readDecor reads the cosmetics of f.obj into rules.Decor.
func (f *fpReader) readDecor(rules *sudoku.Rules) error {
	for _, key := range fpuzzlesCosmetics {
		items, err := f.items(key)
		if err != nil {
			return err
		}
		for i, m := range items {
			if skip, err := f.drawnForRule(key, i, m); err != nil || skip {
				if err != nil {
					return err
				}
				continue
			}
			ds, err := f.cosmetic(key, i, m)
			if err != nil {
				return err
			}
			rules.Decor = append(rules.Decor, ds...)
		}
	}
	return nil
}

// drawnForRule reports whether item i of key is f-puzzles' drawing of a
// rule the puzzle holds, to be read past; one drawn for a rule it does
// not hold, or that is not supported, is an error.
func (f *fpReader) drawnForRule(key string, i int, m map[string]any) (bool, error) {
	from, _ := m["fromConstraint"].(string)
	if from == "" {
		return false, nil
	}
	k := strings.ToLower(strings.NewReplacer(" ", "", "-", "", "_", "").Replace(from))
	if !slices.Contains(fpuzzlesKeys, k) || isEmptyValue(f.obj[k]) {
		return false, f.fail(key, i, "drawn for %s, which the puzzle does not hold, or which is not supported", quote.String(from))
	}
	return true, nil
}

// cosmetic reads item i of cosmetic key: a decoration, one per line of a
// "line" item, none for a metadata cage.
func (f *fpReader) cosmetic(key string, i int, m map[string]any) ([]sudoku.Decoration, error) {
	if key == "line" {
		ls, ok := m["lines"].([]any)
		if !ok {
			return nil, f.fail(key, i, "want \"lines\"")
		}
		var out []sudoku.Decoration
		for _, l := range ls {
			cells, err := f.cells(key, i, l)
			if err != nil {
				return nil, err
			}
			if len(cells) == 0 {
				continue
			}
			out = append(out, sudoku.Decoration{Kind: sudoku.DecorLine, Cells: cells,
				Stroke: fpColour(m["outlineC"]), Width: fpSize(m["width"], 50, 100)})
		}
		return out, nil
	}
	v, ok := m["cells"]
	if one, isOne := m["cell"].(string); !ok && isOne {
		v = []any{one}
	}
	text := fpText(m["value"])
	if key == "cage" && (isEmptyValue(v) || fpMetaCage(text) && fpTransparent(m["outlineC"]) && fpTransparent(m["fontC"])) {
		return nil, nil // SudokuPad's metadata: nothing drawn
	}
	if isEmptyValue(v) {
		return nil, f.fail(key, i, "want \"cells\"")
	}
	cells, err := f.cells(key, i, v)
	if err != nil {
		return nil, err
	}
	big := float64(100 * f.s.N())
	d := sudoku.Decoration{Cells: cells, TextColour: fpColour(m["fontC"]), Text: text}
	switch key {
	case "rectangle", "circle":
		d.Kind = sudoku.DecorRectangle
		if key == "circle" {
			d.Kind = sudoku.DecorCircle
		}
		d.Stroke, d.Fill = fpColour(m["outlineC"]), fpColour(m["baseC"])
		d.Width, d.Height, d.Angle = fpSize(m["width"], 100, big), fpSize(m["height"], 100, big), fpAngle(m["angle"])
	case "text":
		if text == "" {
			return nil, nil // SudokuPad draws nothing either
		}
		d.Kind = sudoku.DecorText
		d.Height, d.Angle = fpSize(m["size"], 50, big), fpAngle(m["angle"])
	case "cage":
		d.Kind = sudoku.DecorCage
		d.Stroke = fpColour(m["outlineC"])
	}
	return []sudoku.Decoration{d}, nil
}

// fpTransparent reports whether v is a colour of alpha 0: "#rgb0" or
// "#rrggbb00".
func fpTransparent(v any) bool {
	c, _ := v.(string)
	c = strings.TrimSpace(c)
	return len(c) == 5 && c[4] == '0' || len(c) == 9 && c[7:] == "00"
}

// fpColour reads an f-puzzles colour as "#rrggbb" in lower case; see the
// comment above for the rest.
func fpColour(v any) string {
	c, _ := v.(string)
	c = strings.TrimSpace(c)
	switch len(c) {
	case 5: // #rgba
		if c[4] == '0' {
			return ""
		}
		c = c[:4]
	case 9: // #rrggbbaa
		if c[7:] == "00" {
			return ""
		}
		c = c[:7]
	}
	rgb, ok := sudoku.ColourRGB(c)
	if !ok {
		return ""
	}
	return sudoku.RGBColour(rgb)
}

// fpSize reads a size in hundredths of a cell: the value times per,
// rounded, brought within 0 to most; 0 when missing or not a number.
func fpSize(v any, per, most float64) int {
	x, ok := fpNumber(v)
	if !ok {
		return 0
	}
	return int(math.Round(max(0, min(most, x*per))))
}

// fpAngle reads an angle in degrees as 0 to 359.
func fpAngle(v any) int {
	x, ok := fpNumber(v)
	if !ok {
		return 0
	}
	a := int(math.Round(math.Mod(x, 360)))
	return ((a % 360) + 360) % 360
}

// fpNumber reads a finite number given as a number or a decimal string.
func fpNumber(v any) (float64, bool) {
	var x float64
	switch t := v.(type) {
	case float64:
		x = t
	case string:
		var err error
		if x, err = strconv.ParseFloat(strings.TrimSpace(t), 64); err != nil {
			return 0, false
		}
	default:
		return 0, false
	}
	if math.IsNaN(x) || math.IsInf(x, 0) || math.Abs(x) > 1e6 {
		return 0, false
	}
	return x, true
}

// fpText reads a label: a string, or a number as f-puzzles would show
// it; control characters become spaces, invalid UTF-8 U+FFFD, and the
// text is cut to sudoku.MaxDecorText bytes.
func fpText(v any) string {
	var t string
	switch x := v.(type) {
	case string:
		t = x
	case float64:
		t = strconv.FormatFloat(x, 'f', -1, 64)
	}
	t = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, strings.ToValidUTF8(t, "\uFFFD"))
	for len(t) > sudoku.MaxDecorText {
		_, size := utf8.DecodeLastRuneInString(t)
		t = t[:len(t)-size]
	}
	return t
}

// decor writes r's decorations as f-puzzles cosmetics, each kind under
// its key, in r's order within it.
func (w *fpWriter) decor(r *sudoku.Rules) {
	for _, d := range r.Decor {
		var fields []string
		colour := func(name, c string) {
			if rgb, ok := sudoku.ColourRGB(c); ok {
				fields = append(fields, `"`+name+`":"`+sudoku.RGBColour(rgb)+`"`)
			}
		}
		size := func(name string, v int, per float64) {
			if v != 0 {
				fields = append(fields, `"`+name+`":`+strconv.FormatFloat(float64(v)/per, 'f', -1, 64))
			}
		}
		key := "line"
		switch d.Kind {
		case sudoku.DecorLine:
			fields = append(fields, `"lines":[`+w.cellList(d.Cells)+`]`)
			colour("outlineC", d.Stroke)
			size("width", d.Width, 50)
		case sudoku.DecorCircle, sudoku.DecorRectangle:
			key = "rectangle"
			if d.Kind == sudoku.DecorCircle {
				key = "circle"
			}
			fields = append(fields, `"cells":`+w.cellList(d.Cells))
			colour("baseC", d.Fill)
			colour("outlineC", d.Stroke)
			colour("fontC", d.TextColour)
			size("width", d.Width, 100)
			size("height", d.Height, 100)
			size("angle", d.Angle, 1)
		case sudoku.DecorText:
			key = "text"
			fields = append(fields, `"cells":`+w.cellList(d.Cells))
			colour("fontC", d.TextColour)
			size("size", d.Height, 50)
			size("angle", d.Angle, 1)
		case sudoku.DecorCage:
			key = "cage"
			fields = append(fields, `"cells":`+w.cellList(d.Cells))
			colour("outlineC", d.Stroke)
			colour("fontC", d.TextColour)
		default:
			continue // Validate refuses other kinds
		}
		if d.Text != "" {
			fields = append(fields, `"value":`+jsonString(d.Text))
		}
		w.item(key, "{"+strings.Join(fields, ",")+"}")
	}
}

// jsonString returns s as a JSON string: UTF-8 kept, quotes, backslashes
// and control characters escaped.
func jsonString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < 0x20:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}
