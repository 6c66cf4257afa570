package rulesvg

import (
	"slices"
	"strings"

	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// CellWords returns, for every cell of shape s (the index is the cell
// number), what the rules r say about that cell, in plain words for its
// ARIA label: its jigsaw region, the extra houses it is in, each
// constraint that names it ("killer cage of 3 cells, total 15",
// "thermometer, 3rd of 5 cells", "white dot with the cell to the right",
// "on an arrow from row 2, column 3", ...), in the order of the rules,
// and the text a decoration draws on it (drawn text "A"), joined by
// "; ". A cell nothing names gets "". Cells are named "row R,
// column C". The rules over the whole grid (anti-knight and the like) are
// stated elsewhere and add nothing here. A killer cage that shares a
// cell with another is named by its first cell too ("killer cage of 2
// cells from row 1, column 2, total 5"), so a cell in two cages tells
// them apart. r must be valid for s. The slice always has s.Cells()
// entries. Cost: O(N²) plus the size of the rules.
func CellWords(s sudoku.Shape, r *sudoku.Rules) []string {
	w := ruleWords{s: s, facts: make([][]string, s.Cells()), cages: make([]int, s.Cells())}
	if r != nil {
		for _, c := range r.Constraints {
			if cage, ok := c.(sudoku.Cage); ok {
				for _, x := range cage.Cells {
					w.cages[x]++
				}
			}
		}
		w.regions(r.Regions)
		w.extraHouses(r.Extra)
		for _, c := range r.Constraints {
			w.constraint(c)
		}
		for _, x := range r.Decor {
			w.decoration(x)
		}
	}
	out := make([]string, s.Cells())
	for c, facts := range w.facts {
		out[c] = strings.Join(facts, "; ")
	}
	return out
}

// ruleWords gathers the facts about each cell.
type ruleWords struct {
	s     sudoku.Shape
	facts [][]string
	cages []int // the killer cages holding each cell
}

// add records a fact about cell c, once.
func (w *ruleWords) add(c sudoku.Cell, fact string) {
	if int(c) < 0 || int(c) >= len(w.facts) || slices.Contains(w.facts[c], fact) {
		return
	}
	w.facts[c] = append(w.facts[c], fact)
}

// regions names each cell's jigsaw region; a cell in none (-1, a layout
// a setter is still drawing) gets nothing.
func (w *ruleWords) regions(regions []int) {
	for c, reg := range regions {
		if reg < 0 {
			continue
		}
		w.add(sudoku.Cell(c), i18n.T("region {{.Region}}", i18n.Num("Region", reg+1)))
	}
}

// extraHouses names each cell's extra houses, numbering windows, extra
// regions and disjoint groups each in their own order.
func (w *ruleWords) extraHouses(extra []sudoku.ExtraHouse) {
	count := map[sudoku.ExtraKind]int{}
	for _, h := range extra {
		count[h.Kind]++
		var fact string
		number := i18n.Num("Number", count[h.Kind])
		switch h.Kind {
		case sudoku.MainDiagonal:
			fact = i18n.T("on the main diagonal")
		case sudoku.AntiDiagonal:
			fact = i18n.T("on the anti-diagonal")
		case sudoku.Window:
			fact = i18n.T("in window {{.Number}}", number)
		case sudoku.DisjointGroup:
			fact = i18n.T("in disjoint group {{.Number}}", number)
		default:
			fact = i18n.T("in extra region {{.Number}}", number)
		}
		for _, c := range h.Cells {
			w.add(c, fact)
		}
	}
}

// constraint records what constraint c says of each cell it names.
func (w *ruleWords) constraint(c sudoku.Constraint) {
	switch x := c.(type) {
	case sudoku.Cage:
		w.all(x.Cells, w.cage(x))
	case sudoku.Thermo:
		w.thermo(x.Cells)
	case sudoku.Arrow:
		w.arrow(x)
	case sudoku.Kropki:
		colour := i18n.T("white dot")
		if x.Black {
			colour = i18n.T("black dot")
		}
		w.pair(x.A, x.B, colour)
	case sudoku.XV:
		letter := "X"
		if x.Sum == 5 {
			letter = "V"
		}
		w.pair(x.A, x.B, letter)
	case sudoku.Parity:
		if x.Even {
			w.add(x.Cell, i18n.T("even"))
		} else {
			w.add(x.Cell, i18n.T("odd"))
		}
	case sudoku.Whisper:
		fact := i18n.T("on a German whispers line")
		if x.Diff != 0 {
			fact = i18n.T("on a whispers line, neighbours {{.Diff}} or more apart", i18n.Num("Diff", x.Diff))
		}
		w.all(x.Cells, fact)
	case sudoku.Renban:
		w.all(x.Cells, i18n.N(len(x.Cells), "on a renban line of {{.Count}} cell", "on a renban line of {{.Count}} cells"))
	case sudoku.Between:
		w.between(x.Cells)
	case sudoku.Palindrome:
		w.palindrome(x.Cells)
	case sudoku.LittleKiller:
		w.littleKiller(x)
	case sudoku.Sandwich:
		w.sandwich(x)
	}
}

// cage says what a killer cage says of its cells: its size, its first
// cell when it shares a cell with another cage, and its total.
func (w *ruleWords) cage(x sudoku.Cage) string {
	k := len(x.Cells)
	total := i18n.Num("Total", x.Sum)
	if slices.ContainsFunc(x.Cells, func(c sudoku.Cell) bool { return w.cages[c] > 1 }) {
		from := i18n.Str("Cell", words.Cell(w.s, slices.Min(x.Cells)))
		if x.Sum != 0 {
			return i18n.N(k, "killer cage of {{.Count}} cell from {{.Cell}}, total {{.Total}}", "killer cage of {{.Count}} cells from {{.Cell}}, total {{.Total}}", from, total)
		}
		return i18n.N(k, "killer cage of {{.Count}} cell from {{.Cell}} without a total", "killer cage of {{.Count}} cells from {{.Cell}} without a total", from)
	}
	if x.Sum != 0 {
		return i18n.N(k, "killer cage of {{.Count}} cell, total {{.Total}}", "killer cage of {{.Count}} cells, total {{.Total}}", total)
	}
	return i18n.N(k, "killer cage of {{.Count}} cell without a total", "killer cage of {{.Count}} cells without a total")
}

// all records fact for every cell of cells.
func (w *ruleWords) all(cells []sudoku.Cell, fact string) {
	for _, c := range cells {
		w.add(c, fact)
	}
}

func (w *ruleWords) thermo(cells []sudoku.Cell) {
	for i, c := range cells {
		if i == 0 {
			w.add(c, i18n.N(len(cells), "thermometer bulb, {{.Count}} cell long", "thermometer bulb, {{.Count}} cells long"))
			continue
		}
		w.add(c, i18n.N(len(cells), "thermometer, {{.Place}} of {{.Count}} cell", "thermometer, {{.Place}} of {{.Count}} cells", i18n.Str("Place", ordinal(i+1))))
	}
}

func (w *ruleWords) arrow(a sudoku.Arrow) {
	if len(a.Circle) == 0 {
		return
	}
	circle := slices.Sorted(slices.Values(a.Circle))
	fact := i18n.T("arrow circle")
	if len(circle) > 1 {
		fact = i18n.N(len(circle), "arrow pill of {{.Count}} cell", "arrow pill of {{.Count}} cells")
	}
	w.all(circle, fact)
	w.all(a.Shaft, i18n.T("on an arrow from {{.Cell}}", i18n.Str("Cell", words.Cell(w.s, circle[0]))))
}

// pair records a mark on the edge between a and b for both cells: "white
// dot with the cell to the right".
func (w *ruleWords) pair(a, b sudoku.Cell, mark string) {
	w.add(a, w.withNeighbour(a, b, mark))
	w.add(b, w.withNeighbour(b, a, mark))
}

// withNeighbour says that mark lies between a and b, a neighbour, as a
// fact of a: "white dot with the cell to the right", "X with the cell
// below".
func (w *ruleWords) withNeighbour(a, b sudoku.Cell, mark string) string {
	m := i18n.Str("Mark", mark)
	switch dr, dc := w.s.Row(b)-w.s.Row(a), w.s.Col(b)-w.s.Col(a); {
	case dr < 0:
		return i18n.T("{{.Mark}} with the cell above", m)
	case dr > 0:
		return i18n.T("{{.Mark}} with the cell below", m)
	case dc < 0:
		return i18n.T("{{.Mark}} with the cell to the left", m)
	}
	return i18n.T("{{.Mark}} with the cell to the right", m)
}

func (w *ruleWords) between(cells []sudoku.Cell) {
	if len(cells) < 2 {
		return
	}
	first, last := cells[0], cells[len(cells)-1]
	w.add(first, i18n.T("between line end, the other end at {{.Cell}}", i18n.Str("Cell", words.Cell(w.s, last))))
	w.add(last, i18n.T("between line end, the other end at {{.Cell}}", i18n.Str("Cell", words.Cell(w.s, first))))
	w.all(cells[1:len(cells)-1], i18n.T("on a between line from {{.From}} to {{.To}}", i18n.Str("From", words.Cell(w.s, first)), i18n.Str("To", words.Cell(w.s, last))))
}

func (w *ruleWords) palindrome(cells []sudoku.Cell) {
	for i, c := range cells {
		mirror := cells[len(cells)-1-i]
		if mirror == c {
			w.add(c, i18n.T("centre of a palindrome line"))
			continue
		}
		w.add(c, i18n.T("on a palindrome line, mirrors {{.Cell}}", i18n.Str("Cell", words.Cell(w.s, mirror))))
	}
}

func (w *ruleWords) littleKiller(l sudoku.LittleKiller) {
	if len(l.Cells) == 0 {
		return
	}
	total := i18n.Num("Total", l.Sum)
	var start string
	switch dr, dc := littleKillerStep(w.s, l); [2]int{dr, dc} {
	case [2]int{1, 1}:
		start = i18n.T("little killer clue {{.Total}} starts here, going down and to the right", total)
	case [2]int{1, -1}:
		start = i18n.T("little killer clue {{.Total}} starts here, going down and to the left", total)
	case [2]int{-1, 1}:
		start = i18n.T("little killer clue {{.Total}} starts here, going up and to the right", total)
	case [2]int{-1, -1}:
		start = i18n.T("little killer clue {{.Total}} starts here, going up and to the left", total)
	default:
		start = i18n.T("little killer clue {{.Total}} starts here", total)
	}
	w.add(l.Cells[0], start)
	w.all(l.Cells[1:], i18n.T("on the diagonal of little killer clue {{.Total}}", total))
}

// sandwich records a sandwich clue on the cell next to it: the first of
// its row or column.
func (w *ruleWords) sandwich(x sudoku.Sandwich) {
	n := w.s.N()
	line := int(x.Line)
	if line < 0 || line >= 2*n {
		return
	}
	sum := i18n.Num("Sum", x.Sum)
	fact := i18n.T("sandwich clue {{.Sum}} for row {{.Row}}", sum, i18n.Num("Row", line+1))
	if line >= n {
		fact = i18n.T("sandwich clue {{.Sum}} for column {{.Column}}", sum, i18n.Num("Column", line-n+1))
	}
	w.add(w.s.HouseCells(x.Line)[0], fact)
}

// ordinal says 1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, ..., 21st: in
// English by its rule, each ending a message of its own for a language
// to write its ordinals.
func ordinal(k int) string {
	number := i18n.Num("Number", k)
	if k%100 < 11 || k%100 > 13 {
		switch k % 10 {
		case 1:
			return i18n.T("{{.Number}}st", number)
		case 2:
			return i18n.T("{{.Number}}nd", number)
		case 3:
			return i18n.T("{{.Number}}rd", number)
		}
	}
	return i18n.T("{{.Number}}th", number)
}
