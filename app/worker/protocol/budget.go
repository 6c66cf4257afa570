package protocol

import "time"

// Budget is the time one job may take, as the page and the worker agree:
// two bounds, the job's own and the page's watchdog's, the first always
// below the second (see the table at SolveTime).
type Budget struct {
	// Job is the worker's own bound: the job checks its deadline as it
	// works and answers within it, give or take a few milliseconds,
	// with the best it found (Generate, Harder) or an error saying the
	// time ran out (the others).
	Job time.Duration
	// Watchdog is the page's: a job that has not answered by then, from
	// when it was sent to the worker (not when it was posted: a job
	// waiting for the worker to start uses none), is taken for a hung
	// worker or a device far slower than planned; the page's client
	// terminates the worker, starts another and fails the job.
	Watchdog time.Duration
}

// The time budgets of the jobs, one place for both sides of the protocol:
// the worker bounds each job by its Budget.Job (app/worker/jobs), and the
// page's watchdog gives it Budget.Watchdog (app/worker). A job's own bound
// is below the watchdog's, with room for the slowest devices, so that only
// a hang meets the watchdog (TestBudgets):
//
//	operation                 job's own bound                              watchdog
//	Solve, Count, Candidates  SolveTime 4 s (VariantSolveTime 8 s, a variant)  Watchdog 20 s
//	Hint, Explain             SolveTime 4 s                                Watchdog 20 s
//	Grade                     GradeTime 15 s                               Watchdog 20 s
//	Minimise                  MinimiseTime 15 s                            Watchdog 20 s
//	Harder                    HarderTime 5 s                               Watchdog 20 s
//	Generate                  GenerateTime 20 s                            GenerateWatchdog 45 s
//	Read, Export              SolveTime 4 s (a parse or a write: milliseconds)  Watchdog 20 s
//
// Within its time, each search of the exact solver a job runs is bounded
// in work too, by SolveNodes.
const (
	// SolveTime bounds the jobs a person waits for: solve, hint,
	// explain, and the setter's count and candidates. The engine checks
	// the deadline as it searches, so a job answers, or says it ran out
	// of time, within about this long on any board.
	SolveTime = 4 * time.Second
	// VariantSolveTime is SolveTime for the solver's jobs (solve, count,
	// candidates) under a variant's rules: some published variants take
	// a few seconds to solve in a browser (the variant solver's slow
	// tail), and a player opening one would rather wait than be told it
	// is too hard; the setter's bench stops a job it no longer needs.
	VariantSolveTime = 8 * time.Second
	// GradeTime bounds a grade job. Grading takes milliseconds on most
	// 9x9 puzzles, a few seconds on those that need Sudoku Explainer's
	// nested forcing chains, and seconds at most on 25x25; past it the
	// job fails and the puzzle is left ungraded.
	GradeTime = 15 * time.Second
	// MinimiseTime bounds a minimise job, which a setter asks for and
	// waits on: a uniqueness check per given, each within SolveNodes. A
	// variant's checks can take tenths of a second each, so it has more
	// time than SolveTime.
	MinimiseTime = 15 * time.Second
	// HarderTime is how long a harder job looks for harder puzzles: the
	// hardest found by then is its answer.
	HarderTime = 5 * time.Second
	// GenerateTime bounds a generate job's search for its level or
	// technique: past it the job answers the closest puzzle found,
	// honestly graded (MetTarget false).
	GenerateTime = 20 * time.Second
	// Watchdog is the page's bound on every job but Generate.
	Watchdog = 20 * time.Second
	// GenerateWatchdog is the page's bound on a generate job: well past
	// GenerateTime, for the slowest devices.
	GenerateWatchdog = 45 * time.Second
)

// SolveNodes bounds each search of the exact solver within a job, in
// search nodes: hard 9x9 puzzles need a few thousand. A job whose search
// runs out says the puzzle is too hard, as when its time runs out.
const SolveNodes = 5_000_000

// solverBudget is the budget of the solver's jobs: more time under a
// variant's rules.
func solverBudget(rules string) Budget {
	if rules != "" {
		return Budget{Job: VariantSolveTime, Watchdog: Watchdog}
	}
	return Budget{Job: SolveTime, Watchdog: Watchdog}
}

func (r Solve) Budget() Budget      { return solverBudget(r.Rules) }
func (r Count) Budget() Budget      { return solverBudget(r.Rules) }
func (r Candidates) Budget() Budget { return solverBudget(r.Rules) }
func (Hint) Budget() Budget         { return Budget{Job: SolveTime, Watchdog: Watchdog} }
func (Explain) Budget() Budget      { return Budget{Job: SolveTime, Watchdog: Watchdog} }
func (Grade) Budget() Budget        { return Budget{Job: GradeTime, Watchdog: Watchdog} }
func (Minimise) Budget() Budget     { return Budget{Job: MinimiseTime, Watchdog: Watchdog} }
func (Harder) Budget() Budget       { return Budget{Job: HarderTime, Watchdog: Watchdog} }
func (Generate) Budget() Budget     { return Budget{Job: GenerateTime, Watchdog: GenerateWatchdog} }
func (Read) Budget() Budget         { return Budget{Job: SolveTime, Watchdog: Watchdog} }
func (Export) Budget() Budget       { return Budget{Job: SolveTime, Watchdog: Watchdog} }
