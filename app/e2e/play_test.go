//go:build !js

package e2e

import (
	"context"
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/solve"
)

// easyPuzzle is Project Euler 96, grid 01: singles solve it.
const easyPuzzle = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."

// onNewDocument runs script in every page before the page's own scripts.
func onNewDocument(script string) chromedp.Action[chromedp.Void] {
	return func(ctx context.Context, t *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: script})
		return chromedp.Void{}, err
	}
}

// blockedStorage is a script for onNewDocument that makes window's
// property name (localStorage, indexedDB) throw when touched, as the
// browser does in a third-party iframe with storage blocked; when
// framesOnly, in frames alone.
func blockedStorage(name string, framesOnly bool) string {
	script := `Object.defineProperty(window, '` + name + `', {
		configurable: true,
		get() { throw new DOMException('The operation is insecure.', 'SecurityError'); }
	});`
	if framesOnly {
		return `if (window !== window.top) ` + script
	}
	return script
}

func key(k string, mods ...chromedp.Modifier) chromedp.Action[chromedp.Void] {
	return chromedp.KeyEvent(k, chromedp.KeyModifiers(mods...))
}

// cellState returns what cell i shows: its digit ('.' when none), corner
// notes and centre notes, as one string "digit|corner|centre".
func cellState(i int) string {
	return `(() => {
		const c = document.querySelector('[data-cell="` + strconv.Itoa(i) + `"]');
		if (!c) return 'no cell';
		const digit = (c.querySelector('.digit') || {textContent: '.'}).textContent;
		const corner = [...c.querySelectorAll('.corner-note')].map(n => n.textContent).join('');
		const centre = (c.querySelector('.centre-notes, .centre-grid, .centre-grid-inset') || {textContent: ''}).textContent;
		return digit + '|' + corner + '|' + centre;
	})()`
}

// expectCell waits until cell i shows want ("digit|corner|centre"): the page
// repaints asynchronously after an input event.
func expectCell(t testing.TB, ctx context.Context, i int, want string) {
	t.Helper()
	wait, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if _, err := chromedp.Run(wait, chromedp.Poll[bool](cellState(i)+` === '`+want+`'`)); err != nil {
		got := run(t, ctx, chromedp.Evaluate[string](cellState(i)))
		t.Fatalf("cell %d shows %q, want %q", i, got, want)
	}
}

func solutionOf(t testing.TB, puzzle string) string {
	t.Helper()
	g, err := codec.ParseGrid(puzzle)
	if err != nil {
		t.Fatal(err)
	}
	sol, unique, err := solve.Solve(g)
	if err != nil || !unique {
		t.Fatalf("test puzzle has no unique solution: %v", err)
	}
	return sol.String()
}

// typeSolution returns the key presses that fill the 9x9 puzzle with sol,
// from r1c1: a digit in each empty cell, arrows between.
func typeSolution(puzzle, sol string) []chromedp.Action[chromedp.Void] {
	var keys []chromedp.Action[chromedp.Void]
	for r := 0; r < 9; r++ {
		for c := 0; c < 9; c++ {
			if i := r*9 + c; puzzle[i] == '.' {
				keys = append(keys, key(string(sol[i])))
			}
			if c < 8 {
				keys = append(keys, key(kb.ArrowRight))
			}
		}
		// Arrows wrap around: down, then right from column 9 is column 1.
		keys = append(keys, key(kb.ArrowDown), key(kb.ArrowRight))
	}
	return keys
}

func TestPlayWholePuzzleWithKeyboard(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	sol := solutionOf(t, easyPuzzle)

	do(t, ctx, chromedp.Click(`[data-cell="0"]`))
	keys := typeSolution(easyPuzzle, sol)
	start := time.Now()
	do(t, ctx, keys...)
	t.Logf("%d key presses in %v", len(keys), time.Since(start))

	summary := run(t, ctx, chromedp.Poll[string](`(document.querySelector('#summary') || {}).textContent`,
		chromedp.WithPollingTimeout(10*time.Second)))
	if !strings.Contains(summary, "Time") || !strings.Contains(summary, "No hints") {
		t.Errorf("completion summary %q lacks the time and hint count", summary)
	}
	if got := boardText(t, ctx); got != sol {
		t.Errorf("board %s, want the solution %s", got, sol)
	}
}

func TestNotesUndoRedo(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)

	do(t, ctx, chromedp.Click(`[data-cell="0"]`),
		key("5", chromedp.ModifierShift), // corner note
		key("7", chromedp.ModifierCtrl),  // centre note
		key("x"), key("3"),               // corner mode, then 3
	)
	expectCell(t, ctx, 0, ".|35|7")
	do(t, ctx, key("z", chromedp.ModifierCtrl))
	expectCell(t, ctx, 0, ".|5|7")
	do(t, ctx, key("y", chromedp.ModifierCtrl))
	expectCell(t, ctx, 0, ".|35|7")
	do(t, ctx, key("z", chromedp.ModifierCtrl), key("z", chromedp.ModifierCtrl, chromedp.ModifierShift))
	expectCell(t, ctx, 0, ".|35|7")
	// A digit hides the notes; erasing it brings them back.
	do(t, ctx, key("z"), key("4"))
	expectCell(t, ctx, 0, "4||")
	do(t, ctx, key(kb.Backspace))
	expectCell(t, ctx, 0, ".|35|7")
	// Multi-cell: Shift-click adds r1c2; a note goes into both.
	nodes := run(t, ctx, chromedp.Nodes(`[data-cell="1"]`))
	do(t, ctx, chromedp.MouseClickNode(nodes[0], chromedp.ButtonModifiers(chromedp.ModifierShift)), key("9", chromedp.ModifierShift))
	expectCell(t, ctx, 0, ".|359|7")
	expectCell(t, ctx, 1, ".|9|")
}

// highlights names what lights up the given cells: the background each
// shows (peer, same, selected, or none) and, for an empty cell, the weight
// of its notes, as "cell:background" or "cell:background/weight".
func highlights(cells ...int) string {
	list, _ := json.Marshal(cells)
	return `(() => {
		const named = {};
		for (const name of ['peer', 'same', 'selected']) {
			const d = document.createElement('div');
			d.style.background = 'var(--' + name + ')';
			document.body.append(d);
			named[getComputedStyle(d).backgroundColor] = name;
			d.remove();
		}
		return ` + string(list) + `.map(i => {
			const c = document.querySelector('[data-cell="' + i + '"]');
			const note = c.querySelector('.notes span');
			return i + ':' + (named[getComputedStyle(c).backgroundColor] || 'none') + (note ? '/' + getComputedStyle(note).fontWeight : '');
		}).join(' ');
	})()`
}

// expectHighlights waits until highlights(cells) is want.
func expectHighlights(t testing.TB, ctx context.Context, want string, cells ...int) {
	t.Helper()
	wait, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if _, err := chromedp.Run(wait, chromedp.Poll[bool](highlights(cells...)+` === '`+want+`'`)); err != nil {
		t.Fatalf("highlights %q, want %q", run(t, ctx, chromedp.Evaluate[string](highlights(cells...))), want)
	}
}

// Selecting a cell lights up its peers, the cells holding its digit, and
// that digit among notes; moving the selection moves all of it.
func TestSelectionHighlights(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)

	// r5c5 (cell 40) gets a corner note 3 and another of 5; then the given 3
	// in r1c3 (cell 2) is selected. Cell 0 shares its row, cell 20 its
	// box, cell 74 its column; cell 12 holds a 3 elsewhere; cell 8 is in
	// its row but not in r2c3's (cell 11), where the selection moves next.
	do(t, ctx, chromedp.Click(`[data-cell="40"]`), key("3", chromedp.ModifierShift), key("5", chromedp.ModifierShift),
		chromedp.Click(`[data-cell="2"]`))
	expectHighlights(t, ctx, "2:selected 0:peer 20:peer 74:peer 12:same 40:none/800 8:peer", 2, 0, 20, 74, 12, 40, 8)
	// r2c3 is empty: its peers light up, and no digit does.
	do(t, ctx, key(kb.ArrowDown))
	expectHighlights(t, ctx, "11:selected 2:peer 12:peer 8:none 40:none/500", 11, 2, 12, 8, 40)
	// Two cells selected: nothing but the selection lights up.
	nodes := run(t, ctx, chromedp.Nodes(`[data-cell="2"]`))
	do(t, ctx, chromedp.MouseClickNode(nodes[0], chromedp.ButtonModifiers(chromedp.ModifierShift)))
	expectHighlights(t, ctx, "11:selected 2:selected 0:none 12:none", 11, 2, 0, 12)
}

func TestReloadRestoresGame(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	do(t, ctx, chromedp.Click(`[data-cell="0"]`), key("4"), key(kb.ArrowRight), key("8", chromedp.ModifierShift))
	expectCell(t, ctx, 1, ".|8|")
	time.Sleep(2500 * time.Millisecond) // let the clock run
	before := boardText(t, ctx)
	timer := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('#timer').textContent`))

	do(t, ctx, chromedp.Reload())
	waitBoard(t, ctx)
	if got := boardText(t, ctx); got != before {
		t.Errorf("after reload board %s, want %s", got, before)
	}
	expectCell(t, ctx, 1, ".|8|")
	after := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('#timer').textContent`))
	if after < timer || after == "0:00" {
		t.Errorf("timer %s after reload, was %s before", after, timer)
	}
	// Undo history survives too.
	do(t, ctx, key("z", chromedp.ModifierCtrl), key("z", chromedp.ModifierCtrl))
	expectCell(t, ctx, 0, ".||")
	expectCell(t, ctx, 1, ".||")
}

// mutatedCells records, from now on, which cells' DOM changes (the cell
// element or anything in it); the next call of takeMutatedCells returns
// them, sorted, and clears the record.
const mutatedCells = `(() => {
	window.__mutated = new Set();
	new MutationObserver(records => {
		for (const r of records) {
			const el = r.target.nodeType === Node.ELEMENT_NODE ? r.target : r.target.parentElement;
			const cell = el && el.closest('[data-cell]');
			if (cell) window.__mutated.add(+cell.dataset.cell);
		}
	}).observe(document.querySelector('.board'), {subtree: true, childList: true, characterData: true, attributes: true});
})()`

const takeMutatedCells = `(() => { const m = [...window.__mutated].sort((a, b) => a - b); window.__mutated.clear(); return m; })()`

// A key press changes the DOM of the cells it changes and no other: not
// the peers whose highlight moves, not the cells holding the digit.
func TestKeyPressTouchesOnlyItsCells(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	do(t, ctx, chromedp.Click(`[data-cell="0"]`), chromedp.Evaluate[chromedp.Void](mutatedCells))
	for _, step := range []struct {
		name, key string
		want      []int
	}{
		{"ArrowRight", kb.ArrowRight, []int{0, 1}}, // the selection and the cursor move
		{"3", "3", []int{1}},                       // a digit: the cell; every 3 lights up through the board's classes
		{"ArrowDown", kb.ArrowDown, []int{1, 10}},
		{"Backspace", kb.Backspace, nil}, // r2c2 is empty: nothing to erase
	} {
		do(t, ctx, key(step.key))
		// Two frames: the change is made and painted by then.
		run(t, ctx, chromedp.Evaluate[bool](`new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`, chromedp.EvalAwaitPromise))
		got := run(t, ctx, chromedp.Evaluate[[]int](takeMutatedCells))
		if !slices.Equal(got, step.want) {
			t.Errorf("after %s the cells changed are %v, want %v", step.name, got, step.want)
		}
	}
}

// On phone widths the page fits: no sideways scrolling, and every control
// of the top bar and the keypad within the screen.
func TestPhoneWidthsFit(t *testing.T) {
	url, _ := startServer(t)
	ctx := newBrowser(t)
	for _, width := range []int64{360, 390, 412} {
		do(t, ctx, chromedp.EmulateViewport(width, 800), chromedp.Navigate(url+"/#"+easyPuzzle))
		waitBoard(t, ctx)
		if off := offScreen(t, ctx); off != "" {
			t.Errorf("%d px wide: off the screen: %s", width, off)
		}
		// The setter's bench too.
		clickMenu(t, ctx, true, "set")
		do(t, ctx, chromedp.WaitVisible(".setter-board"))
		if off := offScreen(t, ctx); off != "" {
			t.Errorf("%d px wide, the setter's bench: off the screen: %s", width, off)
		}
		if width == 360 {
			screenshot(t, ctx, "setter-phone")
		}
		clickMenu(t, ctx, true, "set")
		do(t, ctx, chromedp.WaitNotPresent(".setter-board"))
	}
}

// offScreen names the controls and boards of the page that reach past
// its sides, and says so when the page scrolls sideways.
func offScreen(t testing.TB, ctx context.Context) string {
	t.Helper()
	return run(t, ctx, chromedp.Evaluate[string](`(() => {
		const out = [...document.querySelectorAll('.topbar button, .topbar .title, #timer, .controls button, .board')]
			.filter(e => { const r = e.getBoundingClientRect(); return r.left < 0 || r.right > innerWidth; })
			.map(e => e.id || e.className);
		if (document.documentElement.scrollWidth > innerWidth) out.push('page ' + document.documentElement.scrollWidth + 'px wide');
		return out.join(', ');
	})()`))
}

// An edit is saved once painted, or when the page goes before that: here
// no frame comes after the key press, and the page is reloaded at once.
func TestEditSavedWhenPageGoesBeforePaint(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	do(t, ctx, chromedp.Click(`[data-cell="0"]`),
		chromedp.Evaluate[chromedp.Void](`window.requestAnimationFrame = () => 0`),
		key("4"), chromedp.Reload())
	waitBoard(t, ctx)
	expectCell(t, ctx, 0, "4||")
}

func TestPlayWithStorageBlocked(t *testing.T) {
	url, _ := startServer(t)
	ctx := newBrowser(t)
	// As in a third-party iframe with storage blocked: touching it throws.
	do(t, ctx, onNewDocument(blockedStorage("localStorage", false)))
	do(t, ctx, chromedp.Navigate(url+"/#"+easyPuzzle))
	waitBoard(t, ctx)
	do(t, ctx, chromedp.Click(`[data-cell="0"]`), key("4"))
	expectCell(t, ctx, 0, "4||")
	// The save is tried once the move is painted: the notice comes after.
	waitText(t, ctx, ".notice", "Not saved")
}

func TestHintVagueConcreteApply(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	sol := solutionOf(t, easyPuzzle)
	status := func() string {
		return run(t, ctx, chromedp.Poll[string](`document.querySelector('.status').textContent`,
			chromedp.WithPollingTimeout(20*time.Second)))
	}

	do(t, ctx, chromedp.Click("#hint"))
	vague := status()
	if !strings.HasPrefix(vague, "Look for") {
		t.Fatalf("first hint %q, want a vague one (\"Look for ...\")", vague)
	}
	if n := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('.cell.hinted').length`)); n != 0 {
		t.Errorf("the vague hint already highlights %d cells", n)
	}
	do(t, ctx, chromedp.Click("#hint"))
	concrete := run(t, ctx, chromedp.Poll[string](`(s => s !== '`+vague+`' && s)(document.querySelector('.status').textContent)`,
		chromedp.WithPollingTimeout(10*time.Second)))
	if !strings.Contains(concrete, "(") || run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('.cell.hinted').length`)) == 0 {
		t.Fatalf("second hint %q does not name the technique or highlight cells", concrete)
	}
	before := boardText(t, ctx)
	do(t, ctx, chromedp.Click("#hint"))
	run(t, ctx, chromedp.Poll[bool](`[...document.querySelectorAll('.board .digit')].length > `+strconv.Itoa(81-strings.Count(before, ".")),
		chromedp.WithPollingTimeout(10*time.Second)))
	after := boardText(t, ctx)
	for i := range after {
		if after[i] != before[i] && after[i] != sol[i] {
			t.Fatalf("the applied hint put %c at cell %d, the solution has %c", after[i], i, sol[i])
		}
	}
}

// The on-screen keypad, as a touch player uses it: mode buttons, digit
// keys, Erase, Undo and Redo.
func TestKeypad(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	digit := func(d string) chromedp.Action[chromedp.Void] {
		return chromedp.Click(`[aria-label^="Enter ` + d + `,"]`)
	}
	do(t, ctx, chromedp.Click(`[data-cell="0"]`), chromedp.Click("#mode-corner"), digit("5"))
	expectCell(t, ctx, 0, ".|5|")
	do(t, ctx, chromedp.Click("#mode-normal"), digit("4"))
	expectCell(t, ctx, 0, "4||")
	do(t, ctx, chromedp.Click("#erase"))
	expectCell(t, ctx, 0, ".|5|")
	do(t, ctx, chromedp.Click("#undo"))
	expectCell(t, ctx, 0, "4||")
	do(t, ctx, chromedp.Click("#redo"))
	expectCell(t, ctx, 0, ".|5|")
}

// A click on the keypad leaves the keyboard on the board, so the keys a
// player types next are the board's: Space picks the next mode, and
// Enter does nothing. The build before left it on the key clicked, which
// Space or Enter pressed again: a digit clicked in went out again, or
// Undo took back one more move.
func TestKeypadLeavesTheKeyboardOnTheBoard(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	shotOnFailure(t, ctx)
	clickOn := func(sel string) {
		t.Helper()
		x, y := centreOf(t, ctx, sel)
		do(t, ctx, chromedp.MouseClickXY(x, y))
	}
	clickOn(`[data-cell="0"]`)
	clickOn(`[aria-label^="Enter 4,"]`)
	expectCell(t, ctx, 0, "4||")
	if got := run(t, ctx, chromedp.Evaluate[string](focused)); got != "div[0]" {
		t.Errorf("after a click on the keypad the keyboard is on %s, want the cell", got)
	}
	do(t, ctx, key(" "))
	expectMode(t, ctx, "corner")
	expectCell(t, ctx, 0, "4||")
	do(t, ctx, key(kb.Enter))
	clickOn(`[data-cell="1"]`)
	do(t, ctx, key("5"))
	expectCell(t, ctx, 1, ".|5|")
	expectCell(t, ctx, 0, "4||")
	clickOn("#undo")
	expectCell(t, ctx, 1, ".||")
	do(t, ctx, key(kb.Enter), key(" "))
	expectMode(t, ctx, "centre")
	expectCell(t, ctx, 0, "4||")
}

// leftDown is a mouse event with the left button held, as during a drag.
func leftDown(p *input.DispatchMouseEventParams) {
	p.Button, p.Buttons, p.ClickCount = input.MouseButtonLeft, 1, 1
}

func TestDragSelectsCells(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	// Drag from r4c1 to r4c3 (empty, empty, given 8), then type a corner note.
	box := func(i int) (float64, float64) {
		xy := run(t, ctx, chromedp.Evaluate[[]float64](`(r => [r.x + r.width/2, r.y + r.height/2])(document.querySelector('[data-cell="`+strconv.Itoa(i)+`"]').getBoundingClientRect())`))
		return xy[0], xy[1]
	}
	x0, y0 := box(27)
	x1, y1 := box(28)
	x2, y2 := box(29)
	do(t, ctx,
		chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x0, y0, leftDown),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x1, y1, leftDown),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x2, y2, leftDown),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x2, y2, leftDown),
		key("2", chromedp.ModifierShift),
	)
	expectCell(t, ctx, 27, ".|2|")
	expectCell(t, ctx, 28, ".|2|")
	expectCell(t, ctx, 29, "8||") // a given keeps no notes
}

// Colour mode (V) paints cells, givens too; the colours survive a reload.
func TestColourMode(t *testing.T) {
	_, ctx := openGame(t, easyPuzzle)
	do(t, ctx, chromedp.Click(`[data-cell="0"]`), key("v"), key("4"), key(kb.ArrowRight), key(kb.ArrowRight), key("6"))
	colours := `[0, 2].map(i => [...document.querySelector('[data-cell="' + i + '"]').classList].filter(c => c.startsWith('colour-')).join()).join(' ')`
	run(t, ctx, chromedp.Poll[bool](colours+` === 'colour-4 colour-6'`))
	expectCell(t, ctx, 0, ".||")
	do(t, ctx, chromedp.Reload())
	waitBoard(t, ctx)
	if got := run(t, ctx, chromedp.Poll[string](`(s => s.trim() && s)(`+colours+`)`)); got != "colour-4 colour-6" {
		t.Errorf("after a reload the colours are %q", got)
	}
}
