// Package generate makes Sudoku puzzles with exactly one solution, of any
// size, with a chosen symmetry, level or technique, reproducibly from a seed.
//
// Vocabulary (see package sudoku for cell, house, given): a clue is a given
// digit; digging removes clues from a full grid while the puzzle stays
// unique; an orbit is a set of cells that a Symmetry maps onto each other,
// so a symmetric puzzle has all or none of an orbit's cells as clues; a
// minimal puzzle loses its uniqueness when any one clue is removed. Levels,
// ratings and techniques are package logic's.
//
// Generate draws a full grid by seed 000's method (solve.RandomGrid), digs
// orbits in random order, checking uniqueness with solve.Count under a node
// budget (a check that runs out keeps the clue, so digging 16x16 and 25x25
// grids stays fast), and grades the puzzle with logic. For a level or
// technique target it retries; a dug puzzle too easy for the level (a
// technique's own level, for a technique) is moved (one orbit put back,
// the rest dug again) while it grades no easier, for a technique also
// along puzzles of its level, and for one too hard it tries the puzzles
// one orbit easier. For the techniques whose patterns come first only
// where many cells are empty (quads, fish of four lines) it digs one house
// or one digit's clues first. For Easy on grids larger than 12x12 a clue
// goes only while singles still solve the puzzle (which also makes it
// unique), as a dug puzzle there is far harder. Grading for a target stops where the path
// needs a technique above it (logic.NextWithin), sparing chain searches.
// When no attempt meets the target it returns the closest puzzle with its
// true grade and MetTarget false. TechniqueReach and LevelReach say, from
// measured figures, which targets are met dependably within a caller's
// time budget.
//
// On classic 9x9 a level is a band of Sudoku Explainer's scale
// (serate.Rate): digging aims at it with serate.Options.RateWithin, and
// Result.SE carries the rating. Extreme (above 9.0), which digging seldom
// reaches, comes from a pool of puzzles SE rates 9.1 to 9.4, served as a
// random isomorph (relabelled digits, permuted bands, stacks, rows and
// columns, perhaps transposed), which has the same rating.
//
// Harder and Search climb to harder classic puzzles as the forum's
// pattern generators do: from a seed (a generated Master puzzle, for
// Search), clue swaps kept minimal and unique, each candidate first rated
// only up to the best so far (serate.Options.RateUpTo).
//
// GenerateVariant makes variant puzzles, unique under their rules, of the
// kinds Variants lists (the one list a menu reads): Sudoku X, jigsaw,
// killer, windoku, anti-knight and non-consecutive. It draws a full grid
// under the rules (solve.Options.RandomPuzzleSolution; for a jigsaw, a
// random layout of regions first), then digs symmetric givens with the
// variant solver, or for a killer draws cages over the grid and adds
// givens only where the cages leave a second solution. Aimed at a level
// (VariantOptions.Level, graded by package logic under the rules), a dug
// puzzle keeps the givens it needs to stay within the level, and a
// killer gets givens where it needs a harder step or merges neighbouring
// cages until it needs one.
//
// Randomness comes only from the *rand.Rand passed in; FromSeed and
// VariantFromSeed seed a PCG from a uint64 so share links can carry the seed.
package generate
