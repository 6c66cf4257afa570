package codec_test

import (
	"fmt"
	"log"

	"github.com/sudoku-app/sudoku/engine/codec"
)

// Read a puzzle in any format, here a Tatham Solo game ID, and write it
// in others; each reads back to the same puzzle.
func ExampleParse() {
	p, err := codec.Parse("2x2:a1b2_4a3c1d")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(p.Grid)
	fmt.Print(codec.FormatPretty(p.Grid))
	link := codec.FPuzzlesURL(p)
	q, err := codec.Parse(link)
	fmt.Println(q.Grid == p.Grid, err)
	// Output:
	// .1..24.3...1....
	// . 1 | . .
	// 2 4 | . 3
	// ----+----
	// . . | . 1
	// . . | . .
	// true <nil>
}

// A text that is no puzzle is an error that says where.
func ExampleParse_error() {
	_, err := codec.Parse("12.x............")
	fmt.Println(err)
	// Output:
	// sudoku: line 1, column 4: unexpected 'x'
}
