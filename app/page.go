package app

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/job"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// samplePuzzle is shown when the URL carries no puzzle (Project Euler 96, grid 01).
const samplePuzzle = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"

// gamePage is the app's page: the board for the puzzle in the URL fragment
// and the actions on it.
type gamePage struct {
	app.Compo

	givens    sudoku.Grid
	values    sudoku.Grid
	loaded    bool   // givens hold a puzzle
	errMsg    string // why the last input or job failed
	status    string // the outcome of the last job
	busy      bool   // a job is running
	updatable bool   // a new version is installed; offer a reload

	engine       *engineWorker
	stopHashWait func()
}

func newGamePage() *gamePage { return &gamePage{} }

func (p *gamePage) OnMount(ctx app.Context) {
	p.engine = startEngine(ctx)
	// Editing the fragment in the address bar does not navigate; follow it.
	p.stopHashWait = app.Window().AddEventListener("hashchange", func(ctx app.Context, e app.Event) {
		p.load(app.Window().URL().Fragment)
	})
}

func (p *gamePage) OnDismount() {
	// Server-side pre-rendering dismounts components it never mounted.
	if p.engine != nil {
		p.engine.close()
		p.stopHashWait()
	}
}

func (p *gamePage) OnNav(ctx app.Context) {
	p.load(ctx.Page().URL().Fragment)
}

func (p *gamePage) OnAppUpdate(ctx app.Context) {
	p.updatable = ctx.AppUpdateAvailable()
}

// load shows the puzzle written in fragment, or the sample when it is empty.
func (p *gamePage) load(fragment string) {
	text := strings.TrimSpace(fragment)
	if text == "" {
		text = samplePuzzle
	}
	p.status = ""
	g, err := sudoku.Parse(text)
	if err != nil {
		p.loaded, p.errMsg = false, err.Error()
		return
	}
	p.givens, p.values, p.loaded, p.errMsg = g, g, true, ""
}

func (p *gamePage) onSolve(ctx app.Context, e app.Event) {
	if !p.loaded || p.busy {
		return
	}
	p.busy, p.errMsg, p.status = true, "", "Solving…"
	p.engine.post(ctx, job.Request{Op: job.OpSolve, Puzzle: p.givens.String()}, func(ctx app.Context, resp job.Response) {
		p.busy, p.status = false, ""
		if resp.Error != "" {
			p.errMsg = resp.Error
			return
		}
		sol, err := sudoku.Parse(resp.Solution)
		if err != nil || sol.Shape() != p.givens.Shape() {
			p.errMsg = "the engine sent back an unreadable solution"
			return
		}
		p.values = sol
		if resp.Unique {
			p.status = "Solved. The solution is unique."
		} else {
			p.status = "Solved, but this puzzle has more than one solution; this is one of them."
		}
	})
}

func (p *gamePage) onReload(ctx app.Context, e app.Event) { ctx.Reload() }

func (p *gamePage) Render() app.UI {
	return app.Div().Class("page").Body(
		app.Header().Class("topbar").Body(
			app.H1().Class("title").Text("Sudoku"),
		),
		app.If(p.updatable, app.Div().Class("banner").Body(
			app.Span().Text("A new version is ready."),
			app.Button().Class("btn").Text("Reload").OnClick(p.onReload),
		)),
		app.Main().Class("play").Body(
			app.If(p.loaded, &board{Givens: p.givens, Values: p.values}).
				Else(app.Div().Class("board-placeholder").Text("No puzzle to show")),
			app.Aside().Class("controls").Body(
				app.Button().
					Class("btn", "btn-primary").
					ID("solve").
					Disabled(!p.loaded || p.busy).
					Text("Solve").
					OnClick(p.onSolve),
				app.P().Class("status").Attr("role", "status").Text(p.status),
				app.If(p.errMsg != "", app.P().Class("error").Attr("role", "alert").Text(p.errMsg)),
			),
		),
	)
}
