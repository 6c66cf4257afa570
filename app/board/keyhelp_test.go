package board

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

var (
	helpRowRE   = regexp.MustCompile(`(?s)<tr>\s*<td class="help-keys">(.*?)</td>\s*<td>(.*?)</td>\s*</tr>`)
	helpChordRE = regexp.MustCompile(`(?s)<span class="chord">(.*?)</span>`)
	helpKbdRE   = regexp.MustCompile(`<kbd>(.*?)</kbd>`)
	digitsRE    = regexp.MustCompile(`^1–(\d)$`)
	lettersRE   = regexp.MustCompile(`^A–([A-Z])$`)
)

// helpRow is a row of the help's key table as a player reads it: the
// chords, each its modifiers then its keys, and what they do.
type helpRow struct {
	chords [][]string
	what   string
}

// helpRows reads the key table out of the help panel's HTML.
func helpRows(t *testing.T, html string) []helpRow {
	t.Helper()
	var rows []helpRow
	for _, m := range helpRowRE.FindAllStringSubmatch(html, -1) {
		r := helpRow{what: m[2]}
		for _, c := range helpChordRE.FindAllStringSubmatch(m[1], -1) {
			var kbds []string
			for _, k := range helpKbdRE.FindAllStringSubmatch(c[1], -1) {
				kbds = append(kbds, k[1])
			}
			r.chords = append(r.chords, kbds)
		}
		rows = append(rows, r)
	}
	if len(rows) == 0 {
		t.Fatalf("no key table in %s", html)
	}
	return rows
}

// pressesOf returns the key presses a chord the help shows stands for, as
// a player reads it: modifiers, then keys or ranges of keys ("1–9", "A–G").
func pressesOf(t *testing.T, chord []string) []KeyPress {
	t.Helper()
	var mods KeyMods
	var ps []KeyPress
	for _, name := range chord {
		switch name {
		case "Ctrl":
			mods.Ctrl = true
			continue
		case "Alt":
			mods.Alt = true
			continue
		case "Shift":
			mods.Shift = true
			continue
		}
		var codes []string
		switch m, l := digitsRE.FindStringSubmatch(name), lettersRE.FindStringSubmatch(name); {
		case m != nil:
			for d := byte('1'); d <= m[1][0]; d++ {
				codes = append(codes, "Digit"+string(d), "Numpad"+string(d))
			}
		case l != nil:
			for c := byte('A'); c <= l[1][0]; c++ {
				codes = append(codes, "Key"+string(c))
			}
		case name == "?":
			ps = append(ps, KeyPress{Code: "Slash", Key: "?", Mods: KeyMods{Shift: true}})
		default:
			code, ok := map[string]string{"↑": "ArrowUp", "↓": "ArrowDown", "←": "ArrowLeft", "→": "ArrowRight", "Esc": "Escape",
				"Space": "Space", "Backspace": "Backspace", "Delete": "Delete", "0": "Digit0", "Enter": "Enter"}[name]
			if !ok && len(name) == 1 && name[0] >= 'A' && name[0] <= 'Z' {
				code, ok = "Key"+name, true
			}
			if !ok {
				t.Fatalf("the help names a key %q", name)
			}
			codes = append(codes, code)
		}
		for _, c := range codes {
			ps = append(ps, KeyPress{Code: c, Mods: mods})
			if mods.Ctrl { // Cmd on a Mac
				ps = append(ps, KeyPress{Code: c, Mods: KeyMods{Meta: true, Shift: mods.Shift, Alt: mods.Alt}})
			}
		}
	}
	return ps
}

// step is the move of an arrow or of W A S D.
func step(code string) (dr, dc int) {
	switch code {
	case "ArrowUp", "KeyW":
		return -1, 0
	case "ArrowDown", "KeyS":
		return 1, 0
	case "ArrowLeft", "KeyA":
		return 0, -1
	}
	return 0, 1
}

// helpSays is what each row of the help says its keys do, as commands:
// the oracle the key table is checked against.
var helpSays = map[string]func(p KeyPress, st KeyState) Command{
	"Enter the digit in the current mode": func(p KeyPress, st KeyState) Command {
		d, _ := keyDigit(p.Code, st.N)
		return Command{Kind: CmdDigit, Digit: d, Mode: st.Mode}
	},
	"Corner note": func(p KeyPress, st KeyState) Command {
		d, _ := keyDigit(p.Code, st.N)
		return Command{Kind: CmdDigit, Digit: d, Mode: game.Corner}
	},
	"Centre note": func(p KeyPress, st KeyState) Command {
		d, _ := keyDigit(p.Code, st.N)
		return Command{Kind: CmdDigit, Digit: d, Mode: game.Centre}
	},
	"Digit mode": func(KeyPress, KeyState) Command {
		return Command{Kind: CmdMode, Mode: game.Normal}
	},
	"Corner mode": func(KeyPress, KeyState) Command {
		return Command{Kind: CmdMode, Mode: game.Corner}
	},
	"Centre mode": func(KeyPress, KeyState) Command {
		return Command{Kind: CmdMode, Mode: game.Centre}
	},
	"Colour mode": func(KeyPress, KeyState) Command {
		return Command{Kind: CmdMode, Mode: game.Colour}
	},
	"Next mode": func(KeyPress, KeyState) Command { return Command{Kind: CmdCycleMode} },
	"Erase: the digit first, then notes, then colour": func(KeyPress, KeyState) Command { return Command{Kind: CmdErase} },
	"Move": func(p KeyPress, st KeyState) Command {
		dr, dc := step(p.Code)
		return Command{Kind: CmdMove, DR: dr, DC: dc}
	},
	"Add to the selection (or Shift/Ctrl-click, drag)": func(p KeyPress, st KeyState) Command {
		dr, dc := step(p.Code)
		return Command{Kind: CmdMove, DR: dr, DC: dc, Extend: true}
	},
	"Close this help, or put the result card away; with both closed, deselect": func(p KeyPress, st KeyState) Command {
		switch {
		case st.Help:
			return Command{Kind: CmdCloseHelp}
		case st.Card:
			return Command{Kind: CmdBackToBoard}
		}
		return Command{Kind: CmdDeselect}
	},
	"Undo":                    func(KeyPress, KeyState) Command { return Command{Kind: CmdUndo} },
	"Redo":                    func(KeyPress, KeyState) Command { return Command{Kind: CmdRedo} },
	"Open or close this help": func(KeyPress, KeyState) Command { return Command{Kind: CmdHelp} },
	"Set (the setter&#39;s bench): draw the tool over the selected cells": func(KeyPress, KeyState) Command { return Command{Kind: CmdApply} },
}

// Every row of the help's key table, on every board, fed to KeyCommand as
// a player would press it, gives the command the row describes; and the
// digit keys it shows are exactly the board's digits.
func TestHelpKeyTableIsKeyCommands(t *testing.T) {
	for _, n := range boardSizes {
		digits := map[sudoku.Digit]bool{}
		for _, row := range helpRows(t, app.HTMLString(KeyTable(n))) {
			says, ok := helpSays[row.what]
			if !ok {
				t.Errorf("%dx%d: the help shows a row %q this test does not know", n, n, row.what)
				continue
			}
			for _, chord := range row.chords {
				for _, p := range pressesOf(t, chord) {
					for _, st := range []KeyState{{Help: true}, {}, {Card: true}, {Help: true, Card: true}} {
						st.N, st.Mode = n, game.Colour
						got, ok := KeyCommand(p, st)
						want := says(p, st)
						if st.Card && want.Kind != CmdBackToBoard && want.Kind != CmdCloseHelp && want.Kind != CmdHelp {
							// The result card has the keyboard: the
							// game's keys touch nothing under it.
							if ok {
								t.Errorf("%dx%d, help open %v: %v (%q) over the result card gives %+v", n, n, st.Help, chord, row.what, got)
							}
							continue
						}
						if !ok || got != want {
							t.Errorf("%dx%d, help open %v, card on show %v: %v (%q) gives %+v, %v; the help says %+v", n, n, st.Help, st.Card, chord, row.what, got, ok, want)
						}
						if row.what == "Enter the digit in the current mode" {
							digits[got.Digit] = true
						}
					}
				}
			}
		}
		if len(digits) != n || digits[0] || digits[sudoku.Digit(n+1)] {
			t.Errorf("%dx%d: the help's digit keys type %v", n, n, digits)
		}
	}
}

// The help shows the keys of the board on show: plain Z X C V and W A S D
// only where letters are not digits, and the letters' values where they are.
func TestKeyTableShowsTheBoardsRule(t *testing.T) {
	for _, n := range boardSizes {
		html := app.HTMLString(KeyTable(n))
		var plainZ, alts bool
		for _, row := range helpRows(t, html) {
			for _, c := range row.chords {
				plainZ = plainZ || row.what == "Digit mode" && len(c) == 1 && c[0] == "Z"
				alts = alts || row.what == "Digit mode" && strings.Join(c, "+") == "Alt+Z"
			}
		}
		if plainZ != (n <= 9) || !alts {
			t.Errorf("%dx%d: the help shows plain Z %v, Alt+Z %v", n, n, plainZ, alts)
		}
		rule := fmt.Sprintf("A = 10 … %s = %d", sudoku.Digit(n), n)
		if n <= 9 {
			rule = "On boards above 9×9 letters are digits (A = 10)"
		}
		if !strings.Contains(html, rule) {
			t.Errorf("%dx%d: the help does not say %q", n, n, rule)
		}
	}
}
