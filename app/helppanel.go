package app

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// helpPanel is the Help panel: the keys of the board on show, what the
// input modes do, what levels and ratings mean, and where the player's
// data lives. What it lists comes from where the app reads it: the keys
// from keyMap, which keyCommand reads, the levels from the engine.
type helpPanel struct {
	app.Compo

	Size int // the side of the board on show: it decides what letters do

	onClose func(app.Context)
}

func newHelpPanel() *helpPanel { return &helpPanel{Size: 9} }

// Board sets the side of the board whose keys the panel shows.
func (h *helpPanel) Board(n int) *helpPanel { h.Size = n; return h }

// OnClose sets what closes the panel, for its Close button.
func (h *helpPanel) OnClose(f func(app.Context)) *helpPanel { h.onClose = f; return h }

func (h *helpPanel) close(ctx app.Context, e app.Event) {
	if h.onClose != nil {
		h.onClose(ctx)
	}
}

func (h *helpPanel) Render() app.UI {
	return app.Section().Class("panel", "help").ID("help-panel").Aria("label", "Help").Body(
		app.Div().Class("help-head").Body(
			app.H2().Text("Help"),
			app.Button().Class("btn", "btn-small").ID("help-close").Text("Close").OnClick(h.close),
		),
		app.Div().Class("help-parts").Body(
			h.renderKeys(),
			app.Div().Body(renderModes(), renderLevels(), renderData()),
		),
	)
}

// renderKeys draws keyMap as it works on the board on show, with the help
// open, and the rule for letters.
func (h *helpPanel) renderKeys() app.UI {
	n := h.Size
	st := keyState{n: n, help: true}
	var rows []app.UI
	for _, row := range keyMap {
		var keys []binding
		for _, b := range row.keys {
			if b.where.holds(st) && !b.folded {
				keys = append(keys, b)
			}
		}
		if len(keys) > 0 {
			rows = append(rows, app.Tr().Body(app.Td().Class("help-keys").Body(renderChords(keys, n)...), app.Td().Text(row.what)))
		}
	}
	return app.Div().Class("help-part").Body(
		app.H3().Text("Keys"),
		app.Table().Class("help-table").Body(
			app.THead().Body(app.Tr().Body(app.Th().Scope("col").Text("Key"), app.Th().Scope("col").Text("What it does"))),
			app.TBody().Body(rows...),
		),
		app.P().ID("help-letters").Text(letterRule(n)),
		app.P().Class("muted").Text("On a Mac, Cmd works as Ctrl and Option as Alt. Keys go by their place on the keyboard, so other layouts (AZERTY) use the same keys."),
	)
}

// renderChords draws the keys of a row of the key map as the player
// presses them. Keys held with the same modifiers, on the same boards,
// share them ("Shift+↑ ↓ ← →"); each other set starts a chord of its own
// ("Z, Alt+Z"; "↑ ↓ ← →, W A S D"); a key named twice (Esc, which closes
// the help or deselects) shows once. The modifiers and the first key are a
// combination (nested kbd), which does not break across lines.
func renderChords(keys []binding, n int) []app.UI {
	var out []app.UI
	var shown []string
	for i := 0; i < len(keys); {
		j := i + 1
		for j < len(keys) && keys[j].mods == keys[i].mods && keys[j].where == keys[i].where {
			j++
		}
		var names []string
		for _, b := range keys[i:j] {
			if name := b.shortcut(n); !slices.Contains(shown, name) {
				shown = append(shown, name)
				names = append(names, b.name(n))
			}
		}
		if len(names) > 0 {
			if len(out) > 0 {
				out = append(out, app.Text(", "))
			}
			var combo []app.UI
			for _, m := range keys[i].modNames() {
				combo = append(combo, app.Kbd().Text(m), app.Text("+"))
			}
			chord := []app.UI{app.Kbd().Class("combo").Body(append(combo, app.Kbd().Text(names[0]))...)}
			for _, name := range names[1:] {
				chord = append(chord, app.Text(" "), app.Kbd().Text(name))
			}
			out = append(out, app.Span().Class("chord").Body(chord...))
		}
		i = j
	}
	return out
}

// letterRule says what letters do on a board of side n, and so which keys
// pick the modes and move there.
func letterRule(n int) string {
	if n <= 9 {
		return "On boards above 9×9 letters are digits (A = 10), so there only Alt+Z X C V pick the modes and only the arrows move."
	}
	last := sudoku.Digit(n)
	return fmt.Sprintf("On this %d×%d board letters are digits: A = 10 … %s = %d. So Alt+Z X C V pick the modes, the arrows move, "+
		"and Ctrl with a letter stays the browser's (Find, bookmarks): type centre notes of 10 and up in centre mode.", n, n, last, n)
}

// modeHelp says what each input mode does.
var modeHelp = map[game.Mode]string{
	game.Normal: "A digit key places the digit in the selected cells; typing it again takes it out.",
	game.Corner: "A digit key adds a small note in a corner of each selected empty cell, or takes it out when they all have it.",
	game.Centre: "The same, with the notes in the centre of the cell.",
	game.Colour: "Digit keys 1–" + strconv.Itoa(game.Colours) + " paint the selected cells, givens too; the same colour again takes it off.",
}

// renderModes says what the input modes do, in the keypad's order and
// with its names (inputModes); the key table has their keys.
func renderModes() app.UI {
	return app.Div().Class("help-part").Body(
		app.H3().Text("Input modes"),
		app.Dl().Class("help-modes").Body(app.Range(inputModes).Slice(func(i int) app.UI {
			md := inputModes[i]
			return app.Div().Body(app.Dt().Text(md.name), app.Dd().Text(modeHelp[md.m]))
		})),
		app.P().Class("muted").Text("In any mode, Shift with a digit makes a corner note and Ctrl with a digit 1–9 a centre note. "+
			"The keypad's buttons pick the modes too."),
	)
}

// renderLevels says what the levels and ratings mean, from the engine's
// levels.
func renderLevels() app.UI {
	levels := logic.Levels()
	return app.Div().Class("help-part").Body(
		app.H3().Text("Levels and ratings"),
		app.P().Text(fmt.Sprintf("The engine solves a puzzle the way a person does, one step at a time, and rates each step "+
			"on the Sudoku Explainer scale, from %.1f for a %s up. A puzzle's rating is that of its hardest step, "+
			"and its level follows from the rating. Wide screens show both in the top bar, with the hardest step's "+
			"technique, and the summary of a solved puzzle names them. A classic 9×9 puzzle's rating is Sudoku Explainer's own, step for step "+
			"(\"SE 7.2\"), the number the Sudoku forums use; hints still teach with every technique the engine knows. "+
			"Boards of every size are graded; on 25×25 grading takes a few seconds.", logic.FullHouse.Rating(), logic.FullHouse.Name())),
		app.Table().Class("help-table", "help-levels").Body(
			app.THead().Body(app.Tr().Body(app.Th().Scope("col").Text("Level"), app.Th().Scope("col").Text("Rating"), app.Th().Scope("col").Text("Needs"))),
			app.TBody().Body(app.Range(levels).Slice(func(i int) app.UI {
				l := levels[i]
				rating := "above " + ceiling(levels[max(i-1, 0)])
				if _, ok := l.Ceiling(); ok {
					rating = "up to " + ceiling(l)
				}
				return app.Tr().Body(app.Td().Text(l.String()), app.Td().Class("help-rating").Text(rating), app.Td().Text(words.Capitalised(l.Summary())))
			})),
		),
	)
}

// ceiling formats a level's highest rating.
func ceiling(l logic.Level) string {
	c, _ := l.Ceiling()
	return strconv.FormatFloat(c, 'f', 1, 64)
}

func renderData() app.UI {
	return app.Div().Class("help-part").Body(
		app.H3().Text("Your data"),
		app.P().Text("Your games and their settings stay in this browser, on this device (its localStorage for this site); "+
			"clearing the site's data deletes them. Nothing is sent anywhere: puzzles are solved, graded and made here, in the page. "+
			"Statistics count these games. Stats saves them all in a backup file, to keep or to restore in another browser; "+
			"past 200 finished games, the oldest are kept as summaries, which the statistics still count."),
		app.P().Text("A link from Share carries the puzzle, and your digits and notes if you ask, after its #, "+
			"a part of the address browsers do not send to servers."),
	)
}
