package panel

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/grade"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Opening is a puzzle a panel asks the page to open: its link, and what
// the panel knows of it already.
type Opening struct {
	Link   share.Link
	Grade  grade.Grade // its grade, when the panel knows it already; the zero Grade when not
	Status string      // what to tell the player once it is open
}

// Jobs runs engine jobs for a panel: the page's engine worker in the
// browser, a double in tests. Jobs are posted and answered on the UI
// goroutine.
type Jobs interface {
	// Post sends req (its ID is assigned here and returned) and calls
	// done with the reply, and progress (if not nil) with each progress
	// report.
	Post(ctx app.Context, req protocol.Request, progress func(app.Context, float64), done func(app.Context, protocol.Response)) int64
	// Cancel stops job id: its done gets protocol.ErrCancelled.
	Cancel(ctx app.Context, id int64)
}

// Explained is a puzzle's logical path, for the page to show step by step:
// the puzzle, its rules, and the engine's reply to its OpExplain job.
type Explained struct {
	Puzzle sudoku.Grid
	Rules  sudoku.Rules
	Reply  protocol.Response
}
