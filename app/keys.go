package app

import (
	"strings"

	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// command is what a key press or a button asks for, independent of the
// browser: every control of the page reaches it as one (gamePage.run).
type command struct {
	kind   commandKind
	digit  sudoku.Digit
	mode   game.Mode // for cmdDigit: the mode to use; for cmdMode: the mode to pick
	dr, dc int       // for cmdMove
	extend bool      // for cmdMove: add to the selection instead of replacing it
	panel  panelID   // for cmdPanel
}

type commandKind uint8

const (
	cmdDigit commandKind = iota + 1
	cmdErase
	cmdMove
	cmdMode
	cmdCycleMode
	cmdUndo
	cmdRedo
	cmdDeselect
	cmdFillCandidates
	cmdClearNotes
	cmdRewind      // back to the last state without mistakes
	cmdHint        // the next stage of a hint
	cmdSolve       // reveal the solution: asks first
	cmdReveal      // reveal the solution, asked and confirmed
	cmdKeepPlaying // do not reveal after all
	cmdBackToBoard // put the result card away
	cmdNewAtLevel  // a new puzzle of the finished one's size and level
	cmdShareTime   // copy a link to the puzzle with the player's time
	cmdPause       // pause or resume
	cmdPanel       // open or close a panel
	cmdTakeOffered // replace the game with a shared link's progress
	cmdKeepMine    // keep the game, drop the link's progress
)

// whilePaused reports whether the command may run while the game is
// paused: those that do not touch the hidden board.
func (k commandKind) whilePaused() bool {
	switch k {
	case cmdDeselect, cmdPause, cmdPanel, cmdTakeOffered, cmdKeepMine, cmdKeepPlaying, cmdNewAtLevel, cmdShareTime:
		return true
	}
	return false
}

// keyMods are the modifier keys held during a key press.
type keyMods struct{ shift, ctrl, meta, alt bool }

// keyCommand maps a key press to a command, from KeyboardEvent.code (the
// physical key), so AZERTY layouts and NumLock-off keypads work. mode is the
// current input mode; n the grid side. The key map is the de-facto one:
//
//	1-9 (row or numpad)     digit in the current mode
//	Shift+digit             corner note;  Ctrl/Cmd+digit  centre note
//	Z X C V                 normal, corner, centre, colour mode;  Space cycles
//	Backspace, Delete       erase
//	arrows, WASD            move (Shift or Ctrl extends the selection)
//	Esc                     deselect
//	Ctrl+Z; Ctrl+Y, Ctrl+Shift+Z   undo; redo
//
// On grids above 9, letter keys type the digits 10 and up (A=10), so WASD
// and Z/X/C/V give way to them: arrows move, Space cycles the mode.
func keyCommand(code string, m keyMods, mode game.Mode, n int) (command, bool) {
	ctrl := m.ctrl || m.meta
	if ctrl && !m.alt {
		switch code {
		case "KeyZ":
			if m.shift {
				return command{kind: cmdRedo}, true
			}
			return command{kind: cmdUndo}, true
		case "KeyY":
			return command{kind: cmdRedo}, true
		}
	}
	if d, ok := keyDigit(code, n); ok {
		switch {
		case m.alt:
			return command{}, false
		case ctrl:
			mode = game.Centre
		case m.shift:
			mode = game.Corner
		}
		return command{kind: cmdDigit, digit: d, mode: mode}, true
	}
	if ctrl || m.alt {
		return command{}, false // leave the browser's own shortcuts alone
	}
	move := func(dr, dc int) (command, bool) {
		return command{kind: cmdMove, dr: dr, dc: dc, extend: m.shift}, true
	}
	switch code {
	case "ArrowUp":
		return move(-1, 0)
	case "ArrowDown":
		return move(1, 0)
	case "ArrowLeft":
		return move(0, -1)
	case "ArrowRight":
		return move(0, 1)
	case "Backspace", "Delete", "NumpadDecimal", "Digit0", "Numpad0":
		return command{kind: cmdErase}, true
	case "Escape":
		return command{kind: cmdDeselect}, true
	case "Space":
		return command{kind: cmdCycleMode}, true
	}
	if n > 9 {
		return command{}, false
	}
	switch code {
	case "KeyW":
		return move(-1, 0)
	case "KeyS":
		return move(1, 0)
	case "KeyA":
		return move(0, -1)
	case "KeyD":
		return move(0, 1)
	case "KeyZ":
		return command{kind: cmdMode, mode: game.Normal}, true
	case "KeyX":
		return command{kind: cmdMode, mode: game.Corner}, true
	case "KeyC":
		return command{kind: cmdMode, mode: game.Centre}, true
	case "KeyV":
		return command{kind: cmdMode, mode: game.Colour}, true
	}
	return command{}, false
}

// keyDigit reads the digit a key types on a grid of side n: 1-9 from the
// digit row or the keypad, and for n > 9 the letters A (10) onwards.
func keyDigit(code string, n int) (sudoku.Digit, bool) {
	var d int
	switch {
	case strings.HasPrefix(code, "Digit") && len(code) == 6:
		d = int(code[5] - '0')
	case strings.HasPrefix(code, "Numpad") && len(code) == 7:
		d = int(code[6] - '0')
	case n > 9 && strings.HasPrefix(code, "Key") && len(code) == 4:
		d = int(code[3]-'A') + 10
	default:
		return 0, false
	}
	if d < 1 || d > n {
		return 0, false
	}
	return sudoku.Digit(d), true
}
