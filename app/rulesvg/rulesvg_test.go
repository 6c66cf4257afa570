package rulesvg

import (
	"bufio"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// cells returns the cells at 1-based (row, column) pairs of the 9x9 grid.
func cells(rc ...int) []sudoku.Cell {
	var out []sudoku.Cell
	for i := 0; i < len(rc); i += 2 {
		out = append(out, sudoku.Classic.CellAt(rc[i]-1, rc[i+1]-1))
	}
	return out
}

// cell returns the cell at 1-based row r, column c of the 9x9 grid.
func cell(r, c int) sudoku.Cell { return sudoku.Classic.CellAt(r-1, c-1) }

var ruleClass = regexp.MustCompile(`class="(rule-[a-z-]+)"`)

// ruleClasses counts the elements of each rule class in svg.
func ruleClasses(svg string) map[string]int {
	counts := map[string]int{}
	for _, m := range ruleClass.FindAllStringSubmatch(svg, -1) {
		counts[m[1]]++
	}
	return counts
}

// checkSVG fails unless svg is well-formed XML with one root, an <svg>
// with viewBox want.
func checkSVG(t *testing.T, svg, viewBox string) {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(svg))
	depth, roots := 0, 0
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed: %v\n%s", err, svg)
		}
		switch x := tok.(type) {
		case xml.StartElement:
			if depth == 0 {
				roots++
				if x.Name.Local != "svg" {
					t.Errorf("root is <%s>, want <svg>", x.Name.Local)
				}
				for _, a := range x.Attr {
					if a.Name.Local == "viewBox" && a.Value != viewBox {
						t.Errorf("viewBox %q, want %q", a.Value, viewBox)
					}
				}
			}
			depth++
		case xml.EndElement:
			depth--
		case xml.CharData:
			if depth == 0 && strings.TrimSpace(string(x)) != "" {
				t.Errorf("text %q outside the root", x)
			}
		}
	}
	if roots != 1 {
		t.Errorf("%d root elements, want 1", roots)
	}
}

func TestRulesSVGDrawsNothingForRulesInWords(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rules *sudoku.Rules
	}{
		{"nil", nil},
		{"classic", &sudoku.Rules{}},
		{"whole-grid rules", &sudoku.Rules{Constraints: []sudoku.Constraint{
			sudoku.AntiKnight{}, sudoku.AntiKing{}, sudoku.NonConsecutive{},
			sudoku.KropkiNegative{White: true, Black: true}, sudoku.XVNegative{X: true, V: true},
		}}},
	} {
		if got := SVG(sudoku.Classic, tc.rules); got != "" {
			t.Errorf("%s: rulesSVG = %q, want \"\"", tc.name, got)
		}
		if top, right, bottom, left := Margins(sudoku.Classic, tc.rules); top+right+bottom+left != 0 {
			t.Errorf("%s: margins %d %d %d %d, want none", tc.name, top, right, bottom, left)
		}
	}
}

// TestRulesSVGKinds draws each kind of rule alone on 9x9 and counts the
// elements of each class.
func TestRulesSVGKinds(t *testing.T) {
	jigsaw := make([]int, 81)
	for c := range jigsaw {
		jigsaw[c] = sudoku.Classic.Row(sudoku.Cell(c)) // rows as regions
	}
	for _, tc := range []struct {
		name    string
		rules   sudoku.Rules
		want    map[string]int
		viewBox string // "0 0 9 9" when empty
	}{
		{"jigsaw", sudoku.Rules{Regions: jigsaw}, map[string]int{"rule-region-border": 1}, ""},
		{"diagonals", sudoku.Rules{Extra: sudoku.Diagonals(sudoku.Classic)}, map[string]int{"rule-diagonal": 2}, ""},
		{"windows", sudoku.Rules{Extra: sudoku.Windows(sudoku.Classic)}, map[string]int{"rule-window": 4}, ""},
		{"disjoint groups", sudoku.Rules{Extra: sudoku.DisjointGroups(sudoku.Classic)}, map[string]int{"rule-disjoint": 9}, ""},
		{"extra region", sudoku.Rules{Extra: []sudoku.ExtraHouse{{Kind: sudoku.ExtraRegion, Cells: cells(1, 1, 1, 2, 2, 1)}}},
			map[string]int{"rule-extra-region": 1}, ""},
		{"killer cages", sudoku.Rules{Constraints: []sudoku.Constraint{
			sudoku.Cage{Cells: cells(1, 1, 1, 2), Sum: 3}, sudoku.Cage{Cells: cells(2, 1, 2, 2, 3, 1)},
		}}, map[string]int{"rule-cage": 2, "rule-cage-total": 1, "rule-cage-sum": 1, "rule-cage-sum-bg": 1}, ""},
		{"thermometers", sudoku.Rules{Constraints: []sudoku.Constraint{
			sudoku.Thermo{Cells: cells(1, 1, 2, 2, 3, 3)}, sudoku.Thermo{Cells: cells(5, 5, 5, 6)},
		}}, map[string]int{"rule-thermo-bulb": 2, "rule-thermo-line": 2}, ""},
		{"arrows, two sharing a circle", sudoku.Rules{Constraints: []sudoku.Constraint{
			sudoku.Arrow{Circle: cells(1, 1), Shaft: cells(1, 2, 1, 3)},
			sudoku.Arrow{Circle: cells(1, 1), Shaft: cells(2, 1, 3, 1)},
			sudoku.Arrow{Circle: cells(5, 5, 5, 6), Shaft: cells(6, 7, 7, 8)},
		}}, map[string]int{"rule-arrow-circle": 2, "rule-arrow-shaft": 3}, ""},
		{"kropki and XV", sudoku.Rules{Constraints: []sudoku.Constraint{
			sudoku.Kropki{A: cell(1, 1), B: cell(1, 2)}, sudoku.Kropki{A: cell(1, 1), B: cell(2, 1), Black: true},
			sudoku.XV{A: cell(3, 3), B: cell(3, 4), Sum: 10}, sudoku.XV{A: cell(4, 3), B: cell(4, 4), Sum: 5},
			sudoku.KropkiNegative{White: true},
		}}, map[string]int{"rule-kropki-white": 1, "rule-kropki-black": 1, "rule-xv": 2}, ""},
		{"odd and even", sudoku.Rules{Constraints: []sudoku.Constraint{
			sudoku.Parity{Cell: cell(1, 1)}, sudoku.Parity{Cell: cell(1, 2), Even: true}, sudoku.Parity{Cell: cell(1, 3), Even: true},
		}}, map[string]int{"rule-odd": 1, "rule-even": 2}, ""},
		{"lines", sudoku.Rules{Constraints: []sudoku.Constraint{
			sudoku.Whisper{Cells: cells(1, 1, 1, 2)}, sudoku.Whisper{Cells: cells(2, 1, 2, 2), Diff: 4},
			sudoku.Whisper{Cells: cells(3, 1, 3, 2), Diff: 3},
			sudoku.Renban{Cells: cells(4, 1, 4, 2, 4, 3)}, sudoku.Renban{Cells: cells(9, 9)},
			sudoku.Between{Cells: cells(5, 1, 5, 2, 5, 3)}, sudoku.Palindrome{Cells: cells(6, 1, 6, 2, 7, 3)},
		}}, map[string]int{"rule-whisper": 1, "rule-whisper-dutch": 1, "rule-whisper-other": 1, "rule-renban": 2,
			"rule-between": 1, "rule-between-end": 2, "rule-palindrome": 1, "rule-whisper-diff": 1}, ""},
		{"little killers", sudoku.Rules{Constraints: []sudoku.Constraint{
			sudoku.LittleKiller{Sum: 45, Cells: sudoku.Diagonals(sudoku.Classic)[0].Cells},
			sudoku.LittleKiller{Sum: 9, Cells: cells(9, 8, 8, 9)},
		}}, map[string]int{"rule-little-killer": 2, "rule-little-killer-arrow": 2}, "-1 -1 10 11"},
		{"sandwiches", sudoku.Rules{Constraints: []sudoku.Constraint{
			sudoku.Sandwich{Line: 0, Sum: 10}, sudoku.Sandwich{Line: 9 + 8, Sum: 0},
		}}, map[string]int{"rule-sandwich": 2}, "-1 -1 10 10"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.rules.Validate(sudoku.Classic); err != nil {
				t.Fatal(err)
			}
			svg := SVG(sudoku.Classic, &tc.rules)
			viewBox := tc.viewBox
			if viewBox == "" {
				viewBox = "0 0 9 9"
			}
			checkSVG(t, svg, viewBox)
			if got := ruleClasses(svg); !maps.Equal(got, tc.want) {
				t.Errorf("classes %v, want %v\n%s", got, tc.want, svg)
			}
			if again := SVG(sudoku.Classic, &tc.rules); again != svg {
				t.Errorf("a second drawing differs:\n%s\n%s", svg, again)
			}
		})
	}
}

func TestRulesMargins(t *testing.T) {
	s := sudoku.Classic
	main := sudoku.Diagonals(s)[0].Cells
	for _, tc := range []struct {
		name                     string
		constraints              []sudoku.Constraint
		top, right, bottom, left int
	}{
		{"the main diagonal from the top-left corner", []sudoku.Constraint{sudoku.LittleKiller{Sum: 45, Cells: main}}, 1, 0, 0, 1},
		{"down and left from above the grid", []sudoku.Constraint{sudoku.LittleKiller{Sum: 12, Cells: cells(1, 3, 2, 2, 3, 1)}}, 1, 0, 0, 0},
		{"up and left from the right", []sudoku.Constraint{sudoku.LittleKiller{Sum: 14, Cells: cells(3, 9, 2, 8, 1, 7)}}, 0, 1, 0, 0},
		{"up and right from below", []sudoku.Constraint{sudoku.LittleKiller{Sum: 21, Cells: cells(9, 7, 8, 8, 7, 9)}}, 0, 0, 1, 0},
		// r9c9 alone: from the right of row 8, down and left.
		{"a corner alone", []sudoku.Constraint{sudoku.LittleKiller{Sum: 5, Cells: cells(9, 9)}}, 0, 1, 0, 0},
		{"a row's sandwich", []sudoku.Constraint{sudoku.Sandwich{Line: 4, Sum: 5}}, 0, 0, 0, 1},
		{"a column's sandwich", []sudoku.Constraint{sudoku.Sandwich{Line: 9 + 4, Sum: 5}}, 1, 0, 0, 0},
		{"no outside clue", []sudoku.Constraint{sudoku.Thermo{Cells: cells(1, 1, 1, 2)}}, 0, 0, 0, 0},
	} {
		r := &sudoku.Rules{Constraints: tc.constraints}
		if err := r.Validate(s); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		top, right, bottom, left := Margins(s, r)
		if top != tc.top || right != tc.right || bottom != tc.bottom || left != tc.left {
			t.Errorf("%s: margins %d %d %d %d (top, right, bottom, left), want %d %d %d %d",
				tc.name, top, right, bottom, left, tc.top, tc.right, tc.bottom, tc.left)
		}
	}
}

// pathOf returns the d attribute of the first element of class in svg.
func pathOf(t *testing.T, svg, class string) string {
	t.Helper()
	m := regexp.MustCompile(`class="` + class + `"[^>]* d="([^"]*)"`).FindStringSubmatch(svg)
	if m == nil {
		t.Fatalf("no %s path in\n%s", class, svg)
	}
	return m[1]
}

func TestCageOutline(t *testing.T) {
	for _, tc := range []struct {
		name  string
		cells []sudoku.Cell
		want  string
	}{
		// r1c1, r2c1, r2c2: the inner corner at (1, 1) is pushed out, the
		// outer ones in.
		{"L", cells(1, 1, 2, 1, 2, 2), "M0.08 0.08L0.92 0.08L0.92 1.08L1.92 1.08L1.92 1.92L0.08 1.92Z"},
		{"one cell", cells(5, 5), "M4.08 4.08L4.92 4.08L4.92 4.92L4.08 4.92Z"},
		// Two cells touching at a corner: two loops, kept apart.
		{"cells touching at a corner", cells(1, 1, 2, 2),
			"M0.08 0.08L0.92 0.08L0.92 0.92L0.08 0.92ZM1.08 1.08L1.92 1.08L1.92 1.92L1.08 1.92Z"},
		// A ring round r2c2: the outside and the hole.
		{"ring", cells(1, 1, 1, 2, 1, 3, 2, 1, 2, 3, 3, 1, 3, 2, 3, 3),
			"M0.08 0.08L2.92 0.08L2.92 2.92L0.08 2.92ZM0.92 0.92L0.92 2.08L2.08 2.08L2.08 0.92Z"},
	} {
		r := &sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Cage{Cells: tc.cells}}}
		if got := pathOf(t, SVG(sudoku.Classic, r), "rule-cage"); got != tc.want {
			t.Errorf("%s: outline %s, want %s", tc.name, got, tc.want)
		}
	}
}

func TestCageSumSitsInTheFirstCellsCorner(t *testing.T) {
	// The cage lists r2c1 first; r1c2 comes first in reading order.
	r := &sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Cage{Cells: cells(2, 1, 2, 2, 1, 2), Sum: 17}}}
	svg := SVG(sudoku.Classic, r)
	for _, want := range []string{`<rect class="rule-cage-sum-bg" x="1.015" y="0.015" width="0.34" height="0.203"`, `<text class="rule-cage-sum" x="1.035" y="0.208"`, `>17</text>`} {
		if !strings.Contains(svg, want) {
			t.Errorf("no %q in\n%s", want, svg)
		}
	}
}

func TestArrowShaftLeavesTheCircleEdge(t *testing.T) {
	for _, tc := range []struct {
		name  string
		arrow sudoku.Arrow
		want  string // the start of the shaft's path
	}{
		{"circle, across", sudoku.Arrow{Circle: cells(1, 1), Shaft: cells(1, 2, 1, 3)}, "M0.9 0.5L1.5 0.5L2.5 0.5"},
		{"circle, down", sudoku.Arrow{Circle: cells(1, 1), Shaft: cells(2, 1)}, "M0.5 0.9L0.5 1.5"},
		// Diagonally off the pill's round end: 0.4 from r1c2's centre.
		{"pill, diagonally", sudoku.Arrow{Circle: cells(1, 2, 1, 1), Shaft: cells(2, 3)}, "M1.783 0.783L2.5 1.5"},
		// Straight down off the pill's flat side, from its nearest cell.
		{"pill, down", sudoku.Arrow{Circle: cells(1, 1, 1, 2), Shaft: cells(2, 2)}, "M1.5 0.9L1.5 1.5"},
	} {
		r := &sudoku.Rules{Constraints: []sudoku.Constraint{tc.arrow}}
		if got := pathOf(t, SVG(sudoku.Classic, r), "rule-arrow-shaft"); !strings.HasPrefix(got, tc.want) {
			t.Errorf("%s: shaft %s, want it to start %s", tc.name, got, tc.want)
		}
	}
}

// Region borders run whole along each grid line: rows as regions give
// eight lines across.
func TestRegionBordersJoinRuns(t *testing.T) {
	regions := make([]int, 81)
	for c := range regions {
		regions[c] = sudoku.Classic.Row(sudoku.Cell(c))
	}
	svg := SVG(sudoku.Classic, &sudoku.Rules{Regions: regions})
	want := "M0 1H9M0 2H9M0 3H9M0 4H9M0 5H9M0 6H9M0 7H9M0 8H9"
	if got := pathOf(t, svg, "rule-region-border"); got != want {
		t.Errorf("borders %s, want %s", got, want)
	}
}

func TestXMLEscape(t *testing.T) {
	var b strings.Builder
	xmlEscape(&b, `1<2 & "3" > '4'`)
	if want := `1&lt;2 &amp; &quot;3&quot; &gt; &#39;4&#39;`; b.String() != want {
		t.Errorf("got %s, want %s", b.String(), want)
	}
}

// publishedPuzzles reads the puzzles of a testdata file of engine/solve.
func publishedPuzzles(t testing.TB, file string) map[string]sudoku.Puzzle {
	t.Helper()
	f, err := os.Open("../../engine/solve/testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]sudoku.Puzzle{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "\t")
		p, err := codec.Parse(fields[len(fields)-1])
		if err != nil {
			t.Fatalf("%s: %v", fields[1], err)
		}
		out[fields[1]] = p
	}
	return out
}

// Every published variant draws as well-formed SVG, the same twice, with
// an element for each rule that draws.
func TestRulesSVGPublished(t *testing.T) {
	for name, p := range publishedPuzzles(t, "variants.tsv") {
		s := p.Grid.Shape()
		svg := SVG(s, &p.Rules)
		if !Draws(&p.Rules) {
			if svg != "" {
				t.Errorf("%s: draws %s for rules in words", name, svg)
			}
			continue
		}
		top, right, bottom, left := Margins(s, &p.Rules)
		n := s.N()
		viewBox := fmt.Sprintf("%d %d %d %d", -left, -top, n+left+right, n+top+bottom)
		t.Run(name, func(t *testing.T) { checkSVG(t, svg, viewBox) })
		if again := SVG(s, &p.Rules); again != svg {
			t.Errorf("%s: a second drawing differs", name)
		}
	}
}

func TestCellRuleWords(t *testing.T) {
	jigsaw := make([]int, 81)
	for c := range jigsaw {
		jigsaw[c] = sudoku.Classic.Col(sudoku.Cell(c)) // columns as regions
	}
	r := &sudoku.Rules{
		Regions: jigsaw,
		Extra:   append(sudoku.Diagonals(sudoku.Classic), sudoku.Windows(sudoku.Classic)...),
		Constraints: []sudoku.Constraint{
			sudoku.AntiKnight{},
			sudoku.Cage{Cells: cells(1, 1, 1, 2, 2, 1), Sum: 15},
			sudoku.Cage{Cells: cells(9, 9)},
			sudoku.Thermo{Cells: cells(3, 3, 3, 4, 3, 5, 3, 6, 3, 7)},
			sudoku.Arrow{Circle: cells(2, 3), Shaft: cells(2, 4, 2, 5)},
			sudoku.Arrow{Circle: cells(5, 2, 5, 1), Shaft: cells(6, 3)},
			sudoku.Kropki{A: cell(4, 1), B: cell(4, 2)},
			sudoku.XV{A: cell(4, 2), B: cell(5, 2), Sum: 10},
			sudoku.Parity{Cell: cell(7, 7)},
			sudoku.Parity{Cell: cell(7, 8), Even: true},
			sudoku.Whisper{Cells: cells(8, 1, 8, 2)},
			sudoku.Whisper{Cells: cells(8, 3, 8, 4), Diff: 4},
			sudoku.Renban{Cells: cells(9, 1, 9, 2, 9, 3)},
			sudoku.Between{Cells: cells(6, 5, 6, 6, 6, 7)},
			sudoku.Palindrome{Cells: cells(7, 1, 7, 2, 7, 3)},
			sudoku.LittleKiller{Sum: 23, Cells: cells(1, 3, 2, 2, 3, 1)},
			sudoku.Sandwich{Line: 5, Sum: 12},
		},
	}
	if err := r.Validate(sudoku.Classic); err != nil {
		t.Fatal(err)
	}
	words := CellWords(sudoku.Classic, r)
	if len(words) != 81 {
		t.Fatalf("%d entries, want 81", len(words))
	}
	for _, tc := range []struct {
		row, col int
		want     string
	}{
		{1, 1, "region 1; on the main diagonal; killer cage of 3 cells, total 15"},
		{1, 2, "region 2; killer cage of 3 cells, total 15"},
		{9, 9, "region 9; on the main diagonal; killer cage of 1 cell without a total"},
		{3, 3, "region 3; on the main diagonal; in window 1; thermometer bulb, 5 cells long"},
		{3, 5, "region 5; thermometer, 3rd of 5 cells"},
		{2, 3, "region 3; in window 1; arrow circle"},
		{2, 5, "region 5; on an arrow from row 2, column 3"},
		{5, 2, "region 2; arrow pill of 2 cells; X with the cell above"},
		{6, 3, "region 3; in window 3; on an arrow from row 5, column 1"},
		{4, 1, "region 1; white dot with the cell to the right"},
		{4, 2, "region 2; in window 1; white dot with the cell to the left; X with the cell below"},
		{7, 7, "region 7; on the main diagonal; in window 4; odd"},
		{7, 8, "region 8; in window 4; even"},
		{8, 1, "region 1; on a German whispers line"},
		{8, 3, "region 3; in window 3; on a whispers line, neighbours 4 or more apart"},
		{9, 2, "region 2; on a renban line of 3 cells"},
		{6, 5, "region 5; between line end, the other end at row 6, column 7"},
		{6, 6, "region 6; on the main diagonal; in window 4; on a between line from row 6, column 5 to row 6, column 7"},
		{7, 1, "region 1; on a palindrome line, mirrors row 7, column 3"},
		{7, 2, "region 2; in window 3; centre of a palindrome line"},
		{1, 3, "region 3; little killer clue 23 starts here, going down and to the left"},
		{6, 1, "region 1; sandwich clue 12 for row 6"},
		{1, 9, "region 9; on the anti-diagonal"},
		{2, 2, "region 2; on the main diagonal; in window 1; on the diagonal of little killer clue 23"},
		{5, 9, "region 9"},
	} {
		if got := words[cell(tc.row, tc.col)]; got != tc.want {
			t.Errorf("r%dc%d: %q, want %q", tc.row, tc.col, got, tc.want)
		}
	}
	for c, w := range CellWords(sudoku.Classic, &sudoku.Rules{}) {
		if w != "" {
			t.Errorf("classic rules say %q of cell %d", w, c)
		}
	}
	// Cages that overlap are named by their first cell too: a cell in
	// two cages alike says both.
	words = CellWords(sudoku.Classic, &sudoku.Rules{Constraints: []sudoku.Constraint{
		sudoku.Cage{Cells: cells(1, 1, 1, 2), Sum: 5}, sudoku.Cage{Cells: cells(1, 3, 1, 2), Sum: 5}, sudoku.Cage{Cells: cells(2, 1)}}})
	for _, tc := range []struct {
		row, col int
		want     string
	}{
		{1, 2, "killer cage of 2 cells from row 1, column 1, total 5; killer cage of 2 cells from row 1, column 2, total 5"},
		{1, 3, "killer cage of 2 cells from row 1, column 2, total 5"},
		{2, 1, "killer cage of 1 cell without a total"},
	} {
		if got := words[cell(tc.row, tc.col)]; got != tc.want {
			t.Errorf("overlapping cages, r%dc%d: %q, want %q", tc.row, tc.col, got, tc.want)
		}
	}
}

func TestOrdinal(t *testing.T) {
	for k, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 22: "22nd", 25: "25th"} {
		if got := ordinal(k); got != want {
			t.Errorf("ordinal(%d) = %s, want %s", k, got, want)
		}
	}
}

// BenchmarkRulesSVG draws the Wikipedia killer (29 cages) and a hard
// killer of the forums.
func BenchmarkRulesSVG(b *testing.B) {
	for _, tc := range []struct{ file, name string }{
		{"variants.tsv", "Killer sudoku (Wikipedia)"},
		{"killers.tsv", "Hard killer 1"},
	} {
		p := publishedPuzzles(b, tc.file)[tc.name]
		b.Run(tc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				SVG(p.Grid.Shape(), &p.Rules)
			}
		})
	}
}

func BenchmarkCellRuleWords(b *testing.B) {
	p := publishedPuzzles(b, "variants.tsv")["Killer sudoku (Wikipedia)"]
	b.ReportAllocs()
	for b.Loop() {
		CellWords(p.Grid.Shape(), &p.Rules)
	}
}

// TestOverlappingCageOutlines checks that cages sharing cells each get
// an outline round their own cells, the one drawn on a level further in
// than the cage it overlaps, the larger cage outside the smaller.
func TestOverlappingCageOutlines(t *testing.T) {
	cage := func(sum int, rc ...int) sudoku.Constraint { return sudoku.Cage{Cells: cells(rc...), Sum: sum} }
	for _, tc := range []struct {
		name  string
		cages []sudoku.Constraint
		want  []string // the outlines, in the cages' order
	}{
		{"apart", []sudoku.Constraint{cage(3, 1, 1, 1, 2), cage(5, 1, 3, 1, 4)},
			[]string{"M0.08 0.08L1.92 0.08L1.92 0.92L0.08 0.92Z", "M2.08 0.08L3.92 0.08L3.92 0.92L2.08 0.92Z"}},
		{"sharing r1c2", []sudoku.Constraint{cage(3, 1, 1, 1, 2), cage(5, 1, 2, 1, 3)},
			[]string{"M0.08 0.08L1.92 0.08L1.92 0.92L0.08 0.92Z", "M1.16 0.16L2.84 0.16L2.84 0.84L1.16 0.84Z"}},
		// The smaller cage first: the larger still goes outside.
		{"a cage inside a cage", []sudoku.Constraint{cage(3, 1, 1, 1, 2), cage(6, 1, 1, 1, 2, 1, 3)},
			[]string{"M0.16 0.16L1.84 0.16L1.84 0.84L0.16 0.84Z", "M0.08 0.08L2.92 0.08L2.92 0.92L0.08 0.92Z"}},
		// Three cages on r1c1: three levels.
		{"three on a cell", []sudoku.Constraint{cage(0, 1, 1, 1, 2), cage(0, 1, 1, 2, 1), cage(0, 1, 1)},
			[]string{"M0.08 0.08L1.92 0.08L1.92 0.92L0.08 0.92Z", "M0.16 0.16L0.84 0.16L0.84 1.84L0.16 1.84Z", "M0.24 0.24L0.76 0.24L0.76 0.76L0.24 0.76Z"}},
	} {
		svg := SVG(sudoku.Classic, &sudoku.Rules{Constraints: tc.cages})
		var got []string
		for _, m := range regexp.MustCompile(`class="rule-cage"[^>]* d="([^"]*)"`).FindAllStringSubmatch(svg, -1) {
			got = append(got, m[1])
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: outlines\n%q\nwant\n%q", tc.name, got, tc.want)
		}
	}
}

// TestOverlappingCageTotals checks where totals go when cages overlap
// (TotalCorners, and the backgrounds SVG draws there): the first cell's
// top-left corner unless another cage's lines run through it, then a
// corner of the cage's outline clear of them.
func TestOverlappingCageTotals(t *testing.T) {
	cage := func(sum int, rc ...int) sudoku.Constraint { return sudoku.Cage{Cells: cells(rc...), Sum: sum} }
	type at struct {
		r, c   int
		corner Corner
	}
	for _, tc := range []struct {
		name  string
		cages []sudoku.Constraint
		want  []at // the totals, in the cages' order
	}{
		{"apart", []sudoku.Constraint{cage(3, 1, 1, 1, 2), cage(5, 1, 3, 1, 4)}, []at{{1, 1, TopLeft}, {1, 3, TopLeft}}},
		// r1c2's top-left corner has the 3's line through it: the 5 goes
		// to its outline's far corner.
		{"sharing r1c2", []sudoku.Constraint{cage(3, 1, 1, 1, 2), cage(5, 1, 2, 1, 3)}, []at{{1, 1, TopLeft}, {1, 3, TopRight}}},
		{"sharing r1c2, the later first", []sudoku.Constraint{cage(5, 1, 2, 1, 3), cage(3, 1, 1, 1, 2)}, []at{{1, 3, TopRight}, {1, 1, TopLeft}}},
		// The 12 holds r3c1 and r3c2 of the 45's box: the 45 goes to r3c3.
		{"a cage inside a box's cage", []sudoku.Constraint{cage(45, 3, 1, 3, 2, 3, 3, 4, 1, 4, 2, 4, 3, 5, 1, 5, 2, 5, 3), cage(12, 3, 1, 3, 2)},
			[]at{{3, 3, TopRight}, {3, 1, TopLeft}}},
		// A cage of one cell in the corner of another: the only corner
		// it has is shared, and it takes it.
		{"one cell in another's corner", []sudoku.Constraint{cage(4, 4, 5), cage(15, 4, 5, 4, 6, 5, 5)}, []at{{4, 5, TopLeft}, {4, 6, TopRight}}},
		{"the same cells, two totals", []sudoku.Constraint{cage(5, 1, 1, 1, 2), cage(6, 1, 1, 1, 2)}, []at{{1, 1, TopLeft}, {1, 2, TopRight}}},
		// Both corners of the 5's outline have the other's top line
		// through them: the first cell's top-left, as it would alone.
		{"a cage without a total beside", []sudoku.Constraint{cage(0, 1, 1, 1, 2), cage(5, 1, 1, 2, 1)}, []at{{1, 1, TopLeft}}},
	} {
		r := &sudoku.Rules{Constraints: tc.cages}
		want := make([]Corner, 81)
		for _, w := range tc.want {
			want[cell(w.r, w.c)] |= w.corner
		}
		if got := TotalCorners(sudoku.Classic, r); !slices.Equal(got, want) {
			t.Errorf("%s: TotalCorners %v, want %v", tc.name, got, want)
		}
		svg := SVG(sudoku.Classic, r)
		bgs := regexp.MustCompile(`class="rule-cage-sum-bg" x="([0-9.]+)" y="([0-9.]+)" width="([0-9.]+)"`).FindAllStringSubmatch(svg, -1)
		if len(bgs) != len(tc.want) {
			t.Fatalf("%s: %d totals drawn, want %d:\n%s", tc.name, len(bgs), len(tc.want), svg)
		}
		for i, w := range tc.want {
			var x, y, width float64
			fmt.Sscan(bgs[i][1]+" "+bgs[i][2]+" "+bgs[i][3], &x, &y, &width)
			left := float64(w.c - 1)
			if w.corner == TopRight {
				left = float64(w.c) - width - 2*cageSumAt
			}
			if math.Abs(x-left-cageSumAt) > 0.001 || math.Abs(y-float64(w.r-1)-cageSumAt) > 0.001 {
				t.Errorf("%s: total %d's background at %g, %g, want the %v corner of r%dc%d", tc.name, i+1, x, y, w.corner, w.r, w.c)
			}
		}
	}
}

// TestOverlappingKillersDraw draws the killers of overlapping cages of
// engine/solve's testdata: an outline for each cage, and each total in a
// corner of one of its own cells, no two on the same corner.
func TestOverlappingKillersDraw(t *testing.T) {
	for name, p := range publishedPuzzles(t, "overlapping.tsv") {
		s := p.Grid.Shape()
		svg := SVG(s, &p.Rules)
		checkSVG(t, svg, "0 0 9 9")
		if got := ruleClasses(svg)["rule-cage"]; got != len(p.Rules.Constraints) {
			t.Errorf("%s: %d outlines, want one a cage, %d", name, got, len(p.Rules.Constraints))
		}
		l := layoutCages(s, &p.Rules)
		seen := map[cageTotal]bool{}
		for _, at := range l.totals {
			if !slices.Contains(l.cages[at.cage].Cells, at.cell) {
				t.Errorf("%s: the total of cage %d is in %s, not one of its cells", name, at.cage+1, s.CellName(at.cell))
			}
			key := cageTotal{cell: at.cell, corner: at.corner}
			if seen[key] {
				t.Errorf("%s: two totals in the %v corner of %s", name, at.corner, s.CellName(at.cell))
			}
			seen[key] = true
		}
		if len(l.totals) != len(p.Rules.Constraints) {
			t.Errorf("%s: %d totals placed, want %d", name, len(l.totals), len(p.Rules.Constraints))
		}
	}
}
