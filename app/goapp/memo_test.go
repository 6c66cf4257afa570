package goapp

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// countedState is a memo state that counts its renders.
type countedState struct {
	text    string
	renders *int
}

func (s countedState) Render() app.UI {
	*s.renders++
	return app.Span().Text(s.text)
}

// memoHost draws one memo, or none when hidden.
type memoHost struct {
	app.Compo

	slot   Slot[countedState]
	state  countedState
	hidden bool
}

func (h *memoHost) Render() app.UI {
	if h.hidden {
		return app.Div()
	}
	return app.Div().Body(h.slot.View(h.state))
}

func TestMemoSlot(t *testing.T) {
	renders := 0
	h := &memoHost{state: countedState{"a", &renders}}
	disp := app.NewClientTester(h)
	defer disp.Close()
	rerender := func() {
		h.Update()
		disp.Consume()
	}
	m := h.slot.mounted
	if m == nil || !m.Mounted() || renders == 0 {
		t.Fatalf("first render: memo %v, %d renders; want it mounted and drawn", m, renders)
	}

	before := renders
	rerender()
	if renders != before || h.slot.View(h.state) != m {
		t.Errorf("same state: %d more renders, want none and the mounted memo handed back", renders-before)
	}

	h.state.text = "b"
	if h.slot.View(h.state) == m {
		t.Error("a new state got the mounted memo, which go-app would skip")
	}
	rerender()
	if h.slot.mounted != m || m.State.text != "b" || !strings.Contains(app.HTMLString(h), ">b<") {
		t.Errorf("new state: slot holds %p (was %p) with %q, page %s; want the mounted memo showing b",
			h.slot.mounted, m, h.slot.mounted.State.text, app.HTMLString(h))
	}

	h.hidden = true
	rerender()
	if m.Mounted() {
		t.Fatal("the memo stayed mounted when its place went")
	}
	h.hidden = false
	rerender()
	if h.slot.mounted == m || !h.slot.mounted.Mounted() || !strings.Contains(app.HTMLString(h), ">b<") {
		t.Error("the place came back without a newly mounted memo")
	}
}

// counter is a component that counts its renders and shows its prop.
type counter struct {
	app.Compo

	Text    string
	renders *int
}

func (c *counter) Render() app.UI {
	*c.renders++
	return app.Span().Text(c.Text)
}

// keptHost draws a kept component, shown or put away.
type keptHost struct {
	app.Compo

	kept    Kept
	shown   bool
	text    string
	renders int
}

func (h *keptHost) Render() app.UI {
	return app.Div().Body(h.kept.View(h.shown, func() app.UI { return &counter{Text: h.text, renders: &h.renders} }))
}

func TestKept(t *testing.T) {
	h := &keptHost{text: "a"}
	disp := app.NewClientTester(h)
	defer disp.Close()
	rerender := func() {
		h.Update()
		disp.Consume()
	}
	if h.kept.Mounted() != nil || h.renders != 0 {
		t.Fatal("a component never shown is drawn")
	}
	h.shown = true
	rerender()
	rerender() // go-app draws a component again once mounted
	m, drawn := h.kept.Mounted(), h.renders
	if m == nil || !strings.Contains(app.HTMLString(h), ">a<") {
		t.Fatalf("shown: %v mounted, page %s", m, app.HTMLString(h))
	}
	h.shown, h.text = false, "b"
	rerender()
	if h.kept.Mounted() != m || h.renders != drawn || !strings.Contains(app.HTMLString(h), ">a<") {
		t.Errorf("put away: %d renders, page %s; want it kept as it was, not drawn", h.renders-drawn, app.HTMLString(h))
	}
	h.shown = true
	rerender()
	if h.kept.Mounted() != m || h.renders != drawn+1 || !strings.Contains(app.HTMLString(h), ">b<") {
		t.Errorf("shown again: %d renders, page %s; want the same component drawn once with its new props", h.renders-drawn, app.HTMLString(h))
	}
	rerender()
	if h.renders != drawn+1 {
		t.Errorf("shown, props unchanged: %d renders, want none more", h.renders-drawn-1)
	}
}
