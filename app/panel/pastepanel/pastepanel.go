// Package pastepanel is the Paste panel: it reads a puzzle in any format
// as it is typed or pasted, and plays, solves or explains it. The app's
// own links it reads at once (share.LinkIn); any other text the engine
// worker reads (protocol.Read), the formats' readers being the worker's
// alone. The page gives it the engine (panel.Jobs), what opens a puzzle
// and what shows an explanation.
package pastepanel

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/browser"
	"github.com/sudoku-app/sudoku/app/goapp"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/words"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Panel is the Paste panel: it reads a puzzle in any format as it is
// typed or pasted, shows what it understood, and plays, solves or explains
// it. The page keeps one for its life, so the text outlasts closing the
// panel.
type Panel struct {
	app.Compo

	jobs      panel.Jobs
	onOpen    func(app.Context, panel.Opening)
	onExplain func(app.Context, panel.Explained)

	pasted           // replaced whole by each change of the text
	asking  bool     // a read job is with the worker
	stopped func()   // stops the timer of the read job's "reading" state
	pic     *picture // the picture the text was read from; nil when typed or pasted as text
}

// pasted is the text in the Paste panel and all that comes of it.
type pasted struct {
	text    string
	got     bool       // the text holds a puzzle: link, rules and format say what
	reading bool       // the worker is reading the text
	slow    bool       // it has taken long enough to say so
	link    share.Link // what was understood, when got
	rules   string     // the code of link's rules (sudoku.EncodeRules), "" for classic
	format  share.Format
	err     string
	none    bool        // the text holds no puzzle at all (share.HoldsNoPuzzle): err is the engine's detail
	place   []string    // the text around the error's place: before, at, after
	result  string      // the outcome of Solve or Explain
	answer  sudoku.Grid // the solution shown, when hasAns
	hasAns  bool
	working bool // a job for this text is running
}

// New returns the Paste panel, its text empty.
func New() *Panel { return &Panel{} }

// Jobs sets the engine that solves and explains the puzzle.
func (ps *Panel) Jobs(j panel.Jobs) *Panel { ps.jobs = j; return ps }

// OnOpen sets what plays the puzzle.
func (ps *Panel) OnOpen(f func(app.Context, panel.Opening)) *Panel {
	ps.onOpen = f
	return ps
}

// OnExplain sets what shows the puzzle's logical path.
func (ps *Panel) OnExplain(f func(app.Context, panel.Explained)) *Panel {
	ps.onExplain = f
	return ps
}

// slowRead is how long a read may take before the panel says it is
// reading: a read takes milliseconds, unless the worker is busy with
// another job (a grade, a generation), which it finishes first.
const slowRead = 250 * time.Millisecond

// read takes the text as it stands and says what it holds: at once for
// the app's own links, from the worker's read job for any other text.
func (ps *Panel) read(ctx app.Context, text string) {
	ps.pasted = pasted{text: text}
	if ps.pic != nil {
		browser.ForgetURL(ps.pic.url)
		ps.pic = nil
	}
	if strings.TrimSpace(text) == "" {
		return
	}
	if l, ok, err := share.LinkIn(text); ok {
		ps.took(l, share.Format{}, err)
		return
	}
	ps.reading = true
	if ps.stopped != nil {
		ps.stopped()
	}
	ps.stopped = goapp.After(ctx, ps, slowRead, func(app.Context) {
		ps.slow = ps.reading
	})
	ps.ask(ctx)
}

// ask sends the text to the worker to read, unless a read is with it
// already: the text is sent again, as it then stands, when that read
// answers. So a player typing has one read at a time with the worker,
// and the last text read is the text as it stands; an answer for a text
// changed since is dropped. The panel says it is reading once the text
// has waited slowRead since its last change (read).
func (ps *Panel) ask(ctx app.Context) {
	if ps.asking {
		return
	}
	text := ps.text
	ps.asking = true
	panel.Post(ctx, ps.jobs, ps, protocol.Read{Text: text}, nil, func(ctx app.Context, reply protocol.ReadReply, err error) {
		ps.asking = false
		switch {
		case !ps.reading:
			return // the text needs no read any more
		case ps.text != text:
			ps.ask(ctx) // the text changed meanwhile: read it as it stands
			return
		}
		if err != nil {
			ps.took(share.Link{}, share.Format{}, err)
			return
		}
		ps.took(panel.ReadLink(reply))
	})
}

// took says what the text holds: the puzzle of l, read as format, or err.
func (ps *Panel) took(l share.Link, format share.Format, err error) {
	ps.reading, ps.slow = false, false
	if ps.stopped != nil {
		ps.stopped()
	}
	if err != nil {
		ps.err, ps.none = panel.PlayerError(err), share.HoldsNoPuzzle(ps.text, err)
		var perr *sudoku.ParseError
		if errors.As(err, &perr) {
			ps.place = placeIn(ps.text, perr.Line, perr.Column)
		}
		return
	}
	ps.got, ps.link, ps.format = true, l, format
	ps.rules = sudoku.EncodeRules(l.Puzzle.Shape(), &l.Rules)
}

// same reports whether the puzzle read is still puzzle under the rules of
// code: the text may change while a job runs.
func (ps *pasted) same(puzzle sudoku.Grid, code string) bool {
	return ps.link.Puzzle == puzzle && ps.rules == code
}

// ok reports whether the text holds a puzzle.
func (ps *pasted) ok() bool { return ps.got }

func (ps *Panel) play(ctx app.Context) {
	if !ps.ok() {
		return
	}
	l := ps.link
	ps.read(ctx, "")
	ps.onOpen(ctx, panel.Opening{Link: l})
}

// solve shows the solution, how many there are, and the level.
func (ps *Panel) solve(ctx app.Context) {
	post(ctx, ps, protocol.Solve{Puzzle: ps.link.Puzzle.String(), Rules: ps.rules}, i18n.T("Solving…"), func(ctx app.Context, resp protocol.SolveReply) {
		sol, err := panel.ParseSolution(resp.Solution, ps.link.Puzzle.Shape())
		if err != nil {
			ps.result = i18n.T("The engine sent back an unreadable solution.")
			return
		}
		ps.answer, ps.hasAns = sol, true
		switch {
		case resp.Unique:
			ps.result = i18n.T("Unique solution.")
		case resp.More:
			ps.result = i18n.N(resp.Solutions, "At least {{.Count}} solution; here is one.", "At least {{.Count}} solutions; here is one.")
		default:
			ps.result = i18n.N(resp.Solutions, "{{.Count}} solution; here is one.", "{{.Count}} solutions; here is one.")
		}
		if resp.Unique {
			ps.grade(ctx)
		}
	})
}

// grade adds the level of the puzzle read, which has one solution, to the
// result shown; the solution does not wait for it.
func (ps *Panel) grade(ctx app.Context) {
	puzzle, code, shown := ps.link.Puzzle, ps.rules, ps.result
	ps.result = shown + " " + i18n.T("Grading…")
	panel.Post(ctx, ps.jobs, ps, protocol.Grade{Puzzle: puzzle.String(), Rules: code}, nil, func(ctx app.Context, resp protocol.GradeReply, err error) {
		if !ps.same(puzzle, code) || ps.working {
			return // the text changed, or another job runs, meanwhile
		}
		switch {
		case errors.Is(err, protocol.ErrCancelled):
			ps.result = shown
		case err != nil:
			ps.result = shown + " " + words.Error(err)
		default:
			ps.result = shown + " " + i18n.T("Level {{.Grade}}.", i18n.Str("Grade", resp.Grade.Label()))
		}
	})
}

// explain shows the puzzle's logical path step by step, on the board.
func (ps *Panel) explain(ctx app.Context) {
	puzzle, rules := ps.link.Puzzle, ps.link.Rules
	post(ctx, ps, protocol.Explain{Puzzle: puzzle.String(), Rules: ps.rules, Language: panel.Language()}, i18n.T("Working out the steps…"), func(ctx app.Context, resp protocol.ExplainReply) {
		ps.read(ctx, "")
		ps.onExplain(ctx, panel.Explained{Puzzle: puzzle, Rules: rules, Reply: resp})
	})
}

// post runs job, on the puzzle read, for panel ps, saying what it does
// meanwhile; done gets the reply unless the job failed (the panel then
// says why) or the text changed since.
func post[R any](ctx app.Context, ps *Panel, job protocol.Job[R], doing string, done func(app.Context, R)) {
	if !ps.ok() || ps.working {
		return
	}
	puzzle, code := ps.link.Puzzle, ps.rules
	ps.working, ps.result = true, doing
	panel.Post(ctx, ps.jobs, ps, job, nil, func(ctx app.Context, resp R, err error) {
		if !ps.same(puzzle, code) || !ps.working {
			return // the text changed meanwhile
		}
		ps.working = false
		if err != nil {
			ps.result = words.Error(err)
			return
		}
		done(ctx, resp)
	})
}

func (ps *Panel) Render() app.UI {
	ok := ps.ok()
	return app.Section().Class("panel").ID("paste-panel").Aria("label", i18n.T("Paste a puzzle")).
		OnDragOver(func(ctx app.Context, e app.Event) {
			if dt := e.Get("dataTransfer"); dt.Truthy() && slices.Contains(typesOf(dt), "Files") {
				e.PreventDefault() // a file may be dropped here, not opened by the browser
			}
		}).
		OnDrop(func(ctx app.Context, e app.Event) {
			if file, ok, hasFile := browser.PictureIn(e.Get("dataTransfer")); hasFile {
				e.PreventDefault()
				ps.takePicture(ctx, file, ok)
			}
		}).Body(
		app.H2().Text(i18n.T("Paste a puzzle")),
		app.Textarea().ID("paste-text").Rows(5).Spellcheck(false).
			Placeholder(accepted()+"…").
			Aria("describedby", "paste-result").
			OnInput(func(ctx app.Context, e app.Event) { ps.read(ctx, ctx.JSSrc().Get("value").String()) }).
			OnPaste(func(ctx app.Context, e app.Event) {
				if file, ok, _ := browser.PictureIn(e.Get("clipboardData")); ok {
					e.PreventDefault() // a picture is read, not pasted as its name
					ps.takePicture(ctx, file, true)
				}
			}).
			Text(ps.text),
		ps.renderPictureInput(),
		app.Div().ID("paste-picture").Body(panel.When(ps.pic != nil, ps.renderPicture)),
		app.Div().ID("paste-result").Attr("role", "status").Body(
			app.If(ps.slow, app.P().Class("muted").ID("paste-reading").Text(i18n.T("Reading the puzzle…"))),
			// Text with no puzzle at all is told what the panel reads, the
			// engine's words after, smaller; a puzzle with a mistake is told
			// the mistake.
			app.If(ps.err != "" && ps.none, app.P().Class("error").ID("paste-none").Text(i18n.T("No puzzle found in this text. Paste {{.Formats}}.", i18n.Str("Formats", accepted())))),
			app.If(ps.err != "", app.P().Class(map[bool]string{true: "paste-detail", false: "error"}[ps.none]).Text(ps.err)),
			panel.When(ps.place != nil, func() app.UI {
				return app.Pre().Class("paste-place").Aria("hidden", true).Body(
					app.Text(ps.place[0]), app.Mark().Text(ps.place[1]), app.Text(ps.place[2]))
			}),
			panel.When(ok, ps.renderRead),
			app.If(ps.result != "", app.P().ID("paste-outcome").Text(ps.result)),
		),
		app.Div().Class("form-row").Body(
			app.Button().Class("btn", "btn-primary").ID("paste-play").Disabled(!ok).Text(i18n.T("Play")).
				OnClick(func(ctx app.Context, e app.Event) { ps.play(ctx) }),
			panel.SteadyButton("paste-solve", i18n.T("Solve"), !ok, ps.working, func(ctx app.Context, e app.Event) { ps.solve(ctx) }),
			panel.SteadyButton("paste-explain", i18n.T("Explain"), !ok, ps.working, func(ctx app.Context, e app.Event) { ps.explain(ctx) }),
		),
	)
}

// accepted says what the panel reads, in a player's words: its text box's
// placeholder and its answer to text with no puzzle say it alike.
func accepted() string {
	return i18n.T("81 digits (0 or . for a blank), a grid, a Solo ID, or a link from sudokuwiki, SudokuExchange, SudokuPad, f-puzzles or this app")
}

// placeIn returns the text around line and column (1-based, in
// characters) of text, cut to a few dozen characters either side: before,
// the character there (a space when the line ends there), after. It
// returns nil when text has no such place.
func placeIn(text string, line, column int) []string {
	lines := strings.Split(text, "\n")
	if line < 1 || line > len(lines) || column < 1 {
		return nil
	}
	runes := []rune(strings.TrimRight(lines[line-1], "\r"))
	if column > len(runes)+1 {
		return nil
	}
	const around = 30
	at := " "
	if column <= len(runes) {
		at = string(runes[column-1])
	}
	before := string(runes[max(0, column-1-around) : column-1])
	after := string(runes[min(column, len(runes)):min(len(runes), column+around)])
	if column-1 > around {
		before = "…" + before
	}
	if column+around < len(runes) {
		after += "…"
	}
	return []string{before, at, after}
}

// renderRead shows what was read, or its solution once solved.
func (ps *Panel) renderRead() app.UI {
	g := ps.link.Puzzle
	if ps.hasAns {
		g = ps.answer
	}
	n := g.Shape().N()
	return app.Div().Body(
		app.P().Class("muted").Text(readAs(ps.format.Words(), fmt.Sprintf("%d×%d", n, n), ps.link.Puzzle.Filled(), &ps.link.Rules)),
		// A picture's read is drawn over it: the small board would say it
		// again, until it shows the solution.
		app.If(ps.pic == nil || ps.hasAns, panel.MiniBoard(ps.link.Puzzle, g)),
	)
}

// kinds lists the kinds of rule r has beyond classic Sudoku in the
// player's words, as Describe does in English ("killer cages,
// thermometers"): "" for classic rules.
func kinds(r *sudoku.Rules) string {
	var list string
	for i, k := range r.Kinds() {
		if i == 0 {
			list = i18n.Template(k)
		} else {
			list = i18n.T("{{.List}}, {{.Next}}", i18n.Str("List", list), i18n.Str("Next", i18n.Template(k)))
		}
	}
	return list
}

// readAs says what was read: its format, its size, its givens and its
// rules beyond classic Sudoku ("Read as a line: a 9×9 puzzle with 25
// givens, with killer cages and thermometers."), a drawing said to carry
// no rule. A sentence for each, so that a language words it whole.
func readAs(format, size string, givens int, r *sudoku.Rules) string {
	args := []i18n.Arg{i18n.Str("Format", format), i18n.Str("Size", size)}
	rules := kinds(r)
	if rules != "" {
		args = append(args, i18n.Str("Rules", rules))
	}
	switch drawn := len(r.Decor) > 0; {
	case rules == "" && !drawn:
		return i18n.N(givens, "Read as {{.Format}}: a {{.Size}} puzzle with {{.Count}} given.", "Read as {{.Format}}: a {{.Size}} puzzle with {{.Count}} givens.", args...)
	case rules == "":
		return i18n.N(givens, "Read as {{.Format}}: a {{.Size}} puzzle with {{.Count}} given, with a drawing that carries no rule.",
			"Read as {{.Format}}: a {{.Size}} puzzle with {{.Count}} givens, with a drawing that carries no rule.", args...)
	case !drawn:
		return i18n.N(givens, "Read as {{.Format}}: a {{.Size}} puzzle with {{.Count}} given, with {{.Rules}}.", "Read as {{.Format}}: a {{.Size}} puzzle with {{.Count}} givens, with {{.Rules}}.", args...)
	}
	return i18n.N(givens, "Read as {{.Format}}: a {{.Size}} puzzle with {{.Count}} given, with {{.Rules}}, and a drawing that carries no rule.",
		"Read as {{.Format}}: a {{.Size}} puzzle with {{.Count}} givens, with {{.Rules}}, and a drawing that carries no rule.", args...)
}
