package app

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/job"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// explanation is a puzzle's logical path, shown step by step on the board
// in place of the game: the board as it stands before the step at, with
// its candidates, the cells that justify the step and what it changes.
type explanation struct {
	puzzle     sudoku.Grid
	steps      []job.Hint
	at         int // 0..len(steps); len(steps) shows the solved board
	grade      string
	techniques []string
}

// board returns the grid before step at: the givens and every digit the
// earlier steps placed.
func (x *explanation) board() sudoku.Grid {
	g := x.puzzle
	for _, st := range x.steps[:x.at] {
		for _, pl := range st.Placements {
			g.Set(sudoku.Cell(pl[0]), sudoku.Digit(pl[1]))
		}
	}
	return g
}

// step returns the step on show, or nil once the board is solved.
func (x *explanation) step() *job.Hint {
	if x.at >= len(x.steps) {
		return nil
	}
	return &x.steps[x.at]
}

func (p *gamePage) onExplainStep(delta int) app.EventHandler {
	return func(ctx app.Context, e app.Event) { p.explainStep(delta) }
}

func (p *gamePage) explainStep(delta int) {
	x := p.explanation
	x.at = min(max(x.at+delta, 0), len(x.steps))
	if st := x.step(); st != nil {
		p.announce = fmt.Sprintf("Step %d: %s", x.at+1, st.Text)
	} else {
		p.announce = "Solved."
	}
}

func (p *gamePage) onExplainClose(ctx app.Context, e app.Event) { p.explanation = nil }

// onExplainPlay starts a game on the explained puzzle.
func (p *gamePage) onExplainPlay(ctx app.Context, e app.Event) {
	puzzle := p.explanation.puzzle
	p.explanation = nil
	p.load(ctx, puzzle)
}

// renderExplainBoard draws the board of the step on show.
func (p *gamePage) renderExplainBoard() app.UI {
	x := p.explanation
	g := x.board()
	shape := g.Shape()
	n := shape.N()
	cause, target := map[sudoku.Cell]bool{}, map[sudoku.Cell]bool{}
	struck := map[sudoku.Cell]sudoku.Set{}
	var cands []uint32
	if st := x.step(); st != nil {
		cands = st.Candidates
		for _, c := range st.Cause {
			cause[sudoku.Cell(c)] = true
		}
		for _, pl := range st.Placements {
			target[sudoku.Cell(pl[0])] = true
		}
		for _, el := range st.Eliminations {
			struck[sudoku.Cell(el[0])] = struck[sudoku.Cell(el[0])].With(sudoku.Digit(el[1]))
		}
	}
	return app.Div().Class("board-area").Body(
		app.Div().
			Class("board", fmt.Sprintf("board-%d", n), "explaining").
			Aria("label", fmt.Sprintf("Explanation board, %d by %d", n, n)).
			Attr("role", "grid").
			Body(p.renderRows(shape, func(c sudoku.Cell) cellState {
				st := cellState{Shape: shape, Cell: c, Digit: g.At(c), Given: x.puzzle.At(c) != 0,
					Hinted: cause[c], Target: target[c], Struck: struck[c]}
				if st.Digit == 0 && cands != nil {
					st.Cands = sudoku.Set(cands[c])
				}
				return st
			})),
	)
}

// renderExplainControls replaces the keypad while a path is on show.
func (p *gamePage) renderExplainControls() app.UI {
	x := p.explanation
	st := x.step()
	text := "Solved."
	if st != nil {
		text = st.Text
	}
	return app.Div().Class("explain").Body(
		app.P().Class("explain-grade").Text("Level "+x.grade),
		app.P().ID("explain-count").Text(fmt.Sprintf("Step %d of %d", min(x.at+1, len(x.steps)), len(x.steps))),
		app.P().ID("explain-text").Class("explain-text").Text(text),
		app.Div().Class("edit-keys").Body(
			button("explain-back", "◀ Back", x.at == 0, p.onExplainStep(-1)),
			button("explain-next", "Next ▶", st == nil, p.onExplainStep(1)),
		),
		app.Details().Class("techniques").Body(
			app.Summary().Text("Techniques used"),
			app.Ul().Body(app.Range(x.techniques).Slice(func(i int) app.UI { return app.Li().Text(x.techniques[i]) })),
		),
		app.Div().Class("edit-keys").Body(
			button("explain-play", "Play it", false, p.onExplainPlay),
			button("explain-close", "Close", false, p.onExplainClose),
		),
	)
}

// onExplainKey steps through the path with the arrows; Esc closes it.
func (p *gamePage) onExplainKey(e app.Event) {
	switch e.Get("code").String() {
	case "ArrowRight", "ArrowDown", "Space", "Enter":
		p.explainStep(1)
	case "ArrowLeft", "ArrowUp", "Backspace":
		p.explainStep(-1)
	case "Escape":
		p.explanation = nil
	default:
		return
	}
	e.PreventDefault()
}
