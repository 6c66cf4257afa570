// Package helppanel is the Help panel: the keys of the board on show, the
// input modes, what levels and ratings mean, and where the player's data
// lives. The page gives it the board's side, and closes it (the panel is
// drawn in the page's sheet, which has its own Close).
package helppanel

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/engine/logic"
)

// Panel is the Help panel: the keys of the board on show, what the
// input modes do, what levels and ratings mean, and where the player's
// data lives. What it lists comes from where the app reads it: the keys
// from the key map board.KeyCommand reads (board.KeyTable), the levels
// from the engine.
type Panel struct {
	app.Compo

	Size int // the side of the board on show: it decides what letters do
}

// New returns the Help panel, for a 9×9 board.
func New() *Panel { return &Panel{Size: 9} }

// Board sets the side of the board whose keys the panel shows.
func (h *Panel) Board(n int) *Panel { h.Size = n; return h }

func (h *Panel) Render() app.UI {
	return app.Section().Class("panel", "help").ID("help-panel").Aria("label", i18n.T("Help")).Body(
		app.H2().Text(i18n.T("Help")),
		app.Div().Class("help-parts").Body(
			board.KeyTable(h.Size),
			app.Div().Body(board.ModesHelp(), renderLevels(), renderData()),
		),
	)
}

// renderLevels says what the levels and ratings mean, from the engine's
// levels.
func renderLevels() app.UI {
	levels := logic.Levels()
	return app.Div().Class("help-part").Body(
		app.H3().Text(i18n.T("Levels and ratings")),
		app.P().Text(i18n.T("The engine solves a puzzle the way a person does, one step at a time, and rates each step on the Sudoku Explainer scale, from {{.Rating}} for a {{.Technique}} up. A puzzle's rating is that of its hardest step, and its level follows from the rating: the top bar reads both, \"Hard · SE 4.2\", for classic puzzles and variants alike. The hardest step's technique stays hidden, since it gives the puzzle away: the card of a finished puzzle shows it when you ask (Hardest step), and Paste's Explain walks the whole path. A classic 9×9 puzzle's rating is Sudoku Explainer's own, step for step, the number the Sudoku forums use; a variant's is the engine's, on the same scale; hints still teach with every technique the engine knows. Boards of every size are graded; on 25×25 grading takes a few seconds.",
			i18n.Str("Rating", i18n.Decimal(logic.FullHouse.Rating(), 1)), i18n.Str("Technique", i18n.Technique(logic.FullHouse.Key(), logic.FullHouse.Name())))),
		app.Table().Class("help-table", "help-levels").Body(
			app.THead().Body(app.Tr().Body(app.Th().Scope("col").Text(i18n.T("Level")), app.Th().Scope("col").Text(i18n.T("Rating")), app.Th().Scope("col").Text(i18n.T("Needs")))),
			app.TBody().Body(app.Range(levels).Slice(func(i int) app.UI {
				l := levels[i]
				rating := i18n.T("above {{.Rating}}", i18n.Str("Rating", ceiling(levels[max(i-1, 0)])))
				if _, ok := l.Ceiling(); ok {
					rating = i18n.T("up to {{.Rating}}", i18n.Str("Rating", ceiling(l)))
				}
				return app.Tr().Body(app.Td().Text(i18n.Name(l.String())), app.Td().Class("help-rating").Text(rating), app.Td().Text(words.Capitalised(i18n.Name(l.Summary()))))
			})),
		),
	)
}

// ceiling formats a level's highest rating.
func ceiling(l logic.Level) string {
	c, _ := l.Ceiling()
	return i18n.Decimal(c, 1)
}

func renderData() app.UI {
	return app.Div().Class("help-part").Body(
		app.H3().Text(i18n.T("Your data")),
		app.P().Text(i18n.T("Your games and their settings stay in this browser, on this device (its localStorage and IndexedDB for this site), each move on disk at once, so a browser closed or killed loses none; clearing the site's data deletes them. Nothing is sent anywhere: puzzles are solved, graded and made here, in the page. Statistics count these games. Stats saves them all in a backup file, to keep or to restore in another browser; past 200 finished games, the oldest are kept as summaries, which the statistics still count.")),
		app.P().Text(i18n.T("A link from Share carries the puzzle, and your digits and notes if you ask, after its #, a part of the address browsers do not send to servers.")),
	)
}
