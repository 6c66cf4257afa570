package board

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Keypad is what the keypad shows: the input modes, a key per digit,
// and the edit keys. Every key gives a command.
type Keypad struct {
	N                int // digits 1 to n
	Mode             game.Mode
	Paused           bool
	CanUndo, CanRedo bool
	Rewind           bool // mistakes are checked, so rewinding is offered
	HasSolution      bool
	NotesFixed       bool                   // the notes are a practice position's candidates: Fill candidates and Clear notes are off
	Left             [sudoku.MaxN + 1]uint8 // left[d]: how many more d the board takes
	Run              *goapp.Handle[Command]
	Parts            *KeypadParts
}

// KeypadParts holds the memos of the keypad's parts, so that a key press
// redraws only the parts it changes: a digit placed redraws its own key's
// count, and no other key.
type KeypadParts struct {
	modes  goapp.Slot[modeKeysState]
	digits [sudoku.MaxN + 1]goapp.Slot[digitKeyState]
	edit   goapp.Slot[editKeysState]
}

// modeKeysState is what the input mode keys show.
type modeKeysState struct {
	n      int
	mode   game.Mode
	paused bool // the clock stopped and the board hidden: no key works
	run    *goapp.Handle[Command]
}

// editKeysState is what the edit keys show.
type editKeysState struct {
	paused, canUndo, canRedo, rewind, hasSolution, notesFixed bool
	run                                                       *goapp.Handle[Command]
}

// digitKeyState is what a digit key shows.
type digitKeyState struct {
	d      sudoku.Digit
	mode   game.Mode
	left   uint8 // how many more d the board takes
	paused bool
	run    *goapp.Handle[Command]
}

// inputModes are the keypad's modes; their keys are keyMap's (keysFor).
var inputModes = []struct {
	m    game.Mode
	name text
}{
	{game.Normal, func() string { return i18n.T("Digit") }},
	{game.Corner, func() string { return i18n.T("Corner") }},
	{game.Centre, func() string { return i18n.T("Centre") }},
	{game.Colour, func() string { return i18n.T("Colour") }},
}

// ModeName names mode m for a player: "Corner mode".
func ModeName(m game.Mode) string { return modeTitle(m)() }

// modeTitle names mode m as the key map's rows and the keypad's titles
// do: "Digit mode".
func modeTitle(m game.Mode) text {
	return func() string {
		switch m {
		case game.Corner:
			return i18n.T("Corner mode")
		case game.Centre:
			return i18n.T("Centre mode")
		case game.Colour:
			return i18n.T("Colour mode")
		}
		return i18n.T("Digit mode")
	}
}

// eitherKey says keys as alternatives: "Z or Alt+Z".
func eitherKey(keys []string) string {
	var s string
	for i, k := range keys {
		if i == 0 {
			s = k
			continue
		}
		s = i18n.T("{{.Key}} or {{.Other}}", i18n.Str("Key", s), i18n.Str("Other", k))
	}
	return s
}

func (s Keypad) Render() app.UI {
	return app.Div().Class("keypad").Body(
		s.Parts.modes.View(modeKeysState{n: s.N, mode: s.Mode, paused: s.Paused, run: s.Run}),
		app.Div().Class("digits", "digits-"+strconv.Itoa(s.N)).Body(
			app.Range(make([]struct{}, s.N)).Slice(func(i int) app.UI {
				d := sudoku.Digit(i + 1)
				return s.Parts.digits[d].View(digitKeyState{d: d, mode: s.Mode, left: s.Left[d], paused: s.Paused, run: s.Run})
			}),
		),
		s.Parts.edit.View(editKeysState{paused: s.Paused, canUndo: s.CanUndo, canRedo: s.CanRedo, rewind: s.Rewind,
			hasSolution: s.HasSolution, notesFixed: s.NotesFixed, run: s.Run}),
	)
}

func (s modeKeysState) Render() app.UI {
	return app.Div().Class("modes").Attr("role", "group").Aria("label", i18n.T("Input mode")).Body(
		app.Range(inputModes).Slice(func(i int) app.UI {
			md := inputModes[i]
			keys := keysFor(Command{Kind: CmdMode, Mode: md.m}, s.n)
			return app.Button().
				Class("btn", "mode", map[bool]string{true: "active"}[s.mode == md.m]).
				ID("mode-"+md.m.String()).
				Aria("pressed", s.mode == md.m).
				Title(i18n.T("{{.Mode}} ({{.Keys}})", i18n.Str("Mode", modeTitle(md.m)()), i18n.Str("Keys", eitherKey(keys)))).
				Aria("keyshortcuts", strings.Join(keys, " ")).
				Disabled(s.paused).
				Text(md.name()).
				OnClick(s.run.On(Command{Kind: CmdMode, Mode: md.m}))
		}),
	)
}

func (s editKeysState) Render() app.UI {
	cmd := func(kind Kind) app.EventHandler { return s.run.On(Command{Kind: kind}) }
	return app.Div().Class("edit-keys-all").Body(
		app.Div().Class("edit-keys").Body(
			panel.Button("erase", i18n.T("Erase"), s.paused, cmd(CmdErase)),
			// Pressed with Enter until nothing is left, they keep the keyboard.
			panel.SteadyButton("undo", i18n.T("Undo"), s.paused, !s.canUndo, cmd(CmdUndo)),
			panel.SteadyButton("redo", i18n.T("Redo"), s.paused, !s.canRedo, cmd(CmdRedo)),
		),
		app.Div().Class("edit-keys").Body(
			panel.Button("fill-candidates", i18n.T("Fill candidates"), s.paused || s.notesFixed, cmd(CmdFillCandidates)),
			panel.Button("clear-notes", i18n.T("Clear notes"), s.paused || s.notesFixed, cmd(CmdClearNotes)),
			app.If(s.rewind,
				panel.Button("rewind", i18n.T("Rewind to correct"), !s.hasSolution || s.paused, cmd(CmdRewind))),
		),
	)
}

// render draws the key of digit d: in colour mode, a colour swatch.
func (s digitKeyState) Render() app.UI {
	d := s.d
	enter := s.run.On(Command{Kind: CmdDigit, Digit: d, Mode: s.mode})
	if s.mode == game.Colour {
		if d > game.Colours {
			return app.Button().Class("btn", "digit-key").Disabled(true)
		}
		return app.Button().Class("btn", "digit-key", "swatch", "colour-"+strconv.Itoa(int(d))).
			Disabled(s.paused).
			Aria("label", i18n.T("Colour {{.Colour}}", i18n.Num("Colour", int(d)))).
			Text(d.String()).
			OnClick(enter, s.mode)
	}
	left := int(s.left)
	return app.Button().Class("btn", "digit-key", map[bool]string{true: "done"}[left == 0]).
		Disabled(s.paused).
		// Not fmt: the keypad is on the first board, which a first use of
		// fmt would hold up.
		Aria("label", i18n.N(left, "Enter {{.Digit}}, {{.Count}} left", "Enter {{.Digit}}, {{.Count}} left", i18n.Str("Digit", d.String()))).
		Body(
			app.Span().Class("key-digit").Text(d.String()),
			app.Span().Class("key-left").Aria("hidden", true).Text(left),
		).
		OnClick(enter, s.mode)
}
