package main

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/serate"
)

// rating is one puzzle's grade as grade and generate -rate write it, in
// one shape for every kind of puzzle: Sudoku Explainer's
// rating/pearl/diamond for a classic 9x9 puzzle, the logic solver's
// rating for the others (pearl and diamond are SE's alone: "-"), then
// the level and the hardest technique.
type rating struct {
	rating, pearl, diamond string // "7.2"; pearl and diamond "-" when not SE's
	beyond                 bool   // SE's ratings are lower bounds: the path needs nested dynamic chains
	level                  string // "Master"; "Ungraded" when the grader gave up
	technique              string // "Forcing Chain"; "" for a path without steps, or none
}

// seRating is r's row: SE's three numbers, its level and its hardest step.
func seRating(r serate.Rating) rating {
	row := rating{level: r.Level().String(), technique: r.Hardest(), beyond: r.Beyond}
	row.rating, row.pearl, row.diamond = tenths(r.Rating), tenths(r.Pearl), tenths(r.Diamond)
	if r.Beyond {
		row.technique = "needs dynamic chains nested"
	}
	return row
}

// logicRating is g's row, or the row of a puzzle the grader gave up on.
func logicRating(g logic.Grade, graded bool) rating {
	if !graded {
		return rating{rating: "-", pearl: "-", diamond: "-", level: "Ungraded"}
	}
	return rating{
		rating: strconv.FormatFloat(g.Rating, 'f', 1, 64), pearl: "-", diamond: "-",
		level: g.Level.String(), technique: capitalize(g.Hardest.Name()),
	}
}

// String is the row's columns after the puzzle, space-separated:
// "7.2/7.2/2.6 Master (Forcing Chain)", "2.5/-/- Medium (Innies and
// outies)", "10.5/1.2/1.2+ Extreme (needs dynamic chains nested)"; no
// parenthesis without a technique.
func (r rating) String() string {
	s := r.rating + "/" + r.pearl + "/" + r.diamond
	if r.beyond {
		s += "+"
	}
	s += " " + r.level
	if r.technique != "" {
		s += " (" + r.technique + ")"
	}
	return s
}

// ratingHeader is the CSV header of rated rows: ratingCSV's columns.
var ratingHeader = []string{"puzzle", "rating", "pearl", "diamond", "level", "technique"}

// csvRecord is the row of puzzle as a CSV line, without its line end:
// puzzle, rating (a "+" after it when a lower bound), pearl, diamond,
// level, technique; "-" is a number that does not apply.
func (r rating) csvRecord(puzzle string) string {
	n := r.rating
	if r.beyond {
		n += "+"
	}
	return csvLine(puzzle, n, r.pearl, r.diamond, r.level, r.technique)
}

// jsonRecord is the row of puzzle as one JSON object on one line (JSON
// Lines): "rating", "pearl" and "diamond" are numbers, the last two only
// for SE's ratings; "lowerBound" is true when the ratings are lower bounds.
func (r rating) jsonRecord(puzzle string) string {
	type record struct {
		Puzzle     string   `json:"puzzle"`
		Rating     *float64 `json:"rating,omitempty"`
		Pearl      *float64 `json:"pearl,omitempty"`
		Diamond    *float64 `json:"diamond,omitempty"`
		LowerBound bool     `json:"lowerBound,omitempty"`
		Level      string   `json:"level"`
		Technique  string   `json:"technique,omitempty"`
	}
	number := func(s string) *float64 {
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return nil
		}
		return &f
	}
	// Strings and finite numbers always marshal.
	b, _ := json.Marshal(record{puzzle, number(r.rating), number(r.pearl), number(r.diamond), r.beyond, r.level, r.technique})
	return string(b)
}

// tenths formats a rating kept in tenths, as SE writes it: 72 as "7.2".
func tenths(n int) string { return fmt.Sprintf("%d.%d", n/10, n%10) }

// csvLine is fields as one CSV line (RFC 4180 quoting), without its line
// end.
func csvLine(fields ...string) string {
	var b strings.Builder
	w := csv.NewWriter(&b)
	w.Write(fields) // a strings.Builder does not fail
	w.Flush()
	return strings.TrimSuffix(b.String(), "\n")
}
