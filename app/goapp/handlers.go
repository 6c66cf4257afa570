package goapp

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// clicker is an element with a click handler, such as app.HTMLButton.
type clicker[E any] interface {
	OnClick(h app.EventHandler, scope ...any) E
}

// changer is an element with a change handler, such as app.HTMLInput.
type changer[E any] interface {
	OnChange(h app.EventHandler, scope ...any) E
}

// OnClick gives element e a click handler that calls f with v. v is the
// handler's scope too: go-app tells an element's handlers apart by their
// code and scope only, so an element mounted with a handler for one value
// would keep calling it with that value after a render that hands it
// another, unless the scope says it changed.
func OnClick[E clicker[E], T any](e E, v T, f func(app.Context, T)) E {
	return e.OnClick(func(ctx app.Context, _ app.Event) { f(ctx, v) }, v)
}

// OnChange gives element e a change handler that calls f with v and the
// element's JavaScript value (ctx.JSSrc), v being its scope as in
// OnClick.
func OnChange[E changer[E], T any](e E, v T, f func(app.Context, T, app.Value)) E {
	return e.OnChange(func(ctx app.Context, _ app.Event) { f(ctx, v, ctx.JSSrc()) }, v)
}
