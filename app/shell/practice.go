package shell

import (
	"math/rand/v2"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/browser"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/panel/explainpanel"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// drill is a practice of one technique on the page's board: a position
// the engine made from a seed, on which the next step is the technique's,
// shown with its candidates; the player marks what the step changes and
// asks for a check. Its game is never saved (saver.unsaved).
type drill struct {
	lesson   protocol.Lesson
	seed     uint64
	step     protocol.Step // the position's step (its words, its marks)
	start    []sudoku.Set  // the position's candidates, cell by cell
	answered bool          // the position's answer is counted (right or not): later checks only say
	verdict  string        // what the last check said
	right    bool          // the last check found the answer right
	shown    *protocol.Step
	run      int // right answers in this practice, in a row
	// back is the player's game the practice left, which End returns
	// to: found again by its puzzle, even when it was untouched and so
	// not saved; its zero value (no puzzle) when no game was open.
	back share.Link
}

// practiceAct is what the practice bar asks for.
type practiceAct uint8

const (
	actCheck  practiceAct = iota // judge the player's marks
	actShow                      // show the step
	actNext                      // another position
	actLesson                    // back to the technique's lesson
	actEnd                       // back to the player's game
)

// drills runs the page's practices.
type drills struct{ p *gamePage }

// start practises the technique of l, on a new position.
func (d drills) start(ctx app.Context, l protocol.Lesson) {
	p := d.p
	if p.setting {
		keepBench(p.tab, false)
	}
	p.panel, p.explained, p.setting, p.errMsg = panelNone, nil, false, ""
	run := 0
	if p.s != nil && p.s.practice != nil && p.s.practice.lesson.Key == l.Key {
		run = p.s.practice.run
	}
	// A seed of 53 bits, which JavaScript's numbers carry whole.
	seed := rand.Uint64() >> 11
	p.practising = &l
	panel.Post(ctx, p.engine, p, protocol.Practice{Technique: l.Key, Seed: seed, Language: panel.Language()}, nil,
		func(ctx app.Context, r protocol.PracticeReply, err error) {
			if p.practising == nil || p.practising.Key != l.Key {
				return // the player went elsewhere meanwhile
			}
			p.practising = nil
			if err != nil {
				p.errMsg = i18n.T("No practice position: {{.Error}}", i18n.Str("Error", err.Error()))
				return
			}
			d.open(ctx, l, seed, r, run)
		})
}

// open puts the position of r on the board as a practice of l.
func (d drills) open(ctx app.Context, l protocol.Lesson, seed uint64, r protocol.PracticeReply, run int) {
	p := d.p
	// A variant technique's position comes with its rules (killer cages,
	// arrows, thermometers), which the board draws.
	coded, err := sudoku.ParseCoded(r.Puzzle, r.Rules)
	puzzle := coded.Grid
	if err != nil || puzzle.Shape() != sudoku.Classic || len(r.Step.Candidates) != puzzle.Shape().Cells() {
		p.errMsg = i18n.T("The engine sent back an unreadable position.")
		return
	}
	cells := make([]game.CellState, puzzle.Shape().Cells())
	start := make([]sudoku.Set, len(cells))
	for c := range cells {
		if puzzle.At(sudoku.Cell(c)) == 0 {
			start[c] = sudoku.Set(r.Step.Candidates[c])
			cells[c] = game.CellState{Centre: start[c], Candidates: true}
		}
	}
	settings := game.DefaultSettings()
	if p.s != nil {
		settings = p.s.game.Settings
	}
	// Marks are judged by Check, not as mistakes as they are made.
	settings.Mistakes, settings.MistakeLimit = game.CheckOff, false
	g, err := game.Resume(puzzle, coded.Rules, cells, settings)
	if err != nil {
		p.errMsg = panel.PlayerError(err)
		return
	}
	p.saves.flush() // the player's game, as they left it
	var back share.Link
	switch {
	case p.s != nil && p.s.practice != nil:
		back = p.s.practice.back // another position: the same game to go back to
	case p.s != nil:
		back = p.s.plainLink()
	}
	s := newSession(g)
	// A step that places a digit is answered with digits, one that rules
	// candidates out by taking them out of the centre notes.
	s.mode = game.Centre
	if len(r.Step.Placements) > 0 {
		s.mode = game.Normal
	}
	s.practice = &drill{lesson: l, seed: seed, step: r.Step, start: start, run: run, back: back}
	p.s, p.saves.unsaved = s, g
	p.live.say(practiceTask(l, r.Step))
	focusCursor(ctx, p, s)
	// The position whole on the screen: on a phone the last verdict and
	// the step's words, under the keypad, had scrolled its top rows away.
	goapp.AfterRender(ctx, p, func(app.Context) { browser.Reveal(".board") })
}

// practiceTask says what the player is to do on a position of l.
func practiceTask(l protocol.Lesson, step protocol.Step) string {
	if len(step.Placements) > 0 {
		return i18n.T("{{.Technique}}: find it, place the digit it gives, then Check.", i18n.Str("Technique", l.Title))
	}
	return i18n.T("{{.Technique}}: find it, take out the candidates it rules out, then Check.", i18n.Str("Technique", l.Title))
}

// act does what the practice bar asked.
func (d drills) act(ctx app.Context, a practiceAct) {
	p := d.p
	s := p.s
	if s == nil || s.practice == nil || s.busy && (a == actCheck || a == actShow || a == actNext) {
		return // the engine is judging: those wait (practiceBar says so)
	}
	switch a {
	case actCheck:
		d.check(ctx, s)
	case actShow:
		dr := s.practice
		d.count(dr, false)
		dr.shown, dr.verdict, dr.right = &dr.step, "", false
		s.hint, s.hintLevel, s.status = &dr.step, 2, ""
		p.live.say(dr.step.Text)
		// On a phone the step's words fall under the keypad, off the screen.
		goapp.AfterRender(ctx, p, func(app.Context) { browser.Reveal("#practice-step") })
	case actNext:
		d.start(ctx, s.practice.lesson)
	case actLesson:
		p.learn.Open(s.practice.lesson.Key)
		sheets{p}.set(ctx, panelLearn)
	case actEnd:
		d.end(ctx)
	}
}

// check asks the engine to judge the player's marks.
func (d drills) check(ctx app.Context, s *session) {
	dr := s.practice
	placed, eliminated := s.game.Changes(dr.start)
	if len(placed) == 0 && len(eliminated) == 0 {
		// Nothing to judge: no "right so far", no engine, nothing counted.
		dr.verdict, dr.right, dr.shown = i18n.T("Nothing marked yet.")+" "+practiceTask(dr.lesson, dr.step), false, nil
		s.hint, s.status = nil, ""
		d.p.live.say(dr.verdict)
		goapp.AfterRender(ctx, d.p, func(app.Context) { browser.Reveal("#practice-verdict") })
		return
	}
	job := protocol.PracticeCheck{Technique: dr.lesson.Key, Seed: dr.seed, Language: panel.Language()}
	for _, m := range placed {
		job.Placed = append(job.Placed, [2]int{int(m.Cell), int(m.Digit)})
	}
	for _, m := range eliminated {
		job.Eliminated = append(job.Eliminated, [2]int{int(m.Cell), int(m.Digit)})
	}
	s.busy = true
	panel.Post(ctx, d.p.engine, d.p, job, nil, func(ctx app.Context, r protocol.PracticeCheckReply, err error) {
		s.busy = false
		if d.p.s != s {
			return // another board is open
		}
		if err != nil {
			dr.verdict = i18n.T("The answer could not be checked: {{.Error}}", i18n.Str("Error", err.Error()))
			return
		}
		d.judged(s, r)
		d.p.live.say(strings.TrimSpace(dr.verdict + " " + stepText(dr)))
		// On a phone the verdict, and the step's words under it, may fall
		// under the screen's edge.
		goapp.AfterRender(ctx, d.p, func(app.Context) {
			browser.Reveal("#practice-verdict")
			browser.Reveal("#practice-step")
		})
	})
}

// judged shows the engine's verdict on the player's marks, and counts
// the position's first decided answer.
func (d drills) judged(s *session, r protocol.PracticeCheckReply) {
	dr := s.practice
	title := i18n.Str("Technique", dr.lesson.Title)
	dr.right, dr.shown = false, nil
	switch r.Verdict {
	case protocol.VerdictRight, protocol.VerdictRightAnother:
		dr.right = true
		dr.verdict = i18n.T("Right! {{.Technique}} found.", title)
		shown := r.Step
		if r.Verdict == protocol.VerdictRightAnother {
			dr.verdict = i18n.T("Right! That is another {{.Technique}}, as good as the one the engine found.", title)
		} else {
			shown = dr.step
		}
		dr.shown = &shown
		if d.count(dr, true) {
			dr.verdict += " " + i18n.T("{{.Technique}} mastered!", title)
		}
	case protocol.VerdictPartly:
		dr.verdict = i18n.N(len(r.Missing), "Right so far: {{.Count}} more to find.", "Right so far: {{.Count}} more to find.")
	default:
		d.count(dr, false)
		dr.verdict = i18n.N(len(r.Wrong), "Not quite: {{.Count}} of your marks is not the step's. Try again, or Show me.",
			"Not quite: {{.Count}} of your marks are not the step's. Try again, or Show me.")
	}
	s.hint, s.status = nil, ""
	if dr.shown != nil {
		s.hint, s.hintLevel = dr.shown, 2 // its words: the practice bar's (stepText)
	}
}

// stepText is the words of the step on show in a practice, drawn in the
// practice bar under the verdict: "" when none is shown, or when the
// step is another instance than the engine's, which comes with its marks
// alone.
func stepText(dr *drill) string {
	if dr.shown == nil {
		return ""
	}
	return dr.shown.Text
}

// count records the position's first decided answer in the player's
// school, and reports whether it mastered the technique just now.
func (d drills) count(dr *drill, right bool) (mastered bool) {
	if dr.answered {
		return false
	}
	dr.answered = true
	if right {
		dr.run++
	} else {
		dr.run = 0
	}
	school, _ := game.LoadSchool(d.p.store) // a record that does not read starts afresh
	mastered = school.Answered(dr.lesson.Key, right)
	if err := game.SaveSchool(d.p.store, school); err != nil {
		d.p.errMsg = i18n.T("Your progress could not be kept: this browser is not letting the app store it.")
	}
	return mastered
}

// end leaves the practice for the player's own game, as they left it.
func (d drills) end(ctx app.Context) {
	p := d.p
	var back share.Link
	if p.s != nil && p.s.practice != nil {
		back = p.s.practice.back
	}
	p.saves.flush() // drops the practice board's waiting save, which saves nothing
	p.s, p.saves.unsaved, p.practising = nil, nil, nil
	if back.Puzzle.Shape() == (sudoku.Shape{}) {
		p.open(ctx, "") // the last game saved, or the sample
	} else {
		p.openLink(ctx, back)
	}
	goapp.PaintNow(ctx, p)
}

// hinted records, in the player's school, a hint of technique key that
// the engine gave in a game.
func (d drills) hinted(key string) {
	if key == "" {
		return
	}
	school, err := game.LoadSchool(d.p.store)
	if err != nil {
		return
	}
	school.Hinted(key)
	game.SaveSchool(d.p.store, school) // a hint's note is not worth an error
}

// example shows a lesson's worked example in place of the game, from
// where the player can practise the technique.
func (d drills) example(ctx app.Context, ex panel.Example) {
	p := d.p
	x := explainpanel.NewExample(ex)
	if p.s != nil {
		p.s.mark.drop() // the board comes back drawn afresh: no glow plays again
	}
	p.panel, p.explained = panelNone, x.OnPractise(func(ctx app.Context) { d.start(ctx, ex.Lesson) }).OnClose(func(ctx app.Context) {
		p.explained = nil
		p.Update()
	})
	p.Update()
}

// practiceBar draws a practice's task, its buttons and its verdict:
// while the position is on its way (asked), only that it is.
func practiceBar(s *session, asked *protocol.Lesson, act *goapp.Handle[practiceAct]) app.UI {
	if s == nil || s.practice == nil || asked != nil {
		title := ""
		if asked != nil {
			title = asked.Title
		}
		return app.Div().Class("practice").ID("practice").Body(
			app.P().ID("practice-task").Text(i18n.T("Making a practice position: {{.Technique}}…", i18n.Str("Technique", title))),
		)
	}
	dr := s.practice
	button := func(id, text string, a practiceAct, busy bool) app.UI {
		return panel.SteadyButton(id, text, false, busy, act.On(a))
	}
	return app.Div().Class("practice").ID("practice").DataSet("technique", dr.lesson.Key).DataSet("seed", dr.seed).Body(
		app.P().ID("practice-task").Text(practiceTask(dr.lesson, dr.step)),
		app.P().ID("practice-run").Class("muted").Text(i18n.T("{{.Run}} right in a row; {{.Need}} in a row master it.",
			i18n.Num("Run", dr.run), i18n.Num("Need", game.MasteryStreak))),
		app.Div().Class("edit-keys").Body(
			button("practice-check", i18n.T("Check"), actCheck, s.busy),
			button("practice-show", i18n.T("Show me"), actShow, s.busy),
			button("practice-next", i18n.T("Next position"), actNext, s.busy),
		),
		app.P().ID("practice-verdict").Class("practice-verdict", map[bool]string{true: "right"}[dr.right]).Attr("role", "status").Text(dr.verdict),
		// The step's words, beside the buttons that show it (on a phone
		// the page's status would be under the keypad, off the screen).
		app.P().ID("practice-step").Class("practice-step").Text(stepText(dr)),
		app.Div().Class("edit-keys").Body(
			button("practice-lesson", i18n.T("The lesson"), actLesson, false),
			button("practice-end", i18n.T("Back to my game"), actEnd, false),
		),
	)
}
