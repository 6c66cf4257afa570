package shell

import (
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/stats"
)

// dailySolved says what solving daily d, game g, just did: the
// streak, with this solve counted, when d is today's; "" when the games
// cannot be read. A daily of another day counts in the statistics only:
// an earlier one, or a later one (a link from a time zone ahead).
func dailySolved(lib *game.Library, now time.Time, g *game.Game, d game.Daily) string {
	today := daily.Today(now)
	switch {
	case d.Date.Sub(today) > 0:
		return earlyDaily()
	case d.Date != today:
		return lateDaily()
	}
	st, err := stats.CountGames(today, lib, liveStamped(g, now))
	if err != nil {
		return ""
	}
	return st.Streak.Text()
}

// dailyAfter returns the daily to offer once game g, daily d, is
// finished (stats.NextDaily): the zero Daily for none, or when the games
// cannot be read.
func dailyAfter(lib *game.Library, today daily.Date, g *game.Game, d game.Daily) game.Daily {
	games, err := lib.List()
	archived, aerr := lib.Archived()
	if err != nil || aerr != nil {
		return game.Daily{}
	}
	next, _ := stats.NextDaily(d, today, stats.PlayedDailies(games, archived), live(g))
	return next
}

// focusCursor gives the keyboard to the cursor's cell once c has drawn
// it, and selects that cell when nothing is: the cell that shows the
// keyboard's ring takes the digits typed, and the arrows move from it.
func focusCursor(ctx app.Context, c app.Composer, s *session) {
	if len(s.Selected) == 0 {
		s.Select(s.Cursor, false)
	}
	goapp.AfterRender(ctx, c, func(app.Context) {
		if el := app.Window().Get("document").Call("querySelector", fmt.Sprintf("[data-cell='%d']", s.Cursor)); el.Truthy() {
			el.Call("focus", map[string]any{"preventScroll": true})
		}
	})
}
