//go:build !js

package e2e

import (
	"context"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	cdpruntime "github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// setterCount waits until the setter's count is about the draft as it
// stands and returns it: "0", "1" or "2" (two or more), or the error.
func setterCount(t testing.TB, ctx context.Context) string {
	t.Helper()
	got, err := chromedp.Run(ctx, chromedp.Poll[string](`(() => {
		const el = document.querySelector('#setter-count');
		if (!el || el.dataset.version !== el.dataset.draft) return '';
		if (el.classList.contains('good')) return '1';
		if (el.classList.contains('open')) return '2';
		if (el.textContent.startsWith('No solution')) return '0';
		return 'error: ' + el.textContent;
	})()`, chromedp.WithPollingTimeout(20*time.Second)))
	if err != nil {
		state := run(t, ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('#setter-count, .setter-controls .status, .setter-controls .error')].map(e => e.textContent + ' ' + JSON.stringify(e.dataset)).join(' | ')`))
		t.Fatalf("the setter's count did not settle (%v): %s", err, state)
	}
	return got
}

// setterGivens returns the setter's board as a line of givens.
func setterGivens(t testing.TB, ctx context.Context) string {
	t.Helper()
	return run(t, ctx, chromedp.Evaluate[string](
		`[...document.querySelectorAll('.setter-board .cell')].map(c => (c.querySelector('.digit') || {}).textContent || '.').join('')`))
}

// cellXY returns the centre of cell i on the page.
func cellXY(t testing.TB, ctx context.Context, i int) (float64, float64) {
	t.Helper()
	xy := run(t, ctx, chromedp.Evaluate[[]float64](`(r => [r.x + r.width/2, r.y + r.height/2])(document.querySelector('[data-cell="`+strconv.Itoa(i)+`"]').getBoundingClientRect())`))
	return xy[0], xy[1]
}

// dragCells presses the mouse on the first cell, moves it over the
// others in order and lets go: a line or a cage as a setter draws it.
func dragCells(t testing.TB, ctx context.Context, cells ...int) {
	t.Helper()
	// As a person would, with the board in view.
	do(t, ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector('.board').scrollIntoView({block: 'nearest'})`))
	var steps []chromedp.Action[chromedp.Void]
	for i, c := range cells {
		x, y := cellXY(t, ctx, c)
		typ := input.DispatchMouseEventTypeMouseMoved
		if i == 0 {
			typ = input.DispatchMouseEventTypeMousePressed
		}
		steps = append(steps, chromedp.MouseEvent(typ, x, y, leftDown))
		if i == len(cells)-1 {
			steps = append(steps, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x, y, leftDown))
		}
	}
	do(t, ctx, steps...)
	want := make([]string, len(cells))
	for i, c := range cells {
		want[i] = strconv.Itoa(c)
	}
	selected := `[...document.querySelectorAll('.board .cell.selected')].map(c => c.dataset.cell).join(' ')`
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](selected+` === '`+strings.Join(want, " ")+`'`, chromedp.WithPollingTimeout(3*time.Second))); err != nil {
		t.Fatalf("dragged over %v, selected %q", cells, run(t, ctx, chromedp.Evaluate[string](selected)))
	}
}

// logConsole logs what the page writes to its console and the exceptions
// it throws (a Go panic's trace among them), for a test that fails.
func logConsole(t testing.TB, ctx context.Context) {
	chromedp.Listen(ctx, func(ev any) {
		switch e := ev.(type) {
		case *cdpruntime.EventConsoleAPICalled:
			for _, a := range e.Args {
				t.Logf("console: %s", a.Value)
			}
		case *cdpruntime.EventExceptionThrown:
			t.Logf("exception: %s %v", e.ExceptionDetails.Text, e.ExceptionDetails.Exception)
		}
	})
}

// count counts p's solutions with the engine: 0, 1 or 2 (two or more).
func count(t testing.TB, p sudoku.Puzzle) int {
	t.Helper()
	n, err := solve.Options{}.CountPuzzle(p, 2)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// openBench opens puzzle, which has one solution, as a game, then the
// setter's bench from the open game's puzzle, once the bench has counted
// it. It returns the app's address and the browser.
func openBench(t *testing.T, puzzle string) (string, context.Context) {
	t.Helper()
	url, ctx := openGame(t, puzzle)
	shotOnFailure(t, ctx)
	logConsole(t, ctx)
	do(t, ctx, chromedp.Click("#set"), chromedp.WaitVisible(".setter-board"))
	do(t, ctx, chromedp.Click(".setter-start summary"), chromedp.Click("#setter-from-game"))
	// The click is handled after it returns: until the game's givens are
	// on the bench, the count is the empty grid's.
	givens := strings.ReplaceAll(puzzle, "0", ".")
	run(t, ctx, chromedp.Poll[bool](`[...document.querySelectorAll('.setter-board .cell')].map(c => (c.querySelector('.digit') || {}).textContent || '.').join('') === `+strconv.Quote(givens),
		chromedp.WithPollingTimeout(5*time.Second)))
	if got := setterCount(t, ctx); got != "1" {
		t.Fatalf("the open game's puzzle: count %s, want 1", got)
	}
	return url, ctx
}

// openEmptyBench opens the setter's bench on an empty 9x9 grid, once it
// has counted it (two solutions and more), and returns the browser.
func openEmptyBench(t *testing.T) context.Context {
	t.Helper()
	_, ctx := openGame(t, easyPuzzle)
	shotOnFailure(t, ctx)
	logConsole(t, ctx)
	do(t, ctx, chromedp.Click("#set"), chromedp.WaitVisible(".setter-board"),
		chromedp.Click(".setter-start summary"), chromedp.Click("#setter-empty"))
	if got := setterCount(t, ctx); got != "2" {
		t.Fatalf("an empty grid: count %s", got)
	}
	return ctx
}

// The setter's bench, as a setter uses it: start from a puzzle, take
// givens away until it is not unique, see the true candidates, draw a
// killer cage with the mouse and type its total and see the count follow
// the engine's, make it unique again with givens, minimise, share it and
// open the link in a fresh browser, and test-solve it.
func TestSetterBench(t *testing.T) {
	url, ctx := openBench(t, easyPuzzle)
	if got, want := setterGivens(t, ctx), strings.ReplaceAll(easyPuzzle, "0", "."); got != want {
		t.Fatalf("setter's givens %s, want %s", got, want)
	}
	// Unique and classic: rated, and explained step by step; Esc comes
	// back to the bench.
	rating := run(t, ctx, chromedp.Poll[string](`(s => s.startsWith('Level') ? s : '')(document.querySelector('#setter-rating').textContent)`,
		chromedp.WithPollingTimeout(20*time.Second)))
	if !strings.Contains(rating, "rating") || !strings.Contains(rating, "hardest step") {
		t.Errorf("the rating says %q", rating)
	}
	do(t, ctx, chromedp.Click("#setter-explain"), chromedp.WaitVisible(".explain"), key(kb.Escape), chromedp.WaitVisible(".setter-board"))

	// Take givens away, with the keyboard, until the puzzle is no longer
	// unique: the page's count must follow the engine's at each step.
	puzzle, err := codec.ParseGrid(easyPuzzle)
	if err != nil {
		t.Fatal(err)
	}
	solution, _, err := solve.Options{}.SolvePuzzle(sudoku.Puzzle{Grid: puzzle})
	if err != nil {
		t.Fatal(err)
	}
	removed := 0
	for c := 0; c < 81 && count(t, sudoku.Puzzle{Grid: puzzle}) == 1; c++ {
		if puzzle.At(sudoku.Cell(c)) == 0 {
			continue
		}
		puzzle.Set(sudoku.Cell(c), 0)
		removed++
		do(t, ctx, chromedp.Click(`.setter-board [data-cell="`+strconv.Itoa(c)+`"]`), key(kb.Delete))
		want := strconv.Itoa(count(t, sudoku.Puzzle{Grid: puzzle}))
		if got := setterCount(t, ctx); got != want {
			t.Fatalf("after clearing %d givens: page count %s, engine %s", removed, got, want)
		}
	}
	t.Logf("not unique after clearing %d givens", removed)
	// True candidates: some empty cell shows more than one.
	run(t, ctx, chromedp.Poll[bool](`[...document.querySelectorAll('.setter-board .cell .step-cands')].some(c => [...c.children].filter(s => s.textContent).length > 1)`,
		chromedp.WithPollingTimeout(20*time.Second)))
	trueCands, err := solve.Options{}.TrueCandidates(sudoku.Puzzle{Grid: puzzle})
	if err != nil {
		t.Fatal(err)
	}
	for c, set := range trueCands {
		if puzzle.At(sudoku.Cell(c)) != 0 {
			continue
		}
		var want []string
		for _, d := range set.Digits() {
			want = append(want, d.String())
		}
		got := run(t, ctx, chromedp.Evaluate[string](`[...document.querySelector('.setter-board [data-cell="`+strconv.Itoa(c)+`"] .step-cands').children].map(s => s.textContent).join('')`))
		if got != strings.Join(want, "") {
			t.Fatalf("cell %d shows candidates %q, the engine finds %q", c, got, strings.Join(want, ""))
		}
	}

	// A killer cage drawn with the mouse over two empty cells side by
	// side, its total typed: the count follows the engine's, and the cage
	// is drawn and named in the cells' labels.
	a, b, total := cagePair(t, puzzle, solution)
	before := count(t, sudoku.Puzzle{Grid: puzzle})
	do(t, ctx, chromedp.Click("#tool-cage"))
	dragCells(t, ctx, a, b)
	do(t, ctx, key(kb.Enter))
	run(t, ctx, chromedp.Poll[bool](`!!document.querySelector('.setter-board .rules-layer .rule-cage')`, chromedp.WithPollingTimeout(5*time.Second)))
	for _, ch := range strconv.Itoa(total) {
		do(t, ctx, key(string(ch)))
	}
	rules := sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Cage{Cells: []sudoku.Cell{sudoku.Cell(a), sudoku.Cell(b)}, Sum: total}}}
	after := count(t, sudoku.Puzzle{Grid: puzzle, Rules: rules})
	if got := setterCount(t, ctx); got != strconv.Itoa(after) {
		t.Fatalf("after the cage of %d: page count %s, engine %d", total, got, after)
	}
	t.Logf("the cage of %d over cells %d and %d took the count from %d to %d", total, a, b, before, after)
	if before == after {
		t.Fatalf("the cage chosen does not change the count (%d)", after)
	}
	label := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('.setter-board [data-cell="`+strconv.Itoa(a)+`"]').getAttribute('aria-label')`))
	if !strings.Contains(label, "killer cage of 2 cells, total "+strconv.Itoa(total)) {
		t.Fatalf("cell %d's label %q does not name its cage", a, label)
	}
	screenshot(t, ctx, "setter-cage")

	// Make it unique with givens from the solution, where the engine's
	// true candidates leave a choice.
	do(t, ctx, chromedp.Click("#tool-givens"))
	for count(t, sudoku.Puzzle{Grid: puzzle, Rules: rules}) > 1 {
		cands, err := solve.Options{}.TrueCandidates(sudoku.Puzzle{Grid: puzzle, Rules: rules})
		if err != nil {
			t.Fatal(err)
		}
		c := 0
		for cands[c].Count() < 2 {
			c++
		}
		d := solution.At(sudoku.Cell(c))
		puzzle.Set(sudoku.Cell(c), d)
		do(t, ctx, chromedp.Click(`.setter-board [data-cell="`+strconv.Itoa(c)+`"]`), key(d.String()))
		want := strconv.Itoa(count(t, sudoku.Puzzle{Grid: puzzle, Rules: rules}))
		if got := setterCount(t, ctx); got != want {
			t.Fatalf("after a given in cell %d: page count %s, engine %s", c, got, want)
		}
	}

	// Minimise keeps it unique with no more givens.
	givensBefore := strings.Count(setterGivens(t, ctx), ".")
	do(t, ctx, chromedp.Click("#setter-minimise"))
	status := run(t, ctx, chromedp.Poll[string](`(s => /^Minimised|none can go/.test(s) ? s : '')(document.querySelector('.setter-controls .status').textContent)`,
		chromedp.WithPollingTimeout(20*time.Second)))
	t.Log(status)
	if got := setterCount(t, ctx); got != "1" {
		t.Fatalf("after minimising: count %s", got)
	}
	minimised := setterGivens(t, ctx)
	if strings.Count(minimised, ".") < givensBefore {
		t.Fatalf("minimising added givens: %s", minimised)
	}
	mp, err := codec.ParseGrid(minimised)
	if err != nil {
		t.Fatal(err)
	}
	if n := count(t, sudoku.Puzzle{Grid: mp, Rules: rules}); n != 1 {
		t.Fatalf("the minimised puzzle has %d solutions by the engine", n)
	}
	screenshot(t, ctx, "setter-unique")

	// Undo takes the minimising back; redo puts it again.
	do(t, ctx, key("z", chromedp.ModifierCtrl))
	run(t, ctx, chromedp.Poll[bool](`[...document.querySelectorAll('.setter-board .cell .digit')].length === `+strconv.Itoa(81-givensBefore), chromedp.WithPollingTimeout(5*time.Second)))
	do(t, ctx, key("y", chromedp.ModifierCtrl))
	run(t, ctx, chromedp.Poll[bool](`[...document.querySelectorAll('.setter-board .cell .digit')].length === `+strconv.Itoa(81-strings.Count(minimised, ".")), chromedp.WithPollingTimeout(5*time.Second)))

	// Share: the link opens the puzzle, cage and all, in a fresh browser.
	do(t, ctx, chromedp.Click("#setter-share"), chromedp.WaitVisible("#share-link"))
	link := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('#share-link').value`))
	// The worker's export job writes it.
	fpuzzles := run(t, ctx, chromedp.Poll[string](`(e => e && e.value)(document.querySelector('#export-fpuzzles'))`, chromedp.WithPollingTimeout(10*time.Second)))
	if !strings.HasPrefix(link, url) || !strings.Contains(link, "r=") {
		t.Fatalf("share link %q: want one of this app with its rules", link)
	}
	if fp, err := codec.Parse(fpuzzles); err != nil || fp.Grid.String() != minimised || len(fp.Rules.Constraints) != 1 {
		t.Fatalf("the f-puzzles export %q reads back as %v, %v", fpuzzles, fp, err)
	}
	fresh := newBrowser(t)
	do(t, fresh, chromedp.Navigate(link))
	waitBoard(t, fresh)
	run(t, fresh, chromedp.Poll[bool](`!!document.querySelector('.board .rules-layer .rule-cage')`, chromedp.WithPollingTimeout(5*time.Second)))
	if got := boardText(t, fresh); got != minimised {
		t.Fatalf("the shared link shows %s, want %s", got, minimised)
	}

	// The draft survives a reload, on the bench, open again; Test solve
	// plays it as a game.
	do(t, ctx, chromedp.Reload())
	do(t, ctx, chromedp.WaitVisible(".setter-board"))
	if got := setterGivens(t, ctx); got != minimised {
		t.Fatalf("after a reload the draft is %s, want %s", got, minimised)
	}
	if got := setterCount(t, ctx); got != "1" {
		t.Fatalf("after a reload: count %s", got)
	}
	do(t, ctx, chromedp.Click("#setter-test"))
	run(t, ctx, chromedp.Poll[bool](`!document.querySelector('.setter-board') && !!document.querySelector('.board .rules-layer .rule-cage') && !!document.querySelector('#timer')`,
		chromedp.WithPollingTimeout(5*time.Second)))
	if got := boardText(t, ctx); got != minimised {
		t.Fatalf("Test solve shows %s, want %s", got, minimised)
	}
	// Off the bench, a reload opens on the game.
	do(t, ctx, chromedp.Reload())
	waitBoard(t, ctx)
	do(t, ctx, chromedp.Sleep(500*time.Millisecond))
	if run(t, ctx, chromedp.Evaluate[bool](`!!document.querySelector('.setter-board')`)) {
		t.Error("after Test solve, a reload opens the bench")
	}
}

// cagePair finds two empty cells side by side in puzzle and a total for a
// cage over them that changes its count of solutions: their total in
// solution when that makes the puzzle unique, or else a total that leaves
// it no solution.
func cagePair(t testing.TB, puzzle, solution sudoku.Grid) (a, b, total int) {
	t.Helper()
	s := puzzle.Shape()
	before := count(t, sudoku.Puzzle{Grid: puzzle})
	for _, wantUnique := range []bool{true, false} {
		for c := range s.Cells() {
			for _, nb := range s.EdgeCells(sudoku.Cell(c)) {
				if int(nb) < c || puzzle.At(sudoku.Cell(c)) != 0 || puzzle.At(nb) != 0 {
					continue
				}
				sums := []int{int(solution.At(sudoku.Cell(c)) + solution.At(nb))}
				if !wantUnique {
					sums = []int{3, 4, 16, 17}
				}
				for _, sum := range sums {
					r := sudoku.Rules{Constraints: []sudoku.Constraint{sudoku.Cage{Cells: []sudoku.Cell{sudoku.Cell(c), nb}, Sum: sum}}}
					if n := count(t, sudoku.Puzzle{Grid: puzzle, Rules: r}); n != before && (n == 1) == wantUnique {
						return c, int(nb), sum
					}
				}
			}
		}
	}
	t.Fatal("no cage of two cells changes the count")
	return 0, 0, 0
}

// Every tool of the bench, drawn with the mouse on an empty grid: the
// rules' layer draws it, the first cell's label names it, and the count
// is the engine's for the rules drawn; undo takes each away. The rules
// over the whole grid switch on and off. Regions drawn one by one take
// the boxes' place once they cover the grid.
func TestSetterTools(t *testing.T) {
	ctx := openEmptyBench(t)
	tools := []struct {
		tool  string // the tool button's ID
		cells []int
		class string // what the rules' layer draws
		words string // what the first cell's label says
	}{
		{"tool-cage", []int{0, 1, 10}, "rule-cage", "killer cage of 3 cells"},
		{"tool-thermo", []int{20, 21, 22}, "rule-thermo-bulb", "thermometer"},
		{"tool-arrow", []int{30, 31, 32}, "rule-arrow-circle", "arrow"},
		{"tool-pill-arrow", []int{45, 46, 47, 48}, "rule-arrow-circle", "arrow pill of 2 cells"},
		{"tool-whispers", []int{40, 41, 42}, "rule-whisper", "whispers"},
		{"tool-renban", []int{50, 51}, "rule-renban", "renban"},
		{"tool-between", []int{60, 61, 62}, "rule-between", "between"},
		{"tool-palindrome", []int{56, 66, 76}, "rule-palindrome", "palindrome"},
		{"tool-white-dot", []int{4, 5}, "rule-kropki-white", "white dot"},
		{"tool-black-dot", []int{13, 14}, "rule-kropki-black", "black dot"},
		{"tool-x", []int{24, 25}, "rule-xv", "X"},
		{"tool-v", []int{34, 35}, "rule-xv", "V"},
		{"tool-odd", []int{78}, "rule-odd", "odd"},
		{"tool-even", []int{80}, "rule-even", "even"},
	}
	for _, tc := range tools {
		do(t, ctx, chromedp.Click("#"+tc.tool))
		dragCells(t, ctx, tc.cells...)
		do(t, ctx, key(kb.Enter))
		if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.querySelectorAll('.setter-board .rules-layer .`+tc.class+`').length > 0`, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
			state := run(t, ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('.setter-controls .status, .setter-controls .error, .setter-board .cell.selected')].map(e => e.textContent || e.dataset.cell).join(' | ')`))
			t.Fatalf("%s over %v: nothing drawn (%v): %s", tc.tool, tc.cells, err, state)
		}
		label := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('.setter-board [data-cell="`+strconv.Itoa(tc.cells[0])+`"]').getAttribute('aria-label')`))
		if !strings.Contains(strings.ToLower(label), strings.ToLower(tc.words)) {
			t.Errorf("%s: cell %d's label %q does not say %q", tc.tool, tc.cells[0], label, tc.words)
		}
		if msg := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('.setter-controls .error').textContent`)); msg != "" {
			t.Errorf("%s: %s", tc.tool, msg)
		}
	}
	// The true candidates come for the rules as drawn.
	run(t, ctx, chromedp.Poll[bool](`document.querySelector('.setter-board').dataset.cands === document.querySelector('#setter-count').dataset.draft`, chromedp.WithPollingTimeout(10*time.Second)))
	if note := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('#setter-cands-note').textContent`)); note != "" {
		t.Errorf("true candidates: %s", note)
	}
	if n := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('.setter-board .step-cands').length`)); n != 81 {
		t.Errorf("%d cells show their true candidates, want 81 (count: %s)", n, run(t, ctx, chromedp.Evaluate[string](`document.querySelector("#setter-count").textContent`)))
	}
	screenshot(t, ctx, "setter-tools")
	// The digit keys place givens, as on a phone.
	do(t, ctx, chromedp.Click("#tool-givens"), chromedp.Click(`.setter-board [data-cell="8"]`), chromedp.Click(`.setter-digits [data-digit="7"]`))
	expectCell(t, ctx, 8, "7||")
	do(t, ctx, chromedp.Click("#setter-erase"))
	expectCell(t, ctx, 8, ".||")
	// A thermo that jumps a cell is refused in words, and nothing changes.
	layer := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('.setter-board .rules-layer').innerHTML`))
	x, y := cellXY(t, ctx, 46)
	do(t, ctx, chromedp.Click("#tool-thermo"), chromedp.Click(`.setter-board [data-cell="44"]`),
		chromedp.MouseClickXY(x, y, chromedp.ButtonModifiers(chromedp.ModifierCtrl)), key(kb.Enter))
	msg := run(t, ctx, chromedp.Poll[string](`document.querySelector('.setter-controls .error').textContent`, chromedp.WithPollingTimeout(5*time.Second)))
	if !strings.Contains(msg, "does not touch") {
		t.Errorf("a broken thermo says %q", msg)
	}
	if got := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('.setter-board .rules-layer').innerHTML`)); got != layer {
		t.Error("a refused thermo changed the drawing")
	}
	// Undo takes the edits back one by one: the given and its erasing,
	// then the tools' drawings.
	for range len(tools) + 2 {
		do(t, ctx, key("z", chromedp.ModifierCtrl))
	}
	run(t, ctx, chromedp.Poll[bool](`document.querySelector('.setter-board .rules-layer').hidden`, chromedp.WithPollingTimeout(5*time.Second)))

	// Rules over the whole grid: the count follows the engine's.
	for _, id := range []string{"global-diagonals", "global-anti-knight"} {
		do(t, ctx, chromedp.Click("#"+id))
	}
	run(t, ctx, chromedp.Poll[bool](`document.querySelectorAll('.setter-board .rules-layer .rule-diagonal').length > 0`, chromedp.WithPollingTimeout(5*time.Second)))
	if got := setterCount(t, ctx); got != "2" {
		t.Fatalf("X and anti-knight on an empty grid: count %s", got)
	}

	// Nine regions, the rows drawn as regions: the boxes give way.
	do(t, ctx, chromedp.Click("#global-diagonals"), chromedp.Click("#global-anti-knight"), chromedp.Click("#tool-region"))
	for r := range 9 {
		var row []int
		for c := range 9 {
			row = append(row, r*9+c)
		}
		dragCells(t, ctx, row...)
		do(t, ctx, key(kb.Enter))
	}
	run(t, ctx, chromedp.Poll[bool](`document.querySelectorAll('.setter-board .rules-layer .rule-region-border').length > 0 && !document.querySelector('.setter-board .cell.box-top')`, chromedp.WithPollingTimeout(5*time.Second)))
	label := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('.setter-board [data-cell="10"]').getAttribute('aria-label')`))
	if !strings.Contains(label, "region 2") {
		t.Errorf("r2c2's label %q does not name its region", label)
	}
	rows := make([]int, 81)
	for c := range rows {
		rows[c] = c / 9
	}
	want := strconv.Itoa(count(t, sudoku.Puzzle{Grid: sudoku.NewGrid(sudoku.Classic), Rules: sudoku.Rules{Regions: rows}}))
	if got := setterCount(t, ctx); got != want {
		t.Fatalf("rows as regions: count %s, the engine's %s", got, want)
	}
	do(t, ctx, chromedp.Click("#setter-show-cands"))
	screenshot(t, ctx, "setter-regions")
}

// TestSetterClueTools draws a little killer and a sandwich clue with the
// mouse, their totals typed first: each is drawn outside the grid, and
// the true candidates follow the little killer (two cells adding up to 3
// hold 1 and 2).
func TestSetterClueTools(t *testing.T) {
	ctx := openEmptyBench(t)
	for _, tc := range []struct {
		tool, total string
		cells       []int
		class       string
	}{
		{"tool-little-killer", "3", []int{1, 9}, "rule-little-killer-arrow"}, // r1c2 then r2c1: the diagonal's two cells
		{"tool-sandwich", "0", []int{72, 73}, "rule-sandwich"},               // row 9: its 1 and 9 side by side
	} {
		do(t, ctx, chromedp.Click("#"+tc.tool), setValue("#tool-total", tc.total))
		dragCells(t, ctx, tc.cells...)
		do(t, ctx, key(kb.Enter))
		if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.querySelectorAll('.setter-board .rules-layer .`+tc.class+`').length > 0`, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
			t.Fatalf("%s: nothing drawn (%v): %q", tc.tool, err, run(t, ctx, chromedp.Evaluate[string](`document.querySelector('.setter-controls .error').textContent`)))
		}
	}
	run(t, ctx, chromedp.Poll[bool](`document.querySelector('.setter-board').dataset.cands === document.querySelector('#setter-count').dataset.draft`, chromedp.WithPollingTimeout(10*time.Second)))
	for _, c := range []int{9, 1} {
		got := run(t, ctx, chromedp.Evaluate[string](`[...document.querySelector('.setter-board [data-cell="`+strconv.Itoa(c)+`"] .step-cands').children].map(s => s.textContent).join('')`))
		if got != "12" {
			t.Errorf("cell %d shows true candidates %q, want 12 (a little killer of 3 over two cells)", c, got)
		}
	}
	screenshot(t, ctx, "setter-clues")
}

// Cages joined as a setter joins them, with the mouse: two cages drawn,
// the first given a total, and a third beside them; a drag from the
// first across to the second joins those two into one cage (the third,
// touching but not selected, stays apart). The board draws one outline
// round the five cells with the total in their top-left cell, the cells'
// labels and the draft kept in storage say the same, the status says
// what happened, and the count is the engine's. Undo brings back the two
// cages; redo joins them again; Out of cage takes an end cell out.
func TestSetterJoinCages(t *testing.T) {
	ctx := openEmptyBench(t)
	cages := `document.querySelectorAll('.setter-board .rules-layer .rule-cage').length`
	waitCages := func(n int) {
		t.Helper()
		if _, err := chromedp.Run(ctx, chromedp.Poll[bool](cages+` === `+strconv.Itoa(n), chromedp.WithPollingTimeout(5*time.Second))); err != nil {
			state := run(t, ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('.setter-controls .status, .setter-controls .error')].map(e => e.textContent).join(' | ')`))
			t.Fatalf("%d cages drawn, want %d: %s", run(t, ctx, chromedp.Evaluate[int](cages)), n, state)
		}
	}
	label := func(c int) string {
		return run(t, ctx, chromedp.Evaluate[string](`document.querySelector('.setter-board [data-cell="`+strconv.Itoa(c)+`"]').getAttribute('aria-label')`))
	}
	status := func() string {
		return run(t, ctx, chromedp.Evaluate[string](`document.querySelector('.setter-controls .status').textContent`))
	}
	do(t, ctx, chromedp.Click("#tool-cage"))
	dragCells(t, ctx, 0, 1) // r1c1, r1c2: a total of 17
	do(t, ctx, key(kb.Enter))
	waitCages(1)
	do(t, ctx, key("1"), key("7"))
	run(t, ctx, chromedp.Poll[bool](`[...document.querySelectorAll('.setter-board .rule-cage-sum')].map(e => e.textContent).join() === '17'`, chromedp.WithPollingTimeout(5*time.Second)))
	dragCells(t, ctx, 3, 12) // r1c4, r2c4
	do(t, ctx, key(kb.Enter))
	waitCages(2)
	dragCells(t, ctx, 20, 21) // r3c3, r3c4: beside the second
	do(t, ctx, key(kb.Enter))
	waitCages(3)

	// r1c2 to r1c4: the selection takes in the first two cages.
	dragCells(t, ctx, 1, 2, 3)
	do(t, ctx, key(kb.Enter))
	waitCages(2)
	if got, want := status(), "2 cages joined: 4 cells → 5 cells, total 17 kept."; got != want {
		t.Errorf("the status says %q, want %q", got, want)
	}
	for _, c := range []int{0, 1, 2, 3, 12} {
		if l := label(c); !strings.Contains(l, "killer cage of 5 cells, total 17") {
			t.Errorf("cell %d's label %q does not name the joined cage", c, l)
		}
	}
	if l := label(20); !strings.Contains(l, "killer cage of 2 cells") {
		t.Errorf("r3c3's label %q: the cage beside should stay apart", l)
	}
	if got := run(t, ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('.setter-board .rule-cage-sum')].map(e => e.textContent).join()`)); got != "17" {
		t.Errorf("totals drawn %q, want 17 alone", got)
	}
	// The total sits in the joined cage's top-left cell, r1c1: its text
	// across, its background (as tall as its figures; the text's box is
	// the font's, taller) down.
	if got := run(t, ctx, chromedp.Evaluate[bool](`(() => {
		const sum = document.querySelector('.setter-board .rule-cage-sum').getBoundingClientRect();
		const bg = document.querySelector('.setter-board .rule-cage-sum-bg').getBoundingClientRect();
		const cell = document.querySelector('.setter-board [data-cell="0"]').getBoundingClientRect();
		return sum.left >= cell.left && sum.right <= cell.left + cell.width/2 && bg.top >= cell.top && bg.bottom <= cell.top + cell.height/2;
	})()`)); !got {
		t.Error("the total is not in r1c1's top-left corner")
	}
	// The draft kept between visits is the joined one, the cage in the
	// first cage's place.
	kept := run(t, ctx, chromedp.Evaluate[string](`localStorage.getItem('sudoku/setter')`))
	givens, rules, err := game.ParseID(kept)
	if err != nil {
		t.Fatalf("the draft kept %q: %v", kept, err)
	}
	cell := func(cs ...int) []sudoku.Cell {
		out := make([]sudoku.Cell, len(cs))
		for i, c := range cs {
			out[i] = sudoku.Cell(c)
		}
		return out
	}
	want := []sudoku.Constraint{sudoku.Cage{Cells: cell(0, 1, 3, 12, 2), Sum: 17}, sudoku.Cage{Cells: cell(20, 21)}}
	if !reflect.DeepEqual(rules.Constraints, want) {
		t.Errorf("the draft's rules %v, want %v", rules.Constraints, want)
	}
	if got, want := setterCount(t, ctx), strconv.Itoa(count(t, sudoku.Puzzle{Grid: givens, Rules: rules})); got != want {
		t.Errorf("the joined cages: page count %s, engine %s", got, want)
	}
	screenshot(t, ctx, "setter-cages-joined")
	screenshotOf(t, ctx, ".setter-board", "setter-cages-joined-board")

	// Undo brings back the two cages, as they were; redo joins them.
	do(t, ctx, key("z", chromedp.ModifierCtrl))
	waitCages(3)
	if l := label(0); !strings.Contains(l, "killer cage of 2 cells, total 17") {
		t.Errorf("after undo, r1c1's label %q", l)
	}
	if l := label(12); !strings.Contains(l, "killer cage of 2 cells without a total") {
		t.Errorf("after undo, r2c4's label %q: want its cage of 2 cells without a total", l)
	}
	if l := label(2); strings.Contains(l, "cage") {
		t.Errorf("after undo, r1c3's label %q: want no cage", l)
	}
	do(t, ctx, key("y", chromedp.ModifierCtrl))
	waitCages(2)

	// Out of cage: r2c4, an end, leaves a cage of 4 cells with its total.
	do(t, ctx, chromedp.Click(`.setter-board [data-cell="12"]`), chromedp.Click("#setter-uncage"))
	run(t, ctx, chromedp.Poll[bool](`!document.querySelector('.setter-board [data-cell="12"]').getAttribute('aria-label').includes('cage')`, chromedp.WithPollingTimeout(5*time.Second)))
	if got, want := status(), "Cage shrunk: 5 cells → 4 cells, total 17 kept."; got != want {
		t.Errorf("out of cage: the status says %q, want %q", got, want)
	}
	if l := label(0); !strings.Contains(l, "killer cage of 4 cells, total 17") {
		t.Errorf("out of cage: r1c1's label %q", l)
	}
	do(t, ctx, chromedp.Evaluate[chromedp.Void](`document.querySelector('.setter-controls .status').scrollIntoView({block: 'nearest'})`))
	screenshot(t, ctx, "setter-cage-out")
}

// Make harder, as a setter uses it on a classic puzzle: the open game's
// easy puzzle on the bench becomes one Sudoku Explainer rates higher,
// still with one solution, and undo brings the easy one back.
func TestSetterMakeHarder(t *testing.T) {
	_, ctx := openBench(t, easyPuzzle)
	easy := setterGivens(t, ctx)
	rating := `document.querySelector('#setter-rating').textContent`
	before := run(t, ctx, chromedp.Poll[string](`(s => s.startsWith('Level') ? s : '')(`+rating+`)`, chromedp.WithPollingTimeout(20*time.Second)))

	do(t, ctx, chromedp.Click("#setter-harder"))
	status := run(t, ctx, chromedp.Poll[string](`(s => /^Made harder|^No harder/.test(s) ? s : '')(document.querySelector('.setter-controls .status').textContent)`,
		chromedp.WithPollingTimeout(30*time.Second)))
	t.Log(status)
	if !strings.HasPrefix(status, "Made harder") {
		t.Fatalf("after Make harder the bench says %q", status)
	}
	if got := setterCount(t, ctx); got != "1" {
		t.Fatalf("after Make harder: count %s", got)
	}
	harder := setterGivens(t, ctx)
	hp, err := codec.ParseGrid(harder)
	if err != nil {
		t.Fatal(err)
	}
	if harder == easy || count(t, sudoku.Puzzle{Grid: hp}) != 1 {
		t.Fatalf("Make harder left %s: want another puzzle with one solution", harder)
	}
	after := run(t, ctx, chromedp.Poll[string](`(s => s.startsWith('Level') && s !== `+strconv.Quote(before)+` ? s : '')(`+rating+`)`,
		chromedp.WithPollingTimeout(20*time.Second)))
	if seRating(t, after) <= seRating(t, before) {
		t.Fatalf("from %q to %q: not harder", before, after)
	}
	t.Logf("%q -> %q", before, after)
	screenshot(t, ctx, "setter-harder")

	// Undo takes the harder puzzle back.
	do(t, ctx, key("z", chromedp.ModifierCtrl))
	run(t, ctx, chromedp.Poll[bool](`[...document.querySelectorAll('.setter-board .cell')].map(c => (c.querySelector('.digit') || {}).textContent || '.').join('') === `+strconv.Quote(easy),
		chromedp.WithPollingTimeout(5*time.Second)))
}

// seRating reads SE's rating out of the bench's rating line: "Level
// Master, rating SE 8.9 (hardest step: ...)" is 8.9.
func seRating(t testing.TB, line string) float64 {
	t.Helper()
	_, rest, ok := strings.Cut(line, "SE ")
	num, _, _ := strings.Cut(rest, " ")
	f, err := strconv.ParseFloat(strings.TrimRight(num, "+,"), 64)
	if !ok || err != nil {
		t.Fatalf("no SE rating in %q", line)
	}
	return f
}

// A cage's total typed before Apply, as SudokuPad's and f-puzzles'
// setters type it: drag r1c1-r1c2, type 1 2, Enter draws a cage of total
// 12 and places no givens; 1 0 makes 10, typed first or after.
func TestSetterTotalTypedFirst(t *testing.T) {
	ctx := openEmptyBench(t)
	sums := `[...document.querySelectorAll('.setter-board .rule-cage-sum')].map(e => e.textContent).join()`
	waitSums := func(want string) {
		t.Helper()
		if _, err := chromedp.Run(ctx, chromedp.Poll[bool](sums+` === `+strconv.Quote(want), chromedp.WithPollingTimeout(5*time.Second))); err != nil {
			state := run(t, ctx, chromedp.Evaluate[string](`[...document.querySelectorAll('#tool-how, .setter-controls .status, .setter-controls .error')].map(e => e.textContent).join(' | ')`))
			t.Fatalf("totals drawn %q, want %q: %s", run(t, ctx, chromedp.Evaluate[string](sums)), want, state)
		}
	}
	do(t, ctx, chromedp.Click("#tool-cage"))
	dragCells(t, ctx, 0, 1)
	do(t, ctx, key("1"), key("2"))
	waitText(t, ctx, "#tool-how", "Total 12")
	do(t, ctx, key(kb.Enter))
	waitSums("12")
	if got := setterGivens(t, ctx); strings.Trim(got, ".") != "" {
		t.Errorf("the total typed first placed givens: %s", got)
	}
	// 1 0: a total of 10, typed first, then after on a cage drawn without.
	dragCells(t, ctx, 3, 4)
	do(t, ctx, key("1"), key("0"), key(kb.Enter))
	waitSums("12,10")
	dragCells(t, ctx, 6, 7)
	do(t, ctx, key(kb.Enter))
	run(t, ctx, chromedp.Poll[bool](`document.querySelectorAll('.setter-board .rule-cage').length === 3`, chromedp.WithPollingTimeout(5*time.Second)))
	do(t, ctx, key("1"), key("0"))
	waitSums("12,10,10")
	screenshotOf(t, ctx, ".setter-board", "setter-totals-typed-first")
}

// What the bench says stays in view at 1280x900: a drawing's error comes
// under the tools, not under the fold; picking the Cage tool moves no
// key or button (its 0 key is always there); Share opens its panel on
// the screen, and warns while the puzzle has more than one solution.
// The build before put the error and the share panel 25-100 px past the
// screen's bottom and moved Apply 87 px down in the Cage tool.
func TestSetterBenchKeepsItsWordsInView(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	shotOnFailure(t, ctx)
	do(t, ctx, chromedp.EmulateViewport(1280, 900))
	do(t, ctx, chromedp.Click("#set"), chromedp.WaitVisible(".setter-board"),
		chromedp.Click(".setter-start summary"), chromedp.Click("#setter-empty"))
	if got := setterCount(t, ctx); got != "2" {
		t.Fatalf("an empty grid: count %s", got)
	}
	clickAt := func(sel string) {
		x, y := centreOf(t, ctx, sel)
		do(t, ctx, chromedp.MouseClickXY(x, y))
	}
	clickAt(".setter-start summary") // folded again, as it opens
	top := func(sel string) float64 {
		return run(t, ctx, chromedp.Evaluate[float64](`document.querySelector('`+sel+`').getBoundingClientRect().top + scrollY`))
	}
	apply, zero := top("#setter-apply"), top(`.setter-digits [data-digit="0"]`)
	if !run(t, ctx, chromedp.Evaluate[bool](`document.querySelector('.setter-digits [data-digit="0"]').disabled`)) {
		t.Error("the 0 key takes keys in the Givens tool")
	}
	clickAt("#tool-cage")
	run(t, ctx, chromedp.Poll[bool](`document.querySelector('#tool-cage').classList.contains('active') && !document.querySelector('.setter-digits [data-digit="0"]').disabled`))
	if a, z := top("#setter-apply"), top(`.setter-digits [data-digit="0"]`); a != apply || z != zero {
		t.Errorf("in the Cage tool Apply is at %v px (was %v), the 0 key at %v (was %v)", a, apply, z, zero)
	}

	// A thermometer through cells that do not touch: the error under the
	// tools, on the screen.
	clickAt("#tool-thermo")
	x, y := cellXY(t, ctx, 44)
	do(t, ctx, chromedp.MouseClickXY(x, y))
	x, y = cellXY(t, ctx, 46)
	do(t, ctx, chromedp.MouseClickXY(x, y, chromedp.ButtonModifiers(chromedp.ModifierCtrl)))
	clickAt("#setter-apply")
	waitText(t, ctx, ".setter-controls .error", "does not touch")
	if bottom := run(t, ctx, chromedp.Evaluate[float64](`document.querySelector('.setter-controls .error').getBoundingClientRect().bottom`)); bottom > 900 {
		t.Errorf("the error's bottom is at %v px on a screen 900 px tall", bottom)
	}
	screenshot(t, ctx, "setter-error-in-view")

	clickAt("#setter-share")
	do(t, ctx, chromedp.WaitVisible("#share-link"))
	link := run(t, ctx, chromedp.Poll[[]float64](`(r => r.height > 0 && [r.top, r.bottom])(document.querySelector('#share-link').getBoundingClientRect())`))
	if link[0] < 0 || link[1] > 900 {
		t.Errorf("the share link's field is at %v-%v px on a screen 900 px tall", link[0], link[1])
	}
	waitText(t, ctx, ".setter-share-warning", "more than one solution")
	screenshot(t, ctx, "setter-share-in-view")
}
