package bench

import (
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/browser"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/setter"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func (b *Bench) Render() app.UI {
	ed := &b.ed
	if ed.draft == nil {
		return app.Main().Class("play", "setter")
	}
	return app.Main().Class("play", "setter").Body(
		app.Div().Class("board-area").Body(b.renderBoard()),
		app.Aside().Class("controls", "setter-controls").Aria("label", i18n.T("Setter's bench")).Body(
			renderCheck(&b.engine, b.hideCands, func(ctx app.Context, hide bool) {
				b.hideCands = hide
				b.ask(ctx)
			}),
			renderDigits(ed, b.took),
			renderTools(ed, b.took),
			// What an edit or an action did, under the tools where the
			// setter's eyes are, not past the fold under the rest.
			app.P().Class("status").Attr("role", "status").Text(ed.status),
			app.P().Class("error").Attr("role", "alert").Text(ed.errMsg),
			b.renderActions(),
			panel.When(b.sharing && b.shareView != nil, func() app.UI {
				return app.Div().ID("setter-sharing").Body(
					app.P().Class("setter-note", "setter-share-warning").Text(shareWarning(&b.engine)),
					b.shareView(share.Link{Puzzle: ed.draft.Givens(), Rules: *ed.draft.Rules()}),
				)
			}),
			renderGlobals(ed, b.took),
			renderStart(ed, &b.playing, b.took),
		),
	)
}

// rulesView is the draft's rules as the board draws them, worked out
// again only when the draft changed.
type rulesView struct {
	view *board.RuleView
	rev  int // the draft's rev view is of
}

// of returns the rules of draft d at revision rev as the board draws
// them: with the jigsaw regions drawn so far, which the rules take only
// once they cover the grid.
func (r *rulesView) of(d *setter.Draft, rev int) *board.RuleView {
	if r.view == nil || r.rev != rev {
		rules := *d.Rules()
		if rules.Regions == nil && d.RegionsDrawn() > 0 {
			rules.Regions = d.Regions()
		}
		r.view, r.rev = board.NewRuleView(d.Shape(), &rules), rev
	}
	return r.view
}

// renderBoard draws the draft: its givens, the rules drawn, the true
// candidates in the empty cells, the givens that clash marked.
func (b *Bench) renderBoard() app.UI {
	ed, e := &b.ed, &b.engine
	d := ed.draft
	s := d.Shape()
	n := s.N()
	rv := b.view.of(d, e.rev)
	givens := d.Givens()
	wrong := map[sudoku.Cell]bool{}
	for _, c := range d.Rules().Conflicts(&givens) {
		wrong[c] = true
	}
	cands, stale := e.candidates(s, b.hideCands)
	selected := map[sudoku.Cell]bool{}
	for _, c := range ed.Selected {
		selected[c] = true
	}
	state := func(c sudoku.Cell) board.CellState {
		st := rv.Cell(s, c)
		st.Digit, st.Given = givens.At(c), givens.At(c) != 0
		st.Selected, st.Wrong, st.Cursor = selected[c], wrong[c], c == ed.Cursor
		if st.Digit == 0 && cands != nil {
			st.Cands = cands[c]
			if st.Cands == 0 && !stale {
				st.Wrong = true // no digit fits: the count says no solution
			}
		}
		return st
	}
	grid := app.Div().
		Class("board", "board-"+strconv.Itoa(n), "setter-board").
		Class(map[bool]string{true: "stale"}[stale]).
		Aria("label", i18n.T("Setter's board, {{.N}} by {{.N}}", i18n.Num("N", n))).
		Attr("data-cands", e.candsOf). // the rev the candidates drawn are of
		Attr("role", "grid").
		On("pointerdown", goapp.Instant(b, func(ctx app.Context, ev app.Event) { ed.pointerDown(ev) })).
		On("dblclick", goapp.Instant(b, func(ctx app.Context, ev app.Event) {
			if c, ok := board.DoubleClick(ev); ok {
				ed.selectSame(c)
			}
		})).
		On("focusin", goapp.Instant(b, func(ctx app.Context, ev app.Event) {
			if c, ok := board.KeyboardFocus(ev); ok {
				ed.Reach(c) // Tab came: a given typed goes to the cursor
			}
		})).
		// Always listened to, unlike the game board's: a drag's first move
		// can come before a render would add the listener, and a setter's
		// lines need every cell of it.
		On("pointermove", goapp.Instant(b, func(ctx app.Context, ev app.Event) { ed.pointerMove(ev) }))
	return board.WithRules(grid, &b.rulesLayer, rv, board.Rows(&b.cells, s, state))
}

// renderCheck says what the engine found: the solution count, and once
// the draft is unique, its rating; and offers to hide the true
// candidates (setHide).
func renderCheck(e *answers, hideCands bool, setHide func(ctx app.Context, hide bool)) app.UI {
	v := e.rev
	// The lines keep their room whatever they say, so that the tools
	// below never move under the setter's pointer.
	text, class := i18n.T("Counting solutions…"), "pending"
	var rating string
	if e.counted == v {
		switch {
		case e.countErr != "":
			text, class = i18n.T("Not counted"), "bad"
			rating = words.Plain(e.countErr)
		case e.solutions == 0:
			text, class = i18n.T("No solution"), "bad"
			rating = i18n.T("The givens and rules contradict each other.")
		case e.solutions == 1:
			text, class = i18n.T("Unique solution"), "good"
		default:
			text, class = i18n.T("More than one solution"), "open"
			rating = i18n.T("Add givens or rules until one is left.")
		}
	}
	switch {
	case !e.unique():
	case e.gradedOf != v:
		rating = i18n.T("Rating…")
	case e.gradeErr != "":
		rating = i18n.T("Rating: {{.Error}}", i18n.Str("Error", words.Plain(e.gradeErr)))
	case !e.grade.IsZero():
		rating = e.grade.Line()
	}
	cands := ""
	switch {
	case hideCands || e.counted != v || e.solutions < 2:
	case e.candsOf != v:
		cands = i18n.T("Finding the true candidates…")
	case e.candErr != "":
		cands = i18n.T("True candidates: {{.Error}}", i18n.Str("Error", words.Plain(e.candErr)))
	}
	return app.Section().Class("setter-check").Aria("label", i18n.T("Check")).Body(
		app.P().ID("setter-count").Class("setter-count", class).
			Attr("data-version", e.counted).Attr("data-draft", v).
			Attr("role", "status").Text(text),
		app.P().ID("setter-rating").Class("setter-rating").Text(rating),
		app.P().ID("setter-cands-note").Class("setter-note").Text(cands),
		app.Label().Class("setter-option").Body(
			app.Input().Type("checkbox").ID("setter-show-cands").Checked(!hideCands).
				OnChange(func(ctx app.Context, ev app.Event) {
					setHide(ctx, !ctx.JSSrc().Get("checked").Bool())
				}),
			app.Text(" "+i18n.T("Show true candidates")),
		),
	)
}

// renderDigits draws a key per digit and one that erases, for a touch
// screen: digits are givens, or a cage's total in the Cage tool, as typed
// (where a 0 key is there for totals such as 10). An edit that changed
// the draft, or was refused, goes to took.
func renderDigits(ed *editor, took func(app.Context, bool)) app.UI {
	n := ed.draft.Shape().N()
	// The 0 key is always there, taking keys only in the Cage tool, so
	// that picking a tool never moves the keys under the setter's pointer.
	return app.Div().Class("digits", "digits-"+strconv.Itoa(n), "setter-digits").Attr("role", "group").Aria("label", i18n.T("Digits")).Body(
		app.Range(make([]struct{}, n+1)).Slice(func(i int) app.UI {
			d, text := sudoku.Digit(i+1), sudoku.Digit(i+1).String()
			if i == n {
				d, text = 0, "0" // after the digits, as on a phone's keypad
			}
			return app.Button().Class("btn", "digit-key").Attr("data-digit", int(d)).Text(text).
				Disabled(d == 0 && ed.tool != setter.Cage).
				OnClick(func(ctx app.Context, e app.Event) {
					took(ctx, ed.place(d))
				}, d)
		}),
		app.Button().Class("btn", "digit-key").ID("setter-erase").Aria("label", i18n.T("Erase")).Text("⌫").
			OnClick(func(ctx app.Context, e app.Event) {
				took(ctx, ed.erase())
			}),
	)
}

// renderTools draws the tools, the one in use pressed, and how to use it.
// An edit, changing the draft or refused, goes to took.
func renderTools(ed *editor, took func(app.Context, bool)) app.UI {
	tools := setter.Tools()
	how := toolHow(ed)
	return app.Section().Class("setter-tools").Aria("label", i18n.T("Tools")).Body(
		app.Div().Class("tool-buttons").Attr("role", "group").Aria("label", i18n.T("Tool")).Body(
			app.Range(tools).Slice(func(i int) app.UI {
				t := tools[i].Tool
				return app.Button().Class("btn", "btn-small", "tool").ID("tool-"+toolID(t)).
					Class(map[bool]string{true: "active"}[t == ed.tool]).
					Aria("pressed", t == ed.tool).Text(tools[i].Name).
					OnClick(func(ctx app.Context, e app.Event) { ed.tool, ed.errMsg, ed.first = t, "", firstTotal{} })
			}),
		),
		// Apply and Undo right under the tools, where no tool's words or
		// fields move them.
		app.Div().Class("actions").Body(
			panel.Button("setter-apply", i18n.T("Apply (Enter)"), ed.tool == setter.Givens || len(ed.Selected) == 0, func(ctx app.Context, e app.Event) {
				took(ctx, ed.apply())
			}),
			panel.Button("setter-remove", i18n.T("Remove"), len(ed.Selected) == 0, func(ctx app.Context, e app.Event) {
				took(ctx, ed.erase())
			}),
		),
		app.Div().Class("actions").Body(
			panel.Button("setter-undo", i18n.T("Undo"), !ed.canUndo(), func(ctx app.Context, e app.Event) {
				took(ctx, ed.undo())
			}),
			panel.Button("setter-redo", i18n.T("Redo"), !ed.canRedo(), func(ctx app.Context, e app.Event) {
				took(ctx, ed.redo())
			}),
		),
		app.P().Class("setter-note").ID("tool-how").Text(how),
		app.If(ed.tool.TakesTotal(), app.Label().Class("setter-option").Body(
			app.Text(i18n.T("Total")+" "),
			app.Input().Type("number").ID("tool-total").Attr("min", 0).Attr("inputmode", "numeric").Value(ed.total).
				OnChange(func(ctx app.Context, e app.Event) { ed.total = ctx.JSSrc().Get("value").String() }),
		)),
		panel.When(ed.tool == setter.Cage, func() app.UI {
			// A row of its own: three buttons in a row squeeze Apply's
			// text onto two lines. A cage over others is offered where
			// Apply would join them.
			caged := slices.ContainsFunc(ed.Selected, func(c sudoku.Cell) bool { _, ok := ed.draft.CageAt(c); return ok })
			return app.Div().Class("actions").Body(
				panel.Button("setter-uncage", i18n.T("Take out of cage"), !caged, func(ctx app.Context, e app.Event) {
					took(ctx, ed.uncage())
				}),
				panel.Button("setter-cage-over", i18n.T("Overlapping cage"), !caged, func(ctx app.Context, e app.Event) {
					took(ctx, ed.drawCageOver())
				}),
			)
		}),
	)
}

// toolHow says how to use the tool in use, or, in the Cage tool, the
// total typed so far.
func toolHow(ed *editor) string {
	how := ed.tool.Info().How
	if typed := ed.typedFirst(); typed != "" {
		how = i18n.T("Total {{.Total}}: Apply (Enter) draws the cage with it.", i18n.Str("Total", typed))
	} else if typed, ok := ed.draft.Typed(ed.Cursor); ok && ed.tool == setter.Cage {
		how = i18n.T("Total typed so far: {{.Total}}…", i18n.Str("Total", typed))
	}
	if n := ed.draft.RegionsDrawn(); n > 0 && ed.draft.Rules().Regions == nil {
		how += " " + i18n.T("Regions drawn: {{.Drawn}} of {{.N}}; the boxes count until all are.", i18n.Num("Drawn", n), i18n.Num("N", ed.draft.Shape().N()))
	}
	return how
}

// toolID names a tool in element IDs: "tool-white-dot".
func toolID(t setter.Tool) string { return t.Info().ID }

// renderGlobals draws the switches of the rules over the whole grid. An
// edit goes to took.
func renderGlobals(ed *editor, took func(app.Context, bool)) app.UI {
	globals := setter.Globals()
	// A div rather than a fieldset: each go-app element type used adds
	// its methods to app.wasm.
	return app.Div().Class("setter-globals").Attr("role", "group").Aria("labelledby", "setter-globals-title").Body(
		app.P().ID("setter-globals-title").Class("setter-globals-title").Text(i18n.T("Rules over the whole grid")),
		app.Range(globals).Slice(func(i int) app.UI {
			g := globals[i]
			return app.Label().Class("setter-option").Body(
				app.Input().Type("checkbox").ID("global-"+toolIDText(g.String())).Checked(ed.draft.Has(g)).
					OnChange(func(ctx app.Context, e app.Event) {
						took(ctx, ed.toggle(g))
					}),
				app.Text(" "+g.Name()),
			)
		}),
	)
}

// toolIDText makes a name an ID's part: "Diagonals (X)" is "diagonals".
func toolIDText(name string) string {
	name, _, _ = strings.Cut(name, " (")
	return strings.ReplaceAll(strings.ToLower(name), " ", "-")
}

// renderActions draws what a unique draft allows: Minimise, Test solve,
// Make harder (classic 9x9), Explain; and Share.
func (b *Bench) renderActions() app.UI {
	e := &b.engine
	unique := e.unique()
	return app.Div().Class("setter-actions").Body(
		app.Div().Class("actions").Body(
			panel.Button("setter-minimise", map[bool]string{false: i18n.T("Minimise givens"), true: i18n.T("Minimising…")}[e.minimising], !unique || e.minimising,
				func(ctx app.Context, ev app.Event) { b.minimise(ctx) }),
			panel.Button("setter-test", i18n.T("Test solve"), !unique, func(ctx app.Context, ev app.Event) { b.TestSolve(ctx) }),
		),
		panel.When(b.ed.classic9(), func() app.UI {
			return app.Div().Class("actions").Body(
				panel.Button("setter-harder", map[bool]string{false: i18n.T("Make harder"), true: i18n.T("Making harder…")}[e.hardening], !unique || e.hardening,
					func(ctx app.Context, ev app.Event) { b.harder(ctx) }),
			)
		}),
		app.Div().Class("actions").Body(
			panel.Button("setter-explain", i18n.T("Explain"), !unique, func(ctx app.Context, ev app.Event) { b.explain(ctx) }),
			app.Button().Class("btn").ID("setter-share").Aria("expanded", b.sharing).Text(i18n.T("Share")).
				OnClick(func(ctx app.Context, ev app.Event) {
					if b.sharing = !b.sharing; b.sharing {
						// The panel opens under the actions, maybe past the
						// screen's edge: brought into view once drawn.
						goapp.AfterRender(ctx, b, func(app.Context) { browser.Reveal("#setter-sharing") })
					}
				}),
		),
		app.P().Class("setter-note").Text(i18n.T("Minimise keeps the selected givens.")),
	)
}

// shareWarning says what a player opening the draft's link will miss
// while the draft has no solution or more than one, else "".
func shareWarning(e *answers) string {
	if e.counted != e.rev || e.countErr != "" {
		return ""
	}
	switch {
	case e.solutions == 0:
		return i18n.T("This puzzle has no solution yet: a player opening the link gets no mistake checking and no hints.")
	case e.solutions > 1:
		return i18n.T("This puzzle has more than one solution yet: a player opening the link has mistakes checked against one of them.")
	}
	return ""
}

// renderStart offers a new start: an empty grid of any size, or the open
// game's puzzle, *playing (no grid when no game is open), read when
// pressed. A new start goes to took.
func renderStart(ed *editor, playing *sudoku.Puzzle, took func(app.Context, bool)) app.UI {
	sizes := sudoku.Sizes()
	return app.Details().Class("setter-start").Body(
		app.Summary().Text(i18n.T("Start again")),
		app.Div().Class("form-row").Body(
			app.Label().For("setter-size").Text(i18n.T("Size")),
			app.Select().ID("setter-size").Body(
				app.Range(sizes).Slice(func(i int) app.UI {
					n := strconv.Itoa(sizes[i])
					return panel.Option(n, n+"×"+n, sizes[i] == ed.size)
				}),
			).OnChange(func(ctx app.Context, e app.Event) {
				if n, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
					ed.size = n
				}
			}),
			panel.Button("setter-empty", i18n.T("Empty grid"), false, func(ctx app.Context, e app.Event) {
				took(ctx, ed.startEmpty(ed.size))
			}),
		),
		panel.Button("setter-from-game", i18n.T("The open game's puzzle"), !hasGrid(*playing), func(ctx app.Context, e app.Event) {
			if hasGrid(*playing) {
				took(ctx, ed.startFrom(*playing))
			}
		}),
	)
}

// hasGrid reports whether p is a puzzle, not the zero Puzzle.
func hasGrid(p sudoku.Puzzle) bool { return p.Grid.Shape() != sudoku.Shape{} }
