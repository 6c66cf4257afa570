// Package dailypanel is the Daily panel: today's puzzle at each level,
// the streak, and the last days' puzzles to play late. The page gives it
// the saved games (Games: its *game.Library), the player's date, the open
// game as it stands, and what opens a puzzle; Opening makes a daily
// puzzle for the page too.
package dailypanel

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/stats"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/engine/logic"
)

// Games is the saved games the panel reads the daily games from: the
// page's *game.Library. The panel does not change the slices.
type Games interface {
	List() ([]game.Summary, error)
	Archived() ([]game.Summary, error)
}

// Panel is the Daily panel: today's puzzle at each level, with how far
// the player got with each, the streak, and the last stats.LateDays days'
// puzzles to play late. The puzzles come from the date alone (package
// daily), so the panel works offline.
type Panel struct {
	app.Compo

	Games Games
	Live  game.Summary // the open game as it stands; no ID when none
	Today daily.Date

	onOpen  func(app.Context, panel.Opening)
	played  map[game.Daily]game.Summary // the saved daily games
	streak  stats.Streak
	err     string
	earlier bool      // the earlier days are unfolded
	stale   bool      // the daily games are read again at the next render (Reopen)
	read    readGames // what played and streak were counted from
}

// New returns the Daily panel, with no games yet: set them (From) before
// it is mounted.
func New() *Panel { return &Panel{} }

// From sets the games the daily games are read from.
func (dp *Panel) From(games Games) *Panel { dp.Games = games; return dp }

// On sets the player's local date.
func (dp *Panel) On(today daily.Date) *Panel { dp.Today = today; return dp }

// Playing sets the open game as it stands (game.Summarize); the zero
// Summary for none.
func (dp *Panel) Playing(live game.Summary) *Panel { dp.Live = live; return dp }

// OnOpen sets what opens a daily puzzle.
func (dp *Panel) OnOpen(f func(app.Context, panel.Opening)) *Panel {
	dp.onOpen = f
	return dp
}

// OnInit reads the daily games before the first render.
func (dp *Panel) OnInit() { dp.load() }

// Reopen readies the panel, kept on the page while closed, to be shown
// again as a new one would be: the earlier days folded, no message, and
// the daily games read again at its next render, on the date and with the
// open game its props then hold. The page draws it after. Cost: the
// panel's load at that render, which for the page's library is nothing
// while no game changed.
func (dp *Panel) Reopen() { dp.earlier, dp.err, dp.stale = false, "", true }

// load reads the daily games saved, and the streak. Cost: List and
// Archived, then, unless they gave the very lists they gave last on the
// same date, a pass over every game.
func (dp *Panel) load() {
	dp.stale = false
	games, err := dp.Games.List()
	archived, aerr := dp.Games.Archived()
	if err != nil || aerr != nil {
		dp.err = i18n.T("Your daily games cannot be read here: this browser is not letting the app use its storage. You can still play.")
	}
	if r := dp.read; dp.played != nil && r.today == dp.Today && same(r.games, games) && same(r.archived, archived) {
		return
	}
	dp.read = readGames{games, archived, dp.Today}
	dp.played = stats.PlayedDailies(games, archived)
	dp.streak = stats.From(dp.Today, archived, games).Streak
}

// readGames is what the panel's played dailies and streak were counted
// from: the lists as Games gave them, and the date.
type readGames struct {
	games, archived []game.Summary
	today           daily.Date
}

// same reports whether a and b are the very same list: a library hands
// back the list it read while its games did not change.
func same(a, b []game.Summary) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}

// Opening is daily d, for the page to open: its puzzle, made from the
// date (daily.Puzzle: a few microseconds), and its name for the status.
func Opening(d game.Daily) (panel.Opening, error) {
	puzzle, err := daily.Puzzle(d.Date, d.Level)
	if err != nil {
		return panel.Opening{}, err
	}
	return panel.Opening{Link: share.Link{Puzzle: puzzle, Daily: d}, Status: i18n.T("{{.Daily}}.", i18n.Str("Daily", daily.Name(d.Date, d.Level)))}, nil
}

// state returns the saved state of daily d, the open game's when it is d.
func (dp *Panel) state(d game.Daily) (game.Summary, bool) {
	if dp.Live.IsDaily && dp.Live.Daily == d {
		return dp.Live, true
	}
	s, ok := dp.played[d]
	return s, ok
}

// allSolved reports whether today's daily at each of levels is solved.
func (dp *Panel) allSolved(levels []logic.Level) bool {
	for _, l := range levels {
		if s, ok := dp.state(game.Daily{Date: dp.Today, Level: l}); !ok || !stats.Solved(s) {
			return false
		}
	}
	return true
}

// open opens daily d.
func (dp *Panel) open(d game.Daily) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		o, err := Opening(d)
		if err != nil {
			dp.err = i18n.T("That daily puzzle cannot be made: {{.Reason}}", i18n.Str("Reason", words.Error(err)))
			return
		}
		dp.onOpen(ctx, o)
	}
}

func (dp *Panel) Render() app.UI {
	if dp.stale {
		dp.load()
	}
	levels := daily.Levels()
	var earlier []daily.Date
	for i := 1; dp.earlier && i <= stats.LateDays; i++ {
		earlier = append(earlier, dp.Today.AddDays(-i))
	}
	return app.Section().Class("panel").ID("daily-panel").Aria("label", i18n.T("Daily puzzles")).Body(
		app.H2().Text(i18n.T("Daily puzzles")),
		app.P().Class("daily-today").Body(
			app.Text(i18n.T("Today, {{.Date}}.", i18n.Str("Date", dp.Today.Label()))+" "),
			app.Span().ID("daily-streak").Text(dp.streak.Text()),
		),
		app.Div().Class("daily-levels").Body(app.Range(levels).Slice(func(i int) app.UI {
			return dp.renderToday(game.Daily{Date: dp.Today, Level: levels[i]})
		})),
		app.If(dp.allSolved(levels), app.P().ID("daily-all").Text(i18n.T("Every one of today's puzzles is solved: new ones come tomorrow."))),
		// Folded, the earlier days draw only their title: 150 buttons
		// would slow the panel's opening for nothing.
		app.Details().Class("daily-earlier").Open(dp.earlier).On("toggle", func(ctx app.Context, e app.Event) {
			dp.earlier = ctx.JSSrc().Get("open").Bool()
		}).Body(
			app.Summary().Text(i18n.T("Earlier days")),
			panel.When(dp.earlier, func() app.UI {
				return app.Div().Body(
					app.P().Class("muted").Text(stats.LateDaily()),
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
func (dp *Panel) renderToday(d game.Daily) app.UI {
	s, ok := dp.state(d)
	return app.Button().Class("btn", "daily-level", dailyClass(s, ok)).DataSet("level", d.Level.String()).
		Aria("label", dailyLabel(d, s, ok)).
		OnClick(dp.open(d), d.String()).Body(
		app.Span().Class("daily-level-name").Text(i18n.Name(d.Level.String())),
		app.Span().Class("daily-level-state").Text(dailyState(s, ok)),
	)
}

// renderDay draws an earlier day: its date and a small button per level.
func (dp *Panel) renderDay(date daily.Date, levels []logic.Level) app.UI {
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
				Aria("label", dailyLabel(d, s, ok)).
				OnClick(dp.open(d), d.String()).Text(i18n.Name(levels[i].String()) + mark)
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
		return i18n.T("Play")
	case s.Finished:
		return stats.GameTime(s)
	}
	return i18n.T("{{.Time}} so far", i18n.Str("Time", stats.Clock(s.Elapsed)))
}

// dailyLabel names daily d for its button, with how far the player got.
func dailyLabel(d game.Daily, s game.Summary, ok bool) string {
	return i18n.T("{{.Daily}}: {{.State}}", i18n.Str("Daily", daily.Name(d.Date, d.Level)), i18n.Str("State", dailyState(s, ok)))
}
