package shell

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/browser"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/grade"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
)

// gameEngine is the page's questions to the engine about the open game:
// its solution once it opens (and then its grade), a hint, the solution
// shown. A reply is taken in only while the session that asked is the
// open one: another game opened since drops it, but for the level of the
// game left, which is kept in its saved record (keep). The page is drawn
// after each reply (panel.Post).
type gameEngine struct {
	jobs  jobRunner
	page  app.Composer // the page, drawn after a reply
	saves *saver
	open  func() *session // the open game, nil for none
	// keep records the grade of a game the player has left, when the
	// engine gives it after they did.
	keep func(id string, gr grade.Grade)
	done func(app.Context, outcome) // takes in what a reply did to the game
	fail func(msg string)           // says why the engine could not answer; "" clears it
	// hinted notes the technique of a hint given in a game, for the
	// school's suggestion; nil notes nothing.
	hinted func(key string)
}

// check asks the engine for the solution of session s's puzzle, just
// opened: mistakes and hints are checked against it; then, for a puzzle
// with one solution, its grade.
func (e gameEngine) check(ctx app.Context, s *session) {
	panel.Post(ctx, e.jobs, e.page, protocol.Solve{Puzzle: s.game.Givens().String(), Rules: s.game.RulesCode()}, nil, func(ctx app.Context, resp protocol.SolveReply, err error) {
		if e.open() != s {
			// Another game was opened meanwhile: the one left still
			// gets its level, for the list of games and the statistics
			// (a quick grade alone: big boards' take seconds).
			if err == nil && resp.Unique && s.grade.IsZero() && s.game.Shape().N() <= 9 {
				e.grade(ctx, s)
			}
			return
		}
		graded := false
		if err != nil {
			s.notice = i18n.T("Mistake checking and hints need a solution: {{.Error}}", i18n.Str("Error", err.Error()))
		} else if sol, err := parseSolution(resp.Solution, s.game.Shape()); err == nil {
			s.solution, s.hasSolution = sol, true
			if !resp.Unique {
				s.notice = i18n.T("This puzzle has more than one solution; mistakes are checked against one of them.")
			} else if s.grade.IsZero() || sol.N() <= 9 {
				// A saved grade stands on big boards, where grading takes
				// seconds of the worker a hint may be waiting for.
				e.grade(ctx, s)
				graded = true
			}
		}
		s.grading = s.grading && graded
	})
}

// grade asks the engine for the level of session s's puzzle, which has one
// solution, and keeps it with the game (for the list of games and the
// result card). A puzzle that cannot be graded in time stays without. The
// grade runs in the background: a hint, or the setter's count, does not
// wait for its seconds on a hard variant.
func (e gameEngine) grade(ctx app.Context, s *session) {
	panel.PostBackground(ctx, e.jobs, e.page, protocol.Grade{Puzzle: s.game.Givens().String(), Rules: s.game.RulesCode()}, func(ctx app.Context, resp protocol.GradeReply, err error) {
		s.grading = false
		if err != nil || resp.Grade.IsZero() {
			return
		}
		if e.open() != s {
			e.keep(game.ID(s.game), resp.Grade)
			return
		}
		s.grade = resp.Grade
		if s.game.SetGrade(resp.Grade) {
			e.saves.soon(ctx, s.game)
		}
	})
}

// hint moves the hint on (session.nextHint), asking the engine for a new
// one when the player has none on show.
func (e gameEngine) hint(ctx app.Context, s *session) {
	if s.busy || s.game.Solved() {
		return
	}
	if o, ok := s.nextHint(); ok {
		e.hintShown(ctx, o)
		return
	}
	s.busy = true
	e.fail("")
	req := protocol.Hint{Puzzle: s.game.Grid().String(), Givens: s.game.Givens().String(), Rules: s.game.RulesCode(), Notes: s.candidateNotes(), Language: panel.Language()}
	panel.Post(ctx, e.jobs, e.page, req, nil, func(ctx app.Context, resp protocol.HintReply, err error) {
		s.busy = false
		switch {
		case e.open() != s:
		case err != nil:
			s.status = words.Error(err)
		case len(resp.Mistakes) > 0:
			e.done(ctx, s.showMistakes(resp.Mistakes))
		case resp.Step == nil:
			s.sayOfBoard(i18n.T("The engine found no step to take from here."))
		default:
			if e.hinted != nil {
				e.hinted(resp.Step.Key)
			}
			e.hintShown(ctx, s.showHint(resp.Step))
		}
	})
}

// hintShown takes in what a hint did, then scrolls its words onto the
// screen: on a short phone they sit below the keypad, past the edge.
func (e gameEngine) hintShown(ctx app.Context, o outcome) {
	e.done(ctx, o)
	goapp.AfterRender(ctx, e.page, func(app.Context) { browser.Reveal(".status") })
}

// solve reveals the solution, asking the engine for it when it has not
// sent it yet.
func (e gameEngine) solve(ctx app.Context, s *session) {
	if s.busy {
		return
	}
	if s.hasSolution {
		e.done(ctx, s.reveal())
		return
	}
	s.busy, s.status = true, i18n.T("Solving…")
	e.fail("")
	puzzle := s.game.Givens()
	panel.Post(ctx, e.jobs, e.page, protocol.Solve{Puzzle: puzzle.String(), Rules: s.game.RulesCode()}, nil, func(ctx app.Context, resp protocol.SolveReply, err error) {
		s.busy, s.status = false, ""
		if e.open() != s {
			return
		}
		if err != nil {
			e.fail(words.Error(err))
			return
		}
		sol, err := parseSolution(resp.Solution, puzzle.Shape())
		if err != nil || sol.Shape() != puzzle.Shape() {
			e.fail(i18n.T("The engine sent back an unreadable solution."))
			return
		}
		s.solution, s.hasSolution = sol, true
		e.done(ctx, s.reveal())
		if !resp.Unique {
			s.status += " " + i18n.T("This puzzle has more than one solution; this is one of them.")
		}
	})
}
