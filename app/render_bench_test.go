package app

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sudoku-app/sudoku/app/game"
)

// BenchmarkKeyRender measures the Go side of one key press natively: the
// edit, the save and the re-render of the page. In the browser the same work
// runs about twice as slowly under WASM, plus the DOM's own cost; the browser
// benchmark in app/e2e measures that end to end.
func BenchmarkKeyRender(b *testing.B) {
	p := newTestPage(&game.MemoryStorage{})
	disp := app.NewClientTester(p)
	defer disp.Close()
	p.open(nil, testPuzzle)
	p.selectCell(1, false)
	p.Update()
	disp.Consume()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		cmd := command{kind: cmdDigit, digit: 6, mode: game.Normal}
		if i%2 == 1 {
			cmd = command{kind: cmdErase}
		}
		p.run(nil, cmd)
		p.Update()
		disp.Consume()
	}
}

// BenchmarkBoardSwap measures the Go side of replacing a 9x9 board by a
// new 16x16 one natively, as a generated 16x16 puzzle does: 256 cells
// mounted. The browser benchmark BenchmarkGenerateFrameGaps (first-gap-ms)
// measures it end to end.
func BenchmarkBoardSwap(b *testing.B) {
	p := newTestPage(&game.MemoryStorage{})
	disp := app.NewClientTester(p)
	defer disp.Close()
	big := "1" + strings.Repeat(".", 255)
	b.ReportAllocs()
	for b.Loop() {
		p.open(nil, testPuzzle)
		p.Update()
		disp.Consume()
		p.open(nil, big)
		p.Update()
		disp.Consume()
		if p.g == nil || p.g.Shape().N() != 16 {
			b.Fatalf("the 16x16 puzzle did not open: %s", p.errMsg)
		}
	}
}
