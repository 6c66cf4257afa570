package app

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// keypadState is what the keypad shows: the input modes, a key per digit,
// and the edit keys. Every key gives a command.
type keypadState struct {
	n                int // digits 1 to n
	mode             game.Mode
	paused           bool
	canUndo, canRedo bool
	rewind           bool // mistakes are checked, so rewinding is offered
	hasSolution      bool
	left             [sudoku.MaxN + 1]uint8 // left[d]: how many more d the board takes
	run              *goapp.Handle[command]
	parts            *keypadParts
}

// keypadParts holds the memos of the keypad's parts, so that a key press
// redraws only the parts it changes: a digit placed redraws its own key's
// count, and no other key.
type keypadParts struct {
	modes  goapp.Slot[modeKeysState]
	digits [sudoku.MaxN + 1]goapp.Slot[digitKeyState]
	edit   goapp.Slot[editKeysState]
}

// modeKeysState is what the input mode keys show.
type modeKeysState struct {
	n    int
	mode game.Mode
	run  *goapp.Handle[command]
}

// editKeysState is what the edit keys show.
type editKeysState struct {
	paused, canUndo, canRedo, rewind, hasSolution bool
	run                                           *goapp.Handle[command]
}

// digitKeyState is what a digit key shows.
type digitKeyState struct {
	d    sudoku.Digit
	mode game.Mode
	left uint8 // how many more d the board takes
	run  *goapp.Handle[command]
}

func (s *session) keypadState(run *goapp.Handle[command], parts *keypadParts) keypadState {
	g := s.game
	st := keypadState{n: g.Shape().N(), mode: s.mode, paused: s.paused, canUndo: g.CanUndo(), canRedo: g.CanRedo(),
		rewind: g.Settings.Mistakes != game.CheckOff, hasSolution: s.hasSolution, run: run, parts: parts}
	for d := 1; d <= st.n; d++ {
		st.left[d] = uint8(st.n)
	}
	for c := range g.Shape().Cells() {
		if d := g.Digit(sudoku.Cell(c)); d != 0 && st.left[d] > 0 {
			st.left[d]--
		}
	}
	return st
}

// inputModes are the keypad's modes; their keys are keyMap's (keysFor).
var inputModes = []struct {
	m    game.Mode
	name string
}{{game.Normal, "Digit"}, {game.Corner, "Corner"}, {game.Centre, "Centre"}, {game.Colour, "Colour"}}

func (s keypadState) Render() app.UI {
	return app.Div().Class("keypad").Body(
		s.parts.modes.View(modeKeysState{n: s.n, mode: s.mode, run: s.run}),
		app.Div().Class("digits", "digits-"+strconv.Itoa(s.n)).Body(
			app.Range(make([]struct{}, s.n)).Slice(func(i int) app.UI {
				d := sudoku.Digit(i + 1)
				return s.parts.digits[d].View(digitKeyState{d: d, mode: s.mode, left: s.left[d], run: s.run})
			}),
		),
		s.parts.edit.View(editKeysState{paused: s.paused, canUndo: s.canUndo, canRedo: s.canRedo, rewind: s.rewind,
			hasSolution: s.hasSolution, run: s.run}),
	)
}

func (s modeKeysState) Render() app.UI {
	return app.Div().Class("modes").Attr("role", "group").Aria("label", "Input mode").Body(
		app.Range(inputModes).Slice(func(i int) app.UI {
			md := inputModes[i]
			keys := keysFor(command{kind: cmdMode, mode: md.m}, s.n)
			return app.Button().
				Class("btn", "mode", map[bool]string{true: "active"}[s.mode == md.m]).
				ID("mode-"+md.m.String()).
				Aria("pressed", s.mode == md.m).
				Title(md.name+" mode ("+strings.Join(keys, " or ")+")").
				Aria("keyshortcuts", strings.Join(keys, " ")).
				Text(md.name).
				OnClick(s.run.On(command{kind: cmdMode, mode: md.m}))
		}),
	)
}

func (s editKeysState) Render() app.UI {
	cmd := func(kind commandKind) app.EventHandler { return s.run.On(command{kind: kind}) }
	return app.Div().Class("edit-keys-all").Body(
		app.Div().Class("edit-keys").Body(
			panel.Button("erase", "Erase", s.paused, cmd(cmdErase)),
			panel.Button("undo", "Undo", !s.canUndo || s.paused, cmd(cmdUndo)),
			panel.Button("redo", "Redo", !s.canRedo || s.paused, cmd(cmdRedo)),
		),
		app.Div().Class("edit-keys").Body(
			panel.Button("fill-candidates", "Fill candidates", s.paused, cmd(cmdFillCandidates)),
			panel.Button("clear-notes", "Clear notes", s.paused, cmd(cmdClearNotes)),
			app.If(s.rewind,
				panel.Button("rewind", "Rewind to correct", !s.hasSolution || s.paused, cmd(cmdRewind))),
		),
	)
}

// render draws the key of digit d: in colour mode, a colour swatch.
func (s digitKeyState) Render() app.UI {
	d := s.d
	enter := s.run.On(command{kind: cmdDigit, digit: d, mode: s.mode})
	if s.mode == game.Colour {
		if d > game.Colours {
			return app.Button().Class("btn", "digit-key").Disabled(true)
		}
		return app.Button().Class("btn", "digit-key", "swatch", "colour-"+strconv.Itoa(int(d))).
			Aria("label", "Colour "+strconv.Itoa(int(d))).
			Text(d.String()).
			OnClick(enter, s.mode)
	}
	left := int(s.left)
	return app.Button().Class("btn", "digit-key", map[bool]string{true: "done"}[left == 0]).
		// Not fmt: the keypad is on the first board, which a first use of
		// fmt would hold up.
		Aria("label", "Enter "+d.String()+", "+strconv.Itoa(left)+" left").
		Body(
			app.Span().Class("key-digit").Text(d.String()),
			app.Span().Class("key-left").Aria("hidden", true).Text(left),
		).
		OnClick(enter, s.mode)
}
