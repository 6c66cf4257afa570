package bench

import (
	"errors"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/grade"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/setter"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// answers is what the engine has said of the draft, each answer with the
// revision of the draft it is about, and the job running, if any. The
// engine answers one question at a time in the worker; an answer about a
// draft edited since is dropped, and a question still running long when
// the draft changes is stopped, so the bench never waits on a stale
// answer. Not a component: the bench owns it and draws from it.
type answers struct {
	jobs panel.Jobs

	// rev counts the changes to the draft on show, a new draft's too:
	// the answers and the board's drawing say which they are of.
	rev int

	running    int64     // the live question in the worker, 0 for none
	runningFor int       // the rev it asks about
	sentAt     time.Time // when it was posted

	counted   int // the rev the count is of, -1 for none
	solutions int // 0, 1 or 2 (2 and more)
	solution  sudoku.Grid
	countErr  string

	candsOf int // the rev cands are of, -1 for none
	cands   []sudoku.Set
	candErr string

	gradedOf int         // the rev grade is of, -1 for none
	grade    grade.Grade // the zero Grade when not graded
	gradeErr string

	minimising bool
	hardening  bool // a harder job is running
}

// staleAfter is how long a job about an older draft may keep the worker
// before the bench stops it (a worker restart) rather than wait for its
// answer to drop: restarting costs about as much as a count.
const staleAfter = 300 * time.Millisecond

func newAnswers() answers { return answers{counted: -1, candsOf: -1, gradedOf: -1} }

// ask moves the engine on to draft d as it stands (revision a.rev): first
// its solution count, then (cands) its true candidates, then (unique,
// classic) its rating; one job at a time. A job about an older draft that
// has run long is stopped; one that has not is left to finish, its
// answer dropped. answered runs after each answer, the stopped job's
// too: it asks again about the draft as it then stands, and draws. src is
// the component that shows the answers (panel.Post).
func (a *answers) ask(ctx app.Context, src app.Composer, d *setter.Draft, cands bool, answered func(app.Context)) {
	v := a.rev
	if a.running != 0 {
		if a.runningFor != v && time.Since(a.sentAt) > staleAfter {
			a.jobs.Cancel(ctx, a.running) // its reply (cancelled) calls answered
		}
		return
	}
	puzzle, rules := d.Givens().String(), d.RulesCode()
	switch {
	case a.counted != v:
		post(ctx, a, src, protocol.Count{Puzzle: puzzle, Rules: rules}, func(resp protocol.CountReply, err error) {
			a.counted, a.countErr, a.solutions = v, "", 0
			switch {
			case err != nil:
				a.countErr = err.Error()
			case resp.Solutions > 0:
				sol, err := panel.ParseSolution(resp.Solution, d.Shape())
				if err != nil {
					a.countErr = i18n.T("the engine sent back an unreadable solution")
					break
				}
				a.solutions, a.solution = min(resp.Solutions, 2), sol
			}
			if a.countErr != "" || a.solutions < 2 {
				// No solution, or one: its candidates are known without
				// asking (none, or the solution's digits).
				a.candsOf, a.candErr, a.cands = v, "", nil
				if a.solutions == 1 {
					a.cands = make([]sudoku.Set, d.Shape().Cells())
					for c := range a.cands {
						a.cands[c] = sudoku.Bit(a.solution.At(sudoku.Cell(c)))
					}
				}
			}
		}, answered)
	case a.candsOf != v && cands:
		post(ctx, a, src, protocol.Candidates{Puzzle: puzzle, Rules: rules}, func(resp protocol.CandidatesReply, err error) {
			a.candsOf, a.candErr, a.cands = v, "", nil
			if err != nil {
				a.candErr = err.Error()
			}
			if err == nil && len(resp.Candidates) == d.Shape().Cells() {
				a.cands = make([]sudoku.Set, len(resp.Candidates))
				for c, set := range resp.Candidates {
					a.cands[c] = sudoku.Set(set)
				}
			}
		}, answered)
	case a.gradedOf != v && a.counted == v && a.solutions == 1:
		post(ctx, a, src, protocol.Grade{Puzzle: puzzle, Rules: rules}, func(resp protocol.GradeReply, err error) {
			a.gradedOf, a.grade, a.gradeErr = v, resp.Grade, ""
			if err != nil {
				a.gradeErr = err.Error()
			}
		}, answered)
	}
}

// post sends job, about the draft as it stands (its rev), for src; take
// reads its reply or error while the draft is still as it was (and the
// job was not cancelled), and then answered runs.
func post[R any](ctx app.Context, a *answers, src app.Composer, job protocol.Job[R], take func(R, error), answered func(app.Context)) {
	v := a.rev
	a.runningFor, a.sentAt = v, time.Now()
	done := false // without a worker, the answer comes at once
	id := panel.Post(ctx, a.jobs, src, job, nil, func(ctx app.Context, resp R, err error) {
		done, a.running = true, 0
		if a.rev == v && !errors.Is(err, protocol.ErrCancelled) {
			take(resp, err)
		}
		answered(ctx)
	})
	if !done {
		a.running = id
	}
}

// unique reports whether the engine has counted the draft as it stands
// and found one solution.
func (a *answers) unique() bool {
	return a.counted == a.rev && a.countErr == "" && a.solutions == 1
}

// candidates returns the true candidates to draw on a board of shape s
// (nil when there are none to draw), and whether they are of an older
// draft than the one on show.
func (a *answers) candidates(s sudoku.Shape, hide bool) (cands []sudoku.Set, stale bool) {
	if !hide && a.cands != nil && len(a.cands) == s.Cells() {
		cands = a.cands
	}
	return cands, a.candsOf != a.rev
}
