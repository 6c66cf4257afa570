package board

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

func press(code string, mods KeyMods) KeyPress { return KeyPress{Code: code, Mods: mods} }

func TestKeyCommand(t *testing.T) {
	none, shift, ctrl, meta, alt := KeyMods{}, KeyMods{Shift: true}, KeyMods{Ctrl: true}, KeyMods{Meta: true}, KeyMods{Alt: true}
	tests := []struct {
		code string
		mods KeyMods
		n    int
		want Command
		ok   bool
	}{
		{"Digit5", none, 9, Command{Kind: CmdDigit, Digit: 5, Mode: game.Normal}, true},
		{"Numpad7", none, 9, Command{Kind: CmdDigit, Digit: 7, Mode: game.Normal}, true},
		{"Digit5", shift, 9, Command{Kind: CmdDigit, Digit: 5, Mode: game.Corner}, true},
		{"Numpad3", ctrl, 9, Command{Kind: CmdDigit, Digit: 3, Mode: game.Centre}, true},
		{"Digit3", meta, 9, Command{Kind: CmdDigit, Digit: 3, Mode: game.Centre}, true},
		{"Digit7", none, 6, Command{}, false}, // 7 is not a digit of a 6x6 grid
		{"Digit0", none, 9, Command{Kind: CmdErase}, true},
		{"Numpad0", none, 16, Command{Kind: CmdErase}, true},
		{"NumpadDecimal", none, 9, Command{Kind: CmdErase}, true},
		{"Backspace", none, 9, Command{Kind: CmdErase}, true},
		{"Delete", none, 25, Command{Kind: CmdErase}, true},
		{"ArrowUp", none, 9, Command{Kind: CmdMove, DR: -1}, true},
		{"ArrowRight", shift, 9, Command{Kind: CmdMove, DC: 1, Extend: true}, true},
		{"ArrowLeft", none, 25, Command{Kind: CmdMove, DC: -1}, true},
		{"ArrowDown", shift, 16, Command{Kind: CmdMove, DR: 1, Extend: true}, true},
		{"ArrowDown", ctrl, 9, Command{}, false},
		{"KeyA", none, 9, Command{Kind: CmdMove, DC: -1}, true},
		{"KeyS", none, 9, Command{Kind: CmdMove, DR: 1}, true},
		{"KeyW", shift, 9, Command{Kind: CmdMove, DR: -1, Extend: true}, true},
		{"KeyZ", none, 9, Command{Kind: CmdMode, Mode: game.Normal}, true},
		{"KeyX", none, 9, Command{Kind: CmdMode, Mode: game.Corner}, true},
		{"KeyC", none, 9, Command{Kind: CmdMode, Mode: game.Centre}, true},
		{"KeyV", none, 9, Command{Kind: CmdMode, Mode: game.Colour}, true},
		{"KeyV", alt, 9, Command{Kind: CmdMode, Mode: game.Colour}, true},
		{"Space", none, 9, Command{Kind: CmdCycleMode}, true},
		{"Space", none, 25, Command{Kind: CmdCycleMode}, true},
		{"Escape", none, 9, Command{Kind: CmdDeselect}, true},
		{"KeyZ", ctrl, 9, Command{Kind: CmdUndo}, true},
		{"KeyZ", meta, 16, Command{Kind: CmdUndo}, true},
		{"KeyZ", KeyMods{Ctrl: true, Shift: true}, 9, Command{Kind: CmdRedo}, true},
		{"KeyY", meta, 9, Command{Kind: CmdRedo}, true},
		{"KeyY", ctrl, 25, Command{Kind: CmdRedo}, true},
		{"KeyC", ctrl, 9, Command{}, false}, // copy stays the browser's
		{"KeyA", none, 16, Command{Kind: CmdDigit, Digit: 10, Mode: game.Normal}, true},
		{"KeyG", shift, 16, Command{Kind: CmdDigit, Digit: 16, Mode: game.Corner}, true},
		{"KeyH", none, 16, Command{}, false}, // 17 is past 16
		{"KeyD", none, 16, Command{Kind: CmdDigit, Digit: 13, Mode: game.Normal}, true},
		{"KeyF", ctrl, 16, Command{}, false}, // Find stays the browser's
		{"KeyN", meta, 25, Command{}, false}, // so does a new window
		{"KeyW", none, 25, Command{}, false}, // W would be 32
		{"KeyC", none, 12, Command{Kind: CmdDigit, Digit: 12}, true},
		{"KeyD", none, 12, Command{}, false},                          // 13 is past 12, and D moves only where letters are not digits
		{"Digit1", alt, 9, Command{}, false},                          // switches tabs on Linux
		{"KeyZ", KeyMods{Ctrl: true, Alt: true}, 9, Command{}, false}, // AltGr on Windows
		{"Tab", none, 9, Command{}, false},
		{"Enter", none, 9, Command{Kind: CmdApply}, true}, // the setter's bench applies its tool; the game ignores it
	}
	for _, tt := range tests {
		got, ok := KeyCommand(press(tt.code, tt.mods), KeyState{N: tt.n})
		if ok != tt.ok || got != tt.want {
			t.Errorf("KeyCommand(%s, %+v, n=%d) = %+v, %v; want %+v, %v", tt.code, tt.mods, tt.n, got, ok, tt.want, tt.ok)
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
			for _, mods := range []KeyMods{{}, {Shift: true}, {Alt: true}, {Ctrl: true}, {Meta: true}, {Alt: true, Shift: true}} {
				var want Command
				switch m, isMode := modeOf[l]; {
				case mods == KeyMods{} && isDigit:
					want = Command{Kind: CmdDigit, Digit: sudoku.Digit(digit), Mode: game.Centre} // the current mode, here centre
				case mods == KeyMods{Shift: true} && isDigit:
					want = Command{Kind: CmdDigit, Digit: sudoku.Digit(digit), Mode: game.Corner}
				case mods == KeyMods{Alt: true} && isMode:
					want = Command{Kind: CmdMode, Mode: m}
				case mods == KeyMods{} && isMode && n <= 9:
					want = Command{Kind: CmdMode, Mode: m}
				case (mods == KeyMods{} || mods == KeyMods{Shift: true}) && n <= 9 && moveOf[l] != [2]int{}:
					want = Command{Kind: CmdMove, DR: moveOf[l][0], DC: moveOf[l][1], Extend: mods.Shift}
				case (mods.Ctrl || mods.Meta) && l == 'Z':
					want = Command{Kind: CmdUndo}
				case (mods.Ctrl || mods.Meta) && l == 'Y':
					want = Command{Kind: CmdRedo}
				}
				got, ok := KeyCommand(press(code, mods), KeyState{N: n, Mode: game.Centre})
				if ok != (want.Kind != 0) || got != want {
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
					mods KeyMods
					mode game.Mode
				}{{KeyMods{}, game.Colour}, {KeyMods{Shift: true}, game.Corner}, {KeyMods{Ctrl: true}, game.Centre}, {KeyMods{Meta: true}, game.Centre}, {KeyMods{Alt: true}, 0}} {
					want, wantOK := Command{Kind: CmdDigit, Digit: sudoku.Digit(d), Mode: tt.mode}, d <= n && !tt.mods.Alt
					if !wantOK {
						want = Command{}
					}
					got, ok := KeyCommand(press(code, tt.mods), KeyState{N: n, Mode: game.Colour})
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
		for _, p := range []KeyPress{{Code: "Slash", Key: "?", Mods: KeyMods{Shift: true}}, {Code: "Minus", Key: "?", Mods: KeyMods{Shift: true}}} {
			if got, ok := KeyCommand(p, KeyState{N: n}); !ok || got != (Command{Kind: CmdHelp}) {
				t.Errorf("%dx%d: %+v gives %+v, %v; want the help", n, n, p, got, ok)
			}
		}
		if got, ok := KeyCommand(KeyPress{Code: "Slash", Key: "/"}, KeyState{N: n}); ok {
			t.Errorf("%dx%d: / gives %+v", n, n, got)
		}
		if got, _ := KeyCommand(press("Escape", KeyMods{}), KeyState{N: n, Help: true}); got != (Command{Kind: CmdCloseHelp}) {
			t.Errorf("%dx%d: Esc with the help open gives %+v, want it closed", n, n, got)
		}
	}
	// On a 25x25 AZERTY board, Shift with the key that types ? is the
	// corner note M (22): the board's digits come first.
	p := KeyPress{Code: "KeyM", Key: "?", Mods: KeyMods{Shift: true}}
	if got, _ := KeyCommand(p, KeyState{N: 25}); got != (Command{Kind: CmdDigit, Digit: 22, Mode: game.Corner}) {
		t.Errorf("25x25: Shift+M typing ? gives %+v, want the corner note 22", got)
	}
}

// The result card has the keyboard: over it Esc puts it away and ? opens
// the help; no key of the game reaches the board under it.
func TestKeysUnderTheResultCard(t *testing.T) {
	for _, n := range boardSizes {
		st := KeyState{N: n, Card: true}
		if got, ok := KeyCommand(press("Escape", KeyMods{}), st); !ok || got != (Command{Kind: CmdBackToBoard}) {
			t.Errorf("%dx%d: Esc over the card gives %+v, %v; want it put away", n, n, got, ok)
		}
		if got, ok := KeyCommand(KeyPress{Code: "Slash", Key: "?", Mods: KeyMods{Shift: true}}, st); !ok || got != (Command{Kind: CmdHelp}) {
			t.Errorf("%dx%d: ? over the card gives %+v, %v; want the help", n, n, got, ok)
		}
		for _, row := range keyMap {
			for _, b := range row.keys {
				if b.where == cardShown || b.where == helpOpen || b.cmd.Kind == CmdHelp {
					continue
				}
				for _, p := range examplePresses(b, n) {
					if got, ok := KeyCommand(p, st); ok && got.Kind != CmdBackToBoard {
						t.Errorf("%dx%d: %+v over the result card gives %+v", n, n, p, got)
					}
				}
			}
		}
	}
}

// examplePresses returns key presses that b matches on a board of side n:
// each key of a class, and Ctrl as both Ctrl and Cmd.
func examplePresses(b binding, n int) []KeyPress {
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
	var ps []KeyPress
	for _, code := range codes {
		p := KeyPress{Code: code, Mods: b.mods}
		if b.char != "" {
			p = KeyPress{Code: "Slash", Key: b.char, Mods: KeyMods{Shift: true}}
		}
		ps = append(ps, p)
		if b.mods.Ctrl {
			p.Mods.Ctrl, p.Mods.Meta = false, true
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
				st := KeyState{N: n, Mode: game.Corner, Help: b.where == helpOpen}
				if !b.where.holds(st) {
					continue
				}
				for _, p := range examplePresses(b, n) {
					want := b.cmd
					if b.code == numberKeys || b.code == letterKeys {
						want.Digit, _ = keyDigit(p.Code, n)
					}
					if b.inMode {
						want.Mode = st.Mode
					}
					if got, ok := KeyCommand(p, st); !ok || got != want {
						t.Errorf("%dx%d, %q: %+v gives %+v, %v; want %+v", n, n, row.what, p, got, ok, want)
					}
				}
			}
		}
	}
}

func TestKeysFor(t *testing.T) {
	tests := []struct {
		cmd  Command
		n    int
		want string
	}{
		{Command{Kind: CmdMode, Mode: game.Normal}, 9, "[Z Alt+Z]"},
		{Command{Kind: CmdMode, Mode: game.Colour}, 4, "[V Alt+V]"},
		{Command{Kind: CmdMode, Mode: game.Centre}, 12, "[Alt+C]"},
		{Command{Kind: CmdMode, Mode: game.Corner}, 25, "[Alt+X]"},
		{Command{Kind: CmdErase}, 9, "[Backspace Delete 0]"},
		{Command{Kind: CmdRedo}, 16, "[Ctrl+Y Ctrl+Shift+Z]"},
		{Command{Kind: CmdMove, DR: -1, Extend: true}, 9, "[Shift+↑ Shift+W]"},
		{Command{Kind: CmdHelp}, 9, "[?]"},
	}
	for _, tt := range tests {
		if got := fmt.Sprint(keysFor(tt.cmd, tt.n)); got != tt.want {
			t.Errorf("keysFor(%+v, %d) = %s, want %s", tt.cmd, tt.n, got, tt.want)
		}
	}
}

func BenchmarkKeyCommand(b *testing.B) {
	p := press("ArrowRight", KeyMods{})
	for b.Loop() {
		KeyCommand(p, KeyState{N: 25})
	}
}
