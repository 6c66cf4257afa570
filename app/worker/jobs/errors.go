package jobs

import (
	"maps"

	"github.com/sudoku-app/sudoku/engine/message"
)

// jobError is an error a player can meet, as a job gives it: an English
// template with named placeholders ({{.Cell}}, message's format), which
// is also the key of its translation in the page's catalogues
// (web/i18n), and the values of its placeholders. Its Error is the
// English filled; the page writes it in the player's language from the
// Answer's ErrorTemplate and ErrorArgs (protocol.NewAnswer).
type jobError struct {
	template string
	args     map[string]string
}

func (e *jobError) Error() string {
	t, err := message.ParseTemplate(e.template)
	if err != nil { // cannot happen: TestErrorTemplates parses each
		return e.template
	}
	return t.Fill(message.StringArgs(e.args)...)
}

// Template returns the error's template and its arguments
// (message.Templated, protocol.TemplatedError).
func (e *jobError) Template() (string, map[string]string) {
	return e.template, maps.Clone(e.args)
}

// A jobError is a message.Templated, as the page's words.Error reads one.
var _ message.Templated = (*jobError)(nil)

// templates records every error template of the jobs, each declared at
// package level through template, so that the list (ErrorTemplates) is
// whole before a job runs.
var templates message.Templates

func template(t string) string { return templates.Add(t) }

// fixed is an error of template t without placeholders, listed.
func fixed(t string) error { return &jobError{template: template(t)} }

// failure is the error of template t, a template (listed), its
// placeholders filled by args, pairs of a name and its value.
func failure(t string, args ...string) error {
	e := &jobError{template: t, args: map[string]string{}}
	for i := 0; i+1 < len(args); i += 2 {
		e.args[args[i]] = args[i+1]
	}
	return e
}

// ErrorTemplates returns the English template of every error a player
// can meet from a job, as its Answer's ErrorTemplate gives it: the keys
// of their translations, which the page's catalogues hold (app/i18n's
// TestEnglishSource lists them).
func ErrorTemplates() []string { return templates.List() }

// The errors a player can meet. An error that carries the engine's own
// words (a puzzle that does not read, a rule the logic solver refuses)
// stays English: it has no template.
var (
	// errTooHard is what a job says when its time or protocol.SolveNodes ran out.
	errTooHard = fixed("this puzzle is too hard to solve within the time allowed")
	// errNoSolution is what a job says of a puzzle without a solution.
	errNoSolution = fixed("this puzzle has no solution")

	errCountTooHard      = fixed("this puzzle is too hard to count within the time allowed")
	errCandidatesTooHard = fixed("this puzzle's candidates are too hard to decide within the time allowed")

	errMinimiseNoSolution = fixed("this puzzle has no solution, so it has no givens to spare")
	errMinimiseNotUnique  = fixed("this puzzle has more than one solution: only a puzzle with one can lose givens")
	errMinimiseTooHard    = fixed("this puzzle is too hard to minimise within the time allowed")

	errHarderNotClassic = fixed("only a classic 9×9 puzzle can be made harder: Sudoku Explainer rates no other")
	errHarderTooLong    = fixed("rating this puzzle takes longer than the time allowed")
	errHarderNotUnique  = fixed("this puzzle has more than one solution: only a puzzle with one can be made harder")

	errGradeTooLong    = fixed("grading this puzzle takes longer than the time allowed")
	errGradeUnfinished = fixed("this puzzle cannot be graded: the logic solver cannot finish it")

	errSolved           = fixed("the puzzle is already solved")
	errHintTooLong      = fixed("no hint: finding the next step takes longer than the time allowed")
	errHintUnknown      = fixed("no hint: the board has no mistake, but no technique the hints know finds the next step")
	errNoStep           = fixed("no logical step applies: check the board for a mistake")
	errStepNoSolution   = fixed("this puzzle has no solution, so no step can lead anywhere")
	errCheckTooHard     = fixed("this puzzle is too hard to check within the time allowed")
	errHintCheckTooLong = fixed("no hint: checking the board takes longer than the time allowed")
	errHintBoardWrong   = fixed("no hint: the board as it stands has no solution; check the digits for a mistake")
	tmplHintNotes       = template("no hint: your notes in {{.Cell}} rule out its answer; check them")

	errExplainNoSolution = fixed("this puzzle has no solution, so there is nothing to explain")
	errExplainNotUnique  = fixed("this puzzle has more than one solution, so no chain of logic can finish it")
	errExplainTooLong    = fixed("explaining this puzzle takes longer than the time allowed")
	errExplainStuck      = fixed("the logic solver is stuck on this puzzle")

	tmplVariantLogic = template("hints, explanations and ratings do not know these rules yet: {{.Rules}}")

	errNoGrid    = fixed("no Sudoku grid found in the picture")
	errNoPicture = fixed("this file is not a picture the app can read (PNG, JPEG or GIF)")

	errPracticeTooLong = fixed("no practice position: making one takes longer than the time allowed")
	tmplNoPractice     = template("the school has no practice of {{.Technique}}")
)
