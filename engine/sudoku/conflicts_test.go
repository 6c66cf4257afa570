package sudoku_test

import (
	"slices"
	"testing"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func TestRulesConflicts(t *testing.T) {
	s := sudoku.Classic
	at := func(r, c int) sudoku.Cell { return s.CellAt(r-1, c-1) }
	type fill struct {
		c sudoku.Cell
		d sudoku.Digit
	}
	tests := []struct {
		name  string
		rules sudoku.Rules
		fills []fill
		want  []sudoku.Cell
	}{
		{"empty board", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.AntiKnight{}}}, nil, nil},
		{"row repeat", sudoku.Rules{}, []fill{{at(1, 1), 5}, {at(1, 9), 5}, {at(2, 2), 5}}, []sudoku.Cell{at(1, 1), at(1, 9), at(2, 2)}},
		{"diagonal repeat", sudoku.Rules{Extra: sudoku.Diagonals(s)}, []fill{{at(1, 1), 3}, {at(5, 5), 3}, {at(2, 6), 3}}, []sudoku.Cell{at(1, 1), at(5, 5)}},
		{"anti-knight pairs", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.AntiKnight{}}},
			[]fill{{at(1, 1), 4}, {at(2, 3), 4}, {at(3, 2), 4}, {at(9, 9), 4}}, []sudoku.Cell{at(1, 1), at(2, 3), at(3, 2)}},
		{"cage open", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Cage{Cells: []sudoku.Cell{at(1, 1), at(1, 2)}, Sum: 10}}},
			[]fill{{at(1, 1), 3}}, nil},
		{"cage wrong total", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Cage{Cells: []sudoku.Cell{at(1, 1), at(1, 2), at(1, 3)}, Sum: 10}}},
			[]fill{{at(1, 1), 3}, {at(1, 2), 4}, {at(1, 3), 5}}, []sudoku.Cell{at(1, 1), at(1, 2), at(1, 3)}},
		{"thermo falling, empty cell kept out", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Thermo{Cells: []sudoku.Cell{at(1, 1), at(1, 2), at(1, 3)}}}},
			[]fill{{at(1, 1), 5}, {at(1, 2), 2}}, []sudoku.Cell{at(1, 1), at(1, 2)}},
		{"sandwich broken", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Sandwich{Line: 0, Sum: 0}}},
			[]fill{{at(1, 1), 1}, {at(1, 2), 5}, {at(1, 3), 9}}, []sudoku.Cell{at(1, 1), at(1, 2), at(1, 3)}},
		{"kropki kept", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Kropki{A: at(1, 1), B: at(1, 2), Black: true}}},
			[]fill{{at(1, 1), 3}, {at(1, 2), 6}}, nil},
		{"non-consecutive", sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.NonConsecutive{}}},
			[]fill{{at(4, 4), 6}, {at(4, 5), 7}, {at(5, 4), 8}}, []sudoku.Cell{at(4, 4), at(4, 5)}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.rules.Validate(s); err != nil {
				t.Fatal(err)
			}
			g := sudoku.NewGrid(s)
			for _, f := range tc.fills {
				g.Set(f.c, f.d)
			}
			got := tc.rules.Conflicts(&g)
			want := slices.Clone(tc.want)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("Conflicts = %v, want %v", got, want)
			}
			// Check agrees: a board with conflicts breaks a rule.
			if err := tc.rules.Check(&g); (err != nil) != (len(want) > 0) {
				t.Errorf("Check = %v, with conflicts %v", err, got)
			}
		})
	}
}

// BrokenStatements names the sentences of the rules the digits break, a
// kind once, in the rules' order; classic Sudoku's rows, columns and
// boxes have none.
func TestRulesBrokenStatements(t *testing.T) {
	s := sudoku.Classic
	at := func(r, c int) sudoku.Cell { return s.CellAt(r-1, c-1) }
	type fill struct {
		c sudoku.Cell
		d sudoku.Digit
	}
	thermo := sudoku.Thermo{Cells: []sudoku.Cell{at(9, 1), at(9, 2), at(9, 3)}}
	cage := sudoku.Cage{Cells: []sudoku.Cell{at(1, 1), at(1, 2)}, Sum: 3}
	rules := sudoku.Rules{Extra: sudoku.Diagonals(s), Constraints: []sudoku.Constraint{sudoku.AntiKnight{}, thermo, cage,
		sudoku.Kropki{A: at(5, 5), B: at(5, 6), Black: true}}}
	said := rules.Statements(s) // diagonals, anti-knight, thermometers, cages, dots
	tests := []struct {
		name  string
		fills []fill
		want  []sudoku.Statement
	}{
		{"nothing filled", nil, nil},
		{"a row's repeat", []fill{{at(2, 2), 5}, {at(2, 9), 5}}, nil},
		{"a knight's move", []fill{{at(2, 2), 7}, {at(3, 4), 7}}, []sudoku.Statement{said[1]}},
		{"a diagonal's repeat", []fill{{at(2, 2), 7}, {at(8, 8), 7}}, []sudoku.Statement{said[0]}},
		{"a cage's total", []fill{{at(1, 1), 2}, {at(1, 2), 4}}, []sudoku.Statement{said[3]}},
		{"a cage's repeat", []fill{{at(1, 1), 1}, {at(1, 2), 1}}, []sudoku.Statement{said[3]}},
		{"a dot kept, a thermometer falling", []fill{{at(5, 5), 3}, {at(5, 6), 6}, {at(9, 1), 5}, {at(9, 2), 4}}, []sudoku.Statement{said[2]}},
		{"a dot and a knight, in the rules' order", []fill{{at(5, 5), 3}, {at(5, 6), 5}, {at(1, 9), 8}, {at(2, 7), 8}}, []sudoku.Statement{said[1], said[4]}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := sudoku.NewGrid(s)
			for _, f := range tc.fills {
				g.Set(f.c, f.d)
			}
			got := rules.BrokenStatements(&g)
			if !slices.EqualFunc(got, tc.want, func(a, b sudoku.Statement) bool { return a.String() == b.String() }) {
				t.Errorf("BrokenStatements = %v, want %v", got, tc.want)
			}
		})
	}
	jigsaw := sudoku.Rules{Regions: make([]int, s.Cells())}
	for c := range jigsaw.Regions {
		jigsaw.Regions[c] = s.Row(sudoku.Cell(c)) // the rows, as regions
	}
	g := sudoku.NewGrid(s)
	g.Set(at(1, 1), 4)
	g.Set(at(1, 9), 4)
	if got := jigsaw.BrokenStatements(&g); len(got) != 1 || got[0].String() != jigsaw.Statements(s)[0].String() {
		t.Errorf("a jigsaw region's repeat: BrokenStatements = %v, want the regions' sentence", got)
	}
}
