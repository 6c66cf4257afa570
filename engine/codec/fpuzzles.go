package codec

import (
	"fmt"
	"maps"

	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-app/sudoku/engine/quote"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// f-puzzles (f-puzzles.com) stores a puzzle as a JSON object: "size", a
// "grid" of rows of cells ({"value":5,"given":true,"region":0}), and one
// key per kind of constraint, each a list of objects naming cells as
// "R1C1" (clues outside the grid as row or column 0 or N+1). The package
// doc lists the keys read.

// fpuzzlesMeta lists the keys that carry no rule.
var fpuzzlesMeta = map[string]bool{
	"size": true, "title": true, "author": true, "ruleset": true, "grid": true,
	"solution": true, "highlightConflicts": true, "disabledlogic": true,
	"truecandidatesoptions": true,
}

// fpuzzlesCosmetics lists the keys of f-puzzles' cosmetics, drawings
// that carry no rule, in the order they are read into Rules.Decor and
// written.
var fpuzzlesCosmetics = []string{"line", "rectangle", "circle", "cage", "text"}

// fpuzzlesKeys lists the constraint keys read, in the order they become
// rules and are written.
var fpuzzlesKeys = []string{"diagonal-", "diagonal+", "disjointgroups", "extraregion",
	"antiknight", "antiking", "nonconsecutive", "negative", "killercage", "thermometer",
	"arrow", "littlekillersum", "sandwichsum", "difference", "ratio", "xv", "whispers",
	"renban", "betweenline", "palindrome", "odd", "even"}

// fpReader reads one f-puzzles object.
type fpReader struct {
	s   sudoku.Shape
	obj map[string]any
}

// fail returns an error about constraint key, item i (from 0; -1 for the
// key as a whole).
func (f *fpReader) fail(key string, i int, format string, args ...any) error {
	where := "'" + key + "'"
	if i >= 0 {
		where = fmt.Sprintf("%s %d", where, i+1)
	}
	return fmt.Errorf("%s: %s", where, fmt.Sprintf(format, args...))
}

// cell reads "R1C1" (1-based) as a cell of the grid.
func (f *fpReader) cell(v any) (sudoku.Cell, bool) {
	r, c, ok := rcOf(v)
	n := f.s.N()
	if !ok || r < 1 || c < 1 || r > n || c > n {
		return 0, false
	}
	return f.s.CellAt(r-1, c-1), true
}

// rcOf reads "R<r>C<c>", either case, as its two numbers.
func rcOf(v any) (r, c int, ok bool) {
	s, _ := v.(string)
	if len(s) < 4 || (s[0] != 'R' && s[0] != 'r') {
		return 0, 0, false
	}
	i := strings.IndexAny(s, "Cc")
	if i < 2 {
		return 0, 0, false
	}
	r, err1 := strconv.Atoi(s[1:i])
	c, err2 := strconv.Atoi(s[i+1:])
	if err1 != nil || err2 != nil || r > 1000 || c > 1000 || r < 0 || c < 0 {
		return 0, 0, false
	}
	return r, c, true
}

// cells reads a list of "R1C1" strings.
func (f *fpReader) cells(key string, i int, v any) ([]sudoku.Cell, error) {
	list, ok := v.([]any)
	if !ok {
		return nil, f.fail(key, i, "want a list of cells")
	}
	out := make([]sudoku.Cell, 0, len(list))
	for _, x := range list {
		c, ok := f.cell(x)
		if !ok {
			return nil, f.fail(key, i, "%s is not a cell of the %dx%d grid", describe(x), f.s.N(), f.s.N())
		}
		out = append(out, c)
	}
	return out, nil
}

// items returns the list under key, each an object.
func (f *fpReader) items(key string) ([]map[string]any, error) {
	v, ok := f.obj[key]
	if !ok || isEmptyValue(v) {
		return nil, nil
	}
	list, ok := v.([]any)
	if !ok {
		return nil, f.fail(key, -1, "want a list")
	}
	out := make([]map[string]any, len(list))
	for i, x := range list {
		m, ok := x.(map[string]any)
		if !ok {
			return nil, f.fail(key, i, "want an object")
		}
		out[i] = m
	}
	return out, nil
}

// flag reads a true/false key.
func (f *fpReader) flag(key string) (bool, error) {
	v, ok := f.obj[key]
	if !ok || v == nil {
		return false, nil
	}
	b, ok := v.(bool)
	if !ok {
		return false, f.fail(key, -1, "want true or false, not %s", describe(v))
	}
	return b, nil
}

// number reads a value given as a number or a decimal string; "" and a
// missing value are 0 with ok false.
func number(v any) (int, bool) {
	switch x := v.(type) {
	case float64:
		if x == float64(int(x)) && x >= -1e6 && x <= 1e6 {
			return int(x), true
		}
	case string:
		n, err := strconv.Atoi(strings.TrimSpace(x))
		if err == nil && n >= -1e6 && n <= 1e6 {
			return n, true
		}
	}
	return 0, false
}

// lines reads each item's "lines", calling add for every line.
func (f *fpReader) lines(key string, add func(i int, cells []sudoku.Cell) error) error {
	items, err := f.items(key)
	if err != nil {
		return err
	}
	for i, m := range items {
		ls, ok := m["lines"].([]any)
		if !ok {
			return f.fail(key, i, "want \"lines\"")
		}
		for _, l := range ls {
			cells, err := f.cells(key, i, l)
			if err != nil {
				return err
			}
			if err := add(i, cells); err != nil {
				return err
			}
		}
	}
	return nil
}

// readFPuzzles reads an f-puzzles object: the givens, the regions, the
// rules, and the given pencil marks (pencilMarks). Errors name the key
// and the item.
func readFPuzzles(obj map[string]any) (sudoku.Grid, sudoku.Rules, []sudoku.Set, error) {
	g, rules, err := readFPuzzlesGrid(obj)
	if err != nil {
		return g, rules, nil, err
	}
	marks, err := pencilMarks(&g, obj["grid"].([]any))
	if err != nil {
		return sudoku.Grid{}, sudoku.Rules{}, nil, err
	}
	return g, rules, marks, nil
}

// pencilMarks reads the cells' "givenPencilMarks", f-puzzles' pencil
// marks given with a puzzle, as the puzzle's candidates
// (sudoku.Puzzle.Candidates): nil when no cell has any; else every cell's
// set, a given's its digit, an empty cell without marks every digit. A
// cell whose marks are one digit is placed in g, as a candidate line's
// is. FPuzzlesJSON writes them. Cost: O(N^2).
func pencilMarks(g *sudoku.Grid, rows []any) ([]sudoku.Set, error) {
	s := g.Shape()
	var marks []sudoku.Set
	for r, row := range rows {
		for c, v := range row.([]any) {
			m, _ := v.(map[string]any)
			pm, ok := m["givenPencilMarks"]
			if !ok || isEmptyValue(pm) {
				continue
			}
			list, ok := pm.([]any)
			if !ok {
				return nil, fmt.Errorf("r%dc%d: givenPencilMarks: want a list of digits", r+1, c+1)
			}
			if marks == nil {
				marks = make([]sudoku.Set, s.Cells())
			}
			cell := s.CellAt(r, c)
			for _, x := range list {
				d, ok := number(x)
				if !ok || d < 1 || d > s.N() {
					return nil, fmt.Errorf("r%dc%d: givenPencilMarks: %s is not a digit of 1 to %d", r+1, c+1, describe(x), s.N())
				}
				marks[cell] = marks[cell].With(sudoku.Digit(d))
			}
		}
	}
	if marks == nil {
		return nil, nil
	}
	full := sudoku.FullSet(s.N())
	for c := range marks {
		cell := sudoku.Cell(c)
		if d := g.At(cell); d != 0 {
			if marks[c] != 0 && !marks[c].Has(d) {
				return nil, fmt.Errorf("%s holds %d, not among its givenPencilMarks", s.CellName(cell), d)
			}
			marks[c] = sudoku.Bit(d)
			continue
		}
		if marks[c] == 0 {
			marks[c] = full
		}
		if d, ok := marks[c].Single(); ok {
			g.Set(cell, d)
		}
	}
	return marks, nil
}

// readFPuzzlesGrid is readFPuzzles less the pencil marks.
func readFPuzzlesGrid(obj map[string]any) (sudoku.Grid, sudoku.Rules, error) {
	var rules sudoku.Rules
	for _, k := range slices.Sorted(maps.Keys(obj)) {
		if fpuzzlesMeta[k] || slices.Contains(fpuzzlesKeys, k) || slices.Contains(fpuzzlesCosmetics, k) || isEmptyValue(obj[k]) {
			continue
		}
		return sudoku.Grid{}, rules, fmt.Errorf("constraint %s is not supported", quote.String(k))
	}
	g, err := boardGrid(obj["grid"], func(v any) (any, bool) {
		m, _ := v.(map[string]any)
		given, _ := m["given"].(bool)
		return m["value"], given
	})
	if err != nil {
		return sudoku.Grid{}, rules, err
	}
	if size, _ := obj["size"].(float64); size != float64(g.N()) {
		return sudoku.Grid{}, rules, fmt.Errorf("size %s does not match the %d-row grid", describe(obj["size"]), g.N())
	}
	s := g.Shape()
	f := &fpReader{s: s, obj: obj}
	// Regions: a cell without one is in its box.
	regions := make([]int, s.Cells())
	irregular := false
	for r, row := range obj["grid"].([]any) {
		for c, v := range row.([]any) {
			cell := s.CellAt(r, c)
			m, _ := v.(map[string]any)
			regions[cell] = s.Box(cell)
			reg, ok := m["region"]
			if !ok || reg == nil {
				continue
			}
			x, ok := number(reg)
			if !ok || x < 0 || x >= s.N() {
				return sudoku.Grid{}, rules, fmt.Errorf("r%dc%d is in region %s: want 0 to %d", r+1, c+1, describe(reg), s.N()-1)
			}
			regions[cell] = x
			irregular = irregular || x != s.Box(cell)
		}
	}
	if irregular {
		rules.Regions = regions
	}
	if err := f.readRules(&rules); err != nil {
		return sudoku.Grid{}, rules, err
	}
	if err := f.readDecor(&rules); err != nil {
		return sudoku.Grid{}, rules, err
	}
	if err := rules.Validate(s); err != nil {
		return sudoku.Grid{}, rules, err
	}
	if rules.Bare() {
		rules = sudoku.Rules{}
	}
	return g, rules, nil
}

func (f *fpReader) readRules(rules *sudoku.Rules) error {
	s := f.s
	add := func(c sudoku.Constraint) { rules.Constraints = append(rules.Constraints, c) }
	if b, err := f.flag("diagonal-"); err != nil {
		return err
	} else if b {
		rules.Extra = append(rules.Extra, sudoku.Diagonals(s)[0])
	}
	if b, err := f.flag("diagonal+"); err != nil {
		return err
	} else if b {
		rules.Extra = append(rules.Extra, sudoku.Diagonals(s)[1])
	}
	if b, err := f.flag("disjointgroups"); err != nil {
		return err
	} else if b {
		rules.Extra = append(rules.Extra, sudoku.DisjointGroups(s)...)
	}
	items, err := f.items("extraregion")
	if err != nil {
		return err
	}
	windows := sudoku.Windows(s)
	for i, m := range items {
		cells, err := f.cells("extraregion", i, m["cells"])
		if err != nil {
			return err
		}
		// f-puzzles has no windoku key: its setters draw the windows as
		// extra regions, and FPuzzlesJSON writes them so. One that is a
		// window reads as one, for its name and drawing.
		kind := sudoku.ExtraRegion
		if slices.ContainsFunc(windows, func(w sudoku.ExtraHouse) bool { return sameCells(w.Cells, cells) }) {
			kind = sudoku.Window
		}
		rules.Extra = append(rules.Extra, sudoku.ExtraHouse{Kind: kind, Cells: cells})
	}
	for _, k := range []struct {
		key string
		c   sudoku.Constraint
	}{{"antiknight", sudoku.AntiKnight{}}, {"antiking", sudoku.AntiKing{}}} {
		if b, err := f.flag(k.key); err != nil {
			return err
		} else if b {
			add(k.c)
		}
	}
	nonconsecutive, err := f.flag("nonconsecutive")
	if err != nil {
		return err
	}
	var neg sudoku.KropkiNegative
	var negXV sudoku.XVNegative
	if v, ok := f.obj["negative"]; ok && !isEmptyValue(v) {
		list, ok := v.([]any)
		if !ok {
			return f.fail("negative", -1, "want a list")
		}
		for _, x := range list {
			switch x {
			case "ratio":
				neg.Black = true
			case "xv":
				negXV = sudoku.XVNegative{X: true, V: true}
			case "difference":
				neg.White = true
			default:
				return f.fail("negative", -1, "negative constraint %s is not supported", describe(x))
			}
		}
	}
	whiteDots, _ := f.items("difference")
	switch {
	case nonconsecutive && len(whiteDots) == 0 && !neg.White:
		add(sudoku.NonConsecutive{})
	case nonconsecutive:
		neg.White = true
	}
	if neg != (sudoku.KropkiNegative{}) {
		add(neg)
	}
	if negXV != (sudoku.XVNegative{}) {
		add(negXV)
	}
	items, err = f.items("killercage")
	if err != nil {
		return err
	}
	for i, m := range items {
		cells, err := f.cells("killercage", i, m["cells"])
		if err != nil {
			return err
		}
		sum := 0
		if v, ok := m["value"]; ok && !isEmptyValue(v) {
			if sum, ok = number(v); !ok || sum <= 0 {
				return f.fail("killercage", i, "total %s is not a number", describe(v))
			}
		}
		add(sudoku.Cage{Cells: cells, Sum: sum})
	}
	if err := f.lines("thermometer", func(_ int, cells []sudoku.Cell) error {
		add(sudoku.Thermo{Cells: cells})
		return nil
	}); err != nil {
		return err
	}
	items, err = f.items("arrow")
	if err != nil {
		return err
	}
	for i, m := range items {
		circle, err := f.cells("arrow", i, m["cells"])
		if err != nil {
			return err
		}
		ls, ok := m["lines"].([]any)
		if !ok {
			return f.fail("arrow", i, "want \"lines\"")
		}
		for _, l := range ls {
			cells, err := f.cells("arrow", i, l)
			if err != nil {
				return err
			}
			// f-puzzles draws a shaft from the circle: drop the circle's cells.
			shaft := slices.DeleteFunc(cells, func(c sudoku.Cell) bool { return slices.Contains(circle, c) })
			if len(shaft) > 0 {
				add(sudoku.Arrow{Circle: circle, Shaft: shaft})
			}
		}
	}
	items, err = f.items("littlekillersum")
	if err != nil {
		return err
	}
	for i, m := range items {
		lk, err := f.littleKiller(i, m)
		if err != nil {
			return err
		}
		if lk.Sum != 0 {
			add(lk)
		}
	}
	items, err = f.items("sandwichsum")
	if err != nil {
		return err
	}
	for i, m := range items {
		r, c, ok := rcOf(m["cell"])
		n := s.N()
		var line sudoku.House
		switch {
		case ok && r == 0 && c >= 1 && c <= n, ok && r == n+1 && c >= 1 && c <= n:
			line = sudoku.House(n + c - 1)
		case ok && c == 0 && r >= 1 && r <= n, ok && c == n+1 && r >= 1 && r <= n:
			line = sudoku.House(r - 1)
		default:
			return f.fail("sandwichsum", i, "%s is not a clue cell outside the grid", describe(m["cell"]))
		}
		sum, ok := number(m["value"])
		if !ok {
			continue // a clue without a value says nothing
		}
		add(sudoku.Sandwich{Line: line, Sum: sum})
	}
	for _, dot := range []struct {
		key   string
		black bool
		def   int
	}{{"difference", false, 1}, {"ratio", true, 2}} {
		items, err := f.items(dot.key)
		if err != nil {
			return err
		}
		for i, m := range items {
			cells, err := f.cells(dot.key, i, m["cells"])
			if err != nil {
				return err
			}
			if len(cells) != 2 {
				return f.fail(dot.key, i, "want two cells")
			}
			if v, ok := m["value"]; ok && !isEmptyValue(v) {
				if x, _ := number(v); x != dot.def {
					return f.fail(dot.key, i, "a dot of value %s is not supported (only %d)", describe(v), dot.def)
				}
			}
			add(sudoku.Kropki{A: cells[0], B: cells[1], Black: dot.black})
		}
	}
	items, err = f.items("xv")
	if err != nil {
		return err
	}
	for i, m := range items {
		cells, err := f.cells("xv", i, m["cells"])
		if err != nil {
			return err
		}
		if len(cells) != 2 {
			return f.fail("xv", i, "want two cells")
		}
		var sum int
		switch v, _ := m["value"].(string); strings.ToUpper(v) {
		case "X":
			sum = 10
		case "V":
			sum = 5
		default:
			return f.fail("xv", i, "value %s: want \"X\" or \"V\"", describe(m["value"]))
		}
		add(sudoku.XV{A: cells[0], B: cells[1], Sum: sum})
	}
	// Whispers of another difference than the grid's own carry it as
	// "value" (our extension: f-puzzles draws every whisper alike).
	items, err = f.items("whispers")
	if err != nil {
		return err
	}
	for i, m := range items {
		diff := 0
		if v, ok := m["value"]; ok && !isEmptyValue(v) {
			d, ok := number(v)
			if !ok || d < 1 || d >= f.s.N() {
				return f.fail("whispers", i, "difference %s: want 1 to %d", describe(v), f.s.N()-1)
			}
			diff = d
		}
		ls, ok := m["lines"].([]any)
		if !ok {
			return f.fail("whispers", i, "want \"lines\"")
		}
		for _, l := range ls {
			cells, err := f.cells("whispers", i, l)
			if err != nil {
				return err
			}
			add(sudoku.Whisper{Cells: cells, Diff: diff})
		}
	}
	for _, k := range []struct {
		key  string
		make func([]sudoku.Cell) sudoku.Constraint
	}{
		{"renban", func(c []sudoku.Cell) sudoku.Constraint { return sudoku.Renban{Cells: c} }},
		{"betweenline", func(c []sudoku.Cell) sudoku.Constraint { return sudoku.Between{Cells: c} }},
		{"palindrome", func(c []sudoku.Cell) sudoku.Constraint { return sudoku.Palindrome{Cells: c} }},
	} {
		if err := f.lines(k.key, func(_ int, cells []sudoku.Cell) error {
			add(k.make(cells))
			return nil
		}); err != nil {
			return err
		}
	}
	for _, k := range []struct {
		key  string
		even bool
	}{{"odd", false}, {"even", true}} {
		items, err := f.items(k.key)
		if err != nil {
			return err
		}
		for i, m := range items {
			c, ok := f.cell(m["cell"])
			if !ok {
				return f.fail(k.key, i, "%s is not a cell of the grid", describe(m["cell"]))
			}
			add(sudoku.Parity{Cell: c, Even: k.even})
		}
	}
	return nil
}

// littleKiller reads a littlekillersum item: the clue cell outside the
// grid and the direction name the diagonal.
func (f *fpReader) littleKiller(i int, m map[string]any) (sudoku.LittleKiller, error) {
	n := f.s.N()
	r, c, ok := rcOf(m["cell"])
	var dr, dc int
	switch m["direction"] {
	case "UL":
		dr, dc = -1, -1
	case "UR":
		dr, dc = -1, 1
	case "DL":
		dr, dc = 1, -1
	case "DR":
		dr, dc = 1, 1
	default:
		return sudoku.LittleKiller{}, f.fail("littlekillersum", i, "direction %s: want UL, UR, DL or DR", describe(m["direction"]))
	}
	if !ok {
		return sudoku.LittleKiller{}, f.fail("littlekillersum", i, "%s is not a clue cell", describe(m["cell"]))
	}
	var lk sudoku.LittleKiller
	for r, c = r+dr, c+dc; r >= 1 && c >= 1 && r <= n && c <= n; r, c = r+dr, c+dc {
		lk.Cells = append(lk.Cells, f.s.CellAt(r-1, c-1))
	}
	if len(lk.Cells) == 0 {
		return sudoku.LittleKiller{}, f.fail("littlekillersum", i, "the clue at %s points away from the grid", describe(m["cell"]))
	}
	if v, ok := m["value"]; ok && !isEmptyValue(v) {
		if lk.Sum, ok = number(v); !ok || lk.Sum <= 0 {
			return sudoku.LittleKiller{}, f.fail("littlekillersum", i, "total %s is not a number", describe(v))
		}
	}
	return lk, nil
}

// FPuzzlesURL returns an f-puzzles link for p, its grid and its rules:
// the ?load= value is FPuzzlesJSON(p) compressed with lz-string.
// Parse reads it back to the same grid and rules. Cost: O(N^2) plus the
// rules.
func FPuzzlesURL(p sudoku.Puzzle) string {
	return "https://f-puzzles.com/?load=" + lzCompressBase64(FPuzzlesJSON(p))
}

// SudokuPadURL returns a SudokuPad link for p, carrying the same payload
// as FPuzzlesURL under SudokuPad's "fpuzzles" prefix: SudokuPad draws
// the f-puzzles constraints itself.
func SudokuPadURL(p sudoku.Puzzle) string {
	return "https://sudokupad.app/fpuzzles" + lzCompressBase64(FPuzzlesJSON(p))
}

// FPuzzlesJSON returns p as f-puzzles JSON: {"size":N,"grid":[[{"value":5,
// "given":true},{},...],...]} with each cell's "region" when the regions
// are irregular, or its "givenPencilMarks" when p has pencil marks (an
// empty cell's candidates: a position in play, the placed digits written
// as givens, as a candidate line writes them), then a key per kind of
// rule (see the list above). Windows and other extra houses are written as "extraregion", and so are
// disjoint groups unless they are all there, and a diagonal that is not
// whole; a KropkiNegative with White as "nonconsecutive"; a negative XV
// rule as "negative":["xv"], which f-puzzles reads as both X and V (it
// has no words for one alone). Decorations are written as f-puzzles'
// cosmetics (fpdecor.go), grouped by key ("line", "rectangle", "circle",
// "cage", "text"), so they read back in that order. Cost: O(N^2) plus the
// rules.
func FPuzzlesJSON(p sudoku.Puzzle) string {
	g := &p.Grid
	s := g.Shape()
	n := s.N()
	var b strings.Builder
	b.WriteString(`{"size":`)
	b.WriteString(strconv.Itoa(n))
	b.WriteString(`,"grid":[`)
	for r := 0; r < n; r++ {
		if r > 0 {
			b.WriteByte(',')
		}
		b.WriteByte('[')
		for c := 0; c < n; c++ {
			if c > 0 {
				b.WriteByte(',')
			}
			cell := s.CellAt(r, c)
			var fields []string
			if d := g.At(cell); d != 0 {
				fields = append(fields, `"value":`+strconv.Itoa(int(d)), `"given":true`)
			} else if p.Candidates != nil {
				fields = append(fields, `"givenPencilMarks":`+digitList(p.Candidates[cell]))
			}
			if p.Rules.Regions != nil {
				fields = append(fields, `"region":`+strconv.Itoa(p.Rules.Regions[cell]))
			}
			b.WriteString("{" + strings.Join(fields, ",") + "}")
		}
		b.WriteByte(']')
	}
	b.WriteByte(']')
	w := fpWriter{s: s, b: &b, lists: map[string][]string{}}
	w.rules(&p.Rules)
	b.WriteByte('}')
	return b.String()
}

// digitList writes ds as a JSON list of numbers, "[1,4,7]".
func digitList(ds sudoku.Set) string {
	var parts []string
	for ; ds != 0; ds &= ds - 1 {
		parts = append(parts, strconv.Itoa(int(ds.Lowest())))
	}
	return "[" + strings.Join(parts, ",") + "]"
}

// allDisjointGroups reports whether the disjoint groups among hs are
// exactly the standard ones of s (sudoku.DisjointGroups), every one.
func allDisjointGroups(s sudoku.Shape, hs []sudoku.ExtraHouse) bool {
	standard := map[string]bool{}
	for _, g := range sudoku.DisjointGroups(s) {
		standard[fmt.Sprint(slices.Sorted(slices.Values(g.Cells)))] = true
	}
	seen := map[string]bool{}
	for _, h := range hs {
		if h.Kind != sudoku.DisjointGroup {
			continue
		}
		key := fmt.Sprint(slices.Sorted(slices.Values(h.Cells)))
		if !standard[key] {
			return false
		}
		seen[key] = true
	}
	return len(seen) == len(standard)
}

// fpWriter collects the constraint keys of FPuzzlesJSON.
type fpWriter struct {
	s     sudoku.Shape
	b     *strings.Builder
	flags map[string]bool
	lists map[string][]string // key -> JSON objects
	neg   []string
}

func (w *fpWriter) rc(c sudoku.Cell) string {
	return fmt.Sprintf(`"R%dC%d"`, w.s.Row(c)+1, w.s.Col(c)+1)
}

func (w *fpWriter) cellList(cells []sudoku.Cell) string {
	parts := make([]string, len(cells))
	for i, c := range cells {
		parts[i] = w.rc(c)
	}
	return "[" + strings.Join(parts, ",") + "]"
}

func (w *fpWriter) item(key, obj string) { w.lists[key] = append(w.lists[key], obj) }

func (w *fpWriter) rules(r *sudoku.Rules) {
	s := w.s
	w.flags = map[string]bool{}
	// f-puzzles' "disjointgroups" is every group, and its diagonals are
	// whole: fewer groups, or part of a diagonal, are extra regions.
	allDisjoint := allDisjointGroups(s, r.Extra)
	diagonals := sudoku.Diagonals(s)
	for _, h := range r.Extra {
		switch {
		case h.Kind == sudoku.MainDiagonal && sameCells(h.Cells, diagonals[0].Cells):
			w.flags["diagonal-"] = true
		case h.Kind == sudoku.AntiDiagonal && sameCells(h.Cells, diagonals[1].Cells):
			w.flags["diagonal+"] = true
		case h.Kind == sudoku.DisjointGroup && allDisjoint:
			w.flags["disjointgroups"] = true
		default:
			w.item("extraregion", `{"cells":`+w.cellList(h.Cells)+`}`)
		}
	}
	for _, c := range r.Constraints {
		switch x := c.(type) {
		case sudoku.AntiKnight:
			w.flags["antiknight"] = true
		case sudoku.AntiKing:
			w.flags["antiking"] = true
		case sudoku.NonConsecutive:
			w.flags["nonconsecutive"] = true
		case sudoku.KropkiNegative:
			if x.White {
				w.flags["nonconsecutive"] = true
			}
			if x.Black && !slices.Contains(w.neg, `"ratio"`) {
				w.neg = append(w.neg, `"ratio"`)
			}
		case sudoku.XVNegative:
			if (x.X || x.V) && !slices.Contains(w.neg, `"xv"`) {
				w.neg = append(w.neg, `"xv"`)
			}
		case sudoku.Cage:
			obj := `{"cells":` + w.cellList(x.Cells)
			if x.Sum != 0 {
				obj += `,"value":"` + strconv.Itoa(x.Sum) + `"`
			}
			w.item("killercage", obj+"}")
		case sudoku.Thermo:
			w.item("thermometer", `{"lines":[`+w.cellList(x.Cells)+`]}`)
		case sudoku.Arrow:
			// The shaft is drawn from the circle cell it leaves.
			from := x.Circle[len(x.Circle)-1]
			for _, o := range x.Circle {
				if s.Touching(o, x.Shaft[0]) {
					from = o
				}
			}
			w.item("arrow", `{"cells":`+w.cellList(x.Circle)+`,"lines":[`+w.cellList(append([]sudoku.Cell{from}, x.Shaft...))+`]}`)
		case sudoku.LittleKiller:
			first := x.Cells[0]
			dr, dc := 1, 1
			if len(x.Cells) > 1 {
				dr, dc = s.Row(x.Cells[1])-s.Row(first), s.Col(x.Cells[1])-s.Col(first)
			} else if s.Row(first) == 0 {
				dr, dc = 1, 1-2*min(1, s.Col(first)) // a corner: from outside it
			} else {
				dr, dc = -1, 1-2*min(1, s.Col(first))
			}
			dir := map[[2]int]string{{-1, -1}: "UL", {-1, 1}: "UR", {1, -1}: "DL", {1, 1}: "DR"}[[2]int{dr, dc}]
			clue := fmt.Sprintf(`"R%dC%d"`, s.Row(first)+1-dr, s.Col(first)+1-dc)
			w.item("littlekillersum", `{"cell":`+clue+`,"cells":`+w.cellList(x.Cells)+`,"direction":"`+dir+`","value":"`+strconv.Itoa(x.Sum)+`"}`)
		case sudoku.Sandwich:
			n := s.N()
			clue := fmt.Sprintf(`"R%dC0"`, int(x.Line)+1)
			if int(x.Line) >= n {
				clue = fmt.Sprintf(`"R0C%d"`, int(x.Line)-n+1)
			}
			w.item("sandwichsum", `{"cell":`+clue+`,"value":"`+strconv.Itoa(x.Sum)+`"}`)
		case sudoku.Kropki:
			key := "difference"
			if x.Black {
				key = "ratio"
			}
			w.item(key, `{"cells":[`+w.rc(x.A)+`,`+w.rc(x.B)+`]}`)
		case sudoku.XV:
			v := "X"
			if x.Sum == 5 {
				v = "V"
			}
			w.item("xv", `{"cells":[`+w.rc(x.A)+`,`+w.rc(x.B)+`],"value":"`+v+`"}`)
		case sudoku.Whisper:
			value := ""
			if x.Diff != 0 && x.Diff != (sudoku.Whisper{}).MinDiff(w.s.N()) {
				value = `,"value":"` + strconv.Itoa(x.Diff) + `"`
			}
			w.item("whispers", `{"lines":[`+w.cellList(x.Cells)+`]`+value+`}`)
		case sudoku.Renban:
			w.item("renban", `{"lines":[`+w.cellList(x.Cells)+`]}`)
		case sudoku.Between:
			w.item("betweenline", `{"lines":[`+w.cellList(x.Cells)+`]}`)
		case sudoku.Palindrome:
			w.item("palindrome", `{"lines":[`+w.cellList(x.Cells)+`]}`)
		case sudoku.Parity:
			key := "odd"
			if x.Even {
				key = "even"
			}
			w.item(key, `{"cell":`+w.rc(x.Cell)+`}`)
		}
	}
	w.decor(r)
	for _, k := range append(slices.Clip(fpuzzlesKeys), fpuzzlesCosmetics...) {
		switch {
		case w.flags[k]:
			w.b.WriteString(`,"` + k + `":true`)
		case k == "negative" && len(w.neg) > 0:
			w.b.WriteString(`,"negative":[` + strings.Join(w.neg, ",") + `]`)
		case len(w.lists[k]) > 0:
			w.b.WriteString(`,"` + k + `":[` + strings.Join(w.lists[k], ",") + `]`)
		}
	}
}

// sameCells reports whether a and b hold the same cells, in any order.
func sameCells(a, b []sudoku.Cell) bool {
	if len(a) != len(b) {
		return false
	}
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}
