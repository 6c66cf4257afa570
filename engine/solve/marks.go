package solve

import "github.com/sudoku-app/sudoku/engine/sudoku"

// searchMarks is searchPuzzle for a puzzle with pencil marks: its search
// starts from the candidates the marks leave (p.Marks) instead of every
// digit, and so counts only the solutions that keep every mark. Classic
// 9x9 takes the band solver, its givens placed and then the digits the
// marks leave out cleared from their cells; any other shape or rules take
// the variant solver, its starting candidates narrowed to the marks. The
// search itself is that of a puzzle without marks: only its start
// differs.
func (o Options) searchMarks(p *sudoku.Puzzle, limit int) (int, sudoku.Grid, error) {
	if limit <= 0 {
		limit = 1
	}
	if err := p.CheckCandidates(); err != nil {
		return 0, sudoku.Grid{}, err
	}
	g := p.Grid
	marks := p.Marks()
	if p.Rules.Classic() && g.Shape() == sudoku.Classic {
		st, ok := newBands(&g)
		if !ok {
			return 0, sudoku.Grid{}, g.Validate()
		}
		st.keep(marks)
		var first sudoku.Grid
		s := bandSearch{limit: limit, budget: o.budget(), ctx: o.Context, first: &first}
		s.search(st)
		return s.found, first, s.err
	}
	if p.Rules.Classic() {
		if err := g.Validate(); err != nil {
			return 0, sudoku.Grid{}, err
		}
	} else if err := p.Rules.Check(&g); err != nil {
		return 0, sudoku.Grid{}, err
	}
	return o.countVariantMarks(p, marks, limit)
}

// countVariantMarks is searchMarks on the variant solver, for p (valid,
// its rules kept by its grid) and its marks (p.Marks).
func (o Options) countVariantMarks(p *sudoku.Puzzle, marks []sudoku.Set, limit int) (int, sudoku.Grid, error) {
	v, ok := compile(p.Grid.Shape(), &p.Rules)
	if !ok {
		return 0, sudoku.Grid{}, nil
	}
	for c := range v.start {
		if v.start[c] &= marks[c]; v.start[c] == 0 {
			return 0, sudoku.Grid{}, nil // the rules leave a cell none of its marks
		}
	}
	return v.count(p.Grid, limit, o.budget(), o.Context, nil)
}

// keep clears from every cell of a 9x9 band state the digits marks[c]
// leaves out (len(marks) == 81), a digit-band at a time; propagate reads
// the changes.
func (s *bands) keep(marks []sudoku.Set) {
	var out [27]uint32 // out[3d+b]: the cells of band b whose marks leave out d+1
	for c, m := range marks {
		b, bit := c/27, uint32(1)<<(c%27)
		for left := ^m & sudoku.FullSet(9); left != 0; left &= left - 1 {
			out[3*int(left.Lowest()-1)+b] |= bit
		}
	}
	for i, cells := range out {
		if cells != 0 {
			s.clear(i, cells)
		}
	}
}
