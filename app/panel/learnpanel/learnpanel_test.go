package learnpanel

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
)

// The Learn panel lists the engine's lessons by family with the
// player's progress, suggests the next, opens a lesson, hands the page
// its worked example, and asks to practise it.
func TestLearnPanel(t *testing.T) {
	e := &apptest.Engine{}
	school := game.School{}
	school.Hinted("technique-x-wing")
	for range game.MasteryStreak {
		school.Answered("technique-full-house", true)
	}
	var examples []panel.Example
	var practised []protocol.Lesson
	lp := New().Jobs(e).Progress(func() game.School { return school }).
		OnExample(func(_ app.Context, ex panel.Example) { examples = append(examples, ex) }).
		OnPractise(func(_ app.Context, l protocol.Lesson) { practised = append(practised, l) })
	disp := apptest.Mount(t, lp)
	html := app.HTMLString(lp)
	if len(apptest.Posted[protocol.School](e)) != 1 || len(lp.lessons) == 0 {
		t.Fatalf("the school was not asked for, or did not come: %s", html)
	}
	if !strings.Contains(html, `data-family="family-fish"`) || !strings.Contains(html, `data-technique="technique-x-wing"`) {
		t.Errorf("no fish, or no X-Wing, in the list")
	}
	if got := apptest.TextOf(apptest.ElementOf(html, `id="learn-next"`)); !strings.Contains(got, "X-Wing") {
		t.Errorf("the suggestion reads %q, want the hinted X-Wing", got)
	}
	if row := apptest.ElementOf(html, `data-technique="technique-full-house"`); !strings.Contains(apptest.TextOf(row), "mastered") {
		t.Errorf("the full house's row reads %q", apptest.TextOf(row))
	}
	if row := apptest.ElementOf(html, `data-technique="technique-trial-and-error"`); !strings.Contains(apptest.TextOf(row), "lesson only") {
		t.Errorf("trial and error's row reads %q", apptest.TextOf(row))
	}
	if row := apptest.ElementOf(html, `data-technique="technique-cage-combination"`); strings.Contains(apptest.TextOf(row), "lesson only") {
		t.Errorf("a variant technique's row reads %q: it has practice", apptest.TextOf(row))
	}
	apptest.Act(disp, lp, func(app.Context) { lp.Open("technique-x-wing") })
	html = app.HTMLString(lp)
	look := apptest.TextOf(apptest.ElementOf(html, `id="lesson-look"`))
	if !strings.Contains(html, `id="lesson-title"`) || look == "" {
		t.Fatalf("the X-Wing's lesson: %s", html)
	}
	apptest.Act(disp, lp, func(ctx app.Context) { l, _ := lp.lesson("technique-x-wing"); lp.example(ctx, l) })
	if len(examples) != 1 || examples[0].Step.Key != "technique-x-wing" || examples[0].Puzzle.Filled() == 0 ||
		examples[0].Lesson.Look != look {
		t.Fatalf("the example handed: %+v", examples)
	}
	if p := apptest.Posted[protocol.Practice](e); len(p) != 1 || p[0].Seed != ExampleSeed {
		t.Errorf("the example's job: %+v", p)
	}
	// A variant technique's example comes with its rules: a killer's cages.
	apptest.Act(disp, lp, func(ctx app.Context) { l, _ := lp.lesson("technique-cage-combination"); lp.example(ctx, l) })
	if len(examples) != 2 || examples[1].Step.Key != "technique-cage-combination" || examples[1].Rules.Classic() {
		t.Fatalf("the killer's example handed: %+v", examples[1:])
	}
	apptest.Act(disp, lp, func(ctx app.Context) { l, _ := lp.lesson("technique-x-wing"); lp.onPractise(ctx, l) })
	if len(practised) != 1 || practised[0].Key != "technique-x-wing" {
		t.Errorf("practised %+v", practised)
	}
	// A technique without practice positions has its lesson alone.
	apptest.Act(disp, lp, func(app.Context) { lp.Open("technique-trial-and-error") })
	html = app.HTMLString(lp)
	if !strings.Contains(html, `id="lesson-look"`) || !strings.Contains(html, `id="lesson-no-practice"`) || strings.Contains(html, `id="lesson-practise"`) {
		t.Errorf("trial and error's lesson: %s", apptest.TextOf(html))
	}
	apptest.Act(disp, lp, func(app.Context) { lp.Open("") })
	if html := app.HTMLString(lp); strings.Contains(html, `id="lesson-title"`) {
		t.Error("the list did not come back")
	}
}

// An engine that fails leaves a message, and the school is asked for
// again the next time the panel opens.
func TestLearnPanelEngineFails(t *testing.T) {
	lp := New().Jobs(apptest.Failing("the worker is gone"))
	apptest.Mount(t, lp)
	if !strings.Contains(app.HTMLString(lp), "the worker is gone") || lp.asked {
		t.Errorf("after a failure: %s", app.HTMLString(lp))
	}
}
