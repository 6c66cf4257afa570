package pastepanel

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/i18n"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/panel"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/message"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

const testPuzzle = apptest.Puzzle

// samplePuzzle is another puzzle (Project Euler 96, grid 01).
const samplePuzzle = apptest.Sample

// opened records what a panel asks the page to open.
type opened struct{ got []panel.Opening }

func (o *opened) open(ctx app.Context, op panel.Opening) { o.got = append(o.got, op) }

func TestPastePanelReads(t *testing.T) {
	tests := []struct {
		text, want, wantErr string
	}{
		{testPuzzle, "Read as line format: a 9×9 puzzle with 17 givens", ""},
		{"  ", "", ""},
		{"12x", "", "Line 1: 3 symbols"},
		{"http://example.org/sub/#" + shareFragment(t, testPuzzle), "Read as a link from this app", ""},
	}
	for _, tt := range tests {
		ps := New().Jobs(&apptest.Engine{})
		disp := apptest.Mount(t, ps)
		apptest.Act(disp, ps, func(ctx app.Context) { ps.read(ctx, tt.text) })
		html := app.HTMLString(ps)
		if tt.want != "" && !strings.Contains(html, tt.want) || tt.wantErr != "" && !strings.Contains(ps.err, tt.wantErr) {
			t.Errorf("pasting %q: err %q, panel %s; want %q %q", tt.text, ps.err, html, tt.want, tt.wantErr)
		}
		if disabled := apptest.HasAttr(apptest.TagOf(html, `id="paste-play"`), "disabled"); disabled == (tt.want != "") {
			t.Errorf("pasting %q: Play disabled %v", tt.text, disabled)
		}
	}
}

func TestPastePanelSolvesAndPlays(t *testing.T) {
	e := &apptest.Engine{}
	var o opened
	ps := New().Jobs(e).OnOpen(o.open)
	disp := apptest.Mount(t, ps)
	apptest.Act(disp, ps, func(ctx app.Context) { ps.read(ctx, testPuzzle) })
	apptest.Act(disp, ps, ps.solve)
	if !strings.HasPrefix(ps.result, "Unique solution. Level ") || !ps.hasAns || !strings.Contains(app.HTMLString(ps), ps.result) {
		t.Fatalf("Solve: %q", ps.result)
	}
	// Two solutions, counted.
	apptest.Act(disp, ps, func(ctx app.Context) { ps.read(ctx, "12"+strings.Repeat(".", 14)) })
	apptest.Act(disp, ps, ps.solve)
	if !strings.Contains(ps.result, "solutions; here is one") {
		t.Errorf("Solve of an open 4x4: %q", ps.result)
	}
	apptest.Act(disp, ps, func(ctx app.Context) { ps.read(ctx, testPuzzle) })
	apptest.Act(disp, ps, ps.play)
	if len(o.got) != 1 || o.got[0].Link.Puzzle.String() != testPuzzle || ps.text != "" {
		t.Errorf("Play opened %v, text left %q", o.got, ps.text)
	}
}

// A reply for a text the player has changed since is dropped.
func TestPastePanelDropsStaleReplies(t *testing.T) {
	e := &apptest.Engine{Hold: true}
	ps := New().Jobs(e)
	disp := apptest.Mount(t, ps)
	apptest.Act(disp, ps, func(ctx app.Context) { ps.read(ctx, testPuzzle) })
	e.Release() // the read
	disp.Consume()
	apptest.Act(disp, ps, ps.solve)
	// Said unavailable, and still in the keyboard's reach, which a
	// disabled button would drop on the page's body.
	if tag := apptest.TagOf(app.HTMLString(ps), `id="paste-solve"`); !ps.working || !apptest.HasAttr(tag, "aria-disabled") || apptest.HasAttr(tag, "disabled") {
		t.Fatalf("Solve while the job runs: %s", tag)
	}
	apptest.Act(disp, ps, func(ctx app.Context) { ps.read(ctx, samplePuzzle) })
	e.Release()
	disp.Consume()
	if ps.result != "" || ps.hasAns {
		t.Errorf("a reply for the old text shows: %q", ps.result)
	}
}

func TestPastePanelExplains(t *testing.T) {
	e := &apptest.Engine{}
	var got *panel.Explained
	ps := New().Jobs(e).OnExplain(func(ctx app.Context, x panel.Explained) { got = &x })
	disp := apptest.Mount(t, ps)
	apptest.Act(disp, ps, func(ctx app.Context) { ps.read(ctx, testPuzzle) })
	apptest.Act(disp, ps, ps.explain)
	if got == nil || got.Puzzle.String() != testPuzzle || len(got.Reply.Steps) == 0 || got.Reply.Grade.IsZero() || len(got.Reply.Techniques) == 0 {
		t.Fatalf("Explain gave %+v", got)
	}
}

// A pasted puzzle that does not read says why in plain words and marks
// the place in the text.
func TestPastePanelMarksThePlace(t *testing.T) {
	ps := New().Jobs(&apptest.Engine{})
	disp := apptest.Mount(t, ps)
	text := "\n 4..x..8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	apptest.Act(disp, ps, func(ctx app.Context) { ps.read(ctx, text) })
	html := app.HTMLString(ps)
	if strings.Contains(ps.err, "sudoku:") || !strings.HasPrefix(ps.err, "Line 2, column 5: unexpected 'x'") {
		t.Errorf("error %q; want it in plain words, with its place", ps.err)
	}
	if !strings.Contains(html, `<mark>x</mark>`) || !strings.Contains(html, " 4..") {
		t.Errorf("the place is not marked: %s", html)
	}
	tests := []struct {
		text         string
		line, column int
		want         []string
	}{
		{"abc", 1, 2, []string{"a", "b", "c"}},
		{"ab", 1, 3, []string{"ab", " ", ""}},
		{"x\nyé z", 2, 2, []string{"y", "é", " z"}},
		{strings.Repeat("1", 100), 1, 50, []string{"…" + strings.Repeat("1", 30), "1", strings.Repeat("1", 30) + "…"}},
		{"abc", 2, 1, nil},
		{"abc", 1, 9, nil},
	}
	for _, tt := range tests {
		if got := placeIn(tt.text, tt.line, tt.column); !slices.Equal(got, tt.want) {
			t.Errorf("placeIn(%q, %d, %d) = %q, want %q", tt.text, tt.line, tt.column, got, tt.want)
		}
	}
}

// Text with no puzzle in it is told so, and what the panel reads, with
// the engine's words after, in smaller print, and the place marked; a
// puzzle with a mistake is told the mistake alone.
func TestPastePanelFindsNoPuzzle(t *testing.T) {
	for _, tt := range []struct {
		text, detail string
		none         bool
	}{
		{"I love sudoku: it's fun", "Line 1, column 14: unexpected", true},
		{"https://www.example.com/page?id=42", "unrecognised link", true},
		{"hello", "5 symbols is not a puzzle line", true},
		{testPuzzle[:80] + "x", "Line 1, column 81: unexpected", false},
	} {
		ps := New().Jobs(&apptest.Engine{})
		disp := apptest.Mount(t, ps)
		apptest.Act(disp, ps, func(ctx app.Context) { ps.read(ctx, tt.text) })
		html := app.HTMLString(ps)
		none := apptest.TextAfterTag(html, `id="paste-none"`)
		if tt.none != (none != "") {
			t.Errorf("pasting %q: the panel says %q of no puzzle; want it said: %v", tt.text, none, tt.none)
		}
		if tt.none && (!strings.HasPrefix(none, "No puzzle found in this text.") || !strings.Contains(none, "81 digits") || !strings.Contains(none, "SudokuPad")) {
			t.Errorf("pasting %q: the panel says %q; want no puzzle found, and what it reads", tt.text, none)
		}
		class := map[bool]string{true: "paste-detail", false: "error"}[tt.none]
		if got := apptest.TextAfterTag(html, `class="`+class+`"`); !strings.Contains(got, tt.detail) {
			t.Errorf("pasting %q: the %s says %q, want %q", tt.text, class, got, tt.detail)
		}
	}
	// The place stays marked.
	ps := New().Jobs(&apptest.Engine{})
	disp := apptest.Mount(t, ps)
	apptest.Act(disp, ps, func(ctx app.Context) { ps.read(ctx, "I love sudoku: it's fun") })
	if html := app.HTMLString(ps); !strings.Contains(html, "<mark>:</mark>") {
		t.Errorf("the place is not marked: %s", html)
	}
}

func shareFragment(t testing.TB, puzzle string) string {
	return share.Encode(share.Link{Puzzle: apptest.MustGrid(t, puzzle)})
}

// What was read says a drawing carries no rule.
func TestRulesPhrase(t *testing.T) {
	line := []sudoku.Decoration{{Kind: sudoku.DecorLine, Cells: []sudoku.Cell{0, 1}}}
	for _, tt := range []struct {
		rules sudoku.Rules
		want  string
	}{
		{sudoku.Rules{}, ""},
		{sudoku.Rules{Decor: line}, ", with a drawing that carries no rule"},
		{sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.AntiKnight{}}, Decor: line}, ", with anti-knight, and a drawing that carries no rule"},
	} {
		if got, want := readAs("a line", "9×9", 30, &tt.rules), "Read as a line: a 9×9 puzzle with 30 givens"+tt.want+"."; got != want {
			t.Errorf("readAs(%+v) = %q, want %q", tt.rules, got, want)
		}
	}
}

// What was read names its kinds of rule in the player's words: in
// English as Describe does, in another language the catalogue's names
// joined its way.
func TestRulesPhraseInPlayersWords(t *testing.T) {
	r := sudoku.Rules{Extra: sudoku.Diagonals(sudoku.Classic), Constraints: []sudoku.Constraint{
		sudoku.Cage{Cells: []sudoku.Cell{0, 1}}, sudoku.Thermo{Cells: []sudoku.Cell{2, 3}}}}
	if got, want := kinds(&r), r.Describe(); got != want {
		t.Errorf("English: %q, want Describe's %q", got, want)
	}
	if got := kinds(&sudoku.Rules{}); got != "" {
		t.Errorf("classic: %q, want none", got)
	}
	c, err := message.Parse([]byte(`{
		"{{.List}}, {{.Next}}": "{{.List}}; {{.Next}}",
		"diagonals": "Diagonalen", "killer cages": "Killerkäfige"
	}`), message.Plural("de"))
	if err != nil {
		t.Fatal(err)
	}
	i18n.Use("de", c)
	defer i18n.Use("", nil)
	if got, want := kinds(&r), "Diagonalen; Killerkäfige; thermometers"; got != want {
		t.Errorf("German: %q, want %q", got, want)
	}
}

// The worker reads one text at a time: a text typed while it reads waits,
// and is read as it then stands; the answer for a text changed since
// shows nowhere. Meanwhile Play waits, and a read that takes long says so.
func TestPastePanelReadsTheLastText(t *testing.T) {
	e := &apptest.Engine{Hold: true}
	ps := New().Jobs(e)
	disp := apptest.Mount(t, ps)
	apptest.Act(disp, ps, func(ctx app.Context) { ps.read(ctx, testPuzzle[:40]) })
	apptest.Act(disp, ps, func(ctx app.Context) { ps.read(ctx, testPuzzle[:80]) })
	apptest.Act(disp, ps, func(ctx app.Context) { ps.read(ctx, testPuzzle) })
	if got := apptest.Posted[protocol.Read](e); len(got) != 1 || got[0].Text != testPuzzle[:40] {
		t.Fatalf("reads posted while one is with the worker: %+v", got)
	}
	html := app.HTMLString(ps)
	if !apptest.HasAttr(apptest.TagOf(html, `id="paste-play"`), "disabled") || strings.Contains(html, "Read as") {
		t.Errorf("while reading, the panel shows %s", html)
	}
	time.Sleep(slowRead + 100*time.Millisecond)
	disp.Consume()
	if !strings.Contains(app.HTMLString(ps), "Reading the puzzle…") {
		t.Errorf("a slow read is not said: %s", app.HTMLString(ps))
	}
	e.Release() // the first read answers: the text as it stands is sent
	disp.Consume()
	if got := apptest.Posted[protocol.Read](e); len(got) != 2 || got[1].Text != testPuzzle {
		t.Fatalf("reads posted: %+v; want the text as it stands second", got)
	}
	if ps.err != "" || ps.got {
		t.Errorf("the first text's answer shows: err %q", ps.err)
	}
	e.Release()
	disp.Consume()
	html = app.HTMLString(ps)
	if !strings.Contains(html, "Read as line format: a 9×9 puzzle with 17 givens") || strings.Contains(html, "Reading the puzzle") || apptest.HasAttr(apptest.TagOf(html, `id="paste-play"`), "disabled") {
		t.Errorf("the last text's answer: %s", html)
	}
}

// The app's own link reads at once, with no job; a damaged one says so.
func TestPastePanelReadsItsOwnLinksAtOnce(t *testing.T) {
	e := &apptest.Engine{Hold: true}
	ps := New().Jobs(e)
	disp := apptest.Mount(t, ps)
	apptest.Act(disp, ps, func(ctx app.Context) { ps.read(ctx, "https://example.org/#"+shareFragment(t, testPuzzle)) })
	if !ps.got || len(e.Posted) != 0 || !strings.Contains(app.HTMLString(ps), "Read as a link from this app") {
		t.Errorf("the app's link: posted %v, panel %s", e.Posted, app.HTMLString(ps))
	}
	apptest.Act(disp, ps, func(ctx app.Context) { ps.read(ctx, "p=AAAA") })
	if ps.got || !strings.Contains(ps.err, "This link is damaged") || len(e.Posted) != 0 {
		t.Errorf("a damaged link: err %q, posted %v", ps.err, e.Posted)
	}
}

// An error reads in the player's language, its place too, from the
// worker's answer.
func TestPastePanelErrorInPlayersLanguage(t *testing.T) {
	c, err := message.Parse([]byte(`{
		"line {{.Line}}, column {{.Column}}: {{.Message}}": "Zeile {{.Line}}, Spalte {{.Column}}: {{.Message}}",
		"unexpected {{.Symbol}}": "unerwartetes Zeichen {{.Symbol}}"
	}`), message.Plural("de"))
	if err != nil {
		t.Fatal(err)
	}
	i18n.Use("de", c)
	defer i18n.Use("", nil)
	ps := New().Jobs(&apptest.Engine{})
	disp := apptest.Mount(t, ps)
	apptest.Act(disp, ps, func(ctx app.Context) { ps.read(ctx, "\n 4..x"+testPuzzle[4:]) })
	if want := "Zeile 2, Spalte 5: unerwartetes Zeichen 'x'."; ps.err != want || ps.place == nil || ps.place[1] != "x" {
		t.Errorf("error %q, place %q; want %q, x marked", ps.err, ps.place, want)
	}
}
