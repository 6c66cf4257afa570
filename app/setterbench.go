package app

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/job"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/setter"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// setterBench is the setter's bench: a puzzle being set (a setter.Draft)
// on a board of its own, the tools that draw its rules, and what the
// engine says of it as it changes: the solution count, the true
// candidates and, once it is unique, its rating. The engine answers one
// question at a time in the worker; an answer about a draft edited since
// is dropped, and a question still running long when the draft changes
// is stopped, so the bench never waits on a stale answer.
type setterBench struct {
	app.Compo

	jobs      jobRunner
	store     game.Storage
	playing   *game.Game // the open game, whose puzzle the bench can start from
	appURL    string
	onTest    func(app.Context, panel.Opening)
	onExplain func(app.Context, panel.Explained)

	draft *setter.Draft
	board.Selection
	tool      setter.Tool
	total     string // the total typed for a tool whose clue takes one
	size      int    // the side of a new empty grid
	hideCands bool   // the true candidates are not drawn
	sharing   bool   // the share panel is open under the tools

	// rev counts the changes to the draft on show, a new draft's too:
	// the engine's answers and the board's drawing say which they are of.
	rev    int
	engine setterEngine
	status string // the outcome of the last action
	errMsg string // why the last edit or job failed

	view        *board.RuleView // the draft's rules as the board draws them
	viewVersion int             // the rev view is of
	cells       [sudoku.MaxCells]goapp.Slot[board.CellState]
	rulesLayer  goapp.Slot[board.RulesLayer]
}

// setterEngine is what the engine has said of the draft, each answer with
// the rev of the draft it is about, and the job running, if any.
type setterEngine struct {
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

	gradedOf int    // the rev grade is of, -1 for none
	grade    string // "" when not graded
	gradeErr string

	minimising bool
	hardening  bool // a harder job is running
}

// staleAfter is how long a job about an older draft may keep the worker
// before the bench stops it (a worker restart) rather than wait for its
// answer to drop: restarting costs about as much as a count.
const staleAfter = 300 * time.Millisecond

// setterKey is where the draft is kept between visits, as a game ID is
// written (game.PuzzleID): givens, then "~" and the rules' code.
const setterKey = "sudoku/setter"

func newSetterBench() *setterBench {
	return &setterBench{size: 9, engine: setterEngine{counted: -1, candsOf: -1, gradedOf: -1}}
}

// Jobs sets the engine that counts, finds candidates, grades and minimises.
func (b *setterBench) Jobs(j jobRunner) *setterBench { b.jobs = j; return b }

// Store sets where the draft is kept.
func (b *setterBench) Store(s game.Storage) *setterBench { b.store = s; return b }

// Playing sets the open game, whose puzzle the bench can start from.
func (b *setterBench) Playing(g *game.Game) *setterBench { b.playing = g; return b }

// At sets the page's address that share links lead to.
func (b *setterBench) At(appURL string) *setterBench { b.appURL = appURL; return b }

// OnTest sets what plays the puzzle as a game (Test solve).
func (b *setterBench) OnTest(f func(app.Context, panel.Opening)) *setterBench { b.onTest = f; return b }

// OnExplain sets what shows the puzzle's logical path.
func (b *setterBench) OnExplain(f func(app.Context, panel.Explained)) *setterBench {
	b.onExplain = f
	return b
}

// open makes the bench ready to show: the draft kept from the last
// visit, or an empty grid; and the engine asked about it.
func (b *setterBench) open(ctx app.Context) {
	if b.draft == nil {
		b.draft = b.loadDraft()
	}
	b.ask(ctx)
}

// loadDraft reads the draft kept in storage; an empty 9x9 grid when there
// is none, or it cannot be read.
func (b *setterBench) loadDraft() *setter.Draft {
	if b.store != nil {
		if text, ok, err := b.store.Get(setterKey); err == nil && ok {
			if givens, rules, err := game.ParseID(text); err == nil {
				if d, err := setter.From(sudoku.Puzzle{Grid: givens, Rules: rules}); err == nil {
					return d
				}
			}
		}
	}
	d, _ := setter.New(sudoku.Classic) // a valid shape: cannot fail
	return d
}

// start replaces the draft with d, a new start (an empty grid, or a
// puzzle); undo does not reach back past it.
func (b *setterBench) start(ctx app.Context, d *setter.Draft, status string) {
	b.draft, b.Selected, b.Cursor = d, nil, 0
	b.status, b.errMsg = status, ""
	b.edited(ctx)
}

// edited takes in a change to the draft: it is kept, and the engine asked
// about it.
func (b *setterBench) edited(ctx app.Context) {
	b.rev++
	if b.store != nil {
		// A few hundred characters: written at once, so that no edit is
		// lost to a closed tab.
		_ = b.store.Set(setterKey, game.PuzzleID(b.draft.Givens(), b.draft.RulesCode()))
	}
	b.ask(ctx)
}

// ask moves the engine on to the draft as it stands: first its solution
// count, then its true candidates, then (unique, classic) its rating; one
// job at a time. A job about an older draft that has run long is stopped;
// one that has not is left to finish, its answer dropped, and ask runs
// again when it comes.
func (b *setterBench) ask(ctx app.Context) {
	e, d := &b.engine, b.draft
	v := b.rev
	if e.running != 0 {
		if e.runningFor != v && time.Since(e.sentAt) > staleAfter {
			b.jobs.Cancel(ctx, e.running) // its reply (cancelled) calls ask again
		}
		return
	}
	puzzle, rules := d.Givens().String(), d.RulesCode()
	switch {
	case e.counted != v:
		b.post(ctx, job.Request{Op: job.OpCount, Puzzle: puzzle, Rules: rules}, func(resp job.Response) {
			e.counted, e.countErr, e.solutions = v, "", 0
			switch {
			case resp.Error != "":
				e.countErr = resp.Error
			case resp.Solutions > 0:
				sol, err := parseSolution(resp.Solution, d.Shape())
				if err != nil {
					e.countErr = "the engine sent back an unreadable solution"
					break
				}
				e.solutions, e.solution = min(resp.Solutions, 2), sol
			}
			if e.countErr != "" || e.solutions < 2 {
				// No solution, or one: its candidates are known without
				// asking (none, or the solution's digits).
				e.candsOf, e.candErr, e.cands = v, "", nil
				if e.solutions == 1 {
					e.cands = make([]sudoku.Set, d.Shape().Cells())
					for c := range e.cands {
						e.cands[c] = sudoku.Bit(e.solution.At(sudoku.Cell(c)))
					}
				}
			}
		})
	case e.candsOf != v && !b.hideCands:
		b.post(ctx, job.Request{Op: job.OpCandidates, Puzzle: puzzle, Rules: rules}, func(resp job.Response) {
			e.candsOf, e.candErr, e.cands = v, resp.Error, nil
			if resp.Error == "" && len(resp.Candidates) == d.Shape().Cells() {
				e.cands = make([]sudoku.Set, len(resp.Candidates))
				for c, set := range resp.Candidates {
					e.cands[c] = sudoku.Set(set)
				}
			}
		})
	case e.gradedOf != v && e.counted == v && e.solutions == 1:
		b.post(ctx, job.Request{Op: job.OpGrade, Puzzle: puzzle, Rules: rules}, func(resp job.Response) {
			e.gradedOf, e.grade, e.gradeErr = v, resp.Grade, resp.Error
		})
	}
}

// post sends a job about the draft as it stands (its rev); take reads
// its answer while the draft is still as it was, and then the next
// question is asked.
func (b *setterBench) post(ctx app.Context, req job.Request, take func(job.Response)) {
	e, v := &b.engine, b.rev
	e.runningFor, e.sentAt = v, time.Now()
	answered := false // without a worker, the answer comes at once
	id := b.jobs.Post(ctx, req, nil, func(ctx app.Context, resp job.Response) {
		answered, e.running = true, 0
		if b.rev == v && resp.Error != job.ErrCancelled {
			take(resp)
		}
		b.ask(ctx)
		b.paint(ctx)
	})
	if !answered {
		e.running = id
	}
}

// paint draws the bench's changes at once (paintNow), when it is on the
// page: a key press or an answer from the engine shows in the next frame.
func (b *setterBench) paint(ctx app.Context) {
	if b.Mounted() {
		goapp.PaintNow(ctx, b)
	}
}

// --- edits ---

// do applies an edit to the draft and says how it went: a refused edit
// leaves the draft as it was and says why.
func (b *setterBench) do(ctx app.Context, what string, err error) {
	switch {
	case errors.Is(err, setter.ErrNothing):
		return
	case err != nil:
		b.errMsg = words.Plain(err.Error())
		return
	}
	b.errMsg, b.status = "", what
	b.edited(ctx)
}

// place puts digit v (0 to clear) in the selected cells as givens, or, in
// the Cage tool, types it into the total of the cage under the cursor.
func (b *setterBench) place(ctx app.Context, v sudoku.Digit) {
	d := b.draft
	if len(b.Selected) == 0 {
		b.errMsg = "Select a cell first."
		return
	}
	if b.tool == setter.Cage {
		if _, ok := d.CageAt(b.Cursor); ok {
			b.do(ctx, "Cage total typed.", d.TypeCageDigit(b.Cursor, v))
			return
		}
	}
	b.do(ctx, fmt.Sprintf("Given %s in %s.", v, b.selectionName()), d.Place(b.Selected, v))
}

// erase clears the selected cells: their givens first; where there are
// none, the rules drawn on them (a cage total being typed loses a digit).
func (b *setterBench) erase(ctx app.Context) {
	d := b.draft
	if len(b.Selected) == 0 {
		return
	}
	if b.tool == setter.Cage {
		// A cage's total loses its last digit; a cage without one goes.
		if err := d.EraseCageDigit(b.Cursor); !errors.Is(err, setter.ErrNothing) {
			b.do(ctx, "The cage's total lost a digit.", err)
			return
		}
	}
	g := d.Givens()
	if slices.ContainsFunc(b.Selected, func(c sudoku.Cell) bool { return g.At(c) != 0 }) {
		b.do(ctx, "Givens cleared from "+b.selectionName()+".", d.Place(b.Selected, 0))
		return
	}
	n, err := d.Remove(b.Selected)
	b.do(ctx, fmt.Sprintf("Removed %d rules drawn on %s.", n, b.selectionName()), err)
}

// apply draws the tool over the selection.
func (b *setterBench) apply(ctx app.Context) {
	if b.tool == setter.Givens {
		b.errMsg = "Givens are typed: select cells and type their digit."
		return
	}
	if b.tool == setter.Cage {
		b.drawCage(ctx)
		return
	}
	name := b.tool.Info().Name
	var err error
	if b.tool.TakesTotal() {
		total, aerr := strconv.Atoi(strings.TrimSpace(b.total))
		if aerr != nil {
			b.errMsg = "Type the " + strings.ToLower(name) + "'s total first: a whole number."
			return
		}
		err = b.draft.ApplyTotal(b.tool, b.Selected, total)
	} else {
		err = b.draft.Apply(b.tool, b.Selected)
	}
	if err != nil {
		b.do(ctx, "", err)
		return
	}
	b.do(ctx, name+" drawn on "+b.selectionName()+".", nil)
	b.Selected = b.Selected[:0] // ready for the next one
}

// drawCage draws a cage over the selection, joining the cages it takes
// in cells of, and says so; the selection stays, for its total to be
// typed.
func (b *setterBench) drawCage(ctx app.Context) {
	change, err := b.draft.DrawCage(b.Selected)
	status := change.String()
	if change.Total == 0 {
		status += " Type its total now, or leave it without one."
	}
	b.do(ctx, status, err)
}

// uncage takes the selected cells out of their cage.
func (b *setterBench) uncage(ctx app.Context) {
	change, err := b.draft.Uncage(b.Selected)
	b.do(ctx, change.String(), err)
}

func (b *setterBench) selectionName() string {
	if len(b.Selected) == 1 {
		return b.draft.Shape().CellName(b.Selected[0])
	}
	return strconv.Itoa(len(b.Selected)) + " cells"
}

// minimise asks the engine to drop every given it can while the puzzle
// stays unique, keeping the selected ones.
func (b *setterBench) minimise(ctx app.Context) {
	e, d := &b.engine, b.draft
	if e.minimising || !b.unique() {
		return
	}
	var keep []int
	g := d.Givens()
	for _, c := range b.Selected {
		if g.At(c) != 0 {
			keep = append(keep, int(c))
		}
	}
	b.status, b.errMsg = "Minimising givens…", ""
	req := job.Request{Op: job.OpMinimise, Puzzle: g.String(), Rules: d.RulesCode(), Keep: keep, Seed: uint64(time.Now().UnixNano())}
	b.postTool(ctx, req, &e.minimising, "The draft changed while minimising: minimise again.", func(ctx app.Context, resp job.Response) {
		if !b.adopt(ctx, resp.Puzzle, "Every given is needed: none can go.") {
			return
		}
		fewer := d.Givens()
		before, after := g.Filled(), fewer.Filled()
		b.status = fmt.Sprintf("Minimised: %d givens went, %d stay (undo brings them back).", before-after, after)
	})
}

// postTool posts a job that proposes new givens for the draft (minimise,
// make harder) beside the live questions: the worker takes it after the
// job it is on. busy is set while it runs. take reads the answer when the
// job did not fail and the draft is as it was; if it changed, the status
// says so in the words of stale.
func (b *setterBench) postTool(ctx app.Context, req job.Request, busy *bool, stale string, take func(app.Context, job.Response)) {
	*busy = true
	v := b.rev
	b.jobs.Post(ctx, req, nil, func(ctx app.Context, resp job.Response) {
		*busy = false
		defer b.paint(ctx)
		switch {
		case b.rev != v:
			b.status = stale
		case resp.Error != "":
			b.status, b.errMsg = "", words.Plain(resp.Error)
		default:
			take(ctx, resp)
		}
	})
}

// adopt makes the givens a job sent back (a line) the draft's, as one
// edit undo takes back. It reports false, and says why in the status or
// the error, when they are not a grid of the draft's size or change
// nothing (the status is then unchanged).
func (b *setterBench) adopt(ctx app.Context, line, unchanged string) bool {
	g, err := sudoku.ParseLine(line)
	if err == nil {
		err = b.draft.SetGivens(g)
	}
	switch {
	case errors.Is(err, setter.ErrNothing):
		b.status = unchanged
		return false
	case err != nil:
		b.status, b.errMsg = "", words.Plain(err.Error())
		return false
	}
	b.edited(ctx)
	return true
}

// harder asks the engine for the puzzle Sudoku Explainer rates highest
// near the draft, a classic 9x9 puzzle with one solution, found within
// jobs.HarderTime; the draft takes it, as an edit undo takes back.
func (b *setterBench) harder(ctx app.Context) {
	e, d := &b.engine, b.draft
	if e.hardening || !b.unique() || !b.classic9() {
		return
	}
	b.status, b.errMsg = "Looking for a harder puzzle near this one…", ""
	req := job.Request{Op: job.OpHarder, Puzzle: d.Givens().String(), Seed: uint64(time.Now().UnixNano())}
	b.postTool(ctx, req, &e.hardening, "The draft changed while looking for a harder puzzle: try again.", func(ctx app.Context, resp job.Response) {
		if !resp.MetTarget {
			b.status = "No harder puzzle was found near this one: it stays as it is."
			return
		}
		if b.adopt(ctx, resp.Puzzle, "No harder puzzle was found near this one: it stays as it is.") {
			b.status = "Made harder: " + gradeLine(resp.Grade) + ". Undo brings the old puzzle back."
		}
	})
}

// classic9 reports whether the draft is classic 9x9 Sudoku, which Sudoku
// Explainer rates.
func (b *setterBench) classic9() bool {
	return b.draft.Shape() == sudoku.Classic && b.draft.Rules().Classic()
}

// unique reports whether the engine has counted the draft as it stands
// and found one solution.
func (b *setterBench) unique() bool {
	e := &b.engine
	return e.counted == b.rev && e.countErr == "" && e.solutions == 1
}

// test plays the draft as a game.
func (b *setterBench) test(ctx app.Context) {
	if !b.unique() || b.onTest == nil {
		return
	}
	rules := *b.draft.Rules()
	b.onTest(ctx, panel.Opening{Link: share.Link{Puzzle: b.draft.Givens(), Rules: rules}, Grade: b.engine.grade,
		Status: "Test solve: the setter's bench keeps your draft (Set, in the top bar, goes back to it)."})
}

// explain shows the unique classic draft's logical path.
func (b *setterBench) explain(ctx app.Context) {
	if !b.unique() || b.onExplain == nil {
		return
	}
	puzzle := b.draft.Givens()
	b.status = "Working out the steps…"
	b.jobs.Post(ctx, job.Request{Op: job.OpExplain, Puzzle: puzzle.String(), Rules: b.draft.RulesCode()}, nil, func(ctx app.Context, resp job.Response) {
		b.status = ""
		if resp.Error != "" {
			b.errMsg = words.Plain(resp.Error)
			goapp.Refresh(b)
			return
		}
		b.onExplain(ctx, panel.Explained{Puzzle: puzzle, Rules: *b.draft.Rules(), Reply: resp})
	})
}

// --- input ---

// key handles a key press on the bench (the page hands it on): digits
// place givens or type a cage's total, Delete erases, arrows move, Enter
// applies the tool, Ctrl+Z and Ctrl+Y undo and redo. It reports whether
// the key was the bench's.
func (b *setterBench) key(ctx app.Context, p board.KeyPress) bool {
	if b.draft == nil {
		return false
	}
	cmd, ok := board.KeyCommand(p, board.KeyState{N: b.draft.Shape().N()})
	if !ok {
		return false
	}
	switch cmd.Kind {
	case board.CmdDigit:
		b.place(ctx, cmd.Digit)
	case board.CmdErase:
		b.erase(ctx)
	case board.CmdMove:
		b.Move(b.draft.Shape(), cmd.DR, cmd.DC, cmd.Extend)
	case board.CmdUndo:
		b.undo(ctx)
	case board.CmdRedo:
		b.redo(ctx)
	case board.CmdDeselect:
		b.Selected = b.Selected[:0]
	case board.CmdApply:
		b.apply(ctx)
	default:
		return false
	}
	b.paint(ctx)
	return true
}

func (b *setterBench) undo(ctx app.Context) {
	if b.draft.Undo() {
		b.status, b.errMsg = "Undone.", ""
		b.edited(ctx)
	}
}

func (b *setterBench) redo(ctx app.Context) {
	if b.draft.Redo() {
		b.status, b.errMsg = "Redone.", ""
		b.edited(ctx)
	}
}

func (b *setterBench) onBoardDown(ctx app.Context, e app.Event) {
	c, ok := board.CellAt(e)
	if !ok {
		return
	}
	b.Press(c, e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool(), e.Get("shiftKey").Bool())
	// The board takes the keys from here (Enter applies the tool), not
	// the tool's button pressed before.
	if cell := e.Get("target").Call("closest", "[data-cell]"); cell.Truthy() {
		cell.Call("focus", map[string]any{"preventScroll": true})
	}
	if e.Get("pointerType").String() != "mouse" {
		e.Get("target").Call("releasePointerCapture", e.Get("pointerId"))
	}
}

func (b *setterBench) onBoardMove(ctx app.Context, e app.Event) {
	if !b.Dragging {
		return
	}
	if e.Get("buttons").Int() == 0 {
		b.Dragging = false
		return
	}
	if c, ok := board.CellAt(e); ok {
		b.Drag(c)
	}
}

// --- drawing ---

// rulesView returns the draft's rules as the board draws them, worked
// out again only when the draft changed: with the jigsaw regions drawn so
// far, which the rules take only once they cover the grid.
func (b *setterBench) rulesView() *board.RuleView {
	d := b.draft
	if b.view == nil || b.viewVersion != b.rev {
		r := *d.Rules()
		if r.Regions == nil && d.RegionsDrawn() > 0 {
			r.Regions = d.Regions()
		}
		b.view, b.viewVersion = board.NewRuleView(d.Shape(), &r), b.rev
	}
	return b.view
}

func (b *setterBench) Render() app.UI {
	if b.draft == nil {
		return app.Main().Class("play", "setter")
	}
	return app.Main().Class("play", "setter").Body(
		app.Div().Class("board-area").Body(b.renderBoard()),
		app.Aside().Class("controls", "setter-controls").Aria("label", "Setter's bench").Body(
			b.renderCheck(),
			b.renderDigits(),
			b.renderTools(),
			b.renderGlobals(),
			b.renderActions(),
			app.P().Class("status").Attr("role", "status").Text(b.status),
			app.P().Class("error").Attr("role", "alert").Text(b.errMsg),
			b.renderStart(),
			panel.When(b.sharing, func() app.UI {
				return newSharePanel().Link(share.Link{Puzzle: b.draft.Givens(), Rules: *b.draft.Rules()}).At(b.appURL)
			}),
		),
	)
}

// renderBoard draws the draft: its givens, the rules drawn, the true
// candidates in the empty cells, the givens that clash marked.
func (b *setterBench) renderBoard() app.UI {
	d := b.draft
	s := d.Shape()
	n := s.N()
	rv := b.rulesView()
	givens := d.Givens()
	wrong := map[sudoku.Cell]bool{}
	for _, c := range d.Rules().Conflicts(&givens) {
		wrong[c] = true
	}
	e := &b.engine
	var cands []sudoku.Set
	if !b.hideCands && e.cands != nil && len(e.cands) == s.Cells() {
		cands = e.cands
	}
	stale := e.candsOf != b.rev
	selected := map[sudoku.Cell]bool{}
	for _, c := range b.Selected {
		selected[c] = true
	}
	state := func(c sudoku.Cell) board.CellState {
		st := rv.Cell(s, c)
		st.Digit, st.Given = givens.At(c), givens.At(c) != 0
		st.Selected, st.Wrong, st.Cursor = selected[c], wrong[c], c == b.Cursor
		if st.Digit == 0 && cands != nil {
			st.Cands = cands[c]
			if st.Cands == 0 && !stale {
				st.Wrong = true // no digit fits: the count says no solution
			}
		}
		return st
	}
	grid := app.Div().
		Class("board", "board-"+strconv.Itoa(n), "setter-board").
		Class(map[bool]string{true: "stale"}[stale]).
		Aria("label", "Setter's board, "+strconv.Itoa(n)+" by "+strconv.Itoa(n)).
		Attr("data-cands", e.candsOf). // the rev the candidates drawn are of
		Attr("role", "grid").
		On("pointerdown", goapp.Instant(b, b.onBoardDown)).
		// Always listened to, unlike the game board's: a drag's first move
		// can come before a render would add the listener, and a setter's
		// lines need every cell of it.
		On("pointermove", goapp.Instant(b, b.onBoardMove))
	return board.WithRules(grid, &b.rulesLayer, rv, board.Rows(&b.cells, s, state))
}

// renderCheck says what the engine found: the solution count, and once
// the draft is unique, its rating.
func (b *setterBench) renderCheck() app.UI {
	e, v := &b.engine, b.rev
	// The lines keep their room whatever they say, so that the tools
	// below never move under the setter's pointer.
	text, class := "Counting solutions…", "pending"
	var rating string
	if e.counted == v {
		switch {
		case e.countErr != "":
			text, class = "Not counted", "bad"
			rating = words.Plain(e.countErr)
		case e.solutions == 0:
			text, class = "No solution", "bad"
			rating = "The givens and rules contradict each other."
		case e.solutions == 1:
			text, class = "Unique solution", "good"
		default:
			text, class = "More than one solution", "open"
			rating = "Add givens or rules until one is left."
		}
	}
	switch {
	case !b.unique():
	case e.gradedOf != v:
		rating = "Rating…"
	case e.gradeErr != "":
		rating = "Rating: " + words.Plain(e.gradeErr)
	case e.grade != "":
		rating = gradeLine(e.grade)
	}
	cands := ""
	switch {
	case b.hideCands || e.counted != v || e.solutions < 2:
	case e.candsOf != v:
		cands = "Finding the true candidates…"
	case e.candErr != "":
		cands = "True candidates: " + words.Plain(e.candErr)
	}
	return app.Section().Class("setter-check").Aria("label", "Check").Body(
		app.P().ID("setter-count").Class("setter-count", class).
			Attr("data-version", e.counted).Attr("data-draft", v).
			Attr("role", "status").Text(text),
		app.P().ID("setter-rating").Class("setter-rating").Text(rating),
		app.P().ID("setter-cands-note").Class("setter-note").Text(cands),
		app.Label().Class("setter-option").Body(
			app.Input().Type("checkbox").ID("setter-show-cands").Checked(!b.hideCands).
				OnChange(func(ctx app.Context, ev app.Event) {
					b.hideCands = !ctx.JSSrc().Get("checked").Bool()
					b.ask(ctx)
				}),
			app.Text(" Show true candidates"),
		),
	)
}

// renderDigits draws a key per digit and one that erases, for a touch
// screen: digits are givens, or a cage's total in the Cage tool, as typed.
func (b *setterBench) renderDigits() app.UI {
	n := b.draft.Shape().N()
	return app.Div().Class("digits", "digits-"+strconv.Itoa(n), "setter-digits").Attr("role", "group").Aria("label", "Digits").Body(
		app.Range(make([]struct{}, n)).Slice(func(i int) app.UI {
			d := sudoku.Digit(i + 1)
			return app.Button().Class("btn", "digit-key").Attr("data-digit", i+1).Text(d.String()).
				OnClick(func(ctx app.Context, e app.Event) { b.place(ctx, d) }, d)
		}),
		app.Button().Class("btn", "digit-key").ID("setter-erase").Aria("label", "Erase").Text("⌫").
			OnClick(func(ctx app.Context, e app.Event) { b.erase(ctx) }),
	)
}

// renderTools draws the tools, the one in use pressed, and how to use it.
func (b *setterBench) renderTools() app.UI {
	tools := setter.Tools()
	how := b.tool.Info().How
	if typed, ok := b.draft.Typed(b.Cursor); ok && b.tool == setter.Cage {
		how = "Total typed so far: " + typed + "…"
	}
	if n := b.draft.RegionsDrawn(); n > 0 && b.draft.Rules().Regions == nil {
		how += fmt.Sprintf(" Regions drawn: %d of %d; the boxes count until all are.", n, b.draft.Shape().N())
	}
	return app.Section().Class("setter-tools").Aria("label", "Tools").Body(
		app.Div().Class("tool-buttons").Attr("role", "group").Aria("label", "Tool").Body(
			app.Range(tools).Slice(func(i int) app.UI {
				t := tools[i].Tool
				return app.Button().Class("btn", "btn-small", "tool").ID("tool-"+toolID(t)).
					Class(map[bool]string{true: "active"}[t == b.tool]).
					Aria("pressed", t == b.tool).Text(tools[i].Name).
					OnClick(func(ctx app.Context, e app.Event) { b.tool, b.errMsg = t, "" })
			}),
		),
		app.P().Class("setter-note").ID("tool-how").Text(how),
		app.If(b.tool.TakesTotal(), app.Label().Class("setter-option").Body(
			app.Text("Total "),
			app.Input().Type("number").ID("tool-total").Attr("min", 0).Attr("inputmode", "numeric").Value(b.total).
				OnChange(func(ctx app.Context, e app.Event) { b.total = ctx.JSSrc().Get("value").String() }),
		)),
		app.Div().Class("actions").Body(
			panel.Button("setter-apply", "Apply (Enter)", b.tool == setter.Givens || len(b.Selected) == 0, func(ctx app.Context, e app.Event) { b.apply(ctx) }),
			panel.Button("setter-remove", "Remove", len(b.Selected) == 0, func(ctx app.Context, e app.Event) { b.erase(ctx) }),
		),
		panel.When(b.tool == setter.Cage, func() app.UI {
			// A row of its own: three buttons in a row squeeze Apply's
			// text onto two lines.
			caged := slices.ContainsFunc(b.Selected, func(c sudoku.Cell) bool { _, ok := b.draft.CageAt(c); return ok })
			return app.Div().Class("actions").Body(
				panel.Button("setter-uncage", "Take out of cage", !caged, func(ctx app.Context, e app.Event) { b.uncage(ctx) }),
			)
		}),
		app.Div().Class("actions").Body(
			panel.Button("setter-undo", "Undo", !b.draft.CanUndo(), func(ctx app.Context, e app.Event) { b.undo(ctx) }),
			panel.Button("setter-redo", "Redo", !b.draft.CanRedo(), func(ctx app.Context, e app.Event) { b.redo(ctx) }),
		),
	)
}

// toolID names a tool in element IDs: "tool-white-dot".
func toolID(t setter.Tool) string {
	return strings.ReplaceAll(strings.ToLower(t.Info().Name), " ", "-")
}

// renderGlobals draws the switches of the rules over the whole grid.
func (b *setterBench) renderGlobals() app.UI {
	globals := setter.Globals()
	// A div rather than a fieldset: each go-app element type used adds
	// its methods to app.wasm.
	return app.Div().Class("setter-globals").Attr("role", "group").Aria("labelledby", "setter-globals-title").Body(
		app.P().ID("setter-globals-title").Class("setter-globals-title").Text("Rules over the whole grid"),
		app.Range(globals).Slice(func(i int) app.UI {
			g := globals[i]
			return app.Label().Class("setter-option").Body(
				app.Input().Type("checkbox").ID("global-"+toolIDText(g.String())).Checked(b.draft.Has(g)).
					OnChange(func(ctx app.Context, e app.Event) {
						b.do(ctx, g.String()+" switched.", b.draft.Toggle(g))
					}),
				app.Text(" "+g.String()),
			)
		}),
	)
}

// toolIDText makes a name an ID's part: "Diagonals (X)" is "diagonals".
func toolIDText(name string) string {
	name, _, _ = strings.Cut(name, " (")
	return strings.ReplaceAll(strings.ToLower(name), " ", "-")
}

// renderActions draws what a unique draft allows: Minimise, Test solve,
// Make harder (classic 9x9), Explain; and Share.
func (b *setterBench) renderActions() app.UI {
	unique := b.unique()
	e := &b.engine
	return app.Div().Class("setter-actions").Body(
		app.Div().Class("actions").Body(
			panel.Button("setter-minimise", map[bool]string{false: "Minimise givens", true: "Minimising…"}[e.minimising], !unique || e.minimising,
				func(ctx app.Context, ev app.Event) { b.minimise(ctx) }),
			panel.Button("setter-test", "Test solve", !unique, func(ctx app.Context, ev app.Event) { b.test(ctx) }),
		),
		panel.When(b.classic9(), func() app.UI {
			return app.Div().Class("actions").Body(
				panel.Button("setter-harder", map[bool]string{false: "Make harder", true: "Making harder…"}[e.hardening], !unique || e.hardening,
					func(ctx app.Context, ev app.Event) { b.harder(ctx) }),
			)
		}),
		app.Div().Class("actions").Body(
			panel.Button("setter-explain", "Explain", !unique, func(ctx app.Context, ev app.Event) { b.explain(ctx) }),
			app.Button().Class("btn").ID("setter-share").Aria("expanded", b.sharing).Text("Share").
				OnClick(func(ctx app.Context, ev app.Event) { b.sharing = !b.sharing }),
		),
		app.P().Class("setter-note").Text("Minimise keeps the selected givens."),
	)
}

// renderStart offers a new start: an empty grid of any size, or the open
// game's puzzle.
func (b *setterBench) renderStart() app.UI {
	sizes := sudoku.Sizes()
	return app.Details().Class("setter-start").Body(
		app.Summary().Text("Start again"),
		app.Div().Class("form-row").Body(
			app.Label().For("setter-size").Text("Size"),
			app.Select().ID("setter-size").Body(
				app.Range(sizes).Slice(func(i int) app.UI {
					n := strconv.Itoa(sizes[i])
					return panel.Option(n, n+"×"+n, sizes[i] == b.size)
				}),
			).OnChange(func(ctx app.Context, e app.Event) {
				if n, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
					b.size = n
				}
			}),
			panel.Button("setter-empty", "Empty grid", false, func(ctx app.Context, e app.Event) {
				s, err := sudoku.ShapeForSize(b.size)
				if err != nil {
					b.errMsg = words.Plain(err.Error())
					return
				}
				d, err := setter.New(s)
				if err != nil {
					b.errMsg = words.Plain(err.Error())
					return
				}
				b.start(ctx, d, "A new empty "+strconv.Itoa(b.size)+"×"+strconv.Itoa(b.size)+" grid.")
			}),
		),
		panel.Button("setter-from-game", "The open game's puzzle", b.playing == nil, func(ctx app.Context, e app.Event) {
			if b.playing == nil {
				return
			}
			d, err := setter.From(sudoku.Puzzle{Grid: b.playing.Givens(), Rules: b.playing.Rules()})
			if err != nil {
				b.errMsg = words.Plain(err.Error())
				return
			}
			b.start(ctx, d, "The open game's puzzle, to set from.")
		}),
	)
}
