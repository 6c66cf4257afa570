package sudoku_test

import (
	"fmt"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// ruleCase is a set of rules on a shape whose words TestStatementTable
// checks: every sentence Statements writes, and Describe's list.
type ruleCase struct {
	name  string
	shape sudoku.Shape
	rules sudoku.Rules
}

// ruleCases gives every kind of rule, each variant of a sentence with
// parts filled in, and each set of drawn things.
func ruleCases() []ruleCase {
	s := sudoku.Classic
	six := sudoku.Shape{BoxRows: 2, BoxCols: 3}
	one := func(c sudoku.Constraint) sudoku.Rules { return sudoku.Rules{Constraints: []sudoku.Constraint{c}} }
	line := []sudoku.Cell{0, 1, 2}
	cases := []ruleCase{
		{"regions", s, sudoku.Rules{Regions: make([]int, s.Cells())}},
		{"diagonals", s, sudoku.Rules{Extra: sudoku.Diagonals(s)}},
		{"windows", s, sudoku.Rules{Extra: sudoku.Windows(s)}},
		{"disjoint groups", s, sudoku.Rules{Extra: sudoku.DisjointGroups(s)}},
		{"extra region", s, sudoku.Rules{Extra: []sudoku.ExtraHouse{{Kind: sudoku.ExtraRegion, Cells: line}}}},
		{"anti-knight", s, one(sudoku.AntiKnight{})},
		{"anti-king", s, one(sudoku.AntiKing{})},
		{"non-consecutive", s, one(sudoku.NonConsecutive{})},
		{"negative kropki, both", s, one(sudoku.KropkiNegative{White: true, Black: true})},
		{"negative kropki, white", s, one(sudoku.KropkiNegative{White: true})},
		{"negative kropki, black", s, one(sudoku.KropkiNegative{Black: true})},
		{"negative XV", s, one(sudoku.XVNegative{X: true, V: true})},
		{"negative X", s, one(sudoku.XVNegative{X: true})},
		{"kropki", s, one(sudoku.Kropki{A: 0, B: 1})},
		{"XV", s, one(sudoku.XV{A: 0, B: 1, Sum: 10})},
		{"cage", s, one(sudoku.Cage{Cells: line, Sum: 6})},
		{"overlapping cages", s, sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Cage{Cells: line, Sum: 6}, sudoku.Cage{Cells: []sudoku.Cell{2, 3}}}}},
		{"thermo", s, one(sudoku.Thermo{Cells: line})},
		{"arrow", s, one(sudoku.Arrow{Circle: []sudoku.Cell{0}, Shaft: []sudoku.Cell{1, 2}})},
		{"little killer", s, one(sudoku.LittleKiller{Sum: 10, Cells: []sudoku.Cell{0, 10}})},
		{"sandwich", s, one(sudoku.Sandwich{Line: 0, Sum: 10})},
		{"sandwich 6x6", six, one(sudoku.Sandwich{Line: 0, Sum: 10})},
		{"whispers", s, one(sudoku.Whisper{Cells: line})},
		{"whispers 6x6", six, one(sudoku.Whisper{Cells: line})},
		{"whispers of 4", s, one(sudoku.Whisper{Cells: line, Diff: 4})},
		{"whispers of 5 and of 4 and green", s, sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Whisper{Cells: line, Diff: 5},
			sudoku.Whisper{Cells: line, Diff: 4}, sudoku.Whisper{Cells: line}, sudoku.Whisper{Cells: line, Diff: 4}}}},
		{"renban", s, one(sudoku.Renban{Cells: line})},
		{"between", s, one(sudoku.Between{Cells: line})},
		{"palindrome", s, one(sudoku.Palindrome{Cells: line})},
		{"odd", s, one(sudoku.Parity{Cell: 0})},
		{"even and odd", s, sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Parity{Cell: 0, Even: true}, sudoku.Parity{Cell: 1}}}},
		{"everything", s, sudoku.Rules{Regions: make([]int, s.Cells()), Extra: append(sudoku.Diagonals(s), sudoku.Windows(s)...),
			Constraints: []sudoku.Constraint{sudoku.AntiKing{}, sudoku.Thermo{Cells: line}, sudoku.Cage{Cells: line}, sudoku.Sandwich{}, sudoku.Kropki{},
				sudoku.XV{Sum: 5}, sudoku.XVNegative{V: true}, sudoku.Parity{Even: true}, sudoku.Cage{Cells: line}},
			Decor: []sudoku.Decoration{{Kind: sudoku.DecorRectangle, Cells: line}}}},
	}
	// Every set of things drawn, alone and beside a rule.
	draw := []sudoku.Decoration{
		{Kind: sudoku.DecorLine, Cells: line},
		{Kind: sudoku.DecorCircle, Cells: line[:1]},
		{Kind: sudoku.DecorCage, Cells: line},
		{Kind: sudoku.DecorText, Cells: line[:1], Text: "A"},
	}
	for _, rule := range []bool{false, true} {
		for set := 1; set < 1<<len(draw); set++ {
			var r sudoku.Rules
			if rule {
				r.Constraints = []sudoku.Constraint{sudoku.AntiKnight{}}
			}
			for i, d := range draw {
				if set&(1<<i) != 0 {
					r.Decor = append(r.Decor, d)
				}
			}
			cases = append(cases, ruleCase{fmt.Sprintf("drawn %04b, rule %v", set, rule), s, r})
		}
	}
	labelled := sudoku.Rules{Decor: []sudoku.Decoration{{Kind: sudoku.DecorCage, Cells: line, Text: "7"}, {Kind: sudoku.DecorRectangle, Cells: line, Text: "x"}}}
	cases = append(cases, ruleCase{"labelled cage and rectangle", s, labelled})
	return cases
}
