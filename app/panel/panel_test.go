package panel_test

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
)

// host is a page that shows a panel, asker, beside another component,
// worker, whose context delivers the engine's replies, as the page's
// engine worker does: go-app draws the worker after a reply, not the
// panel.
type host struct {
	app.Compo
	worker *app.Compo
	panel  *asker
}

func (h *host) Render() app.UI { return app.Div().Body(h.worker, h.panel) }

// mount mounts a host of a, and returns its dispatcher and the component
// whose context posts.
func mount(t *testing.T, a *asker) (app.ClientDispatcher, *host) {
	h := &host{worker: &app.Compo{}, panel: a}
	return apptest.Mount(t, h), h
}

// asker shows what the engine last said.
type asker struct {
	app.Compo
	said     string
	progress int
}

func (a *asker) Render() app.UI { return app.P().ID("said").Text(a.said) }

// Post hands done the reply of the request's own type, or the job's
// error, and draws the component that asked, which the page's dispatch
// alone would not.
func TestPost(t *testing.T) {
	for _, tc := range []struct {
		name string
		jobs panel.Jobs
		want string
	}{
		{"reply", &apptest.Engine{}, "unique 1"},
		{"error", apptest.Failing("the engine worker is not available in this browser"), "the engine worker is not available in this browser"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := &asker{said: "asking"}
			disp, h := mount(t, a)
			apptest.Act(disp, h.worker, func(ctx app.Context) {
				panel.Post(ctx, tc.jobs, a, protocol.Solve{Puzzle: apptest.Puzzle}, nil, func(ctx app.Context, r protocol.SolveReply, err error) {
					switch {
					case err != nil && r == (protocol.SolveReply{}):
						a.said = err.Error()
					case err == nil && r.Unique:
						a.said = "unique " + string(rune('0'+r.Solutions))
					default:
						a.said = "a reply and an error"
					}
				})
			})
			disp.Consume()
			if html := app.HTMLString(h); !strings.Contains(html, ">"+tc.want+"<") {
				t.Errorf("the panel shows %s; want %q", html, tc.want)
			}
		})
	}
}

// Post draws the component that asked after each progress report too, and
// a cancelled job's error is protocol.ErrCancelled.
func TestPostProgressAndCancel(t *testing.T) {
	e := &apptest.Engine{}
	a := &asker{}
	disp, h := mount(t, a)
	apptest.Act(disp, h.worker, func(ctx app.Context) {
		panel.Post(ctx, e, a, protocol.Generate{Size: 4, Seed: 1},
			func(ctx app.Context, f float64) { a.progress++ },
			func(ctx app.Context, r protocol.GenerateReply, err error) {
				if err == nil && len(r.Puzzle) == 16 {
					a.said = "generated"
				}
			})
	})
	disp.Consume()
	if a.progress == 0 || !strings.Contains(app.HTMLString(h), ">generated<") {
		t.Errorf("%d progress reports, the panel shows %s; want some, and the puzzle", a.progress, app.HTMLString(h))
	}
	e.Hold = true
	var got error
	apptest.Act(disp, h.worker, func(ctx app.Context) {
		id := panel.Post(ctx, e, a, protocol.Solve{Puzzle: apptest.Puzzle}, nil, func(ctx app.Context, _ protocol.SolveReply, err error) { got = err })
		e.Cancel(ctx, id)
	})
	disp.Consume()
	if got != protocol.ErrCancelled {
		t.Errorf("a cancelled job's error is %v, want %v", got, protocol.ErrCancelled)
	}
}
