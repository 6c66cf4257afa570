// Package paste reads a puzzle in any format a player pastes or an
// address carries in its fragment: the app's own share links (package
// share), and every format engine/codec reads. It links codec, the
// largest package of the engine, so only the engine worker (the read job,
// app/worker/jobs), the command line and tests import it; the page asks
// the worker (protocol.Read) and reads its own links itself
// (share.LinkIn, share.PlainLine).
package paste

import (
	"net/url"
	"strings"

	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Read reads a puzzle as the player or a link gives it: one of the
// app's share links (or its fragment), an address of this app from any
// host or base path with a puzzle in its fragment, or any format
// codec.Parse reads. Pencil marks in the input become centre notes, as
// candidates (game.CellState.Candidates). format says what was
// understood (share.Format.Words puts it in the page's language). An
// error's place (a *sudoku.ParseError's line and column) is in text as
// given. Cost: that of codec.Parse, linear in text; text over
// sudoku.MaxInput bytes is refused at once.
func Read(text string) (l share.Link, format share.Format, err error) {
	if l, ok, err := share.LinkIn(text); ok {
		return l, share.Format{}, err
	}
	trimmed := strings.TrimSpace(text)
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
		return share.Link{}, share.Format{}, err
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
	return l, share.Format{Name: pz.Format.String(), InLink: inLink}, nil
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
