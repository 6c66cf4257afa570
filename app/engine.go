package app

import (
	"encoding/json"
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/job"
)

// engineWorker runs engine jobs in a Web Worker (web/worker.js loading
// web/worker.wasm), so the page never freezes while the engine works.
// It must be used from the UI goroutine only; replies are delivered there
// through ctx.Dispatch.
type engineWorker struct {
	worker  app.Value
	onReply app.Func
	nextID  int64
	waiting map[int64]func(app.Context, job.Response)
}

// startEngine starts the worker. Failures to start are reported later, as
// errors to the jobs posted.
func startEngine(ctx app.Context) *engineWorker {
	e := &engineWorker{waiting: make(map[int64]func(app.Context, job.Response))}
	e.onReply = app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) > 0 {
			msg := args[0].Get("data").String()
			ctx.Dispatch(func(ctx app.Context) { e.receive(ctx, msg) })
		}
		return nil
	})
	e.spawn(ctx)
	return e
}

func (e *engineWorker) spawn(ctx app.Context) {
	defer func() {
		// new Worker throws when workers are unavailable (or blocked by
		// policy): the page still works, jobs get an error.
		if r := recover(); r != nil {
			e.worker = nil
		}
	}()
	ctor := app.Window().Get("Worker")
	if !ctor.Truthy() {
		return
	}
	e.worker = ctor.New(ctx.ResolveStaticResource("/web/worker.js"))
	e.worker.Set("onmessage", e.onReply)
}

// post sends req (its ID is assigned here) and calls done with the reply.
func (e *engineWorker) post(ctx app.Context, req job.Request, done func(app.Context, job.Response)) {
	e.nextID++
	req.ID = e.nextID
	if e.worker == nil {
		done(ctx, job.Response{ID: req.ID, Op: req.Op, Error: "the engine worker is not available in this browser"})
		return
	}
	b, err := json.Marshal(req)
	if err != nil { // cannot happen for these field types
		panic(err)
	}
	e.waiting[req.ID] = done
	e.worker.Call("postMessage", string(b))
}

// receive delivers a reply to whoever waits for it. A crash fails every
// waiting job and restarts the worker.
func (e *engineWorker) receive(ctx app.Context, msg string) {
	var resp job.Response
	if err := json.Unmarshal([]byte(msg), &resp); err != nil {
		resp = job.Response{Crashed: true, Error: fmt.Sprintf("unreadable reply from the engine: %v", err)}
	}
	if resp.Crashed {
		waiting := e.waiting
		e.waiting = make(map[int64]func(app.Context, job.Response))
		e.stop()
		e.spawn(ctx)
		for id, done := range waiting {
			done(ctx, job.Response{ID: id, Error: resp.Error + "; the engine was restarted"})
		}
		return
	}
	done, ok := e.waiting[resp.ID]
	if !ok {
		return // a reply to a job nobody waits for any more
	}
	delete(e.waiting, resp.ID)
	done(ctx, resp)
}

// stop terminates the worker; jobs in flight get no reply.
func (e *engineWorker) stop() {
	if e.worker != nil {
		e.worker.Call("terminate")
		e.worker = nil
	}
}

// close stops the worker and releases the reply callback.
func (e *engineWorker) close() {
	e.stop()
	e.onReply.Release()
}
