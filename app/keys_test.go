package app

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// boardSizes are the sides of every board the app plays.
var boardSizes = []int{4, 6, 8, 9, 12, 16, 25}

func TestBoardSizesAreTheEngines(t *testing.T) {
	if got := fmt.Sprint(sudoku.Sizes()); got != fmt.Sprint(boardSizes) {
		t.Errorf("the engine plays sizes %s; the key tests cover %v", got, boardSizes)
	}
}

func press(code string, mods keyMods) keyPress { return keyPress{code: code, mods: mods} }

func TestKeyCommand(t *testing.T) {
	none, shift, ctrl, meta, alt := keyMods{}, keyMods{shift: true}, keyMods{ctrl: true}, keyMods{meta: true}, keyMods{alt: true}
	tests := []struct {
		code string
		mods keyMods
		n    int
		want command
		ok   bool
	}{
		{"Digit5", none, 9, command{kind: cmdDigit, digit: 5, mode: game.Normal}, true},
		{"Numpad7", none, 9, command{kind: cmdDigit, digit: 7, mode: game.Normal}, true},
		{"Digit5", shift, 9, command{kind: cmdDigit, digit: 5, mode: game.Corner}, true},
		{"Numpad3", ctrl, 9, command{kind: cmdDigit, digit: 3, mode: game.Centre}, true},
		{"Digit3", meta, 9, command{kind: cmdDigit, digit: 3, mode: game.Centre}, true},
		{"Digit7", none, 6, command{}, false}, // 7 is not a digit of a 6x6 grid
		{"Digit0", none, 9, command{kind: cmdErase}, true},
		{"Numpad0", none, 16, command{kind: cmdErase}, true},
		{"NumpadDecimal", none, 9, command{kind: cmdErase}, true},
		{"Backspace", none, 9, command{kind: cmdErase}, true},
		{"Delete", none, 25, command{kind: cmdErase}, true},
		{"ArrowUp", none, 9, command{kind: cmdMove, dr: -1}, true},
		{"ArrowRight", shift, 9, command{kind: cmdMove, dc: 1, extend: true}, true},
		{"ArrowLeft", none, 25, command{kind: cmdMove, dc: -1}, true},
		{"ArrowDown", shift, 16, command{kind: cmdMove, dr: 1, extend: true}, true},
		{"ArrowDown", ctrl, 9, command{}, false},
		{"KeyA", none, 9, command{kind: cmdMove, dc: -1}, true},
		{"KeyS", none, 9, command{kind: cmdMove, dr: 1}, true},
		{"KeyW", shift, 9, command{kind: cmdMove, dr: -1, extend: true}, true},
		{"KeyZ", none, 9, command{kind: cmdMode, mode: game.Normal}, true},
		{"KeyX", none, 9, command{kind: cmdMode, mode: game.Corner}, true},
		{"KeyC", none, 9, command{kind: cmdMode, mode: game.Centre}, true},
		{"KeyV", none, 9, command{kind: cmdMode, mode: game.Colour}, true},
		{"KeyV", alt, 9, command{kind: cmdMode, mode: game.Colour}, true},
		{"Space", none, 9, command{kind: cmdCycleMode}, true},
		{"Space", none, 25, command{kind: cmdCycleMode}, true},
		{"Escape", none, 9, command{kind: cmdDeselect}, true},
		{"KeyZ", ctrl, 9, command{kind: cmdUndo}, true},
		{"KeyZ", meta, 16, command{kind: cmdUndo}, true},
		{"KeyZ", keyMods{ctrl: true, shift: true}, 9, command{kind: cmdRedo}, true},
		{"KeyY", meta, 9, command{kind: cmdRedo}, true},
		{"KeyY", ctrl, 25, command{kind: cmdRedo}, true},
		{"KeyC", ctrl, 9, command{}, false}, // copy stays the browser's
		{"KeyA", none, 16, command{kind: cmdDigit, digit: 10, mode: game.Normal}, true},
		{"KeyG", shift, 16, command{kind: cmdDigit, digit: 16, mode: game.Corner}, true},
		{"KeyH", none, 16, command{}, false}, // 17 is past 16
		{"KeyD", none, 16, command{kind: cmdDigit, digit: 13, mode: game.Normal}, true},
		{"KeyF", ctrl, 16, command{}, false}, // Find stays the browser's
		{"KeyN", meta, 25, command{}, false}, // so does a new window
		{"KeyW", none, 25, command{}, false}, // W would be 32
		{"KeyC", none, 12, command{kind: cmdDigit, digit: 12}, true},
		{"KeyD", none, 12, command{}, false},                          // 13 is past 12, and D moves only where letters are not digits
		{"Digit1", alt, 9, command{}, false},                          // switches tabs on Linux
		{"KeyZ", keyMods{ctrl: true, alt: true}, 9, command{}, false}, // AltGr on Windows
		{"Tab", none, 9, command{}, false},
		{"Enter", none, 9, command{kind: cmdApply}, true}, // the setter's bench applies its tool; the game ignores it
	}
	for _, tt := range tests {
		got, ok := keyCommand(press(tt.code, tt.mods), keyState{n: tt.n})
		if ok != tt.ok || got != tt.want {
			t.Errorf("keyCommand(%s, %+v, n=%d) = %+v, %v; want %+v, %v", tt.code, tt.mods, tt.n, got, ok, tt.want, tt.ok)
		}
	}
}

// The letter rule on every board: letters that are digits of the board
// type them (Shift: corner notes); Alt+Z X C V pick the modes everywhere;
// plain Z X C V and W A S D work where letters are not digits; Ctrl and
// Alt with any other letter are left to the browser.
func TestKeyLettersOnEveryBoard(t *testing.T) {
	modeOf := map[byte]game.Mode{'Z': game.Normal, 'X': game.Corner, 'C': game.Centre, 'V': game.Colour}
	moveOf := map[byte][2]int{'W': {-1, 0}, 'S': {1, 0}, 'A': {0, -1}, 'D': {0, 1}}
	for _, n := range boardSizes {
		for l := byte('A'); l <= 'Z'; l++ {
			code := "Key" + string(l)
			digit := int(l-'A') + 10
			isDigit := n > 9 && digit <= n
			for _, mods := range []keyMods{{}, {shift: true}, {alt: true}, {ctrl: true}, {meta: true}, {alt: true, shift: true}} {
				var want command
				switch m, isMode := modeOf[l]; {
				case mods == keyMods{} && isDigit:
					want = command{kind: cmdDigit, digit: sudoku.Digit(digit), mode: game.Centre} // the current mode, here centre
				case mods == keyMods{shift: true} && isDigit:
					want = command{kind: cmdDigit, digit: sudoku.Digit(digit), mode: game.Corner}
				case mods == keyMods{alt: true} && isMode:
					want = command{kind: cmdMode, mode: m}
				case mods == keyMods{} && isMode && n <= 9:
					want = command{kind: cmdMode, mode: m}
				case (mods == keyMods{} || mods == keyMods{shift: true}) && n <= 9 && moveOf[l] != [2]int{}:
					want = command{kind: cmdMove, dr: moveOf[l][0], dc: moveOf[l][1], extend: mods.shift}
				case (mods.ctrl || mods.meta) && l == 'Z':
					want = command{kind: cmdUndo}
				case (mods.ctrl || mods.meta) && l == 'Y':
					want = command{kind: cmdRedo}
				}
				got, ok := keyCommand(press(code, mods), keyState{n: n, mode: game.Centre})
				if ok != (want.kind != 0) || got != want {
					t.Errorf("%dx%d: %s with %+v gives %+v, %v; want %+v", n, n, code, mods, got, ok, want)
				}
			}
		}
	}
}

// Digits on every board: 1 to the board's side from the digit row and the
// keypad, in the current mode, Shift for a corner note, Ctrl or Cmd for a
// centre note; Alt leaves them to the browser.
func TestKeyDigitsOnEveryBoard(t *testing.T) {
	for _, n := range boardSizes {
		for d := 1; d <= 9; d++ {
			for _, code := range []string{"Digit" + strconv.Itoa(d), "Numpad" + strconv.Itoa(d)} {
				for _, tt := range []struct {
					mods keyMods
					mode game.Mode
				}{{keyMods{}, game.Colour}, {keyMods{shift: true}, game.Corner}, {keyMods{ctrl: true}, game.Centre}, {keyMods{meta: true}, game.Centre}, {keyMods{alt: true}, 0}} {
					want, wantOK := command{kind: cmdDigit, digit: sudoku.Digit(d), mode: tt.mode}, d <= n && !tt.mods.alt
					if !wantOK {
						want = command{}
					}
					got, ok := keyCommand(press(code, tt.mods), keyState{n: n, mode: game.Colour})
					if ok != wantOK || got != want {
						t.Errorf("%dx%d: %s with %+v gives %+v, %v; want %+v, %v", n, n, code, tt.mods, got, ok, want, wantOK)
					}
				}
			}
		}
	}
}

// ? opens the help whatever key types it (Shift+Slash in the US, Shift+M's
// place on AZERTY, Shift+ß on German keyboards); Esc closes it before it
// deselects.
func TestKeyHelp(t *testing.T) {
	for _, n := range boardSizes {
		for _, p := range []keyPress{{code: "Slash", key: "?", mods: keyMods{shift: true}}, {code: "Minus", key: "?", mods: keyMods{shift: true}}} {
			if got, ok := keyCommand(p, keyState{n: n}); !ok || got != (command{kind: cmdPanel, panel: panelHelp}) {
				t.Errorf("%dx%d: %+v gives %+v, %v; want the help", n, n, p, got, ok)
			}
		}
		if got, ok := keyCommand(keyPress{code: "Slash", key: "/"}, keyState{n: n}); ok {
			t.Errorf("%dx%d: / gives %+v", n, n, got)
		}
		if got, _ := keyCommand(press("Escape", keyMods{}), keyState{n: n, help: true}); got != (command{kind: cmdPanel, panel: panelNone}) {
			t.Errorf("%dx%d: Esc with the help open gives %+v, want it closed", n, n, got)
		}
	}
	// On a 25x25 AZERTY board, Shift with the key that types ? is the
	// corner note M (22): the board's digits come first.
	p := keyPress{code: "KeyM", key: "?", mods: keyMods{shift: true}}
	if got, _ := keyCommand(p, keyState{n: 25}); got != (command{kind: cmdDigit, digit: 22, mode: game.Corner}) {
		t.Errorf("25x25: Shift+M typing ? gives %+v, want the corner note 22", got)
	}
}

// examplePresses returns key presses that b matches on a board of side n:
// each key of a class, and Ctrl as both Ctrl and Cmd.
func examplePresses(b binding, n int) []keyPress {
	var codes []string
	switch b.code {
	case numberKeys:
		for d := 1; d <= min(n, 9); d++ {
			codes = append(codes, "Digit"+strconv.Itoa(d), "Numpad"+strconv.Itoa(d))
		}
	case letterKeys:
		for d := 10; d <= n; d++ {
			codes = append(codes, "Key"+string(rune('A'+d-10)))
		}
	default:
		codes = []string{b.code}
	}
	var ps []keyPress
	for _, code := range codes {
		p := keyPress{code: code, mods: b.mods}
		if b.char != "" {
			p = keyPress{code: "Slash", key: b.char, mods: keyMods{shift: true}}
		}
		ps = append(ps, p)
		if b.mods.ctrl {
			p.mods.ctrl, p.mods.meta = false, true
			ps = append(ps, p)
		}
	}
	return ps
}

// Every key of the key map, on every board where it works, gives its
// binding's command: no earlier binding shadows it.
func TestKeyMapBindingsReachTheirCommands(t *testing.T) {
	for _, n := range boardSizes {
		for _, row := range keyMap {
			for _, b := range row.keys {
				st := keyState{n: n, mode: game.Corner, help: b.where == helpOpen}
				if !b.where.holds(st) {
					continue
				}
				for _, p := range examplePresses(b, n) {
					want := b.cmd
					if b.code == numberKeys || b.code == letterKeys {
						want.digit, _ = keyDigit(p.code, n)
					}
					if b.inMode {
						want.mode = st.mode
					}
					if got, ok := keyCommand(p, st); !ok || got != want {
						t.Errorf("%dx%d, %q: %+v gives %+v, %v; want %+v", n, n, row.what, p, got, ok, want)
					}
				}
			}
		}
	}
}

func TestKeysFor(t *testing.T) {
	tests := []struct {
		cmd  command
		n    int
		want string
	}{
		{command{kind: cmdMode, mode: game.Normal}, 9, "[Z Alt+Z]"},
		{command{kind: cmdMode, mode: game.Colour}, 4, "[V Alt+V]"},
		{command{kind: cmdMode, mode: game.Centre}, 12, "[Alt+C]"},
		{command{kind: cmdMode, mode: game.Corner}, 25, "[Alt+X]"},
		{command{kind: cmdErase}, 9, "[Backspace Delete 0]"},
		{command{kind: cmdRedo}, 16, "[Ctrl+Y Ctrl+Shift+Z]"},
		{command{kind: cmdMove, dr: -1, extend: true}, 9, "[Shift+↑ Shift+W]"},
		{command{kind: cmdPanel, panel: panelHelp}, 9, "[?]"},
	}
	for _, tt := range tests {
		if got := fmt.Sprint(keysFor(tt.cmd, tt.n)); got != tt.want {
			t.Errorf("keysFor(%+v, %d) = %s, want %s", tt.cmd, tt.n, got, tt.want)
		}
	}
}

func BenchmarkKeyCommand(b *testing.B) {
	p := press("ArrowRight", keyMods{})
	for b.Loop() {
		keyCommand(p, keyState{n: 25})
	}
}
