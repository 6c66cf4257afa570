package app

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

func TestGamePageLoadsFragment(t *testing.T) {
	const puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	tests := []struct {
		name     string
		fragment string
		want     string // the givens shown, or "" when none
		wantErr  string
	}{
		{"puzzle", puzzle, puzzle, ""},
		{"empty shows the sample", "", strings.ReplaceAll(samplePuzzle, "0", "."), ""},
		{"surrounding space", "  " + puzzle + "\n", puzzle, ""},
		{"bad character", "12x", "", "sudoku:"},
		{"duplicate givens", "55" + strings.Repeat(".", 79), "", "appears twice"},
		{"markup stays text", "<b>x</b>", "", "sudoku:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := newGamePage()
			p.load(tt.fragment)
			if got := p.givens.String(); tt.want != "" && (!p.loaded || got != tt.want) {
				t.Errorf("load(%q) shows %s (loaded %v), want %s", tt.fragment, got, p.loaded, tt.want)
			}
			if tt.want == "" && p.loaded {
				t.Errorf("load(%q) shows a puzzle, want none", tt.fragment)
			}
			if !strings.Contains(p.errMsg, tt.wantErr) || (tt.wantErr == "") != (p.errMsg == "") {
				t.Errorf("load(%q) error %q, want one containing %q", tt.fragment, p.errMsg, tt.wantErr)
			}
		})
	}
}

func TestGamePageRendersBoardOrError(t *testing.T) {
	p := newGamePage()
	p.load("")
	disp := app.NewClientTester(p)
	defer disp.Close()
	// page div > main.play > board component > its div > first row.
	if err := app.TestMatch(p, app.TestUIDescriptor{
		Path:     app.TestPath(0, 1, 0, 0, 0),
		Expected: app.Div().Class("board-row").Attr("role", "row"),
	}); err != nil {
		t.Errorf("board row not rendered: %v", err)
	}

	p.load("12x")
	disp.Consume()
	p.Update()
	disp.Consume()
	if err := app.TestMatch(p, app.TestUIDescriptor{
		Path:     app.TestPath(0, 1, 0),
		Expected: app.Div().Class("board-placeholder").Text("No puzzle to show"),
	}); err != nil {
		t.Errorf("placeholder not rendered for a bad puzzle: %v", err)
	}
}
