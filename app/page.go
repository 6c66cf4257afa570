package app

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/job"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// samplePuzzle is shown when the URL carries no puzzle and no game is saved
// (Project Euler 96, grid 01).
const samplePuzzle = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"

// gamePage is the app's page: the board for the current game and
// everything around it. The game itself is a *game.Game; this component
// holds only what the screen adds: selection, input mode, messages.
type gamePage struct {
	app.Compo

	g           *game.Game  // nil until a puzzle is loaded
	solution    sudoku.Grid // valid when hasSolution
	hasSolution bool
	grade       string // the puzzle's level, when the engine could grade it
	seed        uint64 // the generator seed the puzzle came from, when hasSeed
	hasSeed     bool
	games       []game.Summary // the games in progress, while the list is open
	lib         *game.Library

	// offered holds the progress a shared link carried for a puzzle the
	// player already has in progress: it replaces theirs only if they ask.
	offered []game.CellState

	panel       string       // the panel open under the top bar: panelNew, panelPaste, panelShare, or ""
	shareCells  bool         // the share link carries the player's entries and notes
	gen         job.Generate // the choices for a new puzzle
	genJob      int64        // the generate job running, or 0
	genProgress float64
	paste       pasted
	explanation *explanation // the logical path on show instead of the game, or nil
	embedded    bool         // the page runs in embed mode (?embed=1), in an iframe

	selected []sudoku.Cell // in the order chosen, no repeats
	cursor   sudoku.Cell   // where arrows move from; the focusable cell
	mode     game.Mode
	dragging bool
	paused   bool

	hint      *job.Hint // the hint on show, if any
	hintLevel int       // 1: vague, 2: concrete (cells highlighted)

	errMsg    string // why the last input or job failed
	status    string // the outcome of the last action
	notice    string // about saving and loading
	announce  string // for screen readers (aria-live)
	unsaved   bool   // an edit waits to be saved (saveAfterPaint)
	busy      bool   // a job is running
	updatable bool   // a new version is installed; offer a reload

	engine   *engineWorker
	unlisten []func()

	// The memos drawn on the page, one slot per place (see memo).
	cells    [sudoku.MaxCells]memoSlot[cellState] // row r, column c at r*MaxN+c
	topbar   memoSlot[topbarState]
	keypad   memoSlot[keypadState]
	settings memoSlot[settingsState]
}

func newGamePage() *gamePage { return &gamePage{lib: game.NewLibrary(localStorage{})} }

// Routes registers the app's only route. Call it before
// app.RunWhenOnBrowser, natively and in the browser alike.
func Routes() {
	app.RouteFunc("/", func() app.Composer { return newGamePage() })
}

// EmbedQuery is the query that asks for the page's embed mode, for an
// iframe: the board and keypad with minimal chrome. The page is precached
// with it too, since the service worker matches a request by its full URL.
const EmbedQuery = "embed=1"

func (p *gamePage) OnMount(ctx app.Context) {
	p.engine = newEngine(ctx)
	p.unlisten = append(p.unlisten,
		// Editing the fragment in the address bar does not navigate; follow it.
		p.listen(ctx, "hashchange", func(ctx app.Context, e app.Event) {
			p.open(ctx, app.Window().URL().Fragment)
		}),
		p.listen(ctx, "keydown", p.onKeyDown),
		p.listen(ctx, "pointerup", func(ctx app.Context, e app.Event) { p.dragging = false }),
		// The last chances to save an edit before the page goes or sleeps.
		p.listen(ctx, "pagehide", func(ctx app.Context, e app.Event) { p.flushSave() }),
		p.listen(ctx, "visibilitychange", func(ctx app.Context, e app.Event) { p.flushSave() }),
	)
	// A plain goroutine: ctx.Async would hold up pre-rendering and tests,
	// which wait for async work to finish.
	go func() {
		tick := time.NewTicker(time.Second)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
				ctx.Dispatch(p.onTick)
			}
		}
	}()
}

// listen calls h on the UI goroutine for each event of the window, renders
// its changes at once (instant), and returns the function that stops it.
// Window.AddEventListener would render a second time, a frame tick later,
// for nothing: a key typed then would wait for that render.
func (p *gamePage) listen(ctx app.Context, event string, h app.EventHandler) func() {
	h = p.instant(h)
	f := app.FuncOf(func(this app.Value, args []app.Value) any {
		ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Next, Source: p, Function: func(ctx app.Context) {
			h(ctx, app.Event{Value: args[0]})
		}})
		return nil
	})
	w := app.Window()
	w.Call("addEventListener", event, f)
	return func() {
		w.Call("removeEventListener", event, f)
		f.Release()
	}
}

func (p *gamePage) OnDismount() {
	// Server-side pre-rendering dismounts components it never mounted.
	if p.engine != nil {
		p.engine.close()
	}
	for _, f := range p.unlisten {
		f()
	}
}

func (p *gamePage) OnNav(ctx app.Context) {
	u := ctx.Page().URL()
	p.embedded = "embed="+u.Query().Get("embed") == EmbedQuery
	p.open(ctx, u.Fragment)
	if !p.engine.started {
		// Deferred: it runs once go-app has rendered the board.
		ctx.Defer(func(ctx app.Context) { afterPaint(ctx, p.onStarted) })
	}
}

// startedEvent is the window event that tells web/defer-sw.js the page is
// up: the service worker registers then.
const startedEvent = "sudoku-started"

// onStarted runs once the first board is on screen. What a cold load does
// not need to show the board waits for it, rather than share the CPU with
// it: the engine worker (worker.wasm) and the service worker, whose install
// downloads every file it keeps for offline play. Together they made a cold
// load on two cores about 200 ms slower (1.24 s, 1.01 s without).
func (p *gamePage) onStarted(ctx app.Context) {
	p.engine.start(ctx)
	w := app.Window()
	w.Call("dispatchEvent", w.Get("Event").New(startedEvent))
}

// afterPaint calls f on the UI goroutine once the browser has painted the
// page's current changes: a timer set from an animation frame runs after
// that frame is painted. Hidden pages paint nothing: f waits until shown.
func afterPaint(ctx app.Context, f func(app.Context)) {
	var frame, painted app.Func
	painted = app.FuncOf(func(app.Value, []app.Value) any {
		painted.Release()
		ctx.Dispatch(f)
		return nil
	})
	frame = app.FuncOf(func(app.Value, []app.Value) any {
		frame.Release()
		app.Window().Call("setTimeout", painted, 0)
		return nil
	})
	app.Window().Call("requestAnimationFrame", frame)
}

func (p *gamePage) OnAppUpdate(ctx app.Context) {
	p.updatable = ctx.AppUpdateAvailable()
}

// open shows the puzzle written in fragment, in any format readPuzzle
// takes: the saved game of that puzzle if there is one, or a new game. An
// empty fragment resumes the last game, or starts the sample. A bad
// fragment leaves the current game as it is.
func (p *gamePage) open(ctx app.Context, fragment string) {
	text := strings.TrimSpace(fragment)
	if text == "" {
		if id, ok := p.lib.Current(); ok {
			text = id
		} else {
			text = samplePuzzle
		}
	}
	p.errMsg, p.status = "", ""
	l, _, err := readPuzzle(text)
	if err != nil {
		p.errMsg = err.Error()
		return
	}
	p.openLink(ctx, l)
}

// readPuzzle reads a puzzle as the player or a link gives it: one of the
// app's share links (or its fragment), or any format sudoku.ParsePuzzle
// reads. Pencil marks in the input become centre notes. format names what
// was understood.
func readPuzzle(text string) (l share.Link, format string, err error) {
	text = strings.TrimSpace(text)
	if i := strings.IndexByte(text, '#'); i >= 0 && share.IsLink(text[i+1:]) {
		text = text[i+1:]
	}
	if share.IsLink(text) {
		l, err = share.Decode(text)
		return l, "a link from this app", err
	}
	pz, err := sudoku.ParsePuzzle(text)
	if err != nil {
		return share.Link{}, "", err
	}
	l.Puzzle = pz.Grid
	if pz.Candidates != nil {
		l.Cells = make([]game.CellState, pz.Grid.Shape().Cells())
		for c, cands := range pz.Candidates {
			if pz.Grid.At(sudoku.Cell(c)) == 0 {
				l.Cells[c].Centre = cands
			}
		}
	}
	return l, pz.Format.String() + " format", nil
}

// openLink opens the puzzle of l. A link's progress never overwrites a
// game in progress: when the player has this puzzle going already, theirs
// stays and the link's is offered.
func (p *gamePage) openLink(ctx app.Context, l share.Link) {
	resumed := p.load(ctx, l.Puzzle)
	if p.g == nil || p.g.Givens() != l.Puzzle {
		return // the puzzle could not be opened; errMsg says why
	}
	if l.HasSeed {
		p.seed, p.hasSeed = l.Seed, true
	}
	if l.Cells == nil || slices.Equal(l.Cells, p.g.Cells()) {
		return
	}
	if resumed {
		p.offered = l.Cells
		return
	}
	g, err := game.Resume(l.Puzzle, l.Cells, p.g.Settings)
	if err != nil {
		p.errMsg = err.Error()
		return
	}
	p.g = g
	p.save()
}

// onTakeOffered replaces the player's game of this puzzle with the progress
// a shared link offered (the replaced record stays as the backup).
func (p *gamePage) onTakeOffered(ctx app.Context, e app.Event) {
	g, err := game.Resume(p.g.Givens(), p.offered, p.g.Settings)
	p.offered = nil
	if err != nil {
		p.errMsg = err.Error()
		return
	}
	p.g = g
	p.changed(ctx, "Opened the shared progress")
}

func (p *gamePage) onKeepMine(ctx app.Context, e app.Event) { p.offered = nil }

// load makes puzzle the current game, resuming its saved state if any, and
// reports whether it did resume one (or was already playing it).
func (p *gamePage) load(ctx app.Context, puzzle sudoku.Grid) (resumed bool) {
	p.flushSave() // the edit waiting belongs to the game being left
	settings := game.DefaultSettings()
	if p.g != nil {
		settings = p.g.Settings
		if p.g.Givens() == puzzle {
			return true // already playing it
		}
	}
	g, notice, err := p.lib.Open(puzzle.String())
	resumed = err == nil
	if err != nil {
		if g, err = game.New(puzzle, settings); err != nil {
			p.errMsg = err.Error()
			return false
		}
	}
	p.g, p.notice = g, notice
	p.selected, p.cursor, p.mode, p.hint, p.hasSolution, p.grade, p.games = nil, 0, game.Normal, nil, false, "", nil
	p.seed, p.hasSeed, p.offered, p.explanation = 0, false, nil, nil
	p.applyTheme()
	p.save()
	p.engine.post(ctx, job.Request{Op: job.OpSolve, Puzzle: puzzle.String()}, nil, func(ctx app.Context, resp job.Response) {
		if p.g == nil || p.g.Givens() != puzzle {
			return // another game was opened meanwhile
		}
		sol, err := sudoku.Parse(resp.Solution)
		switch {
		case resp.Error != "":
			p.notice = "Mistake checking and hints need a solution: " + resp.Error
		case err == nil:
			p.solution, p.hasSolution, p.grade = sol, true, resp.Grade
			if !resp.Unique {
				p.notice = "This puzzle has more than one solution; mistakes are checked against one of them."
			}
		}
	})
	return resumed
}

// save stores the game; failure is shown, and play goes on.
func (p *gamePage) save() {
	if p.g == nil {
		return
	}
	if err := p.lib.Save(p.g); err != nil {
		p.notice = "Not saved: this browser is not letting the app store games (" + err.Error() + "). You can keep playing."
		return
	}
	if strings.HasPrefix(p.notice, "Not saved") {
		p.notice = ""
	}
}

// changed is called after every edit of the game.
func (p *gamePage) changed(ctx app.Context, what string) {
	p.hint = nil
	p.announce = what
	if p.g.Solved() {
		p.announce = "Solved! " + p.summary()
	} else if conflicts := p.g.Conflicts(); len(conflicts) > 0 && p.g.Settings.Mistakes != game.CheckOff {
		p.announce += fmt.Sprintf(". %d cells conflict", len(conflicts))
	}
	p.saveAfterPaint(ctx)
}

// saveAfterPaint saves the game once the browser has painted the page's
// changes. A save writes the whole record, mostly the history (up to
// game.MaxHistory moves), and its backup: done first, it would hold up the
// paint of every key press, the more as a game grows. The edits of one
// frame share a save; leaving the page or hiding it saves what waits
// (flushSave), and so does opening another game. With a nil ctx (natively,
// in tests) it saves at once.
func (p *gamePage) saveAfterPaint(ctx app.Context) {
	if p.unsaved {
		return // a save is on its way
	}
	p.unsaved = true
	if ctx == nil {
		p.flushSave()
		return
	}
	afterPaint(ctx, func(app.Context) { p.flushSave() })
}

// flushSave saves the game now if an edit is waiting to be saved.
func (p *gamePage) flushSave() {
	if p.unsaved {
		p.unsaved = false
		p.save()
	}
}

func (p *gamePage) onTick(ctx app.Context) {
	if p.g == nil || p.paused || p.g.Solved() {
		return
	}
	if app.Window().Get("document").Get("visibilityState").String() == "hidden" {
		return // the clock stops while the tab is hidden
	}
	p.g.Tick(time.Second)
	p.save()
}

// --- selection ---

func (p *gamePage) isSelected(c sudoku.Cell) bool {
	for _, s := range p.selected {
		if s == c {
			return true
		}
	}
	return false
}

func (p *gamePage) selectCell(c sudoku.Cell, extend bool) {
	if !extend {
		p.selected = p.selected[:0]
	}
	if !p.isSelected(c) {
		p.selected = append(p.selected, c)
	}
	p.cursor = c
}

func (p *gamePage) move(ctx app.Context, dr, dc int, extend bool) {
	n := p.g.Shape().N()
	r, c := p.g.Shape().Row(p.cursor), p.g.Shape().Col(p.cursor)
	if len(p.selected) > 0 {
		r, c = (r+dr+n)%n, (c+dc+n)%n // wrap around, as the best players' apps do
	}
	p.selectCell(p.g.Shape().CellAt(r, c), extend)
	p.focusCursor(ctx)
}

// focusCursor moves keyboard focus to the cursor cell after the next
// render, for screen readers following the roving tabindex.
func (p *gamePage) focusCursor(ctx app.Context) {
	ctx.Defer(func(ctx app.Context) {
		if el := app.Window().Get("document").Call("querySelector", fmt.Sprintf("[data-cell='%d']", p.cursor)); el.Truthy() {
			el.Call("focus", map[string]any{"preventScroll": true})
		}
	})
}

// cellFromEvent finds the board cell under a pointer event, following the
// pointer across cells while a touch drags (touch events stay with the
// element they started on).
func cellFromEvent(e app.Event) (sudoku.Cell, bool) {
	el := app.Window().Get("document").Call("elementFromPoint", e.Get("clientX").Float(), e.Get("clientY").Float())
	if !el.Truthy() {
		return 0, false
	}
	if el = el.Call("closest", "[data-cell]"); !el.Truthy() {
		return 0, false
	}
	c, err := strconv.Atoi(el.Call("getAttribute", "data-cell").String())
	if err != nil {
		return 0, false
	}
	return sudoku.Cell(c), true
}

func (p *gamePage) onBoardDown(ctx app.Context, e app.Event) {
	c, ok := cellFromEvent(e)
	if !ok {
		return
	}
	toggle := e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool()
	if toggle && p.isSelected(c) {
		p.deselect(c) // Ctrl-click takes a cell out of the selection
	} else {
		p.selectCell(c, toggle || e.Get("shiftKey").Bool())
	}
	p.dragging = true
	if e.Get("pointerType").String() != "mouse" {
		// Touch captures the pointer to the first cell; release it so the
		// drag can be followed across cells.
		e.Get("target").Call("releasePointerCapture", e.Get("pointerId"))
	}
}

func (p *gamePage) deselect(c sudoku.Cell) {
	for i, s := range p.selected {
		if s == c {
			p.selected = append(p.selected[:i], p.selected[i+1:]...)
			return
		}
	}
}

// onBoardMove extends the selection while a drag goes on; the board listens
// to pointermove only then.
func (p *gamePage) onBoardMove(ctx app.Context, e app.Event) {
	if e.Get("buttons").Int() == 0 {
		p.dragging = false
		return
	}
	if c, ok := cellFromEvent(e); ok && !p.isSelected(c) {
		p.selectCell(c, true)
	}
}

// --- input ---

func (p *gamePage) onKeyDown(ctx app.Context, e app.Event) {
	tag := strings.ToLower(e.Get("target").Get("tagName").String())
	if tag == "input" || tag == "textarea" || tag == "select" {
		return // typing in a form field
	}
	if p.explanation != nil {
		p.onExplainKey(e)
		return
	}
	if p.g == nil {
		return
	}
	mods := keyMods{shift: e.Get("shiftKey").Bool(), ctrl: e.Get("ctrlKey").Bool(), meta: e.Get("metaKey").Bool(), alt: e.Get("altKey").Bool()}
	cmd, ok := keyCommand(e.Get("code").String(), mods, p.mode, p.g.Shape().N())
	if !ok {
		return
	}
	e.PreventDefault()
	p.run(ctx, cmd)
}

// paintNow renders the page's changes at once, so that the browser paints
// an input in the next frame. go-app v9.8.0 applies updates on a 120 Hz
// ticker that restarts after idle: left to itself, every key press would
// wait a whole tick (8.3 ms) before its render. ClientDispatcher.Consume
// runs pending dispatches and renders now; it first waits for ctx.Async
// work, which is why the page never uses ctx.Async or ctx.After (a job's
// watchdog would hold up every key press until it fired).
func (p *gamePage) paintNow(ctx app.Context) {
	p.Update()
	if d, ok := ctx.Dispatcher().(app.ClientDispatcher); ok {
		d.Consume()
	}
}

// instant makes h an input handler whose changes are painted at once
// (paintNow): the board's, the keypad's and the window's. go-app tells
// handlers apart by their code, so, as with any closure, an element keeps
// the instant handler it was mounted with: give one element one meaning.
func (p *gamePage) instant(h app.EventHandler) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		h(ctx, e)
		p.paintNow(ctx)
	}
}

// run carries out a command from the keyboard or the keypad.
func (p *gamePage) run(ctx app.Context, cmd command) {
	if p.paused && cmd.kind != cmdDeselect {
		return
	}
	switch cmd.kind {
	case cmdDigit:
		if p.g.Enter(p.selected, cmd.digit, cmd.mode) {
			p.changed(ctx, p.describeEdit(cmd.digit, cmd.mode))
		}
	case cmdErase:
		if p.g.Erase(p.selected) {
			p.changed(ctx, "Erased "+p.selectionName())
		}
	case cmdMove:
		p.move(ctx, cmd.dr, cmd.dc, cmd.extend)
	case cmdMode:
		p.mode = cmd.mode
	case cmdCycleMode:
		p.mode = p.mode.Next()
	case cmdUndo:
		if p.g.Undo() {
			p.changed(ctx, "Undone")
		}
	case cmdRedo:
		if p.g.Redo() {
			p.changed(ctx, "Redone")
		}
	case cmdDeselect:
		p.selected = nil
	}
}

func (p *gamePage) selectionName() string {
	if len(p.selected) == 1 {
		return p.g.Shape().CellName(p.selected[0])
	}
	return fmt.Sprintf("%d cells", len(p.selected))
}

func (p *gamePage) describeEdit(d sudoku.Digit, m game.Mode) string {
	where := p.selectionName()
	switch m {
	case game.Corner:
		return fmt.Sprintf("Corner note %s in %s", d, where)
	case game.Centre:
		return fmt.Sprintf("Centre note %s in %s", d, where)
	case game.Colour:
		return fmt.Sprintf("Colour %s on %s", d, where)
	}
	if len(p.selected) == 1 && p.g.Digit(p.selected[0]) == 0 {
		return "Cleared " + where
	}
	return fmt.Sprintf("%s in %s", d, where)
}

// --- actions ---

func (p *gamePage) onDigitButton(d sudoku.Digit) app.EventHandler {
	return p.instant(func(ctx app.Context, e app.Event) { p.run(ctx, command{kind: cmdDigit, digit: d, mode: p.mode}) })
}

func (p *gamePage) onModeButton(m game.Mode) app.EventHandler {
	return p.instant(func(ctx app.Context, e app.Event) { p.mode = m })
}

func (p *gamePage) onCommand(kind commandKind) app.EventHandler {
	return p.instant(func(ctx app.Context, e app.Event) { p.run(ctx, command{kind: kind}) })
}

func (p *gamePage) onFillCandidates(ctx app.Context, e app.Event) {
	if !p.paused && p.g.FillCandidates() {
		p.changed(ctx, "Filled in every candidate as centre notes")
	}
}

func (p *gamePage) onClearNotes(ctx app.Context, e app.Event) {
	if !p.paused && p.g.ClearNotes() {
		p.changed(ctx, "Cleared every note")
	}
}

func (p *gamePage) onRewind(ctx app.Context, e app.Event) {
	if !p.hasSolution || p.paused {
		return
	}
	n := p.g.RewindToCorrect(p.solution)
	if n == 0 {
		p.status = "No mistakes so far."
		return
	}
	p.status = fmt.Sprintf("Rewound %d moves to the last correct state (redo brings them back).", n)
	p.changed(ctx, p.status)
}

func (p *gamePage) onHint(ctx app.Context, e app.Event) {
	if p.g == nil || p.busy || p.paused || p.g.Solved() {
		return
	}
	if p.hasSolution {
		if wrong := p.g.Mistakes(p.solution); len(wrong) > 0 {
			p.status = fmt.Sprintf("First fix %s: it does not match the solution.", p.g.Shape().CellName(wrong[0]))
			p.selected, p.cursor = []sudoku.Cell{wrong[0]}, wrong[0]
			p.g.CountHint()
			p.save()
			return
		}
	}
	switch {
	case p.hint != nil && p.hintLevel == 1:
		p.hintLevel = 2
		p.status = p.hint.Text
		return
	case p.hint != nil && p.hintLevel == 2:
		p.applyHint(ctx)
		return
	}
	p.busy, p.errMsg = true, ""
	p.engine.post(ctx, job.Request{Op: job.OpHint, Puzzle: p.g.Grid().String(), Notes: p.candidateNotes()}, nil, func(ctx app.Context, resp job.Response) {
		p.busy = false
		if resp.Error != "" {
			p.status = sentence(resp.Error)
			return
		}
		p.g.CountHint()
		p.save()
		p.hint, p.hintLevel, p.status = resp.Hint, 1, resp.Hint.Vague
	})
}

// candidateNotes returns the player's centre notes as candidates when
// every empty cell has some (as after Fill candidates), so a hint reasons
// from the board the player sees; nil otherwise.
func (p *gamePage) candidateNotes() []uint32 {
	cells := p.g.Cells()
	notes := make([]uint32, len(cells))
	for c, st := range cells {
		if p.g.Digit(sudoku.Cell(c)) != 0 {
			continue
		}
		if st.Centre == 0 {
			return nil
		}
		notes[c] = uint32(st.Centre)
	}
	return notes
}

func (p *gamePage) applyHint(ctx app.Context) {
	var place, unmark []game.Mark
	for _, pl := range p.hint.Placements {
		place = append(place, game.Mark{Cell: sudoku.Cell(pl[0]), Digit: sudoku.Digit(pl[1])})
	}
	for _, el := range p.hint.Eliminations {
		unmark = append(unmark, game.Mark{Cell: sudoku.Cell(el[0]), Digit: sudoku.Digit(el[1])})
	}
	text := p.hint.Text
	p.g.Apply(place, unmark)
	p.changed(ctx, "Applied: "+text)
	p.status = "Applied: " + text
}

func (p *gamePage) onSolve(ctx app.Context, e app.Event) {
	if p.g == nil || p.busy || p.paused {
		return
	}
	if p.hasSolution {
		p.reveal(ctx)
		return
	}
	p.busy, p.errMsg, p.status = true, "", "Solving…"
	puzzle := p.g.Givens()
	p.engine.post(ctx, job.Request{Op: job.OpSolve, Puzzle: puzzle.String()}, nil, func(ctx app.Context, resp job.Response) {
		p.busy, p.status = false, ""
		if resp.Error != "" {
			p.errMsg = resp.Error
			return
		}
		sol, err := sudoku.Parse(resp.Solution)
		if err != nil || sol.Shape() != puzzle.Shape() || p.g.Givens() != puzzle {
			p.errMsg = "the engine sent back an unreadable solution"
			return
		}
		p.solution, p.hasSolution = sol, true
		p.reveal(ctx)
		if !resp.Unique {
			p.status = "Solved, but this puzzle has more than one solution; this is one of them."
		}
	})
}

// reveal fills the board with the solution, as one move that undo takes back.
func (p *gamePage) reveal(ctx app.Context) {
	var place []game.Mark
	for c := sudoku.Cell(0); int(c) < p.g.Shape().Cells(); c++ {
		if !p.g.IsGiven(c) && p.g.Digit(c) != p.solution.At(c) {
			place = append(place, game.Mark{Cell: c, Digit: p.solution.At(c)})
		}
	}
	p.g.Apply(place, nil)
	p.changed(ctx, "Solution shown")
	p.status = "Solved. The solution is unique."
}

func (p *gamePage) onPause(ctx app.Context, e app.Event) { p.paused = !p.paused }

func (p *gamePage) onReload(ctx app.Context, e app.Event) { ctx.Reload() }

func (p *gamePage) onSetting(apply func(s *game.Settings, v app.Value)) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		apply(&p.g.Settings, ctx.JSSrc())
		p.applyTheme()
		p.save()
	}
}

// applyTheme sets the page's colour scheme from the settings.
func (p *gamePage) applyTheme() {
	theme := "system"
	switch p.g.Settings.Theme {
	case game.ThemeLight:
		theme = "light"
	case game.ThemeDark:
		theme = "dark"
	}
	app.Window().Get("document").Get("documentElement").Call("setAttribute", "data-theme", theme)
}

// summary describes a finished game.
func (p *gamePage) summary() string {
	hints := "no hints"
	switch n := p.g.Hints(); {
	case n == 1:
		hints = "1 hint"
	case n > 1:
		hints = fmt.Sprintf("%d hints", n)
	}
	level := ""
	if p.grade != "" {
		level = " Level " + p.grade + "."
	}
	return fmt.Sprintf("Time %s, %s.%s", clock(p.g.Elapsed()), hints, level)
}

// onGames opens or closes the list of games in progress.
func (p *gamePage) onGames(ctx app.Context, e app.Event) {
	if p.games != nil {
		p.games = nil
		return
	}
	games, err := p.lib.List()
	if err != nil {
		p.notice = "The saved games cannot be read here: " + err.Error()
		return
	}
	p.games = append([]game.Summary{}, games...)
}

// onOpenGame switches to a saved game through the URL, like a shared link.
func (p *gamePage) onOpenGame(id string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		p.games = nil
		app.Window().Get("location").Set("hash", id)
	}
}

func (p *gamePage) onDeleteGame(id string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if err := p.lib.Remove(id); err != nil {
			p.notice = "Could not delete the game: " + err.Error()
			return
		}
		p.games = nil
		p.onGames(ctx, e)
	}
}

// sentence makes an error message a sentence: capitalised, with a full stop.
func sentence(msg string) string {
	if msg == "" {
		return ""
	}
	msg = strings.ToUpper(msg[:1]) + msg[1:]
	if !strings.HasSuffix(msg, ".") {
		msg += "."
	}
	return msg
}

// clock formats a duration as m:ss or h:mm:ss.
func clock(d time.Duration) string {
	s := int(d / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}
