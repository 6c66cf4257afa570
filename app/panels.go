package app

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/job"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// The panels that open under the top bar, one at a time.
const (
	panelNew   = "new"
	panelPaste = "paste"
	panelShare = "share"
)

// onPanel opens the panel name, or closes it when it is open.
func (p *gamePage) onPanel(name string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		if p.panel == name {
			p.panel = ""
			return
		}
		p.panel, p.games = name, nil
	}
}

// --- new game: generated in the worker ---

// sizes are the boards the generator makes, by side.
var sizes = []int{4, 6, 8, 9, 12, 16, 25}

// levels are the logic.Level names the generator takes; "" is any level.
var levels = []string{"", "Easy", "Medium", "Hard", "Expert", "Master", "Extreme"}

// symmetries are the generate.Symmetry names, with what players call them.
var symmetries = []struct{ name, label string }{
	{"rot180", "180° rotation"}, {"none", "None"}, {"rot90", "90° rotation"},
	{"mirror", "Mirror"}, {"diagonal", "Diagonal"}, {"mirror4", "4-way mirror"},
	{"diagonal4", "4-way diagonal"}, {"8way", "8-way"},
}

// onGenerate asks the worker for a new puzzle by p.gen, with a fresh seed.
func (p *gamePage) onGenerate(ctx app.Context, e app.Event) {
	if p.genJob != 0 {
		return
	}
	req := p.gen
	req.Seed = rand.Uint64()
	p.genProgress, p.errMsg = 0, ""
	p.genJob = p.engine.post(ctx, job.Request{Op: job.OpGenerate, Gen: &req},
		func(ctx app.Context, f float64) { p.genProgress = f },
		func(ctx app.Context, resp job.Response) {
			p.genJob = 0
			if resp.Error == "cancelled" {
				p.status = "Cancelled."
				return
			}
			if resp.Error != "" {
				p.errMsg = "No new puzzle: " + resp.Error
				return
			}
			puzzle, err := sudoku.Parse(resp.Puzzle)
			if err != nil {
				p.errMsg = "The engine sent back an unreadable puzzle."
				return
			}
			p.panel = ""
			p.load(ctx, puzzle)
			p.seed, p.hasSeed, p.grade = resp.Seed, true, resp.Grade
			p.status = "A new puzzle."
			if req.Level != "" && !resp.MetTarget {
				p.status = fmt.Sprintf("No %s puzzle turned up in time; this is the closest found: %s.", req.Level, resp.Grade)
			}
			setFragment(share.Encode(share.Link{Puzzle: puzzle, Seed: resp.Seed, HasSeed: true}))
		})
}

func (p *gamePage) onCancelGenerate(ctx app.Context, e app.Event) {
	p.engine.cancel(ctx, p.genJob)
}

// setFragment puts a puzzle's link in the address bar, as a new history
// entry (Back returns to the puzzle before), without opening it again.
func setFragment(fragment string) {
	app.Window().Get("history").Call("pushState", nil, "", "#"+fragment)
}

func (p *gamePage) renderNew() app.UI {
	running := p.genJob != 0
	return app.Section().Class("panel").ID("new-panel").Aria("label", "New puzzle").Body(
		app.H2().Text("New puzzle"),
		app.Div().Class("form-row").Body(
			app.Label().Body(app.Text("Size "), app.Select().ID("gen-size").Disabled(running).
				OnChange(func(ctx app.Context, e app.Event) { p.gen.Size, _ = strconv.Atoi(ctx.JSSrc().Get("value").String()) }).
				Body(app.Range(sizes).Slice(func(i int) app.UI {
					n := sizes[i]
					return option(strconv.Itoa(n), fmt.Sprintf("%d×%d", n, n), n == max(p.gen.Size, 0) || (p.gen.Size == 0 && n == 9))
				}))),
			app.Label().Body(app.Text("Level "), app.Select().ID("gen-level").Disabled(running).
				OnChange(func(ctx app.Context, e app.Event) { p.gen.Level = ctx.JSSrc().Get("value").String() }).
				Body(app.Range(levels).Slice(func(i int) app.UI {
					label := levels[i]
					if label == "" {
						label = "Any"
					}
					return option(levels[i], label, p.gen.Level == levels[i])
				}))),
			app.Label().Body(app.Text("Symmetry "), app.Select().ID("gen-symmetry").Disabled(running).
				OnChange(func(ctx app.Context, e app.Event) { p.gen.Symmetry = ctx.JSSrc().Get("value").String() }).
				Body(app.Range(symmetries).Slice(func(i int) app.UI {
					s := symmetries[i]
					return option(s.name, s.label, p.gen.Symmetry == s.name || (p.gen.Symmetry == "" && i == 0))
				}))),
			app.Label().Body(app.Text("Technique "), app.Input().ID("gen-technique").Type("text").Disabled(running).
				Placeholder("any, or e.g. X-Wing").Value(p.gen.Technique).
				OnChange(func(ctx app.Context, e app.Event) {
					p.gen.Technique = strings.TrimSpace(ctx.JSSrc().Get("value").String())
				})),
		),
		app.Div().Class("form-row").Body(
			app.If(!running, app.Button().Class("btn", "btn-primary").ID("generate").Text("Generate").OnClick(p.onGenerate)),
			app.If(running,
				app.Progress().ID("gen-progress").Max(1).Value(fmt.Sprintf("%.3f", p.genProgress)).Aria("label", "Generating"),
				app.Button().Class("btn").ID("cancel-generate").Text("Cancel").OnClick(p.onCancelGenerate),
			),
		),
	)
}

// --- paste: read a puzzle in any format, then play, solve or explain it ---

// pasted is the paste panel's state.
type pasted struct {
	text    string
	link    share.Link // what was understood, when err is ""
	format  string
	err     string
	result  string      // the outcome of Solve
	answer  sudoku.Grid // the solution shown, when hasAnswer
	hasAns  bool
	working bool
}

func (p *gamePage) onPasteInput(ctx app.Context, e app.Event) {
	text := ctx.JSSrc().Get("value").String()
	p.paste = pasted{text: text}
	if strings.TrimSpace(text) == "" {
		return
	}
	l, format, err := readPuzzle(text)
	if err != nil {
		p.paste.err = err.Error()
		return
	}
	p.paste.link, p.paste.format = l, format
}

func (p *gamePage) onPastePlay(ctx app.Context, e app.Event) {
	l := p.paste.link
	p.panel, p.paste = "", pasted{}
	p.openLink(ctx, l)
	setFragment(share.Encode(share.Link{Puzzle: l.Puzzle}))
}

func (p *gamePage) onPasteSolve(ctx app.Context, e app.Event) {
	puzzle := p.paste.link.Puzzle
	p.paste.working, p.paste.result = true, "Solving…"
	p.engine.post(ctx, job.Request{Op: job.OpSolve, Puzzle: puzzle.String()}, nil, func(ctx app.Context, resp job.Response) {
		if p.paste.link.Puzzle != puzzle {
			return // the text changed meanwhile
		}
		p.paste.working = false
		if resp.Error != "" {
			p.paste.result = sentence(resp.Error)
			return
		}
		sol, err := sudoku.Parse(resp.Solution)
		if err != nil {
			p.paste.result = "The engine sent back an unreadable solution."
			return
		}
		p.paste.answer, p.paste.hasAns = sol, true
		switch {
		case resp.Unique:
			p.paste.result = "Unique solution."
		case resp.More:
			p.paste.result = fmt.Sprintf("At least %d solutions; here is one.", resp.Solutions)
		default:
			p.paste.result = fmt.Sprintf("%d solutions; here is one.", resp.Solutions)
		}
		if resp.Grade != "" {
			p.paste.result += " Level " + resp.Grade + "."
		}
	})
}

func (p *gamePage) onPasteExplain(ctx app.Context, e app.Event) {
	puzzle := p.paste.link.Puzzle
	p.paste.working, p.paste.result = true, "Working out the steps…"
	p.engine.post(ctx, job.Request{Op: job.OpExplain, Puzzle: puzzle.String()}, nil, func(ctx app.Context, resp job.Response) {
		if p.paste.link.Puzzle != puzzle {
			return
		}
		p.paste.working = false
		if resp.Error != "" {
			p.paste.result = sentence(resp.Error)
			return
		}
		p.panel, p.paste = "", pasted{}
		p.explanation = &explanation{puzzle: puzzle, steps: resp.Steps, grade: resp.Grade, techniques: resp.Techniques}
	})
}

func (p *gamePage) renderPaste() app.UI {
	ps := p.paste
	ok := ps.err == "" && strings.TrimSpace(ps.text) != ""
	return app.Section().Class("panel").ID("paste-panel").Aria("label", "Paste a puzzle").Body(
		app.H2().Text("Paste a puzzle"),
		app.Textarea().ID("paste-text").Rows(5).Spellcheck(false).
			Placeholder("81 digits with . or 0 for blanks, a grid, a Solo ID, a sudokuwiki, SudokuExchange, SudokuPad or f-puzzles link…").
			Aria("describedby", "paste-result").
			OnInput(p.onPasteInput).Text(ps.text),
		app.Div().ID("paste-result").Attr("role", "status").Body(
			app.If(ps.err != "", app.P().Class("error").Text(ps.err)),
			when(ok, func() app.UI {
				g := ps.link.Puzzle
				if ps.hasAns {
					g = ps.answer
				}
				n := g.Shape().N()
				return app.Div().Body(
					app.P().Class("muted").Text(fmt.Sprintf("Read as %s: a %d×%d puzzle with %d givens.", ps.format, n, n, ps.link.Puzzle.Filled())),
					miniBoard(ps.link.Puzzle, g),
				)
			}),
			app.If(ps.result != "", app.P().ID("paste-outcome").Text(ps.result)),
		),
		app.Div().Class("form-row").Body(
			app.Button().Class("btn", "btn-primary").ID("paste-play").Disabled(!ok).Text("Play").OnClick(p.onPastePlay),
			app.Button().Class("btn").ID("paste-solve").Disabled(!ok || ps.working).Text("Solve").OnClick(p.onPasteSolve),
			app.Button().Class("btn").ID("paste-explain").Disabled(!ok || ps.working).Text("Explain").OnClick(p.onPasteExplain),
		),
	)
}

// miniBoard draws g small and static, its givens (those of puzzle) bold.
func miniBoard(puzzle, g sudoku.Grid) app.UI {
	shape := g.Shape()
	n := shape.N()
	return app.Div().Class("mini-board", "board-"+strconv.Itoa(n)).Aria("label", "The puzzle read").Body(
		app.Range(make([]struct{}, shape.Cells())).Slice(func(i int) app.UI {
			c := sudoku.Cell(i)
			r, col := shape.Row(c), shape.Col(c)
			cls := []string{"mini-cell"}
			if r > 0 && r%shape.BoxRows == 0 {
				cls = append(cls, "box-top")
			}
			if col > 0 && col%shape.BoxCols == 0 {
				cls = append(cls, "box-left")
			}
			if puzzle.At(c) != 0 {
				cls = append(cls, "given")
			}
			text := ""
			if d := g.At(c); d != 0 {
				text = d.String()
			}
			return app.Span().Class(strings.Join(cls, " ")).Text(text)
		}),
	)
}

// --- share ---

// shareLink returns the link to the current game: the puzzle, the seed if
// known, and the player's entries and notes when they chose to include them.
func (p *gamePage) shareLink() string {
	l := share.Link{Puzzle: p.g.Givens(), Seed: p.seed, HasSeed: p.hasSeed}
	if p.shareCells {
		l.Cells = p.g.Cells()
	}
	u := app.Window().URL()
	u.Fragment, u.RawFragment = "", ""
	return u.String() + "#" + share.Encode(l)
}

// onCopy copies text to the clipboard and says so in status.
func (p *gamePage) onCopy(what string, text func() string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		copyText(ctx, text(), func(ctx app.Context, err string) {
			if err != "" {
				p.status = "Could not copy (" + err + "): select the text and copy it by hand."
				return
			}
			p.status = what + " copied."
		})
	}
}

func (p *gamePage) onWebShare(ctx app.Context, e app.Event) {
	nav := app.Window().Get("navigator")
	if !nav.Get("share").Truthy() {
		return
	}
	// The promise's rejection (the player closed the sheet) needs no answer.
	nav.Call("share", map[string]any{"title": "Sudoku", "url": p.shareLink()})
}

func (p *gamePage) renderShare() app.UI {
	g := p.g.Givens()
	link := p.shareLink()
	exports := []struct{ id, label, text string }{
		{"export-line", "Line", g.String()},
		{"export-solo", "Solo game ID", sudoku.FormatSolo(g)},
	}
	if g.Shape() == sudoku.Classic {
		exports = append(exports, struct{ id, label, text string }{"export-sudokuwiki", "sudokuwiki.org", sudoku.SudokuwikiURL(g)})
	}
	canShare := app.Window().Get("navigator").Get("share").Truthy()
	return app.Section().Class("panel").ID("share-panel").Aria("label", "Share").Body(
		app.H2().Text("Share this puzzle"),
		app.Label().Body(
			app.Input().Type("checkbox").ID("share-progress").Checked(p.shareCells).
				OnChange(func(ctx app.Context, e app.Event) { p.shareCells = ctx.JSSrc().Get("checked").Bool() }),
			app.Text(" Include my digits and notes"),
		),
		app.Div().Class("form-row").Body(
			app.Input().Type("text").ID("share-link").ReadOnly(true).Value(link).Aria("label", "Link").
				OnFocus(func(ctx app.Context, e app.Event) { ctx.JSSrc().Call("select") }),
			app.Button().Class("btn", "btn-primary").ID("copy-link").Text("Copy link").OnClick(p.onCopy("Link", p.shareLink)),
			app.If(canShare, app.Button().Class("btn").ID("web-share").Text("Share…").OnClick(p.onWebShare)),
		),
		app.H3().Text("Export"),
		app.Range(exports).Slice(func(i int) app.UI {
			x := exports[i]
			return app.Div().Class("form-row").Body(
				app.Span().Class("export-label").Text(x.label),
				app.Input().Type("text").ID(x.id).ReadOnly(true).Value(x.text).Aria("label", x.label).
					OnFocus(func(ctx app.Context, e app.Event) { ctx.JSSrc().Call("select") }),
				app.Button().Class("btn", "btn-small").Text("Copy").OnClick(p.onCopy(x.label, func() string { return x.text })),
			)
		}),
	)
}

// copyText puts text on the clipboard and calls done with "" or why not.
// It uses the asynchronous Clipboard API where the page may (a secure
// context, or an iframe allowed clipboard-write), else the older
// execCommand("copy") on a hidden text area.
func copyText(ctx app.Context, text string, done func(app.Context, string)) {
	clip := app.Window().Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		done(ctx, execCopy(text))
		return
	}
	var ok, fail app.Func
	finish := func(msg string) {
		ctx.Dispatch(func(ctx app.Context) {
			ok.Release()
			fail.Release()
			if msg != "" {
				// Refused (no permission, page not focused): try the old way.
				msg = execCopy(text)
			}
			done(ctx, msg)
		})
	}
	ok = app.FuncOf(func(this app.Value, args []app.Value) any { finish(""); return nil })
	fail = app.FuncOf(func(this app.Value, args []app.Value) any {
		msg := "refused"
		if len(args) > 0 && args[0].Truthy() {
			msg = args[0].Get("message").String()
		}
		finish(msg)
		return nil
	})
	clip.Call("writeText", text).Call("then", ok, fail)
}

// execCopy copies text through a temporary text area; "" when it worked.
func execCopy(text string) string {
	doc := app.Window().Get("document")
	if !doc.Truthy() {
		return "no document"
	}
	ta := doc.Call("createElement", "textarea")
	ta.Set("value", text)
	ta.Call("setAttribute", "readonly", "")
	ta.Get("style").Set("position", "fixed")
	ta.Get("style").Set("opacity", "0")
	doc.Get("body").Call("appendChild", ta)
	ta.Call("select")
	copied := doc.Call("execCommand", "copy").Bool()
	ta.Call("remove")
	if !copied {
		return "the browser refused"
	}
	return ""
}
