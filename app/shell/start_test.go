package shell

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
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
	html := openSheet(pt)
	if statsRow(html, "9-"+level) != nil || !strings.Contains(html, "No games yet") {
		t.Errorf("Statistics with the puzzle untouched: %q; want no games yet", statsRow(html, "9-"+level))
	}
	// Games opens in place of Statistics, which stays on the page put
	// away: each opens again below with the games as they are then.
	pt.openPanel(panelGames)
	if got := rows(openSheet(pt), "games-progress"); len(got) != 0 {
		t.Errorf("Games with the puzzle untouched: %q; want no game in progress", got)
	}
	if keys, _ := pt.store.Keys(); len(keys) != 0 {
		t.Errorf("an untouched puzzle left %q in the storage", keys)
	}

	pt.enter(1, 6, game.Normal)
	pt.openPanel(panelStats)
	if got := statsRow(openSheet(pt), "9-"+level); len(got) == 0 || got[0] != "Played 1" {
		t.Errorf("Statistics after one move: %q; want Played 1", got)
	}
	pt.openPanel(panelGames)
	if got := rows(openSheet(pt), "games-progress"); len(got) != 1 || !strings.HasSuffix(got[0], "0:00 so far|Playing now") {
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

// A first visit (no game saved, no puzzle in the link) opens the start
// sheet over the sample, which is no game; a visit with a game saved
// resumes it, and an embedded page never shows the sheet.
func TestFirstVisitOpensTheStartSheet(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open("")
	html := app.HTMLString(pt.p)
	if pt.p.panel != panelNew || !strings.Contains(html, `id="new-panel"`) || !strings.Contains(html, `id="start-easy"`) {
		t.Fatalf("a first visit shows panel %v: %s", pt.p.panel, html)
	}
	if pt.p.s == nil || pt.p.s.game.Givens().String() != strings.ReplaceAll(samplePuzzle, "0", ".") || pt.p.s.game.Started() {
		t.Errorf("behind the sheet: %v; want the sample, untouched", pt.p.s)
	}
	if strings.Contains(html, `id="start-continue"`) {
		t.Error("Continue offered on a first visit")
	}
	// Put away, the sheet leaves the sample to play; a move makes it a
	// game, which the next visit resumes with no sheet.
	pt.openPanel(panelNew)
	if pt.p.panel != panelNone {
		t.Fatalf("New pressed again leaves panel %v open", pt.p.panel)
	}
	pt.enter(0, 4, game.Normal)
	q := newPageTest(t, pt.store)
	q.open("")
	if q.p.panel != panelNone || q.p.s.game.Digit(0) != 4 {
		t.Errorf("the next visit shows panel %v, game %v; want the game resumed, no sheet", q.p.panel, q.p.s.game.Grid())
	}

	e := newPageTest(t, nil)
	e.p.embedded = true
	e.open("")
	if e.p.panel != panelNone || e.p.s == nil {
		t.Errorf("embedded, a first visit shows panel %v, game %v", e.p.panel, e.p.s)
	}
}

// Continue goes back to the game in progress: the one on the board,
// under the sheet, or the one played last when the board holds a puzzle
// untouched or a game finished.
func TestStartSheetContinues(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	pt.enter(1, 6, game.Normal)
	pt.openPanel(panelNew)
	html := app.HTMLString(pt.p)
	if !strings.Contains(html, `id="start-continue"`) || !strings.Contains(html, "0:00 so far") {
		t.Fatalf("with a game in progress on the board, the sheet: %s", html)
	}
	pt.do(starts{pt.p}.resume)
	if pt.p.panel != panelNone || pt.p.s.game.Digit(1) != 6 {
		t.Errorf("Continue left panel %v open, or another game", pt.p.panel)
	}

	// Another puzzle, untouched: Continue goes back to the first game.
	pt.open(apptest.Easy)
	pt.openPanel(panelNew)
	if !strings.Contains(app.HTMLString(pt.p), `id="start-continue"`) {
		t.Fatal("no Continue back to the game in progress")
	}
	pt.do(starts{pt.p}.resume)
	if pt.p.panel != panelNone || pt.p.s.game.Givens().String() != testPuzzle || pt.p.s.game.Digit(1) != 6 {
		t.Errorf("Continue opened %v, panel %v; want the game in progress", pt.p.s.game.Grid(), pt.p.panel)
	}

	// Once it is over, nothing is in progress.
	pt.run(board.Command{Kind: board.CmdSolve})
	pt.run(board.Command{Kind: board.CmdReveal})
	pt.openPanel(panelNew)
	if strings.Contains(app.HTMLString(pt.p), `id="start-continue"`) {
		t.Error("Continue offered with no game in progress")
	}
}

// The sheet's other starts: today's daily and Paste open their panels,
// Set the setter's bench.
func TestStartSheetOtherStarts(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open("")
	sheet := starts{pt.p}.sheet()
	for _, tt := range []struct {
		name  string
		start func(app.Context)
		want  panelID
	}{{"daily", sheet.Daily, panelDaily}, {"paste", sheet.Paste, panelPaste}} {
		pt.openPanel(panelNew)
		pt.do(tt.start)
		if pt.p.panel != tt.want {
			t.Errorf("%s opened panel %v, want %v", tt.name, pt.p.panel, tt.want)
		}
	}
	pt.openPanel(panelNew)
	pt.do(sheet.Set)
	if !pt.p.setting || pt.p.panel != panelNone {
		t.Errorf("Set: bench %v, panel %v", pt.p.setting, pt.p.panel)
	}
	pt.openPanel(panelNew)
	pt.do(sheet.Set) // on the bench already: the sheet goes, the bench stays
	if !pt.p.setting || pt.p.panel != panelNone {
		t.Errorf("Set on the bench: bench %v, panel %v", pt.p.setting, pt.p.panel)
	}
}
