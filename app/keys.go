package app

import (
	"strconv"
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
	cmdNewAtLevel  // a new puzzle of the finished one's size and level, or variant kind
	cmdShareTime   // copy a link to the puzzle with the player's time
	cmdNextDaily   // open the daily offered after the finished one
	cmdPause       // pause or resume
	cmdPanel       // open or close a panel
	cmdTakeOffered // replace the game with a shared link's progress
	cmdKeepMine    // keep the game, drop the link's progress
	cmdSetter      // open or close the setter's bench
	cmdApply       // the setter's bench: draw the tool over the selection
)

// whilePaused reports whether the command may run while the game is
// paused: those that do not touch the hidden board.
func (k commandKind) whilePaused() bool {
	switch k {
	case cmdDeselect, cmdPause, cmdPanel, cmdSetter, cmdTakeOffered, cmdKeepMine, cmdKeepPlaying, cmdNewAtLevel, cmdShareTime, cmdNextDaily:
		return true
	}
	return false
}

// keyMods are the modifier keys held during a key press.
type keyMods struct{ shift, ctrl, meta, alt bool }

// keyPress is a key press as the page reads it from a KeyboardEvent: the
// physical key (code, so AZERTY layouts and NumLock-off keypads work), the
// character it types (key), and the modifiers held.
type keyPress struct {
	code, key string
	mods      keyMods
}

// keyState is what a key press depends on besides the key: the board's
// side n, the input mode, whether the help is open, and whether the result
// card is on show.
type keyState struct {
	n    int
	mode game.Mode
	help bool
	card bool
}

// keyWhere says where a key of the key map works.
type keyWhere uint8

const (
	everyBoard  keyWhere = iota
	smallBoards          // boards up to 9x9, where letters are not digits
	bigBoards            // boards above 9x9, where letters are digits
	helpOpen             // while the help is open
	cardShown            // while the result card is on show
)

// holds reports whether keys of w work in state st.
func (w keyWhere) holds(st keyState) bool {
	switch w {
	case smallBoards:
		return st.n <= 9
	case bigBoards:
		return st.n > 9
	case helpOpen:
		return st.help
	case cardShown:
		return st.card
	}
	return true
}

// The classes of keys a binding can name in place of one physical key.
const (
	numberKeys = "number" // 1-9 of the digit row or the keypad, up to the board's side
	letterKeys = "letter" // the letters that are digits of the board: A (10) up to its side
)

// binding is one key of the key map and the command it gives.
type binding struct {
	code  string  // the physical key (KeyboardEvent.code), or numberKeys or letterKeys
	char  string  // instead of code: the character typed (KeyboardEvent.key), shift ignored
	mods  keyMods // the modifiers held, exactly; ctrl stands for Ctrl or Cmd, meta is unused
	where keyWhere
	cmd   command
	// inMode: the command is cmd.kind with the digit typed (number and
	// letter keys) and the current mode.
	inMode bool
	// folded: the help does not list the key apart (the keypad's 0 is
	// the digit row's 0 to a player).
	folded bool
}

// keyRow is a row of the key map as the help shows it: keys that do one
// thing, and what that thing is in a player's words.
type keyRow struct {
	keys []binding
	what string
}

// keyMap is the key map: keyCommand gives the command of the first of its
// bindings that matches a key press, and the help panel shows it, so the
// two cannot disagree. Its order is the help's.
//
// The rule for letters: on boards above 9x9 letters are digits (A = 10, so
// 12x12 takes A-C, 16x16 A-G, 25x25 A-P). So that one map works on every
// board, the keys that pick the modes carry Alt (Option on a Mac), which no
// digit does: Alt+Z, X, C, V pick the digit, corner, centre and colour
// modes on every board, and Space cycles them. Where letters are not
// digits (boards up to 9x9) plain Z, X, C, V pick the modes too, and W, A,
// S, D move, as players of other apps expect; arrows move on every board.
//
// Why Alt: Chrome, Edge and Safari give Alt+Z, X, C, V no meaning of their
// own (Chrome keeps Alt+D, E and F; on a Mac Option+letter types a
// character, which the page does not read). Firefox on Windows and Linux
// opens its menus with Alt+letter (Alt+V is View in English; other
// languages use other letters), but hands the key to the page first, and
// a key press the page cancels (preventDefault) opens no menu. What the
// browser never sees it cannot hand on: a graphics overlay on Windows may
// take Alt+Z (NVIDIA's does); Space and the keypad reach every mode
// regardless.
//
// Ctrl (Cmd) with a letter stays the browser's on every board, so Find,
// bookmarks and the keys browsers keep for themselves (Ctrl+N, Cmd+H) never
// half-work: centre notes of 10 and up are typed in centre mode. Alt with
// a digit stays the browser's too (on Linux it switches tabs), and so does
// Ctrl+Alt, which is AltGr on Windows.
var keyMap = []keyRow{
	{what: "Enter the digit in the current mode", keys: []binding{
		{code: numberKeys, cmd: command{kind: cmdDigit}, inMode: true},
		{code: letterKeys, where: bigBoards, cmd: command{kind: cmdDigit}, inMode: true},
	}},
	{what: "Corner note", keys: []binding{
		{code: numberKeys, mods: withShift, cmd: command{kind: cmdDigit, mode: game.Corner}},
		{code: letterKeys, mods: withShift, where: bigBoards, cmd: command{kind: cmdDigit, mode: game.Corner}},
	}},
	{what: "Centre note", keys: []binding{
		{code: numberKeys, mods: withCtrl, cmd: command{kind: cmdDigit, mode: game.Centre}},
	}},
	modeRow(game.Normal, "KeyZ", "Digit mode"),
	modeRow(game.Corner, "KeyX", "Corner mode"),
	modeRow(game.Centre, "KeyC", "Centre mode"),
	modeRow(game.Colour, "KeyV", "Colour mode"),
	{what: "Next mode", keys: []binding{{code: "Space", cmd: command{kind: cmdCycleMode}}}},
	{what: "Erase: the digit first, then notes, then colour", keys: []binding{
		{code: "Backspace", cmd: command{kind: cmdErase}},
		{code: "Delete", cmd: command{kind: cmdErase}},
		{code: "NumpadDecimal", cmd: command{kind: cmdErase}, folded: true}, // the keypad's Del
		{code: "Digit0", cmd: command{kind: cmdErase}},
		{code: "Numpad0", cmd: command{kind: cmdErase}, folded: true},
	}},
	{what: "Move", keys: moves(keyMods{})},
	{what: "Add to the selection (or Shift/Ctrl-click, drag)", keys: moves(withShift)},
	{what: "Close this help, or put the result card away; with both closed, deselect", keys: []binding{
		{code: "Escape", where: helpOpen, cmd: command{kind: cmdPanel, panel: panelNone}},
		{code: "Escape", where: cardShown, cmd: command{kind: cmdBackToBoard}},
		{code: "Escape", cmd: command{kind: cmdDeselect}},
	}},
	{what: "Undo", keys: []binding{{code: "KeyZ", mods: withCtrl, cmd: command{kind: cmdUndo}}}},
	{what: "Redo", keys: []binding{
		{code: "KeyY", mods: withCtrl, cmd: command{kind: cmdRedo}},
		{code: "KeyZ", mods: keyMods{ctrl: true, shift: true}, cmd: command{kind: cmdRedo}},
	}},
	{what: "Set (the setter's bench): draw the tool over the selected cells", keys: []binding{
		{code: "Enter", cmd: command{kind: cmdApply}},
		{code: "NumpadEnter", cmd: command{kind: cmdApply}, folded: true},
	}},
	{what: "Open or close this help", keys: []binding{{char: "?", cmd: command{kind: cmdPanel, panel: panelHelp}}}},
}

// The modifiers of keyMap's bindings.
var (
	withShift = keyMods{shift: true}
	withCtrl  = keyMods{ctrl: true}
	withAlt   = keyMods{alt: true}
)

// modeRow is the row of the keys that pick mode m: Alt+letter on every
// board, the plain letter where letters are not digits.
func modeRow(m game.Mode, code, what string) keyRow {
	pick := command{kind: cmdMode, mode: m}
	return keyRow{what: what, keys: []binding{
		{code: code, where: smallBoards, cmd: pick},
		{code: code, mods: withAlt, cmd: pick},
	}}
}

// moves are the bindings that move the selection, held with mods: the
// arrows on every board, W A S D where letters are not digits. Shift adds
// to the selection.
func moves(mods keyMods) []binding {
	type step struct {
		code   string
		dr, dc int
	}
	arrows := []step{{"ArrowUp", -1, 0}, {"ArrowDown", 1, 0}, {"ArrowLeft", 0, -1}, {"ArrowRight", 0, 1}}
	letters := []step{{"KeyW", -1, 0}, {"KeyA", 0, -1}, {"KeyS", 1, 0}, {"KeyD", 0, 1}}
	var bs []binding
	for _, s := range arrows {
		bs = append(bs, binding{code: s.code, mods: mods, cmd: command{kind: cmdMove, dr: s.dr, dc: s.dc, extend: mods.shift}})
	}
	for _, s := range letters {
		bs = append(bs, binding{code: s.code, mods: mods, where: smallBoards, cmd: command{kind: cmdMove, dr: s.dr, dc: s.dc, extend: mods.shift}})
	}
	return bs
}

// keyCommand maps a key press to a command by keyMap, and reports false
// for a key the page leaves to the browser. Cost: a walk over keyMap's 40
// or so bindings, without allocation.
func keyCommand(p keyPress, st keyState) (command, bool) {
	for _, row := range keyMap {
		for _, b := range row.keys {
			if cmd, ok := b.match(p, st); ok {
				return cmd, true
			}
		}
	}
	return command{}, false
}

// match returns the command b gives for key press p in state st, and
// whether b matches p there.
func (b binding) match(p keyPress, st keyState) (command, bool) {
	if !b.where.holds(st) || (p.mods.ctrl || p.mods.meta) != b.mods.ctrl || p.mods.alt != b.mods.alt {
		return command{}, false
	}
	if b.char != "" {
		return b.cmd, p.key == b.char // Shift is part of typing the character
	}
	if p.mods.shift != b.mods.shift {
		return command{}, false
	}
	cmd := b.cmd
	switch b.code {
	case numberKeys, letterKeys:
		d, ok := keyDigit(p.code, st.n)
		if !ok || (d > 9) != (b.code == letterKeys) {
			return command{}, false
		}
		cmd.digit = d
	default:
		if p.code != b.code {
			return command{}, false
		}
	}
	if b.inMode {
		cmd.mode = st.mode
	}
	return cmd, true
}

// keyDigit reads the digit a key types on a board of side n: 1-9 from the
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

// keyNames are the names the help gives physical keys, where the name is
// not what the key types.
var keyNames = map[string]string{
	"ArrowUp": "↑", "ArrowDown": "↓", "ArrowLeft": "←", "ArrowRight": "→",
	"Escape": "Esc", "Delete": "Delete", "Backspace": "Backspace", "Space": "Space", "Enter": "Enter",
}

// name returns b's key as the help and the keypad name it on a board of
// side n, without modifiers: "Z", "↑", "1–9", "A–G".
func (b binding) name(n int) string {
	switch {
	case b.char != "":
		return b.char
	case b.code == numberKeys:
		return "1–" + strconv.Itoa(min(n, 9))
	case b.code == letterKeys:
		return "A–" + sudoku.Digit(n).String()
	case keyNames[b.code] != "":
		return keyNames[b.code]
	}
	name, _ := strings.CutPrefix(b.code, "Key")
	name, _ = strings.CutPrefix(name, "Digit")
	return name
}

// modNames returns the names of the modifiers b is held with, in the
// order a player presses them.
func (b binding) modNames() []string {
	var names []string
	if b.mods.ctrl {
		names = append(names, "Ctrl")
	}
	if b.mods.alt {
		names = append(names, "Alt")
	}
	if b.mods.shift {
		names = append(names, "Shift")
	}
	return names
}

// shortcut returns b's key with its modifiers, as the keypad's titles and
// aria-keyshortcuts name it: "Alt+Z".
func (b binding) shortcut(n int) string {
	return strings.Join(append(b.modNames(), b.name(n)), "+")
}

// bindingsFor returns the bindings of keyMap that give cmd, as it is, on
// a board of side n, in keyMap's order; the keys the help folds into
// others are left out.
func bindingsFor(cmd command, n int) []binding {
	var bs []binding
	st := keyState{n: n}
	for _, row := range keyMap {
		for _, b := range row.keys {
			if b.cmd == cmd && !b.inMode && b.where.holds(st) && !b.folded {
				bs = append(bs, b)
			}
		}
	}
	return bs
}

// keysFor returns the keys that give cmd on a board of side n, as the
// keypad's titles and aria-keyshortcuts name them: "Alt+Z".
func keysFor(cmd command, n int) []string {
	var keys []string
	for _, b := range bindingsFor(cmd, n) {
		keys = append(keys, b.shortcut(n))
	}
	return keys
}
