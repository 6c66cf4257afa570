package board

import (
	"slices"
	"testing"

	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Two taps on one cell within DoubleTapTime make a double tap; a tap
// elsewhere, a late one, or a third starts again.
func TestTap(t *testing.T) {
	for _, tc := range []struct {
		name string
		taps []tap
		want []bool
	}{
		{"double", taps(4, 1000, 4, 1250), []bool{false, true}},
		{"at the limit", taps(4, 1000, 4, 1000+DoubleTapTime), []bool{false, true}},
		{"too slow", taps(4, 1000, 4, 1000+DoubleTapTime+1), []bool{false, false}},
		{"another cell", taps(4, 1000, 5, 1100), []bool{false, false}},
		{"a third tap starts again", taps(4, 1000, 4, 1100, 4, 1200, 4, 1300), []bool{false, true, false, true}},
		{"a clock that went back", taps(4, 1000, 4, 900), []bool{false, false}},
	} {
		var s Selection
		var got []bool
		for _, tp := range tc.taps {
			got = append(got, s.Tap(tp.c, tp.at))
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, got, tc.want)
		}
	}
}

// tap is a tap on cell c at time at.
type tap struct {
	c  sudoku.Cell
	at float64
}

// taps reads pairs of a cell and a time.
func taps(cellsAndTimes ...float64) []tap {
	var out []tap
	for i := 0; i < len(cellsAndTimes); i += 2 {
		out = append(out, tap{sudoku.Cell(cellsAndTimes[i]), cellsAndTimes[i+1]})
	}
	return out
}

func TestSelectSame(t *testing.T) {
	g, err := sudoku.ParseLine("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
	if err != nil {
		t.Fatal(err)
	}
	s := Selection{Selected: []sudoku.Cell{0, 1}, Cursor: 1}
	if !s.SelectSame(sudoku.Classic, 12, g.At) { // r2c4, a 3, as are r1c3, r8c6 and r9c7
		t.Fatal("a cell with a digit selected nothing")
	}
	if want := []sudoku.Cell{2, 12, 68, 78}; !slices.Equal(s.Selected, want) || s.Cursor != 12 {
		t.Errorf("selected %v, cursor %d; want %v, cursor 12", s.Selected, s.Cursor, want)
	}
	if s.SelectSame(sudoku.Classic, 0, g.At) || s.Cursor != 12 || len(s.Selected) != 4 {
		t.Errorf("an empty cell changed the selection: %v, cursor %d", s.Selected, s.Cursor)
	}
}

// The keyboard reaching a cell selects it when nothing is selected, and
// leaves a selection alone.
func TestReach(t *testing.T) {
	var s Selection
	s.Cursor = 4
	if !s.Reach(4) || len(s.Selected) != 1 || s.Selected[0] != 4 || s.Cursor != 4 {
		t.Fatalf("reached with nothing selected: %v, cursor %d", s.Selected, s.Cursor)
	}
	s.Select(7, true)
	if s.Reach(4) || len(s.Selected) != 2 || s.Cursor != 7 {
		t.Errorf("reached over a selection: %v, cursor %d", s.Selected, s.Cursor)
	}
}
