package practice_test

import (
	"context"
	"fmt"
	"log"

	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/practice"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// A position to practise the X-Wing on, and a player's answers judged:
// the step's own eliminations, a part of them, and a wrong mark.
func Example() {
	p, err := practice.PositionFor(context.Background(), logic.XWing, 1)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(p.Step.Text)
	fmt.Println(len(p.Line()), "characters")

	right := practice.Check(p, practice.Answer{Eliminated: p.Step.Eliminations})
	fmt.Println(right.Verdict)

	// r1c2's candidate 1, which the X-Wing does not take out.
	wrong := practice.Check(p, practice.Answer{Eliminated: []logic.Mark{{Cell: 1, Digits: sudoku.Bit(1)}}})
	fmt.Println(wrong.Verdict, wrong.WrongEliminations, wrong.MissingEliminations)
	// Output:
	// In rows 6 and 7, 4 fits only in columns 2 and 9, so 4 comes out of r9c9 (X-Wing)
	// 729 characters
	// right
	// wrong [{1 {1}}] [{80 {4}}]
}
