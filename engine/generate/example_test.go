package generate_test

import (
	"fmt"
	"strings"
	"time"

	"github.com/sudoku-app/sudoku/engine/generate"
	"github.com/sudoku-app/sudoku/engine/logic"
	"github.com/sudoku-app/sudoku/engine/sudoku"
)

func ExampleFromSeed() {
	r, err := generate.FromSeed(2024, generate.Options{Level: new(logic.Hard), Symmetry: generate.Mirror})
	if err != nil {
		panic(err)
	}
	fmt.Println(r.MetTarget, r.Grade.Level, generate.Mirror.Holds(r.Puzzle))
	// Output: true Hard true
}

func ExampleSymmetry_Images() {
	for _, c := range generate.Rot90.Images(sudoku.Classic, sudoku.Classic.CellAt(0, 0)) {
		fmt.Print(sudoku.Classic.CellName(c), " ")
	}
	fmt.Println()
	// Output: r1c1 r1c9 r9c9 r9c1
}

func ExampleSymmetry_Label() {
	for _, s := range generate.Symmetries() {
		fmt.Printf("%-9s %s\n", s, s.Label())
	}
	// Output:
	// rot180    180° rotation
	// none      None
	// rot90     90° rotation
	// mirror    Mirror
	// diagonal  Diagonal
	// mirror4   4-way mirror
	// diagonal4 4-way diagonal
	// 8way      8-way
}

func ExampleTechniqueNames() {
	names := generate.TechniqueNames()
	fmt.Println(len(names), "targets:", strings.Join(names[:6], ", "), "...")
	ts, _ := generate.ParseTechnique(names[1])
	fmt.Println(names[1], "is", len(ts), "techniques:", ts[0].Rating(), "in a box,", ts[1].Rating(), "in a line")
	// Output:
	// 44 targets: full house, hidden single, naked single, pointing, claiming, naked pair ...
	// hidden single is 2 techniques: 1.2 in a box, 1.5 in a line
}

func ExampleTechniqueReach() {
	for _, name := range []string{"X-Wing", "Jellyfish", "trial and error"} {
		r, err := generate.TechniqueReach(name, 20*time.Second)
		if err != nil {
			panic(err)
		}
		fmt.Println(name, r)
	}
	// Output:
	// X-Wing dependable
	// Jellyfish slow
	// trial and error unreliable
}
