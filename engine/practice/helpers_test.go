package practice

import "github.com/sudoku-app/sudoku/engine/sudoku"

func cellOf(c int) sudoku.Cell { return sudoku.Cell(c) }
