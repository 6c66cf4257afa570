package share

import (
	"slices"
	"strings"

	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/engine/codec/unread"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Format is what a text was read as: one of the app's own links, or a
// puzzle in a format the engine reads (app/share/paste, in the worker),
// found alone or in the fragment of an address of the app. The zero
// Format is the app's own link.
type Format struct {
	// Name is the engine's name of the format (sudoku.Format's String:
	// "line", "f-puzzles", …); "" for the app's own link.
	Name string
	// InLink says that the puzzle was found in the fragment of an
	// address of the app.
	InLink bool
	// Picture says that the puzzle was read from a picture (the worker's
	// scan job); Name is then "".
	Picture bool
}

// Words says f in the page's language: "a link from this app", "line
// format", "f-puzzles format, in a link from this app", "a picture".
func (f Format) Words() string {
	if f.Picture {
		return i18n.T("a picture")
	}
	if f.Name == "" {
		return i18n.T("a link from this app")
	}
	name := i18n.Str("Format", f.Name)
	if f.InLink {
		return i18n.T("{{.Format}} format, in a link from this app", name)
	}
	return i18n.T("{{.Format}} format", name)
}

// LinkIn reads the app's own share link that text is or holds: its
// fragment (with or without the '#'), or an address from any host or base
// path with one; spaces around it are ignored. ok reports whether text is
// meant as one (IsLink): err then says why it is a bad one (Decode). Text
// in any other format is the worker's to read (app/share/paste). Cost:
// Decode's, or a look at text's first characters.
func LinkIn(text string) (l Link, ok bool, err error) {
	trimmed := strings.TrimSpace(text)
	if i := strings.IndexByte(trimmed, '#'); i >= 0 && IsLink(trimmed[i+1:]) {
		trimmed = trimmed[i+1:]
	}
	if !IsLink(trimmed) {
		return Link{}, false, nil
	}
	l, err = Decode(trimmed)
	return l, true, err
}

// PlainLine reads text when it is a classic 9x9 puzzle as one line of 81
// symbols, its digits clashing nowhere: the puzzle, read at once as the
// engine's codec.Parse reads such a line first (sudoku.ParseLine), so
// that the page opens the app's plain links (/#<81 characters>) and its
// sample without the worker. ok is false for any other text, which the
// worker reads (app/share/paste), or refuses with the error's place.
// Cost: a pass over 81 characters and a check of the givens.
func PlainLine(text string) (l Link, ok bool) {
	if len(text) != sudoku.Classic.Cells() {
		return Link{}, false
	}
	g, err := sudoku.ParseLine(text)
	if err != nil || g.Shape() != sudoku.Classic || g.FirstConflict() != nil {
		return Link{}, false
	}
	return Link{Puzzle: g}, true
}

// HoldsNoPuzzle reports whether text, which the readers refused with err,
// holds nothing a player would take for a puzzle: prose, a stray word, a
// web address with no puzzle in it. Such text has fewer digits and blank
// marks ('.', '_', '*') than the smallest grid has cells. A puzzle with a
// mistake in it (a letter too many, a row short, a damaged link) has at
// least as many, and so has every format the readers take, JSON and
// compressed links included: the error they gave says what is wrong with
// it. So does err for a puzzle named but not read (a SudokuPad puzzle ID,
// a damaged link: unread.Is). Cost: a pass over text.
func HoldsNoPuzzle(text string, err error) bool {
	if unread.Is(err) {
		return false
	}
	least := slices.Min(sudoku.Sizes())
	least *= least
	marks := 0
	for _, r := range text {
		if r >= '0' && r <= '9' || r == '.' || r == '_' || r == '*' {
			if marks++; marks >= least {
				return false
			}
		}
	}
	return true
}
