// Package explainpanel is the Explanation panel: a puzzle's logical path,
// shown step by step on a board of its own in place of the game. The page
// builds it from the panel.Explained a panel hands it, and gives it what
// closes it and what plays the puzzle.
package explainpanel

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/grade"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Panel is the Explanation panel: a puzzle's logical path, shown step
// by step on a board in place of the game, with the board as it stands
// before the step on show, its candidates, the cells that justify the step
// and what it changes. Arrows step through it; Esc closes it.
type Panel struct {
	app.Compo

	puzzle     sudoku.Grid
	steps      []protocol.Step
	grade      grade.Grade
	techniques []string
	onClose    func(app.Context)
	onPlay     func(app.Context, panel.Opening)

	at       int    // 0..len(steps); len(steps) shows the solved board
	announce string // for screen readers
	unlisten func()
	cells    [sudoku.MaxCells]goapp.Slot[board.CellState]

	rules      *board.RuleView // a variant's rules as the board draws them
	rulesLayer goapp.Slot[board.RulesLayer]
}

// New returns the explanation of a puzzle under its rules (a variant's,
// which its board draws) from the engine's reply to its Explain job.
func New(e panel.Explained) *Panel {
	return &Panel{puzzle: e.Puzzle, steps: e.Reply.Steps, grade: e.Reply.Grade, techniques: e.Reply.Techniques,
		rules: board.NewRuleView(e.Puzzle.Shape(), &e.Rules)}
}

// OnClose sets what closes the explanation.
func (x *Panel) OnClose(f func(app.Context)) *Panel { x.onClose = f; return x }

// OnPlay sets what starts a game of the puzzle.
func (x *Panel) OnPlay(f func(app.Context, panel.Opening)) *Panel { x.onPlay = f; return x }

func (x *Panel) OnMount(ctx app.Context) {
	x.unlisten = goapp.Listen(ctx, x, "keydown", goapp.Instant(x, x.onKey))
}

func (x *Panel) OnDismount() {
	if x.unlisten != nil {
		x.unlisten()
	}
}

// board returns the grid before step at: the givens and every digit the
// earlier steps placed.
func (x *Panel) board() sudoku.Grid {
	g := x.puzzle
	for _, st := range x.steps[:x.at] {
		for _, pl := range st.Placements {
			g.Set(sudoku.Cell(pl[0]), sudoku.Digit(pl[1]))
		}
	}
	return g
}

// step returns the step on show, or nil once the board is solved.
func (x *Panel) step() *protocol.Step {
	if x.at >= len(x.steps) {
		return nil
	}
	return &x.steps[x.at]
}

// move shows the step delta steps on.
func (x *Panel) move(delta int) {
	x.at = min(max(x.at+delta, 0), len(x.steps))
	if st := x.step(); st != nil {
		x.announce = i18n.T("Step {{.Step}}: {{.Text}}", i18n.Num("Step", x.at+1), i18n.Str("Text", st.Text))
	} else {
		x.announce = i18n.T("Solved.")
	}
}

// onKey steps through the path with the arrows; Esc closes it. A key the
// page took already (Esc closing a sheet), or pressed in a dialog over the
// explanation (a panel's sheet), is not the explanation's.
func (x *Panel) onKey(ctx app.Context, e app.Event) {
	if e.Get("defaultPrevented").Bool() {
		return
	}
	if t := e.Get("target"); t.Truthy() && t.Get("closest").Truthy() && t.Call("closest", "[role=dialog]").Truthy() {
		return
	}
	switch e.Get("code").String() {
	case "ArrowRight", "ArrowDown", "Space", "Enter":
		x.move(1)
	case "ArrowLeft", "ArrowUp", "Backspace":
		x.move(-1)
	case "Escape":
		x.onClose(ctx)
	default:
		return
	}
	e.PreventDefault()
}

func (x *Panel) Render() app.UI {
	return app.Main().Class("play").Body(
		x.renderBoard(),
		app.Aside().Class("controls").Body(x.renderControls()),
		app.Div().Class("sr-only").Attr("aria-live", "polite").Text(x.announce),
	)
}

// renderBoard draws the board of the step on show.
func (x *Panel) renderBoard() app.UI {
	g := x.board()
	shape := g.Shape()
	n := shape.N()
	var marks *board.StepMarks
	if st := x.step(); st != nil {
		m := board.NewStepMarks(st)
		marks = &m
	}
	rv := x.rules
	grid := app.Div().
		Class("board", fmt.Sprintf("board-%d", n), "explaining").
		Aria("label", i18n.T("Explanation board, {{.Rows}} by {{.Columns}}", i18n.Num("Rows", n), i18n.Num("Columns", n))).
		Attr("role", "grid")
	return app.Div().Class("board-area").Body(
		board.WithRules(grid, &x.rulesLayer, rv, board.Rows(&x.cells, shape, func(c sudoku.Cell) board.CellState {
			st := rv.Cell(shape, c)
			st.Digit, st.Given = g.At(c), x.puzzle.At(c) != 0
			if marks != nil {
				marks.Mark(&st, true)
			}
			return st
		})),
	)
}

// renderControls draws the step's text and the buttons that step.
func (x *Panel) renderControls() app.UI {
	st := x.step()
	text := i18n.T("Solved.")
	if st != nil {
		text = st.Text
	}
	step := func(delta int) app.EventHandler {
		return func(ctx app.Context, e app.Event) { x.move(delta) }
	}
	return app.Div().Class("explain").Body(
		app.P().Class("explain-grade").Text(i18n.T("Level {{.Grade}}", i18n.Str("Grade", x.grade.Label()))),
		app.P().ID("explain-count").Text(i18n.T("Step {{.Step}} of {{.Steps}}", i18n.Num("Step", min(x.at+1, len(x.steps))), i18n.Num("Steps", len(x.steps)))),
		app.P().ID("explain-text").Class("explain-text").Text(text),
		app.Div().Class("edit-keys").Body(
			panel.Button("explain-back", i18n.T("◀ Back"), x.at == 0, step(-1)),
			panel.Button("explain-next", i18n.T("Next ▶"), st == nil, step(1)),
		),
		app.Details().Class("techniques").Body(
			app.Summary().Text(i18n.T("Techniques used")),
			app.Ul().Body(app.Range(x.techniques).Slice(func(i int) app.UI { return app.Li().Text(x.techniques[i]) })),
		),
		app.Div().Class("edit-keys").Body(
			panel.Button("explain-play", i18n.T("Play it"), false, func(ctx app.Context, e app.Event) {
				x.onPlay(ctx, panel.Opening{Link: share.Link{Puzzle: x.puzzle}})
			}),
			panel.Button("explain-close", i18n.T("Close"), false, func(ctx app.Context, e app.Event) { x.onClose(ctx) }),
		),
	)
}
