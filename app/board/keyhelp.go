package board

import (
	"slices"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// KeyTable draws the key map as it works on a board of side n, with the
// help open, and the rule for letters: the help's part on keys, which
// TestHelpKeyTableIsKeyCommands holds to KeyCommand.
func KeyTable(n int) app.UI {
	st := KeyState{N: n, Help: true}
	var rows []app.UI
	for _, row := range keyMap {
		var keys []binding
		for _, b := range row.keys {
			if b.where.holds(st) && !b.folded {
				keys = append(keys, b)
			}
		}
		if len(keys) > 0 {
			rows = append(rows, app.Tr().Body(app.Td().Class("help-keys").Body(renderChords(keys, n)...), app.Td().Text(row.what())))
		}
	}
	return app.Div().Class("help-part").Body(
		app.H3().Text(i18n.T("Keys")),
		app.Table().Class("help-table").Body(
			app.THead().Body(app.Tr().Body(app.Th().Scope("col").Text(i18n.T("Key")), app.Th().Scope("col").Text(i18n.T("What it does")))),
			app.TBody().Body(rows...),
		),
		app.P().ID("help-letters").Text(letterRule(n)),
		app.P().Class("muted").Text(i18n.T("On a Mac, Cmd works as Ctrl and Option as Alt. Keys go by their place on the keyboard, so other layouts (AZERTY) use the same keys.")),
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
		return i18n.T("On boards above 9×9 letters are digits (A = 10), so there only Alt+Z X C V pick the modes and only the arrows move.")
	}
	return i18n.T("On this {{.Side}}×{{.Side}} board letters are digits: A = 10 … {{.Last}} = {{.Side}}. So Alt+Z X C V pick the modes, the arrows move, and Ctrl with a letter stays the browser's (Find, bookmarks): type centre notes of 10 and up in centre mode.",
		i18n.Num("Side", n), i18n.Str("Last", sudoku.Digit(n).String()))
}

// modeHelp says what input mode m does.
func modeHelp(m game.Mode) string {
	switch m {
	case game.Corner:
		return i18n.T("A digit key adds a small note in a corner of each selected empty cell, or takes it out when they all have it.")
	case game.Centre:
		return i18n.T("The same, with the notes in the centre of the cell.")
	case game.Colour:
		return i18n.T("Digit keys 1–{{.Colours}} paint the selected cells, givens too; the same colour again takes it off.", i18n.Num("Colours", game.Colours))
	}
	return i18n.T("A digit key places the digit in the selected cells; typing it again takes it out.")
}

// ModesHelp says what the input modes do, in the keypad's order and
// with its names (inputModes); the key table has their keys.
func ModesHelp() app.UI {
	return app.Div().Class("help-part").Body(
		app.H3().Text(i18n.T("Input modes")),
		app.Dl().Class("help-modes").Body(app.Range(inputModes).Slice(func(i int) app.UI {
			md := inputModes[i]
			return app.Div().Body(app.Dt().Text(md.name()), app.Dd().Text(modeHelp(md.m)))
		})),
		app.P().Class("muted").Text(i18n.T("In any mode, Shift with a digit makes a corner note and Ctrl with a digit 1–9 a centre note. The keypad's buttons pick the modes too. Double-click or double-tap a digit on the board to select every cell that holds it.")),
		app.P().Class("muted").Text(i18n.T("The digit that fills a row, column, box (or a region or diagonal the rules add), or places the last of a digit, makes its cells glow for a moment when none of them conflicts: full, not checked against the solution. With reduced motion asked for on your device, nothing moves.")),
	)
}
