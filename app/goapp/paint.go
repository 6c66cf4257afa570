package goapp

import (
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// PaintNow renders c's changes at once, so that the browser paints an
// input in the next frame rather than at go-app's next frame tick.
// ClientDispatcher.Consume runs the dispatches pending and renders; it
// first waits for ctx.Async work, which is why no package of the page
// uses ctx.Async or ctx.After (a job's watchdog would hold up every key
// press until it fired). Call it on the UI goroutine.
func PaintNow(ctx app.Context, c app.Composer) {
	c.Update()
	if d, ok := ctx.Dispatcher().(app.ClientDispatcher); ok {
		d.Consume()
	}
}

// Instant makes h an input handler whose changes to c are painted at once
// (PaintNow).
func Instant(c app.Composer, h app.EventHandler) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		h(ctx, e)
		PaintNow(ctx, c)
	}
}

// Refresh draws c again after a change from outside its own event
// handlers (a job's reply, a callback into it): go-app updates only the
// component an event came from. A component not on the page has nothing
// to draw; it draws its state when it is mounted.
func Refresh(c app.Composer) {
	if c.Mounted() {
		c.Update()
	}
}

// Dispatch runs f on the UI goroutine with c as its source, then renders
// c. Safe from any goroutine. ctx.Dispatch would take the element the
// event came from, and go-app drops a dispatch whose source is gone (a
// button the change removes).
func Dispatch(ctx app.Context, c app.Composer, f func(app.Context)) {
	ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Update, Source: c, Function: f})
}

// AfterRender runs f on the UI goroutine once c's pending changes are
// drawn, with c as its source (see Dispatch): to move the keyboard's
// focus to an element the change draws, say.
func AfterRender(ctx app.Context, c app.Composer, f func(app.Context)) {
	ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Defer, Source: c, Function: f})
}

// Quietly runs f on the UI goroutine with c as its source and renders
// nothing: f draws what it changes (PaintNow, a Slot's Redraw, Refresh).
// Safe from any goroutine. It is not ctx.PreventUpdate, which would also
// cancel the render of a click in the same frame.
func Quietly(ctx app.Context, c app.Composer, f func(app.Context)) {
	ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Next, Source: c, Function: f})
}

// After runs f on the UI goroutine once d has passed, with c as its
// source, then renders c; stop cancels it if it has not run. It is not
// ctx.After, which PaintNow would wait for.
func After(ctx app.Context, c app.Composer, d time.Duration, f func(app.Context)) (stop func()) {
	t := time.AfterFunc(d, func() { Dispatch(ctx, c, f) })
	return func() { t.Stop() }
}

// Every runs f on the UI goroutine every d, quietly (see Quietly: f draws
// what it changes), until ctx is done: a clock. It is not ctx.Async, which
// would hold up pre-rendering and PaintNow.
func Every(ctx app.Context, c app.Composer, d time.Duration, f func(app.Context)) {
	go func() {
		tick := time.NewTicker(d)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
				Quietly(ctx, c, f)
			}
		}
	}()
}

// Later runs f on a goroutine of its own once d has passed, unless ctx is
// done by then: background work that takes its turns on the UI goroutine
// through InTurn.
func Later(ctx app.Context, d time.Duration, f func()) {
	go func() {
		select {
		case <-ctx.Done():
		case <-time.After(d):
			f()
		}
	}()
}

// InTurn runs f on the UI goroutine, rendering the page afterwards only
// if render is set, waits until it has run, then leaves the browser pause
// for the player's keys and the paint. It reports false when the page
// went first. Call it from a goroutine of its own (Later), never from the
// UI goroutine, which it would deadlock.
func InTurn(ctx app.Context, render bool, pause time.Duration, f func(app.Context)) bool {
	mode := app.Next
	if render {
		mode = app.Update
	}
	done := make(chan struct{})
	ctx.Dispatcher().Dispatch(app.Dispatch{Mode: mode, Source: ctx.Src(), Function: func(ctx app.Context) {
		f(ctx)
		close(done)
	}})
	select {
	case <-ctx.Done():
		return false
	case <-done:
	}
	select {
	case <-ctx.Done():
		return false
	case <-time.After(pause):
		return true
	}
}

// Listen calls h on the UI goroutine for each event of the window, with c
// as its source, and returns the function that stops it. It renders
// nothing: a handler that changes what c shows is made Instant.
// Window.AddEventListener would render the whole page after every event,
// a frame tick later: a key typed then would wait for that render, and
// every click (its pointerup) would pay one for nothing.
func Listen(ctx app.Context, c app.Composer, event string, h app.EventHandler) (stop func()) {
	f := app.FuncOf(func(this app.Value, args []app.Value) any {
		Quietly(ctx, c, func(ctx app.Context) { h(ctx, app.Event{Value: args[0]}) })
		return nil
	})
	w := app.Window()
	w.Call("addEventListener", event, f)
	return func() {
		w.Call("removeEventListener", event, f)
		f.Release()
	}
}

// AfterPaint calls f on the UI goroutine once the browser has painted the
// page's current changes: a timer set from an animation frame runs after
// that frame is painted. Hidden pages paint nothing: f waits until shown.
// It renders nothing itself: f draws what it changes (a save after an
// edit mostly changes nothing on the page). f gets ctx, and runs even when
// ctx's component is gone by then (a panel closed by the click).
func AfterPaint(ctx app.Context, f func(app.Context)) {
	var frame, painted app.Func
	painted = app.FuncOf(func(app.Value, []app.Value) any {
		painted.Release()
		ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Next, Function: func(app.Context) { f(ctx) }})
		return nil
	})
	frame = app.FuncOf(func(app.Value, []app.Value) any {
		frame.Release()
		app.Window().Call("setTimeout", painted, 0)
		return nil
	})
	app.Window().Call("requestAnimationFrame", frame)
}

// NextDispatch calls f with ctx at the dispatcher's next turn, rendering
// nothing itself: AfterPaint for tests, where nothing paints.
func NextDispatch(ctx app.Context, f func(app.Context)) {
	ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Next, Function: func(app.Context) { f(ctx) }})
}

// Warm draws c once, off the page, and throws the drawing away, when c is
// a component (else it does nothing): its OnInit, then its Render. V8
// compiles a function of the page's WebAssembly on its first call, so a
// component warmed before the player's first click on it opens without
// those compiles (tens of milliseconds). It must change nothing: a
// component whose OnInit or Render changes state is not to be warmed.
func Warm(c app.UI) {
	comp, ok := c.(app.Composer)
	if !ok {
		return
	}
	if i, ok := comp.(interface{ OnInit() }); ok {
		i.OnInit()
	}
	comp.Render()
}
