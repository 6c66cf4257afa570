package serate

import (
	"errors"
	"testing"

	"github.com/sudoku-app/sudoku/engine/internal/puzzleset"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// benchRate rates every puzzle of ps, reported as puzzleset.BenchRate
// does ("%no-trial" then counts the puzzles SE's techniques up to nested
// forcing chains rate: those not beyond the rater).
func benchRate(b *testing.B, ps []string) {
	puzzleset.BenchRate(b, ps, func(g sudoku.Grid) (bool, error) {
		_, err := Rate(g)
		if errors.Is(err, ErrBeyond) {
			return true, nil
		}
		return false, err
	})
}

func BenchmarkRatePE96(b *testing.B) {
	benchRate(b, puzzleset.ForTest(b, puzzleset.PE96Lines, 0))
}

func BenchmarkRateMagictour(b *testing.B) {
	benchRate(b, puzzleset.ForTest(b, puzzleset.Magictour, 0))
}
