package panel_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/message"
)

// answering answers every job with its Answer, as the worker would.
type answering protocol.Answer

func (a answering) Post(ctx app.Context, req protocol.Request, _ func(app.Context, float64), done func(app.Context, protocol.Answer)) int64 {
	ans := protocol.Answer(a)
	ans.ID, ans.Op = 1, req.Op()
	ctx.Dispatch(func(ctx app.Context) { done(ctx, ans) })
	return 1
}

func (a answering) PostBackground(ctx app.Context, req protocol.Request, p func(app.Context, float64), done func(app.Context, protocol.Answer)) int64 {
	return a.Post(ctx, req, p, done)
}

func (answering) Cancel(app.Context, int64) {}

// A job's error a player can meet reads in the player's language, from
// its template and arguments; an error without a template (the engine's
// own words) reads as the worker wrote it.
func TestPostErrorInThePlayersLanguage(t *testing.T) {
	c, err := message.Parse([]byte(`{
  "this puzzle has no solution": "dieses Rätsel hat keine Lösung",
  "no hint: your notes in {{.Cell}} rule out its answer; check them": "kein Hinweis: deine Notizen in {{.Cell}} schließen die Lösung der Zelle aus; prüfe sie"
}`), message.Plural("de"))
	if err != nil {
		t.Fatal(err)
	}
	i18n.Use("de", c)
	defer i18n.Use("", nil)

	noSolution := "12345678." + strings.Repeat(".", 8) + "9" + strings.Repeat(".", 63)
	for _, tc := range []struct {
		name string
		jobs panel.Jobs
		want string
	}{
		{"the worker's", &apptest.Engine{}, "dieses Rätsel hat keine Lösung"},
		{"with arguments", answering{
			Error:         "no hint: your notes in r1c1 rule out its answer; check them",
			ErrorTemplate: "no hint: your notes in {{.Cell}} rule out its answer; check them",
			ErrorArgs:     map[string]string{"Cell": "r1c1"},
		}, "kein Hinweis: deine Notizen in r1c1 schließen die Lösung der Zelle aus; prüfe sie"},
		{"no template", answering{Error: "sudoku: line 1: 3 symbols is not a puzzle line"}, "sudoku: line 1: 3 symbols is not a puzzle line"},
		{"not in the catalogue", answering{Error: "the puzzle is already solved", ErrorTemplate: "the puzzle is already solved"}, "the puzzle is already solved"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := &asker{}
			disp, h := mount(t, a)
			var got error
			apptest.Act(disp, h.worker, func(ctx app.Context) {
				panel.Post(ctx, tc.jobs, a, protocol.Solve{Puzzle: noSolution}, nil, func(ctx app.Context, _ protocol.SolveReply, err error) {
					got = err
				})
			})
			disp.Consume()
			if got == nil || got.Error() != tc.want {
				t.Errorf("the job's error reads %v, want %q", got, tc.want)
			}
			var failure protocol.Failure
			if !errors.As(got, &failure) {
				t.Errorf("the job's error is a %T, want a protocol.Failure", got)
			}
			// It keeps the worker's template, by which the page tells
			// errors apart (unread.Is).
			if ans, ok := tc.jobs.(answering); ok && ans.ErrorTemplate != "" {
				var templated message.Templated
				if !errors.As(got, &templated) {
					t.Fatalf("the job's error %T carries no template", got)
				}
				if tmpl, _ := templated.Template(); tmpl != ans.ErrorTemplate {
					t.Errorf("the job's error carries template %q, want %q", tmpl, ans.ErrorTemplate)
				}
			}
		})
	}
}
