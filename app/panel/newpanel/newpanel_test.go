package newpanel

import (
	htmlpkg "html"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// opened records what a panel asks the page to open.
type opened struct{ got []panel.Opening }

func (o *opened) open(ctx app.Context, op panel.Opening) { o.got = append(o.got, op) }

func TestNewPanelGenerates(t *testing.T) {
	e := &apptest.Engine{}
	var o opened
	n := New().Jobs(e).OnOpen(o.open)
	disp := apptest.Mount(t, n)
	n.choice = protocol.Generate{Size: 4, Level: "Easy"}
	apptest.Act(disp, n, n.generate)
	if len(o.got) != 1 {
		t.Fatalf("generating opened %d puzzles, want 1 (status %q)", len(o.got), n.status)
	}
	got := o.got[0]
	if got.Link.Puzzle.Shape().N() != 4 || !got.Link.HasSeed || got.Link.Seed != e.Posted[0].(protocol.Generate).Seed {
		t.Errorf("opened %v, want a 4x4 puzzle with the job's seed %d", got.Link, e.Posted[0].(protocol.Generate).Seed)
	}
	if !strings.HasPrefix(got.Grade.String(), "Easy") || got.Status != "A new puzzle." || n.running != 0 {
		t.Errorf("grade %v, status %q, running %d; want an Easy puzzle announced and no job running", got.Grade, got.Status, n.running)
	}
	// A second puzzle gets a fresh seed.
	apptest.Act(disp, n, n.generate)
	if len(e.Posted) != 2 || e.Posted[1].(protocol.Generate).Seed == e.Posted[0].(protocol.Generate).Seed {
		t.Errorf("two generations with the seeds %d and %d", e.Posted[0].(protocol.Generate).Seed, e.Posted[1].(protocol.Generate).Seed)
	}
}

func TestNewPanelCancels(t *testing.T) {
	e := &apptest.Engine{Hold: true}
	var o opened
	n := New().Jobs(e).OnOpen(o.open)
	n.more = true // More options unfolded: its Generate
	disp := apptest.Mount(t, n)
	apptest.Act(disp, n, n.generate)
	html := app.HTMLString(n)
	if n.running == 0 || !strings.Contains(html, `id="gen-progress"`) || !strings.Contains(html, `id="cancel-generate"`) || strings.Contains(html, `id="generate"`) {
		t.Fatalf("while generating: job %d, panel %s; want the progress and Cancel instead of Generate", n.running, html)
	}
	apptest.Act(disp, n, n.generate) // pressed again: one job at a time
	apptest.Act(disp, n, n.cancel)
	e.Release()
	disp.Consume()
	if len(e.Posted) != 1 || n.running != 0 || n.status != "Cancelled." || len(o.got) != 0 {
		t.Errorf("after Cancel: %d jobs, running %d, status %q, %d opened; want one job, none running, Cancelled., nothing opened",
			len(e.Posted), n.running, n.status, len(o.got))
	}
	if !strings.Contains(app.HTMLString(n), `id="generate"`) {
		t.Error("Generate does not come back after Cancel")
	}
}

func TestNewPanelSaysWhyNothingCame(t *testing.T) {
	e := &apptest.Engine{}
	var o opened
	n := New().Jobs(e).OnOpen(o.open)
	disp := apptest.Mount(t, n)
	n.choice = protocol.Generate{Size: 7}
	apptest.Act(disp, n, n.generate)
	if len(o.got) != 0 || !strings.HasPrefix(n.status, "No new puzzle: ") || !strings.Contains(app.HTMLString(n), n.status) {
		t.Errorf("size 7: opened %d, status %q; want nothing opened and the reason shown", len(o.got), n.status)
	}
}

// Without an engine (no worker in this browser) the answer comes at once:
// the panel says why, and Generate is back, not a Cancel for no job.
func TestNewPanelWithoutAnEngine(t *testing.T) {
	var o opened
	n := New().Jobs(apptest.Failing("the engine worker is not available in this browser")).OnOpen(o.open)
	n.more = true
	disp := apptest.Mount(t, n)
	apptest.Act(disp, n, n.generate)
	html := app.HTMLString(n)
	if n.running != 0 || len(o.got) != 0 || n.status != "No new puzzle: The engine worker is not available in this browser." ||
		!strings.Contains(html, `id="generate"`) || strings.Contains(html, `id="cancel-generate"`) {
		t.Errorf("running %d, %d opened, status %q, panel %s; want the reason and Generate", n.running, len(o.got), n.status, html)
	}
}

// The choices are the engine's: each offered value is one the generator
// takes.
func TestNewPanelChoicesComeFromTheEngine(t *testing.T) {
	var o opened
	n := New().Jobs(&apptest.Engine{}).OnOpen(o.open)
	n.more = true
	disp := apptest.Mount(t, n)
	html := app.HTMLString(n)
	lists := map[string][]panel.Choice{"gen-size": generatorSizes(), "gen-level": generatorLevels(), "gen-symmetry": generatorSymmetries(), "gen-technique": generatorTechniques()}
	for id, choices := range lists {
		if len(choices) < 2 {
			t.Errorf("%s offers %v", id, choices)
		}
		if !strings.Contains(html, `id="`+id+`"`) {
			t.Errorf("no %s list in %s", id, html)
		}
		for _, c := range choices {
			if c.Value != "" && !strings.Contains(html, `value="`+c.Value+`"`) {
				t.Errorf("%s: %q not offered", id, c.Value)
			}
		}
	}
	// A 9x9 board is chosen at first; every value generates.
	if !apptest.HasAttr(apptest.TagOf(html, `<option value="9"`), "selected") && !apptest.HasAttr(apptest.TagOf(html, `value="9"`), "selected") {
		t.Errorf("9x9 is not chosen at first: %s", apptest.TagOf(html, `value="9"`))
	}
	e := &apptest.Engine{}
	n.Jobs(e)
	for id, choices := range lists {
		for _, c := range choices {
			n.choice = protocol.Generate{Size: 4}
			switch id {
			case "gen-size":
				continue // sizes up to 25 take seconds each; the engine's tests cover them
			case "gen-level":
				n.choice.Level = c.Value
			case "gen-symmetry":
				n.choice.Symmetry = c.Value
			case "gen-technique":
				n.choice.Size, n.choice.Technique = 9, c.Value
			}
			if id == "gen-level" && c.Value != "" && c.Value != "Easy" || id == "gen-technique" && c.Value != "" {
				continue // reaching them takes long: the worker's tests do
			}
			n.status = ""
			apptest.Act(disp, n, n.generate)
			if n.status != "" {
				t.Errorf("%s %q: %s", id, c.Value, n.status)
			}
		}
	}
}

// The New panel never passes a miss off as a hit: what was asked, what
// came, and what it needs.
func TestNewPanelSaysWhatCame(t *testing.T) {
	tests := []struct {
		req  protocol.Generate
		resp protocol.GenerateReply
		want string
	}{
		{protocol.Generate{}, protocol.GenerateReply{MetTarget: true, Grade: apptest.MustGrade(t, "Easy 1.2 (hidden single)")}, "A new puzzle."},
		{protocol.Generate{Technique: "skyscraper"}, protocol.GenerateReply{Grade: apptest.MustGrade(t, "Hard 4.0 (hidden triple)"), Techniques: []string{"hidden single ×40", "hidden triple ×1"}},
			"No puzzle using skyscraper turned up within 20 seconds. This one is Hard · SE 4.0 and needs hidden single ×40, hidden triple ×1."},
		{protocol.Generate{Technique: "X-Wing"}, protocol.GenerateReply{MetTarget: true, Grade: apptest.MustGrade(t, "Medium 3.2 (X-Wing)")}, "A new puzzle."},
		{protocol.Generate{Level: "Extreme"}, protocol.GenerateReply{Grade: apptest.MustGrade(t, "Master 8.3 (cell forcing chain)")}, "No Extreme puzzle turned up within 20 seconds. This is the closest found: Master · SE 8.3."},
		{protocol.Generate{Size: 16, Level: "Hard"}, protocol.GenerateReply{MetTarget: true, Grade: apptest.MustGrade(t, "Hard 3.8 (naked triple)")}, "A new puzzle."},
		{protocol.Generate{Size: 25, Level: "Medium"}, protocol.GenerateReply{}, "No Medium puzzle turned up within 20 seconds, and the closest found could not be graded in that time."},
		{protocol.Generate{Technique: "X-cycle"}, protocol.GenerateReply{}, "No puzzle using X-cycle turned up within 20 seconds, and the closest found could not be graded in that time."},
	}
	for _, tt := range tests {
		if got := outcomeOf(tt.req, tt.resp); got != tt.want {
			t.Errorf("outcomeOf(%+v, %+v)\n got %q\nwant %q", tt.req, tt.resp, got, tt.want)
		}
	}
}

// Before the wait, the New panel says what the engine's reach of the
// choices is: nothing where the target is met in a few seconds.
func TestNewPanelSaysWhatToExpect(t *testing.T) {
	for _, tt := range []struct {
		choice protocol.Generate
		want   string // "" when nothing is to be said
	}{
		{protocol.Generate{}, ""},
		{protocol.Generate{Level: "Easy"}, ""},
		{protocol.Generate{Size: 16, Level: "Master"}, ""},
		{protocol.Generate{Technique: "X-Wing"}, ""},
		{protocol.Generate{Level: "Extreme"}, ""}, // from the pool
		{protocol.Generate{Size: 12, Level: "Extreme"}, "Extreme puzzles are rare on 12×12: the search usually runs the whole 20 seconds"},
		{protocol.Generate{Size: 4, Level: "Hard"}, "Hard puzzles are rare on 4×4"},
		{protocol.Generate{Size: 25, Level: "Expert"}, "Expert puzzles on 25×25 can take up to 20 seconds to find."},
		{protocol.Generate{Technique: "Jellyfish"}, "A puzzle whose path uses Jellyfish can take up to 20 seconds to find."},
		{protocol.Generate{Technique: "X-cycle"}, "Puzzles whose path uses X-cycle are rare"},
		{protocol.Generate{Size: 6, Technique: "X-Wing"}, "A puzzle whose path uses X-Wing is quickest to find on 9×9. On 6×6 it"},
		{protocol.Generate{Variant: "killer", Level: "Medium"}, ""},
		{protocol.Generate{Variant: "killer", Level: "Expert"}, "An Expert killer takes a few seconds to make: its cages are merged until it needs an Expert step."},
		{protocol.Generate{Variant: "killer", Level: "Hard"}, "A Hard killer takes a few seconds to make"},
		{protocol.Generate{Variant: "x", Level: "Expert"}, ""},
	} {
		got := expectation(tt.choice)
		if tt.want == "" && got != "" || !strings.HasPrefix(got, tt.want) {
			t.Errorf("expectation(%+v) = %q; want %q", tt.choice, got, tt.want)
		}
	}
}

// Choosing a variant: the list is Classic and then the engine's kinds;
// a variant hides the technique and says how its level is judged; the
// puzzle opens with its rules, unique under them.
func TestNewPanelVariants(t *testing.T) {
	e := &apptest.Engine{}
	var o opened
	n := New().Jobs(e).OnOpen(o.open)
	n.more = true
	disp := apptest.Mount(t, n)
	html := app.HTMLString(n)
	kinds := generate.Variants()
	if !strings.Contains(html, `id="gen-variant"`) || !apptest.HasAttr(apptest.TagOf(html, `>Classic<`), "selected") {
		t.Fatalf("no variant list with Classic chosen: %s", html)
	}
	if got := generatorVariants(); len(got) != len(kinds)+1 || got[0] != (panel.Choice{Value: "", Label: "Classic"}) {
		t.Errorf("variant choices %v", got)
	}
	for _, k := range kinds {
		if !strings.Contains(html, `value="`+k.Name+`"`) || !strings.Contains(html, ">"+k.Label+"<") {
			t.Errorf("%s (%s) is not offered", k.Name, k.Label)
		}
	}
	if strings.Contains(html, variantLevels()) {
		t.Error("classic says how a variant's level is judged")
	}
	for i, k := range kinds {
		// 12x12 is a size no variant comes in: choosing one goes to 9x9.
		n.choice = protocol.Generate{Size: 12, Technique: "X-Wing", Symmetry: "mirror"}
		apptest.Act(disp, n, func(app.Context) { n.setVariant(k.Name) })
		if n.choice.Size != 9 {
			t.Errorf("%s: size %d after choosing it, want 9 (its sizes are %v)", k.Name, n.choice.Size, k.Sizes)
		}
		html := app.HTMLString(n)
		if strings.Contains(html, `id="gen-technique"`) || !strings.Contains(html, `id="gen-level"`) {
			t.Errorf("%s: the technique list is offered, or the level list is not", k.Name)
		}
		if want := k.Name != generate.KindKiller; strings.Contains(html, `id="gen-symmetry"`) != want {
			t.Errorf("%s: symmetry list shown %v, want %v", k.Name, !want, want)
		}
		if !strings.Contains(html, variantLevels()) || !strings.Contains(html, htmlpkg.EscapeString(k.Description)) {
			t.Errorf("%s: the panel does not say what it is and how its level is judged", k.Name)
		}
		if k.Name == generate.KindWindoku && strings.Contains(html, `value="6"`) {
			t.Error("windoku offers 6×6, which it does not come in")
		}
		apptest.Act(disp, n, n.generate)
		if len(o.got) != i+1 {
			t.Fatalf("%s: nothing opened: %q", k.Name, n.status)
		}
		req := e.Posted[len(e.Posted)-1].(protocol.Generate)
		if req.Variant != k.Name || req.Level != "" || req.Technique != "" {
			t.Errorf("%s: asked for %+v", k.Name, req)
		}
		got := o.got[i]
		l := got.Link
		if l.Rules.Classic() || !l.HasSeed || l.Seed != req.Seed || !got.Grade.IsZero() {
			t.Errorf("%s: opened %+v, grade %v; want its rules and seed, no grade", k.Name, l, got.Grade)
		}
		if n, err := solve.CountPuzzle(sudoku.Puzzle{Grid: l.Puzzle, Rules: l.Rules}, 2); n != 1 || err != nil {
			t.Errorf("%s: opened a puzzle with %d solutions (%v)", k.Name, n, err)
		}
		if kind := generate.VariantOf(l.Puzzle.Shape(), &l.Rules); kind != k.Name {
			t.Errorf("%s: opened a %q", k.Name, kind)
		}
		if want := "A new " + k.Label + " puzzle."; got.Status != want {
			t.Errorf("%s: status %q, want %q", k.Name, got.Status, want)
		}
	}
	// Back to classic: the level and technique lists return, with their
	// choices kept.
	n.choice.Level = "Easy"
	apptest.Act(disp, n, func(app.Context) { n.setVariant("") })
	html = app.HTMLString(n)
	if !strings.Contains(html, `id="gen-level"`) || !strings.Contains(html, `id="gen-technique"`) || strings.Contains(html, variantLevels()) {
		t.Errorf("classic again: %s", html)
	}
}

// A variant aimed at a level opens with its grade, at that level.
func TestNewPanelVariantLevel(t *testing.T) {
	e := &apptest.Engine{}
	var o opened
	n := New().Jobs(e).OnOpen(o.open)
	disp := apptest.Mount(t, n)
	n.setVariant(generate.KindKiller)
	n.choice.Level = "Hard"
	apptest.Act(disp, n, n.generate)
	if len(o.got) != 1 || e.Posted[len(e.Posted)-1].(protocol.Generate).Level != "Hard" {
		t.Fatalf("a Hard killer: opened %v (status %q)", o.got, n.status)
	}
	// The seed is random: a few seeds in a hundred bring the closest
	// killer, not a Hard one, and the status must say which.
	got := o.got[0]
	want := "A new Killer puzzle."
	if got.Grade.Level != logic.Hard {
		want = "No Hard Killer puzzle turned up. This is the closest found: " + got.Grade.Label() + "."
	}
	if got.Grade.IsZero() || got.Status != want {
		t.Errorf("a Hard killer opened with grade %v, status %q; want %q", got.Grade, got.Status, want)
	}
}

// A 6x6 variant opens as 6x6 with its rules.
func TestNewPanelSmallVariant(t *testing.T) {
	e := &apptest.Engine{}
	var o opened
	n := New().Jobs(e).OnOpen(o.open)
	disp := apptest.Mount(t, n)
	n.setVariant(generate.KindJigsaw)
	n.choice.Size = 6
	apptest.Act(disp, n, n.generate)
	if len(o.got) != 1 || o.got[0].Link.Puzzle.Shape().N() != 6 || o.got[0].Link.Rules.Regions == nil {
		t.Fatalf("a 6×6 jigsaw: opened %v (status %q)", o.got, n.status)
	}
}

// The start sheet: a button per level and per variant, each from the
// engine's lists, that starts generating at once; the full form folded
// under More options until asked for.
func TestNewPanelStartsInOneTap(t *testing.T) {
	e := &apptest.Engine{Hold: true}
	var o opened
	n := New().Jobs(e).OnOpen(o.open)
	disp := apptest.Mount(t, n)
	html := app.HTMLString(n)
	for _, l := range logic.Levels() {
		if found, disabled := apptest.ButtonDisabled(html, "start-"+strings.ToLower(l.String())); !found || disabled {
			t.Errorf("level %s: button shown %v, disabled %v", l, found, disabled)
		}
	}
	for _, k := range generate.Variants() {
		if found, _ := apptest.ButtonDisabled(html, "start-"+k.Name); !found || !strings.Contains(html, ">"+k.Label+"<") {
			t.Errorf("variant %s (%s) has no button", k.Name, k.Label)
		}
	}
	if strings.Contains(html, `id="gen-size"`) || strings.Contains(html, `id="generate"`) || !strings.Contains(html, "<summary>More options</summary>") {
		t.Errorf("the form is not folded under More options: %s", html)
	}
	if strings.Contains(html, `id="start-continue"`) || strings.Contains(html, `id="start-paste"`) {
		t.Errorf("starts the page did not give are offered: %s", html)
	}

	// One tap on Hard: a 9×9 Hard puzzle is asked for at once, the
	// progress and Cancel show by the buttons, which wait.
	form := n.choice
	apptest.Act(disp, n, func(ctx app.Context) { n.startLevel(ctx, "Hard") })
	html = app.HTMLString(n)
	req := apptest.Posted[protocol.Generate](e)
	if len(req) != 1 || req[0].Size != 9 || req[0].Level != "Hard" || req[0].Variant != "" || req[0].Technique != "" {
		t.Fatalf("Hard asked for %+v", req)
	}
	if i, j := strings.Index(html, `class="start-running"`), strings.Index(html, `id="gen-progress"`); j < i || i < 0 || !strings.Contains(html, `id="cancel-generate"`) {
		t.Errorf("no progress and Cancel by the buttons: %s", html)
	}
	if _, disabled := apptest.ButtonDisabled(html, "start-easy"); !disabled {
		t.Error("a second start is offered while a puzzle is being made")
	}
	apptest.Act(disp, n, func(ctx app.Context) { n.startLevel(ctx, "Easy") }) // one job at a time
	e.Release()
	disp.Consume()
	if len(e.Posted) != 1 || len(o.got) != 1 || o.got[0].Grade.Level != logic.Hard && o.got[0].Status == "A new puzzle." {
		t.Errorf("after the job: %d jobs, opened %+v", len(e.Posted), o.got)
	}
	if n.choice != form {
		t.Errorf("a start in one tap changed the choices: %+v, were %+v", n.choice, form)
	}

	// A variant: 9×9, at the level chosen under More options.
	n.choice.Level = "Medium"
	apptest.Act(disp, n, func(ctx app.Context) { n.startVariant(ctx, generate.KindKiller) })
	e.Release()
	disp.Consume()
	req = apptest.Posted[protocol.Generate](e)
	if got := req[len(req)-1]; got.Variant != generate.KindKiller || got.Size != 9 || got.Level != "Medium" {
		t.Errorf("Killer asked for %+v", got)
	}
	if !strings.Contains(app.HTMLString(n), ">Variants, Medium<") {
		t.Errorf("the variants' title does not say their level: %s", app.HTMLString(n))
	}

	// Unfolded, More options draws the form.
	apptest.Act(disp, n, func(app.Context) { n.more = true })
	if html := app.HTMLString(n); !strings.Contains(html, `id="gen-size"`) || !strings.Contains(html, `id="generate"`) {
		t.Errorf("More options unfolded: %s", html)
	}
}

// Continue, the daily puzzles, Paste and Set are the page's: offered when
// it gives them, Continue when a game is in progress (the page's tests
// press them).
func TestNewPanelOtherStarts(t *testing.T) {
	start := func(app.Context) {}
	n := New().Jobs(&apptest.Engine{}).On(Starts{Continue: start, Daily: start, Paste: start, Set: start})
	disp := apptest.Mount(t, n)
	html := app.HTMLString(n)
	if strings.Contains(html, `id="start-continue"`) {
		t.Error("Continue offered with no game in progress")
	}
	for _, id := range []string{"start-daily", "start-paste", "start-set"} {
		if found, disabled := apptest.ButtonDisabled(html, id); !found || disabled {
			t.Errorf("%s: shown %v, disabled %v", id, found, disabled)
		}
	}
	n.Continuing("Hard · SE 4.2, 12:05 so far")
	apptest.Act(disp, n, func(app.Context) {})
	html = app.HTMLString(n)
	if !strings.Contains(html, `id="start-continue"`) || !strings.Contains(html, "Hard · SE 4.2, 12:05 so far") {
		t.Errorf("Continue not offered, or not saying what it goes back to: %s", html)
	}
}
