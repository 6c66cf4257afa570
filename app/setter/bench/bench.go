package bench

import (
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/browser"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/setter"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Bench is the setter's bench: a puzzle being set (a setter.Draft) on a
// board of its own, the tools that draw its rules, and what the engine
// says of it as it changes: the solution count, the true candidates and,
// once it is unique, its rating (answers). Keep one Bench for the page's
// life: its draft and the engine's answers stay while it is put away.
type Bench struct {
	app.Compo

	store     game.Storage
	playing   sudoku.Puzzle // the open game's givens and rules; no grid when none
	shareView func(share.Link) app.UI
	onTest    func(app.Context, panel.Opening)
	onExplain func(app.Context, panel.Explained)

	ed        editor  // the draft and its edits
	engine    answers // what the engine said of the draft, and its jobs
	hideCands bool    // the true candidates are not drawn
	sharing   bool    // the share panel is open under the tools
	revealed  string  // the error last brought on the screen (took)

	view       rulesView // the draft's rules as the board draws them
	cells      [sudoku.MaxCells]goapp.Slot[board.CellState]
	rulesLayer goapp.Slot[board.RulesLayer]
}

// StorageKey is where the draft is kept between visits, as a game ID is
// written (game.PuzzleID): givens, then "~" and the rules' code.
const StorageKey = game.StoragePrefix + "setter"

// New returns a bench with no draft yet: Open reads it from the store.
func New() *Bench {
	return &Bench{ed: editor{size: 9}, engine: newAnswers()}
}

// Jobs sets the engine that counts, finds candidates, grades and minimises.
func (b *Bench) Jobs(j panel.Jobs) *Bench { b.engine.jobs = j; return b }

// Store sets where the draft is kept (StorageKey).
func (b *Bench) Store(s game.Storage) *Bench { b.store = s; return b }

// Playing sets the open game's puzzle, its givens and rules, which the
// bench can start from; zero givens (no shape) when no game is open.
// The bench copies them when it starts from them.
func (b *Bench) Playing(givens sudoku.Grid, rules sudoku.Rules) *Bench {
	b.playing = sudoku.Puzzle{Grid: givens, Rules: rules}
	return b
}

// Share sets what draws the Share panel for the draft's link, under the
// tools once Share is pressed.
func (b *Bench) Share(view func(share.Link) app.UI) *Bench { b.shareView = view; return b }

// OnTest sets what plays the puzzle as a game (Test solve).
func (b *Bench) OnTest(f func(app.Context, panel.Opening)) *Bench { b.onTest = f; return b }

// OnExplain sets what shows the puzzle's logical path.
func (b *Bench) OnExplain(f func(app.Context, panel.Explained)) *Bench {
	b.onExplain = f
	return b
}

// Open makes the bench ready to show: the draft kept from the last
// visit, or an empty grid; and the engine asked about it. The page calls
// it each time it shows the bench, and draws the bench itself.
func (b *Bench) Open(ctx app.Context) {
	if b.ed.draft == nil {
		b.ed.draft = loadDraft(b.store)
	}
	b.ask(ctx)
}

// loadDraft reads the draft kept in store; an empty 9x9 grid when there
// is none, or it cannot be read.
func loadDraft(store game.Storage) *setter.Draft {
	if store != nil {
		if text, ok, err := store.Get(StorageKey); err == nil && ok {
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

// Key handles a key press the page hands on while the bench is on show
// (editor.key), and draws the bench at once. It reports whether the key
// was the bench's; it is not, before Open.
func (b *Bench) Key(ctx app.Context, p board.KeyPress) bool {
	if b.ed.draft == nil {
		return false
	}
	ok, changed := b.ed.key(p)
	if !ok {
		return false
	}
	b.took(ctx, changed)
	b.paint(ctx)
	return true
}

// EndDrag ends a pointer drag over the bench's board: the page calls it
// on every pointerup, wherever the pointer is. It draws nothing.
func (b *Bench) EndDrag() { b.ed.Dragging = false }

// took takes in how an edit went: one that changed the draft is kept
// (edited); one refused has its reason brought on the screen once drawn,
// as little as it takes. On a phone the bench scrolls, and the reason,
// under the tools, is drawn past the screen's bottom edge, under the
// Apply that was pressed.
func (b *Bench) took(ctx app.Context, changed bool) {
	if changed {
		b.edited(ctx)
	}
	// Once: a key that moves the cursor, with an error still on show
	// from before, does not scroll the page.
	if msg := b.ed.errMsg; msg != b.revealed {
		b.revealed = msg
		if msg != "" {
			goapp.AfterRender(ctx, b, func(app.Context) { browser.Reveal(".setter-controls .error") })
		}
	}
}

// edited takes in a change to the draft, an edit that reported one: the
// draft is kept, and the engine asked about it.
func (b *Bench) edited(ctx app.Context) {
	b.engine.rev++
	if b.store != nil {
		// A few hundred characters: written at once, so that no edit is
		// lost to a closed tab.
		d := b.ed.draft
		_ = b.store.Set(StorageKey, game.PuzzleID(d.Givens(), d.RulesCode()))
	}
	b.ask(ctx)
}

// ask moves the engine on to the draft as it stands (answers.ask).
func (b *Bench) ask(ctx app.Context) { b.engine.ask(ctx, b, b.ed.draft, !b.hideCands, b.answered) }

// answered takes in that the engine answered: the next question is
// asked, and the bench drawn.
func (b *Bench) answered(ctx app.Context) {
	b.ask(ctx)
	b.paint(ctx)
}

// paint draws the bench's changes at once (PaintNow), when it is on the
// page: a key press or an answer from the engine shows in the next frame.
func (b *Bench) paint(ctx app.Context) {
	if b.Mounted() {
		goapp.PaintNow(ctx, b)
	}
}

// --- the engine's tools ---

// minimise asks the engine to drop every given it can while the puzzle
// stays unique, keeping the selected ones.
func (b *Bench) minimise(ctx app.Context) {
	e, d := &b.engine, b.ed.draft
	if e.minimising || !e.unique() {
		return
	}
	var keep []int
	g := d.Givens()
	for _, c := range b.ed.Selected {
		if g.At(c) != 0 {
			keep = append(keep, int(c))
		}
	}
	b.ed.status, b.ed.errMsg = i18n.T("Minimising givens…"), ""
	req := protocol.Minimise{Puzzle: g.String(), Rules: d.RulesCode(), Keep: keep, Seed: uint64(time.Now().UnixNano())}
	postTool(ctx, b, req, &e.minimising, i18n.T("The draft changed while minimising: minimise again."), func(ctx app.Context, resp protocol.MinimiseReply) {
		if !b.ed.adopt(resp.Puzzle, i18n.T("Every given is needed: none can go.")) {
			return
		}
		b.edited(ctx)
		fewer := d.Givens()
		before, after := g.Filled(), fewer.Filled()
		// The English says "givens" of one given too, as it always has.
		b.ed.status = i18n.N(before-after, "Minimised: {{.Count}} given went, {{.Left}} stay (undo brings it back).",
			"Minimised: {{.Count}} givens went, {{.Left}} stay (undo brings them back).", i18n.Num("Left", after))
	})
}

// harder asks the engine for the puzzle Sudoku Explainer rates highest
// near the draft, a classic 9x9 puzzle with one solution, found within
// protocol.HarderTime; the draft takes it, as an edit undo takes back.
func (b *Bench) harder(ctx app.Context) {
	e, d := &b.engine, b.ed.draft
	if e.hardening || !e.unique() || !b.ed.classic9() {
		return
	}
	b.ed.status, b.ed.errMsg = i18n.T("Looking for a harder puzzle near this one…"), ""
	req := protocol.Harder{Puzzle: d.Givens().String(), Seed: uint64(time.Now().UnixNano())}
	postTool(ctx, b, req, &e.hardening, i18n.T("The draft changed while looking for a harder puzzle: try again."), func(ctx app.Context, resp protocol.HarderReply) {
		if !resp.MetTarget {
			b.ed.status = i18n.T("No harder puzzle was found near this one: it stays as it is.")
			return
		}
		if b.ed.adopt(resp.Puzzle, i18n.T("No harder puzzle was found near this one: it stays as it is.")) {
			b.edited(ctx)
			b.ed.status = i18n.T("Made harder: {{.Grade}}. Undo brings the old puzzle back.", i18n.Str("Grade", resp.Grade.Line()))
		}
	})
}

// postTool posts a job that proposes new givens for the draft (minimise,
// make harder) beside the live questions: the worker takes it after the
// job it is on. busy is set while it runs. take reads the answer when the
// job did not fail and the draft is as it was; if it changed, the status
// says so in the words of stale.
func postTool[R any](ctx app.Context, b *Bench, job protocol.Job[R], busy *bool, stale string, take func(app.Context, R)) {
	*busy = true
	v := b.engine.rev
	panel.Post(ctx, b.engine.jobs, b, job, nil, func(ctx app.Context, resp R, err error) {
		*busy = false
		defer b.paint(ctx)
		switch {
		case b.engine.rev != v:
			b.ed.status = stale
		case err != nil:
			b.ed.status, b.ed.errMsg = "", words.Error(err)
		default:
			take(ctx, resp)
		}
	})
}

// TestSolve plays the draft as a game (OnTest), as Test solve does: only
// once the engine has found it unique.
func (b *Bench) TestSolve(ctx app.Context) {
	if !b.engine.unique() || b.onTest == nil {
		return
	}
	d := b.ed.draft
	b.onTest(ctx, panel.Opening{Link: share.Link{Puzzle: d.Givens(), Rules: *d.Rules()}, Grade: b.engine.grade,
		Status: i18n.T("Test solve: the setter's bench keeps your draft (Set, in the top bar, goes back to it).")})
}

// explain shows the unique classic draft's logical path (OnExplain).
func (b *Bench) explain(ctx app.Context) {
	if !b.engine.unique() || b.onExplain == nil {
		return
	}
	d := b.ed.draft
	puzzle := d.Givens()
	b.ed.status = i18n.T("Working out the steps…")
	panel.Post(ctx, b.engine.jobs, b, protocol.Explain{Puzzle: puzzle.String(), Rules: d.RulesCode(), Language: panel.Language()}, nil, func(ctx app.Context, resp protocol.ExplainReply, err error) {
		b.ed.status = ""
		if err != nil {
			b.ed.errMsg = words.Error(err)
			return
		}
		b.onExplain(ctx, panel.Explained{Puzzle: puzzle, Rules: *b.ed.draft.Rules(), Reply: resp})
	})
}
