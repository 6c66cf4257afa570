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
