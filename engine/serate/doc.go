// Package serate rates classic 9x9 Sudoku puzzles on Sudoku Explainer's
// scale exactly as Sudoku Explainer does (SukakuExplainer 1.18.1, with the
// settings its command-line rater serate uses by default), step by step.
//
// Vocabulary (see package sudoku for cell, house, candidate, given; SE
// calls a house a region):
//
//   - A Rating is SE's three numbers, kept in tenths and written as serate
//     writes them, "7.2/7.2/2.6": the rating (the hardest step of SE's
//     path), the pearl (the hardest step up to and including the first
//     that places a digit) and the diamond (the first step's).
//   - A Step is one step of SE's path: its rating, SE's name for its
//     technique ("Hidden Single") and what it does, in SE's words
//     ("r2c2: 6 in block").
//   - A producer is one of SE's techniques, searching a position for its
//     step. A potential is a candidate assumed on or off, the node of
//     SE's chains; a chain's complexity is the number of distinct
//     potentials behind its conclusion, and sets its length bonus.
//
// # Sudoku Explainer's rules, followed
//
// The path: SE's producers run in SE's fixed order (singles; direct
// intersections and hidden sets; naked single; intersections; subsets and
// fish; strong links; XY- and XYZ-Wings; unique loops; the W..Z-Wings;
// BUG; aligned exclusions; then chains: static forcing chains and cycles,
// Nishio, multiple, dynamic, Dynamic+ and nested forcing chains); the
// first step any of them emits is applied, and the rating is the highest
// of the steps applied. A producer scans blocks, then columns, then rows,
// each 1 to 9, digits 1 to 9 and combinations in Gosper's order; strong
// links, the W..Z-Wings, unique loops and chains collect every step,
// sort them and emit the best. A step that eliminates nothing is not
// emitted, but for the direct ones. The settings are serate's defaults:
// every technique but five and six strong links, VLocking and the
// generalised naked sets; revised ratings and FC+ off; lkSudoku's fixes to
// BUG and unique loops on. A chain's rating adds SE's length bonus: 0.1
// each time its length (complexity less 2) passes 4, 6, 8, 12, 16, 24,
// 32, ... (the ceiling grows by 3/2 and 4/3 in turn). Rate refuses, as
// SE does, a grid with no or several solutions, and any grid but 9x9.
//
// # Candidate grids
//
// SukakuExplainer, whose serate this package follows, also rates a
// puzzle given by its pencil marks (a 729-character candidate line: a
// sukaku), and so does RateCandidates. SE's position then starts from
// the marks as they are, not from the candidates the givens leave, and
// only a cell whose one mark no peer shares is a given (SE's
// Grid.adjustPencilmarks; sudoku.Puzzle.Givens): a cell whose one mark
// a peer shares is a single the path places, often a naked single
// (2.3) where the same puzzle without the shared mark starts with hidden
// singles. The uniqueness SE's rating needs is that of the puzzle under
// its marks (solve.CountPuzzle).
//
// # Where it departs
//
// The nesting goes up to SE's level 3 (ratings 10.0 and up: static chains
// and static multiple chains nested in dynamic ones). A puzzle that needs
// dynamic chains nested (SE's "experimental" levels, 10.5 and up) stops
// with ErrBeyond and a lower bound of BeyondRating or more. The rater
// finds SE's steps faster than SE without changing them: multiple,
// dynamic and Dynamic+ chains search from each potential once per
// producer call; static chains first ask the implication graph's
// strongly connected components which searches can find anything
// (reach.go) and follow its adjacency lists; producers that found nothing
// earlier in a rating run skip what has not changed since (a search that
// follows one digit skips a digit whose places are as they were).
//
// # Contracts
//
// Rate gives serate's rating, pearl and diamond for every puzzle of
// testdata/serate.txt and testdata/serate_nested.txt, and serate's steps
// where the tests check them, and RateCandidates serate's for every
// candidate line of testdata/serate_marks.txt (puzzles as their own
// candidates, with givens made singles a peer shares, and sukakus up to
// 9.4); testdata/sediff diffs Rate's path with
// serate's, step by step, on any set. RateWithin and RateUpTo answer "is it at
// most this hard?" with only the producers that can rate that low, and
// give Rate's rating when it is. A classic 9x9 puzzle's level is read from
// its rating (Rating.Level, by logic.LevelOf); package logic's own path,
// which teaches with techniques SE lacks, never decides an SE rating.
//
// # Cost
//
// Microseconds to a millisecond for puzzles singles and intersections
// solve; about 10 ms on average for the hardest published sets, up to
// about 100 ms (BENCHMARKS.md has the figures, beside serate's own,
// 40 times slower). A rating allocates little: positions are fixed-size
// values, and chain searches keep their arrays from one step to the next.
// Options.Context bounds a rating in time.
package serate
