package rulesvg

import (
	"slices"
	"strconv"
	"strings"

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

// cellWords names cell c as a person reads it: "row 2, column 3".
func (w *ruleWords) cellWords(c sudoku.Cell) string {
	return "row " + strconv.Itoa(w.s.Row(c)+1) + ", column " + strconv.Itoa(w.s.Col(c)+1)
}

// regions names each cell's jigsaw region; a cell in none (-1, a layout
// a setter is still drawing) gets nothing.
func (w *ruleWords) regions(regions []int) {
	for c, reg := range regions {
		if reg < 0 {
			continue
		}
		w.add(sudoku.Cell(c), "region "+strconv.Itoa(reg+1))
	}
}

// extraHouses names each cell's extra houses, numbering windows, extra
// regions and disjoint groups each in their own order.
func (w *ruleWords) extraHouses(extra []sudoku.ExtraHouse) {
	count := map[sudoku.ExtraKind]int{}
	for _, h := range extra {
		count[h.Kind]++
		var fact string
		switch h.Kind {
		case sudoku.MainDiagonal:
			fact = "on the main diagonal"
		case sudoku.AntiDiagonal:
			fact = "on the anti-diagonal"
		case sudoku.Window:
			fact = "in window " + strconv.Itoa(count[h.Kind])
		case sudoku.DisjointGroup:
			fact = "in disjoint group " + strconv.Itoa(count[h.Kind])
		default:
			fact = "in extra region " + strconv.Itoa(count[h.Kind])
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
		fact := "killer cage of " + cellCount(len(x.Cells))
		if slices.ContainsFunc(x.Cells, func(c sudoku.Cell) bool { return w.cages[c] > 1 }) {
			fact += " from " + w.cellWords(slices.Min(x.Cells))
		}
		if x.Sum != 0 {
			fact += ", total " + strconv.Itoa(x.Sum)
		} else {
			fact += " without a total"
		}
		w.all(x.Cells, fact)
	case sudoku.Thermo:
		w.thermo(x.Cells)
	case sudoku.Arrow:
		w.arrow(x)
	case sudoku.Kropki:
		colour := "white dot"
		if x.Black {
			colour = "black dot"
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
			w.add(x.Cell, "even")
		} else {
			w.add(x.Cell, "odd")
		}
	case sudoku.Whisper:
		fact := "on a German whispers line"
		if x.Diff != 0 {
			fact = "on a whispers line, neighbours " + strconv.Itoa(x.Diff) + " or more apart"
		}
		w.all(x.Cells, fact)
	case sudoku.Renban:
		w.all(x.Cells, "on a renban line of "+cellCount(len(x.Cells)))
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

// all records fact for every cell of cells.
func (w *ruleWords) all(cells []sudoku.Cell, fact string) {
	for _, c := range cells {
		w.add(c, fact)
	}
}

func (w *ruleWords) thermo(cells []sudoku.Cell) {
	for i, c := range cells {
		if i == 0 {
			w.add(c, "thermometer bulb, "+cellCount(len(cells))+" long")
			continue
		}
		w.add(c, "thermometer, "+ordinal(i+1)+" of "+strconv.Itoa(len(cells))+" cells")
	}
}

func (w *ruleWords) arrow(a sudoku.Arrow) {
	if len(a.Circle) == 0 {
		return
	}
	circle := slices.Sorted(slices.Values(a.Circle))
	fact := "arrow circle"
	if len(circle) > 1 {
		fact = "arrow pill of " + cellCount(len(circle))
	}
	w.all(circle, fact)
	w.all(a.Shaft, "on an arrow from "+w.cellWords(circle[0]))
}

// pair records a mark on the edge between a and b for both cells: "white
// dot with the cell to the right".
func (w *ruleWords) pair(a, b sudoku.Cell, mark string) {
	w.add(a, mark+" with the cell "+w.direction(a, b))
	w.add(b, mark+" with the cell "+w.direction(b, a))
}

// direction says where b lies from a, a neighbour: "to the right",
// "below", ...
func (w *ruleWords) direction(a, b sudoku.Cell) string {
	switch dr, dc := w.s.Row(b)-w.s.Row(a), w.s.Col(b)-w.s.Col(a); {
	case dr < 0:
		return "above"
	case dr > 0:
		return "below"
	case dc < 0:
		return "to the left"
	}
	return "to the right"
}

func (w *ruleWords) between(cells []sudoku.Cell) {
	if len(cells) < 2 {
		return
	}
	first, last := cells[0], cells[len(cells)-1]
	w.add(first, "between line end, the other end at "+w.cellWords(last))
	w.add(last, "between line end, the other end at "+w.cellWords(first))
	w.all(cells[1:len(cells)-1], "on a between line from "+w.cellWords(first)+" to "+w.cellWords(last))
}

func (w *ruleWords) palindrome(cells []sudoku.Cell) {
	for i, c := range cells {
		mirror := cells[len(cells)-1-i]
		if mirror == c {
			w.add(c, "centre of a palindrome line")
			continue
		}
		w.add(c, "on a palindrome line, mirrors "+w.cellWords(mirror))
	}
}

func (w *ruleWords) littleKiller(l sudoku.LittleKiller) {
	if len(l.Cells) == 0 {
		return
	}
	total := strconv.Itoa(l.Sum)
	dr, dc := littleKillerStep(w.s, l)
	way := map[[2]int]string{{1, 1}: "down and to the right", {1, -1}: "down and to the left",
		{-1, 1}: "up and to the right", {-1, -1}: "up and to the left"}[[2]int{dr, dc}]
	w.add(l.Cells[0], "little killer clue "+total+" starts here, going "+way)
	w.all(l.Cells[1:], "on the diagonal of little killer clue "+total)
}

// sandwich records a sandwich clue on the cell next to it: the first of
// its row or column.
func (w *ruleWords) sandwich(x sudoku.Sandwich) {
	n := w.s.N()
	line := int(x.Line)
	if line < 0 || line >= 2*n {
		return
	}
	w.add(w.s.HouseCells(x.Line)[0], "sandwich clue "+strconv.Itoa(x.Sum)+" for "+w.s.HouseName(x.Line))
}

// cellCount says "1 cell" or "k cells".
func cellCount(k int) string {
	if k == 1 {
		return "1 cell"
	}
	return strconv.Itoa(k) + " cells"
}

// ordinal says 1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, ..., 21st.
func ordinal(k int) string {
	suffix := "th"
	if k%100 < 11 || k%100 > 13 {
		switch k % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return strconv.Itoa(k) + suffix
}
