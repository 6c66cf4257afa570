package solve_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/solve"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func ExampleCount() {
	g, _ := codec.ParseGrid("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	n, err := solve.Count(g, 2)
	fmt.Println(n == 1, err)
	// Output: true <nil>
}

func ExampleSolve() {
	g, _ := codec.ParseGrid("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	sol, unique, err := solve.Solve(g)
	fmt.Println(sol, unique, err)
	// Output: 417369825632158947958724316825437169791586432346912758289643571573291684164875293 true <nil>
}

func ExampleRandomGrid() {
	rng := rand.New(rand.NewPCG(1, 2))
	g, err := solve.RandomGrid(sudoku.Shape{BoxRows: 2, BoxCols: 3}, rng, solve.Options{})
	fmt.Println(g.Complete(), err)
	// Output: true <nil>
}
