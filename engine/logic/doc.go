// Package logic solves Sudoku the way a person does: one named step at a
// time, each with a sentence a player understands, and grades a puzzle by
// the hardest step it needs.
//
// Vocabulary (see package sudoku for cell, house, peer, candidate, given):
//
//   - A State is a position: the digits placed and the candidates of every
//     empty cell. FromGrid starts from a bare grid, FromCandidates from a
//     player's grid and notes, so hints work mid-game. FromPuzzle and
//     FromPuzzleCandidates do the same under a puzzle's rules.
//   - A Step is one application of a Technique: its placements and
//     eliminations, its cause (the candidates whose pattern justifies it),
//     the houses involved, and its sentence: a Message, rendered in
//     English as its Text, e.g.
//     "In row 4, 7 fits only in r4c2 (hidden single)".
//   - A conjugate pair (strong link) is a digit's only two places in a
//     house; a chain alternates strong links ("if one is false the other is
//     true") and weak links ("if one is true the other is false").
//   - An almost locked set (ALS) is k cells of one house with k+1
//     candidates between them.
//
// Next returns the easiest step as a Hint (a nudge, the concrete step,
// ready to apply); Solve applies steps until the grid is solved or no technique
// applies, and says why it stopped; GradeGrid and GradePath rate the path.
//
// # Variant rules
//
// A State made by FromPuzzle takes its houses from the puzzle's rules: the
// rows, the columns, the jigsaw regions in place of the boxes, and the
// extra houses of N cells (diagonals, windows, disjoint groups, extra
// regions), each named in words ("region 4", "diagonal ↘", "window 2").
// Its peers come from the rules too: an extra group of fewer cells, and
// anti-knight and anti-king moves. Every technique that reasons over
// houses and peers works over all of them: singles, subsets,
// intersections of any two houses (a jigsaw region pointing along a
// line, a diagonal claiming in a box), fish over rows and columns, wings,
// chains, forcing chains and trial. Unique rectangles and BUG+1 run only
// under classic rules. Constraints have their own techniques, rated on
// the same scale: killer cages (killer.go), rules between two cells
// (pairs.go: dots, XV, whispers, thermometers, palindromes,
// non-consecutive) and clues read by the ways their cells can keep them
// (clues.go: arrows, little killers, sandwiches, renban and between
// lines, odd and even cells). Under constraints, trial and error searches
// with the exact solver (engine/solve). A rule no technique reasons with
// is refused with a *RulesError, never ignored.
//
// # Sentences
//
// A step's sentence is data: a Message names its wording by a key
// ("hidden-single") and gives the houses, cells, digits, links and
// clauses it speaks of as named arguments. A Catalogue holds one
// language's words for every key, in go-i18n v2's JSON message format
// with CLDR plural forms (package message reads the format and knows the
// languages' plural rules); English (messages/en.json, embedded) writes
// every Step's Text, and ParseCatalogue reads another language's file,
// which Catalogue.Render then speaks, falling back to English for a key
// it lacks. The names of houses, rules and techniques, and the words that
// join lists ("r1c1, r2c2 and r3c3"), are in the catalogue too.
//
// A Hint's Nudge is a Message too ("Look for an X-Wing in row 4"): its
// technique's name comes from the catalogue's nudge form of it
// ("technique-x-wing-nudge": "an X-Wing"), which carries the article or
// the case a language's nudge needs, or else from the plain name.
//
// A catalogue speaks in two notations. Render writes cells and digits in
// the engine's (r5c3, 7), as the CLI prints them; RenderWords writes
// cells in a player's words, from the catalogue's "words-" keys ("row 5,
// column 3"; "row 3, columns 1, 4 and 7"), as the page shows them. One
// file holds the words of both. Catalogue.Check holds a catalogue to the
// messages the engine builds and to its language's plural forms. The
// catalogues of every language are files of messages/, which package
// messages embeds for the programs that speak them all (the CLI, the
// server); this package embeds English alone, and parses it only when a
// message is rendered, so a program that renders none (the page) links
// no catalogue at all.
//
// # Techniques and ratings
//
// Techniques are tried in Technique order: by rating on the Sudoku
// Explainer (SE) scale, then in a fixed order. Each lives in its own file
// and searches houses, digits and cells in a fixed order, so the same state
// always gives the same step. Every technique works for every grid size;
// unique rectangles need two boxes per rectangle.
//
// Technique.Rating is a technique's rating (the Technique constants list
// them) and Step.Rating a step's, which for chains, forcing chains and
// ALS-XZ adds SE's bonus for length. Techniques SE does not rate on its own
// (finned and sashimi fish, the single-digit patterns, W-Wing, simple
// colouring, ALS-XZ) sit just above the SE technique of their size, but
// for the skyscraper, which holds a sashimi X-Wing, rates as one and is
// tried first. Forcing chains follow singles only. Trial and error, the bounded last resort,
// proves a candidate false by exhaustive search from it: a proof, but not a
// pattern a person spots, so it rates highest. Unique rectangles and BUG+1
// assume the puzzle has one solution and classic rules.
//
// # Levels
//
// A puzzle's Level comes from its rating, that of its hardest step; the
// Level constants give each level's ratings, Level.Summary its
// techniques. The boundaries follow the graders players know: Easy is singles only (qqwing's Simple
// and Easy, HoDoKu's Easy), Medium adds intersections and pairs (qqwing's
// Intermediate, HoDoKu's Medium), Hard matches HoDoKu's Hard, Expert and
// Master split HoDoKu's Unfair where SE's ratings jump to chains, and
// Extreme, like Solo's Unreasonable and qqwing's Expert, is where guessing
// begins.
//
// On Sudoku Explainer's scale the levels are these bands: Easy 1.0-2.3
// (singles, and SE's direct intersections and hidden pairs that end in a
// single), Medium 2.4-3.4 (intersections, pairs, X-Wing), Hard 3.5-4.6
// (triples, Swordfish, skyscrapers and kites, XY- and XYZ-Wings, unique
// rectangles), Expert 4.7-6.0 (quads, Jellyfish, three and four strong
// links, WXYZ-Wings, BUG), Master 6.1-9.0 (chains, cycles, forcing chains
// up to dynamic ones) and Extreme above 9.0 (dynamic forcing chains with
// long chains, dynamic forcing chains (+), whose searches also use
// intersections, pairs and X-Wings, and nested forcing chains, whose
// searches also use chains).
//
// # Sudoku Explainer's rating
//
// Package serate rates classic 9x9 puzzles exactly as Sudoku Explainer
// does, by SE's own rules; the levels of classic 9x9 puzzles are read from
// its rating (serate.Rating.Level, by LevelOf). Next's path, which
// teaches with techniques SE lacks, rates puzzles on other sizes and
// rules, and is what hints follow on every size. TestSECorrelation holds
// GradePath's ratings to rank puzzles much as SE's published ratings do
// (testdata/se_ratings.txt).
//
// # Cost
//
// A State is a fixed-size value (about 10 KB) with per-house digit position
// masks, so most searches are loops over bitsets without allocation. Next
// costs from O(N^2) for singles to O(candidates^2 * N) for chains and
// O(candidates * N^2) propagations for forcing chains; trial and error is
// bounded by a node budget.
package logic
