// Package rulesvg draws a variant's rules for the board: one SVG layer
// under the digits, in the conventions of SudokuPad and f-puzzles (SVG,
// and the room around the grid its outside clues take, Margins), and the
// same rules in words for each cell's label (CellWords). Geometry is in
// cell units (a cell is 1 by 1, the grid spans 0..N on both axes, x to
// the right, y down), so one drawing fits every board size; colours come
// from web/app.css (the section "Variant constraints"), so the light and
// dark themes and paper all work, but for a puzzle's decoration, drawn in
// its setter's colours with a twin for the dark theme (decor.go). It is pure: nothing here touches the
// browser or go-app, and the output depends on the shape and rules alone.
package rulesvg
