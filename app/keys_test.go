package app

import (
	"testing"

	"github.com/sudoku-app/sudoku/app/game"
)

func TestKeyCommand(t *testing.T) {
	shift, ctrl, meta := keyMods{shift: true}, keyMods{ctrl: true}, keyMods{meta: true}
	tests := []struct {
		code string
		mods keyMods
		n    int
		want command
		ok   bool
	}{
		{"Digit5", keyMods{}, 9, command{kind: cmdDigit, digit: 5, mode: game.Normal}, true},
		{"Numpad7", keyMods{}, 9, command{kind: cmdDigit, digit: 7, mode: game.Normal}, true},
		{"Digit5", shift, 9, command{kind: cmdDigit, digit: 5, mode: game.Corner}, true},
		{"Numpad3", ctrl, 9, command{kind: cmdDigit, digit: 3, mode: game.Centre}, true},
		{"Digit3", meta, 9, command{kind: cmdDigit, digit: 3, mode: game.Centre}, true},
		{"Digit7", keyMods{}, 6, command{}, false}, // 7 is not a digit of a 6x6 grid
		{"Digit0", keyMods{}, 9, command{kind: cmdErase}, true},
		{"Backspace", keyMods{}, 9, command{kind: cmdErase}, true},
		{"Delete", keyMods{}, 9, command{kind: cmdErase}, true},
		{"ArrowUp", keyMods{}, 9, command{kind: cmdMove, dr: -1}, true},
		{"ArrowRight", shift, 9, command{kind: cmdMove, dc: 1, extend: true}, true},
		{"KeyA", keyMods{}, 9, command{kind: cmdMove, dc: -1}, true},
		{"KeyS", keyMods{}, 9, command{kind: cmdMove, dr: 1}, true},
		{"KeyZ", keyMods{}, 9, command{kind: cmdMode, mode: game.Normal}, true},
		{"KeyX", keyMods{}, 9, command{kind: cmdMode, mode: game.Corner}, true},
		{"KeyC", keyMods{}, 9, command{kind: cmdMode, mode: game.Centre}, true},
		{"KeyV", keyMods{}, 9, command{kind: cmdMode, mode: game.Colour}, true},
		{"Space", keyMods{}, 9, command{kind: cmdCycleMode}, true},
		{"Escape", keyMods{}, 9, command{kind: cmdDeselect}, true},
		{"KeyZ", ctrl, 9, command{kind: cmdUndo}, true},
		{"KeyZ", keyMods{ctrl: true, shift: true}, 9, command{kind: cmdRedo}, true},
		{"KeyY", meta, 9, command{kind: cmdRedo}, true},
		{"KeyC", ctrl, 9, command{}, false}, // copy stays the browser's
		{"KeyA", keyMods{}, 16, command{kind: cmdDigit, digit: 10, mode: game.Normal}, true},
		{"KeyG", shift, 16, command{kind: cmdDigit, digit: 16, mode: game.Corner}, true},
		{"KeyH", keyMods{}, 16, command{}, false}, // 17 is past 16
		{"KeyD", keyMods{}, 16, command{kind: cmdDigit, digit: 13, mode: game.Normal}, true},
		{"KeyW", keyMods{}, 25, command{}, false}, // W would be 32
		{"Digit1", keyMods{alt: true}, 9, command{}, false},
		{"Tab", keyMods{}, 9, command{}, false},
	}
	for _, tt := range tests {
		got, ok := keyCommand(tt.code, tt.mods, game.Normal, tt.n)
		if ok != tt.ok || got != tt.want {
			t.Errorf("keyCommand(%s, %+v, n=%d) = %+v, %v; want %+v, %v", tt.code, tt.mods, tt.n, got, ok, tt.want, tt.ok)
		}
	}
}
