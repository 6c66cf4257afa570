// go-app's client tester needs a browser's storage under js/wasm: these
// run natively, as the page's component tests do.

//go:build !wasm

package worker

import (
	"slices"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
)

func TestEngineJobsWaitForStart(t *testing.T) {
	ctx := apptest.Mount(t, &app.Compo{}).Context()
	e := New()
	defer e.Close()

	var answered []int64
	done := func(ctx app.Context, resp protocol.Answer) {
		if resp.Error == "" {
			t.Errorf("job %d: no error, want one saying there is no worker", resp.ID)
		}
		answered = append(answered, resp.ID)
	}
	solve := protocol.Solve{Puzzle: apptest.Puzzle}
	first := e.Post(ctx, solve, nil, done)
	second := e.Post(ctx, solve, nil, done)
	if len(answered) != 0 {
		t.Fatalf("jobs %v answered before the engine started", answered)
	}
	// Natively there is no Worker: starting fails the waiting jobs, oldest
	// first, and later jobs fail at once.
	e.Start(ctx)
	if want := []int64{first, second}; !slices.Equal(answered, want) {
		t.Fatalf("after start, answered %v, want %v", answered, want)
	}
	third := e.Post(ctx, solve, nil, done)
	if want := []int64{first, second, third}; !slices.Equal(answered, want) {
		t.Errorf("after a job posted once started, answered %v, want %v", answered, want)
	}
}

// TestSchedule checks which waiting jobs go to the worker: every job at
// once but background ones, which wait until nothing else is sent or to
// be sent, and make way (a restart) for any other job.
func TestSchedule(t *testing.T) {
	fg := func(id int64, sent bool) scheduled { return scheduled{id: id, sent: sent} }
	bg := func(id int64, sent bool) scheduled { return scheduled{id: id, background: true, sent: sent} }
	for _, c := range []struct {
		name    string
		jobs    []scheduled
		send    []int64
		preempt bool
	}{
		{"nothing waits", nil, nil, false},
		{"jobs go at once, oldest first", []scheduled{fg(3, false), fg(1, false)}, []int64{1, 3}, false},
		{"a job goes while another runs", []scheduled{fg(1, true), fg(2, false)}, []int64{2}, false},
		{"a background job goes when idle", []scheduled{bg(1, false)}, []int64{1}, false},
		{"a background job waits for a job sent", []scheduled{bg(2, false), fg(1, true)}, nil, false},
		{"a background job waits for a job to send", []scheduled{bg(1, false), fg(2, false)}, []int64{2}, false},
		{"a background job running makes way", []scheduled{bg(1, true), fg(2, false)}, []int64{2}, true},
		{"a background job running alone runs on", []scheduled{bg(1, true)}, nil, false},
		{"the oldest background job goes first", []scheduled{bg(4, false), bg(2, false)}, []int64{2}, false},
		{"one background job at a time", []scheduled{bg(1, true), bg(2, false)}, nil, false},
	} {
		send, preempt := schedule(c.jobs)
		if !slices.Equal(send, c.send) || preempt != c.preempt {
			t.Errorf("%s: send %v, preempt %v; want %v, %v", c.name, send, preempt, c.send, c.preempt)
		}
	}
}
