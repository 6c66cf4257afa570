package app

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// paintNow renders c's changes at once, so that the browser paints an input
// in the next frame. go-app v9.8.0 applies updates on a 120 Hz ticker that
// restarts after idle: left to itself, every key press would wait a whole
// tick before its render. ClientDispatcher.Consume runs pending dispatches
// and renders now; it first waits for ctx.Async work, which is why the
// page never uses ctx.Async or ctx.After (a job's watchdog would hold up
// every key press until it fired).
func paintNow(ctx app.Context, c app.Composer) {
	c.Update()
	if d, ok := ctx.Dispatcher().(app.ClientDispatcher); ok {
		d.Consume()
	}
}

// instant makes h an input handler whose changes to c are painted at once
// (paintNow).
//
// go-app tells an element's handlers apart by their code and scope only:
// an element keeps the handler it was mounted with, whatever a closure
// handed to it later captures. A handler that captures a value which can
// change for its element passes that value as the handler's scope too
// (OnClick(h, v)), so that a new value mounts the new handler.
func instant(c app.Composer, h app.EventHandler) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		h(ctx, e)
		paintNow(ctx, c)
	}
}

// dispatchFrom runs f on the UI goroutine in mode with c as its source:
// app.Defer runs it once c's changes are drawn. ctx.Dispatch and
// ctx.Defer would take the element the event came from, and go-app drops
// a dispatch whose source is gone: a button the change removes (a deleted
// row's, Keep playing, Back to the board).
func dispatchFrom(ctx app.Context, c app.Composer, mode app.DispatchMode, f func(app.Context)) {
	ctx.Dispatcher().Dispatch(app.Dispatch{Mode: mode, Source: c, Function: f})
}

// listen calls h on the UI goroutine for each event of the window, for c,
// and returns the function that stops it. It renders nothing: a handler
// that changes what c shows is made instant. Window.AddEventListener would
// render the whole page after every event, a frame tick later: a key typed
// then would wait for that render, and every click (its pointerup) would
// pay one for nothing.
func listen(ctx app.Context, c app.Composer, event string, h app.EventHandler) func() {
	f := app.FuncOf(func(this app.Value, args []app.Value) any {
		ctx.Dispatcher().Dispatch(app.Dispatch{Mode: app.Next, Source: c, Function: func(ctx app.Context) {
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

// afterPaint calls f on the UI goroutine once the browser has painted the
// page's current changes: a timer set from an animation frame runs after
// that frame is painted. Hidden pages paint nothing: f waits until shown.
// It renders nothing itself: f draws what it changes (a save after an
// edit mostly changes nothing on the page). f gets ctx, and runs even when
// ctx's component is gone by then (a panel closed by the click).
func afterPaint(ctx app.Context, f func(app.Context)) {
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

// refresh draws c again after a change from outside its own event
// handlers (a job's reply): go-app updates only the component an event
// came from. A component not on the page has nothing to draw; it draws its
// state when it is mounted.
func refresh(c app.Composer) {
	if c.Mounted() {
		c.Update()
	}
}
