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
