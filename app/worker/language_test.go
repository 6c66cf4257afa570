// go-app's client tester needs a browser's storage under js/wasm: these
// run natively, as the page's component tests do.

//go:build !wasm

package worker

import (
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/message"
)

// The worker client's own errors read in the player's language.
func TestEngineErrorsInThePlayersLanguage(t *testing.T) {
	c, err := message.Parse([]byte(`{
  "the engine worker is not available in this browser": "die Engine ist in diesem Browser nicht verfügbar"
}`), message.Plural("de"))
	if err != nil {
		t.Fatal(err)
	}
	i18n.Use("de", c)
	defer i18n.Use("", nil)

	ctx := apptest.Mount(t, &app.Compo{}).Context()
	e := New()
	defer e.Close()
	var got []string
	done := func(ctx app.Context, a protocol.Answer) { got = append(got, a.Error) }
	e.Post(ctx, protocol.Solve{Puzzle: apptest.Puzzle}, nil, done)
	// Natively there is no Worker: starting fails the job.
	e.Start(ctx)
	e.Post(ctx, protocol.Solve{Puzzle: apptest.Puzzle}, nil, done)
	want := "die Engine ist in diesem Browser nicht verfügbar"
	if len(got) != 2 || got[0] != want || got[1] != want {
		t.Errorf("the jobs' errors are %q, want %q twice", got, want)
	}
}
