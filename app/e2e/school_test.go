//go:build !js

package e2e

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/sudoku-app/sudoku/app/worker/jobs"
	"github.com/sudoku-app/sudoku/app/worker/protocol"
)

// A player opens Learn, reads the X-Wing's lesson, steps through its
// worked example with the arrow keys, practises it: takes out the
// candidates the X-Wing rules out with the mouse and the keyboard, is
// told it is right, then on the next position marks a wrong candidate
// and is told so, and goes back to their game. At a desktop's size and
// a phone's.
func TestSchoolLessonAndPractice(t *testing.T) {
	for _, size := range screens {
		t.Run(size.name, func(t *testing.T) {
			ctx := openOn(t, size, easyPuzzle)
			game := boardText(t, ctx)

			clickTop(t, ctx, "learn")
			do(t, ctx, chromedp.WaitVisible(`[data-technique="technique-x-wing"] .learn-open`))
			checkFits(t, ctx, int(size.width))
			screenshot(t, ctx, "school-list-"+size.name)
			do(t, ctx, chromedp.Click(`[data-technique="technique-x-wing"] .learn-open`), chromedp.WaitVisible("#lesson-look"))
			if look := waitText(t, ctx, "#lesson-look", ""); len(look) < 20 {
				t.Errorf("the lesson says %q", look)
			}
			// The keyboard follows: to the lesson's title, back to its row
			// in the list, and to Next in the example.
			waitFocus(t, ctx, "h3#lesson-title")
			do(t, ctx, chromedp.Click("#lesson-back"))
			waitFocus(t, ctx, "button")
			if row := run(t, ctx, chromedp.Evaluate[string](`document.activeElement.closest('[data-technique]').dataset.technique`)); row != "technique-x-wing" {
				t.Errorf("back in the list the keyboard is on %s's row", row)
			}
			do(t, ctx, key(kb.Enter), chromedp.WaitVisible("#lesson-look"))
			waitFocus(t, ctx, "h3#lesson-title")
			screenshot(t, ctx, "school-lesson-"+size.name)

			// The worked example, in four stages, stepped with the arrows.
			do(t, ctx, chromedp.Click("#lesson-example"), chromedp.WaitVisible("#example-title"))
			waitText(t, ctx, "#explain-count", "1 of 4")
			waitFocus(t, ctx, "button#explain-next")
			screenshot(t, ctx, "school-example-1-"+size.name)
			do(t, ctx, key(kb.ArrowRight), key(kb.ArrowRight))
			waitText(t, ctx, "#explain-count", "3 of 4")
			if text := waitText(t, ctx, "#explain-text", ""); !strings.Contains(text, "X-Wing") {
				t.Errorf("the example's step says %q", text)
			}
			screenshot(t, ctx, "school-example-3-"+size.name)
			do(t, ctx, key(kb.ArrowLeft))
			waitText(t, ctx, "#explain-count", "2 of 4")

			// Practice: the step's eliminations, found independently by the
			// engine run here from the position's technique and seed.
			do(t, ctx, chromedp.Click("#example-practise"), chromedp.WaitVisible("#practice-check"))
			step := practiceStep(t, ctx)
			checkFits(t, ctx, int(size.width))
			screenshot(t, ctx, "school-practice-"+size.name)
			for _, el := range step.Eliminations {
				x, y := cellCentre(t, ctx, el[0])
				do(t, ctx, chromedp.MouseClickXY(x, y), key(strconv.Itoa(el[1])))
			}
			do(t, ctx, chromedp.Click("#practice-check"))
			if v := waitText(t, ctx, "#practice-verdict", "Right!"); !strings.Contains(v, "X-Wing found") {
				t.Errorf("the verdict reads %q", v)
			}
			screenshot(t, ctx, "school-right-"+size.name)

			// The next position: a candidate the step leaves alone, taken
			// out, is wrong.
			seed := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('#practice').dataset.seed`))
			do(t, ctx, chromedp.Click("#practice-next"))
			run(t, ctx, chromedp.Poll[bool](`!!document.querySelector('#practice') && document.querySelector('#practice').dataset.seed !== '`+seed+`' && !!document.querySelector('#practice-check')`))
			step = practiceStep(t, ctx)
			cell, digit := untouched(step)
			x, y := cellCentre(t, ctx, cell)
			do(t, ctx, chromedp.MouseClickXY(x, y), key(strconv.Itoa(digit)), chromedp.Click("#practice-check"))
			waitText(t, ctx, "#practice-verdict", "Not quite")
			screenshot(t, ctx, "school-wrong-"+size.name)
			do(t, ctx, chromedp.Click("#practice-show"))
			waitText(t, ctx, "#practice-step", "X-Wing")

			do(t, ctx, chromedp.Click("#practice-end"), chromedp.WaitNotPresent("#practice"))
			if got := boardText(t, ctx); got != game {
				t.Errorf("back from the practice the board is %s, want the game %s", got, game)
			}
		})
	}
}

// waitFocus waits until the keyboard is on an element whose description
// (focused's) starts with want.
func waitFocus(t testing.TB, ctx context.Context, want string) {
	t.Helper()
	wait, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if _, err := chromedp.Run(wait, chromedp.Poll[bool](focused+`.startsWith(`+strconv.Quote(want)+`)`)); err != nil {
		t.Errorf("the keyboard is on %s, want %s", run(t, ctx, chromedp.Evaluate[string](focused)), want)
	}
}

// practiceStep returns the step of the practice on the page, made by the
// engine here from the technique and seed the page shows.
func practiceStep(t *testing.T, ctx context.Context) protocol.Step {
	t.Helper()
	tech := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('#practice').dataset.technique`))
	seed, err := strconv.ParseUint(run(t, ctx, chromedp.Evaluate[string](`document.querySelector('#practice').dataset.seed`)), 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	reply, err := jobs.Run(context.Background(), protocol.Practice{Technique: tech, Seed: seed}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return reply.Step
}

// untouched returns a candidate of a cell the step changes nothing in.
func untouched(step protocol.Step) (cell, digit int) {
	for c, cands := range step.Candidates {
		if cands == 0 {
			continue
		}
		touched := false
		for _, el := range step.Eliminations {
			touched = touched || el[0] == c
		}
		if !touched {
			for d := 1; d <= 9; d++ {
				if cands&(1<<(d-1)) != 0 {
					return c, d
				}
			}
		}
	}
	return -1, 0
}

// A player practises a variant technique: opens the killer's cage
// combination from Learn, steps through its worked example (the cages
// drawn there too), is shown a killer position, its cages drawn
// with their totals, marks the step with the mouse and the keyboard (a
// digit it places in normal mode, Z; candidates it rules out as centre
// notes, C), and is told it is right. At a desktop's size and a phone's.
func TestSchoolVariantPractice(t *testing.T) {
	for _, size := range screens {
		t.Run(size.name, func(t *testing.T) {
			ctx := openOn(t, size, easyPuzzle)
			game := boardText(t, ctx)

			clickTop(t, ctx, "learn")
			row := `[data-technique="technique-cage-combination"]`
			do(t, ctx, chromedp.WaitVisible(row+" .learn-open"))
			if state := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('`+row+` .learn-state').textContent`)); strings.Contains(state, "lesson only") {
				t.Errorf("the cage combination's row reads %q: it has practice", state)
			}
			do(t, ctx, chromedp.ScrollIntoView(row+" .learn-open"), chromedp.Click(row+" .learn-open"), chromedp.WaitVisible("#lesson-practise"))
			screenshot(t, ctx, "school-variant-lesson-"+size.name)
			// The worked example draws the killer's cages too.
			do(t, ctx, chromedp.Click("#lesson-example"), chromedp.WaitVisible("#example-title"))
			waitText(t, ctx, "#explain-count", "1 of 4")
			if n := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('.rule-cage').length`)); n == 0 {
				t.Errorf("the killer's example draws no cage")
			}
			do(t, ctx, key(kb.ArrowRight), key(kb.ArrowRight))
			waitText(t, ctx, "#explain-count", "3 of 4")
			if text := waitText(t, ctx, "#explain-text", ""); !strings.Contains(text, "adds up to") && !strings.Contains(text, "add up to") {
				t.Errorf("the example's step says %q", text)
			}
			screenshot(t, ctx, "school-variant-example-3-"+size.name)
			do(t, ctx, chromedp.Click("#example-practise"), chromedp.WaitVisible("#practice-check"))
			cages := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('.rules-layer .rule-cage').length`))
			totals := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('.rules-layer .rule-cage-sum').length`))
			if cages == 0 || totals == 0 {
				t.Errorf("the killer's practice board draws %d cages, %d totals", cages, totals)
			}
			step := practiceStep(t, ctx)
			if step.Key != "technique-cage-combination" {
				t.Fatalf("the practice's step is %s", step.Key)
			}
			checkFits(t, ctx, int(size.width))
			screenshot(t, ctx, "school-variant-practice-"+size.name)
			if len(step.Placements) > 0 {
				do(t, ctx, key("z"))
				for _, pl := range step.Placements {
					x, y := cellCentre(t, ctx, pl[0])
					do(t, ctx, chromedp.MouseClickXY(x, y), key(strconv.Itoa(pl[1])))
				}
				do(t, ctx, key("c"))
			}
			for _, el := range step.Eliminations {
				x, y := cellCentre(t, ctx, el[0])
				do(t, ctx, chromedp.MouseClickXY(x, y), key(strconv.Itoa(el[1])))
			}
			do(t, ctx, chromedp.Click("#practice-check"))
			waitText(t, ctx, "#practice-verdict", "Right!")
			screenshot(t, ctx, "school-variant-right-"+size.name)

			do(t, ctx, chromedp.Click("#practice-end"), chromedp.WaitNotPresent("#practice"))
			if got := boardText(t, ctx); got != game {
				t.Errorf("back from the practice the board is %s, want the game %s", got, game)
			}
			if n := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('.rules-layer .rule-cage').length`)); n != 0 {
				t.Errorf("back in the classic game, %d cages are drawn", n)
			}
		})
	}
}

// A practice of a single is answered with the digit, in the mode it
// starts in: placed with the notes taken out of its peers (as the
// player's settings do by default), it is right; the verdict is on the
// screen and the keyboard on Check. The practice board is no game: Games
// lists none during it or after, and Back to my game returns to the
// player's puzzle, untouched. The build before started in Centre mode,
// judged the notes the digit took out as wrong marks, saved the practice
// as a game and, back, opened the sample with the start sheet.
func TestPracticeOfASingleIsNoGame(t *testing.T) {
	for _, size := range screens {
		t.Run(size.name, func(t *testing.T) {
			ctx := openOn(t, size, hardPuzzle)
			clickTop(t, ctx, "learn")
			row := `[data-technique="technique-naked-single"]`
			do(t, ctx, chromedp.WaitVisible(row+" .learn-open"), chromedp.Click(row+" .learn-open"), chromedp.WaitVisible("#lesson-practise"))
			do(t, ctx, chromedp.Click("#lesson-practise"), chromedp.WaitVisible("#practice-check"))
			step := practiceStep(t, ctx)
			if len(step.Placements) == 0 {
				t.Fatalf("the naked single's step places nothing: %+v", step)
			}
			for _, pl := range step.Placements {
				x, y := cellCentre(t, ctx, pl[0])
				do(t, ctx, chromedp.MouseClickXY(x, y), key(strconv.Itoa(pl[1])))
				expectCell(t, ctx, pl[0], strconv.Itoa(pl[1])+"||")
			}
			x, y := centreOf(t, ctx, "#practice-check")
			do(t, ctx, chromedp.MouseClickXY(x, y))
			waitText(t, ctx, "#practice-verdict", "Right!")
			if bottom := run(t, ctx, chromedp.Poll[float64](`(r => r.height > 0 && r.bottom)(document.querySelector('#practice-verdict').getBoundingClientRect())`)); bottom > float64(size.height) {
				t.Errorf("the verdict's bottom is at %v px on a screen %d px tall", bottom, size.height)
			}
			if got := run(t, ctx, chromedp.Poll[string](`(f => f !== 'body' && f)(`+focused+`)`)); got != "button#practice-check" {
				t.Errorf("after the verdict the keyboard is on %s, want Check", got)
			}
			screenshot(t, ctx, "practice-single-right-"+size.name)

			// Another technique's example over the practice says no
			// practice in the top bar; closed, the practice's is back.
			clickTop(t, ctx, "learn")
			// Learn opens on the lesson last read, the single's.
			do(t, ctx, chromedp.WaitVisible("#lesson-back"), chromedp.Click("#lesson-back"))
			xwing := `[data-technique="technique-x-wing"] .learn-open`
			do(t, ctx, chromedp.WaitVisible(xwing), chromedp.Click(xwing), chromedp.WaitVisible("#lesson-example"))
			do(t, ctx, chromedp.Click("#lesson-example"), chromedp.WaitVisible("#example-title"))
			if label := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('.topbar .level').textContent`)); strings.Contains(label, "Practice") {
				t.Errorf("over the X-Wing's example the top bar reads %q", label)
			}
			do(t, ctx, chromedp.Click("#explain-close"), chromedp.WaitVisible("#practice-check"))
			waitText(t, ctx, ".topbar .level", "Practice")

			clickTop(t, ctx, "games")
			do(t, ctx, chromedp.WaitVisible("#sheet #games-panel"))
			if n := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('#sheet .game-row').length`)); n != 0 {
				t.Errorf("during the practice Games lists %d games, want none", n)
			}
			do(t, ctx, key(kb.Escape), chromedp.WaitNotPresent("#sheet #games-panel"))
			do(t, ctx, chromedp.Click("#practice-end"), chromedp.WaitNotPresent("#practice"))
			waitText(t, ctx, ".topbar .level", "SE ")
			if got := boardText(t, ctx); got != hardPuzzle {
				t.Errorf("back from the practice the board is %s, want the puzzle %s", got, hardPuzzle)
			}
			if n := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('#sheet #new-panel').length`)); n != 0 {
				t.Error("back from the practice the start sheet is open")
			}
			clickTop(t, ctx, "games")
			do(t, ctx, chromedp.WaitVisible("#sheet #games-panel"))
			if n := run(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll('#sheet .game-row').length`)); n != 0 {
				t.Errorf("after the practice Games lists %d games, want none", n)
			}
		})
	}
}

// A learner practises on a phone, with a finger: Check before marking
// anything is told nothing is marked yet (not "right so far"), and what
// to do; Show me draws the step and puts its words on the screen, beside
// the practice's buttons, not under the keypad out of sight; the digit
// placed and checked is right, the step's words on the screen again.
// Each new position comes with the whole board on the screen.
func TestSchoolPracticeOnAPhone(t *testing.T) {
	ctx := openPhone(t, easyPuzzle)
	// onScreen waits until sel's text holds want and sel is wholly on
	// the screen.
	onScreen := func(sel, want string) {
		t.Helper()
		text := waitText(t, ctx, sel, want)
		wait, cancel := context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		if _, err := chromedp.Run(wait, chromedp.Poll[bool](`(r => r.height > 0 && r.top >= 0 && r.bottom <= innerHeight)(document.querySelector(`+strconv.Quote(sel)+`).getBoundingClientRect())`)); err != nil {
			t.Errorf("%s (%q) is off the screen: %v", sel, text, run(t, ctx, chromedp.Evaluate[[]float64](`(r => [r.top, r.bottom, innerHeight])(document.querySelector(`+strconv.Quote(sel)+`).getBoundingClientRect())`)))
		}
	}
	tap(t, ctx, "#menu-toggle")
	tap(t, ctx, "#learn")
	tap(t, ctx, `[data-technique="technique-hidden-single-box"] .learn-open`)
	tap(t, ctx, "#lesson-practise")
	do(t, ctx, chromedp.WaitVisible("#practice-check"))
	step := practiceStep(t, ctx)

	tap(t, ctx, "#practice-check")
	onScreen("#practice-verdict", "Nothing marked yet.")
	if v := waitText(t, ctx, "#practice-verdict", ""); strings.Contains(v, "Right") || !strings.Contains(v, "place the digit it gives") {
		t.Errorf("Check with nothing marked says %q", v)
	}
	screenshot(t, ctx, "school-phone-nothing")

	tap(t, ctx, "#practice-show")
	onScreen("#practice-step", "(hidden single)")
	if got, want := waitText(t, ctx, "#practice-step", ""), step.Text; got != want {
		t.Errorf("Show me says %q, want the step's %q", got, want)
	}
	screenshot(t, ctx, "school-phone-shown")

	next := func() {
		t.Helper()
		seed := run(t, ctx, chromedp.Evaluate[string](`document.querySelector('#practice').dataset.seed`))
		tap(t, ctx, "#practice-next")
		run(t, ctx, chromedp.Poll[bool](`!!document.querySelector('#practice-check') && document.querySelector('#practice').dataset.seed !== `+strconv.Quote(seed)))
		// The new position is on the screen whole, though the verdict and
		// the step's words had scrolled the page down.
		onScreen(".board", "")
	}
	next()
	step = practiceStep(t, ctx)
	pl := step.Placements[0]
	x, y := cellCentre(t, ctx, pl[0])
	do(t, ctx, chromedp.TapXY(x, y))
	tap(t, ctx, `.keypad .digits .digit-key:nth-child(`+strconv.Itoa(pl[1])+`)`)
	expectCell(t, ctx, pl[0], strconv.Itoa(pl[1])+"||")
	tap(t, ctx, "#practice-check")
	onScreen("#practice-verdict", "Right!")
	onScreen("#practice-step", "(hidden single)")
	screenshot(t, ctx, "school-phone-right")
	next()
	screenshot(t, ctx, "school-phone-next")
}
