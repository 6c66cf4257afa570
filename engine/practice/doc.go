// Package practice serves positions for practising one technique at a
// time, "a school of techniques": a 9x9 position, drawn reproducibly from
// a seed, whose next logical step (logic.Next, from the position alone)
// is a step of the technique asked for, and the judging of a player's
// answer to it. A classic technique's position has classic rules; a
// variant technique's (logic.VariantTechniques: killer cages, arrows,
// thermometers, ...) carries its rules (Position.Rules), generated for it
// (variant.go), and its text (Position.Text) is an f-puzzles link with
// the candidates as given pencil marks.
//
// Vocabulary (see packages sudoku and logic for cell, candidate, step):
//
//   - A Position is a grid, its givens and every empty cell's candidates,
//     the puzzle's solution, and the Step the logic solver finds there:
//     a step of the technique practised. Position.Line writes it as the
//     729-character candidate line the CLI and Sudoku Explainer read.
//   - Techniques lists the techniques offered, in logic.Technique order
//     (Sudoku Explainer's): each one this package can serve for any seed.
//   - An Answer is what the player marks: the candidates eliminated and
//     the digits placed. Check judges it against the position's step
//     (and other instances of its technique it finds): a Judgement, data
//     the page renders in the player's words (no sentences here).
//
// A position comes one of two ways, per technique, as the measurements
// in sources record (BenchmarkPosition measures them, BENCHMARKS.md has
// the figures): generated, for the techniques the generator reaches in
// well under a second in WebAssembly (generate.FromSeed aiming at the
// technique, then the logic solver's path walked to the state before its
// first step of the technique); or pooled, for the others: a position of
// an embedded pool (pool.txt, 385 positions in 68 KB of text, built by
// TestBuildPool -update from the logical paths of the benchmark lists'
// puzzles, engine/internal/puzzleset, and then of puzzles generated for
// the technique; the cell forcing chain's from the hardest lists' paths
// walked on past trial and error; 31 KB brotli-compressed), served as a
// random isomorph (generate.Isomorph: digits relabelled, bands, stacks,
// rows and columns permuted, perhaps transposed; candidates mapped too),
// so that each pooled position is one of up to 9! x 3,359,232 and the
// pool never runs out. The same seed gives the same position on every platform, natively
// and under WebAssembly.
package practice
