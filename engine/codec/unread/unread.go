// Package unread holds the errors of input that names a puzzle the
// readers (package codec) know but cannot read: a puzzle kept on a
// server, a link's puzzle cut short. Such input is a puzzle to its
// player, unlike text that holds none, however few digits it has.
//
// It stands apart from codec so that a program that only sorts the
// readers' errors need not link the readers: the page, whose worker
// reads the text, tells "no puzzle here" from these by the error's
// template alone (Is).
package unread

import (
	"errors"
	"slices"
)

// The English templates of the errors' messages (sudoku.ParseError's
// MsgTemplate), which are also the keys of their translations.
const (
	// TextStoredOnline is a SudokuPad puzzle ID, {{.ID}}: its puzzle is
	// on SudokuPad's server.
	TextStoredOnline = "SudokuPad puzzle {{.ID}} is kept on SudokuPad's server, which this app does not reach: paste the puzzle's digits, or a SudokuPad link with the whole puzzle in it (its ID starts with scl, ctc, fpuz or fpuzzles)"
	// TextDamagedLink is a link whose compressed puzzle does not
	// decompress, or not to a puzzle object's JSON.
	TextDamagedLink = "the puzzle in this link is cut short or damaged: copy the whole link again"
)

// Templates returns this package's templates, in the order of their
// constants. The slice is the caller's.
func Templates() []string { return []string{TextStoredOnline, TextDamagedLink} }

// Is reports whether err says that the input names a puzzle the readers
// cannot read: its template (message.Templated's, as a
// *sudoku.ParseError has it, or an error carried across a worker) is
// one of this package's. Cost: that of errors.As.
func Is(err error) bool {
	var t interface {
		Template() (template string, args map[string]string)
	}
	if !errors.As(err, &t) {
		return false
	}
	template, _ := t.Template()
	return slices.Contains(Templates(), template)
}
