package shell

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
)

// fragments opens the fragments the page does not read itself: an
// f-puzzles or SudokuPad link, a Solo ID, a grid, whose readers are the
// engine worker's (protocol.Read).
type fragments struct{ p *gamePage }

// read opens the puzzle of text once the worker has read it. Meanwhile
// the page shows what it showed, or, with no game open, that it is
// reading; a puzzle opened meanwhile (open, openLink) drops the answer.
func (f fragments) read(ctx app.Context, text string) {
	p := f.p
	p.reading = true
	opened := p.opened
	panel.Post(ctx, p.engine, p, protocol.Read{Text: text}, nil, func(ctx app.Context, reply protocol.ReadReply, err error) {
		if p.opened != opened {
			return // another puzzle was opened since
		}
		p.reading = false
		l, _, err2 := panel.ReadLink(reply)
		switch {
		case err != nil:
			p.errMsg = panel.PlayerError(err)
		case err2 != nil:
			p.errMsg = panel.PlayerError(err2)
		default:
			p.openLink(ctx, l)
		}
	})
}
