package board

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// A cell of a completed house carries its animation's class and its step
// in the sweep; a cell without the mark carries neither.
func TestCellCompletedMark(t *testing.T) {
	tests := []struct {
		completed, wave uint8
		want, not       []string
	}{
		{0, 0, nil, []string{"completed-", "--wave"}},
		{1, 0, []string{"completed-1", "--wave:0"}, []string{"completed-2"}},
		{2, 3, []string{"completed-2", "--wave:3"}, []string{"completed-1"}},
	}
	for _, tt := range tests {
		st := CellState{Shape: sudoku.Classic, Cell: 4, Digit: 5, Completed: tt.completed, Wave: tt.wave}
		html := app.HTMLString(st.Render())
		for _, w := range tt.want {
			if !strings.Contains(html, w) {
				t.Errorf("Completed %d, Wave %d: %s lacks %q", tt.completed, tt.wave, html, w)
			}
		}
		for _, n := range tt.not {
			if strings.Contains(html, n) {
				t.Errorf("Completed %d, Wave %d: %s has %q", tt.completed, tt.wave, html, n)
			}
		}
	}
}
