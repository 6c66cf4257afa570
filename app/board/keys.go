package board

import (
	"strconv"
	"strings"

	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Command is what a key press or a button asks for, independent of the
// browser: every control of the board, the keypad and the buttons beside them
// reaches the page as one.
type Command struct {
	Kind   Kind
	Digit  sudoku.Digit
	Mode   game.Mode // for CmdDigit: the mode to use; for CmdMode: the mode to pick
	DR, DC int       // for CmdMove
	Extend bool      // for CmdMove: add to the selection instead of replacing it
}

type Kind uint8

const (
	CmdDigit Kind = iota + 1
	CmdErase
	CmdMove
	CmdMode
	CmdCycleMode
	CmdUndo
	CmdRedo
	CmdDeselect
	CmdFillCandidates
	CmdClearNotes
	CmdRewind      // back to the last state without mistakes
	CmdHint        // the next stage of a hint
	CmdSolve       // reveal the solution: asks first
	CmdReveal      // reveal the solution, asked and confirmed
	CmdKeepPlaying // do not reveal after all
	CmdBackToBoard // put the result card away
	CmdNewAtLevel  // a new puzzle of the finished one's size and level, or variant kind
	CmdShareTime   // copy a link to the puzzle with the player's time
	CmdNextDaily   // open the daily offered after the finished one
	CmdPause       // pause or resume
	CmdHelp        // open or close the help
	CmdCloseHelp   // close the help
	CmdTakeOffered // replace the game with a shared link's progress
	CmdKeepMine    // keep the game, drop the link's progress
	CmdApply       // the setter's bench: draw the tool over the selection
	CmdShowWrong   // a full grid that is wrong: mark the cells that do not fit
	CmdTryAgain    // a game lost at the mistake limit: its puzzle again, from the start
)

// WhilePaused reports whether the command may run while the game is
// paused: those that do not touch the hidden board.
func (k Kind) WhilePaused() bool {
	switch k {
	case CmdDeselect, CmdPause, CmdHelp, CmdCloseHelp, CmdTakeOffered, CmdKeepMine, CmdKeepPlaying, CmdNewAtLevel, CmdShareTime, CmdNextDaily:
		return true
	}
	return false
}

// KeyMods are the modifier keys held during a key press.
type KeyMods struct{ Shift, Ctrl, Meta, Alt bool }

// KeyPress is a key press as the page reads it from a KeyboardEvent: the
// physical key (code, so AZERTY layouts and NumLock-off keypads work), the
// character it types (key), and the modifiers held.
type KeyPress struct {
	Code, Key string
	Mods      KeyMods
}

// KeyState is what a key press depends on besides the key: the board's
// side n, the input mode, whether the help is open, and whether the result
// card is on show (then Esc puts it away, ? opens the help, and no key of
// the game gives a command).
type KeyState struct {
	N    int
	Mode game.Mode
	Help bool
	Card bool
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
func (w keyWhere) holds(st KeyState) bool {
	switch w {
	case smallBoards:
		return st.N <= 9
	case bigBoards:
		return st.N > 9
	case helpOpen:
		return st.Help
	case cardShown:
		return st.Card
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
	mods  KeyMods // the modifiers held, exactly; ctrl stands for Ctrl or Cmd, meta is unused
	where keyWhere
	cmd   Command
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
	what text
}

// text is words a table of the package holds for the player: a function
// that says them in the page's language (i18n.T), called as they are
// drawn, since the table is made before the language is chosen.
type text func() string

func (t text) String() string { return t() }

// keyMap is the key map: KeyCommand gives the command of the first of its
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
	{what: func() string { return i18n.T("Enter the digit in the current mode") }, keys: []binding{
		{code: numberKeys, cmd: Command{Kind: CmdDigit}, inMode: true},
		{code: letterKeys, where: bigBoards, cmd: Command{Kind: CmdDigit}, inMode: true},
	}},
	{what: func() string { return i18n.T("Corner note") }, keys: []binding{
		{code: numberKeys, mods: withShift, cmd: Command{Kind: CmdDigit, Mode: game.Corner}},
		{code: letterKeys, mods: withShift, where: bigBoards, cmd: Command{Kind: CmdDigit, Mode: game.Corner}},
	}},
	{what: func() string { return i18n.T("Centre note") }, keys: []binding{
		{code: numberKeys, mods: withCtrl, cmd: Command{Kind: CmdDigit, Mode: game.Centre}},
	}},
	modeRow(game.Normal, "KeyZ", modeTitle(game.Normal)),
	modeRow(game.Corner, "KeyX", modeTitle(game.Corner)),
	modeRow(game.Centre, "KeyC", modeTitle(game.Centre)),
	modeRow(game.Colour, "KeyV", modeTitle(game.Colour)),
	{what: func() string { return i18n.T("Next mode") }, keys: []binding{{code: "Space", cmd: Command{Kind: CmdCycleMode}}}},
	{what: func() string { return i18n.T("Erase: the digit first, then notes, then colour") }, keys: []binding{
		{code: "Backspace", cmd: Command{Kind: CmdErase}},
		{code: "Delete", cmd: Command{Kind: CmdErase}},
		{code: "NumpadDecimal", cmd: Command{Kind: CmdErase}, folded: true}, // the keypad's Del
		{code: "Digit0", cmd: Command{Kind: CmdErase}},
		{code: "Numpad0", cmd: Command{Kind: CmdErase}, folded: true},
	}},
	{what: func() string { return i18n.T("Move") }, keys: moves(KeyMods{})},
	{what: func() string { return i18n.T("Add to the selection (or Shift/Ctrl-click, drag)") }, keys: moves(withShift)},
	{what: func() string {
		return i18n.T("Close this help, or put the result card away; with both closed, deselect")
	}, keys: []binding{
		{code: "Escape", where: helpOpen, cmd: Command{Kind: CmdCloseHelp}},
		{code: "Escape", where: cardShown, cmd: Command{Kind: CmdBackToBoard}},
		{code: "Escape", cmd: Command{Kind: CmdDeselect}},
	}},
	{what: func() string { return i18n.T("Undo") }, keys: []binding{{code: "KeyZ", mods: withCtrl, cmd: Command{Kind: CmdUndo}}}},
	{what: func() string { return i18n.T("Redo") }, keys: []binding{
		{code: "KeyY", mods: withCtrl, cmd: Command{Kind: CmdRedo}},
		{code: "KeyZ", mods: KeyMods{Ctrl: true, Shift: true}, cmd: Command{Kind: CmdRedo}},
	}},
	{what: func() string { return i18n.T("Set (the setter's bench): draw the tool over the selected cells") }, keys: []binding{
		{code: "Enter", cmd: Command{Kind: CmdApply}},
		{code: "NumpadEnter", cmd: Command{Kind: CmdApply}, folded: true},
	}},
	{what: func() string { return i18n.T("Open or close this help") }, keys: []binding{{char: "?", cmd: Command{Kind: CmdHelp}}}},
}

// The modifiers of keyMap's bindings.
var (
	withShift = KeyMods{Shift: true}
	withCtrl  = KeyMods{Ctrl: true}
	withAlt   = KeyMods{Alt: true}
)

// modeRow is the row of the keys that pick mode m: Alt+letter on every
// board, the plain letter where letters are not digits.
func modeRow(m game.Mode, code string, what text) keyRow {
	pick := Command{Kind: CmdMode, Mode: m}
	return keyRow{what: what, keys: []binding{
		{code: code, where: smallBoards, cmd: pick},
		{code: code, mods: withAlt, cmd: pick},
	}}
}

// moves are the bindings that move the selection, held with mods: the
// arrows on every board, W A S D where letters are not digits. Shift adds
// to the selection.
func moves(mods KeyMods) []binding {
	type step struct {
		code   string
		dr, dc int
	}
	arrows := []step{{"ArrowUp", -1, 0}, {"ArrowDown", 1, 0}, {"ArrowLeft", 0, -1}, {"ArrowRight", 0, 1}}
	letters := []step{{"KeyW", -1, 0}, {"KeyA", 0, -1}, {"KeyS", 1, 0}, {"KeyD", 0, 1}}
	var bs []binding
	for _, s := range arrows {
		bs = append(bs, binding{code: s.code, mods: mods, cmd: Command{Kind: CmdMove, DR: s.dr, DC: s.dc, Extend: mods.Shift}})
	}
	for _, s := range letters {
		bs = append(bs, binding{code: s.code, mods: mods, where: smallBoards, cmd: Command{Kind: CmdMove, DR: s.dr, DC: s.dc, Extend: mods.Shift}})
	}
	return bs
}

// KeyCommand maps a key press to a command by keyMap, and reports false
// for a key the page leaves to the browser. Cost: a walk over keyMap's 40
// or so bindings, without allocation.
func KeyCommand(p KeyPress, st KeyState) (Command, bool) {
	for _, row := range keyMap {
		for _, b := range row.keys {
			if st.Card && b.where != cardShown && b.where != helpOpen && b.cmd.Kind != CmdHelp {
				// The result card is a dialog over the board: the keys
				// the game was played with touch nothing under it.
				continue
			}
			if cmd, ok := b.match(p, st); ok {
				return cmd, true
			}
		}
	}
	return Command{}, false
}

// match returns the command b gives for key press p in state st, and
// whether b matches p there.
func (b binding) match(p KeyPress, st KeyState) (Command, bool) {
	if !b.where.holds(st) || (p.Mods.Ctrl || p.Mods.Meta) != b.mods.Ctrl || p.Mods.Alt != b.mods.Alt {
		return Command{}, false
	}
	if b.char != "" {
		return b.cmd, p.Key == b.char // Shift is part of typing the character
	}
	if p.Mods.Shift != b.mods.Shift {
		return Command{}, false
	}
	cmd := b.cmd
	switch b.code {
	case numberKeys, letterKeys:
		d, ok := keyDigit(p.Code, st.N)
		if !ok || (d > 9) != (b.code == letterKeys) {
			return Command{}, false
		}
		cmd.Digit = d
	default:
		if p.Code != b.code {
			return Command{}, false
		}
	}
	if b.inMode {
		cmd.Mode = st.Mode
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
	if b.mods.Ctrl {
		names = append(names, "Ctrl")
	}
	if b.mods.Alt {
		names = append(names, "Alt")
	}
	if b.mods.Shift {
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
func bindingsFor(cmd Command, n int) []binding {
	var bs []binding
	st := KeyState{N: n}
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
func keysFor(cmd Command, n int) []string {
	var keys []string
	for _, b := range bindingsFor(cmd, n) {
		keys = append(keys, b.shortcut(n))
	}
	return keys
}
