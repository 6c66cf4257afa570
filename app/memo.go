package app

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// memo is a component drawn from a comparable state alone: a cell, the
// keypad, the top bar. Handed out by a memoSlot, it lets a render skip the
// parts of the page a change does not touch.
//
// go-app updates a component it is handed again by comparing its exported
// fields through reflection, boxing each, and on any difference rendering
// it and diffing the result against the DOM. Handed the very instance it
// has mounted, it skips it at once. A key press changes a few cells of 81
// to 625 and a button or two: the rest is handed back as mounted.
type memo[S memoState] struct {
	app.Compo

	State S
}

// memoState is the state of a memo: everything it shows, and what it
// needs to draw itself. Its callbacks are handles, which compare by
// identity (func values do not compare at all).
type memoState interface {
	comparable
	render() app.UI
}

func (m *memo[S]) Render() app.UI { return m.State.render() }

// memoSlot holds the memo mounted at one place of the page (one cell of
// the board, the keypad). Contract: only the memos a slot hands out are
// ever drawn at its place, and they are drawn nowhere else; a slot that
// served a place that is gone must not serve another.
type memoSlot[S memoState] struct{ mounted *memo[S] }

// view returns the memo to draw at the slot's place with state s: the
// mounted one when its state is s; otherwise a new one, which go-app
// mounts, or copies into the mounted one (comparing the fields again, but
// only for what changed).
func (slot *memoSlot[S]) view(s S) *memo[S] {
	m := slot.mounted
	if m != nil && m.Mounted() {
		if m.State == s {
			return m
		}
		return &memo[S]{State: s}
	}
	slot.mounted = &memo[S]{State: s}
	return slot.mounted
}

// redraw draws the memo mounted at the slot's place again with state s,
// alone, and reports whether one is mounted: for a change that touches
// nothing else on the page (a second on the clock). The page's next
// render must give the slot s too, which then finds it drawn.
func (slot *memoSlot[S]) redraw(s S) bool {
	m := slot.mounted
	if m == nil || !m.Mounted() {
		return false
	}
	if m.State != s {
		m.State = s
		m.Update()
	}
	return true
}

// handle is a callback a memo's state carries: made once by the memo's
// owner and held by pointer, so that states holding it compare equal from
// one render to the next.
type handle[T any] struct{ call func(app.Context, T) }

func newHandle[T any](f func(app.Context, T)) *handle[T] { return &handle[T]{f} }

// on returns an event handler that calls the handle with v.
func (h *handle[T]) on(v T) app.EventHandler {
	return func(ctx app.Context, e app.Event) { h.call(ctx, v) }
}
