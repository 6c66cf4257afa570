package shell

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/game"
)

// statsRow returns the figures of the Statistics panel's line key
// ("9-Easy"), each as "Title figure", or nil when there is no such line.
func statsRow(html, key string) []string {
	i := strings.Index(html, `data-key="`+key+`"`)
	if i < 0 {
		return nil
	}
	row := html[i : i+strings.Index(html[i:], "</tr>")]
	var out []string
	for _, td := range strings.Split(row, `<td data-label="`)[1:] {
		label, rest, _ := strings.Cut(td, `">`)
		figure, _, _ := strings.Cut(rest, "</td>")
		out = append(out, label+" "+figure)
	}
	return out
}

// A game counts once it has its first move: the puzzle opened and left
// untouched is not played, nor in progress, nor saved; after one move it
// is all three.
func TestAGameCountsFromItsFirstMove(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	pt.do(func(app.Context) {}) // the save after the paint, if any
	level := pt.p.s.grade.Level.String()
	if level == "" {
		t.Fatal("the puzzle was not graded")
	}
	pt.openPanel(panelStats)
	html := app.HTMLString(pt.p)
	if statsRow(html, "9-"+level) != nil || !strings.Contains(html, "No games yet") {
		t.Errorf("Statistics with the puzzle untouched: %q; want no games yet", statsRow(html, "9-"+level))
	}
	pt.openPanel(panelGames)
	if got := rows(app.HTMLString(pt.p), "games-progress"); len(got) != 0 {
		t.Errorf("Games with the puzzle untouched: %q; want no game in progress", got)
	}
	if keys, _ := pt.store.Keys(); len(keys) != 0 {
		t.Errorf("an untouched puzzle left %q in the storage", keys)
	}

	pt.enter(1, 6, game.Normal)
	pt.openPanel(panelStats)
	if got := statsRow(app.HTMLString(pt.p), "9-"+level); len(got) == 0 || got[0] != "Played 1" {
		t.Errorf("Statistics after one move: %q; want Played 1", got)
	}
	pt.openPanel(panelGames)
	if got := rows(app.HTMLString(pt.p), "games-progress"); len(got) != 1 || !strings.HasSuffix(got[0], "0:00 so far|Playing now") {
		t.Errorf("Games after one move: %q; want the game in progress", got)
	}
	// Saved: a reload with no puzzle in the link brings it back.
	q := newPageTest(t, pt.store)
	q.open("")
	if q.p.s == nil || q.p.s.game.Givens().String() != testPuzzle || q.p.s.game.Digit(1) != 6 {
		t.Errorf("after a reload, the page shows %v; want the game with its move", q.p.s)
	}
}

// The player's settings outlive a game never saved: chosen on a puzzle
// left untouched, they are there after a reload.
func TestSettingsKeptWithoutAGame(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	pt.do(func(ctx app.Context) {
		pt.p.settingsChanged.Call(ctx, func(s *game.Settings) { s.Theme = game.ThemeDark })
	})
	q := newPageTest(t, pt.store)
	q.open(testPuzzle)
	if q.p.s.game.Settings.Theme != game.ThemeDark {
		t.Errorf("after a reload the theme is %v, want dark", q.p.s.game.Settings.Theme)
	}
	if games, _ := q.p.lib.List(); len(games) != 0 {
		t.Errorf("the settings saved a game: %+v", games)
	}
}
