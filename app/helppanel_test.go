package app

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/engine/logic"
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
func pressesOf(t *testing.T, chord []string) []keyPress {
	t.Helper()
	var mods keyMods
	var ps []keyPress
	for _, name := range chord {
		switch name {
		case "Ctrl":
			mods.ctrl = true
			continue
		case "Alt":
			mods.alt = true
			continue
		case "Shift":
			mods.shift = true
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
			ps = append(ps, keyPress{code: "Slash", key: "?", mods: keyMods{shift: true}})
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
			ps = append(ps, keyPress{code: c, mods: mods})
			if mods.ctrl { // Cmd on a Mac
				ps = append(ps, keyPress{code: c, mods: keyMods{meta: true, shift: mods.shift, alt: mods.alt}})
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
var helpSays = map[string]func(p keyPress, st keyState) command{
	"Enter the digit in the current mode": func(p keyPress, st keyState) command {
		d, _ := keyDigit(p.code, st.n)
		return command{kind: cmdDigit, digit: d, mode: st.mode}
	},
	"Corner note": func(p keyPress, st keyState) command {
		d, _ := keyDigit(p.code, st.n)
		return command{kind: cmdDigit, digit: d, mode: game.Corner}
	},
	"Centre note": func(p keyPress, st keyState) command {
		d, _ := keyDigit(p.code, st.n)
		return command{kind: cmdDigit, digit: d, mode: game.Centre}
	},
	"Digit mode":  func(keyPress, keyState) command { return command{kind: cmdMode, mode: game.Normal} },
	"Corner mode": func(keyPress, keyState) command { return command{kind: cmdMode, mode: game.Corner} },
	"Centre mode": func(keyPress, keyState) command { return command{kind: cmdMode, mode: game.Centre} },
	"Colour mode": func(keyPress, keyState) command { return command{kind: cmdMode, mode: game.Colour} },
	"Next mode":   func(keyPress, keyState) command { return command{kind: cmdCycleMode} },
	"Erase: the digit first, then notes, then colour": func(keyPress, keyState) command { return command{kind: cmdErase} },
	"Move": func(p keyPress, st keyState) command {
		dr, dc := step(p.code)
		return command{kind: cmdMove, dr: dr, dc: dc}
	},
	"Add to the selection (or Shift/Ctrl-click, drag)": func(p keyPress, st keyState) command {
		dr, dc := step(p.code)
		return command{kind: cmdMove, dr: dr, dc: dc, extend: true}
	},
	"Close this help, or put the result card away; with both closed, deselect": func(p keyPress, st keyState) command {
		switch {
		case st.help:
			return command{kind: cmdPanel, panel: panelNone}
		case st.card:
			return command{kind: cmdBackToBoard}
		}
		return command{kind: cmdDeselect}
	},
	"Undo":                    func(keyPress, keyState) command { return command{kind: cmdUndo} },
	"Redo":                    func(keyPress, keyState) command { return command{kind: cmdRedo} },
	"Open or close this help": func(keyPress, keyState) command { return command{kind: cmdPanel, panel: panelHelp} },
	"Set (the setter&#39;s bench): draw the tool over the selected cells": func(keyPress, keyState) command { return command{kind: cmdApply} },
}

// Every row of the help's key table, on every board, fed to keyCommand as
// a player would press it, gives the command the row describes; and the
// digit keys it shows are exactly the board's digits.
func TestHelpKeyTableIsKeyCommands(t *testing.T) {
	for _, n := range boardSizes {
		h := newHelpPanel().Board(n)
		mount(t, h)
		digits := map[sudoku.Digit]bool{}
		for _, row := range helpRows(t, app.HTMLString(h)) {
			says, ok := helpSays[row.what]
			if !ok {
				t.Errorf("%dx%d: the help shows a row %q this test does not know", n, n, row.what)
				continue
			}
			for _, chord := range row.chords {
				for _, p := range pressesOf(t, chord) {
					for _, st := range []keyState{{help: true}, {}, {card: true}, {help: true, card: true}} {
						st.n, st.mode = n, game.Colour
						got, ok := keyCommand(p, st)
						if want := says(p, st); !ok || got != want {
							t.Errorf("%dx%d, help open %v, card on show %v: %v (%q) gives %+v, %v; the help says %+v", n, n, st.help, st.card, chord, row.what, got, ok, want)
						}
						if row.what == "Enter the digit in the current mode" {
							digits[got.digit] = true
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
func TestHelpPanelShowsTheBoardsRule(t *testing.T) {
	for _, n := range boardSizes {
		h := newHelpPanel().Board(n)
		mount(t, h)
		html := app.HTMLString(h)
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

// The levels are the engine's, each with its ratings and what it needs.
func TestHelpPanelLevels(t *testing.T) {
	h := newHelpPanel()
	mount(t, h)
	html := app.HTMLString(h)
	prev := ""
	for _, l := range logic.Levels() {
		rating := "above " + prev
		if c, ok := l.Ceiling(); ok {
			prev = strconv.FormatFloat(c, 'f', 1, 64)
			rating = "up to " + prev
		}
		want := fmt.Sprintf(`<td>%s</td>`+"\n"+`<td class="help-rating">%s</td>`+"\n"+`<td>%s</td>`, l, rating, words.Capitalised(l.Summary()))
		if !strings.Contains(html, want) {
			t.Errorf("the help lacks the row %q", want)
		}
	}
	for _, want := range []string{"Sudoku Explainer", "localStorage", "Nothing is sent anywhere"} {
		if !strings.Contains(html, want) {
			t.Errorf("the help does not say %q", want)
		}
	}
}

func TestHelpPanelCloses(t *testing.T) {
	closed := 0
	h := newHelpPanel().OnClose(func(app.Context) { closed++ })
	disp := mount(t, h)
	if !strings.Contains(app.HTMLString(h), `id="help-close"`) {
		t.Fatal("no Close button")
	}
	act(disp, h, func(ctx app.Context) { h.close(ctx, app.Event{}) })
	if closed != 1 {
		t.Errorf("Close called back %d times, want 1", closed)
	}
}

// On the page: ? opens the help for the board on show and marks the top
// bar's button; Esc closes it, and only then deselects.
func TestPageHelp(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.open(testPuzzle)
	pt.p.s.selectCell(4, false)
	key := func(code, char string, mods keyMods) {
		cmd, ok := keyCommand(keyPress{code: code, key: char, mods: mods}, keyState{n: 9, mode: pt.p.s.mode, help: pt.p.panel == panelHelp})
		if !ok {
			t.Fatalf("%s does nothing", code)
		}
		pt.run(cmd)
	}
	key("Slash", "?", keyMods{shift: true})
	html := app.HTMLString(pt.p)
	if !strings.Contains(html, `id="help-panel"`) || !hasAttr(tagOf(html, `id="help"`), "aria-expanded") {
		t.Fatalf("after ?, the page shows %s", html)
	}
	if !strings.Contains(html, `<kbd>Z</kbd>`) {
		t.Error("the help on a 9x9 board does not show plain Z")
	}
	key("Escape", "Escape", keyMods{})
	if strings.Contains(app.HTMLString(pt.p), `id="help-panel"`) || len(pt.p.s.selected) != 1 {
		t.Fatalf("after Esc: panel %v, %d cells selected; want the help closed and the selection kept", pt.p.panel, len(pt.p.s.selected))
	}
	key("Escape", "Escape", keyMods{})
	if len(pt.p.s.selected) != 0 {
		t.Errorf("the second Esc left %d cells selected", len(pt.p.s.selected))
	}
}
