// Package newpanel is the New panel, the start sheet: a start in one tap
// (Continue the game in progress, today's daily, a classic 9×9 puzzle at
// each level, each variant the generator makes, Paste, Set), and behind
// "More options" the full choices for a new puzzle, each list the
// engine's; and the engine job that generates it. The page gives it the
// engine (panel.Jobs), what opens the puzzle that comes, and what the
// other starts do.
package newpanel

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Panel is the New panel: the starts in one tap, the choices for a
// puzzle behind More options, and the worker job that generates it. The
// page keeps one for its life, so the choices and a running job outlast
// closing the panel; the puzzle opens when it comes. A start in one tap
// asks for its puzzle without changing the choices.
type Panel struct {
	app.Compo

	jobs       panel.Jobs
	onOpen     func(app.Context, panel.Opening)
	starts     Starts
	continuing string // what Continue goes back to, in a few words; "" offers no Continue

	choice   protocol.Generate
	more     bool              // More options is unfolded
	running  int64             // the generate job, or 0
	asked    protocol.Generate // what the job running asked for
	fromForm bool              // the job running was asked for by More options' Generate
	progress float64
	status   string // the outcome of the last try, when it opened nothing
}

// Starts are what the start sheet's other buttons do, each the page's:
// go back to the game in progress, open the daily puzzles, Paste, the
// setter's bench. A nil one is not offered.
type Starts struct {
	Continue, Daily, Paste, Set func(app.Context)
}

// New returns the New panel, a 9×9 puzzle of any level chosen.
func New() *Panel { return &Panel{choice: protocol.Generate{Size: 9}} }

// Jobs sets the engine that generates the puzzles.
func (n *Panel) Jobs(j panel.Jobs) *Panel { n.jobs = j; return n }

// OnOpen sets what opens a generated puzzle.
func (n *Panel) OnOpen(f func(app.Context, panel.Opening)) *Panel { n.onOpen = f; return n }

// On sets what the other starts do.
func (n *Panel) On(s Starts) *Panel { n.starts = s; return n }

// Continuing sets what Continue goes back to, in a few words ("Hard · SE
// 4.2, 12:05 so far"), or "" when no game is in progress. The page keeps
// the panel, which go-app does not draw again when handed back: a change
// draws it (goapp.Refresh).
func (n *Panel) Continuing(what string) *Panel {
	if n.continuing != what {
		n.continuing = what
		goapp.Refresh(n)
	}
	return n
}

// generate asks the worker for a puzzle by the choices, with a fresh seed.
func (n *Panel) generate(ctx app.Context) { n.start(ctx, n.choice, true) }

// start asks the worker for req, with a fresh seed, unless a puzzle is
// being generated; fromForm says the choices asked for it (More options'
// Generate), not a start in one tap.
func (n *Panel) start(ctx app.Context, req protocol.Generate, fromForm bool) {
	if n.running != 0 {
		return
	}
	if req.Variant != "" {
		// Variants have no technique to aim at; a killer's givens, when
		// it has any, have no symmetry.
		req.Technique = ""
		if req.Variant == generate.KindKiller {
			req.Symmetry = ""
		}
	}
	req.Seed = rand.Uint64()
	n.progress, n.status, n.asked, n.fromForm = 0, "", req, fromForm
	answered := false // without a worker, the answer comes at once
	id := panel.Post(ctx, n.jobs, n, req,
		func(ctx app.Context, f float64) { n.progress = f },
		func(ctx app.Context, resp protocol.GenerateReply, err error) {
			answered, n.running = true, 0
			switch {
			case errors.Is(err, protocol.ErrCancelled):
				n.status = i18n.T("Cancelled.")
				return
			case err != nil:
				n.status = i18n.T("No new puzzle: {{.Reason}}", i18n.Str("Reason", words.Error(err)))
				return
			}
			p, err := sudoku.ParseCoded(resp.Puzzle, resp.Rules)
			if err != nil {
				n.status = i18n.T("The engine sent back an unreadable puzzle.")
				return
			}
			status := outcomeOf(req, resp)
			n.onOpen(ctx, panel.Opening{Link: share.Link{Puzzle: p.Grid, Rules: p.Rules, Seed: resp.Seed, HasSeed: true}, Grade: resp.Grade, Status: status})
		})
	if !answered {
		n.running = id
	}
}

func (n *Panel) cancel(ctx app.Context) { n.jobs.Cancel(ctx, n.running) }

// budget is the longest a search for a level or technique takes, in
// seconds: the count of the sentences that tell it.
var budget = int(protocol.GenerateTime / time.Second)

// expectation says what to expect of the choices before the wait, when
// they ask for something the search may not find quickly: the engine's
// reach of the level or technique on that size.
func expectation(c protocol.Generate) string {
	if c.Variant != "" {
		// Killers above Medium are made by merging cages, each merge
		// checked: seconds in the worker (BENCHMARKS.md).
		level, err := logic.ParseLevel(c.Level)
		if c.Variant == generate.KindKiller && err == nil && level >= logic.Hard {
			name := i18n.Str("Level", i18n.Name(c.Level))
			if strings.ContainsRune("AEIOU", rune(c.Level[0])) {
				return i18n.T("An {{.Level}} killer takes a few seconds to make: its cages are merged until it needs an {{.Level}} step.", name)
			}
			return i18n.T("A {{.Level}} killer takes a few seconds to make: its cages are merged until it needs a {{.Level}} step.", name)
		}
		return ""
	}
	side := 9
	if c.Size != 0 {
		side = c.Size
	}
	size := i18n.Str("Size", fmt.Sprintf("%d×%d", side, side))
	technique, level := i18n.Str("Technique", techniqueName(c.Technique)), i18n.Str("Level", i18n.Name(c.Level))
	switch {
	case c.Technique != "" && side != 9:
		return i18n.N(budget, "A puzzle whose path uses {{.Technique}} is quickest to find on 9×9. On {{.Size}} it can take up to {{.Count}} second, and may not turn up: then you get the closest one, with the techniques it needs.",
			"A puzzle whose path uses {{.Technique}} is quickest to find on 9×9. On {{.Size}} it can take up to {{.Count}} seconds, and may not turn up: then you get the closest one, with the techniques it needs.", technique, size)
	case c.Technique != "":
		reach, err := generate.TechniqueReach(c.Technique, protocol.GenerateTime)
		switch {
		case err != nil || reach == generate.Dependable:
			return ""
		case reach == generate.Slow:
			return i18n.N(budget, "A puzzle whose path uses {{.Technique}} can take up to {{.Count}} second to find. If none turns up, you get the closest one, with the techniques it needs.",
				"A puzzle whose path uses {{.Technique}} can take up to {{.Count}} seconds to find. If none turns up, you get the closest one, with the techniques it needs.", technique)
		}
		return i18n.N(budget, "Puzzles whose path uses {{.Technique}} are rare: the search usually runs the whole {{.Count}} second and brings the closest one, with the techniques it needs.",
			"Puzzles whose path uses {{.Technique}} are rare: the search usually runs the whole {{.Count}} seconds and brings the closest one, with the techniques it needs.", technique)
	case c.Level != "":
		l, err := logic.ParseLevel(c.Level)
		shape, serr := sudoku.ShapeForSize(side)
		if err != nil || serr != nil {
			return ""
		}
		switch generate.LevelReach(shape, l, protocol.GenerateTime) {
		case generate.Dependable:
			return ""
		case generate.Slow:
			return i18n.N(budget, "{{.Level}} puzzles on {{.Size}} can take up to {{.Count}} second to find. If none turns up, you get the closest one.",
				"{{.Level}} puzzles on {{.Size}} can take up to {{.Count}} seconds to find. If none turns up, you get the closest one.", level, size)
		}
		return i18n.N(budget, "{{.Level}} puzzles are rare on {{.Size}}: the search usually runs the whole {{.Count}} second and brings the closest it finds instead.",
			"{{.Level}} puzzles are rare on {{.Size}}: the search usually runs the whole {{.Count}} seconds and brings the closest it finds instead.", level, size)
	}
	return ""
}

// outcomeOf says what a generate job brought, honestly: a puzzle that
// misses the level or technique asked for says so, and what it needs.
func outcomeOf(req protocol.Generate, resp protocol.GenerateReply) string {
	level, grade := i18n.Str("Level", i18n.Name(req.Level)), i18n.Str("Grade", resp.Grade.Label())
	if k, err := generate.LookupVariant(req.Variant); req.Variant != "" && err == nil {
		variant := i18n.Str("Variant", i18n.Name(k.Label))
		switch {
		case req.Level != "" && !resp.MetTarget && !resp.Grade.IsZero():
			return i18n.T("No {{.Level}} {{.Variant}} puzzle turned up. This is the closest found: {{.Grade}}.", level, variant, grade)
		case req.Level != "" && !resp.MetTarget:
			return i18n.N(budget, "No {{.Level}} {{.Variant}} puzzle turned up within {{.Count}} second.", "No {{.Level}} {{.Variant}} puzzle turned up within {{.Count}} seconds.", level, variant)
		}
		return i18n.T("A new {{.Variant}} puzzle.", variant)
	}
	technique := i18n.Str("Technique", techniqueName(req.Technique))
	switch {
	case req.Technique != "" && !resp.MetTarget && resp.Grade.IsZero():
		return i18n.N(budget, "No puzzle using {{.Technique}} turned up within {{.Count}} second, and the closest found could not be graded in that time.",
			"No puzzle using {{.Technique}} turned up within {{.Count}} seconds, and the closest found could not be graded in that time.", technique)
	case req.Level != "" && !resp.MetTarget && resp.Grade.IsZero():
		return i18n.N(budget, "No {{.Level}} puzzle turned up within {{.Count}} second, and the closest found could not be graded in that time.",
			"No {{.Level}} puzzle turned up within {{.Count}} seconds, and the closest found could not be graded in that time.", level)
	case req.Technique != "" && !resp.MetTarget:
		needs := i18n.Str("Techniques", strings.Join(resp.Techniques, ", "))
		return i18n.N(budget, "No puzzle using {{.Technique}} turned up within {{.Count}} second. This one is {{.Grade}} and needs {{.Techniques}}.",
			"No puzzle using {{.Technique}} turned up within {{.Count}} seconds. This one is {{.Grade}} and needs {{.Techniques}}.", technique, grade, needs)
	case req.Level != "" && !resp.MetTarget:
		return i18n.N(budget, "No {{.Level}} puzzle turned up within {{.Count}} second. This is the closest found: {{.Grade}}.",
			"No {{.Level}} puzzle turned up within {{.Count}} seconds. This is the closest found: {{.Grade}}.", level, grade)
	}
	return i18n.T("A new puzzle.")
}

// GenerateLike generates a puzzle of side size at level (any level when
// ""), or of the variant kind variant when not "" (generate.VariantOf),
// as the choices, and opens it when it comes; the panel shows its
// progress. It does nothing while a puzzle is being generated.
func (n *Panel) GenerateLike(ctx app.Context, size int, level, variant string) {
	if n.running != 0 {
		return
	}
	n.choice.Size, n.choice.Level, n.choice.Technique, n.choice.Variant = size, level, "", variant
	n.start(ctx, n.choice, false)
}

// startLevel is a start in one tap: a classic 9×9 puzzle at level, with
// the symmetry chosen.
func (n *Panel) startLevel(ctx app.Context, level string) {
	n.start(ctx, protocol.Generate{Size: 9, Level: level, Symmetry: n.choice.Symmetry}, false)
}

// startVariant is a start in one tap: a 9×9 puzzle of the variant kind,
// at the level chosen (any level at first) and with the symmetry chosen.
func (n *Panel) startVariant(ctx app.Context, kind string) {
	n.start(ctx, protocol.Generate{Size: 9, Level: n.choice.Level, Symmetry: n.choice.Symmetry, Variant: kind}, false)
}

// setVariant chooses the kind of puzzle, and 9x9 when the size chosen
// is not one the kind comes in.
func (n *Panel) setVariant(v string) {
	n.choice.Variant = v
	for _, c := range generatorSizesFor(v) {
		if c.Value == strconv.Itoa(n.choice.Size) {
			return
		}
	}
	n.choice.Size = 9
}

func (n *Panel) Render() app.UI {
	running := n.running != 0
	levels, kinds := logic.Levels(), generate.Variants()
	return app.Section().Class("panel", "start").ID("new-panel").Aria("label", i18n.T("New puzzle")).Body(
		app.H2().Text(i18n.T("New puzzle")),
		app.Div().Class("start-continue").Body(panel.When(n.continuing != "" && n.starts.Continue != nil, func() app.UI {
			return app.Button().Class("btn", "btn-primary", "start-wide").ID("start-continue").Disabled(running).
				OnClick(func(ctx app.Context, e app.Event) { n.starts.Continue(ctx) }).Body(
				app.Span().Text(i18n.T("Continue")),
				app.Span().Class("start-sub").Text(n.continuing),
			)
		})),
		app.H3().ID("start-classic-title").Text(i18n.T("Classic 9×9")),
		app.Div().Class("start-levels").Attr("role", "group").Aria("labelledby", "start-classic-title").Body(
			app.Range(levels).Slice(func(i int) app.UI {
				level := levels[i].String()
				return goapp.OnClick(app.Button().Class("btn", "start-level").ID("start-"+strings.ToLower(level)).Disabled(running).
					Text(i18n.Name(level)), level, n.startLevel)
			}),
		),
		app.H3().ID("start-variants-title").Text(variantsTitle(n.choice.Level)),
		app.Div().Class("start-variants").Attr("role", "group").Aria("labelledby", "start-variants-title").Body(
			app.Range(kinds).Slice(func(i int) app.UI {
				k := kinds[i]
				return goapp.OnClick(app.Button().Class("btn", "start-variant").ID("start-"+k.Name).Disabled(running).Title(i18n.Name(k.Description)).
					Text(i18n.Name(k.Label)), k.Name, n.startVariant)
			}),
		),
		// A start in one tap shows its progress here, by the buttons.
		app.Div().Class("start-running").Body(panel.When(running && !n.fromForm, n.renderRunning)),
		app.P().Class("status").Attr("role", "status").Text(n.status),
		app.Div().Class("start-others").Body(
			other("start-daily", i18n.T("Today's daily"), n.starts.Daily, running),
			other("start-paste", i18n.T("Paste a puzzle"), n.starts.Paste, running),
			other("start-set", i18n.T("Set a puzzle"), n.starts.Set, running),
		),
		n.renderMore(running),
	)
}

// other draws the button of another start, which f does; nothing when
// the page offers none.
func other(id, text string, f func(app.Context), running bool) app.UI {
	if f == nil {
		return nil
	}
	return goapp.OnClick(app.Button().Class("btn").ID(id).Disabled(running).Text(text), id, func(ctx app.Context, _ string) { f(ctx) })
}

// variantsTitle heads the variants, at the level chosen: "Variants, any
// level", "Variants, Hard".
func variantsTitle(level string) string {
	if level == "" {
		return i18n.T("Variants, any level")
	}
	return i18n.T("Variants, {{.Level}}", i18n.Str("Level", level))
}

// renderRunning draws the job running: its progress, Cancel, and what to
// expect of the wait.
func (n *Panel) renderRunning() app.UI {
	return app.Div().Class("form-row", "running").Body(
		app.Progress().ID("gen-progress").Max(1).Value(fmt.Sprintf("%.3f", n.progress)).Aria("label", i18n.T("Generating")),
		app.Button().Class("btn").ID("cancel-generate").Text(i18n.T("Cancel")).
			OnClick(func(ctx app.Context, e app.Event) { n.cancel(ctx) }),
		app.If(expectation(n.asked) != "", app.P().Class("muted", "expect").Text(expectation(n.asked))),
	)
}

// renderMore draws More options: folded, its title alone; unfolded, the
// choices and Generate (or, while its puzzle is made, the progress).
func (n *Panel) renderMore(running bool) app.UI {
	details := app.Details().Class("more-options").ID("more-options").On("toggle", func(ctx app.Context, e app.Event) {
		n.more = ctx.JSSrc().Get("open").Bool()
	}, n.more)
	if !n.more {
		return details.Body(app.Summary().Text(i18n.T("More options")))
	}
	return details.Open(true).Body(
		app.Summary().Text(i18n.T("More options")),
		app.Div().Class("form-row").Body(n.renderChoices(running)...),
		app.Div().Class("form-row").Body(
			app.If(!running, app.Button().Class("btn", "btn-primary").ID("generate").Text(i18n.T("Generate")).
				OnClick(func(ctx app.Context, e app.Event) { n.generate(ctx) })),
		),
		app.Div().Body(panel.When(running && n.fromForm, n.renderRunning)),
		app.If(!running && expectation(n.choice) != "", app.P().Class("muted", "expect").Text(expectation(n.choice))),
		app.If(n.choice.Variant != "", app.P().Class("muted").ID("variant-note").Text(variantNote(n.choice.Variant))),
	)
}

// variantNote says what a variant adds to the rules, and what its level
// means.
func variantNote(variant string) string {
	k, err := generate.LookupVariant(variant)
	if err != nil {
		return ""
	}
	return i18n.T("{{.Variant}}: {{.Description}}", i18n.Str("Variant", i18n.Name(k.Label)), i18n.Str("Description", i18n.Name(k.Description))) + " " + variantLevels()
}

// variantLevels says how a variant's level is judged.
func variantLevels() string {
	return i18n.T("Its level is judged by the techniques its hints use, those of its own rules among them.")
}

// renderChoices draws the choices, each a list the engine gives. A
// variant has no technique to choose, and a killer no symmetry.
func (n *Panel) renderChoices(running bool) []app.UI {
	c := &n.choice
	classic := c.Variant == ""
	return []app.UI{
		panel.Select("gen-variant", i18n.T("Variant")+" ", running, generatorVariants(), c.Variant, n.setVariant),
		panel.Select("gen-size", i18n.T("Size")+" ", running, generatorSizesFor(c.Variant), strconv.Itoa(max(c.Size, 0)),
			func(v string) { c.Size, _ = strconv.Atoi(v) }),
		panel.Select("gen-level", i18n.T("Level")+" ", running, generatorLevels(), c.Level,
			func(v string) { c.Level = v }),
		app.If(c.Variant != generate.KindKiller, panel.Select("gen-symmetry", i18n.T("Symmetry")+" ", running, generatorSymmetries(), c.Symmetry,
			func(v string) { c.Symmetry = v })),
		app.If(classic, panel.Select("gen-technique", i18n.T("Technique")+" ", running, generatorTechniques(), c.Technique,
			func(v string) { c.Technique = v })),
	}
}
