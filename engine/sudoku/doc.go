// Package sudoku describes Sudoku grids of any box shape: their geometry,
// candidate sets, rules, and the engine's own text formats.
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
//   - Pencil marks are the candidates a puzzle's text gives every cell
//     (a candidate line's, Puzzle.Candidates): part of the puzzle, which
//     every solution keeps (Puzzle.CheckSolution). A cell's one mark is a
//     given unless a peer shares it (Puzzle.Givens).
//   - A puzzle's rules (Rules) are what it asks beyond its givens. The zero
//     Rules is classic Sudoku; a variant has regions (an irregular, jigsaw,
//     layout in place of the boxes), extra houses (diagonals, windows,
//     disjoint groups: groups of cells that never repeat a digit) and
//     constraints (Cage, Thermo, Arrow, Kropki, Whisper, ...: one small
//     type each, whose doc comment states its rule).
//   - A decoration (Decoration, in Rules.Decor) is a line, shape or text a
//     setter draws on the grid that carries no rule: the formats and the
//     page carry and draw it, and nothing else reads it. Rules that only
//     draw are classic (Rules.Classic) but not bare (Rules.Bare).
//
// Text. Grid.String writes a grid in line format, a symbol per cell, and
// ParseLine reads it back; the rules code (below) carries a puzzle's
// rules. These are the engine's own formats, for saved games, share links
// and the Web Worker. Every other format (grids, pencil marks, JSON, Solo
// game IDs, the links of other sites, the killer formats) is package
// codec's, which reads and writes them all; Puzzle, Format and ParseError
// are the vocabulary both share.
//
// The rules code is this package's own short text for a puzzle's Rules
// (no grid: the reader is given the shape), for share links, saved games
// and the engine's Web Worker: EncodeRules writes it, DecodeRules reads
// it. It is a version, '1', then bit-packed items in the base64url
// alphabet (A-Z a-z 0-9 - _), safe in a URL fragment's key=value field:
// cells by index, lines and cages as steps from cell to cell, the standard
// diagonals, windows and disjoint groups by number. Sudoku X is "1i4I",
// a 9x9 killer of 29 cages 144 characters. It keeps every rule and
// decoration exactly, in order; a version or a kind of rule a reader does not know is refused,
// never dropped. rulecode.go states the format.
//
// Cells are numbered row by row from 0 (r1c1) to N*N-1 (rNcN); in text they
// are named rXcY with 1-based row and column.
package sudoku
