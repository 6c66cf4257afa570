// Package board is the board a player plays on and what reaches it: the
// cells drawn from their state (CellState, memos of goapp, a row and
// column per slot, so a key press redraws the cells it changes and no
// other), the rules' layer and words (RuleView, from app/rulesvg), a
// logical step marked on the cells (StepMarks), the selection (Selection:
// pointer, arrows, drag), the keypad (Keypad), and the keys: the key map
// (KeyCommand reads a KeyPress into a Command; KeyTable and ModesHelp show
// the same map to the player, so the two cannot disagree).
//
// A Command is what a key, a button of the keypad or a button beside the
// board asks for, independent of the browser; the page runs it. The
// setter's bench draws its own board with the same cells, selection and
// keys. Nothing here holds a game: the page turns its game into the
// cells' states.
package board
