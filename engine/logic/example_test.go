package logic_test

import (
	"fmt"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/logic"
)

func ExampleNext() {
	g, _ := codec.ParseGrid("003020600900305001001806400008102900700000008006708200002609500800203009005010300")
	s, _ := logic.FromGrid(g)
	h, _ := logic.Next(s)
	fmt.Println(h.Vague())
	fmt.Println(h.Step.Text)
	// Output:
	// Look for a hidden single in box 1
	// In box 1, 6 fits only in r2c2 (hidden single)
}

func ExampleGradeGrid() {
	g, _ := codec.ParseGrid("003020600900305001001806400008102900700000008006708200002609500800203009005010300")
	gr, _ := logic.GradeGrid(g)
	fmt.Println(gr)
	// Output:
	// 1.2 Easy (hidden single)
}

func ExampleLevels() {
	for _, l := range logic.Levels() {
		fmt.Print(l, " ")
	}
	fmt.Println()
	// Output: Easy Medium Hard Expert Master Extreme
}
