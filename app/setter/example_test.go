package setter_test

import (
	"fmt"

	"github.com/sudoku-app/sudoku/app/setter"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

// A setter draws a cage over two cells, types its total, places a given,
// then takes the given back.
func Example() {
	d, err := setter.New(sudoku.Classic)
	if err != nil {
		panic(err)
	}
	r1c1, r1c2 := sudoku.Classic.CellAt(0, 0), sudoku.Classic.CellAt(0, 1)
	if err := d.Apply(setter.Cage, []sudoku.Cell{r1c1, r1c2}); err != nil {
		panic(err)
	}
	d.TypeCageDigit(r1c1, 1)
	d.TypeCageDigit(r1c1, 7) // 1 then 7: a total of 17
	d.Place([]sudoku.Cell{r1c1}, 8)
	cage := d.Rules().Constraints[0].(sudoku.Cage)
	fmt.Println("cage of", len(cage.Cells), "cells, total", cage.Sum)
	g := d.Givens()
	fmt.Println(g.Filled(), "given")
	d.Undo()
	g = d.Givens()
	fmt.Println(g.Filled(), "given after undo")
	// A thermometer must step from cell to touching cell.
	err = d.Apply(setter.Thermo, []sudoku.Cell{r1c1, sudoku.Classic.CellAt(0, 2)})
	fmt.Println(err)
	// Output:
	// cage of 2 cells, total 17
	// 1 given
	// 0 given after undo
	// sudoku: thermometer from r1c1: r1c3 does not touch r1c1, the cell before it
}

// A setter draws two cages, gives the first a total, then selects across
// them: the two become one cage, which keeps the total, and one undo
// brings back the two.
func ExampleDraft_DrawCage() {
	d, err := setter.New(sudoku.Classic)
	if err != nil {
		panic(err)
	}
	r1 := func(cols ...int) []sudoku.Cell {
		var cs []sudoku.Cell
		for _, c := range cols {
			cs = append(cs, sudoku.Classic.CellAt(0, c-1))
		}
		return cs
	}
	d.Apply(setter.Cage, r1(1, 2))
	d.SetCageTotal(r1(1)[0], 17)
	d.Apply(setter.Cage, r1(4, 5))
	change, err := d.DrawCage(r1(2, 3, 4))
	if err != nil {
		panic(err)
	}
	fmt.Println(change)
	joined := d.Rules().Constraints[0].(sudoku.Cage)
	fmt.Println(len(d.Rules().Constraints), "cage of", len(joined.Cells), "cells, total", joined.Sum)
	d.Undo()
	fmt.Println(len(d.Rules().Constraints), "cages after undo")
	_, err = d.DrawCage(r1(2, 6))
	fmt.Println(err)
	// Output:
	// 2 cages joined: 4 cells → 5 cells, total 17 kept.
	// 1 cage of 5 cells, total 17
	// 2 cages after undo
	// a cage's cells must touch: r1c6 is apart from r1c1
}
