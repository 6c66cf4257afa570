// Package apptest is what the page's component tests share: an engine
// that runs jobs natively with the worker's own code (Engine, Grade),
// go-app's client tester (Mount, Act), readers of the HTML go-app
// renders, and saved games to list and count (SavedDailies). Only tests
// import it.
package apptest

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/worker/jobs"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// Puzzle is a classic puzzle the tests play: unique, and not solved by
// singles alone.
const Puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"

// Solution returns Puzzle's solution.
func Solution(t testing.TB) sudoku.Grid {
	t.Helper()
	solution, unique, err := solve.Solve(MustGrid(t, Puzzle))
	if err != nil || !unique {
		t.Fatalf("test puzzle: unique %v, %v", unique, err)
	}
	return solution
}

// MustGrid reads a grid in any classic format, failing t when it cannot.
func MustGrid(t testing.TB, s string) sudoku.Grid {
	t.Helper()
	g, err := codec.ParseGrid(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// Engine is the engine for component tests: it runs each job with the
// worker's own code (app/worker/jobs), natively, and delivers the reply
// through the dispatcher, as the Web Worker's reply comes: after the
// handler that posted the job has returned. With Hold set, jobs wait
// until Release, and Cancel answers them with protocol.ErrCancelled as the
// real engine does.
type Engine struct {
	Posted  []protocol.Request // every job posted, in order; a job's ID is its place + 1 (Posted reads them by type)
	Hold    bool
	Started bool // Start was called
	waiting map[int64]heldJob
}

type heldJob struct {
	run  func()
	fail func(reason string)
}

// Post runs req, or holds it (Hold), and answers through ctx's dispatcher
// (panel.Jobs): its answer is the worker's own, in JSON, as the browser's
// comes.
func (e *Engine) Post(ctx app.Context, req protocol.Request, progress func(app.Context, float64), done func(app.Context, protocol.Answer)) int64 {
	id := int64(len(e.Posted) + 1)
	e.Posted = append(e.Posted, req)
	answer := func(a protocol.Answer) { ctx.Dispatch(func(ctx app.Context) { done(ctx, a) }) }
	run := func() {
		report := func(f float64) {
			if progress != nil {
				ctx.Dispatch(func(ctx app.Context) { progress(ctx, f) })
			}
		}
		answer(jobs.Handle(context.Background(), id, req, report))
	}
	if !e.Hold {
		run()
		return id
	}
	if e.waiting == nil {
		e.waiting = map[int64]heldJob{}
	}
	e.waiting[id] = heldJob{run: run, fail: func(reason string) { answer(protocol.Answer{ID: id, Op: req.Op(), Error: reason}) }}
	return id
}

// PostBackground is Post: the double runs one job at a time anyway.
func (e *Engine) PostBackground(ctx app.Context, req protocol.Request, progress func(app.Context, float64), done func(app.Context, protocol.Answer)) int64 {
	return e.Post(ctx, req, progress, done)
}

// Posted returns the jobs of type T posted to e, in order.
func Posted[T protocol.Request](e *Engine) []T {
	var out []T
	for _, req := range e.Posted {
		if r, ok := req.(T); ok {
			out = append(out, r)
		}
	}
	return out
}

// Cancel answers a held job with protocol.ErrCancelled.
func (e *Engine) Cancel(ctx app.Context, id int64) {
	if j, ok := e.waiting[id]; ok {
		delete(e.waiting, id)
		j.fail(string(protocol.ErrCancelled))
	}
}

// Start records that the page started the engine.
func (e *Engine) Start(app.Context) { e.Started = true }

// Close does nothing: no job runs on after the test.
func (e *Engine) Close() {}

// Release runs the jobs held so far, oldest first.
func (e *Engine) Release() {
	for id := int64(1); id <= int64(len(e.Posted)); id++ {
		if j, ok := e.waiting[id]; ok {
			delete(e.waiting, id)
			j.run()
		}
	}
}

// Failing is an engine whose every job fails with its reason, as when
// the worker cannot start.
type Failing string

func (f Failing) Post(ctx app.Context, req protocol.Request, _ func(app.Context, float64), done func(app.Context, protocol.Answer)) int64 {
	done(ctx, protocol.Answer{ID: 1, Op: req.Op(), Error: string(f)})
	return 1
}
func (f Failing) PostBackground(ctx app.Context, req protocol.Request, p func(app.Context, float64), done func(app.Context, protocol.Answer)) int64 {
	return f.Post(ctx, req, p, done)
}
func (Failing) Cancel(app.Context, int64) {}
func (Failing) Start(app.Context)         {}
func (Failing) Close()                    {}

// Mount mounts a component alone in go-app's client tester.
func Mount(t testing.TB, c app.Composer) app.ClientDispatcher {
	disp := app.NewClientTester(c)
	t.Cleanup(disp.Close)
	return disp
}

// Act runs f with c's context, as one of c's event handlers runs, then
// everything it set off, and renders.
func Act(disp app.ClientDispatcher, c app.Composer, f func(ctx app.Context)) {
	disp.Dispatch(app.Dispatch{Mode: app.Update, Source: c, Function: f})
	disp.Consume()
}

// TagOf returns the opening tag of the element whose tag holds marker.
func TagOf(html, marker string) string {
	i := strings.Index(html, marker)
	if i < 0 {
		return ""
	}
	start := strings.LastIndexByte(html[:i+1], '<')
	return html[start : i+strings.IndexByte(html[i:], '>')+1]
}

// ElementOf returns the element whose opening tag holds marker, whole:
// from its opening tag to its closing one (tags of its name nested in it
// counted); "" when there is none.
func ElementOf(html, marker string) string {
	tag := TagOf(html, marker)
	if tag == "" {
		return ""
	}
	start := strings.Index(html, tag)
	name := strings.TrimLeft(strings.Fields(tag)[0], "<")
	name = strings.TrimRight(name, ">")
	open, closing := "<"+name, "</"+name+">"
	depth := 0
	for i := start; i < len(html); {
		switch {
		case strings.HasPrefix(html[i:], closing):
			depth--
			i += len(closing)
			if depth == 0 {
				return html[start:i]
			}
		case strings.HasPrefix(html[i:], open) && len(html) > i+len(open) && strings.ContainsRune(" >", rune(html[i+len(open)])):
			depth++
			i += len(open)
		default:
			i++
		}
	}
	return html[start:]
}

// TextAfterTag returns the text that follows the opening tag of the
// element whose tag holds marker, up to the next tag.
func TextAfterTag(html, marker string) string {
	tag := TagOf(html, marker)
	if tag == "" {
		return ""
	}
	rest := html[strings.Index(html, tag)+len(tag):]
	if end := strings.IndexByte(rest, '<'); end >= 0 {
		rest = rest[:end]
	}
	return rest
}

// HasAttr reports whether an HTML tag has the boolean attribute name set
// (go-app writes a false one as name="false").
func HasAttr(tag, name string) bool {
	for _, f := range strings.Fields(strings.Trim(tag, "<>/")) {
		if f == name || f == name+`="true"` {
			return true
		}
	}
	return false
}

// AttrOf returns attribute name of the element whose tag holds marker,
// failing t when it has none.
func AttrOf(t testing.TB, html, marker, name string) string {
	t.Helper()
	tag := TagOf(html, marker)
	j := strings.Index(tag, " "+name+`="`)
	if j < 0 {
		t.Fatalf("no %s in %s", name, tag)
	}
	v := tag[j+len(name)+3:]
	return v[:strings.IndexByte(v, '"')]
}

// Tags returns the opening tags in html that hold every one of markers
// (go-app writes attributes in any order).
func Tags(html string, markers ...string) []string {
	var out []string
	for _, s := range strings.Split(html, "<")[1:] {
		tag, _, _ := strings.Cut(s, ">")
		all := true
		for _, m := range markers {
			all = all && strings.Contains(tag, m)
		}
		if all {
			out = append(out, "<"+tag+">")
		}
	}
	return out
}

// TextOf returns the text of an HTML fragment, its elements' texts joined
// by "|".
func TextOf(html string) string {
	var parts []string
	for _, s := range strings.Split(html, "<") {
		if _, text, ok := strings.Cut(s, ">"); ok && strings.TrimSpace(text) != "" {
			parts = append(parts, strings.TrimSpace(text))
		}
	}
	return strings.Join(parts, "|")
}

// ButtonDisabled reports whether the button with id is in html, and
// whether it is disabled.
func ButtonDisabled(html, id string) (found, disabled bool) {
	tag := regexp.MustCompile(`<button[^>]*id="` + regexp.QuoteMeta(id) + `"[^>]*>`).FindString(html)
	return tag != "", regexp.MustCompile(`\sdisabled[\s>]`).MatchString(tag)
}

// The puzzles the page's tests play besides Puzzle: the page's sample
// (Project Euler 96's Grid 01) with its solution, and an easy one.
const (
	Sample         = "003020600900305001001806400008102900700000008006708200002609500800203009005010300"
	SampleSolution = "483921657967345821251876493548132976729564138136798245372689514814253769695417382"
	Easy           = "2...8.3...6..7..84.3.5..2.9...1.54.8.........4.27.6...3.1..7.4.72..4..6...4.1...3"
)

// Clock is a clock a test sets: Now is its time.
type Clock struct{ T time.Time }

// Now returns the clock's time.
func (c *Clock) Now() time.Time { return c.T }

// Paris is a time zone east of UTC, so a day's start differs from UTC's.
var Paris = time.FixedZone("Paris", 3600)
