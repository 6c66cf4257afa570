package game

import (
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func TestCompletes(t *testing.T) {
	s4 := sudoku.Shape{BoxRows: 2, BoxCols: 2}
	// A jigsaw layout of 4x4: region 1 is r1c1-r1c3 and r2c2.
	jigsaw := sudoku.Rules{Regions: []int{
		0, 0, 0, 1,
		2, 0, 1, 1,
		2, 3, 3, 1,
		2, 2, 3, 3,
	}}
	x := sudoku.Rules{Extra: sudoku.Diagonals(s4)}
	cage := sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Cage{Cells: []sudoku.Cell{0, 1}, Sum: 3}}}
	tests := []struct {
		name  string
		rules sudoku.Rules
		board string        // the player's digits before the move, row by row, '.' for empty
		place []sudoku.Cell // the move: digit d in these cells
		d     sudoku.Digit
		mode  Mode          // Normal unless set
		want  string        // the houses completed, then "digits" and the digits: "row 1; digits 4"
		cells []sudoku.Cell // the cells to mark, when the case checks them
	}{
		{name: "row", board: "123. .... .... ....", place: []sudoku.Cell{3}, d: 4, want: "row 1", cells: []sudoku.Cell{0, 1, 2, 3}},
		{name: "column", board: "1... 3... 2... ....", place: []sudoku.Cell{12}, d: 4, want: "column 1", cells: []sudoku.Cell{0, 4, 8, 12}},
		{name: "box", board: "12.. 3... .... ....", place: []sudoku.Cell{5}, d: 4, want: "box 1", cells: []sudoku.Cell{0, 1, 4, 5}},
		{name: "row, column, box and digit at once", board: "1234 3412 2143 432.", place: []sudoku.Cell{15}, d: 1,
			want: "row 4, column 4, box 4; digits 1", cells: []sudoku.Cell{0, 3, 6, 7, 9, 10, 11, 12, 13, 14, 15}},
		{name: "digit", board: "...4 .4.. .... 4...", place: []sudoku.Cell{10}, d: 4, want: "digits 4", cells: []sudoku.Cell{3, 5, 10, 12}},
		{name: "two cells, two rows", board: "123. .... .321 ....", place: []sudoku.Cell{3, 8}, d: 4, want: "row 1, row 3"},
		{name: "a repeat in the row", board: "123. .... .... ....", place: []sudoku.Cell{3}, d: 3, want: ""},
		{name: "a conflict through a column", board: "123. 1... .... ....", place: []sudoku.Cell{3}, d: 4, want: ""},
		{name: "a digit with a conflict", board: "...4 .4.. .... 4...", place: []sudoku.Cell{8}, d: 4, want: ""},
		{name: "the move that clears a full row's conflict", board: "1231 .... .... ....", place: []sudoku.Cell{3}, d: 4, want: "row 1"},
		{name: "a full row the move is not in", board: "1234 .... .... ....", place: []sudoku.Cell{4}, d: 3, want: ""},
		{name: "typing the digit again clears it", board: "1234 .... .... ....", place: []sudoku.Cell{3}, d: 4, want: ""},
		{name: "a note", board: "123. .... .... ....", place: []sudoku.Cell{3}, d: 4, mode: Corner, want: ""},
		{name: "jigsaw region", rules: jigsaw, board: "123. .... .... ....", place: []sudoku.Cell{5}, d: 4, want: "region 1", cells: []sudoku.Cell{0, 1, 2, 5}},
		{name: "a box is no house in a jigsaw", rules: jigsaw, board: "12.. 3... .... ....", place: []sudoku.Cell{5}, d: 4, want: ""},
		{name: "main diagonal", rules: x, board: "1... .4.. ..2. ....", place: []sudoku.Cell{15}, d: 3, want: "the main diagonal", cells: []sudoku.Cell{0, 5, 10, 15}},
		{name: "anti-diagonal", rules: x, board: ".... ..1. .3.. 2...", place: []sudoku.Cell{3}, d: 4, want: "the anti-diagonal"},
		{name: "a diagonal with a repeat", rules: x, board: "1... .4.. ..2. ....", place: []sudoku.Cell{15}, d: 4, want: ""},
		{name: "a killer cage is no house", rules: cage, board: "1... .... .... ....", place: []sudoku.Cell{1}, d: 2, want: ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := NewVariant(sudoku.NewGrid(s4), tt.rules, DefaultSettings())
			if err != nil {
				t.Fatal(err)
			}
			for c, ch := range strings.ReplaceAll(tt.board, " ", "") {
				if ch != '.' {
					g.Enter([]sudoku.Cell{sudoku.Cell(c)}, sudoku.Digit(ch-'0'), Normal)
				}
			}
			g.Enter(tt.place, tt.d, tt.mode)
			got := g.Completes(tt.place)
			if s := describe(got); s != tt.want {
				t.Errorf("completes %q, want %q", s, tt.want)
			}
			if tt.cells != nil && !slices.Equal(got.Cells, tt.cells) {
				t.Errorf("cells %v, want %v", got.Cells, tt.cells)
			}
			if got.Empty() != (tt.want == "") {
				t.Errorf("Empty() = %v for %q", got.Empty(), tt.want)
			}
		})
	}
}

// describe writes what c completed as TestCompletes writes it.
func describe(c Completion) string {
	var houses []string
	for _, h := range c.Houses {
		houses = append(houses, h.Name)
	}
	s := strings.Join(houses, ", ")
	if len(c.Digits) > 0 {
		if s != "" {
			s += "; "
		}
		s += "digits"
		for _, d := range c.Digits {
			s += " " + d.String()
		}
	}
	return s
}

// On a 9x9 board the houses are 9 cells and a digit 9: the last 5 of the
// PE96 puzzle, in r9c9, completes row 9, column 9, box 9 and the digit.
func TestCompletesClassic(t *testing.T) {
	g := newGame(t)
	sol := solutionGrid(t)
	last := shape.CellAt(8, 8)
	for c := sudoku.Cell(0); c < 81; c++ {
		if c != last {
			g.Enter([]sudoku.Cell{c}, sol.At(c), Normal)
		}
	}
	if got := describe(g.Completes([]sudoku.Cell{last})); got != "" {
		t.Errorf("before the last digit: %q", got)
	}
	g.Enter([]sudoku.Cell{last}, sol.At(last), Normal)
	got := g.Completes([]sudoku.Cell{last})
	if want := "row 9, column 9, box 9; digits " + sol.At(last).String(); describe(got) != want {
		t.Errorf("the last digit completes %q, want %q", describe(got), want)
	}
	if len(got.Cells) != 9+8+4+8 || !slices.Equal(got.Placed(), []sudoku.Cell{last}) {
		t.Errorf("%d cells from %v, want 29 from r9c9", len(got.Cells), got.Placed())
	}
}
