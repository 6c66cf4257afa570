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
//   - A puzzle's rules (Rules) are what it asks beyond its givens. The zero
//     Rules is classic Sudoku; a variant has regions (an irregular, jigsaw,
//     layout in place of the boxes), extra houses (diagonals, windows,
//     disjoint groups: groups of cells that never repeat a digit) and
//     constraints (Cage, Thermo, Arrow, Kropki, Whisper, ...: one small
//     type each, whose doc comment states its rule).
//
// Variant formats. ParseVariant reads, besides every classic format:
//
//   - f-puzzles JSON and links (?load=, lz-string): regions from the
//     cells' "region"; "diagonal+" "diagonal-" "antiknight" "antiking"
//     "disjointgroups" "nonconsecutive" (true); "extraregion" (one whose
//     cells are a window reads as a Window), "killercage", "thermometer",
//     "arrow" (its "cells" the circle),
//     "littlekillersum", "sandwichsum", "difference" (white dots), "ratio"
//     (black dots), "xv", "odd", "even", "betweenline", "palindrome", and
//     the new-constraints extension's "renban" and "whispers" (a whispers
//     item of another difference than the grid's own carries it as
//     "value", which is ours: f-puzzles has none); "negative"
//     ["ratio", "xv"] (every black dot, X and V given). "nonconsecutive"
//     with white dots says every white dot is given. Any other key with
//     content is refused by name. Puzzle.FPuzzlesURL writes them back.
//   - SudokuPad links: an f-puzzles payload ("fpuzzles", "fpuz"), or
//     SudokuPad's own JSON ("scl", "ctc") with its regions and killer
//     cages; the rest of that format draws constraints as lines and shapes
//     that do not name the rule, and is refused by name.
//   - Tatham Solo game IDs for X ("3x3x:"), jigsaw ("9j:") and killer
//     ("3x3k:") puzzles, written by FormatSoloPuzzle.
//   - The killer forums' cage string (one character a cell: a base-62
//     total or an arrow to the next cell of the cage, "G<<L<K<L<^...") and
//     SumoCue (JSudoku) codes ("3x3::k:4353:4353:..."), written by
//     FormatKillerString and FormatSumoCue.
//
// The rules code is this package's own short text for a puzzle's Rules
// (no grid: the reader is given the shape), for share links, saved games
// and the engine's Web Worker: EncodeRules writes it, DecodeRules reads
// it. It is a version, '1', then bit-packed items in the base64url
// alphabet (A-Z a-z 0-9 - _), safe in a URL fragment's key=value field:
// cells by index, lines and cages as steps from cell to cell, the standard
// diagonals, windows and disjoint groups by number. Sudoku X is "1i4I",
// a 9x9 killer of 29 cages 144 characters. It keeps every rule exactly, in
// order; a version or a kind of rule a reader does not know is refused,
// never dropped. rulecode.go states the format.
//
// Cells are numbered row by row from 0 (r1c1) to N*N-1 (rNcN); in text they
// are named rXcY with 1-based row and column.
package sudoku
