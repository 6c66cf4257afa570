// Package codec reads and writes Sudoku puzzles in the text formats
// people and other programs use: lines and grids, pencil marks, JSON
// boards, Tatham Solo game IDs, the links of sudokuwiki, SudokuExchange,
// f-puzzles and SudokuPad, and the killer forums' formats.
//
// Vocabulary (see package sudoku for grid, cell, given, candidate and
// rules): a format is one way of writing a puzzle (sudoku.Format names
// them); a link carries a puzzle in its query or path, as a line of
// digits or as a payload, JSON compressed with lz-string; the puzzle a
// text holds is a sudoku.Puzzle, its grid, its rules, the pencil marks
// when the text has them, and the format it was read from. Package sudoku
// keeps the engine's own formats: the line format (Grid.String,
// sudoku.ParseLine), which Parse reads as one of many, and the rules code
// (sudoku.EncodeRules), which carries a variant's rules beside its line.
//
// # Formats read
//
// Parse works out the format from the text's shape:
//
//   - Input over sudoku.MaxInput bytes is refused at once, and so is
//     UTF-16 text (it starts with bytes FF FE or FE FF). A UTF-8
//     byte-order mark (U+FEFF) at the very start is skipped, and columns
//     count from the character after it. Leading and trailing white space
//     is ignored, and so are lines starting with '#'. So are the labels
//     puzzle files put around a grid: Project Euler's "Grid 01" before it,
//     and SadMan Sudoku's sections (.sdk), of which "[Puzzle]"'s lines are
//     the grid and the others ("[State]", ...) are left out.
//   - ":0100:4:<puzzle>:..." is a line of HoDoKu's puzzle library: its
//     puzzle field, digits placed before the step ('+' before them) read
//     as givens, the candidates it deletes left out.
//   - Text starting with '[' is a JSON board, a list of N rows of N strings
//     or numbers: "5", "." or "" (empty), "0" or 0 (empty), "A" or "10"
//     (ten), as in LeetCode's sudoku-solver problem. Text starting with '{'
//     is an f-puzzles ("size", "grid") or SudokuPad ("cells") puzzle object.
//   - A link (it has "://", starts with "www." or a known host) or a bare
//     query value ("bd=...", "s=...", "load=...") is read by its site:
//     sudokuwiki.org ?bd=, sudokuexchange.com ?s=, f-puzzles.com ?load=,
//     sudokupad.app/ and app.crackingthecryptic.com/sudoku/ with an
//     "scl", "ctc", "fpuz" or "fpuzzles" puzzle ID (also bare IDs). The
//     f-puzzles and SudokuPad payloads are lz-string compressed JSON (see
//     fpuzzles.go for the constraints read). Short SudokuPad IDs name
//     puzzles stored on SudokuPad's server and cannot be read offline.
//   - "<c>x<r>:<desc>" or "<n>:<desc>" is a Tatham Solo game ID: boxes of c
//     rows by r columns, then the cells in reading order, a-z for runs of
//     1-26 empty cells, decimal numbers, '_' between adjacent numbers.
//     Difficulty and symmetry letters in the parameters are ignored; X
//     ('x'), jigsaw ("9j") and killer ('k') game IDs are variants (see
//     parseSolo). "3x3::k:..." and "3x3:d:k:..." are SumoCue killer codes.
//   - A line of N*N arrows and base-62 totals is a killer cage string
//     (see killer.go).
//   - Any other single line, spaces and tabs removed, is a line of N*N
//     symbols for N in 4, 6, 8, 9, 12, 16, 25 (16, 36, 64, 81, 144, 256 or
//     625 symbols), or a candidate line of N*N*N symbols for N in 6, 8, 9,
//     12, 16, 25 (729 for 9x9; a 64-symbol line is an 8x8 grid, never 4x4
//     candidates). In a candidate line each cell is N symbols, the k-th being
//     digit k when k is possible and a blank when it is not (Sukaku, Sudoku
//     Explainer).
//   - Several lines are a grid: N rows of N cells. Separator lines (made of
//     '-', '=', '+', '|', '*', '.', ':' and apostrophes, such as "------+------"
//     or Hodoku's ".----.") are skipped, except that a line of exactly N
//     blank markers ('-', '.', '*') and '|' is a row. Within a row, '|' and
//     '+' separate boxes; cells are either single characters (spaces
//     optional) or space-separated tokens. When some token has several
//     digits and N <= 9 the grid is a pencil-mark grid: each token lists a
//     cell's candidates. For N > 9 a token may be a decimal number ("16").
//     Lines of words at the top or the bottom (a title, "Solution on page
//     12."; a word of three letters, one lower case) are read past when the
//     rest is a grid. Lines that are each a whole puzzle are refused as
//     several puzzles, not as a grid's rows.
//
// Symbols. A cell holds a digit 1-9 or a letter for 10 and up (A=10 ...
// P=25, either case); blanks are '.', '0', '_', '-' and '*'. Two common
// alternatives are also read, chosen per puzzle (sudoku.SymbolsOf): 16x16
// in 0-F ('0' to '9' then 'A' to 'F' stand for 1 to 16) and 25x25 in A-Y.
//
// Candidate formats cannot tell a given from a cell with one candidate left:
// both are placed in Grid (and keep their one candidate in Candidates). An
// empty cell written as a blank in a pencil-mark grid has every digit as a
// candidate.
//
// # Variant formats
//
// Parse reads, besides every classic format:
//
//   - f-puzzles JSON and links (?load=, lz-string): regions from the
//     cells' "region"; "diagonal+" "diagonal-" "antiknight" "antiking"
//     "disjointgroups" "nonconsecutive" (true); "extraregion" (one whose
//     cells are a window reads as a Window), "killercage" (cages may
//     overlap, as in f-puzzles), "thermometer",
//     "arrow" (its "cells" the circle),
//     "littlekillersum", "sandwichsum", "difference" (white dots), "ratio"
//     (black dots), "xv", "odd", "even", "betweenline", "palindrome", and
//     the new-constraints extension's "renban" and "whispers" (a whispers
//     item of another difference than the grid's own carries it as
//     "value", which is ours: f-puzzles has none); "negative"
//     ["ratio", "xv"] (every black dot, X and V given). "nonconsecutive"
//     with white dots says every white dot is given. The cosmetics
//     "line", "rectangle", "circle", "text" and "cage" are drawings that
//     carry no rule (sudoku.Decoration): one marked "fromConstraint" is
//     the drawing of a rule, read past when the puzzle holds the rule and
//     refused otherwise (fpdecor.go). Any other key with content is
//     refused by name. A cell's "givenPencilMarks" (f-puzzles' pencil
//     marks given with the puzzle) are the puzzle's pencil marks
//     (Puzzle.Candidates), as a candidate line's are: a variant position
//     in play with its candidates. FPuzzlesURL writes them back, drawings
//     and pencil marks too.
//   - SudokuPad links: an f-puzzles payload ("fpuzzles", "fpuz"), or
//     SudokuPad's own JSON ("scl", "ctc") with its regions and killer
//     cages; the rest of that format draws rules and decoration alike as
//     lines and shapes that do not say which they are, and is refused by
//     name rather than read as decoration, which could drop a rule.
//     SudokuPadURL writes an f-puzzles payload, decoration included,
//     which SudokuPad draws.
//   - Tatham Solo game IDs for X ("3x3x:"), jigsaw ("9j:") and killer
//     ("3x3k:") puzzles, written by FormatSoloPuzzle.
//   - The killer forums' cage string (one character a cell: a base-62
//     total or an arrow to the next cell of the cage, "G<<L<K<L<^...") and
//     SumoCue (JSudoku) codes ("3x3::k:4353:4353:..."), written by
//     FormatKillerString and FormatSumoCue. These and Solo's give each
//     cell one cage: their writers refuse cages that overlap.
//
// # Formats written
//
// FormatPretty (a grid with box separators), FormatCandidates (a
// candidate line), FormatSolo and FormatSoloPuzzle, FormatKillerString,
// FormatSumoCue, SudokuwikiURL, FPuzzlesJSON, FPuzzlesURL and SudokuPadURL
// each write what Parse reads back to the same grid and rules (the fuzzers
// hold them to it); a writer fails, in words, for rules its format has no
// way to write.
//
// # Contracts and cost
//
// The readers never panic and refuse rather than drop: a rule or key they
// do not know is a *sudoku.ParseError that names it. Errors say where, by
// line and column in the text as given. Reading is linear in the input,
// plus the grid's and the rules' checks; writing is linear in the grid and
// the rules.
package codec
