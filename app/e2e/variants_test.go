//go:build !js

package e2e

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/sudoku-app/sudoku/app/share"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// publishedVariant is one of the engine's published variant puzzles
// (engine/solve/testdata/variants.tsv).
type publishedVariant struct {
	name     string
	puzzle   sudoku.Puzzle
	solution string
}

func publishedVariants(t testing.TB) map[string]publishedVariant {
	t.Helper()
	f, err := os.Open(rootDir + "/engine/solve/testdata/variants.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]publishedVariant{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		fields := strings.Split(sc.Text(), "\t")
		if len(fields) < 5 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		p, err := codec.Parse(fields[4])
		if err != nil {
			t.Fatalf("%s: %v", fields[1], err)
		}
		out[fields[1]] = publishedVariant{fields[1], p, fields[3]}
	}
	return out
}

// Every kind of rule, drawn and played on a published puzzle: its link
// opens the puzzle with its rules; the rules' layer draws the rule; a
// cell's label says it; Solve fills in the published solution.
func TestVariantBoards(t *testing.T) {
	puzzles := publishedVariants(t)
	url, _ := startServer(t)
	ctx := newBrowser(t)
	shotOnFailure(t, ctx)
	for _, tc := range []struct {
		name, class, words string
	}{
		{"Thermosudoku", "rule-thermo-line", "thermometer"},
		{"Killer sudoku (Wikipedia)", "rule-cage", "killer cage"},
		{"Arrow sudoku", "rule-arrow-shaft", "arrow"},
		{"Pill arrow", "rule-arrow-circle", "arrow"},
		{"Little killer", "rule-little-killer", "little killer"},
		{"Sudoku X", "rule-diagonal", "diagonal"},
		{"XV-kropki", "rule-xv", "with the cell"},
		{"Kropki sudoku", "rule-kropki-black", "dot"},
		{"Sandwich sudoku", "rule-sandwich", "sandwich"},
		{"German whispers", "rule-whisper", "whispers"},
		{"Renban", "rule-renban", "renban"},
		{"Between lines", "rule-between", "between"},
		{"Palindromes", "rule-palindrome", "palindrome"},
		{"Jigsaw", "rule-region-border", "region"},
		{"X-Windoku", "rule-window", "window"},
		{"Odd even", "rule-odd", "odd"},
		{"Disjoint little killer", "rule-disjoint", "little killer"},
		{"16x16: Jigsaw", "rule-region-border", "region"},
		// Rules drawn nowhere: said beside the board only.
		{"Anti-knight anti-consecutive", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v, ok := puzzles[tc.name]
			if !ok {
				t.Fatalf("no published puzzle %q", tc.name)
			}
			p := v.puzzle
			do(t, ctx, chromedp.Navigate(url+"/#"+share.Encode(share.Link{Puzzle: p.Grid, Rules: p.Rules})))
			waitCells(t, ctx, p.Grid.Shape().Cells())
			if tc.class != "" {
				drawn := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('.board .rules-layer svg .`+tc.class+`').length`))
				if drawn == 0 {
					t.Errorf("no .%s drawn", tc.class)
				}
				labels := run(t, ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('.board .cell')].map(c => c.getAttribute('aria-label')).join('\n')`))
				if !strings.Contains(labels, tc.words) {
					t.Errorf("no cell's label says %q", tc.words)
				}
			}
			// Every rule is stated in words beside the board.
			stated := run(t, ctx, chromedp.Evaluate[string](`(document.querySelector('.rules-text') || {}).textContent || ''`))
			for _, st := range p.Rules.Statements(p.Grid.Shape()) {
				if sentence := st.String(); !strings.Contains(stated, sentence) {
					t.Errorf("the rules beside the board %q do not say %q", stated, sentence)
				}
			}
			screenshot(t, ctx, "variant-"+strings.NewReplacer(" ", "-", ":", "", "(", "", ")", "").Replace(tc.name))
			do(t, ctx, chromedp.Click("#solve"), chromedp.Click("#reveal-yes"))
			waitText(t, ctx, ".overlay.done", "Solution revealed")
			if got := boardText(t, ctx); got != v.solution {
				t.Errorf("Solve shows %s, want the published %s", got, v.solution)
			}
			if n := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('.board .cell.wrong').length`)); n != 0 {
				t.Errorf("%d cells marked wrong in the solution", n)
			}
		})
	}
}

// A variant pasted as an f-puzzles link is graded and plays, and a reload
// resumes it with its rules; a hint checks the board under the rules
// first.
func TestVariantPasteAndResume(t *testing.T) {
	puzzles := publishedVariants(t)
	v := puzzles["Killer sudoku (Wikipedia)"]
	_, ctx := openGame(t, easyPuzzle)
	shotOnFailure(t, ctx)
	do(t, ctx, chromedp.Click("#paste"))
	do(t, ctx, setValue("#paste-text", codec.FPuzzlesURL(v.puzzle)))
	waitText(t, ctx, "#paste-result", "killer cages")
	// Solved, the paste is graded under its rules, as the engine grades
	// it.
	g, err := logic.GradePuzzle(v.puzzle)
	if err != nil {
		t.Fatal(err)
	}
	do(t, ctx, chromedp.Click("#paste-solve"))
	waitText(t, ctx, "#paste-outcome", fmt.Sprintf("Unique solution. Level %s · SE %.1f.", g.Level, g.Rating))
	do(t, ctx, chromedp.Click("#paste-play"))
	run(t, ctx, chromedp.Poll[bool](`!!document.querySelector('.board .rules-layer .rule-cage')`))
	do(t, ctx, chromedp.Click(`[data-cell="0"]`), key("5"))
	do(t, ctx, chromedp.Click("#hint"))
	want := "First fix" // the 5 breaks the solution
	if v.solution[0] == '5' {
		want = "Look for"
	}
	waitText(t, ctx, ".controls .status", want)
	do(t, ctx, chromedp.Reload())
	run(t, ctx, chromedp.Poll[bool](`!!document.querySelector('.board .rules-layer .rule-cage') && (document.querySelector('[data-cell="0"] .digit') || {}).textContent === '5'`))
	if label := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('[data-cell="0"]').getAttribute('aria-label')`)); !strings.Contains(label, "killer cage") {
		t.Errorf("after a reload, r1c1 reads %q", label)
	}
}

// Hints know a jigsaw's regions: vague, then concrete, then applied, and
// the digit placed is the published solution's.
func TestVariantHint(t *testing.T) {
	v := publishedVariants(t)["Jigsaw"]
	ctx, vague, concrete := twoHints(t, v)
	if strings.Contains(vague+concrete, "do not know") || errorText(t, ctx) != "" {
		t.Fatalf("a jigsaw's hint: %q, then %q (error %q)", vague, concrete, errorText(t, ctx))
	}
	// The concrete hint lights up the region it names, not a box.
	if _, rest, ok := strings.Cut(concrete, "region "); ok {
		n, _ := strconv.Atoi(strings.FieldsFunc(rest, func(r rune) bool { return r < '0' || r > '9' })[0])
		var want []string
		for c, r := range v.puzzle.Rules.Regions {
			if r == n-1 {
				want = append(want, strconv.Itoa(c))
			}
		}
		got := run(t, ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('.board .cell.in-house')].map(c => c.dataset.cell).join(' ')`))
		if got != strings.Join(want, " ") {
			t.Errorf("the hint about region %d lights up cells %q, want %q", n, got, strings.Join(want, " "))
		}
	}
	before := strings.Count(boardText(t, ctx), ".")
	do(t, ctx, chromedp.Click("#hint"))
	run(t, ctx, chromedp.Poll[bool](`[...document.querySelectorAll('.board .cell')].filter(c => !c.querySelector('.digit')).length < `+strconv.Itoa(before)+` || document.querySelectorAll('.board .notes').length > 0`,
		chromedp.WithPollingTimeout(5*time.Second)))
	board := boardText(t, ctx)
	for i := range board {
		if board[i] != '.' && board[i] != v.solution[i] {
			t.Fatalf("after the hint cell %d holds %c, the solution %c (%q)", i, board[i], v.solution[i], concrete)
		}
	}
	t.Logf("%s | %s", vague, concrete)
}

// twoHints opens v in a new browser, clicks Hint twice, and returns the
// browser and the two hints: where to look, then the step.
func twoHints(t *testing.T, v publishedVariant) (ctx context.Context, vague, concrete string) {
	t.Helper()
	url, _ := startServer(t)
	ctx = newBrowser(t)
	shotOnFailure(t, ctx)
	do(t, ctx, chromedp.Navigate(url+"/#"+share.Encode(share.Link{Puzzle: v.puzzle.Grid, Rules: v.puzzle.Rules})))
	waitBoard(t, ctx)
	status := `document.querySelector('.controls .status').textContent`
	// A puzzle with rules drawn nowhere opens with them in the status.
	opened := run(t, ctx, chromedp.Evaluate[string](status))
	do(t, ctx, chromedp.Click("#hint"))
	vague = run(t, ctx, chromedp.Poll[string](`(s => s !== `+strconv.Quote(opened)+` ? s : '')(`+status+`)`, chromedp.WithPollingTimeout(20*time.Second)))
	do(t, ctx, chromedp.Click("#hint"))
	concrete = run(t, ctx, chromedp.Poll[string](`(s => s !== `+strconv.Quote(vague)+` ? s : '')(`+status+`)`, chromedp.WithPollingTimeout(5*time.Second)))
	return ctx, vague, concrete
}

// TestVariantStepHints asks hints as a player does on a killer and on
// puzzles of dots, thermometers, arrows, odd and even cells, little
// killers, sandwiches, whispers and between lines (the published renban
// puzzles take the solver seconds, too long for a browser test): where to look, the step (its
// rule's technique), then the step made, which leaves only digits of the
// solution in the notes it fills.
func TestVariantStepHints(t *testing.T) {
	for _, tc := range []struct{ puzzle, vague, technique string }{
		{"Killer sudoku (Wikipedia)", "Look for a cage combination in the cage", "(cage combination)"},
		{"Strict kropki", "Look at the ", "(rule between two cells)"},
		{"Thermosudoku", "Look at the thermometer", "(rule between two cells)"},
		{"Arrow sudoku", "Look at the arrow from", "(arrow sum)"},
		{"Odd even", "Look at the odd and even cells", "(odd and even cells)"},
		{"Little killer", "Look at the little killer along", "(little killer sum)"},
		{"Sandwich sudoku", "Look at the sandwich clue of column 2", "(sandwich sum)"},
		{"German whispers", "Look at the whispers line from", "(rule between two cells)"},
		{"Between lines", "Look at the between line from", "(between line)"},
		// A renban puzzle whose first step is its dots': the hint is
		// taken under the renban rule too (it must not break it).
		{"Renban", "Look at the black dot", "(rule between two cells)"},
	} {
		t.Run(strings.ReplaceAll(tc.puzzle, " ", "-"), func(t *testing.T) {
			v := publishedVariants(t)[tc.puzzle]
			ctx, vague, concrete := twoHints(t, v)
			if !strings.Contains(vague, tc.vague) || !strings.Contains(concrete, tc.technique) || errorText(t, ctx) != "" {
				t.Fatalf("hints: %q, then %q (error %q)", vague, concrete, errorText(t, ctx))
			}
			screenshotOf(t, ctx, ".board", "hint-"+strings.ReplaceAll(tc.puzzle, " ", "-"))
			do(t, ctx, chromedp.Click("#hint"))
			notes := run(t, ctx, chromedp.Poll[[]string](`(ns => ns.length > 0 ? ns : null)([...document.querySelectorAll('.board .cell')].filter(c => c.querySelector('.notes')).map(c => c.dataset.cell + ':' + c.querySelector('.notes').textContent.replace(/\s/g, '')))`,
				chromedp.WithPollingTimeout(5*time.Second)))
			for _, n := range notes {
				cell, digits, _ := strings.Cut(n, ":")
				i, _ := strconv.Atoi(cell)
				if !strings.ContainsRune(digits, rune(v.solution[i])) {
					t.Errorf("after the hint cell %s notes %q, without the solution's %c (%q)", cell, digits, v.solution[i], concrete)
				}
			}
			t.Logf("%s | %s | %d cells with notes", vague, concrete, len(notes))
		})
	}
}

// With mistakes shown, a digit that breaks a variant's rule says which:
// red digits a knight's move apart, or a cage's total passed, are not
// self-evident as a row's repeat is. The status names the rule in the
// words beside the board, and an undo takes the words back with the
// digit; on a phone too, where the status starts on the screen (under
// the keypad of a 360x640 phone it does not: a scroll as digits go in
// would move the cells under the finger).
func TestVariantConflictNamesTheRule(t *testing.T) {
	ps := publishedVariants(t)
	url, _ := startServer(t)
	ctx := newBrowser(t)
	shotOnFailure(t, ctx)
	status := `document.querySelector('.controls .status').textContent`

	knight := ps["Anti-knight anti-consecutive"].puzzle
	do(t, ctx, chromedp.EmulateViewport(1280, 900), chromedp.Navigate(url+"/#"+share.Encode(share.Link{Puzzle: knight.Grid, Rules: knight.Rules})))
	waitBoard(t, ctx)
	openSettings(t, ctx)
	do(t, ctx, setValue("#set-mistakes", "1"))
	rule := knight.Rules.Statements(knight.Grid.Shape())[0].String() // the anti-knight's
	if !strings.Contains(rule, "knight") {
		t.Fatalf("the first rule is %q, not the anti-knight's", rule)
	}
	// r1c3 and r2c5, a knight's move apart, in no row, column or box
	// together.
	do(t, ctx, chromedp.Click(`[data-cell="2"]`), key("9"), chromedp.Click(`[data-cell="13"]`), key("9"))
	waitText(t, ctx, ".controls .status", "A rule is broken: "+rule)
	screenshot(t, ctx, "conflict-anti-knight")
	do(t, ctx, key("z", chromedp.ModifierCtrl))
	run(t, ctx, chromedp.Poll[bool](`!`+status+`.includes('rule')`, chromedp.WithPollingTimeout(5*time.Second)))

	killer := ps["Killer sudoku (Wikipedia)"].puzzle
	do(t, ctx, phone(390, 844), chromedp.Navigate(url+"/#"+share.Encode(share.Link{Puzzle: killer.Grid, Rules: killer.Rules})))
	waitBoard(t, ctx)
	// r1c1 and r1c2, the cage of 3: 2 and 4 pass its total.
	for _, m := range []struct{ cell, digit string }{{"0", "2"}, {"1", "4"}} {
		x, y := centreOf(t, ctx, `[data-cell="`+m.cell+`"]`)
		do(t, ctx, chromedp.TapXY(x, y))
		tap(t, ctx, `.keypad [aria-label^="Enter `+m.digit+`,"]`)
	}
	waitText(t, ctx, ".controls .status", "A rule is broken: "+killer.Rules.Statements(killer.Grid.Shape())[0].String())
	if r := run(t, ctx, chromedp.Evaluate[[]float64](`(r => [r.top, r.bottom])(document.querySelector('.controls .status').getBoundingClientRect())`)); r[0] < 0 || r[0]+20 > 844 {
		t.Errorf("on a 390x844 phone the status is at %v, its first line off the screen", r)
	}
	screenshot(t, ctx, "conflict-killer-390")
}

// A puzzle whose rules the board draws nowhere (anti-knight,
// non-consecutive) looks classic: as it opens, the status says those
// rules, on a phone's screen where the rules' words beside the board are
// under the keypad; the first digit takes the words away. A killer, whose
// cages are drawn, opens with nothing said.
func TestUndrawnRulesSaidAsAPuzzleOpens(t *testing.T) {
	ps := publishedVariants(t)
	knight := ps["Anti-knight anti-consecutive"].puzzle
	ctx := openPhone(t, share.Encode(share.Link{Puzzle: knight.Grid, Rules: knight.Rules}))
	var said []string
	for _, st := range knight.Rules.Statements(knight.Grid.Shape()) {
		said = append(said, st.String())
	}
	want := "Rules the board does not draw: " + strings.Join(said, " ")
	waitText(t, ctx, ".controls .status", want)
	if r := run(t, ctx, chromedp.Evaluate[[]float64](`(r => [r.top, r.bottom])(document.querySelector('.controls .status').getBoundingClientRect())`)); r[0] < 0 || r[0]+20 > 844 {
		t.Errorf("on a 390x844 phone the status is at %v, its first line off the screen", r)
	}
	screenshot(t, ctx, "undrawn-rules-390")
	x, y := cellCentre(t, ctx, 0)
	do(t, ctx, chromedp.TapXY(x, y))
	tap(t, ctx, `.keypad [aria-label^="Enter 1,"]`)
	run(t, ctx, chromedp.Poll[bool](`document.querySelector('.controls .status').textContent === ''`, chromedp.WithPollingTimeout(5*time.Second)))

	killer := ps["Killer sudoku (Wikipedia)"].puzzle
	do(t, ctx, chromedp.Navigate(strings.Split(run(t, ctx, chromedp.Evaluate[string](`location.href`)), "#")[0]+"#"+share.Encode(share.Link{Puzzle: killer.Grid, Rules: killer.Rules})))
	waitBoard(t, ctx)
	run(t, ctx, chromedp.Poll[bool](`!!document.querySelector('.board .rule-cage')`))
	if got := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('.controls .status').textContent`)); got != "" {
		t.Errorf("a killer opens with the status %q, want nothing", got)
	}
}
