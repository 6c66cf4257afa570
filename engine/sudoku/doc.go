// Package sudoku describes Sudoku grids of any box shape: their geometry,
// candidate sets, and the text formats puzzles are written in.
//
// Vocabulary, used the same way throughout the engine:
//
//   - A grid has N rows and N columns of cells, divided into boxes of
//     R rows by C columns, with N = R*C (the classic grid is 3x3 boxes, N = 9).
//   - A cell holds a digit 1..N or is empty (0). Digits above 9 are written
//     as letters: A=10, B=11, ... P=25.
//   - A house is a row, a column or a box: N cells that must hold each digit once.
//   - The peers of a cell are the other cells that share a house with it.
//   - A candidate is a digit that a cell may still hold; a cell's candidates
//     form a Set, a bitset.
//   - A given is a digit fixed by the puzzle.
//
// Cells are numbered row by row from 0 (r1c1) to N*N-1 (rNcN); in text they
// are named rXcY with 1-based row and column.
package sudoku
