// Package jobs runs the engine worker's jobs: it answers each
// protocol.Request with its reply by calling the engine, within the
// request's budget (protocol.Budget). HandleJSON reads and writes the
// messages as they travel; Handle runs a request; Run runs a typed job and
// reads its reply, as the page would. It is pure Go, so it is tested
// natively; app/cmd/worker is only its browser adapter.
package jobs

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/sudoku-app/sudoku/app/grade"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/share/paste"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/message"
	"github.com/sudoku-app/sudoku/engine/serate"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Handle runs req, the request of Call id, within its budget
// (req.Budget().Job), and returns its final Answer. It never panics on bad
// input: every failure becomes the Answer's Error. A long job calls
// progress, if not nil, with the fraction done (0 to 1), a few hundred
// times at most.
func Handle(ctx context.Context, id int64, req protocol.Request, progress func(float64)) protocol.Answer {
	if req == nil {
		return protocol.Answer{ID: id, Error: "job: no request"}
	}
	ctx, cancel := context.WithTimeout(ctx, req.Budget().Job)
	defer cancel()
	switch r := req.(type) {
	case protocol.Solve:
		reply, err := solvePuzzle(ctx, r)
		return protocol.NewAnswer(id, r, reply, err)
	case protocol.Count:
		reply, err := countPuzzle(ctx, r)
		return protocol.NewAnswer(id, r, reply, err)
	case protocol.Candidates:
		reply, err := trueCandidates(ctx, r)
		return protocol.NewAnswer(id, r, reply, err)
	case protocol.Minimise:
		reply, err := minimise(ctx, r)
		return protocol.NewAnswer(id, r, reply, err)
	case protocol.Harder:
		reply, err := harder(ctx, r, progress)
		return protocol.NewAnswer(id, r, reply, err)
	case protocol.Grade:
		reply, err := gradePuzzle(ctx, r)
		return protocol.NewAnswer(id, r, reply, err)
	case protocol.Hint:
		reply, err := hint(ctx, r)
		return protocol.NewAnswer(id, r, reply, err)
	case protocol.Explain:
		reply, err := explain(ctx, r)
		return protocol.NewAnswer(id, r, reply, err)
	case protocol.Generate:
		reply, err := generatePuzzle(ctx, r, progress)
		return protocol.NewAnswer(id, r, reply, err)
	case protocol.School:
		reply, err := school(r)
		return protocol.NewAnswer(id, r, reply, err)
	case protocol.Practice:
		reply, err := practise(ctx, r)
		return protocol.NewAnswer(id, r, reply, err)
	case protocol.PracticeCheck:
		reply, err := checkPractice(ctx, r)
		return protocol.NewAnswer(id, r, reply, err)
	case protocol.Scan:
		reply, err := scanPicture(r)
		return protocol.NewAnswer(id, r, reply, err)
	case protocol.Read:
		reply, err := readText(r)
		return protocol.NewAnswer(id, r, reply, err)
	case protocol.Export:
		reply, err := exportPuzzle(r)
		return protocol.NewAnswer(id, r, reply, err)
	}
	return protocol.Answer{ID: id, Op: req.Op(), Error: fmt.Sprintf("job: unknown operation %q", req.Op())}
}

// Run runs job as the worker does (Handle) and reads its reply as the page
// does (protocol.ReplyOf), through JSON: the reply, or the job's error,
// a protocol.Failure.
func Run[R any](ctx context.Context, job protocol.Job[R], progress func(float64)) (R, error) {
	return protocol.ReplyOf(job, Handle(ctx, 0, job, progress))
}

// logicErr puts a logic.RulesError in a player's words: the error of a
// logic job (grade, hint, explain) on a variant whose rules the logic
// solver does not reason with yet, the rules it names after it (by the
// engine's names of them, in English). logic.FromPuzzle lists the rules
// it reasons with. The solver's jobs (solve and the setter's count,
// candidates and minimise) take any rules.
func logicErr(err error) error {
	var re *logic.RulesError
	if errors.As(err, &re) {
		return failure(tmplVariantLogic, "Rules", strings.Join(re.Rules, ", "))
	}
	return err
}

// readPuzzle reads a job's puzzle: text in any classic format (codec),
// or, with a rules code, a variant's givens in line format under those
// rules (sudoku.ParseCoded).
func readPuzzle(text, rules string) (sudoku.Puzzle, error) {
	if rules == "" {
		g, err := codec.ParseGrid(text)
		return sudoku.Puzzle{Grid: g}, err
	}
	return sudoku.ParseCoded(text, rules)
}

// readText reads a pasted text or an address's fragment in any format
// (paste.Read): protocol.Read. Its error is paste.Read's, a
// *sudoku.ParseError with its place when the text does not read. Cost:
// linear in the text, which is refused over sudoku.MaxInput bytes.
func readText(r protocol.Read) (protocol.ReadReply, error) {
	l, format, err := paste.Read(r.Text)
	if err != nil {
		return protocol.ReadReply{}, err
	}
	reply := protocol.ReadReply{Link: share.Encode(l), Format: format.Name, InLink: format.InLink}
	for _, c := range l.Cells {
		reply.Candidates = reply.Candidates || c.Candidates
	}
	return reply, nil
}

// exportPuzzle writes a puzzle in the formats of the Share panel, those
// that can write it: protocol.Export. The givens and rules are read as
// they stand, clashing digits and all (a setter's draft).
func exportPuzzle(r protocol.Export) (protocol.ExportReply, error) {
	var reply protocol.ExportReply
	g, err := sudoku.ParseLine(r.Puzzle)
	if err != nil {
		return reply, err
	}
	rules, err := sudoku.DecodeRules(g.Shape(), r.Rules)
	if err != nil {
		return reply, err
	}
	p := sudoku.Puzzle{Grid: g, Rules: rules}
	if rules.Bare() {
		reply.Solo = codec.FormatSolo(g)
		if g.Shape() == sudoku.Classic {
			reply.Sudokuwiki = codec.SudokuwikiURL(g)
		}
	} else if solo, err := codec.FormatSoloPuzzle(p); err == nil {
		// Solo writes X, jigsaw and killer puzzles; sudokuwiki would drop
		// a variant's rules, or a drawing.
		reply.Solo = solo
	}
	reply.FPuzzles, reply.SudokuPad = codec.FPuzzlesURL(p), codec.SudokuPadURL(p)
	return reply, nil
}

// solvePuzzle solves a puzzle and counts its solutions, to
// protocol.SolutionLimit: protocol.Solve.
func solvePuzzle(ctx context.Context, r protocol.Solve) (protocol.SolveReply, error) {
	var reply protocol.SolveReply
	p, err := readPuzzle(r.Puzzle, r.Rules)
	if err != nil {
		return reply, err
	}
	o := solve.Options{Budget: protocol.SolveNodes, Context: ctx}
	sol, unique, err := o.SolvePuzzle(p)
	if tooHard(err) {
		return reply, errTooHard
	}
	if errors.Is(err, solve.ErrNoSolution) {
		return reply, errNoSolution
	}
	if err != nil {
		return reply, err
	}
	reply.Solution, reply.Unique, reply.Solutions = sol.String(), unique, 1
	if !unique {
		n, err := o.CountPuzzle(p, protocol.SolutionLimit)
		reply.Solutions, reply.More = max(n, 2), err != nil || n >= protocol.SolutionLimit
	}
	return reply, nil
}

// countPuzzle counts a puzzle's solutions to 2, within
// protocol.SolveNodes, and gives the first: protocol.Count.
func countPuzzle(ctx context.Context, r protocol.Count) (protocol.CountReply, error) {
	var reply protocol.CountReply
	p, err := readPuzzle(r.Puzzle, r.Rules)
	if err != nil {
		return reply, err
	}
	sol, unique, err := solve.Options{Budget: protocol.SolveNodes, Context: ctx}.SolvePuzzle(p)
	switch {
	case errors.Is(err, solve.ErrNoSolution):
		return reply, nil // Solutions 0
	case tooHard(err):
		return reply, errCountTooHard
	case err != nil:
		return reply, err
	}
	reply.Solution, reply.Unique = sol.String(), unique
	reply.Solutions, reply.More = 1, !unique
	if !unique {
		reply.Solutions = 2
	}
	return reply, nil
}

// trueCandidates finds a puzzle's true candidates (solve's
// TrueCandidates): protocol.Candidates, with protocol.SolveNodes for all
// its searches together.
func trueCandidates(ctx context.Context, r protocol.Candidates) (protocol.CandidatesReply, error) {
	var reply protocol.CandidatesReply
	p, err := readPuzzle(r.Puzzle, r.Rules)
	if err != nil {
		return reply, err
	}
	sets, err := solve.Options{Budget: protocol.SolveNodes, Context: ctx}.TrueCandidates(p)
	switch {
	case errors.Is(err, solve.ErrNoSolution):
		return reply, errNoSolution
	case tooHard(err):
		return reply, errCandidatesTooHard
	case err != nil:
		return reply, err
	}
	reply.Candidates = make([]uint32, len(sets))
	for c, set := range sets {
		reply.Candidates[c] = uint32(set)
	}
	return reply, nil
}

// minimiseStream is the second half of the PCG state that a minimise
// job's seed starts.
const minimiseStream = 0x6d696e696d6973

// minimise removes every given of a puzzle with one solution that can go
// but the kept ones (generate.Minimise, in an order drawn from r.Seed):
// protocol.Minimise, each uniqueness check within protocol.SolveNodes.
func minimise(ctx context.Context, r protocol.Minimise) (protocol.MinimiseReply, error) {
	var reply protocol.MinimiseReply
	p, err := readPuzzle(r.Puzzle, r.Rules)
	if err != nil {
		return reply, err
	}
	cells := p.Grid.Shape().Cells()
	keep := make([]sudoku.Cell, len(r.Keep))
	for i, c := range r.Keep {
		if c < 0 || c >= cells {
			return reply, fmt.Errorf("job: kept cell %d is not one of the puzzle's %d cells", c, cells)
		}
		keep[i] = sudoku.Cell(c)
	}
	rng := rand.New(rand.NewPCG(r.Seed, minimiseStream))
	g, err := generate.Minimise(p, keep, rng, solve.Options{Budget: protocol.SolveNodes, Context: ctx})
	switch {
	case errors.Is(err, solve.ErrNoSolution):
		return reply, errMinimiseNoSolution
	case errors.Is(err, generate.ErrNotUnique):
		return reply, errMinimiseNotUnique
	case tooHard(err):
		return reply, errMinimiseTooHard
	case err != nil:
		return reply, err
	}
	reply.Puzzle = g.String()
	return reply, nil
}

// harderStream is the PCG stream from which a harder job's seed starts.
const harderStream = 0x686172646572

// harder looks near a classic puzzle with one solution for the puzzle
// Sudoku Explainer rates highest within its time, protocol.HarderTime
// (generate.Harder), reporting the time spent as progress each time it
// finds a harder one: protocol.Harder.
func harder(ctx context.Context, r protocol.Harder, progress func(float64)) (protocol.HarderReply, error) {
	var reply protocol.HarderReply
	p, err := readPuzzle(r.Puzzle, r.Rules)
	if err != nil {
		return reply, err
	}
	if !isClassic9(p) {
		return reply, errHarderNotClassic
	}
	start, within := time.Now(), r.Budget().Job
	o := generate.SearchOptions{Rand: rand.New(rand.NewPCG(r.Seed, harderStream))}
	if progress != nil {
		o.Progress = func(generate.SearchResult) {
			progress(min(1, float64(time.Since(start))/float64(within)))
		}
	}
	res, err := generate.Harder(ctx, p.Grid, o)
	switch {
	case errors.Is(err, context.Canceled):
		return reply, err
	case errors.Is(err, context.DeadlineExceeded) && res.Puzzle.Filled() > 0:
		// The time is up: the hardest found so far is the answer.
	case errors.Is(err, context.DeadlineExceeded):
		return reply, errHarderTooLong
	case errors.Is(err, generate.ErrNotUnique):
		return reply, errHarderNotUnique
	case errors.Is(err, solve.ErrNoSolution):
		return reply, errNoSolution
	case err != nil:
		return reply, errors.New("this puzzle cannot be made harder: " + strings.TrimPrefix(err.Error(), "generate: search: "))
	}
	reply.Puzzle, reply.Grade = res.Puzzle.String(), seGrade(res.SE)
	reply.MetTarget = res.SE.Rating > res.From.Rating
	return reply, nil
}

// gradePuzzle grades a puzzle with one solution: on Sudoku Explainer's
// scale when it is classic 9x9 (rateSE), by the logic solver's path
// otherwise: protocol.Grade. A solve job answers first, so that the
// solution (for mistakes and hints) does not wait for the grade, which
// takes seconds on 25x25.
func gradePuzzle(ctx context.Context, r protocol.Grade) (protocol.GradeReply, error) {
	p, err := readPuzzle(r.Puzzle, r.Rules)
	if err != nil {
		return protocol.GradeReply{}, err
	}
	if isClassic9(p) {
		g, err := rateSE(ctx, p.Grid)
		return protocol.GradeReply{Grade: g}, err
	}
	gr, err := logic.Options{Context: ctx}.GradePuzzle(p)
	var re *logic.RulesError
	switch {
	case errors.As(err, &re):
		return protocol.GradeReply{}, logicErr(err)
	case errors.Is(err, context.DeadlineExceeded):
		return protocol.GradeReply{}, errGradeTooLong
	case errors.Is(err, context.Canceled):
		return protocol.GradeReply{}, err
	case err != nil:
		return protocol.GradeReply{}, errGradeUnfinished
	}
	return protocol.GradeReply{Grade: gradeOf(gr)}, nil
}

// tooHard reports whether err is the end of a budget: protocol.SolveNodes
// or the job's deadline (a cancelled job is not too hard: it is
// cancelled).
func tooHard(err error) bool {
	return errors.Is(err, solve.ErrBudget) || errors.Is(err, context.DeadlineExceeded)
}

// gradeOf is the grade of the logic solver's path: its level, rating and
// hardest step, "Hard 4.2 (XY-Wing)". The rating is the tenth the player
// reads (a chain's is a sum, 6.699999999999999 for 6.7), so a grade sent
// is the one its text reads back as.
func gradeOf(gr logic.Grade) grade.Grade {
	tenth, _ := strconv.ParseFloat(strconv.FormatFloat(gr.Rating, 'f', 1, 64), 64)
	return grade.Grade{Level: gr.Level, Rating: tenth, Hardest: gr.Hardest.Name()}
}

// isClassic9 reports whether p is classic 9x9 Sudoku, which is graded on
// Sudoku Explainer's scale.
func isClassic9(p sudoku.Puzzle) bool {
	return p.Rules.Classic() && p.Grid.Shape() == sudoku.Classic
}

// rateSE grades classic puzzle g on Sudoku Explainer's scale.
func rateSE(ctx context.Context, g sudoku.Grid) (grade.Grade, error) {
	r, err := serate.Options{Context: ctx}.Rate(g)
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return grade.Grade{}, errGradeTooLong
	case errors.Is(err, context.Canceled):
		return grade.Grade{}, err
	case err != nil && !errors.Is(err, serate.ErrBeyond):
		return grade.Grade{}, errors.New("this puzzle cannot be graded: " + strings.TrimPrefix(err.Error(), "logic: "))
	}
	return seGrade(r), nil
}

// seGrade is a classic puzzle's grade on Sudoku Explainer's own scale:
// SE's level and rating, a lower bound when Beyond, and the hardest step
// when known: "Master SE 7.2 (Forcing Chain)", "Extreme SE 10.5+" (the
// list of games and the statistics take the level).
func seGrade(r serate.Rating) grade.Grade {
	g := grade.Grade{Level: r.Level(), Rating: float64(r.Rating) / 10, SE: true, AtLeast: r.Beyond}
	if !r.Beyond {
		g.Hardest = r.Hardest()
	}
	return g
}

// hint finds the easiest step from the board in r.Puzzle (givens and
// entries) and, when given, the player's notes as candidates:
// protocol.Hint. It checks the board first: digits that keep it from the
// solution of r.Givens
// (when given) are reported as Mistakes instead of a step, and so are
// notes that rule out a cell's answer; a puzzle without a solution gets an
// error that says so.
func hint(ctx context.Context, r protocol.Hint) (protocol.HintReply, error) {
	if r.Givens != "" {
		mistakes, err := mistakes(ctx, r.Givens, r.Puzzle, r.Rules)
		if err != nil || len(mistakes) > 0 {
			return protocol.HintReply{Mistakes: mistakes}, err
		}
	}
	p, err := readPuzzle(r.Puzzle, r.Rules)
	if err != nil {
		return protocol.HintReply{}, err
	}
	var s *logic.State
	if r.Notes == nil {
		s, err = logic.FromPuzzle(p)
	} else {
		s, err = notesState(ctx, p, r.Notes)
	}
	if err != nil {
		return protocol.HintReply{}, logicErr(err)
	}
	if s.Solved() {
		return protocol.HintReply{}, errSolved
	}
	before := candidates(s)
	h, ok, err := logic.NextWithinContext(ctx, s, logic.Extreme)
	if tooHard(err) {
		return protocol.HintReply{}, errHintTooLong
	}
	if err != nil {
		return protocol.HintReply{}, err
	}
	if !ok {
		if r.Givens != "" {
			// The board was checked against the solution above: it is
			// not the player's mistake.
			return protocol.HintReply{}, errHintUnknown
		}
		return protocol.HintReply{}, errNoStep
	}
	out := stepOf(s, h, catalogueOf(r.Language))
	out.Candidates = before
	return protocol.HintReply{Step: &out}, nil
}

// mistakes returns the cells of board whose digits keep it from a solution
// of the puzzle givens, in cell order: none when the board can still be
// completed. board is in the line format sudoku.Grid.String writes (its
// digits may clash: those are mistakes too). A puzzle without a solution
// is an error that says so.
func mistakes(ctx context.Context, givens, board, rules string) ([]int, error) {
	puzzle, err := readPuzzle(givens, rules)
	if err != nil {
		return nil, err
	}
	o := solve.Options{Budget: protocol.SolveNodes, Context: ctx}
	sol, _, err := o.SolvePuzzle(puzzle)
	switch {
	case errors.Is(err, solve.ErrNoSolution):
		return nil, errStepNoSolution
	case errors.Is(err, context.Canceled):
		return nil, err
	case err != nil:
		return nil, errCheckTooHard
	}
	given, want := puzzle.Grid.String(), sol.String()
	if len(board) != len(want) {
		return nil, fmt.Errorf("job: a board of %d cells for a puzzle of %d", len(board), len(want))
	}
	if b, err := readPuzzle(board, rules); err == nil {
		switch _, _, err := o.SolvePuzzle(b); {
		case err == nil:
			return nil, nil // the board still leads to a solution
		case errors.Is(err, context.Canceled):
			return nil, err
		}
	}
	var wrong []int
	for c := range len(board) {
		if board[c] != '.' && board[c] != '0' && given[c] == '.' && board[c] != want[c] {
			wrong = append(wrong, c)
		}
	}
	return wrong, nil
}

// candidates returns the candidates of every cell of s, as sets.
func candidates(s *logic.State) []uint32 {
	g := s.Grid()
	cands := make([]uint32, g.Shape().Cells())
	for c := range cands {
		cands[c] = uint32(s.Candidates(sudoku.Cell(c)))
	}
	return cands
}

// notesState is the logic state of g with the player's notes as its
// candidates, after checking that they keep every cell's answer.
func notesState(ctx context.Context, p sudoku.Puzzle, notes []uint32) (*logic.State, error) {
	g := p.Grid
	if len(notes) != g.Shape().Cells() {
		return nil, fmt.Errorf("job: %d note sets for %d cells", len(notes), g.Shape().Cells())
	}
	sol, _, err := solve.Options{Budget: protocol.SolveNodes, Context: ctx}.SolvePuzzle(p)
	if errors.Is(err, context.Canceled) {
		return nil, err
	}
	if tooHard(err) {
		return nil, errHintCheckTooLong
	}
	if err != nil {
		return nil, errHintBoardWrong
	}
	cands := make([]sudoku.Set, len(notes))
	for c, n := range notes {
		cands[c] = sudoku.Set(n)
		if d := sol.At(sudoku.Cell(c)); g.At(sudoku.Cell(c)) == 0 && !cands[c].Has(d) {
			return nil, failure(tmplHintNotes, "Cell", g.Shape().CellName(sudoku.Cell(c)))
		}
	}
	return logic.FromPuzzleCandidates(p, cands)
}

// explain solves a puzzle step by step, keeping each step's candidates,
// and grades the path: protocol.Explain. A puzzle without a unique solution has
// no logical path: the solver says so first.
func explain(ctx context.Context, r protocol.Explain) (protocol.ExplainReply, error) {
	var reply protocol.ExplainReply
	p, err := readPuzzle(r.Puzzle, r.Rules)
	if err != nil {
		return reply, err
	}
	switch n, err := (solve.Options{Budget: protocol.SolveNodes, Context: ctx}).CountPuzzle(p, 2); {
	case errors.Is(err, context.Canceled):
		return reply, err
	case err != nil:
		return reply, errCheckTooHard
	case n == 0:
		return reply, errExplainNoSolution
	case n > 1:
		return reply, errExplainNotUnique
	}
	s, err := logic.FromPuzzle(p)
	if err != nil {
		return reply, logicErr(err)
	}
	var steps []logic.Step
	lang := catalogueOf(r.Language)
	for !s.Solved() {
		h, ok, err := logic.NextWithinContext(ctx, s, logic.Extreme)
		if tooHard(err) {
			return reply, errExplainTooLong
		}
		if err != nil {
			return reply, err
		}
		if !ok {
			return reply, errExplainStuck
		}
		out := stepOf(s, h, lang)
		out.Candidates = candidates(s)
		if err := h.Step.Apply(s); err != nil {
			return reply, fmt.Errorf("the logic solver made a step it cannot apply: %v", err)
		}
		steps = append(steps, h.Step)
		reply.Steps = append(reply.Steps, out)
	}
	gr := logic.GradePath(steps)
	reply.Grade = gradeOf(gr)
	reply.Techniques = techniqueUsesIn(lang, gr.Uses)
	reply.Solution = s.Grid().String()
	if isClassic9(p) {
		// The level is SE's, as everywhere for classic puzzles; the
		// steps are the logic solver's, as hints give them.
		reply.Grade, err = rateSE(ctx, p.Grid)
	}
	return reply, err
}

// progressEvery is the shortest time between two progress reports: a
// progress bar needs no more, and a 16x16 board repainted for each percent
// kept the page busy enough to drop frames.
const progressEvery = 50 * time.Millisecond

// generatePuzzle makes a puzzle by o, reporting progress, within its time,
// protocol.GenerateTime: protocol.Generate.
func generatePuzzle(ctx context.Context, o protocol.Generate, progress func(float64)) (protocol.GenerateReply, error) {
	if o.Variant != "" {
		return generateVariant(ctx, o, progress)
	}
	var reply protocol.GenerateReply
	opts := generate.Options{Technique: o.Technique}
	var err error
	if opts.Shape, opts.Symmetry, err = shapeAndSymmetry(o); err != nil {
		return reply, err
	}
	if o.Level != "" {
		l, err := logic.ParseLevel(o.Level)
		if err != nil {
			return reply, err
		}
		opts.Level = &l
	}
	if o.Technique != "" {
		if _, err := generate.ParseTechnique(o.Technique); err != nil {
			return reply, err
		}
	}
	// Grading a 16x16 or 25x25 puzzle can take longer than making it; the
	// player asked for a size there, not a level.
	opts.NoGrade = opts.Shape.N() > 9 && opts.Level == nil && opts.Technique == ""
	opts.Context = ctx
	opts.Progress = throttle(progress)
	r, err := generate.FromSeed(o.Seed, opts)
	if err != nil && (r.Puzzle.Shape().N() == 0 || !errors.Is(err, context.DeadlineExceeded)) {
		return reply, err
	}
	reply.Puzzle, reply.Solution, reply.Seed = r.Puzzle.String(), r.Solution.String(), o.Seed
	reply.MetTarget = r.MetTarget && err == nil
	if r.Graded {
		reply.Grade = gradeOf(r.Grade)
		reply.Techniques = techniqueUses(r.Grade.Uses)
	}
	if r.SERated {
		reply.Grade = seGrade(r.SE)
	}
	return reply, nil
}

// shapeAndSymmetry reads a generate job's size (9x9 when none) and
// symmetry (the generator's default when none).
func shapeAndSymmetry(o protocol.Generate) (sudoku.Shape, generate.Symmetry, error) {
	shape, sym := sudoku.Classic, generate.Symmetry(0)
	var err error
	if o.Size != 0 {
		// The answer goes back in line format, which only the sides of
		// generate.Sizes have.
		if !slices.Contains(generate.Sizes(), o.Size) {
			return shape, sym, fmt.Errorf("there is no %d×%d puzzle to make: boards have sides of %s", o.Size, o.Size, words.List(generate.Sizes()))
		}
		if shape, err = sudoku.ShapeForSize(o.Size); err != nil {
			return shape, sym, err
		}
	}
	if o.Symmetry != "" {
		sym, err = generate.ParseSymmetry(o.Symmetry)
	}
	return shape, sym, err
}

// throttle turns progress into a generator's Progress callback that
// reports at most once per percent and per progressEvery: each report is
// a message to the page, and a repaint of it. It returns nil for nil.
func throttle(progress func(float64)) func(done, total int) {
	if progress == nil {
		return nil
	}
	lastPct, lastTime := -1, time.Time{}
	return func(done, total int) {
		pct, now := done*100/max(total, 1), time.Now()
		if pct > lastPct && now.Sub(lastTime) >= progressEvery {
			lastPct, lastTime = pct, now
			progress(float64(done) / float64(max(total, 1)))
		}
	}
}

// generateVariant makes a variant puzzle of kind o.Variant, within
// protocol.GenerateTime, aimed at o.Level when it names one: its givens in
// line format, its rules code, its solution and seed, and with a level
// its grade and whether it met the level. Variants take no technique.
func generateVariant(ctx context.Context, o protocol.Generate, progress func(float64)) (protocol.GenerateReply, error) {
	var reply protocol.GenerateReply
	kind, err := generate.LookupVariant(o.Variant)
	if err != nil {
		return reply, err
	}
	if o.Technique != "" {
		return reply, fmt.Errorf("job: %s puzzles come without a technique, for now", kind.Label)
	}
	opts := generate.VariantOptions{Kind: kind.Name}
	if opts.Shape, opts.Symmetry, err = shapeAndSymmetry(o); err != nil {
		return reply, err
	}
	if o.Level != "" {
		l, err := logic.ParseLevel(o.Level)
		if err != nil {
			return reply, err
		}
		opts.Level = &l
	}
	opts.Context, opts.Progress = ctx, throttle(progress)
	r, err := generate.VariantFromSeed(o.Seed, opts)
	if err != nil {
		return reply, err
	}
	shape := r.Puzzle.Grid.Shape()
	reply.Puzzle, reply.Rules = r.Puzzle.Grid.String(), sudoku.EncodeRules(shape, &r.Puzzle.Rules)
	reply.Solution, reply.Seed, reply.MetTarget = r.Solution.String(), o.Seed, opts.Level == nil || r.MetTarget
	if r.Graded {
		reply.Grade = gradeOf(r.Grade)
		reply.Techniques = techniqueUses(r.Grade.Uses)
	}
	return reply, nil
}

// techniqueUses names the techniques a path uses with their counts, one
// line per name ("hidden single ×30": its box and line forms together),
// in the order of the path's grade.
func techniqueUses(uses []logic.TechniqueCount) []string {
	return techniqueUsesIn(logic.English(), uses)
}

// techniqueUsesIn is techniqueUses with the names in lang's words.
func techniqueUsesIn(lang *logic.Catalogue, uses []logic.TechniqueCount) []string {
	var names []string
	count := map[string]int{}
	for _, u := range uses {
		name := u.Technique.Name()
		if in, err := lang.Render(logic.Message{Key: u.Technique.Key()}); err == nil {
			name = in
		}
		if count[name] == 0 {
			names = append(names, name)
		}
		count[name] += u.Count
	}
	lines := make([]string, len(names))
	for i, name := range names {
		lines[i] = fmt.Sprintf("%s ×%d", name, count[name])
	}
	return lines
}

// stepOf is the step of hint h in state s in the job protocol's form:
// its sentence and its nudge in a player's words (cells read "row 2,
// column 5") in the language of lang; s's houses give the cells of the
// step's.
func stepOf(s *logic.State, h logic.Hint, lang *logic.Catalogue) protocol.Step {
	out := marksOf(s, h.Step)
	out.Vague, out.Text = inWords(lang, h.Nudge()), inWords(lang, h.Step.Message)
	return out
}

// marksOf returns step st on s as the page draws it, without its words.
func marksOf(s *logic.State, st logic.Step) protocol.Step {
	out := protocol.Step{
		Technique: st.Technique.String(),
		Key:       st.Technique.Key(),
		Rating:    st.Rating,
	}
	for _, m := range st.Cause {
		out.Cause = append(out.Cause, int(m.Cell))
		for _, d := range m.Digits.Digits() {
			out.Pattern = append(out.Pattern, [2]int{int(m.Cell), int(d)})
		}
	}
	for _, h := range st.Houses {
		if int(h) < 0 || int(h) >= s.Houses() {
			continue
		}
		for _, c := range s.HouseCells(h) {
			if !slices.Contains(out.HouseCells, int(c)) {
				out.HouseCells = append(out.HouseCells, int(c))
			}
		}
	}
	for _, p := range st.Placements {
		out.Placements = append(out.Placements, [2]int{int(p.Cell), int(p.Digit)})
	}
	for _, m := range st.Eliminations {
		for _, d := range m.Digits.Digits() {
			out.Eliminations = append(out.Eliminations, [2]int{int(m.Cell), int(d)})
		}
	}
	return out
}

// lastCatalogue is the catalogue catalogueOf parsed last, with the text
// it parsed it from: a player's jobs all come in one language.
var lastCatalogue struct {
	sync.Mutex
	text      string
	catalogue *logic.Catalogue
}

// catalogueOf returns the catalogue of l: English for the zero Language,
// or when l's does not parse (a step then reads in English rather than
// not at all). Cost: a parse of the catalogue when it is not the last one
// asked for, a fraction of a millisecond.
func catalogueOf(l protocol.Language) *logic.Catalogue {
	tag, ok := message.Find(l.Lang)
	if !ok || tag.Tag == message.Fallback || l.Catalogue == "" {
		return logic.English()
	}
	lastCatalogue.Lock()
	defer lastCatalogue.Unlock()
	if lastCatalogue.catalogue == nil || lastCatalogue.text != l.Catalogue {
		c, err := logic.ParseCatalogue([]byte(l.Catalogue), message.Plural(tag.Tag))
		if err != nil {
			return logic.English()
		}
		lastCatalogue.text, lastCatalogue.catalogue = l.Catalogue, c
	}
	return lastCatalogue.catalogue
}

// inWords renders m in a player's words in the language of c. The
// engine's tests make every message it builds render; were one not to,
// its sentence says why rather than failing the job.
func inWords(c *logic.Catalogue, m logic.Message) string {
	text, err := c.RenderWords(m)
	if err != nil {
		return err.Error()
	}
	return text
}

// HandleJSON reads a protocol.Call, runs its request (Handle) and writes
// its final protocol.Answer. A message that is not a call gets an error
// answer, with the call's ID when it has one (ID 0 when it is not JSON).
// Progress reports, written the same way, go to post (which may be nil)
// as they come.
func HandleJSON(ctx context.Context, msg string, post func(string)) string {
	var call protocol.Call
	if err := json.Unmarshal([]byte(msg), &call); err != nil {
		return encode(protocol.Answer{Error: "job: bad request: " + err.Error()})
	}
	req, err := call.Request()
	if err != nil {
		return encode(protocol.Answer{ID: call.ID, Op: call.Op, Error: "job: bad request: " + err.Error()})
	}
	var progress func(float64)
	if post != nil {
		progress = func(f float64) {
			post(encode(protocol.Answer{ID: call.ID, Op: call.Op, Partial: true, Progress: f}))
		}
	}
	return encode(Handle(ctx, call.ID, req, progress))
}

func encode(a protocol.Answer) string {
	b, err := json.Marshal(a)
	if err != nil { // cannot happen: the reply is JSON already (NewAnswer), the progress a fraction
		panic(err)
	}
	return string(b)
}
