// Package explainpanel is the Explanation panel: a puzzle's logical path,
// or a technique's worked example, shown stage by stage on a board of its
// own in place of the game. The page builds it from the panel.Explained
// or panel.Example a panel hands it, and gives it what closes it and what
// plays the puzzle or practises the technique.
package explainpanel

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/browser"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Panel is the Explanation panel: stages shown one at a time on a board
// in place of the game. Of a logical path, each step is a stage, with the
// board as it stands before it, its candidates, the cells that justify it
// and what it changes, and the solved board last. Of a worked example,
// the stages are the position, the pattern, the step and the board after
// it. Arrows step through them; Esc closes it.
type Panel struct {
	app.Compo

	puzzle     sudoku.Grid
	frames     []frame
	title      string // a worked example's: its technique's lesson title
	level      string // a path's: its level
	techniques []string
	onClose    func(app.Context)
	onPlay     func(app.Context, panel.Opening)
	onPractise func(app.Context)

	at       int    // the frame on show
	announce string // for screen readers
	unlisten func()
	cells    [sudoku.MaxCells]goapp.Slot[board.CellState]

	rules      *board.RuleView // a variant's rules as the board draws them
	rulesLayer goapp.Slot[board.RulesLayer]
}

// frame is one stage: the digits on the board, the step drawn over them
// (board.StepMarks; nil for none), what the stage is called and what it
// says.
type frame struct {
	grid  sudoku.Grid
	step  *protocol.Step
	name  string // "Step 3 of 40"
	text  string
	every bool // every empty cell shows its candidates, as a position does
}

// New returns the explanation of a puzzle under its rules (a variant's,
// which its board draws) from the engine's reply to its Explain job: a
// frame per step and the solved board.
func New(e panel.Explained) *Panel {
	steps := e.Reply.Steps
	x := &Panel{puzzle: e.Puzzle, level: e.Reply.Grade.Label(), techniques: e.Reply.Techniques,
		rules: board.NewRuleView(e.Puzzle.Shape(), &e.Rules)}
	g := e.Puzzle
	for i := range steps {
		x.frames = append(x.frames, frame{grid: g, step: &steps[i], every: true,
			name: i18n.T("Step {{.Step}} of {{.Steps}}", i18n.Num("Step", i+1), i18n.Num("Steps", len(steps))), text: steps[i].Text})
		g = placed(g, steps[i])
	}
	return x.add(frame{grid: g, name: i18n.T("Step {{.Step}} of {{.Steps}}", i18n.Num("Step", max(len(steps), 1)), i18n.Num("Steps", len(steps))),
		text: i18n.T("Solved.")})
}

// NewExample returns a technique's worked example in four stages: the
// position with its candidates and what to look for, the pattern with
// why it works, the step with what it changes, and the board after it.
func NewExample(ex panel.Example) *Panel {
	st := ex.Step
	x := &Panel{puzzle: ex.Puzzle, title: ex.Lesson.Title, rules: board.NewRuleView(ex.Puzzle.Shape(), &ex.Rules)}
	stage := func(n int, name string) string {
		return i18n.T("{{.Stage}} of 4: {{.Name}}", i18n.Num("Stage", n), i18n.Str("Name", name))
	}
	position := protocol.Step{Candidates: st.Candidates}
	pattern := protocol.Step{Candidates: st.Candidates, Cause: st.Cause, Pattern: st.Pattern, HouseCells: st.HouseCells}
	after := protocol.Step{Candidates: afterStep(st)}
	x.add(frame{grid: ex.Puzzle, step: &position, every: true, name: stage(1, i18n.T("the position")), text: ex.Lesson.Look})
	x.add(frame{grid: ex.Puzzle, step: &pattern, every: true, name: stage(2, i18n.T("the pattern")), text: ex.Lesson.Why})
	x.add(frame{grid: ex.Puzzle, step: &st, every: true, name: stage(3, i18n.T("the step")), text: st.Text})
	return x.add(frame{grid: placed(ex.Puzzle, st), step: &after, every: true, name: stage(4, i18n.T("after the step")),
		text: i18n.T("The step is made: the board is as it stands after it.")})
}

func (x *Panel) add(f frame) *Panel { x.frames = append(x.frames, f); return x }

// placed returns g with the digits step places.
func placed(g sudoku.Grid, step protocol.Step) sudoku.Grid {
	for _, pl := range step.Placements {
		g.Set(sudoku.Cell(pl[0]), sudoku.Digit(pl[1]))
	}
	return g
}

// afterStep returns the candidates after step: its eliminations taken
// out, and none in a cell it fills.
func afterStep(step protocol.Step) []uint32 {
	cands := append([]uint32(nil), step.Candidates...)
	for _, el := range step.Eliminations {
		if el[0] < len(cands) {
			cands[el[0]] &^= 1 << (el[1] - 1)
		}
	}
	for _, pl := range step.Placements {
		if pl[0] < len(cands) {
			cands[pl[0]] = 0
		}
	}
	return cands
}

// OnClose sets what closes the explanation.
func (x *Panel) OnClose(f func(app.Context)) *Panel { x.onClose = f; return x }

// OnPlay sets what starts a game of a path's puzzle.
func (x *Panel) OnPlay(f func(app.Context, panel.Opening)) *Panel { x.onPlay = f; return x }

// OnPractise sets what starts practising a worked example's technique.
func (x *Panel) OnPractise(f func(app.Context)) *Panel { x.onPractise = f; return x }

func (x *Panel) OnMount(ctx app.Context) {
	x.unlisten = goapp.Listen(ctx, x, "keydown", goapp.Instant(x, x.onKey))
	// The button the player came by (a lesson's, Paste's) is gone: the
	// keyboard goes to the next step.
	goapp.AfterRender(ctx, x, func(app.Context) { browser.Focus("#explain-next:enabled", "#explain-close") })
}

func (x *Panel) OnDismount() {
	if x.unlisten != nil {
		x.unlisten()
	}
}

// move shows the frame delta frames on.
func (x *Panel) move(delta int) {
	x.at = min(max(x.at+delta, 0), len(x.frames)-1)
	f := x.frames[x.at]
	x.announce = f.name + ": " + f.text
}

// onKey steps through the frames with the arrows; Esc closes it. A key
// the page took already (Esc closing a sheet), or pressed in a dialog
// over the explanation (a panel's sheet), is not the explanation's.
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

// renderBoard draws the board of the frame on show.
func (x *Panel) renderBoard() app.UI {
	f := x.frames[x.at]
	shape := f.grid.Shape()
	n := shape.N()
	var marks *board.StepMarks
	if f.step != nil {
		m := board.NewStepMarks(f.step)
		marks = &m
	}
	rv := x.rules
	label := i18n.T("Explanation board, {{.Rows}} by {{.Columns}}", i18n.Num("Rows", n), i18n.Num("Columns", n))
	if x.title != "" {
		label = i18n.T("Example board, {{.Rows}} by {{.Columns}}", i18n.Num("Rows", n), i18n.Num("Columns", n))
	}
	grid := app.Div().Class("board", fmt.Sprintf("board-%d", n), "explaining").Aria("label", label).Attr("role", "grid")
	return app.Div().Class("board-area").Body(
		board.WithRules(grid, &x.rulesLayer, rv, board.Rows(&x.cells, shape, func(c sudoku.Cell) board.CellState {
			st := rv.Cell(shape, c)
			st.Digit, st.Given = f.grid.At(c), x.puzzle.At(c) != 0
			if marks != nil {
				marks.Mark(&st, f.every)
			}
			return st
		})),
	)
}

// renderControls draws the frame's words and the buttons that step.
func (x *Panel) renderControls() app.UI {
	f := x.frames[x.at]
	step := func(delta int) app.EventHandler {
		return func(ctx app.Context, e app.Event) { x.move(delta) }
	}
	last := x.at == len(x.frames)-1
	return app.Div().Class("explain").Body(
		panel.When(x.title != "", func() app.UI { return app.H2().ID("example-title").Class("explain-title").Text(x.title) }),
		panel.When(x.title == "", func() app.UI {
			return app.P().Class("explain-grade").Text(i18n.T("Level {{.Grade}}", i18n.Str("Grade", x.level)))
		}),
		app.P().ID("explain-count").Text(f.name),
		app.P().ID("explain-text").Class("explain-text").Text(f.text),
		app.Div().Class("edit-keys").Body(
			panel.Button("explain-back", i18n.T("◀ Back"), x.at == 0, step(-1)),
			panel.Button("explain-next", i18n.T("Next ▶"), last, step(1)),
		),
		panel.When(x.title == "", func() app.UI {
			return app.Details().Class("techniques").Body(
				app.Summary().Text(i18n.T("Techniques used")),
				app.Ul().Body(app.Range(x.techniques).Slice(func(i int) app.UI { return app.Li().Text(x.techniques[i]) })),
			)
		}),
		app.Div().Class("edit-keys").Body(
			panel.When(x.title == "", func() app.UI {
				return panel.Button("explain-play", i18n.T("Play it"), false, func(ctx app.Context, e app.Event) {
					x.onPlay(ctx, panel.Opening{Link: share.Link{Puzzle: x.puzzle}})
				})
			}),
			panel.When(x.title != "" && x.onPractise != nil, func() app.UI {
				return panel.Button("example-practise", i18n.T("Practise it"), false, func(ctx app.Context, e app.Event) { x.onPractise(ctx) })
			}),
			panel.Button("explain-close", i18n.T("Close"), false, func(ctx app.Context, e app.Event) { x.onClose(ctx) }),
		),
	)
}
