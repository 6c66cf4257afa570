// Package worker runs the engine's jobs for the page in a Web Worker
// (web/worker.js loading web/worker.wasm, app/cmd/worker), so the page
// never freezes while the engine works: it posts protocol requests, drops
// the answers nobody waits for, and stops a job that outruns its watchdog
// (protocol.Budget), or that is cancelled, by terminating the worker and
// starting another. The worker's side is app/worker/jobs.
package worker

import (
	"cmp"
	"encoding/json"
	"maps"
	"slices"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
)

// Worker runs engine jobs in a Web Worker (web/worker.js loading
// web/worker.wasm), so the page never freezes while the engine works.
// It must be used from the UI goroutine only; replies are delivered there
// through ctx.Dispatch.
//
// A worker runs one job at a time and cannot be interrupted, so stopping a
// job means terminating the worker: Cancel does that, and so does the
// watchdog when a job outruns its budget (protocol.Budget.Watchdog), and a
// crash (a Go panic in the worker). The worker is then started again and
// the other jobs waiting on it are sent again.
//
// A background job (PostBackground: a game's grade, which nobody waits
// on) is sent only when the worker has nothing else to do, and a job
// posted while one runs stops it: the worker restarts, runs the new job,
// and runs the background job again once it is idle. So a count the
// setter asks for never waits behind a grade's seconds.
type Worker struct {
	worker  app.Value
	onReply app.Func
	nextID  int64
	waiting map[int64]*pendingJob
	// crashes counts crashes since the last good reply: a worker that dies
	// again at once (worker.wasm missing or broken) is not restarted again.
	crashes int
	// unavailable says why there is no worker, when there is none.
	unavailable string
	started     bool // start was called
}

// pendingJob is a job posted and not yet answered.
type pendingJob struct {
	req      protocol.Request // encoded when sent, not when posted: see Post
	done     func(app.Context, protocol.Answer)
	progress func(app.Context, float64) // nil when the caller shows none
	// background: sent only when nothing else is (PostBackground).
	background bool
	// sent: sent to the worker running now; sends counts every send,
	// so that the watchdog of an earlier send lets a later one be.
	sent  bool
	sends int
}

// New returns the engine, its worker not started yet: jobs posted
// before start wait for it. The page starts it once its first board is
// painted, so that loading worker.wasm does not slow the page's own load.
func New() *Worker {
	return &Worker{waiting: make(map[int64]*pendingJob)}
}

// Start starts the worker, once, and sends it the jobs posted so far.
// Failures to start are reported as errors to the jobs. Replies are
// delivered through ctx's dispatcher.
func (e *Worker) Start(ctx app.Context) {
	if e.started {
		return
	}
	e.started = true
	e.onReply = app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) > 0 {
			msg := args[0].Get("data").String()
			ctx.Dispatch(func(ctx app.Context) { e.receive(ctx, msg) })
		}
		return nil
	})
	e.spawn(ctx)
	e.resend(ctx)
}

func (e *Worker) spawn(ctx app.Context) {
	defer func() {
		// new Worker throws when workers are unavailable (or blocked by
		// policy): the page still works, jobs get an error.
		if r := recover(); r != nil {
			e.worker = nil
		}
	}()
	e.unavailable = i18n.T("the engine worker is not available in this browser")
	ctor := app.Window().Get("Worker")
	if !ctor.Truthy() {
		return
	}
	e.worker = ctor.New(ctx.ResolveStaticResource("/web/worker.js"))
	e.worker.Set("onmessage", e.onReply)
}

// Post sends req (panel.Jobs), with the next ID, which it returns: at
// once when the worker is started, else when it is. done gets the final
// answer, progress (if not nil) each progress report. A background job
// running stops for it (see Worker).
func (e *Worker) Post(ctx app.Context, req protocol.Request, progress func(app.Context, float64), done func(app.Context, protocol.Answer)) int64 {
	return e.post(ctx, req, progress, done, false)
}

// PostBackground is Post for a job nobody waits on (panel.Jobs): it is
// sent when the worker has nothing else to do, and stopped, to run again
// later, by any other job posted while it runs.
func (e *Worker) PostBackground(ctx app.Context, req protocol.Request, progress func(app.Context, float64), done func(app.Context, protocol.Answer)) int64 {
	return e.post(ctx, req, progress, done, true)
}

func (e *Worker) post(ctx app.Context, req protocol.Request, progress func(app.Context, float64), done func(app.Context, protocol.Answer), background bool) int64 {
	e.nextID++
	id := e.nextID
	if e.started && e.worker == nil {
		done(ctx, protocol.Answer{ID: id, Op: req.Op(), Error: e.unavailable})
		return id
	}
	// Not encoded yet: the first job (the first board's solve) is posted
	// before the page is painted, which a first use of encoding/json would
	// hold up.
	e.waiting[id] = &pendingJob{req: req, done: done, progress: progress, background: background}
	if e.started {
		e.dispatch(ctx)
	}
	return id
}

// dispatch sends the waiting jobs that schedule says to, restarting the
// worker first when a background job in it is to make way.
func (e *Worker) dispatch(ctx app.Context) {
	if e.worker == nil {
		return
	}
	jobs := make([]scheduled, 0, len(e.waiting))
	for id, p := range e.waiting {
		jobs = append(jobs, scheduled{id: id, background: p.background, sent: p.sent})
	}
	send, preempt := schedule(jobs)
	if preempt {
		// Nothing is sent to the new worker: resend comes back here.
		e.restart(ctx)
		e.resend(ctx)
		return
	}
	for _, id := range send {
		e.send(ctx, id)
	}
}

// scheduled is a waiting job as schedule sees it.
type scheduled struct {
	id         int64
	background bool
	sent       bool
}

// schedule returns the jobs to send now, oldest first: every job not
// sent that is not a background job; a background job (the oldest) only
// when no other job is sent or to be sent. preempt reports a background
// job sent while another waits: the worker is to restart, every job to be
// sent again. Cost: a sort of the waiting jobs.
func schedule(jobs []scheduled) (send []int64, preempt bool) {
	slices.SortFunc(jobs, func(a, b scheduled) int { return cmp.Compare(a.id, b.id) })
	busy, backgroundSent := false, false
	for _, j := range jobs {
		switch {
		case !j.background && !j.sent:
			send = append(send, j.id)
		case j.sent && j.background:
			backgroundSent = true
		case j.sent:
			busy = true
		}
	}
	if backgroundSent {
		return send, len(send) > 0
	}
	if busy || len(send) > 0 {
		return send, false
	}
	for _, j := range jobs {
		if j.background {
			return []int64{j.id}, false
		}
	}
	return nil, false
}

// send posts waiting job id to the worker and starts the job's watchdog,
// which gives it its budget (protocol.Budget.Watchdog) from now: a job
// waiting for start (in a page still hidden, say) does not use it up.
func (e *Worker) send(ctx app.Context, id int64) {
	p := e.waiting[id]
	call, err := protocol.NewCall(id, p.req)
	var b []byte
	if err == nil {
		b, err = json.Marshal(call)
	}
	if err != nil { // cannot happen for the requests' field types
		panic(err)
	}
	e.worker.Call("postMessage", string(b))
	p.sent = true
	p.sends++
	sends := p.sends
	// Not ctx.After: paintNow would wait for it (see there).
	time.AfterFunc(p.req.Budget().Watchdog, func() {
		ctx.Dispatch(func(ctx app.Context) {
			if e.waiting[id] == p && p.sends == sends && p.sent {
				e.fail(ctx, id, i18n.T("the engine took too long and was restarted"))
			}
		})
	})
}

// receive delivers an answer or a progress report to whoever waits for it.
func (e *Worker) receive(ctx app.Context, msg string) {
	var resp protocol.Answer
	if err := json.Unmarshal([]byte(msg), &resp); err != nil {
		resp = protocol.Answer{Crashed: true, Error: i18n.T("unreadable reply from the engine: {{.Error}}", i18n.Str("Error", err.Error()))}
	}
	if resp.Crashed {
		// The worker cannot say which job killed it: every waiting job
		// fails, since sending them again could crash it again.
		waiting := e.waiting
		e.waiting = make(map[int64]*pendingJob)
		e.crashes++
		reason := i18n.T("{{.Error}}; the engine was restarted", i18n.Str("Error", resp.Error))
		if e.crashes > 1 {
			e.stop()
			reason = resp.Error
			e.unavailable = i18n.T("the engine is not available: {{.Error}}", i18n.Str("Error", resp.Error))
		} else {
			e.restart(ctx)
		}
		for id, p := range waiting {
			p.done(ctx, protocol.Answer{ID: id, Op: p.req.Op(), Error: reason})
		}
		return
	}
	e.crashes = 0
	p, ok := e.waiting[resp.ID]
	if !ok {
		return // a reply to a job nobody waits for any more
	}
	if resp.Partial {
		if p.progress != nil {
			p.progress(ctx, resp.Progress)
		}
		return
	}
	delete(e.waiting, resp.ID)
	p.done(ctx, resp)
	e.dispatch(ctx) // a background job may go now
}

// Cancel stops job id, if it is waiting (panel.Jobs): its done gets
// protocol.ErrCancelled.
func (e *Worker) Cancel(ctx app.Context, id int64) {
	if _, ok := e.waiting[id]; ok {
		e.fail(ctx, id, string(protocol.ErrCancelled))
	}
}

// fail ends job id with the error reason. A job sent is stopped by a
// restart of the worker, which is sent the other waiting jobs; a
// background job not sent yet is only dropped.
func (e *Worker) fail(ctx app.Context, id int64, reason string) {
	p := e.waiting[id]
	delete(e.waiting, id)
	if e.started && p.sent {
		e.restart(ctx)
		e.resend(ctx)
	}
	p.done(ctx, protocol.Answer{ID: id, Op: p.req.Op(), Error: reason})
}

// resend sends the waiting jobs to a worker just started, as schedule
// says; without one, they fail, oldest first.
func (e *Worker) resend(ctx app.Context) {
	for _, p := range e.waiting {
		p.sent = false
	}
	if e.worker != nil {
		e.dispatch(ctx)
		return
	}
	for _, id := range slices.Sorted(maps.Keys(e.waiting)) {
		p := e.waiting[id]
		delete(e.waiting, id)
		p.done(ctx, protocol.Answer{ID: id, Op: p.req.Op(), Error: e.unavailable})
	}
}

func (e *Worker) restart(ctx app.Context) {
	e.stop()
	e.spawn(ctx)
}

// stop terminates the worker; jobs in flight get no reply.
func (e *Worker) stop() {
	if e.worker != nil {
		e.worker.Call("terminate")
		e.worker = nil
	}
}

func (e *Worker) Close() {
	e.stop()
	e.waiting = make(map[int64]*pendingJob)
	if e.onReply != nil {
		e.onReply.Release()
	}
}
