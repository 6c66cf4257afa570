// Package gamespanel is the Games panel: the saved games, in progress and
// completed, to open, delete (with Undo) or play again. The page gives it
// the saved games (Games: its *game.Library), the open game as it stands,
// its clock, and what plays a game again.
package gamespanel

import (
	"errors"
	"html"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/browser"
	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/stats"
	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Games is the saved games the panel lists and deletes: the page's
// *game.Library.
type Games interface {
	// List returns the saved games in the order the panel shows them, as
	// game.Library.List does; the panel does not change the slice.
	List() ([]game.Summary, error)
	// Delete takes the game of id out, for Restore.
	Delete(id string) (game.Deleted, error)
	// Restore puts back a game Delete took out.
	Restore(d game.Deleted) error
}

// Panel is the Games panel: the saved games, those in progress and the
// completed ones apart, to open or delete, a page of rows at a time. A
// row shows the game's mini board, its level, when it was last played (or
// finished) and its time.
//
// The game on the board is marked "Playing now" and has no Delete (the
// page saves the open game on every change, so deleting it would only
// bring it back); its row is drawn from the game as it stands (Live), so
// the board and the list never disagree, even while the player plays on
// with the panel open. Delete takes another game off at once and offers
// Undo for undoTime. A game opens through the address bar, as a shared
// link does.
type Panel struct {
	app.Compo

	Games Games
	Live  game.Summary // the open game as it stands; no ID when none

	clock    func() time.Time
	onReplay func(app.Context, game.Summary)

	games   []game.Summary // as Games.List gives them
	err     string         // why the list could not be read or changed
	deleted *deletion      // the game deleted last, while Undo is offered
	shown   map[string]int // rows shown of a group past its first page, by the group's ID
	rows    rowCache       // the rows drawn last
}

// gamesPageSize is how many rows of a group the panel draws at first, and
// how many more each "Show more" adds: a long history opens at once, and
// a row's mini board is 81 elements.
const gamesPageSize = 20

// deletion is a deleted game that Undo can bring back.
type deletion struct {
	game   game.Deleted
	name   string // how its row named it: "Easy, today 14:05"
	failed bool   // Undo failed: the offer stays until it works
}

// undoTime is how long Undo is offered after a Delete.
var undoTime = 8 * time.Second

// New returns the Games panel, with no games yet: set them (From) before
// it is mounted.
func New() *Panel { return &Panel{} }

// From sets the games listed.
func (gp *Panel) From(games Games) *Panel { gp.Games = games; return gp }

// Playing sets the open game as it stands (game.Summarize); the zero
// Summary for none.
func (gp *Panel) Playing(live game.Summary) *Panel { gp.Live = live; return gp }

// Clock sets the clock the rows tell when a game was played from ("today
// 14:05"): the one that stamps the games. Without one, rows give dates
// only.
func (gp *Panel) Clock(now func() time.Time) *Panel { gp.clock = now; return gp }

// OnReplay sets what plays a finished game's puzzle afresh.
func (gp *Panel) OnReplay(f func(app.Context, game.Summary)) *Panel {
	gp.onReplay = f
	return gp
}

// OnInit reads the games before the first render, so the panel opens
// drawn once, with its rows.
func (gp *Panel) OnInit() { gp.load() }

// Reopen readies the panel, kept on the page while closed, to be shown
// again as a new one would be: Undo's offer, a message and the rows shown
// past a group's first page are forgotten, and the games read again (the
// open game comes with the props). The page draws it after. Cost:
// Games.List, which for the page's library is nothing while no game
// changed.
func (gp *Panel) Reopen() {
	gp.deleted, gp.err, gp.shown = nil, "", nil
	gp.load()
}

// load reads the list of games.
func (gp *Panel) load() {
	games, err := gp.Games.List()
	if err != nil {
		gp.err = i18n.T("The saved games cannot be read here: this browser is not letting the app use its storage.")
		return
	}
	gp.games = games
}

// now is the time the rows are told from ("today 14:05"): the clock's,
// or the zero time without one (dates only).
func (gp *Panel) now() time.Time {
	if gp.clock == nil {
		return time.Time{}
	}
	return gp.clock()
}

// open opens the game of id, through the address bar.
func (gp *Panel) open(id string) {
	app.Window().Get("location").Set("hash", id)
}

// delete takes the game of id off the list and offers Undo; never the game
// on the board.
func (gp *Panel) delete(ctx app.Context, id string) {
	i := gp.index(id)
	if i < 0 || id == gp.Live.ID {
		return
	}
	name := gameName(gp.games[i], gp.now())
	d, err := gp.Games.Delete(id)
	switch {
	case errors.Is(err, game.ErrNoGame):
		gp.err = i18n.T("That game was deleted already.")
	case err != nil:
		gp.err = i18n.T("The game could not be deleted: this browser is not letting the app change its saved games.")
	default:
		del := &deletion{game: d, name: name}
		gp.deleted, gp.err = del, ""
		goapp.After(ctx, gp, undoTime, func(app.Context) { gp.expire(del) })
		// The button pressed is gone: keyboard focus goes to Undo.
		goapp.AfterRender(ctx, gp, func(app.Context) { browser.Focus("#games-undo button") })
	}
	gp.load()
}

// expire ends the Undo offer of del, unless another deletion replaced it
// or its Undo failed.
func (gp *Panel) expire(del *deletion) {
	if gp.deleted == del && !del.failed {
		gp.deleted = nil
		gp.Update()
	}
}

// undo brings back the game deleted last.
func (gp *Panel) undo(ctx app.Context, e app.Event) {
	d := gp.deleted
	if d == nil {
		return
	}
	err := gp.Games.Restore(d.game)
	switch {
	case errors.Is(err, game.ErrRestartedGame):
		gp.deleted, gp.err = nil, i18n.T("The deleted game cannot come back: this puzzle has a new game since.")
	case err != nil:
		d.failed = true
		gp.err = i18n.T("The game could not be brought back: this browser is not letting the app change its saved games. Try Undo again.")
	default:
		gp.deleted, gp.err = nil, ""
		goapp.AfterRender(ctx, gp, func(app.Context) { browser.Focus(`.game-row[data-game="` + d.game.ID + `"] .game-open`) })
	}
	gp.load()
}

// index returns the position of the game of id in the list, or -1.
func (gp *Panel) index(id string) int {
	for i, s := range gp.games {
		if s.ID == id {
			return i
		}
	}
	return -1
}

// lists returns the games in progress and the completed ones, in the
// library's order, with the open game as it stands: in its place when the
// library has it as it is of the same kind, first of its kind otherwise
// (it has just finished, or its save failed). Each points into the list
// read (or to Live): a Summary is a kilobyte and more, and a long history
// hundreds of them.
func (gp *Panel) lists() (progress, done []*game.Summary) {
	live := &gp.Live
	placed := live.ID == ""
	for i := range gp.games {
		s := &gp.games[i]
		if s.ID == live.ID {
			if s.Finished != live.Finished {
				continue
			}
			s, placed = live, true
		}
		if s.Finished {
			done = append(done, s)
		} else {
			progress = append(progress, s)
		}
	}
	switch {
	case placed:
	case live.Finished:
		done = append([]*game.Summary{live}, done...)
	default:
		progress = append([]*game.Summary{live}, progress...)
	}
	return progress, done
}

func (gp *Panel) Render() app.UI {
	progress, done := gp.lists()
	now := gp.now()
	rows := gp.rows.next(now)
	return app.Section().Class("games").ID("games-panel").Aria("label", i18n.T("Games")).Body(
		app.H2().Text(i18n.T("Games")),
		app.Div().ID("games-undo").Attr("role", "status").Body(
			panel.When(gp.deleted != nil, func() app.UI {
				return app.Div().Class("games-undo").Body(
					app.Span().Text(i18n.T("Deleted the game: {{.Game}}.", i18n.Str("Game", gp.deleted.name))),
					app.Button().Class("btn", "btn-small").Text(i18n.T("Undo")).OnClick(gp.undo),
				)
			}),
		),
		app.P().Class("error").Attr("role", "alert").Text(gp.err),
		gp.renderGroup("games-progress", i18n.T("In progress"), i18n.T("No games in progress."), progress, now, rows),
		gp.renderGroup("games-done", i18n.T("Finished"), i18n.T("No finished games yet."), done, now, rows),
	)
}

// renderGroup draws one list of games under its heading, a page at a
// time (gamesPageSize) with a button for more, or says it is empty.
func (gp *Panel) renderGroup(id, title, empty string, games []*game.Summary, now time.Time, rows *rowCache) app.UI {
	shown := min(len(games), gamesPageSize+gp.shown[id])
	return app.Div().Class("games-group").Body(
		app.H3().ID(id+"-title").Text(title),
		app.Ul().ID(id).Aria("labelledby", id+"-title").OnClick(gp.onRowButton).Body(app.Range(games[:shown]).Slice(func(i int) app.UI {
			return gp.renderRow(games[i], now, rows)
		})),
		app.If(len(games) == 0, app.P().Class("muted").Text(empty)),
		panel.When(shown < len(games), func() app.UI {
			more := min(gamesPageSize, len(games)-shown)
			return app.Button().Class("btn", "games-more").ID(id + "-more").
				Text(i18n.N(more, "Show {{.Count}} more of {{.Left}}", "Show {{.Count}} more of {{.Left}}", i18n.Num("Left", len(games)-shown))).
				OnClick(gp.more(id, games[shown].ID))
		}),
	)
}

// more shows the next page of the group id, whose first game is next.
func (gp *Panel) more(id, next string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if gp.shown == nil {
			gp.shown = map[string]int{}
		}
		gp.shown[id] += gamesPageSize
		// The button may go: keyboard focus goes to the first row shown.
		goapp.AfterRender(ctx, gp, func(app.Context) { browser.Focus(`.game-row[data-game="` + next + `"] button`) })
	}
}

// renderRow draws a game's row as one element of raw HTML rather than a
// dozen built by go-app, each with its handlers: the browser builds them
// from text many times faster. Its buttons say what they do (data-act)
// and the row whose game they act on (data-game); the list's one click
// handler, onRowButton, reads them. The open game's row, whose time
// changes every second, is an element of three raw parts, so that a
// second on the clock draws its text again, not its board. A row's HTML
// is written once for what it shows (rows), and go-app, handed the same
// text, leaves its elements as they are.
func (gp *Panel) renderRow(s *game.Summary, now time.Time, rows *rowCache) app.UI {
	current := s.ID == gp.Live.ID
	r := rows.row(rowKey{*s, current}, func() drawnRow { return gp.writeRow(s, current, now) })
	if current {
		return app.Li().Class("game-row").DataSet("game", s.ID).Body(
			app.Raw(r.html[:r.thumb]), app.Raw(r.html[r.thumb:r.info]), app.Raw(r.html[r.info:]),
		)
	}
	return app.Raw(r.html)
}

// writeRow writes the HTML of a game's row (renderRow): of its parts alone
// for the open game's.
func (gp *Panel) writeRow(s *game.Summary, current bool, now time.Time) drawnRow {
	name := gameName(*s, now)
	var b strings.Builder
	b.Grow(2048)
	if !current {
		b.WriteString(`<li class="game-row" data-game="` + html.EscapeString(s.ID) + `">`)
	}
	// The text says what the board shows; screen readers skip it.
	b.WriteString(`<div class="game-thumb" aria-hidden="true">`)
	panel.WriteThumb(&b, s.Givens, s.Board)
	b.WriteString(`</div>`)
	thumb := b.Len()
	b.WriteString(`<div class="game-info"><span class="game-title">` + html.EscapeString(Title(*s)) +
		`</span><span class="game-when">` + html.EscapeString(whenPlayed(lastPlayed(*s), now)) +
		`</span><span class="game-time">` + html.EscapeString(stats.GameTime(*s)) + `</span></div>`)
	info := b.Len()
	b.WriteString(`<div class="game-actions">`)
	button := func(act rowAct, label, text string) {
		b.WriteString(`<button class="btn btn-small game-` + string(act) + `" data-act="` + string(act) + `" aria-label="` + html.EscapeString(label) + `">` + html.EscapeString(text) + `</button>`)
	}
	named := i18n.Str("Game", name)
	if current {
		on := i18n.T("Playing now")
		if s.Finished {
			on = i18n.T("On the board")
		}
		b.WriteString(`<span class="game-current">` + html.EscapeString(on) + `</span>`)
	} else {
		button(actOpen, i18n.T("Open the game: {{.Game}}", named), i18n.T("Open"))
	}
	if s.Finished && gp.onReplay != nil {
		button(actReplay, i18n.T("Play again from the start: {{.Game}}", named), i18n.T("Play again"))
	}
	if !current {
		button(actDelete, i18n.T("Delete the game: {{.Game}}", named), i18n.T("Delete"))
	}
	b.WriteString(`</div>`)
	if !current {
		b.WriteString(`</li>`)
	}
	return drawnRow{html: b.String(), thumb: thumb, info: info}
}

// rowCache keeps the HTML of the rows a render drew, by what each shows,
// for the next: a render writes only the rows that changed (the open
// game's, a game played or finished since), not a page of thumbnails.
// The rows tell when a game was played from the day (whenPlayed): a new
// day writes them all again. Its zero value holds none.
type rowCache struct {
	day        string
	last, this map[rowKey]drawnRow
}

// rowKey is what a row shows: its game, and whether it is the open one.
type rowKey struct {
	s       game.Summary
	current bool
}

// drawnRow is a row's HTML (writeRow), with where its thumbnail and its
// text end.
type drawnRow struct {
	html        string
	thumb, info int
}

// next readies the cache for a render on the day of now: the rows it
// draws are kept for the one after, the others forgotten.
func (c *rowCache) next(now time.Time) *rowCache {
	day := now.Format("2006-01-02 MST")
	if day != c.day {
		c.day, c.this = day, nil
	}
	c.last, c.this = c.this, make(map[rowKey]drawnRow, 2*gamesPageSize)
	return c
}

// row returns the HTML of the row k, written by write unless the last
// render drew it.
func (c *rowCache) row(k rowKey, write func() drawnRow) drawnRow {
	r, ok := c.last[k]
	if !ok {
		r = write()
	}
	c.this[k] = r
	return r
}

// rowAct is what a row's button does, as its data-act says.
type rowAct string

const (
	actOpen   rowAct = "open"
	actReplay rowAct = "replay"
	actDelete rowAct = "delete"
)

// onRowButton does what the row's button clicked says (renderRow), for the
// game of its row; a click elsewhere in a list does nothing.
func (gp *Panel) onRowButton(ctx app.Context, e app.Event) {
	button := e.Get("target").Call("closest", "button[data-act]")
	if !button.Truthy() {
		return
	}
	id := button.Call("closest", ".game-row").Get("dataset").Get("game").String()
	gp.rowAction(ctx, rowAct(button.Get("dataset").Get("act").String()), id)
}

// rowAction does act for the game of id.
func (gp *Panel) rowAction(ctx app.Context, act rowAct, id string) {
	switch act {
	case actOpen:
		gp.open(id)
	case actDelete:
		gp.delete(ctx, id)
	case actReplay:
		progress, done := gp.lists()
		for _, s := range append(done, progress...) {
			if s.ID == id && gp.onReplay != nil {
				gp.onReplay(ctx, *s)
				return
			}
		}
	}
}

// Title names a game by its level as the app labels it everywhere
// (grade.Label), with its size when that is not 9×9 and its kind when a
// variant: "Hard · SE 4.2", "4×4, Easy · SE 1.0", "9×9 Killer, Hard · SE
// 4.2"; the size alone when no level is known, "16×16". A daily is named
// by its day and level.
func Title(s game.Summary) string {
	if s.IsDaily {
		return daily.Name(s.Daily.Date, s.Daily.Level)
	}
	n := s.Shape.N()
	kind := strconv.Itoa(n) + "×" + strconv.Itoa(n)
	variant := variantLabel(s.Shape, s.Rules)
	if variant != "" {
		kind = i18n.T("{{.Size}} {{.Variant}}", i18n.Str("Size", kind), i18n.Str("Variant", variant))
	}
	switch level := s.Grade.Label(); {
	case level == "":
		return kind
	case n == 9 && variant == "":
		return level
	default:
		return i18n.T("{{.Kind}}, {{.Level}}", i18n.Str("Kind", kind), i18n.Str("Level", level))
	}
}

// lastPlayed returns when a game was last played: for a finished game, when
// it finished (zero when not known).
func lastPlayed(s game.Summary) time.Time {
	if s.Finished {
		return s.Finish.At
	}
	return s.Played
}

// gameName names a game for a button's label and the Undo offer: its title
// and when it was played, "Easy, today 14:05".
func gameName(s game.Summary, now time.Time) string {
	if w := whenPlayed(lastPlayed(s), now); w != "" {
		return i18n.T("{{.Game}}, {{.When}}", i18n.Str("Game", Title(s)), i18n.Str("When", w))
	}
	return Title(s)
}

// whenPlayed says when t was, as seen at now, in now's time zone: "today
// 14:05", "yesterday", "3 Nov", or "3 Nov 2024" in another year; "" for the
// zero time (not known). Each is a message, the month's name one of its
// own (i18n.ShortMonth), so a language writes the date its way.
func whenPlayed(t, now time.Time) string {
	if t.IsZero() {
		return ""
	}
	t = t.In(now.Location())
	day := func(t time.Time) time.Time { y, m, d := t.Date(); return time.Date(y, m, d, 0, 0, 0, 0, t.Location()) }
	dayOf, month := i18n.Num("Day", t.Day()), i18n.Str("Month", i18n.ShortMonth(t.Month()))
	switch today := day(now); {
	case day(t).Equal(today):
		return i18n.T("today {{.Time}}", i18n.Str("Time", t.Format("15:04")))
	case day(t).Equal(today.AddDate(0, 0, -1)):
		return i18n.T("yesterday")
	case t.Year() == now.Year():
		return i18n.T("{{.Day}} {{.Month}}", dayOf, month)
	default:
		return i18n.T("{{.Day}} {{.Month}} {{.Year}}", dayOf, month, i18n.Str("Year", t.Format("2006")))
	}
}

// variantLabel names the kind of variant whose rules code is code
// ("Killer", "Sudoku X"), "variant" for rules the generator does not
// make (a pasted thermo, a setter's puzzle), or "" for classic rules,
// drawn on or not (a drawing carries no rule).
func variantLabel(sh sudoku.Shape, code string) string {
	if code == "" {
		return ""
	}
	r, err := sudoku.DecodeRules(sh, code)
	if err != nil {
		return i18n.T("variant")
	}
	if r.Classic() {
		return ""
	}
	k, err := generate.LookupVariant(generate.VariantOf(sh, &r))
	if err != nil {
		return i18n.T("variant")
	}
	return i18n.Name(k.Label)
}
