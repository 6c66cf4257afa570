package app

import (
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/stats"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/engine/logic"
)

// lateDays is how many days back the daily puzzles can be played late.
const lateDays = 30

// dailyPanel is the Daily panel: today's puzzle at each level, with how
// far the player got with each, the streak, and the last lateDays days'
// puzzles to play late. The puzzles come from the date alone (package
// daily), so the panel works offline.
type dailyPanel struct {
	app.Compo

	Library *game.Library
	Live    game.Summary // the open game as it stands; no ID when none
	Today   daily.Date

	onOpen  func(app.Context, panel.Opening)
	played  map[game.Daily]game.Summary // the saved daily games
	streak  stats.Streak
	err     string
	earlier bool // the earlier days are unfolded
}

func newDailyPanel() *dailyPanel { return &dailyPanel{} }

// From sets the library the daily games are read from.
func (dp *dailyPanel) From(lib *game.Library) *dailyPanel { dp.Library = lib; return dp }

// On sets the player's local date.
func (dp *dailyPanel) On(today daily.Date) *dailyPanel { dp.Today = today; return dp }

// Playing sets the open game, nil for none.
func (dp *dailyPanel) Playing(g *game.Game) *dailyPanel { dp.Live = live(g); return dp }

// OnOpen sets what opens a daily puzzle.
func (dp *dailyPanel) OnOpen(f func(app.Context, panel.Opening)) *dailyPanel {
	dp.onOpen = f
	return dp
}

// OnInit reads the daily games before the first render.
func (dp *dailyPanel) OnInit() { dp.load() }

// load reads the daily games saved, and the streak.
func (dp *dailyPanel) load() {
	games, err := dp.Library.List()
	archived, aerr := dp.Library.Archived()
	if err != nil || aerr != nil {
		dp.err = "Your daily games cannot be read here: this browser is not letting the app use its storage. You can still play."
	}
	dp.played = playedDailies(games, archived)
	dp.streak = stats.From(dp.Today, archived, games).Streak
}

// playedDailies returns the daily games among a library's games and its
// archive, by puzzle: a game saved whole (the newer) overrides its
// archived summary.
func playedDailies(games, archived []game.Summary) map[game.Daily]game.Summary {
	played := map[game.Daily]game.Summary{}
	for _, list := range [][]game.Summary{archived, games} {
		for i := range list {
			if list[i].IsDaily {
				played[list[i].Daily] = list[i]
			}
		}
	}
	return played
}

// nextDaily returns the daily to offer once daily d is finished: the first
// level of d's day after d's, going round from the easiest, that has no
// finished game in played or live (the open game as it stands). There is
// none when every level of the day is finished, or when d's day can no
// longer be played (older than lateDays before today).
func nextDaily(d game.Daily, today daily.Date, played map[game.Daily]game.Summary, live game.Summary) (game.Daily, bool) {
	if age := today.Sub(d.Date); age < 0 || age > lateDays {
		return game.Daily{}, false
	}
	levels := daily.Levels()
	at := slices.Index(levels, d.Level)
	for i := 1; i < len(levels); i++ {
		next := game.Daily{Date: d.Date, Level: levels[(at+i)%len(levels)]}
		s, ok := played[next]
		if live.IsDaily && live.Daily == next {
			s, ok = live, true
		}
		if !ok || !s.Finished {
			return next, true
		}
	}
	return game.Daily{}, false
}

// dailyOpening is daily d, for the page to open.
func dailyOpening(d game.Daily) (panel.Opening, error) {
	puzzle, err := daily.Puzzle(d.Date, d.Level)
	if err != nil {
		return panel.Opening{}, err
	}
	return panel.Opening{Link: share.Link{Puzzle: puzzle, Daily: d}, Status: daily.Name(d.Date, d.Level) + "."}, nil
}

// state returns the saved state of daily d, the open game's when it is d.
func (dp *dailyPanel) state(d game.Daily) (game.Summary, bool) {
	if dp.Live.IsDaily && dp.Live.Daily == d {
		return dp.Live, true
	}
	s, ok := dp.played[d]
	return s, ok
}

// allSolved reports whether today's daily at each of levels is solved.
func (dp *dailyPanel) allSolved(levels []logic.Level) bool {
	for _, l := range levels {
		if s, ok := dp.state(game.Daily{Date: dp.Today, Level: l}); !ok || !stats.Solved(s) {
			return false
		}
	}
	return true
}

// open opens daily d.
func (dp *dailyPanel) open(d game.Daily) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		o, err := dailyOpening(d)
		if err != nil {
			dp.err = "That daily puzzle cannot be made: " + words.Plain(err.Error())
			return
		}
		dp.onOpen(ctx, o)
	}
}

func (dp *dailyPanel) Render() app.UI {
	levels := daily.Levels()
	var earlier []daily.Date
	for i := 1; dp.earlier && i <= lateDays; i++ {
		earlier = append(earlier, dp.Today.AddDays(-i))
	}
	return app.Section().Class("panel").ID("daily-panel").Aria("label", "Daily puzzles").Body(
		app.H2().Text("Daily puzzles"),
		app.P().Class("daily-today").Body(
			app.Text("Today, "+dp.Today.Label()+". "),
			app.Span().ID("daily-streak").Text(streakText(dp.streak)),
		),
		app.Div().Class("daily-levels").Body(app.Range(levels).Slice(func(i int) app.UI {
			return dp.renderToday(game.Daily{Date: dp.Today, Level: levels[i]})
		})),
		app.If(dp.allSolved(levels), app.P().ID("daily-all").Text("Every one of today's puzzles is solved: new ones come tomorrow.")),
		// Folded, the earlier days draw only their title: 150 buttons
		// would slow the panel's opening for nothing.
		app.Details().Class("daily-earlier").Open(dp.earlier).On("toggle", func(ctx app.Context, e app.Event) {
			dp.earlier = ctx.JSSrc().Get("open").Bool()
		}).Body(
			app.Summary().Text("Earlier days"),
			panel.When(dp.earlier, func() app.UI {
				return app.Div().Body(
					app.P().Class("muted").Text(lateDaily),
					app.Ul().Body(app.Range(earlier).Slice(func(i int) app.UI {
						return dp.renderDay(earlier[i], levels)
					})),
				)
			}),
		),
		app.P().Class("error").Attr("role", "alert").Text(dp.err),
	)
}

// renderToday draws today's puzzle at one level, as a button saying how
// far the player got.
func (dp *dailyPanel) renderToday(d game.Daily) app.UI {
	s, ok := dp.state(d)
	return app.Button().Class("btn", "daily-level", dailyClass(s, ok)).DataSet("level", d.Level.String()).
		Aria("label", daily.Name(d.Date, d.Level)+": "+dailyState(s, ok)).
		OnClick(dp.open(d), d.String()).Body(
		app.Span().Class("daily-level-name").Text(d.Level.String()),
		app.Span().Class("daily-level-state").Text(dailyState(s, ok)),
	)
}

// renderDay draws an earlier day: its date and a small button per level.
func (dp *dailyPanel) renderDay(date daily.Date, levels []logic.Level) app.UI {
	return app.Li().Class("daily-day").DataSet("date", date.String()).Body(
		app.Span().Class("daily-date").Text(date.Label()),
		app.Range(levels).Slice(func(i int) app.UI {
			d := game.Daily{Date: date, Level: levels[i]}
			s, ok := dp.state(d)
			mark := ""
			switch dailyClass(s, ok) {
			case "daily-solved":
				mark = " ✓"
			case "daily-started":
				mark = " …"
			}
			return app.Button().Class("btn", "btn-small", "daily-late", dailyClass(s, ok)).DataSet("level", levels[i].String()).
				Aria("label", daily.Name(date, levels[i])+": "+dailyState(s, ok)).
				OnClick(dp.open(d), d.String()).Text(levels[i].String() + mark)
		}),
	)
}

// dailyClass classes a daily by how far the player got.
func dailyClass(s game.Summary, ok bool) string {
	switch {
	case !ok:
		return "daily-new"
	case stats.Solved(s):
		return "daily-solved"
	case s.Finished:
		return "daily-shown"
	}
	return "daily-started"
}

// dailyState says how far the player got with a daily.
func dailyState(s game.Summary, ok bool) string {
	switch {
	case !ok:
		return "Play"
	case s.Finished:
		return gameTime(s)
	}
	return stats.Clock(s.Elapsed) + " so far"
}

// streakText says the streak in words.
func streakText(s stats.Streak) string {
	days := func(n int) string {
		if n == 1 {
			return "1 day"
		}
		return strconv.Itoa(n) + " days"
	}
	switch {
	case s.Current == 0 && s.Best == 0:
		return "Solve today's puzzle at any level to start a streak."
	case s.Current == 0:
		return "No streak going (your best: " + days(s.Best) + "). Solve today's to start one."
	case !s.Today:
		return "Streak: " + days(s.Current) + " (best " + days(s.Best) + "). Solve today's to keep it."
	}
	return "Streak: " + days(s.Current) + " (best " + days(s.Best) + ")."
}
