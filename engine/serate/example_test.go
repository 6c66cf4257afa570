package serate_test

import (
	"fmt"
	"log"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/serate"
	"github.com/sudoku-app/sudoku/engine/solve"
)

// The engine as a library: read a puzzle in any format, solve it, rate it
// as Sudoku Explainer does, and grade it by the techniques a person uses.
func Example_solveAndRate() {
	p, err := codec.Parse("..92.7.....61....35......1.17....9...9.....5...3....86.4......87....23.....4.62..")
	if err != nil {
		log.Fatal(err)
	}
	sol, unique, err := solve.SolvePuzzle(p)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(sol, unique)

	// Sudoku Explainer's rating: classic 9x9 puzzles with one solution.
	r, err := serate.Rate(p.Grid)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(r.Summary())

	// The engine's own grade: any size, any rules it reads.
	g, err := logic.GradePuzzle(p)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(g)
	// Output:
	// 319267845486159723527834619178645932694328157253971486942713568761582394835496271 true
	// 4.5/1.2/1.2 Hard (Unique Rectangle type 1)
	// 4.5 Hard (unique rectangle type 1)
}
