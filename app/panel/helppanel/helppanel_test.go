package helppanel

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/engine/logic"
)

// The levels are the engine's, each with its ratings and what it needs.
func TestHelpPanelLevels(t *testing.T) {
	h := New()
	apptest.Mount(t, h)
	html := app.HTMLString(h)
	prev := ""
	for _, l := range logic.Levels() {
		rating := "above " + prev
		if c, ok := l.Ceiling(); ok {
			prev = strconv.FormatFloat(c, 'f', 1, 64)
			rating = "up to " + prev
		}
		want := fmt.Sprintf(`<td>%s</td>`+"\n"+`<td class="help-rating">%s</td>`+"\n"+`<td>%s</td>`, l, rating, words.Capitalised(l.Summary()))
		if !strings.Contains(html, want) {
			t.Errorf("the help lacks the row %q", want)
		}
	}
	for _, want := range []string{"Sudoku Explainer", "localStorage", "Nothing is sent anywhere"} {
		if !strings.Contains(html, want) {
			t.Errorf("the help does not say %q", want)
		}
	}
}
