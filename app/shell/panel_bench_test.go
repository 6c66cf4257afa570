package shell

import (
	"testing"
	"time"

	"github.com/sudoku-app/sudoku/app/daily"
	"github.com/sudoku-app/sudoku/app/game"
	"github.com/sudoku-app/sudoku/app/internal/apptest"
)

// BenchmarkPanelOpen measures the Go side of opening a panel again
// natively: with 300 finished games saved, the top bar's button opens the
// panel, which was opened and closed before, and the page is drawn; the
// closing between is not timed. The browser benchmark BenchmarkDaily
// (panels/*, in app/e2e) measures it end to end.
func BenchmarkPanelOpen(b *testing.B) {
	store := &game.MemoryStorage{}
	lib := game.NewLibrary(store)
	apptest.SavedDailies(b, lib, daily.Today(time.Now()), 300)
	for _, id := range sheetPanels {
		b.Run(id.buttonID(), func(b *testing.B) {
			pt := newPageTest(b, store)
			pt.engine.Hold = true
			pt.open(easyPuzzle)
			pt.openPanel(id)
			pt.openPanel(id)
			b.ReportAllocs()
			for b.Loop() {
				pt.openPanel(id)
				b.StopTimer()
				pt.openPanel(id)
				b.StartTimer()
			}
		})
	}
}
