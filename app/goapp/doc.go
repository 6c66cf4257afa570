// Package goapp is the page's border with go-app v9.8.0: the one package
// that knows how go-app schedules, renders and builds, so the rest of the
// page is written against this package's contracts and go-app's plain
// element API (app.Div, app.Button, ...), and a go-app upgrade is checked
// here first.
//
// What go-app does that the page must work around, and the API that does
// it:
//
//   - go-app renders on a 120 Hz ticker that restarts after idle, so an
//     input left to it is painted a frame late. PaintNow renders a
//     component's changes at once; Instant makes an event handler do so.
//     go-app's ClientDispatcher.Consume waits for ctx.Async work first,
//     so the page never uses ctx.Async or ctx.After: After and Every time
//     the UI goroutine without them (TestNoAsyncOutsideTheBorder holds
//     every package under app/ to this).
//   - go-app updates only the component an event or a dispatch came from.
//     A component changed from outside its own handlers (a job's reply, a
//     callback into a parent) is drawn with Refresh, or gets the change
//     through Dispatch with itself as the source. An engine job's reply
//     is drawn so by the kit's panel.Post, which takes the component that
//     asked.
//   - A dispatch whose source element is gone is dropped: Dispatch takes
//     the component as the source, never the element an event came from
//     (a button the change removes).
//   - Window.AddEventListener renders the whole page after every event:
//     Listen renders nothing, and a handler that changes what shows is
//     made Instant.
//   - go-app tells an element's handlers apart by their code and scope
//     only, so an element keeps the handler it was mounted with whatever
//     a closure handed to it later captures: OnClick and OnChange pass
//     the value the handler works on as its scope too.
//   - go-app compares a component it is handed again field by field, by
//     reflection. Memo is a component drawn from a comparable state,
//     handed back as mounted while its state is unchanged (Slot), so a
//     render skips the parts of the page a change does not touch; its
//     callbacks are Handles, which compare by identity.
//   - AfterPaint runs work once the browser has painted (a save, the
//     address bar), so an input's paint does not wait for it.
//
// The build: web/app.wasm is built without go-app's server side (its
// Handler and resource providers, which link net/http, crypto/tls and
// text/template, and its routes by regexp, which link regexp). overlay.go
// (go run app/goapp/overlay.go) writes the go command's -overlay file that
// leaves them out, putting _upstream/wasm.go and _upstream/route.go in
// place of go-app's own; see there. The server side takes go-app's output
// as it comes and patches it (PlainWasmFetch, WithoutOGURL, Zoomable),
// failing when go-app's output is not as expected. web/defer-sw.js holds
// go-app's service worker registration until the page's first board is
// painted.
package goapp
