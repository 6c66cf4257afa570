package sudoku_test

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/internal/puzzleset"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// on returns the cells at rows and columns rc (1-based pairs) of shape s.
func on(s sudoku.Shape, rc ...int) []sudoku.Cell {
	var out []sudoku.Cell
	for i := 0; i < len(rc); i += 2 {
		out = append(out, s.CellAt(rc[i]-1, rc[i+1]-1))
	}
	return out
}

// snake returns every cell of s, row by row, each row the other way from
// the one before: the longest line a grid has.
func snake(s sudoku.Shape) []sudoku.Cell {
	var out []sudoku.Cell
	n := s.N()
	for r := 0; r < n; r++ {
		for i := 0; i < n; i++ {
			c := i
			if r%2 == 1 {
				c = n - 1 - i
			}
			out = append(out, s.CellAt(r, c))
		}
	}
	return out
}

// jigsawOf returns the boxes of s as a region layout with two cells
// traded between boxes 1 and 2: box 1's top-right corner for box 2's
// bottom-left one. s must have boxes of at least 2 rows.
func jigsawOf(s sudoku.Shape) []int {
	regions := make([]int, s.Cells())
	for c := range regions {
		regions[c] = s.Box(sudoku.Cell(c))
	}
	regions[s.CellAt(0, s.BoxCols-1)] = 1
	regions[s.CellAt(s.BoxRows-1, s.BoxCols)] = 0
	return regions
}

// rulesCase is a set of rules to round-trip on a shape.
type rulesCase struct {
	name  string
	rules sudoku.Rules
}

// everyKind returns rules of every kind of region layout, extra house and
// constraint valid on shape s, one case each or more, then all of them
// together (their cages overlapping).
func everyKind(s sudoku.Shape) []rulesCase {
	n := s.N()
	c := func(rc ...int) []sudoku.Cell { return on(s, rc...) }
	one := func(cs ...sudoku.Constraint) sudoku.Rules { return sudoku.Rules{Constraints: cs} }
	diagonal := func(r, col, length int) []sudoku.Cell { // down-right from r, col
		var out []sudoku.Cell
		for i := 0; i < length; i++ {
			out = append(out, s.CellAt(r-1+i, col-1+i))
		}
		return out
	}
	boxes := make([]int, s.Cells())
	for i := range boxes {
		boxes[i] = s.Box(sudoku.Cell(i))
	}
	reversedDiagonal := append([]sudoku.Cell(nil), sudoku.Diagonals(s)[0].Cells...)
	for i, j := 0, len(reversedDiagonal)-1; i < j; i, j = i+1, j-1 {
		reversedDiagonal[i], reversedDiagonal[j] = reversedDiagonal[j], reversedDiagonal[i]
	}
	circle := c(1, 1)
	if n <= 9 {
		circle = c(1, 2, 1, 1, 2, 1) // a pill, listed out of cell order
	}
	bigCage := sudoku.Cage{Cells: snake(s)[n : 2*n], Sum: n * (n + 1) / 2}
	cases := []rulesCase{
		{"boxes as regions", sudoku.Rules{Regions: boxes}},
		{"diagonals", sudoku.Rules{Extra: sudoku.Diagonals(s)}},
		{"anti-diagonal alone", sudoku.Rules{Extra: sudoku.Diagonals(s)[1:]}},
		{"diagonal listed backwards", sudoku.Rules{Extra: []sudoku.ExtraHouse{{Kind: sudoku.MainDiagonal, Cells: reversedDiagonal}}}},
		{"disjoint groups", sudoku.Rules{Extra: sudoku.DisjointGroups(s)}},
		{"last disjoint group", sudoku.Rules{Extra: sudoku.DisjointGroups(s)[n-1:]}},
		{"extra region", sudoku.Rules{Extra: []sudoku.ExtraHouse{{Kind: sudoku.ExtraRegion, Cells: c(4, 1, 1, 4, 2, 2)}}}},
		{"window of odd cells", sudoku.Rules{Extra: []sudoku.ExtraHouse{{Kind: sudoku.Window, Cells: c(2, 2, 3, 3)}}}},
		{"anti-knight", one(sudoku.AntiKnight{})},
		{"anti-king", one(sudoku.AntiKing{})},
		{"non-consecutive", one(sudoku.NonConsecutive{})},
		{"kropki every way", one(sudoku.Kropki{A: s.CellAt(1, 1), B: s.CellAt(0, 1)}, sudoku.Kropki{A: s.CellAt(1, 1), B: s.CellAt(1, 0), Black: true},
			sudoku.Kropki{A: s.CellAt(1, 1), B: s.CellAt(1, 2)}, sudoku.Kropki{A: s.CellAt(1, 1), B: s.CellAt(2, 1), Black: true})},
		{"kropki in the corner", one(sudoku.Kropki{A: s.CellAt(n-1, n-1), B: s.CellAt(n-1, n-2), Black: true})},
		{"negative kropki", one(sudoku.KropkiNegative{White: true, Black: true}, sudoku.KropkiNegative{White: true},
			sudoku.KropkiNegative{Black: true}, sudoku.KropkiNegative{})},
		{"XV", one(sudoku.XV{A: s.CellAt(0, 0), B: s.CellAt(0, 1), Sum: 10}, sudoku.XV{A: s.CellAt(1, 0), B: s.CellAt(0, 0), Sum: 5})},
		{"negative XV", one(sudoku.XVNegative{X: true, V: true}, sudoku.XVNegative{X: true}, sudoku.XVNegative{V: true}, sudoku.XVNegative{})},
		{"cages", one(sudoku.Cage{Cells: c(1, 1, 1, 2, 1, 3, 2, 1), Sum: 10}, sudoku.Cage{Cells: c(4, 4, 3, 3)}, sudoku.Cage{Cells: c(2, 2), Sum: n})},
		{"cage of N cells, largest total", one(bigCage)},
		{"overlapping cages", one(sudoku.Cage{Cells: c(1, 1, 1, 2), Sum: 3}, sudoku.Cage{Cells: c(1, 2, 1, 3), Sum: 5},
			sudoku.Cage{Cells: c(1, 1, 1, 2, 2, 1, 2, 2)}, sudoku.Cage{Cells: c(1, 2)}, sudoku.Cage{Cells: c(1, 2)})},
		{"thermometer", one(sudoku.Thermo{Cells: c(4, 1, 3, 2, 2, 3, 1, 4)})},
		{"arrows", one(sudoku.Arrow{Circle: circle, Shaft: c(2, 2, 3, 3, 4, 4)}, sudoku.Arrow{Circle: c(4, 1), Shaft: c(4, 2)})},
		{"arrow along the grid", one(sudoku.Arrow{Circle: snake(s)[:1], Shaft: snake(s)[1:]})},
		{"little killers", one(sudoku.LittleKiller{Sum: 7, Cells: diagonal(1, 2, n-1)},
			sudoku.LittleKiller{Sum: n * (n - 1), Cells: diagonal(2, 1, n-1)},
			sudoku.LittleKiller{Sum: 1, Cells: diagonal(n, 1, 1)},
			sudoku.LittleKiller{Sum: 3, Cells: []sudoku.Cell{s.CellAt(1, n-1), s.CellAt(0, n-2)}})},
		{"sandwiches", one(sudoku.Sandwich{Line: 0, Sum: 0}, sudoku.Sandwich{Line: sudoku.House(2*n - 1), Sum: n*(n+1)/2 - 1 - n})},
		{"whispers", one(sudoku.Whisper{Cells: c(1, 1, 2, 2, 1, 3)}, sudoku.Whisper{Cells: c(4, 4, 4, 3), Diff: n - 1},
			sudoku.Whisper{Cells: c(3, 1, 3, 2), Diff: 1})},
		{"renban", one(sudoku.Renban{Cells: c(2, 1)}, sudoku.Renban{Cells: c(1, 1, 1, 2, 2, 3, 3, 3)})},
		{"between", one(sudoku.Between{Cells: c(1, 1, 1, 2, 1, 3)}, sudoku.Between{Cells: snake(s)})},
		{"palindrome", one(sudoku.Palindrome{Cells: c(3, 3, 4, 4)}, sudoku.Palindrome{Cells: snake(s)})},
		{"parity", one(sudoku.Parity{Cell: 0}, sudoku.Parity{Cell: sudoku.Cell(s.Cells() - 1), Even: true})},
		{"whispers of every step", one(sudoku.Whisper{Cells: c(2, 1, 1, 1, 1, 2, 2, 3, 1, 4, 2, 4, 3, 4, 4, 3, 4, 2, 3, 1)})},
		{"decorations", sudoku.Rules{Decor: []sudoku.Decoration{
			{Kind: sudoku.DecorLine, Cells: c(1, 1, 2, 2, 1, 3, 1, 1), Stroke: "#f067f0", Width: 20},
			{Kind: sudoku.DecorLine, Cells: c(4, 4)},
			{Kind: sudoku.DecorCircle, Cells: c(1, 1, 1, 2, 2, 1, 2, 2), Stroke: "#000000", Fill: "#ffffff", TextColour: "#123456",
				Width: 70, Height: 35, Angle: 45, Text: "7"},
			{Kind: sudoku.DecorRectangle, Cells: c(3, 3), Fill: "#cfcfcf", Width: 100 * n, Height: 1},
			{Kind: sudoku.DecorText, Cells: c(4, 1), TextColour: "#ff0000", Height: 50, Angle: 359, Text: "Ω 🙂 <&>\"'"},
			{Kind: sudoku.DecorCage, Cells: c(2, 1, 3, 1, 3, 2), Stroke: "#00ff00", Text: "x²"},
			{Kind: sudoku.DecorCage, Cells: c(4, 2)},
		}}},
		{"a line twice over the grid", sudoku.Rules{Decor: []sudoku.Decoration{{Kind: sudoku.DecorLine, Cells: append(snake(s), snake(s)...)}}}},
		{"the longest text", sudoku.Rules{Decor: []sudoku.Decoration{{Kind: sudoku.DecorText, Cells: c(1, 1), Text: strings.Repeat("é", sudoku.MaxDecorText/2)}}}},
	}
	if s.BoxRows >= 2 {
		cases = append(cases, rulesCase{"jigsaw", sudoku.Rules{Regions: jigsawOf(s)}})
	}
	if w := sudoku.Windows(s); w != nil {
		cases = append(cases, rulesCase{"windows", sudoku.Rules{Extra: w}}, rulesCase{"last window", sudoku.Rules{Extra: w[len(w)-1:]}})
	}
	var all sudoku.Rules
	all.Regions = jigsawOf(s)
	if s.BoxRows < 2 {
		all.Regions = boxes
	}
	for _, tc := range cases {
		all.Extra = append(all.Extra, tc.rules.Extra...)
		all.Decor = append(all.Decor, tc.rules.Decor...)
		all.Constraints = append(all.Constraints, tc.rules.Constraints...)
	}
	// Disjoint groups need boxes.
	extra := all.Extra[:0]
	for _, h := range all.Extra {
		if h.Kind != sudoku.DisjointGroup {
			extra = append(extra, h)
		}
	}
	all.Extra = extra
	return append(cases, rulesCase{"all together", all})
}

// supportedShapes returns every shape the package supports: boxes of R by C with
// 4 <= R*C <= 25.
func supportedShapes() []sudoku.Shape {
	var out []sudoku.Shape
	for r := 1; r <= sudoku.MaxN; r++ {
		for c := 1; c <= sudoku.MaxN; c++ {
			if s := (sudoku.Shape{BoxRows: r, BoxCols: c}); s.Validate() == nil {
				out = append(out, s)
			}
		}
	}
	return out
}

// codeAlphabet holds the characters a code may use.
const codeAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

// roundTrip encodes r, checks the code, decodes it and checks the rules
// come back equal; it returns the code.
func roundTrip(t *testing.T, s sudoku.Shape, name string, r *sudoku.Rules) string {
	t.Helper()
	if err := r.Validate(s); err != nil {
		t.Fatalf("%v %s: the test's rules are not valid: %v", s, name, err)
	}
	code := sudoku.EncodeRules(s, r)
	if strings.Trim(code[1:], codeAlphabet) != "" || code[0] != '1' {
		t.Fatalf("%v %s: code %q has characters outside version 1 and base64url", s, name, code)
	}
	if again := sudoku.EncodeRules(s, r); again != code {
		t.Fatalf("%v %s: encoded twice: %q, then %q", s, name, code, again)
	}
	got, err := sudoku.DecodeRules(s, code)
	if err != nil {
		t.Fatalf("%v %s: DecodeRules(%q): %v", s, name, code, err)
	}
	if !reflect.DeepEqual(got, *r) {
		t.Fatalf("%v %s: round trip through %q:\n got %+v\nwant %+v", s, name, code, got, *r)
	}
	if err := got.Validate(s); err != nil {
		t.Fatalf("%v %s: decoded rules: %v", s, name, err)
	}
	return code
}

// TestRulesCodeRoundTrip encodes and decodes rules of every kind on every
// shape the package supports.
func TestRulesCodeRoundTrip(t *testing.T) {
	for _, s := range supportedShapes() {
		for _, tc := range everyKind(s) {
			code := roundTrip(t, s, tc.name, &tc.rules)
			if s == sudoku.Classic || s.N() == 6 || s.N() == 16 {
				t.Logf("%v %s: %d characters", s, tc.name, len(code))
			}
		}
	}
}

func TestRulesCodeClassic(t *testing.T) {
	for _, r := range []*sudoku.Rules{nil, {}, {Extra: []sudoku.ExtraHouse{}, Constraints: []sudoku.Constraint{}}} {
		if code := sudoku.EncodeRules(sudoku.Classic, r); code != "" {
			t.Errorf("EncodeRules(%+v) = %q, want \"\"", r, code)
		}
	}
	r, err := sudoku.DecodeRules(sudoku.Classic, "")
	if err != nil || !reflect.DeepEqual(r, sudoku.Rules{}) {
		t.Errorf("DecodeRules(\"\") = %+v, %v; want classic rules", r, err)
	}
	if _, err := sudoku.DecodeRules(sudoku.Shape{BoxRows: 1, BoxCols: 2}, ""); err == nil {
		t.Errorf("DecodeRules on a 2x2 grid: no error")
	}
	// A classic grid with a drawing is classic, but its code carries the
	// drawing.
	drawn := sudoku.Rules{Decor: []sudoku.Decoration{{Kind: sudoku.DecorCircle, Cells: cells(5, 5)}}}
	code := roundTrip(t, sudoku.Classic, "a circle on a classic grid", &drawn)
	if r, _ := sudoku.DecodeRules(sudoku.Classic, code); !r.Classic() || r.Bare() {
		t.Errorf("DecodeRules(%q) = %+v: want classic rules with a drawing", code, r)
	}
}

// TestRulesCodeColours checks the one change a code makes to what it
// carries: colours come back as #rrggbb in lower case.
func TestRulesCodeColours(t *testing.T) {
	r := sudoku.Rules{Decor: []sudoku.Decoration{{Kind: sudoku.DecorCircle, Cells: cells(1, 1), Stroke: "#ABC", Fill: "#F067F0", TextColour: "#0a0B0c"}}}
	got, err := sudoku.DecodeRules(sudoku.Classic, sudoku.EncodeRules(sudoku.Classic, &r))
	if err != nil {
		t.Fatal(err)
	}
	want := sudoku.Decoration{Kind: sudoku.DecorCircle, Cells: cells(1, 1), Stroke: "#aabbcc", Fill: "#f067f0", TextColour: "#0a0b0c"}
	if len(got.Decor) != 1 || !reflect.DeepEqual(got.Decor[0], want) {
		t.Errorf("colours read back as %+v, want %+v", got.Decor, want)
	}
}

// TestEncodeRulesInvalid checks that EncodeRules refuses rules it could
// not give back: it panics, naming the rule.
func TestEncodeRulesInvalid(t *testing.T) {
	for _, tt := range []struct {
		name  string
		rules sudoku.Rules
		want  string
	}{
		{"XV of 7", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.XV{A: at(1, 1), B: at(1, 2), Sum: 7}}},
			"sudoku: EncodeRules of rules that are not valid: sudoku: X between r1c1 and r1c2: sum 7: want 10 (X) or 5 (V)"},
		{"unknown extra kind", sudoku.Rules{Extra: []sudoku.ExtraHouse{{Kind: 9, Cells: cells(1, 1)}}},
			"sudoku: EncodeRules: extra house kind 9 is not one this package defines"},
	} {
		func() {
			defer func() {
				if got := recover(); got != tt.want {
					t.Errorf("%s: EncodeRules panics with %v, want %q", tt.name, got, tt.want)
				}
			}()
			sudoku.EncodeRules(sudoku.Classic, &tt.rules)
		}()
	}
}

// bitCode builds a rules code from fields, each a value and its width in
// bits, written low bit first six to a character: the format as its doc
// states it, apart from the package's writer.
func bitCode(fields ...int) string {
	var vals []byte
	n := 0
	for i := 0; i < len(fields); i += 2 {
		for b := 0; b < fields[i+1]; b++ {
			if n%6 == 0 {
				vals = append(vals, 0)
			}
			vals[len(vals)-1] |= byte(fields[i]>>b&1) << (n % 6)
			n++
		}
	}
	code := "1"
	for _, v := range vals {
		code += codeAlphabet[v : v+1]
	}
	return code
}

// num returns the fields of a number, in 3-bit groups.
func num(v int) []int {
	var out []int
	for {
		out = append(out, v&7, 3)
		v >>= 3
		if v == 0 {
			return append(out, 0, 1)
		}
		out = append(out, 1, 1)
	}
}

// fields joins field lists.
func fields(parts ...[]int) []int {
	var out []int
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

// TestRulesCodeFormat pins the format: codes built from its description
// field by field.
func TestRulesCodeFormat(t *testing.T) {
	s := sudoku.Classic
	tests := []struct {
		name  string
		rules sudoku.Rules
		code  string
	}{
		{"Sudoku X", sudoku.Rules{Extra: sudoku.Diagonals(s)},
			bitCode(fields(num(2), []int{2, 5, 1, 1, 3, 5, 1, 1})...)},
		{"a cage of r1c1 and r1c2, total 10", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Cage{Cells: cells(1, 1, 1, 2), Sum: 10}}},
			bitCode(fields(num(1), []int{13, 5, 10, 6}, num(2), []int{0, 7, 1, 1, 4, 3})...)},
		{"a cage of r1c3, r2c1 (apart)", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Cage{Cells: cells(1, 3, 2, 1)}}},
			bitCode(fields(num(1), []int{13, 5, 0, 6}, num(2), []int{2, 7, 0, 1, 9, 7})...)},
		{"window 3, a V from r9c9 left", sudoku.Rules{Extra: sudoku.Windows(s)[2:3], Constraints: []sudoku.Constraint{sudoku.XV{A: at(9, 9), B: at(9, 8), Sum: 5}}},
			bitCode(fields(num(2), []int{4, 5, 1, 1, 2, 2, 11, 5, 80, 7, 1, 2, 0, 1})...)},
		{"sandwich of column 2, 35", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Sandwich{Line: 10, Sum: 35}}},
			bitCode(fields(num(1), []int{17, 5, 10, 5, 35, 6})...)},
		{"a red line from r1c1 to r1c2, a fifth of a cell thick", sudoku.Rules{Decor: []sudoku.Decoration{
			{Kind: sudoku.DecorLine, Cells: cells(1, 1, 1, 2), Stroke: "#ff0000", Width: 20}}},
			bitCode(fields(num(1), []int{23, 5, 0, 3}, num(2), []int{0, 7, 1, 1, 4, 3, 1, 1, 0xff0000, 24}, num(20))...)},
		{"Hi in r9c9", sudoku.Rules{Decor: []sudoku.Decoration{{Kind: sudoku.DecorText, Cells: cells(9, 9), Text: "Hi"}}},
			bitCode(fields(num(1), []int{23, 5, 3, 3}, num(1), []int{80, 7, 0, 1}, num(0), num(0), num(2), []int{'H', 8, 'i', 8})...)},
		// Cages may overlap: each is written whole, as any other.
		{"two cages of r1c1, without totals", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Cage{Cells: cells(1, 1)}, sudoku.Cage{Cells: cells(1, 1)}}},
			bitCode(fields(num(2), []int{13, 5, 0, 6}, num(1), []int{0, 7, 13, 5, 0, 6}, num(1), []int{0, 7})...)},
	}
	for _, tt := range tests {
		if got := sudoku.EncodeRules(s, &tt.rules); got != tt.code {
			t.Errorf("%s: EncodeRules = %q, want %q", tt.name, got, tt.code)
		}
		if got, err := sudoku.DecodeRules(s, tt.code); err != nil || !reflect.DeepEqual(got, tt.rules) {
			t.Errorf("%s: DecodeRules(%q) = %+v, %v; want %+v", tt.name, tt.code, got, err, tt.rules)
		}
	}
}

// TestDecodeRulesErrors checks that each fault gets an error that says
// where and what.
func TestDecodeRulesErrors(t *testing.T) {
	s := sudoku.Classic
	x := fields(num(3), []int{2, 5, 1, 1, 3, 5, 1, 1}) // Sudoku X, and a third item to follow
	killer := sudoku.EncodeRules(s, &sudoku.Rules{Constraints: []sudoku.Constraint{
		sudoku.Cage{Cells: cells(1, 1, 1, 2), Sum: 10}, sudoku.Cage{Cells: cells(2, 1, 2, 2, 2, 3), Sum: 6}}})
	tests := []struct {
		name, code, want string
		rule             bool // the error wraps a *RuleError
	}{
		{"unknown version", "2AAA", `sudoku: rules code: version "2" is not one this app reads (a newer version wrote it?)`, false},
		{"not a code", "ñ", `sudoku: rules code: version "ñ" is not one this app reads (a newer version wrote it?)`, false},
		{"unknown kind", bitCode(fields(x, []int{29, 5})...),
			`sudoku: rules code: item 3: kind 29 is not a rule this app knows (a newer version wrote it?)`, false},
		{"next kind after the last", bitCode(fields(num(1), []int{24, 5})...),
			`sudoku: rules code: item 1: kind 24 is not a rule this app knows (a newer version wrote it?)`, false},
		{"next decoration after the last", bitCode(fields(num(1), []int{23, 5, 5, 3})...),
			`sudoku: rules code: item 1 (decoration): decoration kind 5 is not one this app knows (a newer version wrote it?)`, false},
		{"decoration's text too long", bitCode(fields(num(1), []int{23, 5, 3, 3}, num(1), []int{0, 7, 0, 1}, num(0), num(0), num(201))...),
			"sudoku: rules code: item 1 (decoration): text of 201 bytes, over 200", false},
		{"decoration's text cut short", bitCode(fields(num(1), []int{23, 5, 3, 3}, num(1), []int{0, 7, 0, 1}, num(0), num(0), num(3), []int{'a', 8})...),
			"sudoku: rules code: item 1 (decoration): the code ends inside it (cut short?)", false},
		{"decoration's text not UTF-8", bitCode(fields(num(1), []int{23, 5, 3, 3}, num(1), []int{0, 7, 0, 1}, num(0), num(0), num(1), []int{0xff, 8})...),
			"sudoku: rules code: item 1: decorative text at r1c1: text is not valid UTF-8", true},
		{"decorated line too long", bitCode(fields(num(1), []int{23, 5, 0, 3}, num(163))...),
			"sudoku: rules code: item 1 (decoration): a list of 163 cells, more than 162", false},
		{"version alone", "1", "sudoku: rules code: the code ends before its count of items (cut short?)", false},
		{"truncated", killer[:len(killer)-3], "sudoku: rules code: item 2 (killer cage): the code ends inside it (cut short?)", false},
		{"fewer items than counted", bitCode(x...), "sudoku: rules code: item 3: the code ends inside it (cut short?)", false},
		{"after the last item", killer + "A", "sudoku: rules code: the code goes on after its 2 items", false},
		{"stray bits", bitCode(fields(num(0), []int{1, 2})...), "sudoku: rules code: the code goes on after its 0 items", false},
		{"bad character", killer[:3] + "%" + killer[4:], `sudoku: rules code: character 4, "%", is not one of A-Z a-z 0-9 - _`, false},
		{"padding", killer + "=", `sudoku: rules code: character ` + fmt.Sprint(len(killer)+1) + `, "=", is not one of A-Z a-z 0-9 - _`, false},
		{"too long", "1" + strings.Repeat("A", sudoku.MaxRulesCode), "sudoku: rules code: 65537 bytes, over the 65536-byte limit", false},
		{"cell outside the grid", bitCode(fields(num(1), []int{22, 5, 90, 7, 1, 1})...),
			"sudoku: rules code: item 1 (parity cell): cell is index 90, past the 9x9 grid's last cell, 80", false},
		{"list cell outside the grid", bitCode(fields(num(1), []int{14, 5}, num(2), []int{0, 7, 0, 1, 127, 7})...),
			"sudoku: rules code: item 1 (thermometer): cell 2 is index 127, past the 9x9 grid's last cell, 80", false},
		{"step off the grid", bitCode(fields(num(1), []int{14, 5}, num(3), []int{10, 7, 1, 1, 1, 3, 1, 1, 1, 3})...),
			"sudoku: rules code: item 1 (thermometer): cell 3 steps up from r1c2, off the grid", false},
		{"dot off the grid", bitCode(fields(num(1), []int{9, 5, 8, 7, 2, 2, 0, 1})...),
			"sudoku: rules code: item 1 (kropki dot): cell B steps right from r1c9, off the grid", false},
		{"long list", bitCode(fields(num(1), []int{19, 5}, num(82))...),
			"sudoku: rules code: item 1 (renban line): a list of 82 cells, more than the 9x9 grid's 81", false},
		{"huge number", bitCode(fields(num(1), []int{19, 5}, []int{7, 3, 1, 1, 7, 3, 1, 1, 7, 3, 1, 1, 7, 3, 1, 1, 7, 3, 1, 1, 7, 3, 1, 1, 7, 3, 1, 1})...),
			"sudoku: rules code: item 1 (renban line): a number runs past 21 bits", false},
		{"second region layout", bitCode(fields(num(2), regionFields(classicBoxes), regionFields(classicBoxes))...),
			"sudoku: rules code: item 2 (region layout): a second region layout", false},
		{"no such disjoint group", bitCode(fields(num(1), []int{5, 5, 1, 1, 12, 4})...),
			"sudoku: rules code: item 1 (disjoint group): standard disjoint group 13 of the 9x9 grid's 9", false},
		{"no standard extra region", bitCode(fields(num(1), []int{1, 5, 1, 1})...),
			"sudoku: rules code: item 1 (extra region): the 9x9 grid has no standard extra region", false},
		{"cage over its largest total", bitCode(fields(x, []int{13, 5, 20, 6}, num(2), []int{0, 7, 1, 1, 4, 3})...),
			"sudoku: rules code: item 3: killer cage at r1c1: total 20 is out of reach: 2 different digits of 1-9 add up to 3 to 17", true},
		{"cage of no cells", bitCode(fields(num(1), []int{13, 5, 0, 6}, num(0))...),
			"sudoku: rules code: item 1: killer cage at r1c1: has 0 cells, want at least 1", true},
		{"thermometer that turns back", bitCode(fields(num(1), []int{14, 5}, num(3), []int{0, 7, 1, 1, 4, 3, 1, 1, 3, 3})...),
			"sudoku: rules code: item 1: thermometer from r1c1: has r1c1 twice", true},
		{"region layout of one region", bitCode(fields(num(1), regionFields(make([]int, 81)))...),
			"sudoku: rules code: item 1: region 1: has 81 cells, want 9", true},
		{"disjoint groups on a jigsaw", bitCode(fields(num(2), []int{5, 5, 1, 1, 0, 4}, regionFields(jigsawOf(sudoku.Classic)))...),
			"sudoku: rules code: disjoint group 1: disjoint groups need boxes, not irregular regions", true},
	}
	for _, tt := range tests {
		r, err := sudoku.DecodeRules(s, tt.code)
		if err == nil {
			t.Errorf("%s: DecodeRules(%q) = %+v, want an error", tt.name, tt.code, r)
			continue
		}
		if err.Error() != tt.want {
			t.Errorf("%s: DecodeRules(%q):\n got %v\nwant %s", tt.name, tt.code, err, tt.want)
		}
		var ce *sudoku.RulesCodeError
		if !errors.As(err, &ce) {
			t.Errorf("%s: got a %T, want a *RulesCodeError", tt.name, err)
		}
		var re *sudoku.RuleError
		if errors.As(err, &re) != tt.rule {
			t.Errorf("%s: wraps a *RuleError: %v, want %v", tt.name, !tt.rule, tt.rule)
		}
		if !reflect.DeepEqual(r, sudoku.Rules{}) {
			t.Errorf("%s: rules %+v beside the error, want none", tt.name, r)
		}
	}
}

// classicBoxes is the 9x9 boxes as a region layout.
var classicBoxes = func() []int {
	out := make([]int, 81)
	for c := range out {
		out[c] = sudoku.Classic.Box(sudoku.Cell(c))
	}
	return out
}()

// regionFields returns the fields of a 9x9 region layout item.
func regionFields(layout []int) []int {
	out := []int{0, 5}
	for _, r := range layout {
		out = append(out, r, 4)
	}
	return out
}

// publishedRules is a published puzzle's rules.
type publishedRules struct {
	name  string
	shape sudoku.Shape
	rules sudoku.Rules
}

// loadPublishedRules reads the published puzzles of engine/solve's
// testdata (puzzleset.ReadPublished): each one's name, shape and rules.
func loadPublishedRules(tb testing.TB, file string) []publishedRules {
	tb.Helper()
	var out []publishedRules
	for _, p := range puzzleset.ReadPublished(tb, "../solve/testdata/"+file) {
		out = append(out, publishedRules{p.Name, p.Puzzle.Grid.Shape(), p.Puzzle.Rules})
	}
	return out
}

// TestRulesCodePublished round-trips every published puzzle's rules and
// logs each code's length: go test -run RulesCodePublished -v.
func TestRulesCodePublished(t *testing.T) {
	longest, longestName := "", ""
	for _, file := range []string{"variants.tsv", "killers.tsv"} {
		for _, p := range loadPublishedRules(t, file) {
			code := roundTrip(t, p.shape, p.name, &p.rules)
			cages := 0
			for _, c := range p.rules.Constraints {
				if _, ok := c.(sudoku.Cage); ok {
					cages++
				}
			}
			t.Logf("%dx%d %-50s %3d cages, %3d rules: %4d characters", p.shape.N(), p.shape.N(), p.name, cages,
				len(p.rules.Constraints)+len(p.rules.Extra), len(code))
			if p.shape == sudoku.Classic && cages > 0 && len(code) > 300 {
				t.Errorf("%s: a 9x9 killer's code is %d characters, over 300", p.name, len(code))
			}
			if len(code) > len(longest) {
				longest, longestName = code, p.name
			}
		}
	}
	t.Logf("longest: %s, %d characters: %s", longestName, len(longest), longest)
}

func ExampleEncodeRules() {
	x := sudoku.Rules{Extra: sudoku.Diagonals(sudoku.Classic)}
	code := sudoku.EncodeRules(sudoku.Classic, &x)
	fmt.Println(code)

	r, err := sudoku.DecodeRules(sudoku.Classic, code)
	fmt.Println(r.Describe(), err)

	killerX := sudoku.Rules{Extra: x.Extra, Constraints: []sudoku.Constraint{
		sudoku.Cage{Cells: []sudoku.Cell{0, 1, 9}, Sum: 7},
	}}
	fmt.Println(sudoku.EncodeRules(sudoku.Classic, &killerX))
	// Output:
	// 1i4I
	// diagonals <nil>
	// 1j4Y7YAkL
}

// FuzzDecodeRules checks that DecodeRules never panics, and that rules it
// reads encode to a code that reads back as the same rules, and is no
// longer (EncodeRules writes the shortest code).
func FuzzDecodeRules(f *testing.F) {
	all := supportedShapes()
	index := map[sudoku.Shape]uint8{}
	for i, s := range all {
		index[s] = uint8(i)
	}
	for _, file := range []string{"variants.tsv", "killers.tsv"} {
		for _, p := range loadPublishedRules(f, file) {
			f.Add(index[p.shape], sudoku.EncodeRules(p.shape, &p.rules))
		}
	}
	for _, tc := range everyKind(sudoku.Shape{BoxRows: 2, BoxCols: 3}) {
		f.Add(index[sudoku.Shape{BoxRows: 2, BoxCols: 3}], sudoku.EncodeRules(sudoku.Shape{BoxRows: 2, BoxCols: 3}, &tc.rules))
	}
	f.Fuzz(func(t *testing.T, shape uint8, code string) {
		s := all[int(shape)%len(all)]
		r, err := sudoku.DecodeRules(s, code)
		if err != nil {
			return
		}
		again := sudoku.EncodeRules(s, &r)
		r2, err := sudoku.DecodeRules(s, again)
		if err != nil || !reflect.DeepEqual(r, r2) {
			t.Fatalf("%v %q read as %+v, written %q, read back as %+v, %v", s, code, r, again, r2, err)
		}
		if len(again) > len(code) {
			t.Fatalf("%v %q read as %+v, written longer: %q", s, code, r, again)
		}
	})
}

// BenchmarkEncodeDecodeRules encodes and decodes the published killers'
// rules, all of them each round.
func BenchmarkEncodeDecodeRules(b *testing.B) {
	ps := loadPublishedRules(b, "killers.tsv")
	chars := 0
	for _, p := range ps {
		chars += len(sudoku.EncodeRules(p.shape, &p.rules))
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for _, p := range ps {
			if _, err := sudoku.DecodeRules(p.shape, sudoku.EncodeRules(p.shape, &p.rules)); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(ps)), "puzzles")
	b.ReportMetric(float64(chars)/float64(len(ps)), "chars/puzzle")
}
