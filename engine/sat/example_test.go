package sat_test

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/sudoku-app/sudoku/engine/codec"
	"github.com/sudoku-app/sudoku/engine/sat"
)

func ExampleSolve() {
	g, err := codec.ParseGrid(".......1.24.3...")
	if err != nil {
		panic(err)
	}
	sol, unique, err := sat.Solve(g)
	fmt.Println(sol, unique, err)
	// Output: 2134432112433412 true <nil>
}

func ExampleCNF_WriteDIMACS() {
	g, err := codec.ParseGrid(".......1.24.3...")
	if err != nil {
		panic(err)
	}
	f, err := sat.Encode(g)
	if err != nil {
		panic(err)
	}
	var buf bytes.Buffer
	if err := f.WriteDIMACS(&buf); err != nil {
		panic(err)
	}
	lines := strings.Split(buf.String(), "\n")
	fmt.Println(strings.Join(lines[:6], "\n"))
	// Output:
	// c sudoku 4x4, boxes 2x2, 4 givens
	// c .......1.24.3...
	// c variable (r-1)*16 + (c-1)*4 + d: cell rXcY holds digit d
	// p cnf 64 388
	// 1 2 3 4 0
	// -1 -2 0
}
