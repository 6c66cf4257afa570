//go:build !js

package e2e

import (
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"
)

// noteBox is what the browser draws of one cell's notes: the size of the
// font of its corner notes and of its centre notes (0 for none), whether
// the centre notes are one line, and how far the centre row's middle is
// from the cell's, across and down, in CSS pixels; and whether every note
// lies within the cell.
type noteBox struct {
	Corner, Centre float64
	Lines          int
	OffX, OffY     float64
	Inside         bool
}

// notesOf measures cell i's notes as drawn.
func notesOf(i int) string {
	return `(() => {
		const c = document.querySelector('[data-cell="` + strconv.Itoa(i) + `"]');
		const cr = c.getBoundingClientRect();
		const size = e => e ? parseFloat(getComputedStyle(e).fontSize) : 0;
		const row = c.querySelector('.centre-notes');
		const spans = row ? [...row.querySelectorAll('span')] : [];
		const tops = new Set(spans.map(s => Math.round(s.getBoundingClientRect().top)));
		const rr = row ? row.getBoundingClientRect() : cr;
		const notes = [...c.querySelectorAll('.corner-note, .centre-notes span')];
		const inside = notes.every(n => {
			const r = n.getBoundingClientRect();
			return r.left >= cr.left - 0.5 && r.right <= cr.right + 0.5 && r.top >= cr.top - 0.5 && r.bottom <= cr.bottom + 0.5;
		});
		const mid = r => [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
		const [rx, ry] = mid(rr), [cx, cy] = mid(cr);
		return {Corner: size(c.querySelector('.corner-note')), Centre: size(row && spans[0]),
			Lines: tops.size, OffX: Math.abs(rx - cx), OffY: Math.abs(ry - cy), Inside: inside};
	})()`
}

// Notes a player can read, on a desktop and on a phone of 390 px: corner
// and centre notes are 11 px or more on a 9x9 board; the centre notes the
// player writes are a row in the middle of the cell that shrinks as it
// grows and stays within the cell, where Fill candidates puts candidates
// in their places. Typed with the real keyboard (Shift: corner, Ctrl:
// centre).
func TestNotesReadableOnAPhone(t *testing.T) {
	var empty []int
	for i := range easyPuzzle {
		if easyPuzzle[i] == '.' {
			empty = append(empty, i)
		}
	}
	for _, size := range []struct {
		name          string
		width, height int64
	}{{"desktop", 1280, 900}, {"phone", 390, 844}} {
		t.Run(size.name, func(t *testing.T) {
			_, ctx := openGame(t, easyPuzzle)
			shotOnFailure(t, ctx)
			do(t, ctx, chromedp.EmulateViewport(size.width, size.height))
			waitBoard(t, ctx)
			corner, three, nine := empty[0], empty[1], empty[2]
			do(t, ctx, chromedp.Click(`[data-cell="`+strconv.Itoa(corner)+`"]`),
				key("1", chromedp.ModifierShift), key("2", chromedp.ModifierShift), key("3", chromedp.ModifierShift))
			expectCell(t, ctx, corner, ".|123|")
			do(t, ctx, chromedp.Click(`[data-cell="`+strconv.Itoa(three)+`"]`),
				key("4", chromedp.ModifierCtrl), key("5", chromedp.ModifierCtrl), key("6", chromedp.ModifierCtrl))
			expectCell(t, ctx, three, ".||456")
			do(t, ctx, chromedp.Click(`[data-cell="`+strconv.Itoa(nine)+`"]`))
			for d := 1; d <= 9; d++ {
				do(t, ctx, key(strconv.Itoa(d), chromedp.ModifierCtrl))
			}
			expectCell(t, ctx, nine, ".||123456789")
			screenshot(t, ctx, "notes-"+size.name)

			c := run(t, ctx, chromedp.Evaluate[noteBox](notesOf(corner)))
			r3 := run(t, ctx, chromedp.Evaluate[noteBox](notesOf(three)))
			r9 := run(t, ctx, chromedp.Evaluate[noteBox](notesOf(nine)))
			t.Logf("%s: corner notes %.1f px; centre notes %.1f px (3, %d line), %.1f px (9, %d lines)",
				size.name, c.Corner, r3.Centre, r3.Lines, r9.Centre, r9.Lines)
			if c.Corner < 11 || r3.Centre < 11 || r9.Centre < 11 {
				t.Errorf("notes under 11 px: corner %.1f, centre %.1f and %.1f", c.Corner, r3.Centre, r9.Centre)
			}
			if r3.Lines != 1 || r3.OffX > 1.5 || r3.OffY > 1.5 {
				t.Errorf("three centre notes: %d lines, %.1f, %.1f px off the cell's middle; want one row in the middle", r3.Lines, r3.OffX, r3.OffY)
			}
			if r9.Centre > r3.Centre && r9.Lines == 1 {
				t.Errorf("nine centre notes are %.1f px in one line, three %.1f px: the row does not shrink", r9.Centre, r3.Centre)
			}
			if !c.Inside || !r3.Inside || !r9.Inside || r9.OffX > 1.5 || r9.OffY > 1.5 {
				t.Errorf("notes outside their cell or off its middle: corner %+v, three %+v, nine %+v", c, r3, r9)
			}

			// Fill candidates puts them in their places, not in a row.
			do(t, ctx, chromedp.Click("#fill-candidates"))
			run(t, ctx, chromedp.Poll[bool](`!!document.querySelector('[data-cell="`+strconv.Itoa(empty[3])+`"] .centre-grid')`))
			if got := run(t, ctx, chromedp.Evaluate[bool](`!!document.querySelector('[data-cell="`+strconv.Itoa(empty[3])+`"] .centre-notes')`)); got {
				t.Error("candidates drawn as the player's row of centre notes")
			}
			px := run(t, ctx, chromedp.Evaluate[float64](`parseFloat(getComputedStyle(document.querySelector('[data-cell="`+strconv.Itoa(empty[3])+`"] .centre-grid span')).fontSize)`))
			if px < 11 {
				t.Errorf("candidates are %.1f px", px)
			}
			screenshot(t, ctx, "candidates-"+size.name)
		})
	}
}
