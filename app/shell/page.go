package shell

import (
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/browser"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/grade"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/panel/explainpanel"
	"github.com/sudoku-app/sudoku/app/panel/learnpanel"
	"github.com/sudoku-app/sudoku/app/panel/newpanel"
	"github.com/sudoku-app/sudoku/app/panel/pastepanel"
	"github.com/sudoku-app/sudoku/app/panel/settingspanel"
	"github.com/sudoku-app/sudoku/app/panel/sharepanel"
	"github.com/sudoku-app/sudoku/app/setter/bench"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/stats"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/app/worker"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// samplePuzzle is shown when the URL carries no puzzle and no game is
// saved, under the start sheet (Project Euler 96, grid 01). It is a plain
// line, which the page reads without the worker (share.PlainLine).
const samplePuzzle = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"

// gamePage is the app's page: the top bar, the panel open as a sheet over
// it, and the open game (a session) with its board and controls. It owns what the
// panels share: the library of saved games, the engine, the session. The
// panels are components of their own, which reach it through callbacks.
type gamePage struct {
	app.Compo

	lib        *game.Library
	saves      *saver
	engine     jobRunner
	afterPaint func(app.Context, func(app.Context)) // see pageEnv

	s          *session     // the open game; nil until a puzzle opens
	embedded   bool         // embed mode (?embed=1), in an iframe
	appURL     string       // the app's address: the page's, without its query and fragment
	panel      panelID      // the panel open as a sheet over the page (sheets)
	menuOpen   bool         // the phone's menu is unfolded
	setter     *bench.Bench // the setter's bench, kept while closed: its draft
	setting    bool         // the setter's bench is on show in place of the game
	asks       gameEngine   // the engine asked about the open game
	clock      pageClock    // the library's clock, or the system's
	statsCount stats.Count  // the Statistics panel's last count, kept while closed
	theme      pageTheme    // the colour scheme on the page

	// Each panel's component, on the page once opened, put away while
	// closed (sheets.render).
	shelf [panelCount]goapp.Kept

	newGame   *newpanel.Panel     // kept while closed: its choices and a running job
	paste     *pastepanel.Panel   // kept while closed: the text pasted
	explained *explainpanel.Panel // a logical path on show in place of the game, or nil
	learn     *learnpanel.Panel   // kept while closed: the lessons, once the engine sent them
	store     game.Storage        // where the games and the school's progress are kept
	tab       game.Storage        // this tab's own: whether the bench is open (benchKept); may be nil

	practising  *protocol.Lesson           // a practice position asked of the engine, not yet on the board
	practiceAct *goapp.Handle[practiceAct] // the practice bar's buttons, painted at once

	errMsg    string // why the last puzzle could not be opened, or a job failed
	opened    int    // counts the puzzles opened: a fragment's read opens its puzzle only if none was since
	reading   bool   // the worker is reading the fragment opened (fragments)
	live      spoken // what screen readers are told (aria-live)
	updatable bool   // a new version is installed; offer a reload

	commands        *goapp.Handle[board.Command] // the controls' commands, painted at once
	menu            *goapp.Handle[panelID]       // the top bar's menu: a panel toggled, painted at once
	phoneMenu       *goapp.Handle[bool]          // the phone's menu unfolded or folded, painted at once
	closeSheet      *goapp.Handle[struct{}]      // the sheet's Close, or a click beside it: closed, painted at once
	menuTap         *goapp.Handle[app.Event]     // a tap beside the phone's unfolded menu (sheets.tapBesideMenu)
	bench           *goapp.Handle[struct{}]      // the top bar's Set: the setter's bench toggled, painted at once
	settingsOpen    bool                         // the Settings panel is unfolded
	settingsToggled *goapp.Handle[bool]          // the Settings panel folded or unfolded
	unlisten        []func()
	journal         failing // the storage, when it learns of a failed save after the fact

	settingsChanged *goapp.Handle[settingspanel.Edit] // a setting changed
	language        string                            // the language the player chose, "" for the browser's
	languageChosen  *goapp.Handle[string]             // a language chosen in the settings: kept, and the page reloaded in it

	// The memos drawn on the page, one slot per place (see memo).
	cells        [sudoku.MaxCells]goapp.Slot[board.CellState] // row r, column c at r*MaxN+c
	topbarSlot   goapp.Slot[topbarState]
	keypadSlot   goapp.Slot[board.Keypad]
	keypadParts  board.KeypadParts
	settingsSlot goapp.Slot[settingspanel.State]
	rulesLayer   goapp.Slot[board.RulesLayer]
}

// jobRunner runs engine jobs for the page and its panels, and starts and
// stops them: Worker in the browser, a double in tests. Jobs are posted and answered on the UI
// goroutine.
type jobRunner interface {
	panel.Jobs
	// Start lets the jobs run: those posted before wait for it.
	Start(ctx app.Context)
	// Close stops every job; none is answered after.
	Close()
}

// pageEnv is what the page runs on: the browser's storage, engine and
// paint clock (browserEnv), or doubles in tests.
type pageEnv struct {
	storage game.Storage
	// tab keeps what this tab alone shows through a reload (the setter's
	// bench open); nil keeps nothing.
	tab    game.Storage
	engine jobRunner
	// afterPaint calls a function on the UI goroutine once the browser
	// has painted the page's changes (the package's afterPaint).
	afterPaint func(app.Context, func(app.Context))
	// now tells the time the saved games are stamped with (last played,
	// finished); nil stamps nothing (game.Library.Now).
	now func() time.Time
	// reload loads the page again (in another language); nil does nothing.
	reload func()
}

// browserEnv is the page's env in the browser, with its games kept in
// storage (nil: localStorage alone, as the server's pre-render has it).
func browserEnv(storage game.Storage) pageEnv {
	if storage == nil {
		storage = browser.LocalStorage{}
	}
	reload := func() { app.Window().Get("location").Call("reload") }
	return pageEnv{storage: storage, tab: browser.TabStorage(), engine: worker.New(), afterPaint: goapp.AfterPaint, now: time.Now, reload: reload}
}

func newGamePage(env pageEnv) *gamePage {
	lib := game.NewLibrary(env.storage)
	lib.Now = env.now
	p := &gamePage{lib: lib, clock: pageClock{lib}, saves: &saver{lib: lib, afterPaint: env.afterPaint}, engine: env.engine, afterPaint: env.afterPaint}
	p.saves.noticed = func() { goapp.Refresh(p) }
	p.journal, _ = env.storage.(failing)
	p.newGame = newpanel.New().Jobs(env.engine).OnOpen(p.openPuzzle).On(starts{p}.sheet())
	p.paste = pastepanel.New().Jobs(env.engine).OnOpen(p.openPuzzle).OnExplain(p.explain)
	p.store, p.tab = env.storage, env.tab
	p.learn = learnpanel.New().Jobs(env.engine).Progress(func() game.School {
		school, _ := game.LoadSchool(env.storage) // one that does not read shows none
		return school
	}).OnExample(drills{p}.example).OnPractise(drills{p}.start)
	p.practiceAct = goapp.NewHandle(func(ctx app.Context, a practiceAct) {
		drills{p}.act(ctx, a)
		goapp.PaintNow(ctx, p)
	})
	p.setter = bench.New().Jobs(env.engine).Store(env.storage).OnTest(p.openPuzzle).OnExplain(p.explain).
		Share(func(l share.Link) app.UI { return sharepanel.New().Link(l).At(p.appURL).Jobs(env.engine) })
	p.asks = gameEngine{jobs: env.engine, page: p, saves: p.saves, open: func() *session { return p.s },
		keep: func(id string, gr grade.Grade) { p.lib.SetGrade(id, gr) }, // a game gone from the library needs none
		done: p.done, fail: func(msg string) { p.errMsg = msg }, hinted: drills{p}.hinted}
	p.commands = goapp.NewHandle(func(ctx app.Context, cmd board.Command) {
		p.run(ctx, cmd)
		goapp.PaintNow(ctx, p)
	})
	p.menu = goapp.NewHandle(func(ctx app.Context, id panelID) {
		if id := id.toggled(p.panel); id == panelNew { // the menu opens a panel, or closes it when open
			starts{p}.show(ctx)
		} else {
			sheets{p}.set(ctx, id)
		}
		goapp.PaintNow(ctx, p)
	})
	p.phoneMenu = goapp.NewHandle(func(ctx app.Context, open bool) {
		p.menuOpen = open
		if open {
			// The keyboard goes to the menu's first item.
			goapp.AfterRender(ctx, p, func(app.Context) { browser.Focus("#menu .btn") })
		}
		goapp.PaintNow(ctx, p)
	})
	p.menuTap = goapp.NewHandle(sheets{p}.tapBesideMenu)
	p.closeSheet = goapp.NewHandle(func(ctx app.Context, _ struct{}) {
		sheets{p}.set(ctx, panelNone)
		goapp.PaintNow(ctx, p)
	})
	p.bench = goapp.NewHandle(func(ctx app.Context, _ struct{}) {
		p.menuOpen = false
		p.toggleBench(ctx)
		goapp.PaintNow(ctx, p)
	})
	p.settingsChanged = goapp.NewHandle(p.setSettings)
	p.language = game.SavedLanguage(env.storage)
	p.languageChosen = goapp.NewHandle(func(ctx app.Context, tag string) {
		p.saves.flush()
		if err := game.SaveLanguage(env.storage, tag); err != nil {
			p.errMsg = i18n.T("The language could not be kept: this browser is not letting the app store it.")
			return
		}
		p.language = tag
		if env.reload != nil {
			env.reload()
		}
	})
	p.settingsToggled = goapp.NewHandle(func(ctx app.Context, open bool) {
		p.settingsOpen = open
		if open {
			// Under a phone's keypad the settings unfold past the
			// screen's edge: the page scrolls to them.
			goapp.AfterRender(ctx, p, func(app.Context) { browser.Reveal(".settings") })
		}
	})
	return p
}

// Routes registers the app's only route, whose games are kept in storage
// (the browser's browser.OpenDurable; nil, as the server's pre-render
// passes, is localStorage alone). Call it before app.RunWhenOnBrowser,
// natively and in the browser alike.
func Routes(storage game.Storage) {
	app.RouteFunc("/", func() app.Composer { return newGamePage(browserEnv(storage)) })
}

// EmbedQuery is the query that asks for the page's embed mode, for an
// iframe: the board and keypad with minimal chrome. The page is precached
// with it too, since the service worker matches a request by its full URL.
const EmbedQuery = "embed=1"

// failing is a storage that learns of a failed save after the write
// returned (browser.Durable, whose journal's transaction ends later).
type failing interface{ OnFail(func(error)) }

func (p *gamePage) OnMount(ctx app.Context) {
	if p.journal != nil {
		p.journal.OnFail(func(err error) {
			goapp.Dispatch(ctx, p, func(app.Context) { p.saves.err = err })
		})
	}
	endDrag := func(ctx app.Context, e app.Event) {
		if p.s != nil {
			p.s.Dragging = false
		}
		p.setter.EndDrag()
	}
	p.unlisten = append(p.unlisten,
		// The sheets open under the top bar, as tall as it is: two rows
		// when its buttons wrap (web/app.css).
		browser.FollowHeight(".topbar", ".page", "--topbar-h"),
		// Editing the fragment in the address bar does not navigate; follow it.
		goapp.Listen(ctx, p, "hashchange", goapp.Instant(p, func(ctx app.Context, e app.Event) {
			p.open(ctx, app.Window().URL().Fragment)
		})),
		goapp.Listen(ctx, p, "keydown", goapp.Instant(p, p.onKeyDown)),
		// A press of the mouse or a finger on a key beside the board
		// (the keypad, Hint, Solve) leaves the keyboard where it was, on
		// the board: kept on the key, Space (the next mode) or Enter
		// would press that key again.
		goapp.Listen(ctx, p, "mousedown", func(ctx app.Context, e app.Event) {
			if e.Get("target").Call("closest", ".keypad button, .actions button").Truthy() {
				e.PreventDefault()
			}
		}),
		// The end of a drag, which is not drawn: the pointer let go, or
		// taken by the browser (a second finger pinches to zoom).
		goapp.Listen(ctx, p, "pointerup", endDrag),
		goapp.Listen(ctx, p, "pointercancel", endDrag),
		// Another tab of the app changed the saved games: the library reads
		// them again.
		goapp.Listen(ctx, p, "storage", goapp.Instant(p, func(ctx app.Context, e app.Event) {
			key := ""
			if k := e.Get("key"); k.Truthy() {
				key = k.String()
			}
			p.lib.Changed(key)
		})),
		// The last chances to save an edit before the page goes or sleeps.
		goapp.Listen(ctx, p, "pagehide", func(ctx app.Context, e app.Event) { p.saves.flush() }),
		goapp.Listen(ctx, p, "visibilitychange", func(ctx app.Context, e app.Event) { p.saves.flush() }),
	)
	// onTick draws what it changes.
	goapp.Every(ctx, p, time.Second, p.onTick)
}

func (p *gamePage) OnDismount() {
	if p.journal != nil {
		p.journal.OnFail(nil)
	}
	p.engine.Close()
	for _, f := range p.unlisten {
		f()
	}
}

func (p *gamePage) OnNav(ctx app.Context) {
	u := *ctx.Page().URL()
	p.embedded = "embed="+u.Query().Get("embed") == EmbedQuery
	// The address the page gives out in links: the puzzle goes in the
	// fragment, and the query stays behind (?embed=1 would open a shared
	// link as the bare board of an iframe; a newsletter's ?utm_source=…
	// is no part of the puzzle).
	u.RawQuery, u.ForceQuery, u.Fragment, u.RawFragment = "", false, "", ""
	p.appURL = u.String()
	// A reload (or the tab brought back) with the setter's bench open
	// opens it again, over the game the fragment opens.
	bench := benchKept(p.tab) && !p.embedded
	p.open(ctx, ctx.Page().URL().Fragment)
	if bench && !p.setting {
		p.toggleBench(ctx)
	}
	// Deferred: it runs once go-app has rendered the board.
	ctx.Defer(func(ctx app.Context) {
		p.afterPaint(ctx, func(ctx app.Context) {
			p.onStarted(ctx)
			p.Update() // the engine's start may fail the jobs waiting for it
		})
	})
}

// startedEvent is the window event that tells web/defer-sw.js the page is
// up: the service worker registers then.
const startedEvent = "sudoku-started"

// onStarted runs once the first board is on screen. What a cold load does
// not need to show the board waits for it rather than share the CPU with
// it: the engine worker and the service worker, whose install downloads
// every file it keeps for offline play; and the pruning of old games.
func (p *gamePage) onStarted(ctx app.Context) {
	p.engine.Start(ctx)
	// A moment later, the library reads the saved games, and the page
	// settles.
	goapp.Later(ctx, time.Second, func() { p.settle(ctx) })
	w := app.Window()
	w.Call("dispatchEvent", w.Get("Event").New(startedEvent))
}

// settle does, after the start, what makes the panels open at once, a
// step at a time between the player's keys (goapp.InTurn): the library reads
// the saved games (Library.Warm, warmStep games a step); the oldest
// finished games become summaries, so the saved games stay within the
// browser's storage (a failure leaves them whole); the library reads the
// archive; and the panels the page makes at their first opening are
// drawn once off the page (goapp.Warm). Then it leaves the performance
// mark settledMark. It returns early when the page goes. Run it on a
// goroutine of its own.
func (p *gamePage) settle(ctx app.Context) {
	for more := true; more; {
		if !goapp.InTurn(ctx, false, warmPause, func(app.Context) {
			m, err := p.lib.Warm(warmStep)
			more = m && err == nil
		}) {
			return
		}
	}
	// The trim redraws the page (Games may be open); the rest change
	// nothing on it.
	if !goapp.InTurn(ctx, true, warmPause, func(app.Context) { p.lib.Prune(game.MaxFinished) }) ||
		!goapp.InTurn(ctx, false, warmPause, func(app.Context) { p.lib.Archived() }) {
		return
	}
	for _, id := range warmedPanels {
		if !goapp.InTurn(ctx, false, warmPause, func(app.Context) { goapp.Warm(p.panelOf(id)) }) {
			return
		}
	}
	// For the browser's performance tools, and the benchmarks that time
	// the page at rest.
	app.Window().Get("performance").Call("mark", settledMark)
}

// settledMark is the performance mark settle leaves when it is done.
const settledMark = "sudoku-settled"

// warmStep is how many saved games the library reads in one step of
// settle: a few milliseconds of work; warmPause is the browser's turn
// between steps.
const (
	warmStep  = 8
	warmPause = 10 * time.Millisecond
)

// warmedPanels are the panels settle draws once off the page: those the
// page makes at their first opening (not New and Paste, which it makes at
// its start), the slowest to open first.
var warmedPanels = []panelID{panelDaily, panelGames, panelStats, panelShare, panelHelp}

func (p *gamePage) OnAppUpdate(ctx app.Context) {
	p.updatable = ctx.AppUpdateAvailable()
}

// open shows the puzzle written in fragment, in any format the app reads:
// the saved game of that puzzle if there is one, or a new game. An
// empty fragment resumes the last game; on a first visit (no game saved)
// it opens the start sheet over the sample, which is no game until its
// first move. The app's own links (share.LinkIn) and plain lines
// (share.PlainLine) open at once, so a shared link's first board waits
// for nothing; any other format opens once the worker has read it
// (fragments). A bad fragment leaves the current game as it is and
// says why.
func (p *gamePage) open(ctx app.Context, fragment string) {
	p.opened++ // a read in flight opens nothing now
	p.reading = false
	text := strings.TrimSpace(fragment)
	if text == "" {
		if id, ok := p.lib.Current(); ok {
			// A game's ID names its puzzle (game.PuzzleID).
			givens, rules, err := game.ParseID(id)
			if err == nil {
				p.openLink(ctx, share.Link{Puzzle: givens, Rules: rules})
				return
			}
		}
		if l, ok := share.PlainLine(samplePuzzle); ok && p.openLink(ctx, l) && !p.embedded {
			starts{p}.show(ctx)
		}
		return
	}
	if l, ok, err := share.LinkIn(text); ok {
		if err != nil {
			p.errMsg = panel.PlayerError(err)
			return
		}
		if p.openLink(ctx, l) && l.Cells != nil && p.s.offered == nil {
			// The link's progress is in the game now, or was the same.
			p.afterPaint(ctx, settleAddress(p.s))
		}
		return
	}
	if l, ok := share.PlainLine(text); ok {
		p.openLink(ctx, l)
		return
	}
	fragments{p}.read(ctx, text)
}

// openPuzzle opens a puzzle for a panel, closes the panels and puts the
// puzzle's link in the address bar, as a new history entry.
func (p *gamePage) openPuzzle(ctx app.Context, o panel.Opening) {
	// Drawn at once: the panel's click would leave the page's render to
	// go-app's next frame tick.
	defer goapp.PaintNow(ctx, p)
	if !p.openLink(ctx, o.Link) {
		return
	}
	if !o.Grade.IsZero() {
		p.s.grade = o.Grade
	}
	if o.Status != "" {
		p.s.status = o.Status // in place of the rules not drawn (openLink)
	}
	// The sheet or the card that opened it is gone: the keyboard goes to
	// the new board.
	focusCursor(ctx, p, p.s)
	// The address bar after the paint: the browser's history takes some
	// milliseconds to change, which the board need not wait for.
	fragment := share.Encode(share.Link{Puzzle: o.Link.Puzzle, Rules: o.Link.Rules, Seed: o.Link.Seed, HasSeed: o.Link.HasSeed, Daily: o.Link.Daily})
	p.afterPaint(ctx, func(app.Context) { setFragment(fragment) })
}

// openLink opens the puzzle of l and closes the panels, reporting whether
// it could. A link's progress never overwrites a game in progress: when
// the player has this puzzle going already, theirs stays and the link's is
// offered.
func (p *gamePage) openLink(ctx app.Context, l share.Link) bool {
	p.opened++ // a read in flight opens nothing now
	p.reading = false
	resumed, ok := p.load(ctx, l.Puzzle, l.Rules)
	if !ok {
		return false
	}
	if p.setting {
		keepBench(p.tab, false)
	}
	p.errMsg, p.panel, p.explained, p.setting = "", panelNone, nil, false
	s := p.s
	if l.HasSeed {
		s.seed, s.hasSeed = l.Seed, true
	}
	if l.Time > 0 {
		s.friendTime = l.Time
	}
	switch {
	case l.Cells == nil || slices.Equal(l.Cells, s.game.Cells()):
	case resumed:
		s.offered = l.Cells
	default:
		g, err := game.Resume(l.Puzzle, l.Rules, l.Cells, s.game.Settings)
		if err != nil {
			p.errMsg = words.Error(err)
			break
		}
		s.game = g
	}
	if l.Daily != (game.Daily{}) {
		// Share.Decode checked that the puzzle is that day's.
		s.game.MarkDaily(l.Daily)
	}
	s.sayUndrawnRules()
	// Saved once the board is painted: a save encodes the whole record,
	// which on a cold start would hold up the first board.
	p.saves.soon(ctx, s.game)
	return true
}

// replay plays the puzzle of finished game s afresh: the finished game
// goes to the archive, where the statistics still count it, and a new
// game of the puzzle opens (a daily stays that day's).
func (p *gamePage) replay(ctx app.Context, s game.Summary) {
	defer p.Update()
	p.saves.flush()
	if err := p.lib.Archive(s.ID); err != nil && !errors.Is(err, game.ErrNoGame) {
		p.errMsg = i18n.T("The game cannot be played again: this browser is not letting the app change its saved games.")
		return
	}
	settings := game.DefaultSettings()
	if p.s != nil {
		settings = p.s.game.Settings
		if game.ID(p.s.game) == s.ID {
			p.s = nil // the game left is in the archive: no save may bring it back
		}
	}
	_, rules, err := game.ParseID(s.ID)
	if err != nil {
		p.errMsg = i18n.T("The game cannot be played again: {{.Error}}", i18n.Str("Error", words.Error(err)))
		return
	}
	p.openPuzzle(ctx, panel.Opening{Link: share.Link{Puzzle: s.Givens, Rules: rules, Daily: s.Daily}, Status: i18n.T("A new game of the same puzzle.")})
	if p.s != nil && p.s.game.Settings != settings {
		p.s.game.Settings = settings
		p.saves.now(p.s.game)
	}
}

// load makes puzzle the open game in a new session, resuming its saved
// state if any, and reports whether it did resume one (or was already
// playing it), and whether the puzzle could be opened at all.
func (p *gamePage) load(ctx app.Context, puzzle sudoku.Grid, rules sudoku.Rules) (resumed, ok bool) {
	p.saves.flush() // the edit waiting belongs to the game being left
	settings := game.DefaultSettings()
	if p.s != nil {
		settings = p.s.game.Settings
	} else if st, ok := p.lib.Settings(); ok {
		settings = st // as the player left them, maybe on a game never saved
	}
	id := game.PuzzleID(puzzle, sudoku.EncodeRules(puzzle.Shape(), &rules))
	if p.s != nil && game.ID(p.s.game) == id {
		return true, true
	}
	g, notice, err := p.lib.Open(id)
	resumed = err == nil
	if err != nil {
		if g, err = game.NewVariant(puzzle, rules, settings); err != nil {
			p.errMsg = words.Error(err)
			return false, false
		}
	}
	s := newSession(g)
	s.notice, s.grade = notice, g.Grade() // the engine's grade, kept from before until it answers again
	s.grading = s.grade.IsZero()
	p.s = s
	p.theme.use(g.Settings.Theme)
	p.asks.check(ctx, s)
	return resumed, true
}

// setFragment puts a puzzle's link in the address bar, as a new history
// entry (Back returns to the puzzle before), without opening it again.
func setFragment(fragment string) {
	app.Window().Get("history").Call("pushState", nil, "", "#"+fragment)
}

// settleAddress returns what puts the puzzle of s alone (s.plainLink) in
// the address bar in place of the link there, adding no history entry:
// for after the paint, once a link's progress is settled, so that a
// reload after more moves offers no stale progress.
func settleAddress(s *session) func(app.Context) {
	fragment := share.Encode(s.plainLink())
	return func(app.Context) { app.Window().Get("history").Call("replaceState", nil, "", "#"+fragment) }
}

// explain shows a puzzle's logical path in place of the game, until it is
// closed or its puzzle played.
func (p *gamePage) explain(ctx app.Context, e panel.Explained) {
	x := explainpanel.New(e)
	if p.s != nil {
		p.s.mark.drop() // the board comes back drawn afresh: no glow plays again
	}
	p.panel, p.explained = panelNone, x.OnPlay(p.openPuzzle).OnClose(func(ctx app.Context) {
		p.explained = nil
		p.Update()
	})
	p.Update()
}

// setSettings changes a setting of the open game. The change applies to
// the settings as they are, not as a control last drew them: two changes
// within a frame both stand.
func (p *gamePage) setSettings(ctx app.Context, edit settingspanel.Edit) {
	if p.s == nil {
		return
	}
	st := &p.s.game.Settings
	edit(st)
	p.theme.use(st.Theme)
	p.saves.now(p.s.game)
	// The player's own, for the games they start next: an untouched game
	// is not saved, and would not keep them.
	p.lib.SaveSettings(*st)
	p.Update()
}

func (p *gamePage) onTick(ctx app.Context) {
	s := p.s
	if s == nil || s.paused || s.game.Ended() || p.explained != nil || p.setting {
		return
	}
	if app.Window().Get("document").Get("visibilityState").String() == "hidden" {
		return // the clock stops while the tab is hidden
	}
	s.game.Tick(time.Second)
	// A second on the clock: the top bar alone is drawn again, unless the
	// panel open shows the time so far; a render of the whole page would
	// cost some milliseconds a second.
	if p.panel.showsTime() || !p.topbarSlot.Redraw(p.topbarState()) {
		p.Update()
	}
	// A save writes the whole record: the clock alone saves every
	// clockSave, and with any edit; hiding or leaving the page saves it.
	if s.game.Elapsed()%clockSave == 0 {
		p.saves.soon(ctx, s.game)
	} else {
		p.saves.later(s.game)
	}
}

// clockSave is how often the running clock alone saves the game.
const clockSave = 10 * time.Second
