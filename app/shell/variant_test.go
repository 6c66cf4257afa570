package shell

import (
	"bufio"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
	"github.com/sudoku-app/sudoku/app/panel/sharepanel"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// publishedVariant returns the text and published solution of the first
// puzzle of the engine's published variants (engine/solve/testdata) whose
// name starts with name.
func publishedVariant(t *testing.T, name string) (text, solution string) {
	t.Helper()
	f, err := os.Open("../../engine/solve/testdata/variants.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		fields := strings.Split(sc.Text(), "\t")
		if len(fields) >= 5 && strings.HasPrefix(fields[1], name) {
			return fields[4], fields[3]
		}
	}
	t.Fatalf("no published variant named %q", name)
	return "", ""
}

// A variant puzzle, pasted as f-puzzles JSON, plays under its rules: the
// engine's solution, conflicts with its cages, hints refused in words,
// saved with its rules and shared with them.
func TestVariantPlay(t *testing.T) {
	text, solution := publishedVariant(t, "Killer sudoku (Wikipedia)")
	pt := newPageTest(t, nil)
	pt.open(text)
	s := pt.p.s
	if s == nil || !s.game.Variant() || pt.p.errMsg != "" {
		t.Fatalf("the killer did not open as a variant: %v, %q", s, pt.p.errMsg)
	}
	if !s.hasSolution || s.solution.String() != solution {
		t.Fatalf("solution %v (%v), want the published %s", s.solution, s.hasSolution, solution)
	}
	// Its rules are stated beside the board; a classic puzzle's are not.
	if html := app.HTMLString(pt.p); !strings.Contains(html, "Digits in a killer cage do not repeat") {
		t.Error("the killer's rules are not stated beside the board")
	}
	classic := newPageTest(t, nil)
	classic.open(testPuzzle)
	if strings.Contains(app.HTMLString(classic.p), "rules-text") {
		t.Error("a classic puzzle's page states rules")
	}
	// A digit that breaks a cage shows as a conflict.
	rules := s.game.Rules()
	var cage sudoku.Cage
	for _, c := range rules.Constraints {
		if k, ok := c.(sudoku.Cage); ok && len(k.Cells) == 2 && k.Sum > 0 {
			cage = k
			break
		}
	}
	if len(cage.Cells) == 0 {
		t.Fatal("no cage of two cells")
	}
	s.game.Settings.Mistakes = game.CheckConflicts
	a, b := cage.Cells[0], cage.Cells[1]
	// Two digits that do not make the cage's total.
	da, db := sudoku.Digit(1), sudoku.Digit(9)
	if cage.Sum == 10 {
		db = 8
	}
	pt.enter(a, da, game.Normal)
	pt.enter(b, db, game.Normal)
	if w := s.wrongCells(); !slices.Contains(w, a) || !slices.Contains(w, b) {
		t.Errorf("cage %v of total %d holding %d and %d: wrong cells %v", cage.Cells, cage.Sum, da, db, w)
	}
	// A hint checks the board under the rules first: the digits that
	// break the cage are pointed at.
	pt.run(board.Command{Kind: board.CmdHint})
	if !strings.Contains(s.status, "First fix") {
		t.Errorf("a hint on a board that breaks a cage: status %q", s.status)
	}
	// Saved with its rules: another page on the same games resumes it.
	q := newPageTest(t, pt.store)
	q.open("")
	if q.p.s == nil || game.ID(q.p.s.game) != game.ID(s.game) || q.p.s.game.Digit(a) != da {
		t.Errorf("resumed %v, want the killer with its digit", q.p.s)
	}
	// Shared with its rules.
	frag := share.Encode(s.link(false))
	r := newPageTest(t, nil)
	r.open(frag)
	if r.p.s == nil || game.ID(r.p.s.game) != game.ID(s.game) {
		t.Errorf("the link %q opened %v", frag, r.p.s)
	}
	// From a board without mistakes, a hint reasons with the cages.
	r.run(board.Command{Kind: board.CmdHint})
	if st := r.p.s.status; !strings.Contains(st, "Look for") || !strings.Contains(st, "cage") {
		t.Errorf("a hint on a killer: status %q, want where to look, in a cage", st)
	}
}

// A variant's Share panel exports it for f-puzzles and SudokuPad, which
// read its rules, and not as a line, which would drop them.
func TestVariantExports(t *testing.T) {
	text, _ := publishedVariant(t, "Thermosudoku")
	p, err := codec.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	sp := sharepanel.New().Link(share.Link{Puzzle: p.Grid, Rules: p.Rules}).Jobs(&apptest.Engine{})
	apptest.Mount(t, sp).Consume()
	html := app.HTMLString(sp)
	for _, id := range []string{"export-fpuzzles", "export-sudokupad"} {
		if !strings.Contains(html, `id="`+id+`"`) {
			t.Errorf("no %s", id)
		}
	}
	if strings.Contains(html, `id="export-line"`) || strings.Contains(html, `id="export-sudokuwiki"`) {
		t.Error("a variant exported as a line or for sudokuwiki, without its rules")
	}
	back, err := codec.Parse(codec.FPuzzlesURL(p))
	if err != nil || back.Grid != p.Grid || sudoku.EncodeRules(p.Grid.Shape(), &back.Rules) != sudoku.EncodeRules(p.Grid.Shape(), &p.Rules) {
		t.Errorf("the f-puzzles export reads back as %+v, %v", back, err)
	}
}

// A variant from New opens under its rules, unique, with no level; once
// solved, the card's new puzzle is another of its kind.
func TestGeneratedVariantPlays(t *testing.T) {
	pt := newPageTest(t, nil)
	pt.do(func(ctx app.Context) { pt.p.newGame.GenerateLike(ctx, 9, "", generate.KindKiller) })
	s := pt.p.s
	if s == nil || !s.game.Variant() || pt.p.errMsg != "" {
		t.Fatalf("the killer did not open as a variant: %v, %q (%q)", s, pt.p.errMsg, apptest.TextAfterTag(app.HTMLString(pt.p.newGame), `class="status"`))
	}
	rules := s.game.Rules()
	if kind := generate.VariantOf(s.game.Shape(), &rules); kind != generate.KindKiller {
		t.Fatalf("opened a %q", kind)
	}
	html := app.HTMLString(pt.p)
	if !strings.Contains(html, "Digits in a killer cage do not repeat") {
		t.Error("the killer's rules are not said")
	}
	if !s.hasSolution {
		t.Fatal("no solution for the generated killer")
	}
	for c := range 81 {
		if s.game.Digit(sudoku.Cell(c)) == 0 {
			pt.enter(sudoku.Cell(c), s.solution.At(sudoku.Cell(c)), game.Normal)
		}
	}
	if !s.game.Solved() {
		t.Fatal("entering the solution did not solve it")
	}
	if !strings.Contains(app.HTMLString(pt.p), "Another puzzle like this") {
		t.Error("the result card offers no other puzzle like this")
	}
	pt.run(board.Command{Kind: board.CmdNewAtLevel})
	gens := apptest.Posted[protocol.Generate](pt.engine)
	if len(gens) != 2 {
		t.Fatalf("%d generate jobs, want 2", len(gens))
	}
	if gen := gens[1]; gen.Variant != generate.KindKiller || gen.Size != 9 {
		t.Errorf("a new puzzle like the solved killer asked for %+v", gen)
	}
	if pt.p.s == s || !pt.p.s.game.Variant() {
		t.Error("no new killer opened")
	}
}
