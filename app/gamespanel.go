package app

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/game"
)

// gamesPanel is the Games panel: the saved games, to open or delete. A
// game opens through the address bar, as a shared link does.
type gamesPanel struct {
	app.Compo

	Library *game.Library
	Current string // the ID of the open game

	games []game.Summary
	err   string // why the list could not be read or changed
}

func newGamesPanel() *gamesPanel { return &gamesPanel{} }

// From sets the library the games are listed from.
func (gp *gamesPanel) From(lib *game.Library) *gamesPanel { gp.Library = lib; return gp }

// Playing sets the ID of the open game.
func (gp *gamesPanel) Playing(id string) *gamesPanel { gp.Current = id; return gp }

func (gp *gamesPanel) OnMount(ctx app.Context) { gp.load() }

// load reads the list of games.
func (gp *gamesPanel) load() {
	games, err := gp.Library.List()
	if err != nil {
		gp.err = "The saved games cannot be read here: " + err.Error()
		return
	}
	gp.games = games
}

func (gp *gamesPanel) open(id string) app.EventHandler {
	return func(ctx app.Context, e app.Event) { app.Window().Get("location").Set("hash", id) }
}

func (gp *gamesPanel) delete(id string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if err := gp.Library.Remove(id); err != nil {
			gp.err = "Could not delete the game: " + err.Error()
			return
		}
		gp.load()
	}
}

func (gp *gamesPanel) Render() app.UI {
	return app.Section().Class("games").Aria("label", "Games in progress").Body(
		app.H2().Text("Games in progress"),
		app.If(len(gp.games) == 0 && gp.err == "", app.P().Text("No saved games yet.")),
		app.Ul().Body(app.Range(gp.games).Slice(func(i int) app.UI {
			s := gp.games[i]
			state := fmt.Sprintf("%d of %d cells filled", s.Filled, s.Cells)
			if s.Solved {
				state = "solved"
			}
			return app.Li().Class("game-row").Body(
				app.Span().Class("game-size").Text(fmt.Sprintf("%dx%d", s.Shape.N(), s.Shape.N())),
				app.Span().Class("game-state").Text(state+", "+clock(s.Elapsed)),
				app.If(s.ID == gp.Current, app.Span().Class("game-current").Text("playing")),
				app.If(s.ID != gp.Current, app.Button().Class("btn", "btn-small").Text("Open").OnClick(gp.open(s.ID), s.ID)),
				app.Button().Class("btn", "btn-small").Aria("label", "Delete this game").Text("Delete").OnClick(gp.delete(s.ID), s.ID),
			)
		})),
		app.P().Class("error").Attr("role", "alert").Text(gp.err),
	)
}
