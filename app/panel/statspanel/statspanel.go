// Package statspanel is the Statistics panel: the streak, a line per size
// and level, a chart of the last games' times, and the backup files. The
// page gives it the saved games (Games: counted with the open game, and
// backed up), the player's date, and why games are not being saved.
package statspanel

import (
	"errors"
	"html"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/browser"
	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/stats"
	"github.com/sudoku-app/sudoku/app/words"
)

// Games is the saved games the panel counts and backs up. The page gives
// its library, counted with the open game through the count it keeps
// (stats.Count), so that opening Statistics again counts nothing while no
// game changed.
type Games interface {
	// Count returns the statistics of the games on the player's date
	// today, with the open game as it stands (even when its last save
	// failed), and their chart width by height pixels (stats.Chart). The
	// error says the games could not be read; the count is then of what
	// could be.
	Count(today daily.Date, width, height int) (stats.Stats, string, error)
	// Export returns every game, and the archive, as a backup file
	// (game.Library.Export).
	Export() ([]byte, error)
	// Import merges the games of a backup file (game.Library.Import).
	Import(backup []byte) (game.Imported, error)
}

// Panel is the Statistics panel: the streak, a line per size and level,
// and a chart of the last games' times, counted from the saved games
// (package stats), in this browser only.
type Panel struct {
	app.Compo

	Games   Games
	Today   daily.Date
	Unsaved string // why games are not being saved, "" when they are

	stats  stats.Stats
	chart  string // the chart's SVG
	err    string
	backup string // what Export or Import did
	stale  bool   // the games are counted again at the next render (Reopen)
}

// New returns the Statistics panel, with no games yet: set them (From)
// before it is mounted.
func New() *Panel { return &Panel{} }

// From sets the games counted and backed up.
func (sp *Panel) From(games Games) *Panel { sp.Games = games; return sp }

// On sets the player's local date.
func (sp *Panel) On(today daily.Date) *Panel { sp.Today = today; return sp }

// Saving sets why games are not being saved, "" when they are.
func (sp *Panel) Saving(notice string) *Panel { sp.Unsaved = notice; return sp }

// OnInit counts the games before the first render, so the panel opens
// drawn once, with its figures.
func (sp *Panel) OnInit() { sp.load() }

// chartWidth and chartHeight are the chart's size in CSS pixels; it
// scales down to narrow screens.
const chartWidth, chartHeight = 480, 140

// Reopen readies the panel, kept on the page while closed, to be shown
// again as a new one would be: no message, and the games counted again at
// its next render, on the date and with the open game its props then
// hold. The page draws it after. Cost: Games.Count, which the page's count
// answers at once while no game changed.
func (sp *Panel) Reopen() { sp.backup, sp.err, sp.stale = "", "", true }

// load counts the games (Games.Count).
func (sp *Panel) load() {
	sp.stale = false
	var err error
	if sp.stats, sp.chart, err = sp.Games.Count(sp.Today, chartWidth, chartHeight); err != nil {
		sp.err = i18n.T("Your statistics cannot be read: this browser is not letting the app use its storage, so games are not being saved.")
	}
}

func (sp *Panel) Render() app.UI {
	if sp.stale {
		sp.load()
	}
	lines := sp.stats.Lines
	return app.Section().Class("panel").ID("stats-panel").Aria("label", i18n.T("Statistics")).Body(
		app.H2().Text(i18n.T("Statistics")),
		app.If(sp.Unsaved != "", app.P().Class("error").ID("stats-unsaved").Text(i18n.T("These statistics are not being kept: your games are not being saved in this browser.")+" "+sp.Unsaved)),
		app.P().ID("stats-streak").Text(sp.stats.Streak.Text()),
		app.If(len(lines) == 0, app.P().Class("muted").Text(i18n.T("No games yet: your statistics start with your first game."))),
		app.If(len(lines) > 0, app.Div().Class("stats-scroll").Body(app.Raw(statsTable(lines)))),
		app.If(sp.chart != "", app.Figure().Class("stats-chart").Body(
			app.Raw(sp.chart),
			app.FigCaption().Class("muted").Text(chartCaption(len(sp.stats.Recent))),
		)),
		app.P().Class("muted").Text(i18n.T("Counted from the games saved in this browser only: nothing leaves it. A backup file keeps every game and these statistics, to keep safe or to move to another browser.")),
		app.Div().Class("form-row").Body(
			app.Button().Class("btn").ID("export-games").Text(i18n.T("Save a backup file")).OnClick(sp.export),
			app.Label().Class("btn", "file-button").Body(
				app.Text(i18n.T("Restore from a backup file")),
				app.Input().Type("file").ID("import-games").Accept(".json,application/json").Class("sr-only").OnChange(sp.restore),
			),
		),
		app.P().ID("backup-status").Attr("role", "status").Text(sp.backup),
		app.P().Class("error").Attr("role", "alert").Text(sp.err),
	)
}

// export offers every game, and the archive, as one file.
func (sp *Panel) export(ctx app.Context, e app.Event) {
	data, err := sp.Games.Export()
	if err != nil {
		sp.backup = i18n.T("No backup: this browser is not letting the app read its saved games.")
		return
	}
	name := "sudoku-games-" + sp.Today.String() + ".json"
	if why := browser.Download(name, "application/json", string(data)); why != "" {
		sp.backup = i18n.T("No backup: {{.Reason}}.", i18n.Str("Reason", why))
		return
	}
	sp.backup = i18n.T("Saved {{.File}}.", i18n.Str("File", name))
}

// restore merges the games of a backup file chosen by the player.
func (sp *Panel) restore(ctx app.Context, e app.Event) {
	browser.ReadChosenFile(ctx, e, func(ctx app.Context, text, why string) {
		defer goapp.Refresh(sp)
		if why != "" {
			sp.backup = i18n.T("Nothing restored: {{.Reason}}.", i18n.Str("Reason", why))
			return
		}
		r, err := sp.Games.Import([]byte(text))
		var ierr *game.ImportError
		switch {
		case errors.As(err, &ierr):
			// words.Plain ends the engine's words with a full stop; the
			// message has its own.
			sp.backup = i18n.T("Nothing restored: {{.Reason}}.", i18n.Str("Reason", strings.TrimSuffix(words.Plain(ierr.Msg), ".")))
		case err != nil:
			sp.backup = i18n.T("The backup was restored only in part: this browser stopped the app from saving ({{.Error}}). Nothing was lost.", i18n.Str("Error", err.Error()))
		default:
			sp.backup = restored(r)
		}
		sp.load()
	})
}

// restored says what a restore did.
func restored(r game.Imported) string {
	games := func(name string, n int) i18n.Arg {
		return i18n.Str(name, i18n.N(n, "{{.Count}} game", "{{.Count}} games"))
	}
	added, replaced, kept := games("Added", r.Added), games("Replaced", r.Replaced), games("Kept", r.Kept)
	if r.Archived > 0 {
		return i18n.T("Restored: {{.Added}} added, {{.Replaced}} brought up to date, {{.Kept}} already here kept, {{.Archived}} added to the statistics.",
			added, replaced, kept, games("Archived", r.Archived))
	}
	return i18n.T("Restored: {{.Added}} added, {{.Replaced}} brought up to date, {{.Kept}} already here kept.", added, replaced, kept)
}

// statsColumn is a column of the statistics table: its title and its
// figure for a line; lost marks the column of games lost at the mistake
// limit, shown once a game is.
type statsColumn struct {
	title  string
	figure func(l stats.Line) string
	lost   bool
}

// statsColumns returns the statistics table's columns after the puzzles'
// names, their titles in the page's language. A time is a dash until a
// game is solved.
func statsColumns() []statsColumn {
	return []statsColumn{
		{i18n.T("Played"), func(l stats.Line) string { return strconv.Itoa(l.Started) }, false},
		{i18n.T("Finished"), func(l stats.Line) string { return strconv.Itoa(l.Finished) }, false},
		{i18n.T("Solved"), func(l stats.Line) string { return strconv.Itoa(l.Solved) }, false},
		{i18n.T("Lost"), func(l stats.Line) string { return strconv.Itoa(l.Lost) }, true},
		{i18n.T("No hints"), func(l stats.Line) string { return strconv.Itoa(l.NoHints) }, false},
		{i18n.T("Hints"), func(l stats.Line) string { return strconv.Itoa(l.Hints) }, false},
		{i18n.T("Best"), func(l stats.Line) string { return solvedTime(l, l.Best) }, false},
		{i18n.T("Median"), func(l stats.Line) string { return solvedTime(l, l.Median) }, false},
		{i18n.T("Last"), func(l stats.Line) string { return solvedTime(l, l.Last) }, false},
	}
}

func solvedTime(l stats.Line, d time.Duration) string {
	if l.Solved == 0 {
		return "–"
	}
	return stats.Clock(d)
}

// statsTable writes the table of the lines as HTML: a row per line, a
// column per figure (statsColumns). Each figure carries its column's
// title (data-label), which a phone shows above it in place of the
// table's head (app.css). It is one element of raw HTML, as the chart is,
// rather than an element built per figure: the browser builds it from
// text many times faster than go-app does one node at a time, and the
// panel is drawn afresh at each opening.
func statsTable(lines []stats.Line) string {
	columns := statsColumns()
	if !slices.ContainsFunc(lines, func(l stats.Line) bool { return l.Lost > 0 }) {
		// No game lost at the mistake limit (off by default): no column.
		columns = slices.DeleteFunc(columns, func(c statsColumn) bool { return c.lost })
	}
	var b strings.Builder
	b.WriteString(`<table class="stats-table"><thead><tr><th scope="col">` + html.EscapeString(i18n.T("Puzzles")) + `</th>`)
	for _, col := range columns {
		b.WriteString(`<th scope="col">` + html.EscapeString(col.title) + `</th>`)
	}
	b.WriteString(`</tr></thead><tbody>`)
	for _, l := range lines {
		name := l.Name()
		key := strconv.Itoa(l.Size) + "-" + l.Level
		b.WriteString(`<tr data-key="` + html.EscapeString(key) + `"><th scope="row">` + html.EscapeString(name) + `</th>`)
		for _, col := range columns {
			b.WriteString(`<td data-label="` + html.EscapeString(col.title) + `">` + html.EscapeString(col.figure(l)) + `</td>`)
		}
		b.WriteString(`</tr>`)
	}
	b.WriteString(`</tbody></table>`)
	return b.String()
}

// chartCaption says what the chart of n games shows.
func chartCaption(n int) string {
	return i18n.N(n, "The time of your last solved game; a filled dot is a daily puzzle.",
		"Times of your last {{.Count}} solved games, oldest first; filled dots are daily puzzles.")
}
