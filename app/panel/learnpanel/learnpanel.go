// Package learnpanel is the Learn panel: the school of techniques. It
// lists every technique the engine teaches, easiest first, by family,
// with the player's progress in each; opens a technique's lesson (what
// to look for, why it works); and from there shows its worked example or
// starts practising it. The page gives it the engine (panel.Jobs), the
// player's progress, and what shows an example and what starts a
// practice.
package learnpanel

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/browser"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// ExampleSeed is the seed of every lesson's worked example: the same
// position each time, so a lesson reads the same on every visit.
const ExampleSeed = 1

// Panel is the Learn panel. The page keeps one for its life: the lessons
// come from the engine once.
type Panel struct {
	app.Compo

	jobs       panel.Jobs
	progress   func() game.School
	onExample  func(app.Context, panel.Example)
	onPractise func(app.Context, protocol.Lesson)

	lessons []protocol.Lesson // the school, once the engine has answered
	asked   bool              // the school was asked for
	open    string            // the key of the lesson on show; "" for the list
	err     string
	showing bool // an example is on its way
}

// New returns the Learn panel.
func New() *Panel { return &Panel{} }

// Jobs sets the engine that teaches.
func (lp *Panel) Jobs(j panel.Jobs) *Panel { lp.jobs = j; return lp }

// Progress sets where the player's progress is read, each time the panel
// is drawn.
func (lp *Panel) Progress(f func() game.School) *Panel { lp.progress = f; return lp }

// OnExample sets what shows a lesson's worked example.
func (lp *Panel) OnExample(f func(app.Context, panel.Example)) *Panel { lp.onExample = f; return lp }

// OnPractise sets what starts practising a technique.
func (lp *Panel) OnPractise(f func(app.Context, protocol.Lesson)) *Panel {
	lp.onPractise = f
	return lp
}

func (lp *Panel) OnMount(ctx app.Context) { lp.ask(ctx) }

// ask asks the engine for the school, once it answered nothing yet.
func (lp *Panel) ask(ctx app.Context) {
	if lp.asked || lp.jobs == nil {
		return
	}
	lp.asked = true
	panel.Post(ctx, lp.jobs, lp, protocol.School{Language: panel.Language()}, nil, func(ctx app.Context, r protocol.SchoolReply, err error) {
		if err != nil {
			lp.asked, lp.err = false, i18n.T("The lessons could not be loaded: {{.Error}}", i18n.Str("Error", err.Error()))
			return
		}
		lp.lessons, lp.err = r.Lessons, ""
	})
}

// lesson returns the lesson of key.
func (lp *Panel) lesson(key string) (protocol.Lesson, bool) {
	for _, l := range lp.lessons {
		if l.Key == key {
			return l, true
		}
	}
	return protocol.Lesson{}, false
}

// school returns the player's progress.
func (lp *Panel) school() game.School {
	if lp.progress == nil {
		return game.School{}
	}
	return lp.progress()
}

// Open shows the lesson of key, as the page asks (a technique named by a
// hint, the suggestion), or the list for "".
func (lp *Panel) Open(key string) *Panel { lp.open = key; return lp }

// example asks the engine for the lesson's worked example and hands it
// to the page.
func (lp *Panel) example(ctx app.Context, l protocol.Lesson) {
	lp.showing, lp.err = true, ""
	panel.Post(ctx, lp.jobs, lp, protocol.Practice{Technique: l.Key, Seed: ExampleSeed, Language: panel.Language()}, nil,
		func(ctx app.Context, r protocol.PracticeReply, err error) {
			lp.showing = false
			if err != nil {
				lp.err = i18n.T("The example could not be made: {{.Error}}", i18n.Str("Error", err.Error()))
				return
			}
			coded, perr := sudoku.ParseCoded(r.Puzzle, r.Rules)
			if perr != nil || coded.Grid.Shape() != sudoku.Classic {
				lp.err = i18n.T("The engine sent back an unreadable position.")
				return
			}
			lp.onExample(ctx, panel.Example{Puzzle: coded.Grid, Rules: coded.Rules, Lesson: l, Step: r.Step})
		})
}

func (lp *Panel) Render() app.UI {
	l, ok := lp.lesson(lp.open)
	return app.Section().Class("panel", "learn").ID("learn-panel").Aria("label", i18n.T("Learn")).Body(
		app.H2().Text(i18n.T("Learn the techniques")),
		panel.When(ok, func() app.UI { return lp.renderLesson(l) }),
		panel.When(!ok, lp.renderList),
		app.P().Class("error").Attr("role", "alert").Text(lp.err),
	)
}

// renderList draws the suggestion and the techniques by family.
func (lp *Panel) renderList() app.UI {
	if lp.lessons == nil {
		return app.P().Class("muted").ID("learn-loading").Text(i18n.T("Loading the lessons…"))
	}
	school := lp.school()
	var keys []string // the techniques a player can master: those practised
	for _, l := range lp.lessons {
		if l.Practice {
			keys = append(keys, l.Key)
		}
	}
	// By family, in the order the families first come; within one, the
	// engine's order.
	var groups [][]protocol.Lesson
	at := map[string]int{}
	for _, l := range lp.lessons {
		i, ok := at[l.Family]
		if !ok {
			i = len(groups)
			at[l.Family] = i
			groups = append(groups, nil)
		}
		groups[i] = append(groups[i], l)
	}
	return app.Div().Body(
		lp.renderSuggestion(school.Suggest(keys)),
		app.Range(groups).Slice(func(i int) app.UI {
			g := groups[i]
			return app.Div().Class("learn-family").DataSet("family", g[0].Family).Body(
				app.H3().Text(g[0].FamilyName),
				app.Ul().Class("learn-list").Body(app.Range(g).Slice(func(j int) app.UI {
					return lp.renderRow(g[j], school.Skill(g[j].Key))
				})),
			)
		}),
	)
}

// renderSuggestion draws the technique to learn next, and why.
func (lp *Panel) renderSuggestion(s game.Suggestion) app.UI {
	l, ok := lp.lesson(s.Key)
	if !ok {
		return app.P().Class("learn-next").ID("learn-next").Text(i18n.T("Every technique here is mastered. Well done!"))
	}
	why := i18n.T("Next for you: {{.Technique}}.", i18n.Str("Technique", l.Title))
	if s.Hinted {
		why = i18n.T("Next for you: {{.Technique}}, which you asked a hint of in a game.", i18n.Str("Technique", l.Title))
	}
	return app.Div().Class("learn-next").ID("learn-next").Body(
		app.P().Text(why),
		panel.Button("learn-next-open", i18n.T("Open the lesson"), false, func(ctx app.Context, e app.Event) { lp.open = l.Key }),
	)
}

// renderRow draws one technique of the list, with the player's progress.
func (lp *Panel) renderRow(l protocol.Lesson, k game.Skill) app.UI {
	state := skillState(k)
	if !l.Practice {
		state = i18n.T("lesson only")
	}
	return app.Li().Class("learn-row").DataSet("technique", l.Key).Body(
		app.Button().Class("btn", "learn-open").Text(l.Title).OnClick(func(ctx app.Context, e app.Event) {
			lp.open = l.Key
			// The row's button is gone with the list: the keyboard goes
			// to the lesson's title, from where Tab reaches its buttons.
			goapp.AfterRender(ctx, lp, func(app.Context) { browser.Focus("#lesson-title") })
		}),
		app.Span().Class("learn-rating").Text(i18n.Decimal(l.Rating, 1)),
		app.Span().Class("learn-state").Text(state),
	)
}

// skillState says the player's progress with a technique in a few words.
func skillState(k game.Skill) string {
	switch {
	case k.Mastered:
		return i18n.T("mastered ✓")
	case k.Streak > 0:
		return i18n.T("{{.Streak}} of {{.Need}} in a row", i18n.Num("Streak", k.Streak), i18n.Num("Need", game.MasteryStreak))
	}
	return ""
}

// renderLesson draws the lesson of l.
func (lp *Panel) renderLesson(l protocol.Lesson) app.UI {
	k := lp.school().Skill(l.Key)
	progress := i18n.T("Not practised yet: {{.Need}} right answers in a row master it.", i18n.Num("Need", game.MasteryStreak))
	switch {
	case k.Mastered:
		progress = i18n.N(k.Right, "Mastered: found {{.Count}} time.", "Mastered: found {{.Count}} times.")
	case k.Right+k.Wrong > 0:
		progress = i18n.T("Found {{.Right}} times; {{.Streak}} of {{.Need}} in a row to master it.",
			i18n.Num("Right", k.Right), i18n.Num("Streak", k.Streak), i18n.Num("Need", game.MasteryStreak))
	}
	return app.Article().Class("lesson").DataSet("technique", l.Key).Body(
		app.Button().Class("btn", "btn-small").ID("lesson-back").Text(i18n.T("◀ All techniques")).
			OnClick(func(ctx app.Context, e app.Event) {
				lp.open = ""
				goapp.AfterRender(ctx, lp, func(app.Context) { browser.Focus(`[data-technique="` + l.Key + `"] .learn-open`) })
			}),
		app.H3().ID("lesson-title").Text(l.Title),
		app.P().Class("muted").Text(words.Capitalised(i18n.T("{{.Family}} · rating {{.Rating}}", i18n.Str("Family", l.FamilyName), i18n.Str("Rating", i18n.Decimal(l.Rating, 1))))),
		app.H4().Text(i18n.T("What to look for")),
		app.P().ID("lesson-look").Text(l.Look),
		app.H4().Text(i18n.T("Why it works")),
		app.P().ID("lesson-why").Text(l.Why),
		panel.When(l.Practice, func() app.UI {
			return app.Div().Body(
				app.P().ID("lesson-progress").Text(progress),
				app.Div().Class("edit-keys").Body(
					panel.Button("lesson-example", i18n.T("See an example"), lp.showing, func(ctx app.Context, e app.Event) { lp.example(ctx, l) }),
					panel.Button("lesson-practise", i18n.T("Practise"), false, func(ctx app.Context, e app.Event) { lp.onPractise(ctx, l) }),
				),
			)
		}),
		panel.When(!l.Practice, func() app.UI {
			return app.P().Class("muted").ID("lesson-no-practice").Text(
				i18n.T("No example or practice positions for this technique yet: the engine meets it too seldom to make them."))
		}),
	)
}
