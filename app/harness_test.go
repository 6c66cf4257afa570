package app

import (
	"context"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/job"
	"github.com/sudoku-app/sudoku/app/worker/jobs"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// testEngine is the engine for component tests: it runs each job with the
// worker's own code (app/worker/jobs), natively, and delivers the reply
// through the dispatcher, as the Web Worker's reply comes: after the
// handler that posted the job has returned. With hold set, jobs wait until
// release, and cancel answers them with job.ErrCancelled as the real
// engine does.
type testEngine struct {
	posted  []job.Request
	hold    bool
	waiting map[int64]heldJob
	started bool
}

type heldJob struct {
	run  func()
	fail func(reason string)
}

func (e *testEngine) Post(ctx app.Context, req job.Request, progress func(app.Context, float64), done func(app.Context, job.Response)) int64 {
	req.ID = int64(len(e.posted) + 1)
	e.posted = append(e.posted, req)
	reply := func(resp job.Response) { ctx.Dispatch(func(ctx app.Context) { done(ctx, resp) }) }
	run := func() {
		report := func(f float64) {
			if progress != nil {
				ctx.Dispatch(func(ctx app.Context) { progress(ctx, f) })
			}
		}
		reply(jobs.Handle(context.Background(), req, report))
	}
	if !e.hold {
		run()
		return req.ID
	}
	if e.waiting == nil {
		e.waiting = map[int64]heldJob{}
	}
	e.waiting[req.ID] = heldJob{run: run, fail: func(reason string) { reply(job.Response{ID: req.ID, Op: req.Op, Error: reason}) }}
	return req.ID
}

func (e *testEngine) Cancel(ctx app.Context, id int64) {
	if j, ok := e.waiting[id]; ok {
		delete(e.waiting, id)
		j.fail(job.ErrCancelled)
	}
}

func (e *testEngine) start(app.Context) { e.started = true }
func (e *testEngine) close()            {}

// release runs the jobs held so far, oldest first.
func (e *testEngine) release() {
	for id := int64(1); id <= int64(len(e.posted)); id++ {
		if j, ok := e.waiting[id]; ok {
			delete(e.waiting, id)
			j.run()
		}
	}
}

// nextDispatch calls f with ctx at the next dispatch, rendering nothing
// itself, as afterPaint does in the browser.
func nextDispatch(ctx app.Context, f func(app.Context)) {
	ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Next, Function: func(app.Context) { f(ctx) }})
}

// pageTest is a page mounted in go-app's client tester, with its games in
// memory, the test engine, and edits saved once "painted": at the next
// dispatch, as afterPaint does in the browser.
type pageTest struct {
	t      testing.TB
	p      *gamePage
	store  *game.MemoryStorage
	engine *testEngine
	disp   app.ClientDispatcher
}

func newPageTest(t testing.TB, store *game.MemoryStorage) *pageTest {
	if store == nil {
		store = &game.MemoryStorage{}
	}
	e := &testEngine{}
	p := newGamePage(pageEnv{storage: store, engine: e, afterPaint: nextDispatch})
	pt := &pageTest{t: t, p: p, store: store, engine: e}
	pt.disp = mount(t, p)
	return pt
}

// do runs f with the page's context, as one of the page's event handlers
// runs, then everything it set off, and renders.
func (pt *pageTest) do(f func(ctx app.Context)) { act(pt.disp, pt.p, f) }

// open opens a puzzle as the address bar's fragment does.
func (pt *pageTest) open(fragment string) {
	pt.do(func(ctx app.Context) { pt.p.open(ctx, fragment) })
}

// run gives the page a command, as a key or a button does.
func (pt *pageTest) run(cmd board.Command) {
	pt.do(func(ctx app.Context) { pt.p.run(ctx, cmd) })
}

// openPanel toggles panel id, as its button in the top bar does.
func (pt *pageTest) openPanel(id panelID) {
	pt.do(func(ctx app.Context) { pt.p.menu.Call(ctx, id) })
}

// toggleBench opens or closes the setter's bench, as Set does.
func (pt *pageTest) toggleBench() {
	pt.do(func(ctx app.Context) { pt.p.bench.Call(ctx, struct{}{}) })
}

// enter selects cell c alone and gives it digit d in mode m.
func (pt *pageTest) enter(c sudoku.Cell, d sudoku.Digit, m game.Mode) {
	pt.p.s.Select(c, false)
	pt.run(board.Command{Kind: board.CmdDigit, Digit: d, Mode: m})
}

// mount mounts a component alone in go-app's client tester.
func mount(t testing.TB, c app.Composer) app.ClientDispatcher {
	disp := app.NewClientTester(c)
	t.Cleanup(disp.Close)
	return disp
}

// act runs f with c's context, as one of c's event handlers runs, then
// everything it set off, and renders.
func act(disp app.ClientDispatcher, c app.Composer, f func(ctx app.Context)) {
	disp.Dispatch(app.Dispatch{Mode: app.Update, Source: c, Function: f})
	disp.Consume()
}
