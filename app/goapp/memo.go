package goapp

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// Memo is a component drawn from a comparable state alone: a cell, the
// keypad, the top bar. Handed out by a Slot, it lets a render skip the
// parts of the page a change does not touch.
//
// go-app updates a component it is handed again by comparing its exported
// fields through reflection, boxing each, and on any difference rendering
// it and diffing the result against the DOM. Handed the very instance it
// has mounted, it skips it at once. A key press changes a few cells of 81
// to 625 and a button or two: the rest is handed back as mounted.
type Memo[S State] struct {
	app.Compo

	State S
}

// State is the state of a Memo: everything it shows, and what it needs to
// draw itself. Its callbacks are Handles, which compare by identity (func
// values do not compare at all).
type State interface {
	comparable
	Render() app.UI
}

func (m *Memo[S]) Render() app.UI { return m.State.Render() }

// Slot holds the memo mounted at one place of the page (one cell of the
// board, the keypad). Contract: only the memos a slot hands out are ever
// drawn at its place, and they are drawn nowhere else; a slot that served
// a place that is gone must not serve another. The zero Slot is empty.
type Slot[S State] struct{ mounted *Memo[S] }

// View returns the memo to draw at the slot's place with state s: the
// mounted one when its state is s; otherwise a new one, which go-app
// mounts, or copies into the mounted one (comparing the fields again, but
// only for what changed).
func (slot *Slot[S]) View(s S) *Memo[S] {
	m := slot.mounted
	if m != nil && m.Mounted() {
		if m.State == s {
			return m
		}
		return &Memo[S]{State: s}
	}
	slot.mounted = &Memo[S]{State: s}
	return slot.mounted
}

// Redraw draws the memo mounted at the slot's place again with state s,
// alone, and reports whether one is mounted: for a change that touches
// nothing else on the page (a second on the clock). The page's next
// render must give the slot s too, which then finds it drawn.
func (slot *Slot[S]) Redraw(s S) bool {
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

// Mounted returns the memo mounted at the slot's place, or nil.
func (slot *Slot[S]) Mounted() *Memo[S] {
	if m := slot.mounted; m != nil && m.Mounted() {
		return m
	}
	return nil
}

// Handle is a callback a memo's state carries: made once by the memo's
// owner and held by pointer, so that states holding it compare equal from
// one render to the next.
type Handle[T any] struct{ call func(app.Context, T) }

// NewHandle returns a handle that calls f.
func NewHandle[T any](f func(app.Context, T)) *Handle[T] { return &Handle[T]{f} }

// Call calls the handle with v.
func (h *Handle[T]) Call(ctx app.Context, v T) { h.call(ctx, v) }

// On returns an event handler that calls the handle with v. The element
// keeps the first handler it is mounted with (see OnClick): v must be the
// same for as long as the element is, as a button's command is.
func (h *Handle[T]) On(v T) app.EventHandler {
	return func(ctx app.Context, e app.Event) { h.call(ctx, v) }
}

// Kept holds a component that stays on the page once drawn, shown or put
// away, as a panel in a sheet is: put away, it is handed back as mounted,
// so go-app skips it and a render of its parent costs it nothing; shown,
// each render hands go-app a fresh value of its props, whose exported
// fields go-app copies into the mounted one (drawing it again only when
// one changed), as for any child component. Hiding it is the parent's
// part (an attribute or a class on its container): the component keeps
// its elements, so showing it again builds nothing. Contract: as for a
// Slot, what a Kept hands out is drawn at its place alone. The zero Kept
// holds nothing.
type Kept struct{ mounted app.Composer }

// View returns the component to draw at the kept place: while one is
// mounted, the mounted one when put away (shown false), else props(); nil
// when none was ever shown (nothing need be drawn), and then props() when
// shown, which go-app mounts. props returns a component, or nil for
// nothing to show; it is called only when shown.
func (k *Kept) View(shown bool, props func() app.UI) app.UI {
	if m := k.mounted; m != nil && m.Mounted() {
		if !shown {
			return m
		}
		if c := props(); c != nil {
			return c
		}
		return m
	}
	k.mounted = nil
	if !shown {
		return nil
	}
	c, ok := props().(app.Composer)
	if !ok {
		return nil
	}
	k.mounted = c
	return c
}

// Mounted returns the component mounted at the kept place, or nil.
func (k *Kept) Mounted() app.Composer {
	if m := k.mounted; m != nil && m.Mounted() {
		return m
	}
	return nil
}
