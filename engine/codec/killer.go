package codec

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-app/sudoku/engine/quote"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// The two text formats of the killer forums.
//
// The cage string writes one character per cell, row by row: the cell
// that carries a cage's total (any one cell of the cage, usually its
// first) holds the total in base 62 ('1'-'9', then 'A'-'Z' for 10-35,
// 'a'-'z' for 36-61; '0' for a cage whose total is not given), and every
// other cell an arrow to a neighbour in the same cage: '<' left, '>'
// right, '^' up, 'v' down. A 9x9 killer is 81 characters:
//
//	G<<L<K<L<^G>^>^E^^>^IJ<G^<G^>^^I^<>^HC<C^<B^N^^G^<>^>^^E^<DF<^PG^<>^^J<^^<H<<>^>^
//
// The SumoCue (also JSudoku's, "PS") code is "3x3:" (the box shape),
// "d" or nothing for the diagonals, "k", then for each cell, after a ':',
// the number total*256 + a cage number: the cells of a cage share the
// number, and a total of 0 is a cage (or a lone cell) without one:
//
//	3x3::k:4353:4353:4098:4098:5123:1796:1796:1541:1541:4353:...

// killerDigits are the base-62 digits of the cage string.
const killerDigits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// isKillerString reports whether line (spaces removed) looks like a
// cage string: arrows and base-62 digits only, with at least one arrow.
// A backtick, which some lists hold among the arrows, counts as one, for
// parseKillerString to refuse by name.
func isKillerString(line string) bool {
	if !strings.ContainsAny(line, "<>^") {
		return false
	}
	for i := 0; i < len(line); i++ {
		if b := line[i]; !strings.ContainsRune("<>^v` ", rune(b)) && strings.IndexByte(killerDigits, b) < 0 {
			return false
		}
	}
	return true
}

// parseKillerString reads a cage string: the line l of the input.
func (in *input) parseKillerString(l span) (sudoku.Puzzle, error) {
	var cells []byte
	var offs []int
	for i := l.start; i < l.end; i++ {
		if b := in.text[i]; b != ' ' && b != '\t' {
			cells, offs = append(cells, b), append(offs, i)
		}
	}
	n := 0
	for _, size := range sudoku.Sizes() {
		if size*size == len(cells) {
			n = size
		}
	}
	if n == 0 {
		return sudoku.Puzzle{}, lineError(l, textKillerLength, append([]string{"Cells", itoa(len(cells))}, sizeArgs(func(n int) int { return n * n })...)...)
	}
	s, err := sudoku.ShapeForSize(n)
	if err != nil {
		return sudoku.Puzzle{}, err
	}
	parent := make([]int, len(cells))
	for c := range parent {
		parent[c] = c
	}
	find := func(x int) int {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	for c, b := range cells {
		r, col := c/n, c%n
		switch b {
		case '<':
			col--
		case '>':
			col++
		case '^':
			r--
		case 'v':
			r++
		case '`':
			// No list of the format says which cell it points to: read
			// as a guess, it could make up a cage the setter never drew.
			return sudoku.Puzzle{}, in.errorAt(offs[c], textKillerTick, "Cell", s.CellName(sudoku.Cell(c)))
		default:
			continue
		}
		if r < 0 || col < 0 || r >= n || col >= n {
			return sudoku.Puzzle{}, in.errorAt(offs[c], textKillerOutside, "Cell", s.CellName(sudoku.Cell(c)), "Arrow", quote.String(string(b)))
		}
		parent[find(c)] = find(r*n + col)
	}
	head := map[int]int{} // cage root -> its total cell
	var order []int
	for c, b := range cells {
		if strings.IndexByte("<>^v", b) >= 0 {
			continue
		}
		root := find(c)
		if h, ok := head[root]; ok {
			return sudoku.Puzzle{}, in.errorAt(offs[c], textKillerTotals, "Cell", s.CellName(sudoku.Cell(c)), "Other", s.CellName(sudoku.Cell(h)))
		}
		head[root] = c
	}
	cages := map[int]*sudoku.Cage{}
	for c := range cells {
		root := find(c)
		h, ok := head[root]
		if !ok {
			return sudoku.Puzzle{}, in.errorAt(offs[c], textKillerNoTotal, "Cell", s.CellName(sudoku.Cell(c)))
		}
		cage, ok := cages[root]
		if !ok {
			cage = &sudoku.Cage{Sum: strings.IndexByte(killerDigits, cells[h])}
			cages[root] = cage
			order = append(order, root)
		}
		cage.Cells = append(cage.Cells, sudoku.Cell(c))
	}
	var rules sudoku.Rules
	for _, root := range order {
		if cage := cages[root]; len(cage.Cells) > 1 || cage.Sum != 0 {
			rules.Constraints = append(rules.Constraints, *cage)
		}
	}
	if err := rules.Validate(s); err != nil {
		return sudoku.Puzzle{}, in.ruleErr(l.start, "killer cage string", err)
	}
	return sudoku.Puzzle{Grid: sudoku.NewGrid(s), Format: sudoku.KillerStringFormat, Rules: rules}, nil
}

// ruleErr places a *RuleError at offset off of the input.
func (in *input) ruleErr(off int, source string, err error) error {
	if re, ok := err.(*sudoku.RuleError); ok {
		return in.errAt(off, "%s: %s: %s", source, re.Rule, re.Msg)
	}
	return err
}

// isSumoCue reports whether s starts like a SumoCue code: "<r>x<c>:",
// "d" or nothing, ":k:".
func isSumoCue(s string) bool {
	shape, rest, ok := strings.Cut(s, ":")
	if !ok || !strings.Contains(shape, "x") {
		return false
	}
	return strings.HasPrefix(rest, ":k:") || strings.HasPrefix(rest, "d:k:")
}

// parseSumoCue reads a SumoCue code starting at offset start.
func (in *input) parseSumoCue(start int, code string) (sudoku.Puzzle, error) {
	fields := strings.Split(strings.TrimSuffix(code, ":"), ":")
	s, err := sudoku.ParseShape(fields[0])
	if err != nil {
		return sudoku.Puzzle{}, in.errorAt(start, textSumoCueShape, "Shape", quote.String(fields[0]))
	}
	values := fields[3:]
	if len(values) != s.Cells() {
		return sudoku.Puzzle{}, in.errorAt(start, textSumoCueCells, "Cells", itoa(len(values)), "Want", itoa(s.Cells()))
	}
	var rules sudoku.Rules
	if fields[1] == "d" {
		rules.Extra = sudoku.Diagonals(s)
	}
	cages := map[int]*sudoku.Cage{}
	var order []int
	off := start + len(fields[0]) + len(fields[1]) + len(fields[2]) + 3
	for c, f := range values {
		v, err := strconv.Atoi(f)
		if err != nil || v < 0 || v >= 1<<20 {
			return sudoku.Puzzle{}, in.errorAt(off, textSumoCueNumber, "Value", quote.String(f), "Cell", s.CellName(sudoku.Cell(c)))
		}
		cage, ok := cages[v]
		if !ok {
			cage = &sudoku.Cage{Sum: v >> 8}
			cages[v] = cage
			order = append(order, v)
		}
		cage.Cells = append(cage.Cells, sudoku.Cell(c))
		off += len(f) + 1
	}
	for _, v := range order {
		if cage := cages[v]; len(cage.Cells) > 1 || cage.Sum != 0 {
			rules.Constraints = append(rules.Constraints, *cage)
		}
	}
	if err := rules.Validate(s); err != nil {
		return sudoku.Puzzle{}, in.ruleErr(start, "SumoCue code", err)
	}
	return sudoku.Puzzle{Grid: sudoku.NewGrid(s), Format: sudoku.SumoCueFormat, Rules: rules}, nil
}

// killerOnly reports whether p is a killer without givens that the
// killer formats can write: killer cages that do not overlap, at most
// the two diagonals, and the boxes of the shape, and nothing drawn.
func killerOnly(p sudoku.Puzzle) error {
	if p.Grid.Filled() > 0 {
		return fmt.Errorf("sudoku: the killer formats carry no givens")
	}
	if len(p.Rules.Decor) > 0 {
		return fmt.Errorf("sudoku: the killer formats carry no decoration (lines, shapes or text drawn on the grid)")
	}
	if p.Rules.Regions != nil {
		return fmt.Errorf("sudoku: the killer formats carry no jigsaw regions")
	}
	for _, c := range p.Rules.Constraints {
		if _, ok := c.(sudoku.Cage); !ok {
			return fmt.Errorf("sudoku: the killer formats carry killer cages only, not %s", (&sudoku.Rules{Constraints: []sudoku.Constraint{c}}).Describe())
		}
	}
	return oneCagePerCell(p, "the killer formats give")
}

// oneCagePerCell refuses the cages of p that overlap, for a format that
// gives each cell one cage (who: "Solo gives"): the error names a cell
// and its two cages.
func oneCagePerCell(p sudoku.Puzzle, who string) error {
	if cell, a, b, ok := p.Rules.CageOverlap(); ok {
		s := p.Grid.Shape()
		return fmt.Errorf("sudoku: %s is in %s and in %s: %s each cell one cage, and cannot write cages that overlap",
			s.CellName(cell), p.Rules.Constraints[a].Name(s), p.Rules.Constraints[b].Name(s), who)
	}
	return nil
}

// cageOf returns, for every cell, the index of its cage in cs, or -1:
// cages that do not overlap (killerOnly).
func cageOf(s sudoku.Shape, cs []sudoku.Constraint) []int {
	of := make([]int, s.Cells())
	for i := range of {
		of[i] = -1
	}
	for i, c := range cs {
		for _, cell := range c.(sudoku.Cage).Cells {
			of[cell] = i
		}
	}
	return of
}

// FormatKillerString returns a killer without givens (killer cages on
// the boxes of its shape, nothing else) as a cage string: the total in
// the cage's first cell, arrows towards it elsewhere. It fails for other
// puzzles, for cages that overlap (a cell holds one arrow or total), for
// cages whose cells are not connected, for totals over 61, without a cage
// of two cells or more (the string would read as digits), and on a size
// the reader does not take (sudoku.Sizes). Cost: O(N^2).
func FormatKillerString(p sudoku.Puzzle) (string, error) {
	if err := killerOnly(p); err != nil {
		return "", err
	}
	if len(p.Rules.Extra) > 0 {
		return "", fmt.Errorf("sudoku: a killer cage string carries no extra houses")
	}
	s := p.Grid.Shape()
	n := s.N()
	of := cageOf(s, p.Rules.Constraints)
	out := make([]byte, s.Cells())
	for c := range out {
		if of[c] < 0 {
			out[c] = '0' // a lone cell without a total
		}
	}
	for i, c := range p.Rules.Constraints {
		cage := c.(sudoku.Cage)
		if cage.Sum >= len(killerDigits) {
			return "", fmt.Errorf("sudoku: %s: total %d is over 61, the most a cage string writes", cage.Name(s), cage.Sum)
		}
		first := slices.Min(cage.Cells)
		out[first] = killerDigits[cage.Sum]
		// Breadth first from the first cell: each cell points to the one
		// it was reached from.
		queue := []sudoku.Cell{first}
		for len(queue) > 0 {
			c := queue[0]
			queue = queue[1:]
			r, col := s.Row(c), s.Col(c)
			for _, d := range [4]struct {
				dr, dc int
				arrow  byte
			}{{0, 1, '<'}, {0, -1, '>'}, {1, 0, '^'}, {-1, 0, 'v'}} {
				rr, cc := r+d.dr, col+d.dc
				if rr < 0 || cc < 0 || rr >= n || cc >= n {
					continue
				}
				nb := s.CellAt(rr, cc)
				if of[nb] == i && out[nb] == 0 {
					out[nb] = d.arrow
					queue = append(queue, nb)
				}
			}
		}
		for _, cell := range cage.Cells {
			if out[cell] == 0 {
				return "", fmt.Errorf("sudoku: %s is not connected: a cage string cannot write it", cage.Name(s))
			}
		}
	}
	// A string without an arrow is read as a line of digits.
	if !isKillerString(string(out)) || !slices.Contains(sudoku.Sizes(), n) {
		return "", fmt.Errorf("sudoku: a cage string needs a cage of two cells or more, on a %s grid", sizeList(func(n int) int { return n }))
	}
	return string(out), nil
}

// FormatSumoCue returns a killer without givens (killer cages, at most
// the two diagonals, on the boxes of its shape) as a SumoCue code. It
// fails for other puzzles and for cages that overlap (a cell holds one
// cage's number). Cost: O(N^2).
func FormatSumoCue(p sudoku.Puzzle) (string, error) {
	if err := killerOnly(p); err != nil {
		return "", err
	}
	s := p.Grid.Shape()
	d := ""
	switch {
	case len(p.Rules.Extra) == 2 && p.Rules.Extra[0].Kind == sudoku.MainDiagonal && p.Rules.Extra[1].Kind == sudoku.AntiDiagonal:
		d = "d"
	case len(p.Rules.Extra) > 0:
		return "", fmt.Errorf("sudoku: a SumoCue code carries the two diagonals and no other extra house")
	}
	of := cageOf(s, p.Rules.Constraints)
	lone := len(p.Rules.Constraints)
	for _, i := range of {
		if i < 0 {
			lone++
		}
	}
	if lone > 255 {
		return "", fmt.Errorf("sudoku: %d cages and lone cells: a SumoCue code numbers at most 255", lone)
	}
	var b strings.Builder
	b.WriteString(s.String() + ":" + d + ":k:")
	lone = len(p.Rules.Constraints)
	for c := range of {
		v := 0
		if i := of[c]; i >= 0 {
			v = p.Rules.Constraints[i].(sudoku.Cage).Sum<<8 | (i + 1)
		} else {
			lone++
			v = lone
		}
		b.WriteString(strconv.Itoa(v))
		b.WriteByte(':')
	}
	return b.String(), nil
}
