package logic

import (
	"testing"

	"github.com/sudoku-app/sudoku/engine/internal/puzzleset"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// benchGrade grades every puzzle of ps once per iteration and reports the
// mean time per puzzle, the 95th percentile of one puzzle's time, and the
// share of puzzles solved without trial and error.
func benchGrade(b *testing.B, ps []string) {
	puzzleset.BenchRate(b, ps, func(g sudoku.Grid) (bool, error) {
		gr, err := GradeGrid(g)
		return gr.Trial, err
	})
}

func BenchmarkGradePE96(b *testing.B) {
	benchGrade(b, puzzleset.ForTest(b, puzzleset.PE96Lines, 0))
}

func BenchmarkGradeMagictour(b *testing.B) {
	benchGrade(b, puzzleset.ForTest(b, puzzleset.Magictour, 0))
}

func BenchmarkGradeForum1000(b *testing.B) {
	benchGrade(b, forumSample(puzzleset.ForTest(b, puzzleset.Forum1905, 0)))
}
