package panel

import (
	"maps"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/grade"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/message"
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
// goroutine. A panel posts through the function Post, which reads the
// reply of the request's own type and draws the panel after.
type Jobs interface {
	// Post sends req (its ID is assigned here and returned) and calls
	// done with its final answer, and progress (if not nil) with each
	// progress report.
	Post(ctx app.Context, req protocol.Request, progress func(app.Context, float64), done func(app.Context, protocol.Answer)) int64
	// PostBackground is Post for a job nobody waits on (a game's grade):
	// it runs when no other job does, and makes way for any job posted
	// while it runs, to run again after.
	PostBackground(ctx app.Context, req protocol.Request, progress func(app.Context, float64), done func(app.Context, protocol.Answer)) int64
	// Cancel stops job id: its done gets protocol.ErrCancelled.
	Cancel(ctx app.Context, id int64)
}

// Post runs job on jobs for src, the component that asked, and returns the
// job's ID (for Jobs.Cancel). progress, if not nil, gets each progress
// report (0 to 1); done gets the reply, or the job's error (a
// protocol.Failure, in a player's words: the worker's, or protocol.ErrCancelled,
// or why the engine could not answer) with the zero reply. src is drawn
// again after each (goapp.Refresh, which draws nothing while it is not on
// the page): go-app draws only the component an event came from, and a
// reply comes from the worker. done may draw more (another component, or
// src at once with goapp.PaintNow). Cost: the reply's JSON, read once.
func Post[R any](ctx app.Context, jobs Jobs, src app.Composer, job protocol.Job[R], progress func(app.Context, float64), done func(app.Context, R, error)) int64 {
	return post(ctx, jobs.Post, src, job, progress, done)
}

// PostBackground is Post for a job nobody waits on, which makes way for
// the others (Jobs.PostBackground).
func PostBackground[R any](ctx app.Context, jobs Jobs, src app.Composer, job protocol.Job[R], done func(app.Context, R, error)) int64 {
	return post(ctx, jobs.PostBackground, src, job, nil, done)
}

// post is Post through send, one of the Jobs' posting methods.
func post[R any](ctx app.Context, send func(app.Context, protocol.Request, func(app.Context, float64), func(app.Context, protocol.Answer)) int64, src app.Composer, job protocol.Job[R], progress func(app.Context, float64), done func(app.Context, R, error)) int64 {
	var report func(app.Context, float64)
	if progress != nil {
		report = func(ctx app.Context, f float64) {
			progress(ctx, f)
			goapp.Refresh(src)
		}
	}
	return send(ctx, job, report, func(ctx app.Context, a protocol.Answer) {
		reply, err := replyOf(job, a)
		done(ctx, reply, err)
		goapp.Refresh(src)
	})
}

// replyOf reads the reply to job from its final answer a, as
// protocol.ReplyOf does, with an error the player can meet (one with an
// ErrorTemplate) in the player's language: i18n.Template of its template
// and arguments. Without a template, the error is the worker's English.
// A parse error with its place (a.ErrorLine) is handed over as the
// *sudoku.ParseError it is, which words.Error writes in the player's
// language, place and all.
func replyOf[R any](job protocol.Job[R], a protocol.Answer) (R, error) {
	reply, err := protocol.ReplyOf(job, a)
	if err == nil || a.Error == "" || a.ErrorTemplate == "" || a.ErrorLine > 0 {
		return reply, err
	}
	return reply, templatedFailure{protocol.Failure(i18n.Template(a.ErrorTemplate, message.StringArgs(a.ErrorArgs)...)), a.ErrorTemplate, a.ErrorArgs}
}

// templatedFailure is a job's error in the player's language that keeps
// its English template and arguments (message.Templated), so that the
// page can tell which error it is (unread.Is).
type templatedFailure struct {
	protocol.Failure
	template string
	args     map[string]string
}

func (f templatedFailure) Template() (string, map[string]string) {
	return f.template, maps.Clone(f.args)
}

func (f templatedFailure) Unwrap() error { return f.Failure }

// Explained is a puzzle's logical path, for the page to show step by step:
// the puzzle, its rules, and the engine's reply to its Explain job.
type Explained struct {
	Puzzle sudoku.Grid
	Rules  sudoku.Rules
	Reply  protocol.ExplainReply
}

// Example is a technique's worked example, for the page to show in
// stages on a board of its own: the position, its lesson, and the step
// the position asks for (a Practice job's reply).
type Example struct {
	Puzzle sudoku.Grid  // the position's digits
	Rules  sudoku.Rules // its rules: a variant technique's cages, arrows, ...
	Lesson protocol.Lesson
	Step   protocol.Step // the step, with the position's candidates
}

// Language is the page's language as a job carries it: the worker writes
// the job's sentences (a hint, an explanation's steps) in it.
func Language() protocol.Language {
	return protocol.Language{Lang: i18n.Lang(), Catalogue: i18n.EngineWords()}
}

// ReadLink reads the worker's answer to a read job (protocol.Read): the
// puzzle as a link, its centre notes marked as candidates when they are
// the text's pencil marks (game.CellState.Candidates), and the format it
// was read as. Its error is share.Decode's, which the worker's own link
// never meets.
func ReadLink(reply protocol.ReadReply) (share.Link, share.Format, error) {
	l, err := share.Decode(reply.Link)
	if reply.Candidates {
		for c := range l.Cells {
			l.Cells[c].Candidates = l.Cells[c].Centre != 0
		}
	}
	return l, share.Format{Name: reply.Format, InLink: reply.InLink}, err
}
