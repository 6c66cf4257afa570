package codec

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-app/sudoku/engine/quote"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Tatham's Solo (Simon Tatham's Portable Puzzle Collection) writes a game ID
// as "<c>x<r>:<desc>". Solo's c is the number of columns of boxes, which is
// the number of rows in a box, so "2x3" is boxes of 2 rows by 3 columns:
// the same as Shape{2, 3}.String(). The description lists the cells in
// reading order: a decimal number for a given, a letter a-z for a run of
// 1-26 empty cells, and '_' between two adjacent numbers.

// isSoloID reports whether s starts like a Solo game ID or random seed:
// digits, optionally "x" and digits, parameter letters, then ':' or '#'.
func isSoloID(s string) bool {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 {
		return false
	}
	for i < len(s) && (s[i] >= 'a' && s[i] <= 'z' || s[i] >= '0' && s[i] <= '9') {
		i++
	}
	return i < len(s) && (s[i] == ':' || s[i] == '#')
}

// parseSolo reads a Solo game ID that starts at offset start of the
// input. After the shape, the parameters may name the variant: 'x' for
// Sudoku X (both diagonals), "<n>j" for jigsaw (n regions of n cells),
// 'k' for killer. The description is then the grid; for a jigsaw, ','
// and the regions' block structure; for a killer, ',' and the cages'
// block structure, then ',' and the cage totals, each written in the
// first cell of its cage (reading order) as the grid writes its digits.
// A block structure lists the dividing lines between cells, first the
// N(N-1) lines between horizontal neighbours in reading order, then the
// N(N-1) between vertical neighbours column by column, as runs of
// non-lines before each line: '_' for none, 'a'-'y' for 1-25, 'z' for 25
// with no line after them.
func (in *input) parseSolo(start int, id string) (sudoku.Puzzle, error) {
	i := 0
	number := func() int {
		v, from := 0, i
		for i < len(id) && id[i] >= '0' && id[i] <= '9' {
			if i-from < 4 {
				v = v*10 + int(id[i]-'0')
			} else {
				v = sudoku.MaxN + 1 // too large; Validate says so
			}
			i++
		}
		return v
	}
	c := number()
	r := c
	jigsaw := false
	if i+1 < len(id) && id[i] == 'x' && id[i+1] >= '0' && id[i+1] <= '9' {
		i++
		r = number()
	} else if i < len(id) && id[i] == 'j' {
		jigsaw = true
		i++
	}
	written := id[:i] // the box shape as written; number clamps what it reads
	xtype, killer := false, false
	for i < len(id) && id[i] != ':' && id[i] != '#' {
		switch id[i] {
		case 'j':
			return sudoku.Puzzle{}, in.errorAt(start+i, textSoloJigsawFlag)
		case 'x':
			xtype = true
		case 'k':
			killer = true
		}
		i++ // difficulty (d...), symmetry (r2, m4, a...): not needed to read the grid
	}
	if id[i] == '#' {
		return sudoku.Puzzle{}, in.errorAt(start+i, textSoloSeed)
	}
	var shape sudoku.Shape
	var err error
	if jigsaw {
		shape, err = sudoku.ShapeForSize(c)
		if err != nil && c >= 4 && c <= sudoku.MaxN {
			return sudoku.Puzzle{}, in.errorAt(start, textSoloJigsawSide, "Side", itoa(c))
		}
	} else {
		shape = sudoku.Shape{BoxRows: c, BoxCols: r}
		err = shape.Validate()
	}
	if err != nil {
		return sudoku.Puzzle{}, in.errorAt(start, textSoloShape, "Shape", quote.String(written))
	}
	i++ // ':'
	g := sudoku.NewGrid(shape)
	n, cells := shape.N(), shape.Cells()
	var rules sudoku.Rules
	if xtype {
		rules.Extra = sudoku.Diagonals(shape)
	}
	// section reads digits (a grid or the cage totals) into out.
	section := func(out []int, what string) error {
		pos := 0
		for i < len(id) && id[i] != ',' {
			switch ch := id[i]; {
			case ch >= 'a' && ch <= 'z':
				pos += int(ch-'a') + 1
				if pos > cells {
					return in.errAt(start+i, "Solo %s runs past the %d cells", what, cells)
				}
				i++
			case ch == '_':
				i++
			case ch >= '1' && ch <= '9':
				from := i
				v := number()
				if what == "description" && v > n {
					return in.errorAt(start+from, textSoloAbove, "Value", quote.String(id[from:i]), "N", itoa(n))
				}
				if pos >= cells {
					return in.errAt(start+from, "Solo %s runs past the %d cells", what, cells)
				}
				out[pos] = v
				pos++
			default:
				return in.unexpected(start + i)
			}
		}
		if pos < cells {
			return in.errAt(start+i, "Solo %s covers %d cells, want %d", what, pos, cells)
		}
		return nil
	}
	digits := make([]int, cells)
	if err := section(digits, "description"); err != nil {
		return sudoku.Puzzle{}, err
	}
	for c, d := range digits {
		g.Set(sudoku.Cell(c), sudoku.Digit(d))
	}
	comma := func(what string) error {
		if i >= len(id) || id[i] != ',' {
			return in.errAt(start+i, "Solo description ends before its %s", what)
		}
		i++
		return nil
	}
	if jigsaw {
		if err := comma("regions"); err != nil {
			return sudoku.Puzzle{}, err
		}
		blocks, err := in.soloBlocks(start, id, &i, shape)
		if err != nil {
			return sudoku.Puzzle{}, err
		}
		if !boxPartition(shape, blocks) {
			rules.Regions = blocks
		}
	}
	if killer {
		if err := comma("cages"); err != nil {
			return sudoku.Puzzle{}, err
		}
		blocks, err := in.soloBlocks(start, id, &i, shape)
		if err != nil {
			return sudoku.Puzzle{}, err
		}
		if err := comma("cage totals"); err != nil {
			return sudoku.Puzzle{}, err
		}
		sums := make([]int, cells)
		if err := section(sums, "cage totals"); err != nil {
			return sudoku.Puzzle{}, err
		}
		cages := make(map[int]*sudoku.Cage)
		var order []int
		for c, b := range blocks {
			cage, ok := cages[b]
			if !ok {
				cage = &sudoku.Cage{Sum: sums[c]}
				cages[b] = cage
				order = append(order, b)
			}
			cage.Cells = append(cage.Cells, sudoku.Cell(c))
		}
		for _, b := range order {
			if cage := cages[b]; len(cage.Cells) > 1 || cage.Sum != 0 {
				rules.Constraints = append(rules.Constraints, *cage)
			}
		}
	}
	if i < len(id) {
		return sudoku.Puzzle{}, in.unexpected(start + i)
	}
	if err := rules.Validate(shape); err != nil {
		var re *sudoku.RuleError
		if errors.As(err, &re) {
			return sudoku.Puzzle{}, in.errAt(start, "Solo %s: %s", re.Rule, re.Msg)
		}
		return sudoku.Puzzle{}, err
	}
	return sudoku.Puzzle{Grid: g, Format: sudoku.SoloFormat, Rules: rules}, nil
}

// soloBlocks reads a Solo block structure at id[*i:] and returns each
// cell's block, numbered in reading order of their first cells.
func (in *input) soloBlocks(start int, id string, i *int, s sudoku.Shape) ([]int, error) {
	n := s.N()
	edges := 2 * n * (n - 1)
	wall := make([]bool, edges)
	pos := 0
	for *i < len(id) && id[*i] != ',' {
		ch := id[*i]
		switch {
		case ch == '_':
		case ch >= 'a' && ch <= 'y':
			pos += int(ch-'a') + 1
		case ch == 'z':
			pos += 25
			(*i)++
			continue
		default:
			return nil, in.unexpected(start + *i)
		}
		if pos > edges {
			return nil, in.errorAt(start+*i, textSoloBlocksPast, "Lines", itoa(edges))
		}
		if pos < edges {
			wall[pos] = true
		}
		pos++
		(*i)++
	}
	if pos != edges+1 {
		return nil, in.errorAt(start+*i, textSoloBlocksShort, "Covered", itoa(min(pos, edges)), "Lines", itoa(edges))
	}
	// Join the cells no line divides.
	parent := make([]int, s.Cells())
	for c := range parent {
		parent[c] = c
	}
	var find func(int) int
	find = func(x int) int {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	for e := 0; e < edges; e++ {
		if wall[e] {
			continue
		}
		var a, b int
		if e < n*(n-1) {
			y, x := e/(n-1), e%(n-1)
			a, b = y*n+x, y*n+x+1
		} else {
			x, y := e/(n-1)-n, e%(n-1)
			a, b = y*n+x, (y+1)*n+x
		}
		parent[find(a)] = find(b)
	}
	blocks := make([]int, s.Cells())
	number := map[int]int{}
	for c := range blocks {
		root := find(c)
		if _, ok := number[root]; !ok {
			number[root] = len(number)
		}
		blocks[c] = number[root]
	}
	return blocks, nil
}

// FormatSolo returns g as a Tatham Solo game ID, such as
// "3x3:5_3b7d6b1_9_5c...": Solo opens it, and ParseClassic reads it back to
// g. Cost: O(N^2).
func FormatSolo(g sudoku.Grid) string {
	var b strings.Builder
	b.WriteString(g.Shape().String())
	b.WriteByte(':')
	prefix := b.Len()
	run := 0
	flush := func() {
		for run > 0 {
			k := min(run, 26)
			b.WriteByte(byte('a' + k - 1))
			run -= k
		}
	}
	for c := range sudoku.Cell(g.Shape().Cells()) {
		d := g.At(c)
		switch {
		case d == 0:
			run++
			continue
		case run > 0:
			flush()
		case b.Len() > prefix:
			b.WriteByte('_') // the last thing written was a number
		}
		b.WriteString(strconv.Itoa(int(d)))
	}
	flush()
	return b.String()
}

// FormatSoloPuzzle returns p as a Tatham Solo game ID with its rules:
// "x" for the two diagonals, "<n>j" and the block structure for jigsaw
// regions, "k" with the cages' block structure and totals for killer
// cages (every cell in a cage, lone cells as cages of one without a
// total). It fails for rules Solo has no way to write, cages that
// overlap among them (its block structure gives a cell one cage), and
// decoration, which Solo does not draw. Parse reads the ID back to p.
// Cost: O(N^2).
func FormatSoloPuzzle(p sudoku.Puzzle) (string, error) {
	if len(p.Rules.Decor) > 0 {
		return "", fmt.Errorf("sudoku: Solo draws no decoration (lines, shapes or text on the grid)")
	}
	s := p.Grid.Shape()
	n := s.N()
	params := s.String()
	if p.Rules.Regions != nil {
		params = strconv.Itoa(n) + "j"
	}
	switch {
	case len(p.Rules.Extra) == 0:
	case len(p.Rules.Extra) == 2 && p.Rules.Extra[0].Kind == sudoku.MainDiagonal && p.Rules.Extra[1].Kind == sudoku.AntiDiagonal:
		params += "x"
	default:
		return "", fmt.Errorf("sudoku: Solo writes the two diagonals and no other extra house")
	}
	var cages []sudoku.Cage
	for _, c := range p.Rules.Constraints {
		cage, ok := c.(sudoku.Cage)
		if !ok {
			return "", fmt.Errorf("sudoku: Solo writes jigsaw regions, the two diagonals and killer cages, not %s", (&sudoku.Rules{Constraints: []sudoku.Constraint{c}}).Describe())
		}
		cages = append(cages, cage)
	}
	if err := oneCagePerCell(p, "Solo gives"); err != nil {
		return "", err
	}
	desc := FormatSolo(p.Grid)
	desc = desc[strings.IndexByte(desc, ':')+1:]
	if p.Rules.Regions != nil {
		desc += "," + soloBlockString(s, p.Rules.Regions)
	}
	if len(cages) > 0 {
		params += "k"
		block := make([]int, s.Cells())
		for i := range block {
			block[i] = -1 - i // lone cells are cages of their own
		}
		for i, cage := range cages {
			for _, c := range cage.Cells {
				block[c] = i
			}
		}
		for i, cage := range cages {
			if !connected(s, cage.Cells, func(c sudoku.Cell) bool { return block[c] == i }) {
				return "", fmt.Errorf("sudoku: %s is not connected: Solo cannot write it", cage.Name(s))
			}
		}
		// The totals go in each cage's first cell, written as Solo
		// writes a grid: numbers, runs of empty cells as letters.
		sumAt := make([]int, s.Cells())
		for _, cage := range cages {
			sumAt[slices.Min(cage.Cells)] = cage.Sum
		}
		desc += "," + soloBlockString(s, block) + "," + soloNumbers(sumAt)
	}
	return params + ":" + desc, nil
}

// soloBlockString writes a block structure: block gives each cell's
// block; see parseSolo.
func soloBlockString(s sudoku.Shape, block []int) string {
	n := s.N()
	var b strings.Builder
	run := 0
	edges := 2 * n * (n - 1)
	for e := 0; e <= edges; e++ {
		wall := true // the terminating virtual line
		if e < n*(n-1) {
			y, x := e/(n-1), e%(n-1)
			wall = block[y*n+x] != block[y*n+x+1]
		} else if e < edges {
			x, y := e/(n-1)-n, e%(n-1)
			wall = block[y*n+x] != block[(y+1)*n+x]
		}
		if !wall {
			run++
			continue
		}
		for run > 25 {
			b.WriteByte('z')
			run -= 25
		}
		if run > 0 {
			b.WriteByte(byte('a' + run - 1))
		} else {
			b.WriteByte('_')
		}
		run = 0
	}
	return b.String()
}

// soloNumbers writes numbers cell by cell as Solo writes a grid: runs of
// zeros as letters a-z, '_' between two numbers.
func soloNumbers(vs []int) string {
	var b strings.Builder
	run := 0
	flush := func() {
		for run > 0 {
			k := min(run, 26)
			b.WriteByte(byte('a' + k - 1))
			run -= k
		}
	}
	for _, v := range vs {
		switch {
		case v == 0:
			run++
			continue
		case run > 0:
			flush()
		case b.Len() > 0:
			b.WriteByte('_')
		}
		b.WriteString(strconv.Itoa(v))
	}
	flush()
	return b.String()
}

// boxPartition reports whether the layout's regions are the boxes of s,
// whatever their numbers.
func boxPartition(s sudoku.Shape, layout []int) bool {
	boxOf := map[int]int{}
	for c, r := range layout {
		b := s.Box(sudoku.Cell(c))
		if x, ok := boxOf[r]; ok && x != b {
			return false
		}
		boxOf[r] = b
	}
	return len(boxOf) == s.N()
}

// connected reports whether cells, those for which in is true, are
// joined through shared edges.
func connected(s sudoku.Shape, cells []sudoku.Cell, in func(sudoku.Cell) bool) bool {
	if len(cells) == 0 {
		return true
	}
	seen := map[sudoku.Cell]bool{cells[0]: true}
	stack := []sudoku.Cell{cells[0]}
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, nb := range s.EdgeCells(c) {
			if in(nb) && !seen[nb] {
				seen[nb] = true
				stack = append(stack, nb)
			}
		}
	}
	return len(seen) == len(cells)
}
