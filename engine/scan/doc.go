// Package scan reads a classic 9x9 Sudoku from a picture: a photograph or
// a screenshot of a printed or on-screen puzzle, with other things around
// it.
//
// Vocabulary:
//
//   - The grid is the largest quadrilateral of lines in the picture whose
//     inside is ruled into 9 by 9 cells. Its corners are where its outer
//     border meets, in the picture's pixels, from the top-left clockwise.
//   - Ink is whatever differs from the paper or screen behind it: dark on
//     a light page, light on a dark one (the grid's lines say which).
//   - A given is a digit printed in a cell, at the size of a cell's digit.
//   - An entry is a digit in a colour other than the givens' (a player's
//     pencil or a screen's entry colour): read, and reported apart.
//   - Pencil marks are small digits in a cell's corners: ignored.
//
// Reading (Read) goes: the picture to grey, shrunk to about maxSide a side;
// ink found by a threshold against the local mean, in both polarities;
// the largest connected shapes of ink tried as the grid, their outline's
// widest quadrilateral warped to a square, and the one whose 20 lines are
// there kept (or, when its border is broken, the quadrilateral of lines
// fitted to its border's pieces); the square split into 81 cells; in
// each, the largest shape of ink of a digit's height, with the pieces of
// its broken strokes, normalised to a 16x16 raster and matched to the
// recogniser's prototypes (nearest by cosine; 16 per digit and 8 for
// pencil marks stacked into a digit's height, clusters of fonts' digits
// made by TestBuildRecogniser), the count of its holes weighing the
// read (an 8 has two, a 3 none); when the shapes are not digits upright,
// the square turned by a quarter, a half and three quarters read too and
// the likeliest turn kept; the digits' colours (their hue against their
// paper's, summed over the digit) split into givens and entries. Nothing
// here draws randomness, keeps global state beyond the embedded
// prototypes (parsed once), or prints.
//
// Decode reads a picture in any format the program registered with
// package image; this package registers PNG, JPEG and GIF (the standard
// library's). A program that wants WebP or BMP registers
// golang.org/x/image's decoders itself.
package scan
