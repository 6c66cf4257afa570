package shell

import (
	"strings"
	"testing"

	"github.com/sudoku-app/sudoku/app/board"
	"github.com/sudoku-app/sudoku/app/game"
)

// BenchmarkKeyRender measures the Go side of one key press natively: the
// edit, the save and the re-render of the page. The browser benchmark in
// app/e2e (BenchmarkKeyToPaint) measures a key press end to end. The engine
// answers no job here: its work is the worker's, not the page's.
func BenchmarkKeyRender(b *testing.B) {
	pt := newPageTest(b, nil)
	pt.engine.Hold = true
	pt.open(testPuzzle)
	pt.p.s.Select(1, false)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		cmd := board.Command{Kind: board.CmdDigit, Digit: 6, Mode: game.Normal}
		if i%2 == 1 {
			cmd = board.Command{Kind: board.CmdErase}
		}
		pt.run(cmd)
	}
}

// BenchmarkBoardSwap measures the Go side of replacing a 9x9 board by a
// new 16x16 one natively, as a generated 16x16 puzzle does: 256 cells
// mounted. The browser benchmark BenchmarkGenerateFrameGaps (first-gap-ms)
// measures it end to end.
func BenchmarkBoardSwap(b *testing.B) {
	pt := newPageTest(b, nil)
	pt.engine.Hold = true
	big := "1" + strings.Repeat(".", 255)
	b.ReportAllocs()
	for b.Loop() {
		pt.open(testPuzzle)
		pt.open(big)
		if pt.p.s == nil || pt.p.s.game.Shape().N() != 16 {
			b.Fatalf("the 16x16 puzzle did not open: %s", pt.p.errMsg)
		}
	}
}
