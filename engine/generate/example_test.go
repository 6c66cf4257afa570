package generate_test

import (
	"fmt"

	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func ExampleFromSeed() {
	r, err := generate.FromSeed(2024, generate.Options{Level: new(logic.Hard), Symmetry: generate.Mirror})
	if err != nil {
		panic(err)
	}
	fmt.Println(r.MetTarget, r.Grade.Level, generate.Mirror.Holds(r.Puzzle))
	// Output: true Hard true
}

func ExampleSymmetry_Images() {
	for _, c := range generate.Rot90.Images(sudoku.Classic, sudoku.Classic.CellAt(0, 0)) {
		fmt.Print(sudoku.Classic.CellName(c), " ")
	}
	fmt.Println()
	// Output: r1c1 r1c9 r9c9 r9c1
}
