package app

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/stats"
)

// statsPanel is the Statistics panel: the streak, a line per size and
// level, and a chart of the last games' times, counted from the saved
// games (package stats), in this browser only.
type statsPanel struct {
	app.Compo

	Library *game.Library
	Live    game.Summary // the open game as it stands; no ID when none
	Today   daily.Date

	stats stats.Stats
	chart string // the chart's SVG
	err   string
}

func newStatsPanel() *statsPanel { return &statsPanel{} }

// From sets the library the games are counted from.
func (sp *statsPanel) From(lib *game.Library) *statsPanel { sp.Library = lib; return sp }

// On sets the player's local date.
func (sp *statsPanel) On(today daily.Date) *statsPanel { sp.Today = today; return sp }

// Playing sets the open game, nil for none: it counts as it stands, even
// when its last save failed.
func (sp *statsPanel) Playing(g *game.Game) *statsPanel {
	sp.Live = game.Summary{}
	if g != nil {
		sp.Live = game.Summarize(g)
	}
	return sp
}

func (sp *statsPanel) OnMount(ctx app.Context) { sp.load() }

// chartWidth and chartHeight are the chart's size in CSS pixels; it
// scales down to narrow screens.
const chartWidth, chartHeight = 480, 140

func (sp *statsPanel) load() {
	games, err := sp.Library.List()
	if err != nil {
		sp.err = "Your statistics cannot be read: this browser is not letting the app use its storage, so games are not being saved."
	}
	live := sp.Live.ID != ""
	for i := range games {
		if live && games[i].ID == sp.Live.ID {
			games[i], live = sp.Live, false
		}
	}
	if live {
		games = append(games, sp.Live)
	}
	sp.stats = stats.From(games, sp.Today)
	sp.chart = stats.Chart(sp.stats.Recent, chartWidth, chartHeight)
}

func (sp *statsPanel) Render() app.UI {
	lines := sp.stats.Lines
	return app.Section().Class("panel").ID("stats-panel").Aria("label", "Statistics").Body(
		app.H2().Text("Statistics"),
		app.P().ID("stats-streak").Text(streakText(sp.stats.Streak)),
		app.If(len(lines) == 0, app.P().Class("muted").Text("No games yet: your statistics start with your first game.")),
		app.If(len(lines) > 0, app.Div().Class("stats-scroll").Body(app.Table().Class("stats-table").Body(
			app.THead().Body(app.Tr().Body(
				th("Puzzles"), th("Played"), th("Finished"), th("Solved"), th("No hints"), th("Hints"), th("Best"), th("Median"), th("Last"),
			)),
			app.TBody().Body(app.Range(lines).Slice(func(i int) app.UI { return statsRow(lines[i]) })),
		))),
		app.If(sp.chart != "", app.Figure().Class("stats-chart").Body(
			app.Raw(sp.chart),
			app.FigCaption().Class("muted").Text(chartCaption(len(sp.stats.Recent))),
		)),
		app.P().Class("muted").Text("Counted from the games saved in this browser only: nothing leaves it."),
		app.P().Class("error").Attr("role", "alert").Text(sp.err),
	)
}

func th(text string) app.UI { return app.Th().Scope("col").Text(text) }

// statsRow draws one line of statistics.
func statsRow(l stats.Line) app.UI {
	name := strconv.Itoa(l.Size) + "×" + strconv.Itoa(l.Size)
	if l.Level != "" {
		name += " " + l.Level
	} else {
		name += ", not graded"
	}
	dash := func(s string) string {
		if l.Solved == 0 {
			return "–"
		}
		return s
	}
	return app.Tr().DataSet("key", strconv.Itoa(l.Size)+"-"+l.Level).Body(
		app.Th().Scope("row").Text(name),
		app.Td().Text(strconv.Itoa(l.Started)),
		app.Td().Text(strconv.Itoa(l.Finished)),
		app.Td().Text(strconv.Itoa(l.Solved)),
		app.Td().Text(strconv.Itoa(l.NoHints)),
		app.Td().Text(strconv.Itoa(l.Hints)),
		app.Td().Text(dash(clock(l.Best))),
		app.Td().Text(dash(clock(l.Median))),
		app.Td().Text(dash(clock(l.Last))),
	)
}

// chartCaption says what the chart of n games shows.
func chartCaption(n int) string {
	if n == 1 {
		return "The time of your last solved game; a filled dot is a daily puzzle."
	}
	return "Times of your last " + strconv.Itoa(n) + " solved games, oldest first; filled dots are daily puzzles."
}
