// Package logic solves Sudoku the way a person does: one named step at a
// time, each with a sentence a player understands, and grades a puzzle by
// the hardest step it needs.
//
// Vocabulary (see package sudoku for cell, house, peer, candidate, given):
//
//   - A State is a position: the digits placed and the candidates of every
//     empty cell. FromGrid starts from a bare grid, FromCandidates from a
//     player's grid and notes, so hints work mid-game.
//   - A Step is one application of a Technique: its placements and
//     eliminations, its cause (the candidates whose pattern justifies it),
//     the houses involved, and its Text, e.g.
//     "In row 4, 7 fits only in r4c2 (hidden single)".
//   - A conjugate pair (strong link) is a digit's only two places in a
//     house; a chain alternates strong links ("if one is false the other is
//     true") and weak links ("if one is true the other is false").
//
// Next returns the easiest step as a Hint (vague, concrete, ready to
// apply); Solve applies steps until the grid is solved or no technique
// applies, and says why it stopped; GradeGrid and GradePath rate the path.
//
// # Techniques and ratings
//
// Techniques are tried in Technique order: by rating on the Sudoku
// Explainer (SE) scale, then in a fixed order. Each lives in its own file
// and searches houses, digits and cells in a fixed order, so the same state
// always gives the same step. Singles, intersections, subsets and fish
// (basic, finned, sashimi) work for every grid size; the other patterns
// too, with unique rectangles needing two boxes per rectangle.
//
// SE ratings: full house 1.0, hidden single 1.2 in a box and 1.5 in a line,
// naked single 2.3, pointing 2.6, claiming 2.8, naked pair 3.0, X-Wing 3.2,
// hidden pair 3.4, naked triple 3.6, Swordfish 3.8, hidden triple 4.0,
// XY-Wing 4.2, XYZ-Wing 4.4, unique rectangle 4.5 (type 3: 4.6 with a
// naked pair, 0.1 more per extra digit of its subset), naked quad 5.0,
// Jellyfish 5.2, hidden quad 5.4, BUG+1 5.6, X-chain 6.5, XY-chain 6.6,
// alternating inference chain 7.0, and their continuous nice loops as SE
// rates its bidirectional cycles: X-cycle and Y-cycle 6.5, continuous
// nice loop (mixed links) 7.0; forcing chains from 8.0; chains add
// SE's length bonus (0.1 each time the length passes 4, 6, 8, 12, 16, 24,
// ...). SE has no rating of its own for finned and sashimi fish, the
// single-digit patterns, W-Wing and simple colouring (it finds them as
// chains); they sit just above the SE technique of the same size:
// finned/sashimi X-Wing 3.4/3.5, skyscraper 4.0, finned/sashimi Swordfish
// 4.0/4.1, 2-string kite 4.1, turbot fish 4.2, empty rectangle 4.3,
// W-Wing 4.4, simple colouring 4.6, finned/sashimi Jellyfish 5.4/5.5.
// ALS-XZ (two almost locked sets: k cells of a house with k+1 digits),
// which SE does not know, is 5.5 plus the chain length bonus for twice the
// cells of its two sets (up to 6.0): between the XY- and XYZ-Wings it
// generalises (4.2, 4.4) and the chains SE needs for its eliminations
// (6.5 and up), growing with the sets as SE's chains grow; HoDoKu puts
// ALS beside quads in its Unfair level.
// Forcing chains follow singles only: a contradiction chain is 8.0 and a
// cell or region forcing chain 8.3, plus the length bonus for the number of
// singles followed. Trial and error, the bounded last resort, is rated
// 10.0: it proves a candidate false by exhaustive search from it, which is
// a proof but not a pattern a person spots. Unique rectangles and BUG+1
// assume the puzzle has one solution.
//
// # Levels
//
// A puzzle's Level comes from its rating (the hardest step):
//
//	Easy     up to 2.3  singles only
//	Medium   up to 3.4  intersections, naked and hidden pairs, X-Wing
//	Hard     up to 4.6  triples, Swordfish, finned fish, wings, skyscraper
//	                    and friends, unique rectangles, simple colouring
//	Expert   up to 6.0  quads, Jellyfish, ALS-XZ, BUG+1
//	Master   up to 9.0  chains, nice loops and forcing chains
//	Extreme  above 9.0  trial and error
//
// Why there: qqwing calls a puzzle Simple or Easy when singles solve it,
// Intermediate when it needs pairs or intersections, and Expert when it must
// guess; our Easy and Medium are its Simple/Easy and Intermediate. Tatham's
// Solo grades Basic (singles), Intermediate (intersections), Advanced (sets),
// Extreme (X-Wings, forcing chains) and Unreasonable (guessing); HoDoKu's
// Easy is singles, Medium adds locked candidates and pairs, Hard adds
// triples, basic fish, wings, unique rectangles and colouring, Unfair adds
// chains, quads and ALS, and Extreme needs forcing chains or brute force.
// Our Hard matches HoDoKu's Hard; Expert and Master split HoDoKu's Unfair
// at the point where SE's ratings jump to chains (6.5), and Extreme, like
// Solo's Unreasonable and qqwing's Expert, is where guessing begins.
//
// # Cost
//
// A State is a fixed-size value (about 10 KB) with per-house digit position
// masks, so most searches are loops over bitsets without allocation. Next
// costs from O(N^2) for singles to O(candidates^2 * N) for chains and
// O(candidates * N^2) propagations for forcing chains; trial and error is
// bounded by a node budget. Measured grading times are in BENCHMARKS.md.
package logic
