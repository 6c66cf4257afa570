package share

import (
	"net/url"
	"slices"
	"strings"

	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Read reads a puzzle as the player or a link gives it: one of the
// app's share links (or its fragment), an address of this app from any
// host or base path with a puzzle in its fragment, or any format
// codec.ParseClassic reads. Pencil marks in the input become centre
// notes, as candidates (game.CellState.Candidates). format names what was
// understood, in the page's language (a format by the engine's name). An
// error's place (a *sudoku.ParseError's line and column) is in text as
// given.
func Read(text string) (l Link, format string, err error) {
	trimmed := strings.TrimSpace(text)
	if i := strings.IndexByte(trimmed, '#'); i >= 0 && IsLink(trimmed[i+1:]) {
		trimmed = trimmed[i+1:]
	}
	if IsLink(trimmed) {
		l, err = Decode(trimmed)
		return l, i18n.T("a link from this app"), err
	}
	inLink := false
	pz, err := codec.Parse(text)
	if err != nil {
		if fragment, ok := appFragment(trimmed); ok {
			if in, ferr := codec.Parse(fragment); ferr == nil {
				pz, err, inLink = in, nil, true
			}
		}
	}
	if err != nil {
		return Link{}, "", err
	}
	l.Puzzle, l.Rules = pz.Grid, pz.Rules
	if pz.Candidates != nil {
		l.Cells = make([]game.CellState, pz.Grid.Shape().Cells())
		for c, cands := range pz.Candidates {
			if pz.Grid.At(sudoku.Cell(c)) == 0 {
				l.Cells[c].Centre, l.Cells[c].Candidates = cands, cands != 0
			}
		}
	}
	name := i18n.Str("Format", pz.Format.String())
	if inLink {
		return l, i18n.T("{{.Format}} format, in a link from this app", name), nil
	}
	return l, i18n.T("{{.Format}} format", name), nil
}

// appFragment returns the fragment of text when text is a web address
// with one: this app's addresses carry the puzzle there, on any host and
// under any base path.
func appFragment(text string) (string, bool) {
	u, err := url.Parse(text)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Fragment == "" {
		return "", false
	}
	return u.Fragment, true
}

// HoldsNoPuzzle reports whether text, which Read refused, holds nothing a
// player would take for a puzzle: prose, a stray word, a web address with
// no puzzle in it. Such text has fewer digits and blank marks ('.', '_',
// '*') than the smallest grid has cells. A puzzle with a mistake in it
// (a letter too many, a row short, a damaged link) has at least as many,
// and so has every format Read takes, JSON and compressed links included:
// the error Read gave says what is wrong with it. Cost: a pass over text.
func HoldsNoPuzzle(text string) bool {
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
